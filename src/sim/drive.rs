//! Drive gains per joint: the group's (or the joint's override), with the group weight scaling
//! Kp and max torque and keeping Kd; frequency + damping ratio converted with the child's
//! inertia about each drive axis (Kp = I·ω², Kd = 2ζ·I·ω, ω = 2π·f).

use crate::rig::{Gains, Joint, Rig};
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
    if let Some(d) = joint.drive {
        return Some(AxisGains {
            kp: d.kp * w,
            kd: d.kd,
            max_torque: d.max_torque * w,
        });
    }
    Some(match g.gains {
        Gains::Stiffness { kp, kd } => AxisGains {
            kp: kp * w,
            kd,
            max_torque: g.max_torque * w,
        },
        Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } => {
            let child = rig.body(&joint.child)?;
            let mut a = Vec3::ZERO;
            a[axis] = 1.0;
            let i = child.inertia_about_axis(
                joint.child_frame.translation,
                joint.child_frame.rotation * a,
            );
            let omega = std::f32::consts::TAU * frequency_hz;
            AxisGains {
                kp: i * omega * omega * w,
                kd: 2.0 * damping_ratio * i * omega,
                max_torque: g.max_torque * w,
            }
        }
    })
}
