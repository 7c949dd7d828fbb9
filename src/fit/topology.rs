//! Humanoid roles from the skeleton's shape alone: topology and rest-pose geometry, no names.
//!
//! Works on the skin joints (every node without a skin) that carry skin: a joint's weight is
//! the number of vertices it dominates (rigid meshes count for the nearest joint at or above
//! their node), and joints with no weight in their whole subtree (IK targets, end markers,
//! unskinned helpers) are left out. `H` is the vertical span of the remaining joints (not of
//! the mesh: a big helmet or a chibi head would skew it) and `g` their lowest point. Then:
//!
//! * **Pelvis and legs**: the joint `x` with two child branches that both reach at least half
//!   way from `x` down to `g` and match each other best (length and weight ratios, the height
//!   of their lowest points, apart sideways), weighted by how close to `g` they reach (legs
//!   reach the ground, hanging arms do not). Each leg's path follows the child reaching lowest.
//!   The foot is the joint (after the first) whose next segment is least vertical when it turns
//!   at least 37° from vertical (ankle → toes), else the chain's end; thigh and shin are the
//!   two joints before it that split the rest into the most equal lengths (a hip helper or
//!   twist bone is skipped that way).
//! * **Spine**: from the pelvis, the child branch reaching highest, followed to the top (the
//!   heaviest child on a tie): pelvis → … → head.
//! * **Arms**: the two branches leaving the spine above the pelvis that reach farthest
//!   sideways and match each other; the chest is where they leave (the lower spine joint if
//!   they leave at two). Each arm's path follows the child reaching farthest from the chest.
//!   The hand is the first joint with two or more branches (fingers), else the first whose
//!   remaining chain is shorter than 30 % of the arm's chain, else the end; upper arm and forearm split the rest
//!   like the leg (a clavicle is skipped that way).
//! * **Abdomen**: the first spine joint between pelvis and chest. **Neck and head**: the
//!   spine above the chest; the head is its heaviest joint, the neck its first when that is not
//!   the head.
//! * **Left and right** from the facing direction: forward is the mean horizontal direction
//!   from the ankles to the toes (else to the feet's vertices), up is +Y, left = up × forward;
//!   a limb is on the side its end lies on. Without feet to tell, +Z (the glTF convention).
//!
//! Each role gets a confidence in [0, 1]: the match of the pair it belongs to (legs, arms), the
//! clarity of the facing for sided roles, and how clearly the chain splits.

use super::capsule::character_height;
use super::names::Side;
use super::role::{Role, Segment};
use crate::character::Character;
use glam::Vec3;
use std::collections::BTreeMap;

/// Below this, a role's mapping is a warning (shown for editing).
pub const LOW_CONFIDENCE: f32 = 0.6;

/// The roles found, each with its confidence.
#[derive(Clone, Debug, Default)]
pub struct TopoMapping {
    pub nodes: BTreeMap<Role, usize>,
    pub confidence: BTreeMap<Role, f32>,
    /// The character's forward (horizontal) and how sure it is (0..1).
    pub forward: Vec3,
    pub forward_confidence: f32,
    /// How it decided, for people.
    pub notes: Vec<String>,
}

impl TopoMapping {
    /// A centre role found by a search scoring `score` (0..1), said in `note`: its confidence is
    /// 0.4 for a bare find plus 0.6 times the score.
    fn found(&mut self, segment: Segment, node: usize, score: f32, note: String) {
        let role = Role::centre(segment);
        self.nodes.insert(role, node);
        self.confidence.insert(role, (0.4 + 0.6 * score).min(1.0));
        self.notes.push(note);
    }
}

/// The joint tree the search works on.
struct Tree {
    pos: Vec<Vec3>,
    children: Vec<Vec<usize>>,
    /// Vertices a joint dominates, and in its subtree.
    weight: Vec<f32>,
    sub_weight: Vec<f32>,
    /// Kept (in the pruned tree).
    keep: Vec<bool>,
    /// Lowest and highest point of the subtree (kept joints).
    low: Vec<f32>,
    high: Vec<f32>,
    order: Vec<usize>,
}

