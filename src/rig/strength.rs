//! Drive strength measured on the character the drives hold up.
//!
//! A group's stiffness Kp (N·m/rad) is shared by every character that uses the preset, but
//! what it must hold depends on the character: a joint's drive carries the weight of the whole
//! limb below it. Held out horizontally, that limb pulls with the torque `τ = m·g·d` (m the
//! mass of the child subtree, d the distance from the joint's anchor to its centre of mass,
//! g the rig's gravity), and a spring of stiffness Kp gives way by `τ / Kp` radians before it
//! holds it: the **sag**. Standing upright on the joint the same ratio is what gravity takes off
//! the spring (the limb is an inverted pendulum, with stiffness `Kp − m·g·d` left).
//!
//! The human preset's gains sag a human's trunk by 13° at most. A large-headed character's neck
//! or a tall robot's trunk sags 25–30° on them, and a powered ragdoll of it droops and leans
//! onto its hands for seconds. The fitter raises Kp (and the max torque with it, so the drive
//! saturates at the same angle) until no joint sags more than [`MAX_SAG_DEG`] ([`stiffen_drives`]);
//! the doctor warns above [`WARN_SAG_DEG`], or when the limb weighs more than the max torque
//! can hold at all ([`weak_drives`]), and offers the same fix.

use super::damping::subtree_mass_center;
use super::mass::round_up_2 as round_up;
use super::model::{Gains, Rig, WORLD};
use crate::sim::drive::axis_gains;

/// The largest sag the fitter leaves, degrees.
pub const MAX_SAG_DEG: f32 = 15.0;

/// The doctor warns above this sag, degrees (the fitter aims at [`MAX_SAG_DEG`]).
pub const WARN_SAG_DEG: f32 = 20.0;

/// How far one joint's drive gives way under the weight of the limb below it.
#[derive(Clone, Debug, PartialEq)]
pub struct DriveSag {
    pub joint: String,
    pub group: String,
    /// Mass of the child subtree, kg.
    pub mass: f32,
    /// Distance from the joint's anchor to the subtree's centre of mass, m.
    pub lever: f32,
    /// The weight's torque with the limb held out horizontally, `m·g·d`, N·m.
    pub torque: f32,
    /// The weakest swing axis' stiffness at full drive weight, N·m/rad, and its max torque, N·m.
    pub kp: f32,
    pub max_torque: f32,
    /// `torque / kp` in degrees (infinite without stiffness).
    pub sag_deg: f32,
}

impl DriveSag {
    /// The drive cannot hold the limb out at all: its weight's torque is above the max torque.
    pub fn overpowered(&self) -> bool {
        self.torque > self.max_torque
    }

    /// How much stronger the drive must be to hold the limb within `max_sag_deg` with its max
    /// torque above the weight: the larger of the two ratios (below 1 when it already does).
    /// It orders the joints of a group from the weakest.
    pub fn shortfall(&self, max_sag_deg: f32) -> f32 {
        let by_sag = self.sag_deg / max_sag_deg.max(1e-3);
        let by_torque = self.torque / self.max_torque.max(1e-6);
        by_sag.max(by_torque)
    }

    /// The factor on Kp (and max torque) that brings the sag to `max_sag_deg` and lets the max
    /// torque hold the limb (1 when it already does).
    pub fn factor_for(&self, max_sag_deg: f32) -> f32 {
        self.shortfall(max_sag_deg).max(1.0)
    }
}

/// Every driven joint's sag on its weakest swing axis (axes Y and Z of the joint frame: a limb
/// along the frame's X axis droops about them). Joints to the world, joints whose group is
/// missing, and joints with no stiffness on either swing axis are left out.
pub fn drive_sag(rig: &Rig) -> Vec<DriveSag> {
    let g = rig.sim.gravity.length();
    let mut out = Vec::new();
    if !g.is_finite() || g <= 0.0 {
        return out;
    }
    for (j, joint) in rig.joints.iter().enumerate() {
        if joint.parent == WORLD {
            continue;
        }
        let weakest = [1, 2]
            .into_iter()
            .filter_map(|axis| axis_gains(rig, joint, axis))
            .filter(|a| a.kp > 0.0 && a.kp.is_finite())
            .min_by(|a, b| a.kp.total_cmp(&b.kp));
        let Some(a) = weakest else {
            continue;
        };
        let (mass, center) = subtree_mass_center(rig, j);
        let lever = center.length();
        let torque = mass * g * lever;
        out.push(DriveSag {
            joint: joint.name.clone(),
            group: joint.group.clone(),
            mass,
            lever,
            torque,
            kp: a.kp,
            max_torque: a.max_torque,
            sag_deg: (torque / a.kp).to_degrees(),
        });
    }
    out
}

