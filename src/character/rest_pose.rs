//! The rest pose a rig is built on: the skin's bind pose (from the inverse bind matrices) or the
//! node transforms the file stores.
//!
//! A glTF skin binds its mesh with inverse bind matrices `IBM_j`: in the bind pose every joint's
//! world matrix is `IBM_j⁻¹`, and the mesh appears exactly as its vertices are stored. The node
//! transforms usually hold the same pose, but not always: a file exported mid-animation stores
//! an animation frame (a crouch, a walk step) in its nodes while its inverse bind matrices still
//! describe the clean A- or T-pose the mesh was modelled in.
//!
//! The bind pose as local transforms: a skin joint takes the world matrix its inverse bind
//! matrix implies (in the space the exporter wrote it in, placed so the skeleton's root joint
//! stands where the node transforms put it: see `bind_space`), expressed relative to its
//! parent's bind-pose world matrix; every other node keeps its node transform (so an armature
//! node's scale or rotation carries over). A joint used
//! by several skins takes the first skin's matrix. A skin whose matrices are all the identity
//! (a file that omits them) gives no bind pose. Where a joint's bind local agrees with its node
//! transform (within [`SAME_DISTANCE`] of the model's size, in world units, and [`SAME_ANGLE`]) the node
//! transform is kept exactly, so a file whose nodes hold the bind pose gives bit-identical rest
//! poses either way.

use super::skeleton::{Skeleton, Skin};
use crate::xform::{Rigid, Xform};
use glam::{Mat4, Quat, Vec3};
use serde::Serialize;

/// Agreement tolerance for positions, relative to the model's size (joint extent).
pub const SAME_DISTANCE: f32 = 1e-4;
/// Agreement tolerance for rotations, radians (0.05°).
pub const SAME_ANGLE: f32 = 8.7e-4;

/// Which pose a rig is built on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RestPose {
    /// The skin's bind pose (inverse bind matrices); the node transforms when no skin gives one.
    #[default]
    Bind,
    /// The node transforms as the file stores them.
    Nodes,
}

impl RestPose {
    /// `bind` or `nodes` (the rig file's spelling).
    pub fn name(self) -> &'static str {
        match self {
            RestPose::Bind => "bind",
            RestPose::Nodes => "nodes",
        }
    }

    pub fn parse(s: &str) -> Option<RestPose> {
        match s.trim().to_ascii_lowercase().as_str() {
            "bind" => Some(RestPose::Bind),
            "nodes" | "node" => Some(RestPose::Nodes),
            _ => None,
        }
    }
}

impl std::fmt::Display for RestPose {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where the node transforms differ most from the bind pose (world space).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PoseDifference {
    /// The joint with the largest position difference, and that difference (model units).
    pub distance_bone: String,
    pub distance: f32,
    /// The joint with the largest rotation difference, and that angle (degrees).
    pub angle_bone: String,
    pub angle_deg: f32,
    /// Joints whose world pose differs beyond the tolerances.
    pub joints_differing: usize,
}

/// The two rest-pose sources of a model and which one the skeleton's `rest` holds now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RestPoses {
    /// The node transforms as stored in the file.
    pub nodes: Vec<Xform>,
    /// The bind pose as local transforms (None when no skin has inverse bind matrices).
    pub bind: Option<Vec<Xform>>,
    /// How the node transforms differ from the bind pose (None when they agree or there is no
    /// bind pose).
    pub difference: Option<PoseDifference>,
    /// The pose in `Skeleton::nodes[i].rest`.
    pub active: RestPose,
}

impl RestPoses {
    /// Both sources for a skeleton whose `rest` holds the node transforms.
    pub fn new(sk: &Skeleton, skins: &[Skin]) -> RestPoses {
        let nodes = sk.rest_pose();
        let bind = bind_locals(sk, skins);
        let joints: Vec<bool> = (0..sk.nodes.len())
            .map(|i| skins.iter().any(|s| s.joints.contains(&i)))
            .collect();
        let difference = bind
            .as_ref()
            .and_then(|b| difference(sk, &joints, &nodes, b));
        RestPoses {
            nodes,
            bind,
            difference,
            active: RestPose::Nodes,
        }
    }

