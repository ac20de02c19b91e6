//! dxil-spirv's C API (`dxil_spirv_c.h`), opened at run time: a DX
//! container in, SPIR-V out, with every resource given a binding of its
//! own in descriptor set 0.
//!
//! dxil-spirv's command line maps a resource to set = register space,
//! binding = register, so `t0` and `u0` of one space would collide; the
//! remapping callbacks here number the resources instead, in the order
//! dxil-spirv asks about them, and record what each became
//! ([`Mapped`]). Raw and structured buffers become storage buffers (the
//! command line's `--ssbo-uav --ssbo-srv`), typed buffers texel buffers,
//! cbuffers uniform buffers, UAV counters storage buffers of one `uint`.
//! What a device without descriptor indexing cannot run (an unbounded
//! array, the descriptor heaps) and what dxir does not bind on Vulkan
//! (textures, samplers) is refused in the callback, and the reason
//! reported.

use crate::VulkanError;
use dxir_dialects::dx::ResourceClass;
use std::ffi::{c_char, c_uint, c_void, CStr, CString};
use std::path::{Path, PathBuf};

// The C API's types, as `dxil_spirv_c.h` declares them.

type Blob = *mut c_void;
type Converter = *mut c_void;
type SpvBool = u8;

#[repr(C)]
struct D3dBinding {
    stage: c_uint,
    kind: c_uint,
    resource_index: c_uint,
    register_space: c_uint,
    register_index: c_uint,
    range_size: c_uint,
    alignment: c_uint,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Bindless {
    heap_root_offset: c_uint,
    use_heap: SpvBool,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct VkBinding {
    set: c_uint,
    binding: c_uint,
    /// The union of `root_constant_index` and `input_attachment_index`.
    root_constant_index: c_uint,
    bindless: Bindless,
    descriptor_type: c_uint,
}

#[repr(C)]
struct UavD3dBinding {
    d3d_binding: D3dBinding,
    has_counter: SpvBool,
}

#[repr(C)]
struct SrvVkBinding {
    buffer_binding: VkBinding,
    offset_binding: VkBinding,
}

#[repr(C)]
struct UavVkBinding {
    buffer_binding: VkBinding,
    counter_binding: VkBinding,
    offset_binding: VkBinding,
}

#[repr(C)]
struct CbvVkBinding {
    /// The union of `uniform_binding` and `push_constant` (one word).
    uniform_binding: VkBinding,
    push_constant: SpvBool,
}

#[repr(C)]
struct CompiledSpirv {
    data: *const c_void,
    size: usize,
}

#[repr(C)]
struct OptionScalarBlockLayout {
    ty: c_uint,
    supported: SpvBool,
    supports_per_component_robustness: SpvBool,
}

#[repr(C)]
struct OptionU32 {
    ty: c_uint,
    value: c_uint,
}

#[repr(C)]
struct OptionBool {
    ty: c_uint,
    value: SpvBool,
}

const SUCCESS: i32 = 0;
const OPTION_SSBO_ALIGNMENT: c_uint = 9;
const OPTION_TYPED_UAV_READ_WITHOUT_FORMAT: c_uint = 10;
const OPTION_SCALAR_BLOCK_LAYOUT: c_uint = 20;

/// `DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_*`.
const DESCRIPTOR_IDENTITY: c_uint = 0;
const DESCRIPTOR_SSBO: c_uint = 1;

/// The API major version this code is written against.
const API_MAJOR: c_uint = 2;

type RemapSrv = unsafe extern "C" fn(*mut c_void, *const D3dBinding, *mut SrvVkBinding) -> SpvBool;
type RemapSampler = unsafe extern "C" fn(*mut c_void, *const D3dBinding, *mut VkBinding) -> SpvBool;
type RemapUav =
    unsafe extern "C" fn(*mut c_void, *const UavD3dBinding, *mut UavVkBinding) -> SpvBool;
type RemapCbv = unsafe extern "C" fn(*mut c_void, *const D3dBinding, *mut CbvVkBinding) -> SpvBool;
type LogCb = unsafe extern "C" fn(*mut c_void, c_uint, *const c_char);

/// The entry points of the library this code calls.
struct Api {
    get_version: unsafe extern "C" fn(*mut c_uint, *mut c_uint, *mut c_uint),
    parse_dxil_blob: unsafe extern "C" fn(*const c_void, usize, *mut Blob) -> i32,
    parsed_blob_free: unsafe extern "C" fn(Blob),
    create_converter: unsafe extern "C" fn(Blob, *mut Converter) -> i32,
    converter_free: unsafe extern "C" fn(Converter),
    set_entry_point: unsafe extern "C" fn(Converter, *const c_char),
    set_srv_remapper: unsafe extern "C" fn(Converter, RemapSrv, *mut c_void),
    set_sampler_remapper: unsafe extern "C" fn(Converter, RemapSampler, *mut c_void),
    set_uav_remapper: unsafe extern "C" fn(Converter, RemapUav, *mut c_void),
    set_cbv_remapper: unsafe extern "C" fn(Converter, RemapCbv, *mut c_void),
    add_option: unsafe extern "C" fn(Converter, *const c_void) -> i32,
    run: unsafe extern "C" fn(Converter) -> i32,
    get_compiled_spirv: unsafe extern "C" fn(Converter, *mut CompiledSpirv) -> i32,
    get_compiled_entry_point: unsafe extern "C" fn(Converter, *mut *const c_char) -> i32,
    set_thread_log_callback: unsafe extern "C" fn(Option<LogCb>, *mut c_void),
}

/// dxil-spirv's C library, loaded.
pub struct DxilSpirv {
    api: Api,
    path: PathBuf,
    // Keeps the functions above valid; dropped last.
    _lib: libloading::Library,
}

/// The library dxir looks for when no path is given: `$DXIR_DXIL_SPIRV_LIB`,
/// else the shared tools beside the project
/// (`../shared/tools/dxil-spirv/lib/libdxil-spirv-c-shared.so.2`).
pub fn default_library() -> PathBuf {
    if let Some(p) = std::env::var_os("DXIR_DXIL_SPIRV_LIB") {
        return PathBuf::from(p);
    }
    tools_dir().join("lib/libdxil-spirv-c-shared.so.2")
}

/// `../shared/tools/dxil-spirv` beside the project's source tree.
pub fn tools_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/tools/dxil-spirv")
}

impl DxilSpirv {
    /// Opens the library at `path`.
    ///
    /// # Errors
    /// [`VulkanError::DxilSpirvLibrary`] when it cannot be opened, lacks a
    /// function, or is of another major API version.
    pub fn load(path: &Path) -> Result<DxilSpirv, VulkanError> {
        let fail = |reason: String| VulkanError::DxilSpirvLibrary {
            path: path.display().to_string(),
            reason,
        };
        // SAFETY: opening a shared library runs its initializers; dxil-spirv's
        // are C++ static constructors with no preconditions.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| fail(e.to_string()))?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the symbol's type is the one `dxil_spirv_c.h`
                // declares for it (the fields of `Api` mirror the header).
                *unsafe { lib.get(concat!($name, "\0").as_bytes()) }
                    .map_err(|e| fail(format!("no `{}`: {e}", $name)))?
            };
        }
        let api = Api {
            get_version: sym!("dxil_spv_get_version"),
            parse_dxil_blob: sym!("dxil_spv_parse_dxil_blob"),
            parsed_blob_free: sym!("dxil_spv_parsed_blob_free"),
            create_converter: sym!("dxil_spv_create_converter"),
            converter_free: sym!("dxil_spv_converter_free"),
            set_entry_point: sym!("dxil_spv_converter_set_entry_point"),
            set_srv_remapper: sym!("dxil_spv_converter_set_srv_remapper"),
            set_sampler_remapper: sym!("dxil_spv_converter_set_sampler_remapper"),
            set_uav_remapper: sym!("dxil_spv_converter_set_uav_remapper"),
            set_cbv_remapper: sym!("dxil_spv_converter_set_cbv_remapper"),
            add_option: sym!("dxil_spv_converter_add_option"),
            run: sym!("dxil_spv_converter_run"),
            get_compiled_spirv: sym!("dxil_spv_converter_get_compiled_spirv"),
            get_compiled_entry_point: sym!("dxil_spv_converter_get_compiled_entry_point"),
            set_thread_log_callback: sym!("dxil_spv_set_thread_log_callback"),
        };
        let (mut major, mut minor, mut patch) = (0, 0, 0);
        // SAFETY: three valid out-pointers.
        unsafe { (api.get_version)(&mut major, &mut minor, &mut patch) };
        if major != API_MAJOR {
            return Err(fail(format!(
                "its C API is version {major}.{minor}.{patch}; dxir speaks version {API_MAJOR}.x"
            )));
        }
        Ok(DxilSpirv {
            api,
            path: path.to_path_buf(),
            _lib: lib,
        })
    }

    /// Where the library was loaded from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Translates the DX container `container` (its entry `entry`, or its
    /// only one) to SPIR-V.
    ///
    /// # Errors
    /// [`VulkanError::Unsupported`] for a resource refused by the
    /// remapping (see the module docs), [`VulkanError::Translate`] when
    /// dxil-spirv fails, with what it logged.
    pub fn translate(
        &self,
        container: &[u8],
        entry: Option<&str>,
    ) -> Result<Translation, VulkanError> {
        let entry = entry
            .map(|e| CString::new(e).map_err(|_| VulkanError::Unsupported(format!("entry `{e}`"))))
            .transpose()?;
        let mut state = Box::new(Remap::default());
        let mut log = Box::new(Vec::<String>::new());
        let api = &self.api;
        let log_ptr: *mut Vec<String> = &mut *log;
        let state_ptr: *mut Remap = &mut *state;
        // SAFETY: the callbacks and their userdata pointers stay valid for
        // the whole conversion: `state` and `log` are boxed and outlive the
        // converter and blob, which are freed by the guard below before
        // they are dropped; the callback is reset before returning.
        unsafe {
            (api.set_thread_log_callback)(Some(log_line), log_ptr.cast());
            let mut blob: Blob = std::ptr::null_mut();
            let mut conv: Converter = std::ptr::null_mut();
            let guard = Guard {
                api,
                blob: &mut blob,
                conv: &mut conv,
            };
            let result = (|| {
                if (api.parse_dxil_blob)(container.as_ptr().cast(), container.len(), guard.blob)
                    != SUCCESS
                {
                    return Err("cannot parse the DX container".to_string());
                }
                if (api.create_converter)(*guard.blob, guard.conv) != SUCCESS {
                    return Err("cannot create a converter".to_string());
                }
                let conv = *guard.conv;
                if let Some(e) = &entry {
                    (api.set_entry_point)(conv, e.as_ptr());
                }
                let ud: *mut c_void = state_ptr.cast();
                (api.set_srv_remapper)(conv, remap_srv, ud);
                (api.set_sampler_remapper)(conv, remap_sampler, ud);
                (api.set_uav_remapper)(conv, remap_uav, ud);
                (api.set_cbv_remapper)(conv, remap_cbv, ud);
                // The command line's defaults, and no typed UAV reads
                // without a format (lavapipe lacks
                // shaderStorageImageReadWithoutFormat).
                let scalar = OptionScalarBlockLayout {
                    ty: OPTION_SCALAR_BLOCK_LAYOUT,
                    supported: 1,
                    supports_per_component_robustness: 1,
                };
                let align = OptionU32 {
                    ty: OPTION_SSBO_ALIGNMENT,
                    value: 1,
                };
                let typed = OptionBool {
                    ty: OPTION_TYPED_UAV_READ_WITHOUT_FORMAT,
                    value: 0,
                };
                for opt in [
                    std::ptr::addr_of!(scalar).cast::<c_void>(),
                    std::ptr::addr_of!(align).cast(),
                    std::ptr::addr_of!(typed).cast(),
                ] {
                    if (api.add_option)(conv, opt) != SUCCESS {
                        return Err("does not take an option dxir sets".to_string());
                    }
                }
                if (api.run)(conv) != SUCCESS {
                    return Err("cannot translate the DXIL to SPIR-V".to_string());
                }
                let mut out = CompiledSpirv {
                    data: std::ptr::null(),
                    size: 0,
                };
                if (api.get_compiled_spirv)(conv, &mut out) != SUCCESS || out.data.is_null() {
                    return Err("gave no SPIR-V".to_string());
                }
                let bytes = std::slice::from_raw_parts(out.data.cast::<u8>(), out.size);
                let words = bytes
                    .chunks_exact(4)
                    .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                    .collect::<Vec<u32>>();
                let mut name: *const c_char = std::ptr::null();
                let entry = if (api.get_compiled_entry_point)(conv, &mut name) == SUCCESS
                    && !name.is_null()
                {
                    CStr::from_ptr(name).to_string_lossy().into_owned()
                } else {
                    "main".to_string()
                };
                Ok((words, entry))
            })();
            drop(guard);
            (api.set_thread_log_callback)(None, std::ptr::null_mut());
            if let Some(refused) = state.refused.take() {
                return Err(VulkanError::Unsupported(refused));
            }
            match result {
                Ok((spirv, entry)) => Ok(Translation {
                    spirv,
                    entry,
                    bindings: std::mem::take(&mut state.mapped),
                }),
                Err(what) => Err(VulkanError::Translate {
                    what,
                    log: std::mem::take(&mut *log),
                }),
            }
        }
    }
}

