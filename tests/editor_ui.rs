//! The editor driven through its real UI with egui_kittest (headless wgpu).

mod common;
use common::*;
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ragrig::editor::Document;
use ragrig::editor::Selection;
use ragrig::editor::{AppOptions, RagrigApp, RunOptions, Start};
use ragrig::project::Project;
use ragrig::rig::Shape;
use ragrig::session::EventKind;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn harness(start: Start) -> (Harness<'static, RagrigApp>, tempfile::TempDir) {
    let dir = tmpdir();
    let h = harness_in(start, dir.path());
    (h, dir)
}

fn harness_in(start: Start, config: &Path) -> Harness<'static, RagrigApp> {
    harness_with(start, config, RunOptions::default())
}

/// The editor on `start` with start-up options `run` (as `ragrig edit --select …` gives them).
fn harness_with(start: Start, config: &Path, run: RunOptions) -> Harness<'static, RagrigApp> {
    let config_dir = config.to_path_buf();
    Harness::builder()
        .with_size([1280.0, 800.0])
        .wgpu()
        .build_eframe(move |cc| {
            RagrigApp::new(
                cc,
                AppOptions {
                    start,
                    config_dir,
                    run,
                    outcome: Default::default(),
                },
            )
        })
}

fn sample_harness() -> (Harness<'static, RagrigApp>, tempfile::TempDir) {
    let (mut h, d) = harness(Start::Path(sample_rig()));
    h.run();
    (h, d)
}

/// Errors the rig doctor reports on the open document.
fn error_count(h: &mut Harness<'_, RagrigApp>) -> usize {
    h.state_mut()
        .state
        .doc
        .findings()
        .iter()
        .filter(|f| f.severity == ragrig::rig::Severity::Error)
        .count()
}

/// The open document's model (the test opened one that loads).
fn character<'h>(h: &'h Harness<'_, RagrigApp>) -> &'h ragrig::character::Character {
    h.state().state.doc.project.character.as_ref().unwrap()
}

fn body_index(h: &Harness<'_, RagrigApp>, name: &str) -> usize {
    h.state().state.doc.rig().body_index(name).unwrap()
}

#[test]
fn a_drive_group_selected_at_start_shows_its_sag_in_the_inspector() {
    let dir = tempfile::tempdir().unwrap();
    let run = RunOptions {
        select: Some("spine".into()),
        ..RunOptions::default()
    };
    let mut h = harness_with(Start::Path(sample_rig()), dir.path(), run);
    h.run();
    assert_eq!(h.state().state.selection, Selection::Group("spine".into()));
    h.get_by_label("Drive group spine");
    let sag = ragrig::rig::drive_sag(h.state().state.doc.rig())
        .into_iter()
        .filter(|s| s.group == "spine")
        .max_by(|a, b| a.sag_deg.total_cmp(&b.sag_deg))
        .unwrap();
    h.get_by_label_contains(&format!("Sags {:.0}° at {}", sag.sag_deg, sag.joint));
}

/// `--clip` takes a clip's name or the rig's role for it; a name that is neither, and an
/// unknown `--pane`, say so in the status bar instead of opening on the rest pose in silence.
#[test]
fn start_up_clip_is_found_by_role_and_unknown_clips_and_panes_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let start = |clip: &str, pane: Option<&str>| {
        let run = RunOptions {
            clip: Some(clip.into()),
            pane: pane.map(Into::into),
            ..RunOptions::default()
        };
        let mut h = harness_with(Start::Path(sample_rig()), dir.path(), run);
        h.run();
        h
    };
    let h = start("get-up-supine", None);
    let clip = h.state().state.playback.clip.expect("no clip");
    assert_eq!(character(&h).clips[clip].name, "getup_supine");
    let h = start("sprint", Some("Graphs"));
    let st = &h.state().state;
    assert_eq!(st.playback.clip, None);
    // The pane comes after the clip: its message is the one left.
    assert!(
        st.status.starts_with("--pane Graphs: no such pane (") && st.status.contains("Plots"),
        "{}",
        st.status
    );
    let h = start("sprint", None);
    let status = &h.state().state.status;
    assert!(
        status.starts_with("--clip sprint: no clip of that name or role (the model's clips: ")
            && status.contains("walk"),
        "{status}"
    );
}

/// A start-up selection that names nothing says so (the editor opens with nothing selected).
#[test]
fn an_unknown_start_selection_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let run = RunOptions {
        select: Some("joint:pelvis".into()),
        ..RunOptions::default()
    };
    let mut h = harness_with(Start::Path(sample_rig()), dir.path(), run);
    h.run();
    assert_eq!(h.state().state.selection, Selection::None);
    assert!(
        h.state()
            .state
            .status
            .starts_with("--select joint:pelvis: no body, joint or drive group of that name"),
        "{}",
        h.state().state.status
    );
}

#[test]
fn selecting_a_body_in_the_outliner_shows_it_in_the_inspector() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("upperarm_l").click_accesskit();
    h.run();
    assert_eq!(
        h.state().state.selection,
        Selection::Body(body_index(&h, "upperarm_l"))
    );
    h.get_by_label("Body upperarm_l");
    // Its mass is shown with its unit.
    let mass = h.get_by_role_and_label(Role::SpinButton, "Mass");
    assert!(
        mass.value().unwrap_or_default().contains("1.9"),
        "{:?}",
        mass.value()
    );
}

#[test]
fn changing_a_radius_edits_the_rig_and_undo_restores_it_exactly() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_by_label("forearm_l").click_accesskit();
    h.run();
    h.get_by_role_and_label(Role::SpinButton, "Radius")
        .set_value_accesskit(0.061);
    h.run();
    let i = body_index(&h, "forearm_l");
    match h.state().state.doc.rig().bodies[i].shape {
        Shape::Capsule { radius, .. } => assert!((radius - 0.061).abs() < 1e-6, "{radius}"),
        s => panic!("{s:?}"),
    }
    assert!(h.state().state.doc.is_dirty());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().state.doc.rig(), &original);
    // Redo brings the edit back.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_ne!(h.state().state.doc.rig(), &original);
}

#[test]
fn dragging_a_value_is_one_undo_step() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_by_label("shin_l").click_accesskit();
    h.run();
    let rect = h.get_by_role_and_label(Role::SpinButton, "Mass").rect();
    let start = rect.center();
    h.drag_at(start);
    h.run();
    for k in 1..=12 {
        h.hover_at(start + egui::vec2(6.0 * k as f32, 0.0));
        h.run();
    }
    h.drop_at(start + egui::vec2(72.0, 0.0));
    h.run();
    let i = body_index(&h, "shin_l");
    let mass = h.state().state.doc.rig().bodies[i].mass;
    assert!(mass > original.bodies[i].mass + 0.05, "mass {mass}");
    assert_eq!(h.state().state.doc.history.len(), 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().state.doc.rig(), &original);
}

#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn dropping_a_model_opens_it_with_an_empty_rig() {
    let (mut h, _d) = sample_harness();
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(asset("Knight.glb"))));
    h.run();
    let st = &h.state().state;
    assert!(st.doc.rig().bodies.is_empty());
    let ch = st.doc.project.character.as_ref().unwrap();
    assert_eq!(ch.skins[0].joints.len(), 41);
    // The outliner shows the new skeleton; the findings say the rig is empty.
    h.get_by_label("upperleg.l");
    h.get_by_label_contains("empty-rig");
    // With no ragdoll in it, the model opens the Generate ragdoll window, and the simulation
    // bar says what to do.
    assert!(h.state().state.generate.open);
    h.get_by_label("Generate ragdoll");
    h.get_by_label_contains("Generate a ragdoll (Rig menu, Generate ragdoll…) to simulate");
    assert!(h.state().state.status.contains("no ragdoll yet"));
    // Closed, it comes back from the empty-rig finding's button (the window's own buttons are
    // pressed through accesskit, as in the test of the window below).
    h.get_by_label("Cancel").click_accesskit();
    h.run();
    assert!(!h.state().state.generate.open);
    h.get_by_label("Generate…").click();
    h.run();
    assert!(h.state().state.generate.open);
    // The Inspector, with nothing to inspect, offers it too.
    h.get_by_label("Cancel").click_accesskit();
    h.run();
    h.get_by_label("This model has no ragdoll yet.");
    h.get_by_label("Generate a ragdoll…").click();
    h.run();
    assert!(h.state().state.generate.open);
}

#[test]
fn a_rig_with_bodies_opens_without_the_generate_window() {
    let (mut h, _d) = sample_harness();
    h.run();
    assert!(!h.state().state.generate.open);
    assert!(h.query_by_label("Generate…").is_none());
    assert!(h.query_by_label("Generate a ragdoll…").is_none());
}

#[test]
fn clicking_a_planted_finding_selects_its_body() {
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    let head = project.rig.body_index("head").unwrap();
    project.rig.bodies[head].shape = Shape::Capsule {
        radius: -0.1,
        half_height: 0.01,
    };
    let (mut h, _d) = harness(Start::Document(Box::new(Document::new(project, 1))));
    h.run();
    h.get_by_label_contains("bad-shape-size").click();
    h.run();
    assert_eq!(h.state().state.selection, Selection::Body(head));
    h.get_by_label("Body head");
}

