//! The menu bar, built from [`commands::MENUS`], and the status bar.

use super::RagrigApp;
use super::layout::Pane;
use crate::editor::commands::{self, Command, Extra, MenuItem};
use crate::editor::viewport::gizmo::GizmoKind;
use crate::rig::Severity;
use egui::Ui;

impl RagrigApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            for (title, items) in commands::MENUS {
                ui.menu_button(*title, |ui| {
                    for item in *items {
                        self.menu_item(ui, item);
                    }
                });
            }
        });
    }

    fn menu_item(&mut self, ui: &mut Ui, item: &MenuItem) {
        match item {
            MenuItem::Run(c) => self.command_item(ui, *c),
            MenuItem::Row(cs) => {
                ui.horizontal(|ui| {
                    for c in *cs {
                        self.command_item(ui, *c);
                    }
                });
            }
            MenuItem::Label(text) => {
                ui.label(*text);
            }
            MenuItem::Separator => {
                ui.separator();
            }
            MenuItem::Extra(e) => self.extra_item(ui, *e),
        }
    }

    /// A command's menu entry: its label and shortcut from the list, enabled when it can run.
    fn command_item(&mut self, ui: &mut Ui, c: Command) {
        let spec = c.spec();
        let clicked = match self.checked(c) {
            // A toggle of a setting: a checkbox named with its key.
            Some(mut on) if c == Command::ToggleXray => {
                let text = format!(
                    "{}  ({})",
                    spec.label,
                    c.shortcut_text(ui.ctx()).unwrap_or_default()
                );
                ui.checkbox(&mut on, text).changed()
            }
            checked => {
                let mut button = match checked {
                    Some(on) => egui::Button::selectable(on, self.command_label(c)),
                    None => egui::Button::new(self.command_label(c)),
                };
                if let Some(k) = c.shortcut_text(ui.ctx()) {
                    button = button.shortcut_text(k);
                }
                ui.add_enabled(self.can_run(c), button)
                    .on_hover_text(spec.help)
                    .clicked()
            }
        };
        if clicked {
            self.run(ui.ctx(), c);
        }
    }

    /// The label, with what undo and redo would undo or redo.
    fn command_label(&self, c: Command) -> String {
        let history = &self.state.doc.history;
        let what = match c {
            Command::Undo => history.undo_label(),
            Command::Redo => history.redo_label(),
            _ => None,
        };
        match what {
            Some(l) => format!("{} {l}", c.label()),
            None => c.label().to_owned(),
        }
    }

    /// Whether a toggle-like command is on (None: not a toggle).
    fn checked(&self, c: Command) -> Option<bool> {
        let kind = self.state.gizmo.kind;
        match c {
            Command::ToggleXray => Some(self.state.overlays.xray),
            Command::GizmoMove => Some(kind == GizmoKind::Move),
            Command::GizmoRotate => Some(kind == GizmoKind::Rotate),
            Command::GizmoOff => Some(kind == GizmoKind::Off),
            _ => None,
        }
    }

    fn extra_item(&mut self, ui: &mut Ui, e: Extra) {
        match e {
            Extra::OpenRecent => {
                ui.menu_button("Open recent", |ui| {
                    if self.settings.recent.is_empty() {
                        ui.label("nothing yet");
                    }
                    for p in self.settings.recent.clone() {
                        if ui.button(p.display().to_string()).clicked() {
                            self.request(super::modals::Pending::Open(Some(p)));
                        }
                    }
                });
            }
            Extra::ApplyPreset => {
                ui.menu_button("Apply preset to the rig", |ui| {
                    for name in crate::editor::dialogs::generate::preset_names() {
                        if ui.button(&name).clicked() {
                            self.state
                                .apply_preset(&name, &crate::rig::preset_apply::PresetTarget::Rig);
                        }
                    }
                });
            }
            Extra::Panels => {
                for p in Pane::ALL {
                    let id = self.tree.tiles.find_pane(&p);
                    let mut visible = id.is_some_and(|id| self.tree.tiles.is_visible(id));
                    if ui.checkbox(&mut visible, p.title()).changed()
                        && let Some(id) = id
                    {
                        self.tree.tiles.set_visible(id, visible);
                    }
                }
            }
            Extra::Overlays => {
                let o = &mut self.state.overlays;
                ui.checkbox(&mut o.mesh, "Skin");
                ui.checkbox(&mut o.shapes, "Body shapes");
                ui.checkbox(&mut o.bones, "Bones");
                ui.checkbox(&mut o.joint_frames, "Joint frames");
                ui.checkbox(&mut o.grid, "Ground grid");
                ui.checkbox(&mut o.centre_of_mass, "Centre of mass");
                ui.checkbox(&mut o.drive_load, "Drive load").on_hover_text(
                    "while the drives act, each body coloured by its joint's demanded over \
                         allowed torque: white idle, pink half, red saturated",
                );
            }
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let dirty = if self.state.doc.is_dirty() { " *" } else { "" };
            ui.label(format!("{}{dirty}", self.state.doc.display_name()))
                .on_hover_text("* = unsaved changes");
            ui.separator();
            let (text, color) = rig_status(self.state.doc.findings());
            ui.label(egui::RichText::new(text).color(color))
                .on_hover_text("what the rig doctor finds (the Findings pane lists it)");
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

/// The status bar's word on the rig: its errors and warnings counted ("1 error, 2 warnings", in
/// red or amber), or "rig OK" when the doctor finds neither (notes are not counted).
fn rig_status(findings: &[crate::rig::Finding]) -> (String, egui::Color32) {
    let count = |s: Severity| findings.iter().filter(|f| f.severity == s).count();
    let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    let parts: Vec<String> = [(errors, "error"), (warnings, "warning")]
        .into_iter()
        .filter(|&(n, _)| n > 0)
        .map(|(n, w)| plural(n, w))
        .collect();
    if parts.is_empty() {
        return ("rig OK".to_owned(), egui::Color32::from_gray(180));
    }
    let color = if errors > 0 {
        egui::Color32::from_rgb(235, 90, 80)
    } else {
        egui::Color32::from_rgb(230, 170, 60)
    };
    (parts.join(", "), color)
}

#[cfg(test)]
mod tests {
    use super::rig_status;
    use crate::rig::{Finding, Severity, Subject};

    fn finding(severity: Severity) -> Finding {
        Finding {
            severity,
            code: "test",
            message: String::new(),
            subject: Subject::Rig,
            fix: None,
        }
    }

    #[test]
    fn the_status_bar_counts_errors_and_warnings_and_not_notes() {
        let f = |s: &[Severity]| rig_status(&s.iter().map(|&s| finding(s)).collect::<Vec<_>>()).0;
        assert_eq!(f(&[]), "rig OK");
        assert_eq!(f(&[Severity::Info]), "rig OK");
        assert_eq!(f(&[Severity::Warning, Severity::Info]), "1 warning");
        assert_eq!(
            f(&[Severity::Error, Severity::Warning, Severity::Warning]),
            "1 error, 2 warnings"
        );
        assert_eq!(f(&[Severity::Error, Severity::Error]), "2 errors");
    }
}
