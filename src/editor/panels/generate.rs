//! The "Generate ragdoll" dialog: options (total mass or density, preset, radius percentile),
//! the humanoid mapping table (editable: a manual bone per role, roles to include), a preview
//! drawn in the viewport before anything changes, and Apply as one undoable edit.

use crate::editor::state::EditorState;
use crate::fit::limits::LimitSource;
use crate::fit::{FitOptions, FitReport, MassMode, Role, generate, map_humanoid};
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
    /// Role → the automatic match, for display.
    pub auto: BTreeMap<String, Option<String>>,
    pub preview: Option<(Rig, FitReport)>,
    pub error: Option<String>,
    /// Where the limits come from (fitted to the clips by default).
    pub limits: LimitSource,
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
        let joints = ch.joint_nodes();
        let m = map_humanoid(&ch.skeleton, &joints, &BTreeMap::new());
        self.auto = m
            .report(&ch.skeleton, &joints)
            .roles
            .iter()
            .map(|e| (e.role.name(), e.bone.clone()))
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
    egui::Window::new("Generate ragdoll")
        .open(&mut open)
        .default_width(460.0)
        .show(ctx, |ui| {
            let d = &mut st.generate;
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
            });
            ui.separator();
            ui.label(
                RichText::new(
                    "Mapping (role to bone): pick a bone to override the automatic match",
                )
                .strong(),
            );
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
                                let auto = d.auto.get(&r).cloned().flatten();
                                let manual = d.manual.entry(r.clone()).or_default();
                                let shown = if manual.is_empty() {
                                    format!("auto: {}", auto.as_deref().unwrap_or("(none)"))
                                } else {
                                    manual.clone()
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
                                ui.label(
                                    quality.map_or(String::new(), |q| {
                                        format!("fit {:.0} %", q * 100.0)
                                    }),
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
