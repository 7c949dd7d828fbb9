//! glTF import against real third-party characters and crafted (valid and malformed) files.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::{load_character, load_character_from_bytes};
use serde_json::json;
use std::path::Path;

fn load_json(doc: &serde_json::Value) -> Result<ragrig::character::Character, String> {
    let bytes = serde_json::to_vec(doc).unwrap();
    load_character_from_bytes(&bytes, Path::new("crafted.gltf")).map_err(|e| e.to_string())
}

#[test]
fn knight_has_41_joints_and_76_clips() {
    let ch = load_character(&asset("Knight.glb")).unwrap();
    assert_eq!(ch.skins.len(), 1);
    assert_eq!(ch.skins[0].joints.len(), 41);
    assert_eq!(ch.clips.len(), 76);
    for name in ["Idle", "Walking_A", "Running_A", "Death_A", "Lie_StandUp"] {
        let c = ch.clip(name).unwrap_or_else(|| panic!("clip {name}"));
        assert!(
            c.duration > 0.1 && c.duration < 30.0,
            "{name} {}",
            c.duration
        );
    }
    assert!(ch.skeleton.find("upperleg.l").is_some());
}

#[test]
fn the_knights_ik_and_control_bones_are_not_drawn_as_its_skeleton() {
    let ch = load_character(&asset("Knight.glb")).unwrap();
    let bones = ch.deforming_bones();
    let is_bone = |name: &str| bones[ch.skeleton.find(name).unwrap()];
    // Its skin lists 41 joints; 18 of them (IK targets and foot-roll controls hanging from
    // the root) move no vertex. The root itself moves none but carries the rest.
    for name in [
        "root",
        "hips",
        "chest",
        "head",
        "hand.l",
        "lowerarm.r",
        "foot.l",
        "toes.r",
    ] {
        assert!(is_bone(name), "{name} is a bone");
    }
    for name in [
        "handIK.l",
        "elbowIK.r",
        "kneeIK.l",
        "IK-foot.r",
        "control-heel-roll.l",
        "heelIK.r",
    ] {
        assert!(!is_bone(name), "{name} moves nothing");
    }
    assert_eq!(bones.iter().filter(|&&b| b).count(), 23);
}

#[test]
fn a_skin_that_moves_nothing_still_draws_every_joint() {
    let mut ch = load_character(&sample_rig().with_file_name("mannequin.glb")).unwrap();
    let joints = ch.joint_nodes();
    let bones = ch.deforming_bones();
    // The sample's every joint weights some vertex or lies above one that does.
    assert_eq!(bones.iter().filter(|&&b| b).count(), joints.len());
    for m in &mut ch.meshes {
        m.weights.iter_mut().for_each(|w| *w = [0.0; 4]);
    }
    let bones = ch.deforming_bones();
    assert!(joints.iter().all(|&j| bones[j]));
    assert_eq!(bones.iter().filter(|&&b| b).count(), joints.len());
}

