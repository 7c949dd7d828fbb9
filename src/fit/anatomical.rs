//! A joint's limits read and written as anatomical ranges: how far the joint can flex, extend,
//! abduct, rotate … from its reference pose (the rest pose; for a shoulder, the arm held level
//! to the side), the way a range-of-motion table gives them, instead of the cone's half-angles
//! about an aimed frame.
//!
//! * **Reading.** Each range is the extent of one pure motion from the reference: a rotation
//!   about the reference frame's Y (θy), about its Z (θz), or a twist about its X, turned in
//!   each direction until it leaves the limits (the elliptical cone or the twist range, as the
//!   simulation holds them). So a cone aimed off the reference reads as uneven ranges (flexion
//!   120°, extension 30°), and what is read is what the joint allows along those motions.
//! * **Writing.** The six extents are compiled to the engines' primitive: the cone's axis is
//!   aimed between each pair of swing extents and its half-angles set, refined until the cone
//!   alone gives the extents back; the twist range is the one asked. What cannot be exact is
//!   reported by reading the result back ([`CompiledLimits::achieved`]): an ellipse holds its
//!   extents along the two motions, not a box's corners (a diagonal swing is bounded by the
//!   ellipse); its axes lie on θy and θz (a roll a fit to clips gave the ellipse is dropped);
//!   and a pure swing from the reference is not a pure swing about a cone aimed elsewhere: it
//!   carries twist (abducting a hip whose cone is aimed 40° into flexion turns it about the
//!   cone's axis by about a third of the abduction), which a narrow twist range stops first.
//!   [`Priority`] says which gives way: the twist range as asked (the swings then stop short),
//!   or the swings as asked (the twist range is widened to the twist they carry).
//! * **Sides.** Ranges are given in a left (or centre) joint's convention, the one the
//!   range-of-motion table uses; a right joint's are mirrored (θy and twist negated and
//!   swapped) on the way in and out, so flexion means flexion on both sides.

use super::envelope::Envelope;
use crate::rig::Joint;
use crate::rig::limits::{cone_ratio, decompose, twist_is_free};
use glam::{Quat, Vec3};

/// The smallest extent a range is written with (radians, 1°): a reference pose on the limit's
/// edge leaves no room for the other motions.
pub const MIN_EXTENT: f32 = std::f32::consts::PI / 180.0;
/// The largest swing extent (radians, 179°): a swing cone's half-angle stays below 180°.
pub const MAX_SWING_EXTENT: f32 = 179.0 * std::f32::consts::PI / 180.0;
/// How closely a compiled cone gives the asked extents back before the refinement stops
/// (radians, 0.01°).
const TOLERANCE: f32 = 0.01 * std::f32::consts::PI / 180.0;
/// The most refinement rounds of a compile.
const MAX_ROUNDS: usize = 80;

