//! [`ResourceDecl`]: a typed view of one `hl.resource` declaration.
//!
//! The declaration's attributes are positional facts (`register`, `space`,
//! `shape = [-1 : i32, 4 : i32]`); [`ResourceDecl::decode`] checks them once
//! and names them, so the verify hook, the symbol-use check and `lower-hl`
//! read `decl.range_size()` instead of re-reading attributes.

use crate::dx::{ResourceClass, ResourceType, ResourceTypeError};
use dxir_ir::{AttrData, Body, Context, Op, Type};

/// The op name of a declaration.
pub(super) const RESOURCE: &str = "hl.resource";

/// Where a resource's registers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    /// `register(u3, space1)`: registers `register ..` of `space`.
    Explicit {
        /// The first register of the range.
        register: u32,
        /// The register space.
        space: u32,
    },
    /// `register(space1)`: the implicit-binding pass picks free registers
    /// of `space`.
    SpaceOnly {
        /// The register space.
        space: u32,
    },
    /// No annotation: the implicit-binding pass picks free registers of
    /// space 0, in declaration order (as DXC does).
    Implicit,
}

impl Binding {
    /// The register space: explicit, space-only, or 0.
    pub fn space(self) -> u32 {
        match self {
            Binding::Explicit { space, .. } | Binding::SpaceOnly { space } => space,
            Binding::Implicit => 0,
        }
    }

    /// The first register, for an explicit binding.
    pub fn register(self) -> Option<u32> {
        match self {
            Binding::Explicit { register, .. } => Some(register),
            _ => None,
        }
    }
}

/// The register letter HLSL writes for a resource class: `t`, `u`, `b`, `s`.
pub fn class_letter(class: ResourceClass) -> char {
    match class {
        ResourceClass::Srv => 't',
        ResourceClass::Uav => 'u',
        ResourceClass::CBuffer => 'b',
        ResourceClass::Sampler => 's',
    }
}

fn class_name(class: ResourceClass) -> &'static str {
    match class {
        ResourceClass::Srv => "an SRV",
        ResourceClass::Uav => "a UAV",
        ResourceClass::CBuffer => "a constant buffer",
        ResourceClass::Sampler => "a sampler",
    }
}

/// Why an `hl.resource` op is not a well-formed declaration.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResourceDeclError {
    /// The op is not an `hl.resource`.
    #[error("`{op}` is not an `hl.resource` declaration")]
    NotADeclaration {
        /// The op's name.
        op: String,
    },
    /// A required attribute is missing or an attribute has the wrong kind.
    #[error("attribute `{name}` must be {expected}")]
    Attr {
        /// The attribute's key.
        name: &'static str,
        /// What it must be.
        expected: &'static str,
    },
    /// `resource_type` is not a `target("dx.…")` resource type.
    #[error("`resource_type` is not a resource type: {0}")]
    NotAResourceType(#[source] ResourceTypeError),
    /// A `shape` entry is not an `i32`.
    #[error("`shape` entry #{index} must be an i32 (a size, or -1 for unbounded)")]
    DimNotI32 {
        /// Which entry.
        index: usize,
    },
    /// A dimension of size 0 or below (other than -1 first).
    #[error("`shape` entry #{index} is {value}: array dimensions must be at least 1")]
    BadDim {
        /// Which entry.
        index: usize,
        /// The value.
        value: i64,
    },
    /// `-1` after the first dimension; HLSL rejects `T a[4][]`.
    #[error("`shape` entry #{index} is unbounded: only the first dimension may be (HLSL rejects `T a[4][]`)")]
    UnboundedNotFirst {
        /// Which entry.
        index: usize,
    },
    /// `shape = []`: leave the attribute out for a single resource.
    #[error("`shape` is empty; leave it out for a single resource")]
    EmptyShape,
    /// More registers than a 32-bit range can hold.
    #[error("the array has {size} elements; a binding range holds at most 4294967294")]
    TooLarge {
        /// The number of elements (saturated).
        size: u64,
    },
    /// A register class letter without a register, or a letter HLSL has
    /// no resources for.
    #[error("`class` must be one of \"t\", \"u\", \"b\", \"s\" (lower case), found \"{class}\"")]
    BadClass {
        /// The letter(s) found.
        class: String,
    },
    /// `class` without `register`.
    #[error("`class` needs a `register`: a space-only binding has no register letter")]
    ClassWithoutRegister,
    /// The register letter does not fit the resource type.
    #[error("register `{letter}` does not fit {ty}, which is {} and binds `{}` registers", class_name(*.class), class_letter(*.class))]
    ClassMismatch {
        /// The letter written.
        letter: char,
        /// The resource's class.
        class: ResourceClass,
        /// The resource type as text.
        ty: String,
    },
    /// `register` + size − 1 is past the last register.
    #[error("the {size} registers from {register} run past register 4294967295")]
    RangeOverflow {
        /// The first register.
        register: u32,
        /// The number of registers.
        size: u32,
    },
}

