//! Getting up, with physics: per-body ownership, the powered get-up (drives conserve
//! the ragdoll's angular momentum), the standing-capsule query, and obstacles.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::Character;
use ragrig::project::Project;
use ragrig::recover::{MAX_WEIGHT_SLOPE, Owner, STEP_HEIGHT};
use ragrig::rig::body_world;
use ragrig::rig::principal_inertia;
use ragrig::rig::{ClipRole, Rig};
use ragrig::session::{EventKind, GetupMode, Mode, Session, SessionError};
use ragrig::sim::{Blocker, Obstacle, ObstacleKind, SimWorld};
use ragrig::xform::Rigid;

fn mannequin() -> (Rig, Character) {
    let p = Project::open_rig(&sample_rig()).unwrap();
    (p.rig.clone(), p.character.unwrap())
}

fn clip_index(ch: &Character, name: &str) -> usize {
    ch.clips.iter().position(|c| c.name == name).unwrap()
}

/// A ragdoll lying on its back (the supine get-up's first frame), switched with no velocity.
fn lying(rig: &Rig, ch: &Character, mode: GetupMode) -> Session {
    let mut s = Session::new(rig, ch, Some(clip_index(ch, "getup_supine")), 0.0).unwrap();
    s.getup_mode = mode;
    s.go_ragdoll(ch).unwrap();
    for i in 0..rig.bodies.len() {
        s.sim.set_velocity(i, Vec3::ZERO, Vec3::ZERO);
    }
    s
}

/// A ragdoll lying on its back on the clear floor, auto-recovering, stepped until its
/// presentation get-up starts (at most `max` steps).
fn lying_until_blending(rig: &Rig, ch: &Character, max: usize) -> Session {
    let mut s = lying(rig, ch, GetupMode::Presentation);
    s.recover = true;
    run_until(&mut s, ch, max, |s| s.mode == Mode::Blending);
    s
}

fn shown_bodies(s: &Session, rig: &Rig, ch: &Character) -> Vec<Rigid> {
    body_world(rig, &ch.skeleton, &s.display_pose(ch))
        .into_iter()
        .map(Option::unwrap)
        .collect()
}

/// Independent short-arc midpoint: q_a · exp(½ log(q_a⁻¹ q_b)) through axis–angle.
fn half_way(a: Quat, b: Quat) -> Quat {
    let mut d = a.inverse() * b;
    if d.w < 0.0 {
        d = -d;
    }
    let (axis, angle) = d.to_axis_angle();
    a * Quat::from_axis_angle(axis, 0.5 * angle)
}

fn rot_err(a: Quat, b: Quat) -> f32 {
    2.0 * a.dot(b).abs().min(1.0).acos()
}

#[test]
fn body_weights_show_the_animation_the_physics_and_their_blend() {
    let (rig, ch) = mannequin();
    let walk = clip_index(&ch, "walk");
    let n = rig.bodies.len();
    let mut s = Session::new(&rig, &ch, Some(walk), 0.2).unwrap();
    assert!(s.ownership().iter().all(|o| *o == Owner::Animation));
    s.go_ragdoll(&ch).unwrap();
    assert!(s.ownership().iter().all(|o| *o == Owner::Physics));
    // Bad input changes nothing.
    assert!(!s.set_body_weight(n, 0.5) && !s.set_body_weight(0, f32::NAN));
    for i in 0..n {
        assert!(s.set_body_weight(i, 0.5));
    }
    assert!(s.ownership().iter().all(|o| *o == Owner::Blend(0.5)));
    for _ in 0..40 {
        s.step(&ch).unwrap();
    }
    // The clip kept playing: the animation pose now, computed independently.
    let t = 0.2 + 40.0 * rig.sim.dt;
    let anim: Vec<Rigid> = body_world(
        &rig,
        &ch.skeleton,
        &ch.clips[walk].sample(t, &ch.skeleton.rest_pose()),
    )
    .into_iter()
    .map(Option::unwrap)
    .collect();
    let phys: Vec<Rigid> = (0..n).map(|i| s.sim.state(i).pose).collect();
    let apart = anim
        .iter()
        .zip(&phys)
        .map(|(a, p)| a.translation.distance(p.translation))
        .fold(0.0f32, f32::max);
    assert!(apart > 0.05, "physics and animation differ: {apart} m");
    let check = |s: &Session, want: &dyn Fn(usize) -> Rigid, what: &str| {
        let shown = shown_bodies(s, &rig, &ch);
        let (mut dp, mut dr) = (0.0f32, 0.0f32);
        for (i, b) in shown.iter().enumerate() {
            let w = want(i);
            dp = dp.max(b.translation.distance(w.translation));
            dr = dr.max(rot_err(b.rotation, w.rotation));
        }
        eprintln!("{what}: max position error {dp:.2e} m, rotation error {dr:.2e} rad");
        assert!(dp < 1e-4 && dr < 1e-3, "{what}");
    };
    check(
        &s,
        &|i| {
            Rigid::new(
                half_way(anim[i].rotation, phys[i].rotation),
                0.5 * (anim[i].translation + phys[i].translation),
            )
        },
        "w = 0.5",
    );
    for i in 0..n {
        s.set_body_weight(i, 0.0);
    }
    assert!(s.ownership().iter().all(|o| *o == Owner::Animation));
    check(&s, &|i| anim[i], "w = 0");
    for i in 0..n {
        s.set_body_weight(i, 1.0);
    }
    check(&s, &|i| phys[i], "w = 1");
    // Per body: the head on the animation, everything else on physics.
    let head = rig.body_index("head").unwrap();
    s.set_body_weight(head, 0.0);
    check(
        &s,
        &|i| if i == head { anim[i] } else { phys[i] },
        "head w = 0, others 1",
    );
    s.clear_body_weights();
    assert!(s.ownership().iter().all(|o| *o == Owner::Physics));

    // A partial ragdoll: the animation-driven head is owned by the animation.
    let mut rig2 = rig.clone();
    rig2.bodies[head].simulated = false;
    let mut s = Session::new(&rig2, &ch, Some(walk), 0.2).unwrap();
    s.go_ragdoll(&ch).unwrap();
    s.step(&ch).unwrap();
    for (i, o) in s.ownership().iter().enumerate() {
        let want = if i == head {
            Owner::Animation
        } else {
            Owner::Physics
        };
        assert_eq!(*o, want);
    }
}

