//! A live session: the clip plays (bodies follow the animation, kinematic), a switch hands the
//! bodies to physics with inherited velocities (seed 000), the ragdoll simulates, and with
//! recovery on it settles, picks the get-up clip, places the root and blends back to the
//! animation (presentation blend). Shared by `ragrig simulate` and the editor.

use crate::character::{Character, Clip};
use crate::recover::{
    OrientChooser, SettleDetector, blend_pose, blend_weight, bone_world_from_bodies,
    capture_locals, pelvis_in_root, place_root, posed_world, stand_forward_from_clip,
};
use crate::rig::Rig;
use crate::rig::rest::body_world;
use crate::sim::{SimError, SimWorld};
use crate::switch::{SwitchRecord, inherit};
use crate::xform::{Rigid, Xform};
use glam::{Quat, Vec3};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Animated,
    Simulated,
    Blending,
}

#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// Session time, s.
    pub t: f64,
    pub kind: String,
    pub detail: String,
}

struct Blend {
    clip: usize,
    root: Rigid,
    capture: Vec<Xform>,
    elapsed: f32,
}

pub struct Session {
    pub sim: SimWorld,
    pub mode: Mode,
    /// The clip played while animated (None: the rest pose).
    pub clip: Option<usize>,
    /// Clip time, s.
    pub clip_time: f32,
    /// Session time, s.
    pub time: f64,
    pub record: Option<SwitchRecord>,
    pub events: Vec<Event>,
    pub recover: bool,
    /// Drives on while simulated (toward the pose at the switch); off: a limp ragdoll.
    pub drives: bool,
    settle: SettleDetector,
    orient: OrientChooser,
    blend: Option<Blend>,
    /// The local pose shown while blending or animated.
    shown: Vec<Xform>,
    last_forward: Option<Vec3>,
    /// Where the clip's root is placed in the world (identity until a get-up moves it).
    root: Rigid,
}

fn pose_of(ch: &Character, clip: Option<usize>, t: f32) -> Vec<Xform> {
    let rest = ch.skeleton.rest_pose();
    match clip.and_then(|c| ch.clips.get(c)) {
        Some(c) => c.sample(t, &rest),
        None => rest,
    }
}

/// Put the skeleton's first root node under a world placement.
fn place_first_root(ch: &Character, local: &mut [Xform], root: &Rigid) {
    if let Some(r) = ch.skeleton.order.first().copied() {
        let placed = root.mul(&Rigid::new(local[r].rotation, local[r].translation));
        local[r].translation = placed.translation;
        local[r].rotation = placed.rotation;
    }
}

impl Session {
    /// Start animated on `clip` at `t` (kinematic bodies on the animation).
    pub fn new(rig: &Rig, ch: &Character, clip: Option<usize>, t: f32) -> Result<Self, SimError> {
        let pose = pose_of(ch, clip, t);
        let mut sim = SimWorld::new(rig, ch, &pose)?;
        sim.set_all_kinematic();
        sim.set_drive_targets_from_pose(ch, &pose);
        Ok(Session {
            sim,
            mode: Mode::Animated,
            clip,
            clip_time: t,
            time: 0.0,
            record: None,
            events: Vec::new(),
            recover: false,
            drives: false,
            settle: SettleDetector::new(&rig.recovery),
            orient: OrientChooser::new(),
            blend: None,
            shown: pose,
            last_forward: None,
            root: Rigid::IDENTITY,
        })
    }

    fn event(&mut self, kind: &str, detail: String) {
        self.events.push(Event {
            t: self.time,
            kind: kind.into(),
            detail,
        });
    }

