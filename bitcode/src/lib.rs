//! DXIL bitcode and DX container writing.
//!
//! [`bitstream`] is LLVM's generic bitstream format.
#![warn(missing_docs)]

pub mod bitstream;