/// Angular momentum about the centre of mass, from body states and shapes:
/// Σ m (x − c) × v + R I_body Rᵀ ω; also each body's share.
fn angular_momentum(s: &Session, rig: &Rig) -> (Vec3, Vec<Vec3>, Vec3) {
    let n = rig.bodies.len();
    let m: f32 = rig.bodies.iter().map(|b| b.mass).sum();
    let c = (0..n)
        .map(|i| rig.bodies[i].mass * s.sim.state(i).pose.translation)
        .sum::<Vec3>()
        / m;
    let p = (0..n)
        .map(|i| rig.bodies[i].mass * s.sim.state(i).linvel)
        .sum::<Vec3>();
    let parts: Vec<Vec3> = (0..n)
        .map(|i| {
            let st = s.sim.state(i);
            let b = &rig.bodies[i];
            let r = st.pose.rotation;
            let w_body = r.inverse() * st.angvel;
            let l_spin = r * (principal_inertia(&b.shape, b.mass) * w_body);
            b.mass * (st.pose.translation - c).cross(st.linvel) + l_spin
        })
        .collect();
    (parts.iter().sum(), parts, p)
}

struct Momentum {
    change: f32,
    transfer: f32,
    initial: f32,
    linear: f32,
    max_joint_change_deg: f32,
    mean_joint_change_deg: f32,
    steps: usize,
    kinetic_energy: f32,
    stopped: Option<String>,
}

/// Powered get-up in zero gravity with no ground: L before, L after every step, the angular
/// impulse exchanged between bodies (Σ over steps of ½ Σ_i |ΔL_i|), and how far the joints moved.
fn zero_g_powered(spin: Vec3) -> Momentum {
    let (mut rig, ch) = mannequin();
    rig.sim.gravity = Vec3::ZERO;
    rig.sim.ground = false;
    let n = rig.bodies.len();
    let mut s = lying(&rig, &ch, GetupMode::Powered);
    // An optional rigid spin about the centre of mass.
    let m: f32 = rig.bodies.iter().map(|b| b.mass).sum();
    let c = (0..n)
        .map(|i| rig.bodies[i].mass * s.sim.state(i).pose.translation)
        .sum::<Vec3>()
        / m;
    for i in 0..n {
        let x = s.sim.state(i).pose.translation;
        s.sim.set_velocity(i, spin.cross(x - c), spin);
    }
    s.recover_now(&ch).unwrap();
    assert_eq!(s.mode, Mode::Blending);
    let q0: Vec<Quat> = (0..rig.joints.len())
        .map(|k| s.sim.joint_rotation(k))
        .collect();
    let (l0, mut parts, _) = angular_momentum(&s, &rig);
    let mut transfer = 0.0f32;
    let mut steps = 0;
    // The largest joint change from the start at any step (the clip ends standing straight,
    // close to lying straight, so the end alone would understate the motion).
    let (mut max_change, mut mean_change) = (0.0f32, 0.0f32);
    let mut l_end = l0;
    let mut p_end = Vec3::ZERO;
    let mut stopped = None;
    let mut ke = 0.0;
    while s.mode == Mode::Blending && steps < 2000 {
        if let Err(e) = s.step(&ch) {
            // The guard (zero gravity: a 100 J runaway limit) — reported by the caller.
            stopped = Some(e.to_string());
            break;
        }
        if s.mode != Mode::Blending || s.events.last().unwrap().detail.contains("hand-over") {
            // The hand-over makes the bodies kinematic: measure up to the step before.
            break;
        }
        steps += 1;
        let (l, now, p) = angular_momentum(&s, &rig);
        transfer += 0.5
            * now
                .iter()
                .zip(&parts)
                .map(|(a, b)| (*a - *b).length())
                .sum::<f32>();
        parts = now;
        l_end = l;
        p_end = p;
        ke = s.sim.kinetic_energy();
        let q: Vec<Quat> = (0..rig.joints.len())
            .map(|k| s.sim.joint_rotation(k))
            .collect();
        let changes: Vec<f32> = q0
            .iter()
            .zip(&q)
            .map(|(a, b)| rot_err(*a, *b).to_degrees())
            .collect();
        max_change = max_change.max(changes.iter().cloned().fold(0.0, f32::max));
        mean_change = mean_change.max(changes.iter().sum::<f32>() / changes.len() as f32);
    }
    assert!(steps > 30, "the powered get-up ran ({steps} steps)");
    Momentum {
        change: (l_end - l0).length(),
        transfer,
        initial: l0.length(),
        linear: p_end.length(),
        max_joint_change_deg: max_change,
        mean_joint_change_deg: mean_change,
        steps,
        kinetic_energy: ke,
        stopped,
    }
}

#[test]
fn powered_getup_in_zero_gravity_keeps_the_angular_momentum() {
    // Limits held by rapier's joint constraints only (internal impulses).
    let m = zero_g_powered(Vec3::ZERO);
    eprintln!(
        "zero g: {} steps; |ΔL| = {:.3e} kg·m²/s, angular impulse exchanged between bodies {:.3} kg·m²/s (ratio {:.2e}); |P| = {:.2e} kg·m/s; joints moved from the start up to max {:.1}°, mean {:.1}°",
        m.steps,
        m.change,
        m.transfer,
        m.change / m.transfer,
        m.linear,
        m.max_joint_change_deg,
        m.mean_joint_change_deg
    );
    eprintln!("  kinetic energy at the end {:.1} J", m.kinetic_energy);
    assert!(m.stopped.is_none(), "{:?}", m.stopped);
    assert!(m.max_joint_change_deg > 45.0 && m.mean_joint_change_deg > 10.0);
    assert!(
        m.transfer > 1.0,
        "the drives exchanged real angular impulse"
    );
    assert!(
        m.change < 1e-3 * m.transfer,
        "{} vs {}",
        m.change,
        m.transfer
    );
    assert!(m.linear < 1e-3);

    // The same with an initial rigid spin (so |L| itself is not zero).
    let m = zero_g_powered(Vec3::new(0.3, 0.8, -0.2));
    eprintln!(
        "zero g, spinning: |L0| = {:.3} kg·m²/s, |ΔL| = {:.3e} (ratio to |L0| {:.2e}, to the exchange {:.3} {:.2e}); joints moved max {:.1}°",
        m.initial,
        m.change,
        m.change / m.initial,
        m.transfer,
        m.change / m.transfer,
        m.max_joint_change_deg
    );
    assert!(m.stopped.is_none(), "{:?}", m.stopped);
    assert!(m.initial > 1.0);
    assert!(m.change < 2e-2 * m.initial, "{} vs {}", m.change, m.initial);
}

