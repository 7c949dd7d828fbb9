//! Doctor checks on a rig's structure: its settings, its names and references, the joint
//! graph, and the clip roles.
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::{Fix, Out, Subject};
use crate::rig::{ClipRole, Rig, WORLD};
use std::collections::{BTreeMap, BTreeSet};

pub(super) fn check_settings(rig: &Rig, out: &mut Out) {
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
    if s.rolling_resistance < 0.0 {
        out.error(
            "bad-sim-settings",
            Subject::Rig,
            format!(
                "sim.rolling_resistance = {}: must not be negative",
                s.rolling_resistance
            ),
        );
    }
    if s.rolling_resistance > 0.0 && s.engine == crate::rig::SimEngine::Jolt {
        out.warn(
            "rolling-resistance-rapier-only",
            Subject::Rig,
            format!(
                "sim.rolling_resistance = {}: the Jolt engine has no rolling resistance, so on \
                 Jolt round shapes roll freely (rapier simulates it)",
                s.rolling_resistance
            ),
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

/// Names: unique, non-empty, not reserved, and every name a joint, a disabled pair or the
/// recovery refers to exists.
pub(super) fn check_names(rig: &Rig, out: &mut Out) {
    check_body_names(rig, out);
    check_joint_names(rig, out);
    check_joint_references(rig, out);
    check_other_references(rig, out);
}

/// Body names: non-empty, not `world`, unique.
fn check_body_names(rig: &Rig, out: &mut Out) {
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
}

/// Joint names: non-empty, unique.
fn check_joint_names(rig: &Rig, out: &mut Out) {
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
}

/// Each joint's parent and child bodies exist and differ, and its drive group exists.
fn check_joint_references(rig: &Rig, out: &mut Out) {
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
}

/// The bodies the disabled pairs and the recovery (pelvis, chest) name exist.
fn check_other_references(rig: &Rig, out: &mut Out) {
    let has_body = |n: &str| rig.body(n).is_some();
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

/// The joints must form a forest over the bodies (each body the child of at most one joint,
/// no cycle), connected: one root body (or world-anchored joints) for all simulated bodies.
pub(super) fn check_graph(rig: &Rig, out: &mut Out) {
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

/// A get-up role without a clip: recovery falls back to a blend into the idle clip's first frame
/// (or cannot get up at all without an idle clip).
pub(super) fn check_clip_roles(rig: &Rig, out: &mut Out) {
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
