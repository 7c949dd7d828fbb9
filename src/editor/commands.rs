//! The editor's commands, each defined once: its id, label, keyboard shortcut and where it is
//! offered. The menus, the Keyboard shortcuts help, tooltips and the key handler all read this
//! list (the app dispatches a [`Command`] to its action), so a label or a shortcut cannot
//! differ between them.

use egui::{Key, KeyboardShortcut, Modifiers};

/// Every command the menus and the keyboard run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    NewFromModel,
    Open,
    Save,
    SaveAs,
    ExportRig,
    ExportGltf,
    ExportBaked,
    Quit,
    Undo,
    Redo,
    ClearSelection,
    GenerateRagdoll,
    FitLimits,
    Mirror,
    SavePreset,
    ResetLayout,
    FrameSelected,
    CameraFront,
    CameraSide,
    CameraTop,
    ToggleXray,
    PlayPause,
    PrevFrame,
    NextFrame,
    GoRagdoll,
    GizmoMove,
    GizmoRotate,
    GizmoOff,
    ShowShortcuts,
}

/// Where a command's shortcut is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyScope {
    /// Anywhere in the window; also while a text field has the focus.
    Always,
    /// Anywhere, unless a text field has the focus.
    NotTyping,
    /// Only while the pointer is over the viewport (the viewport reads it).
    Viewport,
}

/// One command: everything the menus, the help and the key handler need.
#[derive(Clone, Copy, Debug)]
pub struct CommandSpec {
    pub command: Command,
    /// Stable name (the unit tests below tell the commands apart by it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub id: &'static str,
    /// The text on menu items and buttons.
    pub label: &'static str,
    /// What it does, for the Keyboard shortcuts help and tooltips.
    pub help: &'static str,
    pub shortcut: Option<KeyboardShortcut>,
    /// A second shortcut for the same command (Ctrl+Y for redo).
    pub alt_shortcut: Option<KeyboardShortcut>,
    pub scope: KeyScope,
}

const fn key(modifiers: Modifiers, k: Key) -> Option<KeyboardShortcut> {
    Some(KeyboardShortcut::new(modifiers, k))
}

const NONE: Modifiers = Modifiers::NONE;
const CMD: Modifiers = Modifiers::COMMAND;
const CMD_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);

const fn spec(
    command: Command,
    id: &'static str,
    label: &'static str,
    help: &'static str,
    shortcut: Option<KeyboardShortcut>,
    scope: KeyScope,
) -> CommandSpec {
    CommandSpec {
        command,
        id,
        label,
        help,
        shortcut,
        alt_shortcut: None,
        scope,
    }
}

use Command as C;
use KeyScope::{Always, NotTyping, Viewport};

