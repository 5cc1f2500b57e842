//! Primitives of MLton compatibility extras (basis/README.md, "MLton
//! compatibility primitives"): `MLton.hash`, `MLton.size`,
//! `MLton.Platform`'s hosts and `MLton.Rusage`'s children, each a call of
//! a runtime function of `runtime/mlton.c` (declared in its own section of
//! `runtime/include/skein.h`); and `Real32.round` (basis/real32.sml), a C
//! conversion.  Reached from the fallback arm of
//! `Emitter::prim` (prims.rs) for the names `handles` accepts.
//!
//! Invariants: none of these raises, allocates or collects; each leaves
//! `dst` assigned.

use super::*;

/// Whether `name` is one of the primitives this file translates.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "MLton.hash" | "MLton.size" | "MLton.Platform.arch" | "MLton.Platform.os" | "MLton.Rusage.children" | "Real32.round"
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
            "Real32.round" => format!("    {dst} = (double)(float){};\n", arg(0)),
            _ => format!("    skc_unimplemented({});\n", c_string(name.as_bytes())),
        }
    }
}
