//! End of a file: default overloaded types, range-check literals, report
//! unresolved flexible records, fix the
//! remaining type variables to `unit` (so later declarations of the file
//! can still determine them, as in MLton), and rewrite the Core emitted by the declaration into
//! its final form (see the header of `elaborator.rs`): placeholder type
//! variables, overloaded `Prim` names, flexible record patterns, and the
//! type arguments of recursive uses of `val rec`/`fun` variables.

use crate::elaborator::{Elaborator, META_BASE};
use crate::types::{MetaState, Type};
use crate::unify::prune;
use skein_diagnostics::Diagnostics;
use skein_ir::core::{self, Exp, Label, Pat, TyVarId, VarId};
use skein_syntax::ast::SCon;

/// Prefix of the placeholder name of an overloaded operator's `Prim`.
pub(crate) const OVERLOAD_PREFIX: &str = "\0overload:";
/// Label of the marker field of a flexible record pattern.
pub(crate) const FLEX_LABEL: &str = "\0...";

/// Marks where the current top-level declaration's output starts.
#[derive(Clone, Copy)]
pub(crate) struct Marks {
    pub decs: usize,
    pub vars: usize,
    pub tycons: usize,
    pub exns: usize,
}

impl Elaborator {
    pub(crate) fn marks(&self) -> Marks {
        Marks { decs: self.program.decs.len(), vars: self.program.vars.len(), tycons: self.program.tycons.len(), exns: self.program.exns.len() }
    }

    /// End of a top-level declaration (a `;`) or of the file: overloaded
    /// types made since meta `first_meta` and not determined by then take
    /// their defaults, and literals are range-checked at their resolved
    /// types.
    pub(crate) fn resolve_overloads(&mut self, first_meta: usize, diags: &mut Diagnostics) {
        // Overloading defaults.
        for i in first_meta..self.metas.len() {
            let m = self.metas[i].clone();
            let class = match &*m.state.borrow() {
                MetaState::Unbound { overload: Some(c), .. } => Some(*c),
                _ => None,
            };
            if let Some(c) = class {
                let d = self.default_of(c);
                let _ = self.unify(&Type::Meta(m), &d);
            }
        }
        // Literals at their resolved types.
        for (ty, scon, span) in std::mem::take(&mut self.pending_lits) {
            if let Type::Con(tc, _) = prune(&ty) {
                if let Some(msg) = literal_range_error(&tc.name.borrow(), &scon) {
                    diags.error(span, msg);
                }
            }
        }
    }

    /// End of a top-level declaration (a `;`) or of the file: a flexible
    /// record that no declaration before it fixed is an error.  Not the
    /// end of each declaration, so that `fun age {age, ...} = age` may be
    /// fixed by a later use (`age {name = "a", age = 3}`) when no `;`
    /// comes between them; the record type stays monomorphic until then
    /// (`generalize`).  Poly/ML accepts the same programs and rejects them
    /// with a `;` between (the Definition's grammar: program ::= topdec ;
    /// program; 4.11 leaves the context open).
    pub(crate) fn report_unresolved_flex(&mut self, diags: &mut Diagnostics) {
        for (ty, span) in std::mem::take(&mut self.pending_flex) {
            if let Type::Meta(m) = prune(&ty) {
                let fields = match &*m.state.borrow() {
                    MetaState::Unbound { flex: Some(fs), .. } => Some(fs.clone()),
                    _ => None,
                };
                if let Some(fs) = fields {
                    if !self.flex_reported.contains(&m.id) {
                        diags.error(span, "unresolved flexible record: the other fields of this record cannot be determined here (add a type annotation)");
                    }
                    *m.state.borrow_mut() = MetaState::Link(Type::Record(fs));
                }
            }
        }
    }

    /// End of a file: type variables still undetermined (a top-level
    /// `val r = ref []` used nowhere) become `unit`, and the Core emitted
    /// since `marks` is rewritten into its final form.
    pub(crate) fn end_file(&mut self, marks: Marks, first_meta: usize, diags: &mut Diagnostics) {
        self.resolve_overloads(first_meta, diags);
        self.report_unresolved_flex(diags);
        self.warn_undetermined_weak_types(diags);
        for i in first_meta..self.metas.len() {
            let m = self.metas[i].clone();
            let unbound = matches!(&*m.state.borrow(), MetaState::Unbound { .. });
            if unbound {
                *m.state.borrow_mut() = MetaState::Link(Type::Record(Vec::new()));
            }
        }
        // Rewrite the Core.
        let mut decs = self.program.decs.split_off(marks.decs);
        for d in &mut decs {
            self.fix_dec(d);
        }
        self.program.decs.extend(decs);
        for i in marks.vars..self.program.vars.len() {
            let mut t = self.program.vars[i].ty.clone();
            self.fix_ty(&mut t);
            self.program.vars[i].ty = t;
        }
        for i in marks.exns..self.program.exns.len() {
            if let Some(mut t) = self.program.exns[i].arg.clone() {
                self.fix_ty(&mut t);
                self.program.exns[i].arg = Some(t);
            }
        }
        for i in marks.tycons..self.program.tycons.len() {
            let mut kind = self.program.tycons[i].kind.clone();
            match &mut kind {
                core::TyConKind::Abstract { rep } => self.fix_ty(rep),
                core::TyConKind::Datatype { cons } => {
                    for c in cons {
                        if let Some(t) = &mut c.arg {
                            self.fix_ty(t);
                        }
                    }
                }
                core::TyConKind::Prim(_) => {}
            }
            self.program.tycons[i].kind = kind;
        }
    }

