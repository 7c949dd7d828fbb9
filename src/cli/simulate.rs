//! `ragrig simulate RIG [--clip NAME] [--switch-at S] [--seconds S] [--hit BODY@T:IX,IY,IZ]...
//! [--recover] [--trace CSV] [--bake GLB] [--json]`. Before the switch the clip plays (bodies
//! follow the animation); trace rows `t,body,px,py,pz,qx,qy,qz,qw,vx,vy,vz,wx,wy,wz,mode` in world
//! space; `--bake` writes the model with the run's shown pose at every step as one more
//! animation (`export::bake`).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::physics_check::{JointPeak, RunMonitor};
use crate::project::Project;
use crate::session::{Event, Mode, Session, SessionOptions};
use glam::Vec3;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub struct Options<'a> {
    pub clip: Option<&'a str>,
    pub switch_at: f32,
    pub seconds: f32,
    pub hits: &'a [String],
    pub recover: bool,
    pub drives: bool,
    pub trace: Option<&'a Path>,
    /// Write the model with the run baked in as an animation.
    pub bake: Option<&'a Path>,
    /// Overrides the rig's `[sim] engine` for this run.
    pub engine: Option<crate::rig::SimEngine>,
    pub json: bool,
}

#[derive(Serialize)]
struct BodyEnd {
    name: String,
    position: [f32; 3],
    finite: bool,
    /// Lowest point of the body's shape, m.
    lowest_y: f32,
}

#[derive(Serialize)]
struct Summary<'a> {
    rig: String,
    clip: Option<&'a str>,
    seconds: f64,
    steps: u64,
    mode: Mode,
    stopped: Option<String>,
    switch: Option<&'a crate::switch::SwitchRecord>,
    events: &'a [Event],
    bodies: Vec<BodyEnd>,
    all_finite: bool,
    all_above_ground: bool,
    /// Peaks over the simulated (ragdoll) steps: the largest joint anchor separation (mm),
    /// normalised elliptical swing (1 = on the cone) and twist beyond range (degrees).
    max_anchor_error_mm: f32,
    max_swing_ratio: f32,
    max_twist_overshoot_deg: f32,
    /// Kinetic energy of the dynamic bodies, J.
    max_kinetic_energy: f32,
    /// Per joint, the peaks while a ragdoll: anchor gap (mm), swing ratio and twist overshoot
    /// (degrees), measured on the bodies as the engine left them (ragrig applies no
    /// correction after the solver).
    joints: Vec<JointPeak>,
    /// The energy check (absent when the run never became a ragdoll).
    energy: Option<EnergyCheck>,
    /// Every clip as a get-up for the pose the ragdoll last lay in (the last simulated step),
    /// closest first frame first, as the editor's Switch pane ranks them (`recover::rank`;
    /// empty when the run never became a ragdoll).
    getup_ranking: Vec<RankedGetup>,
}

/// One clip ranked as a get-up ([`crate::recover::rank_getup_clips`]), degrees.
#[derive(Serialize)]
struct RankedGetup {
    clip: String,
    /// Pelvis tilt + limbs.
    distance_deg: f32,
    tilt_deg: f32,
    limbs_deg: f32,
    /// The get-up roles the rig gives the clip (`getup_supine`, `getup_prone`).
    roles: Vec<&'static str>,
}

/// The clips ranked as get-ups for `pose` (world poses of the simulation's bodies).
fn getup_ranking(
    rig: &crate::rig::Rig,
    ch: &crate::character::Character,
    pose: &[Option<crate::xform::Rigid>],
) -> Vec<RankedGetup> {
    use crate::rig::ClipRole;
    let firsts = crate::recover::first_frames(rig, ch);
    crate::recover::rank_getup_clips(rig, ch, &firsts, pose)
        .into_iter()
        .map(|c| RankedGetup {
            roles: [ClipRole::GetupSupine, ClipRole::GetupProne]
                .into_iter()
                .filter(|&r| rig.clip_for(r) == Some(c.name.as_str()))
                .map(ClipRole::key)
                .collect(),
            clip: c.name,
            distance_deg: c.distance.total.to_degrees(),
            tilt_deg: c.distance.tilt.to_degrees(),
            limbs_deg: c.distance.limbs.to_degrees(),
        })
        .collect()
}

