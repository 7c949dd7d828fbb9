//! The Jolt world of one rig (oxijolt, Jolt Physics 5.6): plain bodies with the rig's shapes,
//! masses and inertias (inertia scale included), contacts filtered per pair from the rig
//! (joined pairs and the rig's disabled pairs, through a `GroupFilterTable`: Jolt's own Ragdoll
//! would turn off every pair inside the ragdoll), one SwingTwist constraint per rig joint with
//! the rig's frames, elliptical cone and twist range, position motors toward the drive target
//! with the rig's Kp/Kd as stiffness/damping springs and its max torque, the joint friction
//! while the drives are off, a plane ground, and the rig's substeps as `substeps × step(dt /
//! substeps)` (one collision step each).
//!
//! Jolt's constraint frame is (X twist, Y = plane × twist, Z plane), and its *plane* half cone
//! angle limits rotation about Y while its *normal* half cone angle limits rotation about Z.
//! With the plane axis on the rig frame's Z the constraint frame is the rig's joint frame, so
//! the rig's swing1 (about Y) is Jolt's plane half-angle and swing2 (about Z) its normal
//! half-angle (pinned by the test `the_half_angles_stop_the_swing_the_rig_names`).
//!
//! Not available from oxijolt 1.5: a per-body maximum angular velocity (Jolt's fixed 47 rad/s
//! applies), the sleep threshold and Baumgarte factor; a swing motor has one spring for both
//! swing axes (the mean of the rig's Y and Z gains).

use crate::rig::{Joint, Rig, Shape, SimEngine, WORLD};
use crate::sim::drive::AxisGains;
use crate::sim::engine::{BodyState, SimError, Touching};
use crate::sim::engine::{DragParams, Engine, JointMotor, StepFault};
use crate::sim::obstacle::Obstacle;
use crate::xform::Rigid;
use glam::{Quat, Vec3};
use oxijolt::{
    Activation, BodyId, BodySettings, CollisionGroup, ConstraintId, ConstraintSpace,
    GroupFilterTable, GroupFilterTableBuilder, Inertia, MotionType, MotorSettings, MotorState,
    PhysicsWorld, SpringSettings, SwingTwistConstraint, SwingTwistConstraintSettings, SwingType,
    WorldSettings, limits,
};
use std::collections::BTreeMap;

/// Jolt's position iterations per update (its default is 2). Jolt's velocity pass does not
/// correct joint drift; only the position pass pulls anchors together and limbs back into their
/// cones, a Baumgarte fraction per iteration. With 2, a fitted Knight's wrists and elbows opened
/// by a median 13.5 mm (worst 74 mm) and swung to a median 1.57× their cones over its 25 %
/// switches (19 of 152 runs passing the physics check); with 4: 5.1 mm, 1.23×, 48 runs; with
/// 8: 0.7 mm, 1.03×, 103 runs; with 16: 0.0 mm, 1.00×, 130 runs, for 40 % more time than 4.
/// More velocity iterations (30 instead of 10) changed nothing. 16 still let a 4.5 m Robot's
/// knee open by 11.5 mm and its lumbar joint swing to 1.15× when it landed from a jump, and a
/// Knight's wrist swing to 1.14×; with 32 every joint of every run of the physics check stays
/// within the bars on the sample, the fitted Knight and the fitted Robot (worst 6.6 mm, 1.09×),
/// for about 50 % more time per step than 16.
const POSITION_STEPS: u32 = 32;

type JShape = oxijolt::Shape;

fn jv(v: Vec3) -> oxijolt::Vec3 {
    v.into()
}

fn jr(v: Vec3) -> oxijolt::RVec3 {
    v.into()
}

fn jq(q: Quat) -> oxijolt::Quat {
    q.normalize().into()
}

fn err(what: &str, e: impl std::fmt::Display) -> SimError {
    SimError::Build(format!("Jolt: {what}: {e}"))
}

