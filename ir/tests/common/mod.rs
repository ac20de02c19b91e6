//! Helpers shared by the integration tests of `dxir-ir`.
//!
//! Each test file that needs them says `mod common;`; not every file uses
//! every helper.
#![allow(dead_code)]

pub mod gen;

/// A proptest config running `cases` cases, or `PROPTEST_CASES` if set (to
/// search longer locally or in CI).
pub fn config(cases: u32) -> proptest::test_runner::Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(cases);
    proptest::test_runner::Config {
        cases,
        ..proptest::test_runner::Config::default()
    }
}
