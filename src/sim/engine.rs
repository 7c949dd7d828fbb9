//! The engine boundary: what [`super::SimWorld`] asks of a physics engine. Everything physical
//! goes through [`Engine`] (bodies, joints with their limits and motors, kinematic moves,
//! impulses, mouse-drag springs, obstacles, stepping, sleep); everything the rig
//! defines on top (drive targets from a pose, drive weights, the joint measurements in the
//! rig's convention, energy, the guard, write-back to bones) is computed once in
//! [`super::SimWorld`] for every engine.
//!
//! Bodies and joints are addressed by their index in the rig (`rig.bodies`, `rig.joints`).
//! A backend is built from a rig and the world placement `T_WC` of every body; the two
//! backends live in the sibling folders `src/sim/rapier/` and `src/sim/jolt/`.

use super::drive::AxisGains;
use super::obstacle::Obstacle;
use crate::rig::{Joint, Rig, SimEngine};
use crate::xform::Rigid;
use glam::{Quat, Vec3};

/// Why a simulation could not be built or stopped.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("cannot build the simulation: {0}")]
    Build(String),
    #[error("simulation stopped: {0}")]
    Stopped(String),
}

/// A body's world state: `T_WC`, linear velocity of its centre (m/s), angular velocity (rad/s).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BodyState {
    pub pose: Rigid,
    pub linvel: Vec3,
    pub angvel: Vec3,
}

/// What one body touched in the last step: a diagnostic that says which contacts a joint gap
/// or a limit overshoot happened under (a hand pinned between the trunk and the ground).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Touching {
    /// The other rig bodies it touched, by rig index, ascending.
    pub bodies: Vec<usize>,
    /// Whether it touched fixed scenery: the ground or an obstacle.
    pub scenery: bool,
}

/// What a joint's motors do, with physical gains (Kp N·m/rad, Kd N·m·s/rad, max torque N·m)
/// per axis of the joint frame (X twist, Y, Z). Each backend turns them into its own motor
/// settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum JointMotor {
    /// PD toward the joint's drive target rotation ([`Engine::set_drive_target`]).
    Drive([AxisGains; 3]),
    /// Drive the relative angular velocity (rad/s, joint frame) with Kd only.
    Velocity { omega: Vec3, gains: [AxisGains; 3] },
    /// Drives off: every axis resists relative rotation up to this friction torque (N·m);
    /// 0 is a free joint.
    Friction(f32),
}

/// A mouse-drag spring on a body (see [`super::drag`]): the grabbed point in the body's frame
/// is pulled toward `target` (world) with `stiffness` N/m and `damping` N·s/m, at most
/// `max_force` N.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DragParams {
    pub body: usize,
    pub local_point: Vec3,
    pub target: Vec3,
    pub stiffness: f32,
    pub damping: f32,
    pub max_force: f32,
}

/// What went wrong in a step.
#[derive(Clone, Debug, PartialEq)]
pub enum StepFault {
    /// The engine found a body with a non-finite state (rig body index when known).
    NonFinite(Option<usize>),
    /// The engine refused the step.
    Failed(String),
}

/// A physics engine holding one rig's world. Every method takes rig body or joint indices;
/// out-of-range indices are the caller's bug (the facade checks them).
pub trait Engine: Send + Sync {
    /// Which engine this is.
    fn kind(&self) -> SimEngine;

    /// A body's pose `T_WC` and velocities (linear of its centre, angular, world frame).
    fn state(&self, body: usize) -> BodyState;

    /// A body's pose `T_WC` (no velocities).
    fn pose(&self, body: usize) -> Rigid {
        self.state(body).pose
    }

    /// Set a body's velocities (m/s, rad/s) and wake it.
    fn set_velocity(&mut self, body: usize, linvel: Vec3, angvel: Vec3);

    /// Put a body at a pose now (velocity kept).
    fn teleport(&mut self, body: usize, pose: &Rigid);

    /// Make a body dynamic (simulated) or kinematic (moved by [`Engine::set_kinematic_target`]).
    fn set_dynamic(&mut self, body: usize, dynamic: bool);

    fn is_dynamic(&self, body: usize) -> bool;

    /// Is the body asleep (the engine stopped simulating it until something wakes it)?
    fn is_sleeping(&self, body: usize) -> bool;

    /// What the body touched in the last step (contacts with a touching or speculative point
    /// the engine solved; pairs the rig turns off never count).
    fn touching(&self, body: usize) -> Touching;

