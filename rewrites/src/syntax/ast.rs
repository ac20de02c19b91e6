//! The syntax tree of a rule file, as written.
//!
//! The parser builds it and the checker (in [`load_rules`](crate::load_rules)) turns it into
//! [`CompiledRule`](crate::CompiledRule)s. Every node keeps the [`Span`] of
//! its first token so that errors point at the text. Nothing here is
//! resolved: op names are strings, variables are names with a sigil.

use std::fmt;

/// Where a node starts: a file (its index in the loaded file list) and a
/// 1-based line and byte column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// Index of the file in the list given to [`load_rules`](crate::load_rules).
    pub file: u32,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub col: u32,
}

/// The sigil of a variable, which says what it can stand for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sigil {
    /// `%x`: an SSA value.
    Value,
    /// `#x`: a constant operand's value, an attribute, or an integer.
    Attr,
    /// `$x`: a type, or an integer inside a type (`<$N x $E>`).
    Type,
}

impl Sigil {
    /// The sigil character.
    pub fn char(self) -> char {
        match self {
            Sigil::Value => '%',
            Sigil::Attr => '#',
            Sigil::Type => '$',
        }
    }
}

/// A variable occurrence: `%x`, `#c` or `$T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// The sigil.
    pub sigil: Sigil,
    /// The name after the sigil.
    pub name: String,
    /// Where it is written.
    pub span: Span,
}

impl fmt::Display for Var {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.sigil.char(), self.name)
    }
}

/// One rule file.
#[derive(Clone, Debug, Default)]
pub struct RuleFile {
    /// `pass NAME`, the file's header, if it has one: the rule-based pass
    /// the rules belong to.
    pub pass: Option<PassHeader>,
    /// The rules in file order.
    pub rules: Vec<Rule>,
}

/// `pass NAME` as the first item of a rule file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassHeader {
    /// The pass's name as written (`lower-dxil`).
    pub name: String,
    /// The name's position.
    pub span: Span,
}

/// `rule NAME [benefit N] { match ... [where ...] [let ...] rewrite { ... } }`.
#[derive(Clone, Debug)]
pub struct Rule {
    /// The rule's name (kebab-case by convention).
    pub name: String,
    /// The name's position.
    pub span: Span,
    /// `benefit N`, if given.
    pub benefit: Option<(i128, Span)>,
    /// The match statements; the last one is the root.
    pub pattern: Vec<Stmt>,
    /// The `match` keyword.
    pub match_span: Span,
    /// `where` guards and `let` bindings, in order.
    pub clauses: Vec<Clause>,
    /// The replacement statements.
    pub rewrite: Vec<RhsStmt>,
    /// The `rewrite` keyword.
    pub rewrite_span: Span,
}

/// `%a, %b = OP` or just `OP`.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// Names given to the op's results.
    pub results: Vec<Var>,
    /// The op.
    pub op: OpExpr,
}

/// An op, in call form `name(operands) {attrs} sig` or in the IR's bare
/// form `name operands {attrs} sig`.
#[derive(Clone, Debug)]
pub struct OpExpr {
    /// The op name as written (`llvm.add`, or `"llvm.add"` unquoted).
    pub name: String,
    /// The name's position.
    pub span: Span,
    /// Operands in order.
    pub operands: Vec<Operand>,
    /// The attribute dictionary.
    pub attrs: Vec<AttrEntry>,
    /// Types, if given.
    pub sig: Option<Sig>,
    /// Whether the operands were written without parentheses.
    pub bare: bool,
    /// `prefix.#n`: an op family. `name` is then the prefix with its final
    /// dot, and the rule stands for one rule per registered op named
    /// prefix-and-an-integer, with `#n` bound to that integer
    /// (`dx.resource.load.cbufferrow.#n` for `.2`, `.4`, `.8`).
    pub family: Option<Var>,
}

/// `key = value`, or a bare `key` (a unit attribute).
#[derive(Clone, Debug)]
pub struct AttrEntry {
    /// The key.
    pub key: String,
    /// The key's position.
    pub span: Span,
    /// The value; `None` for a bare key.
    pub value: Option<Expr>,
}

/// The types of an op.
#[derive(Clone, Debug)]
pub enum Sig {
    /// `: T`: every operand and result has type `T` (the IR's same-type form).
    Same(TypeExpr),
    /// `: (A, B) -> R` or `: (A, B) -> (R, S)`.
    Full(Vec<TypeExpr>, Vec<TypeExpr>),
    /// `-> R` or `-> (R, S)`: result types only.
    Results(Vec<TypeExpr>),
}

