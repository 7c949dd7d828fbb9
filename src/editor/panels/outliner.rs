//! Outliner: rig settings, drive groups, and the skeleton tree with each bone's bodies and the
//! joints that drive them; a search filter.

use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use egui::{RichText, Ui};

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    ui.horizontal(|ui| {
        ui.label("Search");
        ui.add(
            egui::TextEdit::singleline(&mut st.outliner_filter).hint_text("bone, body or joint"),
        );
    });
    ui.separator();
    // A selection made elsewhere (the viewport, a finding, a link) is brought into view once:
    // its row scrolled to, the drive groups opened for a group.
    let seen_id = egui::Id::unique("outliner_seen_selection");
    let seen: Option<Selection> = ui.ctx().data(|d| d.get_temp(seen_id));
    let reveal = seen.as_ref() != Some(&st.selection);
    let show = |r: egui::Response, selected: bool| {
        if reveal && selected {
            r.scroll_to_me(Some(egui::Align::Center));
        }
        r
    };
    egui::ScrollArea::vertical()
        .auto_shrink([false; 2])
        .show(ui, |ui| {
            let filter = st.outliner_filter.to_lowercase();
            if filter.is_empty() {
                let sel = st.selection == Selection::Settings;
                if show(ui.selectable_label(sel, "Rig settings"), sel).clicked() {
                    st.selection = Selection::Settings;
                }
                let group_selected = matches!(st.selection, Selection::Group(_));
                egui::CollapsingHeader::new("Drive groups")
                    .default_open(false)
                    .open((reveal && group_selected).then_some(true))
                    .show(ui, |ui| {
                        let names: Vec<String> = st.doc.rig().groups.keys().cloned().collect();
                        for n in names {
                            let sel = st.selection == Selection::Group(n.clone());
                            if show(ui.selectable_label(sel, format!("group {n}")), sel).clicked() {
                                st.selection = Selection::Group(n);
                            }
                        }
                    });
                ui.separator();
            }
            let Ok(ch) = &st.doc.project.character else {
                ui.colored_label(egui::Color32::LIGHT_RED, "model not loaded");
                return;
            };
            let sk = &ch.skeleton;
            let rig = &st.doc.project.rig;
            let mut clicked: Option<Selection> = None;
            if !filter.is_empty() {
                for n in rig
                    .groups
                    .keys()
                    .filter(|n| n.to_lowercase().contains(&filter))
                {
                    let sel = st.selection == Selection::Group(n.clone());
                    if ui.selectable_label(sel, format!("group {n}")).clicked() {
                        clicked = Some(Selection::Group(n.clone()));
                    }
                }
                for (i, b) in rig.bodies.iter().enumerate() {
                    let hit = b.name.to_lowercase().contains(&filter)
                        || b.bone.to_lowercase().contains(&filter);
                    if hit
                        && ui
                            .selectable_label(st.selection == Selection::Body(i), &b.name)
                            .clicked()
                    {
                        clicked = Some(Selection::Body(i));
                    }
                }
                for (i, j) in rig.joints.iter().enumerate() {
                    if j.name.to_lowercase().contains(&filter) {
                        let label = format!("joint {}", j.name);
                        if ui
                            .selectable_label(st.selection == Selection::Joint(i), label)
                            .clicked()
                        {
                            clicked = Some(Selection::Joint(i));
                        }
                    }
                }
            } else {
                let roots: Vec<usize> = sk
                    .order
                    .iter()
                    .copied()
                    .filter(|&i| sk.nodes[i].parent.is_none())
                    .collect();
                for r in roots {
                    node_ui(ui, st.selection.clone(), reveal, ch, rig, r, &mut clicked);
                }
            }
            if let Some(s) = clicked {
                st.selection = s;
            }
        });
    // A click here selects what is already in view.
    let now = st.selection.clone();
    ui.ctx().data_mut(|d| d.insert_temp(seen_id, now));
}

/// Whether a body hangs from node `i`: the rig names bones, and a name several nodes share
/// means one of them ([`crate::character::Skeleton::find`], as everywhere else), so a body
/// shows under that node only.
fn carries(ch: &crate::character::Character, body: &crate::rig::Body, i: usize) -> bool {
    ch.skeleton.nodes[i].name == body.bone && ch.skeleton.find(&body.bone) == Some(i)
}

/// True when the node or a descendant carries a body (or is a skin joint).
fn relevant(ch: &crate::character::Character, rig: &crate::rig::Rig, i: usize) -> bool {
    let n = &ch.skeleton.nodes[i];
    rig.bodies.iter().any(|b| carries(ch, b, i))
        || ch.skins.iter().any(|s| s.joints.contains(&i))
        || n.children.iter().any(|&c| relevant(ch, rig, c))
}

#[allow(clippy::too_many_arguments)]
fn node_ui(
    ui: &mut Ui,
    sel: Selection,
    reveal: bool,
    ch: &crate::character::Character,
    rig: &crate::rig::Rig,
    i: usize,
    clicked: &mut Option<Selection>,
) {
    if !relevant(ch, rig, i) {
        return;
    }
    let node = &ch.skeleton.nodes[i];
    let items = |ui: &mut Ui, clicked: &mut Option<Selection>| {
        for (bi, b) in rig
            .bodies
            .iter()
            .enumerate()
            .filter(|(_, b)| carries(ch, b, i))
        {
            let text = RichText::new(&b.name).color(egui::Color32::from_rgb(120, 180, 255));
            let r = ui.selectable_label(sel == Selection::Body(bi), text);
            if reveal && sel == Selection::Body(bi) {
                r.scroll_to_me(Some(egui::Align::Center));
            }
            if r.clicked() {
                *clicked = Some(Selection::Body(bi));
            }
            for (ji, j) in rig
                .joints
                .iter()
                .enumerate()
                .filter(|(_, j)| j.child == b.name)
            {
                let text = RichText::new(format!("joint {}", j.name))
                    .color(egui::Color32::from_rgb(255, 200, 90));
                let r = ui.selectable_label(sel == Selection::Joint(ji), text);
                if reveal && sel == Selection::Joint(ji) {
                    r.scroll_to_me(Some(egui::Align::Center));
                }
                if r.clicked() {
                    *clicked = Some(Selection::Joint(ji));
                }
            }
        }
    };
    let children: Vec<usize> = node
        .children
        .iter()
        .copied()
        .filter(|&c| relevant(ch, rig, c))
        .collect();
    if children.is_empty() {
        ui.label(RichText::new(&node.name).weak());
        ui.indent(("leaf", i), |ui| items(ui, clicked));
    } else {
        egui::CollapsingHeader::new(RichText::new(&node.name).weak())
            .id_salt(("node", i))
            .default_open(true)
            .show(ui, |ui| {
                items(ui, clicked);
                for c in children {
                    node_ui(ui, sel.clone(), reveal, ch, rig, c, clicked);
                }
            });
    }
}
