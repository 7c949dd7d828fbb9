//! The rig doctor: checks a rig (and, when given, its model's rest pose) and reports findings.
//! Errors block export; warnings do not. Codes are stable (see docs/rig-format.md).
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::clip_roles::ClipRole;
use super::damping::{
    DriveDamping, MIN_DAMPING_RATIO, WARN_DAMPING_RATIO, kd_for_ratio, under_damped,
};
use super::limits::{cone_ratio, decompose};
use super::mass::{LIGHT_LINK_RATIO, MAX_INERTIA_SCALE, light_links};
use super::model::*;
use super::rest::{body_world, joint_world_frames};
use crate::character::Character;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
    Info,
}

/// What a finding is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "name", rename_all = "lowercase")]
pub enum Subject {
    Rig,
    Body(String),
    Joint(String),
    Group(String),
}

/// "rig", "body 'NAME'", "joint 'NAME'" or "group 'NAME'" (a width pads it, as for a string).
impl std::fmt::Display for Subject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Subject::Rig => "rig".to_owned(),
            Subject::Body(n) => format!("body '{n}'"),
            Subject::Joint(n) => format!("joint '{n}'"),
            Subject::Group(n) => format!("group '{n}'"),
        };
        f.pad(&text)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Finding {
    pub severity: Severity,
    /// Stable identifier, e.g. `anchor-gap`.
    pub code: &'static str,
    pub message: String,
    pub subject: Subject,
    /// A one-click fix, where one is unambiguous.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Fix>,
}

/// A one-click fix for a finding (applied by [`apply_fix`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "fix", rename_all = "kebab-case")]
pub enum Fix {
    /// Turn contacts off between two bodies (adds a disabled pair).
    DisablePair { a: String, b: String },
    /// Turn `collide_connected` off on a joint.
    NoContactsAcrossJoint { joint: String },
    /// Set a body's mass (e.g. to bring a mass ratio down to the limit).
    SetMass { body: String, mass: f32 },
    /// Swap a joint's twist_min and twist_max.
    SwapTwist { joint: String },
    /// Normalise a body's offset rotation and a joint's frame rotations.
    NormaliseRotations,
    /// Widen a swing half-angle to the smallest that does not jitter (5°).
    WidenSwing { joint: String },
    /// Set a body's inertia scale (e.g. to end a light link).
    SetInertiaScale { body: String, scale: f32 },
    /// Set joint limits fitted to the clips (cone axis = parent frame rotation, swing
    /// half-angles, twist range; [`crate::fit::limits`]), for a joint and its mirror twin.
    FitLimits {
        joints: Vec<(String, crate::fit::limits::FittedLimits)>,
    },
    /// Raise a group's drive damping (Kd, or the damping ratio of a frequency group) so every
    /// joint of the group reaches the ratio given (see [`crate::rig::damping`]).
    DampGroup { group: String, ratio: f32 },
}

impl Fix {
    pub fn label(&self) -> String {
        match self {
            Fix::DisablePair { a, b } => format!("turn contacts off between {a} and {b}"),
            Fix::NoContactsAcrossJoint { joint } => format!("turn contacts off across {joint}"),
            Fix::SetMass { body, mass } => format!("set the mass of {body} to {mass:.3} kg"),
            Fix::SwapTwist { joint } => format!("swap the twist limits of {joint}"),
            Fix::NormaliseRotations => "normalise all rotations".into(),
            Fix::WidenSwing { joint } => format!("widen the swing of {joint} to 5°"),
            Fix::SetInertiaScale { body, scale } => {
                format!("set the inertia scale of {body} to {scale}")
            }
            Fix::FitLimits { joints } => {
                let names: Vec<&str> = joints.iter().map(|(n, _)| n.as_str()).collect();
                format!("fit the limits of {} to the clips", names.join(" and "))
            }
            Fix::DampGroup { group, ratio } => {
                format!("raise the damping of group {group} to ratio {ratio}")
            }
        }
    }
}

