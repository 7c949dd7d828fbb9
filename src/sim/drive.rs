//! Drive gains per joint: the group's (or the joint's override), with the group weight scaling
//! Kp and max torque and keeping Kd; frequency + damping ratio converted with the child's
//! inertia about each drive axis (Kp = I·ω², Kd = 2ζ·I·ω, ω = 2π·f).

use crate::rig::{DriveOverride, Gains, Group, Joint, Rig};
use glam::Vec3;

/// Physical gains for one drive axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AxisGains {
    /// N·m/rad.
    pub kp: f32,
    /// N·m·s/rad.
    pub kd: f32,
    /// N·m.
    pub max_torque: f32,
}

/// The Kd to give rapier's implicit (backward-Euler) motor so that the discrete response has the
/// damping of the continuous PD law: the implicit spring adds Kp·h of damping per substep h.
pub fn implicit_kd(kp: f32, kd: f32, substep: f32) -> f32 {
    (kd - kp * substep).max(0.0)
}

/// The max force to give a rapier motor with gains `kp` and `kd` (as passed to rapier): rapier's
/// ForceBased motor with both gains zero is not "off" but a rigid velocity lock (no softness)
/// up to its max force; with the group's max torque there it braked every joint of a "limp"
/// ragdoll by up to hundreds of N·m. Zero gains therefore get a zero force cap (the deliberate
/// joint friction of a limp ragdoll is [`crate::rig::SimSettings::joint_friction`]).
pub fn motor_force_cap(kp: f32, kd: f32, max_torque: f32) -> f32 {
    if kp > 0.0 || kd > 0.0 {
        max_torque.max(0.0)
    } else {
        0.0
    }
}

/// Gains of `joint` about its frame's axis `axis` (0 = X twist, 1 = Y, 2 = Z), or None when its
/// group does not exist.
pub fn axis_gains(rig: &Rig, joint: &Joint, axis: usize) -> Option<AxisGains> {
    let g = rig.groups.get(&joint.group)?;
    let w = g.weight.clamp(0.0, 1.0);
    let unweighted = match joint.drive {
        Some(d) => AxisGains {
            kp: d.kp,
            kd: d.kd,
            max_torque: d.max_torque,
        },
        None => group_axis_gains(rig, joint, g, axis)?,
    };
    Some(AxisGains {
        kp: unweighted.kp * w,
        kd: unweighted.kd,
        max_torque: unweighted.max_torque * w,
    })
}

/// Group `g`'s gains for `joint` about its frame's axis `axis`, before the group's weight.
pub fn group_axis_gains(rig: &Rig, joint: &Joint, g: &Group, axis: usize) -> Option<AxisGains> {
    Some(match g.gains {
        Gains::Stiffness { kp, kd } => AxisGains {
            kp,
            kd,
            max_torque: g.max_torque,
        },
        Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } => {
            let i = child_axis_inertia(rig, joint, axis)?;
            let omega = std::f32::consts::TAU * frequency_hz;
            AxisGains {
                kp: i * omega * omega,
                kd: 2.0 * damping_ratio * i * omega,
                max_torque: g.max_torque,
            }
        }
    })
}

/// Inertia of `joint`'s child body about its frame's axis `axis` (0 = X twist, 1 = Y, 2 = Z)
/// through the joint's anchor, kg·m² (the inertia a frequency-given gain is converted with).
fn child_axis_inertia(rig: &Rig, joint: &Joint, axis: usize) -> Option<f32> {
    let child = rig.body(&joint.child)?;
    let mut a = Vec3::ZERO;
    a[axis] = 1.0;
    Some(child.inertia_about_axis(
        joint.child_frame.translation,
        joint.child_frame.rotation * a,
    ))
}

/// The inertia that stands for a whole group when its gains change form, kg·m²: the geometric
/// mean of its joints' child inertias about their three drive axes (what a frequency gain is
/// converted with per joint; one number cannot match every joint, and the geometric mean is
/// the middle in ratio). Axes without a positive, finite inertia (a missing or massless child)
/// are left out; None when no axis is left.
pub fn group_inertia(rig: &Rig, group: &str) -> Option<f32> {
    let logs: Vec<f32> = rig
        .joints
        .iter()
        .filter(|j| j.group == group)
        .flat_map(|j| (0..3).filter_map(move |a| child_axis_inertia(rig, j, a)))
        .filter(|i| i.is_finite() && *i > 0.0)
        .map(f32::ln)
        .collect();
    if logs.is_empty() {
        return None;
    }
    Some((logs.iter().sum::<f32>() / logs.len() as f32).exp())
}

/// `gains` in the other form at inertia `inertia` (kg·m²), with the same physical gains there:
/// Kp = I·ω², Kd = 2ζ·I·ω, ω = 2π·f, and back: f = √(Kp/I)/2π, ζ = Kd/(2·√(Kp·I)). A zero Kp
/// gives 0 Hz and the damping ratio of a spring too weak to measure (0).
pub fn convert_gains(gains: Gains, inertia: f32) -> Gains {
    match gains {
        Gains::Stiffness { kp, kd } => {
            let omega = (kp / inertia).sqrt();
            let denom = 2.0 * (kp * inertia).sqrt();
            Gains::Frequency {
                frequency_hz: omega / std::f32::consts::TAU,
                damping_ratio: if denom > 0.0 { kd / denom } else { 0.0 },
            }
        }
        Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } => {
            let omega = std::f32::consts::TAU * frequency_hz;
            Gains::Stiffness {
                kp: inertia * omega * omega,
                kd: 2.0 * damping_ratio * inertia * omega,
            }
        }
    }
}