/// The joints whose drives sag more than `max_sag_deg` or cannot hold their limb at all.
pub fn weak_drives(rig: &Rig, max_sag_deg: f32) -> Vec<DriveSag> {
    drive_sag(rig)
        .into_iter()
        .filter(|s| s.sag_deg > max_sag_deg || s.overpowered())
        .collect()
}

/// What [`stiffen_drives`] changed: a group's (or a joint override's) Kp and max torque, or a
/// frequency group's frequency.
#[derive(Clone, Debug, PartialEq)]
pub enum StrengthChange {
    Group {
        group: String,
        factor: f32,
        kp: f32,
        max_torque: f32,
    },
    GroupFrequency {
        group: String,
        from: f32,
        to: f32,
    },
    Joint {
        joint: String,
        kp: f32,
        max_torque: f32,
    },
}

impl std::fmt::Display for StrengthChange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StrengthChange::Group {
                group,
                factor,
                kp,
                max_torque,
            } => write!(
                f,
                "{group} ×{factor:.2}: Kp {kp} N·m/rad, max torque {max_torque} N·m"
            ),
            StrengthChange::GroupFrequency { group, from, to } => {
                write!(f, "{group} frequency {from} to {to} Hz")
            }
            StrengthChange::Joint {
                joint,
                kp,
                max_torque,
            } => write!(
                f,
                "joint {joint}: Kp {kp} N·m/rad, max torque {max_torque} N·m"
            ),
        }
    }
}

/// Raise the stiffness of every drive that sags more than `max_sag_deg` (or cannot hold its
/// limb) until each of its joints holds within it: a group's Kp and max torque are scaled by
/// what its weakest joint needs (a frequency group's frequency by the square root of it); a
/// joint with its own gains gets its own. Kd is left alone: run
/// [`super::damping::damp_drives`] after it. Returns the changes.
pub fn stiffen_drives(rig: &mut Rig, max_sag_deg: f32) -> Vec<StrengthChange> {
    stiffen_drives_in(rig, max_sag_deg, None)
}

