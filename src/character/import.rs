//! glTF 2.0 import (.glb, .gltf with embedded or external buffers) into a [`Character`].
//!
//! Every accessor is checked (type, count, byte range, finite values) before it is read, so a
//! malformed file gives one clear [`ImportError`] instead of a panic.

use super::clip::{Channel, Clip, Interpolation, Property};
use super::mesh::{MeshInstance, renormalise};
use super::skeleton::{Node, Skeleton, Skin};
use super::{Character, ImportError};
use crate::xform::Xform;
use base64::Engine;
use glam::{Mat4, Quat, Vec3};
use gltf::accessor::{DataType, Dimensions};
use gltf::animation::util::ReadOutputs;
use gltf::json::validation::Checked;
use std::path::{Path, PathBuf};

type Result<T> = std::result::Result<T, ImportError>;

/// Largest accessor without a buffer view (sparse data over zeros) the importer reads, bytes.
/// An accessor with a view is bounded by its buffer, i.e. by the file.
pub const MAX_VIEWLESS_BYTES: usize = 64 << 20;

/// Read a model file (.glb or .gltf).
pub fn load_character(path: &Path) -> Result<Character> {
    let bytes = std::fs::read(path).map_err(|source| ImportError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    load_character_from_bytes(&bytes, path)
}

/// Read a model from memory; `path` names it in errors and locates external buffers.
pub fn load_character_from_bytes(bytes: &[u8], path: &Path) -> Result<Character> {
    // The checks below are meant to catch every malformed input; this is the last line of
    // defence so that a case they miss still becomes an error, never a crash.
    match std::panic::catch_unwind(|| Importer::run(bytes, path)) {
        Ok(r) => r,
        Err(_) => Err(ImportError::invalid(
            path,
            "the file is malformed in a way the importer could not describe",
        )),
    }
}

struct Importer<'p> {
    path: &'p Path,
    buffers: Vec<Vec<u8>>,
    notes: Vec<String>,
}

