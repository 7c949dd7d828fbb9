//! Presets (`presets/*.toml`): reusable joint limits per joint type and drive gains per group.
//! Format: docs/presets.md. Unknown keys and wrong types are rejected with line and column.

use super::model::{Gains, Group, Joint};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The current preset format version.
pub const PRESET_FORMAT_VERSION: u32 = 1;

/// The joint types a preset defines limits for (all are required).
pub const JOINT_TYPES: [&str; 10] = [
    "lumbar", "thoracic", "neck", "head", "shoulder", "elbow", "wrist", "hip", "knee", "ankle",
];

/// The built-in "human" preset (the text of presets/human.toml).
pub const HUMAN_TOML: &str = include_str!("../../presets/human.toml");

/// Limits of one joint type, radians, and the drive group its joints use.
#[derive(Clone, Debug, PartialEq)]
pub struct LimitSpec {
    pub swing1: f32,
    pub swing2: f32,
    pub twist_min: f32,
    pub twist_max: f32,
    pub group: String,
}

/// Gains of one drive group.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GainSpec {
    /// N·m/rad.
    pub kp: f32,
    /// N·m·s/rad.
    pub kd: f32,
    /// N·m.
    pub max_torque: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    /// File stem (`human`).
    pub name: String,
    pub description: String,
    /// Joint type → limits.
    pub limits: BTreeMap<String, LimitSpec>,
    /// Group → gains.
    pub gains: BTreeMap<String, GainSpec>,
}

