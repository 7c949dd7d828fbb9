//! Exact shape tests with parry (the collision library rapier is built on), for queries that
//! do not depend on the engine stepping the world: the standing capsule against the ground
//! half-space `y ≤ 0` and against an obstacle cuboid, and how deep a rig body's shape reaches
//! into an obstacle.
//!
//! The ground is tested as parry's `HalfSpace`: GJK against a huge ground box gave false hits
//! (a capsule 5 cm above the ground at z = −0.10257 m was reported intersecting, measured with
//! parry 0.31), the half-space test is exact.

use super::world::pose3;
use crate::recover::StandCapsule;
use crate::rig::Shape;
use crate::sim::obstacle::Obstacle;
use crate::xform::Rigid;
use rapier3d::parry::query::{contact, intersection_test};
use rapier3d::parry::shape::{Ball, Capsule, Cuboid, HalfSpace};
use rapier3d::prelude::*;

fn capsule(c: &StandCapsule) -> Capsule {
    Capsule::new(c.bottom, c.top, c.radius)
}

/// Does the capsule (world coordinates) reach into the ground half-space `y ≤ 0`?
pub fn capsule_hits_ground(c: &StandCapsule) -> bool {
    intersection_test(
        &Pose::IDENTITY,
        &capsule(c),
        &Pose::IDENTITY,
        &HalfSpace::new(Vector::Y),
    )
    .is_ok_and(|r| r.intersecting)
}

/// Does the capsule (world coordinates) intersect the obstacle's cuboid?
pub fn capsule_hits_obstacle(c: &StandCapsule, o: &Obstacle) -> bool {
    intersection_test(
        &Pose::IDENTITY,
        &capsule(c),
        &pose3(&o.pose),
        &Cuboid::new(o.half_extents),
    )
    .is_ok_and(|r| r.intersecting)
}

/// How deep a rig body's shape, placed at `pose`, reaches into the obstacle's cuboid, m, with
/// the unit direction (world) that moves it out by the least distance; None when they do not
/// overlap.
pub fn shape_obstacle_penetration(
    shape: &Shape,
    pose: &Rigid,
    o: &Obstacle,
) -> Option<(Vec3, f32)> {
    let (p1, p2) = (pose3(pose), pose3(&o.pose));
    let cuboid = Cuboid::new(o.half_extents);
    let hit = match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => contact(&p1, &Capsule::new_y(half_height, radius), &p2, &cuboid, 0.0),
        Shape::Sphere { radius } => contact(&p1, &Ball::new(radius), &p2, &cuboid, 0.0),
        Shape::Box { half_extents } => contact(&p1, &Cuboid::new(half_extents), &p2, &cuboid, 0.0),
    }
    .ok()
    .flatten()?;
    // normal1 points from the body toward the cuboid; out is the other way.
    (hit.dist < 0.0 && hit.normal1.is_finite()).then(|| (-hit.normal1, -hit.dist))
}
