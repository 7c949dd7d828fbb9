//! The mannequin's skinned body mesh, built from capped, tapered tubes.

use crate::easing::smoothstep;
use std::f32::consts::{FRAC_PI_2, TAU};

use glam::Vec3;

use super::Density;
use super::skeleton::{self, rest_world};

/// Half-width of the weight blend around a joint, metres along the segment.
const BLEND_HALF_WIDTH_M: f32 = 0.06;
/// Weights are quantised to multiples of 1/65536 so each vertex's sum is exactly 1.
const WEIGHT_QUANTUM: f32 = 65536.0;

/// Vertex and index data of the single skinned primitive.
pub(super) struct SkinnedMesh {
    pub positions: Vec<[f32; 3]>,
    pub normals: Vec<[f32; 3]>,
    pub joints: Vec<[u8; 4]>,
    pub weights: Vec<[f32; 4]>,
    pub indices: Vec<u32>,
}

/// Tessellation parameters.
struct Resolution {
    /// Vertices around each ring.
    around: usize,
    /// Steps from a pole to the end of the straight part (a quarter circle).
    cap_steps: usize,
    /// Target distance between body rings, metres.
    ring_spacing_m: f32,
}

impl Resolution {
    fn of(density: Density) -> Self {
        match density {
            Density::Normal => Self {
                around: 24,
                cap_steps: 5,
                ring_spacing_m: 0.025,
            },
            Density::Dense => Self {
                around: 96,
                cap_steps: 17,
                ring_spacing_m: 0.00625,
            },
        }
    }
}

/// One body part: a tube from `a` to `b` with an elliptical (or squarish)
/// cross-section whose radii follow `profile`, closed by half-ellipsoid caps.
struct Part {
    a: Vec3,
    b: Vec3,
    /// Direction of the first cross-section radius (made perpendicular to the axis).
    e1: Vec3,
    /// `(t, r1, r2)` keys along the axis, `t` in 0..=1, sorted.
    profile: Vec<(f32, f32, f32)>,
    /// Lengths of the caps beyond `a` and beyond `b`.
    cap_a: f32,
    cap_b: f32,
    /// Superellipse exponent of the cross-section (2 = ellipse, larger = boxier).
    exponent: f32,
    /// Bones along the part, skinned in order.
    chain: Vec<usize>,
    /// Axial positions (metres from `a`) of the hand-over from `chain[i]` to `chain[i + 1]`.
    transitions: Vec<f32>,
}

impl Part {
    fn radii(&self, t: f32) -> (f32, f32) {
        let first = self.profile[0];
        if t <= first.0 {
            return (first.1, first.2);
        }
        for w in self.profile.windows(2) {
            let (k0, k1) = (w[0], w[1]);
            if t <= k1.0 {
                let s = smoothstep(k0.0, k1.0, t);
                return (k0.1 + (k1.1 - k0.1) * s, k0.2 + (k1.2 - k0.2) * s);
            }
        }
        let last = self.profile[self.profile.len() - 1];
        (last.1, last.2)
    }

    /// Skin weights for a point at `axial` metres from `a` along the axis.
    fn weights(&self, axial: f32) -> Vec<(usize, f32)> {
        let s: Vec<f32> = self
            .transitions
            .iter()
            .map(|&x| smoothstep(x - BLEND_HALF_WIDTH_M, x + BLEND_HALF_WIDTH_M, axial))
            .collect();
        self.chain
            .iter()
            .enumerate()
            .map(|(i, &bone)| {
                let on = if i == 0 { 1.0 } else { s[i - 1] };
                let off = s.get(i).copied().unwrap_or(0.0);
                (bone, on - off)
            })
            .collect()
    }

