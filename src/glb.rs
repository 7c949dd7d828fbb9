//! Binary glTF containers: writing one, and checking a header before the gltf crate reads it.

use std::borrow::Cow;

/// A GLB from JSON bytes and an optional binary buffer (chunk padding is added by the writer).
/// Errors are the gltf crate's.
pub fn glb_bytes(json: Vec<u8>, bin: Option<Vec<u8>>) -> Result<Vec<u8>, gltf::Error> {
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
}

/// What is wrong with a GLB file's 12-byte header, if anything: a total length shorter than the
/// header itself (the gltf crate subtracts past zero on it) or longer than the file.
pub fn header_error(bytes: &[u8]) -> Option<String> {
    let declared = match bytes.get(8..12) {
        Some(b) => u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize,
        None => {
            return Some(format!(
                "truncated GLB: {} bytes, the header alone has 12",
                bytes.len()
            ));
        }
    };
    if declared < 12 {
        Some(format!(
            "bad GLB header: it declares a total length of {declared} bytes, less than the 12-byte header"
        ))
    } else if declared > bytes.len() {
        Some(format!(
            "truncated GLB: the header declares {declared} bytes, the file has {}",
            bytes.len()
        ))
    } else {
        None
    }
}