/// What each direction of the three motions is called for a joint type (left or centre
/// joint): `[negative, positive]` for θy, θz and the twist. Names the range-of-motion table
/// does not fix a sign for are neutral (`… −`, `… +`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MotionNames {
    pub theta_y: [&'static str; 2],
    pub theta_z: [&'static str; 2],
    pub twist: [&'static str; 2],
}

/// The motions' names for a joint type (`hip`, `neck`, …; `None` or an unknown type: the axes').
pub fn motion_names(joint_type: Option<&str>) -> MotionNames {
    let n = |y: [&'static str; 2], z: [&'static str; 2], t: [&'static str; 2]| MotionNames {
        theta_y: y,
        theta_z: z,
        twist: t,
    };
    match joint_type {
        Some("lumbar" | "thoracic" | "neck" | "head") => n(
            ["Flexion", "Extension"],
            ["Side bend left", "Side bend right"],
            ["Turn right", "Turn left"],
        ),
        Some("shoulder") => n(
            ["Forward (flexion)", "Backward (extension)"],
            ["Adduction", "Abduction"],
            ["Lateral rotation", "Medial rotation"],
        ),
        Some("elbow") => n(
            ["Flexion", "Hyperextension"],
            ["Side swing −", "Side swing +"],
            ["Forearm turn −", "Forearm turn +"],
        ),
        Some("wrist") => n(
            ["Radial deviation", "Ulnar deviation"],
            ["Flexion", "Extension"],
            ["Turn −", "Turn +"],
        ),
        Some("hip") => n(
            ["Flexion", "Extension"],
            ["Adduction", "Abduction"],
            ["Lateral rotation", "Medial rotation"],
        ),
        Some("knee") => n(
            ["Hyperextension", "Flexion"],
            ["Side swing −", "Side swing +"],
            ["Turn −", "Turn +"],
        ),
        Some("ankle") => n(
            ["Dorsiflexion", "Plantar flexion"],
            ["Toes in/out −", "Toes in/out +"],
            ["Inversion", "Eversion"],
        ),
        _ => n(
            ["About Y −", "About Y +"],
            ["About Z −", "About Z +"],
            ["Twist −", "Twist +"],
        ),
    }
}

/// A joint's limits seen from its reference frame: the cone's frame relative to the reference
/// (`C = R_ref⁻¹·R_AJ`) and the limits.
#[derive(Clone, Copy, Debug)]
struct Limits {
    c_inv: Quat,
    swing1: f32,
    swing2: f32,
    twist: Option<(f32, f32)>,
}

impl Limits {
    fn of(joint: &Joint, r_ref: Quat) -> Limits {
        let c = (r_ref.inverse() * joint.parent_frame.rotation).normalize();
        Limits {
            c_inv: c.inverse(),
            swing1: joint.swing1,
            swing2: joint.swing2,
            twist: (!twist_is_free(joint.twist_min, joint.twist_max))
                .then_some((joint.twist_min, joint.twist_max)),
        }
    }

    /// Whether a rotation from the reference frame lies inside the limits.
    fn holds(&self, q_ref: Quat) -> bool {
        let (swing, twist) = decompose((self.c_inv * q_ref).normalize());
        cone_ratio(swing, self.swing1, self.swing2) <= 1.0 + 1e-6
            && self
                .twist
                .is_none_or(|(lo, hi)| twist >= lo - 1e-6 && twist <= hi + 1e-6)
    }

    /// How far the motion `at(θ)` goes in the direction of `sign` before it leaves the limits
    /// (radians, ≥ 0; `limit` if it never does within it).
    fn extent(&self, at: impl Fn(f32) -> Quat, sign: f32, limit: f32) -> f32 {
        const STEP: f32 = 0.5 * std::f32::consts::PI / 180.0;
        let mut inside = 0.0f32;
        while inside < limit {
            let next = (inside + STEP).min(limit);
            if !self.holds(at(sign * next)) {
                let mut outside = next;
                for _ in 0..24 {
                    let mid = 0.5 * (inside + outside);
                    if self.holds(at(sign * mid)) {
                        inside = mid;
                    } else {
                        outside = mid;
                    }
                }
                return inside;
            }
            inside = next;
        }
        limit
    }

    /// The six extents as ranges in this joint's own convention.
    fn ranges(&self) -> Envelope {
        let about_y = |a: f32| Quat::from_axis_angle(Vec3::Y, a);
        let about_z = |a: f32| Quat::from_axis_angle(Vec3::Z, a);
        let about_x = |a: f32| Quat::from_axis_angle(Vec3::X, a);
        let pi = std::f32::consts::PI;
        let range = |at: &dyn Fn(f32) -> Quat, limit: f32| {
            (-self.extent(at, -1.0, limit), self.extent(at, 1.0, limit))
        };
        Envelope {
            theta_y: range(&about_y, pi),
            theta_z: range(&about_z, pi),
            twist: range(&about_x, pi),
        }
    }
}

/// A joint's limits as anatomical ranges (radians, `(−extent, +extent)` per motion, in the left
/// joint's convention for a `right` joint), read from its reference frame `r_ref` (its parent
/// body's, [`super::limits::reference_frame`]). `None` when the reference pose itself lies
/// outside the limits (every extent would be empty; the doctor reports it).
pub fn read_ranges(joint: &Joint, r_ref: Quat, right: bool) -> Option<Envelope> {
    let limits = Limits::of(joint, r_ref);
    if !limits.holds(Quat::IDENTITY) {
        return None;
    }
    let own = limits.ranges();
    Some(if right { own.mirrored() } else { own })
}

/// Which of the asked ranges a compile keeps when a swing carries more twist than the twist
/// range allows (see the module's notes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// The swings reach their extents: the twist range is widened to the twist they carry.
    Swing,
    /// The twist range is the one asked: a swing stops where its twist meets it.
    Twist,
}

/// One joint's range of motion as read from its limits ([`rig_ranges`]).
#[derive(Clone, Debug, PartialEq)]
pub struct JointRanges {
    /// The joint's index in the rig and its name.
    pub index: usize,
    pub joint: String,
    /// The joint type its name gives (`hip`, `neck`, …), if any.
    pub joint_type: Option<&'static str>,
    pub right: bool,
    pub names: MotionNames,
    /// The ranges (radians, left joint's convention); `None` when the rest pose lies outside the
    /// limits.
    pub ranges: Option<Envelope>,
    /// The reference frame the ranges are read from ([`super::limits::reference_frame`]).
    pub r_ref: Quat,
}

impl JointRanges {
    /// The six motions with their extents (radians, ≥ 0), in the order θy −/+, θz −/+, twist −/+.
    pub fn motions(&self) -> Option<[(&'static str, f32); 6]> {
        Some(motions(&self.ranges?, &self.names))
    }
}

/// Ranges as six named motions with their extents (radians, ≥ 0), in the order θy −/+, θz −/+,
/// twist −/+.
pub fn motions(r: &Envelope, n: &MotionNames) -> [(&'static str, f32); 6] {
    [
        (n.theta_y[0], -r.theta_y.0),
        (n.theta_y[1], r.theta_y.1),
        (n.theta_z[0], -r.theta_z.0),
        (n.theta_z[1], r.theta_z.1),
        (n.twist[0], -r.twist.0),
        (n.twist[1], r.twist.1),
    ]
}

/// How far a motion may go past the range-of-motion table before it counts as beyond a human's
/// (radians, 10°): twice the limit fit's default margin, so limits fitted to clips that stay
/// inside the table do not count.
pub const BEYOND_HUMAN_TOLERANCE: f32 = 10.0 * std::f32::consts::PI / 180.0;

/// One motion that a joint's limits allow beyond the table: its name, the extent the limits
/// allow and the table's (radians, ≥ 0).
#[derive(Clone, Debug, PartialEq)]
pub struct BeyondHuman {
    pub motion: &'static str,
    pub allowed: f32,
    pub human: f32,
}

impl BeyondHuman {
    /// `Dorsiflexion 77.0° (human 20.0°)`: the motion, how far the limits let it go and how
    /// far the table does, degrees.
    pub fn describe(&self) -> String {
        format!(
            "{} {:.1}° (human {:.1}°)",
            self.motion,
            self.allowed.to_degrees(),
            self.human.to_degrees()
        )
    }
}

/// Where a joint type's motions are measured from, in words: a shoulder's reference is the arm
/// held level to the side, every other joint's its rest pose.
pub fn reference_words(joint_type: Option<&str>) -> &'static str {
    if joint_type == Some("shoulder") {
        "from the arm held level to the side"
    } else {
        "from the rest pose"
    }
}

/// The motions of `ranges` (as read, [`read_ranges`]) that go more than
/// [`BEYOND_HUMAN_TOLERANCE`] past the table's `human` ranges (same convention), the furthest
/// past first.
pub fn beyond_human(ranges: &Envelope, names: &MotionNames, human: &Envelope) -> Vec<BeyondHuman> {
    let mut beyond: Vec<BeyondHuman> = motions(ranges, names)
        .into_iter()
        .zip(motions(human, names))
        .filter(|&((_, allowed), (_, human))| allowed - human > BEYOND_HUMAN_TOLERANCE)
        .map(|((motion, allowed), (_, human))| BeyondHuman {
            motion,
            allowed,
            human,
        })
        .collect();
    beyond.sort_by(|a, b| (b.allowed - b.human).total_cmp(&(a.allowed - a.human)));
    beyond
}

/// Every joint of the rig whose bodies the model places, read as anatomical ranges from its
/// reference pose ([`read_ranges`]).
pub fn rig_ranges(rig: &crate::rig::Rig, ch: &crate::character::Character) -> Vec<JointRanges> {
    let frames = super::limits::reference_frames(rig, ch);
    rig.joints
        .iter()
        .zip(frames)
        .enumerate()
        .filter_map(|(k, (j, frame))| {
            let (r_ref, _) = frame?;
            let joint_type = crate::rig::preset_apply::joint_type_of(j).map(|(t, _)| t);
            let right = super::names::on_right(&j.name);
            Some(JointRanges {
                index: k,
                joint: j.name.clone(),
                joint_type,
                right,
                names: motion_names(joint_type),
                ranges: read_ranges(j, r_ref, right),
                r_ref,
            })
        })
        .collect()
}

/// How far an achieved extent may be from the one asked before it is reported (radians, 0.05°).
pub const SHORTFALL: f32 = 0.05 * std::f32::consts::PI / 180.0;

/// One motion a compile could not give as asked: its name, the extent asked and the one the
/// limits give (radians, ≥ 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Shortfall {
    pub motion: &'static str,
    pub asked: f32,
    pub achieved: f32,
}

/// Limits compiled from anatomical ranges ([`compile_ranges`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CompiledLimits {
    /// The joint's new parent frame rotation (in its parent body).
    pub parent_rotation: Quat,
    /// The cone's half-angles about the new frame's Y and Z, radians.
    pub swing1: f32,
    pub swing2: f32,
    /// The twist range about the new frame's X, radians.
    pub twist_min: f32,
    pub twist_max: f32,
    /// What the compiled limits give back when read ([`read_ranges`]), same convention as the
    /// ranges asked.
    pub achieved: Envelope,
}

