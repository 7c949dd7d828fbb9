//! `ragrig check-physics RIG [--model GLB] [--only TEXT] [--trace CSV] [--json]`: the physics
//! check ([`crate::physics_check`]) on a rig and its model: one line per run and the worst
//! values; `--trace` writes one run's bodies step by step, as `simulate --trace` does.
//! Exit 0 when every run meets the bar, 1 when any fails or the rig doctor reports an error
//! (refused, findings listed), 2 on bad input.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::physics_check::{
    Bar, Case, CheckReport, check, format_table, matrix, run_case_observed, summarize,
};
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

/// The one run `--trace` follows: the run named exactly `only`, else the only run whose name
/// contains it.
fn traced_case(cases: &[Case], only: Option<&str>) -> Result<Case, String> {
    let Some(text) = only else {
        return Err("--trace follows one run: name it with --only".into());
    };
    if let Some(c) = cases.iter().find(|c| c.label() == text) {
        return Ok(c.clone());
    }
    match cases {
        [one] => Ok(one.clone()),
        _ => Err(format!(
            "--trace follows one run, and {} match '{text}': {}",
            cases.len(),
            cases.iter().map(Case::label).collect::<Vec<_>>().join(", ")
        )),
    }
}

pub fn run(
    rig_path: &Path,
    model: Option<&Path>,
    only: Option<&str>,
    trace: Option<&Path>,
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
    let bar = Bar::default();
    let report = match trace {
        None => check(&project.rig, character, &cases, &bar),
        Some(path) => {
            let case = match traced_case(&cases, only) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("error: {e}");
                    return EXIT_BAD_INPUT;
                }
            };
            let mut rows = String::from(super::simulate::TRACE_HEADER);
            let run = run_case_observed(&project.rig, character, &case, &bar, &mut |s| {
                super::simulate::trace_rows(&mut rows, s)
            });
            if let Err(e) = crate::atomic_write(path, rows.as_bytes()) {
                eprintln!("error: {}: {e}", path.display());
                return EXIT_FINDINGS;
            }
            summarize(&bar, vec![run])
        }
    };
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            engine: project.rig.sim.engine.name(),
            model: model_path.display().to_string(),
            report: &report,
        });
    } else {
        out!("{}", format_table(&report).trim_end());
        if !report.passed && trace.is_none() {
            let model = model.map_or(String::new(), |m| format!(" --model {}", m.display()));
            let engine = engine.map_or(String::new(), |e| format!(" --engine {}", e.name()));
            out!(
                "replay a run step by step: ragrig check-physics {}{model}{engine} --only 'NAME' --trace run.csv (or its Replay button in the editor's Checks pane)",
                rig_path.display()
            );
        }
    }
    if report.passed {
        EXIT_OK
    } else {
        EXIT_FINDINGS
    }
}
