//! Test hooks for end-to-end runs of the editor process (hidden command-line options): an edit
//! applied a few frames after start through the same undoable edits the inspector uses, so
//! a test can make a change in a real window, kill the process and check what the next start
//! recovers.

use super::document::Document;
use super::history::Edit;

/// A test edit that cannot be applied (`spec`: the edit as given).
#[derive(Debug, thiserror::Error)]
pub enum EditSpecError {
    #[error("'{0}': expected NAME.FIELD=VALUE")]
    Syntax(String),
    #[error("'{0}': the value must be finite")]
    NotFinite(String),
    /// The body or joint (`kind`: "bodies" or "joints") has no such field to edit.
    #[error("'{spec}': {kind} have no field '{field}' here")]
    NoField {
        spec: String,
        kind: &'static str,
        field: String,
    },
    #[error("'{spec}': no body or joint '{name}'")]
    NoTarget { spec: String, name: String },
}

/// Apply `NAME.FIELD=VALUE` to the document as one undoable edit and return its label.
/// Bodies: `mass`, `friction`, `restitution`, `radius` (capsule or sphere). Joints:
/// `swing1_deg`, `swing2_deg`, `twist_min_deg`, `twist_max_deg`. The value must be finite.
pub fn apply_edit(doc: &mut Document, spec: &str) -> Result<String, EditSpecError> {
    let bad = || EditSpecError::Syntax(spec.to_owned());
    let (target, value) = spec.split_once('=').ok_or_else(bad)?;
    let (name, field) = target.rsplit_once('.').ok_or_else(bad)?;
    let v: f32 = value.trim().parse().map_err(|_| bad())?;
    if !v.is_finite() {
        return Err(EditSpecError::NotFinite(spec.to_owned()));
    }
    let rig = doc.rig();
    if let Some(index) = rig.body_index(name) {
        let before = rig.bodies[index].clone();
        let mut after = before.clone();
        match (field, &mut after.shape) {
            ("mass", _) => after.mass = v,
            ("friction", _) => after.friction = v,
            ("restitution", _) => after.restitution = v,
            ("radius", crate::rig::Shape::Capsule { radius, .. })
            | ("radius", crate::rig::Shape::Sphere { radius }) => *radius = v,
            _ => {
                return Err(EditSpecError::NoField {
                    spec: spec.to_owned(),
                    kind: "bodies",
                    field: field.to_owned(),
                });
            }
        }
        let label = format!("Edit body {name}");
        doc.apply(
            label.clone(),
            Edit::Body {
                index,
                before,
                after,
            },
            false,
        );
        return Ok(label);
    }
    if let Some(index) = rig.joint_index(name) {
        let before = rig.joints[index].clone();
        let mut after = before.clone();
        let r = v.to_radians();
        match field {
            "swing1_deg" => after.swing1 = r,
            "swing2_deg" => after.swing2 = r,
            "twist_min_deg" => after.twist_min = r,
            "twist_max_deg" => after.twist_max = r,
            _ => {
                return Err(EditSpecError::NoField {
                    spec: spec.to_owned(),
                    kind: "joints",
                    field: field.to_owned(),
                });
            }
        }
        let label = format!("Edit joint {name}");
        doc.apply(
            label.clone(),
            Edit::Joint {
                index,
                before,
                after,
            },
            false,
        );
        return Ok(label);
    }
    Err(EditSpecError::NoTarget {
        spec: spec.to_owned(),
        name: name.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project::Project;
    use crate::rig::Rig;

    fn doc() -> Document {
        let mut rig = Rig::empty("m.glb");
        rig.bodies.push(crate::rig::Body {
            name: "arm.l".into(),
            bone: "arm".into(),
            shape: crate::rig::Shape::Sphere { radius: 0.1 },
            offset: crate::xform::Rigid::IDENTITY,
            mass: 2.0,
            inertia_scale: 1.0,
            friction: 0.5,
            restitution: 0.0,
            simulated: true,
            hand_tuned: false,
        });
        let p = Project::from_parts(
            None,
            rig,
            Err(crate::project::ModelError::NoModel),
            "m.glb".into(),
        );
        Document::new(p, 1)
    }

    #[test]
    fn a_test_edit_is_one_undoable_step() {
        let mut d = doc();
        assert_eq!(
            apply_edit(&mut d, "arm.l.mass=3.5").unwrap(),
            "Edit body arm.l"
        );
        assert_eq!(d.rig().bodies[0].mass, 3.5);
        assert_eq!(d.history.len(), 1);
        d.undo();
        assert_eq!(d.rig().bodies[0].mass, 2.0);
        for bad in [
            "arm.l.mass=nan",
            "arm.l.colour=1",
            "leg.mass=1",
            "arm.l.mass",
        ] {
            assert!(apply_edit(&mut d, bad).is_err(), "{bad}");
        }
    }
}
