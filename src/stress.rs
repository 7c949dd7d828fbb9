//! The stress fuzzer: many short random sessions on one rig, each built from a seed, looking
//! for what must never happen on any rig — a non-finite state or a guard stop, a joint opening
//! by more than the physics check's bar, kinetic energy over the budget (the physics check's
//! bar, with the hits' and the drag's work added), a session that hangs.
//!
//! A seed decides everything of its case (so a failing case replays exactly from its seed, on
//! the same build and engine): a drop or a switch from a random clip at a random time; the
//! drives on or off, with each group's Kp, Kd and weight scaled at random within what the rig
//! doctor accepts (finite, ≥ 0, weight in [0, 1]); up to three hits on random bodies in random
//! directions, each up to [`StressOptions::max_hit_dv`] × the mass of the body hit; sometimes a
//! drag spring pulling a body for a while; sometimes an obstacle (a box, a wall or a slope)
//! where the ragdoll falls or would stand up, placed clear of it ([`place_obstacle`]);
//! auto-recovery on or off.

use crate::character::Character;
use crate::physics_check::{RunMonitor, place_for_drop};
use crate::recover::StandCapsule;
use crate::rig::{Gains, Rig, Shape, SimEngine};
use crate::session::{Mode, Session, SessionOptions};
use crate::sim::drag::{DragSettings, DragSpring};
use crate::sim::energy::{ENERGY_SLACK_FACTOR, ENERGY_SLACK_J};
use crate::sim::obstacle::Obstacle;
use glam::Vec3;
use serde::Serialize;
use std::time::Instant;

/// What every case is judged on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StressOptions {
    /// Seconds simulated after the switch.
    pub seconds: f32,
    /// The largest hit as the velocity change it gives the body hit, m/s (impulse up to this
    /// times that body's mass).
    pub max_hit_dv: f32,
    /// A joint anchor gap over this fails the case, mm (the physics check's bar).
    pub max_gap_mm: f32,
    /// A case that takes longer than this on the wall clock is a hang, s.
    pub hang_s: f64,
}

impl Default for StressOptions {
    fn default() -> Self {
        Self {
            seconds: 4.0,
            max_hit_dv: 5.0,
            max_gap_mm: 10.0,
            hang_s: 10.0,
        }
    }
}

/// A hit of a case.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlannedHit {
    /// Seconds after the switch.
    pub t: f32,
    pub body: String,
    /// N·s.
    pub impulse: [f32; 3],
}

/// A drag of a case: `body` pulled towards its start point plus `pull` from `t0` to `t1`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlannedDrag {
    pub t0: f32,
    pub t1: f32,
    pub body: String,
    /// m.
    pub pull: [f32; 3],
}

/// Everything a seed decides.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Plan {
    pub seed: u64,
    /// None: a drop from the rest pose.
    pub clip: Option<String>,
    /// Switch time in the clip, s.
    pub switch_at: f32,
    pub drives: bool,
    pub recover: bool,
    /// Per group: (name, Kp or frequency scale, Kd or damping-ratio scale, weight).
    pub gains: Vec<(String, f32, f32, f32)>,
    pub hits: Vec<PlannedHit>,
    pub drag: Option<PlannedDrag>,
    /// "box", "wall" or "slope:DEG".
    pub obstacle: Option<String>,
}

/// How a case went.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Outcome {
    pub plan: Plan,
    /// Seconds simulated.
    pub simulated_s: f64,
    /// Wall-clock seconds.
    pub wall_s: f64,
    pub worst_gap_mm: f32,
    pub worst_gap_joint: String,
    /// Seconds after the switch at which the worst gap was measured.
    pub worst_gap_at_s: f32,
    /// What the worst gap's two bodies touched then (see
    /// [`crate::physics_check::JointPeak::gap_touching`]).
    pub worst_gap_touching: String,
    /// Largest KE − (1.1·budget + 20 J), J.
    pub energy_excess_j: f32,
    /// What failed, in words (empty: the case passed).
    pub failures: Vec<String>,
}

/// The command that replays one seed.
pub fn replay_command(rig: &std::path::Path, seed: u64, seconds: f32, engine: SimEngine) -> String {
    format!(
        "ragrig stress {} --first-seed {seed} --seeds 1 --seconds {seconds} --engine {}",
        rig.display(),
        engine.name()
    )
}

