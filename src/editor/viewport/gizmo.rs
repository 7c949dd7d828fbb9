//! A thin adapter around `transform-gizmo` (core crate; its egui adapter lags egui 0.37):
//! converts matrices and rectangles, feeds pointer input, draws its triangles with egui, and
//! turns a drag into undoable edits of the selected body's offset or joint's frames.

use crate::editor::commands::Command;
use crate::editor::history::Edit;
use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::rig::rest::joint_world_frames;
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

/// The world transform the gizmo manipulates for the selection.
fn target(st: &EditorState) -> Option<Rigid> {
    let pose = st.pose();
    let bodies = st.doc.body_world(&pose);
    let rig = st.doc.rig();
    match st.selection {
        Selection::Body(i) => bodies.get(i).copied().flatten(),
        Selection::Joint(i) => {
            joint_world_frames(rig, &bodies, rig.joints.get(i)?).map(|(fa, _)| fa)
        }
        _ => None,
    }
}

/// Write a new world transform of the selection into the rig (one merged undo step per drag).
fn apply(st: &mut EditorState, new_world: Rigid) {
    let pose = st.pose();
    let bodies = st.doc.body_world(&pose);
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    let bones = ch.skeleton.world_rigid(&pose);
    let rig = st.doc.rig();
    match st.selection {
        Selection::Body(i) => {
            let Some(b) = rig.bodies.get(i) else { return };
            let Some(bi) = ch.skeleton.find(&b.bone) else {
                return;
            };
            let mut after = b.clone();
            after.offset = bones[bi].inverse().mul(&new_world);
            let before = b.clone();
            let label = format!("Move body {}", b.name);
            st.doc.apply(
                label,
                Edit::Body {
                    index: i,
                    before,
                    after,
                },
                true,
            );
        }
        Selection::Joint(i) => {
            let Some(j) = rig.joints.get(i) else { return };
            let Some((fa, fb)) = joint_world_frames(rig, &bodies, j) else {
                return;
            };
            // Both frames move together; the child side keeps its rotation relative to the
            // parent side (the rest relative rotation is preserved).
            let rel = fa.inverse().mul(&fb);
            let new_b = new_world.mul(&rel);
            let world_of = |name: &str| -> Option<Rigid> {
                if name == crate::rig::WORLD {
                    Some(Rigid::IDENTITY)
                } else {
                    bodies[rig.body_index(name)?]
                }
            };
            let (Some(wa), Some(wb)) = (world_of(&j.parent), world_of(&j.child)) else {
                return;
            };
            let mut after = j.clone();
            after.parent_frame = wa.inverse().mul(&new_world);
            after.child_frame = wb.inverse().mul(&new_b);
            let before = j.clone();
            let label = format!("Move joint {}", j.name);
            st.doc.apply(
                label,
                Edit::Joint {
                    index: i,
                    before,
                    after,
                },
                true,
            );
        }
        _ => {}
    }
}

/// Run the gizmo for this frame. Returns true when it owns the pointer (hovered or dragging),
/// so the camera and picking leave the input alone.
pub fn ui(
    ui: &egui::Ui,
    response: &egui::Response,
    rect: egui::Rect,
    view: Mat4,
    proj: Mat4,
    st: &mut EditorState,
) -> bool {
    let kind = st.gizmo.kind;
    if st.live.is_some() {
        return false;
    }
    let Some(t) = target(st) else { return false };
    if kind == GizmoKind::Off {
        return false;
    }
    let modes = match kind {
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
        orientation: if st.gizmo.local {
            GizmoOrientation::Local
        } else {
            GizmoOrientation::Global
        },
        pixels_per_point: ui.ctx().pixels_per_point(),
        ..Default::default()
    };
    st.gizmo.gizmo.update_config(config);
    let pointer = ui.input(|i| i.pointer.clone());
    let cursor = pointer.hover_pos().unwrap_or_default();
    let interaction = GizmoInteraction {
        cursor_pos: (cursor.x, cursor.y),
        hovered: response.hovered() || response.dragged(),
        drag_started: pointer.primary_pressed(),
        dragging: pointer.primary_down(),
    };
    let mut owns = st.gizmo.gizmo.is_focused();
    if let Some((_, targets)) = st.gizmo.gizmo.update(interaction, &[to_transform(&t)]) {
        if let Some(n) = targets.first() {
            apply(st, from_transform(n));
        }
        owns = true;
    }
    owns |= st.gizmo.gizmo.is_focused();
    owns
}

/// Draw the gizmo (after the viewport image so it stays on top).
pub fn paint(ui: &egui::Ui, rect: egui::Rect, st: &EditorState) {
    if st.gizmo.kind == GizmoKind::Off || st.live.is_some() || target(st).is_none() {
        return;
    }
    let data = st.gizmo.gizmo.draw();
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

/// The gizmo toolbar (top right of the viewport).
pub fn toolbar(ui: &mut egui::Ui, rect: egui::Rect, st: &mut EditorState) {
    let area = egui::Rect::from_min_size(
        rect.right_top() + egui::vec2(-300.0, 6.0),
        egui::vec2(294.0, 24.0),
    );
    ui.scope_builder(egui::UiBuilder::new().max_rect(area), |ui| {
        ui.horizontal(|ui| {
            let g = &mut st.gizmo;
            for (kind, c) in [
                (GizmoKind::Move, Command::GizmoMove),
                (GizmoKind::Rotate, Command::GizmoRotate),
                (GizmoKind::Off, Command::GizmoOff),
            ] {
                let text = c.button_text(ui.ctx());
                ui.selectable_value(&mut g.kind, kind, text);
            }
            ui.checkbox(&mut g.local, "Local");
        });
    });
}
