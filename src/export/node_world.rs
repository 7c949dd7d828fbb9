//! World matrices of a glTF document's nodes from the transforms it stores (a `matrix`, or
//! `translation`, `rotation` and `scale`), for placing physics nodes under bones whose ancestors
//! are scaled (an armature at ×100 or ×0.01 is common) and for reading them back.
//!
//! A ragrig body hangs from its bone's rigid part (position and rotation, in metres), while a
//! glTF node inherits its parent's scale: a body node under a ×100 bone would place its offset
//! 100 times farther and scale its collider 100 times. So a body node is written with its
//! translation divided by the bone's world scale and the inverse scale of its own, which gives it
//! a world scale of 1; and a body or joint frame is read back relative to the rigid part of what
//! it hangs from, however the file nests and scales it.

use glam::{Mat4, Quat, Vec3};
use serde_json::Value;

fn number(v: &Value, default: f32) -> f32 {
    v.as_f64().map_or(default, |x| x as f32)
}

/// A 3-vector from a JSON array of three numbers (`default` where it is not one).
pub(super) fn vec3(v: &Value, default: Vec3) -> Vec3 {
    match v.as_array() {
        Some(a) if a.len() == 3 => Vec3::new(
            number(&a[0], default.x),
            number(&a[1], default.y),
            number(&a[2], default.z),
        ),
        _ => default,
    }
}

/// A node's local matrix: its `matrix`, else `T·R·S` (missing parts are the identity).
pub fn local_matrix(n: &Value) -> Mat4 {
    if let Some(m) = n["matrix"].as_array().filter(|m| m.len() == 16) {
        let cols: Vec<f32> = m.iter().map(|x| number(x, 0.0)).collect();
        return Mat4::from_cols_slice(&cols);
    }
    let t = vec3(&n["translation"], Vec3::ZERO);
    let s = vec3(&n["scale"], Vec3::ONE);
    let r = match n["rotation"].as_array() {
        Some(a) if a.len() == 4 => Quat::from_xyzw(
            number(&a[0], 0.0),
            number(&a[1], 0.0),
            number(&a[2], 0.0),
            number(&a[3], 1.0),
        )
        .normalize(),
        _ => Quat::IDENTITY,
    };
    let r = if r.is_finite() { r } else { Quat::IDENTITY };
    Mat4::from_scale_rotation_translation(s, r, t)
}

/// The node a bone name means, as the model import resolves it
/// ([`crate::character::Skeleton::find`]): the first skin joint of that name, else the first
/// node of that name.
pub struct BoneNames<'a> {
    nodes: &'a [Value],
    skin_joint: Vec<bool>,
}

impl<'a> BoneNames<'a> {
    pub fn new(root: &'a Value) -> Self {
        let nodes = root["nodes"].as_array().map_or(&[][..], Vec::as_slice);
        let mut skin_joint = vec![false; nodes.len()];
        for skin in root["skins"].as_array().into_iter().flatten() {
            for j in skin["joints"].as_array().into_iter().flatten() {
                if let Some(x) = j.as_u64().and_then(|j| skin_joint.get_mut(j as usize)) {
                    *x = true;
                }
            }
        }
        Self { nodes, skin_joint }
    }

    pub fn find(&self, name: &str) -> Option<usize> {
        let named =
            || (0..self.nodes.len()).filter(|&i| self.nodes[i]["name"].as_str() == Some(name));
        named()
            .find(|&i| self.skin_joint[i])
            .or_else(|| named().next())
    }
}

/// Each node's parent (the node listing it among its `children`; out-of-range entries ignored).
pub fn parents(nodes: &[Value]) -> Vec<Option<usize>> {
    let mut parent = vec![None; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        for c in n["children"].as_array().into_iter().flatten() {
            if let Some(c) = c.as_u64().map(|c| c as usize).filter(|&c| c < nodes.len()) {
                parent[c] = Some(i);
            }
        }
    }
    parent
}