/// Step until `done` or `max` steps; returns the steps taken.
fn run_until(
    s: &mut Session,
    ch: &Character,
    max: usize,
    done: impl Fn(&Session) -> bool,
) -> usize {
    for k in 0..max {
        if done(s) {
            return k;
        }
        s.step(ch).unwrap();
    }
    max
}

#[test]
fn powered_getup_on_the_ground_hands_over_with_a_bounded_pop() {
    let (rig, ch) = mannequin();
    let n = rig.bodies.len();
    let mut s = lying(&rig, &ch, GetupMode::Powered);
    run_until(&mut s, &ch, 60, |_| false);
    s.recover_now(&ch).unwrap();
    assert_eq!(s.mode, Mode::Blending);
    assert!(s.ownership().iter().all(|o| *o == Owner::Physics));
    let pelvis = rig.body_index("pelvis").unwrap();
    let y0 = s.sim.state(pelvis).pose.translation.y;
    let mut shown = vec![shown_bodies(&s, &rig, &ch)];
    let mut locals = vec![s.display_pose(&ch)];
    let mut handover = None;
    let mut weights = Vec::new();
    let mut ramp = Vec::new();
    let mut y_max = y0;
    for k in 0..2000 {
        s.step(&ch).unwrap();
        shown.push(shown_bodies(&s, &rig, &ch));
        locals.push(s.display_pose(&ch));
        if handover.is_none() {
            ramp.push(s.sim.drive_weight());
            y_max = y_max.max(s.sim.state(pelvis).pose.translation.y);
        }
        if handover.is_none() && s.events.last().unwrap().detail.contains("hand-over") {
            handover = Some(k + 1);
        } else if handover.is_some() && s.mode == Mode::Blending {
            weights.push(s.ownership()[0].weight());
        }
        if s.mode == Mode::Animated {
            break;
        }
    }
    assert_eq!(s.mode, Mode::Animated, "{:?}", s.events);
    let h = handover.unwrap();
    // The drive weight ramped 0 → 1 (smoothstep over blend_time) and stayed at 1.
    let t_blend = rig.recovery.blend_time;
    let dt = rig.sim.dt;
    let k_half = (0.5 * t_blend / dt).round() as usize;
    assert!(
        (ramp[k_half - 1] - 0.5).abs() < 0.05,
        "{}",
        ramp[k_half - 1]
    );
    assert!(ramp[0] < 0.01 && ramp[..h - 1].iter().all(|w| (0.0..=1.0).contains(w)));
    assert_eq!(s.sim.drive_weight(), 1.0, "restored after the hand-over");
    // Ownership during the hand-over goes from physics (1) to animation (0), never up.
    assert!(
        weights.windows(2).all(|w| w[1] <= w[0] + 1e-6),
        "{weights:?}"
    );
    assert!(weights[0] > 0.9 && *weights.last().unwrap() < 0.1);
    // The hand-over's jumps: none at the switch (the capture is the physics pose shown), then
    // at most D · 1.5/T · dt per frame with D the largest physics-to-clip body distance there.
    let last = shown.last().unwrap();
    let d = (0..n)
        .map(|i| shown[h][i].translation.distance(last[i].translation))
        .fold(0.0f32, f32::max);
    let max_jump = |from: usize, to: usize| {
        (from..to)
            .map(|k| {
                (0..n)
                    .map(|i| {
                        shown[k][i]
                            .translation
                            .distance(shown[k + 1][i].translation)
                    })
                    .fold(0.0f32, f32::max)
            })
            .fold(0.0f32, f32::max)
    };
    let before = max_jump(h - 5, h - 1);
    let at = max_jump(h - 1, h);
    // Independent bound for the hand-over frames: with A the shown locals at the hand-over and
    // B the clip's last frame, a body centre p moves per unit weight at most
    // Σ_{a ancestor-or-self} (θ_a · lever(a→p) + |Δt_a|), θ_a the short-arc angle between
    // A_a and B_a, lever the longest chain length from a to p (local translations, then the
    // body offset); the weight changes by at most 1.5/T · dt per step (T ≥ (steps − 1)·dt).
    let la = &locals[h];
    let lb = locals.last().unwrap();
    let sk = &ch.skeleton;
    let steps = shown.len() - 1 - h;
    let t_hand = (steps as f32 - 1.0) * dt;
    let dw = MAX_WEIGHT_SLOPE / t_hand * dt;
    let mut bound = 0.0f32;
    for (i, b) in rig.bodies.iter().enumerate() {
        let mut node = sk.find(&b.bone);
        let mut lever = b.offset.translation.length();
        let mut rate = 0.0f32;
        while let Some(a) = node {
            let theta = rot_err(la[a].rotation, lb[a].rotation);
            rate += theta * lever + (la[a].translation - lb[a].translation).length();
            lever += la[a].translation.length().max(lb[a].translation.length());
            node = sk.nodes[a].parent;
        }
        let mut jump_i = 0.0f32;
        for k in h..shown.len() - 1 {
            jump_i = jump_i.max(
                shown[k][i]
                    .translation
                    .distance(shown[k + 1][i].translation),
            );
        }
        assert!(
            jump_i <= rate * dw + 1e-4,
            "{}: {jump_i} > {}",
            b.name,
            rate * dw
        );
        bound = bound.max(rate * dw);
    }
    let during = max_jump(h, shown.len() - 1);
    eprintln!(
        "powered get-up: pelvis y {y0:.3} → max {y_max:.3} m; hand-over after {h} steps, D = {d:.3} m over {t_hand:.2}+ s; largest per-step body motion: last physics steps {before:.4} m, at the switch {at:.4} m, during the hand-over {during:.4} m (largest per-body bound {bound:.4} m; straight-line cap {:.4} m)",
        ragrig::session::HANDOVER_MAX_SPEED * dt
    );
    assert!(at <= before.max(1e-3) * 2.0 + 1e-3, "no pop at the switch");
    // Animated afterwards: the pose stays where the hand-over ended.
    s.step(&ch).unwrap();
    let after = shown_bodies(&s, &rig, &ch);
    for i in 0..n {
        assert!(after[i].translation.distance(last[i].translation) < 1e-4);
    }
}