impl CompiledLimits {
    /// The extents achieved more than [`SHORTFALL`] away from those asked, each named
    /// (`names` as [`motion_names`]), in the order θy, θz, twist and − before +.
    pub fn shortfalls(&self, asked: &Envelope, names: &MotionNames) -> Vec<Shortfall> {
        let asked = usable_ranges(asked);
        let got = &self.achieved;
        [
            (asked.theta_y, got.theta_y, names.theta_y),
            (asked.theta_z, got.theta_z, names.theta_z),
            (asked.twist, got.twist, names.twist),
        ]
        .into_iter()
        .flat_map(|(want, have, name)| [(want.0, have.0, name[0]), (want.1, have.1, name[1])])
        .filter(|(want, have, _)| (want - have).abs() > SHORTFALL)
        .map(|(want, have, motion)| Shortfall {
            motion,
            asked: want.abs(),
            achieved: have.abs(),
        })
        .collect()
    }

    /// Write these limits into a joint (its child frame and anchors are untouched, so they still
    /// meet).
    pub fn apply_to(&self, joint: &mut Joint) {
        self.limits().apply_to(joint);
    }

    /// The limits without what they read back as.
    pub fn limits(&self) -> super::limits::FittedLimits {
        super::limits::FittedLimits {
            parent_rotation: self.parent_rotation,
            swing1: self.swing1,
            swing2: self.swing2,
            twist_min: self.twist_min,
            twist_max: self.twist_max,
        }
    }
}

