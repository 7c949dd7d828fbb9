//! The scenario suite: switch to ragdoll during run,
//! spin, jump and right after a teleport, and hit-and-recover landing on the back and on the
//! front, each run headless and deterministically through a [`crate::session::Session`] and
//! measured against independent references with pass/fail checks.
//!
//! * `definition`: the scenarios (clip, switch time, hit, expectation); [`names`].
//! * `runner`: runs one scenario and applies the checks (thresholds documented there).
//! * `measure`: the independent references (central differences, pose and bone jumps).
//! * `report`: [`ScenarioReport`] (serde `Serialize`, the `--json` structure) and the table.
//! * `test_clips`: a spin and a teleport made from the rest pose, for a model whose own clips
//!   have neither.
//!
//! ```no_run
//! # fn demo(rig: &ragrig::rig::Rig, ch: &ragrig::character::Character) {
//! let reports = ragrig::scenario::run_all(rig, ch);
//! print!("{}", ragrig::scenario::format_table(&reports));
//! let ok = reports.iter().all(|r| r.passed);
//! # }
//! ```
//!
//! Units: m, s; degrees and °/s in reports (`_deg`, `_deg_s`).

mod definition;
mod error;
mod measure;
pub(crate) mod report;
pub(crate) mod runner;
pub mod test_clips;

pub use definition::{
    ClipSource, Hit, PUSH_N_S, Push, Resolved, Scenario, ScenarioKind, SwitchTime, Unresolved,
    WARMUP_S, all, find, names,
};
pub use error::ScenarioError;
pub use measure::{clip_body_poses, joint_gap_sum};
pub use report::{Check, RecoveryMeasure, ScenarioReport, SwitchMeasure, format_table};

use crate::character::Character;
use crate::rig::Rig;

/// Run every scenario, in [`names`] order. Never panics on a rig or model that lacks what a
/// scenario needs: that scenario reports an `error` and fails.
pub fn run_all(rig: &Rig, character: &Character) -> Vec<ScenarioReport> {
    let character = test_clips::with_test_clips(character);
    all()
        .iter()
        .map(|s| runner::run(s, rig, &character))
        .collect()
}

/// Run the scenario called `name`; `None` if there is no such scenario (see [`names`]).
pub fn run_one(name: &str, rig: &Rig, character: &Character) -> Option<ScenarioReport> {
    let s = find(name)?;
    Some(match s.clip {
        ClipSource::Marker(_) => runner::run(&s, rig, &test_clips::with_test_clips(character)),
        ClipSource::Role(_) => runner::run(&s, rig, character),
    })
}
