//! The get-up half of a session: planning a get-up once the ragdoll has settled (clip, root
//! placement, capture, the standing check), starting it, and stepping it — a powered get-up
//! where the drives pull the ragdoll through the clip, or the blend back to the animation.

use super::{
    Blend, EventKind, GetupMode, HANDOVER_MAX_SPEED, LastGetup, Mode, Plan, Powered, Session,
    SessionError, StandCheck, place_roots,
};
use crate::character::{Character, Clip};
use crate::recover::{
    Lying, blend_weight, bone_world_from_bodies, capture_locals, pelvis_in_root, place_root,
    posed_world, stand_capsule, stand_forward_from_clip,
};
use crate::rig::{ClipRole, Rig};
use crate::sim::SimError;
use crate::xform::Rigid;
use glam::Vec3;

impl Session {
    /// Plan a get-up with `lying`'s clip (or, without one, a blend into the idle clip's first
    /// frame): root placement, capture, standing check. Err: why not (the check's blockers, or
    /// missing data); `Ok(None)`: neither the get-up clip nor the idle clip is in the model.
    pub(super) fn plan(
        &mut self,
        ch: &Character,
        lying: Lying,
        outward_up: f32,
    ) -> Result<Option<(Plan, String)>, String> {
        let rig = self.sim.rig().clone();
        let pi = rig
            .body_index(&rig.recovery.pelvis)
            .ok_or("no pelvis body")?;
        let (ci, fallback) = match rig.clip_index(lying.role(), ch) {
            Some(ci) => (ci, false),
            None => match rig.clip_index(ClipRole::Idle, ch) {
                Some(ci) => (ci, true),
                None => return Ok(None),
            },
        };
        let clip: &Clip = &ch.clips[ci];
        let clip_name = clip.name.clone();
        let pelvis_bone = &rig.bodies[pi].bone;
        let (Some(p_rb), Some(a_b), Some(pelvis_node)) = (
            pelvis_in_root(ch, clip, pelvis_bone),
            stand_forward_from_clip(ch, clip, pelvis_bone),
            ch.skeleton.find(pelvis_bone),
        ) else {
            return Err(format!(
                "'{clip_name}': the pelvis bone is not in the model"
            ));
        };
        let bodies: Vec<Option<Rigid>> = (0..rig.bodies.len())
            .map(|i| Some(self.sim.state(i).pose))
            .collect();
        let bones = bone_world_from_bodies(&rig, &ch.skeleton, &bodies, &self.shown);
        let mut root = place_root(&bones[pelvis_node], p_rb, a_b, self.last_forward, Vec3::Z);
        let floor = self.floor_under(root.translation, self.sim.state(pi).pose.translation.y);
        if let Some((_, h)) = floor {
            root.translation.y = h;
        }
        let root_t = root.rigid();
        let capsule = stand_capsule(&rig, ch, clip, &root_t)
            .ok_or_else(|| format!("'{clip_name}': no standing capsule (missing bodies)"))?;
        let blockers = self.sim.capsule_blockers(&capsule);
        self.stand = Some(StandCheck {
            clip: clip_name.clone(),
            capsule,
            blockers: blockers.clone(),
            path: None,
        });
        if !blockers.is_empty() {
            let who: Vec<String> = blockers.iter().map(|b| b.to_string()).collect();
            return Err(format!(
                "'{clip_name}': standing capsule (r {:.2} m, height {:.2} m) at ({:.2}, {:.2}) blocked by {}",
                capsule.radius,
                capsule.height(),
                capsule.bottom.x,
                capsule.bottom.z,
                who.join(", ")
            ));
        }
        let capture = capture_locals(&ch.skeleton, &bones, &root_t);
        let mut why = format!(
            "lying {} ({}, chest outward·up {outward_up:.2}); facing {}; room to stand at ({:.2}, {:.2}) m",
            lying.plain(),
            lying.term(),
            root.yaw_source.describe(),
            capsule.bottom.x,
            capsule.bottom.z
        );
        if let Some((name, h)) = floor {
            why = format!("{why}, standing on {name} at {h:.2} m");
        }
        if fallback {
            why = format!(
                "fallback: no get-up clip for lying {} (clip role {}), blending into the first frame of the idle clip '{clip_name}'; {why}",
                lying.describe(),
                lying.role()
            );
        }
        let plan = Plan {
            clip: ci,
            root: root_t,
            capture,
            fallback,
        };
        if self.getup_mode_for(&plan) == GetupMode::Presentation
            && let Some(hit) = self.getup_path_hit(ch, &plan, self.getup_blend_time(ch, &plan))
        {
            if let Some(stand) = &mut self.stand {
                stand.path = Some(hit.to_string());
            }
            return Err(format!("'{clip_name}': {hit}"));
        }
        Ok(Some((plan, why)))
    }

