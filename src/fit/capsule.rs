//! Capsule fit per body from the skinned rest-pose vertices.
//!
//! Which vertices belong to a body: each vertex goes to its dominant influence's node, and a
//! node to the nearest body bone at or above it (so twist/helper bones count for their mapped
//! ancestor), except that finger and palm bones count for the hand of their side and toe bones
//! for the foot of their side, and that prop slots (`handslot`, `socket`, `weapon`, ...) and
//! everything below them are ignored. Vertices whose node has no body above it (e.g. a torso
//! mesh on a root "Body" bone) go to the centre body (pelvis … head) whose bone segment is
//! nearest. Meshes without a skin are
//! one-joint skins on their own node (weight 1); they count for a body only when it has fewer
//! than [`MIN_SKINNED`] skinned vertices of its own: on a skinned character rigid meshes are
//! props (helmets, capes, weapons), on a rigid-parts character they are the body.
//!
//! The capsule: the axis runs along the bone toward its mapped child's origin; for end bones
//! (hand, foot, head) it is whichever of the bone direction (toward the vertices' centroid)
//! and the three principal axes of the vertices gives the smallest capsule. The axis line
//! goes through the bone origin shifted by the vertices' mean offset across the axis; the
//! radius is a high percentile (default 90th) of the distances to that line; the length is the
//! projected extent (capsule tips at the extreme projections), the centre its midpoint.
//! Trunk bodies (pelvis, abdomen, chest) are laid across the body (along the character's left
//! axis, as in the hand-tuned sample) when their vertices are wider than tall along the bone,
//! and their radius is held to the torso's depth ([`hold_to_depth`]).
//! Bodies with fewer than [`MIN_POINTS`] vertices get a fallback capsule sized from the bone
//! length (or the character's height for end bones). Quality = the share of the body's vertices
//! inside its capsule.

use super::names::{Side, analyse};
use super::role::Segment;
use crate::character::{Character, Skeleton};
use crate::geometry::point_segment_distance;
use crate::xform::Rigid;
use glam::{Mat3, Quat, Vec3};

/// Bodies with fewer vertices than this get a fallback capsule.
pub const MIN_POINTS: usize = 8;
/// Rigid meshes count for a body only when it has fewer skinned vertices than this.
pub const MIN_SKINNED: usize = 16;

/// One body to fit.
#[derive(Clone, Debug)]
pub struct BodySeed {
    pub name: String,
    /// The bone node: its vertices and those of unmapped bones below it belong to the body.
    pub node: usize,
    pub segment: Option<Segment>,
    pub side: Option<Side>,
    /// The node toward whose origin the capsule axis runs (the mapped child).
    pub axis_child: Option<usize>,
}

#[derive(Clone, Copy, Debug)]
pub struct FitSettings {
    /// Radius percentile in (0, 1].
    pub radius_percentile: f32,
    /// The character's height (model units): scales fallbacks and minimum sizes.
    pub height: f32,
    /// The character's left axis (for trunk capsules laid across).
    pub left: Vec3,
    /// Height of the rest pose's lowest vertex (model units): bodies whose own lowest vertex is
    /// within `FLOOR_BAND` of it stand on the floor (see `rest_on_floor`).
    pub floor: f32,
}

/// A body whose lowest vertex is within this share of the character's height above the floor
/// stands on it in the rest pose.
pub const FLOOR_BAND: f32 = 0.02;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CapsuleFit {
    /// The capsule frame in world space (local +Y along the axis).
    pub t_wc: Rigid,
    pub radius: f32,
    pub half_height: f32,
    /// Vertices that belong to the body.
    pub vertices: usize,
    /// Share of those inside the capsule (None for a fallback).
    pub quality: Option<f32>,
    pub fallback: bool,
    /// Laid across the body (trunk).
    pub across: bool,
    /// Unit direction along the bone, away from its parent joint (the joint's twist axis).
    pub bone_dir: Vec3,
    /// Projected extent of the vertices along the capsule axis.
    pub extent: f32,
    /// How much the depth rule shrank the radius (`hold_to_depth`), model units.
    pub depth_held: f32,
}

