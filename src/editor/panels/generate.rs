//! The "Generate ragdoll" window: the options, the humanoid mapping table (editable: a manual
//! bone per role, roles to include), a preview drawn in the viewport before anything changes,
//! and Apply as one undoable edit. Its state is [`GenerateDialog`].

use crate::character::{Character, RestPose};
use crate::editor::dialogs::generate::{GenerateDialog, preset_names};
use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::fit::limits::LimitSource;
use crate::fit::{LOW_CONFIDENCE, Role};
use egui::{Color32, Context, RichText, Ui};

/// The warning colour of a low-confidence mapping.
const LOW: Color32 = Color32::from_rgb(235, 120, 60);

/// What the window's buttons ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Preview,
    Apply,
    Cancel,
}

pub fn ui(ctx: &Context, st: &mut EditorState) {
    if !st.generate.open {
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        st.generate.open = false;
        return;
    };
    // The window is not modal: the rig can be edited (or an edit undone) while it is open, so
    // what it says Apply keeps is counted on every frame.
    st.generate.hand_tuned_count = st.doc.rig().hand_tuned_count();
    let mut open = true;
    let mut action = None;
    let mut rest_changed = false;
    let max_height = (ctx.content_rect().height() - 200.0).max(200.0);
    egui::Window::new("Generate ragdoll")
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            action = contents(ui, &mut st.generate, ch, max_height, &mut rest_changed);
        });
    if rest_changed {
        st.generate.preview = None;
        st.generate.refresh_auto(ch);
    }
    if let Some(a) = action {
        act(st, a);
    }
    if !open {
        st.generate.close();
    }
}

/// The window's contents: the options and the mapping scroll; the buttons below them stay in
/// view on a small screen.
fn contents(
    ui: &mut Ui,
    d: &mut GenerateDialog,
    ch: &Character,
    max_height: f32,
    rest_changed: &mut bool,
) -> Option<Action> {
    egui::ScrollArea::vertical()
        .max_height(max_height)
        .show(ui, |ui| {
            *rest_changed = options_grid(ui, d);
            rest_pose_note(ui, d, ch);
            ui.separator();
            ui.label(
                RichText::new(
                    "Mapping (role to bone): pick a bone to override the automatic match",
                )
                .strong(),
            );
            low_confidence_warning(ui, d);
            let bones: Vec<String> = ch.skeleton.nodes.iter().map(|n| n.name.clone()).collect();
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| mapping_table(ui, d, &bones));
            ui.separator();
            if d.hand_tuned_count > 0 {
                ui.checkbox(
                    &mut d.keep_hand_tuned,
                    format!(
                        "Keep the {} hand-tuned bodies, joints and groups (those edited)",
                        d.hand_tuned_count
                    ),
                )
                .on_hover_text(
                    "taken from the current rig as they are, matched by name; joint frames are \
                     re-expressed so every joint stays closed",
                );
            }
            preview_summary(ui, d);
        });
    buttons(ui, d.preview.is_some())
}

/// The options grid; returns true when the rest pose changed.
fn options_grid(ui: &mut Ui, d: &mut GenerateDialog) -> bool {
    let mut rest_changed = false;
    egui::Grid::new("gen_opts").num_columns(2).show(ui, |ui| {
        mass_rows(ui, d);
        let l = ui.label("Preset");
        egui::ComboBox::from_id_salt("gen_preset")
            .selected_text(d.preset.clone())
            .show_ui(ui, |ui| {
                for p in preset_names() {
                    ui.selectable_value(&mut d.preset, p.clone(), p);
                }
            })
            .response
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Limits from");
        egui::ComboBox::from_id_salt("gen_limits")
            .selected_text(d.limits.name())
            .show_ui(ui, |ui| {
                for src in LimitSource::ALL {
                    ui.selectable_value(&mut d.limits, src, src.name());
                }
            })
            .response
            .labelled_by(l.id)
            .on_hover_text(
                "clips: cones fitted to the model's clips; anatomy: the human range of \
                 motion; preset: the preset's cones around the rest pose",
            );
        ui.end_row();
        let l = ui.label("Radius percentile");
        ui.add(egui::Slider::new(&mut d.radius_percentile, 0.5..=1.0))
            .labelled_by(l.id);
        ui.end_row();
        let l = ui.label("Rest pose");
        let before = d.rest_pose;
        ui.horizontal(|ui| {
            ui.radio_value(&mut d.rest_pose, RestPose::Bind, "bind pose (skin)");
            ui.radio_value(&mut d.rest_pose, RestPose::Nodes, "node transforms");
        })
        .response
        .labelled_by(l.id);
        ui.end_row();
        rest_changed = d.rest_pose != before;
        chain_rows(ui, d);
    });
    rest_changed
}