fn shape_for(shape: &Shape) -> Result<JShape, oxijolt::ShapeError> {
    match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => JShape::new_capsule(half_height.max(1e-4), radius.max(1e-4)),
        Shape::Sphere { radius } => JShape::new_sphere(radius.max(1e-4)),
        Shape::Box { half_extents: h } => {
            let h = h.max(Vec3::splat(1e-4));
            // Jolt's convex radius rounds the box's edges; it must fit inside the box.
            JShape::new_box_with_convex_radius(jv(h), (0.5 * h.min_element()).min(0.05))
        }
    }
}

/// Swing-twist settings of a rig joint: frames relative to each body's centre (the rig body's
/// origin), twist axis = frame X, plane axis = frame Z.
fn joint_settings(j: &Joint, parent_frame: &Rigid) -> SwingTwistConstraintSettings {
    // Rig files keep rotations as written (a few digits): Jolt wants unit, perpendicular axes.
    let frame = |t: &Rigid| {
        let r = t.rotation.normalize();
        (
            jr(t.translation),
            jv((r * Vec3::X).normalize()),
            jv((r * Vec3::Z).normalize()),
        )
    };
    let (p1, t1, n1) = frame(parent_frame);
    let (p2, t2, n2) = frame(&j.child_frame);
    let pi = std::f32::consts::PI;
    let (tmin, tmax) = (j.twist_min.clamp(-pi, pi), j.twist_max.clamp(-pi, pi));
    SwingTwistConstraintSettings::new(p1, t1, n1)
        .space(ConstraintSpace::LocalToBodyCom)
        .frame1(p1, t1, n1)
        .frame2(p2, t2, n2)
        .swing_type(SwingType::Cone)
        // (normal, plane): normal limits rotation about Z (swing2), plane about Y (swing1).
        .half_cone_angles(j.swing2.clamp(0.0, pi), j.swing1.clamp(0.0, pi))
        .twist_limits(tmin.min(tmax), tmax.max(tmin))
}

fn spring(kp: f32, kd: f32) -> SpringSettings {
    let cap = limits::MAX_SPRING_COEFFICIENT;
    SpringSettings::StiffnessAndDamping {
        stiffness: kp.clamp(0.0, cap),
        damping: kd.clamp(0.0, cap),
    }
}

fn motor(kp: f32, kd: f32, max_torque: f32) -> MotorSettings {
    let t = if max_torque.is_finite() {
        max_torque.max(0.0)
    } else {
        f32::MAX
    };
    MotorSettings::default()
        .spring(spring(kp, kd))
        .torque_limits(-t, t)
}

/// One rig joint in Jolt.
struct JointSlot {
    id: ConstraintId<SwingTwistConstraint>,
    body1: BodyId,
    body2: BodyId,
    settings: SwingTwistConstraintSettings,
    motor: JointMotor,
    target: Quat,
}

pub struct JoltWorld {
    world: PhysicsWorld,
    bodies: Vec<BodyId>,
    masses: Vec<f32>,
    joints: Vec<JointSlot>,
    dt: f32,
    substeps: u32,
    /// Kinematic targets for the next step.
    kinematic_targets: Vec<Option<Rigid>>,
    drags: BTreeMap<u64, DragParams>,
    /// Each drag's work on its body since it started, J: its force in each substep times the
    /// grabbed point's displacement over that substep.
    drag_work: BTreeMap<u64, f32>,
    obstacles: BTreeMap<u64, BodyId>,
    /// The ground plane, when the rig has one.
    ground: Option<BodyId>,
    next_id: u64,
    /// Body pairs (rig indices) whose contacts the rig turns off.
    off: Vec<(usize, usize)>,
    /// Seconds the last step spent in Jolt's updates ([`Engine::library_seconds`]).
    library_seconds: f64,
}

/// Threads that step each Jolt world built from now on, the caller's included (0 or 1: one,
/// the default). A process-wide setting for benchmarks and tools; the editor and the CLI keep
/// one thread.
static THREADS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// Set how many threads step the Jolt worlds built after this call (see [`THREADS`]).
pub fn set_threads(n: u32) {
    THREADS.store(n, std::sync::atomic::Ordering::Relaxed);
}

