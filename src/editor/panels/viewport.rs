//! The viewport panel: input (orbit, pan, zoom, pick, frame selected) and the scene frame
//! composed from the drawables, handed to the wgpu paint callback.

use crate::character::Character;
use crate::editor::commands::Command;
use crate::editor::render::drive_load;
use crate::editor::render::frame::{MeshData, SceneFrame};
use crate::editor::render::gpu::ViewportCallback;
use crate::editor::render::{cone, grid, lines, mesh, shapes};
use crate::editor::selection::Selection;
use crate::editor::simulation::{LiveSim, SimTool};
use crate::editor::state::EditorState;
use crate::editor::viewport::gizmo::GizmoKind;
use crate::editor::viewport::picking::pick;
use crate::fit::motion::Motion;
use crate::rig::Rig;
use crate::rig::rest::joint_world_frames;
use crate::session::Mode;
use crate::xform::Rigid;
use eframe::egui_wgpu;
use egui::{Sense, Ui};
use glam::{Vec2, Vec3, Vec4};
use std::sync::Arc;

/// A characteristic size of the model (its height, m) for gizmo and marker sizes.
fn model_scale(st: &EditorState) -> f32 {
    match &st.doc.project.character {
        Ok(ch) => {
            // The model's own nodes: those a physics extension added (an exported rig's
            // bodies and joint frames) are not part of its size.
            let w = ch.skeleton.world_rigid(&ch.skeleton.rest_pose());
            let (lo, hi) = w
                .iter()
                .zip(&ch.skeleton.nodes)
                .filter(|(_, n)| !n.physics_only)
                .fold((f32::MAX, f32::MIN), |(lo, hi), (r, _)| {
                    (lo.min(r.translation.y), hi.max(r.translation.y))
                });
            if hi > lo {
                (hi - lo).clamp(0.1, 100.0)
            } else {
                1.8
            }
        }
        Err(_) => 1.8,
    }
}

/// The character's mesh, rebuilt only when the model changed.
fn cached_mesh(st: &mut EditorState) -> Arc<MeshData> {
    let generation = st.doc.model_generation;
    match (&st.mesh_cache, &st.doc.project.character) {
        (Some((g, m)), _) if *g == generation => m.clone(),
        (_, Ok(ch)) => {
            let m = Arc::new(mesh::build_mesh(ch));
            st.mesh_cache = Some((generation, m.clone()));
            m
        }
        _ => Arc::new(MeshData::default()),
    }
}

