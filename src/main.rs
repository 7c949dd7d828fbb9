//! The `ragrig` binary: the editor (no subcommand, or `edit`) and the pipeline subcommands.

use clap::Parser;
use ragrig::cli::Cli;

fn main() {
    std::process::exit(Cli::parse().run());
}