/// The world's settings: the worker threads ([`THREADS`]), [`POSITION_STEPS`], the rig's
/// gravity and room for the rig's bodies plus obstacles and drag anchors.
fn world_settings(rig: &Rig) -> WorldSettings {
    let threads = THREADS.load(std::sync::atomic::Ordering::Relaxed);
    let settings = if threads > 1 {
        WorldSettings::default().worker_threads(threads - 1)
    } else {
        WorldSettings::default().single_threaded()
    };
    settings
        .position_steps(POSITION_STEPS)
        .gravity(jv(rig.sim.gravity))
        .max_bodies((rig.bodies.len() as u32 + 256).max(1024))
}

/// The body pairs whose contacts are off: joined pairs (unless the joint asks for their
/// contacts) and the rig's disabled pairs; everything else collides.
fn unjoined_pairs(rig: &Rig) -> Vec<(usize, usize)> {
    let joined = rig
        .joints
        .iter()
        .filter(|j| !j.collide_connected)
        .map(|j| (rig.body_index(&j.parent), rig.body_index(&j.child)));
    let disabled = rig
        .disabled_pairs
        .iter()
        .map(|p| (rig.body_index(&p[0]), rig.body_index(&p[1])));
    joined
        .chain(disabled)
        .filter_map(|(a, c)| Some((a?, c?)))
        .collect()
}

/// One Jolt body per rig body at its placement, with the rig's mass, inertia (scale included)
/// and material, in its own collision group of `table`; the ids and the masses used.
fn create_bodies(
    world: &mut PhysicsWorld,
    rig: &Rig,
    placed: &[Rigid],
    table: Option<&GroupFilterTable>,
) -> Result<(Vec<BodyId>, Vec<f32>), SimError> {
    let n = rig.bodies.len();
    let mut bodies = Vec::with_capacity(n);
    let mut masses = Vec::with_capacity(n);
    for (i, b) in rig.bodies.iter().enumerate() {
        let t = placed[i];
        let shape = shape_for(&b.shape).map_err(|e| err(&format!("body '{}' shape", b.name), e))?;
        let mass = b.mass.clamp(limits::MIN_MASS, limits::MAX_MASS);
        let inertia = (b.inertia() * (mass / b.mass.max(1e-6)))
            .max(Vec3::splat(limits::MIN_PROVIDED_INERTIA));
        let mut s = if b.simulated {
            BodySettings::new_dynamic()
        } else {
            BodySettings::new_kinematic()
        };
        s = s
            .position(jr(t.translation))
            .rotation(jq(t.rotation))
            .mass_and_inertia(mass, Inertia::Principal(jv(inertia)))
            .friction(b.friction.clamp(0.0, limits::MAX_FRICTION))
            .restitution(b.restitution.clamp(0.0, 1.0))
            .linear_damping(0.0)
            .angular_damping(0.0)
            .allow_sleeping(true);
        if let Some(table) = table {
            let g = CollisionGroup::new(table, 1, i as u32).map_err(|e| err("group", e))?;
            s = s.collision_group(g);
        }
        let id = world
            .create_body(&shape, &s)
            .map_err(|e| err(&format!("body '{}'", b.name), e))?;
        bodies.push(id);
        masses.push(mass);
    }
    Ok((bodies, masses))
}

/// The ground: a plane, not a large box (a contact point on a huge box's far edge has a lever
/// arm of hundreds of metres), with the rig's ground material.
fn create_ground(world: &mut PhysicsWorld, rig: &Rig) -> Result<BodyId, SimError> {
    let plane = JShape::new_plane(jv(Vec3::Y), 0.0, 1000.0).map_err(|e| err("ground", e))?;
    let s = BodySettings::new_static()
        .friction(rig.sim.ground_friction.clamp(0.0, limits::MAX_FRICTION))
        .restitution(rig.sim.ground_restitution.clamp(0.0, 1.0));
    world.create_body(&plane, &s).map_err(|e| err("ground", e))
}

