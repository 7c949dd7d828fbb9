//! The six scenarios of the suite (docs/switch-recovery.md): what to play, when to
//! switch, what to hit and what to expect.
//!
//! Switch times are chosen as `(k + 0.75)/30` s. The sample clips are keyed at 30 Hz with
//! linear interpolation, and the inheritance interval `[t − Δt, t]` (Δt = 1/60 s) then lies
//! strictly inside one key segment, `[(k + 0.25)/30, (k + 0.75)/30]`, so the backward difference
//! and an independent derivative at the interval's midpoint measure the same motion (a key
//! inside the interval would make the inherited value an average of two segments' velocities).

use crate::recover::Lying;
use glam::Vec3;
use serde::Serialize;

/// Seconds of animation played (bodies kinematic on the clip) before the switch.
pub const WARMUP_S: f32 = 0.25;

/// What a scenario checks beyond the common switch checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioKind {
    /// Switch mid-stride of a locomotion clip.
    Run,
    /// Switch during a constant-rate yaw spin (`yaw_rate_deg_s` in the clip's extras).
    Spin,
    /// Switch while the character is in the air.
    Jump,
    /// Switch just after a teleport marker (`teleport_at_s` in the clip's extras).
    Teleport,
    /// Switch, hit, let the ragdoll settle and get up; expect the given lying orientation.
    HitAndRecover(Lying),
}

/// An impulse at a body's centre of mass right after the switch.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hit {
    /// Rig body name.
    pub body: String,
    /// N·s, world.
    pub impulse: Vec3,
}

/// One scenario: the clip, the switch time and what happens after.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scenario {
    /// Stable identifier (`--only NAME`).
    pub name: &'static str,
    /// One line for people.
    pub description: &'static str,
    pub kind: ScenarioKind,
    /// The clip played before the switch.
    pub clip: &'static str,
    /// Clip time of the switch, s.
    pub switch_at: f32,
    pub hit: Option<Hit>,
    /// Simulated seconds after the switch: enough to see the first steps, or for the
    /// recovery scenarios to fall, settle and finish the get-up clip.
    pub seconds_after: f32,
}

/// Switch time `(k + 0.75)/30` s (see the module docs).
fn inside_key_segment(k: u32) -> f32 {
    (k as f32 + 0.75) / 30.0
}

/// Impulse of the recovery scenarios' push, N·s, at the chest's centre right after the switch
/// from standing idle (the ragdoll limp, drives off).
///
/// Why it lands the sample on its back / front: 50 N·s on the 70 kg body is a centre-of-mass
/// speed change of about 0.7 m/s, given about 1.3 m above the feet, which the ground holds by
/// friction (0.8). That angular impulse about the feet (≈ 65 N·m·s) pitches the body in the
/// push direction and gravity completes the topple: pushed backward, the chest's front
/// (outward axis) turns up, supine; pushed forward, it turns down, prone. Sweeps on the
/// sample: at 30–110 N·s (four switch times) every backward push from 40 N·s landed supine;
/// forward pushes of 90 N·s and more can carry enough angular momentum to roll over the head
/// onto the back, and 30 N·s lets the limp body crumple without always settling in 8 s. At
/// 35–60 N·s (six switch times × two warm-ups, both directions) 139 of 144 runs landed as
/// expected, with chaotic exceptions near the range's ends; at 50 N·s all 24 did (the test
/// `the_push_outcome_is_robust`).
pub const PUSH_N_S: f32 = 50.0;

/// All scenarios, in report order.
pub fn all() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "run",
            description: "switch mid-stride of the run clip",
            kind: ScenarioKind::Run,
            clip: "run",
            switch_at: inside_key_segment(10),
            hit: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "spin",
            description: "switch during the constant-rate yaw spin",
            kind: ScenarioKind::Spin,
            clip: "spin",
            switch_at: inside_key_segment(22),
            hit: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "jump",
            description: "switch at the top of the jump, airborne",
            kind: ScenarioKind::Jump,
            clip: "jump",
            switch_at: inside_key_segment(20),
            hit: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "teleport",
            description: "switch right after the clip's teleport marker",
            kind: ScenarioKind::Teleport,
            clip: "teleport",
            switch_at: 1.0 + 1.0 / 120.0,
            hit: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "land-on-back",
            description: "standing idle, pushed backward at the chest; settle, get up",
            kind: ScenarioKind::HitAndRecover(Lying::Supine),
            clip: "idle",
            switch_at: inside_key_segment(15),
            hit: Some(Hit {
                body: "chest".into(),
                impulse: Vec3::new(0.0, 0.0, -PUSH_N_S),
            }),
            seconds_after: 8.0,
        },
        Scenario {
            name: "land-on-front",
            description: "standing idle, pushed forward at the chest; settle, get up",
            kind: ScenarioKind::HitAndRecover(Lying::Prone),
            clip: "idle",
            switch_at: inside_key_segment(15),
            hit: Some(Hit {
                body: "chest".into(),
                impulse: Vec3::new(0.0, 0.0, PUSH_N_S),
            }),
            seconds_after: 8.0,
        },
    ]
}

/// The scenario names, in report order.
pub fn names() -> Vec<&'static str> {
    all().iter().map(|s| s.name).collect()
}

/// The scenario called `name`.
pub fn find(name: &str) -> Option<Scenario> {
    all().into_iter().find(|s| s.name == name)
}
