//! Switching a character from animation to ragdoll: the physics-free part (docs/switch-recovery.md).
//!
//! * [`inherit()`]: the body poses and velocities a ragdoll inherits from a clip at a switch
//!   time (`T_WC = T_WB·T_BC`, finite differences over one sim step, teleport detection,
//!   clamps), as an all-or-nothing [`SwitchRecord`].
//! * [`bring_into_limits`]: the pose handed to physics turned back inside the joint limits,
//!   each joint's subtree about its anchor.
//! * [`push_out_of_obstacles`]: the pose handed to physics moved, as a whole, out of the
//!   obstacles it reaches into.
//! * [`safety_timeline`]: the switch-safety timeline of a clip: for every sim step, what
//!   switching there would give (inherited speeds, clamps, joint-limit violation, ground
//!   penetration) and an ok / warn / bad category.
//!
//! Units: metres, seconds, radians (degrees only where a field name says `_deg`).

pub(crate) mod inherit;
pub(crate) mod into_limits;
pub(crate) mod out_of_obstacles;
pub(crate) mod safety;

pub use inherit::{
    BodySwitchState, SwitchError, SwitchRecord, angular_velocity, clamp_magnitude, inherit,
    linear_velocity, sample_times, teleport_markers,
};
pub use into_limits::{LIMIT_SLACK, bring_into_limits, hold_joints};
pub use out_of_obstacles::{deepest_obstacle_overlap, push_out_of_obstacles};
pub use safety::{
    FrameSafety, MAX_TIMELINE_FRAMES, SafetyCategory, SafetyThresholds, categorize, frame_safety,
    ground_penetration, joint_limit_violation, reasons, safety_timeline,
};
