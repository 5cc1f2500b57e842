//! Declarations: sequences with error recovery, core declarations (`val`,
//! `fun`, `type`, `datatype`, `abstype`, `exception`, `local`, `open`,
//! fixity) and the dispatch to module declarations (`modules.rs`).

use super::{Fail, Level, PResult, Parser, Term, MAX_ERRORS};
use crate::ast::{
    Clause, ConBind, DatBind, Dec, DecKind, Exp, ExpKind, ExBind, Fixity, FunBind, Ident, LongIdent, Pat, PatKind, TypBind, ValBind,
};
use crate::token::TokenKind;

use super::patterns::PatItem;

impl<'d> Parser<'d> {
    /// A sequence of declarations (with optional `;`) up to `term`, which
    /// is not consumed.  Errors are reported and skipped over here.
    pub(crate) fn dec_seq(&mut self, level: Level, term: Term) -> Vec<Dec> {
        let mut decs = Vec::new();
        // Whether the last declaration failed and none has parsed since.
        let mut recovering = false;
        loop {
            if self.at_term(term) || self.at(&TokenKind::Eof) {
                break;
            }
            if self.errors_reported >= MAX_ERRORS {
                let sp = self.span();
                self.report(sp, format!("too many syntax errors ({}); giving up on this file", MAX_ERRORS));
                self.pos = self.toks.len() - 1;
                break;
            }
            if self.eat(&TokenKind::Semicolon) {
                if level == Level::Top {
                    self.top_exp_ok = true;
                    if term == Term::Eof {
                        self.top_semis.push(decs.len());
                    }
                }
                continue;
            }
            if self.at_closer() {
                if self.last_error_tok == Some(self.pos) || (recovering && level == Level::Top) {
                    // Left over from an error already reported: skip it.
                    self.bump();
                    continue;
                }
                if level != Level::Top {
                    // Let the enclosing construct say what it expected.
                    break;
                }
            }
            let before = self.pos;
            recovering = self.dec(level, &mut decs).is_err();
            if level == Level::Top {
                self.top_exp_ok = false;
            }
            if recovering {
                self.recover();
                if self.pos == before && !self.at(&TokenKind::Eof) && !self.at_term(term) && !self.at_closer() {
                    self.bump();
                }
            }
        }
        decs
    }

    pub(crate) fn at_term(&self, term: Term) -> bool {
        match term {
            Term::End => self.at(&TokenKind::End),
            Term::In => self.at(&TokenKind::In),
            Term::RParen => self.at(&TokenKind::RParen),
            Term::Eof => self.at(&TokenKind::Eof),
        }
    }

    pub(crate) fn at_closer(&self) -> bool {
        matches!(
            self.peek(),
            TokenKind::End | TokenKind::In | TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace
        )
    }

