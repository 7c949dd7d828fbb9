//! Everything the panels read and change: the document, the selection, playback, the camera.

use super::caches::{BoneCache, MotionCache, SafetyCache};
use super::dialogs::generate::GenerateDialog;
use super::dialogs::limits::LimitsDialog;
use super::document::Document;
use super::playback::Playback;
use super::render::frame::MeshData;
use super::selection::Selection;
use super::simulation::{LiveSim, SimControls};
use super::viewport::camera::OrbitCamera;
use super::viewport::gizmo::GizmoState;
use super::viewport::overlays::Overlays;
use crate::xform::Xform;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

pub struct EditorState {
    pub doc: Document,
    pub selection: Selection,
    pub playback: Playback,
    pub camera: OrbitCamera,
    pub overlays: Overlays,
    /// One-line message for the status bar.
    pub status: String,
    pub outliner_filter: String,
    /// Static GPU mesh data for the current model generation.
    pub mesh_cache: Option<(u64, Arc<MeshData>)>,
    /// CPU time of the viewport's last `prepare` (ns), written by the render callback.
    pub prepare_ns: Arc<AtomicU64>,
    /// Set by F (or View ▸ Frame selected): the viewport frames the selection next frame.
    pub frame_request: bool,
    /// Frame the whole character next frame (after opening a document).
    pub frame_all: bool,
    /// CPU time of the last UI frame, ms (for the status bar).
    pub frame_ms: f32,
    pub gizmo: GizmoState,
    /// The viewport's rectangle (points) and aspect in the last frame.
    pub viewport_rect: Option<egui::Rect>,
    /// The "Generate ragdoll" dialog and its preview.
    pub generate: GenerateDialog,
    /// The "Fit limits to clips" dialog and its preview.
    pub limits: LimitsDialog,
    /// The clip samples of the document's rig (viewport dots, inspector margins).
    pub motion_cache: MotionCache,
    /// The live simulation, when one runs.
    pub live: Option<LiveSim>,
    pub sim_controls: SimControls,
    /// The switch-safety strip of the current clip.
    pub safety_cache: SafetyCache,
    /// The model's bones to draw.
    pub bone_cache: BoneCache,
    /// The get-up blend previewed at this time (s into the get-up) instead of the live pose.
    pub getup_preview: Option<f32>,
    /// The last run of the scenario suite.
    pub scenarios: Option<Vec<crate::scenario::ScenarioReport>>,
    /// The Checks pane: the physics check and the stress fuzzer, run in the background.
    pub checks: crate::editor::checks::ChecksState,
}

impl EditorState {
    pub fn new(doc: Document) -> Self {
        Self {
            doc,
            selection: Selection::None,
            playback: Playback::default(),
            camera: OrbitCamera::default(),
            overlays: Overlays::default(),
            status: String::new(),
            outliner_filter: String::new(),
            mesh_cache: None,
            prepare_ns: Arc::new(AtomicU64::new(0)),
            frame_request: false,
            frame_all: true,
            frame_ms: 0.0,
            gizmo: GizmoState::default(),
            viewport_rect: None,
            generate: GenerateDialog::default(),
            limits: LimitsDialog::default(),
            motion_cache: MotionCache::default(),
            live: None,
            sim_controls: SimControls::default(),
            safety_cache: SafetyCache::default(),
            bone_cache: BoneCache::default(),
            getup_preview: None,
            scenarios: None,
            checks: Default::default(),
        }
    }

    /// Whether the document is a model without a ragdoll yet: its rig has no bodies and a
    /// model with a skeleton is loaded, so Generate ragdoll is the thing to do first.
    pub fn needs_ragdoll(&self) -> bool {
        self.doc.rig().bodies.is_empty()
            && self
                .doc
                .project
                .character
                .as_ref()
                .is_ok_and(|ch| !ch.skeleton.nodes.is_empty())
    }

    /// Open the Generate ragdoll window when the document [`Self::needs_ragdoll`] (opening a
    /// model, not in a screenshot or benchmark run). Returns whether it did.
    pub fn offer_generate(&mut self) -> bool {
        if !self.needs_ragdoll() {
            return false;
        }
        let Ok(ch) = &self.doc.project.character else {
            return false;
        };
        self.generate.open_for(&self.doc.project.rig, ch);
        true
    }

