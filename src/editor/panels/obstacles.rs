//! Obstacles to fall against (a box, a wall, a slope): part of the test scene, not the rig.
//! They are kept in the simulation controls, added to every new session, and changes apply to
//! the running one at once.

use crate::editor::state::EditorState;
use crate::sim::Obstacle;
use egui::{RichText, Ui};

fn add(st: &mut EditorState, o: Obstacle) {
    st.sim_controls.obstacles.push(o);
    if let Some(live) = st.live.as_mut() {
        live.add_obstacle(&o);
    }
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    ui.label(RichText::new("Obstacles").strong());
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Add box")
            .on_hover_text("a 0.5 m cube 1 m in front of the character")
            .clicked()
        {
            add(st, Obstacle::default_box());
        }
        if ui
            .button("Add wall")
            .on_hover_text("a wall 1 m in front, facing the character")
            .clicked()
        {
            add(st, Obstacle::default_wall());
        }
        if ui.button("Add slope").clicked() {
            add(st, Obstacle::slope(st.sim_controls.slope_deg));
        }
        let l = ui.label("angle");
        ui.add(
            egui::DragValue::new(&mut st.sim_controls.slope_deg)
                .range(0.0..=80.0)
                .speed(0.5)
                .suffix("°"),
        )
        .labelled_by(l.id);
    });
    let mut remove = None;
    for (i, o) in st.sim_controls.obstacles.iter().enumerate() {
        ui.horizontal(|ui| {
            let p = o.pose.translation;
            ui.label(format!(
                "{} {} at ({:.2}, {:.2}, {:.2}) m, {:.2}×{:.2}×{:.2} m",
                o.kind.name(),
                i + 1,
                p.x,
                p.y,
                p.z,
                o.half_extents.x * 2.0,
                o.half_extents.y * 2.0,
                o.half_extents.z * 2.0
            ));
            if ui
                .small_button("×")
                .on_hover_text("remove this obstacle")
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
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
