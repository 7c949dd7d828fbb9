//! The state of the "Fit limits to clips" dialog (the window is `panels::limits`): the margin,
//! the clips to fit and the previewed rig with its samples and report.

use crate::editor::document::Document;
use crate::fit::limits::{DEFAULT_MARGIN_DEG, LimitFitOptions, LimitFitReport, fit_limits_to};
use crate::fit::motion::{Motion, sample_motion};
use crate::rig::Rig;
use std::collections::BTreeMap;
use std::sync::Arc;

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

    /// Fit the document's rig with the dialog's settings: the new rig, its samples and the
    /// report (None without a model).
    pub fn fit(&self, doc: &Document) -> Option<(Rig, Arc<Motion>, LimitFitReport)> {
        let ch = doc.project.character.as_ref().ok()?;
        let clips = self.chosen();
        let opts = LimitFitOptions {
            margin: self.margin_deg.max(0.0).to_radians(),
            clips: Some(clips.clone()),
            ..LimitFitOptions::default()
        };
        let motion = sample_motion(doc.rig(), ch, Some(&clips));
        let (rig, report) = fit_limits_to(doc.rig(), ch, &motion, &opts);
        // The samples against the new frames, for the viewport.
        let after = Arc::new(sample_motion(&rig, ch, None));
        Some((rig, after, report))
    }

    /// Close the dialog; its preview is dropped.
    pub fn close(&mut self) {
        self.preview = None;
        self.open = false;
    }
}
