//! `ragrig validate RIG`: the rig doctor from the command line.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::project::Project;
use crate::rig::{Finding, Severity};
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct Report<'a> {
    rig: String,
    model: String,
    errors: usize,
    warnings: usize,
    findings: &'a [Finding],
}

pub fn run(path: &Path, json: bool, strict: bool) -> i32 {
    let project = match Project::open_rig(path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let findings = project.diagnose();
    let errors = findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count();
    let warnings = findings
        .iter()
        .filter(|f| f.severity == Severity::Warning)
        .count();
    if json {
        print_json(&Report {
            rig: path.display().to_string(),
            model: project.model_path().display().to_string(),
            errors,
            warnings,
            findings: &findings,
        });
    } else {
        for f in &findings {
            let sev = match f.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Info => "info",
            };
            out!("{sev:<8} {:<24} {:<28} {}", f.code, f.subject, f.detail());
        }
        out!(
            "{}: {errors} error(s), {warnings} warning(s), {} bodies, {} joints",
            path.display(),
            project.rig.bodies.len(),
            project.rig.joints.len()
        );
    }
    if errors > 0 || (strict && warnings > 0) {
        EXIT_FINDINGS
    } else {
        EXIT_OK
    }
}
