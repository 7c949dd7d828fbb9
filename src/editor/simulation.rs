//! The editor's live simulation: a [`Session`] stepped at the rig's fixed dt from wall time
//! (decoupled from rendering), with the controls' state.

use super::compare::Ghost;
use super::sim_history::SimHistory;
use crate::character::Character;
use crate::rig::Rig;
use crate::session::{Mode, Session, SessionError, SessionOptions};
use crate::sim::drag::{DragSettings, DragSpring};
use crate::sim::stepper::Stepper;
use crate::sim::{Obstacle, SimError};

pub struct LiveSim {
    pub session: Session,
    pub running: bool,
    pub stepper: Stepper,
    /// Why the guard stopped it.
    pub error: Option<String>,
    /// Why it waits: an edit made while it ran gave the rig doctor errors. The world keeps the
    /// last rig the doctor accepted and goes on once the errors are fixed.
    pub blocked: Option<String>,
    /// The document revision the world was built from or last updated to.
    pub revision: u64,
    pub pinned: bool,
    /// The live plots' measurements.
    pub history: SimHistory,
    /// The mouse-drag spring while a body is held.
    pub drag: Option<DragSpring>,
    /// Compare mode: the same session on the other engine, stepped in lockstep and given every
    /// user action (see [`Ghost`]).
    pub ghost: Option<Ghost>,
    /// Why compare mode has no ghost although it is on (the other engine could not be built).
    pub ghost_failed: Option<String>,
    /// A replayed stress case's hits and drag, applied around every step (primary only: a
    /// replay runs without a ghost).
    pub script: Option<crate::stress::Script>,
    /// The shown pose at the start and after every step, for File ▸ Export baked simulation
    /// and the review.
    pub baked: crate::export::Recording,
    /// Review: while paused, show the recorded pose this many seconds after the recording's
    /// start instead of the current one. Physics stays where it is: anything that acts on it (a
    /// step, a switch, a hit, a grab, a pin) ends the review.
    pub review: Option<f64>,
}

/// What a click or drag on a body in the viewport does while a simulation exists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SimTool {
    /// Select it (as when not simulating).
    #[default]
    Select,
    /// Hit it: an impulse along the view ray.
    Hit,
    /// Grab it with a spring and drag it.
    Drag,
}

impl SimTool {
    pub fn label(self) -> &'static str {
        match self {
            SimTool::Select => "Select",
            SimTool::Hit => "Hit",
            SimTool::Drag => "Drag",
        }
    }
}

/// Controls that persist between sessions.
#[derive(Clone, Debug)]
pub struct SimControls {
    pub auto_recover: bool,
    pub drives: bool,
    /// What clicking or dragging a body does.
    pub tool: SimTool,
    pub drag: DragSettings,
    /// The test scene's obstacles, added to every new session.
    pub obstacles: Vec<Obstacle>,
    /// Angle of the next slope added, degrees.
    pub slope_deg: f32,
    /// The obstacle being edited (its editor open or hovered in the Switch pane), drawn in the
    /// selection colour. Set by the pane every frame it is drawn and taken by the viewport, so
    /// it lapses when the pane is hidden.
    pub highlighted_obstacle: Option<usize>,
    /// The obstacle whose editor is open in the Switch pane (the last one open): the viewport's
    /// gizmo moves it instead of the selection. Set and taken as `highlighted_obstacle`.
    pub gizmo_obstacle: Option<usize>,
    /// Hit strength, N·s per kg of total mass.
    pub hit_per_kg: f32,
    /// Compare mode: every session also runs on the other engine, drawn as a ghost.
    pub compare: bool,
}

impl Default for SimControls {
    fn default() -> Self {
        Self {
            auto_recover: true,
            drives: false,
            tool: SimTool::Select,
            drag: DragSettings::default(),
            obstacles: Vec::new(),
            highlighted_obstacle: None,
            gizmo_obstacle: None,
            slope_deg: 20.0,
            hit_per_kg: 0.6,
            compare: false,
        }
    }
}

