//! Export: the doctor gate, glTF with KHR_physics_rigid_bodies (Khronos validator), and the
//! round trip export → import.

mod common;
use common::*;
use ragrig::character::load_character;
use ragrig::export::export_glb;
use ragrig::export::import_khr;
use ragrig::project::Project;
use ragrig::rig::Rig;
use ragrig::xform::Rigid;
use std::process::Command;

fn frame_close(a: &Rigid, b: &Rigid, what: &str) {
    let dp = (a.translation - b.translation).length();
    assert!(dp <= 1e-5, "{what}: position differs by {dp} m");
    let dq = a.rotation.dot(b.rotation).abs().min(1.0);
    let angle = 2.0 * dq.acos();
    // acos near 1 is coarse in f32: compare through the component difference too.
    let dc = (a.rotation - b.rotation)
        .length()
        .min((a.rotation + b.rotation).length());
    assert!(
        angle <= 1e-4 || dc <= 5e-5,
        "{what}: rotation differs by {angle} rad"
    );
}

fn assert_rigs_match(a: &Rig, b: &Rig) {
    assert_eq!(a.bodies.len(), b.bodies.len());
    assert_eq!(a.joints.len(), b.joints.len());
    for x in &a.bodies {
        let y = b.body(&x.name).unwrap_or_else(|| panic!("body {}", x.name));
        assert_eq!(x.bone, y.bone);
        frame_close(&x.offset, &y.offset, &x.name);
        assert!((x.mass - y.mass).abs() <= 1e-5 * x.mass);
        assert_eq!(x.simulated, y.simulated);
        let (p, q) = (x.shape.numbers(), y.shape.numbers());
        for (u, v) in p.iter().zip(&q) {
            assert!((u - v).abs() <= 1e-5, "{}: {p:?} vs {q:?}", x.name);
        }
    }
    for x in &a.joints {
        let y = b
            .joint(&x.name)
            .unwrap_or_else(|| panic!("joint {}", x.name));
        assert_eq!(
            (&x.parent, &x.child, &x.group),
            (&y.parent, &y.child, &y.group)
        );
        frame_close(&x.parent_frame, &y.parent_frame, &x.name);
        frame_close(&x.child_frame, &y.child_frame, &x.name);
        for (u, v) in [
            (x.swing1, y.swing1),
            (x.swing2, y.swing2),
            (x.twist_min, y.twist_min),
            (x.twist_max, y.twist_max),
        ] {
            assert!((u - v).abs() <= 1e-4, "{}: {u} vs {v}", x.name);
        }
    }
    assert_eq!(a.groups, b.groups);
    let mut pa = a.disabled_pairs.clone();
    let mut pb = b.disabled_pairs.clone();
    for p in pa.iter_mut().chain(pb.iter_mut()) {
        p.sort();
    }
    pa.sort();
    pb.sort();
    assert_eq!(pa, pb);
}

/// The sample exported: its project, the glTF JSON and the binary chunk.
fn exported_sample() -> (Project, serde_json::Value, Option<Vec<u8>>) {
    let project = Project::open_rig(&sample_rig()).unwrap();
    let (bytes, _) = export_glb(&project).unwrap();
    let glb = gltf::binary::Glb::from_slice(&bytes).unwrap();
    let root = serde_json::from_slice(&glb.json).unwrap();
    let bin = glb.bin.map(|b| b.into_owned());
    (project, root, bin)
}

/// Write an edited glTF JSON with its binary chunk as `dir/name`.
fn write_glb(
    dir: &std::path::Path,
    name: &str,
    root: &serde_json::Value,
    bin: Option<Vec<u8>>,
) -> std::path::PathBuf {
    let out = dir.join(name);
    let json = serde_json::to_vec(root).unwrap();
    std::fs::write(&out, ragrig::glb::glb_bytes(json, bin).unwrap()).unwrap();
    out
}

/// The JSON chunk of a GLB.
fn glb_json(bytes: &[u8]) -> serde_json::Value {
    let len = u32::from_le_bytes(bytes[12..16].try_into().unwrap()) as usize;
    serde_json::from_slice(&bytes[20..20 + len]).unwrap()
}

