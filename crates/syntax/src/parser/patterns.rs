//! Patterns: atomic patterns, constructor application, infix constructors
//! (`x :: xs`), typed patterns and layered `vid <: ty> as pat`.
//!
//! `=` is never an infix operator in a pattern: it ends the pattern in
//! `val p = e` and `fun f p = e`.  Function clause heads reuse
//! `pat_items`, the flat list of atomic patterns and infix operators.

use super::infix::InfixOp;
use super::{PResult, Parser};
use crate::ast::{Label, LongIdent, Pat, PatKind, SCon, SpannedLabel};
use crate::token::TokenKind;

/// One element of a flat pattern: an atomic pattern or an infix operator.
pub(crate) enum PatItem {
    Atom(Pat),
    Op(InfixOp),
}

impl<'d> Parser<'d> {
    pub(crate) fn pat(&mut self) -> PResult<Pat> {
        self.nested("pattern", |p| {
            let lo = p.lo();
            // `(x) as p` is not `<op> vid <: ty> as pat` (Definition 2.8).
            let parenthesized = p.at(&TokenKind::LParen);
            let items = p.pat_items()?;
            let mut pat = p.build_pat(items)?;
            while p.eat(&TokenKind::Colon) {
                let t = p.ty()?;
                pat = Pat { kind: PatKind::Typed(Box::new(pat), t), span: p.span_from(lo) };
            }
            if p.at(&TokenKind::As) {
                p.bump();
                let (op, id, ty) = match pat.kind {
                    PatKind::Var { id, op } if !id.is_qualified() && !parenthesized => (op, id.id, None),
                    PatKind::Typed(inner, t) => match inner.kind {
                        PatKind::Var { id, op } if !id.is_qualified() && !parenthesized => (op, id.id, Some(t)),
                        _ => return Err(p.error_at(pat.span, "the left side of `as` must be a variable (optionally typed)")),
                    },
                    _ => return Err(p.error_at(pat.span, "the left side of `as` must be a variable (optionally typed)")),
                };
                let rhs = p.pat()?;
                pat = Pat { kind: PatKind::Layered { op, id, ty, pat: Box::new(rhs) }, span: p.span_from(lo) };
            }
            Ok(pat)
        })
    }

    /// Whether the next token starts an atomic pattern (infix identifiers
    /// without `op` do not).
    pub(crate) fn at_atpat(&self) -> bool {
        match self.peek() {
            TokenKind::Ident(_) => !self.at_infix(),
            TokenKind::Underscore
            | TokenKind::LongIdent(..)
            | TokenKind::Op
            | TokenKind::Int { .. }
            | TokenKind::Word { .. }
            | TokenKind::Real(_)
            | TokenKind::Char(_)
            | TokenKind::String(_)
            | TokenKind::LParen
            | TokenKind::LBracket
            | TokenKind::LBrace => true,
            _ => false,
        }
    }

    /// Reads atomic patterns and infix operators up to the first token that
    /// is neither.
    pub(crate) fn pat_items(&mut self) -> PResult<Vec<PatItem>> {
        let mut items = Vec::new();
        loop {
            if self.at_atpat() {
                items.push(PatItem::Atom(self.atpat()?));
            } else if let (TokenKind::Ident(name), true) = (self.peek(), self.at_infix()) {
                let fixity = self.fixity.get(name);
                let ident = self.ident("operator")?;
                items.push(PatItem::Op(InfixOp { ident, fixity }));
            } else {
                break;
            }
        }
        Ok(items)
    }

