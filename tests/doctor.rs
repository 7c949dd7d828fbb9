//! The rig doctor: every check fires on a crafted fault and stays quiet on the sample.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::Character;
use ragrig::project::Project;
use ragrig::rig::*;
use ragrig::rig::{Finding, Severity, Subject, diagnose};

fn sample() -> (Rig, Character) {
    let p = Project::open_rig(&sample_rig()).unwrap();
    (p.rig, p.character.unwrap())
}

fn codes(f: &[Finding]) -> Vec<&'static str> {
    f.iter().map(|x| x.code).collect()
}

/// Apply `edit` to the sample and return the findings with the given code.
fn fire(edit: impl FnOnce(&mut Rig), code: &str) -> Vec<Finding> {
    let (mut rig, ch) = sample();
    edit(&mut rig);
    let f = diagnose(&rig, Some(&ch));
    let hits: Vec<Finding> = f.iter().filter(|x| x.code == code).cloned().collect();
    assert!(!hits.is_empty(), "expected {code}, got {:?}", codes(&f));
    hits
}

fn body<'a>(rig: &'a mut Rig, name: &str) -> &'a mut Body {
    rig.bodies.iter_mut().find(|b| b.name == name).unwrap()
}

fn joint<'a>(rig: &'a mut Rig, name: &str) -> &'a mut Joint {
    rig.joints.iter_mut().find(|j| j.name == name).unwrap()
}

/// The sample has no error or warning. Its only notes say that some joints' limits go beyond a
/// human's range of motion, and each is on a joint whose clips themselves go beyond it (as the
/// limit fit measures them, independently of the doctor): the limits follow the clips.
#[test]
fn sample_is_clean() {
    let (rig, ch) = sample();
    let f = diagnose(&rig, Some(&ch));
    assert!(f.iter().all(|x| x.severity == Severity::Info), "{f:#?}");
    assert!(f.iter().all(|x| x.code == "beyond-human-range"), "{f:#?}");
    let (_, fit) = ragrig::fit::fit_limits(&rig, &ch, &ragrig::fit::LimitFitOptions::default());
    for note in &f {
        let Subject::Joint(name) = &note.subject else {
            panic!("{note:?}");
        };
        let joint = fit.joints.iter().find(|j| &j.joint == name).unwrap();
        assert!(joint.clip_beyond_envelope_deg > 0.5, "{note:?}: {joint:?}");
    }
    assert!(rig.bodies.len() >= 15);
}

/// Limits that let a joint go far past a human's range of motion are noted, with the table's
/// range as the fix. The sample's ankles follow its clips, which flex them far past a human
/// ankle: a pure dorsiflexion (toes up) stays inside the cone beyond 30°. The note names
/// dorsiflexion at the angle where it leaves the cone (measured here by hand, with the rig's
/// swing–twist decomposition) beside the table's 20°; its fix makes a pure dorsiflexion leave
/// the cone at 20°, leaves the joint's anchors and child frame alone, and the note goes.
#[test]
fn limits_far_past_the_human_range_are_noted_and_the_fix_sets_the_human_range() {
    let (rig, ch) = sample();
    let rest = body_world(&rig, &ch.skeleton, &ch.skeleton.rest_pose());
    let dorsi =
        |rig: &Rig, deg: f32| motion_cone_ratio(rig, &rest, "ankle_l", Vec3::Y, Vec3::Y, deg);
    assert!(dorsi(&rig, 30.0) < 1.0);
    let on = |f: &[Finding], joint: &str| {
        f.iter()
            .find(|x| x.code == "beyond-human-range" && x.subject == Subject::Joint(joint.into()))
            .cloned()
    };
    let findings = diagnose(&rig, Some(&ch));
    let note = on(&findings, "ankle_l").expect("a note on the ankle");
    assert_eq!(note.severity, Severity::Info);
    let said = note
        .message
        .split("dorsiflexion ")
        .nth(1)
        .and_then(|rest| rest.split("° (human 20.0°)").next())
        .and_then(|n| n.parse::<f32>().ok())
        .unwrap_or_else(|| panic!("{}", note.message));
    assert!(said > 30.0, "{}", note.message);
    assert!(dorsi(&rig, said - 0.1) <= 1.0, "{}", note.message);
    assert!(dorsi(&rig, said + 0.1) > 1.0, "{}", note.message);
    // A joint within 10° of the table is not noted: the sample's elbows (flexion 90°, 8.9° of
    // hyperextension against the table's 10°).
    assert!(on(&findings, "elbow_l").is_none());

    let mut fixed = rig.clone();
    apply_fix(&mut fixed, note.fix.as_ref().expect("a fix"));
    assert!(dorsi(&fixed, 19.9) <= 1.0);
    assert!(dorsi(&fixed, 20.1) > 1.0);
    let (before, after) = (
        rig.joint("ankle_l").unwrap(),
        fixed.joint("ankle_l").unwrap(),
    );
    assert_eq!(before.child_frame, after.child_frame);
    assert_eq!(
        before.parent_frame.translation,
        after.parent_frame.translation
    );
    let again = diagnose(&fixed, Some(&ch));
    assert!(on(&again, "ankle_l").is_none(), "{again:#?}");
    assert!(on(&again, "ankle_r").is_some());
}

