//! The switch-safety strip under the timeline: one cell per sim step of the current clip,
//! coloured by what switching to ragdoll there would give ([`crate::switch::safety_timeline`]): green
//! ok, amber warn (clamps, fast, a limit or the ground slightly violated), red bad (teleport,
//! far outside a limit, deep in the ground). Hover for the numbers, click to go to that time.

use crate::editor::state::EditorState;
use crate::switch::safety::{FrameSafety, SafetyCategory};
use egui::{Color32, Sense, Ui, vec2};

fn color(c: SafetyCategory) -> Color32 {
    match c {
        SafetyCategory::Ok => Color32::from_rgb(70, 170, 90),
        SafetyCategory::Warn => Color32::from_rgb(230, 170, 50),
        SafetyCategory::Bad => Color32::from_rgb(215, 65, 60),
    }
}

/// The frames of the current clip (computed once per clip and rig revision); none while the
/// rig doctor reports errors.
pub fn frames(st: &mut EditorState) -> Option<&[FrameSafety]> {
    st.safety_cache.frames(&mut st.doc, st.playback.clip)
}

fn describe(f: &FrameSafety) -> String {
    let mut s = format!(
        "switch at {:.3} s: {:?}\nmax inherited speed {:.2} m/s ({}), {:.0}°/s ({})\n",
        f.t,
        f.category,
        f.max_linear_speed,
        f.max_linear_body.as_deref().unwrap_or("-"),
        f.max_angular_speed.to_degrees(),
        f.max_angular_body.as_deref().unwrap_or("-"),
    );
    if f.teleport {
        s += "teleport: nothing would be inherited\n";
    }
    if f.clamped_bodies > 0 {
        s += &format!("{} bodies clamped\n", f.clamped_bodies);
    }
    s += &format!(
        "swing ratio {:.2} ({}), twist over {:.1}° ({})\n{:.0} mm into the ground ({}; lifted out at the switch)",
        f.max_swing_ratio,
        f.max_swing_joint.as_deref().unwrap_or("-"),
        f.max_twist_overshoot_deg,
        f.max_twist_joint.as_deref().unwrap_or("-"),
        f.ground_penetration * 1000.0,
        f.lowest_body.as_deref().unwrap_or("-"),
    );
    if let Some(e) = &f.error {
        s += &format!("\n{e}");
    }
    s
}

/// Draw the strip `width` points wide, `indent` points in from the left (under the time
/// slider's rail); returns the clicked time, if any.
pub fn ui(ui: &mut Ui, st: &mut EditorState, indent: f32, width: f32) -> Option<f32> {
    let time = st.playback.time;
    if st.playback.clip.is_some() && st.doc.blocked_reason().is_some() {
        ui.label(
            egui::RichText::new("switch safety: off while the rig doctor reports errors")
                .small()
                .weak(),
        );
        return None;
    }
    let frames = frames(st)?.to_vec();
    if frames.is_empty() {
        return None;
    }
    let (rect, response) = ui
        .horizontal(|ui| {
            ui.add_space(indent.max(0.0));
            ui.allocate_exact_size(vec2(width, 10.0), Sense::click())
        })
        .inner;
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, "Switch safety strip"));
    let painter = ui.painter_at(rect);
    let n = frames.len();
    let cell = rect.width() / n as f32;
    for (k, f) in frames.iter().enumerate() {
        let x0 = rect.left() + k as f32 * cell;
        let r = egui::Rect::from_min_max(
            egui::pos2(x0, rect.top()),
            egui::pos2(x0 + cell.max(1.0), rect.bottom()),
        );
        painter.rect_filled(r, 0.0, color(f.category));
    }
    let duration = frames.last().map_or(0.0, |f| f.t).max(1e-6);
    let x = rect.left() + (time / duration).clamp(0.0, 1.0) * rect.width();
    painter.line_segment(
        [
            egui::pos2(x, rect.top() - 2.0),
            egui::pos2(x, rect.bottom() + 2.0),
        ],
        egui::Stroke::new(2.0, Color32::WHITE),
    );
    let index = |p: egui::Pos2| (((p.x - rect.left()) / cell) as usize).min(n - 1);
    let mut clicked = None;
    if let Some(p) = response.hover_pos() {
        let f = &frames[index(p)];
        response.clone().on_hover_text(describe(f));
    }
    if response.clicked()
        && let Some(p) = response.interact_pointer_pos()
    {
        clicked = Some(frames[index(p)].t);
    }
    let counts = frames.iter().fold([0usize; 3], |mut c, f| {
        c[f.category as usize] += 1;
        c
    });
    ui.label(format!(
        "switch safety: {} ok, {} warn, {} bad frames (hover for details)",
        counts[0], counts[1], counts[2]
    ));
    if let Some(f) = frames
        .iter()
        .min_by(|a, b| (a.t - time).abs().total_cmp(&(b.t - time).abs()))
    {
        let (text, colour) = here(st.doc.rig(), f);
        ui.colored_label(colour, text);
    }
    clicked
}

/// The line on the frame under the playhead: its category and why (or how fast it moves when
/// it is ok), in the category's colour.
pub fn here(rig: &crate::rig::Rig, f: &FrameSafety) -> (String, Color32) {
    let th = crate::switch::safety::SafetyThresholds::default();
    let why = crate::switch::safety::reasons(rig, f, &th);
    let text = match (f.category, why.first()) {
        (SafetyCategory::Ok, _) | (_, None) => format!(
            "switching here: ok (fastest body {:.2} m/s, {})",
            f.max_linear_speed,
            f.max_linear_body.as_deref().unwrap_or("-")
        ),
        (c, Some(first)) => format!(
            "switching here: {} — {first}{}",
            if c == SafetyCategory::Bad {
                "bad"
            } else {
                "warn"
            },
            if why.len() > 1 {
                format!(" (and {} more)", why.len() - 1)
            } else {
                String::new()
            }
        ),
    };
    (text, color(f.category))
}
