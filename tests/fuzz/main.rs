//! Fuzzing in the test suite: structure-aware mutations (proptest) of rig files and of glTF /
//! GLB models, run through everything that reads them: import, fit, the doctor, the gate, a
//! few simulation steps, export (and its read-back) and the editor's document load (the
//! document, its findings and poses, the viewport's frame, the crash-recovery copy, and whole
//! headless UI frames of every panel, without wgpu).
//!
//! Every case must end without a panic (a panic hook counts them, also ones a `catch_unwind`
//! inside ragrig would hide), within [`HANG_LIMIT`] (a watchdog aborts the run and names the
//! case), and no allocation may ask for more than [`ALLOCATION_LIMIT`] (the counting allocator
//! refuses it, which aborts the run; the case is named first). Each target prints its case
//! count, its time, its slowest case, the peak live heap and the largest single allocation.
//!
//! Cases per target: `RAGRIG_FUZZ_CASES` (default: 64 rig files, 48 glTF structures, 200 GLB
//! byte mutations, 40 editor frames; about 20 s in a release build, kept short for the debug
//! `cargo test` on two cores).
//! `RAGRIG_FUZZ_SEED` picks another random sequence (default: a fixed one, so CI is
//! repeatable). A failing case is shrunk by proptest and printed; it then belongs in
//! `tests/fuzz/regressions/` with a named test in `regressions.rs`.
//!
//! Run longer on demand, e.g. `RAGRIG_FUZZ_CASES=5000 cargo test --release --test fuzz -- --nocapture`;
//! `RAGRIG_FUZZ_SCENARIOS=1` also runs the whole scenario suite on every rig the gate accepts
//! (seconds of simulation per case, so not by default).

#[path = "../common/mod.rs"]
mod common;
mod mutate_model;
mod mutate_rig;
mod pipeline;
mod regressions;

use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// A case running longer than this is a hang.
/// (60 s in an unoptimised build: the doctor alone takes 1.4 s there on a rig with many
/// findings, and a case re-runs it once per finding's fix.)
pub const HANG_LIMIT: Duration = Duration::from_secs(if cfg!(debug_assertions) { 60 } else { 10 });
/// No single allocation may ask for more (bytes).
pub const ALLOCATION_LIMIT: usize = 1 << 30;

// ---------------------------------------------------------------- counting allocator

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static LARGEST: AtomicUsize = AtomicUsize::new(0);
static REFUSED: AtomicUsize = AtomicUsize::new(0);

fn grow(size: usize) {
    let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
    PEAK.fetch_max(live, Ordering::Relaxed);
    LARGEST.fetch_max(size, Ordering::Relaxed);
}

// SAFETY: every call forwards to the system allocator with the same layout; the counters are
// plain atomics (no allocation inside the allocator).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() > ALLOCATION_LIMIT {
            REFUSED.store(layout.size(), Ordering::Relaxed);
            oversized_allocation(layout.size());
            return std::ptr::null_mut();
        }
        // SAFETY: forwarded as is.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() > ALLOCATION_LIMIT {
            REFUSED.store(layout.size(), Ordering::Relaxed);
            oversized_allocation(layout.size());
            return std::ptr::null_mut();
        }
        // SAFETY: forwarded as is.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: forwarded as is.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > ALLOCATION_LIMIT {
            REFUSED.store(new_size, Ordering::Relaxed);
            oversized_allocation(new_size);
            return std::ptr::null_mut();
        }
        // SAFETY: forwarded as is.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grow(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Name the running cases on stderr (without allocating much: the allocator is refusing).
fn oversized_allocation(size: usize) {
    use std::io::Write as _;
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "FUZZ: an allocation of {size} bytes (over {ALLOCATION_LIMIT}) was refused; running cases are in {}",
        current_cases_file().display()
    );
}

// ---------------------------------------------------------------- panics, hangs, cases

static PANICS: AtomicU64 = AtomicU64::new(0);
static HOOK: OnceLock<()> = OnceLock::new();
/// Set while a test deliberately provokes a panic elsewhere in this binary (none do now).
static EXPECTING_PANIC: AtomicBool = AtomicBool::new(false);

