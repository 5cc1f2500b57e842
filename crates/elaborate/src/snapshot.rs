//! The elaborator's state as bytes and back: what the driver's basis cache
//! (`crates/driver/src/basis_cache.rs`) writes after elaborating the basis
//! library, and reads instead of elaborating it again.
//!
//! The state is a graph of `Rc`s, and the graph matters, not only the
//! values in it:
//! - A type constructor (`TyCon`) is generative: its identity is its `id`,
//!   its `kind`, `name` and `equality` sit behind `Cell`s that elaboration
//!   may still update, and datatypes refer to themselves (`list` in the
//!   argument of `::`).  So every `TyConRef` is written as an index into a
//!   table of the type constructors met while writing, and reading creates
//!   each one once, before anything refers to it: the file holds the table
//!   (headers, then kinds) ahead of the value.  Every reference read back
//!   is the same `Rc`.
//! - Environments share their entries (`ValEntry`, `TyStr`, `Structure`,
//!   `Signature`, `Functor`, `Overloaded`, and the driver's ML Basis
//!   environments): a functor's closure holds the whole basis it was
//!   declared in, and so do the bases of `.mlb` files.  Written naively the
//!   graph would become a tree many times its size.  A shared value
//!   (`shared`, `SharedOut`/`SharedIn`) is written in full the first time
//!   and as `Seen(n)` afterwards, `n` counting the values of its type in
//!   the order their writing *ended*; reading counts them in the same order
//!   (the order their reading ends), so the numbers agree.  Shared values
//!   form no cycles (environments are persistent), so post-order is
//!   enough.
//! - Unification variables are written as what they are linked to.  The
//!   snapshot is taken between files, when every variable of the files
//!   elaborated so far is resolved (`end_file`); an unresolved one makes
//!   writing fail (the caller then keeps no snapshot).  `Elaborator::metas`
//!   is read back as that many resolved placeholders: only the metas of the
//!   file being elaborated are ever looked up there.
//! - Rigid type variables are written by value (their identity is their
//!   `id`); they do not survive a file anyway.
//!
//! Scopes are written as their entries with their binding numbers and
//! rebuilt with the same numbers (`Scope::from_entries`); the driver saves
//! and restores the global counter (`scope::seq_counter`) with them.
//!
//! Writing and reading use thread-local tables that exist only during
//! `encode`/`decode`: serializing these types outside of them is an error,
//! not a panic.  Reading never trusts the bytes: a bad index, a wrong type
//! or a short input is an `Err` (the caller also checks a checksum first).

use crate::types::{Meta, MetaState, Rigid, TyCon, TyConKind, TyConRef, Type};
use serde::de::{DeserializeOwned, Error as _};
use serde::ser::{Error as _, SerializeTupleVariant};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use skein_ir::core::{Label, TyConId};
use std::any::{Any, TypeId};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// The tables of one `encode`.
struct Writer {
    tycon_index: HashMap<*const TyCon, u32>,
    tycons: Vec<TyConRef>,
    shared_index: HashMap<(TypeId, *const ()), u32>,
    shared_count: HashMap<TypeId, u32>,
    /// False while the type constructor table is written: it is read
    /// before any shared value exists.
    shared_allowed: bool,
}

/// The tables of one `decode`.
struct Reader {
    tycons: Vec<TyConRef>,
    shared: HashMap<TypeId, Vec<Rc<dyn Any>>>,
}

thread_local! {
    static WRITER: RefCell<Option<Writer>> = const { RefCell::new(None) };
    static READER: RefCell<Option<Reader>> = const { RefCell::new(None) };
}

/// Removes the thread's tables when `encode`/`decode` ends, even by a panic.
struct Tables;

impl Drop for Tables {
    fn drop(&mut self) {
        WRITER.with(|w| w.borrow_mut().take());
        READER.with(|r| r.borrow_mut().take());
    }
}

#[derive(Serialize, Deserialize)]
struct TyConHeader {
    id: TyConId,
    name: String,
    arity: usize,
    equality: bool,
}

