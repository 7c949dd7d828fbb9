//! Get-up clips ranked by how close their first frame is to the ragdoll's pose.
//!
//! A get-up blends from the ragdoll's pose into its clip's first frame, so the closer that frame
//! is to how the ragdoll lies, the less the blend has to move. The distance is yaw-free (a clip
//! is turned to face where the ragdoll lies) and position-free (it is placed there):
//!
//! * **tilt**: the angle between the world's up as the pelvis sees it in the two poses (lying on
//!   the back against sitting up is about 90°; the pelvis turned about the vertical is 0);
//! * **limbs**: each other simulated body's rotation relative to the pelvis, the angle between
//!   the two poses' (radians), averaged with the bodies' masses as weights;
//! * **total**: tilt + limbs. Tilting the pelvis turns every body with it, so the tilt counts
//!   with the whole body's weight, not with the pelvis's share of the mass.
//!
//! Units: radians.

use crate::character::Character;
use crate::rig::{Rig, body_world};
use crate::xform::Rigid;
use glam::{Quat, Vec3};

/// How far apart two poses of a rig's bodies are (radians; see the module's notes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PoseDistance {
    pub tilt: f32,
    pub limbs: f32,
    pub total: f32,
}

/// The distance between two poses of the rig's bodies (world poses, `None` for a body that
/// cannot be placed), or `None` when either pose lacks the pelvis (`rig.recovery.pelvis`).
pub fn pose_distance(rig: &Rig, a: &[Option<Rigid>], b: &[Option<Rigid>]) -> Option<PoseDistance> {
    let p = rig.body_index(&rig.recovery.pelvis)?;
    let (pa, pb) = (a.get(p).copied()??.rotation, b.get(p).copied()??.rotation);
    let tilt = (pa.inverse() * Vec3::Y).angle_between(pb.inverse() * Vec3::Y);
    let (mut sum, mut mass) = (0.0f32, 0.0f32);
    for (i, body) in rig.bodies.iter().enumerate() {
        if i == p || !body.simulated {
            continue;
        }
        let (Some(Some(qa)), Some(Some(qb))) = (a.get(i), b.get(i)) else {
            continue;
        };
        let rel = |pelvis: Quat, q: Quat| (pelvis.inverse() * q).normalize();
        let m = body.mass.max(0.0);
        sum += m * rel(pa, qa.rotation).angle_between(rel(pb, qb.rotation));
        mass += m;
    }
    let limbs = if mass > 0.0 { sum / mass } else { 0.0 };
    Some(PoseDistance {
        tilt,
        limbs,
        total: tilt + limbs,
    })
}

/// One clip as a get-up for a pose: its index in the character's clips, its name and how far its
/// first frame is from the pose.
#[derive(Clone, Debug, PartialEq)]
pub struct GetupCandidate {
    pub clip: usize,
    pub name: String,
    pub distance: PoseDistance,
}

