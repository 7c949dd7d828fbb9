//! "Generate ragdoll": mapping → capsules → joints → masses → collision filtering → a rig,
//! with a report of what was found and how well the capsules fit.

use super::capsule::{
    BodySeed, CapsuleFit, FitSettings, character_floor, character_height, fit_bodies,
};
use super::chains::{ChainOptions, ChainParent, ChainSeed, plan_chains};
use super::clip_guess::{ChestAxis, ClipGuess, guess_clip_roles};
use super::collision::overlapping_pairs;
use super::error::FitError;
use super::frames::{CharacterFrame, local_frames};
use super::limits::{LimitFitOptions, LimitFitReport, LimitSource, anatomy_limits, fit_limits};
use super::mapping::{Mapping, MappingReport};
use super::mass::{MAX_JOINT_RATIO, MassMode, density_masses, limit_ratios, segment_masses};
use super::names::Side;
use super::role::{Role, Segment};
use crate::character::{Character, RestPose};
use crate::rig::model::{Body, Joint, Rig, Shape};
use crate::rig::preset::Preset;
use crate::rig::{ClipRole, ClipRoles};
use crate::xform::{Rigid, frame_from_x_y};
use glam::{Quat, Vec3};
use serde::Serialize;
use std::collections::BTreeMap;

/// Generator settings.
#[derive(Clone, Debug)]
pub struct FitOptions {
    /// kg (with [`MassMode::Segments`]).
    pub total_mass_kg: f32,
    /// Joint limits by joint type, drive groups and gains.
    pub preset: Preset,
    /// Generate only these roles (`pelvis`, `thigh_l`, ...); all mapped roles when None.
    pub include: Option<Vec<String>>,
    pub mass_mode: MassMode,
    /// Quantile of the vertex distances to the axis used as the capsule radius, (0, 1].
    pub radius_percentile: f32,
    /// Manual role → bone overrides (the rig's `[mapping]` table); kept in the generated rig.
    pub manual_mapping: BTreeMap<String, String>,
    /// Where the joint limits come from (default: fitted to the model's clips).
    pub limits: LimitSource,
    /// The pose to fit in: the skin's bind pose (default) or the node transforms.
    pub rest_pose: RestPose,
    /// Clip roles set by hand (kept); the others are guessed from clip names and motion.
    pub clip_roles: ClipRoles,
    /// Chain bodies for bones outside a humanoid (and for non-humanoid skeletons): limits and
    /// drives (see `fit::chains`).
    pub chains: ChainOptions,
}

