//! Moving the pose handed to physics out of the scene's obstacles.
//!
//! The get-up blend moves bodies that are kinematic and touch nothing, so a get-up clip played on
//! a slope or against a box passes through it; a hit during the blend switches back to ragdoll
//! from the pose on screen, with limbs inside the obstacle. The contacts then push each body out
//! on its own in the first substeps, with energy nothing supplied: the sample lying on a 39°
//! slope, hit 0.5 s into its get-up blend, had 259 J of kinetic energy 0.1 s later against a
//! budget of 5 J.
//!
//! So before simulating, the whole pose moves out of the obstacles, like the lift out of the
//! ground: the body that reaches deepest into an obstacle gives the direction that takes it out
//! by the least distance, and every body moves by that much, again until no body overlaps an
//! obstacle (or [`MAX_PUSHES`] times). Moving everything together keeps every joint closed and
//! every velocity as it was.

use crate::rig::Rig;
use crate::sim::{Obstacle, obstacle_penetration};
use crate::xform::Rigid;
use glam::Vec3;

/// How many times the pose is moved at most (each move clears the deepest overlap).
pub const MAX_PUSHES: usize = 8;

/// The clearance left between the pose and the obstacle it was moved out of, m.
pub const PUSH_CLEARANCE: f32 = 1e-3;

/// The deepest overlap of a simulated body with an obstacle: the direction out, the depth (m)
/// and the obstacle's index.
fn deepest(
    rig: &Rig,
    bodies: &[Option<Rigid>],
    obstacles: &[Obstacle],
) -> Option<(Vec3, f32, usize)> {
    let mut best: Option<(Vec3, f32, usize)> = None;
    for (body, pose) in rig.bodies.iter().zip(bodies) {
        let Some(pose) = pose else { continue };
        if !body.simulated {
            continue;
        }
        for (k, o) in obstacles.iter().enumerate() {
            if let Some((dir, depth)) = obstacle_penetration(o, &body.shape, pose)
                && best.is_none_or(|(_, d, _)| depth > d)
            {
                best = Some((dir, depth, k));
            }
        }
    }
    best
}

