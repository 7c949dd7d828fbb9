#!/usr/bin/env python3
"""The lowest point of a GLB model's mesh, in the file's own coordinates, over frames of one clip
(or in the node transforms with NONE), computed with nothing from ragrig: the GLB chunks, the
accessors, the node hierarchy, linear/step/slerp sampling of the clip's channels (cubic splines
use their key values only), skinned meshes (joint world x inverse bind matrix, weighted) and
meshes attached to nodes. An independent check of where ragrig's fitter puts a character's
floor and of how deep a clip puts the skin into the ground (docs/fit.md, docs/limits.md).

    scripts/lowest_point.py MODEL.glb CLIP|NONE [FRAMES]   e.g. ... RobotExpressive.glb Idle 30
"""
import json, math, struct, sys

path, clip_name = sys.argv[1], sys.argv[2]
frames = int(sys.argv[3]) if len(sys.argv) > 3 else 30

data = open(path, "rb").read()
if data[:4] != b"glTF":
    sys.exit(f"{path}: not a GLB file")
doc, blob, off = None, b"", 12
while off + 8 <= len(data):
    length, kind = struct.unpack_from("<II", data, off)
    chunk = data[off + 8 : off + 8 + length]
    if kind == 0x4E4F534A:
        doc = json.loads(chunk)
    elif kind == 0x004E4942:
        blob = chunk
    off += 8 + length

COMPONENT = {5126: ("f", 4), 5125: ("I", 4), 5123: ("H", 2), 5121: ("B", 1), 5122: ("h", 2), 5120: ("b", 1)}
WIDTH = {"SCALAR": 1, "VEC2": 2, "VEC3": 3, "VEC4": 4, "MAT4": 16}
NORM = {"B": 255, "H": 65535, "b": 127, "h": 32767}


def accessor(i):
    a = doc["accessors"][i]
    view = doc["bufferViews"][a["bufferView"]]
    fmt, size = COMPONENT[a["componentType"]]
    n = WIDTH[a["type"]]
    stride = view.get("byteStride", size * n)
    base = view.get("byteOffset", 0) + a.get("byteOffset", 0)
    out = []
    for k in range(a["count"]):
        v = struct.unpack_from("<" + fmt * n, blob, base + k * stride)
        if a.get("normalized") and fmt in NORM:
            v = tuple(x / NORM[fmt] for x in v)
        out.append(v)
    return out


def column_major(m):
    return [[m[c * 4 + r] for c in range(4)] for r in range(4)]


def trs(t, r, s):
    x, y, z, w = r
    m = [
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ]
    return [[m[i][0] * s[0], m[i][1] * s[1], m[i][2] * s[2], t[i]] for i in range(3)] + [[0, 0, 0, 1]]


def mul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def lerp_key(times, values, t, rotation, step):
    if t <= times[0]:
        return values[0]
    if t >= times[-1]:
        return values[-1]
    k = max(i for i in range(len(times) - 1) if times[i] <= t)
    if step:
        return values[k]
    u = (t - times[k]) / (times[k + 1] - times[k])
    a, b = values[k], values[k + 1]
    if not rotation:
        return tuple(x + u * (y - x) for x, y in zip(a, b))
    d = sum(x * y for x, y in zip(a, b))
    if d < 0:
        b, d = tuple(-x for x in b), -d
    if d > 0.9995:
        q = tuple(x + u * (y - x) for x, y in zip(a, b))
    else:
        th = math.acos(d)
        sa, sb = math.sin((1 - u) * th) / math.sin(th), math.sin(u * th) / math.sin(th)
        q = tuple(sa * x + sb * y for x, y in zip(a, b))
    n = math.sqrt(sum(x * x for x in q))
    return tuple(x / n for x in q)


nodes = doc["nodes"]
parent = {c: i for i, n in enumerate(nodes) for c in n.get("children", [])}
channels, duration = [], 0.0
for anim in doc.get("animations", []):
    if anim.get("name") != clip_name:
        continue
    for ch in anim["channels"]:
        prop = ch["target"].get("path")
        if prop not in ("translation", "rotation", "scale") or "node" not in ch["target"]:
            continue
        smp = anim["samplers"][ch["sampler"]]
        times = [x[0] for x in accessor(smp["input"])]
        values = accessor(smp["output"])
        interp = smp.get("interpolation", "LINEAR")
        if interp == "CUBICSPLINE":
            values = values[1::3]
        channels.append((ch["target"]["node"], prop, times, values, interp == "STEP"))
        duration = max(duration, times[-1])
    break
else:
    if clip_name != "NONE":
        sys.exit(f"{path}: no clip named {clip_name!r}")

skinned, rigid = [], []
for i, n in enumerate(nodes):
    if "mesh" not in n:
        continue
    for prim in doc["meshes"][n["mesh"]]["primitives"]:
        at = prim["attributes"]
        positions = accessor(at["POSITION"])
        if "skin" in n and "JOINTS_0" in at and "WEIGHTS_0" in at:
            skin = doc["skins"][n["skin"]]
            ibm = [column_major(m) for m in accessor(skin["inverseBindMatrices"])]
            skinned.append((skin["joints"], ibm, positions, accessor(at["JOINTS_0"]), accessor(at["WEIGHTS_0"])))
        else:
            rigid.append((i, positions))


def world_at(t):
    local = {}
    for i, n in enumerate(nodes):
        local[i] = [n.get("translation", (0, 0, 0)), n.get("rotation", (0, 0, 0, 1)), n.get("scale", (1, 1, 1))]
    for node, prop, times, values, step in channels:
        local[node][("translation", "rotation", "scale").index(prop)] = lerp_key(times, values, t, prop == "rotation", step)
    world = {}

    def w(i):
        if i not in world:
            m = column_major(nodes[i]["matrix"]) if "matrix" in nodes[i] else trs(*local[i])
            world[i] = mul(w(parent[i]), m) if i in parent else m
        return world[i]

    for i in range(len(nodes)):
        w(i)
    return world


lowest = math.inf
count = 1 if clip_name == "NONE" else max(frames, 2)
for f in range(count):
    t = duration * f / (count - 1) if count > 1 else 0.0
    world = world_at(t)
    low, part = math.inf, None
    for joints, ibm, positions, js, ws in skinned:
        rows = [mul(world[j], ibm[k])[1] for k, j in enumerate(joints)]
        for p, jj, ww in zip(positions, js, ws):
            y = sum(wt * (rows[j][0] * p[0] + rows[j][1] * p[1] + rows[j][2] * p[2] + rows[j][3]) for j, wt in zip(jj, ww) if wt)
            if y < low:
                low, part = y, "skin"
    for i, positions in rigid:
        r = world[i][1]
        for p in positions:
            y = r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + r[3]
            if y < low:
                low, part = y, nodes[i].get("name", f"node {i}")
    lowest = min(lowest, low)
    print(f"t = {t:.3f} s: lowest {low:+.4f} ({part})")
print(f"{clip_name}: lowest over {count} frame(s) {lowest:+.4f} (file units)")