impl Default for FitOptions {
    fn default() -> Self {
        FitOptions {
            total_mass_kg: 70.0,
            preset: Preset::human(),
            include: None,
            mass_mode: MassMode::Segments,
            radius_percentile: 0.9,
            manual_mapping: BTreeMap::new(),
            limits: LimitSource::Clips,
            rest_pose: RestPose::Bind,
            clip_roles: ClipRoles::new(),
            chains: ChainOptions::default(),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct BodyReport {
    pub name: String,
    pub bone: String,
    /// Vertices that belong to the body.
    pub vertices: usize,
    /// Share of those inside the capsule; None for a fallback capsule.
    pub quality: Option<f32>,
    pub radius: f32,
    /// Tip-to-tip length.
    pub length: f32,
    pub mass_kg: f32,
    /// "along" the bone, "across" the body (trunk), or "fallback" (too few vertices).
    pub orientation: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct JointReport {
    pub name: String,
    pub parent: String,
    pub child: String,
    pub joint_type: String,
    pub group: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct FitReport {
    pub preset: String,
    /// Height of the rest pose, model units.
    pub height: f32,
    pub mapping: MappingReport,
    pub bodies: Vec<BodyReport>,
    pub joints: Vec<JointReport>,
    /// Non-adjacent pairs overlapping at rest, now in `[collision] disabled_pairs`.
    pub disabled_pairs: Vec<[String; 2]>,
    pub total_mass_kg: f32,
    /// Lowest and highest quality over the fitted bodies.
    pub quality_range: Option<[f32; 2]>,
    /// The rest pose fitted in, and how the node transforms differ from the bind pose.
    pub rest_pose: RestPoseReport,
    /// Which clip plays each role and why (roles absent: no clip found).
    pub clip_roles: Vec<ClipGuess>,
    /// Choices worth knowing about.
    pub notes: Vec<String>,
    /// Where the limits came from, and the fit (to clips or to the anatomical ranges).
    pub limit_source: LimitSource,
    pub limits: Option<LimitFitReport>,
}

/// The rest-pose choice in a [`FitReport`].
#[derive(Clone, Debug, Serialize)]
pub struct RestPoseReport {
    /// The pose used: `bind` or `nodes`.
    pub used: RestPose,
    /// The file has a skin bind pose (inverse bind matrices).
    pub bind_available: bool,
    /// How the node transforms differ from the bind pose (None: the same pose).
    pub difference: Option<crate::character::PoseDifference>,
    /// One line for people.
    pub summary: String,
}

/// Clip roles: the manual ones (kept when the clip exists), the others guessed; notes for
/// manual roles naming a missing clip and for missing get-ups.
fn assign_clip_roles(
    ch: &Character,
    height: f32,
    chest: Option<ChestAxis>,
    humanoid: bool,
    manual: &ClipRoles,
    notes: &mut Vec<String>,
) -> Vec<ClipGuess> {
    let mut out: Vec<ClipGuess> = Vec::new();
    for (role, clip) in manual {
        if clip.is_empty() {
            continue;
        }
        if ch.clip(clip).is_some() {
            out.push(ClipGuess {
                role: *role,
                clip: clip.clone(),
                source: "manual",
                reason: "set by hand".into(),
            });
        } else {
            notes.push(format!(
                "clip role '{role}': clip '{clip}' is not in the model (guessed instead)"
            ));
        }
    }
    for g in guess_clip_roles(ch, height, chest) {
        // Motion-only guesses describe a biped's motions: not for a chain ragdoll.
        if !humanoid && g.source == "motion" {
            continue;
        }
        if !manual.contains_key(&g.role) && !out.iter().any(|o| o.role == g.role) {
            out.push(g);
        }
    }
    out.sort_by_key(|g| g.role);
    // Said as the doctor says it (its missing-getup-clip warning).
    let then = match out.iter().find(|g| g.role == ClipRole::Idle) {
        Some(idle) => format!(
            ": recovery will blend into the first frame of the idle clip '{}'",
            idle.clip
        ),
        None => " and no idle clip either: recovery cannot get up".into(),
    };
    for (role, lying) in [
        (ClipRole::GetupSupine, "on the back"),
        (ClipRole::GetupProne, "on the front"),
    ] {
        if !out.iter().any(|g| g.role == role) {
            notes.push(format!(
                "no get-up clip for lying {lying} (clip role {role}){then}"
            ));
        }
    }
    out
}

/// The role it hangs from among the generated ones (skipping missing links).
fn present_parent(role: Role, present: &BTreeMap<Role, usize>) -> Option<Role> {
    let mut r = role.parent();
    while let Some(p) = r {
        if present.contains_key(&p) {
            return Some(p);
        }
        r = p.parent();
    }
    None
}

/// The role its capsule axis runs to: the next generated role along its chain.
fn axis_child(role: Role, present: &BTreeMap<Role, usize>) -> Option<Role> {
    use Segment::*;
    let chain: &[Segment] = match role.segment {
        Pelvis => &[Abdomen, Chest, Neck, Head],
        Abdomen => &[Chest, Neck, Head],
        Chest => &[Neck, Head],
        Neck => &[Head],
        UpperArm => &[Forearm, Hand],
        Forearm => &[Hand],
        Thigh => &[Shin, Foot],
        Shin => &[Foot],
        Head | Hand | Foot => &[],
    };
    chain
        .iter()
        .map(|&s| Role {
            segment: s,
            side: if s.is_sided() { role.side } else { None },
        })
        .find(|r| present.contains_key(r))
}

/// The joint type and name for the joint whose child is `role` under `parent`.
fn joint_type_and_name(role: Role, parent: Role) -> (&'static str, String) {
    let t = match (role.segment, parent.segment) {
        (Segment::Chest, Segment::Pelvis) => "lumbar",
        (s, _) => s.joint_type().unwrap_or("lumbar"),
    };
    let name = match role.side {
        Some(s) => format!("{t}{}", s.suffix()),
        None => t.to_owned(),
    };
    (t, name)
}

/// A character whose lowest point standing is this close to the model's origin stands on the
/// origin, m.
const FLOOR_SNAP_M: f32 = 0.001;

/// How many frames of the idle clip the floor is measured on (evenly spread).
const FLOOR_FRAMES: usize = 30;

/// Where the character stands, in the model's coordinates (the rig's `[model] floor`): the
/// lowest point of its idle clip (the feet it stands on), else of its rest pose; the origin when
/// that is within [`FLOOR_SNAP_M`] of it. Whatever floor `ch` is placed on.
pub fn standing_floor(ch: &Character, idle: Option<&str>) -> f32 {
    let sk = &ch.skeleton;
    let lowest = |local: &[crate::xform::Xform]| {
        let world = sk.world_matrices(local);
        ch.meshes
            .iter()
            .flat_map(|m| m.skinned_positions(&world))
            .map(|p| p.y)
            .fold(f32::INFINITY, f32::min)
    };
    let floor = match idle.and_then(|n| ch.clip(n)) {
        Some(c) => (0..FLOOR_FRAMES)
            .map(|k| c.duration * k as f32 / (FLOOR_FRAMES - 1) as f32)
            .map(|t| lowest(&c.sample(t, &sk.node_pose())))
            .fold(f32::INFINITY, f32::min),
        None => character_floor(ch),
    } + ch.floor;
    if crate::rig::floor_is_usable(floor) && floor.abs() >= FLOOR_SNAP_M {
        floor
    } else {
        0.0
    }
}

/// What the fitter says about the floor when the model's origin is not on it.
fn floor_note(floor: f32, idle: Option<&str>) -> Option<String> {
    (floor != 0.0).then(|| {
        format!(
            "the character stands {:.1} cm {} the model's origin ({}): the rig's floor is set \
             there ([model] floor = {:.4} m), so it stands on the ground",
            floor.abs() * 100.0,
            if floor < 0.0 { "below" } else { "above" },
            idle.map_or("its rest pose's lowest point".to_owned(), |c| {
                format!("the lowest point of its idle clip '{c}'")
            }),
            floor
        )
    })
}

fn clean_axis(v: Vec3) -> Vec3 {
    let v = v.normalize_or_zero();
    Vec3::new(
        if v.x.abs() < 1e-6 { 0.0 } else { v.x },
        if v.y.abs() < 1e-6 { 0.0 } else { v.y },
        if v.z.abs() < 1e-6 { 0.0 } else { v.z },
    )
}

/// Generate a ragdoll rig for a humanoid character (see the `fit` module docs).
pub fn generate(
    ch: &Character,
    model_path: &str,
    opts: &FitOptions,
) -> Result<(Rig, FitReport), FitError> {
    check_options(opts)?;
    // Fitted at the model's origin; where it stands (the floor) is decided at the end.
    let ch: &Character = &ch.placed_for(opts.rest_pose, 0.0);
    let sk = &ch.skeleton;
    let mapping: Mapping = super::humanoid::map_character(ch, &opts.manual_mapping);
    let world = sk.world_rigid(&sk.rest_pose());
    let cf = CharacterFrame::from_rest(&world, &mapping);
    let height = character_height(ch);
    let layout = Layout::new(ch, &mapping, opts, height)?;

    // Capsules: humanoid bodies first, then chain bodies.
    let (body_names, seeds) = body_seeds(ch, &layout);
    let settings = FitSettings {
        radius_percentile: opts.radius_percentile,
        height,
        left: cf.left,
        floor: character_floor(ch),
    };
    let fits: Vec<CapsuleFit> = fit_bodies(ch, &seeds, &settings);
    let bone_frames: Vec<Rigid> = seeds
        .iter()
        .map(|s| bone_frame(ch, &world, s.node))
        .collect();
    let mut rig = Rig::empty(model_path);
    add_bodies(&mut rig, ch, &seeds, &fits, &bone_frames);
    let body_world: Vec<Rigid> = (0..rig.bodies.len())
        .map(|i| bone_frames[i].mul(&rig.bodies[i].offset))
        .collect();

    let frames = JointFrames {
        world: &world,
        cf: &cf,
        fits: &fits,
        body_world: &body_world,
    };
    let mut joints = humanoid_joints(&mut rig, &layout, &frames, opts)?;
    chain_joints(&mut rig, &layout, &frames, &body_names, opts, &mut joints);
    assign_masses(&mut rig, &layout, &joints.pairs, opts);
    // A light body between two heavy ones (a neck) gets the inertia its joints need.
    crate::rig::mass::fix_light_links(&mut rig);
    add_chain_groups(&mut rig, &layout, &fits, opts);

    // Collision filtering.
    let overlapping = overlapping_pairs(&rig, sk);
    rig.disabled_pairs = overlapping.clone();

    let chest = set_recovery_bodies(&mut rig, &layout, &cf, &body_world, &bone_frames);
    rig.mapping = opts.manual_mapping.clone();
    rig.rest_pose = opts.rest_pose;
    let mut notes = layout.notes(&body_names);
    notes.extend(depth_held_note(&fits, &body_names, height));
    let chest_axis = chest_axis(&layout, &seeds, &world, &cf, chest);
    let clip_roles = assign_clip_roles(
        ch,
        height,
        chest_axis,
        layout.humanoid,
        &opts.clip_roles,
        &mut notes,
    );
    rig.clip_roles = clip_roles
        .iter()
        .map(|g| (g.role, g.clip.clone()))
        .collect();
    rig.floor = standing_floor(ch, rig.clip_for(ClipRole::Idle));
    notes.extend(floor_note(rig.floor, rig.clip_for(ClipRole::Idle)));
    notes.extend(super::switch_caps::size_switch_caps(&mut rig, height));

    // Limits once the frames exist, then the drives' strength and damping on the limbs they
    // place.
    let (mut rig, limit_source, limits) = fit_limits_by_source(rig, ch, opts.limits, &mut notes);
    stiffen_drives_noted(&mut rig, &mut notes);
    damp_drives_noted(&mut rig, &mut notes);

    let (bodies, quality_range) = body_reports(&rig, &fits);
    let report = FitReport {
        preset: opts.preset.name.clone(),
        height,
        mapping: mapping.report(sk, &ch.joint_nodes()),
        bodies,
        joints: joint_reports(&rig, &joints.types),
        disabled_pairs: overlapping,
        total_mass_kg: rig.total_mass(),
        quality_range,
        rest_pose: RestPoseReport::of(ch, opts.rest_pose),
        clip_roles,
        notes,
        limit_source,
        limits,
    };
    Ok((rig, report))
}

/// For a humanoid, the chest bone (the `recovery_chest` body's when no body has the chest
/// role) and the character's forward in its frame, for the clip-role guess.
fn chest_axis(
    layout: &Layout,
    seeds: &[BodySeed],
    world: &[Rigid],
    cf: &CharacterFrame,
    recovery_chest: usize,
) -> Option<ChestAxis> {
    layout.humanoid.then(|| {
        let i = layout
            .roles
            .iter()
            .position(|r| r.segment == Segment::Chest)
            .unwrap_or(recovery_chest);
        let node = seeds[i].node;
        ChestAxis {
            node,
            forward_in_bone: world[node].rotation.inverse() * cf.forward,
        }
    })
}

/// The note naming the trunk capsules the torso's depth held thinner, and by how much (none
/// when no radius was held by more than a ten-thousandth of the `height`).
fn depth_held_note(fits: &[CapsuleFit], body_names: &[String], height: f32) -> Option<String> {
    let held: Vec<String> = fits
        .iter()
        .zip(body_names)
        .filter(|(f, _)| f.depth_held > 1e-4 * height)
        .map(|(f, n)| {
            format!(
                "{n} radius {:.3} to {:.3} m",
                f.radius + f.depth_held,
                f.radius
            )
        })
        .collect();
    (!held.is_empty()).then(|| {
        format!(
            "trunk capsules held to the torso's depth (a rounder one would stand out of the belly and the back): {}",
            held.join(", ")
        )
    })
}

/// Each joint's report line: its bodies, its type and its drive group.
fn joint_reports(rig: &Rig, types: &[String]) -> Vec<JointReport> {
    rig.joints
        .iter()
        .zip(types)
        .map(|(j, t)| JointReport {
            name: j.name.clone(),
            parent: j.parent.clone(),
            child: j.child.clone(),
            joint_type: t.clone(),
            group: j.group.clone(),
        })
        .collect()
}

impl RestPoseReport {
    /// The report of fitting `ch` in the rest pose `used`: whether it has a bind pose and how
    /// its node transforms differ from it.
    fn of(ch: &Character, used: RestPose) -> Self {
        RestPoseReport {
            used,
            bind_available: ch.rest_poses.bind.is_some(),
            difference: ch.rest_poses.difference.clone(),
            summary: ch.rest_poses.describe(used),
        }
    }
}

/// Options the fit cannot work with.
fn check_options(opts: &FitOptions) -> Result<(), FitError> {
    if !(opts.radius_percentile > 0.0 && opts.radius_percentile <= 1.0) {
        return Err(FitError::RadiusPercentile(opts.radius_percentile));
    }
    match opts.mass_mode {
        MassMode::Segments if !(opts.total_mass_kg > 0.0 && opts.total_mass_kg.is_finite()) => {
            Err(FitError::TotalMass(opts.total_mass_kg))
        }
        MassMode::Density { kg_per_m3 } if !(kg_per_m3 > 0.0 && kg_per_m3.is_finite()) => {
            Err(FitError::Density(kg_per_m3))
        }
        _ => Ok(()),
    }
}

/// What gets a body: the humanoid roles found (in [`Role::ALL`] order, with their nodes) and
/// the chains of bones outside them.
struct Layout {
    humanoid: bool,
    roles: Vec<Role>,
    present: BTreeMap<Role, usize>,
    chains: Vec<ChainSeed>,
}

impl Layout {
    fn new(
        ch: &Character,
        mapping: &Mapping,
        opts: &FitOptions,
        height: f32,
    ) -> Result<Layout, FitError> {
        // A humanoid needs a pelvis and a pair of legs or arms; anything less is a chain
        // skeleton (a creature whose bones happen to be called `head` or `spine`).
        let has = |r: Role| mapping.nodes.contains_key(&r);
        let pair =
            |seg: Segment| has(Role::sided(seg, Side::Left)) && has(Role::sided(seg, Side::Right));
        let humanoid =
            has(Role::centre(Segment::Pelvis)) && (pair(Segment::Thigh) || pair(Segment::UpperArm));
        let mut present: BTreeMap<Role, usize> = if humanoid {
            mapping.nodes.clone()
        } else {
            BTreeMap::new()
        };
        if let Some(include) = &opts.include {
            let mut keep = Vec::new();
            for name in include {
                keep.push(Role::parse(name).ok_or_else(|| FitError::UnknownRole {
                    name: name.clone(),
                    roles: Role::ALL.map(|r| r.name()).join(", "),
                })?);
            }
            present.retain(|r, _| keep.contains(r));
        }
        let roles: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| present.contains_key(r))
            .collect();
        let chains: Vec<ChainSeed> = if opts.chains.enabled || !humanoid {
            plan_chains(ch, &present, &opts.chains, height)
        } else {
            Vec::new()
        };
        if roles.is_empty() && chains.is_empty() {
            return Err(FitError::NothingToRig {
                min_vertices: opts.chains.min_vertices,
            });
        }
        Ok(Layout {
            humanoid,
            roles,
            present,
            chains,
        })
    }

    /// How many humanoid bodies (they come first; chain bodies follow).
    fn humanoid_bodies(&self) -> usize {
        self.roles.len()
    }

    /// The fit's notes about what was found besides a humanoid.
    fn notes(&self, body_names: &[String]) -> Vec<String> {
        let mut notes = Vec::new();
        if !self.humanoid {
            notes.push(format!(
                "no humanoid found: a chain ragdoll of {} bodies in {} chain(s)",
                self.chains.len(),
                self.chains
                    .iter()
                    .map(|c| c.group.as_str())
                    .collect::<std::collections::BTreeSet<_>>()
                    .len()
            ));
        } else if !self.chains.is_empty() {
            notes.push(format!(
                "{} chain bodies for bones outside the humanoid: {}",
                self.chains.len(),
                body_names[self.humanoid_bodies()..].join(", ")
            ));
        }
        notes
    }
}

/// Every body's name (chain bodies named after their bone, made unique) and capsule seed.
fn body_seeds(ch: &Character, layout: &Layout) -> (Vec<String>, Vec<BodySeed>) {
    let sk = &ch.skeleton;
    let nh = layout.humanoid_bodies();
    let mut body_names: Vec<String> = layout.roles.iter().map(|r| r.name()).collect();
    for c in &layout.chains {
        let base = super::chains::slug(&sk.nodes[c.node].name);
        let mut name = base.clone();
        let mut k = 2;
        while body_names.contains(&name) || name == crate::rig::WORLD {
            name = format!("{base}_{k}");
            k += 1;
        }
        body_names.push(name);
    }
    let mut seeds: Vec<BodySeed> = layout
        .roles
        .iter()
        .map(|&r| BodySeed {
            name: r.name(),
            node: layout.present[&r],
            segment: Some(r.segment),
            side: r.side,
            axis_child: axis_child(r, &layout.present).map(|c| layout.present[&c]),
        })
        .collect();
    for (k, c) in layout.chains.iter().enumerate() {
        // The capsule runs toward the only chain child, if there is exactly one.
        let kids: Vec<usize> = layout
            .chains
            .iter()
            .filter(|x| x.parent == ChainParent::Seed(k))
            .map(|x| x.node)
            .collect();
        seeds.push(BodySeed {
            name: body_names[nh + k].clone(),
            node: c.node,
            segment: None,
            side: None,
            axis_child: (kids.len() == 1).then(|| kids[0]),
        });
    }
    (body_names, seeds)
}

/// The rest-pose world frame of the node a bone *name* resolves to (what the rig refers to; a
/// name can be shadowed by an earlier node).
fn bone_frame(ch: &Character, world: &[Rigid], node: usize) -> Rigid {
    let sk = &ch.skeleton;
    world[sk.find(&sk.nodes[node].name).unwrap_or(node)]
}

/// One body per seed with its fitted capsule, placed relative to its bone; masses come later.
fn add_bodies(
    rig: &mut Rig,
    ch: &Character,
    seeds: &[BodySeed],
    fits: &[CapsuleFit],
    bone_frames: &[Rigid],
) {
    for ((seed, fit), frame) in seeds.iter().zip(fits).zip(bone_frames) {
        rig.bodies.push(Body {
            name: seed.name.clone(),
            bone: ch.skeleton.nodes[seed.node].name.clone(),
            shape: Shape::Capsule {
                radius: fit.radius,
                half_height: fit.half_height,
            },
            offset: frame.inverse().mul(&fit.t_wc),
            mass: 0.0,
            inertia_scale: 1.0,
            friction: 0.8,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        });
    }
}

/// What a joint's frames are built from.
struct JointFrames<'a> {
    /// Rest-pose world frames of the skeleton's nodes.
    world: &'a [Rigid],
    cf: &'a CharacterFrame,
    fits: &'a [CapsuleFit],
    /// Rest-pose world frames of the bodies.
    body_world: &'a [Rigid],
}

/// The joints made so far: each one's type (the preset's key, or "chain") and its (parent,
/// child) body indices.
struct JointList {
    types: Vec<String>,
    pairs: Vec<(usize, usize)>,
}

/// The humanoid's joints at the child bone's origin, twist along the child bone, with the
/// preset's limits (the built-in human ones for types it has none for) and gains.
fn humanoid_joints(
    rig: &mut Rig,
    layout: &Layout,
    f: &JointFrames,
    opts: &FitOptions,
) -> Result<JointList, FitError> {
    let human = Preset::human();
    let mut list = JointList {
        types: Vec::new(),
        pairs: Vec::new(),
    };
    for (ci, &r) in layout.roles.iter().enumerate() {
        let Some(p) = present_parent(r, &layout.present) else {
            continue;
        };
        let pi = layout.roles.iter().position(|x| *x == p).unwrap_or(0);
        let (jtype, name) = joint_type_and_name(r, p);
        let rot = f.cf.joint_rotation(r.segment, r.side, f.fits[ci].bone_dir);
        let t_wj = Rigid::new(rot, f.world[layout.present[&r]].translation);
        let (fa, fb) = local_frames(&f.body_world[pi], &f.body_world[ci], &t_wj);
        let mut j = Joint {
            name,
            parent: p.name(),
            child: r.name(),
            parent_frame: fa,
            child_frame: fb,
            swing1: 0.0,
            swing2: 0.0,
            twist_min: 0.0,
            twist_max: 0.0,
            group: String::new(),
            drive: None,
            collide_connected: false,
            hand_tuned: false,
        };
        // A preset without limits for this type (e.g. a gains-only preset) falls back to the
        // built-in human limits.
        let limits_from = if opts.preset.limits_for(jtype).is_some() {
            &opts.preset
        } else {
            &human
        };
        if !limits_from.apply_joint(&mut j, jtype, r.side == Some(Side::Right)) {
            return Err(FitError::PresetWithoutLimits {
                preset: opts.preset.name.clone(),
                joint_type: jtype.to_owned(),
            });
        }
        rig.joints.push(j);
        list.types.push(jtype.to_owned());
        list.pairs.push((pi, ci));
    }
    if layout.humanoid_bodies() > 0 {
        // Gains: the human defaults for every group, then the preset's own.
        human.apply_gains(&mut rig.groups);
        opts.preset.apply_gains(&mut rig.groups);
    }
    Ok(list)
}

/// Chain joints: X along the child bone, Y from the character's left (or forward), the chain
/// options' limits.
fn chain_joints(
    rig: &mut Rig,
    layout: &Layout,
    f: &JointFrames,
    body_names: &[String],
    opts: &FitOptions,
    list: &mut JointList,
) {
    let nh = layout.humanoid_bodies();
    for (k, c) in layout.chains.iter().enumerate() {
        let ci = nh + k;
        let pi = match c.parent {
            ChainParent::Seed(p) => nh + p,
            ChainParent::Role(r) => match layout.roles.iter().position(|x| *x == r) {
                Some(i) => i,
                None => continue,
            },
            ChainParent::None => continue,
        };
        let x = f.fits[ci].bone_dir;
        let rot = frame_from_x_y(x, f.cf.left)
            .or_else(|| frame_from_x_y(x, f.cf.forward))
            .unwrap_or(Quat::IDENTITY);
        let t_wj = Rigid::new(rot, f.world[c.node].translation);
        let (fa, fb) = local_frames(&f.body_world[pi], &f.body_world[ci], &t_wj);
        rig.joints.push(Joint {
            name: format!("{}_joint", body_names[ci]),
            parent: body_names[pi].clone(),
            child: body_names[ci].clone(),
            parent_frame: fa,
            child_frame: fb,
            swing1: opts.chains.swing1,
            swing2: opts.chains.swing2,
            twist_min: -opts.chains.twist,
            twist_max: opts.chains.twist,
            group: c.group.clone(),
            drive: None,
            collide_connected: false,
            hand_tuned: false,
        });
        list.types.push("chain".into());
        list.pairs.push((pi, ci));
    }
}

/// Masses: humanoid bodies from the total by segments (or density); chain bodies from their
/// volume at the humanoid's mean density (the total by volume without a humanoid); then no
/// joint joins bodies more than [`MAX_JOINT_RATIO`] apart in mass.
fn assign_masses(rig: &mut Rig, layout: &Layout, pairs: &[(usize, usize)], opts: &FitOptions) {
    let nh = layout.humanoid_bodies();
    let shapes: Vec<Shape> = rig.bodies.iter().map(|b| b.shape).collect();
    let volumes: Vec<f32> = shapes.iter().map(crate::rig::mass::volume).collect();
    let mut masses = match opts.mass_mode {
        MassMode::Segments if nh > 0 => {
            let mut m = segment_masses(
                &layout.roles.iter().map(|r| r.segment).collect::<Vec<_>>(),
                opts.total_mass_kg,
            );
            let human_pairs: Vec<_> = pairs
                .iter()
                .copied()
                .filter(|&(a, b)| a < nh && b < nh)
                .collect();
            limit_ratios(
                &mut m,
                &human_pairs,
                MAX_JOINT_RATIO,
                Some(opts.total_mass_kg),
            );
            let hv: f32 = volumes[..nh].iter().sum();
            let rho = if hv > 0.0 {
                opts.total_mass_kg / hv
            } else {
                1000.0
            };
            m.extend(volumes[nh..].iter().map(|v| v * rho));
            m
        }
        MassMode::Segments => {
            let tv: f32 = volumes.iter().sum();
            volumes
                .iter()
                .map(|v| {
                    if tv > 0.0 {
                        opts.total_mass_kg * v / tv
                    } else {
                        opts.total_mass_kg / volumes.len() as f32
                    }
                })
                .collect()
        }
        MassMode::Density { kg_per_m3 } => density_masses(&shapes, kg_per_m3),
    };
    let total = match opts.mass_mode {
        MassMode::Segments if layout.chains.is_empty() || nh == 0 => Some(opts.total_mass_kg),
        _ => None,
    };
    limit_ratios(&mut masses, pairs, MAX_JOINT_RATIO, total);
    for (b, m) in rig.bodies.iter_mut().zip(&masses) {
        b.mass = *m;
    }
}

/// A drive group per chain: frequency form (scale-free), max torque to hold the chain out
/// sideways twice over: 2 · m_chain · g · length of the chain.
fn add_chain_groups(rig: &mut Rig, layout: &Layout, fits: &[CapsuleFit], opts: &FitOptions) {
    let nh = layout.humanoid_bodies();
    for c in &layout.chains {
        if rig.groups.contains_key(&c.group) {
            continue;
        }
        let members: Vec<usize> = layout
            .chains
            .iter()
            .enumerate()
            .filter(|(_, x)| x.group == c.group)
            .map(|(k, _)| nh + k)
            .collect();
        let m: f32 = members.iter().map(|&i| rig.bodies[i].mass).sum();
        let len: f32 = members.iter().map(|&i| fits[i].length()).sum();
        let max_torque = (2.0 * m * 9.81 * len).max(1.0);
        rig.groups.insert(
            c.group.clone(),
            crate::rig::Group {
                gains: crate::rig::Gains::Frequency {
                    frequency_hz: opts.chains.frequency_hz,
                    damping_ratio: opts.chains.damping_ratio,
                },
                max_torque: (max_torque * 1000.0).round() / 1000.0,
                weight: 1.0,
                hand_tuned: false,
            },
        );
    }
}

/// Recovery's pelvis and chest and the character's forward in their frames (a chain rig: its
/// root body for both). Returns the chest body's index.
fn set_recovery_bodies(
    rig: &mut Rig,
    layout: &Layout,
    cf: &CharacterFrame,
    body_world: &[Rigid],
    bone_frames: &[Rigid],
) -> usize {
    let pick = |cands: &[Segment]| {
        cands
            .iter()
            .find_map(|&s| {
                layout
                    .roles
                    .iter()
                    .position(|r| r.segment == s && r.side.is_none())
            })
            .unwrap_or(0)
    };
    let pelvis = pick(&[Segment::Pelvis, Segment::Abdomen, Segment::Chest]);
    let chest = pick(&[Segment::Chest, Segment::Abdomen, Segment::Pelvis]);
    rig.recovery.pelvis = rig.bodies[pelvis].name.clone();
    rig.recovery.chest = rig.bodies[chest].name.clone();
    rig.recovery.chest_outward_axis = clean_axis(body_world[chest].rotation.inverse() * cf.forward);
    rig.recovery.stand_forward_axis =
        clean_axis(bone_frames[pelvis].rotation.inverse() * cf.forward);
    chest
}

/// Limits fitted to the clips (or the anatomical ranges, or left as the preset's), with a note;
/// the source actually used (clips fall back to the preset on a model without clips).
fn fit_limits_by_source(
    rig: Rig,
    ch: &Character,
    source: LimitSource,
    notes: &mut Vec<String>,
) -> (Rig, LimitSource, Option<LimitFitReport>) {
    match source {
        LimitSource::Clips if ch.clips.is_empty() => {
            notes.push("the model has no clips: limits from the preset".into());
            (rig, LimitSource::Preset, None)
        }
        LimitSource::Clips => {
            let (fitted, rep) = fit_limits(&rig, ch, &LimitFitOptions::default());
            notes.push(format!(
                "limits fitted to {} clip(s) with a {:.0}° margin ({} warning(s))",
                rep.clips.len(),
                rep.margin_deg,
                rep.warnings.len()
            ));
            (fitted, source, Some(rep))
        }
        LimitSource::Anatomy => {
            let (fitted, rep) = anatomy_limits(&rig, ch, &LimitFitOptions::default().table);
            notes.push("limits from the anatomical range of motion".into());
            (fitted, source, Some(rep))
        }
        LimitSource::Preset => (rig, source, None),
    }
}

/// Drives stiffened to hold this character's limbs (a preset's Kp suits a human's weights and
/// lengths; a large head or a tall trunk sags on it, `rig::strength`), before they are damped;
/// the changes noted.
fn stiffen_drives_noted(rig: &mut Rig, notes: &mut Vec<String>) {
    let stiffened = crate::rig::strength::stiffen_drives(rig, crate::rig::strength::MAX_SAG_DEG);
    if !stiffened.is_empty() {
        let list: Vec<String> = stiffened.iter().map(|c| c.to_string()).collect();
        notes.push(format!(
            "drives stiffened to hold this character's limbs within {}°: {}",
            crate::rig::strength::MAX_SAG_DEG,
            list.join(", ")
        ));
    }
}

/// Drives damped on this character's limbs (a preset's Kd suits a human's proportions; a large
/// head or a heavy trunk needs more), measured once the limits have set the joint frames the
/// limbs are placed by (`rig::damping`); the changes noted.
fn damp_drives_noted(rig: &mut Rig, notes: &mut Vec<String>) {
    let damped = crate::rig::damping::damp_drives(rig, crate::rig::damping::MIN_DAMPING_RATIO);
    if !damped.is_empty() {
        let list: Vec<String> = damped.iter().map(|c| c.to_string()).collect();
        notes.push(format!(
            "drives damped critically on this character: {}",
            list.join(", ")
        ));
    }
}

/// Each body's fit for the report, and the range of the fit qualities.
fn body_reports(rig: &Rig, fits: &[CapsuleFit]) -> (Vec<BodyReport>, Option<[f32; 2]>) {
    let bodies: Vec<BodyReport> = rig
        .bodies
        .iter()
        .zip(fits)
        .map(|(b, f)| BodyReport {
            name: b.name.clone(),
            bone: b.bone.clone(),
            vertices: f.vertices,
            quality: f.quality,
            radius: f.radius,
            length: f.length(),
            mass_kg: b.mass,
            orientation: if f.fallback {
                "fallback"
            } else if f.across {
                "across"
            } else {
                "along"
            },
        })
        .collect();
    let qs: Vec<f32> = bodies.iter().filter_map(|b| b.quality).collect();
    let quality_range = (!qs.is_empty()).then(|| {
        [
            qs.iter().copied().fold(f32::INFINITY, f32::min),
            qs.iter().copied().fold(f32::NEG_INFINITY, f32::max),
        ]
    });
    (bodies, quality_range)
}
