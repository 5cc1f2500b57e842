//! Match analysis: "match not exhaustive" and "redundant" warnings, like
//! MLton's.  Uses the usefulness algorithm (Maranget, "Warnings for pattern
//! matching") over Core patterns: datatype constructors have a finite
//! signature, literals and exception constructors an infinite one, records
//! one constructor whose fields are the union of the labels in the column
//! (so flexible record patterns need no type).  The search is bounded; when
//! the bound is hit no warning is given.

use crate::elaborator::Elaborator;
use crate::fixup::FLEX_LABEL;
use skein_diagnostics::{Diagnostic, Diagnostics, Span};
use skein_ir::core::{self, Label};
use std::collections::HashMap;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Data(u32, u32),
    Exn(u32),
    Lit(String),
}

#[derive(Clone, Debug)]
enum SPat {
    Wild,
    /// `span`: how many constructors the type has (0: unbounded).
    Con { key: Key, span: u32, args: Vec<SPat> },
    Record(Vec<(Label, SPat)>),
}

struct Search {
    steps: u32,
    gave_up: bool,
}

const STEP_LIMIT: u32 = 200_000;

impl Elaborator {
    fn simple_pat(&self, p: &core::Pat) -> SPat {
        match p {
            core::Pat::Wild | core::Pat::Var(_) => SPat::Wild,
            core::Pat::Layered(_, p) => self.simple_pat(p),
            core::Pat::Lit(l, _) => SPat::Con { key: Key::Lit(format!("{:?}", l)), span: 0, args: vec![] },
            core::Pat::Con { con, arg, .. } => {
                let span = match &self.program.tycon(con.tycon).kind {
                    core::TyConKind::Datatype { cons } => cons.len() as u32,
                    core::TyConKind::Prim(core::PrimTyCon::Ref) => 1,
                    _ => 0,
                };
                SPat::Con { key: Key::Data(con.tycon.0, con.index), span, args: arg.iter().map(|a| self.simple_pat(a)).collect() }
            }
            core::Pat::Exn { exn, arg } => SPat::Con { key: Key::Exn(exn.0), span: 0, args: arg.iter().map(|a| self.simple_pat(a)).collect() },
            core::Pat::Record(fs) => SPat::Record(
                fs.iter().filter(|(l, _)| !matches!(l, Label::Name(n) if n == FLEX_LABEL)).map(|(l, p)| (l.clone(), self.simple_pat(p))).collect(),
            ),
        }
    }

    /// Warns about redundant rules (at their pattern) and, when
    /// `need_exhaustive`, about a match that does not cover every value.
    pub(crate) fn check_match(&self, pats: &[&core::Pat], spans: &[Span], span: Span, need_exhaustive: bool, diags: &mut Diagnostics) {
        let mut search = Search { steps: 0, gave_up: false };
        let mut rows: Vec<Vec<SPat>> = Vec::new();
        let mut redundant = Vec::new();
        let sps: Vec<SPat> = pats.iter().map(|p| self.simple_pat(p)).collect();
        // Whether a rule is useful depends only on the earlier rules with
        // its head constructor, and on earlier wildcards (any one makes it
        // redundant): with the rules grouped by head, checking the rules of
        // a `case` on n constants costs O(n), not O(n^2).  Record patterns
        // (tuples) are expanded by `useful` itself and take the general way.
        let by_head = !sps.iter().any(|p| matches!(p, SPat::Record(_)));
        let mut buckets: HashMap<Key, Vec<Vec<SPat>>> = HashMap::new();
        let mut wild_before = false;
        for (i, sp) in sps.into_iter().enumerate() {
            let useful = match &sp {
                SPat::Con { key, .. } if by_head => {
                    !wild_before && search.useful(buckets.get(key).map_or(&[][..], |b| &b[..]), std::slice::from_ref(&sp))
                }
                _ => search.useful(&rows, std::slice::from_ref(&sp)),
            };
            if !useful {
                redundant.push(i);
            }
            match &sp {
                SPat::Con { key, .. } if by_head => buckets.entry(key.clone()).or_default().push(vec![sp.clone()]),
                SPat::Wild => wild_before = true,
                _ => {}
            }
            rows.push(vec![sp]);
        }
        // A value no rule matches (the witness search is `useful(rows, _)`
        // that also builds the value, step for step).
        let missing = if need_exhaustive { search.witness(&rows, 1, &|tycon, index| self.con_has_arg(tycon, index)) } else { None };
        if search.gave_up {
            return;
        }
        for i in redundant {
            if let Some(s) = spans.get(i) {
                diags.warning(*s, "redundant rule: this pattern is matched by earlier rules");
            }
        }
        if let Some(ps) = missing {
            let example = format!("not matched: `{}`", self.render_witness(&ps[0], Prec::Top));
            diags.push(Diagnostic::warning(span, "match not exhaustive").with_note(example));
        }
    }

