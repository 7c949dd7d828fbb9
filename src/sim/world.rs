//! [`SimWorld`]: one rig's live simulation on the engine the rig names (`[sim] engine`), with
//! everything that does not depend on the engine computed here once: drive targets from a
//! pose (inside the joint's cone and twist range), drive weights and the drives-off joint
//! friction, the joint measurements in the rig's convention, kinetic energy and the guard
//! against blow-ups, interpolation and write-back to bones. The engine itself sits behind
//! [`crate::sim::engine::Engine`].

use super::cone::project;
use super::drive::{AxisGains, axis_gains};
use super::engine::{self, Engine, JointMotor, StepFault};
pub use super::engine::{BodyState, SimError, Touching};
use super::guard::{energy_limit, kinetic_energy};
use super::obstacle::Obstacle;
use super::support_damping;
use crate::character::Character;
use crate::rig::limits::{cone_ratio, decompose};
use crate::rig::rest::body_world;
use crate::rig::{Rig, SimEngine, WORLD};
use crate::xform::{Rigid, Xform};
use glam::{Mat4, Quat, Vec3};

struct JointSlot {
    /// Rig body index of the parent (None: the world).
    parent: Option<usize>,
    child: usize,
    /// Drive target relative rotation (identity = the rest pose of the frames).
    target: Quat,
}

/// One joint's measurements now, in the rig's convention (see [`crate::rig::limits`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct JointMeasure {
    /// Distance between the joint's two anchors, m.
    pub gap: f32,
    /// Normalised elliptical swing (1 = on the cone).
    pub swing_ratio: f32,
    /// Twist beyond its range, rad (0 inside).
    pub twist_overshoot: f32,
}

/// Per-step measurements for plots and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepStats {
    /// Largest distance between a joint's two anchors, m.
    pub max_anchor_error: f32,
    /// Largest normalised elliptical swing (1 = on the cone).
    pub max_cone_ratio: f32,
    /// Largest twist beyond its range, rad.
    pub max_twist_overshoot: f32,
    /// Total kinetic energy, J.
    pub kinetic_energy: f32,
}

/// Where the wall-clock time of the last step went ([`SimWorld::last_timing`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepTiming {
    /// The whole of [`SimWorld::step`], s.
    pub step_s: f64,
    /// Of that, inside the physics library's own step calls, s ([`Engine::library_seconds`]).
    pub library_s: f64,
}

impl StepTiming {
    /// ragrig's share over the library's: `(step − library) / library` (0 before a step).
    pub fn overhead(&self) -> f64 {
        if self.library_s > 0.0 {
            (self.step_s - self.library_s) / self.library_s
        } else {
            0.0
        }
    }
}

const NO_GAINS: AxisGains = AxisGains {
    kp: 0.0,
    kd: 0.0,
    max_torque: 0.0,
};

pub struct SimWorld {
    engine: Box<dyn Engine>,
    rig: Rig,
    joints: Vec<JointSlot>,
    /// Simulated time, s.
    pub time: f64,
    pub steps: u64,
    /// Why the guard stopped the simulation.
    pub stopped: Option<String>,
    /// Body poses before the last step (for interpolated drawing).
    prev: Vec<Rigid>,
    energy_limit: f32,
    /// Whether the joint motors drive toward their targets; changed only through
    /// [`SimWorld::set_drives_enabled`], which updates the engine's motors with it.
    drives_enabled: bool,
    /// Measure anchors and limits after every step (for plots and tests); off, only the
    /// kinetic energy the guard needs is computed.
    pub collect_stats: bool,
    pub last: StepStats,
    /// Scales every drive's Kp and max torque (Kd kept), on top of the group weights; 1 by
    /// default ([`SimWorld::set_drive_weight`]).
    drive_weight: f32,
    /// Test-scene obstacles with the engine's id of each, in insertion order.
    obstacles: Vec<(Obstacle, u64)>,
    /// Body pairs whose contacts are paused until their shapes no longer overlap
    /// ([`SimWorld::pause_overlapping_contacts`]).
    paused: Vec<(usize, usize)>,
    /// Per joint: the bodies on its child's side (the child and everything below it).
    below: Vec<Vec<usize>>,
    /// Per body: which ragdoll (set of bodies joined by joints) it belongs to.
    ragdoll_of: Vec<usize>,
    ragdoll_count: usize,
    /// Per joint: the factor on its drive's Kd for the side its motors move now
    /// ([`super::support_damping`]).
    kd_scale: Vec<f32>,
    /// The last step's wall-clock split ([`SimWorld::last_timing`]).
    timing: StepTiming,
}

