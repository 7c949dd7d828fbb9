//! Read a rig back from glTF with KHR_physics_rigid_bodies (as ragrig writes it, and as far as
//! possible from other tools): bodies from `motion` + `collider` nodes, joints from `joint`
//! nodes, limits from the joint limits (the exact elliptical cone from `extras.ragrig` when
//! present, else the circular cone for both swings), gains from the drives.

use super::error::KhrReadError;
use super::model_parts::{EXT_PHYSICS, EXT_SHAPES, load_model_parts};
use super::node_world;
use crate::rig::{Body, DriveOverride, Gains, Group, Joint, Rig, Shape, WORLD, parse_rig};
use crate::xform::Rigid;
use glam::{Mat4, Vec3};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// What the import had to guess.
#[derive(Debug, Default, serde::Serialize)]
pub struct ImportReport {
    pub notes: Vec<String>,
}

fn f(v: &Value, default: f32) -> f32 {
    v.as_f64().map_or(default, |x| x as f32)
}

/// The rig stored in a glTF file's physics extension, or `None` when it has none.
pub fn import_khr(path: &Path) -> Result<Option<(Rig, ImportReport)>, KhrReadError> {
    let (root, _) = load_model_parts(path)?;
    if root["extensions"][EXT_PHYSICS].is_null() {
        return Ok(None);
    }
    let mut report = ImportReport::default();
    let doc = Doc::new(&root)?;
    let ragrig = &root["extras"]["ragrig"];
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut rig = match ragrig["settings"].as_str() {
        Some(text) => parse_rig(text).map_err(KhrReadError::Settings)?,
        None => {
            report
                .notes
                .push("no ragrig settings: [sim], [switch] and [recovery] use defaults".into());
            Rig::empty("")
        }
    };
    rig.model_path = file_name;
    let bones = node_world::BoneNames::new(&root);
    let (body_of_node, body_filter) = read_bodies(&doc, &bones, &mut rig, &mut report)?;
    read_groups(ragrig, &mut rig);
    read_joints(&doc, &body_of_node, &mut rig, &mut report)?;
    rig.disabled_pairs = disabled_pairs(&body_filter);
    Ok(Some((rig, report)))
}

/// Each body node's body name.
type BodyOfNode = BTreeMap<usize, String>;
/// Each body's KHR collision filter.
type BodyFilters = BTreeMap<String, Value>;

/// The parts of the glTF document the import reads.
struct Doc {
    nodes: Vec<Value>,
    /// Each node's parent.
    parent: Vec<Option<usize>>,
    /// Each node's world matrix from the transforms the file stores.
    world: Vec<Mat4>,
    shapes: Vec<Value>,
    materials: Vec<Value>,
    filters: Vec<Value>,
    joints: Vec<Value>,
}

impl Doc {
    /// The document's parts; an error when its nodes' children form a cycle (the walks up to a
    /// node's body would not end).
    fn new(root: &Value) -> Result<Self, KhrReadError> {
        let nodes = root["nodes"].as_array().cloned().unwrap_or_default();
        let parent = node_world::parents(&nodes);
        if let Some(i) = first_in_cycle(&parent) {
            return Err(KhrReadError::NodeCycle(node_name(&nodes, i)));
        }
        let phys = &root["extensions"][EXT_PHYSICS];
        let list = |v: &Value| v.as_array().cloned().unwrap_or_default();
        let world = node_world::world_matrices(&nodes, &parent);
        Ok(Self {
            nodes,
            parent,
            world,
            shapes: list(&root["extensions"][EXT_SHAPES]["shapes"]),
            materials: list(&phys["physicsMaterials"]),
            filters: list(&phys["collisionFilters"]),
            joints: list(&phys["physicsJoints"]),
        })
    }

    fn name(&self, i: usize) -> String {
        node_name(&self.nodes, i)
    }

    /// Node `i`'s frame relative to the rigid part (position and rotation) of node `of`, or to
    /// the world: what a body's offset and a joint's frames are in ragrig, however the file
    /// nests and scales the nodes between them.
    fn frame(&self, i: usize, of: Option<usize>) -> Rigid {
        let rigid = |k: usize| Rigid::from_mat4(&self.world[k]);
        of.map_or(rigid(i), |o| rigid(o).inverse().mul(&rigid(i)))
    }
}

