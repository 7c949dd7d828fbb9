//! The mannequin's bone hierarchy in its rest (T-) pose.

use glam::{Mat4, Vec3};

use super::SampleBone;

const fn bone(
    name: &'static str,
    parent: Option<&'static str>,
    local_translation_m: [f32; 3],
) -> SampleBone {
    SampleBone {
        name,
        parent,
        local_translation_m,
    }
}

/// Bones, parents before children. Translations are local to the parent, in metres.
pub(super) static BONES: [SampleBone; 22] = [
    bone("Root", None, [0.0, 0.0, 0.0]),
    bone("Hips", Some("Root"), [0.0, 0.95, 0.0]),
    bone("Spine", Some("Hips"), [0.0, 0.12, 0.0]),
    bone("Chest", Some("Spine"), [0.0, 0.15, 0.0]),
    bone("Neck", Some("Chest"), [0.0, 0.28, 0.0]),
    bone("Head", Some("Neck"), [0.0, 0.10, 0.0]),
    bone("LeftShoulder", Some("Chest"), [0.04, 0.21, 0.0]),
    bone("LeftUpperArm", Some("LeftShoulder"), [0.15, 0.02, 0.0]),
    bone("LeftLowerArm", Some("LeftUpperArm"), [0.28, 0.0, 0.0]),
    bone("LeftHand", Some("LeftLowerArm"), [0.25, 0.0, 0.0]),
    bone("RightShoulder", Some("Chest"), [-0.04, 0.21, 0.0]),
    bone("RightUpperArm", Some("RightShoulder"), [-0.15, 0.02, 0.0]),
    bone("RightLowerArm", Some("RightUpperArm"), [-0.28, 0.0, 0.0]),
    bone("RightHand", Some("RightLowerArm"), [-0.25, 0.0, 0.0]),
    bone("LeftUpperLeg", Some("Hips"), [0.09, -0.04, 0.0]),
    bone("LeftLowerLeg", Some("LeftUpperLeg"), [0.0, -0.41, 0.0]),
    bone("LeftFoot", Some("LeftLowerLeg"), [0.0, -0.42, 0.0]),
    bone("LeftToes", Some("LeftFoot"), [0.0, -0.05, 0.13]),
    bone("RightUpperLeg", Some("Hips"), [-0.09, -0.04, 0.0]),
    bone("RightLowerLeg", Some("RightUpperLeg"), [0.0, -0.41, 0.0]),
    bone("RightFoot", Some("RightLowerLeg"), [0.0, -0.42, 0.0]),
    bone("RightToes", Some("RightFoot"), [0.0, -0.05, 0.13]),
];

/// Index of a bone by name.
///
/// # Panics
/// Panics on an unknown name: names are compile-time constants of this module.
pub(super) fn index(name: &str) -> usize {
    BONES
        .iter()
        .position(|b| b.name == name)
        .unwrap_or_else(|| panic!("unknown mannequin bone {name}"))
}

/// Index of the parent of each bone (`None` for the root).
pub(super) fn parent_indices() -> Vec<Option<usize>> {
    BONES
        .iter()
        .map(|b| b.parent.map(index))
        .collect::<Vec<_>>()
}

/// Rest-pose world position of every bone (rest rotations are identity).
pub(super) fn rest_world_positions() -> Vec<Vec3> {
    let mut out: Vec<Vec3> = Vec::with_capacity(BONES.len());
    for (b, parent) in BONES.iter().zip(parent_indices()) {
        let local = Vec3::from(b.local_translation_m);
        let base = parent.map_or(Vec3::ZERO, |p| out[p]);
        out.push(base + local);
    }
    out
}

/// Rest-pose world position of a named bone.
pub(super) fn rest_world(name: &str) -> Vec3 {
    rest_world_positions()[index(name)]
}

/// Inverse bind matrices: inverse of each bone's rest world matrix.
pub(super) fn inverse_bind_matrices() -> Vec<Mat4> {
    rest_world_positions()
        .into_iter()
        .map(|p| Mat4::from_translation(p).inverse())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parents_come_first_and_names_are_unique() {
        for (i, b) in BONES.iter().enumerate() {
            if let Some(p) = b.parent {
                assert!(index(p) < i, "{} before its parent", b.name);
            }
            assert_eq!(index(b.name), i, "duplicate name {}", b.name);
        }
    }

    #[test]
    fn proportions_are_humanoid() {
        let w = |n: &str| rest_world(n);
        assert!((w("Hips").y - 0.95).abs() < 1e-6);
        assert!((w("LeftUpperArm").x - w("RightUpperArm").x - 0.38).abs() < 1e-5);
        assert!((w("LeftUpperArm").y - 1.45).abs() < 1e-5);
        assert!((w("LeftLowerLeg").y - 0.50).abs() < 1e-5);
        assert!((w("LeftFoot").y - 0.08).abs() < 1e-5);
        assert!(w("LeftToes").z > 0.1);
        assert!(w("LeftHand").x > 0.0 && w("RightHand").x < 0.0);
    }
}
