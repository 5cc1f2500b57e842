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
//!
//! BACKTRACKING.  Sharing is not enough for wide matrices: the number of
//! distinct subproblems still grows much faster than the rules (60 rules
//! over a 10-tuple of ints: 0.53 MB of C, 8 s of `cc -O2`).  So the tree
//! is built against a budget of blocks (`TREE_BLOCKS_*`, counted as they
//! are made); past it, everything built for it is undone (`Mark`,
//! `FnBuilder::truncate`) and the rows are cut in two blocks, compiled in
//! order: the first block's tree goes to the start of the second where it
//! would fail (`Match::fail_to`), as in Le Fessant and Maranget's
//! backtracking automata.  Each block is again tried as a tree, with a
//! smaller budget (`ROW_BLOCK_*`), and cut until it fits or is one row;
//! so every row is compiled once, in a tree of bounded size, and the code
//! is linear in the rules.  First-match order holds because a block is
//! entered only when every earlier row failed.  The price is that a later
//! block tests again what an earlier one tested; each block after the
//! first starts by passing the columns it tests through `Skein.opaque`,
//! else gcc's jump threading, which follows the values an earlier block
//! learnt into the later tests, copies paths until the code is as big as
//! the tree (and takes as long).  Ordinary matches fit the first budget,
//! and their code does not change.  Exhaustiveness and redundancy are
//! checked before lowering (elaborate/src/exhaustive.rs), not here.

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

/// A match's decision tree may have `TREE_BLOCKS_BASE` blocks plus
/// `TREE_BLOCKS_PER_NODE` per pattern node of its rules (BACKTRACKING).
/// Every match of the benchmarks and of tests/run but the wide ones fits
/// with room to spare (the largest, 188 blocks for 82 nodes), so ordinary
/// code is the plain decision tree.
const TREE_BLOCKS_BASE: usize = 200;
const TREE_BLOCKS_PER_NODE: usize = 4;
/// Once a match is too big, each row block's tree may have this many
/// (fewer rows per block: less code, more tests repeated at run time).
const ROW_BLOCK_BASE: usize = 20;
const ROW_BLOCK_PER_NODE: usize = 2;

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
    /// Where the rows being compiled go when none matches: the next row
    /// block (BACKTRACKING), or `None` for the match's failure.
    fail_to: Option<BlockId>,
    /// The number of blocks the function may reach before the tree being
    /// tried is abandoned (`None`: no limit), and whether it was reached.
    limit: Option<usize>,
    over: bool,
    /// Whether a tree was too big: the match is compiled as row blocks.
    automaton: bool,
}

/// What `rows_in_order` undoes when a tree grows past its budget.
struct Mark {
    blocks: usize,
    vars: usize,
    cur: BlockId,
    stmts: usize,
    leaves: usize,
    fail: Option<BlockId>,
}

impl<'m> Lower<'m> {
    /// Compiles `pats` (one per rule, in order) against `scrut` of type
    /// `ty`, ending the current block.  What happens when nothing matches
    /// is `failure` (raise `Match`/`Bind`, or re-raise `scrut`).
    pub(crate) fn compile_match(&mut self, scrut: VarId, ty: &mono::Type, pats: &[&Pat], failure: MatchFailure) -> Vec<Leaf> {
        let rows = pats.iter().enumerate().map(|(i, p)| Row { pats: vec![(*p).clone()], rule: i, binds: Vec::new() }).collect();
        let mut m = Match { failure, scrut, fail: None, leaves: Vec::new(), shared: HashMap::new(), fail_to: None, limit: None, over: false, automaton: false };
        self.rows_in_order(&mut m, vec![(scrut, ty.clone())], rows, None);
        m.leaves
    }

