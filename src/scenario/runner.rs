//! Runs one scenario headless through a [`Session`] (the same code path as `ragrig simulate`
//! and the editor) and measures it against independent references.
//!
//! Sequence: start the session animated on the clip [`WARMUP_S`] before the switch time and
//! step to it (bodies kinematic on the animation); take the displayed pose; commit the switch
//! (`Session::go_ragdoll`); read the physics bodies right after the commit (before any step);
//! for the recovery scenarios apply the hit, turn recovery on and step until the get-up clip
//! has finished (or `seconds_after` ran out).
//!
//! Checks and thresholds:
//!
//! * `position_jump` < [`POSITION_JUMP_MAX`] (1e-4 m) plus the sum of the joint gaps the clip's
//!   pose opens: the commit places every body where the clip has it at the switch time, so only
//!   float round-off may differ, except where the switch closes an open joint (moving a body by
//!   at most the gaps along its chain). The reference poses come from the clip's samples
//!   through their own path ([`super::measure::clip_body_poses`]), not the session's.
//! * `omega_error` ≤ [`OMEGA_ERROR_MAX`] (1 %), relative to `max(|ω_expected|, OMEGA_FLOOR)`:
//!   for the spin ω_expected = ω₀·up, ω₀ from the clip's `yaw_rate_deg_s`; otherwise the
//!   clip's own body angular velocity by a central difference of rotation matrices at the
//!   middle of the inheritance interval (`t − Δt/2`), clamped to the rig's limit like the
//!   switch clamps it. The switch times lie inside one 30 Hz key segment, where the clip's
//!   motion is smooth, so the backward difference of the switch and the midpoint derivative
//!   agree to second order (measured ≤ 0.1 % on the sample).
//! * `velocity_error` ≤ [`VELOCITY_ERROR_MAX`] (0.02 m/s): the centre-of-mass velocity, same
//!   reference.
//! * `clamp_reasons`: every clamped body has a recorded reason.
//! * teleport scenario: `teleport` flagged with a reason naming `teleport_at_s`, and
//!   `zero_velocity`: every physics body starts with exactly v = ω = 0; other scenarios:
//!   `no_teleport`.
//! * jump: `airborne`: the lowest body point is at least [`AIRBORNE_MIN`] (5 cm) above the
//!   ground at the switch, and above the rest pose's lowest point when that is below the
//!   ground (a fitted foot capsule can reach below the sole: the KayKit Knight's by 5 cm).
//! * recovery: `settled` (within `seconds_after`; once the get-up has started the run goes on
//!   until it ends: get-up clip plus blend plus 2 s), `lying` = the expected orientation,
//!   `getup_clip` = the rig's clip for it (clip role `getup_supine` / `getup_prone`; without
//!   one in the model, the idle clip of the fallback blend into its first frame, and the
//!   report says `getup_fallback`), `getup_finished`, and `handoff_jump` / `blend_jump` ≤ the
//!   bound below.
//! * `velocities_applied`: the physics bodies right after the commit carry the switch
//!   record's velocities (≤ 1e-3 m/s and rad/s).
//! * `simulation_runs`: the steps after the switch (`seconds_after`) run without the guard
//!   stopping the simulation.
//!
//! Blend bound. The displayed pose is followed from the last ragdoll frame through the blend
//! to the end of the get-up clip; the largest per-frame jump of a skin joint below the
//! skeleton root (the root node is the placement, moved by design) at the hand-off
//! (the first two frames) and over the rest are each compared with
//! `dt · (1.5/T) · A + V + 1 mm`, where `T` is the blend's duration (`recovery.blend_time`;
//! the fallback's is longer, see `Session::last_blend_time`), `1.5/T` the largest slope of
//! the smoothstep weight, `V` the get-up clip's own largest per-frame node move (the target
//! moves while the weight ramps; 0 for the fallback, whose target holds the idle clip's first
//! frame) and 1 mm for round-off. `A` bounds how fast a node can move per unit of weight: the
//! blend turns every node's local rotation by `w·θ_k` (θ_k its capture-to-target angle) and
//! moves its local translation by `w·Δℓ_k`, so a node `i` moves at most
//! `Σ_k (θ_k · L_ki + Δℓ_k)` per unit weight over its ancestors `k` (itself included), with
//! `L_ki` the longest the chain from `k` to `i` can be (the sum of the larger of the capture's
//! and the target's bone offsets along it, world-scaled); `A` is its largest value over the
//! nodes and the target frames of the ramp (the capture reconstructed with the public
//! `recover` functions the session uses). Unlike `π/2 · D` (the largest arc of one slerp over
//! its chord D), this holds when several rotations along a chain compound (a hand at the end
//! of a 3 m arm turning with the body). A pop at the hand-off to the blend (a frame that shows
//! neither the ragdoll nor the blend) exceeds it by far. `D`, the largest capture-to-clip-start
//! node distance, is reported too (`A ≥ D`).

