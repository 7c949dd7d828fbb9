//! Test-scene obstacles: fixed cuboids (a box, a wall, a slope) added to a [`SimWorld`]
//! (`add_obstacle`, `remove_obstacles`, `obstacles`) so that a ragdoll can fall against them and
//! the get-up's standing-capsule query can be blocked by them. They belong to the scene being
//! tried in the editor or a test, not to the rig, and are not saved in the rig file.
//!
//! Every obstacle is a cuboid `half_extents` centred at `pose` (world, Y up). The default
//! places are near a character about [`DEFAULT_CHARACTER_HEIGHT_M`] tall standing at the origin
//! facing +Z (the glTF convention); [`Obstacle::scaled`] fits them to another height. The box
//! stands clear in front of the wall:
//! * [`Obstacle::default_box`]: a 0.5 m cube on the ground 0.6 m in front (centre
//!   (0, 0.25, 0.6), so its far face is 0.15 m short of the default wall).
//! * [`Obstacle::wall`]`(d)`: a 4 m wide, 2.5 m tall, 0.2 m thick wall whose near face is the
//!   plane `z = d` (faces −Z, towards the character); `default_wall` has `d = 1`.
//! * [`Obstacle::slope`]`(angle_deg)`: a 3 m wide, 4 m long, 0.2 m thick ramp rising towards +Z
//!   at `angle_deg` (clamped to [0°, 80°]); its top surface meets the ground along the line
//!   `y = 0, z = 0.5`. The top surface is the plane through [`Obstacle::top_point`] with normal
//!   [`Obstacle::top_normal`].
//!
//! Bad input never panics: non-finite values fall back to the defaults, half extents are at
//! least 1 mm.
//!
//! [`SimWorld`]: super::SimWorld

use crate::xform::Rigid;
use glam::{Quat, Vec3};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ObstacleKind {
    Box,
    Wall,
    Slope,
}

impl ObstacleKind {
    pub fn name(&self) -> &'static str {
        match self {
            ObstacleKind::Box => "box",
            ObstacleKind::Wall => "wall",
            ObstacleKind::Slope => "slope",
        }
    }
}

/// A fixed cuboid in the world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obstacle {
    pub kind: ObstacleKind,
    /// World pose of the cuboid's centre.
    pub pose: Rigid,
    /// Metres.
    pub half_extents: Vec3,
    pub friction: f32,
    pub restitution: f32,
}

pub const DEFAULT_FRICTION: f32 = 0.8;
/// The height of the character the default obstacles are placed and sized for, m.
pub const DEFAULT_CHARACTER_HEIGHT_M: f32 = 1.8;
/// The largest turn of a slope, degrees.
pub const MAX_SLOPE_DEG: f32 = 80.0;
/// Where the default slope's top surface meets the ground (z, m).
pub const SLOPE_START_Z: f32 = 0.5;

fn finite_or(v: Vec3, d: Vec3) -> Vec3 {
    if v.is_finite() { v } else { d }
}

/// An obstacle name that [`Obstacle::parse`] does not accept.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ObstacleNameError {
    #[error("obstacle '{0}': the slope angle must be 0..80 degrees")]
    SlopeAngle(String),
    #[error("obstacle '{0}': expected box, wall or slope[:DEGREES]")]
    UnknownKind(String),
}

impl Obstacle {
    /// `box`, `wall` or `slope[:DEGREES]` (default 20°) at their default places; Err says what
    /// is wrong.
    pub fn parse(s: &str) -> Result<Obstacle, ObstacleNameError> {
        let (kind, arg) = s.split_once(':').map_or((s, None), |(k, a)| (k, Some(a)));
        match (kind.trim(), arg) {
            ("box", None) => Ok(Obstacle::default_box()),
            ("wall", None) => Ok(Obstacle::default_wall()),
            ("slope", None) => Ok(Obstacle::slope(20.0)),
            ("slope", Some(a)) => match a.trim().parse::<f32>() {
                Ok(d) if d.is_finite() && (0.0..=MAX_SLOPE_DEG).contains(&d) => {
                    Ok(Obstacle::slope(d))
                }
                _ => Err(ObstacleNameError::SlopeAngle(s.to_owned())),
            },
            _ => Err(ObstacleNameError::UnknownKind(s.to_owned())),
        }
    }

