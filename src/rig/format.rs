//! The rig file: TOML, versioned, stable formatting (6 significant digits), exact round trip.
//! Unknown keys and wrong types are rejected with line and column (see docs/rig-format.md).

use super::clip_roles::{ClipRole, ClipRoles};
use super::model::*;
use crate::character::RestPose;
use crate::xform::Rigid;
use glam::{Quat, Vec3};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum RigError {
    #[error("{path}: cannot read file: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {error}")]
    Parse { path: PathBuf, error: RigParseError },
}

/// What is wrong with a rig file's text, and on which line.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RigParseError {
    /// Not TOML, or a field missing or of the wrong type: the TOML parser's own message,
    /// which names the line and column and quotes the line.
    #[error("{message}")]
    Syntax {
        /// 1-based.
        line: Option<usize>,
        message: String,
    },
    /// Valid TOML that ragrig cannot use (an unsupported version, an unknown engine, a
    /// group with both kinds of gains).
    #[error("{}{message}", line.map_or(String::new(), |l| format!("line {l}: ")))]
    Content {
        /// 1-based; None when the offending key is not written in the file.
        line: Option<usize>,
        message: String,
    },
}

impl RigParseError {
    /// The 1-based line of the problem, when known.
    pub fn line(&self) -> Option<usize> {
        match self {
            RigParseError::Syntax { line, .. } | RigParseError::Content { line, .. } => *line,
        }
    }

    fn syntax(text: &str, e: &toml::de::Error) -> Self {
        RigParseError::Syntax {
            line: e
                .span()
                .map(|r| text[..r.start.min(text.len())].matches('\n').count() + 1),
            message: e.to_string().trim_end().to_owned(),
        }
    }

    fn content(text: &str, key_prefix: &str, message: String) -> Self {
        RigParseError::Content {
            line: line_of(text, key_prefix),
            message,
        }
    }
}

