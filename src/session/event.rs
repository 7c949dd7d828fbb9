//! What a session reports as it runs: the switch, hits, get-ups and why they did or did not
//! start. Shown in the editor's event list and in `ragrig simulate`'s output and JSON.

use serde::Serialize;
use std::fmt;

/// One reported event.
#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// Session time, s.
    pub t: f64,
    pub kind: EventKind,
    /// What happened, in words (the reason, the clip, the numbers).
    pub detail: String,
}

/// The kinds of [`Event`]. Files and JSON spell them as [`EventKind::label`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EventKind {
    /// The bodies were handed to physics.
    #[serde(rename = "switch")]
    Switch,
    /// The pose at the switch opened joints; they were closed before simulating.
    #[serde(rename = "joints closed")]
    JointsClosed,
    /// The pose at the switch held joints outside their limits; they were turned back onto them
    /// before simulating.
    #[serde(rename = "limits restored")]
    LimitsRestored,
    /// The pose at the switch reached into the ground; it was lifted out before simulating.
    #[serde(rename = "lifted out of the ground")]
    LiftedOutOfGround,
    /// The pose at the switch reached into an obstacle; it was moved out before simulating.
    #[serde(rename = "moved out of an obstacle")]
    MovedOutOfObstacle,
    /// Bodies overlapped in the pose at the switch; their contacts are off until they separate.
    #[serde(rename = "contacts paused")]
    ContactsPaused,
    /// An impulse was applied.
    #[serde(rename = "hit")]
    Hit,
    /// A get-up was chosen, started or finished (the detail says which and why).
    #[serde(rename = "recover")]
    Recover,
    /// A hit ended a get-up; the ragdoll continues from the shown pose.
    #[serde(rename = "get-up cancelled")]
    GetupCancelled,
    /// Every get-up's standing place is blocked; the session retries each step.
    #[serde(rename = "get-up blocked")]
    GetupBlocked,
    /// Blocked for longer than the retry timeout: the ragdoll stays down.
    #[serde(rename = "get-up gave up")]
    GetupGaveUp,
}

impl EventKind {
    /// The label shown in the editor and written to JSON.
    pub fn label(self) -> &'static str {
        match self {
            EventKind::Switch => "switch",
            EventKind::JointsClosed => "joints closed",
            EventKind::LimitsRestored => "limits restored",
            EventKind::LiftedOutOfGround => "lifted out of the ground",
            EventKind::MovedOutOfObstacle => "moved out of an obstacle",
            EventKind::ContactsPaused => "contacts paused",
            EventKind::Hit => "hit",
            EventKind::Recover => "recover",
            EventKind::GetupCancelled => "get-up cancelled",
            EventKind::GetupBlocked => "get-up blocked",
            EventKind::GetupGaveUp => "get-up gave up",
        }
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_spells_each_kind_as_its_label() {
        for k in [
            EventKind::Switch,
            EventKind::JointsClosed,
            EventKind::LimitsRestored,
            EventKind::LiftedOutOfGround,
            EventKind::ContactsPaused,
            EventKind::Hit,
            EventKind::Recover,
            EventKind::GetupCancelled,
            EventKind::GetupBlocked,
            EventKind::GetupGaveUp,
        ] {
            let json = serde_json::to_string(&k).unwrap();
            assert_eq!(json, format!("\"{}\"", k.label()));
        }
    }
}