    /// A cuboid of any kind (non-finite input falls back to a unit-free default).
    pub fn cuboid(kind: ObstacleKind, pose: Rigid, half_extents: Vec3) -> Self {
        let pose = if pose.is_finite() {
            Rigid::new(pose.rotation.normalize(), pose.translation)
        } else {
            Rigid::IDENTITY
        };
        Obstacle {
            kind,
            pose,
            half_extents: finite_or(half_extents, Vec3::splat(0.25))
                .abs()
                .max(Vec3::splat(1e-3)),
            friction: DEFAULT_FRICTION,
            restitution: 0.0,
        }
    }

    /// An axis-aligned box centred at `center`.
    pub fn box_at(center: Vec3, half_extents: Vec3) -> Self {
        Self::cuboid(
            ObstacleKind::Box,
            Rigid::new(Quat::IDENTITY, finite_or(center, Vec3::new(0.0, 0.25, 0.6))),
            half_extents,
        )
    }

    /// A 0.5 m cube on the ground 0.6 m in front of the character.
    pub fn default_box() -> Self {
        Self::box_at(Vec3::new(0.0, 0.25, 0.6), Vec3::splat(0.25))
    }

    /// A wall whose near face is the plane `z = distance` (see the module docs).
    pub fn wall(distance: f32) -> Self {
        let d = if distance.is_finite() { distance } else { 1.0 };
        Self::cuboid(
            ObstacleKind::Wall,
            Rigid::new(Quat::IDENTITY, Vec3::new(0.0, 1.25, d + 0.1)),
            Vec3::new(2.0, 1.25, 0.1),
        )
    }

    pub fn default_wall() -> Self {
        Self::wall(1.0)
    }

    /// A ramp rising towards +Z at `angle_deg` from the line `y = 0, z = 0.5`.
    pub fn slope(angle_deg: f32) -> Self {
        let deg = if angle_deg.is_finite() {
            angle_deg.clamp(0.0, MAX_SLOPE_DEG)
        } else {
            20.0
        };
        let theta = deg.to_radians();
        let half = Vec3::new(1.5, 0.1, 2.0);
        // rot_x(−θ) turns the ramp's +Z up the slope: (0, sin θ, cos θ).
        let rotation = Quat::from_rotation_x(-theta);
        // The top surface's lower edge, local (0, h, −L/2), lands on (0, 0, SLOPE_START_Z).
        let centre =
            Vec3::new(0.0, 0.0, SLOPE_START_Z) - rotation * Vec3::new(0.0, half.y, -half.z);
        Self::cuboid(ObstacleKind::Slope, Rigid::new(rotation, centre), half)
    }

    /// The unit normal of the cuboid's top (+Y local) face, in the world.
    pub fn top_normal(&self) -> Vec3 {
        self.pose.rotation * Vec3::Y
    }

    /// A point on the top face's plane (its centre), in the world.
    pub fn top_point(&self) -> Vec3 {
        self.pose.transform_point(Vec3::Y * self.half_extents.y)
    }

    /// Signed distance of a world point from the top face's plane (positive above it).
    pub fn height_above_top(&self, p: Vec3) -> f32 {
        (p - self.top_point()).dot(self.top_normal())
    }

    /// Signed distance of a world point from the cuboid's surface, m (negative inside).
    pub fn signed_distance(&self, p: Vec3) -> f32 {
        let q = self.pose.inverse().transform_point(p).abs() - self.half_extents;
        q.max(Vec3::ZERO).length() + q.max_element().min(0.0)
    }

    /// The same obstacle moved by `offset` (world, m).
    pub fn moved(&self, offset: Vec3) -> Obstacle {
        let mut o = *self;
        if offset.is_finite() {
            o.pose.translation += offset;
        }
        o
    }

    /// Where a vertical ray cast down from the world point `from` first meets the cuboid: the
    /// height, m (None: it misses, or `from` is inside the cuboid or not finite). Slab test in
    /// the cuboid's frame.
    pub fn height_below(&self, from: Vec3) -> Option<f32> {
        if !from.is_finite() {
            return None;
        }
        let inv = self.pose.inverse();
        let o = inv.transform_point(from);
        let d = inv.rotation * Vec3::NEG_Y;
        let (mut near, mut far) = (f32::NEG_INFINITY, f32::INFINITY);
        for i in 0..3 {
            let h = self.half_extents[i];
            if d[i].abs() < 1e-9 {
                if o[i].abs() > h {
                    return None;
                }
                continue;
            }
            let (a, b) = ((-h - o[i]) / d[i], (h - o[i]) / d[i]);
            near = near.max(a.min(b));
            far = far.min(a.max(b));
        }
        (near >= 0.0 && near <= far).then_some(from.y - near)
    }

