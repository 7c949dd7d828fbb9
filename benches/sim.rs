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
use glam::Vec3;
use ragrig::sim::SimWorld;
use ragrig::sim::rapier::PairFilter;
use ragrig::sim::rapier::RapierWorld;
use ragrig::xform::Rigid;
use std::hint::black_box;
use std::time::{Duration, Instant};

mod common;
use common::{PILE_HEIGHT, PILES_PER_AXIS, pile, sample};

/// The rapier backend of a world built on rapier (the benchmark's rigs are).
fn rapier(sim: &SimWorld) -> &RapierWorld {
    sim.engine()
        .as_any()
        .downcast_ref::<RapierWorld>()
        .expect("a rapier world")
}

fn rapier_mut(sim: &mut SimWorld) -> &mut RapierWorld {
    sim.engine_mut()
        .as_any_mut()
        .downcast_mut::<RapierWorld>()
        .expect("a rapier world")
}

/// The same contact filter as ragrig's (the rig's disabled pairs), for bare stepping.
fn filter_of(sim: &SimWorld) -> PairFilter {
    let rig = sim.rig();
    let r = rapier(sim);
    let mut f = PairFilter::default();
    for p in &rig.disabled_pairs {
        if let (Some(a), Some(b)) = (rig.body_index(&p[0]), rig.body_index(&p[1])) {
            f.add(r.collider(a), r.collider(b));
        }
    }
    f
}

fn report(label: &str, sim: &SimWorld) {
    let w = &rapier(sim).world;
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
    let mut bare = bare_sim;
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
            rapier_mut(&mut bare).world.step_with_events(&hooks, &());
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
    let awake = rapier(&bare).world.islands.active_bodies().count();
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
        raw.push(time(&mut || {
            rapier_mut(sim).world.step_with_events(hooks, &())
        }));
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