/// One `hl.resource` declaration, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceDecl {
    /// The symbol (`sym_name`).
    pub symbol: String,
    /// The source name (`name`, else the symbol), for `!dx.resources` and
    /// the handle's name argument.
    pub name: String,
    /// The handle type of one element, a `target("dx.…")` type.
    pub handle: Type,
    /// `handle`, decoded.
    pub resource: ResourceType,
    /// Array dimensions, outermost first; empty for a single resource.
    /// `None` is an unbounded dimension, which only the first may be.
    pub shape: Vec<Option<u32>>,
    /// Where its registers come from.
    pub binding: Binding,
}

/// Reads an `i32` attribute as an unsigned 32-bit number (so `-1 : i32` is
/// 4294967295).
fn u32_attr(cx: &Context, data: &AttrData) -> Option<u32> {
    match data {
        AttrData::Int { bits, ty } if *ty == cx.types().i32 => u32::try_from(*bits).ok(),
        _ => None,
    }
}

impl ResourceDecl {
    /// Checks and reads the `hl.resource` op `op` of `body`.
    ///
    /// # Errors
    /// [`ResourceDeclError`] for the first rule the declaration breaks.
    pub fn decode(cx: &Context, body: &Body, op: Op) -> Result<ResourceDecl, ResourceDeclError> {
        let op_name = cx.op_name_str(body.op_name(op));
        if op_name != RESOURCE {
            return Err(ResourceDeclError::NotADeclaration {
                op: op_name.to_string(),
            });
        }
        let attr = |key: &str| body.attr(cx, op, key).map(|a| cx.attr_data(a));
        let string = |key: &'static str, required: bool| match attr(key) {
            Some(AttrData::Str(s)) => Ok(Some(s.to_string())),
            None if !required => Ok(None),
            _ => Err(ResourceDeclError::Attr {
                name: key,
                expected: "a string",
            }),
        };
        let number = |key: &'static str| match attr(key) {
            None => Ok(None),
            Some(d) => u32_attr(cx, d).map(Some).ok_or(ResourceDeclError::Attr {
                name: key,
                expected: "an i32 (read as unsigned)",
            }),
        };
        let symbol = string("sym_name", true)?.unwrap_or_default();
        let name = string("name", false)?.unwrap_or_else(|| symbol.clone());
        let handle = match attr("resource_type") {
            Some(AttrData::Type(t)) => *t,
            _ => {
                return Err(ResourceDeclError::Attr {
                    name: "resource_type",
                    expected: "a type (a `target(\"dx.…\")` resource type)",
                })
            }
        };
        let resource =
            ResourceType::decode(cx, handle).map_err(ResourceDeclError::NotAResourceType)?;
        let shape = match attr("shape") {
            None => Vec::new(),
            Some(AttrData::Array(dims)) => read_shape(cx, dims)?,
            Some(_) => {
                return Err(ResourceDeclError::Attr {
                    name: "shape",
                    expected: "an array of i32 sizes",
                })
            }
        };
        let (register, space) = (number("register")?, number("space")?);
        let binding = match (register, space) {
            (Some(register), space) => Binding::Explicit {
                register,
                space: space.unwrap_or(0),
            },
            (None, Some(space)) => Binding::SpaceOnly { space },
            (None, None) => Binding::Implicit,
        };
        let decl = ResourceDecl {
            symbol,
            name,
            handle,
            resource,
            shape,
            binding,
        };
        if let Some(letter) = string("class", false)? {
            decl.check_class(cx, &letter)?;
        }
        if let (Some(register), Some(size)) = (decl.binding.register(), decl.range_size()) {
            if register.checked_add(size - 1).is_none() {
                return Err(ResourceDeclError::RangeOverflow { register, size });
            }
        }
        Ok(decl)
    }

    /// The register letter `letter` must be the resource's class, and needs
    /// a register.
    fn check_class(&self, cx: &Context, letter: &str) -> Result<(), ResourceDeclError> {
        let class = self.class();
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(ResourceDeclError::BadClass {
                class: letter.to_string(),
            });
        };
        if !matches!(c, 't' | 'u' | 'b' | 's') {
            return Err(ResourceDeclError::BadClass {
                class: letter.to_string(),
            });
        }
        if self.binding.register().is_none() {
            return Err(ResourceDeclError::ClassWithoutRegister);
        }
        if c != class_letter(class) {
            return Err(ResourceDeclError::ClassMismatch {
                letter: c,
                class,
                ty: dxir_ir::type_to_string(cx, self.handle),
            });
        }
        Ok(())
    }

    /// The register class the resource binds in.
    pub fn class(&self) -> ResourceClass {
        self.resource.class()
    }

    /// Number of array dimensions (0 for a single resource).
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Whether the first dimension is unbounded.
    pub fn is_unbounded(&self) -> bool {
        self.shape.first().is_some_and(Option::is_none)
    }

    /// The number of registers: the product of the dimensions (1 for a
    /// single resource); `None` for an unbounded array, whose range runs to
    /// the end of the space (`dx.resource.handlefrombinding` takes -1).
    pub fn range_size(&self) -> Option<u32> {
        self.shape.iter().try_fold(1u32, |acc, d| {
            // `decode` checked that the product fits.
            d.map(|d| acc.saturating_mul(d))
        })
    }

    /// How far apart, in the flattened range, consecutive indices of each
    /// dimension are: `[5, 1]` for `[10][5]`, `[4, 1]` for `[][4]`. The
    /// element at indices `i` is register `Σ i[k] · strides[k]` of the
    /// range, as DXC flattens arrays.
    pub fn strides(&self) -> Vec<u32> {
        let mut out = vec![1u32; self.shape.len()];
        for k in (0..self.shape.len().saturating_sub(1)).rev() {
            let next = self.shape[k + 1].unwrap_or(1);
            out[k] = out[k + 1].saturating_mul(next);
        }
        out
    }

    /// The type `hl.resource.get` gives with `indices` indices: the handle
    /// type with the dimensions not indexed around it (`[5 x H]` for one
    /// index into `[10][5]`). `None` with more indices than dimensions, or
    /// with none into an unbounded array, which no value can hold.
    pub fn value_type(&self, cx: &Context, indices: usize) -> Option<Type> {
        if indices > self.shape.len() || (indices == 0 && self.is_unbounded()) {
            return None;
        }
        let mut ty = self.handle;
        for d in self.shape[indices..].iter().rev() {
            ty = cx.array_type(ty, u64::from((*d)?));
        }
        Some(ty)
    }

    /// The shape as HLSL writes it: `[10][5]`, `[][4]`; empty for a single
    /// resource.
    pub fn shape_text(&self) -> String {
        self.shape
            .iter()
            .map(|d| match d {
                Some(n) => format!("[{n}]"),
                None => "[]".to_string(),
            })
            .collect()
    }
}

