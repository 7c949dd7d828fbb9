//! Write the model plus the rig as glTF with KHR_physics_rigid_bodies + KHR_implicit_shapes.
//!
//! Layout: every body becomes a node under its bone's node, placed at `T_BC`, with `motion`
//! (mass, principal inertia, kinematic for animation-driven bodies) and a `collider` (an
//! implicit capsule/sphere/box, a physics material, and a collision filter when the body has
//! disabled pairs beyond its joints). Every joint becomes two attachment nodes: the parent-side
//! frame `T_AJ` under the parent body (or the scene root for a world anchor) carrying the
//! `joint`, and the child-side frame `T_BJ` under the child body as its `connectedNode`, so the
//! joint's relative rotation is `q_parent⁻¹ · q_child` as in the rig. Limits: a 3D linear lock, a
//! 1D twist range about X, and a 2D cone about X; drives: three angular force-mode drives with
//! the group's gains at the rest pose. KHR's cone is circular: an elliptical cone is written as
//! the circular cone of its larger half-angle and reported; the exact values, names and drive
//! groups ride along in `extras.ragrig` so that a ragrig import is lossless.

use super::error::ExportError;
use super::model_parts::{EXT_PHYSICS, EXT_SHAPES, load_model_parts};
use super::node_world;
use crate::project::Project;
use crate::rig::{Gains, Joint, Rig, Shape, WORLD};
use crate::xform::Rigid;
use glam::Vec3;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// What the export had to approximate.
#[derive(Debug, Default, serde::Serialize)]
pub struct ExportReport {
    pub bodies: usize,
    pub joints: usize,
    pub approximations: Vec<String>,
}

fn trs(t: &Rigid) -> (Value, Value) {
    (
        json!(t.translation.to_array()),
        json!(t.rotation.normalize().to_array()),
    )
}

fn shape_json(s: &Shape) -> Value {
    match *s {
        Shape::Capsule {
            radius,
            half_height,
        } => json!({
            "type": "capsule",
            "capsule": { "height": (2.0 * half_height).max(1e-6), "radiusTop": radius, "radiusBottom": radius }
        }),
        Shape::Sphere { radius } => json!({ "type": "sphere", "sphere": { "radius": radius } }),
        Shape::Box { half_extents } => {
            json!({ "type": "box", "box": { "size": (half_extents * 2.0).to_array() } })
        }
    }
}

/// Kp, Kd and max torque of a joint's drive about a joint-frame axis (0 = X twist, 1, 2 swing),
/// with the group weight applied (scales Kp and max torque) and frequency gains converted with
/// the child's inertia about that axis.
fn drive_gains(rig: &Rig, j: &Joint, axis: usize) -> Option<(f32, f32, f32)> {
    let g = rig.groups.get(&j.group)?;
    let w = g.weight;
    if let Some(d) = j.drive {
        return Some((d.kp * w, d.kd, d.max_torque * w));
    }
    match g.gains {
        Gains::Stiffness { kp, kd } => Some((kp * w, kd, g.max_torque * w)),
        Gains::Frequency {
            frequency_hz,
            damping_ratio,
        } => {
            let child = rig.body(&j.child)?;
            let mut a = Vec3::ZERO;
            a[axis] = 1.0;
            let axis_in_body = j.child_frame.rotation * a;
            let i = child.inertia_about_axis(j.child_frame.translation, axis_in_body);
            let omega = std::f32::consts::TAU * frequency_hz;
            Some((
                i * omega * omega * w,
                2.0 * damping_ratio * i * omega,
                g.max_torque * w,
            ))
        }
    }
}

