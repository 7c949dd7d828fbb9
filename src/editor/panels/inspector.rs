//! Inspector: every field of the selected body, joint, group or the rig settings, with units.
//! Each change becomes an undoable edit; a drag or a typing session is one undo step.

use crate::editor::history::Edit;
use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::rig::{Body, Gains, Group, Joint, RecoveryMode, Rig, Shape, WORLD};
use crate::xform::Rigid;
use egui::{DragValue, Ui};
use glam::{EulerRot, Quat, Vec3};

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    if let Some(n) = recent_note(ui) {
        ui.colored_label(egui::Color32::from_rgb(230, 170, 50), n);
    }
    egui::ScrollArea::vertical()
        .auto_shrink([false; 2])
        .show(ui, |ui| match st.selection.clone() {
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
            .max_decimals(5),
    )
    .labelled_by(l.id);
    ui.end_row();
    let (value, msg) = checked_value(label, before, *v, &range);
    *v = value;
    if let Some(m) = msg {
        note(ui, m);
    }
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
    triple(ui, label, &mut a, unit, speed, 4, range);
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

/// The rest pose the rig is built on, with how the model's two poses differ.
fn rest_pose_row(ui: &mut Ui, st: &EditorState, value: &mut crate::character::RestPose) {
    use crate::character::RestPose;
    let poses = st
        .doc
        .project
        .character
        .as_ref()
        .ok()
        .map(|c| &c.rest_poses);
    ui.horizontal(|ui| {
        let l = ui.label("Rest pose");
        ui.radio_value(value, RestPose::Bind, "bind pose (skin)")
            .labelled_by(l.id)
            .on_hover_text("the pose the skin's inverse bind matrices describe");
        ui.radio_value(value, RestPose::Nodes, "node transforms")
            .on_hover_text("the pose the file's node transforms hold");
    });
    if let Some(p) = poses {
        let line = p.describe(*value);
        if p.differ() {
            ui.colored_label(egui::Color32::from_rgb(230, 180, 60), line)
                .on_hover_text("bodies and joint frames follow the chosen pose; regenerate the ragdoll after changing it");
        } else {
            ui.label(egui::RichText::new(line).weak());
        }
    }
}

/// Which clip plays each role: a combo per role and a button that guesses the empty ones.
fn clip_roles_ui(ui: &mut Ui, st: &EditorState, r: &mut crate::rig::Rig, clips: &[String]) {
    use crate::rig::ClipRole;
    egui::CollapsingHeader::new("Clip roles")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("clip_roles").num_columns(2).show(ui, |ui| {
                for role in ClipRole::ALL {
                    let mut v = r.clip_for(role).unwrap_or("").to_owned();
                    let l = ui.label(role.label());
                    let missing = !v.is_empty() && !clips.contains(&v);
                    let shown = if v.is_empty() {
                        "(none)".to_owned()
                    } else if missing {
                        format!("{v} (not in the model)")
                    } else {
                        v.clone()
                    };
                    let resp = egui::ComboBox::from_id_salt(("clip_role", role.key()))
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut v, String::new(), "(none)");
                            for c in clips {
                                ui.selectable_value(&mut v, c.clone(), c);
                            }
                        })
                        .response
                        .labelled_by(l.id);
                    if role.is_getup() && v.is_empty() {
                        resp.on_hover_text(
                            "none: recovery blends into the idle clip's first frame",
                        );
                    }
                    ui.end_row();
                    r.set_clip_role(role, v);
                }
            });
            if let Ok(ch) = &st.doc.project.character
                && ui
                    .button("Guess empty roles")
                    .on_hover_text("from clip names (Mixamo, KayKit, Unreal, Unity) and motion")
                    .clicked()
            {
                for g in crate::fit::clip_guess::guess_for_rig(r, ch) {
                    if r.clip_for(g.role).is_none() {
                        r.set_clip_role(g.role, g.clip);
                    }
                }
            }
        });
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

