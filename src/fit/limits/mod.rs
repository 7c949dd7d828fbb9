//! Limits fitted to the character's motion (docs/limits.md): for every joint, a cone axis, an
//! elliptical swing cone and a twist range that contain every clip sample
//! ([`super::motion`]) plus a margin, kept inside the anatomical envelope
//! ([`super::envelope`]) unless the clip itself goes beyond it.
//!
//! * **Reference frame.** Samples are re-expressed from the joint's reference pose: the child
//!   frame at rest seen from the parent body (`R_ref`); for a shoulder, that frame turned by the
//!   shortest arc so the arm points level out to the side. The envelope is written in it.
//! * **Cone axis.** The new parent frame is `R_AJ' = R_ref·C` with `C = exp(0, a, b)·Rx(ψ)`:
//!   (a, b) re-aim the cone's axis (the frame's X), ψ turns the ellipse about it. The child frame
//!   and both anchors are unchanged, so the anchors still coincide; the rest pose is one of the
//!   samples, so it lies inside the new limits.
//! * **Ellipse and twist.** For a given `C`, every sample `C⁻¹·q` is decomposed; its swing
//!   vector is pushed out radially by the margin and the smallest centred ellipse containing
//!   all of them is found (its area `max_i(k·θy² + θz²/k)` is convex in the aspect `k`); the
//!   twist range is the samples' range widened by the margin. Half-angles stay ≥ 5° and the
//!   cone no thinner than the doctor's elongated-cone aspect (6:1).
//! * **Search.** `(a, b, ψ)` minimise swing area + twist half-width² + a penalty on leaving the
//!   envelope (Nelder–Mead from the samples' mean direction and principal swing axis), on the
//!   samples that can matter (the extremes), checked against all of them each round; the final
//!   limits are always computed from every sample.
//!   A circular cone (equal half-angles) keeps ψ = 0: ψ would only slide the twist range.
//! * **Envelope.** Where the fitted limits leave the envelope, the margin is reduced (swing and
//!   twist separately) until they fit; if even a zero margin leaves it, the clip itself goes
//!   beyond the envelope: the full margin is kept and a warning names the joint and how far.
//! * **Mirror.** A left/right pair whose reference frames are mirror images is fitted once on
//!   both sides' samples (the right's mirrored: `(w, x, y, z) → (w, −x, −y, z)`, i.e. twist and
//!   θy negated); the right joint gets the mirrored `C` and the twist range [−max, −min].
//! * **Twist across ±180°.** If the samples' twist range would cross ±180° (not writable),
//!   the frame is turned by quarter turns about X (the ellipse's half-angles swap) until it fits.

use super::envelope::RangeOfMotion;
use super::mirror::MirrorPlane;
use super::motion::{Motion, sample_motion};
use super::names::{counterpart, on_right, side_of};
use crate::character::Character;
use crate::rig::Rig;
use crate::rig::preset_apply::joint_type_of;
use crate::rig::rest::{body_world, joint_world_frames};
use glam::{Quat, Vec3};
use serde::Serialize;
use std::collections::BTreeMap;

mod cone;

pub use cone::{ConeFit, fit_cone_with};

/// The default margin between the samples and the limits: 5°.
pub const DEFAULT_MARGIN_DEG: f32 = 5.0;
/// The smallest swing half-angle and twist half-range a fit gives (radians, 5°): narrower
/// cones jitter (the doctor's `thin-cone`).
pub const MIN_HALF_ANGLE: f32 = 5.0 * std::f32::consts::PI / 180.0;
/// The largest swing half-angle a fit gives (175°).
const MAX_HALF_ANGLE: f32 = 175.0 * std::f32::consts::PI / 180.0;
/// Tolerance on the envelope, radians (0.25°).
const ENVELOPE_TOLERANCE: f32 = 0.25 * std::f32::consts::PI / 180.0;

/// Where a generated rig's limits come from (`ragrig fit --limits`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LimitSource {
    /// Fitted to the model's clips (the preset's when the model has none).
    #[default]
    Clips,
    /// The anatomical range of motion alone: a cone around each joint's envelope.
    Anatomy,
    /// The preset's limits per joint type, centred on the rest pose.
    Preset,
}

impl LimitSource {
    pub const ALL: [LimitSource; 3] = [
        LimitSource::Clips,
        LimitSource::Anatomy,
        LimitSource::Preset,
    ];

