//! `ragrig edit [FILE]` (and `ragrig` alone): the editor, on the bundled sample by default.

use crate::editor::{RunOptions, Start};
use std::path::PathBuf;

/// The bundled sample rig, found next to the executable's source tree or the working folder.
pub fn sample_rig_path() -> PathBuf {
    let here = PathBuf::from("sample_rigs/mannequin.rig.toml");
    if here.exists() {
        return here;
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_rigs/mannequin.rig.toml")
}

pub fn run(file: Option<PathBuf>, run: RunOptions) -> i32 {
    let path = file.unwrap_or_else(sample_rig_path);
    if !path.exists() {
        eprintln!("error: {}: no such file", path.display());
        return super::EXIT_BAD_INPUT;
    }
    crate::editor::run(Start::Path(path), run)
}

/// `ragrig edit`'s arguments (see [`Command::Edit`](super::Command::Edit)).
#[derive(clap::Args, Debug)]
pub struct EditCommand {
    file: Option<PathBuf>,
    /// Render a few frames, save a PNG of the window and exit.
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// Render N frames and print CPU frame time p50/p95, then exit.
    #[arg(long, value_name = "FRAMES")]
    bench: Option<usize>,
    /// Select a body, joint or drive group by name at start (bodies first, then joints, then
    /// groups), `body:NAME`, `joint:NAME` or `group:NAME` for that kind alone, or `settings`
    /// for the rig settings.
    #[arg(long, value_name = "NAME")]
    select: Option<String>,
    /// Frame the --select'ed body or joint (as F does) instead of the whole character.
    #[arg(long)]
    frame_selected: bool,
    /// Show this clip at start (a clip name, or a role from the rig: idle, walk, run, …), paused at --time.
    #[arg(long, value_name = "NAME")]
    clip: Option<String>,
    /// Clip time in seconds for --clip.
    #[arg(long, default_value_t = 0.0)]
    time: f32,
    /// Go ragdoll at start and simulate this many seconds (paused after).
    #[arg(long, value_name = "SECONDS")]
    simulate: Option<f32>,
    /// Show this panel's tab at start (e.g. Plots, Switch), for screenshots.
    #[arg(long)]
    pane: Option<String>,
    /// Add an obstacle to the test scene: box, wall or slope[:DEGREES], sized and placed for the
    /// model (the defaults are for a 1.8 m character, scaled by its height); repeatable.
    #[arg(long, value_name = "KIND")]
    obstacle: Vec<String>,
    /// Start in engine compare mode: every simulation also runs on the other engine, drawn
    /// as a translucent ghost (with --simulate: both from the same switch).
    #[arg(long)]
    compare: bool,
    /// Simulate with the joint drives on (toward the pose at the switch).
    #[arg(long)]
    drives: bool,
    /// Turn a viewport overlay on at start: centre-of-mass or drive-load; repeatable.
    #[arg(long, value_name = "NAME", value_parser = ["centre-of-mass", "drive-load"])]
    overlay: Vec<String>,
    /// Test hook: apply NAME.FIELD=VALUE as an undoable edit a few frames after start.
    #[arg(long, hide = true, value_name = "NAME.FIELD=VALUE")]
    test_edit: Option<String>,
    /// Test hook: restore the autosaved copy offered at start, save it here and exit.
    #[arg(long, hide = true, value_name = "RIG.toml")]
    test_restore_to: Option<PathBuf>,
}

impl EditCommand {
    /// Open the editor with these options; returns the exit code.
    pub fn run(self) -> i32 {
        let Self {
            file,
            screenshot,
            bench,
            select,
            frame_selected,
            clip,
            time,
            simulate,
            pane,
            obstacle,
            compare,
            drives,
            overlay,
            test_edit,
            test_restore_to,
        } = self;
        run(
            file,
            RunOptions {
                screenshot,
                bench_frames: bench,
                select,
                clip,
                time,
                simulate,
                pane,
                obstacles: obstacle,
                frame_selected,
                compare,
                drives,
                overlays: overlay,
                test_edit,
                test_restore_to,
            },
        )
    }
}
