//! The `ragrig` binary: the editor (no subcommand, or `edit`) and the pipeline subcommands.

use clap::Parser;
use ragrig::cli::{Cli, Command};

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        None => ragrig::cli::edit::run(None, Default::default()),
        Some(Command::Edit(c)) => c.run(),
        Some(Command::Info { model, json }) => ragrig::cli::info::run(&model, json),
        Some(Command::Fit(c)) => c.run(),
        Some(Command::Limits(c)) => c.run(),
        Some(Command::Validate { rig, json, strict }) => {
            ragrig::cli::validate::run(&rig, json, strict)
        }
        Some(Command::Export {
            rig,
            gltf,
            rig_out,
            strict,
            json,
        }) => ragrig::cli::export::run(&rig, gltf.as_deref(), rig_out.as_deref(), strict, json),
        Some(Command::Import { model, output }) => ragrig::cli::import::run(&model, &output),
        Some(Command::Preset { action }) => action.run(),
        Some(Command::Simulate(c)) => c.run(),
        Some(Command::Scenarios {
            rig,
            model,
            only,
            engine,
            json,
        }) => ragrig::cli::scenarios::run(&rig, model.as_deref(), only.as_deref(), engine, json),
        Some(Command::CheckPhysics {
            rig,
            model,
            only,
            engine,
            json,
        }) => {
            ragrig::cli::check_physics::run(&rig, model.as_deref(), only.as_deref(), engine, json)
        }
        Some(Command::Stress(c)) => c.run(),
        Some(Command::Safety {
            rig,
            clip,
            min_ok,
            json,
        }) => ragrig::cli::safety::run(&rig, &clip, min_ok, json),
        Some(Command::Sample { dir, dense }) => ragrig::cli::sample::run(&dir, dense),
    };
    std::process::exit(code);
}
