//! Humanoid role mapping from bone names (Mixamo, Unreal, Rigify, KayKit, VRM, plain,
//! RobotExpressive-style), disambiguated with the hierarchy, with manual overrides.
//!
//! Names are analysed by [`super::names::analyse`] (namespace, case, separators and the side
//! marker removed) and matched on their core word (`upleg`, `upperarm`, `calf`, ...). Then:
//! - limbs: upper arm and thigh by name; forearm, hand, shin and foot by name, preferring bones
//!   below the previous link; when several candidates sit on one chain the topmost wins (KayKit
//!   `wrist.l` over `hand.l`); `leg`/`arm` alone are weak names (Mixamo `LeftLeg` is the shin
//!   when a thigh is named, `LeftArm` the upper arm); palm bones stand in for a missing hand;
//! - pelvis: `hips`/`pelvis`, else the common ancestor of the thighs;
//! - chest: the bone both upper arms hang from (their lowest common ancestor);
//! - abdomen: the lowest bone between pelvis and chest (the others between count for it);
//! - head and neck: by name, else the spine chain continuing above the chest (Rigify
//!   `spine.004`…`spine.006`): its first bone is the neck, its last the head.
//!
//! Skin joints are preferred over other nodes, and helper bones (IK, pole, twist, roll, end,
//! control, prop slots) and nodes that exist only for physics data (an exported rig's bodies and
//! joint frames) are never mapped. A manual map (role → bone name, as in the rig's
//! `[mapping]` table) wins over all of this; an empty bone name leaves the role unmapped.

use super::names::{NameInfo, Side, analyse};
use super::role::{Role, Segment};
use super::topology::LOW_CONFIDENCE;
use crate::character::Skeleton;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// Where a role's bone came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MapSource {
    Manual,
    /// Name and topology agree.
    NameAndTopology,
    Name,
    Topology,
}

impl MapSource {
    pub fn label(self) -> &'static str {
        match self {
            MapSource::Manual => "manual",
            MapSource::NameAndTopology => "name + topology",
            MapSource::Name => "name",
            MapSource::Topology => "topology",
        }
    }
}

/// Role → node, with where each came from.
#[derive(Clone, Debug, Default)]
pub struct Mapping {
    pub nodes: BTreeMap<Role, usize>,
    /// Roles set by the manual map (also those it disabled).
    pub manual: BTreeSet<Role>,
    pub notes: Vec<String>,
    /// Confidence per mapped role in [0, 1] and where the bone came from (filled by
    /// [`super::humanoid::map_character`]; empty for the name mapping alone).
    pub confidence: BTreeMap<Role, f32>,
    pub source: BTreeMap<Role, MapSource>,
    /// The character's forward as the skeleton's shape says (None: not found).
    pub forward: Option<glam::Vec3>,
}

impl Mapping {
    pub fn get(&self, role: Role) -> Option<usize> {
        self.nodes.get(&role).copied()
    }

    pub fn role_of(&self, node: usize) -> Option<Role> {
        self.nodes
            .iter()
            .find(|(_, n)| **n == node)
            .map(|(r, _)| *r)
    }

