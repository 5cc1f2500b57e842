//! Expressions and matches (Definition 4.10, rules 1-14), with the derived
//! forms (`if`, `andalso`, `orelse`, `while`, sequences, tuples, lists)
//! translated into Core as core.rs describes.

use crate::elaborator::Elaborator;
use crate::env::ValEntry;
use crate::fixup::OVERLOAD_PREFIX;
use crate::initial::{CONS, FALSE, NIL, TRUE};
use crate::lookup::View;
use crate::pat::{conv_label, tuple_type, PatBinding};
use crate::types::Type;
use crate::unify::{prune, subst_bound};
use skein_diagnostics::{Diagnostic, Diagnostics, Span};
use skein_ir::core::{self, Exp, Label, MatchFailure};
use skein_syntax::ast;

/// Prefix of the primitive name an `_import` elaborates to
/// (`Elaborator::ffi_signature`).
pub const FFI_PREFIX: &str = "ffi:";

impl Elaborator {
    pub(crate) fn bool_type(&self) -> Type {
        self.con0(&self.builtins.bool.clone())
    }

    pub(crate) fn bool_pat(&self, b: bool) -> core::Pat {
        core::Pat::Con { con: core::Con { tycon: self.builtins.bool.id, index: if b { TRUE } else { FALSE } }, tyargs: vec![], arg: None }
    }

    pub(crate) fn bool_exp(&self, b: bool) -> Exp {
        Exp::Con { con: core::Con { tycon: self.builtins.bool.id, index: if b { TRUE } else { FALSE } }, tyargs: vec![], arg: None }
    }

    /// `case c of true => a | false => b`
    fn if_core(&self, c: Exp, a: Exp, b: Exp, ty: &Type) -> Exp {
        Exp::Case {
            scrut: Box::new(c),
            scrut_ty: self.to_core_type(&self.bool_type(), &[]),
            rules: vec![core::Rule { pat: self.bool_pat(true), exp: a }, core::Rule { pat: self.bool_pat(false), exp: b }],
            failure: MatchFailure::Match(None),
            result_ty: self.to_core_type(ty, &[]),
        }
    }

    /// Unifies, reporting `expected`/`found` at `span` on failure.
    pub(crate) fn expect(&mut self, expected: &Type, found: &Type, span: Span, diags: &mut Diagnostics) {
        if let Err(e) = self.unify(expected, found) {
            diags.push(self.type_error(span, &e));
        }
    }

    /// Like `expect` for a function argument, returning whether the types
    /// agree.  When the argument is a tuple expression and both types are
    /// tuples of the same width, the components are unified one by one so
    /// that an error points at the component at fault (`r := ["a"]` blames
    /// `["a"]`, not the pair); a component whose error reads as the one
    /// before it is not reported again (`x = 1.0` on reals, `"a" + "b"`).
    /// `note`: said of an argument that is not a tuple.
    fn expect_arg(&mut self, expected: &Type, found: &Type, arg: &ast::Exp, note: Option<String>, diags: &mut Diagnostics) -> bool {
        if let ast::ExpKind::Tuple(items) = &arg.kind {
            if let (Type::Record(ef), Type::Record(ff)) = (prune(expected), prune(found)) {
                let labels_agree = ef.len() == items.len()
                    && ff.len() == items.len()
                    && ef.iter().zip(ff.iter()).all(|((l1, _), (l2, _))| l1 == l2);
                if labels_agree {
                    let mut last: Option<String> = None;
                    for ((item, (_, et)), (_, ft)) in items.iter().zip(ef.iter()).zip(ff.iter()) {
                        if let Err(e) = self.unify(et, ft) {
                            let message = e.message();
                            if last.as_deref() != Some(message.as_str()) {
                                diags.push(self.type_error(item.span, &e));
                            }
                            last = Some(message);
                        }
                    }
                    return last.is_none();
                }
            }
        }
        match self.unify(expected, found) {
            Ok(()) => true,
            Err(e) => {
                let d = self.type_error(arg.span, &e);
                diags.push(match note {
                    Some(n) => d.with_note(n),
                    None => d,
                });
                false
            }
        }
    }