    pub fn name(self) -> &'static str {
        match self {
            LimitSource::Clips => "clips",
            LimitSource::Anatomy => "anatomy",
            LimitSource::Preset => "preset",
        }
    }

    pub fn parse(s: &str) -> Option<LimitSource> {
        Self::ALL.into_iter().find(|x| x.name() == s)
    }
}

/// What to fit.
#[derive(Clone, Debug)]
pub struct LimitFitOptions {
    /// Radians, ≥ 0.
    pub margin: f32,
    /// Clip names; all of the character's clips when None.
    pub clips: Option<Vec<String>>,
    /// Only these joints (a pair's twin is fitted with it); all when None.
    pub joints: Option<Vec<String>>,
    pub table: RangeOfMotion,
}

impl Default for LimitFitOptions {
    fn default() -> Self {
        LimitFitOptions {
            margin: DEFAULT_MARGIN_DEG.to_radians(),
            clips: None,
            joints: None,
            table: RangeOfMotion::builtin(),
        }
    }
}

/// The fit of one joint (angles in degrees).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JointFit {
    pub joint: String,
    pub joint_type: Option<String>,
    /// Samples the fit contains (both sides' for a pair).
    pub samples: usize,
    /// Fitted together with its mirror twin.
    pub paired_with: Option<String>,
    /// Before → after: `[swing1, swing2, twist_min, twist_max]`.
    pub before_deg: [f32; 4],
    pub after_deg: [f32; 4],
    /// How far the cone's axis moved, degrees.
    pub axis_moved_deg: f32,
    /// The margin kept (smaller than asked where the envelope bound), degrees.
    pub swing_margin_deg: f32,
    pub twist_margin_deg: f32,
    /// How far the clip's own samples go beyond the envelope, degrees (0: inside).
    pub clip_beyond_envelope_deg: f32,
    /// How far the fitted limits go beyond the envelope, degrees (0: inside).
    pub limits_beyond_envelope_deg: f32,
    pub warnings: Vec<String>,
}

/// What a fit did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LimitFitReport {
    pub clips: Vec<String>,
    pub margin_deg: f32,
    pub envelope_source: String,
    pub joints: Vec<JointFit>,
    /// Every joint warning, prefixed with its joint.
    pub warnings: Vec<String>,
}

/// New limits for one joint: its parent frame's rotation and the limits (radians).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct FittedLimits {
    pub parent_rotation: Quat,
    pub swing1: f32,
    pub swing2: f32,
    pub twist_min: f32,
    pub twist_max: f32,
}

impl FittedLimits {
    /// Write these limits into a joint (its anchors and child frame stay, so they still meet).
    pub fn apply_to(&self, joint: &mut crate::rig::Joint) {
        joint.parent_frame.rotation = self.parent_rotation;
        joint.swing1 = self.swing1;
        joint.swing2 = self.swing2;
        joint.twist_min = self.twist_min;
        joint.twist_max = self.twist_max;
    }
}

/// The mirror of a rotation in a left joint's frame onto its right twin's (and back):
/// twist and θy negated.
pub fn mirror_q(q: Quat) -> Quat {
    Quat::from_xyzw(-q.x, -q.y, q.z, q.w)
}

/// Whether a clip track (consecutive frames of one joint, rotations in its reference frame)
/// turns a full revolution about the twist axis: its twist, followed from frame to frame the
/// short way round, spans 360° less the margin on either side, so that no twist range in
/// (−180°, 180°] holds the motion with its margin. (The set of samples alone cannot tell a
/// full turn from a wide swing back and forth: a turn sampled every 25° leaves a 25° gap that a
/// range could skip, while the joint passes through it.)
pub fn winds_full_turn(track: &[Quat], margin: f32) -> bool {
    let tau = std::f32::consts::TAU;
    let mut prev: Option<f32> = None;
    let (mut acc, mut lo, mut hi) = (0.0f32, 0.0f32, 0.0f32);
    for q in track {
        let tw = crate::rig::limits::decompose(*q).1;
        if let Some(p) = prev {
            let d = tw - p;
            acc += d - (d / tau).round() * tau;
            lo = lo.min(acc);
            hi = hi.max(acc);
        }
        prev = Some(tw);
    }
    hi - lo + 2.0 * margin.max(0.0) >= tau
}

/// Fit limits to the character's clips and return the new rig and a report.
pub fn fit_limits(rig: &Rig, ch: &Character, opts: &LimitFitOptions) -> (Rig, LimitFitReport) {
    let motion = sample_motion(rig, ch, opts.clips.as_deref());
    fit_limits_to(rig, ch, &motion, opts)
}