impl CapsuleFit {
    /// Capsule volume (model units³).
    pub fn volume(&self) -> f32 {
        let r = self.radius;
        std::f32::consts::PI * r * r * (2.0 * self.half_height + 4.0 / 3.0 * r)
    }

    /// Tip-to-tip length, `2·(half_height + radius)`.
    pub fn length(&self) -> f32 {
        2.0 * (self.half_height + self.radius)
    }
}

/// Height of the rest pose: the vertical extent of all vertices, else of the node origins.
pub fn character_height(ch: &Character) -> f32 {
    let (lo, hi) = vertical_extent(ch);
    if hi > lo { hi - lo } else { 1.0 }
}

/// The rest pose's floor: the height of its lowest vertex (else node origin), model units.
pub fn character_floor(ch: &Character) -> f32 {
    let (lo, hi) = vertical_extent(ch);
    if hi > lo { lo } else { 0.0 }
}

/// Lowest and highest height of the rest pose's vertices, else of its node origins.
fn vertical_extent(ch: &Character) -> (f32, f32) {
    let world = ch.skeleton.world_matrices(&ch.skeleton.rest_pose());
    let (mut lo, mut hi) = (f32::INFINITY, f32::NEG_INFINITY);
    for m in &ch.meshes {
        for p in m.skinned_positions(&world) {
            lo = lo.min(p.y);
            hi = hi.max(p.y);
        }
    }
    if hi.partial_cmp(&lo) != Some(std::cmp::Ordering::Greater) {
        for w in &world {
            let y = w.w_axis.y;
            lo = lo.min(y);
            hi = hi.max(y);
        }
    }
    (lo, hi)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Owner {
    Body(usize),
    Orphan,
    Dropped,
}

/// The rest-pose world points of each body (see the module docs for who owns what).
pub fn body_points(ch: &Character, seeds: &[BodySeed]) -> Vec<Vec<Vec3>> {
    let sk = &ch.skeleton;
    let world = sk.world_matrices(&sk.rest_pose());
    let owner = node_owners(sk, seeds);
    let orphans = OrphanBodies::new(seeds, &world);
    let mut skinned: Vec<Vec<Vec3>> = vec![Vec::new(); seeds.len()];
    let mut rigid: Vec<Vec<Vec3>> = vec![Vec::new(); seeds.len()];
    for m in &ch.meshes {
        let pos = m.skinned_positions(&world);
        let dom = m.dominant_nodes();
        let dst = if m.skin.is_some() {
            &mut skinned
        } else {
            &mut rigid
        };
        for (p, n) in pos.into_iter().zip(dom) {
            let b = match owner[n] {
                Owner::Body(b) => Some(b),
                Owner::Orphan => orphans.nearest(p),
                Owner::Dropped => None,
            };
            if let Some(b) = b {
                dst[b].push(p);
            }
        }
    }
    skinned
        .into_iter()
        .zip(rigid)
        .map(|(mut s, r)| {
            if s.len() < MIN_SKINNED {
                s.extend(r);
            }
            s
        })
        .collect()
}

/// Who owns each node's vertices: the body on the node or the nearest above it, the hand
/// (foot) of its side for a finger (toe) bone, nobody below a prop slot, and an orphan when no
/// body is above it.
fn node_owners(sk: &Skeleton, bodies: &[BodySeed]) -> Vec<Owner> {
    let mut owner = vec![Owner::Orphan; sk.nodes.len()];
    let mut body_of = vec![None; sk.nodes.len()];
    for (i, s) in bodies.iter().enumerate() {
        body_of[s.node].get_or_insert(i);
    }
    let find = |seg: Segment, side: Side| {
        bodies
            .iter()
            .position(|s| s.segment == Some(seg) && s.side == Some(side))
    };
    let hands = [
        find(Segment::Hand, Side::Left),
        find(Segment::Hand, Side::Right),
    ];
    let feet = [
        find(Segment::Foot, Side::Left),
        find(Segment::Foot, Side::Right),
    ];
    for &i in &sk.order {
        let parent = sk.nodes[i].parent.map_or(Owner::Orphan, |p| owner[p]);
        owner[i] = if let Some(b) = body_of[i] {
            Owner::Body(b)
        } else if parent == Owner::Dropped {
            Owner::Dropped
        } else {
            let info = analyse(&sk.nodes[i].name);
            let si = match info.side {
                Some(Side::Left) => Some(0),
                Some(Side::Right) => Some(1),
                None => None,
            };
            if info.is_prop() {
                Owner::Dropped
            } else if let Some(b) = si.and_then(|s| hands[s]).filter(|_| info.is_finger()) {
                Owner::Body(b)
            } else if let Some(b) = si.and_then(|s| feet[s]).filter(|_| info.is_toe()) {
                Owner::Body(b)
            } else {
                parent
            }
        };
    }
    owner
}

/// Where orphan vertices go: to the humanoid's centre body (to any body without a humanoid)
/// whose bone segment is nearest.
struct OrphanBodies {
    /// The bodies that take orphans.
    candidates: Vec<usize>,
    /// Every body's bone segment at rest: its origin to its axis child's origin.
    segments: Vec<(Vec3, Vec3)>,
}

impl OrphanBodies {
    fn new(bodies: &[BodySeed], world: &[glam::Mat4]) -> Self {
        let origin = |n: usize| world[n].w_axis.truncate();
        let segments: Vec<(Vec3, Vec3)> = bodies
            .iter()
            .map(|s| {
                let a = origin(s.node);
                (a, s.axis_child.map_or(a, origin))
            })
            .collect();
        let centre: Vec<usize> = (0..bodies.len())
            .filter(|&i| bodies[i].side.is_none() && bodies[i].segment.is_some())
            .collect();
        let candidates: Vec<usize> = if centre.is_empty() {
            (0..bodies.len()).collect()
        } else {
            centre
        };
        OrphanBodies {
            candidates,
            segments,
        }
    }

    /// The body an orphan vertex at `p` goes to.
    fn nearest(&self, p: Vec3) -> Option<usize> {
        self.candidates
            .iter()
            .map(|&i| {
                let (a, b) = self.segments[i];
                (i, point_segment_distance(p, a, b))
            })
            .min_by(|x, y| x.1.total_cmp(&y.1))
            .map(|x| x.0)
    }
}

/// The value at quantile `q` (0..1) of `v` (reordered in place).
fn percentile(v: &mut [f32], q: f32) -> f32 {
    if v.is_empty() {
        return 0.0;
    }
    let k = (((v.len() - 1) as f32) * q.clamp(0.0, 1.0)).round() as usize;
    let (_, x, _) = v.select_nth_unstable_by(k, |a, b| a.total_cmp(b));
    *x
}

/// Fit a capsule to `points` along `axis` through `origin` (see the module docs).
pub fn fit_along(
    points: &[Vec3],
    origin: Vec3,
    axis: Vec3,
    percentile_q: f32,
    min_radius: f32,
) -> CapsuleFit {
    let a = axis.try_normalize().unwrap_or(Vec3::Y);
    let n = points.len().max(1) as f32;
    let mut mean_perp = Vec3::ZERO;
    let (mut t_lo, mut t_hi) = (f32::INFINITY, f32::NEG_INFINITY);
    for p in points {
        let d = *p - origin;
        let t = d.dot(a);
        mean_perp += d - a * t;
        t_lo = t_lo.min(t);
        t_hi = t_hi.max(t);
    }
    mean_perp /= n;
    if points.is_empty() {
        (t_lo, t_hi) = (0.0, 0.0);
    }
    let mut dist: Vec<f32> = points
        .iter()
        .map(|p| {
            let d = *p - origin - mean_perp;
            (d - a * d.dot(a)).length()
        })
        .collect();
    let radius = percentile(&mut dist, percentile_q).max(min_radius);
    let half_height = ((t_hi - t_lo) * 0.5 - radius).max(0.0);
    let centre = origin + mean_perp + a * ((t_lo + t_hi) * 0.5);
    let t_wc = Rigid::new(Quat::from_rotation_arc(Vec3::Y, a), centre);
    CapsuleFit {
        t_wc,
        radius,
        half_height,
        vertices: points.len(),
        quality: share_inside(points, &t_wc, radius, half_height),
        fallback: false,
        across: false,
        bone_dir: a,
        extent: t_hi - t_lo,
        depth_held: 0.0,
    }
}

/// The three principal axes of the points (largest variance first).
/// The share of `points` inside the capsule (`t_wc`, `radius`, `half_height`); None if empty.
fn share_inside(points: &[Vec3], t_wc: &Rigid, radius: f32, half_height: f32) -> Option<f32> {
    let s0 = t_wc.transform_point(-Vec3::Y * half_height);
    let s1 = t_wc.transform_point(Vec3::Y * half_height);
    let tol = radius * 1e-4 + 1e-7;
    let inside = points
        .iter()
        .filter(|p| point_segment_distance(**p, s0, s1) <= radius + tol)
        .count();
    (!points.is_empty()).then(|| inside as f32 / points.len() as f32)
}

/// Height of a capsule's lowest point.
pub fn lowest_point(t_wc: &Rigid, radius: f32, half_height: f32) -> f32 {
    let a = t_wc.transform_point(-Vec3::Y * half_height).y;
    let b = t_wc.transform_point(Vec3::Y * half_height).y;
    a.min(b) - radius
}

/// The floor rule for a body that stands on the floor in the rest pose (a foot, a paw): its
/// capsule may not reach below its own lowest vertex `sole`. A radius set by the body's width
/// (a broad, flat foot) would otherwise sink the capsule into the ground under the standing
/// character, and the contact would push it out with energy at the switch to ragdoll. For a
/// capsule that reaches `d` below the sole, the radius shrinks by `d/2` (never under
/// `min_radius`), the axis grows by as much so the tip-to-tip length stays, and the capsule
/// rises until its lowest point is on the sole; for a level axis the top stays where it was.
/// Returns how far the capsule reached below the sole (0 when it did not).
pub fn rest_on_floor(fit: &mut CapsuleFit, points: &[Vec3], sole: f32, min_radius: f32) -> f32 {
    let d = sole - lowest_point(&fit.t_wc, fit.radius, fit.half_height);
    if d <= 0.0 {
        return 0.0;
    }
    let radius = (fit.radius - 0.5 * d).max(min_radius).min(fit.radius);
    fit.half_height += fit.radius - radius;
    fit.radius = radius;
    let rise = sole - lowest_point(&fit.t_wc, fit.radius, fit.half_height);
    if rise > 0.0 {
        fit.t_wc.translation.y += rise;
    }
    fit.quality = share_inside(points, &fit.t_wc, fit.radius, fit.half_height);
    d
}

fn principal_axes(points: &[Vec3]) -> Vec<Vec3> {
    let Some((v1, _)) = principal_axis(points) else {
        return Vec::new();
    };
    let n = points.len() as f32;
    let c = points.iter().copied().sum::<Vec3>() / n;
    // The second: the largest-variance direction within the plane across v1.
    let (u, w) = v1.any_orthonormal_pair();
    let (mut suu, mut suw, mut sww) = (0.0f32, 0.0f32, 0.0f32);
    for p in points {
        let d = *p - c;
        let (a, b) = (d.dot(u), d.dot(w));
        suu += a * a;
        suw += a * b;
        sww += b * b;
    }
    let angle = 0.5 * (2.0 * suw).atan2(suu - sww);
    let v2 = u * angle.cos() + w * angle.sin();
    vec![v1, v2, v1.cross(v2)]
}

/// Principal axis (largest-variance direction) of the points, and whether it is clear
/// (largest eigenvalue ≥ 1.5× the second).
fn principal_axis(points: &[Vec3]) -> Option<(Vec3, bool)> {
    if points.len() < 3 {
        return None;
    }
    let n = points.len() as f32;
    let c = points.iter().copied().sum::<Vec3>() / n;
    let mut m = Mat3::ZERO;
    for p in points {
        let d = *p - c;
        m += Mat3::from_cols(d * d.x, d * d.y, d * d.z);
    }
    m *= 1.0 / n;
    // Power iteration for the largest eigenvector, then deflate once for the second value.
    let power = |m: Mat3| {
        let mut v = Vec3::new(0.577, 0.577, 0.577);
        let mut lambda = 0.0;
        for _ in 0..64 {
            let w = m * v;
            lambda = w.length();
            match w.try_normalize() {
                Some(u) => v = u,
                None => return (v, 0.0),
            }
        }
        (v, lambda)
    };
    let (v1, l1) = power(m);
    let deflated = m - Mat3::from_cols(v1 * v1.x, v1 * v1.y, v1 * v1.z) * l1;
    let (_, l2) = power(deflated);
    (l1 > 0.0).then_some((v1, l1 >= 1.5 * l2))
}

/// Fit every seed's capsule.
pub fn fit_bodies(ch: &Character, seeds: &[BodySeed], s: &FitSettings) -> Vec<CapsuleFit> {
    let points = body_points(ch, seeds);
    (0..seeds.len())
        .map(|i| fit_seed(ch, seeds, i, &points[i], s))
        .collect()
}

/// Fit one seed's capsule from its points.
pub fn fit_seed(
    ch: &Character,
    seeds: &[BodySeed],
    i: usize,
    points: &[Vec3],
    s: &FitSettings,
) -> CapsuleFit {
    let sk = &ch.skeleton;
    let world = sk.world_rigid(&sk.rest_pose());
    let bone = BoneAt::new(sk, &world, &seeds[i], points, s.height);
    if points.len() < MIN_POINTS {
        return fallback_capsule(&bone, &world, s, points.len());
    }
    let (o, q, min_r) = (bone.origin, s.radius_percentile, min_radius(s));
    let fit = match bone.child_dir {
        Some(d) => fit_along(points, o, d, q, min_r),
        None => smallest_end_capsule(points, o, bone.bone_dir, q, min_r),
    };
    let mut fit = apply_body_rules(fit, bone.body, points, o, s);
    fit.bone_dir = bone.bone_dir;
    fit
}

/// The smallest capsule radius, model units: 0.4 % of the character's height.
fn min_radius(s: &FitSettings) -> f32 {
    0.004 * s.height
}

/// A body's bone at rest, as its capsule is fitted around it.
struct BoneAt<'a> {
    body: &'a BodySeed,
    /// The bone's origin, world.
    origin: Vec3,
    /// Unit direction toward the mapped child's origin (None without one, or when it is at the
    /// bone's origin).
    child_dir: Option<Vec3>,
    /// Unit direction of the bone: toward the mapped child, else as [`BoneAt::new`] says.
    bone_dir: Vec3,
}

