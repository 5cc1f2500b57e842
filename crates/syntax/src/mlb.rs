//! ML Basis (`.mlb`) files: their syntax tree, lexer and parser.
//!
//! The language is MLton's ML Basis system: basis declarations (`basis`,
//! `local`, `open`, `structure`/`signature`/`functor` rebinding, `ann`,
//! file paths) and basis expressions (`bas ... end`, a basis name,
//! `let ... in ... end`).  Paths are kept as written (path variables such as
//! `$(SML_LIB)` unexpanded); `expand_path_vars` expands them and the driver
//! resolves them against the including file's directory.  What the
//! declarations mean (scoping, memoisation of `.mlb` files) is the driver's
//! business.  Errors go to `Diagnostics` with spans; nothing here panics.

use crate::ast::Ident;
use skein_diagnostics::{Diagnostics, FileId, Span};

#[derive(Clone, Debug, PartialEq)]
pub struct BasDec {
    pub kind: BasDecKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum BasDecKind {
    /// `basis b1 = basexp1 and ... and bn = basexpn`
    Basis(Vec<BasBind>),
    /// `local basdec1 in basdec2 end`
    Local(Vec<BasDec>, Vec<BasDec>),
    /// `open b1 ... bn`
    Open(Vec<Ident>),
    /// `structure A = B and C` (`C` alone means `C = C`)
    Structure(Vec<ModBind>),
    /// `signature S = T and ...`
    Signature(Vec<ModBind>),
    /// `functor F = G and ...`
    Functor(Vec<ModBind>),
    /// `ann "a1" ... "an" in basdec end`
    Ann(Vec<Annotation>, Vec<BasDec>),
    /// A source file (`.sml`, `.sig`, `.fun`, ...) or another `.mlb` file.
    Path(PathLit),
}

/// `b = basexp`
#[derive(Clone, Debug, PartialEq)]
pub struct BasBind {
    pub name: Ident,
    pub def: BasExp,
    pub span: Span,
}

/// `name = def` in a `structure`/`signature`/`functor` basdec.
#[derive(Clone, Debug, PartialEq)]
pub struct ModBind {
    pub name: Ident,
    pub def: Ident,
    pub span: Span,
}

/// One annotation string of an `ann`, e.g. `"warnUnused true"`.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    pub text: String,
    pub span: Span,
}