#[test]
fn the_viewport_draws_the_character() {
    let (mut h, _d) = sample_harness();
    let img = h.render().expect("render");
    // The viewport is the centre column; its background is a flat dark grey. Count pixels in
    // the middle of the viewport that are much brighter (the skin, the shapes).
    let (w, hgt) = (img.width(), img.height());
    let (x0, x1, y0, y1) = (w * 35 / 100, w * 60 / 100, hgt * 15 / 100, hgt * 75 / 100);
    let mut bright = 0;
    let mut total = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let p = img.get_pixel(x, y).0;
            total += 1;
            if p[0] as u32 + p[1] as u32 + p[2] as u32 > 3 * 90 {
                bright += 1;
            }
        }
    }
    let share = bright as f64 / total as f64;
    assert!(
        share > 0.08,
        "only {share:.3} of the viewport centre is drawn"
    );
    // Hiding skin and shapes leaves (almost) only the background, bones and grid.
    h.state_mut().state.overlays.mesh = false;
    h.state_mut().state.overlays.shapes = false;
    h.run();
    let img = h.render().expect("render");
    let bright2 = (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y).0;
            p[0] as u32 + p[1] as u32 + p[2] as u32 > 3 * 90
        })
        .count();
    assert!(
        (bright2 as f64) < 0.5 * bright as f64,
        "{bright2} vs {bright}"
    );
}

/// The default wall stands between the camera and the character, covering the whole view. The
/// character behind it must stay readable: its pixels change by at most a light tint (one
/// translucent face): measured 16 of 255 per channel on average, where the wall's front and
/// back faces both tinted (0.35 each) shifted them by 51.
#[test]
fn a_wall_in_front_only_tints_the_character_behind_it() {
    let (mut h, _d) = sample_harness();
    let centre = |img: &image::RgbaImage| -> Vec<[u8; 4]> {
        let (w, hgt) = (img.width(), img.height());
        (hgt * 20 / 100..hgt * 60 / 100)
            .flat_map(|y| (w * 40 / 100..w * 55 / 100).map(move |x| (x, y)))
            .map(|(x, y)| img.get_pixel(x, y).0)
            .collect()
    };
    let before = centre(&h.render().expect("render"));
    h.state_mut()
        .state
        .sim_controls
        .obstacles
        .push(ragrig::sim::Obstacle::default_wall());
    h.run();
    let after = centre(&h.render().expect("render"));
    let shift = before
        .iter()
        .zip(&after)
        .map(|(a, b)| (0..3).map(|c| a[c].abs_diff(b[c]) as f64).sum::<f64>() / 3.0)
        .sum::<f64>()
        / before.len() as f64;
    assert!(shift > 2.0, "the wall is not drawn at all ({shift:.1})");
    assert!(
        shift < 20.0,
        "the wall washes the character out ({shift:.1} of 255)"
    );
}

#[test]
fn dragging_the_gizmo_moves_the_selected_body_in_one_undo_step() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_by_label("thigh_l").click_accesskit();
    h.run();
    let centre = {
        let st = &h.state().state;
        let i = st.doc.rig().body_index("thigh_l").unwrap();
        st.doc.body_world(&st.pose())[i].unwrap().translation
    };
    drag_right_from(&mut h, centre);
    let st = &h.state().state;
    let i = st.doc.rig().body_index("thigh_l").unwrap();
    let moved = st.doc.body_world(&st.pose())[i].unwrap().translation - centre;
    // 40 px to the right on screen: the body moved along the camera's right axis.
    let right = st.camera.view().row(0).truncate();
    assert!(moved.dot(right) > 0.02, "moved {moved:?}");
    assert_eq!(st.doc.history.len(), 1);
    assert_eq!(st.selection, Selection::Body(i));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().state.doc.rig(), &original);
}

/// Drag from a world point's place on screen 40 px to the right, in steps, as a user would.
fn drag_right_from(h: &mut Harness<'static, RagrigApp>, world: glam::Vec3) {
    let p = {
        let st = &h.state().state;
        let rect = st.viewport_rect.unwrap();
        let ndc = st
            .camera
            .view_proj(rect.width() / rect.height())
            .project_point3(world);
        egui::pos2(
            rect.left() + (ndc.x + 1.0) * 0.5 * rect.width(),
            rect.top() + (1.0 - ndc.y) * 0.5 * rect.height(),
        )
    };
    h.hover_at(p);
    h.run();
    h.drag_at(p);
    h.run();
    for k in 1..=8 {
        h.hover_at(p + egui::vec2(5.0 * k as f32, 0.0));
        h.run();
    }
    h.drop_at(p + egui::vec2(40.0, 0.0));
    h.run();
}

/// The obstacle open in the Switch pane takes the gizmo, also while the ragdoll runs (when the
/// rig's own gizmo is off): a drag moves it in the controls and in the running session, and
/// is not an undo step of the rig.
#[test]
fn the_open_obstacle_is_moved_by_the_gizmo_while_the_simulation_runs() {
    let dir = tempfile::tempdir().unwrap();
    let run = RunOptions {
        obstacles: vec!["box".into()],
        pane: Some("Switch".into()),
        simulate: Some(0.1),
        ..RunOptions::default()
    };
    let mut h = harness_with(Start::Path(sample_rig()), dir.path(), run);
    h.run();
    assert!(h.state().state.live.is_some());
    let before = h.state().state.sim_controls.obstacles[0];
    // Closed, the box is not the gizmo's: the same drag orbits the camera and moves nothing.
    let eye = h.state().state.camera.eye();
    drag_right_from(&mut h, before.pose.translation);
    assert_eq!(h.state().state.sim_controls.obstacles[0], before);
    assert_ne!(h.state().state.camera.eye(), eye, "the drag did not orbit");
    h.get_by_label_contains("box 1 at (").click();
    h.run();
    h.run();
    drag_right_from(&mut h, before.pose.translation);
    let st = &h.state().state;
    let after = st.sim_controls.obstacles[0];
    let moved = after.pose.translation - before.pose.translation;
    let right = st.camera.view().row(0).truncate();
    assert!(moved.dot(right) > 0.02, "moved {moved:?}");
    assert!(
        (moved - right * moved.dot(right)).length() < 0.02 * moved.length(),
        "moved off the camera's right axis: {moved:?}"
    );
    assert_eq!(
        (after.half_extents, after.kind),
        (before.half_extents, before.kind)
    );
    let live = st.live.as_ref().unwrap().session.sim.obstacles();
    assert_eq!(live, vec![after]);
    assert_eq!(st.doc.history.len(), 0);
}

fn set_radius(h: &mut Harness<'static, RagrigApp>, body: &str, r: f32) {
    h.get_by_label(body).click_accesskit();
    h.run();
    h.get_by_role_and_label(Role::SpinButton, "Radius")
        .set_value_accesskit(r as f64);
    h.run();
}

#[test]
fn unsaved_changes_are_asked_about_before_opening_another_file() {
    let (mut h, _d) = sample_harness();
    set_radius(&mut h, "forearm_l", 0.06);
    let edited = h.state().state.doc.rig().clone();
    // Cancel keeps the edited rig.
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(asset("Knight.glb"))));
    h.run();
    h.get_by_label("Unsaved changes");
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().state.doc.rig(), &edited);
    assert!(h.query_by_label("Unsaved changes").is_none());
    // Discard opens the dropped model.
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(asset("Knight.glb"))));
    h.run();
    h.get_by_label("Discard").click();
    h.run();
    assert!(h.state().state.doc.rig().bodies.is_empty());
}

#[test]
fn an_autosaved_copy_is_offered_after_a_crash() {
    let dir = tmpdir();
    // First session: edit, then autosave without a clean exit (the harness is dropped).
    let mut h = harness_in(Start::Path(sample_rig()), dir.path());
    h.run();
    set_radius(&mut h, "forearm_l", 0.065);
    let edited = h.state().state.doc.rig().clone();
    ragrig::editor::write_recovery(dir.path(), &h.state().state.doc).unwrap();
    drop(h);
    // Next start offers the copy; Recover restores the edit, unsaved, pointing at the original.
    let mut h = harness_in(Start::Path(sample_rig()), dir.path());
    h.run();
    h.get_by_label("Recover unsaved changes?");
    h.get_by_label("Restore autosave").click();
    h.run();
    let doc = &h.state().state.doc;
    let mut expect = edited.clone();
    expect.model_path = doc.rig().model_path.clone();
    assert_eq!(doc.rig(), &expect);
    assert!(doc.is_dirty());
    assert_eq!(
        doc.project.rig_path.as_deref(),
        Some(sample_rig().as_path())
    );
    assert!(
        doc.project.character.is_ok(),
        "the model is found from the recovery folder"
    );
    // A clean exit removes the copy.
    eframe::App::on_exit(h.state_mut());
    assert!(ragrig::editor::find_recovery(dir.path()).is_none());
}

#[test]
fn the_panel_layout_is_remembered_between_runs() {
    use ragrig::editor::Pane;
    let dir = tmpdir();
    let mut h = harness_in(Start::Path(sample_rig()), dir.path());
    h.run();
    let id = h
        .state_mut()
        .layout_mut()
        .tiles
        .find_pane(&Pane::Findings)
        .unwrap();
    h.state_mut().layout_mut().tiles.set_visible(id, false);
    h.run();
    assert!(h.query_by_label_contains("0 errors").is_none());
    eframe::App::on_exit(h.state_mut());
    drop(h);
    let mut h = harness_in(Start::Path(sample_rig()), dir.path());
    h.run();
    let id = h
        .state_mut()
        .layout_mut()
        .tiles
        .find_pane(&Pane::Findings)
        .unwrap();
    assert!(!h.state_mut().layout_mut().tiles.is_visible(id));
    assert!(h.query_by_label_contains("0 errors").is_none());
}

