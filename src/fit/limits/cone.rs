//! The cone search for one joint: the cone rotation `C` that, with the smallest centred
//! ellipse and twist range around it holding every sample plus the margin, stays inside the
//! anatomical envelope (see the module docs of [`super`]).

use super::{ENVELOPE_TOLERANCE, MAX_HALF_ANGLE, MIN_HALF_ANGLE};
use crate::fit::envelope::Envelope;
use crate::rig::limits::decompose;
use glam::{Quat, Vec2, Vec3};
use std::collections::HashSet;

/// The fitted cone in the reference frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ConeFit {
    /// `R_ref → R_AJ'`.
    pub c: Quat,
    pub swing1: f32,
    pub swing2: f32,
    pub twist_min: f32,
    pub twist_max: f32,
    /// Margins kept, radians.
    pub swing_margin: f32,
    pub twist_margin: f32,
    /// Radians beyond the envelope: the samples', the limits'.
    pub clip_excess: f32,
    pub limits_excess: f32,
    /// The twist is left free (`[−π, π]`): the clips turn the joint a full revolution about its
    /// twist axis, which no twist range can hold.
    pub free_twist: bool,
}

/// `C` from the search parameters: swing (0, a, b) then a turn ψ about X.
pub(super) fn cone_rotation(x: [f32; 3]) -> Quat {
    let v = Vec3::new(0.0, x[0], x[1]);
    let angle = v.length();
    let s = if angle > 1e-9 {
        Quat::from_axis_angle(v / angle, angle)
    } else {
        Quat::IDENTITY
    };
    (s * Quat::from_rotation_x(x[2])).normalize()
}

/// Limits for a fixed `C` over `samples`: (swing1, swing2, twist_min, twist_max).
pub(super) fn limits_for(
    c: Quat,
    samples: &[Quat],
    swing_margin: f32,
    twist_margin: f32,
) -> [f32; 4] {
    let ci = c.inverse();
    let mut pts: Vec<Vec2> = Vec::with_capacity(samples.len());
    let mut twists: Vec<f32> = Vec::with_capacity(samples.len());
    for q in samples {
        let (sw, tw) = decompose(ci * *q);
        let r = sw.length();
        pts.push(if r > 1e-9 {
            sw * ((r + swing_margin) / r)
        } else {
            Vec2::ZERO
        });
        twists.push(tw);
    }
    let (s1, s2) = centred_ellipse(&pts);
    let floor = MIN_HALF_ANGLE.max(swing_margin);
    // No thinner than the doctor's elongated-cone aspect (a hair inside it).
    let aspect = crate::rig::limits::MAX_CONE_ASPECT * 0.999;
    let (s1, s2) = (s1.max(s2 / aspect), s2.max(s1 / aspect));
    let (tlo, thi) = twist_range(&twists);
    let (mut tmin, mut tmax) = (tlo - twist_margin, thi + twist_margin);
    let mid = 0.5 * (tmin + tmax);
    if tmax - tmin < 2.0 * MIN_HALF_ANGLE {
        tmin = mid - MIN_HALF_ANGLE;
        tmax = mid + MIN_HALF_ANGLE;
    }
    let pi = std::f32::consts::PI;
    [
        s1.clamp(floor, MAX_HALF_ANGLE),
        s2.clamp(floor, MAX_HALF_ANGLE),
        tmin.max(-pi),
        tmax.min(pi),
    ]
}

/// The smallest twist interval holding the angles (in (−π, π]; an interval across ±π is
/// returned unwrapped, lo may then be < −π or hi > π).
pub(super) fn twist_range(t: &[f32]) -> (f32, f32) {
    if t.is_empty() {
        return (0.0, 0.0);
    }
    let lo = t.iter().copied().fold(f32::INFINITY, f32::min);
    let hi = t.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    if hi - lo <= std::f32::consts::PI {
        return (lo, hi);
    }
    // Maybe the samples sit around ±π: the widest gap decides.
    let mut s = t.to_vec();
    s.sort_by(f32::total_cmp);
    let mut gap = (s[0] + std::f32::consts::TAU - s[s.len() - 1], s.len() - 1);
    for k in 0..s.len() - 1 {
        let g = s[k + 1] - s[k];
        if g > gap.0 {
            gap = (g, k);
        }
    }
    if gap.1 == s.len() - 1 {
        (lo, hi)
    } else {
        (s[gap.1 + 1], s[gap.1] + std::f32::consts::TAU)
    }
}

