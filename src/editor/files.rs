//! Files the editor keeps: settings (recent files, view), the panel layout, and the crash
//! recovery copy written by autosave.

use super::document::Document;
use crate::project::{Project, relative_path};
use crate::rig::write_rig;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// `RAGRIG_CONFIG_DIR`, else `$XDG_CONFIG_HOME/ragrig`, else `~/.config/ragrig`.
pub fn default_config_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("RAGRIG_CONFIG_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CONFIG_HOME") {
        return PathBuf::from(d).join("ragrig");
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    home.join(".config/ragrig")
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Settings {
    pub recent: Vec<PathBuf>,
}

pub const MAX_RECENT: usize = 10;

impl Settings {
    pub fn load(dir: &Path) -> Self {
        std::fs::read(dir.join("settings.json"))
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default()
    }

    pub fn save(&self, dir: &Path) {
        let _ = std::fs::create_dir_all(dir);
        if let Ok(b) = serde_json::to_vec_pretty(self) {
            let _ = crate::atomic_write(&dir.join("settings.json"), &b);
        }
    }

    pub fn push_recent(&mut self, p: &Path) {
        let p = std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
        self.recent.retain(|x| x != &p);
        self.recent.insert(0, p);
        self.recent.truncate(MAX_RECENT);
    }
}

/// Open a rig (.toml) or a model (.glb/.gltf, with an empty rig).
pub fn open_path(path: &Path, generation: u64) -> Result<Document, String> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    let project = match ext.as_str() {
        "toml" => Project::open_rig(path).map_err(|e| e.to_string())?,
        "glb" | "gltf" => Project::open_model(path).map_err(|e| e.to_string())?,
        _ => {
            return Err(format!(
                "{}: not a rig (.toml) or a model (.glb, .gltf)",
                path.display()
            ));
        }
    };
    Ok(Document::new(project, generation))
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RecoveryInfo {
    /// The file the user was editing (None for an unsaved rig).
    pub original: Option<PathBuf>,
    /// Seconds since the Unix epoch when the copy was written.
    pub saved_at: u64,
}

fn recovery_dir(config: &Path) -> PathBuf {
    config.join("recovery")
}

/// Write the document's rig to the recovery folder (its model path made relative to it).
pub fn write_recovery(config: &Path, doc: &Document) -> std::io::Result<()> {
    let dir = recovery_dir(config);
    std::fs::create_dir_all(&dir)?;
    let mut rig = doc.project.rig.clone();
    let model = std::path::absolute(doc.project.model_path())
        .unwrap_or_else(|_| doc.project.model_path().to_path_buf());
    rig.model_path = relative_path(&dir, &model);
    crate::atomic_write(&dir.join("recovery.rig.toml"), write_rig(&rig).as_bytes())?;
    let info = RecoveryInfo {
        original: doc.project.rig_path.clone(),
        saved_at: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    };
    let bytes = serde_json::to_vec_pretty(&info).map_err(std::io::Error::other)?;
    crate::atomic_write(&dir.join("recovery.json"), &bytes)
}

/// The recovery copy left by a session that did not end cleanly, if any.
pub fn find_recovery(config: &Path) -> Option<(RecoveryInfo, PathBuf)> {
    let dir = recovery_dir(config);
    let info: RecoveryInfo =
        serde_json::from_slice(&std::fs::read(dir.join("recovery.json")).ok()?).ok()?;
    let rig = dir.join("recovery.rig.toml");
    rig.exists().then_some((info, rig))
}

pub fn clear_recovery(config: &Path) {
    let _ = std::fs::remove_dir_all(recovery_dir(config));
}

/// Load the recovery copy as a document that still points at the original file.
pub fn load_recovery(rig: &Path, info: &RecoveryInfo, generation: u64) -> Result<Document, String> {
    let mut doc = open_path(rig, generation)?;
    doc.project.rig_path = info.original.clone();
    doc.mark_dirty();
    Ok(doc)
}
