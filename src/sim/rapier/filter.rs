//! Contacts off for the rig's disabled pairs (joined pairs are off through the joints), and for
//! the pairs paused for now (bodies that overlapped when the ragdoll took over).

use rapier3d::prelude::*;
use std::collections::HashSet;

#[derive(Default)]
pub struct PairFilter {
    pub pairs: HashSet<(ColliderHandle, ColliderHandle)>,
    pub paused: HashSet<(ColliderHandle, ColliderHandle)>,
}

impl PairFilter {
    pub fn add(&mut self, a: ColliderHandle, b: ColliderHandle) {
        self.pairs.insert((a, b));
        self.pairs.insert((b, a));
    }

    /// Replace the paused pairs.
    pub fn pause(&mut self, pairs: impl IntoIterator<Item = (ColliderHandle, ColliderHandle)>) {
        self.paused.clear();
        for (a, b) in pairs {
            self.paused.insert((a, b));
            self.paused.insert((b, a));
        }
    }
}

impl PhysicsHooks for PairFilter {
    fn filter_contact_pair(&self, c: &PairFilterContext) -> Option<SolverFlags> {
        let pair = (c.collider1, c.collider2);
        if self.pairs.contains(&pair) || self.paused.contains(&pair) {
            None
        } else {
            Some(SolverFlags::COMPUTE_RIGID_IMPULSES)
        }
    }
}