    fn append_to(&self, res: &Resolution, mesh: &mut SkinnedMesh) {
        let len = (self.b - self.a).length();
        let axis = (self.b - self.a) / len;
        let e1 = (self.e1 - axis * self.e1.dot(axis)).normalize();
        let e2 = axis.cross(e1);

        // Rings as (axial position, r1, r2), poles excluded.
        let mut rings: Vec<(f32, f32, f32)> = Vec::new();
        let (ra1, ra2) = self.radii(0.0);
        let (rb1, rb2) = self.radii(1.0);
        let cap_angle = |j: usize| j as f32 / res.cap_steps as f32 * FRAC_PI_2;
        for j in 1..res.cap_steps {
            let (s, c) = cap_angle(j).sin_cos();
            rings.push((-self.cap_a * c, ra1 * s, ra2 * s));
        }
        let body_steps = ((len / res.ring_spacing_m).ceil() as usize).max(2);
        for i in 0..=body_steps {
            let t = i as f32 / body_steps as f32;
            let (r1, r2) = self.radii(t);
            rings.push((t * len, r1, r2));
        }
        for j in (1..res.cap_steps).rev() {
            let (s, c) = cap_angle(j).sin_cos();
            rings.push((len + self.cap_b * c, rb1 * s, rb2 * s));
        }

        let base = mesh.positions.len() as u32;
        let mut local: Vec<Vec3> = Vec::with_capacity(rings.len() * res.around + 2);
        local.push(self.a - axis * self.cap_a);
        let shape = 2.0 / self.exponent;
        let signed_pow = |v: f32| v.signum() * v.abs().powf(shape);
        for &(axial, r1, r2) in &rings {
            let centre = self.a + axis * axial;
            for j in 0..res.around {
                let (s, c) = (j as f32 / res.around as f32 * TAU).sin_cos();
                local.push(centre + e1 * (r1 * signed_pow(c)) + e2 * (r2 * signed_pow(s)));
            }
        }
        local.push(self.b + axis * self.cap_b);

        // Triangles (counter-clockwise seen from outside: e1 x e2 = axis).
        let n = res.around as u32;
        let ring = |k: usize, j: u32| base + 1 + k as u32 * n + j % n;
        let top = base + local.len() as u32 - 1;
        let first_index = mesh.indices.len();
        for j in 0..n {
            mesh.indices.extend([base, ring(0, j + 1), ring(0, j)]);
        }
        for k in 0..rings.len() - 1 {
            for j in 0..n {
                let (v00, v01) = (ring(k, j), ring(k, j + 1));
                let (v10, v11) = (ring(k + 1, j), ring(k + 1, j + 1));
                mesh.indices.extend([v00, v01, v11, v00, v11, v10]);
            }
        }
        let last = rings.len() - 1;
        for j in 0..n {
            mesh.indices.extend([ring(last, j), ring(last, j + 1), top]);
        }

        // Smooth normals: area-weighted face normals accumulated per vertex.
        let mut acc = vec![Vec3::ZERO; local.len()];
        for tri in mesh.indices[first_index..].chunks_exact(3) {
            let [i0, i1, i2] = [0, 1, 2].map(|k| (tri[k] - base) as usize);
            let face = (local[i1] - local[i0]).cross(local[i2] - local[i0]);
            for i in [i0, i1, i2] {
                acc[i] += face;
            }
        }

        for (p, n) in local.iter().zip(acc) {
            let normal = n.try_normalize().unwrap_or(axis);
            mesh.positions.push(p.to_array());
            mesh.normals.push(normal.to_array());
            let (joints, weights) = quantise(self.weights((*p - self.a).dot(axis)));
            mesh.joints.push(joints);
            mesh.weights.push(weights);
        }
    }
}

