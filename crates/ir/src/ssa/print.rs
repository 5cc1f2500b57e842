//! Printer for the SSA IR (`--dump-ir=NAME` and tests).
//!
//! Variables print as `name_id`, blocks as `L<n>` (per function), functions
//! by name and id.  A block header shows its parameters with their types
//! and, when not the caller, its handler: `L3 (x_4: int) handler L7:`.

use super::*;
use std::fmt::Write;

pub fn print_program(p: &Program) -> String {
    let mut out = String::new();
    for (i, d) in p.datatypes.iter().enumerate() {
        let _ = write!(out, "datatype {} =", data_name(p, DataId(i as u32)));
        for (j, c) in d.cons.iter().enumerate() {
            let _ = write!(out, "{} {}", if j == 0 { "" } else { " |" }, c.name);
            if let Some(t) = &c.arg {
                let _ = write!(out, " of {}", type_to_string(p, t));
            }
        }
        out.push('\n');
    }
    for (i, e) in p.exns.iter().enumerate() {
        let _ = write!(out, "{}exception {}", if e.builtin { "(* builtin *) " } else { "" }, exn_name(p, ExnId(i as u32)));
        if let Some(t) = &e.arg {
            let _ = write!(out, " of {}", type_to_string(p, t));
        }
        out.push('\n');
    }
    if !p.globals.is_empty() {
        out.push_str("globals\n");
        for s in &p.globals {
            statement(p, s, &mut out);
        }
    }
    for (i, f) in p.functions.iter().enumerate() {
        function(p, FuncId(i as u32), f, &mut out);
    }
    let _ = writeln!(out, "main = {}", func_name(p, p.main));
    out
}

pub fn func_name(p: &Program, f: FuncId) -> String {
    match p.functions.get(f.0 as usize) {
        Some(func) => format!("{}#{}", func.name, f.0),
        None => format!("?func{}", f.0),
    }
}

pub fn var_name(p: &Program, v: VarId) -> String {
    match p.vars.get(v.0 as usize) {
        Some(info) => format!("{}_{}", info.name, v.0),
        None => format!("?var{}", v.0),
    }
}

pub fn data_name(p: &Program, d: DataId) -> String {
    match p.datatypes.get(d.0 as usize) {
        Some(def) => def.name.clone(),
        None => format!("?data{}", d.0),
    }
}

pub fn exn_name(p: &Program, e: ExnId) -> String {
    match p.exns.get(e.0 as usize) {
        Some(info) if info.builtin => info.name.clone(),
        Some(info) => format!("{}_{}", info.name, e.0),
        None => format!("?exn{}", e.0),
    }
}

fn con_name(p: &Program, d: DataId, index: u32) -> String {
    match p.datatypes.get(d.0 as usize).and_then(|def| def.cons.get(index as usize)) {
        Some(c) => c.name.clone(),
        None => format!("?con{}", index),
    }
}

pub fn type_to_string(p: &Program, t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Word => "word".into(),
        Type::Word8 => "word8".into(),
        Type::Real => "real".into(),
        Type::Char => "char".into(),
        Type::IntInf => "intinf".into(),
        Type::String => "string".into(),
        Type::Exn => "exn".into(),
        Type::Vector(t) => format!("{} vector", atom(p, t)),
        Type::Array(t) => format!("{} array", atom(p, t)),
        Type::Ref(t) => format!("{} ref", atom(p, t)),
        Type::Tuple(ts) if ts.is_empty() => "unit".into(),
        Type::Tuple(ts) => format!("({})", ts.iter().map(|t| type_to_string(p, t)).collect::<Vec<_>>().join(", ")),
        Type::Unboxed(ts) => format!("unboxed({})", ts.iter().map(|t| type_to_string(p, t)).collect::<Vec<_>>().join(", ")),
        Type::Data(d) => data_name(p, *d),
        Type::Closure(a, b) => format!("[{} -> {}]", type_to_string(p, a), type_to_string(p, b)),
        Type::Other(n) => n.clone(),
    }
}

fn atom(p: &Program, t: &Type) -> String {
    let s = type_to_string(p, t);
    if s.contains(' ') && !s.starts_with('(') && !s.starts_with('[') {
        format!("({})", s)
    } else {
        s
    }
}

fn vars(p: &Program, vs: &[VarId]) -> String {
    vs.iter().map(|v| var_name(p, *v)).collect::<Vec<_>>().join(", ")
}

