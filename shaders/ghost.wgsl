// The compare ghost: body shapes as one translucent, lit layer with a brighter rim at the
// silhouette, so the second engine's ragdoll reads as a ghost over the first one.
struct VIn {
    @location(0) pos: vec3<f32>,
    @location(1) normal: vec3<f32>,
    @location(2) color: vec4<f32>,
};

struct VOut {
    @builtin(position) clip: vec4<f32>,
    @location(0) normal: vec3<f32>,
    @location(1) color: vec4<f32>,
    @location(2) world: vec3<f32>,
};

@vertex
fn vs_main(v: VIn) -> VOut {
    var out: VOut;
    out.clip = cam.view_proj * vec4<f32>(v.pos, 1.0);
    out.normal = v.normal;
    out.color = v.color;
    out.world = v.pos;
    return out;
}

@fragment
fn fs_main(i: VOut) -> @location(0) vec4<f32> {
    let n = normalize(i.normal);
    let to_eye = normalize(cam.eye.xyz - i.world);
    // 0 facing the camera, 1 at the silhouette (either side: shapes are not culled).
    let rim = pow(1.0 - abs(dot(n, to_eye)), 2.0);
    let c = shade(n, i.color.rgb) + rim * 0.5 * i.color.rgb;
    return vec4<f32>(to_gamma(c), clamp(i.color.a + 0.35 * rim, 0.0, 1.0));
}