/// Node `i`'s name, or the name the model import gives an unnamed node.
fn node_name(nodes: &[Value], i: usize) -> String {
    nodes[i]["name"]
        .as_str()
        .map_or_else(|| crate::character::unnamed_node_name(i), str::to_owned)
}

/// A node on a cycle of `parent` links, if there is one (each node is walked over once: a walk
/// up stops at a root or at a node an earlier walk has cleared).
fn first_in_cycle(parent: &[Option<usize>]) -> Option<usize> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        OnWalk,
        Clear,
    }
    let mut mark = vec![Mark::New; parent.len()];
    for start in 0..parent.len() {
        let mut walk = Vec::new();
        let mut p = Some(start);
        while let Some(x) = p {
            match mark[x] {
                Mark::Clear => break,
                Mark::OnWalk => return Some(x),
                Mark::New => {
                    mark[x] = Mark::OnWalk;
                    walk.push(x);
                    p = parent[x];
                }
            }
        }
        for x in walk {
            mark[x] = Mark::Clear;
        }
    }
    None
}

/// A shape with every size multiplied by `scale` (1: unchanged).
fn scaled(shape: Shape, scale: f32) -> Shape {
    if (scale - 1.0).abs() <= 1e-6 || !(scale.is_finite() && scale > 0.0) {
        return shape;
    }
    match shape {
        Shape::Capsule {
            radius,
            half_height,
        } => Shape::Capsule {
            radius: radius * scale,
            half_height: half_height * scale,
        },
        Shape::Sphere { radius } => Shape::Sphere {
            radius: radius * scale,
        },
        Shape::Box { half_extents } => Shape::Box {
            half_extents: half_extents * scale,
        },
    }
}

/// A body's shape from its KHR implicit shape (a small sphere, noted, when there is none or
/// it is of a kind ragrig does not have).
fn read_shape(doc: &Doc, shape_json: Option<&Value>, i: usize, report: &mut ImportReport) -> Shape {
    match shape_json {
        Some(s) => match s["type"].as_str() {
            Some("capsule") => {
                let c = &s["capsule"];
                let (rt, rb) = (f(&c["radiusTop"], 0.25), f(&c["radiusBottom"], 0.25));
                if (rt - rb).abs() > 1e-6 {
                    report.notes.push(format!(
                        "node '{}': a tapered capsule is read with the mean radius",
                        doc.name(i)
                    ));
                }
                Shape::Capsule {
                    radius: 0.5 * (rt + rb),
                    half_height: 0.5 * f(&c["height"], 0.5),
                }
            }
            Some("sphere") => Shape::Sphere {
                radius: f(&s["sphere"]["radius"], 0.5),
            },
            Some("box") => Shape::Box {
                half_extents: node_world::vec3(&s["box"]["size"], Vec3::ONE) * 0.5,
            },
            other => {
                report.notes.push(format!(
                    "node '{}': shape {other:?} is read as a small sphere",
                    doc.name(i)
                ));
                Shape::Sphere { radius: 0.05 }
            }
        },
        None => {
            report.notes.push(format!(
                "node '{}': no implicit shape; a small sphere is used",
                doc.name(i)
            ));
            Shape::Sphere { radius: 0.05 }
        }
    }
}

