//! Overlay lines: bones (parent → child joint nodes) and joint frames as RGB axes.

use super::frame::{LineVertex, SceneFrame};
use crate::character::Character;
use crate::xform::Rigid;
use glam::{Mat4, Vec3, Vec4};

/// Bones: a line from every bone that moves the model to its parent
/// ([`Character::deforming_bones`], one flag per node).
pub fn push_bones(
    out: &mut Vec<LineVertex>,
    ch: &Character,
    bones: &[bool],
    world: &[Mat4],
    color: Vec4,
) {
    for (j, node) in ch.skeleton.nodes.iter().enumerate() {
        if let Some(p) = node.parent
            && bones.get(j).copied().unwrap_or(false)
            && bones.get(p).copied().unwrap_or(false)
        {
            let a = world[p].transform_point3(Vec3::ZERO);
            let b = world[j].transform_point3(Vec3::ZERO);
            SceneFrame::line(out, a, b, color);
        }
    }
}

/// The colour of the centre-of-mass marker and its plumb line.
pub const CENTRE_OF_MASS_COLOR: Vec4 = Vec4::new(1.0, 0.85, 0.2, 1.0);

/// The centre of mass: a cross of three lines `size` long, a plumb line down to the ground
/// (y = 0) and a cross where it meets the ground, so that the point of support can be seen
/// against the feet.
pub fn push_centre_of_mass(out: &mut Vec<LineVertex>, com: Vec3, size: f32) {
    let c = CENTRE_OF_MASS_COLOR;
    let h = size * 0.5;
    for a in [Vec3::X, Vec3::Y, Vec3::Z] {
        SceneFrame::line(out, com - a * h, com + a * h, c);
    }
    let ground = Vec3::new(com.x, 0.0, com.z);
    SceneFrame::line(out, com, ground, c);
    for a in [Vec3::X, Vec3::Z] {
        SceneFrame::line(out, ground - a * h, ground + a * h, c);
    }
}

/// A frame's X, Y, Z axes in red, green, blue.
pub fn push_axes(out: &mut Vec<LineVertex>, frame: &Rigid, length: f32, alpha: f32) {
    let o = frame.translation;
    let axes = [
        (Vec3::X, Vec4::new(0.95, 0.25, 0.2, alpha)),
        (Vec3::Y, Vec4::new(0.3, 0.9, 0.3, alpha)),
        (Vec3::Z, Vec4::new(0.3, 0.5, 1.0, alpha)),
    ];
    for (a, c) in axes {
        SceneFrame::line(out, o, o + frame.rotation * a * length, c);
    }
}
