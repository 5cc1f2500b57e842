//! Expressions.  Precedence, loosest first:
//! `raise`/`if`/`while`/`case`/`fn` (extend as far right as possible),
//! `handle`, `orelse`, `andalso`, `e : ty`, infix operators (by fixity),
//! application, atomic expressions.  The right operand of `andalso` and
//! `orelse` may also be one of the keyword forms (`x orelse raise E`),
//! as MLton accepts.

use super::infix::InfixOp;
use super::{Level, PResult, Parser, Term};
use crate::ast::{Exp, ExpKind, FfiKind, LongIdent, Match, Rule};
use crate::token::TokenKind;

/// The attributes MLton accepts between `_import "name"` and `:` (calling
/// convention, symbol scope, purity); Skein accepts and ignores them: cdecl
/// is the only convention on x86-64 and aarch64, and every call is treated
/// as impure.
/// The attributes MLton accepts on `_address` and `_symbol` (besides
/// `_symbol`'s `alloc`); accepted and ignored.
const SYMBOL_ATTRIBUTES: &[&str] = &["external", "private", "public"];
const IMPORT_ATTRIBUTES: &[&str] = &["cdecl", "stdcall", "external", "impure", "pure", "private", "public", "reentrant", "runtime"];

impl<'d> Parser<'d> {
    pub(crate) fn exp(&mut self) -> PResult<Exp> {
        self.nested("expression", |p| p.exp_inner())
    }

    fn at_keyword_exp(&self) -> bool {
        matches!(self.peek(), TokenKind::Raise | TokenKind::If | TokenKind::While | TokenKind::Case | TokenKind::Fn)
    }

    fn exp_inner(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        match self.peek() {
            TokenKind::Raise => {
                self.bump();
                let e = self.exp()?;
                Ok(Exp { kind: ExpKind::Raise(Box::new(e)), span: self.span_from(lo) })
            }
            TokenKind::If => {
                self.bump();
                let c = self.exp()?;
                self.expect_after(&TokenKind::Then, &c)?;
                let t = self.exp()?;
                self.expect(&TokenKind::Else)?;
                let e = self.exp()?;
                Ok(Exp { kind: ExpKind::If(Box::new(c), Box::new(t), Box::new(e)), span: self.span_from(lo) })
            }
            TokenKind::While => {
                self.bump();
                let c = self.exp()?;
                self.expect_after(&TokenKind::Do, &c)?;
                let b = self.exp()?;
                Ok(Exp { kind: ExpKind::While(Box::new(c), Box::new(b)), span: self.span_from(lo) })
            }
            TokenKind::Case => {
                self.bump();
                let e = self.exp()?;
                self.expect_after(&TokenKind::Of, &e)?;
                let m = self.match_()?;
                Ok(Exp { kind: ExpKind::Case(Box::new(e), m), span: self.span_from(lo) })
            }
            TokenKind::Fn => {
                self.bump();
                let m = self.match_()?;
                Ok(Exp { kind: ExpKind::Fn(m), span: self.span_from(lo) })
            }
            _ => {
                let e = self.orelse_exp()?;
                if self.eat(&TokenKind::Handle) {
                    let m = self.match_()?;
                    return Ok(Exp { kind: ExpKind::Handle(Box::new(e), m), span: self.span_from(lo) });
                }
                Ok(e)
            }
        }
    }

    /// Expects keyword `k` after expression `e`.  When it is missing and
    /// `e` ends in an application `f a`, the keyword most likely belongs
    /// before `a` (`if c x then` was meant as `if c then x`), so the error
    /// points there.
    fn expect_after(&mut self, k: &TokenKind, e: &Exp) -> PResult<()> {
        if self.eat(k) {
            return Ok(());
        }
        if let ExpKind::App(f, a) = &e.kind {
            if a.span.lo >= f.span.hi && !matches!(a.kind, ExpKind::Tuple(_) | ExpKind::Record(_) | ExpKind::Seq(_)) {
                let found = self.peek().describe();
                return Err(self.error_at(
                    a.span,
                    format!("expected `{}` before this expression (found {} after it)", k.spelling(), found),
                ));
            }
        }
        self.expect(k).map(|_| ())
    }

