//! Module-level metadata LLVM's verifier checks: `!llvm.module.flags`
//! (`Verifier::visitModuleFlag` and the requirement check after it) and
//! `!llvm.ident` / `!llvm.commandline`. dxir keeps these nodes and writes
//! them back, so a module LLVM rejects is rejected here, at the offending
//! node, with LLVM's message.

use super::{fail, ImportErrorKind, R};
use crate::translate::llvm::ast::{self, MdNode, Metadata, MetadataDef, Pos, Type, Value};
use rustc_hash::FxHashMap;

/// How deep equal-value comparison of nested nodes goes before it gives
/// up and calls them equal (metadata can be cyclic through `distinct`).
const MAX_DEPTH: u32 = 64;

/// Module flag behaviors (`Module::ModFlagBehavior`).
const REQUIRE: i64 = 3;
const APPEND: i64 = 5;
const APPEND_UNIQUE: i64 = 6;
const MAX: i64 = 7;
const MIN: i64 = 8;

struct Checker<'m, 'a> {
    m: &'m ast::Module<'a>,
    defs: FxHashMap<u32, &'m MetadataDef<'a>>,
}

fn bad<T>(pos: Pos, message: impl Into<String>) -> R<T> {
    fail(pos, ImportErrorKind::ModuleMetadata(message.into()))
}

impl<'m, 'a> Checker<'m, 'a> {
    /// The node an operand is or refers to; `None` for a string, value,
    /// `null`, or an undefined reference (reported elsewhere).
    fn node(&self, md: &'m Metadata<'a>) -> Option<&'m MdNode<'a>> {
        match md {
            Metadata::Ref(n) => self.defs.get(n).map(|d| &d.node),
            Metadata::Node(n) => Some(n),
            _ => None,
        }
    }

    /// The integer of a `ConstantInt` operand (`i32 1`, `i1 true`); `None`
    /// for anything else. A literal too wide for `i64` gives `Some(None)`.
    fn const_int(&self, md: &Metadata<'a>) -> Option<Option<i64>> {
        let Metadata::Value(tv) = md else {
            return None;
        };
        if !matches!(self.m.ty(tv.ty), Type::Int(_)) {
            return None;
        }
        match &tv.value {
            Value::Int(v) => Some(Some(*v)),
            Value::Bool(b) => Some(Some(i64::from(*b))),
            Value::BigInt(_) => Some(None),
            _ => None,
        }
    }

