//! Shared helpers for the integration tests: paths and a tiny glTF builder for crafted files.
#![allow(dead_code)]

use base64::Engine;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Command;

/// Every engine this build has: rapier, and Jolt with the `jolt` feature.
pub fn engines() -> Vec<ragrig::rig::SimEngine> {
    let mut e = vec![ragrig::rig::SimEngine::Rapier];
    if cfg!(feature = "jolt") {
        e.push(ragrig::rig::SimEngine::Jolt);
    }
    e
}

/// Run the `ragrig` binary with these arguments.
pub fn ragrig(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ragrig"))
        .args(args)
        .output()
        .unwrap()
}

/// A command's stdout and stderr as one string.
pub fn text(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A third-party test character (Knight.glb, RobotExpressive.glb, RiggedSimple.glb) from the
/// folder named by `RAGRIG_TEST_ASSETS` (scripts/test requires it; they are not redistributed
/// with ragrig).
pub fn asset(name: &str) -> PathBuf {
    let dir = std::env::var_os("RAGRIG_TEST_ASSETS")
        .expect("RAGRIG_TEST_ASSETS names the folder of the test characters (see scripts/test)");
    let p = PathBuf::from(dir).join(name);
    assert!(p.exists(), "missing test asset {}", p.display());
    p
}

pub fn sample_rig() -> PathBuf {
    repo().join("sample_rigs/mannequin.rig.toml")
}

pub fn tmpdir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// A small valid glTF (JSON with one embedded buffer): two joints `a` → `b` (b 1 m above a),
/// a skinned triangle whose weights sum to 0.5 (to be renormalised), and one clip `move` with a
/// LINEAR translation on `a`, a STEP translation on `b` and a CUBICSPLINE rotation on `b`.
pub fn crafted_gltf() -> (Value, Vec<u8>) {
    let mut bin = Vec::new();
    // 0: positions (3 × vec3)
    bin.extend(f32_bytes(&[0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]));
    // 36: joints (3 × u8x4)
    bin.extend([0u8, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0]);
    // 48: weights (3 × vec4), each summing to 0.5
    bin.extend(f32_bytes(&[
        0.25, 0.25, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.1, 0.4, 0.0, 0.0,
    ]));
    // 96: IBMs (2 × mat4): a at origin, b at y = 1
    let mut ibm = vec![0.0f32; 32];
    for k in 0..2 {
        for d in 0..4 {
            ibm[k * 16 + d * 5] = 1.0;
        }
    }
    ibm[16 + 13] = -1.0;
    bin.extend(f32_bytes(&ibm));
    // 224: times [0, 2]
    bin.extend(f32_bytes(&[0.0, 2.0]));
    // 232: a translation LINEAR: (0,0,0) → (2,4,-2)
    bin.extend(f32_bytes(&[0.0, 0.0, 0.0, 2.0, 4.0, -2.0]));
    // 256: b translation STEP: (0,1,0) then (7,8,9)
    bin.extend(f32_bytes(&[0.0, 1.0, 0.0, 7.0, 8.0, 9.0]));
    // 280: b rotation CUBICSPLINE: 2 keys × (in, value, out) × vec4
    // key 0 value identity, out-tangent 0; key 1 value 90° about Z, in-tangent 0.
    let s = std::f32::consts::FRAC_1_SQRT_2;
    bin.extend(f32_bytes(&[
        0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, //
        0.0, 0.0, 0.0, 0.0, 0.0, 0.0, s, s, 0.0, 0.0, 0.0, 0.0,
    ]));
    // 376: indices u16 ×3 (+2 pad)
    bin.extend([0u8, 0, 1, 0, 2, 0, 0, 0]);
    let len = bin.len();
    let uri = format!(
        "data:application/octet-stream;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(&bin)
    );
    let doc = json!({
        "asset": {"version": "2.0"},
        "scene": 0,
        "scenes": [{"nodes": [0, 2]}],
        "nodes": [
            {"name": "a", "children": [1]},
            {"name": "b", "translation": [0.0, 1.0, 0.0]},
            {"name": "body", "mesh": 0, "skin": 0}
        ],
        "skins": [{"joints": [0, 1], "inverseBindMatrices": 3}],
        "meshes": [{"name": "tri", "primitives": [{
            "attributes": {"POSITION": 0, "JOINTS_0": 1, "WEIGHTS_0": 2},
            "indices": 8
        }]}],
        "buffers": [{"byteLength": len, "uri": uri}],
        "bufferViews": [
            {"buffer": 0, "byteOffset": 0, "byteLength": 36},
            {"buffer": 0, "byteOffset": 36, "byteLength": 12},
            {"buffer": 0, "byteOffset": 48, "byteLength": 48},
            {"buffer": 0, "byteOffset": 96, "byteLength": 128},
            {"buffer": 0, "byteOffset": 224, "byteLength": 8},
            {"buffer": 0, "byteOffset": 232, "byteLength": 24},
            {"buffer": 0, "byteOffset": 256, "byteLength": 24},
            {"buffer": 0, "byteOffset": 280, "byteLength": 96},
            {"buffer": 0, "byteOffset": 376, "byteLength": 6}
        ],
        "accessors": [
            {"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3", "min": [0,0,0], "max": [1,1,0]},
            {"bufferView": 1, "componentType": 5121, "count": 3, "type": "VEC4"},
            {"bufferView": 2, "componentType": 5126, "count": 3, "type": "VEC4"},
            {"bufferView": 3, "componentType": 5126, "count": 2, "type": "MAT4"},
            {"bufferView": 4, "componentType": 5126, "count": 2, "type": "SCALAR", "min": [0.0], "max": [2.0]},
            {"bufferView": 5, "componentType": 5126, "count": 2, "type": "VEC3"},
            {"bufferView": 6, "componentType": 5126, "count": 2, "type": "VEC3"},
            {"bufferView": 7, "componentType": 5126, "count": 6, "type": "VEC4"},
            {"bufferView": 8, "componentType": 5123, "count": 3, "type": "SCALAR"}
        ],
        "animations": [{
            "name": "move",
            "samplers": [
                {"input": 4, "output": 5, "interpolation": "LINEAR"},
                {"input": 4, "output": 6, "interpolation": "STEP"},
                {"input": 4, "output": 7, "interpolation": "CUBICSPLINE"}
            ],
            "channels": [
                {"sampler": 0, "target": {"node": 0, "path": "translation"}},
                {"sampler": 1, "target": {"node": 1, "path": "translation"}},
                {"sampler": 2, "target": {"node": 1, "path": "rotation"}}
            ]
        }]
    });
    (doc, bin)
}

/// Replace the embedded buffer of a crafted document.
pub fn set_buffer(doc: &mut Value, bin: &[u8]) {
    doc["buffers"][0]["uri"] = json!(format!(
        "data:application/octet-stream;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(bin)
    ));
    doc["buffers"][0]["byteLength"] = json!(bin.len());
}

/// Runs `.ci/validate_gltf.js` when the validator is installed (`cd .ci && npm ci`);
/// with RAGRIG_REQUIRE_GLTF_VALIDATOR=1 (set by .ci/run) its absence is a failure.
pub fn khronos_validate(path: &std::path::Path) -> Option<serde_json::Value> {
    let script = repo().join(".ci/validate_gltf.js");
    let installed = repo().join(".ci/node_modules/gltf-validator").exists();
    if !installed {
        assert!(
            std::env::var("RAGRIG_REQUIRE_GLTF_VALIDATOR").is_err(),
            "the glTF validator is required but not installed (cd .ci && npm ci)"
        );
        eprintln!("skipping: glTF validator not installed");
        return None;
    }
    let out = Command::new("node")
        .arg(script)
        .arg(path)
        .output()
        .expect("node");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(serde_json::from_slice(&out.stdout).unwrap())
}

/// Step `live` (in compare mode, switched to ragdoll) until its ghost lies where a get-up can
/// start, and start it there on the ghost alone (the primary stays a ragdoll); the steps taken.
pub fn step_until_the_ghost_gets_up(
    live: &mut ragrig::editor::LiveSim,
    ch: &ragrig::character::Character,
    mut each_step: impl FnMut(&ragrig::editor::LiveSim, usize),
) -> usize {
    let mut steps = 0;
    loop {
        live.step(ch).unwrap();
        steps += 1;
        each_step(live, steps);
        if steps % 30 == 0 && live.ghost.as_mut().unwrap().session.recover_now(ch).is_ok() {
            return steps;
        }
        assert!(steps < 600, "the ghost never lay down to get up");
    }
}

/// A joint's reference frame worked out by hand from the bodies at rest (`rest`, world poses):
/// the parent body's world rotation and the child frame at rest seen from it, the frame a
/// joint's range of motion is read from.
pub fn reference_by_hand(
    rig: &ragrig::rig::Rig,
    rest: &[Option<ragrig::xform::Rigid>],
    joint: &ragrig::rig::Joint,
) -> (glam::Quat, glam::Quat) {
    let (fa, fb) = ragrig::rig::joint_world_frames(rig, rest, joint).unwrap();
    let parent_world = fa.rotation * joint.parent_frame.rotation.inverse();
    (parent_world, parent_world.inverse() * fb.rotation)
}

/// The swing ratio (1 = on the cone) of a pure flexion of `deg` degrees of the named joint from
/// its rest pose: a turn about its reference frame's Y in the direction that takes the limb
/// forward (world +Z, where the sample faces), measured with the rig's swing–twist decomposition.
pub fn flexion_cone_ratio(
    rig: &ragrig::rig::Rig,
    rest: &[Option<ragrig::xform::Rigid>],
    name: &str,
    deg: f32,
) -> f32 {
    motion_cone_ratio(rig, rest, name, glam::Vec3::Y, glam::Vec3::Z, deg)
}

/// The swing ratio (1 = on the cone) of a pure motion of `deg` degrees of the named joint from
/// its rest pose: a turn about its reference frame's `axis` (Y or Z) in the direction that
/// takes the child's X toward the world direction `toward`, measured with the rig's swing–twist
/// decomposition.
pub fn motion_cone_ratio(
    rig: &ragrig::rig::Rig,
    rest: &[Option<ragrig::xform::Rigid>],
    name: &str,
    axis: glam::Vec3,
    toward: glam::Vec3,
    deg: f32,
) -> f32 {
    use glam::{Quat, Vec3};
    let j = &rig.joints[rig.joint_index(name).unwrap()];
    let (parent_world, r_ref) = reference_by_hand(rig, rest, j);
    let about = |deg: f32| Quat::from_axis_angle(axis, deg.to_radians());
    let at_rest = parent_world * r_ref * Vec3::X;
    let sign = (parent_world * r_ref * about(30.0) * Vec3::X - at_rest)
        .dot(toward)
        .signum();
    let q = j.parent_frame.rotation.inverse() * r_ref * about(sign * deg);
    let (swing, _) = ragrig::rig::decompose(q);
    ragrig::rig::cone_ratio(swing, j.swing1, j.swing2)
}
