//! The benchmarks' scene: the sample mannequin, and a pile of 160 of them in one world (16 piles
//! × 10 stacked, lying down, each layer turned about the vertical, like Jolt's PerformanceTest
//! ragdoll scene), stepped a little so the bodies interact.

use glam::{Quat, Vec3};
use ragrig::project::Project;
use ragrig::rig::body_world;
use ragrig::rig::{Rig, Shape, WORLD};
use ragrig::sim::SimWorld;
use ragrig::xform::Rigid;
use std::path::Path;

pub const PILES_PER_AXIS: usize = 4;
pub const PILE_HEIGHT: usize = 10;
const PILE_SPACING: f32 = 4.0;
pub const WARMUP_STEPS: usize = 60;

/// The sample rig and its rest-pose body placements `T_WC`.
pub fn sample() -> (Rig, Vec<Rigid>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_rigs/mannequin.rig.toml");
    let project = Project::open_rig(&path).expect("sample rig");
    let ch = project.character.expect("sample model");
    let placed = body_world(&project.rig, &ch.skeleton, &ch.skeleton.rest_pose())
        .into_iter()
        .map(|p| p.expect("every body has its bone"))
        .collect();
    (project.rig, placed)
}

/// Radius of a sphere around a body's shape.
fn bounding_radius(shape: &Shape) -> f32 {
    match *shape {
        Shape::Capsule {
            radius,
            half_height,
        } => radius + half_height,
        Shape::Sphere { radius } => radius,
        Shape::Box { half_extents } => half_extents.length(),
    }
}

/// `n` copies of the rig in one rig (bodies and joints suffixed `#k`) with each copy's
/// placements moved by its own transform.
fn combine(rig: &Rig, placed: &[Rigid], moves: &[Rigid]) -> (Rig, Vec<Option<Rigid>>) {
    let mut all = rig.clone();
    all.bodies.clear();
    all.joints.clear();
    all.disabled_pairs.clear();
    let mut out = Vec::new();
    let tag = |name: &str, k: usize| {
        if name == WORLD {
            name.to_string()
        } else {
            format!("{name}#{k}")
        }
    };
    for (k, m) in moves.iter().enumerate() {
        for (b, p) in rig.bodies.iter().zip(placed) {
            let mut b = b.clone();
            b.name = tag(&b.name, k);
            all.bodies.push(b);
            out.push(Some(m.mul(p)));
        }
        for j in &rig.joints {
            let mut j = j.clone();
            j.name = tag(&j.name, k);
            j.parent = tag(&j.parent, k);
            j.child = tag(&j.child, k);
            all.joints.push(j);
        }
        for p in &rig.disabled_pairs {
            all.disabled_pairs.push([tag(&p[0], k), tag(&p[1], k)]);
        }
    }
    (all, out)
}

/// Where each ragdoll of the pile goes: lying on its back, centred over its pile, each layer
/// turned about the vertical, layers just clear of each other.
fn pile_moves(rig: &Rig, placed: &[Rigid]) -> Vec<Rigid> {
    let centre = placed.iter().map(|p| p.translation).sum::<Vec3>() / placed.len() as f32;
    let lie = Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2);
    // Half the vertical extent of a lying ragdoll (bounding spheres: conservative).
    let half = rig
        .bodies
        .iter()
        .zip(placed)
        .map(|(b, p)| (lie * (p.translation - centre)).y.abs() + bounding_radius(&b.shape))
        .fold(0.0f32, f32::max);
    let mut moves = Vec::new();
    let mid = (PILES_PER_AXIS as f32 - 1.0) / 2.0;
    for row in 0..PILES_PER_AXIS {
        for col in 0..PILES_PER_AXIS {
            let x = (col as f32 - mid) * PILE_SPACING;
            let z = (row as f32 - mid) * PILE_SPACING;
            for level in 0..PILE_HEIGHT {
                let yaw = Quat::from_rotation_y(
                    level as f32 * 1.1 + (row * PILES_PER_AXIS + col) as f32 * 0.37,
                );
                let rot = yaw * lie;
                let y = half + 0.05 + level as f32 * (2.0 * half + 0.05);
                let at = Vec3::new(x, y, z);
                // T = translate(at) · rot · translate(−centre)
                moves.push(Rigid::new(rot, at - rot * centre));
            }
        }
    }
    moves
}

pub fn pile(rig: &Rig, placed: &[Rigid]) -> SimWorld {
    let (all, at) = combine(rig, placed, &pile_moves(rig, placed));
    let mut sim = SimWorld::from_placements(&all, &at).expect("pile world");
    for _ in 0..WARMUP_STEPS {
        sim.step().expect("pile warm-up");
    }
    sim
}
