//! The ground grid (y = 0) with the X (red) and Z (blue) axes.
//!
//! The spacing follows the model: the 1-2-5 value nearest an eighth of its height (0.2 m for a
//! 1.8 m human, 0.5 m for a 4.5 m giant, 2 cm for a 20 cm doll), every fifth line a brighter
//! major line, the grid reaching about 2.5 heights each way. A regular grid seen at a grazing
//! angle turns into moiré where its lines come closer on screen than a few pixels, so every
//! line fades out there (measured per vertex, from the line's own spacing on screen) and also
//! towards the grid's edge, which would otherwise end in a hard square. The grid lies around
//! the point the camera orbits (its lines stay on whole multiples of the spacing, the axes
//! where x = 0 and z = 0), so a ragdoll that ends up far from the origin still stands on it.

use super::frame::LineVertex;
use crate::easing::smoothstep;
use glam::{Mat4, Vec2, Vec3, Vec4};

/// Grid lines per major line.
const MAJOR_EVERY: i32 = 5;
/// Grid cells per model height (about).
const CELLS_PER_HEIGHT: f32 = 8.0;
/// Grid reach each way, in model heights.
const REACH_HEIGHTS: f32 = 2.5;
/// On-screen spacing (px) at and below which a family of lines is invisible, and from which it
/// is drawn fully.
const FADE_PX: (f32, f32) = (2.5, 7.0);
/// Fraction of the grid's reach where the edge fade begins.
const EDGE_FADE_FROM: f32 = 0.65;

const MINOR: Vec4 = Vec4::new(0.27, 0.27, 0.29, 1.0);
const MAJOR: Vec4 = Vec4::new(0.42, 0.42, 0.45, 1.0);
const X_AXIS: Vec4 = Vec4::new(0.8, 0.2, 0.2, 1.0);
const Z_AXIS: Vec4 = Vec4::new(0.25, 0.25, 0.8, 1.0);

/// How the grid is seen: the camera's view-projection and the viewport's size in pixels.
#[derive(Clone, Copy, Debug)]
pub struct GridView {
    pub view_proj: Mat4,
    pub size_px: Vec2,
}

impl GridView {
    /// Pixel position of world point `p`, or None behind the camera.
    fn pixel(&self, p: Vec3) -> Option<Vec2> {
        let c = self.view_proj * p.extend(1.0);
        (c.w > 1e-6).then(|| Vec2::new(c.x / c.w, c.y / c.w) * 0.5 * self.size_px)
    }

    /// On-screen distance (px) from the line through ground point `p` along `along` to its
    /// neighbour `across` away: the part of `across`'s projection at right angles to the
    /// line's on screen (away from the view's centre a line runs slanted, and the distance
    /// between two points is not the distance between the lines). Infinite when a point is
    /// behind the camera (the lines there are near the eye, not crowded).
    pub fn spacing_px(&self, p: Vec3, across: Vec3, along: Vec3) -> f32 {
        let (Some(a), Some(b), Some(c)) =
            (self.pixel(p), self.pixel(p + across), self.pixel(p + along))
        else {
            return f32::INFINITY;
        };
        let (d_across, d_along) = (b - a, c - a);
        match d_along.try_normalize() {
            Some(dir) => d_across.perp_dot(dir).abs(),
            // The line seen end on: its neighbours are the whole offset away.
            None => d_across.length(),
        }
    }
}

/// The grid spacing for a model `height_m` tall, m: the 1-2-5 value nearest (in ratio) to an
/// eighth of its height.
pub fn grid_step(height_m: f32) -> f32 {
    crate::editor::nice_steps::nearest(f64::from((height_m / CELLS_PER_HEIGHT).max(1e-4))) as f32
}

/// Opacity of a family of lines `spacing_px` apart on screen: 0 at and below the lower fade
/// bound, 1 from the upper one, smooth between.
pub fn crowding_alpha(spacing_px: f32) -> f32 {
    smoothstep(FADE_PX.0, FADE_PX.1, spacing_px)
}

