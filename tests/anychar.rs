//! Any character in, a working ragdoll out: skeletons without names, node transforms that hold
//! a posed frame, clip roles (guessed, on the command line, in the scenario suite and the
//! get-up fallback), and chain ragdolls for what is not a humanoid.

mod common;
use common::*;
use glam::{Quat, Vec3};
use ragrig::character::load_character_from_bytes;
use ragrig::character::{Character, RestPose};
use ragrig::fit::{FitOptions, FitReport, LOW_CONFIDENCE, generate};
use ragrig::project::Project;
use ragrig::rig::{ClipRole, Joint, Rig, Severity, WORLD, save_rig};
use ragrig::sample::{SampleError, VariantOptions, mannequin_variant_glb, rope_glb};
use ragrig::sim::SimWorld;
use ragrig::xform::Rigid;
use std::path::Path;

fn variant(unnamed: bool, posed_nodes: bool) -> Vec<u8> {
    mannequin_variant_glb(&VariantOptions {
        unnamed,
        a_pose_bind: true,
        posed_nodes,
    })
    .unwrap()
}

fn load(bytes: &[u8]) -> Character {
    load_character_from_bytes(bytes, Path::new("variant.glb")).unwrap()
}

fn fit(ch: &Character, opts: &FitOptions) -> (Rig, FitReport) {
    generate(ch, "model.glb", opts).unwrap()
}

/// Write the model and the rig into `dir` and run the doctor the way the CLI does.
fn doctor(dir: &Path, glb: &[u8], rig: &Rig) -> Vec<ragrig::rig::Finding> {
    std::fs::write(dir.join("model.glb"), glb).unwrap();
    let path = dir.join("model.rig.toml");
    save_rig(rig, &path).unwrap();
    Project::open_rig(&path).unwrap().diagnose()
}

/// No error and no warning; any note is a `beyond-human-range` (limits fitted to clips that go
/// past a human's range of motion, as the generated sample's do).
fn clean(findings: &[ragrig::rig::Finding]) -> bool {
    findings
        .iter()
        .all(|f| f.severity == Severity::Info && f.code == "beyond-human-range")
}

/// The angle between two rotations, degrees (from the vector part of `a⁻¹·b`: `angle_between`'s
/// acos loses ~0.04° to f32 round-off near zero).
fn angle_deg(a: Quat, b: Quat) -> f32 {
    let q = (a.inverse() * b).normalize();
    (2.0 * q.xyz().length().min(1.0).asin()).to_degrees()
}

/// Largest differences between two rigs with the same bodies and joints (by position):
/// (offset or frame translation m, frame rotation or limit angle deg, shape size m).
fn rig_difference(a: &Rig, b: &Rig) -> (f32, f32, f32) {
    assert_eq!(a.bodies.len(), b.bodies.len());
    assert_eq!(a.joints.len(), b.joints.len());
    let (mut t, mut r, mut s, mut lim) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
    let mut pose = |x: &Rigid, y: &Rigid| {
        t = t.max(x.translation.distance(y.translation));
        r = r.max(angle_deg(x.rotation, y.rotation));
    };
    for (x, y) in a.bodies.iter().zip(&b.bodies) {
        assert_eq!(x.name, y.name);
        pose(&x.offset, &y.offset);
        for (p, q) in x.shape.numbers().iter().zip(y.shape.numbers()) {
            s = s.max((p - q).abs());
        }
    }
    for (x, y) in a.joints.iter().zip(&b.joints) {
        assert_eq!(
            (&x.name, &x.parent, &x.child),
            (&y.name, &y.parent, &y.child)
        );
        pose(&x.parent_frame, &y.parent_frame);
        pose(&x.child_frame, &y.child_frame);
        // Limits fitted to the clips (an optimisation in f32): the same within round-off.
        let (lx, ly) = (
            [x.swing1, x.swing2, x.twist_min, x.twist_max],
            [y.swing1, y.swing2, y.twist_min, y.twist_max],
        );
        for (p, q) in lx.iter().zip(&ly) {
            lim = lim.max((p - q).abs().to_degrees());
        }
    }
    (t, r.max(lim), s)
}