/// Keeps the four largest influences and quantises them so they sum to exactly 1.
fn quantise(mut influences: Vec<(usize, f32)>) -> ([u8; 4], [f32; 4]) {
    influences.retain(|&(_, w)| w > 0.0);
    influences.sort_by(|a, b| b.1.total_cmp(&a.1));
    influences.truncate(4);
    let total: f32 = influences.iter().map(|&(_, w)| w).sum();
    let mut units: Vec<(usize, u32)> = influences
        .iter()
        .map(|&(b, w)| (b, (w / total * WEIGHT_QUANTUM).round() as u32))
        .filter(|&(_, u)| u > 0)
        .collect();
    let others: u32 = units.iter().skip(1).map(|&(_, u)| u).sum();
    units[0].1 = WEIGHT_QUANTUM as u32 - others;
    let mut joints = [0u8; 4];
    let mut weights = [0f32; 4];
    for (k, &(bone, u)) in units.iter().enumerate() {
        joints[k] = bone as u8;
        weights[k] = u as f32 / WEIGHT_QUANTUM;
    }
    (joints, weights)
}

/// A straight part from `a` to `b`; radii keys `(t, r1, r2)`.
fn tube(a: Vec3, b: Vec3, e1: Vec3, profile: &[(f32, f32, f32)], caps: (f32, f32)) -> Part {
    Part {
        a,
        b,
        e1,
        profile: profile.to_vec(),
        cap_a: caps.0,
        cap_b: caps.1,
        exponent: 2.0,
        chain: Vec::new(),
        transitions: Vec::new(),
    }
}

impl Part {
    /// Skins the part along `bones`, handing over from `bones[i]` to `bones[i + 1]`
    /// at `transitions[i]` metres from `a` along the axis.
    fn skinned(mut self, bones: &[&str], transitions: &[f32]) -> Self {
        self.chain = bones.iter().map(|b| skeleton::index(b)).collect();
        self.transitions = transitions.to_vec();
        self
    }

    fn squarish(mut self, exponent: f32) -> Self {
        self.exponent = exponent;
        self
    }

    /// Axial distance of a point from `a`.
    fn axial_of(&self, p: Vec3) -> f32 {
        (p - self.a).dot((self.b - self.a).normalize())
    }
}

/// The body parts, in metres, in the rest pose.
fn parts() -> Vec<Part> {
    let mut parts = Vec::new();
    push_trunk(&mut parts);
    for (side, prefix) in [(1.0f32, "Left"), (-1.0f32, "Right")] {
        push_arm(&mut parts, side, prefix);
        push_leg(&mut parts, prefix);
    }
    parts
}

/// Torso, neck, head and nose.
fn push_trunk(parts: &mut Vec<Part>) {
    let w = rest_world;
    let y = |v: f32| Vec3::new(0.0, v, 0.0);
    // Torso: pelvis, waist, chest; slightly flattened front to back.
    let torso = tube(
        y(0.86),
        y(1.46),
        Vec3::X,
        &[
            (0.0, 0.145, 0.100),
            (0.12, 0.165, 0.110),
            (0.30, 0.135, 0.095),
            (0.57, 0.165, 0.110),
            (0.77, 0.175, 0.115),
            (0.93, 0.160, 0.100),
            (1.0, 0.135, 0.085),
        ],
        (0.07, 0.06),
    );
    let (spine, chest) = (torso.axial_of(w("Spine")), torso.axial_of(w("Chest")));
    parts.push(torso.skinned(&["Hips", "Spine", "Chest"], &[spine, chest]));

    let neck = tube(
        y(1.44),
        y(1.62),
        Vec3::X,
        &[(0.0, 0.062, 0.064), (1.0, 0.054, 0.058)],
        (0.03, 0.03),
    );
    let (n0, n1) = (neck.axial_of(w("Neck")), neck.axial_of(w("Head")));
    parts.push(neck.skinned(&["Chest", "Neck", "Head"], &[n0, n1]));

    let head_centre = Vec3::new(0.0, 1.695, 0.015);
    let head = tube(
        head_centre - y(0.035),
        head_centre + y(0.035),
        Vec3::X,
        &[(0.0, 0.078, 0.098), (1.0, 0.082, 0.100)],
        (0.07, 0.07),
    );
    let h0 = head.axial_of(w("Head"));
    parts.push(head.skinned(&["Neck", "Head"], &[h0]));

    // A nose, so the facing direction is obvious.
    let nose_base = head_centre + Vec3::new(0.0, -0.01, 0.085);
    parts.push(
        tube(
            nose_base,
            nose_base + Vec3::new(0.0, 0.0, 0.03),
            Vec3::X,
            &[(0.0, 0.016, 0.02), (1.0, 0.012, 0.014)],
            (0.008, 0.01),
        )
        .skinned(&["Head"], &[]),
    );
}