/// Kinetic energy against what gravity, the inherited motion and outside work can supply.
#[derive(Serialize)]
struct EnergyCheck {
    /// The largest `KE / budget` over the run.
    peak_ratio: f32,
    /// The largest `KE − (1.1 · budget + 20 J)`, J: > 0 means energy from nothing.
    peak_excess_j: f32,
    /// Kinetic energy right after the switch, J.
    initial_kinetic_j: f32,
    /// `M·g·(COM height at the switch − lowest COM height)` at the end, J.
    fall_j: f32,
    /// Work done by hits and drags, J (signed).
    external_work_j: f32,
    /// The budget at the end, J.
    budget_j: f32,
    /// No step went over `1.1 · budget + 20 J`.
    within: bool,
}

/// A `--hit` value that is not `BODY@T:IX,IY,IZ` with finite numbers (the value).
#[derive(Debug, thiserror::Error)]
#[error("--hit {0}: expected BODY@T:IX,IY,IZ (seconds, N·s)")]
pub struct BadHit(pub String);

/// `BODY@T:IX,IY,IZ` → (body, time, impulse N·s).
pub fn parse_hit(s: &str) -> Result<(String, f32, Vec3), BadHit> {
    let err = || BadHit(s.to_owned());
    let (body, rest) = s.split_once('@').ok_or_else(err)?;
    let (t, imp) = rest.split_once(':').ok_or_else(err)?;
    let t: f32 = t.parse().map_err(|_| err())?;
    let v: Vec<f32> = imp
        .split(',')
        .map(|x| x.trim().parse())
        .collect::<Result<_, _>>()
        .map_err(|_| err())?;
    if v.len() != 3 || !t.is_finite() || v.iter().any(|x| !x.is_finite()) {
        return Err(err());
    }
    Ok((body.to_owned(), t, Vec3::new(v[0], v[1], v[2])))
}

/// A hit to apply: body index, time (s), impulse (N·s), applied yet.
struct Hit {
    body: usize,
    t: f32,
    impulse: Vec3,
    done: bool,
}

/// The rig (engine overridden), the clip index and the parsed hits, or the exit code after the
/// error has been printed.
fn prepare(rig_path: &Path, o: &Options) -> Result<(Project, Option<usize>, Vec<Hit>), i32> {
    let mut project = Project::open_rig(rig_path).map_err(|e| {
        eprintln!("error: {e}");
        EXIT_BAD_INPUT
    })?;
    if let Some(e) = o.engine {
        project.rig.sim.engine = e;
    }
    let ch = match &project.character {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: the model cannot be read: {e}");
            return Err(EXIT_BAD_INPUT);
        }
    };
    if let Err(refused) = project.check() {
        return Err(super::refuse("simulate", rig_path, &refused, o.json));
    }
    if !(o.seconds.is_finite() && o.seconds >= 0.0 && o.switch_at.is_finite()) {
        eprintln!("error: --seconds must be a finite time ≥ 0 and --switch-at finite");
        return Err(EXIT_BAD_INPUT);
    }
    let clip = match o.clip {
        Some(name) => match ch.clips.iter().position(|c| c.name == name) {
            Some(i) => Some(i),
            None => {
                eprintln!("error: the model has no clip '{name}'");
                return Err(EXIT_BAD_INPUT);
            }
        },
        None => None,
    };
    let mut hits = Vec::new();
    for h in o.hits {
        let (b, t, impulse) = parse_hit(h).map_err(|e| {
            eprintln!("error: {e}");
            EXIT_BAD_INPUT
        })?;
        let Some(body) = project.rig.body_index(&b) else {
            eprintln!("error: --hit: no body '{b}'");
            return Err(EXIT_BAD_INPUT);
        };
        hits.push(Hit {
            body,
            t,
            impulse,
            done: false,
        });
    }
    Ok((project, clip, hits))
}