/// Two skin joints of a model with one name: the doctor says which node the body follows (the
/// first of them), and the rig's joints stay closed at rest. (A mesh node named like its bone and
/// coming before it is `tests/import.rs`'s case: the bone is followed, and the doctor says so.)
#[test]
fn a_bone_name_two_nodes_share_is_noted_with_the_node_the_body_follows() {
    let (rig, mut ch) = sample();
    let pelvis = &rig.bodies[rig.body_index(&rig.recovery.pelvis).unwrap()];
    let bone = ch.skeleton.find(&pelvis.bone).unwrap();
    let sk = &ch.skeleton;
    // A later skin joint that carries no body, named like the pelvis's bone.
    let other = (bone + 1..sk.nodes.len())
        .find(|&i| sk.nodes[i].skin_joint && rig.bodies.iter().all(|b| b.bone != sk.nodes[i].name))
        .expect("the sample has a bone with no body after the pelvis's");
    let f = diagnose(&rig, Some(&ch));
    assert!(f.iter().all(|x| x.code != "shared-bone-name"), "{f:#?}");
    ch.skeleton.nodes[other].name = pelvis.bone.clone();
    assert_eq!(ch.skeleton.find(&pelvis.bone), Some(bone));
    let f = diagnose(&rig, Some(&ch));
    let shared: Vec<&Finding> = f.iter().filter(|x| x.code == "shared-bone-name").collect();
    assert_eq!(shared.len(), 1, "{f:#?}");
    assert_eq!(shared[0].severity, Severity::Info);
    assert_eq!(shared[0].subject, Subject::Body(pelvis.name.clone()));
    assert_eq!(
        shared[0].message,
        format!(
            "body '{}': 2 nodes of the model are named '{}' (nodes {bone}, {other}); the body follows node {bone}, the first skin joint among them",
            pelvis.name, pelvis.bone
        )
    );
}

#[test]
fn dangling_references() {
    let f = fire(
        |r| joint(r, "knee_l").child = "shinn_l".into(),
        "dangling-reference",
    );
    assert_eq!(f[0].subject, Subject::Joint("knee_l".into()));
    assert!(f[0].message.contains("shinn_l"));
    fire(
        |r| joint(r, "knee_l").group = "nope".into(),
        "dangling-reference",
    );
    fire(
        |r| body(r, "head").bone = "Skull".into(),
        "dangling-reference",
    );
    fire(|r| r.recovery.pelvis = "hips".into(), "dangling-reference");
    fire(
        |r| r.disabled_pairs.push(["head".into(), "ghost".into()]),
        "dangling-reference",
    );
}