/// Frees the blob and the converter, whatever happened.
struct Guard<'a> {
    api: &'a Api,
    blob: *mut Blob,
    conv: *mut Converter,
}

impl Drop for Guard<'_> {
    fn drop(&mut self) {
        // SAFETY: both pointers point at locals of `translate` that hold
        // null or an object the library made and nobody freed.
        unsafe {
            if !(*self.conv).is_null() {
                (self.api.converter_free)(*self.conv);
            }
            if !(*self.blob).is_null() {
                (self.api.parsed_blob_free)(*self.blob);
            }
        }
    }
}

/// A container translated to SPIR-V.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Translation {
    /// The SPIR-V words.
    pub spirv: Vec<u32>,
    /// The name of its entry point.
    pub entry: String,
    /// Where each resource range went.
    pub bindings: Vec<Mapped>,
}

impl Translation {
    /// The translation as bytes, for a process that translated it to hand
    /// to another ([`Translation::decode`]): a text header (the entry, one
    /// line per binding), an empty line, the SPIR-V words (little-endian).
    pub fn encode(&self) -> Vec<u8> {
        let mut head = format!("entry {}\n", self.entry);
        for m in &self.bindings {
            head.push_str(&format!(
                "binding {} {} {} {} {} {} {}\n",
                m.class as u32,
                m.space,
                m.lower,
                m.range,
                m.binding,
                m.descriptor as u32,
                m.counter.map_or(-1, i64::from)
            ));
        }
        head.push('\n');
        let mut out = head.into_bytes();
        for w in &self.spirv {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Reads what [`Translation::encode`] wrote; `None` if it is not that.
    pub fn decode(bytes: &[u8]) -> Option<Translation> {
        let split = bytes.windows(2).position(|w| w == b"\n\n")?;
        let head = std::str::from_utf8(&bytes[..split]).ok()?;
        let body = &bytes[split + 2..];
        if !body.chunks_exact(4).remainder().is_empty() {
            return None;
        }
        let mut lines = head.lines();
        let entry = lines.next()?.strip_prefix("entry ")?.to_string();
        let mut bindings = Vec::new();
        for l in lines {
            let f: Vec<i64> = l
                .strip_prefix("binding ")?
                .split(' ')
                .map(|x| x.parse().ok())
                .collect::<Option<_>>()?;
            let [class, space, lower, range, binding, descriptor, counter] = f[..] else {
                return None;
            };
            let u = |x: i64| u32::try_from(x).ok();
            bindings.push(Mapped {
                class: *ResourceClass::ALL.get(usize::try_from(class).ok()?)?,
                space: u(space)?,
                lower: u(lower)?,
                range: u(range)?,
                binding: u(binding)?,
                descriptor: *Descriptor::ALL.get(usize::try_from(descriptor).ok()?)?,
                counter: if counter < 0 { None } else { Some(u(counter)?) },
            });
        }
        let spirv = body
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        Some(Translation {
            spirv,
            entry,
            bindings,
        })
    }
}

/// How a range of D3D bindings maps to a Vulkan binding of set 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapped {
    /// SRV, UAV, CBV (samplers are refused).
    pub class: ResourceClass,
    /// The register space.
    pub space: u32,
    /// The first register.
    pub lower: u32,
    /// Registers in the range (the descriptor count).
    pub range: u32,
    /// The binding in set 0.
    pub binding: u32,
    /// What the binding holds.
    pub descriptor: Descriptor,
    /// The binding of the UAV counter (a storage buffer of one `uint`), if
    /// it has one.
    pub counter: Option<u32>,
}

/// The Vulkan descriptor a resource is bound as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Descriptor {
    /// A raw or structured buffer.
    StorageBuffer,
    /// A cbuffer.
    UniformBuffer,
    /// `RWBuffer<T>`.
    StorageTexelBuffer,
    /// `Buffer<T>`.
    UniformTexelBuffer,
}