/// Apply a fix to a rig (the editor wraps it in one undoable edit).
pub fn apply_fix(rig: &mut Rig, fix: &Fix) {
    match fix {
        Fix::DisablePair { a, b } => {
            if !rig.pair_disabled(a, b) {
                rig.disabled_pairs.push([a.clone(), b.clone()]);
            }
        }
        Fix::NoContactsAcrossJoint { joint } => {
            if let Some(j) = rig.joints.iter_mut().find(|j| &j.name == joint) {
                j.collide_connected = false;
            }
        }
        Fix::SetMass { body, mass } => {
            if let Some(b) = rig.bodies.iter_mut().find(|b| &b.name == body) {
                b.mass = *mass;
            }
        }
        Fix::SwapTwist { joint } => {
            if let Some(j) = rig.joints.iter_mut().find(|j| &j.name == joint) {
                std::mem::swap(&mut j.twist_min, &mut j.twist_max);
            }
        }
        Fix::NormaliseRotations => {
            let norm = |q: &mut glam::Quat| {
                if q.length() > 1e-6 && q.is_finite() {
                    *q = q.normalize();
                }
            };
            for b in &mut rig.bodies {
                norm(&mut b.offset.rotation);
            }
            for j in &mut rig.joints {
                norm(&mut j.parent_frame.rotation);
                norm(&mut j.child_frame.rotation);
            }
        }
        Fix::SetInertiaScale { body, scale } => {
            if let Some(b) = rig.bodies.iter_mut().find(|b| &b.name == body) {
                b.inertia_scale = *scale;
            }
        }
        Fix::WidenSwing { joint } => {
            if let Some(j) = rig.joints.iter_mut().find(|j| &j.name == joint) {
                let min = 5f32.to_radians();
                j.swing1 = j.swing1.max(min);
                j.swing2 = j.swing2.max(min);
            }
        }
        Fix::DampGroup { group, ratio } => {
            super::damping::damp_drives_in(rig, *ratio, Some(group));
        }
        Fix::FitLimits { joints } => {
            for (name, l) in joints {
                if let Some(j) = rig.joints.iter_mut().find(|j| &j.name == name) {
                    j.parent_frame.rotation = l.parent_rotation;
                    j.swing1 = l.swing1;
                    j.swing2 = l.swing2;
                    j.twist_min = l.twist_min;
                    j.twist_max = l.twist_max;
                }
            }
        }
    }
}

/// Anchor gap above which joint frames count as not coincident at rest, m.
pub const MAX_ANCHOR_GAP: f32 = 0.01;
/// Tolerance on the rest pose against the limits (normalised cone measure / twist, rad).
pub const REST_LIMIT_TOLERANCE: f32 = 0.5 * std::f32::consts::PI / 180.0;
/// Mass ratio across a joint above which the solver struggles (PhysX guidance).
pub const MAX_MASS_RATIO: f32 = 10.0;
/// Largest ω·h (natural frequency × substep) before a drive risks overshoot.
pub const MAX_DRIVE_OMEGA_H: f32 = 1.0;
pub use super::limits::MAX_CONE_ASPECT;
/// Plausible total mass of a humanoid ragdoll, kg.
pub const TOTAL_MASS_RANGE: (f32, f32) = (20.0, 300.0);

struct Out(Vec<Finding>);

impl Out {
    fn push(&mut self, severity: Severity, code: &'static str, subject: Subject, message: String) {
        self.0.push(Finding {
            severity,
            code,
            message,
            subject,
            fix: None,
        });
    }
    /// Attach a fix to the finding pushed last.
    fn with_fix(&mut self, fix: Fix) {
        if let Some(f) = self.0.last_mut() {
            f.fix = Some(fix);
        }
    }
    fn error(&mut self, code: &'static str, subject: Subject, message: String) {
        self.push(Severity::Error, code, subject, message);
    }
    fn warn(&mut self, code: &'static str, subject: Subject, message: String) {
        self.push(Severity::Warning, code, subject, message);
    }
}

/// Run every check. With a character, the checks that need the rest pose run too.
pub fn diagnose(rig: &Rig, character: Option<&Character>) -> Vec<Finding> {
    let mut out = Out(Vec::new());
    check_settings(rig, &mut out);
    check_names(rig, &mut out);
    check_numbers(rig, &mut out);
    check_graph(rig, &mut out);
    check_limits(rig, &mut out);
    check_masses(rig, &mut out);
    check_drives(rig, &mut out);
    check_damping(rig, &mut out);
    check_clip_roles(rig, &mut out);
    if let Some(ch) = character {
        // The model checks use the rest pose the rig is built on.
        let ch = ch.with_rest_pose(rig.rest_pose);
        check_against_model(rig, &ch, &mut out);
    }
    out.0.sort_by_key(|f| f.severity);
    out.0
}

