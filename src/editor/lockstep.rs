//! The live simulation in compare mode: every action that affects physics (the switch, hits,
//! drag springs, obstacles, drives, auto-recover, hang, recover, manual body weights, rig
//! edits) goes to the primary session and to its ghost on the other engine
//! ([`crate::editor::compare::Ghost`]), stepped in lockstep; without a ghost, to the primary
//! alone.

use super::compare::{Ghost, divergence, ghost_rig};
use super::simulation::LiveSim;
use crate::character::Character;
use crate::rig::Rig;
use crate::session::{Session, SessionError};
use crate::sim::drag::{DragSettings, DragSpring};
use crate::sim::{Obstacle, SimError};
use glam::Vec3;

impl LiveSim {
    /// Turn compare mode on (a ghost from the primary's state now; when the other engine cannot
    /// be built the reason goes to [`LiveSim::ghost_failed`]) or off (the ghost is dropped).
    pub fn set_compare(&mut self, on: bool) {
        self.ghost_failed = None;
        if !on {
            self.ghost = None;
            return;
        }
        if self.script.is_some() {
            // Its hits and drag go to the primary alone: a ghost would drift from it.
            self.ghost_failed = Some("a replayed stress case runs without a ghost".into());
            return;
        }
        if self.ghost.is_some() {
            return;
        }
        match Ghost::of(&self.session) {
            Ok(g) => self.ghost = Some(g),
            Err(e) => self.ghost_failed = Some(e.to_string()),
        }
    }

    /// The ghost while it is stepped.
    fn live_ghost(&mut self) -> Option<&mut Ghost> {
        self.ghost.as_mut().filter(|g| g.alive())
    }

    /// One fixed step of the primary, then of the ghost. Err: the primary's guard stopped it
    /// (the ghost's own stop is kept in the ghost).
    pub fn step(&mut self, ch: &Character) -> Result<(), SimError> {
        self.review = None;
        if let Some(script) = self.script.as_mut() {
            // A hit that cannot be given (none can while simulated) is the stress run's failure
            // to report; the replay goes on as the run did.
            let _ = script.before_step(&mut self.session, ch);
        }
        self.session.external_force =
            self.drag.is_some() || self.script.as_ref().is_some_and(|s| s.pulling());
        self.session.step(ch)?;
        if let Some(script) = self.script.as_mut() {
            script.after_step(&mut self.session);
        }
        // The drag spring's work goes into the energy budget the Plots pane draws.
        if let Some(d) = self.drag.as_mut() {
            let work = d.take_supplied(&self.session.sim);
            self.session.add_external_work(work);
        }
        self.history.record(&self.session);
        self.baked
            .push(self.session.time, self.session.display_pose(ch));
        if let Some(g) = self.ghost.as_mut() {
            g.step(ch, &self.session);
        }
        Ok(())
    }

    /// Switch both sessions to ragdoll now (each from its displayed pose with the clip's
    /// velocities: with the two in lockstep, the same pose, velocities and time).
    pub fn go_ragdoll(&mut self, ch: &Character) -> Result<(), SessionError> {
        self.review = None;
        let r = self.session.go_ragdoll(ch);
        let ok = r.is_ok();
        if let Some(g) = self.live_ghost() {
            let gr = g.session.go_ragdoll(ch);
            g.noted("the switch", ok, gr);
        }
        r
    }

    /// A hit on both: the same impulse (N·s, world) on the same body, at the same point of the
    /// body (the primary's world point `point` taken into its body frame and out of the
    /// ghost's; the body's centre without a point).
    pub fn hit(
        &mut self,
        ch: &Character,
        body: usize,
        impulse: Vec3,
        point: Option<Vec3>,
    ) -> Result<(), SessionError> {
        self.review = None;
        let local = point.map(|p| {
            self.session
                .sim
                .state(body)
                .pose
                .inverse()
                .transform_point(p)
        });
        let r = self.session.hit(ch, body, impulse, point);
        let ok = r.is_ok();
        if let Some(g) = self.live_ghost() {
            let gp = local.map(|l| g.session.sim.state(body).pose.transform_point(l));
            let gr = g.session.hit(ch, body, impulse, gp);
            g.noted("the hit", ok, gr);
        }
        r
    }

    /// Grab `body` at the world point `point` with the drag spring (the ghost grabs the same
    /// point of its own body).
    pub fn grab(&mut self, body: usize, point: Vec3, settings: &DragSettings) {
        self.review = None;
        self.release();
        let local = self
            .session
            .sim
            .state(body)
            .pose
            .inverse()
            .transform_point(point);
        self.drag = Some(DragSpring::grab(
            &mut self.session.sim,
            body,
            point,
            settings,
        ));
        if let Some(g) = self.live_ghost() {
            let gp = g.session.sim.state(body).pose.transform_point(local);
            g.drag = Some(DragSpring::grab(&mut g.session.sim, body, gp, settings));
        }
    }

    /// Move the drag target of both springs (the same world point).
    pub fn drag_to(&mut self, target: Vec3) {
        if let Some(d) = self.drag.as_mut() {
            d.set_target(&mut self.session.sim, target);
        }
        if let Some(g) = self.ghost.as_mut()
            && let Some(d) = g.drag.as_mut()
        {
            d.set_target(&mut g.session.sim, target);
        }
    }

