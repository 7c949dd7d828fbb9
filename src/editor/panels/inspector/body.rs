//! The inspector for a body: bone, shape, offset, mass, material, and re-fitting it to the skin.

use super::{MIN_SIZE, combo, num, pose, text, vec3};
use crate::editor::state::EditorState;
use crate::rig::{Body, Shape};
use egui::Ui;
use glam::Vec3;

pub(super) fn body_ui(ui: &mut Ui, st: &mut EditorState, i: usize) {
    let before: Body = st.doc.rig().bodies[i].clone();
    let mut b = before.clone();
    let bones: Vec<String> = match &st.doc.project.character {
        Ok(ch) => ch.skeleton.nodes.iter().map(|n| n.name.clone()).collect(),
        Err(_) => vec![],
    };
    ui.heading(format!("Body {}", before.name));
    egui::Grid::new("body")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            text(ui, "Name", &mut b.name);
            combo(ui, "Bone", "bone", &mut b.bone, &bones);
            let shape_label = ui.label("Shape");
            let kind = match b.shape {
                Shape::Capsule { .. } => 0,
                Shape::Sphere { .. } => 1,
                Shape::Box { .. } => 2,
            };
            let mut k = kind;
            egui::ComboBox::from_id_salt("shape")
                .selected_text(["capsule", "sphere", "box"][k])
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut k, 0, "capsule");
                    ui.selectable_value(&mut k, 1, "sphere");
                    ui.selectable_value(&mut k, 2, "box");
                })
                .response
                .labelled_by(shape_label.id);
            ui.end_row();
            if k != kind {
                let (a0, a1, r) = b.shape.as_capsule();
                let hh = (a1 - a0).length() * 0.5;
                b.shape = match k {
                    0 => Shape::Capsule {
                        radius: r,
                        half_height: hh,
                    },
                    1 => Shape::Sphere { radius: r + hh },
                    _ => Shape::Box {
                        half_extents: Vec3::new(r, hh + r, r),
                    },
                };
            }
            match &mut b.shape {
                Shape::Capsule {
                    radius,
                    half_height,
                } => {
                    num(ui, "Radius", radius, " m", 0.001, MIN_SIZE..=10.0);
                    num(ui, "Half height", half_height, " m", 0.001, 0.0..=10.0);
                }
                Shape::Sphere { radius } => num(ui, "Radius", radius, " m", 0.001, MIN_SIZE..=10.0),
                Shape::Box { half_extents } => vec3(
                    ui,
                    "Half extents",
                    half_extents,
                    " m",
                    0.001,
                    MIN_SIZE..=10.0,
                ),
            }
            pose(ui, "Offset", &mut b.offset);
            num(ui, "Mass", &mut b.mass, " kg", 0.01, 0.001..=10_000.0);
            num(ui, "Friction", &mut b.friction, "", 0.01, 0.0..=10.0);
            num(ui, "Restitution", &mut b.restitution, "", 0.01, 0.0..=1.0);
            ui.label("Simulated");
            ui.checkbox(
                &mut b.simulated,
                "ragdoll body (off: follows the animation)",
            );
            ui.end_row();
            ui.label("Hand-tuned");
            ui.checkbox(
                &mut b.hand_tuned,
                "kept when the ragdoll is generated again",
            )
            .on_hover_text("set by any edit; clear it to let Generate ragdoll replace it");
            ui.end_row();
        });
    contacts_ui(ui, st, &before.name);
    let refit = match &st.doc.project.character {
        Ok(_) => ui
            .button("Re-fit to skin")
            .on_hover_text(
                "fit this body's capsule to the skin again; every other body and edit is kept",
            )
            .clicked(),
        Err(_) => false,
    };
    if refit {
        st.status = match st.doc.refit_body(&before.name) {
            Ok(quality) => format!(
                "re-fitted {}{}",
                before.name,
                quality.map_or(String::new(), |q| format!(
                    ": fit quality {:.0} %",
                    q * 100.0
                ))
            ),
            Err(e) => format!("cannot re-fit {}: {e}", before.name),
        };
        return;
    }
    st.doc.edit_body(i, b);
}

/// Which bodies this one does not collide with: through a joint (its Collide connected), or
/// listed pair by pair, each listed pair with a button that turns its contacts back on; and a
/// picker that turns contacts off with another body. Each change is one undo step.
fn contacts_ui(ui: &mut Ui, st: &mut EditorState, name: &str) {
    let rig = st.doc.rig();
    let off = rig.contacts_off_with(name);
    let others: Vec<String> = rig
        .bodies
        .iter()
        .map(|b| b.name.clone())
        .filter(|o| o != name && !rig.pair_disabled(name, o))
        .collect();
    let mut change: Option<(String, bool)> = None;
    ui.separator();
    ui.label(egui::RichText::new("Contacts off with").strong())
        .on_hover_text("bodies this one passes through: joined by a joint without contacts, or a pair turned off (the rig's disabled pairs)");
    ui.horizontal_wrapped(|ui| {
        if off.is_empty() {
            ui.label("none: it collides with every other body");
        }
        for (other, joint) in &off {
            match joint {
                Some(j) => {
                    ui.label(format!("{other} (joint {j})"))
                        .on_hover_text("the joint's Collide connected is off; tick it in the joint to turn their contacts on");
                }
                None => {
                    if ui
                        .button(format!("{other} ×"))
                        .on_hover_text(format!("turn contacts between {name} and {other} back on"))
                        .clicked()
                    {
                        change = Some((other.clone(), false));
                    }
                }
            }
        }
    });
    let mut pick: Option<String> = None;
    ui.horizontal(|ui| {
        let l = ui.label("Turn contacts off with");
        egui::ComboBox::from_id_salt("contacts_off_add")
            .selected_text("a body…")
            .show_ui(ui, |ui| {
                for o in &others {
                    if ui.selectable_label(false, o).clicked() {
                        pick = Some(o.clone());
                    }
                }
            })
            .response
            .labelled_by(l.id);
    });
    if let Some(o) = pick {
        change = Some((o, true));
    }
    if let Some((other, turn_off)) = change {
        let label = format!(
            "Contacts {} between {name} and {other}",
            if turn_off { "off" } else { "on" }
        );
        let name = name.to_owned();
        st.doc
            .edit_rig(label, false, |r| r.set_pair_listed(&name, &other, turn_off));
    }
}
