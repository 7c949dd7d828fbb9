//! House rules checked on the source tree itself.
//!
//! No import circle between the crate's files: file A depends on file B when A names B's
//! module in a `crate::` or `super::` path (in `use` lines, `{…}` groups and inline paths; test
//! modules and comments left out). A circle means two files cannot be understood, or moved,
//! one without the other. `scripts/import_circles.py` prints the same graph with the edges.
//!
//! The layers: only the editor (`src/editor/`) names a UI crate, and only `ragrig edit`
//! (`src/cli/edit.rs`) and the binary's entry point reach into the editor; only `src/sim/`
//! names a physics engine's crate (every other file goes through its engine boundary).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// `src/a/b.rs` and `src/a/b/mod.rs` → `["a", "b"]`.
fn module_of(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The code without comments and without the `#[cfg(test)] mod tests` module (its
/// `use super::*` names its own file).
fn code(src: &str) -> String {
    let src = src.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    src.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident_at(s: &[u8], mut i: usize) -> (String, usize) {
    let start = i;
    while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
        i += 1;
    }
    (String::from_utf8_lossy(&s[start..i]).into_owned(), i)
}

/// Every `crate::…` / `super::…` path in the code, as its segments; a `{…}` group adds one
/// path per item (its first segment).
fn paths(code: &str) -> Vec<Vec<String>> {
    let s = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let boundary = i == 0 || !(s[i - 1].is_ascii_alphanumeric() || s[i - 1] == b'_');
        let (word, end) = ident_at(s, i);
        if word.is_empty() {
            i += 1;
            continue;
        }
        if !(boundary && (word == "crate" || word == "super") && s[end..].starts_with(b"::")) {
            i = end;
            continue;
        }
        let mut segs = vec![word];
        let mut j = end;
        while s[j..].starts_with(b"::") {
            j += 2;
            if s.get(j) == Some(&b'{') {
                let close = s[j..]
                    .iter()
                    .position(|&c| c == b'}')
                    .map_or(s.len(), |k| j + k);
                for item in String::from_utf8_lossy(&s[j + 1..close]).split(',') {
                    let (first, _) = ident_at(item.trim().as_bytes(), 0);
                    if !first.is_empty() && first != "self" {
                        let mut p = segs.clone();
                        p.push(first);
                        out.push(p);
                    }
                }
                j = close;
                break;
            }
            let (seg, e) = ident_at(s, j);
            if seg.is_empty() {
                break;
            }
            segs.push(seg);
            j = e;
        }
        out.push(segs);
        i = j.max(end);
    }
    out
}

#[test]
fn no_import_circle_between_source_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rs_files(&root, &mut files);
    let modules: BTreeMap<Vec<String>, usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| (module_of(&root, f), i))
        .collect();
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); files.len()];
    for (a, f) in files.iter().enumerate() {
        let me = module_of(&root, f);
        let is_mod = f
            .file_name()
            .is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        for p in paths(&code(&std::fs::read_to_string(f).unwrap())) {
            let target: Vec<String> = if p[0] == "crate" {
                p[1..].to_vec()
            } else {
                // `super` in a module file is its parent; each further `super` one more up.
                let mut base = if is_mod {
                    me.clone()
                } else {
                    me[..me.len().saturating_sub(1)].to_vec()
                };
                let ups = p.iter().take_while(|s| *s == "super").count();
                base.truncate(base.len().saturating_sub(ups - 1));
                base.extend(p[ups..].iter().cloned());
                base
            };
            // The longest prefix that is a module file.
            let b = (1..=target.len())
                .rev()
                .find_map(|k| modules.get(&target[..k]).copied());
            if let Some(b) = b.filter(|&b| b != a) {
                edges[a].insert(b);
            }
        }
    }
    // Strongly connected components of two files or more (Tarjan).
    struct Tarjan<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on: Vec<bool>,
        next: usize,
        circles: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on[v] = true;
            for &w in &self.edges[v].clone() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on[w] => self.low[v] = self.low[v].min(iw),
                    _ => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on[w] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    self.circles.push(comp);
                }
            }
        }
    }
    let n = files.len();
    let mut t = Tarjan {
        edges: &edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on: vec![false; n],
        next: 0,
        circles: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            t.visit(v);
        }
    }
    let edge_count: usize = edges.iter().map(BTreeSet::len).sum();
    // The walk found the crate's structure (a broken parser would find no edges at all).
    assert!(edge_count > 300, "only {edge_count} import edges found");
    let names: Vec<Vec<String>> = t
        .circles
        .iter()
        .map(|c| {
            c.iter()
                .map(|&i| files[i].strip_prefix(&root).unwrap().display().to_string())
                .collect()
        })
        .collect();
    assert!(names.is_empty(), "import circles: {names:?}");
}

