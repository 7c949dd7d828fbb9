//! Engine compare mode: the live session runs a second time on the other engine (the ghost),
//! from the same state and stepped in lockstep from the same stepper. Every user action that
//! affects physics goes to both sessions (the switch to ragdoll, hits, drag springs, obstacles,
//! drives, auto-recover, hang, recover, manual body weights, rig edits), so the only difference
//! between them is the engine. The viewport draws the ghost's bodies translucent over the
//! primary's; the Plots pane draws both histories and the divergence between them.
//!
//! [`crate::editor::lockstep`] holds the live simulation's side: each action sent to both.
//!
//! The ghost never stops the primary: when its guard stops it (or an action fails on it
//! alone), the reason is kept in [`Ghost::error`] / [`Ghost::note`] and the primary runs on.

use super::sim_history::SimHistory;
use crate::character::Character;
use crate::rig::{Rig, SimEngine};
use crate::session::{Mode, Session, SessionError};
use crate::sim::drag::DragSpring;
use std::collections::VecDeque;

/// The ghost drawn over the primary: linear RGB and alpha of its body shapes.
pub const GHOST_COLOR: [f32; 4] = [1.0, 0.45, 0.85, 0.35];

/// The same session on the other engine.
pub struct Ghost {
    pub session: Session,
    /// Its measurements, recorded like the primary's.
    pub history: SimHistory,
    /// Why its guard stopped it (it is no longer stepped; the primary runs on).
    pub error: Option<String>,
    /// An action that worked on the primary but failed on the ghost (it runs on).
    pub note: Option<String>,
    /// Its drag spring while the user drags a body (same body, same point on it).
    pub drag: Option<DragSpring>,
    /// `[session time s, largest body centre distance to the primary cm]` per step while both
    /// sessions do the same ([`incomparable`]).
    pub divergence: VecDeque<[f64; 2]>,
}

/// The engine the ghost runs on: the one that is not `primary`.
pub fn other_engine(primary: SimEngine) -> SimEngine {
    SimEngine::ALL
        .into_iter()
        .find(|&e| e != primary)
        .unwrap_or(primary)
}

/// Why compare mode cannot run with `primary` as the rig's engine (None: it can).
pub fn unavailable(primary: SimEngine) -> Option<String> {
    let other = other_engine(primary);
    if other == primary {
        return Some("there is no second engine".into());
    }
    (!crate::sim::engine::available(other)).then(|| {
        format!(
            "compare needs the {} engine, which this ragrig was built without (cargo feature `{}`)",
            other.name(),
            other.name()
        )
    })
}

/// `rig` on the ghost's engine.
pub fn ghost_rig(rig: &Rig) -> Rig {
    let mut r = rig.clone();
    r.sim.engine = other_engine(rig.sim.engine);
    r
}

/// What `a` and `b` are doing when their bodies cannot be compared one for one (one a ragdoll,
/// the other getting up or animated: a distance between them would measure the get-up, not the
/// engines), in words; None while both do the same.
pub fn incomparable(a: &Session, b: &Session) -> Option<(&'static str, &'static str)> {
    fn words(m: Mode) -> &'static str {
        match m {
            Mode::Animated => "animated",
            Mode::Simulated => "ragdoll",
            Mode::Blending => "getting up",
        }
    }
    (a.mode != b.mode).then(|| (words(a.mode), words(b.mode)))
}

/// The largest distance between a body's centre in `a` and in `b` (m) and that body.
pub fn divergence(a: &Session, b: &Session) -> Option<(f32, usize)> {
    let n = a.sim.body_count().min(b.sim.body_count());
    (0..n)
        .map(|i| {
            let d = a.sim.state(i).pose.translation - b.sim.state(i).pose.translation;
            (d.length(), i)
        })
        .fold(None, |best: Option<(f32, usize)>, x| match best {
            Some(b) if b.0 >= x.0 => Some(b),
            _ => Some(x),
        })
}

/// Why compare mode has no ghost.
#[derive(Debug, thiserror::Error)]
pub enum GhostError {
    /// There is no other engine to compare with (why, from `unavailable`).
    #[error("{0}")]
    Unavailable(String),
    /// The session could not be built on the other engine.
    #[error(transparent)]
    Fork(#[from] crate::sim::SimError),
}

impl Ghost {
    /// Samples kept of the divergence (as [`SimHistory::CAPACITY`]).
    pub const CAPACITY: usize = SimHistory::CAPACITY;

    /// The ghost of `primary`: the same session on the other engine, from the same state now.
    pub fn of(primary: &Session) -> Result<Ghost, GhostError> {
        let engine = primary.sim.engine_kind();
        if let Some(why) = unavailable(engine) {
            return Err(GhostError::Unavailable(why));
        }
        let session = primary.fork_on(other_engine(engine))?;
        Ok(Ghost {
            session,
            history: SimHistory::default(),
            error: None,
            note: None,
            drag: None,
            divergence: VecDeque::new(),
        })
    }

    pub fn engine(&self) -> SimEngine {
        self.session.sim.engine_kind()
    }

    /// Still stepped (its guard has not stopped it).
    pub fn alive(&self) -> bool {
        self.error.is_none()
    }

    /// One step; a guard stop or a panic inside the engine stops the ghost, never the editor.
    pub(super) fn step(&mut self, ch: &Character, primary: &Session) {
        if !self.alive() {
            return;
        }
        self.session.external_force = self.drag.is_some();
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.session.step(ch).map_err(|e| e.to_string())
        }))
        .unwrap_or_else(|_| Err("the engine panicked during a step".into()));
        match result {
            Ok(()) => {
                if let Some(d) = self.drag.as_mut() {
                    let work = d.take_supplied(&self.session.sim);
                    self.session.add_external_work(work);
                }
                self.history.record(&self.session);
                // Recorded only while both do the same (see `incomparable`).
                if incomparable(primary, &self.session).is_none() {
                    if self.divergence.len() == Self::CAPACITY {
                        self.divergence.pop_front();
                    }
                    let cm = divergence(primary, &self.session).map_or(0.0, |(d, _)| d * 100.0);
                    self.divergence
                        .push_back([self.session.time, f64::from(cm)]);
                }
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// The result of an action on the ghost, given the primary's: a failure on the ghost alone
    /// is noted (it runs on).
    pub(super) fn noted<T>(&mut self, what: &str, primary_ok: bool, r: Result<T, SessionError>) {
        if let (true, Err(e)) = (primary_ok, r) {
            self.note = Some(format!("{what} failed on the ghost: {e}"));
        }
    }
}