/// The placement of every body, or a clear error for a missing or non-finite one.
fn checked_placements(rig: &Rig, placed: &[Option<Rigid>]) -> Result<Vec<Rigid>, SimError> {
    rig.bodies
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let t = placed.get(i).copied().flatten().ok_or_else(|| {
                SimError::Build(format!(
                    "body '{}': its bone '{}' is not in the model",
                    b.name, b.bone
                ))
            })?;
            if !t.is_finite() {
                return Err(SimError::Build(format!(
                    "body '{}' has a non-finite placement",
                    b.name
                )));
            }
            Ok(t)
        })
        .collect()
}

impl SimWorld {
    /// Build the world from a rig and a local pose of the character. Simulated bodies are
    /// dynamic, the others kinematic (they follow the animation through
    /// [`SimWorld::set_kinematic_targets`]).
    pub fn new(rig: &Rig, ch: &Character, pose: &[Xform]) -> Result<Self, SimError> {
        let placed = body_world(rig, &ch.skeleton, pose);
        Self::from_placements(rig, &placed)
    }

    /// Build from world placements `T_WC` of every body, on the rig's engine.
    pub fn from_placements(rig: &Rig, placed: &[Option<Rigid>]) -> Result<Self, SimError> {
        let placed = checked_placements(rig, placed)?;
        let mut joints = Vec::new();
        for j in &rig.joints {
            let child = rig.body_index(&j.child).ok_or_else(|| {
                SimError::Build(format!("joint '{}': no child body '{}'", j.name, j.child))
            })?;
            let parent = if j.parent == WORLD {
                None
            } else {
                Some(rig.body_index(&j.parent).ok_or_else(|| {
                    SimError::Build(format!("joint '{}': no parent body '{}'", j.name, j.parent))
                })?)
            };
            joints.push(JointSlot {
                parent,
                child,
                target: Quat::IDENTITY,
            });
        }
        // The bodies each body is the parent of, through a joint.
        let mut children = vec![Vec::new(); rig.bodies.len()];
        for j in &joints {
            if let Some(p) = j.parent {
                children[p].push(j.child);
            }
        }
        // Every body reached from `from` through `children` (itself included), in `seen`'s
        // order of discovery; `seen` marks them.
        let reach = |from: usize, seen: &mut Vec<bool>| {
            let (mut out, mut stack) = (Vec::new(), vec![from]);
            while let Some(b) = stack.pop() {
                if !std::mem::replace(&mut seen[b], true) {
                    out.push(b);
                    stack.extend(&children[b]);
                }
            }
            out
        };
        let below: Vec<Vec<usize>> = joints
            .iter()
            .map(|j| reach(j.child, &mut vec![false; rig.bodies.len()]))
            .collect();
        // Ragdolls: each root (a body no joint holds to another body) with everything below it;
        // a body in a loop of joints with no root (the doctor refuses such rigs) on its own.
        let mut ragdoll_of = vec![usize::MAX; rig.bodies.len()];
        let mut seen = vec![false; rig.bodies.len()];
        let roots = (0..rig.bodies.len())
            .filter(|&b| !joints.iter().any(|j| j.child == b && j.parent.is_some()));
        let mut ragdoll_count = 0;
        for root in roots.chain(0..rig.bodies.len()) {
            let members = reach(root, &mut seen);
            if members.is_empty() {
                continue;
            }
            for b in members {
                ragdoll_of[b] = ragdoll_count;
            }
            ragdoll_count += 1;
        }
        let kd_scale = vec![1.0; joints.len()];
        let engine = engine::build(rig, &placed)?;
        let height = placed
            .iter()
            .map(|t| t.translation.y)
            .fold(1.0f32, f32::max);
        let mut sim = SimWorld {
            engine,
            rig: rig.clone(),
            joints,
            time: 0.0,
            steps: 0,
            stopped: None,
            prev: placed,
            energy_limit: 0.0,
            drives_enabled: true,
            collect_stats: false,
            last: StepStats::default(),
            drive_weight: 1.0,
            obstacles: Vec::new(),
            paused: Vec::new(),
            below,
            ragdoll_of,
            ragdoll_count,
            kd_scale,
            timing: StepTiming::default(),
        };
        sim.apply_motors();
        let e0 = sim.kinetic_energy();
        sim.energy_limit = energy_limit(rig.total_mass(), height, e0, rig.sim.gravity.length());
        Ok(sim)
    }

