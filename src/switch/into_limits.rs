//! Bringing the pose handed to physics inside the joint limits.
//!
//! A pose from a clip frame the limits were not fitted to, or from the middle of a get-up blend
//! (which interpolates bones without looking at the limits), can hold a joint outside its cone
//! or twist range. Handed to the engine that way, the limit rows push the limb back at their
//! correction speed in the first substep, and part of that push stays in the limb below: a
//! RobotExpressive switched to ragdoll halfway through a get-up blend, its shoulders at 1.11
//! and 1.08 of their cones, had 800 J of kinetic energy one step later with nothing hitting it
//! (3 rad/s of correction speed instead of 200: 0.3 J).
//!
//! So before simulating, every joint outside its limits (parents first) is rotated back onto
//! them about its anchor, carrying the child body and everything below it along: the relative
//! rotation is brought onto the ellipse and into the twist range ([`crate::sim::cone::project`])
//! and the child's subtree turns by the difference. Positions only: the velocities the switch
//! inherited stay as they are, and no joint opens (the subtree turns about the shared anchor).

use crate::rig::Rig;
use crate::rig::rest::joint_tree_order;
use crate::xform::Rigid;
use glam::Quat;

/// A joint further outside its limits than this (rad) is turned back; smaller excesses are left
/// to the engine, whose push-back they do not make violent.
pub const LIMIT_SLACK: f32 = 1e-3;

/// Make a clip's placed bodies a pose a ragdoll can hold: close the joint gaps the clip opened
/// ([`crate::rig::close_joint_gaps`]), then turn the joints outside their limits back onto them
/// ([`bring_into_limits`]). Returns the largest gap closed, m, and the largest turn, rad, with
/// its joint. The switch does this before it simulates, and the switch-safety strip measures
/// the ground depth of the same pose.
pub fn hold_joints(rig: &Rig, bodies: &mut [Option<Rigid>]) -> (f32, (f32, Option<usize>)) {
    let closed = crate::rig::close_joint_gaps(rig, bodies);
    (closed, bring_into_limits(rig, bodies))
}

