//! Why a session action (switch, hit, get-up) did not happen. The session is left as it was.

use super::Mode;
use crate::sim::SimError;
use crate::switch::SwitchError;

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// A get-up was asked for while the bodies are not a ragdoll.
    #[error("not a ragdoll now ({0:?})")]
    NotRagdoll(Mode),
    /// The switch could not compute the inherited velocities; the session stays animated.
    #[error("cannot switch: {0}")]
    Switch(#[from] SwitchError),
    /// The rig's recovery settings name no pelvis or chest body that exists.
    #[error("the rig has no pelvis or chest body")]
    NoPelvisOrChest,
    /// Auto-recovery waits for the settle window.
    #[error("not settled")]
    NotSettled,
    /// The chest faces neither up nor down clearly enough to choose a get-up.
    #[error("not lying on the back or front (chest outward·up {outward_up:.2})")]
    NotLying {
        /// The chest's outward axis · world up (1 on the back, −1 on the front).
        outward_up: f32,
    },
    /// Neither a get-up clip for the lying side nor an idle clip is in the model (the
    /// message says which clip the rig names).
    #[error("{0}")]
    NoGetupClip(String),
    /// Every get-up is blocked (standing capsule, missing bones); the reasons, joined.
    #[error("{0}")]
    Blocked(String),
    /// The simulation refused to build or stopped.
    #[error(transparent)]
    Sim(#[from] SimError),
}
