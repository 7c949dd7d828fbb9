//! Bone-name analysis: namespace and noise stripping, tokens, the side (left/right), and the
//! left↔right counterpart of a name.
//!
//! `mixamorig:LeftUpLeg` → side Left, tokens `[up, leg]`, core `upleg`;
//! `upperarm_twist_01_l` → side Left, tokens `[upperarm, twist, 01]`, core `upperarmtwist`;
//! `spine.003` → no side, core `spine`, number 3.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Left,
    Right,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }

    /// The role/body-name suffix: `_l` or `_r`.
    pub fn suffix(self) -> &'static str {
        match self {
            Side::Left => "_l",
            Side::Right => "_r",
        }
    }
}

/// What a bone name says, independent of its naming convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameInfo {
    /// Lower-case tokens without the side marker and noise tokens (numbers kept).
    pub tokens: Vec<String>,
    /// The alphabetic tokens joined: `upperarm`, `upleg`, `spine`.
    pub core: String,
    /// The last numeric token (`spine_02` → 2).
    pub number: Option<u32>,
    pub side: Option<Side>,
}

/// Tokens marking helper bones that are never mapped to a role (IK targets, twist helpers,
/// end markers, controls, mechanism bones).
const HELPER_TOKENS: &[&str] = &[
    "end",
    "nub",
    "ik",
    "fk",
    "pole",
    "target",
    "ctrl",
    "control",
    "twist",
    "roll",
    "helper",
    "mch",
    "org",
    "jiggle",
    "dyn",
    "aux",
    "tweak",
    "poletarget",
];

/// Substrings marking attachment points for props (weapons, shields): the subtree's geometry
/// is ignored by the capsule fit and the bones are never mapped.
const PROP_WORDS: &[&str] = &["slot", "socket", "weapon", "prop", "attach", "holster"];

/// Tokens dropped as noise (exporter prefixes and centre markers).
const NOISE_TOKENS: &[&str] = &["mixamorig", "def", "j", "jnt", "bn", "c", "bip", "sk", "b"];

/// Finger bones (and palm bones): their geometry counts for the hand of their side.
const FINGER_WORDS: &[&str] = &[
    "thumb",
    "index",
    "middle",
    "ring",
    "pinky",
    "little",
    "finger",
    "palm",
    "metacarpal",
];

/// Toe bones: their geometry counts for the foot of their side.
const TOE_WORDS: &[&str] = &["toe", "ball"];

/// Split into words at separators, camelCase and letter/digit boundaries, lower-cased.
pub fn tokenise(name: &str) -> Vec<String> {
    let name = name.rsplit([':', '|']).next().unwrap_or(name);
    let mut out = Vec::new();
    for word in name.split(|c: char| !c.is_alphanumeric()) {
        let chars: Vec<char> = word.chars().collect();
        let mut cur = String::new();
        for (i, &c) in chars.iter().enumerate() {
            if i > 0 && !cur.is_empty() {
                let p = chars[i - 1];
                let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
                let boundary = (p.is_lowercase() && c.is_uppercase())
                    || (p.is_alphabetic() && c.is_ascii_digit())
                    || (p.is_ascii_digit() && c.is_alphabetic())
                    || (p.is_uppercase() && c.is_uppercase() && next_lower);
                if boundary {
                    out.push(std::mem::take(&mut cur).to_lowercase());
                }
            }
            cur.push(c);
        }
        if !cur.is_empty() {
            out.push(cur.to_lowercase());
        }
    }
    out
}

/// Analyse a bone name.
pub fn analyse(name: &str) -> NameInfo {
    let raw = tokenise(name);
    let mut side = None;
    let mut tokens = Vec::new();
    let mut skip_number = false;
    for t in raw {
        if skip_number && t.chars().all(|c| c.is_ascii_digit()) {
            skip_number = false;
            continue;
        }
        skip_number = false;
        match t.as_str() {
            "l" | "left" => side = side.or(Some(Side::Left)),
            "r" | "right" => side = side.or(Some(Side::Right)),
            "bip" => skip_number = true,
            s if NOISE_TOKENS.contains(&s) => {}
            _ => tokens.push(t),
        }
    }
    let core: String = tokens
        .iter()
        .filter(|t| !t.chars().all(|c| c.is_ascii_digit()))
        .map(String::as_str)
        .collect();
    let number = tokens
        .iter()
        .rev()
        .find(|t| t.chars().all(|c| c.is_ascii_digit()))
        .and_then(|t| t.parse().ok());
    NameInfo {
        tokens,
        core,
        number,
        side,
    }
}

impl NameInfo {
    /// A helper or prop bone: never mapped to a role.
    pub fn is_helper(&self) -> bool {
        self.tokens
            .iter()
            .any(|t| HELPER_TOKENS.contains(&t.as_str()))
            || self.is_prop()
    }

    /// An attachment point for props: its subtree's geometry is not part of the body.
    pub fn is_prop(&self) -> bool {
        self.tokens
            .iter()
            .any(|t| PROP_WORDS.iter().any(|w| t.contains(w)))
    }

    pub fn is_finger(&self) -> bool {
        self.tokens
            .iter()
            .any(|t| FINGER_WORDS.iter().any(|w| t.starts_with(w)))
    }

    pub fn is_toe(&self) -> bool {
        self.tokens
            .iter()
            .any(|t| TOE_WORDS.iter().any(|w| t.starts_with(w)))
    }
}

