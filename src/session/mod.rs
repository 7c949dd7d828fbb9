//! A live session: the clip plays (bodies follow the animation, kinematic), a switch hands the
//! bodies to physics with inherited velocities, the ragdoll simulates, and with
//! recovery on it settles, picks the get-up clip, places the root, checks that a standing
//! capsule fits there, and gets up: a presentation blend back to the animation, or a powered
//! get-up where joint drives pull the ragdoll through the clip before the hand-over
//! ([`GetupMode`]). Each body's shown pose has an explicit owner ([`Owner`]).
//! Shared by `ragrig simulate` and the editor. See docs/switch-recovery.md.

use crate::character::Character;
use crate::recover::{
    OrientChooser, Owner, SettleDetector, StandCapsule, blend_bodies, blend_pose_along_joints,
    blend_weight, node_weights,
};
use crate::rig::rest::body_world;
use crate::rig::{RecoveryMode, Rig, SimEngine};
use crate::sim::energy::EnergyBudget;
use crate::sim::{Blocker, SimError, SimWorld};
use crate::switch::{SwitchRecord, inherit};
use crate::xform::{Rigid, Xform};
use glam::{Quat, Vec3};
use serde::Serialize;

mod error;
mod event;
mod getup;
mod getup_path;
pub use error::SessionError;
pub use event::{Event, EventKind};
pub use getup_path::{PATH_SAMPLE_STEPS, PATH_TOLERANCE};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Animated,
    Simulated,
    Blending,
}

/// What a session does besides playing and simulating, chosen when it starts
/// ([`Session::with_options`]). The default: no auto-recovery, drives off (a limp ragdoll).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SessionOptions {
    /// Get up on its own once the ragdoll has settled.
    pub recover: bool,
    /// Joint drives on while simulated (toward the pose at the switch).
    pub drives: bool,
}

/// How a get-up is played: `Presentation` (bodies kinematic, the shown pose blends from the
/// captured ragdoll to the clip) or `Powered` (bodies stay dynamic, joint drives track the
/// clip with a weight ramping 0 → 1, then a presentation hand-over). The rig file's
/// `recovery.mode` is the same choice; a session starts with it.
pub type GetupMode = RecoveryMode;

/// The powered hand-over's blend lasts at least `1.5 · D / HANDOVER_MAX_SPEED` (D the largest
/// physics-to-clip bone distance), so its weight moves no bone faster than this along a
/// straight line, m/s (rotation arcs can add to it; see docs/switch-recovery.md).
pub const HANDOVER_MAX_SPEED: f32 = 2.0;

/// Seconds a blocked get-up keeps retrying before it gives up.
pub const GETUP_RETRY_TIMEOUT: f32 = 3.0;

/// A joint gap closed at the switch larger than this is reported as an event, m.
pub const CLOSED_GAP_NOTE: f32 = 0.001;

/// What the switch corrected in the pose it handed to physics.
struct SwitchFixes {
    /// The largest joint gap the pose opened, closed, m.
    closed_gap: f32,
    /// The largest turn that brought a joint back inside its limits, rad, and that joint.
    limits: (f32, Option<usize>),
    /// How far the pose was lifted out of the ground, m.
    lift: f32,
    /// How far the pose was moved out of the obstacles, m, and the first obstacle it was in.
    pushed: (f32, Option<usize>),
    /// The deepest overlap with an obstacle left in the pose handed over, m, and that obstacle.
    left_inside: Option<(f32, usize)>,
    /// The pairs of bodies whose contacts were paused, with their overlap, m.
    paused: Vec<(usize, usize, f32)>,
}

/// An overlap with an obstacle left after the switch's push-out larger than this is reported as
/// an event, m.
const OBSTACLE_LEFT_NOTE: f32 = 1e-3;

/// A lift out of the ground at the switch larger than this is reported as an event, m.
pub const GROUND_LIFT_NOTE: f32 = 0.001;

/// A presentation blend: from `capture` (locals under `root`) to the clip pose at
/// `clip_offset + elapsed`, weight `blend_weight(elapsed, time)`.
#[derive(Clone)]
struct Blend {
    clip: usize,
    root: Rigid,
    capture: Vec<Xform>,
    elapsed: f32,
    /// Clip time at `elapsed = 0` (0 for a get-up; the clip's end for a powered hand-over).
    clip_offset: f32,
    /// Duration of the weight ramp, s.
    time: f32,
    /// Hold the clip at `clip_offset` (the get-up fallback into the idle clip's first frame).
    hold: bool,
}

