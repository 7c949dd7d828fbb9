//! The Switch panel: the switch record of the live session (per body: inherited v and ω, raw
//! values, clamps with their reasons highlighted, teleport), the get-up (settle timer, choice,
//! mode, Recover, blend scrubber, ownership), obstacles, the event log and the scenario suite.

use crate::editor::state::EditorState;
use egui::{Color32, RichText, Ui};

const CLAMP: Color32 = Color32::from_rgb(255, 170, 60);

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    record(ui, st);
    ui.separator();
    super::getup::ui(ui, st);
    ui.separator();
    super::obstacles::ui(ui, st);
    ui.separator();
    super::scenarios::ui(ui, st);
}

fn record(ui: &mut Ui, st: &mut EditorState) {
    let Some(live) = &st.live else {
        ui.label(
            "No live session. Play a clip and press Go ragdoll (G) to switch mid-motion; the \
             switch record appears here.",
        );
        return;
    };
    let s = &live.session;
    ui.label(format!("Mode: {}", live.label()));
    ui.separator();
    match &s.record {
        None => {
            ui.label("No switch record (dropped from a pose with no clip, or not switched yet).");
        }
        Some(rec) => {
            ui.label(
                RichText::new(format!(
                    "Switch from '{}' at {:.3} s",
                    rec.clip, rec.t_switch
                ))
                .strong(),
            );
            ui.label(format!(
                "velocities from the samples at {:.3} s and {:.3} s ({:.1} ms apart)",
                rec.t0,
                rec.t1,
                rec.dt * 1000.0
            ));
            if rec.teleport {
                ui.colored_label(
                    CLAMP,
                    format!(
                        "teleport: no velocity inherited ({})",
                        rec.teleport_reason.clone().unwrap_or_default()
                    ),
                );
            }
            egui::ScrollArea::vertical()
                .id_salt("switch_record")
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("switch_bodies")
                        .striped(true)
                        .num_columns(4)
                        .show(ui, |ui| {
                            ui.label(RichText::new("body").strong());
                            ui.label(RichText::new("|v| m/s").strong());
                            ui.label(RichText::new("|ω| °/s").strong());
                            ui.label(RichText::new("clamp").strong());
                            ui.end_row();
                            for b in &rec.bodies {
                                let clamped = b.linear_clamped || b.angular_clamped;
                                let name = if b.simulated {
                                    b.name.clone()
                                } else {
                                    format!("{} (animated)", b.name)
                                };
                                ui.label(name);
                                ui.label(format!("{:.3}", b.linear_velocity.length()));
                                ui.label(format!(
                                    "{:.1}",
                                    b.angular_velocity.length().to_degrees()
                                ));
                                if clamped {
                                    ui.colored_label(CLAMP, b.reasons.join("; "));
                                } else {
                                    ui.label("-");
                                }
                                ui.end_row();
                            }
                        });
                });
        }
    }
    ui.separator();
    ui.label(RichText::new("Events").strong());
    egui::ScrollArea::vertical()
        .id_salt("switch_events")
        .max_height(160.0)
        .show(ui, |ui| {
            for e in s.events.iter().rev() {
                ui.label(format!("{:.2} s  {}: {}", e.t, e.kind, e.detail));
            }
        });
}
