//! The skinned character mesh: all mesh instances merged into one vertex buffer whose joint
//! indices point into one palette (each instance's joints at its own offset).

use super::frame::{MeshData, MeshVertex};
use crate::character::Character;
use glam::Mat4;

/// Build the static mesh data of a character (once per model).
pub fn build_mesh(ch: &Character) -> MeshData {
    let mut out = MeshData::default();
    let mut offset = 0u32;
    for m in &ch.meshes {
        let base = out.vertices.len() as u32;
        for i in 0..m.positions.len() {
            out.vertices.push(MeshVertex {
                pos: m.positions[i].to_array(),
                normal: m.normals[i].to_array(),
                joints: m.joints[i].map(|j| j as u32 + offset),
                weights: m.weights[i],
            });
        }
        out.indices.extend(m.indices.iter().map(|&i| i + base));
        offset += m.joint_nodes.len() as u32;
    }
    out.palette_len = offset as usize;
    out
}

/// The palette for a pose given as world matrices per node (same order as [`build_mesh`]).
pub fn mesh_palette(ch: &Character, world: &[Mat4]) -> Vec<Mat4> {
    ch.meshes
        .iter()
        .flat_map(|m| m.skin_matrices(world))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merged_joint_indices_point_at_each_instances_palette_slice() {
        let ch = crate::character::load_character_from_bytes(
            include_bytes!("../../../sample_rigs/mannequin.glb"),
            std::path::Path::new("mannequin.glb"),
        )
        .unwrap();
        let data = build_mesh(&ch);
        let world = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
        let pal = mesh_palette(&ch, &world);
        assert_eq!(pal.len(), data.palette_len);
        // CPU skinning through the merged data equals the per-instance skinning.
        let expect = ch.meshes[0].skinned_positions(&world);
        for (v, e) in data.vertices.iter().zip(&expect).step_by(97) {
            let p = glam::Vec3::from(v.pos);
            let s: glam::Vec3 = (0..4)
                .map(|k| pal[v.joints[k] as usize].transform_point3(p) * v.weights[k])
                .sum();
            assert!((s - *e).length() < 1e-5);
        }
    }
}
