//! Test clips for the scenarios whose motion a character's own clips seldom have: a spin at a
//! known yaw rate and a teleport. A model without a clip that carries the marker
//! (`yaw_rate_deg_s`, `teleport_at_s` in the clip's extras) gets one made from its rest pose,
//! so the spin and teleport scenarios run on every character instead of being skipped.
//!
//! * spin: the rest pose turned about the vertical axis through the skeleton root's origin at
//!   `SPIN_YAW_RATE_DEG_S` for [`CLIP_S`], keyed every 1/`SAMPLE_RATE_HZ` s with linear
//!   interpolation (a slerp between keys turns at a constant rate, so the yaw rate is exact), as
//!   the bundled sample's spin turns its root bone;
//! * teleport: the rest pose moved `TELEPORT_OFFSET_M` along +X at `TELEPORT_AT_S`, held
//!   (step interpolation) on both sides.
//!
//! Both move the root nodes of the scene (the nodes without a parent) and hold every other node
//! at its rest pose (the pose the rig is built on; clips are otherwise sampled on the file's node
//! transforms), so the character moves as one rigid piece (a root other than the skeleton's, off
//! the axis, follows the spin's circle along chords between keys). The rate, times and distance
//! are the bundled sample's own.

use crate::character::clip::Channel;
use crate::character::{Character, Clip, Interpolation, Property};
use crate::sample::{SAMPLE_RATE_HZ, SPIN_YAW_RATE_DEG_S, TELEPORT_AT_S, TELEPORT_OFFSET_M};
use glam::{Quat, Vec3};
use serde_json::json;
use std::borrow::Cow;

/// Length of each made clip, s.
pub const CLIP_S: f32 = 2.0;

/// The name of a made clip says what it is made of.
pub const SPIN_CLIP: &str = "spin (made from the rest pose)";
pub const TELEPORT_CLIP: &str = "teleport (made from the rest pose)";

/// `ch` with a made spin and teleport clip added where none of its clips carries the marker
/// (borrowed unchanged when it has both, or no root node to move).
pub fn with_test_clips(ch: &Character) -> Cow<'_, Character> {
    let has = |key: &str| {
        ch.clips
            .iter()
            .any(|c| c.extras.as_ref().is_some_and(|e| e.get(key).is_some()))
    };
    let roots: Vec<usize> = (0..ch.skeleton.nodes.len())
        .filter(|&i| ch.skeleton.nodes[i].parent.is_none())
        .collect();
    let (spin, teleport) = (!has("yaw_rate_deg_s"), !has("teleport_at_s"));
    if roots.is_empty() || !(spin || teleport) {
        return Cow::Borrowed(ch);
    }
    let mut out = ch.clone();
    if spin {
        out.clips.push(spin_clip(ch, &roots));
    }
    if teleport {
        out.clips.push(teleport_clip(ch, &roots));
    }
    Cow::Owned(out)
}

/// The rest pose turned about +Y through the origin at the made yaw rate.
fn spin_clip(ch: &Character, roots: &[usize]) -> Clip {
    let keys = (CLIP_S * SAMPLE_RATE_HZ).round() as usize;
    let times: Vec<f32> = (0..=keys).map(|k| k as f32 / SAMPLE_RATE_HZ).collect();
    let mut channels = held_at_rest(ch, roots);
    // The vertical axis through the origin of the root with the most nodes under it (the
    // skeleton's): that root turns in place, any other about the same axis.
    let nodes = &ch.skeleton.nodes;
    let under = |r: usize| {
        (0..nodes.len())
            .filter(|&i| {
                let mut n = i;
                while let Some(p) = nodes[n].parent {
                    n = p;
                }
                n == r
            })
            .count()
    };
    let main = roots.iter().copied().max_by_key(|&r| under(r)).unwrap_or(0);
    let pivot = nodes[main].rest.translation;
    for &r in roots {
        let rest = nodes[r].rest;
        let (mut rotations, mut translations) = (Vec::new(), Vec::new());
        for &t in &times {
            let turn = Quat::from_rotation_y((SPIN_YAW_RATE_DEG_S * t).to_radians());
            rotations.extend((turn * rest.rotation).normalize().to_array());
            translations.extend((pivot + turn * (rest.translation - pivot)).to_array());
        }
        channels.push(channel(
            r,
            Property::Rotation,
            Interpolation::Linear,
            &times,
            rotations,
        ));
        // Linear between keys: exact for the pivot's root (it does not move), along the chord
        // for another root off the axis (0.14 % of its distance to the axis at most).
        channels.push(channel(
            r,
            Property::Translation,
            Interpolation::Linear,
            &times,
            translations,
        ));
    }
    Clip {
        name: SPIN_CLIP.into(),
        duration: CLIP_S,
        channels,
        ignored_weight_channels: 0,
        extras: Some(json!({ "yaw_rate_deg_s": SPIN_YAW_RATE_DEG_S })),
    }
}

/// The rest pose, moved along +X at the made teleport time.
fn teleport_clip(ch: &Character, roots: &[usize]) -> Clip {
    let times = [0.0, TELEPORT_AT_S, CLIP_S];
    let mut channels = held_at_rest(ch, roots);
    for &r in roots {
        let rest = ch.skeleton.nodes[r].rest;
        let moved = rest.translation + Vec3::X * TELEPORT_OFFSET_M;
        let values = [rest.translation, moved, moved]
            .iter()
            .flat_map(|v| v.to_array())
            .collect();
        channels.push(channel(
            r,
            Property::Translation,
            Interpolation::Step,
            &times,
            values,
        ));
        let rotation = rest.rotation.to_array().to_vec();
        channels.push(channel(
            r,
            Property::Rotation,
            Interpolation::Step,
            &[0.0],
            rotation,
        ));
    }
    Clip {
        name: TELEPORT_CLIP.into(),
        duration: CLIP_S,
        channels,
        ignored_weight_channels: 0,
        extras: Some(json!({ "teleport_at_s": TELEPORT_AT_S })),
    }
}