/// Every clip of the character, closest first frame first, for the rig's bodies posed at `pose`
/// (world poses). Clips whose first frame does not place the pelvis are left out.
pub fn rank_getup_clips(rig: &Rig, ch: &Character, pose: &[Option<Rigid>]) -> Vec<GetupCandidate> {
    let rest = ch.skeleton.rest_pose();
    let mut out: Vec<GetupCandidate> = ch
        .clips
        .iter()
        .enumerate()
        .filter_map(|(k, clip)| {
            let first = body_world(rig, &ch.skeleton, &clip.sample(0.0, &rest));
            Some(GetupCandidate {
                clip: k,
                name: clip.name.clone(),
                distance: pose_distance(rig, pose, &first)?,
            })
        })
        .collect();
    out.sort_by(|a, b| a.distance.total.total_cmp(&b.distance.total));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::{Body, Joint};

    /// Three bodies: a 10 kg pelvis, a 3 kg thigh and a 1 kg shin.
    fn rig() -> Rig {
        let mut rig = Rig::empty("x.glb");
        rig.bodies = vec![
            Body::sphere_for_test("pelvis", 0.1, 10.0),
            Body::sphere_for_test("thigh", 0.05, 3.0),
            Body::sphere_for_test("shin", 0.05, 1.0),
        ];
        rig.joints = vec![
            Joint::for_test("hip", "pelvis", "thigh", Rigid::IDENTITY, Rigid::IDENTITY),
            Joint::for_test("knee", "thigh", "shin", Rigid::IDENTITY, Rigid::IDENTITY),
        ];
        rig.recovery.pelvis = "pelvis".into();
        rig
    }

    fn pose() -> Vec<Option<Rigid>> {
        vec![
            Some(Rigid::new(
                Quat::from_rotation_x(0.3),
                Vec3::new(0.0, 1.0, 0.0),
            )),
            Some(Rigid::new(
                Quat::from_rotation_z(0.7),
                Vec3::new(0.1, 0.6, 0.0),
            )),
            Some(Rigid::new(
                Quat::from_rotation_y(-0.4) * Quat::from_rotation_z(0.2),
                Vec3::new(0.1, 0.2, 0.0),
            )),
        ]
    }

    fn moved(p: &[Option<Rigid>], by: Rigid) -> Vec<Option<Rigid>> {
        p.iter().map(|b| b.map(|b| by.mul(&b))).collect()
    }

    /// The same pose turned about the vertical and moved elsewhere is no distance away.
    #[test]
    fn a_pose_turned_about_the_vertical_and_moved_is_the_same_pose() {
        let (rig, a) = (rig(), pose());
        let b = moved(
            &a,
            Rigid::new(Quat::from_rotation_y(2.1), Vec3::new(4.0, 0.0, -3.0)),
        );
        let d = pose_distance(&rig, &a, &b).unwrap();
        assert!(d.total < 1e-3 && d.tilt < 1e-3 && d.limbs < 1e-3, "{d:?}");
    }

    /// One body turned by 30° relative to the rest: its share of the limbs' mass (3 of 4 kg),
    /// the pelvis's tilt unchanged. The whole pose tipped by 90° about a horizontal axis (lying
    /// down): a 90° tilt, the limbs unchanged, 90° in all.
    #[test]
    fn the_distance_is_the_mass_weighted_mean_of_the_angles() {
        let (rig, a) = (rig(), pose());
        let mut b = a.clone();
        let thigh = b[1].unwrap();
        b[1] = Some(Rigid::new(
            Quat::from_axis_angle(Vec3::new(0.6, 0.0, 0.8), 30f32.to_radians()) * thigh.rotation,
            thigh.translation,
        ));
        let d = pose_distance(&rig, &a, &b).unwrap();
        let deg = |x: f32| x.to_degrees();
        assert!(d.tilt < 1e-4, "{d:?}");
        assert!((deg(d.limbs) - 30.0 * 3.0 / 4.0).abs() < 0.01, "{d:?}");
        assert!((deg(d.total) - deg(d.limbs)).abs() < 1e-4, "{d:?}");
        let lying = moved(
            &a,
            Rigid::new(Quat::from_rotation_z(90f32.to_radians()), Vec3::ZERO),
        );
        let d = pose_distance(&rig, &a, &lying).unwrap();
        assert!((deg(d.tilt) - 90.0).abs() < 0.01 && d.limbs < 1e-3, "{d:?}");
        assert!((deg(d.total) - 90.0).abs() < 0.01, "{d:?}");
    }

    /// Without a pelvis in either pose there is nothing to compare.
    #[test]
    fn no_pelvis_no_distance() {
        let (mut rig, a) = (rig(), pose());
        let mut b = a.clone();
        b[0] = None;
        assert!(pose_distance(&rig, &a, &b).is_none());
        rig.recovery.pelvis = "nobody".into();
        assert!(pose_distance(&rig, &a, &a).is_none());
    }
}
