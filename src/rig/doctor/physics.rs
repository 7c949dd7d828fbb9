//! Doctor checks on a rig's physics: joint limits, masses and inertia, drive gains, their
//! damping and their strength against the weight they hold.
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::{
    Fix, MAX_CONE_ASPECT, MAX_DRIVE_OMEGA_H, MAX_MASS_RATIO, Out, Subject, TOTAL_MASS_RANGE, deg1,
};
use crate::rig::damping::{
    DriveDamping, MIN_DAMPING_RATIO, WARN_DAMPING_RATIO, kd_for_ratio, under_damped,
};
use crate::rig::mass::{LIGHT_LINK_RATIO, MAX_INERTIA_SCALE, light_links};
use crate::rig::strength::{DriveSag, MAX_SAG_DEG, WARN_SAG_DEG, weak_drives};
use crate::rig::{Gains, Rig};
use std::collections::BTreeMap;

pub(super) fn check_limits(rig: &Rig, out: &mut Out) {
    for j in &rig.joints {
        let subj = || Subject::Joint(j.name.clone());
        for (name, v) in [("swing1", j.swing1), ("swing2", j.swing2)] {
            if !(v > 0.0 && v < std::f32::consts::PI) {
                out.error(
                    "limit-out-of-range",
                    subj(),
                    format!(
                        "joint '{}': {name} = {} must be in (0°, 180°)",
                        j.name,
                        deg1(v)
                    ),
                );
            }
        }
        if !(j.twist_min < j.twist_max)
            || j.twist_min < -std::f32::consts::PI
            || j.twist_max > std::f32::consts::PI
        {
            out.error(
                "limit-out-of-range",
                subj(),
                format!(
                    "joint '{}': twist range [{}, {}] must have min < max within ±180°",
                    j.name,
                    deg1(j.twist_min),
                    deg1(j.twist_max)
                ),
            );
            if j.twist_min > j.twist_max
                && j.twist_max >= -std::f32::consts::PI
                && j.twist_min <= std::f32::consts::PI
            {
                out.with_fix(Fix::SwapTwist {
                    joint: j.name.clone(),
                });
            }
        }
        let (s1, s2) = (j.swing1, j.swing2);
        if s1 > 0.0 && s2 > 0.0 && (s1.min(s2) < 5f32.to_radians()) {
            out.warn(
                "thin-cone",
                subj(),
                format!(
                    "joint '{}': a swing half-angle under 5° jitters; widen it to at least 5°",
                    j.name
                ),
            );
            out.with_fix(Fix::WidenSwing {
                joint: j.name.clone(),
            });
        }
        if s1 > 0.0 && s2 > 0.0 && s1.max(s2) / s1.min(s2) > MAX_CONE_ASPECT {
            out.warn(
                "elongated-cone",
                subj(),
                format!(
                    "joint '{}': swing cone {}×{} is very elliptical (ratio > 6)",
                    j.name,
                    deg1(s1),
                    deg1(s2)
                ),
            );
        }
    }
}

