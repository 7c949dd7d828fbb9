//! The stress fuzzer (`ragrig stress`): a seed decides its whole case and replays it exactly,
//! hits stay within the stated maximum, a broken rig is caught with the command that replays it,
//! and a fixed seed set on the sample never produces a non-finite state, a guard stop or a hang
//! on any engine. (Joint gaps and energy are judged too; the counts over 1 000 seeds per
//! character are in docs/simulation.md.)

mod common;
use common::*;
use ragrig::project::Project;
use ragrig::rig::SimEngine;
use ragrig::stress::{StressOptions, plan, run};

fn sample() -> Project {
    Project::open_rig(&sample_rig()).unwrap()
}

/// The sample rig with `edit` applied, saved as `name` in `dir` (its model referenced by an
/// absolute path); the saved file's path.
fn saved_sample(
    dir: &tempfile::TempDir,
    name: &str,
    edit: impl FnOnce(&mut ragrig::rig::Rig),
) -> std::path::PathBuf {
    let mut p = sample();
    edit(&mut p.rig);
    p.rig.model_path = repo()
        .join("sample_rigs/mannequin.glb")
        .display()
        .to_string();
    let path = dir.path().join(name);
    ragrig::rig::save_rig(&p.rig, &path).unwrap();
    path
}

/// `case` run on `rig` with its engine set to `engine`.
fn run_on(
    engine: SimEngine,
    rig: &ragrig::rig::Rig,
    ch: &ragrig::character::Character,
    case: &ragrig::stress::Plan,
    o: &StressOptions,
) -> ragrig::stress::Outcome {
    let mut rig = rig.clone();
    rig.sim.engine = engine;
    run(&rig, ch, case, o)
}

#[test]
fn a_seed_replays_its_case_exactly_and_hits_stay_within_the_maximum() {
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let o = StressOptions::default();
    assert_eq!(plan(11, &p.rig, ch, &o), plan(11, &p.rig, ch, &o));
    let plans: Vec<_> = (0..40).map(|s| plan(s, &p.rig, ch, &o)).collect();
    assert!(plans.windows(2).any(|w| w[0].clip != w[1].clip));
    assert!(plans.iter().any(|p| p.drag.is_some()));
    assert!(plans.iter().any(|p| p.obstacle.is_some()));
    for pl in &plans {
        for h in &pl.hits {
            let m = p.rig.body(&h.body).unwrap().mass;
            let dv = glam::Vec3::from_array(h.impulse).length() / m;
            assert!(dv <= o.max_hit_dv * 1.0001, "{dv} m/s on {}", h.body);
        }
        for (_, kp, kd, w) in &pl.gains {
            assert!((0.0..=4.0).contains(kp) && (0.0..=4.0).contains(kd));
            assert!((0.0..=1.0).contains(w));
        }
    }
    for engine in engines() {
        let mut rig = p.rig.clone();
        rig.sim.engine = engine;
        let pl = plan(3, &rig, ch, &o);
        let (a, b) = (run(&rig, ch, &pl, &o), run(&rig, ch, &pl, &o));
        assert_eq!(
            a.worst_gap_mm.to_bits(),
            b.worst_gap_mm.to_bits(),
            "{engine}"
        );
        assert_eq!(a.energy_excess_j.to_bits(), b.energy_excess_j.to_bits());
        assert_eq!(a.failures, b.failures);
    }
}

#[test]
fn a_fixed_seed_set_on_the_sample_never_goes_non_finite_stops_or_hangs() {
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let o = StressOptions {
        seconds: 3.0,
        ..StressOptions::default()
    };
    for engine in engines() {
        let mut rig = p.rig.clone();
        rig.sim.engine = engine;
        let mut judged = 0;
        for seed in 0..24 {
            let r = run(&rig, ch, &plan(seed, &rig, ch, &o), &o);
            for f in &r.failures {
                assert!(
                    !(f.starts_with("guard stop")
                        || f.starts_with("non-finite")
                        || f.starts_with("hang")
                        || f.starts_with("cannot start")
                        || f.starts_with("the switch failed")),
                    "{engine} seed {seed}: {f}"
                );
            }
            assert!(
                r.simulated_s >= 2.99,
                "{engine} seed {seed}: {}",
                r.simulated_s
            );
            judged += usize::from(r.failures.is_empty());
        }
        eprintln!("{engine}: {judged} of 24 seeds within the gap and energy bars");
    }
}

