//! `ragrig edit [FILE]` (and `ragrig` alone): the editor, on the bundled sample by default.

use crate::editor::app::{RunOptions, Start};
use std::path::PathBuf;

/// The bundled sample rig, found next to the executable's source tree or the working folder.
pub fn sample_rig_path() -> PathBuf {
    let here = PathBuf::from("sample_rigs/mannequin.rig.toml");
    if here.exists() {
        return here;
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_rigs/mannequin.rig.toml")
}

pub fn run(file: Option<PathBuf>, run: RunOptions) -> i32 {
    let path = file.unwrap_or_else(sample_rig_path);
    if !path.exists() {
        eprintln!("error: {}: no such file", path.display());
        return super::EXIT_BAD_INPUT;
    }
    crate::editor::run(Start::Path(path), run)
}