/// The smallest-area ellipse centred at the origin with axes along Y and Z that contains
/// every point: (half-axis along θy, along θz). Area ∝ `f(k) = max_i(k·y² + z²/k)` with
/// `k = s2/s1`, convex in `ln k`: a ternary search.
pub fn centred_ellipse(pts: &[Vec2]) -> (f32, f32) {
    let f = |k: f32| {
        pts.iter()
            .map(|p| k * p.x * p.x + p.y * p.y / k)
            .fold(0.0f32, f32::max)
    };
    let (mut lo, mut hi) = ((1.0f32 / 200.0).ln(), 200.0f32.ln());
    for _ in 0..60 {
        let m1 = lo + (hi - lo) / 3.0;
        let m2 = hi - (hi - lo) / 3.0;
        if f(m1.exp()) <= f(m2.exp()) {
            hi = m2;
        } else {
            lo = m1;
        }
    }
    let k = (0.5 * (lo + hi)).exp();
    let s1 = pts
        .iter()
        .map(|p| p.x * p.x + p.y * p.y / (k * k))
        .fold(0.0f32, f32::max)
        .sqrt();
    // Guard against rounding: every point inside.
    let s2 = k * s1;
    let worst = pts
        .iter()
        .map(|p| (p.x / s1.max(1e-9)).powi(2) + (p.y / s2.max(1e-9)).powi(2))
        .fold(0.0f32, f32::max)
        .sqrt()
        .max(1.0);
    (s1 * worst, s2 * worst)
}

/// How far (rad) limits `[s1, s2, tmin, tmax]` around `c` reach beyond the envelope, probing
/// the cone's rim, an inner ring and the axis: (swing, twist).
pub(super) fn limits_excess(c: Quat, l: [f32; 4], env: &Envelope) -> (f32, f32) {
    let mut swing_ex = 0.0f32;
    let (mut tw_lo, mut tw_hi) = (f32::INFINITY, f32::NEG_INFINITY);
    for ring in [0.0f32, 0.5, 1.0] {
        let n = if ring == 0.0 { 1 } else { 24 };
        for k in 0..n {
            let phi = k as f32 * std::f32::consts::TAU / n as f32;
            let v = Vec3::new(0.0, l[0] * phi.cos(), l[1] * phi.sin()) * ring;
            let angle = v.length();
            let s = if angle > 1e-9 {
                Quat::from_axis_angle(v / angle, angle)
            } else {
                Quat::IDENTITY
            };
            let (sw, tw) = decompose(c * s);
            if ring == 1.0 {
                swing_ex = swing_ex.max(env.swing_excess(sw));
            }
            tw_lo = tw_lo.min(tw);
            tw_hi = tw_hi.max(tw);
        }
    }
    let twist_ex = env
        .twist_excess(tw_lo + l[2])
        .max(env.twist_excess(tw_hi + l[3]));
    (swing_ex, twist_ex)
}

/// How far (rad) the samples themselves lie beyond the envelope (swing and twist together).
pub(super) fn samples_excess(samples: &[Quat], env: &Envelope) -> (f32, f32) {
    samples.iter().fold((0.0f32, 0.0f32), |(a, b), q| {
        let (sw, tw) = decompose(*q);
        (a.max(env.swing_excess(sw)), b.max(env.twist_excess(tw)))
    })
}