#[test]
fn duplicate_and_reserved_names() {
    let f = fire(
        |r| body(r, "hand_r").name = "hand_l".into(),
        "duplicate-name",
    );
    assert_eq!(f[0].severity, Severity::Error);
    fire(
        |r| joint(r, "knee_r").name = "knee_l".into(),
        "duplicate-name",
    );
    fire(|r| body(r, "head").name = "world".into(), "reserved-name");
    fire(|r| body(r, "head").name = String::new(), "empty-name");
}

#[test]
fn graph_checks() {
    // knee_l parented to shin_l's child foot_l: foot → shin → foot is a cycle.
    fire(
        |r| joint(r, "knee_l").parent = "foot_l".into(),
        "joint-cycle",
    );
    fire(
        |r| joint(r, "knee_l").parent = "shin_l".into(),
        "self-joint",
    );
    // A second joint to thigh_l: not a tree.
    fire(
        |r| {
            let mut j = r.joint("hip_l").unwrap().clone();
            j.name = "hip_l2".into();
            r.joints.push(j);
        },
        "not-a-tree",
    );
    // Removing the neck joint leaves neck+head as a second piece.
    let f = fire(|r| r.joints.retain(|j| j.name != "neck"), "disconnected");
    assert!(f[0].message.contains("2 separate pieces"));
}

#[test]
fn numbers_and_sizes() {
    fire(|r| body(r, "head").mass = f32::NAN, "non-finite");
    fire(|r| joint(r, "elbow_l").swing1 = f32::INFINITY, "non-finite");
    fire(|r| r.sim.gravity.y = f32::NAN, "non-finite");
    fire(|r| r.floor = f32::NAN, "bad-floor");
    fire(|r| r.floor = -150.0, "bad-floor");
    let f = fire(
        |r| {
            body(r, "forearm_l").shape = Shape::Capsule {
                radius: -0.04,
                half_height: 0.1,
            }
        },
        "bad-shape-size",
    );
    assert_eq!(f[0].subject, Subject::Body("forearm_l".into()));
    fire(
        |r| {
            body(r, "head").shape = Shape::Box {
                half_extents: Vec3::new(0.1, 0.0, 0.1),
            }
        },
        "bad-shape-size",
    );
    fire(
        |r| body(r, "head").offset.rotation = Quat::from_xyzw(0.0, 0.0, 0.0, 2.0),
        "non-unit-rotation",
    );
    fire(|r| body(r, "head").restitution = 1.5, "bad-material");
    fire(|r| body(r, "head").mass = 0.0, "bad-mass");
    fire(|r| r.sim.dt = 0.0, "bad-sim-settings");
    fire(|r| r.sim.substeps = 0, "bad-sim-settings");
    fire(|r| r.sim.rolling_resistance = -0.1, "bad-sim-settings");
    fire(
        |r| {
            r.sim.rolling_resistance = 0.3;
            r.sim.engine = SimEngine::Jolt;
        },
        "rolling-resistance-rapier-only",
    );
    fire(|r| r.switch.teleport_distance = -1.0, "bad-switch-settings");
    fire(|r| r.recovery.blend_time = -0.1, "bad-recovery-settings");
    fire(
        |r| r.bodies.iter_mut().for_each(|b| b.simulated = false),
        "empty-rig",
    );
}

#[test]
fn limit_checks() {
    fire(|r| joint(r, "elbow_l").swing2 = 0.0, "limit-out-of-range");
    fire(
        |r| joint(r, "elbow_l").swing1 = 190f32.to_radians(),
        "limit-out-of-range",
    );
    fire(
        |r| {
            let j = joint(r, "knee_l");
            (j.twist_min, j.twist_max) = (0.2, -0.2);
        },
        "limit-out-of-range",
    );
    fire(
        |r| joint(r, "knee_l").swing2 = 3f32.to_radians(),
        "thin-cone",
    );
    fire(
        |r| joint(r, "knee_l").swing2 = 9f32.to_radians(),
        "elongated-cone",
    ); // 60/9 > 6
}

