//! The Simulation bar (in the Timeline pane): simulate/drop, go ragdoll at the clip time,
//! pause, step, reset, hang, the engine, compare, drives, auto-recover and the hit tool.

use crate::editor::commands::Command;
use crate::editor::compare;
use crate::editor::simulation::{LiveSim, SimTool};
use crate::editor::state::EditorState;
use crate::rig::SimEngine;
use egui::Ui;

/// The engine picker: an undoable edit of the rig's `[sim] engine`. A running preview continues
/// on the new engine from the same state at the next frame ([`EditorState::advance_sim`]).
fn engine_picker(ui: &mut Ui, st: &mut EditorState) {
    let current = st.doc.rig().sim.engine;
    let mut picked = current;
    let label = ui.label("Engine");
    egui::ComboBox::from_id_salt("sim_engine")
        .selected_text(current.name())
        .width(70.0)
        .show_ui(ui, |ui| {
            for e in SimEngine::ALL {
                ui.add_enabled_ui(crate::sim::engine::available(e), |ui| {
                    ui.selectable_value(&mut picked, e, e.name());
                });
            }
        })
        .response
        .labelled_by(label.id)
        .on_hover_text(
            "the physics engine the rig is simulated on (the rig's [sim] engine): preview on \
             the engine the game ships on; switching continues the preview from the same state",
        );
    if picked != current {
        st.doc.set_engine(picked);
    }
}

/// The compare toggle: the simulation also runs on the other engine, drawn as a ghost
/// ([`crate::editor::compare`]). Disabled, with the reason, when that engine is not built in.
fn compare_toggle(ui: &mut Ui, st: &mut EditorState) {
    let engine = st.doc.rig().sim.engine;
    let other = compare::other_engine(engine);
    let unavailable = compare::unavailable(engine);
    let mut on = st.sim_controls.compare && unavailable.is_none();
    let r = ui
        .add_enabled(
            unavailable.is_none(),
            egui::Checkbox::new(&mut on, "Compare"),
        )
        .on_hover_text(format!(
            "also simulate on {other} from the same state, with the same switch, hits, drags, \
             obstacles and drives, drawn as a translucent ghost; both engines' curves in Plots"
        ))
        .on_disabled_hover_text(unavailable.unwrap_or_default());
    if r.changed() {
        set_compare(st, on);
    }
}

/// Turn compare mode on or off (a running simulation gets or drops its ghost at once).
pub fn set_compare(st: &mut EditorState, on: bool) {
    st.sim_controls.compare = on;
    if let Some(live) = st.live.as_mut() {
        live.set_compare(on);
        st.status = match (&live.ghost, &live.ghost_failed) {
            (Some(g), _) => format!("comparing with {} (ghost)", g.engine()),
            (None, Some(e)) => format!("cannot compare: {e}"),
            (None, None) => "compare off".into(),
        };
    }
}

/// The compare line: which engine is solid and which the ghost, the divergence, a ghost stop.
fn compare_status(ui: &mut Ui, live: &LiveSim) {
    let Some(text) = live.compare_label() else {
        return;
    };
    let stopped = live.ghost_failed.is_some() || live.ghost.as_ref().is_some_and(|g| !g.alive());
    let [r, g, b, _] = compare::GHOST_COLOR;
    let tint = egui::Rgba::from_rgb(r, g, b).into();
    ui.colored_label(
        if stopped {
            egui::Color32::LIGHT_RED
        } else {
            tint
        },
        text,
    );
    if let Some(note) = live.ghost.as_ref().and_then(|g| g.note.as_ref()) {
        ui.label(egui::RichText::new(note).weak());
    }
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let blocked = st.doc.blocked_reason();
    let allowed = blocked.is_none();
    let why = blocked.clone().unwrap_or_default();
    // Two rows that keep their places: the run buttons (which change as a simulation starts
    // and stops), then the settings.
    ui.horizontal_wrapped(|ui| {
        ui.label("Simulation");
        run_buttons(ui, st, allowed, &why);
    });
    ui.horizontal_wrapped(|ui| {
        engine_picker(ui, st);
        compare_toggle(ui, st);
        behaviour_toggles(ui, st);
        tool_controls(ui, st);
    });
    review_row(ui, st);
    if let Some(reason) = &blocked {
        let todo = if st.needs_ragdoll() {
            "Generate a ragdoll (Rig menu, Generate ragdoll…) to simulate"
        } else {
            "Fix the errors to simulate"
        };
        ui.colored_label(
            egui::Color32::LIGHT_RED,
            format!("Simulation off: {reason}. {todo}."),
        );
    }
    if let Some(live) = &st.live {
        live_status(ui, live);
    }
}