/// A Nelder–Mead minimisation of `f` over three parameters from `x0` with initial steps `step`.
pub(super) fn nelder_mead(
    f: &dyn Fn([f32; 3]) -> f32,
    x0: [f32; 3],
    step: [f32; 3],
    iters: usize,
) -> [f32; 3] {
    let mut simplex: Vec<([f32; 3], f32)> = Vec::with_capacity(4);
    simplex.push((x0, f(x0)));
    for d in 0..3 {
        let mut x = x0;
        x[d] += step[d];
        simplex.push((x, f(x)));
    }
    let lerp = |a: [f32; 3], b: [f32; 3], t: f32| {
        [
            a[0] + (b[0] - a[0]) * t,
            a[1] + (b[1] - a[1]) * t,
            a[2] + (b[2] - a[2]) * t,
        ]
    };
    for _ in 0..iters {
        simplex.sort_by(|a, b| a.1.total_cmp(&b.1));
        if (simplex[3].1 - simplex[0].1).abs() <= 1e-7 * (1.0 + simplex[0].1.abs()) {
            break;
        }
        let mut centroid = [0.0f32; 3];
        for s in &simplex[..3] {
            for (c, v) in centroid.iter_mut().zip(s.0) {
                *c += v / 3.0;
            }
        }
        let worst = simplex[3];
        let reflect = lerp(centroid, worst.0, -1.0);
        let fr = f(reflect);
        if fr < simplex[0].1 {
            let expand = lerp(centroid, worst.0, -2.0);
            let fe = f(expand);
            simplex[3] = if fe < fr { (expand, fe) } else { (reflect, fr) };
        } else if fr < simplex[2].1 {
            simplex[3] = (reflect, fr);
        } else {
            let contract = lerp(centroid, worst.0, 0.5);
            let fc = f(contract);
            if fc < worst.1 {
                simplex[3] = (contract, fc);
            } else {
                let best = simplex[0].0;
                for s in simplex.iter_mut().skip(1) {
                    s.0 = lerp(best, s.0, 0.5);
                    s.1 = f(s.0);
                }
            }
        }
    }
    simplex.sort_by(|a, b| a.1.total_cmp(&b.1));
    simplex[0].0
}

/// Fit a cone (axis, ellipse, twist range) to samples given in the reference frame; with
/// `free_twist` (the samples turn a full revolution about the twist axis, see
/// [`super::winds_full_turn`]) the twist is left free and the cone fitted to the swing alone.
pub fn fit_cone_with(
    samples: &[Quat],
    margin: f32,
    env: Option<&Envelope>,
    free_twist: bool,
) -> ConeFit {
    let unique = unique_samples(samples);
    let x0 = start_point(&unique);
    let search = ConeSearch {
        unique: &unique,
        margin,
        env,
        // Where the clip itself leaves the envelope, only going further out is penalised.
        clip_ex: env.map_or((0.0, 0.0), |e| samples_excess(&unique, e)),
        free_twist,
    };
    let x = settle_turn(search.minimise(x0), &unique, margin, free_twist);
    search.fit_at(x)
}

/// The samples with w ≥ 0, identical frames (holds, pose clips) counted once.
fn unique_samples(samples: &[Quat]) -> Vec<Quat> {
    let mut seen = HashSet::new();
    samples
        .iter()
        .map(|q| if q.w < 0.0 { -*q } else { *q })
        .filter(|q| seen.insert(q.to_array().map(|v| (v * 4096.0).round() as i32)))
        .collect()
}

/// The search's start: the cone axis along the samples' mean direction, the ellipse along
/// their principal swing axis.
fn start_point(unique: &[Quat]) -> [f32; 3] {
    let mean = unique
        .iter()
        .map(|q| *q * Vec3::X)
        .sum::<Vec3>()
        .try_normalize()
        .unwrap_or(Vec3::X);
    let arc = Quat::from_rotation_arc(Vec3::X, mean);
    let (axis, angle) = arc.to_axis_angle();
    let v = axis * angle;
    let start_c = cone_rotation([v.y, v.z, 0.0]);
    let (mut syy, mut szz, mut syz) = (0.0f32, 0.0f32, 0.0f32);
    for q in unique {
        let (sw, _) = decompose(start_c.inverse() * *q);
        syy += sw.x * sw.x;
        szz += sw.y * sw.y;
        syz += sw.x * sw.y;
    }
    let psi0 = 0.5 * (2.0 * syz).atan2(syy - szz);
    [v.y, v.z, psi0]
}