/// The bodies: every node with a KHR `motion`, under its bone. Returns each body's node and
/// collision filter.
fn read_bodies(
    doc: &Doc,
    bones: &node_world::BoneNames,
    rig: &mut Rig,
    report: &mut ImportReport,
) -> Result<(BodyOfNode, BodyFilters), KhrReadError> {
    let mut body_of_node = BodyOfNode::new();
    let mut body_filter = BodyFilters::new();
    for (i, n) in doc.nodes.iter().enumerate() {
        let ext = &n["extensions"][EXT_PHYSICS];
        if ext["motion"].is_null() {
            continue;
        }
        let motion = &ext["motion"];
        let collider = &ext["collider"];
        let shape_json = collider["geometry"]["shape"]
            .as_u64()
            .and_then(|s| doc.shapes.get(s as usize));
        // KHR scales a collider with its node's world scale (ragrig writes 1).
        let (scale, uniform) = node_world::uniform_scale(&doc.world[i]);
        if !uniform {
            report.notes.push(format!(
                "node '{}': scaled unevenly; its shape is read with the mean scale ({scale:.4})",
                doc.name(i)
            ));
        }
        let shape = scaled(read_shape(doc, shape_json, i, report), scale);
        let mat = collider["physicsMaterial"]
            .as_u64()
            .and_then(|m| doc.materials.get(m as usize));
        let body_name = ragrig_str(n, "body").unwrap_or_else(|| doc.name(i));
        let parent =
            doc.parent[i].ok_or_else(|| KhrReadError::BodyWithoutBone(doc.name(i).to_string()))?;
        let bone = doc.name(parent);
        // The rig names the bone, and a name several nodes share means one of them: the offset
        // is taken from that one, so the body stays where the file puts it.
        let bone_node = bones.find(&bone).unwrap_or(parent);
        if let Some(flt) = collider["collisionFilter"]
            .as_u64()
            .and_then(|x| doc.filters.get(x as usize))
        {
            body_filter.insert(body_name.clone(), flt.clone());
        }
        rig.bodies.push(Body {
            name: body_name.clone(),
            bone,
            shape,
            offset: doc.frame(i, Some(bone_node)),
            mass: f(&motion["mass"], 1.0),
            inertia_scale: 1.0,
            friction: mat.map_or(0.8, |m| f(&m["dynamicFriction"], 0.8)),
            restitution: mat.map_or(0.0, |m| f(&m["restitution"], 0.0)),
            simulated: !motion["isKinematic"].as_bool().unwrap_or(false),
            hand_tuned: false,
        });
        // The inertia scale is what makes KHR's inertia differ from the shape's at this mass.
        if let Some(b) = rig.bodies.last_mut()
            && let Some(d) = motion["inertiaDiagonal"].as_array()
            && let Some(x) = d.first().and_then(|x| x.as_f64())
        {
            let shape_x = crate::rig::mass::principal_inertia(&b.shape, b.mass).x;
            let scale = x as f32 / shape_x;
            if shape_x > 0.0 && scale.is_finite() && scale > 0.0 && (scale - 1.0).abs() > 1e-4 {
                b.inertia_scale = scale;
            }
        }
        body_of_node.insert(i, body_name);
    }

    Ok((body_of_node, body_filter))
}

/// The drive groups ragrig wrote in `extras.ragrig.groups`.
fn read_groups(ragrig: &Value, rig: &mut Rig) {
    if let Some(groups) = ragrig["groups"].as_object() {
        for (gname, g) in groups {
            let gains = if g["gains"]["kp"].is_number() {
                Gains::Stiffness {
                    kp: f(&g["gains"]["kp"], 0.0),
                    kd: f(&g["gains"]["kd"], 0.0),
                }
            } else {
                Gains::Frequency {
                    frequency_hz: f(&g["gains"]["frequency_hz"], 0.0),
                    damping_ratio: f(&g["gains"]["damping_ratio"], 1.0),
                }
            };
            rig.groups.insert(
                gname.clone(),
                Group {
                    gains,
                    max_torque: f(&g["max_torque"], 0.0),
                    weight: f(&g["weight"], 1.0),
                    hand_tuned: false,
                },
            );
        }
    }
}

