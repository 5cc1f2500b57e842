//! Pass `settle-calls`: makes calls through closures whose function is
//! known direct and inlines, again while such calls are left, within a
//! budget of `ROUNDS`.
//!
//! Each round peels one layer off a curried function: in
//! `ForkJoin.reducem g z (lo, hi) f`, the call of `reducem` made direct
//! and inlined returns the closure taking `z`, through a block parameter,
//! to the next call; known-calls' step 3 (which looks through such
//! parameters) makes that call direct, the next inline removes it, and so
//! on.  The fixed known-calls/inline rounds of the pass list stop short
//! for deep enough currying (the body of `reducem` was then called
//! through its closure's code pointer); this pass goes on until no such
//! call is left.  A program without them pays one walk over its calls.

use super::{dce, inline, known, simplify};
use skein_ir::ssa::Program;

const ROUNDS: usize = 8;

pub fn settle_calls(mut p: Program) -> Program {
    for round in 0..ROUNDS {
        // The first round only looks for such calls (most programs have
        // none); later ones run all of known-calls, since the inlined
        // stages built new closures whose environment slots may hold
        // globals (`g` of reducem, called in the loop).
        let direct = if round == 0 { known::direct_calls(&mut p) } else { known::known_calls_counted(&mut p) };
        if direct == 0 {
            break;
        }
        p = inline::inline(p);
        // The closure of the next stage reaches its call through a block
        // parameter, and the stage just inlined (now dead) builds one
        // too: both would keep `inline` from moving the last stage into
        // its one caller (rewrite::closure_escapes).
        // Once both are cleaned up, inline again.
        p = inline::inline(dce::dce(simplify::simplify(p)));
    }
    p
}
