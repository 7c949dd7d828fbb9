//! Switching to ragdoll and getting back up, the physics-free parts, on the bundled mannequin:
//! velocity inheritance against closed forms (spin), teleports, clamps, the safety timeline,
//! settle detection, supine/prone, root placement and the presentation blend.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::{Character, Clip, load_character};
use ragrig::project::Project;
use ragrig::recover::{
    Lying, MAX_WEIGHT_SLOPE, OrientChooser, SettleDetector, YawSource, blend_pose, blend_weight,
    capture_locals, max_blend_jump, outward_up, pelvis_in_root, place_root, posed_world,
    stand_forward_from_clip,
};
use ragrig::rig::body_world;
use ragrig::rig::{Rig, load_rig};
use ragrig::switch::{
    SafetyCategory, SafetyThresholds, SwitchError, inherit, safety_timeline, teleport_markers,
};
use ragrig::xform::{Rigid, Xform};

fn mannequin() -> (Rig, Character) {
    let rig = load_rig(&sample_rig()).unwrap();
    let ch = load_character(&repo().join("sample_rigs/mannequin.glb")).unwrap();
    (rig, ch)
}

fn clip<'a>(ch: &'a Character, name: &str) -> &'a Clip {
    ch.clip(name).unwrap()
}

fn bodies_at(rig: &Rig, ch: &Character, clip: &Clip, t: f32) -> Vec<Rigid> {
    let sk = &ch.skeleton;
    body_world(rig, sk, &clip.sample(t, &sk.rest_pose()))
        .into_iter()
        .map(Option::unwrap)
        .collect()
}

#[test]
fn spin_inherits_the_closed_form_rigid_rotation() {
    let (rig, ch) = mannequin();
    let spin = clip(&ch, "spin");
    let omega0 = (spin.extras.as_ref().unwrap()["yaw_rate_deg_s"]
        .as_f64()
        .unwrap() as f32)
        .to_radians();
    let dt = rig.sim.dt;
    // Independent closed form: the spin yaws the rest pose about +Y through the Root at
    // ω₀·t, so a body centre is c(t) = p_root + R_y(ω₀ t)·(c_rest − p_root).
    let sk = &ch.skeleton;
    let rest_bodies = body_world(&rig, sk, &sk.rest_pose());
    let p_root = sk.world_rigid(&sk.rest_pose())[sk.find("Root").unwrap()].translation;
    let (mut max_w_err, mut max_v_err, mut max_v_err_t1, mut max_pose_err) =
        (0.0f32, 0.0f32, 0.0f32, 0.0f32);
    for t1 in [0.3f32, 0.77, 1.5] {
        let rec = inherit(&rig, &ch, spin, t1).unwrap();
        assert!(!rec.teleport && !rec.any_clamped());
        assert!((rec.t1 - t1).abs() < 1e-6 && (rec.t0 - (t1 - dt)).abs() < 1e-6);
        let animated = bodies_at(&rig, &ch, spin, t1);
        for (i, b) in rec.bodies.iter().enumerate() {
            // ω: ω₀ about +Y for every body.
            let w = b.angular_velocity;
            max_w_err = max_w_err.max((w.y - omega0).abs() / omega0);
            assert!((w.y - omega0).abs() < 0.01 * omega0, "{}: ω = {w}", b.name);
            assert!(
                Vec3::new(w.x, 0.0, w.z).length() < 1e-3 * omega0,
                "{}: ω = {w}",
                b.name
            );
            // v = ω₀ × r. The backward difference is the mean velocity over [t0, t1], so r is
            // taken at the interval's midpoint.
            let rest = rest_bodies[i].unwrap().translation - p_root;
            let r_at = |t: f32| {
                let r = Quat::from_rotation_y(omega0 * t) * rest;
                Vec3::new(r.x, 0.0, r.z)
            };
            let expected = (Vec3::Y * omega0).cross(r_at(t1 - 0.5 * dt));
            let err = (b.linear_velocity - expected).length();
            assert!(
                err <= 0.01 * expected.length() + 1e-4,
                "{}: v {} vs {expected}",
                b.name,
                b.linear_velocity
            );
            if expected.length() > 0.05 {
                max_v_err = max_v_err.max(err / expected.length());
                let at_t1 = (Vec3::Y * omega0).cross(r_at(t1));
                max_v_err_t1 =
                    max_v_err_t1.max((b.linear_velocity - at_t1).length() / at_t1.length());
            }
            // The pose at t1 is the clip's animated T_WC.
            let e = b.position.distance(animated[i].translation);
            max_pose_err = max_pose_err.max(e);
            assert!(e < 1e-4, "{}: {e}", b.name);
            assert!(b.rotation.dot(animated[i].rotation).abs() > 1.0 - 1e-6);
        }
    }
    eprintln!(
        "spin: max ω error {:.4} %, max v error {:.4} % (vs ω₀×r at the midpoint; {:.2} % vs r at t1), max pose error {:.2e} m",
        100.0 * max_w_err,
        100.0 * max_v_err,
        100.0 * max_v_err_t1,
        max_pose_err
    );
    // Against r at t1 the backward difference lags by half a step: a direction error of
    // ω₀·dt/2 rad (≈ 2.6 % at 180°/s and 60 Hz).
    assert!(
        (max_v_err_t1 - omega0 * dt / 2.0).abs() < 0.002,
        "{max_v_err_t1}"
    );
}

