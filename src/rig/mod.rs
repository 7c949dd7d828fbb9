//! The rig: the authored ragdoll (bodies, joints, drive groups, settings), its TOML file format,
//! mass properties, joint-limit maths, presets and the rig doctor.

pub(crate) mod clip_overlap;
pub(crate) mod clip_roles;
pub(crate) mod damping;
pub(crate) mod doctor;
pub(crate) mod format;
pub(crate) mod gate;
pub(crate) mod limits;
pub(crate) mod mass;
pub(crate) mod model;
pub(crate) mod preset;
pub(crate) mod preset_apply;
pub(crate) mod rest;
pub(crate) mod strength;

pub use clip_overlap::{CLIP_OVERLAP_SHARE, ClipOverlap, ClipOverlaps, clip_overlaps};
pub use clip_roles::{ClipRole, ClipRoles};
pub use damping::{
    DriveDamping, MIN_DAMPING_RATIO, drive_damping, kd_for_ratio, subtree_mass_center, under_damped,
};
pub use doctor::{Finding, Fix, Severity, Subject, apply_fix, diagnose};
pub use format::{RigError, RigParseError, load_rig, parse_rig, save_rig, write_rig};
pub use gate::{RigRefused, check_rig};
pub use limits::{cone_ratio, decompose};
pub use mass::{centre_of_mass, inertia_about_axis, min_inertia_about, principal_inertia, volume};
pub use model::*;
pub use preset::{GainSpec, LimitSpec, Preset, PresetError, PresetParseError};
pub use preset_apply::{ApplyReport, PresetTarget, apply_preset};
pub use rest::{body_world, close_joint_gaps, joint_world_frames, shape_penetration};
pub use strength::{DriveSag, MAX_SAG_DEG, WARN_SAG_DEG, drive_sag, weak_drives};
