//! The open document: a project (rig + model), its undo history, and cached derived data.

use super::history::{Edit, UndoHistory};
use crate::project::Project;
use crate::rig::{Finding, Rig};
use crate::xform::{Rigid, Xform};
use std::path::Path;

pub struct Document {
    pub project: Project,
    pub history: UndoHistory,
    /// History revision at the last save (or load); None when the content was never saved.
    saved_revision: Option<u64>,
    findings: Vec<Finding>,
    findings_revision: Option<u64>,
    /// Increases whenever the model changes (new document), for GPU caches.
    pub model_generation: u64,
}

impl Document {
    pub fn new(project: Project, model_generation: u64) -> Self {
        Self {
            project,
            history: UndoHistory::default(),
            saved_revision: Some(0),
            findings: Vec::new(),
            findings_revision: None,
            model_generation,
        }
    }

    pub fn rig(&self) -> &Rig {
        &self.project.rig
    }

    pub fn apply(&mut self, label: impl Into<String>, edit: Edit, merge: bool) {
        self.history
            .apply(&mut self.project.rig, label, edit, merge);
        self.project.sync_rest_pose();
    }

    /// Replace the whole rig as one undo step.
    pub fn replace_rig(&mut self, label: impl Into<String>, after: Rig) {
        let before = Box::new(self.project.rig.clone());
        self.apply(
            label,
            Edit::Rig {
                before,
                after: Box::new(after),
            },
            false,
        );
    }

    pub fn undo(&mut self) -> Option<String> {
        let r = self.history.undo(&mut self.project.rig);
        self.project.sync_rest_pose();
        r
    }

    pub fn redo(&mut self) -> Option<String> {
        let r = self.history.redo(&mut self.project.rig);
        self.project.sync_rest_pose();
        r
    }

    pub fn is_dirty(&self) -> bool {
        self.saved_revision != Some(self.history.revision()) || self.project.rig_path.is_none()
    }

    /// Work that is not in a file and would be lost: edits since the last save, or a rig
    /// recovered after a crash (a model opened alone, untouched, holds none).
    pub fn has_unsaved_work(&self) -> bool {
        self.is_dirty() && (!self.history.is_empty() || self.saved_revision.is_none())
    }

    pub fn mark_saved(&mut self) {
        self.saved_revision = Some(self.history.revision());
    }

    /// Mark the content as unsaved (e.g. recovered after a crash).
    pub fn mark_dirty(&mut self) {
        self.saved_revision = None;
    }

    pub fn save_as(&mut self, path: &Path) -> std::io::Result<()> {
        self.project.save_as(path)?;
        self.mark_saved();
        Ok(())
    }

    /// The rig doctor's findings, recomputed only when the rig changed.
    pub fn findings(&mut self) -> &[Finding] {
        let rev = self.history.revision();
        if self.findings_revision != Some(rev) {
            self.findings = self.project.diagnose();
            self.findings_revision = Some(rev);
        }
        &self.findings
    }

    /// Why the rig cannot be simulated, run through the scenarios or exported now: the rig
    /// doctor's errors in one line ([`crate::rig::gate`]); None when nothing blocks.
    pub fn blocked_reason(&mut self) -> Option<String> {
        let errors = crate::rig::gate::errors_of(self.findings());
        (!errors.is_empty()).then(|| crate::rig::gate::reason(&errors))
    }

    /// Local pose of the model: the clip at `time` (on the node transforms) or the rest pose.
    pub fn pose(&self, clip: Option<usize>, time: f32) -> Vec<Xform> {
        let Ok(ch) = &self.project.character else {
            return Vec::new();
        };
        match clip.and_then(|i| ch.clips.get(i)) {
            Some(c) => c.sample(time, &ch.skeleton.node_pose()),
            None => ch.skeleton.rest_pose(),
        }
    }

    /// `T_WC` per body for a local pose.
    pub fn body_world(&self, pose: &[Xform]) -> Vec<Option<Rigid>> {
        match &self.project.character {
            Ok(ch) if pose.len() == ch.skeleton.nodes.len() => {
                crate::rig::rest::body_world(&self.project.rig, &ch.skeleton, pose)
            }
            _ => vec![None; self.project.rig.bodies.len()],
        }
    }

    pub fn display_name(&self) -> String {
        match &self.project.rig_path {
            Some(p) => p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            None => format!("untitled ({})", self.project.rig.model_path),
        }
    }
}
