//! Lexer for the lexical syntax of Standard ML '97.
//!
//! `tokenize` turns the whole text into a token vector ending with `Eof`.
//! It never fails: a malformed token is reported to `Diagnostics` and either
//! skipped or replaced by its best reading (an unterminated string still
//! yields a `String` token), so the parser always gets a usable stream.
//! Comments nest; `~` directly before a digit makes a negative constant;
//! `#"c"` is a character constant and any other `#` is the selector symbol.

use crate::options::SyntaxOptions;
use crate::token::{Token, TokenKind};
use skein_diagnostics::{Diagnostics, FileId, Span};

/// Splits `text` into tokens (the last one is always `Eof`).
pub fn tokenize(text: &str, file: FileId, diags: &mut Diagnostics) -> Vec<Token> {
    tokenize_with(text, file, &SyntaxOptions::default(), diags)
}

/// `tokenize` with the lexical extensions of `options` (`(*)` line
/// comments, `_` in numeric constants).
pub fn tokenize_with(text: &str, file: FileId, options: &SyntaxOptions, diags: &mut Diagnostics) -> Vec<Token> {
    let tokens = Vec::with_capacity(text.len() / 4 + 1);
    let mut lx = Lexer { text, b: text.as_bytes(), i: 0, file, diags, tokens, options: *options };
    lx.run();
    let end = text.len();
    lx.tokens.push(Token { kind: TokenKind::Eof, span: Span::new(file, end, end) });
    lx.tokens
}

fn is_symbolic(c: u8) -> bool {
    matches!(
        c,
        b'!' | b'%' | b'&' | b'$' | b'#' | b'+' | b'-' | b'/' | b':' | b'<' | b'=' | b'>' | b'?' | b'@' | b'\\' | b'~' | b'`' | b'^' | b'|' | b'*'
    )
}

fn is_alnum(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'\''
}

struct Lexer<'a, 'd> {
    text: &'a str,
    b: &'a [u8],
    i: usize,
    file: FileId,
    diags: &'d mut Diagnostics,
    tokens: Vec<Token>,
    options: SyntaxOptions,
}

