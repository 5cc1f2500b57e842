//! MLton's `_import "cname" : t1 * ... * tn -> t`: direct calls of C
//! functions.  The elaborator checks the type and names the primitive
//! `ffi:cname:ARGS:RES` (skein-elaborate expr.rs, `ffi_signature`) with
//! one C type code per argument (comma-separated) and one for the result:
//!
//! | code | SML type                      | C type        |
//! |------|-------------------------------|---------------|
//! | b    | bool                          | int32_t (0/1) |
//! | c    | char                          | uint8_t       |
//! | i8 i16 i32 i64 | Int8..Int64.int (int: i64) | int8_t..int64_t |
//! | w8 w16 w32 w64 | Word8..Word64.word (word: w64) | uint8_t..uint64_t |
//! | d    | real                          | double        |
//! | f    | Real32.real                   | float         |
//! | p    | string, array, vector (arguments only) | void * (first element) |
//! | v    | unit (results only)           | void          |
//!
//! DECLARATION: the generated C includes <math.h>, <stdio.h>, <stdlib.h>,
//! <string.h> and skein.h, whose prototypes may differ from the types an
//! import gives (`size_t strlen(const char *)` imported as
//! `string -> Int64.int` would be a conflicting redeclaration of
//! `strlen`, an error in C).  So no import declares the C name itself:
//! each distinct (name, signature) gets a declaration of its own C
//! identifier, `skc_ffi_...`, bound to the C symbol by an asm label
//! (`extern double skc_ffi_3_cos_d_rd(double) __asm__("cos");`, a gcc
//! and clang extension; `__USER_LABEL_PREFIX__` adds the `_` of Mach-O).
//! The identifier never clashes with a header's, the same function can be
//! imported at several types, and the call is a plain direct call.
//!
//! The call is impure (`prim_is_pure` does not know `ffi:` names), never
//! raises, allocates nothing and does not poll.  GC safety: a pointer
//! argument is the address of the object's first element; the object
//! cannot move during the call, because this task's collector runs only
//! at its allocations and polls, other tasks collect only their own leaf
//! heaps, and the argument stays on the C stack (a conservative root
//! that pins).  The C function must not keep the pointer after it returns,
//! and must not call back into SML: `_export` (callbacks) is not
//! supported.  Strings are not NUL-terminated in general: append
//! `"\000"` (as MLton programs do) before passing one to a C string
//! function.

use super::*;

/// Whether `name` is an `_import` primitive.
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("ffi:")
}

/// (C name, argument codes, result code) of an `ffi:` primitive name.
fn parse(name: &str) -> Option<(&str, Vec<&str>, &str)> {
    let rest = name.strip_prefix("ffi:")?;
    let mut parts = rest.splitn(3, ':');
    let cname = parts.next()?;
    let args = parts.next()?;
    let res = parts.next()?;
    let args = if args.is_empty() { Vec::new() } else { args.split(',').collect() };
    Some((cname, args, res))
}

/// The C identifier an import is declared and called as (one per name
/// and signature; the C name's length keeps the mapping one to one).
fn ident(cname: &str, args: &[&str], res: &str) -> String {
    format!("skc_ffi_{}_{}_{}_r{}", cname.len(), cname, args.join("_"), res)
}

fn c_of(code: &str) -> &'static str {
    match code {
        "b" => "int32_t",
        "c" | "w8" => "uint8_t",
        "i8" => "int8_t",
        "i16" => "int16_t",
        "i32" => "int32_t",
        "i64" => "int64_t",
        "w16" => "uint16_t",
        "w32" => "uint32_t",
        "w64" => "uint64_t",
        "d" => "double",
        "f" => "float",
        "p" => "void *",
        _ => "void",
    }
}

/// The declarations of every C function the program imports (appended to
/// the prelude), one per distinct name and signature.
pub(crate) fn declarations(p: &Program) -> String {
    let mut seen = std::collections::BTreeSet::new();
    for s in statements(p) {
        if let Exp::Prim { name, .. } = &s.exp {
            if handles(name) {
                seen.insert(name.as_str());
            }
        }
    }
    if seen.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "\n/* ---- imported C functions (_import; codegen prims_ffi.rs): own identifiers bound to the C symbols by asm labels ---- */\n#define SKC_FFI_STR2(x) #x\n#define SKC_FFI_STR(x) SKC_FFI_STR2(x)\n",
    );
    for name in seen {
        let Some((cname, args, res)) = parse(name) else { continue };
        let params = if args.is_empty() { "void".to_string() } else { args.iter().map(|a| c_of(a)).collect::<Vec<_>>().join(", ") };
        let _ = writeln!(out, "extern {} {}({}) __asm__(SKC_FFI_STR(__USER_LABEL_PREFIX__) \"{}\");", c_of(res), ident(cname, &args, res), params, cname);
    }
    out
}

/// The C statement of a call of `ffi:` primitive `name`: `dst` gets the
/// result (SK_UNIT for void), `a` are the argument variables.
pub(crate) fn call(name: &str, dst: &str, a: &[String]) -> String {
    let Some((cname, args, res)) = parse(name) else {
        return format!("    skc_unimplemented(\"_import\");\n    {} = SK_UNIT;\n", dst);
    };
    let actuals: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let x = a.get(i).cloned().unwrap_or_else(|| "0".into());
            match *code {
                "b" => format!("(int32_t)SK_IMM_VALUE({})", x),
                "p" => format!("(void *)({})", x),
                c => format!("({}){}", c_of(c), x),
            }
        })
        .collect();
    let call = format!("{}({})", ident(cname, &args, res), actuals.join(", "));
    match res {
        "v" => format!("    {};\n    {} = SK_UNIT;\n", call, dst),
        "b" => format!("    {} = SKC_BOOL({} != 0);\n", dst, call),
        "c" | "w8" => format!("    {} = (uint8_t){};\n", dst, call),
        "i8" | "i16" | "i32" | "i64" => format!("    {} = (int64_t){};\n", dst, call),
        "w16" | "w32" | "w64" => format!("    {} = (uint64_t){};\n", dst, call),
        "d" => format!("    {} = {};\n", dst, call),
        "f" => format!("    {} = (double){};\n", dst, call),
        _ => format!("    skc_unimplemented(\"_import\");\n    {} = SK_UNIT;\n", dst),
    }
}