#[test]
fn a_hit_during_a_powered_getup_returns_to_the_ragdoll_from_the_shown_pose() {
    let (rig, ch) = mannequin();
    let mut s = lying(&rig, &ch, GetupMode::Powered);
    run_until(&mut s, &ch, 30, |_| false);
    s.recover_now(&ch).unwrap();
    run_until(&mut s, &ch, 25, |_| false);
    assert_eq!(s.mode, Mode::Blending);
    let before = shown_bodies(&s, &rig, &ch);
    let v_before: Vec<Vec3> = (0..rig.bodies.len())
        .map(|i| s.sim.state(i).linvel)
        .collect();
    let head = rig.body_index("head").unwrap();
    s.hit(&ch, head, Vec3::new(0.0, 0.0, 5.0), None).unwrap();
    assert_eq!(s.mode, Mode::Simulated);
    let kinds: Vec<&str> = s.events.iter().map(|e| e.kind.label()).collect();
    assert!(kinds.ends_with(&["get-up cancelled", "hit"]), "{kinds:?}");
    assert_eq!(s.sim.drive_weight(), 1.0);
    let after = shown_bodies(&s, &rig, &ch);
    for i in 0..rig.bodies.len() {
        assert!(before[i].translation.distance(after[i].translation) < 1e-5);
        if i != head {
            // Velocities are continuous (only the hit body got the impulse).
            assert!((s.sim.state(i).linvel - v_before[i]).length() < 1e-5);
        }
    }
    let dv = s.sim.state(head).linvel - v_before[head];
    let expect = 5.0 / rig.bodies[head].mass;
    assert!((dv.z - expect).abs() < 1e-3 * expect, "{dv} vs {expect}");
    s.step(&ch).unwrap();
    assert!(s.ownership().iter().all(|o| *o == Owner::Physics));
}

#[test]
fn the_mesh_node_beside_the_armature_moves_with_the_get_up_too() {
    let (rig, ch) = mannequin();
    // The sample's skinned mesh hangs from its own root node beside the armature's.
    let roots: Vec<usize> = (0..ch.skeleton.nodes.len())
        .filter(|&i| ch.skeleton.nodes[i].parent.is_none())
        .collect();
    assert_eq!(roots.len(), 2, "{roots:?}");
    // A switch from running: it falls a metre or more from where the clip started.
    let options = ragrig::session::SessionOptions {
        recover: true,
        drives: false,
    };
    let mut s =
        Session::with_options(&rig, &ch, (Some(clip_index(&ch, "run")), 0.0), options).unwrap();
    run_until(&mut s, &ch, 27, |_| false);
    s.go_ragdoll(&ch).unwrap();
    run_until(&mut s, &ch, 900, |s| s.mode == Mode::Blending);
    assert_eq!(s.mode, Mode::Blending, "{:?}", s.events);
    run_until(&mut s, &ch, 900, |s| s.mode == Mode::Animated);
    s.step(&ch).unwrap();
    // Back on the animation, somewhere else than the file's origin: every root node is the
    // clip's (or the file's) transform under one and the same placement.
    assert_eq!(s.mode, Mode::Animated);
    let clip = &ch.clips[s.clip.unwrap()];
    let local = clip.sample(s.clip_time, &ch.skeleton.node_pose());
    let world = ch.skeleton.world_rigid(&s.display_pose(&ch));
    let placement = |r: usize| {
        let l = ragrig::xform::Rigid::new(local[r].rotation, local[r].translation);
        world[r].mul(&l.inverse())
    };
    let (a, b) = (placement(roots[0]), placement(roots[1]));
    assert!(
        a.translation.length() > 0.3,
        "the get-up stood up where it fell: {a:?}"
    );
    // (Before every root was placed, the mesh's node stayed at the file's origin.)
    assert!(
        (a.translation - b.translation).length() < 1e-4,
        "{a:?} vs {b:?}"
    );
    assert!(
        a.rotation.angle_between(b.rotation) < 1e-4,
        "{a:?} vs {b:?}"
    );
}

#[test]
fn capsule_query_matches_the_closed_form_clearance() {
    let (rig, ch) = mannequin();
    let mut sim = SimWorld::new(&rig, &ch, &ch.skeleton.rest_pose()).unwrap();
    let r = 0.25;
    let cap = |y0: f32| ragrig::recover::StandCapsule {
        bottom: Vec3::new(0.0, y0, 0.0),
        top: Vec3::new(0.0, 1.5, 0.0),
        radius: r,
    };
    // The ragdoll stands inside the capsule: its own bodies never count.
    assert!(sim.capsule_blockers(&cap(0.3)).is_empty());
    // The ground's top is y = 0: blocked iff the bottom sphere's centre is lower than r.
    assert_eq!(sim.capsule_blockers(&cap(r - 0.01)), vec![Blocker::Ground]);
    assert!(sim.capsule_blockers(&cap(r + 0.01)).is_empty());
    // A 0.4 m cube beside the axis: blocked iff its near face is closer than r.
    let h = 0.2;
    for (gap, blocked) in [(0.01f32, false), (-0.01, true)] {
        sim.remove_obstacles();
        let i = sim.add_obstacle(&Obstacle::box_at(
            Vec3::new(r + h + gap, 1.0, 0.0),
            Vec3::splat(h),
        ));
        assert_eq!(i, 0);
        let b = sim.capsule_blockers(&cap(0.3));
        assert_eq!(
            b == vec![Blocker::Obstacle {
                index: 0,
                kind: ObstacleKind::Box
            }],
            blocked,
            "gap {gap}: {b:?}"
        );
    }
    assert_eq!(sim.obstacles().len(), 1);
    assert!(!sim.remove_obstacle(3) && sim.remove_obstacle(0));
    assert!(sim.obstacles().is_empty());
}

