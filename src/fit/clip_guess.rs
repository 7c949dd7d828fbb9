//! Guessing clip roles (idle, walk, run, jump, get-up supine/prone) from clip names and motion.
//!
//! **Names** (tokenised like bone names: `Running_A` → `running a`, `mixamo.com|Breathing Idle`
//! → `breathing idle`): a role's word (`idle`; `walk`/`walking`; `run`/`running`/`jog`/
//! `sprint`; `jump`; `getup`/`standup`/`wakeup`/`riseup` for get-ups) scores 1, minus 0.15 per
//! other word (so `Idle` beats `Breathing_Idle`) and minus 0.75 per word that says it is
//! something else (`Lie_Idle`, `Walking_Backwards`, `Jump_Start`, `Sit_Floor_StandUp`, ...);
//! `full` adds 0.1 to a jump. Single letters and numbers (variants `_A`, `_02`) do not count.
//! Common conventions covered: Mixamo (`Idle`, `Walking`, `Running`, `Jump`, `Getting Up`,
//! `Stand Up`), KayKit (`Idle`, `Walking_A`, `Running_A`, `Jump_Full_Short`, `Lie_StandUp`),
//! Unreal (`MM_Idle`, `Jog_Fwd`, `Jump_Start` …), Unity (`Idle`, `Walk`, `Run`, `Jump`).
//!
//! **Motion** (the clip sampled at 30 Hz; the joints that carry skin, i.e. dominate vertices,
//! so IK targets and helpers do not count): the horizontal travel speed of the joints'
//! centroid, the limb speed (RMS joint speed relative to the centroid), both in character
//! heights per second, the vertical range of the centroid and the highest lift of the lowest
//! joint over its rest minimum (heights), and the joints' vertical extent at the first and last
//! frame relative to their extent at rest (1 standing as at rest, small lying down).
//! A clip that starts lying (extent < 60 % of the rest extent; KayKit's `Lie_StandUp` starts at
//! 53 %, its sitting clips at 69 % and more) and ends standing (> 75 %) is a get-up; whether
//! from the back or the front comes from the chest bone's forward axis at the first frame
//! (pointing up: supine, down: prone; in between, on the side, it serves both). Motion confirms names (a get-up by name must
//! start lying to be told apart from a sit-to-stand, and is sided by motion when the name has
//! no `back`/`front` marker) and stands in for them when no name matches. A clip that turns the
//! body more than 60° about the vertical (a spin), moves its centroid more than a quarter of
//! the height between two samples (a teleport) or does not stand at both ends (> 60 % of the
//! rest extent) plays no locomotion role; otherwise a lift of the lowest joint above 8 % of the
//! height is a jump (a run's flight phase lifts about 4 %), a travel speed above 1.1 heights/s (or limb speed
//! above 0.65 /s when in place) a run, above 0.25 heights/s (limb speed 0.2 /s) a walk, below
//! 0.06 heights/s with limb speed below 0.08 /s an idle. (Measured in place: KayKit Knight
//! idle 0.01, walk 0.38, run 0.76 /s; RobotExpressive idle 0.01, walk 0.57, run 2.0 /s.)

use super::names::tokenise;
use crate::character::Character;
use crate::rig::ClipRole;
use glam::Vec3;
use serde::Serialize;

/// How a role's clip was chosen.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ClipGuess {
    pub role: ClipRole,
    pub clip: String,
    /// `name`, `name and motion`, `motion`, or `manual` (set by the user).
    pub source: &'static str,
    /// For people: why.
    pub reason: String,
}

/// What the clip's motion says (see the module docs).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ClipMotion {
    pub clip: String,
    pub duration: f32,
    /// Heights per second.
    pub travel_speed: f32,
    pub limb_speed: f32,
    /// Heights.
    pub vertical_range: f32,
    pub lift: f32,
    pub start_extent: f32,
    pub end_extent: f32,
    /// The largest centroid move between two samples (1/30 s), heights: a teleport jumps.
    pub max_step: f32,
    /// The largest turn about +Y of the joints around their centroid from the first frame,
    /// degrees (a spin or a turn).
    pub max_yaw_deg: f32,
    /// `(R_chest · forward) · up` at the first frame, when the chest is known.
    pub start_facing_up: Option<f32>,
}

