//! Export: the validated rig file (refused while the rig doctor reports errors) and glTF with
//! KHR_physics_rigid_bodies + KHR_implicit_shapes, and import of such a file back into a rig.

mod error;
pub(crate) mod gate;
pub mod khr_read;
pub mod khr_write;
pub mod model_parts;

pub use error::{ExportError, KhrReadError, ModelFileError};
pub use gate::{ExportBlocked, check_exportable};
