//! What a fuzz case goes through: everything in ragrig that reads a rig file or a model.
//! A returned `Err` is a broken expectation (e.g. the gate let a refused rig into the
//! simulation, or an export does not read back); a panic anywhere is caught by the runner.

use super::Stats;
use glam::Vec3;
use ragrig::character::load_character_from_bytes;
use ragrig::character::{Character, load_character};
use ragrig::editor::Document;
use ragrig::editor::EditorState;
use ragrig::editor::Selection;
use ragrig::editor::panels::viewport::build_frame;
use ragrig::editor::{AppOptions, RagrigApp, RunOptions, Start};
use ragrig::editor::{clear_recovery, find_recovery, load_recovery, open_path, write_recovery};
use ragrig::export::check_exportable;
use ragrig::export::export_glb;
use ragrig::export::import_khr;
use ragrig::export::load_model_parts;
use ragrig::fit::{FitOptions, generate, mirror_left_to_right, refit_body};
use ragrig::project::Project;
use ragrig::rig::Preset;
use ragrig::rig::{PresetTarget, apply_preset};
use ragrig::rig::{Rig, apply_fix, check_rig, diagnose, parse_rig, write_rig};
use ragrig::session::Session;
use ragrig::switch::{SafetyThresholds, safety_timeline};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The sample rig and its model, loaded once per target.
pub struct RigContext {
    pub base_text: String,
    pub character: Character,
    pub model_file: PathBuf,
    pub dir: tempfile::TempDir,
}

impl RigContext {
    pub fn new() -> Self {
        let rig = super::common::sample_rig();
        let model_file = super::common::repo().join("sample_rigs/mannequin.glb");
        RigContext {
            base_text: std::fs::read_to_string(&rig).unwrap(),
            character: load_character(&model_file).unwrap(),
            model_file,
            dir: super::common::tmpdir(),
        }
    }
}

/// Everything that reads a rig, on the rig file `text` (with the sample model).
pub fn run_rig_text(ctx: &RigContext, text: &str, stats: &Stats) -> Result<(), String> {
    let rig = match parse_rig(text) {
        Ok(r) => r,
        Err(e) => {
            stats.count("parse error");
            let lines = text.lines().count().max(1);
            return if e.to_string().trim().is_empty() {
                Err("a parse error without a message".into())
            } else if e.line().is_some_and(|l| l == 0 || l > lines + 1) {
                Err(format!(
                    "a parse error on line {:?} of {lines}: {e}",
                    e.line()
                ))
            } else {
                Ok(())
            };
        }
    };
    canonical_round_trip(&rig)?;
    exercise_rig(&rig, &ctx.character, &ctx.model_file, ctx.dir.path(), stats)
}

/// The canonical text of an accepted rig parses, and writing it again gives the same text.
pub fn canonical_round_trip(rig: &Rig) -> Result<(), String> {
    let once = write_rig(rig);
    let again = parse_rig(&once)
        .map_err(|e| format!("the canonical text of an accepted rig does not parse: {e}"))?;
    let twice = write_rig(&again);
    if once != twice {
        let diff: Vec<String> = once
            .lines()
            .zip(twice.lines())
            .filter(|(a, b)| a != b)
            .map(|(a, b)| format!("{a}  ->  {b}"))
            .take(3)
            .collect();
        return Err(format!(
            "the canonical text is not stable: {}",
            diff.join("; ")
        ));
    }
    Ok(())
}

