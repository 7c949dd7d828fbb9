//! Left/right mirroring of a rig across the character's sagittal plane, as pure functions
//! (the editor wraps one call in one undoable edit).
//!
//! Bodies: the world placement at rest `T_WC = T_WB·T_BC` is reflected (rotation by
//! [`crate::xform::mirror_rotation`]'s rule, kept right-handed) and re-expressed in the twin
//! bone's frame; shape, mass and material are copied. Joints: both world frames are reflected
//! the same way, so the anchor gap and rest pose carry over; swing half-angles are copied and
//! the twist range becomes [−max, −min] (the mirror flips the sign of twist and swing1);
//! per-joint drive overrides are copied. Reflecting twice is the identity.

use super::names::{Side, counterpart, side_of};
use crate::character::Skeleton;
use crate::rig::model::{Body, Joint, Rig, WORLD};
use crate::xform::Rigid;
use glam::{Mat3, Quat, Vec3};

/// A reflection plane: through `point`, with unit `normal` (the character's left axis).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MirrorPlane {
    pub point: Vec3,
    pub normal: Vec3,
}

impl Default for MirrorPlane {
    /// The glTF convention: the plane x = 0.
    fn default() -> Self {
        MirrorPlane {
            point: Vec3::ZERO,
            normal: Vec3::X,
        }
    }
}

impl MirrorPlane {
    pub fn reflect_vector(&self, v: Vec3) -> Vec3 {
        v - 2.0 * v.dot(self.normal) * self.normal
    }

    pub fn reflect_point(&self, p: Vec3) -> Vec3 {
        p - 2.0 * (p - self.point).dot(self.normal) * self.normal
    }

    /// The mirrored frame, kept right-handed: X and Y reflected, Z reflected and flipped
    /// (for the plane x = 0 this is exactly [`crate::xform::mirror_rotation`]).
    pub fn reflect_rotation(&self, q: Quat) -> Quat {
        let m = Mat3::from_quat(q);
        Quat::from_mat3(&Mat3::from_cols(
            self.reflect_vector(m.x_axis),
            self.reflect_vector(m.y_axis),
            -self.reflect_vector(m.z_axis),
        ))
        .normalize()
    }

    pub fn reflect_rigid(&self, t: &Rigid) -> Rigid {
        Rigid::new(
            self.reflect_rotation(t.rotation),
            self.reflect_point(t.translation),
        )
    }

    /// The plane that best separates a rig's left/right body pairs at rest: normal along the
    /// mean left − right bone offset (snapped to a world axis within ~2°), through the mean of
    /// the pairs' midpoints. The plane x = 0 when the rig has no pair.
    pub fn infer(rig: &Rig, sk: &Skeleton) -> MirrorPlane {
        let world = sk.world_rigid(&sk.rest_pose());
        let origin = |b: &Body| sk.find(&b.bone).map(|i| world[i].translation);
        let mut dirs = Vec3::ZERO;
        let mut mids = Vec::new();
        for l in rig
            .bodies
            .iter()
            .filter(|b| side_of(&b.name) == Some(Side::Left))
        {
            let Some(r) = counterpart(&l.name).and_then(|n| rig.body(&n)) else {
                continue;
            };
            if let (Some(a), Some(b)) = (origin(l), origin(r))
                && (a - b).length() > 1e-6
            {
                dirs += (a - b).normalize();
                mids.push((a + b) * 0.5);
            }
        }
        let Some(normal) = dirs.try_normalize() else {
            return MirrorPlane::default();
        };
        let normal = crate::xform::snap_axis(normal);
        let d = mids.iter().map(|m| m.dot(normal)).sum::<f32>() / mids.len() as f32;
        MirrorPlane {
            point: normal * d,
            normal,
        }
    }
}

/// Which side is copied onto which.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MirrorMode {
    LeftToRight,
    RightToLeft,
    /// Both at once: each side becomes the mirror of the other.
    Swap,
}