#[test]
fn a_clear_floor_is_standable_and_a_box_there_makes_the_session_wait() {
    let (rig, ch) = mannequin();
    // Clear floor.
    let s = lying_until_blending(&rig, &ch, 600);
    assert_eq!(s.mode, Mode::Blending);
    let check = s.stand_check().unwrap().clone();
    assert!(check.standable(), "{check:?}");
    let c = check.capsule;
    eprintln!(
        "clear floor: capsule r {:.3} m, height {:.3} m, bottom {:?}; choice {:?}",
        c.radius,
        c.height(),
        c.bottom,
        s.getup_choice()
    );
    assert!((c.bottom.y - (STEP_HEIGHT + c.radius)).abs() < 1e-5);
    assert!(c.height() > 1.3 && c.height() < 2.2 && c.radius >= 0.1);
    let (clip, why) = s.getup_choice().unwrap();
    assert_eq!(clip, "getup_supine");
    assert!(
        why.starts_with("lying on the back (supine, chest outward·up")
            && why.contains("; facing the way")
            && why.contains("room to stand at"),
        "{why}"
    );

    // A box floating where the character would stand (above the lying body, at chest height).
    let mut s = lying(&rig, &ch, GetupMode::Presentation);
    let centre = Vec3::new(c.bottom.x, 1.2, c.bottom.z);
    s.sim
        .add_obstacle(&Obstacle::box_at(centre, Vec3::new(0.3, 0.2, 0.3)));
    s.recover = true;
    let mut blending = false;
    for _ in 0..600 {
        s.step(&ch).unwrap();
        blending |= s.mode == Mode::Blending;
    }
    let kinds: Vec<&str> = s.events.iter().map(|e| e.kind.label()).collect();
    eprintln!("boxed: events {:?}", s.events);
    assert!(!blending, "never stood up inside the box");
    assert_eq!(s.mode, Mode::Simulated);
    let blocked = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::GetupBlocked)
        .unwrap();
    // Both get-ups were tried, each blocked by the box.
    assert!(blocked.detail.contains("'getup_supine'") && blocked.detail.contains("'getup_prone'"));
    assert!(blocked.detail.contains("box 1"), "{}", blocked.detail);
    let gave_up = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::GetupGaveUp)
        .unwrap();
    assert!(gave_up.t - blocked.t >= f64::from(s.getup_retry_timeout) - 1e-6);
    assert_eq!(kinds.iter().filter(|k| **k == "get-up blocked").count(), 1);
    assert!(!s.recover && s.getup_choice().unwrap().1.starts_with("blocked"));
    // Blocked only after a full calm window.
    assert!(blocked.t >= f64::from(rig.recovery.settle_window) - 1e-6);
    // The box removed, "Recover" works at once.
    s.sim.remove_obstacles();
    s.recover_now(&ch).unwrap();
    assert_eq!(s.mode, Mode::Blending);

    // Both get-up roles naming the same clip: the one blocked reason is said once.
    let mut same = rig.clone();
    same.clip_roles
        .insert(ClipRole::GetupProne, "getup_supine".to_owned());
    let mut s = lying(&same, &ch, GetupMode::Presentation);
    s.sim
        .add_obstacle(&Obstacle::box_at(centre, Vec3::new(0.3, 0.2, 0.3)));
    s.recover = true;
    run_until(&mut s, &ch, 600, |s| {
        s.events.iter().any(|e| e.kind == EventKind::GetupBlocked)
    });
    let blocked = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::GetupBlocked)
        .unwrap();
    assert_eq!(
        blocked.detail.matches("'getup_supine'").count(),
        1,
        "{}",
        blocked.detail
    );
    assert!(
        !blocked.detail.contains("'getup_prone'"),
        "{}",
        blocked.detail
    );
    assert_eq!(
        s.getup_choice().unwrap().1.matches("blocked by").count(),
        1,
        "{:?}",
        s.getup_choice()
    );
}

