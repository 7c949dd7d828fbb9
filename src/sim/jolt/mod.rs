//! The Jolt Physics backend (oxijolt 1.5, Jolt 5.6, built from the crate's sources with cmake
//! and g++; cargo feature `jolt`, on by default): [`JoltWorld`] implements
//! [`crate::sim::engine::Engine`].

pub(crate) mod world;

pub use world::{JoltWorld, set_threads};

#[cfg(test)]
mod tests;
