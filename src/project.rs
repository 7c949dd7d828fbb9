//! A rig together with the model it references: what the CLI and the editor work on.

use crate::character::{Character, ImportError, load_character};
use crate::rig::{
    Finding, Rig, RigError, RigRefused, Severity, Subject, diagnose, load_rig, save_rig,
};
use std::path::{Component, Path, PathBuf};

/// Why a project holds no character.
#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    /// The model file could not be read.
    #[error(transparent)]
    Unreadable(#[from] ImportError),
    /// A document without a model (the editor's placeholder).
    #[error("no model loaded")]
    NoModel,
    /// A copy of the rig made without loading its model (for exporting it).
    #[error("not loaded")]
    NotLoaded,
}

pub struct Project {
    /// Where the rig was loaded from or last saved to (None for a new, unsaved rig).
    pub rig_path: Option<PathBuf>,
    pub rig: Rig,
    /// The model, or why it could not be read.
    pub character: Result<Character, ModelError>,
    /// Absolute (or as-given) path of the model file.
    model_file: PathBuf,
}

impl Project {
    /// Open a rig file and the model it references (a model error is kept, not fatal).
    pub fn open_rig(path: &Path) -> Result<Project, RigError> {
        let rig = load_rig(path)?;
        let base = path.parent().unwrap_or(Path::new(""));
        let model_file = base.join(&rig.model_path);
        let character = load_character(&model_file).map_err(ModelError::from);
        let mut p = Project {
            rig_path: Some(path.to_path_buf()),
            rig,
            character,
            model_file,
        };
        p.sync_rest_pose();
        Ok(p)
    }

    /// Put the rig's rest-pose choice and floor into the loaded character (after loading, and
    /// after any edit that may have changed them). Cheap when nothing changed.
    pub fn sync_rest_pose(&mut self) {
        if let Ok(ch) = &mut self.character {
            ch.place_for(self.rig.rest_pose, self.rig.floor);
        }
    }

    /// Open a model alone: with the rig stored in its KHR_physics_rigid_bodies data when it has
    /// one (as ragrig exports it), else with an empty rig.
    pub fn open_model(path: &Path) -> Result<Project, ImportError> {
        Self::open_model_noting(path).map(|(p, _)| p)
    }

    /// [`Project::open_model`], with why the model's physics data could not be read when it
    /// has some that is broken (the project then has an empty rig).
    pub fn open_model_noting(path: &Path) -> Result<(Project, Option<String>), ImportError> {
        let character = load_character(path)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (rig, note) = match crate::export::import_khr(path) {
            Ok(Some((rig, _))) => (rig, None),
            Ok(None) => (Rig::empty(name), None),
            Err(e) => (
                Rig::empty(name),
                Some(format!(
                    "{}: its physics data was not read ({e}); the rig is empty",
                    path.display()
                )),
            ),
        };
        let mut p = Project {
            rig_path: None,
            rig,
            character: Ok(character),
            model_file: path.to_path_buf(),
        };
        p.sync_rest_pose();
        Ok((p, note))
    }

    /// A project from a rig and an already loaded model (the model file is still read by
    /// export, which copies its buffers).
    pub fn from_parts(
        rig_path: Option<PathBuf>,
        rig: Rig,
        character: Result<Character, ModelError>,
        model_file: PathBuf,
    ) -> Project {
        Project {
            rig_path,
            rig,
            character,
            model_file,
        }
    }

    /// An empty rig for a model file that is not loaded (a placeholder document).
    pub fn with_model_file(model: &Path) -> Project {
        Project {
            rig_path: None,
            rig: Rig::empty(model.to_string_lossy()),
            character: Err(ModelError::NoModel),
            model_file: model.to_path_buf(),
        }
    }

    /// The rig and model path without the loaded character (for exporting a copy).
    pub fn detached_copy(&self) -> Project {
        Project {
            rig_path: None,
            rig: self.rig.clone(),
            character: Err(ModelError::NotLoaded),
            model_file: self.model_file.clone(),
        }
    }

    pub fn model_path(&self) -> &Path {
        &self.model_file
    }

    /// The rig doctor, plus an error when the model could not be read.
    pub fn diagnose(&self) -> Vec<Finding> {
        let mut f = diagnose(&self.rig, self.character.as_ref().ok());
        if let Err(e) = &self.character {
            f.insert(
                0,
                Finding {
                    severity: Severity::Error,
                    code: "model-unreadable",
                    message: format!("the model cannot be read: {e}"),
                    subject: Subject::Rig,
                    fix: None,
                },
            );
        }
        f
    }

    /// Ok when the doctor reports no error (the model must be readable too): the gate in
    /// front of simulation, the scenario suite and export ([`crate::rig::gate`]).
    pub fn check(&self) -> Result<(), RigRefused> {
        crate::rig::gate::refuse_on_errors(&self.diagnose())
    }

    /// Save the rig to `path` (atomically), rewriting the model path relative to it.
    pub fn save_as(&mut self, path: &Path) -> std::io::Result<()> {
        let dir = path.parent().unwrap_or(Path::new(""));
        self.rig.model_path = relative_path(dir, &self.model_file);
        save_rig(&self.rig, path)?;
        self.rig_path = Some(path.to_path_buf());
        Ok(())
    }
}

/// `to` expressed relative to the folder `from_dir` (both made absolute first), with `/`.
pub fn relative_path(from_dir: &Path, to: &Path) -> String {
    let abs = |p: &Path| {
        let p = if p.is_absolute() {
            p.to_path_buf()
        } else {
            std::env::current_dir().unwrap_or_default().join(p)
        };
        normalise(&p)
    };
    let (from, to) = (abs(from_dir), abs(to));
    let fc: Vec<Component> = from.components().collect();
    let tc: Vec<Component> = to.components().collect();
    let common = fc.iter().zip(&tc).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".into(); fc.len() - common];
    parts.extend(
        tc[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

fn normalise(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths() {
        assert_eq!(
            relative_path(Path::new("/a/b"), Path::new("/a/b/m.glb")),
            "m.glb"
        );
        assert_eq!(
            relative_path(Path::new("/a/b/c"), Path::new("/a/m.glb")),
            "../../m.glb"
        );
        assert_eq!(
            relative_path(Path::new("/a/./b"), Path::new("/a/x/../b/m.glb")),
            "m.glb"
        );
    }
}