/// One SwingTwist constraint per rig joint between the Jolt bodies `bodies`; world-anchored
/// joints hang on a static sensor at the origin (no contacts), made once when needed.
fn create_joints(
    world: &mut PhysicsWorld,
    rig: &Rig,
    bodies: &[BodyId],
) -> Result<Vec<JointSlot>, SimError> {
    let mut anchor = None;
    let mut joints = Vec::new();
    for j in &rig.joints {
        let child = rig.body_index(&j.child).ok_or_else(|| {
            SimError::Build(format!("joint '{}': no child body '{}'", j.name, j.child))
        })?;
        let body1 = if j.parent == WORLD {
            match anchor {
                Some(a) => a,
                None => {
                    let s = BodySettings::new_static().sensor(true);
                    let a = world
                        .create_body(&JShape::new_sphere(0.01).map_err(|e| err("anchor", e))?, &s)
                        .map_err(|e| err("anchor", e))?;
                    anchor = Some(a);
                    a
                }
            }
        } else {
            bodies[rig.body_index(&j.parent).ok_or_else(|| {
                SimError::Build(format!("joint '{}': no parent body '{}'", j.name, j.parent))
            })?]
        };
        let settings = joint_settings(j, &j.parent_frame);
        let id = world
            .create_constraint(body1, bodies[child], &settings)
            .map_err(|e| err(&format!("joint '{}'", j.name), e))?;
        joints.push(JointSlot {
            id,
            body1,
            body2: bodies[child],
            settings,
            motor: JointMotor::Friction(0.0),
            target: Quat::IDENTITY,
        });
    }
    Ok(joints)
}

/// The collision-group table of `n` bodies (sub-group = rig body index) with contacts off
/// between the given pairs; None for no bodies.
fn group_table(
    n: usize,
    off: impl Iterator<Item = (usize, usize)>,
) -> Result<Option<GroupFilterTable>, SimError> {
    if n == 0 {
        return Ok(None);
    }
    let mut b = GroupFilterTableBuilder::new(n as u32).map_err(|e| err("filter", e))?;
    for (a, c) in off {
        if a != c && a < n && c < n {
            let _ = b.disable_collision(a as u32, c as u32);
        }
    }
    Ok(Some(b.build()))
}

impl JoltWorld {
    /// Jolt's own step and nothing of ragrig's around it (no kinematic targets, drags or
    /// state checks): `substeps` updates of `dt / substeps`. For measuring ragrig's overhead.
    pub fn step_bare(&mut self) {
        let h = self.dt / self.substeps as f32;
        for _ in 0..self.substeps {
            let _ = self.world.step(h);
        }
    }

    /// Bodies asleep (Jolt deactivated them), of the dynamic ones.
    pub fn asleep_count(&self) -> usize {
        (0..self.bodies.len())
            .filter(|&i| self.is_dynamic(i) && self.is_sleeping(i))
            .count()
    }

