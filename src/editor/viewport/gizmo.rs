//! A thin adapter around `transform-gizmo` (core crate; its egui adapter lags egui 0.37):
//! converts matrices and rectangles, feeds pointer input and draws its triangles with egui.
//! What it moves and how a drag becomes an edit is the viewport panel's (`panels::gizmo`).

use crate::xform::Rigid;
use glam::{DQuat, DVec3, Mat4, Quat, Vec3};
use transform_gizmo::math::{Pos2 as GPos2, Rect as GRect, Transform};
use transform_gizmo::mint;
use transform_gizmo::prelude::*;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GizmoKind {
    #[default]
    Move,
    Rotate,
    Off,
}

pub struct GizmoState {
    pub gizmo: Gizmo,
    pub kind: GizmoKind,
    /// Local (the frame's own axes) or world axes.
    pub local: bool,
}

impl Default for GizmoState {
    fn default() -> Self {
        Self {
            gizmo: Gizmo::default(),
            kind: GizmoKind::Move,
            local: false,
        }
    }
}

fn row_matrix(m: Mat4) -> mint::RowMatrix4<f64> {
    let r = |i: usize| {
        let v = m.row(i);
        mint::Vector4 {
            x: v.x as f64,
            y: v.y as f64,
            z: v.z as f64,
            w: v.w as f64,
        }
    };
    mint::RowMatrix4 {
        x: r(0),
        y: r(1),
        z: r(2),
        w: r(3),
    }
}

fn to_transform(t: &Rigid) -> Transform {
    let q = t.rotation;
    Transform::from_scale_rotation_translation(
        mint::Vector3 {
            x: 1.0,
            y: 1.0,
            z: 1.0,
        },
        mint::Quaternion {
            v: mint::Vector3 {
                x: q.x as f64,
                y: q.y as f64,
                z: q.z as f64,
            },
            s: q.w as f64,
        },
        mint::Vector3 {
            x: t.translation.x as f64,
            y: t.translation.y as f64,
            z: t.translation.z as f64,
        },
    )
}

fn from_transform(t: &Transform) -> Rigid {
    let q = DQuat::from_xyzw(t.rotation.v.x, t.rotation.v.y, t.rotation.v.z, t.rotation.s);
    let p = DVec3::new(t.translation.x, t.translation.y, t.translation.z);
    Rigid::new(
        Quat::from_xyzw(q.x as f32, q.y as f32, q.z as f32, q.w as f32).normalize(),
        Vec3::new(p.x as f32, p.y as f32, p.z as f32),
    )
}

/// Run the gizmo on `target` for this frame: whether it owns the pointer (hovered or
/// dragging, so the camera and picking leave the input alone) and the new transform while it
/// is dragged.
pub fn interact(
    ui: &egui::Ui,
    response: &egui::Response,
    rect: egui::Rect,
    (view, proj): (Mat4, Mat4),
    state: &mut GizmoState,
    target: Rigid,
) -> (bool, Option<Rigid>) {
    let modes = match state.kind {
        GizmoKind::Move => {
            GizmoMode::all_from_kind(transform_gizmo::config::GizmoModeKind::Translate)
        }
        _ => GizmoMode::all_from_kind(transform_gizmo::config::GizmoModeKind::Rotate),
    };
    let config = GizmoConfig {
        view_matrix: row_matrix(view),
        projection_matrix: row_matrix(proj),
        viewport: GRect::from_min_max(
            GPos2::new(rect.min.x, rect.min.y),
            GPos2::new(rect.max.x, rect.max.y),
        ),
        modes,
        orientation: if state.local {
            GizmoOrientation::Local
        } else {
            GizmoOrientation::Global
        },
        pixels_per_point: ui.ctx().pixels_per_point(),
        ..Default::default()
    };
    state.gizmo.update_config(config);
    let pointer = ui.input(|i| i.pointer.clone());
    let cursor = pointer.hover_pos().unwrap_or_default();
    let interaction = GizmoInteraction {
        cursor_pos: (cursor.x, cursor.y),
        hovered: response.hovered() || response.dragged(),
        drag_started: pointer.primary_pressed(),
        dragging: pointer.primary_down(),
    };
    let mut owns = state.gizmo.is_focused();
    let mut moved = None;
    if let Some((_, targets)) = state.gizmo.update(interaction, &[to_transform(&target)]) {
        moved = targets.first().map(from_transform);
        owns = true;
    }
    owns |= state.gizmo.is_focused();
    (owns, moved)
}

/// Draw the gizmo's last triangles (after the viewport image so it stays on top).
pub fn draw(ui: &egui::Ui, rect: egui::Rect, state: &GizmoState) {
    let data = state.gizmo.draw();
    let mut mesh = egui::Mesh::default();
    for (v, c) in data.vertices.iter().zip(&data.colors) {
        let color: egui::Color32 =
            egui::Rgba::from_rgba_premultiplied(c[0], c[1], c[2], c[3]).into();
        mesh.vertices.push(egui::epaint::Vertex {
            pos: egui::pos2(v[0], v[1]),
            uv: egui::epaint::WHITE_UV,
            color,
        });
    }
    mesh.indices = data.indices;
    ui.painter()
        .with_clip_rect(rect)
        .add(egui::Shape::mesh(mesh));
}
