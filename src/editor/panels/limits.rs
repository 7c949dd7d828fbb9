//! "Fit limits to clips" (Rig menu): the margin and the clips to fit, a preview (the new cones
//! drawn in the viewport with the clip samples, the numbers before → after and the warnings)
//! and Apply as one undoable edit. Its state is [`LimitsDialog`].

use super::generate::{Action, buttons};
use crate::editor::dialogs::limits::LimitsDialog;
use crate::editor::state::EditorState;
use crate::fit::limits::LimitFitReport;
use crate::fit::motion::Motion;
use egui::{Context, RichText, Ui};
use std::sync::Arc;

/// The samples of the document's rig over all clips (cached until a frame changes).
pub fn doc_motion(st: &mut EditorState) -> Option<Arc<Motion>> {
    st.motion_cache.get(&st.doc)
}

pub fn ui(ctx: &Context, st: &mut EditorState) {
    if !st.limits.open {
        return;
    }
    if st.doc.project.character.is_err() {
        st.limits.open = false;
        return;
    }
    let mut open = true;
    let mut action = None;
    egui::Window::new("Fit limits to clips")
        .open(&mut open)
        .default_width(520.0)
        .show(ctx, |ui| {
            let d = &mut st.limits;
            ui.label(
                "Cones re-aimed at how each joint moves in the clips, holding every frame plus \
                 a margin, inside the human range of motion (docs/limits.md).",
            );
            clip_choice(ui, d);
            ui.separator();
            if let Some((_, _, rep)) = &d.preview {
                preview_table(ui, rep);
            }
            action = buttons(ui, d.preview.is_some());
        });
    if let Some(a) = action {
        act(st, a);
    }
    if !open {
        st.limits.close();
    }
}

/// The margin, All/No clips and a checkbox per clip.
fn clip_choice(ui: &mut Ui, d: &mut LimitsDialog) {
    ui.horizontal(|ui| {
        let l = ui.label("Margin");
        ui.add(
            egui::DragValue::new(&mut d.margin_deg)
                .range(0.0..=45.0)
                .speed(0.1)
                .suffix("°"),
        )
        .labelled_by(l.id);
        if ui.button("All clips").clicked() {
            d.clips.values_mut().for_each(|v| *v = true);
        }
        if ui.button("No clips").clicked() {
            d.clips.values_mut().for_each(|v| *v = false);
        }
    });
    egui::ScrollArea::vertical()
        .id_salt("limits_clips")
        .max_height(120.0)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (c, on) in d.clips.iter_mut() {
                    ui.checkbox(on, c);
                }
            });
        });
}

/// Per joint: the limits before and after, how far the axis moved; then the warnings.
fn preview_table(ui: &mut Ui, rep: &LimitFitReport) {
    ui.label(RichText::new("Preview: swing1/swing2, twist range (degrees)").strong());
    egui::ScrollArea::vertical()
        .id_salt("limits_table")
        .max_height(240.0)
        .show(ui, |ui| {
            egui::Grid::new("limits_preview")
                .num_columns(4)
                .striped(true)
                .show(ui, |ui| {
                    ui.label("joint");
                    ui.label("before");
                    ui.label("after");
                    ui.label("axis moved");
                    ui.end_row();
                    let f = |l: [f32; 4]| {
                        format!("{:.0}/{:.0}, [{:.0}, {:.0}]", l[0], l[1], l[2], l[3])
                    };
                    for j in &rep.joints {
                        ui.label(&j.joint);
                        ui.label(f(j.before_deg));
                        ui.label(f(j.after_deg));
                        ui.label(format!("{:.1}°", j.axis_moved_deg));
                        ui.end_row();
                    }
                });
            for w in &rep.warnings {
                ui.colored_label(egui::Color32::from_rgb(255, 190, 70), w);
            }
        });
}

/// Carry out a button's action: the fitting is the dialog's, the edit the document's.
fn act(st: &mut EditorState, action: Action) {
    match action {
        Action::Preview => {
            st.limits.preview = st.limits.fit(&st.doc);
            st.status = "previewing fitted limits (select a joint to see its cone)".into();
        }
        Action::Apply => {
            if let Some((rig, _, rep)) = st.limits.preview.take() {
                st.doc.replace_rig("Fit limits to clips", rig);
                st.status = format!(
                    "fitted the limits of {} joints to {} clips",
                    rep.joints.len(),
                    rep.clips.len()
                );
            }
            st.limits.open = false;
        }
        Action::Cancel => st.limits.close(),
    }
}
