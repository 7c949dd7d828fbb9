//! Test-scene obstacles: a light tint on the faces turned towards the camera and every edge as
//! a depth-tested line. A wall usually stands between the camera and the character; drawn
//! whole and tinted, its front and back faces together washed the character out, while one
//! faint layer and its outline leave the character readable and the wall's shape clear.

use super::frame::{LineVertex, SceneFrame, ShapeVertex};
use super::shapes::push_box;
use crate::sim::Obstacle;
use glam::{Vec3, Vec4};

/// Linear RGBA of the faces' tint.
pub const FACE_COLOR: Vec4 = Vec4::new(0.62, 0.58, 0.5, 0.16);
/// Linear RGBA of the edges.
pub const EDGE_COLOR: Vec4 = Vec4::new(0.8, 0.74, 0.6, 0.9);

/// Linear RGBA of the edges of the obstacle being edited: the selection's orange (the colour of
/// a selected body), opaque.
pub fn edited_edge_color() -> Vec4 {
    super::drive_load::BODY_COLORS[1].truncate().extend(1.0)
}

/// Push `o`'s faces that face `eye` into `faces` and its twelve edges into `edges` (in the
/// selection's orange when it is being edited).
pub fn push_obstacle(
    faces: &mut Vec<ShapeVertex>,
    edges: &mut Vec<LineVertex>,
    o: &Obstacle,
    eye: Vec3,
    edited: bool,
) {
    push_box(faces, o.half_extents, &o.pose, FACE_COLOR, Some(eye));
    let edge_color = if edited {
        edited_edge_color()
    } else {
        EDGE_COLOR
    };
    // An edge joins two corners that differ in one sign.
    for k in 0..8 {
        for bit in 0..3 {
            if k & (1 << bit) == 0 {
                SceneFrame::line(edges, o.corner(k), o.corner(k | (1 << bit)), edge_color);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(eye: Vec3) -> (Vec<ShapeVertex>, Vec<LineVertex>) {
        let (mut faces, mut edges) = (Vec::new(), Vec::new());
        push_obstacle(
            &mut faces,
            &mut edges,
            &Obstacle::default_wall(),
            eye,
            false,
        );
        (faces, edges)
    }

    /// The default wall (4 × 2.5 × 0.2 m between z = 1 and 1.2): seen from straight in front
    /// (z = 5) only its face at z = 1.2 is tinted; from above a corner, three faces. Always twelve edges,
    /// each one of the box's dimensions long.
    #[test]
    fn only_the_faces_towards_the_camera_are_tinted() {
        let (faces, edges) = drawn(Vec3::new(0.0, 1.25, 5.0));
        assert_eq!(faces.len(), 6, "one face: two triangles");
        assert!(faces.iter().all(|v| (v.pos[2] - 1.2).abs() < 1e-5));
        assert_eq!(edges.len(), 24);
        let mut lengths: Vec<f32> = edges
            .chunks(2)
            .map(|e| Vec3::from(e[0].pos).distance(Vec3::from(e[1].pos)))
            .collect();
        lengths.sort_by(f32::total_cmp);
        for (k, want) in [(0, 0.2), (4, 2.5), (8, 4.0)] {
            for l in &lengths[k..k + 4] {
                assert!((l - want).abs() < 1e-5, "{lengths:?}");
            }
        }
        let (faces, _) = drawn(Vec3::new(5.0, 6.0, 5.0));
        assert_eq!(faces.len(), 18, "three faces");
    }
}
