//! The physics check on every engine: the sample mannequin's drop (drives off and on) through
//! the same matrix code `ragrig check-physics` runs, once per engine, and the command itself
//! with `--engine`.

mod common;

use ragrig::physics_check::{Bar, check, matrix};
use ragrig::project::Project;
use ragrig::rig::SimEngine;

fn drop_check(engine: SimEngine) -> ragrig::physics_check::CheckReport {
    let mut p = Project::open_rig(&common::sample_rig()).expect("sample rig");
    p.rig.sim.engine = engine;
    let ch = p.character.as_ref().expect("sample model");
    let cases: Vec<_> = matrix(ch).into_iter().filter(|c| c.is_drop()).collect();
    assert_eq!(cases.len(), 2, "the drop with the drives off and on");
    let report = check(&p.rig, ch, &cases, &Bar::default());
    for r in &report.runs {
        eprintln!(
            "{engine} {}: gap {:.2} mm, swing {:.3}, twist {:.2}°, energy ratio {:.3}, rest after impact {:?} s, asleep {}/{}, {}",
            r.case,
            r.worst_gap.gap_mm,
            r.worst_swing.swing_ratio,
            r.worst_twist.twist_overshoot_deg,
            r.energy_ratio,
            r.rest_after_impact_s,
            r.asleep,
            r.bodies,
            if r.passed {
                "pass".to_owned()
            } else {
                r.failures.join("; ")
            }
        );
    }
    report
}

fn the_sample_drop_passes_the_physics_check(engine: SimEngine) {
    let report = drop_check(engine);
    for r in &report.runs {
        assert!(r.stopped.is_none(), "{engine} {}: {:?}", r.case, r.stopped);
        assert!(r.passed, "{engine} {}: {:?}", r.case, r.failures);
    }
    assert!(report.passed);
}

#[test]
fn the_sample_drop_passes_the_physics_check_on_rapier() {
    the_sample_drop_passes_the_physics_check(SimEngine::Rapier);
}

#[cfg(feature = "jolt")]
#[test]
fn the_sample_drop_passes_the_physics_check_on_jolt() {
    the_sample_drop_passes_the_physics_check(SimEngine::Jolt);
}

#[cfg(feature = "jolt")]
#[test]
fn check_physics_takes_the_engine_from_the_command_line() {
    let rig = common::sample_rig();
    let o = common::ragrig(&[
        "check-physics",
        rig.to_str().unwrap(),
        "--only",
        "drop",
        "--engine",
        "jolt",
        "--json",
    ]);
    let v: serde_json::Value =
        serde_json::from_str(&String::from_utf8_lossy(&o.stdout)).expect("json");
    assert_eq!(v["engine"], "jolt");
    assert_eq!(v["runs"].as_array().map(Vec::len), Some(2));
    let o = common::ragrig(&["check-physics", rig.to_str().unwrap(), "--engine", "bullet"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(common::text(&o).contains("bullet"), "{}", common::text(&o));
}
