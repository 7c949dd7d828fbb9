//! Bake a simulation into keys: the pose shown at every fixed step (the clip before the switch,
//! the ragdoll, the get-up) recorded as a clip and written into the model's glTF as one more
//! animation, so that the motion plays in any glTF tool or engine without physics.
//!
//! The keys are the nodes' local transforms in the model's own coordinates: a character placed
//! on a floor (`[model] floor`) has its roots moved back up by it. A property gets a channel
//! only when some key differs from the node's own transform (glTF leaves an unanimated property
//! at the node's value); rotations are kept in one hemisphere from key to key so that linear
//! interpolation takes the short way. Keys are linear, one per recorded step.

use super::error::ExportError;
use super::model_parts::load_model_parts;
use crate::character::{Channel, Character, Clip, Interpolation, Property};
use crate::xform::Xform;
use serde_json::{Value, json};
use std::path::Path;

/// The name a baked animation gets unless one is given.
pub const BAKED_CLIP_NAME: &str = "ragrig bake";

/// How far a key may be from the node's own value and still count as unanimated (m, or
/// quaternion component, or scale factor).
const UNCHANGED: f32 = 1e-6;

/// Poses (every node's local transform) at increasing times, s.
#[derive(Clone, Debug, Default)]
pub struct Recording {
    times: Vec<f64>,
    poses: Vec<Vec<Xform>>,
}

impl Recording {
    /// The most poses a recording keeps (10 minutes at 60 Hz); later ones are dropped.
    pub const CAPACITY: usize = 36_000;

    /// Keep the pose at time `t` (s); ignored unless `t` is later than the last one, the pose
    /// has as many nodes as the first and every value is finite.
    pub fn push(&mut self, t: f64, pose: Vec<Xform>) {
        let later = self.times.last().is_none_or(|&last| t > last);
        let same_size = self.poses.first().is_none_or(|p| p.len() == pose.len());
        let finite = pose
            .iter()
            .all(|x| x.translation.is_finite() && x.rotation.is_finite() && x.scale.is_finite());
        if later && same_size && finite && t.is_finite() && self.times.len() < Self::CAPACITY {
            self.times.push(t);
            self.poses.push(pose);
        }
    }

    pub fn len(&self) -> usize {
        self.times.len()
    }

    pub fn is_empty(&self) -> bool {
        self.times.is_empty()
    }

    /// The index of the pose kept at the latest time no later than `t` seconds after the first
    /// pose (the first pose before it, the last after the end); `None` while empty.
    fn index_at(&self, t: f64) -> Option<usize> {
        let t0 = *self.times.first()?;
        Some(self.times.partition_point(|&s| s - t0 <= t).max(1) - 1)
    }

    /// The pose kept at the latest time no later than `t` seconds after the first pose (the
    /// first pose before it, the last after the end); `None` while empty.
    pub fn pose_at(&self, t: f64) -> Option<&[Xform]> {
        self.index_at(t).map(|i| self.poses[i].as_slice())
    }

    /// The time (s after the first pose) of the pose `steps` poses after the one
    /// [`Recording::pose_at`] gives for `t` (before it when negative), held to the first and
    /// the last pose; `None` while empty.
    pub fn step_from(&self, t: f64, steps: i64) -> Option<f64> {
        let at = self.index_at(t)?;
        let i = (at as i64 + steps).clamp(0, self.times.len() as i64 - 1) as usize;
        Some(self.times[i] - self.times[0])
    }

    /// The time of the first pose, s (the clock of whoever pushed the poses).
    pub fn start(&self) -> Option<f64> {
        self.times.first().copied()
    }

    /// Seconds from the first pose to the last.
    pub fn duration(&self) -> f64 {
        match (self.times.first(), self.times.last()) {
            (Some(a), Some(b)) => b - a,
            _ => 0.0,
        }
    }

