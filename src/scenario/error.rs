//! Why a scenario could not run to the end (the report shows it as the failed "runs" check).

use crate::session::SessionError;
use crate::sim::SimError;

#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    /// The session refused to start, to switch or to hit.
    #[error(transparent)]
    Session(#[from] SessionError),
    /// The simulation refused to build or stopped during the warm-up.
    #[error(transparent)]
    Sim(#[from] SimError),
    /// The spin scenario needs the clip's `yaw_rate_deg_s` extra.
    #[error("clip '{0}' has no extras yaw_rate_deg_s")]
    NoSpinRate(String),
    #[error("the switch did not commit")]
    SwitchDidNotCommit,
    #[error("the switch made no record (no clip?)")]
    NoSwitchRecord,
    /// A body whose bone the model (or the clip's velocities) lacks.
    #[error("body '{body}': bone '{bone}' missing")]
    BoneMissing { body: String, bone: String },
    /// The rig's recovery settings name a body the rig does not have.
    #[error("the rig has no {role} body '{name}'")]
    NoRecoveryBody { role: &'static str, name: String },
    /// The pelvis bone is not in the model, or the get-up clip does not animate it.
    #[error("no pelvis bone '{0}' in the model or the clip")]
    NoPelvis(String),
}
