//! The inspector for a drive group: gains, max torque, weight, presets, and the sag and the
//! damping ratio on the character's own limbs.

use super::{checked_value, note, num, preset_row};
use crate::editor::history::Edit;
use crate::editor::state::EditorState;
use crate::rig::{Gains, Group};
use egui::Ui;

pub(super) fn group_ui(ui: &mut Ui, st: &mut EditorState, name: &str) {
    let Some(before) = st.doc.rig().groups.get(name).cloned() else {
        return;
    };
    let mut g: Group = before.clone();
    ui.heading(format!("Drive group {name}"));
    egui::Grid::new("group")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            ui.label("Gains as");
            let mut freq = matches!(g.gains, Gains::Frequency { .. });
            let was = freq;
            // The same spring in the other form, at the inertia that stands for the group.
            let inertia = crate::sim::drive::group_inertia(st.doc.rig(), name);
            let hover = match inertia {
                Some(i) => format!(
                    "Switching converts the gains at {i:.d$} kg·m², the geometric mean of the \
                     inertias of the group's child bodies about their drive axes \
                     (Kp = I·ω², Kd = 2ζ·I·ω, ω = 2π·f)",
                    // Three significant digits.
                    d = (2 - i.log10().floor() as i32).clamp(0, 8) as usize
                ),
                None => "Switching converts the gains at 1 kg·m² (no joint of the group has a \
                         child body with mass)"
                    .into(),
            };
            ui.horizontal(|ui| {
                ui.radio_value(&mut freq, false, "Kp / Kd")
                    .on_hover_text(&hover);
                ui.radio_value(&mut freq, true, "frequency / damping")
                    .on_hover_text(&hover);
            });
            ui.end_row();
            if freq != was {
                g.gains = crate::sim::drive::convert_gains(g.gains, inertia.unwrap_or(1.0));
            }
            match &mut g.gains {
                Gains::Stiffness { kp, kd } => {
                    num(ui, "Kp", kp, " N·m/rad", 1.0, 0.0..=1e6);
                    num(ui, "Kd", kd, " N·m·s/rad", 0.1, 0.0..=1e5);
                }
                Gains::Frequency {
                    frequency_hz,
                    damping_ratio,
                } => {
                    num(ui, "Frequency", frequency_hz, " Hz", 0.1, 0.0..=1000.0);
                    num(
                        ui,
                        "Damping ratio ζ (child body)",
                        damping_ratio,
                        "",
                        0.01,
                        0.0..=100.0,
                    );
                }
            }
            num(ui, "Max torque", &mut g.max_torque, " N·m", 1.0, 0.0..=1e6);
            ui.label("Weight (× Kp, torque)")
                .on_hover_text("the rig file's weight: scales Kp and max torque; Kd is kept");
            let w0 = g.weight;
            ui.add(egui::Slider::new(&mut g.weight, 0.0..=1.0))
                .on_hover_text("scales Kp and max torque; Kd is kept");
            ui.end_row();
            let (w, msg) = checked_value("Weight", w0, g.weight, &(0.0..=1.0));
            g.weight = w;
            if let Some(m) = msg {
                note(ui, m);
            }
            ui.label("Hand-tuned");
            ui.checkbox(
                &mut g.hand_tuned,
                "kept when the ragdoll is generated again",
            )
            .on_hover_text("set by any edit; clear it to let Generate ragdoll replace it");
            ui.end_row();
        });
    // The group's joints, each a link that selects it (the viewport shows the bodies they
    // drive in the selection colour).
    let members: Vec<(usize, String)> = st
        .doc
        .rig()
        .joints
        .iter()
        .enumerate()
        .filter(|(_, j)| j.group == name)
        .map(|(k, j)| (k, j.name.clone()))
        .collect();
    ui.horizontal_wrapped(|ui| {
        ui.label("Joints:");
        if members.is_empty() {
            ui.label("none");
        }
        for (k, j) in &members {
            if ui.link(j).on_hover_text("select this joint").clicked() {
                st.selection = crate::editor::Selection::Joint(*k);
            }
        }
    });
    if let Some(stiffened) = strength_row(ui, st.doc.rig(), name) {
        g = stiffened;
    }
    if let Some(damped) = damping_row(ui, st.doc.rig(), name) {
        g = damped;
    }
    if let Some(p) = preset_row(ui, "group") {
        st.apply_preset(
            &p,
            &crate::rig::preset_apply::PresetTarget::Group(name.to_owned()),
        );
        return;
    }
    if g != before {
        st.doc.apply(
            format!("Edit group {name}"),
            Edit::Group {
                name: name.to_owned(),
                before: Some(before),
                after: Some(g),
            },
            true,
        );
    }
}