    /// Hand the bodies to physics now, inheriting velocities from the clip (or dropping from
    /// rest with none). All or nothing: on an error the session stays animated.
    pub fn go_ragdoll(&mut self, ch: &Character) -> Result<(), String> {
        if self.mode == Mode::Simulated {
            return Ok(());
        }
        let rig = self.sim.rig().clone();
        let record = match self.clip.and_then(|c| ch.clips.get(c)) {
            Some(clip) if self.mode == Mode::Animated => {
                Some(inherit(&rig, ch, clip, self.clip_time).map_err(|e| e.to_string())?)
            }
            _ => None,
        };
        // Place every body at its displayed pose first, then all dynamic at once.
        let placed = body_world(&rig, &ch.skeleton, &self.shown);
        for (i, p) in placed.iter().enumerate() {
            if let Some(p) = p {
                self.sim.teleport(i, p);
            }
        }
        for i in 0..rig.bodies.len() {
            let (v, w) = match record.as_ref().and_then(|r| r.body(&rig.bodies[i].name)) {
                Some(b) => (b.linear_velocity, b.angular_velocity),
                None => (Vec3::ZERO, Vec3::ZERO),
            };
            self.sim.set_velocity(i, v, w);
        }
        self.sim.set_drive_targets_from_pose(ch, &self.shown);
        self.sim.set_drives_enabled(self.drives);
        self.sim.set_simulated_dynamic();
        let detail = match &record {
            Some(r) if r.teleport => format!(
                "no velocity inherited: {}",
                r.teleport_reason.clone().unwrap_or_default()
            ),
            Some(r) if r.any_clamped() => "velocities inherited, some clamped".into(),
            Some(_) => "velocities inherited".into(),
            None => "dropped with no velocity".into(),
        };
        self.event("switch", detail);
        self.record = record;
        self.mode = Mode::Simulated;
        self.blend = None;
        self.settle = SettleDetector::new(&rig.recovery);
        self.orient = OrientChooser::new();
        Ok(())
    }

    /// A hit: an impulse (N·s) at a body's centre, or at `point`. During a get-up it cancels the
    /// blend and returns to the ragdoll from the displayed pose.
    pub fn hit(
        &mut self,
        ch: &Character,
        body: usize,
        impulse: Vec3,
        point: Option<Vec3>,
    ) -> Result<(), String> {
        if self.mode != Mode::Simulated {
            if self.mode == Mode::Blending {
                self.event("get-up cancelled", "hit during the blend".into());
            }
            self.mode_to_ragdoll_from_display(ch)?;
        }
        let p = point.unwrap_or(self.sim.state(body).pose.translation);
        self.sim.apply_impulse(body, impulse, p);
        let name = self.sim.rig().bodies[body].name.clone();
        self.event(
            "hit",
            format!("{name}: impulse {:?} N·s", impulse.to_array()),
        );
        Ok(())
    }

    fn mode_to_ragdoll_from_display(&mut self, ch: &Character) -> Result<(), String> {
        // From the displayed pose with zero inherited velocity when not animated by a clip.
        if self.mode == Mode::Blending {
            self.clip = None;
            self.mode = Mode::Animated;
        }
        self.go_ragdoll(ch)
    }

    /// One fixed step of the rig's dt.
    pub fn step(&mut self, ch: &Character) -> Result<(), SimError> {
        let dt = self.sim.rig().sim.dt;
        match self.mode {
            Mode::Animated => {
                self.clip_time += dt;
                if let Some(c) = self.clip.and_then(|c| ch.clips.get(c))
                    && self.clip_time > c.duration
                {
                    self.clip_time = c.duration;
                }
                self.shown = pose_of(ch, self.clip, self.clip_time);
                place_first_root(ch, &mut self.shown, &self.root);
                let placed = body_world(self.sim.rig(), &ch.skeleton, &self.shown);
                self.sim.set_kinematic_targets(&placed);
                self.sim.step()?;
            }
            Mode::Simulated => {
                // Animation-driven bodies (simulated = false) keep following the clip.
                if self.sim.rig().bodies.iter().any(|b| !b.simulated) {
                    self.clip_time += dt;
                    let clip_pose = pose_of(ch, self.clip, self.clip_time);
                    let placed = body_world(self.sim.rig(), &ch.skeleton, &clip_pose);
                    let kinematic: Vec<_> = placed
                        .iter()
                        .zip(&self.sim.rig().bodies)
                        .map(|(p, b)| if b.simulated { None } else { *p })
                        .collect();
                    self.sim.set_kinematic_targets(&kinematic);
                }
                self.sim.step()?;
                if self.recover {
                    self.try_recover(ch);
                }
            }
            Mode::Blending => self.step_blend(ch)?,
        }
        self.time += dt as f64;
        Ok(())
    }