    /// Let go of both springs.
    pub fn release(&mut self) {
        if let Some(d) = self.drag.take() {
            d.release(&mut self.session.sim);
        }
        if let Some(g) = self.ghost.as_mut()
            && let Some(d) = g.drag.take()
        {
            d.release(&mut g.session.sim);
        }
    }

    /// Drives on or off in both.
    pub fn set_drives(&mut self, on: bool) {
        for s in self.sessions_mut() {
            s.set_drives(on);
        }
    }

    /// Auto-recover on or off in both.
    pub fn set_auto_recover(&mut self, on: bool) {
        for s in self.sessions_mut() {
            s.recover = on;
        }
    }

    /// Hang (pin) a body in both, or release it.
    pub fn set_pinned(&mut self, body: usize, pinned: bool) {
        self.review = None;
        self.pinned = pinned;
        for s in self.sessions_mut() {
            s.sim.pin(body, pinned);
        }
    }

    pub fn add_obstacle(&mut self, o: &Obstacle) {
        for s in self.sessions_mut() {
            s.sim.add_obstacle(o);
        }
    }

    pub fn remove_obstacle(&mut self, i: usize) {
        for s in self.sessions_mut() {
            s.sim.remove_obstacle(i);
        }
    }

    /// Put `o` in the place of obstacle `i` in both.
    pub fn replace_obstacle(&mut self, i: usize, o: &Obstacle) {
        for s in self.sessions_mut() {
            s.sim.replace_obstacle(i, o);
        }
    }

    pub fn remove_obstacles(&mut self) {
        for s in self.sessions_mut() {
            s.sim.remove_obstacles();
        }
    }

    /// A manual physics weight on a body (display only) in both.
    pub fn set_body_weight(&mut self, body: usize, w: f32) {
        for s in self.sessions_mut() {
            s.set_body_weight(body, w);
        }
    }

    pub fn clear_body_weights(&mut self) {
        for s in self.sessions_mut() {
            s.clear_body_weights();
        }
    }

    /// Get up now in both (the springs released first). The primary's result; the ghost may
    /// lie differently and refuse (noted).
    pub fn recover_now(&mut self, ch: &Character) -> Result<(), SessionError> {
        self.release();
        let r = self.session.recover_now(ch);
        let ok = r.is_ok();
        if let Some(g) = self.live_ghost() {
            let gr = g.session.recover_now(ch);
            g.noted("recover", ok, gr);
        }
        r
    }

    /// An edit of the rig while running: both take the new joint limits, drives and get-up
    /// mode at the next step. A new `[sim] engine` that is the ghost's engine swaps the two
    /// (the ghost becomes the solid one, with its history); without a ghost the primary
    /// continues on the new engine from the same state.
    pub fn update_rig(&mut self, rig: &Rig) -> Result<(), SimError> {
        let engine = rig.sim.engine;
        if engine != self.session.sim.engine_kind() {
            if self.ghost.as_ref().is_some_and(|g| g.engine() == engine) {
                self.swap_with_ghost();
            } else if let Some(d) = self.drag.take() {
                d.release(&mut self.session.sim);
            }
        }
        let r = self.session.sim.update_rig(rig);
        self.session.getup_mode = rig.recovery.mode;
        if let Some(g) = self.ghost.as_mut() {
            if let Err(e) = g.session.sim.update_rig(&ghost_rig(rig)) {
                g.note = Some(format!("the edit failed on the ghost: {e}"));
            }
            g.session.getup_mode = rig.recovery.mode;
        }
        r
    }

    /// Exchange the primary and the ghost (sessions, histories, springs, guard stops).
    fn swap_with_ghost(&mut self) {
        let Some(g) = self.ghost.as_mut() else { return };
        std::mem::swap(&mut self.session, &mut g.session);
        std::mem::swap(&mut self.history, &mut g.history);
        std::mem::swap(&mut self.drag, &mut g.drag);
        std::mem::swap(&mut self.error, &mut g.error);
        g.note = None;
        g.divergence.clear();
        if self.error.is_some() {
            self.running = false;
        }
    }

    /// The primary and, while it is stepped, the ghost.
    pub fn sessions_mut(&mut self) -> impl Iterator<Item = &mut Session> {
        let ghost = self
            .ghost
            .as_mut()
            .filter(|g| g.alive())
            .map(|g| &mut g.session);
        std::iter::once(&mut self.session).chain(ghost)
    }

    /// The largest body centre distance between the primary and the ghost now (m) and that
    /// body (None without a ghost).
    pub fn divergence(&self) -> Option<(f32, usize)> {
        divergence(&self.session, &self.ghost.as_ref()?.session)
    }

    /// One line on compare mode for the simulation bar (None when it is off).
    pub fn compare_label(&self) -> Option<String> {
        if let Some(why) = &self.ghost_failed {
            return Some(format!("compare off: {why}"));
        }
        let g = self.ghost.as_ref()?;
        let (primary, ghost) = (self.session.sim.engine_kind(), g.engine());
        let mut s = format!("compare: {primary} solid, {ghost} ghost");
        if let Some((a, b)) = super::compare::incomparable(&self.session, &g.session) {
            s += &format!(" · not comparable now: {primary} {a}, {ghost} {b}");
        } else if let Some((d, i)) = self.divergence() {
            s += &format!(
                " · largest difference {:.1} cm ({})",
                d * 100.0,
                self.session.sim.rig().bodies[i].name
            );
        }
        if let Some(e) = &g.error {
            s += &format!(" · ghost stopped: {e}");
        }
        Some(s)
    }
}
