//! The interpreter checked on its own against hand-computed results: an
//! oracle for lowerings only if it is right itself.

use crate::value::{decode, encode, struct_layout, Val};
use crate::{discover, run, Dispatch, InterpError, LazyFill};
use dxir_ir::{Context, TypeData};

const HEADER: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
"#;

const DECLS: &str = r#"
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
declare half @llvm.fabs.f16(half)
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.smax.i32(i32, i32)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare <2 x i32> @llvm.usub.sat.v2i32(<2 x i32>, <2 x i32>)
declare i32 @llvm.vector.reduce.add.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.and.v2i32(<2 x i32>)
declare i32 @llvm.vector.reduce.smin.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.umax.v3i32(<3 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
declare float @llvm.vector.reduce.fmul.v2f32(float, <2 x float>)
declare void @llvm.lifetime.start.p0(ptr)
declare i32 @llvm.dx.firstbituhigh.i32(i32)
declare i32 @llvm.dx.firstbitshigh.i32(i32)
declare i32 @llvm.dx.firstbituhigh.i64(i64)
declare i32 @llvm.dx.firstbitlow.i32(i32)
declare i32 @dx.op.unaryBits.i32(i32, i32)
declare i32 @dx.op.unaryBits.i64(i32, i64)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
"#;

fn context() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

/// Runs `body` in one thread and stores each of `outs` (i32 values) into
/// `Out[k]`; the words of `Out` after the run.
fn run_body(body: &str, outs: &[&str]) -> Result<Vec<u32>, InterpError> {
    let mut text = String::from(HEADER);
    text.push_str("\ndefine void @main() #0 {\nentry:\n");
    text.push_str("  %h = call target(\"dx.TypedBuffer\", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)\n");
    text.push_str(body);
    for (k, o) in outs.iter().enumerate() {
        text.push_str(&format!(
            "  %p{k} = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target(\"dx.TypedBuffer\", i32, 1, 0, 0) %h, i32 {k})\n  store i32 {o}, ptr %p{k}, align 4\n"
        ));
    }
    text.push_str("  ret void\n}\n");
    text.push_str(DECLS);
    let cx = context();
    let module = dxir_dialects::translate::llvm::import_module(&cx, &text, "t.ll")
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut set = discover(&cx, &module, 16)?;
    set.lazy = Some(LazyFill {
        seed: crate::Seed::Random(0),
        elements: 16,
    });
    let before = module.clone();
    run(&cx, &module, &mut set, &Dispatch::default())?;
    // Interpreting does not change the module.
    assert_eq!(
        dxir_ir::print_module(&cx, &before),
        dxir_ir::print_module(&cx, &module)
    );
    let out = &set.resources[set.find(set.resources[0].key).unwrap()];
    Ok(out
        .data
        .chunks(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect())
}

fn words(body: &str, outs: &[&str]) -> Vec<u32> {
    let w = run_body(body, outs).unwrap_or_else(|e| panic!("{e}"));
    w[..outs.len()].to_vec()
}

#[test]
fn integer_arithmetic_wraps_and_divides_as_llvm() {
    let w = words(
        "  %a = add i32 2147483647, 1\n  %b = mul i32 65536, 65536\n  %c = sdiv i32 -7, 2\n  %d = srem i32 -7, 2\n  %e = udiv i32 -7, 2\n  %f = ashr i32 -8, 1\n  %g = lshr i32 -8, 28\n  %h8 = add i8 -1, 2\n  %hz = zext i8 %h8 to i32\n  %s8 = sext i8 -128 to i32\n",
        &["%a", "%b", "%c", "%d", "%e", "%f", "%g", "%hz", "%s8"],
    );
    assert_eq!(
        w,
        [
            0x8000_0000,
            0,
            (-3i32) as u32,
            (-1i32) as u32,
            0x7fff_fffc,
            (-4i32) as u32,
            0xf,
            1,
            (-128i32) as u32
        ]
    );
}

/// clang 22 marks the lifetime of scalar-replaced locals at `-O1` and up
/// (found by `dxir shadergen`): the markers change nothing.
#[test]
fn lifetime_markers_are_no_ops() {
    let body = "  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 7, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %a)
";
    let w = run_body(body, &["%v"]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(w[0], 7);
}

#[test]
fn division_by_zero_is_an_error() {
    let e = run_body("  %z = udiv i32 1, 0\n", &["%z"]).unwrap_err();
    assert!(e.to_string().contains("division by zero"), "{e}");
}

#[test]
fn i64_arithmetic_keeps_64_bits() {
    let w = words(
        "  %a = mul i64 4294967296, 3\n  %b = add i64 %a, -1\n  %lo = trunc i64 %b to i32\n  %sh = lshr i64 %b, 32\n  %hi = trunc i64 %sh to i32\n",
        &["%lo", "%hi"],
    );
    assert_eq!(w, [0xffff_ffff, 2]);
}

#[test]
fn half_rounds_to_nearest_even_and_overflows_to_infinity() {
    // 1 + 2^-11 is halfway between 1.0 and the next half; ties go to even.
    let w = words(
        "  %a = fadd half 0xH3C00, 0xH1000\n  %ab = bitcast half %a to i16\n  %ai = zext i16 %ab to i32\n  %b = fadd half 0xH7BFF, 0xH5000\n  %bb = bitcast half %b to i16\n  %bi = zext i16 %bb to i32\n  %c = fptrunc float 65520.0 to half\n  %cb = bitcast half %c to i16\n  %ci = zext i16 %cb to i32\n  %d = call half @llvm.fabs.f16(half 0xHC000)\n  %db = bitcast half %d to i16\n  %di = zext i16 %db to i32\n",
        &["%ai", "%bi", "%ci", "%di"],
    );
    assert_eq!(w, [0x3c00, 0x7c00, 0x7c00, 0x4000]);
}

#[test]
fn double_arithmetic_is_exact_to_the_bit() {
    let w = words(
        "  %a = fadd double 0x3FB999999999999A, 0x3FC999999999999A\n  %v = bitcast double %a to <2 x i32>\n  %lo = extractelement <2 x i32> %v, i32 0\n  %hi = extractelement <2 x i32> %v, i32 1\n",
        &["%lo", "%hi"],
    );
    // 0.1 + 0.2 = 0x3FD3333333333334
    assert_eq!(w, [0x3333_3334, 0x3fd3_3333]);
}

#[test]
fn nan_compares_unordered() {
    let w = words(
        "  %n = fdiv float 0.0, 0.0\n  %a = fcmp oeq float %n, %n\n  %b = fcmp une float %n, %n\n  %c = fcmp uno float %n, 1.0\n  %d = fcmp ord float 1.0, 2.0\n  %ai = zext i1 %a to i32\n  %bi = zext i1 %b to i32\n  %ci = zext i1 %c to i32\n  %di = zext i1 %d to i32\n  %m = call float @llvm.maxnum.f32(float %n, float 3.0)\n  %mi = bitcast float %m to i32\n",
        &["%ai", "%bi", "%ci", "%di", "%mi"],
    );
    assert_eq!(w, [0, 1, 1, 1, 3.0f32.to_bits()]);
}

#[test]
fn conversions_truncate_toward_zero() {
    let w = words(
        "  %a = fptosi float -1.5 to i32\n  %b = fptoui float 3.75 to i32\n  %c = sitofp i32 -3 to float\n  %ci = bitcast float %c to i32\n  %d = uitofp i32 -1 to float\n  %di = bitcast float %d to i32\n  %e = call i32 @llvm.smax.i32(i32 -5, i32 2)\n",
        &["%a", "%b", "%ci", "%di", "%e"],
    );
    assert_eq!(
        w,
        [
            (-1i32) as u32,
            3,
            (-3.0f32).to_bits(),
            4_294_967_296.0f32.to_bits(),
            2
        ]
    );
}

/// DXIL's FirstbitHi/FirstbitSHi (and `llvm.dx.firstbit[us]high`, which
/// lower to them one for one) count from the most significant bit, -1 when
/// there is none; FirstbitLo counts from the least significant bit. HLSL's
/// `firstbithigh` (LSB-relative) is the header's `31 - r` on top.
#[test]
fn firstbit_high_counts_from_the_most_significant_bit() {
    let w = words(
        "  %a = call i32 @llvm.dx.firstbituhigh.i32(i32 1)
  %b = call i32 @llvm.dx.firstbituhigh.i32(i32 -2147483648)
  %c = call i32 @llvm.dx.firstbituhigh.i32(i32 6)
  %d = call i32 @llvm.dx.firstbituhigh.i32(i32 0)
  %e = call i32 @llvm.dx.firstbitshigh.i32(i32 -2)
  %f = call i32 @llvm.dx.firstbitshigh.i32(i32 -1)
  %g = call i32 @llvm.dx.firstbitshigh.i32(i32 6)
  %h64 = call i32 @llvm.dx.firstbituhigh.i64(i64 4294967296)
  %l = call i32 @llvm.dx.firstbitlow.i32(i32 6)
  %o33 = call i32 @dx.op.unaryBits.i32(i32 33, i32 6)
  %o34 = call i32 @dx.op.unaryBits.i32(i32 34, i32 -8)
  %o64 = call i32 @dx.op.unaryBits.i64(i32 33, i64 1)
",
        &[
            "%a", "%b", "%c", "%d", "%e", "%f", "%g", "%h64", "%l", "%o33", "%o34", "%o64",
        ],
    );
    assert_eq!(
        w,
        [31, 0, 29, u32::MAX, 31, u32::MAX, 29, 31, 1, 29, 29, 63]
    );
}

#[test]
fn saturating_arithmetic_clamps_at_the_bounds() {
    let w = words(
        "  %a = call i8 @llvm.uadd.sat.i8(i8 200, i8 100)\n  %b = call i8 @llvm.uadd.sat.i8(i8 20, i8 100)\n  %c = call i8 @llvm.usub.sat.i8(i8 20, i8 100)\n  %d = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)\n  %e = call i8 @llvm.sadd.sat.i8(i8 -100, i8 -100)\n  %f = call i8 @llvm.ssub.sat.i8(i8 -100, i8 100)\n  %g = call i8 @llvm.ssub.sat.i8(i8 100, i8 -100)\n  %hh = call i8 @llvm.ssub.sat.i8(i8 -5, i8 7)\n  %v = call <2 x i32> @llvm.usub.sat.v2i32(<2 x i32> <i32 5, i32 9>, <2 x i32> <i32 7, i32 4>)\n  %v0 = extractelement <2 x i32> %v, i32 0\n  %v1 = extractelement <2 x i32> %v, i32 1\n  %az = zext i8 %a to i32\n  %bz = zext i8 %b to i32\n  %cz = zext i8 %c to i32\n  %dz = sext i8 %d to i32\n  %ez = sext i8 %e to i32\n  %fz = sext i8 %f to i32\n  %gz = sext i8 %g to i32\n  %hz = sext i8 %hh to i32\n",
        &["%az", "%bz", "%cz", "%dz", "%ez", "%fz", "%gz", "%hz", "%v0", "%v1"],
    );
    let i = |v: i32| v as u32;
    assert_eq!(w, [255, 120, 0, 127, i(-128), i(-128), 127, i(-12), 0, 5]);
}

#[test]
fn vector_reductions_fold_the_lanes_in_order() {
    let w = words(
        "  %a = call i32 @llvm.vector.reduce.add.v3i32(<3 x i32> <i32 -1, i32 7, i32 10>)\n  %b = call i32 @llvm.vector.reduce.and.v2i32(<2 x i32> <i32 12, i32 10>)\n  %c = call i32 @llvm.vector.reduce.smin.v3i32(<3 x i32> <i32 3, i32 -4, i32 2>)\n  %d = call i32 @llvm.vector.reduce.umax.v3i32(<3 x i32> <i32 3, i32 -4, i32 2>)\n  %e = call float @llvm.vector.reduce.fadd.v2f32(float 0.5, <2 x float> <float 1.0, float 2.0>)\n  %ei = bitcast float %e to i32\n  %f = call float @llvm.vector.reduce.fmul.v2f32(float 3.0, <2 x float> <float 0.5, float 4.0>)\n  %fi = bitcast float %f to i32\n",
        &["%a", "%b", "%c", "%d", "%ei", "%fi"],
    );
    let i = |v: i32| v as u32;
    assert_eq!(w, [16, 8, i(-4), i(-4), 3.5f32.to_bits(), 6.0f32.to_bits()]);
}

#[test]
fn vectors_aggregates_and_select() {
    let w = words(
        "  %v = insertelement <4 x i32> zeroinitializer, i32 7, i32 2\n  %s = shufflevector <4 x i32> %v, <4 x i32> <i32 10, i32 11, i32 12, i32 13>, <4 x i32> <i32 2, i32 5, i32 0, i32 7>\n  %s0 = extractelement <4 x i32> %s, i32 0\n  %s1 = extractelement <4 x i32> %s, i32 1\n  %s3 = extractelement <4 x i32> %s, i32 3\n  %agg = insertvalue { i32, { i32, i32 } } poison, i32 5, 1, 1\n  %x = extractvalue { i32, { i32, i32 } } %agg, 1, 1\n  %c = icmp slt i32 -1, 0\n  %sel = select i1 %c, i32 100, i32 200\n",
        &["%s0", "%s1", "%s3", "%x", "%sel"],
    );
    assert_eq!(w, [7, 11, 13, 5, 100]);
}

#[test]
fn loops_and_local_memory() {
    // sum of 0..10 through an alloca, with a loop and block arguments.
    let body = "  %acc = alloca i32, align 4\n  store i32 0, ptr %acc, align 4\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n  %old = load i32, ptr %acc, align 4\n  %new = add i32 %old, %i\n  store i32 %new, ptr %acc, align 4\n  %n = add i32 %i, 1\n  %done = icmp eq i32 %n, 10\n  br i1 %done, label %exit, label %loop\nexit:\n  %r = load i32, ptr %acc, align 4\n  %arr = alloca [4 x { i16, i32 }], align 4\n  %f = getelementptr [4 x { i16, i32 }], ptr %arr, i32 0, i32 2, i32 1\n  store i32 77, ptr %f, align 4\n  %raw = getelementptr i8, ptr %arr, i32 20\n  %back = load i32, ptr %raw, align 4\n";
    assert_eq!(words(body, &["%r", "%back"]), [45, 77]);
}

#[test]
fn struct_layouts_follow_the_dxil_data_layout() {
    let cx = context();
    let t = *cx.types();
    let v3 = cx.vector_type(t.float, 3);
    let s = cx.struct_type(vec![t.half, t.double, v3, t.i32], false);
    let l = struct_layout(&cx, s).unwrap();
    assert_eq!(l.offsets, [0, 8, 16, 28]);
    assert_eq!(l.size, 32);
    // Encode and decode again gives the value back, bit for bit.
    let v = Val::Agg(vec![
        Val::Half(0x3c00),
        Val::Double(f64::NAN.to_bits()),
        Val::Agg(vec![Val::Float(1), Val::Float(2), Val::Float(3)]),
        Val::int(9, 32),
    ]);
    let mut bytes = [0u8; 32];
    encode(
        &cx,
        s,
        &v,
        0,
        &mut |at, b| bytes[at as usize..at as usize + b.len()].copy_from_slice(b),
        &mut |_, _| {},
    )
    .unwrap();
    assert_eq!(&bytes[28..32], &9u32.to_le_bytes());
    let back = decode(
        &cx,
        s,
        0,
        &mut |at, out| out.copy_from_slice(&bytes[at as usize..at as usize + out.len()]),
        &mut |_| None,
    )
    .unwrap();
    assert_eq!(back, v);
    assert!(matches!(cx.type_data(s), TypeData::Struct { .. }));
}

/// Whether the 16 bits `h` are a normal, finite `half`.
fn normal_half(h: u16) -> bool {
    let e = (h >> 10) & 0x1F;
    e != 0 && e != 0x1F
}

#[test]
fn the_offset_fill_keeps_its_promises() {
    use crate::resources::{OFFSET_SLOTS, OFFSET_WORDS_PER_SLOT};
    let mut seen = std::collections::HashSet::new();
    let slots = [0usize, 1, 2, 7, 8, 63, 119];
    for &slot in &slots {
        let (mut his, mut los) = (
            std::collections::HashSet::new(),
            std::collections::HashSet::new(),
        );
        let sampled = (0..OFFSET_WORDS_PER_SLOT as usize)
            .step_by(7)
            .map(|w| (w, true));
        for (word, unique) in sampled.chain((0..1024).map(|w| (w, false))) {
            let w = crate::offset_word(slot, word);
            if unique {
                assert!(seen.insert(w), "slot {slot} word {word}: {w:#x} repeats");
            }
            assert!((1 << 30..(1 << 30) + (1 << 27)).contains(&w), "{w:#x}");
            let f = f32::from_bits(w);
            assert!(f.is_normal() && (2.0..131072.0).contains(&f), "{f}");
            let (hi, lo) = ((w >> 16) as u16, w as u16);
            for h in [hi, lo] {
                assert!(normal_half(h), "half {h:#x} of {w:#x}");
                assert!((16384..=31743).contains(&h), "{h}");
                let e = i32::from((h >> 10) & 0x1F) - 15;
                let v = (1.0 + f64::from(h & 0x3FF) / 1024.0) * 2f64.powi(e);
                assert!((2.0..=65504.0).contains(&v), "{v}");
            }
            // A double whose high word is this one.
            let d = f64::from_bits(u64::from(w) << 32 | 0x1234_5678);
            assert!(d.is_normal() && d >= 2.0 && d < 2f64.powi(129), "{d}");
            if word < 1024 {
                his.insert(hi);
                los.insert(lo);
            }
            if word > 0 {
                // Neighbours differ in the float's top bits, not only in
                // low bits that rounding could lose.
                let prev = f32::from_bits(crate::offset_word(slot, word - 1));
                assert!((f / prev - 1.0).abs() > 1.0 / 256.0, "{prev} {f}");
            }
        }
        assert_eq!((his.len(), los.len()), (1024, 1024), "slot {slot}");
    }
    // Words past a slot's share repeat another's, never their own
    // neighbours'.
    assert_eq!(
        crate::offset_word(0, OFFSET_WORDS_PER_SLOT as usize),
        crate::offset_word(1, 0)
    );
    assert_eq!(
        crate::offset_word(OFFSET_SLOTS as usize, 3),
        crate::offset_word(0, 3)
    );
    assert_eq!("offsets".parse::<crate::Seed>(), Ok(crate::Seed::Offsets));
    assert_eq!("12".parse::<crate::Seed>(), Ok(crate::Seed::Random(12)));
    assert!("1x".parse::<crate::Seed>().is_err());
    assert_eq!(crate::Seed::Offsets.to_string(), "offsets");
    assert_eq!(
        "offsets-cb0".parse::<crate::Seed>(),
        Ok(crate::Seed::OffsetsZeroCbuffers)
    );
}

#[test]
fn the_seeded_fill_is_deterministic() {
    let mut a = crate::Rng::new(5);
    let mut b = crate::Rng::new(5);
    let xs: Vec<u64> = (0..4).map(|_| a.next_u64()).collect();
    let ys: Vec<u64> = (0..4).map(|_| b.next_u64()).collect();
    assert_eq!(xs, ys);
    assert_ne!(xs[0], crate::Rng::new(6).next_u64());
}

#[test]
fn out_of_bounds_resource_accesses_read_zero_and_drop_writes() {
    let w = run_body(
        "  %far = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target(\"dx.TypedBuffer\", i32, 1, 0, 0) %h, i32 1000)\n  store i32 5, ptr %far, align 4\n  %r = load i32, ptr %far, align 4\n",
        &["%r"],
    )
    .unwrap();
    assert_eq!(w[0], 0);
    assert_eq!(w.len(), 16);
}

const BARRIER: &str = r#"
@gs = internal addrspace(3) global [4 x i32] undef, align 4

define void @main() #0 {
entry:
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %k = call i32 @llvm.dx.thread.id(i32 0)
  %mine = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %k
  %v = mul i32 %k, 10
  store i32 %v, ptr addrspace(3) %mine, align 4
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %k1 = add i32 %k, 1
  %n = and i32 %k1, 3
  %theirs = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %n
  %w = load i32, ptr addrspace(3) %theirs, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 %k)
  store i32 %w, ptr %p, align 4
  ret void
}

declare void @llvm.dx.group.memory.barrier.with.group.sync()
"#;

/// Threads of a group wait for each other at a barrier: each reads what
/// its neighbour wrote into group-shared memory before it.
#[test]
fn a_group_barrier_orders_groupshared_memory() {
    let text = format!(
        "{HEADER}{BARRIER}{}",
        DECLS.replace("\"1,1,1\"", "\"4,1,1\"")
    );
    let cx = context();
    let module = dxir_dialects::translate::llvm::import_module(&cx, &text, "b.ll")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut set = discover(&cx, &module, 8).unwrap();
    run(&cx, &module, &mut set, &Dispatch::default()).unwrap_or_else(|e| panic!("{e}"));
    let w: Vec<u32> = set.resources[0]
        .data
        .chunks(4)
        .take(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    assert_eq!(w, [10, 20, 30, 0]);
}

const CBUFFER: &str = r#"
%__cblayout_P = type <{ float, target("dx.Padding", 12), <2 x float>, target("dx.Padding", 8), [2 x <{ i32, target("dx.Padding", 12) }>], i32 }>

@P.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_P) poison
@a = external hidden local_unnamed_addr addrspace(2) global float, align 4
@b = external hidden local_unnamed_addr addrspace(2) global <2 x float>, align 8
@arr = external hidden local_unnamed_addr addrspace(2) global [2 x <{ i32, target("dx.Padding", 12) }>], align 4
@last = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@P.str = private unnamed_addr constant [2 x i8] c"P\00", align 1

define void @main() #0 {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr @P.str)
  store target("dx.CBuffer", %__cblayout_P) %cb, ptr @P.cb, align 4
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %av = load float, ptr addrspace(2) @a, align 4
  %ai = bitcast float %av to i32
  %bv = load <2 x float>, ptr addrspace(2) @b, align 8
  %b1 = extractelement <2 x float> %bv, i32 1
  %bi = bitcast float %b1 to i32
  %e1 = getelementptr inbounds [2 x <{ i32, target("dx.Padding", 12) }>], ptr addrspace(2) @arr, i32 0, i32 1
  %x = load i32, ptr addrspace(2) %e1, align 4
  %l = load i32, ptr addrspace(2) @last, align 4
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 0)
  store i32 %ai, ptr %p0, align 4
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 1)
  store i32 %bi, ptr %p1, align 4
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 2)
  store i32 %x, ptr %p2, align 4
  %p3 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 3)
  store i32 %l, ptr %p3, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @P.cb, ptr addrspace(2) @a, ptr addrspace(2) @b, ptr addrspace(2) @arr, ptr addrspace(2) @last}
