//! What one scenario measured, its pass/fail checks, and the human table. All `Serialize`;
//! field names are the stable JSON keys of `ragrig scenarios --json`.
//!
//! Units: m, s; angles in degrees (`_deg`), angular speeds in degrees per second (`_deg_s`),
//! relative errors as fractions (0.01 = 1 %).

use crate::recover::Lying;
use serde::Serialize;
use std::fmt::Write as _;

/// One pass/fail check with what was measured and what was required.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Check {
    /// Stable identifier, e.g. `position_jump`.
    pub name: String,
    pub passed: bool,
    /// The measured value, as shown to people (with its unit).
    pub measured: String,
    /// The requirement, e.g. `< 1e-4 m`.
    pub expected: String,
}

impl Check {
    pub fn new(name: &str, passed: bool, measured: String, expected: String) -> Self {
        Self {
            name: name.into(),
            passed,
            measured,
            expected,
        }
    }
}

/// The switch, measured against independent references.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SwitchMeasure {
    /// Clip time of the switch, s.
    pub clip_time_s: f32,
    /// Largest body position jump at the switch: the clip's body poses at the switch time
    /// (composed bone by bone from the clip's samples, apart from the session's path) vs. the
    /// physics body poses right after the commit, m.
    pub position_jump_m: f32,
    /// The check's bound: round-off plus the sum of the joint gaps the clip's pose opens, m.
    pub position_jump_bound_m: f32,
    pub position_jump_body: String,
    /// Largest body rotation change over the same comparison, degrees.
    pub rotation_jump_deg: f32,
    /// Where the expected ω comes from (`clip extras yaw_rate_deg_s`, `central difference of
    /// the clip`, `zero (teleport)`).
    pub omega_reference: String,
    /// Largest reference angular speed over the bodies, °/s.
    pub omega_reference_max_deg_s: f32,
    /// Largest inherited angular speed (physics bodies right after the commit), °/s.
    pub omega_inherited_max_deg_s: f32,
    /// Largest `|ω_inherited − ω_expected| / max(|ω_expected|, OMEGA_FLOOR)` over the bodies.
    pub omega_max_relative_error: f32,
    pub omega_max_error_body: String,
    /// Largest `|v_inherited − v_expected|` over the bodies, m/s.
    pub velocity_max_error_m_s: f32,
    /// Largest difference between the physics bodies' velocities right after the commit and
    /// the switch record's (what the switch decided vs. what the solver got), m/s and °/s.
    pub applied_linear_mismatch_m_s: f32,
    pub applied_angular_mismatch_deg_s: f32,
    /// Bodies whose inherited velocity was clamped, and the recorded reasons (`body: reason`).
    pub clamps: usize,
    pub clamp_reasons: Vec<String>,
    pub teleport: bool,
    pub teleport_reason: Option<String>,
    /// Lowest point of any body shape at the switch, m above the ground.
    pub lowest_point_m: f32,
}

/// Hit, settle and get-up.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RecoveryMeasure {
    /// Seconds from the switch until the pelvis had been calm for the settle window.
    pub settle_time_s: Option<f32>,
    /// Seconds from the switch until the get-up blend began.
    pub getup_start_s: Option<f32>,
    /// The lying orientation at the get-up start, from the chest's outward axis.
    pub lying: Option<Lying>,
    /// `(R_chest · outward axis) · up` at the get-up start (> 0.2 supine, < −0.2 prone).
    pub chest_outward_up: Option<f32>,
    /// The get-up clip the session played (read after the get-up finished).
    pub getup_clip: Option<String>,
    /// The rig has no get-up clip for the orientation: the session blended into the first
    /// frame of the idle clip instead.
    pub getup_fallback: bool,
    pub getup_finished: bool,
    /// Largest per-frame jump of a skin joint (bone) below the skeleton root (the root node
    /// carries the placement and is moved by design) of the displayed pose at the hand-off: from
    /// the last ragdoll frame to the frame the session switched to the blend, and from there
    /// to the first blend step, m, with the bone.
    pub handoff_jump_m: f32,
    pub handoff_jump_bone: String,
    /// Largest per-frame bone jump over the rest of the blend and the get-up clip, m, with
    /// the bone and the time after the switch.
    pub blend_max_jump_m: f32,
    pub blend_max_jump_bone: String,
    pub blend_max_jump_at_s: f32,
    /// The bound it is checked against (see `runner` docs), m, and its two terms.
    pub blend_jump_bound_m: f32,
    /// Largest capture-to-clip-start distance of a node, m.
    pub capture_to_clip_m: f32,
    /// `A`: the largest node speed per unit of blend weight (Σ θ·L + Δℓ over a node's
    /// ancestors, see the runner docs), m.
    pub blend_arc_m: f32,
    /// The get-up clip's own largest per-frame node move, m.
    pub clip_frame_move_m: f32,
}

/// Everything one scenario produced.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScenarioReport {
    pub name: String,
    pub description: String,
    /// The clip played before the switch (empty when none was found).
    pub clip: String,
    /// The clip role it was found by (`run`, `idle`, ...; None: by its extras marker).
    pub clip_role: Option<String>,
    /// The switch time as a fraction of the clip's duration.
    pub switch_fraction: Option<f32>,
    /// Why the scenario was not run (the rig and model lack its clip); it then counts as
    /// passed, with no checks.
    pub skipped: Option<String>,
    /// Why the scenario could not run (a missing clip, body or bone), if so.
    pub error: Option<String>,
    pub switch: Option<SwitchMeasure>,
    pub recovery: Option<RecoveryMeasure>,
    pub checks: Vec<Check>,
    /// All checks passed and no error.
    pub passed: bool,
}

