//! The drive-load overlay (View ▸ Overlays ▸ Drive load): while the drives act, each body is
//! coloured by how hard the drive of the joint above it works, its demanded torque over the
//! torque it may give (`sim::saturation::joint_saturation`), from white, an idle drive,
//! through pink at half its limit to red, a drive at its limit (saturated: it cannot hold the limb
//! where it is asked to, and a stiffer gain will not help, only a larger max torque); a body
//! below no driven joint (the root body) is violet. None of these is a colour the viewport
//! draws bodies in otherwise ([`BODY_COLORS`]: blue, the
//! selection's orange, the preview's green, an animated body's grey), so the
//! overlay cannot be mistaken for the plain view.

use crate::rig::Rig;
use glam::Vec4;

/// How the viewport draws a body without the overlay: simulated, selected, in a preview (the
/// generator's or the limit fit's) and animated.
pub const BODY_COLORS: [Vec4; 4] = [
    Vec4::new(0.25, 0.55, 1.0, 0.45),
    Vec4::new(1.0, 0.55, 0.15, 0.75),
    Vec4::new(0.3, 0.9, 0.45, 0.5),
    Vec4::new(0.6, 0.6, 0.6, 0.45),
];

/// An idle drive (load 0).
pub const IDLE: Vec4 = Vec4::new(0.95, 0.95, 0.92, 0.6);
/// A drive at half its torque limit.
pub const HALF: Vec4 = Vec4::new(0.95, 0.5, 0.62, 0.65);
/// A saturated drive (load 1 or more).
pub const SATURATED: Vec4 = Vec4::new(0.95, 0.1, 0.08, 0.7);
/// A simulated body below no driven joint (the root body) while the overlay is on.
pub const NO_DRIVE: Vec4 = Vec4::new(0.6, 0.45, 0.9, 0.4);

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

    /// The overlay's every colour, anywhere on its ramp, stays clear of the colours a body has
    /// without it (a first ramp, blue to green to red, started on the plain body blue and
    /// passed through the selection's colours, so a user could not tell the overlay was on).
    /// The compare ghost's pink is not among them: the ghost is a second figure, offset and
    /// drawn whole in one translucent colour (half load is 0.24 from it).
    #[test]
    fn no_overlay_colour_looks_like_a_plain_body() {
        let rgb = |c: Vec4| c.truncate();
        let ramp = (0..=40).map(|i| load_color(i as f32 / 40.0));
        for c in ramp.chain([NO_DRIVE]) {
            for b in BODY_COLORS {
                let d = rgb(c).distance(rgb(b));
                assert!(d > 0.3, "{c} is {d} from the body colour {b}");
            }
        }
    }
}