fn check_settings(rig: &Rig, out: &mut Out) {
    let s = &rig.sim;
    if !(s.dt > 0.0 && s.dt <= 0.1) {
        out.error(
            "bad-sim-settings",
            Subject::Rig,
            format!("sim.dt = {} s: must be in (0, 0.1]", s.dt),
        );
    }
    if s.substeps == 0 || s.substeps > 64 {
        out.error(
            "bad-sim-settings",
            Subject::Rig,
            format!("sim.substeps = {}: must be 1..64", s.substeps),
        );
    }
    let sw = &rig.switch;
    if sw.max_linear_speed <= 0.0 || sw.max_angular_speed <= 0.0 || sw.teleport_distance <= 0.0 {
        out.error(
            "bad-switch-settings",
            Subject::Rig,
            "switch: max speeds and the teleport distance must be positive".into(),
        );
    }
    let r = &rig.recovery;
    if r.settle_window < 0.0
        || r.blend_time < 0.0
        || r.settle_linear_speed <= 0.0
        || r.settle_angular_speed <= 0.0
    {
        out.error(
            "bad-recovery-settings",
            Subject::Rig,
            "recovery: settle window and blend time must be ≥ 0, settle speeds > 0".into(),
        );
    }
    if r.chest_outward_axis.length() < 1e-3 || r.stand_forward_axis.length() < 1e-3 {
        out.error(
            "bad-recovery-settings",
            Subject::Rig,
            "recovery: axes must be non-zero".into(),
        );
    }
    if rig.bodies.iter().all(|b| !b.simulated) {
        out.error(
            "empty-rig",
            Subject::Rig,
            "the rig has no simulated body".into(),
        );
    }
}

fn check_names(rig: &Rig, out: &mut Out) {
    let mut seen = BTreeSet::new();
    for b in &rig.bodies {
        if b.name.is_empty() {
            out.error(
                "empty-name",
                Subject::Body(b.name.clone()),
                "a body has an empty name".into(),
            );
        } else if b.name == WORLD {
            out.error(
                "reserved-name",
                Subject::Body(b.name.clone()),
                "'world' is reserved for world-anchored joints".into(),
            );
        } else if !seen.insert(b.name.as_str()) {
            out.error(
                "duplicate-name",
                Subject::Body(b.name.clone()),
                format!("two bodies are named '{}'", b.name),
            );
        }
    }
    let mut seen = BTreeSet::new();
    for j in &rig.joints {
        if j.name.is_empty() {
            out.error(
                "empty-name",
                Subject::Joint(j.name.clone()),
                "a joint has an empty name".into(),
            );
        } else if !seen.insert(j.name.as_str()) {
            out.error(
                "duplicate-name",
                Subject::Joint(j.name.clone()),
                format!("two joints are named '{}'", j.name),
            );
        }
    }
    let has_body = |n: &str| rig.body(n).is_some();
    for j in &rig.joints {
        let s = || Subject::Joint(j.name.clone());
        if j.parent != WORLD && !has_body(&j.parent) {
            out.error(
                "dangling-reference",
                s(),
                format!(
                    "joint '{}': parent body '{}' does not exist",
                    j.name, j.parent
                ),
            );
        }
        if !has_body(&j.child) {
            out.error(
                "dangling-reference",
                s(),
                format!(
                    "joint '{}': child body '{}' does not exist",
                    j.name, j.child
                ),
            );
        }
        if j.parent == j.child {
            out.error(
                "self-joint",
                s(),
                format!("joint '{}' joins body '{}' to itself", j.name, j.child),
            );
        }
        if !rig.groups.contains_key(&j.group) {
            out.error(
                "dangling-reference",
                s(),
                format!(
                    "joint '{}': drive group '{}' does not exist",
                    j.name, j.group
                ),
            );
        }
    }
    for p in &rig.disabled_pairs {
        for n in p {
            if !has_body(n) {
                out.error(
                    "dangling-reference",
                    Subject::Rig,
                    format!("collision.disabled_pairs names a body '{n}' that does not exist"),
                );
            }
        }
    }
    let r = &rig.recovery;
    for (what, n) in [("pelvis", &r.pelvis), ("chest", &r.chest)] {
        if n.is_empty() {
            if !rig.bodies.is_empty() {
                out.error(
                    "dangling-reference",
                    Subject::Rig,
                    format!("recovery.{what} is not set: name the {what} body"),
                );
            }
        } else if !has_body(n) {
            out.error(
                "dangling-reference",
                Subject::Rig,
                format!("recovery.{what}: body '{n}' does not exist"),
            );
        }
    }
}

