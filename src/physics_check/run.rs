//! One run of the physics check: start the session as the case says, switch, simulate, and
//! judge it against the bar ([`Bar`]).

use super::case::Case;
use super::monitor::{JointPeak, RunMonitor};
use crate::character::Character;
use crate::rig::Rig;
use crate::session::{Mode, Session, SessionOptions};
use crate::xform::Rigid;
use glam::{Quat, Vec3};
use serde::Serialize;

/// What every run must meet.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Bar {
    /// Largest joint anchor gap, mm.
    pub gap_mm: f32,
    /// Largest normalised swing.
    pub swing_ratio: f32,
    /// Largest twist overshoot, degrees.
    pub twist_deg: f32,
    /// Seconds from the last impact until the ragdoll has come to rest.
    pub rest_after_impact_s: f32,
}

impl Bar {
    /// Whether a rest `rest_s` after the last impact is later than the bar, counted in whole
    /// steps of `step_s` seconds (the simulation's clock): a fitted rig's 0.0166667 s step
    /// makes 120 steps 2.000004 s, which is the 2 s bar, not past it.
    pub fn rest_is_late(&self, rest_s: f64, step_s: f64) -> bool {
        if step_s > 0.0 {
            (rest_s / step_s).round() > (f64::from(self.rest_after_impact_s) / step_s).round()
        } else {
            rest_s > f64::from(self.rest_after_impact_s)
        }
    }
}

impl Default for Bar {
    fn default() -> Self {
        Self {
            gap_mm: 10.0,
            swing_ratio: 1.10,
            twist_deg: 3.0,
            rest_after_impact_s: 2.0,
        }
    }
}

/// A drop starts with the lowest point of the character this high above the ground, m.
pub const DROP_CLEARANCE: f32 = 0.01;
/// No run is simulated longer than this, s. A run lasts at least its case's seconds, and then
/// until it has come to rest: a ragdoll that balances for a while and then topples, or flies for
/// longer than the case (a clip that throws it up), is judged on the impacts that end that
/// motion.
const MAX_SECONDS: f64 = 12.0;

/// The outcome of one run.
#[derive(Clone, Debug, Serialize)]
pub struct RunReport {
    pub case: String,
    pub drives: bool,
    /// The rig's fixed step, s: every time below is a whole number of steps after the switch.
    pub step_s: f64,
    /// Seconds simulated after the switch.
    pub seconds: f64,
    /// The largest swing ratio and twist overshoot (degrees) in the pose at the switch: a run
    /// that starts outside its limits measures the limits' authoring, not the engine.
    pub start_swing_ratio: f32,
    pub start_twist_overshoot_deg: f32,
    /// How deep the clip's pose at the switch reaches into the ground, mm (the switch lifts
    /// the whole character out by as much before simulating).
    pub start_ground_penetration_mm: f32,
    /// The deepest overlap of two bodies whose contacts are on, in the pose handed to physics,
    /// mm, and the pair ("abdomen–shin_l"): the contacts push them apart, with energy the
    /// budget does not count.
    pub start_overlap_mm: f32,
    pub start_overlap: Option<String>,
    /// Why the guard stopped the simulation, if it did.
    pub stopped: Option<String>,
    pub worst_gap: JointPeak,
    pub worst_swing: JointPeak,
    pub worst_twist: JointPeak,
    pub peak_kinetic_j: f32,
    /// Largest `KE / budget`.
    pub energy_ratio: f32,
    /// Largest `KE − (1.1 · budget + 20 J)`, J.
    pub energy_excess_j: f32,
    /// Seconds after the switch.
    pub last_impact_s: Option<f64>,
    /// Seconds after the switch of the last step that ended with the ragdoll in the air.
    pub last_airborne_s: Option<f64>,
    /// Seconds after the switch of the last step that ended with the centre of mass dropping
    /// faster than the rig's settle speed (a topple from a balanced pose ends softly, with no
    /// impact).
    pub last_fall_s: Option<f64>,
    pub rested_s: Option<f64>,
    pub rest_after_impact_s: Option<f64>,
    /// Seconds from the later of the last impact and the end of the last fall until rest:
    /// reported beside the rest after the last impact, not judged.
    pub rest_after_fall_s: Option<f64>,
    /// Seconds from the last impact until the pelvis last settled by the get-up's own test (the
    /// rig's settle thresholds on the pelvis alone, for the settle window), if it had by the
    /// end: when a get-up could have started. Reported beside the rest, not judged.
    pub pelvis_settled_after_impact_s: Option<f64>,
    /// The body that last moved faster than the settle thresholds, and its linear (m/s) and
    /// angular (rad/s) speed then.
    pub last_restless: Option<(String, f32, f32)>,
    /// In the last step that broke the calm, the joint whose two bodies turned fastest against
    /// each other and that speed, rad/s: small when the bodies moved together.
    pub last_restless_joint: Option<(String, f32)>,
    /// Dynamic bodies asleep at the end, and how many there are.
    pub asleep: usize,
    pub bodies: usize,
    pub passed: bool,
    /// What failed the bar, in words.
    pub failures: Vec<String>,
    /// Every joint's peaks.
    pub joints: Vec<JointPeak>,
}