impl Blend {
    /// The blend at `elapsed`: the clip time, the weight, the shown locals (the root node not
    /// yet placed) and each body's world placement (`T_WC`; None for a body without its bone).
    fn pose(&self, rig: &Rig, ch: &Character) -> (f32, f32, Vec<Xform>, Vec<Option<Rigid>>) {
        let clip = &ch.clips[self.clip];
        let clip_t = if self.hold {
            self.clip_offset
        } else {
            (self.clip_offset + self.elapsed).min(clip.duration)
        };
        let target = clip.sample(clip_t, &ch.skeleton.node_pose());
        let w = crate::recover::blend_weight(self.elapsed, self.time);
        let local =
            crate::recover::blend_pose_along_joints(rig, &ch.skeleton, &self.capture, &target, w);
        // The root node carries the placement: shown world = root · locals.
        let world = crate::recover::posed_world(&ch.skeleton, &self.root, &local);
        let placed = rig
            .bodies
            .iter()
            .map(|body| {
                ch.skeleton
                    .find(&body.bone)
                    .map(|n| world[n].mul(&body.offset))
            })
            .collect();
        (clip_t, w, local, placed)
    }
}

/// A powered get-up in progress.
#[derive(Clone)]
struct Powered {
    clip: usize,
    root: Rigid,
    elapsed: f32,
}

/// The get-up last started, for [`Session::blend_preview`].
#[derive(Clone)]
struct LastGetup {
    clip: usize,
    root: Rigid,
    capture: Vec<Xform>,
    hold: bool,
    /// Duration of its weight ramp, s.
    time: f32,
}

/// The last standing-capsule check (for drawing and reports).
#[derive(Clone, Debug, Serialize)]
pub struct StandCheck {
    /// The get-up clip whose standing pose was tested.
    pub clip: String,
    pub capsule: StandCapsule,
    /// What is inside the standing capsule (empty: the capsule is clear).
    pub blockers: Vec<Blocker>,
    /// Where the get-up's blend would carry a body through an obstacle, said as in the blocked
    /// event (None: its path is clear, or it is not checked: a powered get-up, a blocked
    /// capsule).
    pub path: Option<String>,
}

impl StandCheck {
    /// The get-up can start here: its standing capsule and its path are clear.
    pub fn standable(&self) -> bool {
        self.blockers.is_empty() && self.path.is_none()
    }

    /// One line on what stops the get-up, or that nothing does (`clear`).
    pub fn summary(&self) -> (String, bool) {
        if !self.blockers.is_empty() {
            let what: Vec<String> = self.blockers.iter().map(ToString::to_string).collect();
            (
                format!("standing capsule blocked by {}", what.join(", ")),
                false,
            )
        } else if let Some(path) = &self.path {
            (format!("standing capsule clear, but {path}"), false)
        } else {
            ("standing capsule clear".to_owned(), true)
        }
    }
}

/// A get-up ready to start: clip, root, capture and the reason it was chosen.
struct Plan {
    clip: usize,
    root: Rigid,
    capture: Vec<Xform>,
    /// No get-up clip: blend into the idle clip's first frame.
    fallback: bool,
}

pub struct Session {
    pub sim: SimWorld,
    pub mode: Mode,
    /// The clip played while animated (None: the rest pose).
    pub clip: Option<usize>,
    /// Clip time, s.
    pub clip_time: f32,
    /// Session time, s.
    pub time: f64,
    pub record: Option<SwitchRecord>,
    pub events: Vec<Event>,
    pub recover: bool,
    /// Drives on while simulated (toward the pose at the switch); off: a limp ragdoll.
    /// Changed through [`Session::set_drives`], which keeps the engine's motors in step.
    drives: bool,
    settle: SettleDetector,
    orient: OrientChooser,
    blend: Option<Blend>,
    /// The local pose shown while blending or animated.
    shown: Vec<Xform>,
    last_forward: Option<Vec3>,
    /// Where the clip's root is placed in the world (identity until a get-up moves it).
    root: Rigid,
    /// Something outside the simulation pulls on the ragdoll (e.g. the editor's drag spring):
    /// the settle detector does not count it as calm.
    pub external_force: bool,
    /// How the next get-up is played (from the rig's `recovery.mode` at creation).
    pub getup_mode: GetupMode,
    /// Seconds a blocked get-up keeps retrying before giving up ([`GETUP_RETRY_TIMEOUT`]).
    pub getup_retry_timeout: f32,
    powered: Option<Powered>,
    last_getup: Option<LastGetup>,
    choice: Option<(String, String)>,
    /// Why the settled ragdoll's automatic get-up did not start in the last step.
    recover_wait: Option<String>,
    stand: Option<StandCheck>,
    /// Session time since which the get-up has been blocked.
    blocked_since: Option<f64>,
    owners: Vec<Owner>,
    /// Manual physics weights per body (display only, applied in the Simulated mode).
    manual: Vec<Option<f32>>,
    /// What the ragdoll's kinetic energy may be since the last switch (see [`EnergyBudget`]).
    budget: Option<EnergyBudget>,
}

