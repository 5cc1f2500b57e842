//! Successor ML or-patterns (`allowOrPats`) and the optional leading bar
//! (`allowOptBar`).
//!
//! An or-pattern `(p1 | ... | pn)` is parsed into `PatKind::Or` inside
//! parentheses, tuples and lists.  A match rule or function clause whose
//! patterns contain or-patterns is then expanded into one rule (clause) per
//! combination of alternatives, all with the same body, so that nothing
//! after the parser sees `PatKind::Or` except in `val` bindings, where it
//! is an error.  First-match semantics are kept: the expanded rules keep
//! the order of the alternatives.  Every expanded rule after the first is
//! marked `or_alternative`, by which the elaborator checks that the
//! alternatives bind the same variables (`expr.rs`, `OrAlternatives`).

use super::{PResult, Parser};
use crate::ast::{Pat, PatKind};
use crate::token::TokenKind;

/// At most this many rules (or clauses) from one rule with or-patterns.
const MAX_EXPANSION: usize = 1024;

impl<'d> Parser<'d> {
    /// With `allowOptBar`, skips a `|` before the first rule/clause/constructor.
    pub(crate) fn eat_optional_bar(&mut self) {
        if self.options.opt_bar {
            self.eat(&TokenKind::Bar);
        }
    }

    /// A pattern that may be an or-pattern `p1 | ... | pn` (inside brackets).
    pub(crate) fn or_pat(&mut self) -> PResult<Pat> {
        let lo = self.lo();
        let first = self.pat()?;
        if !self.at(&TokenKind::Bar) {
            return Ok(first);
        }
        if !self.options.or_pats {
            let sp = self.span();
            return Err(self.error_at(sp, "or-patterns `(p1 | p2)` need the ML Basis annotation `ann \"allowOrPats true\" in ... end`"));
        }
        let mut alts = vec![first];
        while self.eat(&TokenKind::Bar) {
            alts.push(self.pat()?);
        }
        Ok(Pat { kind: PatKind::Or(alts), span: self.span_from(lo) })
    }

    /// Every combination of the alternatives of the or-patterns in `pats`
    /// (just `pats` when there are none).
    pub(crate) fn expand_or_patterns(&mut self, pats: &[Pat]) -> PResult<Vec<Vec<Pat>>> {
        if !pats.iter().any(contains_or) {
            return Ok(vec![pats.to_vec()]);
        }
        match product(pats) {
            Some(v) => Ok(v),
            None => {
                let span = pats[0].span.to(pats[pats.len() - 1].span);
                Err(self.error_at(span, format!("or-patterns here give more than {} alternatives", MAX_EXPANSION)))
            }
        }
    }
}

/// Whether `p` has an or-pattern anywhere.
pub(crate) fn contains_or(p: &Pat) -> bool {
    match &p.kind {
        PatKind::Or(_) => true,
        PatKind::Wild | PatKind::Const(_) | PatKind::Var { .. } => false,
        PatKind::Record { fields, .. } => fields.iter().any(|(_, p)| contains_or(p)),
        PatKind::Tuple(ps) | PatKind::List(ps) => ps.iter().any(contains_or),
        PatKind::Con { arg, .. } => contains_or(arg),
        PatKind::Typed(p, _) => contains_or(p),
        PatKind::Layered { pat, .. } => contains_or(pat),
    }
}

/// The alternatives of each pattern combined; `None` if too many.
fn product(pats: &[Pat]) -> Option<Vec<Vec<Pat>>> {
    let mut out: Vec<Vec<Pat>> = vec![Vec::new()];
    for p in pats {
        let alts = expand(p)?;
        if out.len() * alts.len() > MAX_EXPANSION {
            return None;
        }
        out = out.iter().flat_map(|prefix| alts.iter().map(move |a| [prefix.clone(), vec![a.clone()]].concat())).collect();
    }
    Some(out)
}

/// The or-free patterns `p` stands for, in order.
fn expand(p: &Pat) -> Option<Vec<Pat>> {
    let span = p.span;
    let rebuild = |kind: PatKind| Pat { kind, span };
    Some(match &p.kind {
        PatKind::Wild | PatKind::Const(_) | PatKind::Var { .. } => vec![p.clone()],
        PatKind::Or(alts) => {
            let mut out = Vec::new();
            for a in alts {
                out.extend(expand(a)?);
                if out.len() > MAX_EXPANSION {
                    return None;
                }
            }
            out
        }
        PatKind::Tuple(ps) => product(ps)?.into_iter().map(|ps| rebuild(PatKind::Tuple(ps))).collect(),
        PatKind::List(ps) => product(ps)?.into_iter().map(|ps| rebuild(PatKind::List(ps))).collect(),
        PatKind::Record { fields, flexible } => {
            let pats: Vec<Pat> = fields.iter().map(|(_, p)| p.clone()).collect();
            product(&pats)?
                .into_iter()
                .map(|ps| {
                    let fields = fields.iter().zip(ps).map(|((l, _), p)| (l.clone(), p)).collect();
                    rebuild(PatKind::Record { fields, flexible: *flexible })
                })
                .collect()
        }
        PatKind::Con { con, op, arg } => {
            expand(arg)?.into_iter().map(|a| rebuild(PatKind::Con { con: con.clone(), op: *op, arg: Box::new(a) })).collect()
        }
        PatKind::Typed(inner, ty) => expand(inner)?.into_iter().map(|a| rebuild(PatKind::Typed(Box::new(a), ty.clone()))).collect(),
        PatKind::Layered { op, id, ty, pat } => expand(pat)?
            .into_iter()
            .map(|a| rebuild(PatKind::Layered { op: *op, id: id.clone(), ty: ty.clone(), pat: Box::new(a) }))
            .collect(),
    })
}