impl Tree {
    fn build(ch: &Character, joints: &[usize]) -> Tree {
        let sk = &ch.skeleton;
        let n = sk.nodes.len();
        let world = sk.world_rigid(&sk.rest_pose());
        let pos: Vec<Vec3> = world.iter().map(|r| r.translation).collect();
        let mut member = vec![joints.is_empty(); n];
        for &j in joints {
            if j < n {
                member[j] = true;
            }
        }
        // Nearest member at or above each node.
        let mut owner: Vec<Option<usize>> = vec![None; n];
        for &i in &sk.order {
            owner[i] = if member[i] {
                Some(i)
            } else {
                sk.nodes[i].parent.and_then(|p| owner[p])
            };
        }
        let mut parent = vec![None; n];
        let mut children = vec![Vec::new(); n];
        for &i in &sk.order {
            if member[i] {
                parent[i] = sk.nodes[i].parent.and_then(|p| owner[p]);
                if let Some(p) = parent[i] {
                    children[p].push(i);
                }
            }
        }
        let mut weight = vec![0.0f32; n];
        let mut any = false;
        for m in &ch.meshes {
            for d in m.dominant_nodes() {
                if let Some(o) = owner.get(d).copied().flatten() {
                    weight[o] += 1.0;
                    any = true;
                }
            }
        }
        let mut sub_weight = weight.clone();
        for &i in sk.order.iter().rev() {
            if member[i]
                && let Some(p) = parent[i]
            {
                sub_weight[p] += sub_weight[i];
            }
        }
        let keep: Vec<bool> = (0..n)
            .map(|i| member[i] && (!any || sub_weight[i] > 0.0))
            .collect();
        for c in &mut children {
            c.retain(|&k| keep[k]);
        }
        let mut low: Vec<f32> = pos.iter().map(|p| p.y).collect();
        let mut high = low.clone();
        for &i in sk.order.iter().rev() {
            if keep[i]
                && let Some(p) = parent[i]
            {
                low[p] = low[p].min(low[i]);
                high[p] = high[p].max(high[i]);
            }
        }
        let order = sk.order.iter().copied().filter(|&i| keep[i]).collect();
        Tree {
            pos,
            children,
            weight,
            sub_weight,
            keep,
            low,
            high,
            order,
        }
    }

    fn subtree(&self, root: usize) -> Vec<usize> {
        let mut out = vec![root];
        let mut k = 0;
        while k < out.len() {
            out.extend(self.children[out[k]].iter().copied());
            k += 1;
        }
        out
    }

    /// The lowest kept joint of a subtree.
    fn lowest(&self, root: usize) -> usize {
        self.subtree(root)
            .into_iter()
            .min_by(|&a, &b| self.pos[a].y.total_cmp(&self.pos[b].y))
            .unwrap_or(root)
    }

    /// Path from `root` always taking the child that maximises `key` over its subtree.
    fn path_by(&self, root: usize, key: impl Fn(usize) -> f32) -> Vec<usize> {
        let mut path = vec![root];
        let mut cur = root;
        while let Some(&next) = self.children[cur]
            .iter()
            .max_by(|&&a, &&b| key(a).total_cmp(&key(b)))
        {
            path.push(next);
            cur = next;
            if path.len() > 256 {
                break;
            }
        }
        path
    }

    fn chain_length(&self, path: &[usize]) -> f32 {
        path.windows(2)
            .map(|w| self.pos[w[0]].distance(self.pos[w[1]]))
            .sum()
    }
}

fn ratio(a: f32, b: f32) -> f32 {
    let (lo, hi) = (a.min(b), a.max(b));
    if hi <= 0.0 { 1.0 } else { lo / hi }
}

/// The two joints among `path[..end]` that split the chain to `path[end]` most evenly:
/// (upper, lower, evenness).
fn split(t: &Tree, path: &[usize], end: usize) -> (Option<usize>, Option<usize>, f32) {
    match end {
        0 => (None, None, 0.5),
        1 => (Some(path[0]), None, 0.6),
        _ => {
            let pe = t.pos[path[end]];
            let mut best = (0, 1, -1.0f32);
            for u in 0..end {
                for f in u + 1..end {
                    let a = t.pos[path[u]].distance(t.pos[path[f]]);
                    let b = t.pos[path[f]].distance(pe);
                    let r = ratio(a, b);
                    if r > best.2 + 1e-4 {
                        best = (u, f, r);
                    }
                }
            }
            (Some(path[best.0]), Some(path[best.1]), best.2.max(0.0))
        }
    }
}