impl Descriptor {
    /// Every descriptor, in numeric order.
    pub const ALL: [Descriptor; 4] = [
        Descriptor::StorageBuffer,
        Descriptor::UniformBuffer,
        Descriptor::StorageTexelBuffer,
        Descriptor::UniformTexelBuffer,
    ];
}

/// What the remapping callbacks have handed out.
#[derive(Default)]
struct Remap {
    mapped: Vec<Mapped>,
    next: u32,
    /// Why a resource was refused (the first one).
    refused: Option<String>,
}

/// `DXIL_SPV_RESOURCE_KIND_*`.
const KIND_TYPED: c_uint = 10;
const KIND_RAW: c_uint = 11;
const KIND_STRUCTURED: c_uint = 12;
const KIND_CBUFFER: c_uint = 13;

impl Remap {
    /// The binding for a range, handing out a new one the first time;
    /// `None` (and `refused` set) when it cannot be bound.
    fn bind(&mut self, class: ResourceClass, b: &D3dBinding, counter: bool) -> Option<Mapped> {
        let at = |b: &D3dBinding| {
            if b.register_space == u32::MAX {
                "the descriptor heap".to_string()
            } else {
                format!(
                    "{}{}, space{}",
                    class.register_letter(),
                    b.register_index,
                    b.register_space
                )
            }
        };
        let refuse = |me: &mut Remap, why: String| {
            me.refused.get_or_insert(why);
            None
        };
        if b.register_space == u32::MAX && b.register_index == u32::MAX {
            return refuse(
                self,
                "a descriptor heap (ResourceDescriptorHeap / SamplerDescriptorHeap) needs descriptor indexing, which this Vulkan device lacks".into(),
            );
        }
        if b.range_size == u32::MAX {
            return refuse(
                self,
                format!(
                    "an unbounded resource array ({}) needs descriptor indexing (runtimeDescriptorArray), which this Vulkan device lacks",
                    at(b)
                ),
            );
        }
        let descriptor = match (b.kind, class) {
            (KIND_RAW | KIND_STRUCTURED, _) => Descriptor::StorageBuffer,
            (KIND_TYPED, ResourceClass::Uav) => Descriptor::StorageTexelBuffer,
            (KIND_TYPED, _) => Descriptor::UniformTexelBuffer,
            (KIND_CBUFFER, _) => Descriptor::UniformBuffer,
            (1..=9, _) => {
                return refuse(
                    self,
                    format!("a texture ({}): `--on vulkan` binds buffers only", at(b)),
                )
            }
            (14, _) | (_, ResourceClass::Sampler) => {
                return refuse(
                    self,
                    format!("a sampler ({}): `--on vulkan` binds buffers only", at(b)),
                )
            }
            (k, _) => {
                return refuse(
                    self,
                    format!(
                        "a resource of kind {k} ({}): `--on vulkan` binds buffers only",
                        at(b)
                    ),
                )
            }
        };
        if let Some(m) = self.mapped.iter().find(|m| {
            m.class == class && m.space == b.register_space && m.lower == b.register_index
        }) {
            return Some(m.clone());
        }
        let binding = self.next;
        self.next += 1;
        let counter = counter.then(|| {
            self.next += 1;
            binding + 1
        });
        let m = Mapped {
            class,
            space: b.register_space,
            lower: b.register_index,
            range: b.range_size.max(1),
            binding,
            descriptor,
            counter,
        };
        self.mapped.push(m.clone());
        Some(m)
    }
}