/// The doctor, its fixes, the editor's rig operations, the gate, a few simulation steps,
/// the safety strip, export and its read-back, and the editor's document on `rig`.
pub fn exercise_rig(
    rig: &Rig,
    ch: &Character,
    model_file: &Path,
    scratch: &Path,
    stats: &Stats,
) -> Result<(), String> {
    let findings = diagnose(rig, Some(ch));
    let _ = diagnose(rig, None);
    for f in &findings {
        if let Some(fix) = &f.fix {
            let mut r = rig.clone();
            apply_fix(&mut r, fix);
            let _ = diagnose(&r, Some(ch));
        }
    }
    let _ = mirror_left_to_right(rig, &ch.skeleton);
    let mut preset_applied = rig.clone();
    let _ = apply_preset(&mut preset_applied, &Preset::human(), &PresetTarget::Rig);
    if let Some(b) = rig.bodies.first() {
        let _ = refit_body(rig, ch, &b.name, 0.9);
    }

    // The gate, and the simulation behind it.
    let gate = check_rig(rig, Some(ch));
    let clip = (!ch.clips.is_empty()).then_some(0);
    let t0 = ch.clips.first().map_or(0.0, |c| 0.25f32.min(c.duration));
    match Session::new(rig, ch, clip, t0) {
        Ok(mut s) => {
            if let Err(e) = &gate {
                return Err(format!(
                    "the simulation accepted a rig the doctor refuses: {e}"
                ));
            }
            stats.count("simulated");
            s.recover = true;
            s.set_drives(true);
            for _ in 0..2 {
                let _ = s.step(ch);
            }
            let _ = s.go_ragdoll(ch);
            if !rig.bodies.is_empty() {
                let _ = s.hit(ch, 0, Vec3::new(0.0, 0.0, 5.0), None);
            }
            for _ in 0..4 {
                if s.step(ch).is_err() {
                    stats.count("guard stop");
                    break;
                }
            }
            let _ = s.display_pose(ch);
            // On demand (seconds of simulation per case): the scenario suite too.
            if std::env::var_os("RAGRIG_FUZZ_SCENARIOS").is_some() {
                let _ = ragrig::scenario::run_all(rig, ch);
                stats.count("scenarios run");
            }
            if let Some(c) = ch
                .clips
                .iter()
                .min_by(|a, b| a.duration.total_cmp(&b.duration))
            {
                let _ = safety_timeline(rig, ch, c, &SafetyThresholds::default());
            }
        }
        Err(e) => {
            if gate.is_err() {
                stats.count("refused by the doctor");
                if !e.to_string().contains("rig doctor") {
                    return Err(format!("a refused rig failed for another reason: {e}"));
                }
            } else {
                stats.count("simulation build error");
            }
        }
    }

    // Export and read it back.
    let project = Project::from_parts(None, rig.clone(), Ok(ch.clone()), model_file.to_path_buf());
    if check_exportable(&project).is_ok() {
        let (bytes, _) = export_glb(&project).map_err(|e| format!("export failed: {e:#}"))?;
        let out = scratch.join("export.glb");
        std::fs::write(&out, &bytes).map_err(|e| e.to_string())?;
        match import_khr(&out) {
            Ok(Some((back, _))) => {
                let _ = diagnose(&back, Some(ch));
            }
            other => return Err(format!("the export does not read back: {other:?}")),
        }
        load_character_from_bytes(&bytes, &out)
            .map_err(|e| format!("the exported model does not import: {e}"))?;
        stats.count("exported");
    }

    // The editor's document: findings, poses, the recovery copy, the viewport's frame.
    let mut doc = Document::new(project, 1);
    let _ = doc.findings();
    let _ = doc.blocked_reason();
    let pose = doc.pose(clip, 0.5);
    let _ = doc.body_world(&pose);
    let config = scratch.join("config");
    write_recovery(&config, &doc).map_err(|e| format!("recovery copy: {e}"))?;
    let (info, path) = find_recovery(&config).ok_or("the recovery copy is not found")?;
    let back = load_recovery(&path, &info, 2).map_err(|e| format!("recovery: {e}"))?;
    let mut expect = rig.clone();
    expect.model_path = back.rig().model_path.clone();
    if write_rig(back.rig()) != write_rig(&expect) {
        return Err("the recovery copy does not restore the rig".into());
    }
    clear_recovery(&config);
    let mut st = EditorState::new(doc);
    let mut selections = vec![Selection::None, Selection::Settings];
    selections.extend((0..rig.bodies.len().min(3)).map(Selection::Body));
    selections.extend((0..rig.joints.len().min(3)).map(Selection::Joint));
    for sel in selections {
        st.selection = sel;
        st.frame_request = true;
        let _ = build_frame(&mut st, [320, 240], 4.0 / 3.0);
    }
    st.playback.clip = clip;
    let _ = ragrig::editor::panels::safety_strip::frames(&mut st);
    Ok(())
}

