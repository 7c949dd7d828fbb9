//! Presets: apply (rig, group, joint), save, and the CLI round trip onto a freshly fitted rig.

mod common;
use common::*;
use ragrig::rig::Preset;
use ragrig::rig::{Gains, Rig, load_rig};
use ragrig::rig::{PresetTarget, apply_preset};

fn sample() -> Rig {
    load_rig(&sample_rig()).unwrap()
}

fn assert_groups_equal_preset(rig: &Rig, p: &Preset) {
    for (name, g) in &p.gains {
        let r = &rig.groups[name];
        assert_eq!(
            r.gains,
            Gains::Stiffness { kp: g.kp, kd: g.kd },
            "{} {name}",
            p.name
        );
        assert_eq!(r.max_torque, g.max_torque, "{} {name}", p.name);
    }
}

#[test]
fn stiff_then_loose_then_normal_gives_exactly_the_preset_values() {
    let mut rig = sample();
    rig.groups.get_mut("knee").unwrap().weight = 0.7;
    let limits_before: Vec<(f32, f32, f32, f32)> = rig
        .joints
        .iter()
        .map(|j| (j.swing1, j.swing2, j.twist_min, j.twist_max))
        .collect();
    for name in ["stiff", "loose", "normal"] {
        let p = Preset::resolve(name).unwrap();
        let report = apply_preset(&mut rig, &p, &PresetTarget::Rig);
        assert_eq!(report.groups.len(), 8, "{name}");
        assert_groups_equal_preset(&rig, &p);
    }
    // Gains-only presets leave limits and weights alone.
    let limits_after: Vec<(f32, f32, f32, f32)> = rig
        .joints
        .iter()
        .map(|j| (j.swing1, j.swing2, j.twist_min, j.twist_max))
        .collect();
    assert_eq!(limits_before, limits_after);
    assert_eq!(rig.groups["knee"].weight, 0.7);
    // The stiff preset is 2.5× the normal stiffness.
    let (n, s) = (
        Preset::resolve("normal").unwrap(),
        Preset::resolve("stiff").unwrap(),
    );
    for (g, v) in &n.gains {
        assert!((s.gains[g].kp - 2.5 * v.kp).abs() < 1e-3 * v.kp, "{g}");
    }
}

#[test]
fn the_human_preset_sets_limits_by_joint_type_mirrored_on_the_right() {
    let mut rig = sample();
    let p = Preset::resolve("human").unwrap();
    apply_preset(&mut rig, &p, &PresetTarget::Rig);
    let hip = &p.limits["hip"];
    let (l, r) = (rig.joint("hip_l").unwrap(), rig.joint("hip_r").unwrap());
    assert_eq!(
        (l.swing1, l.swing2, l.twist_min, l.twist_max),
        (hip.swing1, hip.swing2, hip.twist_min, hip.twist_max)
    );
    assert_eq!((r.twist_min, r.twist_max), (-hip.twist_max, -hip.twist_min));
    assert_eq!(
        rig.joint("lumbar").unwrap().swing1,
        p.limits["lumbar"].swing1
    );
}

#[test]
fn group_and_joint_targets_change_only_their_scope() {
    let p = Preset::resolve("stiff").unwrap();
    let original = sample();
    let mut rig = original.clone();
    apply_preset(&mut rig, &p, &PresetTarget::Group("knee".into()));
    for (name, g) in &rig.groups {
        if name == "knee" {
            assert_eq!(
                g.gains,
                Gains::Stiffness {
                    kp: p.gains["knee"].kp,
                    kd: p.gains["knee"].kd
                }
            );
        } else {
            assert_eq!(g, &original.groups[name]);
        }
    }
    let mut rig = original.clone();
    apply_preset(&mut rig, &p, &PresetTarget::Joint("elbow_r".into()));
    assert_eq!(rig.groups, original.groups);
    let d = rig.joint("elbow_r").unwrap().drive.unwrap();
    assert_eq!(
        (d.kp, d.kd, d.max_torque),
        (
            p.gains["elbow"].kp,
            p.gains["elbow"].kd,
            p.gains["elbow"].max_torque
        )
    );
    assert!(rig.joint("elbow_l").unwrap().drive.is_none());
}

#[test]
fn a_preset_saved_from_one_rig_reproduces_its_gains_on_a_freshly_fitted_one() {
    let dir = tmpdir();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    // A tuned rig: the sample with distinct gains.
    let mut tuned = sample();
    for (k, g) in tuned.groups.values_mut().enumerate() {
        g.gains = Gains::Stiffness {
            kp: 123.0 + k as f32,
            kd: 7.5 + k as f32 * 0.25,
        };
        g.max_torque = 210.0 + k as f32;
    }
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    ragrig::rig::save_rig(&tuned, &dir.path().join("tuned.rig.toml")).unwrap();
    let o = ragrig(&[
        "preset",
        "save",
        &d("tuned.rig.toml"),
        "-o",
        &d("mine.toml"),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // A fresh rig from the generator, then the saved preset applied.
    let o = ragrig(&["fit", &d("mannequin.glb"), "-o", &d("fresh.rig.toml")]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = ragrig(&["preset", "apply", &d("mine.toml"), &d("fresh.rig.toml")]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let fresh = load_rig(&dir.path().join("fresh.rig.toml")).unwrap();
    for (name, g) in &tuned.groups {
        let f = fresh
            .groups
            .get(name)
            .unwrap_or_else(|| panic!("group {name}"));
        assert_eq!(f.gains, g.gains, "{name}");
        assert_eq!(f.max_torque, g.max_torque, "{name}");
    }
    // And its limits: every joint of the fresh rig now has the tuned rig's limits.
    for j in &fresh.joints {
        let t = tuned
            .joint(&j.name)
            .unwrap_or_else(|| panic!("joint {}", j.name));
        for (a, b) in [
            (j.swing1, t.swing1),
            (j.swing2, t.swing2),
            (j.twist_min, t.twist_min),
            (j.twist_max, t.twist_max),
        ] {
            assert!((a - b).abs() < 1e-5, "{}: {a} vs {b}", j.name);
        }
    }
}

#[test]
fn bad_presets_are_rejected_with_the_line() {
    let dir = tmpdir();
    let bad = dir.path().join("bad.toml");
    let text = std::fs::read_to_string(repo().join("presets/stiff.toml"))
        .unwrap()
        .replacen("kd = ", "kd_typo = ", 1);
    std::fs::write(&bad, &text).unwrap();
    let line = text.lines().position(|l| l.starts_with("kd_typo")).unwrap() + 1;
    let o = ragrig(&[
        "preset",
        "apply",
        bad.to_str().unwrap(),
        sample_rig().to_str().unwrap(),
        "-o",
        dir.path().join("x.toml").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(&format!("line {line}")) && err.contains("kd_typo"),
        "{err}"
    );
}

#[test]
fn every_shipped_preset_loads() {
    let mut n = 0;
    for e in std::fs::read_dir(repo().join("presets")).unwrap() {
        let p = e.unwrap().path();
        let stem = p
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if stem == ragrig::fit::RANGE_OF_MOTION_STEM {
            // The anatomical range-of-motion table lives beside the presets; it is not one.
            let text = std::fs::read_to_string(&p).unwrap();
            ragrig::fit::RangeOfMotion::parse(&text).unwrap();
            continue;
        }
        if p.extension().is_some_and(|x| x == "toml") {
            let preset = Preset::load(&p).unwrap_or_else(|e| panic!("{e}"));
            assert!(!preset.gains.is_empty() || !preset.limits.is_empty());
            n += 1;
        }
    }
    assert!(n >= 4, "human, loose, normal, stiff");
}