/// Build the frame's draw data for the current state.
pub fn build_frame(st: &mut EditorState, size_px: [u32; 2], aspect: f32) -> SceneFrame {
    let pose = st.pose();
    let scale = model_scale(st);
    // Set by the Switch pane each frame it is drawn: taken, so it lapses when it is hidden.
    let edited = st.sim_controls.highlighted_obstacle.take();
    let generation = st.doc.model_generation;
    let mesh_data = cached_mesh(st);
    let mut frame = SceneFrame {
        size_px,
        view_proj: st.camera.view_proj(aspect),
        eye: st.camera.eye(),
        background: Vec4::new(0.11, 0.115, 0.13, 1.0),
        mesh_alpha: if st.overlays.xray { 0.28 } else { 1.0 },
        show_mesh: st.overlays.mesh,
        mesh_key: generation,
        mesh: mesh_data,
        palette: Vec::new(),
        shapes: Vec::new(),
        ghost: Vec::new(),
        lines: Vec::new(),
        overlay: Vec::new(),
    };
    if st.overlays.grid {
        let view = grid::GridView {
            view_proj: frame.view_proj,
            size_px: glam::Vec2::new(size_px[0] as f32, size_px[1] as f32),
        };
        let centre = glam::Vec2::new(st.camera.target.x, st.camera.target.z);
        grid::push_grid(&mut frame.lines, scale, centre, &view);
    }
    let Ok(ch) = &st.doc.project.character else {
        return frame;
    };
    if pose.len() != ch.skeleton.nodes.len() {
        return frame;
    }
    let world = ch.skeleton.world_matrices(&pose);
    frame.palette = mesh::mesh_palette(ch, &world);
    if st.overlays.bones
        && let Some(bones) = st.bone_cache.get(&st.doc)
    {
        lines::push_bones(
            &mut frame.overlay,
            ch,
            &bones,
            &world,
            Vec4::new(0.85, 0.85, 0.9, 0.7),
        );
    }
    // The generator's or the limit fit's preview, when open, is drawn instead of the
    // document's rig; the selected joint's clip samples come with the rig drawn.
    let previewing = st.generate.preview.is_some();
    let (motion, current) = joint_samples(st, previewing);
    let Ok(ch) = &st.doc.project.character else {
        return frame;
    };
    let rig = match (&st.generate.preview, &st.limits.preview) {
        (Some((r, _)), _) => r,
        (None, Some((r, _, _))) => r,
        _ => st.doc.rig(),
    };
    let scene = Scene {
        st,
        rig,
        bodies: crate::rig::rest::body_world(rig, &ch.skeleton, &pose),
        scale,
    };
    if st.overlays.shapes {
        scene.push_bodies(&mut frame, previewing);
    }
    if st.overlays.centre_of_mass
        && let Some((com, _)) = crate::rig::centre_of_mass(rig, &scene.bodies)
    {
        lines::push_centre_of_mass(&mut frame.overlay, com, scale * 0.06);
    }
    push_ghost(&mut frame, st, ch);
    push_test_scene(&mut frame, st, edited);
    scene.push_joints(&mut frame, motion.as_deref(), current);
    frame
}

/// The clip samples drawn with the selected joint's limits (the limit fit's preview motion,
/// or the document's when no preview is open), and the (clip, frame) the playback is at.
fn joint_samples(
    st: &mut EditorState,
    previewing: bool,
) -> (Option<Arc<Motion>>, Option<(usize, usize)>) {
    let motion = match (&st.limits.preview, previewing) {
        (Some((_, m, _)), _) => Some(m.clone()),
        (None, false) if matches!(st.selection, Selection::Joint(_)) => {
            crate::editor::panels::limits::doc_motion(st)
        }
        _ => None,
    };
    let current = match (&motion, st.playback.clip, &st.doc.project.character) {
        (Some(m), Some(c), Ok(ch)) => ch.clips.get(c).and_then(|clip| {
            let i = m.clips.iter().position(|n| *n == clip.name)?;
            Some((i, (st.playback.time / m.dt).round().max(0.0) as usize))
        }),
        _ => None,
    };
    (motion, current)
}

/// The rig drawn (the document's or a preview) with its bodies placed in the current pose.
struct Scene<'a> {
    st: &'a EditorState,
    rig: &'a Rig,
    bodies: Vec<Option<Rigid>>,
    /// The model's height, m (sizes the joint markers).
    scale: f32,
}