impl ClipMotion {
    pub fn is_getup(&self) -> bool {
        self.start_extent < 0.6 && self.end_extent > 0.75
    }
}

/// The chest bone and the character's forward in that bone's frame (for supine/prone).
#[derive(Clone, Copy, Debug)]
pub struct ChestAxis {
    pub node: usize,
    pub forward_in_bone: Vec3,
}

const SAMPLE_HZ: f32 = 30.0;

/// The motion features of every clip (`height` = the character's rest height).
pub fn clip_motions(ch: &Character, height: f32, chest: Option<ChestAxis>) -> Vec<ClipMotion> {
    let sk = &ch.skeleton;
    let joints = weighted_joints(ch);
    let h = height.max(1e-6);
    let rest = sk.node_pose();
    let rest_world = sk.world_rigid(&rest);
    let (rest_min, rest_max) = joints
        .iter()
        .fold((f32::INFINITY, f32::NEG_INFINITY), |a, &j| {
            (
                a.0.min(rest_world[j].translation.y),
                a.1.max(rest_world[j].translation.y),
            )
        });
    let rest_extent = (rest_max - rest_min).max(1e-3 * h);
    ch.clips
        .iter()
        .map(|c| {
            let frames = ((c.duration * SAMPLE_HZ).ceil() as usize).max(1);
            let mut centroids = Vec::with_capacity(frames + 1);
            let mut points: Vec<Vec<Vec3>> = Vec::with_capacity(frames + 1);
            let (mut start_extent, mut end_extent, mut facing) = (0.0, 0.0, None);
            let mut lift = f32::NEG_INFINITY;
            for k in 0..=frames {
                let t = (k as f32 / SAMPLE_HZ).min(c.duration);
                let w = sk.world_rigid(&c.sample(t, &rest));
                let p: Vec<Vec3> = joints.iter().map(|&j| w[j].translation).collect();
                let (lo, hi) = p.iter().fold((f32::INFINITY, f32::NEG_INFINITY), |a, q| {
                    (a.0.min(q.y), a.1.max(q.y))
                });
                lift = lift.max(lo - rest_min);
                if k == 0 {
                    start_extent = (hi - lo) / rest_extent;
                    facing = chest.map(|cx| (w[cx.node].rotation * cx.forward_in_bone).y);
                }
                if k == frames {
                    end_extent = (hi - lo) / rest_extent;
                }
                centroids.push(p.iter().copied().sum::<Vec3>() / p.len().max(1) as f32);
                points.push(p);
            }
            let dur = c.duration.max(1e-3);
            let travel = {
                let d = centroids[centroids.len() - 1] - centroids[0];
                Vec3::new(d.x, 0.0, d.z).length() / dur / h
            };
            let mut limb = 0.0f32;
            let mut n = 0usize;
            for k in 1..points.len() {
                let dc = centroids[k] - centroids[k - 1];
                for (a, b) in points[k - 1].iter().zip(&points[k]) {
                    let v = (*b - *a - dc) * SAMPLE_HZ;
                    limb += v.length_squared();
                    n += 1;
                }
            }
            let max_step = centroids
                .windows(2)
                .map(|w| w[0].distance(w[1]))
                .fold(0.0f32, f32::max)
                / h;
            // Best-fit yaw (2-D Procrustes about +Y) of each frame against the first.
            let mut max_yaw = 0.0f32;
            for k in 1..points.len() {
                let (mut cross, mut dot) = (0.0f32, 0.0f32);
                for (a, b) in points[0].iter().zip(&points[k]) {
                    let (a, b) = (*a - centroids[0], *b - centroids[k]);
                    cross += a.z * b.x - a.x * b.z;
                    dot += a.x * b.x + a.z * b.z;
                }
                max_yaw = max_yaw.max(cross.atan2(dot).abs());
            }
            let (cy_lo, cy_hi) = centroids
                .iter()
                .fold((f32::INFINITY, f32::NEG_INFINITY), |a, q| {
                    (a.0.min(q.y), a.1.max(q.y))
                });
            ClipMotion {
                clip: c.name.clone(),
                duration: c.duration,
                travel_speed: travel,
                limb_speed: (limb / n.max(1) as f32).sqrt() / h,
                vertical_range: (cy_hi - cy_lo) / h,
                lift: lift.max(0.0) / h,
                start_extent,
                end_extent,
                max_step,
                max_yaw_deg: max_yaw.to_degrees(),
                start_facing_up: facing,
            }
        })
        .collect()
}

