//! Errors: rule-file diagnostics (load time) and rewrite errors (run time).
//!
//! Every problem with a rule file is a [`RuleError`] (or a [`RuleWarning`])
//! with a `FILE:LINE:COL` and the offending line, rendered like
//! [`dxir_ir::render_error`] so rule diagnostics read like IR diagnostics.
//! [`load_rules`](crate::load_rules) reports all of them at once in
//! [`RuleErrors`].

use crate::builtins::Kind;
use std::fmt;

/// What is wrong with a rule file. The `Display` text is the message shown
/// after `error:`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleErrorKind {
    // ---- Syntax ----------------------------------------------------------
    /// A character no token starts with.
    #[error("unexpected character `{0}`")]
    BadChar(char),
    /// A string that does not end on its line.
    #[error("unterminated string")]
    UnterminatedString,
    /// A bad backslash escape.
    #[error("invalid escape in string (use `\\\"`, `\\\\` or `\\XX`)")]
    BadEscape,
    /// Hex escapes that do not make UTF-8.
    #[error("string is not valid UTF-8")]
    InvalidUtf8,
    /// A sigil with no name after it.
    #[error("expected a name after `{0}`")]
    EmptyName(char),
    /// A token other than the one the grammar needs.
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What the grammar needs.
        expected: &'static str,
        /// What is there, as text.
        found: String,
    },
    /// A number too large for where it is used.
    #[error("number `{0}` is too large")]
    NumberTooLarge(String),
    /// A negative number where only non-negative ones make sense.
    #[error("expected a non-negative number, found `{0}`")]
    Negative(String),
    /// `<0 x T>`, or a length past `u32::MAX`.
    #[error("a vector has 1 to 4294967295 lanes, found {0}")]
    VectorLength(u64),
    /// `iN` with `N` outside `1..=128`.
    #[error("integer width must be between 1 and 128, found `{0}`")]
    IntWidth(String),
    /// A word in a type position that is not a type, and a "did you mean"
    /// hint (`; did you mean `float`?` for `f32`, the spelling `dxir ops`
    /// prints overloads in) or nothing.
    #[error("unknown type `{0}`{1}")]
    UnknownType(String, String),
    /// Nesting beyond the parser's limit.
    #[error("nesting is too deep (the limit is {0})")]
    TooDeep(u32),
    /// `match {}`.
    #[error("a match block needs at least one op")]
    EmptyMatch,
    /// An op in bare form without its types.
    #[error("`{op}` written without parentheses needs its types (`: T` or `: (A, B) -> R`); or write `{op}(...)`")]
    NoSignature {
        /// The op.
        op: String,
    },
    /// An attribute key given twice.
    #[error("duplicate attribute key `{0}`")]
    DuplicateKey(String),

    // ---- Names -----------------------------------------------------------
    /// Two rules with one name.
    #[error("a rule named `{0}` is already defined")]
    DuplicateRule(String),
    /// An op name the registry does not know.
    #[error("unknown op `{name}`{}", did_you_mean(.suggestion))]
    UnknownOp {
        /// The name written.
        name: String,
        /// The closest registered name, if any is close.
        suggestion: Option<String>,
    },
    /// An op family (`prefix.#n`) no registered op belongs to.
    #[error("no registered op belongs to the family `{family}` (its prefix followed by a decimal integer)")]
    EmptyFamily {
        /// The family as written.
        family: String,
    },
    /// An op family written other than as a pattern's root.
    #[error("the op family `{family}` can only be a match pattern's root (the last op); name one op here")]
    FamilyNotRoot {
        /// The family as written.
        family: String,
    },
    /// A builtin name that is not registered.
    #[error("unknown builtin `{name}`{}", did_you_mean(.suggestion))]
    UnknownBuiltin {
        /// The name written.
        name: String,
        /// The closest builtin, if any is close.
        suggestion: Option<String>,
    },
    /// A variable used but never bound.
    #[error("{var} is not bound; bind it in the pattern{}", if *.rhs { " or in an earlier `let`" } else { "" })]
    Unbound {
        /// The variable.
        var: String,
        /// Whether `let` could have bound it.
        rhs: bool,
    },
    /// A variable bound as one kind and used as another.
    #[error("{var} is {} here, but it is bound as {}", .found.article(), .bound.article())]
    KindConflict {
        /// The variable.
        var: String,
        /// The kind it was bound with.
        bound: Kind,
        /// The kind this occurrence needs.
        found: Kind,
    },
    /// A variable whose sigil cannot stand for what is there.
    #[error("{var} cannot stand for {}: {}", .kind.article(), sigil_hint(.var))]
    WrongSigil {
        /// The variable.
        var: String,
        /// What the position needs.
        kind: Kind,
    },
    /// A name bound twice where rebinding is not allowed.
    #[error("{0} is already bound")]
    Rebound(String),
    /// A pattern value used before the statement that defines it.
    #[error("{0} is used before the statement that defines it")]
    UseBeforeDef(String),
    /// A match statement whose results never reach the root.
    #[error(
        "`{0}` is not used by the root of the pattern (the last op); every matched op must feed it"
    )]
    Disconnected(String),

    // ---- Ops ---------------------------------------------------------------
    /// Wrong number of operands for a registered op.
    #[error("`{op}` takes {expected} operand{}, found {found}", plural_arity(.expected))]
    OperandCount {
        /// The op.
        op: String,
        /// Its arity.
        expected: dxir_ir::Arity,
        /// How many were written.
        found: usize,
    },
    /// Wrong number of results for a registered op.
    #[error("`{op}` has {expected} result{}, found {found}", plural_arity(.expected))]
    ResultCount {
        /// The op.
        op: String,
        /// Its arity.
        expected: dxir_ir::Arity,
        /// How many were written.
        found: usize,
    },
    /// Signature operand types that do not match the operand count.
    #[error("`{op}` has {operands} operand(s) but its signature gives {types} type(s)")]
    SigOperandCount {
        /// The op.
        op: String,
        /// Operands written.
        operands: usize,
        /// Types in the signature.
        types: usize,
    },
    /// Result names and result types that disagree.
    #[error("`{op}` has {names} result name(s) but {types} result type(s)")]
    SigResultCount {
        /// The op.
        op: String,
        /// Names before `=`.
        names: usize,
        /// Types after `->`.
        types: usize,
    },
    /// An operand typed both in place and in the signature.
    #[error("operand {index} of `{op}` is typed twice (after the operand and in the signature)")]
    TypedTwice {
        /// The op.
        op: String,
        /// The operand.
        index: usize,
    },
    /// A type that the op's declared constraint rules out.
    #[error("{what} of `{op}` must be {constraint}, so it can never have type {ty}")]
    TypeConstraint {
        /// "operand 1" or "result 0".
        what: String,
        /// The op.
        op: String,
        /// The constraint, in words.
        constraint: String,
        /// The type written.
        ty: String,
    },
    /// Written types that no signature of the op takes (the op's own
    /// signature hook said why), for every op the rule could build or for
    /// one member of a `where $T in [...]` list.
    #[error("{}{message}", .binding.as_ref().map(|b| format!("with {b}: ")).unwrap_or_default())]
    Signature {
        /// Why, from the op's definition: names the op and its overloads.
        message: String,
        /// The member of a `where` list the types were checked at:
        /// `$T = float`.
        binding: Option<String>,
    },
    /// An attribute literal of a kind the op does not declare.
    #[error("attribute `{key}` of `{op}` must be {expected}")]
    AttrKind {
        /// The key.
        key: String,
        /// The op.
        op: String,
        /// What the op declares, in words.
        expected: &'static str,
    },
    /// A rewrite op without an attribute its op requires.
    #[error("`{op}` needs attribute `{key}` ({expected})")]
    MissingAttr {
        /// The op.
        op: String,
        /// The attribute.
        key: &'static str,
        /// What it holds, in words.
        expected: &'static str,
    },
    /// A literal that does not fit its type (from the IR's own literal rules).
    #[error("{0}")]
    Literal(dxir_ir::ParseErrorKind),
    /// A result type or constant type that cannot be worked out.
    #[error("cannot infer {what}; {hint}")]
    CannotInfer {
        /// What has no type.
        what: String,
        /// How to fix it.
        hint: &'static str,
    },
    /// Something only a pattern can say, used in a rewrite.
    #[error("{0} only matches; a rewrite cannot build it")]
    PatternOnly(&'static str),
    /// Something a pattern cannot match against.
    #[error("a pattern cannot match {0}")]
    NotAPattern(&'static str),
    /// A list (`repeat`, `%xs...`) where one value is needed.
    #[error("{0} stands for several operands; it can only be an operand of an op")]
    ListNotValue(&'static str),
    /// `%xs...` in a pattern that is not the op's last operand.
    #[error("`{0}...` must be the op's last operand: it takes all the operands left")]
    RestNotLast(String),
    /// `%xs...` on an op with a fixed operand count.
    #[error("`{op}` takes {arity} operands, so it has no variable operand list to bind")]
    RestOnFixedOp {
        /// The op.
        op: String,
        /// Its operand count.
        arity: dxir_ir::Arity,
    },
    /// A list variable used as a single value, or a value as a list.
    #[error("{var} is a list of operands (bound by `{var}...`); splice it with `{var}...`")]
    ListAsValue {
        /// The variable.
        var: String,
    },
    /// `%x...` on a variable that is not a list.
    #[error("{var} is a single value, not a list bound by `{var}...`")]
    ValueAsList {
        /// The variable.
        var: String,
    },
    /// A constant `repeat` range that gives an op the wrong operand count.
    #[error("`{op}` takes {expected} operands; with its `repeat` ranges it gets {found}")]
    LaneCount {
        /// The op.
        op: String,
        /// What it takes.
        expected: dxir_ir::Arity,
        /// What the rewrite gives.
        found: usize,
    },
    /// A constant range whose end is before its start, or too long.
    #[error("the range {from} .. {to} must go up and have at most {max} steps")]
    BadRange {
        /// The first index.
        from: i128,
        /// One past the last.
        to: i128,
        /// The limit.
        max: i128,
    },
    /// No op to materialize constants with.
    #[error("no registered op can materialize this constant (a `CONSTANT_LIKE` op with a `value` attribute and no operands)")]
    NoConstantOp,
    /// A pattern with too many ops.
    #[error("a pattern may match at most {0} ops")]
    TooManyOps(usize),
    /// An op without results used as an operand.
    #[error("`{0}` has no results, so it cannot be an operand")]
    NoResult(String),
    /// An op used as a value that does not have exactly one result.
    #[error("`{op}` is used as a value, so it needs exactly one result, found {results}; bind its results with `%a, %b = ...`")]
    ValueOp {
        /// The op.
        op: String,
        /// Its result count.
        results: usize,
    },
    /// A value variable inside an expression.
    #[error("{0} is a value; expressions work on types, integers and attributes (bind its type with `%x : $T`)")]
    ValueInExpr(String),
    /// A root result used by the rewrite, which erases the root.
    #[error("{0} is a result of the root, which the rewrite erases; it cannot be used here")]
    RootResultUsed(String),
    /// A benefit outside `0..=u16::MAX`.
    #[error("benefit must be between 0 and {max}, found {found}")]
    Benefit {
        /// The largest benefit.
        max: u32,
        /// What was written.
        found: i128,
    },

    // ---- Expressions -----------------------------------------------------
    /// A builtin called with the wrong number of arguments.
    #[error("builtin `{name}` takes {expected} argument(s), found {found}")]
    BuiltinArity {
        /// The builtin.
        name: String,
        /// Its parameter count.
        expected: usize,
        /// Arguments written.
        found: usize,
    },
    /// An expression of the wrong kind.
    #[error("expected {}, found {}", .expected.article(), .found.article())]
    ExprKind {
        /// What the position needs.
        expected: Kind,
        /// What the expression gives.
        found: Kind,
    },
    /// Two sides of a comparison of different kinds.
    #[error("cannot compare {} with {}", .lhs.article(), .rhs.article())]
    Compare {
        /// Left kind.
        lhs: Kind,
        /// Right kind.
        rhs: Kind,
    },
    /// `<` and friends on something that has no order.
    #[error("`{op}` compares integers; found {}", .kind.article())]
    Order {
        /// The operator.
        op: crate::syntax::ast::BinOp,
        /// The kind found.
        kind: Kind,
    },

    // ---- Rewrites --------------------------------------------------------
    /// `replace` naming something that is not a result of the root.
    #[error("`replace` must name a result of the root op `{root}`; {var} is not one")]
    ReplaceTarget {
        /// The variable named.
        var: String,
        /// The root op.
        root: String,
    },
    /// `replace` with the wrong number of values.
    #[error("the root op `{root}` has {results} result(s) but `replace` gives {values} value(s)")]
    ReplaceCount {
        /// The root op.
        root: String,
        /// Its result count.
        results: usize,
        /// Values given.
        values: usize,
    },
    /// A root with results and no `replace`.
    #[error("the root op `{root}` has {results} result(s); end the rewrite with `replace %r with ...` (name the results in the pattern)")]
    MissingReplace {
        /// The root op.
        root: String,
        /// Its result count.
        results: usize,
    },
    /// `erase` on a root with results.
    #[error("`erase` removes a root without results; `{root}` has {results}, so use `replace`")]
    EraseWithResults {
        /// The root op.
        root: String,
        /// Its result count.
        results: usize,
    },
    /// A statement after `replace`/`erase`, or two of them.
    #[error("`replace` or `erase` must be the last statement of the rewrite")]
    AfterReplace,
    /// `replace %r with %r`.
    #[error("{0} is replaced with itself; the rule would do nothing")]
    SelfReplace(String),

    // ---- Files -------------------------------------------------------------
    /// `pass NAME` names no rule-based pass.
    #[error("unknown rule-based pass `{name}`{}; the rule-based passes are: {}", did_you_mean(.suggestion), .known.join(", "))]
    UnknownPass {
        /// The name written.
        name: String,
        /// The closest rule-based pass, if any is close.
        suggestion: Option<String>,
        /// Every rule-based pass.
        known: Vec<String>,
    },
}

fn did_you_mean(s: &Option<String>) -> String {
    match s {
        Some(s) => format!("; did you mean `{s}`?"),
        None => String::new(),
    }
}

fn plural_arity(a: &dxir_ir::Arity) -> &'static str {
    match a {
        dxir_ir::Arity::Exact(1) => "",
        _ => "s",
    }
}

fn sigil_hint(var: &str) -> &'static str {
    match var.chars().next() {
        Some('%') => "`%` names values",
        Some('#') => "`#` names constants, attributes and integers",
        _ => "`$` names types and integers inside types",
    }
}

