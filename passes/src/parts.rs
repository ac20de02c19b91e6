//! Reads of rebuilt aggregates forwarded to the parts they read, before
//! `lower-dxil`'s folds.
//!
//! `lower-dxil`'s rules rebuild each value they lower in the type the
//! intrinsic returned: a load's `{T, i1}` from the DXIL op's fields, a
//! vector lane by lane, a cbuffer row field by field. The readers of those
//! values (`extractvalue` of a field, `extractelement` of a constant lane)
//! then read one part each, and the folds of `folds.rules` forward every
//! such read to the part: on the benchmark's M, 21,000 rewrites, each a
//! root match and often two to four patterns tried before the one whose
//! guard holds. This step finds the part by walking the chain of
//! `insertvalue`/`insertelement`s once, forwards the read directly and
//! erases the inserts the read leaves unused, as the fold's rewrite would.
//!
//! It gives what the folds give: a fold that ends at a part replaces the
//! read with a value it did not make, which keeps its own name (the
//! engines name only the values a rewrite makes), so forwarding the read
//! before the folds run changes nothing they see but the reads that are
//! gone. The reads this walk does not resolve (a dynamic lane, a lane
//! past the inserts, an `undef` or `poison` below them) are left to
//! `folds.rules`, which stays the definition of every fold; the test
//! below runs both ways and compares.

use crate::access_util::const_int;
use dxir_dialects::llvm::{ExtractElement, ExtractValue, InsertElement, InsertValue};
use dxir_ir::{Attr, AttrData, Body, Context, Ident, Op, Traits, Value};
use smallvec::SmallVec;

/// Inserts walked down one chain: a struct has at most this many fields
/// written over each other in a rebuild, a vector as many lanes.
const MAX_CHAIN: usize = 64;

/// What the step forwarded (for tests and measurements).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Forwarded {
    /// Reads replaced by the part they read.
    pub reads: usize,
    /// Inserts erased because no read was left.
    pub erased: usize,
}

/// Forwards every `extractvalue` of an `insertvalue` chain and every
/// `extractelement` of an `insertelement` chain (constant lanes) in `body`
/// to the part it reads, in program order.
pub(crate) fn forward_parts(cx: &Context, body: &mut Body) -> Forwarded {
    let mut done = Forwarded::default();
    // Looked up once per function: every read and insert walked has one.
    let Some(indices) = cx.try_ident("indices") else {
        return done;
    };
    let mut path: SmallVec<[Op; 8]> = SmallVec::new();
    for op in body.walk() {
        if !body.contains_op(op) {
            continue;
        }
        let Some(&r) = body.results(op).first() else {
            continue;
        };
        path.clear();
        let part = if let Some(e) = ExtractValue::match_op(cx, body, op) {
            field_of(cx, body, indices, e, &mut path)
        } else if let Some(e) = ExtractElement::match_op(cx, body, op) {
            lane_of(cx, body, e, &mut path)
        } else {
            None
        };
        let Some(part) = part else { continue };
        body.replace_all_uses(r, part);
        body.erase_op(op);
        done.reads += 1;
        done.erased += erase_unused(cx, body, &path);
    }
    done
}

/// The single-index `indices` attribute of `op`.
fn single_index(cx: &Context, body: &Body, indices: Ident, op: Op) -> Option<Attr> {
    let a = body.attrs(op).get(indices)?;
    match cx.attr_data(a) {
        AttrData::Array(items) if items.len() == 1 => Some(a),
        _ => None,
    }
}

/// The value `e` reads, when its aggregate is an `insertvalue` chain that
/// writes the field (each insert of one index, as the folds match them);
/// `path` gets the inserts walked, top first.
fn field_of(
    cx: &Context,
    body: &Body,
    indices: Ident,
    e: ExtractValue,
    path: &mut SmallVec<[Op; 8]>,
) -> Option<Value> {
    let want = single_index(cx, body, indices, e.op())?;
    let mut agg = e.aggregate(body);
    for _ in 0..MAX_CHAIN {
        let insert = InsertValue::defining(cx, body, agg)?;
        let at = single_index(cx, body, indices, insert.op())?;
        path.push(insert.op());
        if at == want {
            return Some(insert.value(body));
        }
        agg = insert.aggregate(body);
    }
    None
}

/// The value `e` reads, when its vector is an `insertelement` chain of
/// constant lanes that writes the lane `e` reads at a constant index;
/// `path` gets the inserts walked, top first.
fn lane_of(
    cx: &Context,
    body: &Body,
    e: ExtractElement,
    path: &mut SmallVec<[Op; 8]>,
) -> Option<Value> {
    let want = const_int(cx, body, e.index(body))?;
    let mut vector = e.vector(body);
    for _ in 0..MAX_CHAIN {
        let insert = InsertElement::defining(cx, body, vector)?;
        let at = const_int(cx, body, insert.index(body))?;
        path.push(insert.op());
        if at == want {
            return Some(insert.value(body));
        }
        vector = insert.vector(body);
    }
    None
}