/// The clip's pose at `t` (sampled on the node transforms), or the rest pose without a clip.
fn pose_of(ch: &Character, clip: Option<usize>, t: f32) -> Vec<Xform> {
    match clip.and_then(|c| ch.clips.get(c)) {
        Some(c) => c.sample(t, &ch.skeleton.node_pose()),
        None => ch.skeleton.rest_pose(),
    }
}

/// Put the skeleton's root nodes (every node without a parent: the armature, and the nodes
/// beside it such as a skinned mesh's or a prop's) under a world placement, so that the whole
/// model moves as one (a get-up's captured pose holds every root relative to the placement).
fn place_roots(ch: &Character, local: &mut [Xform], root: &Rigid) {
    for (r, node) in ch.skeleton.nodes.iter().enumerate() {
        if node.parent.is_some() || r >= local.len() {
            continue;
        }
        let placed = root.mul(&Rigid::new(local[r].rotation, local[r].translation));
        local[r].translation = placed.translation;
        local[r].rotation = placed.rotation;
    }
}

impl Session {
    /// Start animated on `clip` at `t` (kinematic bodies on the animation). Refused (a
    /// [`SimError::Build`] naming the findings) while the rig doctor reports an error: the
    /// simulation only ever sees rigs the doctor accepts ([`crate::rig::gate`]).
    pub fn new(rig: &Rig, ch: &Character, clip: Option<usize>, t: f32) -> Result<Self, SimError> {
        Self::with_options(rig, ch, (clip, t), SessionOptions::default())
    }

    /// [`Session::new`] with its options: auto-recovery and drives as the caller wants them
    /// from the first step (both can change later: the `recover` flag, [`Session::set_drives`]).
    pub fn with_options(
        rig: &Rig,
        ch: &Character,
        (clip, t): (Option<usize>, f32),
        options: SessionOptions,
    ) -> Result<Self, SimError> {
        crate::rig::check_rig(rig, Some(ch)).map_err(|e| SimError::Build(e.to_string()))?;
        // The doctor checked the model standing on the rig's floor: so must the simulation.
        if ch.floor != crate::rig::usable_floor(rig.floor) {
            return Err(SimError::Build(format!(
                "the model stands on a floor of {} m but the rig's is {} m (place it with \
                 Character::place_for, as opening the rig does)",
                ch.floor, rig.floor
            )));
        }
        let pose = pose_of(ch, clip, t);
        let mut sim = SimWorld::new(rig, ch, &pose)?;
        sim.set_all_kinematic();
        sim.set_drive_targets_from_pose(ch, &pose);
        let n = rig.bodies.len();
        Ok(Session {
            sim,
            mode: Mode::Animated,
            clip,
            clip_time: t,
            time: 0.0,
            record: None,
            events: Vec::new(),
            recover: options.recover,
            drives: options.drives,
            settle: SettleDetector::new(&rig.recovery),
            orient: OrientChooser::new(),
            blend: None,
            shown: pose,
            last_forward: None,
            root: Rigid::IDENTITY,
            getup_mode: rig.recovery.mode,
            external_force: false,
            getup_retry_timeout: GETUP_RETRY_TIMEOUT,
            powered: None,
            last_getup: None,
            choice: None,
            recover_wait: None,
            stand: None,
            blocked_since: None,
            owners: vec![Owner::Animation; n],
            manual: vec![None; n],
            budget: None,
        })
    }

