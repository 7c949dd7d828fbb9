//! Baking a simulation into the model as an animation (`ragrig simulate --bake`, the editor's
//! File ▸ Export baked simulation…): the baked clip, read back as any glTF reader reads it,
//! puts every bone where the run showed it.

mod common;

use common::*;
use ragrig::character::load_character;
use ragrig::project::Project;
use ragrig::session::{Session, SessionOptions};

const SWITCH_AT: f32 = 0.45;

/// Bake `seconds` of a switch from `clip` at `SWITCH_AT` with recovery on the rig at `rig` through the
/// CLI, step the same run here, and check the baked file against it: the bones' world
/// positions at every step (largest distance returned, m) and the hips' fall and rise.
fn bake_and_compare(rig: &std::path::Path, clip: &str, seconds: f32, dir: &std::path::Path) -> f32 {
    let out = dir.join("baked.glb");
    let o = ragrig(&[
        "simulate",
        rig.to_str().unwrap(),
        "--clip",
        clip,
        "--switch-at",
        &SWITCH_AT.to_string(),
        "--seconds",
        &seconds.to_string(),
        "--recover",
        "--bake",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));

    // The same run, stepped here: the bones' world positions at every step, in the placed
    // character's coordinates (standing on the rig's floor).
    let project = Project::open_rig(rig).unwrap();
    let ch = project.character.as_ref().unwrap();
    let run = ch.clips.iter().position(|c| c.name == clip).unwrap();
    let options = SessionOptions {
        recover: true,
        drives: false,
    };
    let mut s = Session::with_options(&project.rig, ch, (Some(run), 0.0), options).unwrap();
    let bones = |s: &Session| -> Vec<glam::Vec3> {
        ch.skeleton
            .world_matrices(&s.display_pose(ch))
            .iter()
            .map(|m| m.w_axis.truncate())
            .collect()
    };
    let mut shown = vec![(s.time, bones(&s))];
    let steps = (seconds as f64 / project.rig.sim.dt as f64).round() as usize;
    let mut switched = false;
    for _ in 0..steps {
        if !switched && s.time + 1e-9 >= SWITCH_AT as f64 {
            switched = true;
            s.go_ragdoll(ch).unwrap();
        }
        s.step(ch).unwrap();
        shown.push((s.time, bones(&s)));
    }

    // The file, read as a model (at its own origin: no floor).
    let baked = load_character(&out).unwrap();
    assert_eq!(baked.clips.len(), ch.clips.len() + 1);
    let clip = baked.clip("ragrig bake").expect("the baked clip");
    let last = shown.last().unwrap().0 - shown[0].0;
    assert!(
        (clip.duration as f64 - last).abs() < 1e-4,
        "{} vs {last}",
        clip.duration
    );
    let floor = glam::Vec3::Y * project.rig.floor;
    // A skinned mesh's own node moves nothing (glTF ignores its transform for the mesh), so
    // the bake leaves it out.
    let inert: Vec<usize> = ch
        .meshes
        .iter()
        .filter(|m| m.skin.is_some() && ch.skeleton.nodes[m.node].children.is_empty())
        .map(|m| m.node)
        .collect();
    assert!(!inert.is_empty());
    let mut worst = 0.0f32;
    for (t, expected) in &shown {
        let pose = clip.sample((t - shown[0].0) as f32, &baked.skeleton.node_pose());
        let got = baked.skeleton.world_matrices(&pose);
        for (n, e) in expected.iter().enumerate() {
            if !inert.contains(&n) {
                worst = worst.max((got[n].w_axis.truncate() - (*e + floor)).length());
            }
        }
    }
    // It holds the clip, the fall and the get-up: the pelvis's bone comes down by a third of
    // its height and rises again.
    let rig = &project.rig;
    let pelvis = &rig.bodies[rig.body_index(&rig.recovery.pelvis).unwrap()].bone;
    let hips = ch
        .skeleton
        .nodes
        .iter()
        .position(|n| &n.name == pelvis)
        .unwrap();
    let height = |k: usize| shown[k].1[hips].y;
    let lowest = (0..shown.len()).map(height).fold(f32::MAX, f32::min);
    assert!(
        height(0) - lowest > height(0) / 3.0,
        "{} → {lowest}",
        height(0)
    );
    assert!(
        height(shown.len() - 1) - lowest > height(0) / 4.0,
        "{}",
        height(shown.len() - 1)
    );
    worst
}

