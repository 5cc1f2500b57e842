//! Pass `split-main`: cuts a large `main` into a chain of functions, each
//! ending in a tail call of the next.
//!
//! Why: `main` holds every top-level declaration, so a test-suite style
//! program (hundreds of `val _ = print (...)` lines, each with its inlined
//! helpers and handlers) becomes one C function of tens of thousands of
//! lines, and the C compiler's time grows faster than linearly with the
//! size of a function: a 3300-line program spent over 15 minutes in `cc`.
//! Pieces of about `PIECE` statements keep it linear.
//!
//! A cut is a block `B` of `main` from which no edge (transfer targets
//! and handlers) leaves the blocks `B` dominates: those are then exactly
//! the blocks reachable from `B`, entered only through `B`.  The cuts are
//! taken along the heavy path of the dominator tree (the rest of the
//! program after each top-level declaration).  Each piece becomes a known
//! function whose parameters are fresh copies of the variables it uses
//! from earlier pieces (live-in values are passed on through the pieces
//! between) followed by copies of `B`'s parameters; its edges to the next
//! cut go to a new block that tail-calls the next piece.  Small blocks
//! that end `main` (the shared `raise Subscript` or `return ()` blocks
//! jumped to from everywhere) are not placed: every piece that jumps to
//! one gets its own copy.  Only `main` is split, after every other pass,
//! so no later optimisation sees the pieces.

use super::rewrite::{exp_uses, fresh_like, rename_exp, rename_transfer, retarget, transfer_uses};
use skein_ir::ssa::{Block, BlockId, FuncId, Function, Program, Return, Transfer, VarId};
use std::collections::{HashMap, HashSet};

/// Statements (plus one per block) a piece of `main` grows to before it is
/// cut at the next possible block.
const PIECE: usize = 300;

/// `PIECE`, or `SKEIN_SPLIT_PIECE` (at least 16) when set: tests split
/// moderate programs with it, so that the pass is exercised on them.
fn piece_size() -> usize {
    std::env::var("SKEIN_SPLIT_PIECE").ok().and_then(|s| s.parse().ok()).filter(|&n: &usize| n >= 16).unwrap_or(PIECE)
}

