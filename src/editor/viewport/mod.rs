//! The 3D viewport: camera, picking, overlay settings, and the panel that draws it.

pub(crate) mod camera;
pub(crate) mod gizmo;
pub(crate) mod overlays;
pub(crate) mod picking;
