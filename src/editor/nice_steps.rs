//! "Nice" steps for grids and axes: 1, 2 or 5 times a power of ten.

/// The candidate steps around `x` (> 0): 1, 2, 5 and 10 times the power of ten at or below it.
fn candidates(x: f64) -> [f64; 4] {
    let decade = 10f64.powf(x.log10().floor());
    [1.0, 2.0, 5.0, 10.0].map(|m| m * decade)
}

/// The nice step at or above `x`; NaN for a non-positive or non-finite `x`.
pub fn at_least(x: f64) -> f64 {
    if !x.is_finite() || x <= 0.0 {
        return f64::NAN;
    }
    let c = candidates(x);
    c.into_iter().find(|&s| s >= x).unwrap_or(c[3])
}

/// The nice step nearest `x` in ratio (0.3 → 0.2, 0.35 → 0.5); NaN for a non-positive or
/// non-finite `x`.
pub fn nearest(x: f64) -> f64 {
    if !x.is_finite() || x <= 0.0 {
        return f64::NAN;
    }
    candidates(x)
        .into_iter()
        .min_by(|a, b| (x / a).ln().abs().total_cmp(&(x / b).ln().abs()))
        .unwrap_or(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_one_two_or_five_times_a_power_of_ten() {
        for (x, above, near) in [
            (22.5, 50.0, 20.0),
            (0.0019, 0.002, 0.002),
            (1.0, 1.0, 1.0),
            (0.26, 0.5, 0.2),
            (0.35, 0.5, 0.5),
            (7.0, 10.0, 5.0),
        ] {
            assert!(
                (at_least(x) - above).abs() < 1e-12 * above,
                "{x} → {}",
                at_least(x)
            );
            assert!(
                (nearest(x) - near).abs() < 1e-12 * near,
                "{x} → {}",
                nearest(x)
            );
        }
        assert!(at_least(0.0).is_nan() && nearest(-1.0).is_nan() && nearest(f64::NAN).is_nan());
    }
}
