//! The rig file: byte-exact round trip, rejection of bad input with line numbers, atomic save.

mod common;
use common::*;
use ragrig::rig::{load_rig, parse_rig, save_rig, write_rig};

#[test]
fn sample_round_trips_byte_exact() {
    let text = std::fs::read_to_string(sample_rig()).unwrap();
    let rig = parse_rig(&text).unwrap();
    assert_eq!(write_rig(&rig), text);
}

#[test]
fn round_trip_survives_arbitrary_floats() {
    // Perturb every number with values that have no short decimal form; after one save the
    // canonical text must be a fixed point.
    let mut rig = load_rig(&sample_rig()).unwrap();
    for (k, b) in rig.bodies.iter_mut().enumerate() {
        b.mass += 1.0 / (3.0 + k as f32);
        b.offset.translation.x += 0.1 + 0.2;
    }
    for j in &mut rig.joints {
        j.swing1 *= 1.0 + 1.0 / 7.0;
        j.twist_min -= std::f32::consts::PI / 97.0;
    }
    rig.sim.dt = 1.0 / 240.0;
    let once = write_rig(&rig);
    let back = parse_rig(&once).unwrap();
    assert_eq!(write_rig(&back), once);
    // And the values agree to 6 significant digits.
    for (a, b) in rig.bodies.iter().zip(&back.bodies) {
        assert!((a.mass - b.mass).abs() <= a.mass.abs() * 1e-5);
    }
}

#[test]
fn bad_rig_files_name_the_line() {
    let good = std::fs::read_to_string(sample_rig()).unwrap();
    // Unknown key inside the third [[body]].
    let idx = good.match_indices("[[body]]").nth(2).unwrap().0;
    let mut bad = good.clone();
    bad.insert_str(idx + "[[body]]\n".len(), "colour = \"red\"\n");
    let line = bad[..idx].lines().count() + 2;
    let e = parse_rig(&bad).unwrap_err();
    assert_eq!(e.line(), Some(line), "{e}");
    let shown = e.to_string();
    assert!(
        shown.contains(&format!("line {line}")) && shown.contains("colour"),
        "{e}"
    );
    // Wrong type.
    let substeps_line = good.lines().find(|l| l.starts_with("substeps = ")).unwrap();
    let bad = good.replacen(substeps_line, "substeps = \"eight\"", 1);
    let e = parse_rig(&bad).unwrap_err();
    let line = bad.lines().position(|l| l.starts_with("substeps")).unwrap() + 1;
    assert_eq!(e.line(), Some(line), "{e}");
    assert!(e.to_string().contains(&format!("line {line}")), "{e}");
    // Unsupported version.
    let bad = good.replacen("format_version = 1", "format_version = 7", 1);
    let e = parse_rig(&bad).unwrap_err();
    assert_eq!(
        e.line(),
        Some(
            good.lines()
                .position(|l| l.starts_with("format_version"))
                .unwrap()
                + 1
        )
    );
    assert!(e.to_string().contains("format_version 7"), "{e}");
    // Not TOML at all.
    assert!(parse_rig("[[body]\nname = ").is_err());
}

#[test]
fn save_is_atomic_and_leaves_no_temporary_file() {
    let dir = tmpdir();
    let path = dir.path().join("r.rig.toml");
    let rig = load_rig(&sample_rig()).unwrap();
    save_rig(&rig, &path).unwrap();
    save_rig(&rig, &path).unwrap();
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["r.rig.toml".to_owned()]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), write_rig(&rig));
    // Saving into a folder that does not exist fails and creates nothing.
    assert!(save_rig(&rig, &dir.path().join("nope/r.rig.toml")).is_err());
}

#[test]
fn the_engine_is_written_only_when_it_is_not_rapier_and_bad_names_are_refused() {
    use ragrig::rig::SimEngine;
    let text = std::fs::read_to_string(sample_rig()).unwrap();
    let mut rig = parse_rig(&text).unwrap();
    assert_eq!(rig.sim.engine, SimEngine::Rapier);
    assert!(!text.contains("engine"));
    rig.sim.engine = SimEngine::Jolt;
    let jolt = write_rig(&rig);
    assert_eq!(
        jolt.lines().filter(|l| *l == "engine = \"jolt\"").count(),
        1
    );
    let back = parse_rig(&jolt).unwrap();
    assert_eq!(back.sim.engine, SimEngine::Jolt);
    assert_eq!(write_rig(&back), jolt);
    // Written out for rapier it is the file we started from.
    rig.sim.engine = SimEngine::Rapier;
    assert_eq!(write_rig(&rig), text);
    // An explicit "rapier" reads; an unknown engine names its line and the field.
    let explicit = jolt.replace("engine = \"jolt\"", "engine = \"rapier\"");
    assert_eq!(parse_rig(&explicit).unwrap().sim.engine, SimEngine::Rapier);
    let bad = jolt.replace("engine = \"jolt\"", "engine = \"physx\"");
    let line = bad.lines().position(|l| l.starts_with("engine")).unwrap() + 1;
    let e = parse_rig(&bad).unwrap_err();
    assert_eq!(e.line(), Some(line), "{e}");
    let shown = e.to_string();
    assert!(
        shown.contains(&format!("line {line}"))
            && shown.contains("[sim] engine")
            && shown.contains("physx"),
        "{e}"
    );
}
