//! The viewport's transform gizmo on the selection: the selected body's or joint's world
//! transform goes to the gizmo ([`crate::editor::viewport::gizmo`]); a drag comes back as an
//! undoable edit of the body's offset or the joint's frames (made by the document); and the
//! toolbar (top right of the viewport) that picks move, rotate or off.

use crate::editor::commands::Command;
use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::editor::viewport::gizmo::{self, GizmoKind};
use crate::rig::rest::joint_world_frames;
use crate::xform::Rigid;
use glam::Mat4;

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
    let (owns, moved) = gizmo::interact(ui, response, rect, (view, proj), &mut st.gizmo, t);
    if let Some(world) = moved {
        let pose = st.pose();
        match st.selection {
            Selection::Body(i) => st.doc.move_body_to(i, &pose, world),
            Selection::Joint(i) => st.doc.move_joint_to(i, &pose, world),
            _ => {}
        }
    }
    owns
}

/// Draw the gizmo (after the viewport image so it stays on top).
pub fn paint(ui: &egui::Ui, rect: egui::Rect, st: &EditorState) {
    if st.gizmo.kind == GizmoKind::Off || st.live.is_some() || target(st).is_none() {
        return;
    }
    gizmo::draw(ui, rect, &st.gizmo);
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
