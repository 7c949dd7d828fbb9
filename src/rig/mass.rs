//! Mass properties of body shapes (uniform density) and effective inertia about a joint, and the
//! light-link rule: a body between two others should not be much easier to turn about its
//! joints than its lighter neighbour (see [`light_links`]).

use super::model::{Body, Rig, Shape, WORLD};
use glam::Vec3;
use std::f32::consts::PI;

/// The centre of mass of the bodies placed at `placed` (world poses of their centres, rig
/// order; a body without a pose is left out) and their total mass: (m, kg). `None` when no
/// placed body has mass.
pub fn centre_of_mass(rig: &Rig, placed: &[Option<crate::xform::Rigid>]) -> Option<(Vec3, f32)> {
    let (mut sum, mut mass) = (Vec3::ZERO, 0.0f32);
    for (b, p) in rig.bodies.iter().zip(placed) {
        if let Some(p) = p
            && b.mass.is_finite()
            && b.mass > 0.0
        {
            sum += p.translation * b.mass;
            mass += b.mass;
        }
    }
    (mass > 0.0).then(|| (sum / mass, mass))
}

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

impl Body {
    /// The inertia scale the simulation uses: the body's, or 1 when it is not a positive finite
    /// number (the doctor reports those).
    pub fn effective_inertia_scale(&self) -> f32 {
        if self.inertia_scale.is_finite() && self.inertia_scale > 0.0 {
            self.inertia_scale
        } else {
            1.0
        }
    }

    /// Principal moments of inertia about the centre of mass (body frame), kg·m²: the shape's
    /// at this mass, times the inertia scale.
    pub fn inertia(&self) -> Vec3 {
        principal_inertia(&self.shape, self.mass) * self.effective_inertia_scale()
    }

    /// Diagonal of the inertia tensor about `anchor` (body frame), kg·m².
    pub fn inertia_about(&self, anchor: Vec3) -> Vec3 {
        let i = self.inertia();
        let (d, m) = (anchor, self.mass);
        Vec3::new(
            i.x + m * (d.y * d.y + d.z * d.z),
            i.y + m * (d.x * d.x + d.z * d.z),
            i.z + m * (d.x * d.x + d.y * d.y),
        )
    }

    /// The smallest diagonal moment about `anchor` (body frame), kg·m².
    pub fn min_inertia_about(&self, anchor: Vec3) -> f32 {
        self.inertia_about(anchor).min_element()
    }

    /// Moment of inertia about the axis through `anchor` with direction `axis`, kg·m².
    pub fn inertia_about_axis(&self, anchor: Vec3, axis: Vec3) -> f32 {
        let a = axis.normalize_or(Vec3::X);
        let i = self.inertia();
        let com = i.x * a.x * a.x + i.y * a.y * a.y + i.z * a.z * a.z;
        com + self.mass * (anchor.length_squared() - anchor.dot(a).powi(2))
    }
}

/// A middle body (one parent joint and at least one child joint) may be at most this many
/// times easier to turn about a joint than the neighbour across it, for at least one of its
/// joints: otherwise it is a light link.
pub const LIGHT_LINK_RATIO: f32 = 2.0;
/// The largest inertia scale the light-link rule proposes.
pub const MAX_INERTIA_SCALE: f32 = 50.0;

/// One side of a light link: the neighbour across a joint and both moments about its anchor.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkSide {
    pub joint: String,
    pub neighbour: String,
    /// The body's smallest moment about the joint's anchor, kg·m².
    pub body_moment: f32,
    /// The neighbour's, kg·m².
    pub neighbour_moment: f32,
}

/// A light body between two or more heavier ones (a neck between chest and head): the
/// iterative solver moves it back and forth between its joints instead of holding them, so
/// its joints drift past their limits. Raising its inertia to `scale` makes it at least
/// `1 / LIGHT_LINK_RATIO` as hard to turn as its lighter neighbour about their shared joint
/// (masses, and so the motion of the whole, unchanged).
#[derive(Clone, Debug, PartialEq)]
pub struct LightLink {
    pub body: String,
    pub sides: Vec<LinkSide>,
    /// The inertia scale that ends it.
    pub scale: f32,
}

fn moment_of(body: &Body, anchor: Vec3, scale: f32) -> f32 {
    let mut b = body.clone();
    b.inertia_scale = scale;
    b.min_inertia_about(anchor)
}

