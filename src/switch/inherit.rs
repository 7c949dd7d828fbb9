//! Velocity inheritance at the animation → ragdoll switch (docs/switch-recovery.md).
//!
//! The clip is sampled at the two most recent positive-interval times `t0 < t1`,
//! `t0 = t1 − Δt` with `Δt = rig.sim.dt` (if `t1 − Δt < 0` the interval is `[0, Δt]`).
//! Per body, with `T_WC = T_WB·T_BC` (bone world transform times the body's offset):
//!
//! * linear velocity of the centre of mass (the body frame origin `c`), m/s:
//!   `v = (c1 − c0)/Δt`;
//! * angular velocity, rad/s, from the world-space rotation increment
//!   `qd = normalize(q1·q0⁻¹)`, negated if `qd.w < 0` (short arc); with `qd = (w, u)`:
//!   `θ = 2·atan2(|u|, w)`, `ω = θ·u/(|u|·Δt)`, zero when `|u| ≈ 0`. Quaternion components are
//!   never subtracted. This assumes less than half a turn per step.
//!
//! Both are backward differences: exact for the mean motion over `[t0, t1]`, i.e. they describe
//! the velocity at the interval's midpoint (a first-order estimate at `t1`).
//!
//! Teleports: if any body moves more than `rig.switch.teleport_distance` between the two samples,
//! or the clip's `extras` carry a `teleport_at_s` marker (a number or a list of numbers) within
//! `(t0, t1]` (exact comparisons, matching STEP keys that switch at `t ≥ key`), nothing is inherited (all velocities zero) and the reason is recorded.
//! Otherwise each vector longer than `rig.switch.max_linear_speed` / `max_angular_speed` is
//! scaled down to the limit, and the clamp is recorded with its reason on that body.
//!
//! All-or-nothing: if any body's bone is missing or its pose is non-finite, no record is built
//! (an error naming the body) and the caller stays on the animation.

use crate::character::{Character, Clip};
use crate::rig::{Body, Rig};
use crate::xform::Rigid;
use glam::{Quat, Vec3};
use serde::Serialize;

/// Below this rotation-vector length (`|u| = sin(θ/2)`) the angular velocity is zero.
const MIN_ROTATION_SIN: f32 = 1e-7;

/// What one body inherits at the switch.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BodySwitchState {
    /// Body name.
    pub name: String,
    /// Its bone.
    pub bone: String,
    /// False for bodies that stay kinematic on the animation.
    pub simulated: bool,
    /// `T_WC` at the switch time: the centre of mass, m.
    pub position: Vec3,
    /// `T_WC` rotation at the switch time (x, y, z, w).
    pub rotation: Quat,
    /// Inherited linear velocity of the centre of mass, m/s (after clamping; zero on teleport).
    pub linear_velocity: Vec3,
    /// Inherited angular velocity (world), rad/s (after clamping; zero on teleport).
    pub angular_velocity: Vec3,
    /// The finite-difference values before clamping / teleport suppression.
    pub raw_linear_velocity: Vec3,
    pub raw_angular_velocity: Vec3,
    pub linear_clamped: bool,
    pub angular_clamped: bool,
    /// Why the inherited values differ from the raw ones (clamps), empty when they do not.
    pub reasons: Vec<String>,
}

/// Everything decided at one animation → ragdoll switch.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SwitchRecord {
    pub clip: String,
    /// The requested switch time (the body poses are taken here), s.
    pub t_switch: f32,
    /// The finite-difference interval `[t0, t1]`, s; `t1 = t_switch` unless clamped at the start.
    pub t0: f32,
    pub t1: f32,
    /// `t1 − t0`, s.
    pub dt: f32,
    /// True when a teleport was detected: no velocities were inherited.
    pub teleport: bool,
    pub teleport_reason: Option<String>,
    /// The largest joint gap the clip's pose opened at the switch and that was closed before
    /// the bodies went to physics (see `rig::rest::close_joint_gaps`), m.
    pub closed_gap: f32,
    pub bodies: Vec<BodySwitchState>,
}

impl SwitchRecord {
    pub fn body(&self, name: &str) -> Option<&BodySwitchState> {
        self.bodies.iter().find(|b| b.name == name)
    }

    /// True when any body's velocity was clamped.
    pub fn any_clamped(&self) -> bool {
        self.bodies
            .iter()
            .any(|b| b.linear_clamped || b.angular_clamped)
    }
}

/// Why a switch cannot be built: the caller stays animated.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SwitchError {
    #[error("body '{body}': bone '{bone}' is missing from the character")]
    MissingBone { body: String, bone: String },
    #[error("body '{body}': non-finite pose at t = {t} s")]
    NonFinite { body: String, t: f32 },
    #[error("the sample step rig.sim.dt = {0} s is not a positive finite number")]
    BadStep(f32),
    #[error("the switch time {0} s is not finite")]
    BadTime(f32),
    #[error("the rig has no bodies")]
    NoBodies,
}