impl LiveSim {
    /// A running simulation of `session` (built from document revision `revision`), no ghost.
    pub fn new(session: Session, revision: u64) -> Self {
        LiveSim {
            session,
            running: true,
            stepper: Stepper::default(),
            error: None,
            blocked: None,
            revision,
            pinned: false,
            history: SimHistory::default(),
            drag: None,
            ghost: None,
            ghost_failed: None,
            script: None,
            baked: crate::export::Recording::default(),
            review: None,
        }
    }

    pub fn label(&self) -> String {
        let mode = match self.session.mode {
            Mode::Animated => "animated",
            Mode::Simulated => "ragdoll",
            Mode::Blending => "getting up",
        };
        if let Some(b) = &self.blocked {
            return format!("sim waiting: {b}");
        }
        match (&self.error, self.running) {
            (Some(e), _) => format!("sim stopped: {e}"),
            (None, true) => format!("sim running ({mode}) {:.2} s", self.session.time),
            (None, false) => format!("sim paused ({mode}) {:.2} s", self.session.time),
        }
    }

    /// A session of `rig` at `clip` and `time` with the controls' obstacles and settings
    /// (animated; `ragdoll` switches at once, an error of the switch kept in `error`). In
    /// compare mode the ghost starts from the same (animated) state and gets the same switch.
    pub fn start(
        rig: &Rig,
        ch: &Character,
        (clip, time): (Option<usize>, f32),
        controls: &SimControls,
        ragdoll: bool,
        revision: u64,
    ) -> Result<Self, SimError> {
        let options = SessionOptions {
            recover: controls.auto_recover,
            drives: controls.drives,
        };
        let mut s = Session::with_options(rig, ch, (clip, time), options)?;
        for o in &controls.obstacles {
            s.sim.add_obstacle(o);
        }
        let mut live = LiveSim::new(s, revision);
        live.baked
            .push(live.session.time, live.session.display_pose(ch));
        live.set_compare(controls.compare);
        if ragdoll && let Err(e) = live.go_ragdoll(ch) {
            live.error = Some(e.to_string());
        }
        Ok(live)
    }

    /// Take the rig's edits at document revision `revision` (same bodies and joints, without
    /// a reset; a new `[sim] engine` continues on that engine from the same state, or swaps
    /// with the ghost on it). Returns why the engine did not change, if it could not.
    pub fn follow_rig(&mut self, rig: &Rig, revision: u64) -> Option<String> {
        if self.revision == revision {
            return None;
        }
        let err = self
            .update_rig(rig)
            .err()
            .map(|e| format!("engine not changed: {e}"));
        self.revision = revision;
        err
    }

    /// Advance by wall time `dt` in fixed steps of `sim_dt` (at most 8 a frame), both engines
    /// from the same stepper in compare mode; stops with the error of a failed primary step
    /// (a ghost's stop stays the ghost's).
    pub fn advance(&mut self, ch: &Character, dt: f32, sim_dt: f64) {
        // A body held by the drag spring is not settling.
        self.session.external_force = self.drag.is_some();
        if !self.running || self.error.is_some() {
            return;
        }
        let n = self.stepper.advance(dt as f64, sim_dt, 8);
        for _ in 0..n {
            if let Err(e) = self.step(ch) {
                self.error = Some(e.to_string());
                self.running = false;
                break;
            }
        }
    }

    /// One fixed step (unless stopped by an error).
    pub fn step_once(&mut self, ch: &Character) {
        if self.error.is_none()
            && let Err(e) = self.step(ch)
        {
            self.error = Some(e.to_string());
        }
    }

    /// Start the get-up now in both engines (the settle window skipped; a held body let go);
    /// returns the status line.
    pub fn recover_now_line(&mut self, ch: &Character) -> Result<String, SessionError> {
        self.recover_now(ch)?;
        self.running = true;
        Ok(match self.session.getup_choice() {
            Some((clip, why)) => format!("getting up with {clip}: {why}"),
            None => "getting up".into(),
        })
    }

    /// Switch to ragdoll now with the controls' settings (both engines); runs on either way.
    pub fn go_ragdoll_with(
        &mut self,
        ch: &Character,
        controls: &SimControls,
    ) -> Result<(), SessionError> {
        for s in self.sessions_mut() {
            s.recover = controls.auto_recover;
            s.set_drives(controls.drives);
        }
        let r = self.go_ragdoll(ch);
        self.running = true;
        r
    }
}
