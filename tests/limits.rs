//! Limits fitted to the clips: containment (recomputed independently), margin, mirror
//! consistency, the rest pose and the anchors, the doctor's finding and its fix, the CLI.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::Character;
use ragrig::fit::MirrorPlane;
use ragrig::fit::{LimitFitOptions, fit_limits};
use ragrig::project::Project;
use ragrig::rig::Preset;
use ragrig::rig::{PresetTarget, apply_preset};
use ragrig::rig::{Rig, apply_fix};
use ragrig::rig::{body_world, joint_world_frames};
use ragrig::rig::{cone_ratio, decompose};

fn sample() -> (Rig, Character) {
    let p = Project::open_rig(&sample_rig()).unwrap();
    (p.rig, p.character.unwrap())
}

/// The sample rig with the human preset's cones, centred on the rest pose.
fn preset_rig() -> (Rig, Character) {
    let (mut rig, ch) = sample();
    apply_preset(&mut rig, &Preset::human(), &PresetTarget::Rig);
    // Centre every cone on the rest pose again (the parent frame = the child frame at rest).
    let rest = body_world(&rig, &ch.skeleton, &ch.skeleton.rest_pose());
    for k in 0..rig.joints.len() {
        let (fa, fb) = joint_world_frames(&rig, &rest, &rig.joints[k]).unwrap();
        let parent_world = fa.rotation * rig.joints[k].parent_frame.rotation.inverse();
        rig.joints[k].parent_frame.rotation = (parent_world.inverse() * fb.rotation).normalize();
    }
    (rig, ch)
}

/// Every frame of every clip, straight from the pose: (joint, clip, t, swing ratio, twist over
/// the range in radians, swing margin, twist margin).
fn violations(rig: &Rig, ch: &Character) -> Vec<(String, f32, f32)> {
    let sk = &ch.skeleton;
    let mut worst: Vec<(String, f32, f32)> = rig
        .joints
        .iter()
        .map(|j| (j.name.clone(), f32::NEG_INFINITY, f32::INFINITY))
        .collect();
    for clip in &ch.clips {
        let n = (clip.duration / rig.sim.dt + 1e-4).floor() as usize;
        for k in 0..=n {
            let pose = clip.sample(k as f32 * rig.sim.dt, &sk.rest_pose());
            let bodies = body_world(rig, sk, &pose);
            for (ji, j) in rig.joints.iter().enumerate() {
                let (a, b) = joint_world_frames(rig, &bodies, j).unwrap();
                let (sw, tw) = decompose(a.rotation.inverse() * b.rotation);
                let ratio = cone_ratio(sw, j.swing1, j.swing2);
                let twist_margin = (tw - j.twist_min).min(j.twist_max - tw);
                worst[ji].1 = worst[ji].1.max(ratio);
                worst[ji].2 = worst[ji].2.min(twist_margin);
            }
        }
    }
    worst
}

#[test]
fn fitted_limits_hold_every_clip_frame_of_the_sample_with_the_margin() {
    let (rig, ch) = preset_rig();
    let before = violations(&rig, &ch);
    assert!(
        before.iter().any(|(_, r, _)| *r > 1.2),
        "the rest-centred cones should miss the clips: {before:?}"
    );
    let (fitted, report) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    let after = violations(&fitted, &ch);
    for (name, ratio, twist_margin) in &after {
        assert!(*ratio <= 1.0 + 1e-3, "{name}: swing ratio {ratio}");
        assert!(
            *twist_margin >= -1e-4,
            "{name}: twist outside by {twist_margin}"
        );
    }
    // Where the envelope did not bind, the twist margin is the full 5°.
    for f in &report.joints {
        let (_, _, tm) = after.iter().find(|(n, _, _)| *n == f.joint).unwrap();
        if f.twist_margin_deg >= 5.0 - 1e-3 && f.after_deg[3] - f.after_deg[2] > 10.01 {
            assert!(
                tm.to_degrees() >= 5.0 - 0.05,
                "{}: {}",
                f.joint,
                tm.to_degrees()
            );
        }
    }
}