#[test]
fn export_is_refused_while_errors_remain_and_fix_buttons_repair_findings() {
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    let head = project.rig.body_index("head").unwrap();
    project.rig.bodies[head].mass = -1.0;
    let knee = project.rig.joint_index("knee_l").unwrap();
    project.rig.joints[knee].collide_connected = true;
    let (mut h, _d) = harness(Start::Document(Box::new(Document::new(project, 1))));
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export glTF with physics…").click();
    h.run();
    h.get_by_label("Export refused");
    // Named in the refusal and in the Findings panel.
    assert_eq!(h.get_all_by_label_contains("bad-mass").count(), 2);
    h.get_by_label("OK").click();
    h.run();
    // The warning's one-click fix turns the contacts off, as one undoable step. (Its button
    // is the first: errors and warnings come before the sample's notes, which have fixes too.)
    let first_fix = h
        .state_mut()
        .state
        .doc
        .findings()
        .iter()
        .find(|f| f.fix.is_some())
        .map(|f| f.code);
    assert_eq!(first_fix, Some("adjacent-collide"));
    h.get_all_by_label("Fix").next().unwrap().click();
    h.run();
    assert!(!h.state().state.doc.rig().joints[knee].collide_connected);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().state.doc.rig().joints[knee].collide_connected);
}

#[test]
fn a_notes_fix_button_turns_off_the_pair_the_clips_overlap_as_one_undo_step() {
    // A hand grown to 0.2 m lies against the thigh (and the pelvis) whenever the sample's arms
    // hang down: the doctor's clip-overlap notes, counted in the header, each with the pair's
    // switch-off as its fix.
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    let hand = project.rig.body_index("hand_l").unwrap();
    project.rig.bodies[hand].shape = Shape::Capsule {
        radius: 0.2,
        half_height: 0.04,
    };
    let (mut h, _d) = harness(Start::Document(Box::new(Document::new(project, 1))));
    h.run();
    // The notes, and where the hand–thigh one's Fix button is among the panel's (one per
    // finding that has a fix, in the findings' order). The sample's own notes (its joints
    // whose limits go beyond a human's range) are counted in the header too.
    let notes = |h: &mut Harness<'static, RagrigApp>| {
        let f = h.state_mut().state.doc.findings().to_vec();
        let count = f.iter().filter(|f| f.code == "clip-overlap").count();
        let button = f
            .iter()
            .filter(|f| f.fix.is_some())
            .position(|f| f.code == "clip-overlap" && f.message.contains("'thigh_l'"));
        (count, button)
    };
    let others = h
        .state_mut()
        .state
        .doc
        .findings()
        .iter()
        .filter(|f| f.severity == ragrig::rig::Severity::Info && f.code != "clip-overlap")
        .count();
    let header = |n: usize| match n + others {
        1 => "1 note".to_owned(),
        all => format!("{all} notes"),
    };
    let (count, button) = notes(&mut h);
    assert_eq!(count, 2);
    h.get_by_label_contains(&header(2));
    assert_eq!(h.get_all_by_label_contains("clip-overlap").count(), 2);
    let button = button.expect("the hand–thigh note has a fix");
    // Below the panel's fold at this window size: scrolled to first, as a user would.
    h.get_all_by_label("Fix")
        .nth(button)
        .unwrap()
        .scroll_to_me();
    h.run();
    h.get_all_by_label("Fix").nth(button).unwrap().click();
    h.run();
    assert!(h.state().state.doc.rig().pair_disabled("hand_l", "thigh_l"));
    assert!(!h.state().state.doc.rig().pair_disabled("hand_l", "pelvis"));
    assert_eq!(notes(&mut h), (1, None));
    h.get_by_label_contains(&header(1));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(!h.state().state.doc.rig().pair_disabled("hand_l", "thigh_l"));
    assert_eq!(notes(&mut h).0, 2);
    h.get_by_label_contains(&header(2));
}

#[test]
fn a_model_whose_physics_data_is_broken_opens_with_an_empty_rig_and_says_why() {
    // The sample exported with physics, then one joint's connected node taken out.
    let project = Project::open_rig(&sample_rig()).unwrap();
    let (bytes, _) = ragrig::export::export_glb(&project).unwrap();
    let dir = tmpdir();
    let good = dir.path().join("good.glb");
    std::fs::write(&good, &bytes).unwrap();
    let (mut json, bin) = ragrig::export::load_model_parts(&good).unwrap();
    let nodes = json["nodes"].as_array_mut().unwrap();
    let joint = nodes
        .iter_mut()
        .find_map(|n| {
            n["extensions"]["KHR_physics_rigid_bodies"]["joint"]
                .as_object_mut()
                .filter(|j| j.contains_key("connectedNode"))
        })
        .unwrap();
    joint.remove("connectedNode");
    let broken = dir.path().join("broken.glb");
    let glb = ragrig::glb::glb_bytes(serde_json::to_vec(&json).unwrap(), Some(bin)).unwrap();
    std::fs::write(&broken, glb).unwrap();
    // The model still opens, with an empty rig and a note naming the file and the fault.
    let (p, note) = Project::open_model_noting(&broken).unwrap();
    assert!(p.rig.bodies.is_empty());
    assert!(p.character.is_ok());
    let note = note.unwrap();
    assert!(
        note.contains("broken.glb") && note.contains("joint without connectedNode"),
        "{note}"
    );
    assert!(Project::open_model_noting(&good).unwrap().1.is_none());
    // In the editor the note is the status line, opened directly or from the File menu.
    let (mut h, _d) = harness(Start::Path(broken.clone()));
    h.run();
    assert_eq!(h.state().state.status, note);
    assert!(h.state().state.doc.rig().bodies.is_empty());
    h.state_mut().open_now(&good);
    h.run();
    assert_eq!(h.state().state.doc.rig().bodies.len(), 17);
    assert!(h.state().state.status.starts_with("opened "));
    h.state_mut().open_now(&broken);
    h.run();
    assert_eq!(h.state().state.status, note);
}

#[test]
fn a_body_shows_once_in_the_outliner_when_several_nodes_share_its_bones_name() {
    // The Robot has two nodes named Foot.L (and seven more such pairs); the rig's foot_l hangs
    // from the first, and the outliner listed it (and its ankle) under both.
    let path = asset("RobotExpressive.glb");
    let ch = ragrig::character::load_character(&path).unwrap();
    let feet = ch
        .skeleton
        .nodes
        .iter()
        .filter(|n| n.name == "Foot.L")
        .count();
    assert_eq!(feet, 2);
    let (rig, _) = ragrig::fit::generate(&ch, "RobotExpressive.glb", &Default::default()).unwrap();
    let foot = rig.bodies.iter().find(|b| b.name == "foot_l").unwrap();
    assert_eq!(foot.bone, "Foot.L");
    let project = Project::from_parts(None, rig, Ok(ch), path);
    let (mut h, _d) = harness(Start::Document(Box::new(Document::new(project, 1))));
    h.run();
    assert_eq!(h.get_all_by_label("foot_l").count(), 1);
    assert_eq!(h.get_all_by_label("joint ankle_l").count(), 1);
}

#[test]
fn generating_a_ragdoll_from_a_model_previews_then_applies_as_one_undo_step() {
    let (mut h, _d) = harness(Start::Path(asset("Knight.glb")));
    h.run();
    assert!(h.state().state.doc.rig().bodies.is_empty());
    // The model has no ragdoll: the window is open from the start. Closed, the Rig menu opens
    // it again.
    assert!(h.state().state.generate.open);
    h.get_by_label("Cancel").click_accesskit();
    h.run();
    assert!(!h.state().state.generate.open);
    // The menu bar comes first (the Knight also has a node named "Rig").
    h.get_all_by_label("Rig").next().unwrap().click();
    h.run();
    h.get_by_label("Generate ragdoll…").click();
    h.run();
    // The mapping table shows the automatic match for a KayKit-named leg.
    h.get_by_value("auto: upperleg.l");
    // The dialog's buttons are pressed through accesskit: a pointer click at their place on
    // this 1280×800 harness does not reach them since the dialog gained its clip-roles section
    // (not understood yet; the buttons work in the editor under Xvfb).
    h.get_by_label("Preview").click_accesskit();
    h.run();
    // The preview changes nothing yet.
    assert!(h.state().state.doc.rig().bodies.is_empty());
    assert!(
        h.state().state.generate.preview.is_some(),
        "{:?}",
        h.state().state.generate.error
    );
    h.get_by_label("Apply").click_accesskit();
    h.run();
    let rig = h.state().state.doc.rig().clone();
    assert!(rig.bodies.len() >= 15, "{}", rig.bodies.len());
    let errors = error_count(&mut h);
    assert_eq!(errors, 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(h.state().state.doc.rig().bodies.is_empty());
}

#[test]
fn refit_and_mirror_are_undoable_edits() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_by_label("forearm_l").click_accesskit();
    h.run();
    h.get_by_label("Re-fit to skin").click();
    h.run();
    let after = h.state().state.doc.rig().clone();
    let i = after.body_index("forearm_l").unwrap();
    // Only the re-fitted body changed.
    for (k, (a, b)) in original.bodies.iter().zip(&after.bodies).enumerate() {
        if k != i {
            assert_eq!(a, b);
        }
    }
    assert_ne!(original.bodies[i], after.bodies[i]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().state.doc.rig(), &original);
    // Mirror: the sample is symmetric already, so the right side stays within float noise.
    // The menu bar comes first (the Knight also has a node named "Rig").
    h.get_all_by_label("Rig").next().unwrap().click();
    h.run();
    h.get_by_label("Mirror left to right").click();
    h.run();
    let m = h.state().state.doc.rig().clone();
    for (a, b) in original.bodies.iter().zip(&m.bodies) {
        assert!(
            (a.offset.translation - b.offset.translation).length() < 1e-4,
            "{}",
            a.name
        );
    }
    assert_eq!(h.state().state.doc.history.len(), 1);
}

