//! The drive-load overlay (View ▸ Overlays ▸ Drive load): while the drives act, each body is
//! coloured by how hard the drive of the joint above it works, its demanded torque over the
//! torque it may give (`sim::saturation::joint_saturation`). Blue is an idle drive, green half
//! its limit, red a drive at its limit (saturated: it cannot hold the limb where it is asked
//! to, and a stiffer gain will not help, only a larger max torque); a body below no driven joint
//! (the root body) is pale grey.

use crate::rig::Rig;
use glam::Vec4;

/// An idle drive (load 0).
pub const IDLE: Vec4 = Vec4::new(0.2, 0.4, 1.0, 0.6);
/// A drive at half its torque limit.
pub const HALF: Vec4 = Vec4::new(0.2, 0.85, 0.3, 0.6);
/// A saturated drive (load 1 or more).
pub const SATURATED: Vec4 = Vec4::new(1.0, 0.15, 0.1, 0.7);
/// A simulated body below no driven joint (the root body) while the overlay is on.
pub const NO_DRIVE: Vec4 = Vec4::new(0.8, 0.8, 0.8, 0.35);

/// The colour of a drive load (demanded over allowed torque): [`IDLE`] at 0 through [`HALF`]
/// at 0.5 to [`SATURATED`] at 1 and above (an unbounded demand, infinity, is saturated; an
/// unknown one, NaN, idle).
pub fn load_color(load: f32) -> Vec4 {
    let l = if load.is_nan() {
        0.0
    } else {
        load.clamp(0.0, 1.0)
    };
    if l < 0.5 {
        IDLE.lerp(HALF, l / 0.5)
    } else {
        HALF.lerp(SATURATED, (l - 0.5) / 0.5)
    }
}

/// Each body's drive load: that of the joint whose child it is (`joint_loads` in the rig's
/// joint order); `None` for a body below no joint (the root body) or below an undriven one.
pub fn body_loads(rig: &Rig, joint_loads: &[Option<f32>]) -> Vec<Option<f32>> {
    let mut out = vec![None; rig.bodies.len()];
    for (j, load) in rig.joints.iter().zip(joint_loads) {
        if let Some(b) = rig.body_index(&j.child) {
            out[b] = *load;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colour_runs_from_idle_through_half_to_saturated() {
        assert_eq!(load_color(0.0), IDLE);
        assert_eq!(load_color(0.5), HALF);
        assert_eq!(load_color(1.0), SATURATED);
        assert_eq!(load_color(3.0), SATURATED);
        assert_eq!(load_color(f32::INFINITY), SATURATED);
        assert_eq!(load_color(f32::NAN), IDLE);
        assert_eq!(load_color(-1.0), IDLE);
        let quarter = load_color(0.25);
        assert!((quarter - (IDLE + HALF) * 0.5).abs().max_element() < 1e-6);
        let three_quarters = load_color(0.75);
        assert!(
            (three_quarters - (HALF + SATURATED) * 0.5)
                .abs()
                .max_element()
                < 1e-6
        );
    }
}
