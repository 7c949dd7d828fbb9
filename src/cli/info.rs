//! `ragrig info MODEL`: skeleton, skins, meshes and clips.

use super::{EXIT_BAD_INPUT, EXIT_OK, print_json};
use crate::character::{Character, load_character};
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct SkinInfo {
    name: String,
    joint_count: usize,
    joints: Vec<String>,
}

#[derive(Serialize)]
struct MeshInfo {
    name: String,
    node: String,
    vertices: usize,
    triangles: usize,
    skin: Option<String>,
}

#[derive(Serialize)]
struct ClipInfo {
    name: String,
    duration_s: f32,
    channels: usize,
}

#[derive(Serialize)]
pub struct ModelInfo {
    file: String,
    nodes: usize,
    skins: Vec<SkinInfo>,
    /// Distinct nodes used as joints by any skin.
    joint_count: usize,
    meshes: Vec<MeshInfo>,
    clips: Vec<ClipInfo>,
    /// Height of the skinned rest pose (max y − min y), model units.
    height: f32,
    notes: Vec<String>,
}

pub fn model_info(path: &Path, ch: &Character) -> ModelInfo {
    let names = |v: &[usize]| {
        v.iter()
            .map(|&i| ch.skeleton.nodes[i].name.clone())
            .collect()
    };
    let world = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
    let (mut lo, mut hi) = (f32::INFINITY, f32::NEG_INFINITY);
    for m in &ch.meshes {
        for p in m.skinned_positions(&world) {
            lo = lo.min(p.y);
            hi = hi.max(p.y);
        }
    }
    ModelInfo {
        file: path.display().to_string(),
        nodes: ch.skeleton.nodes.len(),
        skins: ch
            .skins
            .iter()
            .map(|s| SkinInfo {
                name: s.name.clone(),
                joint_count: s.joints.len(),
                joints: names(&s.joints),
            })
            .collect(),
        joint_count: ch.joint_nodes().len(),
        meshes: ch
            .meshes
            .iter()
            .map(|m| MeshInfo {
                name: m.name.clone(),
                node: ch.skeleton.nodes[m.node].name.clone(),
                vertices: m.positions.len(),
                triangles: m.indices.len() / 3,
                skin: m.skin.map(|s| ch.skins[s].name.clone()),
            })
            .collect(),
        clips: ch
            .clips
            .iter()
            .map(|c| ClipInfo {
                name: c.name.clone(),
                duration_s: c.duration,
                channels: c.channels.len(),
            })
            .collect(),
        height: if hi >= lo { hi - lo } else { 0.0 },
        notes: ch.notes.clone(),
    }
}

pub fn run(path: &Path, json: bool) -> i32 {
    let ch = match load_character(path) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let info = model_info(path, &ch);
    if json {
        print_json(&info);
        return EXIT_OK;
    }
    out!("{}", info.file);
    out!(
        "  {} nodes, {} skin(s), {} joints, {} mesh primitive(s), {} clip(s), rest height {:.3}",
        info.nodes,
        info.skins.len(),
        info.joint_count,
        info.meshes.len(),
        info.clips.len(),
        info.height
    );
    for s in &info.skins {
        out!("  skin '{}': {} joints", s.name, s.joint_count);
        out!("    {}", s.joints.join(", "));
    }
    for m in &info.meshes {
        let skin = m
            .skin
            .as_deref()
            .map_or("rigid".to_owned(), |s| format!("skin '{s}'"));
        out!(
            "  mesh '{}' on '{}': {} vertices, {} triangles, {skin}",
            m.name,
            m.node,
            m.vertices,
            m.triangles
        );
    }
    out!("  clips:");
    for c in &info.clips {
        out!(
            "    {:<32} {:>8.3} s  {:>4} channels",
            c.name,
            c.duration_s,
            c.channels
        );
    }
    for n in &info.notes {
        out!("  note: {n}");
    }
    EXIT_OK
}
