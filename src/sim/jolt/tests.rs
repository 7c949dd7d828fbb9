//! The Jolt backend against closed forms and the rig's own measures.

use crate::rig::limits::decompose;
use crate::rig::mass::principal_inertia;
use crate::rig::{Body, Gains, Group, Joint, Rig, Shape, SimEngine, WORLD};
use crate::sim::SimWorld;
use crate::xform::Rigid;
use glam::{Quat, Vec3};

/// Joint frame rotation whose X axis points down (−Y): the twist axis along a hanging link.
/// Its Y axis is world +X, its Z axis world +Z.
fn down_frame() -> Quat {
    Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2)
}

/// One capsule of length `len` hanging from a world anchor at the origin on Jolt; limits
/// `(swing1, swing2, twist)` in degrees, no drives, no ground.
fn pendulum(len: f32, radius: f32, mass: f32, limits: (f32, f32, f32)) -> Rig {
    let mut rig = Rig::empty("none.glb");
    rig.sim.engine = SimEngine::Jolt;
    rig.sim.ground = false;
    rig.sim.joint_friction = 0.0;
    rig.groups.insert(
        "g".into(),
        Group {
            gains: Gains::Stiffness { kp: 0.0, kd: 0.0 },
            max_torque: 0.0,
            weight: 1.0,
            hand_tuned: false,
        },
    );
    rig.bodies.push(Body {
        name: "link".into(),
        bone: String::new(),
        shape: Shape::Capsule {
            radius,
            half_height: len / 2.0 - radius,
        },
        offset: Rigid::IDENTITY,
        mass,
        inertia_scale: 1.0,
        friction: 0.5,
        restitution: 0.0,
        simulated: true,
        hand_tuned: false,
    });
    rig.joints.push(Joint {
        name: "j".into(),
        parent: WORLD.into(),
        child: "link".into(),
        parent_frame: Rigid::new(down_frame(), Vec3::ZERO),
        child_frame: Rigid::new(down_frame(), Vec3::new(0.0, len / 2.0, 0.0)),
        swing1: limits.0.to_radians(),
        swing2: limits.1.to_radians(),
        twist_min: -limits.2.to_radians(),
        twist_max: limits.2.to_radians(),
        group: "g".into(),
        drive: None,
        collide_connected: false,
        hand_tuned: false,
    });
    rig
}

/// The hanging link turned by `angle` about +Z at the pivot.
fn hanging(len: f32, angle: f32) -> Vec<Option<Rigid>> {
    let r = Quat::from_rotation_z(angle);
    vec![Some(Rigid::new(r, r * Vec3::new(0.0, -len / 2.0, 0.0)))]
}

/// Spin the hanging link about a world axis through the pivot and return the largest swing
/// (θy, θz) of the rig's own measure over one second.
fn bend(rig: &Rig, len: f32, axis: Vec3, speed: f32) -> (f32, f32) {
    let mut sim = SimWorld::from_placements(rig, &hanging(len, 0.0)).unwrap();
    sim.remove_drives();
    let w = axis * speed;
    sim.set_velocity(0, w.cross(Vec3::new(0.0, -len / 2.0, 0.0)), w);
    let (mut y, mut z) = (0.0f32, 0.0f32);
    for _ in 0..60 {
        sim.step().unwrap();
        let (sw, _) = decompose(sim.joint_rotation(0));
        y = y.max(sw.x.abs());
        z = z.max(sw.y.abs());
    }
    (y, z)
}

#[test]
fn the_half_angles_stop_the_swing_the_rig_names() {
    // swing1 (about the frame's Y = world X) 40°, swing2 (about the frame's Z = world Z) 15°:
    // oxijolt's doc comment swaps Jolt's normal and plane half cones, so the two must stop
    // their own axis, each measured with the rig's swing decomposition.
    let len = 0.5;
    let rig = pendulum(len, 0.04, 2.0, (40.0, 15.0, 10.0));
    let mut rig = rig;
    rig.sim.gravity = Vec3::ZERO;
    let (y, _) = bend(&rig, len, Vec3::X, 3.0);
    let (_, z) = bend(&rig, len, Vec3::Z, 3.0);
    eprintln!(
        "Jolt swing stops: about Y {:.2}° (swing1 40°), about Z {:.2}° (swing2 15°)",
        y.to_degrees(),
        z.to_degrees()
    );
    assert!(
        (y.to_degrees() - 40.0).abs() < 2.0,
        "about Y {}",
        y.to_degrees()
    );
    assert!(
        (z.to_degrees() - 15.0).abs() < 2.0,
        "about Z {}",
        z.to_degrees()
    );
}

/// Complete elliptic integral of the first kind by the arithmetic-geometric mean.
fn ellip_k(k: f64) -> f64 {
    let (mut a, mut b) = (1.0f64, (1.0 - k * k).sqrt());
    for _ in 0..30 {
        let (an, bn) = ((a + b) / 2.0, (a * b).sqrt());
        a = an;
        b = bn;
    }
    std::f64::consts::PI / (2.0 * a)
}

