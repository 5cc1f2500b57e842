//! Primitives of MLton compatibility extras (basis/README.md, "MLton
//! compatibility primitives"): `MLton.hash`, `MLton.size`,
//! `MLton.Platform`'s hosts and `MLton.Rusage`'s children, each a call of
//! a runtime function of `runtime/mlton.c` (declared in its own section of
//! `runtime/include/skein.h`); `Real32.round` (basis/real32.sml), a C
//! conversion; `Int.fmtRadix` (basis/int.sml: Int.toString, Int.fmt),
//! the digits of an int written right to left into a C buffer and copied
//! into a new string; and `String.unsafeFindChar` (TextIO.inputLine), a
//! memchr.  Reached from the fallback arm of
//! `Emitter::prim` (prims.rs) for the names `handles` accepts.
//!
//! Invariants: none of these raises; only `Int.fmtRadix` allocates (and so
//! may collect: it holds no heap pointer across the allocation); each
//! leaves `dst` assigned.

use super::*;

/// Whether `name` is one of the primitives this file translates.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "MLton.hash" | "MLton.size" | "MLton.Platform.arch" | "MLton.Platform.os" | "MLton.Rusage.children" | "Real32.round" | "Int.fmtRadix" | "String.unsafeFindChar"
    )
}

impl Emitter<'_> {
    /// The C code of primitive `name` (one that `handles` accepts) storing
    /// its result into `dst`; `args` are the argument variables.
    pub(crate) fn prim_basis(&mut self, name: &str, dst: &str, args: &[VarId]) -> String {
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let t = args.first().map(|v| self.ty(*v).clone()).unwrap_or(Type::unit());
        match name {
            // Scalars hash their value (a real by value, so that 0.0 and
            // ~0.0, equal under MLton.equal, hash alike; NaN by its bits);
            // heap values structurally (runtime/mlton.c).
            "MLton.hash" => match t {
                Type::Real => format!(
                    "    {{ double d = {}; uint64_t b; if (d == 0.0) d = 0.0; memcpy(&b, &d, 8); {dst} = sk_mlton_hash((SkValue)b, 0); }}\n",
                    arg(0)
                ),
                _ if is_scalar(&t) => format!("    {dst} = sk_mlton_hash((SkValue)(uint64_t){}, 0);\n", arg(0)),
                _ => format!("    {dst} = sk_mlton_hash({}, 1);\n", arg(0)),
            },
            // Bytes of the heap objects reachable from the argument; an
            // unboxed scalar occupies none.
            "MLton.size" if is_scalar(&t) => format!("    {dst} = 0;\n"),
            "MLton.size" => format!("    {dst} = sk_mlton_size({});\n", arg(0)),
            "MLton.Platform.arch" => format!("    {dst} = sk_mlton_platform_arch();\n"),
            "MLton.Platform.os" => format!("    {dst} = sk_mlton_platform_os();\n"),
            "MLton.Rusage.children" => format!("    {dst} = sk_mlton_rusage_children({});\n", arg(0)),
            // A double rounded to single precision (current rounding mode)
            // and back: Real32's representation (basis/real32.sml).
            "Real32.round" => format!("    {dst} = sk_round_f32({});\n", arg(0)),
            // Int.fmt: (n, radix) with radix 2, 8, 10 or 16 (skc_int_fmt).
            "Int.fmtRadix" => format!("    {dst} = skc_int_fmt(m, {}, (uint64_t){});\n", arg(0), arg(1)),
            // (s, c, i) with 0 <= i <= size s: the index of the first c in
            // s at or after i, size s if none.
            "String.unsafeFindChar" => format!(
                concat!(
                    "    {{ SkValue s_ = {s}; size_t n_ = SK_LENGTH(s_), i_ = (size_t){i};\n",
                    "      const char *p_ = memchr(SK_STRING_BYTES(s_) + i_, {c}, n_ - i_);\n",
                    "      {dst} = p_ ? (int64_t)(p_ - SK_STRING_BYTES(s_)) : (int64_t)n_; }}\n"
                ),
                s = arg(0),
                c = arg(1),
                i = arg(2),
                dst = dst
            ),
            _ => format!("    skc_unimplemented({});\n", c_string(name.as_bytes())),
        }
    }
}
