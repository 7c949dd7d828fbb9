//! `ragrig check-physics RIG [--model GLB] [--only TEXT] [--json]`: the physics check
//! ([`crate::physics_check`]) on a rig and its model: one line per run and the worst values.
//! Exit 0 when every run meets the bar, 1 when any fails or the rig doctor reports an error
//! (refused, findings listed), 2 on bad input.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::character::load_character;
use crate::physics_check::{Bar, CheckReport, check, format_table, matrix};
use crate::project::Project;
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
    let mut project = match Project::open_rig(rig_path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    if let Some(e) = engine {
        project.rig.sim.engine = e;
    }
    if !crate::sim::engine::available(project.rig.sim.engine) {
        eprintln!(
            "error: this ragrig was built without the {} engine (cargo feature `{}`)",
            project.rig.sim.engine,
            project.rig.sim.engine.name()
        );
        return EXIT_BAD_INPUT;
    }
    let (model_path, loaded);
    let character = match model {
        Some(m) => {
            model_path = m.to_path_buf();
            loaded = load_character(m);
            match &loaded {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("error: {e}");
                    return EXIT_BAD_INPUT;
                }
            }
        }
        None => {
            model_path = project.model_path().to_path_buf();
            match &project.character {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("error: the model cannot be read: {e}");
                    return EXIT_BAD_INPUT;
                }
            }
        }
    };
    // The doctor gate, against the model the check runs on.
    if let Err(refused) = crate::rig::check_rig(&project.rig, Some(character)) {
        return super::refuse("check-physics", rig_path, &refused, json);
    }
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
