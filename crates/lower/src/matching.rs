//! Pattern-match compilation: the rules of a `case`, `fn`, `handle` or
//! `val` become a decision tree of `Case` transfers (Maranget's
//! compilation to decision trees, with the first-row column heuristic).
//!
//! The clause matrix has one column per *occurrence*, an SSA variable
//! already holding a part of the scrutinee, and one row per rule still
//! possible.  Each step
//! - binds variable and layered patterns to their occurrence (they become
//!   wildcards),
//! - splits record columns into one column per field (`Select`) and `ref`
//!   columns into their contents (`Deref`): neither needs a test,
//! - stops at a leaf when the first row is all wildcards (that rule
//!   matches), or at the failure block when no row is left,
//! - otherwise tests the first column where the first row has a
//!   constructor, exception or literal, with one arm per value appearing in
//!   the column and a default for the rest; the arm for constructor `c`
//!   receives `c`'s argument as its block parameter, which replaces the
//!   tested column.  The tested column is gone below the test, so no path
//!   tests the same occurrence twice.
//!
//! Leaves are returned open (no transfer): the caller translates the
//! rule's right-hand side there, or, when a rule has several leaves, jumps
//! from each to one shared block that takes the rule's variables.
//!
//! SHARING.  Decision trees can be exponential: after tests on literals,
//! different paths often leave the same rows over the same occurrences
//! (a 60-rule case on a 10-tuple of ints made 2 MB of C, and the C
//! compiler took minutes).  Each arm's subproblem (its columns, rows and
//! handler) is compiled once; an arm that meets one compiled before jumps
//! to that block instead, so the tree is a DAG.  Sound because the
//! columns and bound occurrences are SSA variables defined above every
//! path that names them, and a subproblem is entirely determined by what
//! the key holds.  Only blocks without parameters are shared (an arm with
//! a constructor argument has a fresh column anyway).  Right-hand sides
//! are never duplicated.

use crate::Lower;
use skein_ir::core::MatchFailure;
use skein_ir::mono::{self, Lit, Pat};
use skein_ir::ssa::{self, BlockId, Cases, Exp, Transfer, VarId};
use std::collections::HashMap;

pub(crate) struct Leaf {
    pub rule: usize,
    pub block: BlockId,
    /// The rule's variables and where they are, in binding order.
    pub binds: Vec<(mono::VarId, VarId)>,
}

/// An arm still to compile: its block, columns and rows.
type Sub = (BlockId, Vec<(VarId, mono::Type)>, Vec<Row>);

#[derive(Clone, Debug)]
struct Row {
    pats: Vec<Pat>,
    rule: usize,
    binds: Vec<(mono::VarId, VarId)>,
}

struct Match {
    failure: MatchFailure,
    scrut: VarId,
    fail: Option<BlockId>,
    leaves: Vec<Leaf>,
    /// Compiled subproblems (SHARING): key -> the block that starts it.
    shared: HashMap<String, BlockId>,
}

impl<'m> Lower<'m> {
    /// Compiles `pats` (one per rule, in order) against `scrut` of type
    /// `ty`, ending the current block.  What happens when nothing matches
    /// is `failure` (raise `Match`/`Bind`, or re-raise `scrut`).
    pub(crate) fn compile_match(&mut self, scrut: VarId, ty: &mono::Type, pats: &[&Pat], failure: MatchFailure) -> Vec<Leaf> {
        let rows = pats.iter().enumerate().map(|(i, p)| Row { pats: vec![(*p).clone()], rule: i, binds: Vec::new() }).collect();
        let mut m = Match { failure, scrut, fail: None, leaves: Vec::new(), shared: HashMap::new() };
        self.tree(&mut m, vec![(scrut, ty.clone())], rows);
        m.leaves
    }

