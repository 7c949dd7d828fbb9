//! The export gate: nothing leaves ragrig while the rig doctor reports errors.

use crate::project::Project;
use crate::rig::{Finding, Severity};

/// Why an export was refused: the errors, by code and message.
#[derive(Debug, thiserror::Error)]
#[error("export refused: the rig doctor reports {} error(s): {}", .0.len(), summary(.0))]
pub struct ExportBlocked(pub Vec<Finding>);

fn summary(f: &[Finding]) -> String {
    f.iter()
        .take(5)
        .map(|x| format!("{} ({})", x.code, x.message))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Ok with the warnings (to confirm), or the errors that block export.
pub fn check_exportable(project: &Project) -> Result<Vec<Finding>, ExportBlocked> {
    let findings = project.diagnose();
    let errors: Vec<Finding> = findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .cloned()
        .collect();
    if errors.is_empty() {
        Ok(findings
            .into_iter()
            .filter(|f| f.severity == Severity::Warning)
            .collect())
    } else {
        Err(ExportBlocked(errors))
    }
}
