//! Fixity environments: which identifiers are infix, with what precedence
//! and associativity.  Scoped like the Definition says: `let`, `local`
//! and `struct ... end` open a scope, and fixity is not exported from
//! structures.

use crate::ast::Fixity;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FixityEnv {
    map: HashMap<String, Fixity>,
}

impl FixityEnv {
    /// The initial fixity of the top-level environment (Basis Library):
    /// `infix 7 * / div mod`, `infix 6 + - ^`, `infixr 5 :: @`,
    /// `infix 4 = <> > >= < <=`, `infix 3 := o`, `infix 0 before`.
    pub fn initial() -> FixityEnv {
        let mut map = HashMap::new();
        for (names, f) in [
            (&["*", "/", "div", "mod"][..], Fixity::Infix(7)),
            (&["+", "-", "^"][..], Fixity::Infix(6)),
            (&["::", "@"][..], Fixity::Infixr(5)),
            (&["=", "<>", ">", ">=", "<", "<="][..], Fixity::Infix(4)),
            (&[":=", "o"][..], Fixity::Infix(3)),
            (&["before"][..], Fixity::Infix(0)),
        ] {
            for n in names {
                map.insert(n.to_string(), f);
            }
        }
        FixityEnv { map }
    }

    /// An environment where nothing is infix.
    pub fn empty() -> FixityEnv {
        FixityEnv { map: HashMap::new() }
    }

    pub fn get(&self, name: &str) -> Fixity {
        self.map.get(name).copied().unwrap_or(Fixity::Nonfix)
    }

    pub fn is_infix(&self, name: &str) -> bool {
        !matches!(self.get(name), Fixity::Nonfix)
    }

    /// Records `f` for `name`; explicit `Nonfix` entries are kept so that
    /// layering environments (`extend`) can undo an inherited infix.
    pub fn set(&mut self, name: &str, f: Fixity) {
        self.map.insert(name.to_string(), f);
    }

    /// The entry recorded for `name`, if any (an explicit `Nonfix` included).
    pub fn lookup(&self, name: &str) -> Option<Fixity> {
        self.map.get(name).copied()
    }

    /// Forgets the entry for `name` (it reverts to the default, nonfix).
    pub fn remove(&mut self, name: &str) {
        self.map.remove(name);
    }

    /// All recorded entries, in no particular order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, Fixity)> + '_ {
        self.map.iter().map(|(k, v)| (k.as_str(), *v))
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Layers `other` over `self` (what an MLB `open` or sequence needs).
    pub fn extend(&mut self, other: &FixityEnv) {
        for (k, v) in &other.map {
            self.map.insert(k.clone(), *v);
        }
    }
}