    fn tree(&mut self, m: &mut Match, mut cols: Vec<(VarId, mono::Type)>, mut rows: Vec<Row>) {
        loop {
            for row in rows.iter_mut() {
                for (i, p) in row.pats.iter_mut().enumerate() {
                    loop {
                        match std::mem::replace(p, Pat::Wild) {
                            Pat::Var(v) => row.binds.push((v, cols[i].0)),
                            Pat::Layered(v, inner) => {
                                row.binds.push((v, cols[i].0));
                                *p = *inner;
                            }
                            other => {
                                *p = other;
                                break;
                            }
                        }
                    }
                }
            }
            if !self.split_column(&mut cols, &mut rows) {
                break;
            }
        }
        let Some(first) = rows.first() else {
            let fail = self.fail_block(m);
            self.fb.terminate(Transfer::Goto { dst: fail, args: Vec::new() });
            return;
        };
        let Some(col) = first.pats.iter().position(|p| !matches!(p, Pat::Wild)) else {
            m.leaves.push(Leaf { rule: first.rule, block: self.fb.cur, binds: first.binds.clone() });
            return;
        };
        let (occ, occ_ty) = cols[col].clone();
        match &first.pats[col] {
            Pat::Con { con, .. } => {
                let d = match &con.ty {
                    mono::Type::Data(d) => *d,
                    _ => mono::TyConId(u32::MAX),
                };
                let ncons = self.mono.datatypes.get(d.0 as usize).map(|d| d.cons.len()).unwrap_or(0);
                let mut tags: Vec<u32> = Vec::new();
                for r in &rows {
                    if let Pat::Con { con, .. } = &r.pats[col] {
                        if !tags.contains(&con.index) {
                            tags.push(con.index);
                        }
                    }
                }
                let mut arms = Vec::new();
                let mut subs = Vec::new();
                for &tag in &tags {
                    let arg_ty = self.mono.datatypes.get(d.0 as usize).and_then(|dd| dd.cons.get(tag as usize)).and_then(|c| c.arg.clone());
                    let param = arg_ty.as_ref().map(|t| {
                        let st = self.ty(t);
                        self.out.new_var("arg", st)
                    });
                    let b = self.fb.new_block(param.iter().copied().collect());
                    arms.push((tag, b));
                    let sub_rows = specialise(&rows, col, param.is_some(), |p| match p {
                        Pat::Con { con, arg } if con.index == tag => Some(arg.as_deref().cloned()),
                        _ => None,
                    });
                    subs.push((b, replace_col(&cols, col, param.zip(arg_ty)), sub_rows));
                }
                let default = self.default_arm(&cols, &rows, col, tags.len() < ncons, &mut subs);
                self.fb.terminate(Transfer::Case { scrut: occ, cases: Cases::Con(arms), default });
                self.subtrees(m, subs);
            }
            Pat::Exn { .. } => {
                let mut exns: Vec<mono::ExnId> = Vec::new();
                for r in &rows {
                    if let Pat::Exn { exn, .. } = &r.pats[col] {
                        if !exns.contains(exn) {
                            exns.push(*exn);
                        }
                    }
                }
                let mut arms = Vec::new();
                let mut subs = Vec::new();
                let mut stamp_tests = Vec::new();
                for &e in &exns {
                    let packet_ty = self.mono.exns.get(e.0 as usize).and_then(|x| x.arg.clone());
                    let packet = packet_ty.as_ref().map(|t| {
                        let st = self.ty(t);
                        self.out.new_var("arg", st)
                    });
                    let b = self.fb.new_block(packet.iter().copied().collect());
                    arms.push((ssa::ExnId(e.0), b));
                    let (body, arg) = match (self.stamps.get(&e).cloned(), packet) {
                        // A generative exception: `b` tests the stamp, `ok` matches the argument.
                        (Some(stamp), Some(packet)) => {
                            let ok = self.fb.new_block_with_handler(Vec::new(), self.fb.handler_of(b));
                            let arg = stamp.arg.map(|t| {
                                let st = self.ty(&t);
                                (self.out.new_var("arg", st), t)
                            });
                            stamp_tests.push((b, packet, stamp.var, ok, arg.as_ref().map(|a| a.0)));
                            (ok, arg)
                        }
                        (_, packet) => (b, packet.zip(packet_ty)),
                    };
                    let sub_rows = specialise(&rows, col, arg.is_some(), |p| match p {
                        Pat::Exn { exn, arg } if *exn == e => Some(arg.as_deref().cloned()),
                        _ => None,
                    });
                    subs.push((body, replace_col(&cols, col, arg), sub_rows));
                }
                let default = self.default_arm(&cols, &rows, col, true, &mut subs);
                self.fb.terminate(Transfer::Case { scrut: occ, cases: Cases::Exn(arms), default });
                for (b, packet, stamp, ok, arg) in stamp_tests {
                    self.stamp_test(b, packet, stamp, ok, arg, default);
                }
                self.subtrees(m, subs);
            }
            Pat::Lit(..) => {
                let mut lits: Vec<Lit> = Vec::new();
                for r in &rows {
                    if let Pat::Lit(l, _) = &r.pats[col] {
                        if !lits.contains(l) {
                            lits.push(l.clone());
                        }
                    }
                }
                let mut subs = Vec::new();
                let mut blocks = Vec::new();
                for l in &lits {
                    let b = self.fb.new_block(Vec::new());
                    blocks.push(b);
                    let sub_rows = specialise(&rows, col, false, |p| match p {
                        Pat::Lit(l2, _) if l2 == l => Some(None),
                        _ => None,
                    });
                    subs.push((b, replace_col(&cols, col, None), sub_rows));
                }
                let ty = self.ty(&occ_ty);
                let (lits, blocks) = if ty == ssa::Type::IntInf { self.big_intinf_tests(occ, lits, blocks) } else { (lits, blocks) };
                let cases = lit_cases(&ty, &lits, &blocks);
                let default = self.default_arm(&cols, &rows, col, true, &mut subs);
                self.fb.terminate(Transfer::Case { scrut: occ, cases, default });
                self.subtrees(m, subs);
            }
            // Records, refs, variables were split or bound above.
            _ => {
                m.leaves.push(Leaf { rule: first.rule, block: self.fb.cur, binds: first.binds.clone() });
            }
        }
    }

