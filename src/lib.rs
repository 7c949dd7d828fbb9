//! ragrig core library: character import, the rig model and file format, the rig doctor and
//! the ragdoll generator (`fit`), and the physics-free parts of switching to ragdoll (`switch`)
//! and getting back up (`recover`).
//!
//! Nothing in this crate's core modules (`character`, `rig`, `fit`, `geometry`, `xform`, `sample`,
//! `sim`, `session`, `switch`, `recover`, `scenario`, `physics_check`, `stress`, `export`) imports
//! a UI crate; the editor lives in `editor` on top of them.
//!
//! Units: metres, kilograms, seconds; angles in radians in code (degrees in files and UI).
//! Conventions: glTF (right-handed, +Y up), quaternions (x, y, z, w).

pub mod character;
pub mod cli;
pub mod easing;
pub mod editor;
pub mod export;
pub mod fit;
pub(crate) mod geometry;
pub mod glb;
pub mod physics_check;
pub mod project;
pub mod recover;
pub mod rig;
pub mod sample;
pub mod scenario;
pub mod session;
pub mod sim;
pub mod stress;
pub mod switch;
pub mod xform;

/// Write a file atomically: a temporary file beside it, flushed, then renamed over it. The
/// file at `path` is never opened for writing, so a failure at any step (a read-only folder,
/// a full disk, a write error) leaves it exactly as it was, and the temporary file is removed.
pub fn atomic_write(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    atomic_write_with(path, bytes, std::io::Write::write_all)
}

/// [`atomic_write`] with the step that writes the bytes into the temporary file given by the
/// caller (tests use it to fail the way a full disk does, part way through).
pub fn atomic_write_with(
    path: &std::path::Path,
    bytes: &[u8],
    write: impl FnOnce(&mut std::fs::File, &[u8]) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp{}-{n}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .or_else(|e| {
                // A temporary file left by a process that died with this one's id and count.
                if e.kind() == std::io::ErrorKind::AlreadyExists {
                    std::fs::remove_file(&tmp)?;
                    std::fs::File::create_new(&tmp)
                } else {
                    Err(e)
                }
            })?;
        write(&mut f, bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)?;
        // Make the rename itself durable (best effort: not every system can sync a folder).
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
