//! The get-up section of the Switch pane: settle timer, the chosen get-up and why, the
//! standing-capsule check, presentation/powered mode (an undoable rig edit), Recover, the
//! blend-weight scrubber (preview the get-up blend frame by frame) and per-body ownership
//! (animation, physics or a blend weight).

use crate::editor::state::EditorState;
use crate::recover::ownership::Owner;
use crate::rig::RecoveryMode;
use crate::session::Mode;
use egui::{Color32, RichText, Ui};

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    ui.label(RichText::new("Get-up").strong());
    // Mode: the rig's recovery mode, edited with undo.
    let mode = st.doc.rig().recovery.mode;
    let mut new_mode = mode;
    ui.horizontal(|ui| {
        ui.label("Mode");
        ui.radio_value(&mut new_mode, RecoveryMode::Presentation, "presentation")
            .on_hover_text("kinematic blend from the ragdoll's pose to the get-up clip");
        ui.radio_value(&mut new_mode, RecoveryMode::Powered, "powered")
            .on_hover_text(
                "the drives pull the ragdoll along the clip, weight ramping Kp and max torque",
            );
    });
    if new_mode != mode {
        st.doc.set_recovery_mode(new_mode);
    }
    let Some(live) = &st.live else {
        ui.label(RichText::new("no live session").weak());
        return;
    };
    let s = &live.session;
    let window = st.doc.rig().recovery.settle_window;
    let timer = s.settle_timer();
    // The timer runs on past the window while the ragdoll stays calm; the label stops at it.
    ui.label(if s.external_force {
        format!("settle timer: {timer:.2} s of {window:.2} s calm (held: not counting)")
    } else if timer >= window {
        format!("settled: calm for {window:.2} s")
    } else {
        format!("settle timer: {timer:.2} s of {window:.2} s calm")
    });
    ui.add(egui::ProgressBar::new((timer / window.max(1e-3)).clamp(0.0, 1.0)).desired_height(6.0));
    // In ragdoll, a get-up chosen earlier belongs to an earlier fall unless it is this one's
    // blocked attempt (a get-up that starts leaves the ragdoll).
    let choice = s
        .getup_choice()
        .filter(|(_, why)| s.mode != Mode::Simulated || why.starts_with("blocked"));
    let warn = Color32::from_rgb(255, 170, 60);
    match (s.recover_wait(), choice) {
        (Some(why), _) => {
            ui.colored_label(warn, format!("get-up: waiting, {why}"));
        }
        (None, Some((clip, why))) => {
            let color = if why.starts_with("blocked") {
                warn
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(color, format!("get-up: {clip}; {why}"));
        }
        (None, None) if s.mode != Mode::Simulated => {
            ui.label("get-up: none yet");
        }
        (None, None) if !s.recover => {
            ui.label("get-up: auto-recover is off (Recover now, or Recover in the bar)");
        }
        (None, None) => {
            ui.label("get-up: waits for the ragdoll to settle");
        }
    }
    if let Some(c) = s.stand_check() {
        if c.standable() {
            ui.label(format!(
                "standing capsule ({}, r {:.2} m, {:.2} m tall): clear",
                c.clip,
                c.capsule.radius,
                c.capsule.height()
            ));
        } else {
            ui.colored_label(
                Color32::from_rgb(255, 170, 60),
                format!("'{}': {}", c.clip, c.summary().0),
            );
        }
    }
    let can_recover = s.mode == Mode::Simulated;
    if ui
        .add_enabled(can_recover, egui::Button::new("Recover now"))
        .clicked()
    {
        st.recover_now();
    }
    ranked_clips(ui, st);
    scrubber(ui, st);
    ownership(ui, st);
}