    /// Poly/ML and SML/NJ also warn here; MLton silently picks a type.
    /// Not after an error in the file: the types it left undetermined
    /// are the error's, not the program's.
    fn warn_undetermined_weak_types(&mut self, diags: &mut Diagnostics) {
        if diags.has_errors() {
            self.weak_bindings.clear();
            return;
        }
        let mut warned = Vec::new();
        for (name, span, ty) in std::mem::take(&mut self.weak_bindings) {
            if !crate::unify::has_unbound_meta(&ty) || warned.contains(&span) {
                continue;
            }
            warned.push(span);
            let shown = crate::print_type::type_to_string(&ty, &mut crate::print_type::TyVarNames::new(), "");
            diags.warning(
                span,
                format!(
                    "the type of `{}` (`{}`) was not generalised (value restriction) and nothing determines its type variables: they are set to `unit`",
                    name, shown
                ),
            );
        }
    }

    pub(crate) fn fix_ty(&self, t: &mut core::Type) {
        match t {
            core::Type::Var(TyVarId(id)) if *id >= META_BASE => {
                let m = self.metas[(*id - META_BASE) as usize].clone();
                let mut u = self.to_core_type(&Type::Meta(m), &[]);
                if u != *t {
                    self.fix_ty(&mut u);
                } else {
                    u = core::Type::Record(Vec::new());
                }
                *t = u;
            }
            core::Type::Var(_) => {}
            core::Type::Con(_, args) => args.iter_mut().for_each(|a| self.fix_ty(a)),
            core::Type::Record(fs) => fs.iter_mut().for_each(|(_, a)| self.fix_ty(a)),
            core::Type::Arrow(a, b) => {
                self.fix_ty(a);
                self.fix_ty(b);
            }
        }
    }

    fn fix_dec(&self, d: &mut core::Dec) {
        match d {
            core::Dec::Val { pat, exp, pat_ty, .. } => {
                self.fix_pat(pat);
                self.fix_exp(exp);
                self.fix_ty(pat_ty);
            }
            core::Dec::ValRec { binds, .. } => binds.iter_mut().for_each(|(_, e)| self.fix_exp(e)),
            core::Dec::Exception { .. } => {}
        }
    }

    fn fix_pat(&self, p: &mut Pat) {
        match p {
            Pat::Wild | Pat::Var(_) => {}
            Pat::Lit(_, t) => self.fix_ty(t),
            Pat::Con { tyargs, arg, .. } => {
                tyargs.iter_mut().for_each(|t| self.fix_ty(t));
                if let Some(a) = arg {
                    self.fix_pat(a);
                }
            }
            Pat::Exn { arg, .. } => {
                if let Some(a) = arg {
                    self.fix_pat(a);
                }
            }
            Pat::Record(fields) => {
                let marker = fields.iter().position(|(l, _)| matches!(l, Label::Name(n) if n == FLEX_LABEL));
                if let Some(i) = marker {
                    let (_, m) = fields.remove(i);
                    if let Pat::Var(VarId(k)) = m {
                        if let Type::Record(all) = prune(&self.flex_pats[k as usize]) {
                            let mut old = std::mem::take(fields);
                            for (l, _) in &all {
                                match old.iter().position(|(l2, _)| l2 == l) {
                                    Some(j) => fields.push(old.remove(j)),
                                    None => fields.push((l.clone(), Pat::Wild)),
                                }
                            }
                        }
                    }
                }
                fields.iter_mut().for_each(|(_, p)| self.fix_pat(p));
            }
            Pat::Layered(_, p) => self.fix_pat(p),
        }
    }

