//! The inspector for a joint: bodies, frames, limits (with each limit's margin to the nearest
//! clip sample), group and drive override.

use super::{checked_twist, combo, note, num, pose, preset_row, text};
use crate::editor::history::Edit;
use crate::editor::state::EditorState;
use crate::rig::{Joint, WORLD};
use egui::Ui;

pub(super) fn joint_ui(ui: &mut Ui, st: &mut EditorState, i: usize) {
    let before: Joint = st.doc.rig().joints[i].clone();
    let mut j = before.clone();
    let mut parents: Vec<String> = vec![WORLD.to_owned()];
    parents.extend(st.doc.rig().bodies.iter().map(|b| b.name.clone()));
    let bodies: Vec<String> = st.doc.rig().bodies.iter().map(|b| b.name.clone()).collect();
    let groups: Vec<String> = st.doc.rig().groups.keys().cloned().collect();
    let motion = crate::editor::panels::limits::doc_motion(st);
    ui.heading(format!("Joint {}", before.name));
    if let Some(text) = live_text(st, &before.name) {
        ui.label(text).on_hover_text(
            "measured on the running simulation this frame: the swing against the cone (1 = on \
             it), the twist past its range, the distance between the joint's two anchors, and \
             how much of its max torque the drive uses",
        );
    }
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
                // Start from what the group gives this joint: for a Kp/Kd group ticking
                // changes nothing until a value is edited; a frequency group's per-axis gains
                // become their mean (said below while the override is on).
                (true, None) => {
                    j.drive = Some(
                        crate::sim::drive::override_from_group(st.doc.rig(), &j).unwrap_or(
                            crate::rig::DriveOverride {
                                kp: 100.0,
                                kd: 10.0,
                                max_torque: 100.0,
                            },
                        ),
                    );
                }
                (false, None) => group_gains_row(ui, st.doc.rig(), &j),
                (false, Some(_)) => j.drive = None,
                (true, Some(d)) => {
                    num(ui, "Kp", &mut d.kp, " N·m/rad", 1.0, 0.0..=1e6);
                    num(ui, "Kd", &mut d.kd, " N·m·s/rad", 0.1, 0.0..=1e5);
                    num(ui, "Max torque", &mut d.max_torque, " N·m", 1.0, 0.0..=1e6);
                    let per_axis =
                        st.doc.rig().groups.get(&j.group).is_some_and(|g| {
                            matches!(g.gains, crate::rig::Gains::Frequency { .. })
                        });
                    if per_axis {
                        ui.label("");
                        ui.label(
                            egui::RichText::new(format!(
                                "group {} gives per-axis gains (frequency form);\nthis override \
                                 applies one Kp and Kd to all three axes",
                                j.group
                            ))
                            .weak(),
                        );
                        ui.end_row();
                    }
                }
            }
            ui.label("Collide connected");
            ui.checkbox(&mut j.collide_connected, "contacts between the two bodies");
            ui.end_row();
            ui.label("Hand-tuned");
            ui.checkbox(
                &mut j.hand_tuned,
                "kept when the ragdoll is generated again",
            )
            .on_hover_text("set by any edit; clear it to let Generate ragdoll replace it");
            ui.end_row();
        });
    if let Some((k, c, label)) = range_of_motion(ui, st, i, &mut j) {
        // An edit of the joint like any other (edit_rig marks it hand-tuned).
        st.doc
            .edit_rig(label, false, |r| c.apply_to(&mut r.joints[k]));
        return;
    }
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

