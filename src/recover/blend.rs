//! The presentation blend from the captured ragdoll pose to the get-up clip.
//!
//! Capture: the ragdoll's bone world transforms `T_WBi` (per node; [`bone_world_from_bodies`]
//! derives them from body poses via `T_WB = T_WC · T_BC⁻¹`) are turned into local transforms
//! under the NEW root `T_WR` ([`capture_locals`]): a root node (no parent) gets
//! `L = T_WR⁻¹ · T_WBi`, every other node `L = T_WBparent⁻¹ · T_WBi`. Re-posing these
//! locals under `T_WR` ([`posed_world`]) reproduces the captured world pose, so weight 0 shows
//! exactly the ragdoll, wherever the root was placed. Node scale (an armature node scaled ×100,
//! as exporters from centimetre scenes write it) is kept: each node keeps its world scale from
//! the node transforms, so children of a scaled node get locals in its scaled units.
//!
//! Blend: per node, `lerp` of the translation and short-arc `slerp` of the rotation (and lerp of
//! scale) from the capture A to the clip pose B(t) ([`blend_pose`]); weight 0 returns A and
//! weight 1 returns B exactly. The weight over time ([`blend_weight`]) is the smoothstep
//! `w(t) = 3s² − 2s³`, `s = clamp(t/T, 0, 1)`, `T = recovery.blend_time` (s); it starts and ends
//! with zero slope and its largest slope is `dw/dt = 1.5/T` at `s = ½` ([`MAX_WEIGHT_SLOPE`]
//! is the 1.5). Hence, against a still target, a bone's per-frame jump is about at most
//! `D · 1.5/T · dt` with `D` its capture-to-target distance (exactly so for straight-line paths;
//! rotation arcs add a second-order excess).

use crate::character::Skeleton;
use crate::rig::Rig;
use crate::xform::{Rigid, Xform};
use glam::{Mat4, Vec3};
use serde::Serialize;

/// Largest slope of the smoothstep weight curve, `max d/ds (3s² − 2s³) = 1.5` (at s = ½).
pub const MAX_WEIGHT_SLOPE: f32 = 1.5;

/// Blend weight after `elapsed` seconds of a blend lasting `blend_time` seconds (smoothstep);
/// 1 when `blend_time ≤ 0`.
pub fn blend_weight(elapsed: f32, blend_time: f32) -> f32 {
    if blend_time.is_nan() || blend_time <= 0.0 {
        return 1.0;
    }
    let s = (elapsed / blend_time).clamp(0.0, 1.0);
    s * s * (3.0 - 2.0 * s)
}

fn rigid_of(x: &Xform) -> Rigid {
    Rigid::new(x.rotation, x.translation)
}

fn local_of(r: Rigid) -> Xform {
    Xform::from_rt(r.rotation, r.translation)
}

/// World scale of every node from the node transforms, or None when all are 1 (then the
/// rigid formulas are exact).
fn world_scales(skeleton: &Skeleton) -> Option<Vec<Vec3>> {
    let s: Vec<Vec3> = skeleton
        .world_matrices(&skeleton.node_pose())
        .iter()
        .map(|m| m.to_scale_rotation_translation().0)
        .collect();
    s.iter()
        .any(|v| (*v - Vec3::ONE).abs().max_element() > 1e-6)
        .then_some(s)
}

/// Captured world transforms (one per node) as locals under the new root `root` (`T_WR`).
pub fn capture_locals(skeleton: &Skeleton, captured_world: &[Rigid], root: &Rigid) -> Vec<Xform> {
    let Some(scale) = world_scales(skeleton) else {
        return skeleton
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let parent = n.parent.map_or(*root, |p| captured_world[p]);
                local_of(parent.inverse().mul(&captured_world[i]))
            })
            .collect();
    };
    let m = |i: usize| captured_world[i].to_mat4() * Mat4::from_scale(scale[i]);
    skeleton
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let parent = n.parent.map_or(root.to_mat4(), m);
            let (s, r, t) = (parent.inverse() * m(i)).to_scale_rotation_translation();
            Xform {
                translation: t,
                rotation: r.normalize(),
                scale: s,
            }
        })
        .collect()
}

