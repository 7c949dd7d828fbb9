//! The six scenarios of the suite (docs/switch-recovery.md): what to play, when to switch, what to hit and what to
//! expect. Clips are found through the rig's clip roles (run, jump, idle) or, for the spin and
//! the teleport, by the marker their `extras` carry (`yaw_rate_deg_s`, `teleport_at_s`), so the
//! suite runs on any character's own clips (a model with no spin or teleport clip gets one made
//! from its rest pose, [`super::test_clips`]); a scenario whose clip the rig and model do not
//! have is skipped with the reason. Switch times are fractions of the clip ([`SwitchTime`]).
//!
//! A switch time is then moved into a key segment when needed: the inheritance interval
//! `[t − Δt, t]` (Δt = the rig's step) must not contain a key of the clip, or the backward
//! difference of the switch and the scenario's midpoint derivative would average different
//! segments. When a key lies strictly inside, the time moves to three quarters of the key
//! segment it falls in, `k₀ + 0.75·(k₁ − k₀)` (for 30 Hz keys and Δt = 1/60 s the interval is
//! then `[(k + 0.25)/30, (k + 0.75)/30]`), if that segment is long enough (0.75·(k₁ − k₀) ≥ Δt).
//! The sample's times need no move.

use crate::character::{Character, Clip};
use crate::recover::Lying;
use crate::rig::rest::body_world;
use crate::rig::{ClipRole, Rig};
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

/// Where a scenario's clip comes from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClipSource {
    /// The rig's clip for the first of these roles it names.
    Role(&'static [ClipRole]),
    /// The first clip whose `extras` carry this key.
    Marker(&'static str),
}

/// When to switch.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SwitchTime {
    /// This fraction of the clip's duration.
    Fraction(f32),
    /// The top of a jump: the sim step at which the lowest body point is highest.
    Apex,
    /// Half a sim step after the clip's first `teleport_at_s` marker.
    AfterTeleport,
}

/// The recovery scenarios' push at the chest body (`recovery.chest`), horizontal, along the
/// character's facing at rest (`facing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Push {
    Backward,
    Forward,
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
    pub clip: ClipSource,
    pub switch: SwitchTime,
    pub push: Option<Push>,
    /// Simulated seconds after the switch: enough to see the first steps, or for the
    /// recovery scenarios to fall, settle and finish the get-up clip.
    pub seconds_after: f32,
}

/// A scenario made concrete for one rig and character.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    /// Index of the clip in the character's clips, and its name.
    pub clip: usize,
    pub clip_name: String,
    /// The role the clip was found by (None: by marker).
    pub role: Option<ClipRole>,
    /// Clip time of the switch, s, and as a fraction of the clip.
    pub switch_at: f32,
    pub fraction: f32,
    /// The push: body index and impulse.
    pub hit: Option<(usize, Hit)>,
}

/// Why a scenario cannot be made concrete.
#[derive(Clone, Debug, PartialEq)]
pub enum Unresolved {
    /// The rig and model lack what it needs (no clip in that role, no marker clip): not run.
    Skip(String),
    /// The rig names something the model lacks, or data is broken: a failure.
    Error(String),
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
/// `the_push_outcome_is_robust`). Other characters get the same pitch rate: the push scales
/// with mass and height (`push_impulse`).
pub const PUSH_N_S: f32 = 50.0;

/// The push for a rig and character, N·s: [`PUSH_N_S`] × (total mass / 70 kg) × (height /
/// 1.8 m), rounded to whole N·s. The pitch rate it gives a standing body about its feet,
/// `J·h_c / I` with `h_c ∝ h` and `I ∝ m·h²`, goes as `J / (m·h)`: this keeps it at the
/// sample's (50 N·s on its 70 kg and 1.8 m; a 4.5 m robot gets 125 N·s).
pub fn push_impulse(rig: &Rig, ch: &Character) -> f32 {
    let h = crate::fit::character_height(ch);
    let m = rig.total_mass();
    if !(h > 0.0 && m > 0.0 && h.is_finite() && m.is_finite()) {
        return PUSH_N_S;
    }
    (PUSH_N_S * (m / 70.0) * (h / 1.8)).round().max(1.0)
}

/// All scenarios, in report order. The fractions put the sample's switches at
/// `(k + 0.75)/30` s: run k = 10 of the 2.1 s clip, spin k = 22 of 2 s, idle k = 15 of 2 s.
pub fn all() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "run",
            description: "switch mid-stride of the run clip (the walk clip without one)",
            kind: ScenarioKind::Run,
            clip: ClipSource::Role(&[ClipRole::Run, ClipRole::Walk]),
            switch: SwitchTime::Fraction(10.75 / 30.0 / 2.1),
            push: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "spin",
            description: "switch during the constant-rate yaw spin (a clip with yaw_rate_deg_s, or one made from the rest pose)",
            kind: ScenarioKind::Spin,
            clip: ClipSource::Marker("yaw_rate_deg_s"),
            switch: SwitchTime::Fraction(22.75 / 30.0 / 2.0),
            push: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "jump",
            description: "switch at the top of the jump, airborne",
            kind: ScenarioKind::Jump,
            clip: ClipSource::Role(&[ClipRole::Jump]),
            switch: SwitchTime::Apex,
            push: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "teleport",
            description: "switch right after the clip's teleport marker (a clip with teleport_at_s, or one made from the rest pose)",
            kind: ScenarioKind::Teleport,
            clip: ClipSource::Marker("teleport_at_s"),
            switch: SwitchTime::AfterTeleport,
            push: None,
            seconds_after: 0.1,
        },
        Scenario {
            name: "land-on-back",
            description: "standing idle, pushed backward at the chest; settle, get up",
            kind: ScenarioKind::HitAndRecover(Lying::Supine),
            clip: ClipSource::Role(&[ClipRole::Idle]),
            switch: SwitchTime::Fraction(15.75 / 30.0 / 2.0),
            push: Some(Push::Backward),
            seconds_after: 8.0,
        },
        Scenario {
            name: "land-on-front",
            description: "standing idle, pushed forward at the chest; settle, get up",
            kind: ScenarioKind::HitAndRecover(Lying::Prone),
            clip: ClipSource::Role(&[ClipRole::Idle]),
            switch: SwitchTime::Fraction(15.75 / 30.0 / 2.0),
            push: Some(Push::Forward),
            seconds_after: 8.0,
        },
    ]
}

