//! One frame's draw data, built on the CPU by the drawables and uploaded by the renderer.

use bytemuck::{Pod, Zeroable};
use glam::{Mat4, Vec3, Vec4};
use std::sync::Arc;

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct MeshVertex {
    pub pos: [f32; 3],
    pub normal: [f32; 3],
    /// Indices into the frame's palette.
    pub joints: [u32; 4],
    pub weights: [f32; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct ShapeVertex {
    pub pos: [f32; 3],
    /// Zero for unlit.
    pub normal: [f32; 3],
    /// Linear RGBA.
    pub color: [f32; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct LineVertex {
    pub pos: [f32; 3],
    pub color: [f32; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct CameraUniform {
    pub view_proj: [[f32; 4]; 4],
    pub eye: [f32; 4],
    pub light_dir: [f32; 4],
    pub params: [f32; 4],
}

/// The static part of the character mesh (uploaded once per model).
#[derive(Debug, Default)]
pub struct MeshData {
    pub vertices: Vec<MeshVertex>,
    pub indices: Vec<u32>,
    /// Palette length the joints index into.
    pub palette_len: usize,
}

#[derive(Debug)]
pub struct SceneFrame {
    pub size_px: [u32; 2],
    pub view_proj: Mat4,
    pub eye: Vec3,
    pub background: Vec4,
    /// Mesh alpha: 1 opaque, < 1 X-ray.
    pub mesh_alpha: f32,
    pub show_mesh: bool,
    /// Identifies `mesh` for the GPU cache.
    pub mesh_key: u64,
    pub mesh: Arc<MeshData>,
    pub palette: Vec<Mat4>,
    pub shapes: Vec<ShapeVertex>,
    /// The compare ghost's body shapes: one translucent layer drawn over the finished scene.
    pub ghost: Vec<ShapeVertex>,
    /// Depth-tested lines (the grid, obstacle edges).
    pub lines: Vec<LineVertex>,
    /// Lines drawn on top of everything (bones, frames, the selected cone).
    pub overlay: Vec<LineVertex>,
}

impl SceneFrame {
    pub fn line(v: &mut Vec<LineVertex>, a: Vec3, b: Vec3, color: Vec4) {
        v.push(LineVertex {
            pos: a.to_array(),
            color: color.to_array(),
        });
        v.push(LineVertex {
            pos: b.to_array(),
            color: color.to_array(),
        });
    }
}