impl<'a> BoneAt<'a> {
    /// The bone of `body` with its directions (`h`: the character's height). Without a mapped
    /// child: for a foot toward its children (toes), else the vertices' centroid; for a head
    /// or hand the continuation of the chain above it (neck → head, forearm → hand); otherwise
    /// the centroid, the children, the chain above.
    fn new(sk: &Skeleton, world: &[Rigid], body: &'a BodySeed, points: &[Vec3], h: f32) -> Self {
        let o = world[body.node].translation;
        let child_dir = body
            .axis_child
            .and_then(|c| (world[c].translation - o).try_normalize())
            .filter(|_| {
                body.axis_child
                    .is_some_and(|c| (world[c].translation - o).length() > 1e-4 * h)
            });
        let centroid_dir = || {
            (points.len() >= MIN_POINTS)
                .then(|| points.iter().copied().sum::<Vec3>() / points.len() as f32 - o)
                .filter(|d| d.length() > 1e-3 * h)
                .and_then(|d| d.try_normalize())
        };
        let children_dir = || {
            let kids: Vec<Vec3> = sk.nodes[body.node]
                .children
                .iter()
                .map(|&k| world[k].translation - o)
                .filter(|d| d.length() > 1e-3 * h)
                .collect();
            kids.iter().copied().sum::<Vec3>().try_normalize()
        };
        let parent_dir = || {
            let mut p = sk.nodes[body.node].parent;
            while let Some(i) = p {
                let d = o - world[i].translation;
                if d.length() > 1e-3 * h {
                    return d.try_normalize();
                }
                p = sk.nodes[i].parent;
            }
            None
        };
        let bone_dir = child_dir
            .or_else(|| match body.segment {
                Some(Segment::Foot) => children_dir().or_else(centroid_dir),
                Some(Segment::Head | Segment::Hand) => parent_dir().or_else(centroid_dir),
                _ => centroid_dir().or_else(children_dir).or_else(parent_dir),
            })
            .or_else(parent_dir)
            .unwrap_or(Vec3::Y);
        BoneAt {
            body,
            origin: o,
            child_dir,
            bone_dir,
        }
    }
}