"#;

/// cbuffer members sit where the layout struct puts them, padding
/// included: `a` at 0, `b` at 16 (a new row), the array's elements a row
/// each (32, 48), `last` at 64; the size is rounded up to whole rows.
#[test]
fn cbuffer_members_follow_the_legacy_row_layout() {
    let text = format!("{HEADER}{CBUFFER}{DECLS}");
    let cx = context();
    let module = dxir_dialects::translate::llvm::import_module(&cx, &text, "cb.ll")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut set = discover(&cx, &module, 8).unwrap();
    let cb = set
        .resources
        .iter_mut()
        .find(|r| r.kind == crate::ResKind::CBuffer)
        .expect("the cbuffer");
    assert_eq!(cb.data.len(), 80);
    // Each 4-byte word holds its own byte offset.
    for (k, w) in cb.data.chunks_mut(4).enumerate() {
        w.copy_from_slice(&(k as u32 * 4).to_le_bytes());
    }
    run(&cx, &module, &mut set, &Dispatch::default()).unwrap_or_else(|e| panic!("{e}"));
    let out = set
        .resources
        .iter()
        .find(|r| r.kind == crate::ResKind::Typed)
        .unwrap();
    let w: Vec<u32> = out
        .data
        .chunks(4)
        .take(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    assert_eq!(w, [0, 20, 48, 64]);
}

/// Without the barrier, a thread reads what its neighbour writes with
/// nothing ordering the two: a race on group-shared memory.
#[test]
fn a_groupshared_race_without_a_barrier_is_reported() {
    let body = BARRIER.replace(
        "  call void @llvm.dx.group.memory.barrier.with.group.sync()\n",
        "",
    );
    let text = format!("{HEADER}{body}{}", DECLS.replace("\"1,1,1\"", "\"4,1,1\""));
    let cx = context();
    let module = dxir_dialects::translate::llvm::import_module(&cx, &text, "r.ll")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut set = discover(&cx, &module, 8).unwrap();
    let e = run(&cx, &module, &mut set, &Dispatch::default()).unwrap_err();
    // Thread 0 reads gs[1] before thread 1 writes it.
    assert_eq!(
        e.to_string(),
        "data race on groupshared @gs at byte 4: thread [0, 0, 0] read it, then thread [1, 0, 0] wrote it"
    );
}

const ATOMICS: &str = r#"
define void @main() #0 {
entry:
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 0)
  %old = atomicrmw add ptr %p0, i32 1 monotonic, align 4
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 1)
  %m = atomicrmw max ptr %p1, i32 %tid monotonic, align 4
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 2)
  %x = cmpxchg ptr %p2, i32 0, i32 %tid seq_cst seq_cst, align 4
  %i = add i32 %old, 4
  %p3 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 %i)
  %xo = extractvalue { i32, i1 } %x, 0
  store i32 %xo, ptr %p3, align 4
  RACE
  ret void
}
"#;