/// Reads `shape`: `-1` only first, every other entry at least 1, and the
/// product below 2^32 − 1 (which `handlefrombinding` reserves for
/// "unbounded").
fn read_shape(cx: &Context, dims: &[dxir_ir::Attr]) -> Result<Vec<Option<u32>>, ResourceDeclError> {
    if dims.is_empty() {
        return Err(ResourceDeclError::EmptyShape);
    }
    let mut out = Vec::with_capacity(dims.len());
    let mut size: u64 = 1;
    for (index, &a) in dims.iter().enumerate() {
        let value = match cx.attr_data(a) {
            AttrData::Int { ty, .. } if *ty == cx.types().i32 => cx.attr_as_i64(a).unwrap_or(0),
            _ => return Err(ResourceDeclError::DimNotI32 { index }),
        };
        if value == -1 {
            if index != 0 {
                return Err(ResourceDeclError::UnboundedNotFirst { index });
            }
            out.push(None);
            continue;
        }
        let Ok(n) = u32::try_from(value) else {
            return Err(ResourceDeclError::BadDim { index, value });
        };
        if n == 0 {
            return Err(ResourceDeclError::BadDim { index, value });
        }
        size = size.saturating_mul(u64::from(n));
        out.push(Some(n));
    }
    if size >= u64::from(u32::MAX) {
        return Err(ResourceDeclError::TooLarge { size });
    }
    Ok(out)
}
