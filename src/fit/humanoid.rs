//! The humanoid mapping the generator uses: bone names where they match and the skeleton's
//! shape agrees, the shape alone where names say nothing (`node_12`), with a confidence per
//! role.
//!
//! Per role, with the name mapping ([`super::mapping::map_humanoid`]) and the topology
//! mapping ([`super::topology::map_by_topology`]):
//! * set by hand (`[mapping]`, `--map`): confidence 1;
//! * name and topology pick the same bone: 1;
//! * a name match the topology disagrees with or has nothing for: checked against the
//!   geometry: on the wrong side of the body (more than 3 % of the height across the mid
//!   plane, with the facing known from the feet) is **wrong** (0.35; the topology's bone is
//!   taken instead when it is confident, at 0.8 × its confidence); not hanging below the bone
//!   of the role it attaches to is **weak** (0.7); otherwise 0.8 (0.7 when the topology picked
//!   another bone);
//! * topology only: its own confidence (× 0.8 when names matched most of the other roles: a
//!   gap in a named skeleton is suspicious).
//!
//! Roles below [`LOW_CONFIDENCE`] are listed in `low_confidence`: the generator reports them
//! as a warning and the editor highlights them in the mapping table for editing.

use super::mapping::{MapSource, Mapping, map_humanoid};
use super::names::Side;
use super::role::Role;
use super::topology::{LOW_CONFIDENCE, map_by_topology};
use crate::character::Character;
use glam::Vec3;
use std::collections::{BTreeMap, BTreeSet};

enum Check {
    Ok,
    Weak(String),
    Wrong(String),
}

/// Map the humanoid roles of a character (its active rest pose) with confidences.
pub fn map_character(ch: &Character, manual: &BTreeMap<String, String>) -> Mapping {
    let sk = &ch.skeleton;
    let joints = ch.joint_nodes();
    let names = map_humanoid(sk, &joints, manual);
    let topo = map_by_topology(ch, &joints).unwrap_or_default();
    let world = sk.world_rigid(&sk.rest_pose());
    let height = super::capsule::character_height(ch).max(1e-6);
    // The mid plane and left axis from the topology (feet), when it is sure of the facing.
    let frame: Option<(Vec3, Vec3)> = topo
        .nodes
        .get(&Role::centre(super::role::Segment::Pelvis))
        .filter(|_| topo.forward_confidence >= 0.5)
        .map(|&p| {
            (
                world[p].translation,
                Vec3::Y.cross(topo.forward).normalize_or(Vec3::X),
            )
        });

    let mut out = Mapping {
        manual: names.manual.clone(),
        ..Mapping::default()
    };
    let mut used: BTreeSet<usize> = BTreeSet::new();
    for &r in &names.manual {
        if let Some(n) = names.get(r) {
            out.nodes.insert(r, n);
            out.confidence.insert(r, 1.0);
            out.source.insert(r, MapSource::Manual);
            used.insert(n);
        }
    }
    let named = names
        .nodes
        .keys()
        .filter(|r| !names.manual.contains(r))
        .count();
    let mut notes = Vec::new();
    // Names first (parents before children: Role::ALL is in tree order per side).
    for r in Role::ALL {
        if names.manual.contains(&r) {
            continue;
        }
        let Some(b) = names.get(r) else { continue };
        let t = topo.nodes.get(&r).copied();
        if t == Some(b) {
            out.nodes.insert(r, b);
            out.confidence.insert(r, 1.0);
            out.source.insert(r, MapSource::NameAndTopology);
            used.insert(b);
            continue;
        }
        let check = check_bone(r, b, &names, ch, &world, frame, height);
        let topo_conf = topo.confidence.get(&r).copied().unwrap_or(0.0);
        match check {
            Check::Wrong(why)
                if t.is_some_and(|t| !used.contains(&t)) && topo_conf >= LOW_CONFIDENCE =>
            {
                let t = t.unwrap_or(b);
                notes.push(format!(
                    "role '{r}': bone '{}' {why}; the skeleton's shape gives '{}' instead",
                    sk.nodes[b].name, sk.nodes[t].name
                ));
                out.nodes.insert(r, t);
                out.confidence.insert(r, 0.8 * topo_conf);
                out.source.insert(r, MapSource::Topology);
                used.insert(t);
            }
            c => {
                let conf = match &c {
                    Check::Wrong(why) => {
                        notes.push(format!("role '{r}': bone '{}' {why}", sk.nodes[b].name));
                        0.35
                    }
                    Check::Weak(why) => {
                        notes.push(format!("role '{r}': bone '{}' {why}", sk.nodes[b].name));
                        0.7
                    }
                    Check::Ok if t.is_some() => 0.7,
                    Check::Ok => 0.8,
                };
                if let Some(t) = t {
                    notes.push(format!(
                        "role '{r}': named bone '{}', the skeleton's shape suggests '{}'",
                        sk.nodes[b].name, sk.nodes[t].name
                    ));
                }
                out.nodes.insert(r, b);
                out.confidence.insert(r, conf);
                out.source.insert(r, MapSource::Name);
                used.insert(b);
            }
        }
    }
    // Topology where names gave nothing.
    let topo_factor = if named >= 6 { 0.8 } else { 1.0 };
    for r in Role::ALL {
        if out.nodes.contains_key(&r) || names.manual.contains(&r) {
            continue;
        }
        if let Some(&t) = topo.nodes.get(&r)
            && !used.contains(&t)
        {
            out.nodes.insert(r, t);
            out.confidence.insert(
                r,
                topo_factor * topo.confidence.get(&r).copied().unwrap_or(0.5),
            );
            out.source.insert(r, MapSource::Topology);
            used.insert(t);
        }
    }
    // Notes: the name mapping's (except its "no bone found", redone here), the topology's.
    out.notes = names
        .notes
        .iter()
        .filter(|n| !n.ends_with(": no bone found"))
        .cloned()
        .collect();
    if named < 4 && !topo.nodes.is_empty() {
        out.notes.push(format!(
            "bone names matched {named} role(s): mapped from the skeleton's shape ({})",
            topo.notes.join("; ")
        ));
    }
    out.notes.extend(notes);
    for r in Role::ALL {
        if !out.nodes.contains_key(&r) && !out.manual.contains(&r) {
            out.notes.push(format!("role '{r}': no bone found"));
        }
    }
    out.forward = (!topo.nodes.is_empty()).then_some(topo.forward);
    out
}

/// Is bone `b` plausible for role `r` (see the module docs)?
fn check_bone(
    r: Role,
    b: usize,
    names: &Mapping,
    ch: &Character,
    world: &[crate::xform::Rigid],
    frame: Option<(Vec3, Vec3)>,
    height: f32,
) -> Check {
    let sk = &ch.skeleton;
    if let (Some(side), Some((mid, left))) = (r.side, frame) {
        let lateral = (world[b].translation - mid).dot(left);
        let wrong = match side {
            Side::Left => lateral < -0.03 * height,
            Side::Right => lateral > 0.03 * height,
        };
        if wrong {
            return Check::Wrong(format!(
                "lies on the {} side of the body (facing from the feet)",
                match side {
                    Side::Left => "right",
                    Side::Right => "left",
                }
            ));
        }
    }
    let mut p = r.parent();
    while let Some(pr) = p {
        if let Some(pb) = names.get(pr) {
            if !sk.is_ancestor(pb, b) {
                return Check::Weak(format!(
                    "does not hang below '{}' ({pr})",
                    sk.nodes[pb].name
                ));
            }
            break;
        }
        p = pr.parent();
    }
    Check::Ok
}