#[test]
fn switch_at_the_clip_start_uses_the_first_interval() {
    let (rig, ch) = mannequin();
    let spin = clip(&ch, "spin");
    let rec = inherit(&rig, &ch, spin, 0.004).unwrap();
    assert_eq!(rec.t0, 0.0);
    assert!((rec.t1 - rig.sim.dt).abs() < 1e-7);
    // Pose at the requested time, velocity from [0, dt].
    let animated = bodies_at(&rig, &ch, spin, 0.004);
    assert!(
        rec.body("head")
            .unwrap()
            .position
            .distance(animated[rig.body_index("head").unwrap()].translation)
            < 1e-5
    );
    let w = rec.body("head").unwrap().angular_velocity.y;
    assert!((w - 180f32.to_radians()).abs() < 0.01 * 180f32.to_radians());
}

#[test]
fn teleport_suppresses_inheritance_and_says_why() {
    let (rig, ch) = mannequin();
    let tp = clip(&ch, "teleport");
    assert_eq!(teleport_markers(tp), vec![1.0]);
    // Just after the jump.
    let after = inherit(&rig, &ch, tp, 1.005).unwrap();
    assert!(after.teleport);
    let reason = after.teleport_reason.as_deref().unwrap();
    assert!(reason.contains("teleport_at_s"), "{reason}");
    for b in &after.bodies {
        assert_eq!(b.linear_velocity, Vec3::ZERO, "{}", b.name);
        assert_eq!(b.angular_velocity, Vec3::ZERO, "{}", b.name);
        // The raw finite difference sees the 3 m jump.
        assert!(b.raw_linear_velocity.x > 2.5 / rig.sim.dt, "{}", b.name);
    }
    // Without the marker, the 3 m jump (> teleport_distance) is caught by distance.
    let mut unmarked = tp.clone();
    unmarked.extras = None;
    let r = inherit(&rig, &ch, &unmarked, 1.005).unwrap();
    assert!(r.teleport);
    assert!(
        r.teleport_reason
            .as_deref()
            .unwrap()
            .contains("teleport_distance")
    );
    // Just before: ordinary velocities.
    let before = inherit(&rig, &ch, tp, 0.99).unwrap();
    assert!(!before.teleport && before.teleport_reason.is_none() && !before.any_clamped());
    let fastest = before
        .bodies
        .iter()
        .map(|b| b.linear_velocity.length())
        .fold(0.0f32, f32::max);
    assert!(fastest > 0.1 && fastest < 10.0, "{fastest}");
    for b in &before.bodies {
        assert_eq!(b.linear_velocity, b.raw_linear_velocity);
    }
    // Serialisable.
    let json = serde_json::to_value(&after).unwrap();
    assert_eq!(json["teleport"], true);
}

#[test]
fn fast_motion_is_clamped_to_the_limit_with_a_reason() {
    let (mut rig, ch) = mannequin();
    let run = clip(&ch, "run");
    rig.switch.max_linear_speed = 0.5;
    rig.switch.max_angular_speed = 1.0;
    let rec = inherit(&rig, &ch, run, 0.4).unwrap();
    assert!(!rec.teleport);
    let mut lin = 0;
    let mut ang = 0;
    for b in &rec.bodies {
        if b.raw_linear_velocity.length() > 0.5 {
            lin += 1;
            assert!(b.linear_clamped);
            assert!(
                (b.linear_velocity.length() - 0.5).abs() < 1e-5,
                "{}",
                b.name
            );
            // Scaled down, same direction.
            assert!(
                b.linear_velocity
                    .normalize()
                    .dot(b.raw_linear_velocity.normalize())
                    > 1.0 - 1e-5
            );
            assert!(
                b.reasons.iter().any(|r| r.contains("max_linear_speed")),
                "{:?}",
                b.reasons
            );
        } else {
            assert!(!b.linear_clamped);
        }
        if b.raw_angular_velocity.length() > 1.0 {
            ang += 1;
            assert!(b.angular_clamped);
            assert!((b.angular_velocity.length() - 1.0).abs() < 1e-5);
            assert!(b.reasons.iter().any(|r| r.contains("max_angular_speed")));
        }
    }
    eprintln!("run at 0.4 s: {lin} linear and {ang} angular clamps");
    assert!(lin > 0 && ang > 0);
}

