//! Simulation sessions and `ragrig simulate`: drops of generated rigs, the switch, hits, the
//! guard, determinism and recovery.

mod common;
use common::*;
use glam::Vec3;
use ragrig::project::Project;
use ragrig::rig::body_world;
use ragrig::session::{Mode, Session, SessionOptions};

/// The sample dropped from its rest pose (a ragdoll with no inherited velocity).
fn dropped_sample() -> (Project, Session) {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.go_ragdoll(ch).unwrap();
    (p, s)
}

#[test]
fn five_seconds_of_fitted_rigs_end_finite_and_above_the_ground() {
    let dir = tmpdir();
    for (model, name) in [
        (repo().join("sample_rigs/mannequin.glb"), "mannequin"),
        (asset("Knight.glb"), "knight"),
        (asset("RobotExpressive.glb"), "robot"),
    ] {
        let rig = dir.path().join(format!("{name}.rig.toml"));
        let o = ragrig(&["fit", model.to_str().unwrap(), "-o", rig.to_str().unwrap()]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let o = ragrig(&[
            "simulate",
            rig.to_str().unwrap(),
            "--seconds",
            "5",
            "--json",
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["all_finite"], true, "{name}");
        assert_eq!(v["all_above_ground"], true, "{name}: {}", v["bodies"]);
        assert!(v["stopped"].is_null(), "{name}: {}", v["stopped"]);
    }
}

#[test]
fn the_switch_keeps_every_body_in_place_with_the_clips_velocity() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let spin = ch.clips.iter().position(|c| c.name == "spin").unwrap();
    let mut s = Session::new(&p.rig, ch, Some(spin), 0.0).unwrap();
    for _ in 0..30 {
        s.step(ch).unwrap();
    }
    let shown = s.display_pose(ch);
    let before = body_world(&p.rig, &ch.skeleton, &shown);
    s.go_ragdoll(ch).unwrap();
    assert_eq!(s.mode, Mode::Simulated);
    let omega0 = 180f32.to_radians();
    for (i, b) in before.iter().enumerate() {
        let st = s.sim.state(i);
        assert!(
            (st.pose.translation - b.unwrap().translation).length() < 1e-4,
            "{}",
            p.rig.bodies[i].name
        );
        // The spin's angular velocity, about +Y.
        assert!(
            (st.angvel - Vec3::Y * omega0).length() < 0.01 * omega0,
            "{}: {:?}",
            p.rig.bodies[i].name,
            st.angvel
        );
    }
}

#[test]
fn a_pose_in_the_ground_is_lifted_out_whole_at_the_switch() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    // The rest pose stands on the ground; put it 7 cm into it.
    let standing = s.lowest_point();
    let sink = 0.07 + standing;
    s.place_root(
        ch,
        ragrig::xform::Rigid::new(glam::Quat::IDENTITY, -Vec3::Y * sink),
    );
    let before: Vec<_> = (0..p.rig.bodies.len())
        .map(|i| s.sim.state(i).pose)
        .collect();
    assert!(
        (s.lowest_point() + 0.07).abs() < 1e-4,
        "{}",
        s.lowest_point()
    );
    s.go_ragdoll(ch).unwrap();
    // Every body moved up by the same 7 cm, rotations kept: the lowest point is on the ground.
    assert!(s.lowest_point().abs() < 1e-4, "{}", s.lowest_point());
    for (i, b) in before.iter().enumerate() {
        let now = s.sim.state(i).pose;
        let d = now.translation - b.translation;
        assert!(
            (d - Vec3::Y * 0.07).length() < 1e-4,
            "{}: {d:?}",
            p.rig.bodies[i].name
        );
        assert!(now.rotation.dot(b.rotation).abs() > 1.0 - 1e-6);
    }
    let lifted: Vec<_> = s
        .events
        .iter()
        .filter(|e| e.kind == ragrig::session::EventKind::LiftedOutOfGround)
        .collect();
    assert_eq!(lifted.len(), 1, "{:?}", s.events);
    assert!(lifted[0].detail.contains("70 mm"), "{}", lifted[0].detail);
    // A pose above the ground is left where it is, and no event says otherwise.
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.place_root(
        ch,
        ragrig::xform::Rigid::new(glam::Quat::IDENTITY, Vec3::Y * 0.2),
    );
    let high = s.lowest_point();
    s.go_ragdoll(ch).unwrap();
    assert!((s.lowest_point() - high).abs() < 1e-5);
    assert!(
        s.events
            .iter()
            .all(|e| e.kind != ragrig::session::EventKind::LiftedOutOfGround)
    );
}

