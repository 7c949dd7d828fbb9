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
