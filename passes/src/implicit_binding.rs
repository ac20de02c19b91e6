//! `implicit-binding`: gives registers to resources declared without one.
//!
//! clang creates such resources with `dx.resource.handlefromimplicitbinding
//! (orderId, space, range, index, name)`; this pass turns each into
//! `dx.resource.handlefrombinding(space, slot, range, index, name)`, as
//! LLVM's `DXILResourceImplicitBinding` does (`dxil-reference.md` §7):
//!
//! - every explicit binding of the module (any function) is taken first,
//!   from a free list per (class, space) that starts as `[0, 0xFFFFFFFF]`;
//! - requests are served in order-ID order (stable), so declaration order
//!   decides; all creations with one order ID get one slot;
//! - a range of N registers goes to the first free range that holds it; an
//!   unbounded range only to the free range that reaches `0xFFFFFFFF`, which
//!   it then fills.
//!
//! The same free lists find overlapping explicit bindings (two different
//! resources sharing a register in one class and space), which LLVM reports
//! later in `DXILPostOptimizationValidation`; we report them here, always,
//! since this is where the ranges are built.
//!
//! It is a Rust pass, not a rule file: the allocator is state shared by the
//! whole module and updated in order, which rewrite rules (local, unordered
//! pattern matches) cannot express.

use crate::error::BindingError;
use crate::pass::{ModulePass, PassError, PassOutcome};
use crate::resources::{
    analyze_resources, Binding, ImplicitRequest, ResourceInfo, ResourceMap, UNBOUNDED,
};
use dxir_dialects::dx::{
    intrinsic_by_op, HandleFromBinding, HandleFromImplicitBinding, ResourceClass,
};
use dxir_dialects::llvm::Constant;
use dxir_ir::view::is_declared;
use dxir_ir::{Context, Loc, Module, OpSpec};
use std::collections::BTreeMap;

const PASS: &str = "implicit-binding";

/// Replaces `handlefromimplicitbinding` with `handlefrombinding` on a
/// register chosen like LLVM 22 does, and rejects overlapping explicit
/// bindings.
///
/// Entry: any module; `handlefrombinding`/`handlefromimplicitbinding`
/// operands 0–2 must be constants (run `forward-handles` first on -O0
/// input). Exit: no `handlefromimplicitbinding` op and no declaration of
/// it remains; the new ops keep the old value names, types, index and name
/// operands.
#[derive(Clone, Copy, Debug, Default)]
pub struct ImplicitBinding;

impl ModulePass for ImplicitBinding {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let map = analyze_resources(cx, module).map_err(|mut e| {
            e.pass = PASS;
            e
        })?;
        let mut alloc = BindingAllocator::new();
        reserve_explicit(module, &map, &mut alloc)?;
        if map.implicit_bindings().is_empty() {
            return Ok(PassOutcome::Unchanged);
        }
        let slots = assign_slots(&map, &mut alloc)?;
        rewrite(cx, module, &map, &slots)?;
        Ok(PassOutcome::Changed)
    }
}

/// Free registers of one class and space: disjoint inclusive ranges,
/// sorted. Lengths are computed in u64 so `[0, 0xFFFFFFFF]` fits.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FreeRanges(Vec<(u32, u32)>);

impl FreeRanges {
    fn full() -> Self {
        FreeRanges(vec![(0, u32::MAX)])
    }

    /// The free list that remains when the (sorted, possibly overlapping)
    /// `taken` ranges are removed from the whole space: one sweep.
    fn complement(taken: &[(u32, u32)]) -> Self {
        let mut out = Vec::new();
        let mut next: u64 = 0; // first register not yet known to be taken
        for &(lo, hi) in taken {
            if u64::from(lo) > next {
                out.push((next as u32, lo - 1));
            }
            next = next.max(u64::from(hi) + 1);
        }
        if next <= u64::from(u32::MAX) {
            out.push((next as u32, u32::MAX));
        }
        FreeRanges(out)
    }

    /// First fit of `size` registers ([`UNBOUNDED`]: the range reaching the
    /// top); takes them and returns the first.
    fn allocate(&mut self, size: u32) -> Option<u32> {
        if size == UNBOUNDED {
            let &(lo, hi) = self.0.last()?;
            if hi != u32::MAX {
                return None;
            }
            self.0.pop();
            return Some(lo);
        }
        let need = u64::from(size.max(1));
        let i = self
            .0
            .iter()
            .position(|&(lo, hi)| u64::from(hi) - u64::from(lo) + 1 >= need)?;
        let (lo, hi) = self.0[i];
        let new_lo = u64::from(lo) + need;
        if new_lo > u64::from(hi) {
            self.0.remove(i);
        } else {
            self.0[i].0 = new_lo as u32;
        }
        Some(lo)
    }
}

