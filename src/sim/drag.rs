//! The mouse-drag spring: a point on a body pulled toward a target by a spring-damper.
//!
//! Like a physics handle in other editors, the spring pulls the grabbed point toward the
//! target with `k = M·(2π f)²` (N/m) and `c = 2 ζ M (2π f)` (N·s/m), where M is the rig's
//! simulated mass so the handle can lift the whole ragdoll, and a force cap. A body of mass m
//! hanging from the spring alone sags by `m·g / k` below the target. Each engine builds the
//! spring its own way ([`crate::sim::engine::Engine::add_drag`]): on rapier a joint with
//! implicit linear motors to an invisible kinematic cursor body, on Jolt a force per substep.

use super::SimWorld;
use super::engine::{BodyState, DragParams};
use glam::Vec3;

/// The spring-damper law of every drag: `k·(target − p) − c·v_p` at the grabbed point `p` (in
/// the body's frame `local_point`; `v_p` its velocity), no longer than `max_force`, N (zero when
/// not finite). Each engine applies it with its own `k` and `c` ([`crate::sim::engine::Engine::drag_force`]).
pub(crate) fn spring_force(
    s: &BodyState,
    local_point: Vec3,
    target: Vec3,
    (k, c): (f32, f32),
    max_force: f32,
) -> Vec3 {
    let p = s.pose.transform_point(local_point);
    let v = s.linvel + s.angvel.cross(p - s.pose.translation);
    let f = k * (target - p) - c * v;
    if f.is_finite() {
        f.clamp_length_max(max_force)
    } else {
        Vec3::ZERO
    }
}

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
    /// The grabbed point (m) and the spring's force on it (N) when the work was last taken.
    last: (Vec3, Vec3),
    /// The engine's count of the spring's work when it was last taken, J.
    counted: f32,
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
        let mut spring = DragSpring {
            body,
            local_point,
            target: point,
            stiffness,
            damping,
            max_force,
            id,
            last: (point, Vec3::ZERO),
            counted: 0.0,
        };
        spring.last = (point, spring.start_force(sim));
        spring
    }

    /// The force the spring pulls the grabbed point with now, N, as the engine applies it
    /// ([`spring_force`] with the engine's own gains and caps: Jolt lowers the gains on a light
    /// body, rapier holds each axis to its own motor's cap).
    pub fn force(&self, sim: &SimWorld) -> Vec3 {
        sim.engine().drag_force(self.id).unwrap_or_else(|| {
            let gains = (self.stiffness, self.damping);
            spring_force(
                &sim.state(self.body),
                self.local_point,
                self.target,
                gains,
                self.max_force,
            )
        })
    }

    /// The force the spring will pull the grabbed point with at the start of the next step, N
    /// ([`crate::sim::engine::Engine::drag_start_force`]).
    fn start_force(&self, sim: &SimWorld) -> Vec3 {
        sim.engine()
            .drag_start_force(self.id)
            .unwrap_or_else(|| self.force(sim))
    }

    /// The work the spring did on the ragdoll since the grab or the last call, J: the engine's
    /// own count where it has one ([`crate::sim::engine::Engine::drag_work`]), else the grabbed
    /// point's displacement times the mean of the spring's force at both ends of it (the
    /// trapezoid rule over one step): at its end as the step applied it ([`Self::force`]), at
    /// its start as the step began ([`Self::start_force`], kept from the last call or the last
    /// [`Self::set_target`]).
    pub fn take_work(&mut self, sim: &SimWorld) -> f32 {
        let p = self.point(sim);
        let f = self.force(sim);
        let (p0, f0) = self.last;
        self.last = (p, self.start_force(sim));
        let w = match sim.engine().drag_work(self.id) {
            Some(total) => total - std::mem::replace(&mut self.counted, total),
            None => (0.5 * (f0 + f)).dot(p - p0),
        };
        if w.is_finite() { w } else { 0.0 }
    }

    /// The energy the spring supplied since the grab or the last call, J: [`Self::take_work`]
    /// when positive, else 0. What the spring takes out is left out like any other loss, so an
    /// energy budget that adds this up ([`crate::sim::energy::EnergyBudget::add_work`]) stays an
    /// upper bound on the kinetic energy even where the estimate of a step is a little off.
    pub fn take_supplied(&mut self, sim: &SimWorld) -> f32 {
        self.take_work(sim).max(0.0)
    }

    /// Move the target (the cursor reaches it during the next step). The force the work estimate
    /// starts the next step from is the spring's toward the new target: with the old one, the
    /// step after a grab (whose target is the grabbed point) counted a saturated pull as no
    /// force at its start, 2.7 J where the pull gave a forearm 60 J (`ragrig stress` seed 268 on
    /// the sample, rapier). The estimate also takes the grabbed point at the step's start from
    /// the last [`Self::take_work`], so call that after every step while the spring is held.
    pub fn set_target(&mut self, sim: &mut SimWorld, target: Vec3) {
        if !target.is_finite() {
            return;
        }
        self.target = target;
        sim.engine_mut().set_drag_target(self.id, target);
        self.last.1 = self.start_force(sim);
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
