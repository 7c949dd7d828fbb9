//! Structure-aware mutations of glTF / GLB models: the JSON tree (every numeric field through
//! zero, negative, huge and out-of-range values; references pointed at other accessors, views,
//! nodes; elements removed or duplicated; node cycles; accessor counts of 2^16..2^40, also
//! without a buffer view, i.e. sparse), the binary buffer (bit flips, truncation), and the GLB
//! container bytes (truncation, bit flips, header and chunk lengths).

use super::pipeline::ModelContext;
use base64::Engine;
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

/// The model a case starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// A tiny hand-made glTF (JSON, data-URI buffer): two joints, a skinned triangle, a clip.
    Crafted,
    /// The generated sample mannequin (GLB, 22 bones, 8 508 vertices, 9 clips).
    Sample,
    /// The sample exported with its rig as KHR_physics_rigid_bodies (GLB).
    SampleWithPhysics,
}

impl Base {
    pub fn extension(self) -> &'static str {
        match self {
            Base::Crafted => "gltf",
            Base::Sample | Base::SampleWithPhysics => "glb",
        }
    }
}

/// A replacement for a numeric JSON field.
#[derive(Clone, Copy, Debug)]
pub enum Number {
    Zero,
    MinusOne,
    Negate,
    /// A small whole number (an index pointed at another thing).
    Small(u8),
    U32Max,
    /// 2^53.
    Huge,
    /// 1e39: finite in JSON, infinite as an f32.
    BeyondF32,
    /// 1.7e308.
    F64Max,
    Tiny,
    Scale(f64),
}

/// A replacement for a string JSON field (names, enum values such as an animation channel's
/// `path` or a sampler's `interpolation`, URIs, MIME types).
#[derive(Clone, Debug)]
pub enum Text {
    Empty,
    /// One character changed (the first one whose code is then still a char).
    Flip(Index),
    /// Another value of the glTF enums the importer reads.
    Other(&'static str),
    /// The same as the n-th other string of the file (names that collide).
    Copy(Index),
    /// The string 10 000 times (at most about 1 MB).
    Long,
}

/// Where a numeric mutation lands.
#[derive(Clone, Copy, Debug)]
pub enum Scope {
    /// Any numeric field.
    Any,
    /// A node's translation, rotation, scale or matrix (the import survives more of these).
    Transforms,
    /// Anything under `extensions` or `extras` (the KHR physics data, clip extras).
    Extensions,
}

#[derive(Clone, Debug)]
pub enum Mutation {
    /// The n-th numeric field of the JSON (in that scope).
    Number(Index, Number, Scope),
    /// Remove the n-th member or array element (any depth).
    Remove(Index),
    /// Duplicate the n-th array element in place.
    Duplicate(Index),
    /// Make node `b` a child of node `a` (a cycle when b is an ancestor of a, or a itself).
    Cycle(Index, Index),
    /// Accessor count → 2^exp; `sparse`: its buffer view replaced by a one-element sparse
    /// section (no view: the reader would make up `count` elements).
    HugeCount(Index, u8, bool),
    /// The n-th string field of the JSON (member values, not keys).
    Text(Index, Text),
    /// Flip bits of the n-th byte of the binary buffer.
    BinFlip(Index, u8),
    /// Cut the binary buffer at the n-th byte.
    BinTruncate(Index),
}

#[derive(Clone, Debug)]
pub struct Case {
    pub base: Base,
    pub muts: Vec<Mutation>,
}

fn number() -> impl Strategy<Value = Number> {
    prop_oneof![
        Just(Number::Zero),
        Just(Number::MinusOne),
        Just(Number::Negate),
        (0u8..12).prop_map(Number::Small),
        Just(Number::U32Max),
        Just(Number::Huge),
        Just(Number::BeyondF32),
        Just(Number::F64Max),
        Just(Number::Tiny),
        (-100.0f64..100.0).prop_map(Number::Scale),
    ]
}

fn text() -> impl Strategy<Value = Text> {
    prop_oneof![
        Just(Text::Empty),
        any::<Index>().prop_map(Text::Flip),
        prop::sample::select(vec![
            "translation",
            "rotation",
            "scale",
            "weights",
            "pointer",
            "LINEAR",
            "STEP",
            "CUBICSPLINE",
            "SCALAR",
            "VEC3",
            "MAT4",
            "image/png",
        ])
        .prop_map(Text::Other),
        any::<Index>().prop_map(Text::Copy),
        Just(Text::Long),
    ]
}

fn replace_text(old: &str, t: &Text, strings: &[String]) -> String {
    match t {
        Text::Empty => String::new(),
        Text::Flip(i) => {
            let chars: Vec<char> = old.chars().collect();
            if chars.is_empty() {
                return "x".into();
            }
            let k = i.index(chars.len());
            let mut out = chars.clone();
            out[k] = char::from_u32(chars[k] as u32 ^ 1).unwrap_or('?');
            out.into_iter().collect()
        }
        Text::Other(v) => (*v).to_owned(),
        Text::Copy(i) if !strings.is_empty() => strings[i.index(strings.len())].clone(),
        Text::Copy(_) => old.to_owned(),
        Text::Long if old.is_empty() => "x".repeat(10_000),
        Text::Long => old.repeat((1_000_000 / old.len()).clamp(1, 10_000)),
    }
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => (any::<Index>(), number()).prop_map(|(i, n)| Mutation::Number(i, n, Scope::Any)),
        3 => (any::<Index>(), number()).prop_map(|(i, n)| Mutation::Number(i, n, Scope::Transforms)),
        3 => (any::<Index>(), number()).prop_map(|(i, n)| Mutation::Number(i, n, Scope::Extensions)),
        2 => any::<Index>().prop_map(Mutation::Remove),
        1 => any::<Index>().prop_map(Mutation::Duplicate),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::Cycle(a, b)),
        1 => (any::<Index>(), 16u8..=40, any::<bool>())
            .prop_map(|(i, e, s)| Mutation::HugeCount(i, e, s)),
        2 => (any::<Index>(), text()).prop_map(|(i, t)| Mutation::Text(i, t)),
        2 => (any::<Index>(), 1u8..=255).prop_map(|(i, m)| Mutation::BinFlip(i, m)),
        1 => any::<Index>().prop_map(Mutation::BinTruncate),
    ]
}