/// World transforms of a local pose placed under the root `T_WR`: `T_WR · T_RBi`.
pub fn posed_world(skeleton: &Skeleton, root: &Rigid, local: &[Xform]) -> Vec<Rigid> {
    skeleton
        .world_rigid(local)
        .iter()
        .map(|b| root.mul(b))
        .collect()
}

/// Per node: lerp translation and scale, short-arc slerp rotation; `w ≤ 0` → `capture`,
/// `w ≥ 1` → `target` exactly.
pub fn blend_pose(capture: &[Xform], target: &[Xform], w: f32) -> Vec<Xform> {
    if w <= 0.0 {
        return capture.to_vec();
    }
    if w >= 1.0 {
        return target.to_vec();
    }
    crate::character::pose::blend(capture, target, w)
}

/// Bone world transforms from ragdoll body poses (`T_WC` per rig body, in rig order):
/// `T_WB = T_WC · T_BC⁻¹` for bones with a body (the first body if several); other nodes follow
/// their parent rigidly with `fallback_local` (e.g. the pose at the switch); a root node without
/// a body is placed from its first child that has one (`T_W,root = T_W,child · L_child⁻¹`),
/// else at `fallback_local` itself.
pub fn bone_world_from_bodies(
    rig: &Rig,
    skeleton: &Skeleton,
    bodies_world: &[Option<Rigid>],
    fallback_local: &[Xform],
) -> Vec<Rigid> {
    let n = skeleton.nodes.len();
    let mut known: Vec<Option<Rigid>> = vec![None; n];
    for (b, pose) in rig.bodies.iter().zip(bodies_world) {
        if let (Some(i), Some(pose)) = (skeleton.find(&b.bone), pose)
            && known[i].is_none()
        {
            known[i] = Some(pose.mul(&b.offset.inverse()));
        }
    }
    if let Some(scale) = world_scales(skeleton) {
        // With scaled nodes: matrices, each bone keeping its world scale.
        let with_scale = |w: Rigid, i: usize| w.to_mat4() * Mat4::from_scale(scale[i]);
        let mut world = vec![Mat4::IDENTITY; n];
        for &i in &skeleton.order {
            let local = fallback_local[i].to_mat4();
            world[i] = match (known[i], skeleton.nodes[i].parent) {
                (Some(w), _) => with_scale(w, i),
                (None, Some(p)) => world[p] * local,
                (None, None) => skeleton.nodes[i]
                    .children
                    .iter()
                    .find_map(|&c| {
                        known[c].map(|w| with_scale(w, c) * fallback_local[c].to_mat4().inverse())
                    })
                    .unwrap_or(local),
            };
        }
        return world.iter().map(Rigid::from_mat4).collect();
    }
    let mut world = vec![Rigid::IDENTITY; n];
    for &i in &skeleton.order {
        let local = rigid_of(&fallback_local[i]);
        world[i] = match (known[i], skeleton.nodes[i].parent) {
            (Some(w), _) => w,
            (None, Some(p)) => world[p].mul(&local),
            (None, None) => skeleton.nodes[i]
                .children
                .iter()
                .find_map(|&c| known[c].map(|w| w.mul(&rigid_of(&fallback_local[c]).inverse())))
                .unwrap_or(local),
        };
    }
    world
}

