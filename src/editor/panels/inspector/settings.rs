//! The inspector for the rig settings: rest pose, clip roles, `[sim]`, `[switch]` and
//! `[recovery]`.

use super::{MAX_COORDINATE, axis, combo, num, vec3};
use crate::editor::history::Edit;
use crate::editor::state::EditorState;
use crate::rig::{RecoveryMode, Rig};
use egui::{DragValue, Ui};

pub(super) fn settings_ui(ui: &mut Ui, st: &mut EditorState) {
    let before = st.doc.rig().clone();
    let mut r = before.clone();
    let bodies: Vec<String> = r.bodies.iter().map(|b| b.name.clone()).collect();
    let clips: Vec<String> = match &st.doc.project.character {
        Ok(ch) => ch.clips.iter().map(|c| c.name.clone()).collect(),
        Err(_) => vec![],
    };
    ui.heading("Rig settings");
    ui.label(format!("Model: {}", r.model_path));
    rest_pose_row(ui, st, &mut r.rest_pose);
    floor_row(ui, st, &mut r);
    sim_section(ui, &mut r);
    switch_section(ui, &mut r);
    recovery_section(ui, &mut r, &bodies);
    clip_roles_ui(ui, st, &mut r, &clips);
    if r != before {
        st.doc.apply(
            "Edit rig settings",
            Edit::Rig {
                before: Box::new(before),
                after: Box::new(r),
            },
            true,
        );
    }
}

/// The rest pose the rig is built on, with how the model's two poses differ.
fn rest_pose_row(ui: &mut Ui, st: &EditorState, value: &mut crate::character::RestPose) {
    use crate::character::RestPose;
    let poses = st
        .doc
        .project
        .character
        .as_ref()
        .ok()
        .map(|c| &c.rest_poses);
    ui.horizontal(|ui| {
        let l = ui.label("Rest pose");
        ui.radio_value(value, RestPose::Bind, "bind pose (skin)")
            .labelled_by(l.id)
            .on_hover_text("the pose the skin's inverse bind matrices describe");
        ui.radio_value(value, RestPose::Nodes, "node transforms")
            .on_hover_text("the pose the file's node transforms hold");
    });
    if let Some(p) = poses {
        let line = p.describe(*value);
        if p.differ() {
            ui.colored_label(egui::Color32::from_rgb(230, 180, 60), line)
                .on_hover_text("bodies and joint frames follow the chosen pose; regenerate the ragdoll after changing it");
        } else {
            ui.label(egui::RichText::new(line).weak());
        }
    }
}

/// Where the ground meets the model (`[model] floor`), with a button that stands the character
/// on the ground as the fitter does (the lowest point of its idle clip, else of its rest pose).
fn floor_row(ui: &mut Ui, st: &EditorState, r: &mut Rig) {
    use crate::rig::{ClipRole, MAX_FLOOR_M};
    egui::Grid::new("floor").num_columns(2).show(ui, |ui| {
        num(
            ui,
            "Floor",
            &mut r.floor,
            " m",
            0.001,
            -MAX_FLOOR_M..=MAX_FLOOR_M,
        );
    });
    ui.add(
        egui::Label::new(
            egui::RichText::new(
                "the height of the model's own coordinates that stands on the ground",
            )
            .weak(),
        )
        .wrap(),
    );
    if let Ok(ch) = &st.doc.project.character
        && ui
            .button("Stand on the ground")
            .on_hover_text(
                "set the floor to the lowest point of the idle clip (else of the rest pose)",
            )
            .clicked()
    {
        let idle = r.clip_for(ClipRole::Idle).map(str::to_owned);
        r.floor = crate::fit::standing_floor(&ch.with_rest_pose(r.rest_pose), idle.as_deref());
    }
}

/// Which clip plays each role: a combo per role and a button that guesses the empty ones.
fn clip_roles_ui(ui: &mut Ui, st: &EditorState, r: &mut crate::rig::Rig, clips: &[String]) {
    use crate::rig::ClipRole;
    egui::CollapsingHeader::new("Clip roles")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("clip_roles").num_columns(2).show(ui, |ui| {
                for role in ClipRole::ALL {
                    let mut v = r.clip_for(role).unwrap_or("").to_owned();
                    let l = ui.label(role.label());
                    let missing = !v.is_empty() && !clips.contains(&v);
                    let shown = if v.is_empty() {
                        "(none)".to_owned()
                    } else if missing {
                        format!("{v} (not in the model)")
                    } else {
                        v.clone()
                    };
                    let resp = egui::ComboBox::from_id_salt(("clip_role", role.key()))
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut v, String::new(), "(none)");
                            for c in clips {
                                ui.selectable_value(&mut v, c.clone(), c);
                            }
                        })
                        .response
                        .labelled_by(l.id);
                    if role.is_getup() && v.is_empty() {
                        resp.on_hover_text(
                            "none: recovery blends into the idle clip's first frame",
                        );
                    }
                    ui.end_row();
                    r.set_clip_role(role, v);
                }
            });
            if let Ok(ch) = &st.doc.project.character
                && ui
                    .button("Guess empty roles")
                    .on_hover_text("from clip names (Mixamo, KayKit, Unreal, Unity) and motion")
                    .clicked()
            {
                for g in crate::fit::guess_for_rig(r, ch) {
                    if r.clip_for(g.role).is_none() {
                        r.set_clip_role(g.role, g.clip);
                    }
                }
            }
        });
}