#[test]
fn an_unnamed_posed_character_gets_the_same_humanoid_rig_as_its_named_twin() {
    let (named_glb, unnamed_glb) = (variant(false, true), variant(true, true));
    let (named, unnamed) = (load(&named_glb), load(&unnamed_glb));
    assert!(
        unnamed.skeleton.nodes[..22]
            .iter()
            .all(|n| n.name.starts_with("node_"))
    );
    let (rig_n, rep_n) = fit(&named, &FitOptions::default());
    let (rig_u, rep_u) = fit(&unnamed, &FitOptions::default());
    // Every role: the same node in both (the bones are the same nodes, only unnamed).
    for (en, eu) in rep_n.mapping.roles.iter().zip(&rep_u.mapping.roles) {
        assert_eq!(en.role, eu.role);
        let node_n = named.skeleton.find(en.bone.as_deref().unwrap()).unwrap();
        let node_u = unnamed.skeleton.find(eu.bone.as_deref().unwrap()).unwrap();
        assert_eq!(node_n, node_u, "{}", en.role);
        let c = eu.confidence.unwrap();
        eprintln!(
            "{:<11} node {node_u:>2}  confidence {:.2}",
            eu.role.name(),
            c
        );
        assert!(c >= LOW_CONFIDENCE, "{}: {c}", eu.role);
    }
    assert!(rep_u.mapping.low_confidence.is_empty());
    // Names and shape agree on the named twin.
    assert!(
        rep_n
            .mapping
            .roles
            .iter()
            .all(|e| e.confidence == Some(1.0)),
        "{:?}",
        rep_n.mapping.roles
    );
    assert_eq!(rig_u.bodies.len(), 17);
    assert_eq!(rig_u.joints.len(), 16);
    // The same rig apart from the bone names.
    let mut renamed = rig_n.clone();
    for b in &mut renamed.bodies {
        b.bone = format!("node_{}", named.skeleton.find(&b.bone).unwrap());
    }
    let (t, r, s) = rig_difference(&renamed, &rig_u);
    eprintln!("named vs unnamed: {t:.2e} m, {r:.2e}°, shapes {s:.2e} m");
    assert!(t < 1e-5 && r < 1e-3 && s < 1e-5);
    for (a, b) in rig_n.bodies.iter().zip(&rig_u.bodies) {
        assert_eq!(
            a.bone,
            named.skeleton.nodes[unnamed.skeleton.find(&b.bone).unwrap()].name
        );
    }
    // Doctor clean: no errors, no warnings (the only notes: limits that follow the sample's
    // clips past a human's range of motion).
    let dir = tmpdir();
    let findings = doctor(dir.path(), &unnamed_glb, &rig_u);
    assert!(clean(&findings), "{findings:#?}");
}

#[test]
fn a_posed_frame_in_the_node_transforms_leaves_the_rig_at_the_bind_pose() {
    let (bound, posed) = (load(&variant(false, false)), load(&variant(false, true)));
    assert!(bound.rest_poses.difference.is_none());
    let d = posed.rest_poses.difference.clone().unwrap();
    eprintln!("posed nodes vs bind pose: {d:?}");
    let (rig_b, rep_b) = fit(&bound, &FitOptions::default());
    let (rig_p, rep_p) = fit(&posed, &FitOptions::default());
    assert_eq!(rep_p.rest_pose.used, RestPose::Bind);
    assert!(rep_p.rest_pose.difference.is_some() && rep_b.rest_pose.difference.is_none());
    let (t, r, s) = rig_difference(&rig_b, &rig_p);
    eprintln!(
        "with vs without the posed frame: {:.3} mm, {r:.4}°, shapes {:.3} mm",
        t * 1e3,
        s * 1e3
    );
    assert!(t < 1e-3 && r < 0.5 && s < 1e-3);
    for (a, b) in rig_b.bodies.iter().zip(&rig_p.bodies) {
        assert!((a.mass - b.mass).abs() < 1e-3, "{}", a.name);
    }
    // Fitting in the node transforms instead gives a crouched rig: the choice matters.
    let opts = FitOptions {
        rest_pose: RestPose::Nodes,
        ..FitOptions::default()
    };
    let (rig_n, _) = fit(&posed, &opts);
    assert_eq!(rig_n.rest_pose, RestPose::Nodes);
    let (_, r_nodes, _) = rig_difference(&rig_b, &rig_n);
    eprintln!("bind vs node-transform rig: {r_nodes:.1}°");
    assert!(r_nodes > 20.0);
    // The rig file keeps the choice and the doctor checks against it: clean either way.
    let dir = tmpdir();
    let glb = variant(false, true);
    let f = doctor(dir.path(), &glb, &rig_p);
    assert!(clean(&f), "{f:#?}");
    let dir = tmpdir();
    let f = doctor(dir.path(), &glb, &rig_n);
    assert!(f.iter().all(|f| f.severity != Severity::Error), "{f:#?}");
    // A crouch-fitted rig with the preset's limits (cones centred on the rest pose it was
    // fitted in; limits fitted to the clips would hold the clips' straight knees too) checked
    // against the bind pose: its straight knees are far outside the cones centred on the crouch.
    let (mut wrong, _) = fit(
        &posed,
        &FitOptions {
            rest_pose: RestPose::Nodes,
            limits: ragrig::fit::LimitSource::Preset,
            ..FitOptions::default()
        },
    );
    wrong.rest_pose = RestPose::Bind;
    let dir = tmpdir();
    let f = doctor(dir.path(), &glb, &wrong);
    assert!(
        f.iter().any(|f| f.code == "rest-outside-limits"
            && f.subject == ragrig::rig::Subject::Joint("knee_l".into())),
        "{f:#?}"
    );
}