/// Angles read alike in every message (one decimal, never "-0.0°"), and the list beside the
/// subject shows the message without it.
#[test]
fn messages_say_angles_alike_and_lists_do_not_repeat_the_subject() {
    let f = fire(
        |r| {
            let j = joint(r, "knee_l");
            (j.twist_min, j.twist_max) = (0.5, -1e-6);
        },
        "limit-out-of-range",
    );
    let expected = "twist range [28.6°, 0.0°] must have min < max within ±180°";
    assert_eq!(f[0].message, format!("joint 'knee_l': {expected}"));
    assert_eq!(f[0].subject, Subject::Joint("knee_l".into()));
    assert_eq!(f[0].detail(), expected);
    let f = fire(
        |r| joint(r, "elbow_l").swing1 = 190.04f32.to_radians(),
        "limit-out-of-range",
    );
    assert_eq!(f[0].detail(), "swing1 = 190.0° must be in (0°, 180°)");
    // A message that does not start with its subject is shown whole.
    let odd = Finding {
        message: "body 'pelvis' is the child of two joints".into(),
        subject: Subject::Joint("hip_l".into()),
        ..f[0].clone()
    };
    assert_eq!(odd.detail(), odd.message);
    // "body 'x' holds ..." (no colon) loses the subject and its space.
    let no_colon = Finding {
        message: "body 'pelvis' holds a non-finite number".into(),
        subject: Subject::Body("pelvis".into()),
        ..f[0].clone()
    };
    assert_eq!(no_colon.detail(), "holds a non-finite number");
}

#[test]
fn anchor_gap_threshold_is_one_centimetre() {
    let f = fire(
        |r| joint(r, "knee_l").child_frame.translation.x += 0.02,
        "anchor-gap",
    );
    assert!(f[0].message.contains("20.0 mm"), "{}", f[0].message);
    let (mut rig, ch) = sample();
    joint(&mut rig, "knee_l").child_frame.translation.x += 0.005;
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"anchor-gap"));
}

/// Centre hip_l's cone on the rest pose (the sample's cones are fitted to its clips, off
/// centre) with half-angles 60° and 35°.
fn centre_hip(r: &mut Rig) {
    let (_, ch) = sample();
    let rest = ragrig::rig::body_world(r, &ch.skeleton, &ch.skeleton.rest_pose());
    let k = r.joint_index("hip_l").unwrap();
    let (fa, fb) = ragrig::rig::joint_world_frames(r, &rest, &r.joints[k]).unwrap();
    let parent = fa.rotation * r.joints[k].parent_frame.rotation.inverse();
    let j = &mut r.joints[k];
    j.parent_frame.rotation = (parent.inverse() * fb.rotation).normalize();
    (j.swing1, j.swing2) = (60f32.to_radians(), 35f32.to_radians());
}

#[test]
fn rest_pose_outside_limits() {
    // Rotating the child frame by 40° about its Z axis puts the rest swing at 40° about Z;
    // against swing2 = 35° that is 40/35 = 1.14 of the cone.
    let f = fire(
        |r| {
            centre_hip(r);
            let j = joint(r, "hip_l");
            j.child_frame.rotation *= Quat::from_rotation_z(40f32.to_radians());
        },
        "rest-outside-limits",
    );
    assert!(f[0].message.contains("1.14"), "{}", f[0].message);
    // 30° (inside) stays quiet.
    let (mut rig, ch) = sample();
    centre_hip(&mut rig);
    let j = joint(&mut rig, "hip_l");
    j.child_frame.rotation *= Quat::from_rotation_z(30f32.to_radians());
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"rest-outside-limits"));
    // Twist of 40° against ±30°.
    fire(
        |r| {
            let j = joint(r, "hip_l");
            j.child_frame.rotation *= Quat::from_rotation_x(40f32.to_radians());
        },
        "rest-outside-limits",
    );
}

