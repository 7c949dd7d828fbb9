//! Animation clips: keyframe channels sampled at any time into a local pose.

use crate::xform::Xform;
use glam::{Quat, Vec3};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    Translation,
    Rotation,
    Scale,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interpolation {
    Linear,
    Step,
    /// Hermite spline; values are stored as (in-tangent, value, out-tangent) triples.
    CubicSpline,
}

/// One animated property of one node.
#[derive(Clone, Debug)]
pub struct Channel {
    pub node: usize,
    pub property: Property,
    pub interpolation: Interpolation,
    /// Key times, seconds, strictly increasing.
    pub times: Vec<f32>,
    /// Flat values: 3 (translation/scale) or 4 (rotation xyzw) floats per key,
    /// three times as many for cubic splines.
    pub values: Vec<f32>,
}

/// A named clip.
#[derive(Clone, Debug)]
pub struct Clip {
    pub name: String,
    /// Seconds (the last key time over all channels).
    pub duration: f32,
    pub channels: Vec<Channel>,
    /// Number of morph-target weight channels (read but not applied).
    pub ignored_weight_channels: usize,
    /// The animation's `extras` JSON, if any.
    pub extras: Option<serde_json::Value>,
}

impl Clip {
    /// Sample the clip at `t` seconds (clamped to [0, duration]) on top of `rest`.
    pub fn sample(&self, t: f32, rest: &[Xform]) -> Vec<Xform> {
        let mut pose = rest.to_vec();
        self.sample_into(t, &mut pose);
        pose
    }

    /// Overwrite the animated properties of `pose` with the clip's values at `t`.
    pub fn sample_into(&self, t: f32, pose: &mut [Xform]) {
        for ch in &self.channels {
            if ch.node >= pose.len() {
                continue;
            }
            let x = &mut pose[ch.node];
            match ch.property {
                Property::Translation => x.translation = Vec3::from_slice(&ch.sample(t)),
                Property::Scale => x.scale = Vec3::from_slice(&ch.sample(t)),
                Property::Rotation => {
                    let v = ch.sample(t);
                    x.rotation = Quat::from_xyzw(v[0], v[1], v[2], v[3]).normalize();
                }
            }
        }
    }