/// Per joint: the reference frame in the parent body (`R_ref`) and in the world, from the rest
/// pose (one pass over the bodies for all joints).
pub(crate) fn reference_frames(rig: &Rig, ch: &Character) -> Vec<Option<(Quat, Quat)>> {
    let sk = &ch.skeleton;
    let rest = body_world(rig, sk, &sk.rest_pose());
    let plane = MirrorPlane::infer(rig, sk);
    rig.joints
        .iter()
        .map(|j| reference_of(rig, &rest, &plane, j))
        .collect()
}

/// Joint `k`'s reference frame in its parent body (`R_ref`, the frame its range of motion is
/// read from: the child frame at rest, a shoulder's turned so the arm points level out to the
/// side), if its bodies can be placed. It does not depend on the joint's parent frame, so
/// re-aiming the cone leaves it where it is.
pub fn reference_frame(rig: &Rig, ch: &Character, k: usize) -> Option<Quat> {
    let sk = &ch.skeleton;
    let j = rig.joints.get(k)?;
    let rest = body_world(rig, sk, &sk.rest_pose());
    // Only a shoulder's reference needs the mirror plane (its arm is levelled to the side).
    let plane = match joint_type_of(j) {
        Some(("shoulder", _)) => MirrorPlane::infer(rig, sk),
        _ => MirrorPlane::default(),
    };
    reference_of(rig, &rest, &plane, j).map(|(r, _)| r)
}

/// A joint's reference frame in its parent body and in the world, from the bodies at rest.
fn reference_of(
    rig: &Rig,
    rest: &[Option<crate::xform::Rigid>],
    plane: &MirrorPlane,
    j: &crate::rig::Joint,
) -> Option<(Quat, Quat)> {
    let (fa, fb) = joint_world_frames(rig, rest, j)?;
    let parent_world = fa.rotation * j.parent_frame.rotation.inverse();
    let mut r_world = fb.rotation;
    if let Some(("shoulder", _)) = joint_type_of(j) {
        let level = if on_right(&j.name) {
            -plane.normal
        } else {
            plane.normal
        };
        let d = fb.rotation * Vec3::X;
        r_world = Quat::from_rotation_arc(d, level) * r_world;
    }
    Some((
        (parent_world.inverse() * r_world).normalize(),
        r_world.normalize(),
    ))
}

/// Fit limits to already sampled motion (see [`fit_limits`]).
pub fn fit_limits_to(
    rig: &Rig,
    ch: &Character,
    motion: &Motion,
    opts: &LimitFitOptions,
) -> (Rig, LimitFitReport) {
    let margin = if opts.margin.is_finite() {
        opts.margin.max(0.0)
    } else {
        DEFAULT_MARGIN_DEG.to_radians()
    };
    // No clip frame at all (more than the analyses' cap at this step, no clip, or no joint
    // placed): the fit would enclose the rest pose alone and shrink every cone to its minimum.
    if motion.joints.iter().all(Vec::is_empty) {
        let report = LimitFitReport {
            clips: motion.clips.clone(),
            margin_deg: margin.to_degrees(),
            envelope_source: opts.table.source.clone(),
            joints: Vec::new(),
            warnings: vec![format!(
                "no joint was fitted: the clips gave no frames to fit (none chosen, more than {} \
                 at sim.dt = {} s, or no joint's bodies could be placed)",
                crate::fit::motion::MAX_ANALYSIS_FRAMES,
                rig.sim.dt
            )],
        };
        return (rig.clone(), report);
    }
    let fitter = JointFitter {
        rig,
        ch,
        motion,
        refs: reference_frames(rig, ch),
        margin,
    };
    let plane = MirrorPlane::infer(rig, &ch.skeleton);
    let wanted = |name: &str| {
        opts.joints.as_ref().is_none_or(|v| {
            v.iter()
                .any(|n| n == name || counterpart(n).is_some_and(|c| c == name))
        })
    };
    let mut out = rig.clone();
    let mut fits: BTreeMap<usize, JointFit> = BTreeMap::new();
    let mut done = vec![false; rig.joints.len()];
    for ji in 0..rig.joints.len() {
        let j = &rig.joints[ji];
        if done[ji] || !wanted(&j.name) {
            continue;
        }
        let Some((_, r_ref_world)) = fitter.refs[ji] else {
            continue;
        };
        let jt = joint_type_of(j);
        let is_right = on_right(&j.name);
        let twin = fitter.twin(ji, r_ref_world, &plane, &done);
        // A pair is fitted in the left joint's convention.
        let (li, ri) = match twin {
            Some(t) if is_right => (t, Some(ji)),
            Some(t) => (ji, Some(t)),
            None => (ji, None),
        };
        let mut samples = fitter.samples_in_ref(li);
        let mut tracks = fitter.tracks_in_ref(li);
        if let Some(r) = ri {
            samples.extend(fitter.samples_in_ref(r).into_iter().map(mirror_q));
            tracks.extend(
                fitter
                    .tracks_in_ref(r)
                    .into_iter()
                    .map(|(c, t)| (c, t.into_iter().map(mirror_q).collect())),
            );
        }
        if samples.is_empty() {
            continue;
        }
        let full_turn = tracks
            .iter()
            .find(|(_, t)| winds_full_turn(t, margin))
            .map(|(c, _)| motion.clips.get(*c).cloned().unwrap_or_default());
        let ltype = jt.map(|(t, _)| t);
        // A right joint fitted alone reads the mirrored envelope in its own frame.
        let env = ltype.and_then(|t| opts.table.for_joint(t, is_right && ri.is_none()));
        let pair = PairFit {
            fit: fit_cone_with(&samples, margin, env.as_ref(), full_turn.is_some()),
            full_turn,
            joint_type: ltype,
            samples: samples.len(),
            left: li,
            right: ri,
        };
        let sides: Vec<(usize, bool)> = match ri {
            Some(r) => vec![(li, false), (r, true)],
            None => vec![(ji, false)],
        };
        for (k, mirrored) in sides {
            done[k] = true;
            if let Some(f) = fitter.apply(&mut out, k, mirrored, &pair) {
                fits.insert(k, f);
            }
        }
    }
    let joints: Vec<JointFit> = fits.into_values().collect();
    let warnings = joints
        .iter()
        .flat_map(|f| f.warnings.iter().map(move |w| format!("{}: {w}", f.joint)))
        .collect();
    (
        out,
        LimitFitReport {
            clips: motion.clips.clone(),
            margin_deg: margin.to_degrees(),
            envelope_source: opts.table.source.clone(),
            joints,
            warnings,
        },
    )
}

