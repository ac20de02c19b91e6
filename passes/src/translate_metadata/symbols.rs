//! The symbol globals `!dx.resources` records point to, named and typed as
//! LLVM 22's `ResourceTypeInfo::createElementStruct` and
//! `ResourceInfo::createSymbol` make them (checked against LLVM 22.1.8):
//!
//! * `@Name = external constant %"RWBuffer<float4>"`, with the element
//!   struct `{ <4 x float> }`; `[N x T]` for a range of N, `[0 x T]` for an
//!   unbounded one;
//! * struct names: `[RW|RasterizerOrdered]Buffer<E>`, `…StructuredBuffer<E>`,
//!   `[RW]ByteAddressBuffer`, `[RW]Texture2D<E>` and the other texture
//!   kinds, `FeedbackTexture2D<K>`, `SamplerState<K>`, `CBuffer.<name>`; E is
//!   `float`, `half`, `double`, `int32_t`, `uint16_t`, …, with the lane count
//!   appended for vectors (`int32_t2`), a struct's own name
//!   (`struct.S`), no brackets for a literal struct or an array element
//!   (`StructuredBuffer`); a cbuffer without a name is `CBuffer`; an unsigned 64-bit typed element is named by its 32-bit
//!   storage type (`uint32_t`), as LLVM 22 does;
//! * a cbuffer's struct holds its layout converted as LLVM does
//!   (`%CBuffer.CB = type { { <4 x float>, i32, double } }`, see
//!   `cbuffer_members`);
//! * a struct name taken with another body gets `.0`, `.1`, … (one counter,
//!   as LLVM's context); a global name taken gets `.1`, `.2`, …; a resource
//!   without a name gets an unnamed global.

use crate::error::MetadataError;
use crate::resources::ResourceInfo;
use dxir_dialects::dx::ResourceType;
use dxir_dialects::llvm;
use dxir_ir::{Context, Module, OpSpec, StructBody, Type, TypeData};
use dxir_rewrites::builtins::is_padding_type;

/// Allocates names for the new types and globals of one run.
pub(crate) struct SymbolNamer {
    type_suffix: u32,
    global_suffix: u32,
}

impl SymbolNamer {
    pub(crate) fn new() -> Self {
        SymbolNamer {
            type_suffix: 0,
            global_suffix: 0,
        }
    }

    /// Creates the symbol global of `r`; returns its name and value type.
    ///
    /// # Errors
    /// The element type cannot be named (an `i1` or non-scalar typed element).
    pub(crate) fn create(
        &mut self,
        cx: &Context,
        m: &mut Module,
        r: &ResourceInfo,
        loc: dxir_ir::Loc,
    ) -> Result<(String, Type), MetadataError> {
        let (name, body) = element_struct(cx, r)?;
        let st = self.named_struct(cx, &name, body);
        let ty = match r.binding.size {
            1 => st,
            u32::MAX => cx.array_type(st, 0),
            n => cx.array_type(st, u64::from(n)),
        };
        let gname = self.global_name(cx, m, &r.name);
        let spec = OpSpec::new(cx.op_name(llvm::Global::NAME), loc)
            .with_attr(cx, "sym_name", cx.str_attr(&gname))
            .with_attr(cx, "global_type", cx.type_attr(ty))
            .with_attr(cx, "constant", cx.unit_attr())
            .with_attr(cx, "linkage", cx.str_attr("external"));
        m.add_global(cx, spec)?;
        Ok((gname, ty))
    }

    /// The named struct `name` with `body`: the existing one if its body is
    /// the same, else a new `name.N`.
    fn named_struct(&mut self, cx: &Context, name: &str, body: StructBody) -> Type {
        let mut candidate = name.to_string();
        loop {
            let t = cx.named_type(&candidate);
            match cx.struct_body(t) {
                None => {
                    // Fresh name: the body cannot conflict.
                    let _ = cx.set_struct_body(t, body);
                    return t;
                }
                Some(b) if b == body => return t,
                Some(_) => {
                    candidate = format!("{name}.{}", self.type_suffix);
                    self.type_suffix += 1;
                }
            }
        }
    }

