//! Moving the pose handed to physics out of the scene's obstacles.
//!
//! A pose can reach into an obstacle at a switch: a clip played beside a box the user placed, or
//! a hit during a get-up that swung a limb into one. The contacts would then push each body out
//! on its own in the first substeps, with energy nothing supplied: the sample lying on a 39°
//! slope, hit 0.5 s into a get-up blend that passed through the slope, had 259 J of kinetic
//! energy 0.1 s later against a budget of 5 J.
//!
//! So before simulating, the whole pose moves out of the obstacles, like the lift out of the
//! ground; moving everything together keeps every joint closed and every velocity as it was.
//! The obstacle the pose reaches deepest into is cleared by the shortest of a few straight
//! moves: along the way out of the deepest body's overlap, and along each of the obstacle's six
//! face normals. For a direction `n` the move is as long as it must be for every simulated body
//! to end beyond the obstacle along `n` (the body's lowest point along `n` above the obstacle's
//! highest, plus [`PUSH_CLEARANCE`]), counting the bodies the move itself carries into it. A move
//! that would leave the pose in another obstacle, or in one again after the lift out of the
//! ground that follows, is not taken while a clean one exists. This repeats for the next
//! obstacle (at most [`MAX_PUSHES`] times). A pose threaded through an obstacle (arms on both
//! sides of a slab) goes out over whichever face is nearer for the whole pose; following only the
//! deepest body's way out took it back and forth through the slab and left it inside.

use crate::rig::rest::lift_out_of_ground;
use crate::rig::{Rig, Shape};
use crate::sim::{Obstacle, obstacle_penetration};
use crate::xform::Rigid;
use glam::Vec3;

/// How many obstacles are cleared at most (one move each).
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

/// The deepest overlap of a simulated body with an obstacle in the placed pose: the depth (m)
/// and the obstacle's index (None: the pose overlaps no obstacle).
pub fn deepest_obstacle_overlap(
    rig: &Rig,
    bodies: &[Option<Rigid>],
    obstacles: &[Obstacle],
) -> Option<(f32, usize)> {
    deepest(rig, bodies, obstacles).map(|(_, depth, k)| (depth, k))
}

/// The lowest value of `n·x` over the shape placed at `pose` (`n` a unit vector).
fn lowest_along(shape: &Shape, pose: &Rigid, n: Vec3) -> f32 {
    let centre = pose.translation.dot(n);
    let reach = match *shape {
        Shape::Sphere { radius } => radius,
        Shape::Capsule {
            radius,
            half_height,
        } => (pose.rotation * Vec3::Y).dot(n).abs() * half_height + radius,
        Shape::Box { half_extents } => box_reach(pose, half_extents, n),
    };
    centre - reach
}

/// How far a cuboid at `pose` reaches from its centre along the unit vector `n`.
fn box_reach(pose: &Rigid, half_extents: Vec3, n: Vec3) -> f32 {
    [Vec3::X, Vec3::Y, Vec3::Z]
        .into_iter()
        .zip(half_extents.to_array())
        .map(|(axis, h)| (pose.rotation * axis).dot(n).abs() * h)
        .sum()
}

/// The placed pose moved by `d`.
fn moved(bodies: &[Option<Rigid>], d: Vec3) -> Vec<Option<Rigid>> {
    bodies
        .iter()
        .map(|b| b.map(|p| Rigid::new(p.rotation, p.translation + d)))
        .collect()
}

/// How far the whole pose must move along the unit vector `n` for no simulated body to overlap
/// `o` (None: not within one round per body, or not finite).
fn clearing_distance(rig: &Rig, bodies: &[Option<Rigid>], o: &Obstacle, n: Vec3) -> Option<f32> {
    let top = o.pose.translation.dot(n) + box_reach(&o.pose, o.half_extents, n);
    let mut t = 0.0f32;
    for _ in 0..=rig.bodies.len() {
        let mut need: Option<f32> = None;
        for (body, pose) in rig.bodies.iter().zip(bodies) {
            let Some(pose) = pose else { continue };
            if !body.simulated {
                continue;
            }
            let at = Rigid::new(pose.rotation, pose.translation + n * t);
            if obstacle_penetration(o, &body.shape, &at).is_some() {
                let d = t + (top - lowest_along(&body.shape, &at, n)).max(0.0) + PUSH_CLEARANCE;
                need = Some(need.map_or(d, |x| x.max(d)));
            }
        }
        match need {
            None => return t.is_finite().then_some(t),
            Some(x) if x > t => t = x,
            // A body overlapping although beyond the obstacle along n: no progress.
            Some(_) => return None,
        }
    }
    None
}