/// Lift (or lower) a session's character so that its lowest point is [`DROP_CLEARANCE`] above
/// the ground, where a drop starts (a model's rest pose may sit below or above the ground).
pub fn place_for_drop(session: &mut Session, ch: &Character) {
    let lowest = session.lowest_point();
    if session.sim.rig().sim.ground && lowest.is_finite() {
        session.place_root(
            ch,
            Rigid::new(Quat::IDENTITY, Vec3::Y * (DROP_CLEARANCE - lowest)),
        );
    }
}

/// Run one case on a rig.
pub fn run_case(rig: &Rig, ch: &Character, case: &Case, bar: &Bar) -> RunReport {
    run_case_observed(rig, ch, case, bar, &mut |_| {})
}

/// [`run_case`], showing `observe` the session right after the switch and after every step
/// (a trace of the run).
pub fn run_case_observed(
    rig: &Rig,
    ch: &Character,
    case: &Case,
    bar: &Bar,
    observe: &mut dyn FnMut(&Session),
) -> RunReport {
    let (clip, t0) = case.clip_time();
    let mut report = empty_report(case);
    let options = SessionOptions {
        recover: false,
        drives: case.drives,
    };
    let mut session = match Session::with_options(rig, ch, (clip, t0), options) {
        Ok(s) => s,
        Err(e) => {
            report.stopped = Some(e.to_string());
            report.failures.push(format!("cannot start: {e}"));
            return report;
        }
    };
    // A drop starts standing on the ground (a model's rest pose may sit below or above it);
    // a clip starts where the clip puts it, and any penetration of the ground is reported.
    let lowest = session.lowest_point();
    if case.is_drop() {
        place_for_drop(&mut session, ch);
    } else if rig.sim.ground && lowest < 0.0 {
        report.start_ground_penetration_mm = -lowest * 1000.0;
    }
    if let Err(e) = session.go_ragdoll(ch) {
        report.failures.push(format!("the switch failed: {e}"));
        return report;
    }
    let start = session.time;
    record_start(&mut report, rig, &session);
    observe(&session);
    let monitor = watch(&mut session, ch, case, start, &mut report, observe);
    record_run(&mut report, monitor, &session, start);
    judge(&mut report, case, bar);
    report
}

/// A report of `case` with nothing measured yet.
fn empty_report(case: &Case) -> RunReport {
    RunReport {
        case: case.label(),
        drives: case.drives,
        step_s: 0.0,
        seconds: 0.0,
        start_swing_ratio: 0.0,
        start_twist_overshoot_deg: 0.0,
        start_ground_penetration_mm: 0.0,
        start_overlap_mm: 0.0,
        start_overlap: None,
        stopped: None,
        worst_gap: JointPeak::default(),
        worst_swing: JointPeak::default(),
        worst_twist: JointPeak::default(),
        peak_kinetic_j: 0.0,
        energy_ratio: 0.0,
        energy_excess_j: 0.0,
        last_impact_s: None,
        last_airborne_s: None,
        last_fall_s: None,
        rested_s: None,
        rest_after_impact_s: None,
        rest_after_fall_s: None,
        pelvis_settled_after_impact_s: None,
        last_restless: None,
        last_restless_joint: None,
        asleep: 0,
        bodies: 0,
        passed: false,
        failures: Vec::new(),
        joints: Vec::new(),
    }
}

