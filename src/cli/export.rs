//! `ragrig export RIG [--gltf OUT.glb] [--rig OUT.rig.toml]`: validated exports. Refused (exit 1,
//! the findings named) while the rig doctor reports errors; `--strict` refuses warnings too.

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::export::check_exportable;
use crate::export::export_glb;
use crate::project::Project;
use std::path::Path;

pub fn run(
    rig: &Path,
    gltf: Option<&Path>,
    rig_out: Option<&Path>,
    strict: bool,
    json: bool,
) -> i32 {
    if gltf.is_none() && rig_out.is_none() {
        eprintln!("error: say what to export: --gltf OUT.glb and/or --rig OUT.rig.toml");
        return EXIT_BAD_INPUT;
    }
    let project = match Project::open_rig(rig) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let warnings = match check_exportable(&project) {
        Ok(w) => w,
        Err(blocked) => {
            return super::refuse("export", rig, &crate::rig::RigRefused(blocked.0), json);
        }
    };
    for w in &warnings {
        eprintln!("warning  {:<24} {}", w.code, w.message);
    }
    if strict && !warnings.is_empty() {
        eprintln!("export refused: {} warning(s) and --strict", warnings.len());
        return EXIT_FINDINGS;
    }
    if let Some(out) = rig_out {
        let mut copy = project.detached_copy();
        if let Err(e) = copy.save_as(out) {
            eprintln!("error: {}: {e}", out.display());
            return EXIT_FINDINGS;
        }
        out!("wrote {}", out.display());
    }
    if let Some(out) = gltf {
        match export_glb(&project) {
            Ok((bytes, report)) => {
                if let Err(e) = crate::atomic_write(out, &bytes) {
                    eprintln!("error: {}: {e}", out.display());
                    return EXIT_FINDINGS;
                }
                if json {
                    print_json(&report);
                } else {
                    out!(
                        "wrote {} ({} bodies, {} joints)",
                        out.display(),
                        report.bodies,
                        report.joints
                    );
                    for a in &report.approximations {
                        out!("  approximated: {a}");
                    }
                }
            }
            Err(e) => {
                eprintln!("error: {e:#}");
                return EXIT_FINDINGS;
            }
        }
    }
    EXIT_OK
}
