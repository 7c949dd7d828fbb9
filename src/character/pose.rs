//! Poses: a local transform per node, and helpers to blend and compare them.

use crate::xform::Xform;

/// Linear blend of translation and scale, short-arc slerp of rotation; `w` = 0 gives `a`.
pub fn blend(a: &[Xform], b: &[Xform], w: f32) -> Vec<Xform> {
    a.iter()
        .zip(b)
        .map(|(x, y)| Xform {
            translation: x.translation.lerp(y.translation, w),
            rotation: x.rotation.slerp(y.rotation, w).normalize(),
            scale: x.scale.lerp(y.scale, w),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{Quat, Vec3};

    #[test]
    fn blend_endpoints_and_midpoint() {
        let a = vec![Xform::IDENTITY];
        let b = vec![Xform {
            translation: Vec3::new(2.0, 0.0, 0.0),
            rotation: Quat::from_rotation_y(1.0),
            scale: Vec3::ONE,
        }];
        let m = blend(&a, &b, 0.5);
        assert!((m[0].translation.x - 1.0).abs() < 1e-6);
        assert!((m[0].rotation - Quat::from_rotation_y(0.5)).length() < 1e-6);
        assert_eq!(blend(&a, &b, 0.0)[0], a[0]);
    }
}