/// World matrices as a glTF reader computes them: each node's T·R·S (or matrix) under its
/// parent's.
fn reader_world_matrices(nodes: &[serde_json::Value]) -> Vec<glam::Mat4> {
    use glam::{Mat4, Quat, Vec3};
    let get = |v: &serde_json::Value, k: usize, d: f32| {
        v.get(k).and_then(|x| x.as_f64()).map_or(d, |x| x as f32)
    };
    let local = |n: &serde_json::Value| -> Mat4 {
        if let Some(m) = n["matrix"].as_array() {
            let c: Vec<f32> = m.iter().map(|x| x.as_f64().unwrap() as f32).collect();
            return Mat4::from_cols_slice(&c);
        }
        let (t, r, s) = (&n["translation"], &n["rotation"], &n["scale"]);
        Mat4::from_scale_rotation_translation(
            Vec3::new(get(s, 0, 1.0), get(s, 1, 1.0), get(s, 2, 1.0)),
            Quat::from_xyzw(
                get(r, 0, 0.0),
                get(r, 1, 0.0),
                get(r, 2, 0.0),
                get(r, 3, 1.0),
            ),
            Vec3::new(get(t, 0, 0.0), get(t, 1, 0.0), get(t, 2, 0.0)),
        )
    };
    let mut parent = vec![None; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        for c in n["children"].as_array().into_iter().flatten() {
            parent[c.as_u64().unwrap() as usize] = Some(i);
        }
    }
    (0..nodes.len())
        .map(|mut i| {
            let mut m = local(&nodes[i]);
            while let Some(p) = parent[i] {
                m = local(&nodes[p]) * m;
                i = p;
            }
            m
        })
        .collect()
}

#[test]
fn sample_exports_to_a_valid_glb_and_reimports_exactly() {
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    // A disabled pair and a frequency-form group exercise the filters and the gain conversion.
    project
        .rig
        .disabled_pairs
        .push(["hand_l".into(), "thigh_l".into()]);
    // A floor away from the model's origin rides along with the settings.
    project.rig.floor = -0.0125;
    project.sync_rest_pose();
    let (bytes, report) = export_glb(&project).unwrap();
    assert_eq!(report.bodies, 17);
    // Every elliptical cone is reported (the fitted sample has a few circular ones).
    let elliptical = project
        .rig
        .joints
        .iter()
        .filter(|j| (j.swing1 - j.swing2).abs() > 1e-6)
        .count();
    assert!(elliptical >= 10, "{elliptical}");
    assert_eq!(
        report
            .approximations
            .iter()
            .filter(|a| a.contains("elliptical cone"))
            .count(),
        elliptical
    );
    let dir = tmpdir();
    let out = dir.path().join("mannequin_physics.glb");
    std::fs::write(&out, &bytes).unwrap();
    if let Some(r) = khronos_validate(&out) {
        assert_eq!(r["errors"], 0, "{r}");
    }
    // Still the same character for any glTF reader.
    let ch = load_character(&out).unwrap();
    assert_eq!(ch.skins[0].joints.len(), 22);
    assert_eq!(ch.clips.len(), 9);
    // And the same rig for ragrig.
    let (back, _) = import_khr(&out).unwrap().unwrap();
    assert_rigs_match(&project.rig, &back);
    assert_eq!(back.sim, project.rig.sim);
    assert_eq!(back.recovery, project.rig.recovery);
    assert_eq!(back.floor, -0.0125);
    // Opening the exported model alone brings its rig along.
    let opened = Project::open_model(&out).unwrap();
    assert_eq!(opened.rig.bodies.len(), 17);
    assert!(
        opened
            .diagnose()
            .iter()
            .all(|f| f.severity != ragrig::rig::Severity::Error),
        "{:?}",
        opened.diagnose()
    );
}

