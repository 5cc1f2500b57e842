//! Recursive-descent parser for Standard ML '97, core and modules.
//!
//! The token vector from `lexer::tokenize` is read left to right with one
//! or two tokens of lookahead and no backtracking.  Infix expressions and
//! patterns are collected as flat operand/operator lists and resolved with
//! the fixity in force (`infix.rs`); fixity declarations update the
//! parser's `FixityEnv` at once, and `let`, `local`, `struct ... end` undo
//! them at the end of their scope through an undo log.
//!
//! Errors: a failing production reports one diagnostic and returns
//! `Err(Fail)`; the nearest declaration (or specification) sequence catches
//! it, skips to a token where a new declaration can start, and goes on, so
//! one run reports several errors.  Recursion is bounded by `MAX_DEPTH`
//! (chains, parsed in loops, by `MAX_CHAIN`),
//! and the whole parse runs on a thread with a large stack, so no input can
//! crash the parser.
//!
//! Submodules: `types`, `patterns`, `expressions`, `declarations`
//! (core and structure-level declarations), `modules` (structure and
//! signature expressions, specifications), `infix` (operator resolution),
//! `or_patterns` (Successor ML or-patterns and the optional leading bar),
//! `withtype_specs` (MLton's `withtype` in signatures).

mod declarations;
mod expressions;
mod infix;
mod modules;
mod or_patterns;
mod patterns;
mod types;
mod withtype_specs;

#[cfg(test)]
mod tests;

use crate::ast::{Fixity, Ident, LongIdent, Program};
use crate::fixity::FixityEnv;
use crate::lexer::tokenize_with;
use crate::options::SyntaxOptions;
use crate::token::{Token, TokenKind};
use skein_diagnostics::{Diagnostics, FileId, Span};

/// Maximum nesting of expressions, patterns, types and declarations
/// (parentheses, `let`, `fn`, ...): each level is a few recursive calls of
/// the parser.
pub const MAX_DEPTH: usize = 10_000;

/// Maximum length of an infix or application chain (`1 + 2 + ...`,
/// `x :: y :: ...`, `a andalso b andalso ...`, `f a b ...`), nesting
/// included: parsed in a loop, but the tree it builds is as deep as the
/// chain, and later phases walk trees recursively (on the driver's
/// large stack).  Generated tables reach tens of thousands.
pub const MAX_CHAIN: usize = 50_000;

/// After this many syntax errors the rest of the file is skipped.
pub const MAX_ERRORS: usize = 100;

/// Stack size of the parsing thread: enough for `MAX_DEPTH` levels of the
/// deepest recursion path even in a debug build (address space: only the
/// pages used are ever touched).
const PARSER_STACK: usize = 1024 * 1024 * 1024;

/// Parses one source file.  `fixity` is the fixity environment in force at
/// the start of the file; the returned `FixityEnv` holds only the fixity
/// declarations the file makes at its top level (explicit `Nonfix` entries
/// included), to be layered over `fixity` for the files that follow.
pub fn parse_program(text: &str, file: FileId, fixity: &FixityEnv, diags: &mut Diagnostics) -> (Program, FixityEnv) {
    parse_program_with(text, file, fixity, &SyntaxOptions::default(), diags)
}

/// `parse_program` with the syntax extensions of `options` enabled.
pub fn parse_program_with(
    text: &str,
    file: FileId,
    fixity: &FixityEnv,
    options: &SyntaxOptions,
    diags: &mut Diagnostics,
) -> (Program, FixityEnv) {
    // Run on a thread with a known, large stack: callers (test harness
    // threads, fuzzers) may have small ones.
    let result = std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("skein-parser".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(scope, || {
                let mut d = Diagnostics::new();
                let r = parse_on_this_thread(text, file, fixity, options, &mut d);
                (r, d)
            });
        match handle {
            Ok(h) => Some(h.join().unwrap_or_else(|_| {
                // A parser bug; report it as an error rather than crash.
                let mut d = Diagnostics::new();
                d.error(Span::new(file, 0, 0), "internal error: the parser crashed on this file");
                ((Program::default(), FixityEnv::empty()), d)
            })),
            Err(_) => None,
        }
    });
    match result {
        Some((r, d)) => {
            diags.extend(d);
            r
        }
        // Could not start a thread: parse here (deep inputs are still
        // bounded by `MAX_DEPTH`).
        None => parse_on_this_thread(text, file, fixity, options, diags),
    }
}

fn parse_on_this_thread(
    text: &str,
    file: FileId,
    fixity: &FixityEnv,
    options: &SyntaxOptions,
    diags: &mut Diagnostics,
) -> (Program, FixityEnv) {
    let toks = tokenize_with(text, file, options, diags);
    let mut p = Parser::new(toks, file, fixity.clone(), diags);
    p.options = *options;
    let decs = p.dec_seq(Level::Top, Term::Eof);
    let exported = p.top_level_fixity();
    let mut topdec_ends = std::mem::take(&mut p.top_semis);
    topdec_ends.dedup();
    (Program { decs, topdec_ends }, exported)
}