fn base() -> impl Strategy<Value = Base> {
    prop_oneof![
        1 => Just(Base::Crafted),
        1 => Just(Base::Sample),
        1 => Just(Base::SampleWithPhysics),
    ]
}

/// A base model and one to three mutations.
pub fn mutations() -> impl Strategy<Value = Case> {
    (base(), proptest::collection::vec(mutation(), 1..=3))
        .prop_map(|(base, muts)| Case { base, muts })
}

/// Paths to every numeric leaf, every member or element, every array element.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    At(usize),
}

fn walk(v: &Value, path: &mut Vec<Step>, f: &mut dyn FnMut(&[Step], &Value)) {
    f(path, v);
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                path.push(Step::Key(k.clone()));
                walk(x, path, f);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Step::At(i));
                walk(x, path, f);
                path.pop();
            }
        }
        _ => {}
    }
}

fn paths(v: &Value, keep: &dyn Fn(&[Step], &Value) -> bool) -> Vec<Vec<Step>> {
    let mut out = Vec::new();
    walk(v, &mut Vec::new(), &mut |p, x| {
        if keep(p, x) {
            out.push(p.to_vec());
        }
    });
    out
}

fn get_mut<'a>(v: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let mut cur = v;
    for s in path {
        cur = match (s, cur) {
            (Step::Key(k), Value::Object(o)) => o.get_mut(k)?,
            (Step::At(i), Value::Array(a)) => a.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(cur)
}

fn replace_number(old: &Value, n: Number) -> Value {
    let x = old.as_f64().unwrap_or(1.0);
    match n {
        Number::Zero => json!(0),
        Number::MinusOne => json!(-1),
        Number::Negate => match old.as_i64() {
            Some(i) => json!(-i),
            None => json!(-x),
        },
        Number::Small(k) => json!(k),
        Number::U32Max => json!(u32::MAX),
        Number::Huge => json!(1u64 << 53),
        Number::BeyondF32 => json!(1e39),
        Number::F64Max => json!(1.7e308),
        Number::Tiny => json!(1e-30),
        Number::Scale(k) => match old.as_i64() {
            Some(i) => json!((i as f64 * k) as i64),
            None => json!(x * k),
        },
    }
}

/// Apply the JSON and binary mutations of `case` to its base; the result as file bytes.
pub fn apply(ctx: &ModelContext, case: &Case) -> Vec<u8> {
    let (mut doc, mut bin) = ctx.parts(case.base);
    for m in &case.muts {
        match m {
            Mutation::Number(i, n, scope) => {
                let in_scope = |p: &[Step]| {
                    let key = |k: &str| p.iter().any(|s| matches!(s, Step::Key(x) if x == k));
                    match scope {
                        Scope::Any => true,
                        Scope::Transforms => {
                            key("nodes")
                                && (key("translation")
                                    || key("rotation")
                                    || key("scale")
                                    || key("matrix"))
                        }
                        Scope::Extensions => key("extensions") || key("extras"),
                    }
                };
                let all = paths(&doc, &|p, v| v.is_number() && in_scope(p));
                if let Some(p) = pick(&all, i)
                    && let Some(v) = get_mut(&mut doc, p)
                {
                    *v = replace_number(v, *n);
                }
            }
            Mutation::Remove(i) => {
                let all = paths(&doc, &|p, _| !p.is_empty());
                if let Some(p) = pick(&all, i) {
                    let (last, parent) = p.split_last().unwrap();
                    match (get_mut(&mut doc, parent), last) {
                        (Some(Value::Object(o)), Step::Key(k)) => {
                            o.remove(k);
                        }
                        (Some(Value::Array(a)), Step::At(n)) if *n < a.len() => {
                            a.remove(*n);
                        }
                        _ => {}
                    }
                }
            }
            Mutation::Duplicate(i) => {
                let all = paths(&doc, &|p, _| matches!(p.last(), Some(Step::At(_))));
                if let Some(p) = pick(&all, i) {
                    let (last, parent) = p.split_last().unwrap();
                    if let (Some(Value::Array(a)), Step::At(n)) = (get_mut(&mut doc, parent), last)
                        && *n < a.len()
                    {
                        let e = a[*n].clone();
                        a.insert(*n, e);
                    }
                }
            }
            Mutation::Cycle(a, b) => {
                let Some(nodes) = doc["nodes"].as_array_mut() else {
                    continue;
                };
                if nodes.is_empty() {
                    continue;
                }
                let (a, b) = (a.index(nodes.len()), b.index(nodes.len()));
                let node = &mut nodes[a];
                if !node["children"].is_array() {
                    node["children"] = json!([]);
                }
                if let Some(c) = node["children"].as_array_mut() {
                    c.push(json!(b));
                }
            }
            Mutation::HugeCount(i, exp, sparse) => {
                let Some(accs) = doc["accessors"].as_array_mut() else {
                    continue;
                };
                if accs.is_empty() {
                    continue;
                }
                let k = i.index(accs.len());
                let acc = &mut accs[k];
                acc["count"] = json!(1u64 << exp);
                if *sparse {
                    if let Some(o) = acc.as_object_mut() {
                        o.remove("bufferView");
                    }
                    acc["sparse"] = json!({
                        "count": 1,
                        "indices": {"bufferView": 0, "componentType": 5125},
                        "values": {"bufferView": 0}
                    });
                }
            }
            Mutation::Text(i, t) => {
                let all = paths(&doc, &|_, v| v.is_string());
                let strings: Vec<String> = all
                    .iter()
                    .filter_map(|p| get_mut(&mut doc, p)?.as_str().map(str::to_owned))
                    .collect();
                if let Some(p) = pick(&all, i)
                    && let Some(v) = get_mut(&mut doc, p)
                {
                    let old = v.as_str().unwrap_or_default().to_owned();
                    *v = Value::String(replace_text(&old, t, &strings));
                }
            }
            Mutation::BinFlip(i, mask) => {
                if !bin.is_empty() {
                    let n = i.index(bin.len());
                    bin[n] ^= mask;
                }
            }
            Mutation::BinTruncate(i) => {
                if !bin.is_empty() {
                    let n = i.index(bin.len());
                    bin.truncate(n);
                }
            }
        }
    }
    match case.base.extension() {
        "gltf" => {
            // Keep the (maybe mutated) byteLength: only the payload changes.
            if doc["buffers"][0].is_object() {
                doc["buffers"][0]["uri"] = json!(format!(
                    "data:application/octet-stream;base64,{}",
                    base64::engine::general_purpose::STANDARD.encode(&bin)
                ));
            }
            serde_json::to_vec(&doc).unwrap()
        }
        _ => ragrig::glb::glb_bytes(serde_json::to_vec(&doc).unwrap(), Some(bin)).unwrap(),
    }
}

fn pick<'a>(all: &'a [Vec<Step>], i: &Index) -> Option<&'a Vec<Step>> {
    (!all.is_empty()).then(|| &all[i.index(all.len())])
}

