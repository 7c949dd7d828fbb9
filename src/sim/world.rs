//! The rapier world of one rig: bodies at `T_WB · T_BC`, a limit joint per rig joint (linear
//! lock, twist range, circular coupled cone re-aimed to the ellipse) plus a limit-free drive
//! joint with three ForceBased angular motors (rapier ignores motors on coupled axes), contacts
//! off across joints and for disabled pairs, a ground, a fixed step and a guard.

use super::cone::project;
use super::drive::axis_gains;
use super::filter::PairFilter;
use super::guard::{energy_limit, kinetic_energy};
use super::obstacle::Obstacle;
use crate::character::Character;
use crate::rig::limits::{cone_ratio, decompose};
use crate::rig::rest::body_world;
use crate::rig::{Rig, Shape, WORLD};
use crate::xform::{Rigid, Xform};
use glam::{Mat4, Quat, Vec3};
use rapier3d::glamx::Pose3;
use rapier3d::prelude::*;

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

struct JointSlot {
    limit: ImpulseJointHandle,
    drive: Option<ImpulseJointHandle>,
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

/// The fastest a violated joint limit is pushed back, rad/s. Violations are rare and small
/// with rapier's speculative limit rows (ragrig's patch); a low cap let the rows solved later in
/// the same sweep (motors, contacts) ratchet a limit open, and the kinetic energy of a fast push
/// is taken back by the relax pass. Measured in vendor/PATCHES.md.
pub const LIMIT_CORRECTION_SPEED: f32 = 200.0;

pub struct SimWorld {
    pub world: PhysicsWorld,
    rig: Rig,
    handles: Vec<RigidBodyHandle>,
    colliders: Vec<ColliderHandle>,
    joints: Vec<JointSlot>,
    anchor: RigidBodyHandle,
    filter: PairFilter,
    /// Simulated time, s.
    pub time: f64,
    pub steps: u64,
    /// Why the guard stopped the simulation.
    pub stopped: Option<String>,
    /// Body poses before the last step (for interpolated drawing).
    prev: Vec<Rigid>,
    energy_limit: f32,
    pub drives_enabled: bool,
    /// Measure anchors and limits after every step (for plots and tests); off, only the
    /// kinetic energy the guard needs is computed.
    pub collect_stats: bool,
    pub last: StepStats,
    /// Scales every drive's Kp and max torque (Kd kept), on top of the group weights; 1 by
    /// default ([`SimWorld::set_drive_weight`]).
    drive_weight: f32,
    /// The ground collider (None when the rig has no ground).
    pub(crate) ground: Option<ColliderHandle>,
    /// Test-scene obstacles and their fixed colliders, in insertion order.
    pub(crate) obstacles: Vec<(Obstacle, ColliderHandle)>,
}

fn pose3(t: &Rigid) -> Pose3 {
    Pose3::from_parts(t.translation, t.rotation.normalize())
}

fn rigid(p: &Pose3) -> Rigid {
    Rigid::new(p.rotation, p.translation)
}

fn collider_for(shape: &Shape) -> ColliderBuilder {
    match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => ColliderBuilder::capsule_y(half_height.max(1e-5), radius),
        Shape::Sphere { radius } => ColliderBuilder::ball(radius),
        Shape::Box { half_extents: h } => ColliderBuilder::cuboid(h.x, h.y, h.z),
    }
}

impl SimWorld {
    /// Build the world from a rig and a local pose of the character. Simulated bodies are
    /// dynamic, the others kinematic (they follow the animation through
    /// [`SimWorld::set_kinematic_targets`]).
    pub fn new(rig: &Rig, ch: &Character, pose: &[Xform]) -> Result<Self, SimError> {
        let placed = body_world(rig, &ch.skeleton, pose);
        Self::from_placements(rig, &placed)
    }