impl MirrorMode {
    fn is_source(self, side: Option<Side>) -> bool {
        match (self, side) {
            (_, None) => false,
            (MirrorMode::LeftToRight, Some(s)) => s == Side::Left,
            (MirrorMode::RightToLeft, Some(s)) => s == Side::Right,
            (MirrorMode::Swap, Some(_)) => true,
        }
    }
}

/// Copy the left side onto the right across the plane inferred from the rig.
pub fn mirror_left_to_right(rig: &Rig, sk: &Skeleton) -> Rig {
    mirror_rig(
        rig,
        sk,
        &MirrorPlane::infer(rig, sk),
        MirrorMode::LeftToRight,
    )
}

/// The rig with the source side's bodies and joints mirrored onto the other side. Target
/// bodies keep their bone (a new twin goes on the twin bone, `counterpart(bone)`); a body whose
/// twin bone is not in the skeleton is left out.
pub fn mirror_rig(rig: &Rig, sk: &Skeleton, plane: &MirrorPlane, mode: MirrorMode) -> Rig {
    let rest = RestFrames {
        sk,
        world: sk.world_rigid(&sk.rest_pose()),
    };
    let mut out = rig.clone();
    for nb in mirror_bodies(rig, &rest, plane, mode) {
        match out.body_index(&nb.name) {
            Some(i) => out.bodies[i] = nb,
            None => out.bodies.push(nb),
        }
    }
    // Joints, framed against the mirrored bodies.
    for nj in mirror_joints(rig, &out, &rest, plane, mode) {
        match out.joint_index(&nj.name) {
            Some(i) => out.joints[i] = nj,
            None => out.joints.push(nj),
        }
    }
    out.disabled_pairs = mirror_disabled_pairs(rig, &out, mode);
    out
}

/// The skeleton's rest pose in world space, for placing bodies and joint frames.
struct RestFrames<'a> {
    sk: &'a Skeleton,
    world: Vec<Rigid>,
}

impl RestFrames<'_> {
    /// The world placement of bone `bone` at rest.
    fn bone(&self, bone: &str) -> Option<Rigid> {
        self.sk.find(bone).map(|i| self.world[i])
    }

    /// The world placement of `r`'s body `name` at rest (the identity for [`WORLD`]).
    fn body(&self, r: &Rig, name: &str) -> Option<Rigid> {
        if name == WORLD {
            return Some(Rigid::IDENTITY);
        }
        let b = r.body(name)?;
        Some(self.bone(&b.bone)?.mul(&b.offset))
    }
}

/// The twin of a sided name (itself when it has no twin); an unsided name is its own twin.
fn twin_name(n: &str) -> String {
    if side_of(n).is_some() {
        counterpart(n).unwrap_or_else(|| n.to_owned())
    } else {
        n.to_owned()
    }
}

/// The source side's bodies reflected onto their twins: placed in the twin body's bone (a new
/// twin on the twin bone); shape, mass and material copied.
fn mirror_bodies(rig: &Rig, rest: &RestFrames, plane: &MirrorPlane, mode: MirrorMode) -> Vec<Body> {
    let mut new_bodies: Vec<Body> = Vec::new();
    for b in &rig.bodies {
        if !mode.is_source(side_of(&b.name)) {
            continue;
        }
        let Some(name) = counterpart(&b.name) else {
            continue;
        };
        let bone = match rig.body(&name) {
            Some(t) => t.bone.clone(),
            None => counterpart(&b.bone).unwrap_or_else(|| b.bone.clone()),
        };
        let (Some(src_w), Some(dst_bone)) = (rest.body(rig, &b.name), rest.bone(&bone)) else {
            continue;
        };
        new_bodies.push(Body {
            name,
            bone,
            offset: dst_bone.inverse().mul(&plane.reflect_rigid(&src_w)),
            ..b.clone()
        });
    }
    new_bodies
}