#[test]
fn applying_a_preset_from_the_rig_menu_is_one_undo_step() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_all_by_label("Rig").next().unwrap().click();
    h.run();
    h.get_by_label("Apply preset to the rig").click();
    h.run();
    h.get_by_label("stiff").click();
    h.run();
    let stiff = ragrig::rig::Preset::resolve("stiff").unwrap();
    let rig = h.state().state.doc.rig().clone();
    assert_eq!(
        rig.groups["knee"].gains,
        ragrig::rig::Gains::Stiffness {
            kp: stiff.gains["knee"].kp,
            kd: stiff.gains["knee"].kd
        }
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().state.doc.rig(), &original);
}

#[test]
fn simulate_drops_the_ragdoll_and_the_hit_tool_hits_a_body() {
    let (mut h, _d) = sample_harness();
    let y0 = {
        let st = &h.state().state;
        st.doc.body_world(&st.pose())[0].unwrap().translation.y
    };
    h.get_by_label("Auto-recover").click();
    h.run_steps(1);
    assert!(!h.state().state.sim_controls.auto_recover);
    h.get_by_label("Simulate").click();
    h.run_steps(30);
    let (steps, y1) = {
        let st = &h.state().state;
        let live = st.live.as_ref().expect("a live simulation");
        assert!(live.error.is_none(), "{:?}", live.error);
        assert_eq!(live.session.mode, ragrig::session::Mode::Simulated);
        (
            live.session.sim.steps,
            st.doc.body_world(&st.pose())[0].unwrap().translation.y,
        )
    };
    assert!(steps >= 60, "{steps} steps");
    // The pelvis fell (it starts at the T-pose height and ends near the ground).
    assert!(y1 < y0 - 0.3, "pelvis {y0} → {y1}");
    // The hit tool: a click on the chest records a hit (framed first: the ragdoll may have
    // fallen out of the view).
    h.state_mut().state.sim_controls.tool = ragrig::editor::SimTool::Hit;
    h.state_mut().state.frame_all = true;
    h.run_steps(1);
    let p = {
        let st = &h.state().state;
        let i = st.doc.rig().body_index("chest").unwrap();
        let c = st
            .live
            .as_ref()
            .unwrap()
            .session
            .sim
            .state(i)
            .pose
            .translation;
        screen_of(&h, c)
    };
    h.hover_at(p);
    h.run_steps(1);
    h.drag_at(p);
    h.run_steps(1);
    h.drop_at(p);
    h.run_steps(2);
    let events: Vec<EventKind> = h
        .state()
        .state
        .live
        .as_ref()
        .unwrap()
        .session
        .events
        .iter()
        .map(|e| e.kind)
        .collect();
    assert!(events.contains(&EventKind::Hit), "{events:?}");
    h.get_by_label("Reset").click();
    h.run_steps(1);
    assert!(h.state().state.live.is_none());
}

#[test]
fn with_auto_recover_the_dropped_ragdoll_gets_back_up() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Simulate").click();
    for _ in 0..40 {
        h.run_steps(5);
        if h.state()
            .state
            .live
            .as_ref()
            .unwrap()
            .session
            .events
            .iter()
            .any(|e| e.detail == "get-up finished")
        {
            break;
        }
    }
    let live = h.state().state.live.as_ref().unwrap();
    let details: Vec<&str> = live
        .session
        .events
        .iter()
        .map(|e| e.detail.as_str())
        .collect();
    assert!(live.error.is_none(), "{:?}", live.error);
    assert!(
        details.iter().any(|d| d.starts_with("settled;")),
        "{details:?}"
    );
    assert!(details.contains(&"get-up finished"), "{details:?}");
    assert_eq!(live.session.mode, ragrig::session::Mode::Animated);
}

#[test]
fn the_export_refusal_offers_the_fixes_that_exist() {
    let mut project = Project::open_rig(&sample_rig()).unwrap();
    let head = project.rig.body_index("head").unwrap();
    project.rig.bodies[head].offset.rotation *= 1.5;
    let (mut h, _d) = harness(Start::Document(Box::new(Document::new(project, 1))));
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export validated rig…").click();
    h.run();
    h.get_by_label("Export refused");
    // The dialog's Fix (the Findings panel behind it has one too: the dialog's comes last).
    h.get_all_by_label("Fix").last().unwrap().click();
    h.run();
    let q = h.state().state.doc.rig().bodies[head].offset.rotation;
    assert!((q.length() - 1.0).abs() < 1e-5, "{q:?}");
    let errors = error_count(&mut h);
    assert_eq!(errors, 0);
}

/// Screen position (points) of a world point in the viewport.
fn screen_of(h: &Harness<'_, RagrigApp>, p: glam::Vec3) -> egui::Pos2 {
    let st = &h.state().state;
    let rect = st.viewport_rect.unwrap();
    let ndc = st
        .camera
        .view_proj(rect.width() / rect.height())
        .project_point3(p);
    egui::pos2(
        rect.left() + (ndc.x + 1.0) * 0.5 * rect.width(),
        rect.top() + (1.0 - ndc.y) * 0.5 * rect.height(),
    )
}

#[test]
fn the_drag_tool_pulls_a_body_toward_the_pointer_on_a_spring() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Auto-recover").click();
    h.run_steps(1);
    h.get_by_label("Simulate").click();
    h.run_steps(90);
    h.state_mut().state.sim_controls.tool = ragrig::editor::SimTool::Drag;
    h.state_mut().state.frame_all = true;
    h.run_steps(1);
    let chest = body_index(&h, "chest");
    let c0 = h
        .state()
        .state
        .live
        .as_ref()
        .unwrap()
        .session
        .sim
        .state(chest)
        .pose
        .translation;
    let p = screen_of(&h, c0);
    h.hover_at(p);
    h.run_steps(1);
    h.drag_at(p);
    h.run_steps(1);
    // Pull 120 points up the screen and hold for two seconds.
    for k in 1..=12 {
        h.hover_at(p + egui::vec2(0.0, -10.0 * k as f32));
        h.run_steps(1);
    }
    h.run_steps(120);
    let (target, point, c1) = {
        let live = h.state().state.live.as_ref().unwrap();
        let d = live.drag.as_ref().expect("the chest is held");
        assert_eq!(d.body, chest);
        (
            d.target,
            d.point(&live.session.sim),
            live.session.sim.state(chest).pose.translation,
        )
    };
    // The target is on the camera-facing plane, above where the chest lay; the spring lifted it.
    assert!(target.y > c0.y + 0.3, "target {target} from {c0}");
    assert!(c1.y > c0.y + 0.2, "chest {c0} → {c1}");
    // A critically damped 2 Hz spring holding ~the upper body: the point is near the target.
    let miss = (point - target).length();
    assert!(
        miss < 0.25,
        "grabbed point {point} vs target {target}: {miss} m"
    );
    h.drop_at(p + egui::vec2(0.0, -120.0));
    h.run_steps(2);
    assert!(h.state().state.live.as_ref().unwrap().drag.is_none());
}

/// The largest value of a joint quantity (a field of the history's joint samples) over the
/// live run's history.
macro_rules! joint_peak {
    ($h:expr, $field:ident) => {
        ($h.state()
            .state
            .live
            .as_ref()
            .unwrap()
            .history
            .samples
            .iter())
        .filter_map(|s| s.joints.map(|j| j.$field))
        .fold(0.0f32, f32::max)
    };
}