impl<'a, 'd> Lexer<'a, 'd> {
    fn peek(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn span(&self, lo: usize, hi: usize) -> Span {
        Span::new(self.file, lo, hi)
    }

    fn push(&mut self, kind: TokenKind, lo: usize) {
        let span = self.span(lo, self.i);
        self.tokens.push(Token { kind, span });
    }

    fn error(&mut self, lo: usize, hi: usize, msg: impl Into<String>) {
        let span = self.span(lo, hi);
        self.diags.error(span, msg);
    }

    fn run(&mut self) {
        while self.i < self.b.len() {
            let c = self.b[self.i];
            let lo = self.i;
            match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => self.i += 1,
                b'(' if self.peek(1) == b'*' && self.peek(2) == b')' && self.options.line_comments => self.line_comment(),
                b'(' if self.peek(1) == b'*' => self.comment(),
                b'(' => self.single(TokenKind::LParen),
                b')' => self.single(TokenKind::RParen),
                b'[' => self.single(TokenKind::LBracket),
                b']' => self.single(TokenKind::RBracket),
                b'{' => self.single(TokenKind::LBrace),
                b'}' => self.single(TokenKind::RBrace),
                b',' => self.single(TokenKind::Comma),
                b';' => self.single(TokenKind::Semicolon),
                b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                    self.i += 3;
                    self.push(TokenKind::DotDotDot, lo);
                }
                b'"' => {
                    let s = self.string_body();
                    self.push(TokenKind::String(s), lo);
                }
                b'#' if self.peek(1) == b'"' => self.char_const(),
                b'~' if self.peek(1).is_ascii_digit() => self.number(),
                b'0'..=b'9' => self.number(),
                b'\'' => {
                    self.i += 1;
                    while self.i < self.b.len() && is_alnum(self.b[self.i]) {
                        self.i += 1;
                    }
                    if self.i == lo + 1 || self.b[lo + 1..self.i].iter().all(|&c| c == b'\'') {
                        self.error(lo, self.i, "type variable needs a name after the quote");
                    }
                    let name = self.text[lo..self.i].to_string();
                    self.push(TokenKind::TyVar(name), lo);
                }
                b'_' => {
                    self.i += 1;
                    while self.i < self.b.len() && is_alnum(self.b[self.i]) {
                        self.i += 1;
                    }
                    match &self.text[lo..self.i] {
                        "_" => self.push(TokenKind::Underscore, lo),
                        "_prim" => self.push(TokenKind::Prim, lo),
                        "_import" => self.push(TokenKind::Import, lo),
                        "_address" => self.push(TokenKind::Address, lo),
                        "_symbol" => self.push(TokenKind::Symbol, lo),
                        ffi @ "_export" => {
                            let msg = format!("MLton's foreign function interface: `{}` is not supported by Skein (only `_import`, `_address` and `_symbol` are)", ffi);
                            self.error(lo, self.i, msg);
                        }
                        other => {
                            let msg = format!("identifiers cannot start with `_`: `{}`", other);
                            self.error(lo, self.i, msg);
                        }
                    }
                }
                c if c.is_ascii_alphabetic() => self.ident_or_long(),
                c if is_symbolic(c) => {
                    while self.i < self.b.len() && is_symbolic(self.b[self.i]) {
                        self.i += 1;
                    }
                    let s = &self.text[lo..self.i];
                    let kind = TokenKind::reserved_symbol(s).unwrap_or_else(|| TokenKind::Ident(s.to_string()));
                    self.push(kind, lo);
                }
                _ => {
                    let ch = self.text[lo..].chars().next().unwrap_or('?');
                    let len = ch.len_utf8().max(1);
                    let shown = if ch.is_control() { format!("\\u{{{:x}}}", ch as u32) } else { ch.to_string() };
                    self.error(lo, lo + len, format!("unexpected character `{}`", shown));
                    self.i += len;
                    // Stay on a char boundary whatever happened.
                    while self.i < self.b.len() && !self.text.is_char_boundary(self.i) {
                        self.i += 1;
                    }
                }
            }
        }
    }

    fn single(&mut self, kind: TokenKind) {
        let lo = self.i;
        self.i += 1;
        self.push(kind, lo);
    }

    /// A line comment `(*)` (with `allowLineComments`): up to the end of
    /// the line.
    fn line_comment(&mut self) {
        while self.i < self.b.len() && self.b[self.i] != b'\n' {
            self.i += 1;
        }
    }

    /// A nested comment starting at `(*` (with `allowLineComments`, `(*)`
    /// inside it is a line comment).
    fn comment(&mut self) {
        let lo = self.i;
        let mut depth = 0usize;
        while self.i < self.b.len() {
            if self.b[self.i] == b'(' && self.peek(1) == b'*' && self.peek(2) == b')' && self.options.line_comments {
                // A line comment inside a block comment hides the rest of
                // its line, `*)` included.
                self.line_comment();
            } else if self.b[self.i] == b'(' && self.peek(1) == b'*' {
                depth += 1;
                self.i += 2;
            } else if self.b[self.i] == b'*' && self.peek(1) == b')' {
                depth -= 1;
                self.i += 2;
                if depth == 0 {
                    return;
                }
            } else {
                self.i += 1;
            }
        }
        self.error(lo, lo + 2, "unterminated comment");
    }

    /// An alphanumeric identifier, a reserved word, or a long identifier
    /// `A.B.x` / `A.B.+` (structure identifiers are alphanumeric).
    fn ident_or_long(&mut self) {
        let lo = self.i;
        let mut parts: Vec<&'a str> = Vec::new();
        loop {
            let start = self.i;
            while self.i < self.b.len() && is_alnum(self.b[self.i]) {
                self.i += 1;
            }
            parts.push(&self.text[start..self.i]);
            // A dot continues the long identifier only if an identifier follows.
            if self.peek(0) == b'.' && (self.peek(1).is_ascii_alphabetic() || is_symbolic(self.peek(1))) {
                let last = parts[parts.len() - 1];
                if TokenKind::keyword(last).is_some() {
                    break;
                }
                self.i += 1;
                if is_symbolic(self.peek(0)) {
                    let s = self.i;
                    while self.i < self.b.len() && is_symbolic(self.b[self.i]) {
                        self.i += 1;
                    }
                    parts.push(&self.text[s..self.i]);
                    break;
                }
                continue;
            }
            break;
        }
        if parts.len() == 1 {
            let s = parts[0];
            let kind = TokenKind::keyword(s).unwrap_or_else(|| TokenKind::Ident(s.to_string()));
            self.push(kind, lo);
            return;
        }
        let name = parts.pop().unwrap_or_default();
        if let Some(kw) = parts.iter().chain(std::iter::once(&name)).find(|p| TokenKind::keyword(p).is_some()) {
            let msg = format!("reserved word `{}` cannot be part of a qualified identifier", kw);
            self.error(lo, self.i, msg);
        }
        if name == "=" || name.starts_with('\'') {
            self.error(lo, self.i, format!("invalid qualified identifier `{}`", &self.text[lo..self.i]));
        }
        let quals = parts.into_iter().map(str::to_string).collect();
        self.push(TokenKind::LongIdent(quals, name.to_string()), lo);
    }

    fn number(&mut self) {
        let lo = self.i;
        let negative = self.peek(0) == b'~';
        if negative {
            self.i += 1;
        }
        // Word constants: 0w123, 0wx1F (never negative).
        if negative && self.peek(0) == b'0' && self.peek(1) == b'w' && (self.peek(2).is_ascii_digit() || self.peek(2) == b'x') {
            self.i += 2;
            let hex = self.peek(0) == b'x';
            if hex {
                self.i += 1;
            }
            let d = self.digits(hex);
            self.error(lo, self.i, "word constants cannot be negative");
            return self.push(TokenKind::Word { hex, digits: d }, lo);
        }
        if self.peek(0) == b'0' && self.peek(1) == b'w' && !negative {
            if self.peek(2).is_ascii_digit() {
                self.i += 2;
                let d = self.digits(false);
                return self.push(TokenKind::Word { hex: false, digits: d }, lo);
            }
            if self.peek(2) == b'x' && self.peek(3).is_ascii_hexdigit() {
                self.i += 3;
                let d = self.digits(true);
                return self.push(TokenKind::Word { hex: true, digits: d }, lo);
            }
        }
        if self.peek(0) == b'0' && self.peek(1) == b'x' && self.peek(2).is_ascii_hexdigit() {
            self.i += 2;
            let d = self.digits(true);
            return self.push(TokenKind::Int { negative, hex: true, digits: d }, lo);
        }
        // With allowExtendedNumConsts, MLton's binary constants 0b101,
        // ~0b101 and 0wb101; their digits travel as hexadecimal.
        if self.options.extended_num_consts && self.peek(0) == b'0' {
            let is_bin = |c: u8| c == b'0' || c == b'1';
            if !negative && self.peek(1) == b'w' && self.peek(2) == b'b' && is_bin(self.peek(3)) {
                self.i += 3;
                let d = self.binary_digits_as_hex();
                return self.push(TokenKind::Word { hex: true, digits: d }, lo);
            }
            if self.peek(1) == b'b' && is_bin(self.peek(2)) {
                self.i += 2;
                let d = self.binary_digits_as_hex();
                return self.push(TokenKind::Int { negative, hex: true, digits: d }, lo);
            }
        }
        let int_digits = self.digits(false);
        let mut is_real = false;
        if self.peek(0) == b'.' && self.peek(1).is_ascii_digit() {
            is_real = true;
            self.i += 1;
            self.digits(false);
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit() || (self.peek(1) == b'~' && self.peek(2).is_ascii_digit()))
        {
            is_real = true;
            self.i += if self.peek(1) == b'~' { 2 } else { 1 };
            self.digits(false);
        }
        if is_real {
            let s = self.text[lo..self.i].replace('~', "-").replace('_', "");
            self.push(TokenKind::Real(s), lo);
        } else {
            self.push(TokenKind::Int { negative, hex: false, digits: int_digits }, lo);
        }
    }

    /// Digits (with `allowExtendedNumConsts`, also `_` between digits,
    /// left out of the result).
    fn digits(&mut self, hex: bool) -> String {
        let is_digit = |c: u8| if hex { c.is_ascii_hexdigit() } else { c.is_ascii_digit() };
        let s = self.i;
        let mut out = String::new();
        while self.i < self.b.len() {
            let c = self.b[self.i];
            if is_digit(c) {
                out.push(c as char);
            } else if !(c == b'_' && self.options.extended_num_consts && self.i > s && self.underscores_then_digit(is_digit)) {
                break;
            }
            self.i += 1;
        }
        out
    }

    /// Binary digits (with `_` between them, as `digits` allows), as the
    /// hexadecimal digits of the same number.
    fn binary_digits_as_hex(&mut self) -> String {
        let is_bin = |c: u8| c == b'0' || c == b'1';
        let mut bits = Vec::new();
        while self.i < self.b.len() {
            let c = self.b[self.i];
            if is_bin(c) {
                bits.push(c - b'0');
            } else if !(c == b'_' && self.underscores_then_digit(is_bin)) {
                break;
            }
            self.i += 1;
        }
        let pad = (4 - bits.len() % 4) % 4;
        let padded: Vec<u8> = std::iter::repeat(0).take(pad).chain(bits).collect();
        padded
            .chunks(4)
            .map(|nibble| {
                let v = nibble.iter().fold(0u32, |acc, &b| acc * 2 + b as u32);
                char::from_digit(v, 16).unwrap_or('0').to_ascii_uppercase()
            })
            .collect()
    }

    /// At a `_`: whether `_`s up to a digit follow (so the constant goes on).
    fn underscores_then_digit(&self, is_digit: impl Fn(u8) -> bool) -> bool {
        let mut k = 0;
        while self.peek(k) == b'_' {
            k += 1;
        }
        is_digit(self.peek(k))
    }

    /// `#"c"`: a string constant of exactly one character.
    fn char_const(&mut self) {
        let lo = self.i;
        self.i += 1;
        let s = self.string_body();
        if s.len() != 1 {
            self.error(lo, self.i, format!("character constant must have exactly one character, found {}", s.len()));
        }
        let c = s.first().copied().unwrap_or(0);
        self.push(TokenKind::Char(c), lo);
    }

    /// The body of a string starting at `"`; leaves `i` after the closing quote.
    fn string_body(&mut self) -> Vec<u8> {
        let lo = self.i;
        self.i += 1;
        let mut out = Vec::new();
        loop {
            if self.i >= self.b.len() {
                self.error(lo, lo + 1, "unterminated string constant");
                return out;
            }
            let c = self.b[self.i];
            match c {
                b'"' => {
                    self.i += 1;
                    return out;
                }
                b'\n' => {
                    self.error(lo, lo + 1, "unterminated string constant (a newline in a string must be written `\\n`)");
                    return out;
                }
                b'\\' => self.escape(&mut out),
                // A CRLF line end: the newline reports the string.
                b'\r' if self.peek(1) == b'\n' => self.i += 1,
                0..=31 | 127 => {
                    // The Definition (2.2) allows only printable characters
                    // and spaces between the quotes; the rest are escapes.
                    let escape = match c {
                        b'\t' => "\\t".to_string(),
                        b'\r' => "\\r".to_string(),
                        127 => "\\127".to_string(),
                        _ => format!("\\^{}", (c + 64) as char),
                    };
                    self.error(self.i, self.i + 1, format!("control character in a string or character constant: write it as the escape `{}`", escape));
                    out.push(c);
                    self.i += 1;
                }
                _ => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }

    fn escape(&mut self, out: &mut Vec<u8>) {
        let lo = self.i;
        self.i += 1;
        let e = self.peek(0);
        let simple = match e {
            b'a' => Some(7),
            b'b' => Some(8),
            b't' => Some(9),
            b'n' => Some(10),
            b'v' => Some(11),
            b'f' => Some(12),
            b'r' => Some(13),
            b'"' => Some(b'"'),
            b'\\' => Some(b'\\'),
            _ => None,
        };
        if let Some(v) = simple {
            self.i += 1;
            out.push(v);
            return;
        }
        match e {
            b'^' => {
                let c = self.peek(1);
                if (64..=95).contains(&c) {
                    self.i += 2;
                    out.push(c - 64);
                } else {
                    self.i += 1;
                    self.error(lo, self.i, "invalid control escape: `\\^` must be followed by a character from `@` to `_`");
                }
            }
            b'0'..=b'9' => {
                if self.peek(1).is_ascii_digit() && self.peek(2).is_ascii_digit() {
                    let v = (e - b'0') as u32 * 100 + (self.peek(1) - b'0') as u32 * 10 + (self.peek(2) - b'0') as u32;
                    self.i += 3;
                    if v > 255 {
                        self.error(lo, self.i, format!("character code {} in escape is greater than 255", v));
                    } else {
                        out.push(v as u8);
                    }
                } else {
                    self.i += 1;
                    self.error(lo, self.i, "invalid escape: `\\ddd` needs exactly three decimal digits");
                }
            }
            b'u' => {
                let hex = (1..=4).all(|k| self.peek(k).is_ascii_hexdigit());
                if hex {
                    let v = u32::from_str_radix(&self.text[self.i + 1..self.i + 5], 16).unwrap_or(0);
                    self.i += 5;
                    if v > 255 {
                        self.error(lo, self.i, format!("character code {} in escape is greater than 255", v));
                    } else {
                        out.push(v as u8);
                    }
                } else {
                    self.i += 1;
                    self.error(lo, self.i, "invalid escape: `\\u` needs exactly four hexadecimal digits");
                }
            }
            b' ' | b'\t' | b'\n' | b'\r' | 0x0c | 0x0b => {
                // A gap `\ ... \`: whitespace ignored up to the next backslash.
                while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r' | 0x0c | 0x0b) {
                    self.i += 1;
                }
                if self.peek(0) == b'\\' {
                    self.i += 1;
                } else {
                    self.error(lo, self.i, "unterminated string gap: expected `\\` after the whitespace");
                }
            }
            0 if self.i >= self.b.len() => {}
            _ => {
                let ch = self.text.get(self.i..).and_then(|s| s.chars().next()).unwrap_or('?');
                self.i += ch.len_utf8();
                self.error(lo, self.i, format!("invalid escape `\\{}` in string", ch));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    fn lex(s: &str) -> (Vec<TokenKind>, Vec<std::string::String>) {
        let mut d = Diagnostics::new();
        let toks = tokenize(s, FileId(0), &mut d);
        (toks.into_iter().map(|t| t.kind).collect(), d.items.into_iter().map(|d| d.message).collect())
    }

    fn ok(s: &str) -> Vec<TokenKind> {
        let (t, e) = lex(s);
        assert!(e.is_empty(), "errors lexing {:?}: {:?}", s, e);
        t
    }

    fn id(s: &str) -> TokenKind {
        Ident(s.to_string())
    }

    #[test]
    fn identifiers_and_keywords() {
        assert_eq!(ok("val x' = foo_1"), vec![Val, id("x'"), Equals, id("foo_1"), Eof]);
        assert_eq!(ok("a+b"), vec![id("a"), id("+"), id("b"), Eof]);
        assert_eq!(ok("x::xs"), vec![id("x"), id("::"), id("xs"), Eof]);
        assert_eq!(ok(":> : => -> | # ="), vec![ColonGt, Colon, DArrow, Arrow, Bar, Hash, Equals, Eof]);
        assert_eq!(ok("== <> *"), vec![id("=="), id("<>"), id("*"), Eof]);
        assert_eq!(ok("_ _prim ..."), vec![Underscore, Prim, DotDotDot, Eof]);
    }

    #[test]
    fn long_identifiers() {
        assert_eq!(ok("A.B.x"), vec![LongIdent(vec!["A".into(), "B".into()], "x".into()), Eof]);
        assert_eq!(ok("Int.+"), vec![LongIdent(vec!["Int".into()], "+".into()), Eof]);
        assert_eq!(ok("A.b c"), vec![LongIdent(vec!["A".into()], "b".into()), id("c"), Eof]);
    }

    #[test]
    fn type_variables() {
        assert_eq!(ok("'a ''b 'a1"), vec![TyVar("'a".into()), TyVar("''b".into()), TyVar("'a1".into()), Eof]);
    }

    #[test]
    fn numbers() {
        let int = |n: bool, h: bool, d: &str| Int { negative: n, hex: h, digits: d.into() };
        assert_eq!(ok("123 ~7 0x1F ~0xff"), vec![int(false, false, "123"), int(true, false, "7"), int(false, true, "1F"), int(true, true, "ff"), Eof]);
        assert_eq!(ok("0w12 0wx1f"), vec![Word { hex: false, digits: "12".into() }, Word { hex: true, digits: "1f".into() }, Eof]);
        assert_eq!(ok("1.5 1e10 ~1.5E~3"), vec![Real("1.5".into()), Real("1e10".into()), Real("-1.5E-3".into()), Eof]);
        // `1.x` is not a real; `0x` alone is 0 followed by x.
        assert_eq!(ok("0xg"), vec![int(false, false, "0"), id("xg"), Eof]);
        assert_eq!(ok("3-~1"), vec![int(false, false, "3"), id("-~"), int(false, false, "1"), Eof]);
        // Binary constants are MLton's allowExtendedNumConsts: without it
        // `0b1` is 0 applied to `b1`.
        assert_eq!(ok("0b1 0wb1"), vec![int(false, false, "0"), id("b1"), int(false, false, "0"), id("wb1"), Eof]);
    }

    #[test]
    fn extended_num_consts() {
        let on = SyntaxOptions { extended_num_consts: true, ..SyntaxOptions::default() };
        let mut diags = Diagnostics::new();
        let toks: Vec<TokenKind> = tokenize_with("0b1010 ~0b1_0000_0001 0wb1 0wb11111 1_000 0x1_F 0b2", FileId(0), &on, &mut diags)
            .into_iter()
            .map(|t| t.kind)
            .collect();
        let int = |n: bool, h: bool, d: &str| Int { negative: n, hex: h, digits: d.into() };
        let word = |d: &str| Word { hex: true, digits: d.into() };
        assert_eq!(
            toks,
            vec![
                int(false, true, "A"),
                int(true, true, "101"),
                word("1"),
                word("1F"),
                int(false, false, "1000"),
                int(false, true, "1F"),
                int(false, false, "0"),
                id("b2"),
                Eof
            ]
        );
        assert!(diags.items.is_empty());
    }

    #[test]
    fn strings_and_escapes() {
        assert_eq!(ok(r#""a\tb\n\\\"""#), vec![String(b"a\tb\n\\\"".to_vec()), Eof]);
        assert_eq!(ok(r#""\a\b\v\f\r""#), vec![String(vec![7, 8, 11, 12, 13]), Eof]);
        assert_eq!(ok(r#""\^A\^@\065\u0042""#), vec![String(vec![1, 0, 65, 66]), Eof]);
        assert_eq!(ok("\"ab\\   \n  \\cd\""), vec![String(b"abcd".to_vec()), Eof]);
        assert_eq!(ok(r#"#"a" #"\n""#), vec![Char(b'a'), Char(b'\n'), Eof]);
    }

    #[test]
    fn comments_nest() {
        assert_eq!(ok("a (* x (* y *) z *) b"), vec![id("a"), id("b"), Eof]);
        assert_eq!(ok("( * )"), vec![LParen, id("*"), RParen, Eof]);
    }

    #[test]
    fn lexical_errors() {
        let (_, e) = lex("a (* (* *) b");
        assert_eq!(e, vec!["unterminated comment"]);
        let (_, e) = lex("\"a\tb\x01\x7f\"");
        assert_eq!(
            e,
            vec![
                "control character in a string or character constant: write it as the escape `\\t`",
                "control character in a string or character constant: write it as the escape `\\^A`",
                "control character in a string or character constant: write it as the escape `\\127`",
            ]
        );
        let (_, e) = lex("#\"\t\"");
        assert_eq!(e.len(), 1);
        let (_, e) = lex("\"abc");
        assert!(e[0].contains("unterminated string"), "{:?}", e);
        let (_, e) = lex("\"a\\qb\"");
        assert!(e[0].contains("invalid escape `\\q`"), "{:?}", e);
        let (_, e) = lex("#\"ab\"");
        assert!(e[0].contains("exactly one character"), "{:?}", e);
        let (_, e) = lex("\"\\300\"");
        assert!(e[0].contains("greater than 255"), "{:?}", e);
        let (_, e) = lex("~0w1");
        assert_eq!(e, vec!["word constants cannot be negative"]);
        let (_, e) = lex("\"\\u0100\"");
        assert!(e[0].contains("greater than 255"), "{:?}", e);
        let (t, e) = lex("a \u{e9} b");
        assert!(e[0].contains("unexpected character"), "{:?}", e);
        assert_eq!(t, vec![id("a"), id("b"), Eof]);
        assert_eq!(ok("_import \"f\""), vec![Import, String(b"f".to_vec()), Eof]);
        let (_, e) = lex("val f = _export \"f\" : (int -> int) -> unit;");
        assert!(e[0].contains("`_export` is not supported by Skein (only `_import`, `_address` and `_symbol` are)"), "{:?}", e);
        assert_eq!(ok("_address \"f\""), vec![Address, String(b"f".to_vec()), Eof]);
        assert_eq!(ok("_symbol \"f\""), vec![Symbol, String(b"f".to_vec()), Eof]);
        let (_, e) = lex("_foo");
        assert!(e[0].contains("identifiers cannot start with `_`"), "{:?}", e);
    }

    #[test]
    fn spans_are_byte_ranges() {
        let mut d = Diagnostics::new();
        let t = tokenize("val  xy", FileId(3), &mut d);
        assert_eq!(t[1].span, Span::new(FileId(3), 5, 7));
        assert_eq!(t[2].span, Span::new(FileId(3), 7, 7));
    }
}