/// The error has been reported; unwind to the nearest recovery point.
#[derive(Debug)]
pub(crate) struct Fail;
pub(crate) type PResult<T> = Result<T, Fail>;

/// Where a declaration sequence sits: decides which declarations it allows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Level {
    /// Inside `let` or `abstype ... with`: core declarations only.
    Core,
    /// Inside `struct ... end` and structure-level `local`.
    Str,
    /// The file's top level (also `exp ;`, `signature`, `functor`).
    Top,
}

/// The token that ends a declaration or specification sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Term {
    End,
    In,
    RParen,
    Eof,
}

pub(crate) struct Parser<'d> {
    toks: Vec<Token>,
    pos: usize,
    file: FileId,
    diags: &'d mut Diagnostics,
    /// Fixity in force at the current point.
    fixity: FixityEnv,
    /// Undo log of fixity changes: the name and its previous entry.
    fix_log: Vec<(String, Option<Fixity>)>,
    depth: usize,
    /// Token index of the last error, so an error at the same place
    /// (a consequence of the first) is not reported twice.
    last_error_tok: Option<usize>,
    /// End of the last consumed token.
    prev_hi: u32,
    errors_reported: usize,
    /// At top level: whether an expression may start here (`exp ;` is a
    /// program only at the start of the file or after a `;`).
    top_exp_ok: bool,
    /// The number of the file's declarations before each of its top-level
    /// `;` (`Program::topdec_ends`).
    top_semis: Vec<usize>,
    /// Syntax extensions enabled by the file's annotations.
    pub(crate) options: SyntaxOptions,
}

impl<'d> Parser<'d> {
    pub(crate) fn new(toks: Vec<Token>, file: FileId, fixity: FixityEnv, diags: &'d mut Diagnostics) -> Parser<'d> {
        Parser { toks, pos: 0, file, diags, fixity, fix_log: Vec::new(), depth: 0, last_error_tok: None, prev_hi: 0, errors_reported: 0, top_exp_ok: true, top_semis: Vec::new(), options: SyntaxOptions::default() }
    }

    // ------------------------------------------------------------ tokens

    pub(crate) fn peek(&self) -> &TokenKind {
        self.peek_at(0)
    }

    pub(crate) fn peek_at(&self, k: usize) -> &TokenKind {
        let i = (self.pos + k).min(self.toks.len() - 1);
        &self.toks[i].kind
    }

    pub(crate) fn at(&self, k: &TokenKind) -> bool {
        std::mem::discriminant(self.peek()) == std::mem::discriminant(k)
    }

    pub(crate) fn span(&self) -> Span {
        self.toks[self.pos.min(self.toks.len() - 1)].span
    }

    /// Start offset of the next token (for building node spans).
    pub(crate) fn lo(&self) -> u32 {
        self.span().lo
    }

    /// The span from `lo` to the end of the last consumed token.
    pub(crate) fn span_from(&self, lo: u32) -> Span {
        Span { file: self.file, lo, hi: self.prev_hi.max(lo) }
    }

    pub(crate) fn bump(&mut self) -> Span {
        let sp = self.span();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
            self.prev_hi = sp.hi;
        }
        sp
    }

    pub(crate) fn eat(&mut self, k: &TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, k: &TokenKind) -> PResult<Span> {
        if self.at(k) {
            Ok(self.bump())
        } else {
            Err(self.expected(&format!("`{}`", k.spelling())))
        }
    }

    // ------------------------------------------------------------ errors

    /// Reports `msg` at `span` unless an error was already reported at the
    /// current token.
    pub(crate) fn error_at(&mut self, span: Span, msg: impl Into<String>) -> Fail {
        if self.last_error_tok != Some(self.pos) {
            self.errors_reported += 1;
            self.diags.error(span, msg);
        }
        self.last_error_tok = Some(self.pos);
        Fail
    }

    /// Reports an error at a span without blocking later errors at the same token.
    pub(crate) fn report(&mut self, span: Span, msg: impl Into<String>) {
        self.errors_reported += 1;
        self.diags.error(span, msg);
    }

    pub(crate) fn push_diag(&mut self, d: skein_diagnostics::Diagnostic) {
        self.errors_reported += 1;
        self.diags.push(d);
    }

    /// "expected WHAT, found TOKEN" at the current token.
    pub(crate) fn expected(&mut self, what: &str) -> Fail {
        let found = self.peek().describe();
        let sp = self.span();
        self.error_at(sp, format!("expected {}, found {}", what, found))
    }