/// A possible mistake that does not stop loading.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleWarningKind {
    /// The replacement would match the rule's own pattern again.
    #[error(
        "rule `{0}` may rewrite its own result forever: its replacement matches its own pattern"
    )]
    SelfLoop(String),
    /// Rules that rewrite each other's results.
    #[error("rules {} may rewrite each other's results forever ({})", quote_list(.rules), .ops.join(" -> "))]
    Cycle {
        /// The rules on the cycle.
        rules: Vec<String>,
        /// The op names on the cycle, first repeated at the end.
        ops: Vec<String>,
    },
}

fn quote_list(items: &[String]) -> String {
    items
        .iter()
        .map(|s| format!("`{s}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A resolved position in a rule file, with the line's text for the caret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourcePos {
    /// The file name given to the loader.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
    /// The text of the line.
    pub source_line: String,
}

impl SourcePos {
    /// The position `line:col` of `source`, read from `file`.
    pub fn new(file: &str, source: &str, line: u32, col: u32) -> Self {
        Self::of_line(file, Lines::new(source).text(line), line, col)
    }

    /// The position `line:col` of a text whose lines are `lines`.
    pub(crate) fn in_lines(file: &str, lines: &Lines<'_>, line: u32, col: u32) -> Self {
        Self::of_line(file, lines.text(line), line, col)
    }

    fn of_line(file: &str, text: &str, line: u32, col: u32) -> Self {
        SourcePos {
            file: file.to_string(),
            line,
            col,
            source_line: text.strip_suffix('\r').unwrap_or(text).to_string(),
        }
    }
}

/// Where each line of a text starts. Every rule records its position with
/// its line's text; finding the line by reading the file from its start
/// each time made loading the built-in rules quadratic in a file's length
/// (half of a lowering's fixed cost).
pub(crate) struct Lines<'a> {
    source: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    pub(crate) fn new(source: &'a str) -> Self {
        let starts = std::iter::once(0)
            .chain(source.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { source, starts }
    }

    /// The text of 1-based line `line` without its `\n`; empty past the end
    /// (and for line 0).
    fn text(&self, line: u32) -> &'a str {
        let Some(&start) = (line as usize)
            .checked_sub(1)
            .and_then(|i| self.starts.get(i))
        else {
            return "";
        };
        let rest = &self.source[start..];
        rest.find('\n').map_or(rest, |end| &rest[..end])
    }
}

impl fmt::Display for SourcePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// An error in a rule file.
///
/// `Display` renders it like every dxir diagnostic about input text:
/// ```text
/// rules/x.rules:3:14: error: unknown op `llvm.mull`; did you mean `llvm.mul`?
///     match %r = llvm.mull %x, 2 : i32
///                ^
/// ```
/// followed by a `note:` line when there is one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render("error", .pos, &.kind.to_string(), .note.as_deref()))]
pub struct RuleError {
    /// Where.
    pub pos: SourcePos,
    /// What.
    pub kind: RuleErrorKind,
    /// More context (e.g. where a duplicate was first defined).
    pub note: Option<String>,
}

/// A warning about a rule file, rendered like [`RuleError`] with
/// `warning:`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render("warning", .pos, &.kind.to_string(), None))]
pub struct RuleWarning {
    /// Where.
    pub pos: SourcePos,
    /// What.
    pub kind: RuleWarningKind,
}

/// Renders `FILE:LINE:COL: SEVERITY: MESSAGE`, the line and a caret, the
/// shape of [`dxir_ir::render_error`].
fn render(severity: &str, pos: &SourcePos, message: &str, note: Option<&str>) -> String {
    use fmt::Write;
    let mut out = String::new();
    let _ = write!(
        out,
        "{}:{}:{}: {severity}: {message}\n  {}\n  ",
        pos.file, pos.line, pos.col, pos.source_line
    );
    let upto = (pos.col.max(1) - 1) as usize;
    for (i, ch) in pos.source_line.char_indices() {
        if i >= upto {
            break;
        }
        out.push(if ch == '\t' { '\t' } else { ' ' });
    }
    for _ in pos.source_line.len()..upto {
        out.push(' ');
    }
    out.push('^');
    if let Some(n) = note {
        let _ = write!(out, "\n  note: {n}");
    }
    out
}

/// Everything wrong with a set of rule files: every error, then every
/// warning, in file and position order.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct RuleErrors {
    /// The errors (at least one when loading failed).
    pub errors: Vec<RuleError>,
    /// The warnings found along the way.
    pub warnings: Vec<RuleWarning>,
}