#[test]
fn a_compound_pendulum_on_jolt_swings_with_the_exact_period() {
    let theta0 = 0.15f32;
    let (len, r, m) = (0.6f32, 0.01f32, 1.0f32);
    let rig = pendulum(len, r, m, (170.0, 170.0, 170.0));
    let mut sim = SimWorld::from_placements(&rig, &hanging(len, theta0)).unwrap();
    assert_eq!(sim.engine_kind(), SimEngine::Jolt);
    let d = (len / 2.0) as f64;
    let i_p = principal_inertia(&rig.bodies[0].shape, m).x as f64 + m as f64 * d * d;
    let exact = 4.0 * (i_p / (m as f64 * 9.81 * d)).sqrt() * ellip_k((theta0 as f64 / 2.0).sin());
    let dt = rig.sim.dt as f64;
    let mut crossings = Vec::new();
    let mut prev_x = sim.state(0).pose.translation.x as f64;
    while crossings.len() < 7 && sim.time < 20.0 {
        sim.step().unwrap();
        let x = sim.state(0).pose.translation.x as f64;
        if prev_x < 0.0 && x >= 0.0 {
            crossings.push(sim.time - dt + dt * (-prev_x) / (x - prev_x));
        }
        prev_x = x;
    }
    assert!(crossings.len() == 7, "{crossings:?}");
    let measured = (crossings[6] - crossings[0]) / 6.0;
    let err = (measured - exact).abs() / exact;
    eprintln!(
        "Jolt pendulum L = {len} m: exact {exact:.5} s, measured {measured:.5} s, error {:.4} %",
        err * 100.0
    );
    assert!(err < 0.001, "error {:.4} %", err * 100.0);
}

#[test]
fn a_cone_limit_on_jolt_holds_under_a_violent_spin() {
    let len = 0.5;
    let rig = pendulum(len, 0.04, 2.0, (30.0, 15.0, 20.0));
    let mut sim = SimWorld::from_placements(&rig, &hanging(len, 0.0)).unwrap();
    sim.remove_drives();
    sim.collect_stats = true;
    sim.set_velocity(0, Vec3::new(1.0, 0.0, -2.0), Vec3::new(9.0, 14.0, -7.0));
    let (mut ratio, mut over) = (0.0f32, 0.0f32);
    for _ in 0..180 {
        let s = sim.step().unwrap();
        ratio = ratio.max(s.max_cone_ratio);
        over = over.max(s.max_twist_overshoot);
    }
    eprintln!(
        "Jolt cone 30x15, twist ±20 under spin: max swing ratio {ratio:.4}, twist overshoot {:.3}°",
        over.to_degrees()
    );
    assert!(ratio <= 1.05, "{ratio}");
    assert!(over.to_degrees() <= 1.0, "{}", over.to_degrees());
    assert!(ratio > 0.95, "the spin reached the cone: {ratio}");
}

#[test]
fn jolt_worlds_build_and_step_on_parallel_threads() {
    // Jolt's process-wide initialisation is guarded inside oxijolt; eight worlds built and
    // stepped at once must all give the same result.
    let len = 0.6;
    let rig = pendulum(len, 0.02, 1.0, (170.0, 170.0, 170.0));
    let ends: Vec<[f32; 3]> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..8)
            .map(|_| {
                s.spawn(|| {
                    let mut sim = SimWorld::from_placements(&rig, &hanging(len, 0.5)).unwrap();
                    for _ in 0..60 {
                        sim.step().unwrap();
                    }
                    sim.state(0).pose.translation.to_array()
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(ends.iter().all(|e| e == &ends[0]), "{ends:?}");
    // It moved (released at 0.5 rad, it swings).
    assert!((ends[0][0] - (0.3 * 0.5f32.sin())).abs() > 1e-3);
}

#[test]
fn a_pinned_body_stops_and_stays_where_it_is() {
    // Hang: a swinging link pinned mid-swing becomes kinematic and stays put; released, it
    // falls again (`SimWorld::pin` on Jolt).
    let len = 0.6;
    let rig = pendulum(len, 0.05, 2.0, (60.0, 60.0, 30.0));
    let mut sim = SimWorld::from_placements(&rig, &hanging(len, 0.8)).unwrap();
    for _ in 0..10 {
        sim.step().unwrap();
    }
    sim.pin(0, true);
    assert!(!sim.is_dynamic(0), "pinned body still dynamic");
    let at = sim.state(0).pose.translation;
    for _ in 0..30 {
        sim.step().unwrap();
    }
    let moved = (sim.state(0).pose.translation - at).length();
    assert!(moved < 1e-5, "a pinned body moved {moved} m");
    sim.pin(0, false);
    assert!(sim.is_dynamic(0));
    for _ in 0..30 {
        sim.step().unwrap();
    }
    assert!(
        (sim.state(0).pose.translation - at).length() > 1e-3,
        "released body stays"
    );
}
