//! What the user has selected.

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Selection {
    #[default]
    None,
    Body(usize),
    Joint(usize),
    Group(String),
    /// The rig's settings ([sim], [switch], [recovery]).
    Settings,
}

impl Selection {
    /// What `name` selects in `rig`: a body, joint or drive group by name (bodies first, then
    /// joints, then groups, as the outliner lists them), `settings` for the rig settings, or with
    /// a `body:`, `joint:` or `group:` prefix that kind alone (a joint is often named after the
    /// body it moves). Nothing when the name matches nothing.
    pub fn by_name(rig: &crate::rig::Rig, name: &str) -> Selection {
        let body = |n: &str| rig.body_index(n).map(Selection::Body);
        let joint = |n: &str| rig.joint_index(n).map(Selection::Joint);
        let group = |n: &str| {
            rig.groups
                .contains_key(n)
                .then(|| Selection::Group(n.to_owned()))
        };
        let found = if let Some(n) = name.strip_prefix("body:") {
            body(n)
        } else if let Some(n) = name.strip_prefix("joint:") {
            joint(n)
        } else if let Some(n) = name.strip_prefix("group:") {
            group(n)
        } else if name == "settings" {
            Some(Selection::Settings)
        } else {
            body(name).or_else(|| joint(name)).or_else(|| group(name))
        };
        found.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::Selection;
    use crate::rig::{Body, Gains, Group, Joint, Rig};
    use crate::xform::Rigid;

    #[test]
    fn a_name_shared_by_a_body_a_joint_and_a_group_is_told_apart_by_its_prefix() {
        let mut rig = Rig::empty("x.glb");
        rig.bodies = ["chest", "neck"].map(Body::for_test).to_vec();
        rig.joints = vec![Joint::for_test(
            "neck",
            "chest",
            "neck",
            Rigid::default(),
            Rigid::default(),
        )];
        rig.groups.insert(
            "neck".into(),
            Group {
                gains: Gains::Stiffness { kp: 1.0, kd: 0.1 },
                max_torque: 1.0,
                weight: 1.0,
                hand_tuned: false,
            },
        );
        assert_eq!(Selection::by_name(&rig, "neck"), Selection::Body(1));
        assert_eq!(Selection::by_name(&rig, "body:neck"), Selection::Body(1));
        assert_eq!(Selection::by_name(&rig, "joint:neck"), Selection::Joint(0));
        assert_eq!(
            Selection::by_name(&rig, "group:neck"),
            Selection::Group("neck".into())
        );
        assert_eq!(Selection::by_name(&rig, "settings"), Selection::Settings);
        assert_eq!(Selection::by_name(&rig, "joint:chest"), Selection::None);
        assert_eq!(Selection::by_name(&rig, "nothing"), Selection::None);
    }
}
