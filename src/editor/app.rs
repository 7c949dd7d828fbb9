//! The editor application: wiring of panels, menus, shortcuts, files and run modes.

use super::document::Document;
use super::files::{self, Settings};
use super::panels;
use super::render::gpu::ViewportRenderer;
use super::selection::Selection;
use super::state::EditorState;
use crate::rig::Severity;
use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use egui_tiles::{Tile, TileId, Tiles, Tree};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pane {
    Outliner,
    Viewport,
    Inspector,
    Timeline,
    Findings,
    Switch,
    Plots,
}

impl Pane {
    pub const ALL: [Pane; 7] = [
        Pane::Outliner,
        Pane::Viewport,
        Pane::Inspector,
        Pane::Timeline,
        Pane::Findings,
        Pane::Switch,
        Pane::Plots,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Pane::Outliner => "Outliner",
            Pane::Viewport => "Viewport",
            Pane::Inspector => "Inspector",
            Pane::Timeline => "Timeline",
            Pane::Findings => "Findings",
            Pane::Switch => "Switch",
            Pane::Plots => "Plots",
        }
    }
}

/// The default arrangement: outliner over findings | viewport over timeline | inspector.
pub fn default_layout() -> Tree<Pane> {
    let mut tiles = Tiles::default();
    let outliner = tiles.insert_pane(Pane::Outliner);
    let findings = tiles.insert_pane(Pane::Findings);
    let viewport = tiles.insert_pane(Pane::Viewport);
    let timeline = tiles.insert_pane(Pane::Timeline);
    let inspector = tiles.insert_pane(Pane::Inspector);
    let switch = tiles.insert_pane(Pane::Switch);
    let plots = tiles.insert_pane(Pane::Plots);
    let left = tiles.insert_vertical_tile(vec![outliner, findings]);
    let centre = tiles.insert_vertical_tile(vec![viewport, timeline]);
    let right = tiles.insert_tab_tile(vec![inspector, switch, plots]);
    let root = tiles.insert_horizontal_tile(vec![left, centre, right]);
    let set = |tiles: &mut Tiles<Pane>, parent: TileId, shares: &[(TileId, f32)]| {
        if let Some(Tile::Container(egui_tiles::Container::Linear(lin))) = tiles.get_mut(parent) {
            for &(c, s) in shares {
                lin.shares.set_share(c, s);
            }
        }
    };
    set(
        &mut tiles,
        root,
        &[(left, 0.2), (centre, 0.5), (right, 0.3)],
    );
    set(&mut tiles, left, &[(outliner, 0.62), (findings, 0.38)]);
    set(&mut tiles, centre, &[(viewport, 0.72), (timeline, 0.28)]);
    Tree::new(egui::Id::unique("ragrig_layout"), root, tiles)
}

struct Behavior<'a> {
    st: &'a mut EditorState,
}

impl egui_tiles::Behavior<Pane> for Behavior<'_> {
    fn pane_ui(&mut self, ui: &mut Ui, _id: TileId, pane: &mut Pane) -> egui_tiles::UiResponse {
        let viewport = *pane == Pane::Viewport;
        if !viewport {
            ui.add_space(4.0);
        }
        egui::Frame::new()
            .inner_margin(if viewport { 0.0 } else { 6.0 })
            .show(ui, |ui| match pane {
                Pane::Outliner => panels::outliner::ui(ui, self.st),
                Pane::Viewport => panels::viewport::ui(ui, self.st),
                Pane::Inspector => panels::inspector::ui(ui, self.st),
                Pane::Timeline => {
                    egui::ScrollArea::vertical()
                        .auto_shrink([false; 2])
                        .show(ui, |ui| panels::timeline::ui(ui, self.st));
                }
                Pane::Findings => panels::findings::ui(ui, self.st),
                Pane::Switch => {
                    egui::ScrollArea::vertical()
                        .id_salt("switch_pane")
                        .auto_shrink([false; 2])
                        .show(ui, |ui| panels::switch::ui(ui, self.st));
                }
                Pane::Plots => panels::plots::ui(ui, self.st),
            });
        egui_tiles::UiResponse::None
    }

    fn tab_title_for_pane(&mut self, pane: &Pane) -> egui::WidgetText {
        pane.title().into()
    }

    fn simplification_options(&self) -> egui_tiles::SimplificationOptions {
        egui_tiles::SimplificationOptions {
            all_panes_must_have_tabs: true,
            ..Default::default()
        }
    }
}