pub(super) fn check_masses(rig: &Rig, out: &mut Out) {
    for b in &rig.bodies {
        if b.simulated && !(b.mass > 0.0) {
            out.error(
                "bad-mass",
                Subject::Body(b.name.clone()),
                format!("body '{}': mass {} kg must be positive", b.name, b.mass),
            );
        }
        if !(b.inertia_scale > 0.0) || b.inertia_scale > MAX_INERTIA_SCALE {
            out.error(
                "bad-inertia-scale",
                Subject::Body(b.name.clone()),
                format!(
                    "body '{}': inertia scale {} must be in (0, {MAX_INERTIA_SCALE}]",
                    b.name, b.inertia_scale
                ),
            );
        }
    }
    for l in light_links(rig) {
        let sides: Vec<String> = l
            .sides
            .iter()
            .map(|s| {
                format!(
                    "{:.4} against {:.4} kg·m² of '{}' across '{}'",
                    s.body_moment, s.neighbour_moment, s.neighbour, s.joint
                )
            })
            .collect();
        out.warn(
            "light-link",
            Subject::Body(l.body.clone()),
            format!(
                "body '{}' is more than {LIGHT_LINK_RATIO}× easier to turn than each of its neighbours ({}): the solver cannot hold both of its joints; inertia scale {} ends it",
                l.body,
                sides.join("; "),
                l.scale
            ),
        );
        out.with_fix(Fix::SetInertiaScale {
            body: l.body,
            scale: l.scale,
        });
    }
    for j in &rig.joints {
        let (Some(a), Some(b)) = (rig.body(&j.parent), rig.body(&j.child)) else {
            continue;
        };
        if a.mass > 0.0 && b.mass > 0.0 {
            let ratio = (a.mass / b.mass).max(b.mass / a.mass);
            if ratio > MAX_MASS_RATIO {
                out.warn(
                    "mass-ratio",
                    Subject::Joint(j.name.clone()),
                    format!("joint '{}': mass ratio {ratio:.1} across it ({} {} kg, {} {} kg) exceeds {MAX_MASS_RATIO}", j.name, a.name, a.mass, b.name, b.mass),
                );
                // Bring the lighter body up to the limit.
                let (light, heavy) = if a.mass < b.mass { (a, b) } else { (b, a) };
                out.with_fix(Fix::SetMass {
                    body: light.name.clone(),
                    mass: heavy.mass / MAX_MASS_RATIO * 1.0001,
                });
            }
        }
    }
    let total = rig.total_mass();
    if total.is_finite()
        && total > 0.0
        && !(TOTAL_MASS_RANGE.0..=TOTAL_MASS_RANGE.1).contains(&total)
    {
        out.warn(
            "implausible-total-mass",
            Subject::Rig,
            format!(
                "total mass {total:.1} kg is outside {}–{} kg",
                TOTAL_MASS_RANGE.0, TOTAL_MASS_RANGE.1
            ),
        );
    }
}

pub(super) fn check_drives(rig: &Rig, out: &mut Out) {
    for (name, g) in &rig.groups {
        let subj = || Subject::Group(name.clone());
        let nums_ok = match g.gains {
            Gains::Stiffness { kp, kd } => {
                kp.is_finite() && kd.is_finite() && kp >= 0.0 && kd >= 0.0
            }
            Gains::Frequency {
                frequency_hz,
                damping_ratio,
            } => {
                frequency_hz.is_finite()
                    && damping_ratio.is_finite()
                    && frequency_hz >= 0.0
                    && damping_ratio >= 0.0
            }
        };
        if !nums_ok || !g.max_torque.is_finite() || g.max_torque < 0.0 {
            out.error(
                "bad-gains",
                subj(),
                format!("group '{name}': gains and max torque must be finite and ≥ 0"),
            );
        }
        if !(0.0..=1.0).contains(&g.weight) {
            out.error(
                "bad-gains",
                subj(),
                format!("group '{name}': weight {} must be in [0, 1]", g.weight),
            );
        }
    }
    for j in &rig.joints {
        if let Some(d) = j.drive
            && (d.kp < 0.0 || d.kd < 0.0 || d.max_torque < 0.0)
        {
            out.error(
                "bad-gains",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': drive override gains and max torque must be ≥ 0",
                    j.name
                ),
            );
        }
    }
    let h = rig.sim.dt / rig.sim.substeps.max(1) as f32;
    for j in &rig.joints {
        let Some(child) = rig.body(&j.child) else {
            continue;
        };
        if !(child.mass > 0.0) {
            continue;
        }
        let i = child.min_inertia_about(j.child_frame.translation).max(1e-9);
        // The group weight scales Kp (of the group gains or of a per-joint override).
        let weight = rig.groups.get(&j.group).map_or(1.0, |g| g.weight);
        let omega = match (j.drive, rig.groups.get(&j.group)) {
            (Some(d), _) => (d.kp * weight / i).sqrt(),
            (None, Some(g)) => match g.gains {
                Gains::Stiffness { kp, .. } => (kp * g.weight / i).sqrt(),
                Gains::Frequency { frequency_hz, .. } => std::f32::consts::TAU * frequency_hz,
            },
            _ => continue,
        };
        if omega * h > MAX_DRIVE_OMEGA_H {
            out.warn(
                "drive-too-stiff",
                Subject::Joint(j.name.clone()),
                format!(
                    "joint '{}': drive natural frequency {:.1} rad/s × substep {:.4} s = {:.2} > {MAX_DRIVE_OMEGA_H}: overshoot risk; lower Kp or add substeps",
                    j.name,
                    omega,
                    h,
                    omega * h
                ),
            );
        }
    }
}