/// The group's weakest joint on this character (how far the weight below it sags it), and a
/// button that raises Kp and max torque until it holds within the fitter's angle, damped again;
/// returns the group with the new gains when clicked.
fn strength_row(ui: &mut Ui, rig: &crate::rig::Rig, name: &str) -> Option<Group> {
    use crate::rig::strength::{MAX_SAG_DEG, WARN_SAG_DEG, drive_sag};
    let s = drive_sag(rig)
        .into_iter()
        .filter(|s| s.group == name)
        .max_by(|a, b| {
            a.shortfall(MAX_SAG_DEG)
                .total_cmp(&b.shortfall(MAX_SAG_DEG))
        })?;
    let mut out = None;
    ui.horizontal_wrapped(|ui| {
        let text = if s.overpowered() {
            format!(
                "Cannot hold {} up: {:.1} N·m of weight, {:.1} N·m max torque",
                s.joint, s.torque, s.max_torque
            )
        } else {
            format!(
                "Sags {:.0}° at {} under the {:.1} kg it holds",
                s.sag_deg, s.joint, s.mass
            )
        };
        let r = if s.sag_deg > WARN_SAG_DEG || s.overpowered() {
            ui.colored_label(egui::Color32::from_rgb(255, 190, 70), text)
        } else {
            ui.label(text)
        };
        r.on_hover_text(
            "m·g·d / Kp: how far the drive gives way when the limb below it (mass m, centre of mass d from the joint) is held out level",
        );
        if s.factor_for(MAX_SAG_DEG) > 1.0
            && ui
                .button("Stiffen")
                .on_hover_text(format!(
                    "raise Kp and max torque until every joint of the group holds within {MAX_SAG_DEG}°, then damp it critically"
                ))
                .clicked()
        {
            let mut r = rig.clone();
            crate::rig::apply_fix(
                &mut r,
                &crate::rig::Fix::StiffenGroup {
                    group: name.to_owned(),
                    max_sag_deg: MAX_SAG_DEG,
                },
            );
            out = r.groups.get(name).cloned();
        }
    });
    out
}

/// The group's least-damped joint on this character (ζ over its whole subtree), and a button
/// that raises Kd to critical damping; returns the group with the new gains when clicked.
fn damping_row(ui: &mut Ui, rig: &crate::rig::Rig, name: &str) -> Option<Group> {
    use crate::rig::damping::{
        MIN_DAMPING_RATIO, WARN_DAMPING_RATIO, damp_drives_in, drive_damping,
    };
    let d = drive_damping(rig)
        .into_iter()
        .filter(|d| d.group == name)
        .min_by(|a, b| a.ratio.total_cmp(&b.ratio))?;
    let mut out = None;
    ui.horizontal_wrapped(|ui| {
        let text = format!(
            "On the limb: damping ratio ζ {:.2} at {} about {} ({:.3} kg·m² turns below it)",
            d.ratio,
            d.joint,
            ["X (twist)", "Y (swing 1)", "Z (swing 2)"]
                .get(d.axis)
                .copied()
                .unwrap_or("?"),
            d.inertia
        );
        let r = if d.ratio < WARN_DAMPING_RATIO {
            ui.colored_label(egui::Color32::from_rgb(255, 190, 70), text)
        } else {
            ui.label(text)
        };
        r.on_hover_text(
            "ζ = Kd / (2·sqrt(Kp·I)), I the moment of inertia of everything below the joint (the field above uses the child body alone): under 1 the limb swings past its target",
        );
        if d.ratio < MIN_DAMPING_RATIO
            && ui
                .button("Damp critically")
                .on_hover_text("raise Kd until every joint of the group reaches a damping ratio of 1")
                .clicked()
        {
            let mut r = rig.clone();
            damp_drives_in(&mut r, MIN_DAMPING_RATIO, Some(name));
            out = r.groups.get(name).cloned();
        }
    });
    out
}