    /// Whether the body touched the scenery (the ground or an obstacle) in the last step:
    /// [`Engine::touching`]'s `scenery`, which a backend may answer without listing the bodies.
    fn touches_scenery(&self, body: usize) -> bool {
        self.touching(body).scenery
    }

    /// A kinematic body reaches this pose at the end of the next step (ignored on dynamic ones).
    fn set_kinematic_target(&mut self, body: usize, pose: &Rigid);

    /// An impulse (N·s) at a world point.
    fn apply_impulse(&mut self, body: usize, impulse: Vec3, point: Vec3);

    /// Take a joint's limits (twist range, swing half-angles) from the rig joint.
    fn set_joint_limits(&mut self, joint: usize, j: &Joint);

    /// Set what a joint's motors do.
    fn set_joint_motor(&mut self, joint: usize, motor: &JointMotor);

    /// A joint's drive target: the child frame's rotation relative to the parent frame.
    fn set_drive_target(&mut self, joint: usize, target: Quat);

    /// Add a fixed cuboid; returns the engine's id for it.
    fn add_obstacle(&mut self, o: &Obstacle) -> u64;

    fn remove_obstacle(&mut self, id: u64);

    /// Start a drag spring; returns its id.
    fn add_drag(&mut self, drag: &DragParams) -> u64;

    /// Move a drag spring's target (reached during the next step).
    fn set_drag_target(&mut self, id: u64, target: Vec3);

    fn remove_drag(&mut self, id: u64);

    /// The force (N) a drag spring pulls its body with in the state now, as this engine applies
    /// it ([`crate::sim::drag::spring_force`] with its gains and its caps: rapier holds each
    /// axis to its own motor's cap); None for an unknown id.
    fn drag_force(&self, id: u64) -> Option<Vec3>;

    /// The force (N) a drag spring will pull its body with at the start of the next step, from
    /// the state now: [`Self::drag_force`] unless the engine sets its caps per step (rapier
    /// shares the cap out among its motors from the state at the start of each step).
    fn drag_start_force(&self, id: u64) -> Option<Vec3> {
        self.drag_force(id)
    }

    /// The work (J) a drag spring did on its body since it started, where the engine knows it
    /// exactly (Jolt: its force in every substep times the point's displacement over it); None
    /// where it does not (rapier's implicit motors): [`crate::sim::DragSpring::take_work`] then
    /// estimates it from [`Self::drag_force`].
    fn drag_work(&self, _id: u64) -> Option<f32> {
        None
    }

    /// Contacts off between these pairs of bodies, on top of the rig's own filtering, until the
    /// next call (an empty list turns them all back on).
    fn set_paused_pairs(&mut self, pairs: &[(usize, usize)]);

    /// Advance by one step of the rig's `dt` (with the rig's substeps).
    fn step(&mut self) -> Result<(), StepFault>;

    /// Wall-clock seconds the last [`Engine::step`] spent inside the physics library's own step
    /// (rapier's `step_with_events`, Jolt's update of each substep). The rest of a step is
    /// ragrig's: the backend's and [`crate::sim::SimWorld`]'s work around the library.
    fn library_seconds(&self) -> f64;

    /// The backend as `Any`, for engine-specific tools (benchmarks against the bare engine).
    fn as_any(&self) -> &dyn std::any::Any;

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
}

/// Build the engine the rig asks for (`rig.sim.engine`).
pub fn build(rig: &Rig, placed: &[Rigid]) -> Result<Box<dyn Engine>, SimError> {
    match rig.sim.engine {
        SimEngine::Rapier => Ok(Box::new(super::rapier::RapierWorld::new(rig, placed)?)),
        SimEngine::Jolt => build_jolt(rig, placed),
    }
}

#[cfg(feature = "jolt")]
fn build_jolt(rig: &Rig, placed: &[Rigid]) -> Result<Box<dyn Engine>, SimError> {
    Ok(Box::new(super::jolt::JoltWorld::new(rig, placed)?))
}

#[cfg(not(feature = "jolt"))]
fn build_jolt(_: &Rig, _: &[Rigid]) -> Result<Box<dyn Engine>, SimError> {
    Err(SimError::Build(
        "this ragrig was built without the Jolt engine (cargo feature `jolt`); use engine = \"rapier\""
            .to_owned(),
    ))
}

/// Is this engine built into this ragrig?
pub fn available(engine: SimEngine) -> bool {
    match engine {
        SimEngine::Rapier => true,
        SimEngine::Jolt => cfg!(feature = "jolt"),
    }
}
