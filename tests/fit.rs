//! The ragdoll generator: real assets through the CLI and the doctor, a synthetic cylinder
//! against its closed form, mirroring, masses, every naming convention, re-fitting one body.

mod common;
use common::*;
use glam::{Mat4, Quat, Vec3};
use ragrig::character::{Character, MeshInstance, Node, Skeleton, Skin, load_character};
use ragrig::fit::LimitSource;
use ragrig::fit::{BodySeed, FitSettings, fit_bodies};
use ragrig::fit::{FitOptions, Role, Segment, generate, map_humanoid, refit_body};
use ragrig::fit::{MirrorMode, MirrorPlane, mirror_left_to_right, mirror_rig};
use ragrig::project::Project;
use ragrig::rig::Preset;
use ragrig::rig::{Rig, Shape};
use ragrig::rig::{Severity, diagnose, parse_rig, write_rig};
use ragrig::rig::{body_world, joint_world_frames};
use ragrig::xform::{Rigid, Xform};
use std::collections::BTreeMap;

/// Rotation angle between two quaternions, accurate for tiny angles.
fn angle(a: Quat, b: Quat) -> f32 {
    let d = a.inverse() * b;
    2.0 * Vec3::new(d.x, d.y, d.z).length().min(1.0).asin()
}

fn mannequin() -> Character {
    load_character(&repo().join("sample_rigs/mannequin.glb")).unwrap()
}

// ------------------------------------------------------------------ real assets via the CLI