/// Write body poses back into a local pose (bones with a body take it, `T_WB = T_WC · T_BC⁻¹`;
/// the others keep their locals in `pose`), keeping every body bone's world scale (its parent's
/// world scale times its own local scale). For skeletons with scaled nodes only: returns false
/// and leaves `pose` alone when no node is scaled (then the simulation's own write-back is
/// exact). A bone with several bodies takes the last one's pose.
pub fn write_back_scaled(
    rig: &Rig,
    skeleton: &Skeleton,
    bodies: &[Rigid],
    pose: &mut [Xform],
) -> bool {
    if world_scales(skeleton).is_none() || pose.len() != skeleton.nodes.len() {
        return false;
    }
    let mut body_of = vec![None; skeleton.nodes.len()];
    for (i, b) in rig.bodies.iter().enumerate() {
        if let Some(n) = skeleton.find(&b.bone)
            && i < bodies.len()
        {
            body_of[n] = Some(i);
        }
    }
    let mut world = vec![Mat4::IDENTITY; skeleton.nodes.len()];
    for &n in &skeleton.order {
        let parent = skeleton.nodes[n]
            .parent
            .map_or(Mat4::IDENTITY, |p| world[p]);
        match body_of[n] {
            Some(i) => {
                let t_wb = bodies[i].mul(&rig.bodies[i].offset.inverse());
                let scale = (parent * pose[n].to_mat4())
                    .to_scale_rotation_translation()
                    .0;
                let w =
                    Mat4::from_scale_rotation_translation(scale, t_wb.rotation, t_wb.translation);
                let (s, r, t) = (parent.inverse() * w).to_scale_rotation_translation();
                pose[n] = Xform {
                    translation: t,
                    rotation: r.normalize(),
                    scale: s,
                };
                world[n] = w;
            }
            None => world[n] = parent * pose[n].to_mat4(),
        }
    }
    true
}

/// The largest per-frame world-position jump of any node over a blend.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct BlendJump {
    /// Metres.
    pub max_jump: f32,
    pub node: usize,
    /// The frame index k (the jump is from frame k−1 to k) and its time k·dt, s.
    pub frame: usize,
    pub t: f32,
}

/// Play the presentation blend from `capture` (locals under `root`) to `target(t)` (the clip's
/// local pose at `t`) over `blend_time`, sampled at `t = k·dt` for k = 0..=⌈T/dt⌉, and return
/// the largest frame-to-frame world-position jump of any node.
pub fn max_blend_jump(
    skeleton: &Skeleton,
    root: &Rigid,
    capture: &[Xform],
    target: impl Fn(f32) -> Vec<Xform>,
    blend_time: f32,
    dt: f32,
) -> BlendJump {
    let mut best = BlendJump {
        max_jump: 0.0,
        node: 0,
        frame: 0,
        t: 0.0,
    };
    if dt.is_nan() || dt <= 0.0 {
        return best;
    }
    let frames = (blend_time.max(0.0) / dt - 1e-4).ceil().max(0.0) as usize;
    let mut prev: Option<Vec<Vec3>> = None;
    for k in 0..=frames {
        let t = k as f32 * dt;
        let pose = blend_pose(capture, &target(t), blend_weight(t, blend_time));
        let pos: Vec<Vec3> = posed_world(skeleton, root, &pose)
            .iter()
            .map(|r| r.translation)
            .collect();
        if let Some(p) = &prev {
            for (i, (a, b)) in p.iter().zip(&pos).enumerate() {
                let d = a.distance(*b);
                if d > best.max_jump {
                    best = BlendJump {
                        max_jump: d,
                        node: i,
                        frame: k,
                        t,
                    };
                }
            }
        }
        prev = Some(pos);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smoothstep_weight_and_its_slope() {
        assert_eq!(blend_weight(0.0, 0.6), 0.0);
        assert_eq!(blend_weight(0.6, 0.6), 1.0);
        assert!((blend_weight(0.3, 0.6) - 0.5).abs() < 1e-6);
        // Numerical max slope ≈ 1.5 / T.
        let t = 0.6;
        let h = 1e-3;
        let slope = (0..600)
            .map(|k| (blend_weight(k as f32 * h + h, t) - blend_weight(k as f32 * h, t)) / h)
            .fold(0.0f32, f32::max);
        assert!((slope - MAX_WEIGHT_SLOPE / t).abs() < 0.01, "{slope}");
        assert_eq!(blend_weight(1.0, 0.0), 1.0);
    }
}
