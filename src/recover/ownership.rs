//! Who owns each body's shown pose: explicit, set by the session, never decided by
//! the order in which updates happen to run.
//!
//! * [`Owner::Animation`] (weight 0): the body shows the animation (the clip).
//! * [`Owner::Physics`] (weight 1): the body shows the simulation.
//! * [`Owner::Blend`]`(w)`, `0 < w < 1`: the interpolation between the two.
//!
//! The blend is in WORLD space per body ([`blend_rigid`]): with `T_A` the body's animation pose
//! (`T_WB · T_BC` of the clip pose) and `T_P` its physics pose (`T_WC` of the rapier body),
//! the shown body pose is `lerp(t_A, t_P, w)` for the centre and the short-arc
//! `slerp(q_A, q_P, w)` for the rotation. World space makes a body's ownership exact on its own:
//! weight 0 shows the animation pose and weight 1 the physics pose whatever its neighbours'
//! weights are. The bones are then written back from the shown body poses
//! (`T_WB = T_WC · T_BC⁻¹`, locals relative to the parent); a bone without a body takes the
//! local-space blend of the animation and the pose at the switch with the weight of its nearest
//! body ([`node_weights`]: its own, else its nearest ancestor's, else its first descendant's).
//!
//! Ownership is about what is SHOWN and who has authority over it; whether rapier integrates a
//! body (dynamic) or moves it (kinematic) still follows the rig's `simulated` flag and the
//! session's mode. The session's get-up presentation blend reports its weight here as
//! `Blend(1 − w_getup)` (physics → animation); its pose is the local-space blend under
//! the placed root (see `blend.rs`), which at the two ends equals the captured physics pose and
//! the clip pose.

use crate::character::Skeleton;
use crate::rig::Rig;
use crate::xform::Rigid;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "owner", content = "weight", rename_all = "lowercase")]
pub enum Owner {
    Animation,
    Physics,
    /// Weight in (0, 1): 0 = animation, 1 = physics.
    Blend(f32),
}

impl Owner {
    /// The physics weight: 0 animation, 1 physics.
    pub fn weight(&self) -> f32 {
        match *self {
            Owner::Animation => 0.0,
            Owner::Physics => 1.0,
            Owner::Blend(w) if w.is_nan() => 0.0,
            Owner::Blend(w) => w.clamp(0.0, 1.0),
        }
    }

    /// `w ≤ 0` (or NaN) → Animation, `w ≥ 1` → Physics, else Blend(w).
    pub fn from_weight(w: f32) -> Owner {
        if w.is_nan() || w <= 0.0 {
            Owner::Animation
        } else if w >= 1.0 {
            Owner::Physics
        } else {
            Owner::Blend(w)
        }
    }
}

/// World-space blend of one body pose: `w ≤ 0` returns `anim`, `w ≥ 1` returns `phys` exactly.
pub fn blend_rigid(anim: &Rigid, phys: &Rigid, w: f32) -> Rigid {
    if w.is_nan() || w <= 0.0 {
        return *anim;
    }
    if w >= 1.0 {
        return *phys;
    }
    // glam's slerp takes the short arc (it negates when the dot product is negative).
    Rigid::new(
        anim.rotation.slerp(phys.rotation, w).normalize(),
        anim.translation.lerp(phys.translation, w),
    )
}

/// Per body: [`blend_rigid`] of its animation and physics poses with its owner's weight.
pub fn blend_bodies(anim: &[Rigid], phys: &[Rigid], owners: &[Owner]) -> Vec<Rigid> {
    anim.iter()
        .zip(phys)
        .enumerate()
        .map(|(i, (a, p))| blend_rigid(a, p, owners.get(i).map_or(1.0, Owner::weight)))
        .collect()
}

/// The weight each skeleton node takes: its body's (the first body on the bone), else its
/// nearest ancestor's with a body, else its first descendant's with one (in child order), else 0.
pub fn node_weights(rig: &Rig, skeleton: &Skeleton, owners: &[Owner]) -> Vec<f32> {
    let n = skeleton.nodes.len();
    let mut own: Vec<Option<f32>> = vec![None; n];
    for (b, o) in rig.bodies.iter().zip(owners) {
        if let Some(i) = skeleton.find(&b.bone)
            && own[i].is_none()
        {
            own[i] = Some(o.weight());
        }
    }
    let mut w: Vec<Option<f32>> = vec![None; n];
    for &i in &skeleton.order {
        w[i] = own[i].or_else(|| skeleton.nodes[i].parent.and_then(|p| w[p]));
    }
    // Nodes above every body: from the first descendant that has a weight (children first).
    for &i in skeleton.order.iter().rev() {
        if w[i].is_none() {
            w[i] = skeleton.nodes[i].children.iter().find_map(|&c| w[c]);
        }
    }
    w.into_iter().map(|x| x.unwrap_or(0.0)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{Quat, Vec3};

    #[test]
    fn weights_round_trip_and_bad_input() {
        assert_eq!(Owner::from_weight(0.0), Owner::Animation);
        assert_eq!(Owner::from_weight(1.0), Owner::Physics);
        assert_eq!(Owner::from_weight(f32::NAN), Owner::Animation);
        assert_eq!(Owner::from_weight(0.25).weight(), 0.25);
        assert_eq!(Owner::Blend(7.0).weight(), 1.0);
        let a = Rigid::new(Quat::from_rotation_x(0.3), Vec3::X);
        let p = Rigid::new(Quat::from_rotation_y(-1.1), Vec3::Z * 2.0);
        assert_eq!(blend_rigid(&a, &p, 0.0), a);
        assert_eq!(blend_rigid(&a, &p, 1.0), p);
        assert_eq!(blend_rigid(&a, &p, f32::NAN), a);
    }
}
