//! What a [`Command`] does, whether it can run now, and the key handler that runs the
//! commands whose shortcuts were pressed.

use super::ExportKind;
use super::RagrigApp;
use super::layout::default_layout;
use super::modals::{Modal, Pending};
use crate::editor::commands::{self, Command, KeyScope};
use crate::editor::selection::Selection;
use crate::editor::viewport::gizmo::GizmoKind;

impl RagrigApp {
    /// Run a command (from a menu or its shortcut).
    pub(super) fn run(&mut self, ctx: &egui::Context, c: Command) {
        let st = &mut self.state;
        match c {
            Command::NewFromModel => self.request(Pending::NewFromModel),
            Command::Open => self.request(Pending::Open(None)),
            Command::Save => {
                self.save(false);
            }
            Command::SaveAs => {
                self.save(true);
            }
            Command::ExportRig => self.export(ExportKind::Rig, false),
            Command::ExportGltf => self.export(ExportKind::Gltf, false),
            Command::ExportBaked => self.export_baked(),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::ClearSelection => st.selection = Selection::None,
            Command::GenerateRagdoll => {
                if let Ok(ch) = &st.doc.project.character {
                    st.generate.open_for(&st.doc.project.rig, ch);
                }
            }
            Command::FitLimits => {
                if let Ok(ch) = &st.doc.project.character {
                    st.limits.open_for(ch);
                }
            }
            Command::Mirror => self.mirror(),
            Command::SavePreset => self.save_preset(),
            Command::ResetLayout => self.tree = default_layout(),
            Command::FrameSelected => st.frame_request = true,
            Command::CameraFront => (st.camera.yaw, st.camera.pitch) = (0.0, 0.0),
            Command::CameraSide => {
                (st.camera.yaw, st.camera.pitch) = (std::f32::consts::FRAC_PI_2, 0.0)
            }
            Command::CameraTop => (st.camera.yaw, st.camera.pitch) = (0.0, 1.5),
            Command::ToggleXray => st.overlays.xray = !st.overlays.xray,
            Command::PlayPause => {
                if st.playback.clip.is_some() {
                    st.playback.playing = !st.playback.playing;
                }
            }
            Command::PrevFrame => st.step_frame(false),
            Command::NextFrame => st.step_frame(true),
            Command::GoRagdoll => st.go_ragdoll(),
            Command::GizmoMove => st.gizmo.kind = GizmoKind::Move,
            Command::GizmoRotate => st.gizmo.kind = GizmoKind::Rotate,
            Command::GizmoOff => st.gizmo.kind = GizmoKind::Off,
            Command::ShowShortcuts => self.modal = Some(Modal::Shortcuts),
        }
    }

    /// Whether a command can run now (its menu entry is greyed out otherwise).
    pub(super) fn can_run(&self, c: Command) -> bool {
        let project = &self.state.doc.project;
        let has_model = project.character.is_ok();
        match c {
            Command::Undo => self.state.doc.history.can_undo(),
            Command::Redo => self.state.doc.history.can_redo(),
            Command::GenerateRagdoll | Command::Mirror => has_model,
            Command::FitLimits => project
                .character
                .as_ref()
                .is_ok_and(|c| !c.clips.is_empty()),
            Command::PlayPause => self.state.playback.clip.is_some(),
            _ => true,
        }
    }

    /// Mirror the left side onto the right (bodies, frames, limits), one undoable edit.
    pub fn mirror(&mut self) {
        if self.state.doc.mirror_left_to_right() {
            self.state.status = "mirrored left to right".into();
        }
    }

    pub(super) fn undo(&mut self) {
        if let Some(l) = self.state.doc.undo() {
            self.state.status = format!("undid: {l}");
        }
    }

    pub(super) fn redo(&mut self) {
        if let Some(l) = self.state.doc.redo() {
            self.state.status = format!("redid: {l}");
        }
    }

    /// Run the commands whose shortcuts were pressed this frame. While a text field has the
    /// focus only the commands that work while typing (save, open) answer.
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        let typing = ctx.memory(|m| m.focused().is_some()) && ctx.egui_wants_keyboard_input();
        for (key, spec) in commands::keyed() {
            if typing && spec.scope != KeyScope::Always {
                continue;
            }
            if ctx.input_mut(|i| commands::pressed(i, &key)) {
                self.run(ctx, spec.command);
            }
        }
    }
}
