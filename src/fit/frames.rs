//! Joint frames: a joint per mapped parent → child pair at the child bone's origin, the twist
//! axis (X) along the child bone, the same world frame `T_WJ` seen from both bodies:
//! `T_AJ = T_WA⁻¹·T_WJ`, `T_BJ = T_WB⁻¹·T_WJ`. The anchor gap is zero and the rest pose is the
//! centre of the limits by construction.
//!
//! The frame's Y axis comes from the segment's canonical T-pose frame (see
//! [`Segment::canonical_frame`]) turned by the shortest arc onto the actual bone direction, so
//! an A-pose gets the same anatomical axes as a T-pose. Right-side frames are the mirrors of
//! the frames the left side would have with the mirrored bone direction (`mirror_rotation`
//! across the character's sagittal plane): the same numbers mean the same anatomical motion on
//! both sides, except that a mirrored motion has the opposite twist and swing1 sign (so a
//! mirrored twist range is [−max, −min]; swing half-angles carry over).

use super::mapping::Mapping;
use super::mirror::MirrorPlane;
use super::names::Side;
use super::role::{Role, Segment};
use crate::xform::{Rigid, frame_from_x_y, snap_axis};
use glam::{Quat, Vec3};

/// The character's anatomical axes in world space and its sagittal (mirror) plane.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CharacterFrame {
    /// The character's left (glTF characters face +Z, so usually +X).
    pub left: Vec3,
    pub up: Vec3,
    /// `left × up`.
    pub forward: Vec3,
    pub plane: MirrorPlane,
}

impl CharacterFrame {
    /// From the rest pose: up is +Y; left points from the right thigh (or upper arm, or foot)
    /// to the left one, made horizontal; the mirror plane passes through the pelvis bone.
    pub fn from_rest(world: &[Rigid], mapping: &Mapping) -> CharacterFrame {
        let up = Vec3::Y;
        let pos = |r: Role| mapping.get(r).map(|n| world[n].translation);
        let mut left = Vec3::X;
        for seg in [
            Segment::Thigh,
            Segment::UpperArm,
            Segment::Foot,
            Segment::Shin,
        ] {
            if let (Some(l), Some(r)) = (
                pos(Role::sided(seg, Side::Left)),
                pos(Role::sided(seg, Side::Right)),
            ) {
                let d = l - r;
                if let Some(h) = (d - up * d.dot(up)).try_normalize() {
                    left = snap_axis(h);
                    break;
                }
            }
        }
        let point = pos(Role::centre(Segment::Pelvis))
            .or_else(|| {
                let l = pos(Role::sided(Segment::Thigh, Side::Left))?;
                let r = pos(Role::sided(Segment::Thigh, Side::Right))?;
                Some((l + r) * 0.5)
            })
            .unwrap_or(Vec3::ZERO);
        CharacterFrame {
            left,
            up,
            forward: left.cross(up),
            plane: MirrorPlane {
                point,
                normal: left,
            },
        }
    }

    /// The world rotation of a joint frame whose child is `segment` on `side`, with the twist
    /// axis along `twist_dir` (world).
    pub fn joint_rotation(&self, segment: Segment, side: Option<Side>, twist_dir: Vec3) -> Quat {
        let (cx, cy) = segment.canonical_frame(self.left, self.up, self.forward);
        let frame = |d: Vec3| {
            let d = d.try_normalize().unwrap_or(cx);
            let y = Quat::from_rotation_arc(cx, d) * cy;
            frame_from_x_y(d, y).unwrap_or_else(|| Quat::from_rotation_arc(Vec3::X, d))
        };
        match side {
            Some(Side::Right) => self
                .plane
                .reflect_rotation(frame(self.plane.reflect_vector(twist_dir))),
            _ => frame(twist_dir),
        }
    }
}

/// The two local frames of a joint whose world frame at rest is `t_wj`, between bodies with
/// world frames `t_wa` (parent) and `t_wb` (child): (`T_AJ`, `T_BJ`).
pub fn local_frames(t_wa: &Rigid, t_wb: &Rigid, t_wj: &Rigid) -> (Rigid, Rigid) {
    (t_wa.inverse().mul(t_wj), t_wb.inverse().mul(t_wj))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::limits::decompose;

    fn frame() -> CharacterFrame {
        CharacterFrame {
            left: Vec3::X,
            up: Vec3::Y,
            forward: Vec3::Z,
            plane: MirrorPlane {
                point: Vec3::ZERO,
                normal: Vec3::X,
            },
        }
    }

    #[test]
    fn canonical_frames_match_the_hand_tuned_sample() {
        let cf = frame();
        // Left arm along +X: identity. Hip down −Y, Y left: X=(0,−1,0), Y=(1,0,0), Z=(0,0,1).
        let q = cf.joint_rotation(Segment::UpperArm, Some(Side::Left), Vec3::X);
        assert!(q.angle_between(Quat::IDENTITY) < 1e-6);
        let q = cf.joint_rotation(Segment::Thigh, Some(Side::Left), Vec3::NEG_Y);
        assert!((q * Vec3::Y - Vec3::X).length() < 1e-6);
        assert!((q * Vec3::Z - Vec3::Z).length() < 1e-6);
        // The right side is the mirror of the left: exactly mirror_rotation here.
        let l = cf.joint_rotation(Segment::Thigh, Some(Side::Left), Vec3::new(0.1, -1.0, 0.05));
        let r = cf.joint_rotation(
            Segment::Thigh,
            Some(Side::Right),
            Vec3::new(-0.1, -1.0, 0.05),
        );
        assert!(r.angle_between(crate::xform::mirror_rotation(l)) < 1e-5);
        // An A-pose arm (45° down) keeps Y in the arm's vertical plane, Z forward.
        let d = Vec3::new(1.0, -1.0, 0.0).normalize();
        let q = cf.joint_rotation(Segment::UpperArm, Some(Side::Left), d);
        assert!((q * Vec3::X - d).length() < 1e-6);
        assert!((q * Vec3::Z - Vec3::Z).length() < 1e-6);
    }

    #[test]
    fn mirrored_motion_flips_twist_and_swing1_only() {
        let cf = frame();
        let l = cf.joint_rotation(Segment::UpperArm, Some(Side::Left), Vec3::X);
        let r = cf.joint_rotation(Segment::UpperArm, Some(Side::Right), Vec3::NEG_X);
        // A motion of the left child: rotate by m in the left joint frame.
        let m =
            Quat::from_rotation_z(0.3) * Quat::from_rotation_y(0.2) * Quat::from_rotation_x(0.4);
        let world_l = l * m;
        let world_r = cf.plane.reflect_rotation(world_l);
        let m_r = r.inverse() * world_r;
        let (sl, tl) = decompose(m);
        let (sr, tr) = decompose(m_r);
        assert!((tl + tr).abs() < 1e-5, "{tl} {tr}");
        assert!((sl.x + sr.x).abs() < 1e-5 && (sl.y - sr.y).abs() < 1e-5);
    }
}
