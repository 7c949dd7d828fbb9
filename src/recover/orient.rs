//! Supine or prone: `d = (R_WC_chest · a_chest) · up` with `a_chest =
//! recovery.chest_outward_axis` (the chest body's outward/front axis in its own frame) and
//! up = +Y.
//!
//! `d > 0.2` → supine (lying on the back, chest facing up), `d < −0.2` → prone (on the front).
//! In between (on the side) the current candidate is kept and the decision waits: a state
//! machine whose only transitions happen outside the band, so hovering around ±0.2 cannot
//! flip-flop between the two get-up clips.

use crate::rig::{ClipRole, Rig};
use glam::{Quat, Vec3};
use serde::Serialize;

/// `|d|` above which the orientation is decided.
pub const ORIENT_THRESHOLD: f32 = 0.2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lying {
    /// On the back.
    Supine,
    /// On the front.
    Prone,
}

impl Lying {
    /// The clip role of the get-up from this orientation.
    pub fn role(&self) -> ClipRole {
        match self {
            Lying::Supine => ClipRole::GetupSupine,
            Lying::Prone => ClipRole::GetupProne,
        }
    }

    /// In words, for a status line: `on the back (supine)`, `face down (prone)`.
    pub fn describe(&self) -> String {
        format!("{} ({})", self.plain(), self.term())
    }

    /// How it lies without the anatomical term: `on the back`, `face down`.
    pub fn plain(&self) -> &'static str {
        match self {
            Lying::Supine => "on the back",
            Lying::Prone => "face down",
        }
    }

    /// The anatomical term: `supine`, `prone`.
    pub fn term(&self) -> &'static str {
        match self {
            Lying::Supine => "supine",
            Lying::Prone => "prone",
        }
    }

    /// The rig's get-up clip for this orientation (None: the rig names none).
    pub fn clip<'a>(&self, rig: &'a Rig) -> Option<&'a str> {
        rig.clip_for(self.role())
    }
}

/// One update's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct OrientDecision {
    /// `(R_WC · a) · up` of this sample.
    pub outward_up: f32,
    /// The current candidate (kept through the in-between band; `None` until first decided).
    pub candidate: Option<Lying>,
    /// True when this sample is outside the band, so the candidate can be acted on now;
    /// false means wait.
    pub decided: bool,
}

/// `(R_WC · a) · up`, with `a` normalised.
pub fn outward_up(chest_rotation: Quat, outward_axis: Vec3) -> f32 {
    (chest_rotation * outward_axis.normalize_or_zero()).y
}

/// The supine/prone state machine.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OrientChooser {
    candidate: Option<Lying>,
}

impl OrientChooser {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn candidate(&self) -> Option<Lying> {
        self.candidate
    }

    /// Feed the chest body's world rotation `R_WC` and the rig's outward axis.
    pub fn update(&mut self, chest_rotation: Quat, outward_axis: Vec3) -> OrientDecision {
        self.update_value(outward_up(chest_rotation, outward_axis))
    }

    /// Feed `d = (R_WC · a) · up` directly.
    pub fn update_value(&mut self, d: f32) -> OrientDecision {
        let decided = if d > ORIENT_THRESHOLD {
            self.candidate = Some(Lying::Supine);
            true
        } else if d < -ORIENT_THRESHOLD {
            self.candidate = Some(Lying::Prone);
            true
        } else {
            false
        };
        OrientDecision {
            outward_up: d,
            candidate: self.candidate,
            decided,
        }
    }
}
