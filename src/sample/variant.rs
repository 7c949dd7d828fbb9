//! Generated test characters for "any character in": the mannequin with bones that have no
//! names (the importer then calls them `node_N`, as files after format conversions often do),
//! bound in an A-pose, with node transforms that hold a posed frame (a crouch) instead of the
//! bind pose; and a rope, a chain of bones with a skinned cylinder, for the chain generator.

use super::glb::GlbWriter;
use super::{Density, SampleError, clips, mesh, skeleton};
use glam::{Mat4, Quat, Vec3};
use gltf::json::{self, Index};

/// Which way the mannequin variant differs from the bundled sample.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantOptions {
    /// No node names at all (the importer names them `node_<index>`).
    pub unnamed: bool,
    /// Bound (inverse bind matrices and mesh) with the arms 45° down instead of the T-pose.
    pub a_pose_bind: bool,
    /// The node transforms hold a crouch instead of the bind pose.
    pub posed_nodes: bool,
}

/// Arm lowering of the A-pose, degrees.
pub const A_POSE_ARM_DOWN_DEG: f32 = 45.0;

/// Local rotations of the A-pose: identity except the upper arms, lowered about the forward
/// axis (left arm along +X turns toward −Y).
fn a_pose_rotations() -> Vec<Quat> {
    let a = A_POSE_ARM_DOWN_DEG.to_radians();
    skeleton::BONES
        .iter()
        .map(|b| match b.name {
            "LeftUpperArm" => Quat::from_rotation_z(-a),
            "RightUpperArm" => Quat::from_rotation_z(a),
            _ => Quat::IDENTITY,
        })
        .collect()
}

fn world_of(rotations: &[Quat], root_translation: Vec3) -> Vec<Mat4> {
    let parents = skeleton::parent_indices();
    let mut out: Vec<Mat4> = Vec::with_capacity(rotations.len());
    for (i, b) in skeleton::BONES.iter().enumerate() {
        let t = if i == 0 {
            root_translation
        } else {
            Vec3::from(b.local_translation_m)
        };
        let local = Mat4::from_rotation_translation(rotations[i], t);
        out.push(parents[i].map_or(local, |p| out[p] * local));
    }
    out
}

/// A clip leaves the nodes it does not key at their node transforms. With a posed frame in
/// the node transforms, key those nodes at the transforms the unposed variant has (the bind
/// pose), so that both variants play the same motion and differ only in the stored frame.
fn hold_unkeyed(clip: &mut clips::Clip, bind_rot: &[Quat], rest_root: Vec3) {
    let keyed = |c: &clips::Clip, bone: usize, path: clips::Path| {
        c.channels.iter().any(|k| k.bone == bone && k.path == path)
    };
    if !keyed(clip, 0, clips::Path::Translation) {
        clip.channels.push(clips::Channel {
            bone: 0,
            path: clips::Path::Translation,
            interpolation: clips::Interpolation::Step,
            times: vec![0.0],
            values: vec![rest_root.to_array().to_vec()],
        });
    }
    for (bone, r) in bind_rot.iter().enumerate() {
        if !keyed(clip, bone, clips::Path::Rotation) {
            clip.channels.push(clips::Channel {
                bone,
                path: clips::Path::Rotation,
                interpolation: clips::Interpolation::Step,
                times: vec![0.0],
                values: vec![r.normalize().to_array().to_vec()],
            });
        }
    }
}

/// The mannequin variant as GLB bytes (the bundled sample's mesh and clips).
pub fn mannequin_variant_glb(o: &VariantOptions) -> Result<Vec<u8>, SampleError> {
    let n = skeleton::BONES.len();
    let rest_root = Vec3::from(skeleton::BONES[0].local_translation_m);
    let bind_rot: Vec<Quat> = if o.a_pose_bind {
        a_pose_rotations()
    } else {
        vec![Quat::IDENTITY; n]
    };
    let t_world = world_of(&vec![Quat::IDENTITY; n], rest_root);
    let bind_world = world_of(&bind_rot, rest_root);
    let (node_rot, node_root) = if o.posed_nodes {
        let p = clips::crouch_pose();
        (p.rotations.to_vec(), p.root_translation)
    } else {
        (bind_rot.clone(), rest_root)
    };

    let mut w = GlbWriter::new("ragrig sample generator (variant)");
    push_bone_nodes(&mut w, &node_rot, node_root, !o.unnamed);
    let body = skin_into_bind(mesh::build(Density::Normal), &bind_world, &t_world);
    let mesh = super::push_skinned_mesh(&mut w, &body, None, None);
    let ibms: Vec<[f32; 16]> = bind_world
        .iter()
        .map(|m| m.inverse().to_cols_array())
        .collect();
    let skin = super::push_skin(&mut w, &ibms, None);
    let holder = w.root.push(json::Node {
        mesh: Some(mesh),
        skin: Some(skin),
        ..Default::default()
    });
    for mut clip in clips::all() {
        if o.posed_nodes {
            hold_unkeyed(&mut clip, &bind_rot, rest_root);
        }
        super::push_animation(&mut w, clip)?;
    }
    finish_scene(w, holder)
}