/// Where the last expected panic happened (the ungated exploration).
static LAST_EXPECTED: Mutex<String> = Mutex::new(String::new());

/// Count every panic inside ragrig (also caught ones; not the tests' own) and keep the default
/// report.
pub fn install_panic_counter() {
    HOOK.get_or_init(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if EXPECTING_PANIC.load(Ordering::Relaxed) {
                let bt = std::backtrace::Backtrace::force_capture().to_string();
                let ours: Vec<&str> = bt
                    .lines()
                    .filter(|l| l.contains("ragrig::"))
                    .take(3)
                    .map(str::trim)
                    .collect();
                *LAST_EXPECTED.lock().unwrap_or_else(|e| e.into_inner()) = format!(
                    "{} at {} (in {})",
                    info.payload_as_str().unwrap_or(""),
                    info.location().map_or(String::new(), |l| l.to_string()),
                    ours.join(" < ")
                );
            } else if !info
                .location()
                .is_some_and(|l| l.file().starts_with("tests/"))
            {
                // A test's own failure (a target reporting its failing case, an assertion) is
                // not a panic inside ragrig: counted, it made the targets running beside it
                // fail on a panic they never had.
                PANICS.fetch_add(1, Ordering::Relaxed);
            }
            default(info);
        }));
    });
}

pub fn panic_count() -> u64 {
    PANICS.load(Ordering::Relaxed)
}

/// The cases running now, by target (for the watchdog and the allocation refusal).
static RUNNING: Mutex<Vec<(&'static str, Instant, String)>> = Mutex::new(Vec::new());

fn current_cases_file() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("ragrig-fuzz-running-{}.txt", std::process::id()))
}

/// Start the watchdog (once): a case over [`HANG_LIMIT`] is printed and the run aborted.
fn start_watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        std::thread::spawn(|| {
            loop {
                std::thread::sleep(Duration::from_millis(250));
                let running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
                for (target, since, case) in running.iter() {
                    if since.elapsed() > HANG_LIMIT {
                        eprintln!(
                            "FUZZ HANG: target {target}: a case ran for over {} s:\n{case}",
                            HANG_LIMIT.as_secs()
                        );
                        std::process::abort();
                    }
                }
            }
        });
    });
}

/// Run `case` under the watchdog; its description is written to a file first, so that an
/// abort (hang, refused allocation) leaves the input behind.
pub fn watched<R>(
    target: &'static str,
    describe: &dyn Fn() -> String,
    case: impl FnOnce() -> R,
) -> R {
    start_watchdog();
    let text = describe();
    {
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        running.retain(|(t, _, _)| *t != target);
        running.push((target, Instant::now(), text));
        let all: Vec<String> = running
            .iter()
            .map(|(t, _, c)| format!("== {t}\n{c}\n"))
            .collect();
        let _ = std::fs::write(current_cases_file(), all.concat());
    }
    let r = case();
    RUNNING
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|(t, _, _)| *t != target);
    r
}