#[test]
fn fit_prints_and_writes_the_mapping_confidence_rest_pose_and_clip_roles() {
    let dir = tmpdir();
    let model = dir.path().join("unnamed.glb");
    std::fs::write(&model, variant(true, true)).unwrap();
    let rig = dir.path().join("unnamed.rig.toml");
    let (m, r) = (model.to_str().unwrap(), rig.to_str().unwrap());
    let o = ragrig(&["fit", m, "-o", r, "--clip-role", "run=walk", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let rep = &j["report"];
    assert_eq!(rep["rest_pose"]["used"], "bind");
    assert!(
        rep["rest_pose"]["difference"]["angle_deg"]
            .as_f64()
            .unwrap()
            > 30.0
    );
    let roles = rep["mapping"]["roles"].as_array().unwrap();
    assert_eq!(roles.len(), 17);
    for e in roles {
        let c = e["confidence"].as_f64().unwrap();
        assert!((0.6..=1.0).contains(&c), "{e}");
        assert_eq!(e["source"], "topology");
    }
    assert_eq!(rep["mapping"]["low_confidence"], serde_json::json!([]));
    let clips = rep["clip_roles"].as_array().unwrap();
    let of = |role: &str| {
        clips
            .iter()
            .find(|g| g["role"] == role)
            .map(|g| (g["clip"].as_str().unwrap().to_owned(), g["source"].clone()))
    };
    assert_eq!(
        of("run"),
        Some(("walk".into(), serde_json::json!("manual")))
    );
    assert_eq!(of("idle").unwrap().0, "idle");
    assert_eq!(of("getup_prone").unwrap().0, "getup_prone");
    let file = std::fs::read_to_string(&rig).unwrap();
    assert!(file.contains("rest_pose = \"bind\""), "{file}");
    assert!(
        file.contains("[clips]\nidle = \"idle\"\nwalk = \"walk\"\nrun = \"walk\"\n"),
        "{file}"
    );
    // The text report: the rest pose line and a confidence per role.
    let o = ragrig(&["fit", m, "-o", r]);
    let t = text(&o);
    assert!(
        t.contains("rest pose: bind pose (inverse bind matrices) — the node transforms differ"),
        "{t}"
    );
    assert!(t.contains("choose bind or nodes (Rest pose in the editor's rig settings, --rest-pose in `ragrig fit`)"), "{t}");
    assert!(t.contains(" m at '"), "the distance has its unit: {t}");
    let thigh = t
        .lines()
        .find(|l| l.trim_start().starts_with("thigh_l "))
        .unwrap();
    assert!(
        thigh.contains("node_14") && thigh.contains(" %") && thigh.contains("topology"),
        "{thigh}"
    );
    // Re-running keeps the rig's clip roles and takes --rest-pose.
    let o = ragrig(&["fit", m, "-o", r, "--rest-pose", "nodes"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("rest pose: node transforms — the node transforms differ"));
    let file = std::fs::read_to_string(&rig).unwrap();
    assert!(file.contains("rest_pose = \"nodes\"") && file.contains("run = \"walk\""));
    // Bad input: an unknown role or rest pose.
    for bad in [
        vec!["fit", m, "-o", r, "--clip-role", "sprint=run"],
        vec!["fit", m, "-o", r, "--rest-pose", "tpose"],
        vec!["fit", m, "-o", r, "--chain-limits", "30,30"],
    ] {
        let o = ragrig(&bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}: {}", text(&o));
    }
}

#[test]
fn clip_roles_are_guessed_from_motion_when_the_names_say_nothing() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let mut ch = p.character.unwrap();
    for (k, c) in ch.clips.iter_mut().enumerate() {
        c.name = format!("take_{k}");
    }
    let name_of = |i: usize| format!("take_{i}");
    let guesses = ragrig::fit::guess_for_rig(&p.rig, &ch);
    for g in &guesses {
        eprintln!("{:?} {} {} ({})", g.role, g.clip, g.source, g.reason);
    }
    let got = |r: ClipRole| guesses.iter().find(|g| g.role == r).map(|g| g.clip.clone());
    // Clip order in the sample: idle, walk, run, spin, jump, teleport, fall, getup_supine,
    // getup_prone.
    assert_eq!(got(ClipRole::Idle), Some(name_of(0)));
    assert_eq!(got(ClipRole::Walk), Some(name_of(1)));
    assert_eq!(got(ClipRole::Run), Some(name_of(2)));
    assert_eq!(got(ClipRole::Jump), Some(name_of(4)));
    assert_eq!(got(ClipRole::GetupSupine), Some(name_of(7)));
    assert_eq!(got(ClipRole::GetupProne), Some(name_of(8)));
    assert!(guesses.iter().all(|g| g.source == "motion"));
}

#[test]
fn knight_and_robot_clips_get_their_roles() {
    for (model, want) in [
        (
            "Knight.glb",
            [
                Some("Idle"),
                Some("Walking_A"),
                Some("Running_A"),
                Some("Jump_Full_Long"),
                Some("Lie_StandUp"),
                Some("Lie_StandUp"),
            ],
        ),
        (
            "RobotExpressive.glb",
            [
                Some("Idle"),
                Some("Walking"),
                Some("Running"),
                Some("Jump"),
                None,
                None,
            ],
        ),
    ] {
        let ch = ragrig::character::load_character(&asset(model)).unwrap();
        let (rig, _) = fit(&ch, &FitOptions::default());
        for (role, w) in ClipRole::ALL.into_iter().zip(want) {
            assert_eq!(rig.clip_for(role), w, "{model} {role}");
        }
    }
}

/// A rig fitted from a third-party character with the default options.
/// A model fitted, and the model placed on the rig's floor (as opening the rig file does).
fn fitted(model: &str) -> (Rig, Character) {
    let mut ch = ragrig::character::load_character(&asset(model)).unwrap();
    let (rig, _) = fit(&ch, &FitOptions::default());
    ch.place_for(rig.rest_pose, rig.floor);
    (rig, ch)
}

#[test]
fn the_scenario_suite_runs_on_the_knight_and_the_robot() {
    for model in ["Knight.glb", "RobotExpressive.glb"] {
        let (rig, ch) = fitted(model);
        let reports = ragrig::scenario::run_all(&rig, &ch);
        eprintln!("{model}\n{}", ragrig::scenario::format_table(&reports));
        for r in &reports {
            assert!(r.error.is_none(), "{model} {}: {:?}", r.name, r.error);
            assert!(r.skipped.is_none(), "{model} {}", r.name);
            match r.name.as_str() {
                // Neither model has a spin or a teleport clip (no extras markers): the suite
                // makes them from the rest pose, and they pass like the sample's own.
                "spin" | "teleport" => {
                    assert!(r.clip.contains("made from the rest pose"), "{}", r.clip);
                    assert!(
                        r.passed,
                        "{model}\n{}",
                        ragrig::scenario::format_table(std::slice::from_ref(r))
                    );
                }
                _ => {
                    let role = r.clip_role.as_deref().unwrap();
                    assert_eq!(
                        rig.clip_for(ClipRole::parse(role).unwrap()),
                        Some(r.clip.as_str())
                    );
                    assert!(
                        r.passed,
                        "{model}\n{}",
                        ragrig::scenario::format_table(std::slice::from_ref(r))
                    );
                }
            }
            if let Some(m) = &r.recovery {
                // The Robot has no get-up clips: the fallback into the idle clip's first
                // frame, reported; the Knight gets up with its Lie_StandUp.
                if m.getup_finished {
                    let want_fallback = model == "RobotExpressive.glb";
                    assert_eq!(m.getup_fallback, want_fallback, "{model} {}", r.name);
                    let want = if want_fallback { "Idle" } else { "Lie_StandUp" };
                    assert_eq!(m.getup_clip.as_deref(), Some(want));
                }
            }
        }
    }
}

/// The spin and the teleport made from the rest pose pass on Jolt too, for both characters.
#[cfg(feature = "jolt")]
#[test]
fn the_made_spin_and_teleport_pass_on_jolt() {
    for model in ["Knight.glb", "RobotExpressive.glb"] {
        let (mut rig, ch) = fitted(model);
        rig.sim.engine = ragrig::rig::SimEngine::Jolt;
        for name in ["spin", "teleport"] {
            let r = ragrig::scenario::run_one(name, &rig, &ch).unwrap();
            assert!(r.clip.contains("made from the rest pose"), "{}", r.clip);
            assert!(
                r.passed && r.skipped.is_none(),
                "{model} on Jolt\n{}",
                ragrig::scenario::format_table(std::slice::from_ref(&r))
            );
        }
    }
}

/// Energy (kinetic + potential, J) of the simulated bodies.
fn energy(sim: &SimWorld, rig: &Rig) -> f32 {
    let g = -rig.sim.gravity.y;
    sim.kinetic_energy()
        + (0..rig.bodies.len())
            .map(|i| rig.bodies[i].mass * g * sim.state(i).pose.translation.y)
            .sum::<f32>()
}

/// Turn the whole model by `root_turn` about its first root node's origin (and lift it by
/// `lift`), anchor the chain's root body to the world at its bone origin, let it hang and swing
/// for 10 s.
/// Returns (largest energy gain J, energy scale J, sign changes of the tip's x, final anchor
/// gap m, lowest tip y relative to the anchor).
fn hang_and_swing(
    rig: &Rig,
    ch: &Character,
    root_turn: Quat,
    lift: f32,
) -> (f32, f32, usize, f32, f32) {
    let sk = &ch.skeleton;
    let mut pose = sk.rest_pose();
    // Turn the whole model about its first root node.
    let r = sk.order[0];
    pose[r].rotation = root_turn * pose[r].rotation;
    pose[r].translation += Vec3::Y * lift;
    let world = ragrig::rig::body_world(rig, sk, &pose);
    let root = rig
        .bodies
        .iter()
        .position(|b| !rig.joints.iter().any(|j| j.child == b.name))
        .unwrap();
    let root_bone = sk.world_rigid(&pose)[sk.find(&rig.bodies[root].bone).unwrap()];
    let t_wj = Rigid::new(Quat::IDENTITY, root_bone.translation);
    let mut rig = rig.clone();
    rig.joints.push(Joint {
        name: "anchor".into(),
        parent: WORLD.into(),
        child: rig.bodies[root].name.clone(),
        parent_frame: t_wj,
        child_frame: world[root].unwrap().inverse().mul(&t_wj),
        swing1: 179f32.to_radians(),
        swing2: 179f32.to_radians(),
        twist_min: -std::f32::consts::PI,
        twist_max: std::f32::consts::PI,
        group: rig
            .joints
            .first()
            .map_or(String::new(), |j| j.group.clone()),
        drive: None,
        collide_connected: false,
        hand_tuned: false,
    });
    let mut sim = SimWorld::new(&rig, ch, &pose).unwrap();
    sim.set_drives_enabled(false);
    let tip = (0..rig.bodies.len())
        .max_by(|&a, &b| {
            let da = world[a].unwrap().translation.distance(t_wj.translation);
            let db = world[b].unwrap().translation.distance(t_wj.translation);
            da.total_cmp(&db)
        })
        .unwrap();
    let e0 = energy(&sim, &rig);
    let mass: f32 = rig.total_mass();
    let scale = mass * 9.81 * world[tip].unwrap().translation.distance(t_wj.translation);
    let (mut gain, mut crossings, mut lowest) = (0.0f32, 0usize, f32::INFINITY);
    let mut side = (world[tip].unwrap().translation.x - t_wj.translation.x).signum();
    for _ in 0..600 {
        sim.step().unwrap();
        for i in 0..rig.bodies.len() {
            let s = sim.state(i);
            assert!(s.pose.is_finite() && s.linvel.is_finite() && s.angvel.is_finite());
        }
        gain = gain.max(energy(&sim, &rig) - e0);
        let p = sim.state(tip).pose.translation - t_wj.translation;
        lowest = lowest.min(p.y);
        let now = p.x.signum();
        if now != side && p.x.abs() > 0.01 {
            crossings += 1;
            side = now;
        }
    }
    let anchored = sim
        .state(root)
        .pose
        .mul(&rig.joints.last().unwrap().child_frame);
    (
        gain,
        scale,
        crossings,
        anchored.translation.distance(t_wj.translation),
        lowest,
    )
}

#[test]
fn a_generated_rope_gets_a_chain_ragdoll_that_hangs_and_swings() {
    let glb = rope_glb(10, 0.25, 0.04, 3.0).unwrap();
    // A rope has 1 to 255 segments: 0 and 256 are refused with the count.
    for n in [0, 256] {
        assert!(matches!(
            rope_glb(n, 0.25, 0.04, 3.0),
            Err(SampleError::RopeSegments(k)) if k == n
        ));
    }
    let ch = load(&glb);
    let (rig, rep) = fit(&ch, &FitOptions::default());
    assert_eq!(rig.bodies.len(), 10);
    assert_eq!(rig.joints.len(), 9);
    assert!(rig.joints.iter().all(|j| j.group == "chain_rope_00"));
    assert!(
        rig.joints
            .iter()
            .all(|j| (j.swing1.to_degrees() - 30.0).abs() < 1e-3
                && (j.twist_max.to_degrees() - 15.0).abs() < 1e-3)
    );
    assert!((rig.total_mass() - 70.0).abs() < 1e-2);
    assert!(
        rep.notes
            .iter()
            .any(|n| n.contains("chain ragdoll of 10 bodies"))
    );
    // Capsules: radius 4 cm, tip to tip over the segment's rings: 7 ring spacings of
    // 25/8 cm (the last segment 8, it holds the bottom ring).
    for (k, b) in rig.bodies.iter().enumerate() {
        let (a, c, r) = b.shape.as_capsule();
        let span = if k == 9 { 0.25 } else { 0.25 * 7.0 / 8.0 };
        assert!((r - 0.04).abs() < 1e-4, "{}: {r}", b.name);
        assert!(
            ((a - c).length() + 2.0 * r - span).abs() < 1e-4,
            "{}",
            b.name
        );
    }
    let dir = tmpdir();
    let f = doctor(dir.path(), &glb, &rig);
    assert!(f.iter().all(|f| f.severity != Severity::Error), "{f:#?}");
    // Hung from its top, 40° out, it swings through the vertical and never gains energy.
    let (gain, scale, crossings, gap, lowest) =
        hang_and_swing(&rig, &ch, Quat::from_rotation_z(0.7), 0.0);
    eprintln!(
        "rope: energy gain {gain:.3} J of {scale:.0} J, {crossings} crossings, anchor gap {:.1} mm, lowest {lowest:.2} m",
        gap * 1e3
    );
    assert!(gain <= 0.01 * scale, "{gain} J");
    assert!(crossings >= 2, "{crossings}");
    assert!(gap < 0.02, "{gap}");
    assert!(lowest < -2.0, "{lowest}");
}

#[test]
fn rigged_simple_gets_a_chain_ragdoll_that_hangs_and_swings() {
    let path = asset("RiggedSimple.glb");
    let ch = ragrig::character::load_character(&path).unwrap();
    let (rig, _) = fit(&ch, &FitOptions::default());
    assert_eq!(rig.bodies.len(), 2);
    assert_eq!(rig.joints.len(), 1);
    let dir = tmpdir();
    let f = doctor(dir.path(), &std::fs::read(&path).unwrap(), &rig);
    assert!(f.iter().all(|f| f.severity != Severity::Error), "{f:#?}");
    // Upside down (its root bone is at the bottom), lifted clear of the ground, 30° out.
    let turn = Quat::from_rotation_z(std::f32::consts::PI + 0.5);
    let (gain, scale, crossings, gap, lowest) = hang_and_swing(&rig, &ch, turn, 12.0);
    eprintln!(
        "RiggedSimple: energy gain {gain:.3} J of {scale:.0} J, {crossings} crossings, anchor gap {:.1} mm, lowest {lowest:.2} m",
        gap * 1e3
    );
    assert!(gain <= 0.01 * scale, "{gain} J");
    assert!(crossings >= 2, "{crossings}");
    assert!(gap < 0.05, "{gap}");
}

#[test]
fn without_a_get_up_clip_recovery_blends_into_the_idle_clips_first_frame() {
    let p = Project::open_rig(&sample_rig()).unwrap();
    let (mut rig, ch) = (p.rig, p.character.unwrap());
    rig.set_clip_role(ClipRole::GetupProne, "");
    // A clear doctor finding.
    let f = ragrig::rig::diagnose(&rig, Some(&ch));
    let w: Vec<_> = f
        .iter()
        .filter(|f| f.code == "missing-getup-clip")
        .collect();
    assert_eq!(w.len(), 1, "{f:#?}");
    assert!(w[0].message.contains("first frame of the idle clip 'idle'"));
    let r = ragrig::scenario::run_one("land-on-front", &rig, &ch).unwrap();
    eprintln!(
        "{}",
        ragrig::scenario::format_table(std::slice::from_ref(&r))
    );
    let m = r.recovery.as_ref().unwrap();
    assert!(m.getup_fallback && m.getup_finished);
    assert_eq!(m.getup_clip.as_deref(), Some("idle"));
    assert!(r.passed);
    // The get-up from the back still uses its clip.
    let r = ragrig::scenario::run_one("land-on-back", &rig, &ch).unwrap();
    let m = r.recovery.as_ref().unwrap();
    assert!(!m.getup_fallback && r.passed);
    assert_eq!(m.getup_clip.as_deref(), Some("getup_supine"));
}

/// The largest anchor gap (m) over the joints whose child body's bone is not below the parent
/// body's bone in the skeleton (RobotExpressive's ankles: its feet hang from the root bone).
fn off_tree_gap(rig: &Rig, ch: &Character, pose: &[ragrig::xform::Xform]) -> f32 {
    let bodies = ragrig::rig::body_world(rig, &ch.skeleton, pose);
    let reparented = ragrig::recover::joint_parents(rig, &ch.skeleton);
    rig.joints
        .iter()
        .filter(|j| {
            let child = rig.body_index(&j.child).unwrap();
            ch.skeleton
                .find(&rig.bodies[child].bone)
                .is_some_and(|n| reparented[n].is_some())
        })
        .filter_map(|j| ragrig::rig::joint_world_frames(rig, &bodies, j))
        .map(|(a, b)| a.translation.distance(b.translation))
        .fold(0.0, f32::max)
}

/// RobotExpressive names its mesh objects after the bones they hang from, and its mesh `Torso`
/// (a child of the root bone `Body`) comes before the spine bone `Torso` in the file: the chest
/// follows the bone, and the doctor says so once, for the chest alone (the other shared names
/// come after their bones).
#[test]
fn the_robots_chest_follows_its_spine_bone_not_the_mesh_of_that_name() {
    let (rig, ch) = fitted("RobotExpressive.glb");
    let sk = &ch.skeleton;
    let chest = &rig.bodies[rig.body_index("chest").unwrap()];
    assert_eq!(chest.bone, "Torso");
    let named: Vec<usize> = (0..sk.nodes.len())
        .filter(|&i| sk.nodes[i].name == "Torso")
        .collect();
    assert_eq!(named, [7, 10]);
    assert_eq!(sk.find("Torso"), Some(10));
    assert!(ch.skins.iter().any(|s| s.joints.contains(&10)));
    assert_eq!(sk.nodes[sk.nodes[10].parent.unwrap()].name, "Abdomen");
    let f = ragrig::rig::diagnose(&rig, Some(&ch));
    let shared: Vec<String> = f
        .iter()
        .filter(|x| x.code == "shared-bone-name")
        .map(|x| x.message.clone())
        .collect();
    assert_eq!(
        shared,
        [
            "body 'chest': 2 nodes of the model are named 'Torso' (nodes 7, 10); the body follows node 10, the skin joint among them"
        ]
    );
    assert!(
        f.iter().all(|x| x.severity != ragrig::rig::Severity::Error),
        "{f:#?}"
    );
}

/// The fitted RobotExpressive lying after its death clip, a presentation get-up just started.
fn robot_getting_up() -> (Rig, Character, ragrig::session::Session) {
    use ragrig::session::{GetupMode, Mode, Session, SessionOptions};
    let (rig, ch) = fitted("RobotExpressive.glb");
    let death = ch.clips.iter().position(|c| c.name == "Death").unwrap();
    let options = SessionOptions {
        recover: false,
        drives: false,
    };
    let t = ch.clips[death].duration;
    let mut s = Session::with_options(&rig, &ch, (Some(death), t), options).unwrap();
    s.getup_mode = GetupMode::Presentation;
    s.go_ragdoll(&ch).unwrap();
    for _ in 0..240 {
        s.step(&ch).unwrap();
    }
    s.recover_now(&ch).unwrap();
    assert_eq!(s.mode, Mode::Blending);
    (rig, ch, s)
}

#[test]
fn the_robots_feet_stay_on_its_shins_through_a_get_up_blend_and_a_hit_there_adds_no_energy() {
    use ragrig::session::Mode;
    let (rig, ch, mut s) = robot_getting_up();
    let reparented = ragrig::recover::joint_parents(&rig, &ch.skeleton);
    for foot in ["Foot.L", "Foot.R"] {
        assert!(
            reparented[ch.skeleton.find(foot).unwrap()].is_some(),
            "{foot}"
        );
    }
    // The whole blend: the ankles' gap in the shown pose, at the ends and in between.
    let start = off_tree_gap(&rig, &ch, &s.display_pose(&ch));
    let mut worst = 0.0f32;
    let mut steps = 0;
    while s.mode == Mode::Blending && steps < 600 {
        s.step(&ch).unwrap();
        steps += 1;
        worst = worst.max(off_tree_gap(&rig, &ch, &s.display_pose(&ch)));
    }
    assert_eq!(s.mode, Mode::Animated, "the blend finished");
    let end = off_tree_gap(&rig, &ch, &s.display_pose(&ch));
    eprintln!("ankle gap {start:.4} m at the start, {end:.4} m at the end, {worst:.4} m at most");
    assert!(
        worst <= start.max(end) + 0.002,
        "ankle opened to {worst} m (ends {start}, {end} m)"
    );
    // The same get-up hit halfway with a zero impulse: back to the ragdoll from the shown pose;
    // any kinetic energy a step later came from the pose handed over.
    let (_, _, mut s) = robot_getting_up();
    for _ in 0..30 {
        s.step(&ch).unwrap();
    }
    s.hit(&ch, 0, Vec3::ZERO, None).unwrap();
    assert_eq!(s.mode, Mode::Simulated);
    s.step(&ch).unwrap();
    let ke = s.sim.kinetic_energy();
    // Gravity over one step, if nothing held the ragdoll: M·(g·dt)²/2.
    let free_fall = 0.5 * rig.total_mass() * (9.81 * rig.sim.dt).powi(2);
    eprintln!("KE {ke:.3} J a step after the hand-over (free fall {free_fall:.3} J)");
    assert!(ke <= free_fall + 1.0, "{ke} J");
}

/// Stress cases of the fitted Robot in which its head lands on the right forearm while the hand
/// lies on the ground, at 5–6 m/s: the joint chain is driven from both ends in one step. Jolt's
/// position pass corrected a joint anchor by a fifth of its gap per iteration, as it does a
/// contact's depth, and where the two disagreed the wrist was left open: 39.6, 61.6 and 19.4 mm
/// (seeds 884, 909, 967) on the rig as `ragrig fit` saves it, 10.2 mm (seed 884) on the rig
/// fitted in memory here. A gap over 5 mm is now corrected in full (vendor/PATCHES.md): every
/// joint stays within the stress bar (10 mm) on every engine.
#[test]
fn the_robots_head_landing_on_its_forearm_leaves_the_wrist_closed() {
    use ragrig::stress::{StressOptions, plan, run};
    let (rig, ch) = fitted("RobotExpressive.glb");
    let o = StressOptions::default();
    for seed in [884, 909, 967] {
        let case = plan(seed, &rig, &ch, &o);
        for engine in engines() {
            let mut rig = rig.clone();
            rig.sim.engine = engine;
            let r = run(&rig, &ch, &case, &o);
            eprintln!(
                "seed {seed} on {engine}: worst gap {:.1} mm ({}, touching {})",
                r.worst_gap_mm, r.worst_gap_joint, r.worst_gap_touching
            );
            assert!(r.failures.is_empty(), "seed {seed}, {engine}: {r:?}");
            assert!(r.worst_gap_mm <= o.max_gap_mm, "seed {seed}, {engine}");
        }
    }
}
