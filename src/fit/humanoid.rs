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
use super::topology::{LOW_CONFIDENCE, TopoMapping, map_by_topology};
use crate::character::Character;
use crate::xform::Rigid;
use glam::Vec3;
use std::collections::{BTreeMap, BTreeSet};

enum Check {
    Ok,
    Weak(String),
    Wrong(String),
}

/// The mapping being built: the roles given a bone so far and the bones already taken.
struct Assigned {
    out: Mapping,
    used: BTreeSet<usize>,
}

impl Assigned {
    /// Give role `r` the bone `node` with a confidence and where it came from; the bone is taken.
    fn assign(&mut self, r: Role, node: usize, confidence: f32, source: MapSource) {
        self.out.nodes.insert(r, node);
        self.out.confidence.insert(r, confidence);
        self.out.source.insert(r, source);
        self.used.insert(node);
    }
}

/// Map the humanoid roles of a character (its active rest pose) with confidences.
pub fn map_character(ch: &Character, manual: &BTreeMap<String, String>) -> Mapping {
    let joints = ch.joint_nodes();
    let names = map_humanoid(&ch.skeleton, &joints, manual);
    let topo = map_by_topology(ch, &joints).unwrap_or_default();
    let mut a = Assigned {
        out: Mapping {
            manual: names.manual.clone(),
            ..Mapping::default()
        },
        used: BTreeSet::new(),
    };
    assign_manual(&mut a, &names);
    let named = names
        .nodes
        .keys()
        .filter(|r| !names.manual.contains(r))
        .count();
    let notes = assign_named(&mut a, ch, &names, &topo);
    assign_topology_only(&mut a, &names, &topo, named);
    let mut out = a.out;
    collect_notes(&mut out, &names, &topo, named, notes);
    out.forward = (!topo.nodes.is_empty()).then_some(topo.forward);
    out
}

/// The mid plane's point and the left axis from the topology (the feet), when it is sure of
/// the facing.
fn facing_frame(topo: &TopoMapping, world: &[Rigid]) -> Option<(Vec3, Vec3)> {
    topo.nodes
        .get(&Role::centre(super::role::Segment::Pelvis))
        .filter(|_| topo.forward_confidence >= 0.5)
        .map(|&p| {
            (
                world[p].translation,
                Vec3::Y.cross(topo.forward).normalize_or(Vec3::X),
            )
        })
}

/// The roles set by hand keep their bone, at confidence 1.
fn assign_manual(a: &mut Assigned, names: &Mapping) {
    for &r in &names.manual {
        if let Some(n) = names.get(r) {
            a.assign(r, n, 1.0, MapSource::Manual);
        }
    }
}

/// The name matches, parents before children (`Role::ALL` is in tree order per side), each
/// judged against the topology and the geometry (see the module docs). Returns the notes on
/// the bones it doubted.
fn assign_named(
    a: &mut Assigned,
    ch: &Character,
    names: &Mapping,
    topo: &TopoMapping,
) -> Vec<String> {
    let sk = &ch.skeleton;
    let world = sk.world_rigid(&sk.rest_pose());
    let height = super::capsule::character_height(ch).max(1e-6);
    let frame = facing_frame(topo, &world);
    let mut notes = Vec::new();
    for r in Role::ALL {
        if names.manual.contains(&r) {
            continue;
        }
        let Some(b) = names.get(r) else { continue };
        let t = topo.nodes.get(&r).copied();
        if t == Some(b) {
            a.assign(r, b, 1.0, MapSource::NameAndTopology);
            continue;
        }
        let check = check_bone(r, b, names, ch, &world, frame, height);
        let topo_conf = topo.confidence.get(&r).copied().unwrap_or(0.0);
        match check {
            Check::Wrong(why)
                if t.is_some_and(|t| !a.used.contains(&t)) && topo_conf >= LOW_CONFIDENCE =>
            {
                let t = t.unwrap_or(b);
                notes.push(format!(
                    "role '{r}': bone '{}' {why}; the skeleton's shape gives '{}' instead",
                    sk.nodes[b].name, sk.nodes[t].name
                ));
                a.assign(r, t, 0.8 * topo_conf, MapSource::Topology);
            }
            c => {
                let conf = named_confidence(r, b, &c, t, ch, &mut notes);
                a.assign(r, b, conf, MapSource::Name);
            }
        }
    }
    notes
}

/// The confidence in a named bone `b` kept for role `r` after its check (`t`: the bone the
/// topology picked instead, if any), with a note for each doubt.
fn named_confidence(
    r: Role,
    b: usize,
    check: &Check,
    t: Option<usize>,
    ch: &Character,
    notes: &mut Vec<String>,
) -> f32 {
    let sk = &ch.skeleton;
    let conf = match check {
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
    conf
}

/// The topology's bone for the roles names gave nothing (and no hand set), when no other role
/// took it; × 0.8 when names matched most of the other roles (`named` of them).
fn assign_topology_only(a: &mut Assigned, names: &Mapping, topo: &TopoMapping, named: usize) {
    let topo_factor = if named >= 6 { 0.8 } else { 1.0 };
    for r in Role::ALL {
        if a.out.nodes.contains_key(&r) || names.manual.contains(&r) {
            continue;
        }
        if let Some(&t) = topo.nodes.get(&r)
            && !a.used.contains(&t)
        {
            let conf = topo_factor * topo.confidence.get(&r).copied().unwrap_or(0.5);
            a.assign(r, t, conf, MapSource::Topology);
        }
    }
}

/// The mapping's notes: the name mapping's (except its "no bone found", redone here), the
/// topology's when names matched few roles, the `judged` bones' notes, and every role left
/// without a bone.
fn collect_notes(
    out: &mut Mapping,
    names: &Mapping,
    topo: &TopoMapping,
    named: usize,
    judged: Vec<String>,
) {
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
    out.notes.extend(judged);
    for r in Role::ALL {
        if !out.nodes.contains_key(&r) && !out.manual.contains(&r) {
            out.notes.push(format!("role '{r}': no bone found"));
        }
    }
}

/// Is bone `b` plausible for role `r` (see the module docs)?
fn check_bone(
    r: Role,
    b: usize,
    names: &Mapping,
    ch: &Character,
    world: &[Rigid],
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
