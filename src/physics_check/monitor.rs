//! Watches a ragdoll step by step and keeps what the physics check judges: per-joint peaks of
//! the anchor gap, the swing ratio and the twist overshoot (measured on the engine's own state
//! after each step, with nothing corrected afterwards), the kinetic energy against its budget
//! ([`crate::sim::energy`]), impacts, rest, and sleep.
//!
//! An impact is a step in which some body's velocity changes by more than [`IMPACT_DV`] beyond
//! what gravity gives: a limb hitting the ground, an obstacle or a limit. The ragdoll is calm
//! when no point of any dynamic body moves faster than the rig's settle speed (linear; a
//! body's fastest point moves at `|v| + |ω|·r`, r the farthest point of its shape from its
//! centre) and the pelvis also turns slower than the settle angular speed — the thresholds the
//! get-up waits for, applied to every body so a twitching hand, foot or neck counts — for the
//! rig's settle window without a break; it has come to rest at the end of that window.
//!
//! Beside that, the session's own get-up test on the pelvis (its settle detector, the rig's
//! settle thresholds on the pelvis alone) tells whether a late rest would have held up a get-up
//! (it does not change the bar).
//!
//! The ragdoll is falling while its centre of mass drops faster than the settle speed: a figure
//! that balanced on drives or joint friction and then topples lands softly, with no step over
//! [`IMPACT_DV`], so the end of its last fall is reported beside the last impact (the bar
//! stays with the impact).
//!
//! The ragdoll is airborne while its lowest point is more than [`AIRBORNE_CLEARANCE`] above the
//! ground: a clip that throws it up (a jump, a dodge) gives it a flight with no impact, and its
//! fall has not ended until it lands.

use crate::session::Session;
use glam::Vec3;
use serde::Serialize;

/// A velocity change in one step (m/s), beyond gravity's, that counts as an impact.
pub const IMPACT_DV: f32 = 0.5;

/// Clearance of the ragdoll's lowest point above the ground beyond which it is airborne, m.
pub const AIRBORNE_CLEARANCE: f32 = 0.05;

/// A joint's largest gap over this (mm) is reported with what its two bodies touched then.
pub const GAP_CONTEXT_MM: f32 = 1.0;

/// The distance from a shape's centre to its farthest point, m.
fn shape_extent(shape: &crate::rig::Shape) -> f32 {
    match *shape {
        crate::rig::Shape::Capsule {
            radius,
            half_height,
        } => radius + half_height,
        crate::rig::Shape::Sphere { radius } => radius,
        crate::rig::Shape::Box { half_extents } => half_extents.length(),
    }
}

/// One joint's peaks over a run.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct JointPeak {
    pub joint: String,
    /// Largest distance between the joint's anchors, mm.
    pub gap_mm: f32,
    /// Seconds after the switch at the end of the step that measured the largest gap.
    pub gap_at_s: f32,
    /// What the joint's child and parent touched in that step, in words (`hand_r: pelvis,
    /// thigh_r, scenery; forearm_r: abdomen`), for a gap over [`GAP_CONTEXT_MM`]; empty below.
    pub gap_touching: String,
    /// Largest normalised elliptical swing (1 = on the cone).
    pub swing_ratio: f32,
    /// Largest twist beyond the range, degrees.
    pub twist_overshoot_deg: f32,
}

impl JointPeak {
    /// When the largest gap was measured and what the joint's bodies touched then, to append
    /// to a sentence about the gap: ` at 1.90 s after the switch (hand_r: pelvis, scenery)`.
    pub fn gap_when(&self) -> String {
        let at = format!(" at {:.2} s after the switch", self.gap_at_s);
        if self.gap_touching.is_empty() {
            at
        } else {
            format!("{at} ({})", self.gap_touching)
        }
    }
}