#[test]
fn rolling_resistance_keeps_every_stress_case_within_the_gap_and_energy_bars_on_rapier() {
    // Rolling resistance only removes energy and acts between a body and the scenery: with it
    // on, the random drops, hits, drags and obstacles must still close every joint and stay
    // within the energy budget (the fuzzer's failures list both), as they do with it off.
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let o = StressOptions {
        seconds: 3.0,
        ..StressOptions::default()
    };
    let mut off = p.rig.clone();
    off.sim.engine = SimEngine::Rapier;
    off.sim.rolling_resistance = 0.0;
    let mut rig = off.clone();
    rig.sim.rolling_resistance = 0.3;
    let mut changed = 0;
    for seed in 0..24 {
        let r = run(&rig, ch, &plan(seed, &rig, ch, &o), &o);
        assert!(r.failures.is_empty(), "seed {seed}: {:?}", r.failures);
        assert!(r.simulated_s >= 2.99, "seed {seed}: {}", r.simulated_s);
        let without = run(&off, ch, &plan(seed, &off, ch, &o), &o);
        changed += usize::from(
            without.energy_excess_j.to_bits() != r.energy_excess_j.to_bits()
                || without.worst_gap_mm.to_bits() != r.worst_gap_mm.to_bits(),
        );
    }
    // The setting reached the simulation: most cases run differently with it (their worst gap
    // or energy peak moves).
    eprintln!("{changed} of 24 cases changed with rolling resistance");
    assert!(changed >= 12, "only {changed} of 24 cases changed");
}

#[test]
fn the_command_refuses_a_rig_with_doctor_errors() {
    let dir = tmpdir();
    // The left knee's child frame 5 cm off: an anchor gap at rest, a doctor error.
    let rig = saved_sample(&dir, "open.rig.toml", |r| {
        let k = r.joint_index("knee_l").unwrap();
        r.joints[k].child_frame.translation.y += 0.05;
    });
    let o = ragrig(&["stress", rig.to_str().unwrap(), "--seeds", "2"]);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(1), "{t}");
    assert!(t.contains("anchor-gap"), "{t}");
}

