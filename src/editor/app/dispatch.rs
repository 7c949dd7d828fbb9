//! What the keyboard and the Edit and Rig menus run: undo, redo, mirror and the shortcuts.

use super::RagrigApp;
use super::modals::Pending;
use crate::editor::selection::Selection;
use egui::{Key, KeyboardShortcut, Modifiers};

impl RagrigApp {
    /// Mirror the left side onto the right (bodies, frames, limits), one undoable edit.
    pub fn mirror(&mut self) {
        let Ok(ch) = &self.state.doc.project.character else {
            return;
        };
        let mirrored = crate::fit::mirror_left_to_right(self.state.doc.rig(), &ch.skeleton);
        self.state.doc.replace_rig("Mirror left to right", mirrored);
        self.state.status = "mirrored left to right".into();
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

    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        let text_focus = ctx.memory(|m| m.focused().is_some()) && ctx.egui_wants_keyboard_input();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        let pressed = |m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if pressed(cmd, Key::S) {
            self.save(false);
        }
        if pressed(cmd_shift, Key::S) {
            self.save(true);
        }
        if pressed(cmd, Key::O) {
            self.request(Pending::Open(None));
        }
        if text_focus {
            return;
        }
        if pressed(cmd_shift, Key::Z) || pressed(cmd, Key::Y) {
            self.redo();
        }
        if pressed(cmd, Key::Z) {
            self.undo();
        }
        let plain = |k: Key| ctx.input(|i| i.key_pressed(k) && i.modifiers.is_none());
        if plain(Key::Space) && self.state.playback.clip.is_some() {
            self.state.playback.playing = !self.state.playback.playing;
        }
        if plain(Key::X) {
            self.state.overlays.xray = !self.state.overlays.xray;
        }
        if plain(Key::Escape) {
            self.state.selection = Selection::None;
        }
        if plain(Key::G) {
            crate::editor::panels::simulation::go_ragdoll(&mut self.state);
        }
        use crate::editor::viewport::gizmo::GizmoKind;
        for (k, kind) in [
            (Key::W, GizmoKind::Move),
            (Key::E, GizmoKind::Rotate),
            (Key::Q, GizmoKind::Off),
        ] {
            if plain(k) {
                self.state.gizmo.kind = kind;
            }
        }
    }
}