pub fn run(rig_path: &Path, o: &Options) -> i32 {
    let (project, clip, mut hits) = match prepare(rig_path, o) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let (rig, Ok(ch)) = (&project.rig, &project.character) else {
        return EXIT_BAD_INPUT;
    };
    let options = SessionOptions {
        recover: o.recover,
        drives: o.drives,
    };
    let mut session = match Session::with_options(rig, ch, (clip, 0.0), options) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let mut trace = String::new();
    if o.trace.is_some() {
        trace.push_str(TRACE_HEADER);
    }
    let mut baked = crate::export::Recording::default();
    if o.bake.is_some() {
        baked.push(session.time, session.display_pose(ch));
    }
    let dt = rig.sim.dt as f64;
    let steps = (o.seconds as f64 / dt).round() as u64;
    let mut switched = false;
    let mut stopped = None;
    let mut peak = crate::sim::world::StepStats::default();
    let mut monitor: Option<RunMonitor> = None;
    // The pose of the last simulated step, for the get-up ranking.
    let mut lying: Vec<Option<crate::xform::Rigid>> = Vec::new();
    for _ in 0..steps {
        if !switched && session.time + 1e-9 >= o.switch_at as f64 {
            switched = true;
            if let Err(e) = session.go_ragdoll(ch) {
                eprintln!("warning: the switch failed, staying animated: {e}");
            }
        }
        let now = session.time;
        for h in hits
            .iter_mut()
            .filter(|h| !h.done && now + 1e-9 >= h.t as f64)
        {
            h.done = true;
            if let Err(e) = session.hit(ch, h.body, h.impulse, None) {
                eprintln!("warning: hit failed: {e}");
            }
        }
        if let Err(e) = session.step(ch) {
            stopped = Some(e.to_string());
            break;
        }
        if session.mode == Mode::Simulated {
            let m = session.sim.measure();
            peak.max_anchor_error = peak.max_anchor_error.max(m.max_anchor_error);
            peak.max_cone_ratio = peak.max_cone_ratio.max(m.max_cone_ratio);
            peak.max_twist_overshoot = peak.max_twist_overshoot.max(m.max_twist_overshoot);
            peak.kinetic_energy = peak.kinetic_energy.max(m.kinetic_energy);
            monitor
                .get_or_insert_with(|| RunMonitor::new(&session))
                .observe(&session);
            let sim = &session.sim;
            lying = (0..sim.body_count())
                .map(|i| Some(sim.state(i).pose))
                .collect();
        }
        if o.trace.is_some() {
            trace_rows(&mut trace, &session);
        }
        if o.bake.is_some() {
            baked.push(session.time, session.display_pose(ch));
        }
    }
    if let Some(path) = o.trace
        && let Err(e) = crate::atomic_write(path, trace.as_bytes())
    {
        eprintln!("error: {}: {e}", path.display());
        return EXIT_FINDINGS;
    }
    if let Some(path) = o.bake {
        let written = crate::export::bake_to_file(&baked, ch, project.model_path(), path);
        if let Err(e) = written {
            eprintln!("error: --bake {}: {e}", path.display());
            return EXIT_FINDINGS;
        }
    }
    let mut summary = summarize(rig_path, o, &session, stopped, &peak, monitor.as_ref());
    if !lying.is_empty() {
        summary.getup_ranking = getup_ranking(session.sim.rig(), ch, &lying);
    }
    if o.json {
        print_json(&summary);
    } else {
        print_text(&summary);
    }
    if summary.stopped.is_some() || !summary.all_finite {
        EXIT_FINDINGS
    } else {
        EXIT_OK
    }
}

