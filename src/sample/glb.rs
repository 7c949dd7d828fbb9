//! A minimal binary glTF writer: one buffer in the GLB BIN chunk.

use super::SampleError;
use gltf::json::{
    self, Index,
    accessor::{ComponentType, GenericComponentType, Type},
    buffer::Target,
    validation::{Checked::Valid, USize64},
};
use serde_json::Value;

/// Accumulates the JSON document and the binary payload.
pub(super) struct GlbWriter {
    pub root: json::Root,
    bin: Vec<u8>,
}

impl GlbWriter {
    pub fn new(generator: &str) -> Self {
        let root = json::Root {
            asset: json::Asset {
                generator: Some(generator.to_owned()),
                ..Default::default()
            },
            ..Default::default()
        };
        Self {
            root,
            bin: Vec::new(),
        }
    }

    /// Appends `bytes` 4-byte aligned as a new buffer view.
    fn push_view(&mut self, bytes: &[u8], target: Option<Target>) -> Index<json::buffer::View> {
        while !self.bin.len().is_multiple_of(4) {
            self.bin.push(0);
        }
        let offset = self.bin.len();
        self.bin.extend_from_slice(bytes);
        self.root.push(json::buffer::View {
            buffer: Index::new(0),
            byte_length: USize64::from(bytes.len()),
            byte_offset: Some(USize64::from(offset)),
            byte_stride: None,
            name: None,
            target: target.map(Valid),
            extensions: None,
            extras: Default::default(),
        })
    }

    /// Adds an accessor over its own, tightly packed buffer view.
    fn push_accessor(
        &mut self,
        bytes: &[u8],
        count: usize,
        component: ComponentType,
        type_: Type,
        target: Option<Target>,
        bounds: Option<(Value, Value)>,
    ) -> Index<json::Accessor> {
        let view = self.push_view(bytes, target);
        let (min, max) = bounds.unzip();
        self.root.push(json::Accessor {
            buffer_view: Some(view),
            byte_offset: None,
            count: USize64::from(count),
            component_type: Valid(GenericComponentType(component)),
            extensions: None,
            extras: Default::default(),
            type_: Valid(type_),
            min,
            max,
            name: None,
            normalized: false,
            sparse: None,
        })
    }

    /// Float accessor of `N`-component elements (`type_` must match `N`).
    pub fn floats<const N: usize>(
        &mut self,
        elements: &[[f32; N]],
        type_: Type,
        target: Option<Target>,
        with_bounds: bool,
    ) -> Index<json::Accessor> {
        let bytes: Vec<u8> = elements
            .iter()
            .flatten()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        let bounds = with_bounds.then(|| {
            let mut min = [f32::INFINITY; N];
            let mut max = [f32::NEG_INFINITY; N];
            for e in elements {
                for k in 0..N {
                    min[k] = min[k].min(e[k]);
                    max[k] = max[k].max(e[k]);
                }
            }
            (Value::from(min.to_vec()), Value::from(max.to_vec()))
        });
        self.push_accessor(
            &bytes,
            elements.len(),
            ComponentType::F32,
            type_,
            target,
            bounds,
        )
    }

    /// Unsigned byte VEC4 accessor (skin joint indices).
    pub fn u8_vec4(&mut self, elements: &[[u8; 4]]) -> Index<json::Accessor> {
        let bytes: Vec<u8> = elements.iter().flatten().copied().collect();
        self.push_accessor(
            &bytes,
            elements.len(),
            ComponentType::U8,
            Type::Vec4,
            Some(Target::ArrayBuffer),
            None,
        )
    }

    /// Triangle index accessor.
    pub fn indices(&mut self, indices: &[u32]) -> Index<json::Accessor> {
        let bytes: Vec<u8> = indices.iter().flat_map(|i| i.to_le_bytes()).collect();
        self.push_accessor(
            &bytes,
            indices.len(),
            ComponentType::U32,
            Type::Scalar,
            Some(Target::ElementArrayBuffer),
            None,
        )
    }

    /// Writes the GLB: header, JSON chunk and the BIN chunk.
    pub fn finish(mut self) -> Result<Vec<u8>, SampleError> {
        while !self.bin.len().is_multiple_of(4) {
            self.bin.push(0);
        }
        self.root.push(json::Buffer {
            byte_length: USize64::from(self.bin.len()),
            name: None,
            uri: None,
            extensions: None,
            extras: Default::default(),
        });
        let json = json::serialize::to_vec(&self.root).map_err(SampleError::Json)?;
        Ok(crate::glb::glb_bytes(json, Some(self.bin))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_loadable_glb_with_aligned_views() {
        let mut w = GlbWriter::new("test");
        w.u8_vec4(&[[1, 2, 3, 4]]);
        let positions = w.floats(
            &[[0.0f32, 1.0, 2.0], [-1.0, 5.0, 0.5]],
            Type::Vec3,
            None,
            true,
        );
        w.indices(&[0, 1, 1]);
        let bytes = w.finish().unwrap();
        assert_eq!(bytes.len() % 4, 0);
        let gltf = gltf::Gltf::from_slice(&bytes).unwrap();
        let blob = gltf.blob.as_deref().unwrap();
        assert_eq!(gltf.buffers().next().unwrap().length(), blob.len());
        for view in gltf.views() {
            assert_eq!(view.offset() % 4, 0);
        }
        let acc = gltf.accessors().nth(positions.value()).unwrap();
        assert_eq!(acc.min().unwrap(), serde_json::json!([-1.0, 1.0, 0.5]));
        assert_eq!(acc.max().unwrap(), serde_json::json!([0.0, 5.0, 2.0]));
        assert_eq!(
            gltf.document.as_json().asset.generator.as_deref(),
            Some("test")
        );
    }
}