    pub(crate) fn elab_exp(&mut self, view: &View, exp: &ast::Exp, diags: &mut Diagnostics) -> (Exp, Type) {
        match &exp.kind {
            ast::ExpKind::Const(scon) => {
                let (lit, ty) = self.elab_scon(scon, exp.span);
                (Exp::Lit(lit, self.to_core_type(&ty, &[])), ty)
            }
            ast::ExpKind::Var { id, .. } => match view.lookup_value(id) {
                Ok(entry) => {
                    let entry = entry.clone();
                    self.elab_value(&entry)
                }
                Err(d) => {
                    diags.push(d);
                    (Exp::Record(vec![]), self.error_type())
                }
            },
            ast::ExpKind::Record(fields) => {
                let mut out = Vec::new();
                let mut tys: Vec<(Label, Type)> = Vec::new();
                for (l, e) in fields {
                    let label = conv_label(&l.label);
                    let (ce, t) = self.elab_exp(view, e, diags);
                    if tys.iter().any(|(l2, _)| *l2 == label) {
                        diags.error(l.span, format!("duplicate label `{}` in record", label));
                        continue;
                    }
                    out.push((label.clone(), ce));
                    tys.push((label, t));
                }
                tys.sort_by(|a, b| a.0.cmp(&b.0));
                (Exp::Record(out), Type::Record(tys))
            }
            ast::ExpKind::Selector(l) => {
                let label = conv_label(&l.label);
                let field = self.fresh_meta();
                let rec = self.flex_record(vec![(label.clone(), field.clone())]);
                self.pending_flex.push((rec.clone(), exp.span));
                let x = self.mono_var("r", &rec);
                let body = Exp::Select { label, record: Box::new(Exp::Var { var: x, tyargs: vec![] }), record_ty: self.to_core_type(&rec, &[]) };
                let e = Exp::Fn { param: x, param_ty: self.to_core_type(&rec, &[]), body: Box::new(body), result_ty: self.to_core_type(&field, &[]) };
                (e, Type::Arrow(Box::new(rec), Box::new(field)))
            }
            ast::ExpKind::Tuple(es) => {
                let mut out = Vec::new();
                let mut tys = Vec::new();
                for (i, e) in es.iter().enumerate() {
                    let (ce, t) = self.elab_exp(view, e, diags);
                    out.push((Label::Num(i as u32 + 1), ce));
                    tys.push(t);
                }
                (Exp::Record(out), tuple_type(tys))
            }
            ast::ExpKind::List(es) => {
                let elem = self.fresh_meta();
                let mut items = Vec::new();
                for e in es {
                    let (ce, t) = self.elab_exp(view, e, diags);
                    self.expect(&elem, &t, e.span, diags);
                    items.push(ce);
                }
                let tyargs = vec![self.to_core_type(&elem, &[])];
                let list = self.builtins.list.id;
                let mut acc = Exp::Con { con: core::Con { tycon: list, index: NIL }, tyargs: tyargs.clone(), arg: None };
                for e in items.into_iter().rev() {
                    acc = Exp::Con {
                        con: core::Con { tycon: list, index: CONS },
                        tyargs: tyargs.clone(),
                        arg: Some(Box::new(Exp::Record(vec![(Label::Num(1), e), (Label::Num(2), acc)]))),
                    };
                }
                (acc, Type::Con(self.builtins.list.clone(), vec![elem]))
            }
            ast::ExpKind::Seq(es) => self.elab_seq(view, es, diags),
            ast::ExpKind::Let(decs, body) => {
                self.dec_stack.push(Vec::new());
                let first_local_tycon = self.program.tycons.len() as u32;
                let delta = self.elab_core_decs(view, decs, diags);
                let inner = view.push(&delta);
                let (b, t) = self.elab_seq(&inner, body, diags);
                let decs = self.dec_stack.pop().unwrap_or_default();
                // The Definition (rule 4): the type of `let dec in exp end`
                // may not mention a type name that `dec` generated.
                if let Some(name) = local_tycon_in(&t, first_local_tycon) {
                    diags.error(
                        exp.span,
                        format!("type mismatch: the type of this `let` expression mentions the local type `{}` outside its scope", name),
                    );
                }
                (Exp::Let(decs, Box::new(b)), t)
            }
            ast::ExpKind::App(f, a) => self.elab_app(view, f, a, diags),
            ast::ExpKind::Typed(e, ty) => {
                let (ce, t) = self.elab_exp(view, e, diags);
                let want = self.elab_ty_scoped(view, ty, diags);
                self.expect(&want, &t, e.span, diags);
                (ce, t)
            }
            ast::ExpKind::Andalso(a, b) | ast::ExpKind::Orelse(a, b) => {
                let bool_t = self.bool_type();
                let (ca, ta) = self.elab_exp(view, a, diags);
                self.expect(&bool_t, &ta, a.span, diags);
                let (cb, tb) = self.elab_exp(view, b, diags);
                self.expect(&bool_t, &tb, b.span, diags);
                let e = if let ast::ExpKind::Andalso(..) = exp.kind {
                    self.if_core(ca, cb, self.bool_exp(false), &bool_t)
                } else {
                    self.if_core(ca, self.bool_exp(true), cb, &bool_t)
                };
                (e, bool_t)
            }
            ast::ExpKind::If(c, a, b) => {
                let bool_t = self.bool_type();
                let (cc, tc) = self.elab_exp(view, c, diags);
                self.expect(&bool_t, &tc, c.span, diags);
                let (ca, ta) = self.elab_exp(view, a, diags);
                let (cb, tb) = self.elab_exp(view, b, diags);
                self.expect(&ta, &tb, b.span, diags);
                (self.if_core(cc, ca, cb, &ta), ta)
            }
            ast::ExpKind::While(c, body) => {
                let bool_t = self.bool_type();
                let unit = self.unit_type();
                let (cc, tc) = self.elab_exp(view, c, diags);
                self.expect(&bool_t, &tc, c.span, diags);
                let (cb, tb) = self.elab_exp(view, body, diags);
                let tb = self.to_core_type(&tb, &[]);
                // let val rec loop = fn u => if c then (body; loop ()) else () in loop () end
                let loop_ty = Type::Arrow(Box::new(unit.clone()), Box::new(unit.clone()));
                let lp = self.mono_var("loop", &loop_ty);
                let u = self.mono_var("u", &unit);
                let call = Exp::App(Box::new(Exp::Var { var: lp, tyargs: vec![] }), Box::new(Exp::Record(vec![])));
                let step = self.seq_core(vec![(cb, tb)], call);
                let fbody = self.if_core(cc, step, Exp::Record(vec![]), &unit);
                let core_unit = self.to_core_type(&unit, &[]);
                let f = Exp::Fn { param: u, param_ty: core_unit.clone(), body: Box::new(fbody), result_ty: core_unit };
                let call2 = Exp::App(Box::new(Exp::Var { var: lp, tyargs: vec![] }), Box::new(Exp::Record(vec![])));
                (Exp::Let(vec![core::Dec::ValRec { tyvars: vec![], binds: vec![(lp, f)] }], Box::new(call2)), unit)
            }
            ast::ExpKind::Case(scrut, rules) => {
                let (cs, ts) = self.elab_exp(view, scrut, diags);
                let (crules, arg, res) = self.elab_match(view, rules, diags);
                self.expect(&arg, &ts, scrut.span, diags);
                self.check_rules(&crules, rules, exp.span, true, diags);
                let e = Exp::Case {
                    scrut: Box::new(cs),
                    scrut_ty: self.to_core_type(&arg, &[]),
                    rules: crules,
                    failure: MatchFailure::Match(self.site(exp.span)),
                    result_ty: self.to_core_type(&res, &[]),
                };
                (e, res)
            }
            ast::ExpKind::Fn(rules) => {
                let (crules, arg, res) = self.elab_match(view, rules, diags);
                self.check_rules(&crules, rules, exp.span, true, diags);
                (self.fn_of_rules(crules, &arg, &res, exp.span), Type::Arrow(Box::new(arg), Box::new(res)))
            }
            ast::ExpKind::Handle(body, rules) => {
                let (cb, tb) = self.elab_exp(view, body, diags);
                let (crules, arg, res) = self.elab_match(view, rules, diags);
                let exn = self.con0(&self.builtins.exn.clone());
                if let Some(r) = rules.first() {
                    self.expect(&exn, &arg, r.pat.span, diags);
                    self.expect(&tb, &res, r.exp.span, diags);
                }
                self.check_rules(&crules, rules, exp.span, false, diags);
                (Exp::Handle { body: Box::new(cb), rules: crules, ty: self.to_core_type(&tb, &[]) }, tb)
            }
            ast::ExpKind::Raise(e) => {
                let (ce, t) = self.elab_exp(view, e, diags);
                let exn = self.con0(&self.builtins.exn.clone());
                self.expect(&exn, &t, e.span, diags);
                let ty = self.fresh_meta();
                (Exp::Raise { exn: Box::new(ce), ty: self.to_core_type(&ty, &[]) }, ty)
            }
            ast::ExpKind::Prim { name, ty } => {
                if !self.allow_prims {
                    diags.error(exp.span, "`_prim` is only allowed in the basis library");
                }
                let t = self.elab_ty_scoped(view, ty, diags);
                let name = self.sized_prim_name(name, &t);
                (Exp::Prim { name, ty: self.to_core_type(&t, &[]) }, t)
            }
            ast::ExpKind::Import { name, ty, kind: ast::FfiKind::Import } => {
                let t = self.elab_ty_scoped(view, ty, diags);
                let prim = self.ffi_signature(name, &t).unwrap_or_else(|msg| {
                    diags.error(exp.span, msg);
                    format!("{}error", FFI_PREFIX)
                });
                (Exp::Prim { name: prim, ty: self.to_core_type(&t, &[]) }, t)
            }
            ast::ExpKind::Import { ty, kind: ast::FfiKind::IndirectImport, .. } => {
                // `_import * : MLton.Pointer.t -> (args -> res)`:
                // fn fp => fn x => ffiptr:ARGS:RES (fp, x's components).
                let t = self.elab_ty_scoped(view, ty, diags);
                match self.ffi_indirect(&t) {
                    Ok((prim, ptr_ty, args_ty, res_ty, n)) => {
                        let fp = self.mono_var("fp", &ptr_ty);
                        let x = self.mono_var("x", &args_ty);
                        let core_args = self.to_core_type(&args_ty, &[]);
                        let xv = || Exp::Var { var: x, tyargs: vec![] };
                        let mut comps = vec![(Label::Num(1), Exp::Var { var: fp, tyargs: vec![] })];
                        let mut prim_args = vec![(Label::Num(1), ptr_ty.clone())];
                        match n {
                            None => {}
                            Some(0) => {
                                comps.push((Label::Num(2), xv()));
                                prim_args.push((Label::Num(2), args_ty.clone()));
                            }
                            Some(k) => {
                                let Type::Record(fs) = prune(&args_ty) else { unreachable!("ffi_indirect checked a tuple") };
                                for i in 0..k {
                                    comps.push((Label::Num(i as u32 + 2), Exp::Select { label: Label::Num(i as u32 + 1), record: Box::new(xv()), record_ty: core_args.clone() }));
                                    prim_args.push((Label::Num(i as u32 + 2), fs[i].1.clone()));
                                }
                            }
                        }
                        // A lone pointer is the primitive's only argument.
                        let (arg_exp, prim_dom) = if comps.len() == 1 {
                            (comps.pop().map(|(_, e)| e).unwrap_or(Exp::Record(vec![])), ptr_ty.clone())
                        } else {
                            (Exp::Record(comps), Type::Record(prim_args))
                        };
                        let prim_ty = Type::Arrow(Box::new(prim_dom), Box::new(res_ty.clone()));
                        let call = Exp::App(Box::new(Exp::Prim { name: prim, ty: self.to_core_type(&prim_ty, &[]) }), Box::new(arg_exp));
                        let inner = Exp::Fn { param: x, param_ty: core_args, body: Box::new(call), result_ty: self.to_core_type(&res_ty, &[]) };
                        let inner_ty = Type::Arrow(Box::new(args_ty.clone()), Box::new(res_ty.clone()));
                        let outer = Exp::Fn { param: fp, param_ty: self.to_core_type(&ptr_ty, &[]), body: Box::new(inner), result_ty: self.to_core_type(&inner_ty, &[]) };
                        (outer, t)
                    }
                    Err(msg) => {
                        diags.error(exp.span, msg);
                        (Exp::Prim { name: format!("{}error", FFI_PREFIX), ty: self.to_core_type(&t, &[]) }, t)
                    }
                }
            }
            ast::ExpKind::Import { name, ty, kind: ast::FfiKind::Address } => {
                // `_address "sym" : MLton.Pointer.t`: the primitive
                // `ffiaddr:sym` applied to ().
                let t = self.elab_ty_scoped(view, ty, diags);
                let prim = self.ffi_address(name, &t).unwrap_or_else(|msg| {
                    diags.error(exp.span, msg);
                    format!("{}error", FFI_PREFIX)
                });
                let unit = self.unit_type();
                let fty = Type::Arrow(Box::new(unit), Box::new(t.clone()));
                let f = Exp::Prim { name: prim, ty: self.to_core_type(&fty, &[]) };
                (Exp::App(Box::new(f), Box::new(Exp::Record(vec![]))), t)
            }
            ast::ExpKind::Import { name, ty, kind: ast::FfiKind::Symbol { alloc } } => {
                // `_symbol "sym" : (unit -> t) * (t -> unit)`: the pair of
                // primitives `ffiget:sym:T[:alloc]` and `ffiset:...`.
                let t = self.elab_ty_scoped(view, ty, diags);
                match self.ffi_symbol(name, *alloc, &t) {
                    Ok((get, get_ty, set, set_ty)) => {
                        let get = Exp::Prim { name: get, ty: self.to_core_type(&get_ty, &[]) };
                        let set = Exp::Prim { name: set, ty: self.to_core_type(&set_ty, &[]) };
                        (Exp::Record(vec![(Label::Num(1), get), (Label::Num(2), set)]), t)
                    }
                    Err(msg) => {
                        diags.error(exp.span, msg);
                        (Exp::Prim { name: format!("{}error", FFI_PREFIX), ty: self.to_core_type(&t, &[]) }, t)
                    }
                }
            }
        }
    }