/// Erases the inserts of `path` (top first) that no longer have a use, as
/// a fold's rewrite erases the ops it matched once they are unused.
fn erase_unused(cx: &Context, body: &mut Body, path: &[Op]) -> usize {
    let mut erased = 0;
    for &op in path {
        let dead = body.contains_op(op)
            && body.op_has(cx, op, Traits::PURE)
            && body.results(op).iter().all(|&r| !body.has_uses(r));
        if !dead {
            break;
        }
        body.erase_op(op);
        erased += 1;
    }
    erased
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::FunctionPass;
    use dxir_dialects::translate::llvm::{export_module, import_module};
    use dxir_rewrites::GreedyDriver;

    /// Rebuilt values as `lower-dxil`'s rules leave them, read in every
    /// way the folds know: unnamed and named fields and lanes, a lane
    /// read twice, a vector over `undef` read past its inserts, a vector
    /// read whole, a dynamic lane.
    const SRC: &str = r#"define void @f(float %a, float %b, float %c, i1 %ok, i32 %d, ptr %p) {
  %1 = fneg float %a
  %2 = fneg float %b
  %3 = fneg float %c
  %4 = xor i1 %ok, true
  %v0 = insertelement <3 x float> poison, float %1, i64 0
  %v1 = insertelement <3 x float> %v0, float %2, i64 1
  %v2 = insertelement <3 x float> %v1, float %3, i64 2
  %s0 = insertvalue { <3 x float>, i1 } poison, <3 x float> %v2, 0
  %s1 = insertvalue { <3 x float>, i1 } %s0, i1 %4, 1
  %5 = extractvalue { <3 x float>, i1 } %s1, 0
  %6 = extractelement <3 x float> %5, i32 0
  %7 = extractelement <3 x float> %5, i32 2
  %named = extractelement <3 x float> %5, i64 1
  %8 = extractelement <3 x float> %5, i32 0
  %9 = extractelement <3 x float> %5, i32 %d
  %10 = extractvalue { <3 x float>, i1 } %s1, 1
  %status = extractvalue { <3 x float>, i1 } %s1, 1
  %u0 = insertelement <4 x float> undef, float %a, i32 1
  %11 = extractelement <4 x float> %u0, i32 3
  %12 = fadd float %6, %7
  %13 = fadd float %12, %named
  %14 = fadd float %13, %8
  %15 = fadd float %14, %9
  %16 = fadd float %15, %11
  store float %16, ptr %p
  store <3 x float> %5, ptr %p
  store i1 %10, ptr %p
  store i1 %status, ptr %p
  ret void
}
"#;

    /// The module after the folds (and `dce`), with or without the
    /// forwarding first; what the forwarding did.
    fn lowered(forward: bool) -> (String, Forwarded) {
        let cx = Context::with_registry(dxir_dialects::registry());
        let rules = crate::lower_dxil::lower_dxil_fold_rules(&cx).unwrap();
        let mut m = import_module(&cx, SRC, "t.ll").unwrap();
        let f = &mut m.functions_mut()[0];
        let done = if forward {
            forward_parts(&cx, f.body_mut())
        } else {
            Forwarded::default()
        };
        GreedyDriver::new(&rules).run(&cx, f).unwrap();
        crate::dce::Dce.run(&cx, f).unwrap();
        (export_module(&cx, &m).unwrap(), done)
    }

    #[test]
    fn forwarded_reads_give_what_the_folds_give() {
        let (folded, _) = lowered(false);
        let (forwarded, done) = lowered(true);
        assert_eq!(forwarded, folded);
        // The reads of a known part: the field read whole, its lanes 0, 2,
        // 1 (named) and 0 again, both status reads.
        assert_eq!(done.reads, 7, "{done:?}");
        // The struct's top insert goes with its last read (the one below
        // was walked only while the top still had reads: `dce` takes it,
        // as after the folds); the vector is stored.
        assert_eq!(done.erased, 1, "{done:?}");
        // The dynamic lane and the lane past the inserts over `undef` are
        // the folds' to do. A part keeps its own name, as with the folds.
        assert!(
            folded.contains("extractelement <3 x float> %v2, i32 %d"),
            "{folded}"
        );
        assert!(folded.contains(", undef\n"), "{folded}");
        assert!(
            !folded.contains("%named") && !folded.contains("%status"),
            "{folded}"
        );
        assert!(!folded.contains("extractvalue"), "{folded}");
    }

    #[test]
    fn a_rebuild_read_only_by_forwarded_reads_is_erased_with_them() {
        let src = r#"define float @g(float %a, float %b) {
  %v0 = insertelement <2 x float> poison, float %a, i64 0
  %v1 = insertelement <2 x float> %v0, float %b, i64 1
  %s0 = insertvalue { <2 x float>, i1 } poison, <2 x float> %v1, 0
  %1 = extractvalue { <2 x float>, i1 } %s0, 0
  %2 = extractelement <2 x float> %1, i32 0
  ret float %2
}
"#;
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        let body = m.functions_mut()[0].body_mut();
        let done = forward_parts(&cx, body);
        assert_eq!(
            done,
            Forwarded {
                reads: 2,
                erased: 3
            }
        );
        let text = export_module(&cx, &m).unwrap();
        assert!(text.contains("ret float %a"), "{text}");
        assert!(!text.contains("insertvalue"), "{text}");
    }
}
