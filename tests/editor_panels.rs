//! Panels on their own: each is drawn in a bare egui harness with an editor state (no app
//! window, no GPU), clicked like a person would, and checked for what it did.

mod common;
use common::*;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use glam::{Quat, Vec3};
use ragrig::editor::Document;
use ragrig::editor::EditorState;
use ragrig::editor::Selection;
use ragrig::editor::panels;
use ragrig::project::Project;
use ragrig::rig::{Fix, Subject};

/// The editor state on the sample rig and its model.
fn sample_state() -> EditorState {
    EditorState::new(Document::new(Project::open_rig(&sample_rig()).unwrap(), 1))
}

fn harness(
    st: EditorState,
    panel: fn(&mut egui::Ui, &mut EditorState),
) -> Harness<'static, EditorState> {
    let mut h = Harness::builder()
        .with_size([900.0, 700.0])
        .build_ui_state(panel, st);
    h.run_steps(2);
    h
}

#[test]
fn the_findings_panel_fixes_a_finding_with_one_undo_step_and_selects_its_subject() {
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("knee_l").unwrap();
    let (lo, hi) = (
        st.doc.rig().joints[k].twist_min,
        st.doc.rig().joints[k].twist_max,
    );
    st.doc.edit_rig("invert", false, |r| {
        (r.joints[k].twist_min, r.joints[k].twist_max) = (hi, lo);
    });
    let finding = st
        .doc
        .findings()
        .iter()
        .find(|f| matches!(f.fix, Some(Fix::SwapTwist { .. })))
        .cloned()
        .expect("an inverted twist has a fix");
    assert_eq!(finding.subject, Subject::Joint("knee_l".into()));
    let mut h = harness(st, panels::findings::ui);
    let text = format!("{}  joint 'knee_l'", finding.code);
    assert!(h.get_all_by_label_contains(&text).next().is_some());
    // Every finding's text starts at the same x, with a Fix button beside it or not.
    let findings = h.state_mut().doc.findings().to_vec();
    assert!(findings.iter().any(|f| f.fix.is_none()), "{findings:?}");
    let lefts: Vec<f32> = findings
        .iter()
        .map(|f| {
            // The subject said once, before the message without it.
            let text = format!("{}  {}: {}", f.code, f.subject, f.detail());
            assert!(!text.contains(&format!("{0}: {0}", f.subject)), "{text}");
            h.get_by_label(&text).rect().min.x
        })
        .collect();
    assert!(
        lefts.iter().all(|x| (x - lefts[0]).abs() < 0.5),
        "texts start at {lefts:?}"
    );
    let fix_label = finding.fix.as_ref().unwrap().label();
    h.get_all_by_label("Fix").next().unwrap().click();
    h.run_steps(2);
    let st = h.state_mut();
    let j = &st.doc.rig().joints[k];
    assert_eq!((j.twist_min, j.twist_max), (lo, hi));
    assert_eq!(
        st.doc.history.undo_label(),
        Some(format!("Fix: {fix_label}").as_str())
    );
    assert_eq!(st.status, format!("fixed: {fix_label}"));
    assert!(
        !st.doc
            .findings()
            .iter()
            .any(|f| f.code == finding.code && f.subject == finding.subject)
    );
}

#[test]
fn clicking_a_finding_selects_and_frames_its_body_or_joint() {
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("knee_l").unwrap();
    let (lo, hi) = (
        st.doc.rig().joints[k].twist_min,
        st.doc.rig().joints[k].twist_max,
    );
    st.doc.edit_rig("invert", false, |r| {
        (r.joints[k].twist_min, r.joints[k].twist_max) = (hi, lo);
    });
    let mut h = harness(st, panels::findings::ui);
    h.get_all_by_label_contains("joint 'knee_l'")
        .next()
        .unwrap()
        .click();
    h.run_steps(1);
    assert_eq!(h.state().selection, Selection::Joint(k));
    assert!(h.state().frame_request);
}

#[test]
fn the_inspector_swaps_an_inverted_twist_range_and_says_so() {
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("elbow_l").unwrap();
    let max_deg = st.doc.rig().joints[k].twist_max.to_degrees();
    st.selection = Selection::Joint(k);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("Joint elbow_l");
    h.get_by_role_and_label(Role::SpinButton, "Twist min (about X)")
        .set_value_accesskit((max_deg + 20.0) as f64);
    h.run_steps(2);
    let j = &h.state().doc.rig().joints[k];
    assert!((j.twist_min.to_degrees() - max_deg).abs() < 1e-3);
    assert!((j.twist_max.to_degrees() - (max_deg + 20.0)).abs() < 1e-3);
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Edit joint elbow_l")
    );
    h.get_by_label_contains("Twist: min");
    h.get_by_label_contains("swapped");
}

#[test]
fn a_drive_group_shows_its_damping_and_damps_critically_in_one_undo_step() {
    use ragrig::rig::Gains;
    use ragrig::rig::{MIN_DAMPING_RATIO, drive_damping, kd_for_ratio};
    let mut st = sample_state();
    st.doc.edit_rig("soften", false, |r| {
        r.groups.get_mut("spine").unwrap().gains = Gains::Stiffness {
            kp: 400.0,
            kd: 10.0,
        };
    });
    let worst = drive_damping(st.doc.rig())
        .into_iter()
        .filter(|d| d.group == "spine")
        .min_by(|a, b| a.ratio.total_cmp(&b.ratio))
        .unwrap();
    st.selection = Selection::Group("spine".into());
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("Drive group spine");
    h.get_by_label_contains(&format!(
        "On the limb: damping ratio ζ {:.2} at {}",
        worst.ratio, worst.joint
    ));
    h.get_by_label("Damp critically").click();
    h.run_steps(2);
    let st = h.state_mut();
    let Gains::Stiffness { kp, kd } = st.doc.rig().groups["spine"].gains else {
        panic!("stiffness gains")
    };
    assert_eq!(kp, 400.0);
    let need = kd_for_ratio(400.0, worst.inertia, MIN_DAMPING_RATIO);
    assert!(kd >= need && kd < 1.1 * need, "{kd} vs {need}");
    assert_eq!(st.doc.history.undo_label(), Some("Edit group spine"));
    st.doc.undo();
    assert!(matches!(
        st.doc.rig().groups["spine"].gains,
        Gains::Stiffness { kd: 10.0, .. }
    ));
}