    /// A copy of this session on another engine, from the same state: the same mode, clip,
    /// times, switch record, events, get-up state, settle window and energy budget, and a world
    /// built on `engine` with every body's pose, velocities and dynamic/kinematic mode, the
    /// drive targets, drive state and weight, and the obstacles (drag springs do not carry
    /// over). For comparing two engines from one state; `self` is unchanged.
    pub fn fork_on(&self, engine: SimEngine) -> Result<Session, SimError> {
        let src = &self.sim;
        let mut rig = src.rig().clone();
        rig.sim.engine = engine;
        let n = src.body_count();
        let states: Vec<_> = (0..n).map(|i| src.state(i)).collect();
        let placed: Vec<Option<Rigid>> = states.iter().map(|s| Some(s.pose)).collect();
        let mut sim = SimWorld::from_placements(&rig, &placed)?;
        for (i, s) in states.iter().enumerate() {
            // Dynamic first: velocities set on kinematic bodies are not kept by every engine.
            sim.engine_mut().set_dynamic(i, src.is_dynamic(i));
            sim.set_velocity(i, s.linvel, s.angvel);
        }
        for k in 0..rig.joints.len() {
            sim.set_drive_target(k, src.drive_target(k));
        }
        sim.set_drive_weight(src.drive_weight());
        sim.set_drives_enabled(src.drives_enabled());
        for o in src.obstacles() {
            sim.add_obstacle(&o);
        }
        sim.collect_stats = src.collect_stats;
        sim.time = src.time;
        sim.steps = src.steps;
        sim.stopped = src.stopped.clone();
        Ok(Session {
            sim,
            mode: self.mode,
            clip: self.clip,
            clip_time: self.clip_time,
            time: self.time,
            record: self.record.clone(),
            events: self.events.clone(),
            recover: self.recover,
            drives: self.drives,
            settle: self.settle.clone(),
            orient: self.orient.clone(),
            blend: self.blend.clone(),
            shown: self.shown.clone(),
            last_forward: self.last_forward,
            root: self.root,
            external_force: self.external_force,
            getup_mode: self.getup_mode,
            getup_retry_timeout: self.getup_retry_timeout,
            powered: self.powered.clone(),
            last_getup: self.last_getup.clone(),
            choice: self.choice.clone(),
            recover_wait: self.recover_wait.clone(),
            stand: self.stand.clone(),
            blocked_since: self.blocked_since,
            owners: self.owners.clone(),
            manual: self.manual.clone(),
            budget: self.budget,
        })
    }

    /// Each body's owner now (rig body order).
    pub fn ownership(&self) -> &[Owner] {
        &self.owners
    }

    /// Give body `i` a manual physics weight `w` (clamped to [0, 1]; 0 animation, 1 physics):
    /// in the Simulated mode the body then shows the world-space blend of its physics pose and
    /// the current clip pose. Display only: rapier keeps simulating the body. False (nothing
    /// changed) for a bad index or a non-finite weight.
    pub fn set_body_weight(&mut self, i: usize, w: f32) -> bool {
        if i >= self.manual.len() || !w.is_finite() {
            return false;
        }
        self.manual[i] = Some(w.clamp(0.0, 1.0));
        self.refresh_owners();
        true
    }

    /// Drop every manual weight (the session's ownership rules apply again).
    pub fn clear_body_weights(&mut self) {
        self.manual.iter_mut().for_each(|m| *m = None);
        self.refresh_owners();
    }

    /// The owners the session's rules give now (see docs/switch-recovery.md).
    fn refresh_owners(&mut self) {
        let rig = self.sim.rig();
        let physics_default = |i: usize| {
            if rig.bodies[i].simulated {
                Owner::Physics
            } else {
                Owner::Animation
            }
        };
        self.owners = (0..rig.bodies.len())
            .map(|i| match self.mode {
                Mode::Animated => Owner::Animation,
                Mode::Simulated => self.manual[i].map_or(physics_default(i), Owner::from_weight),
                Mode::Blending => match &self.blend {
                    Some(b) => Owner::from_weight(1.0 - blend_weight(b.elapsed, b.time)),
                    None => physics_default(i),
                },
            })
            .collect();
    }

    /// While animated: place the clip's root in the world (e.g. lifted so that the character
    /// stands on the ground); the shown pose and the bodies move there now.
    pub fn place_root(&mut self, ch: &Character, root: Rigid) {
        if self.mode != Mode::Animated || !root.is_finite() {
            return;
        }
        self.root = root;
        self.shown = self.animation_pose(ch);
        let placed = body_world(self.sim.rig(), &ch.skeleton, &self.shown);
        for (i, p) in placed.iter().enumerate() {
            if let Some(p) = p {
                self.sim.teleport(i, p);
            }
        }
    }

    /// The lowest point of any body's shape now, m (world Y).
    pub fn lowest_point(&self) -> f32 {
        let poses: Vec<Option<Rigid>> = (0..self.sim.body_count())
            .map(|i| Some(self.sim.state(i).pose))
            .collect();
        crate::rig::rest::lowest_point(self.sim.rig(), &poses).map_or(f32::INFINITY, |(y, _)| y)
    }

    /// The get-up's settle test on the pelvis: reset at every switch to ragdoll and fed in every
    /// ragdoll step (its time runs from the switch).
    pub fn settle_detector(&self) -> &SettleDetector {
        &self.settle
    }

    /// The energy budget since the last switch (None before any).
    pub fn energy_budget(&self) -> Option<&EnergyBudget> {
        self.budget.as_ref()
    }

    /// Count work done on the ragdoll from outside the simulation (a drag spring), J.
    pub fn add_external_work(&mut self, joules: f32) {
        if let Some(b) = self.budget.as_mut() {
            b.add_work(joules);
        }
    }

    /// Seconds the pelvis has been calm (the settle detector's running window).
    pub fn settle_timer(&self) -> f32 {
        self.settle.calm_for()
    }

