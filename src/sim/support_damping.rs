//! Drive damping for the side a joint's motors actually move.
//!
//! A drive's Kd is chosen for the bodies below the joint (the child's side), as if the parent's
//! side held still: critical damping of a forearm needs the forearm's and hand's inertia about
//! the elbow. That holds in the air and for an arm hanging off a body lying on the ground. It
//! fails when the child's side is the one held: a character standing on its feet, or kneeling,
//! turns the whole body above about its ankles or knees, whose drives were damped for a foot or
//! a shin. The figure then sways on its ankles like an inverted pendulum with almost no damping
//! (the fitted Robot's head swung 1.3 m over 4 s, the last body above the settle speed long
//! after the others had stopped).
//!
//! So while the child's side touches the scenery (the ground or an obstacle) and the parent body
//! does not, each joint's Kd is scaled to the inertia of the other side about the joint's
//! anchor: critical damping scales as
//! `√I` at a given Kp (`Kd = 2ζ·√(Kp·I)`), so the factor is `√(I_parent side / I_child side)`,
//! never below 1 (the drive never gets weaker than the rig says) and at most [`MAX_KD_SCALE`].
//! Kp and max torque are kept: the drive pulls toward the same pose with the same strength, and
//! damping only takes energy out. A factor is given to the engine only when it moves by more
//! than [`RESCALE_STEP`] of itself: changing a motor wakes its bodies.
//!
//! Measured with `ragrig check-physics RIG [--engine jolt]`, runs passing before → after (every
//! limp run is untouched, having no drives): fitted Robot 62 → 69 of 86 on rapier, 60 → 64 on Jolt;
//! fitted Knight 425 → 429 of 458 on rapier, 419 → 421 on Jolt; the sample 56 of 56 on both,
//! before and after. The cap was chosen on the Robot's driven half on rapier (3: 18 of 43 pass,
//! 10: 27, 30 and 100: 24 each); the late rests react to how each run happens to fall, so these
//! are counts at one cap, not a trend.
//!
//! When the parent body touches the scenery too, both sides of the joint are held where they
//! meet, and the motors turn neither the whole rest of the body nor only the child's side: they
//! slide one side or the other over the ground, against its friction. A factor there only slows
//! the drive's approach to its target (its slow pole is about `Kp / Kd`): a figure lying with its
//! head and chest on the ground had its neck Kd × 10, and the head crept toward the drive's
//! target at 0.05–0.1 rad/s for seconds, the last body to settle in most of the fitted
//! Knight's late rests. Such a joint keeps the rig's Kd. Measured on the driven half of
//! `ragrig check-physics RIG [--engine jolt]` (runs passing, before → after): fitted Knight
//! 204 → 208 of 229 on rapier, 198 → 207 on Jolt; fitted Robot 29 → 31 of 43 on rapier, 23 → 24
//! on Jolt; the sample 28 of 28 on both, before and after.
//!
//! The rest of the joint's side is its own ragdoll only: in a rig that holds several (the
//! benchmark's pile), the bodies joined to it through joints.

/// The largest factor on a drive's Kd.
pub const MAX_KD_SCALE: f32 = 10.0;

/// A new factor reaches the engine only when it differs from the one in use by more than this
/// fraction of it.
pub const RESCALE_STEP: f32 = 0.25;

/// Sums over a set of bodies from which the set's moment of inertia about any point follows
/// (kg·m², averaged over the three axes): `Σ (2/3)·m·|c − a|² + Σ (Ix + Iy + Iz)/3`, expanded as
/// `(2/3)·(Σ m|c|² − 2 a·Σ m c + |a|²·Σ m) + Σ own`, so that one pass over a ragdoll's bodies
/// serves every joint's anchor. In f64: the expansion subtracts large terms far from the origin.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct InertiaSums {
    mass: f64,
    first: glam::DVec3,
    second: f64,
    own: f64,
}

impl InertiaSums {
    /// Add a body of `mass` kg centred at `centre` with principal inertias `own` (kg·m²).
    pub fn add(&mut self, mass: f32, centre: glam::Vec3, own: glam::Vec3) {
        let (m, c) = (f64::from(mass), centre.as_dvec3());
        self.mass += m;
        self.first += m * c;
        self.second += m * c.length_squared();
        self.own += f64::from(own.x + own.y + own.z) / 3.0;
    }

    /// The set's moment of inertia about `anchor`, averaged over the axes, kg·m².
    pub fn about(&self, anchor: glam::Vec3) -> f32 {
        let a = anchor.as_dvec3();
        let spread = self.second - 2.0 * a.dot(self.first) + self.mass * a.length_squared();
        (2.0 / 3.0 * spread.max(0.0) + self.own) as f32
    }