    /// The primitive name of `_import "cname" : t`: `ffi:cname:ARGS:RES`,
    /// where ARGS are the comma-separated C type codes of the arguments
    /// and RES that of the result (`ffi_type_code`; `v`: void).  The code
    /// generator (codegen prims_ffi.rs) declares and calls the C function
    /// from it alone: Real32.real and the narrow integers lose their
    /// identity in the SSA types.
    fn ffi_signature(&self, cname: &str, t: &Type) -> Result<String, String> {
        if !is_c_identifier(cname) {
            return Err(format!("_import: `{}` is not a C function name", cname));
        }
        let Type::Arrow(dom, res) = prune(t) else {
            return Err(format!("_import: the type of `{}` must be a function type (t1 * ... * tn -> t), not {}", cname, self.ffi_show(t)));
        };
        let args: Vec<Type> = match prune(&dom) {
            Type::Record(fs) if fs.is_empty() => Vec::new(),
            Type::Record(fs) => {
                if fs.len() < 2 || fs.iter().enumerate().any(|(i, (l, _))| *l != Label::Num(i as u32 + 1)) {
                    return Err(format!("_import: type {} cannot cross to C (arguments are a tuple of C types)", self.ffi_show(&dom)));
                }
                fs.into_iter().map(|(_, t)| t).collect()
            }
            d => vec![d],
        };
        let mut codes = Vec::new();
        for a in &args {
            codes.push(self.ffi_type_code(a, true)?);
        }
        let rcode = match prune(&res) {
            Type::Record(fs) if fs.is_empty() => "v",
            r => self.ffi_type_code(&r, false)?,
        };
        Ok(format!("{}{}:{}:{}", FFI_PREFIX, cname, codes.join(","), rcode))
    }

