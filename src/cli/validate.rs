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

/// A fix as compared for "the same fix": a limit fit of a pair is the same whichever twin's
/// finding offered it (its joints in name order).
fn normalised(fix: &Fix) -> Fix {
    match fix {
        Fix::FitLimits { joints } => {
            let mut joints = joints.clone();
            joints.sort_by(|a, b| a.0.cmp(&b.0));
            Fix::FitLimits { joints }
        }
        other => other.clone(),
    }
}

/// The fixes `codes` asks for among `findings`, each once, in the findings' order (errors
/// first). `all` takes every error's and warning's fix; a note's fix is a choice (a stylised
/// character may want what it notes), so only its own code takes it.
fn chosen_fixes(findings: &[Finding], codes: &[String]) -> Vec<Fix> {
    let all = codes.iter().any(|c| c == "all");
    let mut fixes: Vec<Fix> = Vec::new();
    for f in findings {
        let asked = codes.iter().any(|c| c == f.code) || (all && f.severity != Severity::Info);
        if let Some(fix) = f.fix.as_ref().filter(|_| asked).map(normalised)
            && !fixes.contains(&fix)
        {
            fixes.push(fix);
        }
    }
    fixes
}

/// Most rounds of diagnose → fix: a fix can leave or bring up a finding that another fix
/// answers (two mass ratios on one light body), so the rig is diagnosed again after each round.
const MAX_FIX_ROUNDS: usize = 8;

/// Apply the fixes `codes` asks for, round after round until no new one comes up (a fix is
/// never applied twice, so fixes that undo each other stop). Returns the fixes applied, in
/// order, and the codes no finding with a fix had.
fn apply_fixes<'c>(project: &mut Project, codes: &'c [String]) -> (Vec<Fix>, Vec<&'c str>) {
    let mut applied: Vec<Fix> = Vec::new();
    let mut matched: Vec<&str> = Vec::new();
    let mut settled = false;
    for _ in 0..MAX_FIX_ROUNDS {
        let findings = project.diagnose();
        for f in findings.iter().filter(|f| f.fix.is_some()) {
            if let Some(c) = codes.iter().find(|c| c.as_str() == f.code) {
                matched.push(c.as_str());
            }
        }
        let new: Vec<Fix> = chosen_fixes(&findings, codes)
            .into_iter()
            .filter(|f| !applied.contains(f))
            .collect();
        if new.is_empty() {
            settled = true;
            break;
        }
        for fix in new {
            apply_fix(&mut project.rig, &fix);
            applied.push(fix);
        }
    }
    // Out of rounds with fixes still coming: say so (the findings printed next show what is
    // left; running --fix again continues). Diagnosed once more only then.
    let pending = if settled {
        0
    } else {
        chosen_fixes(&project.diagnose(), codes)
            .into_iter()
            .filter(|f| !applied.contains(f))
            .count()
    };
    if pending > 0 {
        eprintln!(
            "warning: stopped after {MAX_FIX_ROUNDS} rounds of fixes with {pending} more \
             offered; run validate --fix again to apply them"
        );
    }
    let unmatched = codes
        .iter()
        .map(String::as_str)
        .filter(|c| *c != "all" && !matched.contains(c))
        .collect();
    (applied, unmatched)
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
        let (fixes, unmatched) = apply_fixes(&mut project, args.fix);
        fixed = fixes.iter().map(Fix::label).collect();
        for code in unmatched {
            eprintln!("--fix {code}: no finding with a fix has this code");
        }
        if fixes.is_empty() {
            eprintln!("nothing to fix");
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