#[test]
fn the_guard_stops_a_non_finite_state_and_names_the_body() {
    let (p, mut s) = dropped_sample();
    let ch = p.character.as_ref().unwrap();
    let head = p.rig.body_index("head").unwrap();
    s.sim
        .set_velocity(head, Vec3::new(f32::NAN, 0.0, 0.0), Vec3::ZERO);
    let e = s.step(ch).unwrap_err().to_string();
    assert!(e.contains("non-finite"), "{e}");
    assert!(
        p.rig
            .bodies
            .iter()
            .any(|b| e.contains(&format!("'{}'", b.name))),
        "{e}"
    );
    // A huge impulse: runaway energy, the body named.
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.go_ragdoll(ch).unwrap();
    s.hit(ch, head, Vec3::new(0.0, 0.0, 5.0e5), None).unwrap();
    eprintln!("head v after the hit: {:?}", s.sim.state(head).linvel);
    let r = s.step(ch);
    eprintln!(
        "after a step: v {:?}, KE {} J, {r:?}",
        s.sim.state(head).linvel,
        s.sim.kinetic_energy()
    );
    let e = r.unwrap_err().to_string();
    // The joints share the hit out within the step: the guard names the body that holds the
    // most kinetic energy now, whichever it is.
    let most = (0..p.rig.bodies.len())
        .max_by(|&a, &b| {
            s.sim
                .body_kinetic_energy(a)
                .total_cmp(&s.sim.body_kinetic_energy(b))
        })
        .unwrap();
    let name = &p.rig.bodies[most].name;
    assert!(
        e.contains("runaway energy") && e.contains(&format!("most in body '{name}'")),
        "{e}"
    );
}

#[test]
fn ten_identical_drops_give_identical_traces() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let walk = ch.clips.iter().position(|c| c.name == "walk").unwrap();
    let run = || {
        let mut s = Session::new(&p.rig, ch, Some(walk), 0.4).unwrap();
        s.go_ragdoll(ch).unwrap();
        let mut trace = Vec::new();
        for _ in 0..90 {
            s.step(ch).unwrap();
            for i in 0..p.rig.bodies.len() {
                let st = s.sim.state(i);
                trace.push((
                    st.pose.translation.to_array(),
                    st.pose.rotation.to_array(),
                    st.linvel.to_array(),
                    st.angvel.to_array(),
                ));
            }
        }
        trace
    };
    let first = run();
    for _ in 0..9 {
        assert!(run() == first, "traces differ");
    }
}

/// Each step's wall-clock split: the engine's part is positive, within the step as the session
/// timed it, and that within the step as timed from outside; summed over the steps, neither
/// part can exceed the time that passed outside (a part that carried over from one step to the
/// next, or one timed around the wrong call, would).
#[test]
fn each_step_says_how_much_of_its_time_the_engine_took() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    for engine in engines() {
        let mut rig = p.rig.clone();
        rig.sim.engine = engine;
        let mut s = Session::new(&rig, ch, None, 0.0).unwrap();
        s.go_ragdoll(ch).unwrap();
        let (mut outside, mut inside, mut library) = (0.0, 0.0, 0.0);
        for _ in 0..30 {
            let t = std::time::Instant::now();
            s.sim.step().unwrap();
            let o = t.elapsed().as_secs_f64();
            let split = s.sim.last_timing();
            assert!(split.library_s > 0.0, "{engine:?}: {split:?}");
            assert!(split.library_s <= split.step_s, "{engine:?}: {split:?}");
            assert!(split.step_s <= o, "{engine:?}: {split:?} outside {o}");
            let overhead = (split.step_s - split.library_s) / split.library_s;
            assert_eq!(split.overhead(), overhead);
            outside += o;
            inside += split.step_s;
            library += split.library_s;
        }
        assert!(library <= inside && inside <= outside, "{engine:?}");
    }
}