/// `value` as bytes: the type constructor headers, their kinds, then the
/// value itself (each of the first two behind its length).
pub fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    let _tables = Tables;
    WRITER.with(|w| {
        *w.borrow_mut() = Some(Writer {
            tycon_index: HashMap::new(),
            tycons: Vec::new(),
            shared_index: HashMap::new(),
            shared_count: HashMap::new(),
            shared_allowed: true,
        })
    });
    let main = postcard::to_allocvec(value).map_err(|e| e.to_string())?;
    with_writer(|w| w.shared_allowed = false)?;
    // Writing a kind may meet type constructors not seen yet: they join
    // the table, and their kinds are written in turn.
    let mut kinds = Vec::new();
    let mut i = 0;
    while let Some(tc) = with_writer(|w| w.tycons.get(i).cloned())? {
        let kind = tc.kind.borrow();
        kinds = postcard::to_extend(&*kind, kinds).map_err(|e| e.to_string())?;
        i += 1;
    }
    let headers: Vec<TyConHeader> = with_writer(|w| {
        w.tycons
            .iter()
            .map(|tc| TyConHeader { id: tc.id, name: tc.name.borrow().clone(), arity: tc.arity, equality: tc.equality.get() })
            .collect()
    })?;
    let headers = postcard::to_allocvec(&headers).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(16 + headers.len() + kinds.len() + main.len());
    for section in [&headers, &kinds] {
        out.extend_from_slice(&(section.len() as u64).to_le_bytes());
        out.extend_from_slice(section);
    }
    out.extend_from_slice(&main);
    Ok(out)
}

/// Reads back what `encode` wrote.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    let _tables = Tables;
    let (headers, rest) = section(bytes)?;
    let (mut kinds, main) = section(rest)?;
    let headers: Vec<TyConHeader> = postcard::from_bytes(headers).map_err(|e| e.to_string())?;
    let tycons: Vec<TyConRef> = headers
        .into_iter()
        .map(|h| {
            Rc::new(TyCon {
                id: h.id,
                name: RefCell::new(h.name),
                arity: h.arity,
                equality: Cell::new(h.equality),
                kind: RefCell::new(TyConKind::Flexible),
            })
        })
        .collect();
    READER.with(|r| *r.borrow_mut() = Some(Reader { tycons: tycons.clone(), shared: HashMap::new() }));
    for tc in &tycons {
        let (kind, rest) = postcard::take_from_bytes::<TyConKind>(kinds).map_err(|e| e.to_string())?;
        *tc.kind.borrow_mut() = kind;
        kinds = rest;
    }
    if !kinds.is_empty() {
        return Err("type constructor table: trailing bytes".into());
    }
    postcard::from_bytes(main).map_err(|e| e.to_string())
}

/// Splits a length-prefixed section off `bytes`.
fn section(bytes: &[u8]) -> Result<(&[u8], &[u8]), String> {
    let short = || "truncated snapshot".to_string();
    let len: [u8; 8] = bytes.get(..8).ok_or_else(short)?.try_into().map_err(|_| short())?;
    let len = usize::try_from(u64::from_le_bytes(len)).map_err(|_| short())?;
    let rest = &bytes[8..];
    if rest.len() < len {
        return Err(short());
    }
    Ok(rest.split_at(len))
}

fn with_writer<R>(f: impl FnOnce(&mut Writer) -> R) -> Result<R, String> {
    WRITER.with(|w| w.borrow_mut().as_mut().map(f)).ok_or_else(|| "not writing a snapshot".to_string())
}

fn with_reader<R>(f: impl FnOnce(&mut Reader) -> R) -> Result<R, String> {
    READER.with(|r| r.borrow_mut().as_mut().map(f)).ok_or_else(|| "not reading a snapshot".to_string())
}

// ------------------------------------------------------------ type constructors

/// A `TyConRef` by its index in the table.
pub struct TyConOut<'a>(pub &'a TyConRef);

