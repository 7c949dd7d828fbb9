//! `ragrig fit MODEL -o RIG`: generate a ragdoll rig for a humanoid model.
//!
//! Manual mapping overrides come from the `[mapping]` table of an existing RIG (so re-running
//! keeps them) and from `--map ROLE=BONE`; likewise the rest-pose choice (`--rest-pose`) and
//! the clip roles (`--clip-role ROLE=CLIP`; roles the existing RIG names are kept, the others
//! guessed). Exit 0 ok, 1 when the written rig has doctor
//! errors, 2 on bad input (unreadable model or preset, bad options, nothing humanoid found,
//! output not writable).

use super::{EXIT_BAD_INPUT, EXIT_FINDINGS, EXIT_OK, print_json};
use crate::character::{RestPose, load_character};
use crate::fit::{FitOptions, FitReport, MassMode, generate};
use crate::project::{Project, relative_path};
use crate::rig::preset::Preset;
use crate::rig::{Finding, Severity, load_rig, save_rig};
use serde::Serialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct FitArgs {
    pub preset: String,
    pub mass: f32,
    pub density: Option<f32>,
    pub map: Vec<String>,
    /// `clips`, `anatomy` or `preset`.
    pub limits: String,
    /// `bind` or `nodes` (None: the existing RIG's choice, else bind).
    pub rest_pose: Option<String>,
    /// `ROLE=CLIP` assignments.
    pub clip_roles: Vec<String>,
    /// `SWING1,SWING2,TWIST` in degrees for chain joints.
    pub chain_limits: String,
    pub no_chains: bool,
    /// Keep the hand-tuned bodies, joints and groups of the rig already at the output path.
    pub keep_hand_tuned: bool,
    pub json: bool,
}

#[derive(Serialize)]
struct Output<'a> {
    rig: String,
    model: String,
    report: &'a FitReport,
    /// With --keep-hand-tuned: the names kept from the existing rig, and what could not be.
    #[serde(skip_serializing_if = "Option::is_none")]
    kept: Option<KeptNames<'a>>,
    errors: usize,
    warnings: usize,
    findings: &'a [Finding],
}

#[derive(Serialize)]
struct KeptNames<'a> {
    bodies: &'a [String],
    joints: &'a [String],
    groups: &'a [String],
    dropped: &'a [String],
}

fn bad(msg: impl std::fmt::Display) -> i32 {
    eprintln!("error: {msg}");
    EXIT_BAD_INPUT
}

pub fn run(model: &Path, out: &Path, args: &FitArgs) -> i32 {
    let opts = match fit_options(args, out) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let ch = match load_character(model) {
        Ok(c) => c,
        Err(e) => return bad(e),
    };
    let dir = out.parent().unwrap_or(Path::new(""));
    let (mut rig, report) = match generate(&ch, &relative_path(dir, model), &opts) {
        Ok(x) => x,
        Err(e) => return bad(format!("{}: {e:#}", model.display())),
    };
    let mut kept = None;
    if args.keep_hand_tuned {
        match load_rig(out) {
            Ok(current) => {
                let (merged, k) = crate::fit::keep_hand_tuned(&current, &rig, &ch);
                rig = merged;
                kept = Some(k);
            }
            Err(e) => {
                return bad(format!(
                    "--keep-hand-tuned: {}: cannot read the rig to keep from: {e}",
                    out.display()
                ));
            }
        }
    }
    if let Err(e) = save_rig(&rig, out) {
        return bad(format!("{}: cannot write: {e}", out.display()));
    }
    let project = match Project::open_rig(out) {
        Ok(p) => p,
        Err(e) => return bad(e),
    };
    let findings = project.diagnose();
    let count = |s| findings.iter().filter(|f| f.severity == s).count();
    let (errors, warnings) = (count(Severity::Error), count(Severity::Warning));
    if args.json {
        print_json(&Output {
            rig: out.display().to_string(),
            model: project.model_path().display().to_string(),
            report: &report,
            kept: kept.as_ref().map(|k| KeptNames {
                bodies: &k.bodies,
                joints: &k.joints,
                groups: &k.groups,
                dropped: &k.dropped,
            }),
            errors,
            warnings,
            findings: &findings,
        });
    } else {
        print_report(&report);
        if let Some(k) = &kept {
            let names: Vec<&str> = k
                .bodies
                .iter()
                .chain(&k.joints)
                .chain(&k.groups)
                .map(String::as_str)
                .collect();
            out!("kept {} hand-tuned: {}", k.count(), names.join(", "));
            for d in &k.dropped {
                out!("not kept: {d}");
            }
        }
        for f in &findings {
            out!(
                "{:<8} {:<24} {:<28} {}",
                format!("{:?}", f.severity).to_lowercase(),
                f.code,
                f.subject,
                f.message
            );
        }
        out!(
            "wrote {}: {} bodies, {} joints, {:.1} kg; doctor: {errors} error(s), {warnings} warning(s)",
            out.display(),
            rig.bodies.len(),
            rig.joints.len(),
            rig.total_mass()
        );
    }
    if errors > 0 { EXIT_FINDINGS } else { EXIT_OK }
}

