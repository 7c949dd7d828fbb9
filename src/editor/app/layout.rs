//! The dockable layout: the panes, their default arrangement and how each is drawn.

use crate::editor::panels;
use crate::editor::state::EditorState;
use egui::Ui;
use egui_tiles::{Tile, TileId, Tiles, Tree};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pane {
    Outliner,
    Viewport,
    Inspector,
    Timeline,
    Findings,
    Switch,
    Plots,
    Checks,
}

impl Pane {
    pub const ALL: [Pane; 8] = [
        Pane::Outliner,
        Pane::Viewport,
        Pane::Inspector,
        Pane::Timeline,
        Pane::Findings,
        Pane::Switch,
        Pane::Plots,
        Pane::Checks,
    ];

    pub fn title(self) -> &'static str {
        match self {
            Pane::Outliner => "Outliner",
            Pane::Viewport => "Viewport",
            Pane::Inspector => "Inspector",
            Pane::Timeline => "Timeline",
            Pane::Findings => "Findings",
            Pane::Switch => "Switch",
            Pane::Plots => "Plots",
            Pane::Checks => "Checks",
        }
    }
}

/// The default arrangement: outliner over findings | viewport over timeline | inspector.
pub fn default_layout() -> Tree<Pane> {
    let mut tiles = Tiles::default();
    let outliner = tiles.insert_pane(Pane::Outliner);
    let findings = tiles.insert_pane(Pane::Findings);
    let viewport = tiles.insert_pane(Pane::Viewport);
    let timeline = tiles.insert_pane(Pane::Timeline);
    let inspector = tiles.insert_pane(Pane::Inspector);
    let switch = tiles.insert_pane(Pane::Switch);
    let plots = tiles.insert_pane(Pane::Plots);
    let checks = tiles.insert_pane(Pane::Checks);
    let left = tiles.insert_vertical_tile(vec![outliner, findings]);
    let centre = tiles.insert_vertical_tile(vec![viewport, timeline]);
    let right = tiles.insert_tab_tile(vec![inspector, switch, plots, checks]);
    let root = tiles.insert_horizontal_tile(vec![left, centre, right]);
    let set = |tiles: &mut Tiles<Pane>, parent: TileId, shares: &[(TileId, f32)]| {
        if let Some(Tile::Container(egui_tiles::Container::Linear(lin))) = tiles.get_mut(parent) {
            for &(c, s) in shares {
                lin.shares.set_share(c, s);
            }
        }
    };
    set(
        &mut tiles,
        root,
        &[(left, 0.2), (centre, 0.5), (right, 0.3)],
    );
    set(&mut tiles, left, &[(outliner, 0.62), (findings, 0.38)]);
    set(&mut tiles, centre, &[(viewport, 0.66), (timeline, 0.34)]);
    Tree::new(egui::Id::unique("ragrig_layout"), root, tiles)
}

pub(super) struct Behavior<'a> {
    pub(super) st: &'a mut EditorState,
}

impl egui_tiles::Behavior<Pane> for Behavior<'_> {
    fn pane_ui(&mut self, ui: &mut Ui, _id: TileId, pane: &mut Pane) -> egui_tiles::UiResponse {
        let viewport = *pane == Pane::Viewport;
        if !viewport {
            ui.add_space(4.0);
        }
        egui::Frame::new()
            .inner_margin(if viewport { 0.0 } else { 6.0 })
            .show(ui, |ui| match pane {
                Pane::Outliner => panels::outliner::ui(ui, self.st),
                Pane::Viewport => panels::viewport::ui(ui, self.st),
                Pane::Inspector => panels::inspector::ui(ui, self.st),
                Pane::Timeline => {
                    // A solid scroll bar: the live status lines below the simulation bar often
                    // run past the pane, and a floating bar shows only under the pointer.
                    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    egui::ScrollArea::vertical()
                        .auto_shrink([false; 2])
                        .show(ui, |ui| panels::timeline::ui(ui, self.st));
                }
                Pane::Findings => panels::findings::ui(ui, self.st),
                Pane::Switch => {
                    egui::ScrollArea::vertical()
                        .id_salt("switch_pane")
                        .auto_shrink([false; 2])
                        .show(ui, |ui| panels::switch::ui(ui, self.st));
                }
                Pane::Plots => panels::plots::ui(ui, self.st),
                Pane::Checks => panels::checks::ui(ui, self.st),
            });
        egui_tiles::UiResponse::None
    }

    fn tab_title_for_pane(&mut self, pane: &Pane) -> egui::WidgetText {
        pane.title().into()
    }

    fn simplification_options(&self) -> egui_tiles::SimplificationOptions {
        egui_tiles::SimplificationOptions {
            all_panes_must_have_tabs: true,
            ..Default::default()
        }
    }
}