#[test]
fn a_baked_run_plays_back_the_pose_the_simulation_showed() {
    let dir = tmpdir();
    let worst = bake_and_compare(&sample_rig(), "run", 4.0, dir.path());
    assert!(
        worst < 1e-4,
        "a baked bone {worst} m from where the run showed it"
    );
    if let Some(r) = khronos_validate(&dir.path().join("baked.glb")) {
        assert_eq!(r["errors"], 0, "{r}");
        assert_eq!(r["warnings"], 0, "{r}");
    }
}

#[test]
fn a_baked_run_of_a_fitted_character_plays_back_too() {
    // The Robot: its skeleton is scaled (an armature × 100) and its floor is not at its origin.
    let dir = tmpdir();
    let rig = dir.path().join("robot.rig.toml");
    let model = asset("RobotExpressive.glb");
    let o = ragrig(&["fit", model.to_str().unwrap(), "-o", rig.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let worst = bake_and_compare(&rig, "Running", 8.0, dir.path());
    // Relative to its 4.5 m: the same 0.1 mm on a human scale.
    assert!(
        worst < 2.5e-4,
        "a baked bone {worst} m from where the run showed it"
    );
}

#[test]
fn a_run_that_shows_no_motion_is_not_baked() {
    // A single pose, or poses that never leave the model's own transforms: nothing to write.
    let project = Project::open_rig(&sample_rig()).unwrap();
    let ch = project.character.as_ref().unwrap();
    let mut r = ragrig::export::Recording::default();
    r.push(0.0, ch.skeleton.node_pose());
    assert!(r.to_clip("x", ch).is_none());
    r.push(0.1, ch.skeleton.node_pose());
    // The recording is in the placed character's coordinates: its roots sit on the floor.
    let clip = r.to_clip("x", ch).unwrap();
    let err = ragrig::export::bake_glb(project.model_path(), &clip);
    assert!(
        matches!(err, Err(ragrig::export::ExportError::NothingToBake)),
        "{:?}",
        err.map(|b| b.len())
    );
}

#[test]
fn a_small_turn_is_keyed_too() {
    // One bone turned by 1 mrad (0.2 mm at the end of a 0.2 m limb), and the roots' keys in the
    // model's own coordinates: raised by the floor the character was placed on.
    let project = Project::open_rig(&sample_rig()).unwrap();
    let mut ch = project.character.unwrap();
    ch.set_floor(0.05);
    let first = ch.skeleton.node_pose();
    let mut second = first.clone();
    let root = ch
        .skeleton
        .nodes
        .iter()
        .position(|n| n.parent.is_none())
        .unwrap();
    let bone = ch
        .skeleton
        .nodes
        .iter()
        .position(|n| n.parent.is_some())
        .unwrap();
    second[root].translation += glam::Vec3::new(0.2, 0.3, -0.1);
    second[bone].rotation = glam::Quat::from_rotation_x(0.001) * second[bone].rotation;
    let mut r = ragrig::export::Recording::default();
    r.push(1.0, first.clone());
    r.push(1.5, second.clone());
    let clip = r.to_clip("bake", &ch).unwrap();
    assert!((clip.duration - 0.5).abs() < 1e-6, "{}", clip.duration);
    let channel = |node, property| {
        clip.channels
            .iter()
            .find(|k| k.node == node && k.property == property)
            .unwrap_or_else(|| panic!("no {property:?} channel on node {node}"))
    };
    let turn = channel(bone, ragrig::character::Property::Rotation);
    for (k, pose) in [&first, &second].iter().enumerate() {
        let got = glam::Quat::from_slice(&turn.values[4 * k..4 * k + 4]);
        assert!(
            got.angle_between(pose[bone].rotation) < 1e-6,
            "key {k}: {got}"
        );
    }
    let lift = channel(root, ragrig::character::Property::Translation);
    for (k, pose) in [&first, &second].iter().enumerate() {
        let got = glam::Vec3::from_slice(&lift.values[3 * k..3 * k + 3]);
        let want = pose[root].translation + glam::Vec3::Y * 0.05;
        assert!((got - want).length() < 1e-6, "key {k}: {got} vs {want}");
    }
}

#[test]
fn a_bake_that_cannot_be_saved_says_so_and_fails() {
    let dir = tmpdir();
    let out = dir.path().join("no such folder").join("baked.glb");
    let rig = sample_rig();
    let o = ragrig(&[
        "simulate",
        rig.to_str().unwrap(),
        "--seconds",
        "0.5",
        "--bake",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("error: --bake") && said.contains("no such folder"),
        "{said}"
    );
    assert!(!out.exists());
}