fn check_numbers(rig: &Rig, out: &mut Out) {
    let s = &rig.sim;
    if !(s.dt.is_finite()
        && s.gravity.is_finite()
        && s.ground_friction.is_finite()
        && s.ground_restitution.is_finite()
        && s.joint_friction.is_finite())
    {
        out.error(
            "non-finite",
            Subject::Rig,
            "[sim] holds a non-finite number".into(),
        );
    }
    let sw = &rig.switch;
    let r = &rig.recovery;
    let settings = [
        sw.max_linear_speed,
        sw.max_angular_speed,
        sw.teleport_distance,
        r.settle_window,
        r.settle_linear_speed,
        r.settle_angular_speed,
        r.blend_time,
    ];
    if settings.iter().any(|x| !x.is_finite())
        || !r.chest_outward_axis.is_finite()
        || !r.stand_forward_axis.is_finite()
    {
        out.error(
            "non-finite",
            Subject::Rig,
            "[switch] or [recovery] holds a non-finite number".into(),
        );
    }
    for b in &rig.bodies {
        let subj = || Subject::Body(b.name.clone());
        let nums = b.shape.numbers();
        let finite = nums.iter().all(|x| x.is_finite())
            && b.offset.is_finite()
            && b.mass.is_finite()
            && b.inertia_scale.is_finite()
            && b.friction.is_finite()
            && b.restitution.is_finite();
        if !finite {
            out.error(
                "non-finite",
                subj(),
                format!("body '{}' holds a non-finite number", b.name),
            );
            continue;
        }
        let bad_size = match b.shape {
            Shape::Capsule {
                radius,
                half_height,
            } => radius <= 0.0 || half_height < 0.0,
            Shape::Sphere { radius } => radius <= 0.0,
            Shape::Box { half_extents } => half_extents.min_element() <= 0.0,
        };
        if bad_size {
            out.error(
                "bad-shape-size",
                subj(),
                format!("body '{}': shape sizes must be positive ({nums:?})", b.name),
            );
        }
        if (b.offset.rotation.length() - 1.0).abs() > 1e-3 {
            out.error(
                "non-unit-rotation",
                subj(),
                format!(
                    "body '{}': offset rotation is not a unit quaternion",
                    b.name
                ),
            );
            out.with_fix(Fix::NormaliseRotations);
        }
        if b.friction < 0.0 || !(0.0..=1.0).contains(&b.restitution) {
            out.error(
                "bad-material",
                subj(),
                format!(
                    "body '{}': friction must be ≥ 0 and restitution in [0, 1]",
                    b.name
                ),
            );
        }
    }
    for j in &rig.joints {
        let subj = || Subject::Joint(j.name.clone());
        let finite = [j.swing1, j.swing2, j.twist_min, j.twist_max]
            .iter()
            .all(|x| x.is_finite())
            && j.parent_frame.is_finite()
            && j.child_frame.is_finite()
            && j.drive
                .is_none_or(|d| d.kp.is_finite() && d.kd.is_finite() && d.max_torque.is_finite());
        if !finite {
            out.error(
                "non-finite",
                subj(),
                format!("joint '{}' holds a non-finite number", j.name),
            );
            continue;
        }
        for (side, f) in [
            ("parent_frame", &j.parent_frame),
            ("child_frame", &j.child_frame),
        ] {
            if (f.rotation.length() - 1.0).abs() > 1e-3 {
                out.error(
                    "non-unit-rotation",
                    subj(),
                    format!(
                        "joint '{}': {side} rotation is not a unit quaternion",
                        j.name
                    ),
                );
                out.with_fix(Fix::NormaliseRotations);
            }
        }
    }
}

/// The joints must form a forest over the bodies (each body the child of at most one joint,
/// no cycle), connected: one root body (or world-anchored joints) for all simulated bodies.
fn check_graph(rig: &Rig, out: &mut Out) {
    let mut parent_of: BTreeMap<&str, &str> = BTreeMap::new();
    for j in &rig.joints {
        if let Some(prev) = parent_of.insert(j.child.as_str(), j.parent.as_str()) {
            out.error(
                "not-a-tree",
                Subject::Joint(j.name.clone()),
                format!(
                    "body '{}' is the child of two joints (parents '{prev}' and '{}')",
                    j.child, j.parent
                ),
            );
        }
    }
    for j in &rig.joints {
        if j.collide_connected && j.parent != WORLD {
            out.warn(
                "adjacent-collide",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': contacts between '{}' and '{}' are on; adjacent bodies should not collide",
                    j.name, j.parent, j.child
                ),
            );
            out.with_fix(Fix::NoContactsAcrossJoint {
                joint: j.name.clone(),
            });
        }
    }
    // Cycle: follow parents from every body.
    let mut reported = BTreeSet::new();
    for b in &rig.bodies {
        let mut path = vec![b.name.as_str()];
        let mut cur = b.name.as_str();
        while let Some(&p) = parent_of.get(cur) {
            if p == WORLD {
                break;
            }
            if let Some(pos) = path.iter().position(|&x| x == p) {
                let mut cyc: Vec<&str> = path[pos..].to_vec();
                cyc.sort_unstable();
                if reported.insert(cyc.join(",")) {
                    out.error(
                        "joint-cycle",
                        Subject::Body(p.to_owned()),
                        format!(
                            "the joints form a cycle through bodies {}",
                            path[pos..].join(" -> ")
                        ),
                    );
                }
                break;
            }
            path.push(p);
            cur = p;
        }
    }
    // Connectivity: roots among simulated bodies (bodies that are no joint's child).
    let roots: Vec<&str> = rig
        .bodies
        .iter()
        .filter(|b| b.simulated && !parent_of.contains_key(b.name.as_str()))
        .map(|b| b.name.as_str())
        .collect();
    if roots.len() > 1 {
        out.error(
            "disconnected",
            Subject::Body(roots[1].to_owned()),
            format!(
                "the simulated bodies form {} separate pieces (roots: {})",
                roots.len(),
                roots.join(", ")
            ),
        );
    }
}