use super::definition::{Resolved, Scenario, ScenarioKind, Unresolved, WARMUP_S};
use super::error::ScenarioError;
use super::measure::{
    CENTRAL_H, clip_body_poses, clip_body_velocities, joint_gap_sum, largest_node_jump,
    largest_pose_jump, lowest_point, node_positions,
};
use super::report::{Check, RecoveryMeasure, ScenarioReport, SwitchMeasure};
use crate::character::{Character, Clip};
use crate::recover::{
    Lying, ORIENT_THRESHOLD, SettleDetector, bone_world_from_bodies, capture_locals, outward_up,
    pelvis_in_root, place_root, posed_world, stand_forward_from_clip,
};
use crate::rig::rest::body_world;
use crate::rig::{ClipRole, Rig};
use crate::session::{Mode, Session};
use crate::sim::BodyState;
use crate::switch::SwitchRecord;
use crate::switch::clamp_magnitude;
use crate::xform::{Rigid, Xform};
use glam::Vec3;

/// Largest allowed body position jump at the switch, m.
pub const POSITION_JUMP_MAX: f32 = 1e-4;
/// Largest allowed relative angular velocity error.
pub const OMEGA_ERROR_MAX: f32 = 0.01;
/// Angular speeds below this (rad/s, ≈ 29°/s) are compared in absolute terms against it.
pub const OMEGA_FLOOR: f32 = 0.5;
/// Largest allowed centre-of-mass velocity error, m/s.
pub const VELOCITY_ERROR_MAX: f32 = 0.02;
/// Minimum clearance of the lowest body point for "airborne", m.
pub const AIRBORNE_MIN: f32 = 0.05;
/// Largest difference between the physics bodies' velocities right after the commit and the
/// switch record's inherited ones, m/s and rad/s (float round-off only).
pub const APPLIED_V_MAX: f32 = 1e-3;
pub const APPLIED_W_MAX: f32 = 1e-3;
/// Round-off allowance of the blend bound, m.
pub const BLEND_SLACK: f32 = 1e-3;

fn failed(s: &Scenario, r: Option<&Resolved>, error: String) -> ScenarioReport {
    ScenarioReport {
        name: s.name.into(),
        description: s.description.into(),
        clip: r.map(|r| r.clip_name.clone()).unwrap_or_default(),
        clip_role: r.and_then(|r| r.role).map(|x| x.key().to_owned()),
        switch_fraction: r.map(|r| r.fraction),
        skipped: None,
        error: Some(error),
        switch: None,
        recovery: None,
        checks: vec![Check::new(
            "runs",
            false,
            "error".into(),
            "the scenario runs".into(),
        )],
        passed: false,
    }
}

/// The spin's ω₀ (rad/s) from the clip's extras `yaw_rate_deg_s`.
fn spin_rate(clip: &Clip) -> Option<f32> {
    let v = clip.extras.as_ref()?.get("yaw_rate_deg_s")?.as_f64()? as f32;
    v.is_finite().then(|| v.to_radians())
}

/// Run one scenario on a rig and its character.
pub fn run(s: &Scenario, rig: &Rig, ch: &Character) -> ScenarioReport {
    let r = match s.resolve(rig, ch) {
        Ok(r) => r,
        Err(Unresolved::Skip(why)) => {
            return ScenarioReport {
                name: s.name.into(),
                description: s.description.into(),
                clip: String::new(),
                clip_role: None,
                switch_fraction: None,
                skipped: Some(why),
                error: None,
                switch: None,
                recovery: None,
                checks: Vec::new(),
                passed: true,
            };
        }
        Err(Unresolved::Error(e)) => return failed(s, None, e),
    };
    match run_inner(s, &r, rig, ch) {
        Ok(rep) => rep,
        Err(e) => failed(s, Some(&r), e.to_string()),
    }
}