    /// The primitive of `_import * : MLton.Pointer.t -> (args -> res)`:
    /// (`ffiptr:ARGS:RES`, the pointer type, args, res, the number of
    /// components of an args tuple: None for unit, Some(0) for a single
    /// argument).
    fn ffi_indirect(&self, t: &Type) -> Result<(String, Type, Type, Type, Option<usize>), String> {
        let bad = || format!("_import *: the type must be MLton.Pointer.t -> (t1 * ... * tn -> t), not {}", self.ffi_show(t));
        let Type::Arrow(ptr, f) = prune(t) else { return Err(bad()) };
        if self.ffi_type_code(&ptr, false) != Ok("w64") {
            return Err(bad());
        }
        let Type::Arrow(args, res) = prune(&f) else { return Err(bad()) };
        let name = self.ffi_signature("indirect", &f).map_err(|m| m.replacen("_import", "_import *", 1))?;
        let rest = name.strip_prefix(&format!("{}indirect:", FFI_PREFIX)).unwrap_or("").to_string();
        let n = match prune(&args) {
            Type::Record(fs) if fs.is_empty() => None,
            Type::Record(fs) => Some(fs.len()),
            _ => Some(0),
        };
        Ok((format!("ffiptr:{}", rest), (*ptr).clone(), (*args).clone(), (*res).clone(), n))
    }