    /// The local transforms of a source (the node transforms for `Bind` without a bind pose).
    pub fn locals(&self, which: RestPose) -> &[Xform] {
        match (which, &self.bind) {
            (RestPose::Bind, Some(b)) => b,
            _ => &self.nodes,
        }
    }

    /// True when the node transforms hold a different pose than the skin's bind pose.
    pub fn differ(&self) -> bool {
        self.difference.is_some()
    }

    /// One line for people: which pose is used and how the other differs.
    pub fn describe(&self, used: RestPose) -> String {
        match (&self.bind, &self.difference, used) {
            (None, _, _) => "rest pose: node transforms (no skin bind pose in the file)".into(),
            (Some(_), None, _) => {
                "rest pose: bind pose (the node transforms hold the same pose)".into()
            }
            (Some(_), Some(d), u) => format!(
                "rest pose: {} — the node transforms differ from the skin's bind pose \
                 ({} joint(s); up to {:.3} m at '{}', {:.1}° at '{}'); choose bind or nodes \
                 (Rest pose in the editor's rig settings, --rest-pose in `ragrig fit`)",
                match u {
                    RestPose::Bind => "bind pose (inverse bind matrices)",
                    RestPose::Nodes => "node transforms",
                },
                d.joints_differing,
                d.distance,
                d.distance_bone,
                d.angle_deg,
                d.angle_bone
            ),
        }
    }
}

/// The bind pose as local transforms (see the module docs), or None without a usable skin.
pub fn bind_locals(sk: &Skeleton, skins: &[Skin]) -> Option<Vec<Xform>> {
    let n = sk.nodes.len();
    let node_world = sk.world_matrices(&sk.rest_pose());
    let size = joint_extent(sk, &sk.rest_pose()).max(1e-6);
    let mut bind_world: Vec<Option<Mat4>> = vec![None; n];
    for skin in skins {
        if skin.inverse_bind.iter().all(|m| *m == Mat4::IDENTITY) {
            continue;
        }
        let inv: Vec<Option<Mat4>> = skin
            .inverse_bind
            .iter()
            .map(|ibm| {
                (ibm.determinant().abs() > 1e-12)
                    .then(|| ibm.inverse())
                    .filter(|w| w.is_finite())
            })
            .collect();
        let m = bind_space(sk, skin, &inv, &node_world, size);
        for (&j, w) in skin.joints.iter().zip(&inv) {
            if let Some(w) = w
                && j < n
                && bind_world[j].is_none()
            {
                bind_world[j] = Some(m * *w);
            }
        }
    }
    if bind_world.iter().all(Option::is_none) {
        return None;
    }
    let mut world = vec![Mat4::IDENTITY; n];
    let mut local: Vec<Xform> = sk.rest_pose();
    for &i in &sk.order {
        let parent = sk.nodes[i].parent.map_or(Mat4::IDENTITY, |p| world[p]);
        let node = sk.nodes[i].rest;
        match bind_world[i] {
            Some(w) => {
                let (s, r, t) = (parent.inverse() * w).to_scale_rotation_translation();
                let l = Xform {
                    translation: t,
                    rotation: r.normalize(),
                    scale: s,
                };
                // The positions compared in world units (the parent may be an armature scaled
                // ×100 or ×0.01), as the tolerance is.
                let apart = parent
                    .transform_vector3(l.translation - node.translation)
                    .length();
                let same = apart <= SAME_DISTANCE * size
                    && l.rotation.angle_between(node.rotation) <= SAME_ANGLE
                    && (l.scale - node.scale).abs().max_element()
                        <= SAME_DISTANCE * node.scale.abs().max_element().max(1e-6);
                let l = if same || !l.translation.is_finite() || !l.rotation.is_finite() {
                    node
                } else {
                    l
                };
                local[i] = l;
                world[i] = parent * l.to_mat4();
            }
            None => world[i] = parent * node.to_mat4(),
        }
    }
    Some(local)
}

