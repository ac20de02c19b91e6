//! Types, constants as attributes, metadata and attribute lists.
//!
//! Constants that are not instruction operands (global initializers,
//! elements of aggregates, metadata values) are attributes. Their encoding
//! is *type-directed*: the type they have is always known from where they
//! sit, so an aggregate is a plain array of its elements, and a global
//! reference a plain symbol. Where a type is not implied (constant
//! expression operands, metadata values) the value is written as
//! `[type(T), value]`.

use super::{fail, unsupported, AttachmentKey, ImportErrorKind as K, Importer, R};
use crate::translate::llvm::ast::{
    self, AttrArg, Attribute, CastOp, ConstExpr, FloatLit, MdAttachment, MdNode, Metadata, Name,
    Pos, TypeId, TypedValue,
};
use crate::translate::llvm::write::write_quoted;
use dxir_ir::{sign_extend, Attr, AttrData, StructBody, Type, TypeData};
use rustc_hash::FxHashMap;

/// Longest chain of `%A = type %B` aliases followed.
const MAX_ALIAS_DEPTH: usize = 64;

/// Widest vector a `splat` may fill.
const MAX_SPLAT_LANES: u32 = 1 << 20;

impl<'a> Importer<'a, '_> {
    // ---- Types ------------------------------------------------------------

    /// The dxir type of AST type `id`; `pos` is where it is used, for errors.
    pub(super) fn ty(&mut self, id: TypeId, pos: Pos) -> R<Type> {
        if let Some(t) = self.types[id.index()] {
            return Ok(t);
        }
        let t = self.convert_type(id, pos)?;
        self.types[id.index()] = Some(t);
        Ok(t)
    }

    fn convert_type(&mut self, id: TypeId, pos: Pos) -> R<Type> {
        let cx = self.cx;
        let table = self.table;
        Ok(match table.get(id) {
            ast::Type::Void => cx.types().void,
            ast::Type::Half => cx.types().half,
            ast::Type::Float => cx.types().float,
            ast::Type::Double => cx.types().double,
            ast::Type::Metadata => cx.types().metadata,
            ast::Type::Label => {
                return fail(
                    pos,
                    K::BadType {
                        ty: "label".into(),
                        why: "labels are not values",
                    },
                )
            }
            ast::Type::Token => return unsupported(pos, "the token type"),
            ast::Type::BFloat => return unsupported(pos, "the bfloat type"),
            ast::Type::Int(w) if *w > 128 => {
                return unsupported(pos, format!("integer type i{w} (wider than 128 bits)"))
            }
            ast::Type::Int(w) => cx.int_type(*w),
            ast::Type::Ptr { addrspace } => cx.ptr_type(*addrspace),
            ast::Type::Vector { scalable: true, .. } => {
                return unsupported(pos, "scalable vector types")
            }
            ast::Type::Vector { len, elem, .. } => {
                let e = self.ty(*elem, pos)?;
                if !matches!(
                    cx.type_data(e),
                    TypeData::Int(_)
                        | TypeData::Half
                        | TypeData::Float
                        | TypeData::Double
                        | TypeData::Ptr { .. }
                ) {
                    return fail(
                        pos,
                        K::BadType {
                            ty: self.type_text(e),
                            why: "vector elements must be integers, floats or pointers",
                        },
                    );
                }
                cx.vector_type(e, *len)
            }
            ast::Type::Array { len, elem } => {
                let e = self.ty(*elem, pos)?;
                self.check_member_type(e, pos)?;
                cx.array_type(e, *len)
            }
            ast::Type::Struct { packed, fields } => {
                let mut tys = Vec::with_capacity(fields.len());
                for &f in fields.iter() {
                    let t = self.ty(f, pos)?;
                    self.check_member_type(t, pos)?;
                    tys.push(t);
                }
                cx.struct_type(tys, *packed)
            }
            ast::Type::Named(name) => self.named(*name, pos)?,
            ast::Type::Target {
                name,
                type_params,
                int_params,
            } => {
                let mut tys = Vec::with_capacity(type_params.len());
                for &t in type_params.iter() {
                    tys.push(self.ty(t, pos)?);
                }
                cx.target_ext_type(name, tys, int_params.to_vec())
            }
            ast::Type::Function {
                ret,
                params,
                vararg,
            } => {
                let r = self.ty(*ret, pos)?;
                let mut ps = Vec::with_capacity(params.len());
                for &p in params.iter() {
                    ps.push(self.ty(p, pos)?);
                }
                cx.function_type(r, ps, *vararg)
            }
        })
    }

    /// `%T`: the named struct, or the type an alias stands for.
    fn named(&mut self, name: Name<'a>, pos: Pos) -> R<Type> {
        let Some(&i) = self.shared.type_defs.get(&name) else {
            return fail(pos, K::UndefinedType(name.to_string()));
        };
        let def = &self.ast.type_defs[i];
        match def.body {
            Some(b) if !matches!(self.table.get(b), ast::Type::Struct { .. }) => {
                if self.resolving.contains(&i) {
                    return fail(def.pos, K::TypeCycle(name.to_string()));
                }
                if self.resolving.len() >= MAX_ALIAS_DEPTH {
                    return unsupported(def.pos, "type aliases nested more than 64 deep");
                }
                self.resolving.push(i);
                let t = self.ty(b, def.pos);
                self.resolving.pop();
                t
            }
            _ => Ok(self.cx.named_type(&self.type_name(name, def.pos)?)),
        }
    }

    /// Types a value can have: first-class and not `metadata`... except
    /// that `metadata` parameters exist (intrinsics), so only `void` and
    /// function types are refused.
    pub(super) fn check_value_type(&self, ty: Type, pos: Pos) -> R<()> {
        if self.cx.is_first_class(ty) {
            Ok(())
        } else {
            fail(
                pos,
                K::BadType {
                    ty: self.type_text(ty),
                    why: "not a value type",
                },
            )
        }
    }

    /// Types a `load`, `store` or `alloca` may move: LLVM gives a target
    /// extension type a size only if it knows the target (`dx.…`,
    /// `spirv.…` and a few others); one it does not know, alone or inside
    /// an aggregate, cannot be loaded, stored or allocated.
    pub(super) fn check_sized(&self, ty: Type, what: &'static str, pos: Pos) -> R<()> {
        let cx = self.cx;
        let mut stack = vec![(ty, 0u32)];
        while let Some((t, depth)) = stack.pop() {
            if depth > 64 {
                break;
            }
            match cx.type_data(t) {
                TypeData::TargetExt { name, .. } if !target_type_has_size(name) => {
                    return fail(
                        pos,
                        K::BadType {
                            ty: self.type_text(ty),
                            why: what,
                        },
                    );
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    stack.push((*elem, depth + 1));
                }
                TypeData::Struct { fields, .. } => {
                    stack.extend(fields.iter().map(|&f| (f, depth + 1)));
                }
                TypeData::Named(_) => {
                    if let Some(StructBody::Fields { fields, .. }) = cx.struct_body(t) {
                        stack.extend(fields.iter().map(|&f| (f, depth + 1)));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Types `undef`, `poison` and `zeroinitializer` can have: values
    /// other than opaque structs (whose size is unknown).
    pub(super) fn check_constant_type(&self, ty: Type, pos: Pos) -> R<()> {
        self.check_value_type(ty, pos)?;
        if matches!(self.cx.type_data(ty), TypeData::Named(_))
            && !matches!(self.cx.struct_body(ty), Some(StructBody::Fields { .. }))
        {
            return fail(
                pos,
                K::BadType {
                    ty: self.type_text(ty),
                    why: "an opaque struct has no constants",
                },
            );
        }
        Ok(())
    }

    pub(super) fn check_return_type(&self, ty: Type, pos: Pos) -> R<()> {
        if matches!(self.cx.type_data(ty), TypeData::Function { .. }) {
            return fail(
                pos,
                K::BadType {
                    ty: self.type_text(ty),
                    why: "functions cannot return functions",
                },
            );
        }
        Ok(())
    }

    /// Types an array element or struct field can have.
    pub(super) fn check_member_type(&self, ty: Type, pos: Pos) -> R<()> {
        if matches!(
            self.cx.type_data(ty),
            TypeData::Void | TypeData::Function { .. } | TypeData::Metadata
        ) {
            return fail(
                pos,
                K::BadType {
                    ty: self.type_text(ty),
                    why: "not a valid element type",
                },
            );
        }
        Ok(())
    }

    /// `ty` must equal `want`; `what` names the value for the message.
    pub(super) fn expect_type(
        &self,
        what: &dyn Fn() -> String,
        ty: Type,
        want: Type,
        pos: Pos,
    ) -> R<()> {
        if ty == want {
            return Ok(());
        }
        fail(
            pos,
            K::TypeMismatch {
                value: what(),
                found: self.type_text(ty),
                expected: self.type_text(want),
            },
        )
    }

    /// The fields of a struct type (literal or named with a body).
    pub(super) fn struct_fields(&self, ty: Type) -> Option<(Vec<Type>, bool)> {
        match self.cx.type_data(ty) {
            TypeData::Struct { fields, packed } => Some((fields.clone(), *packed)),
            TypeData::Named(_) => match self.cx.struct_body(ty)? {
                StructBody::Fields { fields, packed } => Some((fields, packed)),
                StructBody::Opaque => None,
            },
            _ => None,
        }
    }

    // ---- Constants ----------------------------------------------------------

    /// A constant of type `ty` as an attribute (see the module docs).
    pub(super) fn const_attr(&mut self, v: &ast::Value<'a>, ty: Type, pos: Pos) -> R<Attr> {
        let cx = self.cx;
        let data = cx.type_data(ty);
        Ok(match v {
            ast::Value::Int(i) => self.int_attr(ty, *i as i128, pos)?,
            ast::Value::BigInt(text) => {
                let Some(bits) = parse_big_int(text) else {
                    return fail(pos, K::BadConstant("invalid integer literal"));
                };
                self.int_attr(ty, bits as i128, pos)?
            }
            ast::Value::Float(lit) => self.float_attr(*lit, ty, pos)?,
            ast::Value::Bool(b) => {
                if *data != TypeData::Int(1) {
                    return fail(pos, K::BadConstant("'true' and 'false' need type i1"));
                }
                cx.int_attr(ty, i128::from(*b))
            }
            ast::Value::Null => {
                if !matches!(data, TypeData::Ptr { .. }) {
                    return fail(pos, K::BadConstant("null must be a pointer type"));
                }
                cx.intern_attr(AttrData::Zero(ty))
            }
            ast::Value::None => return unsupported(pos, "the token constant 'none'"),
            ast::Value::Undef => {
                self.check_constant_type(ty, pos)?;
                cx.intern_attr(AttrData::Undef(ty))
            }
            ast::Value::Poison => {
                self.check_constant_type(ty, pos)?;
                cx.intern_attr(AttrData::Poison(ty))
            }
            ast::Value::ZeroInitializer => {
                self.check_constant_type(ty, pos)?;
                if matches!(data, TypeData::Metadata) {
                    return fail(pos, K::BadConstant("metadata has no zeroinitializer"));
                }
                cx.intern_attr(AttrData::Zero(ty))
            }
            ast::Value::Splat(tv) => {
                let TypeData::Vector { len, elem } = *data else {
                    return fail(pos, K::BadConstant("splat needs a vector type"));
                };
                if len > MAX_SPLAT_LANES {
                    // Each lane is an array element; keep memory bounded.
                    return unsupported(pos, "splat of more than 2^20 lanes");
                }
                let e = self.typed_const(tv, elem, pos)?;
                cx.intern_attr(AttrData::Array(vec![e; len as usize]))
            }
            ast::Value::Struct(elems) | ast::Value::PackedStruct(elems) => {
                let packed = matches!(v, ast::Value::PackedStruct(_));
                let Some((fields, is_packed)) = self.struct_fields(ty) else {
                    return fail(pos, K::BadConstant("struct constant for a non-struct type"));
                };
                if packed != is_packed {
                    return fail(
                        pos,
                        K::BadConstant("struct constant packing does not match its type"),
                    );
                }
                if fields.len() != elems.len() {
                    return fail(
                        pos,
                        K::BadConstant("struct constant has the wrong number of fields"),
                    );
                }
                let mut items = Vec::with_capacity(elems.len());
                for (e, &f) in elems.iter().zip(&fields) {
                    items.push(self.typed_const(e, f, pos)?);
                }
                cx.intern_attr(AttrData::Array(items))
            }
            ast::Value::Array(elems) => {
                let TypeData::Array { len, elem } = *data else {
                    return fail(pos, K::BadConstant("array constant for a non-array type"));
                };
                self.elements(elems, len, elem, pos)?
            }
            ast::Value::Vector(elems) => {
                let TypeData::Vector { len, elem } = *data else {
                    return fail(pos, K::BadConstant("vector constant for a non-vector type"));
                };
                self.elements(elems, u64::from(len), elem, pos)?
            }
            ast::Value::CString(bytes) => match *data {
                TypeData::Array { len, elem }
                    if cx.type_data(elem) == &TypeData::Int(8) && len == bytes.len() as u64 =>
                {
                    cx.intern_attr(AttrData::Bytes(bytes.clone()))
                }
                _ => {
                    return fail(
                        pos,
                        K::BadConstant("c\"...\" needs the type [N x i8], N its length"),
                    )
                }
            },
            ast::Value::Global(name) => {
                let g = self.global_ref(*name, pos)?;
                self.expect_type(&|| format!("@{name}"), g.1, ty, pos)?;
                g.0
            }
            ast::Value::Local(_) => {
                return fail(
                    pos,
                    K::BadConstant("a constant cannot refer to a local value"),
                )
            }
            ast::Value::Expr(e) => self.const_expr_attr(e, ty, pos)?,
            ast::Value::Metadata(_) => {
                return fail(
                    pos,
                    K::BadConstant("metadata is only allowed as a call argument"),
                )
            }
        })
    }

    /// A typed element: its written type must be the expected one.
    fn typed_const(&mut self, tv: &TypedValue<'a>, want: Type, pos: Pos) -> R<Attr> {
        let t = self.ty(tv.ty, pos)?;
        self.expect_type(&|| "element".into(), t, want, pos)?;
        self.const_attr(&tv.value, t, pos)
    }

    fn elements(&mut self, elems: &[TypedValue<'a>], len: u64, elem: Type, pos: Pos) -> R<Attr> {
        if elems.len() as u64 != len {
            return fail(
                pos,
                K::BadConstant("constant has the wrong number of elements"),
            );
        }
        let mut items = Vec::with_capacity(elems.len());
        for e in elems {
            items.push(self.typed_const(e, elem, pos)?);
        }
        Ok(self.cx.intern_attr(AttrData::Array(items)))
    }

    /// `@name` as a symbol attribute, with its pointer type.
    pub(super) fn global_ref(&self, name: Name<'a>, pos: Pos) -> R<(Attr, Type)> {
        let Some(sym) = self.symbol(name) else {
            return fail(pos, K::UndefinedGlobal(name.to_string()));
        };
        let text = match name {
            Name::Numbered(n) => n.to_string(),
            Name::Named(_) => name.text().unwrap_or_default().into_owned(),
        };
        Ok((self.cx.symbol_attr(&text), sym.ptr))
    }

    fn int_attr(&self, ty: Type, value: i128, pos: Pos) -> R<Attr> {
        if !matches!(self.cx.type_data(ty), TypeData::Int(_)) {
            return fail(
                pos,
                K::BadConstant("integer constant must have integer type"),
            );
        }
        // LLVM truncates literals to the type's width.
        Ok(self.cx.int_attr(ty, value))
    }

    fn float_attr(&self, lit: FloatLit, ty: Type, pos: Pos) -> R<Attr> {
        let bits = match (lit, self.cx.type_data(ty)) {
            (FloatLit::Double(b), TypeData::Double) => Some(b),
            (FloatLit::Double(b), TypeData::Float) => f64_to_f32_exact(b).map(u64::from),
            (FloatLit::Double(b), TypeData::Half) => f64_to_f16_exact(b).map(u64::from),
            (FloatLit::Half(h), TypeData::Half) => Some(u64::from(h)),
            (_, TypeData::Half | TypeData::Float | TypeData::Double) => None,
            _ => {
                return fail(
                    pos,
                    K::BadConstant("floating point constant needs a floating point type"),
                )
            }
        };
        match bits {
            Some(bits) => Ok(self.cx.intern_attr(AttrData::Float { bits, ty })),
            None => fail(
                pos,
                K::BadConstant("floating point constant invalid for type"),
            ),
        }
    }

    /// A constant expression as an attribute: a dictionary with the op
    /// name (`op`), the result `type`, the `operands` as `[type(T), value]`
    /// pairs, and the op's own attributes (`source_type`, flags).
    fn const_expr_attr(&mut self, e: &ConstExpr<'a>, ty: Type, pos: Pos) -> R<Attr> {
        let cx = self.cx;
        let (op, result, operands, mut extra) = self.const_expr_parts(e, pos)?;
        self.expect_type(&|| "constant expression".into(), result, ty, pos)?;
        let mut pairs = Vec::with_capacity(operands.len());
        for (t, v) in &operands {
            let a = self.const_attr(v, *t, pos)?;
            pairs.push(cx.intern_attr(AttrData::Array(vec![cx.type_attr(*t), a])));
        }
        extra.push(("op".into(), cx.str_attr(op)));
        extra.push(("operands".into(), cx.intern_attr(AttrData::Array(pairs))));
        extra.push(("type".into(), cx.type_attr(result)));
        extra.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(cx.intern_attr(AttrData::Dict(extra)))
    }

    /// The op name, result type, typed operands and attributes of a constant
    /// expression; shared with the instruction path, which makes ops.
    #[allow(clippy::type_complexity)]
    pub(super) fn const_expr_parts<'e>(
        &mut self,
        e: &'e ConstExpr<'a>,
        pos: Pos,
    ) -> R<(
        &'static str,
        Type,
        Vec<(Type, &'e ast::Value<'a>)>,
        Vec<(Box<str>, Attr)>,
    )> {
        let cx = self.cx;
        let unit = cx.unit_attr();
        match e {
            ConstExpr::Cast { op, value, to } => {
                let from = self.ty(value.ty, pos)?;
                let to = self.ty(*to, pos)?;
                self.check_cast(*op, from, to, pos)?;
                Ok((
                    cast_op_name(*op),
                    to,
                    vec![(from, &value.value)],
                    Vec::new(),
                ))
            }
            ConstExpr::GetElementPtr {
                flags,
                source_ty,
                base,
                indices,
            } => {
                let src = self.ty(*source_ty, pos)?;
                let base_ty = self.ty(base.ty, pos)?;
                let mut ops = vec![(base_ty, &base.value)];
                let mut idx_tys = Vec::with_capacity(indices.len());
                for i in indices {
                    let t = self.ty(i.ty, pos)?;
                    idx_tys.push(t);
                    ops.push((t, &i.value));
                }
                let idx_vals: Vec<&ast::Value<'a>> = indices.iter().map(|i| &i.value).collect();
                let result = self.gep_result(src, base_ty, &idx_tys, &idx_vals, pos)?;
                let mut attrs = vec![("source_type".into(), cx.type_attr(src))];
                for (set, name) in [
                    (flags.inbounds, "inbounds"),
                    (flags.nusw, "nusw"),
                    (flags.nuw, "nuw"),
                ] {
                    if set {
                        attrs.push((name.into(), unit));
                    }
                }
                Ok(("llvm.getelementptr", result, ops, attrs))
            }
            ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let t = self.ty(lhs.ty, pos)?;
                let t2 = self.ty(rhs.ty, pos)?;
                self.expect_type(&|| "operand".into(), t2, t, pos)?;
                if !cx.is_int(t) {
                    return fail(
                        pos,
                        K::BadOperand("constant expression operands must be integers"),
                    );
                }
                let name = match op {
                    ast::BinOp::Add => "llvm.add",
                    ast::BinOp::Sub => "llvm.sub",
                    ast::BinOp::Xor => "llvm.xor",
                    _ => return unsupported(pos, "this constant expression"),
                };
                let mut attrs = Vec::new();
                if flags.nsw {
                    attrs.push(("nsw".into(), unit));
                }
                if flags.nuw {
                    attrs.push(("nuw".into(), unit));
                }
                Ok((name, t, vec![(t, &lhs.value), (t, &rhs.value)], attrs))
            }
        }
    }

    /// Checks a conversion the way LLVM's `castIsValid` does.
    pub(super) fn check_cast(&self, op: CastOp, from: Type, to: Type, pos: Pos) -> R<()> {
        let cx = self.cx;
        let lanes = |t: Type| match cx.type_data(t) {
            TypeData::Vector { len, elem } => (Some(*len), *elem),
            _ => (None, t),
        };
        let (fl, fs) = lanes(from);
        let (tl, ts) = lanes(to);
        let int = |t: Type| match cx.type_data(t) {
            TypeData::Int(w) => Some(*w),
            _ => None,
        };
        let float = |t: Type| match cx.type_data(t) {
            TypeData::Half => Some(16),
            TypeData::Float => Some(32),
            TypeData::Double => Some(64),
            _ => None,
        };
        let ptr = |t: Type| match cx.type_data(t) {
            TypeData::Ptr { addr_space } => Some(*addr_space),
            _ => None,
        };
        let same_lanes = fl == tl;
        let ok = match op {
            CastOp::Trunc => {
                same_lanes && matches!((int(fs), int(ts)), (Some(a), Some(b)) if a > b)
            }
            CastOp::ZExt | CastOp::SExt => {
                same_lanes && matches!((int(fs), int(ts)), (Some(a), Some(b)) if a < b)
            }
            CastOp::FPTrunc => {
                same_lanes && matches!((float(fs), float(ts)), (Some(a), Some(b)) if a > b)
            }
            CastOp::FPExt => {
                same_lanes && matches!((float(fs), float(ts)), (Some(a), Some(b)) if a < b)
            }
            CastOp::FPToUI | CastOp::FPToSI => {
                same_lanes && float(fs).is_some() && int(ts).is_some()
            }
            CastOp::UIToFP | CastOp::SIToFP => {
                same_lanes && int(fs).is_some() && float(ts).is_some()
            }
            CastOp::PtrToInt | CastOp::PtrToAddr => {
                same_lanes && ptr(fs).is_some() && int(ts).is_some()
            }
            CastOp::IntToPtr => same_lanes && int(fs).is_some() && ptr(ts).is_some(),
            CastOp::AddrSpaceCast => {
                same_lanes && matches!((ptr(fs), ptr(ts)), (Some(a), Some(b)) if a != b)
            }
            CastOp::BitCast => {
                if ptr(fs).is_some() || ptr(ts).is_some() {
                    same_lanes && ptr(fs).is_some() && ptr(fs) == ptr(ts)
                } else {
                    let bits = |n: Option<u32>, s: Type| {
                        int(s)
                            .or_else(|| float(s))
                            .map(|w| u64::from(w) * u64::from(n.unwrap_or(1)))
                    };
                    matches!((bits(fl, fs), bits(tl, ts)), (Some(a), Some(b)) if a == b)
                }
            }
        };
        if ok {
            Ok(())
        } else {
            fail(
                pos,
                K::BadCast {
                    from: self.type_text(from),
                    to: self.type_text(to),
                },
            )
        }
    }

    /// The result type of a `getelementptr`, checking that the indices
    /// select members: a pointer, or a vector of pointers when the base or
    /// an index is a vector.
    pub(super) fn gep_result(
        &self,
        src: Type,
        base: Type,
        idx_tys: &[Type],
        idx_vals: &[&ast::Value<'a>],
        pos: Pos,
    ) -> R<Type> {
        let cx = self.cx;
        let mut lanes = None;
        let base_ptr = match cx.type_data(base) {
            TypeData::Ptr { .. } => base,
            TypeData::Vector { len, elem }
                if matches!(cx.type_data(*elem), TypeData::Ptr { .. }) =>
            {
                lanes = Some(*len);
                *elem
            }
            _ => return fail(pos, K::BadOperand("getelementptr needs a pointer base")),
        };
        for &t in idx_tys {
            match cx.type_data(t) {
                TypeData::Int(_) => {}
                TypeData::Vector { len, elem }
                    if matches!(cx.type_data(*elem), TypeData::Int(_)) =>
                {
                    if lanes.is_some_and(|l| l != *len) {
                        return fail(pos, K::BadIndices("getelementptr"));
                    }
                    lanes = Some(*len);
                }
                _ => return fail(pos, K::BadOperand("getelementptr indices must be integers")),
            }
        }
        // Walk the indices after the first through the source type.
        let mut cur = src;
        for (i, v) in idx_vals.iter().enumerate().skip(1) {
            cur = match cx.type_data(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let Some((fields, _)) = self.struct_fields(cur) else {
                        return fail(pos, K::BadIndices("getelementptr"));
                    };
                    let n = match v {
                        ast::Value::Int(n) if cx.int_width(idx_tys[i]) == Some(32) => *n,
                        _ => {
                            return fail(
                                pos,
                                K::BadOperand("a struct index must be an i32 constant"),
                            )
                        }
                    };
                    match usize::try_from(n).ok().and_then(|n| fields.get(n)) {
                        Some(&f) => f,
                        None => return fail(pos, K::BadIndices("getelementptr")),
                    }
                }
                _ => return fail(pos, K::BadIndices("getelementptr")),
            };
        }
        Ok(match lanes {
            Some(n) => cx.vector_type(base_ptr, n),
            None => base_ptr,
        })
    }

    // ---- Metadata -------------------------------------------------------------

    /// `!N` as a symbol reference to its `llvm.mdnode`.
    pub(super) fn md_ref(&self, n: u32, pos: Pos) -> R<Attr> {
        match self.shared.md_defs.get(&n) {
            Some(&i) => Ok(self.shared.md_syms[i]),
            None => fail(pos, K::UndefinedMetadata(n)),
        }
    }

    /// A metadata operand: `!N` → `@"!N"`, `!"s"` → a string, `null` →
    /// `unit`, a value → `[type(T), value]`, an inline node →
    /// `{operands = [...]}` (with `distinct` if written).
    pub(super) fn md(&mut self, m: &Metadata<'a>, pos: Pos) -> R<Attr> {
        let cx = self.cx;
        Ok(match m {
            Metadata::Ref(n) => self.md_ref(*n, pos)?,
            Metadata::String(s) => cx.str_attr(s),
            Metadata::Null => cx.unit_attr(),
            Metadata::Value(tv) => {
                let t = self.ty(tv.ty, pos)?;
                if let ast::Value::Local(_) = tv.value {
                    return fail(
                        pos,
                        K::BadConstant("a metadata node cannot refer to a local value"),
                    );
                }
                let v = self.const_attr(&tv.value, t, pos)?;
                cx.intern_attr(AttrData::Array(vec![cx.type_attr(t), v]))
            }
            Metadata::Node(node) => self.md_node(node, pos)?,
        })
    }

    fn md_node(&mut self, node: &MdNode<'a>, pos: Pos) -> R<Attr> {
        let cx = self.cx;
        let mut entries = Vec::with_capacity(2);
        if node.distinct {
            entries.push(("distinct".into(), cx.unit_attr()));
        }
        entries.push(("operands".into(), self.md_operands(&node.operands, pos)?));
        Ok(cx.intern_attr(AttrData::Dict(entries)))
    }

    pub(super) fn md_operands(&mut self, ops: &[Metadata<'a>], pos: Pos) -> R<Attr> {
        let mut items = Vec::with_capacity(ops.len());
        for o in ops {
            items.push(self.md(o, pos)?);
        }
        Ok(self.cx.intern_attr(AttrData::Array(items)))
    }

    /// `!kind !N` attachments as a dictionary from kind to node; `None`
    /// when there are none. A kind given twice keeps the last, as in LLVM.
    pub(super) fn attachments(&mut self, md: &[MdAttachment<'a>], pos: Pos) -> R<Option<Attr>> {
        if md.is_empty() {
            return Ok(None);
        }
        let mut key = AttachmentKey::with_capacity(md.len());
        for a in md {
            key.push((a.name, self.md(&a.node, pos)?));
        }
        if let Some(&dict) = self.attachment_dicts.get(&key) {
            return Ok(Some(dict));
        }
        let mut entries: Vec<(Box<str>, Attr)> = key
            .iter()
            .map(|&(name, node)| (name.into(), node))
            .collect();
        // Sorted by kind; of repeated kinds the last stays (the sort is
        // stable, and `dedup_by` keeps the first of a run, so reverse).
        entries.reverse();
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries.dedup_by(|a, b| a.0 == b.0);
        let dict = self.cx.intern_attr(AttrData::Dict(entries));
        self.attachment_dicts.insert(key, dict);
        Ok(Some(dict))
    }

    // ---- Attribute lists --------------------------------------------------------

    /// One attribute item (see `docs/llvm-interop.md`): a keyword is a
    /// string, `name(N)`/`name(T)`/`name(args)` a pair `["name", value]`, and
    /// a string attribute a one-entry dictionary.
    fn item(&mut self, a: &Attribute<'a>, pos: Pos) -> R<Attr> {
        let cx = self.cx;
        let pair =
            |v: Attr, name: &str| cx.intern_attr(AttrData::Array(vec![cx.str_attr(name), v]));
        Ok(match a {
            Attribute::Flag(n) => cx.str_attr(n),
            Attribute::Int { name, value } => {
                let Ok(v) = i64::try_from(*value) else {
                    return fail(pos, K::BadConstant("attribute value out of range"));
                };
                pair(cx.int_attr(cx.types().i64, v.into()), name)
            }
            Attribute::Type { name, ty } => {
                let t = self.ty(*ty, pos)?;
                pair(cx.type_attr(t), name)
            }
            Attribute::Args { name, args } => {
                let mut text = String::new();
                args_text(&mut text, args);
                pair(cx.str_attr(&text), name)
            }
            Attribute::Str { key, value } => cx.intern_attr(AttrData::Dict(vec![(
                key.as_ref().into(),
                cx.str_attr(value.as_deref().unwrap_or("")),
            )])),
            Attribute::Group(_) => {
                return fail(
                    pos,
                    K::BadConstant("attribute groups are only allowed in function attributes"),
                )
            }
        })
    }

    /// Parameter or return attributes: every item in order (string
    /// attributes as one-entry dictionaries); `None` when empty.
    pub(super) fn item_list(&mut self, attrs: &[Attribute<'a>], pos: Pos) -> R<Option<Attr>> {
        if attrs.is_empty() {
            return Ok(None);
        }
        if let Some(&list) = self.item_lists.get(attrs) {
            return Ok(Some(list));
        }
        let mut items = Vec::with_capacity(attrs.len());
        for a in attrs {
            items.push(self.item(a, pos)?);
        }
        let list = self.cx.intern_attr(AttrData::Array(items));
        self.item_lists.insert(attrs.to_vec(), list);
        Ok(Some(list))
    }

    /// Function (or global, or call-site) attributes with `#N` groups
    /// resolved in place: the keyword and argument items in order as a list,
    /// and the string attributes as a dictionary. An item given twice keeps
    /// its first place and its last value, as LLVM merges them.
    pub(super) fn fn_attr_items(
        &mut self,
        attrs: &[Attribute<'a>],
        pos: Pos,
    ) -> R<(Option<Attr>, Option<Attr>)> {
        if attrs.is_empty() {
            return Ok((None, None));
        }
        // Call sites mostly say just `#N`: convert each group once.
        if let [Attribute::Group(n)] = attrs {
            if let Some(&done) = self.group_items.get(n) {
                return Ok(done);
            }
            let done = self.fn_attr_items_uncached(attrs, pos)?;
            self.group_items.insert(*n, done);
            return Ok(done);
        }
        self.fn_attr_items_uncached(attrs, pos)
    }

    fn fn_attr_items_uncached(
        &mut self,
        attrs: &[Attribute<'a>],
        pos: Pos,
    ) -> R<(Option<Attr>, Option<Attr>)> {
        let mut list: Vec<(&'a str, Attr)> = Vec::new();
        let mut strings: Vec<(Box<str>, Attr)> = Vec::new();
        // Where each name sits in `list`/`strings`, so repeats are merged in
        // constant time.
        let mut list_at: FxHashMap<&'a str, usize> = FxHashMap::default();
        let mut strings_at: FxHashMap<std::borrow::Cow<'a, str>, usize> = FxHashMap::default();
        let ast = self.ast;
        for a in attrs {
            let group;
            let items: &[Attribute<'a>] = match a {
                // LLVM reads a group that is never defined as empty.
                Attribute::Group(n) => match self.shared.groups.get(n) {
                    Some(&g) => {
                        group = &ast.attr_groups[g].attrs;
                        group
                    }
                    None => &[],
                },
                _ => std::slice::from_ref(a),
            };
            for item in items {
                match item {
                    Attribute::Str { key, value } => {
                        let v = self.cx.str_attr(value.as_deref().unwrap_or(""));
                        match strings_at.get(key) {
                            Some(&i) => strings[i].1 = v,
                            None => {
                                strings_at.insert(key.clone(), strings.len());
                                strings.push((key.as_ref().into(), v));
                            }
                        }
                    }
                    // Groups cannot nest (the reader never makes this).
                    Attribute::Group(_) => {}
                    _ => {
                        let name = match item {
                            Attribute::Flag(n)
                            | Attribute::Int { name: n, .. }
                            | Attribute::Type { name: n, .. }
                            | Attribute::Args { name: n, .. } => *n,
                            _ => "",
                        };
                        let v = self.item(item, pos)?;
                        match list_at.get(name) {
                            Some(&i) => list[i].1 = v,
                            None => {
                                list_at.insert(name, list.len());
                                list.push((name, v));
                            }
                        }
                    }
                }
            }
        }
        let cx = self.cx;
        let list = (!list.is_empty())
            .then(|| cx.intern_attr(AttrData::Array(list.into_iter().map(|e| e.1).collect())));
        strings.sort_by(|a, b| a.0.cmp(&b.0));
        let strings = (!strings.is_empty()).then(|| cx.intern_attr(AttrData::Dict(strings)));
        Ok((list, strings))
    }
}

/// The op name of a binary operator.
pub(super) fn bin_op_name(op: ast::BinOp) -> &'static str {
    use ast::BinOp;
    match op {
        BinOp::Add => "llvm.add",
        BinOp::Sub => "llvm.sub",
        BinOp::Mul => "llvm.mul",
        BinOp::UDiv => "llvm.udiv",
        BinOp::SDiv => "llvm.sdiv",
        BinOp::URem => "llvm.urem",
        BinOp::SRem => "llvm.srem",
        BinOp::Shl => "llvm.shl",
        BinOp::LShr => "llvm.lshr",
        BinOp::AShr => "llvm.ashr",
        BinOp::And => "llvm.and",
        BinOp::Or => "llvm.or",
        BinOp::Xor => "llvm.xor",
        BinOp::FAdd => "llvm.fadd",
        BinOp::FSub => "llvm.fsub",
        BinOp::FMul => "llvm.fmul",
        BinOp::FDiv => "llvm.fdiv",
        BinOp::FRem => "llvm.frem",
    }
}

/// The op name of a cast.
pub(super) fn cast_op_name(op: CastOp) -> &'static str {
    match op {
        CastOp::Trunc => "llvm.trunc",
        CastOp::ZExt => "llvm.zext",
        CastOp::SExt => "llvm.sext",
        CastOp::FPTrunc => "llvm.fptrunc",
        CastOp::FPExt => "llvm.fpext",
        CastOp::FPToUI => "llvm.fptoui",
        CastOp::FPToSI => "llvm.fptosi",
        CastOp::UIToFP => "llvm.uitofp",
        CastOp::SIToFP => "llvm.sitofp",
        CastOp::PtrToInt => "llvm.ptrtoint",
        CastOp::PtrToAddr => "llvm.ptrtoaddr",
        CastOp::IntToPtr => "llvm.inttoptr",
        CastOp::BitCast => "llvm.bitcast",
        CastOp::AddrSpaceCast => "llvm.addrspacecast",
    }
}

/// The text between an attribute's parentheses, as LLVM reads it:
/// `argmem: readwrite, inaccessiblemem: none`.
fn args_text(out: &mut String, args: &[AttrArg<'_>]) {
    let mut first = true;
    for a in args {
        if !first && !matches!(a, AttrArg::Comma) {
            out.push(' ');
        }
        first = false;
        match a {
            AttrArg::Word(w) => out.push_str(w),
            AttrArg::Key(k) => {
                out.push_str(k);
                out.push(':');
            }
            AttrArg::Int(i) => out.push_str(&i.to_string()),
            AttrArg::Str(s) => write_quoted(out, s.as_bytes()),
            AttrArg::Comma => out.push(','),
            AttrArg::List(l) => {
                out.push('(');
                args_text(out, l);
                out.push(')');
            }
        }
    }
}

/// An integer literal outside `i64`: decimal, or `s0x`/`u0x` hex. Keeps the
/// low 128 bits (wider types are not supported, and LLVM truncates).
fn parse_big_int(text: &str) -> Option<u128> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    if let Some(hex) = body
        .strip_prefix("s0x")
        .or_else(|| body.strip_prefix("u0x"))
    {
        let signed = body.starts_with('s');
        let mut v: u128 = 0;
        for c in hex.bytes() {
            v = v.wrapping_shl(4) | u128::from((c as char).to_digit(16)?);
        }
        let bits = (hex.len() * 4) as u32;
        if signed && bits < 128 {
            v = sign_extend(v, bits) as u128;
        }
        return Some(if neg { v.wrapping_neg() } else { v });
    }
    let mut v: u128 = 0;
    for c in body.bytes() {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.wrapping_mul(10).wrapping_add(u128::from(c - b'0'));
    }
    Some(if neg { v.wrapping_neg() } else { v })
}

/// The float with the value of the double `bits`, if it is exact (NaNs
/// whose payload fits).
fn f64_to_f32_exact(bits: u64) -> Option<u32> {
    let v = f64::from_bits(bits);
    if v.is_nan() {
        if bits & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = ((bits >> 63) as u32) << 31;
        let mantissa = ((bits >> 29) & 0x7f_ffff) as u32;
        return Some(sign | 0x7f80_0000 | mantissa);
    }
    let f = v as f32;
    (f64::from(f).to_bits() == bits).then_some(f.to_bits())
}

/// The half with the value of the double `bits`, if it is exact.
fn f64_to_f16_exact(bits: u64) -> Option<u16> {
    let sign = ((bits >> 63) as u16) << 15;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let mantissa = bits & ((1 << 52) - 1);
    if exp == 0x7ff {
        // Infinity, or a NaN whose payload fits in 10 bits.
        if mantissa & ((1 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | 0x7c00 | (mantissa >> 42) as u16);
    }
    if exp == 0 {
        // Zero is exact; double subnormals are far below half's range.
        return (mantissa == 0).then_some(sign);
    }
    let e = exp - 1023;
    if (-14..=15).contains(&e) {
        if mantissa & ((1 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | (((e + 15) as u16) << 10) | (mantissa >> 42) as u16);
    }
    if (-24..-14).contains(&e) {
        // A half subnormal: the significand times 2^(e-52) is m * 2^-24.
        let sig = mantissa | (1 << 52);
        let shift = (28 - e) as u32;
        if sig & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | (sig >> shift) as u16);
    }
    None
}

/// Whether LLVM 22 gives the target extension type `name` a layout (and so
/// a size): the targets it knows. Facts from LLVM's `getTargetTypeInfo`.
fn target_type_has_size(name: &str) -> bool {
    name.starts_with("dx.")
        || name.starts_with("spirv.")
        || matches!(
            name,
            "aarch64.svcount" | "riscv.vector.tuple" | "amdgcn.named.barrier"
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_convert_only_when_exact() {
        assert_eq!(f64_to_f16_exact(1.0f64.to_bits()), Some(0x3c00));
        assert_eq!(f64_to_f16_exact((-2.5f64).to_bits()), Some(0xc100));
        assert_eq!(f64_to_f16_exact(65504.0f64.to_bits()), Some(0x7bff));
        assert_eq!(f64_to_f16_exact(2f64.powi(-24).to_bits()), Some(0x0001));
        assert_eq!(f64_to_f16_exact(0.1f64.to_bits()), None);
        assert_eq!(f64_to_f16_exact(65536.0f64.to_bits()), None);
        assert_eq!(f64_to_f16_exact(f64::INFINITY.to_bits()), Some(0x7c00));
    }

    #[test]
    fn floats_convert_only_when_exact() {
        assert_eq!(f64_to_f32_exact(0.5f64.to_bits()), Some(0.5f32.to_bits()));
        assert_eq!(f64_to_f32_exact(0.1f64.to_bits()), None);
        assert_eq!(f64_to_f32_exact(0x7ff8_0000_0000_0000), Some(0x7fc0_0000));
    }

    #[test]
    fn big_integers_keep_their_low_bits() {
        assert_eq!(parse_big_int("-1"), Some(u128::MAX));
        assert_eq!(parse_big_int("u0xFF"), Some(255));
        assert_eq!(parse_big_int("s0xFF"), Some(u128::MAX));
        assert_eq!(
            parse_big_int("340282366920938463463374607431768211455"),
            Some(u128::MAX)
        );
        assert_eq!(parse_big_int("12x"), None);
    }
}
