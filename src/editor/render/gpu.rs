//! wgpu side of the viewport: pipelines, buffers, an offscreen colour + depth target, and the
//! egui paint callback. `prepare` renders the scene into the offscreen target with its own
//! command buffer; `paint` draws that texture into egui's pass. The viewport therefore looks the
//! same in the window and in headless tests (whose egui pass has no depth attachment).

use super::frame::{CameraUniform, LineVertex, MeshVertex, SceneFrame, ShapeVertex};
use eframe::egui_wgpu::{self, CallbackResources, CallbackTrait, ScreenDescriptor, wgpu};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use wgpu::util::DeviceExt;

const COLOR_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;

fn shader_source(name: &str) -> String {
    let common = include_str!("../../../shaders/common.wgsl");
    let body = match name {
        "mesh" => include_str!("../../../shaders/mesh.wgsl"),
        "shapes" => include_str!("../../../shaders/shapes.wgsl"),
        "ghost" => include_str!("../../../shaders/ghost.wgsl"),
        _ => include_str!("../../../shaders/lines.wgsl"),
    };
    format!("{common}\n{body}")
}

/// A vertex buffer that grows when needed.
struct DynBuffer {
    buf: wgpu::Buffer,
    cap: u64,
    usage: wgpu::BufferUsages,
    label: &'static str,
}

impl DynBuffer {
    fn new(device: &wgpu::Device, label: &'static str, usage: wgpu::BufferUsages) -> Self {
        let cap = 4096;
        let buf = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(label),
            size: cap,
            usage: usage | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        Self {
            buf,
            cap,
            usage,
            label,
        }
    }

    /// Upload; returns true when the buffer was re-created (bind groups must be rebuilt).
    fn write(&mut self, device: &wgpu::Device, queue: &wgpu::Queue, bytes: &[u8]) -> bool {
        let mut grown = false;
        if bytes.len() as u64 > self.cap {
            self.cap = (bytes.len() as u64).next_power_of_two();
            self.buf = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(self.label),
                size: self.cap,
                usage: self.usage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            grown = true;
        }
        if !bytes.is_empty() {
            queue.write_buffer(&self.buf, 0, bytes);
        }
        grown
    }
}

struct Target {
    size: [u32; 2],
    color: wgpu::TextureView,
    depth: wgpu::TextureView,
    blit_group: wgpu::BindGroup,
}

impl Target {
    /// A render pass into the colour target (loaded as `color_load`) with the depth cleared.
    fn begin_pass<'e>(
        &self,
        encoder: &'e mut wgpu::CommandEncoder,
        label: &str,
        color_load: wgpu::LoadOp<wgpu::Color>,
    ) -> wgpu::RenderPass<'e> {
        encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some(label),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &self.color,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: color_load,
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &self.depth,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Store,
                }),
                stencil_ops: None,
            }),
            ..Default::default()
        })
    }
}

/// Lives in egui-wgpu's callback resources.
pub struct ViewportRenderer {
    camera_buf: wgpu::Buffer,
    camera_group: wgpu::BindGroup,
    palette_layout: wgpu::BindGroupLayout,
    palette: DynBuffer,
    palette_group: wgpu::BindGroup,
    mesh_opaque: wgpu::RenderPipeline,
    mesh_xray: wgpu::RenderPipeline,
    shapes: wgpu::RenderPipeline,
    ghost_depth: wgpu::RenderPipeline,
    ghost: wgpu::RenderPipeline,
    lines_depth: wgpu::RenderPipeline,
    lines_overlay: wgpu::RenderPipeline,
    blit: wgpu::RenderPipeline,
    blit_layout: wgpu::BindGroupLayout,
    sampler: wgpu::Sampler,
    mesh_key: Option<u64>,
    mesh_vb: Option<wgpu::Buffer>,
    mesh_ib: Option<wgpu::Buffer>,
    mesh_index_count: u32,
    shape_vb: DynBuffer,
    ghost_vb: DynBuffer,
    line_vb: DynBuffer,
    overlay_vb: DynBuffer,
    target: Option<Target>,
}

