//! Static environments (the Definition's `E = (SE, TE, VE)` and the basis
//! `B = (F, G, E)`), with the Core identities that code generation needs.
//!
//! Invariants:
//! - Namespaces are persistent maps (`scope.rs`: O(1) copy) that keep
//!   binding order; re-binding a name moves it to the end, so iteration
//!   order is "order of final bindings" (what `--print-sig` shows), within a
//!   namespace and across the namespaces of an `Env` (`Env::order`).
//! - A value entry names the Core variable/constructor/exception that
//!   implements it; signature matching that changes an entry's type
//!   produces a new Core binding rather than a mismatched entry.
//! - `Structure`s, `Signature`s and `Functor`s are shared behind `Rc`:
//!   environments are cloned freely (e.g. saved at `local`), never mutated
//!   through a shared reference.

use crate::types::{Scheme, TyConRef, TypeFcn};
use crate::scope::Scope;
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use skein_diagnostics::Span;
use skein_ir::core::{ExnId, VarId};
use skein_syntax::ast;
use std::rc::Rc;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ValEntry {
    /// An ordinary variable.
    Var { scheme: Scheme, var: VarId },
    /// A datatype constructor: `tycon` and index into its constructors.
    Con {
        scheme: Scheme,
        #[serde(with = "crate::snapshot::tycon")]
        tycon: TyConRef,
        index: u32,
    },
    /// An exception constructor.
    Exn { scheme: Scheme, exn: ExnId },
    /// A top-level overloaded operator (`+`, `<`, `div`, `~`, `abs`...):
    /// resolved to one of the basis implementations per use.
    Overloaded(#[serde(with = "crate::snapshot::shared")] Rc<Overloaded>),
}

/// A builtin overloaded identifier: its class and, per resolved type
/// constructor, the primitive that implements it.
#[derive(Debug, Serialize, Deserialize)]
pub struct Overloaded {
    pub name: String,
    pub class: crate::types::OverloadClass,
    /// `a * a -> a`, `a * a -> bool` or `a -> a`, with `Bound(0)` for `a`.
    pub shape: crate::types::Type,
    /// (type constructor, primitive name) pairs; the first is the default.
    #[serde(with = "crate::snapshot::tycon_pairs")]
    pub instances: Vec<(TyConRef, String)>,
}

/// What a type constructor name means: a type function, plus the
/// constructors when it is a datatype (the Definition's `TyStr`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TyStr {
    pub fcn: TypeFcn,
    /// Constructors that come with it (empty for non-datatypes), in order.
    pub cons: IndexMap<String, ValEntry>,
    /// The tycon when `fcn` is `Λαs. t αs` of a datatype (for printing).
    #[serde(with = "crate::snapshot::tycon_opt")]
    pub datatype: Option<TyConRef>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Env {
    pub values: Scope<ValEntry>,
    pub types: Scope<TyStr>,
    pub structures: Scope<Structure>,
}

/// The namespace of a binding in `Env::order`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    Value,
    Type,
    Structure,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Structure {
    pub env: Env,
    /// Path under which it was bound (`S`, `S.Inner`); names its types.
    pub path: String,
}

/// `Σ = (T) E`: an environment whose `Flexible` type names in `bound` are
/// to be instantiated.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Signature {
    #[serde(with = "crate::snapshot::tycon_vec")]
    pub bound: Vec<TyConRef>,
    pub env: Env,
}

/// A functor closure: elaborated by instantiating its body at each
/// application (ARCHITECTURE.md section 2), so it keeps the body syntax
/// and the basis it was declared in.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Functor {
    pub name: String,
    pub decl: std::sync::Arc<ast::FunctorBind>,
    pub closure: Basis,
    /// The parameter signature, elaborated once at declaration.
    pub param: Signature,
    pub span: Span,
    /// The body's environment as checked at declaration (parameter types
    /// abstract, named `X.t`): what `--print-sig` shows as the result.
    pub result: Env,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Basis {
    pub env: Env,
    pub signatures: Scope<Signature>,
    pub functors: Scope<Functor>,
}

impl Env {
    pub fn new() -> Env {
        Env::default()
    }

    /// Binds `name`, moving it to the end of the order if it existed.
    pub fn bind_value(&mut self, name: String, entry: ValEntry) {
        self.values.insert(name, Rc::new(entry));
    }
    pub fn bind_type(&mut self, name: String, ty: TyStr) {
        self.types.insert(name, Rc::new(ty));
    }
    /// Entries are shared behind `Rc` so that copying an environment (a
    /// functor's closure, a saved scope) copies pointers, not types.
    pub fn bind_value_rc(&mut self, name: String, entry: Rc<ValEntry>) {
        self.values.insert(name, entry);
    }
    pub fn bind_type_rc(&mut self, name: String, ty: Rc<TyStr>) {
        self.types.insert(name, ty);
    }
    pub fn bind_structure(&mut self, name: String, s: Rc<Structure>) {
        self.structures.insert(name, s);
    }

    /// Every binding of the three namespaces, in the order of final
    /// bindings across namespaces (what `--print-sig` shows).
    pub fn order(&self) -> Vec<(Space, &String)> {
        let mut all: Vec<(u64, Space, &String)> = Vec::with_capacity(self.values.len() + self.types.len() + self.structures.len());
        all.extend(self.values.entries().into_iter().map(|(seq, k, _)| (seq, Space::Value, k)));
        all.extend(self.types.entries().into_iter().map(|(seq, k, _)| (seq, Space::Type, k)));
        all.extend(self.structures.entries().into_iter().map(|(seq, k, _)| (seq, Space::Structure, k)));
        all.sort_unstable_by_key(|e| e.0);
        all.into_iter().map(|(_, space, k)| (space, k)).collect()
    }

    /// `self + other`: `other`'s bindings shadow `self`'s.
    /// Bindings are added in `other`'s binding order (so `include` and
    /// `open` keep the order a signature printer shows).
    pub fn extend(&mut self, other: &Env) {
        if self.values.is_empty() && self.types.is_empty() && self.structures.is_empty() {
            *self = other.clone();
            return;
        }
        for (space, k) in other.order() {
            match space {
                Space::Value => self.bind_value_rc(k.clone(), other.values[k].clone()),
                Space::Type => self.bind_type_rc(k.clone(), other.types[k].clone()),
                Space::Structure => self.bind_structure(k.clone(), other.structures[k].clone()),
            }
        }
    }

    /// Follows a structure path (`A.B`) from this environment.
    pub fn lookup_path<'a>(&'a self, path: &'a [ast::Ident]) -> Result<&'a Env, &'a ast::Ident> {
        let mut env = self;
        for id in path {
            match env.structures.get(&id.name) {
                Some(s) => env = &s.env,
                None => return Err(id),
            }
        }
        Ok(env)
    }
}

impl Basis {
    pub fn new() -> Basis {
        Basis::default()
    }

    /// `self + other`: `other`'s bindings shadow `self`'s.
    pub fn extend(&mut self, other: &Basis) {
        self.env.extend(&other.env);
        self.signatures.extend(&other.signatures);
        self.functors.extend(&other.functors);
    }
}