    /// Why the automatic get-up did not start in the last step although the ragdoll had
    /// settled (e.g. it lies on its side: neither on its back nor its front); None when it
    /// started, before the ragdoll settles, or with auto-recovery off.
    pub fn recover_wait(&self) -> Option<&str> {
        // Kept from the last ragdoll step: stale once the mode or the option changed since.
        (self.mode == Mode::Simulated && self.recover)
            .then_some(self.recover_wait.as_deref())
            .flatten()
    }

    /// The get-up chosen last and why (lying supine/prone with the measured outward·up, the
    /// yaw source, the standing check and any alternative taken).
    pub fn getup_choice(&self) -> Option<(String, String)> {
        self.choice.clone()
    }

    /// Duration of the last get-up's blend weight ramp, s: `recovery.blend_time`, longer for
    /// the fallback into the idle clip's first frame (speed-capped like the powered hand-over).
    pub fn last_blend_time(&self) -> Option<f32> {
        self.last_getup.as_ref().map(|g| g.time)
    }

    /// The last standing-capsule check.
    pub fn stand_check(&self) -> Option<&StandCheck> {
        self.stand.as_ref()
    }

    /// The local pose the presentation blend of the current (or last) get-up shows at
    /// `elapsed_s` seconds into it (root placed), for a scrubber: `blend_pose_along_joints(rig,
    /// skeleton, capture, clip(elapsed), blend_weight(elapsed, blend_time))`. For a powered get-up this is the
    /// kinematic reference from the same capture (the drives' target path blended in), not a
    /// simulation. None before any get-up or for a non-finite time.
    pub fn blend_preview(&self, ch: &Character, elapsed_s: f32) -> Option<Vec<Xform>> {
        let g = self.last_getup.as_ref()?;
        if !elapsed_s.is_finite() {
            return None;
        }
        let clip = ch.clips.get(g.clip)?;
        if g.capture.len() != ch.skeleton.nodes.len() {
            return None;
        }
        let t = if g.hold {
            0.0
        } else {
            elapsed_s.clamp(0.0, clip.duration.max(0.0))
        };
        let target = clip.sample(t, &ch.skeleton.node_pose());
        let w = blend_weight(elapsed_s.max(0.0), g.time);
        let mut local =
            blend_pose_along_joints(self.sim.rig(), &ch.skeleton, &g.capture, &target, w);
        place_roots(ch, &mut local, &g.root);
        Some(local)
    }

    /// Start a get-up now if the ragdoll is lying (supine or prone decided), ignoring the
    /// settle window (a "Recover" button). Err says why not (not simulated, on its side,
    /// blocked, a missing clip).
    pub fn recover_now(&mut self, ch: &Character) -> Result<(), SessionError> {
        if self.mode != Mode::Simulated {
            return Err(SessionError::NotRagdoll(self.mode));
        }
        self.try_recover(ch, true)
    }

    /// Whether the drives are on while the ragdoll simulates ([`Session::set_drives`]).
    pub fn drives(&self) -> bool {
        self.drives
    }

    /// Drives on or off: on a running ragdoll at once, otherwise from the next switch (a
    /// powered get-up keeps its drives on until its hand-over, then takes this setting).
    pub fn set_drives(&mut self, on: bool) {
        self.drives = on;
        if self.mode == Mode::Simulated && self.powered.is_none() {
            self.sim.set_drives_enabled(on);
        }
    }

    fn event(&mut self, kind: EventKind, detail: String) {
        self.events.push(Event {
            t: self.time,
            kind,
            detail,
        });
    }

    /// Hand the bodies to physics now, inheriting velocities from the clip (or dropping from
    /// rest with none). All or nothing: on an error the session stays animated.
    pub fn go_ragdoll(&mut self, ch: &Character) -> Result<(), SessionError> {
        if self.mode == Mode::Simulated {
            return Ok(());
        }
        if self.powered.is_some() {
            self.cancel_powered(ch);
            return Ok(());
        }
        let rig = self.sim.rig().clone();
        let record = match self.clip.and_then(|c| ch.clips.get(c)) {
            Some(clip) if self.mode == Mode::Animated => {
                Some(inherit(&rig, ch, clip, self.clip_time)?)
            }
            _ => None,
        };
        // Place every body at its displayed pose first, then all dynamic at once.
        let mut fixes = self.place_for_switch(ch);
        // Dynamic first: rapier ignores velocities set on kinematic bodies (they keep the
        // velocity of their own last kinematic move, which would undo teleport suppression
        // and clamps).
        self.sim.set_simulated_dynamic();
        for i in 0..rig.bodies.len() {
            let (v, w) = match record.as_ref().and_then(|r| r.body(&rig.bodies[i].name)) {
                Some(b) => (b.linear_velocity, b.angular_velocity),
                None => (Vec3::ZERO, Vec3::ZERO),
            };
            self.sim.set_velocity(i, v, w);
        }
        fixes.paused = self.sim.pause_overlapping_contacts();
        self.sim.set_drive_targets_from_pose(ch, &self.shown);
        self.sim.set_drives_enabled(self.drives);
        let (com, mass) = self.sim.center_of_mass();
        self.budget = Some(EnergyBudget::start(
            self.sim.kinetic_energy(),
            com.y,
            mass,
            rig.sim.gravity.length(),
        ));
        self.log_switch(record.as_ref(), &fixes);
        self.record = record;
        self.mode = Mode::Simulated;
        self.blend = None;
        self.settle = SettleDetector::new(&rig.recovery);
        self.orient = OrientChooser::new();
        self.blocked_since = None;
        self.refresh_owners();
        Ok(())
    }

