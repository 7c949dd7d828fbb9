//! The command line: one file per subcommand. Exit codes: 0 ok, 1 findings/failure, 2 bad input.

/// `println!` that ignores a closed stdout (e.g. `ragrig info X | head`) instead of panicking.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($t)*);
    }};
}

mod check_physics;
mod edit;
mod export;
mod fit;
mod import;
mod info;
mod limits;
mod preset;
mod ranges;
mod safety;
mod sample;
mod scenarios;
mod simulate;
mod stress;
mod validate;

pub use edit::EditCommand;
pub use fit::FitCommand;
pub use limits::LimitsCommand;
pub use sample::build_sample;
pub use simulate::SimulateCommand;
pub use stress::StressCommand;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

pub const EXIT_OK: i32 = 0;
pub const EXIT_FINDINGS: i32 = 1;
pub const EXIT_BAD_INPUT: i32 = 2;

#[derive(Parser, Debug)]
#[command(name = "ragrig", version, about = "Author, tune and validate ragdoll rigs", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Cli {
    /// Run the subcommand (the editor without one); returns the process exit code.
    pub fn run(self) -> i32 {
        match self.command {
            None => edit::run(None, Default::default()),
            Some(Command::Edit(c)) => c.run(),
            Some(Command::Info { model, json }) => info::run(&model, json),
            Some(Command::Fit(c)) => c.run(),
            Some(Command::Limits(c)) => c.run(),
            Some(Command::Validate {
                rig,
                json,
                strict,
                fix,
                output,
            }) => validate::run(
                &rig,
                &validate::ValidateArgs {
                    json,
                    strict,
                    fix: &fix,
                    output: output.as_deref(),
                },
            ),
            Some(Command::Export {
                rig,
                gltf,
                rig_out,
                strict,
                json,
            }) => export::run(&rig, gltf.as_deref(), rig_out.as_deref(), strict, json),
            Some(Command::Import { model, output }) => import::run(&model, &output),
            Some(Command::Preset { action }) => action.run(),
            Some(Command::Simulate(c)) => c.run(),
            Some(Command::Scenarios {
                rig,
                model,
                only,
                engine,
                json,
            }) => scenarios::run(&rig, model.as_deref(), only.as_deref(), engine, json),
            Some(Command::CheckPhysics {
                rig,
                model,
                only,
                trace,
                engine,
                json,
            }) => check_physics::run(
                &rig,
                model.as_deref(),
                only.as_deref(),
                trace.as_deref(),
                engine,
                json,
            ),
            Some(Command::Stress(c)) => c.run(),
            Some(Command::Safety {
                rig,
                clip,
                min_ok,
                json,
            }) => safety::run(&rig, &clip, min_ok, json),
            Some(Command::Ranges { rig, json }) => ranges::run(&rig, json),
            Some(Command::Sample { dir, dense }) => sample::run(&dir, dense),
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the editor on a rig (.toml) or a model (.glb/.gltf); the bundled sample by default.
    Edit(edit::EditCommand),
    /// Print a model's skeleton, skins, meshes and clips (with durations).
    Info {
        model: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Generate a ragdoll rig (a humanoid by names or shape, chains for everything else:
    /// mapping, capsules, joints, masses, clip roles), write it to RIG and run the doctor on
    /// it. Exit 1 when the rig has doctor errors.
    Fit(fit::FitCommand),
    /// Fit a rig's joint limits to its model's clips: cone axes, ellipses and twist ranges that
    /// contain every clip frame plus a margin, inside the human range of motion (docs/limits.md).
    /// Writes RIG in place (or -o). Exit 1 when the written rig has doctor errors.
    Limits(limits::LimitsCommand),
    /// Run the rig doctor on a rig file (and its model); with --fix, apply the one-click fixes
    /// the editor's Findings panel offers and write the rig (in place, or -o). Exit 1 when it
    /// finds errors (after the fixes).
    Validate {
        rig: PathBuf,
        #[arg(long)]
        json: bool,
        /// Treat warnings as failures too.
        #[arg(long)]
        strict: bool,
        /// Apply the fix of every finding with this code (repeatable or comma-separated, e.g.
        /// `thin-cone`, `beyond-human-range`); `all`: every error's and warning's fix (a note's
        /// only when its code is named).
        #[arg(long, value_name = "CODE", value_delimiter = ',')]
        fix: Vec<String>,
        /// With --fix: write the fixed rig here instead of over RIG.
        #[arg(short, long, value_name = "OUT", requires = "fix")]
        output: Option<PathBuf>,
    },
    /// Export a validated rig: glTF with KHR_physics_rigid_bodies and/or a rig file.
    /// Refused while the rig doctor reports errors (exit 1).
    Export {
        rig: PathBuf,
        /// The model plus the rig as KHR_physics_rigid_bodies + KHR_implicit_shapes.
        #[arg(long, value_name = "OUT.glb")]
        gltf: Option<PathBuf>,
        /// A copy of the validated rig file.
        #[arg(long = "rig", value_name = "OUT.rig.toml")]
        rig_out: Option<PathBuf>,
        /// Refuse on warnings too.
        #[arg(long)]
        strict: bool,
        #[arg(long)]
        json: bool,
    },
    /// Read the rig stored in a glTF file's KHR_physics_rigid_bodies data into a rig file.
    Import {
        model: PathBuf,
        #[arg(short, long, value_name = "RIG.toml")]
        output: PathBuf,
    },
    /// Apply or save presets (joint limits per joint type, drive gains per group).
    Preset {
        #[command(subcommand)]
        action: PresetAction,
    },
    /// Simulate: play a clip, switch to ragdoll (velocities inherited), hit, recover; trace.
    Simulate(simulate::SimulateCommand),
    /// The scenario suite: switch during run, spin, jump and right after a teleport, and
    /// hit-and-recover landing on the back and on the front, with pass/fail checks.
    /// Exit 1 when a check fails.
    Scenarios {
        rig: PathBuf,
        /// The model (default: the one the rig file references).
        #[arg(long, value_name = "GLB")]
        model: Option<PathBuf>,
        /// Run only this scenario (run, spin, jump, teleport, land-on-back, land-on-front).
        #[arg(long, value_name = "NAME")]
        only: Option<String>,
        /// The physics engine for this run (rapier or jolt; default: the rig's `[sim] engine`).
        #[arg(long, value_name = "ENGINE")]
        engine: Option<crate::rig::SimEngine>,
        #[arg(long)]
        json: bool,
    },
    /// The physics check: a drop and a switch from every clip at 25/50/75 % of its length, with
    /// the drives off and on; each run judged on joint gaps, limits, energy, rest and sleep.
    /// Exit 1 when a run fails.
    CheckPhysics {
        rig: PathBuf,
        /// The model (default: the one the rig file references).
        #[arg(long, value_name = "GLB")]
        model: Option<PathBuf>,
        /// Only the runs whose name contains TEXT (e.g. "drop", "run@", "+drives").
        #[arg(long, value_name = "TEXT")]
        only: Option<String>,
        /// Write the one run `--only` names (its exact name, or the only one matching) as a
        /// CSV trace, one row per body per step (t,body,px..wz,mode), as `simulate --trace`.
        #[arg(long, value_name = "CSV")]
        trace: Option<PathBuf>,
        /// The physics engine for this run (rapier or jolt; default: the rig's `[sim] engine`).
        #[arg(long, value_name = "ENGINE")]
        engine: Option<crate::rig::SimEngine>,
        #[arg(long)]
        json: bool,
    },
    /// The stress fuzzer: random drops, switches from random clip times, hits, drags, obstacles
    /// and drive gains, one case per seed; flags non-finite states, guard stops, joint gaps over
    /// 10 mm, kinetic energy over the budget and hangs, with the command that replays each
    /// failing seed. Exit 1 when a case fails
    Stress(stress::StressCommand),
    /// The switch-safety strip as numbers: per clip the ok/warn/bad frame counts and, per
    /// frame, its category and why. Exit 1 when a clip has fewer ok frames than --min-ok.
    Safety {
        rig: PathBuf,
        /// Only this clip (repeatable; default: every clip of the model).
        #[arg(long, value_name = "NAME")]
        clip: Vec<String>,
        /// Exit 1 when any clip has fewer ok frames than this share, %.
        #[arg(long, value_name = "PERCENT")]
        min_ok: Option<f32>,
        #[arg(long)]
        json: bool,
    },
    /// Every joint's limits read as anatomical ranges: flexion, extension, abduction, rotation …
    /// in degrees from the rest pose (a shoulder's from the arm held level), as the joint
    /// inspector's Range of motion shows them.
    Ranges {
        rig: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Regenerate the bundled sample: DIR/mannequin.glb and its hand-tuned DIR/mannequin.rig.toml
    /// (with --dense: only DIR/mannequin_dense.glb, ≥ 100 000 vertices, for fit benchmarks).
    Sample {
        #[arg(long, default_value = "sample_rigs")]
        dir: PathBuf,
        #[arg(long)]
        dense: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum PresetAction {
    /// Apply PRESET (a name in presets/ or a path) to the whole rig, one group or one joint.
    Apply {
        preset: String,
        rig: PathBuf,
        #[arg(long, conflicts_with = "joint")]
        group: Option<String>,
        #[arg(long)]
        joint: Option<String>,
        /// Write here instead of overwriting RIG.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Save a rig's limits and gains as a preset.
    Save {
        rig: PathBuf,
        #[arg(short, long)]
        output: PathBuf,
        #[arg(long)]
        no_limits: bool,
        #[arg(long)]
        no_gains: bool,
    },
}

/// The character a run uses (the `--model` one `open_run` loaded, else the project's), once the
/// rig doctor accepts the rig against it; otherwise the exit code (the refusal listed by
/// [`refuse`] for `command`).
pub(crate) fn gated_character<'a>(
    command: &str,
    rig_path: &std::path::Path,
    project: &'a crate::project::Project,
    loaded: &'a Option<crate::character::Character>,
    json: bool,
) -> Result<&'a crate::character::Character, i32> {
    let character = match (loaded, &project.character) {
        (Some(c), _) | (None, Ok(c)) => c,
        (None, Err(_)) => return Err(EXIT_BAD_INPUT),
    };
    match crate::rig::check_rig(&project.rig, Some(character)) {
        Ok(_) => Ok(character),
        Err(refused) => Err(refuse(command, rig_path, &refused, json)),
    }
}

/// Open a rig for a run on a model: the rig file, the engine (`--engine` overrides the rig's),
/// and the model (`--model`, else the one the rig references). On an error the message is on
/// stderr and the exit code comes back. The character is `Some` when `--model` loaded one,
/// `None` when it is the project's own (then `project.character` is `Ok`).
pub(crate) fn open_run(
    rig_path: &std::path::Path,
    model: Option<&std::path::Path>,
    engine: Option<crate::rig::SimEngine>,
) -> Result<
    (
        crate::project::Project,
        Option<crate::character::Character>,
        PathBuf,
    ),
    i32,
> {
    let mut project = crate::project::Project::open_rig(rig_path).map_err(|e| {
        eprintln!("error: {e}");
        EXIT_BAD_INPUT
    })?;
    if let Some(e) = engine {
        project.rig.sim.engine = e;
    }
    if !crate::sim::engine::available(project.rig.sim.engine) {
        eprintln!(
            "error: this ragrig was built without the {} engine (cargo feature `{}`)",
            project.rig.sim.engine,
            project.rig.sim.engine.name()
        );
        return Err(EXIT_BAD_INPUT);
    }
    match model {
        Some(m) => match crate::character::load_character(m) {
            Ok(mut c) => {
                c.place_for(project.rig.rest_pose, project.rig.floor);
                Ok((project, Some(c), m.to_path_buf()))
            }
            Err(e) => {
                eprintln!("error: {e}");
                Err(EXIT_BAD_INPUT)
            }
        },
        None => {
            if let Err(e) = &project.character {
                eprintln!("error: the model cannot be read: {e}");
                return Err(EXIT_BAD_INPUT);
            }
            let path = project.model_path().to_path_buf();
            Ok((project, None, path))
        }
    }
}

/// Refuse a command on a rig the doctor reports errors for (see [`crate::rig::gate`]): the
/// errors listed on stderr (and as JSON on stdout with `json`), then the refusal. Returns
/// [`EXIT_FINDINGS`].
pub fn refuse(
    command: &str,
    rig: &std::path::Path,
    refused: &crate::rig::RigRefused,
    json: bool,
) -> i32 {
    #[derive(serde::Serialize)]
    struct Refusal<'a> {
        rig: String,
        refused: String,
        errors: &'a [crate::rig::Finding],
    }
    for f in &refused.0 {
        eprintln!("error    {:<24} {:<28} {}", f.code, f.subject, f.detail());
    }
    let line = format!(
        "{command} refused: the rig doctor reports {} error(s) in {}; fix them first (`ragrig validate` lists them, the editor's Findings panel offers fixes)",
        refused.0.len(),
        rig.display()
    );
    eprintln!("{line}");
    if json {
        print_json(&Refusal {
            rig: rig.display().to_string(),
            refused: line,
            errors: &refused.0,
        });
    }
    EXIT_FINDINGS
}

/// Print a value as pretty JSON on stdout.
pub fn print_json<T: serde::Serialize>(v: &T) {
    match serde_json::to_string_pretty(v) {
        Ok(s) => out!("{s}"),
        Err(e) => eprintln!("error: cannot serialise output: {e}"),
    }
}
