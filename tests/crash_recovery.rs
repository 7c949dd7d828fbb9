//! Work is never lost, end to end: the real editor process, in a window under Xvfb, gets an
//! edit, autosaves it after a short idle, is killed with SIGKILL, and the next start restores
//! the edit from its recovery copy. Skipped (with a message) only when Xvfb is not installed
//! and `RAGRIG_REQUIRE_XVFB` is unset; `scripts/test` (run by `.ci/run`) sets it, so CI cannot skip it silently.

mod common;
use common::*;
use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The longest the test waits for the editor to start and autosave (a debug build on CPU
/// rendering takes a few seconds).
const STARTUP_LIMIT: Duration = Duration::from_secs(120);

/// An Xvfb server on a free display, stopped on drop.
struct Xvfb {
    child: Child,
    display: String,
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_xvfb() -> Option<Xvfb> {
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("Xvfb").is_file()));
    if !found {
        assert!(
            std::env::var_os("RAGRIG_REQUIRE_XVFB").is_none(),
            "Xvfb is required (RAGRIG_REQUIRE_XVFB is set) but not installed (apt-get install xvfb)"
        );
        eprintln!("skipping: Xvfb is not installed (apt-get install xvfb; .ci/run installs it)");
        return None;
    }
    // -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let n: u32 = line.trim().parse().expect("Xvfb reports its display");
    Some(Xvfb {
        child,
        display: format!(":{n}"),
    })
}

/// The editor on `rig` with `args`, on the Xvfb display, with its own config folder.
fn editor(x: &Xvfb, config: &Path, rig: &Path, args: &[&str], log: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ragrig"));
    c.arg("edit")
        .arg(rig)
        .args(args)
        .env("DISPLAY", &x.display)
        .env_remove("WAYLAND_DISPLAY")
        .env("RAGRIG_CONFIG_DIR", config)
        .stdout(std::fs::File::create(log.with_extension("out")).unwrap())
        .stderr(std::fs::File::create(log.with_extension("err")).unwrap());
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        c.env("XDG_RUNTIME_DIR", config);
    }
    if std::env::var_os("WGPU_BACKEND").is_none() {
        c.env("WGPU_BACKEND", "vulkan");
    }
    c
}

fn logs(log: &Path) -> String {
    format!(
        "stdout: {}\nstderr: {}",
        std::fs::read_to_string(log.with_extension("out")).unwrap_or_default(),
        std::fs::read_to_string(log.with_extension("err")).unwrap_or_default()
    )
}

/// The recovery copies (`*.rig.toml`) in the config folder.
fn copies(config: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(config.join("recovery"))
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.to_string_lossy().ends_with(".rig.toml"))
                .collect()
        })
        .unwrap_or_default()
}

fn forearm_mass(rig: &Path) -> Option<f32> {
    let r = ragrig::rig::load_rig(rig).ok()?;
    r.body("forearm_l").map(|b| b.mass)
}

#[test]
fn an_edit_survives_sigkill_and_the_next_start_restores_it() {
    let Some(x) = start_xvfb() else { return };
    let dir = tmpdir();
    let rig = dir.path().join("mannequin.rig.toml");
    std::fs::copy(sample_rig(), &rig).unwrap();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let original = std::fs::read(&rig).unwrap();
    let before = forearm_mass(&rig).unwrap();
    assert_ne!(before, 3.5);
    let config = dir.path().join("config");
    std::fs::create_dir(&config).unwrap();

    // First session: the edit, then wait for its autosave, then SIGKILL.
    let log1 = dir.path().join("first");
    let t0 = Instant::now();
    let mut child = editor(
        &x,
        &config,
        &rig,
        &["--test-edit", "forearm_l.mass=3.5"],
        &log1,
    )
    .spawn()
    .unwrap();
    let autosaved = loop {
        if let Some(p) = copies(&config)
            .into_iter()
            .find(|p| forearm_mass(p) == Some(3.5))
        {
            break p;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!(
                "the editor exited ({status}) before autosaving\n{}",
                logs(&log1)
            );
        }
        assert!(
            t0.elapsed() < STARTUP_LIMIT,
            "no autosave within {STARTUP_LIMIT:?}\n{}",
            logs(&log1)
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    let autosave_s = t0.elapsed().as_secs_f64();
    child.kill().unwrap(); // SIGKILL
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(libc::SIGKILL), "{status}");
    eprintln!("autosaved {:.1} s after start; killed", autosave_s);
    // The edit was never saved to the rig file; only the recovery copy holds it.
    assert_eq!(std::fs::read(&rig).unwrap(), original);
    assert!(autosaved.exists());

    // Second session: the copy is offered; restoring it brings the edit back.
    let log2 = dir.path().join("second");
    let restored = dir.path().join("restored.rig.toml");
    let t1 = Instant::now();
    let mut child = editor(
        &x,
        &config,
        &rig,
        &["--test-restore-to", restored.to_str().unwrap()],
        &log2,
    )
    .spawn()
    .unwrap();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if t1.elapsed() > STARTUP_LIMIT {
            let _ = child.kill();
            panic!("the second start did not finish\n{}", logs(&log2));
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "{status}\n{}", logs(&log2));
    let out = logs(&log2);
    assert!(
        out.contains("restored the autosaved copy of") && out.contains("mannequin.rig.toml"),
        "{out}"
    );
    // The restored rig is the original with the one edit.
    let mut expect = ragrig::rig::parse_rig(&String::from_utf8_lossy(&original)).unwrap();
    let i = expect.body_index("forearm_l").unwrap();
    expect.bodies[i].mass = 3.5;
    // (An edit marks the body hand-tuned: generating the ragdoll again keeps it.)
    expect.bodies[i].hand_tuned = true;
    assert_eq!(ragrig::rig::load_rig(&restored).unwrap(), expect);
    // The restored copy was consumed; nothing is offered again.
    assert!(ragrig::editor::find_recovery(&config).is_none());
    eprintln!(
        "restored in {:.1} s after the second start",
        t1.elapsed().as_secs_f64()
    );
}