    /// The sums of this set without the bodies of `part` (a subset of it).
    pub fn without(&self, part: &InertiaSums) -> InertiaSums {
        InertiaSums {
            mass: self.mass - part.mass,
            first: self.first - part.first,
            second: self.second - part.second,
            own: self.own - part.own,
        }
    }
}

/// Which of a joint's sides touch the scenery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// Some body of the child's side (the child and the bodies below it) touches.
    pub child_side: bool,
    /// The parent body itself touches.
    pub parent: bool,
}

impl Held {
    /// Whether the joint's motors move the rest of the ragdoll: its child side is held and
    /// its parent body is not. Only then does its Kd get a factor.
    pub fn moves_the_rest(self) -> bool {
        self.child_side && !self.parent
    }
}

/// The factor on a joint's Kd: `√(i_parent_side / i_child_side)` in [1, [`MAX_KD_SCALE`]] while
/// the child's side touches the scenery and the parent body does not, else 1.
pub fn kd_scale(held: Held, i_child_side: f32, i_parent_side: f32) -> f32 {
    let usable = i_child_side > 0.0 && i_parent_side.is_finite();
    if !held.moves_the_rest() || !usable {
        return 1.0;
    }
    (i_parent_side / i_child_side)
        .sqrt()
        .clamp(1.0, MAX_KD_SCALE)
}

/// Whether a factor `new` should replace `current` at the engine.
pub fn rescale(current: f32, new: f32) -> bool {
    (new / current - 1.0).abs() > RESCALE_STEP
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    /// A point mass m at distance r: m·r² about each axis at right angles to r, 0 about r
    /// itself, (2/3)·m·r² on average; a body's own inertia adds its mean; a set without a part
    /// is the sum over the rest, computed directly.
    #[test]
    fn inertia_sums_give_the_axis_average_about_any_point() {
        let mut one = InertiaSums::default();
        one.add(3.0, Vec3::new(0.0, 2.0, 0.0), Vec3::ZERO);
        assert!((one.about(Vec3::ZERO) - 8.0).abs() < 1e-5);
        let bodies = [
            (1.0, Vec3::new(41.0, 0.3, -7.0), Vec3::new(0.3, 0.6, 0.9)),
            (5.0, Vec3::new(40.2, 1.1, -7.4), Vec3::new(0.1, 0.2, 0.3)),
            (2.5, Vec3::new(39.5, 0.1, -6.8), Vec3::new(0.05, 0.05, 0.02)),
        ];
        let direct = |set: &[(f32, Vec3, Vec3)], a: Vec3| -> f32 {
            set.iter()
                .map(|(m, c, own)| {
                    2.0 / 3.0 * m * c.distance_squared(a) + (own.x + own.y + own.z) / 3.0
                })
                .sum()
        };
        let (mut all, mut part) = (InertiaSums::default(), InertiaSums::default());
        for (k, (m, c, own)) in bodies.iter().enumerate() {
            all.add(*m, *c, *own);
            if k == 0 {
                part.add(*m, *c, *own);
            }
        }
        let a = Vec3::new(40.0, 0.9, -7.1);
        assert!((all.about(a) - direct(&bodies, a)).abs() < 1e-4 * direct(&bodies, a));
        let rest = direct(&bodies[1..], a);
        assert!((all.without(&part).about(a) - rest).abs() < 1e-4 * rest);
    }

    /// Critical damping at fixed Kp scales as √I: a 60 kg·m² body above a 0.15 kg·m² foot gets
    /// √400 = 20, capped at 10; a side twice as heavy to turn, √2. A head on the ground below a
    /// chest on the ground keeps the rig's Kd, however heavy the rest.
    #[test]
    fn the_factor_is_the_root_of_the_inertia_ratio_when_the_child_side_is_held() {
        let child = Held {
            child_side: true,
            parent: false,
        };
        assert_eq!(kd_scale(child, 0.15, 60.0), MAX_KD_SCALE);
        assert!((kd_scale(child, 1.0, 2.0) - 2f32.sqrt()).abs() < 1e-6);
        // Never weaker than the rig's Kd, and nothing changes while the child side is free.
        assert_eq!(kd_scale(child, 2.0, 1.0), 1.0);
        assert_eq!(kd_scale(Held::default(), 0.15, 60.0), 1.0);
        assert_eq!(kd_scale(child, 0.0, 60.0), 1.0);
        let both = Held {
            child_side: true,
            parent: true,
        };
        assert_eq!(kd_scale(both, 2.05, 60.0), 1.0);
        assert!(!rescale(1.0, 1.2) && rescale(1.0, 1.3) && rescale(4.0, 2.0));
    }
}
