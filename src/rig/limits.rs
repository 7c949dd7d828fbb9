//! Swing–twist decomposition and the elliptical swing cone (twist about the frame's X axis,
//! swing1 about Y, swing2 about Z: PhysX D6 / Jolt semantics).

use glam::{Quat, Vec2};

/// Swing-cone aspect (larger half-angle over smaller) above which a cone is too thin to hold
/// (it jitters between its sides): the doctor warns above it and the limit fitter stays inside.
pub const MAX_CONE_ASPECT: f32 = 6.0;

/// A twist range reaching past ±179.5° on both sides leaves the twist free: no twist limit on
/// either engine (Jolt frees it from the same angle). The fitter writes `[−180°, 180°]` for a
/// joint its clips turn a full revolution.
pub const FREE_TWIST_FROM: f32 = 179.5 * std::f32::consts::PI / 180.0;

/// Whether the twist range `[twist_min, twist_max]` (radians) leaves the twist free.
pub fn twist_is_free(twist_min: f32, twist_max: f32) -> bool {
    twist_min < -FREE_TWIST_FROM && twist_max > FREE_TWIST_FROM
}

/// `q = swing · twist` with twist about +X. Both returned with w ≥ 0.
pub fn swing_twist(q: Quat) -> (Quat, Quat) {
    let q = if q.w < 0.0 { -q } else { q };
    let t = Quat::from_xyzw(q.x, 0.0, 0.0, q.w);
    let twist = if t.length_squared() < 1e-12 {
        // A 180° swing: twist is undefined; take none.
        Quat::IDENTITY
    } else {
        t.normalize()
    };
    let swing = q * twist.inverse();
    let swing = if swing.w < 0.0 { -swing } else { swing };
    (swing, twist)
}

/// Twist angle about +X in (-π, π].
pub fn twist_angle(twist: Quat) -> f32 {
    2.0 * twist.x.atan2(twist.w)
}

/// The swing as a rotation vector's (Y, Z) components, radians (the swing has no X part).
pub fn swing_yz(swing: Quat) -> Vec2 {
    let v = glam::Vec3::new(swing.x, swing.y, swing.z);
    let s = v.length();
    if s < 1e-9 {
        return Vec2::ZERO;
    }
    let angle = 2.0 * s.atan2(swing.w);
    Vec2::new(swing.y, swing.z) * (angle / s)
}

/// Normalised elliptical-cone measure: ≤ 1 inside the cone with half-angles (swing1 about Y,
/// swing2 about Z). `sqrt((θy/s1)² + (θz/s2)²)`.
pub fn cone_ratio(swing: Vec2, swing1: f32, swing2: f32) -> f32 {
    let a = swing.x / swing1.max(1e-6);
    let b = swing.y / swing2.max(1e-6);
    (a * a + b * b).sqrt()
}

/// The ellipse's radius (rad) in the direction of the swing vector `dir` (θy, θz).
pub fn ellipse_radius(swing1: f32, swing2: f32, dir: Vec2) -> f32 {
    let d = dir.normalize_or(Vec2::X);
    1.0 / ((d.x / swing1.max(1e-6)).powi(2) + (d.y / swing2.max(1e-6)).powi(2)).sqrt()
}

/// Swing and twist of a relative rotation, as (θy, θz, twist) radians.
pub fn decompose(q_rel: Quat) -> (Vec2, f32) {
    let (s, t) = swing_twist(q_rel);
    (swing_yz(s), twist_angle(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    #[test]
    fn decomposition_recovers_known_angles() {
        // twist 0.3 about X, then swing 0.4 about Z: q = swing · twist
        let q = Quat::from_rotation_z(0.4) * Quat::from_rotation_x(0.3);
        let (sw, tw) = decompose(q);
        assert!((tw - 0.3).abs() < 1e-5, "{tw}");
        assert!((sw - Vec2::new(0.0, 0.4)).length() < 1e-5, "{sw:?}");
        let (s, t) = swing_twist(q);
        assert!(((s * t) - q).length() < 1e-6);
        // swing leaves X's image perpendicular motion only: the swing has no X component.
        assert!(s.x.abs() < 1e-6);
    }

    #[test]
    fn radius_on_the_axes_is_the_half_angle() {
        let (a, b) = (0.5, 0.25);
        assert!((ellipse_radius(a, b, Vec2::X) - a).abs() < 1e-6);
        assert!((ellipse_radius(a, b, Vec2::Y) - b).abs() < 1e-6);
        // Off the axes: on the ellipse (ratio 1).
        let d = Vec2::new(0.6, 0.8);
        assert!((cone_ratio(d * ellipse_radius(a, b, d), a, b) - 1.0).abs() < 1e-5);
    }

    #[test]
    fn cone_ratio_on_the_ellipse_is_one() {
        let (s1, s2) = (30f32.to_radians(), 15f32.to_radians());
        // A direction at 45° in the YZ plane on the ellipse boundary.
        let dir = Vec2::new(1.0, 1.0).normalize();
        let r = 1.0 / ((dir.x / s1).powi(2) + (dir.y / s2).powi(2)).sqrt();
        let q = Quat::from_axis_angle(Vec3::new(0.0, dir.x, dir.y), r);
        let (sw, _) = decompose(q);
        assert!((cone_ratio(sw, s1, s2) - 1.0).abs() < 1e-4);
    }
}