    pub fn rig(&self) -> &Rig {
        &self.rig
    }

    /// The engine simulating this world.
    pub fn engine_kind(&self) -> SimEngine {
        self.engine.kind()
    }

    /// The engine itself, for engine-specific tools (e.g. a benchmark against the bare
    /// engine): downcast with `as_any`.
    pub fn engine(&self) -> &dyn Engine {
        self.engine.as_ref()
    }

    pub fn engine_mut(&mut self) -> &mut dyn Engine {
        self.engine.as_mut()
    }

    pub fn body_count(&self) -> usize {
        self.rig.bodies.len()
    }

    pub fn state(&self, body: usize) -> BodyState {
        self.engine.state(body)
    }

    /// Poses interpolated between the last two steps (`alpha` in [0, 1]).
    pub fn interpolated(&self, alpha: f32) -> Vec<Rigid> {
        (0..self.body_count())
            .map(|i| {
                let (a, b) = (self.prev[i], self.engine.pose(i));
                Rigid::new(
                    a.rotation.slerp(b.rotation, alpha),
                    a.translation.lerp(b.translation, alpha),
                )
            })
            .collect()
    }

    fn poses(&self) -> Vec<Rigid> {
        (0..self.body_count())
            .map(|i| self.engine.pose(i))
            .collect()
    }

    /// World frames of a joint's two sides from given body poses.
    fn frames_in(&self, poses: &[Rigid], k: usize) -> (Rigid, Rigid) {
        let s = &self.joints[k];
        let j = &self.rig.joints[k];
        let a = s.parent.map_or(Rigid::IDENTITY, |p| poses[p]);
        (a.mul(&j.parent_frame), poses[s.child].mul(&j.child_frame))
    }

    /// World frames of a joint's two sides.
    fn joint_frames(&self, k: usize) -> (Rigid, Rigid) {
        let s = &self.joints[k];
        let j = &self.rig.joints[k];
        let a = s.parent.map_or(Rigid::IDENTITY, |p| self.engine.pose(p));
        let b = self.engine.pose(s.child);
        (a.mul(&j.parent_frame), b.mul(&j.child_frame))
    }

    /// A joint's drive target relative rotation (identity = the frames' rest alignment).
    pub fn drive_target(&self, k: usize) -> Quat {
        self.joints[k].target
    }

    /// Relative angular velocity of a joint's child with respect to its parent, rad/s, in the
    /// parent's joint frame.
    pub fn joint_relative_angvel(&self, k: usize) -> Vec3 {
        let s = &self.joints[k];
        let wa = s.parent.map_or(Vec3::ZERO, |p| self.state(p).angvel);
        let (fa, _) = self.joint_frames(k);
        fa.rotation.inverse() * (self.state(s.child).angvel - wa)
    }

    /// Relative rotation `q_rel = q_Aframe⁻¹ · q_Bframe` of a joint now.
    pub fn joint_rotation(&self, k: usize) -> Quat {
        let (fa, fb) = self.joint_frames(k);
        (fa.rotation.inverse() * fb.rotation).normalize()
    }

    /// Total kinetic energy of the rig's dynamic bodies, J (animation-driven kinematic bodies
    /// are not the simulation's energy).
    pub fn kinetic_energy(&self) -> f32 {
        (0..self.body_count())
            .filter(|&i| self.engine.is_dynamic(i))
            // From +0: with no dynamic body (a get-up), f32's `sum` gives −0 ("-0.0 J").
            .fold(0.0, |total, i| total + self.body_kinetic_energy(i))
    }

    /// Each joint's anchor gap, swing ratio and twist overshoot now (rig joint order), measured
    /// from the body poses in the rig's convention, the same for every engine.
    pub fn joint_measures(&self) -> Vec<JointMeasure> {
        let poses = self.poses();
        (0..self.joints.len())
            .map(|k| {
                let (fa, fb) = self.frames_in(&poses, k);
                let j = &self.rig.joints[k];
                let (sw, tw) = decompose(fa.rotation.inverse() * fb.rotation);
                JointMeasure {
                    gap: (fa.translation - fb.translation).length(),
                    swing_ratio: cone_ratio(sw, j.swing1, j.swing2),
                    twist_overshoot: (j.twist_min - tw).max(tw - j.twist_max).max(0.0),
                }
            })
            .collect()
    }

