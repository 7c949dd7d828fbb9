//! Drive damping measured on the character the drives move.
//!
//! A group's gains are physical (N·m/rad, N·m·s/rad) and shared by every character that uses
//! the preset, but how well they damp depends on what they turn: a joint's drive moves the
//! whole limb below it, so its damping ratio is `ζ = Kd / (2·√(Kp·I))` with `I` the moment of
//! inertia of the child's subtree about the joint. The human preset's Kd = Kp/10 gives a
//! human neck ζ ≈ 1, but a large-headed character's neck ζ ≈ 0.3: a powered ragdoll lying on
//! the ground then keeps swinging its head and trunk on those springs for seconds. The fitter
//! raises Kd until every joint reaches [`MIN_DAMPING_RATIO`] ([`damp_drives`]); the doctor
//! warns about joints below it ([`under_damped`]) and offers the same fix.

use super::mass::round_up_2 as round_up;
use super::model::{Body, Gains, Rig, WORLD};
use crate::sim::drive::axis_gains;
use crate::xform::Rigid;
use glam::{Mat3, Vec3};

/// The damping ratio every drive should reach on its own subtree (critical damping: a limb
/// pushed off its target returns without swinging past it).
pub const MIN_DAMPING_RATIO: f32 = 1.0;

/// The doctor warns below this ratio (the fitter aims at [`MIN_DAMPING_RATIO`]).
pub const WARN_DAMPING_RATIO: f32 = 0.5;

/// One joint's drive damping.
#[derive(Clone, Debug, PartialEq)]
pub struct DriveDamping {
    pub joint: String,
    pub group: String,
    /// The drive axis (0 = twist X, 1 = swing Y, 2 = swing Z) with the lowest ratio.
    pub axis: usize,
    /// The child subtree's moment of inertia about that axis through the anchor, kg·m².
    pub inertia: f32,
    /// The gains on that axis at full drive weight, N·m/rad and N·m·s/rad.
    pub kp: f32,
    pub kd: f32,
    /// `Kd / (2·√(Kp·I))`.
    pub ratio: f32,
}

/// The inertia tensor of the child subtree of joint `j` about the joint's anchor, in the joint
/// frame, kg·m², with every joint below it at its frame-aligned pose (the cone's centre). A
/// straight-ish limb is the drive's hardest case, so this is what its damping must cover.
pub fn subtree_inertia(rig: &Rig, j: usize) -> Mat3 {
    let mut total = Mat3::ZERO;
    for_each_subtree_body(rig, j, |body, t| {
        total += body_tensor_about_origin(body.inertia(), body.mass, t);
    });
    total
}

/// The mass (kg) of the child subtree of joint `j` and its centre of mass in the joint frame
/// (m), at the same pose as [`subtree_inertia`].
pub fn subtree_mass_center(rig: &Rig, j: usize) -> (f32, Vec3) {
    let (mut mass, mut moment) = (0.0, Vec3::ZERO);
    for_each_subtree_body(rig, j, |body, t| {
        mass += body.mass;
        moment += t.translation * body.mass;
    });
    let center = if mass > 0.0 {
        moment / mass
    } else {
        Vec3::ZERO
    };
    (mass, center)
}

/// Visit every simulated body with a positive finite mass in the child subtree of joint `j`,
/// with its placement in the joint frame (every joint below at its frame-aligned pose).
fn for_each_subtree_body(rig: &Rig, j: usize, mut visit: impl FnMut(&Body, &Rigid)) {
    let Some(joint) = rig.joints.get(j) else {
        return;
    };
    let Some(child) = rig.body_index(&joint.child) else {
        return;
    };
    let mut visited = vec![false; rig.bodies.len()];
    // (body, its placement in the joint frame)
    let mut todo = vec![(child, joint.child_frame.inverse())];
    while let Some((b, t)) = todo.pop() {
        if std::mem::replace(&mut visited[b], true) {
            continue; // not a tree: the doctor reports it
        }
        let body = &rig.bodies[b];
        // An animation-driven body, and what hangs from it, is not this drive's to turn.
        if !(body.mass.is_finite() && body.mass > 0.0 && body.simulated) {
            continue;
        }
        visit(body, &t);
        for k in rig.joints.iter().filter(|k| k.parent == body.name) {
            if let Some(c) = rig.body_index(&k.child) {
                todo.push((c, t.mul(&k.parent_frame).mul(&k.child_frame.inverse())));
            }
        }
    }
}