fn check_limits(rig: &Rig, out: &mut Out) {
    let deg = |r: f32| r.to_degrees();
    for j in &rig.joints {
        let subj = || Subject::Joint(j.name.clone());
        for (name, v) in [("swing1", j.swing1), ("swing2", j.swing2)] {
            if !(v > 0.0 && v < std::f32::consts::PI) {
                out.error(
                    "limit-out-of-range",
                    subj(),
                    format!(
                        "joint '{}': {name} = {:.3}° must be in (0°, 180°)",
                        j.name,
                        deg(v)
                    ),
                );
            }
        }
        if !(j.twist_min < j.twist_max)
            || j.twist_min < -std::f32::consts::PI
            || j.twist_max > std::f32::consts::PI
        {
            out.error(
                "limit-out-of-range",
                subj(),
                format!(
                    "joint '{}': twist range [{:.3}°, {:.3}°] must have min < max within ±180°",
                    j.name,
                    deg(j.twist_min),
                    deg(j.twist_max)
                ),
            );
            if j.twist_min > j.twist_max
                && j.twist_max >= -std::f32::consts::PI
                && j.twist_min <= std::f32::consts::PI
            {
                out.with_fix(Fix::SwapTwist {
                    joint: j.name.clone(),
                });
            }
        }
        let (s1, s2) = (j.swing1, j.swing2);
        if s1 > 0.0 && s2 > 0.0 && (s1.min(s2) < 5f32.to_radians()) {
            out.warn(
                "thin-cone",
                subj(),
                format!(
                    "joint '{}': a swing half-angle under 5° jitters; widen it to at least 5°",
                    j.name
                ),
            );
            out.with_fix(Fix::WidenSwing {
                joint: j.name.clone(),
            });
        }
        if s1 > 0.0 && s2 > 0.0 && s1.max(s2) / s1.min(s2) > MAX_CONE_ASPECT {
            out.warn(
                "elongated-cone",
                subj(),
                format!(
                    "joint '{}': swing cone {:.1}°×{:.1}° is very elliptical (ratio > 6)",
                    j.name,
                    deg(s1),
                    deg(s2)
                ),
            );
        }
    }
}

fn check_masses(rig: &Rig, out: &mut Out) {
    for b in &rig.bodies {
        if b.simulated && !(b.mass > 0.0) {
            out.error(
                "bad-mass",
                Subject::Body(b.name.clone()),
                format!("body '{}': mass {} kg must be positive", b.name, b.mass),
            );
        }
        if !(b.inertia_scale > 0.0) || b.inertia_scale > MAX_INERTIA_SCALE {
            out.error(
                "bad-inertia-scale",
                Subject::Body(b.name.clone()),
                format!(
                    "body '{}': inertia scale {} must be in (0, {MAX_INERTIA_SCALE}]",
                    b.name, b.inertia_scale
                ),
            );
        }
    }
    for l in light_links(rig) {
        let sides: Vec<String> = l
            .sides
            .iter()
            .map(|s| {
                format!(
                    "{:.4} against {:.4} kg·m² of '{}' across '{}'",
                    s.body_moment, s.neighbour_moment, s.neighbour, s.joint
                )
            })
            .collect();
        out.warn(
            "light-link",
            Subject::Body(l.body.clone()),
            format!(
                "body '{}' is more than {LIGHT_LINK_RATIO}× easier to turn than each of its neighbours ({}): the solver cannot hold both of its joints; inertia scale {} ends it",
                l.body,
                sides.join("; "),
                l.scale
            ),
        );
        out.with_fix(Fix::SetInertiaScale {
            body: l.body,
            scale: l.scale,
        });
    }
    for j in &rig.joints {
        let (Some(a), Some(b)) = (rig.body(&j.parent), rig.body(&j.child)) else {
            continue;
        };
        if a.mass > 0.0 && b.mass > 0.0 {
            let ratio = (a.mass / b.mass).max(b.mass / a.mass);
            if ratio > MAX_MASS_RATIO {
                out.warn(
                    "mass-ratio",
                    Subject::Joint(j.name.clone()),
                    format!("joint '{}': mass ratio {ratio:.1} across it ({} {} kg, {} {} kg) exceeds {MAX_MASS_RATIO}", j.name, a.name, a.mass, b.name, b.mass),
                );
                // Bring the lighter body up to the limit.
                let (light, heavy) = if a.mass < b.mass { (a, b) } else { (b, a) };
                out.with_fix(Fix::SetMass {
                    body: light.name.clone(),
                    mass: heavy.mass / MAX_MASS_RATIO * 1.0001,
                });
            }
        }
    }
    let total = rig.total_mass();
    if total.is_finite()
        && total > 0.0
        && !(TOTAL_MASS_RANGE.0..=TOTAL_MASS_RANGE.1).contains(&total)
    {
        out.warn(
            "implausible-total-mass",
            Subject::Rig,
            format!(
                "total mass {total:.1} kg is outside {}–{} kg",
                TOTAL_MASS_RANGE.0, TOTAL_MASS_RANGE.1
            ),
        );
    }
}