/// The list, in menu order.
pub const COMMANDS: &[CommandSpec] = &[
    spec(
        C::NewFromModel,
        "file.new_from_model",
        "New from model…",
        "start a rig from a glTF model",
        None,
        NotTyping,
    ),
    spec(
        C::Open,
        "file.open",
        "Open…",
        "open a rig or model",
        key(CMD, Key::O),
        Always,
    ),
    spec(
        C::Save,
        "file.save",
        "Save",
        "save",
        key(CMD, Key::S),
        Always,
    ),
    spec(
        C::SaveAs,
        "file.save_as",
        "Save As…",
        "save as",
        key(CMD_SHIFT, Key::S),
        Always,
    ),
    spec(
        C::ExportRig,
        "file.export_rig",
        "Export validated rig…",
        "export a copy of the validated rig",
        None,
        NotTyping,
    ),
    spec(
        C::ExportGltf,
        "file.export_gltf",
        "Export glTF with physics…",
        "export the model with KHR physics",
        None,
        NotTyping,
    ),
    spec(
        C::ExportBaked,
        "file.export_baked",
        "Export baked simulation…",
        "export the model with the live simulation (clip, ragdoll, get-up) baked in as an animation",
        None,
        NotTyping,
    ),
    spec(C::Quit, "file.quit", "Quit", "quit", None, NotTyping),
    spec(
        C::Undo,
        "edit.undo",
        "Undo",
        "undo",
        key(CMD, Key::Z),
        NotTyping,
    ),
    CommandSpec {
        alt_shortcut: key(CMD, Key::Y),
        ..spec(
            C::Redo,
            "edit.redo",
            "Redo",
            "redo",
            key(CMD_SHIFT, Key::Z),
            NotTyping,
        )
    },
    spec(
        C::ClearSelection,
        "edit.clear_selection",
        "Clear selection",
        "clear the selection",
        key(NONE, Key::Escape),
        NotTyping,
    ),
    spec(
        C::GenerateRagdoll,
        "rig.generate",
        "Generate ragdoll…",
        "generate bodies and joints from the model",
        None,
        NotTyping,
    ),
    spec(
        C::FitLimits,
        "rig.fit_limits",
        "Fit limits to clips…",
        "cones re-aimed at how each joint moves in the clips",
        None,
        NotTyping,
    ),
    spec(
        C::Mirror,
        "rig.mirror",
        "Mirror left to right",
        "mirror the left side onto the right",
        None,
        NotTyping,
    ),
    spec(
        C::SavePreset,
        "rig.save_preset",
        "Save preset…",
        "save the rig's limits and gains as a preset",
        None,
        NotTyping,
    ),
    spec(
        C::ResetLayout,
        "view.reset_layout",
        "Reset layout",
        "put the panels back where they started",
        None,
        NotTyping,
    ),
    spec(
        C::FrameSelected,
        "view.frame_selected",
        "Frame selected",
        "frame the selection (viewport)",
        key(NONE, Key::F),
        Viewport,
    ),
    spec(
        C::CameraFront,
        "view.camera_front",
        "Front",
        "look from the front",
        None,
        NotTyping,
    ),
    spec(
        C::CameraSide,
        "view.camera_side",
        "Side",
        "look from the side",
        None,
        NotTyping,
    ),
    spec(
        C::CameraTop,
        "view.camera_top",
        "Top",
        "look from the top",
        None,
        NotTyping,
    ),
    spec(
        C::ToggleXray,
        "view.xray",
        "X-ray skin",
        "X-ray skin on/off",
        key(NONE, Key::X),
        NotTyping,
    ),
    spec(
        C::PlayPause,
        "view.play_pause",
        "Play / pause",
        "play / pause the clip",
        key(NONE, Key::Space),
        NotTyping,
    ),
    spec(
        C::PrevFrame,
        "view.prev_frame",
        "Previous frame",
        "one step back: the clip's time, or back through the live simulation's recording",
        key(NONE, Key::ArrowLeft),
        NotTyping,
    ),
    spec(
        C::NextFrame,
        "view.next_frame",
        "Next frame",
        "one step on: the clip's time, or on through the simulation's recording and then one \
         more physics step",
        key(NONE, Key::ArrowRight),
        NotTyping,
    ),
    spec(
        C::GoRagdoll,
        "sim.go_ragdoll",
        "Go ragdoll",
        "go ragdoll at the current clip time",
        key(NONE, Key::G),
        NotTyping,
    ),
    spec(
        C::GizmoMove,
        "gizmo.move",
        "Move",
        "gizmo: move",
        key(NONE, Key::W),
        NotTyping,
    ),
    spec(
        C::GizmoRotate,
        "gizmo.rotate",
        "Rotate",
        "gizmo: rotate",
        key(NONE, Key::E),
        NotTyping,
    ),
    spec(
        C::GizmoOff,
        "gizmo.off",
        "Off",
        "gizmo: off",
        key(NONE, Key::Q),
        NotTyping,
    ),
    spec(
        C::ShowShortcuts,
        "help.shortcuts",
        "Keyboard shortcuts",
        "this list",
        None,
        NotTyping,
    ),
];

impl Command {
    pub fn spec(self) -> &'static CommandSpec {
        COMMANDS
            .iter()
            .find(|s| s.command == self)
            .expect("every command is in COMMANDS")
    }

    pub fn label(self) -> &'static str {
        self.spec().label
    }

    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        self.spec().shortcut
    }

    /// The shortcut as egui writes it on this platform ("Ctrl+S", "⌘S").
    pub fn shortcut_text(self, ctx: &egui::Context) -> Option<String> {
        self.shortcut().map(|s| ctx.format_shortcut(&s))
    }

    /// "Label (Key)" for a button outside the menus.
    pub fn button_text(self, ctx: &egui::Context) -> String {
        match self.shortcut_text(ctx) {
            Some(k) => format!("{} ({k})", self.label()),
            None => self.label().to_owned(),
        }
    }
}