/// Switching a group's gains to frequency / damping converts them (the same spring at the
/// group's inertia) instead of resetting them, in one undo step; switching back restores them.
#[test]
fn switching_how_gains_are_given_converts_them() {
    use ragrig::rig::Gains;
    use ragrig::sim::group_inertia;
    let mut st = sample_state();
    st.doc.edit_rig("set", false, |r| {
        r.groups.get_mut("hip").unwrap().gains = Gains::Stiffness {
            kp: 400.0,
            kd: 57.0,
        };
    });
    let i = group_inertia(st.doc.rig(), "hip").unwrap();
    st.selection = Selection::Group("hip".into());
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("frequency / damping").click();
    h.run_steps(2);
    let Gains::Frequency {
        frequency_hz,
        damping_ratio,
    } = h.state().doc.rig().groups["hip"].gains
    else {
        panic!("not converted");
    };
    let want_f = (400.0f32 / i).sqrt() / std::f32::consts::TAU;
    let want_z = 57.0 / (2.0 * (400.0f32 * i).sqrt());
    assert!(
        (frequency_hz - want_f).abs() < 1e-4 * want_f,
        "{frequency_hz} vs {want_f}"
    );
    assert!(
        (damping_ratio - want_z).abs() < 1e-4 * want_z,
        "{damping_ratio} vs {want_z}"
    );
    assert_eq!(h.state().doc.history.undo_label(), Some("Edit group hip"));
    h.get_by_label("Kp / Kd").click();
    h.run_steps(2);
    let Gains::Stiffness { kp, kd } = h.state().doc.rig().groups["hip"].gains else {
        panic!("not converted back");
    };
    assert!(
        (kp - 400.0).abs() < 0.05 && (kd - 57.0).abs() < 0.01,
        "{kp} {kd}"
    );
}

/// A joint shows the gains its group gives it; ticking "per-joint gains" starts the override
/// there, so the joint's drive does not change until a value is edited.
#[test]
fn a_joint_override_starts_from_its_groups_gains() {
    use ragrig::sim::axis_gains;
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("knee_l").unwrap();
    st.doc.edit_rig("weigh", false, |r| {
        r.groups.get_mut("knee").unwrap().weight = 0.5;
    });
    let before: Vec<_> = (0..3)
        .map(|a| axis_gains(st.doc.rig(), &st.doc.rig().joints[k], a).unwrap())
        .collect();
    st.selection = Selection::Joint(k);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("From group knee");
    h.get_by_label_contains("weight 0.50 scales Kp");
    h.get_by_label("per-joint gains").click();
    h.run_steps(2);
    let rig = h.state().doc.rig();
    assert!(rig.joints[k].drive.is_some());
    for (a, b) in before.iter().enumerate() {
        let after = axis_gains(rig, &rig.joints[k], a).unwrap();
        assert!(
            (after.kp - b.kp).abs() < 1e-3 * b.kp
                && (after.kd - b.kd).abs() < 1e-3 * b.kd.max(1e-3),
            "axis {a}: {after:?} vs {b:?}"
        );
    }
}

/// A body's contacts: the bodies it passes through are listed, another is turned off from the
/// picker and back on from its button, each one undo step.
#[test]
fn a_bodys_contacts_turn_off_and_on_in_the_inspector() {
    let mut st = sample_state();
    let k = st.doc.rig().body_index("hand_l").unwrap();
    let joined: Vec<String> = st
        .doc
        .rig()
        .contacts_off_with("hand_l")
        .into_iter()
        .map(|(o, _)| o)
        .collect();
    st.selection = Selection::Body(k);
    let mut h = harness(st, panels::inspector::ui);
    for o in &joined {
        h.get_by_label_contains(&format!("{o} (joint "));
    }
    assert!(!h.state().doc.rig().pair_disabled("hand_l", "head"));
    h.get_by_role_and_label(Role::ComboBox, "Turn contacts off with")
        .click();
    h.run_steps(2);
    h.get_by_label("head").click();
    h.run_steps(2);
    assert!(h.state().doc.rig().pair_disabled("hand_l", "head"));
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Contacts off between hand_l and head")
    );
    h.get_by_label("head ×").click();
    h.run_steps(2);
    assert!(!h.state().doc.rig().pair_disabled("hand_l", "head"));
    assert!(h.state().doc.rig().disabled_pairs.is_empty());
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Contacts on between hand_l and head")
    );
}

/// A selected drive group shows what it drives: its joints' child bodies in the selection
/// colour (and no other body), and its joints as links that select them.
#[test]
fn a_selected_group_highlights_its_bodies_and_links_its_joints() {
    use ragrig::editor::panels::viewport::build_frame;
    use ragrig::editor::render::drive_load::BODY_COLORS;
    let mut st = sample_state();
    st.selection = Selection::Group("knee".into());
    let frame = build_frame(&mut st, [800, 600], 800.0 / 600.0);
    let selected = BODY_COLORS[1];
    // Each body's shape is one run of vertices of one colour, in rig order.
    let per_body = frame.shapes.len() / st.doc.rig().bodies.len();
    assert_eq!(per_body * st.doc.rig().bodies.len(), frame.shapes.len());
    let lit: Vec<&str> = st
        .doc
        .rig()
        .bodies
        .iter()
        .enumerate()
        .filter(|(i, _)| frame.shapes[i * per_body].color == selected.to_array())
        .map(|(_, b)| b.name.as_str())
        .collect();
    let driven: Vec<&str> = st
        .doc
        .rig()
        .joints
        .iter()
        .filter(|j| j.group == "knee")
        .map(|j| j.child.as_str())
        .collect();
    assert_eq!(lit, driven);
    assert_eq!(driven.len(), 2);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("knee_l").click();
    h.run_steps(2);
    let k = h.state().doc.rig().joint_index("knee_l").unwrap();
    assert_eq!(h.state().selection, Selection::Joint(k));
}

/// A frequency group gives each axis of a joint its own gains; ticking the override starts
/// from their mean (Kp = I·ω² per axis, I the child's inertia about it) and says so.
#[test]
fn an_override_on_a_frequency_group_starts_from_the_mean_of_its_axes() {
    use ragrig::rig::Gains;
    use ragrig::sim::axis_gains;
    let mut st = sample_state();
    st.doc.edit_rig("freq", false, |r| {
        r.groups.get_mut("knee").unwrap().gains = Gains::Frequency {
            frequency_hz: 3.0,
            damping_ratio: 1.0,
        };
    });
    let k = st.doc.rig().joint_index("knee_l").unwrap();
    let axes: Vec<_> = (0..3)
        .map(|a| axis_gains(st.doc.rig(), &st.doc.rig().joints[k], a).unwrap())
        .collect();
    // The twist axis runs along the shin: its inertia is far below the swing axes'.
    assert!(axes[0].kp < 0.5 * axes[1].kp, "{axes:?}");
    st.selection = Selection::Joint(k);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label_contains("Kp ");
    h.get_by_label("per-joint gains").click();
    h.run_steps(2);
    let d = h.state().doc.rig().joints[k].drive.unwrap();
    let mean = (axes[0].kp + axes[1].kp + axes[2].kp) / 3.0;
    assert!((d.kp - mean).abs() < 1e-3 * mean, "{} vs {mean}", d.kp);
    h.get_by_label_contains("group knee gives per-axis gains");
}

