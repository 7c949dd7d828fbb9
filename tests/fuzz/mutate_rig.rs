//! Structure-aware mutations of a rig file: the TOML is parsed into a tree, and each mutation
//! picks a place in it by index (so proptest can shrink a failing case to the one field that
//! matters): every numeric field through NaN, ±inf, 0, −0, negative, tiny and huge values;
//! keys and whole tables removed or duplicated; names and references renamed; wrong types.

use proptest::prelude::*;
use proptest::sample::Index;
use toml::Value;

/// A replacement for a numeric field.
#[derive(Clone, Copy, Debug)]
pub enum Special {
    Nan,
    Inf,
    NegInf,
    Zero,
    NegZero,
    /// The value times −1.
    Negate,
    /// 1e-30: positive but tiny (a time step that never ends a clip).
    Tiny,
    /// 1e30.
    Huge,
    /// f32::MAX.
    F32Max,
    /// 1e39: finite in the file, infinite as an f32.
    BeyondF32,
    /// The value times a factor.
    Scale(f64),
    /// An integer (for integer fields; a float field then sees a wrong type or a whole number).
    Int(i64),
}

/// A name a reference can be pointed at.
#[derive(Clone, Copy, Debug)]
pub enum Target {
    /// Another body's (or group's) existing name, picked by index.
    Existing(Index),
    World,
    Empty,
    Missing,
}

#[derive(Clone, Debug)]
pub enum Mutation {
    /// The n-th numeric field (any depth, arrays included).
    Number(Index, Special),
    /// Remove the n-th key (any depth).
    RemoveKey(Index),
    /// Remove a top-level table ([sim], [recovery], ...) or one [[body]] / [[joint]] entry.
    RemoveTable(Index),
    /// Duplicate one [[body]] or [[joint]] entry (same name twice).
    DuplicateEntry(Index),
    /// Repeat a table header in the text (`[sim]` twice: a TOML error).
    DuplicateHeader(Index),
    /// Point the n-th reference (joint parent/child/group, recovery bodies and clips, a body's
    /// bone, a disabled pair, a mapping) somewhere else.
    Retarget(Index, Target),
    /// Rename the n-th body, joint or group itself (its references then dangle).
    Rename(Index, Target),
    /// Replace the n-th leaf by a value of another type.
    WrongType(Index),
}

fn special() -> impl Strategy<Value = Special> {
    prop_oneof![
        // Plausible retunings (most pass the doctor and reach the simulation and export).
        4 => (0.05f64..20.0).prop_map(Special::Scale),
        10 => extreme(),
    ]
}

fn extreme() -> impl Strategy<Value = Special> {
    prop_oneof![
        Just(Special::Nan),
        Just(Special::Inf),
        Just(Special::NegInf),
        Just(Special::Zero),
        Just(Special::NegZero),
        Just(Special::Negate),
        Just(Special::Tiny),
        Just(Special::Huge),
        Just(Special::F32Max),
        Just(Special::BeyondF32),
        (-1000.0f64..1000.0).prop_map(Special::Scale),
        prop_oneof![
            Just(0i64),
            Just(-1),
            Just(1),
            Just(65),
            Just(u32::MAX as i64),
            Just(u32::MAX as i64 + 1),
            Just(i64::MAX),
            Just(i64::MIN)
        ]
        .prop_map(Special::Int),
    ]
}

fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        3 => any::<Index>().prop_map(Target::Existing),
        1 => Just(Target::World),
        1 => Just(Target::Empty),
        1 => Just(Target::Missing),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        8 => (any::<Index>(), special()).prop_map(|(i, s)| Mutation::Number(i, s)),
        1 => any::<Index>().prop_map(Mutation::RemoveKey),
        1 => any::<Index>().prop_map(Mutation::RemoveTable),
        1 => any::<Index>().prop_map(Mutation::DuplicateEntry),
        1 => any::<Index>().prop_map(Mutation::DuplicateHeader),
        2 => (any::<Index>(), target()).prop_map(|(i, t)| Mutation::Retarget(i, t)),
        1 => (any::<Index>(), target()).prop_map(|(i, t)| Mutation::Rename(i, t)),
        1 => any::<Index>().prop_map(Mutation::WrongType),
    ]
}

/// One to four mutations per case.
pub fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    proptest::collection::vec(mutation(), 1..=4)
}

/// A step in a path through the tree.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    At(usize),
}