/// Remove the KHR physics data a model already carries: the root extensions and
/// `extras.ragrig`, the physics extension of every node, and the nodes that exist only for it
/// (physics nodes without mesh, skin or camera that no skin or animation refers to, whose
/// children are such nodes too), with every node index in the file renumbered.
pub fn strip_physics(root: &mut Value) {
    if let Some(ext) = root.get_mut("extensions").and_then(Value::as_object_mut) {
        ext.remove(EXT_PHYSICS);
        ext.remove(EXT_SHAPES);
    }
    if let Some(extras) = root.get_mut("extras").and_then(Value::as_object_mut) {
        extras.remove("ragrig");
    }
    let Some(remove) = physics_only_nodes(root) else {
        return;
    };
    renumber_nodes(root, &remove);
}

/// Per node, whether it exists only for the physics data (see [`strip_physics`]); None when
/// the file has no node list.
pub fn physics_only_nodes(root: &Value) -> Option<Vec<bool>> {
    let nodes = root["nodes"].as_array()?;
    let n = nodes.len();
    let index = |v: &Value| v.as_u64().map(|i| i as usize).filter(|&i| i < n);
    let referenced = referenced_nodes(root, n);
    // A joint's child-side frame carries no extension of its own: it is the joint's
    // `connectedNode`.
    let mut connected = vec![false; n];
    for node in nodes {
        if let Some(i) = index(&node["extensions"][EXT_PHYSICS]["joint"]["connectedNode"]) {
            connected[i] = true;
        }
    }
    let physics_only = |i: usize| {
        let node = &nodes[i];
        (!node["extensions"][EXT_PHYSICS].is_null() || connected[i])
            && ["mesh", "skin", "camera"]
                .iter()
                .all(|k| node.get(*k).is_none())
    };
    // Removable: physics-only, unreferenced, all children removable (to a fixpoint).
    let mut remove: Vec<bool> = (0..n).map(|i| physics_only(i) && !referenced[i]).collect();
    loop {
        let mut changed = false;
        for i in 0..n {
            if remove[i]
                && nodes[i]["children"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .any(|c| index(c).is_none_or(|c| !remove[c]))
            {
                remove[i] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Some(remove)
}

/// Per node of the `n`, whether a skin (its joints, its skeleton) or an animation channel
/// refers to it.
fn referenced_nodes(root: &Value, n: usize) -> Vec<bool> {
    let index = |v: &Value| v.as_u64().map(|i| i as usize).filter(|&i| i < n);
    let mut referenced = vec![false; n];
    for skin in root["skins"].as_array().into_iter().flatten() {
        for j in skin["joints"].as_array().into_iter().flatten() {
            if let Some(i) = index(j) {
                referenced[i] = true;
            }
        }
        if let Some(i) = index(&skin["skeleton"]) {
            referenced[i] = true;
        }
    }
    for anim in root["animations"].as_array().into_iter().flatten() {
        for ch in anim["channels"].as_array().into_iter().flatten() {
            if let Some(i) = index(&ch["target"]["node"]) {
                referenced[i] = true;
            }
        }
    }
    referenced
}

/// Drop the nodes marked in `remove` and every node's physics extension, and renumber the node
/// indices of the children, scenes, skins and animation channels (an index out of range is
/// left as it was: the importer reports it).
fn renumber_nodes(root: &mut Value, remove: &[bool]) {
    let n = remove.len();
    let mut new_index = vec![None; n];
    let mut k = 0;
    for i in 0..n {
        if !remove[i] {
            new_index[i] = Some(k);
            k += 1;
        }
    }
    let remap = |v: &Value| -> Option<Value> {
        match v.as_u64() {
            Some(i) if (i as usize) < n => new_index[i as usize].map(|j| json!(j)),
            // Out of range before: left as it was (the importer reports it).
            _ => Some(v.clone()),
        }
    };
    // (`get_mut`, not `[]`: indexing a missing key mutably would insert a null.)
    let remap_list = |owner: &mut Value, key: &str| {
        if let Some(a) = owner.get_mut(key).and_then(Value::as_array_mut) {
            *a = a.iter().filter_map(remap).collect();
        }
    };
    if let Some(nodes) = root.get_mut("nodes").and_then(Value::as_array_mut) {
        let mut i = 0;
        nodes.retain(|_| {
            i += 1;
            !remove[i - 1]
        });
        for node in nodes.iter_mut() {
            remap_list(node, "children");
            if let Some(ext) = node.get_mut("extensions").and_then(Value::as_object_mut) {
                ext.remove(EXT_PHYSICS);
            }
            if node["extensions"].as_object().is_some_and(|e| e.is_empty())
                && let Some(o) = node.as_object_mut()
            {
                o.remove("extensions");
            }
        }
    }
    if let Some(scenes) = root.get_mut("scenes").and_then(Value::as_array_mut) {
        for scene in scenes {
            remap_list(scene, "nodes");
        }
    }
    if let Some(skins) = root.get_mut("skins").and_then(Value::as_array_mut) {
        for skin in skins {
            remap_list(skin, "joints");
            if let Some(sk) = skin.get_mut("skeleton")
                && let Some(v) = remap(sk)
            {
                *sk = v;
            }
        }
    }
    if let Some(anims) = root.get_mut("animations").and_then(Value::as_array_mut) {
        for anim in anims {
            let channels = anim.get_mut("channels").and_then(Value::as_array_mut);
            for ch in channels.into_iter().flatten() {
                if let Some(t) = ch.get_mut("target").and_then(|t| t.get_mut("node"))
                    && let Some(v) = remap(t)
                {
                    *t = v;
                }
            }
        }
    }
}

/// What the export adds to the model's document: nodes for the bodies and the joint frames
/// (parented under the bones and bodies), shapes, materials, collision filters and joints.
struct Additions {
    /// The index the first new node gets (the model's node count).
    first: usize,
    nodes: Vec<Value>,
    children_of: BTreeMap<usize, Vec<usize>>,
    scene_roots: Vec<usize>,
    shapes: Vec<Value>,
    /// (friction, restitution) per physics material.
    materials: Vec<(f32, f32)>,
    filters: Vec<Value>,
    joints: Vec<Value>,
}

impl Additions {
    fn new(root: &Value) -> Self {
        Self {
            first: root["nodes"].as_array().map_or(0, Vec::len),
            nodes: Vec::new(),
            children_of: BTreeMap::new(),
            scene_roots: Vec::new(),
            shapes: Vec::new(),
            materials: Vec::new(),
            filters: Vec::new(),
            joints: Vec::new(),
        }
    }

    fn next_index(&self) -> usize {
        self.first + self.nodes.len()
    }

    /// A node per body under its bone, with its motion, collider, material and filter; returns
    /// each body's node.
    fn add_bodies<'r>(
        &mut self,
        rig: &'r Rig,
        root: &Value,
        report: &mut ExportReport,
    ) -> Result<BTreeMap<&'r str, usize>, ExportError> {
        let nodes = root["nodes"].as_array().map_or(&[][..], Vec::as_slice);
        let world = node_world::world_matrices(nodes, &node_world::parents(nodes));
        let bones = node_world::BoneNames::new(root);
        let mut body_node: BTreeMap<&str, usize> = BTreeMap::new();
        for b in &rig.bodies {
            let bone = bones
                .find(&b.bone)
                .ok_or_else(|| ExportError::BoneNotInModel {
                    body: b.name.clone(),
                    bone: b.bone.clone(),
                })?;
            let idx = self.next_index();
            self.shapes.push(shape_json(&b.shape));
            let mat = self
                .materials
                .iter()
                .position(|m| *m == (b.friction, b.restitution))
                .unwrap_or_else(|| {
                    self.materials.push((b.friction, b.restitution));
                    self.materials.len() - 1
                });
            let mut collider =
                json!({ "geometry": { "shape": self.shapes.len() - 1 }, "physicsMaterial": mat });
            let partners: Vec<String> = rig
                .disabled_pairs
                .iter()
                .filter_map(|p| {
                    if p[0] == b.name {
                        Some(p[1].clone())
                    } else if p[1] == b.name {
                        Some(p[0].clone())
                    } else {
                        None
                    }
                })
                .map(|n| format!("ragrig:{n}"))
                .collect();
            if !partners.is_empty() {
                self.filters.push(json!({ "collisionSystems": [format!("ragrig:{}", b.name)], "notCollideWithSystems": partners }));
                collider["collisionFilter"] = json!(self.filters.len() - 1);
            } else {
                // Bodies without disabled pairs still name their system so partners can refer to it.
                self.filters
                    .push(json!({ "collisionSystems": [format!("ragrig:{}", b.name)] }));
                collider["collisionFilter"] = json!(self.filters.len() - 1);
            }
            // The body hangs from the bone's rigid part in metres; the node inherits the
            // bone's scale, which its translation and its own scale take back out.
            let (scale, uniform) = node_world::uniform_scale(&world[bone]);
            if !uniform {
                report.approximations.push(format!(
                    "body '{}': bone '{}' is scaled unevenly in the model; the body node takes back its mean scale ({scale:.4})",
                    b.name, b.bone
                ));
            }
            let scale = if scale.is_finite() && scale > 1e-12 {
                scale
            } else {
                1.0
            };
            let mut node = json!({
                "name": b.name,
                "translation": (b.offset.translation / scale).to_array(),
                "rotation": b.offset.rotation.normalize().to_array(),
                "extensions": { EXT_PHYSICS: {
                    "motion": {
                        "isKinematic": !b.simulated,
                        "mass": b.mass,
                        "inertiaDiagonal": b.inertia().to_array(),
                        "centerOfMass": [0.0, 0.0, 0.0]
                    },
                    "collider": collider
                }},
                "extras": { "ragrig": { "body": b.name, "bone": b.bone } }
            });
            if (scale - 1.0).abs() > 1e-6 {
                node["scale"] = json!(Vec3::splat(1.0 / scale).to_array());
            }
            self.nodes.push(node);
            self.children_of.entry(bone).or_default().push(idx);
            body_node.insert(&b.name, idx);
        }

        Ok(body_node)
    }

    /// A KHR joint per rig joint: its child frame under the child body, its parent frame (which
    /// holds the joint) under the parent body or at the scene root for the world.
    fn add_joints(
        &mut self,
        rig: &Rig,
        body_node: &BTreeMap<&str, usize>,
        report: &mut ExportReport,
    ) -> Result<(), ExportError> {
        for (k, j) in rig.joints.iter().enumerate() {
            let child_body =
                *body_node
                    .get(j.child.as_str())
                    .ok_or_else(|| ExportError::JointBody {
                        joint: j.name.clone(),
                        side: "child",
                    })?;
            let (s1, s2) = (j.swing1, j.swing2);
            let cone = s1.max(s2);
            if (s1 - s2).abs() > 1e-6 {
                report.approximations.push(format!(
                "joint '{}': elliptical cone {:.1}°×{:.1}° written as KHR's circular cone {:.1}° (exact values in extras.ragrig)",
                j.name,
                s1.to_degrees(),
                s2.to_degrees(),
                cone.to_degrees()
            ));
            }
            let mut drives = Vec::new();
            for axis in 0..3 {
                if let Some((kp, kd, max)) = drive_gains(rig, j, axis) {
                    drives.push(json!({
                        "type": "angular", "mode": "force", "axis": axis,
                        "maxForce": max, "positionTarget": 0.0, "velocityTarget": 0.0,
                        "stiffness": kp, "damping": kd
                    }));
                }
            }
            self.joints.push(json!({
            "limits": [
                { "linearAxes": [0, 1, 2], "min": 0.0, "max": 0.0 },
                { "angularAxes": [0], "min": j.twist_min, "max": j.twist_max },
                { "angularAxes": [1, 2], "min": 0.0, "max": cone }
            ],
            "drives": drives,
            "extras": { "ragrig": {
                "joint": j.name, "group": j.group,
                "swing1": s1, "swing2": s2, "twist_min": j.twist_min, "twist_max": j.twist_max,
                "drive": j.drive.map(|d| json!({ "kp": d.kp, "kd": d.kd, "max_torque": d.max_torque }))
            }}
        }));
            let child_idx = self.next_index();
            let (t, r) = trs(&j.child_frame);
            self.nodes.push(
                json!({ "name": format!("{}.child", j.name), "translation": t, "rotation": r }),
            );
            self.children_of
                .entry(child_body)
                .or_default()
                .push(child_idx);
            let parent_idx = self.next_index();
            let (t, r) = trs(&j.parent_frame);
            self.nodes.push(json!({
                "name": format!("{}.parent", j.name),
                "translation": t, "rotation": r,
                "extensions": { EXT_PHYSICS: { "joint": {
                    "connectedNode": child_idx, "joint": k, "enableCollision": j.collide_connected
                }}}
            }));
            if j.parent == WORLD {
                self.scene_roots.push(parent_idx);
            } else {
                let pb =
                    *body_node
                        .get(j.parent.as_str())
                        .ok_or_else(|| ExportError::JointBody {
                            joint: j.name.clone(),
                            side: "parent",
                        })?;
                self.children_of.entry(pb).or_default().push(parent_idx);
            }
        }
        Ok(())
    }

    /// Put the additions into the document: the nodes, their parents' children, the scene roots
    /// and the two extensions.
    fn splice(self, root: &mut Value) -> Result<(), ExportError> {
        let nodes = root["nodes"]
            .as_array_mut()
            .ok_or(ExportError::BadModel("no nodes"))?;
        nodes.extend(self.nodes);
        for (parent, kids) in self.children_of {
            let n = &mut nodes[parent];
            let mut c: Vec<Value> = n["children"].as_array().cloned().unwrap_or_default();
            c.extend(kids.into_iter().map(|k| json!(k)));
            n["children"] = Value::Array(c);
        }
        if !self.scene_roots.is_empty() {
            let scene = root["scene"].as_u64().unwrap_or(0) as usize;
            let scenes = root["scenes"]
                .as_array_mut()
                .ok_or(ExportError::BadModel("no scene"))?;
            let s = scenes
                .get_mut(scene)
                .ok_or(ExportError::BadModel("a bad default scene"))?;
            let mut n: Vec<Value> = s["nodes"].as_array().cloned().unwrap_or_default();
            n.extend(self.scene_roots.into_iter().map(|k| json!(k)));
            s["nodes"] = Value::Array(n);
        }
        let materials: Vec<Value> = self
            .materials
            .into_iter()
            .map(|(f, r)| json!({ "staticFriction": f, "dynamicFriction": f, "restitution": r }))
            .collect();
        let mut physics =
            json!({ "physicsMaterials": materials, "collisionFilters": self.filters });
        if !self.joints.is_empty() {
            physics["physicsJoints"] = Value::Array(self.joints);
        }
        if self.shapes.is_empty() {
            return Err(ExportError::NoBodies);
        }
        let ext = root
            .as_object_mut()
            .ok_or(ExportError::BadModel("a glTF root that is not an object"))?
            .entry("extensions")
            .or_insert(json!({}));
        ext[EXT_SHAPES] = json!({ "shapes": self.shapes });
        ext[EXT_PHYSICS] = physics;
        let used = root
            .as_object_mut()
            .ok_or(ExportError::BadModel("a glTF root that is not an object"))?
            .entry("extensionsUsed")
            .or_insert(json!([]));
        if let Some(u) = used.as_array_mut() {
            for e in [EXT_PHYSICS, EXT_SHAPES] {
                if !u.iter().any(|x| x == e) {
                    u.push(json!(e));
                }
            }
        }
        Ok(())
    }
}

/// The rig's groups and its settings without bodies or joints, in `extras.ragrig`, and the
/// generator name.
fn write_ragrig_extras(root: &mut Value, rig: &Rig) -> Result<(), ExportError> {
    let groups: BTreeMap<&String, Value> = rig
        .groups
        .iter()
        .map(|(n, g)| {
            let gains = match g.gains {
                Gains::Stiffness { kp, kd } => json!({ "kp": kp, "kd": kd }),
                Gains::Frequency {
                    frequency_hz,
                    damping_ratio,
                } => json!({ "frequency_hz": frequency_hz, "damping_ratio": damping_ratio }),
            };
            (
                n,
                json!({ "gains": gains, "max_torque": g.max_torque, "weight": g.weight }),
            )
        })
        .collect();
    let extras = root
        .as_object_mut()
        .ok_or(ExportError::BadModel("a glTF root that is not an object"))?
        .entry("extras")
        .or_insert(json!({}));
    if !extras.is_object() {
        *extras = json!({});
    }
    // Non-physics settings ([sim], [switch], [recovery]) as a rig file without bodies or joints;
    // bodies, joints and gains are read back from the KHR data itself.
    let mut settings = rig.clone();
    settings.bodies.clear();
    settings.joints.clear();
    settings.groups.clear();
    settings.disabled_pairs.clear();
    extras["ragrig"] = json!({ "groups": groups, "settings": crate::rig::write_rig(&settings) });
    if let Some(asset) = root["asset"].as_object_mut() {
        asset.insert(
            "generator".into(),
            json!(format!(
                "ragrig {} (model and KHR physics)",
                env!("CARGO_PKG_VERSION")
            )),
        );
    }
    Ok(())
}

/// Give the unnamed nodes the rig's bodies hang from the names the import gave them
/// (`node_<index>`, the index in the file as read), so that the bodies can be placed under them
/// and the exported file names every bone its rig refers to. Runs before anything renumbers the
/// nodes.
fn name_unnamed_bones(root: &mut Value, rig: &Rig) {
    let Some(nodes) = root.get_mut("nodes").and_then(Value::as_array_mut) else {
        return;
    };
    for b in &rig.bodies {
        if nodes
            .iter()
            .any(|n| n["name"].as_str() == Some(b.bone.as_str()))
        {
            continue;
        }
        let index = crate::character::unnamed_node_index(&b.bone);
        if let Some(node) = index.and_then(|i| nodes.get_mut(i))
            && node["name"].is_null()
            && let Some(obj) = node.as_object_mut()
        {
            obj.insert("name".into(), Value::String(b.bone.clone()));
        }
    }
}

/// Build the exported GLB. The caller checks the export gate first.
pub fn export_glb(project: &Project) -> Result<(Vec<u8>, ExportReport), ExportError> {
    let rig = &project.rig;
    let (mut root, bin) = load_model_parts(project.model_path())?;
    name_unnamed_bones(&mut root, rig);
    // A model exported before (opened again in the editor) already carries physics: the new
    // rig replaces it instead of being added to it.
    strip_physics(&mut root);
    let mut report = ExportReport {
        bodies: rig.bodies.len(),
        joints: rig.joints.len(),
        ..Default::default()
    };
    let mut add = Additions::new(&root);
    let body_node = add.add_bodies(rig, &root, &mut report)?;
    add.add_joints(rig, &body_node, &mut report)?;
    for g in rig.groups.values() {
        if matches!(g.gains, Gains::Frequency { .. }) {
            report.approximations.push(
                "frequency/damping gains are written as per-joint Kp/Kd using the child's inertia about each drive axis".into(),
            );
            break;
        }
    }
    add.splice(&mut root)?;
    write_ragrig_extras(&mut root, rig)?;
    let json_bytes = serde_json::to_vec(&root)?;
    let bin = if bin.is_empty() { None } else { Some(bin) };
    let glb = crate::glb::glb_bytes(json_bytes, bin)?;
    Ok((glb, report))
}
