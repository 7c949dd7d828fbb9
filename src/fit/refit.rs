//! Re-fit ONE body's capsule from the mesh, keeping every other body and every edit: only
//! that body's shape and offset change; the frames of the joints on it are re-expressed so
//! that their world frames (anchors, axes, hence limits and rest pose) stay where they were.

use super::capsule::{
    BodySeed, CapsuleFit, FitSettings, body_points, character_floor, character_height, fit_seed,
};
use super::error::FitError;
use super::frames::CharacterFrame;
use super::mapping::map_humanoid;
use super::names::{Side, side_of};
use super::role::Role;
use crate::character::Character;
use crate::rig::model::{Rig, Shape, WORLD};
use crate::xform::Rigid;

/// The rig with body `body`'s capsule fitted again (offset and shape only), and the fit.
pub fn refit_body(
    rig: &Rig,
    ch: &Character,
    body: &str,
    radius_percentile: f32,
) -> Result<(Rig, CapsuleFit), FitError> {
    let sk = &ch.skeleton;
    let target = rig
        .body_index(body)
        .ok_or_else(|| FitError::NoBody(body.to_owned()))?;
    if !(radius_percentile > 0.0 && radius_percentile <= 1.0) {
        return Err(FitError::RadiusPercentile(radius_percentile));
    }
    let world = sk.world_rigid(&sk.rest_pose());
    let mapping = map_humanoid(sk, &ch.joint_nodes(), &rig.mapping);
    // Each body's node: the mapped node of its role when it carries the body's bone name
    // (names can be shadowed by an earlier node), else the node the name resolves to.
    let node_of = |i: usize| -> Option<usize> {
        let b = &rig.bodies[i];
        let role = Role::parse(&b.name);
        role.and_then(|r| mapping.get(r))
            .filter(|&n| sk.nodes[n].name == b.bone)
            .or_else(|| sk.find(&b.bone))
    };
    let nodes: Vec<Option<usize>> = (0..rig.bodies.len()).map(node_of).collect();
    if nodes[target].is_none() {
        return Err(FitError::BoneNotInModel {
            body: body.to_owned(),
            bone: rig.bodies[target].bone.clone(),
        });
    }
    let mut seeds = Vec::new();
    let mut target_seed = 0;
    for (i, b) in rig.bodies.iter().enumerate() {
        let Some(node) = nodes[i] else { continue };
        let role = Role::parse(&b.name).or_else(|| mapping.role_of(node));
        let side = role.map_or_else(|| side_of(&b.name), |r| r.side);
        // The axis child: a child body on the same side (a centre child for a centre body).
        let axis_child = rig
            .joints
            .iter()
            .filter(|j| j.parent == b.name && j.child != WORLD)
            .filter_map(|j| rig.body_index(&j.child))
            .find(|&c| {
                let cs: Option<Side> = Role::parse(&rig.bodies[c].name)
                    .map_or_else(|| side_of(&rig.bodies[c].name), |r| r.side);
                cs == side
            })
            .and_then(|c| nodes[c]);
        if i == target {
            target_seed = seeds.len();
        }
        seeds.push(BodySeed {
            name: b.name.clone(),
            node,
            segment: role.map(|r| r.segment),
            side,
            axis_child,
        });
    }
    let cf = CharacterFrame::from_rest(&world, &mapping);
    let settings = FitSettings {
        radius_percentile,
        height: character_height(ch),
        left: cf.left,
        floor: character_floor(ch),
    };
    let points = body_points(ch, &seeds);
    let fit = fit_seed(ch, &seeds, target_seed, &points[target_seed], &settings);

    let mut out = rig.clone();
    let bone_w = |i: usize| -> Rigid {
        sk.find(&rig.bodies[i].bone)
            .map_or(Rigid::IDENTITY, |n| world[n])
    };
    let old_w = bone_w(target).mul(&rig.bodies[target].offset);
    let b = &mut out.bodies[target];
    b.shape = Shape::Capsule {
        radius: fit.radius,
        half_height: fit.half_height,
    };
    b.offset = bone_w(target).inverse().mul(&fit.t_wc);
    let new_w = bone_w(target).mul(&b.offset);
    for j in &mut out.joints {
        if j.parent == body {
            j.parent_frame = new_w.inverse().mul(&old_w.mul(&j.parent_frame));
        }
        if j.child == body {
            j.child_frame = new_w.inverse().mul(&old_w.mul(&j.child_frame));
        }
    }
    Ok((out, fit))
}
