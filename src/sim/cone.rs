//! The elliptical swing cone on top of rapier's circular coupled cone: before each step the
//! circular limit is re-aimed to the ellipse's radius in the current swing direction; after each
//! step any remaining overshoot is projected back onto the ellipse (the child rotated about the
//! joint anchor, the outward relative angular velocity removed).

use crate::rig::limits::{cone_ratio, swing_twist, swing_yz, twist_angle};
use glam::{Quat, Vec2, Vec3};

/// The ellipse's radius (rad) in the direction of the swing vector `dir` (θy, θz).
pub fn ellipse_radius(swing1: f32, swing2: f32, dir: Vec2) -> f32 {
    let d = dir.normalize_or(Vec2::X);
    1.0 / ((d.x / swing1.max(1e-6)).powi(2) + (d.y / swing2.max(1e-6)).powi(2)).sqrt()
}

/// The limit for the coming step given the current relative rotation.
pub fn coupled_limit(q_rel: Quat, swing1: f32, swing2: f32) -> f32 {
    let (s, _) = swing_twist(q_rel);
    ellipse_radius(swing1, swing2, swing_yz(s))
}

/// A relative rotation brought inside the ellipse and the twist range (with `slack` rad of
/// tolerance before anything is changed). Returns None when it is inside already.
pub fn project(
    q_rel: Quat,
    swing1: f32,
    swing2: f32,
    twist: (f32, f32),
    slack: f32,
) -> Option<Quat> {
    let (s, t) = swing_twist(q_rel);
    let sv = swing_yz(s);
    let ratio = cone_ratio(sv, swing1, swing2);
    let tw = twist_angle(t);
    let swing_out = ratio > 1.0 && sv.length() * (1.0 - 1.0 / ratio) > slack;
    let twist_out = tw < twist.0 - slack || tw > twist.1 + slack;
    if !swing_out && !twist_out {
        return None;
    }
    let sv = if ratio > 1.0 { sv / ratio } else { sv };
    let angle = sv.length();
    let swing = if angle > 1e-9 {
        Quat::from_axis_angle(Vec3::new(0.0, sv.x, sv.y) / angle, angle)
    } else {
        Quat::IDENTITY
    };
    let twist = Quat::from_rotation_x(tw.clamp(twist.0, twist.1));
    Some((swing * twist).normalize())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::limits::decompose;

    #[test]
    fn radius_on_the_axes_is_the_half_angle() {
        let (a, b) = (0.5, 0.25);
        assert!((ellipse_radius(a, b, Vec2::X) - a).abs() < 1e-6);
        assert!((ellipse_radius(a, b, Vec2::Y) - b).abs() < 1e-6);
    }

    #[test]
    fn projection_lands_on_the_ellipse_and_keeps_twist_in_range() {
        let (s1, s2) = (30f32.to_radians(), 15f32.to_radians());
        let q = Quat::from_axis_angle(Vec3::new(0.0, 1.0, 1.0).normalize(), 0.6)
            * Quat::from_rotation_x(0.5);
        let p = project(q, s1, s2, (-0.35, 0.35), 0.0).unwrap();
        let (sw, tw) = decompose(p);
        assert!((cone_ratio(sw, s1, s2) - 1.0).abs() < 1e-4);
        assert!((tw - 0.35).abs() < 1e-5);
        // Inside: untouched.
        assert!(project(Quat::from_rotation_z(0.1), s1, s2, (-0.35, 0.35), 0.0).is_none());
    }
}
