//! The node hierarchy with its rest pose, and skins (joint lists with inverse bind matrices).

use crate::xform::{Rigid, Xform};
use glam::Mat4;

/// One glTF node.
#[derive(Clone, Debug)]
pub struct Node {
    pub name: String,
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    /// The rest pose's local transform: the pose the rig is built on (the skin's bind pose
    /// or the node transform, see [`crate::character::RestPose`]).
    pub rest: Xform,
    /// The node transform as the file stores it: what clips animate on top of (glTF: a
    /// property no channel animates keeps the node's value).
    pub pose: Xform,
    /// The node exists only for a physics extension (a body or joint frame of a rig exported
    /// into the file, with no mesh, skin or animation of its own): never a bone to fit.
    pub physics_only: bool,
    /// The node is a joint of some skin: a bone that deforms a mesh. Names need not be unique
    /// in a file, and a bone name in a rig means such a node first ([`Skeleton::find`]).
    pub skin_joint: bool,
}

/// The name a node the file leaves unnamed is known by: `node_<index>`, its index in the file.
pub fn unnamed_node_name(index: usize) -> String {
    format!("node_{index}")
}

/// The file index an [`unnamed_node_name`] stands for.
pub fn unnamed_node_index(name: &str) -> Option<usize> {
    name.strip_prefix("node_")?.parse().ok()
}

/// All nodes of the file, with a parents-first evaluation order.
#[derive(Clone, Debug, Default)]
pub struct Skeleton {
    pub nodes: Vec<Node>,
    /// Node indices ordered so that every parent comes before its children.
    pub order: Vec<usize>,
}

impl Skeleton {
    /// The node a rig's bone `name` refers to. A file may give several nodes one name (an
    /// exporter names a mesh object after the bone it hangs from): then the first of them that
    /// is a skin joint, else the first of them.
    pub fn find(&self, name: &str) -> Option<usize> {
        let mut first = None;
        for (i, n) in self.nodes.iter().enumerate() {
            if n.name == name {
                if n.skin_joint {
                    return Some(i);
                }
                first.get_or_insert(i);
            }
        }
        first
    }

    /// The rest pose as local transforms, one per node.
    pub fn rest_pose(&self) -> Vec<Xform> {
        self.nodes.iter().map(|n| n.rest).collect()
    }

    /// The node transforms as the file stores them: the base clips are sampled on
    /// (`clip.sample(t, &sk.node_pose())`), whichever rest pose the rig uses.
    pub fn node_pose(&self) -> Vec<Xform> {
        self.nodes.iter().map(|n| n.pose).collect()
    }

    /// World matrices from local transforms (parents first).
    pub fn world_matrices(&self, local: &[Xform]) -> Vec<Mat4> {
        let mut world = vec![Mat4::IDENTITY; self.nodes.len()];
        for &i in &self.order {
            let l = local[i].to_mat4();
            world[i] = match self.nodes[i].parent {
                Some(p) => world[p] * l,
                None => l,
            };
        }
        world
    }

    /// Rigid world transforms `T_WB` (scale stripped) from local transforms.
    pub fn world_rigid(&self, local: &[Xform]) -> Vec<Rigid> {
        self.world_matrices(local)
            .iter()
            .map(Rigid::from_mat4)
            .collect()
    }

    /// Depth of each node (roots are 0).
    pub fn depth(&self, i: usize) -> usize {
        let mut d = 0;
        let mut n = self.nodes[i].parent;
        while let Some(p) = n {
            d += 1;
            n = self.nodes[p].parent;
        }
        d
    }

    /// True when `ancestor` is `node` or one of its ancestors.
    pub fn is_ancestor(&self, ancestor: usize, node: usize) -> bool {
        let mut n = Some(node);
        while let Some(i) = n {
            if i == ancestor {
                return true;
            }
            n = self.nodes[i].parent;
        }
        false
    }
}

/// A glTF skin: the joint nodes and their inverse bind matrices.
#[derive(Clone, Debug)]
pub struct Skin {
    pub name: String,
    pub joints: Vec<usize>,
    pub inverse_bind: Vec<Mat4>,
    pub skeleton_root: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{Quat, Vec3};
    use std::f32::consts::FRAC_PI_2;

    /// A 3-link chain: each node 1 m along its parent's +X, each rotated 90° about +Z.
    fn chain() -> Skeleton {
        let rest = Xform {
            translation: Vec3::X,
            rotation: Quat::from_rotation_z(FRAC_PI_2),
            scale: Vec3::ONE,
        };
        let mut root = rest;
        root.translation = Vec3::ZERO;
        Skeleton {
            nodes: vec![
                Node {
                    name: "a".into(),
                    parent: None,
                    children: vec![1],
                    rest: root,
                    pose: root,
                    physics_only: false,
                    skin_joint: false,
                },
                Node {
                    name: "b".into(),
                    parent: Some(0),
                    children: vec![2],
                    rest,
                    pose: rest,
                    physics_only: false,
                    skin_joint: false,
                },
                Node {
                    name: "c".into(),
                    parent: Some(1),
                    children: vec![],
                    rest,
                    pose: rest,
                    physics_only: false,
                    skin_joint: false,
                },
            ],
            order: vec![0, 1, 2],
        }
    }

    #[test]
    fn world_pose_of_a_known_chain() {
        // Hand computation: a at origin rotated 90° (its +X is world +Y);
        // b at a·(1,0,0) = (0,1,0), rotated 180° total (its +X is world -X);
        // c at (0,1,0) + (-1,0,0) = (-1,1,0), rotated 270°.
        let s = chain();
        let w = s.world_rigid(&s.rest_pose());
        assert!((w[0].translation - Vec3::ZERO).length() < 1e-6);
        assert!((w[1].translation - Vec3::new(0.0, 1.0, 0.0)).length() < 1e-6);
        assert!((w[2].translation - Vec3::new(-1.0, 1.0, 0.0)).length() < 1e-6);
        let x_of_c = w[2].rotation * Vec3::X;
        assert!((x_of_c - Vec3::new(0.0, -1.0, 0.0)).length() < 1e-6);
    }

    #[test]
    fn uniform_scale_on_a_parent_scales_child_offsets() {
        let mut s = chain();
        s.nodes[0].rest.scale = Vec3::splat(2.0);
        let w = s.world_matrices(&s.rest_pose());
        // b sits 1 m along a's (scaled ×2) +X axis = world +Y → (0, 2, 0).
        assert!((w[1].transform_point3(Vec3::ZERO) - Vec3::new(0.0, 2.0, 0.0)).length() < 1e-5);
    }
}