/// A body's inertia tensor (principal moments `principal` at its centre of mass, placed by `t`)
/// about the origin of the frame `t` maps into, kg·m².
fn body_tensor_about_origin(principal: Vec3, mass: f32, t: &Rigid) -> Mat3 {
    let r = Mat3::from_quat(t.rotation);
    let at_com = r * Mat3::from_diagonal(principal) * r.transpose();
    let p = t.translation;
    let shift = Mat3::from_diagonal(Vec3::splat(p.length_squared()))
        - Mat3::from_cols(p * p.x, p * p.y, p * p.z);
    at_com + shift * mass
}

/// The damping ratio `Kd / (2·√(Kp·I))` (infinite without stiffness).
pub fn damping_ratio(kp: f32, kd: f32, inertia: f32) -> f32 {
    if kp > 0.0 && inertia > 0.0 {
        kd / (2.0 * (kp * inertia).sqrt())
    } else {
        f32::INFINITY
    }
}

/// The Kd that gives `ratio` for stiffness `kp` on inertia `inertia`, N·m·s/rad.
pub fn kd_for_ratio(kp: f32, inertia: f32, ratio: f32) -> f32 {
    2.0 * ratio * (kp.max(0.0) * inertia.max(0.0)).sqrt()
}

/// Every driven joint's damping on its least-damped axis (joints to the world, joints whose
/// group is missing and undriven axes are left out).
pub fn drive_damping(rig: &Rig) -> Vec<DriveDamping> {
    let mut out = Vec::new();
    for (j, joint) in rig.joints.iter().enumerate() {
        if joint.parent == WORLD {
            continue;
        }
        let tensor = subtree_inertia(rig, j);
        let mut worst: Option<DriveDamping> = None;
        for axis in 0..3 {
            let Some(g) = axis_gains(rig, joint, axis) else {
                continue;
            };
            let inertia = tensor.col(axis)[axis];
            let ratio = damping_ratio(g.kp, g.kd, inertia);
            if !ratio.is_finite() {
                continue;
            }
            if worst.as_ref().is_none_or(|w| ratio < w.ratio) {
                worst = Some(DriveDamping {
                    joint: joint.name.clone(),
                    group: joint.group.clone(),
                    axis,
                    inertia,
                    kp: g.kp,
                    kd: g.kd,
                    ratio,
                });
            }
        }
        out.extend(worst);
    }
    out
}

/// The joints whose drives are damped below `min_ratio`.
pub fn under_damped(rig: &Rig, min_ratio: f32) -> Vec<DriveDamping> {
    drive_damping(rig)
        .into_iter()
        .filter(|d| d.ratio < min_ratio)
        .collect()
}

/// What [`damp_drives`] changed: a group's (or a joint override's) Kd, or a frequency group's
/// damping ratio.
#[derive(Clone, Debug, PartialEq)]
pub enum DampingChange {
    GroupKd { group: String, from: f32, to: f32 },
    GroupRatio { group: String, from: f32, to: f32 },
    JointKd { joint: String, from: f32, to: f32 },
}

impl std::fmt::Display for DampingChange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DampingChange::GroupKd { group, from, to } => {
                write!(f, "{group} Kd {from} to {to} N·m·s/rad")
            }
            DampingChange::GroupRatio { group, from, to } => {
                write!(f, "{group} damping ratio {from} to {to}")
            }
            DampingChange::JointKd { joint, from, to } => {
                write!(f, "joint {joint} Kd {from} to {to} N·m·s/rad")
            }
        }
    }
}