#[test]
fn collision_checks() {
    fire(
        |r| joint(r, "knee_l").collide_connected = true,
        "adjacent-collide",
    );
    // Thighs 0.18 m apart; radius 0.15 + 0.07 = 0.22 → 40 mm overlap.
    let f = fire(
        |r| {
            body(r, "thigh_l").shape = Shape::Capsule {
                radius: 0.15,
                half_height: 0.135,
            }
        },
        "rest-overlap",
    );
    assert!(
        f.iter()
            .any(|x| x.message.contains("thigh_r") && x.message.contains("40.0 mm")),
        "{f:?}"
    );
    // Disabling the pair silences it.
    let (mut rig, ch) = sample();
    body(&mut rig, "thigh_l").shape = Shape::Capsule {
        radius: 0.15,
        half_height: 0.135,
    };
    rig.disabled_pairs
        .push(["thigh_r".into(), "thigh_l".into()]);
    let f = diagnose(&rig, Some(&ch));
    assert!(
        !f.iter()
            .any(|x| x.code == "rest-overlap" && x.message.contains("thigh_r")),
        "{f:?}"
    );
}

#[test]
fn mass_checks() {
    // forearm 1.13 kg : hand 0.1 kg = 11.3 > 10; 0.12 kg gives 9.4 (quiet).
    let f = fire(|r| body(r, "hand_l").mass = 0.1, "mass-ratio");
    assert!(f[0].message.contains("11.3"), "{}", f[0].message);
    let (mut rig, ch) = sample();
    body(&mut rig, "hand_l").mass = 0.12;
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"mass-ratio"));
    fire(
        |r| r.bodies.iter_mut().for_each(|b| b.mass *= 10.0),
        "implausible-total-mass",
    );
}

#[test]
fn drive_checks() {
    fire(
        |r| r.groups.get_mut("wrist").unwrap().gains = Gains::Stiffness { kp: -1.0, kd: 1.0 },
        "bad-gains",
    );
    fire(
        |r| r.groups.get_mut("wrist").unwrap().weight = 1.5,
        "bad-gains",
    );
    // Independent closed form for the hand capsule's axial inertia (r = 0.04, hh = 0.04,
    // m = 0.43): cylinder m_c r²/2 + hemispheres m_s·2r²/5.
    let (r, hh, m) = (0.04f32, 0.04f32, 0.43f32);
    let (vc, vs) = (
        std::f32::consts::PI * r * r * 2.0 * hh,
        4.0 / 3.0 * std::f32::consts::PI * r.powi(3),
    );
    let i = m * vc / (vc + vs) * r * r / 2.0 + m * vs / (vc + vs) * 2.0 * r * r / 5.0;
    let h = {
        let (rig, _) = sample();
        rig.sim.dt / rig.sim.substeps as f32
    };
    let kp_at = |omega_h: f32| i * (omega_h / h).powi(2);
    let set = |kp: f32| {
        move |r: &mut Rig| {
            r.groups.get_mut("wrist").unwrap().gains = Gains::Stiffness { kp, kd: 1.0 }
        }
    };
    let f = fire(set(kp_at(1.1)), "drive-too-stiff");
    assert!(f[0].message.contains("1.10"), "{}", f[0].message);
    let (mut rig, ch) = sample();
    set(kp_at(0.9))(&mut rig);
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"drive-too-stiff"));
}

#[test]
fn drive_override_checks() {
    use ragrig::rig::DriveOverride;
    fire(
        |r| {
            joint(r, "knee_l").drive = Some(DriveOverride {
                kp: -5.0,
                kd: 1.0,
                max_torque: 10.0,
            })
        },
        "bad-gains",
    );
    // The group weight scales an override's Kp too: an override just past ω·h = 1 fires at
    // weight 1 and is quiet at weight 0.5 (ω scales with √weight).
    let (mut rig, ch) = sample();
    let i = ragrig::rig::min_inertia_about(
        &rig.body("hand_l").unwrap().shape,
        rig.body("hand_l").unwrap().mass,
        rig.joint("wrist_l").unwrap().child_frame.translation,
    );
    let h = rig.sim.dt / rig.sim.substeps as f32;
    let kp = i * (1.2 / h).powi(2);
    joint(&mut rig, "wrist_l").drive = Some(DriveOverride {
        kp,
        kd: 1.0,
        max_torque: 10.0,
    });
    assert!(codes(&diagnose(&rig, Some(&ch))).contains(&"drive-too-stiff"));
    rig.groups.get_mut("wrist").unwrap().weight = 0.5;
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"drive-too-stiff"));
}

