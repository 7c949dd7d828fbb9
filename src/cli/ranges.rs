//! `ragrig ranges RIG [--json]`: every joint's limits read as anatomical ranges (flexion,
//! extension, abduction, … in degrees from the rest pose; a shoulder's from the arm held level),
//! as the joint inspector's Range of motion shows them ([`crate::fit::anatomical`]). Exit 0, or
//! 2 on bad input (unreadable rig or model).

use super::{EXIT_BAD_INPUT, EXIT_OK, print_json};
use crate::fit::anatomical::{JointRanges, rig_ranges};
use crate::project::Project;
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct Motion {
    motion: &'static str,
    /// Degrees, ≥ 0.
    deg: f32,
}

#[derive(Serialize)]
struct JointLine {
    joint: String,
    joint_type: Option<&'static str>,
    side: &'static str,
    /// Where the motions are measured from.
    from: &'static str,
    /// Empty when the rest pose lies outside the limits.
    motions: Vec<Motion>,
}

#[derive(Serialize)]
struct Output {
    rig: String,
    joints: Vec<JointLine>,
}

fn line(j: &JointRanges) -> JointLine {
    JointLine {
        joint: j.joint.clone(),
        joint_type: j.joint_type,
        side: if j.right { "right" } else { "left or centre" },
        from: if j.joint_type == Some("shoulder") {
            "the arm held level to the side"
        } else {
            "the rest pose"
        },
        motions: j
            .motions()
            .map(|m| {
                m.iter()
                    .map(|&(motion, rad)| Motion {
                        motion,
                        deg: rad.to_degrees(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

pub fn run(rig_path: &Path, json: bool) -> i32 {
    let project = match Project::open_rig(rig_path) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let ch = match &project.character {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: the model cannot be read: {e}");
            return EXIT_BAD_INPUT;
        }
    };
    let lines: Vec<JointLine> = rig_ranges(&project.rig, ch).iter().map(line).collect();
    if json {
        print_json(&Output {
            rig: rig_path.display().to_string(),
            joints: lines,
        });
        return EXIT_OK;
    }
    println!(
        "each motion alone, from the rest pose (a shoulder's from the arm held level), degrees"
    );
    for l in &lines {
        if l.motions.is_empty() {
            println!("{:<14} the rest pose lies outside its limits", l.joint);
            continue;
        }
        let pairs: Vec<String> = l
            .motions
            .chunks(2)
            .map(|p| {
                format!(
                    "{} {:.1} / {} {:.1}",
                    p[0].motion, p[0].deg, p[1].motion, p[1].deg
                )
            })
            .collect();
        println!("{:<14} {}", l.joint, pairs.join(" · "));
    }
    EXIT_OK
}