/// Review: scrub back through the recorded run (the shown pose at every fixed step). Dragging
/// pauses the simulation; Back to now, Resume, Step or anything that acts on the physics
/// continues from where it is.
fn review_row(ui: &mut Ui, st: &mut EditorState) {
    let Some(live) = st.live.as_mut() else {
        return;
    };
    if live.baked.len() < 2 {
        return;
    }
    let duration = live.baked.duration();
    ui.horizontal(|ui| {
        // As wide as the clip's time slider above, leaving room for the value and the buttons.
        ui.spacing_mut().slider_width = (ui.available_width() - 240.0).max(120.0);
        let mut t = live.review.unwrap_or(duration);
        let r = ui
            .add(
                egui::Slider::new(&mut t, 0.0..=duration)
                    .text("Review")
                    .suffix(" s")
                    .custom_formatter(|v, _| format!("{v:.3}")),
            )
            .on_hover_text(
                "scrub back through the recorded run, step by step (the simulation pauses); \
                 Back to now, Resume or any action continues from where physics is",
            );
        if r.changed() {
            live.running = false;
            live.review = Some(t.clamp(0.0, duration));
        }
        if live.review.is_some() && ui.button("Back to now").clicked() {
            live.review = None;
        }
    });
}

/// Simulate, or pause/resume, step and reset a running simulation; go ragdoll, recover and
/// hang. `allowed` is false (and `why` says why) while the rig has errors.
fn run_buttons(ui: &mut Ui, st: &mut EditorState, allowed: bool, why: &str) {
    if st.live.is_none() {
        if ui
            .add_enabled(allowed, egui::Button::new("Simulate"))
            .on_hover_text("drop the ragdoll from the current pose")
            .on_disabled_hover_text(why)
            .clicked()
        {
            st.start_sim(true);
        }
    } else {
        let running = st.live.as_ref().is_some_and(|l| l.running);
        if ui
            .button(if running { "Pause" } else { "Resume" })
            .clicked()
            && let Some(l) = st.live.as_mut()
        {
            l.running = !l.running;
        }
        if ui
            .add_enabled(allowed, egui::Button::new("Step"))
            .on_disabled_hover_text(why)
            .clicked()
        {
            if let Some(l) = st.live.as_mut() {
                l.running = false;
            }
            st.step_sim();
        }
        if ui.button("Reset").clicked() {
            st.live = None;
        }
    }
    if ui
        .add_enabled(
            allowed,
            egui::Button::new(Command::GoRagdoll.button_text(ui.ctx())),
        )
        .on_hover_text("switch at the current clip time, velocities inherited")
        .on_disabled_hover_text(why)
        .clicked()
    {
        st.go_ragdoll();
    }
    let can_recover = st
        .live
        .as_ref()
        .is_some_and(|l| l.session.mode == crate::session::Mode::Simulated);
    if ui
        .add_enabled(can_recover && allowed, egui::Button::new("Recover"))
        .on_hover_text("get up now if the ragdoll lies on its back or front")
        .clicked()
    {
        st.recover_now();
    }
    let pelvis = st.doc.rig().body_index(&st.doc.rig().recovery.pelvis);
    if let (Some(live), Some(p)) = (st.live.as_mut(), pelvis) {
        let mut pinned = live.pinned;
        if ui
            .checkbox(&mut pinned, "Hang")
            .on_hover_text("pin the pelvis where it is")
            .changed()
        {
            live.set_pinned(p, pinned);
        }
    }
}

/// Lay out `add` (a label with its value) in one piece in a wrapping row: on the next line when
/// what is left of this one is narrower than the piece was at the last frame (a nested
/// horizontal layout does not wrap: it would run past the panel's edge and be cut off).
fn unbroken(ui: &mut Ui, salt: &str, add: impl FnOnce(&mut Ui)) {
    let id = ui.scope_id().with(salt);
    let last: Option<f32> = ui.ctx().data(|d| d.get_temp(id));
    if last.is_some_and(|w| ui.available_size_before_wrap().x < w) {
        ui.end_row();
    }
    let width = ui.horizontal(add).response.rect.width();
    ui.ctx().data_mut(|d| d.insert_temp(id, width));
}