/// The case a seed makes for this rig and character.
pub fn plan(seed: u64, rig: &Rig, ch: &Character, opts: &StressOptions) -> Plan {
    let mut r = fastrand::Rng::with_seed(seed);
    let (clip, switch_at) = if ch.clips.is_empty() || r.f32() < 0.15 {
        (None, 0.0)
    } else {
        let c = &ch.clips[r.usize(..ch.clips.len())];
        (Some(c.name.clone()), r.f32() * c.duration.max(0.0))
    };
    let drives = r.bool();
    let gains = rig
        .groups
        .keys()
        .map(|g| {
            // 0 to 4 times the rig's gains, weights anywhere in [0, 1].
            (g.clone(), 4.0 * r.f32(), 4.0 * r.f32(), r.f32())
        })
        .collect();
    let simulated: Vec<(&str, f32)> = rig
        .bodies
        .iter()
        .filter(|b| b.simulated)
        .map(|b| (b.name.as_str(), b.mass))
        .collect();
    let mut hits = Vec::new();
    if !simulated.is_empty() {
        for _ in 0..r.usize(0..=3) {
            let dir = unit(&mut r);
            let t = r.f32() * opts.seconds * 0.8;
            let (body, mass) = simulated[r.usize(..simulated.len())];
            let size = r.f32() * opts.max_hit_dv * mass;
            hits.push(PlannedHit {
                t,
                body: body.to_owned(),
                impulse: (dir * size).to_array(),
            });
        }
    }
    let drag = (!simulated.is_empty() && r.f32() < 0.3).then(|| {
        let t0 = r.f32() * opts.seconds * 0.5;
        PlannedDrag {
            t0,
            t1: t0 + 0.2 + r.f32() * 1.0,
            body: simulated[r.usize(..simulated.len())].0.to_owned(),
            pull: (unit(&mut r) * (0.2 + r.f32() * 1.3)).to_array(),
        }
    });
    let obstacle = match r.usize(0..6) {
        0 => Some("box".to_owned()),
        1 => Some("wall".to_owned()),
        2 => Some(format!("slope:{}", r.usize(5..=40))),
        _ => None,
    };
    Plan {
        seed,
        clip,
        switch_at,
        drives,
        recover: r.bool(),
        gains,
        hits,
        drag,
        obstacle,
    }
}

fn unit(r: &mut fastrand::Rng) -> Vec3 {
    loop {
        let v = Vec3::new(r.f32(), r.f32(), r.f32()) * 2.0 - Vec3::ONE;
        let l = v.length();
        if l > 0.1 && l <= 1.0 {
            return v / l;
        }
    }
}

/// The rig with a plan's gains.
pub fn with_gains(rig: &Rig, plan: &Plan) -> Rig {
    let mut rig = rig.clone();
    for (name, a, b, w) in &plan.gains {
        if let Some(g) = rig.groups.get_mut(name) {
            match &mut g.gains {
                Gains::Stiffness { kp, kd } => {
                    *kp *= a;
                    *kd *= b;
                }
                Gains::Frequency {
                    frequency_hz,
                    damping_ratio,
                } => {
                    *frequency_hz *= a;
                    *damping_ratio *= b;
                }
            }
            g.weight = *w;
        }
    }
    rig
}

/// How far an obstacle stays from every body at the switch, m.
pub const OBSTACLE_CLEARANCE: f32 = 0.02;

/// Where a case's obstacle goes: its default place (see [`Obstacle`]) moved under the ragdoll's
/// centre of mass at the switch, then further along +Z in 0.1 m steps (up to 5 m) until no body
/// is within [`OBSTACLE_CLEARANCE`] of it. A clip's root motion can carry the character metres
/// from the origin, and a ragdoll that starts inside a fixed cuboid is thrown out of it with
/// energy no engine can account for: that tests the scene, not the rig.
pub fn place_obstacle(o: &Obstacle, s: &Session) -> Obstacle {
    let rig = s.sim.rig();
    let (mut sum, mut mass) = (Vec3::ZERO, 0.0);
    for (i, b) in rig.bodies.iter().enumerate() {
        sum += s.sim.state(i).pose.translation * b.mass;
        mass += b.mass;
    }
    let com = if mass > 0.0 { sum / mass } else { Vec3::ZERO };
    // Every body as a capsule grown by the clearance (a box body as its bounding sphere).
    let grown: Vec<StandCapsule> = rig
        .bodies
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let pose = s.sim.state(i).pose;
            let (half, radius) = match b.shape {
                Shape::Capsule {
                    radius,
                    half_height,
                } => (half_height, radius),
                Shape::Sphere { radius } => (0.0, radius),
                Shape::Box { half_extents } => (0.0, half_extents.length()),
            };
            StandCapsule {
                bottom: pose.transform_point(Vec3::Y * -half),
                top: pose.transform_point(Vec3::Y * half),
                radius: radius + OBSTACLE_CLEARANCE,
            }
        })
        .collect();
    let clear = |o: &Obstacle| !grown.iter().any(|c| crate::sim::capsule_hits(o, c));
    let mut placed = o.moved(Vec3::new(com.x, 0.0, com.z));
    for _ in 0..50 {
        if clear(&placed) {
            break;
        }
        placed = placed.moved(Vec3::Z * 0.1);
    }
    placed
}

