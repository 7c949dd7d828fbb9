//! The rapier3d backend (ragrig's patched rapier under vendor/): [`RapierWorld`] implements
//! [`crate::sim::engine::Engine`]; [`filter`] turns contacts off for the rig's disabled pairs;
//! [`geometry`] is parry's exact shape test for the standing-capsule query.

pub mod filter;
pub(crate) mod geometry;
pub(crate) mod world;

pub use world::{LIMIT_CORRECTION_SPEED, RapierWorld};