    /// Groups constructor applications (`C atpat`), then resolves infix.
    pub(crate) fn build_pat(&mut self, items: Vec<PatItem>) -> PResult<Pat> {
        if items.is_empty() {
            return Err(self.expected("a pattern"));
        }
        self.check_chain(items.len() / 2, "pattern", self.span())?;
        let mut first: Option<Pat> = None;
        let mut rest: Vec<(InfixOp, Pat)> = Vec::new();
        let mut pending_op: Option<InfixOp> = None;
        let mut atoms: Vec<Pat> = Vec::new();
        let mut iter = items.into_iter().peekable();
        loop {
            // Collect the atoms of one operand.
            while let Some(PatItem::Atom(_)) = iter.peek() {
                if let Some(PatItem::Atom(a)) = iter.next() {
                    atoms.push(a);
                }
            }
            if atoms.is_empty() {
                let op = match iter.next() {
                    Some(PatItem::Op(op)) => op,
                    _ => return Err(self.expected("a pattern")),
                };
                let msg = match &pending_op {
                    Some(prev) => format!("expected a pattern after infix `{}`, found infix `{}`", prev.ident.name, op.ident.name),
                    None => format!("infix operator `{}` used without `op`", op.ident.name),
                };
                return Err(self.error_at(op.ident.span, msg));
            }
            let operand = self.apply_pats(std::mem::take(&mut atoms))?;
            match pending_op.take() {
                None => first = Some(operand),
                Some(op) => rest.push((op, operand)),
            }
            match iter.next() {
                Some(PatItem::Op(op)) => {
                    if iter.peek().is_none() {
                        let name = op.ident.name.clone();
                        return Err(self.expected(&format!("a pattern after infix `{}`", name)));
                    }
                    pending_op = Some(op);
                }
                _ => break,
            }
        }
        let first = match first {
            Some(f) => f,
            None => return Err(self.expected("a pattern")),
        };
        let pat = self.resolve_infix(first, rest, |op, l, r| {
            let span = l.span.to(r.span);
            let arg = Pat { kind: PatKind::Tuple(vec![l, r]), span };
            Pat { kind: PatKind::Con { con: LongIdent::unqualified(op), op: false, arg: Box::new(arg) }, span }
        });
        Ok(pat)
    }

    /// `atpat` or `longvid atpat`.
    fn apply_pats(&mut self, mut atoms: Vec<Pat>) -> PResult<Pat> {
        if atoms.len() == 1 {
            return Ok(atoms.pop().unwrap_or(Pat { kind: PatKind::Wild, span: self.span() }));
        }
        if atoms.len() > 2 {
            let sp = atoms[2].span.to(atoms[atoms.len() - 1].span);
            return Err(self.error_at(sp, "too many patterns: a constructor takes exactly one argument"));
        }
        let arg = atoms.pop().unwrap_or(Pat { kind: PatKind::Wild, span: self.span() });
        let head = atoms.pop().unwrap_or(Pat { kind: PatKind::Wild, span: self.span() });
        let span = head.span.to(arg.span);
        match head.kind {
            PatKind::Var { id, op } => Ok(Pat { kind: PatKind::Con { con: id, op, arg: Box::new(arg) }, span }),
            _ => Err(self.error_at(head.span, "only a constructor can be applied to an argument in a pattern")),
        }
    }

    pub(crate) fn atpat(&mut self) -> PResult<Pat> {
        let lo = self.lo();
        match self.peek().clone() {
            TokenKind::Underscore => {
                let span = self.bump();
                Ok(Pat { kind: PatKind::Wild, span })
            }
            TokenKind::Op => {
                self.bump();
                let id = self.long_ident("an identifier after `op`")?;
                Ok(Pat { kind: PatKind::Var { id, op: true }, span: self.span_from(lo) })
            }
            TokenKind::Ident(_) | TokenKind::LongIdent(..) => {
                let id = self.long_ident("identifier")?;
                let span = id.span;
                Ok(Pat { kind: PatKind::Var { id, op: false }, span })
            }
            TokenKind::Real(_) => {
                let span = self.bump();
                Err(self.error_at(span, "real constants are not allowed in patterns"))
            }
            TokenKind::Int { .. } | TokenKind::Word { .. } | TokenKind::Char(_) | TokenKind::String(_) => {
                let c = self.scon()?;
                Ok(Pat { kind: PatKind::Const(c), span: self.span_from(lo) })
            }
            TokenKind::LParen => {
                self.bump();
                if self.eat(&TokenKind::RParen) {
                    return Ok(Pat { kind: PatKind::Tuple(vec![]), span: self.span_from(lo) });
                }
                let first = self.or_pat()?;
                if self.at(&TokenKind::Comma) {
                    let mut ps = vec![first];
                    while self.eat(&TokenKind::Comma) {
                        ps.push(self.or_pat()?);
                    }
                    self.expect_closing(&TokenKind::RParen, lo)?;
                    return Ok(Pat { kind: PatKind::Tuple(ps), span: self.span_from(lo) });
                }
                self.expect_closing(&TokenKind::RParen, lo)?;
                Ok(first)
            }
            TokenKind::LBracket => {
                self.bump();
                let mut ps = Vec::new();
                if !self.at(&TokenKind::RBracket) {
                    loop {
                        ps.push(self.or_pat()?);
                        if !self.eat(&TokenKind::Comma) {
                            break;
                        }
                    }
                }
                self.expect_closing(&TokenKind::RBracket, lo)?;
                Ok(Pat { kind: PatKind::List(ps), span: self.span_from(lo) })
            }
            TokenKind::LBrace => self.record_pat(),
            _ => Err(self.expected("a pattern")),
        }
    }