    fn fix_exp(&self, e: &mut Exp) {
        match e {
            Exp::Var { var, tyargs } => {
                let info = self.program.var(*var);
                if tyargs.is_empty() && !info.tyvars.is_empty() {
                    *tyargs = info.tyvars.iter().map(|v| core::Type::Var(*v)).collect();
                }
                tyargs.iter_mut().for_each(|t| self.fix_ty(t));
            }
            Exp::Con { tyargs, arg, .. } => {
                tyargs.iter_mut().for_each(|t| self.fix_ty(t));
                if let Some(a) = arg {
                    self.fix_exp(a);
                }
            }
            Exp::Exn { arg, .. } => {
                if let Some(a) = arg {
                    self.fix_exp(a);
                }
            }
            Exp::Lit(_, t) => self.fix_ty(t),
            Exp::Record(fs) => fs.iter_mut().for_each(|(_, e)| self.fix_exp(e)),
            Exp::Select { record, record_ty, .. } => {
                self.fix_exp(record);
                self.fix_ty(record_ty);
            }
            Exp::App(f, a) => {
                self.fix_exp(f);
                self.fix_exp(a);
            }
            Exp::Fn { param_ty, body, result_ty, .. } => {
                self.fix_ty(param_ty);
                self.fix_exp(body);
                self.fix_ty(result_ty);
            }
            Exp::Let(decs, body) => {
                decs.iter_mut().for_each(|d| self.fix_dec(d));
                self.fix_exp(body);
            }
            Exp::Case { scrut, scrut_ty, rules, result_ty, .. } => {
                self.fix_exp(scrut);
                self.fix_ty(scrut_ty);
                for r in rules {
                    self.fix_pat(&mut r.pat);
                    self.fix_exp(&mut r.exp);
                }
                self.fix_ty(result_ty);
            }
            Exp::Raise { exn, ty } => {
                self.fix_exp(exn);
                self.fix_ty(ty);
            }
            Exp::Handle { body, rules, ty } => {
                self.fix_exp(body);
                for r in rules {
                    self.fix_pat(&mut r.pat);
                    self.fix_exp(&mut r.exp);
                }
                self.fix_ty(ty);
            }
            Exp::Prim { name, ty } => {
                self.fix_ty(ty);
                if let Some(idx) = name.strip_prefix(OVERLOAD_PREFIX) {
                    let o = &self.overloads[idx.parse::<usize>().unwrap_or(0)];
                    let operand = match &*ty {
                        core::Type::Arrow(dom, _) => match dom.as_ref() {
                            core::Type::Record(fs) if fs.len() == 2 => Some(&fs[0].1),
                            t => Some(t),
                        },
                        _ => None,
                    };
                    let resolved = match operand {
                        Some(core::Type::Con(id, _)) => o.instances.iter().find(|(tc, _)| tc.id == *id).map(|(_, n)| n.clone()),
                        _ => None,
                    };
                    *name = resolved.unwrap_or_else(|| format!("?unresolved {}", o.name));
                }
            }
        }
    }
}

/// Decimal digits of a literal's magnitude.
pub(crate) fn decimal_digits(hex: bool, digits: &str) -> String {
    if !hex {
        let t = digits.trim_start_matches('0');
        return if t.is_empty() { "0".into() } else { t.into() };
    }
    // Big-number conversion: repeated multiply-add on decimal digits.
    let mut dec: Vec<u8> = vec![0];
    for c in digits.chars() {
        let mut carry = c.to_digit(16).unwrap_or(0);
        for d in dec.iter_mut() {
            let v = *d as u32 * 16 + carry;
            *d = (v % 10) as u8;
            carry = v / 10;
        }
        while carry > 0 {
            dec.push((carry % 10) as u8);
            carry /= 10;
        }
    }
    while dec.len() > 1 && *dec.last().unwrap() == 0 {
        dec.pop();
    }
    dec.iter().rev().map(|d| (b'0' + d) as char).collect()
}

/// Compares decimal magnitude strings (no leading zeros).
fn dec_le(a: &str, b: &str) -> bool {
    a.len() < b.len() || (a.len() == b.len() && a <= b)
}

pub(crate) fn literal_range_error(tycon: &str, scon: &SCon) -> Option<String> {
    match scon {
        SCon::Int { negative, hex, digits } => {
            let mag = decimal_digits(*hex, digits);
            let (max_pos, max_neg) = match (tycon, skein_ir::sized::type_width(tycon)) {
                ("int" | "int64", _) => ("9223372036854775807".to_string(), "9223372036854775808".to_string()),
                (_, Some((true, bits))) => {
                    let (min, max) = skein_ir::sized::int_range(bits);
                    (max.to_string(), min.unsigned_abs().to_string())
                }
                _ => return None,
            };
            let ok = if *negative { dec_le(&mag, &max_neg) } else { dec_le(&mag, &max_pos) };
            (!ok).then(|| format!("integer constant too large for {}", tycon))
        }
        SCon::Word { hex, digits } => {
            let mag = decimal_digits(*hex, digits);
            let max = match (tycon, skein_ir::sized::type_width(tycon)) {
                ("word" | "word64", _) => u64::MAX.to_string(),
                ("word8", _) => "255".to_string(),
                (_, Some((false, bits))) => ((1u64 << bits) - 1).to_string(),
                _ => return None,
            };
            (!dec_le(&mag, &max)).then(|| format!("word constant too large for {}", tycon))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_to_decimal_and_ranges() {
        assert_eq!(decimal_digits(true, "ff"), "255");
        assert_eq!(decimal_digits(true, "10000000000000000"), "18446744073709551616");
        assert_eq!(decimal_digits(false, "007"), "7");
        let big = SCon::Int { negative: false, hex: false, digits: "9223372036854775808".into() };
        assert!(literal_range_error("int", &big).is_some());
        let neg = SCon::Int { negative: true, hex: false, digits: "9223372036854775808".into() };
        assert!(literal_range_error("int", &neg).is_none());
        assert!(literal_range_error("intinf", &big).is_none());
        let w = SCon::Word { hex: true, digits: "100".into() };
        assert!(literal_range_error("word8", &w).is_some());
    }
}
