// Skinned character mesh: linear blend skinning on the GPU with a palette of joint matrices.
@group(1) @binding(0) var<storage, read> palette: array<mat4x4<f32>>;

struct VIn {
    @location(0) pos: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) joints: vec4<u32>,
    @location(3) weights: vec4<f32>,
};

struct VOut {
    @builtin(position) clip: vec4<f32>,
    @location(0) normal: vec3<f32>,
};

@vertex
fn vs_main(v: VIn) -> VOut {
    let m = palette[v.joints.x] * v.weights.x
          + palette[v.joints.y] * v.weights.y
          + palette[v.joints.z] * v.weights.z
          + palette[v.joints.w] * v.weights.w;
    var out: VOut;
    out.clip = cam.view_proj * (m * vec4<f32>(v.pos, 1.0));
    out.normal = (m * vec4<f32>(v.normal, 0.0)).xyz;
    return out;
}

@fragment
fn fs_main(i: VOut) -> @location(0) vec4<f32> {
    let c = shade(i.normal, vec3<f32>(0.55, 0.6, 0.68));
    return vec4<f32>(to_gamma(c), cam.params.x);
}