/// Atomics of different threads on the same element are ordered by the
/// thread order and are no race; a plain access of another thread to an
/// element some thread touched atomically is.
#[test]
fn atomics_are_ordered_and_race_only_with_plain_accesses() {
    let run_text = |race: &str| {
        let body = ATOMICS.replace("RACE", race);
        let text = format!("{HEADER}{body}{}", DECLS.replace("\"1,1,1\"", "\"4,1,1\""));
        let cx = context();
        let module = dxir_dialects::translate::llvm::import_module(&cx, &text, "a.ll")
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let mut set = discover(&cx, &module, 8).unwrap();
        set.resources[0].data.fill(0);
        run(&cx, &module, &mut set, &Dispatch::default()).map(|_| {
            set.resources[0]
                .data
                .chunks(4)
                .take(8)
                .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                .collect::<Vec<u32>>()
        })
    };
    // Four adds, the largest thread id, thread 0's compare-exchange wins
    // (0 -> 0) and so does thread 1's (0 -> 1); then the old values.
    let w = run_text("").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(w, [4, 3, 1, 0, 0, 0, 1, 1]);
    let e = run_text("%r = load i32, ptr %p0, align 4").unwrap_err();
    assert_eq!(
        e.to_string(),
        "data race on Out (u0, space0) at byte 0: thread [0, 0, 0] read it, then thread [1, 0, 0] wrote it"
    );
}

