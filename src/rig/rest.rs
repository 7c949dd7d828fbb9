//! Where bodies and joint frames are in a pose: `T_WC = T_WB · T_BC`.

use super::model::{Joint, Rig, Shape, WORLD};
use crate::character::Skeleton;
use crate::xform::{Rigid, Xform};

/// `T_WC` of every body for a pose (local transform per node); `None` when its bone is missing.
pub fn body_world(rig: &Rig, skeleton: &Skeleton, local: &[Xform]) -> Vec<Option<Rigid>> {
    let bones = skeleton.world_rigid(local);
    rig.bodies
        .iter()
        .map(|b| skeleton.find(&b.bone).map(|i| bones[i].mul(&b.offset)))
        .collect()
}

/// Move bodies so that every joint's two anchors coincide, keeping every body's rotation:
/// joints are visited parent before child from the bodies no joint holds as a child, and each
/// child body (with the part of the tree below it, visited after it) is translated onto its
/// parent's anchor. A pose can open a joint when a clip moves or scales a bone in ways a rigid
/// ragdoll cannot follow (translation keys on limb bones); handed to physics that way, the
/// joint would snap shut in one step with the kinetic energy of the snap. Returns the largest
/// gap the pose opened, m (0 when it was consistent). Bodies without a pose, world-parented joints
/// and joints in a cycle are left alone.
pub fn close_joint_gaps(rig: &Rig, bodies: &mut [Option<Rigid>]) -> f32 {
    let n = rig.bodies.len().min(bodies.len());
    let parent_joint: Vec<Option<&Joint>> = (0..n)
        .map(|i| {
            rig.joints
                .iter()
                .find(|j| j.parent != WORLD && rig.body_index(&j.child) == Some(i))
        })
        .collect();
    let mut done = vec![false; n];
    let mut order = Vec::with_capacity(n);
    // Roots first, then repeatedly every body whose parent is placed.
    for (i, pj) in parent_joint.iter().enumerate() {
        if pj.is_none() {
            done[i] = true;
            order.push(i);
        }
    }
    let mut k = 0;
    while k < order.len() {
        let p = order[k];
        for c in 0..n {
            if !done[c] && parent_joint[c].is_some_and(|j| rig.body_index(&j.parent) == Some(p)) {
                done[c] = true;
                order.push(c);
            }
        }
        k += 1;
    }
    let original = bodies.to_vec();
    let opened = |p: usize, c: usize, j: &Joint, poses: &[Option<Rigid>]| {
        let (tp, tc) = (poses[p]?, poses[c]?);
        let gap = tp.mul(&j.parent_frame).translation - tc.mul(&j.child_frame).translation;
        gap.is_finite().then_some(gap)
    };
    let mut largest = 0.0f32;
    for &c in &order {
        let Some(j) = parent_joint[c] else { continue };
        let Some(p) = rig.body_index(&j.parent) else {
            continue;
        };
        // The gap as the pose had it (what is reported), and as it is once the parent moved
        // (what the child moves by).
        if let Some(g) = opened(p, c, j, &original) {
            largest = largest.max(g.length());
        }
        if let Some(gap) = opened(p, c, j, bodies)
            && let Some(b) = bodies[c].as_mut()
        {
            b.translation += gap;
        }
    }
    largest
}

/// World frames of a joint's two sides: (parent side `T_WA·T_AJ`, child side `T_WB·T_BJ`).
pub fn joint_world_frames(
    rig: &Rig,
    bodies_world: &[Option<Rigid>],
    joint: &Joint,
) -> Option<(Rigid, Rigid)> {
    let parent = if joint.parent == WORLD {
        Rigid::IDENTITY
    } else {
        bodies_world[rig.body_index(&joint.parent)?]?
    };
    let child = bodies_world[rig.body_index(&joint.child)?]?;
    Some((
        parent.mul(&joint.parent_frame),
        child.mul(&joint.child_frame),
    ))
}

/// How deep two placed shapes overlap, m (negative: the gap between them). Shapes are compared
/// as capsules ([`Shape::as_capsule`]).
pub fn shape_penetration(sa: &Shape, ta: &Rigid, sb: &Shape, tb: &Rigid) -> f32 {
    let (a0, a1, ra) = sa.as_capsule();
    let (b0, b1, rb) = sb.as_capsule();
    let d = crate::geometry::segment_segment_distance(
        ta.transform_point(a0),
        ta.transform_point(a1),
        tb.transform_point(b0),
        tb.transform_point(b1),
    );
    ra + rb - d
}
