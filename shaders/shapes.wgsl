// Translucent lit triangles: body shapes (capsules, spheres, boxes) and limit cones.
struct VIn {
    @location(0) pos: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) color: vec4<f32>,
};

struct VOut {
    @builtin(position) clip: vec4<f32>,
    @location(0) normal: vec3<f32>,
    @location(1) color: vec4<f32>,
};

@vertex
fn vs_main(v: VIn) -> VOut {
    var out: VOut;
    out.clip = cam.view_proj * vec4<f32>(v.pos, 1.0);
    out.normal = v.normal;
    out.color = v.color;
    return out;
}

@fragment
fn fs_main(i: VOut) -> @location(0) vec4<f32> {
    var c = i.color.rgb;
    if (dot(i.normal, i.normal) > 0.0) {
        c = shade(i.normal, c);
    }
    return vec4<f32>(to_gamma(c), i.color.a);
}