#[derive(Debug, thiserror::Error)]
pub enum PresetError {
    #[error("{path}: cannot read preset: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {error}")]
    Parse {
        path: PathBuf,
        error: PresetParseError,
    },
    #[error("preset '{0}' not found (looked for presets/{0}.toml)")]
    NotFound(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FilePreset {
    format_version: u32,
    #[serde(default)]
    description: String,
    #[serde(default)]
    limits: BTreeMap<String, FileLimits>,
    #[serde(default)]
    gains: BTreeMap<String, FileGains>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileLimits {
    swing1_deg: f32,
    swing2_deg: f32,
    twist_min_deg: f32,
    twist_max_deg: f32,
    #[serde(default)]
    group: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileGains {
    kp: f32,
    kd: f32,
    max_torque: f32,
}

/// The group a joint type uses when its `[limits.TYPE]` table names none.
pub fn default_group(joint_type: &str) -> &str {
    match joint_type {
        "lumbar" | "thoracic" => "spine",
        "head" => "neck",
        t => t,
    }
}

/// The 1-based line of the first line that opens the table `[section.key]`, for validation
/// messages.
fn table_line(text: &str, section: &str, key: &str) -> Option<usize> {
    let heads = [
        format!("[{section}.{key}]"),
        format!("[{section}.\"{key}\"]"),
    ];
    text.lines()
        .position(|l| heads.iter().any(|h| l.trim_start().starts_with(h.as_str())))
        .map(|i| i + 1)
}

/// `line N: ` for a known line, else nothing (the start of a validation message).
fn at(line: &Option<usize>) -> String {
    line.map(|l| format!("line {l}: ")).unwrap_or_default()
}

/// What is wrong with a preset's text; the table's line where it is known.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PresetParseError {
    /// Not TOML, or a field missing, unknown or of the wrong type: the TOML parser's message
    /// (with the line and column).
    #[error("{0}")]
    Syntax(String),
    #[error(
        "format_version {0} is not supported (this ragrig reads version {PRESET_FORMAT_VERSION})"
    )]
    Version(u32),
    #[error("{}gains.{group}: kp, kd and max_torque must be finite and ≥ 0", at(.line))]
    Gains { line: Option<usize>, group: String },
    #[error("{}limits.{joint_type}: unknown joint type (known: {})", at(.line), JOINT_TYPES.join(", "))]
    UnknownJointType {
        line: Option<usize>,
        joint_type: String,
    },
    #[error("{}limits.{joint_type}: swing1_deg and swing2_deg must be in (0, 180)", at(.line))]
    Swing {
        line: Option<usize>,
        joint_type: String,
    },
    #[error("{}limits.{joint_type}: twist_min_deg < twist_max_deg within ±180 is required", at(.line))]
    Twist {
        line: Option<usize>,
        joint_type: String,
    },
    /// A preset with gains must cover the groups its limits use.
    #[error("{}limits.{joint_type}: group '{group}' has no [gains.{group}] table", at(.line))]
    MissingGroup {
        line: Option<usize>,
        joint_type: String,
        group: String,
    },
    #[error("a preset needs [limits.TYPE] or [gains.GROUP] tables")]
    Empty,
}

impl Preset {
    /// Parse preset TOML text; errors carry the line (and column for syntax/type errors).
    pub fn parse(text: &str, name: &str) -> Result<Preset, PresetParseError> {
        let f: FilePreset = toml::from_str(text)
            .map_err(|e| PresetParseError::Syntax(e.to_string().trim_end().to_owned()))?;
        if f.format_version != PRESET_FORMAT_VERSION {
            return Err(PresetParseError::Version(f.format_version));
        }
        let mut gains = BTreeMap::new();
        for (g, v) in f.gains {
            let ok = [v.kp, v.kd, v.max_torque]
                .iter()
                .all(|x| x.is_finite() && *x >= 0.0);
            if !ok {
                return Err(PresetParseError::Gains {
                    line: table_line(text, "gains", &g),
                    group: g,
                });
            }
            gains.insert(
                g,
                GainSpec {
                    kp: v.kp,
                    kd: v.kd,
                    max_torque: v.max_torque,
                },
            );
        }
        let mut limits = BTreeMap::new();
        for (t, l) in f.limits {
            let line = table_line(text, "limits", &t);
            if !JOINT_TYPES.contains(&t.as_str()) {
                return Err(PresetParseError::UnknownJointType {
                    line,
                    joint_type: t,
                });
            }
            let swing_ok = |x: f32| x > 0.0 && x < 180.0;
            if !(swing_ok(l.swing1_deg) && swing_ok(l.swing2_deg)) {
                return Err(PresetParseError::Swing {
                    line,
                    joint_type: t,
                });
            }
            if !(l.twist_min_deg < l.twist_max_deg
                && l.twist_min_deg >= -180.0
                && l.twist_max_deg <= 180.0)
            {
                return Err(PresetParseError::Twist {
                    line,
                    joint_type: t,
                });
            }
            let group = l.group.unwrap_or_else(|| default_group(&t).to_owned());
            // A preset with gains must cover the groups its limits use; a limits-only preset
            // leaves the gains to the rig.
            if !gains.is_empty() && !gains.contains_key(&group) {
                return Err(PresetParseError::MissingGroup {
                    line,
                    joint_type: t,
                    group,
                });
            }
            limits.insert(
                t,
                LimitSpec {
                    swing1: l.swing1_deg.to_radians(),
                    swing2: l.swing2_deg.to_radians(),
                    twist_min: l.twist_min_deg.to_radians(),
                    twist_max: l.twist_max_deg.to_radians(),
                    group,
                },
            );
        }
        if limits.is_empty() && gains.is_empty() {
            return Err(PresetParseError::Empty);
        }
        Ok(Preset {
            name: name.to_owned(),
            description: f.description,
            limits,
            gains,
        })
    }

    /// Read a preset file (its name is the file stem).
    pub fn load(path: &Path) -> Result<Preset, PresetError> {
        let text = std::fs::read_to_string(path).map_err(|source| PresetError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().trim_end_matches(".preset").to_owned())
            .unwrap_or_default();
        Preset::parse(&text, &name).map_err(|error| PresetError::Parse {
            path: path.to_path_buf(),
            error,
        })
    }

    /// The built-in "human" preset.
    pub fn human() -> Preset {
        Preset::parse(HUMAN_TOML, "human").expect("the built-in human preset is valid")
    }

    /// A preset by file path (anything with a `/` or ending in `.toml`) or by name:
    /// `presets/NAME.toml` in the current folder, then in ragrig's source tree; `human` falls
    /// back to the built-in copy.
    pub fn resolve(name_or_path: &str) -> Result<Preset, PresetError> {
        if name_or_path.contains(['/', '\\']) || name_or_path.ends_with(".toml") {
            return Preset::load(Path::new(name_or_path));
        }
        let file = format!("{name_or_path}.toml");
        for dir in [
            PathBuf::from("presets"),
            Path::new(env!("CARGO_MANIFEST_DIR")).join("presets"),
        ] {
            let p = dir.join(&file);
            if p.is_file() {
                return Preset::load(&p);
            }
        }
        if name_or_path == "human" {
            return Ok(Preset::human());
        }
        Err(PresetError::NotFound(name_or_path.to_owned()))
    }

