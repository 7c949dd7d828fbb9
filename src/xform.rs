//! Rigid and similarity transforms (rotation + translation, optional uniform scale).

use glam::{Mat4, Quat, Vec3};

/// A local node transform as glTF stores it: translation (m), rotation, scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Xform {
    pub translation: Vec3,
    pub rotation: Quat,
    pub scale: Vec3,
}

impl Default for Xform {
    fn default() -> Self {
        Self::IDENTITY
    }
}

impl Xform {
    pub const IDENTITY: Self = Self {
        translation: Vec3::ZERO,
        rotation: Quat::IDENTITY,
        scale: Vec3::ONE,
    };

    pub fn from_rt(rotation: Quat, translation: Vec3) -> Self {
        Self {
            translation,
            rotation,
            scale: Vec3::ONE,
        }
    }

    pub fn to_mat4(&self) -> Mat4 {
        Mat4::from_scale_rotation_translation(self.scale, self.rotation, self.translation)
    }

    /// True when the scale is the same on all three axes (relative tolerance 1e-4).
    pub fn is_uniform_scale(&self) -> bool {
        let s = self.scale;
        let m = s.abs().max_element().max(1e-12);
        (s.x - s.y).abs() / m < 1e-4 && (s.y - s.z).abs() / m < 1e-4
    }
}

/// A rigid transform: rotation then translation (`p' = R p + t`). `T_XY` maps Y into X.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rigid {
    pub rotation: Quat,
    pub translation: Vec3,
}

impl Default for Rigid {
    fn default() -> Self {
        Self::IDENTITY
    }
}

impl Rigid {
    pub const IDENTITY: Self = Self {
        rotation: Quat::IDENTITY,
        translation: Vec3::ZERO,
    };

    pub fn new(rotation: Quat, translation: Vec3) -> Self {
        Self {
            rotation,
            translation,
        }
    }

    /// The rigid part of a matrix with rotation, translation and (any) scale.
    pub fn from_mat4(m: &Mat4) -> Self {
        let (_s, r, t) = m.to_scale_rotation_translation();
        Self::new(r.normalize(), t)
    }

    pub fn mul(&self, other: &Rigid) -> Rigid {
        Rigid::new(
            (self.rotation * other.rotation).normalize(),
            self.rotation * other.translation + self.translation,
        )
    }

    pub fn inverse(&self) -> Rigid {
        let r = self.rotation.inverse();
        Rigid::new(r, -(r * self.translation))
    }

    pub fn transform_point(&self, p: Vec3) -> Vec3 {
        self.rotation * p + self.translation
    }

    pub fn to_mat4(&self) -> Mat4 {
        Mat4::from_rotation_translation(self.rotation, self.translation)
    }

    pub fn is_finite(&self) -> bool {
        self.rotation.is_finite() && self.translation.is_finite()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rigid_inverse_composes_to_identity() {
        let a = Rigid::new(
            Quat::from_euler(glam::EulerRot::XYZ, 0.3, -1.1, 2.0),
            Vec3::new(1.0, -2.0, 0.5),
        );
        let p = Vec3::new(0.2, 0.7, -3.0);
        let q = a.inverse().transform_point(a.transform_point(p));
        assert!((q - p).length() < 1e-5);
        let m = a.to_mat4().transform_point3(p);
        assert!((m - a.transform_point(p)).length() < 1e-5);
    }
}

/// Snap a unit vector to the nearest signed world axis when within ~2° (cos > 0.9994).
pub fn snap_axis(v: glam::Vec3) -> glam::Vec3 {
    for a in [glam::Vec3::X, glam::Vec3::Y, glam::Vec3::Z] {
        for s in [a, -a] {
            if v.dot(s) > 0.9994 {
                return s;
            }
        }
    }
    v
}

/// A right-handed rotation whose X axis is `x` and whose Y axis is `y_hint` made orthogonal to it.
/// Returns `None` when the two are (nearly) parallel or zero.
pub fn frame_from_x_y(x: glam::Vec3, y_hint: glam::Vec3) -> Option<Quat> {
    let x = x.try_normalize()?;
    let z = x.cross(y_hint).try_normalize()?;
    let y = z.cross(x);
    Some(Quat::from_mat3(&glam::Mat3::from_cols(x, y, z)).normalize())
}

/// The left/right mirror (across the character's YZ plane, x → −x) of a joint or body frame,
/// kept right-handed: the X and Y axes are reflected, the Z axis is reflected and flipped, so
/// the twist axis X still points along the bone. A mirrored motion then has the same swing2
/// (about Z) but the opposite twist and swing1 sign in the mirrored frame: symmetric swing
/// half-angles carry over unchanged, and a twist range [min, max] becomes [−max, −min].
pub fn mirror_rotation(q: Quat) -> Quat {
    let m = glam::Mat3::from_quat(q);
    let r = |v: glam::Vec3| glam::Vec3::new(-v.x, v.y, v.z);
    Quat::from_mat3(&glam::Mat3::from_cols(
        r(m.x_axis),
        r(m.y_axis),
        -r(m.z_axis),
    ))
    .normalize()
}

/// Mirror of a rigid transform across the YZ plane (see [`mirror_rotation`]).
pub fn mirror_rigid(t: &Rigid) -> Rigid {
    Rigid::new(
        mirror_rotation(t.rotation),
        Vec3::new(-t.translation.x, t.translation.y, t.translation.z),
    )
}

#[cfg(test)]
mod frame_tests {
    use super::*;

    #[test]
    fn frame_axes_are_as_asked() {
        let q = frame_from_x_y(Vec3::NEG_Y, Vec3::X).unwrap();
        assert!((q * Vec3::X - Vec3::NEG_Y).length() < 1e-6);
        assert!((q * Vec3::Y - Vec3::X).length() < 1e-6);
        assert!((q * Vec3::Z - Vec3::Z).length() < 1e-6);
        assert!(frame_from_x_y(Vec3::X, Vec3::X * 2.0).is_none());
    }

    #[test]
    fn mirror_maps_the_left_arm_frame_to_the_right_and_back() {
        // Left arm frame: identity (X along +X). Right: X along −X, Y up, Z backward.
        let r = mirror_rotation(Quat::IDENTITY);
        assert!((r * Vec3::X - Vec3::NEG_X).length() < 1e-6);
        assert!((r * Vec3::Y - Vec3::Y).length() < 1e-6);
        assert!((r * Vec3::Z - Vec3::NEG_Z).length() < 1e-6);
        let q = Quat::from_euler(glam::EulerRot::XYZ, 0.4, -0.9, 1.3);
        let back = mirror_rotation(mirror_rotation(q));
        assert!((back - q).length() < 1e-5 || (back + q).length() < 1e-5);
    }
}