/// A per-joint override that starts where the group leaves `joint`: the group's Kp, Kd and max
/// torque before its weight (the weight scales an override too). A frequency-given group's
/// gains differ per axis; the override, one value for all three, takes their mean.
pub fn override_from_group(rig: &Rig, joint: &Joint) -> Option<DriveOverride> {
    let g = rig.groups.get(&joint.group)?;
    let axes: Vec<AxisGains> = (0..3)
        .map(|a| group_axis_gains(rig, joint, g, a))
        .collect::<Option<_>>()?;
    let mean = |f: fn(&AxisGains) -> f32| axes.iter().map(f).sum::<f32>() / 3.0;
    Some(DriveOverride {
        kp: mean(|a| a.kp),
        kd: mean(|a| a.kd),
        max_torque: mean(|a| a.max_torque),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::Body;
    use crate::xform::Rigid;
    use glam::Quat;
    use std::f32::consts::TAU;

    fn at(x: f32) -> Rigid {
        Rigid::new(Quat::IDENTITY, Vec3::new(x, 0.0, 0.0))
    }

    /// a → b → c along X: b a 2 kg ball (r 0.1 m) 0.3 m past the first anchor, c a 1 kg ball
    /// (r 0.05 m) 0.1 m past the second. Child inertias about the anchors (2/5·m·r² plus m·d²
    /// off the twist axis): j1 0.008 (twist) and 0.188 kg·m², j2 0.001 and 0.011 kg·m².
    fn chain(gains: Gains, weight: f32) -> Rig {
        let mut rig = Rig::empty("x.glb");
        rig.bodies = vec![
            Body::sphere_for_test("a", 0.1, 5.0),
            Body::sphere_for_test("b", 0.1, 2.0),
            Body::sphere_for_test("c", 0.05, 1.0),
        ];
        rig.joints = vec![
            Joint::for_test("j1", "a", "b", at(0.1), at(-0.3)),
            Joint::for_test("j2", "b", "c", at(0.2), at(-0.1)),
        ];
        rig.groups.insert(
            "g".into(),
            Group {
                gains,
                max_torque: 80.0,
                weight,
                hand_tuned: false,
            },
        );
        rig
    }

    fn near(a: f32, b: f32) -> bool {
        (a - b).abs() <= 1e-4 * b.abs().max(1e-3)
    }

    #[test]
    fn the_group_inertia_is_the_geometric_mean_of_its_child_axes() {
        let rig = chain(Gains::Stiffness { kp: 1.0, kd: 0.0 }, 1.0);
        let want = (0.008f32 * 0.188 * 0.188 * 0.001 * 0.011 * 0.011).powf(1.0 / 6.0);
        let got = group_inertia(&rig, "g").unwrap();
        assert!(near(got, want), "{got} vs {want}");
        assert_eq!(group_inertia(&rig, "none"), None);
        // A massless child is left out: the group stands on the other joint alone.
        let mut rig = rig;
        rig.bodies[1].mass = 0.0;
        let want = (0.001f32 * 0.011 * 0.011).powf(1.0 / 3.0);
        let got = group_inertia(&rig, "g").unwrap();
        assert!(near(got, want), "{got} vs {want}");
    }

    #[test]
    fn gains_change_form_and_back_unchanged() {
        let i = 0.05;
        let Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } = convert_gains(Gains::Stiffness { kp: 120.0, kd: 3.0 }, i)
        else {
            panic!("not converted");
        };
        assert!(near(frequency_hz, (120.0f32 / i).sqrt() / TAU));
        assert!(near(damping_ratio, 3.0 / (2.0 * (120.0f32 * i).sqrt())));
        let Gains::Stiffness { kp, kd } = convert_gains(
            Gains::Frequency {
                frequency_hz,
                damping_ratio,
            },
            i,
        ) else {
            panic!("not converted");
        };
        assert!(near(kp, 120.0) && near(kd, 3.0), "{kp} {kd}");
        // A spring of zero stiffness: 0 Hz, and no damping ratio to speak of.
        assert_eq!(
            convert_gains(Gains::Stiffness { kp: 0.0, kd: 2.0 }, i),
            Gains::Frequency {
                frequency_hz: 0.0,
                damping_ratio: 0.0
            }
        );
    }

    /// An override started from the group drives the joint exactly as the group did (the
    /// weight applies to both); from a frequency group it takes the mean of the three axes.
    #[test]
    fn an_override_starts_from_the_groups_gains() {
        let mut rig = chain(Gains::Stiffness { kp: 100.0, kd: 4.0 }, 0.5);
        let d = override_from_group(&rig, &rig.joints[0]).unwrap();
        assert_eq!((d.kp, d.kd, d.max_torque), (100.0, 4.0, 80.0));
        let before: Vec<_> = (0..3)
            .map(|a| axis_gains(&rig, &rig.joints[0], a))
            .collect();
        rig.joints[0].drive = Some(d);
        let after: Vec<_> = (0..3)
            .map(|a| axis_gains(&rig, &rig.joints[0], a))
            .collect();
        assert_eq!(before, after);
        assert_eq!(after[0].unwrap().kp, 50.0);

        let rig = chain(
            Gains::Frequency {
                frequency_hz: 2.0,
                damping_ratio: 1.0,
            },
            1.0,
        );
        let w = TAU * 2.0;
        let d = override_from_group(&rig, &rig.joints[1]).unwrap();
        let mean_i = (0.001 + 0.011 + 0.011) / 3.0;
        assert!(near(d.kp, mean_i * w * w), "{}", d.kp);
        assert!(near(d.kd, 2.0 * mean_i * w), "{}", d.kd);
        assert_eq!(d.max_torque, 80.0);
    }
}
