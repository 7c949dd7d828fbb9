//! The editor application: the window's wiring. Each role has its own file: the layout of the
//! panes, the menus, the modal dialogs, file operations, what the keyboard and menus run, and
//! the start-up and batch run modes.

mod dispatch;
mod file_ops;
mod layout;
mod menus;
mod modals;
mod run_modes;

pub use file_ops::AUTOSAVE_IDLE;
pub use layout::{Pane, default_layout};
pub use run_modes::{PngError, RunFailure, RunOptions, save_png};

use super::document::Document;
use super::files::{self, Settings};
use super::render::gpu::ViewportRenderer;
use super::state::EditorState;
use egui::Ui;
use egui_tiles::Tree;
use file_ops::Autosave;
use layout::Behavior;
use modals::{Modal, Pending};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What to open at start.
pub enum Start {
    Path(PathBuf),
    Document(Box<Document>),
}

/// What File ▸ Export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// A copy of the validated rig file.
    Rig,
    /// The model plus the rig as glTF with KHR_physics_rigid_bodies.
    Gltf,
}

/// Options for [`RagrigApp::new`].
pub struct AppOptions {
    pub start: Start,
    /// Where settings, layout and recovery files live.
    pub config_dir: PathBuf,
    pub run: RunOptions,
    /// Filled in when a run mode finishes: Ok(message) or why it failed.
    pub outcome: Arc<Mutex<Option<Result<String, RunFailure>>>>,
}

pub struct RagrigApp {
    pub state: EditorState,
    tree: Tree<Pane>,
    settings: Settings,
    config_dir: PathBuf,
    modal: Option<Modal>,
    generation: u64,
    allow_close: bool,
    /// This session's crash-recovery copy.
    recovery: files::RecoverySlot,
    autosave: Autosave,
    test_edit: Option<String>,
    frame_count: u64,
    screenshot: Option<PathBuf>,
    bench_frames: Option<usize>,
    bench_samples: Vec<f64>,
    outcome: Arc<Mutex<Option<Result<String, RunFailure>>>>,
    screenshot_slot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    /// A screenshot or bench run: leaves the user's layout and settings alone.
    batch: bool,
}

impl RagrigApp {
    pub fn new(cc: &eframe::CreationContext<'_>, opts: AppOptions) -> Self {
        if let Some(rs) = cc.wgpu_render_state.as_ref() {
            ViewportRenderer::install(rs);
        }
        let settings = Settings::load(&opts.config_dir);
        let tree = std::fs::read(opts.config_dir.join("layout.json"))
            .ok()
            .and_then(|b| serde_json::from_slice::<Tree<Pane>>(&b).ok())
            .filter(|t| Pane::ALL.iter().all(|p| t.tiles.find_pane(p).is_some()))
            .unwrap_or_else(default_layout);
        let mut modal = None;
        let batch = opts.run.screenshot.is_some()
            || opts.run.bench_frames.is_some()
            || opts.run.test_restore_to.is_some();
        let mut note = None;
        let doc = match opts.start {
            Start::Document(d) => *d,
            Start::Path(p) => match files::open_path_noting(&p, 1) {
                Ok((d, n)) => {
                    note = n;
                    d
                }
                Err(e) => {
                    modal = Some(Modal::Message(e.to_string()));
                    empty_document()
                }
            },
        };
        // A recovery copy means the last session did not end cleanly.
        let offered = files::find_recovery(&opts.config_dir);
        if modal.is_none()
            && !batch
            && let Some((info, path)) = offered.clone()
        {
            modal = Some(Modal::Recover(info, path));
        }
        let mut app = Self {
            state: EditorState::new(doc),
            tree,
            settings,
            config_dir: opts.config_dir.clone(),
            modal,
            generation: 1,
            allow_close: false,
            recovery: files::RecoverySlot::new(&opts.config_dir),
            autosave: Autosave {
                seen_revision: 0,
                changed_at: Instant::now(),
                written: None,
                focused: None,
            },
            test_edit: opts.run.test_edit.clone(),
            frame_count: 0,
            screenshot: opts.run.screenshot.clone(),
            bench_frames: opts.run.bench_frames,
            bench_samples: Vec::new(),
            outcome: opts.outcome,
            screenshot_slot: Arc::new(Mutex::new(None)),
            batch,
        };
        if let Some(out) = &opts.run.test_restore_to {
            app.test_restore(offered, out);
            return app;
        }
        app.remember_current();
        if !batch && app.state.offer_generate() {
            app.state.status = "no ragdoll in this model yet: generate one".into();
        }
        app.apply_start_options(&opts.run);
        if let Some(n) = note {
            app.state.status = n;
        }
        app
    }

