//! A generated sample character: a 1.80 m humanoid mannequin with a skeleton, one
//! skinned mesh and animation clips, written as binary glTF in memory.
//!
//! Conventions: metres, seconds, +Y up, the character faces +Z (its left is +X), T-pose
//! rest with identity rest rotations.

mod clips;
mod error;
mod glb;
mod mesh;
mod rig;
mod skeleton;
mod variant;

pub(crate) use clips::{SAMPLE_RATE_HZ, TELEPORT_AT_S, TELEPORT_OFFSET_M};
pub use error::SampleError;
pub use rig::mannequin_rig;
pub use variant::{A_POSE_ARM_DOWN_DEG, VariantOptions, mannequin_variant_glb, rope_glb};

use std::collections::BTreeMap;

use gltf::json::{
    self, Index,
    accessor::Type,
    animation::{Interpolation as JsonInterpolation, Property},
    buffer::Target,
    material::{PbrBaseColorFactor, PbrMetallicRoughness, StrengthFactor},
    mesh::{Mode, Semantic},
    validation::Checked::Valid,
};

use clips::{Interpolation, Path};
use glb::GlbWriter;

/// Mesh resolution of the generated mannequin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Density {
    /// 5 000–10 000 vertices.
    Normal,
    /// At least 100 000 vertices, same shape.
    Dense,
}

/// One bone of the mannequin's skeleton.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SampleBone {
    pub name: &'static str,
    pub parent: Option<&'static str>,
    /// Rest translation relative to the parent, metres.
    pub local_translation_m: [f32; 3],
}

/// The mannequin's bones, parents before children, rest pose (rest rotations are identity, scale 1).
pub fn mannequin_bones() -> &'static [SampleBone] {
    &skeleton::BONES
}

/// The spin clip's constant yaw rate, degrees per second (also written in the clip's extras).
pub const SPIN_YAW_RATE_DEG_S: f32 = 180.0;

/// Base colour of the mannequin's material (neutral grey-blue, linear RGBA).
const BASE_COLOUR: [f32; 4] = [0.45, 0.52, 0.62, 1.0];

/// Build the whole character as GLB bytes.
pub fn mannequin_glb(density: Density) -> Result<Vec<u8>, SampleError> {
    let mut w = GlbWriter::new("ragrig sample generator");

    // Bones: node i is bone i.
    for bone in &skeleton::BONES {
        let children: Vec<Index<json::Node>> = skeleton::BONES
            .iter()
            .enumerate()
            .filter(|(_, b)| b.parent == Some(bone.name))
            .map(|(i, _)| Index::new(i as u32))
            .collect();
        let translation =
            (bone.local_translation_m != [0.0; 3]).then_some(bone.local_translation_m);
        w.root.push(json::Node {
            name: Some(bone.name.to_owned()),
            translation,
            children: (!children.is_empty()).then_some(children),
            ..Default::default()
        });
    }

    // Skinned mesh.
    let body = mesh::build(density);
    let material = w.root.push(json::Material {
        name: Some("Mannequin".to_owned()),
        pbr_metallic_roughness: PbrMetallicRoughness {
            base_color_factor: PbrBaseColorFactor(BASE_COLOUR),
            metallic_factor: StrengthFactor(0.0),
            roughness_factor: StrengthFactor(0.7),
            ..Default::default()
        },
        ..Default::default()
    });
    let mesh = push_skinned_mesh(&mut w, &body, Some("Mannequin".to_owned()), Some(material));

    let ibms: Vec<[f32; 16]> = skeleton::inverse_bind_matrices()
        .iter()
        .map(|m| m.to_cols_array())
        .collect();
    let skin = push_skin(&mut w, &ibms, Some("Mannequin".to_owned()));
    let mannequin = w.root.push(json::Node {
        name: Some("Mannequin".to_owned()),
        mesh: Some(mesh),
        skin: Some(skin),
        ..Default::default()
    });

    for clip in clips::all() {
        push_animation(&mut w, clip)?;
    }

    let scene = w.root.push(json::Scene {
        extensions: None,
        extras: Default::default(),
        name: Some("Mannequin".to_owned()),
        nodes: vec![Index::new(0), mannequin],
    });
    w.root.scene = Some(scene);
    w.finish()
}

