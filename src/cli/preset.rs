//! `ragrig preset apply PRESET RIG [--group G | --joint J] [-o OUT]` and
//! `ragrig preset save RIG -o PRESET.toml [--no-limits] [--no-gains]`.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK};
use crate::rig::preset::Preset;
use crate::rig::preset_apply::{PresetTarget, apply_preset, preset_from_rig, write_preset};
use crate::rig::{load_rig, save_rig};
use std::path::Path;

pub fn apply(
    preset: &str,
    rig_path: &Path,
    group: Option<&str>,
    joint: Option<&str>,
    out: Option<&Path>,
) -> i32 {
    let preset = match Preset::resolve(preset) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let mut rig = match load_rig(rig_path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let target = match (group, joint) {
        (Some(g), None) if rig.groups.contains_key(g) => PresetTarget::Group(g.to_owned()),
        (None, Some(j)) if rig.joint(j).is_some() => PresetTarget::Joint(j.to_owned()),
        (None, None) => PresetTarget::Rig,
        (Some(g), None) => {
            eprintln!("error: the rig has no group '{g}'");
            return EXIT_BAD_INPUT;
        }
        (None, Some(j)) => {
            eprintln!("error: the rig has no joint '{j}'");
            return EXIT_BAD_INPUT;
        }
        _ => {
            eprintln!("error: give --group or --joint, not both");
            return EXIT_BAD_INPUT;
        }
    };
    let report = apply_preset(&mut rig, &preset, &target);
    let out = out.unwrap_or(rig_path);
    if let Err(e) = save_rig(&rig, out) {
        eprintln!("error: {}: {e}", out.display());
        return EXIT_FINDINGS;
    }
    out!(
        "applied preset '{}' to {} joint(s) and {} group(s); wrote {}",
        preset.name,
        report.joints.len(),
        report.groups.len(),
        out.display()
    );
    if !report.unknown_type.is_empty() {
        out!(
            "  joints of unknown type (left as they were): {}",
            report.unknown_type.join(", ")
        );
    }
    EXIT_OK
}

pub fn save(rig_path: &Path, out: &Path, limits: bool, gains: bool) -> i32 {
    let rig = match load_rig(rig_path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let name = out
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "preset".into());
    let p = preset_from_rig(
        &rig,
        &name,
        &format!("saved from {}", rig_path.display()),
        limits,
        gains,
    );
    if p.limits.is_empty() && p.gains.is_empty() {
        eprintln!("error: nothing to save (no joint of a known type and no Kp/Kd group)");
        return EXIT_FINDINGS;
    }
    match crate::atomic_write(out, write_preset(&p).as_bytes()) {
        Ok(()) => {
            out!(
                "wrote {} ({} joint types, {} groups)",
                out.display(),
                p.limits.len(),
                p.gains.len()
            );
            EXIT_OK
        }
        Err(e) => {
            eprintln!("error: {}: {e}", out.display());
            EXIT_FINDINGS
        }
    }
}

impl super::PresetAction {
    /// Apply or save the preset; returns the exit code.
    pub fn run(self) -> i32 {
        match self {
            super::PresetAction::Apply {
                preset,
                rig,
                group,
                joint,
                output,
            } => apply(
                &preset,
                &rig,
                group.as_deref(),
                joint.as_deref(),
                output.as_deref(),
            ),
            super::PresetAction::Save {
                rig,
                output,
                no_limits,
                no_gains,
            } => save(&rig, &output, !no_limits, !no_gains),
        }
    }
}
