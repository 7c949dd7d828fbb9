//! The "Generate ragdoll" dialog: options (total mass or density, preset, radius percentile),
//! the humanoid mapping table (editable: a manual bone per role, roles to include), a preview
//! drawn in the viewport before anything changes, and Apply as one undoable edit.

use crate::character::RestPose;
use crate::editor::state::EditorState;
use crate::fit::limits::LimitSource;
use crate::fit::{FitOptions, FitReport, LOW_CONFIDENCE, MassMode, Role, generate, map_character};
use crate::rig::Rig;
use crate::rig::preset::Preset;
use egui::{Context, RichText};
use std::collections::BTreeMap;

pub struct GenerateDialog {
    pub open: bool,
    pub total_mass_kg: f32,
    /// None: masses from the total by segment fractions; Some: volume × density (kg/m³).
    pub density: Option<f32>,
    pub preset: String,
    pub radius_percentile: f32,
    /// Role → included.
    pub include: BTreeMap<String, bool>,
    /// Role → manual bone ("" = automatic).
    pub manual: BTreeMap<String, String>,
    /// Role → the automatic match and its confidence, for display.
    pub auto: BTreeMap<String, (Option<String>, Option<f32>)>,
    pub preview: Option<(Rig, FitReport)>,
    pub error: Option<String>,
    /// Where the limits come from (fitted to the clips by default).
    pub limits: LimitSource,
    /// The pose to fit in (the rig's choice when the dialog opens).
    pub rest_pose: RestPose,
    /// Clip roles kept from the rig (the others are guessed).
    pub clip_roles: crate::rig::ClipRoles,
    /// Chain bodies for bones outside the humanoid (or a non-humanoid skeleton).
    pub chains: crate::fit::ChainOptions,
}

impl Default for GenerateDialog {
    fn default() -> Self {
        Self {
            open: false,
            total_mass_kg: 70.0,
            density: None,
            preset: "human".into(),
            radius_percentile: 0.9,
            include: Role::ALL.iter().map(|r| (r.name(), true)).collect(),
            manual: BTreeMap::new(),
            auto: BTreeMap::new(),
            preview: None,
            error: None,
            limits: LimitSource::Clips,
            rest_pose: RestPose::Bind,
            clip_roles: Default::default(),
            chains: Default::default(),
        }
    }
}

/// Preset names available: presets/*.toml next to the working folder or the source tree.
pub fn preset_names() -> Vec<String> {
    let mut v = vec!["human".to_owned()];
    for dir in [
        std::path::PathBuf::from("presets"),
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("presets"),
    ] {
        if let Ok(rd) = std::fs::read_dir(dir) {
            for e in rd.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "toml")
                    && let Some(stem) = p.file_stem().map(|s| s.to_string_lossy().into_owned())
                    && !v.contains(&stem)
                    && stem != crate::fit::envelope::RANGE_OF_MOTION_STEM
                {
                    v.push(stem);
                }
            }
        }
    }
    v
}

impl GenerateDialog {
    /// Open the dialog for the current model: start from the rig's manual mapping.
    pub fn open_for(&mut self, st_rig: &Rig, ch: &crate::character::Character) {
        self.open = true;
        self.preview = None;
        self.error = None;
        self.manual = st_rig.mapping.clone();
        self.rest_pose = st_rig.rest_pose;
        self.clip_roles = st_rig.clip_roles.clone();
        self.refresh_auto(ch);
    }

    /// The automatic mapping (names checked by the skeleton's shape) in the chosen rest pose.
    pub fn refresh_auto(&mut self, ch: &crate::character::Character) {
        let ch = ch.with_rest_pose(self.rest_pose);
        let joints = ch.joint_nodes();
        let m = map_character(&ch, &BTreeMap::new());
        self.auto = m
            .report(&ch.skeleton, &joints)
            .roles
            .iter()
            .map(|e| (e.role.name(), (e.bone.clone(), e.confidence)))
            .collect();
    }

    fn options(&self) -> Result<FitOptions, String> {
        let preset = Preset::resolve(&self.preset).map_err(|e| e.to_string())?;
        let include: Vec<String> = self
            .include
            .iter()
            .filter(|(_, on)| **on)
            .map(|(r, _)| r.clone())
            .collect();
        Ok(FitOptions {
            total_mass_kg: self.total_mass_kg,
            preset,
            include: Some(include),
            mass_mode: match self.density {
                Some(kg_per_m3) => MassMode::Density { kg_per_m3 },
                None => MassMode::Segments,
            },
            radius_percentile: self.radius_percentile,
            manual_mapping: self
                .manual
                .iter()
                .filter(|(_, b)| !b.is_empty())
                .map(|(r, b)| (r.clone(), b.clone()))
                .collect(),
            limits: self.limits,
            rest_pose: self.rest_pose,
            clip_roles: self.clip_roles.clone(),
            chains: self.chains,
        })
    }
}

