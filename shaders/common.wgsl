// Shared by every scene pipeline (prepended by the renderer).
struct Camera {
    view_proj: mat4x4<f32>,
    eye: vec4<f32>,
    light_dir: vec4<f32>,
    // x: mesh alpha (X-ray), y: unused, z: unused, w: unused
    params: vec4<f32>,
};
@group(0) @binding(0) var<uniform> cam: Camera;

// Scene colours are computed in linear space; egui's targets expect gamma-encoded values.
fn to_gamma(c: vec3<f32>) -> vec3<f32> {
    return pow(max(c, vec3<f32>(0.0)), vec3<f32>(1.0 / 2.2));
}

fn shade(n_in: vec3<f32>, base: vec3<f32>) -> vec3<f32> {
    let n = normalize(n_in);
    let l = normalize(cam.light_dir.xyz);
    let key = max(dot(n, l), 0.0);
    let fill = 0.5 + 0.5 * n.y; // hemisphere ambient: brighter from above
    return base * (0.25 + 0.25 * fill + 0.65 * key);
}
