//! Tokens of Standard ML '97 source text, as produced by `lexer::tokenize`.
//!
//! Reserved words and the reserved punctuation get their own kinds; every
//! other identifier (alphanumeric or symbolic, including `*`) is `Ident`.
//! `=` is reserved but is also the equality operator, so the parser treats
//! `Equals` as the identifier `=` where an expression allows it.

use skein_diagnostics::Span;

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    // ---- reserved words of the core
    Abstype,
    And,
    Andalso,
    As,
    Case,
    Datatype,
    Do,
    Else,
    End,
    Exception,
    Fn,
    Fun,
    Handle,
    If,
    In,
    Infix,
    Infixr,
    Let,
    Local,
    Nonfix,
    Of,
    Op,
    Open,
    Orelse,
    Raise,
    Rec,
    Then,
    Type,
    Val,
    With,
    Withtype,
    While,
    // ---- reserved words of the modules
    Eqtype,
    Functor,
    Include,
    Sharing,
    Sig,
    Signature,
    Struct,
    Structure,
    Where,
    // ---- reserved punctuation
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Colon,
    /// `:>`
    ColonGt,
    Semicolon,
    /// `...`
    DotDotDot,
    Underscore,
    Bar,
    Equals,
    /// `=>`
    DArrow,
    /// `->`
    Arrow,
    /// `#` (record selector `#lab`; `#"c"` is a `Char`)
    Hash,
    /// `_prim` (basis-only primitive expression)
    Prim,
    /// `_import` (MLton's foreign function import expression)
    Import,
    /// `_address` (MLton's FFI: the address of a C symbol)
    Address,
    /// `_symbol` (MLton's FFI: getter and setter of a C variable)
    Symbol,
    // ---- identifiers and constants
    /// Unqualified identifier, alphanumeric (`x`, `Foo'`) or symbolic (`+`, `::`, `*`).
    Ident(String),
    /// Qualified identifier `A.B.x` (also `A.B.+`): structure path and last part.
    LongIdent(Vec<String>, String),
    /// `'a`, `''a` (quotes included).
    TyVar(String),
    /// `123`, `~7`, `0x1F`: sign, radix, digits without prefix.
    Int { negative: bool, hex: bool, digits: String },
    /// `0w12`, `0wx1F`.
    Word { hex: bool, digits: String },
    /// `1.5`, `~2.0e~3` as written with `~` replaced by `-`.
    Real(String),
    /// `#"a"`
    Char(u8),
    /// `"..."` with escapes decoded.
    String(Vec<u8>),
    /// End of input (always the last token).
    Eof,
}

impl TokenKind {
    /// The reserved word spelled `s`, if any.
    pub fn keyword(s: &str) -> Option<TokenKind> {
        use TokenKind::*;
        Some(match s {
            "abstype" => Abstype,
            "and" => And,
            "andalso" => Andalso,
            "as" => As,
            "case" => Case,
            "datatype" => Datatype,
            "do" => Do,
            "else" => Else,
            "end" => End,
            "exception" => Exception,
            "fn" => Fn,
            "fun" => Fun,
            "handle" => Handle,
            "if" => If,
            "in" => In,
            "infix" => Infix,
            "infixr" => Infixr,
            "let" => Let,
            "local" => Local,
            "nonfix" => Nonfix,
            "of" => Of,
            "op" => Op,
            "open" => Open,
            "orelse" => Orelse,
            "raise" => Raise,
            "rec" => Rec,
            "then" => Then,
            "type" => Type,
            "val" => Val,
            "with" => With,
            "withtype" => Withtype,
            "while" => While,
            "eqtype" => Eqtype,
            "functor" => Functor,
            "include" => Include,
            "sharing" => Sharing,
            "sig" => Sig,
            "signature" => Signature,
            "struct" => Struct,
            "structure" => Structure,
            "where" => Where,
            _ => return None,
        })
    }

    /// The reserved symbolic token spelled `s`, if any.
    pub fn reserved_symbol(s: &str) -> Option<TokenKind> {
        use TokenKind::*;
        Some(match s {
            ":" => Colon,
            ":>" => ColonGt,
            "|" => Bar,
            "=" => Equals,
            "=>" => DArrow,
            "->" => Arrow,
            "#" => Hash,
            _ => return None,
        })
    }

    /// How the token reads in an error message: "`end`", "identifier `x`",
    /// "end of file".
    pub fn describe(&self) -> String {
        use TokenKind::*;
        match self {
            Ident(s) => format!("`{}`", s),
            LongIdent(q, s) => format!("`{}.{}`", q.join("."), s),
            TyVar(s) => format!("type variable `{}`", s),
            Int { negative, hex, digits } => {
                format!("integer `{}{}{}`", if *negative { "~" } else { "" }, if *hex { "0x" } else { "" }, digits)
            }
            Word { hex, digits } => format!("word `0w{}{}`", if *hex { "x" } else { "" }, digits),
            Real(s) => format!("real `{}`", s.replace('-', "~")),
            Char(_) => "character constant".to_string(),
            String(_) => "string constant".to_string(),
            Eof => "end of file".to_string(),
            other => format!("`{}`", other.spelling()),
        }
    }

    /// The fixed spelling of a reserved word or punctuation token.
    pub fn spelling(&self) -> &'static str {
        use TokenKind::*;
        match self {
            Abstype => "abstype",
            And => "and",
            Andalso => "andalso",
            As => "as",
            Case => "case",
            Datatype => "datatype",
            Do => "do",
            Else => "else",
            End => "end",
            Exception => "exception",
            Fn => "fn",
            Fun => "fun",
            Handle => "handle",
            If => "if",
            In => "in",
            Infix => "infix",
            Infixr => "infixr",
            Let => "let",
            Local => "local",
            Nonfix => "nonfix",
            Of => "of",
            Op => "op",
            Open => "open",
            Orelse => "orelse",
            Raise => "raise",
            Rec => "rec",
            Then => "then",
            Type => "type",
            Val => "val",
            With => "with",
            Withtype => "withtype",
            While => "while",
            Eqtype => "eqtype",
            Functor => "functor",
            Include => "include",
            Sharing => "sharing",
            Sig => "sig",
            Signature => "signature",
            Struct => "struct",
            Structure => "structure",
            Where => "where",
            LParen => "(",
            RParen => ")",
            LBracket => "[",
            RBracket => "]",
            LBrace => "{",
            RBrace => "}",
            Comma => ",",
            Colon => ":",
            ColonGt => ":>",
            Semicolon => ";",
            DotDotDot => "...",
            Underscore => "_",
            Bar => "|",
            Equals => "=",
            DArrow => "=>",
            Arrow => "->",
            Hash => "#",
            Prim => "_prim",
            Import => "_import",
            Address => "_address",
            Symbol => "_symbol",
            Eof => "end of file",
            Ident(_) | LongIdent(..) | TyVar(_) | Int { .. } | Word { .. } | Real(_) | Char(_) | String(_) => "",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}
