//! Primitives: the C prelude of every generated file (small static inline
//! helpers) and the translation of `Exp::Prim` by name.

use super::*;
#[path = "prims_basis.rs"]
mod prims_basis;

pub(crate) const PRELUDE: &str = r#"#include "skein.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- prelude: exceptions and primitive helpers ---- */
/* The exception being raised is per task: m->exn, m->raised (skein.h). */
static const char *skc_exn_name(int64_t tag);

SK_INLINE int64_t skc_tag(SkValue v) {
    return SK_IS_IMM(v) ? (int64_t)SK_IMM_VALUE(v) : (int64_t)SK_IMM_VALUE(SK_FIELD(v, 0));
}

/* What a known function that may raise returns (codegen raises.rs): its
 * result and a raised flag, both in registers in the x86-64 and aarch64
 * ABIs; the packet is in m->exn. */
typedef struct { int64_t v; uintptr_t raised; } SkcRet_int64_t;
typedef struct { uint64_t v; uintptr_t raised; } SkcRet_uint64_t;
typedef struct { uint8_t v; uintptr_t raised; } SkcRet_uint8_t;
typedef struct { double v; uintptr_t raised; } SkcRet_double;
typedef struct { SkValue v; uintptr_t raised; } SkcRet_SkValue;
/* A tuple a known function returns without allocating it (lower
 * unbox-returns): its components, each cast to and from uint64_t. */
typedef struct { uint64_t f0, f1; } SkcU2;
typedef struct { uint64_t f0, f1, f2; } SkcU3;
typedef struct { uint64_t f0, f1, f2, f3; } SkcU4;
typedef struct { SkcU2 v; uintptr_t raised; } SkcRet_SkcU2;
typedef struct { SkcU3 v; uintptr_t raised; } SkcRet_SkcU3;
typedef struct { SkcU4 v; uintptr_t raised; } SkcRet_SkcU4;

static SK_NORETURN void skc_unimplemented(const char *what) {
    fflush(stdout);
    fprintf(stderr, "skein: primitive not implemented yet: %s\n", what);
    sk_exit(2);
}

static SK_NORETURN void skc_uncaught(SkMutator *m, SkValue e) {
    int64_t tag = skc_tag(e);
    const char *name = skc_exn_name(tag);
    m->raised = 0; /* the exit hook (runtime/os.c) may run SML code */
    if ((strcmp(name, "Io") == 0 || strcmp(name, "SysErr") == 0 || strcmp(name, "Fail") == 0) && !SK_IS_IMM(e))
        sk_basis_exn_uncaught(name, SK_FIELD(e, 1));
    if ((strcmp(name, "Match") == 0 || strcmp(name, "Bind") == 0) && !SK_IS_IMM(e))
        sk_match_failure_uncaught(name, SK_FIELD(e, 1));
    sk_uncaught_exception(name, NULL);
}

SK_INLINE int skc_string_is(SkValue s, const char *lit, size_t len) {
    return SK_LENGTH(s) == len && memcmp(SK_STRING_BYTES(s), lit, len) == 0;
}

/* A string case with many arms: its literals, sorted by length, then by
 * bytes; skc_string_index finds the scrutinee's index by binary search
 * (-1: none). */
typedef struct { const char *bytes; size_t len; } SkcStrKey;
static int64_t skc_string_index(SkValue s, const SkcStrKey *keys, int64_t n) {
    size_t len = SK_LENGTH(s);
    int64_t lo = 0, hi = n;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        size_t kl = keys[mid].len;
        int c = kl < len ? -1 : kl > len ? 1 : memcmp(keys[mid].bytes, SK_STRING_BYTES(s), len);
        if (c == 0) return mid;
        if (c < 0) lo = mid + 1; else hi = mid;
    }
    return -1;
}

/* -1, 0 or 1 as a is below, equal to or above b in the lexicographic
 * order of their bytes (unsigned: ord).  Eight bytes at a time, as
 * big-endian words: a string's bytes fill whole words of its object
 * (sequence payloads and literals are padded to 8, skein.h
 * sk_alloc_sequence), so a word read at k < length stays inside it; the
 * bytes past the common length are masked off, not assumed zero.  Most
 * sorted strings differ in their first word: no memcmp call. */