    /// Ends block `b`, an arm for a generative exception whose packet is
    /// `packet` (`generative.rs`): if the packet's stamp is `stamp`, go to
    /// `ok` with the argument in `arg`, else to `other`.
    fn stamp_test(&mut self, b: BlockId, packet: VarId, stamp: mono::VarId, ok: BlockId, arg: Option<VarId>, other: Option<BlockId>) {
        self.fb.switch_to(b);
        let unit_ref = ssa::Type::Ref(Box::new(ssa::Type::unit()));
        let found = match arg {
            Some(_) => self.emit("stamp", unit_ref, Exp::Select { tuple: packet, index: 0 }),
            None => packet,
        };
        let mine = self.lookup(stamp);
        let bool_ty = self.bool_data();
        let same = self.emit("same", ssa::Type::Data(bool_ty), Exp::Prim { name: "MLton.eq".into(), args: vec![found, mine] });
        self.fb.terminate(Transfer::Case { scrut: same, cases: Cases::Con(vec![(1, ok)]), default: other });
        self.fb.switch_to(ok);
        if let Some(a) = arg {
            self.emit_to(a, Exp::Select { tuple: packet, index: 1 });
        }
    }

    /// IntInf literals beyond int64 (which `Cases::Int` cannot hold) are
    /// tested one by one, `IntInf.compare (occ, lit) = 0`, before the switch
    /// on the others; returns the literals and arm blocks left for it.
    fn big_intinf_tests(&mut self, occ: VarId, lits: Vec<Lit>, blocks: Vec<BlockId>) -> (Vec<Lit>, Vec<BlockId>) {
        let mut small = (Vec::new(), Vec::new());
        for (l, b) in lits.into_iter().zip(blocks) {
            match &l {
                Lit::Int(s) if s.replace('~', "-").parse::<i64>().is_err() => {
                    let k = self.emit("k", ssa::Type::IntInf, ssa::Exp::Const(ssa::Const::BigInt(s.clone())));
                    let c = self.emit("c", ssa::Type::Int, ssa::Exp::Prim { name: "IntInf.compare".into(), args: vec![occ, k] });
                    let handler = self.fb.handler_of(self.fb.cur);
                    let next = self.fb.new_block_with_handler(Vec::new(), handler);
                    self.fb.terminate(Transfer::Case { scrut: c, cases: Cases::Int(vec![(0, b)]), default: Some(next) });
                    self.fb.switch_to(next);
                }
                _ => {
                    small.0.push(l);
                    small.1.push(b);
                }
            }
        }
        small
    }