// ---------------------------------------------------------------- container bytes

#[derive(Clone, Debug)]
pub enum ByteMutation {
    /// Cut the file at the n-th byte.
    Truncate(Index),
    /// Flip bits of the n-th byte.
    Flip(Index, u8),
    /// Overwrite one of the GLB's length fields (total, JSON chunk, BIN chunk) with a value.
    Length(u8, u32),
    /// Flip bits of a byte in the first 64 (header and JSON start).
    FlipHead(u8, u8),
}

#[derive(Clone, Debug)]
pub struct ByteCase {
    pub base: Base,
    pub muts: Vec<ByteMutation>,
}

fn byte_mutation() -> impl Strategy<Value = ByteMutation> {
    prop_oneof![
        2 => any::<Index>().prop_map(ByteMutation::Truncate),
        3 => (any::<Index>(), 1u8..=255).prop_map(|(i, m)| ByteMutation::Flip(i, m)),
        2 => (0u8..3, prop_oneof![Just(0u32), Just(1), Just(12), Just(20), Just(u32::MAX), Just(u32::MAX - 3), any::<u32>()])
            .prop_map(|(f, v)| ByteMutation::Length(f, v)),
        2 => (0u8..64, 1u8..=255).prop_map(|(i, m)| ByteMutation::FlipHead(i, m)),
    ]
}