    /// The primitive name of `_address "sym" : t`: `ffiaddr:sym`, whose
    /// result (a `MLton.Pointer.t`, a word64 underneath) is the symbol's
    /// address (codegen prims_ffi.rs).
    fn ffi_address(&self, sym: &str, t: &Type) -> Result<String, String> {
        if !is_c_identifier(sym) {
            return Err(format!("_address: `{}` is not a C symbol name", sym));
        }
        match self.ffi_type_code(t, false) {
            Ok("w64") => Ok(format!("ffiaddr:{}", sym)),
            _ => Err(format!("_address: the type of `{}` must be MLton.Pointer.t, not {}", sym, self.ffi_show(t))),
        }
    }

    /// The getter and setter primitives (names and types) of `_symbol
    /// "sym" [alloc] : (unit -> t) * (t -> unit)`: `ffiget:sym:T` and
    /// `ffiset:sym:T` with T the C type code of t (`ffi_type_code`),
    /// `:alloc` appended when the program defines the variable.
    fn ffi_symbol(&self, sym: &str, alloc: bool, t: &Type) -> Result<(String, Type, String, Type), String> {
        if !is_c_identifier(sym) {
            return Err(format!("_symbol: `{}` is not a C variable name", sym));
        }
        let bad = || format!("_symbol: the type of `{}` must be (unit -> t) * (t -> unit) for a C type t, not {}", sym, self.ffi_show(t));
        let Type::Record(fs) = prune(t) else { return Err(bad()) };
        if fs.len() != 2 || fs[0].0 != Label::Num(1) || fs[1].0 != Label::Num(2) {
            return Err(bad());
        }
        let (Type::Arrow(gd, gr), Type::Arrow(sd, sr)) = (prune(&fs[0].1), prune(&fs[1].1)) else { return Err(bad()) };
        let is_unit = |t: &Type| matches!(prune(t), Type::Record(f) if f.is_empty());
        if !is_unit(&gd) || !is_unit(&sr) {
            return Err(bad());
        }
        let code = self.ffi_type_code(&gr, false).map_err(|m| m.replacen("_import", "_symbol", 1))?;
        let code2 = self.ffi_type_code(&sd, false).map_err(|m| m.replacen("_import", "_symbol", 1))?;
        if code != code2 || self.ffi_show(&self.ffi_expand(&gr)) != self.ffi_show(&self.ffi_expand(&sd)) {
            return Err(format!("_symbol: the getter of `{}` returns {} but the setter takes {}", sym, self.ffi_show(&gr), self.ffi_show(&sd)));
        }
        let suffix = if alloc { ":alloc" } else { "" };
        let get_ty = Type::Arrow(gd.clone(), gr.clone());
        let set_ty = Type::Arrow(sd.clone(), sr.clone());
        Ok((format!("ffiget:{}:{}{}", sym, code, suffix), get_ty, format!("ffiset:{}:{}{}", sym, code, suffix), set_ty))
    }

