//! Applying a preset to a rig (the whole rig, one drive group, or one joint) and saving a rig's
//! limits and gains as a preset.

use super::format::fmt_f;
use super::model::{DriveOverride, Gains, Joint, Rig};
use super::preset::{GainSpec, JOINT_TYPES, LimitSpec, Preset, default_group};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Where a preset is applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresetTarget {
    /// Limits of every joint whose type the preset knows; gains of every group it defines.
    Rig,
    /// That group's gains and the limits of its joints.
    Group(String),
    /// That joint's limits, and its gains as a per-joint drive override.
    Joint(String),
}

/// What an application changed.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct ApplyReport {
    pub joints: Vec<String>,
    pub groups: Vec<String>,
    /// Joints whose type could not be told from their name.
    pub unknown_type: Vec<String>,
}

/// The joint type (`knee`, `lumbar`, ...) from a joint's name, and whether it is a right-side
/// (mirrored) joint: `knee_r`, `knee.R`, `RightKnee`, `right_knee` all give ("knee", true).
pub fn joint_type_of(joint: &Joint) -> Option<(&'static str, bool)> {
    let lower = joint.name.to_ascii_lowercase();
    let t = JOINT_TYPES.iter().copied().find(|t| lower.contains(t))?;
    Some((t, name_is_right(&joint.name)))
}

/// Whether a name reads as the right side by the preset rule: ends in `_r`, `.r` or `-r`, or
/// starts with `right` or `r_` (any case).
pub fn name_is_right(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.ends_with("_r")
        || lower.ends_with(".r")
        || lower.ends_with("-r")
        || lower.starts_with("right")
        || lower.starts_with("r_")
}

fn set_limits(j: &mut Joint, l: &LimitSpec, mirrored: bool) {
    j.swing1 = l.swing1;
    j.swing2 = l.swing2;
    (j.twist_min, j.twist_max) = if mirrored {
        (-l.twist_max, -l.twist_min)
    } else {
        (l.twist_min, l.twist_max)
    };
}

fn set_group_gains(rig: &mut Rig, name: &str, g: &GainSpec) {
    let (weight, hand_tuned) = rig
        .groups
        .get(name)
        .map_or((1.0, false), |x| (x.weight, x.hand_tuned));
    rig.groups.insert(
        name.to_owned(),
        super::model::Group {
            gains: Gains::Stiffness { kp: g.kp, kd: g.kd },
            max_torque: g.max_torque,
            weight,
            hand_tuned,
        },
    );
}

/// Apply a preset. Group weights are kept; limits of right-side joints are mirrored.
pub fn apply_preset(rig: &mut Rig, preset: &Preset, target: &PresetTarget) -> ApplyReport {
    let mut report = ApplyReport::default();
    let in_scope = |j: &Joint| match target {
        PresetTarget::Rig => true,
        PresetTarget::Group(g) => &j.group == g,
        PresetTarget::Joint(n) => &j.name == n,
    };
    for j in rig.joints.iter_mut().filter(|j| in_scope(j)) {
        match joint_type_of(j) {
            Some((t, mirrored)) => {
                if let Some(l) = preset.limits_for(t) {
                    set_limits(j, l, mirrored);
                    report.joints.push(j.name.clone());
                }
            }
            None => report.unknown_type.push(j.name.clone()),
        }
    }
    match target {
        PresetTarget::Rig => {
            for (name, g) in &preset.gains {
                if rig.groups.contains_key(name) {
                    set_group_gains(rig, name, g);
                    report.groups.push(name.clone());
                }
            }
        }
        PresetTarget::Group(name) => {
            if let Some(g) = preset.gains.get(name) {
                set_group_gains(rig, name, g);
                report.groups.push(name.clone());
            }
        }
        PresetTarget::Joint(name) => {
            if let Some(j) = rig.joints.iter_mut().find(|j| &j.name == name)
                && let Some(g) = preset.gains.get(&j.group)
            {
                j.drive = Some(DriveOverride {
                    kp: g.kp,
                    kd: g.kd,
                    max_torque: g.max_torque,
                });
            }
        }
    }
    report
}

