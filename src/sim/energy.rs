//! The energy budget of a ragdoll: after the switch, its kinetic energy can only come from the
//! motion it started with, from falling, and from work done on it from outside (hits, drags).
//! Joints, limits, contacts, friction and drives toward a fixed target only take energy away.
//!
//! `budget(t) = KE(switch) + M·g·(y_switch − y_lowest(t)) + W_external(t)`, with M the simulated
//! mass, y the height of its centre of mass and y_lowest the lowest it has been so far. A
//! simulation that shows more kinetic energy than that has made energy from nothing.

use serde::Serialize;

/// Kinetic energy above `ENERGY_SLACK_FACTOR · budget + ENERGY_SLACK_J` counts as energy from
/// nothing in the physics check (a 10 % allowance for the discrete integration of gravity and
/// contacts, and 20 J for a ragdoll starting at rest).
pub const ENERGY_SLACK_FACTOR: f32 = 1.1;
/// See [`ENERGY_SLACK_FACTOR`], J.
pub const ENERGY_SLACK_J: f32 = 20.0;

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct EnergyBudget {
    /// Kinetic energy right after the switch, J.
    pub initial_kinetic: f32,
    /// Height of the centre of mass at the switch, m.
    pub start_height: f32,
    /// Lowest height of the centre of mass so far, m.
    pub lowest_height: f32,
    /// Simulated mass, kg.
    pub mass: f32,
    /// |g|, m/s².
    pub gravity: f32,
    /// Work done on the ragdoll from outside (hits, drags), J. Signed: a hit against the motion
    /// takes energy away.
    pub external_work: f32,
}

impl EnergyBudget {
    pub fn start(initial_kinetic: f32, com_height: f32, mass: f32, gravity: f32) -> Self {
        Self {
            initial_kinetic,
            start_height: com_height,
            lowest_height: com_height,
            mass,
            gravity: gravity.abs(),
            external_work: 0.0,
        }
    }

    /// Record the centre of mass height after a step.
    pub fn observe_height(&mut self, com_height: f32) {
        if com_height < self.lowest_height {
            self.lowest_height = com_height;
        }
    }

    pub fn add_work(&mut self, joules: f32) {
        if joules.is_finite() {
            self.external_work += joules;
        }
    }

    /// The most kinetic energy the ragdoll may have now, J.
    pub fn budget(&self) -> f32 {
        self.initial_kinetic
            + self.mass * self.gravity * (self.start_height - self.lowest_height)
            + self.external_work
    }

    /// `KE / budget` (0 for a budget ≤ 0 and no energy).
    pub fn ratio(&self, kinetic: f32) -> f32 {
        let b = self.budget();
        if b > 1e-6 {
            kinetic / b
        } else if kinetic > 1e-6 {
            f32::INFINITY
        } else {
            0.0
        }
    }

    /// The bar of the physics check: `KE ≤ 1.1 · budget + 20 J`.
    pub fn within(&self, kinetic: f32) -> bool {
        kinetic <= ENERGY_SLACK_FACTOR * self.budget() + ENERGY_SLACK_J
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_free_fall_stays_exactly_on_budget() {
        // 70 kg dropped from 1 m with no initial motion: after falling h, KE = M g h.
        let mut b = EnergyBudget::start(0.0, 1.0, 70.0, -9.81);
        let h = 0.4;
        b.observe_height(1.0 - h);
        let ke = 70.0 * 9.81 * h;
        assert!((b.budget() - ke).abs() < 1e-3);
        assert!((b.ratio(ke) - 1.0).abs() < 1e-5);
        // Rising again does not lower the budget (the lowest point is kept).
        b.observe_height(0.9);
        assert!((b.budget() - ke).abs() < 1e-3);
        assert!(b.within(1.1 * ke + 19.9) && !b.within(1.1 * ke + 20.1));
    }

    #[test]
    fn hits_add_their_work() {
        let mut b = EnergyBudget::start(5.0, 1.0, 10.0, 9.81);
        b.add_work(12.5);
        b.add_work(f32::NAN);
        assert!((b.budget() - 17.5).abs() < 1e-5);
    }
}
