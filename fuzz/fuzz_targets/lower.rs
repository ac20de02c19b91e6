//! `dxir::fuzzing::lower` under libFuzzer.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    dxir::fuzzing::lower(data);
});
