//! The presentation blend along the ragdoll's joints where they leave the bone tree.
//!
//! [`super::blend_pose`] blends each node's local transform against its skeleton parent. That
//! keeps the ragdoll's joints together as long as every joint's child bone hangs below its parent
//! bone. Rigs made for inverse kinematics break that: RobotExpressive's feet (`Foot.L`, `Foot.R`)
//! are children of the root bone, not of the shins, so blending them against the root moves
//! each foot on a straight line while the shin swings along an arc, and halfway through a get-up
//! blend the ankle stood 28 cm off the shin (a hit then switched to ragdoll from that pose and
//! the joint snapped shut with 800 J).
//!
//! Here such a bone (the child bone of a joint whose parent bone is not one of its skeleton
//! ancestors) is blended against the joint's parent bone instead: its transform relative to that
//! bone is interpolated between the capture and the target (lerp of translation and scale,
//! short-arc slerp of rotation) and put under the parent bone's blended transform; its skeleton
//! local is then recovered from that. Every other node keeps the plain per-node blend, so rigs
//! whose joints follow the bone tree get exactly [`super::blend_pose`]. Weight 0 and 1 still
//! return the capture and the target (up to float rounding for the re-parented bones).

use super::blend::blend_pose;
use crate::character::Skeleton;
use crate::rig::Rig;
use crate::xform::Xform;
use glam::Mat4;

/// For every node, the bone it is blended against when that is not its skeleton parent: the
/// parent bone of the joint whose child body sits on the node, when that bone is neither one of
/// the node's ancestors nor one of its descendants.
pub fn joint_parents(rig: &Rig, skeleton: &Skeleton) -> Vec<Option<usize>> {
    let mut out = vec![None; skeleton.nodes.len()];
    for j in &rig.joints {
        let bone = |body: &str| {
            rig.body_index(body)
                .and_then(|i| skeleton.find(&rig.bodies[i].bone))
        };
        let (Some(a), Some(b)) = (bone(&j.parent), bone(&j.child)) else {
            continue;
        };
        if a != b && !skeleton.is_ancestor(a, b) && !skeleton.is_ancestor(b, a) && out[b].is_none()
        {
            out[b] = Some(a);
        }
    }
    out
}

fn xform_of(m: Mat4) -> Xform {
    let (scale, rotation, translation) = m.to_scale_rotation_translation();
    Xform {
        translation,
        rotation: rotation.normalize(),
        scale,
    }
}