/// The generator's options from the arguments, with the manual mapping, rest pose and clip
/// roles of the rig already at `out` reused. On bad input the message is on stderr and the
/// exit code comes back.
fn fit_options(args: &FitArgs, out: &Path) -> Result<FitOptions, i32> {
    let preset = Preset::resolve(&args.preset).map_err(bad)?;
    let mass_mode = mass_mode(args)?;
    let old = previous_rig(out);
    let mut manual = old.as_ref().map(|o| o.mapping.clone()).unwrap_or_default();
    let mut clip_roles = old
        .as_ref()
        .map(|o| o.clip_roles.clone())
        .unwrap_or_default();
    for a in &args.clip_roles {
        match crate::rig::clip_roles::parse_assignment(a) {
            Ok((role, clip)) => {
                clip_roles.insert(role, clip);
            }
            Err(e) => return Err(bad(format!("--clip-role {e}"))),
        }
    }
    let rest_pose = match &args.rest_pose {
        Some(s) => match RestPose::parse(s) {
            Some(r) => r,
            None => return Err(bad(format!("--rest-pose '{s}': expected bind or nodes"))),
        },
        None => old.as_ref().map_or(RestPose::Bind, |o| o.rest_pose),
    };
    for m in &args.map {
        let Some((role, bone)) = m.split_once('=') else {
            return Err(bad(format!("--map '{m}': expected ROLE=BONE")));
        };
        manual.insert(role.trim().to_owned(), bone.trim().to_owned());
    }
    let Some(limits) = crate::fit::limits::LimitSource::parse(&args.limits) else {
        return Err(bad(format!(
            "--limits {}: expected clips, anatomy or preset",
            args.limits
        )));
    };
    let mut chains = crate::fit::ChainOptions {
        enabled: !args.no_chains,
        ..Default::default()
    };
    if let Err(e) = chains.parse_limits(&args.chain_limits) {
        return Err(bad(format!("--chain-limits {e}")));
    }
    Ok(FitOptions {
        total_mass_kg: args.mass,
        preset,
        mass_mode,
        manual_mapping: manual,
        limits,
        rest_pose,
        clip_roles,
        chains,
        ..FitOptions::default()
    })
}

/// How the masses are set: `--mass` split by segments, or `--density` × volume; both must be
/// positive.
fn mass_mode(args: &FitArgs) -> Result<MassMode, i32> {
    if !(args.mass.is_finite() && args.mass > 0.0) {
        return Err(bad(format!(
            "--mass {} must be a positive number of kg",
            args.mass
        )));
    }
    match args.density {
        Some(d) if d.is_finite() && d > 0.0 => Ok(MassMode::Density { kg_per_m3: d }),
        Some(d) => Err(bad(format!(
            "--density {d} must be a positive number of kg/m³"
        ))),
        None => Ok(MassMode::Segments),
    }
}

/// The rig already at `out`, if any (one that cannot be read is warned about and not reused).
fn previous_rig(out: &Path) -> Option<crate::rig::Rig> {
    match out.exists().then(|| load_rig(out)) {
        Some(Ok(old)) => Some(old),
        Some(Err(e)) => {
            eprintln!("warning: {e} (its [mapping], rest pose and clip roles are not reused)");
            None
        }
        None => None,
    }
}