#[test]
fn recover_now_blend_preview_and_the_settle_timer() {
    let (rig, ch) = mannequin();
    // Standing (rest pose, just switched): not lying, so no get-up; no preview yet.
    let mut s = Session::new(&rig, &ch, None, 0.0).unwrap();
    assert!(
        matches!(
            s.recover_now(&ch),
            Err(SessionError::NotRagdoll(Mode::Animated))
        ),
        "animated"
    );
    s.go_ragdoll(&ch).unwrap();
    let e = s.recover_now(&ch).unwrap_err();
    assert!(matches!(e, SessionError::NotLying { .. }), "{e}");
    assert!(e.to_string().contains("not lying"), "{e}");
    assert!(s.blend_preview(&ch, 0.0).is_none());

    let mut s = lying(&rig, &ch, GetupMode::Presentation);
    let dt = rig.sim.dt;
    let steps = run_until(&mut s, &ch, 900, |s| s.settle_timer() > 1.0);
    let calm = s.settle_timer();
    let lying_for = steps as f32 * dt;
    eprintln!("settle timer {calm:.3} s after {lying_for:.2} s lying");
    assert!(steps < 900, "calm for a second within 15 s");
    assert!(calm > 1.0 && calm <= lying_for + 1e-4);
    s.hit(&ch, 0, Vec3::new(0.0, 0.0, 30.0), None).unwrap();
    s.step(&ch).unwrap();
    assert_eq!(s.settle_timer(), 0.0, "a hit resets the calm window");
    run_until(&mut s, &ch, 90, |_| false);
    // Recover now, inside the settle window.
    assert!(s.settle_timer() < rig.recovery.settle_window + 1.0);
    let phys: Vec<Rigid> = (0..rig.bodies.len()).map(|i| s.sim.state(i).pose).collect();
    s.recover_now(&ch).unwrap();
    assert_eq!(s.mode, Mode::Blending);
    assert!(s.events.last().unwrap().detail.starts_with("recover now"));
    // Preview at 0 = the captured physics pose; at the end = where the blend finishes.
    let p0 = body_world(&rig, &ch.skeleton, &s.blend_preview(&ch, 0.0).unwrap());
    let e0 = p0
        .iter()
        .zip(&phys)
        .map(|(a, b)| a.unwrap().translation.distance(b.translation))
        .fold(0.0f32, f32::max);
    let mid = s.blend_preview(&ch, 0.3).unwrap();
    assert!(s.blend_preview(&ch, f32::NAN).is_none());
    let dur = ch.clip("getup_supine").unwrap().duration;
    let end = s.blend_preview(&ch, dur + 1.0).unwrap();
    // Play the blend and compare the shown pose at 0.3 s and at the end.
    let k_mid = (0.3 / dt).round() as usize;
    run_until(&mut s, &ch, k_mid, |_| false);
    let shown_mid = body_world(&rig, &ch.skeleton, &s.display_pose(&ch));
    let preview_mid = body_world(&rig, &ch.skeleton, &mid);
    let e_mid = shown_mid
        .iter()
        .zip(&preview_mid)
        .map(|(a, b)| a.unwrap().translation.distance(b.unwrap().translation))
        .fold(0.0f32, f32::max);
    run_until(&mut s, &ch, 1000, |s| s.mode == Mode::Animated);
    let shown_end = body_world(&rig, &ch.skeleton, &s.display_pose(&ch));
    let e_end = shown_end
        .iter()
        .zip(body_world(&rig, &ch.skeleton, &end))
        .map(|(a, b)| a.unwrap().translation.distance(b.unwrap().translation))
        .fold(0.0f32, f32::max);
    eprintln!(
        "preview vs shown: at 0 {e0:.2e} m, at {:.3} s {e_mid:.2e} m, at the end {e_end:.2e} m",
        k_mid as f32 * dt
    );
    assert!(e0 < 1e-4 && e_mid < 1e-3 && e_end < 1e-4);
}

#[test]
fn a_falling_ragdoll_lands_on_a_slope_and_against_a_wall() {
    let (rig, ch) = mannequin();
    // Slope (20°): the character lying on its back (the supine get-up's first frame) dropped
    // onto the ramp, 2.4 m up it, its lowest point 10 cm above the surface.
    let slope = Obstacle::slope(20.0);
    let lying_pose = ch
        .clip("getup_supine")
        .unwrap()
        .sample(0.0, &ch.skeleton.rest_pose());
    let bodies: Vec<Rigid> = body_world(&rig, &ch.skeleton, &lying_pose)
        .into_iter()
        .map(Option::unwrap)
        .collect();
    let centre = bodies.iter().map(|b| b.translation).sum::<Vec3>() / bodies.len() as f32;
    let shift = Vec3::new(-centre.x, 0.0, 2.4 - centre.z);
    let clearance = |lift: f32| {
        rig.bodies
            .iter()
            .zip(&bodies)
            .map(|(b, p)| {
                let (a, e, r) = b.shape.as_capsule();
                [a, e]
                    .iter()
                    .map(|q| {
                        slope.height_above_top(p.transform_point(*q) + shift + Vec3::Y * lift) - r
                    })
                    .fold(f32::INFINITY, f32::min)
            })
            .fold(f32::INFINITY, f32::min)
    };
    let lift = (0.1 - clearance(0.0)) / 20f32.to_radians().cos();
    assert!((clearance(lift) - 0.1).abs() < 1e-4);
    let placed: Vec<Option<Rigid>> = bodies
        .iter()
        .map(|p| {
            Some(Rigid::new(
                p.rotation,
                p.translation + shift + Vec3::Y * lift,
            ))
        })
        .collect();
    let mut sim = SimWorld::from_placements(&rig, &placed).unwrap();
    sim.add_obstacle(&slope);
    for _ in 0..240 {
        sim.step().unwrap();
    }
    // Every body's capsule above the ramp's top plane (its segment ends at least r above).
    let mut lowest = f32::INFINITY;
    for (i, b) in rig.bodies.iter().enumerate() {
        let p = sim.state(i).pose;
        let (a, e, r) = b.shape.as_capsule();
        for q in [p.transform_point(a), p.transform_point(e)] {
            assert!(slope.over_top(q), "{} left the ramp: {q}", b.name);
            let h = slope.height_above_top(q) - r;
            lowest = lowest.min(h);
        }
    }
    let pelvis = sim
        .state(rig.body_index("pelvis").unwrap())
        .pose
        .translation;
    eprintln!(
        "slope 20°: lowest body clearance {lowest:.4} m; pelvis at {pelvis}, {:.3} m above the ramp",
        slope.height_above_top(pelvis)
    );
    assert!(lowest > -0.01, "no body inside the ramp");
    assert!(lowest < 0.02, "lying on it");
    assert!(pelvis.y > 0.3, "on the ramp, not on the ground");

    // Wall: 0.4 m in front; a push towards it.
    let mut s = Session::new(&rig, &ch, None, 0.0).unwrap();
    let wall = Obstacle::wall(0.4);
    s.sim.add_obstacle(&wall);
    s.go_ragdoll(&ch).unwrap();
    let chest = rig.body_index("chest").unwrap();
    s.hit(&ch, chest, Vec3::new(0.0, 0.0, 40.0), None).unwrap();
    let mut nearest = f32::NEG_INFINITY;
    for k in 0..180 {
        s.step(&ch).unwrap();
        let b = s.energy_budget().unwrap();
        let ke = s.sim.kinetic_energy();
        let c = s.sim.state(chest).pose.translation;
        nearest = nearest.max(c.z);
        assert!(
            b.within(ke),
            "step {k}: KE {ke} J over the budget {}",
            b.budget()
        );
    }
    let face = 0.4;
    let mut front = f32::NEG_INFINITY;
    for (i, b) in rig.bodies.iter().enumerate() {
        let p = s.sim.state(i).pose;
        let (a, e, r) = b.shape.as_capsule();
        for q in [p.transform_point(a), p.transform_point(e)] {
            front = front.max(q.z + r);
        }
    }
    eprintln!("wall at z = {face}: front-most body surface z = {front:.4}");
    assert!(front <= face + 0.01, "nothing went through the wall");
    // It reached the wall: the chest's centre came within its radius of the face (after
    // leaning on it the ragdoll may slide down and topple back).
    let (_, _, chest_r) = rig.bodies[chest].shape.as_capsule();
    assert!(
        face - nearest <= chest_r + 0.01,
        "it fell against the wall: closest {:.3} m",
        face - nearest
    );
}

