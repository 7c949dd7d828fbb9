//! Chain ragdolls for what is not a humanoid: tails, ropes, capes, hair, creatures.
//!
//! Which bones get a body: the skin joints (every node without a skin) that are not helpers or
//! prop slots by name, not mapped to a humanoid role, and dominate at least
//! [`ChainOptions::min_vertices`] vertices (rigid meshes count for their node). With a humanoid
//! mapped, only branches hanging from the trunk or head (the nearest mapped bone above them is
//! pelvis, abdomen, chest, neck or head) that lead to no mapped bone and reach at least 10 % of
//! the character's height from where they hang count: a tail, a cape or a ponytail, not a
//! clavicle, a spine joint between two mapped ones, an eye or a jaw; fingers and toes belong to
//! their hand and foot. Without a humanoid, every such bone of the skeleton does.
//!
//! Each body hangs from the nearest body above its bone (a mapped role's body, or another
//! chain body) by a joint at its bone's origin with the twist axis along the bone, limits from
//! the editable default ([`ChainOptions`]), and a drive group per chain: a chain is a run of
//! bodies without branching, named `chain_<first bone>`.

use super::names::analyse;
use super::role::{Role, Segment};
use crate::character::Character;
use serde::Serialize;
use std::collections::BTreeMap;

/// The editable default for chain bodies and joints.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChainOptions {
    /// Generate chain bodies (for non-humanoid skeletons always; this turns off the extras on
    /// a humanoid).
    pub enabled: bool,
    /// Cone half-angles about the joint's Y and Z, radians.
    pub swing1: f32,
    pub swing2: f32,
    /// Twist range ±this about the bone, radians.
    pub twist: f32,
    /// Drive natural frequency (Hz) and damping ratio of every chain group.
    pub frequency_hz: f32,
    pub damping_ratio: f32,
    /// A bone needs this many vertices to get a body.
    pub min_vertices: usize,
}

impl Default for ChainOptions {
    fn default() -> Self {
        ChainOptions {
            enabled: true,
            swing1: 30f32.to_radians(),
            swing2: 30f32.to_radians(),
            twist: 15f32.to_radians(),
            frequency_hz: 2.0,
            damping_ratio: 1.0,
            min_vertices: 16,
        }
    }
}

impl ChainOptions {
    /// Parse `SWING1,SWING2,TWIST` in degrees (as `--chain-limits 30,30,15` gives it).
    pub fn parse_limits(&mut self, s: &str) -> Result<(), ChainLimitsError> {
        let v: Vec<f32> = s
            .split(',')
            .map(|x| x.trim().parse::<f32>())
            .collect::<Result<_, _>>()
            .map_err(|_| ChainLimitsError::NotNumbers(s.to_owned()))?;
        let [s1, s2, tw] = v[..] else {
            return Err(ChainLimitsError::NotThree(s.to_owned()));
        };
        if !(s1 > 0.0 && s1 < 180.0 && s2 > 0.0 && s2 < 180.0 && tw > 0.0 && tw <= 180.0) {
            return Err(ChainLimitsError::OutOfRange(s.to_owned()));
        }
        self.swing1 = s1.to_radians();
        self.swing2 = s2.to_radians();
        self.twist = tw.to_radians();
        Ok(())
    }
}

/// A `SWING1,SWING2,TWIST` chain-limits value that cannot be used (the text as given).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChainLimitsError {
    #[error("'{0}': expected SWING1,SWING2,TWIST in degrees")]
    NotNumbers(String),
    #[error("'{0}': expected three numbers SWING1,SWING2,TWIST")]
    NotThree(String),
    #[error("'{0}': swings must be in (0, 180) degrees and the twist in (0, 180]")]
    OutOfRange(String),
}

/// A chain body to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct ChainSeed {
    pub node: usize,
    /// What it hangs from: another chain seed (index), a humanoid role's body, or nothing (the
    /// chain's root).
    pub parent: ChainParent,
    /// Its drive group (`chain_<first bone of the run>`).
    pub group: String,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ChainParent {
    Seed(usize),
    Role(Role),
    None,
}

