//! The desktop editor (eframe + egui + wgpu). Everything here sits on top of the core library;
//! nothing in the core imports it.

mod app;
pub(crate) mod caches;
pub(crate) mod checks;
mod commands;
mod compare;
pub(crate) mod dialogs;
mod document;
mod files;
pub(crate) mod history;
mod lockstep;
pub(crate) mod nice_steps;
pub mod panels;
pub(crate) mod playback;
pub mod render;
mod selection;
pub(crate) mod sim_history;
mod simulation;
mod state;
pub(crate) mod test_hooks;
pub(crate) mod viewport;

pub use app::{
    AUTOSAVE_IDLE, AppOptions, Pane, PngError, RagrigApp, RunFailure, RunOptions, Start, save_png,
};
pub use compare::{GHOST_COLOR, Ghost, GhostError, other_engine};
pub use document::{Document, RefitError};
pub use files::{
    OpenError, RecoveryInfo, clear_recovery, find_recovery, load_recovery, open_path,
    write_recovery,
};
pub use selection::Selection;
pub use simulation::{LiveSim, SimControls, SimTool};
pub use state::EditorState;
use std::sync::{Arc, Mutex};

/// Run the editor window. Returns the process exit code.
pub fn run(start: Start, run: RunOptions) -> i32 {
    let outcome = Arc::new(Mutex::new(None));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("ragrig")
            .with_inner_size([1280.0, 800.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let batch = run.screenshot.is_some() || run.bench_frames.is_some();
    let opts = AppOptions {
        start,
        config_dir: files::default_config_dir(),
        run,
        outcome: outcome.clone(),
    };
    let result = eframe::run_native(
        "ragrig",
        options,
        Box::new(move |cc| Ok(Box::new(RagrigApp::new(cc, opts)))),
    );
    if let Err(e) = result {
        eprintln!("error: the editor could not start: {e}");
        return 1;
    }
    let outcome = outcome.lock().map(|mut o| o.take()).unwrap_or(None);
    match (outcome, batch) {
        (Some(Ok(msg)), _) => {
            println!("{msg}");
            0
        }
        (Some(Err(msg)), _) => {
            eprintln!("error: {msg}");
            1
        }
        (None, true) => {
            eprintln!("error: the window closed before the run finished");
            1
        }
        (None, false) => 0,
    }
}
