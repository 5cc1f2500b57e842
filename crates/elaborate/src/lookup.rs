//! Looking identifiers up in environments, with the diagnostics of
//! docs/print-sig.md ("unbound variable or constructor `x`") and a
//! "did you mean" suggestion by edit distance over the names in scope.
//!
//! `View` is a chain of environments (innermost first): core `let`s extend
//! the environment by pushing a layer instead of copying it, so a sequence
//! of declarations costs time proportional to what it binds.

use crate::env::{Env, Structure, TyStr, ValEntry};
use skein_diagnostics::Diagnostic;
use skein_syntax::ast;
use std::rc::Rc;

#[derive(Clone, Copy)]
pub struct View<'a> {
    pub env: &'a Env,
    pub parent: Option<&'a View<'a>>,
}

impl<'a> View<'a> {
    pub fn new(env: &'a Env) -> View<'a> {
        View { env, parent: None }
    }
    pub fn push(&'a self, env: &'a Env) -> View<'a> {
        View { env, parent: Some(self) }
    }
    pub fn value(&self, name: &str) -> Option<&'a ValEntry> {
        let mut v = Some(self);
        while let Some(view) = v {
            if let Some(e) = view.env.values.get(name) {
                return Some(e);
            }
            v = view.parent;
        }
        None
    }
    pub fn ty(&self, name: &str) -> Option<&'a TyStr> {
        let mut v = Some(self);
        while let Some(view) = v {
            if let Some(e) = view.env.types.get(name) {
                return Some(e);
            }
            v = view.parent;
        }
        None
    }
    pub fn structure(&self, name: &str) -> Option<&'a Rc<Structure>> {
        let mut v = Some(self);
        while let Some(view) = v {
            if let Some(e) = view.env.structures.get(name) {
                return Some(e);
            }
            v = view.parent;
        }
        None
    }
    fn envs(&self) -> Vec<&'a Env> {
        let mut out = Vec::new();
        let mut v = Some(self);
        while let Some(view) = v {
            out.push(view.env);
            v = view.parent;
        }
        out
    }

    /// The environment of structure path `qualifiers`, or the error.
    pub fn path(&self, qualifiers: &[ast::Ident]) -> Result<Option<&'a Env>, Diagnostic> {
        let Some((first, rest)) = qualifiers.split_first() else { return Ok(None) };
        let Some(s) = self.structure(&first.name) else {
            let names: Vec<&str> = self.envs().iter().flat_map(|e| e.structures.keys().map(|k| k.as_str())).collect();
            return Err(unbound("structure", &first.name, first.span, &names));
        };
        let mut env = &s.env;
        for id in rest {
            match env.structures.get(&id.name) {
                Some(s) => env = &s.env,
                None => {
                    let names: Vec<&str> = env.structures.keys().map(|k| k.as_str()).collect();
                    return Err(unbound("structure", &id.name, id.span, &names));
                }
            }
        }
        Ok(Some(env))
    }

    pub fn lookup_value(&self, id: &ast::LongIdent) -> Result<&'a ValEntry, Diagnostic> {
        match self.path(&id.qualifiers)? {
            None => self.value(&id.id.name).ok_or_else(|| {
                let names: Vec<&str> = self.envs().iter().flat_map(|e| e.values.keys().map(|k| k.as_str())).collect();
                unbound("variable or constructor", &id.to_string(), id.span, &names)
            }),
            Some(env) => env.values.get(&id.id.name).map(|e| &**e).ok_or_else(|| {
                let names: Vec<&str> = env.values.keys().map(|k| k.as_str()).collect();
                unbound_in("variable or constructor", id, &names)
            }),
        }
    }

    pub fn lookup_type(&self, id: &ast::LongIdent) -> Result<&'a TyStr, Diagnostic> {
        match self.path(&id.qualifiers)? {
            None => self.ty(&id.id.name).ok_or_else(|| {
                let names: Vec<&str> = self.envs().iter().flat_map(|e| e.types.keys().map(|k| k.as_str())).collect();
                unbound("type constructor", &id.to_string(), id.span, &names)
            }),
            Some(env) => env.types.get(&id.id.name).map(|t| &**t).ok_or_else(|| {
                let names: Vec<&str> = env.types.keys().map(|k| k.as_str()).collect();
                unbound_in("type constructor", id, &names)
            }),
        }
    }

    pub fn lookup_structure(&self, id: &ast::LongIdent) -> Result<&'a Rc<Structure>, Diagnostic> {
        match self.path(&id.qualifiers)? {
            None => self.structure(&id.id.name).ok_or_else(|| {
                let names: Vec<&str> = self.envs().iter().flat_map(|e| e.structures.keys().map(|k| k.as_str())).collect();
                unbound("structure", &id.to_string(), id.span, &names)
            }),
            Some(env) => env.structures.get(&id.id.name).ok_or_else(|| {
                let names: Vec<&str> = env.structures.keys().map(|k| k.as_str()).collect();
                unbound_in("structure", id, &names)
            }),
        }
    }
}

pub fn lookup_value<'a>(env: &'a Env, id: &ast::LongIdent) -> Result<&'a ValEntry, Diagnostic> {
    View::new(env).lookup_value(id)
}
pub fn lookup_type<'a>(env: &'a Env, id: &ast::LongIdent) -> Result<&'a TyStr, Diagnostic> {
    View::new(env).lookup_type(id)
}
pub fn lookup_structure<'a>(env: &'a Env, id: &ast::LongIdent) -> Result<&'a Rc<Structure>, Diagnostic> {
    View::new(env).lookup_structure(id)
}

fn unbound_in(what: &str, id: &ast::LongIdent, names: &[&str]) -> Diagnostic {
    let path: Vec<&str> = id.qualifiers.iter().map(|q| q.name.as_str()).collect();
    let message = format!("unbound {} `{}` in structure `{}`", what, id.id.name, path.join("."));
    let mut d = Diagnostic::error(id.span, message);
    if let Some(s) = suggest(&id.id.name, names) {
        let prefix: String = id.qualifiers.iter().map(|q| format!("{}.", q.name)).collect();
        d = d.with_note(format!("help: did you mean `{}{}`?", prefix, s));
    }
    d
}

/// "unbound KIND `name`" plus a suggestion among `names`.
pub fn unbound(what: &str, name: &str, span: skein_diagnostics::Span, names: &[&str]) -> Diagnostic {
    let d = Diagnostic::error(span, format!("unbound {} `{}`", what, name));
    match suggest(name, names) {
        Some(s) => d.with_note(format!("help: did you mean `{}`?", s)),
        None => d,
    }
}

/// The closest name within edit distance max(1, len/3), if any.
pub fn suggest<'n>(name: &str, names: &[&'n str]) -> Option<&'n str> {
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for &n in names {
        if n == name || n.len().abs_diff(name.len()) > limit {
            continue;
        }
        let d = edit_distance(name, n);
        if d <= limit && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, n));
        }
    }
    best.map(|(_, n)| n)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let cost = if a[i - 1] == b[j - 1] { 0 } else { 1 };
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_near_names() {
        assert_eq!(suggest("lenght", &["length", "map", "foldl"]), Some("length"));
        assert_eq!(suggest("xyz", &["length", "map"]), None);
    }
}