    /// `name` if no symbol has it, else `name.N`; a fresh number (an
    /// unnamed global) for the empty name.
    fn global_name(&mut self, cx: &Context, m: &Module, name: &str) -> String {
        if name.is_empty() {
            return next_unnamed(cx, m);
        }
        if m.symbol(name).is_none() {
            return name.to_string();
        }
        loop {
            self.global_suffix += 1;
            let n = format!("{name}.{}", self.global_suffix);
            if m.symbol(&n).is_none() {
                return n;
            }
        }
    }
}

/// A number no unnamed global or function has yet (the exporter renumbers
/// unnamed symbols in order, so only uniqueness matters).
fn next_unnamed(cx: &Context, m: &Module) -> String {
    let mut max: Option<u64> = None;
    let mut see = |s: &str| {
        if let Ok(n) = s.parse::<u64>() {
            max = Some(max.map_or(n, |m| m.max(n)));
        }
    };
    for f in m.functions() {
        see(f.name());
    }
    let g = m.globals();
    for op in g.block_ops(m.globals_block()) {
        if let Some(s) = g.attr(cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) {
            see(s);
        }
    }
    max.map_or(0, |n| n + 1).to_string()
}

/// The element struct's name and body.
fn element_struct(cx: &Context, r: &ResourceInfo) -> Result<(String, StructBody), MetadataError> {
    let rw = |writeable: bool, rov: bool| match (writeable, rov) {
        (true, true) => "RasterizerOrdered",
        (true, false) => "RW",
        _ => "",
    };
    let one = |t: Type| StructBody::Fields {
        fields: vec![t],
        packed: false,
    };
    let i32t = cx.types().i32;
    Ok(match r.rtype {
        ResourceType::TypedBuffer {
            element,
            writeable,
            rov,
            signed,
        } => (
            format!(
                "{}Buffer<{}>",
                rw(writeable, rov),
                typed_name(cx, element, signed)?
            ),
            one(element),
        ),
        ResourceType::Texture {
            element,
            writeable,
            rov,
            signed,
            dimension,
        } => (
            format!(
                "{}{}<{}>",
                rw(writeable, rov),
                kind_name(dimension),
                typed_name(cx, element, signed)?
            ),
            one(element),
        ),
        ResourceType::MSTexture {
            element,
            writeable,
            signed,
            dimension,
            ..
        } => (
            format!(
                "{}{}<{}>",
                rw(writeable, false),
                kind_name(dimension),
                typed_name(cx, element, signed)?
            ),
            one(element),
        ),
        ResourceType::RawBuffer {
            element,
            writeable,
            rov,
        } => match cx.type_data(element) {
            TypeData::Int(8) | TypeData::Void => (
                format!("{}ByteAddressBuffer", rw(writeable, rov)),
                one(i32t),
            ),
            _ => (
                match structured_name(cx, element)? {
                    Some(e) => format!("{}StructuredBuffer<{e}>", rw(writeable, rov)),
                    None => format!("{}StructuredBuffer", rw(writeable, rov)),
                },
                one(element),
            ),
        },
        ResourceType::FeedbackTexture {
            feedback,
            dimension,
        } => (
            format!("{}<{}>", kind_name(dimension), feedback as u32),
            one(i32t),
        ),
        ResourceType::CBuffer { layout } => (
            if r.name.is_empty() {
                "CBuffer".to_string()
            } else {
                format!("CBuffer.{}", r.name)
            },
            one(cbuffer_members(cx, layout)),
        ),
        ResourceType::Sampler { kind } => (format!("SamplerState<{}>", kind as u32), one(i32t)),
    })
}

/// Texture kinds are named as LLVM names them (`Texture2D`, ...).
fn kind_name(k: dxir_dialects::dx::ResourceKind) -> &'static str {
    k.name()
}

