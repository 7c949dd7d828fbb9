//! The standing capsule a get-up needs (the placed root is checked with the standing
//! capsule before the transition starts).
//!
//! Derived from the rig and the get-up clip's standing pose, its LAST frame (`t = duration`),
//! posed with the character root at identity (the clip's own space), then placed under the
//! chosen root `T_WR`:
//! * height `H` = the highest point of any body: `max_i (y of its segment ends + radius)`,
//!   with each body's shape as [`crate::rig::Shape::as_capsule`] (a box as its capsule);
//! * radius `r` = half the larger horizontal extent (x or z) of the axis-aligned box around the
//!   pelvis and chest bodies (`recovery.pelvis`, `recovery.chest`), clamped to
//!   [[`MIN_RADIUS`], [`MAX_RADIUS`]]: the torso's width, not the arms' reach;
//! * axis: vertical through the standing pelvis body's centre (x, z);
//! * bottom sphere centre at `y = STEP_HEIGHT + r` (the capsule floats [`STEP_HEIGHT`] = 5 cm
//!   above the root's ground level, so flat ground does not block it but a step or a slope
//!   rising more than 5 cm under it does), top sphere centre at `y = max(H − r, bottom)`.
//!
//! Returns None when the rig's pelvis or chest body or a bone is missing, or the pose is not
//! finite.

use crate::character::{Character, Clip};
use crate::rig::Rig;
use crate::rig::rest::body_world;
use crate::xform::Rigid;
use glam::Vec3;
use serde::Serialize;

/// Clearance of the capsule's bottom above the root's ground level, m.
pub const STEP_HEIGHT: f32 = 0.05;
/// Radius limits, m.
pub const MIN_RADIUS: f32 = 0.1;
pub const MAX_RADIUS: f32 = 0.6;

/// A vertical capsule in the world: the centres of its end spheres and its radius (m).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct StandCapsule {
    pub bottom: Vec3,
    pub top: Vec3,
    pub radius: f32,
}

impl StandCapsule {
    pub fn is_valid(&self) -> bool {
        self.bottom.is_finite()
            && self.top.is_finite()
            && self.radius.is_finite()
            && self.radius > 0.0
    }

    /// Total height from the lowest to the highest point, m.
    pub fn height(&self) -> f32 {
        (self.top - self.bottom).length() + 2.0 * self.radius
    }
}

/// The standing capsule of `clip`'s last frame placed under `root` (see the module docs).
pub fn stand_capsule(rig: &Rig, ch: &Character, clip: &Clip, root: &Rigid) -> Option<StandCapsule> {
    let sk = &ch.skeleton;
    let pose = clip.sample(clip.duration.max(0.0), &sk.node_pose());
    let bodies = body_world(rig, sk, &pose);
    let mut top = f32::NEG_INFINITY;
    for (b, p) in rig.bodies.iter().zip(&bodies) {
        let p = (*p)?;
        let (a, e, r) = b.shape.as_capsule();
        top = top
            .max(p.transform_point(a).y + r)
            .max(p.transform_point(e).y + r);
    }
    let pelvis = rig.body_index(&rig.recovery.pelvis)?;
    let chest = rig.body_index(&rig.recovery.chest)?;
    let (mut lo, mut hi) = (Vec3::splat(f32::INFINITY), Vec3::splat(f32::NEG_INFINITY));
    for i in [pelvis, chest] {
        let p = bodies[i]?;
        let (a, e, r) = rig.bodies[i].shape.as_capsule();
        for q in [p.transform_point(a), p.transform_point(e)] {
            lo = lo.min(q - Vec3::splat(r));
            hi = hi.max(q + Vec3::splat(r));
        }
    }
    let ext = hi - lo;
    let radius = (0.5 * ext.x.max(ext.z)).clamp(MIN_RADIUS, MAX_RADIUS);
    let c = bodies[pelvis]?.translation;
    let bottom_y = STEP_HEIGHT + radius;
    let top_y = (top - radius).max(bottom_y);
    let cap = StandCapsule {
        bottom: root.transform_point(Vec3::new(c.x, bottom_y, c.z)),
        top: root.transform_point(Vec3::new(c.x, top_y, c.z)),
        radius,
    };
    cap.is_valid().then_some(cap)
}
