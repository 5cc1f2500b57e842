//! Guaranteed tail calls within a recursive group, without relying on the
//! C compiler (gcc 12 has no `musttail`).
//!
//! Choice: the back end, not an SSA pass, owns this.  A group of functions
//! that tail-call one another (a strongly connected component, of two or
//! more members, of the graph "f has a direct tail call to g") is emitted
//! as ONE C function `skc_groupK(m, entry, params of every member...)`
//! whose body holds every member's blocks (labels prefixed `gI_`), starts
//! with a `switch` on `entry`, and turns a tail call to a member into a
//! parallel assignment of that member's parameters and a `goto` to its
//! entry label.  Each member keeps its own C function, a thin wrapper that
//! calls the group with its entry index, its own arguments, and zeros for
//! the other members' parameters (never read: each member's code only
//! reads its own parameters).  Such calls therefore run in constant C
//! stack however long the chain; self tail calls of a function outside any
//! group are a `goto` to its own entry (lib.rs).  An SSA-level merge would
//! need values of every type for the unused parameters, which SSA cannot
//! express; contification (an SSA pass) covers the local-loop case.
//!
//! Not covered: tail calls through closures (`CallClosure` to an unknown
//! function) are C calls and may grow the stack.
//!
//! Invariant: members of one group have the same SSA result type (a tail
//! call requires the callee's result type to be the caller's), so one C
//! result type serves them all.

use skein_ir::ssa::{FuncId, Program, Return, Transfer};

/// The groups (each in function order), and for each function its
/// (group, index in group) if it belongs to one.
pub(crate) struct TailGroups {
    pub groups: Vec<Vec<FuncId>>,
    pub member: Vec<Option<(usize, usize)>>,
}

pub(crate) fn tail_groups(p: &Program) -> TailGroups {
    let n = p.functions.len();
    let succ: Vec<Vec<usize>> = p
        .functions
        .iter()
        .map(|f| {
            let mut s: Vec<usize> = f
                .blocks
                .iter()
                .filter_map(|b| match &b.transfer {
                    Transfer::Call { func, ret: Return::Tail, .. } if (func.0 as usize) < n => Some(func.0 as usize),
                    _ => None,
                })
                .collect();
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    let mut groups = Vec::new();
    let mut member = vec![None; n];
    for scc in skein_ir::ssa::graph::sccs(&succ) {
        if scc.len() < 2 {
            continue;
        }
        let result = &p.functions[scc[0]].result;
        if scc.iter().any(|&f| &p.functions[f].result != result) {
            continue;
        }
        let g = groups.len();
        for (i, &f) in scc.iter().enumerate() {
            member[f] = Some((g, i));
        }
        groups.push(scc.into_iter().map(|f| FuncId(f as u32)).collect());
    }
    TailGroups { groups, member }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skein_ir::ssa::{Block, BlockId, Cases, Const, Exp, Function, Statement, Type};

    /// even n = case n of 0 => true | _ => odd (n - 1), and odd likewise;
    /// main calls even.
    fn even_odd() -> Program {
        let mut p = Program::default();
        p.datatypes.push(skein_ir::ssa::DataDef { name: "bool".into(), cons: vec![skein_ir::ssa::ConDef { name: "false".into(), arg: None, flat: false }, skein_ir::ssa::ConDef { name: "true".into(), arg: None, flat: false }] });
        let bool_t = Type::Data(skein_ir::ssa::DataId(0));
        for (i, name) in ["even", "odd"].iter().enumerate() {
            let n = p.new_var("n", Type::Int);
            let r = p.new_var("r", bool_t.clone());
            let one = p.new_var("one", Type::Int);
            let m = p.new_var("m", Type::Int);
            let blk = |stmts, transfer| Block { params: vec![], stmts, transfer, handler: None };
            p.functions.push(Function {
                name: name.to_string(),
                params: vec![n],
                result: bool_t.clone(),
                env: None,
                start: BlockId(0),
                blocks: vec![
                    blk(vec![], Transfer::Case { scrut: n, cases: Cases::Int(vec![(0, BlockId(1))]), default: Some(BlockId(2)) }),
                    blk(vec![Statement { var: r, exp: Exp::Con { data: skein_ir::ssa::DataId(0), index: 1 - i as u32, arg: None } }], Transfer::Return(r)),
                    blk(
                        vec![Statement { var: one, exp: Exp::Const(Const::Int(1)) }, Statement { var: m, exp: Exp::Prim { name: "Int.-".into(), args: vec![n, one] } }],
                        Transfer::Call { func: FuncId(1 - i as u32), args: vec![m], ret: Return::Tail },
                    ),
                ],
            });
        }
        let k = p.new_var("k", Type::Int);
        let b = p.new_var("b", bool_t);
        let u = p.new_var("u", Type::unit());
        p.functions.push(Function {
            name: "main".into(),
            params: vec![],
            result: Type::unit(),
            env: None,
            start: BlockId(0),
            blocks: vec![
                Block { params: vec![], stmts: vec![Statement { var: k, exp: Exp::Const(Const::Int(10)) }], transfer: Transfer::Call { func: FuncId(0), args: vec![k], ret: Return::To(BlockId(1)) }, handler: None },
                Block { params: vec![b], stmts: vec![Statement { var: u, exp: Exp::Tuple(vec![]) }], transfer: Transfer::Return(u), handler: None },
            ],
        });
        p.main = FuncId(2);
        p
    }

    #[test]
    fn mutual_tail_calls_are_jumps_inside_one_group_function() {
        let p = even_odd();
        skein_ir::ssa::check_program(&p).unwrap();
        let g = tail_groups(&p);
        assert_eq!(g.groups, vec![vec![FuncId(0), FuncId(1)]]);
        assert_eq!(g.member[2], None);
        let c = crate::emit_c(&p);
        assert!(c.contains("skc_group0(SkMutator *m, int skc_entry_ix, int64_t n_0, int64_t n_4)"), "{}", c);
        // The wrappers enter the group; the cross tail calls are gotos.
        assert!(c.contains("return skc_group0(m, 0, n_0, 0);") && c.contains("return skc_group0(m, 1, 0, n_4);"), "{}", c);
        assert!(c.contains("goto skc_entry_g1;") && c.contains("goto skc_entry_g0;"), "{}", c);
        assert!(!c.contains("return f1_odd(") && !c.contains("return f0_even("), "{}", c);
    }
}
