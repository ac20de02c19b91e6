//! The module-level check of `hl`: every `hl.resource.get` against the
//! declaration it names.
//!
//! A verify hook sees one op and not the module's symbol table, so it
//! cannot know how many dimensions `@B` has. This check is the second half
//! of verifying `hl` (MLIR's `verifySymbolUses` plays the same part): run it
//! after [`verify_module`](dxir_ir::verify_module) succeeds.

use super::decl::{ResourceDecl, RESOURCE};
use super::ops::{ResourceGetOp, ResourceOp};
use dxir_ir::{AttrData, Body, Context, Loc, Module, Op, Symbol, Type, TypeName};
use std::fmt;

/// One way an `hl` op misuses the module's symbols.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResourceUseError {
    /// The op has no symbol `resource` attribute.
    #[error("needs a symbol attribute `resource`, like `resource = @A`")]
    NoSymbol,
    /// The symbol is not defined.
    #[error("@{symbol} is not defined")]
    Undefined {
        /// The symbol named.
        symbol: String,
    },
    /// The symbol is a function or another kind of global.
    #[error("@{symbol} is not an `hl.resource` declaration")]
    NotAResource {
        /// The symbol named.
        symbol: String,
    },
    /// The declaration itself is malformed (reported in full by the
    /// verifier); its uses cannot be checked.
    #[error("@{symbol} is not a valid `hl.resource` declaration")]
    BadDeclaration {
        /// The symbol named.
        symbol: String,
    },
    /// More indices than dimensions.
    #[error("@{symbol} has {rank} dimension(s), but {indices} indices are given")]
    TooManyIndices {
        /// The symbol named.
        symbol: String,
        /// Its dimensions.
        rank: usize,
        /// Indices given.
        indices: usize,
    },
    /// No index into an unbounded array: that would copy it whole.
    #[error("@{symbol} is unbounded ({shape}): it cannot be copied whole into a value; index its first dimension")]
    UnboundedCopy {
        /// The symbol named.
        symbol: String,
        /// Its shape as HLSL writes it.
        shape: String,
    },
    /// The result type does not match the declaration and the index count.
    #[error("@{symbol}{shape} with {indices} of its {rank} indices is {expected}, but the result is {found}")]
    ResultType {
        /// The symbol named.
        symbol: String,
        /// Its shape as HLSL writes it.
        shape: String,
        /// Indices given.
        indices: usize,
        /// Its dimensions.
        rank: usize,
        /// The type the declaration gives.
        expected: TypeName,
        /// The op's result type.
        found: TypeName,
    },
    /// A declaration inside a function or another op.
    #[error(
        "`hl.resource` declares a module-level symbol; it must be a top-level op of the module"
    )]
    NotTopLevel,
}

/// A [`ResourceUseError`] with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceUseDiagnostic {
    /// What is wrong.
    pub error: ResourceUseError,
    /// The op's location.
    pub loc: Loc,
    /// The function holding the op; `None` at module level.
    pub function: Option<String>,
    /// The op's name.
    pub op: &'static str,
    /// `loc.file`'s name, so that `Display` needs no context.
    file: String,
}

impl fmt::Display for ResourceUseDiagnostic {
    /// `FILE:LINE:COL: error: in @f: `hl.resource.get`: MESSAGE`, like the
    /// verifier's diagnostics.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.loc.is_unknown() {
            if !self.file.is_empty() {
                write!(f, "{}:", self.file)?;
            }
            write!(f, "{}:{}: ", self.loc.line, self.loc.col)?;
        }
        f.write_str("error: ")?;
        if let Some(func) = &self.function {
            write!(f, "in @{func}: ")?;
        }
        write!(f, "`{}`: {}", self.op, self.error)
    }
}