impl Serialize for TyConOut<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let index = with_writer(|w| {
            let next = w.tycons.len() as u32;
            *w.tycon_index.entry(Rc::as_ptr(self.0)).or_insert_with(|| {
                w.tycons.push(self.0.clone());
                next
            })
        })
        .map_err(S::Error::custom)?;
        s.serialize_u32(index)
    }
}

pub struct TyConIn(pub TyConRef);

impl<'de> Deserialize<'de> for TyConIn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TyConIn, D::Error> {
        let index = u32::deserialize(d)?;
        let tc = with_reader(|r| r.tycons.get(index as usize).cloned()).map_err(D::Error::custom)?;
        tc.map(TyConIn).ok_or_else(|| D::Error::custom("type constructor index out of range"))
    }
}

/// `#[serde(with)]` for a `TyConRef`.
pub mod tycon {
    use super::*;
    pub fn serialize<S: Serializer>(tc: &TyConRef, s: S) -> Result<S::Ok, S::Error> {
        TyConOut(tc).serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TyConRef, D::Error> {
        Ok(TyConIn::deserialize(d)?.0)
    }
}

/// `#[serde(with)]` for an `Option<TyConRef>`.
pub mod tycon_opt {
    use super::*;
    pub fn serialize<S: Serializer>(tc: &Option<TyConRef>, s: S) -> Result<S::Ok, S::Error> {
        tc.as_ref().map(TyConOut).serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<TyConRef>, D::Error> {
        Ok(Option::<TyConIn>::deserialize(d)?.map(|t| t.0))
    }
}

/// `#[serde(with)]` for a `Vec<TyConRef>`.
pub mod tycon_vec {
    use super::*;
    pub fn serialize<S: Serializer>(tcs: &[TyConRef], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(tcs.iter().map(TyConOut))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<TyConRef>, D::Error> {
        Ok(Vec::<TyConIn>::deserialize(d)?.into_iter().map(|t| t.0).collect())
    }
}

/// `#[serde(with)]` for `Overloaded::instances`.
pub mod tycon_pairs {
    use super::*;
    pub fn serialize<S: Serializer>(pairs: &[(TyConRef, String)], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(pairs.iter().map(|(tc, name)| (TyConOut(tc), name)))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(TyConRef, String)>, D::Error> {
        Ok(Vec::<(TyConIn, String)>::deserialize(d)?.into_iter().map(|(t, n)| (t.0, n)).collect())
    }
}

/// `#[serde(with)]` for `Builtins::extra`: the names are leaked when read
/// (a few short strings, once per process).
pub mod named_tycons {
    use super::*;
    pub fn serialize<S: Serializer>(pairs: &[(&'static str, TyConRef)], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(pairs.iter().map(|(name, tc)| (*name, TyConOut(tc))))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(&'static str, TyConRef)>, D::Error> {
        let pairs = Vec::<(String, TyConIn)>::deserialize(d)?;
        Ok(pairs.into_iter().map(|(n, t)| (&*Box::leak(n.into_boxed_str()), t.0)).collect())
    }
}

// ------------------------------------------------------------ shared values

/// An `Rc` written once, then referred to.
pub struct SharedOut<'a, T>(pub &'a Rc<T>);

#[derive(Deserialize)]
#[serde(rename = "Shared")]
enum SharedRepr<T> {
    Seen(u32),
    New(T),
}

impl<T: Serialize + 'static> Serialize for SharedOut<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let key = (TypeId::of::<T>(), Rc::as_ptr(self.0) as *const ());
        let (allowed, seen) = with_writer(|w| (w.shared_allowed, w.shared_index.get(&key).copied())).map_err(S::Error::custom)?;
        if !allowed {
            return Err(S::Error::custom("a shared value inside a type constructor"));
        }
        if let Some(n) = seen {
            return s.serialize_newtype_variant("Shared", 0, "Seen", &n);
        }
        let ok = s.serialize_newtype_variant("Shared", 1, "New", &**self.0)?;
        with_writer(|w| {
            let count = w.shared_count.entry(key.0).or_insert(0);
            w.shared_index.insert(key, *count);
            *count += 1;
        })
        .map_err(S::Error::custom)?;
        Ok(ok)
    }
}

pub struct SharedIn<T>(pub Rc<T>);

impl<'de, T: Deserialize<'de> + 'static> Deserialize<'de> for SharedIn<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SharedIn<T>, D::Error> {
        let found = match SharedRepr::<T>::deserialize(d)? {
            SharedRepr::New(value) => {
                let rc = Rc::new(value);
                let any: Rc<dyn Any> = rc.clone();
                with_reader(|r| r.shared.entry(TypeId::of::<T>()).or_default().push(any)).map_err(D::Error::custom)?;
                Some(rc)
            }
            SharedRepr::Seen(n) => {
                let any = with_reader(|r| r.shared.get(&TypeId::of::<T>()).and_then(|v| v.get(n as usize).cloned()))
                    .map_err(D::Error::custom)?;
                any.and_then(|a| a.downcast::<T>().ok())
            }
        };
        found.map(SharedIn).ok_or_else(|| D::Error::custom("shared value index out of range"))
    }
}

/// `#[serde(with)]` for an `Rc` whose sharing must survive.
pub mod shared {
    use super::*;
    pub fn serialize<S: Serializer, T: Serialize + 'static>(v: &Rc<T>, s: S) -> Result<S::Ok, S::Error> {
        SharedOut(v).serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de> + 'static>(d: D) -> Result<Rc<T>, D::Error> {
        Ok(SharedIn::<T>::deserialize(d)?.0)
    }
}

/// `#[serde(with)]` for a `Vec` of shared `Rc`s.
pub mod shared_vec {
    use super::*;
    pub fn serialize<S: Serializer, T: Serialize + 'static>(v: &[Rc<T>], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(v.iter().map(SharedOut))
    }
    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de> + 'static>(d: D) -> Result<Vec<Rc<T>>, D::Error> {
        Ok(Vec::<SharedIn<T>>::deserialize(d)?.into_iter().map(|x| x.0).collect())
    }
}

