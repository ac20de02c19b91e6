//! What a rewrite run did and why it stopped.

use crate::compiled::Miss;
use std::fmt;

/// Why a driver stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// No rule applies anywhere: a fixpoint.
    Converged,
    /// The rewrite budget ran out; rules may still apply.
    RewriteLimit,
    /// The iteration budget ran out; the last iteration still changed the IR.
    IterationLimit,
    /// E-graph: no rule adds anything new (the e-graph's fixpoint).
    Saturated,
    /// E-graph: the node budget ran out.
    NodeLimit,
    /// E-graph: the time budget (a safety net) ran out.
    TimeLimit,
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StopReason::Converged => "converged",
            StopReason::RewriteLimit => "stopped at the rewrite limit",
            StopReason::IterationLimit => "stopped at the iteration limit",
            StopReason::Saturated => "saturated",
            StopReason::NodeLimit => "stopped at the e-node limit",
            StopReason::TimeLimit => "stopped at the time limit",
        })
    }
}

/// How often one rule fired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleCount {
    /// The rule.
    pub rule: String,
    /// Times it rewrote.
    pub count: usize,
}

/// One rewrite: which rule, on which op, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppliedRewrite {
    /// The rule.
    pub rule: String,
    /// The root op's name.
    pub op: String,
    /// The root op's location, `file:line:col` (or `<unknown>`).
    pub at: String,
}

/// Why one input op was rewritten (`--explain`): the rules that rewrote
/// it, each with where it is defined.
///
/// `Display` gives `AT: `OP` rewritten by RULE (FILE:LINE), ...`, then,
/// from the e-graph engine, egg's explanation one step a line, each step
/// that applies a rule ending with the rule's `[FILE:LINE]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The input op's name.
    pub op: String,
    /// The input op's location, `file:line:col` (or `<unknown>`).
    pub at: String,
    /// `(rule, FILE:LINE of its definition)`, in the order they applied.
    pub rules: Vec<(String, String)>,
    /// The e-graph engine's explanation (egg's steps, op names rendered),
    /// one line a step; empty from the greedy driver.
    pub steps: Vec<String>,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules: Vec<String> = self
            .rules
            .iter()
            .map(|(r, at)| format!("{r} ({at})"))
            .collect();
        write!(
            f,
            "{}: `{}` rewritten by {}",
            self.at,
            self.op,
            rules.join(", ")
        )?;
        for s in &self.steps {
            write!(f, "\n  {s}")?;
        }
        Ok(())
    }
}

/// A rule whose pattern matched but whose guards, `let`s or replacement
/// did not apply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearMiss {
    /// The rule.
    pub rule: String,
    /// The root op's name.
    pub op: String,
    /// The root op's location.
    pub at: String,
    /// Why it did not apply.
    pub reason: Miss,
}

/// What a rewrite run did.
///
/// `Display` gives one line, e.g. `converged after 2 iterations with 3
/// rewrites (mul-to-shl: 3)`, and when a limit stopped it, the rules still
/// firing at the end (for a cycle, the rules on it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Why the run stopped.
    pub stop: StopReason,
    /// Iterations started (each seeds the worklist with every op).
    pub iterations: usize,
    /// Rewrites applied.
    pub rewrites: usize,
    /// Rewrites per rule, for the rules that fired, in rule order.
    pub per_rule: Vec<RuleCount>,
    /// The last rewrites, oldest first (at most
    /// [`LAST_REWRITES`](crate::greedy::LAST_REWRITES)).
    pub last: Vec<AppliedRewrite>,
    /// Near misses, first found first (at most the driver's limit; each
    /// (rule, op) pair once).
    pub near_misses: Vec<NearMiss>,
    /// Matched ops (besides roots) erased because the rewrite left them
    /// unused.
    pub erased: usize,
    /// With explanations on ([`GreedyDriver::with_explanations`](crate::GreedyDriver::with_explanations)):
    /// every rewrite in the order applied, naming its rule's `FILE:LINE`.
    pub explanations: Vec<Explanation>,
}

impl Report {
    /// Whether the run reached a fixpoint.
    pub fn converged(&self) -> bool {
        self.stop == StopReason::Converged
    }

    /// How often `rule` fired.
    pub fn count(&self, rule: &str) -> usize {
        self.per_rule
            .iter()
            .find(|c| c.rule == rule)
            .map_or(0, |c| c.count)
    }

    /// The rules among the last rewrites, in the order they first appear
    /// there. When a run does not converge these are the rules that keep
    /// firing: for `a -> b` and `b -> a`, both.
    pub fn still_firing(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for r in &self.last {
            if !out.contains(&r.rule.as_str()) {
                out.push(&r.rule);
            }
        }
        out
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} after {} with {}",
            self.stop,
            plural(self.iterations, "iteration"),
            plural(self.rewrites, "rewrite")
        )?;
        if !self.per_rule.is_empty() {
            let counts: Vec<String> = self
                .per_rule
                .iter()
                .map(|c| format!("{}: {}", c.rule, c.count))
                .collect();
            write!(f, " ({})", counts.join(", "))?;
        }
        if self.stop != StopReason::Converged {
            let firing: Vec<String> = self
                .still_firing()
                .iter()
                .map(|r| format!("`{r}`"))
                .collect();
            if !firing.is_empty() {
                write!(f, "; still firing: {}", firing.join(", "))?;
            }
            if let Some(l) = self.last.last() {
                write!(f, "; last: `{}` on `{}` at {}", l.rule, l.op, l.at)?;
            }
        }
        Ok(())
    }
}
