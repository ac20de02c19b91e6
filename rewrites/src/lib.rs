//! dxir's declarative rewrite rules: the rule language, the greedy driver
//! and the e-graph engine.
//!
//! Nothing is implemented here yet: the crate exists so that the dependency
//! order of the workspace (`ir` ← `rewrites` ← `dialects` ← `passes` ←
//! `dxir`) is fixed from the start. The rule language and both engines are
//! the subject of their own issue.
#![warn(missing_docs)]