/// Vertices each node dominates (rigid meshes: their node).
fn own_vertices(ch: &Character) -> Vec<usize> {
    let mut v = vec![0usize; ch.skeleton.nodes.len()];
    for m in &ch.meshes {
        for d in m.dominant_nodes() {
            if d < v.len() {
                v[d] += 1;
            }
        }
    }
    v
}

/// A name usable as a rig name part: lower case, `[a-z0-9_]`.
pub fn slug(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let s = s.trim_matches('_').to_owned();
    if s.is_empty() { "bone".into() } else { s }
}

/// The chain bodies for a character (its active rest pose) with the humanoid roles `mapped`
/// (role → node; empty for a non-humanoid). See the module docs.
pub fn plan_chains(
    ch: &Character,
    mapped: &BTreeMap<Role, usize>,
    opts: &ChainOptions,
    height: f32,
) -> Vec<ChainSeed> {
    let sk = &ch.skeleton;
    let n = sk.nodes.len();
    let (member, eligible) = eligible_nodes(ch);
    let role_of: BTreeMap<usize, Role> = mapped.iter().map(|(r, n)| (*n, *r)).collect();
    let counted = counted_vertices(ch, &member);
    let allowed = allowed_nodes(ch, &role_of, height);
    let is_body: Vec<bool> = (0..n)
        .map(|i| {
            allowed[i]
                && eligible[i]
                && !role_of.contains_key(&i)
                && counted[i] >= opts.min_vertices
        })
        .collect();
    let mut seeds = seeds_in_order(ch, &is_body, &role_of);
    name_groups(ch, &mut seeds);
    seeds
}

/// Per node: a member of the skin (every node when there is no skin), and eligible for a
/// body (a member, not a helper, not a prop slot or below one).
fn eligible_nodes(ch: &Character) -> (Vec<bool>, Vec<bool>) {
    let sk = &ch.skeleton;
    let n = sk.nodes.len();
    let joints = ch.joint_nodes();
    let mut member = vec![joints.is_empty(); n];
    for &j in &joints {
        member[j] = true;
    }
    // Helpers, prop slots and everything below a prop slot are out.
    let mut eligible = vec![false; n];
    let mut under_prop = vec![false; n];
    for &i in &sk.order {
        let info = analyse(&sk.nodes[i].name);
        under_prop[i] = info.is_prop() || sk.nodes[i].parent.is_some_and(|p| under_prop[p]);
        eligible[i] = member[i] && !under_prop[i] && !info.is_helper();
    }
    (member, eligible)
}

/// Per node: its own vertices, and those of rigid meshes on non-member nodes below it (they
/// count for the nearest member above).
fn counted_vertices(ch: &Character, member: &[bool]) -> Vec<usize> {
    let sk = &ch.skeleton;
    let mut counted = own_vertices(ch);
    for &i in sk.order.iter().rev() {
        if !member[i]
            && let Some(p) = sk.nodes[i].parent
        {
            counted[p] += counted[i];
        }
    }
    counted
}