/// One cone fit, for a joint alone or a left/right pair (in the left joint's convention).
struct PairFit<'a> {
    fit: ConeFit,
    /// The clip that turns the joint a full revolution about its twist axis (the twist is then
    /// free).
    full_turn: Option<String>,
    joint_type: Option<&'a str>,
    /// Samples the fit contains (both sides' for a pair).
    samples: usize,
    /// The joint fitted (the left one of a pair) and the right twin.
    left: usize,
    right: Option<usize>,
}

/// What the per-joint fits read: the rig, its character and motion, and each joint's
/// reference frame.
struct JointFitter<'a> {
    rig: &'a Rig,
    ch: &'a Character,
    motion: &'a Motion,
    /// Per joint: `R_ref` in the parent body, and in the world (see [`reference_frames`]).
    refs: Vec<Option<(Quat, Quat)>>,
    /// The margin asked for, radians.
    margin: f32,
}

impl JointFitter<'_> {
    /// Joint `k`'s clip samples and its rest pose, as rotations in its reference frame.
    fn samples_in_ref(&self, k: usize) -> Vec<Quat> {
        let rig = self.rig;
        let Some(pre) = self.to_ref(k) else {
            return Vec::new();
        };
        let rest = rest_sample(rig, self.ch, k);
        self.motion.joints[k]
            .iter()
            .map(|s| s.q)
            .chain(rest)
            .map(|q| (pre * q).normalize())
            .collect()
    }

    /// Joint `k`'s clip samples in its reference frame, one track of consecutive frames per
    /// clip: `(clip index, rotations)`.
    fn tracks_in_ref(&self, k: usize) -> Vec<(usize, Vec<Quat>)> {
        let Some(pre) = self.to_ref(k) else {
            return Vec::new();
        };
        let mut tracks: Vec<(usize, Vec<Quat>)> = Vec::new();
        let mut last: Option<(usize, usize)> = None;
        for s in &self.motion.joints[k] {
            let q = (pre * s.q).normalize();
            match tracks.last_mut() {
                Some((_, t)) if last == Some((s.clip, s.frame.wrapping_sub(1))) => t.push(q),
                _ => tracks.push((s.clip, vec![q])),
            }
            last = Some((s.clip, s.frame));
        }
        tracks
    }

    /// The rotation taking joint `k`'s samples (child frame in its parent frame) into its
    /// reference frame; None without one.
    fn to_ref(&self, k: usize) -> Option<Quat> {
        let (r, _) = self.refs[k]?;
        Some(r.inverse() * self.rig.joints[k].parent_frame.rotation)
    }

    /// Joint `ji`'s twin on the other side (not yet fitted), when its reference frame mirrors
    /// this one's (`r_ref_world`).
    fn twin(
        &self,
        ji: usize,
        r_ref_world: Quat,
        plane: &MirrorPlane,
        done: &[bool],
    ) -> Option<usize> {
        let name = &self.rig.joints[ji].name;
        counterpart(name)
            .and_then(|n| self.rig.joint_index(&n))
            .filter(|&ti| !done[ti] && side_of(name).is_some())
            .filter(|&ti| {
                self.refs[ti].is_some_and(|(_, tw)| {
                    plane.reflect_rotation(r_ref_world).angle_between(tw) < 2f32.to_radians()
                })
            })
    }

    /// Write the fit to joint `k` of `out` (`mirrored`: the right twin of a pair) and report
    /// it; None when the joint has no reference frame.
    fn apply(&self, out: &mut Rig, k: usize, mirrored: bool, pair: &PairFit) -> Option<JointFit> {
        let (rig, fit, ltype) = (self.rig, &pair.fit, pair.joint_type);
        let (r_k, _) = self.refs[k]?;
        let (c, tmin, tmax) = if mirrored {
            (mirror_q(fit.c), -fit.twist_max, -fit.twist_min)
        } else {
            (fit.c, fit.twist_min, fit.twist_max)
        };
        let old = &rig.joints[k];
        let before = super::motion::joint_limits(old);
        let new_rot = (r_k * c).normalize();
        let nj = &mut out.joints[k];
        nj.parent_frame.rotation = new_rot;
        nj.swing1 = fit.swing1;
        nj.swing2 = fit.swing2;
        nj.twist_min = tmin;
        nj.twist_max = tmax;
        let deg = |r: f32| r.to_degrees();
        Some(JointFit {
            joint: old.name.clone(),
            joint_type: ltype.map(str::to_owned),
            samples: pair.samples,
            paired_with: pair.right.map(|r| {
                if k == r {
                    rig.joints[pair.left].name.clone()
                } else {
                    rig.joints[r].name.clone()
                }
            }),
            before_deg: before.map(f32::to_degrees),
            after_deg: [fit.swing1, fit.swing2, tmin, tmax].map(f32::to_degrees),
            axis_moved_deg: (old.parent_frame.rotation * Vec3::X)
                .angle_between(new_rot * Vec3::X)
                .to_degrees(),
            swing_margin_deg: deg(fit.swing_margin),
            twist_margin_deg: deg(fit.twist_margin),
            clip_beyond_envelope_deg: deg(fit.clip_excess),
            limits_beyond_envelope_deg: deg(fit.limits_excess),
            warnings: fit_warnings(fit, self.margin, ltype, pair.full_turn.as_deref()),
        })
    }
}

