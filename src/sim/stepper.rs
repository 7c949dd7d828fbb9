//! Fixed stepping decoupled from rendering: wall time accumulates, whole steps are taken, and
//! the remainder gives the interpolation factor for drawing between the last two snapshots.

#[derive(Clone, Debug, Default)]
pub struct Stepper {
    accumulator: f64,
}

impl Stepper {
    /// Add `elapsed` seconds (×speed); returns how many fixed steps of `dt` to take now
    /// (at most `max_steps`, dropping the rest so a slow frame cannot spiral).
    pub fn advance(&mut self, elapsed: f64, dt: f64, max_steps: u32) -> u32 {
        self.accumulator += elapsed.max(0.0);
        let mut n = 0;
        while self.accumulator >= dt && n < max_steps {
            self.accumulator -= dt;
            n += 1;
        }
        if n == max_steps {
            self.accumulator = self.accumulator.min(dt);
        }
        n
    }

    /// Interpolation factor in [0, 1) between the previous and the current snapshot.
    pub fn alpha(&self, dt: f64) -> f32 {
        (self.accumulator / dt).clamp(0.0, 1.0) as f32
    }

    pub fn reset(&mut self) {
        self.accumulator = 0.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_remainder() {
        let mut s = Stepper::default();
        let dt = 1.0 / 60.0;
        // 0.04 s = 2.4 steps: two steps, 0.4 of a step left.
        assert_eq!(s.advance(0.04, dt, 8), 2);
        assert!((s.alpha(dt) - 0.4).abs() < 1e-4);
        let mut s = Stepper::default();
        assert_eq!(s.advance(0.025, dt, 8), 1);
        assert!((s.alpha(dt) - 0.5).abs() < 1e-4);
        // A very slow frame is capped.
        assert_eq!(s.advance(10.0, dt, 8), 8);
        assert!(s.alpha(dt) <= 1.0);
    }
}