    /// The recording as a clip of `ch`'s nodes, starting at 0 s, in the model's own
    /// coordinates (see the module docs). `None` with fewer than two poses.
    pub fn to_clip(&self, name: &str, ch: &Character) -> Option<Clip> {
        if self.len() < 2 {
            return None;
        }
        let t0 = self.times[0];
        let times: Vec<f32> = self.times.iter().map(|t| (t - t0) as f32).collect();
        let nodes = &ch.skeleton.nodes;
        let mut channels = Vec::new();
        for (n, node) in nodes.iter().enumerate() {
            if node.physics_only || self.poses[0].len() <= n {
                continue;
            }
            let lift = if node.parent.is_none() { ch.floor } else { 0.0 };
            let keys: Vec<Xform> = self
                .poses
                .iter()
                .map(|p| {
                    let mut x = p[n];
                    x.translation.y += lift;
                    x
                })
                .collect();
            // The node's own transform as the file stores it (the placed character's roots
            // were moved down by the floor, as the keys were).
            let mut own = node.pose;
            own.translation.y += lift;
            let moves = |f: &dyn Fn(&Xform) -> Vec<f32>| {
                let base = f(&own);
                keys.iter().any(|k| {
                    f(k).iter()
                        .zip(&base)
                        .any(|(a, b)| (a - b).abs() > UNCHANGED)
                })
            };
            let channel = |property, values: Vec<f32>| Channel {
                node: n,
                property,
                interpolation: Interpolation::Linear,
                times: times.clone(),
                values,
            };
            if moves(&|x| x.translation.to_array().to_vec()) {
                let v = keys.iter().flat_map(|k| k.translation.to_array()).collect();
                channels.push(channel(Property::Translation, v));
            }
            // One hemisphere from key to key, starting from the node's own rotation's.
            let mut prev = own.rotation;
            let rotations: Vec<glam::Quat> = keys
                .iter()
                .map(|k| {
                    let q = k.rotation.normalize();
                    let q = if q.dot(prev) < 0.0 { -q } else { q };
                    prev = q;
                    q
                })
                .collect();
            let own_rotation = own.rotation.normalize();
            let turns = rotations.iter().any(|q| {
                // The same rotation either way round: compare the components up to sign (one
                // minus the dot product would let a turn of up to 3 mrad through).
                let q = if q.dot(own_rotation) < 0.0 { -*q } else { *q };
                (glam::Vec4::from(q) - glam::Vec4::from(own_rotation))
                    .abs()
                    .max_element()
                    > UNCHANGED
            });
            if turns {
                let v = rotations.iter().flat_map(|q| q.to_array()).collect();
                channels.push(channel(Property::Rotation, v));
            }
            if moves(&|x| x.scale.to_array().to_vec()) {
                let v = keys.iter().flat_map(|k| k.scale.to_array()).collect();
                channels.push(channel(Property::Scale, v));
            }
        }
        Some(Clip {
            name: name.to_owned(),
            duration: times.last().copied().unwrap_or(0.0),
            channels,
            ignored_weight_channels: 0,
            extras: None,
        })
    }
}

/// Bake `recording` of `ch` into the model at `model` ([`bake_glb`], the clip named
/// [`BAKED_CLIP_NAME`]) and save it atomically at `out`.
pub fn bake_to_file(
    recording: &Recording,
    ch: &Character,
    model: &Path,
    out: &Path,
) -> Result<(), ExportError> {
    let clip = recording
        .to_clip(BAKED_CLIP_NAME, ch)
        .ok_or(ExportError::NothingToBake)?;
    let bytes = bake_glb(model, &clip)?;
    crate::atomic_write(out, &bytes).map_err(|source| ExportError::Save {
        path: out.to_path_buf(),
        source,
    })
}

/// Append `data` to the binary buffer as a new buffer view (4-byte aligned); its index.
fn add_view(root: &mut Value, bin: &mut Vec<u8>, data: &[f32]) -> usize {
    while !bin.len().is_multiple_of(4) {
        bin.push(0);
    }
    let offset = bin.len();
    bin.extend(data.iter().flat_map(|v| v.to_le_bytes()));
    let views = root["bufferViews"]
        .as_array_mut()
        .expect("bufferViews is an array");
    views.push(json!({ "buffer": 0, "byteOffset": offset, "byteLength": data.len() * 4 }));
    views.len() - 1
}

