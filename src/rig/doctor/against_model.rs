//! Doctor checks against the model: bones present, the rig's rest pose against the model's,
//! the clips' frames against the joint limits, and body pairs overlapping at rest or through
//! the clips.
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::{Fix, MAX_ANCHOR_GAP, Out, REST_LIMIT_TOLERANCE, Subject, deg1};
use crate::character::Character;
use crate::rig::limits::{cone_ratio, decompose};
use crate::rig::rest::{body_world, joint_world_frames};
use crate::rig::{ClipRole, Joint, Rig};
use crate::xform::Rigid;
use std::collections::BTreeMap;

/// Checks against the model: every body's bone is in it, every clip role's clip too, each
/// joint at rest (anchors together, inside its limits), the clips' frames inside the limits,
/// no overlap at rest between bodies whose contacts are on, and none that the clips keep up.
pub(super) fn check_against_model(rig: &Rig, ch: &Character, out: &mut Out) {
    let sk = &ch.skeleton;
    check_bones_present(rig, ch, out);
    check_role_clips_present(rig, ch, out);
    let world = body_world(rig, sk, &sk.rest_pose());
    // Joints: anchors coincident and rest pose inside the limits.
    for j in &rig.joints {
        check_joint_at_rest(rig, &world, j, out);
    }
    check_rest_overlaps(rig, &world, out);
    if crate::fit::motion::analysis_frames(ch, rig.sim.dt).is_some() {
        check_clips_against_limits(rig, ch, out);
        check_clip_overlaps(rig, ch, &world, out);
    } else {
        out.info(
            "clips-not-checked",
            Subject::Rig,
            format!(
                "the clips were not checked against the limits or for overlaps: at sim.dt = {} s \
                 they hold more than {} frames",
                rig.sim.dt,
                crate::fit::motion::MAX_ANALYSIS_FRAMES
            ),
        );
    }
}

/// Every body's bone is in the model (`dangling-reference`), and which node it means when
/// several nodes of the model have its name (`shared-bone-name`).
fn check_bones_present(rig: &Rig, ch: &Character, out: &mut Out) {
    let sk = &ch.skeleton;
    for b in &rig.bodies {
        let Some(follows) = sk.find(&b.bone) else {
            out.error(
                "dangling-reference",
                Subject::Body(b.name.clone()),
                format!("body '{}': bone '{}' is not in the model", b.name, b.bone),
            );
            continue;
        };
        // Said only where the name alone leaves a doubt: the body follows a skin joint that
        // another node of its name comes before, or several skin joints have its name.
        let named: Vec<usize> = (0..sk.nodes.len())
            .filter(|&i| sk.nodes[i].name == b.bone)
            .collect();
        let joints = named.iter().filter(|&&i| sk.nodes[i].skin_joint).count();
        if named[0] != follows || joints > 1 {
            let which = if joints > 1 {
                "the first skin joint among them"
            } else {
                "the skin joint among them"
            };
            let list: Vec<String> = named.iter().map(usize::to_string).collect();
            out.info(
                "shared-bone-name",
                Subject::Body(b.name.clone()),
                format!(
                    "body '{}': {} nodes of the model are named '{}' (nodes {}); the body follows node {follows}, {which}",
                    b.name,
                    named.len(),
                    b.bone,
                    list.join(", ")
                ),
            );
        }
    }
}

/// Every clip a clip role names is in the model (`missing-clip`).
fn check_role_clips_present(rig: &Rig, ch: &Character, out: &mut Out) {
    for role in ClipRole::ALL {
        if let Some(clip) = rig.clip_for(role)
            && ch.clip(clip).is_none()
        {
            out.warn(
                "missing-clip",
                Subject::Rig,
                format!(
                    "clip role '{role}' names clip '{clip}', which is not in the model{}",
                    if role.is_getup() {
                        "; recovery blends into the idle clip's first frame instead"
                    } else {
                        ""
                    }
                ),
            );
        }
    }
}