/// The register allocator for implicit bindings: a free list per (class,
/// space). A space no explicit binding mentions starts entirely free.
///
/// # Example
/// ```
/// use dxir_passes::implicit_binding::BindingAllocator;
/// use dxir_dialects::dx::ResourceClass::Uav;
/// let mut a = BindingAllocator::new();
/// a.reserve(Uav, 0, &[(2, 2)]); // A : register(u2)
/// assert_eq!(a.allocate(Uav, 0, 4), Some(3)); // B[4]
/// assert_eq!(a.allocate(Uav, 0, 2), Some(0)); // C[2]
/// assert_eq!(a.allocate(Uav, 1, u32::MAX), Some(0)); // unbounded, space 1
/// assert_eq!(a.allocate(Uav, 1, 1), None); // space 1 is full
/// ```
#[derive(Clone, Debug, Default)]
pub struct BindingAllocator {
    spaces: BTreeMap<(ResourceClass, u32), FreeRanges>,
}

impl BindingAllocator {
    /// An allocator with every register free.
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks the inclusive register ranges `taken` of one class and space as
    /// used. Call it once per (class, space), before any allocation there;
    /// the ranges may be unsorted and may overlap.
    pub fn reserve(&mut self, class: ResourceClass, space: u32, taken: &[(u32, u32)]) {
        let mut sorted = taken.to_vec();
        sorted.sort_unstable();
        let free = FreeRanges::complement(&sorted);
        self.spaces.insert((class, space), free);
    }

    /// The first register of a free range of `size` registers (first fit;
    /// `u32::MAX` = unbounded, only from the range reaching the top), now
    /// taken; `None` when nothing fits.
    pub fn allocate(&mut self, class: ResourceClass, space: u32, size: u32) -> Option<u32> {
        self.spaces
            .entry((class, space))
            .or_insert_with(FreeRanges::full)
            .allocate(size)
    }
}

/// `u2`, `u2..u5`, `u6..` (unbounded).
fn register_range(class: ResourceClass, b: &Binding) -> String {
    let l = class.register_letter();
    if b.is_unbounded() {
        format!("{l}{}..", b.lower_bound)
    } else if b.size <= 1 {
        format!("{l}{}", b.lower_bound)
    } else {
        format!("{l}{}..{l}{}", b.lower_bound, b.upper_bound())
    }
}

/// Rejects two different resources whose explicit bindings overlap in one
/// class and space, as [`ImplicitBinding`] does, for passes that run
/// before unused handle creations are removed (LLVM reports an overlap
/// even when one of the resources is unused). A module whose resources
/// cannot be analysed yet (a binding argument that is not a constant) is
/// left to the passes that report that.
///
/// # Errors
/// Every overlap, each once, at the creation of the later resource (the
/// first, with the others as its related errors).
pub(crate) fn check_explicit_overlaps(cx: &Context, module: &Module) -> Result<(), PassError> {
    let Ok(map) = analyze_resources(cx, module) else {
        return Ok(());
    };
    reserve_explicit(module, &map, &mut BindingAllocator::new())
}

/// Takes the explicit bindings out of the free lists, rejecting two
/// different resources that overlap in one class and space.
fn reserve_explicit(
    module: &Module,
    map: &ResourceMap,
    alloc: &mut BindingAllocator,
) -> Result<(), PassError> {
    let mut groups: BTreeMap<(ResourceClass, u32), Vec<&ResourceInfo>> = BTreeMap::new();
    for r in map.resources() {
        groups
            .entry((r.class, r.binding.space))
            .or_default()
            .push(r);
    }
    // Every overlap, once each: a resource is reported against the one
    // reaching highest before it.
    let mut overlaps: Vec<PassError> = Vec::new();
    for ((class, space), mut group) in groups {
        group.sort_by_key(|r| (r.binding.lower_bound, r.binding.upper_bound()));
        // Sweep: the resource reaching highest so far overlaps the next one
        // whenever the next starts at or below its end.
        let mut reach: Option<&ResourceInfo> = None;
        for &r in &group {
            if let Some(prev) = reach {
                if r.binding.lower_bound <= prev.binding.upper_bound() {
                    overlaps.push(PassError::new(
                        PASS,
                        r.loc(module),
                        BindingError::Overlap {
                            name: r.name.clone(),
                            range: register_range(class, &r.binding),
                            other: prev.name.clone(),
                            other_range: register_range(class, &prev.binding),
                            space,
                        },
                    ));
                }
            }
            if reach.is_none_or(|p| r.binding.upper_bound() > p.binding.upper_bound()) {
                reach = Some(r);
            }
        }
        let taken: Vec<(u32, u32)> = group
            .iter()
            .map(|r| (r.binding.lower_bound, r.binding.upper_bound()))
            .collect();
        alloc.reserve(class, space, &taken);
    }
    if overlaps.is_empty() {
        return Ok(());
    }
    let first = overlaps.remove(0);
    Err(first.with_related(overlaps))
}

/// The slot of every order ID, serving requests in order-ID order.
fn assign_slots(
    map: &ResourceMap,
    alloc: &mut BindingAllocator,
) -> Result<BTreeMap<u32, u32>, PassError> {
    let mut requests: Vec<&ImplicitRequest> = map.implicit_bindings().iter().collect();
    requests.sort_by_key(|r| r.order_id); // stable: module order breaks ties
    let mut slots = BTreeMap::new();
    for r in requests {
        if slots.contains_key(&r.order_id) {
            continue;
        }
        if r.size == 0 {
            return Err(PassError::new(
                PASS,
                r.loc,
                BindingError::ZeroRange {
                    name: r.name.clone(),
                },
            ));
        }
        let Some(slot) = alloc.allocate(r.class, r.space, r.size) else {
            return Err(cannot_allocate(r));
        };
        slots.insert(r.order_id, slot);
    }
    Ok(slots)
}