/// "Masses from" (total by segments or density) and the total mass or the density.
fn mass_rows(ui: &mut Ui, d: &mut GenerateDialog) {
    let mut by_density = d.density.is_some();
    let l = ui.label("Masses from");
    ui.horizontal(|ui| {
        ui.radio_value(&mut by_density, false, "total by segments");
        ui.radio_value(&mut by_density, true, "density");
    })
    .response
    .labelled_by(l.id);
    ui.end_row();
    if by_density != d.density.is_some() {
        d.density = by_density.then_some(1000.0);
    }
    match &mut d.density {
        None => {
            let l = ui.label("Total mass");
            ui.add(
                egui::DragValue::new(&mut d.total_mass_kg)
                    .range(1.0..=1000.0)
                    .suffix(" kg"),
            )
            .labelled_by(l.id);
        }
        Some(rho) => {
            let l = ui.label("Density");
            ui.add(
                egui::DragValue::new(rho)
                    .range(1.0..=20_000.0)
                    .suffix(" kg/m³"),
            )
            .labelled_by(l.id);
        }
    }
    ui.end_row();
}

/// Chain bodies on/off and their limits.
fn chain_rows(ui: &mut Ui, d: &mut GenerateDialog) {
    let l = ui.label("Chains");
    ui.checkbox(&mut d.chains.enabled, "bodies for tails, capes, hair")
        .labelled_by(l.id)
        .on_hover_text(
            "one capsule per bone with enough skin outside the humanoid (always on for a \
             skeleton that is not a humanoid)",
        );
    ui.end_row();
    let l = ui.label("Chain limits");
    ui.horizontal(|ui| {
        for (v, what) in [
            (&mut d.chains.swing1, "swing1 "),
            (&mut d.chains.swing2, "swing2 "),
            (&mut d.chains.twist, "twist ±"),
        ] {
            let mut deg = v.to_degrees();
            ui.add(
                egui::DragValue::new(&mut deg)
                    .range(1.0..=179.0)
                    .prefix(what)
                    .suffix("°"),
            );
            if (deg - v.to_degrees()).abs() > 1e-4 {
                *v = deg.to_radians();
            }
        }
    })
    .response
    .labelled_by(l.id);
    ui.end_row();
}

/// How the model's two rest poses differ (amber when they do).
fn rest_pose_note(ui: &mut Ui, d: &GenerateDialog, ch: &Character) {
    let poses = &ch.rest_poses;
    if poses.differ() {
        ui.colored_label(Color32::from_rgb(230, 180, 60), poses.describe(d.rest_pose));
    } else {
        ui.label(RichText::new(poses.describe(d.rest_pose)).weak());
    }
}

/// A role's mapping confidence: the preview's (with the overrides), else the automatic
/// mapping's.
fn confidence(d: &GenerateDialog, role: &str) -> Option<f32> {
    match &d.preview {
        Some((_, rep)) => rep
            .mapping
            .roles
            .iter()
            .find(|e| e.role.name() == role)
            .and_then(|e| e.confidence),
        None => d.auto.get(role).and_then(|a| a.1),
    }
}

/// The included roles left to the automatic mapping with a low confidence.
pub fn low_confidence_roles(d: &GenerateDialog) -> Vec<String> {
    Role::ALL
        .iter()
        .map(|r| r.name())
        .filter(|r| {
            d.include.get(r).copied().unwrap_or(true)
                && d.manual.get(r).is_none_or(|m| m.is_empty())
                && confidence(d, r).is_some_and(|c| c < LOW_CONFIDENCE)
        })
        .collect()
}

fn low_confidence_warning(ui: &mut Ui, d: &GenerateDialog) {
    let low = low_confidence_roles(d);
    if !low.is_empty() {
        ui.colored_label(
            LOW,
            format!(
                "Low confidence for {}: check these bones below before applying",
                low.join(", ")
            ),
        );
    }
}

/// One row per role: included, the bone (automatic or manual), the confidence and fit.
fn mapping_table(ui: &mut Ui, d: &mut GenerateDialog, bones: &[String]) {
    egui::Grid::new("gen_map")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for role in Role::ALL {
                mapping_row(ui, d, &role.name(), bones);
                ui.end_row();
            }
        });
}