impl CommandSpec {
    /// The shortcuts of this command (the first is the one menus show).
    pub fn shortcuts(&self) -> impl Iterator<Item = KeyboardShortcut> + '_ {
        self.shortcut.into_iter().chain(self.alt_shortcut)
    }
}

/// An entry of a menu.
#[derive(Clone, Copy, Debug)]
pub enum MenuItem {
    /// A command's button (a checkbox or a selectable for a toggle).
    Run(Command),
    /// Commands side by side.
    Row(&'static [Command]),
    Label(&'static str),
    Separator,
    /// A part that lists what the app holds (recent files, presets, panels, overlays).
    Extra(Extra),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    OpenRecent,
    ApplyPreset,
    Panels,
    Overlays,
}

use MenuItem::{Label, Row, Run, Separator};

/// The menu bar: every command in [`COMMANDS`] appears here once.
pub const MENUS: &[(&str, &[MenuItem])] = &[
    (
        "File",
        &[
            Run(C::NewFromModel),
            Run(C::Open),
            MenuItem::Extra(Extra::OpenRecent),
            Separator,
            Run(C::Save),
            Run(C::SaveAs),
            Run(C::ExportRig),
            Run(C::ExportGltf),
            Run(C::ExportBaked),
            Separator,
            Run(C::Quit),
        ],
    ),
    (
        "Edit",
        &[
            Run(C::Undo),
            Run(C::Redo),
            Separator,
            Run(C::ClearSelection),
        ],
    ),
    (
        "Rig",
        &[
            Run(C::GenerateRagdoll),
            Run(C::FitLimits),
            Run(C::Mirror),
            Separator,
            MenuItem::Extra(Extra::ApplyPreset),
            Run(C::SavePreset),
        ],
    ),
    (
        "View",
        &[
            Label("Panels"),
            MenuItem::Extra(Extra::Panels),
            Run(C::ResetLayout),
            Separator,
            Label("Camera"),
            Run(C::FrameSelected),
            Row(&[C::CameraFront, C::CameraSide, C::CameraTop]),
            Separator,
            Label("Overlays"),
            Run(C::ToggleXray),
            MenuItem::Extra(Extra::Overlays),
            Separator,
            Label("Animation and simulation"),
            Run(C::PlayPause),
            Row(&[C::PrevFrame, C::NextFrame]),
            Run(C::GoRagdoll),
            Separator,
            Label("Gizmo"),
            Row(&[C::GizmoMove, C::GizmoRotate, C::GizmoOff]),
        ],
    ),
    ("Help", &[Run(C::ShowShortcuts)]),
];

/// Whether `shortcut` was pressed this frame. With modifiers it is consumed (egui's logical
/// match: an extra Shift or Alt is ignored, so the key handler tries the shortcuts with more
/// modifiers first); a plain key counts only with no modifier held and is left for others.
pub fn pressed(input: &mut egui::InputState, shortcut: &KeyboardShortcut) -> bool {
    if shortcut.modifiers.is_none() {
        input.key_pressed(shortcut.logical_key) && input.modifiers.is_none()
    } else {
        input.consume_shortcut(shortcut)
    }
}

/// The commands whose shortcuts the app's key handler reads, most modifiers first.
pub fn keyed() -> Vec<(KeyboardShortcut, &'static CommandSpec)> {
    let mut v: Vec<_> = COMMANDS
        .iter()
        .filter(|s| s.scope != Viewport)
        .flat_map(|s| s.shortcuts().map(move |k| (k, s)))
        .collect();
    let count = |m: Modifiers| {
        [m.alt, m.ctrl || m.command || m.mac_cmd, m.shift]
            .iter()
            .filter(|b| **b)
            .count()
    };
    v.sort_by_key(|(k, _)| std::cmp::Reverse(count(k.modifiers)));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu_commands() -> Vec<Command> {
        MENUS
            .iter()
            .flat_map(|(_, items)| items.iter())
            .flat_map(|item| match item {
                MenuItem::Run(c) => vec![*c],
                MenuItem::Row(cs) => cs.to_vec(),
                _ => vec![],
            })
            .collect()
    }

    #[test]
    fn no_two_commands_share_a_shortcut_or_an_id() {
        let keys: Vec<KeyboardShortcut> = COMMANDS.iter().flat_map(|s| s.shortcuts()).collect();
        for (a, ka) in keys.iter().enumerate() {
            for kb in &keys[a + 1..] {
                assert_ne!(ka, kb, "two commands answer to {ka:?}");
            }
        }
        let mut ids: Vec<&str> = COMMANDS.iter().map(|s| s.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), COMMANDS.len());
    }

    #[test]
    fn every_command_is_in_the_menus_once_and_every_keyed_one_among_them() {
        let menu = menu_commands();
        for spec in COMMANDS {
            let n = menu.iter().filter(|c| **c == spec.command).count();
            assert_eq!(n, 1, "{} appears {n} times in the menus", spec.id);
        }
        for (_, spec) in keyed() {
            assert!(
                menu.contains(&spec.command),
                "{} has a key but no menu item",
                spec.id
            );
        }
        assert_eq!(menu.len(), COMMANDS.len());
    }

    /// egui matches modifiers logically (an extra Shift is ignored), so a shortcut that a
    /// press of another would also match must be tried after it.
    #[test]
    fn the_key_handler_tries_the_more_specific_shortcut_first() {
        let keyed = keyed();
        for (i, (a, _)) in keyed.iter().enumerate() {
            for (b, spec_b) in &keyed[i + 1..] {
                // Would a press of `b` match `a` (see [`pressed`])?
                let shadows = a.logical_key == b.logical_key
                    && !a.modifiers.is_none()
                    && b.modifiers.matches_logically(a.modifiers);
                assert!(
                    !shadows,
                    "{} is tried after a shortcut that also matches it",
                    spec_b.id
                );
            }
        }
    }

    /// The command the key handler runs for a key press (the first match in [`keyed`]).
    fn command_for(modifiers: Modifiers, key: Key) -> Option<Command> {
        let ctx = egui::Context::default();
        let mut input = egui::RawInput::default();
        input.events.push(egui::Event::ModifiersChanged(modifiers));
        input.events.push(egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        });
        let mut hit = None;
        let mut out = ctx.run_ui(input, |ui| {
            for (k, spec) in keyed() {
                if hit.is_none() && ui.input_mut(|i| pressed(i, &k)) {
                    hit = Some(spec.command);
                }
            }
        });
        // No renderer here: the font texture's upload is dropped on purpose.
        out.textures_delta.clear();
        hit
    }

