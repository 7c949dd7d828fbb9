//! The guard: stop on a non-finite state or runaway kinetic energy, naming the body.

use glam::Vec3;

/// Kinetic energy (J) of a body: ½ m v² + ½ ωᵀ I ω (I as the principal moments in the body
/// frame, ω given in the body frame).
pub fn kinetic_energy(mass: f32, v: Vec3, inertia: Vec3, omega_body: Vec3) -> f32 {
    0.5 * mass * v.length_squared() + 0.5 * (inertia * omega_body * omega_body).element_sum()
}

/// Energy above which a ragdoll counts as exploding: far beyond what a fall from `height` m
/// plus the energy it started with could give.
pub fn energy_limit(total_mass: f32, height: f32, initial: f32, gravity: f32) -> f32 {
    20.0 * (initial + total_mass * gravity.abs() * height.max(1.0)) + 100.0
}