#[test]
fn fitted_frames_keep_the_anchors_and_the_rest_pose_inside() {
    let (rig, ch) = preset_rig();
    let (fitted, _) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    let sk = &ch.skeleton;
    let rest = body_world(&fitted, sk, &sk.rest_pose());
    let mut moved = 0;
    for (j, old) in fitted.joints.iter().zip(&rig.joints) {
        let (a, b) = joint_world_frames(&fitted, &rest, j).unwrap();
        assert!(
            (a.translation - b.translation).length() < 1e-5,
            "{}: anchors {} m apart",
            j.name,
            (a.translation - b.translation).length()
        );
        assert_eq!(j.child_frame, old.child_frame, "{}", j.name);
        assert_eq!(j.parent_frame.translation, old.parent_frame.translation);
        let (sw, tw) = decompose(a.rotation.inverse() * b.rotation);
        assert!(cone_ratio(sw, j.swing1, j.swing2) <= 1.0, "{}", j.name);
        assert!(tw >= j.twist_min && tw <= j.twist_max, "{}", j.name);
        if (old.parent_frame.rotation * Vec3::X).angle_between(j.parent_frame.rotation * Vec3::X)
            > 10f32.to_radians()
        {
            moved += 1;
        }
    }
    // The knees, hips and elbows at least are re-aimed.
    assert!(moved >= 6, "{moved} cones re-aimed");
    // The doctor agrees: no rest pose outside the limits, no open anchor.
    let findings = ragrig::rig::diagnose(&fitted, Some(&ch));
    assert!(
        !findings
            .iter()
            .any(|f| f.code == "rest-outside-limits" || f.code == "anchor-gap"),
        "{findings:?}"
    );
}

#[test]
fn left_and_right_fits_are_mirror_images() {
    let (rig, ch) = preset_rig();
    let (fitted, report) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    let sk = &ch.skeleton;
    let plane = MirrorPlane::infer(&fitted, sk);
    let rest = body_world(&fitted, sk, &sk.rest_pose());
    let mut pairs = 0;
    for l in fitted.joints.iter().filter(|j| j.name.ends_with("_l")) {
        let r = fitted.joint(&l.name.replace("_l", "_r")).unwrap();
        assert_eq!((l.swing1, l.swing2), (r.swing1, r.swing2), "{}", l.name);
        assert!((l.twist_min + r.twist_max).abs() < 1e-6, "{}", l.name);
        assert!((l.twist_max + r.twist_min).abs() < 1e-6, "{}", l.name);
        let (la, _) = joint_world_frames(&fitted, &rest, l).unwrap();
        let (ra, _) = joint_world_frames(&fitted, &rest, r).unwrap();
        let angle = plane
            .reflect_rotation(la.rotation)
            .angle_between(ra.rotation);
        assert!(
            angle < 1e-3,
            "{}: mirrored frames {} rad apart",
            l.name,
            angle
        );
        let f = report.joints.iter().find(|f| f.joint == l.name).unwrap();
        assert_eq!(f.paired_with.as_deref(), Some(r.name.as_str()));
        pairs += 1;
    }
    assert_eq!(pairs, 6);
    // Mirroring the fitted rig left to right changes no limit and no world frame.
    let m = ragrig::fit::mirror_left_to_right(&fitted, sk);
    let mrest = body_world(&m, sk, &sk.rest_pose());
    for (a, b) in m.joints.iter().zip(&fitted.joints) {
        assert!((a.twist_min - b.twist_min).abs() < 1e-5, "{}", a.name);
        let (fa, _) = joint_world_frames(&m, &mrest, a).unwrap();
        let (fb, _) = joint_world_frames(&fitted, &rest, b).unwrap();
        assert!(fa.rotation.angle_between(fb.rotation) < 2e-3, "{}", a.name);
    }
}