/// The space the skin's bind matrices live in: `W_j = M · IBM_j⁻¹`. Exporters use either the
/// world (M = identity) or the space of the skeleton root's parent (an armature node, often
/// scaled or turned: M = that node's world matrix); the candidate whose root joints' scale
/// comes closest to their node-pose scale wins (an armature's ×100 or ×0.01 is unmistakable;
/// on a tie, the one closer in position). Where the skeleton stands is not part of a bind pose,
/// so M then carries a translation that puts the first root joint where the node transforms
/// put it (a file bound with its root 2 m lower, as RobotExpressive is, still stands on the
/// ground).
fn bind_space(
    sk: &Skeleton,
    skin: &Skin,
    inv: &[Option<Mat4>],
    node_world: &[Mat4],
    size: f32,
) -> Mat4 {
    let in_skin = |n: usize| skin.joints.contains(&n);
    let roots: Vec<(usize, Mat4)> = skin
        .joints
        .iter()
        .zip(inv)
        .filter_map(|(&j, w)| Some((j, (*w)?)))
        .filter(|&(j, _)| j < sk.nodes.len() && !sk.nodes[j].parent.is_some_and(in_skin))
        .collect();
    let parent_world = roots
        .first()
        .and_then(|&(j, _)| sk.nodes[j].parent)
        .map_or(Mat4::IDENTITY, |p| node_world[p]);
    let cost = |m: Mat4| {
        roots
            .iter()
            .map(|&(j, w)| {
                let (sb, _, tb) = (m * w).to_scale_rotation_translation();
                let (sn, _, tn) = node_world[j].to_scale_rotation_translation();
                let ratio = (sb.abs().max_element().max(1e-12) / sn.abs().max_element().max(1e-12))
                    .ln()
                    .abs();
                (ratio, tb.distance(tn) / size)
            })
            .fold((0.0f32, 0.0f32), |a, c| (a.0 + c.0, a.1 + c.1))
    };
    let (ci, cp) = (cost(Mat4::IDENTITY), cost(parent_world));
    let m = if cp.0 + 1e-3 < ci.0 || ((cp.0 - ci.0).abs() <= 1e-3 && cp.1 + 1e-6 < ci.1) {
        parent_world
    } else {
        Mat4::IDENTITY
    };
    match roots.first() {
        Some(&(j, w)) => {
            let shift = node_world[j].w_axis.truncate() - (m * w).w_axis.truncate();
            Mat4::from_translation(shift) * m
        }
        None => m,
    }
}

/// Vertical-or-any extent of the node origins in a pose: the largest side of their bounding box.
/// Nodes that exist only for a physics extension do not count: a model exported with its rig
/// has the rest pose of the model it came from.
fn joint_extent(sk: &Skeleton, local: &[Xform]) -> f32 {
    let w = sk.world_rigid(local);
    let (mut lo, mut hi) = (Vec3::splat(f32::INFINITY), Vec3::splat(f32::NEG_INFINITY));
    for (r, n) in w.iter().zip(&sk.nodes) {
        if !n.physics_only {
            lo = lo.min(r.translation);
            hi = hi.max(r.translation);
        }
    }
    if lo.x > hi.x {
        0.0
    } else {
        (hi - lo).max_element()
    }
}

/// How the node pose differs from the bind pose in world space (None: within the tolerances).
fn difference(
    sk: &Skeleton,
    joints: &[bool],
    nodes: &[Xform],
    bind: &[Xform],
) -> Option<PoseDifference> {
    let size = joint_extent(sk, nodes).max(1e-6);
    let wn = sk.world_rigid(nodes);
    let wb = sk.world_rigid(bind);
    let mut d = PoseDifference {
        distance_bone: String::new(),
        distance: 0.0,
        angle_bone: String::new(),
        angle_deg: 0.0,
        joints_differing: 0,
    };
    for (i, (a, b)) in wn.iter().zip(&wb).enumerate() {
        if !joints[i] {
            continue;
        }
        let dist = a.translation.distance(b.translation);
        let ang = rotation_angle(a, b);
        if dist > SAME_DISTANCE * size || ang > SAME_ANGLE {
            d.joints_differing += 1;
        }
        if dist > d.distance {
            d.distance = dist;
            d.distance_bone = sk.nodes[i].name.clone();
        }
        if ang.to_degrees() > d.angle_deg {
            d.angle_deg = ang.to_degrees();
            d.angle_bone = sk.nodes[i].name.clone();
        }
    }
    (d.joints_differing > 0).then_some(d)
}

