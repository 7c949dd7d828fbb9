//! The rapier3d backend (ragrig's patched rapier under vendor/): [`RapierWorld`] implements
//! [`crate::sim::engine::Engine`]; [`PairFilter`] turns contacts off for the rig's disabled pairs;
//! [`geometry`] is parry's exact shape test for the standing-capsule query.

pub(crate) mod filter;
pub(crate) mod geometry;
pub(crate) mod world;

pub use filter::PairFilter;
pub use world::{LIMIT_CORRECTION_SPEED, RapierWorld};