fn get_mut<'a>(v: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let mut cur = v;
    for s in path {
        cur = match (s, cur) {
            (Step::Key(k), Value::Table(t)) => t.get_mut(k)?,
            (Step::At(i), Value::Array(a)) => a.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// Every path to a leaf (depth first, keys in the table's order), with the leaf.
fn leaves(v: &Value, path: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, Value)>) {
    match v {
        Value::Table(t) => {
            for (k, x) in t {
                path.push(Step::Key(k.clone()));
                leaves(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::At(i));
                leaves(x, path, out);
                path.pop();
            }
        }
        leaf => out.push((path.clone(), leaf.clone())),
    }
}

/// Every key (any depth) as (path to its table, key).
fn keys(v: &Value, path: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, String)>) {
    match v {
        Value::Table(t) => {
            for (k, x) in t {
                out.push((path.clone(), k.clone()));
                path.push(Step::Key(k.clone()));
                keys(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::At(i));
                keys(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn number(old: &Value, s: Special) -> Value {
    let x = match old {
        Value::Float(f) => *f,
        Value::Integer(i) => *i as f64,
        _ => 1.0,
    };
    match s {
        Special::Nan => Value::Float(f64::NAN),
        Special::Inf => Value::Float(f64::INFINITY),
        Special::NegInf => Value::Float(f64::NEG_INFINITY),
        Special::Zero => Value::Float(0.0),
        Special::NegZero => Value::Float(-0.0),
        Special::Negate => match old {
            Value::Integer(i) => Value::Integer(i.saturating_neg()),
            _ => Value::Float(-x),
        },
        Special::Tiny => Value::Float(1e-30),
        Special::Huge => Value::Float(1e30),
        Special::F32Max => Value::Float(f32::MAX as f64),
        Special::BeyondF32 => Value::Float(1e39),
        Special::Scale(k) => match old {
            Value::Integer(i) => Value::Integer((*i as f64 * k) as i64),
            _ => Value::Float(x * k),
        },
        Special::Int(i) => Value::Integer(i),
    }
}

/// Fields that name another thing.
fn is_reference(path: &[Step]) -> bool {
    let key = |k: &str| matches!(path.last(), Some(Step::Key(x)) if x == k);
    let under = |k: &str| path.iter().any(|s| matches!(s, Step::Key(x) if x == k));
    (under("joint") && (key("parent") || key("child") || key("group")))
        || (under("body") && key("bone"))
        || (under("recovery")
            && (key("pelvis") || key("chest") || key("supine_clip") || key("prone_clip")))
        || under("disabled_pairs")
        || under("mapping")
}

/// The names defined in the rig: bodies, joints, groups.
fn names(root: &Value) -> (Vec<String>, Vec<String>, Vec<String>) {
    let list = |k: &str| -> Vec<String> {
        root.get(k)
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|e| e.get("name").and_then(Value::as_str).map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    let groups = root
        .get("group")
        .and_then(Value::as_table)
        .map(|t| t.keys().cloned().collect())
        .unwrap_or_default();
    (list("body"), list("joint"), groups)
}

fn resolve(t: Target, pool: &[String]) -> String {
    match t {
        Target::Existing(i) if !pool.is_empty() => pool[i.index(pool.len())].clone(),
        Target::Existing(_) | Target::Missing => "no_such_thing".into(),
        Target::World => "world".into(),
        Target::Empty => String::new(),
    }
}

/// Apply `muts` to the rig text `base`; the result may or may not parse.
pub fn apply(base: &str, muts: &[Mutation]) -> String {
    let mut root: Value = toml::from_str(base).expect("the base rig is TOML");
    let mut duplicate_headers = Vec::new();
    for m in muts {
        match m {
            Mutation::Number(i, s) => {
                let mut all = Vec::new();
                leaves(&root, &mut Vec::new(), &mut all);
                let nums: Vec<_> = all
                    .into_iter()
                    .filter(|(_, v)| matches!(v, Value::Float(_) | Value::Integer(_)))
                    .collect();
                if nums.is_empty() {
                    continue;
                }
                let (path, old) = &nums[i.index(nums.len())];
                if let Some(v) = get_mut(&mut root, path) {
                    *v = number(old, *s);
                }
            }
            Mutation::RemoveKey(i) => {
                let mut all = Vec::new();
                keys(&root, &mut Vec::new(), &mut all);
                if all.is_empty() {
                    continue;
                }
                let (path, key) = &all[i.index(all.len())];
                if let Some(Value::Table(t)) = get_mut(&mut root, path) {
                    t.remove(key);
                }
            }
            Mutation::RemoveTable(i) => {
                let Some(t) = root.as_table_mut() else {
                    continue;
                };
                let mut spots: Vec<(String, Option<usize>)> = Vec::new();
                for (k, v) in t.iter() {
                    match v {
                        Value::Array(a) if k == "body" || k == "joint" => {
                            spots.extend((0..a.len()).map(|n| (k.clone(), Some(n))))
                        }
                        Value::Table(_) | Value::Array(_) => spots.push((k.clone(), None)),
                        _ => {}
                    }
                }
                if spots.is_empty() {
                    continue;
                }
                let (k, n) = spots[i.index(spots.len())].clone();
                match n {
                    Some(n) => {
                        if let Some(Value::Array(a)) = t.get_mut(&k) {
                            a.remove(n);
                        }
                    }
                    None => {
                        t.remove(&k);
                    }
                }
            }
            Mutation::DuplicateEntry(i) => {
                let Some(t) = root.as_table_mut() else {
                    continue;
                };
                let mut spots = Vec::new();
                for k in ["body", "joint"] {
                    if let Some(Value::Array(a)) = t.get(k) {
                        spots.extend((0..a.len()).map(|n| (k, n)));
                    }
                }
                if spots.is_empty() {
                    continue;
                }
                let (k, n) = spots[i.index(spots.len())];
                if let Some(Value::Array(a)) = t.get_mut(k) {
                    let e = a[n].clone();
                    a.insert(n, e);
                }
            }
            Mutation::DuplicateHeader(i) => {
                let headers = ["[model]", "[sim]", "[switch]", "[recovery]", "[collision]"];
                duplicate_headers.push(headers[i.index(headers.len())]);
            }
            Mutation::Retarget(i, to) => {
                let mut all = Vec::new();
                leaves(&root, &mut Vec::new(), &mut all);
                let refs: Vec<_> = all
                    .into_iter()
                    .filter(|(p, v)| is_reference(p) && v.is_str())
                    .collect();
                if refs.is_empty() {
                    continue;
                }
                let (path, _) = &refs[i.index(refs.len())];
                let (bodies, _, groups) = names(&root);
                let is_group = matches!(path.last(), Some(Step::Key(k)) if k == "group");
                let name = resolve(*to, if is_group { &groups } else { &bodies });
                if let Some(v) = get_mut(&mut root, path) {
                    *v = Value::String(name);
                }
            }
            Mutation::Rename(i, to) => {
                let (bodies, joints, groups) = names(&root);
                let total = bodies.len() + joints.len() + groups.len();
                if total == 0 {
                    continue;
                }
                let k = i.index(total);
                let pool: Vec<String> = bodies.iter().chain(&joints).cloned().collect();
                let new = resolve(*to, &pool);
                let Some(t) = root.as_table_mut() else {
                    continue;
                };
                if k < bodies.len() + joints.len() {
                    let (list, n) = if k < bodies.len() {
                        ("body", k)
                    } else {
                        ("joint", k - bodies.len())
                    };
                    if let Some(Value::Array(a)) = t.get_mut(list)
                        && let Some(Value::Table(e)) = a.get_mut(n)
                    {
                        e.insert("name".into(), Value::String(new));
                    }
                } else if let Some(Value::Table(g)) = t.get_mut("group") {
                    let old = &groups[k - bodies.len() - joints.len()];
                    if let Some(v) = g.remove(old) {
                        g.insert(new, v);
                    }
                }
            }
            Mutation::WrongType(i) => {
                let mut all = Vec::new();
                leaves(&root, &mut Vec::new(), &mut all);
                if all.is_empty() {
                    continue;
                }
                let (path, old) = &all[i.index(all.len())];
                let new = match old {
                    Value::String(_) => Value::Float(1.5),
                    Value::Boolean(_) => Value::String("yes".into()),
                    _ => Value::String("fast".into()),
                };
                if let Some(v) = get_mut(&mut root, path) {
                    *v = new;
                }
            }
        }
    }
    let mut text = toml::to_string(&root).unwrap_or_default();
    for h in duplicate_headers {
        text.push_str(&format!("\n{h}\n"));
    }
    text
}

#[test]
fn the_rig_mutations_reach_nan_fields_parse_errors_and_dangling_names() {
    use proptest::strategy::ValueTree;
    let base = std::fs::read_to_string(super::common::sample_rig()).unwrap();
    let mut runner = super::runner(1);
    let (mut nan, mut parse_errors, mut dangling, mut accepted) = (0, 0, 0, 0);
    for _ in 0..1000 {
        let muts = mutations().new_tree(&mut runner).unwrap().current();
        let text = apply(&base, &muts);
        match ragrig::rig::parse_rig(&text) {
            Err(_) => parse_errors += 1,
            Ok(rig) => {
                accepted += 1;
                if text.contains("nan") {
                    nan += 1;
                }
                let f = ragrig::rig::diagnose(&rig, None);
                if f.iter().any(|f| f.code == "dangling-reference") {
                    dangling += 1;
                }
            }
        }
    }
    println!(
        "rig mutations, 1000 cases: NaN fields {nan}, parse errors {parse_errors}, dangling names {dangling}, accepted {accepted}"
    );
    // Every kind of outcome is reached, whatever `RAGRIG_FUZZ_SEED` picks. With 300 cases the
    // NaN count ran 5–9 on 9 of 40 seeds (about 3 % of cases); with 1000 cases every count
    // stays well above these floors.
    assert!(nan >= 10, "NaN fields {nan}");
    assert!(parse_errors >= 10, "parse errors {parse_errors}");
    assert!(dangling >= 10, "dangling names {dangling}");
    assert!(accepted >= 300, "accepted {accepted}");
}