fn body_ui(ui: &mut Ui, st: &mut EditorState, i: usize) {
    let before: Body = st.doc.rig().bodies[i].clone();
    let mut b = before.clone();
    let bones: Vec<String> = match &st.doc.project.character {
        Ok(ch) => ch.skeleton.nodes.iter().map(|n| n.name.clone()).collect(),
        Err(_) => vec![],
    };
    ui.heading(format!("Body {}", before.name));
    egui::Grid::new("body")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            text(ui, "Name", &mut b.name);
            combo(ui, "Bone", "bone", &mut b.bone, &bones);
            let shape_label = ui.label("Shape");
            let kind = match b.shape {
                Shape::Capsule { .. } => 0,
                Shape::Sphere { .. } => 1,
                Shape::Box { .. } => 2,
            };
            let mut k = kind;
            egui::ComboBox::from_id_salt("shape")
                .selected_text(["capsule", "sphere", "box"][k])
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut k, 0, "capsule");
                    ui.selectable_value(&mut k, 1, "sphere");
                    ui.selectable_value(&mut k, 2, "box");
                })
                .response
                .labelled_by(shape_label.id);
            ui.end_row();
            if k != kind {
                let (a0, a1, r) = b.shape.as_capsule();
                let hh = (a1 - a0).length() * 0.5;
                b.shape = match k {
                    0 => Shape::Capsule {
                        radius: r,
                        half_height: hh,
                    },
                    1 => Shape::Sphere { radius: r + hh },
                    _ => Shape::Box {
                        half_extents: Vec3::new(r, hh + r, r),
                    },
                };
            }
            match &mut b.shape {
                Shape::Capsule {
                    radius,
                    half_height,
                } => {
                    num(ui, "Radius", radius, " m", 0.001, MIN_SIZE..=10.0);
                    num(ui, "Half height", half_height, " m", 0.001, 0.0..=10.0);
                }
                Shape::Sphere { radius } => num(ui, "Radius", radius, " m", 0.001, MIN_SIZE..=10.0),
                Shape::Box { half_extents } => vec3(
                    ui,
                    "Half extents",
                    half_extents,
                    " m",
                    0.001,
                    MIN_SIZE..=10.0,
                ),
            }
            pose(ui, "Offset", &mut b.offset);
            num(ui, "Mass", &mut b.mass, " kg", 0.01, 0.001..=10_000.0);
            num(ui, "Friction", &mut b.friction, "", 0.01, 0.0..=10.0);
            num(ui, "Restitution", &mut b.restitution, "", 0.01, 0.0..=1.0);
            ui.label("Simulated");
            ui.checkbox(
                &mut b.simulated,
                "ragdoll body (off: follows the animation)",
            );
            ui.end_row();
        });
    let refit = match &st.doc.project.character {
        Ok(_) => ui
            .button("Re-fit to skin")
            .on_hover_text(
                "fit this body's capsule to the skin again; every other body and edit is kept",
            )
            .clicked(),
        Err(_) => false,
    };
    if refit {
        st.status = match st.doc.refit_body(&before.name) {
            Ok(quality) => format!(
                "re-fitted {}{}",
                before.name,
                quality.map_or(String::new(), |q| format!(
                    ": fit quality {:.0} %",
                    q * 100.0
                ))
            ),
            Err(e) => format!("cannot re-fit {}: {e}", before.name),
        };
        return;
    }
    st.doc.edit_body(i, b);
}