    /// Build from world placements `T_WC` of every body. Simulated bodies are dynamic, the
    /// others kinematic.
    pub fn new(rig: &Rig, placed: &[Rigid]) -> Result<Self, SimError> {
        let n = rig.bodies.len();
        // Jolt's global initialisation happens once per process inside oxijolt (a OnceLock),
        // so worlds may be built from parallel tests.
        let mut world = PhysicsWorld::new(world_settings(rig)).map_err(|e| err("world", e))?;
        let off = unjoined_pairs(rig);
        let table = group_table(n, off.iter().copied())?;
        let (bodies, masses) = create_bodies(&mut world, rig, placed, table.as_ref())?;
        let ground = if rig.sim.ground {
            Some(create_ground(&mut world, rig)?)
        } else {
            None
        };
        let joints = create_joints(&mut world, rig, &bodies)?;
        Ok(JoltWorld {
            world,
            bodies,
            masses,
            joints,
            dt: rig.sim.dt,
            substeps: rig.sim.substeps.clamp(1, 256),
            kinematic_targets: vec![None; n],
            drags: BTreeMap::new(),
            drag_work: BTreeMap::new(),
            obstacles: BTreeMap::new(),
            ground,
            next_id: 1,
            off,
            library_seconds: 0.0,
        })
    }

    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id - 1
    }

    /// Apply a joint's motor, target and friction to its constraint.
    fn apply_joint(&mut self, k: usize) {
        let slot = &self.joints[k];
        let (m, target) = (slot.motor, slot.target);
        let Ok(mut c) = self.world.constraint_mut(slot.id) else {
            return;
        };
        match m {
            JointMotor::Drive(g) => {
                let swing = mean(g[1], g[2]);
                let on = |g: &AxisGains| {
                    if g.kp > 0.0 || g.kd > 0.0 {
                        MotorState::Position
                    } else {
                        MotorState::Off
                    }
                };
                let _ = c.set_max_friction_torque(0.0);
                let _ = c.set_twist_motor_settings(motor_of(&g[0]));
                let _ = c.set_swing_motor_settings(motor_of(&swing));
                let _ = c.set_target_orientation_cs(jq(target));
                c.set_twist_motor_state(on(&g[0]));
                c.set_swing_motor_state(on(&swing));
            }
            JointMotor::Velocity { omega, gains } => {
                let swing = mean(gains[1], gains[2]);
                let _ = c.set_max_friction_torque(0.0);
                let _ = c.set_twist_motor_settings(motor(0.0, gains[0].kd, gains[0].max_torque));
                let _ = c.set_swing_motor_settings(motor(0.0, swing.kd, swing.max_torque));
                let w = omega.clamp_length_max(limits::MAX_ANGULAR_VELOCITY * 0.99);
                if w.is_finite() {
                    let _ = c.set_target_angular_velocity_cs(jv(w));
                }
                c.set_twist_motor_state(MotorState::Velocity);
                c.set_swing_motor_state(MotorState::Velocity);
            }
            JointMotor::Friction(f) => {
                c.set_twist_motor_state(MotorState::Off);
                c.set_swing_motor_state(MotorState::Off);
                let f = if f.is_finite() { f.max(0.0) } else { 0.0 };
                let _ = c.set_max_friction_torque(f);
            }
        }
    }

    fn body_state(&self, i: usize) -> Option<BodyState> {
        let b = self.world.body(self.bodies[i]).ok()?;
        let p: Vec3 = b.position().into();
        let r: Quat = b.rotation().into();
        Some(BodyState {
            pose: Rigid::new(r, p),
            linvel: b.linear_velocity().into(),
            angvel: b.angular_velocity().into(),
        })
    }

    /// Explicit drag-spring forces for one substep of length `h`: `F = k·(target − p) − c·v_p`
    /// at the grabbed point, with the stiffness and damping capped where an explicit step of a
    /// body of mass m would be unstable (`k·h²/m ≤ 1`, `c·h/m ≤ 1`), and at most `max_force`.
    /// Returns each drag's id, force and grabbed point, for [`Self::add_drag_work`].
    fn drag_forces(&mut self, h: f32) -> Vec<(u64, Vec3, Vec3)> {
        let drags: Vec<(u64, DragParams)> = self.drags.iter().map(|(&i, d)| (i, *d)).collect();
        let mut applied = Vec::with_capacity(drags.len());
        for (id, d) in drags {
            let Some(f) = self.drag_force_now(&d, h) else {
                continue;
            };
            let Some(s) = self.body_state(d.body) else {
                continue;
            };
            let p = s.pose.transform_point(d.local_point);
            if let Ok(mut b) = self.world.body_mut(self.bodies[d.body]) {
                let _ = b.add_force_at_point(jv(f), jr(p));
            }
            applied.push((id, f, p));
        }
        applied
    }

    /// After a substep: each drag's force times its grabbed point's displacement over it.
    fn add_drag_work(&mut self, applied: &[(u64, Vec3, Vec3)]) {
        for &(id, f, p0) in applied {
            let Some(d) = self.drags.get(&id).copied() else {
                continue;
            };
            let Some(s) = self.body_state(d.body) else {
                continue;
            };
            let w = f.dot(s.pose.transform_point(d.local_point) - p0);
            if w.is_finite() {
                *self.drag_work.entry(id).or_insert(0.0) += w;
            }
        }
    }

    /// A drag's force in the state now for substeps of length `h` (see [`Self::drag_forces`]).
    fn drag_force_now(&self, d: &DragParams, h: f32) -> Option<Vec3> {
        let s = self.body_state(d.body)?;
        let m = self.masses[d.body];
        let gains = (d.stiffness.min(m / (h * h)), d.damping.min(m / h));
        Some(crate::sim::drag::spring_force(
            &s,
            d.local_point,
            d.target,
            gains,
            d.max_force,
        ))
    }
}