fn print_report(r: &FitReport) {
    out!(
        "preset '{}', height {:.3} (model units)",
        r.preset,
        r.height
    );
    out!("{}", r.rest_pose.summary);
    out!("clip roles:");
    for role in crate::rig::ClipRole::ALL {
        match r.clip_roles.iter().find(|g| g.role == role) {
            Some(g) => out!(
                "  {:<13} {:<24} {} ({})",
                role.key(),
                g.clip,
                g.source,
                g.reason
            ),
            None => out!("  {:<13} -", role.key()),
        }
    }
    out!("mapping (role, bone, confidence, from):");
    for e in &r.mapping.roles {
        out!(
            "  {:<11} {:<24} {:>5} {}{}",
            e.role.name(),
            e.bone.as_deref().unwrap_or("-"),
            e.confidence
                .map_or_else(|| "-".to_owned(), |c| format!("{:.0} %", 100.0 * c)),
            e.source.map_or("", |s| s.label()),
            if e.confidence.is_some_and(|c| c < crate::fit::LOW_CONFIDENCE) {
                "  LOW"
            } else {
                ""
            }
        );
    }
    if !r.mapping.low_confidence.is_empty() {
        out!(
            "warning: low-confidence mapping for {}: check these roles (--map ROLE=BONE, or the editor's Generate ragdoll dialog)",
            r.mapping
                .low_confidence
                .iter()
                .map(|x| x.name())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if !r.mapping.unmapped_bones.is_empty() {
        out!("unmapped bones: {}", r.mapping.unmapped_bones.join(", "));
    }
    for n in r.mapping.notes.iter().chain(&r.notes) {
        out!("note: {n}");
    }
    out!("bodies:              vertices quality  radius  length   mass kg");
    for b in &r.bodies {
        out!(
            "  {:<11} {:<8} {:>8} {:>7} {:>7.3} {:>7.3} {:>9.3}",
            b.name,
            b.orientation,
            b.vertices,
            b.quality
                .map_or_else(|| "-".to_owned(), |q| format!("{:.0} %", q * 100.0)),
            b.radius,
            b.length,
            b.mass_kg
        );
    }
    if let Some(l) = &r.limits {
        super::limits::print_report(l);
    }
    if !r.disabled_pairs.is_empty() {
        let pairs: Vec<String> = r
            .disabled_pairs
            .iter()
            .map(|p| format!("{}–{}", p[0], p[1]))
            .collect();
        out!("overlapping at rest, contacts off: {}", pairs.join(", "));
    }
}

/// `ragrig fit`'s arguments (see [`Command::Fit`](super::Command::Fit)).
#[derive(clap::Args, Debug)]
pub struct FitCommand {
    model: PathBuf,
    /// The rig file to write (its [mapping] table, if it exists, is reused).
    #[arg(short, long, value_name = "RIG")]
    output: PathBuf,
    /// Preset name (presets/NAME.toml) or path to a preset file.
    #[arg(long, default_value = "human", value_name = "NAME|PATH")]
    preset: String,
    /// Total mass, kg (split by de Leva segment fractions).
    #[arg(long, default_value_t = 70.0, value_name = "KG")]
    mass: f32,
    /// Masses from shape volume × this density (kg/m³) instead of --mass.
    #[arg(long, value_name = "KG_M3")]
    density: Option<f32>,
    /// Manual mapping override, e.g. --map hand_l=LeftWrist (repeatable; empty BONE
    /// leaves the role unmapped).
    #[arg(long, value_name = "ROLE=BONE")]
    map: Vec<String>,
    /// Where the joint limits come from: fitted to the model's clips (the preset's when it
    /// has none), the anatomical range of motion, or the preset around the rest pose.
    #[arg(long, default_value = "clips", value_name = "clips|anatomy|preset")]
    limits: String,
    /// The pose to fit in: the skin's bind pose (default) or the file's node transforms
    /// (default: an existing RIG's choice, else bind).
    #[arg(long, value_name = "bind|nodes")]
    rest_pose: Option<String>,
    /// Which clip plays a role, e.g. --clip-role run=Running_A (repeatable; roles: idle,
    /// walk, run, jump, getup_supine, getup_prone; empty CLIP leaves the role empty).
    #[arg(long, value_name = "ROLE=CLIP")]
    clip_role: Vec<String>,
    /// Limits of chain joints (tails, ropes, capes, non-humanoid skeletons), degrees.
    #[arg(long, value_name = "SWING1,SWING2,TWIST", default_value = "30,30,15")]
    chain_limits: String,
    /// No chain bodies for bones outside the humanoid.
    #[arg(long)]
    no_chains: bool,
    /// Keep the hand-tuned bodies, joints and groups (those edited in the editor) of the rig
    /// already at RIG, matched by name.
    #[arg(long)]
    keep_hand_tuned: bool,
    #[arg(long)]
    json: bool,
}

impl FitCommand {
    /// Fit the rig and write it; returns the exit code.
    pub fn run(self) -> i32 {
        let Self {
            model,
            output,
            preset,
            mass,
            density,
            map,
            limits,
            rest_pose,
            clip_role,
            chain_limits,
            no_chains,
            keep_hand_tuned,
            json,
        } = self;
        run(
            &model,
            &output,
            &FitArgs {
                preset,
                mass,
                density,
                map,
                limits,
                rest_pose,
                clip_roles: clip_role,
                chain_limits,
                no_chains,
                keep_hand_tuned,
                json,
            },
        )
    }
}
