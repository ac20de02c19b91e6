//! DXC's conventions where the bitcode a consumer reads would otherwise
//! follow LLVM 22's text form.
//!
//! Every DXIL consumer (D3D12 drivers, DXC's validator, vkd3d-proton's
//! dxil-spirv) was built against what DXC writes. Where DXC and LLVM 22
//! differ in something a consumer reads, the bitcode follows DXC; the
//! `.ll` output keeps LLVM 22's form, which the tests compare with LLVM's.
//! `docs/container.md` lists each difference and why.
//!
//! - **Triple and data layout.** DXC writes `dxil-ms-dx` (DXC's validator
//!   requires it: `META.TARGET`) and one of two data layouts: with native
//!   16-bit types (`-enable-16bit-types`, the `dx.nativelowprec` module
//!   flag) `i8`, `i16` and `half` are aligned to their size; without, to 32
//!   bits, as minimum-precision types are stored.
//! - **Resource symbols.** In a shader that is not a library, DXC writes an
//!   `undef` pointer of the resource's type as field 1 of each
//!   `!dx.resources` record, and keeps no global for it. A consumer reads a
//!   global there as a library resource reached through
//!   `createHandleForLib` (dxil-spirv skips every such resource of a
//!   compute shader and then fails at the first handle). The globals that
//!   only name resources are dropped and each reference becomes an `undef`
//!   of the global's pointer type (`DxcForm::undef_symbols`).
//! - **String attributes.** DXIL allows two string function attributes,
//!   `waveops-include-helper-lanes` and `fp32-denorm-mode` (DXC's
//!   validator: `DECL.FNATTRIBUTE`); clang's (`"hlsl.numthreads"`,
//!   `"no-infs-fp-math"`, ...) are said by the DXIL metadata or not at all,
//!   and are not written.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use dxir_dialects::translate::llvm::ast;

use crate::layout::DataLayout;

/// The triple of every DXIL module DXC writes.
pub const DXC_TRIPLE: &str = "dxil-ms-dx";

/// DXC's data layout with native 16-bit types.
pub const DXC_LAYOUT_NATIVE_16: &str =
    "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64";

/// DXC's data layout with minimum-precision types (every type below 32 bits
/// aligned to 32).
pub const DXC_LAYOUT_MIN_PRECISION: &str =
    "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";

/// The string function attributes DXIL allows (DXIL.rst, "Functions").
const DXIL_STRING_ATTRIBUTES: [&str; 2] = ["waveops-include-helper-lanes", "fp32-denorm-mode"];

/// What [`apply`] changed that the writer must know about.
#[derive(Debug, Default)]
pub(crate) struct DxcForm<'a> {
    /// Globals dropped because they only named a resource: name → value
    /// type. A reference to one in metadata is written as an `undef` of a
    /// pointer to that type.
    pub undef_symbols: HashMap<ast::Name<'a>, ast::TypeId>,
    /// The data layout the module was written with, before DXC's replaced
    /// it: the one its byte offsets were computed with.
    pub source_layout: DataLayout,
}

/// Rewrites `m` in place to DXC's conventions (see the module docs).
pub(crate) fn apply<'a>(m: &mut ast::Module<'a>) -> DxcForm<'a> {
    let mut form = DxcForm {
        source_layout: DataLayout::parse(m.data_layout.as_deref().unwrap_or_default()),
        ..DxcForm::default()
    };
    let (native_16, symbols) = {
        let nodes = Nodes::new(m);
        let symbols = if nodes.is_library() {
            HashSet::new()
        } else {
            nodes.resource_symbols()
        };
        (nodes.module_flag_true("dx.nativelowprec"), symbols)
    };
    m.triple = Some(Cow::Borrowed(DXC_TRIPLE));
    m.data_layout = Some(Cow::Borrowed(if native_16 {
        DXC_LAYOUT_NATIVE_16
    } else {
        DXC_LAYOUT_MIN_PRECISION
    }));
    let dxil_attribute = |a: &ast::Attribute<'_>| match a {
        ast::Attribute::Str { key, .. } => DXIL_STRING_ATTRIBUTES.contains(&key.as_ref()),
        _ => true,
    };
    for g in &mut m.attr_groups {
        g.attrs.retain(dxil_attribute);
    }
    for f in &mut m.functions {
        f.fn_attrs.retain(dxil_attribute);
    }
    drop_lifetime_markers(m);
    if symbols.is_empty() {
        return form;
    }
    m.globals.retain(|g| {
        if symbols.contains(&g.name) {
            form.undef_symbols.insert(g.name, g.ty);
            false
        } else {
            true
        }
    });
    form
}

/// Whether `name` is one of LLVM 22's lifetime intrinsics
/// (`llvm.lifetime.start.p0`, `llvm.lifetime.end.p0`).
fn is_lifetime_intrinsic(name: &ast::Name<'_>) -> bool {
    name.text().is_some_and(|n| n.starts_with("llvm.lifetime."))
}