#[test]
fn a_missing_bone_keeps_the_character_animated() {
    let (mut rig, ch) = mannequin();
    rig.bodies[3].bone = "NoSuchBone".into();
    let err = inherit(&rig, &ch, clip(&ch, "run"), 0.5).unwrap_err();
    assert!(matches!(&err, SwitchError::MissingBone { body, .. } if body == &rig.bodies[3].name));
    assert!(err.to_string().contains(&rig.bodies[3].name));
    // A non-finite pose.
    let (mut rig, ch) = mannequin();
    rig.bodies[5].offset.translation.x = f32::NAN;
    let err = inherit(&rig, &ch, clip(&ch, "run"), 0.5).unwrap_err();
    assert!(matches!(&err, SwitchError::NonFinite { body, .. } if body == &rig.bodies[5].name));
}

#[test]
fn safety_timeline_on_run_idle_and_teleport() {
    let (rig, ch) = mannequin();
    let th = SafetyThresholds::default();
    let dt = rig.sim.dt;
    let run = safety_timeline(&rig, &ch, clip(&ch, "run"), &th);
    assert!(run.len() as f32 >= clip(&ch, "run").duration / dt);
    for f in &run {
        assert!(f.max_linear_speed.is_finite() && f.max_angular_speed.is_finite());
        assert!(f.max_swing_ratio.is_finite() && f.max_twist_overshoot_deg.is_finite());
        assert!(f.ground_penetration.is_finite() && f.ground_penetration >= 0.0);
        assert!(f.error.is_none() && !f.teleport);
    }
    let peak = run.iter().map(|f| f.max_linear_speed).fold(0.0, f32::max);
    let idle = safety_timeline(&rig, &ch, clip(&ch, "idle"), &th);
    let idle_v = idle.iter().map(|f| f.max_linear_speed).fold(0.0, f32::max);
    let idle_w = idle.iter().map(|f| f.max_angular_speed).fold(0.0, f32::max);
    let idle_pen = idle
        .iter()
        .map(|f| f.ground_penetration)
        .fold(0.0, f32::max);
    let idle_swing = idle.iter().map(|f| f.max_swing_ratio).fold(0.0, f32::max);
    eprintln!(
        "run: peak {peak:.2} m/s; idle: peak {idle_v:.3} m/s, {idle_w:.3} rad/s, penetration {idle_pen:.3} m, swing ratio {idle_swing:.2}; categories idle {:?}",
        idle.iter().map(|f| f.category).max()
    );
    assert!(idle.iter().all(|f| f.clamped_bodies == 0 && !f.teleport));
    assert!(idle_v < 0.3 && idle_w < 1.0);
    assert!(peak > 2.0 * idle_v);
    let tp = safety_timeline(&rig, &ch, clip(&ch, "teleport"), &th);
    let jump: Vec<_> = tp.iter().filter(|f| f.t - dt < 1.0 && 1.0 <= f.t).collect();
    assert_eq!(jump.len(), 1);
    assert!(jump[0].teleport && jump[0].category == SafetyCategory::Bad);
    assert_eq!(tp.iter().filter(|f| f.teleport).count(), 1);
}

/// The strip's ground depth is the lift the switch applies there: at the deepest frame of the
/// sample's clips, a session switched at that time reports the same millimetres in its
/// "lifted out of the ground" event.
#[test]
fn the_strips_ground_depth_is_the_switchs_lift() {
    use ragrig::session::{EventKind, Session};
    let (rig, ch) = mannequin();
    let th = SafetyThresholds::default();
    let (ci, f) = (0..ch.clips.len())
        .flat_map(|ci| {
            safety_timeline(&rig, &ch, &ch.clips[ci], &th)
                .into_iter()
                .map(move |f| (ci, f))
        })
        .filter(|(_, f)| !f.teleport)
        .max_by(|a, b| a.1.ground_penetration.total_cmp(&b.1.ground_penetration))
        .unwrap();
    eprintln!(
        "deepest: '{}' at {:.3} s, {:.1} mm ({:?})",
        ch.clips[ci].name,
        f.t,
        f.ground_penetration * 1000.0,
        f.lowest_body
    );
    assert!(
        f.ground_penetration > 0.005,
        "some clip reaches into the ground"
    );
    let mut s = Session::new(&rig, &ch, Some(ci), f.t).unwrap();
    s.go_ragdoll(&ch).unwrap();
    let lifted = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::LiftedOutOfGround)
        .unwrap_or_else(|| panic!("{:?}", s.events));
    let said = format!(
        "reached {:.0} mm into the ground",
        f.ground_penetration * 1000.0
    );
    assert!(lifted.detail.contains(&said), "{said} / {}", lifted.detail);
    let reasons = ragrig::switch::reasons(&rig, &f, &th);
    assert!(
        reasons.iter().any(|r| r.starts_with(&format!(
            "{:.0} mm into the ground",
            f.ground_penetration * 1000.0
        ))),
        "{reasons:?}"
    );
}

