//! Live plots of the running simulation (egui_plot): the largest joint anchor error, the swing
//! against the cone (normalised), the twist beyond range (°), the kinetic energy beside its
//! budget, and each drive group's load (torque demanded as % of its max). Time on the x axis,
//! the session's seconds. In compare mode the ghost engine's curves are drawn dashed beside the
//! primary's, with the divergence between the two. Each plot's title gives its peak, and a key
//! line under it names its colours: a legend inside a plot this short covered the curves.

use crate::editor::sim_history::{JointSample, Sample, SimHistory};
use crate::editor::simulation::LiveSim;
use crate::editor::state::EditorState;
use egui::{Color32, Ui};
use egui_plot::{AxisHints, GridInput, GridMark, HLine, Line, LineStyle, Plot, VLine};

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
    // Denser y labels than egui_plot's default (20–30 points apart, on powers of ten only), so
    // that a plot 70 points high still shows values above 0; the time axis says its unit.
    let y_axis = AxisHints::new_y()
        .label(y_label.to_owned())
        .label_spacing(14.0..=24.0)
        .formatter(|mark, _| tick_text(mark.value, mark.step_size))
        .min_thickness(40.0);
    Plot::new(id.to_owned())
        .include_x(view.span[0])
        .include_x(view.span[1])
        .height(height)
        .custom_y_axes(vec![y_axis])
        .grid_spacing(GRID_SPACING_MIN..=300.0)
        .y_grid_spacer(nice_grid)
        .x_axis_formatter(|mark, _| format!("{} s", trim_number(mark.value)))
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(0.0)
}

/// The smallest grid spacing, points (egui_plot's default): `GridInput::base_step_size` is the
/// value it spans.
const GRID_SPACING_MIN: f32 = 8.0;

/// Grid marks on 1-2-5 steps: labelled ones at least 24 points apart, with fifths between
/// them as fainter lines. egui_plot's own spacer steps by powers of ten, which left a plot of
/// 0–90 J, 130 points high, with one label (0). `base_step_size` is the value that the plot's
/// minimum grid spacing spans ([`GRID_SPACING_MIN`] points, set on every plot here).
fn nice_grid(input: GridInput) -> Vec<GridMark> {
    let (lo, hi) = input.bounds;
    let step = crate::editor::nice_steps::at_least(
        input.base_step_size * (24.0 / f64::from(GRID_SPACING_MIN)),
    );
    if !step.is_finite() || hi.partial_cmp(&lo) != Some(std::cmp::Ordering::Greater) {
        return Vec::new();
    }
    let fine = step / 5.0;
    let mut marks = Vec::new();
    let mut k = (lo / fine).ceil() as i64;
    while k as f64 * fine <= hi && marks.len() < 500 {
        marks.push(GridMark {
            value: k as f64 * fine,
            step_size: if k % 5 == 0 { step } else { fine },
        });
        k += 1;
    }
    marks
}

/// A tick value with as many decimals as its step needs (0.5 on a 0.5 step: egui_plot's own
/// formatter wrote it as 0 on the grid above).
fn tick_text(value: f64, step: f64) -> String {
    let decimals = if step > 0.0 && step < 1.0 {
        (-step.log10()).ceil().clamp(0.0, 9.0) as usize
    } else {
        0
    };
    let s = format!("{value:.decimals$}");
    if s.trim_start_matches('-')
        .chars()
        .all(|c| c == '0' || c == '.')
    {
        "0".to_owned()
    } else {
        s
    }
}

/// A tick value without trailing zeros (`0.5`, `2`).
fn trim_number(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

/// The colours of a plot's curves, one coloured name each, on a line under its title.
fn key(ui: &mut Ui, entries: &[(&str, Color32)]) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 10.0;
        for (name, color) in entries {
            ui.label(
                egui::RichText::new(format!("— {name}"))
                    .color(*color)
                    .small(),
            );
        }
    });
}

/// A plot's title with each run's peak of `f`: `title · peak what 0.012 unit (rapier)`.
fn title_with_peak(
    title: &str,
    what: &str,
    unit: &str,
    runs: &[Run],
    f: impl Fn(&SimHistory) -> Option<f32>,
) -> String {
    let peaks: Vec<String> = runs
        .iter()
        .filter_map(|r| {
            let v = peak_text(f(r.h)?);
            Some(format!("{what}{v}{unit} ({})", r.tag))
        })
        .collect();
    if peaks.is_empty() {
        title.to_owned()
    } else {
        format!("{title} · peak {}", peaks.join(", "))
    }
}