    /// Compiles `rows` over `cols` from the current block, going to `fail`
    /// (`None`: the match's failure) when none matches: as one decision
    /// tree when it fits its budget, else as two row blocks in order, the
    /// first failing to the second (BACKTRACKING).
    fn rows_in_order(&mut self, m: &mut Match, mut cols: Vec<(VarId, mono::Type)>, mut rows: Vec<Row>, fail: Option<BlockId>) {
        let mark = Mark { blocks: self.fb.num_blocks(), vars: self.out.vars.len(), cur: self.fb.cur, stmts: self.fb.num_stmts(self.fb.cur), leaves: m.leaves.len(), fail: m.fail };
        let size: usize = rows.iter().flat_map(|r| &r.pats).map(pat_size).sum();
        m.fail_to = fail;
        m.limit = if rows.len() > 1 { Some(mark.blocks + if m.automaton { ROW_BLOCK_BASE + ROW_BLOCK_PER_NODE * size } else { TREE_BLOCKS_BASE + TREE_BLOCKS_PER_NODE * size }) } else { None };
        m.over = false;
        self.tree(m, cols.clone(), rows.clone());
        m.limit = None;
        if !m.over {
            return;
        }
        // Too big: undo the tree, then cut the rows in two blocks.
        self.fb.truncate(mark.blocks, mark.cur, mark.stmts);
        self.out.vars.truncate(mark.vars);
        m.leaves.truncate(mark.leaves);
        m.shared.retain(|_, b| (b.0 as usize) < mark.blocks);
        m.fail = mark.fail;
        m.over = false;
        m.automaton = true;
        // Bound variables and split records once, for both blocks; rows
        // after one that always matches are dead.
        self.normalise(&mut cols, &mut rows);
        if let Some(i) = rows.iter().position(|r| r.pats.iter().all(|p| matches!(p, Pat::Wild))) {
            rows.truncate(i + 1);
        }
        if rows.len() <= 1 {
            return self.rows_in_order(m, cols, rows, fail);
        }
        let rest = rows.split_off(rows.len() / 2);
        let next = self.fb.new_block(Vec::new());
        self.rows_in_order(m, cols.clone(), rows, Some(next));
        self.fb.switch_to(next);
        let cols = self.opaque_columns(cols, &rest);
        self.rows_in_order(m, cols, rest, fail);
    }

    /// The columns `rows` test, each passed through `Skein.opaque` in the
    /// current block (BACKTRACKING: what an earlier row block learnt of
    /// them is hidden from the C compiler).
    fn opaque_columns(&mut self, mut cols: Vec<(VarId, mono::Type)>, rows: &[Row]) -> Vec<(VarId, mono::Type)> {
        for (i, (v, ty)) in cols.iter_mut().enumerate() {
            let st = self.ty(ty);
            if st != ssa::Type::Real && rows.iter().any(|r| !matches!(r.pats[i], Pat::Wild)) {
                *v = self.emit("col", st, Exp::Prim { name: "Skein.opaque".into(), args: vec![*v] });
            }
        }
        cols
    }