impl RuleErrors {
    fn render(&self) -> String {
        let mut parts: Vec<String> = self.errors.iter().map(|e| e.to_string()).collect();
        parts.extend(self.warnings.iter().map(|w| w.to_string()));
        parts.join("\n")
    }
}

/// An error while rewriting: a rule that matched built something wrong.
///
/// Guards and builtins that fail are not errors (they are near misses, in
/// the [`Report`](crate::Report)); this is a rule that cannot be right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RewriteError {
    /// A replacement value's type differs from the result it replaces.
    #[error(transparent)]
    ReplaceType(Box<ReplaceTypeError>),
    /// An op the target does not allow remains after rewriting.
    #[error(transparent)]
    Illegal(Box<IllegalOpError>),
    /// The e-graph engine could not rebuild a value (a bug in a rule that
    /// equates values from places that do not dominate each other).
    #[error("e-graph elaboration failed: {0}")]
    Elaborate(String),
}

/// The details of [`RewriteError::Illegal`], in the style of MLIR's
/// "failed to legalize operation".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot lower `{op}` at {at}: no legal form{}", tried_text(.tried))]
pub struct IllegalOpError {
    /// The op's name.
    pub op: String,
    /// Its location.
    pub at: String,
    /// The rules rooted at this op and why each did not apply here
    /// (`rule: reason`).
    pub tried: Vec<String>,
}