/// The capsule of a body with too few vertices: along the bone, as long as the bone to its
/// mapped child (else a share of the character's height by segment), a quarter as thick.
fn fallback_capsule(
    bone: &BoneAt,
    world: &[Rigid],
    s: &FitSettings,
    vertices: usize,
) -> CapsuleFit {
    let (o, h, bone_dir) = (bone.origin, s.height, bone.bone_dir);
    let len = match bone.body.axis_child {
        Some(c) if bone.child_dir.is_some() => (world[c].translation - o).length(),
        _ => {
            h * match bone.body.segment {
                Some(Segment::Hand) => 0.055,
                Some(Segment::Foot) => 0.1,
                Some(Segment::Head) => 0.12,
                Some(Segment::Neck) => 0.05,
                _ => 0.1,
            }
        }
    };
    let radius = (0.25 * len).max(min_radius(s));
    let half_height = (len * 0.5 - radius).max(0.0);
    CapsuleFit {
        t_wc: Rigid::new(
            Quat::from_rotation_arc(Vec3::Y, bone_dir),
            o + bone_dir * (len * 0.5),
        ),
        radius,
        half_height,
        vertices,
        quality: None,
        fallback: true,
        across: false,
        bone_dir,
        extent: len,
        depth_held: 0.0,
    }
}