#[test]
fn robot_has_two_skins_14_clips_and_renormalised_weights() {
    let ch = load_character(&asset("RobotExpressive.glb")).unwrap();
    assert_eq!(ch.skins.len(), 2);
    assert!(ch.skins.iter().all(|s| s.joints.len() == 43));
    assert_eq!(ch.clips.len(), 14);
    // Independent count (read with a separate script): 174 + 202 vertices per hand whose
    // weights do not sum to 1; after import every vertex sums to 1.
    let renorm: Vec<&String> = ch
        .notes
        .iter()
        .filter(|n| n.contains("renormalised"))
        .collect();
    assert_eq!(renorm.len(), 4, "{renorm:?}");
    for m in &ch.meshes {
        for w in &m.weights {
            assert!((w.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        }
    }
    // Rigid parts count as weight 1 on their own node.
    let rigid = ch.meshes.iter().filter(|m| m.skin.is_none()).count();
    assert!(rigid >= 10);
}

#[test]
fn crafted_file_reads_skin_weights_and_all_three_interpolations() {
    let (doc, _) = crafted_gltf();
    let ch = load_json(&doc).unwrap();
    let m = &ch.meshes[0];
    // weights (0.25, 0.25) → (0.5, 0.5); (0.1, 0.4) → (0.2, 0.8)
    assert!((m.weights[0][0] - 0.5).abs() < 1e-6 && (m.weights[0][1] - 0.5).abs() < 1e-6);
    assert!((m.weights[2][0] - 0.2).abs() < 1e-6 && (m.weights[2][1] - 0.8).abs() < 1e-6);
    assert!(
        ch.notes
            .iter()
            .any(|n| n.contains("renormalised the weights of 3 vertices"))
    );
    // Rest world pose: b is 1 m above a; skinning at rest gives back the mesh positions.
    let sk = &ch.skeleton;
    let world = sk.world_matrices(&sk.rest_pose());
    assert!((world[1].transform_point3(Vec3::ZERO) - Vec3::Y).length() < 1e-6);
    let p = m.skinned_positions(&world);
    assert!((p[1] - Vec3::X).length() < 1e-6);

    let clip = ch.clip("move").unwrap();
    assert_eq!(clip.duration, 2.0);
    let pose = clip.sample(0.5, &sk.rest_pose());
    // LINEAR: a quarter of (2, 4, -2).
    assert!((pose[0].translation - Vec3::new(0.5, 1.0, -0.5)).length() < 1e-6);
    // STEP: still the first key.
    assert!((pose[1].translation - Vec3::Y).length() < 1e-6);
    // CUBICSPLINE with zero tangents: p = h00·q0 + h01·q1 at s = 0.25: h01 = 0.15625,
    // then normalised. Hand value: q = (0, 0, 0.15625·s, 0.84375 + 0.15625·s) normalised.
    let s2 = std::f32::consts::FRAC_1_SQRT_2;
    let raw = Quat::from_xyzw(0.0, 0.0, 0.15625 * s2, 0.84375 + 0.15625 * s2).normalize();
    assert!(
        (pose[1].rotation - raw).length() < 1e-6,
        "{:?}",
        pose[1].rotation
    );
    // At the end: STEP takes the last key, the rotation is 90° about Z.
    let end = clip.sample(2.0, &sk.rest_pose());
    assert!((end[1].translation - Vec3::new(7.0, 8.0, 9.0)).length() < 1e-6);
    assert!((end[1].rotation - Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)).length() < 1e-6);
    // World pose through the animated chain: b = a + R_a · t_b (R_a identity).
    let w = sk.world_rigid(&end);
    assert!((w[1].translation - Vec3::new(9.0, 12.0, 7.0)).length() < 1e-5);
}

#[test]
fn external_buffer_next_to_a_gltf_file_is_read() {
    let dir = tmpdir();
    let (mut doc, bin) = crafted_gltf();
    std::fs::write(dir.path().join("my data.bin"), &bin).unwrap();
    doc["buffers"][0]["uri"] = json!("my%20data.bin");
    let path = dir.path().join("model.gltf");
    std::fs::write(&path, serde_json::to_vec(&doc).unwrap()).unwrap();
    let ch = load_character(&path).unwrap();
    assert_eq!(ch.meshes[0].positions.len(), 3);
    // The same file without its buffer: one clear error naming the missing file.
    std::fs::remove_file(dir.path().join("my data.bin")).unwrap();
    let e = load_character(&path).unwrap_err().to_string();
    assert!(e.contains("model.gltf") && e.contains("my data.bin"), "{e}");
}

#[test]
fn accessor_past_the_end_of_its_view_is_an_error() {
    let (mut doc, _) = crafted_gltf();
    doc["accessors"][0]["count"] = json!(30);
    let e = load_json(&doc).unwrap_err();
    assert!(e.contains("POSITION") && e.contains("past the end"), "{e}");
}

#[test]
fn buffer_shorter_than_declared_is_an_error() {
    let (mut doc, bin) = crafted_gltf();
    set_buffer(&mut doc, &bin[..100]);
    doc["buffers"][0]["byteLength"] = json!(bin.len());
    let e = load_json(&doc).unwrap_err();
    assert!(e.contains("truncated"), "{e}");
}

#[test]
fn non_finite_positions_are_an_error() {
    let (mut doc, mut bin) = crafted_gltf();
    bin[4..8].copy_from_slice(&f32::NAN.to_le_bytes());
    set_buffer(&mut doc, &bin);
    let e = load_json(&doc).unwrap_err();
    assert!(e.contains("non-finite") && e.contains("POSITION"), "{e}");
}

#[test]
fn node_cycle_is_an_error() {
    let (mut doc, _) = crafted_gltf();
    doc["nodes"][1]["children"] = json!([0]);
    doc["scenes"][0]["nodes"] = json!([2]);
    let e = load_json(&doc).unwrap_err();
    assert!(e.contains("cycle"), "{e}");
}

#[test]
fn joint_index_out_of_range_is_an_error() {
    let (mut doc, mut bin) = crafted_gltf();
    bin[36] = 9; // vertex 0 uses joint 9 with weight 0.25
    set_buffer(&mut doc, &bin);
    let e = load_json(&doc).unwrap_err();
    assert!(e.contains("joint 9"), "{e}");
}

#[test]
fn non_uniform_scale_is_reported() {
    let (mut doc, _) = crafted_gltf();
    doc["nodes"][1]["scale"] = json!([1.0, 2.0, 1.0]);
    let ch = load_json(&doc).unwrap();
    assert!(
        ch.notes.iter().any(|n| n.contains("non-uniform scale")),
        "{:?}",
        ch.notes
    );
}

#[test]
fn truncated_glb_and_random_bytes_are_errors_not_panics() {
    let bytes = std::fs::read(asset("Knight.glb")).unwrap();
    for cut in [10, 300, 5000, bytes.len() / 2, bytes.len() - 1] {
        let e = load_character_from_bytes(&bytes[..cut], Path::new("cut.glb")).unwrap_err();
        let e = e.to_string();
        assert!(e.contains("cut.glb") && e.contains("truncated"), "{e}");
    }
    // Deterministic pseudo-random bytes (xorshift), with and without a GLB magic.
    let mut x: u64 = 0x9E3779B97F4A7C15;
    let mut noise: Vec<u8> = (0..4096)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    assert!(load_character_from_bytes(&noise, Path::new("noise.glb")).is_err());
    noise[..4].copy_from_slice(b"glTF");
    assert!(load_character_from_bytes(&noise, Path::new("noise.glb")).is_err());
}

#[test]
fn animations_that_share_a_name_become_clips_with_names_of_their_own() {
    let (mut doc, _) = crafted_gltf();
    let anim = doc["animations"][0].clone();
    assert_eq!(anim["name"], "move");
    let mut taken = anim.clone();
    taken["name"] = json!("move (2)");
    doc["animations"] = json!([anim.clone(), anim.clone(), taken, anim]);
    let ch = load_json(&doc).unwrap();
    let names: Vec<&str> = ch.clips.iter().map(|c| c.name.as_str()).collect();
    // The first keeps its name; a later copy skips the number another clip already has.
    assert_eq!(names, ["move", "move (3)", "move (2)", "move (4)"]);
    for name in names {
        assert_eq!(ch.clip(name).unwrap().duration, 2.0, "{name}");
    }
    let note = ch
        .notes
        .iter()
        .find(|n| n.contains("named 'move'"))
        .expect("a note on the shared name");
    assert!(
        note.starts_with("3 animations are named 'move'")
            && note.contains("'move (3)', 'move (4)'"),
        "{note}"
    );
}

/// Exporters name a mesh object after the bone it hangs from, and the mesh node may come first
/// in the file (the Robot's `Torso`): a rig's bone name must mean the bone, or the body follows
/// a node the spine does not move.
#[test]
fn a_bone_name_another_node_shares_means_the_skin_joint() {
    let (mut doc, _) = crafted_gltf();
    // Put an empty node named like joint `b` first, every node index moving up by one.
    let shift = |v: &mut serde_json::Value| *v = json!(v.as_u64().unwrap() + 1);
    for n in doc["nodes"].as_array_mut().unwrap() {
        for c in n["children"].as_array_mut().into_iter().flatten() {
            shift(c);
        }
    }
    for v in doc["scenes"][0]["nodes"].as_array_mut().unwrap() {
        shift(v);
    }
    for v in doc["skins"][0]["joints"].as_array_mut().unwrap() {
        shift(v);
    }
    for c in doc["animations"][0]["channels"].as_array_mut().unwrap() {
        shift(&mut c["target"]["node"]);
    }
    doc["nodes"]
        .as_array_mut()
        .unwrap()
        .insert(0, json!({"name": "b"}));
    doc["scenes"][0]["nodes"]
        .as_array_mut()
        .unwrap()
        .push(json!(0));
    let ch = load_json(&doc).unwrap();
    assert_eq!(ch.skeleton.nodes[0].name, "b");
    assert_eq!(ch.skeleton.nodes[2].name, "b");
    assert_eq!(ch.skins[0].joints, [1, 2]);
    assert_eq!(ch.skeleton.find("b"), Some(2));
    assert_eq!(ch.skeleton.find("a"), Some(1));
    assert!(
        ch.notes
            .iter()
            .any(|n| n.starts_with("a node name is repeated")),
        "{:?}",
        ch.notes
    );
    // With no skin joint among the nodes of a name, the first of them.
    doc["nodes"][0]["name"] = json!("x");
    doc["nodes"][3]["name"] = json!("x");
    let ch = load_json(&doc).unwrap();
    assert_eq!(ch.skeleton.find("x"), Some(0));
    assert_eq!(ch.skeleton.find("b"), Some(2));
}

#[test]
fn a_note_made_for_every_primitive_of_a_mesh_is_listed_once_with_its_count() {
    let (mut doc, _) = crafted_gltf();
    let prim = doc["meshes"][0]["primitives"][0].clone();
    doc["meshes"][0]["primitives"] = json!([prim.clone(), prim]);
    let ch = load_json(&doc).unwrap();
    let renormalised: Vec<&String> = ch
        .notes
        .iter()
        .filter(|n| n.contains("renormalised the weights"))
        .collect();
    assert_eq!(
        renormalised,
        ["mesh 'tri': renormalised the weights of 3 vertices that did not sum to 1 (×2)"]
    );
}

#[test]
fn channels_the_import_cannot_use_are_left_out_with_one_note_per_clip() {
    let (mut doc, _) = crafted_gltf();
    let mut anim = doc["animations"][0].clone();
    let channels = anim["channels"].as_array_mut().unwrap();
    // Morph-target weights, a path the core does not define, and a channel with no target
    // node: the core allows that when an extension names the target (KHR_animation_pointer),
    // but the gltf crate cannot read a file that has one.
    channels.push(json!({"sampler": 0, "target": {"node": 1, "path": "weights"}}));
    channels.push(json!({"sampler": 0, "target": {"node": 1, "path": "sotation"}}));
    let pointer = json!({"sampler": 0, "target": {"path": "pointer", "extensions":
        {"KHR_animation_pointer": {"pointer": "/nodes/0/translation"}}}});
    channels.push(pointer.clone());
    // A second animation of the same name with only a pointer channel and a translation.
    let mut second = doc["animations"][0].clone();
    second["channels"] = json!([doc["animations"][0]["channels"][0].clone(), pointer]);
    doc["animations"] = json!([anim, second]);
    let ch = load_json(&doc).unwrap();
    let clips: Vec<(&str, usize)> = ch
        .clips
        .iter()
        .map(|c| (c.name.as_str(), c.channels.len()))
        .collect();
    assert_eq!(clips, [("move", 3), ("move (2)", 1)]);
    let left_out: Vec<String> = ch
        .notes
        .iter()
        .filter(|n| n.contains("left out"))
        .cloned()
        .collect();
    let node_less =
        "channel(s) with no target node (an extension's target, e.g. KHR_animation_pointer)";
    assert_eq!(
        left_out,
        [
            "1 channel(s) on morph-target weights in 1 animation(s) left out (morph targets are not used)".to_owned(),
            format!(
                "animation 'move': left out 1 channel(s) on a target path the glTF core does not define, 1 {node_less}"
            ),
            format!("animation 'move (2)': left out 1 {node_less}"),
        ]
    );
    // The clip reads as it did without them.
    let (plain, _) = crafted_gltf();
    let plain = load_json(&plain).unwrap();
    let rest = ch.skeleton.rest_pose();
    let (a, b) = (ch.clip("move").unwrap(), plain.clip("move").unwrap());
    for t in [0.0, 0.5, 1.3, 2.0] {
        let (pa, pb) = (a.sample(t, &rest), b.sample(t, &rest));
        for (x, y) in pa.iter().zip(&pb) {
            assert!((x.translation - y.translation).length() < 1e-6);
            assert!((x.rotation - y.rotation).length() < 1e-6);
        }
    }
}

#[test]
fn a_glb_with_a_pointer_channel_is_read_without_it() {
    // The bundled sample as a GLB, with a KHR_animation_pointer channel added to its first
    // animation: the file is rewritten without that channel before it is read, buffers intact.
    let bytes = std::fs::read(repo().join("sample_rigs/mannequin.glb")).unwrap();
    let glb = gltf::binary::Glb::from_slice(&bytes).unwrap();
    let mut root: serde_json::Value = serde_json::from_slice(&glb.json).unwrap();
    let name = root["animations"][0]["name"].as_str().unwrap().to_owned();
    let n = root["animations"][0]["channels"].as_array().unwrap().len();
    root["animations"][0]["channels"]
        .as_array_mut()
        .unwrap()
        .push(json!({"sampler": 0, "target": {"path": "pointer"}}));
    let json = serde_json::to_vec(&root).unwrap();
    let edited = gltf::binary::Glb {
        header: glb.header,
        json: json.into(),
        bin: glb.bin.clone(),
    }
    .to_vec()
    .unwrap();
    let ch = load_character_from_bytes(&edited, Path::new("pointer.glb")).unwrap();
    let plain = load_character_from_bytes(&bytes, Path::new("mannequin.glb")).unwrap();
    assert_eq!(ch.clip(&name).unwrap().channels.len(), n);
    assert_eq!(ch.clips.len(), plain.clips.len());
    assert_eq!(ch.meshes[0].positions, plain.meshes[0].positions);
    assert!(
        ch.notes
            .iter()
            .any(|m| m == &format!("animation '{name}': left out 1 channel(s) with no target node (an extension's target, e.g. KHR_animation_pointer)")),
        "{:?}",
        ch.notes
    );
}
