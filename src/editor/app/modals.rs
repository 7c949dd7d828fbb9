//! The modal dialogs: unsaved changes, crash recovery, the export gate, messages and the
//! keyboard shortcuts.

use super::ExportKind;
use super::RagrigApp;
use crate::editor::commands;
use crate::editor::files;
use crate::editor::panels;
use crate::rig::Severity;
use std::path::{Path, PathBuf};

/// An action that may discard unsaved changes waits for the user's answer.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Pending {
    Open(Option<PathBuf>),
    NewFromModel,
    Quit,
}

pub(super) enum Modal {
    Unsaved(Pending),
    Recover(files::RecoveryInfo, PathBuf),
    ExportBlocked(Vec<crate::rig::Finding>),
    ExportWarnings(Vec<String>, ExportKind),
    Message(String),
    Shortcuts,
}

/// What a modal's button does once the modal is closed.
type AfterModal = Box<dyn FnOnce(&mut RagrigApp)>;

/// A modal's answer: None while it stays open; Some(then) once closed, with what to do next.
type Answer = Option<Option<AfterModal>>;

/// Close the modal and then run `f` on the app.
fn then(f: impl FnOnce(&mut RagrigApp) + 'static) -> Answer {
    Some(Some(Box::new(f)))
}

impl RagrigApp {
    pub(super) fn modals(&mut self, ctx: &egui::Context) {
        let Some(modal) = self.modal.take() else {
            return;
        };
        let mut answer: Answer = None;
        let name = self.state.doc.display_name();
        let resp = egui::Modal::new(egui::Id::unique("ragrig_modal")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            answer = match &modal {
                Modal::Unsaved(p) => unsaved(ui, &name, p),
                Modal::Recover(info, path) => recover(ui, info, path),
                Modal::ExportBlocked(errors) => export_blocked(ui, errors),
                Modal::ExportWarnings(warnings, kind) => export_warnings(ui, warnings, *kind),
                Modal::Message(m) => message(ui, m),
                Modal::Shortcuts => shortcuts(ui),
            };
        });
        if answer.is_none()
            && resp.should_close()
            && !matches!(modal, Modal::Unsaved(_) | Modal::Recover(..))
        {
            answer = Some(None);
        }
        match answer {
            None => self.modal = Some(modal),
            Some(Some(f)) => f(self),
            Some(None) => {}
        }
    }
}

fn unsaved(ui: &mut egui::Ui, name: &str, p: &Pending) -> Answer {
    ui.heading("Unsaved changes");
    ui.label(format!("{name} has unsaved changes."));
    let mut answer = None;
    ui.horizontal(|ui| {
        let p = p.clone();
        if ui.button("Save").clicked() {
            answer = then(move |app| {
                if app.save(false) {
                    app.perform(p);
                }
            });
        } else if ui.button("Discard").clicked() {
            answer = then(move |app| {
                app.state.doc.mark_saved();
                app.perform(p)
            });
        } else if ui.button("Cancel").clicked() {
            answer = Some(None);
        }
    });
    answer
}

fn recover(ui: &mut egui::Ui, info: &files::RecoveryInfo, path: &Path) -> Answer {
    ui.heading("Recover unsaved changes?");
    let what = info
        .original
        .as_ref()
        .map_or("an unsaved rig".to_owned(), |p| p.display().to_string());
    ui.label(format!(
        "ragrig did not close cleanly while editing {what}. An autosaved copy exists."
    ));
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button("Restore autosave").clicked() {
            let (info, path) = (info.clone(), path.to_path_buf());
            answer = then(move |app| {
                if let Err(e) = app.restore(&info, &path) {
                    app.modal = Some(Modal::Message(e.to_string()));
                }
            });
        } else if ui.button("Discard").clicked() {
            let path = path.to_path_buf();
            answer = then(move |_| files::discard_recovery(&path));
        }
    });
    answer
}

fn export_blocked(ui: &mut egui::Ui, errors: &[crate::rig::Finding]) -> Answer {
    ui.heading("Export refused");
    ui.label("The rig doctor reports errors; fix them first (see Findings):");
    let mut answer = None;
    for f in errors.iter().take(12) {
        ui.horizontal_wrapped(|ui| {
            if let Some(fx) = &f.fix
                && ui.small_button("Fix").on_hover_text(fx.label()).clicked()
            {
                let fx = fx.clone();
                answer = then(move |app| {
                    app.state.status = format!("fixed: {}", app.state.doc.apply_fix(&fx));
                });
            }
            ui.colored_label(
                panels::findings::severity_color(Severity::Error),
                format!("{}: {}", f.code, f.message),
            );
        });
    }
    if ui.button("OK").clicked() {
        answer = Some(None);
    }
    answer
}

fn export_warnings(ui: &mut egui::Ui, warnings: &[String], kind: ExportKind) -> Answer {
    ui.heading("Export with warnings?");
    for w in warnings.iter().take(12) {
        ui.colored_label(panels::findings::severity_color(Severity::Warning), w);
    }
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button("Export anyway").clicked() {
            answer = then(move |app| app.export(kind, true));
        } else if ui.button("Cancel").clicked() {
            answer = Some(None);
        }
    });
    answer
}

fn message(ui: &mut egui::Ui, m: &str) -> Answer {
    ui.label(m);
    ui.button("OK").clicked().then_some(None)
}

/// The shortcuts of [`commands::COMMANDS`], as the menus show them, and the mouse.
fn shortcuts(ui: &mut egui::Ui) -> Answer {
    ui.heading("Keyboard shortcuts");
    egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
        for spec in commands::COMMANDS {
            let keys: Vec<String> = spec
                .shortcuts()
                .map(|k| ui.ctx().format_shortcut(&k))
                .collect();
            if keys.is_empty() {
                continue;
            }
            ui.label(keys.join(", "));
            ui.label(spec.help);
            ui.end_row();
        }
        ui.label("drag / shift-drag / wheel");
        ui.label("orbit / pan / zoom");
        ui.end_row();
    });
    ui.button("Close").clicked().then_some(None)
}