    /// Build from world placements `T_WC` of every body.
    pub fn from_placements(rig: &Rig, placed: &[Option<Rigid>]) -> Result<Self, SimError> {
        let mut world = PhysicsWorld::new();
        world.gravity = rig.sim.gravity;
        world.integration_parameters.dt = rig.sim.dt;
        world.integration_parameters.num_solver_iterations = rig.sim.substeps.max(1) as usize;
        world.integration_parameters.num_internal_pgs_iterations =
            rig.sim.iterations.clamp(1, 64) as usize;
        // rapier's extra stabilisation pass drains energy (a free 1 rad pendulum lost 11 % in
        // 10 s with it, 0.4 % without); anchors stay within a millimetre without it (the
        // fidelity suite checks both).
        world
            .integration_parameters
            .num_internal_stabilization_iterations = 0;
        // Limits (ragrig's patched rapier, vendor/PATCHES.md): a violated limit is pushed back
        // at up to LIMIT_CORRECTION_SPEED, and the velocity of that push is taken back after
        // the positions moved, so the correction adds no kinetic energy; the limit rows are
        // solved once more after the contacts so a limb pressed into the ground holds them.
        world
            .integration_parameters
            .normalized_max_joint_limit_corrective_velocity = LIMIT_CORRECTION_SPEED;
        world.integration_parameters.relax_joint_limits = true;
        world.integration_parameters.joint_limits_last = true;
        let anchor = world.insert_body(RigidBodyBuilder::fixed());
        let mut handles = Vec::new();
        let mut colliders = Vec::new();
        let mut height = 1.0f32;
        for (i, b) in rig.bodies.iter().enumerate() {
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
            height = height.max(t.translation.y);
            let builder = if b.simulated {
                RigidBodyBuilder::dynamic()
            } else {
                RigidBodyBuilder::kinematic_position_based()
            };
            let h = world.insert_body(builder.pose(pose3(&t)));
            // Mass and inertia from the rig (the shape's inertia times the body's inertia
            // scale), the centre of mass at the body origin.
            let mass = b.mass.max(1e-4);
            let inertia = (b.inertia() * (mass / b.mass.max(1e-4))).max(Vec3::splat(1e-9));
            let c = collider_for(&b.shape)
                .mass_properties(MassProperties::new(Vec3::ZERO, mass, inertia))
                .friction(b.friction)
                .restitution(b.restitution)
                .active_hooks(ActiveHooks::FILTER_CONTACT_PAIRS);
            colliders.push(world.insert_collider(c, Some(h)));
            handles.push(h);
        }
        let ground = rig.sim.ground.then(|| {
            // A half-space, not a large box: a capsule–box manifold can carry a point on the
            // box's far edge, and its lever arm (hundreds of metres) spins a foot up by
            // thousands of joules in one step.
            let g = ColliderBuilder::halfspace(rapier3d::na::Unit::new_unchecked(Vec3::Y))
                .friction(rig.sim.ground_friction)
                .restitution(rig.sim.ground_restitution);
            world.insert_collider(g, None)
        });
        let mut filter = PairFilter::default();
        for p in &rig.disabled_pairs {
            if let (Some(a), Some(b)) = (rig.body_index(&p[0]), rig.body_index(&p[1])) {
                filter.add(colliders[a], colliders[b]);
            }
        }
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
            let b1 = parent.map_or(anchor, |p| handles[p]);
            let b2 = handles[child];
            // One joint per rig joint: the anchor lock, the twist range, the elliptical swing
            // cone (coupled Y/Z limits with their own half-angles) and three ForceBased angular
            // motors toward the drive target (`motor_target_rotation`). In one joint the
            // motors are solved before the limits, so a drive cannot push a joint past a limit
            // after the limit's row in the same sweep.
            let mut builder = GenericJointBuilder::new(JointAxesMask::LIN_AXES)
                .local_frame1(pose3(&j.parent_frame))
                .local_frame2(pose3(&j.child_frame))
                .limits(JointAxis::AngX, [j.twist_min, j.twist_max])
                .coupled_axes(JointAxesMask::ANG_Y | JointAxesMask::ANG_Z)
                .limits(JointAxis::AngY, [0.0, j.swing1])
                .limits(JointAxis::AngZ, [0.0, j.swing2])
                .contacts_enabled(j.collide_connected);
            for (k, axis) in [JointAxis::AngX, JointAxis::AngY, JointAxis::AngZ]
                .into_iter()
                .enumerate()
            {
                let g = axis_gains(rig, j, k).unwrap_or(super::drive::AxisGains {
                    kp: 0.0,
                    kd: 0.0,
                    max_torque: 0.0,
                });
                let h = rig.sim.dt / rig.sim.substeps.max(1) as f32;
                let kd = super::drive::implicit_kd(g.kp, g.kd, h);
                builder = builder
                    .motor_model(axis, MotorModel::ForceBased)
                    .set_motor(axis, 0.0, 0.0, g.kp, kd)
                    .motor_max_force(axis, super::drive::motor_force_cap(g.kp, kd, g.max_torque));
            }
            let limit = world.insert_impulse_joint(b1, b2, builder.build());
            let drive = Some(limit);
            joints.push(JointSlot {
                limit,
                drive,
                parent,
                child,
                target: Quat::IDENTITY,
            });
        }
        let prev: Vec<Rigid> = handles
            .iter()
            .map(|h| rigid(world.bodies[*h].position()))
            .collect();
        let mut sim = SimWorld {
            world,
            rig: rig.clone(),
            handles,
            colliders,
            joints,
            anchor,
            filter,
            time: 0.0,
            steps: 0,
            stopped: None,
            prev,
            energy_limit: 0.0,
            drives_enabled: true,
            collect_stats: false,
            last: StepStats::default(),
            drive_weight: 1.0,
            ground,
            obstacles: Vec::new(),
        };
        let e0 = sim.kinetic_energy();
        sim.energy_limit = energy_limit(rig.total_mass(), height, e0, rig.sim.gravity.length());
        Ok(sim)
    }

    pub fn rig(&self) -> &Rig {
        &self.rig
    }

    pub fn body_count(&self) -> usize {
        self.handles.len()
    }

    pub fn handle(&self, body: usize) -> RigidBodyHandle {
        self.handles[body]
    }

    pub fn collider(&self, body: usize) -> ColliderHandle {
        self.colliders[body]
    }

    pub fn state(&self, body: usize) -> BodyState {
        let b = &self.world.bodies[self.handles[body]];
        BodyState {
            pose: rigid(b.position()),
            linvel: b.linvel(),
            angvel: b.angvel(),
        }
    }

    /// Poses interpolated between the last two steps (`alpha` in [0, 1]).
    pub fn interpolated(&self, alpha: f32) -> Vec<Rigid> {
        (0..self.handles.len())
            .map(|i| {
                let (a, b) = (self.prev[i], self.state(i).pose);
                Rigid::new(
                    a.rotation.slerp(b.rotation, alpha),
                    a.translation.lerp(b.translation, alpha),
                )
            })
            .collect()
    }

    /// A body's pose `T_WC` (no velocities).
    fn pose(&self, body: usize) -> Rigid {
        rigid(self.world.bodies[self.handles[body]].position())
    }

    /// World frames of a joint's two sides from given body poses (one snapshot per step
    /// instead of two body lookups per joint and loop: a measurable share of the overhead on a
    /// 160-ragdoll pile).
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
        let a = s.parent.map_or(Rigid::IDENTITY, |p| self.state(p).pose);
        let b = self.state(s.child).pose;
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
        (0..self.handles.len())
            .filter(|&i| self.world.bodies[self.handles[i]].is_dynamic())
            .map(|i| self.body_kinetic_energy(i))
            .sum()
    }

    /// Each joint's anchor gap, swing ratio and twist overshoot now (rig joint order).
    pub fn joint_measures(&self) -> Vec<JointMeasure> {
        let poses: Vec<Rigid> = (0..self.handles.len()).map(|i| self.pose(i)).collect();
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
        let (mut sum, mut mass) = (Vec3::ZERO, 0.0f32);
        for i in 0..self.handles.len() {
            if self.world.bodies[self.handles[i]].is_dynamic() {
                let m = self.rig.bodies[i].mass;
                sum += self.pose(i).translation * m;
                mass += m;
            }
        }
        if mass > 0.0 {
            (sum / mass, mass)
        } else {
            (Vec3::ZERO, 0.0)
        }
    }

    /// Is this body asleep (the engine stopped simulating it until something wakes it)?
    pub fn is_sleeping(&self, body: usize) -> bool {
        self.world.bodies[self.handles[body]].is_sleeping()
    }

    /// Is this body dynamic (simulated now, not following the animation or pinned)?
    pub fn is_dynamic(&self, body: usize) -> bool {
        self.world.bodies[self.handles[body]].is_dynamic()
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
        for (i, p) in poses.iter().enumerate() {
            let Some(p) = p else { continue };
            if let Some(b) = self.world.bodies.get_mut(self.handles[i])
                && b.is_kinematic()
            {
                b.set_next_kinematic_position(pose3(p));
            }
        }
    }

    /// Make every body kinematic (the animation drives them).
    pub fn set_all_kinematic(&mut self) {
        for h in &self.handles {
            if let Some(rb) = self.world.bodies.get_mut(*h) {
                rb.set_body_type(RigidBodyType::KinematicPositionBased, true);
            }
        }
    }

    /// Put a body at a pose now (no interpolation, velocity kept).
    pub fn teleport(&mut self, body: usize, pose: &Rigid) {
        if let Some(b) = self.world.bodies.get_mut(self.handles[body]) {
            b.set_position(pose3(pose), true);
        }
        self.prev[body] = *pose;
    }

    /// Make the rig's simulated bodies dynamic (they keep the velocity they had as kinematic).
    pub fn set_simulated_dynamic(&mut self) {
        for (i, b) in self.rig.bodies.iter().enumerate() {
            if b.simulated
                && let Some(rb) = self.world.bodies.get_mut(self.handles[i])
            {
                rb.set_body_type(RigidBodyType::Dynamic, true);
            }
        }
    }

    /// Set a body's velocities (e.g. inherited at the switch).
    pub fn set_velocity(&mut self, body: usize, linvel: Vec3, angvel: Vec3) {
        if let Some(b) = self.world.bodies.get_mut(self.handles[body]) {
            b.set_linvel(linvel, true);
            b.set_angvel(angvel, true);
        }
    }

    /// An impulse (N·s) at a world point on a body. Returns the work it did (J): the change of
    /// the body's kinetic energy, which an impulse changes at once.
    pub fn apply_impulse(&mut self, body: usize, impulse: Vec3, point: Vec3) -> f32 {
        let before = self.body_kinetic_energy(body);
        if let Some(b) = self.world.bodies.get_mut(self.handles[body]) {
            b.apply_impulse_at_point(impulse, point, true);
        }
        self.body_kinetic_energy(body) - before
    }

    /// A force (N) at a world point for the next step (forces are cleared after it).
    pub fn add_force(&mut self, body: usize, force: Vec3, point: Vec3) {
        if let Some(b) = self.world.bodies.get_mut(self.handles[body]) {
            b.add_force_at_point(force, point, true);
        }
    }

    /// Pin a body where it is (hang) or release it.
    pub fn pin(&mut self, body: usize, pinned: bool) {
        if let Some(b) = self.world.bodies.get_mut(self.handles[body]) {
            let t = if pinned {
                RigidBodyType::KinematicPositionBased
            } else {
                RigidBodyType::Dynamic
            };
            b.set_body_type(t, true);
            if pinned {
                b.set_linvel(Vec3::ZERO, false);
                b.set_angvel(Vec3::ZERO, false);
            }
        }
    }

    /// Drive targets from a local pose of the character (e.g. the animation): the target
    /// relative rotation of each joint `qTarget = inverse(qA_target) · qB_target`, both with
    /// their joint frames (seed 000), brought inside the joint's elliptical cone and twist
    /// range (seed 000: open degrees of freedom are clamped to the angles the asset allows; a
    /// target beyond a limit would only push the drive against the limit).
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
        self.joints[k].target = target;
        if let Some(h) = self.joints[k].drive
            && let Some(joint) = self.world.impulse_joints.get_mut(h, true)
        {
            joint.data.set_motor_target_rotation(target.normalize());
        }
    }

    /// Drive a joint's relative angular velocity (rad/s, about its frame's X, Y, Z) with the
    /// damping gain Kd only (Kp 0): the motors reach the target velocity in steady state.
    pub fn set_drive_velocity(&mut self, k: usize, omega: Vec3) {
        let j = self.rig.joints[k].clone();
        if let Some(h) = self.joints[k].drive
            && let Some(joint) = self.world.impulse_joints.get_mut(h, true)
        {
            for (a, axis) in [JointAxis::AngX, JointAxis::AngY, JointAxis::AngZ]
                .into_iter()
                .enumerate()
            {
                let g = axis_gains(&self.rig, &j, a).unwrap_or(super::drive::AxisGains {
                    kp: 0.0,
                    kd: 0.0,
                    max_torque: 0.0,
                });
                joint.data.set_motor(axis, 0.0, omega[a], 0.0, g.kd);
                joint.data.set_motor_max_force(
                    axis,
                    super::drive::motor_force_cap(0.0, g.kd, g.max_torque),
                );
            }
        }
    }

    /// Take new limits, gains and materials from an edited rig (same bodies and joints): edits
    /// take effect at the next step without a reset.
    pub fn update_rig(&mut self, rig: &Rig) {
        if rig.bodies.len() != self.rig.bodies.len() || rig.joints.len() != self.rig.joints.len() {
            return;
        }
        self.rig = rig.clone();
        for k in 0..self.joints.len() {
            let j = &self.rig.joints[k];
            let gains: Vec<_> = (0..3).map(|a| axis_gains(&self.rig, j, a)).collect();
            if let Some(joint) = self
                .world
                .impulse_joints
                .get_mut(self.joints[k].limit, true)
            {
                joint
                    .data
                    .set_limits(JointAxis::AngX, [j.twist_min, j.twist_max]);
            }
            if let Some(h) = self.joints[k].drive
                && let Some(joint) = self.world.impulse_joints.get_mut(h, true)
            {
                for (a, axis) in [JointAxis::AngX, JointAxis::AngY, JointAxis::AngZ]
                    .into_iter()
                    .enumerate()
                {
                    let g = gains[a].unwrap_or(super::drive::AxisGains {
                        kp: 0.0,
                        kd: 0.0,
                        max_torque: 0.0,
                    });
                    let h = self.rig.sim.dt / self.rig.sim.substeps.max(1) as f32;
                    // Off: no spring, no damper, and the motor's force cap is the joint
                    // friction (rapier's zero-gain motor is a rigid velocity lock up to it).
                    let (kp, kd, cap) = if self.drives_enabled {
                        let kp = g.kp * self.drive_weight;
                        let kd = super::drive::implicit_kd(kp, g.kd, h);
                        let cap =
                            super::drive::motor_force_cap(kp, kd, g.max_torque * self.drive_weight);
                        (kp, kd, cap)
                    } else {
                        (0.0, 0.0, self.rig.sim.joint_friction.max(0.0))
                    };
                    joint.data.set_motor(axis, 0.0, 0.0, kp, kd);
                    joint.data.set_motor_max_force(axis, cap);
                }
            }
        }
    }

    /// Turn the drive motors off entirely, joint friction included (for measurements of the
    /// limits alone).
    pub fn remove_drives(&mut self) {
        for slot in &self.joints {
            if let Some(h) = slot.drive
                && let Some(joint) = self.world.impulse_joints.get_mut(h, true)
            {
                for axis in [JointAxis::AngX, JointAxis::AngY, JointAxis::AngZ] {
                    joint.data.set_motor(axis, 0.0, 0.0, 0.0, 0.0);
                    joint.data.set_motor_max_force(axis, 0.0);
                }
            }
        }
    }

    /// Turn all drives on or off.
    pub fn set_drives_enabled(&mut self, on: bool) {
        self.drives_enabled = on;
        let rig = self.rig.clone();
        self.update_rig(&rig);
    }

    /// Scale every drive's Kp and max torque by `w` (clamped to [0, 1]; NaN is ignored), keeping
    /// Kd (seed 000: a drive weight ramping from 0 raises stiffness and torque together and
    /// keeps the damping). It multiplies the group weights of [`axis_gains`]; it survives
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
        let rig = self.rig.clone();
        self.update_rig(&rig);
    }

    pub fn drive_weight(&self) -> f32 {
        self.drive_weight
    }

    /// Add a fixed obstacle; returns its index in [`SimWorld::obstacles`].
    pub fn add_obstacle(&mut self, o: &Obstacle) -> usize {
        let h = o.half_extents;
        let c = ColliderBuilder::cuboid(h.x, h.y, h.z)
            .position(pose3(&o.pose))
            .friction(o.friction)
            .restitution(o.restitution);
        let handle = self.world.insert_collider(c, None);
        self.obstacles.push((*o, handle));
        self.obstacles.len() - 1
    }

    /// Remove every obstacle.
    pub fn remove_obstacles(&mut self) {
        for (_, h) in std::mem::take(&mut self.obstacles) {
            self.world.remove_collider(h);
        }
    }

    /// Remove one obstacle (the later ones move down by one); false if there is no such index.
    pub fn remove_obstacle(&mut self, i: usize) -> bool {
        if i >= self.obstacles.len() {
            return false;
        }
        let (_, h) = self.obstacles.remove(i);
        self.world.remove_collider(h);
        true
    }

    /// The obstacles in the world, in index order.
    pub fn obstacles(&self) -> Vec<Obstacle> {
        self.obstacles.iter().map(|(o, _)| *o).collect()
    }

    /// One fixed step of `rig.sim.dt`.
    pub fn step(&mut self) -> Result<StepStats, SimError> {
        if let Some(why) = &self.stopped {
            return Err(SimError::Stopped(why.clone()));
        }
        self.prev = (0..self.handles.len()).map(|i| self.pose(i)).collect();
        self.world.step_with_events(&self.filter, &());
        self.time += self.rig.sim.dt as f64;
        self.steps += 1;
        self.last = if self.collect_stats {
            self.measure()
        } else {
            StepStats {
                kinetic_energy: self.kinetic_energy(),
                ..Default::default()
            }
        };
        self.check_guard()?;
        Ok(self.last)
    }

    fn check_guard(&mut self) -> Result<(), SimError> {
        // rapier disables ("quarantines") bodies whose state went non-finite during the step.
        if let Some(h) = self.world.quarantine().bodies().first() {
            let name = self
                .handles
                .iter()
                .position(|x| x == h)
                .map_or("(unknown)".to_owned(), |i| self.rig.bodies[i].name.clone());
            let why = format!(
                "body '{name}' has a non-finite state at t = {:.3} s",
                self.time
            );
            self.stopped = Some(why.clone());
            return Err(SimError::Stopped(why));
        }
        for i in 0..self.handles.len() {
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
            let (i, e) = (0..self.handles.len())
                .map(|i| {
                    let s = self.state(i);
                    let b = &self.rig.bodies[i];
                    (
                        i,
                        kinetic_energy(
                            b.mass,
                            s.linvel,
                            b.inertia(),
                            s.pose.rotation.inverse() * s.angvel,
                        ),
                    )
                })
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
        self.write_back_poses(
            ch,
            &(0..self.handles.len())
                .map(|i| self.state(i).pose)
                .collect::<Vec<_>>(),
            pose,
        );
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

    /// The anchor body used for world-anchored joints.
    pub fn world_anchor(&self) -> RigidBodyHandle {
        self.anchor
    }
}
