//! C code of the places primitives (`Place.*`, basis/README.md "Places
//! primitives"; runtime/places/place.c): reached from the fallback arm of
//! `Emitter::prim` (prims.rs) for the names `handles` accepts.
//!
//! Invariants: none of these raises (failures come back as negative
//! numbers for the basis to turn into exceptions); each leaves `dst`
//! assigned; only `Place.take` allocates (it may collect: the conservative
//! stack scan keeps the caller's values).  Messages cross as one pointer:
//! the basis boxes every message in a ref, so `Place.send` and
//! `Place.take` see an object whatever the message's type.  Shared-array
//! elements are 8-byte words at `base + 8 * i`, read and written with
//! sequentially consistent atomics (other places see them at once).

use super::*;

/// The primitive names this module emits.
pub(crate) fn handles(name: &str) -> bool {
    matches!(
        name,
        "Place.fork"
            | "Place.channel"
            | "Place.close"
            | "Place.send"
            | "Place.ready"
            | "Place.take"
            | "Place.waitAny"
            | "Place.wait"
            | "Place.pollExit"
            | "Place.kill"
            | "Place.sharedAlloc"
            | "Place.sharedSub"
            | "Place.sharedUpdate"
            | "Place.sharedFetchAdd"
            | "Place.sharedCas"
            | "Place.sharedSubReal"
            | "Place.sharedUpdateReal"
    )
}

impl Emitter<'_> {
    /// The C code of primitive `name` (one that `handles` accepts) storing
    /// its result into `dst`; `args` are the argument variables.
    pub(crate) fn prim_place(&mut self, name: &str, dst: &str, args: &[VarId]) -> String {
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let word = |base: String, i: String| format!("((int64_t *)(intptr_t)({base}) + ({i}))");
        match name {
            "Place.fork" => format!("    {dst} = sk_place_fork(m);\n"),
            "Place.channel" => format!("    {dst} = sk_place_channel();\n"),
            "Place.close" => format!("    sk_place_close({});\n    {dst} = SK_UNIT;\n", arg(0)),
            "Place.send" => format!("    {dst} = sk_place_send({}, {});\n", arg(0), arg(1)),
            "Place.ready" => format!("    {dst} = sk_place_ready({}, {});\n", arg(0), arg(1)),
            "Place.take" => format!("    {dst} = sk_place_take(m, {});\n", arg(0)),
            "Place.waitAny" => format!("    {dst} = sk_place_wait_any({}, {});\n", arg(0), arg(1)),
            "Place.wait" => format!("    {dst} = sk_place_wait({});\n", arg(0)),
            "Place.pollExit" => format!("    {dst} = sk_place_poll_exit({});\n", arg(0)),
            "Place.kill" => format!("    sk_place_kill({});\n    {dst} = SK_UNIT;\n", arg(0)),
            "Place.sharedAlloc" => format!("    {dst} = sk_place_shared_alloc({});\n", arg(0)),
            "Place.sharedSub" => format!("    {dst} = __atomic_load_n({}, __ATOMIC_SEQ_CST);\n", word(arg(0), arg(1))),
            "Place.sharedUpdate" => {
                format!("    __atomic_store_n({}, {}, __ATOMIC_SEQ_CST);\n    {dst} = SK_UNIT;\n", word(arg(0), arg(1)), arg(2))
            }
            "Place.sharedFetchAdd" => {
                format!("    {dst} = __atomic_fetch_add({}, {}, __ATOMIC_SEQ_CST);\n", word(arg(0), arg(1)), arg(2))
            }
            // (base, i, expected, new): the element's old value.
            "Place.sharedCas" => format!(
                "    {{ int64_t seen = {}; __atomic_compare_exchange_n({}, &seen, {}, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); {dst} = seen; }}\n",
                arg(2),
                word(arg(0), arg(1)),
                arg(3)
            ),
            "Place.sharedSubReal" => format!(
                "    {{ int64_t w = __atomic_load_n({}, __ATOMIC_SEQ_CST); memcpy(&{dst}, &w, 8); }}\n",
                word(arg(0), arg(1))
            ),
            "Place.sharedUpdateReal" => format!(
                "    {{ double d = {}; int64_t w; memcpy(&w, &d, 8); __atomic_store_n({}, w, __ATOMIC_SEQ_CST); }}\n    {dst} = SK_UNIT;\n",
                arg(2),
                word(arg(0), arg(1))
            ),
            _ => unreachable!("prims_place::handles accepted {name}"),
        }
    }
}
