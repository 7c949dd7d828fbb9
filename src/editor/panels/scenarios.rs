//! The scenario suite in the editor: run the same switch and get-up scenarios as
//! `ragrig scenarios` on the document's rig and show their numbers and checks.

use crate::editor::state::EditorState;
use egui::{Color32, RichText, Ui};

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    ui.label(RichText::new("Scenario suite").strong());
    let blocked = st.doc.blocked_reason();
    ui.horizontal(|ui| {
        if ui
            .add_enabled(blocked.is_none(), egui::Button::new("Run scenarios"))
            .on_hover_text(
                "switch during run, spin, jump, after a teleport; hit and recover on the back and front",
            )
            .on_disabled_hover_text(blocked.clone().unwrap_or_default())
            .clicked()
            && let Ok(ch) = &st.doc.project.character
        {
            st.scenarios = Some(crate::scenario::run_all(st.doc.rig(), ch));
        }
        if let Some(r) = &st.scenarios {
            let passed = r.iter().filter(|s| s.passed).count();
            ui.label(format!("{passed} of {} passed", r.len()));
        }
    });
    if let Some(reason) = &blocked {
        ui.colored_label(
            Color32::from_rgb(235, 90, 90),
            format!("Scenarios off: {reason}."),
        );
    }
    let Some(reports) = &st.scenarios else {
        return;
    };
    egui::Grid::new("scenarios")
        .striped(true)
        .num_columns(7)
        .show(ui, |ui| {
            for h in [
                "scenario",
                "jump m",
                "w err %",
                "clamps",
                "settle s",
                "get-up",
                "blend jump m",
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in reports {
                let color = if r.passed {
                    Color32::from_rgb(110, 200, 120)
                } else {
                    Color32::from_rgb(235, 90, 90)
                };
                ui.colored_label(
                    color,
                    format!("{} {}", if r.passed { "PASS" } else { "FAIL" }, r.name),
                );
                match &r.switch {
                    Some(s) => {
                        ui.label(format!("{:.1e}", s.position_jump_m));
                        ui.label(format!("{:.3}", s.omega_max_relative_error * 100.0));
                        ui.label(s.clamps.to_string());
                    }
                    None => {
                        ui.label("-");
                        ui.label("-");
                        ui.label("-");
                    }
                }
                match &r.recovery {
                    Some(m) => {
                        ui.label(m.settle_time_s.map_or("-".into(), |t| format!("{t:.2}")));
                        ui.label(m.getup_clip.clone().unwrap_or_else(|| "-".into()));
                        ui.label(format!(
                            "{:.4} ({})",
                            m.blend_max_jump_m, m.blend_max_jump_bone
                        ));
                    }
                    None => {
                        ui.label("-");
                        ui.label("-");
                        ui.label("-");
                    }
                }
                ui.end_row();
            }
        });
    for r in reports.iter().filter(|r| !r.passed) {
        if let Some(e) = &r.error {
            ui.colored_label(Color32::from_rgb(235, 90, 90), format!("{}: {e}", r.name));
        }
        for c in r.failures() {
            ui.colored_label(
                Color32::from_rgb(235, 90, 90),
                format!(
                    "{}: {} = {} (required {})",
                    r.name, c.name, c.measured, c.expected
                ),
            );
        }
    }
}