/// Each range made to hold the reference pose with room around it: its ends at least
/// [`MIN_EXTENT`] either side of 0, swings within [`MAX_SWING_EXTENT`], twists within ±180°.
pub fn usable_ranges(asked: &Envelope) -> Envelope {
    let pi = std::f32::consts::PI;
    let fix = |(lo, hi): (f32, f32), max: f32| {
        let lo = if lo.is_finite() { lo } else { -MIN_EXTENT };
        let hi = if hi.is_finite() { hi } else { MIN_EXTENT };
        (lo.clamp(-max, -MIN_EXTENT), hi.clamp(MIN_EXTENT, max))
    };
    Envelope {
        theta_y: fix(asked.theta_y, MAX_SWING_EXTENT),
        theta_z: fix(asked.theta_z, MAX_SWING_EXTENT),
        twist: fix(asked.twist, pi),
    }
}

/// The cone's frame from the reference for an aim given as a rotation vector (0, a, b).
fn aim(a: f32, b: f32) -> Quat {
    let v = Vec3::new(0.0, a, b);
    let angle = v.length();
    if angle > 1e-9 {
        Quat::from_axis_angle(v / angle, angle)
    } else {
        Quat::IDENTITY
    }
}

/// The elliptical cone whose own extents along θy and θz from the reference are `want`'s, as
/// (a, b, swing1, swing2) in radians (the aim's rotation vector (0, a, b) and the half-angles):
/// the aim between each pair of extents and the half-angles of [`start_half_angles`] to start,
/// then centres moved by their error and widths scaled by asked / got, until within 0.01° or
/// [`MAX_ROUNDS`] rounds (the best round is kept).
fn fit_cone_to_extents(want: &Envelope) -> (f32, f32, f32, f32) {
    let mid = |(lo, hi): (f32, f32)| 0.5 * (lo + hi);
    let half = |(lo, hi): (f32, f32)| 0.5 * (hi - lo);
    let (mut a, mut b) = (mid(want.theta_y), mid(want.theta_z));
    let (mut s1, mut s2) = start_half_angles(a, b, half(want.theta_y), half(want.theta_z));
    let cone = |a: f32, b: f32, s1: f32, s2: f32| Limits {
        c_inv: aim(a, b).inverse(),
        swing1: s1,
        swing2: s2,
        twist: None,
    };
    let d = |x: (f32, f32), y: (f32, f32)| (x.0 - y.0).abs().max((x.1 - y.1).abs());
    let mut best = (f32::INFINITY, a, b, s1, s2);
    for _ in 0..MAX_ROUNDS {
        let l = cone(a, b, s1, s2);
        if !l.holds(Quat::IDENTITY) {
            break;
        }
        let got = l.ranges();
        let e = d(got.theta_y, want.theta_y).max(d(got.theta_z, want.theta_z));
        if e < best.0 {
            best = (e, a, b, s1, s2);
        }
        if e < TOLERANCE {
            break;
        }
        let step = |centre: &mut f32, width: &mut f32, want: (f32, f32), got: (f32, f32)| {
            *centre = (*centre + mid(want) - mid(got)).clamp(-MAX_SWING_EXTENT, MAX_SWING_EXTENT);
            if got.1 - got.0 > 1e-4 {
                *width *= (want.1 - want.0) / (got.1 - got.0);
            }
            *width = width.clamp(MIN_EXTENT, MAX_SWING_EXTENT);
        };
        step(&mut a, &mut s1, want.theta_y, got.theta_y);
        step(&mut b, &mut s2, want.theta_z, got.theta_z);
    }
    (best.1, best.2, best.3, best.4)
}