fn check_drives(rig: &Rig, out: &mut Out) {
    for (name, g) in &rig.groups {
        let subj = || Subject::Group(name.clone());
        let nums_ok = match g.gains {
            Gains::Stiffness { kp, kd } => {
                kp.is_finite() && kd.is_finite() && kp >= 0.0 && kd >= 0.0
            }
            Gains::Frequency {
                frequency_hz,
                damping_ratio,
            } => {
                frequency_hz.is_finite()
                    && damping_ratio.is_finite()
                    && frequency_hz >= 0.0
                    && damping_ratio >= 0.0
            }
        };
        if !nums_ok || !g.max_torque.is_finite() || g.max_torque < 0.0 {
            out.error(
                "bad-gains",
                subj(),
                format!("group '{name}': gains and max torque must be finite and ≥ 0"),
            );
        }
        if !(0.0..=1.0).contains(&g.weight) {
            out.error(
                "bad-gains",
                subj(),
                format!("group '{name}': weight {} must be in [0, 1]", g.weight),
            );
        }
    }
    for j in &rig.joints {
        if let Some(d) = j.drive
            && (d.kp < 0.0 || d.kd < 0.0 || d.max_torque < 0.0)
        {
            out.error(
                "bad-gains",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': drive override gains and max torque must be ≥ 0",
                    j.name
                ),
            );
        }
    }
    let h = rig.sim.dt / rig.sim.substeps.max(1) as f32;
    for j in &rig.joints {
        let Some(child) = rig.body(&j.child) else {
            continue;
        };
        if !(child.mass > 0.0) {
            continue;
        }
        let i = child.min_inertia_about(j.child_frame.translation).max(1e-9);
        // The group weight scales Kp (of the group gains or of a per-joint override).
        let weight = rig.groups.get(&j.group).map_or(1.0, |g| g.weight);
        let omega = match (j.drive, rig.groups.get(&j.group)) {
            (Some(d), _) => (d.kp * weight / i).sqrt(),
            (None, Some(g)) => match g.gains {
                Gains::Stiffness { kp, .. } => (kp * g.weight / i).sqrt(),
                Gains::Frequency { frequency_hz, .. } => std::f32::consts::TAU * frequency_hz,
            },
            _ => continue,
        };
        if omega * h > MAX_DRIVE_OMEGA_H {
            out.warn(
                "drive-too-stiff",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': drive natural frequency {:.1} rad/s × substep {:.4} s = {:.2} > {MAX_DRIVE_OMEGA_H}: overshoot risk; lower Kp or add substeps",
                    j.name,
                    omega,
                    h,
                    omega * h
                ),
            );
        }
    }
}

