//! "Generate ragdoll": mapping → capsules → joints → masses → collision filtering → a rig,
//! with a report of what was found and how well the capsules fit.

use super::capsule::{BodySeed, CapsuleFit, FitSettings, character_height, fit_bodies};
use super::collision::overlapping_pairs;
use super::frames::{CharacterFrame, local_frames};
use super::limits::{LimitFitOptions, LimitFitReport, LimitSource, anatomy_limits, fit_limits};
use super::mapping::{Mapping, MappingReport, map_humanoid};
use super::mass::{MAX_JOINT_RATIO, MassMode, density_masses, limit_ratios, segment_masses};
use super::names::Side;
use super::role::{Role, Segment};
use crate::character::Character;
use crate::rig::model::{Body, Joint, Rig, Shape};
use crate::rig::preset::Preset;
use crate::xform::Rigid;
use anyhow::{Context as _, bail};
use glam::Vec3;
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
    /// Choices worth knowing about (e.g. which clips were taken as get-up clips).
    pub notes: Vec<String>,
    /// Where the limits came from, and the fit (to clips or to the anatomical ranges).
    pub limit_source: LimitSource,
    pub limits: Option<LimitFitReport>,
}

/// Get-up clips by name: a clip saying get/stand/wake + up; `prone`/`front`/`belly` marks the
/// prone one, `supine`/`back` the supine one; a single unmarked one serves both.
fn getup_clips(ch: &Character) -> (Option<String>, Option<String>) {
    let mut supine = None;
    let mut prone = None;
    let mut any = None;
    for c in &ch.clips {
        let t = super::names::tokenise(&c.name);
        let joined = t.concat();
        let is_getup = ["getup", "standup", "wakeup", "riseup"]
            .iter()
            .any(|w| joined.contains(w));
        if !is_getup {
            continue;
        }
        let has = |ws: &[&str]| t.iter().any(|x| ws.contains(&x.as_str()));
        if has(&["prone", "front", "belly", "stomach"]) {
            prone.get_or_insert(c.name.clone());
        } else if has(&["supine", "back"]) {
            supine.get_or_insert(c.name.clone());
        } else {
            any.get_or_insert(c.name.clone());
        }
    }
    (supine.or(any.clone()), prone.or(any))
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
) -> anyhow::Result<(Rig, FitReport)> {
    if !(opts.radius_percentile > 0.0 && opts.radius_percentile <= 1.0) {
        bail!(
            "radius percentile {} must be in (0, 1]",
            opts.radius_percentile
        );
    }
    match opts.mass_mode {
        MassMode::Segments if !(opts.total_mass_kg > 0.0 && opts.total_mass_kg.is_finite()) => {
            bail!("total mass {} kg must be positive", opts.total_mass_kg)
        }
        MassMode::Density { kg_per_m3 } if !(kg_per_m3 > 0.0 && kg_per_m3.is_finite()) => {
            bail!("density {kg_per_m3} kg/m³ must be positive")
        }
        _ => {}
    }
    let sk = &ch.skeleton;
    let mapping: Mapping = map_humanoid(sk, &ch.joint_nodes(), &opts.manual_mapping);
    let mut present: BTreeMap<Role, usize> = mapping.nodes.clone();
    if let Some(include) = &opts.include {
        let mut keep = Vec::new();
        for name in include {
            keep.push(Role::parse(name).with_context(|| {
                format!(
                    "'{name}' is not a role (roles: {})",
                    Role::ALL.map(|r| r.name()).join(", ")
                )
            })?);
        }
        present.retain(|r, _| keep.contains(r));
    }
    if present.is_empty() {
        bail!("no humanoid bones recognised: the skeleton's names match no role");
    }
    let roles: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|r| present.contains_key(r))
        .collect();
    let world = sk.world_rigid(&sk.rest_pose());
    let cf = CharacterFrame::from_rest(&world, &mapping);
    let height = character_height(ch);

    // Capsules.
    let seeds: Vec<BodySeed> = roles
        .iter()
        .map(|&r| BodySeed {
            name: r.name(),
            node: present[&r],
            segment: Some(r.segment),
            side: r.side,
            axis_child: axis_child(r, &present).map(|c| present[&c]),
        })
        .collect();
    let settings = FitSettings {
        radius_percentile: opts.radius_percentile,
        height,
        left: cf.left,
    };
    let fits: Vec<CapsuleFit> = fit_bodies(ch, &seeds, &settings);

    // Bodies: offsets relative to the node the bone *name* resolves to (what the rig refers to).
    let mut rig = Rig::empty(model_path);
    let bone_frame = |node: usize| -> Rigid {
        let name = &sk.nodes[node].name;
        world[sk.find(name).unwrap_or(node)]
    };
    for ((r, seed), fit) in roles.iter().zip(&seeds).zip(&fits) {
        rig.bodies.push(Body {
            name: r.name(),
            bone: sk.nodes[seed.node].name.clone(),
            shape: Shape::Capsule {
                radius: fit.radius,
                half_height: fit.half_height,
            },
            offset: bone_frame(seed.node).inverse().mul(&fit.t_wc),
            mass: 0.0,
            inertia_scale: 1.0,
            friction: 0.8,
            restitution: 0.0,
            simulated: true,
        });
    }
    let body_world = |rig: &Rig, i: usize| bone_frame(seeds[i].node).mul(&rig.bodies[i].offset);

    // Joints at the child bone's origin, twist along the child bone.
    let human = Preset::human();
    let mut joint_types = Vec::new();
    let mut pairs = Vec::new();
    for (ci, &r) in roles.iter().enumerate() {
        let Some(p) = present_parent(r, &present) else {
            continue;
        };
        let pi = roles.iter().position(|x| *x == p).unwrap_or(0);
        let (jtype, name) = joint_type_and_name(r, p);
        let rot = cf.joint_rotation(r.segment, r.side, fits[ci].bone_dir);
        let t_wj = Rigid::new(rot, world[present[&r]].translation);
        let (fa, fb) = local_frames(&body_world(&rig, pi), &body_world(&rig, ci), &t_wj);
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
        };
        // A preset without limits for this type (e.g. a gains-only preset) falls back to the
        // built-in human limits.
        let limits_from = if opts.preset.limits_for(jtype).is_some() {
            &opts.preset
        } else {
            &human
        };
        if !limits_from.apply_joint(&mut j, jtype, r.side == Some(Side::Right)) {
            bail!(
                "preset '{}' has no limits for joint type '{jtype}'",
                opts.preset.name
            );
        }
        rig.joints.push(j);
        joint_types.push(jtype);
        pairs.push((pi, ci));
    }
    // Gains: the human defaults for every group, then the preset's own.
    human.apply_gains(&mut rig.groups);
    opts.preset.apply_gains(&mut rig.groups);

    // Masses.
    let mut masses = match opts.mass_mode {
        MassMode::Segments => segment_masses(
            &roles.iter().map(|r| r.segment).collect::<Vec<_>>(),
            opts.total_mass_kg,
        ),
        MassMode::Density { kg_per_m3 } => density_masses(
            &rig.bodies.iter().map(|b| b.shape).collect::<Vec<_>>(),
            kg_per_m3,
        ),
    };
    let total = match opts.mass_mode {
        MassMode::Segments => Some(opts.total_mass_kg),
        MassMode::Density { .. } => None,
    };
    limit_ratios(&mut masses, &pairs, MAX_JOINT_RATIO, total);
    for (b, m) in rig.bodies.iter_mut().zip(&masses) {
        b.mass = *m;
    }
    // A light body between two heavy ones (a neck) gets the inertia its joints need.
    crate::rig::mass::fix_light_links(&mut rig);

    // Collision filtering.
    let overlapping = overlapping_pairs(&rig, sk);
    rig.disabled_pairs = overlapping.clone();

    // Recovery: pelvis, chest and the character's forward in their frames.
    let pick = |cands: &[Segment]| {
        cands
            .iter()
            .find_map(|&s| {
                roles
                    .iter()
                    .position(|r| r.segment == s && r.side.is_none())
            })
            .unwrap_or(0)
    };
    let pelvis = pick(&[Segment::Pelvis, Segment::Abdomen, Segment::Chest]);
    let chest = pick(&[Segment::Chest, Segment::Abdomen, Segment::Pelvis]);
    rig.recovery.pelvis = rig.bodies[pelvis].name.clone();
    rig.recovery.chest = rig.bodies[chest].name.clone();
    rig.recovery.chest_outward_axis =
        clean_axis(body_world(&rig, chest).rotation.inverse() * cf.forward);
    rig.recovery.stand_forward_axis =
        clean_axis(bone_frame(seeds[pelvis].node).rotation.inverse() * cf.forward);
    rig.mapping = opts.manual_mapping.clone();
    let mut notes = Vec::new();
    let (supine, prone) = getup_clips(ch);
    for (what, clip, slot) in [
        ("supine", supine, &mut rig.recovery.supine_clip),
        ("prone", prone, &mut rig.recovery.prone_clip),
    ] {
        match clip {
            Some(c) => {
                notes.push(format!("{what} get-up clip: '{c}'"));
                *slot = c;
            }
            None if ch.clip(slot).is_none() => notes.push(format!(
                "no {what} get-up clip found; recovery.{what}_clip = '{slot}' is not in the model"
            )),
            None => {}
        }
    }

    // Limits: fitted to the clips (or the anatomical ranges) once the frames exist.
    let (mut limit_source, mut limits) = (opts.limits, None);
    match opts.limits {
        LimitSource::Clips if ch.clips.is_empty() => {
            notes.push("the model has no clips: limits from the preset".into());
            limit_source = LimitSource::Preset;
        }
        LimitSource::Clips => {
            let (fitted, rep) = fit_limits(&rig, ch, &LimitFitOptions::default());
            notes.push(format!(
                "limits fitted to {} clip(s) with a {:.0}° margin ({} warning(s))",
                rep.clips.len(),
                rep.margin_deg,
                rep.warnings.len()
            ));
            rig = fitted;
            limits = Some(rep);
        }
        LimitSource::Anatomy => {
            let (fitted, rep) = anatomy_limits(&rig, ch, &LimitFitOptions::default().table);
            notes.push("limits from the anatomical range of motion".into());
            rig = fitted;
            limits = Some(rep);
        }
        LimitSource::Preset => {}
    }

    let bodies: Vec<BodyReport> = rig
        .bodies
        .iter()
        .zip(&fits)
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
    let report = FitReport {
        preset: opts.preset.name.clone(),
        height,
        mapping: mapping.report(sk, &ch.joint_nodes()),
        bodies,
        joints: rig
            .joints
            .iter()
            .zip(&joint_types)
            .map(|(j, t)| JointReport {
                name: j.name.clone(),
                parent: j.parent.clone(),
                child: j.child.clone(),
                joint_type: (*t).to_owned(),
                group: j.group.clone(),
            })
            .collect(),
        disabled_pairs: overlapping,
        total_mass_kg: rig.total_mass(),
        quality_range,
        notes,
        limit_source,
        limits,
    };
    Ok((rig, report))
}