static int skc_string_compare(SkValue a, SkValue b) {
    size_t la = SK_LENGTH(a), lb = SK_LENGTH(b), n = la < lb ? la : lb;
    const char *pa = SK_STRING_BYTES(a), *pb = SK_STRING_BYTES(b);
    for (size_t k = 0; k < n; k += 8) {
        uint64_t wa, wb;
        memcpy(&wa, pa + k, 8);
        memcpy(&wb, pb + k, 8);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        wa = __builtin_bswap64(wa);
        wb = __builtin_bswap64(wb);
#endif
        if (n - k < 8) {
            uint64_t keep = ~UINT64_C(0) << (8 * (8 - (n - k)));
            wa &= keep;
            wb &= keep;
        }
        if (wa != wb) return wa < wb ? -1 : 1;
    }
    return la < lb ? -1 : la > lb ? 1 : 0;
}

static SkValue skc_string_alloc(SkMutator *m, size_t len) {
    SkValue s = sk_alloc_sequence(m, SK_KIND_VECTOR, 0, 1, len);
    SK_STRING_BYTES(s)[len] = 0;
    return s;
}

/* Int.fmt: n in radix r (2, 8, 10 or 16) in SML syntax ("~" for minus,
 * uppercase hex digits); the magnitude as a uint64_t, so minInt needs no
 * special case.  A function, not code at each use: a program printing a
 * few hundred numbers at top level made gcc -O2 take seconds over the
 * copies. */
static SkValue skc_int_fmt(SkMutator *m, int64_t n, uint64_t r) {
    uint64_t u = n < 0 ? -(uint64_t)n : (uint64_t)n;
    char b[72];
    int k = 72;
    if (r == 10) do { b[--k] = (char)('0' + u % 10); u /= 10; } while (u);
    else do { b[--k] = "0123456789ABCDEF"[u % r]; u /= r; } while (u);
    if (n < 0) b[--k] = '~';
    SkValue s = skc_string_alloc(m, (size_t)(72 - k));
    memcpy(SK_STRING_BYTES(s), b + k, (size_t)(72 - k));
    return s;
}

static SkValue skc_string_append(SkMutator *m, SkValue a, SkValue b) {
    size_t la = SK_LENGTH(a), lb = SK_LENGTH(b);
    SkValue s = skc_string_alloc(m, la + lb);
    memcpy(SK_STRING_BYTES(s), SK_STRING_BYTES(a), la);
    memcpy(SK_STRING_BYTES(s) + la, SK_STRING_BYTES(b), lb);
    return s;
}

/* A list: nil is SK_IMM(0); a cons cell is flat, [SK_IMM(1), hd, tl]
 * (`flat`, after the flatten-cons pass), or [SK_IMM(1), pair]; a cell's
 * head and tail are laid out like a record (hd, tl): two pointers in
 * order, or (scalar, list) as [tl | hd in bytes].  SKC_CELL is the object
 * holding hd and tl, SKC_CELL0 the index of its first of them. */
#define SKC_CELL(p, flat) ((flat) ? (p) : SK_FIELD(p, 1))
#define SKC_CELL0(flat) ((flat) ? 1 : 0)
static SkValue skc_string_concat(SkMutator *m, SkValue l, int flat) {
    size_t len = 0;
    int h = SKC_CELL0(flat);
    for (SkValue p = l; !SK_IS_IMM(p); p = SK_FIELD(SKC_CELL(p, flat), h + 1)) len += SK_LENGTH(SK_FIELD(SKC_CELL(p, flat), h));
    SkValue s = skc_string_alloc(m, len);
    size_t at = 0;
    for (SkValue p = l; !SK_IS_IMM(p); p = SK_FIELD(SKC_CELL(p, flat), h + 1)) {
        SkValue x = SK_FIELD(SKC_CELL(p, flat), h);
        memcpy(SK_STRING_BYTES(s) + at, SK_STRING_BYTES(x), SK_LENGTH(x));
        at += SK_LENGTH(x);
    }
    return s;
}

static SkValue skc_string_implode(SkMutator *m, SkValue l, int flat) {
    size_t len = 0;
    int t = SKC_CELL0(flat);
    for (SkValue p = l; !SK_IS_IMM(p); p = SK_FIELD(SKC_CELL(p, flat), t)) len++;
    SkValue s = skc_string_alloc(m, len);
    size_t at = 0;
    for (SkValue p = l; !SK_IS_IMM(p); p = SK_FIELD(SKC_CELL(p, flat), t))
        SK_STRING_BYTES(s)[at++] = (char)*(uint64_t *)SK_BYTES(SKC_CELL(p, flat), t + 1);
    return s;
}