    /// Node indices touched by any channel.
    pub fn animated_nodes(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self.channels.iter().map(|c| c.node).collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

impl Channel {
    fn width(&self) -> usize {
        match self.property {
            Property::Rotation => 4,
            _ => 3,
        }
    }

    /// The key value (not a tangent) at key `k`.
    fn key(&self, k: usize) -> &[f32] {
        let w = self.width();
        let stride = if self.interpolation == Interpolation::CubicSpline {
            3
        } else {
            1
        };
        let base = (k * stride + stride / 2) * w;
        &self.values[base..base + w]
    }

    /// Cubic-spline tangent `which` (0 = in, 2 = out) at key `k`.
    fn tangent(&self, k: usize, which: usize) -> &[f32] {
        let w = self.width();
        let base = (k * 3 + which) * w;
        &self.values[base..base + w]
    }

    /// The channel's value at `t` seconds (clamped to the key range).
    pub fn sample(&self, t: f32) -> Vec<f32> {
        let n = self.times.len();
        if n == 0 {
            return vec![0.0; self.width()];
        }
        if n == 1 || t <= self.times[0] {
            return self.key(0).to_vec();
        }
        if t >= self.times[n - 1] {
            return self.key(n - 1).to_vec();
        }
        // The segment [k, k+1] with times[k] <= t < times[k+1].
        let k = self.times.partition_point(|&x| x <= t) - 1;
        let (t0, t1) = (self.times[k], self.times[k + 1]);
        let td = t1 - t0;
        let s = if td > 0.0 { (t - t0) / td } else { 0.0 };
        match self.interpolation {
            Interpolation::Step => self.key(k).to_vec(),
            Interpolation::Linear => {
                let (a, b) = (self.key(k), self.key(k + 1));
                if self.property == Property::Rotation {
                    let qa = Quat::from_slice(a).normalize();
                    let qb = Quat::from_slice(b).normalize();
                    qa.slerp(qb, s).to_array().to_vec()
                } else {
                    a.iter().zip(b).map(|(x, y)| x + (y - x) * s).collect()
                }
            }
            Interpolation::CubicSpline => {
                let (s2, s3) = (s * s, s * s * s);
                let h00 = 2.0 * s3 - 3.0 * s2 + 1.0;
                let h10 = s3 - 2.0 * s2 + s;
                let h01 = -2.0 * s3 + 3.0 * s2;
                let h11 = s3 - s2;
                let (v0, b0) = (self.key(k), self.tangent(k, 2));
                let (v1, a1) = (self.key(k + 1), self.tangent(k + 1, 0));
                (0..self.width())
                    .map(|i| h00 * v0[i] + h10 * td * b0[i] + h01 * v1[i] + h11 * td * a1[i])
                    .collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chan(
        property: Property,
        interpolation: Interpolation,
        times: &[f32],
        values: &[f32],
    ) -> Channel {
        Channel {
            node: 0,
            property,
            interpolation,
            times: times.to_vec(),
            values: values.to_vec(),
        }
    }

    #[test]
    fn linear_translation_by_hand() {
        let c = chan(
            Property::Translation,
            Interpolation::Linear,
            &[0.0, 1.0, 3.0],
            &[0.0, 0.0, 0.0, 2.0, 4.0, -2.0, 4.0, 0.0, 0.0],
        );
        // t = 0.25: a quarter of the way from (0,0,0) to (2,4,-2).
        assert_eq!(c.sample(0.25), vec![0.5, 1.0, -0.5]);
        // t = 2.0: half way from (2,4,-2) to (4,0,0).
        assert_eq!(c.sample(2.0), vec![3.0, 2.0, -1.0]);
        // Clamped outside the range.
        assert_eq!(c.sample(-1.0), vec![0.0, 0.0, 0.0]);
        assert_eq!(c.sample(10.0), vec![4.0, 0.0, 0.0]);
    }

    #[test]
    fn linear_rotation_is_slerp_at_constant_rate() {
        // 0 → 90° about Y over 1 s: at t = 0.3 the angle is 27°.
        let q1 = Quat::from_rotation_y(std::f32::consts::FRAC_PI_2);
        let mut v = vec![0.0, 0.0, 0.0, 1.0];
        v.extend_from_slice(&q1.to_array());
        let c = chan(Property::Rotation, Interpolation::Linear, &[0.0, 1.0], &v);
        let s = c.sample(0.3);
        let q = Quat::from_slice(&s);
        let expect = Quat::from_rotation_y(0.3 * std::f32::consts::FRAC_PI_2);
        assert!((q - expect).length() < 1e-6, "{q:?} vs {expect:?}");
    }

    #[test]
    fn step_holds_the_previous_key() {
        let c = chan(
            Property::Translation,
            Interpolation::Step,
            &[0.0, 1.0],
            &[1.0, 2.0, 3.0, 7.0, 8.0, 9.0],
        );
        assert_eq!(c.sample(0.999), vec![1.0, 2.0, 3.0]);
        assert_eq!(c.sample(1.0), vec![7.0, 8.0, 9.0]);
    }

    #[test]
    fn cubic_spline_by_hand() {
        // One component: keys at t=0 (v=0, out-tangent b0=1) and t=2 (v=1, in-tangent a1=0).
        // Hermite with td = 2, s = 0.5: h00=.5 h10=.125 h01=.5 h11=-.125
        // p = .5*0 + .125*2*1 + .5*1 + (-.125)*2*0 = 0.75
        let vals = [
            // key 0: in-tangent, value, out-tangent (xyz)
            9.0, 9.0, 9.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, //
            // key 1
            0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 9.0, 9.0, 9.0,
        ];
        let c = chan(
            Property::Translation,
            Interpolation::CubicSpline,
            &[0.0, 2.0],
            &vals,
        );
        let s = c.sample(1.0);
        assert!((s[0] - 0.75).abs() < 1e-6, "{s:?}");
        // At the keys the spline passes through the values, not the tangents.
        assert_eq!(c.sample(0.0), vec![0.0, 0.0, 0.0]);
        assert_eq!(c.sample(2.0), vec![1.0, 0.0, 0.0]);
        // s = 0.25: h00=0.84375 h10=0.140625 h01=0.15625 h11=-0.046875
        // p = 0.140625*2*1 + 0.15625*1 = 0.4375
        assert!((c.sample(0.5)[0] - 0.4375).abs() < 1e-6);
    }
}
