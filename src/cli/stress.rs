//! `ragrig stress RIG [--model GLB] [--seeds N] [--first-seed S] [--seconds S] [--engine E]
//! [--json]`: the stress fuzzer ([`crate::stress`]) on a rig: one line per failing case with the
//! command that replays it, and a summary. Exit 0 when every case passes, 1 when any fails or the
//! rig doctor reports an error (refused, findings listed), 2 on bad input.

use super::{EXIT_FINDINGS, EXIT_OK, print_json};
use crate::rig::SimEngine;
use crate::stress::{Outcome, StressOptions, plan, replay_command, run as run_case};
use serde::Serialize;
use std::path::{Path, PathBuf};

#[derive(Serialize)]
struct Output<'a> {
    rig: String,
    engine: &'static str,
    first_seed: u64,
    seeds: u64,
    seconds: f32,
    /// The largest hit's velocity change on the body hit, m/s.
    max_hit_dv: f32,
    failed: usize,
    /// Wall-clock seconds of the slowest case.
    slowest_case_s: f64,
    failures: Vec<&'a Outcome>,
}

pub fn run(
    rig_path: &Path,
    model: Option<&Path>,
    first_seed: u64,
    seeds: u64,
    seconds: f32,
    engine: Option<SimEngine>,
    json: bool,
) -> i32 {
    let (project, loaded, _) = match super::open_run(rig_path, model, engine) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let ch = match super::gated_character("stress", rig_path, &project, &loaded, json) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let rig = &project.rig;
    let engine = rig.sim.engine;
    let opts = StressOptions {
        seconds,
        ..StressOptions::default()
    };
    let mut outcomes = Vec::new();
    let mut slowest: f64 = 0.0;
    for seed in first_seed..first_seed.saturating_add(seeds) {
        let o = run_case(rig, ch, &plan(seed, rig, ch, &opts), &opts);
        slowest = slowest.max(o.wall_s);
        if !o.failures.is_empty() {
            if !json {
                out!(
                    "seed {seed}: {}\n    replay: {}",
                    o.failures.join("; "),
                    replay_command(rig_path, seed, seconds, engine)
                );
            }
            outcomes.push(o);
        }
    }
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            engine: engine.name(),
            first_seed,
            seeds,
            seconds,
            max_hit_dv: opts.max_hit_dv,
            failed: outcomes.len(),
            slowest_case_s: slowest,
            failures: outcomes.iter().collect(),
        });
    } else {
        out!(
            "{} of {seeds} case(s) failed on {} (seeds {first_seed}..{}, {seconds} s each, hits up to {} m/s on the body hit; slowest case {slowest:.2} s)",
            outcomes.len(),
            engine.name(),
            first_seed.saturating_add(seeds),
            opts.max_hit_dv
        );
    }
    if outcomes.is_empty() {
        EXIT_OK
    } else {
        EXIT_FINDINGS
    }
}

/// `ragrig stress`'s arguments (see [`Command::Stress`](super::Command::Stress)).
#[derive(clap::Args, Debug)]
pub struct StressCommand {
    rig: PathBuf,
    /// The model (default: the one the rig file references).
    #[arg(long, value_name = "GLB")]
    model: Option<PathBuf>,
    /// The first seed.
    #[arg(long, default_value_t = 0)]
    first_seed: u64,
    /// How many seeds (cases), from the first.
    #[arg(long, default_value_t = 100)]
    seeds: u64,
    /// Seconds simulated per case after the switch.
    #[arg(long, default_value_t = 4.0)]
    seconds: f32,
    /// The physics engine (rapier or jolt; default: the rig's `[sim] engine`).
    #[arg(long, value_name = "ENGINE")]
    engine: Option<SimEngine>,
    #[arg(long)]
    json: bool,
}

impl StressCommand {
    /// Run the stress cases; returns the exit code.
    pub fn run(self) -> i32 {
        let Self {
            rig,
            model,
            first_seed,
            seeds,
            seconds,
            engine,
            json,
        } = self;
        run(
            &rig,
            model.as_deref(),
            first_seed,
            seeds,
            seconds,
            engine,
            json,
        )
    }
}
