//! The standing-capsule query: which fixed colliders (the ground, the obstacles) a vertical
//! capsule intersects. The ragdoll's own bodies are never tested (it lies where it will get up).
//!
//! The test is exact shape–shape intersection against the ground half-space and each obstacle's
//! cuboid at its pose ([`super::rapier::geometry`]), the same for every engine and right even
//! before an engine's broad phase has seen a newly added obstacle.

use super::SimWorld;
use super::obstacle::{Obstacle, ObstacleKind};
use super::rapier::geometry::{
    capsule_hits_ground, capsule_hits_obstacle, shape_obstacle_penetration,
};
use crate::recover::StandCapsule;
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
            // Numbered from 1, as the editor's obstacle list names them ("box 1").
            Blocker::Obstacle { index, kind } => write!(f, "{} {}", kind.name(), index + 1),
        }
    }
}

/// Does a capsule (world coordinates) intersect the obstacle's cuboid? Exact: the test
/// [`SimWorld::capsule_blockers`] makes (false for an invalid capsule).
pub fn capsule_hits(o: &Obstacle, c: &StandCapsule) -> bool {
    c.is_valid() && capsule_hits_obstacle(c, o)
}

/// How deep a rig body's shape, placed at `pose`, reaches into the obstacle's cuboid, m, and the
/// unit direction that moves it out by the least distance (None: no overlap, or a non-finite
/// pose).
pub fn obstacle_penetration(
    o: &Obstacle,
    shape: &crate::rig::Shape,
    pose: &crate::xform::Rigid,
) -> Option<(glam::Vec3, f32)> {
    if pose.is_finite() {
        shape_obstacle_penetration(shape, pose, o)
    } else {
        None
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
        let mut out = Vec::new();
        if self.rig().sim.ground && capsule_hits_ground(capsule) {
            out.push(Blocker::Ground);
        }
        for (index, o) in self.obstacles().iter().enumerate() {
            if capsule_hits_obstacle(capsule, o) {
                out.push(Blocker::Obstacle {
                    index,
                    kind: o.kind,
                });
            }
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