#[test]
fn the_doctor_flags_clip_frames_outside_the_limits_and_its_fix_fits_them() {
    let (rig, ch) = preset_rig();
    let findings = ragrig::rig::diagnose(&rig, Some(&ch));
    let f = findings
        .iter()
        .find(|f| f.code == "clip-outside-limits" && f.message.contains("'knee_l'"))
        .expect("knee_l flagged");
    // Which clip, which frames, how far.
    assert!(f.message.contains("getup_supine frames"), "{}", f.message);
    assert!(f.message.contains("°"), "{}", f.message);
    let fix = f.fix.clone().expect("a fix");
    assert!(fix.label().contains("knee_l") && fix.label().contains("knee_r"));
    let mut fixed = rig.clone();
    apply_fix(&mut fixed, &fix);
    let after = ragrig::rig::diagnose(&fixed, Some(&ch));
    assert!(
        !after
            .iter()
            .any(|f| f.code == "clip-outside-limits" && f.message.contains("knee")),
        "{after:?}"
    );
    // The fix is the fit: the same numbers as fitting the whole rig.
    let (fitted, _) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    for n in ["knee_l", "knee_r"] {
        let (a, b) = (fixed.joint(n).unwrap(), fitted.joint(n).unwrap());
        assert!((a.swing1 - b.swing1).abs() < 1e-6, "{n}");
        assert!(
            a.parent_frame
                .rotation
                .angle_between(b.parent_frame.rotation)
                < 1e-5
        );
    }
    // The committed sample (fitted) has no such finding.
    let (sample, ch) = sample();
    assert!(
        !ragrig::rig::diagnose(&sample, Some(&ch))
            .iter()
            .any(|f| f.code == "clip-outside-limits")
    );
}

