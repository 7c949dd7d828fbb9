//! Click picking: a ray against the body shapes (as capsules) and the joint anchors.

use crate::editor::selection::Selection;
use crate::geometry::ray_capsule;
use crate::rig::Rig;
use crate::rig::rest::joint_world_frames;
use crate::xform::Rigid;
use glam::Vec3;

/// The nearest body or joint hit by the ray. Joints are small spheres of `joint_radius` m.
pub fn pick(
    rig: &Rig,
    bodies_world: &[Option<Rigid>],
    origin: Vec3,
    dir: Vec3,
    joint_radius: f32,
) -> Selection {
    let mut best: Option<(f32, Selection)> = None;
    let mut consider = |t: f32, s: Selection| {
        if best.as_ref().is_none_or(|(bt, _)| t < *bt) {
            best = Some((t, s));
        }
    };
    for (i, b) in rig.bodies.iter().enumerate() {
        let Some(w) = bodies_world[i] else { continue };
        let (a0, a1, r) = b.shape.as_capsule();
        if let Some(t) = ray_capsule(origin, dir, w.transform_point(a0), w.transform_point(a1), r) {
            consider(t, Selection::Body(i));
        }
    }
    for (i, j) in rig.joints.iter().enumerate() {
        if let Some((fa, _)) = joint_world_frames(rig, bodies_world, j) {
            let p = fa.translation;
            if let Some(t) = ray_capsule(origin, dir, p, p, joint_radius) {
                // Joints sit inside bodies: prefer them when the ray passes close.
                consider(t - 2.0 * joint_radius, Selection::Joint(i));
            }
        }
    }
    best.map(|(_, s)| s).unwrap_or(Selection::None)
}