fn run_inner(
    s: &Scenario,
    res: &Resolved,
    rig: &Rig,
    ch: &Character,
) -> Result<ScenarioReport, ScenarioError> {
    let ci = res.clip;
    let clip = &ch.clips[ci];
    let dt = rig.sim.dt;
    let hit = res.hit.as_ref().map(|(b, h)| (*b, h.impulse));
    let omega0 = match s.kind {
        ScenarioKind::Spin => {
            Some(spin_rate(clip).ok_or_else(|| ScenarioError::NoSpinRate(clip.name.clone()))?)
        }
        _ => None,
    };

    // Animated warm-up up to the switch.
    let switch_at = res.switch_at;
    let warmup = (WARMUP_S.min(switch_at.max(0.0)) / dt).floor() as usize;
    let t_start = switch_at - warmup as f32 * dt;
    let mut session = Session::new(rig, ch, Some(ci), t_start)?;
    for _ in 0..warmup {
        session.step(ch)?;
    }
    let clip_time = session.clip_time;
    let shown_before = session.display_pose(ch);
    let before = clip_body_poses(rig, ch, clip, clip_time);
    let jump_bound = POSITION_JUMP_MAX + joint_gap_sum(rig, &before);
    session.go_ragdoll(ch)?;
    if session.mode != Mode::Simulated {
        return Err(ScenarioError::SwitchDidNotCommit);
    }
    let n = rig.bodies.len();
    let after: Vec<_> = (0..n).map(|i| session.sim.state(i)).collect();
    let after_pose: Vec<Rigid> = after.iter().map(|b| b.pose).collect();
    let record = session
        .record
        .clone()
        .ok_or(ScenarioError::NoSwitchRecord)?;

    let (expected, omega_reference) =
        expected_velocities(s.kind, rig, ch, clip, clip_time, omega0)?;
    let e = inherited_errors(rig, &after, &expected, &record);
    let sw = switch_measure(
        rig,
        clip_time,
        (&before, &after_pose),
        jump_bound,
        omega_reference,
        &e,
        &record,
    );
    let rest_lowest = rest_lowest_point(rig, ch);
    let mut checks = switch_checks(s.kind, &sw, &record, &e, rest_lowest);
    let recovery = match s.kind {
        ScenarioKind::HitAndRecover(expect) => Some(recover_phase(
            s,
            rig,
            ch,
            &mut session,
            hit,
            &shown_before,
            expect,
            &mut checks,
        )?),
        _ => {
            // A few steps of the ragdoll: the switch must leave a finite, running simulation.
            let steps = (s.seconds_after / dt).round() as usize;
            let stopped = (0..steps).find_map(|_| session.step(ch).err());
            checks.push(runs_check(s.seconds_after, stopped.map(|e| e.to_string())));
            None
        }
    };

    let passed = checks.iter().all(|c| c.passed);
    Ok(ScenarioReport {
        name: s.name.into(),
        description: s.description.into(),
        clip: res.clip_name.clone(),
        clip_role: res.role.map(|r| r.key().to_owned()),
        switch_fraction: Some(res.fraction),
        skipped: None,
        error: None,
        switch: Some(sw),
        recovery,
        checks,
        passed,
    })
}

/// What each body's velocity should be right after the switch (the clip's, by central
/// difference, or the scenario's own: zero after a teleport, the clip's yaw rate for a spin),
/// clamped as the switch clamps, and the reference described in words.
fn expected_velocities(
    kind: ScenarioKind,
    rig: &Rig,
    ch: &Character,
    clip: &Clip,
    clip_time: f32,
    omega0: Option<f32>,
) -> Result<(Vec<(Vec3, Vec3)>, String), ScenarioError> {
    let dt = rig.sim.dt;
    let fd = clip_body_velocities(rig, ch, clip, clip_time - 0.5 * dt, CENTRAL_H);
    let mut expected = Vec::with_capacity(rig.bodies.len());
    for (i, b) in rig.bodies.iter().enumerate() {
        let (v, w) = fd[i].ok_or_else(|| ScenarioError::BoneMissing {
            body: b.name.clone(),
            bone: b.bone.clone(),
        })?;
        let (v, w) = match (kind, omega0) {
            (ScenarioKind::Teleport, _) => (Vec3::ZERO, Vec3::ZERO),
            (ScenarioKind::Spin, Some(w0)) => (v, Vec3::Y * w0),
            _ => (v, w),
        };
        let (v, _) = clamp_magnitude(v, rig.switch.max_linear_speed);
        let (w, _) = clamp_magnitude(w, rig.switch.max_angular_speed);
        expected.push((v, w));
    }
    let omega_reference = match kind {
        ScenarioKind::Teleport => "zero (teleport: nothing is inherited)".to_string(),
        ScenarioKind::Spin => format!(
            "ω₀ = {:.1}°/s about +Y from the clip extras yaw_rate_deg_s",
            omega0.unwrap_or(0.0).to_degrees()
        ),
        _ => format!(
            "central difference of the clip's body rotations (h = {} ms) at t − Δt/2",
            CENTRAL_H * 1e3
        ),
    };
    Ok((expected, omega_reference))
}