fn mean(a: AxisGains, b: AxisGains) -> AxisGains {
    AxisGains {
        kp: 0.5 * (a.kp + b.kp),
        kd: 0.5 * (a.kd + b.kd),
        max_torque: 0.5 * (a.max_torque + b.max_torque),
    }
}

fn motor_of(g: &AxisGains) -> MotorSettings {
    motor(g.kp, g.kd, g.max_torque)
}

impl Engine for JoltWorld {
    fn kind(&self) -> SimEngine {
        SimEngine::Jolt
    }

    fn state(&self, body: usize) -> BodyState {
        self.body_state(body).unwrap_or(BodyState {
            pose: Rigid::new(Quat::NAN, Vec3::NAN),
            linvel: Vec3::NAN,
            angvel: Vec3::NAN,
        })
    }

    fn set_velocity(&mut self, body: usize, linvel: Vec3, angvel: Vec3) {
        if !(linvel.is_finite() && angvel.is_finite()) {
            return;
        }
        if let Ok(mut b) = self.world.body_mut(self.bodies[body]) {
            let _ = b.set_linear_velocity(jv(
                linvel.clamp_length_max(limits::MAX_LINEAR_VELOCITY * 0.99)
            ));
            let _ = b.set_angular_velocity(jv(
                angvel.clamp_length_max(limits::MAX_ANGULAR_VELOCITY * 0.99)
            ));
        }
    }

    fn teleport(&mut self, body: usize, pose: &Rigid) {
        if !pose.is_finite() {
            return;
        }
        if let Ok(mut b) = self.world.body_mut(self.bodies[body]) {
            let _ = b.set_position_and_rotation(
                jr(pose.translation),
                jq(pose.rotation),
                Activation::Activate,
            );
        }
    }

    fn set_dynamic(&mut self, body: usize, dynamic: bool) {
        let t = if dynamic {
            MotionType::Dynamic
        } else {
            MotionType::Kinematic
        };
        let id = self.bodies[body];
        if self.world.body(id).map_or(true, |b| b.motion_type() == t) {
            return;
        }
        // Jolt refuses to change the motion type of a body a constraint uses (oxijolt:
        // `UsedByConstraint`; a pinned body stayed dynamic): the body's joints are taken out,
        // its type changed, and the joints rebuilt with the same settings, motor and target.
        let attached: Vec<usize> = (0..self.joints.len())
            .filter(|&k| self.joints[k].body1 == id || self.joints[k].body2 == id)
            .collect();
        for &k in &attached {
            let _ = self.world.remove_constraint(self.joints[k].id);
        }
        if let Ok(mut b) = self.world.body_mut(id) {
            let _ = b.set_motion_type(t, Activation::Activate);
        }
        for &k in &attached {
            let slot = &self.joints[k];
            if let Ok(new) = self
                .world
                .create_constraint(slot.body1, slot.body2, &slot.settings)
            {
                self.joints[k].id = new;
                self.apply_joint(k);
            }
        }
    }

