//! The editor never loses work and never lets a bad rig through, driven through its UI with
//! egui_kittest (no GPU needed): autosave after a short idle and on focus loss, recovery
//! copies per editor session, a failed save that keeps the work, the doctor gate on Simulate,
//! Go ragdoll and a running simulation, and an inspector that cannot produce NaN, infinities
//! or an inverted twist range.

mod common;
use common::*;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ragrig::editor::Document;
use ragrig::editor::Selection;
use ragrig::editor::find_recovery;
use ragrig::editor::{AUTOSAVE_IDLE, AppOptions, RagrigApp, RunOptions, Start};
use ragrig::project::Project;
use std::path::{Path, PathBuf};

fn harness_in(start: Start, config: &Path) -> Harness<'static, RagrigApp> {
    let config_dir = config.to_path_buf();
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| {
            RagrigApp::new(
                cc,
                AppOptions {
                    start,
                    config_dir,
                    run: RunOptions::default(),
                    outcome: Default::default(),
                },
            )
        });
    h.run_steps(2);
    h
}

/// A copy of the sample rig and its model in a fresh folder: (folder, rig path).
fn sample_copy() -> (tempfile::TempDir, PathBuf) {
    let dir = tmpdir();
    let rig = dir.path().join("mannequin.rig.toml");
    std::fs::copy(sample_rig(), &rig).unwrap();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    (dir, rig)
}

fn set_mass(h: &mut Harness<'static, RagrigApp>, body: &str, m: f64) {
    let i = h.state().state.doc.rig().body_index(body).unwrap();
    h.state_mut().state.selection = Selection::Body(i);
    h.run_steps(1);
    h.get_by_role_and_label(Role::SpinButton, "Mass")
        .set_value_accesskit(m);
    h.run_steps(1);
}

fn mass(h: &Harness<'static, RagrigApp>, body: &str) -> f32 {
    h.state().state.doc.rig().body(body).unwrap().mass
}

fn copy_mass(path: &Path, body: &str) -> Option<f32> {
    Some(ragrig::rig::load_rig(path).ok()?.body(body)?.mass)
}

#[test]
fn an_edit_is_autosaved_after_a_short_idle_and_the_copy_goes_after_a_save() {
    let (dir, rig) = sample_copy();
    let config = dir.path().join("config");
    let mut h = harness_in(Start::Path(rig.clone()), &config);
    let copy = h.state().recovery_path();
    set_mass(&mut h, "forearm_l", 2.25);
    assert_eq!(mass(&h, "forearm_l"), 2.25);
    // Not every frame: nothing is written while the document keeps changing.
    h.run_steps(2);
    assert!(!copy.exists(), "autosaved before the idle time");
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    h.run_steps(1);
    assert_eq!(copy_mass(&copy, "forearm_l"), Some(2.25));
    // Another edit replaces the copy after the next idle period.
    set_mass(&mut h, "forearm_l", 2.5);
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    h.run_steps(1);
    assert_eq!(copy_mass(&copy, "forearm_l"), Some(2.5));
    // Saving removes it: the work is in the file now.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run_steps(1);
    assert!(!copy.exists());
    assert_eq!(copy_mass(&rig, "forearm_l"), Some(2.5));
    assert!(find_recovery(&config).is_none());
}

#[test]
fn losing_the_focus_autosaves_at_once() {
    let (dir, rig) = sample_copy();
    let config = dir.path().join("config");
    let mut h = harness_in(Start::Path(rig), &config);
    let copy = h.state().recovery_path();
    let focus = |h: &mut Harness<'static, RagrigApp>, on: bool| {
        h.input_mut()
            .viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .focused = Some(on);
    };
    focus(&mut h, true);
    h.run_steps(1);
    set_mass(&mut h, "shin_l", 3.75);
    assert!(!copy.exists());
    focus(&mut h, false);
    h.run_steps(1);
    assert_eq!(copy_mass(&copy, "shin_l"), Some(3.75));
}