/// The run's report: where it ended, its peaks and its energy check.
fn summarize<'a>(
    rig_path: &Path,
    o: &Options<'a>,
    session: &'a Session,
    stopped: Option<String>,
    peak: &crate::sim::world::StepStats,
    monitor: Option<&RunMonitor>,
) -> Summary<'a> {
    let bodies = body_ends(session);
    let all_finite = bodies.iter().all(|b| b.finite);
    // "Above the ground": no body more than 2 cm into it (contact slop).
    let all_above_ground = bodies.iter().all(|b| b.lowest_y > -0.02);
    Summary {
        rig: rig_path.display().to_string(),
        clip: o.clip,
        seconds: session.time,
        steps: session.sim.steps,
        mode: session.mode,
        stopped,
        switch: session.record.as_ref(),
        events: &session.events,
        bodies,
        all_finite,
        all_above_ground,
        max_anchor_error_mm: peak.max_anchor_error * 1000.0,
        max_swing_ratio: peak.max_cone_ratio,
        max_twist_overshoot_deg: peak.max_twist_overshoot.to_degrees(),
        max_kinetic_energy: peak.kinetic_energy,
        joints: monitor.map(|m| m.joints.clone()).unwrap_or_default(),
        energy: monitor
            .zip(session.energy_budget())
            .map(|(m, b)| EnergyCheck {
                peak_ratio: m.peak_energy_ratio,
                peak_excess_j: m.peak_energy_excess,
                initial_kinetic_j: b.initial_kinetic,
                fall_j: b.mass * b.gravity * (b.start_height - b.lowest_height),
                external_work_j: b.external_work,
                budget_j: b.budget(),
                within: m.peak_energy_excess <= 0.0,
            }),
        getup_ranking: Vec::new(),
    }
}

/// The header of a trace (`--trace`): one row per body per step, world space.
pub(crate) const TRACE_HEADER: &str = "t,body,px,py,pz,qx,qy,qz,qw,vx,vy,vz,wx,wy,wz,mode\n";

/// One trace row per body at the session's time.
pub(crate) fn trace_rows(trace: &mut String, session: &Session) {
    let mode = match session.mode {
        Mode::Animated => "animated",
        Mode::Simulated => "simulated",
        Mode::Blending => "blending",
    };
    for (i, b) in session.sim.rig().bodies.iter().enumerate() {
        let s = session.sim.state(i);
        let (p, q, v, w) = (s.pose.translation, s.pose.rotation, s.linvel, s.angvel);
        let _ = writeln!(
            trace,
            "{:.5},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{mode}",
            session.time, b.name, p.x, p.y, p.z, q.x, q.y, q.z, q.w, v.x, v.y, v.z, w.x, w.y, w.z
        );
    }
}

/// Where each body ended, whether its state is finite, and its shape's lowest point.
fn body_ends(session: &Session) -> Vec<BodyEnd> {
    let rig = session.sim.rig();
    (0..rig.bodies.len())
        .map(|i| {
            let s = session.sim.state(i);
            let (a, b, r) = rig.bodies[i].shape.as_capsule();
            let lowest = s.pose.transform_point(a).y.min(s.pose.transform_point(b).y) - r;
            BodyEnd {
                name: rig.bodies[i].name.clone(),
                position: s.pose.translation.to_array(),
                finite: s.pose.is_finite() && s.linvel.is_finite() && s.angvel.is_finite(),
                lowest_y: lowest,
            }
        })
        .collect()
}