/// Map the humanoid roles from the skeleton's shape (see the module docs). None when no pair
/// of legs is found (not a biped).
pub fn map_by_topology(ch: &Character, joints: &[usize]) -> Option<TopoMapping> {
    let t = Tree::build(ch, joints);
    let (g, top) = t
        .order
        .iter()
        .fold((f32::INFINITY, f32::NEG_INFINITY), |a, &i| {
            (a.0.min(t.pos[i].y), a.1.max(t.pos[i].y))
        });
    let h = (top - g).max(1e-3 * character_height(ch)).max(1e-6);
    let mut out = TopoMapping::default();

    // Pelvis and legs.
    let (leg_score, pelvis, la, lb) = find_legs(&t, g, h)?;
    out.found(
        Segment::Pelvis,
        pelvis,
        leg_score,
        format!(
            "legs: the pair below joint {pelvis} matching {:.0} %",
            100.0 * leg_score
        ),
    );
    let (leg_a, leg_b) = (trace_leg(&t, la, h), trace_leg(&t, lb, h));

    let (forward, fconf, how) = facing(ch, &t, [&leg_a, &leg_b]);
    let forward = crate::xform::snap_axis(forward);
    out.forward = forward;
    out.forward_confidence = fconf;
    out.notes.push(format!(
        "facing {:?} ({how}, confidence {:.0} %)",
        forward.to_array().map(|x| (x * 100.0).round() / 100.0),
        100.0 * fconf
    ));
    let sides = Sides {
        pelvis: t.pos[pelvis],
        left: Vec3::Y.cross(forward).normalize_or(Vec3::X),
    };
    map_legs(&sides, [&leg_a, &leg_b], leg_score, fconf, &mut out);

    // Spine: up from the pelvis.
    let up_child = t.children[pelvis]
        .iter()
        .copied()
        .filter(|&c| c != la && c != lb)
        .max_by(|&a, &b| {
            t.high[a]
                .total_cmp(&t.high[b])
                .then(t.sub_weight[a].total_cmp(&t.sub_weight[b]))
        })
        .filter(|&c| t.high[c] > sides.pelvis.y + 0.1 * h);
    let Some(up) = up_child else {
        out.notes
            .push("no branch goes up from the pelvis: no spine, arms or head".into());
        return Some(out);
    };
    let mut spine = vec![pelvis];
    spine.extend(t.path_by(up, |k| t.high[k] + 1e-6 * t.sub_weight[k]));

    let best_arms = find_arms(&t, &spine, sides.pelvis, h);
    let chest_idx = match best_arms {
        Some((arm_score, (si, a), (sj, b))) => {
            let ci = si.min(sj);
            let chest = spine[ci];
            out.found(
                Segment::Chest,
                chest,
                arm_score,
                format!(
                    "arms: the pair leaving the spine at joint {chest} matching {:.0} %",
                    100.0 * arm_score
                ),
            );
            for root in [a, b] {
                map_arm(&t, root, chest, &sides, arm_score, fconf, &mut out);
            }
            ci
        }
        None => {
            out.notes.push("no pair of arms found".into());
            spine.len() - 1
        }
    };
    if best_arms.is_some() {
        // Abdomen: the first spine joint between pelvis and chest.
        if chest_idx >= 2 {
            out.nodes.insert(Role::centre(Segment::Abdomen), spine[1]);
            out.confidence.insert(Role::centre(Segment::Abdomen), 0.9);
        }
        map_neck_and_head(&t, &spine[chest_idx + 1..], &mut out);
    }
    let _ = &t.keep;
    Some(out)
}

