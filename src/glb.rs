//! Writing a binary glTF container (header, JSON chunk, optional BIN chunk).

use std::borrow::Cow;

/// A GLB from JSON bytes and an optional binary buffer (chunk padding is added by the writer).
pub fn glb_bytes(json: Vec<u8>, bin: Option<Vec<u8>>) -> anyhow::Result<Vec<u8>> {
    let glb = gltf::binary::Glb {
        header: gltf::binary::Header {
            magic: *b"glTF",
            version: 2,
            // Recomputed by the writer.
            length: 0,
        },
        json: Cow::Owned(json),
        bin: bin.map(Cow::Owned),
    };
    glb.to_vec()
        .map_err(|e| anyhow::anyhow!("writing GLB: {e}"))
}