/// A file path as written (quotes removed, path variables not expanded).
#[derive(Clone, Debug, PartialEq)]
pub struct PathLit {
    pub text: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BasExp {
    pub kind: BasExpKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum BasExpKind {
    /// `bas basdec end`
    Bas(Vec<BasDec>),
    /// A basis name bound by `basis`.
    Name(Ident),
    /// `let basdec in basexp end`
    Let(Vec<BasDec>, Box<BasExp>),
}

/// Annotations MLton documents; others are accepted with a warning.  Only
/// the Successor ML syntax ones mean something to Skein (`options.rs`); the
/// others are accepted and ignored.
const KNOWN_ANNOTATIONS: &[&str] = &[
    "allowConstant",
    "allowDoDecls",
    "allowExtendedConsts",
    "allowExtendedNumConsts",
    "allowExtendedTextConsts",
    "allowFFI",
    "allowLineComments",
    "allowOptBar",
    "allowOptSemicolon",
    "allowOrPats",
    "allowOverload",
    "allowPrim",
    "allowRebindEquals",
    "allowRecordPunExps",
    "allowRedefineSpecialIds",
    "allowSigWithtype",
    "allowSpecifyEquals",
    "allowSpecifySpecialIds",
    "allowSuccessorML",
    "allowVectorExps",
    "allowVectorPats",
    "deadCode",
    "ffiStr",
    "forceUsed",
    "milletDiagnosticsIgnore",
    "nonexhaustiveBind",
    "nonexhaustiveExnBind",
    "nonexhaustiveExnMatch",
    "nonexhaustiveExnRaise",
    "nonexhaustiveMatch",
    "nonexhaustiveRaise",
    "redundantBind",
    "redundantMatch",
    "resolveScope",
    "sequenceNonUnit",
    "valrecConstr",
    "warnUnused",
];

/// Parses the text of one `.mlb` file.
pub fn parse_mlb(text: &str, file: FileId, diags: &mut Diagnostics) -> Vec<BasDec> {
    let tokens = lex(text, file, diags);
    let mut p = Parser { tokens, pos: 0, file, diags };
    let decs = p.basdecs();
    if let Some(t) = p.peek_tok() {
        let (span, what) = (t.span, t.kind.describe());
        p.diags.error(span, format!("unexpected {} in ML Basis file", what));
    }
    decs
}

/// Expands `$(VAR)` path variables with `lookup` (values may themselves
/// contain variables).  Returns the name of an undefined variable, or a
/// description of a malformed/cyclic use, as the error.
pub fn expand_path_vars(path: &str, lookup: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    expand_depth(path, lookup, 0)
}

fn expand_depth(path: &str, lookup: &dyn Fn(&str) -> Option<String>, depth: u32) -> Result<String, String> {
    if depth > 32 {
        return Err("path variables expand too deeply (a variable refers to itself?)".to_string());
    }
    let mut out = String::new();
    let mut rest = path;
    while let Some(i) = rest.find("$(") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let Some(close) = after.find(')') else {
            return Err(format!("unterminated path variable in `{}`", path));
        };
        let name = &after[..close];
        match lookup(name) {
            Some(value) => out.push_str(&expand_depth(&value, lookup, depth + 1)?),
            None => return Err(format!("undefined path variable `$({})`", name)),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

// ---------------------------------------------------------------- lexer

#[derive(Clone, Debug, PartialEq)]
enum TokKind {
    /// Alphanumeric identifier or keyword.
    Word(String),
    /// An unquoted path: a word containing `/`, `.` or `$(`.
    Path(String),
    /// A string literal (annotation or quoted path).
    Str(String),
    Equals,
    Semi,
}

impl TokKind {
    fn describe(&self) -> String {
        match self {
            TokKind::Word(w) => format!("`{}`", w),
            TokKind::Path(p) => format!("path `{}`", p),
            TokKind::Str(s) => format!("string \"{}\"", s),
            TokKind::Equals => "`=`".to_string(),
            TokKind::Semi => "`;`".to_string(),
        }
    }
}

#[derive(Clone, Debug)]
struct Tok {
    kind: TokKind,
    span: Span,
}

fn is_path_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'\'' | b'.' | b'/' | b'-' | b'~' | b'+' | b'$' | b'\\' | b':')
}

fn lex(text: &str, file: FileId, diags: &mut Diagnostics) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'(' && b.get(i + 1) == Some(&b'*') {
            let start = i;
            let mut depth = 0u32;
            let mut closed = false;
            while i < b.len() {
                if b[i] == b'(' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b')') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        closed = true;
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            if !closed {
                diags.error(Span::new(file, start, start + 2), "unterminated comment");
            }
        } else if c == b'=' {
            toks.push(Tok { kind: TokKind::Equals, span: Span::new(file, i, i + 1) });
            i += 1;
        } else if c == b';' {
            toks.push(Tok { kind: TokKind::Semi, span: Span::new(file, i, i + 1) });
            i += 1;
        } else if c == b'"' {
            let start = i;
            i += 1;
            let mut s = Vec::new();
            let mut closed = false;
            while i < b.len() {
                match b[i] {
                    b'"' => {
                        i += 1;
                        closed = true;
                        break;
                    }
                    b'\\' if i + 1 < b.len() => {
                        let e = b[i + 1];
                        i += 2;
                        match e {
                            b'n' => s.push(b'\n'),
                            b't' => s.push(b'\t'),
                            b'"' => s.push(b'"'),
                            b'\\' => s.push(b'\\'),
                            b'0'..=b'9' if i + 1 < b.len() && b[i].is_ascii_digit() && b[i + 1].is_ascii_digit() => {
                                let v = (e - b'0') as u32 * 100 + (b[i] - b'0') as u32 * 10 + (b[i + 1] - b'0') as u32;
                                i += 2;
                                s.push(v.min(255) as u8);
                            }
                            other => {
                                diags.error(Span::new(file, i - 2, i), format!("unknown escape `\\{}` in string", other as char));
                            }
                        }
                    }
                    b'\n' => break,
                    other => {
                        s.push(other);
                        i += 1;
                    }
                }
            }
            if !closed {
                diags.error(Span::new(file, start, i), "unterminated string");
            }
            toks.push(Tok { kind: TokKind::Str(String::from_utf8_lossy(&s).into_owned()), span: Span::new(file, start, i) });
        } else if is_path_char(c) || c == b'(' {
            let start = i;
            let mut is_path = false;
            while i < b.len() {
                if b[i] == b'$' && b.get(i + 1) == Some(&b'(') {
                    is_path = true;
                    match b[i..].iter().position(|&x| x == b')') {
                        Some(close) => i += close + 1,
                        None => {
                            diags.error(Span::new(file, i, b.len()), "unterminated path variable `$(`");
                            i = b.len();
                        }
                    }
                } else if is_path_char(b[i]) {
                    if matches!(b[i], b'/' | b'.' | b'$' | b'\\' | b':') {
                        is_path = true;
                    }
                    i += 1;
                } else {
                    break;
                }
            }
            if i == start {
                // A lone `(` that does not open a comment.
                diags.error(Span::new(file, i, i + 1), "unexpected character `(` in ML Basis file");
                i += 1;
                continue;
            }
            let word = text.get(start..i).unwrap_or("").to_string();
            let kind = if is_path { TokKind::Path(word) } else { TokKind::Word(word) };
            toks.push(Tok { kind, span: Span::new(file, start, i) });
        } else {
            // Skip the whole (possibly multi-byte) character.
            let len = text.get(i..).and_then(|s| s.chars().next()).map(|ch| ch.len_utf8()).unwrap_or(1);
            let shown = text.get(i..i + len).unwrap_or("?");
            diags.error(Span::new(file, i, i + len), format!("unexpected character `{}` in ML Basis file", shown));
            i += len;
        }
    }
    toks
}