/// The rig's solver iterations are edited in Rig settings, and the substep they act in is shown.
#[test]
fn rig_settings_edit_the_solver_iterations() {
    let mut st = sample_state();
    let (dt, n) = (st.doc.rig().sim.dt, st.doc.rig().sim.substeps);
    st.selection = Selection::Settings;
    let mut h = harness(st, panels::inspector::ui);
    let h_ms = dt / n as f32 * 1000.0;
    h.get_by_label_contains(&format!("{h_ms:.3} ms"));
    h.get_by_label(&format!(
        "{:.2} ms a step ({:.0} Hz)",
        dt * 1000.0,
        1.0 / dt
    ));
    h.get_by_role_and_label(Role::SpinButton, "Iterations (rapier)")
        .set_value_accesskit(6.0);
    h.run_steps(2);
    assert_eq!(h.state().doc.rig().sim.iterations, 6);
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Edit rig settings")
    );
}

#[test]
fn a_drive_group_shows_how_far_it_sags_and_stiffens_in_one_undo_step() {
    use ragrig::rig::Gains;
    use ragrig::rig::{MAX_SAG_DEG, drive_sag};
    let mut st = sample_state();
    st.doc.edit_rig("weaken", false, |r| {
        r.groups.get_mut("spine").unwrap().gains = Gains::Stiffness {
            kp: 150.0,
            kd: 92.0,
        };
    });
    let worst = drive_sag(st.doc.rig())
        .into_iter()
        .filter(|s| s.group == "spine")
        .max_by(|a, b| a.sag_deg.total_cmp(&b.sag_deg))
        .unwrap();
    // The lumbar joint holds the trunk, head and arms: m·g·d / Kp in degrees.
    let g = st.doc.rig().sim.gravity.length();
    let by_hand = (worst.mass * g * worst.lever / 150.0).to_degrees();
    assert!(
        (worst.sag_deg - by_hand).abs() < 1e-3 && worst.sag_deg > 30.0,
        "{worst:?}"
    );
    st.selection = Selection::Group("spine".into());
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label_contains(&format!(
        "Sags {:.0}° at {} under the {:.1} kg it holds",
        worst.sag_deg, worst.joint, worst.mass
    ));
    h.get_by_label("Stiffen").click();
    h.run_steps(2);
    let st = h.state_mut();
    let after = drive_sag(st.doc.rig())
        .into_iter()
        .filter(|s| s.group == "spine")
        .map(|s| s.sag_deg)
        .fold(0.0f32, f32::max);
    assert!(after <= MAX_SAG_DEG && after > 0.9 * MAX_SAG_DEG, "{after}");
    // Damped critically again on the stiffer spring.
    let under = ragrig::rig::under_damped(st.doc.rig(), ragrig::rig::MIN_DAMPING_RATIO);
    assert!(under.iter().all(|d| d.group != "spine"), "{under:?}");
    assert_eq!(st.doc.history.undo_label(), Some("Edit group spine"));
    st.doc.undo();
    assert!(matches!(
        st.doc.rig().groups["spine"].gains,
        Gains::Stiffness { kp: 150.0, .. }
    ));
}

#[test]
fn the_inspector_renames_a_body_everywhere_in_one_undo_step() {
    let mut st = sample_state();
    let i = st.doc.rig().body_index("forearm_l").unwrap();
    st.selection = Selection::Body(i);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("Body forearm_l");
    let name = h.get_by_role_and_label(Role::TextInput, "Name");
    name.focus();
    name.type_text("2");
    h.run_steps(2);
    let st = h.state_mut();
    let rig = st.doc.rig();
    let new = rig.bodies[i].name.clone();
    assert!(new == "forearm_l2" || new == "2forearm_l", "{new}");
    assert!(rig.joints.iter().any(|j| j.child == new));
    assert!(
        rig.joints
            .iter()
            .all(|j| j.child != "forearm_l" && j.parent != "forearm_l")
    );
    assert_eq!(st.doc.history.undo_label(), Some("Rename body"));
    st.doc.undo();
    assert_eq!(st.doc.rig().bodies[i].name, "forearm_l");
}

#[test]
fn the_limits_dialog_previews_then_applies_as_one_undo_step() {
    let mut st = sample_state();
    let ch = st.doc.project.character.as_ref().unwrap();
    st.limits.open_for(ch);
    let before = st.doc.rig().clone();
    let mut h = harness(st, |ui, st| {
        let ctx = ui.ctx().clone();
        panels::limits::ui(&ctx, st)
    });
    h.get_by_label("Fit limits to clips");
    assert!(h.get_by_label("Apply").accesskit_node().is_disabled());
    h.get_by_label("Preview").click();
    h.run_steps(2);
    assert!(h.state().limits.preview.is_some());
    assert_eq!(h.state().doc.rig(), &before, "a preview changes nothing");
    h.get_by_label("axis moved");
    h.get_by_label("Apply").click();
    h.run_steps(2);
    let st = h.state_mut();
    assert!(!st.limits.open && st.limits.preview.is_none());
    assert_eq!(st.doc.history.undo_label(), Some("Fit limits to clips"));
    assert_ne!(st.doc.rig(), &before);
    st.doc.undo();
    assert_eq!(st.doc.rig(), &before);
}

#[test]
fn the_generate_dialog_applies_its_preview_and_clears_the_selection() {
    let mut st = sample_state();
    let ch = st.doc.project.character.as_ref().unwrap();
    st.generate.open_for(&st.doc.project.rig, ch);
    st.selection = Selection::Body(0);
    let mut h = harness(st, |ui, st| {
        let ctx = ui.ctx().clone();
        panels::generate::ui(&ctx, st)
    });
    h.get_by_label("Generate ragdoll");
    // Pressed through accesskit, as tests/editor_ui.rs does for this window: a pointer click at
    // the buttons' place does not reach them in a harness.
    h.get_by_label("Preview").click_accesskit();
    h.run_steps(2);
    let n = {
        let g = &h.state().generate;
        let (rig, _) = g
            .preview
            .as_ref()
            .unwrap_or_else(|| panic!("{:?}", g.error));
        rig.bodies.len()
    };
    h.get_by_label_contains(&format!("Preview: {n} bodies"));
    // It says what Apply does to the rig's edits before it is pressed.
    h.get_by_label_contains("Apply replaces the whole rig as one undo step");
    h.get_by_label("Apply").click_accesskit();
    h.run_steps(2);
    let st = h.state();
    assert_eq!(st.doc.history.undo_label(), Some("Generate ragdoll"));
    assert_eq!(st.doc.rig().bodies.len(), n);
    assert_eq!(st.selection, Selection::None);
    assert_eq!(st.status, format!("generated {n} bodies"));
    assert!(!st.generate.open);
}

