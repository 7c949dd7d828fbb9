//! Collision filtering at rest: non-adjacent bodies whose shapes overlap in the rest pose.
//! (Adjacent bodies are already filtered through their joint.)

use crate::character::Skeleton;
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
            if crate::rig::rest::shape_penetration(&ba.shape, &wa, &bb.shape, &wb) > 0.0 {
                out.push([ba.name.clone(), bb.name.clone()]);
            }
        }
    }
    out
}