/// A fit's warnings: the clips or the limits beyond the anatomical range, a reduced margin,
/// an unknown joint type.
fn fit_warnings(
    fit: &ConeFit,
    margin: f32,
    ltype: Option<&str>,
    full_turn: Option<&str>,
) -> Vec<String> {
    let mut warnings = Vec::new();
    let deg = |r: f32| r.to_degrees();
    if let Some(clip) = full_turn {
        warnings.push(format!(
            "'{clip}' turns it a full revolution about its twist axis, which no twist range \
             can hold: the twist is left free"
        ));
    }
    if fit.clip_excess > ENVELOPE_TOLERANCE {
        warnings.push(format!(
            "the clips go {:.1}° beyond the anatomical range of {}; the limits follow the clips",
            deg(fit.clip_excess),
            with_article(ltype.unwrap_or("joint"))
        ));
    } else if fit.limits_excess > ENVELOPE_TOLERANCE {
        warnings.push(format!(
            "an ellipse around the clips cannot stay inside the anatomical range: {:.1}° beyond it",
            deg(fit.limits_excess)
        ));
    }
    if fit.swing_margin + 1e-4 < margin || fit.twist_margin + 1e-4 < margin {
        warnings.push(format!(
            "margin reduced to {:.1}° (swing) and {:.1}° (twist) to stay inside the anatomical range",
            deg(fit.swing_margin),
            deg(fit.twist_margin)
        ));
    }
    if ltype.is_none() {
        warnings.push("joint type unknown from its name: no anatomical range".into());
    }
    warnings
}