/// The finite-difference interval `(t0, t1)` for a switch at `t_switch` with step `dt`:
/// `(t_switch − dt, t_switch)`, or `(0, dt)` when that would start before the clip.
pub fn sample_times(t_switch: f32, dt: f32) -> (f32, f32) {
    if t_switch - dt < 0.0 {
        (0.0, dt)
    } else {
        (t_switch - dt, t_switch)
    }
}

/// `v = (c1 − c0)/dt`, m/s.
pub fn linear_velocity(c0: Vec3, c1: Vec3, dt: f32) -> Vec3 {
    (c1 - c0) / dt
}

/// World angular velocity (rad/s) taking rotation `q0` to `q1` in `dt` along the short arc:
/// `qd = normalize(q1·q0⁻¹)` (w ≥ 0), `θ = 2·atan2(|u|, w)`, `ω = θ·u/(|u|·dt)`.
pub fn angular_velocity(q0: Quat, q1: Quat, dt: f32) -> Vec3 {
    let mut qd = (q1.normalize() * q0.normalize().inverse()).normalize();
    if qd.w < 0.0 {
        qd = -qd;
    }
    let u = Vec3::new(qd.x, qd.y, qd.z);
    let s = u.length();
    if s < MIN_ROTATION_SIN {
        return Vec3::ZERO;
    }
    let theta = 2.0 * s.atan2(qd.w);
    u * (theta / (s * dt))
}

/// Scale `v` down to length `max` if it is longer; returns the result and whether it was clamped.
pub fn clamp_magnitude(v: Vec3, max: f32) -> (Vec3, bool) {
    let len = v.length();
    if len > max && len > 0.0 {
        (v * (max / len), true)
    } else {
        (v, false)
    }
}

/// Teleport times (s) listed in a clip's `extras` under `teleport_at_s` (a number or a list).
pub fn teleport_markers(clip: &Clip) -> Vec<f32> {
    let Some(v) = clip.extras.as_ref().and_then(|e| e.get("teleport_at_s")) else {
        return Vec::new();
    };
    match v {
        serde_json::Value::Array(a) => a
            .iter()
            .filter_map(|x| x.as_f64())
            .map(|x| x as f32)
            .collect(),
        other => other.as_f64().map(|x| vec![x as f32]).unwrap_or_default(),
    }
}

/// `T_WC` of every rig body for the clip at `t`; an error names the first failing body.
pub fn body_poses(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t: f32,
) -> Result<Vec<Rigid>, SwitchError> {
    let sk = &character.skeleton;
    let local = clip.sample(t, &sk.node_pose());
    let bones = sk.world_rigid(&local);
    rig.bodies
        .iter()
        .map(|b| {
            let i = sk.find(&b.bone).ok_or_else(|| SwitchError::MissingBone {
                body: b.name.clone(),
                bone: b.bone.clone(),
            })?;
            let pose = bones[i].mul(&b.offset);
            if pose.is_finite() {
                Ok(pose)
            } else {
                Err(SwitchError::NonFinite {
                    body: b.name.clone(),
                    t,
                })
            }
        })
        .collect()
}

/// [`body_poses`] with every joint's anchors brought together (`rig::rest::close_joint_gaps`),
/// and the largest gap closed, m.
fn closed_body_poses(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t: f32,
) -> Result<(Vec<Rigid>, f32), SwitchError> {
    let mut poses: Vec<Option<Rigid>> = body_poses(rig, character, clip, t)?
        .into_iter()
        .map(Some)
        .collect();
    let gap = crate::rig::rest::close_joint_gaps(rig, &mut poses);
    Ok((poses.into_iter().flatten().collect(), gap))
}

/// Why the switch from (t0, t1] is a teleport, if it is: an explicit marker in the clip within
/// the interval, or a body moving farther than the rig's `teleport_distance` between the two
/// sampled poses.
fn teleport_reason(
    rig: &Rig,
    clip: &Clip,
    (t0, t1): (f32, f32),
    at0: &[Rigid],
    at1: &[Rigid],
) -> Option<String> {
    if let Some(m) = teleport_markers(clip)
        .into_iter()
        .find(|&m| t0 < m && m <= t1)
    {
        return Some(format!(
            "clip teleport marker teleport_at_s = {m} s within ({t0}, {t1}]"
        ));
    }
    let limit = rig.switch.teleport_distance;
    let (i, d) = at0
        .iter()
        .zip(at1)
        .map(|(a, b)| a.translation.distance(b.translation))
        .enumerate()
        .fold((0, 0.0f32), |m, (i, d)| if d > m.1 { (i, d) } else { m });
    (d > limit).then(|| {
        format!(
            "body '{}' moved {d:.3} m between t0 = {t0} s and t1 = {t1} s (teleport_distance {limit} m)",
            rig.bodies[i].name
        )
    })
}

