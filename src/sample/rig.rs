//! The mannequin's hand-tuned rig: 17 bodies, 16 joints, 8 drive groups.
//!
//! The numbers chosen by hand live in the tables below (capsule radii, starting limits after
//! Jolt's human ragdoll, gains, de Leva 1996 mass fractions of 70 kg); the frames are derived
//! from the rest skeleton: every joint sits at its child bone's origin with the twist axis (X)
//! along the child bone, and right-side frames are mirrors of the left ones. The limits are
//! then fitted to the mannequin's own clips ([`crate::fit::limits`], a 5° margin inside the
//! human range of motion): the cones are re-aimed at how each joint really moves.

use super::SampleError;
use crate::character::{Character, Skeleton};
use crate::rig::model::*;
use crate::xform::{Rigid, frame_from_x_y, mirror_rotation};
use glam::{Quat, Vec3};
use std::collections::BTreeMap;

/// A body: the capsule runs along a segment given by `end`; radius m, mass kg.
struct BodySpec {
    name: String,
    bone: String,
    /// Segment start and end in world space are computed by `segment`.
    end: End,
    radius: f32,
    mass: f32,
}

enum End {
    /// From this bone's origin to the named bone's origin.
    ToBone(String),
    /// Centred at bone origin + `centre`, along world axis `axis` with half-height `half`.
    Fixed { centre: Vec3, axis: Vec3, half: f32 },
}

/// Trunk 43.46 % of 70 kg = 30.4 kg; head + neck 6.94 % = 4.86 kg; upper arm 2.71 %; forearm
/// 1.62 %; hand 0.61 %; thigh 14.16 %; shank 4.33 %; foot 1.37 %.
fn left_and_centre_bodies() -> Vec<BodySpec> {
    use End::*;
    let b = |name: &str, bone: &str, end, radius, mass| BodySpec {
        name: name.into(),
        bone: bone.into(),
        end,
        radius,
        mass,
    };
    let to = |bone: &str| ToBone(bone.into());
    let across = |y: f32, half: f32| Fixed {
        centre: Vec3::new(0.0, y, 0.0),
        axis: Vec3::X,
        half,
    };
    vec![
        b("pelvis", "Hips", across(0.02, 0.06), 0.12, 11.2),
        b("abdomen", "Spine", across(0.07, 0.05), 0.10, 8.0),
        b("chest", "Chest", across(0.14, 0.07), 0.13, 11.2),
        b("neck", "Neck", to("Head"), 0.05, 1.2),
        b(
            "head",
            "Head",
            Fixed {
                centre: Vec3::new(0.0, 0.095, 0.01),
                axis: Vec3::Y,
                half: 0.01,
            },
            0.1,
            3.66,
        ),
        b("upperarm_l", "LeftUpperArm", to("LeftLowerArm"), 0.05, 1.9),
        b("forearm_l", "LeftLowerArm", to("LeftHand"), 0.04, 1.13),
        b(
            "hand_l",
            "LeftHand",
            Fixed {
                centre: Vec3::new(0.08, 0.0, 0.0),
                axis: Vec3::X,
                half: 0.04,
            },
            0.04,
            0.43,
        ),
        b("thigh_l", "LeftUpperLeg", to("LeftLowerLeg"), 0.07, 9.91),
        b("shin_l", "LeftLowerLeg", to("LeftFoot"), 0.05, 3.03),
        b(
            "foot_l",
            "LeftFoot",
            Fixed {
                centre: Vec3::new(0.0, -0.03, 0.065),
                axis: Vec3::Z,
                half: 0.075,
            },
            0.04,
            0.96,
        ),
    ]
}

impl BodySpec {
    /// The right-side twin of a left-side body.
    fn mirrored(&self) -> BodySpec {
        BodySpec {
            name: mirror_name(&self.name),
            bone: mirror_name(&self.bone),
            end: match &self.end {
                End::ToBone(b) => End::ToBone(mirror_name(b)),
                End::Fixed { centre, axis, half } => End::Fixed {
                    centre: mirror_v(*centre),
                    axis: mirror_v(*axis),
                    half: *half,
                },
            },
            radius: self.radius,
            mass: self.mass,
        }
    }
}

/// (joint, parent body, child body, twist-axis target bone or fixed direction, lateral hint,
///  swing1°, swing2°, twist min°, twist max°, group)
struct JointSpec {
    name: &'static str,
    parent: &'static str,
    child: &'static str,
    /// World direction of the twist axis (along the child bone).
    axis: Vec3,
    /// Hint for the frame's Y axis (for limbs: the flexion axis).
    y_hint: Vec3,
    limits: [f32; 4],
    group: &'static str,
}

/// A [`JointSpec`] from its table row.
fn joint_spec(
    name: &'static str,
    parent: &'static str,
    child: &'static str,
    axis: Vec3,
    y_hint: Vec3,
    limits: [f32; 4],
    group: &'static str,
) -> JointSpec {
    JointSpec {
        name,
        parent,
        child,
        axis,
        y_hint,
        limits,
        group,
    }
}