/// Blocked on one side only: the session takes the other get-up, says why, and its standing
/// capsule is clear. A small box is tried at twelve places just inside the first get-up's
/// capsule (at 0.8 of its radius from the axis, 1 m up); some of them lie outside the other
/// clip's capsule.
#[test]
fn a_box_blocking_only_the_first_get_up_makes_the_session_take_the_other() {
    let (rig, ch) = mannequin();
    let s = lying_until_blending(&rig, &ch, 900);
    assert_eq!(s.mode, Mode::Blending);
    let first = s.stand_check().unwrap().clone();
    let c = first.capsule;
    let mut taken = None;
    for k in 0..12 {
        let a = k as f32 * std::f32::consts::TAU / 12.0;
        let centre = Vec3::new(c.bottom.x, 1.0, c.bottom.z)
            + Vec3::new(a.cos(), 0.0, a.sin()) * (0.8 * c.radius);
        let mut s = lying(&rig, &ch, GetupMode::Presentation);
        s.sim
            .add_obstacle(&Obstacle::box_at(centre, Vec3::splat(0.03)));
        s.recover = true;
        run_until(&mut s, &ch, 900, |s| s.mode == Mode::Blending);
        if s.mode == Mode::Blending && s.getup_choice().unwrap().0 != first.clip {
            taken = Some((
                k,
                s.getup_choice().unwrap(),
                s.stand_check().unwrap().clone(),
            ));
            break;
        }
    }
    let (k, (clip, why), check) = taken.expect("a box that blocks only the first get-up");
    eprintln!("box {k}: first '{}', taken '{clip}': {why}", first.clip);
    assert!(why.starts_with("alternative get-up"), "{why}");
    assert!(
        why.contains(&format!("'{}'", first.clip)) && why.contains("box 1"),
        "{why}"
    );
    assert_eq!(check.clip, clip);
    assert!(check.standable(), "{check:?}");
}

/// The deepest any simulated body of the shown pose reaches into the obstacle, m (0: none).
fn deepest_in(s: &Session, rig: &Rig, ch: &Character, o: &Obstacle) -> (f32, String) {
    let mut worst = (0.0f32, String::new());
    for (b, pose) in rig.bodies.iter().zip(shown_bodies(s, rig, ch)) {
        if let Some((_, d)) = ragrig::sim::obstacle_penetration(o, &b.shape, &pose)
            && d > worst.0
        {
            worst = (d, b.name.clone());
        }
    }
    worst
}

#[test]
fn a_get_up_whose_blend_would_pass_through_a_box_is_not_played() {
    let (rig, ch) = mannequin();
    // The clear get-up, followed to its end: where do its bodies go?
    let mut s = lying_until_blending(&rig, &ch, 900);
    assert_eq!(s.mode, Mode::Blending);
    let first = s.stand_check().unwrap().clone();
    let start = shown_bodies(&s, &rig, &ch);
    let mut path = Vec::new();
    while s.mode == Mode::Blending && path.len() < 600 {
        s.step(&ch).unwrap();
        path.push(shown_bodies(&s, &rig, &ch));
    }
    // A 10 cm box where a body passes half-way through the blend, 40 cm above the floor, clear
    // of the standing capsule and of the lying ragdoll.
    let axis = Vec3::new(first.capsule.bottom.x, 0.0, first.capsule.bottom.z);
    let half = Vec3::splat(0.05);
    let mid = &path[path.len() / 2];
    let (body, centre) = mid
        .iter()
        .enumerate()
        .filter(|(_, p)| p.translation.y > 0.4)
        .map(|(i, p)| (i, p.translation))
        .max_by(|a, b| {
            let d = |p: Vec3| Vec3::new(p.x, 0.0, p.z).distance(axis);
            d(a.1).total_cmp(&d(b.1))
        })
        .unwrap();
    let boxed = Obstacle::box_at(centre, half);
    assert!(
        !ragrig::sim::capsule_hits(&boxed, &first.capsule),
        "the box is outside the standing capsule"
    );
    for (b, p) in rig.bodies.iter().zip(&start) {
        assert!(
            ragrig::sim::obstacle_penetration(&boxed, &b.shape, p).is_none(),
            "the lying ragdoll does not touch the box ({})",
            b.name
        );
    }
    eprintln!(
        "box at {centre:?}, where {} is half-way through '{}'",
        rig.bodies[body].name, first.clip
    );

    // With the box there, that get-up is refused for its path; whatever is played instead never
    // carries a body into the box.
    let mut s = lying(&rig, &ch, GetupMode::Presentation);
    s.sim.add_obstacle(&boxed);
    s.recover = true;
    let mut worst = (0.0f32, String::new());
    for _ in 0..900 {
        s.step(&ch).unwrap();
        let d = deepest_in(&s, &rig, &ch, &boxed);
        if s.mode == Mode::Blending && d.0 > worst.0 {
            worst = d;
        }
    }
    let refused = format!("'{}': the get-up passes through box 1", first.clip);
    let said = s
        .events
        .iter()
        .any(|e| e.detail.contains(&refused) && e.detail.contains(" mm deep, "));
    eprintln!("events: {:?}", s.events);
    assert!(said, "an event says '{refused}'");
    assert!(
        worst.0 <= ragrig::session::PATH_TOLERANCE,
        "{} reached {:.1} mm into the box during a blend",
        worst.1,
        worst.0 * 1000.0
    );

    // Both get-up roles naming that clip: the session waits, and its standing check says why
    // (the capsule is clear, the path is not), so the viewport does not show it as clear.
    let mut only = rig.clone();
    for role in [ClipRole::GetupSupine, ClipRole::GetupProne] {
        only.clip_roles.insert(role, first.clip.clone());
    }
    let mut s = lying(&only, &ch, GetupMode::Presentation);
    s.sim.add_obstacle(&boxed);
    s.recover = true;
    run_until(&mut s, &ch, 900, |s| {
        s.events.iter().any(|e| e.kind == EventKind::GetupBlocked)
    });
    assert_eq!(s.mode, Mode::Simulated, "{:?}", s.events);
    let check = s.stand_check().unwrap();
    assert!(check.blockers.is_empty() && !check.standable(), "{check:?}");
    let (line, clear) = check.summary();
    assert!(!clear);
    assert!(
        line.starts_with("standing capsule clear, but the get-up passes through box 1 ("),
        "{line}"
    );
}

