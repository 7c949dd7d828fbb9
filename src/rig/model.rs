//! The rig data model. Lengths in metres, masses in kilograms, angles in RADIANS
//! (the file stores degrees), gains in SI units.

use super::clip_roles::{ClipRole, ClipRoles};
use crate::character::RestPose;
use crate::xform::Rigid;
use glam::Vec3;
use std::collections::BTreeMap;

/// The current rig file format version.
pub const FORMAT_VERSION: u32 = 1;
/// The name a joint uses as parent to anchor its child to the world.
pub const WORLD: &str = "world";

/// The farthest the ground may lie from a model's origin (`[model] floor`), m.
pub const MAX_FLOOR_M: f32 = 100.0;

/// Can a model be placed with this floor (finite, within [`MAX_FLOOR_M`])? The doctor refuses
/// any other.
pub fn floor_is_usable(floor: f32) -> bool {
    floor.is_finite() && floor.abs() <= MAX_FLOOR_M
}

/// The floor a model is placed with: `floor` when usable, else 0 (the model at its origin).
pub fn usable_floor(floor: f32) -> f32 {
    if floor_is_usable(floor) { floor } else { 0.0 }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Rig {
    /// Path of the model, relative to the rig file (as written in the file).
    pub model_path: String,
    /// The model pose the rig is built on (bodies, joint frames and limits are relative to it).
    pub rest_pose: RestPose,
    /// Height of the ground in the model's own coordinates, m (`[model] floor`): the model is
    /// moved up by `−floor` so that this height lies on the simulation's ground (y = 0). 0 puts
    /// the model's origin on the ground; the fitter sets where the character stands
    /// ([`crate::fit::standing_floor`]).
    pub floor: f32,
    pub sim: SimSettings,
    pub switch: SwitchSettings,
    pub recovery: RecoverySettings,
    /// Drive groups by name (sorted).
    pub groups: BTreeMap<String, Group>,
    pub bodies: Vec<Body>,
    pub joints: Vec<Joint>,
    /// Body pairs whose contacts are off (besides the pairs joined by a joint).
    pub disabled_pairs: Vec<[String; 2]>,
    /// Manual humanoid mapping: role (e.g. "left_thigh") → bone name.
    pub mapping: BTreeMap<String, String>,
    /// Which clip plays each role (idle, walk, run, jump, the two get-ups).
    pub clip_roles: ClipRoles,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SimSettings {
    /// Fixed step, seconds.
    pub dt: f32,
    /// Solver substeps per step: each substep rebuilds the constraints at the current poses
    /// and integrates by `dt / substeps`.
    pub substeps: u32,
    /// Velocity iterations per substep: how often every joint and contact row is solved
    /// before the positions are integrated (more iterations: joints that hold against each
    /// other and against contacts; a light body between two heavy ones needs them).
    pub iterations: u32,
    /// m/s².
    pub gravity: Vec3,
    pub ground: bool,
    pub ground_friction: f32,
    pub ground_restitution: f32,
    /// Coulomb friction torque of every joint axis while the drives are off, N·m: relative
    /// rotation is resisted up to this torque (what makes a limp ragdoll come to rest instead
    /// of twitching on rapier's contacts). 0: none.
    pub joint_friction: f32,
    /// Rolling resistance coefficient against the scenery (the ground and obstacles),
    /// dimensionless, as rolling resistance is usually given: a body touching the scenery
    /// resists rolling on it with a torque of up to this coefficient times the force pressing
    /// it down times its radius there (the distance from its centre of mass to the contact), the
    /// lever arm a soft body's contact patch has and a rigid ball or capsule has not. Solved with
    /// the contacts, so it holds a body still (a ball stays on a slope while tan θ is below the
    /// coefficient) or slows it, and never pushes it. rapier only: the Jolt backend ignores it
    /// (the doctor warns). 0: none (rigid round shapes roll freely).
    pub rolling_resistance: f32,
    /// The physics engine that simulates the rig (`engine` in the file, omitted for rapier).
    pub engine: SimEngine,
}

/// A physics engine ragrig can simulate a rig on (src/sim/rapier/, src/sim/jolt/).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SimEngine {
    /// rapier3d (Bevy and other Rust games); the default.
    #[default]
    Rapier,
    /// Jolt Physics (Godot 4, Horizon and many in-house engines).
    Jolt,
}

impl SimEngine {
    pub const ALL: [SimEngine; 2] = [SimEngine::Rapier, SimEngine::Jolt];

    /// The name in rig files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SimEngine::Rapier => "rapier",
            SimEngine::Jolt => "jolt",
        }
    }

    /// `rapier` or `jolt`; Err says what is accepted.
    pub fn parse(s: &str) -> Result<SimEngine, UnknownEngine> {
        match s.trim() {
            "rapier" => Ok(SimEngine::Rapier),
            "jolt" => Ok(SimEngine::Jolt),
            other => Err(UnknownEngine(other.to_owned())),
        }
    }
}

