//! Small leaf functions that every direct call inlines
//! (`__attribute__((always_inline))`, `Emitter::prototype`).
//!
//! A leaf calls nothing (no direct or closure call, no primitive that runs
//! program code: `polls::calls_unknown`), has no loop (no block on a
//! cycle) and no entry poll, so a copy of it is a bounded handful of
//! statements: array reads with their bounds tests, arithmetic, an
//! allocation.  gcc -O2 inlines such a function only while few calls
//! remain (its limit for functions not declared inline is a few
//! instructions): quickhull's `cross` (six bounds-checked reads, five
//! float operations) was called out of line from sixteen loops in the
//! parallel build and eight in the elision, where inlined it lets gcc keep
//! the point's coordinates and the arrays' lengths in registers across the
//! loop: 179M -> 150M instructions (parallel), 164M -> 131M (elision).
//!
//! Bounds: at most LEAF_STMTS statements (constants not counted), and its
//! direct call sites times that at most LEAF_GROWTH, so that a helper
//! called from hundreds of places stays out of line.  Not main or its
//! pieces (they run once), not a member of a tail-call group (emitted
//! through the group's function).  A parallel loop body is called
//! directly by its runners (prims_par.rs; counted as two sites), and is
//! emitted `static inline` anyway, which gcc takes as a hint only: the
//! elision, whose loop calls the same body through its closure, inlined
//! sparse-mxv's generating bodies (seq 1386M -> 1270M instructions) while
//! the runners of the parallel build called them.  Its `_env` variant is
//! a leaf with it.
//!
//! LENGTHS PASSED IN.  A leaf without an environment that reads the
//! length of an array, vector or string parameter takes that length as a
//! parameter too (`leaf_lengths`; the caller passes the C local where it
//! keeps the length, `Emitter::lengths`): inlined into a loop, the leaf's
//! own load of the header stayed in the loop, gcc being unable to move it
//! past the loop's poll (whose slow path may write memory) or past the
//! loop's array stores (a header is an integer word too).  quickhull's
//! `cross` reloaded the lengths of both coordinate arrays at every point.

use crate::length_read;
use crate::polls::calls_unknown;
use skein_ir::ssa::graph::cyclic_blocks;
use skein_ir::ssa::{Exp, FuncId, Program, Transfer, Type};

/// The most statements (constants not counted) of an inlined leaf.
const LEAF_STMTS: usize = 40;
/// The most statements the copies of one leaf may add: call sites times
/// its statements.
const LEAF_GROWTH: usize = 1200;

/// Direct calls the C makes of a parallel loop body (its runner's, and
/// the loop run at its site: prims_par.rs).
const LOOP_BODY_SITES: usize = 2;

/// For each function of `p`, whether it is a leaf that its direct calls
/// inline.  `excluded` names the functions emitted another way,
/// `loop_body` the parallel loop bodies.
pub fn inline_leaves(p: &Program, entry_polls: &[bool], excluded: impl Fn(FuncId) -> bool, loop_body: impl Fn(FuncId) -> bool) -> Vec<bool> {
    let mut sites: Vec<usize> = (0..p.functions.len()).map(|i| if loop_body(FuncId(i as u32)) { LOOP_BODY_SITES } else { 0 }).collect();
    for f in &p.functions {
        for b in &f.blocks {
            if let Transfer::Call { func, .. } = &b.transfer {
                sites[func.0 as usize] += 1;
            }
        }
    }
    p.functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let id = FuncId(i as u32);
            if id == p.main || p.main_pieces.contains(&id) || excluded(id) || entry_polls.get(i).copied().unwrap_or(true) || sites[i] == 0 {
                return false;
            }
            let mut stmts = 0;
            for b in &f.blocks {
                if matches!(b.transfer, Transfer::Call { .. } | Transfer::CallClosure { .. }) {
                    return false;
                }
                for s in &b.stmts {
                    match &s.exp {
                        Exp::Const(_) => {}
                        Exp::Prim { name, args } if calls_unknown(p, name, args) => return false,
                        _ => stmts += 1,
                    }
                }
            }
            stmts <= LEAF_STMTS && sites[i] * stmts <= LEAF_GROWTH && !cyclic_blocks(f).contains(&true)
        })
        .collect()
}

/// For each function: per parameter, whether the function takes its
/// length as a parameter too (LENGTHS PASSED IN): a leaf (`leaves`) with
/// no environment (called only directly), and an array or vector
/// parameter whose length it reads.
pub fn leaf_lengths(p: &Program, leaves: &[bool]) -> Vec<Vec<bool>> {
    p.functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            if !leaves[i] || f.env.is_some() {
                return Vec::new();
            }
            f.params
                .iter()
                .map(|v| {
                    matches!(p.ty(*v), Type::Array(_) | Type::Vector(_) | Type::String) && f.blocks.iter().flat_map(|b| &b.stmts).any(|s| length_read(&s.exp) == Some(*v))
                })
                .collect()
        })
        .collect()
}