#[test]
fn a_ragdoll_lying_on_a_platform_gets_up_standing_on_it() {
    let (rig, ch) = mannequin();
    // A 4 m wide platform 30 cm high under the lying ragdoll: the switch moves the pose out of
    // it (onto it), the ragdoll settles there, and the get-up stands on its top, not inside it.
    let platform = Obstacle::box_at(Vec3::new(0.0, 0.15, 0.0), Vec3::new(2.0, 0.15, 2.0));
    let mut s = Session::new(&rig, &ch, Some(clip_index(&ch, "getup_supine")), 0.0).unwrap();
    s.getup_mode = GetupMode::Presentation;
    s.sim.add_obstacle(&platform);
    s.go_ragdoll(&ch).unwrap();
    s.recover = true;
    run_until(&mut s, &ch, 900, |s| s.mode == Mode::Blending);
    assert_eq!(s.mode, Mode::Blending, "{:?}", s.events);
    let (clip, why) = s.getup_choice().unwrap();
    assert!(why.contains("standing on box 1 at 0.30 m"), "{clip}: {why}");
    let check = s.stand_check().unwrap().clone();
    assert!(check.standable(), "{check:?}");
    assert!(
        (check.capsule.bottom.y - (0.3 + STEP_HEIGHT + check.capsule.radius)).abs() < 1e-4,
        "{check:?}"
    );
    let mut worst = (0.0f32, String::new());
    while s.mode == Mode::Blending {
        s.step(&ch).unwrap();
        let d = deepest_in(&s, &rig, &ch, &platform);
        if d.0 > worst.0 {
            worst = d;
        }
    }
    assert_eq!(s.mode, Mode::Animated, "{:?}", s.events);
    assert!(
        worst.0 <= ragrig::session::PATH_TOLERANCE,
        "{} {:.1} mm into the platform",
        worst.1,
        worst.0 * 1000.0
    );
    // Standing at the end: the lowest body point on the platform's top, as the clip's lowest
    // point is on the ground at the end of a get-up on the floor.
    let lowest = |s: &Session| {
        rig.bodies
            .iter()
            .zip(shown_bodies(s, &rig, &ch))
            .map(|(b, p)| {
                let (a, c, r) = b.shape.as_capsule();
                p.transform_point(a).y.min(p.transform_point(c).y) - r
            })
            .fold(f32::INFINITY, f32::min)
    };
    let on_platform = lowest(&s);
    let mut floor = lying_until_blending(&rig, &ch, 900);
    run_until(&mut floor, &ch, 900, |s| s.mode != Mode::Blending);
    let on_floor = lowest(&floor);
    eprintln!(
        "lowest point standing: {on_platform:.4} m on the platform, {on_floor:.4} m on the floor"
    );
    assert!(
        (on_platform - (0.3 + on_floor)).abs() < 0.01,
        "{on_platform} vs 0.3 + {on_floor}"
    );
}

#[test]
fn a_settled_ragdoll_that_is_not_lying_says_why_it_does_not_get_up() {
    let (mut rig, ch) = mannequin();
    // Without gravity the ragdoll switched from the rest pose floats upright and still: calm,
    // but neither on its back nor its front.
    rig.sim.gravity = Vec3::ZERO;
    let options = ragrig::session::SessionOptions {
        recover: true,
        drives: false,
    };
    let mut s = Session::with_options(&rig, &ch, (None, 0.0), options).unwrap();
    s.go_ragdoll(&ch).unwrap();
    s.step(&ch).unwrap();
    assert!(s.recover_wait().is_none(), "not settled yet");
    let window = rig.recovery.settle_window;
    let steps = run_until(&mut s, &ch, 600, |s| s.settle_timer() > window + 0.1);
    assert!(steps < 600, "calm within 10 s");
    assert_eq!(s.mode, Mode::Simulated);
    assert!(s.getup_choice().is_none());
    let why = s.recover_wait().expect("a reason to wait");
    assert!(why.contains("not lying on the back or front"), "{why}");
    // Standing, the chest's outward axis is level: outward·up near 0.
    let Err(SessionError::NotLying { outward_up }) = s.recover_now(&ch) else {
        panic!("recover_now should refuse a standing ragdoll");
    };
    assert!(outward_up.abs() < 0.2, "{outward_up}");
    // Auto-recovery off: no reason given, at once (not only after the next step).
    s.recover = false;
    assert!(s.recover_wait().is_none());
    s.recover = true;
    assert!(s.recover_wait().is_some());
    // Out of ragdoll (as when a get-up blends), the reason is stale: none.
    s.mode = Mode::Blending;
    assert!(s.recover_wait().is_none());
}