    /// The current display pose: the live simulation's, else the clip at the playback time.
    pub fn pose(&self) -> Vec<Xform> {
        if let (Some(live), Ok(ch)) = (&self.live, &self.doc.project.character) {
            if let Some(pose) = self
                .getup_preview
                .and_then(|t| live.session.blend_preview(ch, t))
            {
                return pose;
            }
            if let Some(pose) = live.review.and_then(|t| live.baked.pose_at(t)) {
                return pose.to_vec();
            }
            // Drawn between fixed steps: interpolated by the stepper's remainder.
            let alpha = live.stepper.alpha(self.doc.rig().sim.dt as f64);
            return live.session.display_pose_at(ch, alpha);
        }
        self.doc.pose(self.playback.clip, self.playback.time)
    }

    /// Replace the document (open/new); keeps view settings.
    pub fn set_document(&mut self, doc: Document) {
        self.doc = doc;
        self.selection = Selection::None;
        self.playback = Playback::default();
        self.generate = GenerateDialog::default();
        self.limits = LimitsDialog::default();
        self.motion_cache = MotionCache::default();
        self.live = None;
        self.mesh_cache = None;
        self.safety_cache = SafetyCache::default();
        self.bone_cache = BoneCache::default();
        self.getup_preview = None;
        self.scenarios = None;
        self.checks.cancel();
        self.checks = Default::default();
        self.frame_all = true;
    }

    /// Apply a preset by name to the rig, a group or a joint (one undoable edit); the status
    /// says what changed.
    pub fn apply_preset(&mut self, name: &str, target: &crate::rig::preset_apply::PresetTarget) {
        self.status = match self.doc.apply_preset(name, target) {
            Ok(line) => line,
            Err(e) => format!("cannot apply preset: {e}"),
        };
    }

