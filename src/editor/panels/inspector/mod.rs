//! Inspector: every field of the selected body, joint, group or the rig settings, with units.
//! Each change becomes an undoable edit; a drag or a typing session is one undo step.

use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::xform::Rigid;
use egui::{DragValue, Ui};
use glam::{EulerRot, Quat, Vec3};

mod body;
mod group;
mod joint;
mod settings;

use body::body_ui;
use group::group_ui;
use joint::joint_ui;
use settings::settings_ui;

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    if let Some(n) = recent_note(ui) {
        ui.colored_label(egui::Color32::from_rgb(230, 170, 50), n);
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false; 2])
        .show(ui, |ui| match st.selection.clone() {
            Selection::None if st.needs_ragdoll() => {
                ui.label("This model has no ragdoll yet.");
                if ui
                    .button("Generate a ragdoll…")
                    .on_hover_text(
                        "fit bodies, joints, limits and masses to the skin (also in the Rig menu)",
                    )
                    .clicked()
                {
                    st.offer_generate();
                }
            }
            Selection::None => {
                ui.label("Select a body or joint in the outliner or the viewport.");
                ui.label(format!(
                    "{} bodies, {} joints, {} groups, total mass {:.2} kg",
                    st.doc.rig().bodies.len(),
                    st.doc.rig().joints.len(),
                    st.doc.rig().groups.len(),
                    st.doc.rig().total_mass()
                ));
            }
            Selection::Body(i) if i < st.doc.rig().bodies.len() => body_ui(ui, st, i),
            Selection::Joint(i) if i < st.doc.rig().joints.len() => joint_ui(ui, st, i),
            Selection::Group(name) if st.doc.rig().groups.contains_key(&name) => {
                group_ui(ui, st, &name)
            }
            Selection::Settings => settings_ui(ui, st),
            _ => {
                ui.label("The selection no longer exists.");
            }
        });
}

/// How long a note about a corrected value stays at the top of the inspector, s.
const NOTE_SECONDS: f64 = 8.0;

fn note_id() -> egui::Id {
    egui::Id::unique("inspector_value_note")
}

/// Show `text` at the top of the inspector for a few seconds (a value was corrected).
fn note(ui: &Ui, text: String) {
    let now = ui.input(|i| i.time);
    ui.ctx().data_mut(|d| d.insert_temp(note_id(), (text, now)));
}

/// The note of the last correction, while it is recent.
fn recent_note(ui: &Ui) -> Option<String> {
    let now = ui.input(|i| i.time);
    ui.ctx()
        .data(|d| d.get_temp::<(String, f64)>(note_id()))
        .filter(|(_, t)| now - t < NOTE_SECONDS)
        .map(|(text, _)| text)
}

/// egui's number parser (whitespace ignored, the Unicode minus accepted) that refuses NaN and
/// the infinities: typing "nan" or "inf" leaves the value as it was.
fn parse_finite(text: &str) -> Option<f64> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == '−' { '-' } else { c })
        .collect();
    t.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// What an edit may leave in a field: a finite number within `range` (whose ends are finite,
/// min < max). A field the edit did not touch keeps its value, whatever the file held (the
/// rig doctor reports it); a touched field that is not finite returns to its old value (or
/// the nearest end of the range), one outside the range is clamped. The note says what was
/// corrected.
pub fn checked_value(
    label: &str,
    before: f32,
    after: f32,
    range: &std::ops::RangeInclusive<f32>,
) -> (f32, Option<String>) {
    let (lo, hi) = (*range.start(), *range.end());
    let untouched = after.to_bits() == before.to_bits() || (after.is_nan() && before.is_nan());
    if untouched {
        return (after, None);
    }
    if !after.is_finite() {
        let kept = if before.is_finite() {
            before.max(lo).min(hi)
        } else {
            lo
        };
        return (
            kept,
            Some(format!(
                "{label}: {after} is not a finite number; kept {kept}"
            )),
        );
    }
    let clamped = after.max(lo).min(hi);
    if clamped != after {
        return (
            clamped,
            Some(format!(
                "{label}: {after} is outside {lo} to {hi}; set to {clamped}"
            )),
        );
    }
    (after, None)
}

/// A twist range an edit may leave: min ≤ max. An inverted range is swapped (with a note).
pub fn checked_twist(min: f32, max: f32) -> (f32, f32, Option<String>) {
    if min > max {
        (
            max,
            min,
            Some(format!(
                "Twist: min {:.1}° was above max {:.1}°; swapped",
                min.to_degrees(),
                max.to_degrees()
            )),
        )
    } else {
        (min, max, None)
    }
}