/// One arm: clavicle, upper arm, forearm and palm; `side` is +1 for the left (+X), -1 for the
/// right, `prefix` the bones' name prefix.
fn push_arm(parts: &mut Vec<Part>, side: f32, prefix: &str) {
    let w = rest_world;
    let name = |bone: &str| format!("{prefix}{bone}");
    let shoulder = w(&name("Shoulder"));
    let upper_arm = w(&name("UpperArm"));
    let lower_arm = w(&name("LowerArm"));
    let hand = w(&name("Hand"));
    let n = |s: &str| name(s);

    let clavicle = tube(
        shoulder - Vec3::new(0.01 * side, 0.0, 0.0),
        upper_arm,
        Vec3::Y,
        &[(0.0, 0.060, 0.055), (1.0, 0.062, 0.060)],
        (0.04, 0.045),
    );
    let (c0, c1) = (clavicle.axial_of(shoulder), clavicle.axial_of(upper_arm));
    parts.push(clavicle.skinned(&["Chest", &n("Shoulder"), &n("UpperArm")], &[c0 + 0.02, c1]));

    let upper = tube(
        upper_arm,
        lower_arm,
        Vec3::Y,
        &[
            (0.0, 0.055, 0.056),
            (0.4, 0.050, 0.052),
            (1.0, 0.042, 0.043),
        ],
        (0.045, 0.04),
    );
    let l = upper.axial_of(lower_arm);
    parts.push(upper.skinned(&[&n("Shoulder"), &n("UpperArm"), &n("LowerArm")], &[0.0, l]));

    let lower = tube(
        lower_arm,
        hand,
        Vec3::Y,
        &[
            (0.0, 0.042, 0.043),
            (0.3, 0.042, 0.045),
            (1.0, 0.028, 0.036),
        ],
        (0.035, 0.03),
    );
    let l = lower.axial_of(hand);
    parts.push(lower.skinned(&[&n("UpperArm"), &n("LowerArm"), &n("Hand")], &[0.0, l]));

    let palm = tube(
        hand + Vec3::new(0.015 * side, 0.0, 0.0),
        hand + Vec3::new(0.14 * side, 0.0, 0.0),
        Vec3::Y,
        &[
            (0.0, 0.022, 0.040),
            (0.5, 0.020, 0.047),
            (1.0, 0.016, 0.040),
        ],
        (0.03, 0.035),
    )
    .squarish(3.0);
    let l = palm.axial_of(hand);
    parts.push(palm.skinned(&[&n("LowerArm"), &n("Hand")], &[l]));
}

/// One leg: thigh, shin and foot; `prefix` is the bones' name prefix.
fn push_leg(parts: &mut Vec<Part>, prefix: &str) {
    let w = rest_world;
    let y = |v: f32| Vec3::new(0.0, v, 0.0);
    let name = |bone: &str| format!("{prefix}{bone}");
    let n = |s: &str| name(s);
    let hip = w(&name("UpperLeg"));
    let knee = w(&name("LowerLeg"));
    let ankle = w(&name("Foot"));
    let toes = w(&name("Toes"));

    let thigh = tube(
        hip,
        knee,
        Vec3::X,
        &[
            (0.0, 0.085, 0.088),
            (0.5, 0.072, 0.074),
            (1.0, 0.056, 0.058),
        ],
        (0.06, 0.045),
    );
    let l = thigh.axial_of(knee);
    parts.push(thigh.skinned(&["Hips", &n("UpperLeg"), &n("LowerLeg")], &[0.0, l]));

    let shin = tube(
        knee,
        ankle + y(0.01),
        Vec3::X,
        &[
            (0.0, 0.055, 0.058),
            (0.3, 0.054, 0.062),
            (1.0, 0.036, 0.038),
        ],
        (0.04, 0.035),
    );
    let l = shin.axial_of(ankle);
    parts.push(shin.skinned(&[&n("UpperLeg"), &n("LowerLeg"), &n("Foot")], &[0.0, l]));

    let heel = Vec3::new(ankle.x, 0.045, -0.035);
    let foot = tube(
        heel,
        Vec3::new(ankle.x, 0.045, 0.165),
        Vec3::X,
        &[
            (0.0, 0.040, 0.042),
            (0.6, 0.047, 0.036),
            (1.0, 0.045, 0.026),
        ],
        (0.04, 0.04),
    )
    .squarish(3.0);
    let l = foot.axial_of(toes);
    parts.push(foot.skinned(&[&n("Foot"), &n("Toes")], &[l]));
}

