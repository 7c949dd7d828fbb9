//! A character read from glTF: node hierarchy (skeleton), skins, skinned meshes and clips.

pub mod clip;
pub mod error;
pub mod import;
pub mod mesh;
pub mod pose;
pub mod skeleton;

pub use clip::{Clip, Interpolation, Property};
pub use error::ImportError;
pub use import::load_character;
pub use mesh::MeshInstance;
pub use skeleton::{Node, Skeleton, Skin};

/// Everything ragrig reads from a model file.
#[derive(Clone, Debug)]
pub struct Character {
    pub skeleton: Skeleton,
    pub skins: Vec<Skin>,
    pub meshes: Vec<MeshInstance>,
    pub clips: Vec<Clip>,
    /// Things that were accepted but approximated (e.g. morph targets ignored).
    pub notes: Vec<String>,
}

impl Character {
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
}