impl<'p> Importer<'p> {
    fn run(bytes: &[u8], path: &'p Path) -> Result<Character> {
        if bytes.starts_with(b"glTF")
            && let Some(message) = crate::glb::header_error(bytes)
        {
            return Err(ImportError::Parse {
                path: path.to_path_buf(),
                message,
            });
        }
        let stripped = if precheck_json(bytes, path)? {
            without_node_less_channels(bytes)
        } else {
            None
        };
        let (source, node_less) = match &stripped {
            Some((b, removed)) => (b.as_slice(), removed.as_slice()),
            None => (bytes, &[][..]),
        };
        let gltf = gltf::Gltf::from_slice(source).map_err(|e| ImportError::Parse {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        let mut imp = Importer {
            path,
            buffers: Vec::new(),
            notes: Vec::new(),
        };
        imp.load_buffers(&gltf.document, gltf.blob.as_deref())?;
        let mut skeleton = imp.read_skeleton(&gltf.document)?;
        let physics_only = physics_only_nodes(bytes, skeleton.nodes.len());
        for (node, p) in skeleton.nodes.iter_mut().zip(physics_only) {
            node.physics_only = p;
        }
        let skins = imp.read_skins(&gltf.document)?;
        for &j in skins.iter().flat_map(|s| &s.joints) {
            if let Some(node) = skeleton.nodes.get_mut(j) {
                node.skin_joint = true;
            }
        }
        imp.note_repeated_names(&skeleton);
        let meshes = imp.read_meshes(&gltf.document, &skins)?;
        let clips = imp.read_clips(&gltf.document, skeleton.nodes.len(), node_less)?;
        let rest_poses = super::RestPoses::new(&skeleton, &skins);
        let mut ch = Character {
            skeleton,
            skins,
            meshes,
            clips,
            notes: counted_once(imp.notes),
            rest_poses,
            floor: 0.0,
        };
        ch.use_rest_pose(super::RestPose::Bind);
        Ok(ch)
    }

    fn err(&self, message: impl Into<String>) -> ImportError {
        ImportError::invalid(self.path, message)
    }

    fn load_buffers(&mut self, doc: &gltf::Document, blob: Option<&[u8]>) -> Result<()> {
        let base = self
            .path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        for b in doc.buffers() {
            let data = match b.source() {
                gltf::buffer::Source::Bin => blob
                    .ok_or_else(|| {
                        self.err(format!(
                            "buffer {} refers to the GLB binary chunk, which is missing",
                            b.index()
                        ))
                    })?
                    .to_vec(),
                gltf::buffer::Source::Uri(uri) => self.read_uri(uri, &base, b.index())?,
            };
            if data.len() < b.length() {
                return Err(self.err(format!(
                    "buffer {} holds {} bytes but declares {} (truncated file?)",
                    b.index(),
                    data.len(),
                    b.length()
                )));
            }
            self.buffers.push(data);
        }
        Ok(())
    }

    fn read_uri(&self, uri: &str, base: &Path, index: usize) -> Result<Vec<u8>> {
        if let Some(rest) = uri.strip_prefix("data:") {
            let (_, payload) = rest.split_once(";base64,").ok_or_else(|| {
                self.err(format!(
                    "buffer {index}: only base64 data URIs are supported"
                ))
            })?;
            return base64::engine::general_purpose::STANDARD
                .decode(payload)
                .map_err(|e| self.err(format!("buffer {index}: bad base64 data: {e}")));
        }
        let file: PathBuf = base.join(percent_decode(uri));
        std::fs::read(&file).map_err(|e| {
            self.err(format!(
                "buffer {index}: cannot read external file {}: {e}",
                file.display()
            ))
        })
    }

    fn read_skeleton(&mut self, doc: &gltf::Document) -> Result<Skeleton> {
        let n = doc.nodes().len();
        let mut nodes: Vec<Node> = Vec::with_capacity(n);
        for node in doc.nodes() {
            let (t, r, s) = node.transform().decomposed();
            let name = node
                .name()
                .map(str::to_owned)
                .unwrap_or_else(|| super::unnamed_node_name(node.index()));
            let rest = Xform {
                translation: Vec3::from(t),
                rotation: Quat::from_array(r),
                scale: Vec3::from(s),
            };
            if !(rest.translation.is_finite()
                && rest.rotation.is_finite()
                && rest.scale.is_finite())
            {
                return Err(self.err(format!("node '{name}' has a non-finite transform")));
            }
            let rest = Xform {
                rotation: if rest.rotation.length() > 1e-6 {
                    rest.rotation.normalize()
                } else {
                    Quat::IDENTITY
                },
                ..rest
            };
            if !rest.is_uniform_scale() {
                self.notes.push(format!(
                    "node '{name}' has non-uniform scale {:?}: bodies on it use its rigid part only",
                    rest.scale.to_array()
                ));
            }
            nodes.push(Node {
                name,
                parent: None,
                children: node.children().map(|c| c.index()).collect(),
                rest,
                pose: rest,
                physics_only: false,
                skin_joint: false,
            });
        }
        for i in 0..n {
            for c in nodes[i].children.clone() {
                if c >= n {
                    return Err(self.err(format!("node {i} has a child index {c} out of range")));
                }
                if c == i {
                    return Err(self.err(format!(
                        "node '{}' is its own child (a cycle)",
                        nodes[i].name
                    )));
                }
                if let Some(p) = nodes[c].parent {
                    return Err(self.err(format!(
                        "node '{}' is a child of both '{}' and '{}'",
                        nodes[c].name, nodes[p].name, nodes[i].name
                    )));
                }
                nodes[c].parent = Some(i);
            }
        }
        // Parents-first order from the roots; a node not reached lies on a cycle.
        let mut order = Vec::with_capacity(n);
        let mut stack: Vec<usize> = (0..n)
            .filter(|&i| nodes[i].parent.is_none())
            .rev()
            .collect();
        while let Some(i) = stack.pop() {
            order.push(i);
            stack.extend(nodes[i].children.iter().rev());
        }
        if order.len() != n {
            let mut reached = vec![false; n];
            for &i in &order {
                reached[i] = true;
            }
            let bad = (0..n).find(|&i| !reached[i]).unwrap_or(0);
            return Err(self.err(format!(
                "the node hierarchy has a cycle through node '{}'",
                nodes[bad].name
            )));
        }
        Ok(Skeleton { nodes, order })
    }

    /// One note when node names repeat: a rig names bones, and a repeated name means the
    /// skin joint among its nodes ([`Skeleton::find`]).
    fn note_repeated_names(&mut self, sk: &Skeleton) {
        let mut names: Vec<&str> = sk.nodes.iter().map(|n| n.name.as_str()).collect();
        names.sort_unstable();
        let dups = names.windows(2).filter(|w| w[0] == w[1]).count();
        let what = match dups {
            0 => return,
            1 => "a node name is repeated".to_string(),
            n => format!("{n} node names are repeated"),
        };
        self.notes.push(format!(
            "{what}: a rig's bone name refers to the skin joint among the nodes of that name (else the first of them)"
        ));
    }

    fn read_skins(&mut self, doc: &gltf::Document) -> Result<Vec<Skin>> {
        let mut skins = Vec::new();
        for skin in doc.skins() {
            let name = skin
                .name()
                .map(str::to_owned)
                .unwrap_or_else(|| format!("skin_{}", skin.index()));
            let joints: Vec<usize> = skin.joints().map(|j| j.index()).collect();
            let inverse_bind = match skin.inverse_bind_matrices() {
                None => vec![Mat4::IDENTITY; joints.len()],
                Some(acc) => {
                    let what = format!("inverse bind matrices of skin '{name}'");
                    self.check(&acc, &what, &[Dimensions::Mat4], &[DataType::F32])?;
                    let m: Vec<Mat4> = skin
                        .reader(|b| self.buffers.get(b.index()).map(Vec::as_slice))
                        .read_inverse_bind_matrices()
                        .ok_or_else(|| self.err(format!("{what}: no data")))?
                        .map(|c| Mat4::from_cols_array_2d(&c))
                        .collect();
                    if m.len() < joints.len() {
                        return Err(self.err(format!(
                            "{what}: {} matrices for {} joints",
                            m.len(),
                            joints.len()
                        )));
                    }
                    if m.iter().any(|x| !x.is_finite()) {
                        return Err(self.err(format!("{what}: non-finite numbers")));
                    }
                    m
                }
            };
            skins.push(Skin {
                name,
                joints,
                inverse_bind,
                skeleton_root: skin.skeleton().map(|n| n.index()),
            });
        }
        Ok(skins)
    }

    fn read_meshes(&mut self, doc: &gltf::Document, skins: &[Skin]) -> Result<Vec<MeshInstance>> {
        let mut out = Vec::new();
        for node in doc.nodes() {
            let Some(mesh) = node.mesh() else { continue };
            let mesh_name = mesh
                .name()
                .map(str::to_owned)
                .unwrap_or_else(|| format!("mesh_{}", mesh.index()));
            let skin = node.skin().map(|s| s.index());
            for prim in mesh.primitives() {
                if prim.mode() != gltf::mesh::Mode::Triangles {
                    self.notes.push(format!(
                        "mesh '{mesh_name}': a {:?} primitive is skipped (triangles only)",
                        prim.mode()
                    ));
                    continue;
                }
                if prim.morph_targets().len() > 0 {
                    self.notes
                        .push(format!("mesh '{mesh_name}': morph targets are ignored"));
                }
                out.push(self.read_primitive(&prim, &mesh_name, node.index(), skin, skins)?);
            }
        }
        Ok(out)
    }

    fn read_primitive(
        &mut self,
        prim: &gltf::Primitive,
        mesh_name: &str,
        node: usize,
        skin: Option<usize>,
        skins: &[Skin],
    ) -> Result<MeshInstance> {
        use gltf::Semantic;
        let what = |s: &str| format!("{s} of mesh '{mesh_name}'");
        let pos_acc = prim.get(&Semantic::Positions).ok_or_else(|| {
            self.err(format!(
                "mesh '{mesh_name}' has a primitive without POSITION"
            ))
        })?;
        self.check(
            &pos_acc,
            &what("POSITION"),
            &[Dimensions::Vec3],
            &[DataType::F32],
        )?;
        let count = pos_acc.count();
        let buffers = &self.buffers;
        let reader = prim.reader(|b| buffers.get(b.index()).map(Vec::as_slice));
        let positions: Vec<Vec3> = reader
            .read_positions()
            .ok_or_else(|| self.err(format!("{}: no data", what("POSITION"))))?
            .map(Vec3::from)
            .collect();
        self.expect_count(positions.len(), count, &what("POSITION"))?;
        if positions.iter().any(|p| !p.is_finite()) {
            return Err(self.err(format!("{}: non-finite numbers", what("POSITION"))));
        }
        let normals = self.read_normals(prim, &reader, count, &what("NORMAL"))?;
        let indices = self.read_indices(prim, &reader, count, &what("indices"))?;
        let mut renormalised_note = None;
        let (joint_nodes, inverse_bind, joints, weights) = match skin {
            Some(si) => {
                let sk = &skins[si];
                let (joints, weights, renormalised) =
                    self.read_influences(prim, &reader, count, sk, mesh_name)?;
                if renormalised > 0 {
                    renormalised_note = Some(format!(
                        "mesh '{mesh_name}': renormalised the weights of {renormalised} vertices that did not sum to 1"
                    ));
                }
                (sk.joints.clone(), sk.inverse_bind.clone(), joints, weights)
            }
            None => (
                vec![node],
                vec![Mat4::IDENTITY],
                vec![[0; 4]; count],
                vec![[1.0, 0.0, 0.0, 0.0]; count],
            ),
        };
        let mut m = MeshInstance {
            name: mesh_name.to_owned(),
            node,
            skin,
            joint_nodes,
            inverse_bind,
            positions,
            normals,
            joints,
            weights,
            indices,
        };
        m.indices.truncate(m.indices.len() / 3 * 3);
        self.notes.extend(renormalised_note);
        if m.normals.iter().all(|n| *n == Vec3::ZERO) {
            compute_normals(&mut m);
        }
        Ok(m)
    }

    /// A primitive's NORMAL (`what` names it in errors), unit vectors (zero for a non-finite
    /// one); all zero when it has none.
    fn read_normals<'a, 's, F>(
        &self,
        prim: &gltf::Primitive,
        reader: &gltf::mesh::Reader<'a, 's, F>,
        count: usize,
        what: &str,
    ) -> Result<Vec<Vec3>>
    where
        F: Clone + Fn(gltf::Buffer<'a>) -> Option<&'s [u8]>,
    {
        let Some(acc) = prim.get(&gltf::Semantic::Normals) else {
            return Ok(vec![Vec3::ZERO; count]);
        };
        self.check(&acc, what, &[Dimensions::Vec3], &[DataType::F32])?;
        let n: Vec<Vec3> = reader
            .read_normals()
            .ok_or_else(|| self.err(format!("{what}: no data")))?
            .map(|n| {
                let v = Vec3::from(n);
                if v.is_finite() {
                    v.normalize_or_zero()
                } else {
                    Vec3::ZERO
                }
            })
            .collect();
        self.expect_count(n.len(), count, what)?;
        Ok(n)
    }

    /// A primitive's indices (`what` names them in errors), each below the vertex `count`; the
    /// vertices in order when it has none.
    fn read_indices<'a, 's, F>(
        &self,
        prim: &gltf::Primitive,
        reader: &gltf::mesh::Reader<'a, 's, F>,
        count: usize,
        what: &str,
    ) -> Result<Vec<u32>>
    where
        F: Clone + Fn(gltf::Buffer<'a>) -> Option<&'s [u8]>,
    {
        let Some(acc) = prim.indices() else {
            return Ok((0..count as u32).collect());
        };
        self.check(
            &acc,
            what,
            &[Dimensions::Scalar],
            &[DataType::U8, DataType::U16, DataType::U32],
        )?;
        let ix: Vec<u32> = reader
            .read_indices()
            .ok_or_else(|| self.err(format!("{what}: no data")))?
            .into_u32()
            .collect();
        self.expect_count(ix.len(), acc.count(), what)?;
        if let Some(bad) = ix.iter().find(|&&i| i as usize >= count) {
            return Err(self.err(format!(
                "{what}: index {bad} is out of range for {count} vertices"
            )));
        }
        Ok(ix)
    }

    #[allow(clippy::type_complexity)]
    fn read_influences<'a, 's, F>(
        &self,
        prim: &gltf::Primitive,
        reader: &gltf::mesh::Reader<'a, 's, F>,
        count: usize,
        sk: &Skin,
        mesh_name: &str,
    ) -> Result<(Vec<[u16; 4]>, Vec<[f32; 4]>, usize)>
    where
        F: Clone + Fn(gltf::Buffer<'a>) -> Option<&'s [u8]>,
    {
        use gltf::Semantic;
        let (Some(ja), Some(wa)) = (
            prim.get(&Semantic::Joints(0)),
            prim.get(&Semantic::Weights(0)),
        ) else {
            return Err(self.err(format!(
                "mesh '{mesh_name}' is skinned but lacks JOINTS_0 or WEIGHTS_0"
            )));
        };
        let wj = format!("JOINTS_0 of mesh '{mesh_name}'");
        let ww = format!("WEIGHTS_0 of mesh '{mesh_name}'");
        self.check(
            &ja,
            &wj,
            &[Dimensions::Vec4],
            &[DataType::U8, DataType::U16],
        )?;
        self.check(
            &wa,
            &ww,
            &[Dimensions::Vec4],
            &[DataType::F32, DataType::U8, DataType::U16],
        )?;
        let joints: Vec<[u16; 4]> = reader
            .read_joints(0)
            .ok_or_else(|| self.err(format!("{wj}: no data")))?
            .into_u16()
            .collect();
        let raw: Vec<[f32; 4]> = reader
            .read_weights(0)
            .ok_or_else(|| self.err(format!("{ww}: no data")))?
            .into_f32()
            .collect();
        self.expect_count(joints.len(), count, &wj)?;
        self.expect_count(raw.len(), count, &ww)?;
        let nj = sk.joints.len();
        let mut renormalised = 0;
        let mut weights = Vec::with_capacity(count);
        for (v, (j, w)) in joints.iter().zip(&raw).enumerate() {
            for k in 0..4 {
                if w[k] != 0.0 && j[k] as usize >= nj {
                    return Err(self.err(format!(
                        "{wj}: vertex {v} uses joint {} but skin '{}' has {nj} joints",
                        j[k], sk.name
                    )));
                }
            }
            let s: f32 = w.iter().sum();
            if (s - 1.0).abs() > 1e-3 {
                renormalised += 1;
            }
            match renormalise(*w) {
                Some(n) => weights.push(n),
                None => {
                    return Err(self.err(format!(
                        "{ww}: vertex {v} has weights {w:?} (negative, non-finite or all zero)"
                    )));
                }
            }
        }
        // Unused slots may carry out-of-range joint indices with weight 0: point them at 0.
        let joints = joints
            .iter()
            .zip(&weights)
            .map(|(j, w)| std::array::from_fn(|k| if w[k] == 0.0 { 0 } else { j[k] }))
            .collect();
        Ok((joints, weights, renormalised))
    }

    /// Every animation as a clip, each with a name of its own; one note for the channels on
    /// morph-target weights, and one per clip on the other channels left out: a target path the
    /// glTF core does not define, and (`node_less`, per animation index) channels without a
    /// target node, which were taken out of the file before the gltf crate read it.
    fn read_clips(
        &mut self,
        doc: &gltf::Document,
        node_count: usize,
        node_less: &[NodeLess],
    ) -> Result<Vec<Clip>> {
        let mut clips = Vec::new();
        let mut unknown_paths = Vec::new();
        for anim in doc.animations() {
            let (clip, unknown) = self.read_clip(doc, &anim, node_count)?;
            clips.push(clip);
            unknown_paths.push(unknown);
        }
        let renamed = make_clip_names_unique(&mut clips);
        self.notes.extend(renamed);
        let weights: usize = clips.iter().map(|c| c.ignored_weight_channels).sum();
        if weights > 0 {
            let with = clips
                .iter()
                .filter(|c| c.ignored_weight_channels > 0)
                .count();
            self.notes.push(format!(
                "{weights} channel(s) on morph-target weights in {with} animation(s) left out (morph targets are not used)"
            ));
        }
        for (i, clip) in clips.iter().enumerate() {
            let node_less = node_less
                .iter()
                .filter(|(a, _)| *a == i)
                .map(|(_, k)| k)
                .sum::<usize>();
            let parts: Vec<String> = [
                (
                    unknown_paths[i],
                    "on a target path the glTF core does not define",
                ),
                (
                    node_less,
                    "with no target node (an extension's target, e.g. KHR_animation_pointer)",
                ),
            ]
            .into_iter()
            .filter(|(k, _)| *k > 0)
            .map(|(k, what)| format!("{k} channel(s) {what}"))
            .collect();
            if !parts.is_empty() {
                self.notes.push(format!(
                    "animation '{}': left out {}",
                    clip.name,
                    parts.join(", ")
                ));
            }
        }
        Ok(clips)
    }

    /// One animation as a clip: its translation, rotation and scale channels, its duration the
    /// last key time; and how many channels it left out because their target path is not one
    /// the glTF core defines (channels on morph-target weights are counted in the clip).
    fn read_clip(
        &self,
        doc: &gltf::Document,
        anim: &gltf::Animation,
        node_count: usize,
    ) -> Result<(Clip, usize)> {
        let name = anim
            .name()
            .map(str::to_owned)
            .unwrap_or_else(|| format!("animation_{}", anim.index()));
        let mut clip = Clip {
            name: name.clone(),
            duration: 0.0,
            channels: Vec::new(),
            ignored_weight_channels: 0,
            extras: anim
                .extras()
                .as_ref()
                .and_then(|raw| serde_json::from_str(raw.get()).ok()),
        };
        let mut unknown_paths = 0;
        for ch in anim.channels() {
            let node = ch.target().node().index();
            if node >= node_count {
                return Err(self.err(format!("animation '{name}': target node out of range")));
            }
            // The gltf crate does not validate a channel's target path and panics on an
            // unknown one (`Target::property` unwraps it), so it is read from the JSON here.
            let path = doc
                .as_json()
                .animations
                .get(anim.index())
                .and_then(|a| a.channels.get(ch.index()))
                .map(|c| c.target.path);
            let property = match path {
                Some(Checked::Valid(gltf::animation::Property::Translation)) => {
                    Property::Translation
                }
                Some(Checked::Valid(gltf::animation::Property::Rotation)) => Property::Rotation,
                Some(Checked::Valid(gltf::animation::Property::Scale)) => Property::Scale,
                Some(Checked::Valid(gltf::animation::Property::MorphTargetWeights)) => {
                    clip.ignored_weight_channels += 1;
                    continue;
                }
                Some(Checked::Invalid) | None => {
                    unknown_paths += 1;
                    continue;
                }
            };
            let channel = self.read_channel(&ch, &name, node, property)?;
            clip.duration = clip.duration.max(*channel.times.last().unwrap_or(&0.0));
            clip.channels.push(channel);
        }
        Ok((clip, unknown_paths))
    }

    /// One channel of animation `name` on `node`: its sampler's accessors checked, its keys
    /// read and checked ([`Importer::check_keys`]).
    fn read_channel(
        &self,
        ch: &gltf::animation::Channel,
        name: &str,
        node: usize,
        property: Property,
    ) -> Result<Channel> {
        let sampler = ch.sampler();
        let interpolation = match sampler.interpolation() {
            gltf::animation::Interpolation::Linear => Interpolation::Linear,
            gltf::animation::Interpolation::Step => Interpolation::Step,
            gltf::animation::Interpolation::CubicSpline => Interpolation::CubicSpline,
        };
        let what = format!("animation '{name}', channel {}", ch.index());
        self.check(
            &sampler.input(),
            &format!("{what} input"),
            &[Dimensions::Scalar],
            &[DataType::F32],
        )?;
        let (dims, types): (&[Dimensions], &[DataType]) = match property {
            Property::Rotation => (
                &[Dimensions::Vec4],
                &[
                    DataType::F32,
                    DataType::I8,
                    DataType::U8,
                    DataType::I16,
                    DataType::U16,
                ],
            ),
            _ => (&[Dimensions::Vec3], &[DataType::F32]),
        };
        self.check(&sampler.output(), &format!("{what} output"), dims, types)?;
        let buffers = &self.buffers;
        let reader = ch.reader(|b| buffers.get(b.index()).map(Vec::as_slice));
        let times: Vec<f32> = reader
            .read_inputs()
            .ok_or_else(|| self.err(format!("{what}: no key times")))?
            .collect();
        let values: Vec<f32> = match reader
            .read_outputs()
            .ok_or_else(|| self.err(format!("{what}: no key values")))?
        {
            ReadOutputs::Translations(it) => it.flatten().collect(),
            ReadOutputs::Scales(it) => it.flatten().collect(),
            ReadOutputs::Rotations(r) => r.into_f32().flatten().collect(),
            ReadOutputs::MorphTargetWeights(_) => Vec::new(),
        };
        self.check_keys(&what, &times, &values, property, interpolation)?;
        Ok(Channel {
            node,
            property,
            interpolation,
            times,
            values,
        })
    }

    /// A channel's keys (`what` names it): finite, times not decreasing, and as many values
    /// as the times, the property's width and the interpolation ask for.
    fn check_keys(
        &self,
        what: &str,
        times: &[f32],
        values: &[f32],
        property: Property,
        interpolation: Interpolation,
    ) -> Result<()> {
        if times.iter().chain(values).any(|x| !x.is_finite()) {
            return Err(self.err(format!("{what}: non-finite numbers")));
        }
        if let Some(k) = times.windows(2).position(|w| w[1] < w[0]) {
            return Err(self.err(format!(
                "{what}: key times decrease at key {} ({} after {})",
                k + 1,
                times[k + 1],
                times[k]
            )));
        }
        let width = if property == Property::Rotation { 4 } else { 3 };
        let per_key = if interpolation == Interpolation::CubicSpline {
            3
        } else {
            1
        };
        if values.len() != times.len() * width * per_key {
            return Err(self.err(format!(
                "{what}: {} key times but {} output values (expected {})",
                times.len(),
                values.len(),
                times.len() * width * per_key
            )));
        }
        Ok(())
    }

    fn expect_count(&self, got: usize, want: usize, what: &str) -> Result<()> {
        if got != want {
            return Err(self.err(format!("{what}: read {got} elements, expected {want}")));
        }
        Ok(())
    }

    /// Check an accessor's shape and that every byte it would read lies inside its buffer.
    fn check(
        &self,
        acc: &gltf::Accessor,
        what: &str,
        dims: &[Dimensions],
        types: &[DataType],
    ) -> Result<()> {
        let i = acc.index();
        if acc.count() == 0 {
            return Err(self.err(format!("{what}: accessor {i} is empty")));
        }
        if !dims.contains(&acc.dimensions()) || !types.contains(&acc.data_type()) {
            return Err(self.err(format!(
                "{what}: accessor {i} is {:?} {:?}, expected one of {dims:?} × {types:?}",
                acc.dimensions(),
                acc.data_type()
            )));
        }
        let elem = acc.size();
        if let Some(view) = acc.view() {
            self.check_range(
                &view,
                acc.offset(),
                acc.count(),
                elem,
                &format!("{what}: accessor {i}"),
            )?;
        } else if acc.sparse().is_none() {
            return Err(self.err(format!(
                "{what}: accessor {i} has neither a buffer view nor sparse data"
            )));
        } else if acc.count().saturating_mul(elem) > MAX_VIEWLESS_BYTES {
            // Without a buffer view nothing in the file bounds the count: the reader would make
            // up that many zero elements.
            return Err(self.err(format!(
                "{what}: accessor {i} has no buffer view and {} elements ({} MiB), over the {} MiB this importer accepts",
                acc.count(),
                acc.count().saturating_mul(elem) >> 20,
                MAX_VIEWLESS_BYTES >> 20
            )));
        }
        if let Some(sp) = acc.sparse() {
            if sp.count() == 0 {
                return Err(self.err(format!("{what}: accessor {i} has an empty sparse section")));
            }
            let ix = sp.indices();
            self.check_range(
                &ix.view(),
                ix.offset(),
                sp.count(),
                ix.index_type().size(),
                &format!("{what}: sparse indices of accessor {i}"),
            )?;
            let vals = sp.values();
            self.check_range(
                &vals.view(),
                vals.offset(),
                sp.count(),
                elem,
                &format!("{what}: sparse values of accessor {i}"),
            )?;
        }
        Ok(())
    }

    fn check_range(
        &self,
        view: &gltf::buffer::View,
        offset: usize,
        count: usize,
        elem: usize,
        what: &str,
    ) -> Result<()> {
        let stride = view.stride().unwrap_or(elem);
        if stride < elem {
            return Err(self.err(format!(
                "{what}: stride {stride} is smaller than the element size {elem}"
            )));
        }
        let need = stride
            .checked_mul(count - 1)
            .and_then(|x| x.checked_add(offset))
            .and_then(|x| x.checked_add(elem));
        if need.is_none_or(|n| n > view.length()) {
            return Err(self.err(format!(
                "{what}: {count} elements at offset {offset} run past the end of buffer view {} ({} bytes)",
                view.index(),
                view.length()
            )));
        }
        let buf_len = self.buffers.get(view.buffer().index()).map_or(0, Vec::len);
        if view.offset() + view.length() > buf_len {
            return Err(self.err(format!(
                "buffer view {} runs past the end of buffer {} ({buf_len} bytes)",
                view.index(),
                view.buffer().index()
            )));
        }
        Ok(())
    }
}

/// The JSON of a glTF file: a GLB's JSON chunk (None when its length does not fit the file), or
/// the whole file.
fn json_chunk(bytes: &[u8]) -> Option<&[u8]> {
    if bytes.starts_with(b"glTF") {
        bytes
            .get(12..16)
            .map(|l| u32::from_le_bytes([l[0], l[1], l[2], l[3]]) as usize)
            .and_then(|len| bytes.get(20..20usize.checked_add(len)?))
    } else {
        Some(bytes)
    }
}

/// Per node, whether it exists only for a physics extension (as the export's strip of old
/// physics data decides); all false when the file has none or its JSON is not readable here.
fn physics_only_nodes(bytes: &[u8], n: usize) -> Vec<bool> {
    let flags = json_chunk(bytes)
        .and_then(|j| serde_json::from_slice::<serde_json::Value>(j).ok())
        .and_then(|root| crate::export::physics_only_nodes(&root));
    match flags {
        Some(f) if f.len() == n => f,
        _ => vec![false; n],
    }
}

/// Checks the gltf crate relies on but does not make (gltf-json 1.4): a primitive's POSITION
/// accessor is looked up unchecked during validation, and an animation channel's target node
/// is never validated; an index out of range in either panics inside the crate. (A channel's
/// target path is not validated either: [`Importer::read_clip`] reads it from the JSON.) The
/// JSON is read the way the crate reads it (members not named here are skipped unparsed).
/// True when a channel's target has no node: the glTF core allows that (an extension then
/// names what it animates, as KHR_animation_pointer does), but the crate cannot read the file
/// ([`without_node_less_channels`]).
fn precheck_json(bytes: &[u8], path: &Path) -> Result<bool> {
    use serde::Deserialize;
    use serde::de::IgnoredAny;
    #[derive(Deserialize)]
    struct Root {
        #[serde(default)]
        accessors: Vec<IgnoredAny>,
        #[serde(default)]
        nodes: Vec<IgnoredAny>,
        #[serde(default)]
        meshes: Vec<Mesh>,
        #[serde(default)]
        animations: Vec<Animation>,
    }
    #[derive(Deserialize)]
    struct Mesh {
        #[serde(default)]
        primitives: Vec<Primitive>,
    }
    #[derive(Deserialize)]
    struct Primitive {
        #[serde(default)]
        attributes: std::collections::BTreeMap<String, serde_json::Value>,
    }
    #[derive(Deserialize)]
    struct Animation {
        #[serde(default)]
        channels: Vec<Channel>,
    }
    #[derive(Deserialize)]
    struct Channel {
        target: Option<Target>,
    }
    #[derive(Deserialize)]
    struct Target {
        node: Option<serde_json::Value>,
    }
    let Some(json) = json_chunk(bytes) else {
        return Ok(false);
    };
    // Not JSON of that shape: the gltf crate reports it.
    let Ok(root) = serde_json::from_slice::<Root>(json) else {
        return Ok(false);
    };
    let bad = |message: String| Err(ImportError::invalid(path, message));
    let (accessors, nodes) = (root.accessors.len(), root.nodes.len());
    for (m, mesh) in root.meshes.iter().enumerate() {
        for (p, prim) in mesh.primitives.iter().enumerate() {
            if let Some(i) = prim.attributes.get("POSITION").and_then(|v| v.as_u64())
                && i as usize >= accessors
            {
                return bad(format!(
                    "mesh {m}, primitive {p}: POSITION refers to accessor {i}, but the file has {accessors}"
                ));
            }
        }
    }
    let mut node_less = false;
    for (a, anim) in root.animations.iter().enumerate() {
        for (c, ch) in anim.channels.iter().enumerate() {
            node_less |= ch.target.as_ref().is_some_and(|t| t.node.is_none());
            if let Some(i) = ch
                .target
                .as_ref()
                .and_then(|t| t.node.as_ref())
                .and_then(|v| v.as_u64())
                && i as usize >= nodes
            {
                return bad(format!(
                    "animation {a}, channel {c}: the target node {i} does not exist (the file has {nodes} nodes)"
                ));
            }
        }
    }
    Ok(node_less)
}

/// Channels left out of one animation for having no target node: (animation index, count).
type NodeLess = (usize, usize);

/// The file without its animation channels whose target has no node (see [`precheck_json`]),
/// and per animation index how many it lost; None when it cannot be rewritten (the gltf crate
/// then reports what is wrong). Only the channels go: their samplers stay, unused.
fn without_node_less_channels(bytes: &[u8]) -> Option<(Vec<u8>, Vec<NodeLess>)> {
    use serde_json::Value;
    let mut root: Value = serde_json::from_slice(json_chunk(bytes)?).ok()?;
    let mut removed = Vec::new();
    let anims = root.get_mut("animations")?.as_array_mut()?;
    for (a, anim) in anims.iter_mut().enumerate() {
        let Some(channels) = anim.get_mut("channels").and_then(Value::as_array_mut) else {
            continue;
        };
        let before = channels.len();
        channels.retain(|c| c.get("target").is_none_or(|t| t.get("node").is_some()));
        if channels.len() < before {
            removed.push((a, before - channels.len()));
        }
    }
    let json = serde_json::to_vec(&root).ok()?;
    let out = if bytes.starts_with(b"glTF") {
        let mut glb = gltf::binary::Glb::from_slice(bytes).ok()?;
        glb.json = std::borrow::Cow::Owned(json);
        glb.to_vec().ok()?
    } else {
        json
    };
    Some((out, removed))
}

/// Area-weighted vertex normals for meshes that ship none.
fn compute_normals(m: &mut MeshInstance) {
    let mut n = vec![Vec3::ZERO; m.positions.len()];
    for t in m.indices.chunks_exact(3) {
        let (a, b, c) = (t[0] as usize, t[1] as usize, t[2] as usize);
        let f = (m.positions[b] - m.positions[a]).cross(m.positions[c] - m.positions[a]);
        n[a] += f;
        n[b] += f;
        n[c] += f;
    }
    m.normals = n.into_iter().map(|v| v.normalize_or(Vec3::Y)).collect();
}

/// Decode `%XX` escapes in a relative URI.
fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%'
            && i + 2 < b.len()
            && let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2]))
        {
            out.push(h * 16 + l);
            i += 3;
            continue;
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Each note once, in the order first made, with how many times it was made when more than once
/// (a mesh's primitives each note the same thing: `mesh 'Head': morph targets are ignored (×3)`).
fn counted_once(notes: Vec<String>) -> Vec<String> {
    let mut out: Vec<(String, usize)> = Vec::new();
    let mut at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for n in notes {
        match at.get(&n) {
            Some(&i) => out[i].1 += 1,
            None => {
                at.insert(n.clone(), out.len());
                out.push((n, 1));
            }
        }
    }
    out.into_iter()
        .map(|(n, k)| if k > 1 { format!("{n} (×{k})") } else { n })
        .collect()
}

/// Give every clip a name of its own: a rig, the editor and the CLI pick clips by name, so a
/// second animation named like an earlier one (some exporters call every take `mixamo.com`) could
/// never be chosen. The first keeps its name, the later ones get ` (2)`, ` (3)`, … (a number no
/// other clip's name uses). One note per shared name, saying what the copies are called now.
fn make_clip_names_unique(clips: &mut [Clip]) -> Vec<String> {
    let mut taken: std::collections::HashSet<String> =
        clips.iter().map(|c| c.name.clone()).collect();
    let mut seen = std::collections::HashSet::new();
    // Per repeated name: the next number to try, and the names given so far.
    let mut next: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut renamed: Vec<(String, Vec<String>)> = Vec::new();
    let mut renamed_at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for clip in clips.iter_mut() {
        if seen.insert(clip.name.clone()) {
            continue;
        }
        let base = clip.name.clone();
        let k = next.entry(base.clone()).or_insert(2);
        let new = loop {
            let n = format!("{base} ({k})");
            *k += 1;
            if !taken.contains(&n) {
                break n;
            }
        };
        taken.insert(new.clone());
        seen.insert(new.clone());
        match renamed_at.get(&base) {
            Some(&i) => renamed[i].1.push(new.clone()),
            None => {
                renamed_at.insert(base.clone(), renamed.len());
                renamed.push((base, vec![new.clone()]));
            }
        }
        clip.name = new;
    }
    renamed
        .into_iter()
        .map(|(base, names)| {
            let list = names
                .iter()
                .map(|n| format!("'{n}'"))
                .collect::<Vec<_>>()
                .join(", ");
            format!(
                "{} animations are named '{base}': the later ones are the clips {list} (clips are picked by name)",
                names.len() + 1
            )
        })
        .collect()
}
