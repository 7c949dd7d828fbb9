//! The editor's live simulation: a [`Session`] stepped at the rig's fixed dt from wall time
//! (decoupled from rendering), with the controls' state.

use super::compare::Ghost;
use super::sim_history::SimHistory;
use crate::session::{Mode, Session};
use crate::sim::Obstacle;
use crate::sim::drag::{DragSettings, DragSpring};
use crate::sim::stepper::Stepper;

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
    /// user action (see [`super::compare`]).
    pub ghost: Option<Ghost>,
    /// Why compare mode has no ghost although it is on (the other engine could not be built).
    pub ghost_failed: Option<String>,
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
}
