//! The pieces of a glTF file the KHR physics export and import share: the extension names and
//! the model read as one JSON value plus one binary buffer. Kept apart from both so that
//! reading a physics file (which opening a project does) does not depend on the writer.

use anyhow::{Context as _, anyhow};
use base64::Engine;
use serde_json::{Value, json};
use std::path::Path;

pub const EXT_PHYSICS: &str = "KHR_physics_rigid_bodies";
pub const EXT_SHAPES: &str = "KHR_implicit_shapes";

/// The model file as a glTF JSON value and one binary buffer (a .gltf's buffers are merged).
pub fn load_model_parts(path: &Path) -> anyhow::Result<(Value, Vec<u8>)> {
    let bytes = std::fs::read(path).with_context(|| format!("{}: cannot read", path.display()))?;
    if bytes.starts_with(b"glTF") {
        if let Some(e) = crate::glb::header_error(&bytes) {
            return Err(anyhow!("{}: {e}", path.display()));
        }
        let glb = gltf::binary::Glb::from_slice(&bytes)
            .map_err(|e| anyhow!("{}: {e}", path.display()))?;
        let json: Value = serde_json::from_slice(&glb.json)?;
        return Ok((json, glb.bin.map(|b| b.into_owned()).unwrap_or_default()));
    }
    let mut json: Value = serde_json::from_slice(&bytes)
        .with_context(|| format!("{}: not glTF JSON", path.display()))?;
    let base = path.parent().unwrap_or(Path::new(""));
    let mut bin = Vec::new();
    let mut starts = Vec::new();
    for b in json["buffers"].as_array().cloned().unwrap_or_default() {
        let uri = b["uri"].as_str().unwrap_or("");
        let data = if let Some((_, payload)) = uri.split_once(";base64,") {
            base64::engine::general_purpose::STANDARD.decode(payload)?
        } else {
            std::fs::read(base.join(uri)).with_context(|| format!("buffer {uri}"))?
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