/// A mesh of one triangle primitive over `body`'s vertices: the accessors of its positions
/// (with bounds), normals, JOINTS_0, WEIGHTS_0 and indices, in that order.
fn push_skinned_mesh(
    w: &mut GlbWriter,
    body: &mesh::SkinnedMesh,
    name: Option<String>,
    material: Option<Index<json::Material>>,
) -> Index<json::Mesh> {
    let positions = w.floats(&body.positions, Type::Vec3, Some(Target::ArrayBuffer), true);
    let normals = w.floats(&body.normals, Type::Vec3, Some(Target::ArrayBuffer), false);
    let joints = w.u8_vec4(&body.joints);
    let weights = w.floats(&body.weights, Type::Vec4, Some(Target::ArrayBuffer), false);
    let indices = w.indices(&body.indices);
    let attributes = BTreeMap::from([
        (Valid(Semantic::Positions), positions),
        (Valid(Semantic::Normals), normals),
        (Valid(Semantic::Joints(0)), joints),
        (Valid(Semantic::Weights(0)), weights),
    ]);
    w.root.push(json::Mesh {
        extensions: None,
        extras: Default::default(),
        name,
        primitives: vec![json::mesh::Primitive {
            attributes,
            extensions: None,
            extras: Default::default(),
            indices: Some(indices),
            material,
            mode: Valid(Mode::Triangles),
            targets: None,
        }],
        weights: None,
    })
}

/// A skin whose joints are the nodes `0..ibms.len()` (skeleton root: node 0), with these
/// inverse bind matrices.
fn push_skin(w: &mut GlbWriter, ibms: &[[f32; 16]], name: Option<String>) -> Index<json::Skin> {
    let ibm_accessor = w.floats(ibms, Type::Mat4, None, false);
    w.root.push(json::Skin {
        extensions: None,
        extras: Default::default(),
        inverse_bind_matrices: Some(ibm_accessor),
        joints: (0..ibms.len() as u32).map(Index::new).collect(),
        name,
        skeleton: Some(Index::new(0)),
    })
}