    /// The C type code of an `_import` argument (`arg`) or result type:
    /// `b` bool (C int32_t, 0/1), `c` char (uint8_t), `i8`..`i64` (int is
    /// Skein's 64-bit int: int64_t), `w8`..`w64`, `d` real (double), `f`
    /// Real32.real (float); arguments only: `p` a string, array or vector
    /// whose elements are stored as their C type (char, Word8.word, int,
    /// Int64.int, word, Word64.word, real), passed as a pointer to its
    /// first element.
    fn ffi_type_code(&self, t: &Type, arg: bool) -> Result<&'static str, String> {
        use crate::types::TyConKind;
        use skein_ir::core::PrimTyCon as P;
        let t = self.ffi_expand(t);
        let cannot = || Err(format!("_import: type {} cannot cross to C", self.ffi_show(&t)));
        let Type::Con(tc, targs) = &t else { return cannot() };
        if tc.id == self.builtins.bool.id {
            return Ok("b");
        }
        let kind = tc.kind.borrow();
        let TyConKind::Prim(p) = &*kind else { return cannot() };
        let code = match p {
            P::Int => "i64",
            P::Word => "w64",
            P::Real => "d",
            P::Char => "c",
            P::Word8 => "w8",
            P::Other("int8") => "i8",
            P::Other("int16") => "i16",
            P::Other("int32") => "i32",
            P::Other("int64") => "i64",
            P::Other("word16") => "w16",
            P::Other("word32") => "w32",
            P::Other("word64") => "w64",
            P::Other("real32") => "f",
            P::String | P::Array | P::Vector if !arg => {
                return Err(format!("_import: type {} cannot cross to C (strings, arrays and vectors only as arguments)", self.ffi_show(&t)))
            }
            P::String => "p",
            P::Array | P::Vector => {
                // Only elements stored in the C type's own width: the
                // narrow integers, Real32.real and bool take 8 bytes (or
                // a tag byte) in a Skein sequence.
                let elem = targs.first().map(|e| self.ffi_expand(e));
                let ok = match &elem {
                    Some(Type::Con(ec, _)) => matches!(&*ec.kind.borrow(), TyConKind::Prim(P::Int | P::Word | P::Real | P::Char | P::Word8 | P::Other("int64" | "word64"))),
                    _ => false,
                };
                if !ok {
                    return Err(format!(
                        "_import: type {} cannot cross to C (arrays and vectors of char, Word8.word, int, Int64.int, word, Word64.word or real only)",
                        self.ffi_show(&t)
                    ));
                }
                "p"
            }
            _ => return cannot(),
        };
        Ok(code)
    }

    /// `t` pruned, with opaque types (`:>`, abstype) replaced by what they
    /// stand for: the C type is the representation's.
    fn ffi_expand(&self, t: &Type) -> Type {
        use crate::types::TyConKind;
        let mut t = prune(t);
        for _ in 0..64 {
            let next = match &t {
                Type::Con(tc, args) => match &*tc.kind.borrow() {
                    TyConKind::Abstract { rep: Some(tf) } if tf.arity == args.len() => subst_bound(&tf.body, args),
                    _ => break,
                },
                _ => break,
            };
            t = prune(&next);
        }
        t
    }

    fn ffi_show(&self, t: &Type) -> String {
        let mut names = crate::print_type::TyVarNames::new();
        crate::print_type::type_to_string(t, &mut names, "")
    }

    /// `(e1; ...; en)` and `let ... in e1; ...; en end` bodies.
    fn elab_seq(&mut self, view: &View, es: &[ast::Exp], diags: &mut Diagnostics) -> (Exp, Type) {
        let mut cores = Vec::new();
        let mut last_ty = self.unit_type();
        for e in es {
            let (ce, t) = self.elab_exp(view, e, diags);
            cores.push((ce, self.to_core_type(&t, &[])));
            last_ty = t;
        }
        let last = cores.pop().map(|(e, _)| e).unwrap_or(Exp::Record(vec![]));
        (self.seq_core(cores, last), last_ty)
    }

    /// Evaluates `first` (expressions with their Core types) for effect, then `last`.
    fn seq_core(&self, first: Vec<(Exp, core::Type)>, last: Exp) -> Exp {
        if first.is_empty() {
            return last;
        }
        let decs = first.into_iter().map(|(e, t)| core::Dec::Val { tyvars: vec![], pat: core::Pat::Wild, pat_ty: t, exp: e, site: None }).collect();
        Exp::Let(decs, Box::new(last))
    }

    /// A value identifier used as an expression.
    fn elab_value(&mut self, entry: &ValEntry) -> (Exp, Type) {
        match entry {
            ValEntry::Var { scheme, var } => {
                let (ty, args) = self.instantiate(scheme);
                let tyargs = args.iter().map(|a| self.to_core_type(a, &[])).collect();
                (Exp::Var { var: *var, tyargs }, ty)
            }
            ValEntry::Con { scheme, tycon, index } => {
                let (ty, args) = self.instantiate(scheme);
                let tyargs: Vec<core::Type> = args.iter().map(|a| self.to_core_type(a, &[])).collect();
                let con = core::Con { tycon: tycon.id, index: *index };
                match prune(&ty) {
                    Type::Arrow(dom, res) => {
                        let x = self.mono_var("x", &dom);
                        let body = Exp::Con { con, tyargs, arg: Some(Box::new(Exp::Var { var: x, tyargs: vec![] })) };
                        let e = Exp::Fn { param: x, param_ty: self.to_core_type(&dom, &[]), body: Box::new(body), result_ty: self.to_core_type(&res, &[]) };
                        (e, ty)
                    }
                    _ => (Exp::Con { con, tyargs, arg: None }, ty),
                }
            }
            ValEntry::Exn { scheme, exn } => match &scheme.body {
                Type::Arrow(dom, res) => {
                    let x = self.mono_var("x", dom);
                    let body = Exp::Exn { exn: *exn, arg: Some(Box::new(Exp::Var { var: x, tyargs: vec![] })) };
                    let e = Exp::Fn { param: x, param_ty: self.to_core_type(dom, &[]), body: Box::new(body), result_ty: self.to_core_type(res, &[]) };
                    (e, scheme.body.clone())
                }
                t => (Exp::Exn { exn: *exn, arg: None }, t.clone()),
            },
            ValEntry::Overloaded(o) => {
                let a = self.fresh_meta_with(false, Some(o.class), None);
                let ty = subst_bound(&o.shape, &[a]);
                let idx = self.overloads.len();
                self.overloads.push(o.clone());
                (Exp::Prim { name: format!("{}{}", OVERLOAD_PREFIX, idx), ty: self.to_core_type(&ty, &[]) }, ty)
            }
        }
    }

    fn elab_app(&mut self, view: &View, f: &ast::Exp, a: &ast::Exp, diags: &mut Diagnostics) -> (Exp, Type) {
        // A constructor applied directly: build it saturated.
        if let ast::ExpKind::Var { id, .. } = &f.kind {
            if let Ok(entry @ (ValEntry::Con { .. } | ValEntry::Exn { .. })) = view.lookup_value(id) {
                let entry = entry.clone();
                let (scheme, con) = match &entry {
                    ValEntry::Con { scheme, tycon, index } => (scheme, Some(core::Con { tycon: tycon.id, index: *index })),
                    ValEntry::Exn { scheme, .. } => (scheme, None),
                    _ => unreachable!(),
                };
                let (ty, args) = self.instantiate(scheme);
                if let Type::Arrow(dom, res) = prune(&ty) {
                    let (ca, ta) = self.elab_exp(view, a, diags);
                    self.expect_arg(&dom, &ta, a, None, diags);
                    let e = match (con, &entry) {
                        (Some(con), _) => Exp::Con { con, tyargs: args.iter().map(|t| self.to_core_type(t, &[])).collect(), arg: Some(Box::new(ca)) },
                        (None, ValEntry::Exn { exn, .. }) => Exp::Exn { exn: *exn, arg: Some(Box::new(ca)) },
                        _ => unreachable!(),
                    };
                    return (e, *res);
                }
            }
        }
        let (cf, tf) = self.elab_exp(view, f, diags);
        let (ca, ta) = self.elab_exp(view, a, diags);
        let res = match prune(&tf) {
            Type::Arrow(dom, res) => {
                // A function of a tuple given something else is most
                // likely called curried (`f 1 2` for `f (x, y)`): its
                // result is of the error type, so that is one error.
                let note = tuple_call_note(&dom, f, a);
                let curried = note.is_some();
                if self.expect_arg(&dom, &ta, a, note, diags) || !curried {
                    *res
                } else {
                    self.error_type()
                }
            }
            // An erroneous function (reported already) applies silently.
            Type::Con(tc, _) if tc.id == self.builtins.error.id => self.error_type(),
            _ => {
                let res = self.fresh_meta();
                let want = Type::Arrow(Box::new(ta.clone()), Box::new(res.clone()));
                if let Err(e) = self.unify(&tf, &want) {
                    // A plain type variable (e.g. `x x`): the argument is
                    // at fault; a known non-function type: the function.
                    if !matches!(e.kind, crate::unify::UnifyErrorKind::Overload(..)) && matches!(prune(&tf), Type::Meta(_)) {
                        diags.error(a.span, e.message());
                    } else {
                        let mut names = crate::print_type::TyVarNames::new();
                        let s = crate::print_type::type_to_string(&tf, &mut names, "");
                        diags.error(f.span, format!("type mismatch: expected a function, found `{}`", s));
                    }
                }
                res
            }
        };
        (Exp::App(Box::new(cf), Box::new(ca)), res)
    }

    /// A match: the Core rules, the argument type and the result type.
    pub(crate) fn elab_match(&mut self, view: &View, rules: &[ast::Rule], diags: &mut Diagnostics) -> (Vec<core::Rule>, Type, Type) {
        let arg = self.fresh_meta();
        let res = self.fresh_meta();
        let mut out = Vec::new();
        let mut alternatives = OrAlternatives::default();
        for r in rules {
            let mut binds: Vec<PatBinding> = Vec::new();
            let (p, pt) = self.elab_pat(view, &r.pat, &mut binds, diags);
            alternatives.check(r.or_alternative, r.pat.span, &binds, diags);
            self.expect(&arg, &pt, r.pat.span, diags);
            let env = self.bind_mono(&binds);
            let inner = view.push(&env);
            let (e, et) = self.elab_exp(&inner, &r.exp, diags);
            self.expect(&res, &et, r.exp.span, diags);
            out.push(core::Rule { pat: p, exp: e });
        }
        (out, arg, res)
    }

    /// The diagnostic of a failed unification at `span`, with a hint where
    /// a usual mistake explains it.
    fn type_error(&self, span: Span, e: &crate::unify::UnifyError) -> Diagnostic {
        use crate::types::OverloadClass;
        use crate::unify::UnifyErrorKind;
        let d = Diagnostic::error(span, e.message());
        let is = |t: &Type, tc: &crate::types::TyConRef| matches!(prune(t), Type::Con(c, _) if c.id == tc.id);
        match &e.kind {
            UnifyErrorKind::Equality(t) if is(t, &self.builtins.real) => {
                d.with_note("`real` is not an equality type: compare reals with `Real.==` or `Real.compare`")
            }
            UnifyErrorKind::Overload(t, OverloadClass::Num) if is(t, &self.builtins.string) => d.with_note("strings are joined with `^`"),
            _ => d,
        }
    }

    /// A primitive named `Sized.op` (the functors of basis/sized.sml) is
    /// `IntN.op` or `WordN.op`, after the first narrow builtin type
    /// (skein_ir::sized) of its type: one functor body serves every width,
    /// re-elaborated at each application with its own type.  In the
    /// functor's declaration check the type is abstract and the name stays.
    fn sized_prim_name(&self, name: &str, t: &Type) -> String {
        fn find(el: &Elaborator, t: &Type) -> Option<String> {
            match crate::unify::prune(t) {
                Type::Con(tc, args) => {
                    let st = skein_ir::sized::struct_name(&tc.name.borrow());
                    if st.is_some() && el.builtins.family.contains_key(&tc.id) {
                        return st;
                    }
                    args.iter().find_map(|a| find(el, a))
                }
                Type::Record(fields) => fields.iter().find_map(|(_, a)| find(el, a)),
                Type::Arrow(a, b) => find(el, &a).or_else(|| find(el, &b)),
                _ => None,
            }
        }
        match name.strip_prefix("Sized.") {
            Some(op) => find(self, t).map_or_else(|| name.to_string(), |st| format!("{}.{}", st, op)),
            None => name.to_string(),
        }
    }

    /// `fn x => case x of rules` (or `fn v => e` for a single variable
    /// rule); `span`: the source match, for the `Match` it may raise.
    pub(crate) fn fn_of_rules(&mut self, mut rules: Vec<core::Rule>, arg: &Type, res: &Type, span: Span) -> Exp {
        let param_ty = self.to_core_type(arg, &[]);
        let result_ty = self.to_core_type(res, &[]);
        if rules.len() == 1 {
            if let core::Pat::Var(v) = rules[0].pat {
                let r = rules.pop().unwrap();
                return Exp::Fn { param: v, param_ty, body: Box::new(r.exp), result_ty };
            }
        }
        let x = self.mono_var("x", arg);
        let body = Exp::Case {
            scrut: Box::new(Exp::Var { var: x, tyargs: vec![] }),
            scrut_ty: param_ty.clone(),
            rules,
            failure: MatchFailure::Match(self.site(span)),
            result_ty: result_ty.clone(),
        };
        Exp::Fn { param: x, param_ty, body: Box::new(body), result_ty }
    }

    /// Exhaustiveness and redundancy warnings for a match.
    fn check_rules(&self, crules: &[core::Rule], rules: &[ast::Rule], span: Span, need_exhaustive: bool, diags: &mut Diagnostics) {
        let pats: Vec<&core::Pat> = crules.iter().map(|r| &r.pat).collect();
        let spans: Vec<Span> = rules.iter().map(|r| r.pat.span).collect();
        self.check_match(&pats, &spans, span, need_exhaustive, diags);
    }
}