    /// Start a session at the current clip and time (animated; `ragdoll` switches at once).
    /// Refused, with the reason in the status bar, while the rig doctor reports errors.
    pub fn start_sim(&mut self, ragdoll: bool) {
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot simulate: {reason}");
            return;
        }
        let Ok(ch) = &self.doc.project.character else {
            return;
        };
        let at = (self.playback.clip, self.playback.time);
        let rev = self.doc.history.revision();
        match LiveSim::start(self.doc.rig(), ch, at, &self.sim_controls, ragdoll, rev) {
            Ok(live) => {
                self.playback.playing = false;
                self.live = Some(live);
            }
            Err(e) => self.status = format!("cannot simulate: {e}"),
        }
    }

    /// Replay one run of the physics check (by its name, `run@50%+drives`) in the viewport, as
    /// the check ran it: a drop set on the ground, or the clip's pose and velocities at the
    /// run's switch time; the drives as the run had them, no auto-recovery, no obstacles. The
    /// simulation bar's Drives and Auto-recover follow; its obstacles stay for later runs.
    pub fn replay_check_run(&mut self, name: &str) {
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot simulate: {reason}");
            return;
        }
        let Ok(ch) = &self.doc.project.character else {
            return;
        };
        let rig = self.doc.rig();
        let Some(case) = crate::physics_check::matrix(ch)
            .into_iter()
            .find(|c| c.label() == name)
        else {
            self.status = format!("cannot replay '{name}': the physics check has no such run");
            return;
        };
        let (clip, time) = case.clip_time();
        self.sim_controls.drives = case.drives;
        self.sim_controls.auto_recover = false;
        let controls = SimControls {
            obstacles: Vec::new(),
            ..self.sim_controls.clone()
        };
        let rev = self.doc.history.revision();
        match LiveSim::start(rig, ch, (clip, time), &controls, false, rev) {
            Ok(mut live) => {
                if case.is_drop() {
                    for s in live.sessions_mut() {
                        crate::physics_check::place_for_drop(s, ch);
                    }
                }
                if let Err(e) = live.go_ragdoll(ch) {
                    live.error = Some(e.to_string());
                }
                self.playback.playing = false;
                self.playback.clip = clip;
                self.playback.time = time;
                self.live = Some(live);
                self.status = format!("replaying the physics check's run {name}");
            }
            Err(e) => self.status = format!("cannot simulate: {e}"),
        }
    }

    /// Replay one stress case (the plan its run made) in the viewport as the fuzzer ran it: its
    /// gains, start, obstacle, drives and auto-recovery, and its hits and drag at their times.
    /// No ghost (compare mode stays off for the replay); the simulation bar's Drives and
    /// Auto-recover follow the case.
    pub fn replay_stress_case(&mut self, plan: &crate::stress::Plan) {
        let seed = plan.seed;
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot simulate: {reason}");
            return;
        }
        let Ok(ch) = &self.doc.project.character else {
            return;
        };
        let rig = crate::stress::with_gains(self.doc.rig(), plan);
        let session = match crate::stress::start_case(&rig, ch, plan) {
            Ok(s) => s,
            Err(e) => {
                self.status = format!("cannot replay seed {seed}: {e}");
                return;
            }
        };
        let start = session.time;
        let mut live = LiveSim::new(session, self.doc.history.revision());
        live.script = Some(crate::stress::Script::new(plan, start));
        self.sim_controls.drives = plan.drives;
        self.sim_controls.auto_recover = plan.recover;
        self.sim_controls.compare = false;
        self.playback.playing = false;
        self.live = Some(live);
        self.status = format!("replaying stress seed {seed}");
    }

    /// Advance the live simulation by wall time `dt` (fixed steps). While an edit has given the
    /// rig doctor errors the simulation waits (it never sees a rig the doctor refuses).
    pub fn advance_sim(&mut self, dt: f32) {
        if self.live.is_none() {
            return;
        }
        let blocked = self.doc.blocked_reason();
        let Ok(ch) = &self.doc.project.character else {
            return;
        };
        let rev = self.doc.history.revision();
        let Some(live) = self.live.as_mut() else {
            return;
        };
        live.blocked = blocked;
        if live.blocked.is_some() {
            return;
        }
        if let Some(e) = live.follow_rig(self.doc.rig(), rev) {
            self.status = e;
        }
        if self.getup_preview.is_some() {
            live.session.external_force = live.drag.is_some();
            return;
        }
        live.advance(ch, dt, self.doc.rig().sim.dt as f64);
    }

    /// One fixed step of the live simulation (refused while the rig doctor reports errors).
    pub fn step_sim(&mut self) {
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot step: {reason}");
            return;
        }
        if let (Ok(ch), Some(live)) = (&self.doc.project.character, self.live.as_mut()) {
            live.step_once(ch);
        }
    }

    /// One frame back or on, paused. With a live simulation: back through its recording (the
    /// Review), or on through it and, at its end, one more physics step. Without: the clip's
    /// time by one of the rig's steps.
    pub fn step_frame(&mut self, forward: bool) {
        if let Some(live) = self.live.as_mut() {
            live.running = false;
            let reviewing = live.review;
            let end = live.baked.duration();
            match (reviewing, forward) {
                (None, true) => self.step_sim(),
                (Some(t), true) => {
                    live.review = live.baked.step_from(t, 1).filter(|&n| n < end);
                }
                (at, false) => {
                    if live.baked.len() >= 2 {
                        live.review = live.baked.step_from(at.unwrap_or(end), -1);
                    }
                }
            }
            return;
        }
        let dt = self.doc.rig().sim.dt;
        let duration = match (&self.doc.project.character, self.playback.clip) {
            (Ok(ch), Some(i)) => ch.clips.get(i).map(|c| c.duration),
            _ => None,
        };
        if let Some(duration) = duration {
            self.playback.playing = false;
            let t = self.playback.time + if forward { dt } else { -dt };
            self.playback.time = t.clamp(0.0, duration);
        }
    }

    /// Start the get-up now (the settle window skipped); the status says why not when it cannot.
    pub fn recover_now(&mut self) {
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot get up now: {reason}");
            return;
        }
        if let (Ok(ch), Some(live)) = (&self.doc.project.character, self.live.as_mut()) {
            self.status = match live.recover_now_line(ch) {
                Ok(line) => line,
                Err(e) => format!("cannot get up now: {e}"),
            };
        }
    }

    /// Switch to ragdoll at the current clip time (starting a session when none runs).
    pub fn go_ragdoll(&mut self) {
        if let Some(reason) = self.doc.blocked_reason() {
            self.status = format!("cannot go ragdoll: {reason}");
            return;
        }
        if self.live.is_none() {
            self.start_sim(true);
            return;
        }
        if let (Ok(ch), Some(live)) = (&self.doc.project.character, self.live.as_mut())
            && let Err(e) = live.go_ragdoll_with(ch, &self.sim_controls)
        {
            self.status = format!("switch failed, still animated: {e}");
        }
    }
}
