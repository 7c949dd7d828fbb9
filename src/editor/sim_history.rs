//! The live plots' history: per fixed step, the quantities the Plots pane draws (the last
//! [`SimHistory::CAPACITY`] steps).

use crate::session::Session;
use crate::sim::saturation::group_saturation;
use std::collections::VecDeque;

/// One step's joint measurements (taken only while physics moves the bodies).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointSample {
    /// Largest joint anchor separation, mm.
    pub anchor_error_mm: f32,
    /// Largest normalised elliptical swing (1 = on the cone).
    pub swing_ratio: f32,
    /// Largest twist beyond its range, degrees.
    pub twist_overshoot_deg: f32,
}

/// One step's measurements.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// Session time, s.
    pub t: f64,
    /// The joints' anchors and limits; `None` while the clip places the bodies (a
    /// presentation get-up blend), whose joints would measure the clip, not the physics.
    pub joints: Option<JointSample>,
    /// Kinetic energy of the dynamic bodies, J.
    pub kinetic_energy: f32,
    /// The most kinetic energy gravity, the inherited motion and outside work allow since the
    /// switch, J (`None` before the first switch).
    pub energy_budget: Option<f32>,
    /// Per drive group (rig order): demanded / allowed torque (≥ 1: saturated).
    pub saturation: Vec<f32>,
}

#[derive(Clone, Debug, Default)]
pub struct SimHistory {
    pub groups: Vec<String>,
    pub samples: VecDeque<Sample>,
}

impl SimHistory {
    /// 20 s at 60 Hz.
    pub const CAPACITY: usize = 1200;

    /// Measure the session's world after a step and keep it.
    pub fn record(&mut self, session: &Session) {
        let (t, sim) = (session.time, &session.sim);
        let st = sim.measure();
        let sat = group_saturation(sim);
        let names: Vec<String> = sat.iter().map(|s| s.group.clone()).collect();
        if names != self.groups {
            self.groups = names;
            self.samples.clear();
        }
        if self.samples.len() == Self::CAPACITY {
            self.samples.pop_front();
        }
        self.samples.push_back(Sample {
            t,
            joints: session.physics_shown().then(|| JointSample {
                anchor_error_mm: st.max_anchor_error * 1000.0,
                swing_ratio: st.max_cone_ratio,
                twist_overshoot_deg: st.max_twist_overshoot.to_degrees(),
            }),
            kinetic_energy: st.kinetic_energy,
            energy_budget: session.energy_budget().map(|b| b.budget()),
            saturation: sat.iter().map(|s| s.ratio).collect(),
        });
    }

    pub fn last(&self) -> Option<&Sample> {
        self.samples.back()
    }

    /// Points `[t, value]` of one quantity.
    pub fn series(&self, f: impl Fn(&Sample) -> f32) -> Vec<[f64; 2]> {
        self.samples.iter().map(|s| [s.t, f(s) as f64]).collect()
    }

    /// Points `[t, value]` of a joint quantity, one run of points per stretch of steps in
    /// which it was measured (a get-up blend leaves a gap between two runs).
    pub fn joint_series(&self, f: impl Fn(&JointSample) -> f32) -> Vec<Vec<[f64; 2]>> {
        let mut runs: Vec<Vec<[f64; 2]>> = Vec::new();
        let mut open = false;
        for s in &self.samples {
            match &s.joints {
                Some(j) => {
                    if !open {
                        runs.push(Vec::new());
                        open = true;
                    }
                    if let Some(r) = runs.last_mut() {
                        r.push([s.t, f64::from(f(j))]);
                    }
                }
                None => open = false,
            }
        }
        runs
    }
}
