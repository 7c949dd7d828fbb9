//! Engine compare mode at the library level: a live simulation with a ghost on the other
//! engine receives the same switch (pose, inherited velocities, time) and every user action.
#![cfg(feature = "jolt")]

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::Character;
use ragrig::editor::LiveSim;
use ragrig::editor::{Ghost, other_engine};
use ragrig::project::Project;
use ragrig::rig::Rig;
use ragrig::rig::principal_inertia;
use ragrig::session::{EventKind, Mode, Session};
use ragrig::sim::{BodyState, Obstacle};

fn mannequin() -> (Rig, Character) {
    let p = Project::open_rig(&sample_rig()).unwrap();
    (p.rig.clone(), p.character.unwrap())
}

fn clip_index(ch: &Character, name: &str) -> usize {
    ch.clips.iter().position(|c| c.name == name).unwrap()
}

/// A live simulation of the sample on `clip` at `t` (animated) with compare mode on.
fn compare_pair(rig: &Rig, ch: &Character, clip: &str, t: f32) -> LiveSim {
    let s = Session::new(rig, ch, Some(clip_index(ch, clip)), t).unwrap();
    let mut live = LiveSim::new(s, 0);
    live.set_compare(true);
    assert!(live.ghost.is_some(), "no ghost: {:?}", live.ghost_failed);
    live
}

fn states(s: &Session) -> Vec<BodyState> {
    (0..s.sim.body_count()).map(|i| s.sim.state(i)).collect()
}

fn angle(a: Quat, b: Quat) -> f32 {
    2.0 * a.dot(b).abs().min(1.0).acos()
}

#[test]
fn the_ghost_receives_the_same_switch_on_the_other_engine() {
    let (rig, ch) = mannequin();
    // Animated for 12 steps in lockstep, then the switch mid-stride.
    let mut live = compare_pair(&rig, &ch, "walk", 0.3);
    for _ in 0..12 {
        live.step(&ch).unwrap();
    }
    live.go_ragdoll(&ch).unwrap();
    let g = live.ghost.as_ref().unwrap();
    let (p, q) = (&live.session, &g.session);
    assert_eq!(p.sim.engine_kind(), rig.sim.engine);
    assert_eq!(q.sim.engine_kind(), other_engine(rig.sim.engine));
    assert_ne!(p.sim.engine_kind(), q.sim.engine_kind());
    assert_eq!((p.mode, q.mode), (Mode::Simulated, Mode::Simulated));
    assert_eq!(p.time, q.time);
    assert!(
        (p.time - 12.0 * f64::from(rig.sim.dt)).abs() < 1e-9,
        "{}",
        p.time
    );
    assert_eq!(p.clip_time, q.clip_time);
    let (a, b) = (states(p), states(q));
    let mut fastest = 0.0f32;
    for (i, (a, b)) in a.iter().zip(&b).enumerate() {
        let name = &rig.bodies[i].name;
        let dp = (a.pose.translation - b.pose.translation).length();
        assert!(dp < 1e-5, "{name}: positions differ by {dp} m");
        let dr = angle(a.pose.rotation, b.pose.rotation);
        assert!(dr < 1e-4, "{name}: rotations differ by {dr} rad");
        let dv = (a.linvel - b.linvel).length();
        assert!(dv < 1e-4, "{name}: linear velocities differ by {dv} m/s");
        let dw = (a.angvel - b.angvel).length();
        assert!(dw < 1e-4, "{name}: angular velocities differ by {dw} rad/s");
        // Both are the velocities the switch record inherited from the clip.
        let rec = p.record.as_ref().unwrap().body(name).unwrap();
        assert!((a.linvel - rec.linear_velocity).length() < 1e-4, "{name}");
        assert!((b.linvel - rec.linear_velocity).length() < 1e-4, "{name}");
        fastest = fastest.max(a.linvel.length());
    }
    // The walk gives the bodies real velocities (the comparison is not of zeros).
    assert!(fastest > 0.3, "fastest body {fastest} m/s");
    // Both histories are recorded step by step.
    assert_eq!(live.history.samples.len(), 12);
    assert_eq!(g.history.samples.len(), 12);
}