/// A float accessor over a new view of `data`, `kind` (SCALAR, VEC3, VEC4) of `width` floats;
/// its index. `bounds` adds min/max (an animation's key times need them).
fn add_accessor(
    root: &mut Value,
    bin: &mut Vec<u8>,
    data: &[f32],
    kind: &str,
    width: usize,
    bounds: bool,
) -> usize {
    let view = add_view(root, bin, data);
    let mut a = json!({
        "bufferView": view,
        "componentType": 5126,
        "count": data.len() / width,
        "type": kind,
    });
    if bounds {
        let (lo, hi) = data
            .iter()
            .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), &v| {
                (lo.min(v), hi.max(v))
            });
        a["min"] = json!([lo]);
        a["max"] = json!([hi]);
    }
    let accessors = root["accessors"]
        .as_array_mut()
        .expect("accessors is an array");
    accessors.push(a);
    accessors.len() - 1
}

/// The model at `model` (a .glb or .gltf) as a GLB with `clip` added as one more animation
/// (linear keys; the file's own animations, meshes and any physics kept as they are).
pub fn bake_glb(model: &Path, clip: &Clip) -> Result<Vec<u8>, ExportError> {
    if clip.channels.is_empty() || clip.channels.iter().any(|c| c.times.len() < 2) {
        return Err(ExportError::NothingToBake);
    }
    let (mut root, mut bin) = load_model_parts(model)?;
    let Some(obj) = root.as_object_mut() else {
        return Err(ExportError::BadModel("no JSON object at its root"));
    };
    for key in ["bufferViews", "accessors", "animations"] {
        if !obj.get(key).is_some_and(Value::is_array) {
            obj.insert(key.to_owned(), json!([]));
        }
    }
    let mut samplers = Vec::new();
    let mut channels = Vec::new();
    // A skinned mesh's node transform moves nothing (glTF ignores it for the mesh): no keys
    // for such a node unless it has children that it moves.
    let inert = |n: usize| {
        let node = &root["nodes"][n];
        node.get("skin").is_some() && node["children"].as_array().is_none_or(Vec::is_empty)
    };
    let kept: Vec<&Channel> = clip.channels.iter().filter(|c| !inert(c.node)).collect();
    if kept.is_empty() {
        return Err(ExportError::NothingToBake);
    }
    // One accessor per distinct run of key times (a recording's channels share one).
    let mut inputs: Vec<(Vec<f32>, usize)> = Vec::new();
    {
        for c in kept {
            let input = match inputs.iter().find(|(t, _)| *t == c.times) {
                Some((_, i)) => *i,
                None => {
                    let i = add_accessor(&mut root, &mut bin, &c.times, "SCALAR", 1, true);
                    inputs.push((c.times.clone(), i));
                    i
                }
            };
            let (kind, width, path) = match c.property {
                Property::Translation => ("VEC3", 3, "translation"),
                Property::Rotation => ("VEC4", 4, "rotation"),
                Property::Scale => ("VEC3", 3, "scale"),
            };
            let output = add_accessor(&mut root, &mut bin, &c.values, kind, width, false);
            channels.push(json!({
                "sampler": samplers.len(),
                "target": { "node": c.node, "path": path },
            }));
            samplers.push(json!({ "input": input, "output": output, "interpolation": "LINEAR" }));
        }
    }
    if let Some(a) = root["animations"].as_array_mut() {
        a.push(json!({ "name": clip.name, "samplers": samplers, "channels": channels }));
    }
    while !bin.len().is_multiple_of(4) {
        bin.push(0);
    }
    root["buffers"] = json!([{ "byteLength": bin.len() }]);
    let json_bytes = serde_json::to_vec(&root)?;
    Ok(crate::glb::glb_bytes(json_bytes, Some(bin))?)
}
