//! Modules: `structure`, `signature` and `functor` declarations, structure
//! expressions, signature expressions (with `where type` chains) and
//! specifications.

use super::{Level, PResult, Parser, Term};
use crate::ast::{
    Ascription, DecKind, FunctorBind, FunctorParam, Ident, SigBind, SigExp, SigExpKind, Spec, SpecKind, StrBind, StrExp,
    StrExpKind, TypDesc, WhereType,
};
use crate::token::TokenKind;

impl<'d> Parser<'d> {
    /// `structure ...`, `signature ...` or `functor ...` (the caller has
    /// checked that the level allows it).
    pub(crate) fn module_dec(&mut self) -> PResult<DecKind> {
        match self.peek() {
            TokenKind::Structure => {
                self.bump();
                let mut binds = Vec::new();
                loop {
                    let lo = self.lo();
                    let name = self.alnum_ident("a structure name")?;
                    let sig = self.opt_ascription()?;
                    self.expect(&TokenKind::Equals)?;
                    let def = self.strexp()?;
                    binds.push(StrBind { name, sig, def, span: self.span_from(lo) });
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                Ok(DecKind::Structure(binds))
            }
            TokenKind::Signature => {
                self.bump();
                let mut binds = Vec::new();
                loop {
                    let lo = self.lo();
                    let name = self.alnum_ident("a signature name")?;
                    self.expect(&TokenKind::Equals)?;
                    let def = self.sigexp()?;
                    binds.push(SigBind { name, def, span: self.span_from(lo) });
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                Ok(DecKind::Signature(binds))
            }
            _ => {
                self.bump();
                let mut binds = Vec::new();
                loop {
                    binds.push(std::sync::Arc::new(self.functor_bind()?));
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                Ok(DecKind::Functor(binds))
            }
        }
    }

    /// `<: sigexp>` or `<:> sigexp>`
    fn opt_ascription(&mut self) -> PResult<Option<(Ascription, SigExp)>> {
        let a = match self.peek() {
            TokenKind::Colon => Ascription::Transparent,
            TokenKind::ColonGt => Ascription::Opaque,
            _ => return Ok(None),
        };
        self.bump();
        Ok(Some((a, self.sigexp()?)))
    }

    /// `funid (strid : sigexp) <: sigexp> = strexp` or `funid (spec) ...`
    fn functor_bind(&mut self) -> PResult<FunctorBind> {
        let lo = self.lo();
        let name = self.alnum_ident("a functor name")?;
        let open_lo = self.lo();
        self.expect(&TokenKind::LParen)?;
        let param = if matches!(self.peek(), TokenKind::Ident(_)) && matches!(self.peek_at(1), TokenKind::Colon) {
            let strid = self.alnum_ident("a structure name")?;
            self.bump();
            let sig = self.sigexp()?;
            FunctorParam::Named(strid, sig)
        } else {
            let specs = self.spec_seq(Term::RParen);
            FunctorParam::Spec(specs, self.span_from(open_lo))
        };
        self.expect_closing(&TokenKind::RParen, open_lo)?;
        // The spec form's span covers the parentheses.
        let param = match param {
            FunctorParam::Spec(specs, _) => FunctorParam::Spec(specs, self.span_from(open_lo)),
            named => named,
        };
        let result_sig = self.opt_ascription()?;
        self.expect(&TokenKind::Equals)?;
        let body = self.strexp()?;
        Ok(FunctorBind { name, param, result_sig, body, span: self.span_from(lo) })
    }

    // ------------------------------------------------------------ structure expressions

    pub(crate) fn strexp(&mut self) -> PResult<StrExp> {
        self.nested("structure expression", |p| {
            let lo = p.lo();
            let mut s = p.atstrexp()?;
            loop {
                let a = match p.peek() {
                    TokenKind::Colon => Ascription::Transparent,
                    TokenKind::ColonGt => Ascription::Opaque,
                    _ => break,
                };
                p.bump();
                let sig = p.sigexp()?;
                s = StrExp { kind: StrExpKind::Ascribe(Box::new(s), a, sig), span: p.span_from(lo) };
            }
            Ok(s)
        })
    }

    fn atstrexp(&mut self) -> PResult<StrExp> {
        let lo = self.lo();
        match self.peek() {
            TokenKind::Struct => {
                self.bump();
                let decs = self.scoped(|p| p.dec_seq(Level::Str, Term::End));
                self.expect_closing_kw(&TokenKind::End, lo, "struct")?;
                Ok(StrExp { kind: StrExpKind::Struct(decs), span: self.span_from(lo) })
            }
            TokenKind::Let => {
                self.bump();
                self.scoped(|p| {
                    let decs = p.dec_seq(Level::Str, Term::In);
                    p.expect(&TokenKind::In)?;
                    let body = p.strexp()?;
                    p.expect_closing_kw(&TokenKind::End, lo, "let")?;
                    Ok(StrExp { kind: StrExpKind::Let(decs, Box::new(body)), span: p.span_from(lo) })
                })
            }
            TokenKind::Ident(_) if matches!(self.peek_at(1), TokenKind::LParen) => {
                let funid = self.alnum_ident("a functor name")?;
                let open_lo = self.lo();
                self.bump();
                let arg = if self.at_strdec_start() || self.at(&TokenKind::RParen) {
                    // `F (strdec)` is `F (struct strdec end)`.
                    let decs = self.scoped(|p| p.dec_seq(Level::Str, Term::RParen));
                    StrExp { kind: StrExpKind::Struct(decs), span: self.span_from(open_lo) }
                } else {
                    self.strexp()?
                };
                self.expect_closing(&TokenKind::RParen, open_lo)?;
                let mut arg = arg;
                if let StrExpKind::Struct(_) = arg.kind {
                    if arg.span.lo == open_lo {
                        arg.span = self.span_from(open_lo);
                    }
                }
                Ok(StrExp { kind: StrExpKind::App(funid, Box::new(arg)), span: self.span_from(lo) })
            }
            TokenKind::Ident(_) | TokenKind::LongIdent(..) => {
                let path = self.strpath("a structure expression")?;
                Ok(StrExp { kind: StrExpKind::Path(path), span: self.span_from(lo) })
            }
            _ => Err(self.expected("a structure expression")),
        }
    }

    fn at_strdec_start(&self) -> bool {
        matches!(
            self.peek(),
            TokenKind::Val
                | TokenKind::Fun
                | TokenKind::Type
                | TokenKind::Datatype
                | TokenKind::Abstype
                | TokenKind::Exception
                | TokenKind::Local
                | TokenKind::Open
                | TokenKind::Infix
                | TokenKind::Infixr
                | TokenKind::Nonfix
                | TokenKind::Structure
                | TokenKind::Semicolon
        )
    }

    // ------------------------------------------------------------ signature expressions

    pub(crate) fn sigexp(&mut self) -> PResult<SigExp> {
        self.nested("signature expression", |p| {
            let lo = p.lo();
            let base = match p.peek() {
                TokenKind::Sig => {
                    p.bump();
                    let specs = p.spec_seq(Term::End);
                    p.expect_closing_kw(&TokenKind::End, lo, "sig")?;
                    SigExp { kind: SigExpKind::Sig(specs), span: p.span_from(lo) }
                }
                TokenKind::Ident(_) => {
                    let name = p.alnum_ident("a signature expression")?;
                    SigExp { span: name.span, kind: SigExpKind::Name(name) }
                }
                _ => return Err(p.expected("a signature expression")),
            };
            if !p.at(&TokenKind::Where) {
                return Ok(base);
            }
            let mut wheres = Vec::new();
            while p.eat(&TokenKind::Where) {
                p.expect(&TokenKind::Type)?;
                loop {
                    wheres.push(p.where_type()?);
                    if matches!(p.peek(), TokenKind::And) && matches!(p.peek_at(1), TokenKind::Type) {
                        p.bump();
                        p.bump();
                    } else {
                        break;
                    }
                }
            }
            Ok(SigExp { kind: SigExpKind::Where(Box::new(base), wheres), span: p.span_from(lo) })
        })
    }

    /// `tyvarseq longtycon = ty` (after `where type` / `and type`).
    fn where_type(&mut self) -> PResult<WhereType> {
        let lo = self.lo();
        let tyvars = self.tyvarseq()?;
        let path = self.long_ident("a type constructor")?;
        self.expect(&TokenKind::Equals)?;
        let ty = self.ty()?;
        Ok(WhereType { tyvars, path, ty, span: self.span_from(lo) })
    }

    // ------------------------------------------------------------ specifications

    /// A sequence of specifications (with optional `;`) up to `term`.
    pub(crate) fn spec_seq(&mut self, term: Term) -> Vec<Spec> {
        let mut specs = Vec::new();
        loop {
            if self.at_term(term) || self.at(&TokenKind::Eof) {
                break;
            }
            if self.eat(&TokenKind::Semicolon) {
                continue;
            }
            if self.at_closer() {
                if self.last_error_tok == Some(self.pos) {
                    self.bump();
                    continue;
                }
                break;
            }
            let before = self.pos;
            match self.spec() {
                Ok(s) => specs.extend(s),
                Err(_) => {
                    self.recover();
                    if self.pos == before && !self.at(&TokenKind::Eof) && !self.at_term(term) && !self.at_closer() {
                        self.bump();
                    }
                }
            }
        }
        specs
    }

    /// One specification; two for `datatype ... withtype ...`.
    fn spec(&mut self) -> PResult<Vec<Spec>> {
        let lo = self.lo();
        let kind = match self.peek() {
            TokenKind::Val => {
                self.bump();
                let mut vals = Vec::new();
                loop {
                    self.eat(&TokenKind::Op);
                    let name = self.con_name()?;
                    self.expect(&TokenKind::Colon)?;
                    let ty = self.ty()?;
                    vals.push((name, ty));
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                SpecKind::Val(vals)
            }
            TokenKind::Type => {
                self.bump();
                SpecKind::Type(self.typdescs(true)?)
            }
            TokenKind::Eqtype => {
                self.bump();
                SpecKind::Eqtype(self.typdescs(false)?)
            }
            TokenKind::Datatype => {
                self.bump();
                if let Some((name, old)) = self.datatype_repl()? {
                    SpecKind::DatatypeRepl { name, old }
                } else {
                    let binds = self.datbinds()?;
                    if self.at(&TokenKind::Withtype) {
                        if !self.options.sig_withtype {
                            let sp = self.span();
                            return Err(self.error_at(
                                sp,
                                "`withtype` is not allowed in a signature (MLton allows it with the ML Basis annotation `ann \"allowSigWithtype true\" in ... end`)",
                            ));
                        }
                        self.bump();
                        let withtype = self.typbinds()?;
                        let span = self.span_from(lo);
                        return self.datatype_withtype_specs(binds, withtype, span);
                    }
                    SpecKind::Datatype(binds)
                }
            }
            TokenKind::Exception => {
                self.bump();
                let mut exns = Vec::new();
                loop {
                    self.eat(&TokenKind::Op);
                    let name = self.con_name()?;
                    let arg = if self.eat(&TokenKind::Of) { Some(self.ty()?) } else { None };
                    exns.push((name, arg));
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                SpecKind::Exception(exns)
            }
            TokenKind::Structure => {
                self.bump();
                let mut strs = Vec::new();
                loop {
                    let name = self.alnum_ident("a structure name")?;
                    self.expect(&TokenKind::Colon)?;
                    let sig = self.sigexp()?;
                    strs.push((name, sig));
                    if !self.eat(&TokenKind::And) {
                        break;
                    }
                }
                SpecKind::Structure(strs)
            }
            TokenKind::Include => {
                self.bump();
                let first = self.sigexp()?;
                let mut sigs = vec![first];
                if matches!(sigs[0].kind, SigExpKind::Name(_)) {
                    while matches!(self.peek(), TokenKind::Ident(s) if s.as_bytes()[0].is_ascii_alphabetic()) {
                        let name: Ident = self.alnum_ident("a signature name")?;
                        sigs.push(SigExp { span: name.span, kind: SigExpKind::Name(name) });
                    }
                }
                SpecKind::Include(sigs)
            }
            TokenKind::Sharing => {
                self.bump();
                let is_type = self.eat(&TokenKind::Type);
                let mut paths = vec![self.long_ident(if is_type { "a type constructor" } else { "a structure name" })?];
                while self.eat(&TokenKind::Equals) {
                    paths.push(self.long_ident(if is_type { "a type constructor" } else { "a structure name" })?);
                }
                if paths.len() < 2 {
                    return Err(self.expected("`=` in sharing specification"));
                }
                if is_type {
                    SpecKind::SharingType(paths)
                } else {
                    SpecKind::SharingStr(paths)
                }
            }
            TokenKind::End | TokenKind::In | TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                let msg = format!("unexpected {}", self.peek().describe());
                let sp = self.span();
                return Err(self.error_at(sp, msg));
            }
            _ => return Err(self.expected("a specification (`val`, `type`, `datatype`, `structure`, ...)")),
        };
        Ok(vec![Spec { kind, span: self.span_from(lo) }])
    }

    /// `tyvarseq tycon <= ty> and ...` (definitions only for `type`).
    fn typdescs(&mut self, allow_def: bool) -> PResult<Vec<TypDesc>> {
        let mut descs = Vec::new();
        loop {
            let lo = self.lo();
            let tyvars = self.tyvarseq()?;
            let name = self.tycon_name()?;
            let def = if allow_def && self.eat(&TokenKind::Equals) { Some(self.ty()?) } else { None };
            descs.push(TypDesc { tyvars, name, def, span: self.span_from(lo) });
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(descs)
    }
}
