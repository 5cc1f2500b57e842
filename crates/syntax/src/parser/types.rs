//! Types: `ty ::= tyvar | {tyrow} | tyseq longtycon | ty * ... * ty | ty -> ty | (ty)`.
//! `->` is right associative and binds loosest; `*` builds one n-ary tuple;
//! type application is postfix and binds tightest.

use super::{PResult, Parser};
use crate::ast::{SpannedLabel, Ty, TyKind, TyVar};
use crate::token::TokenKind;

impl<'d> Parser<'d> {
    pub(crate) fn ty(&mut self) -> PResult<Ty> {
        self.nested("type", |p| {
            let lo = p.lo();
            let t = p.tuple_ty()?;
            if p.eat(&TokenKind::Arrow) {
                let r = p.ty()?;
                return Ok(Ty { kind: TyKind::Arrow(Box::new(t), Box::new(r)), span: p.span_from(lo) });
            }
            Ok(t)
        })
    }

    fn at_star(&self) -> bool {
        matches!(self.peek(), TokenKind::Ident(s) if s == "*")
    }

    fn tuple_ty(&mut self) -> PResult<Ty> {
        let lo = self.lo();
        let t = self.app_ty()?;
        if !self.at_star() {
            return Ok(t);
        }
        let mut parts = vec![t];
        while self.at_star() {
            self.bump();
            parts.push(self.app_ty()?);
        }
        Ok(Ty { kind: TyKind::Tuple(parts), span: self.span_from(lo) })
    }

    /// Whether the next token can be a (long) type constructor.
    fn at_tycon(&self) -> bool {
        match self.peek() {
            TokenKind::Ident(s) => s != "*",
            TokenKind::LongIdent(..) => true,
            _ => false,
        }
    }

    fn app_ty(&mut self) -> PResult<Ty> {
        let lo = self.lo();
        let mut t = self.at_ty()?;
        let mut n = 0;
        while self.at_tycon() {
            n += 1;
            let sp = self.span();
            self.check_chain(n, "type", sp)?;
            let con = self.long_ident("type constructor")?;
            t = Ty { kind: TyKind::Con(vec![t], con), span: self.span_from(lo) };
        }
        Ok(t)
    }

    fn at_ty(&mut self) -> PResult<Ty> {
        let lo = self.lo();
        match self.peek().clone() {
            TokenKind::TyVar(name) => {
                let span = self.bump();
                Ok(Ty { kind: TyKind::Var(TyVar { name, span }), span })
            }
            TokenKind::LBrace => {
                self.bump();
                let mut fields = Vec::new();
                if !self.at(&TokenKind::RBrace) {
                    loop {
                        let label = self.label()?;
                        self.expect(&TokenKind::Colon)?;
                        let t = self.ty()?;
                        fields.push((label, t));
                        if !self.eat(&TokenKind::Comma) {
                            break;
                        }
                    }
                }
                self.expect(&TokenKind::RBrace)?;
                Ok(Ty { kind: TyKind::Record(fields), span: self.span_from(lo) })
            }
            TokenKind::LParen => {
                self.bump();
                let first = self.ty()?;
                if self.eat(&TokenKind::Comma) {
                    let mut args = vec![first];
                    loop {
                        args.push(self.ty()?);
                        if !self.eat(&TokenKind::Comma) {
                            break;
                        }
                    }
                    self.expect(&TokenKind::RParen)?;
                    if !self.at_tycon() {
                        return Err(self.expected("a type constructor after the type argument list"));
                    }
                    let con = self.long_ident("type constructor")?;
                    return Ok(Ty { kind: TyKind::Con(args, con), span: self.span_from(lo) });
                }
                self.expect(&TokenKind::RParen)?;
                Ok(first)
            }
            TokenKind::Ident(_) | TokenKind::LongIdent(..) if self.at_tycon() => {
                let con = self.long_ident("type constructor")?;
                Ok(Ty { kind: TyKind::Con(vec![], con), span: self.span_from(lo) })
            }
            _ => Err(self.expected("a type")),
        }
    }

    /// A record label: an identifier or a positive decimal numeral.
    pub(crate) fn label(&mut self) -> PResult<SpannedLabel> {
        use crate::ast::Label;
        match self.peek().clone() {
            TokenKind::Ident(s) => {
                let span = self.bump();
                Ok(SpannedLabel { label: Label::Name(s), span })
            }
            TokenKind::Int { negative: false, hex: false, digits } if !digits.starts_with('0') => {
                let span = self.bump();
                match digits.parse::<u32>() {
                    Ok(n) => Ok(SpannedLabel { label: Label::Num(n), span }),
                    Err(_) => Err(self.error_at(span, format!("record label `{}` is too large", digits))),
                }
            }
            TokenKind::Int { .. } => {
                let sp = self.span();
                Err(self.error_at(sp, "numeric record labels must be positive decimal numbers without leading zeros"))
            }
            _ => Err(self.expected("a record label")),
        }
    }

    /// `tyvarseq`: empty, `'a`, or `('a, ..., 'b)`.  Only consumes a
    /// parenthesis if a type variable follows it.
    pub(crate) fn tyvarseq(&mut self) -> PResult<Vec<TyVar>> {
        match self.peek().clone() {
            TokenKind::TyVar(name) => {
                let span = self.bump();
                Ok(vec![TyVar { name, span }])
            }
            TokenKind::LParen if matches!(self.peek_at(1), TokenKind::TyVar(_)) => {
                self.bump();
                let mut vs = Vec::new();
                loop {
                    match self.peek().clone() {
                        TokenKind::TyVar(name) => {
                            let span = self.bump();
                            vs.push(TyVar { name, span });
                        }
                        _ => return Err(self.expected("a type variable")),
                    }
                    if !self.eat(&TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(&TokenKind::RParen)?;
                Ok(vs)
            }
            _ => Ok(Vec::new()),
        }
    }
}