    /// The dockable layout (for View ▸ Panels and tests).
    pub fn layout_mut(&mut self) -> &mut Tree<Pane> {
        &mut self.tree
    }

    pub(super) fn next_generation(&mut self) -> u64 {
        self.generation += 1;
        self.generation
    }
}

fn empty_document() -> Document {
    Document::new(crate::project::Project::with_model_file(Path::new("")), 0)
}

impl eframe::App for RagrigApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let t0 = Instant::now();
        let ctx = ui.ctx().clone();
        // egui's frame time (the real frame time in the window, the fixed step in tests).
        let dt = ctx.input(|i| i.stable_dt).min(0.1);
        // Close requests: ask about unsaved changes first.
        if ctx.input(|i| i.viewport().close_requested()) && !self.allow_close {
            if self.state.doc.has_unsaved_work() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.modal = Some(Modal::Unsaved(Pending::Quit));
            } else {
                self.allow_close = true;
            }
        }
        if self.allow_close
            && !ctx.input(|i| i.viewport().close_requested())
            && self.bench_frames.is_none()
            && self.screenshot.is_none()
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let frames = self.frame_count;
        if self.test_edit.is_some() {
            ctx.request_repaint();
        }
        if let Some(spec) = self.test_edit.take_if(|_| frames >= 3) {
            self.state.status =
                match crate::editor::test_hooks::apply_edit(&mut self.state.doc, &spec) {
                    Ok(label) => format!("test edit: {label}"),
                    Err(e) => format!("test edit refused: {e}"),
                };
        }
        self.shortcuts(&ctx);
        self.handle_drops(&ctx);
        let duration = match (&self.state.doc.project.character, self.state.playback.clip) {
            (Ok(ch), Some(i)) => ch.clips.get(i).map_or(0.0, |c| c.duration),
            _ => 0.0,
        };
        self.state.playback.advance(dt, duration);
        // The timeline's speed is the viewport's: the live simulation runs slower or faster
        // with the clip (slow motion below 1×; each step is still the rig's dt).
        self.state.advance_sim(dt * self.state.playback.speed);
        if self.state.playback.playing || self.state.live.as_ref().is_some_and(|l| l.running) {
            ctx.request_repaint();
        }

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        egui::CentralPanel::no_frame().show(ui, |ui| {
            let mut behavior = Behavior {
                st: &mut self.state,
            };
            self.tree.ui(&mut behavior, ui);
        });
        crate::editor::panels::generate::ui(&ctx, &mut self.state);
        crate::editor::panels::limits::ui(&ctx, &mut self.state);
        self.modals(&ctx);

        // One undo step per interaction: close the open entry once nothing is being dragged
        // or typed into.
        let interacting =
            ctx.input(|i| i.pointer.any_down()) || ctx.memory(|m| m.focused().is_some());
        if !interacting {
            self.state.doc.history.seal();
        }
        // A drag in progress is not idle; a focused text field (that may keep the focus for
        // long) does not hold the autosave back.
        self.autosave(&ctx, ctx.input(|i| i.pointer.any_down()));
        let cpu_ms = t0.elapsed().as_secs_f64() * 1000.0;
        self.state.frame_ms = cpu_ms as f32;
        self.run_modes(&ctx, cpu_ms);
    }

    fn on_exit(&mut self) {
        if self.batch {
            // `--screenshot`/`--bench` (with `--pane` and the like) must not change the layout
            // and settings a person left.
            return;
        }
        if let Ok(b) = serde_json::to_vec(&self.tree) {
            let _ = std::fs::create_dir_all(&self.config_dir);
            let _ = crate::atomic_write(&self.config_dir.join("layout.json"), &b);
        }
        self.settings.save(&self.config_dir);
        // A clean exit leaves no recovery copy behind (other sessions' copies stay).
        self.recovery.clear();
    }
}