    /// Whether constructor `index` of datatype `tycon` carries an argument
    /// (`ref`, the one non-datatype with constructor patterns, does).
    fn con_has_arg(&self, tycon: u32, index: u32) -> bool {
        match &self.program.tycon(core::TyConId(tycon)).kind {
            core::TyConKind::Datatype { cons } => cons.get(index as usize).is_some_and(|c| c.arg.is_some()),
            _ => true,
        }
    }

    /// A value pattern in SML syntax, parenthesised for position `prec`.
    fn render_witness(&self, p: &WPat, prec: Prec) -> String {
        match p {
            WPat::Wild => "_".to_string(),
            WPat::Text(t) => t.clone(),
            WPat::Record(fs) => {
                let tuple = fs.len() != 1 && fs.iter().enumerate().all(|(i, (l, _))| *l == Label::Num(i as u32 + 1));
                if tuple {
                    let items: Vec<String> = fs.iter().map(|(_, p)| self.render_witness(p, Prec::Top)).collect();
                    format!("({})", items.join(", "))
                } else {
                    let items: Vec<String> = fs.iter().map(|(l, p)| format!("{} = {}", l, self.render_witness(p, Prec::Top))).collect();
                    format!("{{{}}}", items.join(", "))
                }
            }
            WPat::Con { tycon, index, arg } => {
                let name = match &self.program.tycon(core::TyConId(*tycon)).kind {
                    core::TyConKind::Datatype { cons } => cons.get(*index as usize).map_or("_".to_string(), |c| c.name.clone()),
                    _ => "ref".to_string(),
                };
                let Some(arg) = arg else {
                    return if name == "nil" { "[]".to_string() } else { name };
                };
                let text = match (name.as_str(), &**arg) {
                    ("::", WPat::Record(fs)) if fs.len() == 2 => {
                        let text = format!("{} :: {}", self.render_witness(&fs[0].1, Prec::ConsLeft), self.render_witness(&fs[1].1, Prec::Top));
                        return if prec == Prec::Top { text } else { format!("({})", text) };
                    }
                    ("::", _) => return if prec == Prec::Top { "_ :: _".to_string() } else { "(_ :: _)".to_string() },
                    _ => format!("{} {}", name, self.render_witness(arg, Prec::Arg)),
                };
                if prec == Prec::Arg { format!("({})", text) } else { text }
            }
        }
    }
}

/// Where a rendered pattern goes: anywhere, the left operand of `::`, or
/// a constructor's argument.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prec {
    Top,
    ConsLeft,
    Arg,
}

/// A pattern that a match does not cover, built by `Search::witness`.
#[derive(Clone, Debug)]
enum WPat {
    Wild,
    Con { tycon: u32, index: u32, arg: Option<Box<WPat>> },
    Record(Vec<(Label, WPat)>),
    /// A constant, as SML text.
    Text(String),
}

