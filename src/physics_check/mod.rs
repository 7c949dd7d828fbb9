//! The physics check: a matrix of runs for one rig — a drop from the rest pose and a switch from
//! every clip at 25, 50 and 75 % of its length, each with the drives off and on — judged on
//! what must hold for any rig on any engine: joints that stay closed, limits held by the engine
//! itself (measured after each step, nothing corrected afterwards), no kinetic energy beyond
//! what the start, the fall and outside work supply, rest soon after the last impact, and sleep
//! at the end of the drop. See docs/simulation.md.

mod case;
mod monitor;
mod run;

pub use case::{CLIP_SECONDS, Case, DROP_SECONDS, FRACTIONS, Start, matrix};
pub use monitor::{IMPACT_DV, JointPeak, RunMonitor, fastest_joint};
pub use run::{Bar, DROP_CLEARANCE, RunReport, place_for_drop, run_case, run_case_observed};

use crate::character::Character;
use crate::rig::Rig;
use serde::Serialize;
use std::fmt::Write as _;

/// The worst values over all runs.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Worst {
    pub gap_mm: f32,
    pub swing_ratio: f32,
    pub twist_deg: f32,
    pub energy_ratio: f32,
    pub energy_excess_j: f32,
    /// Largest seconds from the last impact to rest (None: some run never rested).
    pub rest_after_impact_s: Option<f64>,
    /// Largest seconds from the last impact until the pelvis settled by the get-up's test
    /// (None: in some run it never did). Reported, not judged.
    pub pelvis_settled_after_impact_s: Option<f64>,
    pub guard_stops: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    pub bar: Bar,
    pub runs: Vec<RunReport>,
    pub worst: Worst,
    pub failed: usize,
    pub passed: bool,
}

/// Run `cases` (e.g. [`matrix`]) on a rig.
pub fn check(rig: &Rig, ch: &Character, cases: &[Case], bar: &Bar) -> CheckReport {
    let runs: Vec<RunReport> = cases.iter().map(|c| run_case(rig, ch, c, bar)).collect();
    summarize(bar, runs)
}

/// The report over runs made one by one with [`run_case`] (as the editor does, for progress):
/// the worst values and the count of runs that failed the bar.
pub fn summarize(bar: &Bar, runs: Vec<RunReport>) -> CheckReport {
    let mut w = Worst {
        energy_excess_j: f32::NEG_INFINITY,
        rest_after_impact_s: Some(0.0),
        pelvis_settled_after_impact_s: Some(0.0),
        ..Default::default()
    };
    for r in &runs {
        w.gap_mm = w.gap_mm.max(r.worst_gap.gap_mm);
        w.swing_ratio = w.swing_ratio.max(r.worst_swing.swing_ratio);
        w.twist_deg = w.twist_deg.max(r.worst_twist.twist_overshoot_deg);
        w.energy_ratio = w.energy_ratio.max(r.energy_ratio);
        w.energy_excess_j = w.energy_excess_j.max(r.energy_excess_j);
        w.rest_after_impact_s = match (w.rest_after_impact_s, r.rest_after_impact_s) {
            (Some(a), Some(b)) => Some(a.max(b)),
            _ => None,
        };
        w.pelvis_settled_after_impact_s = match (
            w.pelvis_settled_after_impact_s,
            r.pelvis_settled_after_impact_s,
        ) {
            (Some(a), Some(b)) => Some(a.max(b)),
            _ => None,
        };
        w.guard_stops += usize::from(r.stopped.is_some());
    }
    let failed = runs.iter().filter(|r| !r.passed).count();
    CheckReport {
        bar: *bar,
        passed: failed == 0,
        failed,
        runs,
        worst: w,
    }
}

fn opt(v: Option<f64>) -> String {
    v.map_or("never".to_owned(), |s| format!("{s:.2}"))
}

/// One line per run and the worst values, for the terminal.
pub fn format_table(r: &CheckReport) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:<28} {:>8} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>6}  result",
        "run", "gap mm", "swing", "twist°", "E/bud", "impact", "rest+", "settle+", "sleep"
    );
    for run in &r.runs {
        let _ = writeln!(
            s,
            "{:<28} {:>8.2} {:>6.3} {:>7.2} {:>7.2} {:>7} {:>7} {:>7} {:>3}/{:<2}  {}",
            run.case,
            run.worst_gap.gap_mm,
            run.worst_swing.swing_ratio,
            run.worst_twist.twist_overshoot_deg,
            run.energy_ratio,
            opt(run.last_impact_s),
            opt(run.rest_after_impact_s),
            opt(run.pelvis_settled_after_impact_s),
            run.asleep,
            run.bodies,
            if run.passed {
                "ok".to_owned()
            } else {
                format!("FAIL: {}", run.failures.join("; "))
            }
        );
    }
    let w = &r.worst;
    let _ = writeln!(
        s,
        "worst: gap {:.2} mm, swing {:.3}, twist {:.2}°, energy ratio {:.2} (excess {:.0} J), rest after impact {} s, guard stops {}",
        w.gap_mm,
        w.swing_ratio,
        w.twist_deg,
        w.energy_ratio,
        w.energy_excess_j,
        opt(w.rest_after_impact_s),
        w.guard_stops
    );
    if let Some(line) = late_rest_summary(r) {
        let _ = writeln!(s, "{line}");
    }
    let _ = writeln!(
        s,
        "{} of {} runs pass (bar: gap ≤ {} mm, swing ≤ {}, twist ≤ {}°, KE ≤ 1.1 × budget + 20 J, rest ≤ {} s after the last impact, asleep at the end of the drop)",
        r.runs.len() - r.failed,
        r.runs.len(),
        r.bar.gap_mm,
        r.bar.swing_ratio,
        r.bar.twist_deg,
        r.bar.rest_after_impact_s
    );
    s
}

/// What the late rests have in common, as one line (None when no run rests late): how many
/// runs rest after the bar (or never), in how many the pelvis had settled in time by the
/// get-up's own test, and how many came to rest after a topple that landed softly
/// ([`run::soft_topple`]), the same runs whose failure text says so, and how many of those
/// within the bar of the fall's end. Printed by the text report and shown in the editor's
/// Checks pane; it explains the failures, it does not change them.
pub fn late_rest_summary(r: &CheckReport) -> Option<String> {
    let late_after = |x: &RunReport, t: f64| r.bar.rest_is_late(t, x.step_s);
    let late: Vec<&RunReport> = r
        .runs
        .iter()
        .filter(|x| x.stopped.is_none() && x.rest_after_impact_s.is_none_or(|t| late_after(x, t)))
        .collect();
    if late.is_empty() {
        return None;
    }
    let settled = late
        .iter()
        .filter(|x| {
            x.pelvis_settled_after_impact_s
                .is_some_and(|t| !late_after(x, t))
        })
        .count();
    let fell_in_time = late
        .iter()
        .filter(|x| run::soft_topple(x).is_some_and(|(_, after)| !late_after(x, after)))
        .count();
    let fell = late
        .iter()
        .filter(|x| run::soft_topple(x).is_some())
        .count();
    let bar = r.bar.rest_after_impact_s;
    let runs_rest = if late.len() == 1 {
        "run rests"
    } else {
        "runs rest"
    };
    Some(format!(
        "{} {runs_rest} late (every body slower than the settle speed); in {settled} of them the pelvis settled within {bar} s (the get-up's test: a get-up could have started in time); {} came to rest after a fall that ended after their last impact (a topple that lands softly), {fell_in_time} of them within {bar} s of the fall's end",
        late.len(),
        fell,
    ))
}