/// The mannequin's joints: the trunk's, then the left limbs' (the right ones are their mirrors).
fn left_and_centre_joints() -> Vec<JointSpec> {
    let mut joints = centre_joints();
    joints.extend(left_limb_joints());
    joints
}

/// The spine and neck joints, on the mid plane (twist axis up).
fn centre_joints() -> Vec<JointSpec> {
    let up = Vec3::Y;
    let j = joint_spec;
    vec![
        j(
            "lumbar",
            "pelvis",
            "abdomen",
            up,
            Vec3::NEG_X,
            [30.0, 25.0, -20.0, 20.0],
            "spine",
        ),
        j(
            "thoracic",
            "abdomen",
            "chest",
            up,
            Vec3::NEG_X,
            [30.0, 25.0, -20.0, 20.0],
            "spine",
        ),
        j(
            "neck",
            "chest",
            "neck",
            up,
            Vec3::NEG_X,
            [30.0, 25.0, -25.0, 25.0],
            "neck",
        ),
        j(
            "head",
            "neck",
            "head",
            up,
            Vec3::NEG_X,
            [40.0, 35.0, -30.0, 30.0],
            "neck",
        ),
    ]
}

/// The left arm's and leg's joints (twist axis along the limb).
fn left_limb_joints() -> Vec<JointSpec> {
    let up = Vec3::Y;
    let toe = Vec3::new(0.0, -0.36, 0.93);
    let j = joint_spec;
    vec![
        j(
            "shoulder_l",
            "chest",
            "upperarm_l",
            Vec3::X,
            up,
            [60.0, 50.0, -75.0, 75.0],
            "shoulder",
        ),
        j(
            "elbow_l",
            "upperarm_l",
            "forearm_l",
            Vec3::X,
            up,
            [66.0, 15.0, -22.5, 22.5],
            "elbow",
        ),
        j(
            "wrist_l",
            "forearm_l",
            "hand_l",
            Vec3::X,
            up,
            [60.0, 35.0, -50.0, 50.0],
            "wrist",
        ),
        j(
            "hip_l",
            "pelvis",
            "thigh_l",
            Vec3::NEG_Y,
            Vec3::X,
            [60.0, 35.0, -30.0, 30.0],
            "hip",
        ),
        j(
            "knee_l",
            "thigh_l",
            "shin_l",
            Vec3::NEG_Y,
            Vec3::X,
            [60.0, 12.0, -10.0, 10.0],
            "knee",
        ),
        j(
            "ankle_l",
            "shin_l",
            "foot_l",
            toe,
            Vec3::X,
            [40.0, 25.0, -18.0, 18.0],
            "ankle",
        ),
    ]
}

/// (group, Kp N·m/rad, Kd N·m·s/rad, max torque N·m)
const GROUPS: [(&str, f32, f32, f32); 8] = [
    ("spine", 400.0, 40.0, 400.0),
    ("neck", 60.0, 6.0, 100.0),
    ("shoulder", 150.0, 15.0, 200.0),
    ("elbow", 80.0, 8.0, 120.0),
    ("wrist", 15.0, 1.5, 40.0),
    ("hip", 400.0, 40.0, 500.0),
    ("knee", 250.0, 25.0, 300.0),
    ("ankle", 60.0, 6.0, 100.0),
];

fn mirror_name(n: &str) -> String {
    if let Some(s) = n.strip_suffix("_l") {
        format!("{s}_r")
    } else if let Some(s) = n.strip_prefix("Left") {
        format!("Right{s}")
    } else {
        n.to_owned()
    }
}

fn mirror_v(v: Vec3) -> Vec3 {
    Vec3::new(-v.x, v.y, v.z)
}

/// The world placements of the mannequin's bones in its rest pose, looked up by name.
struct RestBones<'a> {
    sk: &'a Skeleton,
    world: Vec<Rigid>,
}

impl<'a> RestBones<'a> {
    fn new(ch: &'a Character) -> Self {
        let sk = &ch.skeleton;
        RestBones {
            sk,
            world: sk.world_rigid(&sk.rest_pose()),
        }
    }

    /// The world placement of bone `name` at rest.
    fn get(&self, name: &str) -> Result<Rigid, SampleError> {
        let i = self
            .sk
            .find(name)
            .ok_or_else(|| SampleError::MissingBone(name.to_owned()))?;
        Ok(self.world[i])
    }
}

