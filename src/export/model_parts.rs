//! The pieces of a glTF file the KHR physics export and import share: the extension names and
//! the model read as one JSON value plus one binary buffer. Kept apart from both so that
//! reading a physics file (which opening a project does) does not depend on the writer.

use super::error::ModelFileError;
use base64::Engine;
use serde_json::{Value, json};
use std::path::Path;

pub const EXT_PHYSICS: &str = "KHR_physics_rigid_bodies";
pub const EXT_SHAPES: &str = "KHR_implicit_shapes";

/// The model file as a glTF JSON value and one binary buffer (a .gltf's buffers are merged).
pub fn load_model_parts(path: &Path) -> Result<(Value, Vec<u8>), ModelFileError> {
    let bytes = std::fs::read(path).map_err(|source| ModelFileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let glb_error = |message: String| ModelFileError::Glb {
        path: path.to_path_buf(),
        message,
    };
    if bytes.starts_with(b"glTF") {
        if let Some(e) = crate::glb::header_error(&bytes) {
            return Err(glb_error(e));
        }
        let glb = gltf::binary::Glb::from_slice(&bytes).map_err(|e| glb_error(e.to_string()))?;
        let json: Value =
            serde_json::from_slice(&glb.json).map_err(|source| ModelFileError::Json {
                path: path.to_path_buf(),
                source,
            })?;
        return Ok((json, glb.bin.map(|b| b.into_owned()).unwrap_or_default()));
    }
    let mut json: Value =
        serde_json::from_slice(&bytes).map_err(|source| ModelFileError::Json {
            path: path.to_path_buf(),
            source,
        })?;
    let base = path.parent().unwrap_or(Path::new(""));
    let mut bin = Vec::new();
    let mut starts = Vec::new();
    for b in json["buffers"].as_array().cloned().unwrap_or_default() {
        let uri = b["uri"].as_str().unwrap_or("");
        let data = if let Some((_, payload)) = uri.split_once(";base64,") {
            base64::engine::general_purpose::STANDARD
                .decode(payload)
                .map_err(|e| ModelFileError::Buffer {
                    uri: "data:".into(),
                    message: e.to_string(),
                })?
        } else {
            std::fs::read(base.join(uri)).map_err(|e| ModelFileError::Buffer {
                uri: uri.to_owned(),
                message: e.to_string(),
            })?
        };
        while bin.len() % 8 != 0 {
            bin.push(0);
        }
        starts.push(bin.len());
        bin.extend(data);
    }
    if let Some(views) = json["bufferViews"].as_array_mut() {
        for v in views {
            let b = v["buffer"].as_u64().unwrap_or(0) as usize;
            let off = v["byteOffset"].as_u64().unwrap_or(0) as usize
                + starts.get(b).copied().unwrap_or(0);
            v["buffer"] = json!(0);
            v["byteOffset"] = json!(off);
        }
    }
    if !starts.is_empty() {
        json["buffers"] = json!([{ "byteLength": bin.len() }]);
    }
    Ok((json, bin))
}