#[test]
fn the_plots_pane_shows_the_measured_anchor_error_and_energy() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Auto-recover").click();
    h.run_steps(1);
    h.get_by_label("Simulate").click();
    h.run_steps(40);
    h.get_all_by_label("Plots").next().unwrap().click();
    h.run_steps(2);
    h.get_by_label_contains("Kinetic energy and its budget (J)");
    // Each joint plot's title gives the run's peak, read from the history here, written with
    // 2–4 decimals (× for the swing against its cone, ° for the twist beyond its range).
    let titled = |h: &Harness<'_, RagrigApp>, title: &dyn Fn(usize) -> String| {
        [2, 3, 4]
            .iter()
            .any(|&d| h.query_by_label(&title(d)).is_some())
    };
    let peak = joint_peak!(h, anchor_error_mm);
    let title = |d| format!("Max joint anchor error (mm) · peak {peak:.d$} mm (rapier)");
    assert!(titled(&h, &title), "no title with the peak {peak} mm");
    let swing = joint_peak!(h, swing_ratio);
    let title = |d| format!("Swing against the cone (1× = on it) · peak {swing:.d$}× (rapier)");
    assert!(titled(&h, &title), "no swing title with the peak {swing}×");
    let twist = joint_peak!(h, twist_overshoot_deg);
    let title = |d| format!("Twist beyond its range (°) · peak {twist:.d$}° (rapier)");
    assert!(titled(&h, &title), "no twist title with the peak {twist}°");
    let st = &h.state().state;
    let live = st.live.as_ref().unwrap();
    let hist = &live.history;
    assert_eq!(hist.samples.len() as u64, live.session.sim.steps);
    let last = hist.last().unwrap();
    // Independently: the joint frames from the bodies' poses through rig::rest.
    let rig = live.session.sim.rig();
    let bodies: Vec<_> = (0..rig.bodies.len())
        .map(|i| Some(live.session.sim.state(i).pose))
        .collect();
    let max_mm = rig
        .joints
        .iter()
        .filter_map(|j| ragrig::rig::joint_world_frames(rig, &bodies, j))
        .map(|(a, b)| (a.translation - b.translation).length() * 1000.0)
        .fold(0.0f32, f32::max);
    let measured = last.joints.expect("a ragdoll step measures the joints");
    assert!(
        (measured.anchor_error_mm - max_mm).abs() < 1e-3,
        "{} vs {max_mm}",
        measured.anchor_error_mm
    );
    // Kinetic energy, independently: Σ ½ m v² + ½ ωᵀ I ω with ω in each body's frame.
    let ke: f32 = (0..rig.bodies.len())
        .map(|i| {
            let s = live.session.sim.state(i);
            let b = &rig.bodies[i];
            let w = s.pose.rotation.inverse() * s.angvel;
            let inertia = ragrig::rig::principal_inertia(&b.shape, b.mass);
            0.5 * b.mass * s.linvel.length_squared() + 0.5 * (inertia * w * w).element_sum()
        })
        .sum();
    assert!(
        (last.kinetic_energy - ke).abs() <= 1e-4 * ke.max(1.0),
        "{} vs {ke}",
        last.kinetic_energy
    );
    // The drop starts from rest and falls: energy was gained.
    let peak = hist
        .samples
        .iter()
        .map(|s| s.kinetic_energy)
        .fold(0.0, f32::max);
    assert!(hist.samples.front().unwrap().kinetic_energy < 0.1 * peak);
    assert_eq!(hist.groups.len(), rig.groups.len());
    // With the drives on, each group's load is plotted as a percentage of its max torque, as
    // the joint inspector gives it: the title's peak is 100 × the largest demand ratio.
    h.get_by_label("Drives").click();
    h.run_steps(20);
    let live = h.state().state.live.as_ref().unwrap();
    let ratio = (live.history.samples.iter())
        .flat_map(|s| s.saturation.iter().copied())
        .filter(|v| !v.is_nan())
        .fold(0.0f32, f32::max);
    assert!(ratio > 0.0, "the drives demanded no torque");
    let titled = [1, 2, 3, 4].iter().any(|&d| {
        let t = format!(
            "Drive load per group: torque demanded as % of the max torque (100 % = saturated) · \
             peak {:.d$} % (rapier)",
            ratio * 100.0
        );
        h.query_by_label(&t).is_some()
    });
    assert!(
        titled,
        "no drive-load title with the peak {} %",
        ratio * 100.0
    );
}

#[test]
fn the_safety_strip_marks_the_teleport_and_clicking_it_seeks() {
    let (mut h, _d) = sample_harness();
    let teleport = {
        let ch = character(&h);
        ch.clips.iter().position(|c| c.name == "teleport").unwrap()
    };
    h.state_mut().state.playback.clip = Some(teleport);
    h.run_steps(2);
    let frames = ragrig::editor::panels::safety_strip::frames(&mut h.state_mut().state)
        .unwrap()
        .to_vec();
    let dt = h.state().state.doc.rig().sim.dt;
    let duration = character(&h).clips[teleport].duration;
    // One frame per sim step from 0 to the clip's end.
    assert!(
        frames
            .windows(2)
            .all(|w| (w[1].t - w[0].t - dt).abs() < 1e-5)
    );
    assert!(frames[0].t == 0.0 && frames.last().unwrap().t <= duration + 1e-5);
    assert!(frames.last().unwrap().t > duration - dt);
    // The sample's teleport clip jumps at 1.0 s: switching right after it inherits nothing.
    let after = frames.iter().find(|f| f.t > 1.0).unwrap();
    assert!(after.teleport, "{after:?}");
    assert_eq!(after.category, ragrig::switch::SafetyCategory::Bad);
    assert!(frames.iter().filter(|f| f.teleport).count() <= 2);
    let label = format!(
        "switch safety: {} ok, {} warn, {} bad frames (hover for details)",
        frames
            .iter()
            .filter(|f| f.category == ragrig::switch::SafetyCategory::Ok)
            .count(),
        frames
            .iter()
            .filter(|f| f.category == ragrig::switch::SafetyCategory::Warn)
            .count(),
        frames
            .iter()
            .filter(|f| f.category == ragrig::switch::SafetyCategory::Bad)
            .count(),
    );
    h.get_by_label(&label);
    // The frame under the playhead in words, and the clip position in steps.
    h.state_mut().state.playback.time = after.t;
    h.run_steps(2);
    h.get_by_label("switching here: bad — teleport: nothing would be inherited");
    let k = (after.t / dt).round() as i64;
    // The strip's frames run from step 0 to its last.
    let last = frames.len() as i64 - 1;
    h.get_by_label(&format!("of {duration:.3} s · frame {k} / {last}"));
    // The strip lies under the time slider's rail (labelled "Time" before it), frame for frame.
    let rail = h.get_by_role_and_label(Role::Slider, "Time").rect();
    let strip = h.get_by_label("Switch safety strip").rect();
    assert!(
        (strip.min.x - rail.min.x).abs() < 1.0 && (strip.max.x - rail.max.x).abs() < 1.0,
        "strip {strip:?}, slider {rail:?}"
    );
    h.get_by_label("Switch safety strip").click();
    h.run_steps(1);
    let t = h.state().state.playback.time;
    let middle = frames[frames.len() / 2].t;
    assert!(
        (t - middle).abs() <= dt,
        "the strip's middle is t = {middle} s, got {t}"
    );
    h.run_steps(1);
    h.get_by_label_contains("switching here: ");
}

/// Knock the sample onto its back in the live session (as the land-on-back scenario does) and
/// let it lie for `frames` frames.
/// Open the Switch pane and press Recover, then run `frames` frames.
fn press_recover(h: &mut Harness<'_, RagrigApp>, frames: usize) {
    h.get_all_by_label("Switch")
        .next()
        .unwrap()
        .click_accesskit();
    h.run_steps(3);
    h.get_by_label("Recover").click_accesskit();
    h.run_steps(frames);
}

fn knock_down(h: &mut Harness<'_, RagrigApp>, frames: usize) {
    let idle = {
        let ch = character(h);
        ch.clips.iter().position(|c| c.name == "idle").unwrap()
    };
    h.get_by_label("Auto-recover").click_accesskit();
    h.run_steps(1);
    {
        let st = &mut h.state_mut().state;
        st.playback.clip = Some(idle);
        st.playback.time = 0.525;
    }
    // One frame to lay out the timeline with the clip (its safety strip) before clicking.
    h.run_steps(1);
    h.get_by_label("Go ragdoll (G)").click_accesskit();
    h.run_steps(2);
    {
        let st = &mut h.state_mut().state;
        let chest = st.doc.rig().body_index("chest").unwrap();
        let ch = st.doc.project.character.as_ref().unwrap();
        let live = st.live.as_mut().unwrap();
        live.session
            .hit(ch, chest, glam::Vec3::new(0.0, 0.0, -50.0), None)
            .unwrap();
    }
    h.run_steps(frames);
}

#[test]
fn a_blocked_standing_capsule_names_its_obstacle_as_the_obstacle_list_does() {
    let (mut h, _d) = sample_harness();
    knock_down(&mut h, 150);
    {
        // A 3 m wide box at chest height over the lying pelvis: no get-up can stand there.
        let live = h.state_mut().state.live.as_mut().unwrap();
        let s = &mut live.session;
        let pelvis = s.sim.rig().body_index("pelvis").unwrap();
        let p = s.sim.state(pelvis).pose.translation;
        s.sim.add_obstacle(&ragrig::sim::Obstacle::box_at(
            glam::Vec3::new(p.x, 1.2, p.z),
            glam::Vec3::new(1.5, 0.2, 1.5),
        ));
    }
    press_recover(&mut h, 2);
    let clip = {
        let s = &h.state().state.live.as_ref().unwrap().session;
        assert_eq!(s.mode, ragrig::session::Mode::Simulated, "{:?}", s.events);
        s.stand_check().unwrap().clip.clone()
    };
    h.get_by_label(&format!("'{clip}': standing capsule blocked by box 1"));
}

#[test]
fn the_live_simulation_bakes_into_the_model_as_an_animation() {
    let (mut h, d) = sample_harness();
    h.get_by_label("Simulate").click();
    h.run_steps(10);
    // What the viewport shows after the last step, in the model's own coordinates.
    let (steps, dt, floor, shown) = {
        let st = &h.state().state;
        let live = st.live.as_ref().unwrap();
        let ch = st.doc.project.character.as_ref().unwrap();
        let world = ch.skeleton.world_matrices(&live.session.display_pose(ch));
        let rig = st.doc.rig();
        let shown: Vec<glam::Vec3> = world.iter().map(|m| m.w_axis.truncate()).collect();
        (live.session.sim.steps, rig.sim.dt, rig.floor, shown)
    };
    assert!(steps >= 20, "{steps}");
    let out = d.path().join("baked.glb");
    h.state_mut().export_baked_to(&out);
    h.run_steps(1);
    h.get_by_label_contains("baked ");
    let baked = ragrig::character::load_character(&out).unwrap();
    let clip = baked.clip("ragrig bake").expect("the baked clip");
    // A key at the start and one after every step.
    assert!(
        (clip.duration - steps as f32 * dt).abs() < 1e-4,
        "{} s for {steps} steps",
        clip.duration
    );
    let end = baked
        .skeleton
        .world_matrices(&clip.sample(clip.duration, &baked.skeleton.node_pose()));
    let hips = baked
        .skeleton
        .nodes
        .iter()
        .position(|n| n.name == "Hips")
        .unwrap();
    let off = (end[hips].w_axis.truncate() - (shown[hips] + glam::Vec3::Y * floor)).length();
    assert!(
        off < 1e-4,
        "the baked hips end {off} m from where the viewport showed them"
    );
}