#[test]
fn settle_detector_reports_the_known_time_and_a_bump_resets_it() {
    let (rig, _) = mannequin();
    let r = &rig.recovery;
    let dt = 1.0 / 60.0;
    // |v| = 2·e^(−t/0.3) m/s, |ω| = 3·e^(−t/0.25) rad/s: both calm after
    // t_c = max(0.3·ln(2/v_max), 0.25·ln(3/ω_max)); settled at t_c + window.
    let v = |t: f32| Vec3::new(0.6, -0.8, 0.0) * 2.0 * (-t / 0.3).exp();
    let w = |t: f32| Vec3::new(0.0, 0.0, 1.0) * 3.0 * (-t / 0.25).exp();
    let t_c =
        (0.3 * (2.0 / r.settle_linear_speed).ln()).max(0.25 * (3.0 / r.settle_angular_speed).ln());
    let expected = t_c + r.settle_window;
    let run = |bump: Option<f32>| {
        let mut d = SettleDetector::new(r);
        for k in 1..=240 {
            let t = k as f32 * dt;
            let hit = bump.is_some_and(|b| (t - b).abs() < 0.5 * dt);
            let vv = if hit { Vec3::X * 0.5 } else { v(t) };
            if d.update(dt, vv, w(t), false) {
                return d.settled_at().unwrap();
            }
        }
        panic!("never settled");
    };
    let at = run(None);
    eprintln!("settle: expected {expected:.4} s, reported {at:.4} s");
    assert!((at - expected).abs() <= dt + 1e-5 && at >= expected - 1e-5);
    // A bump at 1.2 s (after calm began, before the window completed) restarts the window.
    let bumped = run(Some(1.2));
    assert!(
        (bumped - (1.2 + r.settle_window)).abs() <= dt + 1e-5,
        "{bumped}"
    );
    // A force event does too.
    let mut d = SettleDetector::new(r);
    for k in 0..20 {
        d.update(dt, Vec3::ZERO, Vec3::ZERO, k == 10);
    }
    assert!(!d.is_settled());
}

/// The supine get-up's first frame rotated by `angle` about the body's long axis.
fn lying_rolled(ch: &Character, name: &str, angle: f32) -> Vec<Xform> {
    let sk = &ch.skeleton;
    let mut pose = clip(ch, name).sample(0.0, &sk.rest_pose());
    let world = sk.world_rigid(&pose);
    let hips = world[sk.find("Hips").unwrap()].translation;
    let head = world[sk.find("Head").unwrap()].translation;
    let roll = Quat::from_axis_angle((head - hips).normalize(), angle);
    let root = sk.find("Root").unwrap();
    let x = &mut pose[root];
    x.translation = hips + roll * (x.translation - hips);
    x.rotation = roll * x.rotation;
    pose
}

