//! The editor's live simulation: a [`Session`] stepped at the rig's fixed dt from wall time
//! (decoupled from rendering), with the controls' state.

use crate::session::{Mode, Session};
use crate::sim::stepper::Stepper;

pub struct LiveSim {
    pub session: Session,
    pub running: bool,
    pub stepper: Stepper,
    /// Why the guard stopped it.
    pub error: Option<String>,
    /// The document revision the world was built from or last updated to.
    pub revision: u64,
    pub pinned: bool,
}

/// Controls that persist between sessions.
#[derive(Clone, Debug)]
pub struct SimControls {
    pub auto_recover: bool,
    pub drives: bool,
    /// Clicking a body hits it instead of selecting it.
    pub hit_tool: bool,
    /// Hit strength, N·s per kg of total mass.
    pub hit_per_kg: f32,
}

impl Default for SimControls {
    fn default() -> Self {
        Self {
            auto_recover: true,
            drives: false,
            hit_tool: false,
            hit_per_kg: 0.6,
        }
    }
}

impl LiveSim {
    pub fn label(&self) -> String {
        let mode = match self.session.mode {
            Mode::Animated => "animated",
            Mode::Simulated => "ragdoll",
            Mode::Blending => "getting up",
        };
        match (&self.error, self.running) {
            (Some(e), _) => format!("sim stopped: {e}"),
            (None, true) => format!("sim running ({mode}) {:.2} s", self.session.time),
            (None, false) => format!("sim paused ({mode}) {:.2} s", self.session.time),
        }
    }
}