/// Texel addressing, dimensions and point sampling, by hand: texels lie x
/// fastest, then y, then the slice; out of range is `None`; sampling
/// clamps; a gather's footprint starts half a texel up and left.
#[test]
fn texel_addresses_dimensions_and_point_sampling() {
    use crate::exec::{cube_face, sample_texel};
    use crate::TexShape;
    use dxir_dialects::dx::ResourceKind as K;
    let arr = TexShape::default_for(K::Texture2DArray, 1).unwrap();
    assert_eq!(arr.index([1, 2, 3], 0, 0), Some((3 * 8 + 2) * 8 + 1));
    assert_eq!(arr.index([8, 0, 0], 0, 0), None);
    assert_eq!(arr.index([0, 0, 4], 0, 0), None);
    assert_eq!(arr.index([0, 0, 0], 0, 1), None);
    let ms = TexShape::default_for(K::Texture2DMS, 4).unwrap();
    assert_eq!(ms.index([1, 0, 0], 3, 0), Some(7));
    assert_eq!(ms.index([1, 0, 0], 4, 0), None);
    let one = TexShape::default_for(K::Texture1DArray, 1).unwrap();
    // A 1D array's second coordinate is its slice.
    assert_eq!(one.index([3, 2, 9], 0, 0), Some(2 * 16 + 3));
    assert_eq!(one.dimensions(0), [16, 4, 0, 1]);
    assert_eq!(
        TexShape::default_for(K::TextureCubeArray, 1)
            .unwrap()
            .dimensions(0),
        [8, 8, 4, 1]
    );
    assert_eq!(ms.dimensions(0), [8, 8, 0, 4]);
    let vol = TexShape::default_for(K::Texture3D, 1).unwrap();
    assert_eq!(vol.dimensions(1), [2, 2, 2, 1]);
    let t2 = TexShape::default_for(K::Texture2D, 1).unwrap();
    assert_eq!(
        sample_texel(&t2, [0.5, 0.25, 0.0, 0.0], [0; 3], None),
        [4, 2, 0]
    );
    assert_eq!(
        sample_texel(&t2, [-3.0, 2.0, 0.0, 0.0], [0; 3], None),
        [0, 7, 0]
    );
    assert_eq!(
        sample_texel(&t2, [0.99, 0.0, 0.0, 0.0], [1, -1, 0], None),
        [7, 0, 0]
    );
    // The footprint of (0.5, 0.5): texels 3 and 4 on each axis.
    assert_eq!(
        sample_texel(&t2, [0.5, 0.5, 0.0, 0.0], [0; 3], Some([0, 1])),
        [3, 4, 0]
    );
    assert_eq!(
        sample_texel(&arr, [0.0, 0.0, 1.5, 0.0], [0; 3], None),
        [0, 0, 2]
    );
    assert_eq!(
        sample_texel(&arr, [0.0, 0.0, 9.0, 0.0], [0; 3], None),
        [0, 0, 3]
    );
    assert_eq!(cube_face(1.0, 0.0, 0.0), (0, 0.5, 0.5));
    assert_eq!(cube_face(0.0, -1.0, 0.0).0, 3);
    assert_eq!(cube_face(0.0, 0.0, -2.0), (5, 0.5, 0.5));
    let cube = TexShape::default_for(K::TextureCube, 1).unwrap();
    // +z face, upper left quarter.
    assert_eq!(
        sample_texel(&cube, [-0.5, 0.5, 1.0, 0.0], [5, 5, 5], None),
        [2, 2, 4]
    );
}