/// Builds the skinned mesh at the given density.
pub(super) fn build(density: Density) -> SkinnedMesh {
    let res = Resolution::of(density);
    let mut mesh = SkinnedMesh {
        positions: Vec::new(),
        normals: Vec::new(),
        joints: Vec::new(),
        weights: Vec::new(),
        indices: Vec::new(),
    };
    for part in parts() {
        part.append_to(&res, &mut mesh);
    }
    mesh
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertex_counts_in_range() {
        let normal = build(Density::Normal).positions.len();
        assert!((5_000..=10_000).contains(&normal), "{normal}");
        let dense = build(Density::Dense).positions.len();
        assert!(dense >= 100_000, "{dense}");
    }

    #[test]
    fn weights_are_normalised_and_attributes_consistent() {
        let mesh = build(Density::Normal);
        let n = mesh.positions.len();
        assert_eq!(mesh.normals.len(), n);
        assert_eq!(mesh.joints.len(), n);
        assert_eq!(mesh.weights.len(), n);
        assert_eq!(mesh.indices.len() % 3, 0);
        assert!(mesh.indices.iter().all(|&i| (i as usize) < n));
        for (w, j) in mesh.weights.iter().zip(&mesh.joints) {
            assert!((w.iter().sum::<f32>() - 1.0).abs() < 1e-6);
            assert!(w.iter().all(|&x| (0.0..=1.0).contains(&x)));
            assert!(j.iter().all(|&b| (b as usize) < skeleton::BONES.len()));
        }
    }

    #[test]
    fn normals_point_outwards_and_are_unit() {
        let res = Resolution::of(Density::Normal);
        for part in parts() {
            let mut mesh = build_one(&part, &res);
            let len = (part.b - part.a).length();
            let axis = (part.b - part.a) / len;
            for (p, n) in mesh.positions.drain(..).zip(mesh.normals.drain(..)) {
                let (p, n) = (Vec3::from(p), Vec3::from(n));
                assert!((n.length() - 1.0).abs() < 1e-5);
                let on_axis = part.a + axis * (p - part.a).dot(axis).clamp(0.0, len);
                assert!(n.dot(p - on_axis) > 0.0, "inward normal at {p}");
            }
        }
    }

    fn build_one(part: &Part, res: &Resolution) -> SkinnedMesh {
        let mut mesh = SkinnedMesh {
            positions: Vec::new(),
            normals: Vec::new(),
            joints: Vec::new(),
            weights: Vec::new(),
            indices: Vec::new(),
        };
        part.append_to(res, &mut mesh);
        mesh
    }

    #[test]
    fn body_stands_on_the_ground_and_is_180_cm_tall() {
        let mesh = build(Density::Normal);
        let min_y = mesh.positions.iter().map(|p| p[1]).fold(f32::MAX, f32::min);
        let max_y = mesh.positions.iter().map(|p| p[1]).fold(f32::MIN, f32::max);
        assert!((0.0..0.01).contains(&min_y), "{min_y}");
        assert!((max_y - 1.80).abs() < 0.01, "{max_y}");
    }
}