/// Raise the damping of every drive below `min_ratio` until each of its joints reaches it: a
/// group's Kd (or, for a group given as frequency + damping ratio, its ratio) becomes what its
/// least-damped joint needs; a joint with its own gains gets its own Kd. Kp, max torque and
/// weights are kept. Returns the changes (none when every drive is damped enough).
pub fn damp_drives(rig: &mut Rig, min_ratio: f32) -> Vec<DampingChange> {
    damp_drives_in(rig, min_ratio, None)
}

/// [`damp_drives`] for the joints of one group only (`Some(name)`), or of all (`None`).
pub fn damp_drives_in(rig: &mut Rig, min_ratio: f32, group: Option<&str>) -> Vec<DampingChange> {
    let mut scale_by_group: std::collections::BTreeMap<String, f32> = Default::default();
    let mut joint_kd: Vec<(usize, f32)> = Vec::new();
    for d in under_damped(rig, min_ratio) {
        if group.is_some_and(|g| g != d.group) {
            continue;
        }
        // The factor that brings this joint to min_ratio (the ratio is linear in Kd).
        let factor = min_ratio / d.ratio.max(1e-6);
        let Some(j) = rig.joint_index(&d.joint) else {
            continue;
        };
        if rig.joints[j].drive.is_some() {
            joint_kd.push((j, d.kd * factor));
        } else {
            let f = scale_by_group.entry(d.group.clone()).or_insert(1.0);
            *f = f.max(factor);
        }
    }
    let mut changes = Vec::new();
    for (group, factor) in scale_by_group {
        let Some(g) = rig.groups.get_mut(&group) else {
            continue;
        };
        match &mut g.gains {
            Gains::Stiffness { kd, .. } => {
                let to = round_up(*kd * factor);
                changes.push(DampingChange::GroupKd {
                    group,
                    from: *kd,
                    to,
                });
                *kd = to;
            }
            Gains::Frequency { damping_ratio, .. } => {
                let to = round_up(*damping_ratio * factor);
                changes.push(DampingChange::GroupRatio {
                    group,
                    from: *damping_ratio,
                    to,
                });
                *damping_ratio = to;
            }
        }
    }
    for (j, to) in joint_kd {
        let joint = &mut rig.joints[j];
        if let Some(d) = joint.drive.as_mut() {
            let to = round_up(to);
            changes.push(DampingChange::JointKd {
                joint: joint.name.clone(),
                from: d.kd,
                to,
            });
            d.kd = to;
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::model::{Body, Group, Joint};
    use glam::Quat;

    fn at(x: f32, y: f32, z: f32) -> Rigid {
        Rigid::new(Quat::IDENTITY, Vec3::new(x, y, z))
    }

    /// a → b → c: b (2 kg, r 0.1) 0.3 m along X from the first anchor, c (1 kg, r 0.05) 0.1 m
    /// past the second anchor, which is 0.2 m past b's centre and turned by `bend` about Z.
    fn chain(bend: f32) -> Rig {
        let mut rig = Rig::empty("x.glb");
        rig.bodies = vec![
            Body::sphere_for_test("a", 0.1, 5.0),
            Body::sphere_for_test("b", 0.1, 2.0),
            Body::sphere_for_test("c", 0.05, 1.0),
        ];
        let bent = Rigid::new(Quat::from_rotation_z(bend), Vec3::new(0.2, 0.0, 0.0));
        rig.joints = vec![
            Joint::for_test("j1", "a", "b", at(0.1, 0.0, 0.0), at(-0.3, 0.0, 0.0)),
            Joint::for_test("j2", "b", "c", bent, at(-0.1, 0.0, 0.0)),
        ];
        rig.groups.insert(
            "g".into(),
            Group {
                gains: Gains::Stiffness { kp: 100.0, kd: 1.0 },
                max_torque: 100.0,
                weight: 1.0,
                hand_tuned: false,
            },
        );
        rig
    }

    fn close(a: Mat3, b: Mat3) -> bool {
        (a - b).to_cols_array().iter().all(|x| x.abs() < 1e-6)
    }

    #[test]
    fn a_straight_subtree_sums_its_parallel_axis_moments() {
        let rig = chain(0.0);
        // Spheres: 2/5·m·r² each; b at x = 0.3, c at x = 0.6 from the first anchor.
        let own = 0.4 * 2.0 * 0.01 + 0.4 * 1.0 * 0.0025;
        let side = own + 2.0 * 0.09 + 1.0 * 0.36;
        let want = Mat3::from_diagonal(Vec3::new(own, side, side));
        assert!(close(subtree_inertia(&rig, 0), want));
        // The second joint turns c alone, 0.1 m from its anchor.
        let c = 0.4 * 0.0025;
        let want = Mat3::from_diagonal(Vec3::new(c, c + 0.01, c + 0.01));
        assert!(close(subtree_inertia(&rig, 1), want));
    }

    #[test]
    fn a_bent_subtree_has_the_product_of_inertia_of_its_offset() {
        // Bent 90° about Z: c sits at (0.5, 0.1, 0) from the first anchor.
        let rig = chain(std::f32::consts::FRAC_PI_2);
        let own = 0.4 * 2.0 * 0.01 + 0.4 * 1.0 * 0.0025;
        let (x, y) = (0.5f32, 0.1f32);
        let want = Mat3::from_cols(
            Vec3::new(own + 1.0 * y * y, -x * y, 0.0),
            Vec3::new(-x * y, own + 2.0 * 0.09 + x * x, 0.0),
            Vec3::new(0.0, 0.0, own + 2.0 * 0.09 + x * x + y * y),
        );
        let got = subtree_inertia(&rig, 0);
        assert!(close(got, want), "{got:?} vs {want:?}");
    }

    #[test]
    fn the_ratio_and_the_critical_kd_are_inverse() {
        let kd = kd_for_ratio(400.0, 2.0, 1.0);
        assert!((kd - 2.0 * (800.0f32).sqrt()).abs() < 1e-4);
        assert!((damping_ratio(400.0, kd, 2.0) - 1.0).abs() < 1e-6);
        assert!((damping_ratio(400.0, kd * 0.3, 2.0) - 0.3).abs() < 1e-6);
        assert_eq!(damping_ratio(0.0, 1.0, 2.0), f32::INFINITY);
    }

    #[test]
    fn damping_raises_kd_to_the_least_damped_joint_and_keeps_kp() {
        let mut rig = chain(0.0);
        let before = drive_damping(&rig);
        // The first joint turns the larger subtree: it sets the group's Kd.
        let i1 = subtree_inertia(&rig, 0).col(1)[1];
        assert_eq!(before[0].inertia, i1);
        let changes = damp_drives(&mut rig, 1.0);
        let Gains::Stiffness { kp, kd } = rig.groups["g"].gains else {
            panic!("stiffness form")
        };
        assert_eq!(kp, 100.0);
        let need = kd_for_ratio(100.0, i1, 1.0);
        assert!(kd >= need && kd < need * 1.1, "{kd} vs {need}");
        assert_eq!(
            changes,
            vec![DampingChange::GroupKd {
                group: "g".into(),
                from: 1.0,
                to: kd
            }]
        );
        assert!(under_damped(&rig, 1.0).is_empty());
        // Done once, nothing is left to do.
        assert!(damp_drives(&mut rig, 1.0).is_empty());
    }

    #[test]
    fn a_frequency_group_gets_a_higher_ratio_and_an_override_its_own_kd() {
        let mut rig = chain(0.0);
        rig.groups.get_mut("g").unwrap().gains = Gains::Frequency {
            frequency_hz: 2.0,
            damping_ratio: 0.2,
        };
        rig.joints[1].drive = Some(crate::rig::model::DriveOverride {
            kp: 50.0,
            kd: 0.01,
            max_torque: 10.0,
        });
        let changes = damp_drives(&mut rig, 1.0);
        assert_eq!(changes.len(), 2, "{changes:?}");
        assert!(
            under_damped(&rig, 1.0).is_empty(),
            "{:?}",
            drive_damping(&rig)
        );
        let kd = rig.joints[1].drive.unwrap().kd;
        let need = kd_for_ratio(50.0, subtree_inertia(&rig, 1).col(1)[1], 1.0);
        assert!(kd >= need && kd < need * 1.1, "{kd} vs {need}");
    }
}
