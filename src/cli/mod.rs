//! The command line: one file per subcommand. Exit codes: 0 ok, 1 findings/failure, 2 bad input.

/// `println!` that ignores a closed stdout (e.g. `ragrig info X | head`) instead of panicking.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($t)*);
    }};
}

pub mod edit;
pub mod export;
pub mod import;
pub mod info;
pub mod sample;
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
        /// Show this clip at start, paused at --time.
        #[arg(long, value_name = "NAME")]
        clip: Option<String>,
        /// Clip time in seconds for --clip.
        #[arg(long, default_value_t = 0.0)]
        time: f32,
    },
    /// Print a model's skeleton, skins, meshes and clips (with durations).
    Info {
        model: PathBuf,
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
    /// Regenerate the bundled sample: DIR/mannequin.glb and its hand-tuned DIR/mannequin.rig.toml
    /// (with --dense: only DIR/mannequin_dense.glb, ≥ 100 000 vertices, for fit benchmarks).
    Sample {
        #[arg(long, default_value = "sample_rigs")]
        dir: PathBuf,
        #[arg(long)]
        dense: bool,
    },
}

/// Print a value as pretty JSON on stdout.
pub fn print_json<T: serde::Serialize>(v: &T) {
    match serde_json::to_string_pretty(v) {
        Ok(s) => out!("{s}"),
        Err(e) => eprintln!("error: cannot serialise output: {e}"),
    }
}