#[test]
fn supine_prone_and_waiting_on_the_side() {
    let (rig, ch) = mannequin();
    let chest = rig.body_index(&rig.recovery.chest).unwrap();
    let axis = rig.recovery.chest_outward_axis;
    let chest_rot = |pose: &[Xform]| {
        body_world(&rig, &ch.skeleton, pose)[chest]
            .unwrap()
            .rotation
    };
    let d_of =
        |name: &str, angle: f32| outward_up(chest_rot(&lying_rolled(&ch, name, angle)), axis);
    let (back, front, side) = (
        d_of("getup_supine", 0.0),
        d_of("getup_prone", 0.0),
        d_of("getup_supine", std::f32::consts::FRAC_PI_2),
    );
    eprintln!("outward·up: back {back:.3}, front {front:.3}, side {side:.3}");

    let mut o = OrientChooser::new();
    let on_side = o.update(
        chest_rot(&lying_rolled(
            &ch,
            "getup_supine",
            std::f32::consts::FRAC_PI_2,
        )),
        axis,
    );
    assert_eq!(
        (on_side.candidate, on_side.decided),
        (None, false),
        "{on_side:?}"
    );
    let on_back = o.update(chest_rot(&lying_rolled(&ch, "getup_supine", 0.0)), axis);
    assert_eq!(
        (on_back.candidate, on_back.decided),
        (Some(Lying::Supine), true)
    );
    assert_eq!(Lying::Supine.clip(&rig), Some("getup_supine"));
    let mut o = OrientChooser::new();
    let on_front = o.update(chest_rot(&lying_rolled(&ch, "getup_prone", 0.0)), axis);
    assert_eq!(
        (on_front.candidate, on_front.decided),
        (Some(Lying::Prone), true)
    );

    // Hovering around +0.2 and through the band: no flip-flop.
    let mut o = OrientChooser::new();
    for d in [0.21, 0.19, 0.205, 0.0, -0.19, 0.195, -0.199, 0.21] {
        let s = o.update_value(d);
        assert_eq!(s.candidate, Some(Lying::Supine), "d = {d}");
        assert_eq!(s.decided, d > 0.2);
    }
    let mut o = OrientChooser::new();
    for d in [-0.21, -0.19, -0.205, 0.19, -0.2] {
        assert_eq!(o.update_value(d).candidate, Some(Lying::Prone), "d = {d}");
    }
    // A real roll sweep from the back to the side never reports prone.
    let mut o = OrientChooser::new();
    for k in 0..=18 {
        let s = o.update(
            chest_rot(&lying_rolled(
                &ch,
                "getup_supine",
                k as f32 * 5f32.to_radians(),
            )),
            axis,
        );
        assert_eq!(s.candidate, Some(Lying::Supine), "roll {}°", k * 5);
    }
}

#[test]
fn root_yaw_sources() {
    // 1. Projection: the pelvis yawed 0.7 rad and pitched 0.3 rad: forward (sin 0.7, 0, cos 0.7).
    let pelvis = Rigid::new(
        Quat::from_rotation_y(0.7) * Quat::from_rotation_x(0.3),
        Vec3::new(1.0, 0.3, 2.0),
    );
    let p_rb = Vec3::new(0.0, 0.12, -0.8);
    let r = place_root(&pelvis, p_rb, Vec3::Z, Some(Vec3::X), Vec3::Z);
    assert_eq!(r.yaw_source, YawSource::PelvisProjection);
    assert!((r.forward - Vec3::new(0.7f32.sin(), 0.0, 0.7f32.cos())).length() < 1e-5);
    assert!((r.rotation * Vec3::Z - r.forward).length() < 1e-5);
    assert!((r.rotation * Vec3::Y - Vec3::Y).length() < 1e-6, "yaw only");
    // Pelvis aligned horizontally, root on the ground.
    let placed = r.rigid().transform_point(p_rb);
    assert!((placed.x - 1.0).abs() < 1e-5 && (placed.z - 2.0).abs() < 1e-5);
    assert_eq!(r.translation.y, 0.0);
    assert!((r.dropped_by - (0.3 - 0.12)).abs() < 1e-5);
    // 2. Pelvis axis vertical (projection < 0.1): the last forward before the fall.
    let up = Rigid::new(
        Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2),
        Vec3::ZERO,
    );
    assert!((up.rotation * Vec3::Z - Vec3::Y).length() < 1e-6);
    let r = place_root(&up, p_rb, Vec3::Z, Some(Vec3::new(1.0, 0.4, 1.0)), Vec3::Z);
    assert_eq!(r.yaw_source, YawSource::LastForward);
    assert!((r.forward - Vec3::new(1.0, 0.0, 1.0).normalize()).length() < 1e-5);
    // 3. Neither: the default.
    for last in [
        None,
        Some(Vec3::Y),
        Some(Vec3::new(0.05, 1.0, 0.0)),
        Some(Vec3::NAN),
    ] {
        let r = place_root(&up, p_rb, Vec3::Z, last, -Vec3::X);
        assert_eq!(r.yaw_source, YawSource::Default, "{last:?}");
        assert!((r.forward + Vec3::X).length() < 1e-6);
    }
    let r = place_root(&up, p_rb, Vec3::Z, None, Vec3::Y);
    assert!(
        (r.forward - Vec3::Z).length() < 1e-6,
        "an invalid default falls back to +Z"
    );
}

