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

/// `validate --fix CODE -o OUT` applies the one-click fixes the editor offers and writes the
/// result, leaving the rig as it was: the sample's `beyond-human-range` notes (joints whose
/// limits follow clips past a human's range) are each fixed, a pure dorsiflexion of the left
/// ankle then ends at the table's 20° (measured by hand), no such note is left, and the clips'
/// frames past those limits become `clip-outside-limits` warnings. `--fix all` takes the
/// warnings' and errors' fixes but not the notes' (a 2° wrist cone is widened to 5°; the ankle
/// notes stay). A code no finding has changes nothing and says so.
#[test]
fn validate_fix_applies_the_findings_fixes_and_writes_the_rig() {
    let dir = tmpdir();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let original = std::fs::read_to_string(sample_rig()).unwrap();
    let rig = dir.path().join("m.rig.toml");
    std::fs::write(&rig, &original).unwrap();
    let json = |o: &std::process::Output| -> serde_json::Value {
        serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", text(o)))
    };
    let noted = |v: &serde_json::Value, code: &str| -> Vec<String> {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["code"] == code)
            .map(|f| f["subject"]["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let before = json(&ragrig(&["validate", rig.to_str().unwrap(), "--json"]));
    let joints = noted(&before, "beyond-human-range");
    assert!(joints.contains(&"ankle_l".to_owned()), "{joints:?}");

    let out = dir.path().join("human.rig.toml");
    let o = ragrig(&[
        "validate",
        rig.to_str().unwrap(),
        "--fix",
        "beyond-human-range",
        "-o",
        out.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let after = json(&o);
    let fixed: Vec<&str> = after["fixed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    let expected: Vec<String> = joints
        .iter()
        .map(|j| format!("set the human range of motion on {j}"))
        .collect();
    assert_eq!(fixed, expected);
    assert!(noted(&after, "beyond-human-range").is_empty());
    assert!(noted(&after, "clip-outside-limits").contains(&"ankle_l".to_owned()));
    assert_eq!(std::fs::read_to_string(&rig).unwrap(), original);
    let p = ragrig::project::Project::open_rig(&out).unwrap();
    let ch = p.character.as_ref().unwrap();
    let rest = ragrig::rig::body_world(&p.rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let dorsi =
        |deg: f32| motion_cone_ratio(&p.rig, &rest, "ankle_l", glam::Vec3::Y, glam::Vec3::Y, deg);
    assert!(dorsi(19.9) <= 1.0 && dorsi(20.1) > 1.0);

    // Back to the clips: `all` takes the `clip-outside-limits` warnings' fixes, the limits fitted
    // to the clips for each twin pair (once per pair, whichever twin's warning offered it), and
    // the notes come back with them.
    let o = ragrig(&["validate", out.to_str().unwrap(), "--fix", "all", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v = json(&o);
    let labels: Vec<&str> = v["fixed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    let mut unique = labels.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), labels.len(), "{labels:?}");
    assert!(
        labels.contains(&"fit the limits of ankle_l and ankle_r to the clips"),
        "{labels:?}"
    );
    assert!(noted(&v, "clip-outside-limits").is_empty(), "{v}");
    assert!(noted(&v, "beyond-human-range").contains(&"ankle_l".to_owned()));

    // `all`: a warning's fix, not a note's.
    let wrist = "swing1_deg = 5.0\nswing2_deg = 5.0\ntwist_min_deg = -5.0\ntwist_max_deg = 5.0\ngroup = \"wrist\"";
    assert!(original.contains(wrist));
    let thin = original.replacen(
        wrist,
        &wrist.replacen("swing1_deg = 5.0", "swing1_deg = 2.0", 1),
        1,
    );
    assert_ne!(thin, original);
    std::fs::write(&rig, &thin).unwrap();
    let o = ragrig(&["validate", rig.to_str().unwrap(), "--fix", "all", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v = json(&o);
    assert_eq!(
        v["fixed"],
        serde_json::json!(["widen the swing of wrist_l to 5°"])
    );
    assert_eq!(noted(&v, "beyond-human-range"), joints);
    assert_eq!(std::fs::read_to_string(&rig).unwrap(), original);

    let o = ragrig(&[
        "validate",
        rig.to_str().unwrap(),
        "--fix",
        "no-such-code,thin-cone",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("nothing to fix"), "{}", text(&o));
    assert!(
        text(&o).contains("--fix no-such-code: no finding with a fix has this code"),
        "{}",
        text(&o)
    );
    // Codes may also come comma-separated: each is looked for.
    assert!(text(&o).contains("--fix thin-cone:"), "{}", text(&o));
    assert_eq!(std::fs::read_to_string(&rig).unwrap(), original);
}

/// `simulate --json` ranks every clip as a get-up for the pose the ragdoll last lay in, as the
/// editor's Switch pane does: switched from the first frame of the sample's `getup_prone` (lying
/// on its front) and simulated 0.05 s, that clip is first, about no distance away, with its role;
/// `getup_supine` (lying on the back) is more than 120° of pelvis tilt away; the list is sorted.
/// A run that never leaves the animation ranks nothing.
#[test]
fn simulate_ranks_the_clips_as_get_ups_for_where_the_ragdoll_lies() {
    let rig = sample_rig();
    let run = |switch_at: &str| {
        let o = ragrig(&[
            "simulate",
            rig.to_str().unwrap(),
            "--clip",
            "getup_prone",
            "--switch-at",
            switch_at,
            "--seconds",
            "0.05",
            "--json",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        serde_json::from_slice::<serde_json::Value>(&o.stdout).unwrap()
    };
    let v = run("0");
    let ranked = v["getup_ranking"].as_array().unwrap();
    let deg = |c: &serde_json::Value, k: &str| c[k].as_f64().unwrap();
    assert_eq!(ranked[0]["clip"], "getup_prone");
    assert_eq!(ranked[0]["roles"], serde_json::json!(["getup_prone"]));
    assert!(deg(&ranked[0], "distance_deg") < 2.0, "{}", ranked[0]);
    let supine = ranked.iter().find(|c| c["clip"] == "getup_supine").unwrap();
    assert!(deg(supine, "tilt_deg") > 120.0, "{supine}");
    for pair in ranked.windows(2) {
        assert!(deg(&pair[0], "distance_deg") <= deg(&pair[1], "distance_deg"));
    }
    assert!(run("1.0")["getup_ranking"].as_array().unwrap().is_empty());
}

/// `fit --keep-hand-tuned` generates the rig again and keeps what the existing rig marks
/// hand-tuned: the sample's left hand, made 0.9 kg and marked, comes through with its mass and
/// its mark; without the flag the generator's hand replaces it.
#[test]
fn fit_keep_hand_tuned_keeps_the_edited_parts_of_the_existing_rig() {
    let dir = tmpdir();
    let model = dir.path().join("mannequin.glb");
    std::fs::copy(repo().join("sample_rigs/mannequin.glb"), &model).unwrap();
    let original = std::fs::read_to_string(sample_rig()).unwrap();
    let at = original.find("name = \"hand_l\"").unwrap();
    let (head, tail) = original.split_at(at);
    let mass_at = tail.find("\nmass = ").unwrap() + 1;
    let mass_end = mass_at + tail[mass_at..].find('\n').unwrap();
    let sim_end = tail.find("simulated = true\n").unwrap() + "simulated = true\n".len();
    let edited = format!(
        "{head}{}mass = 0.9{}hand_tuned = true\n{}",
        &tail[..mass_at],
        &tail[mass_end..sim_end],
        &tail[sim_end..]
    );
    let rig = dir.path().join("m.rig.toml");
    std::fs::write(&rig, &edited).unwrap();
    let fit = |keep: bool| {
        let mut args = vec![
            "fit",
            model.to_str().unwrap(),
            "-o",
            rig.to_str().unwrap(),
            "--json",
        ];
        if keep {
            args.push("--keep-hand-tuned");
        }
        let o = ragrig(&args);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let p = ragrig::project::Project::open_rig(&rig).unwrap();
        (v, p.rig.body("hand_l").unwrap().clone())
    };
    let (v, hand) = fit(true);
    assert_eq!(v["kept"]["bodies"], serde_json::json!(["hand_l"]));
    assert_eq!(hand.mass, 0.9);
    assert!(hand.hand_tuned);
    let (v, hand) = fit(false);
    assert!(v.get("kept").is_none());
    assert!((hand.mass - 0.9).abs() > 0.1, "{}", hand.mass);
    assert!(!hand.hand_tuned);
}