    /// Runs `f` one nesting level deeper, failing beyond `MAX_DEPTH`.
    pub(crate) fn nested<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_DEPTH {
            let sp = self.span();
            // `what` is only where the limit was reached: the nesting may
            // be of other constructs (structures, `local`s, `let`s).
            let msg = format!(
                "program nested too deeply: more than {} levels of nested declarations, expressions, patterns and types (the limit is reached at this {})",
                MAX_DEPTH, what
            );
            return Err(self.too_deep(sp, msg));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Fails if a chain of `extra` operators or applications would push
    /// the tree it builds past `MAX_CHAIN`.
    pub(crate) fn check_chain(&mut self, extra: usize, what: &str, span: Span) -> PResult<()> {
        if self.depth + extra > MAX_CHAIN {
            let msg = format!("{} nested too deeply: a chain of infix operators or applications longer than {} (nesting included)", what, MAX_CHAIN);
            return Err(self.too_deep(span, msg));
        }
        Ok(())
    }

    /// Reports excessive nesting and gives up on the rest of the file:
    /// such input is generated, and recovering inside it would only
    /// produce one error per level.
    fn too_deep(&mut self, span: Span, msg: String) -> Fail {
        self.error_at(span, msg);
        self.pos = self.toks.len() - 1;
        self.last_error_tok = Some(self.pos);
        Fail
    }

    // ------------------------------------------------------------ identifiers

    pub(crate) fn ident_from(&self, name: &str, span: Span) -> Ident {
        Ident { name: name.to_string(), span }
    }

    /// An unqualified identifier token (alphanumeric or symbolic).
    pub(crate) fn ident(&mut self, what: &str) -> PResult<Ident> {
        if let TokenKind::Ident(s) = self.peek() {
            let s = s.clone();
            let sp = self.bump();
            Ok(Ident { name: s, span: sp })
        } else {
            Err(self.expected(what))
        }
    }

    /// An alphanumeric identifier (structure, signature, functor names).
    pub(crate) fn alnum_ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek() {
            TokenKind::Ident(s) if s.as_bytes()[0].is_ascii_alphabetic() => self.ident(what),
            _ => Err(self.expected(what)),
        }
    }

    /// A possibly qualified identifier; `=` is accepted as the identifier `=`.
    pub(crate) fn long_ident(&mut self, what: &str) -> PResult<LongIdent> {
        match self.peek().clone() {
            TokenKind::Ident(s) => {
                let sp = self.bump();
                Ok(LongIdent::unqualified(Ident { name: s, span: sp }))
            }
            TokenKind::Equals => {
                let sp = self.bump();
                Ok(LongIdent::unqualified(Ident { name: "=".into(), span: sp }))
            }
            TokenKind::LongIdent(q, s) => {
                let sp = self.bump();
                Ok(self.make_long(&q, &s, sp))
            }
            _ => Err(self.expected(what)),
        }
    }

    /// Builds a `LongIdent` for `A.B.x` with a span per component.
    pub(crate) fn make_long(&self, quals: &[String], name: &str, sp: Span) -> LongIdent {
        let mut off = sp.lo;
        let mut qualifiers = Vec::with_capacity(quals.len());
        for q in quals {
            let hi = off + q.len() as u32;
            qualifiers.push(Ident { name: q.clone(), span: Span { file: sp.file, lo: off, hi } });
            off = hi + 1;
        }
        let id = Ident { name: name.to_string(), span: Span { file: sp.file, lo: off.min(sp.hi), hi: sp.hi } };
        LongIdent { qualifiers, id, span: sp }
    }

    /// Whether the next token is an unqualified identifier that is infix
    /// here (and so cannot start an operand).
    pub(crate) fn at_infix(&self) -> bool {
        match self.peek() {
            TokenKind::Ident(s) => self.fixity.is_infix(s),
            TokenKind::Equals => self.fixity.is_infix("="),
            _ => false,
        }
    }

    // ------------------------------------------------------------ fixity scopes

    pub(crate) fn set_fixity(&mut self, name: &str, f: Fixity) {
        let old = self.fixity.lookup(name);
        self.fix_log.push((name.to_string(), old));
        self.fixity.set(name, f);
    }

    pub(crate) fn fixity_mark(&self) -> usize {
        self.fix_log.len()
    }

    /// Undoes every fixity change made since `mark`.
    pub(crate) fn fixity_restore(&mut self, mark: usize) {
        while self.fix_log.len() > mark {
            let Some((name, old)) = self.fix_log.pop() else { break };
            match old {
                Some(f) => self.fixity.set(&name, f),
                None => self.fixity.remove(&name),
            }
        }
    }

    /// `local d1 in d2 end`: undoes the changes since `mark0` but keeps
    /// those made since `mark1` (by `d2`).
    pub(crate) fn fixity_restore_keeping(&mut self, mark0: usize, mark1: usize) {
        let mut kept: Vec<(String, Fixity)> = Vec::new();
        for (name, _) in &self.fix_log[mark1.min(self.fix_log.len())..] {
            if let Some(f) = self.fixity.lookup(name) {
                kept.retain(|(n, _)| n != name);
                kept.push((name.clone(), f));
            }
        }
        self.fixity_restore(mark0);
        for (name, f) in kept {
            self.set_fixity(&name, f);
        }
    }

    /// Runs `f` in a fixity scope (undone afterwards, error or not).
    pub(crate) fn scoped<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let mark = self.fixity_mark();
        let r = f(self);
        self.fixity_restore(mark);
        r
    }

    /// The fixity declarations made at top level (what remains in the log).
    fn top_level_fixity(&self) -> FixityEnv {
        let mut env = FixityEnv::empty();
        for (name, _) in &self.fix_log {
            env.set(name, self.fixity.get(name));
        }
        env
    }
}