/// One body's switch state: its pose `now`, and its velocities from its poses at t0 and t1
/// (`step` s apart), clamped to the rig's limits with a reason per clamp, or zero on a teleport.
fn body_state(
    rig: &Rig,
    b: &Body,
    (p0, p1): (&Rigid, &Rigid),
    now: &Rigid,
    step: f32,
    teleport: bool,
) -> BodySwitchState {
    let max_lin = rig.switch.max_linear_speed;
    let max_ang = rig.switch.max_angular_speed;
    let raw_v = linear_velocity(p0.translation, p1.translation, step);
    let raw_w = angular_velocity(p0.rotation, p1.rotation, step);
    let mut reasons = Vec::new();
    let (v, w, lc, ac) = if teleport {
        (Vec3::ZERO, Vec3::ZERO, false, false)
    } else {
        let (v, lc) = clamp_magnitude(raw_v, max_lin);
        let (w, ac) = clamp_magnitude(raw_w, max_ang);
        if lc {
            reasons.push(format!(
                "linear speed {:.3} m/s clamped to max_linear_speed {max_lin} m/s",
                raw_v.length()
            ));
        }
        if ac {
            reasons.push(format!(
                "angular speed {:.1}°/s clamped to max_angular_speed {:.1}°/s",
                raw_w.length().to_degrees(),
                max_ang.to_degrees()
            ));
        }
        (v, w, lc, ac)
    };
    BodySwitchState {
        name: b.name.clone(),
        bone: b.bone.clone(),
        simulated: b.simulated,
        position: now.translation,
        rotation: now.rotation,
        linear_velocity: v,
        angular_velocity: w,
        raw_linear_velocity: raw_v,
        raw_angular_velocity: raw_w,
        linear_clamped: lc,
        angular_clamped: ac,
        reasons,
    }
}

/// Build the switch record for switching from `clip` at `t_switch` seconds (see the module docs).
pub fn inherit(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t_switch: f32,
) -> Result<SwitchRecord, SwitchError> {
    let dt = rig.sim.dt;
    if !(dt.is_finite() && dt > 0.0) {
        return Err(SwitchError::BadStep(dt));
    }
    if !t_switch.is_finite() {
        return Err(SwitchError::BadTime(t_switch));
    }
    if rig.bodies.is_empty() {
        return Err(SwitchError::NoBodies);
    }
    let (t0, t1) = sample_times(t_switch, dt);
    let step = t1 - t0;
    // Velocities from poses whose joints are closed, as physics will get them.
    let (at0, _) = closed_body_poses(rig, character, clip, t0)?;
    let (at1, gap1) = closed_body_poses(rig, character, clip, t1)?;
    let (now, closed_gap) = if t1 == t_switch {
        (at1.clone(), gap1)
    } else {
        closed_body_poses(rig, character, clip, t_switch)?
    };

    let teleport_reason = teleport_reason(rig, clip, (t0, t1), &at0, &at1);
    let teleport = teleport_reason.is_some();
    let bodies = rig
        .bodies
        .iter()
        .enumerate()
        .map(|(i, b)| body_state(rig, b, (&at0[i], &at1[i]), &now[i], step, teleport))
        .collect::<Vec<_>>();
    if let Some(b) = bodies
        .iter()
        .find(|b| !(b.raw_linear_velocity.is_finite() && b.raw_angular_velocity.is_finite()))
    {
        return Err(SwitchError::NonFinite {
            body: b.name.clone(),
            t: t1,
        });
    }
    Ok(SwitchRecord {
        clip: clip.name.clone(),
        t_switch,
        t0,
        t1,
        dt: step,
        teleport,
        teleport_reason,
        closed_gap,
        bodies,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn angular_velocity_of_a_known_rotation() {
        // 30° about a tilted axis in 0.1 s → 300°/s about that axis.
        let axis = Vec3::new(1.0, 2.0, -0.5).normalize();
        let q0 = Quat::from_rotation_x(0.7);
        let q1 = Quat::from_axis_angle(axis, 30f32.to_radians()) * q0;
        let w = angular_velocity(q0, q1, 0.1);
        let expected = axis * 300f32.to_radians();
        assert!(
            (w - expected).length() < 1e-3 * expected.length(),
            "{w} vs {expected}"
        );
        // The sign of either quaternion does not matter (short arc).
        let w2 = angular_velocity(-q0, q1, 0.1);
        assert!((w2 - expected).length() < 1e-3 * expected.length());
        assert_eq!(angular_velocity(q0, q0, 0.1), Vec3::ZERO);
    }

    #[test]
    fn sample_times_clamp_at_the_start() {
        assert_eq!(sample_times(0.005, 0.01), (0.0, 0.01));
        let (t0, t1) = sample_times(1.0, 0.25);
        assert_eq!((t0, t1), (0.75, 1.0));
    }

    #[test]
    fn clamp_scales_to_the_limit() {
        let (v, c) = clamp_magnitude(Vec3::new(3.0, 4.0, 0.0), 2.0);
        assert!(c && (v.length() - 2.0).abs() < 1e-6);
        assert!((v.normalize() - Vec3::new(0.6, 0.8, 0.0)).length() < 1e-6);
        assert_eq!(clamp_magnitude(Vec3::X, 2.0), (Vec3::X, false));
    }
}
