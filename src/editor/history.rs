//! The undo history: undoable edits on the rig. Every change to the rig goes through
//! [`UndoHistory::apply`], which records the value before and after; undo and redo restore
//! them exactly.
//!
//! Continuous interactions (dragging a slider or a gizmo) are merged into one step: an edit of
//! the same target is folded into the previous entry until that entry is sealed, which the app
//! does at the end of every frame in which no pointer button is held and no text field has focus.

use crate::rig::{Body, Group, Joint, Rig};

/// One reversible change.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    Body {
        index: usize,
        before: Body,
        after: Body,
    },
    Joint {
        index: usize,
        before: Joint,
        after: Joint,
    },
    Group {
        name: String,
        before: Option<Group>,
        after: Option<Group>,
    },
    /// Anything larger (settings, generate, mirror, add/remove): the whole rig.
    Rig { before: Box<Rig>, after: Box<Rig> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target<'a> {
    Body(usize),
    Joint(usize),
    Group(&'a str),
    Rig,
}

impl Edit {
    fn target(&self) -> Target<'_> {
        match self {
            Edit::Body { index, .. } => Target::Body(*index),
            Edit::Joint { index, .. } => Target::Joint(*index),
            Edit::Group { name, .. } => Target::Group(name),
            Edit::Rig { .. } => Target::Rig,
        }
    }

    fn write(&self, rig: &mut Rig, forward: bool) {
        match self {
            Edit::Body {
                index,
                before,
                after,
            } => {
                if let Some(b) = rig.bodies.get_mut(*index) {
                    *b = if forward { after } else { before }.clone();
                }
            }
            Edit::Joint {
                index,
                before,
                after,
            } => {
                if let Some(j) = rig.joints.get_mut(*index) {
                    *j = if forward { after } else { before }.clone();
                }
            }
            Edit::Group {
                name,
                before,
                after,
            } => match if forward { after } else { before } {
                Some(g) => {
                    rig.groups.insert(name.clone(), g.clone());
                }
                None => {
                    rig.groups.remove(name);
                }
            },
            Edit::Rig { before, after } => {
                *rig = if forward { after } else { before }.as_ref().clone();
            }
        }
    }

    /// Replace this edit's "after" with `other`'s (same target).
    fn absorb(&mut self, other: Edit) {
        match (self, other) {
            (Edit::Body { after, .. }, Edit::Body { after: a, .. }) => *after = a,
            (Edit::Joint { after, .. }, Edit::Joint { after: a, .. }) => *after = a,
            (Edit::Group { after, .. }, Edit::Group { after: a, .. }) => *after = a,
            (Edit::Rig { after, .. }, Edit::Rig { after: a, .. }) => *after = a,
            _ => {}
        }
    }

    fn is_noop(&self) -> bool {
        match self {
            Edit::Body { before, after, .. } => before == after,
            Edit::Joint { before, after, .. } => before == after,
            Edit::Group { before, after, .. } => before == after,
            Edit::Rig { before, after } => before == after,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Entry {
    pub label: String,
    pub edit: Edit,
    sealed: bool,
}

/// The undo/redo stacks.
#[derive(Clone, Debug, Default)]
pub struct UndoHistory {
    done: Vec<Entry>,
    undone: Vec<Entry>,
    /// Increases with every change to the rig (apply, undo, redo).
    revision: u64,
}

impl UndoHistory {
    /// Apply an edit to the rig and record it. With `merge`, an edit of the same target as the
    /// last, still-open entry is folded into it (one undo step for a whole drag).
    pub fn apply(&mut self, rig: &mut Rig, label: impl Into<String>, edit: Edit, merge: bool) {
        if edit.is_noop() {
            return;
        }
        edit.write(rig, true);
        self.revision += 1;
        self.undone.clear();
        if merge
            && let Some(last) = self.done.last_mut()
            && !last.sealed
            && last.edit.target() == edit.target()
        {
            last.edit.absorb(edit);
            return;
        }
        self.seal();
        self.done.push(Entry {
            label: label.into(),
            edit,
            sealed: !merge,
        });
    }

    /// Close the last entry: later edits start a new undo step.
    pub fn seal(&mut self) {
        if let Some(last) = self.done.last_mut() {
            last.sealed = true;
        }
    }

    pub fn undo(&mut self, rig: &mut Rig) -> Option<String> {
        let mut e = self.done.pop()?;
        e.edit.write(rig, false);
        e.sealed = true;
        self.revision += 1;
        let label = e.label.clone();
        self.undone.push(e);
        Some(label)
    }

    pub fn redo(&mut self, rig: &mut Rig) -> Option<String> {
        let e = self.undone.pop()?;
        e.edit.write(rig, true);
        self.revision += 1;
        let label = e.label.clone();
        self.done.push(e);
        Some(label)
    }

    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    pub fn undo_label(&self) -> Option<&str> {
        self.done.last().map(|e| e.label.as_str())
    }

    pub fn redo_label(&self) -> Option<&str> {
        self.undone.last().map(|e| e.label.as_str())
    }

    pub fn len(&self) -> usize {
        self.done.len()
    }

    pub fn is_empty(&self) -> bool {
        self.done.is_empty()
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rig::Shape;

    fn rig() -> Rig {
        crate::rig::parse_rig(include_str!("../../sample_rigs/mannequin.rig.toml")).unwrap()
    }

    fn set_radius(h: &mut UndoHistory, r: &mut Rig, v: f32, merge: bool) {
        let before = r.bodies[3].clone();
        let mut after = before.clone();
        after.shape = Shape::Capsule {
            radius: v,
            half_height: 0.03,
        };
        h.apply(
            r,
            "radius",
            Edit::Body {
                index: 3,
                before,
                after,
            },
            merge,
        );
    }

    #[test]
    fn undo_restores_exactly_and_redo_reapplies() {
        let original = rig();
        let mut r = original.clone();
        let mut h = UndoHistory::default();
        set_radius(&mut h, &mut r, 0.2, false);
        let edited = r.clone();
        assert_ne!(edited, original);
        h.undo(&mut r);
        assert_eq!(r, original);
        h.redo(&mut r);
        assert_eq!(r, edited);
    }

    #[test]
    fn a_drag_is_one_undo_step() {
        let original = rig();
        let mut r = original.clone();
        let mut h = UndoHistory::default();
        for k in 0..100 {
            set_radius(&mut h, &mut r, 0.05 + k as f32 * 0.001, true);
        }
        assert_eq!(h.len(), 1);
        h.seal();
        set_radius(&mut h, &mut r, 0.5, true);
        assert_eq!(h.len(), 2);
        h.undo(&mut r);
        h.undo(&mut r);
        assert_eq!(r, original);
        assert!(!h.can_undo());
    }

    #[test]
    fn a_new_edit_clears_redo_and_noops_are_not_recorded() {
        let mut r = rig();
        let mut h = UndoHistory::default();
        set_radius(&mut h, &mut r, 0.2, false);
        h.undo(&mut r);
        assert!(h.can_redo());
        set_radius(&mut h, &mut r, 0.3, false);
        assert!(!h.can_redo());
        let b = r.bodies[0].clone();
        h.apply(
            &mut r,
            "nothing",
            Edit::Body {
                index: 0,
                before: b.clone(),
                after: b,
            },
            false,
        );
        assert_eq!(h.len(), 1);
    }
}