impl std::error::Error for ResourceUseDiagnostic {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Every misuse found, in module order (module-level ops, then functions).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResourceUseErrors(pub Vec<ResourceUseDiagnostic>);

impl fmt::Display for ResourceUseErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ResourceUseErrors {}

/// Checks every `hl.resource.get` of `m` against the declaration it names
/// (defined, an `hl.resource`, no more indices than dimensions, no copy of
/// an unbounded array, the result type the declaration gives), and that
/// every `hl.resource` is a top-level op of the module.
///
/// # Errors
/// [`ResourceUseErrors`] with every misuse, in module order.
///
/// # Example
/// ```
/// use dxir_dialects::hl::verify_resource_uses;
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let text = r#"
/// hl.resource {resource_type = type(target("dx.TypedBuffer", float, 1, 0, 0)), shape = [4 : i32], sym_name = "A"} : () -> ()
/// func @f(%i: i32) {
///   %h = hl.resource.get %i, %i {resource = @A} : (i32, i32) -> target("dx.TypedBuffer", float, 1, 0, 0)
///   llvm.ret
/// }
/// "#;
/// let m = dxir_ir::parse_module(&cx, text, "a.dxir").unwrap();
/// let errs = verify_resource_uses(&cx, &m).unwrap_err();
/// assert_eq!(
///     errs.to_string(),
///     "a.dxir:4:3: error: in @f: `hl.resource.get`: @A has 1 dimension(s), but 2 indices are given"
/// );
/// ```
pub fn verify_resource_uses(cx: &Context, m: &Module) -> Result<(), ResourceUseErrors> {
    // Compared by interned name: the walk touches every op of the module.
    let (resource, get) = (
        cx.op_name(ResourceOp::NAME),
        cx.op_name(ResourceGetOp::NAME),
    );
    let check = |body: &Body, function: Option<&str>| {
        let mut errors = Vec::new();
        for op in body.walk() {
            let name = body.op_name(op);
            let error = if name == resource {
                let top_level = function.is_none() && body.parent_op(op).is_none();
                (!top_level).then_some(ResourceUseError::NotTopLevel)
            } else if name == get {
                check_get(cx, m, body, op).err()
            } else {
                None
            };
            if let Some(error) = error {
                let loc = body.loc(op);
                errors.push(ResourceUseDiagnostic {
                    error,
                    loc,
                    function: function.map(str::to_string),
                    op: if name == resource {
                        ResourceOp::NAME
                    } else {
                        ResourceGetOp::NAME
                    },
                    file: cx.file_name(loc.file).to_string(),
                });
            }
        }
        errors
    };
    let mut errors = check(m.globals(), None);
    // Functions in parallel, errors in module order.
    let per_function: Vec<Vec<ResourceUseDiagnostic>> =
        m.par_map_functions(|f| check(f.body(), Some(f.name())));
    errors.extend(per_function.into_iter().flatten());
    if errors.is_empty() {
        Ok(())
    } else {
        Err(ResourceUseErrors(errors))
    }
}

/// The declaration `symbol` names in `m`.
///
/// # Errors
/// [`ResourceUseError::Undefined`], [`ResourceUseError::NotAResource`] or
/// [`ResourceUseError::BadDeclaration`].
pub fn resolve_resource(
    cx: &Context,
    m: &Module,
    symbol: &str,
) -> Result<ResourceDecl, ResourceUseError> {
    let op = match m.symbol(symbol) {
        Some(Symbol::Global(op)) => op,
        Some(Symbol::Function(_)) => {
            return Err(ResourceUseError::NotAResource {
                symbol: symbol.to_string(),
            })
        }
        None => {
            return Err(ResourceUseError::Undefined {
                symbol: symbol.to_string(),
            })
        }
    };
    let globals = m.globals();
    if !globals.contains_op(op) || cx.op_name_str(globals.op_name(op)) != RESOURCE {
        return Err(ResourceUseError::NotAResource {
            symbol: symbol.to_string(),
        });
    }
    ResourceDecl::decode(cx, globals, op).map_err(|_| ResourceUseError::BadDeclaration {
        symbol: symbol.to_string(),
    })
}

/// The `hl.resource.get` `op` against its declaration.
fn check_get(cx: &Context, m: &Module, body: &Body, op: Op) -> Result<(), ResourceUseError> {
    let symbol = match body.attr(cx, op, "resource").map(|a| cx.attr_data(a)) {
        Some(AttrData::Symbol(s)) => s.to_string(),
        _ => return Err(ResourceUseError::NoSymbol),
    };
    let decl = resolve_resource(cx, m, &symbol)?;
    let indices = body.operands(op).len();
    let rank = decl.rank();
    if indices > rank {
        return Err(ResourceUseError::TooManyIndices {
            symbol,
            rank,
            indices,
        });
    }
    let Some(expected) = decl.value_type(cx, indices) else {
        return Err(ResourceUseError::UnboundedCopy {
            symbol,
            shape: decl.shape_text(),
        });
    };
    let found: Option<Type> = body.results(op).first().map(|&r| body.value_type(r));
    match found {
        Some(found) if found == expected => Ok(()),
        // A missing result is the verifier's to report.
        None => Ok(()),
        Some(found) => Err(ResourceUseError::ResultType {
            symbol,
            shape: decl.shape_text(),
            indices,
            rank,
            expected: TypeName::new(cx, expected),
            found: TypeName::new(cx, found),
        }),
    }
}
