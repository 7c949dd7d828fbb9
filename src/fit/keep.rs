//! Generating a ragdoll again without losing the author's work: every body, joint and drive
//! group the author edited (marked `hand_tuned`, which the editor sets on any edit of it) is
//! taken from the current rig into the newly generated one, matched by name.
//!
//! A kept body keeps its shape, offset from its bone, mass and materials; a kept joint its
//! frames, limits, group and drive; a kept group its gains. Joint frames are relative to their
//! two bodies, so a joint whose bodies did not all come from the same rig as the joint itself
//! is re-expressed: its two world frames at the rest pose (as the rig it came from placed them)
//! are written relative to the bodies it now joins. A joint that was closed at rest stays
//! closed, and a kept joint keeps its anchor and cone where the author put them. A kept joint
//! brings its drive group along when the new rig has none of that name. When anything is
//! kept, the contact pairs the current rig turns off stay off too (those whose bodies remain).

use crate::character::Character;
use crate::rig::{Rig, WORLD, body_world, joint_world_frames};
use crate::xform::Rigid;

/// What [`keep_hand_tuned`] kept and what it could not (names). `groups` also names the groups
/// a kept joint brought along.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    pub bodies: Vec<String>,
    pub joints: Vec<String>,
    pub groups: Vec<String>,
    /// Hand-tuned items the new rig has no place for, each with why.
    pub dropped: Vec<String>,
}

impl Kept {
    /// How many items were kept.
    pub fn count(&self) -> usize {
        self.bodies.len() + self.joints.len() + self.groups.len()
    }
}

/// `generated` with the hand-tuned bodies, joints and groups of `current` in it (see the
/// module's notes). Both rigs are placed at `generated`'s rest pose and floor.
pub fn keep_hand_tuned(current: &Rig, generated: &Rig, ch: &Character) -> (Rig, Kept) {
    let mut out = generated.clone();
    let mut kept = Kept::default();
    for (name, g) in current.groups.iter().filter(|(_, g)| g.hand_tuned) {
        out.groups.insert(name.clone(), g.clone());
        kept.groups.push(name.clone());
    }
    // Which rig each body of `out` comes from: true for the current one.
    let mut body_from_current = vec![false; out.bodies.len()];
    for b in current.bodies.iter().filter(|b| b.hand_tuned) {
        if ch.skeleton.find(&b.bone).is_none() {
            kept.dropped.push(format!(
                "body {}: its bone {} is not in the model",
                b.name, b.bone
            ));
            continue;
        }
        match out.body_index(&b.name) {
            Some(i) => {
                out.bodies[i] = b.clone();
                body_from_current[i] = true;
                kept.bodies.push(b.name.clone());
            }
            None => kept.dropped.push(format!(
                "body {}: the new rig has no body of that name",
                b.name
            )),
        }
    }
    let mut joint_from_current = vec![false; out.joints.len()];
    for j in current.joints.iter().filter(|j| j.hand_tuned) {
        let joins = |n: &str| n == WORLD || out.body_index(n).is_some();
        match out.joint_index(&j.name) {
            Some(k) if joins(&j.parent) && joins(&j.child) => {
                out.joints[k] = j.clone();
                joint_from_current[k] = true;
                kept.joints.push(j.name.clone());
                // Its drive group comes with it if the new rig has none of that name.
                if let (false, Some(g)) = (
                    out.groups.contains_key(&j.group),
                    current.groups.get(&j.group),
                ) {
                    out.groups.insert(j.group.clone(), g.clone());
                    kept.groups.push(j.group.clone());
                }
            }
            Some(_) => {
                let missing: Vec<&str> = [j.parent.as_str(), j.child.as_str()]
                    .into_iter()
                    .filter(|n| !joins(n))
                    .collect();
                kept.dropped.push(format!(
                    "joint {}: the new rig has no body {}",
                    j.name,
                    missing.join(" or ")
                ));
            }
            None => kept.dropped.push(format!(
                "joint {}: the new rig has no joint of that name",
                j.name
            )),
        }
    }
    // Re-express the frames of every joint whose bodies are not all from the joint's own rig.
    let placed = ch.placed_for(generated.rest_pose, generated.floor);
    let sk = &placed.skeleton;
    let pose = sk.rest_pose();
    let world_current = body_world(current, sk, &pose);
    let world_generated = body_world(generated, sk, &pose);
    let world_out = body_world(&out, sk, &pose);
    let from_current = |name: &str| out.body_index(name).is_some_and(|i| body_from_current[i]);
    let (mut reframed, mut unplaced) = (Vec::new(), Vec::new());
    for (k, j) in out.joints.iter().enumerate() {
        let mine = joint_from_current[k];
        let mixed = [&j.parent, &j.child]
            .into_iter()
            .any(|n| n != WORLD && from_current(n) != mine);
        if !mixed {
            continue;
        }
        let (source, world) = if mine {
            (current, &world_current)
        } else {
            (generated, &world_generated)
        };
        let Some((fa, fb)) = joint_world_frames(source, world, j) else {
            unplaced.push(j.name.clone());
            continue;
        };
        let at = |name: &str| -> Option<Rigid> {
            if name == WORLD {
                Some(Rigid::IDENTITY)
            } else {
                world_out[out.body_index(name)?]
            }
        };
        match (at(&j.parent), at(&j.child)) {
            (Some(wa), Some(wb)) => {
                reframed.push((k, wa.inverse().mul(&fa), wb.inverse().mul(&fb)))
            }
            _ => unplaced.push(j.name.clone()),
        }
    }
    for name in unplaced {
        kept.dropped.push(format!(
            "joint {name}: its frames could not be placed at the rest pose and were left as \
             they were (the doctor checks its anchors)"
        ));
    }
    for (k, parent_frame, child_frame) in reframed {
        out.joints[k].parent_frame = parent_frame;
        out.joints[k].child_frame = child_frame;
    }
    // Contacts turned off in the current rig stay off, when anything was kept.
    if kept.count() == 0 {
        return (out, kept);
    }
    for pair in &current.disabled_pairs {
        let present = pair.iter().all(|n| out.body_index(n).is_some());
        if present && !out.pair_disabled(&pair[0], &pair[1]) {
            out.disabled_pairs.push(pair.clone());
        }
    }
    (out, kept)
}
