//! Body pairs that the model's own clips hold inside each other.
//!
//! A capsule is a coarse stand-in for the skin. On a stylised character (a big head, a wide
//! torso, arms close to the body) two capsules can overlap in many frames of the clips while
//! the skin they stand for does not: the animation then says, frame after frame, that the two
//! shapes are where their contact would not let them be. With that contact on, a switch in such
//! a frame starts with the pair paused (it resumes once the shapes separate), and during the
//! fall the contact can wedge a limb between the other body and the ground, which the solver
//! can only resolve by opening a joint or by pushing the bodies through each other.
//!
//! [`clip_overlaps`] samples every clip at the rig's time step and counts, per pair of bodies
//! whose contacts are on, the frames in which their shapes overlap by more than
//! [`MIN_DEPTH_M`], with the deepest overlap and where it happens. The doctor reports the pairs
//! the clips hold inside each other in at least [`CLIP_OVERLAP_SHARE`] of all frames.

use crate::character::{Character, Clip};
use crate::rig::Rig;
use crate::rig::rest::shape_penetration;

/// Share of all clip frames (0..1) from which on a pair's overlap is reported: the animation
/// keeps the two shapes inside each other, not a passing touch.
pub const CLIP_OVERLAP_SHARE: f32 = 0.10;

/// An overlap shallower than this (m) does not count.
pub const MIN_DEPTH_M: f32 = 1e-3;

/// One pair's overlaps over all clips.
#[derive(Clone, Debug, PartialEq)]
pub struct ClipOverlap {
    /// Body indices, `a < b`.
    pub a: usize,
    pub b: usize,
    /// Frames (over all clips) in which the two shapes overlap by more than [`MIN_DEPTH_M`].
    pub frames: usize,
    /// The deepest overlap, m, the clip it is in and the time in that clip, s.
    pub deepest_m: f32,
    pub clip: String,
    pub time_s: f32,
}

/// Every clip's overlaps, and how many frames were sampled in all.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClipOverlaps {
    pub pairs: Vec<ClipOverlap>,
    pub total_frames: usize,
}

impl ClipOverlaps {
    /// The share of all frames (0..1) in which a pair overlaps.
    pub fn share(&self, o: &ClipOverlap) -> f32 {
        if self.total_frames == 0 {
            0.0
        } else {
            o.frames as f32 / self.total_frames as f32
        }
    }

    /// The pairs overlapping in at least [`CLIP_OVERLAP_SHARE`] of the frames.
    pub fn frequent(&self) -> impl Iterator<Item = &ClipOverlap> {
        self.pairs
            .iter()
            .filter(|o| self.share(o) >= CLIP_OVERLAP_SHARE)
    }
}

/// Sample every clip of `ch` at the rig's `dt` and count, per pair of bodies whose contacts are
/// on (not joined by a joint, even one with `collide_connected`; not disabled; at least one
/// simulated), the frames in which they overlap.
/// Pairs are listed in body order; a pair that never overlaps is not listed.
///
/// Nothing is counted (no pairs, no frames) when the clips hold more than
/// [`crate::fit::motion::MAX_ANALYSIS_FRAMES`] frames at the rig's `dt`.
pub fn clip_overlaps(rig: &Rig, ch: &Character) -> ClipOverlaps {
    let n = rig.bodies.len();
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            let (ba, bb) = (&rig.bodies[a], &rig.bodies[b]);
            // A joined pair with its contacts on is the `adjacent-collide` warning's business.
            let joined = rig.joints.iter().any(|j| {
                (j.parent == ba.name && j.child == bb.name)
                    || (j.parent == bb.name && j.child == ba.name)
            });
            (ba.simulated || bb.simulated) && !joined && !rig.pair_disabled(&ba.name, &bb.name)
        })
        .collect();
    let clips: Vec<&Clip> = ch.clips.iter().collect();
    let mut found: Vec<Option<ClipOverlap>> = vec![None; pairs.len()];
    let mut total_frames = 0;
    let walked = crate::fit::motion::for_each_frame(rig, ch, &clips, |ci, _, t, world| {
        total_frames += 1;
        for (slot, &(a, b)) in found.iter_mut().zip(&pairs) {
            let (Some(wa), Some(wb)) = (world[a], world[b]) else {
                continue;
            };
            let d = shape_penetration(&rig.bodies[a].shape, &wa, &rig.bodies[b].shape, &wb);
            // A NaN depth (a degenerate shape) counts as no overlap.
            if d.partial_cmp(&MIN_DEPTH_M) != Some(std::cmp::Ordering::Greater) {
                continue;
            }
            let o = slot.get_or_insert_with(|| ClipOverlap {
                a,
                b,
                frames: 0,
                deepest_m: 0.0,
                clip: String::new(),
                time_s: 0.0,
            });
            o.frames += 1;
            if d > o.deepest_m {
                o.deepest_m = d;
                o.clip.clone_from(&clips[ci].name);
                o.time_s = t;
            }
        }
    });
    if !walked {
        return ClipOverlaps::default();
    }
    ClipOverlaps {
        pairs: found.into_iter().flatten().collect(),
        total_frames,
    }
}