/// The joints that dominate vertices (rigid meshes count for their node), else every skin
/// joint, else every node.
fn weighted_joints(ch: &Character) -> Vec<usize> {
    let n = ch.skeleton.nodes.len();
    let mut w = vec![false; n];
    for m in &ch.meshes {
        for d in m.dominant_nodes() {
            if d < n {
                w[d] = true;
            }
        }
    }
    let out: Vec<usize> = (0..n).filter(|&i| w[i]).collect();
    if out.len() >= 2 {
        return out;
    }
    let j = ch.joint_nodes();
    if j.is_empty() { (0..n).collect() } else { j }
}

/// Words that mean a clip is something other than the role (see the module docs).
fn penalties(role: ClipRole) -> &'static [&'static str] {
    const LOCO: &[&str] = &[
        "back",
        "backward",
        "backwards",
        "bwd",
        "left",
        "right",
        "strafe",
        "crouch",
        "crouched",
        "jump",
        "carry",
        "injured",
        "sneak",
        "turn",
        "stop",
        "start",
        "to",
        "lie",
        "sit",
        "swim",
    ];
    match role {
        ClipRole::Idle => &[
            "lie", "lying", "sit", "sitting", "chair", "floor", "jump", "crouch", "crouched",
            "swim", "fall", "falling", "death", "dead", "ground", "block", "aim", "aiming",
            "melee", "ranged", "combat", "2h", "1h", "hang", "climb", "to",
        ],
        ClipRole::Walk | ClipRole::Run => LOCO,
        ClipRole::Jump => &[
            "start", "land", "landing", "idle", "loop", "fall", "falling", "walk", "run",
            "running", "attack", "over", "down",
        ],
        ClipRole::GetupSupine | ClipRole::GetupProne => {
            &["sit", "sitting", "chair", "floor", "crouch", "bench"]
        }
    }
}

fn primary(role: ClipRole, tokens: &[String], joined: &str) -> bool {
    let has = |ws: &[&str]| tokens.iter().any(|t| ws.contains(&t.as_str()));
    match role {
        ClipRole::Idle => has(&["idle"]),
        ClipRole::Walk => has(&["walk", "walking"]) || joined.contains("walk"),
        ClipRole::Run => has(&["run", "running", "jog", "jogging", "sprint", "sprinting"]),
        ClipRole::Jump => has(&["jump", "jumping"]) || joined.contains("jump"),
        ClipRole::GetupSupine | ClipRole::GetupProne => [
            "getup",
            "getsup",
            "gettingup",
            "standup",
            "standsup",
            "wakeup",
            "riseup",
            "getupfrom",
        ]
        .iter()
        .any(|w| joined.contains(w)),
    }
}

