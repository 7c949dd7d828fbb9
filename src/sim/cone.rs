//! The elliptical swing cone and twist range in the rig's convention (see
//! [`crate::rig::limits`]): bringing a relative rotation inside them. The engines hold the
//! limits themselves; this keeps drive targets inside (a target beyond a limit would only push
//! the drive against it).

use crate::rig::limits::{cone_ratio, swing_twist, swing_yz, twist_angle};
use glam::{Quat, Vec3};

/// A relative rotation brought inside the ellipse and the twist range (with `slack` rad of
/// tolerance before anything is changed). Returns None when it is inside already. Safe for any
/// numbers: an inverted or non-finite range leaves the twist as it is.
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
    let twist_ok = twist.0.is_finite() && twist.1.is_finite() && twist.0 <= twist.1;
    let twist_out = twist_ok && (tw < twist.0 - slack || tw > twist.1 + slack);
    if !swing_out && !twist_out {
        return None;
    }
    let sv = if ratio > 1.0 && ratio.is_finite() {
        sv / ratio
    } else {
        sv
    };
    let angle = sv.length();
    let swing = if angle > 1e-9 {
        Quat::from_axis_angle(Vec3::new(0.0, sv.x, sv.y) / angle, angle)
    } else {
        Quat::IDENTITY
    };
    let tw = if twist_ok {
        tw.clamp(twist.0, twist.1)
    } else {
        tw
    };
    Some((swing * Quat::from_rotation_x(tw)).normalize())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::limits::decompose;

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

    #[test]
    fn an_inverted_or_nan_twist_range_does_not_panic() {
        let q = Quat::from_rotation_x(0.8);
        assert!(project(q, 0.5, 0.5, (0.3, -0.3), 0.0).is_none());
        assert!(project(q, 0.5, 0.5, (f32::NAN, 0.3), 0.0).is_none());
        let swung = Quat::from_rotation_z(1.2);
        let p = project(swung, 0.5, 0.5, (0.3, -0.3), 0.0).unwrap();
        assert!(p.is_finite());
    }
}