/// An edit marks the body it changes hand-tuned in the same undo step (undo takes the mark
/// back), and Generate ragdoll offers to keep hand-tuned parts and keeps them when it applies.
#[test]
fn generating_again_in_the_editor_keeps_what_was_edited() {
    let mut st = sample_state();
    let i = st.doc.rig().body_index("hand_l").unwrap();
    let mut hand = st.doc.rig().bodies[i].clone();
    assert!(!hand.hand_tuned);
    hand.mass = 0.9;
    st.doc.edit_body(i, hand);
    st.doc.history.seal();
    assert!(st.doc.rig().bodies[i].hand_tuned);
    st.doc.undo();
    assert!(!st.doc.rig().bodies[i].hand_tuned);
    assert_ne!(st.doc.rig().bodies[i].mass, 0.9);
    st.doc.redo();
    assert!(st.doc.rig().bodies[i].hand_tuned);
    // Clearing the mark alone (the inspector's box) leaves it cleared; setting it back marks.
    for mark in [false, true] {
        let mut hand = st.doc.rig().bodies[i].clone();
        hand.hand_tuned = mark;
        st.doc.edit_body(i, hand);
        st.doc.history.seal();
        assert_eq!(st.doc.rig().bodies[i].hand_tuned, mark);
    }
    // The other hand changed without a mark (as a rig file written by hand would): Generate
    // must replace it with the generator's.
    let r = st.doc.rig().body_index("hand_r").unwrap();
    st.doc.project.rig.bodies[r].mass = 1.7;
    let ch = st.doc.project.character.as_ref().unwrap();
    st.generate.open_for(&st.doc.project.rig, ch);
    let mut h = harness(st, |ui, st| {
        let ctx = ui.ctx().clone();
        panels::generate::ui(&ctx, st)
    });
    h.get_by_label_contains("Keep the 1 hand-tuned bodies, joints and groups");
    // The window is not modal: an edit made while it is open is counted, and undoing it too.
    let f = h.state().doc.rig().body_index("foot_l").unwrap();
    let mut foot = h.state().doc.rig().bodies[f].clone();
    foot.mass += 0.1;
    h.state_mut().doc.edit_body(f, foot);
    h.state_mut().doc.history.seal();
    h.run_steps(2);
    h.get_by_label_contains("Keep the 2 hand-tuned bodies, joints and groups");
    h.state_mut().doc.undo();
    h.run_steps(2);
    h.get_by_label_contains("Keep the 1 hand-tuned bodies, joints and groups");
    h.get_by_label("Preview").click_accesskit();
    h.run_steps(2);
    h.get_by_label_contains("only the hand-tuned parts are carried over");
    let generated_hand_r = h
        .state()
        .generate
        .preview
        .as_ref()
        .and_then(|(rig, _)| rig.body("hand_r").cloned());
    h.get_by_label("Apply").click_accesskit();
    h.run_steps(2);
    let st = h.state();
    let hand = st.doc.rig().body("hand_l").unwrap();
    assert_eq!(hand.mass, 0.9);
    assert!(hand.hand_tuned);
    assert!(st.status.contains("kept 1 hand-tuned"), "{}", st.status);
    // The unmarked hand is the generator's, not the 1.7 kg one.
    assert!(generated_hand_r.is_some());
    assert_eq!(st.doc.rig().body("hand_r").cloned(), generated_hand_r);
    assert_ne!(st.doc.rig().body("hand_r").unwrap().mass, 1.7);
    // A preset is the author's choice too: the group it sets is marked.
    let knee = ragrig::rig::PresetTarget::Group("knee".into());
    assert!(!h.state().doc.rig().groups["knee"].hand_tuned);
    h.state_mut().doc.apply_preset("stiff", &knee).unwrap();
    assert!(h.state().doc.rig().groups["knee"].hand_tuned);
}