/// A peak to about two significant digits, more for a large value (`0.0012`, `0.012`, `1.07`,
/// `586.2`, `∞`).
fn peak_text(v: f32) -> String {
    let a = v.abs();
    if a.is_infinite() {
        (if v > 0.0 { "∞" } else { "-∞" }).to_owned()
    } else if a >= 100.0 {
        format!("{v:.1}")
    } else if a >= 1.0 {
        format!("{v:.2}")
    } else if a >= 0.01 {
        format!("{v:.3}")
    } else {
        format!("{v:.4}")
    }
}

/// A joint quantity at every step that measured the joints.
fn joint_values<'h>(
    h: &'h SimHistory,
    f: impl Fn(&JointSample) -> f32 + 'h,
) -> impl Iterator<Item = f32> + 'h {
    h.samples.iter().filter_map(|s| s.joints.as_ref()).map(f)
}

/// The largest of `values` (NaN skipped, infinity kept: a drive at weight 0 demands without
/// bound), None when there are none.
fn max_of(values: impl Iterator<Item = f32>) -> Option<f32> {
    values.filter(|v| !v.is_nan()).reduce(f32::max)
}

/// One engine's history as drawn: the primary solid, the compare ghost dashed, each line named
/// with its engine (shown when hovered).
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

    /// One line per measured stretch of a joint quantity (a get-up blend leaves a gap).
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
            "anchor error {:.3} mm · swing {:.3}× its cone · twist {:.2}° over",
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
    let n_plots = 4.0
        + f32::from(u8::from(live.ghost.is_some()))
        + f32::from(u8::from(live.session.sim.drives_enabled()));
    // Every plot in view when there is room: the plots share what the titles, keys and notes
    // leave (measured at the last frame), between a readable and a comfortable height.
    let overhead_id = ui.scope_id().with("plots_overhead");
    let overhead = ui
        .ctx()
        .data(|d| d.get_temp::<f32>(overhead_id))
        .unwrap_or(50.0 * n_plots);
    let height = ((ui.available_height() - overhead) / n_plots).clamp(MIN_PLOT_HEIGHT, 180.0);
    let shown = egui::ScrollArea::vertical().show(ui, |ui| {
        let view = View {
            span: time_span(&runs),
            review: review_time(live),
        };
        anchor_plot(ui, &runs, height, &view);
        swing_plot(ui, &runs, height, &view);
        twist_plot(ui, &runs, height, &view);
        energy_plot(ui, &runs, height, &view);
        saturation_plot(ui, live, &runs, height, &view);
        divergence_plot(ui, live, height, &view);
    });
    let overhead = (shown.content_size.y - n_plots * height).max(0.0);
    ui.ctx().data_mut(|d| d.insert_temp(overhead_id, overhead));
}

/// The smallest height a plot is drawn at, points (below it the pane scrolls).
pub const MIN_PLOT_HEIGHT: f32 = 60.0;

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
        ui.label(
            egui::RichText::new(format!(
                "in the plots: solid lines {}, dashed lines {}",
                runs[0].tag, runs[1].tag
            ))
            .weak(),
        );
        if let Some((a, b)) = crate::editor::compare::incomparable(&live.session, &g.session) {
            ui.label(format!(
                "not comparable now: {} {a}, {} {b}",
                live.session.sim.engine_kind(),
                g.engine()
            ));
        } else if let Some((d, i)) = live.divergence() {
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
    ui.label(title_with_peak(
        "Max joint anchor error (mm)",
        "",
        " mm",
        runs,
        |h| max_of(joint_values(h, |j| j.anchor_error_mm)),
    ));
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

/// The swing against each joint's cone, normalised (1 on the cone).
fn swing_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label(title_with_peak(
        "Swing against the cone (1× = on it)",
        "",
        "×",
        runs,
        |h| max_of(joint_values(h, |j| j.swing_ratio)),
    ));
    key(
        ui,
        &[
            ("largest swing ratio", PALETTE[1]),
            ("the cone", Color32::from_gray(120)),
        ],
    );
    plot("plot_swing", height, "×", view)
        .include_y(1.0)
        .show(ui, |p| {
            view.mark(p);
            p.hline(HLine::new("cone", 1.0).color(Color32::from_gray(120)));
            for r in runs {
                for l in r.joint_lines("swing ratio", |j| j.swing_ratio, PALETTE[1]) {
                    p.line(l);
                }
            }
        });
}

