//! Every crash found by fuzzing, as a named test on its minimized input (the files in
//! `tests/fuzz/regressions/`), and one test that takes every such file through the whole
//! fuzz pipeline.

use super::common::{ragrig, repo, text};
use super::pipeline;
use ragrig::project::Project;
use ragrig::session::Session;
use std::path::PathBuf;

fn input(name: &str) -> PathBuf {
    repo().join("tests/fuzz/regressions").join(name)
}

/// One regression input through the fuzz pipeline (rigs with the sample model).
fn run_file(path: &std::path::Path, stats: &super::Stats) -> Result<(), String> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let bytes = std::fs::read(path).unwrap();
    if name.ends_with(".rig.toml") {
        let ctx = pipeline::RigContext::new();
        pipeline::run_rig_text(&ctx, &String::from_utf8_lossy(&bytes), stats)
    } else {
        pipeline::run_model_bytes(&bytes, stats)
    }
}

#[test]
fn every_regression_input_goes_through_the_pipeline_without_a_panic() {
    let stats = super::Stats::new("regressions", 0);
    let mut files: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/fuzz/regressions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 2);
    for f in &files {
        let before = super::panic_count();
        let r = std::panic::catch_unwind(|| run_file(f, &stats));
        assert!(
            matches!(r, Ok(Ok(()))),
            "{}: {:?}",
            f.display(),
            r.map_err(|_| "panicked")
        );
        assert_eq!(
            super::panic_count(),
            before,
            "{}: a caught panic",
            f.display()
        );
    }
}