fn joint_ui(ui: &mut Ui, st: &mut EditorState, i: usize) {
    let before: Joint = st.doc.rig().joints[i].clone();
    let mut j = before.clone();
    let mut parents: Vec<String> = vec![WORLD.to_owned()];
    parents.extend(st.doc.rig().bodies.iter().map(|b| b.name.clone()));
    let bodies: Vec<String> = st.doc.rig().bodies.iter().map(|b| b.name.clone()).collect();
    let groups: Vec<String> = st.doc.rig().groups.keys().cloned().collect();
    let motion = crate::editor::panels::limits::doc_motion(st);
    ui.heading(format!("Joint {}", before.name));
    egui::Grid::new("joint")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            text(ui, "Name", &mut j.name);
            combo(ui, "Parent", "parent", &mut j.parent, &parents);
            combo(ui, "Child", "child", &mut j.child, &bodies);
            combo(ui, "Drive group", "group", &mut j.group, &groups);
            let mut deg = [
                j.swing1.to_degrees(),
                j.swing2.to_degrees(),
                j.twist_min.to_degrees(),
                j.twist_max.to_degrees(),
            ];
            let old = deg;
            num(ui, "Swing 1 (about Y)", &mut deg[0], "°", 0.2, 0.1..=179.9);
            num(ui, "Swing 2 (about Z)", &mut deg[1], "°", 0.2, 0.1..=179.9);
            num(
                ui,
                "Twist min (about X)",
                &mut deg[2],
                "°",
                0.2,
                -180.0..=180.0,
            );
            num(
                ui,
                "Twist max (about X)",
                &mut deg[3],
                "°",
                0.2,
                -180.0..=180.0,
            );
            if deg != old {
                j.swing1 = deg[0].to_radians();
                j.swing2 = deg[1].to_radians();
                let (lo, hi, msg) = checked_twist(deg[2].to_radians(), deg[3].to_radians());
                j.twist_min = lo;
                j.twist_max = hi;
                if let Some(m) = msg {
                    note(ui, m);
                }
            }
            clip_margins(ui, motion.as_deref(), i, &j);
            pose(ui, "Parent frame", &mut j.parent_frame);
            pose(ui, "Child frame", &mut j.child_frame);
            ui.label("Drive override");
            let mut on = j.drive.is_some();
            ui.checkbox(&mut on, "per-joint gains");
            ui.end_row();
            match (on, &mut j.drive) {
                (true, None) => {
                    j.drive = Some(crate::rig::DriveOverride {
                        kp: 100.0,
                        kd: 10.0,
                        max_torque: 100.0,
                    });
                }
                (false, Some(_)) => j.drive = None,
                (true, Some(d)) => {
                    num(ui, "Kp", &mut d.kp, " N·m/rad", 1.0, 0.0..=1e6);
                    num(ui, "Kd", &mut d.kd, " N·m·s/rad", 0.1, 0.0..=1e5);
                    num(ui, "Max torque", &mut d.max_torque, " N·m", 1.0, 0.0..=1e6);
                }
                _ => {}
            }
            ui.label("Collide connected");
            ui.checkbox(&mut j.collide_connected, "contacts between the two bodies");
            ui.end_row();
        });
    if let Some(p) = preset_row(ui, "joint") {
        st.apply_preset(
            &p,
            &crate::rig::preset_apply::PresetTarget::Joint(before.name.clone()),
        );
        return;
    }
    if j != before {
        let label = format!("Edit joint {}", j.name);
        st.doc.apply(
            label,
            Edit::Joint {
                index: i,
                before,
                after: j,
            },
            true,
        );
    }
}

/// The limits' margin to the nearest clip sample (swing: the cone's radius in the sample's
/// direction minus its swing; twist: the nearer end of the range), red when a sample is out.
fn clip_margins(ui: &mut Ui, motion: Option<&crate::fit::motion::Motion>, i: usize, j: &Joint) {
    use crate::fit::motion::{joint_limits, nearest_margins};
    let Some(samples) = motion.and_then(|m| m.joints.get(i)) else {
        return;
    };
    let Some((swing, twist)) = nearest_margins(samples, joint_limits(j)) else {
        return;
    };
    for (label, m) in [
        ("Swing margin to clips", swing),
        ("Twist margin to clips", twist),
    ] {
        let l = ui.label(label);
        let text = format!("{:.1}°", m.to_degrees());
        let r = if m < 0.0 {
            ui.colored_label(
                egui::Color32::from_rgb(255, 95, 85),
                format!("{text} (outside)"),
            )
        } else {
            ui.label(text)
        };
        r.labelled_by(l.id).on_hover_text(format!(
            "over {} clip frames: the smallest distance to the limit (negative: outside)",
            samples.len()
        ));
        ui.end_row();
    }
}

