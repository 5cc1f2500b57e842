//! Printer for the Mono IR: SML-like text for `--dump-ir=mono` and tests.
//!
//! Variables print as `name_id` (ids are unique, names are not), datatypes
//! by their instance name (`list<int>`), every binder with its type.
//! `case` and `handle` print their match-failure behaviour only when it is
//! not the usual one (`Match` for `case`, re-raise for `handle`).

use super::*;
use std::fmt::Write;

pub fn print_program(p: &Program) -> String {
    let mut pr = Printer { p, out: String::new(), indent: 0 };
    for d in &p.datatypes {
        pr.datatype(d);
    }
    for (i, e) in p.exns.iter().enumerate() {
        if e.builtin {
            let _ = write!(pr.out, "(* builtin *) exception {}", exn_name(p, ExnId(i as u32)));
            if let Some(t) = &e.arg {
                let _ = write!(pr.out, " of {}", type_to_string(p, t));
            }
            pr.out.push('\n');
        }
    }
    for d in &p.decs {
        pr.dec(d);
        pr.out.push('\n');
    }
    pr.out
}

pub fn type_to_string(p: &Program, t: &Type) -> String {
    type_to_string_in(&p.datatypes, t)
}

/// Like `type_to_string`, for a program still being built (datatype names
/// come from `datatypes`).
pub fn type_to_string_in(datatypes: &[DataDef], t: &Type) -> String {
    let mut s = String::new();
    write_type(datatypes, t, 0, &mut s);
    s
}

pub fn var_name(p: &Program, v: VarId) -> String {
    match p.vars.get(v.0 as usize) {
        Some(info) => format!("{}_{}", info.name, v.0),
        None => format!("?var{}", v.0),
    }
}

pub fn exn_name(p: &Program, e: ExnId) -> String {
    match p.exns.get(e.0 as usize) {
        Some(info) if info.builtin => info.name.clone(),
        Some(info) => format!("{}_{}", info.name, e.0),
        None => format!("?exn{}", e.0),
    }
}

pub fn con_name(p: &Program, c: &Con) -> String {
    match p.con_def(c) {
        Some((name, _)) => name.to_string(),
        None => format!("?con{}", c.index),
    }
}

fn prim_name(t: PrimTyCon) -> &'static str {
    match t {
        PrimTyCon::Int => "int",
        PrimTyCon::Word => "word",
        PrimTyCon::Real => "real",
        PrimTyCon::Char => "char",
        PrimTyCon::String => "string",
        PrimTyCon::Exn => "exn",
        PrimTyCon::Ref => "ref",
        PrimTyCon::Array => "array",
        PrimTyCon::Vector => "vector",
        PrimTyCon::IntInf => "IntInf.int",
        PrimTyCon::Word8 => "Word8.word",
        PrimTyCon::Other(n) => n,
    }
}

fn is_tuple(fields: &[(Label, Type)]) -> bool {
    fields.len() >= 2 && fields.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1))
}

/// `prec`: 0 anywhere, 1 left of `->`, 2 inside `*`, 3 before a postfix tycon.
fn write_type(p: &[DataDef], t: &Type, prec: u8, s: &mut String) {
    match t {
        Type::Prim(c, args) => {
            match args.len() {
                0 => {}
                1 => {
                    write_type(p, &args[0], 3, s);
                    s.push(' ');
                }
                _ => {
                    s.push('(');
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            s.push_str(", ");
                        }
                        write_type(p, a, 0, s);
                    }
                    s.push_str(") ");
                }
            }
            s.push_str(prim_name(*c));
        }
        Type::Data(id) => match p.get(id.0 as usize) {
            Some(d) => s.push_str(&d.name),
            None => {
                let _ = write!(s, "?data{}", id.0);
            }
        },
        Type::Record(fields) if fields.is_empty() => s.push_str("unit"),
        Type::Record(fields) if is_tuple(fields) => {
            if prec >= 2 {
                s.push('(');
            }
            for (i, (_, t)) in fields.iter().enumerate() {
                if i > 0 {
                    s.push_str(" * ");
                }
                write_type(p, t, 2, s);
            }
            if prec >= 2 {
                s.push(')');
            }
        }
        Type::Record(fields) => {
            s.push('{');
            for (i, (l, t)) in fields.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                let _ = write!(s, "{}: ", l);
                write_type(p, t, 0, s);
            }
            s.push('}');
        }
        Type::Arrow(a, b) => {
            if prec >= 1 {
                s.push('(');
            }
            write_type(p, a, 1, s);
            s.push_str(" -> ");
            write_type(p, b, 0, s);
            if prec >= 1 {
                s.push(')');
            }
        }
    }
}

fn lit_to_string(l: &Lit) -> String {
    match l {
        Lit::Int(s) => s.replace('-', "~"),
        Lit::Word(s) => format!("0w{}", s),
        Lit::Real(s) => s.clone(),
        Lit::Char(c) => format!("#\"{}\"", escape(&[*c])),
        Lit::String(b) => format!("\"{}\"", escape(b)),
    }
}

fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{:03}", b);
            }
        }
    }
    s
}

/// Whether `e` is a few nodes without `let`, `case` or `handle`: worth
/// trying to print on one line.
fn small(e: &Exp) -> bool {
    fn count(e: &Exp, budget: &mut i32) -> bool {
        *budget -= 1;
        if *budget < 0 {
            return false;
        }
        match e {
            Exp::Var(_) | Exp::Lit(..) | Exp::Prim { .. } | Exp::Con { arg: None, .. } | Exp::Exn { arg: None, .. } => true,
            Exp::Con { arg: Some(a), .. } | Exp::Exn { arg: Some(a), .. } => count(a, budget),
            Exp::Record(fields) => fields.iter().all(|(_, e)| count(e, budget)),
            Exp::Select { record, .. } => count(record, budget),
            Exp::App(f, a) => count(f, budget) && count(a, budget),
            Exp::Fn { body, .. } => count(body, budget),
            Exp::Raise { exn, .. } => count(exn, budget),
            Exp::Let(..) | Exp::Case { .. } | Exp::Handle { .. } => false,
        }
    }
    count(e, &mut 16)
}

struct Printer<'a> {
    p: &'a Program,
    out: String,
    indent: usize,
}

impl Printer<'_> {
    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    /// Runs `f`; keeps what it printed if that fits on the current line,
    /// else removes it and returns false.
    /// Only tried on small expressions (`small`), so printing stays linear.
    fn try_inline(&mut self, f: impl FnOnce(&mut Self)) -> bool {
        let start = self.out.len();
        let line_start = self.out[..start].rfind('\n').map_or(0, |i| i + 1);
        f(self);
        if self.out[start..].contains('\n') || self.out.len() - line_start > 100 {
            self.out.truncate(start);
            false
        } else {
            true
        }
    }

    /// ` =` and `e`, on this line if it fits, else indented on the next.
    fn binding_body(&mut self, e: &Exp) {
        if small(e) && self.try_inline(|s| {
            s.out.push_str(" = ");
            s.exp(e, 0)
        }) {
            return;
        }
        self.out.push_str(" =");
        self.indent += 1;
        self.newline();
        self.exp(e, 0);
        self.indent -= 1;
    }

    fn ty(&mut self, t: &Type) {
        write_type(&self.p.datatypes, t, 0, &mut self.out);
    }

    fn datatype(&mut self, d: &DataDef) {
        let _ = write!(self.out, "datatype {} =", d.name);
        for (i, c) in d.cons.iter().enumerate() {
            self.out.push_str(if i == 0 { " " } else { " | " });
            self.out.push_str(&c.name);
            if let Some(t) = &c.arg {
                self.out.push_str(" of ");
                self.ty(t);
            }
        }
        self.out.push('\n');
    }

    fn var_binder(&mut self, v: VarId) {
        let name = var_name(self.p, v);
        self.out.push_str(&name);
        if let Some(info) = self.p.vars.get(v.0 as usize) {
            self.out.push_str(" : ");
            write_type(&self.p.datatypes, &info.ty, 0, &mut self.out);
        }
    }

    fn dec(&mut self, d: &Dec) {
        match d {
            Dec::Val { pat, exp, .. } => {
                self.out.push_str("val ");
                self.pat(pat, true);
                self.binding_body(exp);
            }
            Dec::ValRec { binds } => {
                for (i, (v, e)) in binds.iter().enumerate() {
                    if i > 0 {
                        self.newline();
                    }
                    self.out.push_str(if i == 0 { "val rec " } else { "and " });
                    self.var_binder(*v);
                    self.binding_body(e);
                }
            }
            Dec::Exception { exn } => {
                let _ = write!(self.out, "exception {}", exn_name(self.p, *exn));
                if let Some(Some(t)) = self.p.exns.get(exn.0 as usize).map(|e| &e.arg) {
                    self.out.push_str(" of ");
                    self.ty(t);
                }
            }
        }
    }

    /// `top`: a binder position where variables print with their types.
    fn pat(&mut self, p: &Pat, top: bool) {
        match p {
            Pat::Wild => self.out.push('_'),
            Pat::Var(v) if top => self.var_binder(*v),
            Pat::Var(v) => {
                let n = var_name(self.p, *v);
                self.out.push_str(&n);
            }
            Pat::Lit(l, _) => self.out.push_str(&lit_to_string(l)),
            Pat::Con { con, arg } => {
                let n = con_name(self.p, con);
                self.out.push_str(&n);
                if let Some(a) = arg {
                    self.out.push(' ');
                    self.atomic_pat(a);
                }
            }
            Pat::Exn { exn, arg } => {
                let n = exn_name(self.p, *exn);
                self.out.push_str(&n);
                if let Some(a) = arg {
                    self.out.push(' ');
                    self.atomic_pat(a);
                }
            }
            Pat::Record(fields) => self.record(fields, |s, p| s.pat(p, top)),
            Pat::Layered(v, p) => {
                let n = var_name(self.p, *v);
                self.out.push_str(&n);
                self.out.push_str(" as ");
                self.pat(p, top);
            }
        }
    }

    fn atomic_pat(&mut self, p: &Pat) {
        let atomic = matches!(p, Pat::Wild | Pat::Var(_) | Pat::Lit(..) | Pat::Record(_) | Pat::Con { arg: None, .. } | Pat::Exn { arg: None, .. });
        if !atomic {
            self.out.push('(');
        }
        self.pat(p, false);
        if !atomic {
            self.out.push(')');
        }
    }

    /// Tuples `(a, b)`, unit `()`, other records `{l = a, ...}`.
    fn record<T>(&mut self, fields: &[(Label, T)], mut item: impl FnMut(&mut Self, &T)) {
        let tuple = fields.len() >= 2 && fields.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1));
        self.out.push(if tuple || fields.is_empty() { '(' } else { '{' });
        for (i, (l, x)) in fields.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if !tuple {
                let _ = write!(self.out, "{} = ", l);
            }
            item(self, x);
        }
        self.out.push(if tuple || fields.is_empty() { ')' } else { '}' });
    }

    fn rules(&mut self, rules: &[Rule]) {
        self.indent += 1;
        for (i, r) in rules.iter().enumerate() {
            self.newline();
            self.out.push_str(if i == 0 { "  " } else { "| " });
            self.pat(&r.pat, false);
            if small(&r.exp) && self.try_inline(|s| {
                s.out.push_str(" => ");
                s.exp(&r.exp, 0)
            }) {
                continue;
            }
            self.out.push_str(" =>");
            self.indent += 2;
            self.newline();
            self.exp(&r.exp, 0);
            self.indent -= 2;
        }
        self.indent -= 1;
    }

    /// `prec`: 0 anywhere, 1 function position, 2 argument position.
    fn exp(&mut self, e: &Exp, prec: u8) {
        match e {
            Exp::Var(v) => {
                let n = var_name(self.p, *v);
                self.out.push_str(&n);
            }
            Exp::Lit(l, _) => self.out.push_str(&lit_to_string(l)),
            Exp::Record(fields) => self.record(fields, |s, e| s.exp(e, 0)),
            Exp::Prim { name, ty } => {
                let _ = write!(self.out, "(_prim \"{}\" : ", name);
                self.ty(ty);
                self.out.push(')');
            }
            Exp::Con { arg: None, con } => {
                let n = con_name(self.p, con);
                self.out.push_str(&n);
            }
            Exp::Exn { arg: None, exn } => {
                let n = exn_name(self.p, *exn);
                self.out.push_str(&n);
            }
            Exp::Let(decs, body) => {
                self.out.push_str("let");
                self.indent += 1;
                for d in decs {
                    self.newline();
                    self.dec(d);
                }
                self.indent -= 1;
                self.newline();
                self.out.push_str("in");
                self.indent += 1;
                self.newline();
                self.exp(body, 0);
                self.indent -= 1;
                self.newline();
                self.out.push_str("end");
            }
            _ => {
                let needs = match e {
                    Exp::App(..) | Exp::Con { .. } | Exp::Exn { .. } | Exp::Select { .. } => prec >= 2,
                    _ => prec >= 1,
                };
                if needs {
                    self.out.push('(');
                }
                self.compound(e);
                if needs {
                    self.out.push(')');
                }
            }
        }
    }

    fn compound(&mut self, e: &Exp) {
        match e {
            Exp::Con { con, arg: Some(a) } => {
                let n = con_name(self.p, con);
                self.out.push_str(&n);
                self.out.push(' ');
                self.exp(a, 2);
            }
            Exp::Exn { exn, arg: Some(a) } => {
                let n = exn_name(self.p, *exn);
                self.out.push_str(&n);
                self.out.push(' ');
                self.exp(a, 2);
            }
            Exp::Select { label, record, .. } => {
                let _ = write!(self.out, "#{} ", label);
                self.exp(record, 2);
            }
            Exp::App(f, a) => {
                self.exp(f, 1);
                self.out.push(' ');
                self.exp(a, 2);
            }
            Exp::Fn { param, body, .. } => {
                self.out.push_str("fn ");
                self.var_binder(*param);
                if small(body) && self.try_inline(|s| {
                    s.out.push_str(" => ");
                    s.exp(body, 0)
                }) {
                    return;
                }
                self.out.push_str(" =>");
                self.indent += 1;
                self.newline();
                self.exp(body, 0);
                self.indent -= 1;
            }
            Exp::Case { scrut, rules, failure, .. } => {
                self.out.push_str("case ");
                self.exp(scrut, 0);
                self.out.push_str(" of");
                if !matches!(failure, MatchFailure::Match(_)) {
                    let _ = write!(self.out, " (* else {:?} *)", failure);
                }
                self.rules(rules);
            }
            Exp::Raise { exn, .. } => {
                self.out.push_str("raise ");
                self.exp(exn, 2);
            }
            Exp::Handle { body, rules, .. } => {
                self.exp(body, 1);
                self.newline();
                self.out.push_str("handle");
                self.rules(rules);
            }
            _ => self.exp(e, 0),
        }
    }
}
