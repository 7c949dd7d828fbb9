//! The Simulation bar (in the Timeline pane): simulate/drop, go ragdoll at the clip time,
//! pause, step, reset, hang, the engine, the hit tool, auto-recover and drives.

use crate::editor::commands::Command;
use crate::editor::history::Edit;
use crate::editor::simulation::{LiveSim, SimTool};
use crate::editor::state::EditorState;
use crate::rig::SimEngine;
use crate::session::Session;
use egui::Ui;

/// Start a session at the current clip and time (animated; `ragdoll` switches at once).
/// Refused, with the reason in the status bar, while the rig doctor reports errors.
pub fn start(st: &mut EditorState, ragdoll: bool) {
    if let Some(reason) = st.doc.blocked_reason() {
        st.status = format!("cannot simulate: {reason}");
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    match Session::new(st.doc.rig(), ch, st.playback.clip, st.playback.time) {
        Ok(mut s) => {
            for o in &st.sim_controls.obstacles {
                s.sim.add_obstacle(o);
            }
            s.recover = st.sim_controls.auto_recover;
            s.drives = st.sim_controls.drives;
            let mut error = None;
            if ragdoll && let Err(e) = s.go_ragdoll(ch) {
                error = Some(e);
            }
            st.playback.playing = false;
            st.live = Some(LiveSim {
                session: s,
                running: true,
                stepper: Default::default(),
                error,
                blocked: None,
                revision: st.doc.history.revision(),
                pinned: false,
                history: Default::default(),
                drag: None,
            });
        }
        Err(e) => st.status = format!("cannot simulate: {e}"),
    }
}

/// Advance the live simulation by wall time `dt` (fixed steps). While an edit has given the
/// rig doctor errors the simulation waits (it never sees a rig the doctor refuses).
pub fn advance(st: &mut EditorState, dt: f32) {
    if st.live.is_none() {
        return;
    }
    let blocked = st.doc.blocked_reason();
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    let rev = st.doc.history.revision();
    let Some(live) = st.live.as_mut() else { return };
    live.blocked = blocked;
    if live.blocked.is_some() {
        return;
    }
    // Edits take effect at the next step (same bodies and joints), without a reset; a new
    // `[sim] engine` continues the preview on that engine from the same state.
    if live.revision != rev {
        if st.doc.rig().sim.engine != live.session.sim.engine_kind()
            && let Some(d) = live.drag.take()
        {
            d.release(&mut live.session.sim);
        }
        if let Err(e) = live.session.sim.update_rig(st.doc.rig()) {
            st.status = format!("engine not changed: {e}");
        }
        live.session.getup_mode = st.doc.rig().recovery.mode;
        live.revision = rev;
    }
    // A body held by the drag spring is not settling.
    live.session.external_force = live.drag.is_some();
    if !live.running || live.error.is_some() || st.getup_preview.is_some() {
        return;
    }
    let sim_dt = st.doc.rig().sim.dt as f64;
    let n = live.stepper.advance(dt as f64, sim_dt, 8);
    for _ in 0..n {
        if let Err(e) = live.session.step(ch) {
            live.error = Some(e.to_string());
            live.running = false;
            break;
        }
        live.history.record(&live.session);
    }
}

pub fn step_once(st: &mut EditorState) {
    if let Some(reason) = st.doc.blocked_reason() {
        st.status = format!("cannot step: {reason}");
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    if let Some(live) = st.live.as_mut()
        && live.error.is_none()
    {
        match live.session.step(ch) {
            Ok(()) => live.history.record(&live.session),
            Err(e) => live.error = Some(e.to_string()),
        }
    }
}

/// Start the get-up now (the settle window skipped); the status says why not when it cannot.
pub fn recover_now(st: &mut EditorState) {
    if let Some(reason) = st.doc.blocked_reason() {
        st.status = format!("cannot get up now: {reason}");
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    let Some(live) = st.live.as_mut() else { return };
    if let Some(d) = live.drag.take() {
        d.release(&mut live.session.sim);
    }
    match live.session.recover_now(ch) {
        Ok(()) => {
            live.running = true;
            st.status = match live.session.getup_choice() {
                Some((clip, why)) => format!("getting up with {clip}: {why}"),
                None => "getting up".into(),
            };
        }
        Err(e) => st.status = format!("cannot get up now: {e}"),
    }
}

pub fn go_ragdoll(st: &mut EditorState) {
    if let Some(reason) = st.doc.blocked_reason() {
        st.status = format!("cannot go ragdoll: {reason}");
        return;
    }
    if st.live.is_none() {
        start(st, true);
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    if let Some(live) = st.live.as_mut() {
        live.session.recover = st.sim_controls.auto_recover;
        live.session.drives = st.sim_controls.drives;
        if let Err(e) = live.session.go_ragdoll(ch) {
            st.status = format!("switch failed, still animated: {e}");
        }
        live.running = true;
    }
}

/// The engine picker: an undoable edit of the rig's `[sim] engine`. A running preview continues
/// on the new engine from the same state at the next frame ([`advance`]).
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
        let before = st.doc.rig().clone();
        let mut after = before.clone();
        after.sim.engine = picked;
        st.doc.apply(
            format!("Simulate on {}", picked.name()),
            Edit::Rig {
                before: Box::new(before),
                after: Box::new(after),
            },
            false,
        );
    }
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let blocked = st.doc.blocked_reason();
    let allowed = blocked.is_none();
    let why = blocked.clone().unwrap_or_default();
    ui.horizontal_wrapped(|ui| {
        ui.label("Simulation");
        if st.live.is_none() {
            if ui
                .add_enabled(allowed, egui::Button::new("Simulate"))
                .on_hover_text("drop the ragdoll from the current pose")
                .on_disabled_hover_text(&why)
                .clicked()
            {
                start(st, true);
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
                .on_disabled_hover_text(&why)
                .clicked()
            {
                if let Some(l) = st.live.as_mut() {
                    l.running = false;
                }
                step_once(st);
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
            .on_disabled_hover_text(&why)
            .clicked()
        {
            go_ragdoll(st);
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
            recover_now(st);
        }
        let pelvis = st.doc.rig().body_index(&st.doc.rig().recovery.pelvis);
        if let (Some(live), Some(p)) = (st.live.as_mut(), pelvis) {
            let mut pinned = live.pinned;
            if ui
                .checkbox(&mut pinned, "Hang")
                .on_hover_text("pin the pelvis where it is")
                .changed()
            {
                live.pinned = pinned;
                live.session.sim.pin(p, pinned);
            }
        }
        engine_picker(ui, st);
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
        let l = ui.label("strength");
        ui.add(
            egui::DragValue::new(&mut st.sim_controls.hit_per_kg)
                .range(0.0..=20.0)
                .speed(0.05)
                .suffix(" N·s/kg"),
        )
        .labelled_by(l.id);
        if ui
            .checkbox(&mut st.sim_controls.auto_recover, "Auto-recover")
            .changed()
            && let Some(l) = st.live.as_mut()
        {
            l.session.recover = st.sim_controls.auto_recover;
        }
        if ui
            .checkbox(&mut st.sim_controls.drives, "Drives")
            .on_hover_text("keep the joint drives on in the ragdoll")
            .changed()
            && let Some(l) = st.live.as_mut()
        {
            l.session.drives = st.sim_controls.drives;
            l.session.sim.set_drives_enabled(st.sim_controls.drives);
        }
    });
    if let Some(reason) = &blocked {
        ui.colored_label(
            egui::Color32::LIGHT_RED,
            format!("Simulation off: {reason}. Fix the errors to simulate."),
        );
    }
    if let Some(live) = &st.live {
        let text = live.label();
        let color = if live.error.is_some() || live.blocked.is_some() {
            egui::Color32::LIGHT_RED
        } else {
            ui.visuals().text_color()
        };
        ui.colored_label(color, text);
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
}