    /// The same obstacle with its place and size scaled by `factor` about the world origin (its
    /// turn kept): a default made for a [`DEFAULT_CHARACTER_HEIGHT_M`] character, scaled by
    /// `height / DEFAULT_CHARACTER_HEIGHT_M`, stands as far in front of a character `height`
    /// tall, relative to its size. A factor that is not finite and positive changes nothing.
    pub fn scaled(&self, factor: f32) -> Obstacle {
        if !(factor.is_finite() && factor > 0.0) {
            return *self;
        }
        let mut o = *self;
        o.pose.translation *= factor;
        o.half_extents = (o.half_extents * factor).max(Vec3::splat(1e-3));
        o
    }

    /// Corner `k` (0..8) of the cuboid, world, m: bit b of `k` set puts it on the + side of
    /// local axis b (x, y, z). Two corners whose numbers differ in one bit share an edge.
    pub fn corner(&self, k: usize) -> Vec3 {
        let side = |bit: usize| if k & (1 << bit) != 0 { 1.0 } else { -1.0 };
        let local = self.half_extents * Vec3::new(side(0), side(1), side(2));
        self.pose.transform_point(local)
    }

    /// The world axis-aligned bounds of the cuboid, m: (lowest, highest corner).
    pub fn bounds(&self) -> (Vec3, Vec3) {
        let h = self.half_extents;
        let r = glam::Mat3::from_quat(self.pose.rotation);
        // Each world axis reaches Σ |r_ij|·h_j from the centre.
        let reach = Vec3::new(
            r.row(0).abs().dot(h),
            r.row(1).abs().dot(h),
            r.row(2).abs().dot(h),
        );
        let c = self.pose.translation;
        (c - reach, c + reach)
    }

    /// The same obstacle moved straight up or down until its lowest corner is on the ground.
    pub fn on_ground(&self) -> Obstacle {
        self.moved(Vec3::NEG_Y * self.bounds().0.y)
    }

    /// Its turn about the vertical (yaw) and its tilt about its own X axis, degrees: the
    /// rotation is `yaw about Y, then tilt about X`. A slope's angle is its tilt, positive
    /// rising towards its +Z.
    pub fn turn_and_tilt_deg(&self) -> (f32, f32) {
        let (yaw, pitch, _roll) = self.pose.rotation.to_euler(glam::EulerRot::YXZ);
        (yaw.to_degrees(), -pitch.to_degrees())
    }

    /// The same obstacle turned `yaw_deg` about the vertical and tilted `tilt_deg` (see
    /// [`Obstacle::turn_and_tilt_deg`]; any roll dropped). A slope turns about the middle of its
    /// top face's lower edge, so it stays where it meets the ground; a box or a wall about its
    /// centre. Non-finite angles change nothing; the tilt is held to ±[`MAX_SLOPE_DEG`].
    pub fn turned(&self, yaw_deg: f32, tilt_deg: f32) -> Obstacle {
        if !(yaw_deg.is_finite() && tilt_deg.is_finite()) {
            return *self;
        }
        let tilt = tilt_deg.clamp(-MAX_SLOPE_DEG, MAX_SLOPE_DEG);
        let rotation = Quat::from_euler(
            glam::EulerRot::YXZ,
            yaw_deg.to_radians(),
            -tilt.to_radians(),
            0.0,
        );
        let pivot_local = match self.kind {
            ObstacleKind::Slope => Vec3::new(0.0, self.half_extents.y, -self.half_extents.z),
            ObstacleKind::Box | ObstacleKind::Wall => Vec3::ZERO,
        };
        let pivot = self.pose.transform_point(pivot_local);
        let mut o = *self;
        o.pose = Rigid::new(rotation, pivot - rotation * pivot_local);
        o
    }

    /// The obstacle's name in a list, numbered from 1 as the editor's obstacle list names it
    /// (`index` 0 → "box 1").
    pub fn list_name(&self, index: usize) -> String {
        format!("{} {}", self.kind.name(), index + 1)
    }

