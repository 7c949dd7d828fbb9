//! The switch-safety timeline: for every sim step of a clip, what switching to ragdoll there
//! would give.
//!
//! Per frame `t = k·rig.sim.dt` (k = 0, 1, … while `t ≤ duration`):
//!
//! * the largest inherited linear (m/s) and angular (rad/s) speed over the bodies, and which
//!   body (from [`super::inherit`], after clamping; the raw values decide `clamped`);
//! * the joint-limit violation of the pose at `t`: per joint
//!   `q_rel = (T_WA·T_AJ).rot⁻¹ · (T_WB·T_BJ).rot`, swing–twist decomposed (twist about X);
//!   the normalised elliptical swing ratio `sqrt((θy/swing1)² + (θz/swing2)²)` (≤ 1 inside the
//!   cone) and the twist overshoot `max(twist − twist_max, twist_min − twist, 0)` in degrees;
//! * the ground penetration (m, ≥ 0): how far the lowest point of any body shape is below
//!   `y = 0`, with each shape taken as a capsule ([`crate::rig::Shape::as_capsule`]): the lowest
//!   segment end point minus the radius; measured on the pose as the switch places it (joints
//!   closed, brought into their limits), so it is the lift the switch then applies.
//!
//! Category ([`SafetyThresholds`], defaults):
//! * **bad**: a teleport (nothing would be inherited), the switch record cannot be built, a
//!   swing ratio > 1.5, a twist overshoot > 20°, or a penetration > 5 cm;
//! * **warn**: any clamp, a speed above 80 % of its limit, a swing ratio > 1.05, a twist
//!   overshoot > 3°, or a penetration > 1 cm;
//! * **ok** otherwise.

use super::inherit::{SwitchRecord, inherit};
use crate::character::{Character, Clip};
use crate::rig::Rig;
use crate::rig::limits::{cone_ratio, decompose};
use crate::rig::rest::{joint_world_frames, lowest_point};
use crate::xform::Rigid;
use serde::Serialize;

/// Traffic-light category of one frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SafetyCategory {
    Ok,
    Warn,
    Bad,
}

/// Thresholds of the categories (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SafetyThresholds {
    /// Fraction of the rig's max speeds above which a frame warns.
    pub speed_warn_fraction: f32,
    pub swing_ratio_warn: f32,
    pub swing_ratio_bad: f32,
    pub twist_overshoot_warn_deg: f32,
    pub twist_overshoot_bad_deg: f32,
    /// Metres.
    pub penetration_warn: f32,
    pub penetration_bad: f32,
}

impl Default for SafetyThresholds {
    fn default() -> Self {
        Self {
            speed_warn_fraction: 0.8,
            swing_ratio_warn: 1.05,
            swing_ratio_bad: 1.5,
            twist_overshoot_warn_deg: 3.0,
            twist_overshoot_bad_deg: 20.0,
            penetration_warn: 0.01,
            penetration_bad: 0.05,
        }
    }
}

/// What switching at one frame would give.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FrameSafety {
    /// Seconds.
    pub t: f32,
    /// Largest inherited linear speed, m/s, and its body.
    pub max_linear_speed: f32,
    pub max_linear_body: Option<String>,
    /// Largest inherited angular speed, rad/s, and its body.
    pub max_angular_speed: f32,
    pub max_angular_body: Option<String>,
    /// Number of bodies whose linear or angular velocity would be clamped.
    pub clamped_bodies: usize,
    pub teleport: bool,
    /// Largest normalised swing ratio (≤ 1 inside the cone) and its joint.
    pub max_swing_ratio: f32,
    pub max_swing_joint: Option<String>,
    /// Largest twist overshoot beyond the twist range, degrees, and its joint.
    pub max_twist_overshoot_deg: f32,
    pub max_twist_joint: Option<String>,
    /// Depth of the lowest body point below y = 0, m (0 when above), and its body, in the pose
    /// the switch hands to physics before lifting it out (joints closed, brought into their
    /// limits).
    pub ground_penetration: f32,
    pub lowest_body: Option<String>,
    /// Why no switch record could be built here.
    pub error: Option<String>,
    pub category: SafetyCategory,
}

