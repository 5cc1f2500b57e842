//! Numeric primitives: IntInf (GMP-backed, `runtime/intinf.c`), the
//! fixed-width integers and words narrower than 64 bits (Int1..Int32,
//! Word1..Word32 but Word8: skein_ir::sized), width conversions of every
//! word type, and the Real formatting/parsing/IEEE primitives
//! (`runtime/realfmt.c`).  Called
//! from the fallback arm of `Emitter::prim` (prims.rs) with the primitive's
//! full name; returns `None` for names it does not know.
//!
//! INVARIANTS of the C representation (see `c_type` in lib.rs):
//! - Int1..Int32 live in `int64_t`, always sign-extended, i.e. within
//!   their range: every arithmetic result is range-checked and raises
//!   Overflow otherwise.
//! - Word1..Word32 but Word8 live in `uint64_t`, always zero-extended:
//!   every result that could carry bits above the width is masked.  (Word8 is `uint8_t`,
//!   truncated by C itself.)
//! - IntInf is an `SkValue` in the canonical form `runtime/intinf.c`
//!   describes: an immediate when in [-2^62, 2^62-1], else a pointer-free
//!   record of GMP limbs.  The fast paths below handle two immediates
//!   inline and call the runtime otherwise.  Zero is exactly `SK_IMM(0)`.

use super::*;
use skein_ir::sized;

/// The inline fast paths of the numeric primitives (the runtime entry
/// points they fall back to are declared in skein.h), appended to the
/// prelude of every generated C file.
pub(crate) const PRELUDE: &str = r#"
/* ---- numeric primitives (prims_num.rs; runtime/intinf.c, realfmt.c) ---- */
/* (the runtime entry points are declared in skein.h) */

#define SKC_II_MIN (-(INT64_C(1) << 62))
#define SKC_II_MAX ((INT64_C(1) << 62) - 1)
#define SKC_II_BOTH_SMALL(a, b) SK_LIKELY((a) & (b) & 1u)
SK_INLINE SkValue skc_ii_add(SkMutator *m, SkValue a, SkValue b) {
    int64_t r;
    if (SKC_II_BOTH_SMALL(a, b) && !__builtin_add_overflow((int64_t)a, (int64_t)b - 1, &r)) return (SkValue)r;
    return sk_intinf_add(m, a, b);
}
SK_INLINE SkValue skc_ii_sub(SkMutator *m, SkValue a, SkValue b) {
    int64_t r;
    if (SKC_II_BOTH_SMALL(a, b) && !__builtin_sub_overflow((int64_t)a, (int64_t)b - 1, &r)) return (SkValue)r;
    return sk_intinf_sub(m, a, b);
}
SK_INLINE SkValue skc_ii_mul(SkMutator *m, SkValue a, SkValue b) {
    int64_t r;
    if (SKC_II_BOTH_SMALL(a, b) && !__builtin_mul_overflow((int64_t)SK_IMM_VALUE(a), (int64_t)SK_IMM_VALUE(b), &r)
        && r >= SKC_II_MIN && r <= SKC_II_MAX) return SK_IMM(r);
    return sk_intinf_mul(m, a, b);
}
/* Division: b != 0 checked by the caller. */
SK_INLINE SkValue skc_ii_div(SkMutator *m, SkValue a, SkValue b) {
    if (SKC_II_BOTH_SMALL(a, b)) {
        int64_t x = SK_IMM_VALUE(a), y = SK_IMM_VALUE(b), q = x / y;
        if ((x % y != 0) && ((x < 0) != (y < 0))) q -= 1;
        return sk_intinf_from_i64(m, q);
    }
    return sk_intinf_div(m, a, b);
}
SK_INLINE SkValue skc_ii_mod(SkMutator *m, SkValue a, SkValue b) {
    if (SKC_II_BOTH_SMALL(a, b)) {
        int64_t x = SK_IMM_VALUE(a), y = SK_IMM_VALUE(b), r = x % y;
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return SK_IMM(r);
    }
    return sk_intinf_mod(m, a, b);
}
SK_INLINE SkValue skc_ii_quot(SkMutator *m, SkValue a, SkValue b) {
    if (SKC_II_BOTH_SMALL(a, b)) return sk_intinf_from_i64(m, SK_IMM_VALUE(a) / SK_IMM_VALUE(b));
    return sk_intinf_quot(m, a, b);
}
SK_INLINE SkValue skc_ii_rem(SkMutator *m, SkValue a, SkValue b) {
    if (SKC_II_BOTH_SMALL(a, b)) return SK_IMM(SK_IMM_VALUE(a) % SK_IMM_VALUE(b));
    return sk_intinf_rem(m, a, b);
}
SK_INLINE SkValue skc_ii_neg(SkMutator *m, SkValue a) {
    if (SK_LIKELY(SK_IS_IMM(a))) return sk_intinf_from_i64(m, -(int64_t)SK_IMM_VALUE(a));
    return sk_intinf_neg(m, a);
}
SK_INLINE SkValue skc_ii_abs(SkMutator *m, SkValue a) {
    if (SK_LIKELY(SK_IS_IMM(a))) { int64_t x = SK_IMM_VALUE(a); return x >= 0 ? a : sk_intinf_from_i64(m, -x); }
    return sk_intinf_abs(m, a);
}
SK_INLINE int skc_ii_cmp(SkValue a, SkValue b) {
    if (SKC_II_BOTH_SMALL(a, b)) return (int64_t)a < (int64_t)b ? -1 : a != b;
    return sk_intinf_compare(a, b);
}
SK_INLINE int64_t skc_ii_to_i64(SkValue a) {
    return SK_IS_IMM(a) ? (int64_t)SK_IMM_VALUE(a) : (int64_t)sk_intinf_low64(a);
}
/* The value switched on by a case on IntInf literals (which are int64s);
 * values beyond int64 map to INT64_MIN (matching only that literal). */