/// The name's score for a role (≤ 0: no match).
pub fn name_score(role: ClipRole, name: &str) -> f32 {
    let tokens: Vec<String> = tokenise(name)
        .into_iter()
        .filter(|t| t.len() > 1 && !t.chars().all(|c| c.is_ascii_digit()))
        .filter(|t| {
            !matches!(
                t.as_str(),
                "mixamo" | "com" | "mm" | "anim" | "armature" | "action" | "unreal" | "take"
            )
        })
        .collect();
    let joined: String = tokens.concat();
    if !primary(role, &tokens, &joined) {
        return 0.0;
    }
    let role_words: &[&str] = match role {
        ClipRole::Idle => &["idle"],
        ClipRole::Walk => &[
            "walk", "walking", "fwd", "forward", "in", "place", "inplace",
        ],
        ClipRole::Run => &[
            "run",
            "running",
            "jog",
            "jogging",
            "sprint",
            "sprinting",
            "fwd",
            "forward",
            "in",
            "place",
            "inplace",
            "fast",
        ],
        ClipRole::Jump => &["jump", "jumping", "full", "short", "long", "in", "place"],
        ClipRole::GetupSupine | ClipRole::GetupProne => &[
            "get", "gets", "getting", "up", "stand", "stands", "standing", "wake", "rise", "from",
            "on", "back", "front", "belly", "stomach", "face", "supine", "prone", "lie", "lying",
            "ground", "down",
        ],
    };
    let bad = penalties(role);
    let mut score = 1.0f32;
    for t in &tokens {
        if bad.contains(&t.as_str()) && !(role.is_getup() && (t == "lie" || t == "lying")) {
            score -= 0.75;
        } else if !role_words.contains(&t.as_str()) {
            score -= 0.15;
        }
    }
    if role == ClipRole::Jump && tokens.iter().any(|t| t == "full") {
        score += 0.1;
    }
    score
}

/// Which side a get-up name marks: Some(true) supine, Some(false) prone, None unmarked.
fn getup_side(name: &str) -> Option<bool> {
    let t = tokenise(name);
    let has = |ws: &[&str]| t.iter().any(|x| ws.contains(&x.as_str()));
    if has(&["prone", "front", "belly", "stomach", "face"]) {
        Some(false)
    } else if has(&["supine", "back"]) {
        Some(true)
    } else {
        None
    }
}

/// The motion-only class of a clip (see the module docs).
fn motion_role(m: &ClipMotion) -> Option<ClipRole> {
    if m.duration <= 0.0 {
        return None;
    }
    if m.is_getup() {
        return match m.start_facing_up {
            Some(d) if d > 0.2 => Some(ClipRole::GetupSupine),
            Some(d) if d < -0.2 => Some(ClipRole::GetupProne),
            _ => None,
        };
    }
    if m.start_extent < 0.6 || m.end_extent < 0.6 || m.max_step > 0.25 || m.max_yaw_deg > 60.0 {
        return None;
    }
    if m.lift > 0.08 {
        return Some(ClipRole::Jump);
    }
    if m.travel_speed > 1.1 || (m.travel_speed < 0.06 && m.limb_speed > 0.65) {
        return Some(ClipRole::Run);
    }
    if m.travel_speed > 0.25 || (m.travel_speed < 0.06 && m.limb_speed > 0.2) {
        return Some(ClipRole::Walk);
    }
    if m.travel_speed < 0.06 && m.limb_speed < 0.08 {
        return Some(ClipRole::Idle);
    }
    None
}

/// Guess every role's clip (see the module docs). Roles without a plausible clip are absent.
pub fn guess_clip_roles(ch: &Character, height: f32, chest: Option<ChestAxis>) -> Vec<ClipGuess> {
    let motions = clip_motions(ch, height, chest);
    let mut out: Vec<ClipGuess> = Vec::new();
    let mut used: Vec<String> = Vec::new();
    for role in ClipRole::ALL {
        if let Some((s, i)) = best_by_name(role, &motions, &used) {
            let m = &motions[i];
            out.push(guess_by_name(role, m, s));
            used.push(m.clip.clone());
        }
    }
    // By motion for roles no name matched; only clips no name claimed.
    for role in ClipRole::ALL {
        if out.iter().any(|g| g.role == role) {
            continue;
        }
        if let Some(m) = pick_by_motion(role, &motions, &used) {
            out.push(ClipGuess {
                role,
                clip: m.clip.clone(),
                source: "motion",
                reason: format!(
                    "motion: travel {:.2} heights/s, limb {:.2} /s, lift {:.0} %, extent {:.0} → {:.0} %",
                    m.travel_speed,
                    m.limb_speed,
                    100.0 * m.lift,
                    100.0 * m.start_extent,
                    100.0 * m.end_extent
                ),
            });
            used.push(m.clip.clone());
        }
    }
    share_unsided_getup(&mut out, &motions);
    out.sort_by_key(|g| g.role);
    out
}