    /// Is the world point's projection along the top normal inside the top face?
    pub fn over_top(&self, p: Vec3) -> bool {
        let l = self.pose.inverse().transform_point(p);
        l.x.abs() <= self.half_extents.x && l.z.abs() <= self.half_extents.z
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_ray_cast_down_meets_a_box_top_and_a_slope_at_their_surface_heights() {
        use glam::Vec3;
        let b = Obstacle::box_at(Vec3::new(0.0, 0.25, 1.0), Vec3::splat(0.25));
        assert_eq!(b.height_below(Vec3::new(0.1, 2.0, 1.1)), Some(0.5));
        assert_eq!(b.height_below(Vec3::new(0.3, 2.0, 1.0)), None, "beside it");
        assert_eq!(
            b.height_below(Vec3::new(0.0, 0.3, 1.0)),
            None,
            "from inside"
        );
        assert_eq!(
            b.height_below(Vec3::new(0.0, -0.1, 1.0)),
            None,
            "from below"
        );
        // A 30° slope rising towards +Z from z = 0.5: at z the top is (z − 0.5)·tan 30° high.
        let s = Obstacle::slope(30.0);
        for z in [0.8f32, 1.5, 2.0] {
            let h = s.height_below(Vec3::new(0.0, 5.0, z)).unwrap();
            let expect = (z - 0.5) * 30f32.to_radians().tan();
            assert!((h - expect).abs() < 1e-4, "z {z}: {h} vs {expect}");
        }
    }

    #[test]
    fn parse_names_and_slope_angles() {
        assert_eq!(Obstacle::parse("box").unwrap(), Obstacle::default_box());
        assert_eq!(Obstacle::parse("wall").unwrap(), Obstacle::default_wall());
        let s = Obstacle::parse("slope:30").unwrap();
        assert_eq!(s, Obstacle::slope(30.0));
        assert!((s.top_normal().angle_between(glam::Vec3::Y).to_degrees() - 30.0).abs() < 1e-3);
        assert_eq!(
            Obstacle::parse("slope:95").unwrap_err().to_string(),
            "obstacle 'slope:95': the slope angle must be 0..80 degrees"
        );
        assert_eq!(
            Obstacle::parse("ramp").unwrap_err().to_string(),
            "obstacle 'ramp': expected box, wall or slope[:DEGREES]"
        );
    }

    use super::*;

    #[test]
    fn signed_distance_is_the_distance_to_the_nearest_face_or_edge() {
        let b = Obstacle::box_at(Vec3::new(0.0, 0.25, 1.0), Vec3::splat(0.25));
        assert!((b.signed_distance(Vec3::new(0.0, 0.25, 1.0)) + 0.25).abs() < 1e-6);
        assert!((b.signed_distance(Vec3::new(0.0, 0.25, 0.25)) - 0.5).abs() < 1e-6);
        // Off a vertical edge by (0.3, 0.4) in x and z: 0.5 m.
        let p = Vec3::new(0.25 + 0.3, 0.25, 0.75 - 0.4);
        assert!((b.signed_distance(p) - 0.5).abs() < 1e-6);
        // A turned cuboid: a point on the slope's top face is at distance 0.
        let s = Obstacle::slope(30.0);
        assert!(s.signed_distance(s.top_point()).abs() < 1e-5);
        let moved = b.moved(Vec3::new(2.0, 0.0, 0.0));
        assert!((moved.signed_distance(Vec3::new(2.0, 0.25, 0.25)) - 0.5).abs() < 1e-6);
        assert_eq!(b.moved(Vec3::NAN), b);
    }

    #[test]
    fn slope_surface_starts_on_the_ground_and_rises_at_its_angle() {
        let s = Obstacle::slope(30.0);
        // The lower edge of the top face is on the ground at z = 0.5.
        let edge = s
            .pose
            .transform_point(Vec3::new(0.0, s.half_extents.y, -s.half_extents.z));
        assert!((edge - Vec3::new(0.0, 0.0, SLOPE_START_Z)).length() < 1e-5);
        // 1 m further along +Z the surface is tan 30° higher: the point there is on the plane.
        let p = Vec3::new(0.0, 30f32.to_radians().tan(), SLOPE_START_Z + 1.0);
        assert!(s.height_above_top(p).abs() < 1e-5);
        assert!(s.height_above_top(p + Vec3::Y * 0.1) > 0.0);
        assert!(Obstacle::slope(f32::NAN).half_extents.is_finite());
    }

    /// The eight corners of a cuboid, world, each from its pose (independent of `bounds`).
    fn corners(o: &Obstacle) -> Vec<Vec3> {
        (0..8).map(|k| o.corner(k)).collect()
    }

    #[test]
    fn the_default_box_stands_clear_of_the_default_wall_at_any_scale() {
        for factor in [0.1f32, 1.0, 2.5] {
            let b = Obstacle::default_box().scaled(factor);
            let w = Obstacle::default_wall().scaled(factor);
            let gap = w.bounds().0.z - b.bounds().1.z;
            assert!((gap - 0.15 * factor).abs() < 1e-5, "× {factor}: gap {gap}");
            // Scaling about the origin keeps both standing on the ground.
            assert!(b.bounds().0.y.abs() < 1e-6 && w.bounds().0.y.abs() < 1e-6);
        }
        // The Robot's 4.53 m: a 1.26 m cube whose near face is 0.88 m in front.
        let b = Obstacle::default_box().scaled(4.53 / DEFAULT_CHARACTER_HEIGHT_M);
        assert!((b.half_extents.x * 2.0 - 0.5 * 4.53 / 1.8).abs() < 1e-5);
        assert!((b.bounds().0.z - 0.35 * 4.53 / 1.8).abs() < 1e-5);
        assert_eq!(b.scaled(0.0), b);
        assert_eq!(b.scaled(f32::NAN), b);
    }

    #[test]
    fn bounds_hold_every_corner_and_touch_them() {
        let o = Obstacle::box_at(Vec3::new(1.0, 2.0, -1.0), Vec3::new(0.5, 0.2, 0.3))
            .turned(30.0, 0.0)
            .turned(30.0, 25.0);
        let (lo, hi) = o.bounds();
        let c = corners(&o);
        let min = c.iter().fold(Vec3::INFINITY, |a, p| a.min(*p));
        let max = c.iter().fold(Vec3::NEG_INFINITY, |a, p| a.max(*p));
        assert!((min - lo).length() < 1e-5 && (max - hi).length() < 1e-5);
        // A cube turned 45° about Y reaches half its diagonal in x and z.
        let cube = Obstacle::box_at(Vec3::ZERO, Vec3::splat(0.25)).turned(45.0, 0.0);
        let (lo, hi) = cube.bounds();
        assert!(
            (hi.x - 0.25 * 2f32.sqrt()).abs() < 1e-5 && (lo.z + 0.25 * 2f32.sqrt()).abs() < 1e-5
        );
        assert!((hi.y - 0.25).abs() < 1e-6);
    }

    #[test]
    fn a_tilted_box_set_on_the_ground_touches_it_with_its_lowest_corner() {
        let o = Obstacle::box_at(Vec3::new(0.0, 2.0, 0.0), Vec3::new(0.5, 0.2, 0.3))
            .turned(10.0, 40.0)
            .on_ground();
        let low = corners(&o)
            .iter()
            .map(|p| p.y)
            .fold(f32::INFINITY, f32::min);
        assert!(low.abs() < 1e-5, "{low}");
        assert_eq!(o.turn_and_tilt_deg().0.round(), 10.0);
        assert!((o.turn_and_tilt_deg().1 - 40.0).abs() < 1e-3);
    }

    #[test]
    fn a_slope_tilts_about_where_it_meets_the_ground() {
        // Tilting a 20° slope to 35° gives the 35° slope, its lower edge still on the ground.
        let s = Obstacle::slope(20.0).turned(0.0, 35.0);
        let t = Obstacle::slope(35.0);
        assert!((s.pose.translation - t.pose.translation).length() < 1e-5);
        assert!(s.pose.rotation.angle_between(t.pose.rotation) < 1e-5);
        assert!((Obstacle::slope(20.0).turn_and_tilt_deg().1 - 20.0).abs() < 1e-4);
        // Turned a quarter about the vertical, it rises towards +X at the same angle, and its
        // lower edge's middle stays at (0, 0, 0.5).
        let q = t.turned(90.0, 35.0);
        let edge = |o: &Obstacle| {
            o.pose
                .transform_point(Vec3::new(0.0, o.half_extents.y, -o.half_extents.z))
        };
        assert!((edge(&q) - Vec3::new(0.0, 0.0, SLOPE_START_Z)).length() < 1e-5);
        let n = q.top_normal();
        assert!((n.angle_between(Vec3::Y).to_degrees() - 35.0).abs() < 1e-3);
        assert!(n.x < -0.5 && n.z.abs() < 1e-5, "{n}");
        assert_eq!(t.turned(f32::NAN, 0.0), t);
        assert!((t.turned(0.0, 95.0).turn_and_tilt_deg().1 - MAX_SLOPE_DEG).abs() < 1e-3);
    }
}
