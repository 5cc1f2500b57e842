//! Semantic types in SML syntax (docs/print-sig.md "Types"): used by
//! `--print-sig` and by every diagnostic that names a type.

use crate::types::{MetaState, Scheme, Type};
use crate::unify::class_mask;
use skein_ir::core::Label;
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Meta(u32),
    Rigid(u32),
    Bound(u32),
}

/// Names type variables `'a`, `'b`, ... (`''a` for equality ones) in order
/// of first occurrence; one sequence for both kinds.
#[derive(Default)]
pub struct TyVarNames {
    names: HashMap<Key, String>,
    next: usize,
    /// Equality attribute of `Bound(i)` (from the scheme being printed).
    bound_eq: Vec<bool>,
}

impl TyVarNames {
    pub fn new() -> TyVarNames {
        TyVarNames::default()
    }

    /// Names for the bound variables of `scheme` (equality from the scheme).
    pub fn for_scheme(scheme: &Scheme) -> TyVarNames {
        TyVarNames { bound_eq: scheme.equality.clone(), ..Default::default() }
    }

    /// Names for the parameters of a type function of `arity`: `Bound(i)`
    /// is the i-th letter whatever the order of occurrence, so the bodies
    /// of two type functions printed with these names compare by eye.
    pub fn for_type_fcn(arity: usize) -> TyVarNames {
        let mut names = TyVarNames::new();
        for i in 0..arity {
            names.name(Key::Bound(i as u32), false);
        }
        names
    }

    fn name(&mut self, key: Key, eq: bool) -> String {
        if let Some(n) = self.names.get(&key) {
            return n.clone();
        }
        let i = self.next;
        self.next += 1;
        let letter = (b'a' + (i % 26) as u8) as char;
        let base = if i < 26 { letter.to_string() } else { format!("{}{}", letter, i / 26) };
        let n = format!("{}{}", if eq { "''" } else { "'" }, base);
        self.names.insert(key, n.clone());
        n
    }
}

/// `ty` in SML syntax; tycon names lose the prefix `strip_prefix.`.
pub fn type_to_string(ty: &Type, names: &mut TyVarNames, strip_prefix: &str) -> String {
    let mut out = String::new();
    write_type(ty, names, strip_prefix, 0, &mut out);
    out
}

/// A scheme's body with its bound variables named in occurrence order.
pub fn scheme_to_string(scheme: &Scheme, strip_prefix: &str) -> String {
    let mut names = TyVarNames::for_scheme(scheme);
    type_to_string(&scheme.body, &mut names, strip_prefix)
}

fn tuple_fields(fields: &[(Label, Type)]) -> bool {
    fields.len() >= 2 && fields.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1))
}