static SkValue skc_substring(SkMutator *m, SkValue str, int64_t i, int64_t n) {
    SkValue s = skc_string_alloc(m, (size_t)n);
    memcpy(SK_STRING_BYTES(s), SK_STRING_BYTES(str) + i, (size_t)n);
    return s;
}

static SkValue skc_real_to_string(SkMutator *m, double x) {
    char buf[64];
    if (isnan(x)) return sk_string_from_bytes(m, "nan", 3);
    if (isinf(x)) return x > 0 ? sk_string_from_bytes(m, "inf", 3) : sk_string_from_bytes(m, "~inf", 4);
    snprintf(buf, sizeof buf, "%.12G", x);
    char out[80];
    size_t j = 0;
    int has_dot = 0, has_exp = 0;
    for (const char *c = buf; *c; c++) {
        if (*c == '.') has_dot = 1;
        if (*c == 'E') has_exp = 1;
    }
    int in_exp = 0;
    for (const char *c = buf; *c; c++) {
        if (*c == '-') out[j++] = '~';
        else if (*c == '+') continue;
        else if (*c == 'E') { out[j++] = 'E'; in_exp = 1; }
        else if (in_exp == 1 && *c == '0' && c[1] != 0) continue; /* exponent's leading zeros */
        else { if (in_exp) in_exp = 2; out[j++] = *c; }
    }
    if (!has_dot && !has_exp) { out[j++] = '.'; out[j++] = '0'; }
    return sk_string_from_bytes(m, out, j);
}

/* Structural equality of two values of the same (equality) type. */
static int skc_poly_equal(SkValue a, SkValue b) {
    for (;;) {
        if (a == b) return 1;
        if (SK_IS_IMM(a) || SK_IS_IMM(b) || a == 0 || b == 0) return 0;
        /* Relaxed loads: an entangled task may set GC bits meanwhile. */
        SkHeader ha = __atomic_load_n(&SK_HEADER(a), __ATOMIC_RELAXED) & ~SK_HDR_GC_BITS;
        SkHeader hb = __atomic_load_n(&SK_HEADER(b), __ATOMIC_RELAXED) & ~SK_HDR_GC_BITS;
        if (ha != hb) return 0;
        unsigned k = sk_header_kind(ha);
        if (k == SK_KIND_MUTABLE || k == SK_KIND_ARRAY) return 0;
        uint64_t ptrs, bytes;
        if (k == SK_KIND_VECTOR) {
            uint64_t n = sk_seq_length(ha), ep = sk_elem_ptrs(ha), eb = sk_elem_bytes(ha);
            if (ep == 0) return memcmp((void *)a, (void *)b, n * eb) == 0;
            for (uint64_t i = 0; i < n; i++) {
                SkValue *ea = (SkValue *)((char *)a + i * (ep * 8 + eb));
                SkValue *eb_ = (SkValue *)((char *)b + i * (ep * 8 + eb));
                for (uint64_t j = 0; j < ep; j++)
                    if (!skc_poly_equal(ea[j], eb_[j])) return 0;
                if (eb && memcmp(ea + ep, eb_ + ep, eb) != 0) return 0;
            }
            return 1;
        }
        ptrs = sk_record_ptrs(ha);
        bytes = sk_record_bytes(ha);
        if (bytes && memcmp(SK_BYTES(a, ptrs), SK_BYTES(b, ptrs), bytes) != 0) return 0;
        if (ptrs == 0) return 1;
        for (uint64_t i = 0; i + 1 < ptrs; i++)
            if (!skc_poly_equal(SK_FIELD(a, i), SK_FIELD(b, i))) return 0;
        SkValue na = SK_FIELD(a, ptrs - 1), nb = SK_FIELD(b, ptrs - 1);
        a = na;
        b = nb;
    }
}

#define SKC_BOOL(c) ((c) ? SK_TRUE : SK_FALSE)

/* Operands of rounding operations in a program that sets the rounding
 * mode (codegen fp_operand): gcc does not order floating-point operations
 * after calls that change the mode, even with -frounding-math (its bug
 * 34678), and merged `1.0 / 3.0` computed under TO_POSINF with the same
 * division after the mode went back to TO_NEAREST.  A volatile asm that
 * "changes" the operand makes every operation its own, after the call
 * before it. */