impl<T: Serialize + 'static> Serialize for crate::scope::Scope<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.entries().into_iter().map(|(seq, name, val)| (seq, name, SharedOut(val))))
    }
}

impl<'de, T: Deserialize<'de> + 'static> Deserialize<'de> for crate::scope::Scope<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let entries = Vec::<(u64, String, SharedIn<T>)>::deserialize(d)?;
        let increasing = entries.windows(2).all(|w| w[0].0 < w[1].0);
        if !increasing {
            return Err(D::Error::custom("scope entries out of order"));
        }
        Ok(crate::scope::Scope::from_entries(entries.into_iter().map(|(seq, name, v)| (seq, name, v.0)).collect()))
    }
}

// ------------------------------------------------------------ types

/// How a `Type` is written: `Meta` is never written (see the header).
#[derive(Deserialize)]
#[serde(rename = "Type")]
enum TypeRepr {
    Rigid(Rigid),
    Bound(u32),
    Con(TyConIn, Vec<Type>),
    Record(Vec<(Label, Type)>),
    Arrow(Box<Type>, Box<Type>),
}

impl Serialize for Type {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Type::Meta(m) => match &*m.state.borrow() {
                MetaState::Link(t) => t.serialize(s),
                MetaState::Unbound { .. } => Err(S::Error::custom("an unresolved unification variable")),
            },
            Type::Rigid(r) => s.serialize_newtype_variant("Type", 0, "Rigid", &**r),
            Type::Bound(i) => s.serialize_newtype_variant("Type", 1, "Bound", i),
            Type::Con(tc, args) => {
                let mut v = s.serialize_tuple_variant("Type", 2, "Con", 2)?;
                v.serialize_field(&TyConOut(tc))?;
                v.serialize_field(args)?;
                v.end()
            }
            Type::Record(fields) => s.serialize_newtype_variant("Type", 3, "Record", fields),
            Type::Arrow(a, b) => {
                let mut v = s.serialize_tuple_variant("Type", 4, "Arrow", 2)?;
                v.serialize_field(a)?;
                v.serialize_field(b)?;
                v.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Type {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Type, D::Error> {
        Ok(match TypeRepr::deserialize(d)? {
            TypeRepr::Rigid(r) => Type::Rigid(Rc::new(r)),
            TypeRepr::Bound(i) => Type::Bound(i),
            TypeRepr::Con(tc, args) => Type::Con(tc.0, args),
            TypeRepr::Record(fields) => Type::Record(fields),
            TypeRepr::Arrow(a, b) => Type::Arrow(a, b),
        })
    }
}

/// `#[serde(with)]` for `Elaborator::metas`: written as their number (all
/// must be resolved), read as that many resolved placeholders.
pub mod resolved_metas {
    use super::*;

    /// More metas than any basis makes: a larger count is a damaged file.
    const MAX_METAS: u64 = 1 << 26;

    pub fn serialize<S: Serializer>(metas: &[Rc<Meta>], s: S) -> Result<S::Ok, S::Error> {
        if metas.iter().any(|m| matches!(&*m.state.borrow(), MetaState::Unbound { .. })) {
            return Err(S::Error::custom("an unresolved unification variable"));
        }
        s.serialize_u64(metas.len() as u64)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Rc<Meta>>, D::Error> {
        let n = u64::deserialize(d)?;
        if n > MAX_METAS {
            return Err(D::Error::custom("implausible number of unification variables"));
        }
        let resolved = Rc::new(Meta {
            id: u32::MAX,
            state: RefCell::new(MetaState::Link(Type::Record(Vec::new()))),
            horizon: Cell::new(0),
        });
        Ok(vec![resolved; n as usize])
    }
}

/// `#[serde(with)]` for a map of shared `Rc`s by name (the driver's named
/// bases).
pub mod shared_map {
    use super::*;
    pub fn serialize<S: Serializer, T: Serialize + 'static>(m: &HashMap<String, Rc<T>>, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(m.iter().map(|(k, v)| (k, SharedOut(v))))
    }
    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de> + 'static>(d: D) -> Result<HashMap<String, Rc<T>>, D::Error> {
        Ok(Vec::<(String, SharedIn<T>)>::deserialize(d)?.into_iter().map(|(k, v)| (k, v.0)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::Basis;
    use crate::{Elaborator, FileOptions};
    use skein_diagnostics::{Diagnostics, FileId};

    const FIRST: &str = "
        datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
        signature S = sig type t val x : t val f : t -> t tree end
        structure A :> S = struct type t = int fun f x = Node (Leaf, x, Leaf) val x = 1 end
        functor F (X : S) = struct val y = X.f X.x exception E of X.t end
        structure B = F (A)
        infix 5 ++
        fun a ++ b = a + b
        val n = 1 ++ 2 < 3
        val q = 2.5 * 2.0
        val r = ref []
    ";
    const NEXT: &str = "structure C = F (A) val z = (B.y, C.y) val m = A.f A.x val () = r := [()]";

    fn elab(el: &mut Elaborator, basis: &Basis, text: &str, file: u32) -> Vec<Basis> {
        let mut diags = Diagnostics::new();
        let fixity = skein_syntax::FixityEnv::initial();
        let (program, _) = skein_syntax::parse_program_with(text, FileId(file), &fixity, &Default::default(), &mut diags);
        let deltas = el.elab_program(basis, &program, &FileOptions::default(), &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.items);
        deltas
    }

    fn plus(basis: &Basis, deltas: &[Basis]) -> Basis {
        let mut b = basis.clone();
        for d in deltas {
            b.extend(d);
        }
        b
    }

    #[derive(Serialize)]
    struct Out<'a> {
        el: &'a Elaborator,
        basis: &'a Basis,
        deltas: &'a [Basis],
    }

    #[derive(Deserialize)]
    struct In {
        el: Elaborator,
        basis: Basis,
        deltas: Vec<Basis>,
    }

    fn first() -> (Elaborator, Basis, Vec<Basis>, Vec<u8>) {
        let mut el = Elaborator::new();
        let basis = el.initial_basis();
        let deltas = elab(&mut el, &basis, FIRST, 0);
        let bytes = encode(&Out { el: &el, basis: &basis, deltas: &deltas }).expect("encode");
        (el, basis, deltas, bytes)
    }

    #[test]
    fn a_state_read_back_prints_and_goes_on_like_the_original() {
        let (mut el, basis, deltas, bytes) = first();
        let mut back: In = decode(&bytes).expect("decode");
        assert_eq!(back.el.print_sig(&back.deltas), el.print_sig(&deltas));
        // Elaborating on from both gives the same Core.
        let seq = crate::scope::seq_counter();
        let next = elab(&mut el, &plus(&basis, &deltas), NEXT, 1);
        let next_back = elab(&mut back.el, &plus(&back.basis, &back.deltas), NEXT, 1);
        assert_eq!(back.el.print_sig(&next_back), el.print_sig(&next));
        let print = |el: Elaborator| skein_ir::print::program_to_string(&el.finish());
        assert_eq!(print(back.el), print(el));
        assert!(crate::scope::seq_counter() > seq);
    }

    #[test]
    fn sharing_survives() {
        let (_, _, _, bytes) = first();
        let back: In = decode(&bytes).expect("decode");
        let tree = |b: &Basis| b.env.types.get("tree").and_then(|t| t.datatype.clone()).expect("tree");
        let functor = back.deltas.iter().find_map(|d| d.functors.get("F").cloned()).expect("F");
        let declared = back.deltas.iter().find(|d| d.env.types.contains_key("tree")).expect("tree's delta");
        // The same type constructor, and the same environment entry.
        assert!(Rc::ptr_eq(&tree(declared), &tree(&functor.closure)));
        assert!(Rc::ptr_eq(declared.env.types.get("tree").unwrap(), functor.closure.env.types.get("tree").unwrap()));
        // A datatype refers to itself.
        let tc = tree(declared);
        let TyConKind::Datatype { cons } = &*tc.kind.borrow() else { panic!("tree is not a datatype") };
        let Some(Type::Record(fields)) = &cons[1].arg else { panic!("Node's argument") };
        let Type::Con(inner, _) = &fields[0].1 else { panic!("Node's first field") };
        assert!(Rc::ptr_eq(inner, &tc));
        // The builtins are the initial basis' type constructors.
        let int = back.basis.env.types.get("int").and_then(|t| match &t.fcn.body {
            Type::Con(tc, _) => Some(tc.clone()),
            _ => None,
        });
        assert!(Rc::ptr_eq(&int.expect("int"), &back.el.builtins.int));
    }

    #[test]
    fn damaged_bytes_are_errors_not_panics() {
        let (_, _, _, bytes) = first();
        for len in (0..bytes.len()).step_by(bytes.len() / 300 + 1) {
            assert!(decode::<In>(&bytes[..len]).is_err(), "decoded a prefix of {} bytes", len);
        }
        for i in (0..bytes.len()).step_by(bytes.len() / 300 + 1) {
            let mut damaged = bytes.clone();
            damaged[i] ^= 0x5a;
            let _ = decode::<In>(&damaged);
        }
    }

    #[test]
    fn unresolved_type_variables_are_not_written() {
        let mut el = Elaborator::new();
        let basis = el.initial_basis();
        let _ = el.fresh_meta();
        assert!(encode(&Out { el: &el, basis: &basis, deltas: &[] }).is_err());
        // And nothing is left behind for the next encoding.
        assert!(WRITER.with(|w| w.borrow().is_none()));
    }
}