/// Settle the search's free turns: a circular cone keeps the frame's own turn, the ellipse's
/// turn goes into (−45°, 45°], then quarter turns until the twist range can be written.
fn settle_turn(mut x: [f32; 3], unique: &[Quat], margin: f32, free_twist: bool) -> [f32; 3] {
    // A circular cone (a joint that only twists, or swings less than the margin) has no
    // orientation: its turn about X only slides the twist range along, and the optimiser
    // leaves it wherever round-off takes it. Keep the frame's own turn, so that fits of the
    // same motion give the same frame.
    let l = limits_for(cone_rotation(x), unique, margin, margin);
    if (l[0] - l[1]).abs() < 1e-4 {
        x[2] = 0.0;
    }
    // The ellipse's turn in (−45°, 45°]: a quarter turn only swaps swing1 and swing2.
    let quarter = std::f32::consts::FRAC_PI_2;
    x[2] -= (x[2] / quarter).round() * quarter;
    if free_twist {
        return x;
    }
    // A twist range across ±180° cannot be written: turn the frame by quarter turns until the
    // samples' twists (with the margin) fit in (−180°, 180°].
    let pi = std::f32::consts::PI;
    for k in [0.0f32, 1.0, -1.0, 2.0] {
        let c = cone_rotation([x[0], x[1], x[2] + k * quarter]);
        let ci = c.inverse();
        let tw: Vec<f32> = unique.iter().map(|q| decompose(ci * *q).1).collect();
        let (lo, hi) = twist_range(&tw);
        if lo - margin >= -pi && hi + margin <= pi {
            x[2] += k * quarter;
            break;
        }
    }
    x
}

/// The cone search over one joint's samples.
struct ConeSearch<'a> {
    unique: &'a [Quat],
    /// Margin between the samples and the limits, radians.
    margin: f32,
    env: Option<&'a Envelope>,
    /// How far the samples themselves lie beyond the envelope: (swing, twist), radians.
    clip_ex: (f32, f32),
    /// The twist is free (`[−π, π]`); only the swing is fitted.
    free_twist: bool,
}