/// The half-angles (s1, s2) of the ellipse centred at (a, b) in the plane of swing vectors whose
/// chords through the reference (0, 0) along θy and θz have half-lengths `hy` and `hz` (the
/// extents asked, measured from their midpoints a and b): `hy² = s1²·(1 − b²/s2²)` and
/// `hz² = s2²·(1 − a²/s1²)`, solved as `s2² = (hz² − a²b²/hy²) / (1 − a²/hy²)` and
/// `s1² = hy²·s2² / (s2² − b²)`. With |a| < hy and |b| < hz (the ranges hold the reference)
/// both are positive and the reference lies on both chords, so inside the ellipse; the sphere
/// bends this a little, which the refinement takes out.
fn start_half_angles(a: f32, b: f32, hy: f32, hz: f32) -> (f32, f32) {
    let (a2, b2, hy2, hz2) = (a * a, b * b, hy * hy, hz * hz);
    let s2_sq = (hz2 - a2 * b2 / hy2) / (1.0 - a2 / hy2).max(1e-6);
    let s1_sq = hy2 * s2_sq / (s2_sq - b2).max(1e-9);
    let fit = |x: f32| {
        if x.is_finite() {
            x.max(0.0).sqrt().clamp(MIN_EXTENT, MAX_SWING_EXTENT)
        } else {
            MAX_SWING_EXTENT
        }
    };
    (fit(s1_sq), fit(s2_sq))
}

/// The range of the twist a cone aimed at `c` gives the pure swings of `want` on their way out
/// to their extents (every 0.5°), radians.
fn carried_twist(c: Quat, want: &Envelope) -> (f32, f32) {
    let mut range = (0.0f32, 0.0f32);
    let motions: [(Vec3, f32); 4] = [
        (Vec3::Y, want.theta_y.0),
        (Vec3::Y, want.theta_y.1),
        (Vec3::Z, want.theta_z.0),
        (Vec3::Z, want.theta_z.1),
    ];
    for (axis, end) in motions {
        let steps = (end.abs().to_degrees() * 2.0).ceil().max(1.0) as usize;
        for i in 1..=steps {
            let q = Quat::from_axis_angle(axis, end * i as f32 / steps as f32);
            let (_, t) = decompose((c.inverse() * q).normalize());
            range = (range.0.min(t), range.1.max(t));
        }
    }
    range
}