impl ViewportRenderer {
    /// Create the renderer and store it in egui-wgpu's callback resources.
    pub fn install(rs: &egui_wgpu::RenderState) {
        let r = Self::new(&rs.device, rs.target_format);
        rs.renderer.write().callback_resources.insert(r);
    }

    fn new(device: &wgpu::Device, target_format: wgpu::TextureFormat) -> Self {
        let (camera_layout, palette_layout, blit_layout) = bind_group_layouts(device);
        let camera_buf = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("camera"),
            contents: bytemuck::bytes_of(&CameraUniform::zeroed_default()),
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
        });
        let camera_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("camera"),
            layout: &camera_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: camera_buf.as_entire_binding(),
            }],
        });
        let palette = DynBuffer::new(device, "palette", wgpu::BufferUsages::STORAGE);
        let palette_group = Self::palette_group(device, &palette_layout, &palette.buf);
        let ScenePipelines {
            mesh_opaque,
            mesh_xray,
            shapes,
            ghost_depth,
            ghost,
            lines_depth,
            lines_overlay,
        } = ScenePipelines::new(device, &camera_layout, &palette_layout);
        let blit = blit_pipeline(device, &blit_layout, target_format);
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("viewport"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            ..Default::default()
        });
        let vb = wgpu::BufferUsages::VERTEX;
        Self {
            camera_buf,
            camera_group,
            palette_layout,
            palette,
            palette_group,
            mesh_opaque,
            mesh_xray,
            shapes,
            ghost_depth,
            ghost,
            lines_depth,
            lines_overlay,
            blit,
            blit_layout,
            sampler,
            mesh_key: None,
            mesh_vb: None,
            mesh_ib: None,
            mesh_index_count: 0,
            shape_vb: DynBuffer::new(device, "shapes", vb),
            ghost_vb: DynBuffer::new(device, "ghost", vb),
            line_vb: DynBuffer::new(device, "lines", vb),
            overlay_vb: DynBuffer::new(device, "overlay", vb),
            target: None,
        }
    }

    fn palette_group(
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        buf: &wgpu::Buffer,
    ) -> wgpu::BindGroup {
        device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("palette"),
            layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: buf.as_entire_binding(),
            }],
        })
    }

    fn ensure_target(&mut self, device: &wgpu::Device, size: [u32; 2]) {
        if self.target.as_ref().is_some_and(|t| t.size == size) {
            return;
        }
        let extent = wgpu::Extent3d {
            width: size[0],
            height: size[1],
            depth_or_array_layers: 1,
        };
        let tex = |format, usage, label| {
            device
                .create_texture(&wgpu::TextureDescriptor {
                    label: Some(label),
                    size: extent,
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format,
                    usage,
                    view_formats: &[],
                })
                .create_view(&Default::default())
        };
        let color = tex(
            COLOR_FORMAT,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
            "viewport colour",
        );
        let depth = tex(
            DEPTH_FORMAT,
            wgpu::TextureUsages::RENDER_ATTACHMENT,
            "viewport depth",
        );
        let blit_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("blit"),
            layout: &self.blit_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&color),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&self.sampler),
                },
            ],
        });
        self.target = Some(Target {
            size,
            color,
            depth,
            blit_group,
        });
    }

    fn upload_mesh(&mut self, device: &wgpu::Device, frame: &SceneFrame) {
        if self.mesh_key == Some(frame.mesh_key) {
            return;
        }
        self.mesh_key = Some(frame.mesh_key);
        let m = &frame.mesh;
        if m.indices.is_empty() {
            self.mesh_vb = None;
            self.mesh_ib = None;
            self.mesh_index_count = 0;
            return;
        }
        self.mesh_vb = Some(
            device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("mesh vertices"),
                contents: bytemuck::cast_slice(&m.vertices),
                usage: wgpu::BufferUsages::VERTEX,
            }),
        );
        self.mesh_ib = Some(
            device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("mesh indices"),
                contents: bytemuck::cast_slice(&m.indices),
                usage: wgpu::BufferUsages::INDEX,
            }),
        );
        self.mesh_index_count = m.indices.len() as u32;
    }

    /// Record the scene into the offscreen target.
    fn render(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        frame: &SceneFrame,
    ) -> wgpu::CommandBuffer {
        let size = [frame.size_px[0].max(1), frame.size_px[1].max(1)];
        self.ensure_target(device, size);
        self.upload_mesh(device, frame);
        self.upload_frame(device, queue, frame);

        let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
            label: Some("viewport"),
        });
        let Some(target) = self.target.as_ref() else {
            return encoder.finish();
        };
        self.draw_scene(&mut encoder, target, frame);
        if !frame.ghost.is_empty() {
            self.draw_ghost(&mut encoder, target, frame);
        }
        encoder.finish()
    }

    /// Upload the frame's camera, skinning palette and vertex buffers.
    fn upload_frame(&mut self, device: &wgpu::Device, queue: &wgpu::Queue, frame: &SceneFrame) {
        let cam = CameraUniform {
            view_proj: frame.view_proj.to_cols_array_2d(),
            eye: frame.eye.extend(1.0).to_array(),
            light_dir: [0.35, 0.8, 0.45, 0.0],
            params: [frame.mesh_alpha, 0.0, 0.0, 0.0],
        };
        queue.write_buffer(&self.camera_buf, 0, bytemuck::bytes_of(&cam));
        let palette: Vec<[[f32; 4]; 4]> = if frame.palette.is_empty() {
            vec![glam::Mat4::IDENTITY.to_cols_array_2d()]
        } else {
            frame.palette.iter().map(|m| m.to_cols_array_2d()).collect()
        };
        if self
            .palette
            .write(device, queue, bytemuck::cast_slice(&palette))
        {
            self.palette_group =
                Self::palette_group(device, &self.palette_layout, &self.palette.buf);
        }
        self.shape_vb
            .write(device, queue, bytemuck::cast_slice(&frame.shapes));
        self.ghost_vb
            .write(device, queue, bytemuck::cast_slice(&frame.ghost));
        self.line_vb
            .write(device, queue, bytemuck::cast_slice(&frame.lines));
        self.overlay_vb
            .write(device, queue, bytemuck::cast_slice(&frame.overlay));
    }

    /// The scene pass: clear to the background, then the mesh, the depth-tested lines (grid,
    /// obstacle edges), the body shapes and (without a ghost) the overlay lines.
    fn draw_scene(&self, encoder: &mut wgpu::CommandEncoder, target: &Target, frame: &SceneFrame) {
        let bg = frame.background;
        let clear = wgpu::LoadOp::Clear(wgpu::Color {
            r: bg.x as f64,
            g: bg.y as f64,
            b: bg.z as f64,
            a: 1.0,
        });
        let mut pass = target.begin_pass(encoder, "viewport scene", clear);
        pass.set_bind_group(0, &self.camera_group, &[]);
        let opaque = frame.mesh_alpha >= 0.999;
        let draw_mesh = |pass: &mut wgpu::RenderPass<'_>| {
            if let (true, Some(vb), Some(ib)) = (frame.show_mesh, &self.mesh_vb, &self.mesh_ib) {
                pass.set_pipeline(if opaque {
                    &self.mesh_opaque
                } else {
                    &self.mesh_xray
                });
                pass.set_bind_group(1, &self.palette_group, &[]);
                pass.set_vertex_buffer(0, vb.slice(..));
                pass.set_index_buffer(ib.slice(..), wgpu::IndexFormat::Uint32);
                pass.draw_indexed(0..self.mesh_index_count, 0, 0..1);
            }
        };
        // The mesh goes first: opaque, it hides what is inside; in X-ray it is a faint
        // translucent layer (no depth write) and the shapes are drawn clearly over it.
        draw_mesh(&mut pass);
        // The depth-tested lines (the grid, obstacle edges) after the mesh: an opaque mesh
        // hides the ones behind it and not the ones in front; an X-ray mesh writes no depth,
        // so all of them show through it.
        if !frame.lines.is_empty() {
            pass.set_pipeline(&self.lines_depth);
            pass.set_vertex_buffer(0, self.line_vb.buf.slice(..));
            pass.draw(0..frame.lines.len() as u32, 0..1);
        }
        if !frame.shapes.is_empty() {
            pass.set_pipeline(&self.shapes);
            pass.set_vertex_buffer(0, self.shape_vb.buf.slice(..));
            pass.draw(0..frame.shapes.len() as u32, 0..1);
        }
        if frame.ghost.is_empty() {
            self.draw_overlay(&mut pass, frame);
        }
    }

    /// The ghost pass over the finished scene, depth cleared: the ghost's depth, then its one
    /// translucent layer, then the overlay lines.
    fn draw_ghost(&self, encoder: &mut wgpu::CommandEncoder, target: &Target, frame: &SceneFrame) {
        let mut pass = target.begin_pass(encoder, "viewport ghost", wgpu::LoadOp::Load);
        pass.set_bind_group(0, &self.camera_group, &[]);
        let n = frame.ghost.len() as u32;
        pass.set_vertex_buffer(0, self.ghost_vb.buf.slice(..));
        pass.set_pipeline(&self.ghost_depth);
        pass.draw(0..n, 0..1);
        pass.set_pipeline(&self.ghost);
        pass.draw(0..n, 0..1);
        self.draw_overlay(&mut pass, frame);
    }

    /// Lines drawn on top of everything (the camera group bound).
    fn draw_overlay(&self, pass: &mut wgpu::RenderPass<'_>, frame: &SceneFrame) {
        if !frame.overlay.is_empty() {
            pass.set_pipeline(&self.lines_overlay);
            pass.set_vertex_buffer(0, self.overlay_vb.buf.slice(..));
            pass.draw(0..frame.overlay.len() as u32, 0..1);
        }
    }
}