/// The mannequin's bones as nodes 0.. (node i is bone i) holding the local rotations
/// `node_rot` and the root translation `node_root`; named after the bones when `named`.
fn push_bone_nodes(w: &mut GlbWriter, node_rot: &[Quat], node_root: Vec3, named: bool) {
    for (i, bone) in skeleton::BONES.iter().enumerate() {
        let children: Vec<Index<json::Node>> = skeleton::BONES
            .iter()
            .enumerate()
            .filter(|(_, b)| b.parent == Some(bone.name))
            .map(|(k, _)| Index::new(k as u32))
            .collect();
        let t = if i == 0 {
            node_root.to_array()
        } else {
            bone.local_translation_m
        };
        let r = node_rot[i];
        w.root.push(json::Node {
            name: named.then(|| bone.name.to_owned()),
            translation: (t != [0.0; 3]).then_some(t),
            rotation: (r != Quat::IDENTITY)
                .then(|| json::scene::UnitQuaternion(r.normalize().to_array())),
            children: (!children.is_empty()).then_some(children),
            ..Default::default()
        });
    }
}

/// The sample's T-pose mesh `body` skinned into the bind pose (linear blend skinning from the
/// bones' T-pose world matrices `t_world` to `bind_world`).
fn skin_into_bind(
    body: mesh::SkinnedMesh,
    bind_world: &[Mat4],
    t_world: &[Mat4],
) -> mesh::SkinnedMesh {
    let to_bind: Vec<Mat4> = bind_world
        .iter()
        .zip(t_world)
        .map(|(b, t)| *b * t.inverse())
        .collect();
    let mut positions = Vec::with_capacity(body.positions.len());
    let mut normals = Vec::with_capacity(body.normals.len());
    for ((p, nrm), (j, wt)) in body
        .positions
        .iter()
        .zip(&body.normals)
        .zip(body.joints.iter().zip(&body.weights))
    {
        let (mut q, mut m) = (Vec3::ZERO, Vec3::ZERO);
        for k in 0..4 {
            let x = to_bind[j[k] as usize];
            q += x.transform_point3(Vec3::from(*p)) * wt[k];
            m += x.transform_vector3(Vec3::from(*nrm)) * wt[k];
        }
        positions.push(q.to_array());
        normals.push(m.normalize_or(Vec3::Y).to_array());
    }
    mesh::SkinnedMesh {
        positions,
        normals,
        ..body
    }
}

/// A rope hanging from `top` (m above the ground): `segments` bones `rope_00`, `rope_01`, …
/// each `segment_m` long straight down, and a skinned cylinder of radius `radius_m` (16
/// vertices around, 8 rings per segment, every ring fully on the bone of its segment).
pub fn rope_glb(
    segments: usize,
    segment_m: f32,
    radius_m: f32,
    top: f32,
) -> Result<Vec<u8>, SampleError> {
    if !(1..=255).contains(&segments) {
        return Err(SampleError::RopeSegments(segments));
    }
    let mut w = GlbWriter::new("ragrig rope generator");
    for i in 0..segments {
        let t = if i == 0 {
            [0.0, top, 0.0]
        } else {
            [0.0, -segment_m, 0.0]
        };
        w.root.push(json::Node {
            name: Some(format!("rope_{i:02}")),
            translation: Some(t),
            children: (i + 1 < segments).then(|| vec![Index::new(i as u32 + 1)]),
            ..Default::default()
        });
    }
    let body = rope_cylinder(segments, segment_m, radius_m, top);
    let mesh = super::push_skinned_mesh(&mut w, &body, Some("Rope".into()), None);
    let ibms: Vec<[f32; 16]> = (0..segments)
        .map(|i| {
            Mat4::from_translation(Vec3::new(0.0, top - segment_m * i as f32, 0.0))
                .inverse()
                .to_cols_array()
        })
        .collect();
    let skin = super::push_skin(&mut w, &ibms, Some("Rope".into()));
    let holder = w.root.push(json::Node {
        name: Some("Rope".into()),
        mesh: Some(mesh),
        skin: Some(skin),
        ..Default::default()
    });
    finish_scene(w, holder)
}