/// A joint type with its indefinite article ("a knee", "an ankle", "an elbow").
pub fn with_article(joint_type: &str) -> String {
    let vowel = joint_type.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {joint_type}", if vowel { "an" } else { "a" })
}

/// Limits from the anatomical range of motion alone: per joint of a known type, the table's
/// ranges compiled on its reference pose ([`super::anatomical::compile_ranges`]), so each pure
/// motion (flexion, abduction, rotation …) ends where the table says. (A cone holding the
/// table's whole box of ranges instead reaches far past it along the motions: 43° of knee
/// hyperextension for the table's 10°.) Where the ellipse and the twist range cannot give a
/// motion exactly, the swings are kept, the twist range widened, and the joint's warnings say
/// what each motion became.
pub fn anatomy_limits(rig: &Rig, ch: &Character, table: &RangeOfMotion) -> (Rig, LimitFitReport) {
    use super::anatomical::{Priority, compile_ranges, motion_names};
    let refs = reference_frames(rig, ch);
    let mut out = rig.clone();
    let mut joints = Vec::new();
    for (k, j) in rig.joints.iter().enumerate() {
        let (Some((t, _)), Some((r_k, _))) = (joint_type_of(j), refs[k]) else {
            continue;
        };
        let right = on_right(&j.name);
        let Some(env) = table.for_joint(t, false) else {
            continue;
        };
        let compiled = compile_ranges(&env, r_k, right, Priority::Swing);
        let warnings: Vec<String> = compiled
            .shortfalls(&env, &motion_names(Some(t)))
            .iter()
            .map(|s| {
                format!(
                    "{} {:.1}° (the table's {:.1}°)",
                    s.motion,
                    s.achieved.to_degrees(),
                    s.asked.to_degrees()
                )
            })
            .collect();
        let before = super::motion::joint_limits(j);
        let nj = &mut out.joints[k];
        compiled.apply_to(nj);
        joints.push(JointFit {
            joint: j.name.clone(),
            joint_type: Some(t.to_owned()),
            samples: 0,
            paired_with: None,
            before_deg: before.map(f32::to_degrees),
            after_deg: [
                compiled.swing1,
                compiled.swing2,
                compiled.twist_min,
                compiled.twist_max,
            ]
            .map(f32::to_degrees),
            axis_moved_deg: (j.parent_frame.rotation * Vec3::X)
                .angle_between(nj.parent_frame.rotation * Vec3::X)
                .to_degrees(),
            swing_margin_deg: 0.0,
            twist_margin_deg: 0.0,
            clip_beyond_envelope_deg: 0.0,
            limits_beyond_envelope_deg: 0.0,
            warnings,
        });
    }
    (
        out,
        LimitFitReport {
            clips: Vec::new(),
            margin_deg: 0.0,
            envelope_source: table.source.clone(),
            joints,
            warnings: Vec::new(),
        },
    )
}

/// The rest pose's relative rotation of joint `k` (limit space), if it can be placed.
fn rest_sample(rig: &Rig, ch: &Character, k: usize) -> Option<Quat> {
    let sk = &ch.skeleton;
    let rest = body_world(rig, sk, &sk.rest_pose());
    let (a, b) = joint_world_frames(rig, &rest, &rig.joints[k])?;
    Some(a.rotation.inverse() * b.rotation)
}