/// The crate roots a file's code (comments and its test module left out) names in paths
/// (`name::…`), among `roots`.
fn names_roots(code: &str, roots: &[&str]) -> BTreeSet<String> {
    let s = code.as_bytes();
    let mut found = BTreeSet::new();
    let mut i = 0;
    while i < s.len() {
        let boundary =
            i == 0 || !(s[i - 1].is_ascii_alphanumeric() || s[i - 1] == b'_' || s[i - 1] == b':');
        let (word, end) = ident_at(s, i);
        if word.is_empty() {
            i += 1;
            continue;
        }
        if boundary && roots.contains(&word.as_str()) && s[end..].starts_with(b"::") {
            found.insert(word);
        }
        i = end;
    }
    found
}

/// Every source file outside the folders (relative to `src/`) in `allowed` that names one
/// of `roots`, with the roots it names.
fn trespassers(roots: &[&str], allowed: &[&str]) -> Vec<(String, BTreeSet<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rs_files(&root, &mut files);
    assert!(files.len() > 100, "only {} source files found", files.len());
    files
        .iter()
        .filter_map(|f| {
            let rel = f
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if allowed
                .iter()
                .any(|a| rel == *a || rel.starts_with(&format!("{a}/")))
            {
                return None;
            }
            let found = names_roots(&code(&std::fs::read_to_string(f).unwrap()), roots);
            (!found.is_empty()).then_some((rel, found))
        })
        .collect()
}

const UI_CRATES: &[&str] = &[
    "egui",
    "eframe",
    "wgpu",
    "winit",
    "rfd",
    "egui_tiles",
    "egui_plot",
    "egui_kittest",
    "egui_wgpu",
    "transform_gizmo",
];

#[test]
fn only_the_editor_names_a_ui_crate() {
    // The scan finds what it looks for: the editor's own files name UI crates.
    assert!(!trespassers(UI_CRATES, &[]).is_empty());
    let out = trespassers(UI_CRATES, &["editor"]);
    assert!(
        out.is_empty(),
        "UI crates named outside src/editor/: {out:?}"
    );
}

#[test]
fn only_ragrig_edit_reaches_into_the_editor() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rs_files(&root, &mut files);
    let mut reaching: Vec<String> = files
        .iter()
        .filter(|f| {
            paths(&code(&std::fs::read_to_string(f).unwrap()))
                .iter()
                .any(|p| p[0] == "crate" && p.get(1).is_some_and(|m| m == "editor"))
        })
        .map(|f| {
            f.strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .filter(|rel| !rel.starts_with("editor/"))
        .collect();
    reaching.sort();
    assert_eq!(reaching, ["cli/edit.rs"]);
}

#[test]
fn only_the_sim_module_names_a_physics_engine() {
    let engines = ["rapier3d", "oxijolt", "oxijolt_sys"];
    assert!(!trespassers(&engines, &[]).is_empty());
    let out = trespassers(&engines, &["sim"]);
    assert!(
        out.is_empty(),
        "physics engines named outside src/sim/: {out:?}"
    );
}