/// The expected velocity change of a hit: Δv = J / m, Δω = I_w⁻¹ (r × J) with r from the
/// body's centre to the point and `I_w` the body's principal inertia turned into the world.
fn expected_change(rig: &Rig, i: usize, s: &BodyState, j: Vec3, point: Vec3) -> (Vec3, Vec3) {
    let b = &rig.bodies[i];
    let inertia = principal_inertia(&b.shape, b.mass);
    let torque = (point - s.pose.translation).cross(j);
    let local = s.pose.rotation.inverse() * torque;
    (j / b.mass, s.pose.rotation * (local / inertia))
}

#[test]
fn hits_through_the_compare_path_reach_both_engines() {
    let (rig, ch) = mannequin();
    let mut live = compare_pair(&rig, &ch, "walk", 0.3);
    live.go_ragdoll(&ch).unwrap();
    // Let the engines part a little, so the ghost's body is elsewhere than the primary's.
    for _ in 0..30 {
        live.step(&ch).unwrap();
    }
    let i = rig.body_index("chest").unwrap();
    let before = (
        live.session.sim.state(i),
        live.ghost.as_ref().unwrap().session.sim.state(i),
    );
    assert!(
        (before.0.pose.translation - before.1.pose.translation).length() > 1e-6,
        "the two engines have not parted at all"
    );
    // 40 N·s sideways at a point 8 cm above the chest's centre (in its frame).
    let local = Vec3::new(0.0, 0.08, 0.0);
    let point = before.0.pose.transform_point(local);
    let j = Vec3::new(40.0, 0.0, -10.0);
    live.hit(&ch, i, j, Some(point)).unwrap();
    let g = live.ghost.as_ref().unwrap();
    let after = (live.session.sim.state(i), g.session.sim.state(i));
    let ghost_point = before.1.pose.transform_point(local);
    for (name, b, a, p) in [
        ("primary", &before.0, &after.0, point),
        ("ghost", &before.1, &after.1, ghost_point),
    ] {
        let (dv, dw) = expected_change(&rig, i, b, j, p);
        let got_v = a.linvel - b.linvel;
        let got_w = a.angvel - b.angvel;
        assert!(
            (got_v - dv).length() <= 0.01 * dv.length(),
            "{name}: Δv {got_v} vs J/m {dv}"
        );
        assert!(
            (got_w - dw).length() <= 0.05 * dw.length(),
            "{name}: Δω {got_w} vs {dw}"
        );
    }
    // Recorded as a hit on both.
    assert!(live.session.events.iter().any(|e| e.kind == EventKind::Hit));
    assert!(g.session.events.iter().any(|e| e.kind == EventKind::Hit));
    assert!(g.note.is_none(), "{:?}", g.note);
}

#[test]
fn obstacles_drives_and_hang_go_to_both_and_off_drops_the_ghost() {
    let (rig, ch) = mannequin();
    let mut live = compare_pair(&rig, &ch, "walk", 0.0);
    live.go_ragdoll(&ch).unwrap();
    live.add_obstacle(&Obstacle::default_box());
    live.add_obstacle(&Obstacle::default_wall());
    live.remove_obstacle(0);
    live.set_drives(true);
    let pelvis = rig.body_index(&rig.recovery.pelvis).unwrap();
    live.set_pinned(pelvis, true);
    for _ in 0..20 {
        live.step(&ch).unwrap();
    }
    let g = live.ghost.as_ref().unwrap();
    for s in [&live.session, &g.session] {
        assert_eq!(s.sim.obstacles(), vec![Obstacle::default_wall()]);
        assert!(s.sim.drives_enabled() && s.drives());
    }
    // Hang: the pelvis is kinematic where the engine takes it (Jolt's backend does not turn a
    // dynamic body kinematic today, so only the primary on the rig's engine is checked).
    assert!(live.pinned);
    assert!(!live.session.sim.is_dynamic(pelvis), "the pelvis hangs");
    let (d, _) = live.divergence().unwrap();
    assert!(d.is_finite());
    live.set_compare(false);
    assert!(live.ghost.is_none());
    live.step(&ch).unwrap();
}

