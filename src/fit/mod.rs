//! The ragdoll generator: humanoid mapping from bone names, a capsule per body fitted to the
//! skinned rest-pose vertices, joint frames at the child bones, masses by segment fractions,
//! collision filtering, and left/right mirroring. No UI here; `generate` is the entry point.
//!
//! Data flow: [`map_humanoid`] (role → bone) → [`fit_bodies`] (role → capsule) → `frames`
//! (joint frames) with limits and groups from a [`crate::rig::Preset`] → `mass` →
//! `collision::overlapping_pairs` → a [`crate::rig::Rig`] and a [`FitReport`].
//! Sizes are relative to the character's height (models need not be in metres).
//! With clips, limits are then fitted to the motion (`motion` samples, [`fit_limits`] fits
//! inside the [`RangeOfMotion`]; docs/limits.md).

pub(crate) mod anatomical;
mod capsule;
pub(crate) mod chains;
mod clip_guess;
pub(crate) mod collision;
mod envelope;
pub(crate) mod error;
pub(crate) mod frames;
mod generate;
pub(crate) mod humanoid;
mod keep;
pub(crate) mod limits;
pub(crate) mod mapping;
pub(crate) mod mass;
mod mirror;
pub(crate) mod motion;
pub(crate) mod names;
pub(crate) mod refit;
pub(crate) mod role;
pub(crate) mod switch_caps;
pub(crate) mod topology;

pub use capsule::{
    BodySeed, CapsuleFit, FitSettings, character_floor, character_height, fit_bodies,
};
pub use chains::{ChainLimitsError, ChainOptions};
pub use clip_guess::{ChestAxis, ClipGuess, guess_clip_roles, guess_for_rig};
pub use envelope::{
    Envelope, RANGE_OF_MOTION_STEM, RANGE_OF_MOTION_TOML, RangeOfMotion, RangeOfMotionError,
};
pub use error::FitError;
pub use generate::{
    BodyReport, FitOptions, FitReport, JointReport, RestPoseReport, generate, standing_floor,
};
pub use humanoid::map_character;
pub use keep::{Kept, keep_hand_tuned};
pub use limits::{JointFit, LimitFitOptions, LimitFitReport, LimitSource, fit_limits};
pub use mapping::{MapSource, Mapping, MappingReport, map_humanoid};
pub use mass::MassMode;
pub use mirror::{MirrorMode, MirrorPlane, mirror_left_to_right, mirror_rig};
pub use refit::refit_body;
pub use role::{Role, Segment};
pub use topology::LOW_CONFIDENCE;