#[test]
fn the_centre_of_mass_overlay_hangs_a_plumb_line_from_the_shown_bodies() {
    let (mut h, _d) = sample_harness();
    let com_lines = |h: &mut Harness<'_, RagrigApp>| {
        let frame = ragrig::editor::panels::viewport::build_frame(
            &mut h.state_mut().state,
            [800, 600],
            800.0 / 600.0,
        );
        let c = ragrig::editor::render::CENTRE_OF_MASS_COLOR.to_array();
        frame
            .overlay
            .chunks_exact(2)
            .filter(|l| l[0].color == c)
            .map(|l| (glam::Vec3::from(l[0].pos), glam::Vec3::from(l[1].pos)))
            .collect::<Vec<_>>()
    };
    assert!(com_lines(&mut h).is_empty(), "off by default");
    h.state_mut().state.overlays.centre_of_mass = true;
    let lines = com_lines(&mut h);
    // Independently: the shown bodies' centres weighted by their masses.
    let st = &h.state().state;
    let ch = st.doc.project.character.as_ref().unwrap();
    let rig = st.doc.rig();
    let placed = ragrig::rig::body_world(rig, &ch.skeleton, &st.pose());
    let (mut sum, mut mass) = (glam::Vec3::ZERO, 0.0);
    for (b, p) in rig.bodies.iter().zip(&placed) {
        sum += p.unwrap().translation * b.mass;
        mass += b.mass;
    }
    let com = sum / mass;
    // Standing, the sample's centre of mass is at about 55 % of its height.
    assert!(com.y > 0.8 && com.y < 1.2, "{com}");
    let plumb = lines
        .iter()
        .find(|(a, b)| (*a - com).length() < 1e-4 && b.y == 0.0)
        .expect("a line from the centre of mass to the ground");
    assert!((plumb.1.x - com.x).abs() < 1e-5 && (plumb.1.z - com.z).abs() < 1e-5);
}

#[test]
fn the_drive_load_overlay_colours_each_body_by_its_joints_load() {
    use ragrig::editor::render::drive_load::{SATURATED, load_color};
    let (mut h, _d) = sample_harness();
    // The arms' drives get almost no torque: they saturate as soon as the arms move.
    {
        let doc = &mut h.state_mut().state.doc;
        let mut rig = doc.rig().clone();
        for g in ["shoulder", "elbow"] {
            rig.groups.get_mut(g).unwrap().max_torque = 0.01;
        }
        doc.replace_rig("weak arms", rig);
    }
    use ragrig::editor::panels::viewport::drive_load_off_reason;
    let reason = |h: &Harness<'_, RagrigApp>| drive_load_off_reason(&h.state().state);
    assert!(reason(&h).is_some_and(|r| r.starts_with("not simulating")));
    h.get_by_label("Drives").click();
    h.get_by_label("Simulate").click();
    h.run_steps(10);
    h.get_by_label("Pause").click();
    h.run_steps(1);
    assert_eq!(reason(&h), None);
    let colours = |h: &mut Harness<'_, RagrigApp>| {
        let frame = ragrig::editor::panels::viewport::build_frame(
            &mut h.state_mut().state,
            [800, 600],
            800.0 / 600.0,
        );
        let mut c: Vec<[f32; 4]> = frame.shapes.iter().map(|v| v.color).collect();
        c.dedup();
        c
    };
    let off = colours(&mut h);
    h.state_mut().state.overlays.drive_load = true;
    let on = colours(&mut h);
    let st = &h.state().state;
    let live = st.live.as_ref().unwrap();
    assert!(live.session.sim.drives_enabled());
    let loads = ragrig::sim::joint_saturation(&live.session.sim);
    let rig = st.doc.rig();
    let mut saturated = 0;
    for (j, load) in rig.joints.iter().zip(&loads) {
        let load = load.expect("every joint of the sample is driven");
        let want = load_color(load).to_array();
        assert!(
            on.contains(&want),
            "{}: load {load}, {want:?} not drawn",
            j.child
        );
        assert!(
            !off.contains(&want),
            "{}: drawn with the overlay off",
            j.child
        );
        if ["shoulder", "elbow"].contains(&j.group.as_str()) {
            assert!(load >= 1.0, "{} at {load}", j.name);
            saturated += 1;
        }
    }
    assert_eq!(saturated, 4);
    assert!(on.contains(&SATURATED.to_array()));
    // The pelvis hangs below no joint.
    assert!(on.contains(&ragrig::editor::render::drive_load::NO_DRIVE.to_array()));
    // Without drives there is no load to show: the bodies keep their colours.
    h.get_by_label("Drives").click();
    h.run_steps(1);
    assert!(!colours(&mut h).contains(&SATURATED.to_array()));
    assert_eq!(reason(&h), Some("the drives are off (tick Drives)"));
}

#[test]
fn the_review_scrubs_back_through_the_recorded_run_and_any_step_ends_it() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Simulate").click();
    h.run_steps(2);
    h.get_by_label("Pause").click();
    h.run_steps(1);
    // Step by hand, keeping what the viewport shows after each step (bone positions).
    let shown = |h: &Harness<'_, RagrigApp>| -> Vec<glam::Vec3> {
        let st = &h.state().state;
        let ch = st.doc.project.character.as_ref().unwrap();
        ch.skeleton
            .world_matrices(&st.pose())
            .iter()
            .map(|m| m.w_axis.truncate())
            .collect()
    };
    let start = {
        let live = h.state().state.live.as_ref().unwrap();
        (live.session.time, live.baked.len())
    };
    let mut steps = Vec::new();
    for _ in 0..30 {
        h.state_mut().state.step_sim();
        let t = h.state().state.live.as_ref().unwrap().session.time;
        steps.push((t, shown(&h)));
    }
    let recorded = h.state().state.live.as_ref().unwrap().baked.len();
    assert_eq!(recorded, start.1 + 30);
    let first = h.state().state.live.as_ref().unwrap().baked.duration() - (steps[29].0 - start.0);
    // The slider at the time of step 10 shows that step's pose, exactly.
    let dt = f64::from(h.state().state.doc.rig().sim.dt);
    let (t10, pose10) = &steps[10];
    let review_at = first + (t10 - start.0) + 0.25 * dt;
    h.get_by_role_and_label(Role::Slider, "Review")
        .set_value_accesskit(review_at);
    h.run_steps(1);
    let live = h.state().state.live.as_ref().unwrap();
    assert!(!live.running);
    let r = live.review.expect("reviewing");
    assert!((r - review_at).abs() < 0.01, "{r} vs {review_at}");
    let got = shown(&h);
    let off = got
        .iter()
        .zip(pose10)
        .map(|(a, b)| (*a - *b).length())
        .fold(0.0f32, f32::max);
    assert!(off < 1e-6, "the review shows a pose {off} m off step 10's");
    // The last step's pose differs from step 10's: the review is not just the current pose.
    let moved = steps[29]
        .1
        .iter()
        .zip(pose10)
        .map(|(a, b)| (*a - *b).length())
        .fold(0.0f32, f32::max);
    assert!(moved > 0.01, "{moved}");
    // The Plots pane gives that step's values under the current ones.
    h.get_all_by_label("Plots").next().unwrap().click();
    h.run_steps(2);
    let energy = {
        let live = h.state().state.live.as_ref().unwrap();
        let s = live.history.samples.iter().find(|s| s.t == *t10).unwrap();
        s.kinetic_energy
    };
    h.get_by_label_contains(&format!("reviewed, {t10:.3} s (rapier)"));
    h.get_by_label_contains(&format!("energy {energy:.1} J"));
    // A step continues from where physics is (the end), and ends the review.
    h.state_mut().state.step_sim();
    let live = h.state().state.live.as_ref().unwrap();
    assert!(live.review.is_none());
    assert_eq!(live.baked.len(), recorded + 1);
}

#[test]
fn the_arrow_keys_step_the_clip_then_the_recorded_run_then_physics() {
    let (mut h, _d) = sample_harness();
    let dt = h.state().state.doc.rig().sim.dt;
    let run = character(&h)
        .clips
        .iter()
        .position(|c| c.name == "run")
        .unwrap();
    {
        let st = &mut h.state_mut().state;
        st.playback.clip = Some(run);
        st.playback.time = 0.0;
        st.playback.playing = true;
    }
    h.run_steps(1);
    h.state_mut().state.playback.time = 0.0;
    for _ in 0..3 {
        h.key_press(Key::ArrowRight);
    }
    h.key_press(Key::ArrowLeft);
    h.run_steps(1);
    let pb = &h.state().state.playback;
    assert!(!pb.playing, "stepping pauses the clip");
    assert!((pb.time - 2.0 * dt).abs() < 1e-6, "{} s", pb.time);
    // Back past the start holds at 0.
    for _ in 0..5 {
        h.key_press(Key::ArrowLeft);
    }
    h.run_steps(1);
    assert_eq!(h.state().state.playback.time, 0.0);

    // A live run: Left goes back through its recording a step at a time, Right forward and,
    // at its end, steps physics once more.
    h.get_by_label("Simulate").click();
    h.run_steps(5);
    h.get_by_label("Pause").click();
    h.run_steps(1);
    let (poses, end) = {
        let live = h.state().state.live.as_ref().unwrap();
        (live.baked.len(), live.baked.duration())
    };
    h.key_press(Key::ArrowLeft);
    h.key_press(Key::ArrowLeft);
    h.run_steps(1);
    let live = h.state().state.live.as_ref().unwrap();
    let back2 = live.review.expect("reviewing");
    // Two poses back from the last: the pose kept two steps before the end.
    assert_eq!(live.baked.step_from(end, -2), Some(back2));
    assert!(
        (end - back2 - 2.0 * f64::from(dt)).abs() < 1e-4,
        "{end} {back2}"
    );
    h.key_press(Key::ArrowRight);
    h.run_steps(1);
    let live = h.state().state.live.as_ref().unwrap();
    assert!((end - live.review.unwrap() - f64::from(dt)).abs() < 1e-4);
    h.key_press(Key::ArrowRight);
    h.run_steps(1);
    let live = h.state().state.live.as_ref().unwrap();
    assert_eq!(live.review, None, "back at the end: live again");
    assert_eq!(live.baked.len(), poses, "no physics step yet");
    h.key_press(Key::ArrowRight);
    h.run_steps(1);
    let live = h.state().state.live.as_ref().unwrap();
    assert_eq!(live.baked.len(), poses + 1, "one physics step");
    assert!(!live.running);
}

