//! Drive torque saturation per drive group: how hard each group's drives are asked to work
//! compared with their torque limit.
//!
//! For joint k with relative rotation `q_rel` and drive target `t`, the drive's error is the
//! rotation `e = q_rel · t⁻¹` (in the parent joint frame); its rotation vector `θ` (shortest
//! arc) and the relative angular velocity `ω_rel` give the continuous PD demand per frame axis
//! `τ_a = −Kp_a·θ_a − Kd_a·ω_rel,a` (N·m). rapier clamps each motor to its max torque, so the
//! ratio `|τ_a| / max_a` is ≥ 1 exactly when that axis is saturated. The session's drive weight
//! ([`SimWorld::drive_weight`], ramped by a powered get-up) scales Kp and max torque like the
//! group weight. A group's value is the
//! largest ratio over its joints and axes (0 when drives are off or the group has no joints).

use super::SimWorld;
use super::drive::axis_gains;
use glam::Quat;

/// The largest demanded-to-allowed torque ratio of one drive group.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupSaturation {
    pub group: String,
    /// max |τ_demand| / max torque over the group's joints and axes (≥ 1: saturated).
    pub ratio: f32,
    /// How many of the group's joints have at least one saturated axis.
    pub saturated_joints: usize,
    pub joints: usize,
}

/// Rotation vector (axis · angle, rad) of the shortest arc of `q`.
fn rotation_vector(q: Quat) -> glam::Vec3 {
    let q = if q.w < 0.0 { -q } else { q };
    let (axis, angle) = q.normalize().to_axis_angle();
    if angle.is_finite() && axis.is_finite() {
        axis * angle
    } else {
        glam::Vec3::ZERO
    }
}

/// Every joint's largest demanded-to-allowed torque ratio over its driven axes, in the rig's
/// joint order (≥ 1: saturated); `None` for a joint without a driven axis and for every joint
/// while the drives are off.
pub fn joint_saturation(sim: &SimWorld) -> Vec<Option<f32>> {
    let rig = sim.rig();
    if !sim.drives_enabled() {
        return vec![None; rig.joints.len()];
    }
    let dw = sim.drive_weight();
    rig.joints
        .iter()
        .enumerate()
        .map(|(k, j)| {
            let theta = rotation_vector(sim.joint_rotation(k) * sim.drive_target(k).inverse());
            let w = sim.joint_relative_angvel(k);
            (0..3)
                .filter_map(|a| axis_gains(rig, j, a).map(|g| (a, g)))
                .map(|(a, g)| {
                    let demand = (g.kp * dw * theta[a] + g.kd * w[a]).abs();
                    if g.max_torque * dw > 0.0 {
                        demand / (g.max_torque * dw)
                    } else if demand > 0.0 {
                        f32::INFINITY
                    } else {
                        0.0
                    }
                })
                .reduce(f32::max)
        })
        .collect()
}

/// Saturation of every drive group of the world's rig, in the rig's group order (sorted by
/// name). All zero while the drives are off.
pub fn group_saturation(sim: &SimWorld) -> Vec<GroupSaturation> {
    let rig = sim.rig();
    let mut out: Vec<GroupSaturation> = rig
        .groups
        .keys()
        .map(|g| GroupSaturation {
            group: g.clone(),
            ratio: 0.0,
            saturated_joints: 0,
            joints: 0,
        })
        .collect();
    for (j, ratio) in rig.joints.iter().zip(joint_saturation(sim)) {
        let Some(slot) = out.iter_mut().find(|s| s.group == j.group) else {
            continue;
        };
        slot.joints += 1;
        let ratio = ratio.unwrap_or(0.0);
        slot.saturated_joints += usize::from(ratio >= 1.0);
        slot.ratio = slot.ratio.max(ratio);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::rotation_vector;
    use glam::{Quat, Vec3};

    #[test]
    fn rotation_vector_takes_the_short_arc() {
        let q = Quat::from_axis_angle(Vec3::Y, 0.3);
        assert!((rotation_vector(q) - Vec3::Y * 0.3).length() < 1e-6);
        // The same rotation with the opposite sign of the quaternion.
        assert!((rotation_vector(-q) - Vec3::Y * 0.3).length() < 1e-6);
        let big = Quat::from_axis_angle(Vec3::X, 5.0); // 5 rad = −1.283 rad the short way
        let r = rotation_vector(big);
        assert!(
            (r - Vec3::X * (5.0 - std::f32::consts::TAU)).length() < 1e-5,
            "{r}"
        );
    }
}