#[test]
fn an_inverted_twist_range_is_refused_by_simulate_scenarios_check_physics_and_export() {
    let rig = input("inverted_twist.rig.toml");
    let rig = rig.to_str().unwrap();
    let dir = super::common::tmpdir();
    let out = dir.path().join("out.glb");
    for args in [
        vec!["simulate", rig, "--seconds", "1"],
        vec!["scenarios", rig, "--only", "run"],
        vec!["check-physics", rig, "--only", "drop"],
        vec!["export", rig, "--gltf", out.to_str().unwrap()],
    ] {
        let o = ragrig(&args);
        let t = text(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {t}");
        assert!(
            t.contains("limit-out-of-range") && t.contains("lumbar"),
            "{t}"
        );
        assert!(t.contains(&format!("{} refused", args[0])), "{t}");
        assert!(!t.contains("panicked"), "{t}");
    }
    assert!(!out.exists());
    // validate names the same error, with its fix.
    let o = ragrig(&["validate", rig, "--json"]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let f = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "limit-out-of-range")
        .unwrap();
    assert_eq!(f["fix"]["fix"], "swap-twist");
}

#[test]
fn a_nan_twist_limit_is_refused_before_the_simulation() {
    let p = Project::open_rig(&input("nan_twist.rig.toml")).unwrap();
    let ch = p.character.as_ref().unwrap();
    let e = Session::new(&p.rig, ch, None, 0.0)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("rig doctor") && e.contains("non-finite"), "{e}");
    let o = ragrig(&[
        "simulate",
        input("nan_twist.rig.toml").to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v["refused"].as_str().unwrap().contains("simulate refused"));
    assert_eq!(v["errors"][0]["code"], "non-finite");
}

#[test]
fn a_sparse_accessor_of_2_pow_40_positions_is_refused_without_allocating_them() {
    // Found by the gltf-structure target: POSITION without a buffer view (sparse over zeros)
    // and a count of 2^40 made the reader ask for 13 TB.
    let path = input("sparse_positions_2pow40.gltf");
    let e = ragrig::character::load_character(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("no buffer view") && e.contains("1099511627776 elements"),
        "{e}"
    );
    let o = ragrig(&["info", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

#[test]
fn a_position_accessor_that_does_not_exist_is_an_error_not_a_panic() {
    // Found by the glb-bytes target (one flipped byte renamed "accessors"): the gltf crate's
    // validation looked the POSITION accessor up unchecked and panicked (the importer's
    // catch_unwind turned it into a vague error, with a panic message on stderr).
    let path = input("position_accessor_missing.gltf");
    let before = super::panic_count();
    let e = ragrig::character::load_character(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("POSITION refers to accessor 0, but the file has 0"),
        "{e}"
    );
    assert_eq!(super::panic_count(), before);
}

#[test]
fn a_physics_joint_under_a_cycle_of_nodes_is_an_error_not_a_hang() {
    // Found by the gltf-structure target (a cycle made in the sample exported with physics):
    // the physics import walked up from a joint's node to the body above it and never got
    // to a root, so `ragrig import`, and the editor opening the file, hung.
    let path = input("khr_joint_under_a_node_cycle.gltf");
    let e = ragrig::export::import_khr(&path).unwrap_err().to_string();
    assert_eq!(
        e,
        "node 'hips' is its own ancestor (the nodes' children form a cycle)"
    );
    let dir = super::common::tmpdir();
    let out = dir.path().join("out.rig.toml");
    let o = ragrig(&[
        "import",
        path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_ne!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("its own ancestor"), "{}", text(&o));
    assert!(!out.exists());
}

#[test]
fn an_unnamed_bone_in_a_model_exported_with_physics_is_fitted_and_exported_by_its_index() {
    // Found by the gltf-structure target (seed 20261203): in the sample exported with physics,
    // the neck bone's name removed. The fitter took the exported `neck` physics body node for
    // the neck bone, and the export then refused the fitted rig ("bone 'neck' is not in the
    // model"); fitted on the right node, the export could not find the node by the name the
    // import gives an unnamed node (`node_<index>`). The input is made here from the sample
    // (the fuzzer's minimized file is the whole 0.75 MB model with that one change).
    let project = Project::open_rig(&super::common::sample_rig()).unwrap();
    let (bytes, _) = ragrig::export::export_glb(&project).unwrap();
    let dir = super::common::tmpdir();
    let with_physics = dir.path().join("with_physics.glb");
    std::fs::write(&with_physics, &bytes).unwrap();
    // The name taken out, and (as some exporters write it) set to null.
    for null_name in [false, true] {
        unnamed_neck_fits_and_exports(&with_physics, dir.path(), null_name);
    }
}

fn unnamed_neck_fits_and_exports(
    with_physics: &std::path::Path,
    dir: &std::path::Path,
    null: bool,
) {
    let (mut json, bin) = ragrig::export::load_model_parts(with_physics).unwrap();
    let nodes = json["nodes"].as_array_mut().unwrap();
    let neck = nodes
        .iter()
        .position(|n| n["name"].as_str() == Some("Neck"))
        .unwrap();
    let node = nodes[neck].as_object_mut().unwrap();
    if null {
        node.insert("name".into(), serde_json::Value::Null);
    } else {
        node.remove("name");
    }
    let model = dir.join("model.glb");
    let glb = ragrig::glb::glb_bytes(serde_json::to_vec(&json).unwrap(), Some(bin)).unwrap();
    std::fs::write(&model, glb).unwrap();

    let ch = ragrig::character::load_character(&model).unwrap();
    let unnamed = format!("node_{neck}");
    assert_eq!(ch.skeleton.nodes[neck].name, unnamed);
    // The exported bodies and joint frames are marked; the model's own nodes are not.
    let marked: Vec<&str> = ch
        .skeleton
        .nodes
        .iter()
        .filter(|n| n.physics_only)
        .map(|n| n.name.as_str())
        .collect();
    assert_eq!(marked.len(), 17 + 2 * 16, "{marked:?}");
    assert!(marked.contains(&"neck") && marked.contains(&"neck.parent"));
    assert!(!ch.skeleton.nodes[neck].physics_only);

    let (rig, _) =
        ragrig::fit::generate(&ch, "model.glb", &ragrig::fit::FitOptions::default()).unwrap();
    let neck_body = rig.bodies.iter().find(|b| b.name == "neck").unwrap();
    assert_eq!(neck_body.bone, unnamed);
    assert!(rig.bodies.iter().all(|b| {
        let i = ch.skeleton.find(&b.bone).unwrap();
        !ch.skeleton.nodes[i].physics_only
    }));
    let fitted = Project::from_parts(None, rig, Ok(ch), model.clone());
    let (out, _) = ragrig::export::export_glb(&fitted).unwrap();
    let exported = dir.join("exported.glb");
    std::fs::write(&exported, out).unwrap();
    // The exported file names the node, and its rig reads back with the same bone.
    let (back, _) = ragrig::export::import_khr(&exported).unwrap().unwrap();
    assert_eq!(back.bodies.len(), 17);
    let neck_back = back.bodies.iter().find(|b| b.name == "neck").unwrap();
    assert_eq!(neck_back.bone, unnamed);
    let (json, _) = ragrig::export::load_model_parts(&exported).unwrap();
    assert_eq!(json["nodes"][neck]["name"].as_str(), Some(unnamed.as_str()));
}

#[test]
fn re_exporting_a_model_that_already_has_physics_replaces_it() {
    // Found by the gltf-structure target: exporting a rig onto a model exported before (as
    // the editor does after opening an exported .glb) added the new bodies to the old ones,
    // and a damaged old set made the export unreadable.
    let dir = super::common::tmpdir();
    let first = dir.path().join("first.glb");
    let o = ragrig(&[
        "export",
        super::common::sample_rig().to_str().unwrap(),
        "--gltf",
        first.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let p = Project::open_model(&first).unwrap();
    assert_eq!(p.rig.bodies.len(), 17);
    let (bytes, report) = ragrig::export::export_glb(&p).unwrap();
    assert_eq!(report.bodies, 17);
    let second = dir.path().join("second.glb");
    std::fs::write(&second, &bytes).unwrap();
    let (back, _) = ragrig::export::import_khr(&second).unwrap().unwrap();
    assert_eq!(back.bodies.len(), 17);
    assert_eq!(back.joints.len(), 16);
    let mut names: Vec<&str> = back.bodies.iter().map(|b| b.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 17);
    // The same nodes (the model's and one set of physics nodes), meshes and clips as the
    // first export.
    let a = ragrig::character::load_character(&first).unwrap();
    let b = ragrig::character::load_character(&second).unwrap();
    assert_eq!(a.skeleton.nodes.len(), b.skeleton.nodes.len());
    assert_eq!(a.clips.len(), b.clips.len());
    assert_eq!(a.meshes.len(), b.meshes.len());
    // And the same file is what the first export was, physics and all, in size.
    let first_len = std::fs::metadata(&first).unwrap().len() as i64;
    assert!(
        (bytes.len() as i64 - first_len).abs() < 2048,
        "{} vs {first_len}",
        bytes.len()
    );
}

#[test]
fn a_renamed_accessor_list_with_a_bad_utf8_byte_is_an_error_not_a_panic() {
    // Found by the glb-bytes target (two flipped bytes): the renamed "accessors" member holds
    // invalid UTF-8, which the gltf crate skips unparsed, and then panicked on the POSITION
    // accessor it looks up unchecked.
    let path = input("accessors_renamed_and_a_bad_byte.gltf");
    let before = super::panic_count();
    let e = ragrig::character::load_character(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("POSITION refers to accessor 0, but the file has 0"),
        "{e}"
    );
    assert_eq!(super::panic_count(), before);
}

#[test]
fn an_animation_channel_with_an_unknown_target_path_is_left_out_with_a_note() {
    // Found by the glb-bytes target (one flipped bit turned "rotation" into "sotation"): the
    // gltf crate does not validate a channel's target path and panicked reading it. A path
    // the core spec does not define (a corrupted one) leaves that channel out, with a note;
    // the rest of the clip is read.
    let path = input("channel_target_path_unknown.gltf");
    let before = super::panic_count();
    let ch = ragrig::character::load_character(&path).unwrap();
    assert_eq!(super::panic_count(), before);
    let clip = ch.clip("move").unwrap();
    assert_eq!(clip.channels.len(), 2);
    assert_eq!(clip.duration, 2.0);
    assert!(
        ch.notes
            .iter()
            .any(|n| n.contains("animation 'move': left out 1 channel(s) on a target path")),
        "{:?}",
        ch.notes
    );
    let o = ragrig(&["info", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("left out"), "{}", text(&o));
}

#[test]
fn an_animation_channel_aimed_at_a_missing_node_is_an_error_not_a_panic() {
    // Found by the gltf-structure target (one number set to 3): the gltf crate does not
    // validate a channel's target node and panicked reading it.
    let path = input("channel_target_node_out_of_range.gltf");
    let before = super::panic_count();
    let e = ragrig::character::load_character(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("animation 0, channel 0: the target node 3 does not exist"),
        "{e}"
    );
    assert_eq!(super::panic_count(), before);
    let o = ragrig(&["info", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!text(&o).contains("panicked"), "{}", text(&o));
}