/// Removes lifetime markers and their declarations. From DXIL 1.6 the
/// lowering keeps them (as LLVM 22 does), in LLVM 22's form: one pointer
/// operand, which need not be a whole alloca in the bitcode's typed form.
/// DXC writes them in LLVM 3.7's form (`i64` size, `i8*`) or, with
/// `-disable-lifetime-markers`, not at all; they only bound a local's
/// lifetime, so the container takes the second form, which every consumer
/// reads (LLVM 22 itself rejects a marker on a GEP of the alloca).
fn drop_lifetime_markers(m: &mut ast::Module<'_>) {
    for f in &mut m.functions {
        for b in f.body.iter_mut().flatten() {
            b.insts.retain(|i| {
                !matches!(&i.kind, ast::InstKind::Call(c)
                    if matches!(&c.callee, ast::Value::Global(n) if is_lifetime_intrinsic(n)))
            });
        }
    }
    m.functions
        .retain(|f| f.body.is_some() || !is_lifetime_intrinsic(&f.name));
}

/// The module's numbered metadata nodes by number, for the lookups below
/// (a scan per reference grew with the product of records and nodes).
struct Nodes<'m, 'a> {
    m: &'m ast::Module<'a>,
    by_id: HashMap<u32, &'m ast::MdNode<'a>>,
}

impl<'m, 'a> Nodes<'m, 'a> {
    fn new(m: &'m ast::Module<'a>) -> Self {
        let by_id = m.metadata.iter().map(|d| (d.id, &d.node)).collect();
        Nodes { m, by_id }
    }

    /// A node operand: a reference to a numbered node or an inline node.
    fn operand(&self, o: &'m ast::Metadata<'a>) -> Option<&'m ast::MdNode<'a>> {
        match o {
            ast::Metadata::Ref(n) => self.by_id.get(n).copied(),
            ast::Metadata::Node(n) => Some(n),
            _ => None,
        }
    }

    /// The nodes of the named metadata `!name`.
    fn named(&self, name: &str) -> Vec<&'m ast::MdNode<'a>> {
        self.m
            .named_metadata
            .iter()
            .filter(|n| n.name == name)
            .flat_map(|n| n.nodes.iter().filter_map(|id| self.by_id.get(id).copied()))
            .collect()
    }

    /// `!dx.shaderModel` names `lib`.
    fn is_library(&self) -> bool {
        self.named("dx.shaderModel")
            .iter()
            .any(|n| matches!(n.operands.first(), Some(ast::Metadata::String(s)) if s == "lib"))
    }

    /// A module flag `!{i32 B, !"key", i32 1}` in `!llvm.module.flags`.
    fn module_flag_true(&self, key: &str) -> bool {
        self.named("llvm.module.flags").iter().any(|n| {
            matches!(n.operands.get(1), Some(ast::Metadata::String(s)) if s == key)
                && matches!(
                    n.operands.get(2),
                    Some(ast::Metadata::Value(ast::TypedValue {
                        value: ast::Value::Int(v),
                        ..
                    })) if *v != 0
                )
        })
    }

    /// The globals named by field 1 of the `!dx.resources` records.
    fn resource_symbols(&self) -> HashSet<ast::Name<'a>> {
        let mut out = HashSet::new();
        for lists in self.named("dx.resources") {
            for list in lists.operands.iter().filter_map(|l| self.operand(l)) {
                for record in list.operands.iter().filter_map(|r| self.operand(r)) {
                    if let Some(ast::Metadata::Value(ast::TypedValue {
                        value: ast::Value::Global(name),
                        ..
                    })) = record.operands.get(1)
                    {
                        out.insert(*name);
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::parse;

    const COMPUTE: &str = r#"target triple = "dxilv1.6-pc-shadermodel6.6-compute"
%B = type { float }
@Data = external constant %B
@keep = internal global i32 0
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!0 = !{!"cs", i32 6, i32 6}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, null}
"#;

    #[test]
    fn a_shader_drops_its_resource_symbols_and_takes_dxc_triple_and_layout() {
        let mut m = parse(COMPUTE).unwrap();
        let form = apply(&mut m);
        assert_eq!(m.triple.as_deref(), Some(DXC_TRIPLE));
        assert_eq!(m.data_layout.as_deref(), Some(DXC_LAYOUT_MIN_PRECISION));
        let names: Vec<_> = m.globals.iter().map(|g| g.name.to_string()).collect();
        assert_eq!(names, ["keep"]);
        assert_eq!(form.undef_symbols.len(), 1);
    }

    #[test]
    fn only_dxil_string_attributes_are_kept() {
        let src = format!(
            "{COMPUTE}define void @main() #0 {{\n  ret void\n}}\n\
             attributes #0 = {{ nounwind \"hlsl.numthreads\"=\"8,1,1\" \"fp32-denorm-mode\"=\"ftz\" }}\n"
        );
        let mut m = parse(&src).unwrap();
        apply(&mut m);
        let kept: Vec<_> = m.attr_groups[0]
            .attrs
            .iter()
            .filter_map(|a| a.name().map(str::to_string))
            .collect();
        assert_eq!(kept, ["nounwind", "fp32-denorm-mode"]);
    }

    #[test]
    fn a_library_keeps_its_symbols_and_native_16_bit_gets_its_layout() {
        let src = COMPUTE.replace("!\"cs\"", "!\"lib\"")
            + "!llvm.module.flags = !{!9}\n!9 = !{i32 1, !\"dx.nativelowprec\", i32 1}\n";
        let mut m = parse(&src).unwrap();
        let form = apply(&mut m);
        assert_eq!(m.globals.len(), 2);
        assert!(form.undef_symbols.is_empty());
        assert_eq!(m.data_layout.as_deref(), Some(DXC_LAYOUT_NATIVE_16));
    }
}
