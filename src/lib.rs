//! ragrig core library: character import, the rig model and file format, the rig doctor and
//! the ragdoll generator (`fit`), and the physics-free parts of switching to ragdoll (`switch`)
//! and getting back up (`recover`).
//!
//! Nothing in this crate's core modules (`character`, `rig`, `fit`, `geometry`, `xform`, `sample`,
//! `switch`, `recover`, `scenario`) imports a UI crate; the editor lives in `editor` on top of them.
//!
//! Units: metres, kilograms, seconds; angles in radians in code (degrees in files and UI).
//! Conventions: glTF (right-handed, +Y up), quaternions (x, y, z, w).

pub mod character;
pub mod cli;
pub mod editor;
pub mod export;
pub mod fit;
pub mod geometry;
pub mod glb;
pub mod physics_check;
pub mod project;
pub mod recover;
pub mod rig;
pub mod sample;
pub mod scenario;
pub mod session;
pub mod sim;
pub mod switch;
pub mod xform;

/// Write a file atomically: a temporary file beside it, flushed, then renamed over it.
pub fn atomic_write(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
