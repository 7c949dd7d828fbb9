//! The `ragrig` binary: the editor (no subcommand, or `edit`) and the pipeline subcommands.

use clap::Parser;
use ragrig::cli::{Cli, Command};

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        None => ragrig::cli::edit::run(None, Default::default()),
        Some(Command::Edit {
            file,
            screenshot,
            bench,
            select,
            frame_selected,
            clip,
            time,
            simulate,
            pane,
            obstacle,
            compare,
            test_edit,
            test_restore_to,
        }) => ragrig::cli::edit::run(
            file,
            ragrig::editor::app::RunOptions {
                screenshot,
                bench_frames: bench,
                select,
                clip,
                time,
                simulate,
                pane,
                obstacles: obstacle,
                frame_selected,
                compare,
                test_edit,
                test_restore_to,
            },
        ),
        Some(Command::Info { model, json }) => ragrig::cli::info::run(&model, json),
        Some(Command::Fit {
            model,
            output,
            preset,
            mass,
            density,
            map,
            limits,
            rest_pose,
            clip_role,
            chain_limits,
            no_chains,
            json,
        }) => ragrig::cli::fit::run(
            &model,
            &output,
            &ragrig::cli::fit::FitArgs {
                preset,
                mass,
                density,
                map,
                limits,
                rest_pose,
                clip_roles: clip_role,
                chain_limits,
                no_chains,
                json,
            },
        ),
        Some(Command::Limits {
            rig,
            from_clips,
            clip,
            margin,
            output,
            json,
        }) => ragrig::cli::limits::run(
            &rig,
            &ragrig::cli::limits::LimitsArgs {
                from_clips,
                clips: &clip,
                margin_deg: margin,
                output: output.as_deref(),
                json,
            },
        ),
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
        Some(Command::Preset { action }) => match action {
            ragrig::cli::PresetAction::Apply {
                preset,
                rig,
                group,
                joint,
                output,
            } => ragrig::cli::preset::apply(
                &preset,
                &rig,
                group.as_deref(),
                joint.as_deref(),
                output.as_deref(),
            ),
            ragrig::cli::PresetAction::Save {
                rig,
                output,
                no_limits,
                no_gains,
            } => ragrig::cli::preset::save(&rig, &output, !no_limits, !no_gains),
        },
        Some(Command::Simulate {
            rig,
            clip,
            switch_at,
            seconds,
            hit,
            recover,
            drives,
            trace,
            engine,
            json,
        }) => ragrig::cli::simulate::run(
            &rig,
            &ragrig::cli::simulate::Options {
                clip: clip.as_deref(),
                switch_at,
                seconds,
                hits: &hit,
                recover,
                drives,
                trace: trace.as_deref(),
                engine,
                json,
            },
        ),
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
        Some(Command::Stress {
            rig,
            model,
            first_seed,
            seeds,
            seconds,
            engine,
            json,
        }) => ragrig::cli::stress::run(
            &rig,
            model.as_deref(),
            first_seed,
            seeds,
            seconds,
            engine,
            json,
        ),
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