/// The state physics starts from, right after the switch: the deepest overlap between two
/// bodies and the largest swing ratio and twist overshoot.
fn record_start(report: &mut RunReport, rig: &Rig, session: &Session) {
    let placed: Vec<Option<Rigid>> = (0..session.sim.body_count())
        .map(|i| Some(session.sim.state(i).pose))
        .collect();
    if let Some((d, a, b)) = crate::rig::rest::deepest_overlap(rig, &placed) {
        report.start_overlap_mm = d * 1000.0;
        report.start_overlap = Some(format!("{}–{}", rig.bodies[a].name, rig.bodies[b].name));
    }
    for m in session.sim.joint_measures() {
        report.start_swing_ratio = report.start_swing_ratio.max(m.swing_ratio);
        report.start_twist_overshoot_deg = report
            .start_twist_overshoot_deg
            .max(m.twist_overshoot.to_degrees());
    }
}

/// Step the ragdoll for the case's seconds (longer until it has come to rest, up to
/// [`MAX_SECONDS`]), watching every step; a guard stop goes in the report.
fn watch(
    session: &mut Session,
    ch: &Character,
    case: &Case,
    start: f64,
    report: &mut RunReport,
    observe: &mut dyn FnMut(&Session),
) -> RunMonitor {
    let mut monitor = RunMonitor::new(session);
    loop {
        let elapsed = session.time - start;
        let done = monitor.rested_at.is_some() || elapsed >= MAX_SECONDS;
        if elapsed + 1e-9 >= f64::from(case.seconds) && done {
            break;
        }
        if let Err(e) = session.step(ch) {
            report.stopped = Some(e.to_string());
            break;
        }
        observe(session);
        if session.mode != Mode::Simulated {
            break;
        }
        monitor.observe(session);
    }
    monitor
}

/// The run's peaks, times (from the switch at `start`) and sleep into the report.
fn record_run(report: &mut RunReport, monitor: RunMonitor, session: &Session, start: f64) {
    let (g, s, t) = monitor.worst();
    report.step_s = f64::from(session.sim.rig().sim.dt);
    report.seconds = session.time - start;
    report.worst_gap = g;
    report.worst_swing = s;
    report.worst_twist = t;
    report.peak_kinetic_j = monitor.peak_kinetic;
    report.energy_ratio = monitor.peak_energy_ratio;
    report.energy_excess_j = monitor.peak_energy_excess.max(-1e9);
    report.last_impact_s = monitor.last_impact.map(|t| t - start);
    report.last_airborne_s = monitor.last_airborne.map(|t| t - start);
    report.rested_s = monitor.rested_at.map(|t| t - start);
    report.rest_after_impact_s = monitor.rest_after_impact(start);
    report.last_fall_s = monitor.last_fall.map(|t| t - start);
    report.rest_after_fall_s = monitor.rest_after_fall(start);
    report.last_restless = monitor.last_restless.clone();
    report.last_restless_joint = monitor.last_restless_joint.clone();
    report.pelvis_settled_after_impact_s = monitor
        .pelvis_settled_at()
        .map(|t| t - monitor.last_impact.unwrap_or(start).min(t));
    report.bodies = (0..session.sim.body_count())
        .filter(|&i| session.sim.is_dynamic(i))
        .count();
    report.asleep = (0..session.sim.body_count())
        .filter(|&i| session.sim.is_dynamic(i) && session.sim.is_sleeping(i))
        .count();
    report.joints = monitor.joints;
}

/// A run that came to rest after a fall that ended later than its last impact (or, with no
/// impact, after the switch): a topple that landed softly. The end of that fall and the rest
/// after it, s; None for any other run.
pub fn soft_topple(r: &RunReport) -> Option<(f64, f64)> {
    match (r.last_fall_s, r.rest_after_fall_s) {
        (Some(fall), Some(after)) if fall > r.last_impact_s.unwrap_or(0.0) => Some((fall, after)),
        _ => None,
    }
}

/// For a late rest that followed a soft topple ([`soft_topple`]): when the fall ended and how
/// long the rest took after it.
fn fell_after_impact(r: &RunReport) -> String {
    soft_topple(r).map_or(String::new(), |(fall, after)| {
        format!(
            "; it was still falling {fall:.2} s after the switch (centre of mass dropping faster than the settle speed) and rested {after:.2} s after that"
        )
    })
}

/// The joint turning fastest when the calm last broke, for a rest's failure text.
fn fastest_joint_words(r: &RunReport) -> String {
    r.last_restless_joint
        .as_ref()
        .map_or(String::new(), |(j, w)| {
            format!(", the joint turning fastest then: '{j}' at {w:.2} rad/s")
        })
}