fn num(
    ui: &mut Ui,
    label: &str,
    v: &mut f32,
    unit: &str,
    speed: f64,
    range: std::ops::RangeInclusive<f32>,
) {
    let before = *v;
    let l = ui.label(label);
    ui.add(
        DragValue::new(v)
            .speed(speed)
            .range(range.clone())
            .clamp_existing_to_range(false)
            .custom_parser(parse_finite)
            .suffix(unit)
            .max_decimals(max_decimals(unit, before)),
    )
    .labelled_by(l.id);
    ui.end_row();
    let (value, msg) = checked_value(label, before, *v, &range);
    *v = value;
    if let Some(m) = msg {
        note(ui, m);
    }
}

/// Most decimals a value shows: by its unit, lengths to the millimetre, speeds and masses to
/// the hundredth, the step to 0.1 ms, angles and angular speeds to 0.01° (as the frame
/// rotations), torques and stiffnesses to 0.1 or 0.01; masses, gains and torques always with
/// enough for three significant digits (a 5 g mass or a Kp of 0.04 on a small rig); fewer when
/// the value needs fewer. The stored value keeps its full precision either way.
fn max_decimals(unit: &str, value: f32) -> usize {
    let by_unit = match unit.trim_start() {
        u if u.starts_with('°') => 2,
        "m" => 3,
        "s" => 4,
        "N·m/rad" => 1,
        "m/s" | "m/s²" | "kg" | "N·m" | "N·m·s/rad" | "N·s/kg" | "Hz" => 2,
        _ => 3,
    };
    // Lengths, angles and times have an absolute precision that matters at any size; masses,
    // gains and torques a relative one.
    let absolute = matches!(unit.trim_start(), "m" | "s") || unit.starts_with('°');
    let significant = if !absolute && value.is_finite() && value != 0.0 {
        (2 - value.abs().log10().floor() as i32).clamp(0, 6) as usize
    } else {
        0
    };
    by_unit.max(significant)
}

/// Three values in a row; each is named "LABEL x|y|z" for screen readers and tests.
#[allow(clippy::too_many_arguments)]
fn triple(
    ui: &mut Ui,
    label: &str,
    v: &mut [f32; 3],
    unit: &str,
    speed: f64,
    decimals: usize,
    range: std::ops::RangeInclusive<f32>,
) {
    let before = *v;
    ui.label(label);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for (k, axis) in ["x", "y", "z"].iter().enumerate() {
            ui.add(
                DragValue::new(&mut v[k])
                    .speed(speed)
                    .range(range.clone())
                    .clamp_existing_to_range(false)
                    .custom_parser(parse_finite)
                    .suffix(unit)
                    .max_decimals(decimals),
            )
            .on_hover_text(format!("{label} {axis}"))
            .widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::SpinButton, true, format!("{label} {axis}"))
            });
        }
    });
    ui.end_row();
    for (k, axis) in ["x", "y", "z"].iter().enumerate() {
        let (value, msg) = checked_value(&format!("{label} {axis}"), before[k], v[k], &range);
        v[k] = value;
        if let Some(m) = msg {
            note(ui, m);
        }
    }
}

/// Smallest radius or half extent the inspector accepts, m (the doctor wants sizes > 0).
const MIN_SIZE: f32 = 0.001;

/// Largest offset, frame position or gravity component the inspector accepts (m, m/s²).
const MAX_COORDINATE: f32 = 1000.0;

fn vec3(
    ui: &mut Ui,
    label: &str,
    v: &mut Vec3,
    unit: &str,
    speed: f64,
    range: std::ops::RangeInclusive<f32>,
) {
    let mut a = v.to_array();
    let decimals = a.iter().map(|&x| max_decimals(unit, x)).max().unwrap_or(3);
    triple(ui, label, &mut a, unit, speed, decimals, range);
    if a != v.to_array() {
        *v = Vec3::from(a);
    }
}

/// A direction: any non-zero vector (an edit that makes it zero is undone, with a note).
fn axis(ui: &mut Ui, label: &str, v: &mut Vec3) {
    let before = *v;
    vec3(ui, label, v, "", 0.01, -1.0e3..=1.0e3);
    if *v != before && v.length() < 1e-3 {
        *v = before;
        note(
            ui,
            format!("{label}: an axis cannot be zero; kept the old one"),
        );
    }
}

/// A rotation edited as XYZ Euler angles in degrees; the quaternion only changes when the
/// angles are edited (so an untouched rotation round-trips exactly).
fn rotation(ui: &mut Ui, label: &str, q: &mut Quat) {
    let (x, y, z) = q.to_euler(EulerRot::XYZ);
    // Shown rounded to 1e-4° (so float noise does not read as "-0.0°").
    let tidy = |r: f32| {
        let d = (r.to_degrees() * 1e4).round() / 1e4;
        if d == 0.0 { 0.0 } else { d }
    };
    let mut deg = [tidy(x), tidy(y), tidy(z)];
    let before = deg;
    triple(ui, label, &mut deg, "°", 0.5, 2, -360.0..=360.0);
    if deg != before {
        *q = Quat::from_euler(
            EulerRot::XYZ,
            deg[0].to_radians(),
            deg[1].to_radians(),
            deg[2].to_radians(),
        );
    }
}