/// The name of the other side's twin (`thigh_l` → `thigh_r`, `mixamorig:LeftArm` →
/// `mixamorig:RightArm`, `UpperArm.L` → `UpperArm.R`, `J_Bip_L_Hand` → `J_Bip_R_Hand`), or
/// `None` when the name carries no side marker.
pub fn counterpart(name: &str) -> Option<String> {
    const SUFFIXES: &[(&str, &str)] = &[
        ("_l", "_r"),
        ("_L", "_R"),
        (".l", ".r"),
        (".L", ".R"),
        ("-l", "-r"),
        ("-L", "-R"),
        (" l", " r"),
        (" L", " R"),
    ];
    for &(a, b) in SUFFIXES {
        if let Some(s) = name.strip_suffix(a) {
            return Some(format!("{s}{b}"));
        }
        if let Some(s) = name.strip_suffix(b) {
            return Some(format!("{s}{a}"));
        }
    }
    // A marker before an end marker or a number: `Foot.L_end`, `thigh.L.001`.
    for &(a, b) in SUFFIXES {
        for (x, y) in [(a, b), (b, a)] {
            for sep in ['_', '.', '-', ' '] {
                let pat = format!("{x}{sep}");
                if let Some(pos) = name.rfind(&pat)
                    && pos > 0
                {
                    return Some(format!("{}{y}{}", &name[..pos], &name[pos + x.len()..]));
                }
            }
        }
    }
    const WORDS: &[(&str, &str)] = &[("Left", "Right"), ("left", "right"), ("LEFT", "RIGHT")];
    for &(a, b) in WORDS {
        for (x, y) in [(a, b), (b, a)] {
            if let Some(pos) = name.find(x) {
                return Some(format!("{}{y}{}", &name[..pos], &name[pos + x.len()..]));
            }
        }
    }
    const PREFIXES: &[(&str, &str)] = &[("L_", "R_"), ("l_", "r_"), ("L.", "R."), ("l.", "r.")];
    let tail = name.rfind([':', '|']).map_or(0, |p| p + 1);
    let (ns, rest) = name.split_at(tail);
    for &(a, b) in PREFIXES {
        if let Some(s) = rest.strip_prefix(a) {
            return Some(format!("{ns}{b}{s}"));
        }
        if let Some(s) = rest.strip_prefix(b) {
            return Some(format!("{ns}{a}{s}"));
        }
    }
    None
}

/// Whether a joint (or body) is on the character's right: the preset rule's markers
/// (`_r`, `right…`, …) or any side marker this module reads (`mixamorig:RightArm`, `J_Bip_R_…`).
pub fn on_right(name: &str) -> bool {
    crate::rig::preset_apply::name_is_right(name) || side_of(name) == Some(Side::Right)
}

/// The side a (body or bone) name is on, by its marker.
pub fn side_of(name: &str) -> Option<Side> {
    analyse(name).side
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_joint_is_on_the_right_by_either_rule() {
        for right in [
            "shoulder_r",
            "hip.R",
            "Right_knee",
            "mixamorig:RightArm",
            "J_Bip_R_UpperLeg",
        ] {
            assert!(on_right(right), "{right}");
        }
        for left in ["shoulder_l", "mixamorig:LeftArm", "neck", "upperarm.L"] {
            assert!(!on_right(left), "{left}");
        }
    }

    #[test]
    fn tokens_of_each_convention() {
        assert_eq!(tokenise("mixamorig:LeftUpLeg"), ["left", "up", "leg"]);
        assert_eq!(tokenise("upper_arm.L"), ["upper", "arm", "l"]);
        assert_eq!(tokenise("leftUpperLeg"), ["left", "upper", "leg"]);
        assert_eq!(tokenise("spine_01"), ["spine", "01"]);
        assert_eq!(tokenise("LUpperArm"), ["l", "upper", "arm"]);
        assert_eq!(tokenise("kneeIK.l"), ["knee", "ik", "l"]);
        let a = analyse("mixamorig:Spine2");
        assert_eq!(
            (a.core.as_str(), a.number, a.side),
            ("spine", Some(2), None)
        );
        let a = analyse("upperarm_twist_01_l");
        assert_eq!(a.side, Some(Side::Left));
        assert!(a.is_helper());
        let a = analyse("J_Bip_R_UpperLeg");
        assert_eq!((a.core.as_str(), a.side), ("upperleg", Some(Side::Right)));
        let a = analyse("Bip01 L Thigh");
        assert_eq!((a.core.as_str(), a.number), ("thigh", None));
        assert!(analyse("handslot.l").is_prop());
        assert!(analyse("mixamorig:LeftHandIndex1").is_finger());
        assert!(analyse("mixamorig:LeftToeBase").is_toe());
        assert!(!analyse("LeftHand").is_finger());
    }

    #[test]
    fn counterparts() {
        for (a, b) in [
            ("thigh_l", "thigh_r"),
            ("UpperArm.L", "UpperArm.R"),
            ("mixamorig:LeftArm", "mixamorig:RightArm"),
            ("leftUpperLeg", "rightUpperLeg"),
            ("J_Bip_L_Hand", "J_Bip_R_Hand"),
            ("Foot.L_end", "Foot.R_end"),
            ("L_Hand", "R_Hand"),
            ("upperarm.l", "upperarm.r"),
        ] {
            assert_eq!(counterpart(a).as_deref(), Some(b), "{a}");
            assert_eq!(counterpart(b).as_deref(), Some(a), "{b}");
        }
        assert_eq!(counterpart("pelvis"), None);
        assert_eq!(counterpart("Spine1"), None);
    }
}