fn fit_asset(model: &std::path::Path) -> (Rig, Character, Vec<ragrig::rig::Finding>) {
    let dir = tmpdir();
    let out = dir.path().join("fitted.rig.toml");
    let o = ragrig(&["fit", model.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let p = Project::open_rig(&out).unwrap();
    let findings = p.diagnose();
    let ch = p.character.expect("the rig's model path resolves");
    (p.rig, ch, findings)
}

/// The height of a character's lowest skinned vertex in its rest pose, m.
fn lowest_rest_vertex(ch: &Character) -> f32 {
    let matrices = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
    ch.meshes
        .iter()
        .flat_map(|m| m.skinned_positions(&matrices))
        .map(|p| p.y)
        .fold(f32::INFINITY, f32::min)
}

fn check_plausible(rig: &Rig, ch: &Character) {
    let h = ragrig::fit::character_height(ch);
    let world = body_world(rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let bones = ch.skeleton.world_rigid(&ch.skeleton.rest_pose());
    // The floor under the standing character: its lowest skinned vertex in the rest pose.
    let floor = lowest_rest_vertex(ch);
    // The fitter puts the model's floor under its feet (the lowest point of its idle clip; these
    // characters stand the same way in their rest poses, or within the 1 mm the fitter rounds
    // to, at 0): the rest pose stands on the ground (y = 0), here within 0.1 mm.
    assert!(
        floor.abs() <= 1e-4,
        "the rest pose's lowest point is at {floor} m"
    );
    for (b, w) in rig.bodies.iter().zip(&world) {
        let Shape::Capsule {
            radius,
            half_height,
        } = b.shape
        else {
            panic!("{} is not a capsule", b.name)
        };
        let len = 2.0 * (radius + half_height);
        // No capsule reaches into the ground the character stands on (a foot fitted by its
        // width would, and the ground would throw it out at the switch).
        let w_c = w.unwrap();
        let lowest = [-half_height, half_height]
            .map(|y| w_c.transform_point(Vec3::Y * y).y)
            .into_iter()
            .fold(f32::INFINITY, f32::min)
            - radius;
        assert!(
            lowest >= floor - 1e-3 * h,
            "{}: capsule bottom {lowest} below the floor {floor}",
            b.name
        );
        assert!(
            radius > 0.003 * h && radius < 0.35 * h && len < 0.75 * h,
            "{}: r {radius} len {len} (height {h})",
            b.name
        );
        let bone = bones[ch.skeleton.find(&b.bone).unwrap()].translation;
        assert!(
            (w.unwrap().translation - bone).length() < 0.4 * h,
            "{} is far from its bone",
            b.name
        );
    }
    assert!(
        (rig.total_mass() - 70.0).abs() < 1e-4,
        "{}",
        rig.total_mass()
    );
    // Every drive damps its own limb at least critically on this character.
    let low = ragrig::rig::under_damped(rig, ragrig::rig::MIN_DAMPING_RATIO);
    assert!(low.is_empty(), "{low:#?}");
    // Every drive holds the limb below it within the fitter's sag (the human preset's spine and
    // neck sag a Knight's or a Robot's trunk and head by 24–32°).
    let weak = ragrig::rig::weak_drives(rig, ragrig::rig::MAX_SAG_DEG);
    assert!(weak.is_empty(), "{weak:#?}");
}

#[test]
fn fit_real_assets_pass_the_doctor() {
    for (model, bodies, warnings) in [
        (repo().join("sample_rigs/mannequin.glb"), 17, &[][..]),
        (asset("Knight.glb"), 16, &[][..]),
        (
            asset("RobotExpressive.glb"),
            17,
            // No get-up clips: recovery falls back to the idle clip's first frame. Every clip
            // frame lies inside the limits (no `clip-outside-limits`), the head's too, which
            // `Dance` turns a full revolution about its own axis.
            &["missing-getup-clip", "missing-getup-clip"][..],
        ),
    ] {
        let (rig, ch, f) = fit_asset(&model);
        let errors: Vec<_> = f.iter().filter(|x| x.severity == Severity::Error).collect();
        assert!(errors.is_empty(), "{}: {errors:#?}", model.display());
        let w: Vec<&str> = f
            .iter()
            .filter(|x| x.severity == Severity::Warning)
            .map(|x| x.code)
            .collect();
        assert_eq!(w, warnings, "{}: {f:#?}", model.display());
        assert_eq!(rig.bodies.len(), bodies, "{}", model.display());
        assert_eq!(rig.joints.len(), bodies - 1);
        check_plausible(&rig, &ch);
        // Only a joint its clips turn a full revolution gets a free twist: the Robot's head.
        let free: Vec<&str> = rig
            .joints
            .iter()
            .filter(|j| j.twist_min.to_degrees() < -179.5 && j.twist_max.to_degrees() > 179.5)
            .map(|j| j.name.as_str())
            .collect();
        let robot = model.ends_with("RobotExpressive.glb");
        assert_eq!(
            free,
            if robot { vec!["head"] } else { vec![] },
            "{}",
            model.display()
        );
    }
}

/// The switch-safety strip of one clip: (frames, ok frames).
fn idle_strip(rig: &std::path::Path) -> (u64, u64) {
    let o = ragrig(&["safety", rig.to_str().unwrap(), "--clip", "Idle", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let c = &v["clips"][0];
    (c["frames"].as_u64().unwrap(), c["ok"].as_u64().unwrap())
}

#[test]
fn a_model_whose_soles_lie_below_its_origin_stands_on_the_ground() {
    // RobotExpressive's feet are 2 cm below its origin in its rest pose and through its idle clip.
    let model = asset("RobotExpressive.glb");
    let lowest = lowest_rest_vertex(&load_character(&model).unwrap());
    assert!(lowest < -0.015, "{lowest}");
    let dir = tmpdir();
    let out = dir.path().join("robot.rig.toml");
    let o = ragrig(&["fit", model.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(
        text(&o).contains("the rig's floor is set there"),
        "{}",
        text(&o)
    );
    // Its head spins a full turn in `Dance`: the fit says why it leaves that twist free.
    assert!(
        text(&o).contains("head: 'Dance' turns it a full revolution about its twist axis"),
        "{}",
        text(&o)
    );
    let rig = ragrig::rig::load_rig(&out).unwrap();
    assert!(
        (rig.floor - lowest).abs() < 1e-5,
        "{} vs {lowest}",
        rig.floor
    );
    // Standing on its soles, no idle frame starts in the ground; on its origin, every one does.
    let (frames, ok) = idle_strip(&out);
    assert_eq!(ok, frames);
    let mut at_origin = rig.clone();
    at_origin.floor = 0.0;
    ragrig::rig::save_rig(&at_origin, &out).unwrap();
    let (frames, ok) = idle_strip(&out);
    assert!(frames > 100 && ok == 0, "{ok} of {frames}");
}

/// The switch-safety strip of one clip: per frame, its reasons.
fn strip_reasons(rig: &std::path::Path, clip: &str) -> Vec<Vec<String>> {
    let o = ragrig(&["safety", rig.to_str().unwrap(), "--clip", clip, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    v["clips"][0]["per_frame"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            f["reasons"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

#[test]
fn a_tall_character_gets_switch_caps_for_its_size() {
    // RobotExpressive is 4.5 m tall: running, its hands move faster than the 20 m/s a human's
    // switch is capped at.
    let model = asset("RobotExpressive.glb");
    let ch = load_character(&model).unwrap();
    let matrices = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
    let ys: Vec<f32> = ch
        .meshes
        .iter()
        .flat_map(|m| m.skinned_positions(&matrices))
        .map(|p| p.y)
        .collect();
    let height = ys.iter().copied().fold(f32::NEG_INFINITY, f32::max)
        - ys.iter().copied().fold(f32::INFINITY, f32::min);
    assert!(height > 4.0, "{height}");
    let dir = tmpdir();
    let out = dir.path().join("robot.rig.toml");
    let o = ragrig(&["fit", model.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("the switch's speed cap"), "{}", text(&o));
    let rig = ragrig::rig::load_rig(&out).unwrap();
    let k = height / 1.8;
    assert!(
        (rig.switch.max_linear_speed - 20.0 * k).abs() < 1e-3 * k,
        "{k}"
    );
    assert!((rig.switch.teleport_distance - k).abs() < 1e-4 * k, "{k}");
    // No frame of its run is fast by linear speed any more; with a human's caps 30 are.
    let fast = |r: &std::path::Path| {
        strip_reasons(r, "Running")
            .iter()
            .filter(|f| {
                f.iter()
                    .any(|x| x.starts_with("fast:") && x.contains("m/s"))
            })
            .count()
    };
    assert_eq!(fast(&out), 0);
    let mut human = rig.clone();
    human.switch = ragrig::rig::SwitchSettings::default();
    ragrig::rig::save_rig(&human, &out).unwrap();
    assert!(fast(&out) >= 20, "{}", fast(&out));
}

#[test]
fn fit_json_report_and_manual_mapping() {
    let dir = tmpdir();
    let out = dir.path().join("m.rig.toml");
    let model = repo().join("sample_rigs/mannequin.glb");
    let o = ragrig(&[
        "fit",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--json",
        "--mass",
        "80",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["errors"], 0);
    let roles = v["report"]["mapping"]["roles"].as_array().unwrap();
    assert_eq!(roles.len(), 17);
    assert!(roles.iter().all(|r| r["bone"].is_string()), "{roles:?}");
    assert_eq!(v["report"]["bodies"].as_array().unwrap().len(), 17);
    let total = v["report"]["total_mass_kg"].as_f64().unwrap();
    assert!((total - 80.0).abs() < 1e-3);
    // The model path is written relative to the rig file.
    let rig = ragrig::rig::load_rig(&out).unwrap();
    assert!(rig.model_path.ends_with("sample_rigs/mannequin.glb"));
    assert!(rig.model_path.starts_with(".."), "{}", rig.model_path);

    // A manual override: the head on the Neck bone, no neck body; kept in [mapping] and
    // reused on the next run without --map.
    let o = ragrig(&[
        "fit",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--map",
        "head=Neck",
        "--map",
        "neck=",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    for _ in 0..2 {
        let rig = ragrig::rig::load_rig(&out).unwrap();
        assert_eq!(rig.body("head").unwrap().bone, "Neck");
        assert!(rig.body("neck").is_none());
        assert_eq!(rig.mapping.get("head").map(String::as_str), Some("Neck"));
        let o = ragrig(&["fit", model.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    }
}

#[test]
fn fit_bad_input_exits_2() {
    let dir = tmpdir();
    let out = dir.path().join("x.rig.toml");
    let out = out.to_str().unwrap();
    let model = repo().join("sample_rigs/mannequin.glb");
    let model = model.to_str().unwrap();
    for args in [
        vec!["fit", "/nonexistent/m.glb", "-o", out],
        vec!["fit", model, "-o", out, "--preset", "nosuchpreset"],
        vec!["fit", model, "-o", out, "--mass", "-3"],
        vec!["fit", model, "-o", out, "--map", "nonsense"],
        vec!["fit", model, "-o", out, "--rest-pose", "sideways"],
        vec!["fit", model, "-o", out, "--clip-role", "dance=idle"],
    ] {
        let o = ragrig(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        let t = text(&o);
        assert!(t.starts_with("error:") && !t.contains("panicked"), "{t}");
    }
    assert!(!std::path::Path::new(out).exists());
    // A preset given by path.
    let preset = repo().join("presets/human.toml");
    let o = ragrig(&[
        "fit",
        model,
        "-o",
        out,
        "--preset",
        preset.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
}

/// The library's fit errors say which option or name is wrong, as a value a caller can match.
#[test]
fn fit_errors_are_typed() {
    use ragrig::fit::FitError;
    use ragrig::fit::MassMode;
    let ch = mannequin();
    let bad = |opts: FitOptions| generate(&ch, "m.glb", &opts).map(|_| ()).unwrap_err();
    assert_eq!(
        bad(FitOptions {
            radius_percentile: 0.0,
            ..FitOptions::default()
        }),
        FitError::RadiusPercentile(0.0)
    );
    assert_eq!(
        bad(FitOptions {
            mass_mode: MassMode::Density { kg_per_m3: -1.0 },
            ..FitOptions::default()
        }),
        FitError::Density(-1.0)
    );
    let e = bad(FitOptions {
        include: Some(vec!["pelvis".into(), "tail".into()]),
        ..FitOptions::default()
    });
    assert!(
        matches!(&e, FitError::UnknownRole { name, roles } if name == "tail" && roles.contains("pelvis")),
        "{e}"
    );
    let (rig, _) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    assert_eq!(
        refit_body(&rig, &ch, "wing", 0.9).map(|_| ()).unwrap_err(),
        FitError::NoBody("wing".into())
    );
    let mut renamed = rig.clone();
    renamed.bodies[0].bone = "no_such_bone".into();
    let name = renamed.bodies[0].name.clone();
    assert_eq!(
        refit_body(&renamed, &ch, &name, 0.9)
            .map(|_| ())
            .unwrap_err(),
        FitError::BoneNotInModel {
            body: name,
            bone: "no_such_bone".into()
        }
    );
}

// ------------------------------------------------------------------ synthetic cylinder

fn node(name: &str, parent: Option<usize>, children: Vec<usize>, t: Vec3) -> Node {
    Node {
        name: name.into(),
        parent,
        children,
        rest: Xform {
            translation: t,
            rotation: Quat::IDENTITY,
            scale: Vec3::ONE,
        },
        pose: Xform {
            translation: t,
            rotation: Quat::IDENTITY,
            scale: Vec3::ONE,
        },
        physics_only: false,
        skin_joint: false,
    }
}

/// Two bones `a` → `b`, `b` 0.4 m from `a` along a tilted direction, and a skinned cylinder of
/// radius 0.05 from `a` to `b` (dense rings plus end discs), dominated by `a` (weights 0.7/0.3).
fn cylinder_character(radius: f32, length: f32) -> (Character, Vec3) {
    let dir = Vec3::new(0.3, 1.0, -0.2).normalize();
    let a = Vec3::new(0.1, 1.0, 0.2);
    let skeleton = Skeleton {
        nodes: vec![
            node("a", None, vec![1], a),
            node("b", Some(0), vec![], dir * length),
        ],
        order: vec![0, 1],
    };
    let (u, w) = dir.any_orthonormal_pair();
    let mut positions = Vec::new();
    let rings = 201;
    let around = 64;
    for i in 0..rings {
        let t = length * i as f32 / (rings - 1) as f32;
        for k in 0..around {
            let ang = k as f32 / around as f32 * std::f32::consts::TAU;
            positions.push(a + dir * t + (u * ang.cos() + w * ang.sin()) * radius);
        }
    }
    for end in [0.0, length] {
        for ring in 1..4 {
            let rr = radius * ring as f32 / 4.0;
            for k in 0..around {
                let ang = k as f32 / around as f32 * std::f32::consts::TAU;
                positions.push(a + dir * end + (u * ang.cos() + w * ang.sin()) * rr);
            }
        }
    }
    let n = positions.len();
    let world = skeleton.world_matrices(&skeleton.rest_pose());
    let ib: Vec<Mat4> = world.iter().map(|m| m.inverse()).collect();
    let mesh = MeshInstance {
        name: "cylinder".into(),
        node: 0,
        skin: Some(0),
        joint_nodes: vec![0, 1],
        inverse_bind: ib.clone(),
        positions,
        normals: vec![Vec3::Y; n],
        joints: vec![[0, 1, 0, 0]; n],
        weights: vec![[0.7, 0.3, 0.0, 0.0]; n],
        indices: vec![],
    };
    let ch = Character {
        skeleton,
        skins: vec![Skin {
            name: "skin".into(),
            joints: vec![0, 1],
            inverse_bind: ib,
            skeleton_root: None,
        }],
        meshes: vec![mesh],
        clips: vec![],
        notes: vec![],
        rest_poses: Default::default(),
        floor: 0.0,
    };
    (ch, dir)
}

#[test]
fn capsule_fit_recovers_a_skinned_cylinder() {
    let (r, l) = (0.05, 0.4);
    let (ch, dir) = cylinder_character(r, l);
    assert!(ch.meshes[0].positions.len() > 10_000);
    let seeds = [BodySeed {
        name: "a".into(),
        node: 0,
        segment: Some(Segment::Forearm),
        side: None,
        axis_child: Some(1),
    }];
    let s = FitSettings {
        radius_percentile: 0.9,
        height: 1.0,
        left: Vec3::X,
        floor: f32::NEG_INFINITY,
    };
    let f = fit_bodies(&ch, &seeds, &s)[0];
    // Closed form: every side vertex is at distance r from the axis and the disc vertices
    // (3 of 204 rings) are inside it, so the 90th percentile is r; the projected extent is l.
    assert!((f.radius - r).abs() / r < 0.05, "radius {}", f.radius);
    assert!((f.length() - l).abs() / l < 0.05, "length {}", f.length());
    assert!(
        (f.radius - r).abs() < 1e-4 && (f.length() - l).abs() < 1e-4,
        "{f:?}"
    );
    assert!((f.t_wc.rotation * Vec3::Y - dir).length() < 1e-5);
    let centre = Vec3::new(0.1, 1.0, 0.2) + dir * (l / 2.0);
    assert!((f.t_wc.translation - centre).length() < 1e-4);
    // Inside: the side rings within the segment, t in [r, l − r] (151 of 201 rings); the disc
    // vertices at the ends lie beyond the caps (√(rr² + r²) > r).
    let q = f.quality.unwrap();
    let expect = 151.0 / 207.0;
    assert!((q - expect).abs() < 0.02, "quality {q} vs {expect}");
}

// ------------------------------------------------------------------ mirroring

fn assert_rigs_equal(a: &Rig, b: &Rig, what: &str) {
    assert_eq!(a.bodies.len(), b.bodies.len(), "{what}");
    for (x, y) in a.bodies.iter().zip(&b.bodies) {
        assert_eq!(
            (&x.name, &x.bone, x.mass),
            (&y.name, &y.bone, y.mass),
            "{what}"
        );
        assert_eq!(x.shape, y.shape, "{what}");
        assert!(
            (x.offset.translation - y.offset.translation).length() <= 1e-5,
            "{what} {}: {:?} vs {:?}",
            x.name,
            x.offset,
            y.offset
        );
        assert!(
            angle(x.offset.rotation, y.offset.rotation) <= 1e-5,
            "{what} {}",
            x.name
        );
    }
    assert_eq!(a.joints.len(), b.joints.len());
    for (x, y) in a.joints.iter().zip(&b.joints) {
        assert_eq!(
            (&x.name, &x.parent, &x.child),
            (&y.name, &y.parent, &y.child)
        );
        for (f, g) in [
            (x.parent_frame, y.parent_frame),
            (x.child_frame, y.child_frame),
        ] {
            assert!(
                (f.translation - g.translation).length() <= 1e-5,
                "{what} {}",
                x.name
            );
            assert!(angle(f.rotation, g.rotation) <= 1e-5, "{what} {}", x.name);
        }
        for (p, q) in [
            (x.swing1, y.swing1),
            (x.swing2, y.swing2),
            (x.twist_min, y.twist_min),
            (x.twist_max, y.twist_max),
        ] {
            assert!((p - q).abs() <= 1e-6, "{what} {}", x.name);
        }
        assert_eq!((&x.group, x.drive), (&y.group, y.drive));
    }
}

#[test]
fn mirroring_twice_is_the_identity() {
    for model in [asset("RobotExpressive.glb"), asset("Knight.glb")] {
        let ch = load_character(&model).unwrap();
        // Preset limits (centred on the rest pose): the test sets twist ranges by hand.
        let opts = FitOptions {
            limits: LimitSource::Preset,
            ..FitOptions::default()
        };
        let (mut rig, _) = generate(&ch, "m.glb", &opts).unwrap();
        // Make the sides differ: an asymmetric twist range and a drive override on the left.
        let j = rig.joints.iter_mut().find(|j| j.name == "elbow_l").unwrap();
        (j.twist_min, j.twist_max) = (-0.1, 0.6);
        j.drive = Some(ragrig::rig::DriveOverride {
            kp: 10.0,
            kd: 1.0,
            max_torque: 5.0,
        });
        let sk = &ch.skeleton;
        let plane = MirrorPlane::infer(&rig, sk);
        let swapped = mirror_rig(&rig, sk, &plane, MirrorMode::Swap);
        assert_ne!(swapped, rig);
        let back = mirror_rig(&swapped, sk, &plane, MirrorMode::Swap);
        assert_rigs_equal(&back, &rig, "swap twice");
        // Left → right, then right → left: the left side is restored exactly.
        let lr = mirror_rig(&rig, sk, &plane, MirrorMode::LeftToRight);
        let e = lr.joint("elbow_r").unwrap();
        assert!((e.twist_min + 0.6).abs() < 1e-6 && (e.twist_max - 0.1).abs() < 1e-6);
        assert!(e.drive.is_some());
        let rl = mirror_rig(&lr, sk, &plane, MirrorMode::RightToLeft);
        assert_rigs_equal(&rl, &lr, "left→right→left");
        // Mirroring keeps the doctor's rest checks clean (frames and limits carried over).
        let errs: Vec<_> = diagnose(&lr, Some(&ch))
            .into_iter()
            .filter(|f| f.severity == Severity::Error)
            .collect();
        assert!(errs.is_empty(), "{errs:#?}");
    }
}

#[test]
fn mirroring_the_samples_left_side_reproduces_its_right_side() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let (rig, ch) = (p.rig, p.character.unwrap());
    let sk = &ch.skeleton;
    let m = mirror_left_to_right(&rig, sk);
    let rest = sk.rest_pose();
    let (w0, w1) = (body_world(&rig, sk, &rest), body_world(&m, sk, &rest));
    let mut checked = 0;
    for (i, b) in rig.bodies.iter().enumerate() {
        let j = m.body_index(&b.name).unwrap();
        let mb = &m.bodies[j];
        assert_eq!(
            (b.shape, b.mass, &b.bone),
            (mb.shape, mb.mass, &mb.bone),
            "{}",
            b.name
        );
        // Same capsule in the world (the capsule may be turned about its own axis).
        let (a0, a1, _) = b.shape.as_capsule();
        let (x, y) = (w0[i].unwrap(), w1[j].unwrap());
        let (p0, p1) = (x.transform_point(a0), x.transform_point(a1));
        let (q0, q1) = (y.transform_point(a0), y.transform_point(a1));
        let d =
            ((p0 - q0).length() + (p1 - q1).length()).min((p0 - q1).length() + (p1 - q0).length());
        assert!(d < 1e-5, "{}: {d}", b.name);
        checked += usize::from(b.name.ends_with("_r"));
    }
    assert_eq!(checked, 6);
    for jt in &rig.joints {
        let mj = m.joint(&jt.name).unwrap();
        let (fa, fb) = joint_world_frames(&rig, &w0, jt).unwrap();
        let (ga, gb) = joint_world_frames(&m, &w1, mj).unwrap();
        for (f, g) in [(fa, ga), (fb, gb)] {
            assert!(
                (f.translation - g.translation).length() < 1e-5,
                "{}",
                jt.name
            );
            assert!(angle(f.rotation, g.rotation) < 1e-5, "{}", jt.name);
        }
        assert!((jt.twist_min - mj.twist_min).abs() < 1e-6);
        assert!((jt.twist_max - mj.twist_max).abs() < 1e-6);
        assert_eq!((jt.swing1, jt.swing2), (mj.swing1, mj.swing2));
    }
}

// ------------------------------------------------------------------ masses

#[test]
fn masses_add_up_to_the_total() {
    let ch = load_character(&asset("Knight.glb")).unwrap();
    for total in [70.0, 55.5, 93.21] {
        let opts = FitOptions {
            total_mass_kg: total,
            ..FitOptions::default()
        };
        let (rig, _) = generate(&ch, "k.glb", &opts).unwrap();
        assert!(
            (rig.total_mass() - total).abs() <= 1e-4,
            "{}",
            rig.total_mass()
        );
        // Also as written to the file (6 significant digits).
        let back = parse_rig(&write_rig(&rig)).unwrap();
        assert!(
            (back.total_mass() - total).abs() <= 1e-4,
            "{}",
            back.total_mass()
        );
        // No ratio across a joint above 10; Knight has no neck, so the head takes 6.94 %
        // of the renormalised total.
        for j in &rig.joints {
            let (a, b) = (rig.body(&j.parent).unwrap(), rig.body(&j.child).unwrap());
            assert!((a.mass / b.mass).max(b.mass / a.mass) <= 10.0, "{}", j.name);
        }
        let head = rig.body("head").unwrap().mass;
        assert!((head - total * 0.0694).abs() < 1e-3, "{head}");
    }
    // The mannequin: de Leva fractions of 70 kg, as the hand-tuned sample has them.
    let p = Project::open_rig(&sample_rig()).unwrap();
    let (rig, _) = generate(&mannequin(), "m.glb", &FitOptions::default()).unwrap();
    for b in &p.rig.bodies {
        let g = rig.body(&b.name).unwrap();
        assert!(
            (g.mass - b.mass).abs() < 0.01,
            "{}: {} vs {}",
            b.name,
            g.mass,
            b.mass
        );
    }
    // Density mode: volume × density, ratios still ≤ 10.
    let opts = FitOptions {
        mass_mode: ragrig::fit::MassMode::Density { kg_per_m3: 1000.0 },
        ..FitOptions::default()
    };
    let (rig, _) = generate(&mannequin(), "m.glb", &opts).unwrap();
    let v = ragrig::rig::volume(&rig.body("head").unwrap().shape);
    let head = rig.body("head").unwrap().mass;
    assert!(head >= v * 1000.0 - 1e-3, "{head} {v}");
}

// ------------------------------------------------------------------ generated vs hand-tuned

#[test]
fn generated_mannequin_is_close_to_the_hand_tuned_sample() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.unwrap();
    let (rig, report) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    assert!(report.mapping.roles.iter().all(|r| r.bone.is_some()));
    let sk = &ch.skeleton;
    let rest = sk.rest_pose();
    let (w0, w1) = (body_world(&p.rig, sk, &rest), body_world(&rig, sk, &rest));
    for jt in &p.rig.joints {
        let g = rig.joint(&jt.name).unwrap();
        assert_eq!((&jt.parent, &jt.child), (&g.parent, &g.child));
        // Child sides: fitting limits re-aims only the parent side.
        let (_, fa) = joint_world_frames(&p.rig, &w0, jt).unwrap();
        let (gb, ga) = joint_world_frames(&rig, &w1, g).unwrap();
        // Same anchor, zero gap, same axes (within 0.5°; the sample's twist axes are world
        // axes, the generator's come from the bones).
        assert!(
            (fa.translation - ga.translation).length() < 1e-5,
            "{}",
            jt.name
        );
        assert!((ga.translation - gb.translation).length() < 1e-5);
        let tol = 0.5;
        let ang = angle(fa.rotation, ga.rotation).to_degrees();
        assert!(ang < tol, "{}: frames differ by {ang}°", jt.name);
        assert_eq!(g.group, jt.group);
    }
    // Capsule radii within 35 % of the hand-tuned ones.
    for b in &p.rig.bodies {
        let r0 = b.shape.as_capsule().2;
        let r1 = rig.body(&b.name).unwrap().shape.as_capsule().2;
        assert!((r1 - r0).abs() / r0 < 0.35, "{}: {r1} vs {r0}", b.name);
    }
    assert!(rig.disabled_pairs.is_empty(), "{:?}", rig.disabled_pairs);
}

#[test]
fn fitted_trunk_capsules_do_not_stand_out_of_the_torso_front_or_back() {
    // The sample's torso is an elliptical tube, deeper at the chest than at the waist: at the
    // height of each trunk capsule's centre (its vertices within 4 cm of it), its front and
    // back are the skin's extremes there.
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.unwrap();
    let (rig, report) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    // The fit says which capsules it held (the pelvis stands 2.4 cm out of the skin without).
    assert!(
        report
            .notes
            .iter()
            .any(|n| n.contains("held to the torso's depth") && n.contains("pelvis radius")),
        "{:?}",
        report.notes
    );
    let sk = &ch.skeleton;
    let rest = sk.rest_pose();
    let world = sk.world_matrices(&rest);
    let skin: Vec<Vec3> = ch
        .meshes
        .iter()
        .flat_map(|m| m.skinned_positions(&world))
        .collect();
    let placed = body_world(&rig, sk, &rest);
    for name in ["pelvis", "abdomen", "chest"] {
        let i = rig.bodies.iter().position(|b| b.name == name).unwrap();
        let (a, b, r) = rig.bodies[i].shape.as_capsule();
        let c = placed[i].unwrap().transform_point((a + b) * 0.5);
        let band: Vec<f32> = skin
            .iter()
            .filter(|v| (v.y - c.y).abs() < 0.04)
            .map(|v| v.z)
            .collect();
        let front = band.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let back = band.iter().copied().fold(f32::INFINITY, f32::min);
        assert!(
            c.z + r <= front + 0.005 && c.z - r >= back - 0.005,
            "{name}: capsule z {:.3}..{:.3}, skin {back:.3}..{front:.3}",
            c.z - r,
            c.z + r
        );
    }
}

// ------------------------------------------------------------------ naming conventions

/// A skeleton from (name, parent) pairs, parents listed first.
fn skeleton(bones: &[(&str, Option<&str>)]) -> Skeleton {
    let idx = |n: &str| bones.iter().position(|b| b.0 == n).unwrap();
    let nodes = bones
        .iter()
        .enumerate()
        .map(|(i, (name, parent))| {
            let children = bones
                .iter()
                .enumerate()
                .filter(|(_, b)| b.1 == Some(*name))
                .map(|(k, _)| k)
                .collect();
            node(name, parent.map(idx), children, Vec3::Y * 0.1 * i as f32)
        })
        .collect();
    Skeleton {
        nodes,
        order: (0..bones.len()).collect(),
    }
}

/// Both sides of a limb list from the left one (`{}` is the side word).
fn sided(list: &[(&str, &str)], l: &str, r: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for side in [l, r] {
        for (n, p) in list {
            out.push((
                n.replace("{}", side),
                (!p.is_empty()).then(|| p.replace("{}", side)),
            ));
        }
    }
    out
}

fn expect_all(
    convention: &str,
    centre: &[(&str, Option<&str>)],
    limbs: Vec<(String, Option<String>)>,
    expect: [&str; 17],
) {
    let mut bones: Vec<(&str, Option<&str>)> = centre.to_vec();
    bones.extend(limbs.iter().map(|(n, p)| (n.as_str(), p.as_deref())));
    let sk = skeleton(&bones);
    let joints: Vec<usize> = (0..sk.nodes.len()).collect();
    let m = map_humanoid(&sk, &joints, &BTreeMap::new());
    for (role, want) in Role::ALL.iter().zip(expect) {
        let got = m.get(*role).map(|n| sk.nodes[n].name.as_str());
        assert_eq!(got, Some(want), "{convention}: {role}");
    }
}

const ORDER: &str = "pelvis abdomen chest neck head upperarm_l upperarm_r forearm_l forearm_r hand_l hand_r thigh_l thigh_r shin_l shin_r foot_l foot_r";

/// The expected bones in `Role::ALL` order from per-role left-side patterns.
fn expected(v: &[String]) -> [&str; 17] {
    std::array::from_fn(|i| v[i].as_str())
}

fn exp(centre: [&str; 5], limbs: [&str; 6], l: &str, r: &str) -> Vec<String> {
    assert_eq!(ORDER.split(' ').count(), 17);
    let mut v: Vec<String> = centre.iter().map(|s| s.to_string()).collect();
    for limb in limbs {
        v.push(limb.replace("{}", l));
        v.push(limb.replace("{}", r));
    }
    v
}

#[test]
fn every_naming_convention_maps_all_17_roles() {
    // Mixamo.
    let e = exp(
        [
            "mixamorig:Hips",
            "mixamorig:Spine",
            "mixamorig:Spine2",
            "mixamorig:Neck",
            "mixamorig:Head",
        ],
        [
            "mixamorig:{}Arm",
            "mixamorig:{}ForeArm",
            "mixamorig:{}Hand",
            "mixamorig:{}UpLeg",
            "mixamorig:{}Leg",
            "mixamorig:{}Foot",
        ],
        "Left",
        "Right",
    );
    expect_all(
        "mixamo",
        &[
            ("mixamorig:Hips", None),
            ("mixamorig:Spine", Some("mixamorig:Hips")),
            ("mixamorig:Spine1", Some("mixamorig:Spine")),
            ("mixamorig:Spine2", Some("mixamorig:Spine1")),
            ("mixamorig:Neck", Some("mixamorig:Spine2")),
            ("mixamorig:Head", Some("mixamorig:Neck")),
            ("mixamorig:HeadTop_End", Some("mixamorig:Head")),
        ],
        sided(
            &[
                ("mixamorig:{}Shoulder", "mixamorig:Spine2"),
                ("mixamorig:{}Arm", "mixamorig:{}Shoulder"),
                ("mixamorig:{}ForeArm", "mixamorig:{}Arm"),
                ("mixamorig:{}Hand", "mixamorig:{}ForeArm"),
                ("mixamorig:{}HandIndex1", "mixamorig:{}Hand"),
                ("mixamorig:{}UpLeg", "mixamorig:Hips"),
                ("mixamorig:{}Leg", "mixamorig:{}UpLeg"),
                ("mixamorig:{}Foot", "mixamorig:{}Leg"),
                ("mixamorig:{}ToeBase", "mixamorig:{}Foot"),
                ("mixamorig:{}Toe_End", "mixamorig:{}ToeBase"),
            ],
            "Left",
            "Right",
        ),
        expected(&e),
    );
    // Unreal (with twist helpers and IK bones).
    let e = exp(
        ["pelvis", "spine_01", "spine_03", "neck_01", "head"],
        [
            "upperarm_{}",
            "lowerarm_{}",
            "hand_{}",
            "thigh_{}",
            "calf_{}",
            "foot_{}",
        ],
        "l",
        "r",
    );
    expect_all(
        "unreal",
        &[
            ("root", None),
            ("pelvis", Some("root")),
            ("spine_01", Some("pelvis")),
            ("spine_02", Some("spine_01")),
            ("spine_03", Some("spine_02")),
            ("neck_01", Some("spine_03")),
            ("head", Some("neck_01")),
            ("ik_foot_root", Some("root")),
        ],
        sided(
            &[
                ("clavicle_{}", "spine_03"),
                ("upperarm_{}", "clavicle_{}"),
                ("upperarm_twist_01_{}", "upperarm_{}"),
                ("lowerarm_{}", "upperarm_{}"),
                ("hand_{}", "lowerarm_{}"),
                ("index_01_{}", "hand_{}"),
                ("thigh_{}", "pelvis"),
                ("thigh_twist_01_{}", "thigh_{}"),
                ("calf_{}", "thigh_{}"),
                ("foot_{}", "calf_{}"),
                ("ball_{}", "foot_{}"),
                ("ik_foot_{}", "ik_foot_root"),
            ],
            "l",
            "r",
        ),
        expected(&e),
    );
    // Rigify metarig and its DEF- deform bones (no head/neck names: the spine chain above
    // the chest gives them; segmented limbs map their first segment).
    for pre in ["", "DEF-"] {
        let c = |s: &str| format!("{pre}{s}");
        let names: Vec<String> = [
            "spine",
            "spine.001",
            "spine.002",
            "spine.003",
            "spine.004",
            "spine.005",
            "spine.006",
        ]
        .iter()
        .map(|s| c(s))
        .collect();
        let centre: Vec<(&str, Option<&str>)> = (0..7)
            .map(|i| (names[i].as_str(), (i > 0).then(|| names[i - 1].as_str())))
            .collect();
        let limbs: Vec<(String, String)> = [
            ("shoulder.{}", "spine.003"),
            ("breast.{}", "spine.003"),
            ("upper_arm.{}", "shoulder.{}"),
            ("upper_arm.{}.001", "upper_arm.{}"),
            ("forearm.{}", "upper_arm.{}.001"),
            ("forearm.{}.001", "forearm.{}"),
            ("hand.{}", "forearm.{}.001"),
            ("f_index.01.{}", "hand.{}"),
            ("pelvis.{}", "spine"),
            ("thigh.{}", "spine"),
            ("thigh.{}.001", "thigh.{}"),
            ("shin.{}", "thigh.{}.001"),
            ("shin.{}.001", "shin.{}"),
            ("foot.{}", "shin.{}.001"),
            ("toe.{}", "foot.{}"),
        ]
        .iter()
        .map(|(n, p)| (c(n), c(p)))
        .collect();
        let limbs: Vec<(&str, &str)> = limbs
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let e = exp(
            [
                &c("spine"),
                &c("spine.001"),
                &c("spine.003"),
                &c("spine.004"),
                &c("spine.006"),
            ],
            [
                &c("upper_arm.{}"),
                &c("forearm.{}"),
                &c("hand.{}"),
                &c("thigh.{}"),
                &c("shin.{}"),
                &c("foot.{}"),
            ],
            "L",
            "R",
        );
        expect_all("rigify", &centre, sided(&limbs, "L", "R"), expected(&e));
    }
    // KayKit (wrist above hand: the wrist is the hand role; prop slots and IK ignored).
    let e = exp(
        ["hips", "spine", "chest", "neck", "head"],
        [
            "upperarm.{}",
            "lowerarm.{}",
            "wrist.{}",
            "upperleg.{}",
            "lowerleg.{}",
            "foot.{}",
        ],
        "l",
        "r",
    );
    expect_all(
        "kaykit",
        &[
            ("root", None),
            ("hips", Some("root")),
            ("spine", Some("hips")),
            ("chest", Some("spine")),
            ("neck", Some("chest")),
            ("head", Some("neck")),
        ],
        sided(
            &[
                ("upperarm.{}", "chest"),
                ("lowerarm.{}", "upperarm.{}"),
                ("wrist.{}", "lowerarm.{}"),
                ("hand.{}", "wrist.{}"),
                ("handslot.{}", "hand.{}"),
                ("upperleg.{}", "hips"),
                ("lowerleg.{}", "upperleg.{}"),
                ("foot.{}", "lowerleg.{}"),
                ("toes.{}", "foot.{}"),
                ("kneeIK.{}", "root"),
                ("IK-foot.{}", "root"),
            ],
            "l",
            "r",
        ),
        expected(&e),
    );
    // VRM humanoid names (upperChest carries the arms: it is the chest).
    let e = exp(
        ["hips", "spine", "upperChest", "neck", "head"],
        [
            "{}UpperArm",
            "{}LowerArm",
            "{}Hand",
            "{}UpperLeg",
            "{}LowerLeg",
            "{}Foot",
        ],
        "left",
        "right",
    );
    expect_all(
        "vrm",
        &[
            ("hips", None),
            ("spine", Some("hips")),
            ("chest", Some("spine")),
            ("upperChest", Some("chest")),
            ("neck", Some("upperChest")),
            ("head", Some("neck")),
        ],
        sided(
            &[
                ("{}Shoulder", "upperChest"),
                ("{}UpperArm", "{}Shoulder"),
                ("{}LowerArm", "{}UpperArm"),
                ("{}Hand", "{}LowerArm"),
                ("{}IndexProximal", "{}Hand"),
                ("{}UpperLeg", "hips"),
                ("{}LowerLeg", "{}UpperLeg"),
                ("{}Foot", "{}LowerLeg"),
                ("{}Toes", "{}Foot"),
            ],
            "left",
            "right",
        ),
        expected(&e),
    );
    // Plain (LeftLeg is the shin when the thigh is named LeftUpperLeg; LeftArm the upper arm).
    let e = exp(
        ["Hips", "Spine", "Chest", "Neck", "Head"],
        [
            "{}Arm",
            "{}ForeArm",
            "{}Hand",
            "{}UpperLeg",
            "{}Leg",
            "{}Foot",
        ],
        "Left",
        "Right",
    );
    expect_all(
        "plain",
        &[
            ("Hips", None),
            ("Spine", Some("Hips")),
            ("Chest", Some("Spine")),
            ("Neck", Some("Chest")),
            ("Head", Some("Neck")),
        ],
        sided(
            &[
                ("{}Shoulder", "Chest"),
                ("{}Arm", "{}Shoulder"),
                ("{}ForeArm", "{}Arm"),
                ("{}Hand", "{}ForeArm"),
                ("{}UpperLeg", "Hips"),
                ("{}Leg", "{}UpperLeg"),
                ("{}Foot", "{}Leg"),
                ("{}Toes", "{}Foot"),
            ],
            "Left",
            "Right",
        ),
        expected(&e),
    );
    // The mannequin's own skeleton.
    let bones = ragrig::sample::mannequin_bones();
    let pairs: Vec<(&str, Option<&str>)> = bones.iter().map(|b| (b.name, b.parent)).collect();
    let sk = skeleton(&pairs);
    let m = map_humanoid(
        &sk,
        &(0..sk.nodes.len()).collect::<Vec<_>>(),
        &BTreeMap::new(),
    );
    let e = exp(
        ["Hips", "Spine", "Chest", "Neck", "Head"],
        [
            "{}UpperArm",
            "{}LowerArm",
            "{}Hand",
            "{}UpperLeg",
            "{}LowerLeg",
            "{}Foot",
        ],
        "Left",
        "Right",
    );
    for (r, want) in Role::ALL.iter().zip(&e) {
        assert_eq!(
            m.get(*r).map(|n| sk.nodes[n].name.as_str()),
            Some(want.as_str())
        );
    }
    // RobotExpressive (three palm bones: the one with the middle finger is the hand).
    let e = exp(
        ["Hips", "Abdomen", "Torso", "Neck", "Head"],
        [
            "UpperArm.{}",
            "LowerArm.{}",
            "Palm2.{}",
            "UpperLeg.{}",
            "LowerLeg.{}",
            "Foot.{}",
        ],
        "L",
        "R",
    );
    expect_all(
        "robot",
        &[
            ("Hips", None),
            ("Abdomen", Some("Hips")),
            ("Torso", Some("Abdomen")),
            ("Neck", Some("Torso")),
            ("Head", Some("Neck")),
            ("Head_end", Some("Head")),
        ],
        sided(
            &[
                ("Shoulder.{}", "Torso"),
                ("UpperArm.{}", "Shoulder.{}"),
                ("LowerArm.{}", "UpperArm.{}"),
                ("Palm1.{}", "LowerArm.{}"),
                ("Index.{}", "Palm1.{}"),
                ("Palm2.{}", "LowerArm.{}"),
                ("Middle1.{}", "Palm2.{}"),
                ("Palm3.{}", "LowerArm.{}"),
                ("Thumb.{}", "LowerArm.{}"),
                ("UpperLeg.{}", "Hips"),
                ("LowerLeg.{}", "UpperLeg.{}"),
                ("Foot.{}", "LowerLeg.{}"),
            ],
            "L",
            "R",
        ),
        expected(&e),
    );
}

#[test]
fn manual_mapping_wins() {
    let ch = mannequin();
    let mut manual = BTreeMap::new();
    manual.insert("hand_l".to_owned(), "LeftLowerArm".to_owned());
    manual.insert("left_foot".to_owned(), String::new());
    manual.insert("tail".to_owned(), "Hips".to_owned());
    let m = map_humanoid(&ch.skeleton, &ch.joint_nodes(), &manual);
    let name = |r: &str| {
        m.get(Role::parse(r).unwrap())
            .map(|n| ch.skeleton.nodes[n].name.clone())
    };
    assert_eq!(name("hand_l").as_deref(), Some("LeftLowerArm"));
    assert_eq!(name("foot_l"), None);
    // The forearm cannot take the bone the manual map gave the hand.
    assert_ne!(name("forearm_l").as_deref(), Some("LeftLowerArm"));
    assert!(m.notes.iter().any(|n| n.contains("'tail' is not a role")));
}

// ------------------------------------------------------------------ re-fit one body

#[test]
fn refit_one_body_keeps_every_other_body_and_edit() {
    let ch = mannequin();
    let (rig, _) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    let mut edited = rig.clone();
    // Author edits elsewhere, and a moved, resized thigh.
    let head = edited.body_index("head").unwrap();
    edited.bodies[head].shape = Shape::Sphere { radius: 0.2 };
    edited
        .joints
        .iter_mut()
        .find(|j| j.name == "knee_l")
        .unwrap()
        .swing1 = 0.5;
    let thigh = edited.body_index("thigh_l").unwrap();
    edited.bodies[thigh].offset = Rigid::new(Quat::from_rotation_x(0.3), Vec3::new(0.1, 0.0, 0.0));
    edited.bodies[thigh].shape = Shape::Capsule {
        radius: 0.3,
        half_height: 0.01,
    };
    edited.bodies[thigh].mass = 12.0;
    let (out, fit) = refit_body(&edited, &ch, "thigh_l", 0.9).unwrap();
    for (i, (a, b)) in out.bodies.iter().zip(&edited.bodies).enumerate() {
        if i != thigh {
            assert_eq!(a, b);
        }
    }
    // The thigh is back to its fitted capsule (same inputs as the generator), mass kept.
    let t = &out.bodies[thigh];
    assert_eq!(t.mass, 12.0);
    let g = &rig.bodies[thigh];
    let (
        Shape::Capsule {
            radius: r1,
            half_height: h1,
        },
        Shape::Capsule {
            radius: r0,
            half_height: h0,
        },
    ) = (t.shape, g.shape)
    else {
        panic!()
    };
    assert!((r1 - r0).abs() < 1e-6 && (h1 - h0).abs() < 1e-6);
    assert!((t.offset.translation - g.offset.translation).length() < 1e-5);
    assert!(fit.quality.is_some());
    // Joints: same limits and names, world frames unchanged.
    let sk = &ch.skeleton;
    let rest = sk.rest_pose();
    let (w0, w1) = (body_world(&edited, sk, &rest), body_world(&out, sk, &rest));
    for (a, b) in edited.joints.iter().zip(&out.joints) {
        assert_eq!(
            (a.swing1, a.swing2, a.twist_min, a.twist_max),
            (b.swing1, b.swing2, b.twist_min, b.twist_max)
        );
        let (fa, fb) = joint_world_frames(&edited, &w0, a).unwrap();
        let (ga, gb) = joint_world_frames(&out, &w1, b).unwrap();
        for (f, g) in [(fa, ga), (fb, gb)] {
            assert!(
                (f.translation - g.translation).length() < 1e-5,
                "{}",
                a.name
            );
            assert!(angle(f.rotation, g.rotation) < 1e-5, "{}", a.name);
        }
    }
    assert!(refit_body(&edited, &ch, "nobody", 0.9).is_err());
}

#[test]
fn presets_resolve_by_name_and_path() {
    let a = Preset::resolve("human").unwrap();
    let b = Preset::resolve(repo().join("presets/human.toml").to_str().unwrap()).unwrap();
    assert_eq!(a, b);
    assert_eq!(a, Preset::human());
    assert!(Preset::resolve("nosuch").is_err());
    // Generated joints take the preset's limits by joint type; right-side twist mirrored.
    let mut custom = a.clone();
    let e = custom.limits.get_mut("elbow").unwrap();
    (e.twist_min, e.twist_max) = (-0.2, 0.7);
    let opts = FitOptions {
        preset: custom,
        limits: LimitSource::Preset,
        ..FitOptions::default()
    };
    let (rig, _) = generate(&mannequin(), "m.glb", &opts).unwrap();
    let (l, r) = (rig.joint("elbow_l").unwrap(), rig.joint("elbow_r").unwrap());
    assert_eq!((l.twist_min, l.twist_max), (-0.2, 0.7));
    assert_eq!((r.twist_min, r.twist_max), (-0.7, 0.2));
    assert_eq!(l.group, "elbow");
    let knee = rig.joint("knee_l").unwrap();
    assert!((knee.swing1.to_degrees() - 60.0).abs() < 1e-4);
    assert_eq!(rig.groups.len(), 8);
}

#[test]
fn the_fitter_says_what_recovery_does_without_a_get_up_clip_as_the_doctor_does() {
    for model in ["RobotExpressive.glb", "RiggedSimple.glb"] {
        let dir = tmpdir();
        let out = dir.path().join("fitted.rig.toml");
        let o = ragrig(&[
            "fit",
            asset(model).to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        let said = text(&o);
        let p = Project::open_rig(&out).unwrap();
        let warnings: Vec<String> = p
            .diagnose()
            .into_iter()
            .filter(|f| f.code == "missing-getup-clip")
            .map(|f| f.message)
            .collect();
        assert_eq!(warnings.len(), 2, "{model}: {said}");
        // What recovery falls back to: the idle clip's first frame, or nothing.
        let fallback = match p.rig.clip_for(ragrig::rig::ClipRole::Idle) {
            Some(idle) => format!("the first frame of the idle clip '{idle}'"),
            None => "no idle clip either: recovery cannot get up".to_owned(),
        };
        for w in &warnings {
            assert!(w.contains(&fallback), "{model}: doctor: {w}");
        }
        let notes: Vec<&str> = said
            .lines()
            .filter(|l| l.starts_with("note: no get-up clip"))
            .collect();
        assert_eq!(notes.len(), 2, "{model}: {said}");
        for n in notes {
            assert!(n.contains(&fallback), "{model}: fit: {n}");
        }
    }
}

/// Generating a ragdoll again keeps what the author tuned: the sample's left hand made bigger,
/// heavier and moved 2 cm along its bone, the left knee's cone widened and the knee group's max
/// torque raised (each marked hand-tuned) come through a fresh generation unchanged, while the
/// untouched bodies are the generator's. The wrist, a generated joint on the moved hand, is
/// re-expressed on it: closed at rest (its two world frames within 0.01 mm) and its anchor where
/// the generator put it; the kept knee keeps its world anchor. The flags survive the rig file.
#[test]
fn generating_again_keeps_the_hand_tuned_bodies_joints_and_groups() {
    let ch = mannequin();
    let (mut current, _) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    let h = current.body_index("hand_l").unwrap();
    let hand = &mut current.bodies[h];
    hand.mass = 0.9;
    hand.shape = Shape::Capsule {
        radius: 0.07,
        half_height: 0.05,
    };
    hand.offset.translation += Vec3::new(0.0, 0.02, 0.0);
    hand.hand_tuned = true;
    let k = current.joint_index("knee_l").unwrap();
    current.joints[k].swing1 = 40f32.to_radians();
    current.joints[k].hand_tuned = true;
    let knee_group = current.joints[k].group.clone();
    let g = current.groups.get_mut(&knee_group).unwrap();
    g.max_torque = 123.0;
    g.hand_tuned = true;

    let opts = FitOptions {
        total_mass_kg: 80.0,
        ..FitOptions::default()
    };
    let (mut generated, _) = generate(&ch, "m.glb", &opts).unwrap();
    let sk = &ch.skeleton;
    let pose = sk.rest_pose();
    // The new generation's left thigh sits 1 cm further along its bone, its two joints moved
    // with it (the generated rig stays closed): the kept knee must be re-expressed on it.
    let joints = ["hip_l", "knee_l"];
    let before = body_world(&generated, sk, &pose);
    let world_frames = joints
        .map(|n| joint_world_frames(&generated, &before, generated.joint(n).unwrap()).unwrap());
    let t = generated.body_index("thigh_l").unwrap();
    generated.bodies[t].offset.translation.y -= 0.01;
    let after = body_world(&generated, sk, &pose);
    for (n, (fa, fb)) in joints.into_iter().zip(world_frames) {
        let k = generated.joint_index(n).unwrap();
        let j = &generated.joints[k];
        let a = generated.body_index(&j.parent).unwrap();
        let b = generated.body_index(&j.child).unwrap();
        let (wa, wb) = (after[a].unwrap(), after[b].unwrap());
        generated.joints[k].parent_frame = wa.inverse().mul(&fa);
        generated.joints[k].child_frame = wb.inverse().mul(&fb);
    }
    let (out, kept) = ragrig::fit::keep_hand_tuned(&current, &generated, &ch);
    assert_eq!(kept.bodies, ["hand_l"]);
    assert_eq!(kept.joints, ["knee_l"]);
    assert_eq!(kept.groups, std::slice::from_ref(&knee_group));
    assert!(kept.dropped.is_empty(), "{:?}", kept.dropped);
    assert_eq!(out.body("hand_l"), current.body("hand_l"));
    assert_eq!(out.groups[&knee_group], current.groups[&knee_group]);
    // The kept knee joins the generator's thigh, moved 1 cm: its frame on the thigh is
    // re-expressed by that centimetre (its world anchor is checked below), the rest is the
    // author's.
    let (kn, kc) = (
        out.joint("knee_l").unwrap(),
        current.joint("knee_l").unwrap(),
    );
    let moved = (kn.parent_frame.translation - kc.parent_frame.translation).length();
    assert!((moved - 0.01).abs() < 1e-5, "{moved}");
    assert!((kn.child_frame.translation - kc.child_frame.translation).length() < 1e-6);
    let same_frames = ragrig::rig::Joint {
        parent_frame: kc.parent_frame,
        child_frame: kc.child_frame,
        ..kn.clone()
    };
    assert_eq!(&same_frames, kc);
    // Untouched bodies are the generator's (80 kg: heavier than the current 70 kg ones).
    assert_eq!(out.body("thigh_l"), generated.body("thigh_l"));
    assert!(out.body("thigh_l").unwrap().mass > current.body("thigh_l").unwrap().mass + 0.5);

    let frames = |rig: &Rig, name: &str| {
        let w = body_world(rig, sk, &pose);
        joint_world_frames(rig, &w, rig.joint(name).unwrap()).unwrap()
    };
    for j in &out.joints {
        let (a, b) = frames(&out, &j.name);
        let gap = (a.translation - b.translation).length();
        assert!(gap < 1e-5, "{}: {gap} m", j.name);
    }
    let (wrist, wrist_generated) = (frames(&out, "wrist_l").0, frames(&generated, "wrist_l").0);
    assert!((wrist.translation - wrist_generated.translation).length() < 1e-5);
    assert!(angle(wrist.rotation, wrist_generated.rotation) < 1e-4);
    // The wrist's frame on the hand did change: the hand moved under it.
    let hand_frame = |rig: &Rig| rig.joint("wrist_l").unwrap().child_frame.translation;
    assert!((hand_frame(&out) - hand_frame(&generated)).length() > 0.019);
    let (knee, knee_before) = (frames(&out, "knee_l").0, frames(&current, "knee_l").0);
    assert!((knee.translation - knee_before.translation).length() < 1e-5);

    let text = write_rig(&out);
    assert_eq!(text.matches("hand_tuned = true").count(), 3);
    let back = parse_rig(&text).unwrap();
    let tuned = |r: &Rig| -> Vec<String> {
        let b = r
            .bodies
            .iter()
            .filter(|b| b.hand_tuned)
            .map(|b| b.name.clone());
        let j = r
            .joints
            .iter()
            .filter(|j| j.hand_tuned)
            .map(|j| j.name.clone());
        let g = r
            .groups
            .iter()
            .filter(|(_, g)| g.hand_tuned)
            .map(|(n, _)| n.clone());
        b.chain(j).chain(g).collect()
    };
    assert_eq!(
        tuned(&back),
        ["hand_l".to_string(), "knee_l".into(), knee_group.clone()]
    );
}

/// A kept joint whose drive group the new rig lacks brings that group along, and the report
/// names it: the sample's left elbow moved to a group of its own ("elbow_custom", 77 N·m max
/// torque) and marked comes through with it, unmarked groups left as generated.
#[test]
fn a_kept_joint_brings_its_own_drive_group_and_says_so() {
    let ch = mannequin();
    let (mut current, _) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    let (generated, _) = generate(&ch, "m.glb", &FitOptions::default()).unwrap();
    let k = current.joint_index("elbow_l").unwrap();
    let mut group = current.groups[&current.joints[k].group].clone();
    group.max_torque = 77.0;
    current.groups.insert("elbow_custom".into(), group.clone());
    current.joints[k].group = "elbow_custom".into();
    current.joints[k].hand_tuned = true;
    assert!(!generated.groups.contains_key("elbow_custom"));
    let (out, kept) = ragrig::fit::keep_hand_tuned(&current, &generated, &ch);
    assert_eq!(kept.joints, ["elbow_l"]);
    assert_eq!(kept.groups, ["elbow_custom"]);
    assert_eq!(kept.count(), 2);
    assert_eq!(out.groups["elbow_custom"], group);
    assert_eq!(out.joint("elbow_l").unwrap().group, "elbow_custom");
    assert_eq!(out.groups.len(), generated.groups.len() + 1);
}