/// The base models, their parts (JSON, binary buffer) and file bytes.
pub struct ModelContext {
    crafted: (Value, Vec<u8>),
    sample: (Value, Vec<u8>),
    physics: (Value, Vec<u8>),
    sample_bytes: Vec<u8>,
    physics_bytes: Vec<u8>,
}

impl ModelContext {
    pub fn new() -> Self {
        let (doc, bin) = super::common::crafted_gltf();
        let sample_file = super::common::repo().join("sample_rigs/mannequin.glb");
        let sample = load_model_parts(&sample_file).unwrap();
        let project = Project::open_rig(&super::common::sample_rig()).unwrap();
        let (physics_bytes, _) = export_glb(&project).unwrap();
        let dir = super::common::tmpdir();
        let p = dir.path().join("physics.glb");
        std::fs::write(&p, &physics_bytes).unwrap();
        let physics = load_model_parts(&p).unwrap();
        ModelContext {
            crafted: (doc, bin),
            sample,
            physics,
            sample_bytes: std::fs::read(&sample_file).unwrap(),
            physics_bytes,
        }
    }

    pub fn parts(&self, base: super::mutate_model::Base) -> (Value, Vec<u8>) {
        use super::mutate_model::Base;
        match base {
            Base::Crafted => self.crafted.clone(),
            Base::Sample => self.sample.clone(),
            Base::SampleWithPhysics => self.physics.clone(),
        }
    }

    pub fn bytes(&self, base: super::mutate_model::Base) -> Vec<u8> {
        use super::mutate_model::Base;
        match base {
            Base::Crafted => serde_json::to_vec(&self.crafted.0).unwrap(),
            Base::Sample => self.sample_bytes.clone(),
            Base::SampleWithPhysics => self.physics_bytes.clone(),
        }
    }
}

/// Import, `info`'s numbers, the editor's mesh, fit, and everything on the fitted rig; the
/// KHR physics import and the editor's open on the file itself.
pub fn run_model_bytes(bytes: &[u8], stats: &Stats) -> Result<(), String> {
    let ext = if bytes.starts_with(b"glTF") {
        "glb"
    } else {
        "gltf"
    };
    let dir = super::common::tmpdir();
    let path = dir.path().join(format!("model.{ext}"));
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    let _ = import_khr(&path);
    if let Ok(doc) = open_path(&path, 1) {
        let mut st = EditorState::new(doc);
        let _ = st.doc.findings();
        let _ = build_frame(&mut st, [320, 240], 4.0 / 3.0);
    }
    let ch = match load_character_from_bytes(bytes, &path) {
        Ok(c) => c,
        Err(e) => {
            stats.count("import error");
            if std::env::var_os("RAGRIG_FUZZ_VERBOSE").is_some() {
                eprintln!("import error: {e}");
            }
            return if e.to_string().trim().is_empty() {
                Err("an import error without a message".into())
            } else {
                Ok(())
            };
        }
    };
    stats.count("imported");
    model_numbers(&ch);
    match generate(&ch, &format!("model.{ext}"), &FitOptions::default()) {
        Ok((rig, _)) => {
            stats.count("fitted");
            canonical_round_trip(&rig)?;
            exercise_rig(&rig, &ch, &path, dir.path(), stats)?;
        }
        Err(_) => stats.count("fit refused"),
    }
    Ok(())
}

/// What `ragrig info` and the editor's viewport compute from a model.
fn model_numbers(ch: &Character) {
    let sk = &ch.skeleton;
    let rest = sk.rest_pose();
    let world = sk.world_matrices(&rest);
    let _ = sk.world_rigid(&rest);
    let _ = ch.joint_nodes();
    for c in &ch.clips {
        for t in [0.0, 0.5 * c.duration, c.duration, -1.0, f32::MAX] {
            let _ = c.sample(t, &rest);
        }
        let _ = c.animated_nodes();
    }
    let _ = ragrig::editor::render::build_mesh(ch);
    let _ = ragrig::editor::render::mesh_palette(ch, &world);
    for m in &ch.meshes {
        let _ = m.skinned_positions(&world);
        let _ = m.dominant_nodes();
    }
}