fn vk_binding(m: &Mapped) -> VkBinding {
    VkBinding {
        set: 0,
        binding: m.binding,
        descriptor_type: if m.descriptor == Descriptor::StorageBuffer {
            DESCRIPTOR_SSBO
        } else {
            DESCRIPTOR_IDENTITY
        },
        ..VkBinding::default()
    }
}

/// Runs `f` on the remapping state behind `ud`, without letting a panic
/// cross into C.
fn with_remap(ud: *mut c_void, f: impl FnOnce(&mut Remap) -> Option<()>) -> SpvBool {
    // SAFETY: `ud` is the `Remap` `translate` passed, alive and used by
    // nothing else during the conversion.
    let remap = unsafe { &mut *ud.cast::<Remap>() };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(remap))) {
        Ok(Some(())) => 1,
        _ => 0,
    }
}

unsafe extern "C" fn remap_srv(
    ud: *mut c_void,
    d3d: *const D3dBinding,
    vk: *mut SrvVkBinding,
) -> SpvBool {
    with_remap(ud, |r| {
        // SAFETY: dxil-spirv passes valid pointers for the call.
        let (d3d, vk) = unsafe { (&*d3d, &mut *vk) };
        let m = r.bind(ResourceClass::Srv, d3d, false)?;
        vk.buffer_binding = vk_binding(&m);
        vk.offset_binding = VkBinding::default();
        Some(())
    })
}