/// An end bone's capsule: the smallest among those along the bone direction and along the
/// points' principal axes (each turned to point the bone's way).
fn smallest_end_capsule(
    points: &[Vec3],
    o: Vec3,
    bone_dir: Vec3,
    q: f32,
    min_r: f32,
) -> CapsuleFit {
    let mut axes = vec![bone_dir];
    axes.extend(principal_axes(points));
    axes.into_iter()
        .map(|a| {
            let a = if a.dot(bone_dir) < 0.0 { -a } else { a };
            fit_along(points, o, a, q, min_r)
        })
        .min_by(|x, y| x.volume().total_cmp(&y.volume()))
        .unwrap_or_else(|| fit_along(points, o, bone_dir, q, min_r))
}

/// The rules on a body's fitted capsule: a trunk body is laid across the body when its points
/// reach further that way, and held to the torso's depth ([`hold_to_depth`]); a body standing
/// on the floor rests on its sole ([`rest_on_floor`]).
fn apply_body_rules(
    mut fit: CapsuleFit,
    body: &BodySeed,
    points: &[Vec3],
    o: Vec3,
    s: &FitSettings,
) -> CapsuleFit {
    let (q, min_r) = (s.radius_percentile, min_radius(s));
    if body.segment.is_some_and(Segment::is_trunk) {
        let axis = fit.bone_dir;
        if let Some(lat) = (s.left - axis * s.left.dot(axis)).try_normalize() {
            let across = fit_along(points, o, lat, q, min_r);
            if across.extent > fit.extent {
                fit = CapsuleFit {
                    across: true,
                    ..across
                };
            }
        }
        let forward = s.left.cross(Vec3::Y);
        fit.depth_held = hold_to_depth(&mut fit, points, forward, q, min_r);
    }
    if let Some(sole) = points.iter().map(|p| p.y).min_by(f32::total_cmp)
        && sole - s.floor <= FLOOR_BAND * s.height
    {
        rest_on_floor(&mut fit, points, sole, min_r);
    }
    fit
}