    /// `{ patrow }` with punning (`{x, y = p}` is `{x = x, y = p}`) and `...`.
    fn record_pat(&mut self) -> PResult<Pat> {
        let lo = self.lo();
        self.bump();
        let mut fields: Vec<(SpannedLabel, Pat)> = Vec::new();
        let mut flexible = false;
        if !self.at(&TokenKind::RBrace) {
            loop {
                if self.at(&TokenKind::DotDotDot) {
                    self.bump();
                    flexible = true;
                    if !self.at(&TokenKind::RBrace) {
                        return Err(self.expected("`}` after `...` (it must come last in a record pattern)"));
                    }
                    break;
                }
                let label = self.label()?;
                if self.eat(&TokenKind::Equals) {
                    let p = self.pat()?;
                    fields.push((label, p));
                } else {
                    // Punned field: `lab <: ty> <as pat>` stands for `lab = lab <: ty> <as pat>`.
                    let name = match &label.label {
                        Label::Name(n) => n.clone(),
                        Label::Num(_) => return Err(self.expected("`=` after a numeric label")),
                    };
                    let id = LongIdent::unqualified(self.ident_from(&name, label.span));
                    let mut p = Pat { kind: PatKind::Var { id: id.clone(), op: false }, span: label.span };
                    let mut ty = None;
                    if self.eat(&TokenKind::Colon) {
                        let t = self.ty()?;
                        ty = Some(t.clone());
                        p = Pat { kind: PatKind::Typed(Box::new(p), t), span: self.span_from(label.span.lo) };
                    }
                    if self.eat(&TokenKind::As) {
                        let rhs = self.pat()?;
                        p = Pat {
                            kind: PatKind::Layered { op: false, id: id.id, ty, pat: Box::new(rhs) },
                            span: self.span_from(label.span.lo),
                        };
                    }
                    fields.push((label, p));
                }
                if !self.eat(&TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect_closing(&TokenKind::RBrace, lo)?;
        Ok(Pat { kind: PatKind::Record { fields, flexible }, span: self.span_from(lo) })
    }

    /// A special constant token.
    pub(crate) fn scon(&mut self) -> PResult<SCon> {
        let c = match self.peek().clone() {
            TokenKind::Int { negative, hex, digits } => SCon::Int { negative, hex, digits },
            TokenKind::Word { hex, digits } => SCon::Word { hex, digits },
            TokenKind::Real(s) => SCon::Real(s),
            TokenKind::Char(c) => SCon::Char(c),
            TokenKind::String(s) => SCon::String(s),
            _ => return Err(self.expected("a constant")),
        };
        self.bump();
        Ok(c)
    }

    /// Expects a closing bracket; the message names the opening one.
    pub(crate) fn expect_closing(&mut self, k: &TokenKind, open_lo: u32) -> PResult<()> {
        if self.eat(k) {
            return Ok(());
        }
        let found = self.peek().describe();
        let sp = self.span();
        let open = skein_diagnostics::Span { file: self.file, lo: open_lo, hi: open_lo + 1 };
        if self.last_error_tok != Some(self.pos) {
            self.push_diag(
                skein_diagnostics::Diagnostic::error(sp, format!("expected `{}`, found {}", k.spelling(), found))
                    .with_secondary(open, "unclosed bracket opened here"),
            );
        }
        self.last_error_tok = Some(self.pos);
        Err(super::Fail)
    }
}