/// A joint at rest (`world`: the bodies' rest placements): its two frames at most
/// [`MAX_ANCHOR_GAP`] apart (`anchor-gap`) and its rest pose inside its limits
/// (`rest-outside-limits`).
fn check_joint_at_rest(rig: &Rig, world: &[Option<Rigid>], j: &Joint, out: &mut Out) {
    let Some((fa, fb)) = joint_world_frames(rig, world, j) else {
        return;
    };
    if !(fa.is_finite() && fb.is_finite()) {
        return;
    }
    let gap = (fa.translation - fb.translation).length();
    if gap > MAX_ANCHOR_GAP {
        out.error(
            "anchor-gap",
            Subject::Joint(j.name.clone()),
            format!(
                "joint '{}': the two frames are {:.1} mm apart at rest (max {:.0} mm)",
                j.name,
                gap * 1000.0,
                MAX_ANCHOR_GAP * 1000.0
            ),
        );
    }
    let q_rel = fa.rotation.inverse() * fb.rotation;
    let (swing, twist) = decompose(q_rel);
    let ratio = cone_ratio(swing, j.swing1, j.swing2);
    let swing_tol = 1.0 + REST_LIMIT_TOLERANCE / j.swing1.min(j.swing2).max(1e-3);
    if j.swing1 > 0.0 && j.swing2 > 0.0 && ratio > swing_tol {
        out.error(
            "rest-outside-limits",
            Subject::Joint(j.name.clone()),
            format!(
                "joint '{}': the rest pose swings to {:.2}× the cone (swing {}, {})",
                j.name,
                ratio,
                deg1(swing.x),
                deg1(swing.y)
            ),
        );
    }
    if twist < j.twist_min - REST_LIMIT_TOLERANCE || twist > j.twist_max + REST_LIMIT_TOLERANCE {
        out.error(
            "rest-outside-limits",
            Subject::Joint(j.name.clone()),
            format!(
                "joint '{}': rest twist {} is outside [{}, {}]",
                j.name,
                deg1(twist),
                deg1(j.twist_min),
                deg1(j.twist_max)
            ),
        );
    }
}

/// Non-adjacent bodies overlapping at rest (`world`) with their contacts on (`rest-overlap`).
fn check_rest_overlaps(rig: &Rig, world: &[Option<Rigid>], out: &mut Out) {
    for (a, b, pen) in crate::rig::rest::overlapping_pairs(rig, world) {
        if pen > 1e-3 {
            let (ba, bb) = (&rig.bodies[a], &rig.bodies[b]);
            out.warn(
                "rest-overlap",
                Subject::Body(ba.name.clone()),
                format!(
                    "bodies '{}' and '{}' overlap by {:.1} mm at rest and their contacts are on",
                    ba.name,
                    bb.name,
                    pen * 1000.0
                ),
            );
            out.with_fix(Fix::DisablePair {
                a: ba.name.clone(),
                b: bb.name.clone(),
            });
        }
    }
}

/// Pairs whose contacts are on and that the clips hold inside each other in at least
/// [`crate::rig::CLIP_OVERLAP_SHARE`] of their frames (`clip-overlap`, a note), with disabling
/// the pair as the fix. A note, not a warning: whether the ragdoll is better with the pair off
/// depends on the character (measured in docs/simulation.md). A pair already reported as
/// overlapping at rest (`rest`: the bodies placed in the rest pose) is not reported again.
fn check_clip_overlaps(rig: &Rig, ch: &Character, rest: &[Option<Rigid>], out: &mut Out) {
    if ch.clips.is_empty() {
        return;
    }
    let at_rest = crate::rig::rest::overlapping_pairs(rig, rest);
    let overlaps = crate::rig::clip_overlaps(rig, ch);
    for o in overlaps.frequent() {
        if at_rest
            .iter()
            .any(|&(a, b, d)| (a, b) == (o.a, o.b) && d > 1e-3)
        {
            continue;
        }
        let (ba, bb) = (&rig.bodies[o.a], &rig.bodies[o.b]);
        out.info(
            "clip-overlap",
            Subject::Body(ba.name.clone()),
            format!(
                "bodies '{}' and '{}' overlap in {} of the clips' {} frames ({:.0} %), by up to \
                 {:.0} mm ('{}' at {:.2} s), and their contacts are on: the capsules are where the \
                 skin is not, and the contact can wedge a limb after a switch",
                ba.name,
                bb.name,
                o.frames,
                overlaps.total_frames,
                100.0 * overlaps.share(o),
                o.deepest_m * 1000.0,
                o.clip,
                o.time_s
            ),
        );
        out.with_fix(Fix::DisablePair {
            a: ba.name.clone(),
            b: bb.name.clone(),
        });
    }
}

