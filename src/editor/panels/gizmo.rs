//! The viewport's transform gizmo on the selection: the selected body's or joint's world
//! transform goes to the gizmo ([`crate::editor::viewport::gizmo`]); a drag comes back as an
//! undoable edit of the body's offset or the joint's frames (made by the document); and the
//! toolbar (top right of the viewport) that picks move, rotate or off. While an obstacle's
//! editor is open in the Switch pane the gizmo moves that obstacle instead (the test scene,
//! not the rig: no undo step), also while the simulation runs.

use crate::editor::commands::Command;
use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::editor::viewport::gizmo::{self, GizmoKind};
use crate::rig::rest::joint_world_frames;
use crate::xform::Rigid;
use glam::Mat4;

/// What the gizmo moves this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Body(usize),
    Joint(usize),
    Obstacle(usize),
}

/// What the gizmo moves and its world transform now: the obstacle open in the Switch pane
/// (`obstacle`), else the selected body or joint (not while the simulation runs: the rig is
/// not edited then).
fn target(st: &EditorState, obstacle: Option<usize>) -> Option<(Target, Rigid)> {
    if let Some(i) = obstacle
        && let Some(o) = st.sim_controls.obstacles.get(i)
    {
        return Some((Target::Obstacle(i), o.pose));
    }
    if st.live.is_some() {
        return None;
    }
    let pose = st.pose();
    let bodies = st.doc.body_world(&pose);
    let rig = st.doc.rig();
    match st.selection {
        Selection::Body(i) => Some((Target::Body(i), bodies.get(i).copied().flatten()?)),
        Selection::Joint(i) => joint_world_frames(rig, &bodies, rig.joints.get(i)?)
            .map(|(fa, _)| (Target::Joint(i), fa)),
        _ => None,
    }
}

/// Run the gizmo for this frame on the open obstacle (`obstacle`, see
/// [`crate::editor::SimControls::gizmo_obstacle`]) or the selection. Returns true when it owns
/// the pointer (hovered or dragging), so the camera and picking leave the input alone.
pub fn ui(
    ui: &egui::Ui,
    response: &egui::Response,
    rect: egui::Rect,
    (view, proj): (Mat4, Mat4),
    st: &mut EditorState,
    obstacle: Option<usize>,
) -> bool {
    if st.gizmo.kind == GizmoKind::Off {
        return false;
    }
    let Some((what, t)) = target(st, obstacle) else {
        return false;
    };
    let (owns, moved) = gizmo::interact(ui, response, rect, (view, proj), &mut st.gizmo, t);
    if let Some(world) = moved {
        let pose = st.pose();
        match what {
            Target::Body(i) => st.doc.move_body_to(i, &pose, world),
            Target::Joint(i) => st.doc.move_joint_to(i, &pose, world),
            Target::Obstacle(i) => {
                let mut o = st.sim_controls.obstacles[i];
                o.pose = world;
                super::obstacles::set(st, i, o);
            }
        }
    }
    owns
}

/// Draw the gizmo (after the viewport image so it stays on top).
pub fn paint(ui: &egui::Ui, rect: egui::Rect, st: &EditorState, obstacle: Option<usize>) {
    if st.gizmo.kind == GizmoKind::Off || target(st, obstacle).is_none() {
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
