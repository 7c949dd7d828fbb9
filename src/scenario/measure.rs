//! Independent measurements the scenario checks compare against. None of these reuse the
//! switch's own formulas: the clip's velocities come from a central difference of rotation
//! matrices, the poses a switch must keep from the clip's samples composed bone by bone
//! ([`clip_body_poses`]), jumps from plain distances.

use crate::character::{Character, Clip};
use crate::rig::rest::body_world;
use crate::rig::{Rig, WORLD};
use crate::xform::{Rigid, Xform};
use glam::{Mat3, Mat4, Vec3};

/// Every rig body's world pose in `clip` at time `t` (`None` for a body whose bone is
/// missing), computed apart from the session's path (skeleton world transforms, then
/// `rig::rest::body_world`, then the switch's joint-gap closing): for each body, the sampled
/// local transforms of its bone's chain are multiplied root first as scale·rotation·translation
/// matrices, the scale is taken off the product and the body's offset applied. Joints the
/// clip's pose opens are left open; [`joint_gap_sum`] says how far.
pub fn clip_body_poses(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t: f32,
) -> Vec<Option<Rigid>> {
    let sk = &character.skeleton;
    let local = clip.sample(t, &sk.node_pose());
    rig.bodies
        .iter()
        .map(|b| {
            let bone = sk.find(&b.bone)?;
            let mut chain = vec![bone];
            while let Some(p) = sk.nodes[*chain.last()?].parent {
                chain.push(p);
            }
            let world = chain.iter().rev().fold(Mat4::IDENTITY, |acc, &i| {
                let x = &local[i];
                acc * Mat4::from_scale_rotation_translation(x.scale, x.rotation, x.translation)
            });
            let (_, r, p) = world.to_scale_rotation_translation();
            let r = r.normalize();
            Some(Rigid::new(
                (r * b.offset.rotation).normalize(),
                p + r * b.offset.translation,
            ))
        })
        .collect()
}

/// Sum over the rig's body-to-body joints of the distance between the joint's two anchors in
/// `poses`, m. Closing the gaps moves a body by at most the gaps along its chain, so by at
/// most this sum.
pub fn joint_gap_sum(rig: &Rig, poses: &[Option<Rigid>]) -> f32 {
    rig.joints
        .iter()
        .filter(|j| j.parent != WORLD)
        .filter_map(|j| {
            let p = poses.get(rig.body_index(&j.parent)?).copied().flatten()?;
            let c = poses.get(rig.body_index(&j.child)?).copied().flatten()?;
            Some(
                p.transform_point(j.parent_frame.translation)
                    .distance(c.transform_point(j.child_frame.translation)),
            )
        })
        .sum()
}

/// Half-width of the central difference, s.
pub const CENTRAL_H: f32 = 1e-3;

/// The clip's velocity of every rig body at time `t` (`None` for a body whose bone is
/// missing): `(v, ω)` with `v = (c(t+h) − c(t−h))/2h` and `ω` the axial vector of the
/// skew-symmetric part of `Ṙ·Rᵀ`, `Ṙ = (R(t+h) − R(t−h))/2h` (matrices, no quaternions).
pub fn clip_body_velocities(
    rig: &Rig,
    character: &Character,
    clip: &Clip,
    t: f32,
    h: f32,
) -> Vec<Option<(Vec3, Vec3)>> {
    let sk = &character.skeleton;
    // Joints the clip's pose opens are closed, as the switch closes them.
    let at = |t: f32| {
        let mut p = body_world(rig, sk, &clip.sample(t, &sk.node_pose()));
        crate::rig::rest::close_joint_gaps(rig, &mut p);
        p
    };
    let (a, m, b) = (at(t - h), at(t), at(t + h));
    a.iter()
        .zip(&m)
        .zip(&b)
        .map(|((a, m), b)| {
            let (a, m, b) = ((*a)?, (*m)?, (*b)?);
            let v = (b.translation - a.translation) / (2.0 * h);
            let (ra, rm, rb) = (
                Mat3::from_quat(a.rotation),
                Mat3::from_quat(m.rotation),
                Mat3::from_quat(b.rotation),
            );
            let dr = (rb - ra) * (1.0 / (2.0 * h));
            let s = dr * rm.transpose();
            // S ≈ [ω]×: ω = (S₃₂ − S₂₃, S₁₃ − S₃₁, S₂₁ − S₁₂)/2 (glam is column-major: col.row).
            let w = Vec3::new(
                s.y_axis.z - s.z_axis.y,
                s.z_axis.x - s.x_axis.z,
                s.x_axis.y - s.y_axis.x,
            ) * 0.5;
            Some((v, w))
        })
        .collect()
}

/// Largest distance and angle (rad) between two sets of body poses, with the body index.
pub fn largest_pose_jump(before: &[Option<Rigid>], after: &[Rigid]) -> (f32, f32, Option<usize>) {
    let mut best = (0.0f32, 0.0f32, None);
    for (i, (b, a)) in before.iter().zip(after).enumerate() {
        let Some(b) = b else { continue };
        let d = b.translation.distance(a.translation);
        let angle = b.rotation.angle_between(a.rotation);
        if d > best.0 || best.2.is_none() {
            best.0 = d;
            best.2 = Some(i);
        }
        best.1 = best.1.max(angle);
    }
    best
}

/// World positions of every node of a local pose.
pub fn node_positions(character: &Character, local: &[Xform]) -> Vec<Vec3> {
    character
        .skeleton
        .world_rigid(local)
        .iter()
        .map(|r| r.translation)
        .collect()
}

/// Largest per-node distance between two sets of node positions, with the node.
pub fn largest_node_jump(a: &[Vec3], b: &[Vec3]) -> (f32, usize) {
    a.iter()
        .zip(b)
        .enumerate()
        .map(|(i, (a, b))| (a.distance(*b), i))
        .fold((0.0, 0), |m, x| if x.0 > m.0 { x } else { m })
}

/// Height (m) of the lowest point of any body shape at these poses (shapes as capsules).
pub fn lowest_point(rig: &Rig, poses: &[Rigid]) -> f32 {
    rig.bodies
        .iter()
        .zip(poses)
        .map(|(b, p)| {
            let (a, c, r) = b.shape.as_capsule();
            p.transform_point(a).y.min(p.transform_point(c).y) - r
        })
        .fold(f32::INFINITY, f32::min)
}

#[cfg(test)]
mod tests {
    use glam::{Mat3, Quat, Vec3};

    #[test]
    fn axial_vector_of_a_known_rotation_rate() {
        // R(t) = rot(axis, ω t): the formula of clip_body_velocities gives ω·axis.
        let axis = Vec3::new(0.3, -1.0, 0.5).normalize();
        let w = 4.0;
        let (t, h) = (0.4f32, 1e-3f32);
        let r = |t: f32| Mat3::from_quat(Quat::from_axis_angle(axis, w * t));
        let s = (r(t + h) - r(t - h)) * (1.0 / (2.0 * h)) * r(t).transpose();
        let got = Vec3::new(
            s.y_axis.z - s.z_axis.y,
            s.z_axis.x - s.x_axis.z,
            s.x_axis.y - s.y_axis.x,
        ) * 0.5;
        assert!((got - axis * w).length() < 1e-3 * w, "{got}");
    }
}
