//! The builder: creates ops at an insertion point.

use crate::attr::Attr;
use crate::body::{Body, OpSpec};
use crate::context::Context;
use crate::entity::{Block, Op, Value};
use crate::loc::Loc;
use crate::types::Type;

/// Where a [`Builder`] puts the next op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(Block),
    /// Just before an op (so a sequence of builds keeps its order).
    Before(Op),
    /// Nowhere: ops stay detached.
    Detached,
}

/// Creates ops in one body at an insertion point, with a default location.
///
/// # Example
/// ```
/// use dxir_ir::{Body, Builder, Context, Loc};
/// let cx = Context::new();
/// let mut body = Body::new();
/// let entry = body.create_block();
/// body.append_block(body.root(), entry);
/// let x = body.add_block_arg(entry, cx.types().i32);
/// let mut b = Builder::at_end(&cx, &mut body, entry);
/// let add = b.op("test.add", &[x, x], &[cx.types().i32]);
/// assert_eq!(b.body().operands(add), &[x, x]);
/// ```
pub struct Builder<'a> {
    cx: &'a Context,
    body: &'a mut Body,
    point: InsertPoint,
    loc: Loc,
}

impl<'a> Builder<'a> {
    /// A builder that appends to `block`.
    pub fn at_end(cx: &'a Context, body: &'a mut Body, block: Block) -> Self {
        Builder {
            cx,
            body,
            point: InsertPoint::End(block),
            loc: Loc::UNKNOWN,
        }
    }

    /// A builder that inserts before `op` and uses its location.
    pub fn before(cx: &'a Context, body: &'a mut Body, op: Op) -> Self {
        let loc = body.loc(op);
        Builder {
            cx,
            body,
            point: InsertPoint::Before(op),
            loc,
        }
    }

    /// A builder whose ops stay detached.
    pub fn detached(cx: &'a Context, body: &'a mut Body) -> Self {
        Builder {
            cx,
            body,
            point: InsertPoint::Detached,
            loc: Loc::UNKNOWN,
        }
    }

    /// Sets the location given to new ops.
    pub fn with_loc(mut self, loc: Loc) -> Self {
        self.loc = loc;
        self
    }

    /// Moves the insertion point.
    pub fn set_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// The insertion point.
    pub fn point(&self) -> InsertPoint {
        self.point
    }

    /// The location given to new ops.
    pub fn loc(&self) -> Loc {
        self.loc
    }

    /// The context.
    pub fn cx(&self) -> &'a Context {
        self.cx
    }

    /// The body being built.
    pub fn body(&mut self) -> &mut Body {
        self.body
    }

    /// Creates an op from `spec` and places it at the insertion point.
    pub fn insert(&mut self, spec: OpSpec) -> Op {
        let op = self.body.create_op(spec);
        match self.point {
            InsertPoint::End(b) => self.body.append_op(b, op),
            InsertPoint::Before(anchor) => self.body.insert_op_before(anchor, op),
            InsertPoint::Detached => {}
        }
        op
    }

    /// A spec for an op named `name` at the builder's location.
    pub fn spec(&self, name: &str) -> OpSpec {
        OpSpec::new(self.cx.op_name(name), self.loc)
    }

    /// Creates `name(operands) -> result_types` with no attributes.
    pub fn op(&mut self, name: &str, operands: &[Value], result_types: &[Type]) -> Op {
        let spec = self
            .spec(name)
            .with_operands(operands.iter().copied())
            .with_results(result_types.iter().copied());
        self.insert(spec)
    }

    /// Creates `name(operands) {attrs} -> result_types`.
    pub fn op_with_attrs(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(&str, Attr)],
    ) -> Op {
        let mut spec = self
            .spec(name)
            .with_operands(operands.iter().copied())
            .with_results(result_types.iter().copied());
        for &(k, a) in attrs {
            spec = spec.with_attr(self.cx, k, a);
        }
        self.insert(spec)
    }

    /// Creates a one-result op and returns its result.
    pub fn value(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        let op = self.op(name, operands, &[ty]);
        self.body.result(op, 0)
    }
}