/// The pelvis and its legs: the joint with the pair of child chains that best look like legs
/// (reaching the ground, as long and as heavy as each other, ending level and apart), as
/// (score in 0..1, pelvis, leg root a, leg root b).
fn find_legs(t: &Tree, g: f32, h: f32) -> Option<(f32, usize, usize, usize)> {
    let mut best: Option<(f32, usize, usize, usize)> = None;
    for &x in &t.order {
        let above = t.pos[x].y - g;
        if above < 0.1 * h {
            continue;
        }
        let legs: Vec<usize> = t.children[x]
            .iter()
            .copied()
            .filter(|&c| t.low[c] < t.pos[x].y - 0.5 * above)
            .collect();
        for (i, &a) in legs.iter().enumerate() {
            for &b in &legs[i + 1..] {
                let (ea, eb) = (t.pos[t.lowest(a)], t.pos[t.lowest(b)]);
                let d = ea - eb;
                let sep = Vec3::new(d.x, 0.0, d.z).length() / h;
                if sep < 0.03 {
                    continue;
                }
                let la = t.chain_length(&t.path_by(a, |k| -t.low[k]));
                let lb = t.chain_length(&t.path_by(b, |k| -t.low[k]));
                // Legs reach the ground: a pair of hanging arms reaches less far down.
                let down = ((t.pos[x].y - 0.5 * (ea.y + eb.y)) / (0.9 * above)).clamp(0.0, 1.0);
                let s = ratio(
                    la + t.pos[x].distance(t.pos[a]),
                    lb + t.pos[x].distance(t.pos[b]),
                )
                .min(ratio(t.sub_weight[a], t.sub_weight[b]).sqrt())
                    * (1.0 - (d.y.abs() / h * 5.0).min(1.0))
                    * down;
                if best.is_none_or(|(bs, ..)| s > bs + 1e-4) {
                    best = Some((s, x, a, b));
                }
            }
        }
    }
    best
}

/// The direction the character faces (not yet snapped to an axis), how sure (the feet's
/// agreement) and from what: the toes, else the feet's vertices, else +Z.
fn facing(ch: &Character, t: &Tree, legs: [&Leg; 2]) -> (Vec3, f32, &'static str) {
    let mut fwd = Vec3::ZERO;
    let mut votes = Vec::new();
    for l in legs {
        let d = l.toe_dir.or_else(|| foot_vertex_dir(ch, t, l.foot));
        if let Some(d) = d {
            fwd += d;
            votes.push(d);
        }
    }
    match fwd.try_normalize() {
        Some(f) => {
            let agree = if votes.len() == 2 {
                votes[0].dot(votes[1]).max(0.0)
            } else {
                0.7
            };
            (f, agree, "from the feet")
        }
        None => (Vec3::Z, 0.5, "none found: +Z assumed"),
    }
}

/// Thigh, shin and foot of each leg, sided by where its foot is.
fn map_legs(sides: &Sides, legs: [&Leg; 2], leg_score: f32, fconf: f32, out: &mut TopoMapping) {
    let sep_legs = {
        let d = legs[0].end - legs[1].end;
        Vec3::new(d.x, 0.0, d.z).length() * 0.5
    };
    let (sa, ca) = sides.side_of(legs[0].end, sep_legs);
    let (legs_sided, leg_side_conf) = if sa == Side::Left {
        ([(Side::Left, legs[0]), (Side::Right, legs[1])], ca)
    } else {
        ([(Side::Right, legs[0]), (Side::Left, legs[1])], ca)
    };
    let side_conf = (fconf * leg_side_conf).clamp(0.0, 1.0);
    for (side, l) in legs_sided {
        let base = (0.4 + 0.6 * leg_score) * (0.5 + 0.5 * side_conf);
        for (seg, node, c) in [
            (Segment::Thigh, l.thigh, base * (0.7 + 0.3 * l.even)),
            (Segment::Shin, l.shin, base * (0.7 + 0.3 * l.even)),
            (Segment::Foot, Some(l.foot), base),
        ] {
            if let Some(n) = node {
                out.nodes.insert(Role::sided(seg, side), n);
                out.confidence.insert(Role::sided(seg, side), c.min(1.0));
            }
        }
    }
}

/// One leg from its root down.
struct Leg {
    thigh: Option<usize>,
    shin: Option<usize>,
    foot: usize,
    toe_dir: Option<Vec3>,
    even: f32,
    end: Vec3,
}