    fn is_dynamic(&self, body: usize) -> bool {
        self.world
            .body(self.bodies[body])
            .is_ok_and(|b| b.motion_type() == MotionType::Dynamic)
    }

    fn is_sleeping(&self, body: usize) -> bool {
        self.world
            .body(self.bodies[body])
            .is_ok_and(|b| b.is_sleeping())
    }

    fn touching(&self, body: usize) -> Touching {
        let mine = self.bodies[body];
        let touched = |other: BodyId| {
            self.world
                .were_bodies_in_contact(mine, other)
                .unwrap_or(false)
        };
        Touching {
            bodies: (0..self.bodies.len())
                .filter(|&i| i != body && touched(self.bodies[i]))
                .collect(),
            scenery: self
                .ground
                .iter()
                .chain(self.obstacles.values())
                .any(|&g| touched(g)),
        }
    }

    fn touches_scenery(&self, body: usize) -> bool {
        let mine = self.bodies[body];
        self.ground
            .iter()
            .chain(self.obstacles.values())
            .any(|&g| self.world.were_bodies_in_contact(mine, g).unwrap_or(false))
    }

    fn set_kinematic_target(&mut self, body: usize, pose: &Rigid) {
        if pose.is_finite() {
            self.kinematic_targets[body] = Some(*pose);
        }
    }

    fn apply_impulse(&mut self, body: usize, impulse: Vec3, point: Vec3) {
        if let Ok(mut b) = self.world.body_mut(self.bodies[body]) {
            let _ = b.add_impulse_at_point(jv(impulse), jr(point));
        }
    }

    fn set_joint_limits(&mut self, joint: usize, j: &Joint) {
        // oxijolt has no setters for a swing-twist constraint's limits: an edited limit
        // rebuilds the constraint (same bodies and frames), then its motor and target.
        let slot = &self.joints[joint];
        let settings = joint_settings(j, &j.parent_frame);
        if settings == slot.settings {
            return;
        }
        let (b1, b2, old) = (slot.body1, slot.body2, slot.id);
        if let Ok(id) = self.world.create_constraint(b1, b2, &settings) {
            let _ = self.world.remove_constraint(old);
            self.joints[joint].id = id;
            self.joints[joint].settings = settings;
            self.apply_joint(joint);
        }
    }

    fn set_joint_motor(&mut self, joint: usize, m: &JointMotor) {
        self.joints[joint].motor = *m;
        self.apply_joint(joint);
    }

    fn set_drive_target(&mut self, joint: usize, target: Quat) {
        self.joints[joint].target = target;
        if let Ok(mut c) = self.world.constraint_mut(self.joints[joint].id) {
            let _ = c.set_target_orientation_cs(jq(target));
        }
    }

    fn add_obstacle(&mut self, o: &Obstacle) -> u64 {
        let id = self.id();
        let h = o.half_extents.max(Vec3::splat(1e-3));
        let body = JShape::new_box_with_convex_radius(jv(h), (0.5 * h.min_element()).min(0.05))
            .ok()
            .and_then(|shape| {
                let s = BodySettings::new_static()
                    .position(jr(o.pose.translation))
                    .rotation(jq(o.pose.rotation))
                    .friction(o.friction.clamp(0.0, limits::MAX_FRICTION))
                    .restitution(o.restitution.clamp(0.0, 1.0));
                self.world.create_body(&shape, &s).ok()
            });
        if let Some(b) = body {
            self.obstacles.insert(id, b);
            // Wake the bodies so a resting ragdoll meets a box placed on it.
            for &b in &self.bodies {
                if let Ok(mut b) = self.world.body_mut(b) {
                    b.activate();
                }
            }
        }
        id
    }

