//! Skein's front end syntax: lexer, parser and ML Basis (`.mlb`) files.
//!
//! `parse_program` turns one `.sml` file into an `ast::Program`, resolving
//! infix operators with a `FixityEnv` that the caller threads from file to
//! file (fixity declared at top level of one file holds in the next, as in
//! MLton's ML Basis system).  `mlb::parse_mlb` reads a `.mlb` file into a
//! `mlb::BasDec` list.  `parse_program_with` also takes the `SyntaxOptions`
//! (Successor ML extensions) that the file's ML Basis annotations enable.  Errors are reported into `Diagnostics`; nothing here
//! panics on any input.

pub mod ast;
pub mod fixity;
pub mod lexer;
pub mod mlb;
pub mod options;
pub mod parser;
pub mod token;

pub use fixity::FixityEnv;
pub use options::SyntaxOptions;
pub use parser::{parse_program, parse_program_with};