pub fn split_main(mut p: Program) -> Program {
    let main_id = p.main;
    let main = &p.functions[main_id.0 as usize];
    let floating: Vec<bool> = (0..main.blocks.len()).map(|b| is_floating(main, b)).collect();
    let order: Vec<usize> = reverse_postorder(main).into_iter().filter(|&b| !floating[b]).collect();
    let size_of = |b: usize| main.blocks[b].stmts.len() + 1;
    let total: usize = order.iter().map(|&b| size_of(b)).sum();
    let piece = piece_size();
    if total < 2 * piece {
        return p;
    }
    let (cut_blocks, piece_of) = choose_pieces(main, &order, &floating, &size_of, piece);
    if cut_blocks.len() < 2 {
        return p;
    }
    // Piece k: the blocks cut_blocks[k] dominates and no later cut does,
    // plus the floating blocks they jump to (each piece its own copy; the
    // first keeps the original).
    let pieces = cut_blocks.len();
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); pieces];
    for &b in &order {
        members[piece_of[b]].push(b);
    }
    let mut owner: HashMap<usize, usize> = HashMap::new();
    for (k, m) in members.iter_mut().enumerate() {
        let mut extra: Vec<usize> = Vec::new();
        for &b in m.iter() {
            for t in main.blocks[b].transfer.targets() {
                let t = t.0 as usize;
                if floating[t] && !extra.contains(&t) {
                    extra.push(t);
                }
            }
        }
        extra.sort();
        for &t in &extra {
            owner.entry(t).or_insert(k);
        }
        m.extend(extra);
    }
    let globals: HashSet<VarId> = p.globals.iter().map(|s| s.var).collect();
    let main_params: Vec<VarId> = main.params.clone();
    // Uses and definitions of each piece, then what each needs from
    // earlier pieces (backwards, passing values through).
    let mut uses: Vec<HashSet<VarId>> = vec![HashSet::new(); pieces];
    let mut defs: Vec<HashSet<VarId>> = vec![HashSet::new(); pieces];
    for k in 0..pieces {
        for &b in &members[k] {
            let blk = &main.blocks[b];
            defs[k].extend(blk.params.iter().copied());
            for s in &blk.stmts {
                defs[k].insert(s.var);
                exp_uses(&s.exp, |v| {
                    uses[k].insert(v);
                });
            }
            transfer_uses(&blk.transfer, |v| {
                uses[k].insert(v);
            });
        }
    }
    let mut live_in: Vec<Vec<VarId>> = vec![Vec::new(); pieces];
    let mut need: HashSet<VarId> = HashSet::new();
    for k in (1..pieces).rev() {
        need.extend(uses[k].iter().copied());
        need.retain(|v| !defs[k].contains(v) && !globals.contains(v));
        let mut l: Vec<VarId> = need.iter().copied().collect();
        l.sort();
        live_in[k] = l;
    }
    // Function ids of the pieces: main keeps piece 0.
    let first_new = p.functions.len() as u32;
    let piece_func = |k: usize| if k == 0 { main_id } else { FuncId(first_new + k as u32 - 1) };
    let old_blocks = std::mem::take(&mut p.functions[main_id.0 as usize].blocks);
    let main_start = p.functions[main_id.0 as usize].start;
    let mut new_funcs = Vec::new();
    for k in 0..pieces {
        let members = &members[k];
        let cut_block = cut_blocks[k];
        // Renaming of the values this piece receives.
        let mut rename: HashMap<VarId, VarId> = HashMap::new();
        let mut params: Vec<VarId> = main_params.clone();
        let mut entry_args = Vec::new();
        if k > 0 {
            let fresh = fresh_like(&mut p, &live_in[k]);
            for (v, f) in live_in[k].iter().zip(&fresh) {
                rename.insert(*v, *f);
            }
            let cut_params = fresh_like(&mut p, &old_blocks[cut_block].params);
            params = fresh;
            params.extend(cut_params.iter().copied());
            entry_args = cut_params;
        }
        let new_id: HashMap<usize, BlockId> = members.iter().enumerate().map(|(i, &b)| (b, BlockId(i as u32))).collect();
        // The block that tail-calls the next piece.
        let next_call = if k + 1 < pieces {
            let next_cut = cut_blocks[k + 1];
            let call_params = fresh_like(&mut p, &old_blocks[next_cut].params);
            let mut args: Vec<VarId> = live_in[k + 1].iter().map(|v| *rename.get(v).unwrap_or(v)).collect();
            args.extend(call_params.iter().copied());
            Some((
                next_cut,
                BlockId(members.len() as u32),
                Block { params: call_params, stmts: Vec::new(), transfer: Transfer::Call { func: piece_func(k + 1), args, ret: Return::Tail }, handler: None },
            ))
        } else {
            None
        };
        let map = |b: BlockId| -> BlockId {
            match &next_call {
                Some((next_cut, call_block, _)) if b.0 as usize == *next_cut => *call_block,
                _ => new_id.get(&(b.0 as usize)).copied().unwrap_or(b),
            }
        };
        let mut blocks: Vec<Block> = Vec::with_capacity(members.len() + 2);
        for &b in members {
            let mut blk = old_blocks[b].clone();
            // A later piece's copy of a floating block defines fresh variables.
            let mut local: HashMap<VarId, VarId> = HashMap::new();
            if floating[b] && owner.get(&b) != Some(&k) {
                let fresh = fresh_like(&mut p, &blk.params);
                for (v, f) in blk.params.iter_mut().zip(fresh) {
                    local.insert(*v, f);
                    *v = f;
                }
                for s in &mut blk.stmts {
                    let f = fresh_like(&mut p, &[s.var])[0];
                    local.insert(s.var, f);
                }
            }
            let ren = |v: VarId| *local.get(&v).or_else(|| rename.get(&v)).unwrap_or(&v);
            for s in &mut blk.stmts {
                s.var = ren(s.var);
                rename_exp(&mut s.exp, &ren);
            }
            rename_transfer(&mut blk.transfer, &ren);
            retarget(&mut blk.transfer, &map);
            blk.handler = blk.handler.map(map);
            blocks.push(blk);
        }
        if let Some((_, _, call)) = next_call {
            blocks.push(call);
        }
        let start = if k == 0 {
            new_id[&(main_start.0 as usize)]
        } else {
            blocks.push(Block { params: Vec::new(), stmts: Vec::new(), transfer: Transfer::Goto { dst: new_id[&cut_block], args: entry_args }, handler: None });
            BlockId(blocks.len() as u32 - 1)
        };
        if k == 0 {
            let f = &mut p.functions[main_id.0 as usize];
            f.blocks = blocks;
            f.start = start;
        } else {
            let result = p.functions[main_id.0 as usize].result.clone();
            new_funcs.push(Function { name: format!("main_{}", k), params, result, env: None, start, blocks });
        }
    }
    p.main_pieces = (first_new..first_new + new_funcs.len() as u32).map(FuncId).collect();
    p.functions.extend(new_funcs);
    p
}

/// A small block that ends the function (returns, raises to the caller or
/// tail-calls): the shared `raise Subscript` or `return ()` blocks jumped
/// to from all over `main`.  Such blocks are left out of the order and
/// copied into every piece that jumps to them, so that they cut nothing.
fn is_floating(f: &Function, b: usize) -> bool {
    let blk = &f.blocks[b];
    b != f.start.0 as usize && blk.handler.is_none() && blk.stmts.len() <= 8 && blk.transfer.targets().is_empty()
}