/// The joint's limits as anatomical ranges from its reference pose (`fit::anatomical`): how far
/// each motion goes in each direction, editable; an edit re-aims the cone and sets its
/// half-angles and twist range so that the ranges read back as typed. Returns a joint, its new
/// limits and the undo label when a button was clicked: Human range (this joint) or Copy to
/// (its mirror twin, the ranges as read compiled on the twin's own reference pose).
fn range_of_motion(
    ui: &mut Ui,
    st: &EditorState,
    i: usize,
    j: &mut Joint,
) -> Option<(usize, crate::fit::anatomical::CompiledLimits, String)> {
    use crate::fit::anatomical::{Priority, compile_ranges, motion_names, read_ranges};
    let Ok(ch) = &st.doc.project.character else {
        return None;
    };
    let rig = st.doc.rig();
    let r_ref = crate::fit::limits::reference_frame(rig, ch, i)?;
    let kind = crate::rig::preset_apply::joint_type_of(j);
    let right = crate::fit::names::on_right(&j.name);
    let names = motion_names(kind.map(|(t, _)| t));
    let from = crate::fit::anatomical::reference_words(kind.map(|(t, _)| t));
    let twin = crate::fit::names::counterpart(&j.name)
        .and_then(|n| rig.joint_index(&n))
        .filter(|&t| t != i && crate::fit::names::on_right(&rig.joints[t].name) != right);
    let mut clicked = None;
    egui::CollapsingHeader::new("Range of motion")
        .id_salt("range_of_motion")
        .default_open(true)
        .show(ui, |ui| {
            let table =
                kind.and_then(|(t, _)| crate::fit::RangeOfMotion::shared().for_joint(t, false));
            let read = read_ranges(j, r_ref, right);
            match &read {
                Some(_) => {
                    ui.label(egui::RichText::new(format!("Each motion alone, {from}:")).weak())
                        .on_hover_text(
                            "how far the joint turns each way about one axis of its reference \
                             frame before it meets the swing cone or the twist range. Editing a \
                             value re-aims the cone and sets its half-angles and twist range to \
                             give these ranges back; a swing between two motions is bounded by \
                             the cone's ellipse, a roll the clip fit gave the ellipse is \
                             straightened, and a swing typed widens the twist range to the \
                             twist it carries off the cone's axis (until a twist is typed)",
                        );
                }
                None => {
                    ui.label(
                        egui::RichText::new(
                            "The rest pose lies outside these limits, so no motion from it is \
                             allowed (the rig doctor's rest-outside-limits).",
                        )
                        .weak(),
                    );
                }
            }
            let mut asked = None;
            if let Some(read) = read {
                let ranges = [read.theta_y, read.theta_z, read.twist];
                let motions = [names.theta_y, names.theta_z, names.twist];
                let mut deg: Vec<f32> = ranges
                    .iter()
                    .flat_map(|(lo, hi)| [-lo.to_degrees(), hi.to_degrees()])
                    .collect();
                let old = deg.clone();
                egui::Grid::new("range_of_motion_grid")
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        for (k, name) in motions.iter().flatten().enumerate() {
                            let max = if k >= 4 { 180.0 } else { 179.0 };
                            num(ui, name, &mut deg[k], "°", 0.2, 1.0..=max);
                        }
                    });
                if let Some(human) = &table {
                    let beyond = crate::fit::anatomical::beyond_human(&read, &names, human);
                    if !beyond.is_empty() {
                        let list: Vec<String> = beyond.iter().map(|b| b.describe()).collect();
                        ui.label(
                            egui::RichText::new(format!(
                                "Beyond the human range: {}",
                                list.join(", ")
                            ))
                            .color(ui.visuals().warn_fg_color),
                        )
                        .on_hover_text(
                            "more than 10° past the range-of-motion table \
                             (presets/range_of_motion.toml); a ragdoll can fall that far. \
                             Human range sets the table's ranges (limits fitted to clips that \
                             go there keep them: narrower limits leave those frames outside)",
                        );
                    }
                }
                if let Some(k) = (0..6).find(|&k| deg[k] != old[k]) {
                    let r = |k: usize| (-deg[k].to_radians(), deg[k + 1].to_radians());
                    // The field typed in keeps its value: a twist typed keeps the twist range
                    // (a swing may then stop short); a swing typed widens the twist range if
                    // it must.
                    let priority = if k >= 4 {
                        Priority::Twist
                    } else {
                        Priority::Swing
                    };
                    let ranges = crate::fit::Envelope {
                        theta_y: r(0),
                        theta_z: r(2),
                        twist: r(4),
                    };
                    asked = Some((ranges, priority));
                }
                if let Some(t) = twin
                    && let Some(r_twin) = crate::fit::limits::reference_frame(rig, ch, t)
                    && ui
                        .button(format!("Copy to {}", rig.joints[t].name))
                        .on_hover_text(
                            "give the mirror joint these ranges (flexion stays flexion), \
                             compiled on its own reference pose, as one undo step",
                        )
                        .clicked()
                {
                    let c = compile_ranges(&read, r_twin, !right, Priority::Twist);
                    let label = format!("Copy range of motion to {}", rig.joints[t].name);
                    clicked = Some((t, c, label));
                }
            }
            if let Some(env) = table
                && ui
                    .button("Human range")
                    .on_hover_text(
                        "set the average normal human range of motion for this joint type \
                         (the table the limit fit keeps cones inside, \
                         presets/range_of_motion.toml), as one undo step",
                    )
                    .clicked()
            {
                let c = compile_ranges(&env, r_ref, right, Priority::Swing);
                clicked = Some((i, c, format!("Human range of motion for {}", j.name)));
            }
            if let Some((asked, priority)) = asked {
                let c = compile_ranges(&asked, r_ref, right, priority);
                c.apply_to(j);
                let off: Vec<String> = c
                    .shortfalls(&asked, &names)
                    .iter()
                    .map(|s| {
                        format!(
                            "{} {:.1}° (asked {:.1}°)",
                            s.motion,
                            s.achieved.to_degrees(),
                            s.asked.to_degrees()
                        )
                    })
                    .collect();
                if !off.is_empty() {
                    note(
                        ui,
                        format!(
                            "{}: the limits give {} (see Range of motion's hover for what an \
                             elliptical cone and its twist range cannot hold)",
                            j.name,
                            off.join(", ")
                        ),
                    );
                }
            }
        });
    clicked
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

