//! Simulation benchmark: ms per fixed step (dt and substeps from the rig) on one thread.
//! 1. One sample mannequin dropped 1 m onto the ground, drives on.
//! 2. A pile of 160 mannequins (16 piles × 10 stacked, lying down, each layer turned about the
//!    vertical, like Jolt's PerformanceTest ragdoll scene) in ONE rapier world, drives on,
//!    stepped 60 times before measuring so the bodies interact.
//! 3. The same pile stepped by bare rapier (`PhysicsWorld::step_with_events` on the world ragrig
//!    built: no measurement, no guard): ragrig's overhead is
//!    (2 − 3) / 3, target ≤ 5 %.
//!
//! Then the cost of ragrig's per-step extras on the pile, each alone (no stepping), and the
//! overhead again with ragrig and bare steps interleaved on the same world.
//! Run: `cargo bench --bench sim`.

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use glam::{Quat, Vec3};
use ragrig::project::Project;
use ragrig::rig::rest::body_world;
use ragrig::rig::{Rig, Shape, WORLD};
use ragrig::sim::SimWorld;
use ragrig::sim::filter::PairFilter;
use ragrig::xform::Rigid;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const PILES_PER_AXIS: usize = 4;
const PILE_HEIGHT: usize = 10;
const PILE_SPACING: f32 = 4.0;
const WARMUP_STEPS: usize = 60;

/// The sample rig and its rest-pose body placements `T_WC`.
fn sample() -> (Rig, Vec<Rigid>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_rigs/mannequin.rig.toml");
    let project = Project::open_rig(&path).expect("sample rig");
    let ch = project.character.expect("sample model");
    let placed = body_world(&project.rig, &ch.skeleton, &ch.skeleton.rest_pose())
        .into_iter()
        .map(|p| p.expect("every body has its bone"))
        .collect();
    (project.rig, placed)
}

/// Radius of a sphere around a body's shape.
fn bounding_radius(shape: &Shape) -> f32 {
    match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => radius + half_height,
        Shape::Sphere { radius } => radius,
        Shape::Box { half_extents } => half_extents.length(),
    }
}

/// `n` copies of the rig in one rig (bodies and joints suffixed `#k`) with each copy's
/// placements moved by its own transform.
fn combine(rig: &Rig, placed: &[Rigid], moves: &[Rigid]) -> (Rig, Vec<Option<Rigid>>) {
    let mut all = rig.clone();
    all.bodies.clear();
    all.joints.clear();
    all.disabled_pairs.clear();
    let mut out = Vec::new();
    let tag = |name: &str, k: usize| {
        if name == WORLD {
            name.to_string()
        } else {
            format!("{name}#{k}")
        }
    };
    for (k, m) in moves.iter().enumerate() {
        for (b, p) in rig.bodies.iter().zip(placed) {
            let mut b = b.clone();
            b.name = tag(&b.name, k);
            all.bodies.push(b);
            out.push(Some(m.mul(p)));
        }
        for j in &rig.joints {
            let mut j = j.clone();
            j.name = tag(&j.name, k);
            j.parent = tag(&j.parent, k);
            j.child = tag(&j.child, k);
            all.joints.push(j);
        }
        for p in &rig.disabled_pairs {
            all.disabled_pairs.push([tag(&p[0], k), tag(&p[1], k)]);
        }
    }
    (all, out)
}

/// Where each ragdoll of the pile goes: lying on its back, centred over its pile, each layer
/// turned about the vertical, layers just clear of each other.
fn pile_moves(rig: &Rig, placed: &[Rigid]) -> Vec<Rigid> {
    let centre = placed.iter().map(|p| p.translation).sum::<Vec3>() / placed.len() as f32;
    let lie = Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2);
    // Half the vertical extent of a lying ragdoll (bounding spheres: conservative).
    let half = rig
        .bodies
        .iter()
        .zip(placed)
        .map(|(b, p)| (lie * (p.translation - centre)).y.abs() + bounding_radius(&b.shape))
        .fold(0.0f32, f32::max);
    let mut moves = Vec::new();
    let mid = (PILES_PER_AXIS as f32 - 1.0) / 2.0;
    for row in 0..PILES_PER_AXIS {
        for col in 0..PILES_PER_AXIS {
            let x = (col as f32 - mid) * PILE_SPACING;
            let z = (row as f32 - mid) * PILE_SPACING;
            for level in 0..PILE_HEIGHT {
                let yaw = Quat::from_rotation_y(
                    level as f32 * 1.1 + (row * PILES_PER_AXIS + col) as f32 * 0.37,
                );
                let rot = yaw * lie;
                let y = half + 0.05 + level as f32 * (2.0 * half + 0.05);
                let at = Vec3::new(x, y, z);
                // T = translate(at) · rot · translate(−centre)
                moves.push(Rigid::new(rot, at - rot * centre));
            }
        }
    }
    moves
}

fn pile(rig: &Rig, placed: &[Rigid]) -> SimWorld {
    let (all, at) = combine(rig, placed, &pile_moves(rig, placed));
    let mut sim = SimWorld::from_placements(&all, &at).expect("pile world");
    for _ in 0..WARMUP_STEPS {
        sim.step().expect("pile warm-up");
    }
    sim
}