fn cannot_allocate(r: &ImplicitRequest) -> PassError {
    let name = r.name.clone();
    let letter = r.class.register_letter();
    let kind = if r.size == UNBOUNDED {
        BindingError::CannotAllocateUnbounded {
            name,
            letter,
            space: r.space,
        }
    } else {
        BindingError::CannotAllocate {
            name,
            size: r.size,
            letter,
            space: r.space,
        }
    };
    PassError::new(PASS, r.loc, kind)
}

/// Replaces each implicit creation with an explicit one on its slot, then
/// drops the implicit intrinsic's declarations.
fn rewrite(
    cx: &Context,
    module: &mut Module,
    map: &ResourceMap,
    slots: &BTreeMap<u32, u32>,
) -> Result<(), PassError> {
    let from_binding = cx.op_name(HandleFromBinding::NAME);
    let constant = cx.op_name(Constant::NAME);
    let i32t = cx.types().i32;
    for r in map.implicit_bindings() {
        let slot = slots[&r.order_id];
        let body = module.functions_mut()[r.site.function].body_mut();
        let old = r.site.op;
        if !is_declared::<HandleFromImplicitBinding>(cx, body, old) {
            return Err(PassError::new(PASS, r.loc, BindingError::OpChanged));
        }
        let operands = body.operands(old).to_vec();
        let old_result = body.result(old, 0);
        let ty = body.value_type(old_result);
        let attrs = body.attrs(old).clone();
        let name = body.value_name(old_result).map(str::to_owned);
        let loc: Loc = body.loc(old);

        let c = body.create_op(OpSpec::new(constant, loc).with_results([i32t]).with_attr(
            cx,
            "value",
            cx.int_attr(i32t, i128::from(slot)),
        ));
        body.insert_op_before(old, c);
        let slot_value = body.result(c, 0);
        let new = body.create_op(
            OpSpec::new(from_binding, loc)
                .with_operands([
                    operands[1],
                    slot_value,
                    operands[2],
                    operands[3],
                    operands[4],
                ])
                .with_results([ty])
                .with_attrs(attrs),
        );
        body.insert_op_before(old, new);
        let new_result = body.result(new, 0);
        body.set_value_name(old_result, None);
        body.replace_all_uses(old_result, new_result);
        body.erase_op(old);
        body.set_value_name(new_result, name.as_deref());
    }
    // The implicit intrinsic's declarations, one per overload, all named
    // from its LLVM name.
    let Some(intrinsic) = intrinsic_by_op(HandleFromImplicitBinding::NAME) else {
        return Ok(());
    };
    let stale: Vec<String> = module
        .functions()
        .iter()
        .filter(|f| f.is_declaration() && f.name().starts_with(intrinsic.llvm_name))
        .map(|f| f.name().to_string())
        .collect();
    for name in stale {
        module.remove_function(&name);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ResourceClass::{Srv, Uav};

    #[test]
    fn first_fit_and_unbounded_follow_llvm_22() {
        // UAV space 0 with u0, u2-u3, u5 and unbounded u10.. (reference §7).
        let mut a = BindingAllocator::new();
        a.reserve(Uav, 0, &[(0, 0), (2, 3), (5, 5), (10, u32::MAX)]);
        let got: Vec<_> = [1, 1, 2, 1, 1, 1]
            .iter()
            .map(|&n| a.allocate(Uav, 0, n))
            .collect();
        assert_eq!(got, [Some(1), Some(4), Some(6), Some(8), Some(9), None]);
        assert_eq!(a.allocate(Uav, 0, UNBOUNDED), None);
        assert_eq!(a.allocate(Uav, 1, UNBOUNDED), Some(0));
        assert_eq!(a.allocate(Uav, 1, 1), None);
        // SRV with t0, t2-t3, t3: unbounded skips the hole at t1.
        a.reserve(Srv, 0, &[(3, 3), (0, 0), (2, 3)]);
        assert_eq!(a.allocate(Srv, 0, UNBOUNDED), Some(4));
        assert_eq!(a.allocate(Srv, 0, 1), Some(1));
    }

    #[test]
    fn ranges_reach_the_top_of_the_space() {
        let mut f = FreeRanges::complement(&[(0, u32::MAX - 2)]);
        assert_eq!(f.0, [(u32::MAX - 1, u32::MAX)]);
        assert_eq!(f.allocate(3), None);
        assert_eq!(f.allocate(2), Some(u32::MAX - 1));
        assert!(f.0.is_empty());
        assert_eq!(FreeRanges::complement(&[(0, u32::MAX)]).0, []);
        let mut full = FreeRanges::full();
        assert_eq!(full.allocate(u32::MAX - 1), Some(0));
        assert_eq!(full.0, [(u32::MAX - 1, u32::MAX)]);
    }
}