/// A captured ragdoll pose: the get-up clip's first frame with every local rotation perturbed,
/// placed in the world at `placement`.
fn captured(ch: &Character, placement: &Rigid, amount: f32) -> (Vec<Rigid>, Vec<Xform>) {
    let sk = &ch.skeleton;
    let mut pose = clip(ch, "getup_supine").sample(0.0, &sk.rest_pose());
    for (i, x) in pose.iter_mut().enumerate() {
        let k = i as f32;
        let axis = Vec3::new(
            (1.3 * k).sin(),
            (0.7 * k + 1.0).cos(),
            (2.1 * k + 0.5).sin(),
        )
        .normalize();
        x.rotation = (Quat::from_axis_angle(axis, amount * (0.5 + 0.5 * (3.7 * k).sin()))
            * x.rotation)
            .normalize();
    }
    pose[0].translation += Vec3::new(0.03, 0.02, -0.04);
    (posed_world(sk, placement, &pose), pose)
}

#[test]
fn presentation_blend_starts_at_the_capture_and_ends_at_the_clip() {
    let (rig, ch) = mannequin();
    let sk = &ch.skeleton;
    let getup = clip(&ch, "getup_supine");
    let hips = sk.find("Hips").unwrap();
    let placement = Rigid::new(Quat::from_rotation_y(0.8), Vec3::new(2.0, 0.0, -1.0));
    let (world, _) = captured(&ch, &placement, 0.15);
    // The new root from the captured pelvis, with the clip's own stand-forward axis.
    let a_b = stand_forward_from_clip(&ch, getup, "Hips").unwrap();
    let p_rb = pelvis_in_root(&ch, getup, "Hips").unwrap();
    let root = place_root(&world[hips], p_rb, a_b, None, Vec3::Z);
    assert_eq!(root.yaw_source, YawSource::PelvisProjection);
    let yaw = 2.0 * root.rotation.y.atan2(root.rotation.w);
    eprintln!(
        "root: yaw {yaw:.3} rad (capture placed at 0.8 + perturbation), at {}",
        root.translation
    );
    assert!(
        root.translation.distance(placement.translation) > 0.01,
        "the root moved"
    );
    let root = root.rigid();
    let capture = capture_locals(sk, &world, &root);
    // Weight 0 reproduces the captured world pose.
    let w0 = posed_world(
        sk,
        &root,
        &blend_pose(&capture, &getup.sample(0.0, &sk.rest_pose()), 0.0),
    );
    let mut err = 0.0f32;
    for (a, b) in w0.iter().zip(&world) {
        err = err.max(a.translation.distance(b.translation));
        assert!(a.rotation.dot(b.rotation).abs() > 1.0 - 1e-6);
    }
    eprintln!("weight 0: max position error {err:.2e} m");
    assert!(err < 1e-5);
    // Weight 1 is the clip pose under the root.
    let target = getup.sample(0.4, &sk.rest_pose());
    let w1 = posed_world(sk, &root, &blend_pose(&capture, &target, 1.0));
    for (a, b) in w1.iter().zip(posed_world(sk, &root, &target)) {
        assert!(a.translation.distance(b.translation) < 1e-6);
    }
    // Halfway: each local rotation is half-way along the short arc.
    let half = blend_pose(&capture, &target, 0.5);
    for i in 0..capture.len() {
        let full = capture[i].rotation.angle_between(target[i].rotation);
        let h = capture[i].rotation.angle_between(half[i].rotation);
        assert!((h - 0.5 * full).abs() < 1e-3, "node {i}: {h} vs {full}");
    }
    let _ = rig;
}

