//! Body masses: from a total by segment fractions (de Leva 1996, male), or volume × density;
//! then mass ratios across joints are kept ≤ [`MAX_JOINT_RATIO`].
//!
//! de Leva: head + neck 6.94 %, trunk 43.46 %, upper arm 2.71 %, forearm 1.62 %, hand 0.61 %,
//! thigh 14.16 %, shank 4.33 %, foot 1.37 %. The trunk is split pelvis : abdomen : chest =
//! 11.2 : 8.0 : 11.2 and head + neck neck : head = 1.2 : 3.66 (as in the hand-tuned sample);
//! a group's share goes to the group's bodies that exist, and the result is renormalised over
//! the generated bodies so it sums exactly to the total.

use super::role::Segment;
use crate::rig::mass::volume;
use crate::rig::model::Shape;

/// Largest mass ratio kept across a joint (the doctor warns above 10).
pub const MAX_JOINT_RATIO: f32 = 9.9;

/// How masses are assigned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MassMode {
    /// The total split by de Leva segment fractions.
    Segments,
    /// Shape volume (model units³, read as m³) × density (kg/m³); the total is ignored.
    Density { kg_per_m3: f32 },
}

/// (group share of the body mass, the segment's weight within its group).
fn fraction(seg: Segment) -> (u8, f32, f32) {
    match seg {
        Segment::Pelvis => (0, 0.4346, 11.2),
        Segment::Abdomen => (0, 0.4346, 8.0),
        Segment::Chest => (0, 0.4346, 11.2),
        Segment::Neck => (1, 0.0694, 1.2),
        Segment::Head => (1, 0.0694, 3.66),
        Segment::UpperArm => (2, 0.0271, 1.0),
        Segment::Forearm => (3, 0.0162, 1.0),
        Segment::Hand => (4, 0.0061, 1.0),
        Segment::Thigh => (5, 0.1416, 1.0),
        Segment::Shin => (6, 0.0433, 1.0),
        Segment::Foot => (7, 0.0137, 1.0),
    }
}

/// Masses for bodies of the given segments (one entry per body; limbs appear once per side),
/// summing to `total`. Each body's share is its de Leva fraction, the trunk and head + neck
/// fractions split over the bodies of those groups that exist.
pub fn segment_masses(segments: &[Segment], total: f32) -> Vec<f32> {
    let group_weight = |g: u8, side_count: f32| -> f32 {
        segments
            .iter()
            .filter(|s| fraction(**s).0 == g)
            .map(|s| fraction(*s).2)
            .sum::<f32>()
            / side_count
    };
    let raw: Vec<f32> = segments
        .iter()
        .map(|&s| {
            let (g, share, w) = fraction(s);
            if g <= 1 {
                share * w / group_weight(g, 1.0)
            } else {
                share
            }
        })
        .collect();
    let sum: f32 = raw.iter().sum();
    if sum <= 0.0 {
        return raw;
    }
    let mut m: Vec<f32> = raw.iter().map(|x| x / sum * total).collect();
    settle_total(&mut m, total);
    m
}

/// Masses from shape volume × density, kg.
pub fn density_masses(shapes: &[Shape], kg_per_m3: f32) -> Vec<f32> {
    shapes.iter().map(|s| volume(s) * kg_per_m3).collect()
}

/// Raise the lighter body of every joint pair until no ratio exceeds `max_ratio`; with a total,
/// rescale to it afterwards (ratios are scale-free). Masses only grow before the rescale, so
/// the loop settles.
pub fn limit_ratios(
    masses: &mut [f32],
    pairs: &[(usize, usize)],
    max_ratio: f32,
    total: Option<f32>,
) {
    for _ in 0..64 {
        let mut changed = false;
        for &(a, b) in pairs {
            let (hi, lo) = if masses[a] >= masses[b] {
                (a, b)
            } else {
                (b, a)
            };
            if masses[lo] > 0.0 && masses[hi] / masses[lo] > max_ratio {
                masses[lo] = masses[hi] / max_ratio;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if let Some(t) = total {
        let s: f32 = masses.iter().sum();
        if s > 0.0 {
            for m in masses.iter_mut() {
                *m *= t / s;
            }
        }
        settle_total(masses, t);
    }
}

/// Quantise to 0.1 g (exact in the rig file's 6 significant digits below 100 kg) and put the
/// remainder on the heaviest body, so the masses add up to the total in the file too.
fn settle_total(m: &mut [f32], total: f32) {
    if m.is_empty() {
        return;
    }
    let q: Vec<f64> = m.iter().map(|x| (*x as f64 * 1e4).round() / 1e4).collect();
    let heaviest = (0..m.len())
        .max_by(|a, b| q[*a].total_cmp(&q[*b]))
        .unwrap_or(0);
    let rest: f64 = q
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != heaviest)
        .map(|(_, x)| x)
        .sum();
    for (i, x) in q.iter().enumerate() {
        m[i] = if i == heaviest {
            ((total as f64 - rest) * 1e4).round() as f32 / 1e4
        } else {
            *x as f32
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Segment::*;

    const FULL: [Segment; 17] = [
        Pelvis, Abdomen, Chest, Neck, Head, UpperArm, UpperArm, Forearm, Forearm, Hand, Hand,
        Thigh, Thigh, Shin, Shin, Foot, Foot,
    ];

    #[test]
    fn full_body_gets_de_leva_fractions_of_70_kg() {
        let m = segment_masses(&FULL, 70.0);
        let sum: f32 = m.iter().sum();
        assert!((sum - 70.0).abs() < 1e-4, "{sum}");
        // Thigh 14.16 % of 70 = 9.912 kg; hand 0.61 % = 0.427 kg; trunk 30.422 kg split
        // 11.2 : 8 : 11.2 → pelvis 30.422 · 11.2 / 30.4.
        assert!((m[11] - 9.912).abs() < 2e-4, "{m:?}");
        assert!((m[9] - 0.427).abs() < 2e-4);
        assert!((m[0] - 30.422 * 11.2 / 30.4).abs() < 2e-3);
        assert!((m[3] + m[4] - 4.858).abs() < 2e-3);
    }

    #[test]
    fn missing_bodies_are_renormalised_away() {
        // No neck, no hands: the head takes 6.94 %, then all is scaled to the total.
        let segs: Vec<Segment> = FULL
            .iter()
            .copied()
            .filter(|s| *s != Neck && *s != Hand)
            .collect();
        let m = segment_masses(&segs, 80.0);
        let sum: f32 = m.iter().sum();
        assert!((sum - 80.0).abs() < 1e-4);
        let head = m[segs.iter().position(|s| *s == Head).unwrap()];
        assert!(
            (head - 80.0 * 0.0694 / (1.0 - 2.0 * 0.0061)).abs() < 2e-3,
            "{head}"
        );
    }

    #[test]
    fn ratios_are_limited_and_the_total_kept() {
        let mut m = vec![50.0, 1.0, 0.5];
        limit_ratios(&mut m, &[(0, 1), (1, 2)], 9.9, Some(51.5));
        assert!((m.iter().sum::<f32>() - 51.5).abs() < 1e-4);
        assert!(
            m[0] / m[1] <= 9.9 + 1e-3 && m[1] / m[2] <= 9.9 + 1e-3,
            "{m:?}"
        );
    }
}