/// The new limits of the named joints, from a fitted rig (for a one-click fix).
pub fn fitted_limits(fitted: &Rig, names: &[String]) -> Vec<(String, FittedLimits)> {
    names
        .iter()
        .filter_map(|n| {
            let j = fitted.joint(n)?;
            Some((
                n.clone(),
                FittedLimits {
                    parent_rotation: j.parent_frame.rotation,
                    swing1: j.swing1,
                    swing2: j.swing2,
                    twist_min: j.twist_min,
                    twist_max: j.twist_max,
                },
            ))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The cone fit proper.

#[cfg(test)]
mod tests {
    use super::cone::*;
    use super::*;
    use crate::fit::envelope::Envelope;
    use crate::rig::limits::{cone_ratio, decompose};
    use glam::Vec2;

    #[test]
    fn joint_types_take_their_article() {
        assert_eq!(with_article("ankle"), "an ankle");
        assert_eq!(with_article("elbow"), "an elbow");
        assert_eq!(with_article("knee"), "a knee");
    }

    /// Deterministic pseudo-random numbers in [-1, 1).
    fn noise(seed: u32) -> impl FnMut() -> f32 {
        let mut s = seed;
        move || {
            s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            (s >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        }
    }

    /// Samples around an off-centre direction: swing (0.6, −0.3) rad ± (0.4, 0.15), twist
    /// 0.2 ± 0.3, composed with a known rotation.
    fn cloud(n: usize) -> Vec<Quat> {
        let mut r = noise(7);
        (0..n)
            .map(|_| {
                let v = Vec3::new(0.0, 0.6 + 0.4 * r(), -0.3 + 0.15 * r());
                let a = v.length();
                (Quat::from_axis_angle(v / a, a) * Quat::from_rotation_x(0.2 + 0.3 * r()))
                    .normalize()
            })
            .collect()
    }

    #[test]
    fn the_centred_ellipse_is_the_smallest_that_holds_the_points() {
        let mut r = noise(3);
        let pts: Vec<Vec2> = (0..200).map(|_| Vec2::new(0.8 * r(), 0.3 * r())).collect();
        let (a, b) = centred_ellipse(&pts);
        // Every point inside (closed form of the ellipse test).
        for p in &pts {
            assert!((p.x / a).powi(2) + (p.y / b).powi(2) <= 1.0 + 1e-4);
        }
        // No other aspect gives a smaller area: scan aspects, each at its smallest scale.
        for k in 1..400 {
            let k = k as f32 * 0.02;
            let s1 = pts
                .iter()
                .map(|p| (p.x * p.x + p.y * p.y / (k * k)).sqrt())
                .fold(0.0, f32::max);
            assert!(s1 * s1 * k >= a * b * (1.0 - 1e-3), "aspect {k}");
        }
    }

    #[test]
    fn a_fitted_cone_holds_every_sample_with_the_margin() {
        let samples = cloud(600);
        let m = 5f32.to_radians();
        let f = fit_cone_with(&samples, m, None, false);
        let ci = f.c.inverse();
        let mut nearest = f32::INFINITY;
        for q in &samples {
            let (sw, tw) = decompose(ci * *q);
            assert!(cone_ratio(sw, f.swing1, f.swing2) <= 1.0 + 1e-4);
            assert!(tw >= f.twist_min - 1e-5 && tw <= f.twist_max + 1e-5);
            let radius = crate::rig::limits::ellipse_radius(f.swing1, f.swing2, sw);
            nearest = nearest.min(radius - sw.length());
            nearest = nearest.min((tw - f.twist_min).min(f.twist_max - tw));
        }
        assert!(nearest >= m - 1e-3, "nearest {}", nearest.to_degrees());
        // The axis moved to the cloud: a centred cone would need 1 rad of swing.
        assert!(f.swing1.max(f.swing2) < 0.75, "{} {}", f.swing1, f.swing2);
        // The twist range is the samples' ± the margin: width ≈ 0.6 + 2·5°.
        let w = f.twist_max - f.twist_min;
        assert!(w < 0.6 + 2.0 * m + 0.2, "{w}");
    }

    #[test]
    fn mirroring_negates_twist_and_swing1_only() {
        let q =
            Quat::from_rotation_z(0.3) * Quat::from_rotation_y(-0.5) * Quat::from_rotation_x(0.4);
        let (sw, tw) = decompose(q);
        let (msw, mtw) = decompose(mirror_q(q));
        assert!((mtw + tw).abs() < 1e-5);
        assert!((msw.x + sw.x).abs() < 1e-5 && (msw.y - sw.y).abs() < 1e-5);
        assert!(mirror_q(mirror_q(q)).angle_between(q) < 1e-6);
    }

    #[test]
    fn the_envelope_reduces_the_margin_or_warns_when_the_clip_leaves_it() {
        let samples = cloud(300);
        let (sw0, tw0) = decompose(samples[0]);
        // An envelope just around the samples: the margin must shrink to fit.
        let (mut y, mut z, mut t) = ((sw0.x, sw0.x), (sw0.y, sw0.y), (tw0, tw0));
        for q in &samples {
            let (sw, tw) = decompose(*q);
            y = (y.0.min(sw.x), y.1.max(sw.x));
            z = (z.0.min(sw.y), z.1.max(sw.y));
            t = (t.0.min(tw), t.1.max(tw));
        }
        let pad = 0.3;
        let env = Envelope {
            theta_y: (y.0 - pad, y.1 + pad),
            theta_z: (z.0 - pad, z.1 + pad),
            twist: (t.0 - 0.02, t.1 + 0.02),
        };
        let m = 5f32.to_radians();
        let f = fit_cone_with(&samples, m, Some(&env), false);
        assert!(f.clip_excess <= 1e-6);
        // The full margin leaves the envelope: either the margin shrinks until the limits fit,
        // or (when even none fits: the rim's twist coupling) the excess is reported.
        let full = limits_for(f.c, &samples, m, m);
        let (_, full_twist_excess) = limits_excess(f.c, full, &env);
        assert!(
            full_twist_excess > ENVELOPE_TOLERANCE,
            "{full_twist_excess}"
        );
        assert!(
            (f.twist_margin < m - 1e-3 && f.limits_excess <= ENVELOPE_TOLERANCE)
                || (f.twist_margin == m && f.limits_excess > ENVELOPE_TOLERANCE),
            "margin {} excess {}",
            f.twist_margin,
            f.limits_excess
        );
        // An envelope the clip leaves: full margin kept, excess reported.
        let tight = Envelope {
            twist: (t.0 + 0.1, t.1),
            ..env
        };
        let f = fit_cone_with(&samples, 5f32.to_radians(), Some(&tight), false);
        assert!((f.clip_excess - 0.1).abs() < 1e-3, "{}", f.clip_excess);
        assert!((f.twist_margin - 5f32.to_radians()).abs() < 1e-6);
    }

    /// A head turning a full revolution about its twist axis while swung 40° off it (every
    /// 25°, like the RobotExpressive's `Dance`), and the same swing with the twist going 170°
    /// each way and back.
    fn spin(full: bool) -> Vec<Quat> {
        let swing = Quat::from_axis_angle(Vec3::new(0.0, 0.6, 0.8), 40f32.to_radians());
        let twists: Vec<f32> = if full {
            (0..=15).map(|k| -17.0 - 25.0 * k as f32).collect()
        } else {
            (0..=34).map(|k| -170.0 + 10.0 * k as f32).collect()
        };
        twists
            .iter()
            .map(|t| (swing * Quat::from_rotation_x(t.to_radians())).normalize())
            .collect()
    }

    #[test]
    fn a_full_turn_about_the_twist_axis_is_told_from_a_wide_twist() {
        let m = 5f32.to_radians();
        // 15 steps of 25°: 375° in all.
        assert!(winds_full_turn(&spin(true), m));
        // 340° back and forth (170° each way): a range of 350° holds it with the margin.
        assert!(!winds_full_turn(&spin(false), m));
        // The same 340° with a 15° margin no longer fits in 360°.
        assert!(winds_full_turn(&spin(false), 15f32.to_radians()));
        // Unordered, the full turn leaves a 25° gap between samples: a twist range that skips
        // it holds every sample, but the joint turns through it.
        let mut tw: Vec<f32> = spin(true).iter().map(|q| decompose(*q).1).collect();
        let (lo, hi) = cone::twist_range(&tw);
        assert!(
            hi - lo < 2.0 * std::f32::consts::PI - 20f32.to_radians(),
            "{lo} {hi}"
        );
        tw.sort_by(f32::total_cmp);
        assert!(tw.windows(2).all(|w| w[1] - w[0] < 26f32.to_radians()));
    }

    #[test]
    fn a_free_twist_fit_leaves_the_twist_free_and_holds_every_swing() {
        let m = 5f32.to_radians();
        let samples = spin(true);
        let f = fit_cone_with(&samples, m, None, true);
        assert!(f.free_twist);
        assert_eq!(
            (f.twist_min, f.twist_max),
            (-std::f32::consts::PI, std::f32::consts::PI)
        );
        assert!(crate::rig::limits::twist_is_free(f.twist_min, f.twist_max));
        let ci = f.c.inverse();
        for q in &samples {
            let (sw, _) = decompose(ci * *q);
            let r = sw.length();
            // Inside the ellipse with the margin (the sample pushed out by it still inside).
            let pushed = sw * ((r + m) / r.max(1e-9));
            assert!(cone_ratio(pushed, f.swing1, f.swing2) <= 1.0 + 1e-3);
        }
        // The head keeps pointing the same way (40° off the rest frame's X) and spins about
        // its own axis: the fitted cone is re-aimed along it, and only as wide as the margin.
        let dir = Quat::from_axis_angle(Vec3::new(0.0, 0.6, 0.8), 40f32.to_radians()) * Vec3::X;
        assert!((f.c * Vec3::X).angle_between(dir) < 1f32.to_radians());
        for half in [f.swing1, f.swing2] {
            assert!(
                (half - MIN_HALF_ANGLE.max(m)).abs() < 0.2f32.to_radians(),
                "{half}"
            );
        }
    }
}