    /// Put every body at the displayed pose, corrected for physics: the joints the pose opened
    /// closed (physics would snap them shut with the energy of the snap), the joints outside
    /// their limits turned back onto them, and the whole pose moved out of the obstacles and,
    /// with a ground, lifted out of it (contacts would push the bodies out one by one).
    fn place_for_switch(&mut self, ch: &Character) -> SwitchFixes {
        let obstacles = self.sim.obstacles();
        let rig = self.sim.rig();
        let mut placed = body_world(rig, &ch.skeleton, &self.shown);
        let (closed_gap, limits) = crate::switch::hold_joints(rig, &mut placed);
        let pushed = crate::switch::push_out_of_obstacles(rig, &mut placed, &obstacles);
        let lift = if rig.sim.ground {
            crate::rig::rest::lift_out_of_ground(rig, &mut placed)
        } else {
            0.0
        };
        let left_inside = crate::switch::deepest_obstacle_overlap(rig, &placed, &obstacles);
        for (i, p) in placed.iter().enumerate() {
            if let Some(p) = p {
                self.sim.teleport(i, p);
            }
        }
        SwitchFixes {
            closed_gap,
            limits,
            lift,
            pushed,
            left_inside,
            paused: Vec::new(),
        }
    }

    /// The switch's events: what was inherited, and each correction of the pose handed over.
    fn log_switch(&mut self, record: Option<&SwitchRecord>, fixes: &SwitchFixes) {
        let detail = match record {
            Some(r) if r.teleport => format!(
                "no velocity inherited: {}",
                r.teleport_reason.clone().unwrap_or_default()
            ),
            Some(r) if r.any_clamped() => "velocities inherited, some clamped".into(),
            Some(_) => "velocities inherited".into(),
            None => "dropped with no velocity".into(),
        };
        self.event(EventKind::Switch, detail);
        if fixes.closed_gap > CLOSED_GAP_NOTE {
            self.event(
                EventKind::JointsClosed,
                format!(
                    "the pose at the switch opened a joint by {:.0} mm; closed before simulating",
                    fixes.closed_gap * 1000.0
                ),
            );
        }
        if let (turn, Some(j)) = fixes.limits {
            let name = self.sim.rig().joints[j].name.clone();
            self.event(
                EventKind::LimitsRestored,
                format!(
                    "the pose at the switch held joints outside their limits (most: {name}, {:.1}°); turned back onto them before simulating",
                    turn.to_degrees()
                ),
            );
        }
        if let Some(&(a, b, depth)) = fixes.paused.iter().max_by(|x, y| x.2.total_cmp(&y.2)) {
            let names = &self.sim.rig().bodies;
            self.event(
                EventKind::ContactsPaused,
                format!(
                    "{} pairs of bodies overlap in the pose (deepest: {} and {}, {:.0} mm); their contacts are off until they come apart",
                    fixes.paused.len(),
                    names[a].name,
                    names[b].name,
                    depth * 1000.0
                ),
            );
        }
        // Obstacles named as the editor's obstacle list names them ("box 1").
        let obstacles = self.sim.obstacles();
        let obstacle = |k: usize| {
            obstacles
                .get(k)
                .map_or_else(|| "an obstacle".to_owned(), |o| o.list_name(k))
        };
        if let (moved, Some(k)) = fixes.pushed {
            let name = obstacle(k);
            self.event(
                EventKind::MovedOutOfObstacle,
                format!(
                    "the pose at the switch reached into {name}; moved out by {:.0} mm before simulating",
                    moved * 1000.0
                ),
            );
        }
        if let Some((depth, k)) = fixes.left_inside
            && depth > OBSTACLE_LEFT_NOTE
        {
            let name = obstacle(k);
            self.event(
                EventKind::MovedOutOfObstacle,
                format!(
                    "the pose handed to physics is still {:.0} mm inside {name} (threaded through it: no single move takes it out); the contacts push it out",
                    depth * 1000.0
                ),
            );
        }
        if fixes.lift > GROUND_LIFT_NOTE {
            self.event(
                EventKind::LiftedOutOfGround,
                format!(
                    "the pose at the switch reached {:.0} mm into the ground; lifted out before simulating",
                    fixes.lift * 1000.0
                ),
            );
        }
    }