unsafe extern "C" fn remap_sampler(
    ud: *mut c_void,
    d3d: *const D3dBinding,
    _vk: *mut VkBinding,
) -> SpvBool {
    with_remap(ud, |r| {
        // SAFETY: dxil-spirv passes a valid pointer for the call.
        let d3d = unsafe { &*d3d };
        r.bind(ResourceClass::Sampler, d3d, false).map(|_| ())
    })
}

unsafe extern "C" fn remap_uav(
    ud: *mut c_void,
    d3d: *const UavD3dBinding,
    vk: *mut UavVkBinding,
) -> SpvBool {
    with_remap(ud, |r| {
        // SAFETY: dxil-spirv passes valid pointers for the call.
        let (d3d, vk) = unsafe { (&*d3d, &mut *vk) };
        let m = r.bind(ResourceClass::Uav, &d3d.d3d_binding, d3d.has_counter != 0)?;
        vk.buffer_binding = vk_binding(&m);
        vk.offset_binding = VkBinding::default();
        vk.counter_binding = VkBinding {
            set: 0,
            binding: m.counter.unwrap_or(0),
            descriptor_type: DESCRIPTOR_SSBO,
            ..VkBinding::default()
        };
        Some(())
    })
}

unsafe extern "C" fn remap_cbv(
    ud: *mut c_void,
    d3d: *const D3dBinding,
    vk: *mut CbvVkBinding,
) -> SpvBool {
    with_remap(ud, |r| {
        // SAFETY: dxil-spirv passes valid pointers for the call.
        let (d3d, vk) = unsafe { (&*d3d, &mut *vk) };
        let m = r.bind(ResourceClass::CBuffer, d3d, false)?;
        vk.uniform_binding = vk_binding(&m);
        vk.push_constant = 0;
        Some(())
    })
}

