//! Helpers shared by the integration tests of `dxir-ir`.
//!
//! Each test file that needs them says `mod common;`; not every file uses
//! every helper.
#![allow(dead_code)]

pub mod gen;
