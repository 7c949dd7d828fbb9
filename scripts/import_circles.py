#!/usr/bin/env python3
"""Import circles between the files of the crate (or of one folder of it): an edge A -> B
for every `super::` or `crate::` path in A (use lines and inline paths) that names the module
file B. Prints the edges that take part in a circle (strongly connected components of 2+
files).

    scripts/import_circles.py [SRC] [FOLDER]     e.g. scripts/import_circles.py src editor
"""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "src"
only = sys.argv[2] if len(sys.argv) > 2 else None
ed = os.path.join(root, only) if only else root

def mod_path(f):
    """File -> module path list under crate (e.g. ['editor','panels','generate'])."""
    rel = os.path.relpath(f, root)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    return rel

files = []
for d, _, fs in os.walk(ed):
    for f in fs:
        if f.endswith(".rs"):
            files.append(os.path.join(d, f))
by_mod = {tuple(mod_path(f)): f for f in files}

def resolve(parts):
    """Longest prefix of parts that is a module file."""
    for k in range(len(parts), 0, -1):
        if tuple(parts[:k]) in by_mod:
            return by_mod[tuple(parts[:k])]
    return None

path_re = re.compile(r"\b((?:crate|super)(?:::(?:super|[A-Za-z_][A-Za-z0-9_]*))+)")
group_re = re.compile(r"\b((?:crate|super)(?:::[A-Za-z_][A-Za-z0-9_]*)*)::\{([^}]*)\}")
edges = set()
for f in files:
    me = mod_path(f)
    is_mod = f.endswith("mod.rs")
    src = open(f).read()
    # Leave out #[cfg(test)] modules (their `use super::*` is the file itself).
    src = re.split(r"#\[cfg\(test\)\]\s*mod tests", src)[0]
    # Comments (doc links included) are not imports.
    src = re.sub(r"//[^\n]*", "", src)
    paths = [m.group(1) for m in path_re.finditer(src)]
    for m in group_re.finditer(src):
        for item in m.group(2).split(","):
            item = item.strip().split(" as ")[0].split("::{")[0]
            if item and item != "self":
                paths.append(m.group(1) + "::" + item)
    for p in paths:
        parts = p.split("::")
        if parts[0] == "crate":
            target = parts[1:]
        else:
            base = me if is_mod else me[:-1]
            base = list(base)
            i = 0
            while i < len(parts) and parts[i] == "super":
                if i > 0:
                    base = base[:-1]
                i += 1
            target = base + parts[i:]
        if not target or (only and target[0] != only):
            continue
        t = resolve(target)
        if t and t != f:
            edges.add((os.path.relpath(f, root), os.path.relpath(t, root)))

# Tarjan SCC
graph = {}
for a, b in edges:
    graph.setdefault(a, set()).add(b)
index, low, stack, on, sccs, n = {}, {}, [], set(), [], [0]
def visit(v):
    index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
    for w in graph.get(v, ()):
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v: break
        if len(comp) > 1: sccs.append(sorted(comp))
sys.setrecursionlimit(10000)
for v in list(graph):
    if v not in index: visit(v)
print(f"{len(edges)} import edges between files; {len(sccs)} circle(s)")
for comp in sccs:
    s = set(comp)
    print("circle:", " <-> ".join(comp))
    for a, b in sorted(edges):
        if a in s and b in s:
            print(f"    {a} -> {b}")
sys.exit(1 if sccs else 0)
