//! The process's allocator: mimalloc, reached through its plain entry
//! points whenever the alignment asked for is one every mimalloc block
//! has anyway.
//!
//! The `mimalloc` crate's allocator passes every request to
//! `mi_malloc_aligned`, whose fast path first checks the alignment, looks
//! for a free block that happens to be aligned and only then takes it;
//! nearly every request of this program asks for the alignment of a
//! pointer or less, which `mi_malloc` always gives. On the benchmark's M
//! (1 thread) that check was about 1.3% of the instructions run
//! (`docs/performance.md`, fourteenth round).

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

/// The alignment of every block mimalloc hands out: blocks are sized in
/// multiples of a machine word and pages start aligned, so each block is
/// at least word-aligned (mimalloc's `MI_INTPTR_SIZE`).
const MIN_ALIGN: usize = std::mem::size_of::<usize>();

/// mimalloc, with the plain entry points for word-aligned requests and the
/// aligned ones for the rest.
pub struct Mimalloc;

// SAFETY: every method hands the request to mimalloc, which returns a block
// of at least `layout.size()` bytes aligned to `layout.align()` (by the
// plain entry points only when that alignment is at most `MIN_ALIGN`, which
// all their blocks have) or null; `mi_free` and `mi_realloc*` accept any
// block either family returned.
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_malloc(layout.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_zalloc(layout.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the caller's contract).
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator with `layout` (the
        // caller's contract); the new block keeps its alignment.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks of every small size and of larger ones keep the alignment
    /// asked for, through growth too, and hold what was written.
    #[test]
    fn blocks_are_aligned_as_asked_and_keep_their_contents() {
        let a = Mimalloc;
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1usize, 3, 8, 24, 40, 100, 1000, 70_000] {
                let size = size.max(align);
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: a non-zero size; the block is freed with its layout.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "size {size} align {align}");
                    p.write_bytes(0xab, size);
                    let q = a.realloc(p, layout, size * 3);
                    assert!(!q.is_null());
                    assert_eq!(q as usize % align, 0, "grown, size {size} align {align}");
                    assert!(std::slice::from_raw_parts(q, size)
                        .iter()
                        .all(|&b| b == 0xab));
                    a.dealloc(q, Layout::from_size_align(size * 3, align).unwrap());
                    let z = a.alloc_zeroed(layout);
                    assert_eq!(z as usize % align, 0);
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    a.dealloc(z, layout);
                }
            }
        }
    }
}
