//! Contacts off for the rig's disabled pairs (joined pairs are off through the joints).

use rapier3d::prelude::*;
use std::collections::HashSet;

#[derive(Default)]
pub struct PairFilter {
    pub pairs: HashSet<(ColliderHandle, ColliderHandle)>,
}

impl PairFilter {
    pub fn add(&mut self, a: ColliderHandle, b: ColliderHandle) {
        self.pairs.insert((a, b));
        self.pairs.insert((b, a));
    }
}

impl PhysicsHooks for PairFilter {
    fn filter_contact_pair(&self, c: &PairFilterContext) -> Option<SolverFlags> {
        if self.pairs.contains(&(c.collider1, c.collider2)) {
            None
        } else {
            Some(SolverFlags::COMPUTE_RIGID_IMPULSES)
        }
    }
}
