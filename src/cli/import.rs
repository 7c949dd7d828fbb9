//! `ragrig import MODEL.glb -o RIG.toml`: read the rig stored in a glTF file's
//! KHR_physics_rigid_bodies data (as exported by ragrig or another tool).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK};
use crate::export::{KhrReadError, import_khr};
use crate::project::Project;
use std::path::Path;

pub fn run(model: &Path, out: &Path) -> i32 {
    let (rig, report) = match import_khr(model) {
        Ok(Some(r)) => r,
        Ok(None) => {
            eprintln!(
                "error: {}: no KHR_physics_rigid_bodies data",
                model.display()
            );
            return EXIT_BAD_INPUT;
        }
        // A model file's own error names the file; the physics data's errors do not.
        Err(e @ KhrReadError::Model(_)) => {
            eprintln!("error: {e:#}");
            return EXIT_BAD_INPUT;
        }
        Err(e) => {
            eprintln!("error: {}: {e:#}", model.display());
            return EXIT_BAD_INPUT;
        }
    };
    let mut project = match Project::open_model(model) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    project.rig = rig;
    if let Err(e) = project.save_as(out) {
        eprintln!("error: {}: {e}", out.display());
        return EXIT_FINDINGS;
    }
    for n in &report.notes {
        out!("note: {n}");
    }
    out!(
        "wrote {} ({} bodies, {} joints)",
        out.display(),
        project.rig.bodies.len(),
        project.rig.joints.len()
    );
    EXIT_OK
}