    #[test]
    fn a_key_press_runs_the_command_the_menus_name_for_it() {
        let ctrl_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        assert_eq!(command_for(Modifiers::COMMAND, Key::S), Some(Command::Save));
        assert_eq!(command_for(ctrl_shift, Key::S), Some(Command::SaveAs));
        assert_eq!(command_for(ctrl_shift, Key::Z), Some(Command::Redo));
        assert_eq!(command_for(Modifiers::COMMAND, Key::Y), Some(Command::Redo));
        assert_eq!(command_for(Modifiers::COMMAND, Key::Z), Some(Command::Undo));
        assert_eq!(
            command_for(Modifiers::NONE, Key::G),
            Some(Command::GoRagdoll)
        );
        // A plain-key command does not answer with a modifier held.
        assert_eq!(command_for(Modifiers::COMMAND, Key::G), None);
        // F belongs to the viewport, which reads it while hovered.
        assert_eq!(command_for(Modifiers::NONE, Key::F), None);
        for spec in COMMANDS {
            for k in spec
                .shortcuts()
                .filter(|_| spec.scope != KeyScope::Viewport)
            {
                assert_eq!(
                    command_for(k.modifiers, k.logical_key),
                    Some(spec.command),
                    "{}",
                    spec.id
                );
            }
        }
    }
}