/// Read and parse a rig file.
pub fn load_rig(path: &Path) -> Result<Rig, RigError> {
    let text = std::fs::read_to_string(path).map_err(|source| RigError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    parse_rig(&text).map_err(|error| RigError::Parse {
        path: path.to_path_buf(),
        error,
    })
}

/// Write a rig file atomically (a temporary file in the same folder, then a rename).
pub fn save_rig(rig: &Rig, path: &Path) -> std::io::Result<()> {
    crate::atomic_write(path, write_rig(rig).as_bytes())
}

// ---------------------------------------------------------------- file representation

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRig {
    format_version: u32,
    model: FileModel,
    #[serde(default)]
    sim: Option<FileSim>,
    #[serde(default)]
    switch: Option<FileSwitch>,
    #[serde(default)]
    recovery: Option<FileRecovery>,
    #[serde(default)]
    clips: Option<FileClips>,
    #[serde(default)]
    collision: Option<FileCollision>,
    #[serde(default)]
    mapping: BTreeMap<String, String>,
    #[serde(default)]
    group: BTreeMap<String, FileGroup>,
    #[serde(default)]
    body: Vec<FileBody>,
    #[serde(default)]
    joint: Vec<FileJoint>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileModel {
    path: String,
    #[serde(default)]
    rest_pose: Option<FileRestPose>,
    /// Height of the ground in the model's coordinates, m.
    #[serde(default)]
    floor: f32,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum FileRestPose {
    Bind,
    Nodes,
}

/// `[clips]`: role → clip name, every key optional.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct FileClips {
    idle: Option<String>,
    walk: Option<String>,
    run: Option<String>,
    jump: Option<String>,
    getup_supine: Option<String>,
    getup_prone: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSim {
    dt: f32,
    substeps: u32,
    #[serde(default = "default_iterations")]
    iterations: u32,
    gravity: [f32; 3],
    ground: bool,
    ground_friction: f32,
    ground_restitution: f32,
    #[serde(default = "default_joint_friction")]
    joint_friction: f32,
    /// A coefficient; optional (older files get the default).
    #[serde(default = "default_rolling_resistance")]
    rolling_resistance: f32,
    /// "rapier" (the default, omitted when writing) or "jolt".
    #[serde(default)]
    engine: Option<String>,
}

fn default_iterations() -> u32 {
    SimSettings::default().iterations
}

fn default_inertia_scale() -> f32 {
    1.0
}

fn default_joint_friction() -> f32 {
    SimSettings::default().joint_friction
}

fn default_rolling_resistance() -> f32 {
    SimSettings::default().rolling_resistance
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSwitch {
    max_linear_speed: f32,
    max_angular_speed_deg: f32,
    teleport_distance: f32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRecovery {
    pelvis: String,
    chest: String,
    chest_outward_axis: [f32; 3],
    settle_window: f32,
    settle_linear_speed: f32,
    settle_angular_speed_deg: f32,
    /// Older files: the get-up clips (now `[clips] getup_supine` / `getup_prone`).
    #[serde(default)]
    supine_clip: Option<String>,
    #[serde(default)]
    prone_clip: Option<String>,
    stand_forward_axis: [f32; 3],
    blend_time: f32,
    mode: FileMode,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum FileMode {
    Presentation,
    Powered,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileCollision {
    #[serde(default)]
    disabled_pairs: Vec<[String; 2]>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileGroup {
    kp: Option<f32>,
    kd: Option<f32>,
    frequency_hz: Option<f32>,
    damping_ratio: Option<f32>,
    max_torque: f32,
    #[serde(default = "one")]
    weight: f32,
    #[serde(default)]
    hand_tuned: bool,
}

fn one() -> f32 {
    1.0
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, tag = "kind", rename_all = "lowercase")]
enum FileShape {
    Capsule { radius: f32, half_height: f32 },
    Sphere { radius: f32 },
    Box { half_extents: [f32; 3] },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FilePose {
    translation: [f32; 3],
    rotation: [f32; 4],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileBody {
    name: String,
    bone: String,
    shape: FileShape,
    offset: FilePose,
    mass: f32,
    #[serde(default = "default_inertia_scale")]
    inertia_scale: f32,
    friction: f32,
    restitution: f32,
    simulated: bool,
    #[serde(default)]
    hand_tuned: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileDrive {
    kp: f32,
    kd: f32,
    max_torque: f32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileJoint {
    name: String,
    parent: String,
    child: String,
    parent_frame: FilePose,
    child_frame: FilePose,
    swing1_deg: f32,
    swing2_deg: f32,
    twist_min_deg: f32,
    twist_max_deg: f32,
    group: String,
    #[serde(default)]
    drive: Option<FileDrive>,
    #[serde(default)]
    collide_connected: bool,
    #[serde(default)]
    hand_tuned: bool,
}

fn pose(p: &FilePose) -> Rigid {
    // Rotations are kept exactly as written; the doctor reports non-unit ones (`non-unit-rotation`).
    Rigid::new(Quat::from_array(p.rotation), Vec3::from(p.translation))
}

/// Parse rig TOML text. Errors carry the line (and, from the TOML parser, the column).
pub fn parse_rig(text: &str) -> Result<Rig, RigParseError> {
    let f: FileRig = toml::from_str(text).map_err(|e| RigParseError::syntax(text, &e))?;
    if f.format_version != FORMAT_VERSION {
        return Err(RigParseError::content(
            text,
            "format_version",
            format!(
                "format_version {} is not supported (this ragrig reads version {FORMAT_VERSION})",
                f.format_version
            ),
        ));
    }
    let sim = read_sim(text, f.sim)?;
    let switch = f
        .switch
        .map_or_else(SwitchSettings::default, |s| SwitchSettings {
            max_linear_speed: s.max_linear_speed,
            max_angular_speed: s.max_angular_speed_deg.to_radians(),
            teleport_distance: s.teleport_distance,
        });
    let clip_roles = read_clip_roles(f.recovery.as_ref(), f.clips);
    let recovery = f
        .recovery
        .map_or_else(RecoverySettings::default, read_recovery);
    let groups = read_groups(text, f.group)?;
    Ok(Rig {
        model_path: f.model.path,
        rest_pose: match f.model.rest_pose {
            Some(FileRestPose::Nodes) => RestPose::Nodes,
            Some(FileRestPose::Bind) | None => RestPose::Bind,
        },
        floor: f.model.floor,
        sim,
        switch,
        recovery,
        groups,
        bodies: f.body.into_iter().map(read_body).collect(),
        joints: f.joint.into_iter().map(read_joint).collect(),
        disabled_pairs: f.collision.map(|c| c.disabled_pairs).unwrap_or_default(),
        mapping: f.mapping,
        clip_roles,
    })
}

/// `[sim]` (the defaults when absent); an unknown engine is an error.
fn read_sim(text: &str, sim: Option<FileSim>) -> Result<SimSettings, RigParseError> {
    let engine = match sim.as_ref().and_then(|s| s.engine.as_deref()) {
        None => SimEngine::Rapier,
        Some(e) => SimEngine::parse(e)
            .map_err(|m| RigParseError::content(text, "engine", format!("[sim] engine: {m}")))?,
    };
    Ok(sim.map_or_else(SimSettings::default, |s| SimSettings {
        engine,
        dt: s.dt,
        substeps: s.substeps,
        iterations: s.iterations,
        gravity: Vec3::from(s.gravity),
        ground: s.ground,
        ground_friction: s.ground_friction,
        ground_restitution: s.ground_restitution,
        joint_friction: s.joint_friction,
        rolling_resistance: s.rolling_resistance,
    }))
}

/// The clip roles: `[clips]`, over the get-up clips older files named in `[recovery]`.
fn read_clip_roles(recovery: Option<&FileRecovery>, clips: Option<FileClips>) -> ClipRoles {
    let mut clip_roles = ClipRoles::new();
    if let Some(r) = recovery {
        // Older files named the get-up clips in [recovery]; [clips] wins when both do.
        for (role, clip) in [
            (ClipRole::GetupSupine, &r.supine_clip),
            (ClipRole::GetupProne, &r.prone_clip),
        ] {
            if let Some(c) = clip.as_ref().filter(|c| !c.is_empty()) {
                clip_roles.insert(role, c.clone());
            }
        }
    }
    if let Some(c) = clips {
        for (role, clip) in [
            (ClipRole::Idle, c.idle),
            (ClipRole::Walk, c.walk),
            (ClipRole::Run, c.run),
            (ClipRole::Jump, c.jump),
            (ClipRole::GetupSupine, c.getup_supine),
            (ClipRole::GetupProne, c.getup_prone),
        ] {
            match clip {
                Some(c) if c.is_empty() => {
                    clip_roles.remove(&role);
                }
                Some(c) => {
                    clip_roles.insert(role, c);
                }
                None => {}
            }
        }
    }
    clip_roles
}

/// `[recovery]`, angular speeds from degrees to radians.
fn read_recovery(r: FileRecovery) -> RecoverySettings {
    RecoverySettings {
        pelvis: r.pelvis,
        chest: r.chest,
        chest_outward_axis: Vec3::from(r.chest_outward_axis),
        settle_window: r.settle_window,
        settle_linear_speed: r.settle_linear_speed,
        settle_angular_speed: r.settle_angular_speed_deg.to_radians(),
        stand_forward_axis: Vec3::from(r.stand_forward_axis),
        blend_time: r.blend_time,
        mode: match r.mode {
            FileMode::Presentation => RecoveryMode::Presentation,
            FileMode::Powered => RecoveryMode::Powered,
        },
    }
}

/// The `[group.NAME]` tables; a group must give exactly one form of gains.
fn read_groups(
    text: &str,
    file_groups: BTreeMap<String, FileGroup>,
) -> Result<BTreeMap<String, Group>, RigParseError> {
    let mut groups = BTreeMap::new();
    for (name, g) in file_groups {
        let gains = match (g.kp, g.kd, g.frequency_hz, g.damping_ratio) {
            (Some(kp), Some(kd), None, None) => Gains::Stiffness { kp, kd },
            (None, None, Some(frequency_hz), Some(damping_ratio)) => Gains::Frequency {
                frequency_hz,
                damping_ratio,
            },
            _ => {
                return Err(RigParseError::content(
                    text,
                    &format!("[group.{name}]"),
                    format!(
                        "group.{name}: give either kp and kd, or frequency_hz and damping_ratio"
                    ),
                ));
            }
        };
        groups.insert(
            name,
            Group {
                gains,
                max_torque: g.max_torque,
                weight: g.weight,
                hand_tuned: g.hand_tuned,
            },
        );
    }
    Ok(groups)
}

/// One `[[body]]`.
fn read_body(b: FileBody) -> Body {
    Body {
        name: b.name,
        bone: b.bone,
        shape: match b.shape {
            FileShape::Capsule {
                radius,
                half_height,
            } => Shape::Capsule {
                radius,
                half_height,
            },
            FileShape::Sphere { radius } => Shape::Sphere { radius },
            FileShape::Box { half_extents } => Shape::Box {
                half_extents: Vec3::from(half_extents),
            },
        },
        offset: pose(&b.offset),
        mass: b.mass,
        inertia_scale: b.inertia_scale,
        friction: b.friction,
        restitution: b.restitution,
        simulated: b.simulated,
        hand_tuned: b.hand_tuned,
    }
}

/// One `[[joint]]`, limits from degrees to radians.
fn read_joint(j: FileJoint) -> Joint {
    Joint {
        name: j.name,
        parent: j.parent,
        child: j.child,
        parent_frame: pose(&j.parent_frame),
        child_frame: pose(&j.child_frame),
        swing1: j.swing1_deg.to_radians(),
        swing2: j.swing2_deg.to_radians(),
        twist_min: j.twist_min_deg.to_radians(),
        twist_max: j.twist_max_deg.to_radians(),
        group: j.group,
        drive: j.drive.map(|d| DriveOverride {
            kp: d.kp,
            kd: d.kd,
            max_torque: d.max_torque,
        }),
        collide_connected: j.collide_connected,
        hand_tuned: j.hand_tuned,
    }
}

// ---------------------------------------------------------------- writer

/// A float with 6 significant digits, always with a decimal point or exponent.
pub fn fmt_f(x: f32) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return "0.0".into();
    }
    let rounded: f64 = format!("{:.5e}", x as f64).parse().unwrap_or(x as f64);
    let mut s = format!("{rounded}");
    if !s.contains(['.', 'e', 'E']) {
        s.push_str(".0");
    }
    s
}

fn fmt_deg(rad: f32) -> String {
    fmt_f((rad as f64).to_degrees() as f32)
}

fn fmt_v(v: &[f32]) -> String {
    let parts: Vec<String> = v.iter().map(|&x| fmt_f(x)).collect();
    format!("[{}]", parts.join(", "))
}

fn fmt_s(s: &str) -> String {
    // JSON string escapes are valid TOML basic-string escapes; TOML also forbids a raw DEL.
    serde_json::to_string(s)
        .unwrap_or_else(|_| "\"\"".into())
        .replace('\u{7f}', "\\u007F")
}

/// The 1-based number of the first line of `text` that starts with `prefix` (for errors found
/// after parsing, which the TOML parser cannot place).
fn line_of(text: &str, prefix: &str) -> Option<usize> {
    text.lines()
        .position(|l| l.trim_start().starts_with(prefix))
        .map(|n| n + 1)
}

fn fmt_key(k: &str) -> String {
    if !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        k.to_owned()
    } else {
        fmt_s(k)
    }
}

/// Poses are written with |x| < 1e-6 snapped to 0 (float noise from frame maths) and the
/// quaternion's sign chosen so that w ≥ 0 (the same rotation).
fn fmt_pose(p: &Rigid) -> String {
    let snap = |x: f32| if x.abs() < 1e-6 { 0.0 } else { x };
    let mut q = p.rotation.to_array().map(snap);
    if q[3] < 0.0 {
        q = q.map(|x| if x == 0.0 { 0.0 } else { -x });
    }
    format!(
        "{{ translation = {}, rotation = {} }}",
        fmt_v(&p.translation.to_array().map(snap)),
        fmt_v(&q)
    )
}

/// Serialise a rig in the canonical layout (stable order and number format).
pub fn write_rig(rig: &Rig) -> String {
    let mut o = String::new();
    let w = &mut o;
    let _ = writeln!(
        w,
        "# ragrig rig file. Units: metres, kilograms, seconds, degrees."
    );
    let _ = writeln!(w, "# Format reference: docs/rig-format.md");
    let _ = writeln!(w, "format_version = {FORMAT_VERSION}");
    let _ = writeln!(w, "\n[model]\npath = {}", fmt_s(&rig.model_path));
    let _ = writeln!(w, "rest_pose = \"{}\"", rig.rest_pose.name());
    if rig.floor != 0.0 {
        let _ = writeln!(w, "floor = {}", fmt_f(rig.floor));
    }
    write_sim(w, &rig.sim);
    write_switch(w, &rig.switch);
    write_recovery(w, &rig.recovery);
    if rig.clip_roles.values().any(|c| !c.is_empty()) {
        let _ = writeln!(w, "\n[clips]");
        for role in ClipRole::ALL {
            if let Some(c) = rig.clip_for(role) {
                let _ = writeln!(w, "{} = {}", role.key(), fmt_s(c));
            }
        }
    }
    let _ = writeln!(w, "\n[collision]");
    if rig.disabled_pairs.is_empty() {
        let _ = writeln!(w, "disabled_pairs = []");
    } else {
        let _ = writeln!(w, "disabled_pairs = [");
        for p in &rig.disabled_pairs {
            let _ = writeln!(w, "  [{}, {}],", fmt_s(&p[0]), fmt_s(&p[1]));
        }
        let _ = writeln!(w, "]");
    }
    if !rig.mapping.is_empty() {
        let _ = writeln!(w, "\n[mapping]");
        for (k, v) in &rig.mapping {
            let _ = writeln!(w, "{} = {}", fmt_key(k), fmt_s(v));
        }
    }
    for (name, g) in &rig.groups {
        write_group(w, name, g);
    }
    for b in &rig.bodies {
        write_body(w, b);
    }
    for j in &rig.joints {
        write_joint(w, j);
    }
    o
}

/// The `[sim]` table (the engine only when it is not the default).
fn write_sim(w: &mut String, s: &SimSettings) {
    let _ = writeln!(w, "\n[sim]");
    let _ = writeln!(w, "dt = {}", fmt_f(s.dt));
    let _ = writeln!(w, "substeps = {}", s.substeps);
    let _ = writeln!(w, "iterations = {}", s.iterations);
    let _ = writeln!(w, "gravity = {}", fmt_v(&s.gravity.to_array()));
    let _ = writeln!(w, "ground = {}", s.ground);
    let _ = writeln!(w, "ground_friction = {}", fmt_f(s.ground_friction));
    let _ = writeln!(w, "ground_restitution = {}", fmt_f(s.ground_restitution));
    let _ = writeln!(w, "joint_friction = {}", fmt_f(s.joint_friction));
    let _ = writeln!(w, "rolling_resistance = {}", fmt_f(s.rolling_resistance));
    if s.engine != SimEngine::Rapier {
        let _ = writeln!(w, "engine = {}", fmt_s(s.engine.name()));
    }
}

/// The `[switch]` table.
fn write_switch(w: &mut String, sw: &SwitchSettings) {
    let _ = writeln!(w, "\n[switch]");
    let _ = writeln!(w, "max_linear_speed = {}", fmt_f(sw.max_linear_speed));
    let _ = writeln!(
        w,
        "max_angular_speed_deg = {}",
        fmt_deg(sw.max_angular_speed)
    );
    let _ = writeln!(w, "teleport_distance = {}", fmt_f(sw.teleport_distance));
}

/// The `[recovery]` table.
fn write_recovery(w: &mut String, r: &RecoverySettings) {
    let _ = writeln!(w, "\n[recovery]");
    let _ = writeln!(w, "pelvis = {}", fmt_s(&r.pelvis));
    let _ = writeln!(w, "chest = {}", fmt_s(&r.chest));
    let _ = writeln!(
        w,
        "chest_outward_axis = {}",
        fmt_v(&r.chest_outward_axis.to_array())
    );
    let _ = writeln!(w, "settle_window = {}", fmt_f(r.settle_window));
    let _ = writeln!(w, "settle_linear_speed = {}", fmt_f(r.settle_linear_speed));
    let _ = writeln!(
        w,
        "settle_angular_speed_deg = {}",
        fmt_deg(r.settle_angular_speed)
    );
    let _ = writeln!(
        w,
        "stand_forward_axis = {}",
        fmt_v(&r.stand_forward_axis.to_array())
    );
    let _ = writeln!(w, "blend_time = {}", fmt_f(r.blend_time));
    let mode = match r.mode {
        RecoveryMode::Presentation => "presentation",
        RecoveryMode::Powered => "powered",
    };
    let _ = writeln!(w, "mode = \"{mode}\"");
}

/// One `[group.NAME]` table: its gains in the form they were given.
fn write_group(w: &mut String, name: &str, g: &Group) {
    let _ = writeln!(w, "\n[group.{}]", fmt_key(name));
    match g.gains {
        Gains::Stiffness { kp, kd } => {
            let _ = writeln!(w, "kp = {}\nkd = {}", fmt_f(kp), fmt_f(kd));
        }
        Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } => {
            let _ = writeln!(
                w,
                "frequency_hz = {}\ndamping_ratio = {}",
                fmt_f(frequency_hz),
                fmt_f(damping_ratio)
            );
        }
    }
    let _ = writeln!(w, "max_torque = {}", fmt_f(g.max_torque));
    let _ = writeln!(w, "weight = {}", fmt_f(g.weight));
    if g.hand_tuned {
        let _ = writeln!(w, "hand_tuned = true");
    }
}

/// One `[[body]]` table.
fn write_body(w: &mut String, b: &Body) {
    let _ = writeln!(w, "\n[[body]]");
    let _ = writeln!(w, "name = {}", fmt_s(&b.name));
    let _ = writeln!(w, "bone = {}", fmt_s(&b.bone));
    let shape = match b.shape {
        Shape::Capsule {
            radius,
            half_height,
        } => format!(
            "{{ kind = \"capsule\", radius = {}, half_height = {} }}",
            fmt_f(radius),
            fmt_f(half_height)
        ),
        Shape::Sphere { radius } => {
            format!("{{ kind = \"sphere\", radius = {} }}", fmt_f(radius))
        }
        Shape::Box { half_extents } => format!(
            "{{ kind = \"box\", half_extents = {} }}",
            fmt_v(&half_extents.to_array())
        ),
    };
    let _ = writeln!(w, "shape = {shape}");
    let _ = writeln!(w, "offset = {}", fmt_pose(&b.offset));
    let _ = writeln!(w, "mass = {}", fmt_f(b.mass));
    if b.inertia_scale != 1.0 {
        let _ = writeln!(w, "inertia_scale = {}", fmt_f(b.inertia_scale));
    }
    let _ = writeln!(w, "friction = {}", fmt_f(b.friction));
    let _ = writeln!(w, "restitution = {}", fmt_f(b.restitution));
    let _ = writeln!(w, "simulated = {}", b.simulated);
    if b.hand_tuned {
        let _ = writeln!(w, "hand_tuned = true");
    }
}

/// One `[[joint]]` table (limits in degrees; the drive override and collide_connected only
/// when set).
fn write_joint(w: &mut String, j: &Joint) {
    let _ = writeln!(w, "\n[[joint]]");
    let _ = writeln!(w, "name = {}", fmt_s(&j.name));
    let _ = writeln!(w, "parent = {}", fmt_s(&j.parent));
    let _ = writeln!(w, "child = {}", fmt_s(&j.child));
    let _ = writeln!(w, "parent_frame = {}", fmt_pose(&j.parent_frame));
    let _ = writeln!(w, "child_frame = {}", fmt_pose(&j.child_frame));
    let _ = writeln!(w, "swing1_deg = {}", fmt_deg(j.swing1));
    let _ = writeln!(w, "swing2_deg = {}", fmt_deg(j.swing2));
    let _ = writeln!(w, "twist_min_deg = {}", fmt_deg(j.twist_min));
    let _ = writeln!(w, "twist_max_deg = {}", fmt_deg(j.twist_max));
    let _ = writeln!(w, "group = {}", fmt_s(&j.group));
    if let Some(d) = j.drive {
        let _ = writeln!(
            w,
            "drive = {{ kp = {}, kd = {}, max_torque = {} }}",
            fmt_f(d.kp),
            fmt_f(d.kd),
            fmt_f(d.max_torque)
        );
    }
    if j.collide_connected {
        let _ = writeln!(w, "collide_connected = true");
    }
    if j.hand_tuned {
        let _ = writeln!(w, "hand_tuned = true");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_format_is_six_significant_digits() {
        assert_eq!(fmt_f(0.1 + 0.2), "0.3");
        assert_eq!(fmt_f(1.0 / 60.0), "0.0166667");
        assert_eq!(fmt_f(1.0), "1.0");
        assert_eq!(fmt_f(-9.81), "-9.81");
        assert_eq!(fmt_f(123456789.0), "123457000.0");
        assert_eq!(fmt_f(1.5e-7), "0.00000015");
        assert_eq!(fmt_f(f32::NAN), "nan");
    }

    #[test]
    fn unknown_key_is_rejected_with_line_and_column() {
        let text = "format_version = 1\n[model]\npath = \"a.glb\"\ncolour = 3\n";
        let e = parse_rig(text).unwrap_err();
        assert_eq!(e.line(), Some(4), "{e}");
        assert!(matches!(e, RigParseError::Syntax { .. }), "{e}");
        let shown = e.to_string();
        assert!(shown.contains("line 4") && shown.contains("colour"), "{e}");
    }

    #[test]
    fn wrong_type_is_rejected_with_line() {
        let text = "format_version = 1\n[model]\npath = \"a.glb\"\n[sim]\ndt = \"fast\"\n";
        let e = parse_rig(text).unwrap_err();
        assert_eq!(e.line(), Some(5), "{e}");
        assert!(e.to_string().contains("line 5"), "{e}");
    }

    #[test]
    fn gains_need_exactly_one_form() {
        let text = "format_version = 1\n[model]\npath = \"a.glb\"\n[group.arm]\nkp = 1.0\nmax_torque = 2.0\n";
        let e = parse_rig(text).unwrap_err();
        assert_eq!(e.line(), Some(4), "{e}");
        assert!(matches!(e, RigParseError::Content { .. }), "{e}");
        assert!(e.to_string().starts_with("line 4: group.arm:"), "{e}");
    }

    #[test]
    fn the_floor_round_trips_and_is_written_only_when_set() {
        let mut rig = Rig::empty("a.glb");
        assert!(!write_rig(&rig).contains("floor"));
        rig.floor = -0.0203044;
        let text = write_rig(&rig);
        assert!(
            text.contains("rest_pose = \"bind\"\nfloor = -0.0203044\n"),
            "{text}"
        );
        assert_eq!(parse_rig(&text).unwrap().floor, -0.0203044);
        let old = "format_version = 1\n[model]\npath = \"a.glb\"\n";
        assert_eq!(parse_rig(old).unwrap().floor, 0.0);
    }

    #[test]
    fn control_characters_are_escaped() {
        let mut rig = Rig::empty("a\u{7f}b\"c\n.glb");
        rig.sim.dt = 0.01;
        let text = write_rig(&rig);
        assert_eq!(parse_rig(&text).unwrap().model_path, "a\u{7f}b\"c\n.glb");
    }

    #[test]
    fn clip_roles_and_rest_pose_round_trip_and_old_recovery_clips_migrate() {
        let text = "format_version = 1\n[model]\npath = \"a.glb\"\nrest_pose = \"nodes\"\n\
                    [clips]\nrun = \"Running_A\"\ngetup_prone = \"Lie \\\"up\\\"\"\n";
        let rig = parse_rig(text).unwrap();
        assert_eq!(rig.rest_pose, RestPose::Nodes);
        assert_eq!(rig.clip_for(ClipRole::Run), Some("Running_A"));
        assert_eq!(rig.clip_for(ClipRole::GetupProne), Some("Lie \"up\""));
        assert_eq!(rig.clip_for(ClipRole::Idle), None);
        let once = write_rig(&rig);
        assert!(
            once.contains("[clips]\nrun = \"Running_A\"\ngetup_prone = "),
            "{once}"
        );
        assert_eq!(write_rig(&parse_rig(&once).unwrap()), once);
        // An older [recovery] with supine_clip / prone_clip.
        let old = "format_version = 1\n[model]\npath = \"a.glb\"\n[recovery]\npelvis = \"p\"\n\
                   chest = \"c\"\nchest_outward_axis = [0.0, 0.0, 1.0]\nsettle_window = 0.5\n\
                   settle_linear_speed = 0.1\nsettle_angular_speed_deg = 11.0\n\
                   supine_clip = \"up_b\"\nprone_clip = \"up_f\"\n\
                   stand_forward_axis = [0.0, 0.0, 1.0]\nblend_time = 0.6\nmode = \"powered\"\n";
        let rig = parse_rig(old).unwrap();
        assert_eq!(rig.rest_pose, RestPose::Bind);
        assert_eq!(rig.clip_for(ClipRole::GetupSupine), Some("up_b"));
        assert_eq!(rig.clip_for(ClipRole::GetupProne), Some("up_f"));
        let new = write_rig(&rig);
        assert!(!new.contains("supine_clip") && new.contains("getup_supine = \"up_b\""));
        // Unknown roles and rest poses are rejected with their line.
        let e =
            parse_rig("format_version = 1\n[model]\npath = \"a.glb\"\n[clips]\nsprint = \"x\"\n")
                .unwrap_err();
        assert_eq!(e.line(), Some(5), "{e}");
        assert!(e.to_string().contains("sprint"), "{e}");
        let e = parse_rig("format_version = 1\n[model]\npath = \"a.glb\"\nrest_pose = \"t\"\n")
            .unwrap_err();
        assert_eq!(e.line(), Some(4), "{e}");
    }

    #[test]
    fn minimal_file_round_trips_through_the_canonical_form() {
        let text = "format_version = 1\n[model]\npath = \"a.glb\"\n";
        let rig = parse_rig(text).unwrap();
        let once = write_rig(&rig);
        let twice = write_rig(&parse_rig(&once).unwrap());
        assert_eq!(once, twice);
    }
}
