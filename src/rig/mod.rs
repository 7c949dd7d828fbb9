//! The rig: the authored ragdoll (bodies, joints, drive groups, settings), its TOML file format,
//! mass properties, joint-limit maths, presets and the rig doctor.

pub(crate) mod clip_roles;
pub mod damping;
pub(crate) mod doctor;
pub(crate) mod format;
pub(crate) mod gate;
pub mod limits;
pub mod mass;
pub mod model;
pub mod preset;
pub mod preset_apply;
pub mod rest;

pub use clip_roles::{ClipRole, ClipRoles};
pub use doctor::{Finding, Fix, Severity, Subject, apply_fix, diagnose};
pub use format::{RigError, RigParseError, load_rig, parse_rig, save_rig, write_rig};
pub use gate::{RigRefused, check_rig};
pub use model::*;
