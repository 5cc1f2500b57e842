//! `Scope<T>`: one namespace of an environment (values, types, structures,
//! signatures or functors), a persistent map from names to shared entries
//! that remembers the order of its bindings.
//!
//! Why persistent: the elaborator copies environments all the time (a
//! functor keeps its declaration basis, `let` and `local` save a scope, a
//! functor body starts from `closure + param`), so a copy must cost O(1)
//! and a binding into a shared copy O(log n), not a copy of the whole map.
//! A namespace of at most `SMALL_MAX` names (most structures, signatures
//! and datatypes) is a shared vector, searched linearly; a larger one is an
//! `im_rc::HashMap` (a hash array mapped trie: O(1) clone, path copying on
//! insert).
//!
//! Order: every binding takes a fresh number from one global counter
//! (`next_seq`), so "order of final bindings" within a namespace and across
//! the namespaces of an `Env` is the order of these numbers.  Re-binding a
//! name gives it a new number, i.e. moves it to the end.
//!
//! Invariants: names are unique; a `Small` vector is sorted by number and
//! holds at most `SMALL_MAX` entries; entries are never mutated in place.

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Largest namespace kept as a vector.
const SMALL_MAX: usize = 16;

static SEQ: AtomicU64 = AtomicU64::new(0);

/// A fresh binding number, larger than every number handed out before.
pub fn next_seq() -> u64 {
    SEQ.fetch_add(1, Ordering::Relaxed)
}

/// The number `next_seq` hands out next (saved with a snapshot of the
/// elaborator, `snapshot.rs`).
pub fn seq_counter() -> u64 {
    SEQ.load(Ordering::Relaxed)
}

/// Resumes the numbering at `next` after a snapshot made when the counter
/// stood there was read back: every number already in the snapshot's
/// scopes is below it.  Never moves the counter back.
pub fn resume_seq_counter(next: u64) {
    SEQ.fetch_max(next, Ordering::Relaxed);
}

/// A bound name, shared: copying a map node (path copying) or a small
/// vector bumps reference counts instead of copying strings.  Hashes and
/// compares as its text, so maps are searched with a `&str`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Name(Rc<String>);

impl std::hash::Hash for Name {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.as_str().hash(h)
    }
}

impl std::borrow::Borrow<str> for Name {
    fn borrow(&self) -> &str {
        self.0.as_str()
    }
}

#[derive(Debug)]
struct Slot<T> {
    seq: u64,
    val: Rc<T>,
}

impl<T> Clone for Slot<T> {
    fn clone(&self) -> Self {
        Slot { seq: self.seq, val: self.val.clone() }
    }
}

#[derive(Debug)]
enum Repr<T> {
    /// Sorted by binding number.
    Small(Rc<Vec<(Name, Slot<T>)>>),
    Large(im_rc::HashMap<Name, Slot<T>>),
}

#[derive(Debug)]
pub struct Scope<T> {
    repr: Repr<T>,
}

impl<T> Clone for Scope<T> {
    fn clone(&self) -> Self {
        let repr = match &self.repr {
            Repr::Small(v) => Repr::Small(v.clone()),
            Repr::Large(m) => Repr::Large(m.clone()),
        };
        Scope { repr }
    }
}

impl<T> Default for Scope<T> {
    fn default() -> Self {
        Scope { repr: Repr::Small(Rc::new(Vec::new())) }
    }
}

