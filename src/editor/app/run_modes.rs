//! Start-up options and batch runs: `--select/--clip/--pane/--obstacles/--simulate` at start,
//! `--screenshot` and `--bench` (render, report, exit) and the restore-and-save test hook.

use super::RagrigApp;
use super::layout::Pane;
use crate::editor::files;
use crate::editor::selection::Selection;
use egui_tiles::Tile;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

/// Why a run mode (the restore-and-save test hook, a screenshot) failed: the editor prints it
/// as `error: …` and exits 1.
#[derive(Debug, thiserror::Error)]
pub enum RunFailure {
    #[error("no autosaved copy was offered at start")]
    NoAutosave,
    /// The autosaved copy could not be opened.
    #[error(transparent)]
    Restore(#[from] files::OpenError),
    /// The restored rig could not be written.
    #[error("{}: {source}", .path.display())]
    Save {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Screenshot(#[from] PngError),
    #[error("no screenshot arrived")]
    NoScreenshot,
}

/// A screenshot that could not be saved as PNG.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The pixels do not fill the image's size.
    #[error("bad screenshot size")]
    Size,
    #[error("{}: {source}", .path.display())]
    Write {
        path: PathBuf,
        source: image::ImageError,
    },
}

/// Batch and start-up options (`ragrig edit --screenshot/--bench/--select/--clip/--time`).
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Render a few frames, save a PNG of the window, exit.
    pub screenshot: Option<PathBuf>,
    /// Render this many frames, report CPU frame time, exit.
    pub bench_frames: Option<usize>,
    /// Select this body, joint or drive group at start (bodies and joints first).
    pub select: Option<String>,
    /// Show this clip at start (a clip name, or a role the rig gives a clip), paused at `time` s.
    pub clip: Option<String>,
    pub time: f32,
    /// Go ragdoll at start and simulate this many seconds before anything else.
    pub simulate: Option<f32>,
    /// Bring this pane's tab to the front at start (by its title, case-insensitive).
    pub pane: Option<String>,
    /// Obstacles for the test scene: `box`, `wall` or `slope[:DEGREES]`.
    pub obstacles: Vec<String>,
    /// Frame the `select`ed body or joint instead of the whole character at start.
    pub frame_selected: bool,
    /// Start in engine compare mode (see [`crate::editor::Ghost`]).
    pub compare: bool,
    /// Simulate with the joint drives on.
    pub drives: bool,
    /// Viewport overlays to turn on at start: `centre-of-mass`, `drive-load`.
    pub overlays: Vec<String>,
    /// Test hook: apply this edit (`NAME.FIELD=VALUE`, see [`super::test_hooks`]) as an
    /// undoable command a few frames after start, as the inspector would.
    pub test_edit: Option<String>,
    /// Test hook: restore the autosaved copy the start offers (as "Restore autosave" does),
    /// save the restored rig to this path and exit.
    pub test_restore_to: Option<PathBuf>,
}

impl RagrigApp {
    /// The `test_restore_to` hook: restore the offered copy, save it to `out`, exit.
    pub(super) fn test_restore(
        &mut self,
        offered: Option<(files::RecoveryInfo, PathBuf)>,
        out: &Path,
    ) {
        let result = match offered {
            None => Err(RunFailure::NoAutosave),
            Some((info, path)) => self
                .restore(&info, &path)
                .map_err(RunFailure::from)
                .and_then(|()| {
                    let original = info
                        .original
                        .as_ref()
                        .map_or("an unsaved rig".to_owned(), |p| p.display().to_string());
                    self.state
                        .doc
                        .save_as(out)
                        .map_err(|source| RunFailure::Save {
                            path: out.to_path_buf(),
                            source,
                        })?;
                    self.recovery.clear();
                    Ok(format!(
                        "restored the autosaved copy of {original} and wrote {}",
                        out.display()
                    ))
                }),
        };
        *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) = Some(result);
        self.allow_close = true;
    }