    pub fn limits_for(&self, joint_type: &str) -> Option<&LimitSpec> {
        self.limits.get(joint_type)
    }

    /// Set a joint's limits from its type. `mirrored`: the joint's frames are mirrors of a
    /// left-side/centre frame (right side), so the twist range is negated and swapped
    /// ([−max, −min]); swing half-angles carry over. False when the type is unknown.
    pub fn apply_limits(&self, joint: &mut Joint, joint_type: &str, mirrored: bool) -> bool {
        let Some(l) = self.limits_for(joint_type) else {
            return false;
        };
        joint.swing1 = l.swing1;
        joint.swing2 = l.swing2;
        (joint.twist_min, joint.twist_max) = if mirrored {
            (-l.twist_max, -l.twist_min)
        } else {
            (l.twist_min, l.twist_max)
        };
        true
    }

    /// [`Preset::apply_limits`] and the type's drive group.
    pub fn apply_joint(&self, joint: &mut Joint, joint_type: &str, mirrored: bool) -> bool {
        if !self.apply_limits(joint, joint_type, mirrored) {
            return false;
        }
        joint.group = self.limits[joint_type].group.clone();
        true
    }

    /// A drive group from the preset's gains (weight 1).
    pub fn group(&self, name: &str) -> Option<Group> {
        self.gains.get(name).map(|g| Group {
            gains: Gains::Stiffness { kp: g.kp, kd: g.kd },
            max_torque: g.max_torque,
            weight: 1.0,
            hand_tuned: false,
        })
    }

    /// Set (add or overwrite) every group the preset defines.
    pub fn apply_gains(&self, groups: &mut BTreeMap<String, Group>) {
        for name in self.gains.keys() {
            if let Some(g) = self.group(name) {
                groups.insert(name.clone(), g);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_preset_has_every_type_and_group() {
        let p = Preset::human();
        assert_eq!(p.limits.len(), JOINT_TYPES.len());
        let knee = p.limits_for("knee").unwrap();
        assert!((knee.swing1.to_degrees() - 60.0).abs() < 1e-4);
        assert_eq!(knee.group, "knee");
        assert_eq!(p.limits_for("lumbar").unwrap().group, "spine");
        assert_eq!(p.gains.len(), 8);
        assert_eq!(p.gains["spine"].kp, 400.0);
    }

    #[test]
    fn errors_name_the_line() {
        let bad = HUMAN_TOML.replacen("kd = 40.0", "kd = 40.0\nki = 1.0", 1);
        let e = Preset::parse(&bad, "x").unwrap_err().to_string();
        assert!(e.contains("line ") && e.contains("ki"), "{e}");
        let bad = HUMAN_TOML.replacen("swing1_deg = 60.0", "swing1_deg = 0.0", 1);
        let e = Preset::parse(&bad, "x").unwrap_err().to_string();
        assert!(e.contains("limits.knee") && e.contains("line "), "{e}");
        let bad = HUMAN_TOML.replacen("[limits.knee]", "[limits.kneee]", 1);
        let e = Preset::parse(&bad, "x").unwrap_err().to_string();
        assert!(e.contains("unknown joint type"), "{e}");
    }

    #[test]
    fn mirrored_twist_is_negated_and_swapped() {
        let p = Preset::human();
        let mut j = Joint {
            name: "j".into(),
            parent: "a".into(),
            child: "b".into(),
            parent_frame: Default::default(),
            child_frame: Default::default(),
            swing1: 0.0,
            swing2: 0.0,
            twist_min: 0.0,
            twist_max: 0.0,
            group: String::new(),
            drive: None,
            collide_connected: false,
            hand_tuned: false,
        };
        let mut custom = p.clone();
        custom.limits.get_mut("elbow").unwrap().twist_min = -0.1;
        custom.limits.get_mut("elbow").unwrap().twist_max = 0.5;
        assert!(custom.apply_joint(&mut j, "elbow", true));
        assert_eq!((j.twist_min, j.twist_max), (-0.5, 0.1));
        assert_eq!(j.group, "elbow");
        assert!(!custom.apply_joint(&mut j, "tail", false));
    }
}