static inline double skc_fp_opaque(double x) {
#if defined(__GNUC__) && defined(__x86_64__)
    __asm__ volatile("" : "+x"(x));
#elif defined(__GNUC__) && defined(__aarch64__)
    __asm__ volatile("" : "+w"(x));
#elif defined(__GNUC__)
    __asm__ volatile("" : "+m"(x));
#endif
    return x;
}
static inline int64_t skc_fp_opaque_int(int64_t x) {
#if defined(__GNUC__)
    __asm__ volatile("" : "+r"(x));
#endif
    return x;
}

/* The straight-line code of top-level declarations (main and its pieces
 * when they have no loop; codegen runs_once_straight) runs once, so gcc
 * compiles it at -O1 and inlines no other function into it just because
 * that function is called once (the next piece: split-main keeps main's
 * pieces apart).  A program of 300 top-level `print` lines spent about
 * 9 s in gcc at -O2, about 6 s so.  -fno-ivopts stays (toolchain.rs: GC
 * safety).
 * clang has no such attribute; it gets the cold hint only. */
#if defined(__GNUC__) && !defined(__clang__)
#define SKC_RUN_ONCE __attribute__((cold, optimize("O1", "no-ivopts", "no-inline-functions-called-once")))
#else
#define SKC_RUN_ONCE __attribute__((cold))
#endif

"#;

