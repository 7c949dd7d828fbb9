//! Easing curves shared by the sample generator and the viewport.

/// 0 at and below `lo`, 1 at and above `hi`, and 3t² − 2t³ between (t the position in
/// [lo, hi]): a ramp with zero slope at both ends.
pub fn smoothstep(lo: f32, hi: f32, x: f32) -> f32 {
    let t = ((x - lo) / (hi - lo)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::smoothstep;

    #[test]
    fn the_ramp_is_flat_at_its_ends_and_half_way_at_its_middle() {
        assert_eq!(smoothstep(1.0, 3.0, 0.5), 0.0);
        assert_eq!(smoothstep(1.0, 3.0, 3.5), 1.0);
        assert_eq!(smoothstep(1.0, 3.0, 2.0), 0.5);
        // t = 1/4: 3/16 − 2/64 = 0.15625.
        assert!((smoothstep(1.0, 3.0, 1.5) - 0.15625).abs() < 1e-7);
    }
}