#[test]
fn limits_cli_writes_the_fit_and_reports_it() {
    let dir = tmpdir();
    let (rig, _) = preset_rig();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let path = dir.path().join("m.rig.toml");
    ragrig::rig::save_rig(&rig, &path).unwrap();
    let p = path.to_str().unwrap();
    let o = ragrig(&[
        "limits",
        p,
        "--from-clips",
        "--clip",
        "walk",
        "--margin",
        "3",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["report"]["clips"], serde_json::json!(["walk"]));
    assert!((v["report"]["margin_deg"].as_f64().unwrap() - 3.0).abs() < 1e-4);
    assert_eq!(v["report"]["joints"].as_array().unwrap().len(), 16);
    assert_eq!(v["errors"], 0);
    let written = ragrig::rig::load_rig(&path).unwrap();
    assert_ne!(written.joints, rig.joints);
    // Bad input: exit 2 with the reason.
    for (args, needle) in [
        (
            vec!["limits", p, "--from-clips", "--clip", "moonwalk"],
            "moonwalk",
        ),
        (
            vec!["limits", p, "--from-clips", "--margin", "-1"],
            "--margin",
        ),
        (vec!["limits", p], "--from-clips"),
    ] {
        let o = ragrig(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(needle), "{}", text(&o));
    }
}

#[test]
fn safety_cli_counts_frames_and_gives_reasons() {
    let dir = tmpdir();
    let (rig, _) = preset_rig();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let path = dir.path().join("m.rig.toml");
    ragrig::rig::save_rig(&rig, &path).unwrap();
    let p = path.to_str().unwrap();
    let o = ragrig(&["safety", p, "--clip", "run", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let run = &v["clips"][0];
    let frames = run["per_frame"].as_array().unwrap();
    // 0.. duration / dt, as the editor's strip.
    assert_eq!(run["frames"].as_u64().unwrap() as usize, frames.len());
    let count = |c: &str| frames.iter().filter(|f| f["category"] == c).count();
    assert_eq!(run["ok"].as_u64().unwrap() as usize, count("ok"));
    assert_eq!(run["bad"].as_u64().unwrap() as usize, count("bad"));
    assert!(
        count("ok") < frames.len() / 2,
        "the rest-centred cones miss the run"
    );
    for f in frames {
        let reasons = f["reasons"].as_array().unwrap();
        assert_eq!(reasons.is_empty(), f["category"] == "ok", "{f}");
    }
    assert!(frames.iter().any(|f| {
        f["reasons"][0]
            .as_str()
            .unwrap_or("")
            .contains("× the cone at")
    }),);
    // --min-ok: exit 1 below it; the fitted committed sample passes 90 %.
    let o = ragrig(&["safety", p, "--clip", "run", "--min-ok", "90"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let s = sample_rig();
    let o = ragrig(&[
        "safety",
        s.to_str().unwrap(),
        "--clip",
        "idle",
        "--clip",
        "walk",
        "--clip",
        "run",
        "--clip",
        "spin",
        "--clip",
        "jump",
        "--min-ok",
        "90",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let o = ragrig(&["safety", p, "--clip", "nope"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

#[test]
fn fitting_only_keeps_the_rig_inside_the_human_range_where_the_clip_is() {
    let (rig, ch) = preset_rig();
    let (_, report) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    for f in &report.joints {
        // Limits beyond the envelope only where the clip itself is (or an ellipse cannot fit).
        if f.limits_beyond_envelope_deg > 0.25 {
            assert!(
                !f.warnings.is_empty(),
                "{}: {:.1}° beyond the envelope without a warning",
                f.joint,
                f.limits_beyond_envelope_deg
            );
        }
        if f.clip_beyond_envelope_deg > 0.25 {
            assert!(
                f.warnings
                    .iter()
                    .any(|w| w.contains("beyond the anatomical range"))
            );
        }
    }
    let _ = Quat::IDENTITY;
}

#[test]
fn a_tiny_time_step_fits_nothing_and_says_so_instead_of_hanging() {
    let (mut rig, ch) = preset_rig();
    let seconds: f32 = ch.clips.iter().map(|c| c.duration).sum();
    // Just over the cap on clip frames (200 000 at this step, counted from the durations).
    rig.sim.dt = seconds / 200_500.0;
    let (fitted, report) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    assert!(
        report
            .warnings
            .iter()
            .any(|w| w.contains("no joint was fitted")),
        "{:?}",
        report.warnings
    );
    for (a, b) in rig.joints.iter().zip(&fitted.joints) {
        assert_eq!((a.swing1, a.swing2), (b.swing1, b.swing2), "{}", a.name);
        assert_eq!(
            (a.twist_min, a.twist_max),
            (b.twist_min, b.twist_max),
            "{}",
            a.name
        );
    }
    // At the sample's step the same rig is fitted (its preset cones change).
    rig.sim.dt = sample().0.sim.dt;
    let (fitted, report) = fit_limits(&rig, &ch, &LimitFitOptions::default());
    assert!(
        !report
            .warnings
            .iter()
            .any(|w| w.contains("no joint was fitted"))
    );
    assert!(
        rig.joints
            .iter()
            .zip(&fitted.joints)
            .any(|(a, b)| a.swing1 != b.swing1 || a.twist_max != b.twist_max)
    );
}

/// `ragrig fit --limits anatomy` gives each joint the range-of-motion table's ranges, so a pure
/// motion ends where the table says (measured here by hand with the rig's swing–twist
/// decomposition): on the generated sample, the knee's hyperextension ends at the table's 10°
/// and the hip's flexion at its 120°, and the doctor notes no joint beyond the human range. (A
/// cone holding the table's whole box of ranges reached 43° of knee hyperextension.)
#[test]
fn anatomy_limits_end_each_motion_where_the_table_says() {
    let dir = tmpdir();
    let model = dir.path().join("mannequin.glb");
    std::fs::copy(repo().join("sample_rigs/mannequin.glb"), &model).unwrap();
    let out = dir.path().join("anatomy.rig.toml");
    let o = ragrig(&[
        "fit",
        model.to_str().unwrap(),
        "--limits",
        "anatomy",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let p = Project::open_rig(&out).unwrap();
    let (rig, ch) = (&p.rig, p.character.as_ref().unwrap());
    let rest = body_world(rig, &ch.skeleton, &ch.skeleton.rest_pose());
    // The shin forward of the thigh: hyperextension.
    assert!(flexion_cone_ratio(rig, &rest, "knee_l", 9.9) <= 1.0);
    assert!(flexion_cone_ratio(rig, &rest, "knee_l", 10.1) > 1.0);
    assert!(flexion_cone_ratio(rig, &rest, "knee_r", 9.9) <= 1.0);
    assert!(flexion_cone_ratio(rig, &rest, "knee_r", 10.1) > 1.0);
    assert!(flexion_cone_ratio(rig, &rest, "hip_l", 119.9) <= 1.0);
    assert!(flexion_cone_ratio(rig, &rest, "hip_l", 120.1) > 1.0);
    let findings = ragrig::rig::diagnose(rig, Some(ch));
    assert!(
        !findings.iter().any(|f| f.code == "beyond-human-range"),
        "{findings:#?}"
    );
}
