//! The 3D viewport: camera, picking, overlay settings, and the panel that draws it.

pub mod camera;
pub mod gizmo;
pub mod overlays;
pub mod picking;
