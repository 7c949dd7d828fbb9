//! The standing-capsule query: which fixed colliders (the ground, the obstacles) a vertical
//! capsule intersects. The ragdoll's own bodies are never tested (it lies where it will get up).
//!
//! The test is parry's exact shape–shape intersection (`parry3d::query::intersection_test`, the
//! same narrow phase rapier uses) against each fixed collider's current shape and pose, so it
//! is right even before rapier's broad phase has seen a newly added obstacle (its BVH is only
//! refreshed by a step).
//!
//! The ground is tested as parry's `HalfSpace` `y ≤ 0` (the top face of the 1000 m ground
//! box): GJK against the huge box itself gave false hits (a capsule 5 cm above the ground at
//! z = −0.10257 m was reported intersecting, measured with parry 0.31), the half-space test is
//! exact.

use super::SimWorld;
use super::obstacle::ObstacleKind;
use crate::recover::StandCapsule;
use rapier3d::parry::query::intersection_test;
use rapier3d::parry::shape::{Capsule, HalfSpace};
use rapier3d::prelude::*;
use serde::Serialize;

/// What blocks a standing capsule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Blocker {
    Ground,
    Obstacle { index: usize, kind: ObstacleKind },
}

impl std::fmt::Display for Blocker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Blocker::Ground => write!(f, "the ground"),
            Blocker::Obstacle { index, kind } => write!(f, "obstacle {index} ({})", kind.name()),
        }
    }
}

impl SimWorld {
    /// The fixed colliders the capsule intersects (empty: standable). A non-finite capsule is
    /// reported as blocked by nothing it could test, i.e. empty; callers check
    /// [`StandCapsule::is_valid`] first.
    pub fn capsule_blockers(&self, capsule: &StandCapsule) -> Vec<Blocker> {
        if !capsule.is_valid() {
            return Vec::new();
        }
        // The capsule in world coordinates, at the identity pose.
        let shape = Capsule::new(capsule.bottom, capsule.top, capsule.radius);
        let pos = Pose::IDENTITY;
        let mut out = Vec::new();
        if self.ground.is_some() {
            let plane = HalfSpace::new(Vector::Y);
            if intersection_test(&pos, &shape, &Pose::IDENTITY, &plane)
                .is_ok_and(|r| r.intersecting)
            {
                out.push(Blocker::Ground);
            }
        }
        let mut test = |h: ColliderHandle, who: Blocker| {
            if let Some(c) = self.world.colliders.get(h)
                && intersection_test(&pos, &shape, c.position(), c.shape())
                    .is_ok_and(|r| r.intersecting)
            {
                out.push(who);
            }
        };

        for (index, (o, h)) in self.obstacles.iter().enumerate() {
            test(
                *h,
                Blocker::Obstacle {
                    index,
                    kind: o.kind,
                },
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xform::Rigid;

    #[test]
    fn the_ground_is_a_plane_even_where_gjk_on_the_big_box_misfires() {
        let mut rig = crate::rig::Rig::empty("none");
        rig.sim.ground = true;
        let sim = SimWorld::from_placements(&rig, &[]).unwrap();
        for z in [0.0f32, -0.1, -0.10257, 0.3, 17.0] {
            let cap = |y: f32| StandCapsule {
                bottom: glam::Vec3::new(0.0, y, z),
                top: glam::Vec3::new(0.0, 1.55, z),
                radius: 0.2,
            };
            assert!(sim.capsule_blockers(&cap(0.25)).is_empty(), "z {z}");
            assert_eq!(sim.capsule_blockers(&cap(0.19)), vec![Blocker::Ground]);
        }
        let _ = Rigid::IDENTITY;
    }
}