/// The bind group layouts: the camera uniform, the skinning palette (a storage buffer of
/// matrices) and the blit's colour texture with its sampler.
fn bind_group_layouts(
    device: &wgpu::Device,
) -> (
    wgpu::BindGroupLayout,
    wgpu::BindGroupLayout,
    wgpu::BindGroupLayout,
) {
    let camera_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("camera"),
        entries: &[wgpu::BindGroupLayoutEntry {
            binding: 0,
            visibility: wgpu::ShaderStages::VERTEX_FRAGMENT,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        }],
    });
    let palette_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("palette"),
        entries: &[wgpu::BindGroupLayoutEntry {
            binding: 0,
            visibility: wgpu::ShaderStages::VERTEX,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Storage { read_only: true },
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        }],
    });
    let blit_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("blit"),
        entries: &[
            wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Texture {
                    sample_type: wgpu::TextureSampleType::Float { filterable: true },
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: false,
                },
                count: None,
            },
            wgpu::BindGroupLayoutEntry {
                binding: 1,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                count: None,
            },
        ],
    });
    (camera_layout, palette_layout, blit_layout)
}

/// What differs between the scene pipelines: the shader and its vertex layout, the depth test
/// and the colour blending.
#[derive(Clone, Copy)]
struct PipelineSpec<'a> {
    sm: &'a wgpu::ShaderModule,
    layout: &'a wgpu::PipelineLayout,
    stride: u64,
    attrs: &'a [wgpu::VertexAttribute],
    topology: wgpu::PrimitiveTopology,
    depth_write: bool,
    depth_compare: wgpu::CompareFunction,
    blend: Option<wgpu::BlendState>,
    color_writes: wgpu::ColorWrites,
}