    /// Measure anchors, limits and energy now.
    pub fn measure(&self) -> StepStats {
        let mut st = StepStats {
            kinetic_energy: self.kinetic_energy(),
            ..Default::default()
        };
        for m in self.joint_measures() {
            st.max_anchor_error = st.max_anchor_error.max(m.gap);
            st.max_cone_ratio = st.max_cone_ratio.max(m.swing_ratio);
            st.max_twist_overshoot = st.max_twist_overshoot.max(m.twist_overshoot);
        }
        st
    }

    /// Centre of mass of the dynamic bodies (m) and their mass (kg); the origin for none.
    pub fn center_of_mass(&self) -> (Vec3, f32) {
        let dynamic: Vec<Option<Rigid>> = (0..self.body_count())
            .map(|i| self.engine.is_dynamic(i).then(|| self.engine.pose(i)))
            .collect();
        crate::rig::centre_of_mass(&self.rig, &dynamic).unwrap_or((Vec3::ZERO, 0.0))
    }

    /// Is this body asleep (the engine stopped simulating it until something wakes it)?
    pub fn is_sleeping(&self, body: usize) -> bool {
        self.engine.is_sleeping(body)
    }

    /// What this body touched in the last step (see [`Touching`]).
    pub fn touching(&self, body: usize) -> Touching {
        self.engine.touching(body)
    }

    /// Is this body dynamic (simulated now, not following the animation or pinned)?
    pub fn is_dynamic(&self, body: usize) -> bool {
        self.engine.is_dynamic(body)
    }

    /// Kinetic energy of one body, J.
    pub fn body_kinetic_energy(&self, i: usize) -> f32 {
        let s = self.state(i);
        let b = &self.rig.bodies[i];
        kinetic_energy(
            b.mass,
            s.linvel,
            b.inertia(),
            s.pose.rotation.inverse() * s.angvel,
        )
    }

    /// Kinematic (animation-driven) bodies move to these poses during the next step.
    pub fn set_kinematic_targets(&mut self, poses: &[Option<Rigid>]) {
        for (i, p) in poses.iter().enumerate().take(self.body_count()) {
            if let Some(p) = p {
                self.engine.set_kinematic_target(i, p);
            }
        }
    }

    /// Make every body kinematic (the animation drives them).
    pub fn set_all_kinematic(&mut self) {
        for i in 0..self.body_count() {
            self.engine.set_dynamic(i, false);
        }
        if !self.paused.is_empty() {
            self.paused.clear();
            self.engine.set_paused_pairs(&[]);
        }
    }

    /// Put a body at a pose now (no interpolation, velocity kept).
    pub fn teleport(&mut self, body: usize, pose: &Rigid) {
        self.engine.teleport(body, pose);
        self.prev[body] = *pose;
    }

    /// Make the rig's simulated bodies dynamic (they keep the velocity they had as kinematic).
    pub fn set_simulated_dynamic(&mut self) {
        for i in 0..self.body_count() {
            if self.rig.bodies[i].simulated {
                self.engine.set_dynamic(i, true);
            }
        }
    }

    /// Set a body's velocities (e.g. inherited at the switch).
    pub fn set_velocity(&mut self, body: usize, linvel: Vec3, angvel: Vec3) {
        self.engine.set_velocity(body, linvel, angvel);
    }

    /// An impulse (N·s) at a world point on a body. Returns the work it did (J): the change of
    /// the body's kinetic energy, which an impulse changes at once.
    pub fn apply_impulse(&mut self, body: usize, impulse: Vec3, point: Vec3) -> f32 {
        let before = self.body_kinetic_energy(body);
        if impulse.is_finite() && point.is_finite() {
            self.engine.apply_impulse(body, impulse, point);
        }
        self.body_kinetic_energy(body) - before
    }

    /// Pin a body where it is (hang) or release it.
    pub fn pin(&mut self, body: usize, pinned: bool) {
        self.engine.set_dynamic(body, !pinned);
        if pinned {
            self.engine.set_velocity(body, Vec3::ZERO, Vec3::ZERO);
        }
    }

