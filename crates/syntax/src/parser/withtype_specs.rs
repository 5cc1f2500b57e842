//! `datatype ... withtype ...` in signatures (MLton's `allowSigWithtype`).
//!
//! The Definition allows `withtype` only in declarations, where it is a
//! derived form (Appendix A): the type abbreviations are expanded in the
//! constructors' argument types, then declared with `type`.  A
//! specification gets the same treatment here: `datatype datdesc withtype
//! typbind` becomes `datatype datdesc'` followed by `type typbind`, with
//! the abbreviations expanded in `datdesc'`.  As in the declaration, the
//! abbreviations see the datatypes but not one another.

use super::{PResult, Parser};
use crate::ast::{DatBind, Spec, SpecKind, Ty, TyKind, TypBind, TypDesc};
use skein_diagnostics::Span;

impl<'d> Parser<'d> {
    /// The two specifications that `datatype binds withtype withtype` in a
    /// signature stands for, both with `span`.
    pub(crate) fn datatype_withtype_specs(&mut self, mut binds: Vec<DatBind>, withtype: Vec<TypBind>, span: Span) -> PResult<Vec<Spec>> {
        for bind in &mut binds {
            for con in &mut bind.cons {
                if let Some(arg) = &con.arg {
                    match expand(arg, &withtype) {
                        Ok(ty) => con.arg = Some(ty),
                        Err((sp, msg)) => return Err(self.error_at(sp, msg)),
                    }
                }
            }
        }
        let types = withtype
            .into_iter()
            .map(|b| TypDesc { tyvars: b.tyvars, name: b.name, def: Some(b.ty), span: b.span })
            .collect();
        Ok(vec![Spec { kind: SpecKind::Datatype(binds), span }, Spec { kind: SpecKind::Type(types), span }])
    }
}

/// `ty` with every use of an abbreviation of `withtype` replaced by its
/// definition; an error for a use with the wrong number of arguments.
fn expand(ty: &Ty, withtype: &[TypBind]) -> Result<Ty, (Span, String)> {
    let kind = match &ty.kind {
        TyKind::Var(_) => ty.kind.clone(),
        TyKind::Record(fields) => {
            TyKind::Record(fields.iter().map(|(l, t)| Ok((l.clone(), expand(t, withtype)?))).collect::<Result<_, _>>()?)
        }
        TyKind::Tuple(tys) => TyKind::Tuple(tys.iter().map(|t| expand(t, withtype)).collect::<Result<_, _>>()?),
        TyKind::Arrow(a, b) => TyKind::Arrow(Box::new(expand(a, withtype)?), Box::new(expand(b, withtype)?)),
        TyKind::Con(args, tycon) => {
            let args: Vec<Ty> = args.iter().map(|t| expand(t, withtype)).collect::<Result<_, _>>()?;
            let abbrev = if tycon.is_qualified() { None } else { withtype.iter().find(|b| b.name.name == tycon.id.name) };
            match abbrev {
                None => TyKind::Con(args, tycon.clone()),
                Some(b) if b.tyvars.len() != args.len() => {
                    return Err((
                        ty.span,
                        format!("wrong number of type arguments: `{}` takes {}, given {}", b.name.name, b.tyvars.len(), args.len()),
                    ))
                }
                Some(b) => {
                    let params: Vec<(&str, &Ty)> = b.tyvars.iter().map(|v| v.name.as_str()).zip(args.iter()).collect();
                    return Ok(substitute(&b.ty, &params));
                }
            }
        }
    };
    Ok(Ty { kind, span: ty.span })
}

/// `ty` with its type variables replaced as `params` says.
fn substitute(ty: &Ty, params: &[(&str, &Ty)]) -> Ty {
    let kind = match &ty.kind {
        TyKind::Var(v) => match params.iter().find(|(name, _)| *name == v.name) {
            Some((_, arg)) => return (*arg).clone(),
            None => ty.kind.clone(),
        },
        TyKind::Record(fields) => TyKind::Record(fields.iter().map(|(l, t)| (l.clone(), substitute(t, params))).collect()),
        TyKind::Tuple(tys) => TyKind::Tuple(tys.iter().map(|t| substitute(t, params)).collect()),
        TyKind::Arrow(a, b) => TyKind::Arrow(Box::new(substitute(a, params)), Box::new(substitute(b, params))),
        TyKind::Con(args, tycon) => TyKind::Con(args.iter().map(|t| substitute(t, params)).collect(), tycon.clone()),
    };
    Ty { kind, span: ty.span }
}