/// Precedence: 0 = arrow context, 1 = tuple component, 2 = argument of a tycon.
fn write_type(ty: &Type, names: &mut TyVarNames, strip: &str, prec: u8, out: &mut String) {
    match ty {
        Type::Meta(m) => {
            let st = m.state.borrow().clone();
            match st {
                MetaState::Link(t) => write_type(&t, names, strip, prec, out),
                MetaState::Unbound { equality, overload, flex, .. } => {
                    if let Some(c) = overload {
                        // An unresolved overloaded type shows as its default.
                        let m = class_mask(c);
                        out.push_str(if m & 1 != 0 {
                            "int"
                        } else if m & 2 != 0 {
                            "word"
                        } else {
                            "real"
                        });
                    } else if let Some(fs) = flex {
                        out.push('{');
                        for (i, (l, t)) in fs.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            out.push_str(&format!("{} : ", l));
                            write_type(t, names, strip, 0, out);
                        }
                        out.push_str(if fs.is_empty() { "...}" } else { ", ...}" });
                    } else {
                        out.push_str(&names.name(Key::Meta(m.id), equality));
                    }
                }
            }
        }
        Type::Rigid(r) => {
            if r.name.len() > 1 && !r.name.contains('?') {
                out.push_str(&r.name)
            } else {
                out.push_str(&names.name(Key::Rigid(r.id), r.equality()))
            }
        }
        Type::Bound(i) => {
            let eq = names.bound_eq.get(*i as usize).copied().unwrap_or(false);
            out.push_str(&names.name(Key::Bound(*i), eq))
        }
        Type::Con(tc, args) => {
            match args.len() {
                0 => {}
                1 => {
                    write_type(&args[0], names, strip, 2, out);
                    out.push(' ');
                }
                _ => {
                    out.push('(');
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        write_type(a, names, strip, 0, out);
                    }
                    out.push_str(") ");
                }
            }
            let name = tc.name.borrow();
            let shown = if !strip.is_empty() && name.len() > strip.len() + 1 && name.starts_with(strip) && name.as_bytes()[strip.len()] == b'.' {
                &name[strip.len() + 1..]
            } else {
                &name[..]
            };
            out.push_str(shown);
        }
        Type::Record(fields) => {
            if fields.is_empty() {
                out.push_str("unit");
            } else if tuple_fields(fields) {
                if prec >= 1 {
                    out.push('(');
                }
                for (i, (_, t)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" * ");
                    }
                    write_type(t, names, strip, 1, out);
                }
                if prec >= 1 {
                    out.push(')');
                }
            } else {
                out.push('{');
                for (i, (l, t)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&format!("{} : ", l));
                    write_type(t, names, strip, 0, out);
                }
                out.push('}');
            }
        }
        Type::Arrow(a, b) => {
            if prec >= 1 {
                out.push('(');
            }
            // The argument of an arrow binds tighter than the arrow: a
            // tuple there needs no parentheses, an arrow does.
            let mut arg = String::new();
            write_type(a, names, strip, 0, &mut arg);
            if is_arrow(a) {
                out.push('(');
                out.push_str(&arg);
                out.push(')');
            } else {
                out.push_str(&arg);
            }
            out.push_str(" -> ");
            write_type(b, names, strip, 0, out);
            if prec >= 1 {
                out.push(')');
            }
        }
    }
}

fn is_arrow(t: &Type) -> bool {
    match t {
        Type::Arrow(..) => true,
        Type::Meta(m) => match &*m.state.borrow() {
            MetaState::Link(u) => is_arrow(u),
            _ => false,
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elaborator::Elaborator;

    #[test]
    fn prints_like_sml() {
        let el = Elaborator::new();
        let int = Type::Con(el.builtins.int.clone(), vec![]);
        let tuple = |ts: Vec<Type>| Type::Record(ts.into_iter().enumerate().map(|(i, t)| (Label::Num(i as u32 + 1), t)).collect());
        let arrow = |a: Type, b: Type| Type::Arrow(Box::new(a), Box::new(b));
        let list = |t: Type| Type::Con(el.builtins.list.clone(), vec![t]);
        let s = Scheme { equality: vec![false, true], body: arrow(tuple(vec![Type::Bound(1), tuple(vec![int.clone(), int.clone()])]), list(arrow(Type::Bound(0), Type::Bound(0)))) };
        assert_eq!(scheme_to_string(&s, ""), "''a * (int * int) -> ('b -> 'b) list");
        let t = arrow(arrow(int.clone(), int.clone()), arrow(int.clone(), list(list(int.clone()))));
        assert_eq!(type_to_string(&t, &mut TyVarNames::new(), ""), "(int -> int) -> int -> int list list");
        let r = Type::Record(vec![(Label::Name("a".into()), int.clone()), (Label::Name("b".into()), Type::Record(vec![]))]);
        assert_eq!(type_to_string(&r, &mut TyVarNames::new(), ""), "{a : int, b : unit}");
        let tup_of_arrow = tuple(vec![arrow(int.clone(), int.clone()), int.clone()]);
        assert_eq!(type_to_string(&tup_of_arrow, &mut TyVarNames::new(), ""), "(int -> int) * int");
    }
}
