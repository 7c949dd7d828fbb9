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

/// A file the editor cannot open.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The rig file cannot be read.
    #[error(transparent)]
    Rig(#[from] crate::rig::RigError),
    /// The model file cannot be read.
    #[error(transparent)]
    Model(#[from] crate::character::ImportError),
    /// Neither a rig nor a model by its extension.
    #[error("{}: not a rig (.toml) or a model (.glb, .gltf)", .0.display())]
    NotRigOrModel(PathBuf),
}

/// Open a rig (.toml) or a model (.glb/.gltf, with the rig in its physics data or an empty
/// one).
pub fn open_path(path: &Path, generation: u64) -> Result<Document, OpenError> {
    open_path_noting(path, generation).map(|(d, _)| d)
}

/// [`open_path`], with a note for the user when a model's physics data could not be read.
pub fn open_path_noting(
    path: &Path,
    generation: u64,
) -> Result<(Document, Option<String>), OpenError> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    let (project, note) = match ext.as_str() {
        "toml" => (Project::open_rig(path)?, None),
        "glb" | "gltf" => Project::open_model_noting(path)?,
        _ => return Err(OpenError::NotRigOrModel(path.to_path_buf())),
    };
    Ok((Document::new(project, generation), note))
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

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A new identifier for a recovery copy: the process id and the time, unique per session.
fn new_id() -> String {
    static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}-{nanos}-{n}", std::process::id())
}

/// Write the document's rig as the recovery copy `id` (its model path made relative to the
/// recovery folder): `recovery/ID.json` (where the copy belongs), then `recovery/ID.rig.toml`,
/// each written atomically. The rig goes last so that a process killed between the two writes
/// never leaves a new rig without its description: once the rig file holds an edit, the copy
/// is complete and the next start offers it.
fn write_copy(config: &Path, id: &str, doc: &Document) -> std::io::Result<()> {
    let dir = recovery_dir(config);
    std::fs::create_dir_all(&dir)?;
    let info = RecoveryInfo {
        original: doc.project.rig_path.clone(),
        saved_at: now_secs(),
    };
    let bytes = serde_json::to_vec_pretty(&info).map_err(std::io::Error::other)?;
    crate::atomic_write(&dir.join(format!("{id}.json")), &bytes)?;
    let mut rig = doc.project.rig.clone();
    let model = std::path::absolute(doc.project.model_path())
        .unwrap_or_else(|_| doc.project.model_path().to_path_buf());
    rig.model_path = relative_path(&dir, &model);
    crate::atomic_write(
        &dir.join(format!("{id}.rig.toml")),
        write_rig(&rig).as_bytes(),
    )
}

/// Write a recovery copy of the document that no running editor owns (so the next start
/// offers it), as a session that ended without a clean exit leaves behind.
pub fn write_recovery(config: &Path, doc: &Document) -> std::io::Result<()> {
    write_copy(config, &new_id(), doc)
}

/// This editor session's crash-recovery copy. While the session runs it holds an exclusive
/// lock on `recovery/ID.lock`; the operating system drops the lock when the process ends,
/// however it ends (a crash, SIGKILL, power loss), so a copy whose lock can be taken belongs
/// to a session that is gone and is offered at the next start, while the copies of editors
/// still running (another window on the same config folder) are left alone.
pub struct RecoverySlot {
    config: PathBuf,
    id: String,
    lock: Option<std::fs::File>,
}

impl RecoverySlot {
    pub fn new(config: &Path) -> Self {
        RecoverySlot {
            config: config.to_path_buf(),
            id: new_id(),
            lock: None,
        }
    }

    /// Write (or overwrite) this session's copy of `doc`.
    pub fn write(&mut self, doc: &Document) -> std::io::Result<()> {
        if self.lock.is_none() {
            let dir = recovery_dir(&self.config);
            std::fs::create_dir_all(&dir)?;
            let f = std::fs::File::create(dir.join(format!("{}.lock", self.id)))?;
            f.try_lock().map_err(std::io::Error::other)?;
            self.lock = Some(f);
        }
        write_copy(&self.config, &self.id, doc)
    }

    /// Remove this session's copy (after a save or a clean exit).
    pub fn clear(&mut self) {
        let dir = recovery_dir(&self.config);
        for ext in ["rig.toml", "json"] {
            let _ = std::fs::remove_file(dir.join(format!("{}.{ext}", self.id)));
        }
        if self.lock.take().is_some() {
            let _ = std::fs::remove_file(dir.join(format!("{}.lock", self.id)));
        }
    }

    /// The path of this session's copy (it may not exist yet).
    pub fn path(&self) -> PathBuf {
        recovery_dir(&self.config).join(format!("{}.rig.toml", self.id))
    }
}

/// True while a running editor holds the lock of recovery copy `id`.
fn owned_by_a_running_editor(dir: &Path, id: &str) -> bool {
    let Ok(f) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(dir.join(format!("{id}.lock")))
    else {
        return false;
    };
    matches!(f.try_lock(), Err(std::fs::TryLockError::WouldBlock))
}

/// The newest recovery copy left by a session that did not end cleanly, if any (copies of
/// editors still running are not offered).
pub fn find_recovery(config: &Path) -> Option<(RecoveryInfo, PathBuf)> {
    let dir = recovery_dir(config);
    let mut best: Option<(RecoveryInfo, PathBuf)> = None;
    for entry in std::fs::read_dir(&dir).ok()?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(id) = name.strip_suffix(".json") else {
            continue;
        };
        let rig = dir.join(format!("{id}.rig.toml"));
        if !rig.exists() || owned_by_a_running_editor(&dir, id) {
            continue;
        }
        let Some(info) = std::fs::read(entry.path())
            .ok()
            .and_then(|b| serde_json::from_slice::<RecoveryInfo>(&b).ok())
        else {
            continue;
        };
        if best
            .as_ref()
            .is_none_or(|(b, _)| info.saved_at >= b.saved_at)
        {
            best = Some((info, rig));
        }
    }
    best
}

/// Remove one recovery copy (after it was restored or discarded), by its `.rig.toml` path.
pub fn discard_recovery(rig: &Path) {
    let Some(id) = rig
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".rig.toml"))
    else {
        return;
    };
    let dir = rig.parent().unwrap_or(Path::new(""));
    for ext in ["rig.toml", "json", "lock"] {
        let _ = std::fs::remove_file(dir.join(format!("{id}.{ext}")));
    }
}

/// Remove every recovery copy.
pub fn clear_recovery(config: &Path) {
    let _ = std::fs::remove_dir_all(recovery_dir(config));
}

/// Load the recovery copy as a document that still points at the original file.
pub fn load_recovery(
    rig: &Path,
    info: &RecoveryInfo,
    generation: u64,
) -> Result<Document, OpenError> {
    let mut doc = open_path(rig, generation)?;
    doc.project.rig_path = info.original.clone();
    doc.mark_dirty();
    Ok(doc)
}