impl Emitter<'_> {
    /// The first operand of a rounding operation, made opaque to the C
    /// compiler when the program sets the rounding mode (`fp_env`;
    /// skc_fp_opaque).
    fn fp_operand(&self, x: &str) -> String {
        if self.fp_env {
            format!("skc_fp_opaque({x})")
        } else {
            x.to_string()
        }
    }

    pub(crate) fn prim(&mut self, ctx: &Ctx, dst_var: VarId, name: &str, args: &[VarId], out: &mut String) {
        let dst = self.var(dst_var);
        let rty = self.ty(dst_var);
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let aty = |i: usize| args.get(i).map(|v| self.ty(*v)).cloned().unwrap_or(Type::unit());
        let exn = |this: &Self, n: &str| this.exn_named(n).map(|e| format!("SK_IMM({})", e.0)).unwrap_or_else(|| "SK_IMM(0)".into());
        let overflow = self.raise_code(ctx, &exn(self, "Overflow"));
        let div = self.raise_code(ctx, &exn(self, "Div"));
        let (x, y) = (arg(0), arg(1));
        let (st, op) = match name.rsplit_once('.') {
            Some((s, o)) if !o.is_empty() => (s, o),
            _ => ("", name),
        };
        let simple = |e: String| format!("    {} = {};\n", dst, e);
        let st = match st {
            "Int64" => "Int",
            "Word64" => "Word",
            other => other,
        };
        let code: String = match (st, op) {
            _ if prims_ffi::handles(name) => prims_ffi::call(name, &dst, &a),
            ("", "print") => format!("    sk_write_bytes(1, SK_STRING_BYTES({x}), SK_LENGTH({x}));\n    {dst} = SK_UNIT;\n"),
            ("", ":=") => {
                let t = aty(1);
                let lay = layout(&[&t]);
                let store = if is_scalar(&t) { self.store(&x, &lay, lay.slots[0], &t, &y) } else { format!("sk_write_ptr(m, {x}, &SK_FIELD({x}, 0), {y});") };
                format!("    {}\n    {} = SK_UNIT;\n", store, dst)
            }
            ("", "poly_equal") | ("MLton", "eq") => {
                if is_scalar(&aty(0)) || op == "eq" {
                    simple(format!("SKC_BOOL({} == {})", x, y))
                } else {
                    simple(format!("SKC_BOOL(skc_poly_equal({}, {}))", x, y))
                }
            }
            ("Int", "+") | ("Int", "-") | ("Int", "*") => {
                let f = match op {
                    "+" => "add",
                    "-" => "sub",
                    _ => "mul",
                };
                format!("    if (SK_UNLIKELY(__builtin_{f}_overflow({x}, {y}, &{dst}))) {overflow}\n")
            }
            ("Int", "div") => format!(
                "    if (SK_UNLIKELY({y} == 0)) {div}\n    if (SK_UNLIKELY({y} == -1 && {x} == INT64_MIN)) {overflow}\n    {dst} = {x} / {y};\n    if (({x} % {y} != 0) && (({x} < 0) != ({y} < 0))) {dst} -= 1;\n"
            ),
            ("Int", "mod") => format!(
                "    if (SK_UNLIKELY({y} == 0)) {div}\n    if ({y} == -1) {dst} = 0; else {{ {dst} = {x} % {y}; if ({dst} != 0 && (({dst} < 0) != ({y} < 0))) {dst} += {y}; }}\n"
            ),
            ("Int", "~") => format!("    if (SK_UNLIKELY({x} == INT64_MIN)) {overflow}\n    {dst} = -{x};\n"),
            ("Int", "abs") => format!("    if (SK_UNLIKELY({x} == INT64_MIN)) {overflow}\n    {dst} = {x} < 0 ? -{x} : {x};\n"),
            ("Real", "+" | "-" | "*" | "/") => simple(format!("{} {} {}", self.fp_operand(&x), op, y)),
            ("Word", "+") | ("Word8", "+") => simple(format!("{} + {}", x, y)),
            ("Word", "-") | ("Word8", "-") => simple(format!("{} - {}", x, y)),
            ("Word", "*") | ("Word8", "*") => simple(format!("{} * {}", x, y)),
            ("Word", "div") | ("Word8", "div") => format!("    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} / {y};\n"),
            ("Word", "mod") | ("Word8", "mod") => format!("    if (SK_UNLIKELY({y} == 0)) {div}\n    {dst} = {x} % {y};\n"),
            ("Word", "~") | ("Word8", "~") | ("Real", "~") => simple(format!("-{}", x)),
            ("Real", "abs") => simple(format!("sk_real_abs({})", x)),
            // Real32.real is a double holding a single-precision value:
            // + - * / round their exact double result to single (innocuous
            // double rounding: 53 >= 2 * 24 + 2) with sk_round_f32
            // (skein.h, opaque to gcc's vectorizer), the rest are exact.
            ("Real32", "+" | "-" | "*" | "/") => simple(format!("sk_round_f32({} {} {})", self.fp_operand(&x), op, y)),
            ("Real32", "~") => simple(format!("-{}", x)),
            ("Real32", "abs") => simple(format!("sk_real_abs({})", x)),
            // between Real32.real and real, for values already single
            ("Real32", "toLarge" | "fromRounded") => simple(x.to_string()),
            ("Int" | "Word" | "Word8" | "Real" | "Real32" | "Char", "<" | ">" | "<=" | ">=") => simple(format!("SKC_BOOL({} {} {})", x, op, y)),
            ("String", "<" | ">" | "<=" | ">=") => simple(format!("SKC_BOOL(skc_string_compare({}, {}) {} 0)", x, y, op)),
            ("String", "compare") => simple(format!("(int64_t)skc_string_compare({}, {})", x, y)),
            ("General", "exnName") => simple(format!("sk_string_from_bytes(m, skc_exn_name(skc_tag({x})), strlen(skc_exn_name(skc_tag({x}))))")),
            ("String", "size") if self.lens.contains(&args[0]) => simple(format!("(int64_t){}", self.len_var(args[0]))),
            ("String", "size") => simple(format!("(int64_t)SK_LENGTH({})", x)),
            ("String", "unsafeSub") => simple(format!("(uint8_t)SK_STRING_BYTES({})[{}]", x, y)),
            ("String", "^") => simple(format!("skc_string_append(m, {}, {})", x, y)),
            ("String", "concat") => simple(format!("skc_string_concat(m, {}, {})", x, self.cons_flat(&aty(0)) as u8)),
            ("String", "implode") => simple(format!("skc_string_implode(m, {}, {})", x, self.cons_flat(&aty(0)) as u8)),
            ("String", "unsafeSubstring") => simple(format!("skc_substring(m, {}, {}, {})", x, y, arg(2))),
            ("Char", "ord") => simple(format!("(int64_t){}", x)),
            ("Char", "unsafeChr") => simple(format!("(uint8_t){}", x)),
            ("Real", "fromInt") if self.fp_env => simple(format!("(double)skc_fp_opaque_int({})", x)),
            ("Real", "fromInt") => simple(format!("(double){}", x)),
            ("Real", "unsafeFloor") => simple(format!("(int64_t)floor({})", x)),
            ("Real", "unsafeCeil") => simple(format!("(int64_t)ceil({})", x)),
            ("Real", "unsafeTrunc") => simple(format!("(int64_t)trunc({})", x)),
            ("Real", "unsafeRound") => simple(format!("(int64_t)nearbyint({})", x)),
            ("Real", "toString") => simple(format!("skc_real_to_string(m, {})", x)),
            ("Word" | "Word8", "andb") => simple(format!("{} & {}", x, y)),
            ("Word" | "Word8", "orb") => simple(format!("{} | {}", x, y)),
            ("Word" | "Word8", "xorb") => simple(format!("{} ^ {}", x, y)),
            ("Word" | "Word8", "notb") => simple(format!("~{}", x)),
            ("Word" | "Word8", "fromInt") => simple(format!("({}){}", c_type(rty), x)),
            ("Word" | "Word8", "unsafeToInt") => simple(format!("(int64_t){}", x)),
            ("Word" | "Word8", "unsafeLsh") => simple(format!("{} << {}", x, y)),
            ("Word" | "Word8", "unsafeRsh") => simple(format!("{} >> {}", x, y)),
            ("Word", "unsafeArsh") => simple(format!("(uint64_t)((int64_t){} >> {})", x, y)),
            ("Word8", "unsafeArsh") => simple(format!("(uint8_t)((int8_t){} >> {})", x, y)),
            ("Array" | "Vector", "length") if args.len() == 1 && self.lens.contains(&args[0]) => simple(format!("(int64_t){}", self.len_var(args[0]))),
            ("Array" | "Vector", "length") => simple(format!("(int64_t)SK_LENGTH({})", x)),
            ("Math", "sqrt" | "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "exp" | "log10" | "sinh" | "cosh" | "tanh") => simple(format!("{}({})", op, self.fp_operand(&x))),
            ("Math", "ln") => simple(format!("log({})", self.fp_operand(&x))),
            ("Math", "pow" | "atan2") => simple(format!("{}({}, {})", op, self.fp_operand(&x), y)),
            ("Array", "alloc") => {
                let et = elem_type(rty);
                let (ep, eb) = elem_layout(self.elem_repr(&et));
                let mut c = format!("    {dst} = sk_alloc_sequence(m, SK_KIND_ARRAY, {ep}, {eb}, (uint64_t){x});\n");
                if ep == 1 {
                    c.push_str(&format!("    for (int64_t i = 0; i < {x}; i++) ((SkValue *){dst})[i] = SK_UNIT;\n"));
                }
                c
            }
            ("Array" | "Vector", "unsafeSub") => {
                let r = self.elem_repr(rty);
                let load = elem_load(r, rty, &x, &y);
                if r == ElemRepr::Ptr && st == "Array" {
                    simple(format!("sk_read_ptr(m, {x}, &{load})"))
                } else {
                    simple(load)
                }
            }
            ("Array", "unsafeUpdate") => {
                let et = aty(2);
                let store = match self.elem_repr(&et) {
                    ElemRepr::Ptr => format!("sk_write_ptr(m, {x}, &((SkValue *){x})[{y}], {})", arg(2)),
                    r => elem_store(r, &et, &x, &y, &arg(2)),
                };
                format!("    {store};\n    {dst} = SK_UNIT;\n")
            }
            ("Vector", "fromList") => {
                let et = elem_type(rty);
                let r = self.elem_repr(&et);
                let (ep, eb) = elem_layout(r);
                let list = Type::Tuple(vec![]);
                let (hd, tl) = if self.cons_flat(&aty(0)) {
                    let unit = Type::unit();
                    let cell = layout(&[&unit, &et, &list]);
                    (self.load("p", &cell, cell.slots[1], &et), self.load("p", &cell, cell.slots[2], &list))
                } else {
                    let pair = layout(&[&et, &list]);
                    (self.load("SK_FIELD(p, 1)", &pair, pair.slots[0], &et), self.load("SK_FIELD(p, 1)", &pair, pair.slots[1], &list))
                };
                format!(
                    "    {{ uint64_t n = 0; SkValue p; for (p = {x}; !SK_IS_IMM(p); p = {tl}) n++;\n      {dst} = sk_alloc_sequence(m, SK_KIND_VECTOR, {ep}, {eb}, n);\n      n = 0; for (p = {x}; !SK_IS_IMM(p); p = {tl}) {{ {}; n++; }} }}\n",
                    elem_store(r, &et, &dst, "n", &hd)
                )
            }
            _ if super::prims_io::prim(name, &dst, &a).is_some() => super::prims_io::prim(name, &dst, &a).unwrap_or_default(),
            _ if self.prim_num(ctx, dst_var, name, args).is_some() => self.prim_num(ctx, dst_var, name, args).unwrap_or_default(),
            _ if prims_coll::handles(name) => self.prim_coll(name, &dst, args),
            _ if prims_place::handles(name) => self.prim_place(name, &dst, args),
            _ if prims_basis::handles(name) => {
                let rty = rty.clone();
                self.prim_basis(name, &dst, args, &rty)
            }
            _ => self.prim_par(ctx, dst_var, name, args).unwrap_or_else(|| {
                let zero = if is_scalar(rty) { "0" } else { "SK_UNIT" };
                format!("    skc_unimplemented({});\n    {} = {};\n", c_string(name.as_bytes()), dst, zero)
            }),
        };
        out.push_str(&code);
    }
}