/// Build the mannequin rig from the generated character's rest pose.
pub fn mannequin_rig(ch: &Character, model_path: &str) -> Result<Rig, SampleError> {
    let bones = RestBones::new(ch);
    let mut rig = Rig::empty(model_path);
    rig.bodies = mannequin_bodies(&bones)?;
    rig.joints = mannequin_joints(&rig, &bones)?;
    rig.groups = GROUPS
        .iter()
        .map(|&(n, kp, kd, max_torque)| {
            (
                n.to_owned(),
                Group {
                    gains: Gains::Stiffness { kp, kd },
                    max_torque,
                    weight: 1.0,
                    hand_tuned: false,
                },
            )
        })
        .collect::<BTreeMap<_, _>>();
    set_recovery(&mut rig, &bones)?;
    // The sample's clips are named after their roles.
    for role in crate::rig::ClipRole::ALL {
        rig.set_clip_role(role, role.key());
    }
    let (mut rig, _) =
        crate::fit::limits::fit_limits(&rig, ch, &crate::fit::limits::LimitFitOptions::default());
    // The neck (a small body between chest and head) gets the inertia its joints need.
    crate::rig::mass::fix_light_links(&mut rig);
    // The gains' Kd raised where the mannequin's limbs need more than Kp/10 (its trunk).
    crate::rig::damping::damp_drives(&mut rig, crate::rig::damping::MIN_DAMPING_RATIO);
    Ok(rig)
}

/// The bodies: left side and centre from the table, right side mirrored, each capsule placed
/// on its bone at rest.
fn mannequin_bodies(bones: &RestBones) -> Result<Vec<Body>, SampleError> {
    let mut specs = Vec::new();
    for s in left_and_centre_bodies() {
        let m = s.name.ends_with("_l").then(|| s.mirrored());
        specs.push(s);
        specs.extend(m);
    }
    let mut bodies = Vec::new();
    for s in &specs {
        let tb = bones.get(&s.bone)?;
        let (centre, axis, half) = match &s.end {
            End::ToBone(other) => {
                let a = tb.translation;
                let b = bones.get(other)?.translation;
                let len = (b - a).length();
                (
                    (a + b) * 0.5,
                    (b - a) / len,
                    (len * 0.5 - s.radius).max(0.0),
                )
            }
            End::Fixed { centre, axis, half } => (tb.translation + *centre, *axis, *half),
        };
        let rot_w = Quat::from_rotation_arc(Vec3::Y, axis.normalize());
        let t_wc = Rigid::new(rot_w, centre);
        bodies.push(Body {
            name: s.name.clone(),
            bone: s.bone.clone(),
            shape: Shape::Capsule {
                radius: s.radius,
                half_height: half,
            },
            offset: tb.inverse().mul(&t_wc),
            mass: s.mass,
            inertia_scale: 1.0,
            friction: 0.8,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        });
    }
    Ok(bodies)
}

/// The joints between `rig`'s bodies: at the child bone's origin, frames computed at rest;
/// right side mirrored.
fn mannequin_joints(rig: &Rig, bones: &RestBones) -> Result<Vec<Joint>, SampleError> {
    let mut joints = Vec::new();
    for j in left_and_centre_joints() {
        let mut sides = vec![(
            j.name.to_owned(),
            j.parent.to_owned(),
            j.child.to_owned(),
            false,
        )];
        if j.name.ends_with("_l") {
            sides.push((
                mirror_name(j.name),
                mirror_name(j.parent),
                mirror_name(j.child),
                true,
            ));
        }
        for (name, parent, child, mirrored) in sides {
            let left_frame = frame_from_x_y(j.axis, j.y_hint)
                .ok_or_else(|| SampleError::DegenerateFrame(name.to_string()))?;
            let frame_rot = if mirrored {
                mirror_rotation(left_frame)
            } else {
                left_frame
            };
            let body = |n: &str| {
                rig.body(n)
                    .cloned()
                    .ok_or_else(|| SampleError::MissingBody(n.to_owned()))
            };
            let (pb, cb) = (body(&parent)?, body(&child)?);
            let t_wj = Rigid::new(frame_rot, bones.get(&cb.bone)?.translation);
            let t_wa = bones.get(&pb.bone)?.mul(&pb.offset);
            let t_wb = bones.get(&cb.bone)?.mul(&cb.offset);
            let [s1, s2, tmin, tmax] = j.limits;
            joints.push(Joint {
                name,
                parent,
                child,
                parent_frame: t_wa.inverse().mul(&t_wj),
                child_frame: t_wb.inverse().mul(&t_wj),
                swing1: s1.to_radians(),
                swing2: s2.to_radians(),
                twist_min: tmin.to_radians(),
                twist_max: tmax.to_radians(),
                group: j.group.to_owned(),
                drive: None,
                collide_connected: false,
                hand_tuned: false,
            });
        }
    }
    Ok(joints)
}

/// The recovery's bodies (pelvis, chest) and axes: the chest capsule's frame maps world +Z
/// (the character's front) to its local +Z.
fn set_recovery(rig: &mut Rig, bones: &RestBones) -> Result<(), SampleError> {
    rig.recovery.pelvis = "pelvis".into();
    rig.recovery.chest = "chest".into();
    let chest = rig
        .body("chest")
        .ok_or_else(|| SampleError::MissingBody("chest".into()))?;
    let chest_w = bones.get("Chest")?.mul(&chest.offset);
    rig.recovery.chest_outward_axis = chest_w.rotation.inverse() * Vec3::Z;
    rig.recovery.stand_forward_axis = Vec3::Z;
    Ok(())
}