/// The largest swing ratio and twist overshoot (degrees) over the rig's joints for body poses
/// `bodies_world` (`T_WC` per rig body): `(ratio, joint, overshoot_deg, joint)`.
pub fn joint_limit_violation(
    rig: &Rig,
    bodies_world: &[Option<Rigid>],
) -> (f32, Option<String>, f32, Option<String>) {
    let mut swing = (0.0f32, None);
    let mut twist = (0.0f32, None);
    for j in &rig.joints {
        let Some((a, b)) = joint_world_frames(rig, bodies_world, j) else {
            continue;
        };
        let q_rel = a.rotation.inverse() * b.rotation;
        let (sw, tw) = decompose(q_rel);
        let ratio = cone_ratio(sw, j.swing1, j.swing2);
        if ratio > swing.0 || swing.1.is_none() {
            swing = (ratio, Some(j.name.clone()));
        }
        let over = (tw - j.twist_max)
            .max(j.twist_min - tw)
            .max(0.0)
            .to_degrees();
        if over > twist.0 || twist.1.is_none() {
            twist = (over, Some(j.name.clone()));
        }
    }
    (swing.0, swing.1, twist.0, twist.1)
}

/// How far (m, ≥ 0) the lowest point of any body shape is below y = 0, and that body.
pub fn ground_penetration(rig: &Rig, bodies_world: &[Option<Rigid>]) -> (f32, Option<String>) {
    match lowest_point(rig, bodies_world) {
        Some((y, i)) => ((-y).max(0.0), Some(rig.bodies[i].name.clone())),
        None => (0.0, None),
    }
}

/// The category of a frame (see the module docs).
pub fn categorize(rig: &Rig, f: &FrameSafety, th: &SafetyThresholds) -> SafetyCategory {
    if f.error.is_some()
        || f.teleport
        || f.max_swing_ratio > th.swing_ratio_bad
        || f.max_twist_overshoot_deg > th.twist_overshoot_bad_deg
        || f.ground_penetration > th.penetration_bad
    {
        return SafetyCategory::Bad;
    }
    if f.clamped_bodies > 0
        || f.max_linear_speed > th.speed_warn_fraction * rig.switch.max_linear_speed
        || f.max_angular_speed > th.speed_warn_fraction * rig.switch.max_angular_speed
        || f.max_swing_ratio > th.swing_ratio_warn
        || f.max_twist_overshoot_deg > th.twist_overshoot_warn_deg
        || f.ground_penetration > th.penetration_warn
    {
        return SafetyCategory::Warn;
    }
    SafetyCategory::Ok
}