/// Clip frames outside a joint's limits (`clip-outside-limits`): which clip, which frames and
/// how far, with the limits fitted to all clips as the fix (the joint and its mirror twin).
pub(super) fn check_clips_against_limits(rig: &Rig, ch: &Character, out: &mut Out) {
    use crate::fit::motion::{joint_limits, sample_margin, sample_motion};
    if ch.clips.is_empty() || rig.joints.is_empty() {
        return;
    }
    let motion = sample_motion(rig, ch, None);
    // Per joint: per clip, the frames outside and the largest overshoot (rad).
    // Per clip: the frames outside and the largest overshoot.
    type ClipOvershoot = BTreeMap<usize, (Vec<usize>, f32)>;
    let mut flagged: Vec<(usize, ClipOvershoot)> = Vec::new();
    for (ji, j) in rig.joints.iter().enumerate() {
        let limits = joint_limits(j);
        let mut per_clip: BTreeMap<usize, (Vec<usize>, f32)> = BTreeMap::new();
        for s in &motion.joints[ji] {
            let m = sample_margin(s, limits);
            let over = (-m.swing).max(-m.twist);
            if over > REST_LIMIT_TOLERANCE {
                let e = per_clip.entry(s.clip).or_default();
                e.0.push(s.frame);
                e.1 = e.1.max(over);
            }
        }
        if !per_clip.is_empty() {
            flagged.push((ji, per_clip));
        }
    }
    if flagged.is_empty() {
        return;
    }
    let names: Vec<String> = flagged
        .iter()
        .map(|(ji, _)| rig.joints[*ji].name.clone())
        .collect();
    let opts = crate::fit::limits::LimitFitOptions {
        joints: Some(names),
        ..Default::default()
    };
    let (fitted, _) = crate::fit::limits::fit_limits_to(rig, ch, &motion, &opts);
    for (ji, per_clip) in flagged {
        let j = &rig.joints[ji];
        let frames: usize = per_clip.values().map(|v| v.0.len()).sum();
        let worst = per_clip.values().map(|v| v.1).fold(0.0, f32::max);
        let mut parts: Vec<String> = per_clip
            .iter()
            .map(|(c, (f, over))| {
                format!(
                    "{} frames {} (up to {})",
                    motion.clips[*c],
                    frame_ranges(f),
                    deg1(*over)
                )
            })
            .collect();
        if parts.len() > 4 {
            let more = parts.len() - 4;
            parts.truncate(4);
            parts.push(format!("{more} more clips"));
        }
        out.warn(
            "clip-outside-limits",
            Subject::Joint(j.name.clone()),
            format!(
                "joint '{}': {frames} clip frames lie outside its limits, up to {}: {}",
                j.name,
                deg1(worst),
                parts.join("; ")
            ),
        );
        let mut pair = vec![j.name.clone()];
        if let Some(t) = crate::fit::names::counterpart(&j.name)
            && rig.joint(&t).is_some()
        {
            pair.push(t);
        }
        let joints = crate::fit::limits::fitted_limits(&fitted, &pair);
        if !joints.is_empty() {
            out.with_fix(Fix::FitLimits { joints });
        }
    }
}

/// `0–12, 30, 41–44` from sorted frame indices.
fn frame_ranges(frames: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut k = 0;
    while k < frames.len() {
        let start = frames[k];
        let mut end = start;
        while k + 1 < frames.len() && frames[k + 1] == end + 1 {
            k += 1;
            end = frames[k];
        }
        parts.push(if end > start {
            format!("{start}–{end}")
        } else {
            start.to_string()
        });
        k += 1;
    }
    if parts.len() > 6 {
        let more = parts.len() - 6;
        parts.truncate(6);
        parts.push(format!("+{more} runs"));
    }
    parts.join(", ")
}