impl ScenarioReport {
    /// The check called `name`.
    pub fn check(&self, name: &str) -> Option<&Check> {
        self.checks.iter().find(|c| c.name == name)
    }

    /// The failed checks.
    pub fn failures(&self) -> impl Iterator<Item = &Check> {
        self.checks.iter().filter(|c| !c.passed)
    }
}

fn opt<T>(v: Option<T>, f: impl Fn(T) -> String) -> String {
    v.map(f).unwrap_or_else(|| "—".into())
}

/// The human table: one row per scenario with the headline numbers, then every check.
pub fn format_table(reports: &[ScenarioReport]) -> String {
    let mut s = String::new();
    write_header(&mut s);
    for r in reports {
        write_row(&mut s, r);
    }
    for r in reports {
        write_details(&mut s, r);
    }
    let failed = reports.iter().filter(|r| !r.passed).count();
    let skipped = reports.iter().filter(|r| r.skipped.is_some()).count();
    let _ = writeln!(
        s,
        "\n{} scenario(s), {} passed, {skipped} skipped, {failed} failed",
        reports.len(),
        reports.len() - failed - skipped
    );
    s
}

/// The table's two header lines: the column names and their units.
fn write_header(s: &mut String) {
    let _ = writeln!(
        s,
        "{:<14} {:>10} {:>8} {:>9} {:>6} {:>8} {:>7} {:<8} {:<13} {:>16}  result",
        "scenario",
        "pos jump",
        "ω err",
        "ω ref",
        "clamp",
        "teleport",
        "settle",
        "lying",
        "get-up",
        "blend jump",
    );
    let _ = writeln!(
        s,
        "{:<14} {:>10} {:>8} {:>9} {:>6} {:>8} {:>7} {:<8} {:<13} {:>16}",
        "", "m", "%", "°/s", "", "", "s", "", "", "m (bone)"
    );
}

/// A scenario's row of headline numbers and its result.
fn write_row(s: &mut String, r: &ScenarioReport) {
    let sw = r.switch.as_ref();
    let rc = r.recovery.as_ref();
    let _ = writeln!(
        s,
        "{:<14} {:>10} {:>8} {:>9} {:>6} {:>8} {:>7} {:<8} {:<13} {:>16}  {}",
        r.name,
        opt(sw, |m| format!("{:.1e}", m.position_jump_m)),
        opt(sw, |m| format!("{:.3}", 100.0 * m.omega_max_relative_error)),
        opt(sw, |m| format!("{:.1}", m.omega_reference_max_deg_s)),
        opt(sw, |m| m.clamps.to_string()),
        opt(sw, |m| if m.teleport { "yes" } else { "no" }.to_string()),
        opt(rc.and_then(|m| m.settle_time_s), |t| format!("{t:.2}")),
        opt(rc.and_then(|m| m.lying), |l| format!("{l:?}")
            .to_lowercase()),
        opt(rc.and_then(|m| m.getup_clip.clone()), |c| {
            if rc.is_some_and(|m| m.getup_fallback) {
                format!("{c} (fallback)")
            } else {
                c
            }
        }),
        opt(rc, |m| {
            let (d, b) = if m.handoff_jump_m > m.blend_max_jump_m {
                (m.handoff_jump_m, &m.handoff_jump_bone)
            } else {
                (m.blend_max_jump_m, &m.blend_max_jump_bone)
            };
            format!("{d:.4} ({b})")
        }),
        if r.skipped.is_some() {
            "skip"
        } else if r.passed {
            "PASS"
        } else {
            "FAIL"
        }
    );
}

/// A scenario's details: what it does, why it was skipped or failed to run, the switch, and
/// every check with what it measured and required.
fn write_details(s: &mut String, r: &ScenarioReport) {
    let _ = writeln!(
        s,
        "\n{} — {} (clip {}{})",
        r.name,
        r.description,
        if r.clip.is_empty() { "-" } else { &r.clip },
        r.clip_role
            .as_ref()
            .map_or(String::new(), |role| format!(", role {role}"))
    );
    if let Some(why) = &r.skipped {
        let _ = writeln!(s, "  skipped: {why}");
    }
    if let Some(e) = &r.error {
        let _ = writeln!(s, "  error: {e}");
    }
    if let Some(m) = &r.switch {
        let _ = writeln!(
            s,
            "  switch at clip t = {:.4} s ({:.1} % of the clip); ω reference: {}",
            m.clip_time_s,
            100.0 * r.switch_fraction.unwrap_or(0.0),
            m.omega_reference
        );
        if let Some(reason) = &m.teleport_reason {
            let _ = writeln!(s, "  teleport: {reason}");
        }
        for c in &m.clamp_reasons {
            let _ = writeln!(s, "  clamp: {c}");
        }
    }
    for c in &r.checks {
        let _ = writeln!(
            s,
            "  [{}] {:<24} {:>16}   required {}",
            if c.passed { "ok" } else { "FAIL" },
            c.name,
            c.measured,
            c.expected
        );
    }
}