/// One operand.
#[derive(Clone, Debug)]
pub struct Operand {
    /// What it is.
    pub kind: OperandKind,
    /// `: T` written after it (call form only).
    pub ty: Option<TypeExpr>,
    /// Where it starts.
    pub span: Span,
}

/// What an operand is.
#[derive(Clone, Debug)]
pub enum OperandKind {
    /// `_`: any value.
    Wild,
    /// `%x`.
    Value(Var),
    /// A nested op in call form.
    Op(Box<OpExpr>),
    /// A constant: `#c`, a literal or a builtin call.
    Expr(Expr),
    /// `%xs...`: in a pattern, the rest of the operands (any number, bound
    /// as a list); in a rewrite, those operands spliced in.
    Rest(Var),
    /// `if COND { A } else { B }` (rewrites only): `A` if the condition
    /// holds when the rule runs, else `B`.
    If(Box<IfOperand>),
    /// `fold %acc = INIT for #k in FROM .. TO { STEP }` (rewrites only):
    /// `INIT`, then `STEP` once per `#k` with `%acc` the previous value.
    Fold(Box<FoldOperand>),
    /// `repeat #k in FROM .. TO { V }` (operand lists of rewrites only): one
    /// operand per `#k`.
    Repeat(Box<RepeatOperand>),
}

/// `if COND { A } else { B }`.
#[derive(Clone, Debug)]
pub struct IfOperand {
    /// The condition.
    pub cond: Expr,
    /// The value if it holds.
    pub then: Operand,
    /// The value otherwise.
    pub els: Operand,
}

/// `fold %acc = INIT for #k in FROM .. TO { STEP }`.
#[derive(Clone, Debug)]
pub struct FoldOperand {
    /// The index variable.
    pub index: Var,
    /// The range.
    pub range: Range,
    /// The accumulator variable.
    pub acc: Var,
    /// Its first value.
    pub init: Operand,
    /// Its next value.
    pub step: Operand,
}

/// `repeat #k in FROM .. TO { V }`.
#[derive(Clone, Debug)]
pub struct RepeatOperand {
    /// The index variable.
    pub index: Var,
    /// The range.
    pub range: Range,
    /// The operand built for each `#k`.
    pub body: Operand,
}

/// `FROM .. TO`: the integers from `FROM` up to, not including, `TO`.
#[derive(Clone, Debug)]
pub struct Range {
    /// The first index.
    pub from: Expr,
    /// One past the last index.
    pub to: Expr,
}

/// A statement of `rewrite { ... }`.
#[derive(Clone, Debug)]
pub enum RhsStmt {
    /// Builds an op.
    Op(Stmt),
    /// `replace %r with v1, v2`.
    Replace {
        /// The root result named.
        target: Var,
        /// One value per root result.
        values: Vec<Operand>,
        /// The `replace` keyword.
        span: Span,
    },
    /// `%v = VALUE`: names a value (an `if` or a `fold`) for later
    /// statements.
    Bind {
        /// The name.
        var: Var,
        /// The value.
        value: Operand,
    },
    /// `erase`: the root has no results and goes away.
    Erase {
        /// The keyword.
        span: Span,
    },
}

/// A `where` guard or a `let` binding.
#[derive(Clone, Debug)]
pub enum Clause {
    /// `where EXPR`: the rule applies only if it is true.
    Where {
        /// The condition.
        expr: Expr,
        /// The source text of the condition, for near-miss reports.
        text: String,
    },
    /// `let VAR = EXPR`.
    Let {
        /// The variable bound.
        var: Var,
        /// Its value.
        value: Expr,
        /// The source text of the binding, for near-miss reports.
        text: String,
    },
}

/// A comparison or logical operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl fmt::Display for BinOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        })
    }
}

/// `undef`, `poison` or `zeroinitializer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// `undef : T`
    Undef,
    /// `poison : T`
    Poison,
    /// `zeroinitializer : T`
    Zero,
}