/// Turn every joint of the placed bodies that is outside its limits back onto them (see the
/// module docs); returns the largest turn, rad, and its joint's index (None when every joint
/// was inside). Bodies without a pose and joints with a non-finite frame are left alone.
pub fn bring_into_limits(rig: &Rig, bodies: &mut [Option<Rigid>]) -> (f32, Option<usize>) {
    let (parent_joint, order) = joint_tree_order(rig, bodies.len());
    let mut largest = (0.0f32, None);
    for (k, &c) in order.iter().enumerate() {
        let Some(j) = parent_joint[c] else { continue };
        let Some(p) = rig.body_index(&j.parent) else {
            continue;
        };
        let (Some(tp), Some(tc)) = (bodies[p], bodies[c]) else {
            continue;
        };
        let a = tp.mul(&j.parent_frame);
        let b = tc.mul(&j.child_frame);
        let q_rel = a.rotation.inverse() * b.rotation;
        let Some(inside) = crate::sim::cone::project(
            q_rel,
            j.swing1,
            j.swing2,
            (j.twist_min, j.twist_max),
            LIMIT_SLACK,
        ) else {
            continue;
        };
        let turn = (a.rotation * inside * b.rotation.inverse()).normalize();
        if !turn.is_finite() {
            continue;
        }
        let angle = turn.angle_between(Quat::IDENTITY);
        if angle > largest.0 {
            largest = (angle, rig.joints.iter().position(|x| std::ptr::eq(x, j)));
        }
        let pivot = b.translation;
        let mut moved = vec![false; bodies.len()];
        moved[c] = true;
        for &d in &order[k..] {
            let in_subtree = d == c
                || parent_joint[d]
                    .and_then(|pj| rig.body_index(&pj.parent))
                    .is_some_and(|q| moved[q]);
            if !in_subtree {
                continue;
            }
            moved[d] = true;
            if let Some(t) = bodies[d].as_mut() {
                t.rotation = (turn * t.rotation).normalize();
                t.translation = pivot + turn * (t.translation - pivot);
            }
        }
    }
    largest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::limits::{cone_ratio, decompose};
    use crate::rig::model::{Body, Joint};
    use crate::rig::rest::joint_world_frames;
    use glam::Vec3;

    fn joint(name: &str, parent: &str, child: &str) -> Joint {
        let x = |x: f32| Rigid::new(Quat::IDENTITY, Vec3::new(x, 0.0, 0.0));
        Joint {
            swing1: 30f32.to_radians(),
            swing2: 20f32.to_radians(),
            twist_min: -0.3,
            twist_max: 0.3,
            ..Joint::for_test(name, parent, child, x(0.15), x(-0.15))
        }
    }

    /// Chest → upper arm → forearm along X, 0.3 m apart; the shoulder swung `swing` rad about
    /// Z and twisted `twist` rad about X, the elbow straight.
    fn arm(swing: f32, twist: f32) -> (Rig, Vec<Option<Rigid>>) {
        let mut rig = Rig::empty("arm.glb");
        rig.bodies = vec![
            Body::for_test("chest"),
            Body::for_test("upper"),
            Body::for_test("fore"),
        ];
        rig.joints = vec![
            joint("shoulder", "chest", "upper"),
            joint("elbow", "upper", "fore"),
        ];
        let q = Quat::from_rotation_z(swing) * Quat::from_rotation_x(twist);
        let anchor = Vec3::new(0.15, 0.0, 0.0);
        let upper = Rigid::new(q, anchor + q * Vec3::new(0.15, 0.0, 0.0));
        let fore = Rigid::new(q, anchor + q * Vec3::new(0.45, 0.0, 0.0));
        (rig, vec![Some(Rigid::default()), Some(upper), Some(fore)])
    }

    fn measures(rig: &Rig, bodies: &[Option<Rigid>], j: usize) -> (f32, f32, f32) {
        let joint = &rig.joints[j];
        let (a, b) = joint_world_frames(rig, bodies, joint).unwrap();
        let (sw, tw) = decompose(a.rotation.inverse() * b.rotation);
        (
            cone_ratio(sw, joint.swing1, joint.swing2),
            tw,
            a.translation.distance(b.translation),
        )
    }

    #[test]
    fn a_shoulder_past_its_cone_turns_back_with_its_forearm() {
        // 50° about Z: 2.5× the 20° half-angle on that axis, and twisted past its 0.3 rad.
        let (rig, mut bodies) = arm(50f32.to_radians(), 0.5);
        let (ratio, tw, _) = measures(&rig, &bodies, 0);
        assert!((ratio - 2.5).abs() < 1e-3, "{ratio}");
        assert!((tw - 0.5).abs() < 1e-4);
        let (turn, joint) = bring_into_limits(&rig, &mut bodies);
        assert_eq!(joint, Some(0));
        // Back to 20° of swing and 0.3 rad of twist: the turn is 30° of swing composed with
        // 0.2 rad of twist.
        let want = (Quat::from_rotation_z(20f32.to_radians()) * Quat::from_rotation_x(0.3))
            * (Quat::from_rotation_z(50f32.to_radians()) * Quat::from_rotation_x(0.5)).inverse();
        assert!((turn - want.angle_between(Quat::IDENTITY)).abs() < 1e-4);
        let (ratio, tw, gap) = measures(&rig, &bodies, 0);
        assert!((ratio - 1.0).abs() < 1e-4, "{ratio}");
        assert!((tw - 0.3).abs() < 1e-4, "{tw}");
        assert!(gap < 1e-5);
        // The forearm came along: the elbow is still straight and closed.
        let (ratio, tw, gap) = measures(&rig, &bodies, 1);
        assert!(ratio < 1e-3 && tw.abs() < 1e-4 && gap < 1e-5);
        // The chest did not move.
        assert_eq!(bodies[0], Some(Rigid::default()));
    }

    #[test]
    fn a_pose_inside_its_limits_is_left_alone() {
        let (rig, mut bodies) = arm(15f32.to_radians(), 0.1);
        let before = bodies.clone();
        assert_eq!(bring_into_limits(&rig, &mut bodies), (0.0, None));
        assert_eq!(bodies, before);
    }
}