/// Opacity towards the grid's edge: 1 inside [`EDGE_FADE_FROM`] of `reach` from `centre`
/// (x, z), 0 at `reach`.
fn edge_alpha(p: Vec3, centre: Vec2, reach: f32) -> f32 {
    1.0 - smoothstep(
        EDGE_FADE_FROM * reach,
        reach,
        Vec2::new(p.x, p.z).distance(centre),
    )
}

/// Push the grid for a model `height_m` tall around the ground point `centre` (x, z), seen
/// through `view`.
pub fn push_grid(out: &mut Vec<LineVertex>, height_m: f32, centre: Vec2, view: &GridView) {
    let step = grid_step(height_m);
    let major = step * MAJOR_EVERY as f32;
    let reach = ((REACH_HEIGHTS * height_m) / major).ceil().max(1.0) * major;
    // Lines at whole multiples of the step: the nearest ones to the centre, and one more major
    // cell each way so that the faded circle (around the centre itself) is inside the square.
    let (ix, iz) = (
        (centre.x / step).round() as i32,
        (centre.y / step).round() as i32,
    );
    let n = (reach / step).round() as i32 + MAJOR_EVERY;
    for i in -n..=n {
        // The line along X at z = c (its neighbours lie along Z), then the one along Z.
        for along_x in [true, false] {
            let (line, mid) = if along_x { (iz + i, ix) } else { (ix + i, iz) };
            let c = line as f32 * step;
            let (spacing, color) = if line % MAJOR_EVERY == 0 {
                (major, MAJOR)
            } else {
                (step, MINOR)
            };
            let at = |t: f32| {
                if along_x {
                    Vec3::new(t, 0.0, c)
                } else {
                    Vec3::new(c, 0.0, t)
                }
            };
            let (across, along) = if along_x {
                (Vec3::Z, Vec3::X)
            } else {
                (Vec3::X, Vec3::Z)
            };
            let base = match (line, along_x) {
                (0, true) => X_AXIS,
                (0, false) => Z_AXIS,
                _ => color,
            };
            let alpha = |p: Vec3| {
                let crowd = if line == 0 {
                    1.0
                } else {
                    crowding_alpha(view.spacing_px(p, across * spacing, along * spacing))
                };
                crowd * edge_alpha(p, centre, reach)
            };
            for k in mid - n..mid + n {
                let (a, b) = (at(k as f32 * step), at((k + 1) as f32 * step));
                let (fa, fb) = (alpha(a), alpha(b));
                if fa > 0.0 || fb > 0.0 {
                    out.push(vertex(a, base.with_w(fa)));
                    out.push(vertex(b, base.with_w(fb)));
                }
            }
        }
    }
}