SK_INLINE int64_t skc_ii_case_key(SkValue a) {
    return SK_IS_IMM(a) ? (int64_t)SK_IMM_VALUE(a) : sk_intinf_fits_i64(a) ? (int64_t)sk_intinf_low64(a) : INT64_MIN;
}
"#;

/// Bit width and range of the fixed-width integer structures this file
/// implements arithmetic for (`Int1`..`Int32`, skein_ir::sized).
fn narrow_int(st: &str) -> Option<(u32, i64, i64)> {
    let (true, bits) = sized::struct_width(st)? else { return None };
    let (min, max) = sized::int_range(bits);
    Some((bits, min, max))
}

/// Width of a word structure.
fn word_bits(st: &str) -> Option<u32> {
    match st {
        "Word8" => Some(8),
        "Word" | "Word64" => Some(64),
        _ => narrow_word(st),
    }
}

/// Width of a word structure kept masked in a `uint64_t` (all but Word8,
/// a byte in C, and the 64-bit ones).
fn narrow_word(st: &str) -> Option<u32> {
    match sized::struct_width(st)? {
        (false, bits) => Some(bits),
        _ => None,
    }
}

fn mask(bits: u32) -> String {
    if bits >= 64 {
        "UINT64_MAX".into()
    } else {
        format!("UINT64_C(0x{:x})", (1u64 << bits) - 1)
    }
}

/// The decimal literal `s` (`~` for minus) as limbs, least significant
/// first, and its sign.
fn decimal_limbs(s: &str) -> (bool, Vec<u64>) {
    let (neg, digits) = match s.strip_prefix('~').or_else(|| s.strip_prefix('-')) {
        Some(d) => (true, d),
        None => (false, s),
    };
    let mut limbs: Vec<u64> = Vec::new();
    for c in digits.bytes().filter(u8::is_ascii_digit) {
        let mut carry = u128::from(c - b'0');
        for l in limbs.iter_mut() {
            let v = u128::from(*l) * 10 + carry;
            *l = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            limbs.push(carry as u64);
        }
    }
    (neg, limbs)
}