    /// Skips to a token where a declaration or specification can start
    /// (or that closes the enclosing construct), keeping brackets and
    /// `let/local/struct/sig ... end` balanced.
    pub(crate) fn recover(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek() {
                TokenKind::Eof => return,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace | TokenKind::Let | TokenKind::Struct | TokenKind::Sig => {
                    depth += 1
                }
                TokenKind::Local | TokenKind::Abstype => {
                    if depth == 0 {
                        return;
                    }
                    depth += 1;
                }
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace | TokenKind::End => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::In
                | TokenKind::Semicolon
                | TokenKind::Val
                | TokenKind::Fun
                | TokenKind::Type
                | TokenKind::Datatype
                | TokenKind::Exception
                | TokenKind::Open
                | TokenKind::Infix
                | TokenKind::Infixr
                | TokenKind::Nonfix
                | TokenKind::Structure
                | TokenKind::Signature
                | TokenKind::Functor
                | TokenKind::Eqtype
                | TokenKind::Include
                | TokenKind::Sharing
                    if depth == 0 =>
                {
                    return
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// One declaration, appended to `out`.
    fn dec(&mut self, level: Level, out: &mut Vec<Dec>) -> PResult<()> {
        let lo = self.lo();
        let kind = match self.peek() {
            TokenKind::Val => self.val_dec()?,
            TokenKind::Fun => self.fun_dec()?,
            TokenKind::Type => {
                self.bump();
                DecKind::Type(self.typbinds()?)
            }
            TokenKind::Datatype => self.datatype_dec()?,
            TokenKind::Abstype => self.abstype_dec()?,
            TokenKind::Exception => self.exception_dec()?,
            TokenKind::Local => self.nested("declaration", |p| p.local_dec(level))?,
            TokenKind::Do => self.do_dec()?,
            TokenKind::Open => {
                self.bump();
                let mut ids = vec![self.strpath("a structure name after `open`")?];
                while matches!(self.peek(), TokenKind::Ident(_) | TokenKind::LongIdent(..)) {
                    ids.push(self.strpath("a structure name")?);
                }
                DecKind::Open(ids)
            }
            TokenKind::Infix | TokenKind::Infixr | TokenKind::Nonfix => self.fixity_dec()?,
            TokenKind::Structure | TokenKind::Signature | TokenKind::Functor => {
                // Misplaced module declarations are reported, then parsed
                // as usual so that the enclosing construct stays in sync.
                let what = self.peek().spelling();
                let sp = self.span();
                match (level, self.peek()) {
                    (Level::Core, _) => self.report(
                        sp,
                        format!("expected a core declaration: `{}` declarations are not allowed inside `let` or `abstype`", what),
                    ),
                    (Level::Str, TokenKind::Signature | TokenKind::Functor) => self.report(
                        sp,
                        format!("expected a structure-level declaration: `{}` declarations are only allowed at top level", what),
                    ),
                    _ => {}
                }
                self.nested("declaration", |p| p.module_dec())?
            }
            _ if level == Level::Top && self.at_exp_start() => {
                // `exp ;` at top level is `val it = exp ;`; it starts the
                // program or follows a `;` (Definition 8, as in MLton).
                if !self.top_exp_ok {
                    let sp = self.span();
                    let what = self.peek().describe();
                    self.report(sp, format!("expected a declaration, found {} (a top-level expression must follow `;`)", what));
                }
                let exp = self.exp()?;
                if !self.at(&TokenKind::Semicolon) && !self.at(&TokenKind::Eof) {
                    let found = self.peek().describe();
                    let sp = self.span();
                    self.report(sp, format!("expected `;` after a top-level expression, found {}", found));
                }
                let span = exp.span;
                let pat = Pat {
                    kind: PatKind::Var { id: LongIdent::unqualified(Ident { name: "it".into(), span }), op: false },
                    span,
                };
                out.push(Dec {
                    kind: DecKind::Val { tyvars: vec![], binds: vec![ValBind { pat, exp, span }], rec_binds: vec![] },
                    span,
                });
                return Ok(());
            }
            TokenKind::End | TokenKind::In | TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                let msg = format!("unexpected {}", self.peek().describe());
                let sp = self.span();
                return Err(self.error_at(sp, msg));
            }
            _ => {
                let what = if level == Level::Top { "a declaration or expression" } else { "a declaration" };
                return Err(self.expected(what));
            }
        };
        out.push(Dec { kind, span: self.span_from(lo) });
        Ok(())
    }

    /// A structure path `A` or `A.B.C` (alphanumeric components).
    pub(crate) fn strpath(&mut self, what: &str) -> PResult<LongIdent> {
        match self.peek() {
            TokenKind::Ident(s) if s.as_bytes()[0].is_ascii_alphabetic() => self.long_ident(what),
            TokenKind::LongIdent(_, s) if s.as_bytes()[0].is_ascii_alphabetic() => self.long_ident(what),
            _ => Err(self.expected(what)),
        }
    }

    // ------------------------------------------------------------ val

    fn val_dec(&mut self) -> PResult<DecKind> {
        self.bump();
        let tyvars = self.tyvarseq()?;
        let mut binds = Vec::new();
        let mut rec_binds = Vec::new();
        let mut rec = false;
        loop {
            let lo = self.lo();
            // `valbind ::= rec valbind`: `rec rec` is redundant but legal.
            while self.eat(&TokenKind::Rec) {
                rec = true;
            }
            let pat = self.pat()?;
            if super::or_patterns::contains_or(&pat) {
                self.report(pat.span, "or-patterns are allowed in match rules and function clauses, not in `val` bindings");
            }
            self.expect(&TokenKind::Equals)?;
            let exp = self.exp()?;
            let vb = ValBind { pat, exp, span: self.span_from(lo) };
            if rec {
                if !is_fn_exp(&vb.exp) {
                    self.report(vb.exp.span, "the right side of `val rec` must be a function (`fn ...`)");
                }
                rec_binds.push(vb);
            } else {
                binds.push(vb);
            }
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(DecKind::Val { tyvars, binds, rec_binds })
    }

    /// MLton's `do exp` (Successor ML, with `allowDoDecls`): `val () = exp`.
    fn do_dec(&mut self) -> PResult<DecKind> {
        if !self.options.do_decls {
            let sp = self.span();
            return Err(self.error_at(sp, "`do` declarations need the ML Basis annotation `ann \"allowDoDecls true\" in ... end`"));
        }
        self.bump();
        let exp = self.exp()?;
        let span = exp.span;
        let pat = Pat { kind: PatKind::Tuple(vec![]), span };
        Ok(DecKind::Val { tyvars: vec![], binds: vec![ValBind { pat, exp, span }], rec_binds: vec![] })
    }

    // ------------------------------------------------------------ fun

    fn fun_dec(&mut self) -> PResult<DecKind> {
        self.bump();
        let tyvars = self.tyvarseq()?;
        let mut binds = Vec::new();
        loop {
            let lo = self.lo();
            self.eat_optional_bar();
            let mut clauses = self.clause()?;
            while self.eat(&TokenKind::Bar) {
                let more = self.clause()?;
                let (c, first) = (&more[0], &clauses[0].name);
                if c.name.name != first.name {
                    let d = skein_diagnostics::Diagnostic::error(
                        c.name.span,
                        format!("clauses of one function must all define the same name: expected `{}`, found `{}`", first.name, c.name.name),
                    )
                    .with_secondary(first.span, "the function is named here");
                    self.push_diag(d);
                }
                clauses.extend(more);
            }
            binds.push(FunBind { clauses, span: self.span_from(lo) });
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(DecKind::Fun { tyvars, binds })
    }

    /// One clause: `<op> f atpat ... <: ty> = exp`, `atpat f atpat <: ty> = exp`
    /// or `(atpat f atpat) atpat ... <: ty> = exp`.
    /// A clause whose arguments have or-patterns (`allowOrPats`) becomes one
    /// clause per combination of alternatives.
    fn clause(&mut self) -> PResult<Vec<Clause>> {
        let lo = self.lo();
        let parenthesized = self.at(&TokenKind::LParen);
        let items = self.pat_items()?;
        let (name, op, args) = self.clause_head(items, parenthesized)?;
        let result_ty = if self.eat(&TokenKind::Colon) { Some(self.ty()?) } else { None };
        if !self.at(&TokenKind::Equals) {
            return Err(self.expected("`=` in function clause"));
        }
        self.bump();
        let body = self.exp()?;
        let span = self.span_from(lo);
        // One clause per alternative of an or-pattern; the last takes the
        // body itself (see `match_`).
        let expanded = self.expand_or_patterns(&args)?;
        let last = expanded.len().saturating_sub(1);
        let mut body = Some(body);
        Ok(expanded
            .into_iter()
            .enumerate()
            .map(|(i, args)| {
                let body = if i == last { body.take() } else { body.clone() }.expect("the body is moved out last");
                Clause { name: name.clone(), op, args, result_ty: result_ty.clone(), body, span, or_alternative: i > 0 }
            })
            .collect())
    }

    /// `parenthesized`: the clause starts with `(`, which only the curried
    /// infix form `(atpat vid atpat) ...` allows.
    fn clause_head(&mut self, items: Vec<PatItem>, parenthesized: bool) -> PResult<(Ident, bool, Vec<Pat>)> {
        let n_ops = items.iter().filter(|i| matches!(i, PatItem::Op(_))).count();
        if items.is_empty() {
            return Err(self.expected("a function name"));
        }
        if n_ops > 0 {
            // An operator with no operand on one side is a missing `op`.
            for (i, item) in items.iter().enumerate() {
                if let PatItem::Op(op) = item {
                    let left_ok = i > 0 && matches!(items[i - 1], PatItem::Atom(_));
                    let right_ok = matches!(items.get(i + 1), Some(PatItem::Atom(_)));
                    if !left_ok || !right_ok {
                        let (span, name) = (op.ident.span, op.ident.name.clone());
                        return Err(self.error_at(span, format!("infix operator `{}` used without `op`", name)));
                    }
                }
            }
            // Infix form `atpat vid atpat`.
            if items.len() == 3 {
                let mut it = items.into_iter();
                if let (Some(PatItem::Atom(l)), Some(PatItem::Op(op)), Some(PatItem::Atom(r))) = (it.next(), it.next(), it.next()) {
                    let span = l.span.to(r.span);
                    let arg = Pat { kind: PatKind::Tuple(vec![l, r]), span };
                    return Ok((op.ident, false, vec![arg]));
                }
                let sp = self.span();
                return Err(self.error_at(sp, "malformed infix function clause: expected `pat vid pat`"));
            }
            let span = items
                .iter()
                .find_map(|i| if let PatItem::Op(op) = i { Some(op.ident.span) } else { None })
                .unwrap_or_else(|| self.span());
            return Err(self.error_at(
                span,
                "malformed function clause: an infix function clause is `pat vid pat`; parenthesize the arguments",
            ));
        }
        let mut atoms: Vec<Pat> = items.into_iter().filter_map(|i| if let PatItem::Atom(a) = i { Some(a) } else { None }).collect();
        let head = atoms.remove(0);
        match head.kind {
            PatKind::Var { id, .. } if parenthesized && !id.is_qualified() => Err(self.error_at(
                id.id.span,
                "parentheses around a function name are only allowed in the infix form `(pat vid pat)`",
            )),
            PatKind::Var { id, op } if !id.is_qualified() => {
                if atoms.is_empty() {
                    return Err(self.expected(&format!("an argument pattern for `{}`", id.id.name)));
                }
                Ok((id.id, op, atoms))
            }
            // Curried infix form `(p1 vid p2) p3 ...`.
            PatKind::Con { con, op: false, arg } if !con.is_qualified() && self.fixity.is_infix(&con.id.name) => {
                let mut args = vec![*arg];
                args.extend(atoms);
                Ok((con.id, false, args))
            }
            _ => Err(self.error_at(head.span, "expected a function name at the start of the clause")),
        }
    }

    // ------------------------------------------------------------ types

    /// `tyvarseq tycon = ty and ...`
    pub(crate) fn typbinds(&mut self) -> PResult<Vec<TypBind>> {
        let mut binds = Vec::new();
        loop {
            let lo = self.lo();
            let tyvars = self.tyvarseq()?;
            let name = self.tycon_name()?;
            self.expect(&TokenKind::Equals)?;
            let ty = self.ty()?;
            binds.push(TypBind { tyvars, name, ty, span: self.span_from(lo) });
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(binds)
    }

    pub(crate) fn tycon_name(&mut self) -> PResult<Ident> {
        match self.peek() {
            TokenKind::Ident(s) if s != "*" => self.ident("a type constructor name"),
            _ => Err(self.expected("a type constructor name")),
        }
    }

    fn datatype_dec(&mut self) -> PResult<DecKind> {
        self.bump();
        if let Some((name, old)) = self.datatype_repl()? {
            return Ok(DecKind::DatatypeRepl { name, old });
        }
        let binds = self.datbinds()?;
        let withtype = if self.eat(&TokenKind::Withtype) { self.typbinds()? } else { vec![] };
        Ok(DecKind::Datatype { binds, withtype })
    }

    /// `tycon = datatype longtycon` (after `datatype`), if that is what follows.
    pub(crate) fn datatype_repl(&mut self) -> PResult<Option<(Ident, LongIdent)>> {
        if matches!(self.peek(), TokenKind::Ident(_))
            && matches!(self.peek_at(1), TokenKind::Equals)
            && matches!(self.peek_at(2), TokenKind::Datatype)
        {
            let name = self.tycon_name()?;
            self.bump();
            self.bump();
            let old = self.long_ident("a type constructor after `datatype`")?;
            return Ok(Some((name, old)));
        }
        Ok(None)
    }

    /// `tyvarseq tycon = conbind | ... and ...`
    pub(crate) fn datbinds(&mut self) -> PResult<Vec<DatBind>> {
        let mut binds = Vec::new();
        loop {
            let lo = self.lo();
            let tyvars = self.tyvarseq()?;
            let name = self.tycon_name()?;
            self.expect(&TokenKind::Equals)?;
            let mut cons = Vec::new();
            self.eat_optional_bar();
            loop {
                let clo = self.lo();
                let op = self.eat(&TokenKind::Op);
                let cname = self.con_name()?;
                let arg = if self.eat(&TokenKind::Of) { Some(self.ty()?) } else { None };
                cons.push(ConBind { op, name: cname, arg, span: self.span_from(clo) });
                if !self.eat(&TokenKind::Bar) {
                    break;
                }
            }
            binds.push(DatBind { tyvars, name, cons, span: self.span_from(lo) });
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(binds)
    }

    /// A value identifier being bound (constructor, exception, spec).
    pub(crate) fn con_name(&mut self) -> PResult<Ident> {
        match self.peek() {
            TokenKind::Ident(_) => self.ident("a constructor name"),
            TokenKind::Equals => {
                let sp = self.span();
                Err(self.error_at(sp, "`=` cannot be bound as a constructor"))
            }
            _ => Err(self.expected("a constructor name")),
        }
    }

    fn abstype_dec(&mut self) -> PResult<DecKind> {
        let lo = self.lo();
        self.bump();
        let binds = self.datbinds()?;
        let withtype = if self.eat(&TokenKind::Withtype) { self.typbinds()? } else { vec![] };
        self.expect(&TokenKind::With)?;
        let body = self.nested("declaration", |p| Ok(p.dec_seq(Level::Core, Term::End)))?;
        self.expect_closing_kw(&TokenKind::End, lo, "abstype")?;
        Ok(DecKind::Abstype { binds, withtype, body })
    }

    fn exception_dec(&mut self) -> PResult<DecKind> {
        self.bump();
        let mut binds = Vec::new();
        loop {
            let lo = self.lo();
            let op = self.eat(&TokenKind::Op);
            let name = self.con_name()?;
            if self.eat(&TokenKind::Equals) {
                self.eat(&TokenKind::Op);
                let old = self.long_ident("an exception name after `=`")?;
                binds.push(ExBind::Alias { op, name, old, span: self.span_from(lo) });
            } else {
                let arg = if self.eat(&TokenKind::Of) { Some(self.ty()?) } else { None };
                binds.push(ExBind::New { op, name, arg, span: self.span_from(lo) });
            }
            if !self.eat(&TokenKind::And) {
                break;
            }
        }
        Ok(DecKind::Exception(binds))
    }

    /// `local d1 in d2 end`: `d1`'s fixity is visible in `d2` only, `d2`'s
    /// is exported to the enclosing scope.
    fn local_dec(&mut self, level: Level) -> PResult<DecKind> {
        let lo = self.lo();
        self.bump();
        let mark0 = self.fixity_mark();
        // `local` is a structure-level declaration (Definition 3.4): at top
        // level its parts are strdecs, so no signature or functor inside.
        let level = if level == Level::Top { Level::Str } else { level };
        let r = (|| {
            let d1 = self.dec_seq(level, Term::In);
            self.expect(&TokenKind::In)?;
            let mark1 = self.fixity_mark();
            let d2 = self.dec_seq(level, Term::End);
            self.expect_closing_kw(&TokenKind::End, lo, "local")?;
            Ok::<_, Fail>((d1, d2, mark1))
        })();
        match r {
            Ok((d1, d2, mark1)) => {
                self.fixity_restore_keeping(mark0, mark1);
                Ok(DecKind::Local(d1, d2))
            }
            Err(e) => {
                self.fixity_restore(mark0);
                Err(e)
            }
        }
    }

    fn fixity_dec(&mut self) -> PResult<DecKind> {
        let kw = self.peek().clone();
        self.bump();
        let mut prec = 0u8;
        if !matches!(kw, TokenKind::Nonfix) {
            if let TokenKind::Int { negative, hex, digits } = self.peek().clone() {
                let sp = self.bump();
                if negative || hex || digits.len() != 1 {
                    return Err(self.error_at(sp, "fixity precedence must be a single digit 0..9"));
                }
                prec = digits.as_bytes()[0] - b'0';
            }
        }
        let fixity = match kw {
            TokenKind::Infix => Fixity::Infix(prec),
            TokenKind::Infixr => Fixity::Infixr(prec),
            _ => Fixity::Nonfix,
        };
        let mut ids = Vec::new();
        loop {
            match self.peek().clone() {
                TokenKind::Ident(s) => {
                    let sp = self.bump();
                    ids.push(Ident { name: s, span: sp });
                }
                TokenKind::Equals => {
                    let sp = self.bump();
                    ids.push(Ident { name: "=".into(), span: sp });
                }
                _ => break,
            }
        }
        if ids.is_empty() {
            return Err(self.expected(&format!("an identifier after `{}`", kw.spelling())));
        }
        for id in &ids {
            self.set_fixity(&id.name, fixity);
        }
        Ok(DecKind::Fixity(fixity, ids))
    }
}

/// Whether `e` is a `fn` expression, possibly under type constraints (what
/// the Definition requires of the right side of `val rec`).
fn is_fn_exp(e: &Exp) -> bool {
    match &e.kind {
        ExpKind::Fn(_) => true,
        ExpKind::Typed(inner, _) => is_fn_exp(inner),
        _ => false,
    }
}
