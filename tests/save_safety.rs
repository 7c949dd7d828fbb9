//! A save never truncates a file: a write that fails part way (a full disk), a read-only
//! folder and a file-size limit hit by the real kernel all leave the old file byte for byte and
//! no temporary file behind. Every save in ragrig (the editor's Save, the recovery copy, the
//! command line's outputs) goes through `ragrig::atomic_write`.

mod common;
use common::*;
use ragrig::project::Project;
use std::io::{ErrorKind, Write};
use std::path::Path;
use std::process::Command;

/// The names in a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// A folder with a copy of the sample rig and its model; returns (folder, rig path, rig bytes).
fn sample_copy() -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>) {
    let dir = tmpdir();
    let rig = dir.path().join("mannequin.rig.toml");
    std::fs::copy(sample_rig(), &rig).unwrap();
    std::fs::copy(
        repo().join("sample_rigs/mannequin.glb"),
        dir.path().join("mannequin.glb"),
    )
    .unwrap();
    let bytes = std::fs::read(&rig).unwrap();
    (dir, rig, bytes)
}

#[test]
fn a_write_that_fails_half_way_leaves_the_old_file_and_no_temporary() {
    let (dir, rig, old) = sample_copy();
    let new = b"something else entirely\n".repeat(1000);
    let e = ragrig::atomic_write_with(&rig, &new, |f, b| {
        // A disk that fills up after half the bytes.
        f.write_all(&b[..b.len() / 2])?;
        Err(std::io::Error::from(ErrorKind::StorageFull))
    })
    .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::StorageFull);
    assert_eq!(std::fs::read(&rig).unwrap(), old);
    assert_eq!(listing(dir.path()), ["mannequin.glb", "mannequin.rig.toml"]);
    // The same call without the failure replaces the file.
    ragrig::atomic_write(&rig, &new).unwrap();
    assert_eq!(std::fs::read(&rig).unwrap(), new);
    assert_eq!(listing(dir.path()), ["mannequin.glb", "mannequin.rig.toml"]);
}

/// Run `f` on a thread whose file-system identity is an unprivileged user (Linux `setfsuid`),
/// so that permission bits apply even when the tests run as root.
fn as_unprivileged<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|s| {
        s.spawn(|| {
            // SAFETY: setfsuid changes only this thread's file-system user id.
            unsafe {
                if libc::geteuid() == 0 {
                    libc::setfsuid(65534);
                    assert_eq!(libc::setfsuid(65534), 65534, "setfsuid did not take");
                }
            }
            f()
        })
        .join()
        .unwrap()
    })
}

#[test]
fn saving_into_a_read_only_folder_fails_and_keeps_the_old_rig() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, rig, old) = sample_copy();
    let mut project = Project::open_rig(&rig).unwrap();
    let forearm = project.rig.body_index("forearm_l").unwrap();
    project.rig.bodies[forearm].mass = 3.5;
    // Readable and searchable by everyone, writable by no one.
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let result = as_unprivileged(|| project.save_as(&rig));
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let e = result.unwrap_err();
    assert_eq!(e.kind(), ErrorKind::PermissionDenied, "{e}");
    assert_eq!(std::fs::read(&rig).unwrap(), old);
    assert_eq!(listing(dir.path()), ["mannequin.glb", "mannequin.rig.toml"]);
    // Once the folder is writable the same save goes through.
    project.save_as(&rig).unwrap();
    assert!(
        std::fs::read_to_string(&rig)
            .unwrap()
            .contains("mass = 3.5")
    );
}

/// `ragrig preset apply stiff RIG` (which rewrites RIG) under a file-size limit of `blocks`
/// 512-byte blocks, with SIGXFSZ ignored so that the kernel fails the write with EFBIG, as a
/// full disk fails it with ENOSPC.
fn preset_apply_with_size_limit(rig: &Path, blocks: u32) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!(
            "trap '' XFSZ; ulimit -f {blocks} && exec \"$0\" preset apply stiff \"$1\""
        ))
        .arg(env!("CARGO_BIN_EXE_ragrig"))
        .arg(rig)
        .current_dir(repo())
        .output()
        .unwrap()
}

#[test]
fn a_save_that_runs_out_of_space_keeps_the_old_rig() {
    let (dir, rig, old) = sample_copy();
    assert!(old.len() > 4096, "the rig must be larger than the limit");
    let o = preset_apply_with_size_limit(&rig, 2);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(1), "{t}");
    assert!(
        t.contains("File too large") && t.contains("mannequin.rig.toml"),
        "{t}"
    );
    assert_eq!(std::fs::read(&rig).unwrap(), old);
    assert_eq!(listing(dir.path()), ["mannequin.glb", "mannequin.rig.toml"]);
    // With room, the same command rewrites it.
    let o = preset_apply_with_size_limit(&rig, 1 << 20);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert_ne!(std::fs::read(&rig).unwrap(), old);
}

#[test]
fn a_full_tmpfs_fails_the_save_and_keeps_the_old_rig() {
    // A private mount namespace (no root needed where user namespaces are allowed) with a
    // 64 KiB tmpfs holding the rig, filled up before the save.
    let probe = Command::new("unshare")
        .args([
            "-rm",
            "sh",
            "-c",
            "mount -t tmpfs -o size=64k tmpfs /tmp && echo ok",
        ])
        .output();
    if !matches!(&probe, Ok(o) if String::from_utf8_lossy(&o.stdout).contains("ok")) {
        eprintln!(
            "skipping the tmpfs variant: no private mount namespace here (`unshare -rm` failed); \
             the file-size-limit and injected-failure tests cover the same path"
        );
        return;
    }
    let (dir, rig, old) = sample_copy();
    let mnt = dir.path().join("mnt");
    std::fs::create_dir(&mnt).unwrap();
    let script = r#"
        set -e
        mount -t tmpfs -o size=64k tmpfs "$MNT"
        cp "$RIG" "$MNT/rig.toml"
        # Fill the rest of the tmpfs.
        dd if=/dev/zero of="$MNT/filler" bs=1k 2>/dev/null || true
        set +e
        "$BIN" preset apply stiff "$MNT/rig.toml"
        echo "exit=$?"
        cmp -s "$RIG" "$MNT/rig.toml" && echo "unchanged"
        echo "files: $(ls -A "$MNT" | tr '\n' ' ')"
    "#;
    let o = Command::new("unshare")
        .args(["-rm", "sh", "-c", script])
        .env("MNT", &mnt)
        .env("RIG", &rig)
        .env("BIN", env!("CARGO_BIN_EXE_ragrig"))
        .current_dir(repo())
        .output()
        .unwrap();
    let t = text(&o);
    assert!(t.contains("exit=1"), "{t}");
    assert!(t.contains("No space left on device"), "{t}");
    assert!(t.contains("unchanged"), "{t}");
    // Only the files put there: no temporary left behind.
    assert!(
        t.lines().any(|l| l.trim_end() == "files: filler rig.toml"),
        "{t}"
    );
    assert_eq!(std::fs::read(&rig).unwrap(), old);
}
