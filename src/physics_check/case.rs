//! The runs of the physics check: a drop from the rest pose, and a switch from every clip at a
//! quarter, half and three quarters of its length, each with the drives off (a limp ragdoll)
//! and on (toward the pose at the switch).

use crate::character::Character;
use serde::Serialize;

/// Where a run starts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Start {
    /// Drop from the rest pose with no velocity.
    Drop,
    /// Play `clip` and switch at `fraction` of its length, inheriting its velocities.
    Clip {
        /// Index in the character's clips.
        clip: usize,
        name: String,
        fraction: f32,
        /// The switch time, s.
        time: f32,
    },
}

/// One run of the matrix.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Case {
    pub start: Start,
    /// Drives on after the switch (toward the pose at the switch).
    pub drives: bool,
    /// Seconds simulated at least (a run is extended while it has not come to rest).
    pub seconds: f32,
}

/// Seconds of a drop run (long enough to fall asleep).
pub const DROP_SECONDS: f32 = 6.0;
/// Seconds of a switch-from-a-clip run.
pub const CLIP_SECONDS: f32 = 3.0;
/// Switch times as fractions of each clip.
pub const FRACTIONS: [f32; 3] = [0.25, 0.5, 0.75];

impl Case {
    /// A short name: `drop`, `run@50%`, with `+drives` when the drives are on.
    pub fn label(&self) -> String {
        let base = match &self.start {
            Start::Drop => "drop".to_owned(),
            Start::Clip { name, fraction, .. } => {
                format!("{name}@{:.0}%", fraction * 100.0)
            }
        };
        if self.drives {
            format!("{base}+drives")
        } else {
            base
        }
    }

    pub fn is_drop(&self) -> bool {
        self.start == Start::Drop
    }

    /// The clip the run plays and the time it switches at, s (no clip and 0 for the drop).
    pub fn clip_time(&self) -> (Option<usize>, f32) {
        match self.start {
            Start::Drop => (None, 0.0),
            Start::Clip { clip, time, .. } => (Some(clip), time),
        }
    }
}

/// The whole matrix for a character: the drop, then every clip at every fraction; each with the
/// drives off and on.
pub fn matrix(ch: &Character) -> Vec<Case> {
    let mut starts = vec![(Start::Drop, DROP_SECONDS)];
    for (i, c) in ch.clips.iter().enumerate() {
        for f in FRACTIONS {
            starts.push((
                Start::Clip {
                    clip: i,
                    name: c.name.clone(),
                    fraction: f,
                    time: f * c.duration.max(0.0),
                },
                CLIP_SECONDS,
            ));
        }
    }
    let mut cases = Vec::new();
    for drives in [false, true] {
        for (start, seconds) in &starts {
            cases.push(Case {
                start: start.clone(),
                drives,
                seconds: *seconds,
            });
        }
    }
    cases
}
