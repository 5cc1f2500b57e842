//! The block-building state of the function being translated: its blocks
//! (open ones have no transfer yet), the current block, the handler new
//! blocks get, and where each Mono variable lives in this function.
//!
//! Mono variables are unique in the program, so one map per function is
//! enough: a binding never shadows another.

use skein_ir::mono;
use skein_ir::ssa::{Block, BlockId, Program, Statement, Transfer, VarId};
use std::collections::HashMap;

pub(crate) struct Draft {
    params: Vec<VarId>,
    stmts: Vec<Statement>,
    transfer: Option<Transfer>,
    handler: Option<BlockId>,
}

pub(crate) struct FnBuilder {
    blocks: Vec<Draft>,
    pub cur: BlockId,
    /// The handler of blocks created from now on (`None`: the caller).
    pub handler: Option<BlockId>,
    /// Mono variables bound in this function (or lifted/loaded into it).
    pub env: HashMap<mono::VarId, VarId>,
    /// For an escaping `val rec` function: its Mono variable and the SSA
    /// `self` closure parameter.
    pub self_fun: Option<(mono::VarId, VarId)>,
}

impl FnBuilder {
    pub fn new() -> FnBuilder {
        FnBuilder { blocks: Vec::new(), cur: BlockId(0), handler: None, env: HashMap::new(), self_fun: None }
    }

    pub fn new_block(&mut self, params: Vec<VarId>) -> BlockId {
        self.blocks.push(Draft { params, stmts: Vec::new(), transfer: None, handler: self.handler });
        BlockId(self.blocks.len() as u32 - 1)
    }

    pub fn new_block_with_handler(&mut self, params: Vec<VarId>, handler: Option<BlockId>) -> BlockId {
        self.blocks.push(Draft { params, stmts: Vec::new(), transfer: None, handler });
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// How many blocks exist (a mark for `truncate`).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// How many statements block `b` has (a mark for `truncate`).
    pub fn num_stmts(&self, b: BlockId) -> usize {
        self.blocks.get(b.0 as usize).map_or(0, |d| d.stmts.len())
    }

    /// Undoes everything built since a mark: drops the blocks created
    /// after the first `blocks`, and makes `cur`, a block older than the
    /// mark, open again with its first `stmts` statements and current.
    /// The caller must drop every reference to the dropped blocks.
    pub fn truncate(&mut self, blocks: usize, cur: BlockId, stmts: usize) {
        self.blocks.truncate(blocks);
        if let Some(b) = self.blocks.get_mut(cur.0 as usize) {
            b.stmts.truncate(stmts);
            b.transfer = None;
        }
        self.cur = cur;
    }

    pub fn switch_to(&mut self, b: BlockId) {
        self.cur = b;
    }

    pub fn push(&mut self, s: Statement) {
        if let Some(b) = self.blocks.get_mut(self.cur.0 as usize) {
            b.stmts.push(s);
        }
    }

    /// Ends the current block (a second transfer for it is ignored).
    pub fn terminate(&mut self, t: Transfer) {
        if let Some(b) = self.blocks.get_mut(self.cur.0 as usize) {
            if b.transfer.is_none() {
                b.transfer = Some(t);
            }
        }
    }

    pub fn handler_of(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(b.0 as usize).and_then(|d| d.handler)
    }

    pub fn param_of(&self, b: BlockId) -> Option<VarId> {
        self.blocks.get(b.0 as usize).and_then(|d| d.params.first().copied())
    }

    /// The finished blocks.  A block left open (only in ill-formed input)
    /// gets `return` of an undefined variable, which the checker reports.
    pub fn finish(self, out: &mut Program) -> Vec<Block> {
        self.blocks
            .into_iter()
            .map(|d| {
                let transfer = d.transfer.unwrap_or_else(|| Transfer::Return(out.new_var("?open_block", skein_ir::ssa::Type::unit())));
                Block { params: d.params, stmts: d.stmts, transfer, handler: d.handler }
            })
            .collect()
    }
}