    /// Whether two operands are the same metadata, as LLVM's uniquing makes
    /// equal non-`distinct` nodes the same node.
    fn same(&self, a: &Metadata<'a>, b: &Metadata<'a>, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return true;
        }
        match (a, b) {
            (Metadata::Ref(x), Metadata::Ref(y)) if x == y => true,
            (Metadata::String(x), Metadata::String(y)) => x == y,
            (Metadata::Null, Metadata::Null) => true,
            (Metadata::Value(x), Metadata::Value(y)) => {
                self.m.ty(x.ty) == self.m.ty(y.ty) && x.value == y.value
            }
            _ => match (self.node(a), self.node(b)) {
                (Some(x), Some(y)) => {
                    !x.distinct
                        && !y.distinct
                        && x.operands.len() == y.operands.len()
                        && x.operands
                            .iter()
                            .zip(&y.operands)
                            .all(|(p, q)| self.same(p, q, depth + 1))
                }
                _ => false,
            },
        }
    }

    fn module_flags(&self) -> R<()> {
        let mut seen: FxHashMap<&str, &Metadata<'a>> = FxHashMap::default();
        let mut requirements: Vec<(Pos, &MdNode<'a>)> = Vec::new();
        for nm in self
            .m
            .named_metadata
            .iter()
            .filter(|n| n.name == "llvm.module.flags")
        {
            for id in &nm.nodes {
                let Some(d) = self.defs.get(id) else { continue };
                let pos = d.pos;
                let ops = &d.node.operands;
                if ops.len() != 3 {
                    return bad(pos, "incorrect number of operands in module flag");
                }
                let behavior =
                    match self.const_int(&ops[0]) {
                        Some(Some(b)) if (1..=MIN).contains(&b) => b,
                        Some(_) => {
                            return bad(
                                pos,
                                "invalid behavior operand in module flag (unexpected constant)",
                            )
                        }
                        None => return bad(
                            pos,
                            "invalid behavior operand in module flag (expected constant integer)",
                        ),
                    };
                let Metadata::String(key) = &ops[1] else {
                    return bad(
                        pos,
                        "invalid ID operand in module flag (expected metadata string)",
                    );
                };
                let value = &ops[2];
                match behavior {
                    MIN => match self.const_int(value) {
                        Some(Some(v)) if v >= 0 => {}
                        _ => {
                            return bad(
                                pos,
                                "invalid value for 'min' module flag (expected constant non-negative integer)",
                            )
                        }
                    },
                    MAX if self.const_int(value).is_none() => {
                        return bad(
                            pos,
                            "invalid value for 'max' module flag (expected constant integer)",
                        )
                    }
                    REQUIRE => {
                        let Some(pair) = self.node(value).filter(|n| n.operands.len() == 2) else {
                            return bad(
                                pos,
                                "invalid value for 'require' module flag (expected metadata pair)",
                            );
                        };
                        if !matches!(pair.operands[0], Metadata::String(_)) {
                            return bad(
                                pos,
                                "invalid value for 'require' module flag (first value operand should be a string)",
                            );
                        }
                        requirements.push((pos, pair));
                    }
                    APPEND | APPEND_UNIQUE if self.node(value).is_none() => {
                        return bad(
                            pos,
                            "invalid value for 'append'-type module flag (expected a metadata node)",
                        )
                    }
                    _ => {}
                }
                if behavior != REQUIRE && seen.insert(key, value).is_some() {
                    return bad(
                        pos,
                        format!(
                            "module flag identifiers must be unique (or of 'require' type): !\"{key}\""
                        ),
                    );
                }
                let needs_int = matches!(&**key, "wchar_size" | "SemanticInterposition");
                if needs_int && self.const_int(value).is_none() {
                    return bad(
                        pos,
                        format!("{key} metadata requires constant integer argument"),
                    );
                }
                let upgraded = self
                    .m
                    .named_metadata
                    .iter()
                    .any(|n| n.name == "llvm.linker.options");
                if key == "Linker Options" && !upgraded {
                    return bad(pos, "'Linker Options' named metadata no longer supported");
                }
            }
        }
        for (pos, pair) in requirements {
            let Metadata::String(flag) = &pair.operands[0] else {
                continue;
            };
            match seen.get(&**flag) {
                None => {
                    return bad(
                        pos,
                        "invalid requirement on flag, flag is not present in module",
                    )
                }
                Some(v) if !self.same(v, &pair.operands[1], 0) => {
                    return bad(
                        pos,
                        "invalid requirement on flag, flag does not have the required value",
                    )
                }
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// `!llvm.ident` and `!llvm.commandline`: nodes of one string each.
    fn string_lists(&self) -> R<()> {
        for nm in &self.m.named_metadata {
            if !matches!(nm.name, "llvm.ident" | "llvm.commandline") {
                continue;
            }
            for id in &nm.nodes {
                let Some(d) = self.defs.get(id) else { continue };
                if d.node.operands.len() != 1 {
                    return bad(
                        d.pos,
                        format!("incorrect number of operands in {} metadata", nm.name),
                    );
                }
                if !matches!(d.node.operands[0], Metadata::String(_)) {
                    return bad(
                        d.pos,
                        format!(
                            "invalid value for {} metadata entry operand(the operand should be a string)",
                            nm.name
                        ),
                    );
                }
            }
        }
        Ok(())
    }
}

/// Checks the module flags and `llvm.ident`-style lists of `m` as LLVM 22's
/// verifier does; the error points at the offending `!N = ...`.
pub(super) fn check(m: &ast::Module<'_>) -> R<()> {
    let defs = m.metadata.iter().map(|d| (d.id, d)).collect();
    let c = Checker { m, defs };
    c.module_flags()?;
    c.string_lists()
}