/// The blend from `capture` to `target` (local poses) at weight `w`, with the bones of
/// [`joint_parents`] blended against their joint's parent bone (see the module docs).
pub fn blend_pose_along_joints(
    rig: &Rig,
    skeleton: &Skeleton,
    capture: &[Xform],
    target: &[Xform],
    w: f32,
) -> Vec<Xform> {
    let mut out = blend_pose(capture, target, w);
    let n = skeleton.nodes.len();
    let reparent = joint_parents(rig, skeleton);
    if w <= 0.0 || w >= 1.0 || reparent.iter().all(Option::is_none) || out.len() != n {
        return out;
    }
    let world_c = skeleton.world_matrices(capture);
    let world_t = skeleton.world_matrices(target);
    // Blended world transforms, resolved in passes: a node needs its skeleton parent, or its
    // joint parent when re-parented. A node left over after n passes (a cycle through several
    // re-parented bones) keeps the plain blend.
    let mut world: Vec<Option<Mat4>> = vec![None; n];
    for _ in 0..n {
        let mut progress = false;
        for &i in &skeleton.order {
            if world[i].is_some() {
                continue;
            }
            let parent = skeleton.nodes[i].parent;
            let parent_world = match parent {
                Some(p) => world[p],
                None => Some(Mat4::IDENTITY),
            };
            match reparent[i] {
                Some(a) => {
                    let (Some(wa), Some(pw)) = (world[a], parent_world) else {
                        continue;
                    };
                    let rel_c = xform_of(world_c[a].inverse() * world_c[i]);
                    let rel_t = xform_of(world_t[a].inverse() * world_t[i]);
                    let rel = crate::character::pose::blend(&[rel_c], &[rel_t], w)[0];
                    let wi = wa * rel.to_mat4();
                    out[i] = xform_of(pw.inverse() * wi);
                    world[i] = Some(wi);
                }
                None => {
                    let Some(pw) = parent_world else {
                        continue;
                    };
                    world[i] = Some(pw * out[i].to_mat4());
                }
            }
            progress = true;
        }
        if !progress {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::skeleton::Node;
    use crate::rig::model::{Body, Joint, Shape};
    use crate::rig::rest::{body_world, joint_world_frames};
    use crate::xform::Rigid;
    use glam::{Quat, Vec3};

    fn at(x: f32, y: f32, z: f32) -> Rigid {
        Rigid::new(Quat::IDENTITY, Vec3::new(x, y, z))
    }

    /// A leg rigged for inverse kinematics: root → thigh → shin, and the foot bone a child of
    /// the root (at the ankle in the rest pose); bodies on thigh, shin and foot, joined by a knee
    /// (thigh → shin) and an ankle (shin → foot).
    fn ik_leg() -> (Rig, Skeleton) {
        let node = |name: &str, parent: Option<usize>, t: Vec3| Node {
            name: name.into(),
            parent,
            children: Vec::new(),
            rest: Xform::from_rt(Quat::IDENTITY, t),
            pose: Xform::from_rt(Quat::IDENTITY, t),
            physics_only: false,
            skin_joint: false,
        };
        let mut nodes = vec![
            node("root", None, Vec3::ZERO),
            node("thigh", Some(0), Vec3::new(0.0, 1.0, 0.0)),
            node("shin", Some(1), Vec3::new(0.0, -0.45, 0.0)),
            node("foot", Some(0), Vec3::new(0.0, 0.15, 0.0)),
        ];
        nodes[0].children = vec![1, 3];
        nodes[1].children = vec![2];
        let sk = Skeleton {
            nodes,
            order: vec![0, 1, 2, 3],
        };
        let body = |name: &str, offset: Rigid| Body {
            name: name.into(),
            bone: name.into(),
            shape: Shape::Sphere { radius: 0.05 },
            offset,
            mass: 1.0,
            inertia_scale: 1.0,
            friction: 0.8,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        };
        let joint = Joint::for_test;
        let mut rig = Rig::empty("leg.glb");
        rig.bodies = vec![
            body("thigh", at(0.0, -0.2, 0.0)),
            body("shin", at(0.0, -0.2, 0.0)),
            body("foot", at(0.0, -0.05, 0.05)),
        ];
        rig.joints = vec![
            joint(
                "knee",
                "thigh",
                "shin",
                at(0.0, -0.25, 0.0),
                at(0.0, 0.2, 0.0),
            ),
            joint(
                "ankle",
                "shin",
                "foot",
                at(0.0, -0.2, 0.0),
                at(0.0, 0.05, -0.05),
            ),
        ];
        (rig, sk)
    }

    /// The ankle's anchor gap (m) in a local pose of the leg.
    fn ankle_gap(rig: &Rig, sk: &Skeleton, pose: &[Xform]) -> f32 {
        let bodies = body_world(rig, sk, pose);
        let j = &rig.joints[1];
        let (a, b) = joint_world_frames(rig, &bodies, j).expect("frames");
        a.translation.distance(b.translation)
    }

    /// A pose of the leg with the hip bent by `hip` and the knee by `knee` (rad), the foot bone
    /// (a child of the root) put where the shin's end is.
    fn leg_pose(sk: &Skeleton, hip: f32, knee: f32) -> Vec<Xform> {
        let mut pose = sk.node_pose();
        let (thigh, shin, foot) = (
            sk.find("thigh").unwrap(),
            sk.find("shin").unwrap(),
            sk.find("foot").unwrap(),
        );
        pose[thigh].rotation = Quat::from_rotation_x(hip);
        pose[shin].rotation = Quat::from_rotation_x(knee);
        let world = sk.world_matrices(&pose);
        let ankle = world[shin].transform_point3(Vec3::new(0.0, -0.4, 0.0));
        pose[foot].translation = ankle;
        pose[foot].rotation = Quat::from_mat4(&world[shin]).normalize();
        pose
    }

    #[test]
    fn a_foot_parented_to_the_root_stays_on_its_shin_through_the_blend() {
        let (rig, sk) = ik_leg();
        assert_eq!(
            joint_parents(&rig, &sk)[sk.find("foot").unwrap()],
            sk.find("shin")
        );
        let capture = leg_pose(&sk, 1.4, -1.2);
        let target = leg_pose(&sk, -0.2, 0.0);
        // Both ends are consistent poses: the ankle closed.
        assert!(ankle_gap(&rig, &sk, &capture) < 1e-5);
        assert!(ankle_gap(&rig, &sk, &target) < 1e-5);
        let mut plain_worst = 0.0f32;
        for k in 1..10 {
            let w = k as f32 / 10.0;
            let plain = blend_pose(&capture, &target, w);
            plain_worst = plain_worst.max(ankle_gap(&rig, &sk, &plain));
            let along = blend_pose_along_joints(&rig, &sk, &capture, &target, w);
            assert!(
                ankle_gap(&rig, &sk, &along) < 1e-4,
                "w {w}: {}",
                ankle_gap(&rig, &sk, &along)
            );
            // Bones that follow the bone tree are blended exactly as before.
            assert_eq!(
                along[sk.find("shin").unwrap()],
                plain[sk.find("shin").unwrap()]
            );
        }
        // The per-node blend opens it: the foot takes the chord, the shin's end the arc.
        assert!(plain_worst > 0.05, "{plain_worst}");
        // The ends are the capture and the target.
        assert_eq!(
            blend_pose_along_joints(&rig, &sk, &capture, &target, 0.0),
            capture
        );
        assert_eq!(
            blend_pose_along_joints(&rig, &sk, &capture, &target, 1.0),
            target
        );
    }
}
