//! Where the character root goes when getting up (docs/switch-recovery.md).
//!
//! Yaw only: the root rotation `R_WR` is a rotation about +Y that turns the root's forward axis
//! (+Z, the glTF character convention) onto a horizontal world forward `f`:
//! `R_WR = rot_Y(atan2(f.x, f.z))`. The pelvis's roll and pitch are not inherited.
//!
//! Sources of `f`, in order (the one used is recorded as [`YawSource`]):
//! 1. the projection of `R_WB · a_B` onto the ground plane (`R_WB` the pelvis bone's world
//!    rotation, `a_B` the get-up clip's stand-forward axis in the pelvis bone frame), normalised,
//!    if its length is at least [`MIN_PROJECTION`] (0.1);
//! 2. the character's last horizontal forward before the fall, if valid (horizontal length
//!    ≥ 0.1);
//! 3. a default ([`DEFAULT_FORWARD`] = +Z unless the caller gives another).
//!
//! Translation: `p_WR = p_WB − R_WR · p_RB`, with `p_WB` the ragdoll's pelvis bone position and
//! `p_RB` the pelvis bone position in the get-up clip's first frame relative to the character
//! root (the space the clip is authored in, i.e. the parent space of the root bone), so that the
//! clip's first-frame pelvis lands on the ragdoll pelvis horizontally; then `p_WR.y = 0` (dropped
//! onto the ground). The capsule/standability query is the caller's (physics) job.

use crate::character::{Character, Clip};
use crate::xform::Rigid;
use glam::{Quat, Vec3};
use serde::Serialize;

/// The default world forward when nothing else is valid.
pub const DEFAULT_FORWARD: Vec3 = Vec3::Z;
/// Minimum horizontal length of a projected forward to be used.
pub const MIN_PROJECTION: f32 = 0.1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum YawSource {
    /// The pelvis's stand-forward axis projected onto the ground.
    PelvisProjection,
    /// The character's last horizontal forward before the fall.
    LastForward,
    /// The default forward.
    Default,
}

impl YawSource {
    /// In words, for a status line: what the get-up faces.
    pub fn describe(&self) -> &'static str {
        match self {
            YawSource::PelvisProjection => "the way the pelvis points",
            YawSource::LastForward => "the way it moved before the fall",
            YawSource::Default => "the rig's default forward",
        }
    }
}

/// The chosen root transform and where its yaw came from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RootPlacement {
    /// `T_WR`: yaw-only rotation, translation on the ground (y = 0).
    pub rotation: Quat,
    pub translation: Vec3,
    /// Unit horizontal world forward of the root.
    pub forward: Vec3,
    pub yaw_source: YawSource,
    /// Height the aligned root had before being dropped onto the ground, m.
    pub dropped_by: f32,
}

impl RootPlacement {
    pub fn rigid(&self) -> Rigid {
        Rigid::new(self.rotation, self.translation)
    }
}

fn horizontal(v: Vec3) -> Option<Vec3> {
    let h = Vec3::new(v.x, 0.0, v.z);
    (h.is_finite() && h.length() >= MIN_PROJECTION).then(|| h.normalize())
}

/// Rotation about +Y taking +Z onto the horizontal direction `forward`.
pub fn yaw_rotation(forward: Vec3) -> Quat {
    Quat::from_rotation_y(forward.x.atan2(forward.z))
}

/// The root's horizontal forward and its source (see the module docs).
pub fn root_yaw(
    pelvis_rotation: Quat,
    stand_forward_axis: Vec3,
    last_forward: Option<Vec3>,
    default_forward: Vec3,
) -> (Vec3, YawSource) {
    if let Some(f) = horizontal(pelvis_rotation * stand_forward_axis) {
        return (f, YawSource::PelvisProjection);
    }
    if let Some(f) = last_forward.and_then(horizontal) {
        return (f, YawSource::LastForward);
    }
    let f = horizontal(default_forward).unwrap_or(DEFAULT_FORWARD);
    (f, YawSource::Default)
}

/// The root transform for a pelvis bone at world pose `pelvis_world` (`T_WB`), with `p_RB` the
/// pelvis bone position in the get-up clip's first frame (see the module docs).
pub fn place_root(
    pelvis_world: &Rigid,
    pelvis_in_root: Vec3,
    stand_forward_axis: Vec3,
    last_forward: Option<Vec3>,
    default_forward: Vec3,
) -> RootPlacement {
    let (forward, yaw_source) = root_yaw(
        pelvis_world.rotation,
        stand_forward_axis,
        last_forward,
        default_forward,
    );
    let rotation = yaw_rotation(forward);
    let aligned = pelvis_world.translation - rotation * pelvis_in_root;
    RootPlacement {
        rotation,
        translation: Vec3::new(aligned.x, 0.0, aligned.z),
        forward,
        yaw_source,
        dropped_by: aligned.y,
    }
}

/// World (= root-relative, the character at identity) transform of `bone` in `clip` at `t`.
fn clip_bone(character: &Character, clip: &Clip, bone: &str, t: f32) -> Option<Rigid> {
    let sk = &character.skeleton;
    let i = sk.find(bone)?;
    Some(sk.world_rigid(&clip.sample(t, &sk.node_pose()))[i])
}

/// `p_RB`: the pelvis bone position in the clip's first frame, relative to the character root.
pub fn pelvis_in_root(character: &Character, clip: &Clip, pelvis_bone: &str) -> Option<Vec3> {
    clip_bone(character, clip, pelvis_bone, 0.0).map(|t| t.translation)
}

/// The stand-forward axis `a_B` a get-up clip implies: the root's forward (+Z) expressed in
/// the pelvis bone frame of the clip's first frame, `a_B = R_RB⁻¹ · Z`. With it, the projection
/// of `R_WB · a_B` reproduces the clip's own facing when the ragdoll lies as the clip starts.
pub fn stand_forward_from_clip(
    character: &Character,
    clip: &Clip,
    pelvis_bone: &str,
) -> Option<Vec3> {
    clip_bone(character, clip, pelvis_bone, 0.0).map(|t| t.rotation.inverse() * Vec3::Z)
}
