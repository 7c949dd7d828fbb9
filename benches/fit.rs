//! Fit benchmark: generate a ragdoll for the dense mannequin (≥ 100 000 vertices).
//! Target: < 300 ms in release. Run: `cargo bench --bench fit`.

use criterion::{Criterion, criterion_group, criterion_main};
use ragrig::character::load_character_from_bytes;
use ragrig::fit::{FitOptions, generate};
use ragrig::sample::{Density, mannequin_glb};
use std::hint::black_box;
use std::path::Path;

fn fit_dense_mannequin(c: &mut Criterion) {
    let glb = mannequin_glb(Density::Dense).expect("dense sample");
    let ch = load_character_from_bytes(&glb, Path::new("mannequin_dense.glb")).expect("import");
    let vertices: usize = ch.meshes.iter().map(|m| m.positions.len()).sum();
    assert!(vertices >= 100_000, "{vertices} vertices");
    let opts = FitOptions::default();
    c.bench_function(&format!("fit dense mannequin ({vertices} vertices)"), |b| {
        b.iter(|| generate(black_box(&ch), "mannequin_dense.glb", &opts).expect("fit"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = fit_dense_mannequin
}
criterion_main!(benches);
