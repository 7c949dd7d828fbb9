//! The state of the "Generate ragdoll" dialog (the window is `panels::generate`): options
//! (total mass or density, preset, radius percentile), the humanoid mapping (a manual bone per
//! role, roles to include) and the previewed rig.

use crate::character::RestPose;
use crate::editor::document::Document;
use crate::fit::limits::LimitSource;
use crate::fit::{FitOptions, FitReport, MassMode, Role, generate, map_character};
use crate::rig::Rig;
use crate::rig::preset::{Preset, PresetError};
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
    /// Apply keeps the rig's hand-tuned bodies, joints and groups ([`crate::fit::keep_hand_tuned`]).
    pub keep_hand_tuned: bool,
    /// How many hand-tuned items the rig had when the dialog opened.
    pub hand_tuned_count: usize,
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
            keep_hand_tuned: true,
            hand_tuned_count: 0,
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
                    && stem != crate::fit::RANGE_OF_MOTION_STEM
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
        self.hand_tuned_count = st_rig.hand_tuned_count();
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

    /// The generator's options as the dialog sets them; Err when its preset cannot be read.
    pub fn options(&self) -> Result<FitOptions, PresetError> {
        let preset = Preset::resolve(&self.preset)?;
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

    /// Fit a rig with the dialog's options (shown in the viewport until applied or cancelled).
    /// The document's settings and model path are kept; the generator provides the rest.
    pub fn compute_preview(&mut self, doc: &Document) {
        let Ok(ch) = &doc.project.character else {
            return;
        };
        let result = self.options().map_err(|e| e.to_string()).and_then(|o| {
            generate(ch, &doc.project.rig.model_path, &o).map_err(|e| format!("{e:#}"))
        });
        match result {
            Ok((mut rig, rep)) => {
                rig.model_path = doc.rig().model_path.clone();
                rig.sim = doc.rig().sim.clone();
                rig.switch = doc.rig().switch.clone();
                self.preview = Some((rig, rep));
                self.error = None;
            }
            Err(e) => {
                self.preview = None;
                self.error = Some(e);
            }
        }
    }

    /// Close the dialog; its preview is dropped.
    pub fn close(&mut self) {
        self.preview = None;
        self.open = false;
    }
}
