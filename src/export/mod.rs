//! Export: the validated rig file (refused while the rig doctor reports errors) and glTF with
//! KHR_physics_rigid_bodies + KHR_implicit_shapes, and import of such a file back into a rig;
//! and a simulation baked into the model as an animation (`bake`).

mod bake;
mod error;
pub(crate) mod gate;
mod khr_read;
mod khr_write;
mod model_parts;
mod node_world;

pub use bake::{BAKED_CLIP_NAME, Recording, bake_glb, bake_to_file};
pub use error::{ExportError, KhrReadError, ModelFileError};
pub use gate::{ExportBlocked, check_exportable};
pub use khr_read::{ImportReport, import_khr};
pub use khr_write::{ExportReport, export_glb, physics_only_nodes};
pub use model_parts::load_model_parts;
