//! Renaming of Core type variables throughout a declaration.  Elaboration
//! uses it when one source declaration becomes several Core declarations
//! that would otherwise bind the same type variable (explicit `'a` shared
//! by `val x = ... and y = ...`), since every Core type variable must be
//! bound exactly once.

use crate::core::{Dec, Exp, Pat, Rule, TyVarId, Type};
use std::collections::HashMap;

pub type TyVarRenaming = HashMap<TyVarId, TyVarId>;

pub fn rename_type(t: &mut Type, map: &TyVarRenaming) {
    match t {
        Type::Var(v) => {
            if let Some(n) = map.get(v) {
                *v = *n;
            }
        }
        Type::Con(_, args) => args.iter_mut().for_each(|a| rename_type(a, map)),
        Type::Record(fields) => fields.iter_mut().for_each(|(_, a)| rename_type(a, map)),
        Type::Arrow(a, b) => {
            rename_type(a, map);
            rename_type(b, map);
        }
    }
}

pub fn rename_dec(d: &mut Dec, map: &TyVarRenaming) {
    match d {
        Dec::Val { tyvars, pat, exp, pat_ty, .. } => {
            rename_list(tyvars, map);
            rename_pat(pat, map);
            rename_exp(exp, map);
            rename_type(pat_ty, map);
        }
        Dec::ValRec { tyvars, binds } => {
            rename_list(tyvars, map);
            binds.iter_mut().for_each(|(_, e)| rename_exp(e, map));
        }
        Dec::Exception { .. } => {}
    }
}

fn rename_list(vs: &mut [TyVarId], map: &TyVarRenaming) {
    for v in vs {
        if let Some(n) = map.get(v) {
            *v = *n;
        }
    }
}

fn rename_pat(p: &mut Pat, map: &TyVarRenaming) {
    match p {
        Pat::Wild | Pat::Var(_) => {}
        Pat::Lit(_, t) => rename_type(t, map),
        Pat::Con { tyargs, arg, .. } => {
            tyargs.iter_mut().for_each(|t| rename_type(t, map));
            if let Some(a) = arg {
                rename_pat(a, map);
            }
        }
        Pat::Exn { arg, .. } => {
            if let Some(a) = arg {
                rename_pat(a, map);
            }
        }
        Pat::Record(fields) => fields.iter_mut().for_each(|(_, q)| rename_pat(q, map)),
        Pat::Layered(_, q) => rename_pat(q, map),
    }
}

fn rename_rules(rules: &mut [Rule], map: &TyVarRenaming) {
    for r in rules {
        rename_pat(&mut r.pat, map);
        rename_exp(&mut r.exp, map);
    }
}

pub fn rename_exp(e: &mut Exp, map: &TyVarRenaming) {
    match e {
        Exp::Var { tyargs, .. } => tyargs.iter_mut().for_each(|t| rename_type(t, map)),
        Exp::Con { tyargs, arg, .. } => {
            tyargs.iter_mut().for_each(|t| rename_type(t, map));
            if let Some(a) = arg {
                rename_exp(a, map);
            }
        }
        Exp::Exn { arg, .. } => {
            if let Some(a) = arg {
                rename_exp(a, map);
            }
        }
        Exp::Lit(_, t) => rename_type(t, map),
        Exp::Record(fields) => fields.iter_mut().for_each(|(_, x)| rename_exp(x, map)),
        Exp::Select { record, record_ty, .. } => {
            rename_exp(record, map);
            rename_type(record_ty, map);
        }
        Exp::App(f, a) => {
            rename_exp(f, map);
            rename_exp(a, map);
        }
        Exp::Fn { param_ty, body, result_ty, .. } => {
            rename_type(param_ty, map);
            rename_exp(body, map);
            rename_type(result_ty, map);
        }
        Exp::Let(decs, body) => {
            decs.iter_mut().for_each(|d| rename_dec(d, map));
            rename_exp(body, map);
        }
        Exp::Case { scrut, scrut_ty, rules, result_ty, .. } => {
            rename_exp(scrut, map);
            rename_type(scrut_ty, map);
            rename_rules(rules, map);
            rename_type(result_ty, map);
        }
        Exp::Raise { exn, ty } => {
            rename_exp(exn, map);
            rename_type(ty, map);
        }
        Exp::Handle { body, rules, ty } => {
            rename_exp(body, map);
            rename_rules(rules, map);
            rename_type(ty, map);
        }
        Exp::Prim { ty, .. } => rename_type(ty, map),
    }
}