    /// The report: every role with its bone (or none), and the skin joints (all nodes when
    /// there is no skin) left unmapped.
    pub fn report(&self, sk: &Skeleton, joints: &[usize]) -> MappingReport {
        let roles: Vec<RoleEntry> = Role::ALL
            .iter()
            .map(|&r| RoleEntry {
                role: r,
                bone: self.get(r).map(|n| sk.nodes[n].name.clone()),
                manual: self.manual.contains(&r),
                confidence: self.get(r).and(self.confidence.get(&r).copied()),
                source: self.get(r).and(self.source.get(&r).copied()),
            })
            .collect();
        let low_confidence = roles
            .iter()
            .filter(|e| e.confidence.is_some_and(|c| c < LOW_CONFIDENCE))
            .map(|e| e.role)
            .collect();
        let mapped: BTreeSet<usize> = self.nodes.values().copied().collect();
        let pool: Vec<usize> = if joints.is_empty() {
            (0..sk.nodes.len()).collect()
        } else {
            joints.to_vec()
        };
        let unmapped_bones = pool
            .into_iter()
            .filter(|n| !mapped.contains(n))
            .map(|n| sk.nodes[n].name.clone())
            .collect();
        MappingReport {
            roles,
            low_confidence,
            facing: self.forward.map(|f| f.to_array()),
            unmapped_bones,
            notes: self.notes.clone(),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct RoleEntry {
    pub role: Role,
    pub bone: Option<String>,
    pub manual: bool,
    /// In [0, 1]; below [`LOW_CONFIDENCE`] the role is reported for checking.
    pub confidence: Option<f32>,
    pub source: Option<MapSource>,
}

#[derive(Clone, Debug, Serialize)]
pub struct MappingReport {
    pub roles: Vec<RoleEntry>,
    /// Roles mapped with a confidence below [`LOW_CONFIDENCE`]: check them.
    pub low_confidence: Vec<Role>,
    /// The character's forward from the skeleton's shape (the feet), if found.
    pub facing: Option<[f32; 3]>,
    pub unmapped_bones: Vec<String>,
    pub notes: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pelvis,
    Trunk,
    Neck,
    Head,
    UpperArm,
    Arm,
    Forearm,
    Hand,
    Palm,
    Thigh,
    Leg,
    Shin,
    Foot,
}

/// The name's kind and strength (2 explicit, 1 weak).
fn classify(info: &NameInfo) -> Option<(Kind, u32)> {
    let sided = info.side.is_some();
    let k = match info.core.as_str() {
        "hips" | "hip" | "pelvis" if !sided => (Kind::Pelvis, 2),
        "hip" => (Kind::Thigh, 1),
        "spine" | "abdomen" | "waist" | "chest" | "upperchest" | "torso" | "lowerback"
        | "upperback" | "belly" | "stomach" | "spinelower" | "spineupper" | "lowerspine"
        | "upperspine" | "thorax" | "ribcage" | "abdomenlower" | "abdomenupper" | "chestlower"
        | "chestupper"
            if !sided =>
        {
            (Kind::Trunk, 2)
        }
        "neck" | "necklower" | "neckupper" if !sided => (Kind::Neck, 2),
        "head" if !sided => (Kind::Head, 2),
        "upperarm" | "uparm" | "humerus" | "shldrbend" => (Kind::UpperArm, 2),
        "arm" => (Kind::Arm, 1),
        "forearm" | "lowerarm" | "loarm" | "elbow" | "radius" | "forearmbend" => (Kind::Forearm, 2),
        "hand" | "wrist" => (Kind::Hand, 2),
        "palm" => (Kind::Palm, 1),
        "thigh" | "upleg" | "upperleg" | "femur" | "thighbend" => (Kind::Thigh, 2),
        "leg" => (Kind::Leg, 1),
        "shin" | "calf" | "lowerleg" | "loleg" | "knee" | "tibia" | "crus" => (Kind::Shin, 2),
        "foot" | "ankle" => (Kind::Foot, 2),
        _ => return None,
    };
    if matches!(
        k.0,
        Kind::UpperArm
            | Kind::Arm
            | Kind::Forearm
            | Kind::Hand
            | Kind::Palm
            | Kind::Thigh
            | Kind::Leg
            | Kind::Shin
            | Kind::Foot
    ) && !sided
    {
        return None;
    }
    Some(k)
}

struct Ctx<'a> {
    sk: &'a Skeleton,
    infos: Vec<NameInfo>,
    kinds: Vec<Option<(Kind, u32)>>,
    /// Not a helper, not under a prop slot.
    eligible: Vec<bool>,
    is_joint: Vec<bool>,
    addressable: Vec<bool>,
    used: BTreeSet<usize>,
    out: Mapping,
    /// Roles fixed by the manual map (None: disabled).
    fixed: BTreeMap<Role, Option<usize>>,
}

impl Ctx<'_> {
    fn depth(&self, n: usize) -> usize {
        self.sk.depth(n)
    }

    fn below(&self, anc: Option<usize>, n: usize) -> bool {
        anc.is_some_and(|a| a != n && self.sk.is_ancestor(a, n))
    }

    /// Best candidate among nodes of the given kinds and side.
    fn pick(
        &self,
        kinds: &[Kind],
        side: Option<Side>,
        bonus: impl Fn(usize) -> u32,
    ) -> Option<usize> {
        let mut best: Option<(u32, usize, usize)> = None;
        for n in 0..self.sk.nodes.len() {
            if !self.eligible[n] || self.used.contains(&n) || self.infos[n].side != side {
                continue;
            }
            let Some((k, strength)) = self.kinds[n] else {
                continue;
            };
            if !kinds.contains(&k) {
                continue;
            }
            let score = strength * 2
                + if self.is_joint[n] { 8 } else { 0 }
                + u32::from(self.addressable[n])
                + bonus(n);
            let d = self.depth(n);
            let better = match best {
                None => true,
                Some((s, bd, bn)) => score > s || (score == s && (d < bd || (d == bd && n < bn))),
            };
            if better {
                best = Some((score, d, n));
            }
        }
        best.map(|b| b.2)
    }

    /// Set a role unless the manual map fixed it; returns the role's node.
    fn set(&mut self, role: Role, auto: impl FnOnce(&Self) -> Option<usize>) -> Option<usize> {
        let n = match self.fixed.get(&role) {
            Some(f) => *f,
            None => auto(self),
        };
        if let Some(n) = n {
            self.used.insert(n);
            self.out.nodes.insert(role, n);
        }
        n
    }

    fn lca(&self, a: usize, b: usize) -> Option<usize> {
        let mut anc = BTreeSet::new();
        let mut x = Some(a);
        while let Some(i) = x {
            anc.insert(i);
            x = self.sk.nodes[i].parent;
        }
        let mut y = Some(b);
        while let Some(i) = y {
            if anc.contains(&i) {
                return Some(i);
            }
            y = self.sk.nodes[i].parent;
        }
        None
    }

    /// Nodes strictly between `top` and `bottom` (top an ancestor of bottom), top-down.
    fn between(&self, top: usize, bottom: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut x = self.sk.nodes[bottom].parent;
        while let Some(i) = x {
            if i == top {
                path.reverse();
                return path;
            }
            path.push(i);
            x = self.sk.nodes[i].parent;
        }
        Vec::new()
    }
}

/// Map the humanoid roles onto a skeleton. `joints` are the skin joints (preferred);
/// `manual` is the role → bone-name override map.
pub fn map_humanoid(sk: &Skeleton, joints: &[usize], manual: &BTreeMap<String, String>) -> Mapping {
    let mut c = Ctx::new(sk, joints);
    c.apply_manual(manual);
    // Upper arms and thighs: by name.
    let mut strong_thigh = [false; 2];
    for (si, side) in [Side::Left, Side::Right].into_iter().enumerate() {
        c.set(Role::sided(Segment::UpperArm, side), |c| {
            c.pick(&[Kind::UpperArm], Some(side), |_| 0)
                .or_else(|| c.pick(&[Kind::Arm], Some(side), |_| 0))
        });
        let strong = c.pick(&[Kind::Thigh], Some(side), |_| 0);
        strong_thigh[si] = strong.is_some();
        c.set(Role::sided(Segment::Thigh, side), |c| {
            strong.or_else(|| c.pick(&[Kind::Leg], Some(side), |_| 0))
        });
    }
    map_trunk(&mut c);
    map_limbs(&mut c, strong_thigh);
    c.note_missing();
    c.out
}

impl<'a> Ctx<'a> {
    fn new(sk: &'a Skeleton, joints: &[usize]) -> Self {
        let n = sk.nodes.len();
        let infos: Vec<NameInfo> = sk.nodes.iter().map(|x| analyse(&x.name)).collect();
        let mut eligible = vec![true; n];
        let mut under_prop = vec![false; n];
        for &i in &sk.order {
            under_prop[i] = infos[i].is_prop() || sk.nodes[i].parent.is_some_and(|p| under_prop[p]);
            eligible[i] = !under_prop[i] && !infos[i].is_helper() && !sk.nodes[i].physics_only;
        }
        let mut is_joint = vec![joints.is_empty(); n];
        for &j in joints {
            is_joint[j] = true;
        }
        let addressable = (0..n)
            .map(|i| sk.find(&sk.nodes[i].name) == Some(i))
            .collect();
        let kinds = infos.iter().map(classify).collect();
        Ctx {
            sk,
            infos,
            kinds,
            eligible,
            is_joint,
            addressable,
            used: BTreeSet::new(),
            out: Mapping::default(),
            fixed: BTreeMap::new(),
        }
    }