fn pose(ui: &mut Ui, label: &str, p: &mut Rigid) {
    vec3(
        ui,
        &format!("{label} position"),
        &mut p.translation,
        " m",
        0.001,
        -MAX_COORDINATE..=MAX_COORDINATE,
    );
    rotation(ui, &format!("{label} rotation"), &mut p.rotation);
}

fn combo(ui: &mut Ui, label: &str, id: &str, value: &mut String, options: &[String]) {
    let l = ui.label(label);
    egui::ComboBox::from_id_salt(id)
        .selected_text(value.as_str())
        .show_ui(ui, |ui| {
            for o in options {
                ui.selectable_value(value, o.clone(), o);
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
}

fn text(ui: &mut Ui, label: &str, value: &mut String) {
    let l = ui.label(label);
    ui.text_edit_singleline(value).labelled_by(l.id);
    ui.end_row();
}

/// A preset picker with an Apply button; returns the chosen preset when applied.
fn preset_row(ui: &mut Ui, id: &str) -> Option<String> {
    let key = egui::Id::unique(("preset_choice", id.to_owned()));
    let mut choice: String = ui
        .data(|d| d.get_temp(key))
        .unwrap_or_else(|| "normal".to_owned());
    let mut apply = None;
    ui.horizontal(|ui| {
        let l = ui.label("Preset");
        egui::ComboBox::from_id_salt(("preset", id.to_owned()))
            .selected_text(choice.clone())
            .show_ui(ui, |ui| {
                for n in crate::editor::dialogs::generate::preset_names() {
                    ui.selectable_value(&mut choice, n.clone(), n);
                }
            })
            .response
            .labelled_by(l.id);
        if ui.button("Apply preset").clicked() {
            apply = Some(choice.clone());
        }
    });
    ui.data_mut(|d| d.insert_temp(key, choice));
    apply
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_follow_the_unit_and_keep_three_significant_digits() {
        assert_eq!(max_decimals(" m", 0.15469), 3);
        assert_eq!(max_decimals(" m", 0.00249), 3);
        assert_eq!(max_decimals(" N·m/rad", 400.0), 1);
        assert_eq!(max_decimals(" N·m/rad", 0.04), 4);
        assert_eq!(max_decimals(" kg", 0.005), 5);
        assert_eq!(max_decimals("°", 90.0), 2);
        assert_eq!(max_decimals(" s", 1.0 / 60.0), 4);
        assert_eq!(max_decimals(" m", 0.0), 3);
        assert_eq!(max_decimals(" m", f32::NAN), 3);
    }

    #[test]
    fn an_untouched_field_keeps_even_a_nan_from_the_file() {
        let (v, n) = checked_value("Mass", f32::NAN, f32::NAN, &(0.0..=10.0));
        assert!(v.is_nan() && n.is_none());
        let (v, n) = checked_value("Mass", 20.0, 20.0, &(0.0..=10.0));
        assert_eq!((v, n), (20.0, None));
    }

    #[test]
    fn an_edit_to_nan_or_infinity_keeps_the_old_value_with_a_note() {
        for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
            let (v, n) = checked_value("Mass", 2.5, bad, &(0.0..=10.0));
            assert_eq!(v, 2.5, "{bad}");
            assert!(n.unwrap().contains("not a finite number"), "{bad}");
        }
        // The old value was itself not finite: the range's lower end.
        let (v, n) = checked_value("Mass", f32::NAN, f32::INFINITY, &(0.5..=10.0));
        assert_eq!(v, 0.5);
        assert!(n.is_some());
    }

    #[test]
    fn an_edit_outside_the_range_is_clamped_with_a_note() {
        let (v, n) = checked_value("Restitution", 0.2, 3.0, &(0.0..=1.0));
        assert_eq!(v, 1.0);
        assert!(n.unwrap().contains("outside"));
        let (v, n) = checked_value("Restitution", 0.2, -0.5, &(0.0..=1.0));
        assert_eq!(v, 0.0);
        assert!(n.is_some());
        assert_eq!(
            checked_value("Restitution", 0.2, 0.7, &(0.0..=1.0)),
            (0.7, None)
        );
    }

    #[test]
    fn an_inverted_twist_range_is_swapped() {
        let (lo, hi, n) = checked_twist(0.5, -0.25);
        assert_eq!((lo, hi), (-0.25, 0.5));
        assert!(n.unwrap().contains("swapped"));
        assert_eq!(checked_twist(-0.25, 0.5), (-0.25, 0.5, None));
    }

    #[test]
    fn the_parser_refuses_nan_and_infinities() {
        assert_eq!(parse_finite(" −1 250.5 "), Some(-1250.5));
        for t in ["nan", "NaN", "inf", "-inf", "infinity", "1e400", "abc"] {
            assert_eq!(parse_finite(t), None, "{t}");
        }
    }
}