/// The peaks and times of a run so far.
#[derive(Clone, Debug)]
pub struct RunMonitor {
    pub joints: Vec<JointPeak>,
    /// Largest kinetic energy, J.
    pub peak_kinetic: f32,
    /// Largest `KE / budget`.
    pub peak_energy_ratio: f32,
    /// Largest `KE − (1.1 · budget + 20 J)`, J (≤ 0: within the bar at every step).
    pub peak_energy_excess: f32,
    /// Budget at the step of the largest excess, J.
    pub budget_at_peak: f32,
    /// Session time of the last impact, s (None: none yet).
    pub last_impact: Option<f64>,
    /// Session time of the last step that ended with the ragdoll airborne, s.
    pub last_airborne: Option<f64>,
    /// Session time of the last step that ended with the centre of mass dropping faster than
    /// the settle speed, s.
    pub last_fall: Option<f64>,
    /// Session time at which the current calm run started, s.
    calm_since: Option<f64>,
    /// Session time at which the ragdoll came to rest (calm for the whole window), s.
    pub rested_at: Option<f64>,
    /// The body that last broke the calm, with its linear (m/s) and angular (rad/s) speed then.
    pub last_restless: Option<(String, f32, f32)>,
    /// In the last step that broke the calm, the joint whose two bodies turned fastest against
    /// each other and that speed, rad/s ([`fastest_joint`]).
    pub last_restless_joint: Option<(String, f32)>,
    /// Session time at which the monitor started (the switch: the settle detector's time 0), s.
    start: f64,
    /// Session time at which the pelvis last settled by the session's get-up test, s.
    pelvis_settled: Option<f64>,
    prev_velocity: Vec<Vec3>,
    window: f64,
    linear_speed: f32,
    angular_speed: f32,
    /// Each body's farthest shape point from its centre, m.
    extent: Vec<f32>,
    pelvis: Option<usize>,
    /// Each joint's child and parent body (None: the world).
    ends: Vec<[Option<usize>; 2]>,
}

/// What bodies `ends` touched in the last step, in words: `hand_r: pelvis, scenery;
/// forearm_r: abdomen` (scenery: the ground or an obstacle), or `no contacts`.
pub fn touching_words(sim: &crate::sim::SimWorld, ends: [Option<usize>; 2]) -> String {
    let names = &sim.rig().bodies;
    let parts: Vec<String> = ends
        .into_iter()
        .flatten()
        .filter_map(|b| {
            let t = sim.touching(b);
            let mut what: Vec<&str> = t.bodies.iter().map(|&o| names[o].name.as_str()).collect();
            if t.scenery {
                what.push("scenery");
            }
            (!what.is_empty()).then(|| format!("{}: {}", names[b].name, what.join(", ")))
        })
        .collect();
    if parts.is_empty() {
        "no contacts".into()
    } else {
        parts.join("; ")
    }
}

