//! The Checks pane: the physics check (a drop and every clip at 25/50/75 %, drives off and on,
//! judged on joint gaps, limits, energy and rest; `ragrig check-physics`) and the stress fuzzer
//! (random switches, hits, drags, obstacles and gains per seed; `ragrig stress`) on the
//! document's rig, run in the background with progress, and their failures listed (a failing
//! stress seed with the command that replays it).

use crate::editor::checks::{CheckKind, ChecksState};
use crate::editor::state::EditorState;
use egui::{Color32, RichText, Ui};

const PASS: Color32 = Color32::from_rgb(110, 200, 120);
const FAIL: Color32 = Color32::from_rgb(235, 90, 90);

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    if st.checks.poll() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    let blocked = st.doc.blocked_reason();
    let running = st.checks.running();
    let revision = st.doc.history.revision();
    ui.label(format!(
        "On {}, the rig's engine (the Engine picker in the simulation bar).",
        st.doc.rig().sim.engine
    ));
    ui.separator();
    ui.label(RichText::new("Physics check").strong());
    ui.label(
        "A drop, and a switch from every clip at 25, 50 and 75 %, with the drives off and on: \
         joints that stay closed, limits held, no energy from nowhere, rest after the last impact.",
    );
    // Why the run buttons are off, if they are.
    let off = blocked
        .clone()
        .or_else(|| running.then(|| "a check is running".to_owned()));
    if run_button(ui, "Run physics check", off.as_deref())
        && let Ok(ch) = &st.doc.project.character
    {
        st.checks.start_physics(st.doc.rig(), ch, revision);
    }
    ui.separator();
    ui.label(RichText::new("Stress fuzzer").strong());
    ui.label(
        "One random case per seed: a drop or a switch at a random clip time, hits, a drag, an \
         obstacle, drive gains scaled 0 to 4 times. A seed replays its case exactly.",
    );
    ui.horizontal(|ui| {
        let l = ui.label("seeds");
        ui.add(egui::DragValue::new(&mut st.checks.seeds).range(1..=10_000))
            .labelled_by(l.id);
        let l = ui.label("from");
        ui.add(egui::DragValue::new(&mut st.checks.first_seed))
            .labelled_by(l.id);
        let l = ui.label("each");
        ui.add(
            egui::DragValue::new(&mut st.checks.seconds)
                .range(0.5..=20.0)
                .speed(0.1)
                .suffix(" s"),
        )
        .labelled_by(l.id);
    });
    if run_button(ui, "Run stress", off.as_deref())
        && let Ok(ch) = &st.doc.project.character
    {
        st.checks.start_stress(st.doc.rig(), ch, revision);
    }
    if let Some(reason) = &blocked {
        ui.colored_label(FAIL, format!("Checks off: {reason}."));
    }
    ui.separator();
    progress(ui, &mut st.checks, revision);
    let rig_path = st
        .doc
        .project
        .rig_path
        .clone()
        .unwrap_or_else(|| "RIG.rig.toml".into());
    let engine = st.doc.rig().sim.engine;
    egui::ScrollArea::vertical()
        .id_salt("checks_results")
        .auto_shrink([false; 2])
        .show(ui, |ui| {
            let current = st
                .checks
                .run
                .as_ref()
                .is_some_and(|r| r.revision == revision);
            match results(ui, &st.checks, &rig_path, engine, current) {
                Some(Replay::Run(name)) => st.replay_check_run(&name),
                Some(Replay::Case(plan)) => st.replay_stress_case(&plan),
                None => {}
            }
        });
}

/// A run button, disabled with `off` as its hover text when given. True when clicked.
fn run_button(ui: &mut Ui, label: &str, off: Option<&str>) -> bool {
    ui.add_enabled(off.is_none(), egui::Button::new(label))
        .on_disabled_hover_text(off.unwrap_or_default())
        .clicked()
}