/// Run one planned case.
pub fn run(rig: &Rig, ch: &Character, plan: &Plan, opts: &StressOptions) -> Outcome {
    let started = Instant::now();
    let mut out = Outcome {
        plan: plan.clone(),
        simulated_s: 0.0,
        wall_s: 0.0,
        worst_gap_mm: 0.0,
        worst_gap_joint: String::new(),
        worst_gap_at_s: 0.0,
        worst_gap_touching: String::new(),
        energy_excess_j: f32::NEG_INFINITY,
        failures: Vec::new(),
    };
    let rig = with_gains(rig, plan);
    let mut s = match start_case(&rig, ch, plan) {
        Ok(s) => s,
        Err(failure) => {
            out.failures.push(failure.to_string());
            return out;
        }
    };
    let start = s.time;
    let mut monitor = RunMonitor::new(&s);
    let mut script = Script::new(plan, start);
    let (mut energy_excess, mut budget_at_peak) = (f32::NEG_INFINITY, 0.0);
    loop {
        let t = (s.time - start) as f32;
        if t >= opts.seconds {
            break;
        }
        if started.elapsed().as_secs_f64() > opts.hang_s {
            out.failures.push(format!(
                "hang: {:.1} s of wall clock for {t:.2} s simulated",
                started.elapsed().as_secs_f64()
            ));
            break;
        }
        out.failures.extend(script.before_step(&mut s, ch));
        if let Err(e) = s.step(ch) {
            out.failures.push(format!("guard stop: {e}"));
            break;
        }
        script.after_step(&mut s);
        if s.mode == Mode::Simulated {
            monitor.observe(&s);
            if let Some(b) = s.energy_budget() {
                let ke = s.sim.kinetic_energy();
                let excess = ke - (ENERGY_SLACK_FACTOR * b.budget() + ENERGY_SLACK_J);
                if excess > energy_excess {
                    (energy_excess, budget_at_peak) = (excess, b.budget());
                }
            }
        }
        if !all_finite(&s) {
            out.failures.push(format!("non-finite state at {t:.3} s"));
            break;
        }
    }
    out.simulated_s = s.time - start;
    out.wall_s = started.elapsed().as_secs_f64();
    judge(&mut out, &monitor, (energy_excess, budget_at_peak), opts);
    out
}

/// Why a stress case could not start (a failure of the case).
#[derive(Debug, thiserror::Error)]
pub enum StartFailure {
    /// The session could not be built.
    #[error("cannot start: {0}")]
    Session(crate::sim::SimError),
    /// The switch to ragdoll failed.
    #[error("the switch failed: {0}")]
    Switch(crate::session::SessionError),
}

/// The case's session, switched to ragdoll: from the clip time (or standing just above the
/// ground for a drop), with the obstacle placed; the failure when it cannot start.
pub fn start_case(rig: &Rig, ch: &Character, plan: &Plan) -> Result<Session, StartFailure> {
    let clip = plan
        .clip
        .as_ref()
        .and_then(|n| ch.clips.iter().position(|c| &c.name == n));
    let options = SessionOptions {
        recover: plan.recover,
        drives: plan.drives,
    };
    let mut s = match Session::with_options(rig, ch, (clip, plan.switch_at), options) {
        Ok(s) => s,
        Err(e) => return Err(StartFailure::Session(e)),
    };
    // A drop starts standing just above the ground, as in the physics check.
    if clip.is_none() {
        place_for_drop(&mut s, ch);
    }
    if let Some(o) = plan
        .obstacle
        .as_deref()
        .and_then(|o| Obstacle::parse(o).ok())
    {
        let o = place_obstacle(&o, &s);
        s.sim.add_obstacle(&o);
    }
    if let Err(e) = s.go_ragdoll(ch) {
        return Err(StartFailure::Switch(e));
    }
    Ok(s)
}

