//! The physics check on whole characters: the sample over the whole matrix (a drop and a switch
//! from every clip at a quarter, half and three quarters, drives off and on), and fitted third-party
//! characters on a subset, and the sample's drop on every engine (with `check-physics --engine`).
//! Joints must hold and no kinetic energy may appear from nowhere.

mod common;
use common::*;
use ragrig::physics_check::{Bar, Case, Start, check, matrix};
use ragrig::project::Project;
use ragrig::rig::SimEngine;

fn describe(r: &ragrig::physics_check::RunReport) -> String {
    format!(
        "{}: gap {:.1} mm ({}), swing {:.3} ({}), twist {:.2}° ({}), energy excess {:.0} J, {:?}",
        r.case,
        r.worst_gap.gap_mm,
        r.worst_gap.joint,
        r.worst_swing.swing_ratio,
        r.worst_swing.joint,
        r.worst_twist.twist_overshoot_deg,
        r.worst_twist.joint,
        r.energy_excess_j,
        r.failures
    )
}

/// The run held every joint within the bar (anchor gap, swing ratio, twist beyond its range) and
/// was not stopped by the guard.
fn assert_joints_hold(run: &ragrig::physics_check::RunReport, bar: &Bar) {
    let d = describe(run);
    assert!(run.stopped.is_none(), "{d}");
    assert!(run.worst_gap.gap_mm <= bar.gap_mm, "{d}");
    assert!(run.worst_swing.swing_ratio <= bar.swing_ratio, "{d}");
    assert!(run.worst_twist.twist_overshoot_deg <= bar.twist_deg, "{d}");
}

/// The bundled sample, simulated on `engine`.
fn sample_on(engine: SimEngine) -> Project {
    let mut p = Project::open_rig(&sample_rig()).expect("sample rig");
    p.rig.sim.engine = engine;
    p
}

/// `ragrig fit` on a test character, then the physics check on the cases `pick` chooses.
fn check_fitted_cases(
    model: &str,
    pick: impl Fn(&Case) -> bool,
) -> ragrig::physics_check::CheckReport {
    check_fitted_cases_on(model, None, pick)
}