/// Blocks reachable from the start in reverse postorder (edges: transfer
/// targets and the handler).
fn reverse_postorder(f: &Function) -> Vec<usize> {
    let n = f.blocks.len();
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let succs = |b: usize| -> Vec<usize> {
        let blk = &f.blocks[b];
        blk.transfer.targets().into_iter().chain(blk.handler).map(|t| t.0 as usize).filter(|&t| t < n).collect()
    };
    let start = f.start.0 as usize;
    if start >= n {
        return Vec::new();
    }
    seen[start] = true;
    let mut stack = vec![(start, succs(start), 0usize)];
    while let Some((b, ss, i)) = stack.last_mut() {
        if *i < ss.len() {
            let t = ss[*i];
            *i += 1;
            if !seen[t] {
                seen[t] = true;
                let st = succs(t);
                stack.push((t, st, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The cut blocks (the first is the start) and each block's piece.  The
/// candidates lie on the heavy path of the dominator tree (from each block
/// to its child dominating the most statements: the rest of the program
/// after a top-level declaration); a candidate `B` is a cut when no edge
/// leaves the subtree of blocks it dominates (edges to floating blocks do
/// not count), and it is taken once the piece before it has `piece`
/// statements.  Only `order`'s blocks get a piece.
fn choose_pieces(f: &Function, order: &[usize], floating: &[bool], size_of: &impl Fn(usize) -> usize, piece: usize) -> (Vec<usize>, Vec<usize>) {
    let n = f.blocks.len();
    let mut rpo = vec![usize::MAX; n];
    for (i, &b) in order.iter().enumerate() {
        rpo[b] = i;
    }
    let succs = |b: usize| -> Vec<usize> {
        let blk = &f.blocks[b];
        blk.transfer.targets().into_iter().chain(blk.handler).map(|t| t.0 as usize).filter(|&t| t < n && !floating[t]).collect()
    };
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &b in order {
        for t in succs(b) {
            preds[t].push(b);
        }
    }
    // Dominators (Cooper, Harvey and Kennedy), indexed by rpo position.
    let m = order.len();
    let mut idom = vec![usize::MAX; m];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..m {
            let mut new = usize::MAX;
            for &pb in &preds[order[i]] {
                let mut a = rpo[pb];
                if a == usize::MAX || idom[a] == usize::MAX {
                    continue;
                }
                if new == usize::MAX {
                    new = a;
                    continue;
                }
                let mut c = new;
                while a != c {
                    while a > c {
                        a = idom[a];
                    }
                    while c > a {
                        c = idom[c];
                    }
                }
                new = a;
            }
            if new != idom[i] {
                idom[i] = new;
                changed = true;
            }
        }
    }
    // The dominator tree: preorder numbers, subtree sizes and weights, and
    // the range of preorder numbers the subtree's edges reach.
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); m];
    for i in 1..m {
        if idom[i] != usize::MAX {
            children[idom[i]].push(i);
        }
    }
    let mut pre = vec![0usize; m];
    let mut preorder = Vec::with_capacity(m);
    let mut stack = vec![0usize];
    while let Some(i) = stack.pop() {
        pre[i] = preorder.len();
        preorder.push(i);
        stack.extend(children[i].iter().rev().copied());
    }
    let mut count = vec![1usize; m];
    let mut weight: Vec<usize> = (0..m).map(|i| size_of(order[i])).collect();
    let mut lo: Vec<usize> = vec![usize::MAX; m];
    let mut hi: Vec<usize> = vec![0; m];
    for i in 0..m {
        for t in succs(order[i]) {
            let tp = pre[rpo[t]];
            lo[i] = lo[i].min(tp);
            hi[i] = hi[i].max(tp);
        }
    }
    for &i in preorder.iter().rev() {
        if i != 0 {
            let d = idom[i];
            count[d] += count[i];
            weight[d] += weight[i];
            lo[d] = lo[d].min(lo[i]);
            hi[d] = hi[d].max(hi[i]);
        }
    }
    let closed = |i: usize| lo[i] >= pre[i] && (hi[i] < pre[i] + count[i] || hi[i] == 0 && lo[i] == usize::MAX);
    // Walk the heavy path, cutting where allowed.
    let mut cuts = vec![0usize];
    let mut last = 0usize;
    let mut node = 0usize;
    while let Some(&h) = children[node].iter().max_by_key(|&&c| weight[c]) {
        node = h;
        if weight[last] - weight[node] >= piece && weight[node] >= piece / 4 && closed(node) && f.blocks[order[node]].handler.is_none() {
            cuts.push(node);
            last = node;
        }
    }
    // Each block's piece: that of its nearest dominating cut.
    let mut piece = vec![0usize; m];
    let cut_index: HashMap<usize, usize> = cuts.iter().enumerate().map(|(k, &c)| (c, k)).collect();
    for &i in &preorder {
        piece[i] = match cut_index.get(&i) {
            Some(&k) => k,
            None if i == 0 => 0,
            None => piece[idom[i]],
        };
    }
    let mut piece_of = vec![0usize; n];
    for i in 0..m {
        piece_of[order[i]] = piece[i];
    }
    (cuts.iter().map(|&i| order[i]).collect(), piece_of)
}