/// Compile anatomical ranges (radians, in the left joint's convention for a `right` joint; see
/// [`usable_ranges`] for what is accepted) into a joint's cone and twist range, seen from its
/// reference frame `r_ref`: a cone whose own extents along θy and θz are the asked swings
/// (within 0.01° where the refinement converges), and the asked twist range, widened to the twist the swings carry when the
/// `priority` is the swings. [`CompiledLimits::achieved`] says what the result gives.
pub fn compile_ranges(
    asked: &Envelope,
    r_ref: Quat,
    right: bool,
    priority: Priority,
) -> CompiledLimits {
    let asked = usable_ranges(asked);
    let own = if right { asked.mirrored() } else { asked };
    let (mut a, mut b, mut s1, mut s2) = fit_cone_to_extents(&own);
    let holds_reference = Limits {
        c_inv: aim(a, b).inverse(),
        swing1: s1,
        swing2: s2,
        twist: None,
    }
    .holds(Quat::IDENTITY);
    if !holds_reference {
        // Last resort (the refinement did not find a cone holding the rest pose): a cone
        // centred on the reference, as wide as the widest extent of each motion; what it gives
        // is read back into `achieved`.
        let widest = |(lo, hi): (f32, f32)| (-lo).max(hi);
        (a, b, s1, s2) = (0.0, 0.0, widest(own.theta_y), widest(own.theta_z));
    }
    let c = aim(a, b);
    // A little beyond the twist carried, so the swings end on the cone, not on the twist.
    const PAD: f32 = 0.05 * std::f32::consts::PI / 180.0;
    let pi = std::f32::consts::PI;
    let twist = match priority {
        Priority::Twist => own.twist,
        Priority::Swing => {
            let (lo, hi) = carried_twist(c, &own);
            (
                own.twist.0.min(lo - PAD).max(-pi),
                own.twist.1.max(hi + PAD).min(pi),
            )
        }
    };
    let limits = Limits {
        c_inv: c.inverse(),
        swing1: s1,
        swing2: s2,
        twist: (!twist_is_free(twist.0, twist.1)).then_some(twist),
    };
    let got = limits.ranges();
    CompiledLimits {
        parent_rotation: (r_ref * c).normalize(),
        swing1: s1,
        swing2: s2,
        twist_min: twist.0,
        twist_max: twist.1,
        achieved: if right { got.mirrored() } else { got },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::RangeOfMotion;

    /// A swing given as its rotation vector (θy, θz).
    fn rotvec(y: f32, z: f32) -> Quat {
        let v = glam::Vec2::new(y, z);
        let a = v.length();
        if a < 1e-9 {
            Quat::IDENTITY
        } else {
            Quat::from_axis_angle(Vec3::new(0.0, v.x, v.y) / a, a)
        }
    }

    fn joint(c: Quat, s1: f32, s2: f32, tmin: f32, tmax: f32, r_ref: Quat) -> Joint {
        let mut j = Joint::for_test("j", "a", "b", Default::default(), Default::default());
        j.parent_frame.rotation = r_ref * c;
        j.swing1 = s1;
        j.swing2 = s2;
        j.twist_min = tmin;
        j.twist_max = tmax;
        j
    }

    fn deg(e: &Envelope) -> [f32; 6] {
        [
            e.theta_y.0,
            e.theta_y.1,
            e.theta_z.0,
            e.theta_z.1,
            e.twist.0,
            e.twist.1,
        ]
        .map(f32::to_degrees)
    }

    /// A cone on the reference's own axes reads its half-angles: the ellipse's radius along Y
    /// and Z is swing1 and swing2, and a pure twist has no swing. Whatever the reference frame.
    #[test]
    fn a_cone_on_the_reference_reads_its_half_angles() {
        let r_ref = Quat::from_euler(glam::EulerRot::XYZ, 0.4, -1.1, 0.7);
        let j = joint(
            Quat::IDENTITY,
            30f32.to_radians(),
            15f32.to_radians(),
            -10f32.to_radians(),
            20f32.to_radians(),
            r_ref,
        );
        let r = deg(&read_ranges(&j, r_ref, false).unwrap());
        for (got, want) in r.iter().zip([-30.0, 30.0, -15.0, 15.0, -10.0, 20.0]) {
            assert!((got - want).abs() < 0.01, "{r:?}");
        }
    }

    /// A cone aimed about Y by a (no θz part): a pure θy motion stays on the cone's θy axis,
    /// so it reaches a ± swing1 exactly; a pure twist is unchanged by the aim (the aim is a
    /// swing, so the decomposition keeps the twist whole).
    #[test]
    fn a_cone_aimed_along_one_motion_reads_uneven_ranges() {
        let a = -45f32.to_radians();
        let j = joint(
            rotvec(a, 0.0),
            75f32.to_radians(),
            40f32.to_radians(),
            -30f32.to_radians(),
            30f32.to_radians(),
            Quat::IDENTITY,
        );
        let r = deg(&read_ranges(&j, Quat::IDENTITY, false).unwrap());
        assert!(
            (r[0] + 120.0).abs() < 0.01 && (r[1] - 30.0).abs() < 0.01,
            "{r:?}"
        );
        assert!(
            (r[4] + 30.0).abs() < 0.01 && (r[5] - 30.0).abs() < 0.01,
            "{r:?}"
        );
        // θz from the reference, off the cone's axis: less than swing2, by about the ellipse's
        // √(1 − (a/s1)²) = 0.8 in the plane of rotation vectors.
        assert!(r[3] > 0.7 * 40.0 && r[3] < 40.0, "{r:?}");
        assert!(
            (r[2] + r[3]).abs() < 0.01,
            "symmetric about the θy axis: {r:?}"
        );
    }

    /// Compiling a range-of-motion table's rows and reading them back gives every extent within
    /// 0.01° on both sides, whichever range has priority (the table's twist ranges hold the
    /// twist its swings carry), and a right joint's cone is the left one's mirror.
    #[test]
    fn compiled_table_ranges_read_back_as_asked_on_both_sides() {
        let table = RangeOfMotion::builtin();
        let r_ref = Quat::from_euler(glam::EulerRot::YXZ, 0.3, 0.2, -0.5);
        for (t, env) in &table.joints {
            for (right, priority) in [false, true]
                .into_iter()
                .flat_map(|r| [(r, Priority::Swing), (r, Priority::Twist)])
            {
                let c = compile_ranges(env, r_ref, right, priority);
                let mut j = joint(Quat::IDENTITY, 0.1, 0.1, 0.0, 0.1, Quat::IDENTITY);
                c.apply_to(&mut j);
                let back = read_ranges(&j, r_ref, right).unwrap();
                let same = deg(&back)
                    .iter()
                    .zip(deg(&c.achieved))
                    .all(|(x, y)| (x - y).abs() < 1e-3);
                assert!(same, "{t}: {back:?} vs {:?}", c.achieved);
                let worst = deg(env)
                    .iter()
                    .zip(deg(&back))
                    .map(|(x, y)| (x - y).abs())
                    .fold(0.0f32, f32::max);
                assert!(
                    worst < 0.01,
                    "{t} right={right}: asked {:?} got {:?}",
                    deg(env),
                    deg(&back)
                );
            }
            let (l, r) = (
                compile_ranges(env, Quat::IDENTITY, false, Priority::Swing),
                compile_ranges(env, Quat::IDENTITY, true, Priority::Swing),
            );
            let mirrored = crate::fit::limits::mirror_q(l.parent_rotation);
            assert!(
                mirrored.dot(r.parent_rotation).abs() > 1.0 - 1e-6,
                "{t}: {mirrored:?} vs {:?}",
                r.parent_rotation
            );
            assert_eq!((l.swing1, l.swing2), (r.swing1, r.swing2), "{t}");
            assert_eq!((r.twist_min, r.twist_max), (-l.twist_max, -l.twist_min));
        }
    }

    /// What an ellipse cannot hold is the box's corner: the hip's table row compiled, a swing
    /// of full flexion and full abduction together is outside the cone, while each alone is on
    /// its edge.
    #[test]
    fn an_ellipse_holds_the_extents_not_the_corners() {
        let hip = RangeOfMotion::builtin().for_joint("hip", false).unwrap();
        let c = compile_ranges(&hip, Quat::IDENTITY, false, Priority::Swing);
        let mut j = joint(Quat::IDENTITY, 0.1, 0.1, 0.0, 0.1, Quat::IDENTITY);
        c.apply_to(&mut j);
        let limits = Limits::of(&j, Quat::IDENTITY);
        let (y, z) = (hip.theta_y.0, hip.theta_z.1);
        assert!(limits.holds(rotvec(0.999 * y, 0.0)));
        assert!(limits.holds(rotvec(0.0, 0.999 * z)));
        assert!(!limits.holds(rotvec(y, z)));
    }

    /// A pure θz swing from the reference, about a cone aimed by `a` about Y, is
    /// `Ry(−a)·Rz(θ)` in the cone's frame, whose twist is `−2·atan(tan(a/2)·tan(θ/2))` (the
    /// quaternion product by hand). With the twist range at ±5° and `a` = −45°, that twist
    /// reaches 5° at `θ = 2·atan(tan 2.5° / tan 22.5°)` = 12.03°, well inside the cone: the
    /// twist range is what stops the motion, and reading says so.
    #[test]
    fn a_swing_off_the_cones_axis_carries_twist_that_can_stop_it() {
        let (a, t) = (-45f32.to_radians(), 5f32.to_radians());
        let j = joint(
            rotvec(a, 0.0),
            75f32.to_radians(),
            60f32.to_radians(),
            -t,
            t,
            Quat::IDENTITY,
        );
        let r = read_ranges(&j, Quat::IDENTITY, false).unwrap();
        let by_hand = 2.0 * ((t / 2.0).tan() / (a / 2.0).abs().tan()).atan();
        assert!(
            (r.theta_z.1 - by_hand).abs() < 1e-4,
            "{} {}",
            r.theta_z.1.to_degrees(),
            by_hand.to_degrees()
        );
        assert!((by_hand.to_degrees() - 12.03).abs() < 0.01);
        // Asked for 40° of abduction with the twist kept at ±5°, the swing stops at the same
        // 12.03°; with the swings first, the twist range widens to the twist 40° carries,
        // 2·atan(tan 22.5°·tan 20°) = 17.15°, and 40° is reached.
        let asked = Envelope {
            theta_y: (-120f32.to_radians(), 30f32.to_radians()),
            theta_z: (-40f32.to_radians(), 40f32.to_radians()),
            twist: (-t, t),
        };
        let kept = compile_ranges(&asked, Quat::IDENTITY, false, Priority::Twist);
        assert_eq!((kept.twist_min, kept.twist_max), (-t, t));
        assert!(
            kept.achieved.theta_z.1 < 20f32.to_radians(),
            "{:?}",
            kept.achieved
        );
        assert!((kept.achieved.theta_y.1 - asked.theta_y.1).abs() < 1e-3);
        let short = kept.shortfalls(&asked, &motion_names(Some("hip")));
        let names: Vec<&str> = short.iter().map(|s| s.motion).collect();
        assert_eq!(names, ["Adduction", "Abduction"], "{short:?}");
        assert!((short[1].achieved - by_hand).abs() < 1e-3 && short[1].asked == 40f32.to_radians());
        let swings = compile_ranges(&asked, Quat::IDENTITY, false, Priority::Swing);
        let carried = 2.0 * ((45f32 / 2.0).to_radians().tan() * 20f32.to_radians().tan()).atan();
        assert!((carried.to_degrees() - 17.15).abs() < 0.01);
        assert!(
            (swings.twist_max - carried).abs() < 0.2f32.to_radians(),
            "{} vs {}",
            swings.twist_max.to_degrees(),
            carried.to_degrees()
        );
        assert!((swings.achieved.theta_z.1 - asked.theta_z.1).abs() < 0.01f32.to_radians());
        assert!((swings.achieved.theta_y.0 - asked.theta_y.0).abs() < 0.01f32.to_radians());
    }

    /// Ranges uneven on both motions at once put the reference near the cone's edge, where
    /// starting from each pair's half-widths would leave it outside (a knee asked for 1° of
    /// hyperextension, 135° of flexion and −1°/+10° to the side). They compile to a cone that
    /// holds the reference and gives them back; so does a cone aimed off both axes, read and
    /// compiled again (the editor does that on every edit).
    #[test]
    fn ranges_uneven_on_both_motions_compile_and_read_back() {
        let d = |x: f32| x.to_radians();
        let knee = Envelope {
            theta_y: (d(-1.0), d(135.0)),
            theta_z: (d(-1.0), d(10.0)),
            twist: (d(-10.0), d(10.0)),
        };
        let aimed = joint(
            rotvec(d(35.0), d(18.0)),
            d(50.0),
            d(32.0),
            d(-20.0),
            d(20.0),
            Quat::IDENTITY,
        );
        let read = read_ranges(&aimed, Quat::IDENTITY, false).unwrap();
        for (name, asked) in [("knee", knee), ("aimed", read)] {
            for priority in [Priority::Swing, Priority::Twist] {
                let c = compile_ranges(&asked, Quat::IDENTITY, false, priority);
                let mut j = joint(Quat::IDENTITY, 0.1, 0.1, 0.0, 0.1, Quat::IDENTITY);
                c.apply_to(&mut j);
                let back = read_ranges(&j, Quat::IDENTITY, false)
                    .unwrap_or_else(|| panic!("{name}: the rest pose is outside"));
                let swing_off = deg(&back)[..4]
                    .iter()
                    .zip(&deg(&asked)[..4])
                    .map(|(x, y)| (x - y).abs())
                    .fold(0.0f32, f32::max);
                assert!(
                    swing_off < 0.01,
                    "{name} {priority:?}: {:?} vs {:?}",
                    deg(&back),
                    deg(&asked)
                );
            }
        }
    }

    /// Ranges that leave no room around the reference, or are not numbers, are made usable.
    #[test]
    fn unusable_ranges_are_widened_to_hold_the_reference() {
        let e = usable_ranges(&Envelope {
            theta_y: (0.0, 3.5),
            theta_z: (f32::NAN, 0.2),
            twist: (-4.0, 0.1),
        });
        assert_eq!(e.theta_y, (-MIN_EXTENT, MAX_SWING_EXTENT));
        assert_eq!(e.theta_z, (-MIN_EXTENT, 0.2));
        assert_eq!(e.twist, (-std::f32::consts::PI, 0.1));
    }

    #[test]
    fn every_joint_type_names_its_motions() {
        assert_eq!(motion_names(Some("hip")).theta_y, ["Flexion", "Extension"]);
        assert_eq!(motion_names(Some("knee")).theta_y[1], "Flexion");
        assert_eq!(motion_names(Some("ankle")).twist, ["Inversion", "Eversion"]);
        assert_eq!(motion_names(None).theta_z, ["About Z −", "About Z +"]);
        for t in crate::rig::preset::JOINT_TYPES {
            assert_ne!(motion_names(Some(t)), motion_names(None), "{t}");
        }
    }
}