/// The clip whose name fits `role` best, with its score (ties: the first clip in the file);
/// clips in `used` are left for the get-ups only. A get-up must start lying (a sit-to-stand
/// does not), on the role's side by its name, else by its first frame.
fn best_by_name(role: ClipRole, motions: &[ClipMotion], used: &[String]) -> Option<(f32, usize)> {
    let mut best: Option<(f32, usize)> = None;
    for (i, m) in motions.iter().enumerate() {
        let mut s = name_score(role, &m.clip);
        if s <= 0.3 || used.contains(&m.clip) && !role.is_getup() {
            continue;
        }
        if role.is_getup() {
            if !m.is_getup() {
                continue;
            }
            let side_ok = match getup_side(&m.clip) {
                Some(supine) => supine == (role == ClipRole::GetupSupine),
                None => match motion_role(m) {
                    Some(r) => r == role,
                    None => true,
                },
            };
            if !side_ok {
                continue;
            }
            if getup_side(&m.clip).is_some() {
                s += 0.2;
            }
        }
        if best.is_none_or(|(b, _)| s > b + 1e-6) {
            best = Some((s, i));
        }
    }
    best
}

/// The guess for a clip `m` chosen by its name (score `s`), with what its motion says.
fn guess_by_name(role: ClipRole, m: &ClipMotion, s: f32) -> ClipGuess {
    let agrees = motion_role(m) == Some(role);
    ClipGuess {
        role,
        clip: m.clip.clone(),
        source: if agrees { "name and motion" } else { "name" },
        reason: format!(
            "name score {s:.2}{}",
            if role.is_getup() {
                format!(
                    "; starts lying (extent {:.0} % of standing){}",
                    100.0 * m.start_extent,
                    m.start_facing_up
                        .map_or(String::new(), |d| format!(", chest forward·up {d:.2}"))
                )
            } else if agrees {
                format!(
                    "; motion agrees (travel {:.2} heights/s, limb {:.2} /s, lift {:.0} %)",
                    m.travel_speed,
                    m.limb_speed,
                    100.0 * m.lift
                )
            } else {
                String::new()
            }
        ),
    }
}

/// The clip whose motion plays `role` most clearly, among those not in `used` and whose name
/// claims no other role: for idle the calmest, for jump the highest lift, else the first.
fn pick_by_motion<'m>(
    role: ClipRole,
    motions: &'m [ClipMotion],
    used: &[String],
) -> Option<&'m ClipMotion> {
    let cands: Vec<&ClipMotion> = motions
        .iter()
        .filter(|m| !used.contains(&m.clip) && motion_role(m) == Some(role))
        .filter(|m| {
            // A clip whose name claims another role is not taken by motion.
            !ClipRole::ALL
                .iter()
                .any(|&r| r != role && name_score(r, &m.clip) > 0.3)
        })
        .collect();
    match role {
        ClipRole::Idle => cands
            .iter()
            .min_by(|a, b| a.limb_speed.total_cmp(&b.limb_speed))
            .copied(),
        ClipRole::Jump => cands
            .iter()
            .max_by(|a, b| a.lift.total_cmp(&b.lift))
            .copied(),
        _ => cands.first().copied(),
    }
}

/// A single unsided get-up serves the other side too when that side has none.
fn share_unsided_getup(out: &mut Vec<ClipGuess>, motions: &[ClipMotion]) {
    for (have, missing) in [
        (ClipRole::GetupSupine, ClipRole::GetupProne),
        (ClipRole::GetupProne, ClipRole::GetupSupine),
    ] {
        if out.iter().any(|g| g.role == missing) {
            continue;
        }
        if let Some(g) = out.iter().find(|g| g.role == have).cloned()
            && getup_side(&g.clip).is_none()
            && motions
                .iter()
                .find(|m| m.clip == g.clip)
                .is_some_and(|m| m.start_facing_up.is_none())
        {
            out.push(ClipGuess {
                role: missing,
                clip: g.clip.clone(),
                source: g.source,
                reason: format!("the only get-up clip, side unknown ({})", g.reason),
            });
        }
    }
}