    fn remove_obstacle(&mut self, id: u64) {
        if let Some(b) = self.obstacles.remove(&id) {
            let _ = self.world.remove_body(b);
            for &b in &self.bodies {
                if let Ok(mut b) = self.world.body_mut(b) {
                    b.activate();
                }
            }
        }
    }

    fn add_drag(&mut self, d: &DragParams) -> u64 {
        let id = self.id();
        self.drags.insert(id, *d);
        if let Ok(mut b) = self.world.body_mut(self.bodies[d.body]) {
            b.activate();
        }
        id
    }

    fn set_drag_target(&mut self, id: u64, target: Vec3) {
        if let Some(d) = self.drags.get_mut(&id) {
            d.target = target;
            let body = self.bodies[d.body];
            if let Ok(mut b) = self.world.body_mut(body) {
                b.activate();
            }
        }
    }

    fn remove_drag(&mut self, id: u64) {
        self.drags.remove(&id);
        self.drag_work.remove(&id);
    }

    fn drag_work(&self, id: u64) -> Option<f32> {
        self.drags
            .contains_key(&id)
            .then(|| self.drag_work.get(&id).copied().unwrap_or(0.0))
    }

    fn drag_force(&self, id: u64) -> Option<Vec3> {
        let d = self.drags.get(&id)?;
        self.drag_force_now(d, self.dt / self.substeps.max(1) as f32)
    }

    fn set_paused_pairs(&mut self, pairs: &[(usize, usize)]) {
        // A new table with the rig's pairs and these off, given to every body (Jolt checks the
        // groups of each pair it collides from the next step).
        let n = self.bodies.len();
        let Ok(Some(table)) = group_table(n, self.off.iter().chain(pairs).copied()) else {
            return;
        };
        for (i, &id) in self.bodies.iter().enumerate() {
            if let Ok(g) = CollisionGroup::new(&table, 1, i as u32)
                && let Ok(mut b) = self.world.body_mut(id)
            {
                let _ = b.set_collision_group(Some(&g), Activation::DontActivate);
            }
        }
    }

    fn step(&mut self) -> Result<(), StepFault> {
        let n = self.substeps;
        let h = self.dt / n as f32;
        // Kinematic bodies: from where they are to their target, a piece per substep (a
        // kinematic body without a target stays where it is).
        let starts: Vec<Option<(Rigid, Rigid)>> = (0..self.bodies.len())
            .map(|i| {
                if self.is_dynamic(i) {
                    return None;
                }
                let now = self.body_state(i)?.pose;
                Some((now, self.kinematic_targets[i].unwrap_or(now)))
            })
            .collect();
        let mut library = 0.0;
        for s in 0..n {
            let f = (s + 1) as f32 / n as f32;
            for (i, se) in starts.iter().enumerate() {
                let Some((a, b)) = se else { continue };
                let p = a.translation.lerp(b.translation, f);
                let q = a.rotation.slerp(b.rotation, f);
                if let Ok(mut body) = self.world.body_mut(self.bodies[i]) {
                    let _ = body.move_kinematic(jr(p), jq(q), h);
                }
            }
            let applied = if self.drags.is_empty() {
                Vec::new()
            } else {
                self.drag_forces(h)
            };
            // A full contact buffer drops contacts but the step goes on (the report says so);
            // ragrig's worlds are far below Jolt's limits.
            let start = std::time::Instant::now();
            let report = self.world.step(h);
            library += start.elapsed().as_secs_f64();
            let _report = report.map_err(|e| StepFault::Failed(e.to_string()))?;
            self.add_drag_work(&applied);
        }
        self.library_seconds = library;
        self.kinematic_targets.iter_mut().for_each(|t| *t = None);
        for i in 0..self.bodies.len() {
            let s = self.state(i);
            if !(s.pose.is_finite() && s.linvel.is_finite() && s.angvel.is_finite()) {
                return Err(StepFault::NonFinite(Some(i)));
            }
        }
        Ok(())
    }

    fn library_seconds(&self) -> f64 {
        self.library_seconds
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}
