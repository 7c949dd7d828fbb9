//! The ground grid (y = 0) with the X (red) and Z (blue) axes.

use super::frame::{LineVertex, SceneFrame};
use glam::{Vec3, Vec4};

/// A grid of `half` metres each way with lines every `step` metres.
pub fn push_grid(out: &mut Vec<LineVertex>, half: f32, step: f32) {
    let n = (half / step).round() as i32;
    let minor = Vec4::new(0.32, 0.32, 0.34, 1.0);
    for i in -n..=n {
        let x = i as f32 * step;
        let (cx, cz) = if i == 0 {
            (
                Vec4::new(0.25, 0.25, 0.8, 1.0),
                Vec4::new(0.8, 0.2, 0.2, 1.0),
            )
        } else {
            (minor, minor)
        };
        SceneFrame::line(out, Vec3::new(x, 0.0, -half), Vec3::new(x, 0.0, half), cx);
        SceneFrame::line(out, Vec3::new(-half, 0.0, x), Vec3::new(half, 0.0, x), cz);
    }
}
