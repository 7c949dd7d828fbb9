//! The command line: outputs and exit codes (0 ok, 1 findings, 2 bad input).

mod common;
use common::*;

#[test]
fn info_lists_knight_joints_and_clips() {
    let o = ragrig(&["info", asset("Knight.glb").to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["joint_count"], 41);
    assert_eq!(v["clips"].as_array().unwrap().len(), 76);
    let idle = v["clips"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "Idle")
        .unwrap();
    assert!(idle["duration_s"].as_f64().unwrap() > 0.5);
    // Human output: the same numbers.
    let o = ragrig(&["info", asset("RobotExpressive.glb").to_str().unwrap()]);
    let t = text(&o);
    assert!(t.contains("2 skin(s)") && t.contains("14 clip(s)"), "{t}");
}

#[test]
fn info_on_bad_files_exits_2_with_a_message() {
    let dir = tmpdir();
    let knight = std::fs::read(asset("Knight.glb")).unwrap();
    let cut = dir.path().join("cut.glb");
    std::fs::write(&cut, &knight[..knight.len() / 3]).unwrap();
    let noise = dir.path().join("noise.glb");
    std::fs::write(
        &noise,
        (0..10_000u32)
            .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    for (f, what) in [(&cut, "cut.glb"), (&noise, "noise.glb")] {
        let o = ragrig(&["info", f.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{}", text(&o));
        let t = text(&o);
        assert!(
            t.contains(what) && t.starts_with("error:") && !t.contains("panicked"),
            "{t}"
        );
    }
}

#[test]
fn validate_sample_exits_0() {
    let o = ragrig(&["validate", sample_rig().to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["errors"], 0);
    assert_eq!(v["warnings"], 0);
}

/// Write the sample with one textual change next to a copy of the model; run validate.
fn validate_variant(from: &str, to: &str) -> (Option<i32>, String) {
    let dir = tmpdir();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let text0 = std::fs::read_to_string(sample_rig()).unwrap();
    assert!(text0.contains(from), "{from}");
    let path = dir.path().join("bad.rig.toml");
    std::fs::write(&path, text0.replacen(from, to, 1)).unwrap();
    let o = ragrig(&["validate", path.to_str().unwrap()]);
    (o.status.code(), text(&o))
}

#[test]
fn crafted_bad_rigs_are_rejected_with_the_finding_or_line() {
    let cases: [(&str, &str, i32, &str); 6] = [
        (
            "child = \"shin_l\"",
            "child = \"shim_l\"",
            1,
            "dangling-reference",
        ),
        (
            "name = \"hand_r\"",
            "name = \"hand_l\"",
            1,
            "duplicate-name",
        ),
        (
            "radius = 0.04, half_height = 0.085",
            "radius = -0.04, half_height = 0.085",
            1,
            "bad-shape-size",
        ),
        ("mass = 3.66", "mass = nan", 1, "non-finite"),
        (
            "parent = \"thigh_l\"",
            "parent = \"foot_l\"",
            1,
            "joint-cycle",
        ),
        (
            "simulated = true",
            "simulated = true\nsquishy = true",
            2,
            "unknown field `squishy`",
        ),
    ];
    for (from, to, code, expect) in cases {
        let (c, t) = validate_variant(from, to);
        assert_eq!(c, Some(code), "{from} → {to}: {t}");
        assert!(t.contains(expect), "{from} → {to}: {t}");
        assert!(!t.contains("panicked"), "{t}");
    }
    // The unknown key's line is named.
    let (_, t) = validate_variant("simulated = true", "simulated = true\nsquishy = true");
    assert!(t.contains("line "), "{t}");
}

#[test]
fn validate_on_a_missing_file_exits_2() {
    let o = ragrig(&["validate", "/nonexistent/x.rig.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("x.rig.toml"));
}

/// `ragrig ranges`: the sample's left hip flexes as far as the JSON says, checked by hand: the
/// reference frame worked out from the bodies at rest, a pure flexion (a turn about its Y that
/// takes the leg forward, world +Z) inside the cone 0.1° short of the value and outside 0.1°
/// beyond it, with the rig's swing–twist measure. Every joint of the sample is listed with six
/// motions; the text output names them.
#[test]
fn ranges_prints_each_joints_motions_as_far_as_its_limits_allow() {
    let rig_path = sample_rig();
    let o = ragrig(&["ranges", rig_path.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let joints = v["joints"].as_array().unwrap();
    let project = ragrig::project::Project::open_rig(&rig_path).unwrap();
    let (rig, ch) = (&project.rig, project.character.as_ref().unwrap());
    assert_eq!(joints.len(), rig.joints.len());
    assert!(
        joints
            .iter()
            .all(|j| j["motions"].as_array().unwrap().len() == 6)
    );
    let hip = joints.iter().find(|j| j["joint"] == "hip_l").unwrap();
    let flexion = hip["motions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["motion"] == "Flexion")
        .unwrap()["deg"]
        .as_f64()
        .unwrap() as f32;
    let rest = ragrig::rig::body_world(rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let ratio = |deg: f32| flexion_cone_ratio(rig, &rest, "hip_l", deg);
    assert!(
        ratio(flexion - 0.1) <= 1.0 && ratio(flexion + 0.1) > 1.0,
        "flexion {flexion}°"
    );
    let o = ragrig(&["ranges", rig_path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o).contains(&format!("Flexion {flexion:.1} / Extension")),
        "{}",
        text(&o)
    );
}