    fn try_recover(&mut self, ch: &Character) {
        let rig = self.sim.rig().clone();
        let (Some(pi), Some(ci)) = (
            rig.body_index(&rig.recovery.pelvis),
            rig.body_index(&rig.recovery.chest),
        ) else {
            return;
        };
        let p = self.sim.state(pi);
        let dt = rig.sim.dt;
        if !self.settle.update(dt, p.linvel, p.angvel, false) {
            return;
        }
        let decision = self.orient.update(
            self.sim.state(ci).pose.rotation,
            rig.recovery.chest_outward_axis,
        );
        let (true, Some(lying)) = (decision.decided, decision.candidate) else {
            return;
        };
        let clip_name = lying.clip(&rig).to_owned();
        let Some(ci) = ch.clips.iter().position(|c| c.name == clip_name) else {
            self.event(
                "recover",
                format!("get-up clip '{clip_name}' is not in the model"),
            );
            self.recover = false;
            return;
        };
        let clip: &Clip = &ch.clips[ci];
        let pelvis_bone = &rig.bodies[pi].bone;
        let (Some(p_rb), Some(a_b)) = (
            pelvis_in_root(ch, clip, pelvis_bone),
            stand_forward_from_clip(ch, clip, pelvis_bone),
        ) else {
            return;
        };
        let bodies: Vec<Option<Rigid>> = (0..rig.bodies.len())
            .map(|i| Some(self.sim.state(i).pose))
            .collect();
        let bones = bone_world_from_bodies(&rig, &ch.skeleton, &bodies, &self.shown);
        let Some(pelvis_node) = ch.skeleton.find(pelvis_bone) else {
            return;
        };
        let root = place_root(&bones[pelvis_node], p_rb, a_b, self.last_forward, Vec3::Z);
        let root_t = root.rigid();
        let capture = capture_locals(&ch.skeleton, &bones, &root_t);
        self.event(
            "recover",
            format!(
                "settled; {:?}, get-up '{clip_name}' (yaw from {:?})",
                lying, root.yaw_source
            ),
        );
        self.blend = Some(Blend {
            clip: ci,
            root: root_t,
            capture,
            elapsed: 0.0,
        });
        self.mode = Mode::Blending;
        self.sim.set_all_kinematic();
    }

    fn step_blend(&mut self, ch: &Character) -> Result<(), SimError> {
        let rig = self.sim.rig().clone();
        let Some(b) = self.blend.as_mut() else {
            return Ok(());
        };
        b.elapsed += rig.sim.dt;
        let clip = &ch.clips[b.clip];
        let target = clip.sample(b.elapsed.min(clip.duration), &ch.skeleton.rest_pose());
        let w = blend_weight(b.elapsed, rig.recovery.blend_time);
        let mut local = blend_pose(&b.capture, &target, w);
        // The root node carries the placement: shown world = root · locals.
        let world = posed_world(&ch.skeleton, &b.root, &local);
        let placed: Vec<Option<Rigid>> = rig
            .bodies
            .iter()
            .map(|body| {
                ch.skeleton
                    .find(&body.bone)
                    .map(|n| world[n].mul(&body.offset))
            })
            .collect();
        self.sim.set_kinematic_targets(&placed);
        self.sim.step()?;
        // Express the shown pose as plain locals (the root node absorbs the placement).
        place_first_root(ch, &mut local, &b.root);
        let (done, clip_index, duration, root) =
            (b.elapsed >= clip.duration, b.clip, clip.duration, b.root);
        self.shown = local;
        if done {
            self.event("recover", "get-up finished".into());
            self.mode = Mode::Animated;
            self.clip = Some(clip_index);
            self.clip_time = duration;
            self.blend = None;
            self.root = root;
        }
        Ok(())
    }

    /// The bones to draw: the clip or blend pose, or the ragdoll written back.
    pub fn display_pose(&self, ch: &Character) -> Vec<Xform> {
        match self.mode {
            Mode::Simulated => {
                let mut p = self.shown.clone();
                self.sim.write_back(ch, &mut p);
                p
            }
            _ => self.shown.clone(),
        }
    }

    /// [`Session::display_pose`] with the ragdoll interpolated between the last two steps
    /// (`alpha` in [0, 1], from the fixed-step accumulator), for drawing between steps.
    pub fn display_pose_at(&self, ch: &Character, alpha: f32) -> Vec<Xform> {
        match self.mode {
            Mode::Simulated => {
                let mut p = self.shown.clone();
                self.sim
                    .write_back_poses(ch, &self.sim.interpolated(alpha), &mut p);
                p
            }
            _ => self.shown.clone(),
        }
    }

    /// Remember the character's horizontal forward (for the root-yaw fallback).
    pub fn set_last_forward(&mut self, f: Vec3) {
        self.last_forward = Some(f);
    }

    /// The current rotation of a body (convenience for reports).
    pub fn body_rotation(&self, i: usize) -> Quat {
        self.sim.state(i).pose.rotation
    }
}
