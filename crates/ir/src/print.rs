//! Readable SML-like text of a Core program (`skein check --dump-core`).
//!
//! Variables print as `name_id`, type variables as `'tN`, exceptions as
//! `Name_id`; every binder shows its type scheme, every polymorphic use
//! its type arguments in brackets (`length_3 [int]`).

use crate::core::*;
use std::fmt::Write;

pub fn program_to_string(p: &Program) -> String {
    let mut pr = Printer { p, out: String::new(), indent: 0 };
    for t in &p.tycons {
        if let TyConKind::Datatype { cons } = &t.kind {
            let params = tyvar_params(&t.params);
            let cs: Vec<String> = cons
                .iter()
                .map(|c| match &c.arg {
                    Some(a) => format!("{} of {}", c.name, pr.ty(a)),
                    None => c.name.clone(),
                })
                .collect();
            let _ = writeln!(pr.out, "datatype {}{}#{} = {}", params, t.name, t.id.0, cs.join(" | "));
        } else if let TyConKind::Abstract { rep } = &t.kind {
            let _ = writeln!(pr.out, "abstype {}{}#{} = {}", tyvar_params(&t.params), t.name, t.id.0, pr.ty(rep));
        }
    }
    for d in &p.decs {
        pr.dec(d);
    }
    pr.out
}

pub fn type_to_string(p: &Program, t: &Type) -> String {
    Printer { p, out: String::new(), indent: 0 }.ty(t)
}

fn tyvar_params(ps: &[TyVarId]) -> String {
    match ps.len() {
        0 => String::new(),
        1 => format!("'t{} ", ps[0].0),
        _ => format!("({}) ", ps.iter().map(|v| format!("'t{}", v.0)).collect::<Vec<_>>().join(", ")),
    }
}

struct Printer<'a> {
    p: &'a Program,
    out: String,
    indent: usize,
}