#[test]
fn blend_jump_is_bounded_by_distance_times_weight_slope() {
    let (rig, ch) = mannequin();
    let sk = &ch.skeleton;
    let getup = clip(&ch, "getup_supine");
    let dt = 1.0 / 60.0;
    let t_blend = rig.recovery.blend_time;
    let placement = Rigid::new(Quat::from_rotation_y(-0.4), Vec3::new(-1.0, 0.0, 0.5));
    let (world, _) = captured(&ch, &placement, 0.2);
    let hips = sk.find("Hips").unwrap();
    let a_b = stand_forward_from_clip(&ch, getup, "Hips").unwrap();
    let p_rb = pelvis_in_root(&ch, getup, "Hips").unwrap();
    let root = place_root(&world[hips], p_rb, a_b, None, Vec3::Z).rigid();
    let capture = capture_locals(sk, &world, &root);
    let slope = MAX_WEIGHT_SLOPE / t_blend;

    // A still target B(0): jump ≤ D · max dw/dt · dt + 1e-4.
    let b0 = getup.sample(0.0, &sk.rest_pose());
    let target_world = posed_world(sk, &root, &b0);
    let d = world
        .iter()
        .zip(&target_world)
        .map(|(a, b)| a.translation.distance(b.translation))
        .fold(0.0f32, f32::max);
    let jump = max_blend_jump(sk, &root, &capture, |_| b0.clone(), t_blend, dt);
    let bound = d * slope * dt + 1e-4;
    eprintln!(
        "still target: D = {d:.4} m, max jump {:.5} m at t = {:.3} s (node {}), bound {bound:.5} m",
        jump.max_jump, jump.t, jump.node
    );
    assert!(jump.max_jump <= bound);
    assert!(
        jump.max_jump > 0.5 * (bound - 1e-4),
        "the bound is not vacuous"
    );

    // The playing clip B(t): the bound grows by the clip's own largest per-frame motion.
    let target = |t: f32| getup.sample(t, &sk.rest_pose());
    let frames = (t_blend / dt).ceil() as usize;
    let mut d_moving = 0.0f32;
    let mut clip_step = 0.0f32;
    let mut prev: Option<Vec<Rigid>> = None;
    for k in 0..=frames {
        let w = posed_world(sk, &root, &target(k as f32 * dt));
        for (a, b) in world.iter().zip(&w) {
            d_moving = d_moving.max(a.translation.distance(b.translation));
        }
        if let Some(p) = &prev {
            for (a, b) in p.iter().zip(&w) {
                clip_step = clip_step.max(a.translation.distance(b.translation));
            }
        }
        prev = Some(w);
    }
    let jump = max_blend_jump(sk, &root, &capture, target, t_blend, dt);
    let bound = d_moving * slope * dt + clip_step + 1e-4;
    eprintln!(
        "playing clip: max jump {:.5} m, bound {bound:.5} m",
        jump.max_jump
    );
    assert!(jump.max_jump <= bound);
    // The weight curve is flat at both ends: the first frame barely moves.
    assert!(blend_weight(dt, t_blend) < 0.01);
}

#[test]
fn a_pose_that_opens_joints_is_closed_by_moving_bodies_only_and_keeping_their_rotations() {
    let (rig, ch) = mannequin();
    let rest: Vec<Option<Rigid>> = body_world(&rig, &ch.skeleton, &ch.skeleton.rest_pose());
    // At rest every joint is closed: nothing moves.
    let mut same = rest.clone();
    assert!(ragrig::rig::close_joint_gaps(&rig, &mut same) < 1e-5);
    for (a, b) in same.iter().zip(&rest) {
        assert!(a.unwrap().translation.distance(b.unwrap().translation) < 1e-5);
        assert_eq!(a.unwrap().rotation, b.unwrap().rotation);
    }
    // Stretch the left leg: the thigh 10 cm out along +X, the shin and foot 3 cm further down.
    let mut opened = rest.clone();
    let mut shift = |name: &str, d: Vec3| {
        opened[rig.body_index(name).unwrap()]
            .as_mut()
            .unwrap()
            .translation += d;
    };
    shift("thigh_l", Vec3::new(0.10, 0.0, 0.0));
    shift("shin_l", Vec3::new(0.10, -0.03, 0.0));
    shift("foot_l", Vec3::new(0.10, -0.03, 0.0));
    let gap = ragrig::rig::close_joint_gaps(&rig, &mut opened);
    // The largest gap closed is the hip's 10 cm (the knee opened by 3 cm only).
    assert!((gap - 0.10).abs() < 1e-4, "{gap}");
    for (i, (a, b)) in opened.iter().zip(&rest).enumerate() {
        let (a, b) = (a.unwrap(), b.unwrap());
        // Back where the rest pose had them (every other body was untouched), same rotation.
        assert!(
            a.translation.distance(b.translation) < 1e-5,
            "{}",
            rig.bodies[i].name
        );
        assert!(a.rotation.dot(b.rotation).abs() > 1.0 - 1e-6);
    }
}

/// Switch the sample from `clip` at `t` with the joint swung furthest in that pose given a
/// circular cone `1/factor` of that swing; the session right after the switch and the joint.
fn switch_outside_a_cone(
    clip: &str,
    t: f32,
    factor: f32,
) -> (Rig, ragrig::session::Session, usize) {
    use ragrig::session::{Session, SessionOptions};
    let p = ragrig::project::Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.unwrap();
    let mut rig = p.rig.clone();
    let ci = ch.clips.iter().position(|c| c.name == clip).unwrap();
    let pose = ch.clips[ci].sample(t, &ch.skeleton.node_pose());
    let bodies = body_world(&rig, &ch.skeleton, &pose);
    let (k, swing) = rig
        .joints
        .iter()
        .enumerate()
        .map(|(k, j)| {
            let (a, b) = ragrig::rig::joint_world_frames(&rig, &bodies, j).unwrap();
            let (sw, _) = ragrig::rig::decompose(a.rotation.inverse() * b.rotation);
            (k, sw.length())
        })
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .unwrap();
    assert!(swing > 20f32.to_radians(), "{}", swing.to_degrees());
    rig.joints[k].swing1 = swing / factor;
    rig.joints[k].swing2 = swing / factor;
    let options = SessionOptions {
        recover: false,
        drives: false,
    };
    let mut s = Session::with_options(&rig, &ch, (Some(ci), t), options).unwrap();
    s.go_ragdoll(&ch).unwrap();
    (rig, s, k)
}