/// Cases per target: `RAGRIG_FUZZ_CASES`, else `default`.
pub fn cases(default: u32) -> u32 {
    std::env::var("RAGRIG_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A runner with `cases` cases, a fixed seed (or `RAGRIG_FUZZ_SEED`), no failure files.
pub fn runner(cases: u32) -> TestRunner {
    let seed: u64 = std::env::var("RAGRIG_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5241_4752_4947);
    let mut bytes = [0u8; 32];
    for (k, b) in bytes.iter_mut().enumerate() {
        *b = (seed.rotate_left(8 * (k as u32 % 8)) >> (k / 8)) as u8;
    }
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2048,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
}

/// What a target measured.
pub struct Stats {
    pub target: &'static str,
    pub cases: u32,
    pub started: Instant,
    pub slowest: Mutex<(Duration, String)>,
    pub counts: Mutex<std::collections::BTreeMap<&'static str, u32>>,
    /// Cases run (shrinking included) and the panics during them.
    pub runs: AtomicU64,
    pub panics: AtomicU64,
}

impl Stats {
    pub fn new(target: &'static str, cases: u32) -> Self {
        install_panic_counter();
        Stats {
            target,
            cases,
            started: Instant::now(),
            slowest: Mutex::new((Duration::ZERO, String::new())),
            counts: Mutex::new(Default::default()),
            runs: AtomicU64::new(0),
            panics: AtomicU64::new(0),
        }
    }

    /// Count an outcome (e.g. "parse error", "simulated").
    pub fn count(&self, what: &'static str) {
        *self
            .counts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(what)
            .or_default() += 1;
    }

    pub fn timed(&self, d: Duration, case: impl FnOnce() -> String) {
        let mut s = self.slowest.lock().unwrap_or_else(|e| e.into_inner());
        if d > s.0 {
            *s = (d, case());
        }
    }

    pub fn report(&self) {
        let (slow, slow_case) = &*self.slowest.lock().unwrap_or_else(|e| e.into_inner());
        if slow.as_secs_f64() > 1.0 {
            println!(
                "fuzz {}: the slowest case ({:.2} s):\n{}",
                self.target,
                slow.as_secs_f64(),
                slow_case.chars().take(1500).collect::<String>()
            );
        }
        let counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        let outcomes: Vec<String> = counts.iter().map(|(k, v)| format!("{k} {v}")).collect();
        println!(
            "fuzz {}: {} cases ({} runs with shrinking) in {:.1} s, slowest {:.2} s; panics {}; peak live heap {:.1} MiB, largest allocation {:.1} MiB (limit {} MiB); outcomes: {}",
            self.target,
            self.cases,
            self.runs.load(Ordering::Relaxed),
            self.started.elapsed().as_secs_f64(),
            slow.as_secs_f64(),
            self.panics.load(Ordering::Relaxed),
            PEAK.load(Ordering::Relaxed) as f64 / (1 << 20) as f64,
            LARGEST.load(Ordering::Relaxed) as f64 / (1 << 20) as f64,
            ALLOCATION_LIMIT >> 20,
            outcomes.join(", ")
        );
        assert_eq!(
            REFUSED.load(Ordering::Relaxed),
            0,
            "an oversized allocation was refused"
        );
        assert!(LARGEST.load(Ordering::Relaxed) <= ALLOCATION_LIMIT);
    }
}

/// Where a target leaves the input it is running (for an abort) and its shrunk failure.
pub fn input_file(target: &str, what: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!(
        "ragrig-fuzz-{target}-{what}-{}",
        std::process::id()
    ))
}

/// Run one fuzz target: `cases` cases of `strategy`, each turned into file bytes by `make` and
/// run by `case` (which returns Err for a broken expectation), with the panic counter, the
/// watchdog and the timing. The bytes of the running case are kept in a file (for an abort);
/// a failure is shrunk by proptest and its bytes written next to it.
pub fn fuzz<S, M, F>(target: &'static str, default_cases: u32, strategy: S, make: M, case: F)
where
    S: proptest::strategy::Strategy,
    S::Value: std::fmt::Debug,
    M: Fn(&S::Value) -> Vec<u8>,
    F: Fn(&[u8], &Stats) -> Result<(), String>,
{
    let n = cases(default_cases);
    let stats = Stats::new(target, n);
    let mut runner = runner(n);
    let running = input_file(target, "running");
    let result = runner.run(&strategy, |value| {
        let bytes = make(&value);
        let _ = std::fs::write(&running, &bytes);
        let describe = || format!("{value:#?}\n(input bytes in {})", running.display());
        let before = panic_count();
        let t0 = Instant::now();
        let r = watched(target, &describe, || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| case(&bytes, &stats)))
        });
        stats.timed(t0.elapsed(), describe);
        let r = match r {
            Ok(r) => r,
            Err(p) => Err(format!(
                "panicked: {}",
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default()
            )),
        };
        stats.runs.fetch_add(1, Ordering::Relaxed);
        stats
            .panics
            .fetch_add(panic_count() - before, Ordering::Relaxed);
        let r = r.and_then(|()| {
            if panic_count() != before {
                Err("a panic was caught inside ragrig".into())
            } else {
                Ok(())
            }
        });
        r.map_err(proptest::test_runner::TestCaseError::fail)
    });
    stats.report();
    let _ = std::fs::remove_file(&running);
    if let Err(e) = result {
        let minimal = match &e {
            proptest::test_runner::TestError::Fail(_, v) => {
                let f = input_file(target, "minimal");
                let _ = std::fs::write(&f, make(v));
                format!("\nminimal input written to {}", f.display())
            }
            _ => String::new(),
        };
        panic!("fuzz {target}: {e}{minimal}");
    }
}