#[test]
fn a_second_editor_leaves_a_running_editors_copy_alone_and_offers_it_after_a_crash() {
    let (dir, rig) = sample_copy();
    let config = dir.path().join("config");
    let mut a = harness_in(Start::Path(rig.clone()), &config);
    set_mass(&mut a, "forearm_l", 2.75);
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    a.run_steps(1);
    assert!(a.state().recovery_path().exists());
    // B starts while A runs: nothing is offered, and B's clean exit leaves A's copy.
    let mut b = harness_in(Start::Path(rig.clone()), &config);
    assert!(b.query_by_label("Recover unsaved changes?").is_none());
    eframe::App::on_exit(b.state_mut());
    drop(b);
    assert!(a.state().recovery_path().exists());
    // A dies without a clean exit: the next start offers its copy, and restoring it makes a
    // recovered, unsaved document that asks before it is closed.
    drop(a);
    let mut c = harness_in(Start::Path(rig.clone()), &config);
    c.get_by_label("Recover unsaved changes?");
    c.get_by_label("Restore autosave").click();
    c.run_steps(2);
    assert_eq!(mass(&c, "forearm_l"), 2.75);
    let doc = &c.state().state.doc;
    assert!(doc.has_unsaved_work());
    assert_eq!(doc.project.rig_path.as_deref(), Some(rig.as_path()));
    // The restored work is this session's copy at once (a second crash keeps it).
    assert_eq!(
        copy_mass(&c.state().recovery_path(), "forearm_l"),
        Some(2.75)
    );
    assert!(find_recovery(&config).is_none());
    c.state_mut().state.status.clear();
    c.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    c.run_steps(2);
    c.get_by_label("Unsaved changes");
}

#[test]
fn a_failed_save_keeps_the_work_unsaved_and_says_why() {
    let (dir, rig) = sample_copy();
    let config = dir.path().join("config");
    let mut h = harness_in(Start::Path(rig.clone()), &config);
    set_mass(&mut h, "forearm_l", 2.25);
    // A path under a regular file cannot be written.
    let blocked = rig.join("inside.rig.toml");
    assert!(!h.state_mut().save_to(&blocked));
    h.run_steps(3);
    h.get_by_label_contains("cannot save");
    assert!(h.state().state.doc.has_unsaved_work());
    assert_eq!(
        copy_mass(&rig, "shin_l"),
        Some({
            let p = Project::open_rig(&sample_rig()).unwrap();
            p.rig.body("shin_l").unwrap().mass
        })
    );
    // The autosave still keeps the edit.
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    h.run_steps(1);
    assert_eq!(
        copy_mass(&h.state().recovery_path(), "forearm_l"),
        Some(2.25)
    );
}

/// The sample with the lumbar twist range inverted (min above max), opened in the editor.
fn inverted_twist_harness(config: &Path) -> Harness<'static, RagrigApp> {
    let mut p = Project::open_rig(&sample_rig()).unwrap();
    let j = p.rig.joint_index("lumbar").unwrap();
    let (lo, hi) = (p.rig.joints[j].twist_min, p.rig.joints[j].twist_max);
    p.rig.joints[j].twist_min = hi + 0.5;
    p.rig.joints[j].twist_max = lo;
    harness_in(Start::Document(Box::new(Document::new(p, 1))), config)
}