/// RobotExpressive's skin is bound in a pose its node transforms do not hold (its body 68 mm
/// higher), under an armature scaled ×100. Its exported file, with the rig's nodes added, must
/// give the same bind pose: every body where the fitted rig put it, every joint closed.
#[test]
fn a_fitted_robot_exports_and_reopens_with_its_bind_pose_and_joints_closed() {
    use ragrig::fit::{FitOptions, generate};
    let model = asset("RobotExpressive.glb");
    let dir = tmpdir();
    let mut ch = load_character(&model).unwrap();
    let (rig, _) = generate(&ch, "RobotExpressive.glb", &FitOptions::default()).unwrap();
    ch.place_for(rig.rest_pose, rig.floor);
    let project = Project::from_parts(None, rig.clone(), Ok(ch), model);
    let (bytes, _) = export_glb(&project).unwrap();
    let out = dir.path().join("robot_physics.glb");
    std::fs::write(&out, &bytes).unwrap();
    // The Robot's own file has errors (weights that do not sum to 1); the export adds none.
    if let (Some(r), Some(own)) = (
        khronos_validate(&out),
        khronos_validate(&asset("RobotExpressive.glb")),
    ) {
        assert_eq!(r["errors"], own["errors"], "{r}");
    }
    // What any glTF reader sees: every body node at world scale 1 (KHR scales a collider with
    // its node), its offset from its bone's position and rotation in metres, though the bones
    // hang under an armature at ×100.
    let json = glb_json(&bytes);
    let nodes = json["nodes"].as_array().unwrap();
    let world = reader_world_matrices(nodes);
    let armature = nodes
        .iter()
        .position(|n| n["name"] == "RobotArmature")
        .unwrap();
    let (s, _, _) = world[armature].to_scale_rotation_translation();
    assert!((s.x - 100.0).abs() < 1e-3, "{s}");
    let mut checked = 0;
    for (i, n) in nodes.iter().enumerate() {
        let Some(name) = n["extras"]["ragrig"]["body"].as_str() else {
            continue;
        };
        let body = rig.body(name).unwrap();
        let bone = nodes
            .iter()
            .position(|b| {
                b["children"]
                    .as_array()
                    .is_some_and(|c| c.contains(&serde_json::json!(i)))
            })
            .unwrap();
        let (scale, rot, pos) = world[i].to_scale_rotation_translation();
        assert!(
            (scale - glam::Vec3::ONE).abs().max_element() < 1e-4,
            "{name}: scale {scale}"
        );
        let (_, bone_rot, bone_pos) = world[bone].to_scale_rotation_translation();
        let offset = Rigid::new(bone_rot, bone_pos)
            .inverse()
            .mul(&Rigid::new(rot, pos));
        frame_close(&offset, &body.offset, name);
        checked += 1;
    }
    assert_eq!(checked, rig.bodies.len());
    let opened = Project::open_model(&out).unwrap();
    assert_rigs_match(&project.rig, &opened.rig);
    let bodies = |p: &Project| {
        let ch = p.character.as_ref().unwrap();
        ragrig::rig::body_world(&p.rig, &ch.skeleton, &ch.skeleton.rest_pose())
    };
    for ((a, b), body) in bodies(&project)
        .iter()
        .zip(bodies(&opened))
        .zip(&rig.bodies)
    {
        frame_close(&a.unwrap(), &b.unwrap(), &body.name);
    }
    let errors: Vec<_> = opened
        .diagnose()
        .into_iter()
        .filter(|f| f.severity == ragrig::rig::Severity::Error)
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn khr_data_carries_the_physics_numbers() {
    let project = Project::open_rig(&sample_rig()).unwrap();
    let (bytes, _) = export_glb(&project).unwrap();
    let glb = gltf::binary::Glb::from_slice(&bytes).unwrap();
    let root: serde_json::Value = serde_json::from_slice(&glb.json).unwrap();
    let phys = &root["extensions"]["KHR_physics_rigid_bodies"];
    // The knee: its twist range and a circular cone of the larger half-angle, in radians (the
    // rig file holds degrees).
    let k = project.rig.joint_index("knee_l").unwrap();
    let knee = &project.rig.joints[k];
    let limits = &phys["physicsJoints"][k]["limits"];
    let near = |v: &serde_json::Value, x: f32| (v.as_f64().unwrap() - f64::from(x)).abs() < 1e-6;
    assert!(near(&limits[1]["min"], knee.twist_min));
    assert!(near(&limits[1]["max"], knee.twist_max));
    assert!(near(&limits[2]["max"], knee.swing1.max(knee.swing2)));
    assert!(knee.swing1 != knee.swing2 && knee.twist_max > 0.0);
    // Its drives carry the knee group's gains (Kp 250, Kd 25, 300 N·m).
    let d = &phys["physicsJoints"][k]["drives"][0];
    assert_eq!(
        (
            d["stiffness"].as_f64(),
            d["damping"].as_f64(),
            d["maxForce"].as_f64()
        ),
        (Some(250.0), Some(25.0), Some(300.0))
    );
    // A capsule: height = 2 · half_height.
    let shin = project.rig.body("shin_l").unwrap();
    let node = root["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["name"] == "shin_l")
        .unwrap();
    let s = node["extensions"]["KHR_physics_rigid_bodies"]["collider"]["geometry"]["shape"]
        .as_u64()
        .unwrap();
    let cap = &root["extensions"]["KHR_implicit_shapes"]["shapes"][s as usize]["capsule"];
    let (r, hh) = match shin.shape {
        ragrig::rig::Shape::Capsule {
            radius,
            half_height,
        } => (radius, half_height),
        _ => unreachable!(),
    };
    assert!((cap["height"].as_f64().unwrap() as f32 - 2.0 * hh).abs() < 1e-6);
    assert!((cap["radiusTop"].as_f64().unwrap() as f32 - r).abs() < 1e-6);
    assert_eq!(
        node["extensions"]["KHR_physics_rigid_bodies"]["motion"]["mass"]
            .as_f64()
            .unwrap() as f32,
        shin.mass
    );
}

/// Another tool may scale a body's node: KHR scales its collider with it, and the frames of the
/// joints under it lie that much farther out. Reading the file back gives the sizes and frames in
/// metres, measured from the body's position and rotation.
#[test]
fn a_body_node_another_tool_scaled_is_read_in_metres() {
    let (project, mut root, bin) = exported_sample();
    let nodes = root["nodes"].as_array_mut().unwrap();
    let shin = nodes.iter().position(|n| n["name"] == "shin_l").unwrap();
    nodes[shin]["scale"] = serde_json::json!([2.0, 2.0, 2.0]);
    let dir = tmpdir();
    let out = write_glb(dir.path(), "scaled_shin.glb", &root, bin);
    let (back, _) = import_khr(&out).unwrap().unwrap();
    let rig = &project.rig;
    let (a, b) = (rig.body("shin_l").unwrap(), back.body("shin_l").unwrap());
    frame_close(&a.offset, &b.offset, "shin_l");
    for (x, y) in a.shape.numbers().iter().zip(b.shape.numbers()) {
        assert!((2.0 * x - y).abs() < 1e-5, "{:?} {:?}", a.shape, b.shape);
    }
    // The knee's child frame and the ankle's parent frame hang under the shin.
    let (knee, knee_back) = (rig.joint("knee_l").unwrap(), back.joint("knee_l").unwrap());
    let want = knee.child_frame.translation * 2.0;
    assert!(knee_back.child_frame.translation.distance(want) < 1e-5);
    let (ankle, ankle_back) = (
        rig.joint("ankle_l").unwrap(),
        back.joint("ankle_l").unwrap(),
    );
    let want = ankle.parent_frame.translation * 2.0;
    assert!(ankle_back.parent_frame.translation.distance(want) < 1e-5);
    frame_close(&knee.parent_frame, &knee_back.parent_frame, "knee_l parent");
}

/// A body node under a node that is not a bone but has a bone's name (another tool's file): the
/// rig follows the bone (the skin joint of that name), and the body keeps the place the file
/// gives it.
#[test]
fn a_body_under_a_namesake_of_its_bone_keeps_its_place() {
    let (_, mut root, bin) = exported_sample();
    let nodes = root["nodes"].as_array().unwrap();
    let body = nodes.iter().position(|n| n["name"] == "hand_l").unwrap();
    let bone = nodes
        .iter()
        .position(|n| {
            n["children"]
                .as_array()
                .is_some_and(|c| c.contains(&serde_json::json!(body)))
        })
        .unwrap();
    let bone_name = nodes[bone]["name"].clone();
    let file_world = reader_world_matrices(nodes)[body];
    // Move the body under a new root node named like its bone, 1 m to the side, keeping its
    // world pose.
    let namesake = nodes.len();
    let place = glam::Mat4::from_translation(glam::Vec3::X);
    let local = place.inverse() * file_world;
    let (_, r, t) = local.to_scale_rotation_translation();
    let nodes = root["nodes"].as_array_mut().unwrap();
    let children = nodes[bone]["children"].as_array_mut().unwrap();
    children.retain(|c| c != &serde_json::json!(body));
    nodes[body]["translation"] = serde_json::json!(t.to_array());
    nodes[body]["rotation"] = serde_json::json!(r.to_array());
    nodes.push(
        serde_json::json!({"name": bone_name, "translation": [1.0, 0.0, 0.0], "children": [body]}),
    );
    root["scenes"][0]["nodes"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(namesake));
    let dir = tmpdir();
    let out = write_glb(dir.path(), "namesake.glb", &root, bin);
    let opened = Project::open_model(&out).unwrap();
    let ch = opened.character.as_ref().unwrap();
    let b = opened.rig.body_index("hand_l").unwrap();
    assert_eq!(ch.skeleton.find(&opened.rig.bodies[b].bone), Some(bone));
    let world =
        ragrig::rig::body_world(&opened.rig, &ch.skeleton, &ch.skeleton.node_pose())[b].unwrap();
    let (_, r, t) = file_world.to_scale_rotation_translation();
    frame_close(&world, &Rigid::new(r, t), "hand_l");
}

#[test]
fn a_rig_with_an_error_cannot_be_exported() {
    let dir = tmpdir();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let text = std::fs::read_to_string(sample_rig()).unwrap().replacen(
        "child = \"shin_l\"",
        "child = \"shim_l\"",
        1,
    );
    let rig = dir.path().join("bad.rig.toml");
    std::fs::write(&rig, text).unwrap();
    let out = dir.path().join("out.glb");
    let o = Command::new(env!("CARGO_BIN_EXE_ragrig"))
        .args([
            "export",
            rig.to_str().unwrap(),
            "--gltf",
            out.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("dangling-reference") && err.contains("shim_l"),
        "{err}"
    );
    assert!(!out.exists());
    // The sample exports (exit 0) and the CLI import writes a rig the doctor accepts.
    let good = dir.path().join("good.glb");
    let o = Command::new(env!("CARGO_BIN_EXE_ragrig"))
        .args([
            "export",
            sample_rig().to_str().unwrap(),
            "--gltf",
            good.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let back = dir.path().join("back.rig.toml");
    let o = Command::new(env!("CARGO_BIN_EXE_ragrig"))
        .args([
            "import",
            good.to_str().unwrap(),
            "-o",
            back.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let p = Project::open_rig(&back).unwrap();
    assert_eq!(p.rig.model_path, "good.glb");
    assert!(
        p.diagnose()
            .iter()
            .all(|f| f.severity != ragrig::rig::Severity::Error)
    );
}

/// Export and import errors are values a caller can match: a rig without bodies, a joint whose
/// child is not in the rig, a model file that is not there, a file that is not glTF.
#[test]
fn export_and_import_errors_are_typed() {
    use ragrig::export::{ExportError, KhrReadError, ModelFileError};
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    let mut no_bodies = Project::open_rig(&sample_rig()).unwrap();
    no_bodies.rig.bodies.clear();
    no_bodies.rig.joints.clear();
    assert!(matches!(export_glb(&no_bodies), Err(ExportError::NoBodies)));
    project.rig.joints[0].child = "ghost".into();
    let name = project.rig.joints[0].name.clone();
    assert!(matches!(
        export_glb(&project),
        Err(ExportError::JointBody { joint, side: "child" }) if joint == name
    ));
    let dir = tmpdir();
    let missing = dir.path().join("missing.glb");
    assert!(matches!(
        import_khr(&missing),
        Err(KhrReadError::Model(ModelFileError::Read { path, .. })) if path == missing
    ));
    let text = dir.path().join("not.gltf");
    std::fs::write(&text, "this is not json").unwrap();
    let e = import_khr(&text).unwrap_err();
    assert!(
        matches!(&e, KhrReadError::Model(ModelFileError::Json { .. })),
        "{e}"
    );
    assert!(e.to_string().contains("not glTF JSON"), "{e}");
}