/// Why a frame is not ok: one short phrase per threshold it crosses (empty for an ok frame),
/// worst first, e.g. `swing 1.62× the cone at shoulder_l`.
pub fn reasons(rig: &Rig, f: &FrameSafety, th: &SafetyThresholds) -> Vec<String> {
    let mut bad = Vec::new();
    let mut warn = Vec::new();
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "-".into());
    if let Some(e) = &f.error {
        bad.push(format!("no switch record: {e}"));
    }
    if f.teleport {
        bad.push("teleport: nothing would be inherited".into());
    }
    let swing = format!(
        "swing {:.2}× the cone at {}",
        f.max_swing_ratio,
        name(&f.max_swing_joint)
    );
    if f.max_swing_ratio > th.swing_ratio_bad {
        bad.push(swing);
    } else if f.max_swing_ratio > th.swing_ratio_warn {
        warn.push(swing);
    }
    let twist = format!(
        "twist {:.1}° past the range at {}",
        f.max_twist_overshoot_deg,
        name(&f.max_twist_joint)
    );
    if f.max_twist_overshoot_deg > th.twist_overshoot_bad_deg {
        bad.push(twist);
    } else if f.max_twist_overshoot_deg > th.twist_overshoot_warn_deg {
        warn.push(twist);
    }
    let ground = format!(
        "{:.0} mm into the ground ({})",
        f.ground_penetration * 1000.0,
        name(&f.lowest_body)
    );
    if f.ground_penetration > th.penetration_bad {
        bad.push(ground);
    } else if f.ground_penetration > th.penetration_warn {
        warn.push(ground);
    }
    if f.clamped_bodies > 0 {
        warn.push(format!("{} bodies clamped", f.clamped_bodies));
    }
    if f.max_linear_speed > th.speed_warn_fraction * rig.switch.max_linear_speed {
        warn.push(format!(
            "fast: {:.2} m/s ({})",
            f.max_linear_speed,
            name(&f.max_linear_body)
        ));
    }
    if f.max_angular_speed > th.speed_warn_fraction * rig.switch.max_angular_speed {
        warn.push(format!(
            "fast: {:.0}°/s ({})",
            f.max_angular_speed.to_degrees(),
            name(&f.max_angular_body)
        ));
    }
    bad.extend(warn);
    bad
}

fn speeds(record: &SwitchRecord) -> (f32, Option<String>, f32, Option<String>, usize) {
    let mut lin = (0.0f32, None);
    let mut ang = (0.0f32, None);
    for b in &record.bodies {
        let (v, w) = (b.linear_velocity.length(), b.angular_velocity.length());
        if v > lin.0 || lin.1.is_none() {
            lin = (v, Some(b.name.clone()));
        }
        if w > ang.0 || ang.1.is_none() {
            ang = (w, Some(b.name.clone()));
        }
    }
    let clamped = record
        .bodies
        .iter()
        .filter(|b| b.linear_clamped || b.angular_clamped)
        .count();
    (lin.0, lin.1, ang.0, ang.1, clamped)
}

/// What switching from `clip` at `t` would give.
pub fn frame_safety(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t: f32,
    thresholds: &SafetyThresholds,
) -> FrameSafety {
    let sk = &character.skeleton;
    let local = clip.sample(t, &sk.node_pose());
    let bodies = crate::rig::rest::body_world(rig, sk, &local);
    let (ratio, swing_joint, over, twist_joint) = joint_limit_violation(rig, &bodies);
    // The depth of the pose physics would get, as the switch places it (its joints closed and
    // brought into their limits) before lifting it out of the ground: the depth the session's
    // "lifted out" event then reports.
    let mut placed = bodies;
    super::hold_joints(rig, &mut placed);
    let (pen, lowest_body) = ground_penetration(rig, &placed);
    let mut f = FrameSafety {
        t,
        max_linear_speed: 0.0,
        max_linear_body: None,
        max_angular_speed: 0.0,
        max_angular_body: None,
        clamped_bodies: 0,
        teleport: false,
        max_swing_ratio: ratio,
        max_swing_joint: swing_joint,
        max_twist_overshoot_deg: over,
        max_twist_joint: twist_joint,
        ground_penetration: pen,
        lowest_body,
        error: None,
        category: SafetyCategory::Ok,
    };
    match inherit(rig, character, clip, t) {
        Ok(r) => {
            let (v, vb, w, wb, n) = speeds(&r);
            f.max_linear_speed = v;
            f.max_linear_body = vb;
            f.max_angular_speed = w;
            f.max_angular_body = wb;
            f.clamped_bodies = n;
            f.teleport = r.teleport;
        }
        Err(e) => f.error = Some(e.to_string()),
    }
    f.category = categorize(rig, &f, thresholds);
    f
}

/// Most frames [`safety_timeline`] computes (an hour of clip at 60 Hz would be 216 000).
pub const MAX_TIMELINE_FRAMES: usize = 100_000;

