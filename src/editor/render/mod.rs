//! The viewport renderer: what to draw each frame ([`frame::SceneFrame`]), the drawables that
//! build it (one file each), and the wgpu paint callback that draws it ([`gpu`]).

pub(crate) mod cone;
pub mod drive_load;
pub(crate) mod frame;
pub(crate) mod gpu;
pub(crate) mod grid;
pub(crate) mod lines;
pub(crate) mod mesh;
pub(crate) mod obstacle;
pub(crate) mod shapes;

pub use frame::{LineVertex, MeshData, MeshVertex, SceneFrame, ShapeVertex};
pub use lines::CENTRE_OF_MASS_COLOR;
pub use mesh::{build_mesh, mesh_palette};