/// The twist beyond each joint's range, degrees (0 inside it).
fn twist_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label(title_with_peak(
        "Twist beyond its range (°)",
        "",
        "°",
        runs,
        |h| max_of(joint_values(h, |j| j.twist_overshoot_deg)),
    ));
    plot("plot_twist", height, "°", view)
        .include_y(1.0)
        .show(ui, |p| {
            view.mark(p);
            for r in runs {
                for l in r.joint_lines("twist over (°)", |j| j.twist_overshoot_deg, PALETTE[3]) {
                    p.line(l);
                }
            }
        });
}

/// The kinetic energy beside its budget, J.
fn energy_plot(ui: &mut Ui, runs: &[Run], height: f32, view: &View) {
    ui.label(title_with_peak(
        "Kinetic energy and its budget (J): what gravity, the motion at the switch and hits \
         or drags can supply; kinetic energy above the budget came from nowhere",
        "kinetic ",
        " J",
        runs,
        |h| max_of(h.samples.iter().map(|s| s.kinetic_energy)),
    ));
    key(ui, &[("kinetic", PALETTE[2]), ("budget", PALETTE[5])]);
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

/// The title of the drive-load plot (also the heading of its note when the drives are off).
const DRIVE_LOAD_TITLE: &str = "Drive load per group: torque demanded as % of the max torque";

/// The highest drive load drawn, %: a drive at weight 0 demands without bound.
const DRIVE_LOAD_SHOWN_MAX_PERCENT: f32 = 500.0;

/// Each drive group's torque demand as a percentage of its maximum (100 % saturated), as the
/// joint inspector's live line and the drive-load overlay give it.
fn saturation_plot(ui: &mut Ui, live: &LiveSim, runs: &[Run], height: f32, view: &View) {
    if !live.session.sim.drives_enabled() {
        ui.label(DRIVE_LOAD_TITLE);
        ui.label(
            egui::RichText::new(
                "The drives are off (a limp ragdoll): turn on Drives in the simulation bar to \
                 see how hard each group works.",
            )
            .weak(),
        );
        return;
    }
    ui.label(title_with_peak(
        &format!("{DRIVE_LOAD_TITLE} (100 % = saturated)"),
        "",
        " %",
        runs,
        |h| max_of(h.samples.iter().flat_map(|s| s.saturation.iter().copied())).map(|v| v * 100.0),
    ));
    let groups: Vec<(&str, Color32)> = runs[0]
        .h
        .groups
        .iter()
        .enumerate()
        .map(|(g, name)| (name.as_str(), PALETTE[g % PALETTE.len()]))
        .collect();
    key(ui, &groups);
    plot("plot_saturation", height, "%", view)
        .include_y(100.0)
        .show(ui, |p| {
            view.mark(p);
            p.hline(HLine::new("saturated", 100.0).color(Color32::from_gray(120)));
            for r in runs {
                for (g, name) in r.h.groups.iter().enumerate() {
                    p.line(r.line(
                        name,
                        r.h.series(|s| {
                            let load = s.saturation.get(g).copied().unwrap_or(0.0) * 100.0;
                            load.min(DRIVE_LOAD_SHOWN_MAX_PERCENT)
                        }),
                        PALETTE[g % PALETTE.len()],
                    ));
                }
            }
        });
}

/// In compare mode: the largest body centre distance between the two engines, cm.
fn divergence_plot(ui: &mut Ui, live: &LiveSim, height: f32, view: &View) {
    if let Some(g) = &live.ghost {
        let peak = max_of(g.divergence.iter().map(|p| p[1] as f32));
        let title = format!(
            "Divergence: largest body centre distance between {} and {} (cm)",
            live.session.sim.engine_kind(),
            g.engine()
        );
        ui.label(match peak {
            Some(v) => format!("{title} · peak {} cm", peak_text(v)),
            None => title,
        });
        if let Some((a, b)) = crate::editor::compare::incomparable(&live.session, &g.session) {
            ui.label(format!(
                "Not recorded now: {} is {a}, {} is {b} (one body for one body would measure the get-up, not the engines)",
                live.session.sim.engine_kind(),
                g.engine()
            ));
        }
        plot("plot_divergence", height, "cm", view).show(ui, |p| {
            view.mark(p);
            let [r, gr, b, _] = crate::editor::compare::GHOST_COLOR;
            // One line per stretch recorded without a break (nothing is recorded while the two
            // engines are not comparable): a line across a break would look like data.
            let dt = f64::from(live.session.sim.rig().sim.dt);
            for run in unbroken_runs(g.divergence.iter().copied(), 1.5 * dt) {
                p.line(Line::new("divergence", run).color(egui::Rgba::from_rgb(r, gr, b)));
            }
        });
    }
}

/// `points` ([time, value], in time order) split where the time jumps by more than `max_gap`.
fn unbroken_runs(points: impl IntoIterator<Item = [f64; 2]>, max_gap: f64) -> Vec<Vec<[f64; 2]>> {
    let mut runs: Vec<Vec<[f64; 2]>> = Vec::new();
    for p in points {
        match runs.last_mut() {
            Some(run) if run.last().is_some_and(|q| p[0] - q[0] <= max_gap) => run.push(p),
            _ => runs.push(vec![p]),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_break_in_the_recording_splits_the_line() {
        let pts = [[0.0, 1.0], [0.1, 2.0], [0.2, 3.0], [0.9, 4.0], [1.0, 5.0]];
        let runs = unbroken_runs(pts, 0.15);
        assert_eq!(
            runs,
            vec![
                vec![[0.0, 1.0], [0.1, 2.0], [0.2, 3.0]],
                vec![[0.9, 4.0], [1.0, 5.0]]
            ]
        );
        assert!(unbroken_runs([], 0.1).is_empty());
    }

    /// The marks for a plot of 0–90 J `height` points high, as egui_plot asks for them: its
    /// base step is the value GRID_SPACING_MIN points span.
    fn grid_0_to_90(height: f64) -> Vec<GridMark> {
        nice_grid(GridInput {
            bounds: (0.0, 90.0),
            base_step_size: 90.0 / height * f64::from(GRID_SPACING_MIN),
        })
    }

    /// The values of the marks on `step`.
    fn on_step(marks: &[GridMark], step: f64) -> Vec<f64> {
        marks
            .iter()
            .filter(|m| m.step_size == step)
            .map(|m| m.value)
            .collect()
    }

    #[test]
    fn a_plot_of_0_to_90_j_130_points_high_gets_a_label_every_20_j() {
        // 130 points high: 8 points span 5.5 J; labels at least 24 points (16.6 J) apart: 20 J.
        let marks = grid_0_to_90(130.0);
        assert_eq!(on_step(&marks, 20.0), [0.0, 20.0, 40.0, 60.0, 80.0]);
        // Fifths (4 J) between: 23 marks from 0 to 88 J, 5 of them labelled.
        assert_eq!(marks.len(), 23);
        assert_eq!(on_step(&marks, 4.0).len(), 18);
        // Half as high: labels every 50 J.
        assert_eq!(on_step(&grid_0_to_90(65.0), 50.0), [0.0, 50.0]);
    }

    #[test]
    fn peaks_and_ticks_are_written_short() {
        assert_eq!(peak_text(f32::INFINITY), "∞");
        assert_eq!(peak_text(0.0123), "0.012");
        assert_eq!(peak_text(0.00123), "0.0012");
        assert_eq!(peak_text(586.23), "586.2");
        assert_eq!(
            max_of([0.5, f32::NAN, f32::INFINITY].into_iter()),
            Some(f32::INFINITY)
        );
        assert_eq!(max_of([f32::NAN].into_iter()), None);
        assert_eq!(tick_text(0.5, 0.5), "0.5");
        assert_eq!(tick_text(0.004, 0.002), "0.004");
        assert_eq!(tick_text(40.0, 20.0), "40");
        assert_eq!(tick_text(-1e-17, 0.1), "0");
        assert_eq!(trim_number(0.5), "0.5");
        assert_eq!(trim_number(20.0), "20");
        assert_eq!(trim_number(-0.0001), "0");
    }
}