    /// Binds variable and layered patterns to their column and splits
    /// record and `ref` columns, until no row has one of those.
    fn normalise(&mut self, cols: &mut Vec<(VarId, mono::Type)>, rows: &mut [Row]) {
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
            if !self.split_column(cols, rows) {
                break;
            }
        }
    }

    fn tree(&mut self, m: &mut Match, mut cols: Vec<(VarId, mono::Type)>, mut rows: Vec<Row>) {
        if m.limit.is_some_and(|l| self.fb.num_blocks() > l) {
            m.over = true;
        }
        if m.over {
            return; // `rows_in_order` undoes this tree
        }
        self.normalise(&mut cols, &mut rows);
        let Some(first) = rows.first() else {
            let fail = match m.fail_to {
                Some(b) => b,
                None => self.fail_block(m),
            };
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
                let key = format!("{:?} {:?} {:?} {:?}", self.fb.handler_of(b), m.fail_to, vars, rows);
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
        let exn = match &m.failure {
            MatchFailure::Reraise => m.scrut,
            MatchFailure::Match(site) => self.failure_exn(self.match_exn, site),
            MatchFailure::Bind(site) => self.failure_exn(self.bind_exn, site),
        };
        self.fb.terminate(Transfer::Raise(exn));
        self.fb.switch_to(saved);
        m.fail = Some(b);
        b
    }

    /// The `Match`/`Bind` packet a failed match raises; its site rides
    /// along as a hidden argument (SSA's `Exn`).
    fn failure_exn(&mut self, exn: ssa::ExnId, site: &Option<String>) -> VarId {
        let arg = site.as_ref().map(|s| self.string_const(s.clone().into_bytes()));
        self.emit("exn", ssa::Type::Exn, Exp::Exn { exn, arg })
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

/// The pattern nodes a pattern tests or splits.
fn pat_size(p: &Pat) -> usize {
    match p {
        Pat::Wild | Pat::Var(_) => 0,
        Pat::Lit(..) => 1,
        Pat::Con { arg, .. } | Pat::Exn { arg, .. } => 1 + arg.as_deref().map_or(0, pat_size),
        Pat::Record(fs) => 1 + fs.iter().map(|(_, p)| pat_size(p)).sum::<usize>(),
        Pat::Layered(_, p) => pat_size(p),
    }
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

#[cfg(test)]
mod tests {
    //! Wide matches (BACKTRACKING): the code stays linear in the rules and
    //! a small interpreter of the lowered function agrees with first-match
    //! semantics on many arguments.
    use crate::tests::{func, lower_src};
    use skein_ir::ssa::{self, Cases, Exp, Transfer};
    use std::collections::HashMap;

    /// A field pattern of a generated rule.
    #[derive(Clone, Copy, PartialEq)]
    enum P {
        Wild,
        Var,
        Int(i64),
        /// `datatype t = A | B of int | C of string`: `A`, `B n` (`None`:
        /// `B _`), `C "a"`, `C _`.
        A,
        B(Option<i64>),
        Ca,
        C,
    }

    /// A value of the interpreted program.
    #[derive(Clone, Debug, PartialEq)]
    enum V {
        Int(i64),
        Str(Vec<u8>),
        Tuple(Vec<V>),
        Con(u32, Option<Box<V>>),
        Exn,
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    /// `n` rules over a tuple of `width` fields drawn by `field`; each
    /// rule's result is `(rule, first variable, second variable)` (0 when
    /// missing); a last rule `_` gives `(~1, 0, 0)`.
    fn rules(n: usize, width: usize, rng: &mut Rng, field: impl Fn(&mut Rng) -> P) -> Vec<Vec<P>> {
        (0..n).map(|_| (0..width).map(|_| field(rng)).collect()).collect()
    }

    fn source(rules: &[Vec<P>], elem: &str) -> String {
        let width = rules[0].len();
        let mut s = format!("datatype t = A | B of int | C of string\nfun m (t : {}) = (case t of\n", vec![elem; width].join(" * "));
        for (i, r) in rules.iter().enumerate() {
            let mut vars = Vec::new();
            let fields: Vec<String> = r
                .iter()
                .enumerate()
                .map(|(j, p)| match p {
                    P::Wild => "_".into(),
                    P::Var => {
                        vars.push(format!("x{}", j));
                        format!("x{}", j)
                    }
                    P::Int(k) => k.to_string(),
                    P::A => "A".into(),
                    P::B(Some(k)) => format!("B {}", k),
                    P::B(None) => "B _".into(),
                    P::Ca => "C \"a\"".into(),
                    P::C => "C _".into(),
                })
                .collect();
            let var = |k: usize| if elem == "int" { vars.get(k).cloned().unwrap_or_else(|| "0".into()) } else { "0".into() };
            s += &format!("  {} ({}) => ({}, {}, {})\n", if i == 0 { " " } else { "|" }, fields.join(", "), i, var(0), var(1));
        }
        s += "  | _ => (~1, 0, 0))\n";
        s += &format!("val r = m ({})\n", vec![if elem == "int" { "0" } else { "A" }; width].join(", "));
        s
    }

    /// What the first matching rule gives for `arg`.
    fn expected(rules: &[Vec<P>], arg: &[V]) -> V {
        for (i, r) in rules.iter().enumerate() {
            let fits = r.iter().zip(arg).all(|(p, v)| match (p, v) {
                (P::Wild | P::Var, _) => true,
                (P::Int(k), V::Int(x)) => k == x,
                (P::A, V::Con(0, _)) | (P::B(None), V::Con(1, _)) | (P::C, V::Con(2, _)) => true,
                (P::B(Some(k)), V::Con(1, Some(b))) => **b == V::Int(*k),
                (P::Ca, V::Con(2, Some(b))) => **b == V::Str(b"a".to_vec()),
                _ => false,
            });
            if fits {
                let vars: Vec<V> = r.iter().zip(arg).filter(|(p, _)| **p == P::Var).map(|(_, v)| v.clone()).collect();
                let var = |k: usize| if matches!(arg[0], V::Int(_)) { vars.get(k).cloned().unwrap_or(V::Int(0)) } else { V::Int(0) };
                return V::Tuple(vec![V::Int(i as i64), var(0), var(1)]);
            }
        }
        V::Tuple(vec![V::Int(-1), V::Int(0), V::Int(0)])
    }

    /// Runs the lowered `f` (matching code: tuples, constants, tests,
    /// jumps) on `arg`; `None` when it raises.
    fn run(f: &ssa::Function, arg: V) -> Option<V> {
        let mut env: HashMap<ssa::VarId, V> = HashMap::new();
        env.insert(*f.params.last().unwrap(), arg);
        let mut b = f.start;
        loop {
            let blk = f.block(b);
            for s in &blk.stmts {
                let get = |v: &ssa::VarId| env.get(v).cloned().unwrap_or_else(|| panic!("unbound {:?}", v));
                let val = match &s.exp {
                    Exp::Const(ssa::Const::Int(k)) => V::Int(*k),
                    Exp::Var(x) => get(x),
                    Exp::Tuple(xs) => V::Tuple(xs.iter().map(get).collect()),
                    Exp::Select { tuple, index } => match get(tuple) {
                        V::Tuple(vs) => vs[*index as usize].clone(),
                        v => panic!("select from {:?}", v),
                    },
                    Exp::Prim { name, args } if name == "Skein.opaque" => get(&args[0]),
                    Exp::Exn { .. } => V::Exn,
                    e => panic!("the interpreter has no {:?}", e),
                };
                env.insert(s.var, val);
            }
            let (dst, arg) = match &blk.transfer {
                Transfer::Return(x) => return env.get(x).cloned(),
                Transfer::Raise(_) => return None,
                Transfer::Goto { dst, args } => {
                    let vals: Vec<V> = args.iter().map(|a| env[a].clone()).collect();
                    for (p, v) in f.block(*dst).params.iter().zip(vals) {
                        env.insert(*p, v);
                    }
                    b = *dst;
                    continue;
                }
                Transfer::Case { scrut, cases, default } => {
                    let v = &env[scrut];
                    let arm = match (cases, v) {
                        (Cases::Int(arms), V::Int(x)) => arms.iter().find(|a| a.0 == *x).map(|a| (a.1, None)),
                        (Cases::String(arms), V::Str(x)) => arms.iter().find(|a| a.0 == *x).map(|a| (a.1, None)),
                        (Cases::Con(arms), V::Con(tag, arg)) => arms.iter().find(|a| a.0 == *tag).map(|a| (a.1, arg.as_deref().cloned())),
                        _ => panic!("case {:?} on {:?}", cases, v),
                    };
                    arm.unwrap_or_else(|| (default.unwrap_or_else(|| panic!("no arm for {:?}", v)), None))
                }
                t => panic!("the interpreter has no {:?}", t),
            };
            if let (Some(p), Some(a)) = (f.block(dst).params.first(), arg) {
                env.insert(*p, a);
            }
            b = dst;
        }
    }

    fn blocks_and_opaque(f: &ssa::Function) -> (usize, usize) {
        let opaque = f.blocks.iter().flat_map(|b| &b.stmts).filter(|s| matches!(&s.exp, Exp::Prim { name, .. } if name == "Skein.opaque")).count();
        (f.blocks.len(), opaque)
    }

    fn int_field(rng: &mut Rng) -> P {
        match rng.next(6) {
            0 => P::Wild,
            1 => P::Var,
            _ => P::Int(rng.next(3) as i64),
        }
    }

    #[test]
    fn wide_int_matches_are_linear_and_match_first_rule() {
        let mut rng = Rng(60);
        let mut sizes = Vec::new();
        for n in [10, 60, 120] {
            let rs = rules(n, 10, &mut rng, int_field);
            let p = lower_src(&source(&rs, "int"));
            let f = func(&p, "m");
            let (blocks, opaque) = blocks_and_opaque(f);
            // A 10-rule match is still one decision tree; wide ones are
            // row blocks (the tree for 60 rules had about 1700 blocks and
            // took 8 s of cc).
            assert_eq!(opaque > 0, n > 10, "{} rules: {} blocks, {} opaque", n, blocks, opaque);
            let nodes = rs.iter().flatten().filter(|p| !matches!(p, P::Wild | P::Var)).count();
            // About 2.2 blocks a pattern node (the tree for 60 rules: 7).
            assert!(blocks <= 3 * nodes + 100, "{} rules, {} pattern nodes: {} blocks", n, nodes, blocks);
            sizes.push(blocks);
            for _ in 0..3000 {
                let arg: Vec<V> = (0..10).map(|_| V::Int(rng.next(4) as i64)).collect();
                assert_eq!(run(f, V::Tuple(arg.clone())), Some(expected(&rs, &arg)), "{} rules, argument {:?}", n, arg);
            }
        }
        assert!(sizes[2] <= 3 * sizes[1], "not linear: {:?}", sizes);
    }

    #[test]
    fn wide_constructor_and_string_matches_match_first_rule() {
        let mut rng = Rng(7);
        let field = |rng: &mut Rng| match rng.next(8) {
            0 => P::Wild,
            1 => P::Var,
            2 => P::A,
            3 => P::B(Some(rng.next(2) as i64)),
            4 => P::B(None),
            5 => P::Ca,
            _ => P::C,
        };
        let rs = rules(80, 8, &mut rng, field);
        let p = lower_src(&source(&rs, "t"));
        let f = func(&p, "m");
        let (blocks, opaque) = blocks_and_opaque(f);
        let nodes = rs.iter().flatten().filter(|p| !matches!(p, P::Wild | P::Var)).count();
        // About 3 blocks a pattern node (the tree: 20).
        assert!(opaque > 0 && blocks <= 4 * nodes + 100, "{} pattern nodes: {} blocks, {} opaque", nodes, blocks, opaque);
        for _ in 0..3000 {
            let arg: Vec<V> = (0..8)
                .map(|_| match rng.next(6) {
                    0 => V::Con(0, None),
                    1 | 2 => V::Con(1, Some(Box::new(V::Int(rng.next(3) as i64)))),
                    3 => V::Con(2, Some(Box::new(V::Str(b"a".to_vec())))),
                    _ => V::Con(2, Some(Box::new(V::Str(b"b".to_vec())))),
                })
                .collect();
            assert_eq!(run(f, V::Tuple(arg.clone())), Some(expected(&rs, &arg)), "argument {:?}", arg);
        }
    }
}
