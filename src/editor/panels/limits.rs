//! "Fit limits to clips" (Rig menu): the margin and the clips to fit, a preview (the new cones
//! drawn in the viewport with the clip samples, the numbers before → after and the warnings)
//! and Apply as one undoable edit. Also the clip samples of the document's rig, cached per rig
//! revision, for the viewport's dots and the inspector's margins.

use crate::editor::state::EditorState;
use crate::fit::limits::{DEFAULT_MARGIN_DEG, LimitFitOptions, LimitFitReport, fit_limits_to};
use crate::fit::motion::{Motion, sample_motion};
use crate::rig::Rig;
use egui::{Context, RichText};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The cached samples: (what they depend on, model generation) → samples of the document's rig.
pub type MotionCache = Option<((u64, u64), Arc<Motion>)>;

/// A fingerprint of what the samples depend on: the bodies' bones and offsets, the joints'
/// bodies and frames and the step (not the limits, so editing a limit keeps the samples).
fn frames_key(rig: &Rig) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    rig.sim.dt.to_bits().hash(&mut h);
    for b in &rig.bodies {
        b.name.hash(&mut h);
        b.bone.hash(&mut h);
        for v in b
            .offset
            .rotation
            .to_array()
            .iter()
            .chain(&b.offset.translation.to_array())
        {
            v.to_bits().hash(&mut h);
        }
    }
    for j in &rig.joints {
        j.parent.hash(&mut h);
        j.child.hash(&mut h);
        for f in [&j.parent_frame, &j.child_frame] {
            for v in f
                .rotation
                .to_array()
                .iter()
                .chain(&f.translation.to_array())
            {
                v.to_bits().hash(&mut h);
            }
        }
    }
    h.finish()
}

pub struct LimitsDialog {
    pub open: bool,
    /// Degrees.
    pub margin_deg: f32,
    /// Clip → included.
    pub clips: BTreeMap<String, bool>,
    /// The fitted rig, its samples (against the new limits) and the report.
    pub preview: Option<(Rig, Arc<Motion>, LimitFitReport)>,
}

impl Default for LimitsDialog {
    fn default() -> Self {
        Self {
            open: false,
            margin_deg: DEFAULT_MARGIN_DEG,
            clips: BTreeMap::new(),
            preview: None,
        }
    }
}

impl LimitsDialog {
    /// Open for the current model: every clip included.
    pub fn open_for(&mut self, ch: &crate::character::Character) {
        self.open = true;
        self.preview = None;
        self.clips = ch.clips.iter().map(|c| (c.name.clone(), true)).collect();
    }

    fn chosen(&self) -> Vec<String> {
        self.clips
            .iter()
            .filter(|(_, on)| **on)
            .map(|(c, _)| c.clone())
            .collect()
    }
}

/// The samples of the document's rig over all clips (recomputed when a frame changes).
pub fn doc_motion(st: &mut EditorState) -> Option<Arc<Motion>> {
    let key = (frames_key(st.doc.rig()), st.doc.model_generation);
    if st.motion_cache.as_ref().is_none_or(|(k, _)| *k != key) {
        let ch = st.doc.project.character.as_ref().ok()?;
        let m = Arc::new(sample_motion(st.doc.rig(), ch, None));
        st.motion_cache = Some((key, m));
    }
    st.motion_cache.as_ref().map(|(_, m)| m.clone())
}

/// Fit with the dialog's settings: the new rig, its samples and the report.
pub fn preview(st: &mut EditorState) -> Option<(Rig, Arc<Motion>, LimitFitReport)> {
    let ch = st.doc.project.character.as_ref().ok()?;
    let clips = st.limits.chosen();
    let opts = LimitFitOptions {
        margin: st.limits.margin_deg.max(0.0).to_radians(),
        clips: Some(clips.clone()),
        ..LimitFitOptions::default()
    };
    let motion = sample_motion(st.doc.rig(), ch, Some(&clips));
    let (rig, report) = fit_limits_to(st.doc.rig(), ch, &motion, &opts);
    // The samples against the new frames, for the viewport.
    let after = Arc::new(sample_motion(&rig, ch, None));
    Some((rig, after, report))
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
            ui.separator();
            if let Some((_, _, rep)) = &d.preview {
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
            ui.horizontal(|ui| {
                if ui.button("Preview").clicked() {
                    action = Some("preview");
                }
                if ui
                    .add_enabled(d.preview.is_some(), egui::Button::new("Apply"))
                    .clicked()
                {
                    action = Some("apply");
                }
                if ui.button("Cancel").clicked() {
                    action = Some("cancel");
                }
            });
        });
    match action {
        Some("preview") => {
            st.limits.preview = preview(st);
            st.status = "previewing fitted limits (select a joint to see its cone)".into();
        }
        Some("apply") => {
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
        Some("cancel") => {
            st.limits.preview = None;
            st.limits.open = false;
        }
        _ => {}
    }
    if !open {
        st.limits.preview = None;
        st.limits.open = false;
    }
}