/// How far the bodies' velocities right after the switch are from the references and from
/// what the switch record decided.
struct InheritedErrors {
    /// Largest relative angular velocity error, and its body.
    w_err: f32,
    w_body: usize,
    /// Largest linear velocity error, m/s.
    v_err: f32,
    /// Largest reference and inherited angular speeds, rad/s.
    w_ref_max: f32,
    w_inh_max: f32,
    /// Largest inherited linear or angular speed.
    inherited_max: f32,
    /// Largest difference from the switch record's velocities (m/s, rad/s).
    applied_v: f32,
    applied_w: f32,
}

fn inherited_errors(
    rig: &Rig,
    after: &[BodyState],
    expected: &[(Vec3, Vec3)],
    record: &SwitchRecord,
) -> InheritedErrors {
    let (mut w_err, mut w_body, mut v_err) = (0.0f32, 0usize, 0.0f32);
    let (mut w_ref_max, mut w_inh_max, mut inherited_max) = (0.0f32, 0.0f32, 0.0f32);
    for (i, b) in rig.bodies.iter().enumerate() {
        if !b.simulated {
            continue;
        }
        let (ve, we) = expected[i];
        let e = (after[i].angvel - we).length() / we.length().max(OMEGA_FLOOR);
        if e > w_err {
            (w_err, w_body) = (e, i);
        }
        v_err = v_err.max((after[i].linvel - ve).length());
        w_ref_max = w_ref_max.max(we.length());
        w_inh_max = w_inh_max.max(after[i].angvel.length());
        inherited_max = inherited_max
            .max(after[i].angvel.length())
            .max(after[i].linvel.length());
    }
    // The physics bodies must carry what the switch record decided.
    let (mut applied_v, mut applied_w) = (0.0f32, 0.0f32);
    for (i, b) in rig.bodies.iter().enumerate() {
        if let Some(r) = record.body(&b.name).filter(|_| b.simulated) {
            applied_v = applied_v.max((after[i].linvel - r.linear_velocity).length());
            applied_w = applied_w.max((after[i].angvel - r.angular_velocity).length());
        }
    }
    InheritedErrors {
        w_err,
        w_body,
        v_err,
        w_ref_max,
        w_inh_max,
        inherited_max,
        applied_v,
        applied_w,
    }
}

/// The checks on the switch itself (and, for a jump, that the ragdoll starts in the air).
fn switch_checks(
    kind: ScenarioKind,
    sw: &SwitchMeasure,
    record: &SwitchRecord,
    e: &InheritedErrors,
    rest_lowest: f32,
) -> Vec<Check> {
    let (jump, jump_bound, lowest) = (
        sw.position_jump_m,
        sw.position_jump_bound_m,
        sw.lowest_point_m,
    );
    let (w_err, v_err, applied_v, applied_w) = (e.w_err, e.v_err, e.applied_v, e.applied_w);
    let inherited_max = e.inherited_max;
    let clamped = clamped_bodies(record);
    let mut checks = vec![
        Check::new(
            "position_jump",
            jump < jump_bound,
            format!("{jump:.2e} m"),
            format!("< {jump_bound:.2e} m"),
        ),
        Check::new(
            "omega_error",
            w_err <= OMEGA_ERROR_MAX,
            format!("{:.3} %", 100.0 * w_err),
            format!("≤ {} %", 100.0 * OMEGA_ERROR_MAX),
        ),
        Check::new(
            "velocity_error",
            v_err <= VELOCITY_ERROR_MAX,
            format!("{v_err:.4} m/s"),
            format!("≤ {VELOCITY_ERROR_MAX} m/s"),
        ),
        Check::new(
            "velocities_applied",
            applied_v <= APPLIED_V_MAX && applied_w <= APPLIED_W_MAX,
            format!("{applied_v:.2e} m/s, {:.2e}°/s", applied_w.to_degrees()),
            format!(
                "≤ {APPLIED_V_MAX:.0e} m/s, ≤ {:.0e}°/s",
                APPLIED_W_MAX.to_degrees()
            ),
        ),
        Check::new(
            "clamp_reasons",
            clamped.iter().all(|b| !b.reasons.is_empty()),
            format!("{} clamp(s)", clamped.len()),
            "a reason per clamped body".into(),
        ),
    ];
    if kind == ScenarioKind::Teleport {
        let reason = record.teleport_reason.as_deref().unwrap_or("");
        checks.push(Check::new(
            "teleport",
            record.teleport && reason.contains("teleport_at_s"),
            if record.teleport {
                "flagged".into()
            } else {
                "not flagged".into()
            },
            "flagged, reason names teleport_at_s".into(),
        ));
        checks.push(Check::new(
            "zero_velocity",
            inherited_max == 0.0,
            format!("max |v|,|ω| {inherited_max:.2e}"),
            "exactly 0".into(),
        ));
    } else {
        checks.push(Check::new(
            "no_teleport",
            !record.teleport,
            format!("{}", record.teleport),
            "false".into(),
        ));
    }
    if kind == ScenarioKind::Jump {
        checks.push(Check::new(
            "airborne",
            lowest - rest_lowest.min(0.0) >= AIRBORNE_MIN,
            format!("lowest point {lowest:.3} m ({rest_lowest:.3} m standing at rest)"),
            format!("≥ {AIRBORNE_MIN} m above the ground and the rest pose's lowest point"),
        ));
    }
    checks
}

