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
//!
//! `_import * : MLton.Pointer.t -> (t1 * ... * tn -> t)` elaborates to
//! `fn fp => fn x => ffiptr:ARGS:RES (fp, x's components)`: the same call
//! through the function pointer, cast to the C type the codes give.
//!
//! `_address "sym" : MLton.Pointer.t` is `ffiaddr:sym` applied to `()`:
//! the symbol is declared as a function `extern void skc_addr_N_sym(void)`
//! (its own identifier again, so that a function or a variable of any
//! type can be named; as a function, so that a position-independent
//! executable takes the address of a shared library's function through
//! the GOT, where a data declaration would ask for a copy relocation the
//! linker refuses for functions) and the result is its address as a
//! word64, Pointer.t's representation.  `_symbol "sym" : (unit -> t) * (t -> unit)` is the
//! pair `ffiget:sym:T` / `ffiset:sym:T` (T a result code of the table
//! above, `:alloc` appended for `_symbol "sym" alloc`): the variable is
//! declared `extern CTYPE skc_sym_N_sym` bound to `sym`, or, with
//! `alloc`, defined (zero-initialised, external linkage, so that C code
//! linked with the program can declare and use it); the getter loads it,
//! the setter stores it.  A symbol used at two C types is declared once
//! per type (each its own identifier bound to the same symbol).

use super::*;

/// Whether `name` is an `_import` primitive.
pub(crate) fn handles(name: &str) -> bool {
    name.starts_with("ffi:") || name.starts_with("ffiptr:") || name.starts_with("ffiaddr:") || name.starts_with("ffiget:") || name.starts_with("ffiset:")
}

/// (symbol, C type code, alloc) of an `ffiget:`/`ffiset:` name.
fn parse_symbol(name: &str) -> Option<(&str, &str, bool)> {
    let rest = name.strip_prefix("ffiget:").or_else(|| name.strip_prefix("ffiset:"))?;
    let mut parts = rest.split(':');
    let sym = parts.next()?;
    let code = parts.next()?;
    let alloc = parts.next() == Some("alloc");
    Some((sym, code, alloc))
}

fn symbol_ident(sym: &str, code: &str) -> String {
    format!("skc_sym_{}_{}_{}", sym.len(), sym, code)
}

fn address_ident(sym: &str) -> String {
    format!("skc_addr_{}_{}", sym.len(), sym)
}

