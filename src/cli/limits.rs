//! `ragrig limits RIG --from-clips [--clip NAME]... [--margin DEG] [-o OUT] [--json]`: fit the
//! rig's joint limits to its model's clips ([`crate::fit::limits`], docs/limits.md) and write the
//! rig (in place by default). Prints per joint the limits before → after, the margin kept and
//! anatomical-range warnings. Exit 0 ok, 1 when the written rig has doctor errors, 2 on bad
//! input (unreadable rig or model, unknown clip, a model without clips, a bad margin).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::fit::limits::{LimitFitOptions, LimitFitReport, fit_limits};
use crate::project::Project;
use crate::rig::{Finding, Severity};
use serde::Serialize;
use std::path::{Path, PathBuf};

#[derive(Serialize)]
struct Output<'a> {
    rig: String,
    report: &'a LimitFitReport,
    errors: usize,
    warnings: usize,
    findings: &'a [Finding],
}

fn bad(msg: impl std::fmt::Display) -> i32 {
    eprintln!("error: {msg}");
    EXIT_BAD_INPUT
}

pub struct LimitsArgs<'a> {
    pub from_clips: bool,
    pub clips: &'a [String],
    pub margin_deg: f32,
    pub output: Option<&'a Path>,
    pub json: bool,
}

pub fn run(rig_path: &Path, args: &LimitsArgs) -> i32 {
    if !args.from_clips {
        return bad("say where the limits come from: --from-clips");
    }
    if !(args.margin_deg.is_finite() && (0.0..=45.0).contains(&args.margin_deg)) {
        return bad(format!(
            "--margin {} must be between 0 and 45 degrees",
            args.margin_deg
        ));
    }
    let mut project = match Project::open_rig(rig_path) {
        Ok(p) => p,
        Err(e) => return bad(e),
    };
    let ch = match &project.character {
        Ok(c) => c,
        Err(e) => return bad(format!("the model cannot be read: {e}")),
    };
    if ch.clips.is_empty() {
        return bad(format!(
            "{}: the model has no clips to fit limits to",
            project.model_path().display()
        ));
    }
    for name in args.clips {
        if ch.clip(name).is_none() {
            let names: Vec<&str> = ch.clips.iter().map(|c| c.name.as_str()).collect();
            return bad(format!(
                "{}: no clip '{name}' (clips: {})",
                project.model_path().display(),
                names.join(", ")
            ));
        }
    }
    let opts = LimitFitOptions {
        margin: args.margin_deg.to_radians(),
        clips: (!args.clips.is_empty()).then(|| args.clips.to_vec()),
        ..LimitFitOptions::default()
    };
    let (rig, report) = fit_limits(&project.rig, ch, &opts);
    project.rig = rig;
    let out = args.output.unwrap_or(rig_path);
    if let Err(e) = project.save_as(out) {
        return bad(format!("{}: cannot write: {e}", out.display()));
    }
    let findings = project.diagnose();
    let count = |s| findings.iter().filter(|f| f.severity == s).count();
    let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
    if args.json {
        print_json(&Output {
            rig: out.display().to_string(),
            report: &report,
            errors,
            warnings,
            findings: &findings,
        });
    } else {
        print_report(&report);
        out!(
            "wrote {}; doctor: {errors} error(s), {warnings} warning(s)",
            out.display()
        );
    }
    if errors > 0 { EXIT_FINDINGS } else { EXIT_OK }
}

/// The report as a table (also used by `ragrig fit --limits clips`).
pub fn print_report(r: &LimitFitReport) {
    out!(
        "limits fitted to {} clip(s) with a {:.1}° margin; anatomical ranges: {}",
        r.clips.len(),
        r.margin_deg,
        r.envelope_source
    );
    out!(
        "  {:<12} {:>7}  {:<27} {:<27} {:>6} {:>6}",
        "joint",
        "samples",
        "before swing1/2, twist",
        "after swing1/2, twist",
        "axis°",
        "margin"
    );
    let lim = |l: [f32; 4]| format!("{:.0}/{:.0}, [{:.0}, {:.0}]", l[0], l[1], l[2], l[3]);
    for j in &r.joints {
        out!(
            "  {:<12} {:>7}  {:<27} {:<27} {:>6.1} {:>6.1}",
            j.joint,
            j.samples,
            lim(j.before_deg),
            lim(j.after_deg),
            j.axis_moved_deg,
            j.swing_margin_deg.min(j.twist_margin_deg)
        );
    }
    for w in &r.warnings {
        out!("warning: {w}");
    }
}

/// `ragrig limits`'s arguments (see [`Command::Limits`](super::Command::Limits)).
#[derive(clap::Args, Debug)]
pub struct LimitsCommand {
    rig: PathBuf,
    /// Fit to the model's clips (the only source for now).
    #[arg(long)]
    from_clips: bool,
    /// Only this clip (repeatable; default: every clip of the model).
    #[arg(long, value_name = "NAME")]
    clip: Vec<String>,
    /// Margin between the clips and the limits, degrees.
    #[arg(
        long,
        default_value_t = 5.0,
        value_name = "DEG",
        allow_negative_numbers = true
    )]
    margin: f32,
    /// Write here instead of overwriting RIG.
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    #[arg(long)]
    json: bool,
}

impl LimitsCommand {
    /// Fit the limits and write the rig; returns the exit code.
    pub fn run(self) -> i32 {
        let Self {
            rig,
            from_clips,
            clip,
            margin,
            output,
            json,
        } = self;
        run(
            &rig,
            &LimitsArgs {
                from_clips,
                clips: &clip,
                margin_deg: margin,
                output: output.as_deref(),
                json,
            },
        )
    }
}