/// A pipeline drawing into the offscreen colour + depth target.
fn scene_pipeline(device: &wgpu::Device, p: PipelineSpec) -> wgpu::RenderPipeline {
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: None,
        layout: Some(p.layout),
        vertex: wgpu::VertexState {
            module: p.sm,
            entry_point: Some("vs_main"),
            compilation_options: Default::default(),
            buffers: &[Some(wgpu::VertexBufferLayout {
                array_stride: p.stride,
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: p.attrs,
            })],
        },
        primitive: wgpu::PrimitiveState {
            topology: p.topology,
            cull_mode: None,
            ..Default::default()
        },
        depth_stencil: Some(wgpu::DepthStencilState {
            format: DEPTH_FORMAT,
            depth_write_enabled: Some(p.depth_write),
            depth_compare: Some(p.depth_compare),
            stencil: Default::default(),
            bias: Default::default(),
        }),
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module: p.sm,
            entry_point: Some("fs_main"),
            compilation_options: Default::default(),
            targets: &[Some(wgpu::ColorTargetState {
                format: COLOR_FORMAT,
                blend: p.blend,
                write_mask: p.color_writes,
            })],
        }),
        multiview_mask: None,
        cache: None,
    })
}

/// The pipelines that draw the scene into the offscreen target.
struct ScenePipelines {
    mesh_opaque: wgpu::RenderPipeline,
    mesh_xray: wgpu::RenderPipeline,
    shapes: wgpu::RenderPipeline,
    ghost_depth: wgpu::RenderPipeline,
    ghost: wgpu::RenderPipeline,
    lines_depth: wgpu::RenderPipeline,
    lines_overlay: wgpu::RenderPipeline,
}

