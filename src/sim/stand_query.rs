//! The standing-capsule query: which fixed colliders (the ground, the obstacles) a vertical
//! capsule intersects. The ragdoll's own bodies are never tested (it lies where it will get up).
//!
//! The test is parry's exact shape–shape intersection (`parry3d::query::intersection_test`, the
//! same narrow phase rapier uses) against each fixed collider's current shape and pose, so it
//! is right even before rapier's broad phase has seen a newly added obstacle (its BVH is only
//! refreshed by a step).

use super::SimWorld;
use super::obstacle::ObstacleKind;
use crate::recover::StandCapsule;
use rapier3d::parry::query::intersection_test;
use rapier3d::parry::shape::Capsule;
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
        let mut test = |h: ColliderHandle, who: Blocker| {
            if let Some(c) = self.world.colliders.get(h)
                && intersection_test(&pos, &shape, c.position(), c.shape())
                    .is_ok_and(|r| r.intersecting)
            {
                out.push(who);
            }
        };
        if let Some(g) = self.ground {
            test(g, Blocker::Ground);
        }
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