impl Scene<'_> {
    /// The body shapes, coloured by preview, selection, drive load (when that overlay is on and
    /// the drives act) and whether they are simulated.
    fn push_bodies(&self, frame: &mut SceneFrame, previewing: bool) {
        let loads = self.drive_loads(previewing);
        for (i, b) in self.rig.bodies.iter().enumerate() {
            let Some(w) = self.bodies[i] else { continue };
            let load = loads.get(i).copied().flatten().filter(|_| b.simulated);
            let [simulated, selected, preview, animated] = drive_load::BODY_COLORS;
            let color = if previewing {
                preview
            } else if self.st.selection == Selection::Body(i) || self.driven_by_selected_group(b) {
                selected
            } else if let Some(load) = load {
                drive_load::load_color(load)
            } else if !loads.is_empty() && b.simulated {
                drive_load::NO_DRIVE
            } else if b.simulated {
                simulated
            } else {
                animated
            };
            shapes::push_shape(&mut frame.shapes, &b.shape, &w, color);
        }
    }

    /// Whether `body` hangs below a joint of the selected drive group (what the group drives).
    fn driven_by_selected_group(&self, body: &crate::rig::Body) -> bool {
        let Selection::Group(g) = &self.st.selection else {
            return false;
        };
        self.rig
            .joints
            .iter()
            .any(|j| &j.group == g && j.child == body.name)
    }

    /// Each body's drive load for the drive-load overlay: empty unless the overlay is on and the
    /// live simulation's drives move the bodies (the ragdoll with drives on, a powered get-up).
    fn drive_loads(&self, previewing: bool) -> Vec<Option<f32>> {
        match drive_load_shown(self.st) {
            Some(live) if !previewing => {
                let sim = &live.session.sim;
                let joints = crate::sim::saturation::joint_saturation(sim);
                let loads = drive_load::body_loads(sim.rig(), &joints);
                // The drawn rig may be a revision the simulation has not taken up yet: by name.
                self.rig
                    .bodies
                    .iter()
                    .map(|b| sim.rig().body_index(&b.name).and_then(|i| loads[i]))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Joint frames (all, or the selected one's), and the selected joint's limits with its
    /// clip samples (`current`: the (clip, frame) the playback is at).
    fn push_joints(
        &self,
        frame: &mut SceneFrame,
        motion: Option<&Motion>,
        current: Option<(usize, usize)>,
    ) {
        let (st, scale) = (self.st, self.scale);
        for (i, j) in self.rig.joints.iter().enumerate() {
            let Some((fa, fb)) = joint_world_frames(self.rig, &self.bodies, j) else {
                continue;
            };
            let selected = st.selection == Selection::Joint(i);
            let in_group = matches!(&st.selection, Selection::Group(g) if *g == j.group);
            if st.overlays.joint_frames || selected || in_group {
                lines::push_axes(
                    &mut frame.overlay,
                    &fa,
                    scale * if selected || in_group { 0.08 } else { 0.035 },
                    1.0,
                );
            }
            if selected {
                cone::push_limits(
                    &mut frame.shapes,
                    &mut frame.overlay,
                    j,
                    &fa,
                    &fb,
                    scale * 0.12,
                );
                if let Some(samples) = motion.and_then(|m| m.joints.get(i)) {
                    cone::push_samples(&mut frame.overlay, samples, j, &fa, scale * 0.12, current);
                }
            }
        }
    }
}

/// Compare mode: the other engine's bodies, one translucent layer over the scene.
fn push_ghost(frame: &mut SceneFrame, st: &EditorState, ch: &Character) {
    if let Some(live) = &st.live
        && let Some(g) = &live.ghost
        && st.getup_preview.is_none()
        && live.review.is_none()
    {
        let alpha = live.stepper.alpha(g.session.sim.rig().sim.dt as f64);
        let ghost_pose = g.session.display_pose_at(ch, alpha);
        let grig = g.session.sim.rig();
        let placed = crate::rig::rest::body_world(grig, &ch.skeleton, &ghost_pose);
        let color = Vec4::from_array(crate::editor::compare::GHOST_COLOR);
        for (b, w) in grig.bodies.iter().zip(&placed) {
            if let Some(w) = w {
                shapes::push_shape(&mut frame.ghost, &b.shape, w, color);
            }
        }
    }
}

/// The test scene: obstacles (`edited` in the selection colour), the last standing-capsule check of a get-up, and the drag
/// tool's spring.
fn push_test_scene(frame: &mut SceneFrame, st: &EditorState, edited: Option<usize>) {
    let obstacles = match &st.live {
        Some(live) => live.session.sim.obstacles(),
        None => st.sim_controls.obstacles.clone(),
    };
    for (i, o) in obstacles.iter().enumerate() {
        crate::editor::render::obstacle::push_obstacle(
            &mut frame.shapes,
            &mut frame.lines,
            o,
            frame.eye,
            edited == Some(i),
        );
    }
    if let Some(c) = stand_check_shown(st) {
        let axis = c.capsule.top - c.capsule.bottom;
        let color = if c.standable() {
            STAND_CLEAR
        } else {
            STAND_BLOCKED
        };
        shapes::push_shape(
            &mut frame.shapes,
            &crate::rig::Shape::Capsule {
                radius: c.capsule.radius,
                half_height: axis.length() * 0.5,
            },
            &crate::xform::Rigid::new(
                glam::Quat::from_rotation_arc(Vec3::Y, axis.normalize_or(Vec3::Y)),
                (c.capsule.top + c.capsule.bottom) * 0.5,
            ),
            color,
        );
    }
    if let Some(live) = &st.live
        && let Some(d) = &live.drag
    {
        let c = Vec4::new(1.0, 0.85, 0.2, 1.0);
        crate::editor::render::frame::SceneFrame::line(
            &mut frame.overlay,
            d.point(&live.session.sim),
            d.target,
            c,
        );
    }
}

/// The standing capsule's colours: room for the get-up, or blocked.
const STAND_CLEAR: Vec4 = Vec4::new(0.3, 0.9, 0.4, 0.18);
const STAND_BLOCKED: Vec4 = Vec4::new(1.0, 0.3, 0.25, 0.3);

/// The get-up's standing-capsule check the viewport draws: the last one, while the session is
/// not back on the animation.
fn stand_check_shown(st: &EditorState) -> Option<&crate::session::StandCheck> {
    let live = st.live.as_ref()?;
    let c = live.session.stand_check()?;
    (c.capsule.is_valid() && live.session.mode != crate::session::Mode::Animated).then_some(c)
}

/// A label over the standing capsule, which is otherwise an unexplained column: what it is and
/// whether it is clear.
fn stand_label(ui: &Ui, rect: egui::Rect, st: &EditorState) {
    let Some(c) = stand_check_shown(st) else {
        return;
    };
    let aspect = rect.width() / rect.height().max(1.0);
    let clip = st.camera.view_proj(aspect) * c.capsule.top.extend(1.0);
    if clip.w <= 1e-6 {
        return;
    }
    let ndc = clip.truncate() / clip.w;
    let at = egui::pos2(
        rect.left() + (ndc.x + 1.0) * 0.5 * rect.width(),
        rect.top() + (1.0 - ndc.y) * 0.5 * rect.height(),
    );
    // Kept inside the viewport when the capsule's top is off screen: its bottom edge (the
    // text is drawn above `at`) below the toolbar and the drive-load legend's row.
    let at = at.clamp(
        rect.left_top() + egui::vec2(80.0, 70.0),
        rect.right_bottom() - egui::vec2(80.0, 24.0),
    );
    let (text, clear) = c.summary();
    let [r, g, b, _] = if clear { STAND_CLEAR } else { STAND_BLOCKED }.to_array();
    text_on_backing(
        ui.painter(),
        at - egui::vec2(0.0, 4.0),
        egui::Align2::CENTER_BOTTOM,
        format!("get-up: {text}"),
        egui::FontId::proportional(12.0),
        egui::Rgba::from_rgb(r, g, b).into(),
    );
}

/// Centre and radius of what "frame selected" should show.
fn selection_bounds(st: &EditorState, whole: bool) -> Option<(Vec3, f32)> {
    let pose = st.pose();
    let bodies = st.doc.body_world(&pose);
    let rig = st.doc.rig();
    let selection = if whole {
        &Selection::None
    } else {
        &st.selection
    };
    match selection {
        Selection::Body(i) => {
            let w = bodies.get(*i).copied().flatten()?;
            // The body at the centre taking about half the view, its neighbours around it.
            let (a, b, r) = rig.bodies[*i].shape.as_capsule();
            let reach = (b - a).length() * 0.5 + r;
            Some((w.translation, (2.0 * reach).max(model_scale(st) * 0.15)))
        }
        Selection::Joint(i) => {
            // The joint at the centre, with most of the two limbs it joins in view.
            let joint = &rig.joints[*i];
            let (fa, _) = joint_world_frames(rig, &bodies, joint)?;
            let c = fa.translation;
            let reach = [&joint.parent, &joint.child]
                .into_iter()
                .filter_map(|name| {
                    let k = rig.body_index(name)?;
                    let w = bodies.get(k).copied().flatten()?;
                    let (a, b, r) = rig.bodies[k].shape.as_capsule();
                    let far = |p: Vec3| w.transform_point(p).distance(c) + r;
                    Some(far(a).max(far(b)))
                })
                .fold(0.0f32, f32::max);
            Some((c, (0.75 * reach).max(model_scale(st) * 0.15)))
        }
        _ => {
            // The whole character: the box around the skinned mesh in the current pose (bones
            // alone mislead: IK and control bones can sit far from the body).
            let ch = st.doc.project.character.as_ref().ok()?;
            let world = ch.skeleton.world_matrices(&pose);
            let (mut lo, mut hi) = (Vec3::splat(f32::MAX), Vec3::splat(f32::MIN));
            for m in &ch.meshes {
                for p in m.skinned_positions(&world) {
                    lo = lo.min(p);
                    hi = hi.max(p);
                }
            }
            if lo.x > hi.x {
                let w = ch.skeleton.world_rigid(&pose);
                for r in &w {
                    lo = lo.min(r.translation);
                    hi = hi.max(r.translation);
                }
            }
            (lo.x <= hi.x).then(|| ((lo + hi) * 0.5, ((hi - lo).length() * 0.5).max(0.2)))
        }
    }
}

pub fn ui(ui: &mut Ui, st: &mut EditorState) {
    let rect = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(rect, Sense::click_and_drag());
    let aspect = rect.width() / rect.height().max(1.0);
    st.viewport_rect = Some(rect);

    // Set by the Switch pane each frame it is drawn: taken, so it lapses when it is hidden.
    let gizmo_obstacle = st.sim_controls.gizmo_obstacle.take();
    // The gizmo goes first: while it is hovered or dragged it owns the pointer.
    let view_proj = (st.camera.view(), st.camera.proj(aspect));
    let gizmo_owns = super::gizmo::ui(ui, &response, rect, view_proj, st, gizmo_obstacle);
    let (drag, modifiers) = (response.drag_delta(), ui.input(|i| i.modifiers));
    // The drag tool: a spring from the grabbed point to the pointer while the button is held.
    let grabbing = !gizmo_owns && !modifiers.shift && drag_spring(ui, &response, rect, aspect, st);
    // Camera input.
    let pan = response.dragged_by(egui::PointerButton::Middle)
        || response.dragged_by(egui::PointerButton::Secondary)
        || (response.dragged_by(egui::PointerButton::Primary) && modifiers.shift);
    if pan {
        st.camera.pan(Vec2::new(drag.x, drag.y), rect.height());
    } else if response.dragged_by(egui::PointerButton::Primary) && !gizmo_owns && !grabbing {
        st.camera.orbit(Vec2::new(drag.x, drag.y));
    }
    if response.hovered() {
        let scroll = ui.input(|i| i.smooth_scroll_delta.y);
        if scroll != 0.0 {
            st.camera.zoom(scroll);
        }
    }
    if (response.hovered() || response.has_focus())
        && Command::FrameSelected
            .shortcut()
            .is_some_and(|k| ui.input(|i| i.key_pressed(k.logical_key)))
        && ui.memory(|m| m.focused().is_none())
    {
        st.frame_request = true;
    }
    if st.frame_request || st.frame_all {
        if let Some((c, r)) = selection_bounds(st, st.frame_all) {
            st.camera.frame(c, r, aspect);
        }
        (st.frame_request, st.frame_all) = (false, false);
    }
    // Click to pick.
    if response.clicked()
        && !gizmo_owns
        && let Some(pos) = response.interact_pointer_pos()
    {
        let (o, d) = pointer_ray(st, rect, aspect, pos);
        if st.sim_controls.tool == SimTool::Hit && st.live.is_some() {
            hit(st, o, d);
        } else {
            let bodies = st.doc.body_world(&st.pose());
            st.selection = pick(st.doc.rig(), &bodies, o, d, model_scale(st) * 0.02);
        }
    }

    let ppp = ui.ctx().pixels_per_point();
    let size_px = [
        (rect.width() * ppp).round().max(1.0) as u32,
        (rect.height() * ppp).round().max(1.0) as u32,
    ];
    let frame = build_frame(st, size_px, aspect);
    ui.painter().add(egui_wgpu::Callback::new_paint_callback(
        rect,
        ViewportCallback {
            frame: Arc::new(frame),
            prepare_ns: st.prepare_ns.clone(),
        },
    ));
    super::gizmo::paint(ui, rect, st, gizmo_obstacle);
    super::gizmo::toolbar(ui, rect, st);
    // A small legend.
    let hint = match (st.live.is_some(), st.sim_controls.tool) {
        (true, SimTool::Hit) => "click a body: hit it · drag: orbit · wheel: zoom",
        (true, SimTool::Drag) => "drag a body: pull it on a spring · shift-drag: pan · wheel: zoom",
        _ => "drag: orbit · shift/right-drag: pan · wheel: zoom · click: select · F: frame",
    };
    let hint = match gizmo_obstacle.and_then(|i| st.sim_controls.obstacles.get(i).map(|o| (i, o))) {
        Some((i, o)) if st.gizmo.kind != GizmoKind::Off => {
            format!(
                "gizmo on {} (open in the Switch pane) · {hint}",
                o.list_name(i)
            )
        }
        _ => hint.to_owned(),
    };
    text_on_backing(
        ui.painter(),
        rect.left_bottom() + egui::vec2(8.0, -8.0),
        egui::Align2::LEFT_BOTTOM,
        hint,
        egui::FontId::proportional(11.0),
        egui::Color32::from_gray(170),
    );
    ghost_legend(ui, rect, st);
    drive_load_legend(ui, rect, st);
    stand_label(ui, rect, st);
    if st.overlays.xray {
        text_on_backing(
            ui.painter(),
            rect.left_top() + egui::vec2(8.0, 8.0),
            egui::Align2::LEFT_TOP,
            "X-ray".to_owned(),
            egui::FontId::proportional(12.0),
            egui::Color32::from_gray(190),
        );
    }
}

/// Text drawn over the 3D view on a dark translucent backing, so that it stays readable over
/// the model and the grid.
fn text_on_backing(
    painter: &egui::Painter,
    pos: egui::Pos2,
    align: egui::Align2,
    text: String,
    font: egui::FontId,
    color: egui::Color32,
) {
    let galley = painter.layout_no_wrap(text, font, color);
    let rect = align.anchor_size(pos, galley.size());
    painter.add(backing(rect));
    painter.galley(rect.min, galley, color);
}

/// The dark translucent backing behind viewport text covering `extent`.
fn backing(extent: egui::Rect) -> egui::Shape {
    egui::Shape::rect_filled(
        extent.expand2(egui::vec2(4.0, 2.0)),
        3.0,
        egui::Color32::from_black_alpha(150),
    )
}

/// The live simulation whose drive loads the drive-load overlay shows: when the overlay is on
/// and the drives move the bodies (the ragdoll with drives on, a powered get-up).
fn drive_load_shown(st: &EditorState) -> Option<&LiveSim> {
    st.live
        .as_ref()
        .filter(|_| st.overlays.drive_load && drive_load_off_reason(st).is_none())
}

/// Why the drive-load overlay colours nothing now, or None when it does.
pub fn drive_load_off_reason(st: &EditorState) -> Option<&'static str> {
    let Some(live) = &st.live else {
        return Some("not simulating (simulate with Drives on to see it)");
    };
    if live.review.is_some() {
        return Some("live only, not shown while reviewing a recorded step");
    }
    if !live.session.physics_shown() {
        return Some(match live.session.mode {
            crate::session::Mode::Blending => {
                "none while the get-up blends (the clip places the bodies)"
            }
            _ => "none while the animation plays (the clip places the bodies)",
        });
    }
    if !live.session.sim.drives_enabled() {
        return Some("the drives are off (tick Drives)");
    }
    None
}

/// The drive-load overlay's legend (top left, below the X-ray label): its colours, or why
/// nothing is coloured.
fn drive_load_legend(ui: &Ui, rect: egui::Rect, st: &EditorState) {
    if !st.overlays.drive_load {
        return;
    }
    let painter = ui.painter();
    let font = egui::FontId::proportional(12.0);
    let mut at = rect.left_top() + egui::vec2(8.0, 26.0);
    let grey = egui::Color32::from_gray(170);
    if let Some(why) = drive_load_off_reason(st) {
        text_on_backing(
            painter,
            at,
            egui::Align2::LEFT_TOP,
            format!("Drive load: {why}"),
            font,
            grey,
        );
        return;
    }
    // The backing goes under the legend: its slot first, filled once the extent is known.
    let slot = painter.add(egui::Shape::Noop);
    let at_text = painter.text(
        at,
        egui::Align2::LEFT_TOP,
        "Drive load (torque demanded / max):",
        font.clone(),
        grey,
    );
    at.x = at_text.right() + 10.0;
    let mut extent = at_text;
    for (colour, label) in [
        (drive_load::IDLE, "0 %"),
        (drive_load::HALF, "50 %"),
        (drive_load::SATURATED, "100 % (saturated)"),
        (drive_load::NO_DRIVE, "no drive"),
    ] {
        let [r, g, b, _] = colour.to_array();
        let swatch: egui::Color32 = egui::Rgba::from_rgb(r, g, b).into();
        painter.circle_filled(at + egui::vec2(5.0, 7.0), 5.0, swatch);
        let t = painter.text(
            at + egui::vec2(14.0, 0.0),
            egui::Align2::LEFT_TOP,
            label,
            font.clone(),
            grey,
        );
        at.x = t.right() + 10.0;
        extent = extent.union(t);
    }
    painter.set(slot, backing(extent));
}

/// Compare mode's legend (top right): which engine is solid and which is the ghost.
fn ghost_legend(ui: &Ui, rect: egui::Rect, st: &EditorState) {
    let Some(live) = &st.live else { return };
    let Some(g) = &live.ghost else { return };
    let [r, gr, b, _] = crate::editor::compare::GHOST_COLOR;
    let tint: egui::Color32 = egui::Rgba::from_rgb(r, gr, b).into();
    let font = egui::FontId::proportional(12.0);
    // Below the gizmo toolbar (top right).
    let right = rect.right_top() + egui::vec2(-10.0, 38.0);
    let painter = ui.painter();
    let solid = format!("solid: {}", live.session.sim.engine_kind());
    let ghost = if g.alive() {
        format!("ghost: {}", g.engine())
    } else {
        format!("ghost: {} (stopped)", g.engine())
    };
    let slot = painter.add(egui::Shape::Noop);
    let solid_rect = painter.text(
        right,
        egui::Align2::RIGHT_TOP,
        solid,
        font.clone(),
        egui::Color32::from_gray(210),
    );
    let ghost_rect = painter.text(
        right + egui::vec2(0.0, 16.0),
        egui::Align2::RIGHT_TOP,
        ghost,
        font,
        tint,
    );
    let dot = egui::pos2(ghost_rect.left() - 8.0, ghost_rect.center().y);
    painter.circle_filled(dot, 4.0, tint.gamma_multiply(0.7));
    painter.set(
        slot,
        backing(
            solid_rect
                .union(ghost_rect)
                .union(egui::Rect::from_center_size(dot, egui::vec2(8.0, 8.0))),
        ),
    );
}

/// The hit tool: an impulse along the ray at the first body it meets (strength per kg of the
/// rig's total mass).
fn hit(st: &mut EditorState, origin: Vec3, dir: Vec3) {
    let Ok(ch) = &st.doc.project.character else {
        return;
    };
    let Some(live) = st.live.as_mut() else { return };
    let rig = live.session.sim.rig().clone();
    let Some((t, i)) = ray_live_body(live, origin, dir) else {
        return;
    };
    let point = origin + dir.normalize() * t;
    let impulse = dir.normalize() * st.sim_controls.hit_per_kg * rig.total_mass();
    match live.hit(ch, i, impulse, Some(point)) {
        Ok(()) => {
            live.running = true;
            st.status = format!(
                "hit {} with {:.0} N·s",
                rig.bodies[i].name,
                impulse.length()
            );
        }
        Err(e) => st.status = format!("hit failed: {e}"),
    }
}

/// The view ray (origin, unit direction) through a point of the viewport (points).
fn pointer_ray(st: &EditorState, rect: egui::Rect, aspect: f32, pos: egui::Pos2) -> (Vec3, Vec3) {
    let ndc = Vec2::new(
        (pos.x - rect.left()) / rect.width() * 2.0 - 1.0,
        1.0 - (pos.y - rect.top()) / rect.height() * 2.0,
    );
    let (o, d) = st.camera.ray(ndc, aspect);
    (o, d.normalize_or_zero())
}

/// The first simulated body a ray meets (distance along the ray, body index).
fn ray_live_body(live: &LiveSim, origin: Vec3, dir: Vec3) -> Option<(f32, usize)> {
    let rig = live.session.sim.rig();
    let mut best: Option<(f32, usize)> = None;
    for i in 0..rig.bodies.len() {
        let pose = live.session.sim.state(i).pose;
        let (a, b, r) = rig.bodies[i].shape.as_capsule();
        if let Some(t) = crate::geometry::ray_capsule(
            origin,
            dir,
            pose.transform_point(a),
            pose.transform_point(b),
            r,
        ) && best.is_none_or(|(bt, _)| t < bt)
        {
            best = Some((t, i));
        }
    }
    best
}

/// The drag tool: grab a body where the press started (switching to ragdoll if the character
/// is still animated), move the spring's target on the plane through the grabbed point facing
/// the camera, release when the button is let go. Returns whether a body is held.
fn drag_spring(
    ui: &Ui,
    response: &egui::Response,
    rect: egui::Rect,
    aspect: f32,
    st: &mut EditorState,
) -> bool {
    let tool = st.sim_controls.tool == SimTool::Drag;
    let primary = response.dragged_by(egui::PointerButton::Primary);
    let press_ray = ui
        .input(|i| i.pointer.press_origin())
        .map(|p| pointer_ray(st, rect, aspect, p));
    let current = response.interact_pointer_pos();
    let Ok(ch) = &st.doc.project.character else {
        return false;
    };
    let settings = st.sim_controls.drag;
    let Some(live) = st.live.as_mut() else {
        return false;
    };
    if live.drag.is_some() && !(tool && primary) {
        live.release();
        return false;
    }
    if !(tool && primary) {
        return false;
    }
    if live.drag.is_none() {
        let Some((o, d)) = press_ray else {
            return false;
        };
        let Some((t, i)) = ray_live_body(live, o, d) else {
            return false;
        };
        if live.session.mode == Mode::Animated
            && let Err(e) = live.go_ragdoll(ch)
        {
            st.status = format!("cannot drag: {e}");
            return false;
        }
        if live.session.mode != Mode::Simulated {
            st.status = "drag: wait for the get-up to finish, or hit the character".into();
            return false;
        }
        let point = o + d * t;
        live.grab(i, point, &settings);
        live.running = true;
        st.status = format!("dragging {}", live.session.sim.rig().bodies[i].name);
    }
    if let (Some(pos), Some(drag)) = (current, st.live.as_ref().and_then(|l| l.drag.as_ref())) {
        let (o, d) = pointer_ray(st, rect, aspect, pos);
        let eye_dir = (drag.target - st.camera.eye()).normalize_or_zero();
        let denom = d.dot(eye_dir);
        if denom.abs() > 1e-4 {
            let t = (drag.target - o).dot(eye_dir) / denom;
            let target = o + d * t;
            if let Some(live) = st.live.as_mut() {
                live.drag_to(target);
            }
        }
    }
    true
}