// ---------------------------------------------------------------- parser

const KEYWORDS: &[&str] = &["and", "ann", "bas", "basis", "end", "functor", "in", "let", "local", "open", "signature", "structure"];

struct Parser<'d> {
    tokens: Vec<Tok>,
    pos: usize,
    file: FileId,
    diags: &'d mut Diagnostics,
}

impl<'d> Parser<'d> {
    fn peek_tok(&self) -> Option<&Tok> {
        self.tokens.get(self.pos)
    }

    fn peek_kw(&self, kw: &str) -> bool {
        matches!(self.peek_tok(), Some(Tok { kind: TokKind::Word(w), .. }) if w == kw)
    }

    /// Span of the next token, or an empty span at the end of the file.
    fn here(&self) -> Span {
        match self.peek_tok() {
            Some(t) => t.span,
            None => {
                let end = self.tokens.last().map(|t| t.span.hi as usize).unwrap_or(0);
                Span::new(self.file, end, end)
            }
        }
    }

    fn prev_span(&self) -> Span {
        if self.pos == 0 {
            return self.here();
        }
        self.tokens[self.pos - 1].span
    }

    fn next_describe(&self) -> String {
        match self.peek_tok() {
            Some(t) => t.kind.describe(),
            None => "end of file".to_string(),
        }
    }

    fn expect_kw(&mut self, kw: &str) -> bool {
        if self.peek_kw(kw) {
            self.pos += 1;
            true
        } else {
            let msg = format!("expected `{}`, found {}", kw, self.next_describe());
            let span = self.here();
            self.diags.error(span, msg);
            false
        }
    }

    /// A non-keyword alphanumeric identifier.
    fn ident(&mut self, what: &str) -> Option<Ident> {
        if let Some(Tok { kind: TokKind::Word(w), span }) = self.peek_tok() {
            if !KEYWORDS.contains(&w.as_str()) {
                let id = Ident { name: w.clone(), span: *span };
                self.pos += 1;
                return Some(id);
            }
        }
        let msg = format!("expected {}, found {}", what, self.next_describe());
        let span = self.here();
        self.diags.error(span, msg);
        None
    }

