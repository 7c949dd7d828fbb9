//! Obstacles to fall against (a box, a wall, a slope): part of the test scene, not the rig.
//! They are kept in the simulation controls, added to every new session, and changes apply to
//! the running one at once.
//!
//! A new obstacle is sized and placed for the character: the defaults (made for a 1.8 m figure)
//! are scaled by the model's height, so a 4.5 m robot gets a 1.25 m box 0.9 m in front of it and
//! a 20 cm doll a 5.6 cm one. Each obstacle opens to edit its centre, size, turn (a slope's
//! angle), and friction; "Set on the ground" drops it until its lowest corner touches the
//! ground. The obstacle under the pointer, else the last one open, is outlined in the
//! selection's orange in the viewport, and the last one open takes the viewport's gizmo (move,
//! or rotate about any axis), also while the simulation runs. Obstacles are not saved with the rig, so their edits are
//! not undo steps.

use crate::editor::state::EditorState;
use crate::sim::{DEFAULT_CHARACTER_HEIGHT_M, MAX_SLOPE_DEG, Obstacle, ObstacleKind};
use egui::{DragValue, RichText, Ui};
use glam::Vec3;

/// The model's height, m (the default obstacles' height without a model).
fn model_height(st: &EditorState) -> f32 {
    match &st.doc.project.character {
        Ok(ch) => crate::fit::character_height(ch).clamp(0.01, 1000.0),
        Err(_) => DEFAULT_CHARACTER_HEIGHT_M,
    }
}

/// A default obstacle sized and placed for the model.
pub fn for_model(st: &EditorState, o: Obstacle) -> Obstacle {
    o.scaled(model_height(st) / DEFAULT_CHARACTER_HEIGHT_M)
}

fn add(st: &mut EditorState, o: Obstacle) {
    let o = for_model(st, o);
    st.sim_controls.obstacles.push(o);
    if let Some(live) = st.live.as_mut() {
        live.add_obstacle(&o);
    }
}

/// Put `o` in the place of obstacle `i`, in the controls and the running session.
pub fn set(st: &mut EditorState, i: usize, o: Obstacle) {
    st.sim_controls.obstacles[i] = o;
    if let Some(live) = st.live.as_mut() {
        live.replace_obstacle(i, &o);
    }
}

/// "box 1 at (0.00, 0.25, 0.60) m, 0.50×0.50×0.50 m" (with its turn, or a slope's angle).
pub fn summary(o: &Obstacle, i: usize) -> String {
    let p = o.pose.translation;
    let s = o.half_extents * 2.0;
    let (turn, tilt) = o.turn_and_tilt_deg();
    let mut text = format!(
        "{} at ({:.2}, {:.2}, {:.2}) m, {:.2}×{:.2}×{:.2} m",
        o.list_name(i),
        p.x,
        p.y,
        p.z,
        s.x,
        s.y,
        s.z
    );
    if o.kind == ObstacleKind::Slope {
        text += &format!(", {tilt:.0}°");
    }
    if turn.abs() >= 0.5 {
        text += &format!(", turned {turn:.0}°");
    }
    text
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    ui.label(RichText::new("Obstacles").strong());
    let cube = for_model(st, Obstacle::default_box());
    let wall = for_model(st, Obstacle::default_wall());
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Add box")
            .on_hover_text(format!(
                "a {:.2} m cube {:.2} m in front of the character",
                cube.half_extents.x * 2.0,
                cube.bounds().0.z
            ))
            .clicked()
        {
            add(st, Obstacle::default_box());
        }
        if ui
            .button("Add wall")
            .on_hover_text(format!(
                "a wall {:.2} m in front, facing the character",
                wall.bounds().0.z
            ))
            .clicked()
        {
            add(st, Obstacle::default_wall());
        }
        if ui.button("Add slope").clicked() {
            add(st, Obstacle::slope(st.sim_controls.slope_deg));
        }
        let l = ui.label("angle");
        ui.add(
            DragValue::new(&mut st.sim_controls.slope_deg)
                .range(0.0..=MAX_SLOPE_DEG)
                .speed(0.5)
                .suffix("°"),
        )
        .labelled_by(l.id);
    });
    let step = model_height(st) / 100.0;
    let mut remove = None;
    let (mut hovered_one, mut open_one) = (None, None);
    for i in 0..st.sim_controls.obstacles.len() {
        let o = st.sim_controls.obstacles[i];
        let id = ui.make_persistent_id(("obstacle", i));
        let mut edited = o;
        let mut toggle = false;
        let state =
            egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
        let open = state.is_open();
        let (_, header, body) = state
            .show_header(ui, |ui| {
                toggle = ui
                    .add(egui::Label::new(summary(&o, i)).sense(egui::Sense::click()))
                    .on_hover_text("click to edit it")
                    .clicked();
                if ui
                    .small_button("×")
                    .on_hover_text("remove this obstacle")
                    .clicked()
                {
                    remove = Some(i);
                }
            })
            .body(|ui| edit(ui, &mut edited, i, step));
        if header.response.contains_pointer() || body.is_some_and(|b| b.response.contains_pointer())
        {
            hovered_one = Some(i);
        }
        if open {
            open_one = Some(i);
        }
        if toggle {
            let mut state = egui::collapsing_header::CollapsingState::load_with_default_open(
                ui.ctx(),
                id,
                false,
            );
            state.toggle(ui);
            state.store(ui.ctx());
        }
        if edited != o {
            set(st, i, edited);
        }
    }
    // The hovered obstacle, else the last one open, is drawn in the selection colour.
    st.sim_controls.highlighted_obstacle = hovered_one.or(open_one);
    // The last one open takes the viewport's gizmo.
    st.sim_controls.gizmo_obstacle = open_one;
    if let Some(i) = remove {
        st.sim_controls.obstacles.remove(i);
        if let Some(live) = st.live.as_mut() {
            live.remove_obstacle(i);
        }
    }
    if !st.sim_controls.obstacles.is_empty() && ui.button("Clear obstacles").clicked() {
        st.sim_controls.obstacles.clear();
        if let Some(live) = st.live.as_mut() {
            live.remove_obstacles();
        }
    }
}