impl Scenario {
    /// The clip, switch time and push for this rig and character.
    pub fn resolve(&self, rig: &Rig, ch: &Character) -> Result<Resolved, Unresolved> {
        if !rig.bodies.iter().any(|b| b.simulated) {
            return Err(Unresolved::Error("the rig has no simulated bodies".into()));
        }
        let (clip, role) = match self.clip {
            ClipSource::Role(roles) => {
                let Some(&role) = roles.iter().find(|&&r| rig.clip_for(r).is_some()) else {
                    return Err(Unresolved::Skip(format!(
                        "the rig names no {} clip (clip roles)",
                        roles
                            .iter()
                            .map(|r| r.key())
                            .collect::<Vec<_>>()
                            .join(" or ")
                    )));
                };
                let name = rig.clip_for(role).unwrap_or_default();
                let ci = ch
                    .clips
                    .iter()
                    .position(|c| c.name == name)
                    .ok_or_else(|| {
                        Unresolved::Error(format!(
                            "the model has no clip '{name}' (clip role {role})"
                        ))
                    })?;
                (ci, Some(role))
            }
            ClipSource::Marker(key) => {
                let ci = ch
                    .clips
                    .iter()
                    .position(|c| c.extras.as_ref().is_some_and(|e| e.get(key).is_some()))
                    .ok_or_else(|| {
                        Unresolved::Skip(format!("no clip of the model carries extras {key}"))
                    })?;
                (ci, None)
            }
        };
        let c = &ch.clips[clip];
        let dt = rig.sim.dt;
        if !(dt.is_finite() && dt > 0.0) {
            return Err(Unresolved::Error(format!(
                "rig.sim.dt = {dt} s is not a positive time step"
            )));
        }
        let switch_at = match self.switch {
            SwitchTime::Fraction(f) => inside_key_segment(c, f * c.duration, dt),
            SwitchTime::Apex => inside_key_segment(c, apex(rig, ch, c), dt),
            SwitchTime::AfterTeleport => {
                let t = crate::switch::teleport_markers(c)
                    .first()
                    .copied()
                    .ok_or_else(|| {
                        Unresolved::Error(format!(
                            "clip '{}': extras teleport_at_s is not a number",
                            c.name
                        ))
                    })?;
                t + 0.5 * dt
            }
        };
        let hit = match self.push {
            None => None,
            Some(p) => {
                let body = rig.body_index(&rig.recovery.chest).ok_or_else(|| {
                    Unresolved::Error(format!(
                        "the rig has no chest body '{}' (recovery.chest)",
                        rig.recovery.chest
                    ))
                })?;
                let sign = match p {
                    Push::Backward => -1.0,
                    Push::Forward => 1.0,
                };
                Some((
                    body,
                    Hit {
                        body: rig.bodies[body].name.clone(),
                        impulse: facing(rig, ch) * (sign * push_impulse(rig, ch)),
                    },
                ))
            }
        };
        Ok(Resolved {
            clip,
            clip_name: c.name.clone(),
            role,
            switch_at,
            fraction: if c.duration > 0.0 {
                switch_at / c.duration
            } else {
                0.0
            },
            hit,
        })
    }
}

