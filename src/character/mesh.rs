//! Mesh instances with per-vertex node influences (skinned, or rigidly parented to a node).

use glam::{Mat4, Vec3};

/// One drawn primitive of a mesh node. Vertices are in mesh space; the world position of a vertex
/// in pose P is `Σ w_i · (world_P[joint_nodes[j_i]] · inverse_bind[j_i]) · p`.
/// A mesh without a skin becomes a one-joint instance bound to its own node (weight 1).
#[derive(Clone, Debug)]
pub struct MeshInstance {
    pub name: String,
    /// The node that holds the mesh.
    pub node: usize,
    /// Index into `Character::skins`, `None` for a rigid mesh.
    pub skin: Option<usize>,
    pub joint_nodes: Vec<usize>,
    pub inverse_bind: Vec<Mat4>,
    pub positions: Vec<Vec3>,
    pub normals: Vec<Vec3>,
    /// Indices into `joint_nodes`.
    pub joints: Vec<[u16; 4]>,
    /// Renormalised so each vertex's weights sum to 1.
    pub weights: Vec<[f32; 4]>,
    pub indices: Vec<u32>,
}

impl MeshInstance {
    /// The skinning matrices for a pose given as world matrices per node.
    pub fn skin_matrices(&self, world: &[Mat4]) -> Vec<Mat4> {
        self.joint_nodes
            .iter()
            .zip(&self.inverse_bind)
            .map(|(&n, ib)| world[n] * *ib)
            .collect()
    }

    /// Vertex positions skinned by the given per-node world matrices (linear blend skinning).
    pub fn skinned_positions(&self, world: &[Mat4]) -> Vec<Vec3> {
        let m = self.skin_matrices(world);
        self.positions
            .iter()
            .zip(self.joints.iter().zip(&self.weights))
            .map(|(p, (j, w))| {
                (0..4)
                    .filter(|&i| w[i] > 0.0)
                    .map(|i| m[j[i] as usize].transform_point3(*p) * w[i])
                    .sum()
            })
            .collect()
    }

    /// The node with the largest weight for each vertex.
    pub fn dominant_nodes(&self) -> Vec<usize> {
        self.joints
            .iter()
            .zip(&self.weights)
            .map(|(j, w)| {
                let mut best = 0;
                for i in 1..4 {
                    if w[i] > w[best] {
                        best = i;
                    }
                }
                self.joint_nodes[j[best] as usize]
            })
            .collect()
    }
}

/// Normalise a weight quadruple to sum to 1. Returns `None` when all weights are zero
/// (or not finite), which the importer reports.
pub fn renormalise(w: [f32; 4]) -> Option<[f32; 4]> {
    if w.iter().any(|x| !x.is_finite() || *x < 0.0) {
        return None;
    }
    let s: f32 = w.iter().sum();
    if s <= 1e-12 {
        return None;
    }
    Some(w.map(|x| x / s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renormalise_scales_to_one() {
        let w = renormalise([0.2, 0.2, 0.1, 0.0]).unwrap();
        assert!((w[0] - 0.4).abs() < 1e-7 && (w[2] - 0.2).abs() < 1e-7);
        assert!((w.iter().sum::<f32>() - 1.0).abs() < 1e-6);
        assert!(renormalise([0.0; 4]).is_none());
        assert!(renormalise([f32::NAN, 1.0, 0.0, 0.0]).is_none());
    }

    #[test]
    fn skinning_blends_two_translated_joints() {
        let mesh = MeshInstance {
            name: "m".into(),
            node: 0,
            skin: None,
            joint_nodes: vec![0, 1],
            inverse_bind: vec![Mat4::IDENTITY, Mat4::IDENTITY],
            positions: vec![Vec3::ZERO],
            normals: vec![Vec3::Y],
            joints: vec![[0, 1, 0, 0]],
            weights: vec![[0.25, 0.75, 0.0, 0.0]],
            indices: vec![],
        };
        let world = [
            Mat4::from_translation(Vec3::X),
            Mat4::from_translation(Vec3::Y * 2.0),
        ];
        let p = mesh.skinned_positions(&world)[0];
        assert!((p - Vec3::new(0.25, 1.5, 0.0)).length() < 1e-6);
    }
}
