//! `ragrig validate RIG [--fix CODE]... [-o OUT]`: the rig doctor from the command line, and
//! its one-click fixes for pipelines (those the editor's Findings panel offers).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::project::Project;
use crate::rig::{Finding, Fix, Severity, apply_fix};
use serde::Serialize;
use std::path::Path;

/// What `validate` was asked besides the rig.
pub struct ValidateArgs<'a> {
    pub json: bool,
    /// Warnings fail too.
    pub strict: bool,
    /// Codes whose findings' fixes to apply (`all`: every error's and warning's).
    pub fix: &'a [String],
    /// Where to write the fixed rig (default: over the rig).
    pub output: Option<&'a Path>,
}

#[derive(Serialize)]
struct Report<'a> {
    rig: String,
    model: String,
    /// The fixes applied (their labels), in the order applied.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixed: Vec<String>,
    errors: usize,
    warnings: usize,
    findings: &'a [Finding],
}

/// The fixes `codes` asks for among `findings`, each once, in the findings' order (errors
/// first). `all` takes every error's and warning's fix; a note's fix is a choice (a stylised
/// character may want what it notes), so only its own code takes it.
fn chosen_fixes(findings: &[Finding], codes: &[String]) -> Vec<Fix> {
    let all = codes.iter().any(|c| c == "all");
    let mut fixes: Vec<Fix> = Vec::new();
    for f in findings {
        let asked = codes.iter().any(|c| c == f.code) || (all && f.severity != Severity::Info);
        if let Some(fix) = f.fix.as_ref().filter(|_| asked)
            && !fixes.contains(fix)
        {
            fixes.push(fix.clone());
        }
    }
    fixes
}

pub fn run(path: &Path, args: &ValidateArgs) -> i32 {
    let (json, strict) = (args.json, args.strict);
    let mut project = match Project::open_rig(path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let mut fixed = Vec::new();
    if !args.fix.is_empty() {
        let fixes = chosen_fixes(&project.diagnose(), args.fix);
        for fix in &fixes {
            apply_fix(&mut project.rig, fix);
            fixed.push(fix.label());
        }
        if fixes.is_empty() {
            eprintln!(
                "no finding with a fix has code {}: nothing to fix",
                args.fix.join(" or ")
            );
        }
        // Written when something changed, and always to an -o the caller asked for.
        if !fixes.is_empty() || args.output.is_some() {
            let out = args.output.unwrap_or(path);
            if let Err(e) = project.save_as(out) {
                eprintln!("error: {}: cannot write: {e}", out.display());
                return EXIT_BAD_INPUT;
            }
        }
    }
    let path = project
        .rig_path
        .clone()
        .unwrap_or_else(|| path.to_path_buf());
    let path = path.as_path();
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
            fixed,
            errors,
            warnings,
            findings: &findings,
        });
    } else {
        for label in &fixed {
            out!("fixed: {label}");
        }
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