/// (C name, argument codes, result code) of an `ffi:` primitive name
/// (`ffiptr:ARGS:RES`: the C name is empty).
fn parse(name: &str) -> Option<(&str, Vec<&str>, &str)> {
    if let Some(rest) = name.strip_prefix("ffiptr:") {
        let (args, res) = rest.split_once(':')?;
        let args = if args.is_empty() { Vec::new() } else { args.split(',').collect() };
        return Some(("", args, res));
    }
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
/// `define`: the `_symbol ... alloc` variables are defined here (the one
/// translation unit that holds the program's data, units.rs); otherwise
/// only declared.
pub(crate) fn declarations(p: &Program, define: bool) -> String {
    let mut seen = std::collections::BTreeSet::new();
    // (symbol, code) -> whether some use says `alloc`
    let mut symbols = std::collections::BTreeMap::new();
    let mut addresses = std::collections::BTreeSet::new();
    for s in statements(p) {
        if let Exp::Prim { name, .. } = &s.exp {
            if let Some(sym) = name.strip_prefix("ffiaddr:") {
                addresses.insert(sym);
            } else if let Some((sym, code, alloc)) = parse_symbol(name) {
                *symbols.entry((sym, code)).or_insert(false) |= alloc;
            } else if handles(name) && !name.starts_with("ffiptr:") {
                seen.insert(name.as_str());
            }
        }
    }
    if seen.is_empty() && symbols.is_empty() && addresses.is_empty() {
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
    // A symbol defined (alloc) at several C types is defined once, at the
    // first; the others only declare it.
    let mut defined = std::collections::BTreeSet::new();
    for ((sym, code), alloc) in &symbols {
        let label = format!("__asm__(SKC_FFI_STR(__USER_LABEL_PREFIX__) \"{}\")", sym);
        if *alloc && defined.insert(*sym) && define {
            let _ = writeln!(out, "{} {} {} = 0;", c_of(code), symbol_ident(sym, code), label);
        } else {
            let _ = writeln!(out, "extern {} {} {};", c_of(code), symbol_ident(sym, code), label);
        }
    }
    for sym in addresses {
        if symbols.keys().any(|(s, _)| *s == sym) {
            // Also a _symbol: its address is that variable's.
            let (s, code) = symbols.keys().find(|(s, _)| *s == sym).copied().unwrap_or((sym, "w64"));
            let _ = writeln!(out, "#define {} (*(char *)&{})", address_ident(sym), symbol_ident(s, code));
        } else {
            let _ = writeln!(out, "extern void {}(void) __asm__(SKC_FFI_STR(__USER_LABEL_PREFIX__) \"{}\");", address_ident(sym), sym);
        }
    }
    out
}

/// The C statement of a call of `ffi:` primitive `name`: `dst` gets the
/// result (SK_UNIT for void), `a` are the argument variables.
pub(crate) fn call(name: &str, dst: &str, a: &[String]) -> String {
    if let Some(sym) = name.strip_prefix("ffiaddr:") {
        return format!("    {} = (uint64_t)(uintptr_t)&{};\n", dst, address_ident(sym));
    }
    if let Some((sym, code, _)) = parse_symbol(name) {
        let id = symbol_ident(sym, code);
        if name.starts_with("ffiset:") {
            let x = a.first().cloned().unwrap_or_else(|| "0".into());
            let v = if code == "b" { format!("(int32_t)(SK_IMM_VALUE({}) != 0)", x) } else { format!("({}){}", c_of(code), x) };
            return format!("    {} = {};\n    {} = SK_UNIT;\n", id, v, dst);
        }
        return from_c(code, &id, dst).unwrap_or_else(|| format!("    skc_unimplemented(\"_symbol\");\n    {} = SK_UNIT;\n", dst));
    }
    let Some((cname, args, res)) = parse(name) else {
        return format!("    skc_unimplemented(\"_import\");\n    {} = SK_UNIT;\n", dst);
    };
    // _import *: the first argument is the function pointer.
    let indirect = name.starts_with("ffiptr:");
    let skip = usize::from(indirect);
    let actuals: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let x = a.get(i + skip).cloned().unwrap_or_else(|| "0".into());
            match *code {
                "b" => format!("(int32_t)SK_IMM_VALUE({})", x),
                "p" => format!("(void *)({})", x),
                c => format!("({}){}", c_of(c), x),
            }
        })
        .collect();
    let callee = if indirect {
        let params = if args.is_empty() { "void".to_string() } else { args.iter().map(|a| c_of(a)).collect::<Vec<_>>().join(", ") };
        format!("(({} (*)({}))(uintptr_t){})", c_of(res), params, a.first().cloned().unwrap_or_else(|| "0".into()))
    } else {
        ident(cname, &args, res)
    };
    let call = format!("{}({})", callee, actuals.join(", "));
    match res {
        "v" => format!("    {};\n    {} = SK_UNIT;\n", call, dst),
        _ => from_c(res, &call, dst).unwrap_or_else(|| format!("    skc_unimplemented(\"_import\");\n    {} = SK_UNIT;\n", dst)),
    }
}

/// `dst = ` the SML value of the C expression `e` of type code `code`
/// (a `_symbol` getter's variable, an `_import`'s result); `None` for a
/// code with no value (`v`) or an unknown one.
fn from_c(code: &str, e: &str, dst: &str) -> Option<String> {
    Some(match code {
        "b" => format!("    {} = SKC_BOOL({} != 0);\n", dst, e),
        "c" | "w8" => format!("    {} = (uint8_t){};\n", dst, e),
        "i8" | "i16" | "i32" | "i64" => format!("    {} = (int64_t){};\n", dst, e),
        "w16" | "w32" | "w64" => format!("    {} = (uint64_t){};\n", dst, e),
        "d" => format!("    {} = {};\n", dst, e),
        "f" => format!("    {} = (double){};\n", dst, e),
        _ => return None,
    })
}
