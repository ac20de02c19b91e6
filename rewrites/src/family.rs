//! Op families: a rule whose root is written `prefix.#n` stands for one
//! rule per registered op named `prefix.` and an integer.
//!
//! Some dialects spell a count in the op's name, as LLVM's intrinsics do
//! (`dx.resource.load.cbufferrow.2`, `.4`, `.8`: a 16-byte row as 2, 4 or 8
//! fields). The lowering is the same for each but for that count, so the
//! rule says it once and reads the count as `#n`. The expansion happens on
//! the syntax tree, before checking: each copy names one op and starts with
//! `let #n = <its integer>`, so the checker, both engines and every report
//! see ordinary rules (sharing the family rule's name and position).

use crate::error::RuleErrorKind;
use crate::syntax::ast::{Clause, Expr, Rule, Span};
use dxir_ir::Context;

/// The rules `rule` stands for: itself when its root is one op; one per
/// member, in increasing integer order, when its root is a family.
///
/// # Errors
/// The family's position and [`RuleErrorKind::EmptyFamily`] when no
/// registered op belongs to it.
pub(crate) fn expand(cx: &Context, rule: &Rule) -> Result<Vec<Rule>, (Span, RuleErrorKind)> {
    let Some(root) = rule.pattern.last() else {
        return Ok(vec![rule.clone()]);
    };
    let Some(var) = root.op.family.clone() else {
        return Ok(vec![rule.clone()]);
    };
    let prefix = root.op.name.as_str();
    let members = members(cx, prefix);
    if members.is_empty() {
        return Err((
            root.op.span,
            RuleErrorKind::EmptyFamily {
                family: format!("{prefix}{var}"),
            },
        ));
    }
    Ok(members
        .into_iter()
        .map(|(n, name)| {
            let mut r = rule.clone();
            let root = r.pattern.last_mut().expect("checked above");
            root.op.name = name.to_string();
            root.op.family = None;
            r.clauses.insert(
                0,
                Clause::Let {
                    var: var.clone(),
                    value: Expr::Int(i128::from(n), n.to_string(), var.span),
                    text: format!("{var} = {n}"),
                },
            );
            r
        })
        .collect())
}

/// The registered ops named `prefix` and a decimal integer, by integer.
fn members(cx: &Context, prefix: &str) -> Vec<(u64, &'static str)> {
    let mut found: Vec<(u64, &'static str)> = cx
        .registry()
        .dialects()
        .iter()
        .flat_map(|d| d.ops.iter())
        .filter_map(|d| {
            let digits = d.name.strip_prefix(prefix)?;
            let canonical = !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0'));
            canonical
                .then(|| digits.parse().ok())
                .flatten()
                .map(|n| (n, d.name))
        })
        .collect();
    found.sort_unstable();
    found
}