impl ConeSearch<'_> {
    /// [`limits_for`], with the twist range `[−π, π]` when the twist is free.
    fn limits(&self, c: Quat, set: &[Quat], swing_margin: f32, twist_margin: f32) -> [f32; 4] {
        let mut l = limits_for(c, set, swing_margin, twist_margin);
        if self.free_twist {
            let pi = std::f32::consts::PI;
            (l[2], l[3]) = (-pi, pi);
        }
        l
    }

    /// [`limits_excess`]; a free twist is the clips' own doing, so only the swing counts.
    fn excess(&self, c: Quat, l: [f32; 4], env: &Envelope) -> (f32, f32) {
        let (a, b) = limits_excess(c, l, env);
        (a, if self.free_twist { 0.0 } else { b })
    }

    /// The cost of the cone `x` over `set`: the ellipse's area and the twist range, plus a
    /// penalty for reaching further beyond the envelope than the clips do.
    fn objective(&self, x: [f32; 3], set: &[Quat]) -> f32 {
        let c = cone_rotation(x);
        let l = self.limits(c, set, self.margin, self.margin);
        let half_twist = 0.5 * (l[3] - l[2]);
        let mut f = l[0] * l[1] + half_twist * half_twist;
        if let Some(e) = self.env {
            let (a, b) = self.excess(c, l, e);
            let (a, b) = ((a - self.clip_ex.0).max(0.0), (b - self.clip_ex.1).max(0.0));
            f += 50.0 * (a * a + b * b);
        }
        f
    }

    /// The samples that can matter for the cone `x`: the worst three quarters of `count`
    /// against its limits, and an even spread of the rest.
    fn pick(&self, x: [f32; 3], count: usize) -> Vec<Quat> {
        let unique = self.unique;
        if unique.len() <= count {
            return unique.to_vec();
        }
        let c = cone_rotation(x);
        let l = self.limits(c, unique, 0.0, 0.0);
        let ci = c.inverse();
        let mut scored: Vec<(f32, usize)> = unique
            .iter()
            .enumerate()
            .map(|(i, q)| {
                let (sw, tw) = decompose(ci * *q);
                let r = crate::rig::limits::cone_ratio(sw, l[0], l[1]);
                let t = ((tw - l[2]).min(l[3] - tw) / (0.5 * (l[3] - l[2])).max(1e-3)).max(0.0);
                (r.max(1.0 - t), i)
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let stride = (unique.len() / (count / 4).max(1)).max(1);
        let mut idx: Vec<usize> = scored[..count * 3 / 4].iter().map(|s| s.1).collect();
        idx.extend((0..unique.len()).step_by(stride));
        idx.sort_unstable();
        idx.dedup();
        idx.into_iter().map(|i| unique[i]).collect()
    }

    /// Nelder–Mead from `x0` over the samples that can matter, refined in rounds until the
    /// fit over them holds over all samples.
    fn minimise(&self, x0: [f32; 3]) -> [f32; 3] {
        let mut x = x0;
        let mut subset = self.pick(x, 240);
        for _round in 0..4 {
            let fsub = |p: [f32; 3]| self.objective(p, &subset);
            x = nelder_mead(&fsub, x, [0.15, 0.15, 0.3], 160);
            if subset.len() == self.unique.len() {
                break;
            }
            let full = self.objective(x, self.unique);
            let part = self.objective(x, &subset);
            if full <= part * 1.0005 + 1e-9 {
                break;
            }
            let more = self.pick(x, 240);
            subset.extend(more);
            subset.sort_by(|a, b| {
                a.to_array()
                    .partial_cmp(&b.to_array())
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            subset.dedup();
        }
        x
    }

    /// The fit for the cone `x`: its limits over all samples, each margin reduced (when a
    /// zero one does) until the limits fit the envelope.
    fn fit_at(&self, x: [f32; 3]) -> ConeFit {
        let (margin, clip_ex) = (self.margin, self.clip_ex);
        let c = cone_rotation(x);
        let all = self.unique;
        let (mut sm, mut tm) = (margin, margin);
        let mut l = self.limits(c, all, sm, tm);
        let (mut clip_excess, mut limits_ex) = (0.0, 0.0);
        if let Some(e) = self.env {
            clip_excess = clip_ex.0.max(clip_ex.1);
            let (swing_ex, twist_ex) = self.excess(c, l, e);
            // Reduce each margin until the limits fit the envelope (if a zero margin does).
            let reduce = |which: usize, ex: f32, sm: f32, tm: f32| -> f32 {
                if ex <= ENVELOPE_TOLERANCE {
                    return margin;
                }
                let test = |m: f32| {
                    let l = if which == 0 {
                        self.limits(c, all, m, tm)
                    } else {
                        self.limits(c, all, sm, m)
                    };
                    let (a, b) = self.excess(c, l, e);
                    if which == 0 { a } else { b }
                };
                if test(0.0) > ENVELOPE_TOLERANCE {
                    return margin;
                }
                let (mut lo, mut hi) = (0.0, margin);
                for _ in 0..20 {
                    let mid = 0.5 * (lo + hi);
                    if test(mid) <= ENVELOPE_TOLERANCE {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                lo
            };
            sm = reduce(0, swing_ex, sm, tm);
            tm = reduce(1, twist_ex, sm, tm);
            l = self.limits(c, all, sm, tm);
            let (a, b) = self.excess(c, l, e);
            limits_ex = a.max(b);
        }
        ConeFit {
            c,
            swing1: l[0],
            swing2: l[1],
            twist_min: l[2],
            twist_max: l[3],
            swing_margin: sm,
            twist_margin: tm,
            clip_excess,
            limits_excess: limits_ex,
            free_twist: self.free_twist,
        }
    }
}