impl<T> Scope<T> {
    pub fn new() -> Scope<T> {
        Scope::default()
    }

    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Small(v) => v.len(),
            Repr::Large(m) => m.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, name: &str) -> Option<&Rc<T>> {
        match &self.repr {
            Repr::Small(v) => v.iter().find(|(k, _)| k.0.as_str() == name).map(|(_, s)| &s.val),
            Repr::Large(m) => m.get(name).map(|s| &s.val),
        }
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Binds `name` with a fresh binding number (moving it to the end).
    pub fn insert(&mut self, name: String, val: Rc<T>) {
        self.insert_seq(name, val, next_seq());
    }

    /// Binds `name` with binding number `seq`, which must be larger than
    /// every number in this scope.
    fn insert_seq(&mut self, name: String, val: Rc<T>, seq: u64) {
        let slot = Slot { seq, val };
        let name = Name(Rc::new(name));
        match &mut self.repr {
            Repr::Small(v) => {
                let v = unique(v);
                if let Some(i) = v.iter().position(|(k, _)| *k == name) {
                    v.remove(i);
                }
                if v.len() < SMALL_MAX {
                    v.push((name, slot));
                    return;
                }
                let mut m: im_rc::HashMap<Name, Slot<T>> = v.drain(..).collect();
                m.insert(name, slot);
                self.repr = Repr::Large(m);
            }
            Repr::Large(m) => {
                m.insert(name, slot);
            }
        }
    }

    /// The scope whose `entries` are `entries` (names unique, numbers
    /// increasing): the same representation as the scope they were taken
    /// from, since only a scope of more than `SMALL_MAX` names is `Large`.
    pub(crate) fn from_entries(entries: Vec<(u64, String, Rc<T>)>) -> Scope<T> {
        let slots = entries.into_iter().map(|(seq, name, val)| (Name(Rc::new(name)), Slot { seq, val }));
        let repr = match slots.len() <= SMALL_MAX {
            true => Repr::Small(Rc::new(slots.collect())),
            false => Repr::Large(slots.collect()),
        };
        Scope { repr }
    }

    /// The bindings with their numbers, in binding order.
    pub fn entries(&self) -> Vec<(u64, &String, &Rc<T>)> {
        match &self.repr {
            Repr::Small(v) => v.iter().map(|(k, s)| (s.seq, &*k.0, &s.val)).collect(),
            Repr::Large(m) => {
                let mut out: Vec<(u64, &String, &Rc<T>)> = m.iter().map(|(k, s)| (s.seq, &*k.0, &s.val)).collect();
                out.sort_unstable_by_key(|e| e.0);
                out
            }
        }
    }

    /// The bindings in binding order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Rc<T>)> {
        self.entries().into_iter().map(|(_, k, v)| (k, v))
    }

    /// The names in binding order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.iter().map(|(k, _)| k)
    }

    /// `self + other` for one namespace: `other`'s bindings, in their
    /// order, shadow `self`'s and come after them.
    pub fn extend(&mut self, other: &Scope<T>) {
        if self.is_empty() {
            *self = other.clone();
            return;
        }
        for (_, k, v) in other.entries() {
            self.insert(k.clone(), v.clone());
        }
    }
}

impl<T> std::ops::Index<&str> for Scope<T> {
    type Output = Rc<T>;
    fn index(&self, name: &str) -> &Rc<T> {
        self.get(name).unwrap_or_else(|| panic!("`{}` is not bound in this scope", name))
    }
}

impl<T> std::ops::Index<&String> for Scope<T> {
    type Output = Rc<T>;
    fn index(&self, name: &String) -> &Rc<T> {
        &self[name.as_str()]
    }
}

/// `Rc::make_mut` for the vector of a `Small` scope (which needs no
/// `T: Clone`: entries are shared).
fn unique<T>(v: &mut Rc<Vec<(Name, Slot<T>)>>) -> &mut Vec<(Name, Slot<T>)> {
    if Rc::get_mut(v).is_none() {
        *v = Rc::new(v.iter().map(|(k, s)| (k.clone(), s.clone())).collect());
    }
    Rc::get_mut(v).expect("just made unique")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rebinding_moves_to_the_end_and_copies_are_independent() {
        let mut a: Scope<u32> = Scope::new();
        for i in 0..40u32 {
            a.insert(format!("x{}", i % 20), Rc::new(i));
        }
        let b = a.clone();
        a.insert("x0".into(), Rc::new(99));
        assert_eq!(a.len(), 20);
        assert_eq!(**a.get("x0").unwrap(), 99);
        assert_eq!(**b.get("x0").unwrap(), 20);
        let names: Vec<&String> = a.keys().collect();
        assert_eq!(names.first().map(|s| s.as_str()), Some("x1"));
        assert_eq!(names.last().map(|s| s.as_str()), Some("x0"));
        let mut c: Scope<u32> = Scope::new();
        c.insert("y".into(), Rc::new(1));
        c.extend(&b);
        assert_eq!(c.keys().next().map(|s| s.as_str()), Some("y"));
        assert_eq!(c.len(), 21);
    }
}
