//! A character read from glTF: node hierarchy (skeleton), skins, skinned meshes and clips.

pub(crate) mod clip;
pub(crate) mod error;
mod floor;
mod import;
pub(crate) mod mesh;
pub(crate) mod pose;
pub(crate) mod rest_pose;
pub(crate) mod skeleton;

pub use clip::{Channel, Clip, Interpolation, Property};
pub use error::ImportError;
pub use import::{MAX_VIEWLESS_BYTES, load_character, load_character_from_bytes};
pub use mesh::MeshInstance;
pub use rest_pose::{PoseDifference, RestPose, RestPoses};
pub use skeleton::{Node, Skeleton, Skin, unnamed_node_index, unnamed_node_name};

/// Everything ragrig reads from a model file.
#[derive(Clone, Debug)]
pub struct Character {
    pub skeleton: Skeleton,
    pub skins: Vec<Skin>,
    pub meshes: Vec<MeshInstance>,
    pub clips: Vec<Clip>,
    /// Things that were accepted but approximated (e.g. morph targets ignored).
    pub notes: Vec<String>,
    /// The rest-pose sources (node transforms, skin bind pose) and which one
    /// `skeleton.nodes[i].rest` holds. A loaded character starts on the bind pose.
    pub rest_poses: RestPoses,
    /// The height of the model's own coordinates that lies on the ground (y = 0), m: every root
    /// node (with its rest poses and the clip keys that move it) is shifted by `−floor`. A
    /// loaded character starts at 0 (its origin on the ground); see [`Character::set_floor`].
    pub floor: f32,
}

impl Character {
    /// Put the chosen rest pose into `skeleton.nodes[i].rest` (the node transforms for
    /// [`RestPose::Bind`] when the file has no bind pose). Everything that reads the rest pose
    /// (fit, doctor, simulation, the editor) then uses it.
    pub fn use_rest_pose(&mut self, which: RestPose) {
        if self.rest_poses.nodes.len() != self.skeleton.nodes.len() {
            return;
        }
        let locals = self.rest_poses.locals(which).to_vec();
        for (n, l) in self.skeleton.nodes.iter_mut().zip(locals) {
            n.rest = l;
        }
        self.rest_poses.active = which;
    }

    /// This character with `which` as its rest pose: borrowed when it already is, else a copy.
    pub fn with_rest_pose(&self, which: RestPose) -> std::borrow::Cow<'_, Character> {
        if self.rest_poses.nodes.len() != self.skeleton.nodes.len()
            || self.rest_poses.locals(which) == self.rest_poses.locals(self.rest_poses.active)
        {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut c = self.clone();
        c.use_rest_pose(which);
        std::borrow::Cow::Owned(c)
    }

    pub fn clip(&self, name: &str) -> Option<&Clip> {
        self.clips.iter().find(|c| c.name == name)
    }

    /// Node indices used as joints by any skin, in first-seen order, without repeats.
    pub fn joint_nodes(&self) -> Vec<usize> {
        let mut seen = vec![false; self.skeleton.nodes.len()];
        let mut out = Vec::new();
        for s in &self.skins {
            for &j in &s.joints {
                if !seen[j] {
                    seen[j] = true;
                    out.push(j);
                }
            }
        }
        out
    }

    /// Per node: whether it is a bone that moves the model, the skeleton to draw. That is a
    /// skin joint that weights some vertex or holds a rigid mesh, or one with a descendant
    /// that does. Nodes a file lists among a skin's joints without moving anything (IK targets
    /// and control bones, which sit where a hand or knee is but hang from the root) are not.
    /// A model whose skin joints move nothing at all gets every joint, so a bare skeleton still
    /// shows.
    pub fn deforming_bones(&self) -> Vec<bool> {
        let n = self.skeleton.nodes.len();
        let mut moves = vec![false; n];
        for m in &self.meshes {
            if m.skin.is_none() {
                if let Some(flag) = moves.get_mut(m.node) {
                    *flag = true;
                }
                continue;
            }
            for (js, ws) in m.joints.iter().zip(&m.weights) {
                for (&j, &w) in js.iter().zip(ws) {
                    if w > 0.0
                        && let Some(&node) = m.joint_nodes.get(j as usize)
                        && let Some(flag) = moves.get_mut(node)
                    {
                        *flag = true;
                    }
                }
            }
        }
        // Children before parents: a node moves the model when a descendant does.
        for &i in self.skeleton.order.iter().rev() {
            if moves[i]
                && let Some(p) = self.skeleton.nodes[i].parent
            {
                moves[p] = true;
            }
        }
        let mut joint = vec![false; n];
        for j in self.joint_nodes() {
            joint[j] = true;
        }
        let bones: Vec<bool> = (0..n).map(|i| joint[i] && moves[i]).collect();
        if bones.iter().any(|&b| b) {
            bones
        } else {
            joint
        }
    }
}