fn vertex(p: Vec3, color: Vec4) -> LineVertex {
    LineVertex {
        pos: p.to_array(),
        color: color.to_array(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_step_is_the_nearest_1_2_5_value_to_an_eighth_of_the_height() {
        for (h, step) in [
            (1.8, 0.2),  // 0.225
            (2.47, 0.2), // 0.309: 1.54× from 0.2, 1.62× from 0.5
            (4.53, 0.5), // 0.566
            (0.2, 0.02), // 0.025
            (20.0, 2.0), // 2.5
            (8.0, 1.0),
        ] {
            let s = grid_step(h);
            assert!(
                (s - step).abs() < 1e-6 * step,
                "{h} m: {s} m, expected {step}"
            );
        }
    }

    /// Looking straight down from `h` metres with a vertical field of view `fov` on a viewport
    /// `px` pixels high, a ground length `l` under the eye spans l·f/h pixels, f = (px/2) /
    /// tan(fov/2) the focal length in pixels.
    #[test]
    fn spacing_on_screen_is_the_pinhole_projection() {
        let (h, fov, px) = (3.0f32, 0.8f32, 900.0f32);
        let view = GridView {
            view_proj: glam::camera::rh::proj::directx::perspective(fov, 1.0, 0.05, 100.0)
                * glam::camera::rh::view::look_at_mat4(
                    Vec3::new(0.0, h, 0.0),
                    Vec3::ZERO,
                    Vec3::NEG_Z,
                ),
            size_px: Vec2::splat(px),
        };
        let f = px / 2.0 / (fov / 2.0).tan();
        let got = view.spacing_px(Vec3::ZERO, Vec3::X * 0.2, Vec3::Z * 0.2);
        assert!(
            (got - 0.2 * f / h).abs() < 1e-3,
            "{got} px vs {}",
            0.2 * f / h
        );
        // Behind the camera: not crowded.
        assert_eq!(
            view.spacing_px(Vec3::new(0.0, 5.0, 0.0), Vec3::X, Vec3::Z),
            f32::INFINITY
        );
    }

    /// An eye 1 m up and 5 m in front of a standing human, on a 1200 × 750 px viewport.
    fn low_eye_view() -> GridView {
        GridView {
            view_proj: glam::camera::rh::proj::directx::perspective(0.8, 1.6, 0.05, 200.0)
                * glam::camera::rh::view::look_at_mat4(
                    Vec3::new(0.0, 1.0, 5.0),
                    Vec3::new(0.0, 0.9, 0.0),
                    Vec3::Y,
                ),
            size_px: Vec2::new(1200.0, 750.0),
        }
    }

    /// Off the view's centre a grid line runs slanted on screen: the spacing is the distance
    /// from the neighbour line to it, not between two points straight across. Checked against
    /// the distance to the line through two far-apart points of the same ground line (a ground
    /// line projects to a screen line).
    #[test]
    fn spacing_off_centre_is_measured_across_the_slanted_line() {
        let view = low_eye_view();
        let p = Vec3::new(-2.0, 0.0, -2.0);
        let got = view.spacing_px(p, Vec3::Z * 0.2, Vec3::X * 0.2);
        let (a, b) = (
            view.pixel(Vec3::new(-4.0, 0.0, -2.0)).unwrap(),
            view.pixel(Vec3::new(0.0, 0.0, -2.0)).unwrap(),
        );
        let q = view.pixel(p + Vec3::Z * 0.2).unwrap();
        let want = (q - a).perp_dot((b - a).normalize()).abs();
        assert!((got - want).abs() < 0.01 * want, "{got} px vs {want} px");
        // Straight across, the two points are much farther apart than the lines.
        let naive = q.distance(view.pixel(p).unwrap());
        assert!(naive > 1.5 * got, "{naive} px vs {got} px");
    }

    #[test]
    fn crowded_lines_fade_out_and_the_edge_fades() {
        assert_eq!(crowding_alpha(FADE_PX.0), 0.0);
        assert_eq!(crowding_alpha(1.0), 0.0);
        assert_eq!(crowding_alpha(FADE_PX.1), 1.0);
        let mid = crowding_alpha(0.5 * (FADE_PX.0 + FADE_PX.1));
        assert!((mid - 0.5).abs() < 1e-6, "{mid}");
        assert_eq!(edge_alpha(Vec3::new(3.0, 0.0, 0.0), Vec2::ZERO, 5.0), 1.0);
        assert_eq!(edge_alpha(Vec3::new(3.0, 0.0, 4.0), Vec2::ZERO, 5.0), 0.0);
        // Around another centre: the same distances from it.
        let c = Vec2::new(40.0, -7.0);
        assert_eq!(edge_alpha(Vec3::new(43.0, 0.0, -7.0), c, 5.0), 1.0);
        assert_eq!(edge_alpha(Vec3::new(43.0, 0.0, -3.0), c, 5.0), 0.0);
    }

    /// A human seen from a low eye 5 m away: a minor line near the figure is drawn fully, one
    /// far behind it at a grazing angle (its lines about 2 px apart on screen) not at all, and
    /// no vertex lies beyond the grid's reach.
    #[test]
    fn near_lines_stay_and_far_grazing_lines_fade() {
        let view = low_eye_view();
        let mut out = Vec::new();
        push_grid(&mut out, 1.8, Vec2::ZERO, &view);
        // The strongest alpha at x = 0.2 on the line along X at z (absent: 0).
        let alpha_on_x_line = |z: f32| {
            out.chunks(2)
                .filter(|s| s[0].pos[2] == z && s[1].pos[2] == z)
                .flat_map(|s| s.iter())
                .filter(|v| (v.pos[0] - 0.2).abs() < 1e-4)
                .map(|v| v.color[3])
                .fold(0.0f32, f32::max)
        };
        let (near, far) = (9.0 * 0.2, -19.0 * 0.2); // minor lines (not multiples of 5)
        let spacing =
            |z: f32| view.spacing_px(Vec3::new(0.2, 0.0, z), Vec3::Z * 0.2, Vec3::X * 0.2);
        let (near_px, far_px) = (spacing(near), spacing(far));
        assert!(
            near_px > FADE_PX.1 && far_px < FADE_PX.0,
            "{near_px} px, {far_px} px"
        );
        assert_eq!(alpha_on_x_line(near), 1.0);
        assert_eq!(alpha_on_x_line(far), 0.0);
        let reach = 5.0; // 2.5 × 1.8 = 4.5 m, up to a whole major cell (1 m)
        assert!(
            out.iter().all(|v| Vec2::new(v.pos[0], v.pos[2]).length()
                <= reach * std::f32::consts::SQRT_2 + 1e-4)
        );
        assert!(out.iter().all(|v| v.pos[1] == 0.0));
    }

    /// Around a point 40 m out (where a ragdoll came to rest, the camera framing it): the grid
    /// lies around it, on the same lines as at the origin (whole multiples of 0.2 m), and the
    /// axes, far away, are not drawn.
    #[test]
    fn the_grid_lies_around_the_orbit_point() {
        let centre = Vec2::new(40.1, -7.3);
        let view = GridView {
            view_proj: glam::camera::rh::proj::directx::perspective(0.8, 1.0, 0.05, 100.0)
                * glam::camera::rh::view::look_at_mat4(
                    Vec3::new(centre.x, 3.0, centre.y),
                    Vec3::new(centre.x, 0.0, centre.y),
                    Vec3::NEG_Z,
                ),
            size_px: Vec2::splat(900.0),
        };
        let mut out = Vec::new();
        push_grid(&mut out, 1.8, centre, &view);
        assert!(!out.is_empty());
        let reach = 5.0;
        for v in &out {
            let p = Vec2::new(v.pos[0], v.pos[2]);
            assert!(p.distance(centre) <= reach + 0.2 + 1e-3, "{p}");
            // Each vertex is on a grid line: one of its coordinates a multiple of 0.2 m.
            let on = |x: f32| ((x / 0.2) - (x / 0.2).round()).abs() < 1e-3;
            assert!(on(p.x) && on(p.y), "{p}");
            assert!(
                v.color != X_AXIS.with_w(v.color[3]).to_array()
                    && v.color != Z_AXIS.with_w(v.color[3]).to_array()
            );
        }
        // Under the orbit point the lines are drawn fully (x = 40.2 is a minor line; z = −7.0
        // a major one).
        let full = |f: &dyn Fn(&LineVertex) -> bool| {
            out.iter()
                .filter(|v| f(v))
                .map(|v| v.color[3])
                .fold(0.0f32, f32::max)
        };
        assert_eq!(full(&|v| (v.pos[0] - 40.2).abs() < 1e-3), 1.0);
        assert_eq!(full(&|v| (v.pos[2] + 7.0).abs() < 1e-3), 1.0);
        // At the origin nothing: the grid does not stay behind.
        assert!(
            out.iter()
                .all(|v| Vec2::new(v.pos[0], v.pos[2]).length() > 30.0)
        );
    }
}