/// Collects what dxil-spirv logs during a translation.
unsafe extern "C" fn log_line(ud: *mut c_void, _level: c_uint, text: *const c_char) {
    if ud.is_null() || text.is_null() {
        return;
    }
    // SAFETY: `ud` is the log `translate` passed; `text` a C string valid
    // for the call.
    let (log, text) = unsafe { (&mut *ud.cast::<Vec<String>>(), CStr::from_ptr(text)) };
    let line = text.to_string_lossy().trim_end().to_string();
    if !line.is_empty() && log.len() < 64 {
        log.push(line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_translation_reads_back_as_written() {
        let t = Translation {
            spirv: vec![0x0723_0203, 0x10000, 7, 0, 0],
            entry: "main".into(),
            bindings: vec![
                Mapped {
                    class: ResourceClass::Uav,
                    space: 2,
                    lower: 3,
                    range: 4,
                    binding: 0,
                    descriptor: Descriptor::StorageBuffer,
                    counter: Some(1),
                },
                Mapped {
                    class: ResourceClass::CBuffer,
                    space: 0,
                    lower: 0,
                    range: 1,
                    binding: 2,
                    descriptor: Descriptor::UniformBuffer,
                    counter: None,
                },
            ],
        };
        assert_eq!(Translation::decode(&t.encode()), Some(t));
        assert_eq!(Translation::decode(b"entry main\nbinding x\n\n"), None);
        assert_eq!(Translation::decode(b"no header"), None);
    }
}