#[test]
fn a_pose_outside_a_cone_is_turned_back_onto_it_before_simulating_and_adds_no_energy() {
    use ragrig::session::EventKind;
    let ch = Project::open_rig(&sample_rig()).unwrap().character.unwrap();
    // The run at 0.3 s with its most bent joint's cone at 1/1.5 of its swing.
    let (rig, mut s, k) = switch_outside_a_cone("run", 0.3, 1.5);
    let name = &rig.joints[k].name;
    let e = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::LimitsRestored)
        .expect("limits restored");
    assert!(e.detail.contains(name.as_str()), "{}", e.detail);
    let m = &s.sim.joint_measures()[k];
    assert!(m.swing_ratio <= 1.0 + 1e-3, "{}", m.swing_ratio);
    assert!(m.gap < 1e-4, "{}", m.gap);
    // Every step of the first half second within what gravity and the inherited motion supply.
    for _ in 0..30 {
        s.step(&ch).unwrap();
        let ke = s.sim.kinetic_energy();
        let budget = s.energy_budget().unwrap().budget();
        assert!(ke <= budget + 1.0, "{ke} J over a budget of {budget} J");
    }
}

#[test]
fn a_pose_reaching_into_an_obstacle_is_moved_out_of_it_whole_before_simulating_and_adds_no_energy()
{
    use ragrig::session::{EventKind, Session, SessionOptions};
    use ragrig::sim::{Obstacle, obstacle_penetration};
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.unwrap();
    let rig = p.rig.clone();
    let ci = ch.clips.iter().position(|c| c.name == "idle").unwrap();
    let options = SessionOptions {
        recover: false,
        drives: false,
    };
    let mut s = Session::with_options(&rig, &ch, (Some(ci), 0.5), options).unwrap();
    // A 40 cm box around the left shin, as a get-up blend played through an obstacle leaves it.
    let shin = rig.body_index("shin_l").unwrap();
    let at = s.sim.state(shin).pose.translation;
    s.sim.add_obstacle(&Obstacle::box_at(at, Vec3::splat(0.2)));
    // The deepest reach of any body into the box, m.
    let deepest = |s: &Session, o: &Obstacle| -> f32 {
        (0..rig.bodies.len())
            .filter_map(|i| obstacle_penetration(o, &rig.bodies[i].shape, &s.sim.state(i).pose))
            .map(|(_, d)| d)
            .fold(0.0f32, f32::max)
    };
    let o = s.sim.obstacles()[0];
    let depth_before = deepest(&s, &o);
    assert!(
        depth_before > 0.1,
        "the shin is {depth_before} m inside the box"
    );
    let before: Vec<Vec3> = (0..rig.bodies.len())
        .map(|i| s.sim.state(i).pose.translation)
        .collect();
    s.go_ragdoll(&ch).unwrap();
    let e = s
        .events
        .iter()
        .find(|e| e.kind == EventKind::MovedOutOfObstacle)
        .expect("moved out of an obstacle");
    assert!(e.detail.contains("into box 1;"), "{}", e.detail);
    // Every body clear of the box, and every body moved by the same offset (the pose is whole).
    assert_eq!(deepest(&s, &o), 0.0);
    let offset = s.sim.state(0).pose.translation - before[0];
    assert!(offset.length() >= depth_before, "{offset}");
    for (i, b) in before.iter().enumerate() {
        let d = s.sim.state(i).pose.translation - *b - offset;
        assert!(
            d.length() < 1e-4,
            "{} moved {d} off the common offset",
            rig.bodies[i].name
        );
    }
    // Every step of the next second within what gravity and the inherited motion supply.
    for _ in 0..60 {
        s.step(&ch).unwrap();
        let ke = s.sim.kinetic_energy();
        let budget = s.energy_budget().unwrap().budget();
        assert!(ke <= budget + 1.0, "{ke} J over a budget of {budget} J");
    }
}