/// The name of a type constructor with id at least `first` in `t`, if any
/// (following unification links).
fn local_tycon_in(t: &Type, first: u32) -> Option<String> {
    match prune(t) {
        Type::Con(tc, args) => {
            if tc.id.0 >= first {
                return Some(tc.name.borrow().clone());
            }
            args.iter().find_map(|a| local_tycon_in(a, first))
        }
        Type::Record(fields) => fields.iter().find_map(|(_, a)| local_tycon_in(a, first)),
        Type::Arrow(a, b) => local_tycon_in(&a, first).or_else(|| local_tycon_in(&b, first)),
        Type::Meta(_) | Type::Rigid(_) | Type::Bound(_) => None,
    }
}

/// Checks that the rules (or clauses) the parser made from one rule with
/// or-patterns bind the same variables: each later alternative
/// (`or_alternative`) against the first.  An alternative that does not
/// bind a variable the body uses would otherwise take an outer binding of
/// that name silently (`fun f (C x | D) = x`).
#[derive(Default)]
pub(crate) struct OrAlternatives {
    first: Vec<String>,
}

impl OrAlternatives {
    pub(crate) fn check(&mut self, or_alternative: bool, pat: Span, binds: &[PatBinding], diags: &mut Diagnostics) {
        let mut names: Vec<String> = binds.iter().map(|b| b.name.clone()).collect();
        names.sort();
        names.dedup();
        if !or_alternative {
            self.first = names;
            return;
        }
        if self.first != names {
            let first = &self.first;
            let differ: Vec<&String> = first.iter().filter(|n| !names.contains(n)).chain(names.iter().filter(|n| !first.contains(n))).collect();
            let list = differ.iter().map(|n| format!("`{}`", n)).collect::<Vec<_>>().join(", ");
            let verb = if differ.len() == 1 { "is" } else { "are" };
            diags.error(pat, format!("the alternatives of an or-pattern must bind the same variables: {} {} not bound by every alternative", list, verb));
        }
    }
}