impl Printer<'_> {
    fn var(&self, v: VarId) -> String {
        match self.p.vars.get(v.0 as usize) {
            Some(info) => format!("{}_{}", info.name, v.0),
            None => format!("?var_{}", v.0),
        }
    }
    fn exn(&self, e: ExnId) -> String {
        match self.p.exns.get(e.0 as usize) {
            Some(d) => format!("{}_{}", d.name, e.0),
            None => format!("?exn_{}", e.0),
        }
    }
    fn con(&self, c: &Con) -> String {
        match self.p.tycons.get(c.tycon.0 as usize).map(|t| &t.kind) {
            Some(TyConKind::Datatype { cons }) => cons.get(c.index as usize).map(|c| c.name.clone()).unwrap_or_else(|| "?con".into()),
            Some(TyConKind::Prim(PrimTyCon::Ref)) => "ref".into(),
            _ => format!("?con{}.{}", c.tycon.0, c.index),
        }
    }

    fn ty(&self, t: &Type) -> String {
        self.ty_prec(t, 0)
    }

    fn ty_prec(&self, t: &Type, prec: u8) -> String {
        match t {
            Type::Var(v) => format!("'t{}", v.0),
            Type::Con(id, args) => {
                let name = self.p.tycons.get(id.0 as usize).map(|t| t.name.clone()).unwrap_or_else(|| format!("?tycon{}", id.0));
                match args.len() {
                    0 => name,
                    1 => format!("{} {}", self.ty_prec(&args[0], 2), name),
                    _ => format!("({}) {}", args.iter().map(|a| self.ty_prec(a, 0)).collect::<Vec<_>>().join(", "), name),
                }
            }
            Type::Record(fs) if fs.is_empty() => "unit".into(),
            Type::Record(fs) if fs.len() >= 2 && fs.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1)) => {
                let s = fs.iter().map(|(_, t)| self.ty_prec(t, 1)).collect::<Vec<_>>().join(" * ");
                if prec >= 1 {
                    format!("({})", s)
                } else {
                    s
                }
            }
            Type::Record(fs) => format!("{{{}}}", fs.iter().map(|(l, t)| format!("{} : {}", l, self.ty_prec(t, 0))).collect::<Vec<_>>().join(", ")),
            Type::Arrow(a, b) => {
                let s = format!("{} -> {}", self.ty_prec(a, 1), self.ty_prec(b, 0));
                if prec >= 1 {
                    format!("({})", s)
                } else {
                    s
                }
            }
        }
    }

    fn nl(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn tyvars(&self, tvs: &[TyVarId]) -> String {
        tyvar_params(tvs)
    }

    fn dec(&mut self, d: &Dec) {
        match d {
            Dec::Val { tyvars, pat, exp, pat_ty, .. } => {
                let s = format!("val {}{} : {} =", self.tyvars(tyvars), self.pat(pat), self.ty(pat_ty));
                self.out.push_str(&s);
                self.indent += 1;
                self.nl();
                self.exp(exp);
                self.indent -= 1;
            }
            Dec::ValRec { tyvars, binds } => {
                for (i, (v, e)) in binds.iter().enumerate() {
                    let head = if i == 0 { format!("val rec {}", self.tyvars(tyvars)) } else { "and ".into() };
                    let ty = self.p.vars.get(v.0 as usize).map(|i| self.ty(&i.ty)).unwrap_or_default();
                    let s = format!("{}{} : {} =", head, self.var(*v), ty);
                    self.out.push_str(&s);
                    self.indent += 1;
                    self.nl();
                    self.exp(e);
                    self.indent -= 1;
                    if i + 1 < binds.len() {
                        self.nl();
                    }
                }
            }
            Dec::Exception { exn } => {
                let s = match self.p.exns.get(exn.0 as usize).and_then(|d| d.arg.as_ref()) {
                    Some(t) => format!("exception {} of {}", self.exn(*exn), self.ty(t)),
                    None => format!("exception {}", self.exn(*exn)),
                };
                self.out.push_str(&s);
            }
        }
        self.nl();
    }

    fn pat(&self, p: &Pat) -> String {
        match p {
            Pat::Wild => "_".into(),
            Pat::Var(v) => self.var(*v),
            Pat::Lit(l, _) => lit(l),
            Pat::Con { con, tyargs, arg } => {
                let c = format!("{}{}", self.con(con), self.tyargs(tyargs));
                match arg {
                    Some(a) => format!("({} {})", c, self.pat(a)),
                    None => c,
                }
            }
            Pat::Exn { exn, arg } => match arg {
                Some(a) => format!("({} {})", self.exn(*exn), self.pat(a)),
                None => self.exn(*exn),
            },
            Pat::Record(fs) => format!("{{{}}}", fs.iter().map(|(l, p)| format!("{} = {}", l, self.pat(p))).collect::<Vec<_>>().join(", ")),
            Pat::Layered(v, p) => format!("({} as {})", self.var(*v), self.pat(p)),
        }
    }

    fn tyargs(&self, tyargs: &[Type]) -> String {
        if tyargs.is_empty() {
            String::new()
        } else {
            format!(" [{}]", tyargs.iter().map(|t| self.ty(t)).collect::<Vec<_>>().join(", "))
        }
    }

    fn rules(&mut self, rules: &[Rule]) {
        for (i, r) in rules.iter().enumerate() {
            self.nl();
            let s = format!("{} {} =>", if i == 0 { " " } else { "|" }, self.pat(&r.pat));
            self.out.push_str(&s);
            self.indent += 2;
            self.nl();
            self.exp(&r.exp);
            self.indent -= 2;
        }
    }

    fn exp(&mut self, e: &Exp) {
        match e {
            Exp::Var { var, tyargs } => {
                let s = format!("{}{}", self.var(*var), self.tyargs(tyargs));
                self.out.push_str(&s);
            }
            Exp::Con { con, tyargs, arg } => {
                let s = format!("{}{}", self.con(con), self.tyargs(tyargs));
                self.out.push_str(&s);
                if let Some(a) = arg {
                    self.out.push_str(" (");
                    self.exp(a);
                    self.out.push(')');
                }
            }
            Exp::Exn { exn, arg } => {
                let s = self.exn(*exn);
                self.out.push_str(&s);
                if let Some(a) = arg {
                    self.out.push_str(" (");
                    self.exp(a);
                    self.out.push(')');
                }
            }
            Exp::Lit(l, _) => self.out.push_str(&lit(l)),
            Exp::Record(fs) => {
                self.out.push('{');
                for (i, (l, e)) in fs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let _ = write!(self.out, "{} = ", l);
                    self.exp(e);
                }
                self.out.push('}');
            }
            Exp::Select { label, record, .. } => {
                let _ = write!(self.out, "#{} (", label);
                self.exp(record);
                self.out.push(')');
            }
            Exp::App(f, a) => {
                self.out.push('(');
                self.exp(f);
                self.out.push_str(") (");
                self.exp(a);
                self.out.push(')');
            }
            Exp::Fn { param, param_ty, body, .. } => {
                let s = format!("fn ({} : {}) =>", self.var(*param), self.ty(param_ty));
                self.out.push_str(&s);
                self.indent += 1;
                self.nl();
                self.exp(body);
                self.indent -= 1;
            }
            Exp::Let(decs, body) => {
                self.out.push_str("let");
                self.indent += 1;
                for d in decs {
                    self.nl();
                    self.dec(d);
                }
                self.indent -= 1;
                self.nl();
                self.out.push_str("in");
                self.indent += 1;
                self.nl();
                self.exp(body);
                self.indent -= 1;
                self.nl();
                self.out.push_str("end");
            }
            Exp::Case { scrut, rules, failure, .. } => {
                self.out.push_str("(case ");
                self.exp(scrut);
                let _ = write!(self.out, " of{}", if matches!(failure, MatchFailure::Bind(_)) { " (Bind)" } else { "" });
                self.indent += 1;
                self.rules(rules);
                self.indent -= 1;
                self.out.push(')');
            }
            Exp::Raise { exn, .. } => {
                self.out.push_str("raise (");
                self.exp(exn);
                self.out.push(')');
            }
            Exp::Handle { body, rules, .. } => {
                self.out.push('(');
                self.exp(body);
                self.out.push_str(" handle");
                self.indent += 1;
                self.rules(rules);
                self.indent -= 1;
                self.out.push(')');
            }
            Exp::Prim { name, ty } => {
                let s = format!("(_prim {:?} : {})", name, self.ty(ty));
                self.out.push_str(&s);
            }
        }
    }
}

fn lit(l: &Lit) -> String {
    match l {
        Lit::Int(s) => s.replace('-', "~"),
        Lit::Word(s) => format!("0w{}", s),
        Lit::Real(s) => s.replace('-', "~"),
        Lit::Char(c) => format!("#{:?}", (*c as char).to_string()),
        Lit::String(bytes) => format!("{:?}", String::from_utf8_lossy(bytes)),
    }
}