    /// Settle → supine/prone → root → standing check → start the get-up (`force`: skip the
    /// settle window). Blocked: try the other get-up clip; both blocked: wait and retry each
    /// step until `getup_retry_timeout`, then give up (auto-recovery off) with an event.
    pub(super) fn try_recover(&mut self, ch: &Character, force: bool) -> Result<(), SessionError> {
        let rig = self.sim.rig().clone();
        let (Some(_), Some(ci)) = (
            rig.body_index(&rig.recovery.pelvis),
            rig.body_index(&rig.recovery.chest),
        ) else {
            return Err(SessionError::NoPelvisOrChest);
        };
        if !force && !self.settle.is_settled() {
            return Err(SessionError::NotSettled);
        }
        let decision = self.orient.update(
            self.sim.state(ci).pose.rotation,
            rig.recovery.chest_outward_axis,
        );
        let (true, Some(lying)) = (decision.decided, decision.candidate) else {
            return Err(SessionError::NotLying {
                outward_up: decision.outward_up,
            });
        };
        let other = match lying {
            Lying::Supine => Lying::Prone,
            Lying::Prone => Lying::Supine,
        };
        let mut blocked = Vec::new();
        for (k, l) in [lying, other].into_iter().enumerate() {
            match self.plan(ch, l, decision.outward_up) {
                Ok(Some((plan, why))) => {
                    let why = if blocked.is_empty() {
                        why
                    } else {
                        format!(
                            "alternative get-up while lying {}, using the one for lying {}: \
                             {why}; {}",
                            lying.describe(),
                            l.describe(),
                            blocked.join("; ")
                        )
                    };
                    self.announce_getup(ch, plan, why, force);
                    return Ok(());
                }
                Ok(None) if k == 0 => {
                    let why = format!(
                        "cannot get up: no get-up clip for lying {} ({}) and no idle clip in the model",
                        lying.describe(),
                        lying
                            .clip(&rig)
                            .map_or("the rig names none".to_owned(), |c| format!(
                                "'{c}' is not in the model"
                            ))
                    );
                    self.event(EventKind::Recover, why.clone());
                    self.recover = false;
                    return Err(SessionError::NoGetupClip(why));
                }
                Ok(None) => {}
                // Both roles may name the same clip: one reason, said once.
                Err(e) if blocked.contains(&e) => {}
                Err(e) => blocked.push(e),
            }
        }
        Err(self.wait_blocked(&rig, lying, &blocked, force))
    }

    /// Start a planned get-up, with its event and the choice shown to the user (`why` the
    /// plan's reason).
    fn announce_getup(&mut self, ch: &Character, plan: Plan, why: String, force: bool) {
        let name = ch.clips[plan.clip].name.clone();
        self.event(
            EventKind::Recover,
            format!(
                "{}; get-up '{name}' ({}): {why}",
                if force { "recover now" } else { "settled" },
                match self.getup_mode {
                    GetupMode::Presentation => "presentation",
                    GetupMode::Powered => "powered",
                }
            ),
        );
        self.choice = Some((name, why));
        self.blocked_since = None;
        self.start_getup(ch, plan);
    }

