//! Module elaboration (placeholder: the module engineer fills this in).

#[derive(Debug, Default)]
pub struct ModuleState {}
