//! The doctor gate: one rule for a bad rig everywhere. A rig the parser accepts may still hold
//! numbers nothing downstream can work with (a NaN mass, an inverted twist range, a zero time
//! step); the rig doctor names them as errors, and while it reports any error the rig is not
//! simulated, run through the scenario suite or exported: the command line refuses with the
//! findings listed (exit 1) and the editor disables the buttons with the reason shown.

use super::doctor::{Finding, Severity, diagnose};
use super::model::Rig;
use crate::character::Character;

/// Why a rig was refused: the doctor's errors.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("the rig doctor reports {} error(s): {}", .0.len(), summary(.0))]
pub struct RigRefused(pub Vec<Finding>);

fn summary(f: &[Finding]) -> String {
    let mut s = f
        .iter()
        .take(3)
        .map(|x| format!("{} ({})", x.code, x.message))
        .collect::<Vec<_>>()
        .join("; ");
    if f.len() > 3 {
        s.push_str(&format!("; and {} more", f.len() - 3));
    }
    s
}

/// The errors among `findings`.
pub fn errors_of(findings: &[Finding]) -> Vec<Finding> {
    findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .cloned()
        .collect()
}

/// Ok when the doctor finds no error in `rig` (checked against the model when given).
pub fn check_rig(rig: &Rig, character: Option<&Character>) -> Result<(), RigRefused> {
    refuse_on_errors(&diagnose(rig, character))
}

/// Ok when `findings` hold no error, else the errors.
pub fn refuse_on_errors(findings: &[Finding]) -> Result<(), RigRefused> {
    let errors = errors_of(findings);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(RigRefused(errors))
    }
}

/// One short line for a disabled button's hover text or a status bar: the first error and
/// how many more there are.
pub fn reason(errors: &[Finding]) -> String {
    match errors {
        [] => String::new(),
        [one] => format!("the rig doctor reports an error: {}", one.message),
        [first, rest @ ..] => format!(
            "the rig doctor reports {} errors (see Findings), first: {}",
            rest.len() + 1,
            first.message
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::{Body, Shape};

    fn one_body_rig(mass: f32) -> Rig {
        let mut rig = Rig::empty("m.glb");
        rig.bodies.push(Body {
            bone: "hips".into(),
            shape: Shape::Sphere { radius: 0.1 },
            mass,
            friction: 0.5,
            ..Body::for_test("pelvis")
        });
        rig.recovery.pelvis = "pelvis".into();
        rig.recovery.chest = "pelvis".into();
        rig
    }

    #[test]
    fn a_rig_with_a_nan_mass_is_refused_and_the_reason_names_the_error() {
        assert_eq!(check_rig(&one_body_rig(10.0), None), Ok(()));
        let refused = check_rig(&one_body_rig(f32::NAN), None).unwrap_err();
        let codes: Vec<&str> = refused.0.iter().map(|f| f.code).collect();
        assert!(codes.contains(&"non-finite"), "{codes:?}");
        assert!(refused.0.iter().all(|f| f.severity == Severity::Error));
        let text = refused.to_string();
        assert!(text.contains("non-finite"), "{text}");
        assert!(reason(&refused.0).contains("rig doctor"), "{text}");
    }
}
