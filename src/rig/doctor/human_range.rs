//! Doctor check against the range-of-motion table (`presets/range_of_motion.toml`): a joint
//! whose limits let one pure motion from its reference pose go well beyond a human joint's (an
//! ankle that dorsiflexes 77°, a knee that bends 16° backwards) shows it whenever the ragdoll
//! falls that way (`beyond-human-range`). A note, not a warning: a stylised character may want
//! it, and limits fitted to clips that go there keep it. Its fix sets the table's range, as the
//! joint inspector's Human range button does.

use super::{Fix, Out, Subject};
use crate::character::Character;
use crate::fit::RangeOfMotion;
use crate::fit::anatomical::{
    BeyondHuman, JointRanges, Priority, beyond_human, compile_ranges, reference_words, rig_ranges,
};
use crate::fit::limits::with_article;
use crate::rig::Rig;

/// Each typed joint whose limits allow motions beyond the table ([`beyond_human`]), with its
/// type and those motions (joints with none are left out).
fn beyond_human_range(
    rig: &Rig,
    ch: &Character,
) -> Vec<(JointRanges, &'static str, Vec<BeyondHuman>)> {
    let table = RangeOfMotion::shared();
    rig_ranges(rig, ch)
        .into_iter()
        .filter_map(|jr| {
            let joint_type = jr.joint_type?;
            let human = table.for_joint(joint_type, false)?;
            let beyond = beyond_human(&jr.ranges?, &jr.names, &human);
            (!beyond.is_empty()).then_some((jr, joint_type, beyond))
        })
        .collect()
}

/// A motion's name inside a sentence, its first letter lowercased ("Dorsiflexion" →
/// "dorsiflexion", "Turn −" → "turn −").
fn in_sentence(motion: &str) -> String {
    let mut c = motion.chars();
    c.next()
        .map(|f| f.to_lowercase().chain(c).collect())
        .unwrap_or_default()
}

/// `beyond-human-range` notes, each with the table's range as its fix.
pub(super) fn check_human_range(rig: &Rig, ch: &Character, out: &mut Out) {
    let table = RangeOfMotion::shared();
    for (jr, joint_type, beyond) in beyond_human_range(rig, ch) {
        let name = jr.joint;
        let from = reference_words(Some(joint_type));
        let motions: Vec<String> = beyond.iter().map(|b| in_sentence(&b.describe())).collect();
        out.info(
            "beyond-human-range",
            Subject::Joint(name.clone()),
            format!(
                "joint '{name}': its limits go beyond the human range of {} joint, {from}: \
                 {}; a ragdoll can fall that far",
                with_article(joint_type),
                motions.join(", ")
            ),
        );
        // The fix names its joint, and a name shared by two joints would write the limits
        // compiled on this joint's frame into the first of them: no fix then (the duplicate
        // name is its own error).
        if rig.joint_index(&name) != Some(jr.index) {
            continue;
        }
        let Some(env) = table.for_joint(joint_type, false) else {
            continue;
        };
        let c = compile_ranges(&env, jr.r_ref, jr.right, Priority::Swing);
        out.with_fix(Fix::HumanRange {
            joint: name,
            limits: c.limits(),
        });
    }
}