    /// `pat => exp | ... | pat => exp`
    /// (with `allowOptBar`, a `|` may come first; with `allowOrPats`, a rule
    /// whose pattern has or-patterns becomes one rule per alternative).
    pub(crate) fn match_(&mut self) -> PResult<Match> {
        let mut rules = Vec::new();
        self.eat_optional_bar();
        loop {
            let lo = self.lo();
            let pat = self.pat()?;
            self.expect(&TokenKind::DArrow)?;
            let exp = self.exp()?;
            let span = self.span_from(lo);
            // One rule per alternative of an or-pattern, each with its own
            // copy of the body; the last takes the body itself (copying it
            // always made nested `case`s cost O(depth^2)).
            let alternatives = self.expand_or_patterns(&[pat])?;
            let last = alternatives.len().saturating_sub(1);
            let mut exp = Some(exp);
            for (i, pat) in alternatives.into_iter().enumerate() {
                let pat = pat.into_iter().next().expect("one pattern in, one out");
                let exp = if i == last { exp.take() } else { exp.clone() }.expect("the body is moved out last");
                rules.push(Rule { pat, exp, span, or_alternative: i > 0 });
            }
            if !self.eat(&TokenKind::Bar) {
                break;
            }
        }
        Ok(rules)
    }

    fn orelse_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        let mut e = self.andalso_exp()?;
        let mut n = 0;
        while self.at(&TokenKind::Orelse) {
            n += 1;
            let sp = self.bump();
            self.check_chain(n, "expression", sp)?;
            let r = if self.at_keyword_exp() { self.exp()? } else { self.andalso_exp()? };
            e = Exp { kind: ExpKind::Orelse(Box::new(e), Box::new(r)), span: self.span_from(lo) };
        }
        Ok(e)
    }

    fn andalso_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        let mut e = self.typed_exp()?;
        let mut n = 0;
        while self.at(&TokenKind::Andalso) {
            n += 1;
            let sp = self.bump();
            self.check_chain(n, "expression", sp)?;
            let r = if self.at_keyword_exp() { self.exp()? } else { self.typed_exp()? };
            e = Exp { kind: ExpKind::Andalso(Box::new(e), Box::new(r)), span: self.span_from(lo) };
        }
        Ok(e)
    }

    fn typed_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        let mut e = self.infexp()?;
        while self.eat(&TokenKind::Colon) {
            let t = self.ty()?;
            e = Exp { kind: ExpKind::Typed(Box::new(e), t), span: self.span_from(lo) };
        }
        Ok(e)
    }

    /// Whether the next token starts an atomic expression (an infix
    /// identifier without `op` does not).
    pub(crate) fn at_atexp(&self) -> bool {
        match self.peek() {
            TokenKind::Ident(_) | TokenKind::Equals => !self.at_infix(),
            TokenKind::LongIdent(..)
            | TokenKind::Op
            | TokenKind::Int { .. }
            | TokenKind::Word { .. }
            | TokenKind::Real(_)
            | TokenKind::Char(_)
            | TokenKind::String(_)
            | TokenKind::LParen
            | TokenKind::LBracket
            | TokenKind::LBrace
            | TokenKind::Hash
            | TokenKind::Let
            | TokenKind::Prim
            | TokenKind::Import
            | TokenKind::Address
            | TokenKind::Symbol => true,
            _ => false,
        }
    }

    /// Whether the next token can start an expression at all.
    pub(crate) fn at_exp_start(&self) -> bool {
        self.at_atexp() || self.at_keyword_exp()
    }

    /// `app_exp (op app_exp)*`, resolved by fixity.
    fn infexp(&mut self) -> PResult<Exp> {
        if !self.at_atexp() {
            if self.at_infix() {
                let sp = self.span();
                let name = self.infix_name();
                return Err(self.error_at(sp, format!("infix operator `{}` used without `op`", name)));
            }
            return Err(self.expected("an expression"));
        }
        let first = self.app_exp()?;
        let mut rest: Vec<(InfixOp, Exp)> = Vec::new();
        while self.at_infix() {
            let name = self.infix_name();
            let fixity = self.fixity.get(&name);
            let span = self.bump();
            if !self.at_atexp() {
                if self.at_infix() {
                    let sp = self.span();
                    let other = self.infix_name();
                    return Err(self.error_at(
                        sp,
                        format!("expected an expression after infix `{}`, found infix `{}` (write `op {}` to use it as a value)", name, other, other),
                    ));
                }
                return Err(self.expected(&format!("an expression after infix `{}`", name)));
            }
            self.check_chain(rest.len() + 1, "expression", span)?;
            let rhs = self.app_exp()?;
            rest.push((InfixOp { ident: self.ident_from(&name, span), fixity }, rhs));
        }
        if rest.is_empty() {
            return Ok(first);
        }
        Ok(self.resolve_infix(first, rest, |op, l, r| {
            let span = l.span.to(r.span);
            let f = Exp { kind: ExpKind::Var { id: LongIdent::unqualified(op.clone()), op: false }, span: op.span };
            let arg = Exp { kind: ExpKind::Tuple(vec![l, r]), span };
            Exp { kind: ExpKind::App(Box::new(f), Box::new(arg)), span }
        }))
    }

    fn infix_name(&self) -> String {
        match self.peek() {
            TokenKind::Ident(s) => s.clone(),
            _ => "=".to_string(),
        }
    }

    /// `atexp atexp ...` (left-nested applications).
    fn app_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        let mut e = self.atexp()?;
        let mut n = 0;
        while self.at_atexp() {
            n += 1;
            let sp = self.span();
            self.check_chain(n, "application", sp)?;
            let a = self.atexp()?;
            e = Exp { kind: ExpKind::App(Box::new(e), Box::new(a)), span: self.span_from(lo) };
        }
        Ok(e)
    }

    fn atexp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        match self.peek().clone() {
            TokenKind::Op => {
                self.bump();
                let id = self.long_ident("an identifier after `op`")?;
                Ok(Exp { kind: ExpKind::Var { id, op: true }, span: self.span_from(lo) })
            }
            TokenKind::Ident(_) | TokenKind::LongIdent(..) | TokenKind::Equals => {
                let id = self.long_ident("identifier")?;
                let span = id.span;
                Ok(Exp { kind: ExpKind::Var { id, op: false }, span })
            }
            TokenKind::Int { .. } | TokenKind::Word { .. } | TokenKind::Real(_) | TokenKind::Char(_) | TokenKind::String(_) => {
                let c = self.scon()?;
                Ok(Exp { kind: ExpKind::Const(c), span: self.span_from(lo) })
            }
            TokenKind::Hash => {
                self.bump();
                let label = self.label()?;
                Ok(Exp { kind: ExpKind::Selector(label), span: self.span_from(lo) })
            }
            TokenKind::LParen => self.nested("expression", |p| p.paren_exp()),
            TokenKind::LBracket => {
                self.bump();
                let mut es = Vec::new();
                if !self.at(&TokenKind::RBracket) {
                    loop {
                        es.push(self.exp()?);
                        if !self.eat(&TokenKind::Comma) {
                            break;
                        }
                    }
                }
                self.expect_closing(&TokenKind::RBracket, lo)?;
                Ok(Exp { kind: ExpKind::List(es), span: self.span_from(lo) })
            }
            TokenKind::LBrace => {
                self.bump();
                let mut fields = Vec::new();
                if !self.at(&TokenKind::RBrace) {
                    loop {
                        let label = self.label()?;
                        let e = match (&label.label, self.at(&TokenKind::Equals)) {
                            (crate::ast::Label::Name(name), false) if self.options.record_pun_exps => {
                                // `{x, ...}` punning: the field `x = x`.
                                let id = LongIdent::unqualified(self.ident_from(name, label.span));
                                Exp { kind: ExpKind::Var { id, op: false }, span: label.span }
                            }
                            _ => {
                                self.expect(&TokenKind::Equals)?;
                                self.exp()?
                            }
                        };
                        fields.push((label, e));
                        if !self.eat(&TokenKind::Comma) {
                            break;
                        }
                    }
                }
                self.expect_closing(&TokenKind::RBrace, lo)?;
                Ok(Exp { kind: ExpKind::Record(fields), span: self.span_from(lo) })
            }
            TokenKind::Let => self.nested("expression", |p| p.let_exp()),
            TokenKind::Prim => {
                self.bump();
                let name = self.name_string("a string (the primitive's name) after `_prim`")?;
                self.expect(&TokenKind::Colon)?;
                let ty = self.ty()?;
                Ok(Exp { kind: ExpKind::Prim { name, ty }, span: self.span_from(lo) })
            }
            TokenKind::Import => {
                // MLton: `_import "cname" attr* : cFuncTy ;` (the `;` is
                // part of MLton's syntax; accepted here, and optional).
                self.bump();
                let indirect = matches!(self.peek(), TokenKind::Ident(s) if s == "*");
                let name = if indirect {
                    self.bump();
                    String::new()
                } else {
                    self.name_string("a string (the C function's name) or `*` after `_import`")?
                };
                while let TokenKind::Ident(attr) = self.peek().clone() {
                    if !IMPORT_ATTRIBUTES.contains(&attr.as_str()) {
                        return Err(self.expected("an `_import` attribute (cdecl, stdcall, external, impure, pure, private, public, reentrant, runtime) or `:`"));
                    }
                    self.bump();
                }
                self.expect(&TokenKind::Colon)?;
                let ty = self.ty()?;
                self.eat(&TokenKind::Semicolon);
                let kind = if indirect { FfiKind::IndirectImport } else { FfiKind::Import };
                Ok(Exp { kind: ExpKind::Import { name, ty, kind }, span: self.span_from(lo) })
            }
            TokenKind::Address | TokenKind::Symbol => {
                // MLton: `_address "sym" attr* : cPtrTy ;` and `_symbol
                // "sym" [alloc] attr* : cSymTy ;` (the `;` optional, as
                // for `_import`).
                let address = self.at(&TokenKind::Address);
                self.bump();
                let what = if address { "a string (the C symbol's name) after `_address`" } else { "a string (the C variable's name) after `_symbol` (indirect `_symbol *` is not supported)" };
                let name = self.name_string(what)?;
                let mut alloc = false;
                while let TokenKind::Ident(attr) = self.peek().clone() {
                    if !address && attr == "alloc" {
                        alloc = true;
                    } else if !SYMBOL_ATTRIBUTES.contains(&attr.as_str()) {
                        return Err(self.expected(if address {
                            "an `_address` attribute (external, private, public) or `:`"
                        } else {
                            "a `_symbol` attribute (alloc, external, private, public) or `:`"
                        }));
                    }
                    self.bump();
                }
                self.expect(&TokenKind::Colon)?;
                let ty = self.ty()?;
                self.eat(&TokenKind::Semicolon);
                let kind = if address { FfiKind::Address } else { FfiKind::Symbol { alloc } };
                Ok(Exp { kind: ExpKind::Import { name, ty, kind }, span: self.span_from(lo) })
            }
            _ => Err(self.expected("an expression")),
        }
    }

    /// The string literal naming a `_prim` or an `_import` (as text);
    /// `what` says what was expected when there is none.
    fn name_string(&mut self, what: &str) -> PResult<String> {
        match self.peek().clone() {
            TokenKind::String(s) => {
                self.bump();
                Ok(String::from_utf8_lossy(&s).into_owned())
            }
            _ => Err(self.expected(what)),
        }
    }

    /// `()`, `(e)`, `(e1, ..., en)`, `(e1; ...; en)`.
    fn paren_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        self.bump();
        if self.eat(&TokenKind::RParen) {
            return Ok(Exp { kind: ExpKind::Tuple(vec![]), span: self.span_from(lo) });
        }
        let first = self.exp()?;
        if self.at(&TokenKind::Comma) {
            let mut es = vec![first];
            while self.eat(&TokenKind::Comma) {
                es.push(self.exp()?);
            }
            self.expect_closing(&TokenKind::RParen, lo)?;
            return Ok(Exp { kind: ExpKind::Tuple(es), span: self.span_from(lo) });
        }
        if self.at(&TokenKind::Semicolon) {
            let mut es = vec![first];
            while self.eat(&TokenKind::Semicolon) {
                if self.options.opt_semicolon && self.at(&TokenKind::RParen) {
                    break;
                }
                es.push(self.exp()?);
            }
            self.expect_closing(&TokenKind::RParen, lo)?;
            if es.len() == 1 {
                // `(e;)` with `allowOptSemicolon`.
                return Ok(es.pop().expect("one expression"));
            }
            return Ok(Exp { kind: ExpKind::Seq(es), span: self.span_from(lo) });
        }
        self.expect_closing(&TokenKind::RParen, lo)?;
        Ok(first)
    }

    /// `let dec in e1; ...; en end`; fixity declared in `dec` ends with it.
    fn let_exp(&mut self) -> PResult<Exp> {
        let lo = self.lo();
        self.bump();
        self.scoped(|p| {
            let decs = p.dec_seq(Level::Core, Term::In);
            p.expect(&TokenKind::In)?;
            let mut body = vec![p.exp()?];
            while p.eat(&TokenKind::Semicolon) {
                if p.options.opt_semicolon && p.at(&TokenKind::End) {
                    break;
                }
                body.push(p.exp()?);
            }
            p.expect_closing_kw(&TokenKind::End, lo, "let")?;
            Ok(Exp { kind: ExpKind::Let(decs, body), span: p.span_from(lo) })
        })
    }

    /// Expects `end` (or another closing keyword), naming the construct it closes.
    pub(crate) fn expect_closing_kw(&mut self, k: &TokenKind, open_lo: u32, what: &str) -> PResult<()> {
        if self.eat(k) {
            return Ok(());
        }
        let found = self.peek().describe();
        let sp = self.span();
        let open = skein_diagnostics::Span { file: self.file, lo: open_lo, hi: open_lo + what.len() as u32 };
        if self.last_error_tok != Some(self.pos) {
            self.push_diag(
                skein_diagnostics::Diagnostic::error(sp, format!("expected `{}`, found {}", k.spelling(), found))
                    .with_secondary(open, format!("this `{}` is not closed", what)),
            );
        }
        self.last_error_tok = Some(self.pos);
        Err(super::Fail)
    }
}