    /// End a powered get-up where it is: the bodies are already dynamic with their velocities,
    /// so the ragdoll continues from the shown (physics) pose; the drives go back to the
    /// session's setting at full weight, targeting that pose.
    fn cancel_powered(&mut self, ch: &Character) {
        self.powered = None;
        self.mode = Mode::Simulated;
        self.clip = None;
        self.sim.set_drive_weight(1.0);
        let pose = self.display_pose(ch);
        self.sim.set_drive_targets_from_pose(ch, &pose);
        self.sim.set_drives_enabled(self.drives);
        let rig = self.sim.rig().clone();
        self.settle = SettleDetector::new(&rig.recovery);
        self.orient = OrientChooser::new();
        self.blocked_since = None;
        self.refresh_owners();
    }

    /// A hit: an impulse (N·s) at a body's centre, or at `point`. During a get-up it cancels the
    /// blend and returns to the ragdoll from the displayed pose.
    pub fn hit(
        &mut self,
        ch: &Character,
        body: usize,
        impulse: Vec3,
        point: Option<Vec3>,
    ) -> Result<(), SessionError> {
        if self.mode != Mode::Simulated {
            if self.powered.is_some() {
                self.event(
                    EventKind::GetupCancelled,
                    "hit during the powered get-up".into(),
                );
            } else if self.mode == Mode::Blending {
                self.event(EventKind::GetupCancelled, "hit during the blend".into());
            }
            self.mode_to_ragdoll_from_display(ch)?;
        }
        let p = point.unwrap_or(self.sim.state(body).pose.translation);
        let work = self.sim.apply_impulse(body, impulse, p);
        self.add_external_work(work);
        let name = self.sim.rig().bodies[body].name.clone();
        self.event(
            EventKind::Hit,
            format!("{name}: impulse {:?} N·s", impulse.to_array()),
        );
        Ok(())
    }

    fn mode_to_ragdoll_from_display(&mut self, ch: &Character) -> Result<(), SessionError> {
        // From the displayed pose with zero inherited velocity when not animated by a clip.
        if self.mode == Mode::Blending && self.powered.is_none() {
            self.clip = None;
            self.mode = Mode::Animated;
        }
        self.go_ragdoll(ch)
    }

    /// The clip's pose now (the rest pose without a clip), root placed.
    fn animation_pose(&self, ch: &Character) -> Vec<Xform> {
        let mut p = pose_of(ch, self.clip, self.clip_time);
        place_roots(ch, &mut p, &self.root);
        p
    }

    /// Kinematic targets for the animation-driven bodies (`simulated = false`) from a pose.
    fn follow_with_kinematic(&mut self, ch: &Character, pose: &[Xform]) {
        let placed = body_world(self.sim.rig(), &ch.skeleton, pose);
        let kinematic: Vec<_> = placed
            .iter()
            .zip(&self.sim.rig().bodies)
            .map(|(p, b)| if b.simulated { None } else { *p })
            .collect();
        self.sim.set_kinematic_targets(&kinematic);
    }

    /// One fixed step of the rig's dt.
    pub fn step(&mut self, ch: &Character) -> Result<(), SimError> {
        let dt = self.sim.rig().sim.dt;
        match self.mode {
            Mode::Animated => {
                self.clip_time += dt;
                if let Some(c) = self.clip.and_then(|c| ch.clips.get(c))
                    && self.clip_time > c.duration
                {
                    self.clip_time = c.duration;
                }
                self.shown = self.animation_pose(ch);
                let placed = body_world(self.sim.rig(), &ch.skeleton, &self.shown);
                self.sim.set_kinematic_targets(&placed);
                self.sim.step()?;
            }
            Mode::Simulated => {
                // Animation-driven bodies (simulated = false) keep following the clip, and a
                // manual weight shows the clip too: the clip keeps playing.
                let follows = self.sim.rig().bodies.iter().any(|b| !b.simulated);
                if follows || self.manual.iter().any(Option::is_some) {
                    self.clip_time += dt;
                }
                if follows {
                    let clip_pose = self.animation_pose(ch);
                    self.follow_with_kinematic(ch, &clip_pose);
                }
                self.sim.step()?;
                if let Some(b) = self.budget.as_mut() {
                    b.observe_height(self.sim.center_of_mass().0.y);
                }
                // The settle detector runs in every ragdoll step (the editor shows its timer).
                let rig = self.sim.rig();
                if let Some(pi) = rig.body_index(&rig.recovery.pelvis) {
                    let p = self.sim.state(pi);
                    self.settle
                        .update(dt, p.linvel, p.angvel, self.external_force);
                }
                self.recover_wait = if self.recover && self.settle.is_settled() {
                    self.try_recover(ch, false).err().map(|e| e.to_string())
                } else {
                    None
                };
            }
            Mode::Blending if self.powered.is_some() => self.step_powered(ch)?,
            Mode::Blending => self.step_blend(ch)?,
        }
        self.time += dt as f64;
        self.refresh_owners();
        Ok(())
    }