/// [`stiffen_drives`] for the joints of one group only (`Some(name)`), or of all (`None`).
pub fn stiffen_drives_in(
    rig: &mut Rig,
    max_sag_deg: f32,
    group: Option<&str>,
) -> Vec<StrengthChange> {
    let mut by_group: std::collections::BTreeMap<String, f32> = Default::default();
    let mut by_joint: Vec<(usize, f32)> = Vec::new();
    for s in weak_drives(rig, max_sag_deg) {
        if group.is_some_and(|g| g != s.group) {
            continue;
        }
        let factor = s.factor_for(max_sag_deg);
        let Some(j) = rig.joint_index(&s.joint) else {
            continue;
        };
        if rig.joints[j].drive.is_some() {
            by_joint.push((j, factor));
        } else {
            let f = by_group.entry(s.group.clone()).or_insert(1.0);
            *f = f.max(factor);
        }
    }
    let mut changes = Vec::new();
    for (name, factor) in by_group {
        let Some(g) = rig.groups.get_mut(&name) else {
            continue;
        };
        g.max_torque = round_up(g.max_torque * factor);
        match &mut g.gains {
            Gains::Stiffness { kp, .. } => {
                *kp = round_up(*kp * factor);
                changes.push(StrengthChange::Group {
                    group: name,
                    factor,
                    kp: *kp,
                    max_torque: g.max_torque,
                });
            }
            Gains::Frequency { frequency_hz, .. } => {
                let to = round_up(*frequency_hz * factor.sqrt());
                changes.push(StrengthChange::GroupFrequency {
                    group: name,
                    from: *frequency_hz,
                    to,
                });
                *frequency_hz = to;
            }
        }
    }
    for (j, factor) in by_joint {
        let joint = &mut rig.joints[j];
        if let Some(d) = joint.drive.as_mut() {
            d.kp = round_up(d.kp * factor);
            d.max_torque = round_up(d.max_torque * factor);
            changes.push(StrengthChange::Joint {
                joint: joint.name.clone(),
                kp: d.kp,
                max_torque: d.max_torque,
            });
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::model::{Body, Group, Joint, Shape};
    use crate::xform::Rigid;
    use glam::{Quat, Vec3};

    /// A fixed 10 kg base and one 4 kg sphere (r 0.05) whose centre is 0.5 m along the joint
    /// frame's X axis from the anchor; group "arm" with Kp `kp` and max torque `max_torque`.
    fn lever(kp: f32, max_torque: f32) -> Rig {
        let mut rig = Rig::empty("x.glb");
        let sphere = |name: &str, mass: f32| Body {
            shape: Shape::Sphere { radius: 0.05 },
            mass,
            ..Body::for_test(name)
        };
        rig.bodies = vec![sphere("base", 10.0), sphere("limb", 4.0)];
        rig.joints = vec![Joint {
            group: "arm".into(),
            ..Joint::for_test(
                "j",
                "base",
                "limb",
                Rigid::IDENTITY,
                Rigid::new(Quat::IDENTITY, Vec3::new(-0.5, 0.0, 0.0)),
            )
        }];
        rig.groups.insert(
            "arm".into(),
            Group {
                gains: Gains::Stiffness { kp, kd: 1.0 },
                max_torque,
                weight: 1.0,
                hand_tuned: false,
            },
        );
        rig
    }

    #[test]
    fn the_sag_is_the_weight_torque_over_the_stiffness() {
        let rig = lever(100.0, 200.0);
        let s = &drive_sag(&rig)[0];
        let g = rig.sim.gravity.length();
        assert!((s.mass - 4.0).abs() < 1e-6);
        assert!((s.lever - 0.5).abs() < 1e-6);
        assert!((s.torque - 4.0 * g * 0.5).abs() < 1e-4);
        // 19.62 N·m on 100 N·m/rad: 0.1962 rad = 11.24°.
        assert!((s.sag_deg - (4.0 * g * 0.5 / 100.0).to_degrees()).abs() < 1e-3);
        assert!(!s.overpowered());
        assert!(weak_drives(&rig, WARN_SAG_DEG).is_empty());
    }

    #[test]
    fn a_weak_group_is_stiffened_to_the_largest_sag_and_keeps_its_kd() {
        let mut rig = lever(40.0, 30.0);
        let before = drive_sag(&rig)[0].sag_deg;
        assert!(before > 25.0, "{before}");
        let changes = stiffen_drives(&mut rig, MAX_SAG_DEG);
        assert_eq!(changes.len(), 1, "{changes:?}");
        let after = &drive_sag(&rig)[0];
        // Rounded up to two significant digits: at most the target, and within 10 % of it.
        assert!(after.sag_deg <= MAX_SAG_DEG + 1e-3, "{after:?}");
        assert!(after.sag_deg > 0.9 * MAX_SAG_DEG, "{after:?}");
        // 19.62 N·m on 40 N·m/rad sags 28.1°: factor 28.1 / 15 = 1.87, Kp 74.9 → 75 and the
        // max torque by the same factor, 56.2 → 57.
        let g = &rig.groups["arm"];
        assert_eq!(g.max_torque, 57.0);
        assert_eq!(g.gains, Gains::Stiffness { kp: 75.0, kd: 1.0 });
        // Stiff enough now: nothing more to do.
        assert!(stiffen_drives(&mut rig, MAX_SAG_DEG).is_empty());
    }

    #[test]
    fn a_max_torque_below_the_limbs_weight_is_raised_to_hold_it() {
        // Stiff enough by sag (19.62 / 500 = 2.2°) but capped at 10 N·m < 19.62 N·m.
        let mut rig = lever(500.0, 10.0);
        let s = &weak_drives(&rig, WARN_SAG_DEG)[0];
        assert!(s.overpowered() && s.sag_deg < 3.0, "{s:?}");
        stiffen_drives(&mut rig, MAX_SAG_DEG);
        let s = &drive_sag(&rig)[0];
        assert!(s.max_torque >= s.torque && !s.overpowered(), "{s:?}");
    }
}