/// Drives that swing past their targets on this character's limbs: one finding per group,
/// with its least-damped joint and the Kd that damps it critically.
fn check_damping(rig: &Rig, out: &mut Out) {
    let mut worst: BTreeMap<&str, DriveDamping> = BTreeMap::new();
    for d in under_damped(rig, WARN_DAMPING_RATIO) {
        let Some(g) = rig.groups.get_key_value(&d.group).map(|(k, _)| k.as_str()) else {
            continue;
        };
        if worst.get(g).is_none_or(|w| d.ratio < w.ratio) {
            worst.insert(g, d);
        }
    }
    for (group, d) in worst {
        let kd = kd_for_ratio(d.kp, d.inertia, MIN_DAMPING_RATIO);
        out.warn(
            "under-damped-drive",
            Subject::Group(group.to_owned()),
            format!(
                "group '{group}': damping ratio {:.2} on joint '{}' (Kp {:.2} N·m/rad, Kd {:.2} N·m·s/rad turning the {:.3} kg·m² below it; under {WARN_DAMPING_RATIO}): the bodies below it swing past their target and a driven ragdoll keeps rocking after it lands; Kd {kd:.2} damps it critically",
                d.ratio, d.joint, d.kp, d.kd, d.inertia
            ),
        );
        out.with_fix(Fix::DampGroup {
            group: group.to_owned(),
            ratio: MIN_DAMPING_RATIO,
        });
    }
}

/// A get-up role without a clip: recovery falls back to a blend into the idle clip's first frame
/// (or cannot get up at all without an idle clip).
fn check_clip_roles(rig: &Rig, out: &mut Out) {
    if !rig.bodies.iter().any(|b| b.simulated) {
        return;
    }
    for (role, lying) in [
        (ClipRole::GetupSupine, "on the back"),
        (ClipRole::GetupProne, "on the front"),
    ] {
        if rig.clip_for(role).is_some() {
            continue;
        }
        let then = match rig.clip_for(ClipRole::Idle) {
            Some(idle) => {
                format!(": recovery blends into the first frame of the idle clip '{idle}' instead")
            }
            None => " and no idle clip either: recovery cannot get up".into(),
        };
        out.warn(
            "missing-getup-clip",
            Subject::Rig,
            format!("no get-up clip for lying {lying} (clip role {role}){then}"),
        );
    }
}

fn check_against_model(rig: &Rig, ch: &Character, out: &mut Out) {
    let sk = &ch.skeleton;
    for b in &rig.bodies {
        if sk.find(&b.bone).is_none() {
            out.error(
                "dangling-reference",
                Subject::Body(b.name.clone()),
                format!("body '{}': bone '{}' is not in the model", b.name, b.bone),
            );
        }
    }
    for role in ClipRole::ALL {
        if let Some(clip) = rig.clip_for(role)
            && ch.clip(clip).is_none()
        {
            out.warn(
                "missing-clip",
                Subject::Rig,
                format!(
                    "clip role '{role}' names clip '{clip}', which is not in the model{}",
                    if role.is_getup() {
                        "; recovery blends into the idle clip's first frame instead"
                    } else {
                        ""
                    }
                ),
            );
        }
    }
    let world = body_world(rig, sk, &sk.rest_pose());
    // Joints: anchors coincident and rest pose inside the limits.
    for j in &rig.joints {
        let Some((fa, fb)) = joint_world_frames(rig, &world, j) else {
            continue;
        };
        if !(fa.is_finite() && fb.is_finite()) {
            continue;
        }
        let gap = (fa.translation - fb.translation).length();
        if gap > MAX_ANCHOR_GAP {
            out.error(
                "anchor-gap",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': the two frames are {:.1} mm apart at rest (max {:.0} mm)",
                    j.name,
                    gap * 1000.0,
                    MAX_ANCHOR_GAP * 1000.0
                ),
            );
        }
        let q_rel = fa.rotation.inverse() * fb.rotation;
        let (swing, twist) = decompose(q_rel);
        let ratio = cone_ratio(swing, j.swing1, j.swing2);
        let swing_tol = 1.0 + REST_LIMIT_TOLERANCE / j.swing1.min(j.swing2).max(1e-3);
        if j.swing1 > 0.0 && j.swing2 > 0.0 && ratio > swing_tol {
            out.error(
                "rest-outside-limits",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': the rest pose swings to {:.2}× the cone (swing {:.1}°, {:.1}°)",
                    j.name,
                    ratio,
                    swing.x.to_degrees(),
                    swing.y.to_degrees()
                ),
            );
        }
        if twist < j.twist_min - REST_LIMIT_TOLERANCE || twist > j.twist_max + REST_LIMIT_TOLERANCE
        {
            out.error(
                "rest-outside-limits",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': rest twist {:.1}° is outside [{:.1}°, {:.1}°]",
                    j.name,
                    twist.to_degrees(),
                    j.twist_min.to_degrees(),
                    j.twist_max.to_degrees()
                ),
            );
        }
    }
    check_clips_against_limits(rig, ch, out);
    // Non-adjacent bodies overlapping at rest.
    for a in 0..rig.bodies.len() {
        for b in a + 1..rig.bodies.len() {
            let (ba, bb) = (&rig.bodies[a], &rig.bodies[b]);
            let (Some(wa), Some(wb)) = (world[a], world[b]) else {
                continue;
            };
            if !(ba.simulated || bb.simulated) || rig.pair_disabled(&ba.name, &bb.name) {
                continue;
            }
            let pen = super::rest::shape_penetration(&ba.shape, &wa, &bb.shape, &wb);
            if pen > 1e-3 {
                out.warn(
                    "rest-overlap",
                    Subject::Body(ba.name.clone()),
                    format!("bodies '{}' and '{}' overlap by {:.1} mm at rest and their contacts are on", ba.name, bb.name, pen * 1000.0),
                );
                out.with_fix(Fix::DisablePair {
                    a: ba.name.clone(),
                    b: bb.name.clone(),
                });
            }
        }
    }
}

