//! The command line: one file per subcommand. Exit codes: 0 ok, 1 findings/failure, 2 bad input.

/// `println!` that ignores a closed stdout (e.g. `ragrig info X | head`) instead of panicking.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($t)*);
    }};
}

pub mod check_physics;
pub mod edit;
pub mod export;
pub mod fit;
pub mod import;
pub mod info;
pub mod limits;
pub mod preset;
pub mod safety;
pub mod sample;
pub mod scenarios;
pub mod simulate;
pub mod stress;
pub mod validate;

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

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the editor on a rig (.toml) or a model (.glb/.gltf); the bundled sample by default.
    Edit {
        file: Option<PathBuf>,
        /// Render a few frames, save a PNG of the window and exit.
        #[arg(long)]
        screenshot: Option<PathBuf>,
        /// Render N frames and print CPU frame time p50/p95, then exit.
        #[arg(long, value_name = "FRAMES")]
        bench: Option<usize>,
        /// Select a body or joint by name at start.
        #[arg(long, value_name = "NAME")]
        select: Option<String>,
        /// Frame the --select'ed body or joint (as F does) instead of the whole character.
        #[arg(long)]
        frame_selected: bool,
        /// Show this clip at start, paused at --time.
        #[arg(long, value_name = "NAME")]
        clip: Option<String>,
        /// Clip time in seconds for --clip.
        #[arg(long, default_value_t = 0.0)]
        time: f32,
        /// Go ragdoll at start and simulate this many seconds (paused after).
        #[arg(long, value_name = "SECONDS")]
        simulate: Option<f32>,
        /// Show this panel's tab at start (e.g. Plots, Switch), for screenshots.
        #[arg(long)]
        pane: Option<String>,
        /// Add an obstacle to the test scene: box, wall or slope[:DEGREES]; repeatable.
        #[arg(long, value_name = "KIND")]
        obstacle: Vec<String>,
        /// Start in engine compare mode: every simulation also runs on the other engine, drawn
        /// as a translucent ghost (with --simulate: both from the same switch).
        #[arg(long)]
        compare: bool,
        /// Test hook: apply NAME.FIELD=VALUE as an undoable edit a few frames after start.
        #[arg(long, hide = true, value_name = "NAME.FIELD=VALUE")]
        test_edit: Option<String>,
        /// Test hook: restore the autosaved copy offered at start, save it here and exit.
        #[arg(long, hide = true, value_name = "RIG.toml")]
        test_restore_to: Option<PathBuf>,
    },
    /// Print a model's skeleton, skins, meshes and clips (with durations).
    Info {
        model: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Generate a ragdoll rig (a humanoid by names or shape, chains for everything else:
    /// mapping, capsules, joints, masses, clip roles), write it to RIG and run the doctor on
    /// it. Exit 1 when the rig has doctor errors.
    Fit {
        model: PathBuf,
        /// The rig file to write (its [mapping] table, if it exists, is reused).
        #[arg(short, long, value_name = "RIG")]
        output: PathBuf,
        /// Preset name (presets/NAME.toml) or path to a preset file.
        #[arg(long, default_value = "human", value_name = "NAME|PATH")]
        preset: String,
        /// Total mass, kg (split by de Leva segment fractions).
        #[arg(long, default_value_t = 70.0, value_name = "KG")]
        mass: f32,
        /// Masses from shape volume × this density (kg/m³) instead of --mass.
        #[arg(long, value_name = "KG_M3")]
        density: Option<f32>,
        /// Manual mapping override, e.g. --map hand_l=LeftWrist (repeatable; empty BONE
        /// leaves the role unmapped).
        #[arg(long, value_name = "ROLE=BONE")]
        map: Vec<String>,
        /// Where the joint limits come from: fitted to the model's clips (the preset's when it
        /// has none), the anatomical range of motion, or the preset around the rest pose.
        #[arg(long, default_value = "clips", value_name = "clips|anatomy|preset")]
        limits: String,
        /// The pose to fit in: the skin's bind pose (default) or the file's node transforms
        /// (default: an existing RIG's choice, else bind).
        #[arg(long, value_name = "bind|nodes")]
        rest_pose: Option<String>,
        /// Which clip plays a role, e.g. --clip-role run=Running_A (repeatable; roles: idle,
        /// walk, run, jump, getup_supine, getup_prone; empty CLIP leaves the role empty).
        #[arg(long, value_name = "ROLE=CLIP")]
        clip_role: Vec<String>,
        /// Limits of chain joints (tails, ropes, capes, non-humanoid skeletons), degrees.
        #[arg(long, value_name = "SWING1,SWING2,TWIST", default_value = "30,30,15")]
        chain_limits: String,
        /// No chain bodies for bones outside the humanoid.
        #[arg(long)]
        no_chains: bool,
        #[arg(long)]
        json: bool,
    },
    /// Fit a rig's joint limits to its model's clips: cone axes, ellipses and twist ranges that
    /// contain every clip frame plus a margin, inside the human range of motion (docs/limits.md).
    /// Writes RIG in place (or -o). Exit 1 when the written rig has doctor errors.
    Limits {
        rig: PathBuf,
        /// Fit to the model's clips (the only source for now).
        #[arg(long)]
        from_clips: bool,
        /// Only this clip (repeatable; default: every clip of the model).
        #[arg(long, value_name = "NAME")]
        clip: Vec<String>,
        /// Margin between the clips and the limits, degrees.
        #[arg(
            long,
            default_value_t = 5.0,
            value_name = "DEG",
            allow_negative_numbers = true
        )]
        margin: f32,
        /// Write here instead of overwriting RIG.
        #[arg(short, long, value_name = "OUT")]
        output: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// Run the rig doctor on a rig file (and its model). Exit 1 when it finds errors.
    Validate {
        rig: PathBuf,
        #[arg(long)]
        json: bool,
        /// Treat warnings as failures too.
        #[arg(long)]
        strict: bool,
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
    Simulate {
        rig: PathBuf,
        /// The clip played before the switch (none: drop from the rest pose).
        #[arg(long)]
        clip: Option<String>,
        /// Switch to ragdoll at this time, s.
        #[arg(long, default_value_t = 0.0)]
        switch_at: f32,
        /// Total simulated time, s.
        #[arg(long, default_value_t = 5.0)]
        seconds: f32,
        /// An impulse BODY@T:IX,IY,IZ (s, N·s); repeatable.
        #[arg(long)]
        hit: Vec<String>,
        /// Settle, pick the get-up clip and blend back to the animation.
        #[arg(long)]
        recover: bool,
        /// Keep the drives on after the switch (toward the pose at the switch).
        #[arg(long)]
        drives: bool,
        /// Write a CSV trace (t,body,px..wz,mode).
        #[arg(long, value_name = "CSV")]
        trace: Option<PathBuf>,
        /// The physics engine for this run (rapier or jolt; default: the rig's `[sim] engine`).
        #[arg(long, value_name = "ENGINE")]
        engine: Option<crate::rig::SimEngine>,
        #[arg(long)]
        json: bool,
    },
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
    Stress {
        rig: PathBuf,
        /// The model (default: the one the rig file references).
        #[arg(long, value_name = "GLB")]
        model: Option<PathBuf>,
        /// The first seed.
        #[arg(long, default_value_t = 0)]
        first_seed: u64,
        /// How many seeds (cases), from the first.
        #[arg(long, default_value_t = 100)]
        seeds: u64,
        /// Seconds simulated per case after the switch.
        #[arg(long, default_value_t = 4.0)]
        seconds: f32,
        /// The physics engine (rapier or jolt; default: the rig's `[sim] engine`).
        #[arg(long, value_name = "ENGINE")]
        engine: Option<crate::rig::SimEngine>,
        #[arg(long)]
        json: bool,
    },
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
            Ok(c) => Ok((project, Some(c), m.to_path_buf())),
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
        eprintln!("error    {:<24} {:<28} {}", f.code, f.subject, f.message);
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
