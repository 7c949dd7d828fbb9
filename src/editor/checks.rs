//! The Checks pane's runs: the physics check (the matrix of `ragrig check-physics`) and the
//! stress fuzzer (`ragrig stress`) on the document's rig, each on a background thread so the
//! editor stays responsive, with progress and results polled every frame. A run works on a copy
//! of the rig and character taken when it starts; editing the rig meanwhile does not change it
//! (the pane says which rig revision the results belong to).

use crate::character::Character;
use crate::physics_check::{Bar, CheckReport, matrix, run_case, summarize};
use crate::rig::Rig;
use crate::stress::{Outcome, StressOptions, plan};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What a background run sends back.
enum Message {
    /// Cases done so far, of the total.
    Progress(usize, usize),
    Physics(Box<CheckReport>),
    /// One stress case (every case, passed or failed).
    Stress(Box<Outcome>),
    Done,
}

/// Which run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    Physics,
    Stress,
}

/// A run in progress or finished.
pub struct CheckRun {
    pub kind: CheckKind,
    /// The document revision the run was started on.
    pub revision: u64,
    pub done: usize,
    pub total: usize,
    pub finished: bool,
    pub physics: Option<CheckReport>,
    /// Every stress case so far, in seed order.
    pub stress: Vec<Outcome>,
    /// The stress options the run used (for the replay command).
    pub stress_options: StressOptions,
    rx: Receiver<Message>,
    cancel: Arc<AtomicBool>,
}

/// The pane's state: its settings and the latest run.
pub struct ChecksState {
    /// Stress: how many seeds, from which, and seconds per case.
    pub seeds: usize,
    pub first_seed: u64,
    pub seconds: f32,
    pub run: Option<CheckRun>,
}

impl Default for ChecksState {
    fn default() -> Self {
        Self {
            seeds: 50,
            first_seed: 0,
            seconds: StressOptions::default().seconds,
            run: None,
        }
    }
}

impl ChecksState {
    /// Is a run going?
    pub fn running(&self) -> bool {
        self.run.as_ref().is_some_and(|r| !r.finished)
    }

    /// Start the physics check matrix on a copy of the rig.
    pub fn start_physics(&mut self, rig: &Rig, ch: &Character, revision: u64) {
        let (rig, ch) = (rig.clone(), ch.clone());
        self.start(CheckKind::Physics, revision, move |tx, cancel| {
            let cases = matrix(&ch);
            let bar = Bar::default();
            let total = cases.len();
            let mut runs = Vec::new();
            for (k, c) in cases.iter().enumerate() {
                if cancel.load(Ordering::Relaxed) {
                    break;
                }
                let _ = tx.send(Message::Progress(k, total));
                runs.push(run_case(&rig, &ch, c, &bar));
            }
            let report = summarize(&bar, runs);
            let _ = tx.send(Message::Physics(Box::new(report)));
        });
    }

    /// Start the stress fuzzer on a copy of the rig, with the pane's seeds and seconds.
    pub fn start_stress(&mut self, rig: &Rig, ch: &Character, revision: u64) {
        let (rig, ch) = (rig.clone(), ch.clone());
        let opts = StressOptions {
            seconds: self.seconds.clamp(0.5, 20.0),
            ..StressOptions::default()
        };
        let (first, n) = (self.first_seed, self.seeds.clamp(1, 10_000));
        self.start(CheckKind::Stress, revision, move |tx, cancel| {
            for k in 0..n {
                if cancel.load(Ordering::Relaxed) {
                    break;
                }
                let _ = tx.send(Message::Progress(k, n));
                let p = plan(first.saturating_add(k as u64), &rig, &ch, &opts);
                let out = crate::stress::run(&rig, &ch, &p, &opts);
                if tx.send(Message::Stress(Box::new(out))).is_err() {
                    break;
                }
            }
        });
        if let Some(r) = &mut self.run {
            r.stress_options = opts;
        }
    }

    fn start(
        &mut self,
        kind: CheckKind,
        revision: u64,
        work: impl FnOnce(&std::sync::mpsc::Sender<Message>, &AtomicBool) + Send + 'static,
    ) {
        self.cancel();
        let (tx, rx) = channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        std::thread::spawn(move || {
            work(&tx, &flag);
            let _ = tx.send(Message::Done);
        });
        self.run = Some(CheckRun {
            kind,
            revision,
            done: 0,
            total: 0,
            finished: false,
            physics: None,
            stress: Vec::new(),
            stress_options: StressOptions::default(),
            rx,
            cancel,
        });
    }

    /// Stop the current run (it finishes the case it is on, then ends).
    pub fn cancel(&mut self) {
        if let Some(r) = &mut self.run {
            r.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Take what the run sent since the last frame. True while it is still going.
    pub fn poll(&mut self) -> bool {
        let Some(r) = &mut self.run else {
            return false;
        };
        loop {
            match r.rx.try_recv() {
                Ok(Message::Progress(done, total)) => (r.done, r.total) = (done, total),
                Ok(Message::Physics(report)) => {
                    r.done = report.runs.len();
                    r.physics = Some(*report);
                }
                Ok(Message::Stress(out)) => {
                    r.stress.push(*out);
                    r.done = r.stress.len();
                }
                Ok(Message::Done) | Err(TryRecvError::Disconnected) => {
                    r.finished = true;
                    break;
                }
                Err(TryRecvError::Empty) => break,
            }
        }
        !r.finished
    }
}