impl ScenePipelines {
    fn new(
        device: &wgpu::Device,
        camera_layout: &wgpu::BindGroupLayout,
        palette_layout: &wgpu::BindGroupLayout,
    ) -> Self {
        let module = |name: &str| {
            device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(name),
                source: wgpu::ShaderSource::Wgsl(shader_source(name).into()),
            })
        };
        let (mesh_sm, shapes_sm, lines_sm) = (module("mesh"), module("shapes"), module("lines"));
        let ghost_sm = module("ghost");
        let layout = |groups: &[Option<&wgpu::BindGroupLayout>]| {
            device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: None,
                bind_group_layouts: groups,
                immediate_size: 0,
            })
        };
        let mesh_layout = layout(&[Some(camera_layout), Some(palette_layout)]);
        let scene_layout = layout(&[Some(camera_layout)]);

        let mesh_attrs =
            wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x3, 2 => Uint32x4, 3 => Float32x4];
        let shape_attrs = wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x3, 2 => Float32x4];
        let line_attrs = wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x4];
        let blend = Some(wgpu::BlendState::ALPHA_BLENDING);
        use wgpu::CompareFunction::{Always, Less, LessEqual};
        use wgpu::PrimitiveTopology::{LineList, TriangleList};
        // Each shader's pipelines vary its translucent, depth-tested form.
        let mesh = PipelineSpec {
            sm: &mesh_sm,
            layout: &mesh_layout,
            stride: std::mem::size_of::<MeshVertex>() as u64,
            attrs: &mesh_attrs,
            topology: TriangleList,
            depth_write: false,
            depth_compare: Less,
            blend,
            color_writes: wgpu::ColorWrites::ALL,
        };
        let shapes = PipelineSpec {
            sm: &shapes_sm,
            layout: &scene_layout,
            stride: std::mem::size_of::<ShapeVertex>() as u64,
            attrs: &shape_attrs,
            topology: TriangleList,
            depth_write: false,
            depth_compare: LessEqual,
            blend,
            color_writes: wgpu::ColorWrites::ALL,
        };
        let ghost = PipelineSpec {
            sm: &ghost_sm,
            ..shapes
        };
        let lines = PipelineSpec {
            sm: &lines_sm,
            stride: std::mem::size_of::<LineVertex>() as u64,
            attrs: &line_attrs,
            topology: LineList,
            ..shapes
        };
        let make = |p| scene_pipeline(device, p);
        Self {
            mesh_opaque: make(PipelineSpec {
                depth_write: true,
                blend: None,
                ..mesh
            }),
            mesh_xray: make(mesh),
            shapes: make(shapes),
            lines_depth: make(lines),
            lines_overlay: make(PipelineSpec {
                depth_compare: Always,
                ..lines
            }),
            // The compare ghost, in its own pass over the finished scene with the depth
            // cleared: a depth-only pass keeps its nearest surface, then one translucent layer
            // of it is blended over everything (no double alpha where its shapes overlap
            // themselves).
            ghost_depth: make(PipelineSpec {
                depth_write: true,
                depth_compare: Less,
                blend: None,
                color_writes: wgpu::ColorWrites::empty(),
                ..ghost
            }),
            ghost: make(ghost),
        }
    }
}