/// As [`check_fitted_cases`], on `engine` instead of the fitted rig's own.
fn check_fitted_cases_on(
    model: &str,
    engine: Option<SimEngine>,
    pick: impl Fn(&Case) -> bool,
) -> ragrig::physics_check::CheckReport {
    let dir = tmpdir();
    let rig = dir.path().join("fitted.rig.toml");
    let o = ragrig(&[
        "fit",
        asset(model).to_str().unwrap(),
        "-o",
        rig.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let p = Project::open_rig(&rig).unwrap();
    let mut rig = p.rig.clone();
    if let Some(engine) = engine {
        rig.sim.engine = engine;
    }
    let ch = p.character.as_ref().unwrap();
    let cases: Vec<Case> = matrix(ch).into_iter().filter(|c| pick(c)).collect();
    check(&rig, ch, &cases, &Bar::default())
}

/// `ragrig fit` on a test character, then the physics check on the drop and on its first four
/// clips at half their length, drives off and on (10 runs).
fn check_fitted(model: &str) -> ragrig::physics_check::CheckReport {
    let r = check_fitted_cases(model, |c| match &c.start {
        Start::Drop => true,
        Start::Clip { clip, fraction, .. } => *clip < 4 && *fraction == 0.5,
    });
    assert_eq!(r.runs.len(), 10);
    r
}

#[test]
fn the_sample_holds_its_joints_and_makes_no_energy_over_the_whole_matrix() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let cases = matrix(ch);
    // A drop plus three switch times per clip, each with the drives off and on.
    assert_eq!(cases.len(), 2 * (1 + 3 * ch.clips.len()));
    let bar = Bar::default();
    let r = check(&p.rig, ch, &cases, &bar);
    for run in &r.runs {
        let d = describe(run);
        assert!(run.stopped.is_none(), "{d}");
        assert!(run.worst_gap.gap_mm <= bar.gap_mm, "{d}");
        assert!(run.worst_twist.twist_overshoot_deg <= bar.twist_deg, "{d}");
        // Measured worst 1.07 (an elbow in the limp switch from `run` at 50 %); 1.18 (a wrist)
        // before friction's anchor waited for the contact's load (vendor patch 11).
        assert!(run.worst_swing.swing_ratio <= bar.swing_ratio, "{d}");
        // Every run, limp or driven, holds its limits and comes to rest within the bar (with a
        // 5 mm contact margin the driven switch from `run` at 25 % rested 2.33 s after its
        // last impact; measured).
        assert!(run.passed, "{d}");
        // The get-up's test watches the pelvis alone with the same thresholds: whenever every
        // body has come to rest, the pelvis had settled by then.
        if let Some(rest) = run.rest_after_impact_s {
            let settled = run.pelvis_settled_after_impact_s;
            assert!(
                settled.is_some_and(|p| p <= rest + 1e-6),
                "{d}: {settled:?}"
            );
        }
        // At rest every body is slower than the settle speed, so the centre of mass is too:
        // the last fall ends before the rest, and the rest after the fall's end is no longer
        // than the rest after the last impact.
        if let (Some(rested), Some(after)) = (run.rested_s, run.rest_after_impact_s) {
            assert!(run.last_fall_s.is_none_or(|f| f < rested), "{d}");
            let after_fall = run.rest_after_fall_s.expect("rested");
            assert!(after_fall <= after + 1e-9, "{d}: {after_fall}");
        }
        assert!(run.energy_excess_j <= 0.0, "{d}");
    }
    // The limp drop lands, comes to rest within the bar and falls asleep.
    let drop = r
        .runs
        .iter()
        .find(|x| x.case == "drop")
        .expect("a drop run");
    assert!(drop.passed, "{}", describe(drop));
    assert_eq!(drop.asleep, drop.bodies, "{}", describe(drop));
    // The drop falls from a standing height: its centre of mass passes the settle speed
    // (0.1 m/s) about 0.01 s after the release, so the fall detector saw it, and its last fall
    // ended before it rested.
    let fell = drop.last_fall_s.expect("the drop falls");
    assert!(
        fell > 0.0 && fell < drop.rested_s.unwrap(),
        "{}",
        describe(drop)
    );
}

/// A limp arm lying on the ground with its joints on their cones must come to rest, not creep
/// along the cones' edges: with one sweep over the joints after the contacts (rapier), the
/// forearm of the limp sample switched from `spin` tipped along its elbow cone for seconds and
/// the three runs came to rest 3.87, 2.20 and 2.83 s after their last impact; with four sweeps
/// 1.65, 1.55 and 1.22 s (measured).
#[test]
fn a_limp_arm_on_its_cones_comes_to_rest_instead_of_creeping_along_them() {
    let p = sample_on(SimEngine::Rapier);
    let ch = p.character.as_ref().unwrap();
    let cases: Vec<Case> = matrix(ch)
        .into_iter()
        .filter(|c| !c.drives && matches!(&c.start, Start::Clip { name, .. } if name == "spin"))
        .collect();
    assert_eq!(cases.len(), 3);
    let bar = Bar::default();
    let r = check(&p.rig, ch, &cases, &bar);
    for run in &r.runs {
        let d = describe(run);
        let rest = run
            .rest_after_impact_s
            .expect("comes to rest within the run");
        assert!(
            !bar.rest_is_late(rest, run.step_s),
            "rest {rest:.2} s after the last impact: {d}"
        );
    }
}

/// Jolt corrects joint drift only in its position pass: with its default 2 iterations per
/// update, switches from walk, run, spin and jump swung the sample's wrists and head to 1.53×
/// their cones (43 of 56 runs passing); with 16 or the backend's 32, every run passes
/// (measured).
#[cfg(feature = "jolt")]
#[test]
fn on_jolt_the_sample_holds_its_joints_over_the_whole_matrix() {
    let p = sample_on(SimEngine::Jolt);
    let ch = p.character.as_ref().unwrap();
    let bar = Bar::default();
    let r = check(&p.rig, ch, &matrix(ch), &bar);
    for run in &r.runs {
        assert_joints_hold(run, &bar);
        assert!(run.energy_excess_j <= 0.0, "{}", describe(run));
        // Every run also comes to rest within the bar (measured: the latest 1.42 s after its
        // last impact).
        assert!(run.passed, "{}", describe(run));
    }
}

#[test]
fn a_fitted_knight_holds_its_joints_from_a_drop_and_its_first_clips() {
    let r = check_fitted("Knight.glb");
    for run in &r.runs {
        assert_joints_hold(run, &Bar::default());
    }
    // No energy from nowhere. The Knight's clips move its hip and shoulder bones by 5–10 cm
    // away from where the rig's joints hold them; the switch closes those gaps before physics
    // gets the bodies (without that, the joints snapped shut with 1.5 kJ in the first step).
    for run in &r.runs {
        assert!(run.energy_excess_j <= 0.0, "{}", describe(run));
    }
}

#[test]
fn a_fitted_robot_holds_its_joints_and_makes_no_energy_though_its_clips_start_in_the_ground() {
    let r = check_fitted("RobotExpressive.glb");
    let mut in_ground = 0;
    for run in &r.runs {
        assert_joints_hold(run, &Bar::default());
        assert!(run.energy_excess_j <= 0.0, "{}", describe(run));
        // Some of the Robot's clips put it below the ground (its `Death` at 50 %, drives off
        // and on); the switch lifts the whole character out first. (It stands on the ground in
        // its idle: the fitter sets the rig's floor 2 cm below the model's origin, under its
        // feet.)
        if run.start_ground_penetration_mm > 5.0 {
            in_ground += 1;
        }
    }
    assert!(in_ground >= 2, "{in_ground} runs start in the ground");
}

/// `ragrig fit` on the Knight, then the physics check on the clip switches `pick` chooses by
/// clip name and fraction.
fn check_fitted_knight(pick: impl Fn(&str, f32) -> bool) -> ragrig::physics_check::CheckReport {
    check_fitted_cases("Knight.glb", |c| match &c.start {
        Start::Drop => false,
        Start::Clip { name, fraction, .. } => pick(name, *fraction),
    })
}

/// A Knight switched from its lying clips, whose poses put its capsules 13–20 cm into the
/// ground: the switch lifts the whole character out before simulating, so the contacts do no
/// work pushing bodies out one by one. Before the lift these runs made 6–28 J more kinetic
/// energy than the bar allows (measured on rapier), tipping and rolling the ragdoll.
#[test]
fn a_knight_switched_from_a_pose_deep_in_the_ground_makes_no_energy() {
    let r = check_fitted_knight(|name, f| f == 0.25 && (name == "Death_B" || name == "Lie_Down"));
    assert_eq!(r.runs.len(), 4, "two clips, drives off and on");
    for run in &r.runs {
        let d = describe(run);
        assert!(run.start_ground_penetration_mm > 100.0, "{d}");
        assert!(run.stopped.is_none(), "{d}");
        assert!(run.worst_gap.gap_mm <= 10.0, "{d}");
        assert!(run.energy_excess_j <= 0.0, "{d}");
    }
}

/// A Knight sitting on the floor has its forearms 10–12 cm inside its round belly (a pair
/// whose contacts are on). The switch pauses the contacts of overlapping pairs until they come
/// apart; before that, the contacts pushed them apart with 11–70 J more kinetic energy than
/// the bar allows (limp, on rapier).
#[test]
fn a_knight_switched_with_its_arms_in_its_belly_makes_no_energy() {
    let r = check_fitted_knight(|name, _| name == "Sit_Floor_Idle" || name == "Sit_Floor_Pose");
    assert_eq!(
        r.runs.len(),
        12,
        "two clips at three times, drives off and on"
    );
    for run in &r.runs {
        let d = describe(run);
        assert!(run.start_overlap_mm > 50.0, "{d}: {:?}", run.start_overlap);
        assert!(run.stopped.is_none(), "{d}");
        assert!(run.worst_gap.gap_mm <= 10.0, "{d}");
        assert!(run.energy_excess_j <= 0.0, "{d}");
    }
}

fn drop_check(engine: SimEngine) -> ragrig::physics_check::CheckReport {
    let p = sample_on(engine);
    let ch = p.character.as_ref().expect("sample model");
    let cases: Vec<_> = matrix(ch).into_iter().filter(|c| c.is_drop()).collect();
    assert_eq!(cases.len(), 2, "the drop with the drives off and on");
    let report = check(&p.rig, ch, &cases, &Bar::default());
    for r in &report.runs {
        eprintln!(
            "{engine} {}: gap {:.2} mm, swing {:.3}, twist {:.2}°, energy ratio {:.3}, rest after impact {:?} s, asleep {}/{}, {}",
            r.case,
            r.worst_gap.gap_mm,
            r.worst_swing.swing_ratio,
            r.worst_twist.twist_overshoot_deg,
            r.energy_ratio,
            r.rest_after_impact_s,
            r.asleep,
            r.bodies,
            if r.passed {
                "pass".to_owned()
            } else {
                r.failures.join("; ")
            }
        );
    }
    report
}

fn the_sample_drop_passes_the_physics_check(engine: SimEngine) {
    let report = drop_check(engine);
    for r in &report.runs {
        assert!(r.stopped.is_none(), "{engine} {}: {:?}", r.case, r.stopped);
        assert!(r.passed, "{engine} {}: {:?}", r.case, r.failures);
    }
    assert!(report.passed);
}

#[test]
fn the_sample_drop_passes_the_physics_check_on_rapier() {
    the_sample_drop_passes_the_physics_check(SimEngine::Rapier);
}

#[cfg(feature = "jolt")]
#[test]
fn the_sample_drop_passes_the_physics_check_on_jolt() {
    the_sample_drop_passes_the_physics_check(SimEngine::Jolt);
}

#[cfg(feature = "jolt")]
#[test]
fn check_physics_takes_the_engine_from_the_command_line() {
    let rig = common::sample_rig();
    let o = common::ragrig(&[
        "check-physics",
        rig.to_str().unwrap(),
        "--only",
        "drop",
        "--engine",
        "jolt",
        "--json",
    ]);
    let v: serde_json::Value =
        serde_json::from_str(&String::from_utf8_lossy(&o.stdout)).expect("json");
    assert_eq!(v["engine"], "jolt");
    assert_eq!(v["runs"].as_array().map(Vec::len), Some(2));
    let o = common::ragrig(&["check-physics", rig.to_str().unwrap(), "--engine", "bullet"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(common::text(&o).contains("bullet"), "{}", common::text(&o));
}

/// A 4.5 m robot landing from a jump brings its trunk down on a knee: with 16 position
/// iterations per Jolt update the knee opened 11.5 mm and the lumbar joint swung to 1.15× its
/// cone (the limp `WalkJump` switch at 25 %); with the backend's 32, 6.6 mm and 1.08× (measured).
#[cfg(feature = "jolt")]
#[test]
fn on_jolt_a_tall_robot_landing_from_a_jump_holds_its_knee() {
    let r = check_fitted_cases_on("RobotExpressive.glb", Some(SimEngine::Jolt), |c| {
        !c.drives
            && matches!(&c.start, Start::Clip { name, fraction, .. } if name == "WalkJump" && *fraction == 0.25)
    });
    assert_eq!(r.runs.len(), 1);
    assert_joints_hold(&r.runs[0], &Bar::default());
}

#[test]
fn a_robot_thrown_up_by_its_jump_is_watched_until_it_has_landed_and_rested() {
    // At a quarter of its `Jump` the Robot's clip rises 1.6 m in a fifth of a second, so the
    // ragdoll inherits some 14 m/s upwards and flies for longer than a clip run's 3 s. The run
    // must go on until the ragdoll has landed and come to rest, not stop in mid-air.
    let r = check_fitted_cases("RobotExpressive.glb", |c| {
        c.drives
            && matches!(&c.start, Start::Clip { name, fraction, .. } if name == "Jump" && *fraction == 0.25)
    });
    assert_eq!(r.runs.len(), 1);
    let run = &r.runs[0];
    let d = describe(run);
    let airborne = run.last_airborne_s.expect("the jump throws it up");
    assert!(airborne > 3.0, "in the air until {airborne:.2} s: {d}");
    let rested = run.rested_s.unwrap_or(f64::NAN);
    assert!(
        rested > airborne,
        "rested at {rested:.2} s, landed after {airborne:.2} s: {d}"
    );
    // Judged on the landing: joints and energy within the bars. Its rest time is that of a
    // driven ragdoll on the ground (2.07 s after the last impact, within 2 s before vendor
    // patch 11), the known open case of late driven rests (docs/simulation.md).
    assert_joints_hold(run, &Bar::default());
    assert!(run.energy_excess_j <= 0.0, "{d}");
}

#[test]
fn check_physics_traces_the_one_run_it_is_asked_for_step_by_step() {
    // `--only drop` names the drop exactly (and `drop+drives` contains it): the trace is the
    // limp drop's, one row per body right after the switch and after every step, ending where
    // the run's report says it ended.
    let rig = common::sample_rig();
    let dir = common::tmpdir();
    let csv = dir.path().join("drop.csv");
    let o = common::ragrig(&[
        "check-physics",
        rig.to_str().unwrap(),
        "--only",
        "drop",
        "--trace",
        csv.to_str().unwrap(),
        "--json",
    ]);
    let v: serde_json::Value =
        serde_json::from_str(&String::from_utf8_lossy(&o.stdout)).expect("json");
    let runs = v["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 1);
    assert_eq!(runs[0]["case"], "drop");
    let seconds = runs[0]["seconds"].as_f64().unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("t,body,px,py,pz,qx,qy,qz,qw,vx,vy,vz,wx,wy,wz,mode")
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    let project = Project::open_rig(&rig).unwrap();
    let bodies = project.rig.bodies.len();
    assert_eq!(rows.len() % bodies, 0);
    let steps = rows.len() / bodies - 1;
    let dt = f64::from(project.rig.sim.dt);
    assert_eq!(steps, (seconds / dt).round() as usize);
    let t = |r: &Vec<&str>| r[0].parse::<f64>().unwrap();
    assert!((t(rows.last().unwrap()) - t(&rows[0]) - seconds).abs() < 1e-4);
    assert!(rows.iter().all(|r| r.len() == 16 && r[15] == "simulated"));
    // The drop starts at rest.
    assert!(
        rows[..bodies]
            .iter()
            .all(|r| r[9..15].iter().all(|x| x.parse::<f32>().unwrap() == 0.0))
    );
    // One run only: a name several runs contain is refused with the list.
    let o = common::ragrig(&[
        "check-physics",
        rig.to_str().unwrap(),
        "--only",
        "run@",
        "--trace",
        csv.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::text(&o).contains("--trace follows one run, and 6 match 'run@'"),
        "{}",
        common::text(&o)
    );
}

/// The drives' damping follows the side they move: while a joint's child side rests on the
/// ground and its parent body does not, its Kd is scaled by `√(I_rest / I_child side)`, the
/// rest being the rest of its own ragdoll (each side's inertia about the joint's anchor,
/// averaged over the axes), between 1 and the cap; otherwise (a free child side, or a parent
/// body on the ground too) it is the rig's. Checked on the sample dropped from its rest pose with its
/// drives on, alone and as two ragdolls in one rig (the other one does not count), on every
/// engine, against that formula computed here from the body poses and the contacts.
fn drive_damping_follows_the_side_the_drive_moves(engine: SimEngine) {
    let p = sample_on(engine);
    let ch = p.character.unwrap();
    let rig = p.rig;
    let mut placed = ragrig::rig::body_world(&rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let low = placed
        .iter()
        .flatten()
        .map(|t| t.translation.y)
        .fold(f32::INFINITY, f32::min);
    for t in placed.iter_mut().flatten() {
        t.translation.y += 0.3 - low;
    }
    let n = rig.bodies.len();
    let counts = check_drive_damping(&rig, &placed, &vec![0; n]);
    expect_every_case(engine, "one ragdoll", counts);

    // Two copies 2 m apart in one rig.
    let mut two = rig.clone();
    let copy = |name: &str| format!("{name}#2");
    for b in &rig.bodies {
        two.bodies.push(ragrig::rig::Body {
            name: copy(&b.name),
            ..b.clone()
        });
    }
    for j in &rig.joints {
        two.joints.push(ragrig::rig::Joint {
            name: copy(&j.name),
            parent: copy(&j.parent),
            child: copy(&j.child),
            ..j.clone()
        });
    }
    for [a, b] in &rig.disabled_pairs {
        two.disabled_pairs.push([copy(a), copy(b)]);
    }
    let mut both = placed.clone();
    both.extend(placed.iter().map(|t| {
        t.map(|mut t| {
            t.translation.x += 2.0;
            t
        })
    }));
    let ragdolls: Vec<usize> = (0..2 * n).map(|i| i / n).collect();
    let counts = check_drive_damping(&two, &both, &ragdolls);
    expect_every_case(engine, "two ragdolls", counts);
}

/// Each case of the Kd rule was met at least once: joints scaled, free at the rig's Kd, and
/// held on both sides (the rig's Kd too).
fn expect_every_case(engine: SimEngine, what: &str, (scaled, plain, held): (usize, usize, usize)) {
    eprintln!(
        "{engine}, {what}: {scaled} joint samples scaled, {plain} free and plain, {held} with \
         both sides held"
    );
    assert!(
        scaled > 0 && plain > 0 && held > 0,
        "{engine}, {what}: {scaled} scaled, {plain} plain, {held} both held"
    );
}

/// Simulate `rig` from `placed` with its drives on for 4 s and compare every 20th step's Kd
/// factors of the joints that move with the formula (`ragdoll_of`: each body's ragdoll); the
/// joint samples scaled, those free and at the rig's Kd, and those with both sides held (the
/// rig's Kd too).
fn check_drive_damping(
    rig: &ragrig::rig::Rig,
    placed: &[Option<ragrig::xform::Rigid>],
    ragdoll_of: &[usize],
) -> (usize, usize, usize) {
    let mut sim = ragrig::sim::SimWorld::from_placements(rig, placed).unwrap();
    assert!(sim.drives_enabled());
    let n = rig.bodies.len();
    // The bodies on each joint's child side, from the rig's joints.
    let below: Vec<Vec<bool>> = rig
        .joints
        .iter()
        .map(|j| {
            let mut side = vec![false; n];
            let mut stack = vec![rig.body_index(&j.child).unwrap()];
            while let Some(b) = stack.pop() {
                side[b] = true;
                for c in rig.joints.iter().filter(|c| c.parent == rig.bodies[b].name) {
                    stack.push(rig.body_index(&c.child).unwrap());
                }
            }
            side
        })
        .collect();
    let (mut scaled, mut plain, mut both_held) = (0, 0, 0);
    for step in 0..240 {
        if step % 20 != 19 {
            sim.step().unwrap();
            continue;
        }
        // The world sets the factors at the start of a step, from the state the step starts
        // from: computed here from that state, compared after the step.
        let poses: Vec<_> = (0..n).map(|i| sim.state(i).pose).collect();
        let grounded: Vec<bool> = (0..n).map(|i| sim.touching(i).scenery).collect();
        let mut expected = Vec::new();
        for (k, j) in rig.joints.iter().enumerate() {
            let c = rig.body_index(&j.child).unwrap();
            // A quiet joint (both bodies asleep or slower than the settle speeds) keeps its
            // factor.
            let quiet = |i: usize| {
                let st = sim.state(i);
                sim.is_sleeping(i)
                    || (st.linvel.length() < rig.recovery.settle_linear_speed
                        && st.angvel.length() < rig.recovery.settle_angular_speed)
            };
            if quiet(c) && rig.body_index(&j.parent).is_none_or(quiet) {
                continue;
            }
            let anchor = poses[c].mul(&j.child_frame).translation;
            let side_inertia = |child_side: bool| -> f32 {
                (0..n)
                    .filter(|&i| {
                        below[k][i] == child_side
                            && ragdoll_of[i] == ragdoll_of[c]
                            && rig.bodies[i].simulated
                    })
                    .map(|i| {
                        let b = &rig.bodies[i];
                        let own =
                            ragrig::rig::principal_inertia(&b.shape, b.mass) * b.inertia_scale;
                        let r2 = poses[i].translation.distance_squared(anchor);
                        2.0 / 3.0 * b.mass * r2 + (own.x + own.y + own.z) / 3.0
                    })
                    .sum()
            };
            let held = (0..n).any(|i| below[k][i] && grounded[i]);
            // Both sides held where they meet: the rig's Kd.
            let parent_held = rig.body_index(&j.parent).is_some_and(|p| grounded[p]);
            if held && parent_held {
                both_held += 1;
            }
            let want = if held && !parent_held {
                (side_inertia(false) / side_inertia(true))
                    .sqrt()
                    .clamp(1.0, 10.0)
            } else {
                1.0
            };
            expected.push((k, want, held));
        }
        sim.step().unwrap();
        for (k, want, held) in expected {
            let got = sim.drive_kd_scale(k);
            // A factor reaches the engine when it moves by more than a quarter of itself.
            assert!(
                (got / want - 1.0).abs() <= 0.25 + 1e-3 || (want / got - 1.0).abs() <= 0.25 + 1e-3,
                "t {:.2} s, {}: Kd ×{got} vs ×{want} (child side held: {held})",
                sim.time,
                rig.joints[k].name
            );
            if got > 1.5 {
                scaled += 1;
            } else if !held {
                plain += 1;
            }
        }
    }
    (scaled, plain, both_held)
}

#[test]
fn drive_damping_follows_the_side_the_drive_moves_on_rapier() {
    drive_damping_follows_the_side_the_drive_moves(SimEngine::Rapier);
}

#[cfg(feature = "jolt")]
#[test]
fn drive_damping_follows_the_side_the_drive_moves_on_jolt() {
    drive_damping_follows_the_side_the_drive_moves(SimEngine::Jolt);
}

/// When the calm breaks, the monitor names the joint whose bodies turn fastest against each
/// other: the sample gone limp with its left upper arm turning at 1 rad/s and its forearm at
/// 3 rad/s about the same axis (every other body still) turns its shoulder at 1 rad/s, its
/// elbow at 2 and its wrist at 3 (the hand still): the wrist, at |0 − 3| = 3 rad/s. With every
/// body turning together at 3 rad/s no joint turns at all, though the calm is broken. On every
/// engine.
#[test]
fn a_broken_calm_names_the_joint_turning_fastest() {
    for engine in engines() {
        broken_calm_names_the_joint_turning_fastest(engine);
    }
}

fn broken_calm_names_the_joint_turning_fastest(engine: SimEngine) {
    use ragrig::physics_check::{RunMonitor, fastest_joint};
    let p = sample_on(engine);
    let ch = p.character.as_ref().unwrap();
    let mut s = ragrig::session::Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.go_ragdoll(ch).unwrap();
    let axis = glam::Vec3::new(0.0, 0.6, 0.8);
    let body = |n: &str| p.rig.body_index(n).unwrap();
    for i in 0..s.sim.body_count() {
        s.sim.set_velocity(i, glam::Vec3::ZERO, glam::Vec3::ZERO);
    }
    s.sim
        .set_velocity(body("upperarm_l"), glam::Vec3::ZERO, axis);
    s.sim
        .set_velocity(body("forearm_l"), glam::Vec3::ZERO, 3.0 * axis);
    let speed = |n: &str| {
        s.sim
            .joint_relative_angvel(p.rig.joint_index(n).unwrap())
            .length()
    };
    assert!((speed("shoulder_l") - 1.0).abs() < 1e-4, "{engine}");
    assert!((speed("elbow_l") - 2.0).abs() < 1e-4, "{engine}");
    let (k, w) = fastest_joint(&s.sim).unwrap();
    assert_eq!(p.rig.joints[k].name, "wrist_l");
    assert!((w - 3.0).abs() < 1e-4, "{engine}: {w}");
    let mut m = RunMonitor::new(&s);
    m.observe(&s);
    let (j, w) = m.last_restless_joint.clone().unwrap();
    assert_eq!(j, "wrist_l", "{engine}");
    assert!((w - 3.0).abs() < 1e-4, "{engine}: {w}");
    for i in 0..s.sim.body_count() {
        s.sim.set_velocity(i, glam::Vec3::ZERO, 3.0 * axis);
    }
    let (_, w) = fastest_joint(&s.sim).unwrap();
    assert!(w < 1e-4, "{engine}: {w}");
}
