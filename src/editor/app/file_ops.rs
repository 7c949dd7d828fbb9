//! File operations: open (with the unsaved-changes question), save, export behind the rig
//! doctor's gate, presets, dropped files, the autosave and restoring a recovery copy.

use super::modals::{Modal, Pending};
use super::{ExportKind, RagrigApp};
use crate::editor::files;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Unsaved work is copied to the recovery folder once the document has not changed for this
/// long (and at once when the window loses focus).
pub const AUTOSAVE_IDLE: Duration = Duration::from_secs(2);

/// When the last change happened and which revision the recovery copy holds.
pub(super) struct Autosave {
    /// The document revision seen last frame.
    pub(super) seen_revision: u64,
    /// When it changed (the idle time counts from here).
    pub(super) changed_at: Instant,
    /// The revision in this session's recovery copy (None: no copy).
    pub(super) written: Option<u64>,
    /// Whether the window had the focus last frame.
    pub(super) focused: Option<bool>,
}

impl RagrigApp {
    /// Restore an autosaved copy: the document it holds (unsaved, pointing at the original
    /// file) replaces the current one, this session's own copy is written at once, and the
    /// old copy is removed.
    pub(super) fn restore(
        &mut self,
        info: &files::RecoveryInfo,
        path: &Path,
    ) -> Result<(), files::OpenError> {
        let g = self.next_generation();
        let doc = files::load_recovery(path, info, g)?;
        self.state.set_document(doc);
        self.state.offer_generate();
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

    pub(super) fn remember_current(&mut self) {
        if let Some(p) = self.state.doc.project.rig_path.clone() {
            self.settings.push_recent(&p);
            self.settings.save(&self.config_dir);
        }
    }

    /// Open a rig or model now (no unsaved-changes check).
    pub fn open_now(&mut self, path: &Path) {
        let g = self.next_generation();
        match files::open_path_noting(path, g) {
            Ok((doc, note)) => {
                self.state.set_document(doc);
                let opened = if self.state.offer_generate() {
                    format!("opened {}: no ragdoll yet, generate one", path.display())
                } else {
                    format!("opened {}", path.display())
                };
                self.state.status = note.unwrap_or(opened);
                self.settings.push_recent(path);
                self.settings.save(&self.config_dir);
            }
            Err(e) => self.modal = Some(Modal::Message(e.to_string())),
        }
    }

    pub(super) fn request(&mut self, p: Pending) {
        if self.state.doc.has_unsaved_work() {
            self.modal = Some(Modal::Unsaved(p));
        } else {
            self.perform(p);
        }
    }

    pub(super) fn perform(&mut self, p: Pending) {
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
    pub(super) fn export(&mut self, kind: ExportKind, confirmed: bool) {
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
            ExportKind::Gltf => crate::export::export_glb(&self.state.doc.project)
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

    /// Bake the live simulation into the model as an animation: asks where to write it.
    pub(super) fn export_baked(&mut self) {
        if self.state.live.as_ref().is_none_or(|l| l.baked.len() < 2) {
            self.state.status =
                "nothing to bake: simulate first (Simulate or Go ragdoll in the Timeline)".into();
            return;
        }
        let Some(path) = rfd::FileDialog::new()
            .add_filter("glTF binary", &["glb"])
            .set_file_name("baked.glb")
            .save_file()
        else {
            return;
        };
        self.export_baked_to(&path);
    }

    /// Write the model with the live simulation baked in as the animation
    /// [`crate::export::BAKED_CLIP_NAME`] (no question asked).
    pub fn export_baked_to(&mut self, path: &Path) {
        let (Some(live), Ok(ch)) = (&self.state.live, &self.state.doc.project.character) else {
            self.state.status = "nothing to bake: simulate first".into();
            return;
        };
        let seconds = live.baked.duration();
        let model = self.state.doc.project.model_path();
        match crate::export::bake_to_file(&live.baked, ch, model, path) {
            Ok(()) => {
                self.state.status = format!(
                    "baked {seconds:.2} s of simulation into {} (animation '{}')",
                    path.display(),
                    crate::export::BAKED_CLIP_NAME
                )
            }
            Err(e) => self.modal = Some(Modal::Message(format!("cannot bake: {e}"))),
        }
    }

    /// Save the rig's limits and gains as a preset file.
    pub(super) fn save_preset(&mut self) {
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

    pub(super) fn handle_drops(&mut self, ctx: &egui::Context) {
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
    pub(super) fn autosave(&mut self, ctx: &egui::Context, dragging: bool) {
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
}