/// The same contact filter as ragrig's (the rig's disabled pairs), for bare stepping.
fn filter_of(sim: &SimWorld) -> PairFilter {
    let rig = sim.rig();
    let mut f = PairFilter::default();
    for p in &rig.disabled_pairs {
        if let (Some(a), Some(b)) = (rig.body_index(&p[0]), rig.body_index(&p[1])) {
            f.add(sim.collider(a), sim.collider(b));
        }
    }
    f
}

fn report(label: &str, sim: &SimWorld) {
    let w = &sim.world;
    let dynamic = w.bodies.iter().filter(|(_, b)| b.is_dynamic()).count();
    let awake = w.islands.active_bodies().count();
    let moving = w
        .bodies
        .iter()
        .filter(|(_, b)| b.is_dynamic() && b.linvel().length() > 0.05)
        .count();
    eprintln!(
        "{label}: {} bodies ({dynamic} dynamic), {} impulse joints; after {} steps {awake} awake \
         ({} asleep), {moving} moving faster than 0.05 m/s",
        w.bodies.len(),
        w.impulse_joints.len(),
        sim.steps,
        dynamic.saturating_sub(awake),
    );
}

fn sim_benches(c: &mut Criterion) {
    let (rig, placed) = sample();

    // 1. One ragdoll dropped from 1 m above its rest pose.
    let lifted: Vec<Option<Rigid>> = placed
        .iter()
        .map(|p| Some(Rigid::new(p.rotation, p.translation + Vec3::Y)))
        .collect();
    let mut one = SimWorld::from_placements(&rig, &lifted).expect("one ragdoll");
    let mut g = c.benchmark_group("sim step");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    g.bench_function("1 ragdoll (ragrig)", |b| {
        b.iter(|| black_box(one.step().expect("step")))
    });

    // 2 and 3 start from the same state: two identical builds (the step is deterministic).
    let mut ragrig = pile(&rig, &placed);
    let bare_sim = pile(&rig, &placed);
    let hooks = filter_of(&bare_sim);
    let steps_before = bare_sim.steps;
    let mut bare = bare_sim.world;
    let n = PILES_PER_AXIS * PILES_PER_AXIS * PILE_HEIGHT;
    g.sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(8));
    g.bench_function(format!("{n} ragdolls (ragrig)"), |b| {
        b.iter(|| black_box(ragrig.step().expect("step")))
    });
    let mut bare_steps = 0u64;
    g.bench_function(format!("{n} ragdolls (bare rapier)"), |b| {
        b.iter(|| {
            bare.step_with_events(&hooks, &());
            bare_steps += 1;
        })
    });
    g.finish();

    // The extras alone, on the pile as it is now.
    let mut g = c.benchmark_group("ragrig extras on the pile");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    g.bench_function("measure()", |b| b.iter(|| black_box(ragrig.measure())));
    g.bench_function("joint_measures() (gap, swing, twist per joint)", |b| {
        b.iter(|| black_box(ragrig.joint_measures()))
    });
    g.bench_function("body state reads (prev snapshot / guard)", |b| {
        b.iter(|| {
            (0..ragrig.body_count())
                .map(|i| ragrig.state(i).pose.translation.y)
                .sum::<f32>()
        })
    });
    g.finish();

    paired(&mut ragrig, &hooks);

    report("1 ragdoll", &one);
    report(&format!("{n} ragdolls (ragrig)"), &ragrig);
    let awake = bare.islands.active_bodies().count();
    eprintln!(
        "{n} ragdolls (bare rapier): after {} steps {awake} awake",
        steps_before + bare_steps
    );
}

/// The overhead measured on the SAME states, in interleaved rounds (robust against other load on
/// a shared machine and against the two worlds drifting apart): each round times a block of
/// ragrig steps and a block of bare `step_with_events` on ragrig's own world.
fn paired(sim: &mut SimWorld, hooks: &PairFilter) {
    const ROUNDS: usize = 20;
    const BLOCK: usize = 4;
    let time = |f: &mut dyn FnMut()| {
        let t = Instant::now();
        for _ in 0..BLOCK {
            f();
        }
        t.elapsed().as_secs_f64() * 1e3 / BLOCK as f64
    };
    let (mut on, mut raw) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        on.push(time(&mut || {
            sim.step().expect("step");
        }));
        raw.push(time(&mut || sim.world.step_with_events(hooks, &())));
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let ratio = |a: &[f64]| {
        median(
            a.iter()
                .zip(&raw)
                .map(|(a, r)| (a - r) / r * 100.0)
                .collect(),
        )
    };
    eprintln!(
        "paired on the same states ({ROUNDS} rounds × {BLOCK} steps, medians): ragrig {:.2} ms, \
         bare {:.2} ms; overhead {:.1} %",
        median(on.clone()),
        median(raw.clone()),
        ratio(&on),
    );
}

criterion_group!(benches, sim_benches);
criterion_main!(benches);
