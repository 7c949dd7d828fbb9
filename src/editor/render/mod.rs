//! The viewport renderer: what to draw each frame ([`frame::SceneFrame`]), the drawables that
//! build it (one file each), and the wgpu paint callback that draws it ([`gpu`]).

pub mod cone;
pub mod frame;
pub mod gpu;
pub mod grid;
pub mod lines;
pub mod mesh;
pub mod shapes;

pub use frame::{LineVertex, MeshVertex, SceneFrame, ShapeVertex};
