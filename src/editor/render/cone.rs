//! The selected joint's limits: the elliptical swing cone (in the parent-side frame) and the
//! twist arc, with the child's current twist axis and reference for comparison.

use super::frame::{LineVertex, SceneFrame, ShapeVertex};
use crate::rig::Joint;
use crate::xform::Rigid;
use glam::{Quat, Vec3, Vec4};
use std::f32::consts::TAU;

const STEPS: usize = 48;

/// The direction of the frame's X axis swung to the boundary of the elliptical cone at
/// azimuth `phi` (rotation vector (0, s1·cos φ, s2·sin φ)).
pub fn cone_boundary(swing1: f32, swing2: f32, phi: f32) -> Vec3 {
    let v = Vec3::new(0.0, swing1 * phi.cos(), swing2 * phi.sin());
    let angle = v.length();
    if angle < 1e-9 {
        return Vec3::X;
    }
    Quat::from_axis_angle(v / angle, angle) * Vec3::X
}

pub fn push_limits(
    tris: &mut Vec<ShapeVertex>,
    lines: &mut Vec<LineVertex>,
    joint: &Joint,
    parent_frame: &Rigid,
    child_frame: &Rigid,
    length: f32,
) {
    let apex = parent_frame.translation;
    let fill = Vec4::new(1.0, 0.75, 0.2, 0.22);
    let edge = Vec4::new(1.0, 0.8, 0.3, 1.0);
    let rim: Vec<Vec3> = (0..=STEPS)
        .map(|k| {
            let phi = k as f32 / STEPS as f32 * TAU;
            apex + parent_frame.rotation * cone_boundary(joint.swing1, joint.swing2, phi) * length
        })
        .collect();
    for k in 0..STEPS {
        for (p, n) in [
            (apex, Vec3::ZERO),
            (rim[k], Vec3::ZERO),
            (rim[k + 1], Vec3::ZERO),
        ] {
            tris.push(ShapeVertex {
                pos: p.to_array(),
                normal: n.to_array(),
                color: fill.to_array(),
            });
        }
        SceneFrame::line(lines, rim[k], rim[k + 1], edge);
    }
    for k in (0..STEPS).step_by(STEPS / 4) {
        SceneFrame::line(lines, apex, rim[k], edge);
    }
    // Twist arc: the parent frame's Y axis rotated about X over [twist_min, twist_max].
    let r = length * 0.45;
    let twist_col = Vec4::new(0.3, 0.95, 0.95, 1.0);
    let arc: Vec<Vec3> = (0..=24)
        .map(|k| {
            let a = joint.twist_min + (joint.twist_max - joint.twist_min) * k as f32 / 24.0;
            apex + parent_frame.rotation * (Quat::from_rotation_x(a) * Vec3::Y) * r
        })
        .collect();
    for w in arc.windows(2) {
        SceneFrame::line(lines, w[0], w[1], twist_col);
    }
    SceneFrame::line(lines, apex, arc[0], twist_col);
    SceneFrame::line(lines, apex, arc[arc.len() - 1], twist_col);
    // The child's current twist axis (X) and reference (Y).
    let white = Vec4::new(1.0, 1.0, 1.0, 1.0);
    SceneFrame::line(
        lines,
        child_frame.translation,
        child_frame.translation + child_frame.rotation * Vec3::X * length * 1.1,
        white,
    );
    SceneFrame::line(
        lines,
        child_frame.translation,
        child_frame.translation + child_frame.rotation * Vec3::Y * r,
        white,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::limits::{cone_ratio, decompose};

    #[test]
    fn boundary_points_lie_on_the_ellipse() {
        let (s1, s2) = (30f32.to_radians(), 15f32.to_radians());
        for k in 0..12 {
            let phi = k as f32 * 0.5;
            let d = cone_boundary(s1, s2, phi);
            let q = Quat::from_rotation_arc(Vec3::X, d);
            let (sw, _) = decompose(q);
            assert!((cone_ratio(sw, s1, s2) - 1.0).abs() < 1e-3, "{phi}");
        }
    }
}
