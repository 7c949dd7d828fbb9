//! `ragrig safety RIG [--clip NAME]... [--min-ok PERCENT] [--json]`: the switch-safety strip
//! ([`crate::switch::safety_timeline`]) of a rig on its model's clips, as numbers: per clip the ok, warn
//! and bad frame counts and, per frame, its category and why. Exit 0 ok, 1 when a clip has
//! fewer ok frames than `--min-ok`, 2 on bad input (unreadable rig or model, unknown clip).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::character::{Character, Clip};
use crate::project::Project;
use crate::rig::Rig;
use crate::switch::safety::{SafetyCategory, SafetyThresholds, reasons, safety_timeline};
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct FrameLine {
    /// Seconds.
    t: f32,
    category: SafetyCategory,
    /// Empty for an ok frame.
    reasons: Vec<String>,
}

#[derive(Serialize)]
struct ClipLine {
    clip: String,
    frames: usize,
    ok: usize,
    warn: usize,
    bad: usize,
    /// Share of ok frames, %.
    ok_percent: f32,
    per_frame: Vec<FrameLine>,
}

#[derive(Serialize)]
struct Output {
    rig: String,
    model: String,
    clips: Vec<ClipLine>,
}

fn bad(msg: impl std::fmt::Display) -> i32 {
    eprintln!("error: {msg}");
    EXIT_BAD_INPUT
}

pub fn run(rig_path: &Path, clips: &[String], min_ok: Option<f32>, json: bool) -> i32 {
    if let Some(m) = min_ok
        && !(0.0..=100.0).contains(&m)
    {
        return bad(format!("--min-ok {m} must be a percentage in [0, 100]"));
    }
    let project = match Project::open_rig(rig_path) {
        Ok(p) => p,
        Err(e) => return bad(e),
    };
    let ch = match &project.character {
        Ok(c) => c,
        Err(e) => return bad(format!("the model cannot be read: {e}")),
    };
    let chosen = match chosen_clips(&project, ch, clips) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let th = SafetyThresholds::default();
    let lines: Vec<ClipLine> = chosen
        .into_iter()
        .map(|clip| clip_line(&project.rig, ch, clip, &th))
        .collect();
    let failed = min_ok.is_some_and(|m| lines.iter().any(|l| l.ok_percent < m));
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            model: project.model_path().display().to_string(),
            clips: lines,
        });
    } else {
        print_table(&lines);
    }
    if failed { EXIT_FINDINGS } else { EXIT_OK }
}

/// The clips named on the command line (every clip of the model when none is); an unknown
/// name is bad input (the message is on stderr, the exit code comes back).
fn chosen_clips<'c>(
    project: &Project,
    ch: &'c Character,
    clips: &[String],
) -> Result<Vec<&'c Clip>, i32> {
    if clips.is_empty() {
        return Ok(ch.clips.iter().collect());
    }
    let mut v = Vec::new();
    for name in clips {
        match ch.clip(name) {
            Some(c) => v.push(c),
            None => {
                let names: Vec<&str> = ch.clips.iter().map(|c| c.name.as_str()).collect();
                return Err(bad(format!(
                    "{}: no clip '{name}' (clips: {})",
                    project.model_path().display(),
                    names.join(", ")
                )));
            }
        }
    }
    Ok(v)
}

/// One clip's safety strip: its frame counts per category and every frame's category and why.
fn clip_line(rig: &Rig, ch: &Character, clip: &Clip, th: &SafetyThresholds) -> ClipLine {
    let frames = safety_timeline(rig, ch, clip, th);
    let count = |c| frames.iter().filter(|f| f.category == c).count();
    let (ok, warn, badn) = (
        count(SafetyCategory::Ok),
        count(SafetyCategory::Warn),
        count(SafetyCategory::Bad),
    );
    ClipLine {
        clip: clip.name.clone(),
        frames: frames.len(),
        ok,
        warn,
        bad: badn,
        ok_percent: if frames.is_empty() {
            100.0
        } else {
            100.0 * ok as f32 / frames.len() as f32
        },
        per_frame: frames
            .iter()
            .map(|f| FrameLine {
                t: f.t,
                category: f.category,
                reasons: reasons(rig, f, th),
            })
            .collect(),
    }
}

/// The table: one line per clip with its counts, ok share and its worst frame's first reason.
fn print_table(lines: &[ClipLine]) {
    out!(
        "{:<32} {:>6} {:>5} {:>5} {:>5} {:>6}  worst reason",
        "clip",
        "frames",
        "ok",
        "warn",
        "bad",
        "ok %"
    );
    for l in lines {
        let worst = l
            .per_frame
            .iter()
            .max_by_key(|f| f.category)
            .and_then(|f| f.reasons.first())
            .map_or("-", String::as_str);
        out!(
            "{:<32} {:>6} {:>5} {:>5} {:>5} {:>6.1}  {worst}",
            l.clip,
            l.frames,
            l.ok,
            l.warn,
            l.bad,
            l.ok_percent
        );
    }
}