#[test]
fn the_start_options_turn_on_the_drives_and_the_overlays() {
    // `ragrig edit --simulate 0.2 --drives --overlay drive-load --overlay centre-of-mass`
    let dir = tempfile::tempdir().unwrap();
    let run = RunOptions {
        simulate: Some(0.2),
        drives: true,
        overlays: vec!["drive-load".into(), "centre-of-mass".into()],
        ..RunOptions::default()
    };
    let mut h = harness_with(Start::Path(sample_rig()), dir.path(), run);
    h.run_steps(2);
    let st = &h.state().state;
    assert!(st.overlays.drive_load && st.overlays.centre_of_mass);
    let live = st.live.as_ref().unwrap();
    assert!(live.session.sim.drives_enabled());
}

#[test]
fn the_timeline_speed_slows_the_live_simulation_too() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Simulate").click();
    h.run_steps(2);
    let steps =
        |h: &Harness<'_, RagrigApp>| h.state().state.live.as_ref().unwrap().session.sim.steps;
    let s0 = steps(&h);
    h.run_steps(20);
    let at_1x = steps(&h) - s0;
    h.get_by_role_and_label(Role::SpinButton, "Speed")
        .set_value_accesskit(0.25);
    h.run_steps(1);
    assert_eq!(h.state().state.playback.speed, 0.25);
    let s1 = steps(&h);
    h.run_steps(20);
    let at_quarter = steps(&h) - s1;
    // The same frames simulate a quarter of the time: a quarter of the fixed steps (the
    // stepper carries the remainder, so at most one step apart).
    assert!(at_1x >= 40, "{at_1x}");
    assert!(
        at_quarter.abs_diff(at_1x / 4) <= 1,
        "{at_quarter} steps at 0.25× against {at_1x} at 1×"
    );
}

#[test]
fn the_plots_leave_a_gap_while_the_get_up_blend_places_the_bodies() {
    let (mut h, _d) = sample_harness();
    knock_down(&mut h, 150);
    press_recover(&mut h, 20);
    h.get_all_by_label("Plots").next().unwrap().click();
    h.run_steps(2);
    let (ragdoll_steps, blend_steps) = {
        let live = h.state().state.live.as_ref().unwrap();
        assert_eq!(live.session.mode, ragrig::session::Mode::Blending);
        let hist = &live.history;
        // The ragdoll's steps come first, each measured; then the blend's, none measured.
        let ragdoll = hist
            .samples
            .iter()
            .take_while(|s| s.joints.is_some())
            .count();
        let blend = hist.samples.len() - ragdoll;
        assert!(
            hist.samples
                .iter()
                .skip(ragdoll)
                .all(|s| s.joints.is_none())
        );
        // One stretch of points, as long as the ragdoll's steps, ending at its last step.
        let stretches = hist.joint_series(|j| j.swing_ratio);
        assert_eq!(stretches.len(), 1);
        assert_eq!(stretches[0].len(), ragdoll);
        assert_eq!(stretches[0][ragdoll - 1][0], hist.samples[ragdoll - 1].t);
        (ragdoll, blend)
    };
    assert!(ragdoll_steps >= 100, "{ragdoll_steps}");
    assert!(blend_steps >= 20, "{blend_steps}");
    h.get_by_label_contains("gaps: a get-up blend");
    h.get_by_label_contains("joints not measured (the clip places the bodies)");
}

#[test]
fn recover_starts_the_get_up_and_the_scrubber_previews_the_blend() {
    let (mut h, _d) = sample_harness();
    knock_down(&mut h, 150);
    assert_eq!(
        h.state().state.live.as_ref().unwrap().session.mode,
        ragrig::session::Mode::Simulated
    );
    press_recover(&mut h, 1);
    let (clip, why) = {
        let s = &h.state().state.live.as_ref().unwrap().session;
        assert_eq!(s.mode, ragrig::session::Mode::Blending, "{:?}", s.events);
        s.getup_choice().unwrap()
    };
    assert_eq!(clip, "getup_supine", "{why}");
    h.get_by_label(&format!("get-up: {clip}; {why}"));
    // The scrubber: the shown pose is the session's blend at the chosen time, and time stops.
    h.get_by_label("Preview get-up blend").click_accesskit();
    h.run_steps(1);
    h.get_by_role_and_label(Role::SpinButton, "blend time")
        .set_value_accesskit(0.5);
    h.run_steps(1);
    let steps = h.state().state.live.as_ref().unwrap().session.sim.steps;
    h.run_steps(5);
    let st = &h.state().state;
    let live = st.live.as_ref().unwrap();
    assert_eq!(live.session.sim.steps, steps, "paused while previewing");
    assert!((st.getup_preview.unwrap() - 0.5).abs() < 1e-3);
    let ch = st.doc.project.character.as_ref().unwrap();
    // (The slider snaps to whole sim steps: 0.5 s is step 30.)
    let t = st.getup_preview.unwrap();
    let expected = live.session.blend_preview(ch, t).unwrap();
    let shown = st.pose();
    assert_eq!(shown.len(), expected.len());
    for (a, b) in shown.iter().zip(&expected) {
        assert!((a.translation - b.translation).length() < 1e-6);
        assert!(a.rotation.dot(b.rotation).abs() > 1.0 - 1e-6);
    }
    // Weight 0 at the start: the preview at 0 is the captured pose (the ragdoll's).
    let at0 = live.session.blend_preview(ch, 0.0).unwrap();
    assert!(
        at0.iter()
            .zip(&expected)
            .any(|(a, b)| (a.translation - b.translation).length() > 1e-3
                || a.rotation.angle_between(b.rotation) > 1e-3),
        "the blend moves between 0 and 0.5 s"
    );
}