#[test]
fn every_failing_seed_replays_to_the_same_failures_from_its_printed_command() {
    // The sample solved with 4 substeps instead of 24 (the doctor warns, it does not refuse),
    // so that some of the seeds fail: with 24, every one of the first 1 000 passes on rapier.
    let dir = tmpdir();
    let rig = saved_sample(&dir, "coarse.rig.toml", |r| r.sim.substeps = 4);
    let o = ragrig(&[
        "stress",
        rig.to_str().unwrap(),
        "--seeds",
        "12",
        "--seconds",
        "3",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let failed = v["failed"].as_u64().unwrap();
    let list = v["failures"].as_array().unwrap();
    assert_eq!(failed as usize, list.len());
    assert!(failed > 0, "no seed failed: nothing to replay");
    assert_eq!(o.status.code(), Some(if failed > 0 { 1 } else { 0 }));
    for f in list {
        let seed = f["plan"]["seed"].as_u64().unwrap();
        // The human-readable run prints the replay command; running it gives the same result.
        let seed_s = seed.to_string();
        let one = ragrig(&[
            "stress",
            rig.to_str().unwrap(),
            "--first-seed",
            &seed_s,
            "--seeds",
            "1",
            "--seconds",
            "3",
        ]);
        let t = text(&one);
        assert!(
            t.contains(&format!(
                "replay: ragrig stress {} --first-seed {seed} --seeds 1",
                rig.display()
            )),
            "{t}"
        );
        for msg in f["failures"].as_array().unwrap() {
            assert!(t.contains(msg.as_str().unwrap()), "{t}");
        }
    }
}

/// A case's obstacle goes where the ragdoll is at the switch, clear of every body: the run
/// clip's root motion carries the sample metres along +Z, where the default box (1 m ahead of
/// the origin) would be behind it or inside it.
#[test]
fn an_obstacle_is_placed_in_front_of_the_ragdoll_and_clear_of_every_body() {
    use ragrig::rig::Shape;
    use ragrig::session::{Session, SessionOptions};
    use ragrig::sim::Obstacle;
    use ragrig::stress::{OBSTACLE_CLEARANCE, place_obstacle};
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let mut pushed = 0;
    for (clip, at) in [("run", 0.9), ("getup_prone", 0.0), ("getup_supine", 0.0)] {
        let k = ch.clips.iter().position(|c| c.name == clip).unwrap();
        let t = at * ch.clips[k].duration;
        let s = Session::with_options(&p.rig, ch, (Some(k), t), SessionOptions::default()).unwrap();
        let rig = s.sim.rig();
        let mass: f32 = rig.bodies.iter().map(|b| b.mass).sum();
        let com = (0..rig.bodies.len())
            .map(|i| s.sim.state(i).pose.translation * rig.bodies[i].mass)
            .sum::<glam::Vec3>()
            / mass;
        if clip == "run" {
            assert!(
                com.z > 1.5,
                "the run clip should have carried the sample forward: {com}"
            );
        }
        // The nearest approach of each body's shape, sampled finely along its capsule axis.
        let clearance = |o: &Obstacle| {
            (0..rig.bodies.len())
                .map(|i| {
                    let pose = s.sim.state(i).pose;
                    let (half, r) = match rig.bodies[i].shape {
                        Shape::Capsule {
                            radius,
                            half_height,
                        } => (half_height, radius),
                        Shape::Sphere { radius } => (0.0, radius),
                        Shape::Box { half_extents } => (0.0, half_extents.length()),
                    };
                    (0..=100)
                        .map(|k| {
                            let y = -half + 2.0 * half * k as f32 / 100.0;
                            o.signed_distance(pose.transform_point(glam::Vec3::Y * y)) - r
                        })
                        .fold(f32::INFINITY, f32::min)
                })
                .fold(f32::INFINITY, f32::min)
        };
        for name in ["box", "wall", "slope:30"] {
            let o = Obstacle::parse(name).unwrap();
            let placed = place_obstacle(&o, &s);
            let shift = placed.pose.translation - o.pose.translation;
            // Moved under the centre of mass (x), then only ever further along +Z, never up.
            assert!((shift.x - com.x).abs() < 1e-4, "{name}: {shift}");
            assert!(
                shift.y.abs() < 1e-6 && shift.z >= com.z - 1e-4,
                "{name}: {shift}"
            );
            assert!(shift.z - com.z <= 5.0 + 1e-3, "{name}: {shift}");
            let c = clearance(&placed);
            assert!(
                c > OBSTACLE_CLEARANCE - 0.005,
                "{name}: {c} m from the nearest body"
            );
            // Not pushed further than needed: 0.1 m nearer, it would not be clear (or it is where
            // the centre of mass put it).
            if shift.z - com.z > 0.05 {
                pushed += 1;
                let nearer = placed.moved(glam::Vec3::Z * -0.1);
                assert!(clearance(&nearer) <= OBSTACLE_CLEARANCE + 0.005, "{name}");
            }
            eprintln!("{clip}: {name} moved {shift}, nearest body {c:.3} m");
        }
    }
    // The lying poses reach past the default places: some obstacles had to be pushed.
    assert!(pushed > 0);
}

/// Stress cases of the sample that run into scenery, from the 1 000-seed runs: seed 146 runs
/// into a wall at 4.5 m/s and the right hand meets it first; seed 698 swings its left foot
/// into a wall at 9 m/s; in seed 387 the right hand, moving away from a slope when a step
/// began (so with no contact in that step), is pulled back onto it by the arm within the step.
/// Every joint stays within the stress bar (10 mm) on every engine. On rapier that needs its
/// contacts solved after the joint anchors once more (vendor patch 9: seed 146 went from 74 to
/// 13 mm when that patch landed) and its CCD motion clamping off: clamping stopped a fast body
/// where it first touched a fixed collider after the solve, leaving its joint behind (with it on,
/// at this version: 146 10.9 mm, 387 22.9 mm, 698 13.3 mm; the test fails on 146).
#[test]
fn limbs_run_into_scenery_stay_on_their_joints() {
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let o = StressOptions::default();
    for (seed, obstacle) in [(146, "wall"), (387, "slope:24"), (698, "wall")] {
        let case = plan(seed, &p.rig, ch, &o);
        assert_eq!(case.obstacle.as_deref(), Some(obstacle), "seed {seed}");
        for engine in engines() {
            let r = run_on(engine, &p.rig, ch, &case, &o);
            eprintln!(
                "seed {seed} on {engine}: worst gap {:.1} mm ({})",
                r.worst_gap_mm, r.worst_gap_joint
            );
            assert!(
                r.worst_gap_mm <= o.max_gap_mm,
                "seed {seed}, {engine}: {r:?}"
            );
        }
    }
}

/// Sample seed 480 (limp, switched from `run`): the body rolls onto its right hand, which is
/// caught between the chest and the ground while the forearm is lifted over the abdomen. On
/// Jolt the wrist opened to 10.2 mm over five steps (its position pass
/// corrected a joint anchor by a fifth of its gap per iteration, as it does a contact's depth);
/// a gap over 5 mm is now corrected in full (vendor/PATCHES.md). Within the bar on every engine.
#[test]
fn a_trunk_turning_onto_a_grounded_forearm_leaves_the_wrist_closed() {
    let p = sample();
    let ch = p.character.as_ref().unwrap();
    let o = StressOptions::default();
    let case = plan(480, &p.rig, ch, &o);
    for engine in engines() {
        let r = run_on(engine, &p.rig, ch, &case, &o);
        eprintln!(
            "seed 480 on {engine}: worst gap {:.1} mm ({}, touching {})",
            r.worst_gap_mm, r.worst_gap_joint, r.worst_gap_touching
        );
        assert!(r.failures.is_empty(), "seed 480, {engine}: {r:?}");
    }
}

/// The sample on `engine`, limp, switched to ragdoll standing 1 cm above the ground (a drop).
fn dropped_sample(engine: SimEngine) -> (Project, ragrig::session::Session) {
    use ragrig::physics_check::place_for_drop;
    use ragrig::session::{Session, SessionOptions};
    let mut p = sample();
    p.rig.sim.engine = engine;
    let ch = p.character.as_ref().unwrap();
    let options = SessionOptions {
        recover: false,
        drives: false,
    };
    let mut s = Session::with_options(&p.rig, ch, (None, 0.0), options).unwrap();
    place_for_drop(&mut s, ch);
    s.go_ragdoll(ch).unwrap();
    (p, s)
}

/// Every engine says what a body touched in its last step: a tenth of a second into a drop from
/// 1 cm above the ground, the sample stands on its feet (they touch the ground) and its head
/// touches nothing.
#[test]
fn every_engine_says_what_a_body_touches() {
    for engine in engines() {
        let (p, mut s) = dropped_sample(engine);
        let ch = p.character.as_ref().unwrap();
        for _ in 0..6 {
            s.step(ch).unwrap();
        }
        let foot = p.rig.body_index("foot_l").unwrap();
        let head = p.rig.body_index("head").unwrap();
        let on_foot = s.sim.touching(foot);
        assert!(on_foot.scenery, "{engine}: foot_l {on_foot:?}");
        assert!(on_foot.bodies.is_empty(), "{engine}: foot_l {on_foot:?}");
        assert_eq!(s.sim.touching(head), Default::default(), "{engine}: head");
    }
}

/// A joint's largest gap is reported with the time it was measured and what the joint's bodies
/// touched then: a hand moved 30 mm off its wrist while the sample stands gives a 30 mm gap at
/// that moment, and the report names the contacts of the hand and the forearm (none: the arms
/// hang free) and the time in the failure's words.
#[test]
fn a_joint_gap_is_reported_with_its_time_and_what_its_bodies_touched() {
    use ragrig::physics_check::RunMonitor;
    use ragrig::xform::Rigid;
    for engine in engines() {
        let (p, mut s) = dropped_sample(engine);
        let ch = p.character.as_ref().unwrap();
        let start = s.time;
        let mut m = RunMonitor::new(&s);
        for _ in 0..6 {
            s.step(ch).unwrap();
            m.observe(&s);
        }
        let wrist = p
            .rig
            .joints
            .iter()
            .position(|j| j.name == "wrist_r")
            .unwrap();
        let before = m.joints[wrist].gap_mm;
        assert!(before < 1.0, "{engine}: {before} mm before the move");
        let hand = p.rig.body_index("hand_r").unwrap();
        let pose = s.sim.state(hand).pose;
        let moved = Rigid::new(pose.rotation, pose.translation + glam::Vec3::X * 0.03);
        s.sim.teleport(hand, &moved);
        m.observe(&s);
        let peak = &m.joints[wrist];
        let at = (s.time - start) as f32;
        assert!(
            (peak.gap_mm - 30.0).abs() < 1.0 + before,
            "{engine}: {peak:?}"
        );
        assert_eq!(peak.gap_at_s, at, "{engine}: {peak:?}");
        assert_eq!(peak.gap_touching, "no contacts", "{engine}: {peak:?}");
        assert_eq!(
            peak.gap_when(),
            format!(" at {at:.2} s after the switch (no contacts)"),
            "{engine}"
        );
        // Later, smaller gaps leave the peak's time and contacts alone.
        s.sim.teleport(hand, &pose);
        m.observe(&s);
        assert_eq!(m.joints[wrist].gap_at_s, at, "{engine}");
    }
}