/// Import only (the cheap byte-level target), plus the KHR physics reader on the same bytes.
pub fn import_only(bytes: &[u8], stats: &Stats) -> Result<(), String> {
    let dir = super::common::tmpdir();
    let path = dir.path().join("model.glb");
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    let _ = import_khr(&path);
    match load_character_from_bytes(bytes, &path) {
        Ok(ch) => {
            stats.count("imported");
            model_numbers(&ch);
        }
        Err(e) => {
            stats.count("import error");
            if std::env::var_os("RAGRIG_FUZZ_VERBOSE").is_some() {
                eprintln!("import error: {e}");
            }
        }
    }
    Ok(())
}

/// The whole editor, headless (egui without wgpu): one app whose document is replaced by each
/// case, shown with every panel and several selections, then simulated for a few frames.
pub struct HeadlessEditor {
    harness: egui_kittest::Harness<'static, RagrigApp>,
    _config: tempfile::TempDir,
    generation: u64,
}

impl HeadlessEditor {
    pub fn new() -> Self {
        let config = super::common::tmpdir();
        let config_dir = config.path().to_path_buf();
        let mut harness = egui_kittest::Harness::builder()
            .with_size([1280.0, 800.0])
            .build_eframe(move |cc| {
                RagrigApp::new(
                    cc,
                    AppOptions {
                        start: Start::Path(super::common::sample_rig()),
                        config_dir,
                        run: RunOptions::default(),
                        outcome: Default::default(),
                    },
                )
            });
        harness.step();
        HeadlessEditor {
            harness,
            _config: config,
            generation: 10,
        }
    }

    pub fn show_rig_text(
        &mut self,
        ctx: &RigContext,
        text: &str,
        stats: &Stats,
    ) -> Result<(), String> {
        let Ok(rig) = parse_rig(text) else {
            stats.count("parse error");
            return Ok(());
        };
        self.generation += 1;
        let project = Project::from_parts(
            None,
            rig.clone(),
            Ok(ctx.character.clone()),
            ctx.model_file.clone(),
        );
        let h = &mut self.harness;
        h.state_mut()
            .state
            .set_document(Document::new(project, self.generation));
        let mut selections = vec![Selection::None, Selection::Settings];
        selections.extend((0..rig.bodies.len().min(2)).map(Selection::Body));
        selections.extend((0..rig.joints.len().min(2)).map(Selection::Joint));
        selections.extend(rig.groups.keys().take(1).cloned().map(Selection::Group));
        for sel in selections {
            h.state_mut().state.selection = sel;
            h.step();
        }
        h.state_mut().state.playback.clip = Some(0);
        h.step();
        // Go ragdoll (refused with the reason while the doctor reports errors) and run.
        h.state_mut().state.go_ragdoll();
        let live = h.state().state.live.is_some();
        let blocked = h.state_mut().state.doc.blocked_reason();
        if live && blocked.is_some() {
            return Err(format!(
                "the editor simulates a rig the doctor refuses: {blocked:?}"
            ));
        }
        if live {
            stats.count("simulated");
            // With the drives on and their load drawn, and the centre of mass.
            let st = &mut h.state_mut().state;
            st.overlays.drive_load = true;
            st.overlays.centre_of_mass = true;
            if let Some(l) = st.live.as_mut() {
                l.session.set_drives(true);
            }
        } else {
            stats.count("refused by the doctor");
        }
        for _ in 0..3 {
            h.step();
        }
        if live {
            // The run reviewed from its start, then from past its end.
            for t in [0.0, 1e9] {
                if let Some(l) = h.state_mut().state.live.as_mut() {
                    l.running = false;
                    l.review = Some(t);
                }
                h.step();
            }
            let st = &mut h.state_mut().state;
            st.overlays.drive_load = false;
            st.overlays.centre_of_mass = false;
            h.step();
        }
        h.state_mut().state.live = None;
        Ok(())
    }
}
