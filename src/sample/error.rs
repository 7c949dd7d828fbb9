//! Why the sample generator could not build a file (a bug in the generator, not bad input: the
//! sample has no input but its options).

/// An error of the sample generator.
#[derive(Debug, thiserror::Error)]
pub enum SampleError {
    #[error("serialising the glTF JSON: {0}")]
    Json(#[source] serde_json::Error),
    #[error("the extras of clip '{clip}': {source}")]
    ClipExtras {
        clip: String,
        #[source]
        source: serde_json::Error,
    },
    #[error("writing the GLB: {0}")]
    Glb(#[from] gltf::Error),
    #[error("the sample skeleton has no bone '{0}'")]
    MissingBone(String),
    #[error("the sample rig has no body '{0}'")]
    MissingBody(String),
    #[error("joint '{0}': its axis and hint give no frame")]
    DegenerateFrame(String),
    #[error("a rope needs 1 to 255 segments, not {0}")]
    RopeSegments(usize),
}