/// The click tool and its hit strength.
fn tool_controls(ui: &mut Ui, st: &mut EditorState) {
    // Each label with its value, so that a wrapping row never parts them.
    unbroken(ui, "sim_tool_row", |ui| {
        let tool_label = ui.label("Tool");
        egui::ComboBox::from_id_salt("sim_tool")
            .selected_text(st.sim_controls.tool.label())
            .width(70.0)
            .show_ui(ui, |ui| {
                for t in [SimTool::Select, SimTool::Hit, SimTool::Drag] {
                    ui.selectable_value(&mut st.sim_controls.tool, t, t.label());
                }
            })
            .response
            .labelled_by(tool_label.id)
            .on_hover_text(
                "what a click on a body does while simulating: select it, hit it (impulse \
                 along the view ray) or drag it on a spring",
            );
    });
    unbroken(ui, "hit_strength_row", |ui| {
        let l = ui.label("Hit strength");
        ui.add(
            egui::DragValue::new(&mut st.sim_controls.hit_per_kg)
                .range(0.0..=20.0)
                .speed(0.05)
                .suffix(" N·s/kg"),
        )
        .labelled_by(l.id)
        .on_hover_text(
            "the Hit tool's impulse per kg of the ragdoll's simulated mass (N·s/kg, i.e. the \
             velocity change, m/s, it would give the whole ragdoll)",
        );
    });
}

/// Drives and auto-recover: how the ragdoll behaves (both go to a running simulation at once).
fn behaviour_toggles(ui: &mut Ui, st: &mut EditorState) {
    if ui
        .checkbox(&mut st.sim_controls.drives, "Drives")
        .on_hover_text("keep the joint drives on in the ragdoll")
        .changed()
        && let Some(l) = st.live.as_mut()
    {
        l.set_drives(st.sim_controls.drives);
    }
    if ui
        .checkbox(&mut st.sim_controls.auto_recover, "Auto-recover")
        .changed()
        && let Some(l) = st.live.as_mut()
    {
        l.set_auto_recover(st.sim_controls.auto_recover);
    }
}

/// What the last physics step cost and how much of it the engine took: the rest is ragrig's
/// (measurements, the guard, drive damping).
fn step_timing(ui: &mut Ui, live: &LiveSim) {
    let sim = &live.session.sim;
    let t = sim.last_timing();
    if sim.steps == 0 || t.step_s <= 0.0 {
        return;
    }
    ui.label(
        egui::RichText::new(format!(
            "last step {:.2} ms, {:.2} ms of it in {}",
            t.step_s * 1e3,
            t.library_s * 1e3,
            sim.engine().kind().name()
        ))
        .weak(),
    )
    .on_hover_text(
        "Wall-clock time of the last physics step, and the part spent inside the physics \
         engine's own step. The rest is ragrig's work around it: joint and energy measurements, \
         the guard, drive damping. Substeps multiply the engine's part.",
    );
}

/// The running simulation's state, the compare line, its switch and its last events.
fn live_status(ui: &mut Ui, live: &LiveSim) {
    let text = live.label();
    let color = if live.error.is_some() || live.blocked.is_some() {
        egui::Color32::LIGHT_RED
    } else {
        ui.visuals().text_color()
    };
    ui.colored_label(color, text);
    step_timing(ui, live);
    compare_status(ui, live);
    if let Some(rec) = &live.session.record {
        let clamped = rec
            .bodies
            .iter()
            .filter(|b| b.linear_clamped || b.angular_clamped)
            .count();
        ui.label(format!(
            "switch at {:.3} s: {}{}",
            rec.t_switch,
            if rec.teleport {
                format!(
                    "teleport, no velocity ({})",
                    rec.teleport_reason.clone().unwrap_or_default()
                )
            } else {
                "velocities inherited".into()
            },
            if clamped > 0 {
                format!(", {clamped} bodies clamped")
            } else {
                String::new()
            }
        ));
    }
    for e in live.session.events.iter().rev().take(3) {
        ui.label(egui::RichText::new(format!("{:.2} s  {}: {}", e.t, e.kind, e.detail)).weak());
    }
}