fn push_animation(w: &mut GlbWriter, clip: clips::Clip) -> Result<(), SampleError> {
    let mut inputs: Vec<(Vec<f32>, Index<json::Accessor>)> = Vec::new();
    let mut samplers = Vec::new();
    let mut channels = Vec::new();
    for ch in clip.channels {
        let input = match inputs.iter().find(|(t, _)| *t == ch.times) {
            Some(&(_, index)) => index,
            None => {
                let times: Vec<[f32; 1]> = ch.times.iter().map(|&t| [t]).collect();
                let index = w.floats(&times, Type::Scalar, None, true);
                inputs.push((ch.times.clone(), index));
                index
            }
        };
        let (output, property) = match ch.path {
            Path::Translation => {
                let v: Vec<[f32; 3]> = ch.values.iter().map(|v| [v[0], v[1], v[2]]).collect();
                (w.floats(&v, Type::Vec3, None, false), Property::Translation)
            }
            Path::Rotation => {
                let v: Vec<[f32; 4]> = ch.values.iter().map(|v| [v[0], v[1], v[2], v[3]]).collect();
                (w.floats(&v, Type::Vec4, None, false), Property::Rotation)
            }
        };
        let interpolation = match ch.interpolation {
            Interpolation::Linear => JsonInterpolation::Linear,
            Interpolation::Step => JsonInterpolation::Step,
            Interpolation::CubicSpline => JsonInterpolation::CubicSpline,
        };
        channels.push(json::animation::Channel {
            sampler: Index::new(samplers.len() as u32),
            target: json::animation::Target {
                extensions: None,
                extras: Default::default(),
                node: Index::new(ch.bone as u32),
                path: Valid(property),
            },
            extensions: None,
            extras: Default::default(),
        });
        samplers.push(json::animation::Sampler {
            extensions: None,
            extras: Default::default(),
            input,
            interpolation: Valid(interpolation),
            output,
        });
    }
    let extras = clip
        .extras
        .map(|v| serde_json::value::to_raw_value(&v))
        .transpose()
        .map_err(|source| SampleError::ClipExtras {
            clip: clip.name.to_owned(),
            source,
        })?;
    w.root.push(json::Animation {
        extensions: None,
        extras,
        channels,
        name: Some(clip.name.to_owned()),
        samplers,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{Mat4, Quat, Vec3, Vec4};
    use gltf::animation::util::{ReadOutputs, Rotations};
    use std::f32::consts::PI;

    fn open(density: Density) -> (gltf::Document, Vec<u8>) {
        let bytes = mannequin_glb(density).unwrap();
        let g = gltf::Gltf::from_slice(&bytes).unwrap();
        let blob = g.blob.clone().unwrap();
        (g.document, blob)
    }

    #[test]
    fn skeleton_and_skin_round_trip() {
        let (doc, blob) = open(Density::Normal);
        let names: Vec<&str> = mannequin_bones().iter().map(|b| b.name).collect();
        assert_eq!(names.len(), 22);
        for expected in [
            "Root",
            "Hips",
            "Spine",
            "Chest",
            "Neck",
            "Head",
            "LeftShoulder",
            "LeftUpperArm",
            "LeftLowerArm",
            "LeftHand",
            "RightShoulder",
            "RightUpperArm",
            "RightLowerArm",
            "RightHand",
            "LeftUpperLeg",
            "LeftLowerLeg",
            "LeftFoot",
            "LeftToes",
            "RightUpperLeg",
            "RightLowerLeg",
            "RightFoot",
            "RightToes",
        ] {
            assert!(names.contains(&expected), "{expected}");
        }
        let skin = doc.skins().next().unwrap();
        let joint_names: Vec<&str> = skin.joints().map(|n| n.name().unwrap()).collect();
        assert_eq!(joint_names, names);
        assert_eq!(skin.skeleton().unwrap().name(), Some("Root"));
        let ibms: Vec<[[f32; 4]; 4]> = skin
            .reader(|_| Some(&blob))
            .read_inverse_bind_matrices()
            .unwrap()
            .collect();
        let world = skeleton::rest_world_positions();
        for (m, p) in ibms.iter().zip(world) {
            let m = Mat4::from_cols_array_2d(m);
            assert!(m.transform_point3(p).length() < 1e-6);
        }
        let scene = doc.default_scene().unwrap();
        let roots: Vec<_> = scene
            .nodes()
            .map(|n| n.name().unwrap().to_owned())
            .collect();
        assert_eq!(roots, ["Root", "Mannequin"]);
        let head_top = world_of(&doc, "Head").y;
        assert!((1.55..1.7).contains(&head_top));
    }

    fn world_of(doc: &gltf::Document, name: &str) -> Vec3 {
        let nodes: Vec<_> = doc.nodes().collect();
        let mut p = Vec3::ZERO;
        let mut current = nodes.iter().find(|n| n.name() == Some(name)).cloned();
        while let Some(n) = current {
            p += Vec3::from(n.transform().decomposed().0);
            current = nodes
                .iter()
                .find(|c| c.children().any(|k| k.index() == n.index()))
                .cloned();
        }
        p
    }

    fn check_mesh(density: Density, range: std::ops::RangeInclusive<usize>) {
        let (doc, blob) = open(density);
        let prim = doc.meshes().next().unwrap().primitives().next().unwrap();
        let reader = prim.reader(|_| Some(&blob));
        let count = reader.read_positions().unwrap().count();
        assert!(range.contains(&count), "{density:?}: {count} vertices");
        let weights: Vec<[f32; 4]> = reader.read_weights(0).unwrap().into_f32().collect();
        assert_eq!(weights.len(), count);
        for w in weights {
            assert!((w.iter().sum::<f32>() - 1.0).abs() <= 1e-6, "{w:?}");
        }
        assert_eq!(reader.read_joints(0).unwrap().into_u16().count(), count);
        assert_eq!(reader.read_normals().unwrap().count(), count);
    }

    #[test]
    fn normal_mesh_vertex_count_and_weights() {
        check_mesh(Density::Normal, 5_000..=10_000);
    }

    #[test]
    fn dense_mesh_vertex_count_and_weights() {
        check_mesh(Density::Dense, 100_000..=usize::MAX);
    }

    /// Keyframes of one channel of a clip: (interpolation, times, outputs).
    fn channel(
        doc: &gltf::Document,
        blob: &[u8],
        clip: &str,
        node: &str,
        property: gltf::animation::Property,
    ) -> (gltf::animation::Interpolation, Vec<f32>, Vec<Vec4>) {
        let anim = doc.animations().find(|a| a.name() == Some(clip)).unwrap();
        let ch = anim
            .channels()
            .find(|c| c.target().node().name() == Some(node) && c.target().property() == property)
            .unwrap();
        let reader = ch.reader(|_| Some(blob));
        let times: Vec<f32> = reader.read_inputs().unwrap().collect();
        let values = match reader.read_outputs().unwrap() {
            ReadOutputs::Translations(t) => t.map(|v| Vec3::from(v).extend(0.0)).collect(),
            ReadOutputs::Rotations(Rotations::F32(r)) => r.map(Vec4::from).collect(),
            _ => panic!("unexpected output"),
        };
        (ch.sampler().interpolation(), times, values)
    }

    fn extras(doc: &gltf::Document, clip: &str) -> serde_json::Value {
        let anim = doc.animations().find(|a| a.name() == Some(clip)).unwrap();
        serde_json::from_str(anim.extras().as_ref().unwrap().get()).unwrap()
    }

    #[test]
    fn all_clips_are_present() {
        let (doc, _) = open(Density::Normal);
        let names: Vec<_> = doc
            .animations()
            .map(|a| a.name().unwrap().to_owned())
            .collect();
        assert_eq!(
            names,
            [
                "idle",
                "walk",
                "run",
                "spin",
                "jump",
                "teleport",
                "fall",
                "getup_supine",
                "getup_prone"
            ]
        );
    }

    #[test]
    fn spin_yaw_rate_is_constant() {
        use gltf::animation::{Interpolation as I, Property as P};
        let (doc, blob) = open(Density::Normal);
        assert_eq!(
            extras(&doc, "spin")["yaw_rate_deg_s"].as_f64(),
            Some(f64::from(SPIN_YAW_RATE_DEG_S))
        );
        let spin = doc.animations().find(|a| a.name() == Some("spin")).unwrap();
        assert_eq!(spin.channels().count(), 1, "nothing but the Root rotates");
        let (interp, times, values) = channel(&doc, &blob, "spin", "Root", P::Rotation);
        assert_eq!(interp, I::Linear);
        assert!((times.last().unwrap() - 2.0).abs() < 1e-6);
        for t in [0.0f32, 0.01, 0.25, 0.5, 0.77, 1.0, 1.234, 1.5, 1.99, 2.0] {
            let i = times
                .iter()
                .rposition(|&k| k <= t)
                .unwrap()
                .min(times.len() - 2);
            let s = ((t - times[i]) / (times[i + 1] - times[i])).clamp(0.0, 1.0);
            let q = Quat::from_vec4(values[i]).slerp(Quat::from_vec4(values[i + 1]), s);
            assert!(q.x.abs() < 1e-6 && q.z.abs() < 1e-6);
            let yaw = 2.0 * q.y.atan2(q.w);
            let expected = SPIN_YAW_RATE_DEG_S.to_radians() * t;
            let diff = (yaw - expected).rem_euclid(2.0 * PI);
            let diff = diff.min(2.0 * PI - diff);
            assert!(diff < 1e-4, "t={t}: yaw {yaw} expected {expected}");
        }
    }

    #[test]
    fn teleport_jumps_3_m_at_1_s() {
        use gltf::animation::{Interpolation as I, Property as P};
        let (doc, blob) = open(Density::Normal);
        assert_eq!(
            extras(&doc, "teleport")["teleport_at_s"].as_f64(),
            Some(1.0)
        );
        let (interp, times, values) = channel(&doc, &blob, "teleport", "Root", P::Translation);
        assert_eq!(interp, I::Step);
        let at = |t: f32| values[times.iter().rposition(|&k| k <= t).unwrap()];
        let before = at(1.0 - 1e-4);
        let after = at(1.0);
        assert!(
            (after.x - before.x - 3.0).abs() < 1e-5,
            "{before} -> {after}"
        );
        assert!((at(0.999).x - at(0.0).x).abs() < 1e-5);
        assert!((at(2.0).x - after.x).abs() < 1e-5);
        // Walk-like motion: forward along +Z.
        assert!(at(2.0).z > 2.5);
    }

    #[test]
    fn idle_chest_is_a_cubic_spline() {
        use gltf::animation::{Interpolation as I, Property as P};
        let (doc, blob) = open(Density::Normal);
        let (interp, times, values) = channel(&doc, &blob, "idle", "Chest", P::Rotation);
        assert_eq!(interp, I::CubicSpline);
        assert_eq!(values.len(), 3 * times.len());
    }

    /// Linear-blend skinning of the Normal mesh for every key pose of the stance-based
    /// clips: the body never sinks more than a few centimetres into the ground.
    #[test]
    fn bodies_stay_above_ground() {
        let body = mesh::build(Density::Normal);
        let ibms = skeleton::inverse_bind_matrices();
        for clip in [
            "idle",
            "walk",
            "run",
            "jump",
            "fall",
            "getup_supine",
            "getup_prone",
        ] {
            let mut lowest = (f32::MAX, 0.0, Vec3::ZERO);
            for (t, pose) in clips::poses_of(clip) {
                let skinning: Vec<Mat4> = pose
                    .world_matrices()
                    .iter()
                    .zip(&ibms)
                    .map(|(w, ibm)| *w * *ibm)
                    .collect();
                for ((p, j), w) in body.positions.iter().zip(&body.joints).zip(&body.weights) {
                    let p = Vec3::from(*p);
                    let skinned: Vec3 = (0..4)
                        .map(|k| skinning[j[k] as usize].transform_point3(p) * w[k])
                        .sum();
                    if skinned.y < lowest.0 {
                        lowest = (skinned.y, t, p);
                    }
                }
            }
            eprintln!(
                "{clip}: lowest {:.3} m at t={:.2} (rest {})",
                lowest.0, lowest.1, lowest.2
            );
            assert!(lowest.0 > -0.035, "{clip} sinks to {lowest:?}");
        }
    }
}