    /// Drive targets from a local pose of the character (e.g. the animation): the target
    /// relative rotation of each joint `qTarget = inverse(qA_target) · qB_target`, both with
    /// their joint frames, brought inside the joint's elliptical cone and twist range (open
    /// degrees of freedom are clamped to the angles the asset allows; a target beyond a limit
    /// would only push the drive against the limit).
    pub fn set_drive_targets_from_pose(&mut self, ch: &Character, pose: &[Xform]) {
        let placed = body_world(&self.rig, &ch.skeleton, pose);
        for k in 0..self.joints.len() {
            let j = &self.rig.joints[k];
            let a = self.joints[k]
                .parent
                .map_or(Some(Rigid::IDENTITY), |p| placed[p]);
            let b = placed[self.joints[k].child];
            if let (Some(a), Some(b)) = (a, b) {
                let qa = a.mul(&j.parent_frame).rotation;
                let qb = b.mul(&j.child_frame).rotation;
                let q = (qa.inverse() * qb).normalize();
                let q =
                    project(q, j.swing1, j.swing2, (j.twist_min, j.twist_max), 0.0).unwrap_or(q);
                self.set_drive_target(k, q);
            }
        }
    }

    /// Set one joint's drive target relative rotation.
    pub fn set_drive_target(&mut self, k: usize, target: Quat) {
        if !target.is_finite() || target.length_squared() < 1e-12 {
            return;
        }
        self.joints[k].target = target;
        self.engine.set_drive_target(k, target.normalize());
    }

    /// Drive a joint's relative angular velocity (rad/s, about its frame's X, Y, Z) with the
    /// damping gain Kd only (Kp 0): the motors reach the target velocity in steady state.
    pub fn set_drive_velocity(&mut self, k: usize, omega: Vec3) {
        let j = &self.rig.joints[k];
        let gains = [0, 1, 2].map(|a| axis_gains(&self.rig, j, a).unwrap_or(NO_GAINS));
        self.engine
            .set_joint_motor(k, &JointMotor::Velocity { omega, gains });
    }

    /// The motors of every joint from the rig, the drive weight and the drives' on/off state.
    fn apply_motors(&mut self) {
        for k in 0..self.joints.len() {
            self.apply_motor(k);
        }
    }

    /// The factor on joint `k`'s drive Kd now (1: the rig's Kd; more while the joint's child
    /// side rests on the scenery and its motors turn the heavier side, see
    /// [`super::support_damping`]).
    pub fn drive_kd_scale(&self, k: usize) -> f32 {
        self.kd_scale.get(k).copied().unwrap_or(1.0)
    }

    /// Joint `k`'s motor: its drive (weighted, Kd scaled for the side it moves) or, drives off,
    /// the joint friction.
    fn apply_motor(&mut self, k: usize) {
        let j = &self.rig.joints[k];
        let motor = if self.drives_enabled {
            let w = self.drive_weight;
            let s = self.kd_scale[k];
            JointMotor::Drive([0, 1, 2].map(|a| {
                let g = axis_gains(&self.rig, j, a).unwrap_or(NO_GAINS);
                AxisGains {
                    kp: g.kp * w,
                    kd: g.kd * s,
                    max_torque: g.max_torque * w,
                }
            }))
        } else {
            JointMotor::Friction(self.rig.sim.joint_friction.max(0.0))
        };
        self.engine.set_joint_motor(k, &motor);
    }

