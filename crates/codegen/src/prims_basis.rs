//! Primitives of MLton compatibility extras (basis/README.md, "MLton
//! compatibility primitives"): `MLton.hash`, `MLton.size`,
//! `MLton.Platform`'s hosts and `MLton.Rusage`'s children, each a call of
//! a runtime function of `runtime/mlton.c` (declared in its own section of
//! `runtime/include/skein.h`); `Real32.round` (basis/real32.sml), a C
//! conversion; `Int.fmtRadix` (basis/int.sml: Int.toString, Int.fmt),
//! the digits of an int written right to left into a C buffer and copied
//! into a new string; and `String.unsafeFindChar` (TextIO.inputLine), a
//! memchr; `MLton.Pointer.getX`/`setX` (basis/mlton-pointer.sml): a load
//! or store of C type X at `p + i * sizeof X`, where `p` is a word64 (the
//! representation of MLton.Pointer.t) and `i` an int; `MLton.Weak.new`,
//! `alive` and `get` (runtime/mlton.c, WEAKS: the target's bits, unboxed
//! scalars marked never collected) and `MLton.touch` (an opaque use that
//! keeps a value live up to that point); `MLton.Signal.setDispatcher`
//! (runtime/signals.c); `Skein.opaque x`: x itself through an empty
//! asm, so that gcc knows nothing of its value (the match compiler's row
//! blocks, lower/src/matching.rs BACKTRACKING; never a real).  Reached
//! from the fallback arm of `Emitter::prim` (prims.rs) for the names
//! `handles` accepts.
//!
//! Invariants: none of these raises; only `Int.fmtRadix` and
//! `MLton.Weak.new` allocate (and so may collect: they hold no heap
//! pointer across the allocation but on the C stack, which pins); each
//! leaves `dst` assigned.

use super::*;

/// Whether `name` is one of the primitives this file translates.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "MLton.hash" | "MLton.size" | "MLton.Platform.arch" | "MLton.Platform.os" | "MLton.Rusage.children" | "Real32.round" | "Int.fmtRadix" | "String.unsafeFindChar"
            | "MLton.Weak.new" | "MLton.Weak.alive" | "MLton.Weak.get" | "MLton.touch" | "MLton.Signal.setDispatcher" | "Skein.opaque"
    ) || pointer_access(name).is_some()
}

/// (is a store, C element type, how a loaded value becomes the SSA
/// variable's C type) of a `MLton.Pointer.getX`/`setX` primitive.
fn pointer_access(name: &str) -> Option<(bool, &'static str, &'static str)> {
    let rest = name.strip_prefix("MLton.Pointer.")?;
    let (set, elem) = if let Some(e) = rest.strip_prefix("get") { (false, e) } else { (true, rest.strip_prefix("set")?) };
    let (cty, conv) = match elem {
        "Int8" => ("int8_t", "int64_t"),
        "Int16" => ("int16_t", "int64_t"),
        "Int32" => ("int32_t", "int64_t"),
        "Int64" => ("int64_t", "int64_t"),
        "Word8" => ("uint8_t", "uint8_t"),
        "Word16" => ("uint16_t", "uint64_t"),
        "Word32" => ("uint32_t", "uint64_t"),
        "Word64" | "Pointer" => ("uint64_t", "uint64_t"),
        "Real32" => ("float", "double"),
        "Real64" => ("double", "double"),
        _ => return None,
    };
    Some((set, cty, conv))
}

impl Emitter<'_> {
    /// The C code of primitive `name` (one that `handles` accepts) storing
    /// its result into `dst` (of type `rty`); `args` are the argument
    /// variables.
    pub(crate) fn prim_basis(&mut self, name: &str, dst: &str, args: &[VarId], rty: &Type) -> String {
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let t = args.first().map(|v| self.ty(*v).clone()).unwrap_or(Type::unit());
        if let Some((set, cty, conv)) = pointer_access(name) {
            // memcpy: C code may have written the bytes at another type
            // (no strict-aliasing assumption); it compiles to one access.
            let addr = format!("(char *)(uintptr_t){} + (intptr_t){} * (intptr_t)sizeof({})", arg(0), arg(1), cty);
            return if set {
                format!("    {{ {cty} x_ = ({cty}){}; memcpy({addr}, &x_, sizeof x_); }}\n    {dst} = SK_UNIT;\n", arg(2))
            } else {
                format!("    {{ {cty} x_; memcpy(&x_, {addr}, sizeof x_); {dst} = ({conv})x_; }}\n")
            };
        }
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
            // (x, 0): the weak object of x's bits; scalars never die.
            "MLton.Weak.new" => match t {
                Type::Real => format!("    {{ double d_ = {}; uint64_t b_; memcpy(&b_, &d_, 8); {dst} = sk_weak_new(m, b_, 1); }}\n", arg(0)),
                _ if is_scalar(&t) => format!("    {dst} = sk_weak_new(m, (uint64_t){}, 1);\n", arg(0)),
                _ => format!("    {dst} = sk_weak_new(m, (uint64_t){}, 0);\n", arg(0)),
            },
            "MLton.Weak.alive" => format!("    {dst} = SKC_BOOL(sk_weak_alive({}));\n", arg(0)),
            // The target's bits at the result's type (after an alive test).
            "MLton.Weak.get" => {
                let w = format!("((const uint64_t *){})[0]", arg(0));
                match rty {
                    Type::Real => format!("    {{ uint64_t b_ = {w}; double d_; memcpy(&d_, &b_, 8); {dst} = d_; }}\n"),
                    rt if is_scalar(rt) => format!("    {dst} = ({}){w};\n", c_type(rt)),
                    _ => format!("    {dst} = (SkValue){w};\n"),
                }
            }
            // (x, 0): x stays live (in a register or the stack) up to here.
            "MLton.touch" => format!("    __asm__ volatile(\"\" : : \"g\"({}) : \"memory\");\n    {dst} = SK_UNIT;\n", arg(0)),
            "Skein.opaque" => format!("    {dst} = {};\n    __asm__ volatile(\"\" : \"+r\"({dst}));\n", arg(0)),
            // The closure the main task's polls call for caught signals.
            "MLton.Signal.setDispatcher" => format!("    sk_signal_dispatcher(m, {});\n    {dst} = SK_UNIT;\n", arg(0)),
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
