//! `ragrig sample`: regenerate the bundled sample character and its rig.

use super::{EXIT_FINDINGS, EXIT_OK};
use crate::character::load_character_from_bytes;
use crate::rig::write_rig;
use crate::sample::{Density, mannequin_glb, mannequin_rig};
use std::path::Path;

pub const SAMPLE_MODEL: &str = "mannequin.glb";
pub const SAMPLE_RIG: &str = "mannequin.rig.toml";

/// The sample's bytes: (glb, rig TOML).
pub fn build_sample() -> anyhow::Result<(Vec<u8>, String)> {
    let glb = mannequin_glb(Density::Normal)?;
    let ch = load_character_from_bytes(&glb, Path::new(SAMPLE_MODEL))?;
    let rig = mannequin_rig(&ch, SAMPLE_MODEL)?;
    Ok((glb, write_rig(&rig)))
}

fn write(path: &Path, bytes: &[u8]) -> bool {
    match crate::atomic_write(path, bytes) {
        Ok(()) => {
            out!("wrote {} ({} bytes)", path.display(), bytes.len());
            true
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            false
        }
    }
}

pub fn run(dir: &Path, dense: bool) -> i32 {
    let _ = std::fs::create_dir_all(dir);
    let ok = if dense {
        match mannequin_glb(Density::Dense) {
            Ok(glb) => write(&dir.join("mannequin_dense.glb"), &glb),
            Err(e) => {
                eprintln!("error: cannot build the dense sample: {e}");
                false
            }
        }
    } else {
        match build_sample() {
            Ok((glb, rig)) => {
                write(&dir.join(SAMPLE_MODEL), &glb) && write(&dir.join(SAMPLE_RIG), rig.as_bytes())
            }
            Err(e) => {
                eprintln!("error: cannot build the sample: {e}");
                false
            }
        }
    };
    if ok { EXIT_OK } else { EXIT_FINDINGS }
}