/// What to open at start.
pub enum Start {
    Path(PathBuf),
    Document(Box<Document>),
}

/// Batch and start-up options (`ragrig edit --screenshot/--bench/--select/--clip/--time`).
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Render a few frames, save a PNG of the window, exit.
    pub screenshot: Option<PathBuf>,
    /// Render this many frames, report CPU frame time, exit.
    pub bench_frames: Option<usize>,
    /// Select this body or joint at start.
    pub select: Option<String>,
    /// Show this clip at start (paused at `time` seconds).
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
    /// Start in engine compare mode (see [`super::compare`]).
    pub compare: bool,
    /// Test hook: apply this edit (`NAME.FIELD=VALUE`, see [`super::test_hooks`]) as an
    /// undoable command a few frames after start, as the inspector would.
    pub test_edit: Option<String>,
    /// Test hook: restore the autosaved copy the start offers (as "Restore autosave" does),
    /// save the restored rig to this path and exit.
    pub test_restore_to: Option<PathBuf>,
}

/// Options for [`RagrigApp::new`].
pub struct AppOptions {
    pub start: Start,
    /// Where settings, layout and recovery files live.
    pub config_dir: PathBuf,
    pub run: RunOptions,
    /// Filled in when a run mode finishes: Ok(message) or Err(message).
    pub outcome: Arc<Mutex<Option<Result<String, String>>>>,
}

/// What File ▸ Export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// A copy of the validated rig file.
    Rig,
    /// The model plus the rig as glTF with KHR_physics_rigid_bodies.
    Gltf,
}

/// An action that may discard unsaved changes waits for the user's answer.
#[derive(Clone, Debug, PartialEq)]
enum Pending {
    Open(Option<PathBuf>),
    NewFromModel,
    Quit,
}

enum Modal {
    Unsaved(Pending),
    Recover(files::RecoveryInfo, PathBuf),
    ExportBlocked(Vec<crate::rig::Finding>),
    ExportWarnings(Vec<String>, ExportKind),
    Message(String),
    Shortcuts,
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
    outcome: Arc<Mutex<Option<Result<String, String>>>>,
    screenshot_slot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    /// A screenshot or bench run: leaves the user's layout and settings alone.
    batch: bool,
}

/// What a modal's button does once the modal is closed.
type AfterModal = Box<dyn FnOnce(&mut RagrigApp)>;

/// Unsaved work is copied to the recovery folder once the document has not changed for this
/// long (and at once when the window loses focus).
pub const AUTOSAVE_IDLE: Duration = Duration::from_secs(2);

