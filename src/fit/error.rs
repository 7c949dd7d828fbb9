//! Why a fit could not be made: options out of range, nothing in the model to rig, a preset
//! without limits for a joint, a body or bone that is not there.

/// An error from [`super::generate`] or [`super::refit_body`].
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum FitError {
    #[error("radius percentile {0} must be in (0, 1]")]
    RadiusPercentile(f32),
    #[error("total mass {0} kg must be positive")]
    TotalMass(f32),
    #[error("density {0} kg/m³ must be positive")]
    Density(f32),
    /// A name in `--include` that is not a body role; `roles` lists the accepted ones.
    #[error("'{name}' is not a role (roles: {roles})")]
    UnknownRole { name: String, roles: String },
    #[error(
        "no humanoid found (names and the skeleton's shape) and no bone carries at least \
         {min_vertices} vertices for a chain body"
    )]
    NothingToRig { min_vertices: usize },
    #[error("preset '{preset}' has no limits for joint type '{joint_type}'")]
    PresetWithoutLimits { preset: String, joint_type: String },
    #[error("no body named '{0}'")]
    NoBody(String),
    #[error("body '{body}': bone '{bone}' is not in the model")]
    BoneNotInModel { body: String, bone: String },
}