#[test]
fn get_up_mode_obstacles_ownership_and_scenarios_in_the_switch_pane() {
    let (mut h, _d) = sample_harness();
    let original = h.state().state.doc.rig().clone();
    h.get_all_by_label("Switch")
        .next()
        .unwrap()
        .click_accesskit();
    h.run_steps(3);
    // The mode is a rig edit with undo.
    h.get_by_label("powered").click_accesskit();
    h.run_steps(1);
    assert_eq!(
        h.state().state.doc.rig().recovery.mode,
        ragrig::rig::RecoveryMode::Powered
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(1);
    assert_eq!(h.state().state.doc.rig(), &original);
    // Obstacles persist into every new session.
    h.get_by_label("Add wall").click_accesskit();
    h.run_steps(1);
    h.get_by_label("Add slope").click_accesskit();
    h.run_steps(1);
    let kinds: Vec<_> = h
        .state()
        .state
        .sim_controls
        .obstacles
        .iter()
        .map(|o| o.kind)
        .collect();
    assert_eq!(
        kinds,
        [
            ragrig::sim::ObstacleKind::Wall,
            ragrig::sim::ObstacleKind::Slope
        ]
    );
    h.get_by_label("Simulate").click_accesskit();
    h.run_steps(2);
    assert_eq!(
        h.state()
            .state
            .live
            .as_ref()
            .unwrap()
            .session
            .sim
            .obstacles(),
        h.state().state.sim_controls.obstacles
    );
    // Ownership: a manual weight on a body in the ragdoll.
    h.get_by_label("Ownership (animation / physics per body)")
        .click_accesskit();
    h.run_steps(1);
    h.get_by_role_and_label(Role::Slider, "forearm_l")
        .set_value_accesskit(0.25);
    h.run_steps(1);
    let i = body_index(&h, "forearm_l");
    assert_eq!(
        h.state().state.live.as_ref().unwrap().session.ownership()[i],
        ragrig::recover::Owner::Blend(0.25)
    );
    h.get_by_label("Clear obstacles").click_accesskit();
    h.run_steps(1);
    assert!(h.state().state.sim_controls.obstacles.is_empty());
    assert!(
        h.state()
            .state
            .live
            .as_ref()
            .unwrap()
            .session
            .sim
            .obstacles()
            .is_empty()
    );
    // The scenario suite runs on the document's rig and lists every scenario.
    h.run_steps(1);
    h.get_by_label("Run scenarios").click_accesskit();
    h.run_steps(2);
    let reports = h.state().state.scenarios.clone().unwrap();
    assert_eq!(
        reports.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
        ragrig::scenario::names()
    );
    let passed = reports.iter().filter(|r| r.passed).count();
    h.get_by_label(&format!("{passed} of {} passed", reports.len()));
    assert_eq!(passed, reports.len(), "the sample passes its own scenarios");
}

#[test]
#[cfg(feature = "jolt")]
fn compare_mode_steps_a_ghost_on_the_other_engine_and_plots_both() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Auto-recover").click();
    h.run_steps(1);
    h.get_by_label("Compare").click();
    h.run_steps(1);
    assert!(h.state().state.sim_controls.compare);
    h.get_by_label("Simulate").click();
    h.run_steps(20);
    let (primary, ghost) = {
        let live = h.state().state.live.as_ref().expect("a live simulation");
        assert!(live.error.is_none(), "{:?}", live.error);
        let g = live.ghost.as_ref().expect("a ghost");
        assert!(g.alive(), "{:?}", g.error);
        assert_ne!(g.engine(), live.session.sim.engine_kind());
        // Lockstep from one stepper: the same steps and time, both histories recorded.
        assert!(live.session.sim.steps >= 20, "{}", live.session.sim.steps);
        assert_eq!(g.session.sim.steps, live.session.sim.steps);
        assert_eq!(g.session.time, live.session.time);
        assert_eq!(g.session.mode, ragrig::session::Mode::Simulated);
        assert_eq!(g.history.samples.len(), live.history.samples.len());
        assert_eq!(g.divergence.len(), g.history.samples.len());
        (live.session.sim.engine_kind().name(), g.engine().name())
    };
    // The bar says which is which.
    h.get_by_label_contains(&format!("compare: {primary} solid, {ghost} ghost"));
    // The viewport draws the ghost's bodies as a translucent layer of their own.
    let frame = ragrig::editor::panels::viewport::build_frame(
        &mut h.state_mut().state,
        [800, 600],
        800.0 / 600.0,
    );
    assert!(!frame.ghost.is_empty());
    let alpha = ragrig::editor::GHOST_COLOR[3];
    assert!(frame.ghost.iter().all(|v| v.color[3] == alpha));
    assert!(alpha > 0.1 && alpha < 0.6, "{alpha}");
    // The plots: both engines' curves, told apart by their line style, each plot's peak per
    // engine in its title.
    h.get_all_by_label("Plots").next().unwrap().click();
    h.run_steps(2);
    h.get_by_label(&format!(
        "in the plots: solid lines {primary}, dashed lines {ghost} (ghost)"
    ));
    let live = h.state().state.live.as_ref().unwrap();
    let p_peak = (live.history.samples.iter())
        .map(|s| s.kinetic_energy)
        .fold(0.0f32, f32::max);
    let g_peak = (live.ghost.as_ref().unwrap().history.samples.iter())
        .map(|s| s.kinetic_energy)
        .fold(0.0f32, f32::max);
    let limp = !live.session.sim.drives_enabled();
    assert!(p_peak > 0.0 && g_peak > 0.0, "{p_peak} {g_peak}");
    // The peaks as the title writes them ("peak kinetic 70.62 J (rapier), kinetic 11.26 J
    // (jolt (ghost))"): two decimals under 100 J, one above.
    let has = |v: f32, tag: &str| {
        [format!("{v:.1} J ({tag})"), format!("{v:.2} J ({tag})")]
            .iter()
            .any(|t| h.query_by_label_contains(&format!("kinetic {t}")).is_some())
    };
    assert!(has(p_peak, primary), "no peak {p_peak} J for {primary}");
    assert!(
        has(g_peak, &format!("{ghost} (ghost)")),
        "no peak {g_peak} J for the ghost"
    );
    h.get_by_label("— kinetic");
    h.get_by_label("— budget");
    // A limp run has no drive plot, only a note that says how to get one.
    assert!(limp);
    h.get_by_label_contains("The drives are off (a limp ragdoll)");
    assert!(
        h.query_by_label_contains(
            "Drive load per group: torque demanded as % of the max torque (100"
        )
        .is_none()
    );
    h.get_by_label_contains("Divergence: largest body centre distance");
    // Off: the ghost is dropped, the primary runs on.
    let steps = h.state().state.live.as_ref().unwrap().session.sim.steps;
    h.get_by_label("Compare").click();
    h.run_steps(5);
    let live = h.state().state.live.as_ref().unwrap();
    assert!(live.ghost.is_none());
    assert!(!h.state().state.sim_controls.compare);
    assert!(live.session.sim.steps > steps);
}

#[test]
fn the_findings_pane_lists_what_the_model_import_noted() {
    // A clip channel on a target path the import leaves out, and skin weights it renormalised.
    let model = repo().join("tests/fuzz/regressions/channel_target_path_unknown.gltf");
    let (mut h, _d) = harness(Start::Path(model));
    h.run();
    let notes = character(&h).notes.clone();
    assert_eq!(notes.len(), 2, "{notes:?}");
    h.get_by_label("· 2 model import notes (at the end of the list)");
    h.get_by_label_contains("import  animation 'move': left out 1 channel(s) on a target path");
    h.get_by_label_contains("import  mesh 'tri': renormalised the weights of 3 vertices");
    // The model has no rig: one error, counted in the Findings header and the status bar.
    assert_eq!(h.get_all_by_label("1 error").count(), 2);
}

/// While the ragdoll simulates, a selected joint's inspector shows it measured on the running
/// simulation: its swing against the cone, twist overshoot, anchor gap and drive load, the
/// numbers the engine reports this frame.
#[test]
fn a_selected_joint_shows_its_live_measurements_while_simulating() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Drives").click();
    h.get_by_label("Simulate").click();
    h.run_steps(10);
    h.get_by_label("Pause").click();
    h.run_steps(1);
    let k = h.state().state.doc.rig().joint_index("knee_l").unwrap();
    h.state_mut().state.selection = ragrig::editor::Selection::Joint(k);
    h.run_steps(2);
    let want = {
        let live = h.state().state.live.as_ref().unwrap();
        let sim = &live.session.sim;
        let j = sim.rig().joint_index("knee_l").unwrap();
        let m = sim.joint_measures()[j];
        // The gap measured independently: the distance between the joint's two anchors, each
        // placed by its body's pose (m; the line gives mm).
        let joint = &sim.rig().joints[j];
        let anchor = |body: &str, frame: &ragrig::xform::Rigid| {
            let i = sim.rig().body_index(body).unwrap();
            sim.state(i).pose.transform_point(frame.translation)
        };
        let gap = anchor(&joint.parent, &joint.parent_frame)
            .distance(anchor(&joint.child, &joint.child_frame));
        assert!((gap - m.gap).abs() < 1e-6, "{gap} m vs {} m", m.gap);
        let load = ragrig::sim::joint_saturation(sim)[j].expect("the drives are on");
        // The foot is on the ground: the knee's drive is damped for the body above it.
        let s = sim.drive_kd_scale(j);
        assert!(s > 1.0, "knee_l Kd ×{s}");
        let kd = format!(" · Kd ×{s:.1} (its child side is held)");
        format!(
            "Live: swing {:.2}× its cone · twist {:.1}° over · gap {:.1} mm · drive load {:.0} %{kd}",
            m.swing_ratio,
            m.twist_overshoot.to_degrees(),
            m.gap * 1000.0,
            load * 100.0
        )
    };
    h.get_by_label(&want);
    h.get_by_label("Drives").click();
    h.run_steps(2);
    h.get_by_label_contains("mm · drives off");
}

/// In a narrow Timeline the simulation bar's settings wrap whole: the hit strength, the last
/// of them, moves to the next line with its label instead of running under the panel beside.
#[test]
fn the_hit_strength_wraps_whole_instead_of_being_cut_off() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Simulate").click();
    h.run_steps(4);
    assert!(h.state().state.live.is_some());
    let value = h
        .get_by_role_and_label(Role::SpinButton, "Hit strength")
        .rect();
    let label = h.get_by_role_and_label(Role::Label, "Hit strength").rect();
    let inspector = h.get_by_label("Inspector").rect();
    let engine = h.get_by_role_and_label(Role::Label, "Engine").rect();
    eprintln!("hit strength {label:?} {value:?}; engine {engine:?}; inspector tab {inspector:?}");
    assert!(
        value.right() < inspector.left(),
        "{value:?} runs under {inspector:?}"
    );
    // On a line of its own below the engine's, its label beside it.
    assert!(label.top() > engine.bottom(), "{label:?} / {engine:?}");
    assert!((label.center().y - value.center().y).abs() < 4.0 && label.right() <= value.left());
}

/// With the drives on, the Plots pane has five plots; at the editor's default size they share
/// its height, so the last (the drive load) is in view without scrolling, at a readable height.
#[test]
fn every_plot_is_in_view_in_the_plots_pane() {
    let (mut h, _d) = sample_harness();
    h.get_by_label("Drives").click();
    h.run_steps(1);
    h.get_by_label("Simulate").click();
    h.run_steps(20);
    h.get_all_by_label("Plots").next().unwrap().click();
    h.run_steps(3);
    let title = h
        .get_by_label_contains("Drive load per group: torque demanded as % of the max torque")
        .rect();
    let status = h.get_by_label("rig OK").rect();
    let key = h.get_by_label_contains("— spine").rect();
    eprintln!("drive-load title {title:?}, key {key:?}, status bar {status:?}");
    // Below its title and key: a plot at least the smallest height, above the status bar.
    assert!(key.top() >= title.bottom() - 1.0);
    assert!(
        key.bottom() + ragrig::editor::panels::plots::MIN_PLOT_HEIGHT < status.top(),
        "the drive load plot is below the fold: key {key:?}, status bar {status:?}"
    );
}
