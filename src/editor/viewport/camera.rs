//! An orbit camera (yaw, pitch, distance around a target), Y up.

use glam::{Mat4, Vec2, Vec3};

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OrbitCamera {
    pub target: Vec3,
    /// Radians about +Y; 0 looks along −Z (from the front of a +Z-facing character).
    pub yaw: f32,
    /// Radians above the horizon.
    pub pitch: f32,
    /// Metres.
    pub distance: f32,
    /// Vertical field of view, radians.
    pub fov_y: f32,
}

impl Default for OrbitCamera {
    fn default() -> Self {
        Self {
            target: Vec3::new(0.0, 0.9, 0.0),
            yaw: 0.5,
            pitch: 0.2,
            distance: 3.2,
            fov_y: 40f32.to_radians(),
        }
    }
}

impl OrbitCamera {
    pub fn eye(&self) -> Vec3 {
        let dir = Vec3::new(
            self.pitch.cos() * self.yaw.sin(),
            self.pitch.sin(),
            self.pitch.cos() * self.yaw.cos(),
        );
        self.target + dir * self.distance
    }

    pub fn view(&self) -> Mat4 {
        glam::camera::rh::view::look_at_mat4(self.eye(), self.target, Vec3::Y)
    }

    pub fn proj(&self, aspect: f32) -> Mat4 {
        let near = (self.distance * 0.01).max(0.001);
        glam::camera::rh::proj::directx::perspective(
            self.fov_y,
            aspect.max(1e-3),
            near,
            near * 10_000.0,
        )
    }

    pub fn view_proj(&self, aspect: f32) -> Mat4 {
        self.proj(aspect) * self.view()
    }

    /// World-space ray through a point given in normalised device coordinates (x right, y up).
    pub fn ray(&self, ndc: Vec2, aspect: f32) -> (Vec3, Vec3) {
        let inv = self.view_proj(aspect).inverse();
        let a = inv.project_point3(ndc.extend(0.0));
        let b = inv.project_point3(ndc.extend(1.0));
        (a, (b - a).normalize_or(Vec3::NEG_Z))
    }

    /// Orbit by a mouse delta in points.
    pub fn orbit(&mut self, delta: Vec2) {
        self.yaw -= delta.x * 0.008;
        self.pitch = (self.pitch + delta.y * 0.008).clamp(-1.5, 1.5);
    }

    /// Pan so the point under the mouse follows it (delta in points, viewport height in points).
    pub fn pan(&mut self, delta: Vec2, viewport_h: f32) {
        let scale = 2.0 * self.distance * (self.fov_y * 0.5).tan() / viewport_h.max(1.0);
        let view = self.view();
        let right = view.row(0).truncate();
        let up = view.row(1).truncate();
        self.target += (-right * delta.x + up * delta.y) * scale;
    }

    /// Zoom by a scroll amount (positive = closer).
    pub fn zoom(&mut self, scroll: f32) {
        self.distance = (self.distance * (-scroll * 0.0015).exp()).clamp(0.05, 500.0);
    }

    /// Frame a sphere in a view of width / height `aspect`: the whole sphere in view, 2 % from
    /// the nearer pair of edges (the top and bottom, or the sides of a view taller than wide).
    pub fn frame(&mut self, center: Vec3, radius: f32, aspect: f32) {
        let half_y = self.fov_y * 0.5;
        let half_x = (half_y.tan() * aspect.max(1e-3)).atan();
        self.target = center;
        self.distance = radius.max(0.05) / half_y.min(half_x).sin() * 1.02;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_ray_points_at_the_target() {
        let c = OrbitCamera::default();
        let (o, d) = c.ray(Vec2::ZERO, 1.5);
        let to_target = (c.target - o).normalize();
        assert!((d - to_target).length() < 1e-4);
    }

    #[test]
    fn framing_fits_the_sphere() {
        for aspect in [1.6f32, 1.0, 0.5] {
            let mut c = OrbitCamera::default();
            c.frame(Vec3::new(1.0, 2.0, 3.0), 1.0, aspect);
            assert_eq!(c.target, Vec3::new(1.0, 2.0, 3.0));
            // Every point of the sphere projects inside the view, and the sphere spans at least
            // 90 % of the view along its nearer pair of edges.
            let vp = c.view_proj(aspect);
            let (mut max_x, mut max_y) = (0.0f32, 0.0f32);
            for i in 0..40 {
                for j in 0..20 {
                    let (a, b) = (i as f32 * 0.157, j as f32 * 0.157);
                    let d = Vec3::new(b.sin() * a.cos(), b.cos(), b.sin() * a.sin());
                    let p = vp.project_point3(c.target + d);
                    max_x = max_x.max(p.x.abs());
                    max_y = max_y.max(p.y.abs());
                }
            }
            assert!(max_x < 1.0 && max_y < 1.0, "{aspect}: {max_x} {max_y}");
            assert!(max_x.max(max_y) > 0.9, "{aspect}: {max_x} {max_y}");
        }
    }
}