// ---------------------------------------------------------------- targets

#[test]
fn rig_files_mutated_field_by_field_never_crash_the_pipeline() {
    let ctx = pipeline::RigContext::new();
    fuzz(
        "rig-toml",
        64,
        mutate_rig::mutations(),
        |muts| mutate_rig::apply(&ctx.base_text, muts).into_bytes(),
        |bytes, stats| pipeline::run_rig_text(&ctx, &String::from_utf8_lossy(bytes), stats),
    );
}

#[test]
fn gltf_models_mutated_in_structure_never_crash_import_fit_or_export() {
    let ctx = pipeline::ModelContext::new();
    fuzz(
        "gltf-structure",
        48,
        mutate_model::mutations(),
        |m| mutate_model::apply(&ctx, m),
        pipeline::run_model_bytes,
    );
}

#[test]
fn glb_files_truncated_or_bit_flipped_never_crash_the_import() {
    let ctx = pipeline::ModelContext::new();
    fuzz(
        "glb-bytes",
        200,
        mutate_model::byte_mutations(),
        |m| mutate_model::apply_bytes(&ctx, m),
        pipeline::import_only,
    );
}

#[test]
fn the_editor_shows_mutated_rigs_in_every_panel_without_crashing() {
    let ctx = pipeline::RigContext::new();
    let ui = std::cell::RefCell::new(pipeline::HeadlessEditor::new());
    fuzz(
        "editor-ui",
        40,
        mutate_rig::mutations(),
        |muts| mutate_rig::apply(&ctx.base_text, muts).into_bytes(),
        |bytes, stats| {
            ui.borrow_mut()
                .show_rig_text(&ctx, &String::from_utf8_lossy(bytes), stats)
        },
    );
}

/// Not a CI target: the simulation *without* the doctor gate, on rigs the doctor refuses, to
/// find what the gate protects it from (panics inside src/sim/ go to the simulation's authors
/// with the minimized rig). Known panics are skipped with `RAGRIG_FUZZ_SKIP="text|text"`.
/// `cargo test --release --test fuzz ungated -- --ignored --nocapture`
#[test]
#[ignore]
fn the_simulation_without_the_gate_on_refused_rigs() {
    let ctx = pipeline::RigContext::new();
    let skip: Vec<String> = std::env::var("RAGRIG_FUZZ_SKIP")
        .map(|s| s.split('|').map(str::to_owned).collect())
        .unwrap_or_default();
    fuzz(
        "ungated-sim",
        500,
        mutate_rig::mutations(),
        |muts| mutate_rig::apply(&ctx.base_text, muts).into_bytes(),
        |bytes, stats| {
            let Ok(rig) = ragrig::rig::parse_rig(&String::from_utf8_lossy(bytes)) else {
                stats.count("parse error");
                return Ok(());
            };
            if ragrig::rig::check_rig(&rig, Some(&ctx.character)).is_ok() {
                stats.count("accepted");
                return Ok(());
            }
            stats.count("refused, simulated anyway");
            let ch = &ctx.character;
            EXPECTING_PANIC.store(true, Ordering::Relaxed);
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let pose = ch.skeleton.rest_pose();
                let mut w = ragrig::sim::SimWorld::new(&rig, ch, &pose)?;
                w.set_drive_targets_from_pose(ch, &pose);
                w.set_simulated_dynamic();
                for _ in 0..5 {
                    w.step()?;
                }
                Ok::<(), ragrig::sim::SimError>(())
            }));
            EXPECTING_PANIC.store(false, Ordering::Relaxed);
            match r {
                Ok(_) => Ok(()),
                Err(_) => {
                    let at = LAST_EXPECTED
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .clone();
                    if skip.iter().any(|k| at.contains(k.as_str())) {
                        stats.count("known panic");
                        Ok(())
                    } else {
                        Err(format!("the simulation panicked: {at}"))
                    }
                }
            }
        },
    );
}