/// Every node's world matrix. A node on a cycle of parents (a malformed file) is taken as a
/// root where the walk meets itself again.
pub fn world_matrices(nodes: &[Value], parent: &[Option<usize>]) -> Vec<Mat4> {
    let mut world: Vec<Option<Mat4>> = vec![None; nodes.len()];
    for start in 0..nodes.len() {
        // The chain up to a node already known (or a root), then down it.
        let mut chain = vec![start];
        let mut seen = vec![false; nodes.len()];
        seen[start] = true;
        while let Some(p) = parent[*chain.last().unwrap()] {
            if world[p].is_some() || seen[p] {
                break;
            }
            seen[p] = true;
            chain.push(p);
        }
        for &i in chain.iter().rev() {
            if world[i].is_some() {
                continue;
            }
            let above = parent[i].and_then(|p| world[p]).unwrap_or(Mat4::IDENTITY);
            world[i] = Some(above * local_matrix(&nodes[i]));
        }
    }
    world.into_iter().map(Option::unwrap_or_default).collect()
}

/// A world matrix's scale as one number (the mean of its axes' lengths), and whether the three
/// agree within 1e-3 of it (uniform scale: the only kind a child's inverse scale cancels).
pub fn uniform_scale(m: &Mat4) -> (f32, bool) {
    let axes = [
        m.x_axis.truncate().length(),
        m.y_axis.truncate().length(),
        m.z_axis.truncate().length(),
    ];
    let mean = (axes[0] + axes[1] + axes[2]) / 3.0;
    let uniform = axes.iter().all(|a| (a - mean).abs() <= 1e-3 * mean);
    (mean, uniform)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xform::Rigid;
    use serde_json::json;

    /// An armature at ×100 turned 90° about Y, a bone 1 unit up in it, a child with the local
    /// transform the writer gives a body 0.3 m along the bone's X: world scale 1, 0.3 m from
    /// the bone along its turned X (world −Z).
    #[test]
    fn a_child_with_the_inverse_scale_sits_in_metres_at_world_scale_one() {
        let s = std::f32::consts::FRAC_1_SQRT_2;
        let nodes = vec![
            json!({"children": [1], "scale": [100.0, 100.0, 100.0], "rotation": [0.0, s, 0.0, s]}),
            json!({"children": [2], "translation": [0.0, 1.0, 0.0]}),
            json!({"translation": [0.003, 0.0, 0.0], "scale": [0.01, 0.01, 0.01]}),
        ];
        let w = world_matrices(&nodes, &parents(&nodes));
        let bone = Rigid::from_mat4(&w[1]);
        assert!(bone.translation.distance(Vec3::new(0.0, 100.0, 0.0)) < 1e-4);
        let body = Rigid::from_mat4(&w[2]);
        assert!(
            body.translation.distance(Vec3::new(0.0, 100.0, -0.3)) < 1e-4,
            "{body:?}"
        );
        let (scale, uniform) = uniform_scale(&w[2]);
        assert!((scale - 1.0).abs() < 1e-5 && uniform);
        assert_eq!(uniform_scale(&w[1]).0.round(), 100.0);
        let relative = bone.inverse().mul(&body);
        assert!(relative.translation.distance(Vec3::new(0.3, 0.0, 0.0)) < 1e-5);
    }

    #[test]
    fn a_cycle_of_parents_ends_and_a_matrix_is_read_column_major() {
        let mut nodes = vec![
            json!({"children": [1], "translation": [1.0, 0.0, 0.0]}),
            json!({"children": [0], "matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,2,0,1]}),
        ];
        let w = world_matrices(&nodes, &parents(&nodes));
        assert!(w.iter().all(|m| m.is_finite()));
        nodes[1]["children"] = json!([]);
        nodes[0]["children"] = json!([1]);
        let w = world_matrices(&nodes, &parents(&nodes));
        assert_eq!(w[1].w_axis.truncate(), Vec3::new(1.0, 2.0, 0.0));
        let (scale, uniform) = uniform_scale(&Mat4::from_scale(Vec3::new(1.0, 2.0, 1.0)));
        assert!(!uniform && (scale - 4.0 / 3.0).abs() < 1e-6);
    }
}