/// The joints: the node carrying a KHR `joint` is the parent side, its `connectedNode` the
/// child side; each side's body is the nearest body node above it (none: the world).
fn read_joints(
    doc: &Doc,
    body_of_node: &BodyOfNode,
    rig: &mut Rig,
    report: &mut ImportReport,
) -> Result<(), KhrReadError> {
    for (i, n) in doc.nodes.iter().enumerate() {
        let ext = &n["extensions"][EXT_PHYSICS]["joint"];
        if ext.is_null() {
            continue;
        }
        let child_node = ext["connectedNode"]
            .as_u64()
            .ok_or(KhrReadError::JointWithoutConnectedNode)? as usize;
        let body_above = |k: usize| -> Option<(usize, String)> {
            let mut p = doc.parent.get(k).copied().flatten();
            while let Some(x) = p {
                if let Some(b) = body_of_node.get(&x) {
                    return Some((x, b.clone()));
                }
                p = doc.parent[x];
            }
            None
        };
        let parent_side = body_above(i);
        let (child_of, child_body) = body_above(child_node)
            .ok_or_else(|| KhrReadError::JointUnattached(doc.name(i).to_string()))?;
        let parent_frame = doc.frame(i, parent_side.as_ref().map(|p| p.0));
        let child_frame = doc.frame(child_node, Some(child_of));
        let parent_body = parent_side.map_or_else(|| WORLD.to_owned(), |p| p.1);
        let pj = ext["joint"]
            .as_u64()
            .and_then(|k| doc.joints.get(k as usize))
            .cloned()
            .unwrap_or(Value::Null);
        let ex = &pj["extras"]["ragrig"];
        let mut twist = (-std::f32::consts::PI, std::f32::consts::PI);
        let mut cone = std::f32::consts::FRAC_PI_2;
        for l in pj["limits"].as_array().into_iter().flatten() {
            match l["angularAxes"].as_array().map(Vec::len) {
                Some(1) => twist = (f(&l["min"], twist.0), f(&l["max"], twist.1)),
                Some(2) => cone = f(&l["max"], cone),
                _ => {}
            }
        }
        let (swing1, swing2) = match (ex["swing1"].as_f64(), ex["swing2"].as_f64()) {
            (Some(a), Some(b)) => (a as f32, b as f32),
            _ => {
                report.notes.push(format!(
                    "joint node '{}': circular cone read as equal swings",
                    doc.name(i)
                ));
                (cone, cone)
            }
        };
        let jname = ex["joint"]
            .as_str()
            .map(str::to_owned)
            .unwrap_or_else(|| doc.name(i).trim_end_matches(".parent").to_owned());
        let group = joint_group(ex, &pj, &jname, rig);
        rig.joints.push(Joint {
            name: jname,
            parent: parent_body,
            child: child_body,
            parent_frame,
            child_frame,
            swing1,
            swing2,
            twist_min: ex["twist_min"].as_f64().map_or(twist.0, |x| x as f32),
            twist_max: ex["twist_max"].as_f64().map_or(twist.1, |x| x as f32),
            group,
            drive: ex["drive"].as_object().map(|d| DriveOverride {
                kp: d.get("kp").map_or(0.0, |v| f(v, 0.0)),
                kd: d.get("kd").map_or(0.0, |v| f(v, 0.0)),
                max_torque: d.get("max_torque").map_or(0.0, |v| f(v, 0.0)),
            }),
            collide_connected: ext["enableCollision"].as_bool().unwrap_or(false),
            hand_tuned: false,
        });
    }
    Ok(())
}

/// The joint's drive group: ragrig's own, or a group of its own from the KHR twist drive's
/// gains (`joint_NAME`).
fn joint_group(ex: &Value, pj: &Value, jname: &str, rig: &mut Rig) -> String {
    match ex["group"].as_str() {
        Some(g) => g.to_owned(),
        None => {
            // Gains from the drives (the twist drive).
            let d = pj["drives"]
                .as_array()
                .and_then(|d| d.first())
                .cloned()
                .unwrap_or(Value::Null);
            let g = format!("joint_{jname}");
            rig.groups.insert(
                g.clone(),
                Group {
                    gains: Gains::Stiffness {
                        kp: f(&d["stiffness"], 0.0),
                        kd: f(&d["damping"], 0.0),
                    },
                    max_torque: f(&d["maxForce"], 0.0),
                    weight: 1.0,
                    hand_tuned: false,
                },
            );
            g
        }
    }
}

/// Disabled pairs from the collision filters ragrig writes: a body's system `ragrig:NAME` and
/// the systems it does not collide with.
fn disabled_pairs(body_filter: &BodyFilters) -> Vec<[String; 2]> {
    let mut pairs: Vec<[String; 2]> = Vec::new();
    for (b, flt) in body_filter {
        for other in flt["notCollideWithSystems"]
            .as_array()
            .into_iter()
            .flatten()
        {
            if let Some(o) = other.as_str().and_then(|s| s.strip_prefix("ragrig:")) {
                let (a, c) = if b.as_str() < o {
                    (b.clone(), o.to_owned())
                } else {
                    (o.to_owned(), b.clone())
                };
                if !pairs.contains(&[a.clone(), c.clone()]) {
                    pairs.push([a, c]);
                }
            }
        }
    }
    pairs
}

fn ragrig_str(n: &Value, key: &str) -> Option<String> {
    n["extras"]["ragrig"][key].as_str().map(str::to_owned)
}