    /// Scale each drive's Kd to the inertia its motors move now ([`super::support_damping`]):
    /// while a joint's child side touches the scenery and its parent body does not, the other
    /// side's (the rest of its ragdoll).
    fn update_support_damping(&mut self) {
        if !self.drives_enabled {
            return;
        }
        let n = self.body_count();
        let grounded: Vec<bool> = (0..n).map(|i| self.engine.touches_scenery(i)).collect();
        let poses: Vec<Rigid> = (0..n).map(|i| self.engine.pose(i)).collect();
        let add = |sums: &mut support_damping::InertiaSums, i: usize| {
            let b = &self.rig.bodies[i];
            if b.simulated {
                sums.add(b.mass, poses[i].translation, b.inertia());
            }
        };
        let mut ragdolls = vec![support_damping::InertiaSums::default(); self.ragdoll_count];
        for i in 0..n {
            add(&mut ragdolls[self.ragdoll_of[i]], i);
        }
        let (v_quiet, w_quiet) = (
            self.rig.recovery.settle_linear_speed,
            self.rig.recovery.settle_angular_speed,
        );
        let quiet = |i: usize| {
            self.engine.is_sleeping(i) || {
                let s = self.engine.state(i);
                s.linvel.length() < v_quiet && s.angvel.length() < w_quiet
            }
        };
        let mut changed = Vec::new();
        for k in 0..self.joints.len() {
            // A quiet joint (both bodies asleep, or slower than the settle speeds) keeps its
            // factor: it has next to nothing to damp, a changed motor wakes its bodies (and
            // resets their way to sleep), and an engine may report no contacts for sleeping
            // bodies (Jolt).
            let slot = &self.joints[k];
            if quiet(slot.child) && slot.parent.is_none_or(quiet) {
                continue;
            }
            let below = &self.below[k];
            let held = support_damping::Held {
                child_side: below.iter().any(|&i| grounded[i]),
                parent: slot.parent.is_some_and(|p| grounded[p]),
            };
            let scale = if held.moves_the_rest() {
                let anchor = poses[slot.child]
                    .mul(&self.rig.joints[k].child_frame)
                    .translation;
                let mut child = support_damping::InertiaSums::default();
                for &i in below {
                    add(&mut child, i);
                }
                let rest = ragdolls[self.ragdoll_of[slot.child]].without(&child);
                support_damping::kd_scale(held, child.about(anchor), rest.about(anchor))
            } else {
                1.0
            };
            if support_damping::rescale(self.kd_scale[k], scale) {
                changed.push((k, scale));
            }
        }
        for (k, scale) in changed {
            self.kd_scale[k] = scale;
            self.apply_motor(k);
        }
    }

    /// Take new limits, gains and materials from an edited rig (same bodies and joints): edits
    /// take effect at the next step without a reset. A changed `[sim] engine` moves the
    /// simulation to that engine from the same state ([`SimWorld::switch_engine`]); if the
    /// engine cannot be built the simulation keeps its engine and the error is returned.
    pub fn update_rig(&mut self, rig: &Rig) -> Result<(), SimError> {
        if rig.bodies.len() != self.rig.bodies.len() || rig.joints.len() != self.rig.joints.len() {
            return Ok(());
        }
        let engine = rig.sim.engine;
        self.rig = rig.clone();
        self.rig.sim.engine = self.engine.kind();
        if engine != self.engine.kind() {
            self.switch_engine(engine)?;
        }
        for k in 0..self.joints.len() {
            let j = self.rig.joints[k].clone();
            self.engine.set_joint_limits(k, &j);
        }
        self.apply_motors();
        Ok(())
    }

    /// Continue on another engine from the same state: every body's pose, velocities and
    /// dynamic/kinematic mode, the drive targets, drive state and weight, and the obstacles
    /// carry over (drag springs do not: release them first). On error nothing changes.
    pub fn switch_engine(&mut self, engine: SimEngine) -> Result<(), SimError> {
        if engine == self.engine.kind() {
            return Ok(());
        }
        let mut rig = self.rig.clone();
        rig.sim.engine = engine;
        let states: Vec<BodyState> = (0..self.body_count()).map(|i| self.state(i)).collect();
        let dynamic: Vec<bool> = (0..self.body_count())
            .map(|i| self.engine.is_dynamic(i))
            .collect();
        let placed: Vec<Rigid> = states.iter().map(|s| s.pose).collect();
        let mut new = engine::build(&rig, &placed)?;
        for (i, s) in states.iter().enumerate() {
            new.set_dynamic(i, dynamic[i]);
            new.set_velocity(i, s.linvel, s.angvel);
        }
        for (o, id) in &mut self.obstacles {
            *id = new.add_obstacle(o);
        }
        self.engine = new;
        self.rig = rig;
        for k in 0..self.joints.len() {
            let t = self.joints[k].target;
            self.engine.set_drive_target(k, t);
        }
        self.apply_motors();
        Ok(())
    }

    /// Turn the drive motors off entirely, joint friction included (for measurements of the
    /// limits alone).
    pub fn remove_drives(&mut self) {
        for k in 0..self.joints.len() {
            self.engine.set_joint_motor(k, &JointMotor::Friction(0.0));
        }
    }