fn tried_text(tried: &[String]) -> String {
    if tried.is_empty() {
        " (no rule rewrites it)".to_string()
    } else {
        tried
            .iter()
            .map(|t| format!("\n  near miss: {t}"))
            .collect()
    }
}

/// The details of [`RewriteError::ReplaceType`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("rule `{rule}` (at {rule_at}) replaced result {index} of `{op}` at {at}, of type {expected}, with a value of type {found}")]
pub struct ReplaceTypeError {
    /// The rule.
    pub rule: String,
    /// Where the rule is defined.
    pub rule_at: String,
    /// The root op's name.
    pub op: String,
    /// The root op's location.
    pub at: String,
    /// Which result.
    pub index: usize,
    /// The result's type.
    pub expected: String,
    /// The replacement's type.
    pub found: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rendering_matches_the_ir_diagnostics() {
        let src = "a\n\tb bad\n";
        let pos = SourcePos::new("f.rules", src, 2, 4);
        let e = RuleError {
            pos,
            kind: RuleErrorKind::BadChar('?'),
            note: None,
        };
        assert_eq!(
            e.to_string(),
            dxir_ir::render_error("f.rules", src, 2, 4, "unexpected character `?`")
        );
        let w = RuleWarning {
            pos: SourcePos::new("f.rules", src, 9, 1),
            kind: RuleWarningKind::SelfLoop("r".into()),
        };
        assert!(w.to_string().starts_with("f.rules:9:1: warning: rule `r`"));
    }

    #[test]
    fn each_line_is_found_by_its_number() {
        for src in ["", "one", "a\n\nc\n", "x\r\ny\r\n", "\n\nlast"] {
            let lines = Lines::new(src);
            for line in 0..6u32 {
                let by_scan = (line as usize)
                    .checked_sub(1)
                    .and_then(|i| src.split('\n').nth(i))
                    .unwrap_or("");
                assert_eq!(lines.text(line), by_scan, "line {line} of {src:?}");
                assert_eq!(
                    SourcePos::in_lines("f", &lines, line, 1),
                    SourcePos::new("f", src, line, 1)
                );
            }
        }
        assert_eq!(SourcePos::new("f", "x\r\ny", 1, 1).source_line, "x");
    }
}