/// `float4`, `int32_t2`, `uint32_t` (for an unsigned 64-bit element), ...
fn typed_name(cx: &Context, element: Type, signed: bool) -> Result<String, MetadataError> {
    let (scalar, n) = lanes(cx, element);
    let base = match cx.type_data(scalar) {
        TypeData::Half => "half".to_string(),
        TypeData::Float => "float".to_string(),
        TypeData::Double => "double".to_string(),
        TypeData::Int(64) if !signed => "uint32_t".to_string(),
        TypeData::Int(w @ (16 | 32 | 64)) => {
            format!("{}int{w}_t", if signed { "" } else { "u" })
        }
        _ => {
            return Err(MetadataError::NoComponentType {
                ty: dxir_ir::type_to_string(cx, element),
            })
        }
    };
    Ok(with_lanes(base, n))
}

/// A structured buffer's element name between the brackets: scalars and
/// vectors as for typed ones (integers signed), a named struct by its
/// name. `None` when LLVM writes no brackets: a literal struct, and an
/// array (a matrix or an array element, `[6 x float]`), which LLVM 22
/// names like a literal struct (its name comes from a struct or an
/// element type, and an array is neither).
fn structured_name(cx: &Context, element: Type) -> Result<Option<String>, MetadataError> {
    match cx.type_data(element) {
        TypeData::Named(n) => Ok(Some(n.to_string())),
        TypeData::Struct { .. } | TypeData::Array { .. } => Ok(None),
        _ => {
            let (scalar, _) = lanes(cx, element);
            if matches!(cx.type_data(scalar), TypeData::Int(1) | TypeData::Int(8))
                || !cx.is_first_class(scalar)
            {
                return Err(MetadataError::NoStructuredName {
                    ty: dxir_ir::type_to_string(cx, element),
                });
            }
            typed_name(cx, element, true).map(Some)
        }
    }
}

fn lanes(cx: &Context, t: Type) -> (Type, u32) {
    match cx.type_data(t) {
        TypeData::Vector { len, elem } => (*elem, *len),
        _ => (t, 1),
    }
}

fn with_lanes(base: String, n: u32) -> String {
    if n > 1 {
        format!("{base}{n}")
    } else {
        base
    }
}

/// A cbuffer layout type as LLVM 22 writes it into the symbol struct
/// (checked against LLVM 22.1.8): `dx.Padding` members are dropped, structs
/// (named or literal, packed or not) become literal unpacked structs of
/// their converted members, a struct left with one member becomes that
/// member (so a padded array element `<{ float, pad }>` is `float`), and
/// clang's array shape `<{ [N x E], T }>` (E converting to T) becomes
/// `[N+1 x T]`.
fn cbuffer_members(cx: &Context, ty: Type) -> Type {
    convert_layout(cx, ty, 0)
}

fn convert_layout(cx: &Context, ty: Type, depth: u32) -> Type {
    if depth > 64 {
        return ty;
    }
    // The older explicit form: the wrapped struct holds the members.
    if let Some((inner, _, _)) = dxir_rewrites::builtins::explicit_layout(cx, ty) {
        return convert_layout(cx, inner, depth + 1);
    }
    let fields = match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => fields.clone(),
        TypeData::Named(_) => match cx.struct_body(ty) {
            Some(StructBody::Fields { fields, .. }) => fields,
            _ => return ty,
        },
        TypeData::Array { len, elem } => {
            let (len, elem) = (*len, *elem);
            return cx.array_type(convert_layout(cx, elem, depth + 1), len);
        }
        _ => return ty,
    };
    let members: Vec<Type> = fields
        .into_iter()
        .filter(|&f| !is_padding_type(cx, f))
        .map(|f| convert_layout(cx, f, depth + 1))
        .collect();
    match members.as_slice() {
        [one] => *one,
        [first, last] => match cx.type_data(*first) {
            TypeData::Array { len, elem } if *elem == *last => cx.array_type(*last, len + 1),
            _ => cx.struct_type(members, false),
        },
        _ => cx.struct_type(members, false),
    }
}