    /// Whether the drives are on ([`SimWorld::set_drives_enabled`]).
    pub fn drives_enabled(&self) -> bool {
        self.drives_enabled
    }

    /// Turn all drives on or off.
    pub fn set_drives_enabled(&mut self, on: bool) {
        self.drives_enabled = on;
        self.apply_motors();
    }

    /// Scale every drive's Kp and max torque by `w` (clamped to [0, 1]; NaN is ignored), keeping
    /// Kd (a drive weight ramping from 0 raises stiffness and torque together and keeps the
    /// damping). It multiplies the group weights of [`axis_gains`]; it survives
    /// [`SimWorld::update_rig`] and [`SimWorld::set_drives_enabled`].
    pub fn set_drive_weight(&mut self, w: f32) {
        if w.is_nan() {
            return;
        }
        let w = w.clamp(0.0, 1.0);
        if w == self.drive_weight {
            return;
        }
        self.drive_weight = w;
        self.apply_motors();
    }

    pub fn drive_weight(&self) -> f32 {
        self.drive_weight
    }

    /// Add a fixed obstacle; returns its index in [`SimWorld::obstacles`].
    pub fn add_obstacle(&mut self, o: &Obstacle) -> usize {
        let id = self.engine.add_obstacle(o);
        self.obstacles.push((*o, id));
        self.obstacles.len() - 1
    }

    /// Remove every obstacle.
    pub fn remove_obstacles(&mut self) {
        for (_, id) in std::mem::take(&mut self.obstacles) {
            self.engine.remove_obstacle(id);
        }
    }

    /// Remove one obstacle (the later ones move down by one); false if there is no such index.
    pub fn remove_obstacle(&mut self, i: usize) -> bool {
        if i >= self.obstacles.len() {
            return false;
        }
        let (_, id) = self.obstacles.remove(i);
        self.engine.remove_obstacle(id);
        true
    }

    /// Put `o` in the place of obstacle `i` (its index kept); false if there is no such index.
    pub fn replace_obstacle(&mut self, i: usize, o: &Obstacle) -> bool {
        let Some(slot) = self.obstacles.get_mut(i) else {
            return false;
        };
        self.engine.remove_obstacle(slot.1);
        *slot = (*o, self.engine.add_obstacle(o));
        true
    }

    /// The obstacles in the world, in index order.
    pub fn obstacles(&self) -> Vec<Obstacle> {
        self.obstacles.iter().map(|(o, _)| *o).collect()
    }

    /// One fixed step of `rig.sim.dt`.
    /// Pause the contacts of every pair of bodies that overlap now (and whose contacts are
    /// on), until their shapes have come apart; returns those pairs with their depths, m. The
    /// ragdoll takes over from an animated pose in which limbs can lie inside each other (a
    /// forearm in a round belly, a shin in the thigh above it); a contact would push each such
    /// pair apart at the switch, and its work is energy from nowhere and a visible jolt. A
    /// paused pair passes through itself until it has separated, then collides as usual.
    pub fn pause_overlapping_contacts(&mut self) -> Vec<(usize, usize, f32)> {
        let poses: Vec<Option<Rigid>> = self.poses().into_iter().map(Some).collect();
        let pairs = crate::rig::rest::overlapping_pairs(&self.rig, &poses);
        self.paused = pairs.iter().map(|&(a, b, _)| (a, b)).collect();
        self.engine.set_paused_pairs(&self.paused);
        pairs
    }

    /// The body pairs whose contacts are paused now.
    pub fn paused_pairs(&self) -> &[(usize, usize)] {
        &self.paused
    }

    /// Resume the paused pairs whose shapes no longer overlap.
    fn resume_separated_pairs(&mut self) {
        if self.paused.is_empty() {
            return;
        }
        let before = self.paused.len();
        let rig = &self.rig;
        let engine = &self.engine;
        self.paused.retain(|&(a, b)| {
            let (sa, sb) = (&rig.bodies[a].shape, &rig.bodies[b].shape);
            crate::rig::rest::shape_penetration(sa, &engine.pose(a), sb, &engine.pose(b)) > 0.0
        });
        if self.paused.len() != before {
            self.engine.set_paused_pairs(&self.paused);
        }
    }

