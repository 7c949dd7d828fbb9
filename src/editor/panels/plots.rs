//! Live plots of the running simulation (egui_plot): the largest joint anchor error, the limit
//! overshoot (normalised swing and twist beyond range), the kinetic energy beside its budget, and the drive
//! torque saturation per group. Time on the x axis, the session's seconds.

use crate::editor::state::EditorState;
use egui::{Color32, Ui};
use egui_plot::{HLine, Legend, Line, Plot};

const PALETTE: [Color32; 8] = [
    Color32::from_rgb(102, 170, 255),
    Color32::from_rgb(255, 153, 64),
    Color32::from_rgb(110, 210, 120),
    Color32::from_rgb(235, 90, 90),
    Color32::from_rgb(190, 130, 240),
    Color32::from_rgb(240, 220, 90),
    Color32::from_rgb(90, 220, 220),
    Color32::from_rgb(220, 140, 190),
];

fn plot(id: &str, height: f32, y_label: &str) -> Plot<'static> {
    Plot::new(id.to_owned())
        .height(height)
        .y_axis_label(y_label.to_owned())
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(0.0)
        .legend(Legend::default())
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let Some(live) = &st.live else {
        ui.label("Start a simulation (Simulate or Go ragdoll in the Timeline) to see live plots.");
        return;
    };
    let h = &live.history;
    let Some(last) = h.last() else {
        ui.label("No steps yet.");
        return;
    };
    ui.label(format!(
        "now: anchor error {:.3} mm · swing {:.3} · twist over {:.2}° · energy {:.1} J{}",
        last.anchor_error_mm,
        last.swing_ratio,
        last.twist_overshoot_deg,
        last.kinetic_energy,
        last.energy_budget
            .map_or(String::new(), |b| format!(" of a {b:.1} J budget"))
    ));
    let height = ((ui.available_height() - 60.0) / 4.0).clamp(70.0, 180.0);
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.label("Max joint anchor error (mm)");
        plot("plot_anchor", height, "mm").show(ui, |p| {
            p.line(Line::new("anchor error", h.series(|s| s.anchor_error_mm)).color(PALETTE[0]));
        });
        ui.label(
            "Limit overshoot: normalised swing (1 = on the cone) and twist beyond range (deg)",
        );
        plot("plot_limits", height, "ratio / deg")
            .include_y(1.0)
            .show(ui, |p| {
                p.hline(HLine::new("cone", 1.0).color(Color32::from_gray(120)));
                p.line(Line::new("swing ratio", h.series(|s| s.swing_ratio)).color(PALETTE[1]));
                p.line(
                    Line::new("twist over (deg)", h.series(|s| s.twist_overshoot_deg))
                        .color(PALETTE[3]),
                );
            });
        ui.label(
            "Kinetic energy and its budget (J): what gravity, the motion at the switch and hits \
             or drags can supply; kinetic energy above the budget came from nowhere",
        );
        plot("plot_energy", height, "J").show(ui, |p| {
            p.line(Line::new("kinetic", h.series(|s| s.kinetic_energy)).color(PALETTE[2]));
            let budget: Vec<[f64; 2]> = h
                .samples
                .iter()
                .filter_map(|s| s.energy_budget.map(|b| [s.t, f64::from(b)]))
                .collect();
            if !budget.is_empty() {
                p.line(Line::new("budget", budget).color(PALETTE[5]));
            }
        });
        ui.label("Drive torque demand / max torque per group (1 = saturated)");
        if !live.session.sim.drives_enabled {
            ui.label(egui::RichText::new("drives are off").weak());
        }
        plot("plot_saturation", height, "demand / max")
            .include_y(1.0)
            .show(ui, |p| {
                p.hline(HLine::new("limit", 1.0).color(Color32::from_gray(120)));
                for (g, name) in h.groups.iter().enumerate() {
                    p.line(
                        Line::new(
                            name.clone(),
                            h.series(|s| s.saturation.get(g).copied().unwrap_or(0.0).min(5.0)),
                        )
                        .color(PALETTE[g % PALETTE.len()]),
                    );
                }
            });
    });
}