fn rotation_angle(a: &Rigid, b: &Rigid) -> f32 {
    let q: Quat = a.rotation.inverse() * b.rotation;
    q.normalize().angle_between(Quat::IDENTITY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::skeleton::Node;
    use std::f32::consts::FRAC_PI_4;

    /// root (scaled ×2 armature, not a joint) → a → b, b 1 unit along a's +X.
    fn skeleton(a_rot: Quat) -> Skeleton {
        let x = |t: Vec3, r: Quat, s: f32| Xform {
            translation: t,
            rotation: r,
            scale: Vec3::splat(s),
        };
        Skeleton {
            nodes: vec![
                Node {
                    name: "armature".into(),
                    parent: None,
                    children: vec![1],
                    rest: x(Vec3::ZERO, Quat::IDENTITY, 2.0),
                    pose: x(Vec3::ZERO, Quat::IDENTITY, 2.0),
                    physics_only: false,
                    skin_joint: false,
                },
                Node {
                    name: "a".into(),
                    parent: Some(0),
                    children: vec![2],
                    rest: x(Vec3::Y, a_rot, 1.0),
                    pose: x(Vec3::Y, a_rot, 1.0),
                    physics_only: false,
                    skin_joint: false,
                },
                Node {
                    name: "b".into(),
                    parent: Some(1),
                    children: vec![],
                    rest: x(Vec3::X, Quat::IDENTITY, 1.0),
                    pose: x(Vec3::X, Quat::IDENTITY, 1.0),
                    physics_only: false,
                    skin_joint: false,
                },
            ],
            order: vec![0, 1, 2],
        }
    }

    fn skin_of(sk: &Skeleton) -> Skin {
        let w = sk.world_matrices(&sk.rest_pose());
        Skin {
            name: "s".into(),
            joints: vec![1, 2],
            inverse_bind: vec![w[1].inverse(), w[2].inverse()],
            skeleton_root: None,
        }
    }

    #[test]
    fn bind_pose_is_recovered_under_a_scaled_armature() {
        // Bound with `a` turned 45° about Z; the nodes hold `a` unturned.
        let bound = skeleton(Quat::from_rotation_z(FRAC_PI_4));
        let posed = skeleton(Quat::IDENTITY);
        let poses = RestPoses::new(&posed, &[skin_of(&bound)]);
        let bind = poses.bind.as_ref().unwrap();
        let wb = posed.world_rigid(bind);
        let want = bound.world_rigid(&bound.rest_pose());
        for (a, b) in wb.iter().zip(&want) {
            assert!(a.translation.distance(b.translation) < 1e-5);
            assert!(a.rotation.angle_between(b.rotation) < 1e-5);
        }
        // b sits 2 units (armature scale) from a along 45°: (√2, 2 + √2, 0).
        let s = std::f32::consts::SQRT_2;
        assert!(wb[2].translation.distance(Vec3::new(s, 2.0 + s, 0.0)) < 1e-5);
        // The armature keeps its node transform, b's local is unchanged (kept exactly).
        assert_eq!(bind[0], posed.nodes[0].rest);
        assert_eq!(bind[2], posed.nodes[2].rest);
        let d = poses.difference.as_ref().unwrap();
        assert_eq!(d.joints_differing, 2);
        assert!((d.angle_deg - 45.0).abs() < 1e-3, "{d:?}");
        assert!((d.distance - 2.0 * (2.0 - s).sqrt()).abs() < 1e-4, "{d:?}");
    }

    #[test]
    fn bind_matrices_in_armature_space_are_recognised() {
        // Exporters that write IBMs relative to the armature (root joint's parent): W = A·IBM⁻¹.
        let bound = skeleton(Quat::from_rotation_z(FRAC_PI_4));
        let posed = skeleton(Quat::IDENTITY);
        let w = bound.world_matrices(&bound.rest_pose());
        let a = w[0];
        let skin = Skin {
            name: "s".into(),
            joints: vec![1, 2],
            inverse_bind: vec![
                (a.inverse() * w[1]).inverse(),
                (a.inverse() * w[2]).inverse(),
            ],
            skeleton_root: None,
        };
        let poses = RestPoses::new(&posed, &[skin]);
        let wb = posed.world_rigid(poses.bind.as_ref().unwrap());
        let want = bound.world_rigid(&bound.rest_pose());
        for (x, y) in wb.iter().zip(&want) {
            assert!(x.translation.distance(y.translation) < 1e-5, "{x:?} {y:?}");
            assert!(x.rotation.angle_between(y.rotation) < 1e-5);
        }
    }

    #[test]
    fn nodes_holding_the_bind_pose_give_identical_locals_and_no_difference() {
        let sk = skeleton(Quat::from_rotation_z(0.3));
        let poses = RestPoses::new(&sk, &[skin_of(&sk)]);
        assert_eq!(poses.bind.as_deref(), Some(&sk.rest_pose()[..]));
        assert!(poses.difference.is_none());
    }

    /// Under an armature scaled ×100, a bone bound 0.001 units (0.1 world units) farther out
    /// along its parent than its node puts it keeps its bind position: the tolerance is in world
    /// units (1e-4 of the model's size), and so is the difference it is compared with.
    #[test]
    fn a_small_local_offset_under_a_scaled_armature_is_not_taken_for_agreement() {
        let scaled = |b_x: f32| {
            let mut sk = skeleton(Quat::IDENTITY);
            sk.nodes[0].rest.scale = Vec3::splat(100.0);
            sk.nodes[0].pose = sk.nodes[0].rest;
            sk.nodes[2].rest.translation = Vec3::X * b_x;
            sk.nodes[2].pose = sk.nodes[2].rest;
            sk
        };
        let (bound, posed) = (scaled(1.001), scaled(1.0));
        let poses = RestPoses::new(&posed, &[skin_of(&bound)]);
        let wb = posed.world_rigid(poses.bind.as_ref().unwrap());
        let want = bound.world_rigid(&bound.rest_pose());
        assert!(
            wb[2].translation.distance(want[2].translation) < 1e-3,
            "{wb:?}"
        );
        assert!((wb[2].translation.x - 100.1).abs() < 1e-3, "{wb:?}");
    }

    /// Nodes that exist only for a physics extension (a rig exported into the file) do not
    /// change the model's size, so the rest pose is the same with them as without.
    #[test]
    fn physics_only_nodes_leave_the_bind_pose_alone() {
        let bound = skeleton(Quat::from_rotation_z(FRAC_PI_4));
        let posed = skeleton(Quat::IDENTITY);
        let mut with = posed.clone();
        with.nodes[0].children.push(3);
        with.nodes.push(Node {
            name: "body".into(),
            parent: Some(0),
            children: vec![],
            rest: Xform {
                translation: Vec3::splat(1e4),
                ..Xform::IDENTITY
            },
            pose: Xform::IDENTITY,
            physics_only: true,
            skin_joint: false,
        });
        with.order.push(3);
        assert_eq!(
            joint_extent(&with, &with.rest_pose()),
            joint_extent(&posed, &posed.rest_pose())
        );
        let a = RestPoses::new(&posed, &[skin_of(&bound)]);
        let b = RestPoses::new(&with, &[skin_of(&bound)]);
        assert_eq!(a.bind.unwrap()[..3], b.bind.unwrap()[..3]);
    }

    #[test]
    fn identity_matrices_give_no_bind_pose() {
        let sk = skeleton(Quat::IDENTITY);
        let skin = Skin {
            name: "s".into(),
            joints: vec![1, 2],
            inverse_bind: vec![Mat4::IDENTITY; 2],
            skeleton_root: None,
        };
        let poses = RestPoses::new(&sk, &[skin]);
        assert!(poses.bind.is_none());
        assert_eq!(poses.locals(RestPose::Bind), &sk.rest_pose()[..]);
    }
}
