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

/// The first `n` bodies in joint-tree order: every body's joint to its parent body (None for a
/// root or a world-parented body), and the bodies with roots first and every child after its
/// parent. Bodies in a joint cycle are left out of the order.
pub fn joint_tree_order(rig: &Rig, n: usize) -> (Vec<Option<&Joint>>, Vec<usize>) {
    let n = rig.bodies.len().min(n);
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
    (parent_joint, order)
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
    let (parent_joint, order) = joint_tree_order(rig, bodies.len());
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

/// The lowest point of any placed body shape (each taken as a capsule,
/// [`Shape::as_capsule`]): its height, m, and the body's index. None when no body has a pose.
pub fn lowest_point(rig: &Rig, bodies: &[Option<Rigid>]) -> Option<(f32, usize)> {
    let mut lowest: Option<(f32, usize)> = None;
    for (i, (b, pose)) in rig.bodies.iter().zip(bodies).enumerate() {
        let Some(pose) = pose else { continue };
        let (p, q, r) = b.shape.as_capsule();
        let y = pose.transform_point(p).y.min(pose.transform_point(q).y) - r;
        if lowest.is_none_or(|(l, _)| y < l) {
            lowest = Some((y, i));
        }
    }
    lowest
}

/// Lift every placed body by the same height so that none reaches below the ground plane
/// `y = 0`, keeping the pose. A clip can put a character partly into the ground (a lying or
/// sitting pose whose mesh is below the floor, a foot that digs in at heel strike); handed to
/// physics that way, the contacts push the bodies out one by one and the work they do is energy
/// from nowhere that tips and rolls the ragdoll. Returns the lift, m (0 when nothing was below).
pub fn lift_out_of_ground(rig: &Rig, bodies: &mut [Option<Rigid>]) -> f32 {
    let Some((y, _)) = lowest_point(rig, bodies) else {
        return 0.0;
    };
    if y >= 0.0 || !y.is_finite() {
        return 0.0;
    }
    for b in bodies.iter_mut().flatten() {
        b.translation.y -= y;
    }
    -y
}

/// Every pair of placed bodies whose contacts are on (not joined, not a disabled pair, at least
/// one simulated) and whose shapes overlap: the two bodies' indices and the depth, m. Shapes
/// are compared as capsules ([`shape_penetration`]).
pub fn overlapping_pairs(rig: &Rig, bodies: &[Option<Rigid>]) -> Vec<(usize, usize, f32)> {
    let mut out = Vec::new();
    let n = rig.bodies.len().min(bodies.len());
    for a in 0..n {
        for b in a + 1..n {
            let (ba, bb) = (&rig.bodies[a], &rig.bodies[b]);
            let (Some(wa), Some(wb)) = (bodies[a], bodies[b]) else {
                continue;
            };
            if !(ba.simulated || bb.simulated) || rig.pair_disabled(&ba.name, &bb.name) {
                continue;
            }
            let d = shape_penetration(&ba.shape, &wa, &bb.shape, &wb);
            if d > 0.0 {
                out.push((a, b, d));
            }
        }
    }
    out
}

/// The deepest of [`overlapping_pairs`]: depth, m, and the two bodies' indices.
pub fn deepest_overlap(rig: &Rig, bodies: &[Option<Rigid>]) -> Option<(f32, usize, usize)> {
    overlapping_pairs(rig, bodies)
        .into_iter()
        .max_by(|x, y| x.2.total_cmp(&y.2))
        .map(|(a, b, d)| (d, a, b))
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