fn group_ui(ui: &mut Ui, st: &mut EditorState, name: &str) {
    let Some(before) = st.doc.rig().groups.get(name).cloned() else {
        return;
    };
    let mut g: Group = before.clone();
    ui.heading(format!("Drive group {name}"));
    egui::Grid::new("group")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            ui.label("Gains as");
            let mut freq = matches!(g.gains, Gains::Frequency { .. });
            let was = freq;
            ui.horizontal(|ui| {
                ui.radio_value(&mut freq, false, "Kp / Kd");
                ui.radio_value(&mut freq, true, "frequency / damping");
            });
            ui.end_row();
            if freq != was {
                g.gains = if freq {
                    Gains::Frequency {
                        frequency_hz: 10.0,
                        damping_ratio: 1.0,
                    }
                } else {
                    Gains::Stiffness {
                        kp: 100.0,
                        kd: 10.0,
                    }
                };
            }
            match &mut g.gains {
                Gains::Stiffness { kp, kd } => {
                    num(ui, "Kp", kp, " N·m/rad", 1.0, 0.0..=1e6);
                    num(ui, "Kd", kd, " N·m·s/rad", 0.1, 0.0..=1e5);
                }
                Gains::Frequency {
                    frequency_hz,
                    damping_ratio,
                } => {
                    num(ui, "Frequency", frequency_hz, " Hz", 0.1, 0.0..=1000.0);
                    num(ui, "Damping ratio", damping_ratio, "", 0.01, 0.0..=100.0);
                }
            }
            num(ui, "Max torque", &mut g.max_torque, " N·m", 1.0, 0.0..=1e6);
            ui.label("Weight");
            let w0 = g.weight;
            ui.add(egui::Slider::new(&mut g.weight, 0.0..=1.0).text("scales Kp and max torque"));
            ui.end_row();
            let (w, msg) = checked_value("Weight", w0, g.weight, &(0.0..=1.0));
            g.weight = w;
            if let Some(m) = msg {
                note(ui, m);
            }
        });
    let members: Vec<&str> = st
        .doc
        .rig()
        .joints
        .iter()
        .filter(|j| j.group == name)
        .map(|j| j.name.as_str())
        .collect();
    ui.label(format!("Joints: {}", members.join(", ")));
    if let Some(damped) = damping_row(ui, st.doc.rig(), name) {
        g = damped;
    }
    if let Some(p) = preset_row(ui, "group") {
        st.apply_preset(
            &p,
            &crate::rig::preset_apply::PresetTarget::Group(name.to_owned()),
        );
        return;
    }
    if g != before {
        st.doc.apply(
            format!("Edit group {name}"),
            Edit::Group {
                name: name.to_owned(),
                before: Some(before),
                after: Some(g),
            },
            true,
        );
    }
}

/// The group's least-damped joint on this character (ζ over its whole subtree), and a button
/// that raises Kd to critical damping; returns the group with the new gains when clicked.
fn damping_row(ui: &mut Ui, rig: &crate::rig::Rig, name: &str) -> Option<Group> {
    use crate::rig::damping::{
        MIN_DAMPING_RATIO, WARN_DAMPING_RATIO, damp_drives_in, drive_damping,
    };
    let d = drive_damping(rig)
        .into_iter()
        .filter(|d| d.group == name)
        .min_by(|a, b| a.ratio.total_cmp(&b.ratio))?;
    let mut out = None;
    ui.horizontal(|ui| {
        let text = format!(
            "Damping ratio {:.2} at {} (turning {:.3} kg·m²)",
            d.ratio, d.joint, d.inertia
        );
        let r = if d.ratio < WARN_DAMPING_RATIO {
            ui.colored_label(egui::Color32::from_rgb(255, 190, 70), text)
        } else {
            ui.label(text)
        };
        r.on_hover_text(
            "Kd / (2·sqrt(Kp·I)), I the moment of inertia of everything below the joint: under 1 the limb swings past its target",
        );
        if d.ratio < MIN_DAMPING_RATIO
            && ui
                .button("Damp critically")
                .on_hover_text("raise Kd until every joint of the group reaches a damping ratio of 1")
                .clicked()
        {
            let mut r = rig.clone();
            damp_drives_in(&mut r, MIN_DAMPING_RATIO, Some(name));
            out = r.groups.get(name).cloned();
        }
    });
    out
}

fn settings_ui(ui: &mut Ui, st: &mut EditorState) {
    let before = st.doc.rig().clone();
    let mut r = before.clone();
    let bodies: Vec<String> = r.bodies.iter().map(|b| b.name.clone()).collect();
    let clips: Vec<String> = match &st.doc.project.character {
        Ok(ch) => ch.clips.iter().map(|c| c.name.clone()).collect(),
        Err(_) => vec![],
    };
    ui.heading("Rig settings");
    ui.label(format!("Model: {}", r.model_path));
    rest_pose_row(ui, st, &mut r.rest_pose);
    sim_section(ui, &mut r);
    switch_section(ui, &mut r);
    recovery_section(ui, &mut r, &bodies);
    clip_roles_ui(ui, st, &mut r, &clips);
    if r != before {
        st.doc.apply(
            "Edit rig settings",
            Edit::Rig {
                before: Box::new(before),
                after: Box::new(r),
            },
            true,
        );
    }
}

