//! One file per panel. Each is a function of the editor state.

pub mod findings;
pub mod generate;
pub mod inspector;
pub mod outliner;
pub mod simulation;
pub mod timeline;
pub mod viewport;