fn judge(r: &mut RunReport, case: &Case, bar: &Bar) {
    let mut f = Vec::new();
    if let Some(s) = &r.stopped {
        f.push(format!("guard stop: {s}"));
    }
    if r.worst_gap.gap_mm > bar.gap_mm {
        f.push(format!(
            "joint '{}' opened {:.1} mm (bar {} mm){}",
            r.worst_gap.joint,
            r.worst_gap.gap_mm,
            bar.gap_mm,
            r.worst_gap.gap_when()
        ));
    }
    if r.worst_swing.swing_ratio > bar.swing_ratio {
        f.push(format!(
            "joint '{}' swung to {:.2}× its cone (bar {:.2})",
            r.worst_swing.joint, r.worst_swing.swing_ratio, bar.swing_ratio
        ));
    }
    if r.worst_twist.twist_overshoot_deg > bar.twist_deg {
        f.push(format!(
            "joint '{}' twisted {:.1}° past its range (bar {}°)",
            r.worst_twist.joint, r.worst_twist.twist_overshoot_deg, bar.twist_deg
        ));
    }
    if r.energy_excess_j > 0.0 {
        f.push(format!(
            "kinetic energy {:.0} J over 1.1 × budget + 20 J (ratio {:.2})",
            r.energy_excess_j, r.energy_ratio
        ));
    }
    match r.rest_after_impact_s {
        None => f.push(format!(
            "not at rest after {:.1} s (last impact at {}{}{})",
            r.seconds,
            r.last_impact_s
                .map_or("none".to_owned(), |t| format!("{t:.2} s")),
            r.last_restless
                .as_ref()
                .map_or(String::new(), |(b, v, w)| format!(
                    "; '{b}' still moving at {v:.2} m/s, {w:.2} rad/s"
                )),
            fastest_joint_words(r)
        )),
        Some(s) if bar.rest_is_late(s, r.step_s) => f.push(format!(
            "came to rest {s:.2} s after the last impact (bar {} s){}{}{}{}",
            bar.rest_after_impact_s,
            r.last_restless
                .as_ref()
                .map_or(String::new(), |(b, v, w)| format!(
                    "; the last to settle: '{b}' at {v:.2} m/s, {w:.2} rad/s"
                )),
            fastest_joint_words(r),
            r.pelvis_settled_after_impact_s
                .map_or(String::new(), |p| format!(
                    "; the pelvis settled after {p:.2} s (when a get-up could start)"
                )),
            fell_after_impact(r)
        )),
        Some(_) => {}
    }
    if case.is_drop() && r.asleep < r.bodies {
        f.push(format!(
            "{} of {} bodies asleep at the end of the drop",
            r.asleep, r.bodies
        ));
    }
    r.passed = f.is_empty();
    r.failures = f;
}

#[cfg(test)]
mod tests {
    use super::super::case::Start;
    use super::*;

    /// A 6 s drop, with the drives on or off.
    fn drop_case(drives: bool) -> Case {
        Case {
            start: Start::Drop,
            drives,
            seconds: 6.0,
        }
    }

    #[test]
    fn a_late_rest_names_the_body_that_settled_last() {
        let case = drop_case(false);
        let mut r = empty_report(&case);
        r.bodies = 2;
        r.asleep = 2;
        r.rest_after_impact_s = Some(2.5);
        r.last_restless = Some(("hand_r".into(), 0.08, 0.25));
        judge(&mut r, &case, &Bar::default());
        assert!(!r.passed);
        assert_eq!(
            r.failures,
            vec![
                "came to rest 2.50 s after the last impact (bar 2 s); the last to settle: 'hand_r' at 0.08 m/s, 0.25 rad/s"
            ]
        );
        // With the get-up's own test on the pelvis, which passed earlier, and the joint that
        // turned fastest.
        r.pelvis_settled_after_impact_s = Some(1.25);
        r.last_restless_joint = Some(("wrist_r".into(), 0.31));
        judge(&mut r, &case, &Bar::default());
        assert_eq!(
            r.failures,
            vec![
                "came to rest 2.50 s after the last impact (bar 2 s); the last to settle: 'hand_r' at 0.08 m/s, 0.25 rad/s, the joint turning fastest then: 'wrist_r' at 0.31 rad/s; the pelvis settled after 1.25 s (when a get-up could start)"
            ]
        );
        // On time: no failure, whoever settled last.
        r.rest_after_impact_s = Some(1.5);
        judge(&mut r, &case, &Bar::default());
        assert!(r.passed, "{:?}", r.failures);
    }