/// Drives that swing past their targets on this character's limbs: one finding per group,
/// with its least-damped joint and the Kd that damps it critically.
pub(super) fn check_damping(rig: &Rig, out: &mut Out) {
    let mut worst: BTreeMap<&str, DriveDamping> = BTreeMap::new();
    for d in under_damped(rig, WARN_DAMPING_RATIO) {
        let Some(g) = rig.groups.get_key_value(&d.group).map(|(k, _)| k.as_str()) else {
            continue;
        };
        if worst.get(g).is_none_or(|w| d.ratio < w.ratio) {
            worst.insert(g, d);
        }
    }
    for (group, d) in worst {
        let kd = kd_for_ratio(d.kp, d.inertia, MIN_DAMPING_RATIO);
        out.warn(
            "under-damped-drive",
            Subject::Group(group.to_owned()),
            format!(
                "group '{group}': damping ratio {:.2} on joint '{}' (Kp {:.2} N·m/rad, Kd {:.2} N·m·s/rad turning the {:.3} kg·m² below it; under {WARN_DAMPING_RATIO}): the bodies below it swing past their target and a driven ragdoll keeps rocking after it lands; Kd {kd:.2} damps it critically",
                d.ratio, d.joint, d.kp, d.kd, d.inertia
            ),
        );
        out.with_fix(Fix::DampGroup {
            group: group.to_owned(),
            ratio: MIN_DAMPING_RATIO,
        });
    }
}

/// Drives too weak for the limbs they hold up on this character: one finding per group, with
/// its weakest joint, how far it gives way under the weight below it, and the stiffness that
/// holds it within [`MAX_SAG_DEG`].
pub(super) fn check_strength(rig: &Rig, out: &mut Out) {
    let mut worst: BTreeMap<&str, DriveSag> = BTreeMap::new();
    for s in weak_drives(rig, WARN_SAG_DEG) {
        let Some(g) = rig.groups.get_key_value(&s.group).map(|(k, _)| k.as_str()) else {
            continue;
        };
        let need = s.shortfall(MAX_SAG_DEG);
        if worst.get(g).is_none_or(|w| need > w.shortfall(MAX_SAG_DEG)) {
            worst.insert(g, s);
        }
    }
    for (group, s) in worst {
        let holds = if s.overpowered() {
            format!(
                "its max torque {:.1} N·m cannot hold the {:.1} N·m of the {:.1} kg below it",
                s.max_torque, s.torque, s.mass
            )
        } else {
            format!(
                "the {:.1} kg below it, {:.2} m out, sags it {:.0}° (Kp {:.1} N·m/rad against {:.1} N·m; over {WARN_SAG_DEG}°)",
                s.mass, s.lever, s.sag_deg, s.kp, s.torque
            )
        };
        out.warn(
            "weak-drive",
            Subject::Group(group.to_owned()),
            format!(
                "group '{group}': on joint '{}' {holds}: a powered ragdoll droops and leans for seconds before it rests; Kp ×{:.2} holds it within {MAX_SAG_DEG}°",
                s.joint,
                s.factor_for(MAX_SAG_DEG)
            ),
        );
        out.with_fix(Fix::StiffenGroup {
            group: group.to_owned(),
            max_sag_deg: MAX_SAG_DEG,
        });
    }
}