/// What the switch did, measured: pose jumps, inherited velocities against their references,
/// clamps, teleport and the lowest body point.
fn switch_measure(
    rig: &Rig,
    clip_time: f32,
    (before, after_pose): (&[Option<Rigid>], &[Rigid]),
    jump_bound: f32,
    omega_reference: String,
    e: &InheritedErrors,
    record: &SwitchRecord,
) -> SwitchMeasure {
    let (jump, angle, jump_body) = largest_pose_jump(before, after_pose);
    let clamped = clamped_bodies(record);
    let clamp_reasons: Vec<String> = clamped
        .iter()
        .flat_map(|b| b.reasons.iter().map(move |r| format!("{}: {r}", b.name)))
        .collect();
    let lowest = lowest_point(rig, after_pose);
    SwitchMeasure {
        clip_time_s: clip_time,
        position_jump_m: jump,
        position_jump_bound_m: jump_bound,
        position_jump_body: jump_body
            .map(|i| rig.bodies[i].name.clone())
            .unwrap_or_default(),
        rotation_jump_deg: angle.to_degrees(),
        omega_reference,
        omega_reference_max_deg_s: e.w_ref_max.to_degrees(),
        omega_inherited_max_deg_s: e.w_inh_max.to_degrees(),
        omega_max_relative_error: e.w_err,
        omega_max_error_body: rig.bodies[e.w_body].name.clone(),
        velocity_max_error_m_s: e.v_err,
        applied_linear_mismatch_m_s: e.applied_v,
        applied_angular_mismatch_deg_s: e.applied_w.to_degrees(),
        clamps: clamped.len(),
        clamp_reasons,
        teleport: record.teleport,
        teleport_reason: record.teleport_reason.clone(),
        lowest_point_m: lowest,
    }
}

/// The bodies whose inherited velocity the switch clamped.
fn clamped_bodies(record: &SwitchRecord) -> Vec<&crate::switch::BodySwitchState> {
    record
        .bodies
        .iter()
        .filter(|b| b.linear_clamped || b.angular_clamped)
        .collect()
}

/// The lowest body point standing at rest (a fitted foot capsule may reach below the sole).
fn rest_lowest_point(rig: &Rig, ch: &Character) -> f32 {
    let rest: Vec<Rigid> = body_world(rig, &ch.skeleton, &ch.skeleton.rest_pose())
        .into_iter()
        .map(|p| p.unwrap_or_default())
        .collect();
    lowest_point(rig, &rest)
}

fn runs_check(seconds: f32, stopped: Option<String>) -> Check {
    Check::new(
        "simulation_runs",
        stopped.is_none(),
        stopped.unwrap_or_else(|| "ran".into()),
        format!("no guard stop (up to {seconds} s after the switch)"),
    )
}