/// The rope's skinned cylinder (see [`rope_glb`]): rings of 16 vertices, 8 per segment, each
/// ring fully on its segment's bone, joined by triangles.
fn rope_cylinder(segments: usize, segment_m: f32, radius_m: f32, top: f32) -> mesh::SkinnedMesh {
    let (around, rings_per) = (16usize, 8usize);
    let rings = segments * rings_per + 1;
    let (mut pos, mut nrm, mut jnt, mut wgt) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for r in 0..rings {
        let y = top - segment_m * r as f32 / rings_per as f32;
        let seg = (r / rings_per).min(segments - 1) as u8;
        for k in 0..around {
            let a = k as f32 / around as f32 * std::f32::consts::TAU;
            let (c, s) = (a.cos(), a.sin());
            pos.push([radius_m * c, y, radius_m * s]);
            nrm.push([c, 0.0, s]);
            jnt.push([seg, 0, 0, 0]);
            wgt.push([1.0f32, 0.0, 0.0, 0.0]);
        }
    }
    let mut idx = Vec::new();
    for r in 0..rings - 1 {
        for k in 0..around {
            let a = (r * around + k) as u32;
            let b = (r * around + (k + 1) % around) as u32;
            let (c, d) = (a + around as u32, b + around as u32);
            idx.extend_from_slice(&[a, c, b, b, c, d]);
        }
    }
    mesh::SkinnedMesh {
        positions: pos,
        normals: nrm,
        joints: jnt,
        weights: wgt,
        indices: idx,
    }
}

/// The scene (the bone root, node 0, and the mesh holder) and the finished GLB bytes.
fn finish_scene(mut w: GlbWriter, holder: Index<json::Node>) -> Result<Vec<u8>, SampleError> {
    let scene = w.root.push(json::Scene {
        extensions: None,
        extras: Default::default(),
        name: None,
        nodes: vec![Index::new(0), holder],
    });
    w.root.scene = Some(scene);
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::load_character_from_bytes;
    use std::path::Path;

    #[test]
    fn the_a_pose_variant_binds_the_arms_45_degrees_down() {
        let bytes = mannequin_variant_glb(&VariantOptions {
            unnamed: true,
            a_pose_bind: true,
            posed_nodes: true,
        })
        .unwrap();
        let ch = load_character_from_bytes(&bytes, Path::new("v.glb")).unwrap();
        assert!(ch.skeleton.find("LeftHand").is_none());
        assert_eq!(ch.skeleton.nodes[9].name, "node_9");
        // Bind pose: hand 0.53 m from the upper arm, 45° below the horizontal.
        let w = ch.skeleton.world_rigid(&ch.skeleton.rest_pose());
        let d = w[9].translation - w[7].translation;
        assert!((d.length() - 0.53).abs() < 1e-4, "{d}");
        assert!((d.y / d.x + 1.0).abs() < 1e-4, "{d}");
        // The nodes hold the crouch (knees bent 2 × 55°), the bind pose straight knees.
        let knee = ch.skeleton.nodes[15].clone();
        assert!(
            (knee
                .pose
                .rotation
                .angle_between(Quat::IDENTITY)
                .to_degrees()
                - 110.0)
                .abs()
                < 0.01
        );
        assert!(knee.rest.rotation.angle_between(Quat::IDENTITY) < 1e-5);
        assert!(ch.rest_poses.difference.is_some());
    }

    #[test]
    fn the_rope_is_a_straight_skinned_chain() {
        let ch =
            load_character_from_bytes(&rope_glb(10, 0.25, 0.04, 3.0).unwrap(), Path::new("r.glb"))
                .unwrap();
        let w = ch.skeleton.world_rigid(&ch.skeleton.rest_pose());
        let i = ch.skeleton.find("rope_09").unwrap();
        assert!((w[i].translation - Vec3::new(0.0, 0.75, 0.0)).length() < 1e-5);
        assert_eq!(ch.meshes[0].positions.len(), 81 * 16);
        assert!(ch.rest_poses.difference.is_none());
    }
}
