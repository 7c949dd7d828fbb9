//! Live simulation of a rig: [`SimWorld`] built from the rig and a pose on the engine the rig
//! names (`[sim] engine`), behind one boundary ([`engine::Engine`]) with two backends in sibling
//! folders, [`rapier`] and [`jolt`] (cargo feature `jolt`, on by default). Shared and
//! engine-independent: exact elliptical swing cones and twist ranges ([`cone`]), physical drives
//! (Kp in N·m/rad, Kd in N·m·s/rad, never mass-scaled, [`drive`]), the energy budget, the guard
//! against blow-ups, saturation, the joint measurements and write-back to bones.

pub(crate) mod cone;
pub(crate) mod drag;
pub(crate) mod drive;
pub(crate) mod energy;
pub(crate) mod engine;
pub(crate) mod guard;
#[cfg(feature = "jolt")]
pub mod jolt;
pub(crate) mod obstacle;
pub mod rapier;
pub(crate) mod saturation;
pub(crate) mod stand_query;
pub(crate) mod stepper;
pub(crate) mod support_damping;
pub(crate) mod world;

pub use drag::{DragSettings, DragSpring};
pub use drive::{AxisGains, axis_gains, convert_gains, group_inertia, override_from_group};
pub use engine::Engine;
pub use obstacle::{
    DEFAULT_CHARACTER_HEIGHT_M, MAX_SLOPE_DEG, Obstacle, ObstacleKind, ObstacleNameError,
};
pub use saturation::{GroupSaturation, group_saturation, joint_saturation};
pub use stand_query::{Blocker, capsule_hits, obstacle_penetration};
pub use world::{BodyState, SimError, SimWorld, StepTiming, Touching};