    #[test]
    fn the_rest_bar_counts_whole_steps() {
        let bar = Bar::default();
        // A fitted rig's step, as its file gives it, and 60 Hz as f32 gives it.
        for step in [0.0166667_f64, f64::from(1.0_f32 / 60.0)] {
            // Steps summed one at a time, as the session's clock does.
            let after = |n: u32| (0..n).fold(0.0, |t, _| t + step);
            assert!(after(120) > 2.0, "{step}: the sum is past 2 s");
            assert!(!bar.rest_is_late(after(120), step), "{step}");
            assert!(bar.rest_is_late(after(121), step), "{step}");
        }
        // Without a step (a report from elsewhere), seconds as they are.
        assert!(!bar.rest_is_late(2.0, 0.0));
        assert!(bar.rest_is_late(2.001, 0.0));
        // A run judged with the fitted rig's step: 120 steps pass, 121 fail.
        let case = drop_case(true);
        let mut r = empty_report(&case);
        (r.bodies, r.asleep, r.step_s) = (2, 2, 0.0166667);
        r.rest_after_impact_s = Some(120.0 * 0.0166667);
        judge(&mut r, &case, &bar);
        assert!(r.passed, "{:?}", r.failures);
        r.rest_after_impact_s = Some(121.0 * 0.0166667);
        judge(&mut r, &case, &bar);
        assert!(!r.passed);
    }

    #[test]
    fn a_late_rest_after_a_soft_topple_says_when_the_fall_ended() {
        let case = drop_case(true);
        let mut r = empty_report(&case);
        r.bodies = 2;
        r.asleep = 2;
        r.last_impact_s = Some(0.75);
        r.rest_after_impact_s = Some(3.5);
        // The centre of mass last dropped at 3.0 s, after the impact: rest came 1.25 s later.
        r.last_fall_s = Some(3.0);
        r.rest_after_fall_s = Some(1.25);
        judge(&mut r, &case, &Bar::default());
        assert!(!r.passed, "the bar stays with the last impact");
        assert_eq!(
            r.failures,
            vec![
                "came to rest 3.50 s after the last impact (bar 2 s); it was still falling 3.00 s after the switch (centre of mass dropping faster than the settle speed) and rested 1.25 s after that"
            ]
        );
        // A fall that ended before the last impact adds nothing.
        r.last_fall_s = Some(0.5);
        judge(&mut r, &case, &Bar::default());
        assert_eq!(
            r.failures,
            vec!["came to rest 3.50 s after the last impact (bar 2 s)"]
        );
    }

    #[test]
    fn the_late_rest_summary_counts_the_topples_and_those_that_rested_in_time_after_them() {
        let case = drop_case(true);
        let run = |rest: f64, fall: Option<f64>, after_fall: f64, pelvis: f64| {
            let mut r = empty_report(&case);
            r.last_impact_s = Some(1.0);
            r.rest_after_impact_s = Some(rest);
            r.last_fall_s = fall;
            r.rest_after_fall_s = Some(after_fall);
            r.pelvis_settled_after_impact_s = Some(pelvis);
            r
        };
        let bar = Bar::default();
        let runs = vec![
            // On time: not late, not counted.
            run(1.5, Some(2.0), 0.5, 1.0),
            // Late, toppled at 3 s and rested 1 s later; the pelvis settled in time.
            run(3.0, Some(3.0), 1.0, 1.5),
            // Late, toppled at 2 s and rested 2.5 s later.
            run(3.5, Some(2.0), 2.5, 2.5),
            // Late, its last fall before its last impact: no topple.
            run(4.0, Some(0.5), 4.0, 3.0),
            // Never at rest, still falling late on: late, not counted as a topple that rested.
            RunReport {
                rest_after_impact_s: None,
                rest_after_fall_s: None,
                pelvis_settled_after_impact_s: None,
                ..run(0.0, Some(5.0), 0.0, 0.0)
            },
        ];
        let report = super::super::summarize(&bar, runs);
        assert_eq!(
            super::super::late_rest_summary(&report).as_deref(),
            Some(
                "4 runs rest late (every body slower than the settle speed); in 1 of them the pelvis settled within 2 s (the get-up's test: a get-up could have started in time); 2 came to rest after a fall that ended after their last impact (a topple that lands softly), 1 of them within 2 s of the fall's end"
            )
        );
        let on_time = super::super::summarize(&bar, vec![run(1.5, None, 1.5, 1.0)]);
        assert_eq!(super::super::late_rest_summary(&on_time), None);
    }
}