    /// Is any body shown other than the plain physics write-back would show it?
    fn ownership_changes_display(&self) -> bool {
        self.owners
            .iter()
            .zip(&self.sim.rig().bodies)
            .any(|(o, b)| match o {
                Owner::Physics => false,
                // Animation-driven bodies are kinematic on the clip: the write-back shows it.
                Owner::Animation => b.simulated,
                Owner::Blend(_) => true,
            })
    }

    /// The shown local pose from physics body poses `phys` and the ownership (see
    /// `recover::ownership`): body poses blended in world space, written back over a base whose
    /// body-less bones blend the switch pose and the clip pose in local space.
    fn owned_pose(&self, ch: &Character, phys: &[Rigid]) -> Vec<Xform> {
        let mut p = self.shown.clone();
        if !self.ownership_changes_display() {
            self.write_back(ch, phys, &mut p);
            return p;
        }
        let rig = self.sim.rig();
        let anim_local = self.animation_pose(ch);
        let nw = node_weights(rig, &ch.skeleton, &self.owners);
        for (n, x) in p.iter_mut().enumerate() {
            let w = nw[n];
            let (a, s) = (anim_local[n], *x);
            *x = if w <= 0.0 {
                a
            } else if w >= 1.0 {
                s
            } else {
                Xform {
                    translation: a.translation.lerp(s.translation, w),
                    rotation: a.rotation.slerp(s.rotation, w).normalize(),
                    scale: a.scale.lerp(s.scale, w),
                }
            };
        }
        let anim: Vec<Rigid> = body_world(rig, &ch.skeleton, &anim_local)
            .iter()
            .zip(phys)
            .map(|(a, ph)| a.unwrap_or(*ph))
            .collect();
        let shown = blend_bodies(&anim, phys, &self.owners);
        self.write_back(ch, &shown, &mut p);
        p
    }

    /// Body poses into the local pose: the simulation's write-back, or for skeletons with
    /// scaled nodes (an armature ×100) one that keeps each bone's world scale, so the bones
    /// without bodies below them (fingers, props) stay in place.
    fn write_back(&self, ch: &Character, bodies: &[Rigid], pose: &mut [Xform]) {
        if !crate::recover::write_back_scaled(self.sim.rig(), &ch.skeleton, bodies, pose) {
            self.sim.write_back_poses(ch, bodies, pose);
        }
    }

    /// Whether physics moves the bodies now: the ragdoll, or a powered get-up (its joints and
    /// drives act). False while animated and during a presentation blend, when the clip places
    /// the bodies and their joints measure the clip, not the physics.
    pub fn physics_shown(&self) -> bool {
        self.mode == Mode::Simulated || self.powered.is_some()
    }

    /// The bones to draw: the clip or blend pose, or the ragdoll written back (with the
    /// ownership's blends).
    pub fn display_pose(&self, ch: &Character) -> Vec<Xform> {
        if self.physics_shown() {
            let phys: Vec<Rigid> = (0..self.sim.body_count())
                .map(|i| self.sim.state(i).pose)
                .collect();
            self.owned_pose(ch, &phys)
        } else {
            self.shown.clone()
        }
    }

    /// [`Session::display_pose`] with the ragdoll interpolated between the last two steps
    /// (`alpha` in [0, 1], from the fixed-step accumulator), for drawing between steps.
    pub fn display_pose_at(&self, ch: &Character, alpha: f32) -> Vec<Xform> {
        if self.physics_shown() {
            self.owned_pose(ch, &self.sim.interpolated(alpha))
        } else {
            self.shown.clone()
        }
    }

    /// Remember the character's horizontal forward (for the root-yaw fallback).
    pub fn set_last_forward(&mut self, f: Vec3) {
        self.last_forward = Some(f);
    }

    /// The current rotation of a body (convenience for reports).
    pub fn body_rotation(&self, i: usize) -> Quat {
        self.sim.state(i).pose.rotation
    }
}