    pub fn step(&mut self) -> Result<StepStats, SimError> {
        if let Some(why) = &self.stopped {
            return Err(SimError::Stopped(why.clone()));
        }
        let start = std::time::Instant::now();
        self.prev = self.poses();
        self.update_support_damping();
        let fault = self.engine.step().err();
        self.time += self.rig.sim.dt as f64;
        self.steps += 1;
        if let Some(f) = fault {
            let why = match f {
                StepFault::NonFinite(body) => format!(
                    "body '{}' has a non-finite state at t = {:.3} s",
                    body.map_or("(unknown)", |i| self.rig.bodies[i].name.as_str()),
                    self.time
                ),
                StepFault::Failed(e) => format!(
                    "the {} engine refused the step at t = {:.3} s: {e}",
                    self.engine.kind(),
                    self.time
                ),
            };
            self.stopped = Some(why.clone());
            return Err(SimError::Stopped(why));
        }
        self.last = if self.collect_stats {
            self.measure()
        } else {
            StepStats {
                kinetic_energy: self.kinetic_energy(),
                ..Default::default()
            }
        };
        let result = self.check_guard().map(|()| {
            self.resume_separated_pairs();
            self.last
        });
        self.timing = StepTiming {
            step_s: start.elapsed().as_secs_f64(),
            library_s: self.engine.library_seconds(),
        };
        result
    }

    /// The wall-clock time of the last step and how much of it the physics library took; the
    /// rest is ragrig's own work (measurements, the guard, drive damping, the backend's
    /// bookkeeping around the library).
    pub fn last_timing(&self) -> StepTiming {
        self.timing
    }

    fn check_guard(&mut self) -> Result<(), SimError> {
        for i in 0..self.body_count() {
            let s = self.state(i);
            if !(s.pose.is_finite() && s.linvel.is_finite() && s.angvel.is_finite()) {
                let why = format!(
                    "body '{}' has a non-finite state at t = {:.3} s",
                    self.rig.bodies[i].name, self.time
                );
                self.stopped = Some(why.clone());
                return Err(SimError::Stopped(why));
            }
        }
        if self.last.kinetic_energy > self.energy_limit {
            let (i, e) = (0..self.body_count())
                .map(|i| (i, self.body_kinetic_energy(i)))
                .fold((0, 0.0), |m, x| if x.1 > m.1 { x } else { m });
            let why = format!(
                "runaway energy {:.0} J (limit {:.0} J) at t = {:.3} s, most in body '{}' ({e:.0} J)",
                self.last.kinetic_energy, self.energy_limit, self.time, self.rig.bodies[i].name
            );
            self.stopped = Some(why.clone());
            return Err(SimError::Stopped(why));
        }
        Ok(())
    }

    /// Write the bodies back to bone local transforms (parents first): `T_WB = T_WC · T_BC⁻¹`,
    /// then each bone's local relative to its parent's updated world transform. Bones without a
    /// body keep their local transform and follow their parent.
    pub fn write_back(&self, ch: &Character, pose: &mut [Xform]) {
        self.write_back_poses(ch, &self.poses(), pose);
    }

    /// [`SimWorld::write_back`] from given body poses (e.g. interpolated ones).
    pub fn write_back_poses(&self, ch: &Character, bodies: &[Rigid], pose: &mut [Xform]) {
        let sk = &ch.skeleton;
        let mut body_of = vec![None; sk.nodes.len()];
        for (i, b) in self.rig.bodies.iter().enumerate() {
            if let Some(n) = sk.find(&b.bone) {
                body_of[n] = Some(i);
            }
        }
        let mut world = vec![Mat4::IDENTITY; sk.nodes.len()];
        for &n in &sk.order {
            let parent_world = sk.nodes[n].parent.map_or(Mat4::IDENTITY, |p| world[p]);
            if let Some(i) = body_of[n] {
                let t_wb = bodies[i].mul(&self.rig.bodies[i].offset.inverse());
                let scale = pose[n].scale;
                let w =
                    Mat4::from_scale_rotation_translation(scale, t_wb.rotation, t_wb.translation);
                let local = parent_world.inverse() * w;
                let (s, r, t) = local.to_scale_rotation_translation();
                pose[n] = Xform {
                    translation: t,
                    rotation: r.normalize(),
                    scale: s,
                };
                world[n] = w;
            } else {
                world[n] = parent_world * pose[n].to_mat4();
            }
        }
    }
}