    /// Both get-ups are blocked (`blocked`: why each): start waiting, or give up once the
    /// wait passed `getup_retry_timeout` (auto-recovery off), with an event either way; the
    /// error to return.
    fn wait_blocked(
        &mut self,
        rig: &Rig,
        lying: Lying,
        blocked: &[String],
        force: bool,
    ) -> SessionError {
        let reason = blocked.join("; ");
        match self.blocked_since {
            None => {
                self.blocked_since = Some(self.time);
                self.event(
                    EventKind::GetupBlocked,
                    format!("{reason}; waiting (retrying each step)"),
                );
            }
            Some(since) if !force && self.time - since >= f64::from(self.getup_retry_timeout) => {
                self.event(
                    EventKind::GetupGaveUp,
                    format!(
                        "blocked for {:.2} s: {reason}; staying a ragdoll (auto-recover off)",
                        self.time - since
                    ),
                );
                self.recover = false;
                self.blocked_since = None;
            }
            Some(_) => {}
        }
        let clip = lying
            .clip(rig)
            .or(rig.clip_for(ClipRole::Idle))
            .unwrap_or("-")
            .to_owned();
        self.choice = Some((clip, format!("blocked: {reason}")));
        SessionError::Blocked(reason)
    }

    /// What a get-up rooted at `root` (x, z) stands on when it is not the ground: the highest
    /// obstacle surface straight below the ragdoll's pelvis (at height `pelvis_y`), with its
    /// name as the obstacle list gives it ("box 1") and its height, m. None: the ground (y = 0).
    fn floor_under(&self, root: Vec3, pelvis_y: f32) -> Option<(String, f32)> {
        let from = Vec3::new(root.x, pelvis_y, root.z);
        self.sim
            .obstacles()
            .iter()
            .enumerate()
            .filter_map(|(i, o)| Some((o.list_name(i), o.height_below(from)?)))
            .filter(|(_, h)| *h > 0.0)
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// How long `plan`'s blend ramps its weight, s: the rig's blend time, longer for the
    /// fallback (no get-up motion: the blend itself stands the character up, so it lasts long
    /// enough that no bone moves faster than HANDOVER_MAX_SPEED along a straight line).
    fn getup_blend_time(&self, ch: &Character, plan: &Plan) -> f32 {
        let time = self.sim.rig().recovery.blend_time;
        if !plan.fallback {
            return time;
        }
        let from = posed_world(&ch.skeleton, &plan.root, &plan.capture);
        let to = posed_world(
            &ch.skeleton,
            &plan.root,
            &ch.clips[plan.clip].sample(0.0, &ch.skeleton.node_pose()),
        );
        let d = from
            .iter()
            .zip(&to)
            .map(|(a, b)| a.translation.distance(b.translation))
            .fold(0.0f32, f32::max);
        time.max(crate::recover::MAX_WEIGHT_SLOPE * d / HANDOVER_MAX_SPEED)
    }

    /// The get-up mode `plan` runs in: the fallback has no motion to power, so it is always a
    /// presentation blend.
    fn getup_mode_for(&self, plan: &Plan) -> GetupMode {
        if plan.fallback {
            GetupMode::Presentation
        } else {
            self.getup_mode
        }
    }

    pub(super) fn start_getup(&mut self, ch: &Character, plan: Plan) {
        let time = self.getup_blend_time(ch, &plan);
        self.last_getup = Some(LastGetup {
            clip: plan.clip,
            root: plan.root,
            capture: plan.capture.clone(),
            hold: plan.fallback,
            time,
        });
        self.mode = Mode::Blending;
        match self.getup_mode_for(&plan) {
            GetupMode::Presentation => {
                // Shown from now on: the captured pose under the placed root (weight 0), so the
                // first blended frame follows the ragdoll, not the pose of the switch.
                let mut shown = plan.capture.clone();
                place_roots(ch, &mut shown, &plan.root);
                self.shown = shown;
                self.blend = Some(Blend {
                    clip: plan.clip,
                    root: plan.root,
                    capture: plan.capture,
                    elapsed: 0.0,
                    clip_offset: 0.0,
                    time,
                    hold: plan.fallback,
                });
                self.sim.set_all_kinematic();
            }
            GetupMode::Powered => {
                // Bodies stay dynamic; the drives start at weight 0 on the clip's first frame.
                let clip = &ch.clips[plan.clip];
                let mut target = clip.sample(0.0, &ch.skeleton.node_pose());
                place_roots(ch, &mut target, &plan.root);
                self.sim.set_drive_targets_from_pose(ch, &target);
                self.sim.set_drive_weight(0.0);
                self.sim.set_drives_enabled(true);
                self.powered = Some(Powered {
                    clip: plan.clip,
                    root: plan.root,
                    elapsed: 0.0,
                });
            }
        }
        self.refresh_owners();
    }

    /// One step of a powered get-up: drive targets from the clip at `elapsed`, drive weight
    /// `blend_weight(elapsed, blend_time)` (smoothstep 0 → 1), physics steps with contacts.
    /// At the clip's end: the hand-over (see docs/switch-recovery.md).
    pub(super) fn step_powered(&mut self, ch: &Character) -> Result<(), SimError> {
        let rig = self.sim.rig().clone();
        let Some(p) = self.powered.as_mut() else {
            return Ok(());
        };
        p.elapsed += rig.sim.dt;
        let (ci, root, elapsed) = (p.clip, p.root, p.elapsed);
        let clip = &ch.clips[ci];
        let mut target = clip.sample(elapsed.min(clip.duration), &ch.skeleton.node_pose());
        place_roots(ch, &mut target, &root);
        self.sim.set_drive_targets_from_pose(ch, &target);
        self.sim
            .set_drive_weight(blend_weight(elapsed, rig.recovery.blend_time));
        self.follow_with_kinematic(ch, &target);
        self.sim.step()?;
        if elapsed < clip.duration {
            return Ok(());
        }
        // Hand-over: capture the physics pose under the root and presentation-blend the
        // remaining difference to the clip's last frame (weight 0 = the physics pose shown
        // now: no pop at the switch; later frames move ≤ D · 1.5/T · dt).
        let bodies: Vec<Option<Rigid>> = (0..rig.bodies.len())
            .map(|i| Some(self.sim.state(i).pose))
            .collect();
        let bones = bone_world_from_bodies(&rig, &ch.skeleton, &bodies, &target);
        let capture = capture_locals(&ch.skeleton, &bones, &root);
        let goal = posed_world(
            &ch.skeleton,
            &root,
            &clip.sample(clip.duration, &ch.skeleton.node_pose()),
        );
        let d = bones
            .iter()
            .zip(&goal)
            .map(|(a, b)| a.translation.distance(b.translation))
            .fold(0.0f32, f32::max);
        // Long enough that a straight-line path would move at most HANDOVER_MAX_SPEED.
        let time = rig
            .recovery
            .blend_time
            .max(crate::recover::MAX_WEIGHT_SLOPE * d / HANDOVER_MAX_SPEED);
        self.event(EventKind::Recover,
            format!(
                "powered get-up: clip ended; hand-over blend to the animation over {time:.2} s (largest bone offset {d:.3} m)"
            ),
        );
        let mut shown = capture.clone();
        place_roots(ch, &mut shown, &root);
        self.shown = shown;
        self.blend = Some(Blend {
            clip: ci,
            root,
            capture,
            elapsed: 0.0,
            clip_offset: clip.duration,
            time,
            hold: false,
        });
        self.powered = None;
        self.sim.set_all_kinematic();
        self.sim.set_drive_weight(1.0);
        self.sim.set_drives_enabled(self.drives);
        Ok(())
    }

    pub(super) fn step_blend(&mut self, ch: &Character) -> Result<(), SimError> {
        let rig = self.sim.rig().clone();
        let Some(b) = self.blend.as_mut() else {
            return Ok(());
        };
        b.elapsed += rig.sim.dt;
        let clip = &ch.clips[b.clip];
        let (clip_t, w, mut local, placed) = b.pose(&rig, ch);
        self.sim.set_kinematic_targets(&placed);
        self.sim.step()?;
        // Express the shown pose as plain locals (the root node absorbs the placement).
        place_roots(ch, &mut local, &b.root);
        let done = (b.hold || b.clip_offset + b.elapsed >= clip.duration) && w >= 1.0;
        let (clip_index, end_time, root) = (b.clip, clip_t, b.root);
        self.shown = local;
        if done {
            self.event(EventKind::Recover, "get-up finished".into());
            self.mode = Mode::Animated;
            self.clip = Some(clip_index);
            self.clip_time = end_time;
            self.blend = None;
            self.root = root;
        }
        Ok(())
    }
}
