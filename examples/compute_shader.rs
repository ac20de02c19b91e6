//! Builds a small compute shader with `hl` ops, the way a frontend would,
//! lowers it to DXIL and prints it as LLVM IR:
//!
//! ```hlsl
//! Buffer<float> In[4] : register(t0, space1);
//! RWBuffer<float> Out;                 // implicit binding
//! cbuffer Params : register(b0) { float scale; uint count; }
//!
//! [numthreads(64, 1, 1)]
//! void main(uint3 tid : SV_DispatchThreadID) {
//!   uint i = tid.x;
//!   Out[i] = In[i % 4][i] * scale + In[3][count];
//! }
//! ```
//!
//! Run with `cargo run --example compute_shader`; `--dxir` prints the `dx`
//! level in the native format instead.

use dxir::dialects::dxil::ShaderStage;
use dxir::dialects::llvm::{FAdd, FMul, URem};
use dxir::embed::{self, Bind, Diagnostics, ModuleBuilder, Pipeline, ResourceKind};
use dxir::lower::LowerOptions;
use dxir::{Context, Module};

/// Builds the shader's `hl` module.
pub fn build(cx: &Context) -> Result<Module, Diagnostics> {
    let float = cx.types().float;
    let i32t = cx.types().i32;
    let mut mb = ModuleBuilder::new(cx, 6, ShaderStage::Compute);
    let input = mb.declare(
        "In",
        ResourceKind::Buffer(float),
        &[Some(4)],
        Bind::Register {
            register: 0,
            space: 1,
        },
    )?;
    let out = mb.declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)?;
    let layout = cx.struct_type(vec![float, i32t], false);
    let params = mb.declare(
        "Params",
        ResourceKind::CBuffer(layout),
        &[],
        Bind::Register {
            register: 0,
            space: 0,
        },
    )?;

    let mut f = mb.entry_point("main", [64, 1, 1]);
    let i = f.thread_id(0);
    let four = f.i32(4);
    let lane = f.binary::<URem>(i, four);
    let in_lane = f.resource(&input, &[lane]);
    let x = f.buffer_load(in_lane, i);
    let cb = f.resource(&params, &[]);
    let zero = f.i32(0);
    let scale = f.cbuffer_load(cb, zero, float);
    let at4 = f.i32(4);
    let count = f.cbuffer_load(cb, at4, i32t);
    let three = f.i32(3);
    let in3 = f.resource(&input, &[three]);
    let y = f.buffer_load(in3, count);
    let scaled = f.binary::<FMul>(x, scale);
    let sum = f.binary::<FAdd>(scaled, y);
    let out_h = f.resource(&out, &[]);
    f.buffer_store(out_h, i, sum);
    f.ret(None)?;
    mb.finish()
}

/// Builds and lowers the shader to DXIL; returns LLVM IR text (or, with
/// `dxir_text`, the `dx` level in the native format, before `lower-dxil`).
pub fn compile(dxir_text: bool) -> Result<String, Diagnostics> {
    let cx = dxir::context();
    let mut module = build(&cx)?;
    if dxir_text {
        // hl -> dx only: lower-hl, then implicit-binding.
        embed::lower_to_dx(&cx, &mut module)?;
        Pipeline::parse("cse,dce")?.run(&cx, &mut module)?;
        return Ok(embed::print(&cx, &module));
    }
    // The whole `dxir lower` pipeline, hl -> DXIL, in one call.
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())?;
    embed::to_llvm_ir(&cx, &module)
}

#[allow(dead_code)]
fn main() -> std::process::ExitCode {
    let dxir_text = std::env::args().any(|a| a == "--dxir");
    match compile(dxir_text) {
        Ok(text) => {
            print!("{text}");
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::FAILURE
        }
    }
}