/// Clip frames outside a joint's limits (`clip-outside-limits`): which clip, which frames and
/// how far, with the limits fitted to all clips as the fix (the joint and its mirror twin).
fn check_clips_against_limits(rig: &Rig, ch: &Character, out: &mut Out) {
    use crate::fit::motion::{joint_limits, sample_margin, sample_motion};
    if ch.clips.is_empty() || rig.joints.is_empty() {
        return;
    }
    let motion = sample_motion(rig, ch, None);
    // Per joint: per clip, the frames outside and the largest overshoot (rad).
    // Per clip: the frames outside and the largest overshoot.
    type ClipOvershoot = BTreeMap<usize, (Vec<usize>, f32)>;
    let mut flagged: Vec<(usize, ClipOvershoot)> = Vec::new();
    for (ji, j) in rig.joints.iter().enumerate() {
        let limits = joint_limits(j);
        let mut per_clip: BTreeMap<usize, (Vec<usize>, f32)> = BTreeMap::new();
        for s in &motion.joints[ji] {
            let m = sample_margin(s, limits);
            let over = (-m.swing).max(-m.twist);
            if over > REST_LIMIT_TOLERANCE {
                let e = per_clip.entry(s.clip).or_default();
                e.0.push(s.frame);
                e.1 = e.1.max(over);
            }
        }
        if !per_clip.is_empty() {
            flagged.push((ji, per_clip));
        }
    }
    if flagged.is_empty() {
        return;
    }
    let names: Vec<String> = flagged
        .iter()
        .map(|(ji, _)| rig.joints[*ji].name.clone())
        .collect();
    let opts = crate::fit::limits::LimitFitOptions {
        joints: Some(names),
        ..Default::default()
    };
    let (fitted, _) = crate::fit::limits::fit_limits_to(rig, ch, &motion, &opts);
    for (ji, per_clip) in flagged {
        let j = &rig.joints[ji];
        let frames: usize = per_clip.values().map(|v| v.0.len()).sum();
        let worst = per_clip.values().map(|v| v.1).fold(0.0, f32::max);
        let mut parts: Vec<String> = per_clip
            .iter()
            .map(|(c, (f, over))| {
                format!(
                    "{} frames {} (up to {:.1}°)",
                    motion.clips[*c],
                    frame_ranges(f),
                    over.to_degrees()
                )
            })
            .collect();
        if parts.len() > 4 {
            let more = parts.len() - 4;
            parts.truncate(4);
            parts.push(format!("{more} more clips"));
        }
        out.warn(
            "clip-outside-limits",
            Subject::Joint(j.name.clone()),
            format!(
                "joint '{}': {frames} clip frames lie outside its limits, up to {:.1}°: {}",
                j.name,
                worst.to_degrees(),
                parts.join("; ")
            ),
        );
        let mut pair = vec![j.name.clone()];
        if let Some(t) = crate::fit::names::counterpart(&j.name)
            && rig.joint(&t).is_some()
        {
            pair.push(t);
        }
        let joints = crate::fit::limits::fitted_limits(&fitted, &pair);
        if !joints.is_empty() {
            out.with_fix(Fix::FitLimits { joints });
        }
    }
}

/// `0–12, 30, 41–44` from sorted frame indices.
fn frame_ranges(frames: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut k = 0;
    while k < frames.len() {
        let start = frames[k];
        let mut end = start;
        while k + 1 < frames.len() && frames[k + 1] == end + 1 {
            k += 1;
            end = frames[k];
        }
        parts.push(if end > start {
            format!("{start}–{end}")
        } else {
            start.to_string()
        });
        k += 1;
    }
    if parts.len() > 6 {
        let more = parts.len() - 6;
        parts.truncate(6);
        parts.push(format!("+{more} runs"));
    }
    parts.join(", ")
}
