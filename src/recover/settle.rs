//! Settle detection: the ragdoll is at rest when, for a continuous window of
//! `recovery.settle_window` seconds (0.5 s by default), every pelvis sample has
//! linear speed `|v| < settle_linear_speed` (m/s, 0.1), angular speed
//! `|ω| < settle_angular_speed` (rad/s, 0.2) and no external force event.
//!
//! Fed one sample per sim step (`dt`, `v`, `ω`, `external_force`) describing the state at the end
//! of that step. The calm window starts at the time of the first calm sample of the current
//! calm run (conservative: the settle time is at most one step after the continuous-time
//! answer); any non-calm sample (a bump or a force) resets it. Settled at the first sample time
//! `t` with `t − start ≥ window`; that time is reported. Time is accumulated in f64.

use crate::rig::RecoverySettings;
use glam::Vec3;

#[derive(Clone, Debug, PartialEq)]
pub struct SettleDetector {
    /// Seconds.
    pub window: f32,
    /// m/s.
    pub linear_speed: f32,
    /// rad/s.
    pub angular_speed: f32,
    time: f64,
    calm_since: Option<f64>,
    settled_at: Option<f64>,
}

impl SettleDetector {
    /// The rig's recovery thresholds.
    pub fn new(settings: &RecoverySettings) -> Self {
        Self::with_thresholds(
            settings.settle_window,
            settings.settle_linear_speed,
            settings.settle_angular_speed,
        )
    }

    pub fn with_thresholds(window: f32, linear_speed: f32, angular_speed: f32) -> Self {
        Self {
            window,
            linear_speed,
            angular_speed,
            time: 0.0,
            calm_since: None,
            settled_at: None,
        }
    }

    /// Feed one step; returns true while settled.
    pub fn update(&mut self, dt: f32, v: Vec3, w: Vec3, external_force: bool) -> bool {
        self.time += f64::from(dt);
        let calm = !external_force
            && v.is_finite()
            && w.is_finite()
            && v.length() < self.linear_speed
            && w.length() < self.angular_speed;
        if !calm {
            self.calm_since = None;
            self.settled_at = None;
            return false;
        }
        let start = *self.calm_since.get_or_insert(self.time);
        if self.settled_at.is_none() && self.time - start >= f64::from(self.window) - 1e-9 {
            self.settled_at = Some(self.time);
        }
        self.settled_at.is_some()
    }

    /// Time (s since the first sample's step began) at which the current calm window completed.
    pub fn settled_at(&self) -> Option<f32> {
        self.settled_at.map(|t| t as f32)
    }

    /// [`Self::settled_at`] at the detector's own precision (f64).
    pub fn settled_at_f64(&self) -> Option<f64> {
        self.settled_at
    }

    /// Seconds the pelvis has been calm without interruption (0 when the last sample was not
    /// calm); the same measure the window is compared with, so settled ⇔ `calm_for() ≥ window`.
    pub fn calm_for(&self) -> f32 {
        self.calm_since.map_or(0.0, |s| (self.time - s) as f32)
    }

    pub fn is_settled(&self) -> bool {
        self.settled_at.is_some()
    }

    /// Elapsed time, s.
    pub fn time(&self) -> f32 {
        self.time as f32
    }

    /// Forget the history (e.g. after a new switch to ragdoll).
    pub fn reset(&mut self) {
        self.time = 0.0;
        self.calm_since = None;
        self.settled_at = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_force_event_resets_the_window() {
        let mut d = SettleDetector::with_thresholds(0.5, 0.1, 0.2);
        let dt = 0.1;
        for _ in 0..4 {
            assert!(!d.update(dt, Vec3::ZERO, Vec3::ZERO, false));
        }
        assert!(!d.update(dt, Vec3::ZERO, Vec3::ZERO, true));
        // Calm again from t = 0.6: settled at 0.6 + 0.5 = 1.1.
        let mut at = None;
        for _ in 0..10 {
            if d.update(dt, Vec3::ZERO, Vec3::ZERO, false) && at.is_none() {
                at = d.settled_at();
            }
        }
        assert!((at.unwrap() - 1.1).abs() < 1e-5, "{at:?}");
    }
}