/// The bones whose jumps are measured: the skin joints (every node when the model has no
/// skin), except skeleton roots. A root node carries the character's placement, and the get-up
/// moves it to the new root `p_WR` by design (the pose must not jump when the root is
/// adjusted; the root itself is re-placed), so only the bones below it count.
fn bones(ch: &Character) -> Vec<usize> {
    let j = ch.joint_nodes();
    let all: Vec<usize> = if j.is_empty() {
        (0..ch.skeleton.nodes.len()).collect()
    } else {
        j
    };
    all.into_iter()
        .filter(|&i| ch.skeleton.nodes[i].parent.is_some())
        .collect()
}

fn pick(all: &[Vec3], idx: &[usize]) -> Vec<Vec3> {
    idx.iter().map(|&i| all[i]).collect()
}

#[allow(clippy::too_many_arguments)]
fn recover_phase(
    s: &Scenario,
    rig: &Rig,
    ch: &Character,
    session: &mut Session,
    hit: Option<(usize, Vec3)>,
    shown_at_switch: &[Xform],
    expect: Lying,
    checks: &mut Vec<Check>,
) -> Result<RecoveryMeasure, ScenarioError> {
    let dt = rig.sim.dt;
    let body = |role: &'static str, name: &String| {
        rig.body_index(name)
            .ok_or_else(|| ScenarioError::NoRecoveryBody {
                role,
                name: name.clone(),
            })
    };
    let pelvis = body("pelvis", &rig.recovery.pelvis)?;
    let chest = body("chest", &rig.recovery.chest)?;
    if let Some((b, j)) = hit {
        session.hit(ch, b, j, None)?;
    }
    session.recover = true;
    let steps = (s.seconds_after / dt).round() as usize;
    let w = watch_recovery(rig, ch, session, (pelvis, chest), steps);
    let mut m = w.measure;

    // What the session should play: the role's get-up clip, else the fallback into the idle
    // clip's first frame.
    let (expected_clip, fallback) = match rig.clip_index(expect.role(), ch) {
        Some(c) => (Some(ch.clips[c].name.clone()), false),
        None => (
            rig.clip_index(ClipRole::Idle, ch)
                .map(|c| ch.clips[c].name.clone()),
            true,
        ),
    };
    m.getup_fallback = fallback && m.getup_clip.is_some() && m.getup_clip == expected_clip;

    // The bound: D from the capture the session built (reconstructed), V from the clip.
    if let (Some(bodies), Some(clip)) = (
        &w.capture_bodies,
        m.getup_clip.as_deref().and_then(|c| ch.clip(c)),
    ) {
        let time = session.last_blend_time().unwrap_or(rig.recovery.blend_time);
        let (d, v, a) = blend_terms(
            rig,
            ch,
            clip,
            bodies,
            shown_at_switch,
            &w.bone_idx,
            fallback,
            time,
        )?;
        m.capture_to_clip_m = d;
        m.clip_frame_move_m = v;
        m.blend_arc_m = a;
        // The blend's duration: recovery.blend_time, or the fallback's speed-capped one.
        let slope = crate::recover::MAX_WEIGHT_SLOPE / time.max(dt);
        m.blend_jump_bound_m = dt * slope * a + v + BLEND_SLACK;
    }
    checks.extend(recovery_checks(
        s.seconds_after,
        &m,
        expect,
        (expected_clip, fallback),
        w.stopped,
    ));
    Ok(m)
}

/// What [`watch_recovery`] saw.
struct Watched {
    measure: RecoveryMeasure,
    /// The bodies when the get-up started.
    capture_bodies: Option<Vec<Option<Rigid>>>,
    /// Why the simulation stopped, if it did.
    stopped: Option<String>,
    /// The skeleton nodes whose positions are followed.
    bone_idx: Vec<usize>,
}

