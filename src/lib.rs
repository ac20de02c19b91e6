//! dxir: lowers HLSL resources to DXIL with a multi-level IR.
pub use dxir_ir as ir;
