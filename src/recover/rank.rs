//! Get-up clips ranked by how close their first frame is to the ragdoll's pose.
//!
//! A get-up blends from the ragdoll's pose into its clip's first frame, so the closer that frame
//! is to how the ragdoll lies, the less the blend has to move. The distance is free of position
//! (a get-up is placed where the ragdoll lies) and of yaw: it is the best case over the turn
//! about the vertical, where a get-up's own yaw comes from the pelvis's stand-forward axis
//! (`root::place_root`), so it is a lower bound on how far the pelvis turns in the blend:
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
    let tilt = vector_angle(pa.inverse() * Vec3::Y, pb.inverse() * Vec3::Y);
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
        sum += m * rotation_angle(rel(pa, qa.rotation), rel(pb, qb.rotation));
        mass += m;
    }
    let limbs = if mass > 0.0 { sum / mass } else { 0.0 };
    Some(PoseDistance {
        tilt,
        limbs,
        total: tilt + limbs,
    })
}

/// The angle between two directions (radians), `atan2(|a × b|, a · b)`: exact near 0 and π,
/// where an arc cosine loses half its digits.
fn vector_angle(a: Vec3, b: Vec3) -> f32 {
    a.cross(b).length().atan2(a.dot(b))
}

/// The angle of the rotation between two orientations (radians, in [0, π]),
/// `2·atan2(|v|, |w|)` of `a⁻¹·b`: exact near 0, where `2·acos(|a·b|)` reads one rounding step
/// of the dot product as 0.04°.
fn rotation_angle(a: Quat, b: Quat) -> f32 {
    let d = a.inverse() * b;
    2.0 * Vec3::new(d.x, d.y, d.z).length().atan2(d.w.abs())
}

/// One clip as a get-up for a pose: its index in the character's clips, its name and how far its
/// first frame is from the pose.
#[derive(Clone, Debug, PartialEq)]
pub struct GetupCandidate {
    pub clip: usize,
    pub name: String,
    pub distance: PoseDistance,
}

/// The rig's bodies at the first frame of every clip of the character (world poses), in clip
/// order: what [`rank_getup_clips`] compares a pose with. Clips are sampled on the file's node
/// transforms, as a get-up plays them.
pub fn first_frames(rig: &Rig, ch: &Character) -> Vec<Vec<Option<Rigid>>> {
    let base = ch.skeleton.node_pose();
    ch.clips
        .iter()
        .map(|clip| body_world(rig, &ch.skeleton, &clip.sample(0.0, &base)))
        .collect()
}

/// Every clip of the character, closest first frame first, for the rig's bodies posed at `pose`
/// (world poses), given the clips' [`first_frames`]. Clips whose first frame does not place the
/// pelvis, or gives no finite distance, are left out.
pub fn rank_getup_clips(
    rig: &Rig,
    ch: &Character,
    firsts: &[Vec<Option<Rigid>>],
    pose: &[Option<Rigid>],
) -> Vec<GetupCandidate> {
    let mut out: Vec<GetupCandidate> = ch
        .clips
        .iter()
        .zip(firsts)
        .enumerate()
        .filter_map(|(k, (clip, first))| {
            let distance = pose_distance(rig, pose, first)?;
            distance.total.is_finite().then(|| GetupCandidate {
                clip: k,
                name: clip.name.clone(),
                distance,
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

    /// A body the ragdoll does not simulate (it stays with the animation) is left out: turning
    /// it changes nothing.
    #[test]
    fn bodies_the_ragdoll_does_not_simulate_do_not_count() {
        let (mut rig, a) = (rig(), pose());
        rig.bodies[2].simulated = false;
        let mut b = a.clone();
        let shin = b[2].unwrap();
        b[2] = Some(Rigid::new(
            Quat::from_rotation_x(1.0) * shin.rotation,
            shin.translation,
        ));
        assert!(pose_distance(&rig, &a, &b).unwrap().total < 1e-5);
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