/// The pipeline that draws the offscreen colour texture into egui's pass (a full-screen
/// triangle, no depth).
fn blit_pipeline(
    device: &wgpu::Device,
    blit_layout: &wgpu::BindGroupLayout,
    target_format: wgpu::TextureFormat,
) -> wgpu::RenderPipeline {
    let blit_sm = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("blit"),
        source: wgpu::ShaderSource::Wgsl(include_str!("../../../shaders/blit.wgsl").into()),
    });
    let blit_pl = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: None,
        bind_group_layouts: &[Some(blit_layout)],
        immediate_size: 0,
    });
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("blit"),
        layout: Some(&blit_pl),
        vertex: wgpu::VertexState {
            module: &blit_sm,
            entry_point: Some("vs_main"),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: Default::default(),
        depth_stencil: None,
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module: &blit_sm,
            entry_point: Some("fs_main"),
            compilation_options: Default::default(),
            targets: &[Some(wgpu::ColorTargetState {
                format: target_format,
                blend: None,
                write_mask: wgpu::ColorWrites::ALL,
            })],
        }),
        multiview_mask: None,
        cache: None,
    })
}

impl CameraUniform {
    fn zeroed_default() -> Self {
        bytemuck::Zeroable::zeroed()
    }
}

/// The paint callback for one viewport frame.
pub struct ViewportCallback {
    pub frame: Arc<SceneFrame>,
    /// CPU time of the last `prepare`, nanoseconds (for the benchmark mode).
    pub prepare_ns: Arc<AtomicU64>,
}

impl CallbackTrait for ViewportCallback {
    fn prepare(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        _screen: &ScreenDescriptor,
        _encoder: &mut wgpu::CommandEncoder,
        resources: &mut CallbackResources,
    ) -> Vec<wgpu::CommandBuffer> {
        let t0 = std::time::Instant::now();
        let Some(r) = resources.get_mut::<ViewportRenderer>() else {
            return Vec::new();
        };
        let cb = r.render(device, queue, &self.frame);
        self.prepare_ns
            .store(t0.elapsed().as_nanos() as u64, Ordering::Relaxed);
        vec![cb]
    }

    fn paint(
        &self,
        _info: egui::PaintCallbackInfo,
        pass: &mut wgpu::RenderPass<'static>,
        resources: &CallbackResources,
    ) {
        let Some(r) = resources.get::<ViewportRenderer>() else {
            return;
        };
        let Some(t) = &r.target else { return };
        pass.set_pipeline(&r.blit);
        pass.set_bind_group(0, &t.blit_group, &[]);
        pass.draw(0..3, 0..1);
    }
}
