//! Instructions and constants the lowered corpus does not contain, written
//! as bitcode and read back by LLVM 22's `opt`: each must come back as the
//! same instruction (LLVM 22 reads the typed pointers as `ptr`). Skips
//! with a message without LLVM 22, unless `DXIR_REQUIRE_LLVM=1`.

use std::io::Write;
use std::process::{Command, Stdio};

use dxir_bitcode::dxc_form::DXC_LAYOUT_NATIVE_16;
use dxir_bitcode::write_bitcode;
use dxir_dialects::llvm_tools::tool_for_test;

const MODULE: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%S = type { i32, [2 x float], <4 x half> }

@shared = internal addrspace(3) global [64 x i32] undef, align 4
@table = internal constant [3 x i32] [i32 1, i32 -2, i32 3], align 4
@str = private constant [4 x i8] c"abc\00"
@s = internal global %S { i32 7, [2 x float] [float 1.5, float -0.0], <4 x half> <half 0xH3C00, half 0xH0000, half 0xHBC00, half 0xH7C00> }
@elem = internal global ptr getelementptr inbounds ([3 x i32], ptr @table, i32 0, i32 1)
@wide = internal global i64 -9223372036854775808

define i32 @kitchen(i32 %i, float %f, <4 x float> %v, i1 %c, ptr %p) {
entry:
  %gs = getelementptr inbounds [64 x i32], ptr addrspace(3) @shared, i32 0, i32 %i
  store i32 %i, ptr addrspace(3) %gs, align 4
  %old = atomicrmw add ptr addrspace(3) %gs, i32 1 seq_cst, align 4
  %pair = cmpxchg ptr addrspace(3) %gs, i32 %old, i32 5 seq_cst monotonic, align 4
  %got = extractvalue { i32, i1 } %pair, 0
  %neg = fneg float %f
  %sel = select i1 %c, float %neg, float %f
  %e = extractelement <4 x float> %v, i32 2
  %ins = insertelement <4 x float> %v, float %sel, i32 0
  %sh = shufflevector <4 x float> %ins, <4 x float> %v, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %agg = insertvalue { i32, float } poison, float %e, 1
  %tp = getelementptr inbounds [3 x i32], ptr @table, i32 0, i32 %i
  %tv = load i32, ptr %tp, align 4
  %pv = load float, ptr %p, align 4
  %cmp = fcmp olt float %pv, %e
  %x = zext i1 %cmp to i32
  switch i32 %tv, label %def [
    i32 1, label %one
    i32 -2, label %two
  ]
one:
  br label %join
two:
  br label %join
def:
  br label %loop
loop:
  %n = phi i32 [ 0, %def ], [ %n1, %loop ]
  %n1 = add nuw nsw i32 %n, 1
  %done = icmp sge i32 %n1, %x
  br i1 %done, label %join, label %loop
join:
  %r = phi i32 [ %got, %one ], [ %tv, %two ], [ %n1, %loop ]
  %sum = add i32 %r, %tv
  ret i32 %sum
}
"#;

fn run(tool: &std::path::Path, args: &[&str], input: &[u8]) -> String {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(
        out.status.success(),
        "{} failed: {}",
        tool.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn instructions_and_constants_round_trip_through_llvm() {
    let Some(opt) = tool_for_test("opt", "instructions_and_constants_round_trip_through_llvm")
    else {
        return;
    };
    let bc = write_bitcode(MODULE).unwrap();
    // LLVM 22 refuses DXC's minimum-precision layout ("i8 must be 8-bit
    // aligned"): read the bitcode with the native 16-bit one.
    let layout = format!("--data-layout={DXC_LAYOUT_NATIVE_16}");
    let back = run(&opt, &["-S", &layout, "-", "-o", "-"], &bc);
    let text = run(&opt, &["-S", "-", "-o", "-"], MODULE.as_bytes());
    // Every instruction line of the source comes back, up to value names
    // LLVM may not keep and flags LLVM 3.7 cannot say.
    let norm = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("  ") || l.starts_with('@'))
            .map(|l| l.split(" ; ").next().unwrap().trim_end().to_string())
            .collect()
    };
    // What LLVM 3.7 has no word for: `fneg` is written as `fsub -0.0`,
    // `poison` as `undef`.
    let text = text
        .replace("fneg float %f", "fsub float -0.000000e+00, %f")
        .replace("{ i32, float } poison", "{ i32, float } undef");
    // The writer's pointer casts (`i8*` to `float*` for the load through
    // the parameter) read back as no-op `bitcast ptr .. to ptr`: fold them.
    let mut casts: Vec<(String, String)> = Vec::new();
    let mut folded = String::new();
    for l in back.lines() {
        if let Some((name, rest)) = l.trim().split_once(" = bitcast ptr ") {
            if let Some(src) = rest.strip_suffix(" to ptr") {
                casts.push((name.to_string(), src.to_string()));
                continue;
            }
        }
        let mut l = l.to_string();
        for (name, src) in &casts {
            l = l
                .split(' ')
                .map(|w| match w.strip_suffix(',') {
                    Some(w) if w == name => format!("{src},"),
                    _ if w == name => src.clone(),
                    _ => w.to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ");
        }
        folded.push_str(&l);
        folded.push('\n');
    }
    assert_eq!(casts.len(), 1, "one cast expected:\n{back}");
    let back = folded;
    let (want, got) = (norm(&text), norm(&back));
    for line in &want {
        assert!(
            got.contains(line),
            "missing after the round trip: {line}\n--- got:\n{back}"
        );
    }
    assert_eq!(want.len(), got.len(), "{back}");
}