/// Whether `s` is a C identifier (the names `_import`, `_address` and
/// `_symbol` accept).
fn is_c_identifier(s: &str) -> bool {
    !s.is_empty() && s.bytes().enumerate().all(|(i, c)| c == b'_' || c.is_ascii_alphabetic() || (i > 0 && c.is_ascii_digit()))
}

/// A note for a function of a tuple applied to something that is not a
/// tuple expression (`f 1 2` for `fun f (x, y)`): how to call it.
fn tuple_call_note(dom: &Type, f: &ast::Exp, a: &ast::Exp) -> Option<String> {
    let Type::Record(fields) = prune(dom) else { return None };
    let n = fields.len();
    let is_tuple = n >= 2 && fields.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1));
    if !is_tuple || matches!(a.kind, ast::ExpKind::Tuple(_)) {
        return None;
    }
    let args = (0..n).map(|i| ((b'a' + (i as u8 % 26)) as char).to_string()).collect::<Vec<_>>().join(", ");
    Some(match &f.kind {
        ast::ExpKind::Var { id, .. } => {
            let id = id.to_string();
            format!("`{}` takes a tuple of {} arguments: call it as `{} ({})`", id, n, id, args)
        },
        _ => format!("this function takes a tuple of {} arguments: pass them as `({})`", n, args),
    })
}
