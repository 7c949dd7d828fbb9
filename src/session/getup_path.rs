//! The path of a presentation get-up: does the blend carry a body through an obstacle?
//!
//! A presentation get-up moves kinematic bodies that touch nothing, from the captured ragdoll
//! pose into the get-up clip under the placed root. The standing capsule only checks where the
//! character ends up; a get-up played beside a box or on a slope can still swing an arm or the
//! whole upper body through it on the way. On screen that is a limb passing through a wall, and
//! a hit during the blend would then switch back to ragdoll from a pose threaded through the
//! obstacle (the stress fuzzer found the sample, on Jolt, with both forearms 20 cm inside a slope
//! it lay on, and its elbow then held 10 cm open).
//!
//! So before a presentation get-up starts, its whole blend is sampled: every
//! [`PATH_SAMPLE_STEPS`] sim steps, the pose the blend would show (computed by the blend itself, `Blend::pose`), each simulated body tested against each obstacle with the
//! exact shape query of the obstacle push-out. An overlap deeper than [`PATH_TOLERANCE`] blocks
//! that get-up, like a blocked standing capsule (the session then tries the other get-up, or
//! waits). A powered get-up needs no such check: its bodies are simulated and collide.

use super::{Blend, Plan, Session};
use crate::character::Character;
use crate::sim::obstacle_penetration;

/// Sim steps between two sampled poses of the blend (at 60 Hz: every 1/30 s).
pub const PATH_SAMPLE_STEPS: usize = 2;

/// Overlap with an obstacle a get-up may graze, m: a ragdoll lying against an obstacle starts
/// its blend in contact with it (its contacts leave it a few millimetres deep).
pub const PATH_TOLERANCE: f32 = 0.02;

/// Where a get-up's blend first passes through an obstacle.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct PathHit {
    /// Seconds after the blend starts.
    pub t: f32,
    pub body: String,
    /// The obstacle's name as the editor lists it ("slope 1").
    pub obstacle: String,
    /// How deep the body reaches into it, m.
    pub depth: f32,
}

impl std::fmt::Display for PathHit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the get-up passes through {} ({} {:.0} mm deep, {:.2} s into the blend)",
            self.obstacle,
            self.body,
            self.depth * 1000.0,
            self.t
        )
    }
}

impl Session {
    /// The first pose of `plan`'s presentation blend (lasting `blend_time` s) in which a simulated
    /// body reaches more than [`PATH_TOLERANCE`] into an obstacle (None: the path is clear).
    pub(super) fn getup_path_hit(
        &self,
        ch: &Character,
        plan: &Plan,
        blend_time: f32,
    ) -> Option<PathHit> {
        let obstacles = self.sim.obstacles();
        if obstacles.is_empty() {
            return None;
        }
        let rig = self.sim.rig();
        let clip = ch.clips.get(plan.clip)?;
        let dt = rig.sim.dt;
        // The blend ends when the weight is 1 and (unless it holds a frame) the clip is over.
        let end = if plan.fallback {
            blend_time
        } else {
            blend_time.max(clip.duration)
        };
        if !(dt > 0.0 && end.is_finite()) {
            return None;
        }
        let mut blend = Blend {
            clip: plan.clip,
            root: plan.root,
            capture: plan.capture.clone(),
            elapsed: 0.0,
            clip_offset: 0.0,
            time: blend_time,
            hold: plan.fallback,
        };
        let steps = (end / dt).ceil() as usize;
        for k in (0..=steps).step_by(PATH_SAMPLE_STEPS) {
            blend.elapsed = (k as f32 * dt).min(end);
            let (_, _, _, placed) = blend.pose(rig, ch);
            for (body, pose) in rig.bodies.iter().zip(&placed) {
                let Some(pose) = pose else { continue };
                if !body.simulated {
                    continue;
                }
                for (i, o) in obstacles.iter().enumerate() {
                    if let Some((_, depth)) = obstacle_penetration(o, &body.shape, pose)
                        && depth > PATH_TOLERANCE
                    {
                        return Some(PathHit {
                            t: blend.elapsed,
                            body: body.name.clone(),
                            obstacle: o.list_name(i),
                            depth,
                        });
                    }
                }
            }
        }
        None
    }
}
