//! Doctor checks on a rig's numbers: every value the parser accepts that the simulation cannot
//! use (NaN, infinities, negative sizes and masses, inverted ranges).
// `!(x > 0.0)` is deliberate throughout: it is also true for NaN.
#![allow(clippy::neg_cmp_op_on_partial_ord)]

use super::{Fix, Out, Subject};
use crate::rig::{Body, Joint, Rig, Shape};

/// Every number of the rig the simulation cannot use: the settings', each body's and each
/// joint's.
pub(super) fn check_numbers(rig: &Rig, out: &mut Out) {
    check_setting_numbers(rig, out);
    for b in &rig.bodies {
        check_body_numbers(b, out);
    }
    for j in &rig.joints {
        check_joint_numbers(j, out);
    }
}

/// Non-finite numbers in `[sim]`, `[switch]` and `[recovery]`, and a floor the model cannot be
/// placed on.
fn check_setting_numbers(rig: &Rig, out: &mut Out) {
    if !crate::rig::floor_is_usable(rig.floor) {
        out.error(
            "bad-floor",
            Subject::Rig,
            format!(
                "[model] floor is {} m: it must be a finite height within ±{} m of the model's \
                 origin",
                rig.floor,
                crate::rig::MAX_FLOOR_M
            ),
        );
    }
    let s = &rig.sim;
    if !(s.dt.is_finite()
        && s.gravity.is_finite()
        && s.ground_friction.is_finite()
        && s.ground_restitution.is_finite()
        && s.joint_friction.is_finite()
        && s.rolling_resistance.is_finite())
    {
        out.error(
            "non-finite",
            Subject::Rig,
            "[sim] holds a non-finite number".into(),
        );
    }
    let sw = &rig.switch;
    let r = &rig.recovery;
    let settings = [
        sw.max_linear_speed,
        sw.max_angular_speed,
        sw.teleport_distance,
        r.settle_window,
        r.settle_linear_speed,
        r.settle_angular_speed,
        r.blend_time,
    ];
    if settings.iter().any(|x| !x.is_finite())
        || !r.chest_outward_axis.is_finite()
        || !r.stand_forward_axis.is_finite()
    {
        out.error(
            "non-finite",
            Subject::Rig,
            "[switch] or [recovery] holds a non-finite number".into(),
        );
    }
}

/// A body's numbers: finite (nothing else is checked when one is not), positive shape sizes, a
/// unit offset rotation, friction ≥ 0 and restitution in [0, 1].
fn check_body_numbers(b: &Body, out: &mut Out) {
    let subj = || Subject::Body(b.name.clone());
    let nums = b.shape.numbers();
    let finite = nums.iter().all(|x| x.is_finite())
        && b.offset.is_finite()
        && b.mass.is_finite()
        && b.inertia_scale.is_finite()
        && b.friction.is_finite()
        && b.restitution.is_finite();
    if !finite {
        out.error(
            "non-finite",
            subj(),
            format!("body '{}' holds a non-finite number", b.name),
        );
        return;
    }
    let bad_size = match b.shape {
        Shape::Capsule {
            radius,
            half_height,
        } => radius <= 0.0 || half_height < 0.0,
        Shape::Sphere { radius } => radius <= 0.0,
        Shape::Box { half_extents } => half_extents.min_element() <= 0.0,
    };
    if bad_size {
        out.error(
            "bad-shape-size",
            subj(),
            format!("body '{}': shape sizes must be positive ({nums:?})", b.name),
        );
    }
    if (b.offset.rotation.length() - 1.0).abs() > 1e-3 {
        out.error(
            "non-unit-rotation",
            subj(),
            format!(
                "body '{}': offset rotation is not a unit quaternion",
                b.name
            ),
        );
        out.with_fix(Fix::NormaliseRotations);
    }
    if b.friction < 0.0 || !(0.0..=1.0).contains(&b.restitution) {
        out.error(
            "bad-material",
            subj(),
            format!(
                "body '{}': friction must be ≥ 0 and restitution in [0, 1]",
                b.name
            ),
        );
    }
}

/// A joint's numbers: finite (nothing else is checked when one is not) and unit frame
/// rotations.
fn check_joint_numbers(j: &Joint, out: &mut Out) {
    let subj = || Subject::Joint(j.name.clone());
    let finite = [j.swing1, j.swing2, j.twist_min, j.twist_max]
        .iter()
        .all(|x| x.is_finite())
        && j.parent_frame.is_finite()
        && j.child_frame.is_finite()
        && j.drive
            .is_none_or(|d| d.kp.is_finite() && d.kd.is_finite() && d.max_torque.is_finite());
    if !finite {
        out.error(
            "non-finite",
            subj(),
            format!("joint '{}' holds a non-finite number", j.name),
        );
        return;
    }
    for (side, f) in [
        ("parent_frame", &j.parent_frame),
        ("child_frame", &j.child_frame),
    ] {
        if (f.rotation.length() - 1.0).abs() > 1e-3 {
            out.error(
                "non-unit-rotation",
                subj(),
                format!(
                    "joint '{}': {side} rotation is not a unit quaternion",
                    j.name
                ),
            );
            out.with_fix(Fix::NormaliseRotations);
        }
    }
}