impl Emitter<'_> {
    /// The C expression of an integer literal `s` (decimal) of type `t`
    /// (`Const::BigInt`).  Big IntInf literals become static objects.
    pub(crate) fn big_const(&mut self, s: &str, t: &Type) -> String {
        let (neg, limbs) = decimal_limbs(s);
        match t {
            Type::IntInf => {
                let small = limbs.len() <= 1 && {
                    let mag = limbs.first().copied().unwrap_or(0);
                    if neg {
                        mag <= 1 << 62
                    } else {
                        mag < 1 << 62
                    }
                };
                if small {
                    let mag = limbs.first().copied().unwrap_or(0) as i64;
                    return format!("SK_IMM(INT64_C({}))", if neg { -mag } else { mag });
                }
                let name = format!("skc_big{}", self.big_count);
                self.big_count += 1;
                let n = limbs.len() as u64;
                let header: u64 = 1 | (1 << 4) | ((8 * (n + 1)) << 40);
                let size = if neg { -(n as i64) } else { n as i64 };
                let words: Vec<String> = std::iter::once(format!("UINT64_C(0x{:x})", size as u64))
                    .chain(limbs.iter().map(|l| format!("UINT64_C(0x{:x})", l)))
                    .collect();
                let _ = writeln!(
                    self.string_defs,
                    "static struct {{ SkHeader h; uint64_t w[{}]; }} {} = {{ UINT64_C(0x{:x}), {{ {} }} }};",
                    n + 1,
                    name,
                    header,
                    words.join(", ")
                );
                format!("((SkValue)&{}.w)", name)
            }
            _ => {
                let mag = limbs.first().copied().unwrap_or(0);
                if c_type(t) == "int64_t" {
                    if neg {
                        if mag == 1 << 63 {
                            "INT64_MIN".into()
                        } else {
                            format!("INT64_C({})", -(mag as i64))
                        }
                    } else {
                        format!("INT64_C({})", mag as i64)
                    }
                } else {
                    format!("UINT64_C({})", mag)
                }
            }
        }
    }

    /// Numeric primitives; `None` if `name` is not one.
    pub(crate) fn prim_num(&self, ctx: &Ctx, dst_var: VarId, name: &str, args: &[VarId]) -> Option<String> {
        let dst = self.var(dst_var);
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let exn = |this: &Self, n: &str| this.exn_named(n).map(|e| format!("SK_IMM({})", e.0)).unwrap_or_else(|| "SK_IMM(0)".into());
        let overflow = self.raise_code(ctx, &exn(self, "Overflow"));
        let div = self.raise_code(ctx, &exn(self, "Div"));
        let (x, y) = (arg(0), arg(1));
        let (st, op) = name.rsplit_once('.').filter(|(_, o)| !o.is_empty())?;
        let simple = |e: String| format!("    {} = {};\n", dst, e);

        if st == "IntInf" {
            let bin = |f: &str| simple(format!("skc_ii_{}(m, {}, {})", f, x, y));
            let code = match op {
                "+" => bin("add"),
                "-" => bin("sub"),
                "*" => bin("mul"),
                "div" | "mod" | "quot" | "rem" => format!("    if (SK_UNLIKELY({y} == SK_IMM(0))) {div}\n{}", bin(op)),
                "~" => simple(format!("skc_ii_neg(m, {})", x)),
                "abs" => simple(format!("skc_ii_abs(m, {})", x)),
                "<" | ">" | "<=" | ">=" => simple(format!("SKC_BOOL(skc_ii_cmp({}, {}) {} 0)", x, y, op)),
                "compare" => simple(format!("(int64_t)skc_ii_cmp({}, {})", x, y)),
                "fromInt" => simple(format!("sk_intinf_from_i64(m, {})", x)),
                "toInt" => format!("    if (SK_UNLIKELY(!SK_IS_IMM({x}) && !sk_intinf_fits_i64({x}))) {overflow}\n    {dst} = skc_ii_to_i64({x});\n"),
                "fromWord64" => simple(format!("sk_intinf_from_u64(m, (uint64_t){})", x)),
                "toWord64" => simple(format!("sk_intinf_low64({})", x)),
                "andb" | "orb" | "xorb" => simple(format!("sk_intinf_{}(m, {}, {})", op, x, y)),
                "notb" => simple(format!("sk_intinf_notb(m, {})", x)),
                "unsafeLsh" => simple(format!("sk_intinf_shl(m, {}, {})", x, y)),
                "unsafeArsh" => simple(format!("sk_intinf_shr(m, {}, {})", x, y)),
                "unsafePow" => simple(format!("sk_intinf_pow(m, {}, {})", x, y)),
                "unsafeLog2" => simple(format!("sk_intinf_log2({})", x)),
                "fmt" => simple(format!("sk_intinf_fmt(m, {}, {})", x, y)),
                "unsafeFromDigits" => simple(format!("sk_intinf_from_digits(m, {}, {}, {})", x, y, arg(2))),
                "toReal" => simple(format!("sk_intinf_to_real({})", x)),
                "unsafeFromReal" => simple(format!("sk_intinf_from_real(m, {})", x)),
                _ => return None,
            };
            return Some(code);
        }

        if let Some((_, min, max)) = narrow_int(st) {
            let check = format!("    if (SK_UNLIKELY({dst} < INT64_C({min}) || {dst} > INT64_C({max}))) {overflow}\n");
            let code = match op {
                "+" | "-" | "*" => {
                    let f = match op {
                        "+" => "add",
                        "-" => "sub",
                        _ => "mul",
                    };
                    // Operands are in range, so the 64-bit operation cannot overflow.
                    format!("    (void)__builtin_{f}_overflow({x}, {y}, &{dst});\n{check}")
                }
                "div" => format!(
                    "    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} / {y};\n    if (({x} % {y} != 0) && (({x} < 0) != ({y} < 0))) {dst} -= 1;\n{check}"
                ),
                "mod" => format!(
                    "    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} % {y}; if ({dst} != 0 && (({dst} < 0) != ({y} < 0))) {dst} += {y};\n"
                ),
                "~" => format!("    {dst} = -{x};\n{check}"),
                "abs" => format!("    {dst} = {x} < 0 ? -{x} : {x};\n{check}"),
                "<" | ">" | "<=" | ">=" => simple(format!("SKC_BOOL({} {} {})", x, op, y)),
                "fromInt" => format!("    {dst} = {x};\n{check}"),
                "toInt" => simple(x.clone()),
                _ => return None,
            };
            return Some(code);
        }

        if let Some(bits) = word_bits(st) {
            let narrow = narrow_word(st).is_some();
            let m = mask(bits);
            let sh = 64 - bits;
            let code = match op {
                "+" | "-" | "*" if narrow => simple(format!("({} {} {}) & {}", x, op, y, m)),
                "div" if narrow => format!("    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} / {y};\n"),
                "mod" if narrow => format!("    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} % {y};\n"),
                "~" if narrow => simple(format!("(-{}) & {}", x, m)),
                "<" | ">" | "<=" | ">=" if narrow => simple(format!("SKC_BOOL({} {} {})", x, op, y)),
                "andb" if narrow => simple(format!("{} & {}", x, y)),
                "orb" if narrow => simple(format!("{} | {}", x, y)),
                "xorb" if narrow => simple(format!("{} ^ {}", x, y)),
                "notb" if narrow => simple(format!("~{} & {}", x, m)),
                "fromInt" if narrow => simple(format!("(uint64_t){} & {}", x, m)),
                "unsafeToInt" if narrow => simple(format!("(int64_t){}", x)),
                "unsafeLsh" if narrow => simple(format!("({} << {}) & {}", x, y, m)),
                "unsafeRsh" if narrow => simple(format!("{} >> {}", x, y)),
                "unsafeArsh" if narrow => simple(format!("(uint64_t)((int64_t)((uint64_t){} << {}) >> ({} + {})) & {}", x, sh, sh, y, m)),
                // Conversions of every word type to and from Word64.
                "toLarge" => simple(format!("(uint64_t){}", x)),
                "toLargeX" => simple(format!("(uint64_t)((int64_t)((uint64_t){} << {}) >> {})", x, sh, sh)),
                "fromLarge" => simple(format!("({})({} & {})", c_type(self.ty(dst_var)), x, m)),
                // The word's value as an IntInf, zero- or sign-extended.
                "toLargeInt" => simple(format!("sk_intinf_from_u64(m, (uint64_t){})", x)),
                "toLargeIntX" => simple(format!("sk_intinf_from_i64(m, (int64_t)((uint64_t){} << {}) >> {})", x, sh, sh)),
                "fromLargeInt" => simple(format!("({})(sk_intinf_low64({}) & {})", c_type(self.ty(dst_var)), x, m)),
                _ => return None,
            };
            return Some(code);
        }

        if st == "Real" {
            let code = match op {
                "fmt" => simple(format!("sk_real_fmt(m, {}, {}, {})", x, y, arg(2))),
                "shortest" => simple(format!("sk_real_shortest(m, {})", x)),
                "strtod" => simple(format!("sk_real_strtod({})", x)),
                "strtof" => simple(format!("sk_real_strtof({})", x)),
                "class" => simple(format!("sk_real_class({})", x)),
                "signBit" => simple(format!("SKC_BOOL(sk_real_sign_bit({}))", x)),
                "copySign" => simple(format!("sk_real_copy_sign({}, {})", x, y)),
                "nextAfter" => simple(format!("nextafter({}, {})", x, y)),
                "rem" => simple(format!("fmod({}, {})", x, y)),
                "frexpMan" => format!("    {{ int e_; {dst} = frexp({x}, &e_); }}\n"),
                "frexpExp" => format!("    {{ int e_; (void)frexp({x}, &e_); {dst} = e_; }}\n"),
                "ldexp" => simple(format!("ldexp({}, (int)({} < -100000 ? -100000 : {} > 100000 ? 100000 : {}))", x, y, y, y)),
                "modfWhole" => format!("    {{ double w_; (void)modf({x}, &w_); {dst} = w_; }}\n"),
                "roundMode" => simple(format!("sk_real_round({}, {})", x, y)),
                "getRound" => simple("sk_real_get_round()".into()),
                "setRound" => format!("    sk_real_set_round({x});\n    {dst} = SK_UNIT;\n"),
                _ => return None,
            };
            return Some(code);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_to_limbs() {
        assert_eq!(decimal_limbs("18446744073709551616"), (false, vec![0, 1]));
        assert_eq!(decimal_limbs("~255"), (true, vec![255]));
        assert_eq!(decimal_limbs("0"), (false, vec![]));
    }
}