#[test]
fn compare_turned_on_mid_fall_continues_from_the_primarys_state() {
    let (rig, ch) = mannequin();
    let s = Session::new(&rig, &ch, Some(clip_index(&ch, "walk")), 0.2).unwrap();
    let mut live = LiveSim::new(s, 0);
    live.go_ragdoll(&ch).unwrap();
    for _ in 0..25 {
        live.step(&ch).unwrap();
    }
    live.set_compare(true);
    let g = live.ghost.as_ref().expect("a ghost");
    assert_eq!(g.session.time, live.session.time);
    assert_eq!(g.session.mode, Mode::Simulated);
    assert_eq!(g.session.sim.steps, live.session.sim.steps);
    for (a, b) in states(&live.session).iter().zip(&states(&g.session)) {
        assert!((a.pose.translation - b.pose.translation).length() < 1e-5);
        assert!((a.linvel - b.linvel).length() < 1e-4);
        assert!((a.angvel - b.angvel).length() < 1e-4);
    }
    assert!(g.session.energy_budget().is_some());
}

#[test]
fn a_ghost_stopped_by_its_guard_leaves_the_primary_running() {
    let (rig, ch) = mannequin();
    let mut live = compare_pair(&rig, &ch, "walk", 0.0);
    live.go_ragdoll(&ch).unwrap();
    live.step(&ch).unwrap();
    // What the guard does when it stops a world (a non-finite body, runaway energy).
    live.ghost.as_mut().unwrap().session.sim.stopped = Some("runaway energy (test)".into());
    let steps = live.session.sim.steps;
    for _ in 0..5 {
        live.step(&ch).unwrap();
    }
    assert_eq!(live.session.sim.steps, steps + 5);
    let g: &Ghost = live.ghost.as_ref().unwrap();
    assert!(!g.alive());
    assert!(
        g.error
            .as_deref()
            .unwrap()
            .contains("runaway energy (test)"),
        "{:?}",
        g.error
    );
    assert!(live.compare_label().unwrap().contains("ghost stopped"));
    // Actions go to the primary only now.
    let i = rig.body_index("chest").unwrap();
    live.hit(&ch, i, Vec3::X * 10.0, None).unwrap();
    live.step(&ch).unwrap();
}

/// When one engine's ragdoll starts its get-up and the other's is still a ragdoll, a distance
/// between their bodies would measure the get-up: compare mode says so and stops recording
/// the divergence until both do the same again.
#[test]
fn compare_stops_measuring_while_only_one_side_gets_up() {
    let (rig, ch) = mannequin();
    let mut live = compare_pair(&rig, &ch, "walk", 0.3);
    live.go_ragdoll(&ch).unwrap();
    // The primary, on the other engine, is left lying as a ragdoll.
    let steps = step_until_the_ghost_gets_up(&mut live, &ch, |live, step| {
        if step == 1 {
            assert!(live.compare_label().unwrap().contains("largest difference"));
        }
    });
    let recorded = live.ghost.as_ref().unwrap().divergence.len();
    assert_eq!(recorded, steps);
    let g = live.ghost.as_ref().unwrap();
    assert_eq!(g.session.mode, Mode::Blending);
    let (primary, ghost) = (live.session.sim.engine_kind(), g.engine());
    let label = live.compare_label().unwrap();
    assert!(
        label.contains(&format!(
            "not comparable now: {primary} ragdoll, {ghost} getting up"
        )),
        "{label}"
    );
    assert!(!label.contains("largest difference"), "{label}");
    for _ in 0..5 {
        live.step(&ch).unwrap();
    }
    let g = live.ghost.as_ref().unwrap();
    assert_eq!(g.session.mode, Mode::Blending, "still getting up");
    assert_eq!(g.divergence.len(), recorded);
}