pub fn byte_mutations() -> impl Strategy<Value = ByteCase> {
    (base(), proptest::collection::vec(byte_mutation(), 1..=3))
        .prop_map(|(base, muts)| ByteCase { base, muts })
}

/// The base file's bytes with `case`'s byte mutations.
pub fn apply_bytes(ctx: &ModelContext, case: &ByteCase) -> Vec<u8> {
    let mut b = ctx.bytes(case.base);
    for m in &case.muts {
        match m {
            ByteMutation::Truncate(i) => {
                if !b.is_empty() {
                    let n = i.index(b.len());
                    b.truncate(n);
                }
            }
            ByteMutation::Flip(i, mask) => {
                if !b.is_empty() {
                    let n = i.index(b.len());
                    b[n] ^= mask;
                }
            }
            ByteMutation::Length(field, v) => {
                // GLB: total length at 8; JSON chunk length at 12; BIN chunk length after it.
                let at = match field {
                    0 => Some(8),
                    1 => Some(12),
                    _ => b
                        .get(12..16)
                        .map(|l| 20 + u32::from_le_bytes([l[0], l[1], l[2], l[3]]) as usize),
                };
                if let Some(at) = at
                    && at + 4 <= b.len()
                {
                    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
                }
            }
            ByteMutation::FlipHead(i, mask) => {
                let n = *i as usize;
                if n < b.len() {
                    b[n] ^= mask;
                }
            }
        }
    }
    b
}