/// Guess the roles for an existing rig: the chest axis from its recovery chest body's outward
/// axis (`T_BC` turns it into the bone frame).
pub fn guess_for_rig(rig: &crate::rig::Rig, ch: &Character) -> Vec<ClipGuess> {
    let ch = ch.placed_for(rig.rest_pose, rig.floor);
    let chest = rig.body(&rig.recovery.chest).and_then(|b| {
        Some(ChestAxis {
            node: ch.skeleton.find(&b.bone)?,
            forward_in_bone: b.offset.rotation
                * rig.recovery.chest_outward_axis.normalize_or_zero(),
        })
    });
    guess_clip_roles(&ch, super::capsule::character_height(&ch), chest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_common_conventions() {
        fn best(role: ClipRole, names: &[&'static str]) -> Option<&'static str> {
            // The first of the best-scoring names (as the guesser breaks ties).
            let mut out: Option<(f32, &'static str)> = None;
            for n in names {
                let s = name_score(role, n);
                if s > 0.3 && out.is_none_or(|(b, _)| s > b + 1e-6) {
                    out = Some((s, n));
                }
            }
            out.map(|x| x.1)
        }
        let knight = [
            "2H_Melee_Idle",
            "Idle",
            "Jump_Full_Long",
            "Jump_Full_Short",
            "Jump_Idle",
            "Jump_Start",
            "Lie_Idle",
            "Lie_StandUp",
            "Running_A",
            "Running_Strafe_Left",
            "Sit_Floor_StandUp",
            "Walking_A",
            "Walking_Backwards",
        ];
        assert_eq!(best(ClipRole::Idle, &knight), Some("Idle"));
        assert_eq!(best(ClipRole::Run, &knight), Some("Running_A"));
        assert_eq!(best(ClipRole::Walk, &knight), Some("Walking_A"));
        assert_eq!(best(ClipRole::Jump, &knight), Some("Jump_Full_Long"));
        assert!(name_score(ClipRole::GetupSupine, "Lie_StandUp") > 0.3);
        assert!(name_score(ClipRole::GetupSupine, "Sit_Floor_StandUp") <= 0.3);
        let mixamo = [
            "mixamo.com|Breathing Idle",
            "Standing Idle",
            "Walking",
            "Running",
            "Jump",
            "Getting Up",
            "Stand Up",
        ];
        assert_eq!(
            best(ClipRole::Idle, &mixamo),
            Some("mixamo.com|Breathing Idle")
        );
        assert_eq!(best(ClipRole::Run, &mixamo), Some("Running"));
        assert!(name_score(ClipRole::GetupProne, "Getting Up") > 0.3);
        let robot = [
            "Idle", "Walking", "Running", "Jump", "WalkJump", "Standing", "Sitting",
        ];
        assert_eq!(best(ClipRole::Jump, &robot), Some("Jump"));
        assert_eq!(best(ClipRole::Walk, &robot), Some("Walking"));
        assert_eq!(best(ClipRole::GetupSupine, &robot), None);
        let ue = [
            "MM_Idle",
            "Jog_Fwd",
            "MM_Walk_Fwd",
            "Jump_Start",
            "Jump_Loop",
        ];
        assert_eq!(best(ClipRole::Run, &ue), Some("Jog_Fwd"));
        assert_eq!(best(ClipRole::Walk, &ue), Some("MM_Walk_Fwd"));
        assert_eq!(best(ClipRole::Jump, &ue), None);
        assert_eq!(getup_side("getup_prone"), Some(false));
        assert_eq!(getup_side("Get_Up_From_Back"), Some(true));
        assert_eq!(getup_side("Lie_StandUp"), None);
    }
}