/// One [`FrameSafety`] per sim step `t = k·rig.sim.dt` over the clip (empty if dt ≤ 0, or if
/// the clip holds more than [`MAX_TIMELINE_FRAMES`] steps: a tiny dt must not hang the caller).
pub fn safety_timeline(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    thresholds: &SafetyThresholds,
) -> Vec<FrameSafety> {
    let dt = rig.sim.dt;
    if !(dt.is_finite() && dt > 0.0) {
        return Vec::new();
    }
    let steps = last_step(clip.duration, dt);
    if !(steps.is_finite() && steps < MAX_TIMELINE_FRAMES as f32) {
        return Vec::new();
    }
    let frames = steps.max(0.0) as usize;
    (0..=frames)
        .map(|k| frame_safety(rig, character, clip, k as f32 * dt, thresholds))
        .collect()
}

/// The last whole step of the rig's time step `dt` in a clip `duration` seconds long (a clip
/// that ends a hair short of a whole step, from float round-off, still counts it): the
/// switch-safety strip has a frame at every step from 0 to it.
pub fn last_step(duration: f32, dt: f32) -> f32 {
    (duration / dt + 1e-4).floor()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::{Body, Joint, Shape};
    use glam::{Quat, Vec3};

    fn body(name: &str, shape: Shape) -> Body {
        Body {
            name: name.into(),
            bone: name.into(),
            shape,
            offset: Rigid::IDENTITY,
            mass: 1.0,
            inertia_scale: 1.0,
            friction: 0.5,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        }
    }

    #[test]
    fn penetration_of_a_tilted_capsule() {
        let mut rig = Rig::empty("x");
        rig.bodies.push(body(
            "a",
            Shape::Capsule {
                radius: 0.1,
                half_height: 0.5,
            },
        ));
        // Axis tilted 60° from vertical, centre at y = 0.2: lowest end at 0.2 − 0.5·cos 60° = −0.05,
        // minus the radius → −0.15.
        let pose = Rigid::new(Quat::from_rotation_z(60f32.to_radians()), Vec3::Y * 0.2);
        let (d, who) = ground_penetration(&rig, &[Some(pose)]);
        assert!((d - 0.15).abs() < 1e-5, "{d}");
        assert_eq!(who.as_deref(), Some("a"));
        let (d, _) = ground_penetration(&rig, &[Some(Rigid::new(Quat::IDENTITY, Vec3::Y))]);
        assert_eq!(d, 0.0);
    }

    #[test]
    fn limit_violation_of_a_known_bend() {
        let mut rig = Rig::empty("x");
        let s = Shape::Sphere { radius: 0.1 };
        rig.bodies.push(body("a", s));
        rig.bodies.push(body("b", s));
        rig.joints.push(Joint {
            name: "j".into(),
            parent: "a".into(),
            child: "b".into(),
            parent_frame: Rigid::IDENTITY,
            child_frame: Rigid::IDENTITY,
            swing1: 20f32.to_radians(),
            swing2: 40f32.to_radians(),
            twist_min: -10f32.to_radians(),
            twist_max: 10f32.to_radians(),
            group: "g".into(),
            drive: None,
            collide_connected: false,
            hand_tuned: false,
        });
        // Swing 60° about Z (ratio 60/40 = 1.5) after a 25° twist (15° over the range).
        let q =
            Quat::from_rotation_z(60f32.to_radians()) * Quat::from_rotation_x(25f32.to_radians());
        let poses = [Some(Rigid::IDENTITY), Some(Rigid::new(q, Vec3::ZERO))];
        let (ratio, j, over, _) = joint_limit_violation(&rig, &poses);
        assert!((ratio - 1.5).abs() < 1e-4, "{ratio}");
        assert!((over - 15.0).abs() < 1e-3, "{over}");
        assert_eq!(j.as_deref(), Some("j"));
    }
}
