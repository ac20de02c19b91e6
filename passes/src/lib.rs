//! dxir's pass manager and passes.
//!
//! A pipeline is a list of [`Pass`]es run by a [`PassManager`]: function
//! passes run over all function definitions in parallel on the manager's own
//! rayon pool and their results are gathered in function order, so the output
//! and the errors do not depend on the thread count. [`Instrumentation`]s see
//! the module before and after each pass: printing, dumping, verifying and
//! timing are built that way. A [`PassRegistry`] maps pipeline names
//! (`--passes=cse,dce`) to passes.
#![warn(missing_docs)]

mod access_util;
mod cbuffer_access;
mod cse;
mod dce;
mod drop_dead_functions;
mod dxc_cfg;
mod dxil_cleanup;
mod dxil_names;
mod error;
pub(crate) mod expand_intrinsics;
mod forward_handle_accesses;
mod forward_handles;
mod forward_resource_pointers;
mod handle_arrays;
pub mod implicit_binding;
mod instrument;
pub mod lower_dxil;
mod lower_hl;
mod manager;
mod merges;
mod parts;
mod pass;
mod registry;
mod resource_access;
pub mod resources;
pub mod rule_pass;
mod scalarize;
mod split_byte_allocas;
#[cfg(test)]
mod test_passes;
#[cfg(test)]
mod testing;
mod translate_metadata;
mod validate;

pub use cbuffer_access::{cbuffer_members, CBufferAccess, CBufferAccessHooks, CBufferMembers};
pub use cse::Cse;
pub use dce::Dce;
pub use drop_dead_functions::{dead_before_import, DropDeadFunctions};
pub use dxc_cfg::DxcCfg;
pub use dxil_cleanup::{DxilCleanup, DxilCleanupHooks};
pub use error::{
    AccessError, BindingError, CBufferError, DxilFormError, ExpandError, ForwardError, GepError,
    HlError, MetadataError, Quoted,
};
pub use expand_intrinsics::{dxil_version, ExpandIntrinsics};
pub use forward_handle_accesses::ForwardHandleAccesses;
pub use forward_handles::ForwardHandles;
pub use forward_resource_pointers::ForwardResourcePointers;
pub use implicit_binding::ImplicitBinding;
pub use instrument::{
    DumpDir, InstrumentError, Instrumentation, PassInfo, PrintFilter, PrintIr, Printer, TimePasses,
    VerifyEach,
};
pub use lower_dxil::{builtin_lower_dxil_rules, LowerDxil, LowerDxilOptions, LowerDxilReport};
pub use lower_hl::{LowerHl, LowerHlHooks, LowerHlRules};
pub use manager::{
    Pass, PassKind, PassManager, PassRecord, PipelineError, PipelineReport, TimingTable,
};
pub use pass::{FunctionPass, ModulePass, PassError, PassErrorKind, PassOutcome};
pub use registry::{DuplicatePass, PassEntry, PassRegistry, PipelineParseError};
pub use resource_access::{ResourceAccess, ResourceAccessHooks};
pub use rule_pass::{
    load_user_rules, route_rule_files, rule_pass, rule_pass_names, DotSink, DumpEGraph, EngineKind,
    ExplainSink, RuleExplanation, RuleHooks, RulePass, RulePassEntry, RulePassOptions,
    RulePassReport, RulePassSpec, RuleStage, StageRunner, DEFAULT_RULE_PASS, RULE_PASSES,
};
pub use scalarize::Scalarize;
pub use split_byte_allocas::SplitByteAllocas;
pub use translate_metadata::{
    entry_signature, node_operands, EntrySignature, Semantic, SemanticError, SignatureElement,
    SignatureSemantics, TranslateMetadata,
};
pub use validate::{validate_dxil_module, DxilValidationError, ValidateDxil};