/// One-key channels that hold every node at its rest pose: all three properties of every node
/// but the roots, and the roots' scale (their translation and rotation are the clip's motion).
fn held_at_rest(ch: &Character, roots: &[usize]) -> Vec<Channel> {
    let mut out = Vec::new();
    for (i, n) in ch.skeleton.nodes.iter().enumerate() {
        let x = n.rest;
        out.push(channel(
            i,
            Property::Scale,
            Interpolation::Step,
            &[0.0],
            x.scale.to_array().to_vec(),
        ));
        if roots.contains(&i) {
            continue;
        }
        out.push(channel(
            i,
            Property::Translation,
            Interpolation::Step,
            &[0.0],
            x.translation.to_array().to_vec(),
        ));
        out.push(channel(
            i,
            Property::Rotation,
            Interpolation::Step,
            &[0.0],
            x.rotation.to_array().to_vec(),
        ));
    }
    out
}

fn channel(
    node: usize,
    property: Property,
    interpolation: Interpolation,
    times: &[f32],
    values: Vec<f32>,
) -> Channel {
    Channel {
        node,
        property,
        interpolation,
        times: times.to_vec(),
        values,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::load_character_from_bytes;
    use crate::sample::{Density, mannequin_glb};
    use glam::Mat4;

    /// The sample character without its own spin and teleport clips.
    fn sample_without_markers() -> Character {
        let bytes = mannequin_glb(Density::Normal).unwrap();
        let mut ch = load_character_from_bytes(&bytes, std::path::Path::new("m.glb")).unwrap();
        ch.clips
            .retain(|c| c.name != "spin" && c.name != "teleport");
        ch
    }

    fn under_root(ch: &Character, mut n: usize) -> usize {
        while let Some(p) = ch.skeleton.nodes[n].parent {
            n = p;
        }
        n
    }

    fn world_at(ch: &Character, clip: &Clip, t: f32) -> Vec<Mat4> {
        ch.skeleton
            .world_matrices(&clip.sample(t, &ch.skeleton.node_pose()))
    }

    fn close(a: &Mat4, b: &Mat4) -> bool {
        a.to_cols_array()
            .iter()
            .zip(b.to_cols_array())
            .all(|(x, y)| (x - y).abs() < 1e-4)
    }

    /// Every node of the made spin, at key times and between them, is the rest pose turned by
    /// ω₀·t about the vertical through the root's origin; the made teleport is the rest pose
    /// before its time and the rest pose moved 3 m along +X from it on. The root is moved off
    /// the origin and scaled, as a model's may be.
    #[test]
    fn the_made_clips_turn_and_move_the_rest_pose_as_one_piece() {
        let mut ch = sample_without_markers();
        // The skeleton's root: the root with the most nodes under it.
        let n = ch.skeleton.nodes.len();
        let root = (0..n)
            .filter(|&r| ch.skeleton.nodes[r].parent.is_none())
            .max_by_key(|&r| (0..n).filter(|&i| under_root(&ch, i) == r).count())
            .unwrap();
        let r = &mut ch.skeleton.nodes[root].rest;
        r.translation += Vec3::new(1.5, 0.2, -0.7);
        r.scale = Vec3::splat(1.2);
        let pivot = Mat4::from_translation(r.translation);
        let rest = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
        let made = with_test_clips(&ch);
        assert_eq!(made.clips.len(), ch.clips.len() + 2);
        let spin = made.clips.iter().find(|c| c.name == SPIN_CLIP).unwrap();
        let rate = spin.extras.as_ref().unwrap()["yaw_rate_deg_s"]
            .as_f64()
            .unwrap();
        assert_eq!(rate as f32, SPIN_YAW_RATE_DEG_S);
        for t in [0.0, 0.4, 0.517, 1.25, 1.99] {
            let turn = pivot
                * Mat4::from_rotation_y((SPIN_YAW_RATE_DEG_S * t).to_radians())
                * pivot.inverse();
            for (i, w) in world_at(&made, spin, t).iter().enumerate() {
                if under_root(&ch, i) == root {
                    assert!(close(w, &(turn * rest[i])), "node {i} at {t} s");
                } else {
                    let miss = w.w_axis.truncate() - (turn * rest[i]).w_axis.truncate();
                    assert!(miss.length() < 5e-3, "node {i} at {t} s: {miss}");
                }
            }
        }
        let tp = made.clips.iter().find(|c| c.name == TELEPORT_CLIP).unwrap();
        let at = tp.extras.as_ref().unwrap()["teleport_at_s"]
            .as_f64()
            .unwrap() as f32;
        assert_eq!(at, TELEPORT_AT_S);
        for (t, shift) in [
            (0.5, 0.0),
            (0.99, 0.0),
            (1.0, TELEPORT_OFFSET_M),
            (1.7, TELEPORT_OFFSET_M),
        ] {
            let moved = Mat4::from_translation(Vec3::X * shift);
            for (i, w) in world_at(&made, tp, t).iter().enumerate() {
                assert!(close(w, &(moved * rest[i])), "node {i} at {t} s");
            }
        }
    }

    /// A character whose clips carry both markers is used as it is.
    #[test]
    fn a_character_with_its_own_spin_and_teleport_gets_no_made_clip() {
        let bytes = mannequin_glb(Density::Normal).unwrap();
        let ch = load_character_from_bytes(&bytes, std::path::Path::new("m.glb")).unwrap();
        assert!(matches!(with_test_clips(&ch), Cow::Borrowed(_)));
    }
}
