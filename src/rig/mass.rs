//! Mass properties of body shapes (uniform density) and effective inertia about a joint.

use super::model::Shape;
use glam::Vec3;
use std::f32::consts::PI;

/// Shape volume, m³.
pub fn volume(shape: &Shape) -> f32 {
    match *shape {
        Shape::Capsule {
            radius: r,
            half_height: h,
        } => PI * r * r * (2.0 * h) + 4.0 / 3.0 * PI * r * r * r,
        Shape::Sphere { radius: r } => 4.0 / 3.0 * PI * r * r * r,
        Shape::Box { half_extents: e } => 8.0 * e.x * e.y * e.z,
    }
}

/// Principal moments of inertia about the centre of mass in the body frame, kg·m²
/// (capsule along Y: cylinder plus two hemispheres, each hemisphere's centroid offset included).
pub fn principal_inertia(shape: &Shape, mass: f32) -> Vec3 {
    match *shape {
        Shape::Capsule {
            radius: r,
            half_height: hh,
        } => {
            let h = 2.0 * hh;
            let vc = PI * r * r * h;
            let vs = 4.0 / 3.0 * PI * r * r * r;
            let rho = mass / (vc + vs);
            let (mc, ms) = (rho * vc, rho * vs);
            let axial = mc * r * r / 2.0 + ms * 2.0 * r * r / 5.0;
            let perp = mc * (h * h / 12.0 + r * r / 4.0)
                + ms * (2.0 * r * r / 5.0 + h * h / 4.0 + 3.0 * h * r / 8.0);
            Vec3::new(perp, axial, perp)
        }
        Shape::Sphere { radius: r } => Vec3::splat(0.4 * mass * r * r),
        Shape::Box { half_extents: e } => {
            let (x, y, z) = (2.0 * e.x, 2.0 * e.y, 2.0 * e.z);
            Vec3::new(y * y + z * z, x * x + z * z, x * x + y * y) * (mass / 12.0)
        }
    }
}

/// The smallest moment of inertia about axes through `anchor` (body frame), kg·m²: the
/// diagonal of the parallel-axis-shifted tensor, which is exact when the anchor lies on a
/// principal axis (as a joint on the capsule axis does).
pub fn min_inertia_about(shape: &Shape, mass: f32, anchor: Vec3) -> f32 {
    inertia_about(shape, mass, anchor).min_element()
}

/// Diagonal of the inertia tensor about `anchor` (body frame), kg·m² (parallel-axis theorem).
pub fn inertia_about(shape: &Shape, mass: f32, anchor: Vec3) -> Vec3 {
    let i = principal_inertia(shape, mass);
    let d = anchor;
    Vec3::new(
        i.x + mass * (d.y * d.y + d.z * d.z),
        i.y + mass * (d.x * d.x + d.z * d.z),
        i.z + mass * (d.x * d.x + d.y * d.y),
    )
}

/// Moment of inertia about the axis through `anchor` with direction `axis` (body frame), kg·m²:
/// `aᵀ (I_com + m(|d|²E − d dᵀ)) a` with the shape's principal axes along the body axes.
pub fn inertia_about_axis(shape: &Shape, mass: f32, anchor: Vec3, axis: Vec3) -> f32 {
    let a = axis.normalize_or(Vec3::X);
    let i = principal_inertia(shape, mass);
    let com = i.x * a.x * a.x + i.y * a.y * a.y + i.z * a.z * a.z;
    let d = anchor;
    com + mass * (d.length_squared() - d.dot(a).powi(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capsule_with_no_cylinder_is_a_sphere() {
        let s = Shape::Capsule {
            radius: 0.5,
            half_height: 0.0,
        };
        let i = principal_inertia(&s, 2.0);
        assert!((i - Vec3::splat(0.4 * 2.0 * 0.25)).length() < 1e-6);
        assert!((volume(&s) - 4.0 / 3.0 * PI * 0.125).abs() < 1e-6);
    }

    #[test]
    fn axis_inertia_matches_the_diagonal_on_body_axes() {
        let s = Shape::Capsule {
            radius: 0.05,
            half_height: 0.2,
        };
        let anchor = Vec3::new(0.0, -0.25, 0.0);
        let d = inertia_about(&s, 2.0, anchor);
        assert!((inertia_about_axis(&s, 2.0, anchor, Vec3::X) - d.x).abs() < 1e-6);
        assert!((inertia_about_axis(&s, 2.0, anchor, Vec3::Y) - d.y).abs() < 1e-6);
        // A 45° axis in the XY plane: the average of the two (the tensor has no XY product
        // term when the anchor lies on the Y axis).
        let a45 = inertia_about_axis(&s, 2.0, anchor, Vec3::new(1.0, 1.0, 0.0));
        assert!((a45 - 0.5 * (d.x + d.y)).abs() < 1e-6);
    }

    #[test]
    fn thin_capsule_tends_to_a_rod() {
        // Radius → 0: perpendicular inertia → m L² / 12.
        let s = Shape::Capsule {
            radius: 1e-4,
            half_height: 0.5,
        };
        let i = principal_inertia(&s, 3.0);
        assert!((i.x - 3.0 / 12.0).abs() < 1e-3, "{i:?}");
        // About an end, perpendicular to the rod: m L² / 3 = 1.
        let e = inertia_about(&s, 3.0, Vec3::new(0.0, 0.5, 0.0));
        assert!((e.x - 1.0).abs() < 1e-3, "{e:?}");
        // The smallest is the axial one, ~0.4·m·r² ≈ 0.
        assert!(min_inertia_about(&s, 3.0, Vec3::new(0.0, 0.5, 0.0)) < 1e-6);
    }
}