/// The move that clears obstacle `k` (see the module docs): the shortest of the candidate moves
/// that leave the pose in no obstacle after the lift out of the ground, else the shortest that
/// clears `k` alone.
fn clearing_move(
    rig: &Rig,
    bodies: &[Option<Rigid>],
    obstacles: &[Obstacle],
    k: usize,
    way_out: Vec3,
) -> Option<Vec3> {
    let o = &obstacles[k];
    let faces = [Vec3::X, Vec3::Y, Vec3::Z]
        .into_iter()
        .flat_map(|a| [o.pose.rotation * a, -(o.pose.rotation * a)]);
    let mut clean: Option<Vec3> = None;
    let mut any: Option<Vec3> = None;
    for n in std::iter::once(way_out).chain(faces) {
        let Some(n) = n.try_normalize() else { continue };
        let Some(t) = clearing_distance(rig, bodies, o, n) else {
            continue;
        };
        let d = n * t;
        if any.is_none_or(|a| d.length() < a.length()) {
            any = Some(d);
        }
        let mut after = moved(bodies, d);
        if rig.sim.ground {
            lift_out_of_ground(rig, &mut after);
        }
        if deepest(rig, &after, obstacles).is_none()
            && clean.is_none_or(|c| d.length() < c.length())
        {
            clean = Some(d);
        }
    }
    clean.or(any)
}

/// Move the placed bodies out of the obstacles (see the module docs). Returns how far the pose
/// moved in all, m, and the obstacle it first reached deepest into (None: it overlapped none).
pub fn push_out_of_obstacles(
    rig: &Rig,
    bodies: &mut [Option<Rigid>],
    obstacles: &[Obstacle],
) -> (f32, Option<usize>) {
    let mut total = Vec3::ZERO;
    let mut first = None;
    for _ in 0..MAX_PUSHES {
        let Some((dir, _, k)) = deepest(rig, bodies, obstacles) else {
            break;
        };
        first.get_or_insert(k);
        let Some(d) = clearing_move(rig, bodies, obstacles, k, dir) else {
            break;
        };
        for b in bodies.iter_mut().flatten() {
            b.translation += d;
        }
        total += d;
    }
    (total.length(), first)
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
    fn a_pose_threaded_through_a_slab_goes_out_whole_over_the_nearer_face() {
        // A slab 20 cm thick (y from -0.1 to 0.1) and two 5 cm balls joined across it, one near
        // each face, each 7 cm deep. Following the deepest ball's way out drives the other in
        // over the far face; the pose as a whole goes out over the top face, by
        // 0.1 + 0.08 + 0.05 m (the lower ball's lowest point to the top face) + the clearance.
        // Out over the bottom face is as far, but the ground would lift it back into the slab.
        let slab = Obstacle::box_at(Vec3::ZERO, Vec3::new(1.0, 0.1, 1.0));
        let rig = rig_of(&[
            ("up", Shape::Sphere { radius: 0.05 }),
            ("down", Shape::Sphere { radius: 0.05 }),
        ]);
        assert!(rig.sim.ground);
        let at = |y: f32| Some(Rigid::new(Quat::IDENTITY, Vec3::new(0.0, y, 0.0)));
        let mut bodies = vec![at(0.08), at(-0.08)];
        let (depth, k) = deepest_obstacle_overlap(&rig, &bodies, &[slab]).unwrap();
        assert!((depth - 0.07).abs() < 1e-5 && k == 0, "{depth}");
        let (moved, first) = push_out_of_obstacles(&rig, &mut bodies, &[slab]);
        assert_eq!(first, Some(0));
        let expect = 0.1 + 0.08 + 0.05 + PUSH_CLEARANCE;
        assert!(
            (moved - expect).abs() < 1e-5,
            "moved {moved}, expected {expect}"
        );
        assert_eq!(deepest_obstacle_overlap(&rig, &bodies, &[slab]), None);
        let (a, b) = (bodies[0].unwrap(), bodies[1].unwrap());
        assert!((b.translation - Vec3::Y * (0.1 + 0.05 + PUSH_CLEARANCE)).length() < 1e-5);
        assert!((a.translation - b.translation - Vec3::Y * 0.16).length() < 1e-5);
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
