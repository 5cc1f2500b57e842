//! Expressions and patterns: a copy of the Core tree with every type
//! lowered under the current substitution, every variable renamed to its
//! Mono copy and every constructor pointed at its datatype instance.

use crate::Mono;
use skein_ir::core;
use skein_ir::mono;

impl Mono<'_> {
    pub(crate) fn exp(&mut self, e: &core::Exp) -> mono::Exp {
        match e {
            core::Exp::Var { var, tyargs } => mono::Exp::Var(self.use_var(*var, tyargs)),
            core::Exp::Con { con, tyargs, arg } => {
                let con = self.con(con, tyargs);
                let arg = arg.as_ref().map(|a| Box::new(self.exp(a)));
                mono::Exp::Con { con, arg }
            }
            core::Exp::Exn { exn, arg } => {
                let exn = self.exn(*exn);
                let arg = arg.as_ref().map(|a| Box::new(self.exp(a)));
                mono::Exp::Exn { exn, arg }
            }
            core::Exp::Lit(l, t) => mono::Exp::Lit(l.clone(), self.lower(t)),
            core::Exp::Record(fields) => mono::Exp::Record(fields.iter().map(|(l, e)| (l.clone(), self.exp(e))).collect()),
            core::Exp::Select { label, record, record_ty } => {
                mono::Exp::Select { label: label.clone(), record: Box::new(self.exp(record)), record_ty: self.lower(record_ty) }
            }
            core::Exp::App(f, a) => {
                let f = self.exp(f);
                let a = self.exp(a);
                mono::Exp::App(Box::new(f), Box::new(a))
            }
            core::Exp::Fn { param, param_ty, body, result_ty } => {
                let param = self.bind_var(*param);
                let param_ty = self.lower(param_ty);
                let result_ty = self.lower(result_ty);
                mono::Exp::Fn { param, param_ty, body: Box::new(self.exp(body)), result_ty }
            }
            core::Exp::Let(decs, body) => {
                let (decs, body) = self.decs(decs, |m| m.exp(body));
                if decs.is_empty() {
                    body
                } else {
                    mono::Exp::Let(decs, Box::new(body))
                }
            }
            core::Exp::Case { scrut, scrut_ty, rules, failure, result_ty } => {
                let scrut = Box::new(self.exp(scrut));
                let scrut_ty = self.lower(scrut_ty);
                let rules = self.rules(rules);
                mono::Exp::Case { scrut, scrut_ty, rules, failure: failure.clone(), result_ty: self.lower(result_ty) }
            }
            core::Exp::Raise { exn, ty } => mono::Exp::Raise { exn: Box::new(self.exp(exn)), ty: self.lower(ty) },
            core::Exp::Handle { body, rules, ty } => {
                let body = Box::new(self.exp(body));
                let rules = self.rules(rules);
                mono::Exp::Handle { body, rules, ty: self.lower(ty) }
            }
            core::Exp::Prim { name, ty } => mono::Exp::Prim { name: name.clone(), ty: self.lower(ty) },
        }
    }

    fn rules(&mut self, rules: &[core::Rule]) -> Vec<mono::Rule> {
        rules
            .iter()
            .map(|r| {
                let pat = self.pat(&r.pat, true);
                mono::Rule { pat, exp: self.exp(&r.exp) }
            })
            .collect()
    }

    /// The constructor `con` at `tyargs`; records that code uses it.
    fn con(&mut self, con: &core::Con, tyargs: &[core::Type]) -> mono::Con {
        let args = tyargs.iter().map(|t| self.lower(t)).collect();
        let ty = self.types.apply(self.core, con.tycon, args);
        self.types.mark_constructed(&ty);
        mono::Con { ty, index: con.index }
    }

    /// `fresh`: the pattern binds new variables (a `case` rule); otherwise
    /// (a `val`) its variables were mapped when the declaration was entered.
    pub(crate) fn pat(&mut self, p: &core::Pat, fresh: bool) -> mono::Pat {
        match p {
            core::Pat::Wild => mono::Pat::Wild,
            core::Pat::Var(v) => mono::Pat::Var(self.binder(*v, fresh)),
            core::Pat::Lit(l, t) => mono::Pat::Lit(l.clone(), self.lower(t)),
            core::Pat::Con { con, tyargs, arg } => {
                let con = self.con(con, tyargs);
                let arg = arg.as_ref().map(|a| Box::new(self.pat(a, fresh)));
                mono::Pat::Con { con, arg }
            }
            core::Pat::Exn { exn, arg } => {
                let exn = self.exn(*exn);
                let arg = arg.as_ref().map(|a| Box::new(self.pat(a, fresh)));
                mono::Pat::Exn { exn, arg }
            }
            core::Pat::Record(fields) => mono::Pat::Record(fields.iter().map(|(l, p)| (l.clone(), self.pat(p, fresh))).collect()),
            core::Pat::Layered(v, p) => {
                let v = self.binder(*v, fresh);
                mono::Pat::Layered(v, Box::new(self.pat(p, fresh)))
            }
        }
    }

    fn binder(&mut self, v: core::VarId, fresh: bool) -> mono::VarId {
        match (fresh, self.vars.get(&v)) {
            (false, Some(id)) => *id,
            _ => self.bind_var(v),
        }
    }
}
