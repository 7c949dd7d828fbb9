//! Timeline: clip picker, play/pause, scrub, speed, loop.

use crate::editor::state::EditorState;
use egui::Ui;

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let clips: Vec<(String, f32)> = match &st.doc.project.character {
        Ok(ch) => ch
            .clips
            .iter()
            .map(|c| (c.name.clone(), c.duration))
            .collect(),
        Err(_) => Vec::new(),
    };
    let dt = st.doc.rig().sim.dt;
    let p = &mut st.playback;
    ui.horizontal(|ui| {
        let current = p
            .clip
            .and_then(|i| clips.get(i))
            .map_or("rest pose".to_owned(), |c| c.0.clone());
        let clip_label = ui.label("Clip");
        egui::ComboBox::from_id_salt("clip")
            .selected_text(current)
            .width(180.0)
            .show_ui(ui, |ui| {
                if ui.selectable_label(p.clip.is_none(), "rest pose").clicked() {
                    p.clip = None;
                    p.time = 0.0;
                }
                for (i, (name, d)) in clips.iter().enumerate() {
                    if ui
                        .selectable_label(p.clip == Some(i), format!("{name}  ({d:.2} s)"))
                        .clicked()
                    {
                        p.clip = Some(i);
                        p.time = 0.0;
                    }
                }
            })
            .response
            .labelled_by(clip_label.id);
        let label = if p.playing { "Pause" } else { "Play" };
        if ui
            .add_enabled(p.clip.is_some(), egui::Button::new(label))
            .clicked()
        {
            p.playing = !p.playing;
        }
        let speed_label = ui.label("Speed");
        ui.add(
            egui::DragValue::new(&mut p.speed)
                .range(0.05..=4.0)
                .speed(0.01)
                .suffix("×"),
        )
        .on_hover_text(
            "Playback speed of the clip and of the live simulation (below 1×: slow motion; \
             each simulation step is still the rig's time step)",
        )
        .labelled_by(speed_label.id);
        ui.checkbox(&mut p.looping, "Loop");
    });
    let duration = p.clip.and_then(|i| clips.get(i)).map_or(0.0, |c| c.1);
    let slider_width = (ui.available_width() - 300.0).max(100.0);
    let rail_left = ui
        .horizontal(|ui| {
            ui.spacing_mut().slider_width = slider_width;
            // The label before the slider, as "Clip" before its picker (a slider's own text goes
            // after its value, where it read as a unit: "0.300 s time").
            let time_label = ui.label("Time");
            let rail_left = ui.cursor().left();
            ui.add_enabled(
                p.clip.is_some(),
                egui::Slider::new(&mut p.time, 0.0..=duration.max(1e-3))
                    .suffix(" s")
                    // Shown to the millisecond without rounding the time itself (a slider rounds
                    // its value to its decimals every frame: stepping by 1/60 s drifted off the
                    // frames).
                    .custom_formatter(|v, _| format!("{v:.3}")),
            )
            .labelled_by(time_label.id);
            if p.clip.is_some() {
                ui.label(position_text(p.time, duration, dt));
            }
            rail_left
        })
        .inner;
    // The strip lies under the slider's rail, frame for frame.
    let indent = rail_left - ui.cursor().left();
    if let Some(t) = super::safety_strip::ui(ui, st, indent, slider_width) {
        st.playback.time = t;
        st.playback.playing = false;
    }
    ui.separator();
    super::simulation::ui(ui, st);
}

/// "of D s · frame K / N": the clip's length and the playhead's step (of the rig's time step
/// `dt`, counted as the safety strip counts its frames).
pub fn position_text(time: f32, duration: f32, dt: f32) -> String {
    if dt.is_nan() || dt <= 0.0 {
        return format!("of {duration:.3} s");
    }
    let last = crate::switch::safety::last_step(duration, dt) as i64;
    let k = ((time / dt).round() as i64).clamp(0, last);
    format!("of {duration:.3} s · frame {k} / {last}")
}

#[cfg(test)]
mod tests {
    use super::position_text;

    #[test]
    fn the_position_counts_steps_of_the_rig() {
        // 2 s at 1/60 s: steps 0..=120; 0.7 s is step 42.
        assert_eq!(
            position_text(0.7, 2.0, 1.0 / 60.0),
            "of 2.000 s · frame 42 / 120"
        );
        assert_eq!(
            position_text(0.0, 2.0, 1.0 / 60.0),
            "of 2.000 s · frame 0 / 120"
        );
        assert_eq!(
            position_text(2.0, 2.0, 1.0 / 60.0),
            "of 2.000 s · frame 120 / 120"
        );
        // A clip that is not a whole number of steps long: the last whole step.
        assert_eq!(position_text(1.0, 1.01, 0.1), "of 1.010 s · frame 10 / 10");
        assert_eq!(position_text(1.0, 1.0, 0.0), "of 1.000 s");
    }
}
