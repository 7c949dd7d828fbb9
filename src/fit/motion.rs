//! Range of motion from clips: for every joint of a rig, the child's orientation relative to
//! the parent joint frame at every frame of the chosen clips, in the rig's own limit convention
//! (see [`crate::rig::limits`]): `q_rel = (T_WA·T_AJ).rot⁻¹ · (T_WB·T_BJ).rot`, decomposed as
//! `swing · twist` with the twist about X and the swing as a rotation vector (θy, θz).
//!
//! Frames are the switch-safety strip's: `t = k·rig.sim.dt` for k = 0, 1, … while
//! `t ≤ duration` (a pose clip of zero length gives one frame), so frame k of a clip here is
//! cell k of the strip.

use crate::character::{Character, Clip};
use crate::rig::Rig;
use crate::rig::limits::{cone_ratio, decompose};
use crate::rig::rest::{body_world, joint_world_frames};
use crate::xform::Rigid;
use glam::{Quat, Vec2};
use serde::Serialize;

/// One frame of one joint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MotionSample {
    /// Index into [`Motion::clips`].
    pub clip: usize,
    /// Frame index in that clip (`t = frame·dt`).
    pub frame: usize,
    /// The child frame relative to the parent frame (w ≥ 0).
    pub q: Quat,
    /// Swing as a rotation vector's (Y, Z) components, radians.
    pub swing: Vec2,
    /// Twist about X, radians.
    pub twist: f32,
}

impl MotionSample {
    fn new(clip: usize, frame: usize, q: Quat) -> MotionSample {
        let q = if q.w < 0.0 { -q } else { q }.normalize();
        let (swing, twist) = decompose(q);
        MotionSample {
            clip,
            frame,
            q,
            swing,
            twist,
        }
    }
}

/// The samples of every joint over a set of clips.
#[derive(Clone, Debug, PartialEq)]
pub struct Motion {
    /// Clip names, in the order sampled.
    pub clips: Vec<String>,
    /// Frame spacing, seconds (the rig's step).
    pub dt: f32,
    /// Per rig joint (same order as `rig.joints`), every frame of every clip; empty for a joint
    /// whose bodies cannot be placed (a missing bone).
    pub joints: Vec<Vec<MotionSample>>,
}

/// The most clip frames, over all clips, that the clip analyses (the limits' check and fit, the
/// overlap count) sample: at 60 Hz, 55 minutes of animation. A tiny `sim.dt` (the parser
/// accepts any positive one) must not hang the doctor, which the editor runs on every load.
pub const MAX_ANALYSIS_FRAMES: usize = 200_000;

/// How many frames [`frame_times`] gives over all of `ch`'s clips at spacing `dt`, if they are
/// no more than [`MAX_ANALYSIS_FRAMES`].
pub fn analysis_frames(ch: &Character, dt: f32) -> Option<usize> {
    frames_within_cap(ch.clips.iter(), dt)
}

/// [`analysis_frames`] over some clips.
fn frames_within_cap<'a>(clips: impl Iterator<Item = &'a Clip>, dt: f32) -> Option<usize> {
    let mut total = 0.0f64;
    for c in clips {
        total += if dt.is_finite() && dt > 0.0 {
            (f64::from(c.duration.max(0.0)) / f64::from(dt) + 1e-4).floor() + 1.0
        } else {
            1.0
        };
    }
    (total.is_finite() && total <= MAX_ANALYSIS_FRAMES as f64).then_some(total as usize)
}

/// The frame times of a clip at spacing `dt` (the switch-safety strip's frames).
pub fn frame_times(clip: &Clip, dt: f32) -> Vec<f32> {
    if !(dt.is_finite() && dt > 0.0) {
        return vec![0.0];
    }
    let n = (clip.duration.max(0.0) / dt + 1e-4).floor() as usize;
    (0..=n).map(|k| k as f32 * dt).collect()
}