impl Search {
    fn useful(&mut self, rows: &[Vec<SPat>], q: &[SPat]) -> bool {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            self.gave_up = true;
            return true;
        }
        if q.is_empty() {
            return rows.is_empty();
        }
        // Records: expand the column into its fields.
        if let Some(ls) = record_labels(rows.iter().map(|r| &r[0]).chain(std::iter::once(&q[0]))) {
            let rows2: Vec<Vec<SPat>> = rows.iter().map(|r| expand_record(r, &ls)).collect();
            let q2 = expand_record(q, &ls);
            return self.useful(&rows2, &q2);
        }
        match &q[0] {
            SPat::Con { key, args, .. } => {
                let rows2 = specialize(rows, key, args.len());
                let mut q2 = args.clone();
                q2.extend(q[1..].iter().cloned());
                self.useful(&rows2, &q2)
            }
            _ => {
                // The rows specialised to each head constructor of the
                // column, built in one pass (the set of rows, not their
                // order, decides usefulness), and the rows with a wildcard
                // head, less that column.
                let mut heads: Vec<(Key, usize)> = Vec::new();
                let mut head_index: HashMap<&Key, usize> = HashMap::new();
                let mut specialised: Vec<Vec<Vec<SPat>>> = Vec::new();
                let mut wild_rows: Vec<&[SPat]> = Vec::new();
                let mut span = 0;
                for r in rows {
                    match &r[0] {
                        SPat::Con { key, span: s, args } => {
                            span = *s;
                            let i = *head_index.entry(key).or_insert_with(|| {
                                heads.push((key.clone(), args.len()));
                                specialised.push(Vec::new());
                                heads.len() - 1
                            });
                            let arity = heads[i].1;
                            let mut row = args.clone();
                            row.resize(arity, SPat::Wild);
                            row.extend(r[1..].iter().cloned());
                            specialised[i].push(row);
                        }
                        _ => wild_rows.push(&r[1..]),
                    }
                }
                if span > 0 && heads.len() as u32 == span {
                    heads.iter().zip(specialised).any(|((_, arity), mut rows2)| {
                        for w in &wild_rows {
                            let mut row = vec![SPat::Wild; *arity];
                            row.extend(w.iter().cloned());
                            rows2.push(row);
                        }
                        let mut q2 = vec![SPat::Wild; *arity];
                        q2.extend(q[1..].iter().cloned());
                        self.useful(&rows2, &q2)
                    })
                } else {
                    let rows2: Vec<Vec<SPat>> = wild_rows.iter().map(|r| r.to_vec()).collect();
                    self.useful(&rows2, &q[1..])
                }
            }
        }
    }
}

impl Search {
    /// A row of `n` patterns matched by no row of `rows`, or None if
    /// every value is matched (Maranget's algorithm I: `useful` that
    /// builds the witness on the way back).  `has_arg(tycon, index)` says
    /// whether a constructor missing from a column carries an argument.
    fn witness(&mut self, rows: &[Vec<SPat>], n: usize, has_arg: &dyn Fn(u32, u32) -> bool) -> Option<Vec<WPat>> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            self.gave_up = true;
            return None;
        }
        if n == 0 {
            return if rows.is_empty() { Some(Vec::new()) } else { None };
        }
        // Records: expand the column into its fields and fold them back.
        if let Some(ls) = record_labels(rows.iter().map(|r| &r[0])) {
            let rows2: Vec<Vec<SPat>> = rows.iter().map(|r| expand_record(r, &ls)).collect();
            let mut w = self.witness(&rows2, n - 1 + ls.len(), has_arg)?;
            let rest = w.split_off(ls.len());
            let mut out = vec![WPat::Record(ls.into_iter().zip(w).collect())];
            out.extend(rest);
            return Some(out);
        }
        // The head constructors of the column (their arity: 0 or 1).
        let mut heads: Vec<(Key, usize)> = Vec::new();
        let mut span = 0;
        for r in rows {
            if let SPat::Con { key, span: s, args } = &r[0] {
                span = *s;
                if !heads.iter().any(|(k, _)| k == key) {
                    heads.push((key.clone(), args.len()));
                }
            }
        }
        let con = |key: &Key, arg: Option<WPat>| match key {
            Key::Data(tycon, index) => WPat::Con { tycon: *tycon, index: *index, arg: arg.map(Box::new) },
            _ => WPat::Wild,
        };
        if span > 0 && heads.len() as u32 == span {
            for (key, arity) in &heads {
                let rows2 = specialize(rows, key, *arity);
                if let Some(mut w) = self.witness(&rows2, arity + n - 1, has_arg) {
                    let rest = w.split_off(*arity);
                    let mut out = vec![con(key, w.pop())];
                    out.extend(rest);
                    return Some(out);
                }
                if self.gave_up {
                    return None;
                }
            }
            return None;
        }
        let defaults: Vec<Vec<SPat>> = rows.iter().filter(|r| matches!(r[0], SPat::Wild)).map(|r| r[1..].to_vec()).collect();
        let rest = self.witness(&defaults, n - 1, has_arg)?;
        // A constructor the column lacks, when the type has finitely many;
        // a constant it lacks, for literals.
        let missing = heads.first().and_then(|(key, _)| match key {
            Key::Data(tycon, _) if span > 0 => (0..span)
                .find(|i| !heads.iter().any(|(k, _)| *k == Key::Data(*tycon, *i)))
                .map(|i| WPat::Con { tycon: *tycon, index: i, arg: has_arg(*tycon, i).then(|| Box::new(WPat::Wild)) }),
            Key::Lit(_) => missing_literal(&heads),
            _ => None,
        });
        let mut out = vec![missing.unwrap_or(WPat::Wild)];
        out.extend(rest);
        Some(out)
    }
}

