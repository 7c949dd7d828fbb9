//! What the user has selected.

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Selection {
    #[default]
    None,
    Body(usize),
    Joint(usize),
    Group(String),
    /// The rig's settings ([sim], [switch], [recovery]).
    Settings,
}
