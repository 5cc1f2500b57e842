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
            // Int.fmt: (n, radix) with radix 2, 8, 10 or 16; SML syntax
            // ("~" for minus, uppercase hex digits).  The magnitude as a
            // uint64_t, so minInt needs no special case.
            "Int.fmtRadix" => format!(
                concat!(
                    "    {{ int64_t n_ = {n}; uint64_t r_ = (uint64_t){r}, u_ = n_ < 0 ? -(uint64_t)n_ : (uint64_t)n_;\n",
                    "      char b_[72]; int k_ = 72;\n",
                    "      if (r_ == 10) do {{ b_[--k_] = (char)('0' + u_ % 10); u_ /= 10; }} while (u_);\n",
                    "      else do {{ b_[--k_] = \"0123456789ABCDEF\"[u_ % r_]; u_ /= r_; }} while (u_);\n",
                    "      if (n_ < 0) b_[--k_] = '~';\n",
                    "      {dst} = skc_string_alloc(m, (size_t)(72 - k_)); memcpy(SK_STRING_BYTES({dst}), b_ + k_, (size_t)(72 - k_)); }}\n"
                ),
                n = arg(0),
                r = arg(1),
                dst = dst
            ),
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