/// A leg: the path down from its root, the foot where the chain turns horizontal.
fn trace_leg(t: &Tree, root: usize, h: f32) -> Leg {
    let path = t.path_by(root, |k| -t.low[k]);
    // The foot: the joint (not the first) whose next segment is least vertical, when it
    // turns at least 37° from vertical (|dy| / length < 0.8): the ankle → toes segment.
    let mut fi = path.len() - 1;
    let mut toe_dir = None;
    let mut flattest = 0.8f32;
    for (k, w) in path.windows(2).enumerate().skip(1) {
        let d = t.pos[w[1]] - t.pos[w[0]];
        let len = d.length();
        if len <= 1e-6 * h {
            continue;
        }
        let vertical = d.y.abs() / len;
        if vertical < flattest {
            flattest = vertical;
            fi = k;
            toe_dir = Vec3::new(d.x, 0.0, d.z).try_normalize();
        }
    }
    let (thigh, shin, even) = split(t, &path, fi);
    Leg {
        thigh,
        shin,
        foot: path[fi],
        toe_dir,
        even,
        end: t.pos[path[fi]],
    }
}

/// Which side of the body a point is on, from the pelvis along the character's left.
struct Sides {
    pelvis: Vec3,
    left: Vec3,
}

impl Sides {
    /// The side of `p`, and how clearly (its distance from the mid-plane over `sep`, ≤ 1).
    fn side_of(&self, p: Vec3, sep: f32) -> (Side, f32) {
        let s = (p - self.pelvis).dot(self.left);
        let clarity = (s.abs() / sep.max(1e-6)).min(1.0);
        (if s >= 0.0 { Side::Left } else { Side::Right }, clarity)
    }
}

/// The horizontal reach of a subtree from a point.
fn reach(t: &Tree, root: usize, from: Vec3) -> f32 {
    t.subtree(root)
        .into_iter()
        .map(|k| {
            let d = t.pos[k] - from;
            Vec3::new(d.x, 0.0, d.z).length()
        })
        .fold(0.0f32, f32::max)
}

/// (score, (spine index, arm root) per side).
type ArmPair = (f32, (usize, usize), (usize, usize));

/// The arms: the pair of branches off the spine (above the pelvis) that reach sideways, on
/// opposite sides, as far and as heavy as each other and level.
fn find_arms(t: &Tree, spine: &[usize], pelvis_p: Vec3, h: f32) -> Option<ArmPair> {
    let mut offs: Vec<(usize, usize)> = Vec::new(); // (spine index, branch root)
    for (si, &s) in spine.iter().enumerate().skip(1) {
        let next = spine.get(si + 1).copied();
        for &c in &t.children[s] {
            if Some(c) != next {
                offs.push((si, c));
            }
        }
    }
    let mut best_arms: Option<ArmPair> = None;
    for (i, &(si, a)) in offs.iter().enumerate() {
        for &(sj, b) in &offs[i + 1..] {
            let (ra, rb) = (reach(t, a, pelvis_p), reach(t, b, pelvis_p));
            if ra < 0.15 * h || rb < 0.15 * h {
                continue;
            }
            let ends = |r: usize| {
                t.subtree(r)
                    .into_iter()
                    .max_by(|&x, &y| {
                        let dx = t.pos[x] - pelvis_p;
                        let dy = t.pos[y] - pelvis_p;
                        Vec3::new(dx.x, 0.0, dx.z)
                            .length()
                            .total_cmp(&Vec3::new(dy.x, 0.0, dy.z).length())
                    })
                    .unwrap_or(r)
            };
            let (ea, eb) = (t.pos[ends(a)] - pelvis_p, t.pos[ends(b)] - pelvis_p);
            if Vec3::new(ea.x, 0.0, ea.z).dot(Vec3::new(eb.x, 0.0, eb.z)) >= 0.0 {
                continue; // not on opposite sides
            }
            let s = ratio(ra, rb).min(ratio(t.sub_weight[a], t.sub_weight[b]).sqrt())
                * (1.0 - ((ea.y - eb.y).abs() / h * 3.0).min(1.0))
                * if si == sj { 1.0 } else { 0.9 };
            if best_arms.is_none_or(|(bs, ..)| s > bs + 1e-4) {
                best_arms = Some((s, (si, a), (sj, b)));
            }
        }
    }
    best_arms
}