/// The source side's joints reflected onto their twins, framed against the bodies of `out`
/// (the rig with the mirrored bodies): twist range [−max, −min], the twin drive group when
/// the rig has it.
fn mirror_joints(
    rig: &Rig,
    out: &Rig,
    rest: &RestFrames,
    plane: &MirrorPlane,
    mode: MirrorMode,
) -> Vec<Joint> {
    let mut new_joints: Vec<Joint> = Vec::new();
    for j in &rig.joints {
        if !mode.is_source(side_of(&j.child)) {
            continue;
        }
        // A joint named without a side marker is named after its twin child.
        let name =
            counterpart(&j.name).unwrap_or_else(|| format!("{}_{}", j.name, twin_name(&j.child)));
        let (parent, child) = (twin_name(&j.parent), twin_name(&j.child));
        let (Some(wa), Some(wb), Some(wa2), Some(wb2)) = (
            rest.body(rig, &j.parent),
            rest.body(rig, &j.child),
            rest.body(out, &parent),
            rest.body(out, &child),
        ) else {
            continue;
        };
        let fa = plane.reflect_rigid(&wa.mul(&j.parent_frame));
        let fb = plane.reflect_rigid(&wb.mul(&j.child_frame));
        let groups_twin = twin_name(&j.group);
        new_joints.push(Joint {
            name,
            parent,
            child,
            parent_frame: wa2.inverse().mul(&fa),
            child_frame: wb2.inverse().mul(&fb),
            twist_min: -j.twist_max,
            twist_max: -j.twist_min,
            group: if rig.groups.contains_key(&groups_twin) {
                groups_twin
            } else {
                j.group.clone()
            },
            ..j.clone()
        });
    }
    new_joints
}

/// The disabled pairs after the mirror: those touching a target-side body follow the source
/// side (with [`MirrorMode::Swap`] every pair becomes its twin pair when both twins exist in
/// `out`); no pair twice.
fn mirror_disabled_pairs(rig: &Rig, out: &Rig, mode: MirrorMode) -> Vec<[String; 2]> {
    let target = |n: &str| {
        let s = side_of(n);
        s.is_some() && mode != MirrorMode::Swap && !mode.is_source(s)
    };
    let mut pairs: Vec<[String; 2]> = Vec::new();
    let mut push = |p: [String; 2]| {
        if !pairs
            .iter()
            .any(|q| (q[0] == p[0] && q[1] == p[1]) || (q[0] == p[1] && q[1] == p[0]))
        {
            pairs.push(p);
        }
    };
    let exists = |n: &str| out.body(n).is_some();
    for p in &rig.disabled_pairs {
        let touches_source = p.iter().any(|n| mode.is_source(side_of(n)));
        let touches_target = p.iter().any(|n| target(n));
        if mode == MirrorMode::Swap {
            let m = [twin_name(&p[0]), twin_name(&p[1])];
            push(if m.iter().all(|n| exists(n)) {
                m
            } else {
                p.clone()
            });
            continue;
        }
        if !touches_target {
            push(p.clone());
        }
        if touches_source {
            let m = [twin_name(&p[0]), twin_name(&p[1])];
            if m.iter().all(|n| exists(n)) {
                push(m);
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reflection_on_x_is_mirror_rotation() {
        let p = MirrorPlane::default();
        let q = Quat::from_euler(glam::EulerRot::XYZ, 0.4, -0.9, 1.3);
        let a = p.reflect_rotation(q);
        let b = crate::xform::mirror_rotation(q);
        assert!(a.angle_between(b) < 1e-5);
        let t = Rigid::new(q, Vec3::new(0.3, 1.0, -2.0));
        let back = p.reflect_rigid(&p.reflect_rigid(&t));
        assert!(back.rotation.angle_between(q) < 1e-5);
        assert!((back.translation - t.translation).length() < 1e-6);
        // An oblique plane: twice is the identity too.
        let o = MirrorPlane {
            point: Vec3::new(0.1, 0.0, 0.2),
            normal: Vec3::new(1.0, 0.0, 0.3).normalize(),
        };
        let back = o.reflect_rigid(&o.reflect_rigid(&t));
        assert!(back.rotation.angle_between(q) < 1e-5);
        assert!((back.translation - t.translation).length() < 1e-5);
    }
}