/// The model's clips ranked as get-ups for the pose the ragdoll lies in (`recover::rank`): how
/// far each clip's first frame is from it, closest first, with buttons that make a clip the
/// get-up for lying on the back or on the front (an undoable rig edit).
fn ranked_clips(ui: &mut Ui, st: &mut EditorState) {
    use crate::rig::ClipRole;
    /// How many clips the list shows.
    const SHOWN: usize = 6;
    let mut pick = None;
    egui::CollapsingHeader::new("Get-up clips by pose distance")
        .id_salt("ranked_getups")
        .default_open(true)
        .show(ui, |ui| {
            let (Some(live), Ok(ch)) = (&st.live, &st.doc.project.character) else {
                return;
            };
            if live.session.mode != Mode::Simulated {
                ui.label(RichText::new("ranked while the ragdoll is down").weak());
                return;
            }
            let settled = live.session.settle_timer() >= st.doc.rig().recovery.settle_window;
            if live.running && !settled {
                // The order would change every frame under the pointer.
                ui.label(RichText::new("ranked when paused or once the ragdoll settles").weak());
                return;
            }
            // Ranked once per pose shown: the bodies are indexed by the simulation's rig (an
            // edit that adds a body does not reach a running simulation).
            let key = (
                live.session.time.to_bits(),
                st.doc.history.revision(),
                st.doc.model_generation,
            );
            let id = egui::Id::unique("ranked_getups_cache");
            type Cached = (
                (u64, u64, u64),
                std::sync::Arc<Vec<crate::recover::GetupCandidate>>,
            );
            let cached = ui
                .ctx()
                .data(|d| d.get_temp::<Cached>(id))
                .filter(|(k, _)| *k == key);
            let ranked = match cached {
                Some((_, ranked)) => ranked,
                None => {
                    let sim = &live.session.sim;
                    let pose: Vec<_> = (0..sim.body_count())
                        .map(|i| Some(sim.state(i).pose))
                        .collect();
                    let firsts = crate::recover::first_frames(sim.rig(), ch);
                    let ranked = std::sync::Arc::new(crate::recover::rank_getup_clips(
                        sim.rig(),
                        ch,
                        &firsts,
                        &pose,
                    ));
                    ui.ctx()
                        .data_mut(|d| d.insert_temp::<Cached>(id, (key, ranked.clone())));
                    ranked
                }
            };
            let rig = st.doc.rig();
            if ranked.is_empty() {
                ui.label(
                    RichText::new("no clip places the pelvis (Rig settings: recovery pelvis)")
                        .weak(),
                );
                return;
            }
            ui.label(
                RichText::new(
                    "how far each clip's first frame is from this pose, turned to face the same \
                     way: the pelvis's tilt plus each limb's turn relative to the pelvis \
                     (mass-weighted mean)",
                )
                .weak(),
            );
            egui::Grid::new("ranked_getups_grid")
                .num_columns(4)
                .striped(true)
                .show(ui, |ui| {
                    // The clips that play the get-up roles now are listed even when far.
                    let playing = |name: &str| {
                        [ClipRole::GetupSupine, ClipRole::GetupProne]
                            .into_iter()
                            .any(|r| rig.clip_for(r) == Some(name))
                    };
                    let shown = ranked
                        .iter()
                        .enumerate()
                        .filter(|(k, c)| *k < SHOWN || playing(&c.name));
                    for (k, c) in shown {
                        let roles: Vec<&str> = [
                            (ClipRole::GetupSupine, "on back"),
                            (ClipRole::GetupProne, "on front"),
                        ]
                        .into_iter()
                        .filter(|(r, _)| rig.clip_for(*r) == Some(c.name.as_str()))
                        .map(|(_, l)| l)
                        .collect();
                        let name = if roles.is_empty() {
                            format!("{}. {}", k + 1, c.name)
                        } else {
                            format!("{}. {} ({})", k + 1, c.name, roles.join(", "))
                        };
                        ui.label(name);
                        ui.label(format!("{:.0}°", c.distance.total.to_degrees()))
                            .on_hover_text(format!(
                                "pelvis tilt {:.0}° + limbs {:.0}° (mass-weighted mean)",
                                c.distance.tilt.to_degrees(),
                                c.distance.limbs.to_degrees()
                            ));
                        for (role, label) in [
                            (ClipRole::GetupSupine, "back"),
                            (ClipRole::GetupProne, "front"),
                        ] {
                            let set = rig.clip_for(role) == Some(c.name.as_str());
                            if ui
                                .add_enabled(!set, egui::Button::new(label).small())
                                .on_hover_text(format!(
                                    "use '{}' as the get-up when lying on the {label}",
                                    c.name
                                ))
                                .clicked()
                            {
                                pick = Some((role, c.name.clone()));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
    if let Some((role, clip)) = pick {
        st.doc
            .edit_rig(format!("Set {} clip", role.label()), false, |r| {
                r.set_clip_role(role, clip);
            });
    }
}

/// Preview the last get-up's blend at a chosen time (pauses the simulation while on).
fn scrubber(ui: &mut Ui, st: &mut EditorState) {
    let (Some(live), Ok(ch)) = (&st.live, &st.doc.project.character) else {
        return;
    };
    let duration = live
        .session
        .getup_choice()
        .and_then(|(clip, _)| ch.clips.iter().find(|c| c.name == clip))
        .map(|c| c.duration);
    let available = duration.is_some() && live.session.blend_preview(ch, 0.0).is_some();
    ui.separator();
    let mut on = st.getup_preview.is_some();
    let r = ui.add_enabled(
        available,
        egui::Checkbox::new(&mut on, "Preview get-up blend"),
    );
    let r = if available {
        r.on_hover_text("scrub the blend from the captured pose to the clip, frame by frame")
    } else {
        r.on_disabled_hover_text("available after a get-up has started")
    };
    if r.changed() {
        st.getup_preview = on.then_some(0.0);
    }
    if let (Some(t), Some(d)) = (st.getup_preview, duration) {
        let mut t = t;
        let blend_time = st.doc.rig().recovery.blend_time;
        let dt = st.doc.rig().sim.dt;
        ui.horizontal(|ui| {
            let l = ui.label("blend time");
            ui.add(
                egui::Slider::new(&mut t, 0.0..=d.max(1e-3))
                    .suffix(" s")
                    .custom_formatter(|v, _| format!("{v:.3}"))
                    .step_by(dt as f64),
            )
            .labelled_by(l.id);
            if ui.button("<").on_hover_text("one step back").clicked() {
                t = (t - dt).max(0.0);
            }
            if ui.button(">").on_hover_text("one step on").clicked() {
                t = (t + dt).min(d);
            }
        });
        let w = crate::recover::blend_weight(t, blend_time);
        ui.label(format!(
            "animation weight {w:.3} (0 = the captured ragdoll pose)"
        ));
        st.getup_preview = Some(t);
    }
}

/// Each body's owner; in the ragdoll a manual physics weight per body.
fn ownership(ui: &mut Ui, st: &mut EditorState) {
    let Some(live) = st.live.as_mut() else { return };
    ui.separator();
    egui::CollapsingHeader::new("Ownership (animation / physics per body)")
        .default_open(false)
        .show(ui, |ui| {
            let editable = live.session.mode == Mode::Simulated;
            if !editable {
                ui.label(RichText::new("weights are editable in the ragdoll").weak());
            }
            let names: Vec<String> = live
                .session
                .sim
                .rig()
                .bodies
                .iter()
                .map(|b| b.name.clone())
                .collect();
            let owners = live.session.ownership().to_vec();
            egui::Grid::new("ownership").num_columns(3).show(ui, |ui| {
                for (i, name) in names.iter().enumerate() {
                    let owner = owners.get(i).copied().unwrap_or(Owner::Animation);
                    let label = ui.label(name);
                    let mut w = owner.weight();
                    let r = ui
                        .add_enabled(editable, egui::Slider::new(&mut w, 0.0..=1.0))
                        .labelled_by(label.id);
                    ui.label(match owner {
                        Owner::Animation => "animation",
                        Owner::Physics => "physics",
                        Owner::Blend(_) => "blend",
                    });
                    if r.changed() {
                        live.set_body_weight(i, w);
                    }
                    ui.end_row();
                }
            });
            if ui
                .add_enabled(editable, egui::Button::new("Clear manual weights"))
                .clicked()
            {
                live.clear_body_weights();
            }
        });
}