    fn at_basdec_end(&self) -> bool {
        match self.peek_tok() {
            None => true,
            Some(Tok { kind: TokKind::Word(w), .. }) => matches!(w.as_str(), "in" | "end" | "and"),
            _ => false,
        }
    }

    /// `basdec` sequence, optionally separated by `;`.
    fn basdecs(&mut self) -> Vec<BasDec> {
        let mut decs = Vec::new();
        loop {
            while matches!(self.peek_tok(), Some(Tok { kind: TokKind::Semi, .. })) {
                self.pos += 1;
            }
            if self.at_basdec_end() {
                return decs;
            }
            let before = self.pos;
            if let Some(d) = self.basdec() {
                decs.push(d);
            }
            if self.pos == before {
                // No progress: skip the offending token (already reported).
                self.pos += 1;
            }
        }
    }

    fn basdec(&mut self) -> Option<BasDec> {
        let start = self.here();
        let tok = self.peek_tok()?.clone();
        let kind = match &tok.kind {
            TokKind::Path(p) => {
                self.pos += 1;
                BasDecKind::Path(PathLit { text: p.clone(), span: tok.span })
            }
            TokKind::Str(s) => {
                self.pos += 1;
                BasDecKind::Path(PathLit { text: s.clone(), span: tok.span })
            }
            TokKind::Word(w) => match w.as_str() {
                "basis" => {
                    self.pos += 1;
                    let mut binds = Vec::new();
                    loop {
                        let bstart = self.here();
                        let name = self.ident("a basis name")?;
                        self.expect_equals()?;
                        let def = self.basexp()?;
                        binds.push(BasBind { span: bstart.to(def.span), name, def });
                        if !self.eat_and() {
                            break;
                        }
                    }
                    BasDecKind::Basis(binds)
                }
                "local" => {
                    self.pos += 1;
                    let a = self.basdecs();
                    self.expect_kw("in");
                    let b = self.basdecs();
                    self.expect_kw("end");
                    BasDecKind::Local(a, b)
                }
                "open" => {
                    self.pos += 1;
                    let mut names = vec![self.ident("a basis name")?];
                    while let Some(Tok { kind: TokKind::Word(w), .. }) = self.peek_tok() {
                        if KEYWORDS.contains(&w.as_str()) {
                            break;
                        }
                        names.push(self.ident("a basis name")?);
                    }
                    BasDecKind::Open(names)
                }
                "structure" => {
                    self.pos += 1;
                    BasDecKind::Structure(self.modbinds("a structure name")?)
                }
                "signature" => {
                    self.pos += 1;
                    BasDecKind::Signature(self.modbinds("a signature name")?)
                }
                "functor" => {
                    self.pos += 1;
                    BasDecKind::Functor(self.modbinds("a functor name")?)
                }
                "ann" => {
                    self.pos += 1;
                    let mut anns = Vec::new();
                    while let Some(Tok { kind: TokKind::Str(s), span }) = self.peek_tok() {
                        anns.push(Annotation { text: s.clone(), span: *span });
                        self.pos += 1;
                    }
                    if anns.is_empty() {
                        let msg = format!("expected an annotation string after `ann`, found {}", self.next_describe());
                        let span = self.here();
                        self.diags.error(span, msg);
                    }
                    for a in &anns {
                        check_annotation(a, self.diags);
                    }
                    self.expect_kw("in");
                    let body = self.basdecs();
                    self.expect_kw("end");
                    BasDecKind::Ann(anns, body)
                }
                _ => {
                    let msg = if KEYWORDS.contains(&w.as_str()) {
                        format!("unexpected `{}`", w)
                    } else {
                        format!("unexpected `{}`: expected a basis declaration or a file path (a file name needs its extension, e.g. `{}.sml`)", w, w)
                    };
                    self.diags.error(tok.span, msg);
                    return None;
                }
            },
            TokKind::Equals | TokKind::Semi => {
                self.diags.error(tok.span, format!("unexpected {}: expected a basis declaration or a file path", tok.kind.describe()));
                return None;
            }
        };
        Some(BasDec { kind, span: start.to(self.prev_span()) })
    }

