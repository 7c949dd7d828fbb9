//! The state of the editor's dialog windows. The windows themselves are panels
//! ([`super::panels::generate`], [`super::panels::limits`]); the state lives here so the
//! editor state can hold it without importing a panel.

pub(crate) mod generate;
pub(crate) mod limits;
