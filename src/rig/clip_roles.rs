//! Clip roles: which of the model's animation clips plays each part a ragdoll needs (standing
//! idle, walk, run, jump, and the get-ups from lying on the back and on the front). The rig
//! stores them (`[clips]` in the rig file); the generator guesses them (`fit::clip_guess`), the
//! editor and `ragrig fit --clip-role ROLE=CLIP` edit them, and the scenario suite, recovery and
//! the switch-safety report look clips up through them instead of by fixed names.

use serde::Serialize;
use std::collections::BTreeMap;

/// The part a clip plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClipRole {
    /// Standing still (also the target of the get-up fallback: its first frame).
    Idle,
    Walk,
    Run,
    Jump,
    /// Getting up from lying on the back.
    GetupSupine,
    /// Getting up from lying on the front.
    GetupProne,
}

impl ClipRole {
    /// Every role, in file order.
    pub const ALL: [ClipRole; 6] = [
        ClipRole::Idle,
        ClipRole::Walk,
        ClipRole::Run,
        ClipRole::Jump,
        ClipRole::GetupSupine,
        ClipRole::GetupProne,
    ];

    /// The rig file's key: `idle`, `walk`, `run`, `jump`, `getup_supine`, `getup_prone`.
    pub fn key(self) -> &'static str {
        match self {
            ClipRole::Idle => "idle",
            ClipRole::Walk => "walk",
            ClipRole::Run => "run",
            ClipRole::Jump => "jump",
            ClipRole::GetupSupine => "getup_supine",
            ClipRole::GetupProne => "getup_prone",
        }
    }

    /// For people: `get-up (supine)`.
    pub fn label(self) -> &'static str {
        match self {
            ClipRole::Idle => "idle",
            ClipRole::Walk => "walk",
            ClipRole::Run => "run",
            ClipRole::Jump => "jump",
            ClipRole::GetupSupine => "get-up (supine)",
            ClipRole::GetupProne => "get-up (prone)",
        }
    }

    /// A role from its key; `-` and spaces count as `_`, case is ignored, `get_up_…` and
    /// `getup-…` both work.
    pub fn parse(s: &str) -> Option<ClipRole> {
        let k = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        let k = k.replace("get_up", "getup");
        ClipRole::ALL.into_iter().find(|r| r.key() == k)
    }

    /// The two get-up roles.
    pub fn is_getup(self) -> bool {
        matches!(self, ClipRole::GetupSupine | ClipRole::GetupProne)
    }
}

impl std::fmt::Display for ClipRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// Role → clip name (a role with no clip is absent; an empty name counts as absent).
pub type ClipRoles = BTreeMap<ClipRole, String>;

/// A `ROLE=CLIP` assignment that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AssignmentError {
    /// No `=` in the text (the text).
    #[error("'{0}': expected ROLE=CLIP")]
    NoEquals(String),
    /// The part before `=` names no clip role (that part).
    #[error("'{0}' is not a clip role (roles: {roles})", roles = ClipRole::ALL.map(ClipRole::key).join(", "))]
    UnknownRole(String),
}

/// Parse `ROLE=CLIP` (as `--clip-role run=Running_A` gives it). An empty CLIP clears the role.
pub fn parse_assignment(s: &str) -> Result<(ClipRole, String), AssignmentError> {
    let (role, clip) = s
        .split_once('=')
        .ok_or_else(|| AssignmentError::NoEquals(s.to_owned()))?;
    let role =
        ClipRole::parse(role).ok_or_else(|| AssignmentError::UnknownRole(role.to_owned()))?;
    Ok((role, clip.trim().to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_parse_back_and_aliases_work() {
        for r in ClipRole::ALL {
            assert_eq!(ClipRole::parse(r.key()), Some(r));
        }
        assert_eq!(ClipRole::parse("Get-Up Prone"), Some(ClipRole::GetupProne));
        assert_eq!(
            ClipRole::parse("get_up_supine"),
            Some(ClipRole::GetupSupine)
        );
        assert_eq!(ClipRole::parse("dance"), None);
        assert_eq!(
            parse_assignment("run=Running_A"),
            Ok((ClipRole::Run, "Running_A".into()))
        );
        assert_eq!(
            parse_assignment("jump="),
            Ok((ClipRole::Jump, String::new()))
        );
        assert!(parse_assignment("run").is_err());
        assert!(
            parse_assignment("sprint=X")
                .unwrap_err()
                .to_string()
                .contains("getup_prone")
        );
    }
}