/// The Checks pane runs the stress fuzzer in the background and shows, when it is done, the
/// same cases as the library run on the same seeds (the count that passed, and each failing
/// seed with its replay command).
#[test]
fn the_checks_pane_runs_the_stress_fuzzer_and_lists_what_the_library_finds() {
    use ragrig::stress::{StressOptions, plan, run};
    let mut st = sample_state();
    // The sample solved with 4 substeps instead of 24 (the doctor warns, it does not refuse):
    // seeds 146 and 147 run into a wall and open a wrist by 44 and 24 mm on rapier, seed 145
    // passes (`ragrig stress --first-seed 145 --seeds 3 --seconds 1` on that rig), so the pane
    // lists both a pass and failing seeds.
    st.doc.edit_rig("substeps", false, |r| r.sim.substeps = 4);
    st.checks.seeds = 3;
    st.checks.first_seed = 145;
    st.checks.seconds = 1.0;
    let mut h = harness(st, panels::checks::ui);
    h.get_all_by_label("Run stress").next().unwrap().click();
    let started = std::time::Instant::now();
    loop {
        h.run_steps(1);
        if !h.state().checks.running() {
            break;
        }
        assert!(
            started.elapsed().as_secs() < 300,
            "the stress run did not finish"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    h.run_steps(2);
    // The same seeds through the library, on the same rig.
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let rig = h.state().doc.rig().clone();
    assert_eq!(rig.sim.substeps, 4);
    let o = StressOptions {
        seconds: 1.0,
        ..StressOptions::default()
    };
    let outcomes: Vec<_> = (145..148)
        .map(|s| run(&rig, ch, &plan(s, &rig, ch, &o), &o))
        .collect();
    let passed = outcomes.iter().filter(|x| x.failures.is_empty()).count();
    let shown = h.state().checks.run.as_ref().unwrap();
    assert_eq!(shown.stress.len(), 3);
    for (a, b) in shown.stress.iter().zip(&outcomes) {
        assert_eq!(a.plan, b.plan);
        assert_eq!(a.failures, b.failures);
    }
    assert!(
        h.get_all_by_label(&format!("{passed} of 3 seeds passed"))
            .next()
            .is_some()
    );
    assert!(
        passed > 0 && passed < 3,
        "the seeds were chosen to include a pass and a failure: {passed}"
    );
    for x in outcomes.iter().filter(|x| !x.failures.is_empty()) {
        let cmd = format!("--first-seed {} --seeds 1", x.plan.seed);
        assert!(h.get_all_by_label_contains(&cmd).next().is_some(), "{cmd}");
    }
    // The first failing seed's Replay button plays its case in the viewport.
    let first = outcomes.iter().find(|x| !x.failures.is_empty()).unwrap();
    h.get_all_by_label("Replay").next().unwrap().click();
    h.run_steps(2);
    let st = h.state();
    assert_eq!(
        st.status,
        format!("replaying stress seed {}", first.plan.seed)
    );
    assert_eq!(st.sim_controls.drives, first.plan.drives);
    let live = st.live.as_ref().unwrap();
    assert!(live.script.is_some());
    assert_eq!(live.session.sim.rig().sim.substeps, 4);
    // The case's gains: every group of the replayed rig as the plan scaled it.
    let gained = ragrig::stress::with_gains(&rig, &first.plan);
    assert_eq!(live.session.sim.rig().groups, gained.groups);
}

/// A finished physics check with late rests: the Checks pane shows the library's late-rest
/// summary (the line `ragrig check-physics` prints) under the worst values. The report is the
/// sample's real drop plus a copy of it judged as resting 1 s past the bar after a soft topple.
#[test]
fn the_checks_pane_shows_the_late_rest_summary_of_a_physics_check() {
    use ragrig::physics_check::{
        Bar, Case, DROP_SECONDS, Start, late_rest_summary, run_case, summarize,
    };
    let mut st = sample_state();
    let p = Project::open_rig(&sample_rig()).unwrap();
    let ch = p.character.as_ref().unwrap();
    let bar = Bar::default();
    let drop = Case {
        start: Start::Drop,
        drives: false,
        seconds: DROP_SECONDS,
    };
    let on_time = run_case(&p.rig, ch, &drop, &bar);
    assert!(on_time.passed, "{:?}", on_time.failures);
    let mut late = on_time.clone();
    let late_s = f64::from(bar.rest_after_impact_s) + 1.0;
    late.rest_after_impact_s = Some(late_s);
    late.last_fall_s = Some(late.last_impact_s.unwrap_or(0.0) + 0.5);
    late.rest_after_fall_s = Some(late_s - 0.5);
    late.passed = false;
    late.case = "late drop".into();
    let failure = "came to rest 3.00 s after the last impact (bar 2 s), the joint turning fastest \
                   then: 'wrist_r' at 0.31 rad/s";
    late.failures = vec![failure.into()];
    let report = summarize(&bar, vec![on_time, late]);
    let line = late_rest_summary(&report).expect("one late run");
    assert!(line.starts_with("1 run rests late"), "{line}");
    assert!(line.contains("1 came to rest after a fall"), "{line}");
    // A finished run of the pane (one short stress seed), its results replaced by this report:
    // the pane shows a physics report whenever the run holds one.
    st.checks.seeds = 1;
    st.checks.seconds = 0.5;
    let revision = st.doc.history.revision();
    st.checks.start_stress(st.doc.rig(), ch, revision);
    let started = std::time::Instant::now();
    while st.checks.poll() {
        assert!(started.elapsed().as_secs() < 300, "the run did not finish");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let run = st.checks.run.as_mut().unwrap();
    run.stress.clear();
    run.physics = Some(report);
    let h = harness(st, panels::checks::ui);
    assert!(h.get_all_by_label("1 of 2 runs passed").next().is_some());
    assert!(h.get_all_by_label(&line).next().is_some(), "{line}");
    // The failing run is listed by name with what failed, whole.
    assert!(h.get_all_by_label("late drop").next().is_some());
    assert!(h.get_all_by_label(failure).next().is_some());
}

/// The physics check cannot start while the rig doctor reports errors; the pane says why.
#[test]
fn the_checks_pane_is_off_while_the_rig_has_errors() {
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("knee_l").unwrap();
    st.doc
        .edit_rig("break", false, |r| r.joints[k].twist_min = f32::NAN);
    let mut h = harness(st, panels::checks::ui);
    assert!(h.get_all_by_label_contains("Checks off:").next().is_some());
    h.get_all_by_label("Run physics check")
        .next()
        .unwrap()
        .click();
    h.run_steps(2);
    assert!(h.state().checks.run.is_none());
}

#[test]
fn the_floor_button_stands_the_model_on_the_ground_in_one_undo_step() {
    // The lowest point of the model over its idle clip, with the model at its origin.
    let idle_lowest = |ch: &ragrig::character::Character| {
        let sk = &ch.skeleton;
        let c = ch.clip("idle").unwrap();
        (0..=60)
            .map(|k| {
                let m = sk.world_matrices(&c.sample(c.duration * k as f32 / 60.0, &sk.node_pose()));
                ch.meshes
                    .iter()
                    .flat_map(|x| x.skinned_positions(&m))
                    .map(|p| p.y)
                    .fold(f32::INFINITY, f32::min)
            })
            .fold(f32::INFINITY, f32::min)
    };
    let mut st = sample_state();
    assert_eq!(
        st.doc.rig().clip_for(ragrig::rig::ClipRole::Idle),
        Some("idle")
    );
    let at_origin = idle_lowest(st.doc.project.character.as_ref().unwrap());
    st.doc.edit_rig("sink", false, |r| r.floor = 0.05);
    let ch = st.doc.project.character.as_ref().unwrap();
    assert_eq!(ch.floor, 0.05, "an edit moves the model with it");
    assert!((idle_lowest(ch) - (at_origin - 0.05)).abs() < 1e-5);
    st.selection = Selection::Settings;
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("Stand on the ground").click();
    h.run_steps(2);
    let st = h.state_mut();
    let ch = st.doc.project.character.as_ref().unwrap();
    // The sample's idle soles are 3 mm above its origin: that height goes on the ground.
    assert!(at_origin > 0.002, "{at_origin}");
    assert!(
        (st.doc.rig().floor - at_origin).abs() < 1e-5,
        "{}",
        st.doc.rig().floor
    );
    assert_eq!(ch.floor, st.doc.rig().floor);
    assert!(idle_lowest(ch).abs() < 1e-5, "{}", idle_lowest(ch));
    assert_eq!(st.doc.history.undo_label(), Some("Edit rig settings"));
    st.doc.undo();
    assert_eq!(st.doc.rig().floor, 0.05);
    assert_eq!(st.doc.project.character.as_ref().unwrap().floor, 0.05);
}

#[test]
fn a_physics_check_run_replays_in_the_viewport_as_the_check_ran_it() {
    use ragrig::physics_check::{Bar, DROP_CLEARANCE, matrix, run_case_observed};
    use ragrig::session::Mode;
    use ragrig::sim::BodyState;
    let project = Project::open_rig(&sample_rig()).unwrap();
    let rig = project.rig.clone();
    let ch = project.character.as_ref().unwrap().clone();
    let mut st = EditorState::new(Document::new(project, 1));
    // The bodies of the check's own run after the switch and after each step, as its observer
    // sees them.
    let check_states = |name: &str| {
        let case = matrix(&ch).into_iter().find(|c| c.label() == name).unwrap();
        let mut states: Vec<Vec<BodyState>> = Vec::new();
        run_case_observed(&rig, &ch, &case, &Bar::default(), &mut |s| {
            states.push((0..rig.bodies.len()).map(|i| s.sim.state(i)).collect());
        });
        states
    };
    for name in ["run@75%", "drop+drives", "walk@50%+drives"] {
        st.sim_controls.drives = !name.ends_with("+drives");
        st.sim_controls.auto_recover = true;
        st.replay_check_run(name);
        assert_eq!(
            st.status,
            format!("replaying the physics check's run {name}")
        );
        assert_eq!(st.sim_controls.drives, name.ends_with("+drives"));
        assert!(!st.sim_controls.auto_recover);
        let states = check_states(name);
        assert!(states.len() > 90, "{name}: {} states", states.len());
        let live = st.live.as_mut().unwrap();
        assert_eq!(live.session.mode, Mode::Simulated);
        assert_eq!(live.session.drives(), name.ends_with("+drives"));
        for (k, want) in states.iter().take(91).enumerate() {
            if k > 0 {
                live.step_once(&ch);
            }
            for (i, w) in want.iter().enumerate() {
                assert_eq!(&live.session.sim.state(i), w, "{name}: step {k}, body {i}");
            }
        }
    }
    // The drop starts on the ground, as the check's does.
    st.replay_check_run("drop");
    let lowest = st.live.as_ref().unwrap().session.lowest_point();
    assert!((lowest - DROP_CLEARANCE).abs() < 1e-4, "{lowest}");
    st.replay_check_run("run@10%");
    assert_eq!(
        st.status,
        "cannot replay 'run@10%': the physics check has no such run"
    );
}

#[test]
fn a_stress_seed_replays_in_the_viewport_as_the_fuzzer_ran_it() {
    use ragrig::stress::{Script, StressOptions, plan, start_case, with_gains};
    // (`StressOptions` makes the plan as the Checks pane's run does.)
    let project = Project::open_rig(&sample_rig()).unwrap();
    let rig = project.rig.clone();
    let ch = project.character.as_ref().unwrap().clone();
    let opts = StressOptions::default();
    // A case with a switch from a clip, two hits or more, a drag and an obstacle.
    let seed = (0..1000)
        .find(|&s| {
            let p = plan(s, &rig, &ch, &opts);
            p.clip.is_some() && p.hits.len() >= 2 && p.drag.is_some() && p.obstacle.is_some()
        })
        .unwrap();
    let p = plan(seed, &rig, &ch, &opts);
    let mut st = EditorState::new(Document::new(project, 1));
    st.sim_controls.compare = true;
    st.replay_stress_case(&p);
    assert_eq!(st.status, format!("replaying stress seed {seed}"));
    assert_eq!(st.sim_controls.drives, p.drives);
    assert_eq!(st.sim_controls.auto_recover, p.recover);
    assert!(!st.sim_controls.compare);
    let live = st.live.as_mut().unwrap();
    assert!(live.ghost.is_none());
    // The fuzzer's session (its gains, start and obstacle) with its script, and the same session
    // with nothing done to it: the replay follows the first bit for bit and leaves the second
    // once the first hit lands.
    let gained = with_gains(&rig, &p);
    let mut fuzzed = start_case(&gained, &ch, &p).unwrap();
    let mut untouched = start_case(&gained, &ch, &p).unwrap();
    let mut script = Script::new(&p, fuzzed.time);
    let steps = (opts.seconds / rig.sim.dt).round() as usize;
    let first_hit = p.hits.iter().map(|h| h.t).fold(f32::INFINITY, f32::min);
    let same = |a: &ragrig::session::Session, b: &ragrig::session::Session| {
        (0..rig.bodies.len()).all(|i| a.sim.state(i) == b.sim.state(i))
    };
    for k in 0..steps {
        let _ = script.before_step(&mut fuzzed, &ch);
        fuzzed.step(&ch).unwrap();
        script.after_step(&mut fuzzed);
        untouched.step(&ch).unwrap();
        live.step_once(&ch);
        assert!(live.error.is_none(), "{:?}", live.error);
        assert!(same(&fuzzed, &live.session), "step {k}");
        let t = (k + 1) as f32 * rig.sim.dt;
        if t > first_hit + 2.0 * rig.sim.dt {
            assert!(!same(&untouched, &live.session), "step {k}");
        }
    }
    // Compare mode stays off: a ghost would not get the case's hits and drag.
    live.set_compare(true);
    assert!(live.ghost.is_none());
    assert_eq!(
        live.ghost_failed.as_deref(),
        Some("a replayed stress case runs without a ghost")
    );
}

/// In compare mode, while one engine's ragdoll gets up and the other's still lies, the Plots
/// pane says the two cannot be compared instead of a body distance (as the simulation bar).
#[test]
fn the_plots_say_when_the_engines_cannot_be_compared() {
    use ragrig::editor::LiveSim;
    use ragrig::session::Session;
    let mut st = sample_state();
    let ch = st.doc.project.character.as_ref().unwrap().clone();
    let rig = st.doc.rig().clone();
    let walk = ch.clips.iter().position(|c| c.name == "walk").unwrap();
    let mut live = LiveSim::new(Session::new(&rig, &ch, Some(walk), 0.3).unwrap(), 0);
    live.set_compare(true);
    live.go_ragdoll(&ch).unwrap();
    step_until_the_ghost_gets_up(&mut live, &ch, |_, _| {});
    let (primary, ghost) = (
        live.session.sim.engine_kind(),
        live.ghost.as_ref().unwrap().engine(),
    );
    st.live = Some(live);
    let h = harness(st, panels::plots::ui);
    h.get_by_label(&format!(
        "not comparable now: {primary} ragdoll, {ghost} getting up"
    ));
    assert!(
        h.query_by_label_contains("largest body difference")
            .is_none(),
        "a distance is still shown"
    );
}

/// A selection made elsewhere is brought into view in the outliner: a group opens the drive
/// groups, and a body far down the skeleton is scrolled to; search finds groups too.
#[test]
fn the_outliner_reveals_a_selection_made_elsewhere() {
    let mut st = sample_state();
    st.selection = Selection::Group("knee".into());
    let mut h = Harness::builder()
        .with_size([300.0, 400.0])
        .build_ui_state(panels::outliner::ui, st);
    h.run_steps(2);
    h.get_by_label("group knee");
    // The last foot is far below a 400-point panel until it is selected.
    let foot = h.state().doc.rig().body_index("foot_r").unwrap();
    let below = h
        .query_by_label("foot_r")
        .is_none_or(|n| n.rect().top() > 400.0);
    assert!(below, "foot_r is in view before it is selected");
    h.state_mut().selection = Selection::Body(foot);
    h.run_steps(3);
    let r = h.get_by_label("foot_r").rect();
    assert!(r.top() >= 0.0 && r.bottom() <= 400.0, "{r:?}");
    h.state_mut().outliner_filter = "kne".into();
    h.run_steps(2);
    h.get_by_label("group knee");
}

/// Obstacles are added sized for the model (the 1.8 m defaults scaled by its height), open to
/// edit their centre, size and turn, and every edit reaches the running session at once.
#[test]
fn obstacles_are_sized_for_the_model_and_edits_reach_the_running_session() {
    use ragrig::sim::{DEFAULT_CHARACTER_HEIGHT_M, Obstacle};
    let mut st = sample_state();
    // The box is the 1.8 m default scaled by the model's height: its size and its distance in
    // front both in proportion.
    let height = ragrig::fit::character_height(st.doc.project.character.as_ref().unwrap());
    st.start_sim(true);
    assert!(st.live.is_some(), "{}", st.status);
    let mut h = harness(st, panels::obstacles::ui);
    h.get_by_label("Add box").click();
    h.run_steps(2);
    let expect = Obstacle::default_box().scaled(height / DEFAULT_CHARACTER_HEIGHT_M);
    let cube = h.state().sim_controls.obstacles[0];
    assert!((cube.half_extents.x * 2.0 - 0.5 * height / 1.8).abs() < 1e-5);
    assert!((cube.pose.translation.z - 0.6 * height / 1.8).abs() < 1e-5);
    assert_eq!(cube, expect);
    let live_obstacles = |h: &Harness<'static, EditorState>| {
        h.state().live.as_ref().unwrap().session.sim.obstacles()
    };
    assert_eq!(live_obstacles(&h), vec![cube]);
    // Open it and move it: x to 0.5 m, y up to 2 m.
    assert_eq!(h.state().sim_controls.highlighted_obstacle, None);
    h.get_by_label_contains("box 1 at (").click();
    h.run_steps(2);
    // The open obstacle is drawn with orange edges (12 edges, 24 line vertices), once: the
    // viewport takes the mark, and the pane sets it again each frame it is drawn.
    assert_eq!(h.state().sim_controls.highlighted_obstacle, Some(0));
    let orange = |st: &mut EditorState| {
        let frame = panels::viewport::build_frame(st, [320, 240], 4.0 / 3.0);
        let edited = [1.0f32, 0.55, 0.15, 1.0];
        frame.lines.iter().filter(|v| v.color == edited).count()
    };
    assert_eq!(orange(h.state_mut()), 24);
    assert_eq!(orange(h.state_mut()), 0);
    let centre: Vec<_> = h
        .get_all_by_role_and_label(Role::SpinButton, "centre (m)")
        .collect();
    assert_eq!(centre.len(), 3);
    centre[0].set_value_accesskit(0.5);
    h.run_steps(2);
    h.get_all_by_role_and_label(Role::SpinButton, "centre (m)")
        .nth(1)
        .unwrap()
        .set_value_accesskit(2.0);
    h.run_steps(2);
    let moved = h.state().sim_controls.obstacles[0];
    assert_eq!(
        moved.pose.translation,
        glam::Vec3::new(0.5, 2.0, cube.pose.translation.z)
    );
    assert_eq!(live_obstacles(&h), vec![moved]);
    // Turned 30° about the vertical, then set on the ground: its lowest corner touches it.
    h.get_by_role_and_label(Role::SpinButton, "turn (°)")
        .set_value_accesskit(30.0);
    h.run_steps(2);
    h.get_by_label("Set on the ground").click();
    h.run_steps(2);
    let o = h.state().sim_controls.obstacles[0];
    let forward = o.pose.rotation * glam::Vec3::Z;
    assert!(
        (forward.x.atan2(forward.z).to_degrees() - 30.0).abs() < 1e-3,
        "{forward}"
    );
    assert!(
        (o.pose.translation.y - o.half_extents.y).abs() < 1e-5,
        "{o:?}"
    );
    assert_eq!(live_obstacles(&h), vec![o]);
    // The size: 1 m wide.
    h.get_all_by_role_and_label(Role::SpinButton, "size (m)")
        .next()
        .unwrap()
        .set_value_accesskit(1.0);
    h.run_steps(2);
    let o = h.state().sim_controls.obstacles[0];
    assert!((o.half_extents.x - 0.5).abs() < 1e-6);
    assert_eq!(live_obstacles(&h), vec![o]);
    h.get_by_label_contains("box 1 at (0.50,");
}

/// The joint inspector's Range of motion: typing an abduction re-aims the right hip's cone so
/// that a pure abduction from the rest pose (a turn about the reference frame's Z, the axis
/// that swings the leg out to the character's right, world −X) meets the limits at the value
/// typed, checked here with the rig's own swing–twist measure, in one undo step; Human range
/// sets the table's average ranges.
#[test]
fn the_range_of_motion_edits_the_cone_so_a_pure_motion_meets_it_where_typed() {
    use ragrig::rig::{body_world, cone_ratio, decompose};
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("hip_r").unwrap();
    let ch = st.doc.project.character.as_ref().unwrap();
    let rest = body_world(st.doc.rig(), &ch.skeleton, &ch.skeleton.rest_pose());
    let j0 = st.doc.rig().joints[k].clone();
    let (parent_world, r_ref) = reference_by_hand(st.doc.rig(), &rest, &j0);
    st.selection = Selection::Joint(k);
    let mut h = harness(st, panels::inspector::ui);
    h.get_by_label("Range of motion");
    h.get_by_role_and_label(Role::SpinButton, "Abduction")
        .set_value_accesskit(40.0);
    h.run_steps(2);
    let j = h.state().doc.rig().joints[k].clone();
    assert_eq!(h.state().doc.history.undo_label(), Some("Edit joint hip_r"));
    // The child and its anchor are untouched: only the cone moved.
    assert_eq!(j.child_frame, j0.child_frame);
    assert_eq!(j.parent_frame.translation, j0.parent_frame.translation);
    let inside = |deg: f32| {
        let q = Quat::from_rotation_z(deg.to_radians());
        let (swing, twist) = decompose(j.parent_frame.rotation.inverse() * r_ref * q);
        cone_ratio(swing, j.swing1, j.swing2) <= 1.0 && twist >= j.twist_min && twist <= j.twist_max
    };
    assert!(inside(39.9) && !inside(40.1));
    // The cone is aimed into flexion, so that swing carries twist: the hip's ±5° twist range
    // widened to let it through, and the inspector says what the rotation now reads.
    assert!(j.twist_max - j.twist_min > j0.twist_max - j0.twist_min + 0.1);
    h.get_by_label_contains("(asked 5.0°)");
    // That motion takes the right leg out to the character's right.
    let leg = |deg: f32| parent_world * r_ref * Quat::from_rotation_z(deg.to_radians()) * Vec3::X;
    assert!(
        leg(40.0).x < leg(0.0).x - 0.5,
        "{:?} {:?}",
        leg(0.0),
        leg(40.0)
    );
    h.get_by_label("Human range").scroll_to_me();
    h.run();
    h.get_by_label("Human range").click();
    h.run_steps(2);
    // The hip's row: flexion 120°, a turn about the reference's Y that takes the leg forward
    // (world +Z, where the sample faces); then the same on the left hip, copied over.
    let flexion_ends_at_120 = |rig: &ragrig::rig::Rig, name: &str| {
        flexion_cone_ratio(rig, &rest, name, 119.9) <= 1.0
            && flexion_cone_ratio(rig, &rest, name, 120.1) > 1.0
    };
    assert!(flexion_ends_at_120(h.state().doc.rig(), "hip_r"));
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Human range of motion for hip_r")
    );
    assert!(!flexion_ends_at_120(h.state().doc.rig(), "hip_l"));
    h.get_by_label("Copy to hip_l").click();
    h.run_steps(2);
    assert!(flexion_ends_at_120(h.state().doc.rig(), "hip_l"));
    assert_eq!(
        h.state().doc.history.undo_label(),
        Some("Copy range of motion to hip_l")
    );
    h.state_mut().doc.undo();
    h.state_mut().doc.undo();
    h.state_mut().doc.undo();
    assert_eq!(h.state().doc.rig().joints[k], j0);
}

/// The Range of motion section says which motions go past a human's, as the doctor's note
/// does: the sample's ankle (its clips dorsiflex it far past 20°) lists dorsiflexion beside the
/// table's 20°, where a pure dorsiflexion (measured by hand) leaves its cone; after Human range
/// a pure dorsiflexion ends at 20° and nothing is listed.
#[test]
fn the_range_of_motion_says_what_goes_past_a_human_and_human_range_ends_it() {
    use ragrig::rig::body_world;
    let mut st = sample_state();
    let k = st.doc.rig().joint_index("ankle_l").unwrap();
    let ch = st.doc.project.character.as_ref().unwrap();
    let rest = body_world(st.doc.rig(), &ch.skeleton, &ch.skeleton.rest_pose());
    let dorsi = |rig: &ragrig::rig::Rig, deg: f32| {
        motion_cone_ratio(rig, &rest, "ankle_l", Vec3::Y, Vec3::Y, deg)
    };
    let ends_at = |rig: &ragrig::rig::Rig, deg: f32| {
        dorsi(rig, deg - 0.1) <= 1.0 && dorsi(rig, deg + 0.1) > 1.0
    };
    st.selection = Selection::Joint(k);
    let mut h = harness(st, panels::inspector::ui);
    let said = h
        .get_by_label_contains("Beyond the human range: Dorsiflexion ")
        .accesskit_node()
        .value()
        .unwrap_or_default();
    let deg: f32 = said
        .split("Dorsiflexion ")
        .nth(1)
        .and_then(|r| r.split("° (human 20.0°)").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert!(deg > 30.0 && ends_at(h.state().doc.rig(), deg), "{said}");
    // Below the fold at the harness's size: scrolled to first, as a user would.
    h.get_by_label("Human range").scroll_to_me();
    h.run();
    h.get_by_label("Human range").click();
    h.run_steps(2);
    assert!(ends_at(h.state().doc.rig(), 20.0));
    assert!(
        h.query_by_label_contains("Beyond the human range")
            .is_none()
    );
}

/// The Switch pane ranks the model's clips as get-ups for the pose the ragdoll lies in: switched
/// from the first frame of the sample's `getup_prone` clip (lying on its front), that clip is
/// first and no distance away (the switch moves bodies, it does not turn them), with its role
/// shown; a click makes another clip the get-up for lying on the back, one undo step.
#[test]
fn the_switch_pane_ranks_get_up_clips_by_how_close_their_first_frame_is() {
    use ragrig::editor::LiveSim;
    use ragrig::session::Session;
    let mut st = sample_state();
    let ch = st.doc.project.character.as_ref().unwrap().clone();
    let rig = st.doc.rig().clone();
    let prone = ch
        .clips
        .iter()
        .position(|c| c.name == "getup_prone")
        .unwrap();
    let mut live = LiveSim::new(Session::new(&rig, &ch, Some(prone), 0.0).unwrap(), 0);
    live.go_ragdoll(&ch).unwrap();
    let pose: Vec<_> = (0..live.session.sim.body_count())
        .map(|i| Some(live.session.sim.state(i).pose))
        .collect();
    let firsts = ragrig::recover::first_frames(&rig, &ch);
    let ranked = ragrig::recover::rank_getup_clips(&rig, &ch, &firsts, &pose);
    assert_eq!(ranked[0].name, "getup_prone");
    assert!(
        ranked[0].distance.total.to_degrees() < 0.1,
        "{:?}",
        ranked[0]
    );
    // The supine get-up starts on its back: the pelvis is tipped over, about 180°.
    let supine = ranked.iter().find(|c| c.name == "getup_supine").unwrap();
    assert!(supine.distance.tilt.to_degrees() > 120.0, "{supine:?}");
    // Ranked when paused (or settled): a list reordering under the pointer is not clickable.
    live.running = false;
    st.live = Some(live);
    let mut h = harness(st, panels::getup::ui);
    h.get_by_label("1. getup_prone (on front)");
    h.get_by_label_contains("getup_supine (on back)");
    // Row 1's "back" button: make getup_prone the supine get-up too.
    h.get_all_by_label("back").next().unwrap().click();
    h.run_steps(2);
    let st = h.state_mut();
    assert_eq!(
        st.doc.rig().clip_for(ragrig::rig::ClipRole::GetupSupine),
        Some("getup_prone")
    );
    assert_eq!(
        st.doc.history.undo_label(),
        Some("Set get-up (supine) clip")
    );
    st.doc.undo();
    assert_eq!(
        st.doc.rig().clip_for(ragrig::rig::ClipRole::GetupSupine),
        Some("getup_supine")
    );
}
