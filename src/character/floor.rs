//! Where the ground is under a model: the height of its own coordinates that stands on the
//! simulation's ground (y = 0). A model whose soles lie below (or above) its origin is moved up
//! (or down) by that much, as a whole: every root node, its rest poses and the clip keys that
//! move a root, so that everything reading the character (fit, simulation, the switch-safety
//! strip, the editor) sees it standing on the ground. Bodies and joints are relative to bones,
//! so a rig does not change with the floor; only where the ground meets the character does.

use super::{Character, Interpolation, Property, RestPose};

impl Character {
    /// Place the model so that height `floor` (m, the model's own coordinates) lies on the
    /// ground: every root node, its rest-pose sources and every clip key that moves a root are
    /// shifted by `−floor` in Y, so everything that reads the character (fit, simulation,
    /// the editor) sees it standing there. A floor the doctor refuses
    /// ([`crate::rig::floor_is_usable`]) leaves the model at its origin. Setting the same floor
    /// again changes nothing.
    pub fn set_floor(&mut self, floor: f32) {
        let floor = crate::rig::usable_floor(floor);
        let dy = self.floor - floor;
        if dy == 0.0 {
            return;
        }
        self.floor = floor;
        let roots: Vec<usize> = (0..self.skeleton.nodes.len())
            .filter(|&i| self.skeleton.nodes[i].parent.is_none())
            .collect();
        for &r in &roots {
            let n = &mut self.skeleton.nodes[r];
            n.rest.translation.y += dy;
            n.pose.translation.y += dy;
            if let Some(x) = self.rest_poses.nodes.get_mut(r) {
                x.translation.y += dy;
            }
            if let Some(x) = self.rest_poses.bind.as_mut().and_then(|b| b.get_mut(r)) {
                x.translation.y += dy;
            }
        }
        for c in &mut self.clips {
            for ch in c
                .channels
                .iter_mut()
                .filter(|ch| ch.property == Property::Translation && roots.contains(&ch.node))
            {
                // A key's value: (x, y, z), or the middle of (in-tangent, value, out-tangent).
                let (stride, y) = match ch.interpolation {
                    Interpolation::CubicSpline => (9, 4),
                    Interpolation::Linear | Interpolation::Step => (3, 1),
                };
                for key in ch.values.chunks_exact_mut(stride) {
                    key[y] += dy;
                }
            }
        }
    }

    /// Put a rig's rest-pose choice and floor into this character.
    pub fn place_for(&mut self, rest_pose: RestPose, floor: f32) {
        if self.rest_poses.active != rest_pose {
            self.use_rest_pose(rest_pose);
        }
        self.set_floor(floor);
    }

    /// This character with a rig's rest pose and floor: borrowed when it already has them, else
    /// a copy.
    pub fn placed_for(&self, rest_pose: RestPose, floor: f32) -> std::borrow::Cow<'_, Character> {
        if self.floor == crate::rig::usable_floor(floor) {
            return self.with_rest_pose(rest_pose);
        }
        let mut c = self.clone();
        c.place_for(rest_pose, floor);
        std::borrow::Cow::Owned(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::clip::Channel;
    use crate::character::load_character_from_bytes;
    use glam::Vec3;

    fn mannequin() -> Character {
        load_character_from_bytes(
            include_bytes!("../../sample_rigs/mannequin.glb"),
            std::path::Path::new("mannequin.glb"),
        )
        .unwrap()
    }

    /// Every node's world position in the rest pose and in `clip` at `t`.
    fn world_points(ch: &Character, clip: usize, t: f32) -> Vec<Vec3> {
        let sk = &ch.skeleton;
        let rest = sk.world_matrices(&sk.rest_pose());
        let posed = sk.world_matrices(&ch.clips[clip].sample(t, &sk.node_pose()));
        rest.iter()
            .chain(&posed)
            .map(|m| m.w_axis.truncate())
            .collect()
    }

    /// The mannequin with a clip that moves its root: a linear key pair and a cubic one.
    fn with_root_motion() -> (Character, usize) {
        let mut ch = mannequin();
        let root = ch.skeleton.order[0];
        let mut clip = ch.clips[0].clone();
        clip.channels.retain(|c| c.node != root);
        clip.channels.push(Channel {
            node: root,
            property: Property::Translation,
            interpolation: Interpolation::Linear,
            times: vec![0.0, clip.duration],
            values: vec![0.0, 0.0, 0.0, 0.5, 0.2, -0.1],
        });
        ch.clips.push(clip.clone());
        let mut cubic = clip;
        cubic.channels.last_mut().unwrap().interpolation = Interpolation::CubicSpline;
        cubic.channels.last_mut().unwrap().values = vec![
            0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, //
            0.0, -1.0, 0.0, 0.5, 0.2, -0.1, 0.0, -1.0, 0.0,
        ];
        ch.clips.push(cubic);
        (ch, root)
    }

    #[test]
    fn a_floor_moves_every_node_by_minus_the_floor_in_rest_pose_and_clips() {
        let (mut ch, _) = with_root_motion();
        let clips = [0, ch.clips.len() - 2, ch.clips.len() - 1];
        let before: Vec<Vec<Vec3>> = clips
            .iter()
            .map(|&c| world_points(&ch, c, ch.clips[c].duration * 0.37))
            .collect();
        ch.set_floor(-0.25);
        assert_eq!(ch.floor, -0.25);
        for (k, &c) in clips.iter().enumerate() {
            let after = world_points(&ch, c, ch.clips[c].duration * 0.37);
            for (a, b) in after.iter().zip(&before[k]) {
                assert!(
                    (*a - *b - Vec3::Y * 0.25).length() < 1e-5,
                    "clip {c}: {a} vs {b}"
                );
            }
        }
        // Setting it again changes nothing; back to 0 restores the model.
        ch.set_floor(-0.25);
        ch.set_floor(0.0);
        for (k, &c) in clips.iter().enumerate() {
            let back = world_points(&ch, c, ch.clips[c].duration * 0.37);
            for (a, b) in back.iter().zip(&before[k]) {
                assert!((*a - *b).length() < 1e-5);
            }
        }
    }

    #[test]
    fn the_rest_pose_sources_move_with_the_floor() {
        let mut ch = mannequin();
        let root = ch.skeleton.order[0];
        let bind = ch.rest_poses.locals(RestPose::Bind)[root].translation;
        let nodes = ch.rest_poses.locals(RestPose::Nodes)[root].translation;
        ch.set_floor(0.1);
        // Switching the rest pose after placing keeps the model on its floor.
        ch.use_rest_pose(RestPose::Nodes);
        assert!((ch.skeleton.nodes[root].rest.translation - nodes + Vec3::Y * 0.1).length() < 1e-6);
        ch.use_rest_pose(RestPose::Bind);
        assert!((ch.skeleton.nodes[root].rest.translation - bind + Vec3::Y * 0.1).length() < 1e-6);
    }

    #[test]
    fn a_floor_the_doctor_refuses_leaves_the_model_at_its_origin() {
        let mut ch = mannequin();
        let before = world_points(&ch, 0, 0.0);
        for bad in [f32::NAN, f32::INFINITY, 1e6] {
            ch.set_floor(bad);
            assert_eq!(ch.floor, 0.0);
            assert_eq!(world_points(&ch, 0, 0.0), before);
            let placed = ch.placed_for(RestPose::Bind, bad);
            assert_eq!(placed.floor, 0.0);
        }
    }
}
