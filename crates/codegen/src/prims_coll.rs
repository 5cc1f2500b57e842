//! Primitives of the collection structures and of MLton compatibility
//! (basis/README.md, "Collection primitives"): reached from the fallback
//! arm of `Emitter::prim` (prims.rs) for the names `handles` accepts.
//!
//! Invariants: none of these raises; each leaves `dst` assigned (but
//! `Thread.exit`, which never returns); only `MLton.GC.collect` calls into
//! the runtime's collector (and `Thread.switch` runs other coroutines,
//! which may), and none allocates.

use super::*;

/// Whether `name` is one of the primitives this file translates.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "Vector.unsafeFromArray"
            | "MLton.equal"
            | "MLton.GC.collect"
            | "MLton.Random.entropy"
            | "PackReal.toBits"
            | "PackReal.fromBits"
            | "Thread.current"
            | "Thread.new"
            | "Thread.switch"
            | "Thread.exit"
            | "Thread.discard"
            | "Thread.preempt"
    )
}

impl Emitter<'_> {
    /// The C code of primitive `name` (one that `handles` accepts) storing
    /// its result into `dst`; `args` are the argument variables.
    pub(crate) fn prim_coll(&mut self, name: &str, dst: &str, args: &[VarId]) -> String {
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        match name {
            // The array becomes a vector in place (MLton's
            // Vector.unsafeFromArray): same layout, only the header's kind
            // changes, so equality then compares it structurally.  The
            // caller promises not to update the array afterwards.
            "Vector.unsafeFromArray" => {
                let x = arg(0);
                format!(
                    "    SK_HEADER({x}) = (SK_HEADER({x}) & ~((SkHeader)0xf << 4)) | ((SkHeader)SK_KIND_VECTOR << 4);\n    {dst} = {x};\n"
                )
            }
            // Structural equality at any type (MLton.equal): scalars by
            // value, heap objects by skc_poly_equal (arrays and refs by
            // identity).
            "MLton.equal" => {
                let t = args.first().map(|v| self.ty(*v).clone()).unwrap_or(Type::unit());
                if is_scalar(&t) {
                    format!("    {dst} = SKC_BOOL({} == {});\n", arg(0), arg(1))
                } else {
                    format!("    {dst} = SKC_BOOL(skc_poly_equal({}, {}));\n", arg(0), arg(1))
                }
            }
            "MLton.GC.collect" => format!("    sk_collect(m);\n    {dst} = SK_UNIT;\n"),
            // (device, cell): reads 8 bytes from /dev/random (device 0) or
            // /dev/urandom (otherwise) into element 0 of the word array
            // `cell`; true when that worked.
            "MLton.Random.entropy" => format!(
                "    {{ uint64_t w = 0; FILE *f = fopen({} == 0 ? \"/dev/random\" : \"/dev/urandom\", \"rb\"); int ok = f && fread(&w, sizeof w, 1, f) == 1; if (f) fclose(f);\n      if (ok) ((uint64_t *){})[0] = w; {dst} = SKC_BOOL(ok); }}\n",
                arg(0),
                arg(1)
            ),
            // Coroutines (runtime/conc/coroutine.c): a handle is an int.
            // A switch returns when another coroutine switches back; what
            // the C locals point to was pinned by the collector's scan of
            // the suspended stack meanwhile.
            "Thread.current" => format!("    {dst} = sk_thread_current(m);\n"),
            "Thread.new" => format!("    {dst} = sk_thread_new(m, {});\n", arg(0)),
            "Thread.switch" => format!("    sk_thread_switch(m, {});\n    {dst} = SK_UNIT;\n", arg(0)),
            "Thread.exit" => format!("    sk_thread_exit(m, {});\n", arg(0)),
            "Thread.discard" => format!("    sk_thread_discard(m, {});\n    {dst} = SK_UNIT;\n", arg(0)),
            // The handler (unit -> unit) runs at the polls that end time
            // slices of arg(1) microseconds (0: none); the program polls
            // because this primitive is in it (lib.rs `needs_polls`).
            "Thread.preempt" => format!("    sk_thread_preempt(m, {}, {});\n    {dst} = SK_UNIT;\n", arg(0), arg(1)),
            // The IEEE 754 binary64 bits of a real, and back.
            "PackReal.toBits" => format!("    {{ double d = {}; memcpy(&{dst}, &d, 8); }}\n", arg(0)),
            "PackReal.fromBits" => format!("    {{ uint64_t w = {}; memcpy(&{dst}, &w, 8); }}\n", arg(0)),
            _ => format!("    skc_unimplemented({});\n", c_string(name.as_bytes())),
        }
    }
}
