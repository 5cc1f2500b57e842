//! Syntax extensions a source file may enable through ML Basis annotations
//! (`ann "allowOrPats true" in ... end`): the Successor ML features MLton
//! implements, each off by default as in MLton.
//!
//! Supported: or-patterns `(p1 | p2)` in match rules and function clauses
//! (`allowOrPats`), a `|` before the first match rule, function clause or
//! constructor (`allowOptBar`), a `;` after the last expression of a
//! sequence `(e1; e2;)` or `let` body (`allowOptSemicolon`), record punning in expressions `{x, y}`
//! (`allowRecordPunExps`), `(*)` line comments (`allowLineComments`) and
//! `_` between the digits of numeric constants and binary constants
//! `0b101`, `0wb101` (`allowExtendedNumConsts`, also `allowExtendedConsts`)
//! `do exp` declarations, `val () = exp` (`allowDoDecls`), and
//! `datatype ... withtype ...` in signatures (`allowSigWithtype`).
//! `allowSuccessorML true` turns all of them on.

/// Which extensions are on for one file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SyntaxOptions {
    pub or_pats: bool,
    pub opt_bar: bool,
    pub opt_semicolon: bool,
    pub record_pun_exps: bool,
    pub line_comments: bool,
    pub extended_num_consts: bool,
    pub do_decls: bool,
    pub sig_withtype: bool,
}

impl SyntaxOptions {
    /// The options that the annotations in force give, outermost first
    /// (a later annotation overrides an earlier one).  Annotations that
    /// are not about syntax, and malformed values, are ignored here.
    pub fn from_annotations<'a>(annotations: impl IntoIterator<Item = &'a str>) -> SyntaxOptions {
        let mut o = SyntaxOptions::default();
        for ann in annotations {
            let mut words = ann.split_whitespace();
            let (Some(name), Some(value)) = (words.next(), words.next()) else { continue };
            let on = match value {
                "true" => true,
                "false" => false,
                _ => continue,
            };
            match name {
                "allowOrPats" => o.or_pats = on,
                "allowOptBar" => o.opt_bar = on,
                "allowOptSemicolon" => o.opt_semicolon = on,
                "allowRecordPunExps" => o.record_pun_exps = on,
                "allowLineComments" => o.line_comments = on,
                "allowExtendedNumConsts" | "allowExtendedConsts" => o.extended_num_consts = on,
                "allowDoDecls" => o.do_decls = on,
                "allowSigWithtype" => o.sig_withtype = on,
                "allowSuccessorML" => {
                    o = SyntaxOptions {
                        or_pats: on,
                        opt_bar: on,
                        opt_semicolon: on,
                        record_pun_exps: on,
                        line_comments: on,
                        extended_num_consts: on,
                        do_decls: on,
                        sig_withtype: on,
                    }
                }
                _ => {}
            }
        }
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_annotations_win() {
        let o = SyntaxOptions::from_annotations(["allowSuccessorML true", "allowLineComments false", "warnUnused true"]);
        assert!(o.or_pats && o.opt_bar && o.opt_semicolon && o.record_pun_exps && o.extended_num_consts && o.do_decls && o.sig_withtype && !o.line_comments);
        let o = SyntaxOptions::from_annotations(["allowOrPats true", "allowOptBar maybe"]);
        assert_eq!(o, SyntaxOptions { or_pats: true, ..SyntaxOptions::default() });
    }
}
