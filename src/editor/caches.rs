//! Data derived from the document and kept between frames: the clip samples of the rig (the
//! viewport's dots, the inspector's margins), the switch-safety timeline of a clip (the
//! strip under the timeline) and the model's bones to draw. Each is recomputed only when what it depends on changed.

use super::document::Document;
use crate::fit::motion::{Motion, sample_motion};
use crate::rig::Rig;
use crate::switch::safety::{FrameSafety, SafetyThresholds, safety_timeline};
use std::sync::Arc;

/// The clip samples of the document's rig, keyed by (what they depend on, model generation).
#[derive(Default)]
pub struct MotionCache(Option<((u64, u64), Arc<Motion>)>);

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

impl MotionCache {
    /// The samples of the document's rig over all clips (recomputed when a frame changes).
    pub fn get(&mut self, doc: &Document) -> Option<Arc<Motion>> {
        let key = (frames_key(doc.rig()), doc.model_generation);
        if self.0.as_ref().is_none_or(|(k, _)| *k != key) {
            let ch = doc.project.character.as_ref().ok()?;
            let m = Arc::new(sample_motion(doc.rig(), ch, None));
            self.0 = Some((key, m));
        }
        self.0.as_ref().map(|(_, m)| m.clone())
    }
}

/// The switch-safety timeline, keyed by (clip index, document revision, model generation).
#[derive(Default)]
pub struct SafetyCache(Option<((usize, u64, u64), Vec<FrameSafety>)>);

impl SafetyCache {
    /// The frames of `clip` (computed once per clip and rig revision); none while the rig
    /// doctor reports errors.
    pub fn frames(&mut self, doc: &mut Document, clip: Option<usize>) -> Option<&[FrameSafety]> {
        let clip = clip?;
        if doc.blocked_reason().is_some() {
            return None;
        }
        let key = (clip, doc.history.revision(), doc.model_generation);
        if self.0.as_ref().is_none_or(|(k, _)| *k != key) {
            let ch = doc.project.character.as_ref().ok()?;
            let c = ch.clips.get(clip)?;
            let frames = safety_timeline(doc.rig(), ch, c, &SafetyThresholds::default());
            self.0 = Some((key, frames));
        }
        self.0.as_ref().map(|(_, f)| f.as_slice())
    }
}

/// The model's bones to draw ([`crate::character::Character::deforming_bones`]), keyed by
/// model generation.
#[derive(Default)]
pub struct BoneCache(Option<(u64, Arc<Vec<bool>>)>);

impl BoneCache {
    /// One flag per node of the document's model; none without a model.
    pub fn get(&mut self, doc: &Document) -> Option<Arc<Vec<bool>>> {
        let ch = doc.project.character.as_ref().ok()?;
        if self
            .0
            .as_ref()
            .is_none_or(|(g, _)| *g != doc.model_generation)
        {
            self.0 = Some((doc.model_generation, Arc::new(ch.deforming_bones())));
        }
        self.0.as_ref().map(|(_, b)| b.clone())
    }
}
