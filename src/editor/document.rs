//! The open document: a project (rig + model), its undo history, and cached derived data.

use super::history::{Edit, UndoHistory};
use crate::project::Project;
use crate::rig::preset_apply::PresetTarget;
use crate::rig::rest::joint_world_frames;
use crate::rig::{Body, Finding, Fix, RecoveryMode, Rig, SimEngine};
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

/// Why a body could not be re-fitted to the skin.
#[derive(Debug, thiserror::Error)]
pub enum RefitError {
    /// The document has no model (the model error's message).
    #[error("{0}")]
    NoModel(String),
    #[error(transparent)]
    Fit(#[from] crate::fit::FitError),
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

    /// Apply an edit as an undo step. A body, joint or group the edit changes (beyond its
    /// hand-tuned flag) is marked hand-tuned in the same step, so a ragdoll generated again
    /// keeps it ([`crate::fit::keep_hand_tuned`]) and undo takes the mark back with the change.
    pub fn apply(&mut self, label: impl Into<String>, edit: Edit, merge: bool) {
        self.history
            .apply(&mut self.project.rig, label, mark_hand_tuned(edit), merge);
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

    /// Edit the whole rig: `edit` changes a copy; a change is one undo step (`merge`: folded
    /// into the open step, as a drag is).
    /// Every body, joint and group the edit changes or adds is marked hand-tuned, as
    /// [`Document::apply`] marks a single one ([`Document::replace_rig`], the generator's and
    /// the re-fit's, marks nothing).
    pub fn edit_rig(&mut self, label: impl Into<String>, merge: bool, edit: impl FnOnce(&mut Rig)) {
        let before = self.project.rig.clone();
        let mut after = before.clone();
        edit(&mut after);
        mark_changed(&before, &mut after);
        self.apply(
            label,
            Edit::Rig {
                before: Box::new(before),
                after: Box::new(after),
            },
            merge,
        );
    }

    /// Apply a rig doctor's fix as one undo step; returns its label.
    pub fn apply_fix(&mut self, fix: &Fix) -> String {
        let label = fix.label();
        self.edit_rig(format!("Fix: {label}"), false, |rig| {
            crate::rig::apply_fix(rig, fix)
        });
        label
    }

    /// Apply a preset by name to the rig, a group or a joint as one undo step; returns what
    /// changed, in a line.
    pub fn apply_preset(
        &mut self,
        name: &str,
        target: &PresetTarget,
    ) -> Result<String, crate::rig::preset::PresetError> {
        let p = crate::rig::preset::Preset::resolve(name)?;
        let mut rig = self.rig().clone();
        let report = crate::rig::preset_apply::apply_preset(&mut rig, &p, target);
        // The author's choice: what it changes is marked hand-tuned.
        mark_changed(self.rig(), &mut rig);
        self.replace_rig(format!("Apply preset {name}"), rig);
        Ok(format!(
            "preset '{name}': {} joint(s), {} group(s){}",
            report.joints.len(),
            report.groups.len(),
            if report.unknown_type.is_empty() {
                String::new()
            } else {
                format!("; unknown type: {}", report.unknown_type.join(", "))
            }
        ))
    }

    /// Mirror the left side onto the right (bodies, frames, limits) as one undo step; false
    /// without a model.
    pub fn mirror_left_to_right(&mut self) -> bool {
        let Ok(ch) = &self.project.character else {
            return false;
        };
        let mut mirrored = crate::fit::mirror_left_to_right(self.rig(), &ch.skeleton);
        // The right side takes the left side's values: marked where they changed it.
        mark_changed(self.rig(), &mut mirrored);
        self.replace_rig("Mirror left to right", mirrored);
        true
    }

    /// Fit body `name`'s capsule to the skin again (everything else kept) as one undo step;
    /// returns the fit quality (0–1) when known.
    pub fn refit_body(&mut self, name: &str) -> Result<Option<f32>, RefitError> {
        let ch = self
            .project
            .character
            .as_ref()
            .map_err(|e| RefitError::NoModel(e.to_string()))?;
        let (rig, fit) = crate::fit::refit_body(self.rig(), ch, name, 0.9)?;
        self.replace_rig(format!("Re-fit {name}"), rig);
        Ok(fit.quality)
    }

    /// Replace body `i` with `after` (renamed everywhere it is named, if its name changed);
    /// merged into the open undo step.
    pub fn edit_body(&mut self, i: usize, after: Body) {
        let Some(before) = self.rig().bodies.get(i).cloned() else {
            return;
        };
        if after.name != before.name {
            self.edit_rig("Rename body", true, |r| {
                r.rename_body(&before.name, &after.name);
                r.bodies[i] = after;
            });
        } else if after != before {
            let label = format!("Edit body {}", after.name);
            self.apply(
                label,
                Edit::Body {
                    index: i,
                    before,
                    after,
                },
                true,
            );
        }
    }

    /// The physics engine the rig is simulated on (one undo step).
    pub fn set_engine(&mut self, engine: SimEngine) {
        self.edit_rig(format!("Simulate on {}", engine.name()), false, |r| {
            r.sim.engine = engine;
        });
    }

    /// The get-up's recovery mode (merged into the open undo step).
    pub fn set_recovery_mode(&mut self, mode: RecoveryMode) {
        self.edit_rig("Get-up mode", true, |r| r.recovery.mode = mode);
    }

    /// Move body `i` so that, in the local `pose`, its world transform is `world`: its offset
    /// from its bone changes (merged into the open undo step, one per drag).
    pub fn move_body_to(&mut self, i: usize, pose: &[Xform], world: Rigid) {
        let Ok(ch) = &self.project.character else {
            return;
        };
        let Some(b) = self.rig().bodies.get(i) else {
            return;
        };
        let Some(bi) = ch.skeleton.find(&b.bone) else {
            return;
        };
        let bones = ch.skeleton.world_rigid(pose);
        let mut after = b.clone();
        after.offset = bones[bi].inverse().mul(&world);
        let before = b.clone();
        let label = format!("Move body {}", b.name);
        self.apply(
            label,
            Edit::Body {
                index: i,
                before,
                after,
            },
            true,
        );
    }

    /// Move joint `i` so that, in the local `pose`, its parent-side frame is at `world`. Both
    /// frames move together: the child side keeps its rotation relative to the parent side
    /// (the rest relative rotation is preserved). Merged into the open undo step.
    pub fn move_joint_to(&mut self, i: usize, pose: &[Xform], world: Rigid) {
        if self.project.character.is_err() {
            return;
        }
        let bodies = self.body_world(pose);
        let rig = self.rig();
        let Some(j) = rig.joints.get(i) else { return };
        let Some((fa, fb)) = joint_world_frames(rig, &bodies, j) else {
            return;
        };
        let rel = fa.inverse().mul(&fb);
        let new_b = world.mul(&rel);
        let world_of = |name: &str| -> Option<Rigid> {
            if name == crate::rig::WORLD {
                Some(Rigid::IDENTITY)
            } else {
                bodies[rig.body_index(name)?]
            }
        };
        let (Some(wa), Some(wb)) = (world_of(&j.parent), world_of(&j.child)) else {
            return;
        };
        let mut after = j.clone();
        after.parent_frame = wa.inverse().mul(&world);
        after.child_frame = wb.inverse().mul(&new_b);
        let before = j.clone();
        let label = format!("Move joint {}", j.name);
        self.apply(
            label,
            Edit::Joint {
                index: i,
                before,
                after,
            },
            true,
        );
    }
}

/// Whether two values differ in more than their hand-tuned flag.
fn changed<T: Clone + PartialEq>(before: &T, after: &T, flag: fn(&mut T) -> &mut bool) -> bool {
    let mut b = before.clone();
    *flag(&mut b) = *flag(&mut after.clone());
    b != *after
}

/// Mark hand-tuned every body, joint and group of `after` that `before` lacks (by name: added
/// or renamed) or that differs from its namesake in more than the flag.
fn mark_changed(before: &Rig, after: &mut Rig) {
    for b in &mut after.bodies {
        b.hand_tuned |= before
            .body(&b.name)
            .is_none_or(|old| changed(old, b, |x| &mut x.hand_tuned));
    }
    for j in &mut after.joints {
        j.hand_tuned |= before
            .joint(&j.name)
            .is_none_or(|old| changed(old, j, |x| &mut x.hand_tuned));
    }
    for (name, g) in &mut after.groups {
        g.hand_tuned |= before
            .groups
            .get(name)
            .is_none_or(|old| changed(old, g, |x| &mut x.hand_tuned));
    }
}

/// `edit` with the item it changes marked hand-tuned, unless the edit only sets or clears the
/// mark itself (the inspector's checkbox).
fn mark_hand_tuned(edit: Edit) -> Edit {
    match edit {
        Edit::Body {
            index,
            before,
            mut after,
        } => {
            after.hand_tuned |= changed(&before, &after, |b| &mut b.hand_tuned);
            Edit::Body {
                index,
                before,
                after,
            }
        }
        Edit::Joint {
            index,
            before,
            mut after,
        } => {
            after.hand_tuned |= changed(&before, &after, |j| &mut j.hand_tuned);
            Edit::Joint {
                index,
                before,
                after,
            }
        }
        Edit::Group {
            name,
            before: Some(before),
            after: Some(mut after),
        } => {
            after.hand_tuned |= changed(&before, &after, |g| &mut g.hand_tuned);
            Edit::Group {
                name,
                before: Some(before),
                after: Some(after),
            }
        }
        other => other,
    }
}