/// An expression: guards, `let` values, attribute values and constants.
#[derive(Clone, Debug)]
pub enum Expr {
    /// A variable.
    Var(Var),
    /// `_` (patterns only).
    Wild(Span),
    /// A decimal or hex integer literal.
    Int(i128, String, Span),
    /// A float literal (decimal, or `0xH` half bits), kept as text.
    Float(String, Span),
    /// `true` / `false`.
    Bool(bool, Span),
    /// `"text"`.
    Str(String, Span),
    /// `unit`.
    Unit(Span),
    /// `@name`.
    Symbol(String, Span),
    /// `undef`, `poison`, `zeroinitializer` (must be typed).
    Special(Special, Span),
    /// A type used as a value (`float`, `<4 x $E>`).
    Type(TypeExpr),
    /// `type(T)`: a type attribute.
    TypeAttr(TypeExpr, Span),
    /// `[a, b]`: an array attribute.
    Array(Vec<Expr>, Span),
    /// `name(args)`: a builtin call.
    Call {
        /// The builtin's name.
        name: String,
        /// The arguments.
        args: Vec<Expr>,
        /// The name's position.
        span: Span,
    },
    /// `e : T`: a typed constant.
    Typed(Box<Expr>, TypeExpr),
    /// `!e`.
    Not(Box<Expr>, Span),
    /// `a OP b`.
    Binary {
        /// The operator.
        op: BinOp,
        /// Left side.
        lhs: Box<Expr>,
        /// Right side.
        rhs: Box<Expr>,
        /// The operator's position.
        span: Span,
    },
    /// `e in [a, b]`.
    In {
        /// The value tested.
        value: Box<Expr>,
        /// The candidates.
        list: Vec<Expr>,
        /// The `in` keyword.
        span: Span,
    },
}

impl Expr {
    /// Where the expression starts.
    pub fn span(&self) -> Span {
        match self {
            Expr::Var(v) => v.span,
            Expr::Wild(s)
            | Expr::Int(_, _, s)
            | Expr::Float(_, s)
            | Expr::Bool(_, s)
            | Expr::Str(_, s)
            | Expr::Unit(s)
            | Expr::Symbol(_, s)
            | Expr::Special(_, s)
            | Expr::TypeAttr(_, s)
            | Expr::Array(_, s)
            | Expr::Not(_, s)
            | Expr::Call { span: s, .. } => *s,
            Expr::Type(t) => t.span(),
            Expr::Typed(e, _) => e.span(),
            Expr::Binary { lhs, .. } => lhs.span(),
            Expr::In { value, .. } => value.span(),
        }
    }
}

/// A scalar type keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarKw {
    /// `void`
    Void,
    /// `iN`
    Int(u32),
    /// `half`
    Half,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `metadata`
    Metadata,
}

/// A type as written, possibly with variables and wildcards.
#[derive(Clone, Debug)]
pub enum TypeExpr {
    /// `$T`.
    Var(Var),
    /// `_`.
    Wild(Span),
    /// `i32`, `float`, ...
    Scalar(ScalarKw, Span),
    /// `ptr` or `ptr addrspace(N)`.
    Ptr(IntExpr, Span),
    /// `<N x T>`.
    Vector(IntExpr, Box<TypeExpr>, Span),
    /// `[N x T]`.
    Array(IntExpr, Box<TypeExpr>, Span),
    /// `{T, U}` or `<{T, U}>`.
    Struct(Vec<TypeExpr>, bool, Span),
    /// `%name`.
    Named(String, Span),
    /// `target("name", params...)`.
    Target(String, Vec<TargetParam>, Span),
    /// `R (T, U, ...)`.
    Function(Box<TypeExpr>, Vec<TypeExpr>, bool, Span),
}

impl TypeExpr {
    /// Where the type starts.
    pub fn span(&self) -> Span {
        match self {
            TypeExpr::Var(v) => v.span,
            TypeExpr::Wild(s)
            | TypeExpr::Scalar(_, s)
            | TypeExpr::Ptr(_, s)
            | TypeExpr::Vector(_, _, s)
            | TypeExpr::Array(_, _, s)
            | TypeExpr::Struct(_, _, s)
            | TypeExpr::Named(_, s)
            | TypeExpr::Target(_, _, s)
            | TypeExpr::Function(_, _, _, s) => *s,
        }
    }
}

/// An integer inside a type: a literal, a variable or `_`.
#[derive(Clone, Debug)]
pub enum IntExpr {
    /// A literal.
    Lit(u64, Span),
    /// `$N` or `#n`.
    Var(Var),
    /// `_`.
    Wild(Span),
}

/// A parameter of `target(...)`: `$T`/types are type parameters, `#n` and
/// literals integer ones, `_` either.
#[derive(Clone, Debug)]
pub enum TargetParam {
    /// A type parameter.
    Type(TypeExpr),
    /// An integer parameter.
    Int(IntExpr),
    /// `_`: one parameter of either kind.
    Wild(Span),
}