/// The report as text.
fn print_text(summary: &Summary) {
    out!(
        "{}: {:.2} s simulated in {} steps, mode {:?}",
        summary.rig,
        summary.seconds,
        summary.steps,
        summary.mode
    );
    for e in summary.events {
        out!("  {:>7.3} s  {:<18} {}", e.t, e.kind, e.detail);
    }
    if let Some(s) = &summary.stopped {
        out!("  stopped: {s}");
    }
    out!(
        "  all bodies finite: {}; above the ground: {}",
        summary.all_finite,
        summary.all_above_ground
    );
    out!(
        "  peaks while a ragdoll: anchor error {:.2} mm, swing ratio {:.3}, twist over {:.2} deg, kinetic energy {:.0} J",
        summary.max_anchor_error_mm,
        summary.max_swing_ratio,
        summary.max_twist_overshoot_deg,
        summary.max_kinetic_energy
    );
    if let Some(e) = &summary.energy {
        out!(
            "  energy: peak {:.2} × budget ({} J now: {:.0} J at the switch + {:.0} J fallen + {:.0} J from hits and drags){}",
            e.peak_ratio,
            e.budget_j.round(),
            e.initial_kinetic_j,
            e.fall_j,
            e.external_work_j,
            if e.within {
                String::new()
            } else {
                format!("; {:.0} J more than the budget allows", e.peak_excess_j)
            }
        );
    }
    for j in &summary.joints {
        out!(
            "  {:<16} gap {:>6.2} mm  swing {:.3}  twist over {:.2} deg",
            j.joint,
            j.gap_mm,
            j.swing_ratio,
            j.twist_overshoot_deg
        );
    }
    if !summary.getup_ranking.is_empty() {
        out!(
            "  get-up clips by pose distance from where the ragdoll last lay (pelvis tilt + limbs):"
        );
    }
    // The six closest, and the clips that play a get-up role wherever they rank.
    for (k, c) in summary.getup_ranking.iter().enumerate() {
        if k < 6 || !c.roles.is_empty() {
            let roles = if c.roles.is_empty() {
                String::new()
            } else {
                format!(" ({})", c.roles.join(", "))
            };
            out!(
                "  {:>3}. {}{roles}: {:.0}° (tilt {:.0}° + limbs {:.0}°)",
                k + 1,
                c.clip,
                c.distance_deg,
                c.tilt_deg,
                c.limbs_deg
            );
        }
    }
}

/// `ragrig simulate`'s arguments (see [`Command::Simulate`](super::Command::Simulate)).
#[derive(clap::Args, Debug)]
pub struct SimulateCommand {
    rig: PathBuf,
    /// The clip played before the switch (none: drop from the rest pose).
    #[arg(long)]
    clip: Option<String>,
    /// Switch to ragdoll at this time, s.
    #[arg(long, default_value_t = 0.0)]
    switch_at: f32,
    /// Total simulated time, s.
    #[arg(long, default_value_t = 5.0)]
    seconds: f32,
    /// An impulse BODY@T:IX,IY,IZ (s, N·s); repeatable.
    #[arg(long)]
    hit: Vec<String>,
    /// Settle, pick the get-up clip and blend back to the animation.
    #[arg(long)]
    recover: bool,
    /// Keep the drives on after the switch (toward the pose at the switch).
    #[arg(long)]
    drives: bool,
    /// Write a CSV trace (t,body,px..wz,mode).
    #[arg(long, value_name = "CSV")]
    trace: Option<PathBuf>,
    /// Write the model (.glb) with this run baked in as one more animation, "ragrig bake": the
    /// shown pose at every step, the clip before the switch, the ragdoll and any get-up.
    #[arg(long, value_name = "GLB")]
    bake: Option<PathBuf>,
    /// The physics engine for this run (rapier or jolt; default: the rig's `[sim] engine`).
    #[arg(long, value_name = "ENGINE")]
    engine: Option<crate::rig::SimEngine>,
    #[arg(long)]
    json: bool,
}

impl SimulateCommand {
    /// Run the simulation; returns the exit code.
    pub fn run(self) -> i32 {
        let Self {
            rig,
            clip,
            switch_at,
            seconds,
            hit,
            recover,
            drives,
            trace,
            bake,
            engine,
            json,
        } = self;
        run(
            &rig,
            &Options {
                clip: clip.as_deref(),
                switch_at,
                seconds,
                hits: &hit,
                recover,
                drives,
                trace: trace.as_deref(),
                bake: bake.as_deref(),
                engine,
                json,
            },
        )
    }
}
