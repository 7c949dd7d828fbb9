//! Small geometric queries used by the rig doctor and the editor (no physics engine needed).

use glam::Vec3;

/// Closest distance between segments [p0, p1] and [q0, q1] (Ericson, Real-Time Collision
/// Detection §5.1.9).
pub fn segment_segment_distance(p0: Vec3, p1: Vec3, q0: Vec3, q1: Vec3) -> f32 {
    let d1 = p1 - p0;
    let d2 = q1 - q0;
    let r = p0 - q0;
    let a = d1.dot(d1);
    let e = d2.dot(d2);
    let f = d2.dot(r);
    let eps = 1e-12;
    let (s, t);
    if a <= eps && e <= eps {
        return (p0 - q0).length();
    }
    if a <= eps {
        s = 0.0;
        t = (f / e).clamp(0.0, 1.0);
    } else {
        let c = d1.dot(r);
        if e <= eps {
            t = 0.0;
            s = (-c / a).clamp(0.0, 1.0);
        } else {
            let b = d1.dot(d2);
            let denom = a * e - b * b;
            let s0 = if denom > eps {
                ((b * f - c * e) / denom).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let t0 = (b * s0 + f) / e;
            if t0 < 0.0 {
                t = 0.0;
                s = (-c / a).clamp(0.0, 1.0);
            } else if t0 > 1.0 {
                t = 1.0;
                s = ((b - c) / a).clamp(0.0, 1.0);
            } else {
                t = t0;
                s = s0;
            }
        }
    }
    ((p0 + d1 * s) - (q0 + d2 * t)).length()
}

/// Distance from a point to the segment [a, b].
pub fn point_segment_distance(p: Vec3, a: Vec3, b: Vec3) -> f32 {
    let ab = b - a;
    let l2 = ab.length_squared();
    let t = if l2 > 0.0 {
        ((p - a).dot(ab) / l2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (p - (a + ab * t)).length()
}

/// Ray against a capsule (segment [a, b], radius r): the smallest t ≥ 0 with
/// `origin + t·dir` on the surface, if any. `dir` need not be normalised.
pub fn ray_capsule(origin: Vec3, dir: Vec3, a: Vec3, b: Vec3, r: f32) -> Option<f32> {
    // Sample-free approach: minimise distance along the ray by bisection on the convex
    // function f(t) = dist(ray(t), segment) - r.
    let d = dir.normalize_or_zero();
    if d == Vec3::ZERO {
        return None;
    }
    let f = |t: f32| point_segment_distance(origin + d * t, a, b) - r;
    // Closest approach: golden-section search over a bounded range.
    let far = (origin - a).length().max((origin - b).length()) + r + 1.0;
    let (mut lo, mut hi) = (0.0f32, far);
    for _ in 0..80 {
        let m1 = lo + (hi - lo) * 0.382;
        let m2 = lo + (hi - lo) * 0.618;
        if f(m1) < f(m2) {
            hi = m2;
        } else {
            lo = m1;
        }
    }
    let tmin = 0.5 * (lo + hi);
    if f(tmin) > 0.0 {
        return None;
    }
    if f(0.0) <= 0.0 {
        return Some(0.0);
    }
    // f decreases on [0, tmin]: bisect for the entry point.
    let (mut lo, mut hi) = (0.0f32, tmin);
    for _ in 0..60 {
        let m = 0.5 * (lo + hi);
        if f(m) > 0.0 {
            lo = m;
        } else {
            hi = m;
        }
    }
    Some(hi / dir.length())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_and_crossing_segments() {
        // Two parallel unit segments 2 m apart.
        let d = segment_segment_distance(
            Vec3::ZERO,
            Vec3::X,
            Vec3::new(0.0, 2.0, 0.0),
            Vec3::new(1.0, 2.0, 0.0),
        );
        assert!((d - 2.0).abs() < 1e-6);
        // Crossing at right angles, offset by 0.5 in z.
        let d = segment_segment_distance(
            Vec3::new(-1.0, 0.0, 0.0),
            Vec3::new(1.0, 0.0, 0.0),
            Vec3::new(0.0, -1.0, 0.5),
            Vec3::new(0.0, 1.0, 0.5),
        );
        assert!((d - 0.5).abs() < 1e-6);
        // End-to-end collinear with a 0.25 gap.
        let d = segment_segment_distance(
            Vec3::ZERO,
            Vec3::X,
            Vec3::new(1.25, 0.0, 0.0),
            Vec3::new(3.0, 0.0, 0.0),
        );
        assert!((d - 0.25).abs() < 1e-6);
    }

    #[test]
    fn ray_hits_capsule_side_and_cap() {
        // Capsule along Y from -1 to 1, radius 0.5; ray from x = -5 along +X hits at x = -0.5.
        let t = ray_capsule(
            Vec3::new(-5.0, 0.0, 0.0),
            Vec3::X,
            Vec3::NEG_Y,
            Vec3::Y,
            0.5,
        )
        .unwrap();
        assert!((t - 4.5).abs() < 1e-4, "{t}");
        // From above along -Y: hits the cap at y = 1.5.
        let t = ray_capsule(
            Vec3::new(0.0, 5.0, 0.0),
            Vec3::NEG_Y,
            Vec3::NEG_Y,
            Vec3::Y,
            0.5,
        )
        .unwrap();
        assert!((t - 3.5).abs() < 1e-4, "{t}");
        // Missing ray.
        assert!(
            ray_capsule(
                Vec3::new(-5.0, 2.0, 0.0),
                Vec3::X,
                Vec3::NEG_Y,
                Vec3::Y,
                0.5
            )
            .is_none()
        );
    }
}
