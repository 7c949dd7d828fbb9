//! Live plots of the running simulation (egui_plot): the largest joint anchor error, the limit
//! overshoot (normalised swing and twist beyond range), the kinetic energy beside its budget, and the drive
//! torque saturation per group. Time on the x axis, the session's seconds. In compare mode the
//! ghost engine's curves are drawn dashed beside the primary's (each named with its engine),
//! with the divergence between the two.

use crate::editor::sim_history::{Sample, SimHistory};
use crate::editor::simulation::LiveSim;
use crate::editor::state::EditorState;
use egui::{Color32, Ui};
use egui_plot::{HLine, Legend, Line, LineStyle, Plot};

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

/// One engine's history as drawn: the primary solid, the compare ghost dashed, each line named
/// with its engine.
struct Run<'a> {
    h: &'a SimHistory,
    /// `rapier` or `jolt (ghost)`.
    tag: String,
    ghost: bool,
}

impl Run<'_> {
    fn line(&self, name: &str, points: Vec<[f64; 2]>, color: Color32) -> Line<'static> {
        let l = Line::new(format!("{name} · {}", self.tag), points).color(color);
        if self.ghost {
            l.style(LineStyle::dashed_loose()).width(1.5)
        } else {
            l
        }
    }
}

fn now_line(tag: &str, last: &Sample) -> String {
    format!(
        "now ({tag}): anchor error {:.3} mm · swing {:.3} · twist over {:.2}° · energy {:.1} J{}",
        last.anchor_error_mm,
        last.swing_ratio,
        last.twist_overshoot_deg,
        last.kinetic_energy,
        last.energy_budget
            .map_or(String::new(), |b| format!(" of a {b:.1} J budget"))
    )
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let Some(live) = &st.live else {
        ui.label("Start a simulation (Simulate or Go ragdoll in the Timeline) to see live plots.");
        return;
    };
    let Some(runs) = now_lines(ui, live) else {
        return;
    };
    let n_plots = if live.ghost.is_some() { 5.0 } else { 4.0 };
    let height = ((ui.available_height() - 60.0) / n_plots).clamp(70.0, 180.0);
    egui::ScrollArea::vertical().show(ui, |ui| {
        anchor_plot(ui, &runs, height);
        limits_plot(ui, &runs, height);
        energy_plot(ui, &runs, height);
        saturation_plot(ui, live, &runs, height);
        divergence_plot(ui, live, height);
    });
}

/// The runs drawn (the primary, and the compare ghost) with their latest values, the engines'
/// divergence and a ghost stop; None (and a note) before the first step.
fn now_lines<'a>(ui: &mut Ui, live: &'a LiveSim) -> Option<Vec<Run<'a>>> {
    let h = &live.history;
    let Some(last) = h.last() else {
        ui.label("No steps yet.");
        return None;
    };
    let mut runs = vec![Run {
        h,
        tag: live.session.sim.engine_kind().to_string(),
        ghost: false,
    }];
    ui.label(now_line(&runs[0].tag, last));
    if let Some(g) = &live.ghost {
        runs.push(Run {
            h: &g.history,
            tag: format!("{} (ghost)", g.engine()),
            ghost: true,
        });
        if let Some(gl) = g.history.last() {
            ui.label(now_line(&runs[1].tag, gl));
        }
        if let Some((d, i)) = live.divergence() {
            ui.label(format!(
                "largest body difference between the engines: {:.1} cm ({})",
                d * 100.0,
                live.session.sim.rig().bodies[i].name
            ));
        }
        if let Some(e) = &g.error {
            ui.colored_label(Color32::LIGHT_RED, format!("ghost stopped: {e}"));
        }
    }
    Some(runs)
}

/// The largest joint anchor error, mm.
fn anchor_plot(ui: &mut Ui, runs: &[Run], height: f32) {
    ui.label("Max joint anchor error (mm)");
    plot("plot_anchor", height, "mm").show(ui, |p| {
        for r in runs {
            p.line(r.line(
                "anchor error",
                r.h.series(|s| s.anchor_error_mm),
                PALETTE[0],
            ));
        }
    });
}

/// The limit overshoot: the normalised swing (1 on the cone) and the twist beyond range, deg.
fn limits_plot(ui: &mut Ui, runs: &[Run], height: f32) {
    ui.label("Limit overshoot: normalised swing (1 = on the cone) and twist beyond range (deg)");
    plot("plot_limits", height, "ratio / deg")
        .include_y(1.0)
        .show(ui, |p| {
            p.hline(HLine::new("cone", 1.0).color(Color32::from_gray(120)));
            for r in runs {
                p.line(r.line("swing ratio", r.h.series(|s| s.swing_ratio), PALETTE[1]));
                p.line(r.line(
                    "twist over (deg)",
                    r.h.series(|s| s.twist_overshoot_deg),
                    PALETTE[3],
                ));
            }
        });
}

/// The kinetic energy beside its budget, J.
fn energy_plot(ui: &mut Ui, runs: &[Run], height: f32) {
    ui.label(
        "Kinetic energy and its budget (J): what gravity, the motion at the switch and hits \
         or drags can supply; kinetic energy above the budget came from nowhere",
    );
    plot("plot_energy", height, "J").show(ui, |p| {
        for r in runs {
            p.line(r.line("kinetic", r.h.series(|s| s.kinetic_energy), PALETTE[2]));
            let budget: Vec<[f64; 2]> =
                r.h.samples
                    .iter()
                    .filter_map(|s| s.energy_budget.map(|b| [s.t, f64::from(b)]))
                    .collect();
            if !budget.is_empty() {
                p.line(r.line("budget", budget, PALETTE[5]));
            }
        }
    });
}

/// Each drive group's torque demand over its maximum (1 saturated).
fn saturation_plot(ui: &mut Ui, live: &LiveSim, runs: &[Run], height: f32) {
    ui.label("Drive torque demand / max torque per group (1 = saturated)");
    if !live.session.sim.drives_enabled() {
        ui.label(egui::RichText::new("drives are off").weak());
    }
    plot("plot_saturation", height, "demand / max")
        .include_y(1.0)
        .show(ui, |p| {
            p.hline(HLine::new("limit", 1.0).color(Color32::from_gray(120)));
            for r in runs {
                for (g, name) in r.h.groups.iter().enumerate() {
                    p.line(r.line(
                        name,
                        r.h.series(|s| s.saturation.get(g).copied().unwrap_or(0.0).min(5.0)),
                        PALETTE[g % PALETTE.len()],
                    ));
                }
            }
        });
}

/// In compare mode: the largest body centre distance between the two engines, cm.
fn divergence_plot(ui: &mut Ui, live: &LiveSim, height: f32) {
    if let Some(g) = &live.ghost {
        ui.label(format!(
            "Divergence: largest body centre distance between {} and {} (cm)",
            live.session.sim.engine_kind(),
            g.engine()
        ));
        plot("plot_divergence", height, "cm").show(ui, |p| {
            let [r, gr, b, _] = crate::editor::compare::GHOST_COLOR;
            p.line(
                Line::new(
                    "divergence",
                    g.divergence.iter().copied().collect::<Vec<_>>(),
                )
                .color(egui::Rgba::from_rgb(r, gr, b)),
            );
        });
    }
}
