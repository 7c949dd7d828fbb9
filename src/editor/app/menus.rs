//! The menu bar and the status bar.

use super::RagrigApp;
use super::file_ops::ExportKind;
use super::layout::{Pane, default_layout};
use super::modals::{Modal, Pending};
use crate::rig::Severity;
use egui::Ui;

impl RagrigApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| self.file_menu(ui));
            ui.menu_button("Edit", |ui| self.edit_menu(ui));
            ui.menu_button("Rig", |ui| self.rig_menu(ui));
            ui.menu_button("View", |ui| self.view_menu(ui));
            ui.menu_button("Help", |ui| self.help_menu(ui));
        });
    }

    fn file_menu(&mut self, ui: &mut Ui) {
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
    }

    fn edit_menu(&mut self, ui: &mut Ui) {
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
    }

    fn rig_menu(&mut self, ui: &mut Ui) {
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
            for name in crate::editor::panels::generate::preset_names() {
                if ui.button(&name).clicked() {
                    crate::editor::panels::inspector::apply_preset_named(
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
    }

    fn view_menu(&mut self, ui: &mut Ui) {
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
    }

    fn help_menu(&mut self, ui: &mut Ui) {
        if ui.button("Keyboard shortcuts").clicked() {
            self.modal = Some(Modal::Shortcuts);
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
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
}
