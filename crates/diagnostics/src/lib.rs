//! Source files, spans and diagnostics shared by every phase of the compiler.
//!
//! Every phase reports problems as `Diagnostic` values carrying a `Span`
//! (file + byte range); nothing panics on user input.  `SourceMap` owns the
//! text of every loaded file and renders diagnostics as
//! `file:line:col: error: message` followed by the source line and a caret
//! (via `codespan-reporting`).

pub mod timing;

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor::Buffer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Index of a file in the `SourceMap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub struct FileId(pub u32);

/// A half-open byte range `[lo, hi)` in one file.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(file: FileId, lo: usize, hi: usize) -> Span {
        Span { file, lo: lo as u32, hi: hi as u32 }
    }
    /// A span for things that have no source (the built-in basis).
    pub const DUMMY: Span = Span { file: FileId(u32::MAX), lo: 0, hi: 0 };
    pub fn is_dummy(&self) -> bool {
        self.file.0 == u32::MAX
    }
    /// The smallest span covering both (which must be in the same file).
    pub fn to(self, other: Span) -> Span {
        if self.is_dummy() {
            return other;
        }
        if other.is_dummy() || other.file != self.file {
            return self;
        }
        Span { file: self.file, lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}..{}", self.file.0, self.lo, self.hi)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

/// One problem found in the program.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    /// Extra labelled spans ("first defined here").
    pub secondary: Vec<(Span, String)>,
    /// Free-text notes printed after the snippet ("help: did you mean `foo`?").
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, message: message.into(), span, secondary: vec![], notes: vec![] }
    }
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, message: message.into(), span, secondary: vec![], notes: vec![] }
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }
}

/// Collects diagnostics from a phase.  Phases keep going after an error where
/// they can, so one run reports several problems.
#[derive(Default, Debug)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(span, message));
    }
    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::warning(span, message));
    }
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }
    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.severity == Severity::Error).count()
    }
    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }
}

/// Renders spans of one file as `file:line:col` (`SourceMap::location`'s
/// format) without the map: the elaborator names match sites with it.
#[derive(Clone, Debug, Default)]
pub struct Locator {
    file: FileId,
    name: String,
    text: String,
    line_starts: Vec<usize>,
}

impl Locator {
    /// `file:line:col` of the start of `span`, if it lies in this file.
    pub fn location(&self, span: Span) -> Option<String> {
        if span.file != self.file || span.is_dummy() || self.line_starts.is_empty() {
            return None;
        }
        let (l, c) = line_col_in(&self.line_starts, &self.text, span.lo as usize);
        Some(format!("{}:{}:{}", self.name, l, c))
    }
}

/// 1-based line and column (in characters) of byte offset `off` of `text`,
/// whose lines start at `starts` (never empty: 0 is the first).
fn line_col_in(starts: &[usize], text: &str, off: usize) -> (usize, usize) {
    let line = match starts.binary_search(&off) {
        Ok(l) => l,
        Err(l) => l - 1,
    };
    let start = starts[line];
    let col = text.get(start..off.min(text.len())).map(|s| s.chars().count()).unwrap_or(0);
    (line + 1, col + 1)
}

/// Owns the text of every file the compiler has read.
pub struct SourceMap {
    files: SimpleFiles<String, String>,
    line_starts: Vec<Vec<usize>>,
}

impl Default for SourceMap {
    fn default() -> Self {
        SourceMap::new()
    }
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap { files: SimpleFiles::new(), line_starts: Vec::new() }
    }

    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let text = text.into();
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        self.line_starts.push(starts);
        FileId(self.files.add(name.into(), text) as u32)
    }

    /// The number of files (the next `add` returns `FileId(len)`).
    pub fn len(&self) -> usize {
        self.line_starts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn text(&self, file: FileId) -> &str {
        self.files.get(file.0 as usize).map(|f| f.source().as_str()).unwrap_or("")
    }

    pub fn name(&self, file: FileId) -> &str {
        if file.0 == u32::MAX {
            return "<basis>";
        }
        self.files.get(file.0 as usize).map(|f| f.name().as_str()).unwrap_or("<unknown>")
    }

    /// What `location` needs of one file, to keep after the map is gone.
    pub fn locator(&self, file: FileId) -> Locator {
        let starts = self.line_starts.get(file.0 as usize).cloned().unwrap_or_default();
        Locator { file, name: self.name(file).to_string(), text: self.text(file).to_string(), line_starts: starts }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, file: FileId, offset: u32) -> (usize, usize) {
        let Some(starts) = self.line_starts.get(file.0 as usize) else { return (0, 0) };
        line_col_in(starts, self.text(file), offset as usize)
    }

    /// `file:line:col` for a span's start.
    pub fn location(&self, span: Span) -> String {
        if span.is_dummy() {
            return "<basis>".to_string();
        }
        let (l, c) = self.line_col(span.file, span.lo);
        format!("{}:{}:{}", self.name(span.file), l, c)
    }

    /// Renders one diagnostic: a `file:line:col: error: message` header line
    /// (the format tests and editors match on) then the annotated snippet.
    pub fn render(&self, d: &Diagnostic, color: bool) -> String {
        let sev = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        let mut out = format!("{}: {}: {}\n", self.location(d.span), sev, d.message);
        if d.span.is_dummy() {
            for n in &d.notes {
                out.push_str(&format!("  = {}\n", n));
            }
            return out;
        }
        let mut labels = vec![Label::primary(d.span.file.0 as usize, clamp(self, d.span))];
        for (s, msg) in &d.secondary {
            if !s.is_dummy() {
                labels.push(Label::secondary(s.file.0 as usize, clamp(self, *s)).with_message(msg.clone()));
            }
        }
        let cs = CsDiagnostic::new(match d.severity {
            Severity::Error => codespan_reporting::diagnostic::Severity::Error,
            Severity::Warning => codespan_reporting::diagnostic::Severity::Warning,
            Severity::Note => codespan_reporting::diagnostic::Severity::Note,
        })
        .with_labels(labels)
        .with_notes(d.notes.clone());
        let mut buf = if color { Buffer::ansi() } else { Buffer::no_color() };
        let config = term::Config { display_style: term::DisplayStyle::Rich, ..Default::default() };
        if term::emit(&mut buf, &config, &self.files, &cs).is_ok() {
            // codespan prints an empty header line first ("error: " with no
            // message) which we replaced by our own header above; drop it.
            let text = String::from_utf8_lossy(buf.as_slice()).into_owned();
            let body: String = text.lines().skip(1).map(|l| format!("{}\n", l)).collect();
            out.push_str(&body);
        }
        out
    }
}

fn clamp(map: &SourceMap, s: Span) -> std::ops::Range<usize> {
    let len = map.text(s.file).len();
    let lo = (s.lo as usize).min(len);
    let hi = (s.hi as usize).max(lo).min(len);
    lo..hi
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_from_one() {
        let mut m = SourceMap::new();
        let f = m.add("a.sml", "val x = 1\nval y = z\n");
        assert_eq!(m.line_col(f, 0), (1, 1));
        assert_eq!(m.line_col(f, 18), (2, 9));
        assert_eq!(m.location(Span::new(f, 18, 19)), "a.sml:2:9");
    }

    #[test]
    fn render_has_header_and_caret() {
        let mut m = SourceMap::new();
        let f = m.add("a.sml", "val y = z\n");
        let d = Diagnostic::error(Span::new(f, 8, 9), "unbound variable `z`");
        let r = m.render(&d, false);
        assert!(r.starts_with("a.sml:1:9: error: unbound variable `z`\n"), "{}", r);
        assert!(r.contains("^"), "{}", r);
    }
}
