//! The rig doctor: checks a rig (and, when given, its model's rest pose) and reports findings.
//! Errors block export; warnings do not. Codes are stable (see docs/rig-format.md).
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::model::*;
use crate::character::Character;
use serde::Serialize;

mod against_model;
mod human_range;
mod numbers;
mod physics;
mod structure;

use against_model::check_against_model;
use human_range::check_human_range;
use numbers::check_numbers;
use physics::{check_damping, check_drives, check_limits, check_masses, check_strength};
use structure::{check_clip_roles, check_graph, check_names, check_settings};

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

impl Finding {
    /// The message without the subject it starts with, for lists that show the subject beside
    /// it (the message alone names it: "joint 'knee_l': rest twist ..." gives "rest twist ...").
    pub fn detail(&self) -> &str {
        let subject = self.subject.to_string();
        match self.message.strip_prefix(subject.as_str()) {
            Some(rest) if rest.starts_with(": ") => &rest[2..],
            Some(rest) if rest.starts_with(' ') => &rest[1..],
            _ => &self.message,
        }
    }
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
    /// half-angles, twist range; [`crate::fit::fit_limits`]), for a joint and its mirror twin.
    FitLimits {
        joints: Vec<(String, crate::fit::limits::FittedLimits)>,
    },
    /// Raise a group's drive damping (Kd, or the damping ratio of a frequency group) so every
    /// joint of the group reaches the ratio given (see [`crate::rig::drive_damping`]).
    DampGroup { group: String, ratio: f32 },
    /// Raise a group's stiffness and max torque (a frequency group's frequency) so no joint of
    /// the group sags more than the angle given under the weight below it, then damp it
    /// critically again (see [`crate::rig::drive_sag`]).
    StiffenGroup { group: String, max_sag_deg: f32 },
    /// Set a joint's limits to the human range of motion of its type (the range-of-motion
    /// table compiled on its reference pose, [`crate::fit::anatomical::compile_ranges`]).
    HumanRange {
        joint: String,
        limits: crate::fit::limits::FittedLimits,
    },
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
            Fix::StiffenGroup { group, max_sag_deg } => {
                format!("stiffen group {group} to hold its limbs within {max_sag_deg}°")
            }
            Fix::HumanRange { joint, .. } => {
                format!("set the human range of motion on {joint}")
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
        Fix::StiffenGroup { group, max_sag_deg } => {
            super::strength::stiffen_drives_in(rig, *max_sag_deg, Some(group));
            super::damping::damp_drives_in(rig, super::damping::MIN_DAMPING_RATIO, Some(group));
        }
        Fix::HumanRange { joint, limits } => set_limits(rig, joint, limits),
        Fix::FitLimits { joints } => {
            for (name, l) in joints {
                set_limits(rig, name, l);
            }
        }
    }
}

/// Write new limits into the named joint (its anchors and child frame stay).
fn set_limits(rig: &mut Rig, joint: &str, l: &crate::fit::limits::FittedLimits) {
    if let Some(j) = rig.joints.iter_mut().find(|j| j.name == joint) {
        l.apply_to(j);
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

/// An angle in the doctor's messages (radians in): degrees to one decimal, with its unit, and
/// never "-0.0°" (a rounding of a tiny negative).
fn deg1(rad: f32) -> String {
    let d = rad.to_degrees();
    let s = format!("{d:.1}");
    if s == "-0.0" {
        "0.0°".to_owned()
    } else {
        format!("{s}°")
    }
}

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
    fn info(&mut self, code: &'static str, subject: Subject, message: String) {
        self.push(Severity::Info, code, subject, message);
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
    check_strength(rig, &mut out);
    check_clip_roles(rig, &mut out);
    if let Some(ch) = character {
        // The model checks use the rest pose the rig is built on, standing on its floor.
        let ch = ch.placed_for(rig.rest_pose, rig.floor);
        check_against_model(rig, &ch, &mut out);
        check_human_range(rig, &ch, &mut out);
    }
    out.0.sort_by_key(|f| f.severity);
    out.0
}