/// The share of the radius percentile's outliers ((1 − q) of the points) that the depth rule
/// leaves out on each side, front and back.
const DEPTH_TAIL_SHARE: f32 = 0.1;

/// The depth rule for a trunk body (pelvis, abdomen, chest): its capsule may not stand out of
/// the skin in front or behind. A torso is wider and taller than it is deep, and the radius
/// that reaches its sides and top (the percentile of distances from the axis) puts the
/// capsule's round surface beyond the belly and the back (on a stocky character by 10 cm), so
/// a ragdoll switched from a lying pose starts deeper in the ground than the character does
/// and rocks on a ball instead of lying on its back. The radius is held to half the depth the
/// points span along `forward`, between their quantiles `t` and `1 − t` (`t` a tenth of the
/// share `1 − q` the radius percentile leaves out: surface points crowd toward a body's caps,
/// where it is shallower); the axis moves to the middle of that span and grows by as much as
/// the radius shrank, so the tip-to-tip length stays. Only the depth: a trunk body's own points
/// cover a slice of the torso's height, which its neighbours continue. Axes that run front to
/// back are left alone. Returns how much the radius shrank.
pub fn hold_to_depth(
    fit: &mut CapsuleFit,
    points: &[Vec3],
    forward: Vec3,
    q: f32,
    min_radius: f32,
) -> f32 {
    let Some(f) = forward.try_normalize() else {
        return 0.0;
    };
    let axis = fit.t_wc.rotation * Vec3::Y;
    if points.is_empty() || axis.dot(f).abs() > 0.5 {
        return 0.0;
    }
    // The forward direction across the axis.
    let Some(f) = (f - axis * axis.dot(f)).try_normalize() else {
        return 0.0;
    };
    let centre = fit.t_wc.translation;
    let mut depth: Vec<f32> = points.iter().map(|p| (*p - centre).dot(f)).collect();
    let tail = (1.0 - q.clamp(0.0, 1.0)) * DEPTH_TAIL_SHARE;
    let lo = percentile(&mut depth, tail);
    let hi = percentile(&mut depth, 1.0 - tail);
    let half_depth = ((hi - lo) * 0.5).max(min_radius);
    if half_depth >= fit.radius {
        return 0.0;
    }
    let shrink = fit.radius - half_depth;
    fit.half_height += shrink;
    fit.radius = half_depth;
    fit.t_wc.translation += f * ((lo + hi) * 0.5);
    fit.quality = share_inside(points, &fit.t_wc, fit.radius, fit.half_height);
    shrink
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_foot_rests_on_its_sole() {
        // A flat foot: 0.25 long (x), 0.10 wide (z), 0.04 high (y), sole at y = 0. Its 90th
        // percentile radius is set by the width, so the capsule along x reaches below the sole.
        let mut pts = Vec::new();
        for i in 0..=25 {
            for j in 0..=10 {
                for k in 0..=4 {
                    pts.push(Vec3::new(
                        i as f32 * 0.01,
                        k as f32 * 0.01,
                        j as f32 * 0.01 - 0.05,
                    ));
                }
            }
        }
        let before = fit_along(&pts, Vec3::new(0.0, 0.04, 0.0), Vec3::X, 0.9, 0.001);
        let (r, c) = (before.radius, before.t_wc.translation);
        // The axis runs through the points' mean height.
        assert!((c.y - 0.02).abs() < 1e-5, "{c}");
        let d = 0.0 - (c.y - r);
        assert!(d > 0.01, "the fit should reach below the sole: {d}");
        let mut after = before;
        let reached = rest_on_floor(&mut after, &pts, 0.0, 0.001);
        assert!((reached - d).abs() < 1e-6);
        // Radius down by d/2, the axis up by d/2: bottom on the sole, top where it was, the
        // same tip-to-tip length.
        assert!((after.radius - (r - 0.5 * d)).abs() < 1e-6, "{after:?}");
        assert!((after.t_wc.translation.y - (c.y + 0.5 * d)).abs() < 1e-6);
        assert!(lowest_point(&after.t_wc, after.radius, after.half_height).abs() < 1e-6);
        assert!(((after.t_wc.translation.y + after.radius) - (c.y + r)).abs() < 1e-6);
        assert!((after.length() - before.length()).abs() < 1e-6);
        // A capsule already above its sole is left alone.
        let mut again = after;
        assert_eq!(rest_on_floor(&mut again, &pts, 0.0, 0.001), 0.0);
        assert_eq!(again, after);
    }

    /// A slab of points on a 1 cm grid: x in ±0.30, y in `ys`, z in `zs` (ranges in cm).
    fn slab(ys: std::ops::RangeInclusive<i32>, zs: std::ops::RangeInclusive<i32>) -> Vec<Vec3> {
        let mut pts = Vec::new();
        for i in -30..=30 {
            for j in ys.clone() {
                for k in zs.clone() {
                    pts.push(Vec3::new(i as f32, j as f32, k as f32) * 0.01);
                }
            }
        }
        pts
    }

    #[test]
    fn a_shallow_torso_is_held_to_its_depth() {
        // A torso: 0.60 wide (x, the capsule axis), 0.40 tall (y), 0.20 deep (z from -0.05 to
        // 0.15, so its middle is 5 cm in front of the bone).
        let pts = slab(-20..=20, -5..=15);
        let before = fit_along(&pts, Vec3::ZERO, Vec3::X, 0.9, 0.001);
        // The radius reaches the slab's corners: it stands out in front and behind.
        assert!(before.radius > 0.15, "{before:?}");
        let mut after = before;
        let shrink = hold_to_depth(&mut after, &pts, Vec3::Z, 0.9, 0.001);
        // Half the depth between the 1st and 99th percentiles of 21 equally filled levels
        // (both fall on the outer levels): 0.20 / 2 = 0.10 m.
        assert!((after.radius - 0.10).abs() < 1e-5, "{after:?}");
        assert!((shrink - (before.radius - 0.10)).abs() < 1e-5);
        // Centred on the depth span: z = 0.05, not the bone's 0.
        assert!((after.t_wc.translation.z - 0.05).abs() < 1e-5, "{after:?}");
        assert!(after.t_wc.translation.y.abs() < 1e-5, "{after:?}");
        // The tip-to-tip length (the width) stays, and nothing stands out front or back.
        assert!((after.length() - before.length()).abs() < 1e-5);
        assert!(after.t_wc.translation.z + after.radius <= 0.15 + 1e-5);
        assert!(after.t_wc.translation.z - after.radius >= -0.05 - 1e-5);
        // Already within the depth, or an axis running front to back: left alone.
        let mut again = after;
        assert_eq!(hold_to_depth(&mut again, &pts, Vec3::Z, 0.9, 0.001), 0.0);
        assert_eq!(again, after);
        let mut deep = fit_along(&pts, Vec3::ZERO, Vec3::Z, 0.9, 0.001);
        let copy = deep;
        assert_eq!(hold_to_depth(&mut deep, &pts, Vec3::Z, 0.9, 0.001), 0.0);
        assert_eq!(deep, copy);
    }

    #[test]
    fn a_cylinder_is_recovered_exactly() {
        // r = 0.05 around +Y from y = 0.1 to 0.5: the capsule tips are at the extreme rings.
        let mut pts = Vec::new();
        for i in 0..=40 {
            for k in 0..32 {
                let a = k as f32 / 32.0 * std::f32::consts::TAU;
                pts.push(Vec3::new(
                    0.05 * a.cos(),
                    0.1 + 0.01 * i as f32,
                    0.05 * a.sin(),
                ));
            }
        }
        let f = fit_along(&pts, Vec3::ZERO, Vec3::Y, 0.9, 0.0);
        assert!((f.radius - 0.05).abs() < 1e-5, "{f:?}");
        assert!((f.length() - 0.4).abs() < 1e-5, "{f:?}");
        assert!((f.t_wc.translation - Vec3::new(0.0, 0.3, 0.0)).length() < 1e-5);
        // The rings within r of either end lie outside the hemispherical caps: rings
        // y = 0.15..=0.45 (31 of 41) are inside.
        assert!(
            (f.quality.unwrap() - 31.0 / 41.0).abs() < 1.01 / 41.0,
            "{f:?}"
        );
    }

    #[test]
    fn principal_axis_of_a_stick() {
        let pts: Vec<Vec3> = (0..50)
            .map(|i| Vec3::new(i as f32 * 0.1, (i % 3) as f32 * 0.01, 0.0))
            .collect();
        let (v, clear) = principal_axis(&pts).unwrap();
        assert!(clear && v.x.abs() > 0.999, "{v:?}");
    }
}
