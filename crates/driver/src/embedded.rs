//! The SML libraries embedded in the binary by `build.rs`, the Basis Library
//! (`basis/`) and part of the SML/NJ library (`smlnj-lib/`): `$(SML_LIB)`
//! resolves here unless `-mlb-path-var 'SML_LIB dir'` points elsewhere.

include!(concat!(env!("OUT_DIR"), "/embedded_basis.rs"));

/// The contents of `$(SML_LIB)/<key>`, e.g. `key = "basis/basis.mlb"`.
pub fn lookup(key: &str) -> Option<&'static str> {
    EMBEDDED_FILES.iter().find(|(k, _)| *k == key).map(|(_, text)| *text)
}