/// The element type of an array or vector type.
fn elem_type(t: &Type) -> Type {
    match t {
        Type::Array(e) | Type::Vector(e) => (**e).clone(),
        _ => Type::unit(),
    }
}

/// How a sequence (array or vector) stores an element of some type.  The
/// byte forms are what MLton and MPL do: a 10^8-element char or bool array
/// takes 100 MB, not 800.  Every primitive that reads or writes elements
/// sees its concrete element type (monomorphisation), and the runtime's
/// polymorphic paths (equality, hashing, the collector) read the layout
/// from the header, so the choice is local to this function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ElemRepr {
    /// A pointer field, read and written through the barriers.
    Ptr,
    /// An 8-byte scalar slot (int, word, real, the other integers).
    Slot,
    /// One byte, the value itself: char and Word8.
    Byte,
    /// One byte, the constructor's tag: a datatype of at most 256 nullary
    /// constructors (bool), whose values are the immediates `SK_IMM(tag)`.
    Tag,
}

impl Emitter<'_> {
    pub(crate) fn elem_repr(&self, t: &Type) -> ElemRepr {
        match t {
            Type::Char | Type::Word8 => ElemRepr::Byte,
            Type::Data(d) if self.is_enumeration(*d) => ElemRepr::Tag,
            _ if is_scalar(t) => ElemRepr::Slot,
            _ => ElemRepr::Ptr,
        }
    }

    /// Whether every constructor of `d` is nullary and its tags fit a byte.
    fn is_enumeration(&self, d: DataId) -> bool {
        self.p.datatypes.get(d.0 as usize).is_some_and(|def| !def.cons.is_empty() && def.cons.len() <= 256 && def.cons.iter().all(|c| c.arg.is_none()))
    }
}