const ITERATIONS_HELP: &str = "Velocity iterations per substep on rapier: how often every joint and contact row is solved before the positions move. More hold a limb riding its cone against its friction better and cost solver time. Jolt keeps its own counts.";

/// Step, substeps, iterations, gravity, the ground and joint friction.
fn sim_section(ui: &mut Ui, r: &mut Rig) {
    egui::CollapsingHeader::new("Simulation")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("sim").num_columns(2).show(ui, |ui| {
                num(ui, "Step dt", &mut r.sim.dt, " s", 0.0001, 0.0001..=0.1);
                let l = ui.label("Substeps");
                ui.add(DragValue::new(&mut r.sim.substeps).range(1..=64))
                    .labelled_by(l.id);
                ui.end_row();
                ui.label("");
                ui.label(if r.sim.dt > 0.0 {
                    format!(
                        "{:.2} ms a step ({:.0} Hz)",
                        r.sim.dt * 1000.0,
                        1.0 / r.sim.dt
                    )
                } else {
                    "—".to_owned()
                });
                ui.end_row();
                let h = r.sim.dt / r.sim.substeps.max(1) as f32;
                ui.label("Substep");
                ui.label(if h > 0.0 {
                    format!("{:.3} ms ({:.0} Hz)", h * 1000.0, 1.0 / h)
                } else {
                    "—".to_owned()
                });
                ui.end_row();
                let l = ui
                    .label("Iterations (rapier)")
                    .on_hover_text(ITERATIONS_HELP);
                ui.add(DragValue::new(&mut r.sim.iterations).range(1..=64))
                    .labelled_by(l.id)
                    .on_hover_text(ITERATIONS_HELP);
                ui.end_row();
                vec3(
                    ui,
                    "Gravity",
                    &mut r.sim.gravity,
                    " m/s²",
                    0.01,
                    -MAX_COORDINATE..=MAX_COORDINATE,
                );
                ui.label("Ground plane");
                ui.checkbox(&mut r.sim.ground, "on");
                ui.end_row();
                num(
                    ui,
                    "Ground friction",
                    &mut r.sim.ground_friction,
                    "",
                    0.01,
                    0.0..=10.0,
                );
                num(
                    ui,
                    "Ground restitution",
                    &mut r.sim.ground_restitution,
                    "",
                    0.01,
                    0.0..=1.0,
                );
                num(
                    ui,
                    "Joint friction",
                    &mut r.sim.joint_friction,
                    " N·m",
                    0.05,
                    0.0..=1000.0,
                );
                num(
                    ui,
                    "Rolling resistance",
                    &mut r.sim.rolling_resistance,
                    "",
                    0.005,
                    0.0..=1.0,
                );
                ui.label("");
                ui.weak("rapier only: Jolt has none");
                ui.end_row();
            });
        });
}

/// What the switch to ragdoll inherits and when it teleports.
fn switch_section(ui: &mut Ui, r: &mut Rig) {
    egui::CollapsingHeader::new("Switch to ragdoll")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("switch").num_columns(2).show(ui, |ui| {
                num(
                    ui,
                    "Max inherited speed",
                    &mut r.switch.max_linear_speed,
                    " m/s",
                    0.1,
                    0.0..=1000.0,
                );
                let mut deg = r.switch.max_angular_speed.to_degrees();
                num(
                    ui,
                    "Max inherited spin",
                    &mut deg,
                    "°/s",
                    1.0,
                    0.0..=100_000.0,
                );
                if (deg - r.switch.max_angular_speed.to_degrees()).abs() > 1e-6 {
                    r.switch.max_angular_speed = deg.to_radians();
                }
                num(
                    ui,
                    "Teleport distance",
                    &mut r.switch.teleport_distance,
                    " m",
                    0.01,
                    0.0..=1000.0,
                );
            });
        });
}

/// The get-up: which bodies, when the ragdoll counts as settled, the blend and the mode.
fn recovery_section(ui: &mut Ui, r: &mut Rig, bodies: &[String]) {
    egui::CollapsingHeader::new("Recovery")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("recovery").num_columns(2).show(ui, |ui| {
                let rc = &mut r.recovery;
                combo(ui, "Pelvis body", "pelvis", &mut rc.pelvis, bodies);
                combo(ui, "Chest body", "chest", &mut rc.chest, bodies);
                axis(ui, "Chest outward axis", &mut rc.chest_outward_axis);
                num(
                    ui,
                    "Settle window",
                    &mut rc.settle_window,
                    " s",
                    0.01,
                    0.0..=10.0,
                );
                num(
                    ui,
                    "Settle speed",
                    &mut rc.settle_linear_speed,
                    " m/s",
                    0.01,
                    0.0..=10.0,
                );
                let mut deg = rc.settle_angular_speed.to_degrees();
                num(ui, "Settle spin", &mut deg, "°/s", 0.1, 0.0..=1000.0);
                if (deg - rc.settle_angular_speed.to_degrees()).abs() > 1e-6 {
                    rc.settle_angular_speed = deg.to_radians();
                }
                axis(ui, "Stand-forward axis", &mut rc.stand_forward_axis);
                num(ui, "Blend time", &mut rc.blend_time, " s", 0.01, 0.0..=10.0);
                ui.label("Mode");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut rc.mode, RecoveryMode::Presentation, "presentation");
                    ui.radio_value(&mut rc.mode, RecoveryMode::Powered, "powered");
                });
                ui.end_row();
            });
        });
}