    fn expect_equals(&mut self) -> Option<()> {
        if matches!(self.peek_tok(), Some(Tok { kind: TokKind::Equals, .. })) {
            self.pos += 1;
            Some(())
        } else {
            let msg = format!("expected `=`, found {}", self.next_describe());
            let span = self.here();
            self.diags.error(span, msg);
            None
        }
    }

    fn eat_and(&mut self) -> bool {
        if self.peek_kw("and") {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn modbinds(&mut self, what: &str) -> Option<Vec<ModBind>> {
        let mut binds = Vec::new();
        loop {
            let name = self.ident(what)?;
            let def = if matches!(self.peek_tok(), Some(Tok { kind: TokKind::Equals, .. })) {
                self.pos += 1;
                self.ident(what)?
            } else {
                name.clone()
            };
            binds.push(ModBind { span: name.span.to(def.span), name, def });
            if !self.eat_and() {
                return Some(binds);
            }
        }
    }

    fn basexp(&mut self) -> Option<BasExp> {
        let start = self.here();
        let kind = if self.peek_kw("bas") {
            self.pos += 1;
            let decs = self.basdecs();
            self.expect_kw("end");
            BasExpKind::Bas(decs)
        } else if self.peek_kw("let") {
            self.pos += 1;
            let decs = self.basdecs();
            self.expect_kw("in");
            let body = self.basexp()?;
            self.expect_kw("end");
            BasExpKind::Let(decs, Box::new(body))
        } else {
            BasExpKind::Name(self.ident("a basis expression (`bas ... end`, a basis name or `let`)")?)
        };
        Some(BasExp { kind, span: start.to(self.prev_span()) })
    }
}

/// Warns about annotations Skein does not know (MLton does the same).
fn check_annotation(a: &Annotation, diags: &mut Diagnostics) {
    let name = a.text.split_whitespace().next().unwrap_or("");
    if name.is_empty() {
        diags.warning(a.span, "empty annotation (ignored)");
    } else if !KNOWN_ANNOTATIONS.contains(&name) {
        diags.warning(a.span, format!("unrecognized annotation `{}` (ignored)", name));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skein_diagnostics::Severity;

    fn parse(text: &str) -> (Vec<BasDec>, Diagnostics) {
        let mut d = Diagnostics::new();
        let decs = parse_mlb(text, FileId(0), &mut d);
        (decs, d)
    }

    fn parse_ok(text: &str) -> Vec<BasDec> {
        let (decs, d) = parse(text);
        assert!(!d.has_errors(), "unexpected errors: {:?}", d.items);
        decs
    }

    fn path(d: &BasDec) -> &str {
        match &d.kind {
            BasDecKind::Path(p) => &p.text,
            other => panic!("not a path: {:?}", other),
        }
    }

    #[test]
    fn paths_of_every_form() {
        let decs = parse_ok("$(SML_LIB)/basis/basis.mlb\nfoo/bar.sml ../x.mlb \"with space.sml\"; a.sig b.fun c-d_e.sml\n");
        let texts: Vec<&str> = decs.iter().map(path).collect();
        assert_eq!(texts, ["$(SML_LIB)/basis/basis.mlb", "foo/bar.sml", "../x.mlb", "with space.sml", "a.sig", "b.fun", "c-d_e.sml"]);
        // Spans cover the path as written.
        assert_eq!((decs[1].span.lo, decs[1].span.hi), (27, 38));
    }

    #[test]
    fn comments_nest() {
        let decs = parse_ok("(* a (* nested *) comment *) a.sml (* b.sml *)");
        assert_eq!(decs.len(), 1);
        assert_eq!(path(&decs[0]), "a.sml");
    }

    #[test]
    fn local_basis_open_let() {
        let decs = parse_ok(
            "local a.sml in b.sml end
             basis B = bas c.sml end and C = let d.sml in bas e.sml end end
             basis D = B
             open B C",
        );
        assert_eq!(decs.len(), 4);
        match &decs[0].kind {
            BasDecKind::Local(a, b) => {
                assert_eq!(path(&a[0]), "a.sml");
                assert_eq!(path(&b[0]), "b.sml");
            }
            k => panic!("{:?}", k),
        }
        match &decs[1].kind {
            BasDecKind::Basis(binds) => {
                assert_eq!(binds.len(), 2);
                assert_eq!(binds[0].name.name, "B");
                assert!(matches!(&binds[0].def.kind, BasExpKind::Bas(d) if path(&d[0]) == "c.sml"));
                match &binds[1].def.kind {
                    BasExpKind::Let(d, body) => {
                        assert_eq!(path(&d[0]), "d.sml");
                        assert!(matches!(&body.kind, BasExpKind::Bas(_)));
                    }
                    k => panic!("{:?}", k),
                }
            }
            k => panic!("{:?}", k),
        }
        assert!(matches!(&decs[2].kind, BasDecKind::Basis(b) if matches!(&b[0].def.kind, BasExpKind::Name(n) if n.name == "B")));
        match &decs[3].kind {
            BasDecKind::Open(names) => assert_eq!(names.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(), ["B", "C"]),
            k => panic!("{:?}", k),
        }
    }

    #[test]
    fn module_rebindings() {
        let decs = parse_ok("structure A = B and C signature S = T functor F = G and H");
        match &decs[0].kind {
            BasDecKind::Structure(b) => {
                assert_eq!((b[0].name.name.as_str(), b[0].def.name.as_str()), ("A", "B"));
                assert_eq!((b[1].name.name.as_str(), b[1].def.name.as_str()), ("C", "C"));
            }
            k => panic!("{:?}", k),
        }
        assert!(matches!(&decs[1].kind, BasDecKind::Signature(b) if b[0].def.name == "T"));
        assert!(matches!(&decs[2].kind, BasDecKind::Functor(b) if b.len() == 2));
    }

    #[test]
    fn annotations_known_and_unknown() {
        let (decs, d) = parse("ann \"warnUnused true\" \"frobnicate\" in a.sml end");
        assert!(!d.has_errors());
        match &decs[0].kind {
            BasDecKind::Ann(anns, body) => {
                assert_eq!(anns.len(), 2);
                assert_eq!(path(&body[0]), "a.sml");
            }
            k => panic!("{:?}", k),
        }
        let warnings: Vec<_> = d.items.iter().filter(|x| x.severity == Severity::Warning).collect();
        assert_eq!(warnings.len(), 1);
        assert!(warnings[0].message.contains("frobnicate"));
    }

    #[test]
    fn errors_have_spans_and_do_not_panic() {
        let (_, d) = parse("local a.sml in b.sml");
        assert!(d.has_errors());
        assert!(d.items[0].message.contains("expected `end`"), "{:?}", d.items);

        let (_, d) = parse("foo");
        assert!(d.has_errors());
        assert_eq!((d.items[0].span.lo, d.items[0].span.hi), (0, 3));

        for bad in ["basis", "basis B", "basis B =", "open", "(* open", "\"abc", "ann in end", "= ; end in", "structure = A", "$(X", "@ # %", "let", "basis B = let a.sml", "a.sml end", "(", "é"] {
            let (_, d) = parse(bad);
            assert!(d.has_errors(), "no error for {:?}", bad);
        }
    }

    #[test]
    fn path_variables_expand() {
        let lookup = |name: &str| match name {
            "SML_LIB" => Some("/lib/sml".to_string()),
            "A" => Some("$(B)/x".to_string()),
            "B" => Some("b".to_string()),
            "LOOP" => Some("$(LOOP)".to_string()),
            _ => None,
        };
        assert_eq!(expand_path_vars("$(SML_LIB)/basis/basis.mlb", &lookup).unwrap(), "/lib/sml/basis/basis.mlb");
        assert_eq!(expand_path_vars("$(A)/y.sml", &lookup).unwrap(), "b/x/y.sml");
        assert_eq!(expand_path_vars("plain.sml", &lookup).unwrap(), "plain.sml");
        assert!(expand_path_vars("$(NOPE)/a.sml", &lookup).unwrap_err().contains("NOPE"));
        assert!(expand_path_vars("$(LOOP)", &lookup).is_err());
        assert!(expand_path_vars("$(A", &lookup).is_err());
    }
}