/// Three drag values for a vector, labelled together by `label`; `min` bounds each.
fn vec3_row(ui: &mut Ui, label: &str, v: &mut Vec3, step: f32, min: f32) {
    let l = ui.label(label);
    ui.horizontal(|ui| {
        for (axis, c) in ["x", "y", "z"].into_iter().zip(v.as_mut().iter_mut()) {
            ui.add(
                DragValue::new(c)
                    .speed(step)
                    .range(min..=f32::MAX)
                    .prefix(format!("{axis} "))
                    .max_decimals(3),
            )
            .labelled_by(l.id);
        }
    });
    ui.end_row();
}

/// The editor of one obstacle: centre, size, turn (and a slope's angle), friction.
fn edit(ui: &mut Ui, o: &mut Obstacle, i: usize, step: f32) {
    egui::Grid::new(("obstacle_edit", i))
        .num_columns(2)
        .show(ui, |ui| {
            let mut centre = o.pose.translation;
            vec3_row(ui, "centre (m)", &mut centre, step, f32::MIN);
            if centre != o.pose.translation {
                *o = o.moved(centre - o.pose.translation);
            }
            let mut size = o.half_extents * 2.0;
            vec3_row(ui, "size (m)", &mut size, step, 0.002);
            if size != o.half_extents * 2.0 {
                o.half_extents = (size * 0.5).max(Vec3::splat(1e-3));
            }
            let (mut turn, mut tilt) = o.turn_and_tilt_deg();
            let l = ui.label("turn (°)").on_hover_text("about the vertical");
            let turned = ui
                .add(
                    DragValue::new(&mut turn)
                        .speed(1.0)
                        .range(-180.0..=180.0)
                        .max_decimals(1),
                )
                .labelled_by(l.id)
                .changed();
            ui.end_row();
            let mut tilted = false;
            if o.kind == ObstacleKind::Slope {
                let l = ui
                    .label("slope (°)")
                    .on_hover_text("tilts about where the slope meets the ground");
                tilted = ui
                    .add(
                        DragValue::new(&mut tilt)
                            .speed(0.5)
                            .range(0.0..=MAX_SLOPE_DEG)
                            .max_decimals(1),
                    )
                    .labelled_by(l.id)
                    .changed();
                ui.end_row();
            }
            if turned || tilted {
                *o = o.turned(turn, tilt);
            }
            let l = ui.label("friction");
            ui.add(
                DragValue::new(&mut o.friction)
                    .speed(0.01)
                    .range(0.0..=2.0)
                    .max_decimals(2),
            )
            .labelled_by(l.id);
            ui.end_row();
        });
    if ui
        .button("Set on the ground")
        .on_hover_text("move it straight down or up until its lowest corner touches the ground")
        .clicked()
    {
        *o = o.on_ground();
    }
}
