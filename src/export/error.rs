//! Why an export or a KHR physics import failed: the model file could not be read, or it (or
//! the rig) lacks what the glTF needs.

use crate::rig::RigParseError;
use std::path::PathBuf;

/// Reading a model file into one glTF JSON value and one binary buffer.
#[derive(Debug, thiserror::Error)]
pub enum ModelFileError {
    #[error("{path}: cannot read: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A broken GLB container (its header or chunks).
    #[error("{path}: {message}")]
    Glb { path: PathBuf, message: String },
    #[error("{path}: not glTF JSON: {source}")]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    /// An external or embedded buffer that cannot be read or decoded.
    #[error("buffer {uri}: {message}")]
    Buffer { uri: String, message: String },
}

/// Writing glTF with KHR_physics_rigid_bodies.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    Model(#[from] ModelFileError),
    #[error("body '{body}': bone '{bone}' is not in the model")]
    BoneNotInModel { body: String, bone: String },
    /// A joint whose parent or child body is not in the rig.
    #[error("joint '{joint}': no {side} body")]
    JointBody { joint: String, side: &'static str },
    #[error("the rig has no bodies to export")]
    NoBodies,
    /// The model's glTF lacks a part the export writes into (nodes, a scene, an object root).
    #[error("the model has {0}")]
    BadModel(&'static str),
    /// A bake whose recording moved no node (or has fewer than two poses).
    #[error("nothing to bake: the recording holds no motion")]
    NothingToBake,
    /// The written file could not be saved (the old file, if any, is left as it was).
    #[error("{path}: {source}")]
    Save {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("serialising the glTF JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("writing glTF: {0}")]
    Write(#[from] gltf::Error),
}

/// Reading KHR_physics_rigid_bodies back into a rig.
#[derive(Debug, thiserror::Error)]
pub enum KhrReadError {
    #[error(transparent)]
    Model(#[from] ModelFileError),
    #[error("extras.ragrig.settings: {0}")]
    Settings(RigParseError),
    #[error("body node '{0}' has no parent bone")]
    BodyWithoutBone(String),
    #[error("node '{0}' is its own ancestor (the nodes' children form a cycle)")]
    NodeCycle(String),
    #[error("joint without connectedNode")]
    JointWithoutConnectedNode,
    #[error("joint node '{0}': its connected node is on no body")]
    JointUnattached(String),
}
