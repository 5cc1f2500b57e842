//! Generative exceptions (the Definition, rule 21): each evaluation of an
//! `exception E` declaration makes a new exception name, so the `E` of
//! one call of a function is not the `E` of another.
//!
//! Mono declares every exception once (`ExnId`), which is exact for the
//! declarations evaluated once (top level, structures, functor
//! applications).  For a declaration inside a function body this
//! Mono-to-Mono rewrite, run before translation, gives each evaluation a
//! *stamp*, a fresh `unit ref`:
//! - after `Dec::Exception { E }` comes `val stamp_E = ref ()`;
//! - `E`'s argument type becomes `unit ref` (nullary `E`) or
//!   `{1: unit ref, 2: t}` (`E of t`), and every construction `E a`
//!   becomes `E (stamp_E, a)`;
//! - patterns are left alone: the match compiler (`matching.rs`) tests the
//!   tag, then compares the packet's stamp with `stamp_E` (pointer
//!   equality), and only then matches the original argument.  Closure
//!   conversion counts `stamp_E` as used by such patterns (`closure.rs`).
//!
//! Every use of `E` is inside the scope of its declaration, so `stamp_E`
//! is in scope wherever it is needed.  The tag (and so `exnName`) stays
//! the static one.

use skein_ir::mono::{Con, Dec, Exp, ExnId, Label, PrimTyCon, Program, Rule, Type, VarId, VarInfo};
use std::collections::HashMap;

/// A generative exception: its stamp variable and its argument type
/// before the rewrite.
#[derive(Clone, Debug)]
pub(crate) struct Stamp {
    pub var: VarId,
    pub arg: Option<Type>,
}

/// The rewritten program and its generative exceptions, or `None` when no
/// exception is declared inside a function.
pub(crate) fn make_generative(p: &Program) -> Option<(Program, HashMap<ExnId, Stamp>)> {
    let mut local = Vec::new();
    for d in &p.decs {
        local_exns_dec(d, false, &mut local);
    }
    if local.is_empty() {
        return None;
    }
    let mut out = p.clone();
    let mut stamps = HashMap::new();
    for e in local {
        let Some(def) = out.exns.get_mut(e.0 as usize) else { continue };
        let arg = def.arg.clone();
        def.arg = Some(match &arg {
            None => stamp_ty(),
            Some(t) => Type::tuple(vec![stamp_ty(), t.clone()]),
        });
        let name = format!("stamp_{}", def.name);
        out.vars.push(VarInfo { name, ty: stamp_ty() });
        stamps.insert(e, Stamp { var: VarId(out.vars.len() as u32 - 1), arg });
    }
    let mut decs = std::mem::take(&mut out.decs);
    rewrite_decs(&mut decs, &stamps);
    out.decs = decs;
    Some((out, stamps))
}

fn stamp_ty() -> Type {
    Type::Prim(PrimTyCon::Ref, vec![Type::unit()])
}

fn local_exns_dec(d: &Dec, in_fn: bool, out: &mut Vec<ExnId>) {
    match d {
        Dec::Val { exp, .. } => local_exns(exp, in_fn, out),
        Dec::ValRec { binds } => binds.iter().for_each(|(_, e)| local_exns(e, in_fn, out)),
        Dec::Exception { exn } => {
            if in_fn && !out.contains(exn) {
                out.push(*exn);
            }
        }
    }
}

fn local_exns(e: &Exp, in_fn: bool, out: &mut Vec<ExnId>) {
    match e {
        Exp::Var(_) | Exp::Lit(..) | Exp::Prim { .. } => {}
        Exp::Con { arg, .. } | Exp::Exn { arg, .. } => arg.iter().for_each(|a| local_exns(a, in_fn, out)),
        Exp::Record(fs) => fs.iter().for_each(|(_, e)| local_exns(e, in_fn, out)),
        Exp::Select { record, .. } => local_exns(record, in_fn, out),
        Exp::App(f, a) => {
            local_exns(f, in_fn, out);
            local_exns(a, in_fn, out);
        }
        Exp::Fn { body, .. } => local_exns(body, true, out),
        Exp::Let(decs, body) => {
            decs.iter().for_each(|d| local_exns_dec(d, in_fn, out));
            local_exns(body, in_fn, out);
        }
        Exp::Case { scrut, rules, .. } => {
            local_exns(scrut, in_fn, out);
            rules.iter().for_each(|r| local_exns(&r.exp, in_fn, out));
        }
        Exp::Raise { exn, .. } => local_exns(exn, in_fn, out),
        Exp::Handle { body, rules, .. } => {
            local_exns(body, in_fn, out);
            rules.iter().for_each(|r| local_exns(&r.exp, in_fn, out));
        }
    }
}

fn rewrite_decs(decs: &mut Vec<Dec>, stamps: &HashMap<ExnId, Stamp>) {
    let old = std::mem::take(decs);
    for mut d in old {
        let stamp = match &d {
            Dec::Exception { exn } => stamps.get(exn).map(|s| s.var),
            _ => None,
        };
        match &mut d {
            Dec::Val { exp, .. } => rewrite(exp, stamps),
            Dec::ValRec { binds } => binds.iter_mut().for_each(|(_, e)| rewrite(e, stamps)),
            Dec::Exception { .. } => {}
        }
        decs.push(d);
        if let Some(var) = stamp {
            let unit_ref = Con { ty: stamp_ty(), index: 0 };
            let exp = Exp::Con { con: unit_ref, arg: Some(Box::new(Exp::Record(Vec::new()))) };
            decs.push(Dec::Val { pat: skein_ir::mono::Pat::Var(var), exp, pat_ty: stamp_ty(), site: None });
        }
    }
}

fn rewrite(e: &mut Exp, stamps: &HashMap<ExnId, Stamp>) {
    match e {
        Exp::Var(_) | Exp::Lit(..) | Exp::Prim { .. } => {}
        Exp::Exn { exn, arg } => {
            if let Some(a) = arg.as_deref_mut() {
                rewrite(a, stamps);
            }
            if let Some(s) = stamps.get(exn) {
                let stamp = Exp::Var(s.var);
                *arg = Some(Box::new(match arg.take() {
                    None => stamp,
                    Some(a) => Exp::Record(vec![(Label::Num(1), stamp), (Label::Num(2), *a)]),
                }));
            }
        }
        Exp::Con { arg, .. } => {
            if let Some(a) = arg.as_deref_mut() {
                rewrite(a, stamps);
            }
        }
        Exp::Record(fs) => fs.iter_mut().for_each(|(_, e)| rewrite(e, stamps)),
        Exp::Select { record, .. } => rewrite(record, stamps),
        Exp::App(f, a) => {
            rewrite(f, stamps);
            rewrite(a, stamps);
        }
        Exp::Fn { body, .. } => rewrite(body, stamps),
        Exp::Let(decs, body) => {
            rewrite_decs(decs, stamps);
            rewrite(body, stamps);
        }
        Exp::Case { scrut, rules, .. } => {
            rewrite(scrut, stamps);
            rules.iter_mut().for_each(|r: &mut Rule| rewrite(&mut r.exp, stamps));
        }
        Exp::Raise { exn, .. } => rewrite(exn, stamps),
        Exp::Handle { body, rules, .. } => {
            rewrite(body, stamps);
            rules.iter_mut().for_each(|r| rewrite(&mut r.exp, stamps));
        }
    }
}