    /// The default arm (rows with a wildcard in `col`), when `needed`.
    fn default_arm(&mut self, cols: &[(VarId, mono::Type)], rows: &[Row], col: usize, needed: bool, subs: &mut Vec<Sub>) -> Option<BlockId> {
        if !needed {
            return None;
        }
        let b = self.fb.new_block(Vec::new());
        let sub_rows = specialise(rows, col, false, |_| None);
        subs.push((b, replace_col(cols, col, None), sub_rows));
        Some(b)
    }

    fn subtrees(&mut self, m: &mut Match, subs: Vec<Sub>) {
        for (b, cols, rows) in subs {
            self.fb.switch_to(b);
            if self.fb.param_of(b).is_none() {
                let vars: Vec<VarId> = cols.iter().map(|c| c.0).collect();
                let key = format!("{:?} {:?} {:?}", self.fb.handler_of(b), vars, rows);
                if let Some(&done) = m.shared.get(&key) {
                    self.fb.terminate(Transfer::Goto { dst: done, args: Vec::new() });
                    continue;
                }
                m.shared.insert(key, b);
            }
            self.tree(m, cols, rows);
        }
    }

    /// Splits the first record or `ref` column some row destructures;
    /// returns whether it did.
    fn split_column(&mut self, cols: &mut Vec<(VarId, mono::Type)>, rows: &mut [Row]) -> bool {
        for i in 0..cols.len() {
            let kind = rows.iter().find_map(|r| match &r.pats[i] {
                Pat::Record(_) => Some(true),
                Pat::Con { con, .. } if matches!(con.ty, mono::Type::Prim(mono::PrimTyCon::Ref, _)) => Some(false),
                _ => None,
            });
            let (occ, ty) = cols[i].clone();
            match kind {
                Some(true) => {
                    let fields = match &ty {
                        mono::Type::Record(fs) => fs.clone(),
                        _ => Vec::new(),
                    };
                    let mut new_cols = Vec::new();
                    for (j, (label, fty)) in fields.iter().enumerate() {
                        let st = self.ty(fty);
                        let v = self.emit(&format!("f{}", label), st, Exp::Select { tuple: occ, index: j as u32 });
                        new_cols.push((v, fty.clone()));
                    }
                    let n = new_cols.len();
                    cols.splice(i..i + 1, new_cols);
                    for r in rows.iter_mut() {
                        let ps = match std::mem::replace(&mut r.pats[i], Pat::Wild) {
                            Pat::Record(fs) if fs.len() == n => fs.into_iter().map(|(_, p)| p).collect(),
                            _ => vec![Pat::Wild; n],
                        };
                        r.pats.splice(i..i + 1, ps);
                    }
                    return true;
                }
                Some(false) => {
                    let content = match &ty {
                        mono::Type::Prim(_, args) => args.first().cloned().unwrap_or_else(mono::Type::unit),
                        _ => mono::Type::unit(),
                    };
                    let st = self.ty(&content);
                    let v = self.emit("contents", st, Exp::Deref(occ));
                    cols[i] = (v, content);
                    for r in rows.iter_mut() {
                        r.pats[i] = match std::mem::replace(&mut r.pats[i], Pat::Wild) {
                            Pat::Con { arg: Some(p), .. } => *p,
                            _ => Pat::Wild,
                        };
                    }
                    return true;
                }
                None => {}
            }
        }
        false
    }

