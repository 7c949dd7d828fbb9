//! `ragrig check-physics RIG [--model GLB] [--only TEXT] [--json]`: the physics check
//! ([`crate::physics_check`]) on a rig and its model: one line per run and the worst values.
//! Exit 0 when every run meets the bar, 1 when any fails or the rig doctor reports an error
//! (refused, findings listed), 2 on bad input.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::physics_check::{Bar, CheckReport, check, format_table, matrix};
use crate::rig::SimEngine;
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct Output<'a> {
    rig: String,
    engine: &'static str,
    model: String,
    #[serde(flatten)]
    report: &'a CheckReport,
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
    // The doctor gate, against the model the check runs on.
    let character = match super::gated_character("check-physics", rig_path, &project, &loaded, json)
    {
        Ok(c) => c,
        Err(code) => return code,
    };
    let mut cases = matrix(character);
    if let Some(text) = only {
        cases.retain(|c| c.label().contains(text));
        if cases.is_empty() {
            eprintln!("error: no run of the matrix matches '{text}'");
            return EXIT_BAD_INPUT;
        }
    }
    let report = check(&project.rig, character, &cases, &Bar::default());
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            engine: project.rig.sim.engine.name(),
            model: model_path.display().to_string(),
            report: &report,
        });
    } else {
        out!("{}", format_table(&report).trim_end());
    }
    if report.passed {
        EXIT_OK
    } else {
        EXIT_FINDINGS
    }
}
