//! `ragrig scenarios RIG [--model GLB] [--json] [--only NAME]`: the scenario suite
//! ([`crate::scenario`]) on a rig and its model. Exit 0 when every check passes, 1 when any
//! fails, 2 on bad input (unreadable rig or model, unknown scenario name).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::rig::SimEngine;
use crate::scenario::{self, ScenarioReport};
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct Output<'a> {
    rig: String,
    engine: &'static str,
    model: String,
    /// Every check of every scenario run passed.
    passed: bool,
    scenarios: &'a [ScenarioReport],
}

pub fn run(
    rig_path: &Path,
    model: Option<&Path>,
    only: Option<&str>,
    engine: Option<SimEngine>,
    json: bool,
) -> i32 {
    let (project, loaded, model_path) = match super::open_run(rig_path, model, engine) {
        Ok(x) => x,
        Err(code) => return code,
    };
    // The doctor gate, against the model the scenarios run on.
    let character = match super::gated_character("scenarios", rig_path, &project, &loaded, json) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let reports = match only {
        Some(name) => match scenario::run_one(name, &project.rig, character) {
            Some(r) => vec![r],
            None => {
                eprintln!(
                    "error: no scenario '{name}' (scenarios: {})",
                    scenario::names().join(", ")
                );
                return EXIT_BAD_INPUT;
            }
        },
        None => scenario::run_all(&project.rig, character),
    };
    let passed = reports.iter().all(|r| r.passed);
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            engine: project.rig.sim.engine.name(),
            model: model_path.display().to_string(),
            passed,
            scenarios: &reports,
        });
    } else {
        out!("{}", scenario::format_table(&reports).trim_end());
    }
    if passed { EXIT_OK } else { EXIT_FINDINGS }
}
