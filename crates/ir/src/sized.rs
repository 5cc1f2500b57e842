//! The fixed-width integer and word types narrower than 64 bits, by name.
//!
//! Besides Int8/Int16/Int32 and Word8/Word16/Word32 the basis has MLton's
//! other widths, `Int1`..`Int31` and `Word1`..`Word31` (`basis/sized.sml`).
//! Every one is a builtin type constructor named `intN`/`wordN` whose
//! primitives are named after the structure, `IntN.+`, `WordN.andb`.
//! Their values live in 64 bits (codegen `other_int`): a narrow int
//! sign-extended and range-checked, a narrow word zero-extended and masked
//! (codegen prims_num.rs).  `word8` is not one of these names' types: it is
//! `PrimTyCon::Word8`, a byte in C.

/// The widths of `Int<N>`/`Word<N>` the basis adds to 8, 16, 32 and 64.
pub fn extra_widths() -> impl Iterator<Item = u32> {
    (1..=31).filter(|n| *n != 8 && *n != 16)
}

/// (signed?, bits) of a narrow type constructor name: `int1`..`int32`,
/// `word1`..`word32` except `word8`.
pub fn type_width(name: &str) -> Option<(bool, u32)> {
    width(name, "int", "word")
}

/// (signed?, bits) of a narrow structure name, as primitives are named:
/// `Int1`..`Int32`, `Word1`..`Word32` except `Word8`.
pub fn struct_width(name: &str) -> Option<(bool, u32)> {
    width(name, "Int", "Word")
}

fn width(name: &str, int: &str, word: &str) -> Option<(bool, u32)> {
    let (signed, digits) = match name.strip_prefix(int) {
        Some(d) => (true, d),
        None => (false, name.strip_prefix(word)?),
    };
    if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let bits: u32 = digits.parse().ok()?;
    ((1..=32).contains(&bits) && (signed || bits != 8)).then_some((signed, bits))
}

/// The structure a narrow type's primitives are named after: `int31` ->
/// `Int31`, `word7` -> `Word7`.
pub fn struct_name(type_name: &str) -> Option<String> {
    type_width(type_name)?;
    let mut s = type_name.to_string();
    s[..1].make_ascii_uppercase();
    Some(s)
}

/// The smallest and largest value of a signed type of `bits` bits.
pub fn int_range(bits: u32) -> (i64, i64) {
    (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_to_widths() {
        assert_eq!(type_width("int31"), Some((true, 31)));
        assert_eq!(type_width("word1"), Some((false, 1)));
        assert_eq!(type_width("int8"), Some((true, 8)));
        assert_eq!(type_width("word8"), None);
        assert_eq!(type_width("int64"), None);
        assert_eq!(type_width("intinf"), None);
        assert_eq!(type_width("word031"), None);
        assert_eq!(struct_width("Word31"), Some((false, 31)));
        assert_eq!(struct_width("Word"), None);
        assert_eq!(int_range(1), (-1, 0));
        assert_eq!(int_range(31), (-(1 << 30), (1 << 30) - 1));
        assert_eq!(extra_widths().count(), 29);
    }
}