/// One arm from its root: the path out (toward what lies farthest from the chest), the hand at
/// its first branching (fingers), else where the last 30 % of its length begins.
fn map_arm(
    t: &Tree,
    root: usize,
    chest: usize,
    sides: &Sides,
    arm_score: f32,
    fconf: f32,
    out: &mut TopoMapping,
) {
    let chest_p = t.pos[chest];
    let path = t.path_by(root, |k| {
        t.subtree(k)
            .into_iter()
            .map(|q| t.pos[q].distance(chest_p))
            .fold(0.0f32, f32::max)
    });
    let total = t.chain_length(&path);
    let mut hi = path.len() - 1;
    if let Some(k) = path.iter().position(|&k| t.children[k].len() >= 2) {
        hi = k;
    } else {
        let mut acc = total;
        for (k, w) in path.windows(2).enumerate() {
            if acc < 0.3 * total {
                hi = k;
                break;
            }
            acc -= t.pos[w[0]].distance(t.pos[w[1]]);
        }
    }
    let (upper, fore, even) = split(t, &path, hi);
    let sep = reach(t, root, sides.pelvis).max(1e-6) * 0.5;
    let (side, clarity) = sides.side_of(t.pos[path[hi]], sep);
    let base = (0.4 + 0.6 * arm_score) * (0.5 + 0.5 * fconf * clarity);
    for (seg, node, c) in [
        (Segment::UpperArm, upper, base * (0.7 + 0.3 * even)),
        (Segment::Forearm, fore, base * (0.7 + 0.3 * even)),
        (Segment::Hand, Some(path[hi]), base),
    ] {
        if let Some(n) = node {
            let role = Role::sided(seg, side);
            if out.nodes.contains_key(&role) {
                out.notes.push(format!(
                    "both arms end on the {side:?} side: the facing is unclear"
                ));
                continue;
            }
            out.nodes.insert(role, n);
            out.confidence.insert(role, c.min(1.0));
        }
    }
}

/// Neck and head: the spine above the chest, the head its heaviest joint.
fn map_neck_and_head(t: &Tree, above: &[usize], out: &mut TopoMapping) {
    if let Some(&head) = above
        .iter()
        .max_by(|&&a, &&b| t.weight[a].total_cmp(&t.weight[b]))
    {
        let total: f32 = above.iter().map(|&k| t.weight[k]).sum();
        let clear = if total > 0.0 {
            t.weight[head] / total
        } else {
            0.5
        };
        out.nodes.insert(Role::centre(Segment::Head), head);
        out.confidence
            .insert(Role::centre(Segment::Head), 0.6 + 0.35 * clear);
        if above[0] != head {
            out.nodes.insert(Role::centre(Segment::Neck), above[0]);
            out.confidence
                .insert(Role::centre(Segment::Neck), 0.6 + 0.3 * clear);
        }
    }
}

/// The horizontal direction from a foot joint to the centroid of the vertices of its subtree.
fn foot_vertex_dir(ch: &Character, t: &Tree, foot: usize) -> Option<Vec3> {
    let sub = t.subtree(foot);
    let sk = &ch.skeleton;
    let world = sk.world_matrices(&sk.rest_pose());
    let mut sum = Vec3::ZERO;
    let mut n = 0usize;
    for m in &ch.meshes {
        let dom = m.dominant_nodes();
        let pos = m.skinned_positions(&world);
        for (p, d) in pos.into_iter().zip(dom) {
            // The vertex's nearest kept joint at or above its node.
            let mut o = Some(d);
            while let Some(i) = o {
                if t.keep[i] {
                    break;
                }
                o = sk.nodes[i].parent;
            }
            if o.is_some_and(|o| sub.contains(&o)) {
                sum += p;
                n += 1;
            }
        }
    }
    if n < 8 {
        return None;
    }
    let d = sum / n as f32 - t.pos[foot];
    Vec3::new(d.x, 0.0, d.z).try_normalize()
}