/// When the last change happened and which revision the recovery copy holds.
struct Autosave {
    /// The document revision seen last frame.
    seen_revision: u64,
    /// When it changed (the idle time counts from here).
    changed_at: Instant,
    /// The revision in this session's recovery copy (None: no copy).
    written: Option<u64>,
    /// Whether the window had the focus last frame.
    focused: Option<bool>,
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
        let doc = match opts.start {
            Start::Document(d) => *d,
            Start::Path(p) => match files::open_path(&p, 1) {
                Ok(d) => d,
                Err(e) => {
                    modal = Some(Modal::Message(e));
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
        app.apply_start_options(&opts.run);
        app
    }

    /// Restore an autosaved copy: the document it holds (unsaved, pointing at the original
    /// file) replaces the current one, this session's own copy is written at once, and the
    /// old copy is removed.
    fn restore(&mut self, info: &files::RecoveryInfo, path: &Path) -> Result<(), String> {
        let g = self.next_generation();
        let doc = files::load_recovery(path, info, g)?;
        self.state.set_document(doc);
        self.state.status = "recovered unsaved changes".into();
        match self.recovery.write(&self.state.doc) {
            Ok(()) => {
                self.autosave.written = Some(self.state.doc.history.revision());
                files::discard_recovery(path);
            }
            Err(e) => self.state.status = format!("recovered; autosave failed: {e}"),
        }
        Ok(())
    }

    /// The `test_restore_to` hook: restore the offered copy, save it to `out`, exit.
    fn test_restore(&mut self, offered: Option<(files::RecoveryInfo, PathBuf)>, out: &Path) {
        let result = match offered {
            None => Err("no autosaved copy was offered at start".to_owned()),
            Some((info, path)) => self.restore(&info, &path).and_then(|()| {
                let original = info
                    .original
                    .as_ref()
                    .map_or("an unsaved rig".to_owned(), |p| p.display().to_string());
                self.state
                    .doc
                    .save_as(out)
                    .map_err(|e| format!("{}: {e}", out.display()))?;
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

    fn apply_start_options(&mut self, run: &RunOptions) {
        if let Some(name) = &run.select {
            let rig = self.state.doc.rig();
            self.state.selection = match (rig.body_index(name), rig.joint_index(name)) {
                (Some(i), _) => Selection::Body(i),
                (None, Some(i)) => Selection::Joint(i),
                _ => Selection::None,
            };
            if run.frame_selected && self.state.selection != Selection::None {
                self.state.frame_all = false;
                self.state.frame_request = true;
            }
        }
        if let (Some(name), Ok(ch)) = (&run.clip, &self.state.doc.project.character) {
            self.state.playback.clip = ch.clips.iter().position(|c| &c.name == name);
            self.state.playback.time = run.time;
        }
        if let Some(name) = &run.pane
            && let Some(p) = Pane::ALL
                .into_iter()
                .find(|p| p.title().eq_ignore_ascii_case(name))
        {
            self.tree
                .make_active(|_, tile| matches!(tile, Tile::Pane(q) if *q == p));
        }
        for o in &run.obstacles {
            match crate::sim::Obstacle::parse(o) {
                Ok(o) => self.state.sim_controls.obstacles.push(o),
                Err(e) => self.state.status = e,
            }
        }
        self.state.sim_controls.compare = run.compare;
        if let Some(seconds) = run.simulate {
            super::panels::simulation::start(&mut self.state, true);
            let steps = (seconds / self.state.doc.rig().sim.dt).round() as usize;
            for _ in 0..steps {
                super::panels::simulation::step_once(&mut self.state);
            }
            if let Some(l) = self.state.live.as_mut() {
                l.running = false;
            }
        }
    }

    /// The dockable layout (for View ▸ Panels and tests).
    pub fn layout_mut(&mut self) -> &mut Tree<Pane> {
        &mut self.tree
    }

    fn remember_current(&mut self) {
        if let Some(p) = self.state.doc.project.rig_path.clone() {
            self.settings.push_recent(&p);
            self.settings.save(&self.config_dir);
        }
    }

    fn next_generation(&mut self) -> u64 {
        self.generation += 1;
        self.generation
    }

    /// Open a rig or model now (no unsaved-changes check).
    pub fn open_now(&mut self, path: &Path) {
        let g = self.next_generation();
        match files::open_path(path, g) {
            Ok(doc) => {
                self.state.set_document(doc);
                self.state.status = format!("opened {}", path.display());
                self.settings.push_recent(path);
                self.settings.save(&self.config_dir);
            }
            Err(e) => self.modal = Some(Modal::Message(e)),
        }
    }

    fn request(&mut self, p: Pending) {
        if self.state.doc.has_unsaved_work() {
            self.modal = Some(Modal::Unsaved(p));
        } else {
            self.perform(p);
        }
    }

    fn perform(&mut self, p: Pending) {
        match p {
            Pending::Open(Some(path)) => self.open_now(&path),
            Pending::Open(None) => {
                if let Some(path) = rfd::FileDialog::new()
                    .add_filter("rig or model", &["toml", "glb", "gltf"])
                    .pick_file()
                {
                    self.open_now(&path);
                }
            }
            Pending::NewFromModel => {
                if let Some(path) = rfd::FileDialog::new()
                    .add_filter("glTF model", &["glb", "gltf"])
                    .pick_file()
                {
                    self.open_now(&path);
                }
            }
            Pending::Quit => {
                self.allow_close = true;
            }
        }
    }

    /// Save to the current path, or ask for one. Returns true when saved.
    pub fn save(&mut self, force_dialog: bool) -> bool {
        let path = match (&self.state.doc.project.rig_path, force_dialog) {
            (Some(p), false) => p.clone(),
            _ => match rfd::FileDialog::new()
                .add_filter("ragrig rig", &["toml"])
                .set_file_name("rig.rig.toml")
                .save_file()
            {
                Some(p) => p,
                None => return false,
            },
        };
        self.save_to(&path)
    }

    pub fn save_to(&mut self, path: &Path) -> bool {
        match self.state.doc.save_as(path) {
            Ok(()) => {
                self.state.status = format!("saved {}", path.display());
                self.recovery.clear();
                self.autosave.written = None;
                self.remember_current();
                true
            }
            Err(e) => {
                self.modal = Some(Modal::Message(format!(
                    "cannot save {}: {e}",
                    path.display()
                )));
                false
            }
        }
    }

    /// Export (a rig copy or glTF with physics): refused while the rig doctor reports errors;
    /// warnings need a confirmation.
    fn export(&mut self, kind: ExportKind, confirmed: bool) {
        let warnings = match crate::export::check_exportable(&self.state.doc.project) {
            Ok(w) => w,
            Err(blocked) => {
                let errors = blocked.0.clone();
                self.modal = Some(Modal::ExportBlocked(errors));
                return;
            }
        };
        if !warnings.is_empty() && !confirmed {
            let w = warnings
                .iter()
                .map(|f| format!("{}: {}", f.code, f.message))
                .collect();
            self.modal = Some(Modal::ExportWarnings(w, kind));
            return;
        }
        let (filter, ext, name) = match kind {
            ExportKind::Rig => ("ragrig rig", "toml", "export.rig.toml"),
            ExportKind::Gltf => ("glTF binary", "glb", "export_physics.glb"),
        };
        let Some(path) = rfd::FileDialog::new()
            .add_filter(filter, &[ext])
            .set_file_name(name)
            .save_file()
        else {
            return;
        };
        self.export_to(kind, &path);
    }

    /// Write an export without asking (the gate has been passed).
    pub fn export_to(&mut self, kind: ExportKind, path: &Path) {
        let result = match kind {
            ExportKind::Rig => self
                .state
                .doc
                .project
                .detached_copy()
                .save_as(path)
                .map_err(|e| e.to_string()),
            ExportKind::Gltf => crate::export::khr_write::export_glb(&self.state.doc.project)
                .map_err(|e| format!("{e:#}"))
                .and_then(|(bytes, report)| {
                    crate::atomic_write(path, &bytes).map_err(|e| e.to_string())?;
                    Ok(report)
                })
                .map(|report| {
                    if !report.approximations.is_empty() {
                        self.modal = Some(Modal::Message(format!(
                            "Exported {}. Approximations:\n{}",
                            path.display(),
                            report.approximations.join("\n")
                        )));
                    }
                }),
        };
        match result {
            Ok(()) => self.state.status = format!("exported {}", path.display()),
            Err(e) => self.modal = Some(Modal::Message(format!("cannot export: {e}"))),
        }
    }

    /// Mirror the left side onto the right (bodies, frames, limits), one undoable edit.
    pub fn mirror(&mut self) {
        let Ok(ch) = &self.state.doc.project.character else {
            return;
        };
        let mirrored = crate::fit::mirror_left_to_right(self.state.doc.rig(), &ch.skeleton);
        self.state.doc.replace_rig("Mirror left to right", mirrored);
        self.state.status = "mirrored left to right".into();
    }

    /// Save the rig's limits and gains as a preset file.
    fn save_preset(&mut self) {
        let Some(path) = rfd::FileDialog::new()
            .add_filter("ragrig preset", &["toml"])
            .set_file_name("my_preset.toml")
            .save_file()
        else {
            return;
        };
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let p = crate::rig::preset_apply::preset_from_rig(
            self.state.doc.rig(),
            &name,
            "saved from the editor",
            true,
            true,
        );
        match crate::atomic_write(&path, crate::rig::preset_apply::write_preset(&p).as_bytes()) {
            Ok(()) => self.state.status = format!("saved preset {}", path.display()),
            Err(e) => {
                self.modal = Some(Modal::Message(format!(
                    "cannot save {}: {e}",
                    path.display()
                )))
            }
        }
    }

    fn undo(&mut self) {
        if let Some(l) = self.state.doc.undo() {
            self.state.status = format!("undid: {l}");
        }
    }

    fn redo(&mut self) {
        if let Some(l) = self.state.doc.redo() {
            self.state.status = format!("redid: {l}");
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let text_focus = ctx.memory(|m| m.focused().is_some()) && ctx.egui_wants_keyboard_input();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let pressed = |m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if pressed(cmd, Key::S) {
            self.save(false);
        }
        if pressed(cmd_shift, Key::S) {
            self.save(true);
        }
        if pressed(cmd, Key::O) {
            self.request(Pending::Open(None));
        }
        if text_focus {
            return;
        }
        if pressed(cmd_shift, Key::Z) || pressed(cmd, Key::Y) {
            self.redo();
        }
        if pressed(cmd, Key::Z) {
            self.undo();
        }
        let plain = |k: Key| ctx.input(|i| i.key_pressed(k) && i.modifiers.is_none());
        if plain(Key::Space) && self.state.playback.clip.is_some() {
            self.state.playback.playing = !self.state.playback.playing;
        }
        if plain(Key::X) {
            self.state.overlays.xray = !self.state.overlays.xray;
        }
        if plain(Key::Escape) {
            self.state.selection = Selection::None;
        }
        if plain(Key::G) {
            super::panels::simulation::go_ragdoll(&mut self.state);
        }
        use super::viewport::gizmo::GizmoKind;
        for (k, kind) in [
            (Key::W, GizmoKind::Move),
            (Key::E, GizmoKind::Rotate),
            (Key::Q, GizmoKind::Off),
        ] {
            if plain(k) {
                self.state.gizmo.kind = kind;
            }
        }
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui.button("New from model…").clicked() {
                    self.request(Pending::NewFromModel);
                }
                if ui.button("Open…  (Ctrl+O)").clicked() {
                    self.request(Pending::Open(None));
                }
                ui.menu_button("Open recent", |ui| {
                    if self.settings.recent.is_empty() {
                        ui.label("nothing yet");
                    }
                    for p in self.settings.recent.clone() {
                        if ui.button(p.display().to_string()).clicked() {
                            self.request(Pending::Open(Some(p)));
                        }
                    }
                });
                ui.separator();
                if ui.button("Save  (Ctrl+S)").clicked() {
                    self.save(false);
                }
                if ui.button("Save As…  (Ctrl+Shift+S)").clicked() {
                    self.save(true);
                }
                if ui.button("Export validated rig…").clicked() {
                    self.export(ExportKind::Rig, false);
                }
                if ui.button("Export glTF with physics…").clicked() {
                    self.export(ExportKind::Gltf, false);
                }
                ui.separator();
                if ui.button("Quit").clicked() {
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
            ui.menu_button("Edit", |ui| {
                let u = self
                    .state
                    .doc
                    .history
                    .undo_label()
                    .map(|l| format!("Undo {l}  (Ctrl+Z)"));
                if ui
                    .add_enabled(u.is_some(), egui::Button::new(u.unwrap_or("Undo".into())))
                    .clicked()
                {
                    self.undo();
                }
                let r = self
                    .state
                    .doc
                    .history
                    .redo_label()
                    .map(|l| format!("Redo {l}  (Ctrl+Shift+Z)"));
                if ui
                    .add_enabled(r.is_some(), egui::Button::new(r.unwrap_or("Redo".into())))
                    .clicked()
                {
                    self.redo();
                }
            });
            ui.menu_button("Rig", |ui| {
                let has_model = self.state.doc.project.character.is_ok();
                if ui
                    .add_enabled(has_model, egui::Button::new("Generate ragdoll…"))
                    .clicked()
                    && let Ok(ch) = &self.state.doc.project.character
                {
                    self.state
                        .generate
                        .open_for(&self.state.doc.project.rig, ch);
                }
                let has_clips = self
                    .state
                    .doc
                    .project
                    .character
                    .as_ref()
                    .is_ok_and(|c| !c.clips.is_empty());
                if ui
                    .add_enabled(has_clips, egui::Button::new("Fit limits to clips…"))
                    .on_hover_text("cones re-aimed at how each joint moves in the clips")
                    .clicked()
                    && let Ok(ch) = &self.state.doc.project.character
                {
                    self.state.limits.open_for(ch);
                }
                if ui
                    .add_enabled(has_model, egui::Button::new("Mirror left to right"))
                    .clicked()
                {
                    self.mirror();
                }
                ui.separator();
                ui.menu_button("Apply preset to the rig", |ui| {
                    for name in super::panels::generate::preset_names() {
                        if ui.button(&name).clicked() {
                            super::panels::inspector::apply_preset_named(
                                &mut self.state,
                                &name,
                                &crate::rig::preset_apply::PresetTarget::Rig,
                            );
                        }
                    }
                });
                if ui.button("Save preset…").clicked() {
                    self.save_preset();
                }
            });
            ui.menu_button("View", |ui| {
                ui.label("Panels");
                for p in Pane::ALL {
                    let id = self.tree.tiles.find_pane(&p);
                    let mut visible = id.is_some_and(|id| self.tree.tiles.is_visible(id));
                    if ui.checkbox(&mut visible, p.title()).changed()
                        && let Some(id) = id
                    {
                        self.tree.tiles.set_visible(id, visible);
                    }
                }
                if ui.button("Reset layout").clicked() {
                    self.tree = default_layout();
                }
                ui.separator();
                ui.label("Camera");
                if ui.button("Frame selected  (F)").clicked() {
                    self.state.frame_request = true;
                }
                ui.horizontal(|ui| {
                    let cam = &mut self.state.camera;
                    if ui.button("Front").clicked() {
                        (cam.yaw, cam.pitch) = (0.0, 0.0);
                    }
                    if ui.button("Side").clicked() {
                        (cam.yaw, cam.pitch) = (std::f32::consts::FRAC_PI_2, 0.0);
                    }
                    if ui.button("Top").clicked() {
                        (cam.yaw, cam.pitch) = (0.0, 1.5);
                    }
                });
                ui.separator();
                ui.label("Overlays");
                let o = &mut self.state.overlays;
                ui.checkbox(&mut o.xray, "X-ray skin  (X)");
                ui.checkbox(&mut o.mesh, "Skin");
                ui.checkbox(&mut o.shapes, "Body shapes");
                ui.checkbox(&mut o.bones, "Bones");
                ui.checkbox(&mut o.joint_frames, "Joint frames");
                ui.checkbox(&mut o.grid, "Ground grid");
            });
            ui.menu_button("Help", |ui| {
                if ui.button("Keyboard shortcuts").clicked() {
                    self.modal = Some(Modal::Shortcuts);
                }
            });
        });
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let dirty = if self.state.doc.is_dirty() { " *" } else { "" };
            ui.label(format!("{}{dirty}", self.state.doc.display_name()))
                .on_hover_text("* = unsaved changes");
            ui.separator();
            let errors = self
                .state
                .doc
                .findings()
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .count();
            ui.label(if errors > 0 {
                format!("{errors} errors")
            } else {
                "rig OK".to_owned()
            });
            ui.separator();
            let sim = match &self.state.live {
                Some(l) => l.label(),
                None if self.state.playback.playing => "animation playing".to_owned(),
                None => "sim: idle".to_owned(),
            };
            ui.label(sim);
            ui.separator();
            ui.label(format!("frame {:.1} ms", self.state.frame_ms));
            ui.separator();
            ui.label(&self.state.status);
        });
    }

    fn modals(&mut self, ctx: &egui::Context) {
        let Some(modal) = self.modal.take() else {
            return;
        };
        let mut keep = true;
        let mut then: Option<AfterModal> = None;
        let resp = egui::Modal::new(egui::Id::unique("ragrig_modal")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            match &modal {
                Modal::Unsaved(p) => {
                    ui.heading("Unsaved changes");
                    ui.label(format!("{} has unsaved changes.", self.state.doc.display_name()));
                    ui.horizontal(|ui| {
                        let p = p.clone();
                        if ui.button("Save").clicked() {
                            keep = false;
                            then = Some(Box::new(move |app: &mut Self| {
                                if app.save(false) {
                                    app.perform(p);
                                }
                            }));
                        } else if ui.button("Discard").clicked() {
                            keep = false;
                            then = Some(Box::new(move |app: &mut Self| {
                                app.state.doc.mark_saved();
                                app.perform(p)
                            }));
                        } else if ui.button("Cancel").clicked() {
                            keep = false;
                        }
                    });
                }
                Modal::Recover(info, path) => {
                    ui.heading("Recover unsaved changes?");
                    let what = info.original.as_ref().map_or("an unsaved rig".to_owned(), |p| p.display().to_string());
                    ui.label(format!("ragrig did not close cleanly while editing {what}. An autosaved copy exists."));
                    ui.horizontal(|ui| {
                        if ui.button("Restore autosave").clicked() {
                            keep = false;
                            let (info, path) = (info.clone(), path.clone());
                            then = Some(Box::new(move |app: &mut Self| {
                                if let Err(e) = app.restore(&info, &path) {
                                    app.modal = Some(Modal::Message(e));
                                }
                            }));
                        } else if ui.button("Discard").clicked() {
                            keep = false;
                            let path = path.clone();
                            then = Some(Box::new(move |_: &mut Self| files::discard_recovery(&path)));
                        }
                    });
                }
                Modal::ExportBlocked(errors) => {
                    ui.heading("Export refused");
                    ui.label("The rig doctor reports errors; fix them first (see Findings):");
                    for f in errors.iter().take(12) {
                        ui.horizontal_wrapped(|ui| {
                            if let Some(fx) = &f.fix
                                && ui.small_button("Fix").on_hover_text(fx.label()).clicked()
                            {
                                let fx = fx.clone();
                                keep = false;
                                then = Some(Box::new(move |app: &mut Self| {
                                    let mut rig = app.state.doc.rig().clone();
                                    crate::rig::apply_fix(&mut rig, &fx);
                                    app.state.doc.replace_rig(format!("Fix: {}", fx.label()), rig);
                                    app.state.status = format!("fixed: {}", fx.label());
                                }));
                            }
                            ui.colored_label(
                                panels::findings::severity_color(Severity::Error),
                                format!("{}: {}", f.code, f.message),
                            );
                        });
                    }
                    if ui.button("OK").clicked() {
                        keep = false;
                    }
                }
                Modal::ExportWarnings(warnings, kind) => {
                    ui.heading("Export with warnings?");
                    for w in warnings.iter().take(12) {
                        ui.colored_label(panels::findings::severity_color(Severity::Warning), w);
                    }
                    ui.horizontal(|ui| {
                        if ui.button("Export anyway").clicked() {
                            keep = false;
                            let kind = *kind;
                            then = Some(Box::new(move |app: &mut Self| app.export(kind, true)));
                        } else if ui.button("Cancel").clicked() {
                            keep = false;
                        }
                    });
                }
                Modal::Message(m) => {
                    ui.label(m);
                    if ui.button("OK").clicked() {
                        keep = false;
                    }
                }
                Modal::Shortcuts => {
                    ui.heading("Keyboard shortcuts");
                    egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
                        for (k, what) in [
                            ("Ctrl+Z", "undo"),
                            ("Ctrl+Shift+Z, Ctrl+Y", "redo"),
                            ("Ctrl+S / Ctrl+Shift+S", "save / save as"),
                            ("Ctrl+O", "open a rig or model"),
                            ("F", "frame the selection (viewport)"),
                            ("X", "X-ray skin on/off"),
                            ("Space", "play / pause the clip"),
                            ("Esc", "clear the selection"),
                            ("W / E / Q", "gizmo: move / rotate / off"),
                            ("G", "go ragdoll at the current clip time"),
                            ("drag / shift-drag / wheel", "orbit / pan / zoom"),
                        ] {
                            ui.label(k);
                            ui.label(what);
                            ui.end_row();
                        }
                    });
                    if ui.button("Close").clicked() {
                        keep = false;
                    }
                }
            }
        });
        if resp.should_close() && !matches!(modal, Modal::Unsaved(_) | Modal::Recover(..)) {
            keep = false;
        }
        if keep {
            self.modal = Some(modal);
        }
        if let Some(f) = then {
            f(self);
        }
    }

    fn handle_drops(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        if let Some(p) = dropped.into_iter().next() {
            self.request(Pending::Open(Some(p)));
        }
    }

    /// Copy unsaved work to this session's recovery file once the document has been idle for
    /// [`AUTOSAVE_IDLE`] or the window loses focus; remove the copy once nothing is unsaved.
    fn autosave(&mut self, ctx: &egui::Context, dragging: bool) {
        if self.batch {
            return;
        }
        let rev = self.state.doc.history.revision();
        if rev != self.autosave.seen_revision {
            self.autosave.seen_revision = rev;
            self.autosave.changed_at = Instant::now();
        }
        let focused = ctx.input(|i| i.viewport().focused);
        let lost_focus = self.autosave.focused == Some(true) && focused == Some(false);
        self.autosave.focused = focused;
        if !self.state.doc.has_unsaved_work() {
            if self.autosave.written.take().is_some() {
                self.recovery.clear();
            }
            return;
        }
        if self.autosave.written == Some(rev) {
            return;
        }
        let idle = self.autosave.changed_at.elapsed();
        if lost_focus || (idle >= AUTOSAVE_IDLE && !dragging) {
            match self.recovery.write(&self.state.doc) {
                Ok(()) => self.autosave.written = Some(rev),
                Err(e) => {
                    // Try again after another idle period.
                    self.autosave.changed_at = Instant::now();
                    self.state.status = format!("autosave failed: {e}");
                }
            }
        } else {
            ctx.request_repaint_after(
                AUTOSAVE_IDLE.saturating_sub(idle) + Duration::from_millis(50),
            );
        }
    }

    /// The path of this session's recovery copy (written by autosave).
    pub fn recovery_path(&self) -> PathBuf {
        self.recovery.path()
    }

    fn run_modes(&mut self, ctx: &egui::Context, cpu_ms: f64) {
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
                *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some(result.map(|()| format!("wrote {}", path.display())));
                self.screenshot = None;
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else if self.frame_count > 600 {
                *self.outcome.lock().unwrap_or_else(|e| e.into_inner()) =
                    Some(Err("no screenshot arrived".into()));
                self.screenshot = None;
                self.allow_close = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }
}

fn empty_document() -> Document {
    Document::new(crate::project::Project::with_model_file(Path::new("")), 0)
}

pub fn save_png(path: &Path, image: &egui::ColorImage) -> Result<(), String> {
    let [w, h] = image.size;
    let bytes: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
    let img = image::RgbaImage::from_raw(w as u32, h as u32, bytes).ok_or("bad screenshot size")?;
    img.save(path)
        .map_err(|e| format!("{}: {e}", path.display()))
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
            self.state.status = match super::test_hooks::apply_edit(&mut self.state.doc, &spec) {
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
        super::panels::simulation::advance(&mut self.state, dt);
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
        super::panels::generate::ui(&ctx, &mut self.state);
        super::panels::limits::ui(&ctx, &mut self.state);
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
