//! One file per panel. Each is a function of the editor state.

pub mod findings;
pub mod generate;
pub mod inspector;
pub mod outliner;
pub mod plots;
pub mod safety_strip;
pub mod simulation;
pub mod switch;
pub mod timeline;
pub mod viewport;