#[test]
fn checks_without_a_model() {
    // adjacent-collide and the graph checks need no model.
    let (mut rig, _) = sample();
    joint(&mut rig, "knee_l").collide_connected = true;
    rig.recovery.chest = String::new();
    let f = diagnose(&rig, None);
    assert!(codes(&f).contains(&"adjacent-collide"), "{f:?}");
    assert!(
        f.iter()
            .any(|x| x.message.contains("recovery.chest is not set")),
        "{f:?}"
    );
}

#[test]
fn model_checks() {
    fire(
        |r| r.set_clip_role(ragrig::rig::ClipRole::GetupProne, "crawl"),
        "missing-clip",
    );
    fire(
        |r| r.set_clip_role(ragrig::rig::ClipRole::Run, "sprint"),
        "missing-clip",
    );
    // A get-up role without a clip: a warning that says what recovery does instead.
    fire(
        |r| r.set_clip_role(ragrig::rig::ClipRole::GetupSupine, ""),
        "missing-getup-clip",
    );
    let dir = tmpdir();
    let rig_path = dir.path().join("r.rig.toml");
    let mut text = std::fs::read_to_string(sample_rig()).unwrap();
    text = text.replace("path = \"mannequin.glb\"", "path = \"missing.glb\"");
    std::fs::write(&rig_path, text).unwrap();
    let p = Project::open_rig(&rig_path).unwrap();
    let f = p.diagnose();
    assert_eq!(f[0].code, "model-unreadable");
    assert!(f[0].message.contains("missing.glb"));
}

#[test]
fn one_click_fixes_clear_their_findings() {
    use ragrig::rig::apply_fix;
    type Plant = Box<dyn Fn(&mut Rig)>;
    let cases: Vec<(Plant, &str)> = vec![
        (
            Box::new(|r| {
                body(r, "thigh_l").shape = Shape::Capsule {
                    radius: 0.15,
                    half_height: 0.135,
                }
            }),
            "rest-overlap",
        ),
        (
            Box::new(|r| joint(r, "knee_l").collide_connected = true),
            "adjacent-collide",
        ),
        (Box::new(|r| body(r, "hand_l").mass = 0.05), "mass-ratio"),
        (
            Box::new(|r| {
                let j = joint(r, "knee_l");
                (j.twist_min, j.twist_max) = (j.twist_max, j.twist_min);
            }),
            "limit-out-of-range",
        ),
        (
            Box::new(|r| body(r, "head").offset.rotation *= 1.5),
            "non-unit-rotation",
        ),
        (
            Box::new(|r| joint(r, "knee_l").swing2 = 2f32.to_radians()),
            "thin-cone",
        ),
        (
            Box::new(|r| {
                r.groups.get_mut("spine").unwrap().gains = Gains::Stiffness { kp: 400.0, kd: 5.0 }
            }),
            "under-damped-drive",
        ),
        (
            Box::new(|r| {
                r.groups.get_mut("neck").unwrap().gains = Gains::Stiffness { kp: 12.0, kd: 2.0 }
            }),
            "weak-drive",
        ),
        (
            Box::new(|r| r.groups.get_mut("spine").unwrap().max_torque = 50.0),
            "weak-drive",
        ),
    ];
    for (edit, code) in cases {
        let (mut rig, ch) = sample();
        edit(&mut rig);
        let found: Vec<Finding> = diagnose(&rig, Some(&ch))
            .into_iter()
            .filter(|f| f.code == code)
            .collect();
        assert!(!found.is_empty(), "{code} did not fire");
        for f in &found {
            let fix = f.fix.clone().unwrap_or_else(|| panic!("{code} has no fix"));
            apply_fix(&mut rig, &fix);
        }
        let after = diagnose(&rig, Some(&ch));
        assert!(
            !codes(&after).contains(&code),
            "{code} remains after its fix: {after:?}"
        );
        assert!(
            !after.iter().any(|f| f.severity == Severity::Error),
            "{code}: {after:?}"
        );
    }
}

