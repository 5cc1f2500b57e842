//! Graph walks over SSA functions shared by the optimiser and the code
//! generator: the successors of a block, strongly connected components
//! (Tarjan's algorithm, iterative: `main` can have tens of thousands of
//! blocks) and the blocks that lie on a cycle.
//!
//! A block's successors are its transfer's targets (jumps, case arms,
//! the continuation of a call) and its handler: an exception raised in
//! the block can go there, so a handler that jumps back forms a loop as
//! much as a jump does.

use super::Function;

/// The successors of block `i` of `f`: transfer targets and the handler,
/// in range (a block id past the end is a checker error, not an edge).
pub fn block_succs(f: &Function, i: usize) -> Vec<usize> {
    let b = &f.blocks[i];
    let mut v: Vec<usize> = b.transfer.targets().into_iter().map(|t| t.0 as usize).collect();
    v.extend(b.handler.map(|h| h.0 as usize));
    v.retain(|&t| t < f.blocks.len());
    v
}

/// Strongly connected components of the graph `succ` (node `v`'s edges go
/// to `succ[v]`), each sorted, in reverse topological order of the
/// condensation (a component comes before those that reach it).
pub fn sccs(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succ.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut next = 0;
    let mut out = Vec::new();
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = work.last_mut() {
            if *i < succ[v].len() {
                let w = succ[v][*i];
                *i += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                work.pop();
                if let Some(&(u, _)) = work.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut c = Vec::new();
                    while let Some(w) = stack.pop() {
                        on_stack[w] = false;
                        c.push(w);
                        if w == v {
                            break;
                        }
                    }
                    c.sort_unstable();
                    out.push(c);
                }
            }
        }
    }
    out
}

/// Which blocks of `f` lie on a cycle of `block_succs` edges: in a
/// component of two or more blocks, or jumping to themselves.
pub fn cyclic_blocks(f: &Function) -> Vec<bool> {
    let succ: Vec<Vec<usize>> = (0..f.blocks.len()).map(|i| block_succs(f, i)).collect();
    let mut cyclic = vec![false; succ.len()];
    for c in sccs(&succ) {
        if c.len() > 1 || succ[c[0]].contains(&c[0]) {
            for b in c {
                cyclic[b] = true;
            }
        }
    }
    cyclic
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sccs_find_cycles_only_where_they_are() {
        // 0 -> 1 -> 2 -> 1, 3 -> 3, 4 -> 0
        let succ = vec![vec![1], vec![2], vec![1], vec![3], vec![0]];
        let mut c = sccs(&succ);
        c.sort();
        assert_eq!(c, vec![vec![0], vec![1, 2], vec![3], vec![4]]);
    }
}
