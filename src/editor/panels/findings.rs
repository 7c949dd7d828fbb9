//! Findings: the rig doctor, live. Clicking a finding selects its body, joint or group. Below
//! the doctor's findings, what the import of the model noted (clips renamed, channels or
//! primitives left out, skin weights renormalised, ...).

use crate::editor::selection::Selection;
use crate::editor::state::EditorState;
use crate::rig::{Finding, Severity, Subject};
use egui::{Color32, RichText, Ui};

pub fn severity_color(s: Severity) -> Color32 {
    match s {
        Severity::Error => Color32::from_rgb(255, 95, 85),
        Severity::Warning => Color32::from_rgb(255, 190, 70),
        Severity::Info => Color32::from_rgb(140, 180, 255),
    }
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let findings = st.doc.findings().to_vec();
    let errors = findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count();
    let warnings = findings
        .iter()
        .filter(|f| f.severity == Severity::Warning)
        .count();
    let notes = findings.len() - errors - warnings;
    let model_notes = match &st.doc.project.character {
        Ok(ch) => ch.notes.clone(),
        Err(_) => Vec::new(),
    };
    ui.horizontal_wrapped(|ui| {
        let count = |n: usize, what: &str, sev: Severity| {
            let t = RichText::new(format!("{n} {what}{}", if n == 1 { "" } else { "s" }));
            if n > 0 {
                t.color(severity_color(sev))
            } else {
                t
            }
        };
        ui.label(count(errors, "error", Severity::Error));
        ui.label(count(warnings, "warning", Severity::Warning));
        if notes > 0 {
            ui.label(count(notes, "note", Severity::Info));
        }
        if findings.is_empty() {
            ui.label("— the rig doctor finds nothing wrong");
        }
        if !model_notes.is_empty() {
            ui.label(format!(
                "· {} model import note{} (at the end of the list)",
                model_notes.len(),
                if model_notes.len() == 1 { "" } else { "s" }
            ));
        }
    });
    ui.separator();
    let mut clicked = None;
    let mut fix = None;
    let mut generate = false;
    let needs_ragdoll = st.needs_ragdoll();
    let generates = |f: &Finding| f.code == "empty-rig" && needs_ragdoll;
    // Every finding's text starts at the same x: the buttons sit in a column as wide as the
    // widest row of them, and a row without any leaves it empty.
    let spacing = ui.spacing().item_spacing.x;
    let slot = findings
        .iter()
        .map(|f| {
            let mut widths = Vec::new();
            if generates(f) {
                widths.push(small_button_width(ui, "Generate…"));
            }
            if f.fix.is_some() {
                widths.push(small_button_width(ui, "Fix"));
            }
            widths.iter().sum::<f32>() + spacing * (widths.len().max(1) - 1) as f32
        })
        .fold(0.0f32, f32::max);
    egui::ScrollArea::vertical()
        .auto_shrink([false; 2])
        .show(ui, |ui| {
            for (k, f) in findings.iter().enumerate() {
                let text = RichText::new(format!("{}  {}: {}", f.code, f.subject, f.detail()))
                    .color(severity_color(f.severity));
                // The buttons first, the text wrapping in the rest of the row beside them
                // (a wrapping row would push a long text below its own Fix button).
                ui.horizontal(|ui| {
                    if slot > 0.0 {
                        let column = egui::Layout::left_to_right(egui::Align::Center);
                        ui.allocate_ui_with_layout(egui::vec2(slot, 0.0), column, |ui| {
                            ui.set_min_width(slot);
                            if generates(f)
                                && ui
                                    .small_button("Generate…")
                                    .on_hover_text(
                                        "Open the Generate ragdoll window (also in the Rig menu)",
                                    )
                                    .clicked()
                            {
                                generate = true;
                            }
                            if let Some(fx) = &f.fix
                                && ui.small_button("Fix").on_hover_text(fx.label()).clicked()
                            {
                                fix = Some(fx.clone());
                            }
                        });
                    }
                    if ui
                        .add(egui::Button::selectable(false, text).wrap())
                        .on_hover_text("select")
                        .clicked()
                    {
                        clicked = Some(k);
                    }
                });
            }
            if !model_notes.is_empty() {
                ui.separator();
                ui.label(RichText::new("The model's import").strong());
                for n in &model_notes {
                    ui.label(
                        RichText::new(format!("import  {n}")).color(severity_color(Severity::Info)),
                    );
                }
            }
        });
    if generate && let Ok(ch) = &st.doc.project.character {
        st.generate.open_for(&st.doc.project.rig, ch);
    }
    if let Some(fx) = fix {
        st.status = format!("fixed: {}", st.doc.apply_fix(&fx));
    }
    if let Some(k) = clicked {
        let rig = st.doc.rig();
        st.selection = match &findings[k].subject {
            Subject::Body(n) => rig.body_index(n).map_or(Selection::None, Selection::Body),
            Subject::Joint(n) => rig.joint_index(n).map_or(Selection::None, Selection::Joint),
            Subject::Group(n) => Selection::Group(n.clone()),
            Subject::Rig => Selection::Settings,
        };
        st.frame_request = matches!(st.selection, Selection::Body(_) | Selection::Joint(_));
    }
}

/// The width of a small button with this text, points (its text plus the button padding).
fn small_button_width(ui: &Ui, text: &str) -> f32 {
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    galley.size().x + 2.0 * ui.spacing().button_padding.x
}