#[test]
fn a_subject_reads_as_text_and_pads_like_one() {
    assert_eq!(Subject::Rig.to_string(), "rig");
    assert_eq!(
        Subject::Joint("knee_l".into()).to_string(),
        "joint 'knee_l'"
    );
    assert_eq!(
        format!("{:<12}|", Subject::Body("hip".into())),
        "body 'hip'  |"
    );
}

/// The closest distance between two segments, by a ternary search over the first segment of
/// the (convex) distance from its point to the second segment.
fn segment_distance(a0: Vec3, a1: Vec3, b0: Vec3, b1: Vec3) -> f32 {
    let to_b = |p: Vec3| {
        let d = b1 - b0;
        let t = if d.length_squared() > 0.0 {
            ((p - b0).dot(d) / d.length_squared()).clamp(0.0, 1.0)
        } else {
            0.0
        };
        (b0 + d * t - p).length()
    };
    let (mut lo, mut hi) = (0.0f32, 1.0f32);
    for _ in 0..80 {
        let (m1, m2) = (lo + (hi - lo) / 3.0, hi - (hi - lo) / 3.0);
        if to_b(a0.lerp(a1, m1)) < to_b(a0.lerp(a1, m2)) {
            hi = m2;
        } else {
            lo = m1;
        }
    }
    to_b(a0.lerp(a1, 0.5 * (lo + hi)))
}

/// Depth (m) of the overlap of two capsule bodies placed in `world`, recomputed here.
fn capsule_overlap(rig: &Rig, world: &[Option<ragrig::xform::Rigid>], a: usize, b: usize) -> f32 {
    let ends = |i: usize| {
        let Shape::Capsule {
            radius,
            half_height,
        } = rig.bodies[i].shape
        else {
            panic!("the sample's bodies are capsules")
        };
        let w = world[i].unwrap();
        (
            w.transform_point(Vec3::Y * -half_height),
            w.transform_point(Vec3::Y * half_height),
            radius,
        )
    };
    let ((a0, a1, ra), (b0, b1, rb)) = (ends(a), ends(b));
    ra + rb - segment_distance(a0, a1, b0, b1)
}