    pub(super) fn apply_start_options(&mut self, run: &RunOptions) {
        if let Some(name) = &run.select {
            self.state.selection = Selection::by_name(self.state.doc.rig(), name);
            if self.state.selection == Selection::None {
                self.state.status = format!(
                    "--select {name}: no body, joint or drive group of that name (body:, joint: \
                     or group: pick one kind; settings the rig settings)"
                );
                tracing::warn!("{}", self.state.status);
            }
            let placed = matches!(
                self.state.selection,
                Selection::Body(_) | Selection::Joint(_)
            );
            if run.frame_selected && placed {
                self.state.frame_all = false;
                self.state.frame_request = true;
            }
        }
        if let (Some(name), Ok(ch)) = (&run.clip, &self.state.doc.project.character) {
            // A clip of the model by its name, else the clip the rig gives that role (`run`).
            let rig = self.state.doc.rig();
            let clip =
                ch.clips.iter().position(|c| &c.name == name).or_else(|| {
                    crate::rig::ClipRole::parse(name).and_then(|r| rig.clip_index(r, ch))
                });
            if clip.is_none() {
                let names: Vec<&str> = ch.clips.iter().map(|c| c.name.as_str()).collect();
                self.state.status = format!(
                    "--clip {name}: no clip of that name or role (the model's clips: {})",
                    if names.is_empty() {
                        "none".to_owned()
                    } else {
                        names.join(", ")
                    }
                );
                tracing::warn!("{}", self.state.status);
            }
            self.state.playback.clip = clip;
            self.state.playback.time = run.time;
        }
        if let Some(name) = &run.pane {
            match Pane::ALL
                .into_iter()
                .find(|p| p.title().eq_ignore_ascii_case(name))
            {
                Some(p) => {
                    self.tree
                        .make_active(|_, tile| matches!(tile, Tile::Pane(q) if *q == p));
                }
                None => {
                    let titles: Vec<&str> = Pane::ALL.iter().map(|p| p.title()).collect();
                    self.state.status =
                        format!("--pane {name}: no such pane ({})", titles.join(", "));
                    tracing::warn!("{}", self.state.status);
                }
            }
        }
        for o in &run.obstacles {
            match crate::sim::Obstacle::parse(o) {
                Ok(o) => {
                    let o = crate::editor::panels::obstacles::for_model(&self.state, o);
                    self.state.sim_controls.obstacles.push(o);
                }
                Err(e) => self.state.status = e.to_string(),
            }
        }
        self.state.sim_controls.compare = run.compare;
        self.state.sim_controls.drives |= run.drives;
        for name in &run.overlays {
            let o = &mut self.state.overlays;
            match name.as_str() {
                "centre-of-mass" => o.centre_of_mass = true,
                "drive-load" => o.drive_load = true,
                other => self.state.status = format!("no overlay called {other}"),
            }
        }
        if let Some(seconds) = run.simulate {
            self.state.start_sim(true);
            let steps = (seconds / self.state.doc.rig().sim.dt).round() as usize;
            for _ in 0..steps {
                self.state.step_sim();
            }
            if let Some(l) = self.state.live.as_mut() {
                l.running = false;
            }
        }
    }

    pub(super) fn run_modes(&mut self, ctx: &egui::Context, cpu_ms: f64) {
        self.frame_count += 1;
        if let Some(n) = self.bench_frames {
            ctx.request_repaint();
            // Skip the first frames (shader compilation, uploads).
            if self.frame_count > 5 {
                let prepare_ms = self.state.prepare_ns.load(Ordering::Relaxed) as f64 / 1e6;
                self.bench_samples.push(cpu_ms + prepare_ms);
            }
            if self.bench_samples.len() >= n {
                let mut s = self.bench_samples.clone();
                s.sort_by(f64::total_cmp);
                let q = |p: f64| s[((s.len() - 1) as f64 * p).round() as usize];
                let msg = format!(
                    "CPU frame time over {} frames: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
                    s.len(),
                    q(0.5),
                    q(0.95),
                    s[s.len() - 1]
                );
                *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) = Some(Ok(msg));
                self.bench_frames = None;
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
        if let Some(path) = self.screenshot.clone() {
            ctx.request_repaint();
            if self.frame_count == 10 {
                let slot = self.screenshot_slot.clone();
                ctx.send_viewport_cmd(egui::ViewportCommand::Screenshot(
                    egui::ScreenshotCallback::new(move |image| {
                        *slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(image);
                    }),
                ));
            }
            let shot = self
                .screenshot_slot
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take();
            if let Some(image) = shot {
                let result = save_png(&path, &image);
                *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) = Some(
                    result
                        .map(|()| format!("wrote {}", path.display()))
                        .map_err(RunFailure::from),
                );
                self.screenshot = None;
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else if self.frame_count > 600 {
                *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some(Err(RunFailure::NoScreenshot));
                self.screenshot = None;
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }
}

/// Save a screenshot as a PNG file.
pub fn save_png(path: &Path, image: &egui::ColorImage) -> Result<(), PngError> {
    let [w, h] = image.size;
    let bytes: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
    let img = image::RgbaImage::from_raw(w as u32, h as u32, bytes).ok_or(PngError::Size)?;
    img.save(path).map_err(|source| PngError::Write {
        path: path.to_path_buf(),
        source,
    })
}