/// The gains the joint takes from its group (read-only; the group inspector edits them): Kp,
/// Kd and max torque before the group's weight (the values an override starts from), per axis
/// when they differ (a frequency-given group converts per axis with the child's inertia).
fn group_gains_row(ui: &mut Ui, rig: &crate::rig::Rig, j: &crate::rig::Joint) {
    use crate::sim::drive::group_axis_gains;
    let Some(g) = rig.groups.get(&j.group) else {
        return;
    };
    let Some(axes) = (0..3)
        .map(|a| group_axis_gains(rig, j, g, a))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    ui.label(format!("From group {}", j.group));
    // One quantity per line: the inspector column is narrow.
    let mut text = if axes.iter().all(|a| *a == axes[0]) {
        let a = axes[0];
        format!(
            "Kp {:.1} N·m/rad\nKd {:.2} N·m·s/rad\nmax {:.1} N·m",
            a.kp, a.kd, a.max_torque
        )
    } else {
        let [t, s1, s2] = [axes[0], axes[1], axes[2]];
        format!(
            "Kp {:.1} / {:.1} / {:.1} N·m/rad\nKd {:.2} / {:.2} / {:.2} N·m·s/rad\n(swing 1 / swing 2 / twist, as the limits)\nmax {:.1} N·m",
            s1.kp, s2.kp, t.kp, s1.kd, s2.kd, t.kd, t.max_torque
        )
    };
    if g.weight < 1.0 {
        text.push_str(&format!(
            "\nweight {:.2} scales Kp and max torque",
            g.weight.max(0.0)
        ));
    }
    ui.label(text).on_hover_text(
        "the group inspector edits these; tick per-joint gains to start an override from them",
    );
    ui.end_row();
}

/// The joint measured on the running simulation, when physics moves the bodies: swing ratio,
/// twist overshoot, anchor gap and drive load.
fn live_text(st: &EditorState, name: &str) -> Option<String> {
    let live = st.live.as_ref()?;
    let sim = &live.session.sim;
    if !live.session.physics_shown() || live.review.is_some() {
        return None;
    }
    let k = sim.rig().joint_index(name)?;
    let m = *sim.joint_measures().get(k)?;
    let load = if !sim.drives_enabled() {
        "drives off".to_owned()
    } else {
        match crate::sim::joint_saturation(sim).get(k).copied().flatten() {
            Some(l) if l.is_finite() => match sim.drive_kd_scale(k) {
                s if s > 1.0 => format!(
                    "drive load {:.0} % · Kd ×{s:.1} (its child side is held)",
                    l * 100.0
                ),
                _ => format!("drive load {:.0} %", l * 100.0),
            },
            // A drive that wants torque and may give none (a group weight of 0).
            Some(_) => "drive saturated (no max torque)".to_owned(),
            None => "no drive on this joint".to_owned(),
        }
    };
    Some(format!(
        "Live: swing {:.2}× its cone · twist {:.1}° over · gap {:.1} mm · {load}",
        m.swing_ratio,
        m.twist_overshoot.to_degrees(),
        m.gap * 1000.0
    ))
}
