//! Humanoid roles: the 17 body parts a generated ragdoll can have. Role names are also the
//! generated body names (`pelvis`, `upperarm_l`, ...).

use super::names::Side;
use glam::Vec3;

/// A body segment, without its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Segment {
    Pelvis,
    Abdomen,
    Chest,
    Neck,
    Head,
    UpperArm,
    Forearm,
    Hand,
    Thigh,
    Shin,
    Foot,
}

impl Segment {
    pub fn name(self) -> &'static str {
        match self {
            Segment::Pelvis => "pelvis",
            Segment::Abdomen => "abdomen",
            Segment::Chest => "chest",
            Segment::Neck => "neck",
            Segment::Head => "head",
            Segment::UpperArm => "upperarm",
            Segment::Forearm => "forearm",
            Segment::Hand => "hand",
            Segment::Thigh => "thigh",
            Segment::Shin => "shin",
            Segment::Foot => "foot",
        }
    }

    pub fn is_sided(self) -> bool {
        matches!(
            self,
            Segment::UpperArm
                | Segment::Forearm
                | Segment::Hand
                | Segment::Thigh
                | Segment::Shin
                | Segment::Foot
        )
    }

    /// Pelvis, abdomen, chest.
    pub fn is_trunk(self) -> bool {
        matches!(self, Segment::Pelvis | Segment::Abdomen | Segment::Chest)
    }

    /// The segment it hangs from in the ragdoll's tree (None for the pelvis).
    pub fn parent(self) -> Option<Segment> {
        Some(match self {
            Segment::Pelvis => return None,
            Segment::Abdomen => Segment::Pelvis,
            Segment::Chest => Segment::Abdomen,
            Segment::Neck => Segment::Chest,
            Segment::Head => Segment::Neck,
            Segment::UpperArm => Segment::Chest,
            Segment::Forearm => Segment::UpperArm,
            Segment::Hand => Segment::Forearm,
            Segment::Thigh => Segment::Pelvis,
            Segment::Shin => Segment::Thigh,
            Segment::Foot => Segment::Shin,
        })
    }

    /// The joint type (a preset's `[limits.TYPE]`) of the joint whose child is this segment.
    pub fn joint_type(self) -> Option<&'static str> {
        Some(match self {
            Segment::Pelvis => return None,
            Segment::Abdomen => "lumbar",
            Segment::Chest => "thoracic",
            Segment::Neck => "neck",
            Segment::Head => "head",
            Segment::UpperArm => "shoulder",
            Segment::Forearm => "elbow",
            Segment::Hand => "wrist",
            Segment::Thigh => "hip",
            Segment::Shin => "knee",
            Segment::Foot => "ankle",
        })
    }

    /// The joint frame's twist (X) and Y axes for a left-side or centre joint in the canonical
    /// T-pose, as (x, y) in the character frame given as (left, up, forward). The actual frame
    /// turns these by the shortest arc from the canonical X to the child bone's direction.
    /// Spine: X up, Y right (swing1 = flexion/extension, swing2 = lateral bending);
    /// arms: X along the arm, Y up; legs: X down, Y left (swing1 = flexion); ankle: X toward
    /// the toes, Y left.
    pub fn canonical_frame(self, left: Vec3, up: Vec3, forward: Vec3) -> (Vec3, Vec3) {
        match self {
            Segment::Pelvis | Segment::Abdomen | Segment::Chest | Segment::Neck | Segment::Head => {
                (up, -left)
            }
            Segment::UpperArm | Segment::Forearm | Segment::Hand => (left, up),
            Segment::Thigh | Segment::Shin => (-up, left),
            Segment::Foot => (forward, left),
        }
    }
}

/// A segment on a side (sided segments) or in the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Role {
    pub segment: Segment,
    pub side: Option<Side>,
}

impl Role {
    pub const fn centre(segment: Segment) -> Role {
        Role {
            segment,
            side: None,
        }
    }

    pub const fn sided(segment: Segment, side: Side) -> Role {
        Role {
            segment,
            side: Some(side),
        }
    }

    /// All 17 roles in body order (trunk and head first, then limbs left before right).
    pub const ALL: [Role; 17] = {
        use Segment::*;
        use Side::*;
        [
            Role::centre(Pelvis),
            Role::centre(Abdomen),
            Role::centre(Chest),
            Role::centre(Neck),
            Role::centre(Head),
            Role::sided(UpperArm, Left),
            Role::sided(UpperArm, Right),
            Role::sided(Forearm, Left),
            Role::sided(Forearm, Right),
            Role::sided(Hand, Left),
            Role::sided(Hand, Right),
            Role::sided(Thigh, Left),
            Role::sided(Thigh, Right),
            Role::sided(Shin, Left),
            Role::sided(Shin, Right),
            Role::sided(Foot, Left),
            Role::sided(Foot, Right),
        ]
    };

    /// `pelvis`, `upperarm_l`, `foot_r`: also the generated body's name.
    pub fn name(self) -> String {
        match self.side {
            None => self.segment.name().to_owned(),
            Some(s) => format!("{}{}", self.segment.name(), s.suffix()),
        }
    }

    /// Parse a role name: `thigh_l`, also `left_thigh` / `thigh.L` style aliases.
    pub fn parse(name: &str) -> Option<Role> {
        let n = name.trim().to_ascii_lowercase();
        let (base, side) = if let Some(b) = n.strip_prefix("left_") {
            (b.to_owned(), Some(Side::Left))
        } else if let Some(b) = n.strip_prefix("right_") {
            (b.to_owned(), Some(Side::Right))
        } else if let Some(b) = n.strip_suffix("_l").or(n.strip_suffix(".l")) {
            (b.to_owned(), Some(Side::Left))
        } else if let Some(b) = n.strip_suffix("_r").or(n.strip_suffix(".r")) {
            (b.to_owned(), Some(Side::Right))
        } else {
            (n, None)
        };
        Role::ALL
            .into_iter()
            .find(|r| r.side == side && r.segment.name() == base)
    }

    /// The role it hangs from (same side for limbs).
    pub fn parent(self) -> Option<Role> {
        let p = self.segment.parent()?;
        Some(Role {
            segment: p,
            side: if p.is_sided() { self.side } else { None },
        })
    }

    /// The same role on the other side (itself in the centre).
    pub fn mirrored(self) -> Role {
        Role {
            segment: self.segment,
            side: self.side.map(Side::other),
        }
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

impl serde::Serialize for Role {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for r in Role::ALL {
            assert_eq!(Role::parse(&r.name()), Some(r));
        }
        assert_eq!(
            Role::parse("left_thigh"),
            Some(Role::sided(Segment::Thigh, Side::Left))
        );
        assert_eq!(Role::parse("tail"), None);
        assert_eq!(
            Role::sided(Segment::Hand, Side::Right).parent(),
            Some(Role::sided(Segment::Forearm, Side::Right))
        );
        assert_eq!(
            Role::sided(Segment::UpperArm, Side::Right).parent(),
            Some(Role::centre(Segment::Chest))
        );
    }
}
