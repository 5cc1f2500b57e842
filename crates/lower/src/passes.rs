//! The SSA pass pipeline: named passes `ssa::Program -> ssa::Program`, run
//! in order after lowering.  `--dump-ir=NAME` prints the program after the
//! pass `NAME` (`lower` is the lowering itself) and `--check-ir` runs the
//! SSA checker after every pass.  The optimisations live in `opt/`, one
//! module each (opt/mod.rs says what each does and why this order).

use skein_diagnostics::timing::timed;
use skein_ir::mono;
use skein_ir::ssa::{self, Program};

pub struct Pass {
    pub name: &'static str,
    pub run: fn(Program) -> Program,
}

/// The passes, in order.
pub fn passes() -> Vec<Pass> {
    use crate::opt::*;
    vec![
        Pass { name: "remove-unreachable", run: remove_unreachable },
        Pass { name: "known-calls", run: known::known_calls },
        Pass { name: "dce", run: dce::dce },
        Pass { name: "inline", run: inline::inline },
        Pass { name: "simplify", run: simplify::simplify },
        Pass { name: "known-calls-2", run: known::known_calls },
        Pass { name: "inline-2", run: inline::inline },
        Pass { name: "closure-consts", run: closconst::closure_consts },
        Pass { name: "simplify-2", run: simplify::simplify },
        Pass { name: "flatten-args", run: flatten::flatten_args },
        Pass { name: "simplify-3", run: simplify::simplify },
        Pass { name: "contify", run: contify::contify },
        Pass { name: "known-calls-3", run: known::known_calls },
        Pass { name: "inline-3", run: inline::inline },
        Pass { name: "settle-calls", run: settle::settle_calls },
        Pass { name: "closure-args", run: closargs::closure_args },
        Pass { name: "simplify-args", run: simplify::simplify },
        Pass { name: "specialise", run: specialise::specialise },
        Pass { name: "inline-4", run: inline::inline_higher_order },
        Pass { name: "settle-calls-2", run: settle::settle_calls },
        Pass { name: "closure-consts-2", run: closconst::closure_consts },
        Pass { name: "loop-closures", run: envclos::loop_closures },
        Pass { name: "flatten-block-tuples", run: flatten::flatten_all_block_tuples },
        Pass { name: "flatten-cons", run: flatcons::flatten_cons },
        Pass { name: "simplify-4", run: simplify::simplify },
        Pass { name: "prune-fields", run: prune::prune_fields },
        Pass { name: "simplify-5", run: simplify::simplify },
        Pass { name: "dce-2", run: dce::dce },
        Pass { name: "loopify", run: loopify::loopify },
        Pass { name: "remove-unreachable-2", run: remove_unreachable },
        Pass { name: "split-main", run: splitmain::split_main },
        Pass { name: "unbox-returns", run: unbox::unbox_returns },
    ]
}

#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    /// Pass names after which to print the program.
    pub dump: Vec<String>,
    /// Run the SSA checker after every pass.
    pub check: bool,
    /// Pass names not to run (`SKEIN_SKIP_PASSES`: bisecting, measuring).
    pub skip: Vec<String>,
}

/// Printed programs: (pass name, text).
pub type Dumps = Vec<(String, String)>;
/// The pass after which the checker failed, and its errors.
pub type PassFailure = (String, Vec<String>);

/// Lowers `mono` and runs the passes.  Returns the program and the dumps
/// asked for (pass name, printed program), or the first checker failure
/// (pass name and errors).
pub fn run_pipeline(mono: &mono::Program, options: &PipelineOptions) -> Result<(Program, Dumps), PassFailure> {
    let mut dumps = Vec::new();
    let mut p = timed("lower", || crate::lower(mono));
    let after = |name: &str, p: &Program, dumps: &mut Dumps| -> Result<(), PassFailure> {
        if options.dump.iter().any(|d| d == name) {
            dumps.push((name.to_string(), ssa::print::print_program(p)));
        }
        if options.check {
            ssa::check_program(p).map_err(|e| (name.to_string(), e))?;
        }
        Ok(())
    };
    after("lower", &p, &mut dumps)?;
    for pass in passes() {
        if options.skip.iter().any(|s| s == pass.name) {
            continue;
        }
        p = timed(pass.name, || (pass.run)(p));
        after(pass.name, &p, &mut dumps)?;
    }
    Ok((p, dumps))
}

/// Drops blocks unreachable from a function's start and renumbers the rest
/// (in order of first reach).
pub fn remove_unreachable(mut p: Program) -> Program {
    for f in &mut p.functions {
        remove_unreachable_blocks(f);
    }
    p
}

/// `remove_unreachable` for one function.
pub fn remove_unreachable_blocks(f: &mut ssa::Function) {
    {
        let n = f.blocks.len();
        let mut new_id = vec![u32::MAX; n];
        let mut order = Vec::new();
        let mut stack = vec![f.start.0 as usize];
        while let Some(b) = stack.pop() {
            if b >= n || new_id[b] != u32::MAX {
                continue;
            }
            new_id[b] = order.len() as u32;
            order.push(b);
            let blk = &f.blocks[b];
            for t in blk.transfer.targets().into_iter().chain(blk.handler).rev() {
                stack.push(t.0 as usize);
            }
        }
        let map = |b: ssa::BlockId| ssa::BlockId(new_id.get(b.0 as usize).copied().unwrap_or(b.0));
        let mut old: Vec<Option<ssa::Block>> = std::mem::take(&mut f.blocks).into_iter().map(Some).collect();
        for &b in &order {
            let Some(mut blk) = old[b].take() else { continue };
            blk.handler = blk.handler.map(map);
            crate::opt::rewrite::retarget(&mut blk.transfer, &map);
            f.blocks.push(blk);
        }
        f.start = map(f.start);
    }
}
