//! Infix resolution (Definition, section 2.6): a flat list
//! `a1 op1 a2 op2 ... an` is grouped by precedence (0..9, higher binds
//! tighter) and associativity.  Operators of equal precedence but opposite
//! associativity cannot be mixed without parentheses.  The resolution is
//! an operator-precedence (shunting-yard) loop, so long chains cost linear
//! time and no recursion.

use super::Parser;
use crate::ast::{Fixity, Ident};

/// An infix operator occurrence with the fixity it had where it was read.
pub(crate) struct InfixOp {
    pub ident: Ident,
    pub fixity: Fixity,
}

fn prec_assoc(f: Fixity) -> (u8, bool) {
    match f {
        Fixity::Infix(p) => (p, false),
        Fixity::Infixr(p) => (p, true),
        Fixity::Nonfix => (0, false),
    }
}

impl<'d> Parser<'d> {
    /// Resolves `first op1 a2 ... opn an`; `combine(op, lhs, rhs)` builds
    /// one application.
    pub(crate) fn resolve_infix<T>(
        &mut self,
        first: T,
        rest: Vec<(InfixOp, T)>,
        mut combine: impl FnMut(Ident, T, T) -> T,
    ) -> T {
        let mut operands: Vec<T> = Vec::with_capacity(rest.len() + 1);
        let mut ops: Vec<InfixOp> = Vec::with_capacity(rest.len());
        operands.push(first);
        let mut reported = false;
        for (op, rhs) in rest {
            let (p, right) = prec_assoc(op.fixity);
            while let Some(top) = ops.last() {
                let (tp, tright) = prec_assoc(top.fixity);
                if tp == p && tright != right && !reported {
                    reported = true;
                    let (l, r) = if tright { (&op.ident, &top.ident) } else { (&top.ident, &op.ident) };
                    let msg = format!(
                        "cannot mix left-associative `{}` and right-associative `{}` of the same precedence {} without parentheses",
                        l.name, r.name, p
                    );
                    let span = op.ident.span;
                    let secondary = top.ident.span;
                    self.push_diag(
                        skein_diagnostics::Diagnostic::error(span, msg).with_secondary(secondary, "the other operator"),
                    );
                }
                if tp > p || (tp == p && !right) || (tp == p && tright != right) {
                    Self::reduce(&mut operands, &mut ops, &mut combine);
                } else {
                    break;
                }
            }
            ops.push(op);
            operands.push(rhs);
        }
        while !ops.is_empty() {
            Self::reduce(&mut operands, &mut ops, &mut combine);
        }
        // Exactly one operand remains.
        operands.pop().expect("infix resolution keeps one operand")
    }

    fn reduce<T>(operands: &mut Vec<T>, ops: &mut Vec<InfixOp>, combine: &mut impl FnMut(Ident, T, T) -> T) {
        if let (Some(op), Some(rhs), Some(lhs)) = (ops.pop(), operands.pop(), operands.pop()) {
            operands.push(combine(op.ident, lhs, rhs));
        }
    }
}
