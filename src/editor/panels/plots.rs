//! Live plots of the running simulation (egui_plot): the largest joint anchor error, the limit
//! overshoot (normalised swing and twist beyond range), the kinetic energy beside its budget, and the drive
//! torque saturation per group. Time on the x axis, the session's seconds. In compare mode the
//! ghost engine's curves are drawn dashed beside the primary's (each named with its engine),
//! with the divergence between the two.

use crate::editor::sim_history::{JointSample, Sample, SimHistory};
use crate::editor::simulation::LiveSim;
use crate::editor::state::EditorState;
use egui::{Color32, Ui};
use egui_plot::{HLine, Legend, Line, LineStyle, Plot, VLine};

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

/// A plot over the time span `view.span` (s): every plot shows the same span, so that one instant
/// lines up across them even where a quantity has no points (a joint plot during a get-up
/// blend).
fn plot(id: &str, height: f32, y_label: &str, view: &View) -> Plot<'static> {
    Plot::new(id.to_owned())
        .include_x(view.span[0])
        .include_x(view.span[1])
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

    /// One line per measured stretch of a joint quantity, sharing one legend entry.
    fn joint_lines(
        &self,
        name: &str,
        f: impl Fn(&JointSample) -> f32,
        color: Color32,
    ) -> Vec<Line<'static>> {
        self.h
            .joint_series(f)
            .into_iter()
            .enumerate()
            .map(|(k, points)| {
                self.line(name, points, color)
                    .id((name.to_owned(), self.tag.clone(), k))
            })
            .collect()
    }
}

/// One step's values, after `head` ("now (rapier)").
fn sample_line(head: &str, last: &Sample) -> String {
    let joints = match &last.joints {
        Some(j) => format!(
            "anchor error {:.3} mm · swing {:.3} · twist over {:.2}°",
            j.anchor_error_mm, j.swing_ratio, j.twist_overshoot_deg
        ),
        None => "joints not measured (the clip places the bodies)".to_owned(),
    };
    format!(
        "{head}: {joints} · energy {:.1} J{}",
        last.kinetic_energy,
        last.energy_budget
            .map_or(String::new(), |b| format!(" of a {b:.1} J budget"))
    )
}

/// Said under a joint plot when the history has steps without joint measurements.
const JOINT_GAP_NOTE: &str =
    "gaps: a get-up blend, when the clip places the bodies and the joints are not measured";

fn note_joint_gaps(ui: &mut Ui, runs: &[Run]) {
    if runs
        .iter()
        .any(|r| r.h.samples.iter().any(|s| s.joints.is_none()))
    {
        ui.label(egui::RichText::new(JOINT_GAP_NOTE).weak());
    }
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
        let view = View {
            span: time_span(&runs),
            review: review_time(live),
        };
        anchor_plot(ui, &runs, height, &view);
        limits_plot(ui, &runs, height, &view);
        energy_plot(ui, &runs, height, &view);
        saturation_plot(ui, live, &runs, height, &view);
        divergence_plot(ui, live, height, &view);
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
    ui.label(sample_line(&format!("now ({})", runs[0].tag), last));
    if let Some(t) = review_time(live)
        && let Some(s) = h.samples.iter().rev().find(|s| s.t <= t + 1e-9)
    {
        let head = format!("reviewed, {:.3} s ({})", s.t, runs[0].tag);
        ui.label(sample_line(&head, s));
    }
    if let Some(g) = &live.ghost {
        runs.push(Run {
            h: &g.history,
            tag: format!("{} (ghost)", g.engine()),
            ghost: true,
        });
        if let Some(gl) = g.history.last() {
            ui.label(sample_line(&format!("now ({})", runs[1].tag), gl));
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

/// What every plot shows alike: its time span and the reviewed instant.
struct View {
    /// The first and the last step any run recorded, s.
    span: [f64; 2],
    /// The session time the Review slider shows, s (None when not reviewing).
    review: Option<f64>,
}

impl View {
    /// Mark the reviewed instant with a vertical line.
    fn mark(&self, p: &mut egui_plot::PlotUi) {
        if let Some(t) = self.review {
            p.vline(VLine::new("review", t).color(Color32::from_gray(200)));
        }
    }
}

/// The session time of the pose the Review slider shows, s.
fn review_time(live: &LiveSim) -> Option<f64> {
    Some(live.baked.start()? + live.review?)
}

/// The times of the first and the last step any run recorded, s.
fn time_span(runs: &[Run]) -> [f64; 2] {
    let ts = runs
        .iter()
        .flat_map(|r| r.h.samples.front().into_iter().chain(r.h.samples.back()));
    ts.fold([f64::INFINITY, f64::NEG_INFINITY], |[a, b], s| {
        [a.min(s.t), b.max(s.t)]
    })
}

/// The largest joint anchor error, mm.
fn anchor_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label("Max joint anchor error (mm)");
    note_joint_gaps(ui, runs);
    plot("plot_anchor", height, "mm", view).show(ui, |p| {
        view.mark(p);
        for r in runs {
            for l in r.joint_lines("anchor error", |j| j.anchor_error_mm, PALETTE[0]) {
                p.line(l);
            }
        }
    });
}

/// The limit overshoot: the normalised swing (1 on the cone) and the twist beyond range, deg.
fn limits_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label("Limit overshoot: normalised swing (1 = on the cone) and twist beyond range (deg)");
    plot("plot_limits", height, "ratio / deg", view)
        .include_y(1.0)
        .show(ui, |p| {
            view.mark(p);
            p.hline(HLine::new("cone", 1.0).color(Color32::from_gray(120)));
            for r in runs {
                for l in r.joint_lines("swing ratio", |j| j.swing_ratio, PALETTE[1]) {
                    p.line(l);
                }
                let twist =
                    r.joint_lines("twist over (deg)", |j| j.twist_overshoot_deg, PALETTE[3]);
                for l in twist {
                    p.line(l);
                }
            }
        });
}

/// The kinetic energy beside its budget, J.
fn energy_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label(
        "Kinetic energy and its budget (J): what gravity, the motion at the switch and hits \
         or drags can supply; kinetic energy above the budget came from nowhere",
    );
    plot("plot_energy", height, "J", view).show(ui, |p| {
        view.mark(p);
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
fn saturation_plot(ui: &mut Ui, live: &LiveSim, runs: &[Run], height: f32, view: &View) {
    ui.label("Drive torque demand / max torque per group (1 = saturated)");
    if !live.session.sim.drives_enabled() {
        ui.label(egui::RichText::new("drives are off").weak());
    }
    plot("plot_saturation", height, "demand / max", view)
        .include_y(1.0)
        .show(ui, |p| {
            view.mark(p);
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
fn divergence_plot(ui: &mut Ui, live: &LiveSim, height: f32, view: &View) {
    if let Some(g) = &live.ghost {
        ui.label(format!(
            "Divergence: largest body centre distance between {} and {} (cm)",
            live.session.sim.engine_kind(),
            g.engine()
        ));
        plot("plot_divergence", height, "cm", view).show(ui, |p| {
            view.mark(p);
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