#[test]
fn simulate_and_go_ragdoll_are_disabled_with_the_reason_while_the_doctor_reports_errors() {
    let dir = tmpdir();
    let mut h = inverted_twist_harness(dir.path());
    assert!(h.get_by_label("Simulate").accesskit_node().is_disabled());
    assert!(
        h.get_by_label("Go ragdoll (G)")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label_contains("Simulation off: the rig doctor reports");
    // The G key is refused too, with the reason in the status bar.
    h.key_press(Key::G);
    h.run_steps(1);
    assert!(h.state().state.live.is_none());
    assert!(
        h.state().state.status.contains("cannot go ragdoll"),
        "{}",
        h.state().state.status
    );
    // The doctor's one-click fix (swap the twist limits) lifts the gate.
    let fix = h
        .state_mut()
        .state
        .doc
        .findings()
        .iter()
        .find_map(|f| {
            f.fix
                .clone()
                .filter(|x| matches!(x, ragrig::rig::Fix::SwapTwist { .. }))
        })
        .unwrap();
    let mut rig = h.state().state.doc.rig().clone();
    ragrig::rig::apply_fix(&mut rig, &fix);
    h.state_mut().state.doc.replace_rig("Fix", rig);
    h.run_steps(1);
    assert!(!h.get_by_label("Simulate").accesskit_node().is_disabled());
    h.get_by_label("Simulate").click();
    h.run_steps(2);
    assert!(h.state().state.live.is_some());
}

#[test]
fn a_running_simulation_waits_while_an_edit_leaves_doctor_errors() {
    let (dir, rig) = sample_copy();
    let mut h = harness_in(Start::Path(rig), &dir.path().join("config"));
    h.get_by_label("Simulate").click();
    h.run_steps(4);
    let t0 = h.state().state.live.as_ref().unwrap().session.time;
    assert!(t0 > 0.0);
    // An edit that the doctor refuses (a negative mass).
    let mut bad = h.state().state.doc.rig().clone();
    bad.bodies[0].mass = -1.0;
    h.state_mut().state.doc.replace_rig("Bad mass", bad);
    h.run_steps(4);
    let live = h.state().state.live.as_ref().unwrap();
    assert_eq!(live.session.time, t0, "stepped a refused rig");
    assert!(
        live.label().starts_with("sim waiting: the rig doctor"),
        "{}",
        live.label()
    );
    // Undo: the simulation goes on.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(4);
    let live = h.state().state.live.as_ref().unwrap();
    assert!(live.session.time > t0);
    assert!(live.blocked.is_none());
}

#[test]
fn the_inspector_refuses_nan_and_infinity_and_swaps_an_inverted_twist() {
    let (dir, rig) = sample_copy();
    let mut h = harness_in(Start::Path(rig), &dir.path().join("config"));
    let before = mass(&h, "forearm_l");
    for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        set_mass(&mut h, "forearm_l", bad);
        assert_eq!(mass(&h, "forearm_l"), before, "{bad}");
    }
    h.run_steps(1);
    h.get_by_label_contains("Mass: -inf is not a finite number");
    // Out of range: clamped, with a note.
    set_mass(&mut h, "forearm_l", -4.0);
    assert_eq!(mass(&h, "forearm_l"), 0.001);
    h.run_steps(1);
    h.get_by_label_contains("Mass: -4 is outside 0.001 to 10000");
    // A twist min set above the max: the range is swapped, with a note.
    let j = h.state().state.doc.rig().joint_index("knee_l").unwrap();
    let max_deg = h.state().state.doc.rig().joints[j].twist_max.to_degrees();
    h.state_mut().state.selection = Selection::Joint(j);
    h.run_steps(1);
    h.get_by_role_and_label(Role::SpinButton, "Twist min (about X)")
        .set_value_accesskit((max_deg + 30.0) as f64);
    h.run_steps(2);
    let jt = &h.state().state.doc.rig().joints[j];
    assert!(
        (jt.twist_min.to_degrees() - max_deg).abs() < 1e-3,
        "{}",
        jt.twist_min.to_degrees()
    );
    assert!((jt.twist_max.to_degrees() - (max_deg + 30.0)).abs() < 1e-3);
    h.get_by_label_contains("swapped");
    // Nothing the inspector did left a non-finite number or an inverted range.
    let bad: Vec<&str> = h
        .state_mut()
        .state
        .doc
        .findings()
        .iter()
        .map(|f| f.code)
        .filter(|c| *c == "non-finite" || *c == "limit-out-of-range" || *c == "bad-mass")
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
}

#[test]
fn an_autosave_that_cannot_write_says_so_in_the_status_bar() {
    let (dir, rig) = sample_copy();
    // The config "folder" is a file: no recovery copy can be written there.
    let config = dir.path().join("config");
    std::fs::write(&config, b"not a folder").unwrap();
    let mut h = harness_in(Start::Path(rig), &config);
    set_mass(&mut h, "forearm_l", 2.25);
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    h.run_steps(1);
    let status = h.state().state.status.clone();
    assert!(status.starts_with("autosave failed:"), "{status}");
    // The autosave runs after the panels: the status bar shows it from the next frame.
    h.run_steps(1);
    h.get_by_label_contains("autosave failed");
    assert!(h.state().state.doc.has_unsaved_work());
}

#[test]
fn a_recovery_copy_writes_its_rig_last_so_a_kill_between_the_writes_strands_no_edit() {
    // The copy's description (`ID.json`) cannot be written: a folder sits at its path. The
    // rig (`ID.rig.toml`) is then never written either, so no process killed between the two
    // writes can leave an edit in a rig file that the next start does not offer.
    let (dir, rig) = sample_copy();
    let config = dir.path().join("config");
    let mut h = harness_in(Start::Path(rig), &config);
    let copy = h.state().recovery_path();
    std::fs::create_dir_all(copy.with_extension("").with_extension("json")).unwrap();
    set_mass(&mut h, "forearm_l", 2.25);
    std::thread::sleep(AUTOSAVE_IDLE + std::time::Duration::from_millis(100));
    h.run_steps(1);
    let status = h.state().state.status.clone();
    assert!(status.starts_with("autosave failed:"), "{status}");
    assert!(!copy.exists(), "{} was written", copy.display());
}