/// The labels of the record patterns among `pats` (a column), sorted, or
/// None when there is none.
fn record_labels<'a>(pats: impl Iterator<Item = &'a SPat>) -> Option<Vec<Label>> {
    let mut labels: Option<Vec<Label>> = None;
    for p in pats {
        if let SPat::Record(fs) = p {
            let ls = labels.get_or_insert_with(Vec::new);
            for (l, _) in fs {
                if !ls.contains(l) {
                    ls.push(l.clone());
                }
            }
        }
    }
    let mut ls = labels?;
    ls.sort();
    Some(ls)
}

/// `row` with its first column, a record (or a wildcard), replaced by
/// its fields `labels` (wildcards for the missing ones).
fn expand_record(row: &[SPat], labels: &[Label]) -> Vec<SPat> {
    let mut out: Vec<SPat> = match &row[0] {
        SPat::Record(fs) => labels.iter().map(|l| fs.iter().find(|(l2, _)| l2 == l).map(|(_, p)| p.clone()).unwrap_or(SPat::Wild)).collect(),
        _ => vec![SPat::Wild; labels.len()],
    };
    out.extend(row[1..].iter().cloned());
    out
}

/// A constant of the literal column whose heads are `heads` that none of
/// them is, as SML text: the least natural number, word or letter not
/// among them, or the empty string or a one-letter one.  `Key::Lit` holds
/// the literal's `Debug` text (`Int("3")`, `Char(97)`, `String([97])`).
fn missing_literal(heads: &[(Key, usize)]) -> Option<WPat> {
    let texts: Vec<&str> = heads.iter().filter_map(|(k, _)| if let Key::Lit(t) = k { Some(t.as_str()) } else { None }).collect();
    let kind = texts.first()?.split('(').next()?;
    let has = |t: String| texts.contains(&t.as_str());
    let text = match kind {
        "Int" => (0u64..).find(|n| !has(format!("Int({:?})", n.to_string()))).map(|n| n.to_string()),
        "Word" => (0u64..).find(|n| !has(format!("Word({:?})", n.to_string()))).map(|n| format!("0w{}", n)),
        "Char" => (b'a'..=b'z').chain(b'A'..=b'Z').chain(b'0'..=b'9').find(|c| !has(format!("Char({})", c))).map(|c| format!("#\"{}\"", c as char)),
        "String" => std::iter::once(String::new())
            .chain((b'a'..=b'z').map(|c| (c as char).to_string()))
            .find(|s| !has(format!("String({:?})", s.as_bytes())))
            .map(|s| format!("\"{}\"", s)),
        _ => None,
    }?;
    Some(WPat::Text(text))
}

fn specialize(rows: &[Vec<SPat>], key: &Key, arity: usize) -> Vec<Vec<SPat>> {
    let mut out = Vec::new();
    for r in rows {
        match &r[0] {
            SPat::Con { key: k, args, .. } if k == key => {
                let mut row = args.clone();
                row.resize(arity, SPat::Wild);
                row.extend(r[1..].iter().cloned());
                out.push(row);
            }
            SPat::Con { .. } => {}
            _ => {
                let mut row = vec![SPat::Wild; arity];
                row.extend(r[1..].iter().cloned());
                out.push(row);
            }
        }
    }
    out
}