/// The character's horizontal facing at rest: the pelvis bone's rest rotation times
/// `recovery.stand_forward_axis`, flattened and snapped to a world axis within ~2° (+Z when
/// it is vertical or the pelvis is missing).
pub fn facing(rig: &Rig, ch: &Character) -> Vec3 {
    let sk = &ch.skeleton;
    let f = rig
        .body(&rig.recovery.pelvis)
        .and_then(|b| sk.find(&b.bone))
        .map(|n| sk.world_rigid(&sk.rest_pose())[n].rotation * rig.recovery.stand_forward_axis)
        .unwrap_or(Vec3::Z);
    let h = Vec3::new(f.x, 0.0, f.z).try_normalize().unwrap_or(Vec3::Z);
    crate::xform::snap_axis(h)
}

/// The sim step `k·dt` of the clip at which the lowest body point is highest (the top of a
/// jump; the first such step on a tie).
pub fn apex(rig: &Rig, ch: &Character, clip: &Clip) -> f32 {
    let sk = &ch.skeleton;
    let rest = sk.node_pose();
    let dt = rig.sim.dt.max(1e-4);
    let frames = (clip.duration / dt + 1e-4).floor() as usize;
    let mut best = (f32::NEG_INFINITY, 0.0f32);
    for k in 0..=frames {
        let t = k as f32 * dt;
        let poses: Vec<_> = body_world(rig, sk, &clip.sample(t, &rest))
            .into_iter()
            .map(|p| p.unwrap_or_default())
            .collect();
        let low = super::measure::lowest_point(rig, &poses);
        if low > best.0 + 1e-6 {
            best = (low, t);
        }
    }
    best.1
}

/// Key times of all channels, sorted, without repeats.
fn key_times(clip: &Clip) -> Vec<f32> {
    let mut k: Vec<f32> = clip
        .channels
        .iter()
        .flat_map(|c| c.times.iter().copied())
        .collect();
    k.sort_by(f32::total_cmp);
    k.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
    k
}

/// `t`, or moved into its key segment when a key lies strictly inside `[t − dt, t]` (see the
/// module docs).
pub fn inside_key_segment(clip: &Clip, t: f32, dt: f32) -> f32 {
    let keys = key_times(clip);
    let eps = 1e-6;
    if !keys.iter().any(|&k| k > t - dt + eps && k < t - eps) {
        return t;
    }
    let i = keys.partition_point(|&k| k <= t);
    let (Some(&k0), Some(&k1)) = (i.checked_sub(1).and_then(|j| keys.get(j)), keys.get(i)) else {
        return t;
    };
    if 0.75 * (k1 - k0) >= dt {
        k0 + 0.75 * (k1 - k0)
    } else {
        t
    }
}

/// The scenario names, in report order.
pub fn names() -> Vec<&'static str> {
    all().iter().map(|s| s.name).collect()
}

/// The scenario called `name`.
pub fn find(name: &str) -> Option<Scenario> {
    all().into_iter().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::clip::{Channel, Interpolation, Property};

    fn keyed(times: &[f32]) -> Clip {
        Clip {
            name: "c".into(),
            duration: *times.last().unwrap(),
            channels: vec![Channel {
                node: 0,
                property: Property::Translation,
                interpolation: Interpolation::Linear,
                times: times.to_vec(),
                values: vec![0.0; 3 * times.len()],
            }],
            ignored_weight_channels: 0,
            extras: None,
        }
    }

    #[test]
    fn a_switch_straddling_a_key_moves_into_its_segment() {
        let dt = 1.0 / 60.0;
        let c = keyed(&(0..=30).map(|k| k as f32 / 30.0).collect::<Vec<_>>());
        // (10.75)/30 is inside a segment already: unchanged.
        let t = 10.75 / 30.0;
        assert_eq!(inside_key_segment(&c, t, dt), t);
        // 10.2/30: the key 10/30 lies inside [t − 1/60, t]: three quarters into [10/30, 11/30].
        let moved = inside_key_segment(&c, 10.2 / 30.0, dt);
        assert!((moved - 10.75 / 30.0).abs() < 1e-6, "{moved}");
        // 60 Hz keys are too dense to fit the interval between two keys: unchanged.
        let dense = keyed(&(0..=60).map(|k| k as f32 / 60.0).collect::<Vec<_>>());
        assert_eq!(inside_key_segment(&dense, 0.41, dt), 0.41);
    }
}
