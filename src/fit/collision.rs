//! Collision filtering at rest: non-adjacent bodies whose shapes overlap in the rest pose.
//! (Adjacent bodies are already filtered through their joint.)

use crate::character::Skeleton;
use crate::geometry::segment_segment_distance;
use crate::rig::model::Rig;
use crate::rig::rest::body_world;

/// Pairs of bodies, not joined by a joint nor already disabled, that overlap at rest
/// (penetration > 0), in body order.
pub fn overlapping_pairs(rig: &Rig, sk: &Skeleton) -> Vec<[String; 2]> {
    let world = body_world(rig, sk, &sk.rest_pose());
    let mut out = Vec::new();
    for a in 0..rig.bodies.len() {
        for b in a + 1..rig.bodies.len() {
            let (ba, bb) = (&rig.bodies[a], &rig.bodies[b]);
            let (Some(wa), Some(wb)) = (world[a], world[b]) else {
                continue;
            };
            if rig.pair_disabled(&ba.name, &bb.name) {
                continue;
            }
            let (a0, a1, ra) = ba.shape.as_capsule();
            let (b0, b1, rb) = bb.shape.as_capsule();
            let d = segment_segment_distance(
                wa.transform_point(a0),
                wa.transform_point(a1),
                wb.transform_point(b0),
                wb.transform_point(b1),
            );
            if ra + rb - d > 0.0 {
                out.push([ba.name.clone(), bb.name.clone()]);
            }
        }
    }
    out
}
