//! Live simulation on rapier3d: a world built from the rig and a pose, exact elliptical swing
//! cones and twist ranges, physical drives (Kp in N·m/rad, Kd in N·m·s/rad, never mass-scaled),
//! collision filtering, a fixed step, a guard against blow-ups, and write-back to bones.
//! See ../shared/docs/ENGINE-NOTES.md for the rapier facts this builds on.

pub mod cone;
pub mod drag;
pub mod drive;
pub mod energy;
pub mod filter;
pub mod guard;
pub mod obstacle;
pub mod saturation;
pub mod stand_query;
pub mod stepper;
pub mod world;

pub use obstacle::{Obstacle, ObstacleKind};
pub use stand_query::Blocker;
pub use world::{BodyState, SimError, SimWorld};