fn mapping_row(ui: &mut Ui, d: &mut GenerateDialog, r: &str, bones: &[String]) {
    let on = d.include.entry(r.to_owned()).or_insert(true);
    ui.checkbox(on, r);
    let auto = d.auto.get(r).and_then(|a| a.0.clone());
    let conf = confidence(d, r);
    let quality = d
        .preview
        .as_ref()
        .and_then(|(_, rep)| rep.bodies.iter().find(|b| b.name == r))
        .and_then(|b| b.quality);
    let manual = d.manual.entry(r.to_owned()).or_default();
    let shown = if manual.is_empty() {
        format!("auto: {}", auto.as_deref().unwrap_or("(none)"))
    } else {
        manual.clone()
    };
    let is_low = manual.is_empty() && conf.is_some_and(|c| c < LOW_CONFIDENCE);
    let shown = if is_low {
        RichText::new(shown).color(LOW)
    } else {
        RichText::new(shown)
    };
    egui::ComboBox::from_id_salt(("gen_bone", r.to_owned()))
        .selected_text(shown)
        .width(220.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(manual, String::new(), "automatic");
            for b in bones {
                ui.selectable_value(manual, b.clone(), b);
            }
        })
        .response
        .on_hover_text(format!("bone for {r}"));
    let mut col = String::new();
    if let Some(c) = conf.filter(|_| manual.is_empty()) {
        col = format!("map {:.0} %", c * 100.0);
    }
    if let Some(q) = quality {
        col = format!("{col}  fit {:.0} %", q * 100.0);
    }
    let label = if is_low {
        RichText::new(format!("{col}  LOW")).color(LOW)
    } else {
        RichText::new(col)
    };
    ui.label(label).on_hover_text(
        "map: how sure the automatic mapping is (names checked by the skeleton's shape); fit: \
         vertices inside the capsule",
    );
}

/// The last error and what the preview holds.
fn preview_summary(ui: &mut Ui, d: &GenerateDialog) {
    if let Some(e) = &d.error {
        ui.colored_label(Color32::LIGHT_RED, e);
    }
    if let Some((rig, rep)) = &d.preview {
        ui.label(format!(
            "Preview: {} bodies, {} joints, {:.1} kg, {} overlapping pairs turned off{}",
            rig.bodies.len(),
            rig.joints.len(),
            rig.total_mass(),
            rep.disabled_pairs.len(),
            rep.quality_range.map_or(String::new(), |[a, b]| format!(
                ", fit quality {:.0}–{:.0} %",
                a * 100.0,
                b * 100.0
            ))
        ));
        for n in rep.notes.iter().take(4) {
            ui.label(RichText::new(n).weak());
        }
        let kept = if d.keep_hand_tuned && d.hand_tuned_count > 0 {
            "only the hand-tuned parts are carried over"
        } else {
            "edits made to the current rig are not carried over"
        };
        ui.label(
            RichText::new(format!(
                "Apply replaces the whole rig as one undo step: {kept} (Undo brings it back). \
                 To re-fit parts and keep the rest, use a body's Re-fit to skin or the Rig \
                 menu's Fit limits to clips…"
            ))
            .weak(),
        );
    }
}

/// Preview, Apply (once there is a preview) and Cancel.
pub fn buttons(ui: &mut Ui, can_apply: bool) -> Option<Action> {
    let mut action = None;
    ui.horizontal(|ui| {
        if ui.button("Preview").clicked() {
            action = Some(Action::Preview);
        }
        if ui
            .add_enabled(can_apply, egui::Button::new("Apply"))
            .clicked()
        {
            action = Some(Action::Apply);
        }
        if ui.button("Cancel").clicked() {
            action = Some(Action::Cancel);
        }
    });
    action
}

/// Carry out a button's action: the fitting is the dialog's, the edit the document's.
fn act(st: &mut EditorState, action: Action) {
    match action {
        Action::Preview => st.generate.compute_preview(&st.doc),
        Action::Apply => {
            if let Some((rig, _)) = st.generate.preview.take() {
                st.status = format!("generated {} bodies", rig.bodies.len());
                let marked = st.doc.rig().hand_tuned_count() > 0;
                let rig = match &st.doc.project.character {
                    Ok(ch) if st.generate.keep_hand_tuned && marked => {
                        let (rig, kept) = crate::fit::keep_hand_tuned(st.doc.rig(), &rig, ch);
                        st.status += &format!(", kept {} hand-tuned", kept.count());
                        if !kept.dropped.is_empty() {
                            st.status += &format!(" (not kept: {})", kept.dropped.join("; "));
                        }
                        rig
                    }
                    _ => rig,
                };
                st.doc.replace_rig("Generate ragdoll", rig);
                st.selection = Selection::None;
            }
            st.generate.open = false;
        }
        Action::Cancel => st.generate.close(),
    }
}
