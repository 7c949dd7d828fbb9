//! Live simulation of a rig: [`SimWorld`] built from the rig and a pose on the engine the rig
//! names (`[sim] engine`), behind one boundary ([`engine::Engine`]) with two backends in sibling
//! folders, [`rapier`] and [`jolt`] (cargo feature `jolt`, on by default). Shared and
//! engine-independent: exact elliptical swing cones and twist ranges ([`cone`]), physical drives
//! (Kp in N·m/rad, Kd in N·m·s/rad, never mass-scaled, [`drive`]), the energy budget, the guard
//! against blow-ups, saturation, the joint measurements and write-back to bones.

pub mod cone;
pub mod drag;
pub mod drive;
pub mod energy;
pub mod engine;
pub mod guard;
#[cfg(feature = "jolt")]
pub mod jolt;
pub mod obstacle;
pub mod rapier;
pub mod saturation;
pub mod stand_query;
pub mod stepper;
pub mod world;

pub use engine::Engine;
pub use obstacle::{Obstacle, ObstacleKind};
pub use stand_query::Blocker;
pub use world::{BodyState, SimError, SimWorld};