fn typed_vars(p: &Program, vs: &[VarId]) -> String {
    vs.iter()
        .map(|v| format!("{}: {}", var_name(p, *v), p.vars.get(v.0 as usize).map(|i| type_to_string(p, &i.ty)).unwrap_or_else(|| "?".into())))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn const_to_string(c: &Const) -> String {
    match c {
        Const::Int(n) => n.to_string(),
        Const::Word(n) => format!("0w{}", n),
        Const::BigInt(s) => s.clone(),
        Const::Real(s) => s.clone(),
        Const::Char(c) => format!("#{:?}", String::from_utf8_lossy(&[*c]).as_ref()),
        Const::String(s) => format!("{:?}", String::from_utf8_lossy(s).as_ref()),
    }
}

pub fn exp_to_string(p: &Program, e: &Exp) -> String {
    match e {
        Exp::Const(c) => const_to_string(c),
        Exp::Var(v) => var_name(p, *v),
        Exp::Prim { name, args } => format!("prim {}({})", name, vars(p, args)),
        Exp::Tuple(xs) => format!("({})", vars(p, xs)),
        Exp::Select { tuple, index } => format!("#{} {}", index, var_name(p, *tuple)),
        Exp::Con { data, index, arg } => match arg {
            Some(a) => format!("{} {}", con_name(p, *data, *index), var_name(p, *a)),
            None => con_name(p, *data, *index),
        },
        Exp::ConFields { data, index, fields } => format!("{} flat({})", con_name(p, *data, *index), vars(p, fields)),
        Exp::ConField { con, data, index, field } => format!("#{} {}.{}", field, con_name(p, *data, *index), var_name(p, *con)),
        Exp::Exn { exn, arg } => match arg {
            Some(a) => format!("{} {}", exn_name(p, *exn), var_name(p, *a)),
            None => exn_name(p, *exn),
        },
        Exp::Ref(x) => format!("ref {}", var_name(p, *x)),
        Exp::Deref(x) => format!("!{}", var_name(p, *x)),
        Exp::MakeClosure { func, env } => format!("closure {} [{}]", func_name(p, *func), vars(p, env)),
        Exp::ClosureEnv { closure, func, index } => format!("env {}.{} ({})", var_name(p, *closure), index, func_name(p, *func)),
    }
}

fn statement(p: &Program, s: &Statement, out: &mut String) {
    let _ = writeln!(out, "    {} = {}", typed_vars(p, &[s.var]), exp_to_string(p, &s.exp));
}

fn ret(r: &Return) -> String {
    match r {
        Return::Tail => " (tail)".into(),
        Return::To(b) => format!(" -> L{}", b.0),
    }
}

pub fn transfer_to_string(p: &Program, t: &Transfer) -> String {
    match t {
        Transfer::Goto { dst, args } => format!("goto L{}({})", dst.0, vars(p, args)),
        Transfer::Case { scrut, cases, default } => {
            let mut arms: Vec<String> = match cases {
                Cases::Con(v) => {
                    let d = match p.vars.get(scrut.0 as usize).map(|i| &i.ty) {
                        Some(Type::Data(d)) => Some(*d),
                        _ => None,
                    };
                    v.iter().map(|(i, b)| format!("{} => L{}", d.map(|d| con_name(p, d, *i)).unwrap_or_else(|| format!("#{}", i)), b.0)).collect()
                }
                Cases::Exn(v) => v.iter().map(|(e, b)| format!("{} => L{}", exn_name(p, *e), b.0)).collect(),
                Cases::Int(v) => v.iter().map(|(n, b)| format!("{} => L{}", n, b.0)).collect(),
                Cases::Word(v) => v.iter().map(|(n, b)| format!("0w{} => L{}", n, b.0)).collect(),
                Cases::Char(v) => v.iter().map(|(c, b)| format!("{} => L{}", const_to_string(&Const::Char(*c)), b.0)).collect(),
                Cases::String(v) => v.iter().map(|(s, b)| format!("{} => L{}", const_to_string(&Const::String(s.clone())), b.0)).collect(),
            };
            if let Some(d) = default {
                arms.push(format!("_ => L{}", d.0));
            }
            format!("case {} of {}", var_name(p, *scrut), arms.join(" | "))
        }
        Transfer::Call { func, args, ret: r } => format!("call {}({}){}", func_name(p, *func), vars(p, args), ret(r)),
        Transfer::CallClosure { closure, arg, ret: r } => format!("call* {}({}){}", var_name(p, *closure), var_name(p, *arg), ret(r)),
        Transfer::Return(v) => format!("return {}", var_name(p, *v)),
        Transfer::Raise(v) => format!("raise {}", var_name(p, *v)),
    }
}

pub fn print_function(p: &Program, id: FuncId) -> String {
    let mut out = String::new();
    if let Some(f) = p.functions.get(id.0 as usize) {
        function(p, id, f, &mut out);
    }
    out
}

fn function(p: &Program, id: FuncId, f: &Function, out: &mut String) {
    let kind = match &f.env {
        Some(tys) => format!(" closure[{}]", tys.iter().map(|t| type_to_string(p, t)).collect::<Vec<_>>().join(", ")),
        None => String::new(),
    };
    let _ = writeln!(out, "fun {}{} ({}): {} = L{}", func_name(p, id), kind, typed_vars(p, &f.params), type_to_string(p, &f.result), f.start.0);
    for (i, b) in f.blocks.iter().enumerate() {
        let h = match b.handler {
            Some(h) => format!(" handler L{}", h.0),
            None => String::new(),
        };
        let _ = writeln!(out, "  L{} ({}){}:", i, typed_vars(p, &b.params), h);
        for s in &b.stmts {
            statement(p, s, out);
        }
        let _ = writeln!(out, "    {}", transfer_to_string(p, &b.transfer));
    }
}
