//! The pile of 160 sample mannequins (2 720 bodies, drives on, the rig's dt and substeps) on each
//! engine and thread count: ms per step over 500 steps after a 60-step warm-up, the bodies asleep
//! at the end, and ragrig's overhead over the bare engine stepping the same world (ragrig and
//! bare steps interleaved on the same states of a second pile, right after its warm-up while it
//! still moves; bare = rapier's `step_with_events`, Jolt's own `update` per substep, with nothing
//! of ragrig's around them).
//! Run: `cargo bench --bench engines` (`-- --steps N` for a shorter run, `-- --engine rapier` or
//! `jolt` for one engine, `-- --rounds N` for more paired rounds).

mod common;

use common::{pile, sample};
use ragrig::rig::SimEngine;
use ragrig::sim::SimWorld;
use ragrig::sim::rapier::PairFilter;
use ragrig::sim::rapier::RapierWorld;
use std::time::Instant;

/// Interleaved rounds for the overhead (`-- --rounds N` to change): each times four blocks of
/// `BLOCK` steps on the same world in the order ragrig, bare, bare, ragrig, so that a cost that
/// drifts as the pile moves (linearly over the round) weighs the same on both sides.
const ROUNDS: usize = 16;
const BLOCK: usize = 2;

/// The `q`-quantile (0..=1) of the values, by nearest rank.
fn quantile(mut v: Vec<f64>, q: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * q).round() as usize]
}

fn median(v: Vec<f64>) -> f64 {
    quantile(v, 0.5)
}

/// One bare engine step on the world ragrig built.
fn bare_step(sim: &mut SimWorld, hooks: &PairFilter) {
    if let Some(r) = sim.engine_mut().as_any_mut().downcast_mut::<RapierWorld>() {
        r.world.step_with_events(hooks, &());
        return;
    }
    #[cfg(feature = "jolt")]
    if let Some(j) = sim
        .engine_mut()
        .as_any_mut()
        .downcast_mut::<ragrig::sim::jolt::JoltWorld>()
    {
        j.step_bare();
    }
}

/// The rig's disabled pairs as rapier's contact filter (ragrig's hook, which bare rapier needs to
/// simulate the same world).
fn hooks(sim: &SimWorld) -> PairFilter {
    let mut f = PairFilter::default();
    if let Some(r) = sim.engine().as_any().downcast_ref::<RapierWorld>() {
        let rig = sim.rig();
        for p in &rig.disabled_pairs {
            if let (Some(a), Some(b)) = (rig.body_index(&p[0]), rig.body_index(&p[1])) {
                f.add(r.collider(a), r.collider(b));
            }
        }
    }
    f
}

fn asleep(sim: &SimWorld) -> usize {
    (0..sim.body_count())
        .filter(|&i| sim.is_dynamic(i) && sim.is_sleeping(i))
        .count()
}

fn run(engine: SimEngine, threads: u32, steps: usize, rounds: usize) {
    #[cfg(feature = "jolt")]
    ragrig::sim::jolt::set_threads(threads);
    let (mut rig, placed) = sample();
    rig.sim.engine = engine;
    let mut sim = pile(&rig, &placed);
    let mut per_step = Vec::with_capacity(steps);
    let (mut total_s, mut library_s) = (0.0, 0.0);
    for _ in 0..steps {
        let t = Instant::now();
        sim.step().expect("step");
        per_step.push(t.elapsed().as_secs_f64() * 1e3);
        let split = sim.last_timing();
        total_s += split.step_s;
        library_s += split.library_s;
    }
    let asleep_after = asleep(&sim);
    let dynamic = (0..sim.body_count()).filter(|&i| sim.is_dynamic(i)).count();
    // The overhead is timed on a second pile right after its warm-up, while it still moves: on
    // the first one, every body may be asleep by now, and ragrig's fixed cost per step over a
    // bare step that does nothing would read as thousands of per cent.
    let mut sim = pile(&rig, &placed);
    let hooks = hooks(&sim);
    let time = |sim: &mut SimWorld, f: &mut dyn FnMut(&mut SimWorld)| {
        let t = Instant::now();
        for _ in 0..BLOCK {
            f(sim);
        }
        t.elapsed().as_secs_f64() * 1e3 / BLOCK as f64
    };
    let mut overhead = Vec::new();
    let (mut on, mut raw) = (Vec::new(), Vec::new());
    // ragrig's share of each of its own steps in the rounds, from the step's own split.
    let mut split = Vec::new();
    for _ in 0..rounds {
        let mut ragrig_step = |s: &mut SimWorld| {
            s.step().expect("step");
            split.push(s.last_timing().overhead() * 100.0);
        };
        let a1 = time(&mut sim, &mut ragrig_step);
        let b1 = time(&mut sim, &mut |s| bare_step(s, &hooks));
        let b2 = time(&mut sim, &mut |s| bare_step(s, &hooks));
        let a2 = time(&mut sim, &mut ragrig_step);
        let (a, b) = (0.5 * (a1 + a2), 0.5 * (b1 + b2));
        overhead.push((a - b) / b * 100.0);
        on.push(a);
        raw.push(b);
    }
    let asleep_paired = asleep(&sim);
    println!(
        "{:6} {threads} thread(s): {:7.2} ms/step (median of {steps}; mean {:.2}), \
         {asleep_after}/{dynamic} bodies asleep after {} steps; paired (fresh pile, steps {}–{}, \
         {asleep_paired} asleep at the end): ragrig {:.2} ms, bare {:.2} ms, overhead {:+.1} % \
         (median of {rounds} rounds; quartiles {:+.1} to {:+.1} %; fastest rounds {:+.1} %); \
         within ragrig's own steps, time outside the library: {:+.1} % of the library's while \
         the pile moves (median of {} steps; quartiles {:+.1} to {:+.1} %), {:+.1} % over the \
         {steps} steps",
        engine.name(),
        median(per_step.clone()),
        per_step.iter().sum::<f64>() / steps as f64,
        common::WARMUP_STEPS + steps,
        common::WARMUP_STEPS,
        common::WARMUP_STEPS + 4 * rounds * BLOCK,
        median(on.clone()),
        median(raw.clone()),
        median(overhead.clone()),
        quantile(overhead.clone(), 0.25),
        quantile(overhead, 0.75),
        (quantile(on, 0.0) - quantile(raw.clone(), 0.0)) / quantile(raw, 0.0) * 100.0,
        median(split.clone()),
        split.len(),
        quantile(split.clone(), 0.25),
        quantile(split, 0.75),
        (total_s - library_s) / library_s * 100.0,
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let steps = args
        .iter()
        .position(|a| a == "--steps")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(500);
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or(ROUNDS);
    let only = args
        .iter()
        .position(|a| a == "--engine")
        .map(|i| SimEngine::parse(args.get(i + 1).map_or("", String::as_str)))
        .transpose()
        .unwrap_or_else(|e| panic!("--engine: {e}"));
    if only.is_none_or(|e| e == SimEngine::Rapier) {
        run(SimEngine::Rapier, 1, steps, rounds);
    }
    #[cfg(feature = "jolt")]
    if only.is_none_or(|e| e == SimEngine::Jolt) {
        for threads in [1, 2] {
            run(SimEngine::Jolt, threads, steps, rounds);
        }
    }
}