/// Step the hit ragdoll until its get-up has played (or `steps` have passed and no get-up has
/// started): when the pelvis settles, how it lies when the get-up starts, and how far the
/// shown bones jump at the hand-off and during the blend.
fn watch_recovery(
    rig: &Rig,
    ch: &Character,
    session: &mut Session,
    (pelvis, chest): (usize, usize),
    steps: usize,
) -> Watched {
    let dt = rig.sim.dt;
    let bone_idx = bones(ch);
    let mut settle = SettleDetector::new(&rig.recovery);
    let mut prev = pick(&node_positions(ch, &session.display_pose(ch)), &bone_idx);
    // Once the get-up has started it may run past `steps` (a long fallback blend).
    let mut limit = steps;
    let mut m = RecoveryMeasure::default();
    let mut capture_bodies: Option<Vec<Option<Rigid>>> = None;
    let mut stopped = None;
    // Frames after the get-up start: the first two are the hand-off (the frame on which the
    // session switches to the blend, and the first blend step).
    let mut blend_frame = 0usize;
    let mut k = 0usize;
    while k < limit {
        k += 1;
        let mode_before = session.mode;
        if let Err(e) = session.step(ch) {
            stopped = Some(e.to_string());
            break;
        }
        let t = k as f32 * dt;
        if mode_before == Mode::Simulated {
            let p = session.sim.state(pelvis);
            if settle.update(dt, p.linvel, p.angvel, false) && m.settle_time_s.is_none() {
                m.settle_time_s = settle.settled_at();
            }
        }
        let now = pick(&node_positions(ch, &session.display_pose(ch)), &bone_idx);
        if mode_before == Mode::Simulated && session.mode == Mode::Blending {
            m.getup_start_s = Some(t);
            let length = session
                .getup_choice()
                .and_then(|(name, _)| ch.clip(&name).map(|c| c.duration))
                .unwrap_or(0.0)
                + session.last_blend_time().unwrap_or(0.0);
            limit = limit.max(k + ((length + 2.0) / dt).ceil() as usize);
            let d = outward_up(
                session.sim.state(chest).pose.rotation,
                rig.recovery.chest_outward_axis,
            );
            m.chest_outward_up = Some(d);
            m.lying = if d > ORIENT_THRESHOLD {
                Some(Lying::Supine)
            } else if d < -ORIENT_THRESHOLD {
                Some(Lying::Prone)
            } else {
                None
            };
            capture_bodies = Some(
                (0..rig.bodies.len())
                    .map(|i| Some(session.sim.state(i).pose))
                    .collect(),
            );
        }
        if m.getup_start_s.is_some() {
            blend_frame += 1;
            let (d, i) = largest_node_jump(&prev, &now);
            let bone = ch.skeleton.nodes[bone_idx[i]].name.clone();
            if blend_frame <= 2 {
                if d > m.handoff_jump_m {
                    (m.handoff_jump_m, m.handoff_jump_bone) = (d, bone);
                }
            } else if d > m.blend_max_jump_m {
                m.blend_max_jump_m = d;
                m.blend_max_jump_bone = bone;
                m.blend_max_jump_at_s = t;
            }
        }
        prev = now;
        if m.getup_start_s.is_some() && session.mode == Mode::Animated {
            m.getup_finished = true;
            m.getup_clip = session
                .clip
                .and_then(|c| ch.clips.get(c))
                .map(|c| c.name.clone());
            break;
        }
    }
    Watched {
        measure: m,
        capture_bodies,
        stopped,
        bone_idx,
    }
}

/// The checks on a hit-and-recover run.
fn recovery_checks(
    seconds_after: f32,
    m: &RecoveryMeasure,
    expect: Lying,
    (expected_clip, fallback): (Option<String>, bool),
    stopped: Option<String>,
) -> Vec<Check> {
    let mut checks = Vec::new();
    let expected_clip = match (&expected_clip, fallback) {
        (Some(c), false) => c.clone(),
        (Some(c), true) => format!("{c} (fallback: no {} clip)", expect.role()),
        (None, _) => format!("a {} or idle clip", expect.role()),
    };
    checks.push(runs_check(seconds_after, stopped));
    checks.push(Check::new(
        "settled",
        m.settle_time_s.is_some(),
        m.settle_time_s
            .map_or("not settled".into(), |t| format!("{t:.2} s")),
        format!("within {seconds_after} s"),
    ));
    checks.push(Check::new(
        "lying",
        m.lying == Some(expect),
        m.lying
            .map_or("undecided".into(), |l| format!("{l:?}").to_lowercase()),
        format!("{expect:?}").to_lowercase(),
    ));
    let played = match (&m.getup_clip, m.getup_fallback) {
        (Some(c), true) => format!("{c} (fallback: no {} clip)", expect.role()),
        (Some(c), false) => c.clone(),
        (None, _) => "none".into(),
    };
    checks.push(Check::new(
        "getup_clip",
        played == expected_clip,
        played,
        expected_clip,
    ));
    checks.push(Check::new(
        "getup_finished",
        m.getup_finished,
        format!("{}", m.getup_finished),
        "true".into(),
    ));
    checks.push(Check::new(
        "handoff_jump",
        m.getup_finished && m.handoff_jump_m <= m.blend_jump_bound_m,
        format!("{:.4} m ({})", m.handoff_jump_m, m.handoff_jump_bone),
        format!("≤ {:.4} m", m.blend_jump_bound_m),
    ));
    checks.push(Check::new(
        "blend_jump",
        m.getup_finished && m.blend_max_jump_m <= m.blend_jump_bound_m,
        format!("{:.4} m ({})", m.blend_max_jump_m, m.blend_max_jump_bone),
        format!("≤ {:.4} m", m.blend_jump_bound_m),
    ));
    checks
}