/// An engine name that is neither `rapier` nor `jolt` (the name, trimmed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown engine '{0}' (expected \"rapier\" or \"jolt\")")]
pub struct UnknownEngine(pub String);

impl std::fmt::Display for SimEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for SimEngine {
    type Err = UnknownEngine;
    fn from_str(s: &str) -> Result<Self, UnknownEngine> {
        SimEngine::parse(s)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchSettings {
    /// m/s.
    pub max_linear_speed: f32,
    /// rad/s (degrees/s in the file).
    pub max_angular_speed: f32,
    /// A body moving more than this between two samples (m) marks a teleport.
    pub teleport_distance: f32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecoveryMode {
    Presentation,
    Powered,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecoverySettings {
    pub pelvis: String,
    pub chest: String,
    /// The chest body's outward (front) axis in its local frame.
    pub chest_outward_axis: Vec3,
    /// Seconds.
    pub settle_window: f32,
    /// m/s.
    pub settle_linear_speed: f32,
    /// rad/s.
    pub settle_angular_speed: f32,
    /// Stand-forward axis `a_B` in the pelvis bone frame.
    pub stand_forward_axis: Vec3,
    /// Seconds.
    pub blend_time: f32,
    pub mode: RecoveryMode,
}

/// Drive gains, physical (never mass-scaled).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gains {
    /// Kp in N·m/rad, Kd in N·m·s/rad.
    Stiffness { kp: f32, kd: f32 },
    /// Natural frequency (Hz) and damping ratio, converted per joint with its effective inertia:
    /// Kp = I·ω², Kd = 2ζ·I·ω, ω = 2π·f.
    Frequency {
        frequency_hz: f32,
        damping_ratio: f32,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub gains: Gains,
    /// N·m.
    pub max_torque: f32,
    /// 0..1: scales Kp and max torque, keeps Kd.
    pub weight: f32,
    /// Edited by the author: a ragdoll generated again keeps it as it is
    /// ([`crate::fit::keep_hand_tuned`]).
    pub hand_tuned: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// Capsule along the body's local +Y axis: the segment from -half_height to +half_height,
    /// swept by `radius`. Total length = 2·(half_height + radius).
    Capsule {
        radius: f32,
        half_height: f32,
    },
    Sphere {
        radius: f32,
    },
    Box {
        half_extents: Vec3,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Body {
    pub name: String,
    /// The bone (glTF node name) the body follows.
    pub bone: String,
    pub shape: Shape,
    /// `T_BC`: the body (collider) frame in the bone frame. The centre of mass is its origin.
    pub offset: Rigid,
    /// kg.
    pub mass: f32,
    /// Multiplies the moments of inertia of the shape at this mass (1: the shape's own). Raising
    /// it on a light body between two heavy ones (a neck between chest and head) lets the
    /// solver hold both of its joints; see `light_links` (in `rig::mass`).
    pub inertia_scale: f32,
    pub friction: f32,
    pub restitution: f32,
    /// true: a ragdoll body; false: stays on the animation (kinematic).
    pub simulated: bool,
    /// Edited by the author: a ragdoll generated again keeps it as it is
    /// ([`crate::fit::keep_hand_tuned`]).
    pub hand_tuned: bool,
}

/// A per-joint override of its group's drive.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DriveOverride {
    pub kp: f32,
    pub kd: f32,
    pub max_torque: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Joint {
    pub name: String,
    /// A body name or [`WORLD`].
    pub parent: String,
    pub child: String,
    /// `T_AJ`: the joint frame in the parent body frame (in world space for a world parent).
    pub parent_frame: Rigid,
    /// `T_BJ`: the joint frame in the child body frame.
    pub child_frame: Rigid,
    /// Elliptical swing cone half-angles about the frame's Y (swing1) and Z (swing2), radians.
    pub swing1: f32,
    pub swing2: f32,
    /// Twist range about the frame's X axis, radians.
    pub twist_min: f32,
    pub twist_max: f32,
    /// Drive group name.
    pub group: String,
    pub drive: Option<DriveOverride>,
    /// Contacts between the two joined bodies (off by default, and the doctor warns when on).
    pub collide_connected: bool,
    /// Edited by the author: a ragdoll generated again keeps it as it is
    /// ([`crate::fit::keep_hand_tuned`]).
    pub hand_tuned: bool,
}

#[cfg(test)]
impl Body {
    /// A body for unit tests: a simulated 1 kg sphere of radius 5 cm on bone `name`.
    pub(crate) fn for_test(name: &str) -> Body {
        Body {
            name: name.into(),
            bone: name.into(),
            shape: Shape::Sphere { radius: 0.05 },
            offset: Rigid::default(),
            mass: 1.0,
            inertia_scale: 1.0,
            friction: 0.8,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        }
    }

    /// [`Body::for_test`] as a sphere of `radius` (m) and `mass` (kg).
    pub(crate) fn sphere_for_test(name: &str, radius: f32, mass: f32) -> Body {
        Body {
            shape: Shape::Sphere { radius },
            mass,
            ..Body::for_test(name)
        }
    }
}

#[cfg(test)]
impl Joint {
    /// A joint for unit tests: the given frames, ±1 rad of swing and twist, group `g`, no drive.
    pub(crate) fn for_test(
        name: &str,
        parent: &str,
        child: &str,
        parent_frame: Rigid,
        child_frame: Rigid,
    ) -> Joint {
        Joint {
            name: name.into(),
            parent: parent.into(),
            child: child.into(),
            parent_frame,
            child_frame,
            swing1: 1.0,
            swing2: 1.0,
            twist_min: -1.0,
            twist_max: 1.0,
            group: "g".into(),
            drive: None,
            collide_connected: false,
            hand_tuned: false,
        }
    }
}

/// [`SimSettings::rolling_resistance`] of a new rig: off. No coefficient measured keeps the
/// physics check clean on both engines (docs/simulation.md, "Rolling resistance").
pub const DEFAULT_ROLLING_RESISTANCE: f32 = 0.0;

impl Default for SimSettings {
    fn default() -> Self {
        Self {
            dt: 1.0 / 60.0,
            substeps: 24,
            iterations: 2,
            gravity: Vec3::new(0.0, -9.81, 0.0),
            ground: true,
            ground_friction: 0.8,
            ground_restitution: 0.0,
            joint_friction: 3.0,
            rolling_resistance: DEFAULT_ROLLING_RESISTANCE,
            engine: SimEngine::Rapier,
        }
    }
}

impl Default for SwitchSettings {
    fn default() -> Self {
        Self {
            max_linear_speed: 20.0,
            max_angular_speed: 1800.0f32.to_radians(),
            teleport_distance: 1.0,
        }
    }
}

impl Default for RecoverySettings {
    fn default() -> Self {
        Self {
            pelvis: String::new(),
            chest: String::new(),
            chest_outward_axis: Vec3::Z,
            settle_window: 0.5,
            settle_linear_speed: 0.1,
            settle_angular_speed: 0.2,
            stand_forward_axis: Vec3::Z,
            blend_time: 0.6,
            mode: RecoveryMode::Presentation,
        }
    }
}

impl Rig {
    /// Rename body `from` to `to` everywhere it is named: the body, the joints, the disabled
    /// pairs and the recovery's pelvis and chest.
    pub fn rename_body(&mut self, from: &str, to: &str) {
        let fix = |s: &mut String| {
            if s == from {
                *s = to.to_owned();
            }
        };
        for b in &mut self.bodies {
            fix(&mut b.name);
        }
        for j in &mut self.joints {
            fix(&mut j.parent);
            fix(&mut j.child);
        }
        for p in &mut self.disabled_pairs {
            fix(&mut p[0]);
            fix(&mut p[1]);
        }
        fix(&mut self.recovery.pelvis);
        fix(&mut self.recovery.chest);
    }

    /// An empty rig for a model (ready for "Generate ragdoll").
    pub fn empty(model_path: impl Into<String>) -> Self {
        Self {
            model_path: model_path.into(),
            rest_pose: RestPose::default(),
            floor: 0.0,
            sim: SimSettings::default(),
            switch: SwitchSettings::default(),
            recovery: RecoverySettings::default(),
            groups: BTreeMap::new(),
            bodies: Vec::new(),
            joints: Vec::new(),
            disabled_pairs: Vec::new(),
            mapping: BTreeMap::new(),
            clip_roles: ClipRoles::new(),
        }
    }

    /// The clip that plays `role`, if the rig names one (the model may still lack it).
    pub fn clip_for(&self, role: ClipRole) -> Option<&str> {
        self.clip_roles
            .get(&role)
            .map(String::as_str)
            .filter(|c| !c.is_empty())
    }

    /// The index of `role`'s clip in the character's clips (None: no role or not in the model).
    pub fn clip_index(&self, role: ClipRole, ch: &crate::character::Character) -> Option<usize> {
        let name = self.clip_for(role)?;
        ch.clips.iter().position(|c| c.name == name)
    }

    /// Set (or with an empty name clear) the clip of a role.
    pub fn set_clip_role(&mut self, role: ClipRole, clip: impl Into<String>) {
        let clip = clip.into();
        if clip.is_empty() {
            self.clip_roles.remove(&role);
        } else {
            self.clip_roles.insert(role, clip);
        }
    }

    pub fn body(&self, name: &str) -> Option<&Body> {
        self.bodies.iter().find(|b| b.name == name)
    }

    pub fn body_index(&self, name: &str) -> Option<usize> {
        self.bodies.iter().position(|b| b.name == name)
    }

    pub fn joint(&self, name: &str) -> Option<&Joint> {
        self.joints.iter().find(|j| j.name == name)
    }

    pub fn joint_index(&self, name: &str) -> Option<usize> {
        self.joints.iter().position(|j| j.name == name)
    }

    /// How many bodies, joints and drive groups are marked hand-tuned.
    pub fn hand_tuned_count(&self) -> usize {
        self.bodies.iter().filter(|b| b.hand_tuned).count()
            + self.joints.iter().filter(|j| j.hand_tuned).count()
            + self.groups.values().filter(|g| g.hand_tuned).count()
    }

    /// Total mass of the simulated bodies, kg.
    pub fn total_mass(&self) -> f32 {
        self.bodies
            .iter()
            .filter(|b| b.simulated)
            // A fold from +0 (f32's `sum` starts at −0, shown as "-0.00 kg" for an empty rig).
            .fold(0.0, |total, b| total + b.mass)
    }

    /// Turn contacts between `a` and `b` off (listed once, unless already off) or on again
    /// (every listing of the pair removed; a joint between them keeps its own
    /// `collide_connected`).
    pub fn set_pair_listed(&mut self, a: &str, b: &str, off: bool) {
        if off {
            if !self.pair_disabled(a, b) {
                self.disabled_pairs.push([a.to_owned(), b.to_owned()]);
            }
        } else {
            self.disabled_pairs
                .retain(|p| !same_pair(&p[0], &p[1], a, b));
        }
    }

    /// The joint between `a` and `b` whose `collide_connected` is off, if any.
    fn joint_without_contacts(&self, a: &str, b: &str) -> Option<&Joint> {
        self.joints
            .iter()
            .find(|j| !j.collide_connected && same_pair(&j.parent, &j.child, a, b))
    }

    fn pair_listed(&self, a: &str, b: &str) -> bool {
        self.disabled_pairs
            .iter()
            .any(|p| same_pair(&p[0], &p[1], a, b))
    }

    /// The bodies whose contacts with `body` are off, each with the joint that turns them off
    /// (None: only listed in `disabled_pairs`), in rig order. A pair both joined and listed
    /// names its joint: turning the listing off would not turn its contacts on.
    pub fn contacts_off_with(&self, body: &str) -> Vec<(String, Option<String>)> {
        self.bodies
            .iter()
            .filter(|o| o.name != body)
            .filter_map(|o| match self.joint_without_contacts(body, &o.name) {
                Some(j) => Some((o.name.clone(), Some(j.name.clone()))),
                None => self
                    .pair_listed(body, &o.name)
                    .then(|| (o.name.clone(), None)),
            })
            .collect()
    }

    /// True when contacts between the two bodies are off (joined by a joint, or listed).
    pub fn pair_disabled(&self, a: &str, b: &str) -> bool {
        self.joint_without_contacts(a, b).is_some() || self.pair_listed(a, b)
    }
}

/// Whether (p, q) is the pair {a, b}, in either order.
fn same_pair(p: &str, q: &str, a: &str, b: &str) -> bool {
    (p == a && q == b) || (p == b && q == a)
}

impl Shape {
    /// The segment (in the body frame) and radius that describe the shape for distance queries.
    /// A box is approximated by a capsule along its longest axis.
    pub fn as_capsule(&self) -> (Vec3, Vec3, f32) {
        match *self {
            Shape::Capsule {
                radius,
                half_height,
            } => (Vec3::NEG_Y * half_height, Vec3::Y * half_height, radius),
            Shape::Sphere { radius } => (Vec3::ZERO, Vec3::ZERO, radius),
            Shape::Box { half_extents: h } => {
                let axis = if h.x >= h.y && h.x >= h.z {
                    0
                } else if h.y >= h.z {
                    1
                } else {
                    2
                };
                let mut e = Vec3::ZERO;
                e[axis] = 1.0;
                let others: Vec<f32> = (0..3).filter(|&i| i != axis).map(|i| h[i]).collect();
                let r = others[0].max(others[1]);
                let half = (h[axis] - r).max(0.0);
                (-e * half, e * half, r)
            }
        }
    }

    pub fn numbers(&self) -> Vec<f32> {
        match *self {
            Shape::Capsule {
                radius,
                half_height,
            } => vec![radius, half_height],
            Shape::Sphere { radius } => vec![radius],
            Shape::Box { half_extents } => half_extents.to_array().to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rig;

    #[test]
    fn an_empty_rig_weighs_plus_zero() {
        let m = Rig::empty("x.glb").total_mass();
        assert_eq!(m, 0.0);
        assert!(m.is_sign_positive(), "{m}");
        assert_eq!(format!("{m:.2}"), "0.00");
    }

    /// a–b joined without contacts, c free: turning b–c off lists it once (also asked the other
    /// way round), a–b stays off through its joint, and turning b–c on removes every listing.
    #[test]
    fn pairs_turn_off_and_on_and_say_why_they_are_off() {
        use super::{Body, Joint};
        use crate::xform::Rigid;
        let mut rig = Rig::empty("x.glb");
        rig.bodies = ["a", "b", "c"].map(Body::for_test).to_vec();
        let mut j = Joint::for_test("ab", "a", "b", Rigid::default(), Rigid::default());
        j.collide_connected = false;
        rig.joints = vec![j];
        assert_eq!(
            rig.contacts_off_with("b"),
            vec![("a".into(), Some("ab".into()))]
        );
        rig.set_pair_listed("b", "c", true);
        rig.set_pair_listed("c", "b", true);
        assert_eq!(rig.disabled_pairs, vec![["b".to_owned(), "c".to_owned()]]);
        assert!(rig.pair_disabled("c", "b"));
        assert_eq!(
            rig.contacts_off_with("b"),
            vec![("a".into(), Some("ab".into())), ("c".into(), None)]
        );
        // Listing a pair a joint already turns off adds nothing.
        rig.set_pair_listed("a", "b", true);
        assert_eq!(rig.disabled_pairs.len(), 1);
        // Joined and listed: named by its joint (the listing alone would not turn it on).
        rig.disabled_pairs.push(["b".into(), "a".into()]);
        assert_eq!(
            rig.contacts_off_with("b")[0],
            ("a".into(), Some("ab".into()))
        );
        rig.disabled_pairs.retain(|p| p[1] != "a");
        rig.disabled_pairs.push(["c".into(), "b".into()]);
        rig.set_pair_listed("b", "c", false);
        assert!(rig.disabled_pairs.is_empty());
        assert!(!rig.pair_disabled("b", "c"));
        assert!(rig.pair_disabled("a", "b"));
    }
}
