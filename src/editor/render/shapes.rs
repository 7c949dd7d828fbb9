//! Body shapes as translucent lit triangles (capsules, spheres, boxes), in world space.

use super::frame::ShapeVertex;
use crate::rig::Shape;
use crate::xform::Rigid;
use glam::{Vec3, Vec4};
use std::f32::consts::{PI, TAU};

const SEGMENTS: usize = 20;
const RINGS: usize = 6;

fn push_tri(out: &mut Vec<ShapeVertex>, p: [Vec3; 3], n: [Vec3; 3], color: Vec4) {
    for k in 0..3 {
        out.push(ShapeVertex {
            pos: p[k].to_array(),
            normal: n[k].to_array(),
            color: color.to_array(),
        });
    }
}

/// Append the triangles of `shape` placed at `t_wc`.
pub fn push_shape(out: &mut Vec<ShapeVertex>, shape: &Shape, t_wc: &Rigid, color: Vec4) {
    match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => push_capsule(out, radius, half_height, t_wc, color),
        Shape::Sphere { radius } => push_capsule(out, radius, 0.0, t_wc, color),
        Shape::Box { half_extents } => push_box(out, half_extents, t_wc, color, None),
    }
}

/// A capsule along local Y: a grid of (latitude, longitude) points; the upper hemisphere is
/// shifted by +half_height, the lower by −half_height, which also builds the cylinder between.
fn push_capsule(out: &mut Vec<ShapeVertex>, r: f32, hh: f32, t: &Rigid, color: Vec4) {
    let lat_count = 2 * RINGS + 1;
    let point = |lat: usize, lon: usize| -> (Vec3, Vec3) {
        // lat 0..=RINGS: upper hemisphere from the pole down to the equator;
        // RINGS+1..=2·RINGS+1: lower hemisphere from the equator to the pole.
        let (phi, shift) = if lat <= RINGS {
            (lat as f32 / RINGS as f32 * PI / 2.0, hh)
        } else {
            ((lat - 1) as f32 / RINGS as f32 * PI / 2.0, -hh)
        };
        let theta = lon as f32 / SEGMENTS as f32 * TAU;
        let n = Vec3::new(phi.sin() * theta.cos(), phi.cos(), phi.sin() * theta.sin());
        (t.transform_point(n * r + Vec3::Y * shift), t.rotation * n)
    };
    for lat in 0..lat_count {
        for lon in 0..SEGMENTS {
            let (a, na) = point(lat, lon);
            let (b, nb) = point(lat, lon + 1);
            let (c, nc) = point(lat + 1, lon);
            let (d, nd) = point(lat + 1, lon + 1);
            push_tri(out, [a, c, b], [na, nc, nb], color);
            push_tri(out, [b, c, d], [nb, nc, nd], color);
        }
    }
}

/// A box of half extents `h` placed at `t`: all six faces, or with `eye` only those facing it
/// (one translucent layer for a convex box: the back faces would double its tint).
pub fn push_box(out: &mut Vec<ShapeVertex>, h: Vec3, t: &Rigid, color: Vec4, eye: Option<Vec3>) {
    for axis in 0..3 {
        for sign in [-1.0f32, 1.0] {
            let mut n = Vec3::ZERO;
            n[axis] = sign;
            let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
            let corner = |a: f32, b: f32| {
                let mut p = n * h;
                p[u] = a * h[u];
                p[v] = b * h[v];
                t.transform_point(p)
            };
            let nw = t.rotation * n;
            if eye.is_some_and(|e| nw.dot(e - t.transform_point(n * h)) <= 0.0) {
                continue;
            }
            let q = [
                corner(-1.0, -1.0),
                corner(1.0, -1.0),
                corner(1.0, 1.0),
                corner(-1.0, 1.0),
            ];
            push_tri(out, [q[0], q[1], q[2]], [nw; 3], color);
            push_tri(out, [q[0], q[2], q[3]], [nw; 3], color);
        }
    }
}