#[test]
fn pairs_the_clips_hold_inside_each_other_are_counted_and_reported() {
    // A hand grown to a 0.2 m capsule: clear of the body in the sample's T-pose, against the
    // thigh whenever the arms hang down in the clips.
    let (mut rig, ch) = sample();
    body(&mut rig, "hand_l").shape = Shape::Capsule {
        radius: 0.2,
        half_height: 0.04,
    };
    let (hand, thigh) = (
        rig.body_index("hand_l").unwrap(),
        rig.body_index("thigh_l").unwrap(),
    );
    // Every frame of every clip at the rig's step, counted here.
    let (mut total, mut surely, mut maybe, mut deepest) = (0, 0, 0, 0.0f32);
    let sk = &ch.skeleton;
    for clip in &ch.clips {
        let n = (clip.duration / rig.sim.dt + 1e-4).floor() as usize;
        for k in 0..=n {
            let pose = clip.sample(k as f32 * rig.sim.dt, &sk.node_pose());
            let world = body_world(&rig, sk, &pose);
            let d = capsule_overlap(&rig, &world, hand, thigh);
            total += 1;
            surely += usize::from(d > 1e-3 + 1e-5);
            maybe += usize::from(d > 1e-3 - 1e-5);
            deepest = deepest.max(d);
        }
    }
    let overlaps = clip_overlaps(&rig, &ch);
    assert_eq!(overlaps.total_frames, total);
    let o = overlaps
        .pairs
        .iter()
        .find(|o| (o.a, o.b) == (hand.min(thigh), hand.max(thigh)))
        .expect("hand_l and thigh_l overlap in the clips");
    assert!(
        surely <= o.frames && o.frames <= maybe,
        "{o:?}: {surely}..{maybe}"
    );
    assert!((o.deepest_m - deepest).abs() < 1e-4, "{o:?} vs {deepest}");
    let share = o.frames as f32 / total as f32;
    assert!(share >= CLIP_OVERLAP_SHARE, "share {share}");
    // The doctor says it as a note with the numbers and the pair's switch-off as the fix…
    let f = diagnose(&rig, Some(&ch));
    let note = f
        .iter()
        .find(|x| x.code == "clip-overlap" && x.message.contains("'thigh_l'"))
        .unwrap_or_else(|| panic!("{:?}", codes(&f)));
    assert_eq!(note.severity, Severity::Info);
    let counted = format!("in {} of the clips' {total} frames", o.frames);
    assert!(note.message.contains(&counted), "{}", note.message);
    // …not a second time as an overlap at rest…
    assert!(
        !f.iter().any(|x| x.code == "rest-overlap"),
        "{:?}",
        codes(&f)
    );
    // …and the fix silences it.
    let mut fixed = rig.clone();
    apply_fix(&mut fixed, note.fix.as_ref().expect("a fix"));
    assert!(fixed.pair_disabled("hand_l", "thigh_l"));
    assert!(
        !diagnose(&fixed, Some(&ch))
            .iter()
            .any(|x| x.code == "clip-overlap" && x.message.contains("'thigh_l'"))
    );
    // A 0.15 m hand touches the thigh in about 2 % of the frames: counted, not reported.
    body(&mut rig, "hand_l").shape = Shape::Capsule {
        radius: 0.15,
        half_height: 0.04,
    };
    let overlaps = clip_overlaps(&rig, &ch);
    let o = overlaps
        .pairs
        .iter()
        .find(|o| (o.a, o.b) == (hand.min(thigh), hand.max(thigh)));
    let share = overlaps.share(o.expect("still touching in some frames"));
    assert!(share > 0.0 && share < CLIP_OVERLAP_SHARE, "share {share}");
    assert!(
        !diagnose(&rig, Some(&ch))
            .iter()
            .any(|x| x.code == "clip-overlap")
    );
    // A joined pair with its contacts on is left to `adjacent-collide`, though a thigh and its
    // shin overlap at the knee in every frame.
    let (mut rig, ch) = sample();
    joint(&mut rig, "knee_l").collide_connected = true;
    let f = diagnose(&rig, Some(&ch));
    assert!(codes(&f).contains(&"adjacent-collide"));
    assert!(!codes(&f).contains(&"clip-overlap"), "{:?}", codes(&f));
}

#[test]
fn a_tiny_time_step_skips_the_clip_analyses_with_a_note_instead_of_hanging() {
    let (mut rig, ch) = sample();
    // Just over the cap: the frames the clips would hold at this step, counted here.
    let seconds: f32 = ch.clips.iter().map(|c| c.duration).sum();
    rig.sim.dt = seconds / 200_500.0;
    let frames: f64 = ch
        .clips
        .iter()
        .map(|c| (f64::from(c.duration) / f64::from(rig.sim.dt)).floor() + 1.0)
        .sum();
    assert!(frames > 200_000.0, "{frames}");
    let f = diagnose(&rig, Some(&ch));
    assert!(
        f.iter()
            .any(|x| x.code == "clips-not-checked" && x.severity == Severity::Info),
        "{:?}",
        codes(&f)
    );
    assert!(clip_overlaps(&rig, &ch).total_frames == 0);
    // At the sample's own step the clips are checked (and pass).
    let (rig, ch) = sample();
    assert!(!codes(&diagnose(&rig, Some(&ch))).contains(&"clips-not-checked"));
}