pub fn ui(ctx: &Context, st: &mut EditorState) {
    if !st.generate.open {
        return;
    }
    let Ok(ch) = &st.doc.project.character else {
        st.generate.open = false;
        return;
    };
    let bones: Vec<String> = ch.skeleton.nodes.iter().map(|n| n.name.clone()).collect();
    let mut open = true;
    let mut action = None;
    let mut rest_changed = false;
    let max_height = (ctx.content_rect().height() - 200.0).max(200.0);
    egui::Window::new("Generate ragdoll")
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            let d = &mut st.generate;
            // The options and the mapping scroll; the buttons below them stay in view on a small
            // screen.
            egui::ScrollArea::vertical()
                .max_height(max_height)
                .show(ui, |ui| {
            egui::Grid::new("gen_opts").num_columns(2).show(ui, |ui| {
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
                if d.rest_pose != before {
                    rest_changed = true;
                }
                let l = ui.label("Chains");
                ui.checkbox(&mut d.chains.enabled, "bodies for tails, capes, hair")
                    .labelled_by(l.id)
                    .on_hover_text(
                        "one capsule per bone with enough skin outside the humanoid (always on for a skeleton that is not a humanoid)",
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
            });
            let poses = &ch.rest_poses;
            if poses.differ() {
                ui.colored_label(
                    egui::Color32::from_rgb(230, 180, 60),
                    poses.describe(d.rest_pose),
                );
            } else {
                ui.label(RichText::new(poses.describe(d.rest_pose)).weak());
            }
            ui.separator();
            ui.label(
                RichText::new(
                    "Mapping (role to bone): pick a bone to override the automatic match",
                )
                .strong(),
            );
            // Confidences: the preview's (with the overrides), else the automatic mapping's.
            let conf_of = |r: &str| -> Option<f32> {
                match &d.preview {
                    Some((_, rep)) => rep
                        .mapping
                        .roles
                        .iter()
                        .find(|e| e.role.name() == r)
                        .and_then(|e| e.confidence),
                    None => d.auto.get(r).and_then(|a| a.1),
                }
            };
            let low: Vec<String> = Role::ALL
                .iter()
                .map(|r| r.name())
                .filter(|r| {
                    d.include.get(r).copied().unwrap_or(true)
                        && d.manual.get(r).is_none_or(|m| m.is_empty())
                        && conf_of(r).is_some_and(|c| c < LOW_CONFIDENCE)
                })
                .collect();
            if !low.is_empty() {
                ui.colored_label(
                    egui::Color32::from_rgb(235, 120, 60),
                    format!(
                        "Low confidence for {}: check these bones below before applying",
                        low.join(", ")
                    ),
                );
            }
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    egui::Grid::new("gen_map")
                        .num_columns(3)
                        .striped(true)
                        .show(ui, |ui| {
                            for role in Role::ALL {
                                let r = role.name();
                                let on = d.include.entry(r.clone()).or_insert(true);
                                ui.checkbox(on, &r);
                                let auto = d.auto.get(&r).and_then(|a| a.0.clone());
                                let conf = conf_of(&r);
                                let manual = d.manual.entry(r.clone()).or_default();
                                let shown = if manual.is_empty() {
                                    format!("auto: {}", auto.as_deref().unwrap_or("(none)"))
                                } else {
                                    manual.clone()
                                };
                                let is_low = manual.is_empty()
                                    && conf.is_some_and(|c| c < LOW_CONFIDENCE);
                                let shown = if is_low {
                                    RichText::new(shown)
                                        .color(egui::Color32::from_rgb(235, 120, 60))
                                } else {
                                    RichText::new(shown)
                                };
                                egui::ComboBox::from_id_salt(("gen_bone", r.clone()))
                                    .selected_text(shown)
                                    .width(220.0)
                                    .show_ui(ui, |ui| {
                                        ui.selectable_value(manual, String::new(), "automatic");
                                        for b in &bones {
                                            ui.selectable_value(manual, b.clone(), b);
                                        }
                                    })
                                    .response
                                    .on_hover_text(format!("bone for {r}"));
                                let quality = d
                                    .preview
                                    .as_ref()
                                    .and_then(|(_, rep)| rep.bodies.iter().find(|b| b.name == r))
                                    .and_then(|b| b.quality);
                                let mut col = String::new();
                                if let Some(c) = conf.filter(|_| manual.is_empty()) {
                                    col = format!("map {:.0} %", c * 100.0);
                                }
                                if let Some(q) = quality {
                                    col = format!("{col}  fit {:.0} %", q * 100.0);
                                }
                                let label = if is_low {
                                    RichText::new(format!("{col}  LOW"))
                                        .color(egui::Color32::from_rgb(235, 120, 60))
                                } else {
                                    RichText::new(col)
                                };
                                ui.label(label).on_hover_text(
                                    "map: how sure the automatic mapping is (names checked by the skeleton's shape); fit: vertices inside the capsule",
                                );
                                ui.end_row();
                            }
                        });
                });
            ui.separator();
            if let Some(e) = &d.error {
                ui.colored_label(egui::Color32::LIGHT_RED, e);
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
            }
                });
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
    if rest_changed {
        st.generate.preview = None;
        st.generate.refresh_auto(ch);
    }
    match action {
        Some("preview") => {
            let result = st.generate.options().and_then(|o| {
                generate(ch, &st.doc.project.rig.model_path, &o).map_err(|e| format!("{e:#}"))
            });
            match result {
                Ok((mut rig, rep)) => {
                    // Keep the document's settings and model path; the generator provides the rest.
                    rig.model_path = st.doc.rig().model_path.clone();
                    rig.sim = st.doc.rig().sim.clone();
                    rig.switch = st.doc.rig().switch.clone();
                    st.generate.preview = Some((rig, rep));
                    st.generate.error = None;
                }
                Err(e) => {
                    st.generate.preview = None;
                    st.generate.error = Some(e);
                }
            }
        }
        Some("apply") => {
            if let Some((rig, _)) = st.generate.preview.take() {
                st.status = format!("generated {} bodies", rig.bodies.len());
                st.doc.replace_rig("Generate ragdoll", rig);
                st.selection = crate::editor::selection::Selection::None;
            }
            st.generate.open = false;
        }
        Some("cancel") => {
            st.generate.preview = None;
            st.generate.open = false;
        }
        _ => {}
    }
    if !open {
        st.generate.preview = None;
        st.generate.open = false;
    }
}