/// Step, substeps, gravity, the ground and joint friction.
fn sim_section(ui: &mut Ui, r: &mut Rig) {
    egui::CollapsingHeader::new("Simulation")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("sim").num_columns(2).show(ui, |ui| {
                num(ui, "Step dt", &mut r.sim.dt, " s", 0.0001, 0.0001..=0.1);
                let l = ui.label("Substeps");
                ui.add(DragValue::new(&mut r.sim.substeps).range(1..=64))
                    .labelled_by(l.id);
                ui.end_row();
                vec3(
                    ui,
                    "Gravity",
                    &mut r.sim.gravity,
                    " m/s²",
                    0.01,
                    -MAX_COORDINATE..=MAX_COORDINATE,
                );
                ui.label("Ground plane");
                ui.checkbox(&mut r.sim.ground, "on");
                ui.end_row();
                num(
                    ui,
                    "Ground friction",
                    &mut r.sim.ground_friction,
                    "",
                    0.01,
                    0.0..=10.0,
                );
                num(
                    ui,
                    "Ground restitution",
                    &mut r.sim.ground_restitution,
                    "",
                    0.01,
                    0.0..=1.0,
                );
                num(
                    ui,
                    "Joint friction",
                    &mut r.sim.joint_friction,
                    " N·m",
                    0.05,
                    0.0..=1000.0,
                );
            });
        });
}

/// What the switch to ragdoll inherits and when it teleports.
fn switch_section(ui: &mut Ui, r: &mut Rig) {
    egui::CollapsingHeader::new("Switch to ragdoll")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("switch").num_columns(2).show(ui, |ui| {
                num(
                    ui,
                    "Max inherited speed",
                    &mut r.switch.max_linear_speed,
                    " m/s",
                    0.1,
                    0.0..=1000.0,
                );
                let mut deg = r.switch.max_angular_speed.to_degrees();
                num(
                    ui,
                    "Max inherited spin",
                    &mut deg,
                    " °/s",
                    1.0,
                    0.0..=100_000.0,
                );
                if (deg - r.switch.max_angular_speed.to_degrees()).abs() > 1e-6 {
                    r.switch.max_angular_speed = deg.to_radians();
                }
                num(
                    ui,
                    "Teleport distance",
                    &mut r.switch.teleport_distance,
                    " m",
                    0.01,
                    0.0..=1000.0,
                );
            });
        });
}

/// The get-up: which bodies, when the ragdoll counts as settled, the blend and the mode.
fn recovery_section(ui: &mut Ui, r: &mut Rig, bodies: &[String]) {
    egui::CollapsingHeader::new("Recovery")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("recovery").num_columns(2).show(ui, |ui| {
                let rc = &mut r.recovery;
                combo(ui, "Pelvis body", "pelvis", &mut rc.pelvis, bodies);
                combo(ui, "Chest body", "chest", &mut rc.chest, bodies);
                axis(ui, "Chest outward axis", &mut rc.chest_outward_axis);
                num(
                    ui,
                    "Settle window",
                    &mut rc.settle_window,
                    " s",
                    0.01,
                    0.0..=10.0,
                );
                num(
                    ui,
                    "Settle speed",
                    &mut rc.settle_linear_speed,
                    " m/s",
                    0.01,
                    0.0..=10.0,
                );
                let mut deg = rc.settle_angular_speed.to_degrees();
                num(ui, "Settle spin", &mut deg, " °/s", 0.1, 0.0..=1000.0);
                if (deg - rc.settle_angular_speed.to_degrees()).abs() > 1e-6 {
                    rc.settle_angular_speed = deg.to_radians();
                }
                axis(ui, "Stand-forward axis", &mut rc.stand_forward_axis);
                num(ui, "Blend time", &mut rc.blend_time, " s", 0.01, 0.0..=10.0);
                ui.label("Mode");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut rc.mode, RecoveryMode::Presentation, "presentation");
                    ui.radio_value(&mut rc.mode, RecoveryMode::Powered, "powered");
                });
                ui.end_row();
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

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
