//! `ragrig edit`: the editor (placeholder while the editor module is written).

use std::path::PathBuf;

pub fn run(_file: Option<PathBuf>, _screenshot: Option<PathBuf>, _bench: Option<usize>) -> i32 {
    eprintln!("the editor is not built yet");
    1
}