/// A case's hits and drag, applied around each step of its session (the session started by
/// [`start_case`], from the rig [`with_gains`] makes): what [`run`] does, and what the editor's
/// replay of a seed does.
#[derive(Debug)]
pub struct Script {
    /// The hits in time order, and how many have been given.
    hits: Vec<PlannedHit>,
    given: usize,
    drag: Option<PlannedDrag>,
    /// The drag spring while it pulls, and its target.
    pulling: Option<(DragSpring, Vec3)>,
    /// Session time of the switch, s.
    start: f64,
}

impl Script {
    /// The script of `plan` for a session switched at session time `start`.
    pub fn new(plan: &Plan, start: f64) -> Self {
        let mut hits = plan.hits.clone();
        hits.sort_by(|a, b| a.t.total_cmp(&b.t));
        Script {
            hits,
            given: 0,
            drag: plan.drag.clone(),
            pulling: None,
            start,
        }
    }

    /// Before a step: the hits due by now, and the drag (grabbed once its window opens while
    /// simulated, released when it closes; its spring aimed at its target). Returns what failed.
    pub fn before_step(&mut self, s: &mut Session, ch: &Character) -> Vec<String> {
        let t = (s.time - self.start) as f32;
        let mut failures = Vec::new();
        while let Some(h) = self.hits.get(self.given).filter(|h| h.t <= t) {
            self.given += 1;
            let body = s.sim.rig().body_index(&h.body);
            if let Some(b) = body
                && let Err(e) = s.hit(ch, b, Vec3::from_array(h.impulse), None)
            {
                failures.push(format!("hit on {} failed: {e}", h.body));
            }
        }
        if let Some(d) = &self.drag {
            let body = s.sim.rig().body_index(&d.body);
            if self.pulling.is_none()
                && t >= d.t0
                && t < d.t1
                && s.mode == Mode::Simulated
                && let Some(b) = body
            {
                let p = s.sim.state(b).pose.translation;
                let spring = DragSpring::grab(&mut s.sim, b, p, &DragSettings::default());
                self.pulling = Some((spring, p + Vec3::from_array(d.pull)));
            }
            if t >= d.t1
                && let Some((spring, _)) = self.pulling.take()
            {
                spring.release(&mut s.sim);
            }
        }
        if let Some((spring, target)) = self.pulling.as_mut() {
            spring.set_target(&mut s.sim, *target);
        }
        s.external_force = self.pulling.is_some();
        failures
    }

    /// After a step: the drag spring's work goes into the energy budget, like a hit's.
    pub fn after_step(&mut self, s: &mut Session) {
        if let Some((spring, _)) = self.pulling.as_mut() {
            let work = spring.take_supplied(&s.sim);
            s.add_external_work(work);
        }
    }

    /// Whether the drag spring is pulling now.
    pub fn pulling(&self) -> bool {
        self.pulling.is_some()
    }
}

/// Every body's pose and velocities are finite.
fn all_finite(s: &Session) -> bool {
    (0..s.sim.body_count()).all(|i| {
        let b = s.sim.state(i);
        b.pose.is_finite() && b.linvel.is_finite() && b.angvel.is_finite()
    })
}

/// The case's verdicts after the run: the worst joint gap against the bar, and the largest
/// kinetic energy excess over the budget (`energy`: excess and the budget then, J).
fn judge(out: &mut Outcome, monitor: &RunMonitor, energy: (f32, f32), opts: &StressOptions) {
    let (energy_excess, budget_at_peak) = energy;
    let (gap, _, _) = monitor.worst();
    out.worst_gap_mm = gap.gap_mm;
    out.worst_gap_joint = gap.joint.clone();
    out.worst_gap_at_s = gap.gap_at_s;
    out.worst_gap_touching = gap.gap_touching.clone();
    out.energy_excess_j = energy_excess;
    if gap.gap_mm > opts.max_gap_mm {
        out.failures.push(format!(
            "joint '{}' opened {:.1} mm (bar {} mm){}",
            gap.joint,
            gap.gap_mm,
            opts.max_gap_mm,
            gap.gap_when()
        ));
    }
    if energy_excess > 0.0 {
        out.failures.push(format!(
            "kinetic energy {energy_excess:.0} J over {ENERGY_SLACK_FACTOR} × the budget ({budget_at_peak:.0} J) + {ENERGY_SLACK_J} J"
        ));
    }
}