/// Move the placed bodies out of the obstacles (see the module docs). Returns how far the pose
/// moved in all, m, and the obstacle it first reached deepest into (None: it overlapped none).
pub fn push_out_of_obstacles(
    rig: &Rig,
    bodies: &mut [Option<Rigid>],
    obstacles: &[Obstacle],
) -> (f32, Option<usize>) {
    let mut moved = Vec3::ZERO;
    let mut first = None;
    for _ in 0..MAX_PUSHES {
        let Some((dir, depth, k)) = deepest(rig, bodies, obstacles) else {
            break;
        };
        first.get_or_insert(k);
        let step = dir * (depth + PUSH_CLEARANCE);
        for b in bodies.iter_mut().flatten() {
            b.translation += step;
        }
        moved += step;
    }
    (moved.length(), first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::{Body, Shape};
    use crate::sim::ObstacleKind;
    use glam::Quat;

    fn rig_of(shapes: &[(&str, Shape)]) -> Rig {
        let mut rig = Rig::empty("test");
        for (name, shape) in shapes {
            let mut b = Body::for_test(name);
            b.shape = *shape;
            rig.bodies.push(b);
        }
        rig
    }

    #[test]
    fn a_ball_sunk_into_a_slope_moves_out_along_its_normal_with_the_rest_of_the_pose() {
        // A 30° slope: a cuboid turned about Z, its top face through the origin.
        let tilt = Quat::from_rotation_z(30f32.to_radians());
        let normal = tilt * Vec3::Y;
        let slope = Obstacle::cuboid(
            ObstacleKind::Slope,
            Rigid::new(tilt, -normal * 0.5),
            Vec3::new(2.0, 0.5, 2.0),
        );
        let rig = rig_of(&[
            ("ball", Shape::Sphere { radius: 0.1 }),
            ("other", Shape::Sphere { radius: 0.05 }),
        ]);
        // The ball's centre 4 cm under the surface: it reaches 14 cm in.
        let ball = Rigid::new(Quat::IDENTITY, -normal * 0.04);
        let other = Rigid::new(Quat::IDENTITY, normal * 1.0 + Vec3::X * 0.3);
        let mut bodies = vec![Some(ball), Some(other)];
        let (moved, first) = push_out_of_obstacles(&rig, &mut bodies, &[slope]);
        assert_eq!(first, Some(0));
        let expect = 0.14 + PUSH_CLEARANCE;
        assert!(
            (moved - expect).abs() < 1e-4,
            "moved {moved} m, expected {expect}"
        );
        let ball_now = bodies[0].unwrap().translation;
        // Along the slope's normal, to 1 mm above its surface.
        assert!(
            (ball_now.dot(normal) - (0.1 + PUSH_CLEARANCE)).abs() < 1e-4,
            "{ball_now}"
        );
        assert!((ball_now - ball_now.dot(normal) * normal).length() < 1e-4);
        // The other body moved by exactly as much: the pose is unchanged.
        let d = bodies[1].unwrap().translation - other.translation;
        assert!((d - (ball_now - ball.translation)).length() < 1e-6);
        // Nothing overlaps any more: a second call does nothing.
        assert_eq!(
            push_out_of_obstacles(&rig, &mut bodies, &[slope]),
            (0.0, None)
        );
    }

    #[test]
    fn a_pose_clear_of_every_obstacle_is_left_alone() {
        let wall = Obstacle::cuboid(
            ObstacleKind::Wall,
            Rigid::new(Quat::IDENTITY, Vec3::new(1.0, 1.0, 0.0)),
            Vec3::new(0.1, 1.0, 1.0),
        );
        let rig = rig_of(&[(
            "c",
            Shape::Capsule {
                radius: 0.1,
                half_height: 0.3,
            },
        )]);
        let pose = Rigid::new(Quat::IDENTITY, Vec3::new(0.7, 0.5, 0.0));
        let mut bodies = vec![Some(pose)];
        assert_eq!(
            push_out_of_obstacles(&rig, &mut bodies, &[wall]),
            (0.0, None)
        );
        assert_eq!(bodies[0], Some(pose));
        // 5 cm closer it overlaps the wall by 5 cm and moves back along −X.
        let mut bodies = vec![Some(Rigid::new(Quat::IDENTITY, Vec3::new(0.85, 0.5, 0.0)))];
        let (moved, _) = push_out_of_obstacles(&rig, &mut bodies, &[wall]);
        assert!((moved - (0.05 + PUSH_CLEARANCE)).abs() < 1e-4, "{moved}");
        assert!((bodies[0].unwrap().translation.x - (0.8 - PUSH_CLEARANCE)).abs() < 1e-4);
        // A box body is tested as the box: a 20 cm cube turned 45° about Z reaches the wall with
        // its edge, 0.1·√2 m from its centre, 2 cm deep; it moves back by those 2 cm.
        let rig = rig_of(&[(
            "b",
            Shape::Box {
                half_extents: Vec3::splat(0.1),
            },
        )]);
        let x = 0.9 - 0.1 * 2f32.sqrt() + 0.02;
        let turned = Rigid::new(
            Quat::from_rotation_z(45f32.to_radians()),
            Vec3::new(x, 0.5, 0.0),
        );
        let mut bodies = vec![Some(turned)];
        let (moved, _) = push_out_of_obstacles(&rig, &mut bodies, &[wall]);
        assert!((moved - (0.02 + PUSH_CLEARANCE)).abs() < 1e-4, "{moved}");
        assert!((bodies[0].unwrap().translation.x - (x - 0.02 - PUSH_CLEARANCE)).abs() < 1e-4);
    }
}
