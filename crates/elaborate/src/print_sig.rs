//! `--print-sig`: what each top-level declaration binds, in the format of
//! docs/print-sig.md (structures and signatures multi-line, functors on one
//! line, items in the order of their final bindings).
//!
//! Type names print with the path they were defined under, minus the path
//! of the structure being printed (`strip`): inside `structure S`, `S.t`
//! is `t`.  Signatures' own type names are relative to the signature's root,
//! so a signature prints with an empty `strip` at its root.

use crate::elaborator::Elaborator;
use crate::env::{Basis, Env, Functor, Signature, Space, TyStr, ValEntry};
use crate::print_type::{scheme_to_string, type_to_string, TyVarNames};
use crate::sigs::{env_order, eta_tycon, join_path};
use crate::types::{Scheme, TyConKind, Type};
use crate::unify::prune;
use skein_syntax::ast;

/// One printed item: a line, or a structure with its items.
enum Item {
    Line(String),
    Structure(String, Vec<Item>),
}

pub fn print_deltas(el: &Elaborator, deltas: &[Basis]) -> String {
    let _ = el;
    let mut out = String::new();
    for d in deltas {
        for item in env_items(&d.env, "") {
            match item {
                Item::Line(s) => {
                    out.push_str(&s);
                    out.push('\n');
                }
                Item::Structure(name, items) => {
                    out.push_str(&format!("structure {} :\n", name));
                    multi_line_sig(&items, 2, &mut out);
                }
            }
        }
        for (name, sig) in d.signatures.iter() {
            out.push_str(&format!("signature {} =\n", name));
            multi_line_sig(&env_items(&sig.env, ""), 2, &mut out);
        }
        for (name, f) in d.functors.iter() {
            out.push_str(&functor_line(name, f));
            out.push('\n');
        }
    }
    out
}

/// `functor F (X : sig ... end) : sig ... end`
fn functor_line(name: &str, f: &Functor) -> String {
    let param = match &f.decl.param {
        ast::FunctorParam::Named(x, _) => format!("{} : {}", x.name, one_line_sig(&env_items(&f.param.env, ""))),
        ast::FunctorParam::Spec(..) => one_line_items(&env_items(&f.param.env, "")),
    };
    format!("functor {} ({}) : {}", name, param, one_line_sig(&env_items(&f.result, name)))
}

/// The signature of a signature (for diagnostics and tests).
pub fn signature_to_string(sig: &Signature) -> String {
    one_line_sig(&env_items(&sig.env, ""))
}

fn multi_line_sig(items: &[Item], indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    out.push_str(&format!("{}sig\n", pad));
    for item in items {
        match item {
            Item::Line(s) => out.push_str(&format!("{}  {}\n", pad, s)),
            Item::Structure(name, sub) => {
                out.push_str(&format!("{}  structure {} :\n", pad, name));
                multi_line_sig(sub, indent + 4, out);
            }
        }
    }
    out.push_str(&format!("{}end\n", pad));
}

fn one_line_items(items: &[Item]) -> String {
    let parts: Vec<String> = items
        .iter()
        .map(|item| match item {
            Item::Line(s) => s.clone(),
            Item::Structure(name, sub) => format!("structure {} : {}", name, one_line_sig(sub)),
        })
        .collect();
    parts.join(" ")
}

fn one_line_sig(items: &[Item]) -> String {
    if items.is_empty() {
        "sig end".to_string()
    } else {
        format!("sig {} end", one_line_items(items))
    }
}

/// The items of `env` in binding order; `strip` is the path of the
/// structure being printed.
fn env_items(env: &Env, strip: &str) -> Vec<Item> {
    let mut items = Vec::new();
    for (space, name) in &env_order(env) {
        match space {
            Space::Value => match &*env.values[name] {
                ValEntry::Var { scheme, .. } => items.push(Item::Line(format!("val {} : {}", name, scheme_to_string(scheme, strip)))),
                ValEntry::Exn { scheme, .. } => items.push(Item::Line(exception_line(name, scheme, strip))),
                ValEntry::Con { .. } | ValEntry::Overloaded(_) => {}
            },
            Space::Type => items.push(Item::Line(tystr_line(name, &env.types[name], strip))),
            Space::Structure => {
                let s = &env.structures[name];
                items.push(Item::Structure(name.clone(), env_items(&s.env, &join_path(strip, name))));
            }
        }
    }
    items
}

fn exception_line(name: &str, scheme: &Scheme, strip: &str) -> String {
    match prune(&scheme.body) {
        Type::Arrow(arg, _) => {
            let mut names = TyVarNames::for_scheme(scheme);
            format!("exception {} of {}", name, type_to_string(&arg, &mut names, strip))
        }
        _ => format!("exception {}", name),
    }
}

/// A tycon name as printed inside the structure `strip`.
fn shown_name(name: &str, strip: &str) -> String {
    if !strip.is_empty() && name.len() > strip.len() + 1 && name.starts_with(strip) && name.as_bytes()[strip.len()] == b'.' {
        name[strip.len() + 1..].to_string()
    } else {
        name.to_string()
    }
}

/// `type t`, `eqtype t`, `type ('a, 'b) t = ...` or `datatype t = A | B of int`.
fn tystr_line(name: &str, ts: &TyStr, strip: &str) -> String {
    let arity = ts.fcn.arity;
    let mut names = TyVarNames::for_scheme(&Scheme { equality: vec![false; arity], body: Type::Record(Vec::new()) });
    let params: Vec<String> = (0..arity as u32).map(|i| type_to_string(&Type::Bound(i), &mut names, strip)).collect();
    let head = match params.len() {
        0 => name.to_string(),
        1 => format!("{} {}", params[0], name),
        _ => format!("({}) {}", params.join(", "), name),
    };
    if !ts.cons.is_empty() {
        let cons: Vec<String> = ts
            .cons
            .iter()
            .map(|(c, entry)| {
                let scheme = match entry {
                    ValEntry::Con { scheme, .. } | ValEntry::Var { scheme, .. } | ValEntry::Exn { scheme, .. } => Some(scheme),
                    ValEntry::Overloaded(_) => None,
                };
                match scheme.map(|s| prune(&s.body)) {
                    Some(Type::Arrow(arg, _)) => format!("{} of {}", c, type_to_string(&arg, &mut names, strip)),
                    _ => c.clone(),
                }
            })
            .collect();
        return format!("datatype {} = {}", head, cons.join(" | "));
    }
    if let Some(tc) = eta_tycon(&ts.fcn) {
        let kind = tc.kind.borrow();
        let named_here = shown_name(&tc.name.borrow(), strip) == name;
        match &*kind {
            TyConKind::Abstract { .. } | TyConKind::Flexible if named_here => {
                return format!("{} {}", if tc.equality.get() { "eqtype" } else { "type" }, head);
            }
            TyConKind::Datatype { .. } if named_here => return format!("type {}", head),
            _ => {}
        }
    }
    format!("type {} = {}", head, type_to_string(&ts.fcn.body, &mut names, strip))
}
