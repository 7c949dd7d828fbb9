//! The mouse-drag spring: a point on a body pulled toward a target by a spring-damper.
//!
//! Like a physics handle in other editors, the spring pulls the grabbed point toward the
//! target with `k = M·(2π f)²` (N/m) and `c = 2 ζ M (2π f)` (N·s/m), where M is the rig's
//! simulated mass so the handle can lift the whole ragdoll, and a force cap. A body of mass m
//! hanging from the spring alone sags by `m·g / k` below the target. Each engine builds the
//! spring its own way ([`crate::sim::engine::Engine::add_drag`]): on rapier a joint with
//! implicit linear motors to an invisible kinematic cursor body, on Jolt a force per substep.

use super::SimWorld;
use super::engine::DragParams;
use glam::Vec3;

/// Spring settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DragSettings {
    /// Natural frequency of the rig's total simulated mass on the spring, Hz.
    pub frequency_hz: f32,
    pub damping_ratio: f32,
    /// Largest force, in multiples of the rig's simulated weight (M·g). The default, 2, lifts
    /// the whole ragdoll by one body and accelerates it at up to 1 g. At 10 (a 9 g yank on a
    /// hand) the joints between the grabbed body and the rest opened: `ragrig stress` on the
    /// sample, 200 seeds, 14 cases with a drag opened a joint past 10 mm (up to 156 mm); at 2,
    /// 4 (each with an obstacle in the way as well).
    pub max_force_weights: f32,
}

impl Default for DragSettings {
    fn default() -> Self {
        Self {
            frequency_hz: 2.0,
            damping_ratio: 1.0,
            max_force_weights: 2.0,
        }
    }
}

/// A grab in progress.
#[derive(Clone, Debug)]
pub struct DragSpring {
    pub body: usize,
    /// The grabbed point in the body's frame (`T_WC`), m.
    pub local_point: Vec3,
    pub target: Vec3,
    /// Spring stiffness, N/m, and damping, N·s/m.
    pub stiffness: f32,
    pub damping: f32,
    pub max_force: f32,
    /// The engine's id of the spring.
    id: u64,
}

impl DragSpring {
    /// Grab `body` at a world point (the target starts there, so nothing moves yet).
    pub fn grab(sim: &mut SimWorld, body: usize, point: Vec3, settings: &DragSettings) -> Self {
        let rig = sim.rig();
        let mass: f32 = rig
            .bodies
            .iter()
            .filter(|b| b.simulated)
            .map(|b| b.mass)
            .sum::<f32>()
            .max(1e-3);
        let g = rig.sim.gravity.length().max(9.81);
        let omega = std::f32::consts::TAU * settings.frequency_hz.max(0.01);
        let stiffness = mass * omega * omega;
        let damping = 2.0 * settings.damping_ratio.max(0.0) * mass * omega;
        let max_force = settings.max_force_weights.max(0.0) * mass * g;
        let local_point = sim.state(body).pose.inverse().transform_point(point);
        let id = sim.engine_mut().add_drag(&DragParams {
            body,
            local_point,
            target: point,
            stiffness,
            damping,
            max_force,
        });
        DragSpring {
            body,
            local_point,
            target: point,
            stiffness,
            damping,
            max_force,
            id,
        }
    }

    /// Move the target (the cursor reaches it during the next step).
    pub fn set_target(&mut self, sim: &mut SimWorld, target: Vec3) {
        if !target.is_finite() {
            return;
        }
        self.target = target;
        sim.engine_mut().set_drag_target(self.id, target);
    }

    /// The grabbed point in the world now.
    pub fn point(&self, sim: &SimWorld) -> Vec3 {
        sim.state(self.body).pose.transform_point(self.local_point)
    }

    /// Let go (removes the spring and the cursor).
    pub fn release(self, sim: &mut SimWorld) {
        sim.engine_mut().remove_drag(self.id);
    }
}
