//! One file per panel. Each is a function of the editor state that draws it and turns clicks
//! into calls on the document, the live simulation or the dialogs; the work is theirs.

pub mod checks;
pub mod findings;
pub mod generate;
pub mod getup;
mod gizmo;
pub mod inspector;
pub mod limits;
pub mod obstacles;
pub mod outliner;
pub mod plots;
pub mod safety_strip;
mod scenarios;
mod simulation;
pub(crate) mod switch;
pub(crate) mod timeline;
pub mod viewport;