#[test]
fn a_hit_ragdoll_settles_and_gets_up() {
    let dir = tmpdir();
    let trace = dir.path().join("t.csv");
    let o = ragrig(&[
        "simulate",
        sample_rig().to_str().unwrap(),
        "--clip",
        "run",
        "--switch-at",
        "0.5",
        "--seconds",
        "10",
        "--hit",
        // While it is still settling: since rapier's anchors are solved after the contacts
        // (vendor patch 9) the ragdoll has settled and begun its get-up by 1.9 s.
        "chest@1.5:0,0,-60",
        "--recover",
        "--json",
        "--trace",
        trace.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let kinds: Vec<&str> = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["switch", "hit", "recover", "recover"],
        "{}",
        v["events"]
    );
    assert!(
        v["events"][2]["detail"]
            .as_str()
            .unwrap()
            .contains("getup_")
    );
    // The trace has every body at every step with its mode.
    let text = std::fs::read_to_string(&trace).unwrap();
    let rows = text.lines().count() - 1;
    assert_eq!(rows, 600 * 17);
    assert!(
        text.contains(",blending") && text.contains(",simulated") && text.contains(",animated")
    );
}

#[test]
fn the_displayed_pose_puts_every_body_where_the_simulation_has_it() {
    let (p, mut s) = dropped_sample();
    let ch = p.character.as_ref().unwrap();
    s.sim.apply_impulse(
        0,
        Vec3::new(0.0, 0.0, 40.0),
        s.sim.state(0).pose.translation,
    );
    for _ in 0..60 {
        s.step(ch).unwrap();
    }
    let shown = body_world(&p.rig, &ch.skeleton, &s.display_pose(ch));
    for (i, b) in shown.iter().enumerate() {
        let sim = s.sim.state(i).pose;
        let b = b.unwrap();
        assert!(
            (b.translation - sim.translation).length() < 1e-4,
            "{}: {:?} vs {:?}",
            p.rig.bodies[i].name,
            b.translation,
            sim.translation
        );
        assert!(
            (b.rotation - sim.rotation).length() < 1e-4
                || (b.rotation + sim.rotation).length() < 1e-4
        );
    }
    assert!(
        s.sim.state(0).pose.translation.z > 0.1,
        "the push moved the pelvis"
    );
}

#[test]
fn animation_driven_bodies_keep_following_the_clip_after_the_switch() {
    let p0 = Project::open_rig(&sample_rig()).unwrap();
    let ch = p0.character.as_ref().unwrap();
    let mut rig = p0.rig.clone();
    // A partial ragdoll: the head stays on the animation.
    let head = rig.body_index("head").unwrap();
    rig.bodies[head].simulated = false;
    let walk = ch.clips.iter().position(|c| c.name == "walk").unwrap();
    let mut s = Session::new(&rig, ch, Some(walk), 0.2).unwrap();
    s.go_ragdoll(ch).unwrap();
    for _ in 0..30 {
        s.step(ch).unwrap();
    }
    // Where the clip puts the head now (0.2 s + 30 steps).
    let t = 0.2 + 30.0 * rig.sim.dt;
    let pose = ch.clips[walk].sample(t, &ch.skeleton.rest_pose());
    let expect = body_world(&rig, &ch.skeleton, &pose)[head].unwrap();
    let got = s.sim.state(head).pose.translation;
    assert!(
        (got - expect.translation).length() < 1e-3,
        "{got:?} vs {:?}",
        expect.translation
    );
}

#[test]
fn interpolated_display_lies_between_the_last_two_steps() {
    let (p, mut s) = dropped_sample();
    let ch = p.character.as_ref().unwrap();
    s.sim.apply_impulse(
        0,
        Vec3::new(0.0, 0.0, 40.0),
        s.sim.state(0).pose.translation,
    );
    s.step(ch).unwrap();
    let before = body_world(&p.rig, &ch.skeleton, &s.display_pose(ch))[0]
        .unwrap()
        .translation;
    s.step(ch).unwrap();
    let after = body_world(&p.rig, &ch.skeleton, &s.display_pose(ch))[0]
        .unwrap()
        .translation;
    for alpha in [0.0f32, 0.25, 0.5, 1.0] {
        let mid = body_world(&p.rig, &ch.skeleton, &s.display_pose_at(ch, alpha))[0]
            .unwrap()
            .translation;
        let expect = before.lerp(after, alpha);
        assert!(
            (mid - expect).length() < 1e-5,
            "alpha {alpha}: {mid:?} vs {expect:?}"
        );
    }
    assert!((after - before).length() > 1e-3, "the pelvis moved");
}

#[test]
fn simulate_json_reports_joint_peaks_and_an_energy_budget_that_adds_up() {
    let dir = tmpdir();
    let trace = dir.path().join("drop.csv");
    let impulse = [0.0f32, 0.0, 30.0];
    let o = ragrig(&[
        "simulate",
        sample_rig().to_str().unwrap(),
        "--seconds",
        "3",
        "--hit",
        "pelvis@2.5:0,0,30",
        "--trace",
        trace.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let p = Project::open_rig(&sample_rig()).unwrap();
    let rig = &p.rig;

    // One entry per joint, in rig order, each within the physics check's bar.
    let joints = v["joints"].as_array().unwrap();
    assert_eq!(joints.len(), rig.joints.len());
    for (j, rj) in joints.iter().zip(&rig.joints) {
        assert_eq!(j["joint"], rj.name.as_str());
        assert!(j["gap_mm"].as_f64().unwrap() <= 10.0, "{j}");
        assert!(j["swing_ratio"].as_f64().unwrap() <= 1.1, "{j}");
        assert!(j["twist_overshoot_deg"].as_f64().unwrap() <= 3.0, "{j}");
    }
    let worst_gap = joints
        .iter()
        .map(|j| j["gap_mm"].as_f64().unwrap())
        .fold(0.0, f64::max);
    assert!((worst_gap - v["max_anchor_error_mm"].as_f64().unwrap()).abs() < 1e-3);

    // The budget from the trace, computed independently: the drop starts at rest in the rest
    // pose, so KE(switch) = 0; the fall is M·g·(COM height at the rest pose − lowest COM height
    // over the trace); the hit on the pelvis at its centre does J·v + |J|²/(2m) of work.
    let e = &v["energy"];
    let f = |k: &str| e[k].as_f64().unwrap();
    assert!(f("initial_kinetic_j").abs() < 1e-6);
    let masses: Vec<f64> = rig.bodies.iter().map(|b| f64::from(b.mass)).collect();
    let total: f64 = masses.iter().sum();
    let ch = p.character.as_ref().unwrap();
    let rest = body_world(rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let y0: f64 = rest
        .iter()
        .zip(&masses)
        .map(|(x, m)| f64::from(x.expect("placed").translation.y) * m)
        .sum::<f64>()
        / total;
    let csv = std::fs::read_to_string(&trace).unwrap();
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    let n = rig.bodies.len();
    let mut lowest = f64::INFINITY;
    let mut pelvis_v_before_hit = None;
    for step in rows.chunks(n) {
        let t: f64 = step[0][0].parse().unwrap();
        let y: f64 = step
            .iter()
            .zip(&masses)
            .map(|(r, m)| r[3].parse::<f64>().unwrap() * m)
            .sum::<f64>()
            / total;
        lowest = lowest.min(y);
        if pelvis_v_before_hit.is_none() && t >= 2.5 - 1e-9 {
            let r = step.iter().find(|r| r[1] == "pelvis").unwrap();
            let v: Vec<f64> = (9..12).map(|k| r[k].parse().unwrap()).collect();
            pelvis_v_before_hit = Some(v);
        }
    }
    let fall = total * 9.81 * (y0 - lowest);
    assert!(
        (f("fall_j") - fall).abs() <= 0.01 * fall + 0.5,
        "fall {} J against {fall:.1} J from the trace",
        f("fall_j")
    );
    let pv = pelvis_v_before_hit.unwrap();
    let m = f64::from(rig.bodies[rig.body_index("pelvis").unwrap()].mass);
    let j2: f64 = impulse.iter().map(|x| f64::from(*x).powi(2)).sum();
    let jv: f64 = impulse
        .iter()
        .zip(&pv)
        .map(|(j, v)| f64::from(*j) * v)
        .sum();
    let work = jv + j2 / (2.0 * m);
    assert!(
        (f("external_work_j") - work).abs() <= 0.02 * work + 0.05,
        "hit work {} J against {work:.2} J",
        f("external_work_j")
    );
    let budget = f("initial_kinetic_j") + f("fall_j") + f("external_work_j");
    assert!((f("budget_j") - budget).abs() < 1e-2 * budget.max(1.0));
    assert_eq!(e["within"], true, "{e}");
    assert!(f("peak_ratio") <= 1.1, "{e}");
}

/// The drives flag and the engine's motors change together: on a running ragdoll at once,
/// before the switch at the switch.
#[test]
fn drives_set_at_the_start_or_later_reach_the_motors() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.set_drives(true);
    s.go_ragdoll(ch).unwrap();
    assert!(s.drives() && s.sim.drives_enabled());
    s.set_drives(false);
    assert!(!s.drives() && !s.sim.drives_enabled());

    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    s.set_drives(false);
    s.go_ragdoll(ch).unwrap();
    assert!(!s.sim.drives_enabled());

    // Options given at the start hold from the switch on.
    let options = SessionOptions {
        recover: true,
        drives: true,
    };
    let mut s = Session::with_options(&p.rig, ch, (None, 0.0), options).unwrap();
    assert!(s.recover && s.drives());
    s.go_ragdoll(ch).unwrap();
    assert!(s.sim.drives_enabled());
    let mut s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    assert!(!s.recover && !s.drives());
    s.go_ragdoll(ch).unwrap();
    assert!(!s.sim.drives_enabled());
}

/// With no dynamic body (before the switch, or during a presentation get-up) the kinetic
/// energy is +0, not −0 (which the Plots pane showed as "-0.0 J").
#[test]
fn the_kinetic_energy_of_an_animated_character_is_plus_zero() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let s = Session::new(&p.rig, ch, None, 0.0).unwrap();
    assert!((0..s.sim.body_count()).all(|i| !s.sim.is_dynamic(i)));
    let ke = s.sim.kinetic_energy();
    assert!(ke == 0.0 && ke.is_sign_positive(), "{ke}");
    assert_eq!(format!("{ke:.1}"), "0.0");
}
