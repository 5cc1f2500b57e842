//! `--print-sig` (placeholder: the module engineer fills this in).

use crate::elaborator::Elaborator;
use crate::env::Basis;

pub fn print_deltas(el: &Elaborator, deltas: &[Basis]) -> String {
    let _ = (el, deltas);
    String::new()
}