/// Per node: whether a chain may use it: anywhere on a non-humanoid; on a humanoid, inside a
/// branch that hangs from a trunk or head bone and reaches at least a tenth of the `height`.
fn allowed_nodes(ch: &Character, role_of: &BTreeMap<usize, Role>, height: f32) -> Vec<bool> {
    let sk = &ch.skeleton;
    let n = sk.nodes.len();
    let world = sk.world_rigid(&sk.rest_pose());
    // Subtree contains a mapped bone?
    let mut has_mapped = vec![false; n];
    for &i in sk.order.iter().rev() {
        if role_of.contains_key(&i) {
            has_mapped[i] = true;
        }
        if has_mapped[i]
            && let Some(p) = sk.nodes[i].parent
        {
            has_mapped[p] = true;
        }
    }
    let nearest_role = |i: usize| -> Option<Role> {
        let mut p = sk.nodes[i].parent;
        while let Some(x) = p {
            if let Some(r) = role_of.get(&x) {
                return Some(*r);
            }
            p = sk.nodes[x].parent;
        }
        None
    };
    let reach = |root: usize| -> f32 {
        let base = sk.nodes[root]
            .parent
            .map_or(world[root].translation, |p| world[p].translation);
        let mut stack = vec![root];
        let mut r = 0.0f32;
        while let Some(k) = stack.pop() {
            r = r.max(world[k].translation.distance(base));
            stack.extend(sk.nodes[k].children.iter().copied());
        }
        r
    };
    let humanoid = !role_of.is_empty();
    // Allowed: a node inside a qualifying branch (humanoid) or anywhere (non-humanoid).
    let mut allowed = vec![!humanoid; n];
    if humanoid {
        for &i in &sk.order {
            if role_of.contains_key(&i) || has_mapped[i] {
                continue;
            }
            let parent_allowed = sk.nodes[i].parent.is_some_and(|p| allowed[p]);
            if parent_allowed {
                allowed[i] = true;
                continue;
            }
            // A branch root: hangs (maybe through unmapped bones) from a trunk or head bone.
            let from_centre = nearest_role(i).is_some_and(|r| {
                matches!(
                    r.segment,
                    Segment::Pelvis
                        | Segment::Abdomen
                        | Segment::Chest
                        | Segment::Neck
                        | Segment::Head
                )
            });
            allowed[i] = from_centre && reach(i) >= 0.1 * height;
        }
    }
    allowed
}

/// The chain seeds in parents-first order, each with its parent: the nearest seed or mapped
/// role above it.
fn seeds_in_order(
    ch: &Character,
    is_body: &[bool],
    role_of: &BTreeMap<usize, Role>,
) -> Vec<ChainSeed> {
    let sk = &ch.skeleton;
    let n = sk.nodes.len();
    // Seeds in parents-first order.
    let mut index = vec![None; n];
    let mut seeds: Vec<ChainSeed> = Vec::new();
    for &i in &sk.order {
        if !is_body[i] {
            continue;
        }
        let mut parent = ChainParent::None;
        let mut p = sk.nodes[i].parent;
        while let Some(x) = p {
            if let Some(s) = index[x] {
                parent = ChainParent::Seed(s);
                break;
            }
            if let Some(r) = role_of.get(&x) {
                parent = ChainParent::Role(*r);
                break;
            }
            p = sk.nodes[x].parent;
        }
        index[i] = Some(seeds.len());
        seeds.push(ChainSeed {
            node: i,
            parent,
            group: String::new(),
        });
    }
    seeds
}

/// The seeds' groups: a run continues from a parent seed that has exactly one child seed,
/// and is named after its first bone.
fn name_groups(ch: &Character, seeds: &mut [ChainSeed]) {
    let sk = &ch.skeleton;
    // Chains: a run continues from a parent seed that has exactly one child seed.
    let mut child_count = vec![0usize; seeds.len()];
    for s in seeds.iter() {
        if let ChainParent::Seed(p) = s.parent {
            child_count[p] += 1;
        }
    }
    for k in 0..seeds.len() {
        seeds[k].group = match seeds[k].parent {
            ChainParent::Seed(p) if child_count[p] == 1 => seeds[p].group.clone(),
            _ => format!("chain_{}", slug(&sk.nodes[seeds[k].node].name)),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_limits_parse_in_degrees() {
        let mut o = ChainOptions::default();
        o.parse_limits("40, 20,10").unwrap();
        assert!((o.swing1.to_degrees() - 40.0).abs() < 1e-4);
        assert!((o.swing2.to_degrees() - 20.0).abs() < 1e-4);
        assert!((o.twist.to_degrees() - 10.0).abs() < 1e-4);
        assert!(o.parse_limits("40,20").is_err());
        assert!(o.parse_limits("0,20,10").is_err());
        assert!(o.parse_limits("a,b,c").is_err());
        assert_eq!(slug("Tail.003 (L)"), "tail_003__l");
    }
}