    /// The user's role → bone overrides: a bone fixes its role, an empty name disables it.
    fn apply_manual(&mut self, manual: &BTreeMap<String, String>) {
        let sk = self.sk;
        for (key, bone) in manual {
            let Some(role) = Role::parse(key) else {
                self.out
                    .notes
                    .push(format!("manual mapping: '{key}' is not a role (ignored)"));
                continue;
            };
            self.out.manual.insert(role);
            if bone.trim().is_empty() {
                self.fixed.insert(role, None);
            } else if let Some(i) = sk.find(bone) {
                self.fixed.insert(role, Some(i));
                self.used.insert(i);
            } else {
                self.out.manual.remove(&role);
                self.out.notes.push(format!(
                    "manual mapping: bone '{bone}' for role '{role}' is not in the model (mapped automatically)"
                ));
            }
        }
    }

    /// Notes on roles left without a bone, or mapped to a bone whose name another node shares.
    fn note_missing(&mut self) {
        let sk = self.sk;
        for r in Role::ALL {
            match self.out.get(r) {
                None if !self.out.manual.contains(&r) => {
                    self.out.notes.push(format!("role '{r}': no bone found"));
                }
                Some(i) if !self.addressable[i] => {
                    let first = sk.find(&sk.nodes[i].name).unwrap_or(i);
                    self.out.notes.push(format!(
                        "role '{r}': bone '{}' (node {i}) shares its name with node {first}; the rig refers to bones by name, so the body follows node {first}",
                        sk.nodes[i].name
                    ));
                }
                _ => {}
            }
        }
    }
}

/// Pelvis, chest, abdomen, head and neck, once the upper arms and thighs are known.
fn map_trunk(c: &mut Ctx) {
    let thigh = |c: &Ctx, s| c.out.get(Role::sided(Segment::Thigh, s));
    let arm = |c: &Ctx, s| c.out.get(Role::sided(Segment::UpperArm, s));
    // Pelvis: by name (preferring an ancestor of the thighs), else the thighs' ancestor.
    let pelvis = c.set(Role::centre(Segment::Pelvis), |c| {
        let (tl, tr) = (thigh(c, Side::Left), thigh(c, Side::Right));
        let anc = |n: usize| {
            [tl, tr]
                .iter()
                .flatten()
                .all(|&t| t != n && c.sk.is_ancestor(n, t))
        };
        c.pick(&[Kind::Pelvis], None, |n| if anc(n) { 4 } else { 0 })
            .or_else(|| match (tl, tr) {
                (Some(a), Some(b)) => c.lca(a, b).filter(|&x| c.eligible[x]),
                _ => None,
            })
    });

    // Chest: what both upper arms hang from.
    let chest = c.set(Role::centre(Segment::Chest), |c| {
        let from_arms = match (arm(c, Side::Left), arm(c, Side::Right)) {
            (Some(a), Some(b)) => c.lca(a, b),
            (Some(a), None) | (None, Some(a)) => {
                let mut x = c.sk.nodes[a].parent;
                while let Some(i) = x {
                    if matches!(c.kinds[i], Some((Kind::Trunk, _))) {
                        break;
                    }
                    x = c.sk.nodes[i].parent;
                }
                x
            }
            _ => None,
        };
        let ok = |x: usize| {
            Some(x) != pelvis
                && !c.used.contains(&x)
                && c.eligible[x]
                && pelvis.is_none_or(|p| c.sk.is_ancestor(p, x))
        };
        from_arms.filter(|&x| ok(x)).or_else(|| {
            // The deepest trunk bone below the pelvis.
            (0..c.sk.nodes.len())
                .filter(|&x| matches!(c.kinds[x], Some((Kind::Trunk, _))) && ok(x))
                .max_by_key(|&x| (c.is_joint[x], c.depth(x)))
        })
    });

    // Abdomen: the lowest bone between pelvis and chest.
    c.set(Role::centre(Segment::Abdomen), |c| {
        if let (Some(p), Some(ch)) = (pelvis, chest)
            && c.sk.is_ancestor(p, ch)
        {
            return c
                .between(p, ch)
                .into_iter()
                .find(|&x| c.eligible[x] && !c.used.contains(&x));
        }
        c.pick(&[Kind::Trunk], None, |x| {
            u32::from(c.below(pelvis, x)) * 2
                + u32::from(chest.is_some_and(|ch| c.below(Some(x), ch))) * 2
        })
    });

    // Head and neck.
    let chain = chest.map(|ch| spine_chain(c, ch)).unwrap_or_default();
    let head = c.set(Role::centre(Segment::Head), |c| {
        c.pick(
            &[Kind::Head],
            None,
            |x| if c.below(chest, x) { 4 } else { 0 },
        )
        .or_else(|| chain.last().copied())
    });
    c.set(Role::centre(Segment::Neck), |c| {
        let on_path = |x: usize| c.below(chest, x) && head.is_some_and(|h| c.below(Some(x), h));
        c.pick(&[Kind::Neck], None, |x| if on_path(x) { 4 } else { 0 })
            .or_else(|| match (chest, head) {
                (Some(ch), Some(h)) if c.sk.is_ancestor(ch, h) => c
                    .between(ch, h)
                    .into_iter()
                    .find(|&x| c.eligible[x] && !c.used.contains(&x)),
                _ => None,
            })
            .or_else(|| chain.first().copied().filter(|&x| Some(x) != head))
    });
}

/// Forearms, hands, shins and feet, each link preferring bones below the one above it.
/// `strong_thigh`: per side (left, right), whether the thigh was named as one (then a bone
/// named "leg" below it can be the shin).
fn map_limbs(c: &mut Ctx, strong_thigh: [bool; 2]) {
    let thigh = |c: &Ctx, s| c.out.get(Role::sided(Segment::Thigh, s));
    let arm = |c: &Ctx, s| c.out.get(Role::sided(Segment::UpperArm, s));
    for (si, side) in [Side::Left, Side::Right].into_iter().enumerate() {
        let ua = arm(c, side);
        let fa = c.set(Role::sided(Segment::Forearm, side), |c| {
            c.pick(&[Kind::Forearm], Some(side), |x| {
                if c.below(ua, x) { 4 } else { 0 }
            })
        });
        let above = fa.or(ua);
        c.set(Role::sided(Segment::Hand, side), |c| {
            c.pick(&[Kind::Hand, Kind::Palm], Some(side), |x| {
                let mut b = if c.below(above, x) { 4 } else { 0 };
                if matches!(c.kinds[x], Some((Kind::Palm, _))) && has_middle_finger(c, x) {
                    b += 1;
                }
                b
            })
        });
        let th = thigh(c, side);
        let shin_kinds: &[Kind] = if strong_thigh[si] {
            &[Kind::Shin, Kind::Leg]
        } else {
            &[Kind::Shin]
        };
        let sh = c.set(Role::sided(Segment::Shin, side), |c| {
            c.pick(
                shin_kinds,
                Some(side),
                |x| if c.below(th, x) { 4 } else { 0 },
            )
        });
        let above = sh.or(th);
        c.set(Role::sided(Segment::Foot, side), |c| {
            c.pick(&[Kind::Foot], Some(side), |x| {
                if c.below(above, x) { 4 } else { 0 }
            })
        });
    }
}

/// The spine chain continuing above the chest: unsided spine/neck/head bones, following the
/// child that does not lead to an arm.
fn spine_chain(c: &Ctx, chest: usize) -> Vec<usize> {
    let mut chain = Vec::new();
    let mut cur = chest;
    loop {
        let next = c.sk.nodes[cur].children.iter().copied().find(|&k| {
            c.eligible[k]
                && !c.used.contains(&k)
                && c.infos[k].side.is_none()
                && matches!(c.kinds[k], Some((Kind::Trunk | Kind::Neck | Kind::Head, _)))
        });
        match next {
            Some(k) if chain.len() < 16 => {
                chain.push(k);
                cur = k;
            }
            _ => return chain,
        }
    }
}

fn has_middle_finger(c: &Ctx, node: usize) -> bool {
    let mut stack = c.sk.nodes[node].children.clone();
    while let Some(k) = stack.pop() {
        if c.infos[k].tokens.iter().any(|t| t.starts_with("middle")) {
            return true;
        }
        stack.extend(c.sk.nodes[k].children.iter().copied());
    }
    false
}
