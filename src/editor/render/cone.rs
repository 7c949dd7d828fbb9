//! The selected joint's limits: the elliptical swing cone (in the parent-side frame) and the
//! twist arc, with the child's current twist axis and reference for comparison; and the clip
//! samples of the joint (where the child's X points at every clip frame) as dots on the cone,
//! coloured by clip (red outside the limits), with their twists as ticks on the twist arc.

use super::frame::{LineVertex, SceneFrame, ShapeVertex};
use crate::fit::motion::{MotionSample, sample_margin};
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

/// A colour per clip (cycled), linear RGBA.
pub fn clip_color(clip: usize) -> Vec4 {
    const P: [[f32; 3]; 8] = [
        [0.30, 0.75, 1.00],
        [0.45, 0.95, 0.45],
        [1.00, 0.85, 0.25],
        [0.80, 0.55, 1.00],
        [0.30, 1.00, 0.90],
        [1.00, 0.60, 0.85],
        [0.70, 0.85, 0.35],
        [1.00, 0.55, 0.20],
    ];
    let c = P[clip % P.len()];
    Vec4::new(c[0], c[1], c[2], 1.0)
}

/// Red: a sample outside the limits.
pub const OUTSIDE: Vec4 = Vec4::new(1.0, 0.15, 0.1, 1.0);

/// The point a sample's child X axis reaches on a cone of `length` drawn from `parent_frame`.
pub fn sample_point(s: &MotionSample, parent_frame: &Rigid, length: f32) -> Vec3 {
    parent_frame.translation + parent_frame.rotation * (s.q * Vec3::X) * length
}

/// The clip samples of the selected joint: a small cross per sample on the cone, a tick per
/// sample on the twist arc; `current` (clip, frame) drawn larger in white.
pub fn push_samples(
    lines: &mut Vec<LineVertex>,
    samples: &[MotionSample],
    joint: &Joint,
    parent_frame: &Rigid,
    length: f32,
    current: Option<(usize, usize)>,
) {
    let limits = [joint.swing1, joint.swing2, joint.twist_min, joint.twist_max];
    let dot = length * 0.025;
    let r = length * 0.45;
    let mut now = None;
    for s in samples {
        let m = sample_margin(s, limits);
        let inside = m.swing >= -1e-4 && m.twist >= -1e-4;
        let col = if inside { clip_color(s.clip) } else { OUTSIDE };
        let p = sample_point(s, parent_frame, length);
        for a in [Vec3::X, Vec3::Y, Vec3::Z] {
            SceneFrame::line(lines, p - a * dot, p + a * dot, col);
        }
        let tick = parent_frame.rotation * (Quat::from_rotation_x(s.twist) * Vec3::Y);
        let c = parent_frame.translation;
        SceneFrame::line(lines, c + tick * r * 0.9, c + tick * r * 1.1, col);
        if current == Some((s.clip, s.frame)) {
            now = Some((p, tick));
        }
    }
    if let Some((p, tick)) = now {
        let white = Vec4::new(1.0, 1.0, 1.0, 1.0);
        let big = dot * 3.0;
        for a in [Vec3::X, Vec3::Y, Vec3::Z] {
            SceneFrame::line(lines, p - a * big, p + a * big, white);
        }
        let c = parent_frame.translation;
        SceneFrame::line(lines, c + tick * r * 0.75, c + tick * r * 1.25, white);
    }
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

    #[test]
    fn a_sample_dot_sits_where_the_child_axis_points() {
        // A sample swung 30° about Z from a frame at (1, 2, 3) turned 90° about Y.
        let q = Quat::from_rotation_z(30f32.to_radians());
        let (swing, twist) = decompose(q);
        let s = MotionSample {
            clip: 0,
            frame: 0,
            q,
            swing,
            twist,
        };
        let f = Rigid::new(
            Quat::from_rotation_y(std::f32::consts::FRAC_PI_2),
            Vec3::new(1.0, 2.0, 3.0),
        );
        let p = sample_point(&s, &f, 2.0);
        let expect = Vec3::new(1.0, 2.0, 3.0)
            + Quat::from_rotation_y(std::f32::consts::FRAC_PI_2)
                * Vec3::new(30f32.to_radians().cos(), 30f32.to_radians().sin(), 0.0)
                * 2.0;
        assert!((p - expect).length() < 1e-5, "{p} {expect}");
    }
}
