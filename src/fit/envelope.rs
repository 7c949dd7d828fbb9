//! The anatomical envelope: per joint type, the human range of motion that fitted limits are
//! kept inside (`presets/range_of_motion.toml`, its published source cited there), as ranges of
//! the swing–twist decomposition from the joint's reference pose: θy, θz (the swing's rotation
//! vector) and the twist, for a left or centre joint. A right joint reads the mirror: θy and
//! the twist negated and swapped.

use serde::Deserialize;
use std::collections::BTreeMap;

/// The built-in table (the text of presets/range_of_motion.toml).
pub const RANGE_OF_MOTION_TOML: &str = include_str!("../../presets/range_of_motion.toml");
/// The table's file stem in presets/ (not a preset; preset pickers leave it out).
pub const RANGE_OF_MOTION_STEM: &str = "range_of_motion";

/// One joint type's ranges, radians, `(min, max)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Envelope {
    pub theta_y: (f32, f32),
    pub theta_z: (f32, f32),
    pub twist: (f32, f32),
}

impl Envelope {
    /// The envelope of the mirrored (right-side) joint: θy and twist negated and swapped.
    pub fn mirrored(&self) -> Envelope {
        Envelope {
            theta_y: (-self.theta_y.1, -self.theta_y.0),
            theta_z: self.theta_z,
            twist: (-self.twist.1, -self.twist.0),
        }
    }

    /// How far (rad, ≥ 0) a swing (θy, θz) lies outside the ranges.
    pub fn swing_excess(&self, swing: glam::Vec2) -> f32 {
        let out = |v: f32, (lo, hi): (f32, f32)| (lo - v).max(v - hi).max(0.0);
        out(swing.x, self.theta_y).max(out(swing.y, self.theta_z))
    }

    /// How far (rad, ≥ 0) a twist lies outside the range.
    pub fn twist_excess(&self, twist: f32) -> f32 {
        (self.twist.0 - twist).max(twist - self.twist.1).max(0.0)
    }
}

/// The table.
#[derive(Clone, Debug, PartialEq)]
pub struct RangeOfMotion {
    pub source: String,
    /// Joint type (`knee`, `shoulder`, …) → ranges.
    pub joints: BTreeMap<String, Envelope>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileTable {
    format: String,
    format_version: u32,
    source: String,
    joint: BTreeMap<String, FileJoint>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileJoint {
    theta_y_deg: [f32; 2],
    theta_z_deg: [f32; 2],
    twist_deg: [f32; 2],
}

/// What is wrong with a range-of-motion table.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RangeOfMotionError {
    /// Not TOML, or a field missing, unknown or of the wrong type (the TOML parser's message).
    #[error("{0}")]
    Syntax(String),
    #[error("format '{format}' version {version} is not a range-of-motion table version 1")]
    Format { format: String, version: u32 },
    #[error("joint.{0}: unknown joint type")]
    UnknownJointType(String),
    /// A range that is not `min ≤ max` within `±bound` degrees.
    #[error("joint.{joint_type}.{field}: [{lo}, {hi}] must be min ≤ max within ±{bound}°")]
    Range {
        joint_type: String,
        field: &'static str,
        lo: f32,
        hi: f32,
        bound: f32,
    },
}

impl RangeOfMotion {
    /// The built-in table.
    pub fn builtin() -> RangeOfMotion {
        // The shipped table is checked by a unit test.
        Self::parse(RANGE_OF_MOTION_TOML).unwrap_or(RangeOfMotion {
            source: String::new(),
            joints: BTreeMap::new(),
        })
    }

    /// The built-in table, parsed once.
    pub fn shared() -> &'static RangeOfMotion {
        static TABLE: std::sync::OnceLock<RangeOfMotion> = std::sync::OnceLock::new();
        TABLE.get_or_init(Self::builtin)
    }

    /// Parse the table's TOML; errors name the field (and line/column for syntax or types).
    pub fn parse(text: &str) -> Result<RangeOfMotion, RangeOfMotionError> {
        let f: FileTable = toml::from_str(text)
            .map_err(|e| RangeOfMotionError::Syntax(e.to_string().trim_end().to_owned()))?;
        if f.format != "range-of-motion" || f.format_version != 1 {
            return Err(RangeOfMotionError::Format {
                format: f.format,
                version: f.format_version,
            });
        }
        let mut joints = BTreeMap::new();
        for (t, j) in f.joint {
            if !crate::rig::preset::JOINT_TYPES.contains(&t.as_str()) {
                return Err(RangeOfMotionError::UnknownJointType(t));
            }
            let range = |name: &'static str, [lo, hi]: [f32; 2], bound: f32| {
                if lo.is_finite() && hi.is_finite() && lo <= hi && lo >= -bound && hi <= bound {
                    Ok((lo.to_radians(), hi.to_radians()))
                } else {
                    Err(RangeOfMotionError::Range {
                        joint_type: t.clone(),
                        field: name,
                        lo,
                        hi,
                        bound,
                    })
                }
            };
            joints.insert(
                t.clone(),
                Envelope {
                    theta_y: range("theta_y_deg", j.theta_y_deg, 180.0)?,
                    theta_z: range("theta_z_deg", j.theta_z_deg, 180.0)?,
                    twist: range("twist_deg", j.twist_deg, 180.0)?,
                },
            );
        }
        Ok(RangeOfMotion {
            source: f.source,
            joints,
        })
    }

    /// The envelope of a joint type, mirrored for a right-side joint.
    pub fn for_joint(&self, joint_type: &str, right: bool) -> Option<Envelope> {
        let e = *self.joints.get(joint_type)?;
        Some(if right { e.mirrored() } else { e })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_covers_every_joint_type_and_cites_its_source() {
        let t = RangeOfMotion::parse(RANGE_OF_MOTION_TOML).unwrap();
        for jt in crate::rig::preset::JOINT_TYPES {
            assert!(t.joints.contains_key(jt), "{jt}");
        }
        assert!(t.source.contains("AAOS"));
        // Knee flexion 135° (the source's number) on +θy.
        let k = t.for_joint("knee", false).unwrap();
        assert!((k.theta_y.1.to_degrees() - 135.0).abs() < 1e-4);
        // The mirror negates and swaps θy and the twist, keeps θz.
        let r = t.for_joint("hip", true).unwrap();
        let l = t.for_joint("hip", false).unwrap();
        assert_eq!(r.theta_y, (-l.theta_y.1, -l.theta_y.0));
        assert_eq!(r.twist, (-l.twist.1, -l.twist.0));
        assert_eq!(r.theta_z, l.theta_z);
    }

    #[test]
    fn bad_tables_are_rejected_with_the_field() {
        let bad = RANGE_OF_MOTION_TOML.replace("[-10.0, 135.0]", "[135.0, -10.0]");
        let e = RangeOfMotion::parse(&bad).unwrap_err().to_string();
        assert!(e.contains("joint.knee.theta_y_deg"), "{e}");
        let e = RangeOfMotion::parse("format = \"x\"\nformat_version = 1\nsource = \"\"\n[joint]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("range-of-motion"), "{e}");
    }
}