/// A preset from a rig: the limits of each joint type (from its left or centre joint; a
/// right-only type is un-mirrored) and the gains of each group given as Kp/Kd.
pub fn preset_from_rig(
    rig: &Rig,
    name: &str,
    description: &str,
    limits: bool,
    gains: bool,
) -> Preset {
    let mut lim = BTreeMap::new();
    if limits {
        for j in &rig.joints {
            let Some((t, mirrored)) = joint_type_of(j) else {
                continue;
            };
            if lim.contains_key(t) && mirrored {
                continue;
            }
            let (tmin, tmax) = if mirrored {
                (-j.twist_max, -j.twist_min)
            } else {
                (j.twist_min, j.twist_max)
            };
            let spec = LimitSpec {
                swing1: j.swing1,
                swing2: j.swing2,
                twist_min: tmin,
                twist_max: tmax,
                group: j.group.clone(),
            };
            if !mirrored || !lim.contains_key(t) {
                lim.insert(t.to_owned(), spec);
            }
        }
    }
    let mut g = BTreeMap::new();
    if gains {
        for (n, grp) in &rig.groups {
            if let Gains::Stiffness { kp, kd } = grp.gains {
                g.insert(
                    n.clone(),
                    GainSpec {
                        kp,
                        kd,
                        max_torque: grp.max_torque,
                    },
                );
            }
        }
    }
    Preset {
        name: name.to_owned(),
        description: description.to_owned(),
        limits: lim,
        gains: g,
    }
}

/// The preset file text (canonical layout, 6 significant digits).
pub fn write_preset(p: &Preset) -> String {
    let mut o = String::new();
    let _ = writeln!(
        o,
        "# ragrig preset \"{}\". Format: docs/presets.md.",
        p.name
    );
    let _ = writeln!(o, "# Units: degrees, N·m/rad, N·m·s/rad, N·m.");
    let _ = writeln!(o, "format_version = 1");
    let _ = writeln!(
        o,
        "description = {}",
        serde_json::to_string(&p.description).unwrap_or_default()
    );
    for (t, l) in &p.limits {
        let _ = writeln!(o, "\n[limits.{t}]");
        let deg = |r: f32| fmt_f((r as f64).to_degrees() as f32);
        let _ = writeln!(o, "swing1_deg = {}", deg(l.swing1));
        let _ = writeln!(o, "swing2_deg = {}", deg(l.swing2));
        let _ = writeln!(o, "twist_min_deg = {}", deg(l.twist_min));
        let _ = writeln!(o, "twist_max_deg = {}", deg(l.twist_max));
        if l.group != default_group(t) {
            let _ = writeln!(
                o,
                "group = {}",
                serde_json::to_string(&l.group).unwrap_or_default()
            );
        }
    }
    for (n, g) in &p.gains {
        let _ = writeln!(o, "\n[gains.{n}]");
        let _ = writeln!(o, "kp = {}", fmt_f(g.kp));
        let _ = writeln!(o, "kd = {}", fmt_f(g.kd));
        let _ = writeln!(o, "max_torque = {}", fmt_f(g.max_torque));
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joint_types_from_names() {
        let mut j = crate::rig::parse_rig(include_str!("../../sample_rigs/mannequin.rig.toml"))
            .unwrap()
            .joints[0]
            .clone();
        for (name, t, right) in [
            ("knee_r", "knee", true),
            ("knee.L", "knee", false),
            ("RightShoulder", "shoulder", true),
            ("lumbar", "lumbar", false),
        ] {
            j.name = name.into();
            assert_eq!(joint_type_of(&j), Some((t, right)), "{name}");
        }
        j.name = "tail_01".into();
        assert_eq!(joint_type_of(&j), None);
    }

    #[test]
    fn saved_preset_parses_back_to_the_same_values() {
        let rig =
            crate::rig::parse_rig(include_str!("../../sample_rigs/mannequin.rig.toml")).unwrap();
        let p = preset_from_rig(&rig, "mine", "from the sample", true, true);
        assert_eq!(p.limits.len(), 10);
        assert_eq!(p.gains.len(), 8);
        let text = write_preset(&p);
        let back = Preset::parse(&text, "mine").unwrap();
        assert_eq!(back.gains, p.gains);
        for (t, l) in &p.limits {
            let b = &back.limits[t];
            assert!(
                (l.swing1 - b.swing1).abs() < 1e-6 && (l.twist_min - b.twist_min).abs() < 1e-6,
                "{t}"
            );
            assert_eq!(l.group, b.group);
        }
        assert_eq!(write_preset(&back), text);
    }
}