/// Every light link of the rig, with the inertia scale each needs.
pub fn light_links(rig: &Rig) -> Vec<LightLink> {
    let mut out = Vec::new();
    for (bi, body) in rig.bodies.iter().enumerate() {
        // (joint, neighbour index, the anchor in this body's frame, the anchor in the other's)
        let mut sides = Vec::new();
        let mut has_parent = false;
        let mut has_child = false;
        for j in &rig.joints {
            let (other, mine, theirs) = if j.child == body.name {
                has_parent = true;
                (
                    &j.parent,
                    j.child_frame.translation,
                    j.parent_frame.translation,
                )
            } else if j.parent == body.name {
                has_child = true;
                (
                    &j.child,
                    j.parent_frame.translation,
                    j.child_frame.translation,
                )
            } else {
                continue;
            };
            if other == WORLD {
                continue;
            }
            if let Some(oi) = rig.body_index(other)
                && oi != bi
            {
                sides.push((j.name.clone(), oi, mine, theirs));
            }
        }
        if !(has_parent && has_child) || sides.len() < 2 {
            continue;
        }
        let current = body.effective_inertia_scale();
        let light = |scale: f32| {
            sides.iter().all(|(_, oi, mine, theirs)| {
                let n = rig.bodies[*oi].min_inertia_about(*theirs);
                n > LIGHT_LINK_RATIO * moment_of(body, *mine, scale)
            })
        };
        if !light(current) {
            continue;
        }
        // The smallest scale that is no longer light (the moment grows with the scale).
        let (mut lo, mut hi) = (current, MAX_INERTIA_SCALE.max(current));
        if light(hi) {
            lo = hi;
        } else {
            for _ in 0..40 {
                let mid = 0.5 * (lo + hi);
                if light(mid) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
        }
        // Rounded up to two significant digits (file-friendly, still past the bound).
        let scale = round_up_2(hi.max(lo));
        out.push(LightLink {
            body: body.name.clone(),
            sides: sides
                .iter()
                .map(|(joint, oi, mine, theirs)| LinkSide {
                    joint: joint.clone(),
                    neighbour: rig.bodies[*oi].name.clone(),
                    body_moment: body.min_inertia_about(*mine),
                    neighbour_moment: rig.bodies[*oi].min_inertia_about(*theirs),
                })
                .collect(),
            scale,
        });
    }
    out
}

/// Up to two significant digits, never rounded down (so a bound is still met after rounding).
pub(crate) fn round_up_2(x: f32) -> f32 {
    if !(x.is_finite() && x > 0.0) {
        return x;
    }
    let e = x.log10().floor() as i32 - 1;
    let digits = (x / 10f32.powi(e)).ceil();
    // Divided by a power of ten, not multiplied by its inverse: 21 / 10 is the f32 nearest to
    // 2.1, 21 × 0.1 is not.
    if e < 0 {
        digits / 10f32.powi(-e)
    } else {
        digits * 10f32.powi(e)
    }
}

/// Give every light link the inertia scale it needs; returns what changed (body, old, new).
pub fn fix_light_links(rig: &mut Rig) -> Vec<(String, f32, f32)> {
    let mut changed = Vec::new();
    for l in light_links(rig) {
        if let Some(i) = rig.body_index(&l.body) {
            let old = rig.bodies[i].inertia_scale;
            rig.bodies[i].inertia_scale = l.scale;
            changed.push((l.body, old, l.scale));
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_of_mass_weighs_the_placed_bodies() {
        let mut rig = Rig::empty("none.glb");
        for (name, mass) in [("a", 1.0), ("b", 3.0), ("c", 5.0)] {
            rig.bodies.push(Body {
                name: name.into(),
                bone: name.into(),
                shape: Shape::Sphere { radius: 0.1 },
                offset: crate::xform::Rigid::IDENTITY,
                mass,
                inertia_scale: 1.0,
                friction: 0.8,
                restitution: 0.0,
                simulated: true,
                hand_tuned: false,
            });
        }
        let at = |x: f32| {
            Some(crate::xform::Rigid::new(
                glam::Quat::IDENTITY,
                Vec3::new(x, 1.0, 0.0),
            ))
        };
        // c has no pose: left out; (1·0 + 3·4) / 4 = 3.
        let (c, m) = centre_of_mass(&rig, &[at(0.0), at(4.0), None]).unwrap();
        assert_eq!(m, 4.0);
        assert!((c - Vec3::new(3.0, 1.0, 0.0)).length() < 1e-6, "{c}");
        assert!(centre_of_mass(&rig, &[None, None, None]).is_none());
    }

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
