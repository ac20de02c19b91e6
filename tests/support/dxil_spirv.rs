//! dxil-spirv's tools for the tests that check containers with them
//! (`tests/container.rs`, `tests/compile.rs`, `tests/embed.rs`): where they are, and the
//! options vkd3d-proton runs them with.

use std::path::{Path, PathBuf};

/// The folder of dxil-spirv's tools (`check.sh`, `bin/`): `$DXIR_DXIL_SPIRV_DIR`,
/// else `../shared/tools/dxil-spirv` beside the project. `None` after a
/// visible skip message when it is missing, unless
/// `DXIR_REQUIRE_DXIL_SPIRV=1` (CI sets it), which fails the test instead.
pub fn dxil_spirv_dir(test: &str) -> Option<PathBuf> {
    let dir = std::env::var_os("DXIR_DXIL_SPIRV_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/tools/dxil-spirv")
        });
    if dir.join("check.sh").is_file() {
        return Some(dir);
    }
    assert!(
        std::env::var("DXIR_REQUIRE_DXIL_SPIRV").as_deref() != Ok("1"),
        "{test}: dxil-spirv is required (DXIR_REQUIRE_DXIL_SPIRV=1) but {} has no check.sh",
        dir.display()
    );
    eprintln!(
        "skipped: {test}: dxil-spirv's tools not found at {} (set DXIR_DXIL_SPIRV_DIR)",
        dir.display()
    );
    None
}

/// The option set vkd3d-proton uses on current drivers.
pub const VKD3D_OPTIONS: &str = "--ssbo-uav --ssbo-srv --typed-uav-read-without-format";