/// The joint whose child turns fastest against its parent (the world for a joint to the
/// world) and that relative angular speed `|ω_child − ω_parent|`, rad/s; None for a rig without
/// joints. Beside the body that settled last, it tells a limb moving on its joint (a large
/// speed) from bodies moving together (a figure rolling or toppling as one piece: small at
/// every joint).
pub fn fastest_joint(sim: &crate::sim::SimWorld) -> Option<(usize, f32)> {
    (0..sim.rig().joints.len())
        .map(|k| (k, sim.joint_relative_angvel(k).length()))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

impl RunMonitor {
    pub fn new(session: &Session) -> Self {
        let rig = session.sim.rig();
        Self {
            joints: rig
                .joints
                .iter()
                .map(|j| JointPeak {
                    joint: j.name.clone(),
                    ..Default::default()
                })
                .collect(),
            peak_kinetic: 0.0,
            peak_energy_ratio: 0.0,
            peak_energy_excess: f32::NEG_INFINITY,
            budget_at_peak: 0.0,
            last_impact: None,
            last_airborne: None,
            last_fall: None,
            calm_since: None,
            rested_at: None,
            last_restless: None,
            last_restless_joint: None,
            start: session.time,
            pelvis_settled: None,
            prev_velocity: (0..session.sim.body_count())
                .map(|i| session.sim.state(i).linvel)
                .collect(),
            extent: rig.bodies.iter().map(|b| shape_extent(&b.shape)).collect(),
            pelvis: rig.body_index(&rig.recovery.pelvis),
            ends: rig
                .joints
                .iter()
                .map(|j| [rig.body_index(&j.child), rig.body_index(&j.parent)])
                .collect(),
            window: f64::from(rig.recovery.settle_window),
            linear_speed: rig.recovery.settle_linear_speed,
            angular_speed: rig.recovery.settle_angular_speed,
        }
    }

    /// Observe the session after one of its steps (while it is a ragdoll).
    pub fn observe(&mut self, session: &Session) {
        let sim = &session.sim;
        let t = session.time;
        for ((p, m), ends) in self
            .joints
            .iter_mut()
            .zip(sim.joint_measures())
            .zip(&self.ends)
        {
            let gap_mm = m.gap * 1000.0;
            if gap_mm > p.gap_mm {
                p.gap_mm = gap_mm;
                p.gap_at_s = (t - self.start) as f32;
                p.gap_touching = if gap_mm > GAP_CONTEXT_MM {
                    touching_words(sim, *ends)
                } else {
                    String::new()
                };
            }
            p.swing_ratio = p.swing_ratio.max(m.swing_ratio);
            p.twist_overshoot_deg = p.twist_overshoot_deg.max(m.twist_overshoot.to_degrees());
        }
        let ke = sim.kinetic_energy();
        self.peak_kinetic = self.peak_kinetic.max(ke);
        if let Some(b) = session.energy_budget() {
            self.peak_energy_ratio = self.peak_energy_ratio.max(b.ratio(ke));
            let excess = ke
                - (crate::sim::energy::ENERGY_SLACK_FACTOR * b.budget()
                    + crate::sim::energy::ENERGY_SLACK_J);
            if excess > self.peak_energy_excess {
                self.peak_energy_excess = excess;
                self.budget_at_peak = b.budget();
            }
        }
        let rig = sim.rig();
        if rig.sim.ground && session.lowest_point() > AIRBORNE_CLEARANCE {
            self.last_airborne = Some(t);
        }
        let gravity_dv = rig.sim.gravity * rig.sim.dt;
        let mut calm = true;
        // Mass-weighted vertical velocity of the dynamic bodies (kg·m/s) and their mass (kg).
        let (mut momentum_y, mut mass) = (0.0f32, 0.0f32);
        for i in 0..sim.body_count() {
            let s = sim.state(i);
            if !sim.is_dynamic(i) {
                self.prev_velocity[i] = s.linvel;
                continue;
            }
            let m = rig.bodies[i].mass;
            momentum_y += m * s.linvel.y;
            mass += m;
            let dv = s.linvel - self.prev_velocity[i] - gravity_dv;
            if dv.length() > IMPACT_DV {
                self.last_impact = Some(t);
            }
            self.prev_velocity[i] = s.linvel;
            let (v, w) = (s.linvel.length(), s.angvel.length());
            let point_speed = v + w * self.extent[i];
            // Not below the threshold (NaN counts as restless).
            let below =
                |x: f32, limit: f32| x.partial_cmp(&limit) == Some(std::cmp::Ordering::Less);
            let spins = self.pelvis == Some(i) && !below(w, self.angular_speed);
            if !below(point_speed, self.linear_speed) || spins {
                calm = false;
                self.last_restless = Some((rig.bodies[i].name.clone(), v, w));
            }
        }
        if !calm {
            self.last_restless_joint =
                fastest_joint(sim).map(|(k, w)| (rig.joints[k].name.clone(), w));
        }
        if mass > 0.0 && momentum_y / mass < -self.linear_speed {
            self.last_fall = Some(t);
        }
        self.pelvis_settled = session
            .settle_detector()
            .settled_at_f64()
            .map(|t| self.start + t);
        if calm && !session.external_force {
            let since = *self.calm_since.get_or_insert(t);
            if self.rested_at.is_none() && t - since + 1e-9 >= self.window {
                self.rested_at = Some(t);
            }
        } else {
            self.calm_since = None;
            self.rested_at = None;
        }
    }

    /// Seconds from the last impact (or `start`, if there was none) until rest, if at rest.
    pub fn rest_after_impact(&self, start: f64) -> Option<f64> {
        self.rested_at
            .map(|r| r - self.last_impact.unwrap_or(start).min(r))
    }

    /// Seconds from the later of the last impact and the end of the last fall (or `start`, if
    /// neither) until rest, if at rest.
    pub fn rest_after_fall(&self, start: f64) -> Option<f64> {
        let from = self
            .last_impact
            .into_iter()
            .chain(self.last_fall)
            .reduce(f64::max)
            .unwrap_or(start);
        self.rested_at.map(|r| r - from.min(r))
    }

    /// Session time at which the pelvis last settled by the get-up's test (still settled now),
    /// s.
    pub fn pelvis_settled_at(&self) -> Option<f64> {
        self.pelvis_settled
    }

    /// The joint with the largest gap, swing ratio and twist overshoot.
    pub fn worst(&self) -> (JointPeak, JointPeak, JointPeak) {
        let pick = |f: fn(&JointPeak) -> f32| {
            self.joints
                .iter()
                .max_by(|a, b| f(a).total_cmp(&f(b)))
                .cloned()
                .unwrap_or_default()
        };
        (
            pick(|j| j.gap_mm),
            pick(|j| j.swing_ratio),
            pick(|j| j.twist_overshoot_deg),
        )
    }
}
