//! The switch's caps sized to the character.
//!
//! The switch clamps inherited linear speeds at `[switch] max_linear_speed` and calls a body that
//! moves further than `teleport_distance` between two samples a teleport. The defaults (20 m/s,
//! 1 m) are sized for a human of about 1.8 m. A clip played on a taller character at the same
//! timing moves every point proportionally faster (a hand at 8 m/s on a human runs at 20 m/s on
//! a 4.5 m robot), so with the human caps its real motion is clamped at the switch and the
//! switch-safety strip warns on frames that are only fast because the character is big. The
//! fitter scales both caps by `height / 1.8 m` for a taller character; angular speeds do not
//! depend on size and keep their cap, and a smaller character keeps the human caps (they only
//! catch glitches there).

use crate::rig::{Rig, SwitchSettings};

/// The height the default caps are sized for, m.
pub const HUMAN_HEIGHT_M: f32 = 1.8;

/// The factor the caps are scaled by for a character `height` (m) tall: ≥ 1.
pub fn size_factor(height: f32) -> f32 {
    if height.is_finite() {
        (height / HUMAN_HEIGHT_M).max(1.0)
    } else {
        1.0
    }
}

/// Scale the rig's linear speed cap and teleport distance from the defaults for a character
/// `height` (m) tall; a note when they changed.
pub fn size_switch_caps(rig: &mut Rig, height: f32) -> Option<String> {
    let k = size_factor(height);
    let d = SwitchSettings::default();
    rig.switch.max_linear_speed = d.max_linear_speed * k;
    rig.switch.teleport_distance = d.teleport_distance * k;
    (k > 1.0).then(|| {
        format!(
            "the character is {height:.2} m tall: the switch's speed cap and teleport distance \
             are {:.1} m/s and {:.2} m ({k:.2} × a human's, for its size)",
            rig.switch.max_linear_speed, rig.switch.teleport_distance
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_grow_with_a_taller_character_only() {
        let mut rig = Rig::empty("x.glb");
        assert!(size_switch_caps(&mut rig, 1.6).is_none());
        assert_eq!(rig.switch, SwitchSettings::default());
        let note = size_switch_caps(&mut rig, 4.5).unwrap();
        assert!((rig.switch.max_linear_speed - 50.0).abs() < 1e-4);
        assert!((rig.switch.teleport_distance - 2.5).abs() < 1e-5);
        assert_eq!(
            rig.switch.max_angular_speed,
            SwitchSettings::default().max_angular_speed
        );
        assert!(note.contains("4.50 m tall"), "{note}");
        assert_eq!(size_factor(f32::NAN), 1.0);
    }
}