    fn fail_block(&mut self, m: &mut Match) -> BlockId {
        if let Some(b) = m.fail {
            return b;
        }
        let saved = self.fb.cur;
        let b = self.fb.new_block(Vec::new());
        self.fb.switch_to(b);
        let exn = match m.failure {
            MatchFailure::Reraise => m.scrut,
            MatchFailure::Match => self.emit("exn", ssa::Type::Exn, Exp::Exn { exn: self.match_exn, arg: None }),
            MatchFailure::Bind => self.emit("exn", ssa::Type::Exn, Exp::Exn { exn: self.bind_exn, arg: None }),
        };
        self.fb.terminate(Transfer::Raise(exn));
        self.fb.switch_to(saved);
        m.fail = Some(b);
        b
    }
}

/// The rows that survive taking one arm of a test on column `col`: those
/// whose pattern there `pick` accepts (giving the argument pattern, if
/// any) and those with a wildcard.  The column is replaced by the argument
/// column when `has_arg`, else removed.
fn specialise(rows: &[Row], col: usize, has_arg: bool, pick: impl Fn(&Pat) -> Option<Option<Pat>>) -> Vec<Row> {
    let mut out = Vec::new();
    for r in rows {
        let arg = match &r.pats[col] {
            Pat::Wild => Pat::Wild,
            p => match pick(p) {
                Some(a) => a.unwrap_or(Pat::Wild),
                None => continue,
            },
        };
        let mut r2 = r.clone();
        if has_arg {
            r2.pats[col] = arg;
        } else {
            r2.pats.remove(col);
        }
        out.push(r2);
    }
    out
}

fn replace_col(cols: &[(VarId, mono::Type)], col: usize, new: Option<(VarId, mono::Type)>) -> Vec<(VarId, mono::Type)> {
    let mut c = cols.to_vec();
    match new {
        Some(n) => c[col] = n,
        None => {
            c.remove(col);
        }
    }
    c
}

fn lit_cases(ty: &ssa::Type, lits: &[Lit], blocks: &[BlockId]) -> Cases {
    let pairs = lits.iter().zip(blocks.iter().copied());
    match ty {
        ssa::Type::Word | ssa::Type::Word8 => Cases::Word(pairs.map(|(l, b)| (lit_word(l), b)).collect()),
        ssa::Type::Other(n) if n.starts_with("word") => Cases::Word(pairs.map(|(l, b)| (lit_word(l), b)).collect()),
        ssa::Type::Char => Cases::Char(pairs.map(|(l, b)| (if let Lit::Char(c) = l { *c } else { 0 }, b)).collect()),
        ssa::Type::String => Cases::String(pairs.map(|(l, b)| (if let Lit::String(s) = l { s.clone() } else { Vec::new() }, b)).collect()),
        _ => Cases::Int(pairs.map(|(l, b)| (lit_int(l), b)).collect()),
    }
}

pub(crate) fn lit_int(l: &Lit) -> i64 {
    match l {
        Lit::Int(s) | Lit::Word(s) => s.replace('~', "-").parse().unwrap_or(0),
        Lit::Char(c) => *c as i64,
        _ => 0,
    }
}

pub(crate) fn lit_word(l: &Lit) -> u64 {
    match l {
        Lit::Int(s) | Lit::Word(s) => s.parse().unwrap_or(0),
        Lit::Char(c) => *c as u64,
        _ => 0,
    }
}