/// `D` (largest capture-to-clip-start node distance), `V·dt` (the clip's largest per-frame
/// node move) and `A` (the largest node speed per unit of blend weight, see the module docs)
/// for the blend bound; the capture rebuilt from the settled body poses with the same public
/// `recover` functions the session uses.
#[allow(clippy::too_many_arguments)]
fn blend_terms(
    rig: &Rig,
    ch: &Character,
    clip: &Clip,
    bodies: &[Option<Rigid>],
    shown_at_switch: &[Xform],
    bone_idx: &[usize],
    hold: bool,
    blend_time: f32,
) -> Result<(f32, f32, f32), ScenarioError> {
    let sk = &ch.skeleton;
    let pi = rig
        .body_index(&rig.recovery.pelvis)
        .ok_or_else(|| ScenarioError::NoRecoveryBody {
            role: "pelvis",
            name: rig.recovery.pelvis.clone(),
        })?;
    let pelvis_bone = &rig.bodies[pi].bone;
    let no_pelvis = || ScenarioError::NoPelvis(pelvis_bone.clone());
    let pelvis_node = sk.find(pelvis_bone).ok_or_else(no_pelvis)?;
    let (p_rb, a_b) = (
        pelvis_in_root(ch, clip, pelvis_bone).ok_or_else(no_pelvis)?,
        stand_forward_from_clip(ch, clip, pelvis_bone).ok_or_else(no_pelvis)?,
    );
    let world = bone_world_from_bodies(rig, sk, bodies, shown_at_switch);
    let root = place_root(&world[pelvis_node], p_rb, a_b, None, Vec3::Z).rigid();
    let captured = capture_locals(sk, &world, &root);
    let capture = posed_world(sk, &root, &captured);
    let rest = sk.node_pose();
    let start = posed_world(sk, &root, &clip.sample(0.0, &rest));
    let d = bone_idx
        .iter()
        .map(|&i| capture[i].translation.distance(start[i].translation))
        .fold(0.0f32, f32::max);
    let dt = rig.sim.dt;
    // A: over the target frames of the ramp (one frame when the target holds).
    let ramp = if hold {
        1
    } else {
        ((blend_time.min(clip.duration) / dt).ceil() as usize).max(1)
    };
    let parent_scale: Vec<f32> = {
        let w = sk.world_matrices(&rest);
        sk.nodes
            .iter()
            .map(|n| {
                n.parent.map_or(1.0, |p| {
                    w[p].to_scale_rotation_translation().0.abs().max_element()
                })
            })
            .collect()
    };
    let mut a = 0.0f32;
    for f in 0..ramp {
        let target = clip.sample((f as f32 * dt).min(clip.duration), &rest);
        for &i in bone_idx {
            // Ancestors of i from i upward: the speed bound per unit weight.
            let (mut sum, mut reach, mut k) = (0.0f32, 0.0f32, Some(i));
            while let Some(n) = k {
                let (ca, tb) = (&captured[n], &target[n]);
                let theta = ca.rotation.angle_between(tb.rotation);
                sum += theta * reach + (tb.translation - ca.translation).length() * parent_scale[n];
                reach += ca.translation.length().max(tb.translation.length()) * parent_scale[n];
                k = sk.nodes[n].parent;
            }
            a = a.max(sum);
        }
    }
    if hold {
        // The fallback's target holds the first frame: the clip does not move.
        return Ok((d, 0.0, a));
    }
    let frames = (clip.duration / dt).ceil() as usize;
    let mut prev = node_positions(ch, &clip.sample(0.0, &rest));
    let mut v = 0.0f32;
    for k in 1..=frames {
        let now = node_positions(ch, &clip.sample((k as f32 * dt).min(clip.duration), &rest));
        v = v.max(largest_node_jump(&pick(&prev, bone_idx), &pick(&now, bone_idx)).0);
        prev = now;
    }
    Ok((d, v, a))
}
