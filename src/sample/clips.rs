//! The mannequin's animation clips, sampled from analytic motions.
//!
//! Motions are described as a [`Stance`]: a handful of joint angles (degrees) plus the
//! pelvis's horizontal position. The pelvis height follows from ground contact (pelvis,
//! knees, ankles, heels and toes never go below their clearance), and the Root node
//! carries the pelvis: the Hips keep their rest offset from the Root.

use crate::easing::smoothstep;
use std::f32::consts::{PI, TAU};

use glam::{Quat, Vec3};
use serde_json::{Value, json};

use super::SPIN_YAW_RATE_DEG_S;
use super::skeleton::{self, BONES};

/// Key rate of every sampled channel.
pub(crate) const SAMPLE_RATE_HZ: f32 = 30.0;
/// Time of the teleport clip's Root jump.
pub(crate) const TELEPORT_AT_S: f32 = 1.0;
/// The teleport clip's Root jump along +X, metres.
pub(crate) const TELEPORT_OFFSET_M: f32 = 3.0;
/// Height of the Hips joint above the ground when lying on the back or front.
const LYING_PELVIS_HEIGHT_M: f32 = 0.12;

const BONE_COUNT: usize = BONES.len();

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Interpolation {
    Linear,
    Step,
    CubicSpline,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Path {
    Translation,
    Rotation,
}

/// One animated property of one bone.
pub(super) struct Channel {
    pub bone: usize,
    pub path: Path,
    pub interpolation: Interpolation,
    pub times: Vec<f32>,
    /// Output elements (3 floats for translations, 4 for rotations, xyzw); for
    /// CUBICSPLINE, (in-tangent, value, out-tangent) per key.
    pub values: Vec<Vec<f32>>,
}

pub(super) struct Clip {
    pub name: &'static str,
    pub extras: Option<Value>,
    pub channels: Vec<Channel>,
}

/// A full skeleton pose: the Root's translation and every bone's local rotation.
#[derive(Clone, Debug)]
pub(super) struct Pose {
    pub root_translation: Vec3,
    pub rotations: [Quat; BONE_COUNT],
}

/// Body points that must stay above the ground: (bone, whether it exists on both sides
/// (named for the left side without its prefix), offset in the bone's frame for the left
/// side, clearance in metres).
const CONTACTS: [(&str, bool, [f32; 3], f32); 15] = [
    ("Hips", false, [0.0, 0.0, 0.0], LYING_PELVIS_HEIGHT_M),
    ("Hips", false, [0.0, -0.10, 0.0], 0.08),
    ("Chest", false, [0.0, 0.0, 0.0], 0.11),
    ("Head", false, [0.0, 0.095, 0.015], 0.10),
    ("Head", false, [0.0, 0.0, 0.0], 0.06),
    ("UpperArm", true, [0.0, 0.0, 0.0], 0.06),
    ("LowerArm", true, [0.0, 0.0, 0.0], 0.045),
    ("Hand", true, [0.0, 0.0, 0.0], 0.035),
    ("Hand", true, [0.14, 0.0, 0.0], 0.02),
    ("UpperLeg", true, [0.0, 0.0, 0.0], 0.08),
    ("LowerLeg", true, [0.0, 0.0, 0.0], 0.055),
    ("Foot", true, [0.0, 0.0, 0.0], 0.08),
    ("Foot", true, [0.0, -0.04, -0.06], 0.04),
    ("Toes", true, [0.0, 0.0, 0.0], 0.03),
    ("Toes", true, [0.0, -0.01, 0.05], 0.015),
];

/// How far `pose` must be raised so that no contact point is below its clearance.
fn ground_height(pose: &Pose) -> f32 {
    let world = pose.world_matrices();
    let mut height = f32::NEG_INFINITY;
    for (bone, sided, offset, clearance) in CONTACTS {
        let sides: &[(f32, &str)] = if sided { &SIDES } else { &[(1.0, "")] };
        for &(side, prefix) in sides {
            let offset = Vec3::new(side * offset[0], offset[1], offset[2]);
            let point = world[skeleton::index(&format!("{prefix}{bone}"))].transform_point3(offset);
            height = height.max(clearance - point.y);
        }
    }
    height
}

impl Pose {
    /// World matrix of every bone.
    pub fn world_matrices(&self) -> Vec<glam::Mat4> {
        let parents = skeleton::parent_indices();
        let mut out: Vec<glam::Mat4> = Vec::with_capacity(BONE_COUNT);
        for (i, bone) in BONES.iter().enumerate() {
            let t = if i == 0 {
                self.root_translation
            } else {
                Vec3::from(bone.local_translation_m)
            };
            let local = glam::Mat4::from_rotation_translation(self.rotations[i], t);
            out.push(parents[i].map_or(local, |p| out[p] * local));
        }
        out
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Leg {
    /// Thigh swing forward.
    hip: f32,
    /// Knee flexion (shin swings back).
    knee: f32,
    /// Foot rotation, positive points the toes down.
    ankle: f32,
}

#[derive(Clone, Copy, Debug, Default)]
struct Arm {
    /// Arm lowered from the T-pose towards the body's side.
    down: f32,
    /// Arm then swung forward (about the shoulder's side-to-side axis).
    forward: f32,
    /// Elbow flexion.
    elbow: f32,
}

/// A pose described by angles in degrees; index 0 of `legs`/`arms` is the left side.
#[derive(Clone, Copy, Debug, Default)]
struct Stance {
    /// Horizontal position of the pelvis (Hips joint).
    x: f32,
    z: f32,
    /// Height above the ground contact (airborne).
    lift: f32,
    /// Whole-body pitch about X: positive leans forward (90 = lying face down).
    pitch: f32,
    /// Whole-body yaw about +Y.
    yaw: f32,
    spine: f32,
    chest: f32,
    neck: f32,
    head_pitch: f32,
    head_yaw: f32,
    legs: [Leg; 2],
    arms: [Arm; 2],
}

const PARAMS: usize = 22;

fn rx(deg: f32) -> Quat {
    Quat::from_rotation_x(deg.to_radians())
}

fn local(name: &str) -> Vec3 {
    Vec3::from(BONES[skeleton::index(name)].local_translation_m)
}

const SIDES: [(f32, &str); 2] = [(1.0, "Left"), (-1.0, "Right")];

impl Stance {
    fn with_legs(mut self, hip: f32, knee: f32, ankle: f32) -> Self {
        self.legs = [Leg { hip, knee, ankle }; 2];
        self
    }

    fn with_arms(mut self, down: f32, forward: f32, elbow: f32) -> Self {
        self.arms = [Arm {
            down,
            forward,
            elbow,
        }; 2];
        self
    }

    fn with_torso(mut self, spine: f32, chest: f32, neck: f32) -> Self {
        self.spine = spine;
        self.chest = chest;
        self.neck = neck;
        self
    }

    fn at(mut self, pitch: f32, z: f32) -> Self {
        self.pitch = pitch;
        self.z = z;
        self
    }

    fn params(&self) -> [f32; PARAMS] {
        let [l, r] = self.legs;
        let [la, ra] = self.arms;
        [
            self.x,
            self.z,
            self.lift,
            self.pitch,
            self.yaw,
            self.spine,
            self.chest,
            self.neck,
            self.head_pitch,
            self.head_yaw,
            l.hip,
            l.knee,
            l.ankle,
            r.hip,
            r.knee,
            r.ankle,
            la.down,
            la.forward,
            la.elbow,
            ra.down,
            ra.forward,
            ra.elbow,
        ]
    }

    fn from_params(p: [f32; PARAMS]) -> Self {
        let leg = |i: usize| Leg {
            hip: p[i],
            knee: p[i + 1],
            ankle: p[i + 2],
        };
        let arm = |i: usize| Arm {
            down: p[i],
            forward: p[i + 1],
            elbow: p[i + 2],
        };
        Self {
            x: p[0],
            z: p[1],
            lift: p[2],
            pitch: p[3],
            yaw: p[4],
            spine: p[5],
            chest: p[6],
            neck: p[7],
            head_pitch: p[8],
            head_yaw: p[9],
            legs: [leg(10), leg(13)],
            arms: [arm(16), arm(19)],
        }
    }

    /// The pose on the ground, raised by `lift`.
    fn pose(&self) -> Pose {
        let mut pose = self.pose_at_zero();
        pose.root_translation.y += ground_height(&pose) + self.lift;
        pose
    }

    /// The pose with the pelvis at height 0 (before ground contact).
    fn pose_at_zero(&self) -> Pose {
        let mut rotations = [Quat::IDENTITY; BONE_COUNT];
        let mut set = |name: &str, q: Quat| rotations[skeleton::index(name)] = q;
        let root = Quat::from_rotation_y(self.yaw.to_radians()) * rx(self.pitch);
        set("Root", root);
        set("Spine", rx(self.spine));
        set("Chest", rx(self.chest));
        set("Neck", rx(self.neck));
        set(
            "Head",
            Quat::from_rotation_y(self.head_yaw.to_radians()) * rx(self.head_pitch),
        );
        for ((side, prefix), (leg, arm)) in SIDES.iter().zip(self.legs.iter().zip(self.arms)) {
            let name = |bone: &str| format!("{prefix}{bone}");
            set(&name("UpperLeg"), rx(-leg.hip));
            set(&name("LowerLeg"), rx(leg.knee));
            set(&name("Foot"), rx(leg.ankle));
            set(
                &name("UpperArm"),
                rx(-arm.forward) * Quat::from_rotation_z((-side * arm.down).to_radians()),
            );
            set(
                &name("LowerArm"),
                Quat::from_rotation_y((-side * arm.elbow).to_radians()),
            );
        }
        let pelvis = Vec3::new(self.x, 0.0, self.z);
        Pose {
            root_translation: pelvis - root * local("Hips"),
            rotations,
        }
    }
}

/// Hermite interpolation through key stances with Catmull-Rom tangents (zero at the ends).
fn keyed(keys: &[(f32, Stance)], t: f32) -> Stance {
    let last = keys.len() - 1;
    let i = keys[..last]
        .iter()
        .rposition(|&(kt, _)| kt <= t)
        .unwrap_or(0);
    let (t0, t1) = (keys[i].0, keys[i + 1].0);
    let dt = t1 - t0;
    let u = ((t - t0) / dt).clamp(0.0, 1.0);
    let p = |k: usize| keys[k].1.params();
    let tangent = |k: usize| -> [f32; PARAMS] {
        if k == 0 || k == last {
            return [0.0; PARAMS];
        }
        let (a, b) = (p(k - 1), p(k + 1));
        let span = keys[k + 1].0 - keys[k - 1].0;
        std::array::from_fn(|j| (b[j] - a[j]) / span)
    };
    let (p0, p1, m0, m1) = (p(i), p(i + 1), tangent(i), tangent(i + 1));
    let (u2, u3) = (u * u, u * u * u);
    let h00 = 2.0 * u3 - 3.0 * u2 + 1.0;
    let h10 = u3 - 2.0 * u2 + u;
    let h01 = -2.0 * u3 + 3.0 * u2;
    let h11 = u3 - u2;
    Stance::from_params(std::array::from_fn(|j| {
        h00 * p0[j] + h10 * dt * m0[j] + h01 * p1[j] + h11 * dt * m1[j]
    }))
}

/// Key times at [`SAMPLE_RATE_HZ`] from 0 to `duration_s` inclusive.
fn key_times(duration_s: f32) -> Vec<f32> {
    let n = (duration_s * SAMPLE_RATE_HZ).round() as usize;
    (0..=n).map(|i| i as f32 / SAMPLE_RATE_HZ).collect()
}

/// Cyclic locomotion parameters.
struct Gait {
    period_s: f32,
    speed_m_s: f32,
    hip: f32,
    knee_min: f32,
    knee: f32,
    arm_down: f32,
    arm_swing: f32,
    elbow: f32,
    pitch: f32,
    lean: f32,
    bounce_m: f32,
}

const WALK: Gait = Gait {
    period_s: 1.0,
    speed_m_s: 1.4,
    hip: 25.0,
    knee_min: 5.0,
    knee: 40.0,
    arm_down: 75.0,
    arm_swing: 18.0,
    elbow: 12.0,
    pitch: 0.0,
    lean: 3.0,
    bounce_m: 0.0,
};

const RUN: Gait = Gait {
    period_s: 0.7,
    speed_m_s: 3.5,
    hip: 40.0,
    knee_min: 15.0,
    knee: 75.0,
    arm_down: 70.0,
    arm_swing: 35.0,
    elbow: 85.0,
    pitch: 8.0,
    lean: 5.0,
    bounce_m: 0.05,
};

impl Gait {
    fn stance(&self, t: f32) -> Stance {
        let (s, c) = (TAU * t / self.period_s).sin_cos();
        let leg = |swing: f32, lift: f32| {
            let hip = self.hip * swing;
            let knee = self.knee_min + self.knee * lift.max(0.0).powi(2);
            Leg {
                hip,
                knee,
                ankle: 0.7 * (hip - knee - self.pitch),
            }
        };
        let arm = |swing: f32| Arm {
            down: self.arm_down,
            forward: self.arm_swing * swing,
            elbow: self.elbow,
        };
        Stance {
            z: self.speed_m_s * t,
            lift: self.bounce_m * s * s,
            pitch: self.pitch,
            spine: self.lean,
            chest: 0.5 * self.lean,
            neck: -self.lean - self.pitch,
            legs: [leg(s, c), leg(-s, -c)],
            arms: [arm(-s), arm(s)],
            ..Stance::default()
        }
    }
}

/// Idle breathing: chest angle (degrees) and its rate (degrees per second).
const IDLE_PERIOD_S: f32 = 2.0;
const IDLE_CHEST_DEG: f32 = 1.5;

fn idle_stance(t: f32) -> Stance {
    let s = (TAU * t / IDLE_PERIOD_S).sin();
    Stance {
        spine: 0.8 * s,
        chest: IDLE_CHEST_DEG * s,
        neck: -1.2 * s,
        ..Stance::default()
    }
    .with_arms(65.0, 0.0, 8.0)
}

fn jump_stance(t: f32) -> Stance {
    let (take_off, landing) = (0.40, 0.95);
    let crouch = if t < 0.30 {
        smoothstep(0.0, 0.30, t)
    } else if t < take_off {
        1.0 - smoothstep(0.30, take_off, t)
    } else if t < landing {
        0.0
    } else {
        0.8 * (PI * ((t - landing) / (1.2 - landing)).min(1.0))
            .sin()
            .powi(2)
    };
    let flight = ((t - take_off) / (landing - take_off)).clamp(0.0, 1.0);
    let tuck = (PI * flight).sin().powi(2);
    let half = 0.5 * (landing - take_off);
    let height = if t > take_off && t < landing {
        0.4 * (1.0 - ((t - take_off - half) / half).powi(2))
    } else {
        0.0
    };
    let bend = 55.0 * crouch;
    let (hip, knee) = (bend + 20.0 * tuck, 2.0 * bend + 35.0 * tuck);
    let arm_forward = if t < take_off {
        -50.0 * crouch
    } else if t < landing {
        150.0 * (PI * flight).sin()
    } else {
        30.0 * crouch
    };
    // Airborne, the pelvis follows the parabola and the tucked legs rise under it.
    Stance {
        spine: 0.5 * bend,
        neck: -0.3 * bend,
        ..Stance::default()
    }
    .with_legs(hip, knee, hip - knee + 25.0 * tuck)
    .with_arms(75.0, arm_forward, 20.0)
    .airborne(height)
}

impl Stance {
    /// Keeps the pelvis at its standing height plus `height` while airborne.
    fn airborne(mut self, height: f32) -> Self {
        if height > 0.0 {
            let standing = ground_height(&Stance::default().pose_at_zero());
            self.lift = standing + height - ground_height(&self.pose_at_zero());
        }
        self
    }
}

/// End pose of `fall` and start of `getup_supine`: lying on the back.
fn lying_on_back() -> Stance {
    Stance::default().at(-90.0, -0.87).with_arms(40.0, 0.0, 0.0)
}

fn fall_stance(t: f32) -> Stance {
    let p = ((t - 0.15) / 0.95).clamp(0.0, 1.0);
    let tilt = 90.0 * p * p;
    let bump = (PI * (t / 1.4).min(1.0)).sin().powi(2);
    let end = lying_on_back();
    Stance::default()
        .at(-tilt, end.z * tilt.to_radians().sin())
        .with_torso(15.0 * bump, 5.0 * bump, 25.0 * bump)
        .with_legs(30.0 * bump, 45.0 * bump, 10.0 * bump)
        .with_arms(
            75.0 - 35.0 * smoothstep(0.2, 1.3, t),
            60.0 * bump,
            30.0 * bump,
        )
}

fn getup_supine_keys() -> Vec<(f32, Stance)> {
    let feet_z = -0.12;
    vec![
        (0.0, lying_on_back()),
        (
            0.35,
            lying_on_back()
                .with_torso(10.0, 0.0, 25.0)
                .with_arms(70.0, 20.0, 20.0),
        ),
        (
            0.9,
            Stance::default()
                .at(-15.0, -0.95)
                .with_torso(25.0, 10.0, 0.0)
                .with_legs(75.0, 0.0, 0.0)
                .with_arms(80.0, 50.0, 15.0),
        ),
        (
            1.35,
            Stance::default()
                .at(-10.0, feet_z - 0.31)
                .with_torso(35.0, 10.0, -10.0)
                .with_legs(115.0, 130.0, -5.0)
                .with_arms(80.0, 70.0, 15.0),
        ),
        (
            1.8,
            Stance::default()
                .at(5.0, feet_z - 0.19)
                .with_torso(30.0, 5.0, -15.0)
                .with_legs(105.0, 130.0, -30.0)
                .with_arms(75.0, 45.0, 15.0),
        ),
        (2.5, Stance::default().at(0.0, feet_z)),
    ]
}

fn lying_on_front() -> Stance {
    Stance {
        head_yaw: 70.0,
        ..Stance::default()
    }
    .at(90.0, 0.95)
    .with_legs(0.0, 0.0, 70.0)
    .with_arms(40.0, 0.0, 0.0)
}

fn getup_prone_keys() -> Vec<(f32, Stance)> {
    let feet_z = 0.08;
    vec![
        (0.0, lying_on_front()),
        (
            0.55,
            Stance::default()
                .at(75.0, 0.95)
                .with_torso(-5.0, -5.0, -20.0)
                .with_legs(0.0, 0.0, 70.0)
                .with_arms(90.0, 75.0, 30.0),
        ),
        (
            1.2,
            Stance::default()
                .at(60.0, feet_z + 0.42)
                .with_torso(0.0, 0.0, -20.0)
                .with_legs(60.0, 90.0, 70.0)
                .with_arms(90.0, 60.0, 0.0),
        ),
        (
            1.8,
            Stance::default()
                .at(15.0, feet_z - 0.17)
                .with_torso(25.0, 5.0, -15.0)
                .with_legs(110.0, 130.0, -35.0)
                .with_arms(80.0, 40.0, 20.0),
        ),
        (2.5, Stance::default().at(0.0, feet_z)),
    ]
}

/// Samples `stance` at 30 Hz over `duration_s`.
fn sample(duration_s: f32, stance: impl Fn(f32) -> Stance) -> (Vec<f32>, Vec<Pose>) {
    let times = key_times(duration_s);
    let poses = times.iter().map(|&t| stance(t).pose()).collect();
    (times, poses)
}

/// Channels for every property that leaves the rest pose somewhere in the clip.
fn channels_from_poses(times: &[f32], poses: &[Pose], root: Interpolation) -> Vec<Channel> {
    let mut channels = Vec::new();
    let root_rest = Vec3::from(BONES[0].local_translation_m);
    if poses
        .iter()
        .any(|p| p.root_translation.distance(root_rest) > 1e-6)
    {
        channels.push(Channel {
            bone: 0,
            path: Path::Translation,
            interpolation: root,
            times: times.to_vec(),
            values: poses
                .iter()
                .map(|p| p.root_translation.to_array().to_vec())
                .collect(),
        });
    }
    for bone in 0..BONE_COUNT {
        let moves = poses
            .iter()
            .any(|p| !p.rotations[bone].abs_diff_eq(Quat::IDENTITY, 1e-6));
        if !moves {
            continue;
        }
        let mut previous = Quat::IDENTITY;
        let values = poses
            .iter()
            .map(|p| {
                let mut q = p.rotations[bone].normalize();
                if q.dot(previous) < 0.0 {
                    q = -q;
                }
                previous = q;
                q.to_array().to_vec()
            })
            .collect();
        channels.push(Channel {
            bone,
            path: Path::Rotation,
            interpolation: Interpolation::Linear,
            times: times.to_vec(),
            values,
        });
    }
    channels
}

fn clip(name: &'static str, duration_s: f32, stance: impl Fn(f32) -> Stance) -> Clip {
    let (times, poses) = sample(duration_s, stance);
    Clip {
        name,
        extras: None,
        channels: channels_from_poses(&times, &poses, Interpolation::Linear),
    }
}

fn idle() -> Clip {
    let mut clip = clip("idle", IDLE_PERIOD_S, idle_stance);
    // The Chest's rotation as a cubic spline with exact analytic tangents.
    let chest = skeleton::index("Chest");
    let omega = TAU / IDLE_PERIOD_S;
    let amplitude = IDLE_CHEST_DEG.to_radians();
    let times = key_times(IDLE_PERIOD_S);
    let mut values = Vec::with_capacity(times.len() * 3);
    for &t in &times {
        let angle = amplitude * (omega * t).sin();
        let rate = amplitude * omega * (omega * t).cos();
        let (s, c) = (0.5 * angle).sin_cos();
        let tangent = vec![0.5 * rate * c, 0.0, 0.0, -0.5 * rate * s];
        values.push(tangent.clone());
        values.push(vec![s, 0.0, 0.0, c]);
        values.push(tangent);
    }
    clip.channels.retain(|c| c.bone != chest);
    clip.channels.push(Channel {
        bone: chest,
        path: Path::Rotation,
        interpolation: Interpolation::CubicSpline,
        times,
        values,
    });
    clip
}

fn spin() -> Clip {
    let times = key_times(2.0);
    let values = times
        .iter()
        .map(|&t| {
            Quat::from_rotation_y((SPIN_YAW_RATE_DEG_S * t).to_radians())
                .to_array()
                .to_vec()
        })
        .collect();
    Clip {
        name: "spin",
        extras: Some(json!({ "yaw_rate_deg_s": SPIN_YAW_RATE_DEG_S })),
        channels: vec![Channel {
            bone: 0,
            path: Path::Rotation,
            interpolation: Interpolation::Linear,
            times,
            values,
        }],
    }
}

fn teleport() -> Clip {
    let (times, mut poses) = sample(2.0, |t| WALK.stance(t));
    let jump_frame = (TELEPORT_AT_S * SAMPLE_RATE_HZ).round() as usize;
    for pose in &mut poses[jump_frame..] {
        pose.root_translation.x += TELEPORT_OFFSET_M;
    }
    Clip {
        name: "teleport",
        extras: Some(json!({ "teleport_at_s": TELEPORT_AT_S })),
        channels: channels_from_poses(&times, &poses, Interpolation::Step),
    }
}

/// All clips, in a fixed order.
pub(super) fn all() -> Vec<Clip> {
    let supine = getup_supine_keys();
    let prone = getup_prone_keys();
    vec![
        idle(),
        clip("walk", 2.0 * WALK.period_s, |t| WALK.stance(t)),
        clip("run", 3.0 * RUN.period_s, |t| RUN.stance(t)),
        spin(),
        clip("jump", 1.2, jump_stance),
        teleport(),
        clip("fall", 1.5, fall_stance),
        clip("getup_supine", 2.5, |t| keyed(&supine, t)),
        clip("getup_prone", 2.5, |t| keyed(&prone, t)),
    ]
}

/// A crouch (the jump's deepest crouch, knees bent 110°): the frame the "posed nodes" variant
/// stores in its node transforms.
pub(super) fn crouch_pose() -> Pose {
    jump_stance(0.30).pose()
}

/// Poses of a clip at its key times (for tests and previews).
#[cfg(test)]
pub(super) fn poses_of(name: &str) -> Vec<(f32, Pose)> {
    let supine = getup_supine_keys();
    let prone = getup_prone_keys();
    let (times, poses) = match name {
        "idle" => sample(IDLE_PERIOD_S, idle_stance),
        "walk" | "teleport" => sample(2.0, |t| WALK.stance(t)),
        "run" => sample(2.1, |t| RUN.stance(t)),
        "jump" => sample(1.2, jump_stance),
        "fall" => sample(1.5, fall_stance),
        "getup_supine" => sample(2.5, |t| keyed(&supine, t)),
        "getup_prone" => sample(2.5, |t| keyed(&prone, t)),
        _ => panic!("no stance-based clip {name}"),
    };
    times.into_iter().zip(poses).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rest_stance_is_the_rest_pose() {
        let pose = Stance::default().pose();
        assert!(pose.root_translation.length() < 1e-6);
        assert!(
            pose.rotations
                .iter()
                .all(|q| q.abs_diff_eq(Quat::IDENTITY, 1e-7))
        );
    }

    #[test]
    fn channels_are_well_formed() {
        for clip in all() {
            for ch in &clip.channels {
                assert!(ch.times.windows(2).all(|w| w[0] < w[1]), "{}", clip.name);
                let per_key = if ch.interpolation == Interpolation::CubicSpline {
                    3
                } else {
                    1
                };
                assert_eq!(ch.values.len(), per_key * ch.times.len(), "{}", clip.name);
                for (k, v) in ch.values.iter().enumerate() {
                    assert!(v.iter().all(|x| x.is_finite()), "{}", clip.name);
                    let is_value = per_key == 1 || k % 3 == 1;
                    if ch.path == Path::Rotation && is_value {
                        let n: f32 = v.iter().map(|x| x * x).sum::<f32>().sqrt();
                        assert!((n - 1.0).abs() < 1e-5, "{} bone {}", clip.name, ch.bone);
                    }
                }
            }
        }
    }

    #[test]
    fn getups_end_in_rest_pose_and_start_lying() {
        for (name, sign) in [("getup_supine", -1.0f32), ("getup_prone", 1.0)] {
            let poses = poses_of(name);
            let (_, first) = &poses[0];
            let (_, last) = poses.last().unwrap();
            let body_up = first.rotations[0] * Vec3::Y;
            assert!(body_up.y.abs() < 1e-5, "{name} starts lying");
            let front = first.rotations[0] * Vec3::Z;
            assert!((front.y + sign).abs() < 1e-5, "{name} facing");
            let hips = first.world_matrices()[1].w_axis.y;
            assert!(
                (hips - LYING_PELVIS_HEIGHT_M).abs() < 0.03,
                "{name} hips {hips}"
            );
            assert!(
                last.rotations
                    .iter()
                    .all(|q| q.abs_diff_eq(Quat::IDENTITY, 1e-5))
            );
            assert!(
                last.root_translation.y.abs() < 1e-5,
                "{name} ends on the ground"
            );
        }
    }

    #[test]
    fn fall_ends_on_the_back() {
        let poses = poses_of("fall");
        let (_, last) = poses.last().unwrap();
        let world = last.world_matrices();
        let hips = world[1].w_axis;
        assert!((hips.y - LYING_PELVIS_HEIGHT_M).abs() < 0.02, "{hips}");
        assert!((last.root_translation.y - LYING_PELVIS_HEIGHT_M).abs() < 0.02);
        assert!((last.rotations[0] * Vec3::Z).y > 0.999, "face up");
    }

    #[test]
    fn jump_rises_about_40_cm() {
        let top = poses_of("jump")
            .iter()
            .map(|(_, p)| p.root_translation.y)
            .fold(f32::MIN, f32::max);
        assert!((0.3..0.45).contains(&top), "{top}");
    }
}