/// (pointers, bytes) per element.
pub(crate) fn elem_layout(r: ElemRepr) -> (u32, u32) {
    match r {
        ElemRepr::Ptr => (1, 0),
        ElemRepr::Slot => (0, 8),
        ElemRepr::Byte | ElemRepr::Tag => (0, 1),
    }
}

/// Element `i` of sequence `a`, of type `t` (the result's type), stored as `r`.
fn elem_load(r: ElemRepr, t: &Type, a: &str, i: &str) -> String {
    match r {
        ElemRepr::Ptr => format!("((SkValue *){})[{}]", a, i),
        ElemRepr::Slot => format!("({})((({} *){})[{}])", c_type(t), slot_type(t), a, i),
        ElemRepr::Byte => format!("((uint8_t *){})[{}]", a, i),
        ElemRepr::Tag => format!("SK_IMM(((uint8_t *){})[{}])", a, i),
    }
}

/// Stores `x` of type `t` as element `i` of sequence `a` (no barrier).
fn elem_store(r: ElemRepr, t: &Type, a: &str, i: &str, x: &str) -> String {
    match r {
        ElemRepr::Ptr => format!("((SkValue *){})[{}] = {}", a, i, x),
        ElemRepr::Slot => format!("(({} *){})[{}] = ({}){}", slot_type(t), a, i, slot_type(t), x),
        ElemRepr::Byte => format!("((uint8_t *){})[{}] = (uint8_t){}", a, i, x),
        ElemRepr::Tag => format!("((uint8_t *){})[{}] = (uint8_t)SK_IMM_VALUE({})", a, i, x),
    }
}