fn progress(ui: &mut Ui, checks: &mut ChecksState, revision: u64) {
    let Some(run) = &checks.run else {
        ui.label("No check run yet.");
        return;
    };
    let what = match run.kind {
        CheckKind::Physics => "physics check",
        CheckKind::Stress => "stress",
    };
    if !run.finished {
        let mut stop = false;
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(format!(
                "{what}: case {} of {}",
                run.done + 1,
                run.total.max(1)
            ));
            stop = ui.button("Stop").clicked();
        });
        if stop {
            checks.cancel();
        }
    } else if run.revision != revision {
        ui.label(format!(
            "These results are for an earlier version of the rig (edited since the {what} ran)."
        ));
    }
}

/// What a Replay button asked for.
enum Replay {
    /// A physics check run, by name.
    Run(String),
    /// A stress case, as its run planned it.
    Case(Box<crate::stress::Plan>),
}

/// A Replay button: off, with the reason, while the results are for an earlier version of the
/// rig (the replay would run on the rig as it is now, not as it was checked). True when clicked.
fn replay_button(ui: &mut Ui, current: bool, what: &str) -> bool {
    ui.add_enabled(current, egui::Button::new("Replay").small())
        .on_hover_text(format!("run it again in the viewport, as the {what} did"))
        .on_disabled_hover_text("the rig was edited since this ran: run the check again")
        .clicked()
}

/// The results; returns the run or seed whose Replay button was clicked.
fn results(
    ui: &mut Ui,
    checks: &ChecksState,
    rig_path: &std::path::Path,
    engine: crate::rig::SimEngine,
    current: bool,
) -> Option<Replay> {
    let run = checks.run.as_ref()?;
    let mut replay = None;
    if let Some(r) = &run.physics {
        let passed = r.runs.len() - r.failed;
        ui.colored_label(
            if r.passed { PASS } else { FAIL },
            format!("{passed} of {} runs passed", r.runs.len()),
        );
        ui.label(format!(
            "worst: joint gap {:.1} mm, swing {:.2}× its cone, twist {:.1}° over, energy {:.0} J over the bar",
            r.worst.gap_mm, r.worst.swing_ratio, r.worst.twist_deg, r.worst.energy_excess_j
        ));
        if let Some(line) = crate::physics_check::late_rest_summary(r) {
            ui.label(line);
        }
        // Each failing run: its name and Replay on one line, then what failed, wrapped to the
        // pane's width (as the stress seeds below; a grid row would run off the pane's edge).
        for f in r.runs.iter().filter(|f| !f.passed) {
            ui.horizontal(|ui| {
                // The run's name already says `+drives` when they were on.
                ui.colored_label(FAIL, &f.case);
                if replay_button(ui, current, "check") {
                    replay = Some(Replay::Run(f.case.clone()));
                }
            });
            ui.label(f.failures.join("; "));
        }
    }
    if run.kind == CheckKind::Stress && !run.stress.is_empty() {
        let failed: Vec<_> = run
            .stress
            .iter()
            .filter(|o| !o.failures.is_empty())
            .collect();
        ui.colored_label(
            if failed.is_empty() { PASS } else { FAIL },
            format!(
                "{} of {} seeds passed",
                run.stress.len() - failed.len(),
                run.stress.len()
            ),
        );
        for o in failed {
            let p = &o.plan;
            let start = match &p.clip {
                Some(c) => format!("'{c}' at {:.2} s", p.switch_at),
                None => "drop".to_owned(),
            };
            let extras = [
                p.obstacle.clone(),
                p.drag.as_ref().map(|d| format!("drag {}", d.body)),
                (!p.hits.is_empty()).then(|| format!("{} hit(s)", p.hits.len())),
                Some(if p.drives { "drives" } else { "limp" }.to_owned()),
            ];
            let extras: Vec<String> = extras.into_iter().flatten().collect();
            ui.horizontal(|ui| {
                ui.colored_label(
                    FAIL,
                    format!("seed {}: {start}, {}", p.seed, extras.join(", ")),
                );
                if replay_button(ui, current, "fuzzer") {
                    replay = Some(Replay::Case(Box::new(p.clone())));
                }
            });
            ui.label(o.failures.join("; "));
            let cmd =
                crate::stress::replay_command(rig_path, p.seed, run.stress_options.seconds, engine);
            ui.add(egui::Label::new(RichText::new(cmd).monospace()).selectable(true));
        }
    }
    replay
}