/// Walk every frame of `clips` at the rig's `dt` ([`frame_times`]), on the node transforms
/// (whichever rest pose the rig uses, as the simulation plays the clips): `f(clip index, frame,
/// time in the clip, every body placed)`. Walks nothing and returns false when the clips hold
/// more than [`MAX_ANALYSIS_FRAMES`] frames.
pub fn for_each_frame(
    rig: &Rig,
    ch: &Character,
    clips: &[&Clip],
    mut f: impl FnMut(usize, usize, f32, &[Option<Rigid>]),
) -> bool {
    if frames_within_cap(clips.iter().copied(), rig.sim.dt).is_none() {
        return false;
    }
    let sk = &ch.skeleton;
    let base = sk.node_pose();
    let mut pose = base.clone();
    for (ci, clip) in clips.iter().enumerate() {
        for (k, t) in frame_times(clip, rig.sim.dt).into_iter().enumerate() {
            pose.clone_from(&base);
            clip.sample_into(t, &mut pose);
            f(ci, k, t, &body_world(rig, sk, &pose));
        }
    }
    true
}

/// Sample every joint of `rig` over `clips` (all of the character's clips when `None`). No
/// samples at all (as for a joint whose bodies cannot be placed) when the clips hold more than
/// [`MAX_ANALYSIS_FRAMES`] frames at the rig's `dt`.
pub fn sample_motion(rig: &Rig, ch: &Character, clips: Option<&[String]>) -> Motion {
    let chosen: Vec<&Clip> = match clips {
        Some(names) => names.iter().filter_map(|n| ch.clip(n)).collect(),
        None => ch.clips.iter().collect(),
    };
    let mut joints = vec![Vec::new(); rig.joints.len()];
    for_each_frame(rig, ch, &chosen, |ci, k, _, bodies| {
        for (ji, j) in rig.joints.iter().enumerate() {
            if let Some((a, b)) = joint_world_frames(rig, bodies, j) {
                let q = a.rotation.inverse() * b.rotation;
                if q.is_finite() && q.length_squared() > 1e-12 {
                    joints[ji].push(MotionSample::new(ci, k, q));
                }
            }
        }
    });
    Motion {
        clips: chosen.iter().map(|c| c.name.clone()).collect(),
        dt: rig.sim.dt,
        joints,
    }
}

/// How a sample sits against a joint's limits.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SampleMargin {
    /// Normalised elliptical swing measure (≤ 1 inside the cone).
    pub ratio: f32,
    /// Swing margin, radians: the cone's radius in the sample's swing direction minus the
    /// sample's swing angle (negative outside).
    pub swing: f32,
    /// Twist margin, radians: the distance to the nearer end of the twist range (negative
    /// outside).
    pub twist: f32,
}

/// The margins of one sample against limits (swing1, swing2, twist_min, twist_max).
pub fn sample_margin(s: &MotionSample, limits: [f32; 4]) -> SampleMargin {
    let [s1, s2, tmin, tmax] = limits;
    let radius = crate::rig::limits::ellipse_radius(s1, s2, s.swing);
    SampleMargin {
        ratio: cone_ratio(s.swing, s1, s2),
        swing: radius - s.swing.length(),
        twist: (s.twist - tmin).min(tmax - s.twist),
    }
}

/// The smallest margins over a joint's samples: (swing, twist) radians, or None without
/// samples. Negative: some sample lies outside the limit.
pub fn nearest_margins(samples: &[MotionSample], limits: [f32; 4]) -> Option<(f32, f32)> {
    samples.iter().fold(None, |acc, s| {
        let m = sample_margin(s, limits);
        Some(match acc {
            None => (m.swing, m.twist),
            Some((a, b)) => (a.min(m.swing), b.min(m.twist)),
        })
    })
}

/// The limits of a joint as `[swing1, swing2, twist_min, twist_max]`.
pub fn joint_limits(j: &crate::rig::Joint) -> [f32; 4] {
    [j.swing1, j.swing2, j.twist_min, j.twist_max]
}
