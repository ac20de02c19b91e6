//! Runs the compute shader of a DX container on a Vulkan device, over the
//! resources of dxir's interpreter: the container is translated to
//! SPIR-V by dxil-spirv ([`dxil_spirv`]), every buffer of a
//! [`ResourceSet`] is uploaded to the binding dxil-spirv was told to use,
//! the dispatch runs, and the buffers (and UAV counters) are read back
//! into the set, so that [`dxir_interp::compare`] can compare the result
//! with the interpreter's byte for byte.
//!
//! Both dxil-spirv's library and the Vulkan loader are opened at run time:
//! where either is missing, [`DxilSpirv::load`] or [`Device::open`] says
//! so and nothing else changes. See `docs/vulkan.md`.

#![warn(missing_docs)]

pub mod dxil_spirv;

use ash::vk;
pub use dxil_spirv::default_library;
use dxil_spirv::{Descriptor, DxilSpirv, Mapped, Translation};
use dxir_interp::resources::Scalar;
use dxir_interp::{ResKey, ResKind, Resource, ResourceSet};
use std::ffi::CString;
use std::path::Path;

/// Why a shader could not be run on Vulkan.
#[derive(Debug, thiserror::Error)]
pub enum VulkanError {
    /// dxil-spirv's library cannot be used.
    #[error("cannot load dxil-spirv's library {path}: {reason} (give it with --dxil-spirv PATH or DXIR_DXIL_SPIRV_LIB)")]
    DxilSpirvLibrary {
        /// The path tried.
        path: String,
        /// Why it failed.
        reason: String,
    },
    /// dxil-spirv failed on the container.
    #[error("dxil-spirv {what}{}", log_lines(.log))]
    Translate {
        /// What failed.
        what: String,
        /// What dxil-spirv logged.
        log: Vec<String>,
    },
    /// The shader needs something the device or `--on vulkan` lacks.
    #[error("cannot run on Vulkan: {0}")]
    Unsupported(String),
    /// No Vulkan loader (`libvulkan.so.1`).
    #[error("no Vulkan loader: {0} (install one with a driver, e.g. Debian's libvulkan1 and mesa-vulkan-drivers for lavapipe)")]
    NoLoader(String),
    /// No usable Vulkan device.
    #[error("no Vulkan device: {0} (Debian's mesa-vulkan-drivers has lavapipe, a CPU driver)")]
    NoDevice(String),
    /// A Vulkan call failed.
    #[error("Vulkan: {call} failed: {result}")]
    Call {
        /// The function.
        call: &'static str,
        /// Its result.
        result: vk::Result,
    },
    /// The driver did not compile the SPIR-V.
    #[error("the Vulkan driver cannot compile dxil-spirv's SPIR-V (vkCreateComputePipelines: {0}); spirv-val may say why")]
    Pipeline(vk::Result),
    /// The dispatch did not finish in time (an endless loop?).
    #[error("the dispatch did not finish within {0} seconds (an endless loop?)")]
    Timeout(u64),
}

fn log_lines(log: &[String]) -> String {
    if log.is_empty() {
        String::new()
    } else {
        format!(": {}", log.join("; "))
    }
}

/// Shorthand for a failed Vulkan call.
fn call(name: &'static str) -> impl FnOnce(vk::Result) -> VulkanError {
    move |result| VulkanError::Call { call: name, result }
}

/// How long a dispatch may take.
const TIMEOUT_SECONDS: u64 = 120;

/// A Vulkan device, ready to run translated shaders.
pub struct Device {
    gpu: Gpu,
}

impl Device {
    /// Opens the first Vulkan device of version 1.2 or later with a
    /// compute queue.
    ///
    /// # Errors
    /// When the loader or a device is missing.
    pub fn open() -> Result<Device, VulkanError> {
        Ok(Device { gpu: Gpu::new()? })
    }

    /// The device's name (`llvmpipe (LLVM 15.0.6, 256 bits)`).
    pub fn name(&self) -> &str {
        &self.gpu.name
    }

    /// Builds the compute pipeline of a translated shader. SPIR-V that
    /// needs a feature the device does not report is still built (lavapipe
    /// runs dynamically indexed texel buffer arrays without reporting the
    /// feature); [`Program::lacks`] says which, so that a difference can
    /// be told apart from one of the lowering.
    ///
    /// # Errors
    /// Wave operations (see [`Features::check`]), or SPIR-V the driver
    /// rejects.
    pub fn program(&self, t: Translation) -> Result<Program<'_>, VulkanError> {
        let (refused, lacks) = self.gpu.features.check(&t.spirv);
        if let Some(why) = refused {
            return Err(VulkanError::Unsupported(why));
        }
        let atomics = uses_atomics(&t.spirv);
        let mut p = Program::new(&self.gpu, t)?;
        p.lacks = lacks;
        p.atomics = atomics;
        Ok(p)
    }
}

/// Translates `container` with the dxil-spirv library at `library` and
/// builds its pipeline on `device`: [`DxilSpirv::translate`] and
/// [`Device::program`] in one.
///
/// # Errors
/// As those.
pub fn prepare<'d>(
    device: &'d Device,
    library: &Path,
    container: &[u8],
    entry: Option<&str>,
) -> Result<Program<'d>, VulkanError> {
    let t = DxilSpirv::load(library)?.translate(container, entry)?;
    device.program(t)
}

/// The device features whose SPIR-V capabilities dxil-spirv may declare.
#[derive(Clone, Copy, Debug, Default)]
pub struct Features {
    /// Capability numbers and whether the device has the feature behind
    /// each.
    caps: [(u32, &'static str, bool); 11],
}

impl Features {
    fn new(core: &vk::PhysicalDeviceFeatures, v12: &vk::PhysicalDeviceVulkan12Features) -> Self {
        let b = |x: vk::Bool32| x == vk::TRUE;
        Features {
            caps: [
                (
                    28,
                    "shaderUniformBufferArrayDynamicIndexing",
                    b(core.shader_uniform_buffer_array_dynamic_indexing),
                ),
                (
                    30,
                    "shaderStorageBufferArrayDynamicIndexing",
                    b(core.shader_storage_buffer_array_dynamic_indexing),
                ),
                (5301, "descriptorIndexing", b(v12.descriptor_indexing)),
                (
                    5302,
                    "runtimeDescriptorArray",
                    b(v12.runtime_descriptor_array),
                ),
                (
                    5304,
                    "shaderUniformTexelBufferArrayDynamicIndexing",
                    b(v12.shader_uniform_texel_buffer_array_dynamic_indexing),
                ),
                (
                    5305,
                    "shaderStorageTexelBufferArrayDynamicIndexing",
                    b(v12.shader_storage_texel_buffer_array_dynamic_indexing),
                ),
                (
                    5306,
                    "shaderUniformBufferArrayNonUniformIndexing",
                    b(v12.shader_uniform_buffer_array_non_uniform_indexing),
                ),
                (
                    5308,
                    "shaderStorageBufferArrayNonUniformIndexing",
                    b(v12.shader_storage_buffer_array_non_uniform_indexing),
                ),
                (
                    5311,
                    "shaderUniformTexelBufferArrayNonUniformIndexing",
                    b(v12.shader_uniform_texel_buffer_array_non_uniform_indexing),
                ),
                (
                    5312,
                    "shaderStorageTexelBufferArrayNonUniformIndexing",
                    b(v12.shader_storage_texel_buffer_array_non_uniform_indexing),
                ),
                (5345, "vulkanMemoryModel", b(v12.vulkan_memory_model)),
            ],
        }
    }

    /// Why the SPIR-V `words` cannot run on the device, if it cannot: wave
    /// operations, whose results the interpreter's waves of one lane do
    /// not match; and the capabilities whose feature the device does not
    /// report (the descriptor indexing features, which lavapipe
    /// lacks), all of them.
    pub fn check(&self, words: &[u32]) -> (Option<String>, Option<String>) {
        let mut lacks = Vec::new();
        for cap in capabilities(words) {
            if (61..=68).contains(&cap) {
                return (
                    Some("wave operations: the device's waves have several lanes, the interpreter's one, so their results are not comparable".into()),
                    None,
                );
            }
            if let Some((_, feature, false)) = self.caps.iter().find(|c| c.0 == cap) {
                lacks.push(format!("{feature} (capability {cap})"));
            }
        }
        let lacks = (!lacks.is_empty()).then(|| {
            format!(
                "the SPIR-V needs {}, which the device does not report",
                lacks.join(" and ")
            )
        });
        (None, lacks)
    }
}

/// Whether the SPIR-V module `words` has atomic instructions (OpAtomicLoad
/// to OpAtomicXor, 227..=242, and OpAtomicFAddEXT, 6035): UAV counters
/// and `Interlocked*`.
fn uses_atomics(words: &[u32]) -> bool {
    let mut i = 5;
    while i < words.len() {
        let (count, op) = ((words[i] >> 16) as usize, words[i] & 0xFFFF);
        if (227..=242).contains(&op) || op == 6035 {
            return true;
        }
        i += count.max(1);
    }
    false
}

/// The capabilities the SPIR-V module `words` declares.
fn capabilities(words: &[u32]) -> Vec<u32> {
    let mut out = Vec::new();
    // After the 5-word header; OpCapability is opcode 17 with one operand.
    let mut i = 5;
    while i < words.len() {
        let (count, op) = ((words[i] >> 16) as usize, words[i] & 0xFFFF);
        if op == 17 {
            out.extend(words.get(i + 1));
        }
        i += count.max(1);
    }
    out
}

/// A Vulkan instance and device with one compute queue.
struct Gpu {
    instance: ash::Instance,
    device: ash::Device,
    physical: vk::PhysicalDevice,
    queue: vk::Queue,
    family: u32,
    memory: vk::PhysicalDeviceMemoryProperties,
    name: String,
    features: Features,
    // Keeps the loader open; dropped after the instance is destroyed.
    _entry: ash::Entry,
}

impl Gpu {
    fn new() -> Result<Gpu, VulkanError> {
        // SAFETY: loads the system's Vulkan loader; its initializers have no
        // preconditions.
        let entry =
            unsafe { ash::Entry::load() }.map_err(|e| VulkanError::NoLoader(e.to_string()))?;
        let app = vk::ApplicationInfo::default()
            .application_name(c"dxir")
            .api_version(vk::API_VERSION_1_2);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: a valid create info without extensions or layers.
        let instance = unsafe { entry.create_instance(&info, None) }
            .map_err(|e| VulkanError::NoDevice(format!("vkCreateInstance: {e}")))?;
        match Self::open(&instance) {
            Ok((physical, device, family, name, features)) => {
                // SAFETY: the device was made with one queue of `family`.
                let queue = unsafe { device.get_device_queue(family, 0) };
                // SAFETY: `physical` is a device of `instance`.
                let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
                Ok(Gpu {
                    instance,
                    device,
                    physical,
                    queue,
                    family,
                    memory,
                    name,
                    features,
                    _entry: entry,
                })
            }
            Err(e) => {
                // SAFETY: nothing was made from the instance that lives on.
                unsafe { instance.destroy_instance(None) };
                Err(e)
            }
        }
    }

    /// The first device of Vulkan 1.2 or later with a compute queue,
    /// created with every feature it has of those dxil-spirv's SPIR-V may
    /// use (and robust buffer access, so that out-of-bounds accesses give
    /// zero and are dropped, as D3D defines them).
    fn open(
        instance: &ash::Instance,
    ) -> Result<(vk::PhysicalDevice, ash::Device, u32, String, Features), VulkanError> {
        // SAFETY: a valid instance.
        let devices = unsafe { instance.enumerate_physical_devices() }
            .map_err(|e| VulkanError::NoDevice(format!("vkEnumeratePhysicalDevices: {e}")))?;
        let mut seen = Vec::new();
        for pd in devices {
            // SAFETY: `pd` is a device of `instance`.
            let props = unsafe { instance.get_physical_device_properties(pd) };
            let name = props
                .device_name_as_c_str()
                .map(|c| c.to_string_lossy().into_owned())
                .unwrap_or_default();
            if vk::api_version_minor(props.api_version) < 2
                && vk::api_version_major(props.api_version) == 1
            {
                seen.push(format!(
                    "{name} (Vulkan 1.{} only)",
                    vk::api_version_minor(props.api_version)
                ));
                continue;
            }
            // SAFETY: as above.
            let families = unsafe { instance.get_physical_device_queue_family_properties(pd) };
            let Some(family) = families
                .iter()
                .position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
            else {
                seen.push(format!("{name} (no compute queue)"));
                continue;
            };
            // SAFETY: as above.
            let exts = unsafe { instance.enumerate_device_extension_properties(pd) }
                .map_err(call("vkEnumerateDeviceExtensionProperties"))?;
            let has = |n: &std::ffi::CStr| {
                exts.iter()
                    .any(|e| e.extension_name_as_c_str().is_ok_and(|x| x == n))
            };
            let robust2 = has(ash::ext::robustness2::NAME);
            let mut v11 = vk::PhysicalDeviceVulkan11Features::default();
            let mut v12 = vk::PhysicalDeviceVulkan12Features::default();
            let mut r2 = vk::PhysicalDeviceRobustness2FeaturesEXT::default();
            let core = {
                let mut f2 = vk::PhysicalDeviceFeatures2::default()
                    .push_next(&mut v11)
                    .push_next(&mut v12);
                if robust2 {
                    f2 = f2.push_next(&mut r2);
                }
                // SAFETY: `f2` chains valid feature structs.
                unsafe { instance.get_physical_device_features2(pd, &mut f2) };
                f2.features
            };
            let features = Features::new(&core, &v12);
            // The same structs, chained anew, enable what they report.
            v11.p_next = std::ptr::null_mut();
            v12.p_next = std::ptr::null_mut();
            r2.p_next = std::ptr::null_mut();
            let mut f2 = vk::PhysicalDeviceFeatures2::default()
                .features(core)
                .push_next(&mut v11)
                .push_next(&mut v12);
            if robust2 {
                f2 = f2.push_next(&mut r2);
            }
            // Everything the device has is enabled: enabling a feature the
            // shader does not use changes nothing it computes.
            let priorities = [1.0f32];
            let queue = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(family as u32)
                .queue_priorities(&priorities)];
            let mut ext_names = Vec::new();
            if robust2 {
                ext_names.push(ash::ext::robustness2::NAME.as_ptr());
            }
            let info = vk::DeviceCreateInfo::default()
                .queue_create_infos(&queue)
                .enabled_extension_names(&ext_names)
                .push_next(&mut f2);
            // SAFETY: a valid create info whose features the device has.
            let device = unsafe { instance.create_device(pd, &info, None) }
                .map_err(|e| VulkanError::NoDevice(format!("vkCreateDevice on {name}: {e}")))?;
            return Ok((pd, device, family as u32, name, features));
        }
        Err(VulkanError::NoDevice(if seen.is_empty() {
            "the loader lists none".into()
        } else {
            format!("none usable: {}", seen.join(", "))
        }))
    }

    fn memory_type(&self, bits: u32) -> Option<u32> {
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        (0..self.memory.memory_type_count).find(|&i| {
            bits & (1 << i) != 0
                && self.memory.memory_types[i as usize]
                    .property_flags
                    .contains(want)
        })
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: everything made from the device was destroyed by its
        // owner (programs borrow the `Gpu`); waiting first covers a
        // dispatch that timed out.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

/// A translated shader and its compute pipeline, run with [`Program::run`].
pub struct Program<'g> {
    gpu: &'g Gpu,
    bindings: Vec<Mapped>,
    set_layout: vk::DescriptorSetLayout,
    layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
    lacks: Option<String>,
    atomics: bool,
}

impl Program<'_> {
    /// Whether the shader has atomic operations (UAV counters,
    /// `Interlocked*`): the device orders them as it runs its threads, the
    /// interpreter in its fixed thread order, so a result that depends on
    /// their order may differ without a fault on either side.
    pub fn uses_atomics(&self) -> bool {
        self.atomics
    }

    /// A feature the SPIR-V needs that the device does not report, if
    /// any: a run that differs may be the device's doing.
    pub fn lacks(&self) -> Option<&str> {
        self.lacks.as_deref()
    }

    fn new(gpu: &Gpu, t: Translation) -> Result<Program<'_>, VulkanError> {
        let d = &gpu.device;
        let mut p = Program {
            gpu,
            bindings: t.bindings,
            set_layout: vk::DescriptorSetLayout::null(),
            layout: vk::PipelineLayout::null(),
            module: vk::ShaderModule::null(),
            pipeline: vk::Pipeline::null(),
            lacks: None,
            atomics: false,
        };
        let mut layout_bindings = Vec::new();
        for m in &p.bindings {
            layout_bindings.push(
                vk::DescriptorSetLayoutBinding::default()
                    .binding(m.binding)
                    .descriptor_type(descriptor_type(m.descriptor))
                    .descriptor_count(m.range)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE),
            );
            if let Some(c) = m.counter {
                layout_bindings.push(
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(c)
                        .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                        .descriptor_count(m.range)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE),
                );
            }
        }
        // SAFETY (this block): valid create infos on a live device; each
        // object is stored in `p` at once, whose drop destroys it.
        unsafe {
            let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&layout_bindings);
            p.set_layout = d
                .create_descriptor_set_layout(&info, None)
                .map_err(call("vkCreateDescriptorSetLayout"))?;
            let sets = [p.set_layout];
            let info = vk::PipelineLayoutCreateInfo::default().set_layouts(&sets);
            p.layout = d
                .create_pipeline_layout(&info, None)
                .map_err(call("vkCreatePipelineLayout"))?;
            let info = vk::ShaderModuleCreateInfo::default().code(&t.spirv);
            p.module = d
                .create_shader_module(&info, None)
                .map_err(call("vkCreateShaderModule"))?;
            let name = CString::new(t.entry.clone()).map_err(|_| {
                VulkanError::Unsupported(format!("an entry point named `{}`", t.entry))
            })?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(p.module)
                .name(&name);
            let info = [vk::ComputePipelineCreateInfo::default()
                .stage(stage)
                .layout(p.layout)];
            p.pipeline = d
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
                .map_err(|(_, e)| VulkanError::Pipeline(e))?[0];
        }
        Ok(p)
    }

    /// Runs `groups` thread groups over `set`: every resource the shader
    /// binds is uploaded, and afterwards read back into `set` (UAVs and
    /// their counters; a binding the set lacks gets zeroed memory).
    ///
    /// # Errors
    /// A format the device cannot bind as a texel buffer, a failed Vulkan
    /// call, a dispatch that does not end.
    pub fn run(&self, set: &mut ResourceSet, groups: [u32; 3]) -> Result<(), VulkanError> {
        let mut run = Run {
            gpu: self.gpu,
            buffers: Vec::new(),
            views: Vec::new(),
            pool: vk::DescriptorPool::null(),
            commands: vk::CommandPool::null(),
            fence: vk::Fence::null(),
            hung: false,
        };
        let r = run.go(self, set, groups);
        if matches!(r, Err(VulkanError::Timeout(_))) {
            run.hung = true;
        }
        r
    }
}

impl Drop for Program<'_> {
    fn drop(&mut self) {
        let d = &self.gpu.device;
        // SAFETY: the objects were made on `d` (or are null) and no run
        // uses them any more (`Program::run` waits for its dispatch).
        unsafe {
            d.destroy_pipeline(self.pipeline, None);
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.layout, None);
            d.destroy_descriptor_set_layout(self.set_layout, None);
        }
    }
}

fn descriptor_type(d: Descriptor) -> vk::DescriptorType {
    match d {
        Descriptor::StorageBuffer => vk::DescriptorType::STORAGE_BUFFER,
        Descriptor::UniformBuffer => vk::DescriptorType::UNIFORM_BUFFER,
        Descriptor::StorageTexelBuffer => vk::DescriptorType::STORAGE_TEXEL_BUFFER,
        Descriptor::UniformTexelBuffer => vk::DescriptorType::UNIFORM_TEXEL_BUFFER,
    }
}

/// A buffer of one run: its memory, mapped, and where its bytes go back.
struct Buffer {
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    mapped: *mut u8,
    /// Bytes the shader sees.
    len: usize,
    /// Read back into: the resource's index in the set, and whether this
    /// is its counter.
    back: Option<(usize, bool)>,
}

/// What one dispatch made; destroyed when dropped.
struct Run<'g> {
    gpu: &'g Gpu,
    buffers: Vec<Buffer>,
    views: Vec<vk::BufferView>,
    pool: vk::DescriptorPool,
    commands: vk::CommandPool,
    fence: vk::Fence,
    /// The dispatch did not end: nothing may be destroyed under it.
    hung: bool,
}

impl Run<'_> {
    fn go(
        &mut self,
        prog: &Program<'_>,
        set: &mut ResourceSet,
        groups: [u32; 3],
    ) -> Result<(), VulkanError> {
        let d = &self.gpu.device;
        // Buffers and descriptors, binding by binding.
        let mut writes: Vec<(u32, vk::DescriptorType, Vec<usize>, Vec<usize>)> = Vec::new();
        let mut sizes: std::collections::BTreeMap<i32, u32> = Default::default();
        for m in &prog.bindings {
            let ty = descriptor_type(m.descriptor);
            let (mut bufs, mut views, mut counters) = (Vec::new(), Vec::new(), Vec::new());
            for k in 0..m.range {
                let key = ResKey {
                    class: m.class,
                    space: m.space,
                    register: m.lower.wrapping_add(k),
                };
                let found = set.find(key);
                let res = found.map(|i| &set.resources[i]);
                if let Some(r) = res {
                    check_kind(r, m.descriptor)?;
                }
                let bytes: &[u8] = res.map_or(&[], |r| &r.data);
                let b = self.buffer(bytes, found.map(|i| (i, false)), usage(m.descriptor))?;
                bufs.push(b);
                if matches!(
                    m.descriptor,
                    Descriptor::StorageTexelBuffer | Descriptor::UniformTexelBuffer
                ) {
                    let (format, texel) = match res {
                        Some(r) => texel_format(self.gpu, r, m.descriptor)?,
                        None => (vk::Format::R32_UINT, 4),
                    };
                    views.push(self.view(b, format, texel)?);
                }
                if m.counter.is_some() {
                    let value = res.map_or(0, |r| r.counter).to_le_bytes();
                    counters.push(self.buffer(
                        &value,
                        found.map(|i| (i, true)),
                        vk::BufferUsageFlags::STORAGE_BUFFER,
                    )?);
                }
            }
            *sizes.entry(ty.as_raw()).or_default() += m.range;
            writes.push((m.binding, ty, bufs, views));
            if let Some(c) = m.counter {
                *sizes
                    .entry(vk::DescriptorType::STORAGE_BUFFER.as_raw())
                    .or_default() += m.range;
                writes.push((c, vk::DescriptorType::STORAGE_BUFFER, counters, Vec::new()));
            }
        }
        // SAFETY (this block): valid create infos and handles on a live
        // device; each object is stored in `self` at once, whose drop
        // destroys it.
        unsafe {
            let pool_sizes: Vec<vk::DescriptorPoolSize> = sizes
                .iter()
                .map(|(&ty, &n)| {
                    vk::DescriptorPoolSize::default()
                        .ty(vk::DescriptorType::from_raw(ty))
                        .descriptor_count(n)
                })
                .collect();
            let info = vk::DescriptorPoolCreateInfo::default()
                .max_sets(1)
                .pool_sizes(&pool_sizes);
            if !pool_sizes.is_empty() {
                self.pool = d
                    .create_descriptor_pool(&info, None)
                    .map_err(call("vkCreateDescriptorPool"))?;
            }
            let layouts = [prog.set_layout];
            let ds = if pool_sizes.is_empty() {
                vk::DescriptorSet::null()
            } else {
                let info = vk::DescriptorSetAllocateInfo::default()
                    .descriptor_pool(self.pool)
                    .set_layouts(&layouts);
                d.allocate_descriptor_sets(&info)
                    .map_err(call("vkAllocateDescriptorSets"))?[0]
            };
            // The infos live until the update.
            let buffer_infos: Vec<Vec<vk::DescriptorBufferInfo>> = writes
                .iter()
                .map(|(_, _, bufs, _)| {
                    bufs.iter()
                        .map(|&b| {
                            vk::DescriptorBufferInfo::default()
                                .buffer(self.buffers[b].buffer)
                                .offset(0)
                                .range(self.buffers[b].len.max(1) as u64)
                        })
                        .collect()
                })
                .collect();
            let view_lists: Vec<Vec<vk::BufferView>> = writes
                .iter()
                .map(|(_, _, _, views)| views.iter().map(|&v| self.views[v]).collect())
                .collect();
            let mut updates = Vec::new();
            for (i, (binding, ty, _, views)) in writes.iter().enumerate() {
                let w = vk::WriteDescriptorSet::default()
                    .dst_set(ds)
                    .dst_binding(*binding)
                    .descriptor_type(*ty);
                updates.push(if views.is_empty() {
                    w.buffer_info(&buffer_infos[i])
                } else {
                    w.texel_buffer_view(&view_lists[i])
                });
            }
            if !updates.is_empty() {
                d.update_descriptor_sets(&updates, &[]);
            }
            // One dispatch, its writes made visible to the host.
            let info = vk::CommandPoolCreateInfo::default().queue_family_index(self.gpu.family);
            self.commands = d
                .create_command_pool(&info, None)
                .map_err(call("vkCreateCommandPool"))?;
            let info = vk::CommandBufferAllocateInfo::default()
                .command_pool(self.commands)
                .level(vk::CommandBufferLevel::PRIMARY)
                .command_buffer_count(1);
            let cb = d
                .allocate_command_buffers(&info)
                .map_err(call("vkAllocateCommandBuffers"))?[0];
            let begin = vk::CommandBufferBeginInfo::default()
                .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
            d.begin_command_buffer(cb, &begin)
                .map_err(call("vkBeginCommandBuffer"))?;
            d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, prog.pipeline);
            if ds != vk::DescriptorSet::null() {
                d.cmd_bind_descriptor_sets(
                    cb,
                    vk::PipelineBindPoint::COMPUTE,
                    prog.layout,
                    0,
                    &[ds],
                    &[],
                );
            }
            d.cmd_dispatch(cb, groups[0], groups[1], groups[2]);
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            d.end_command_buffer(cb)
                .map_err(call("vkEndCommandBuffer"))?;
            self.fence = d
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .map_err(call("vkCreateFence"))?;
            let cbs = [cb];
            let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
            d.queue_submit(self.gpu.queue, &submit, self.fence)
                .map_err(call("vkQueueSubmit"))?;
            match d.wait_for_fences(&[self.fence], true, TIMEOUT_SECONDS * 1_000_000_000) {
                Ok(()) => {}
                Err(vk::Result::TIMEOUT) => return Err(VulkanError::Timeout(TIMEOUT_SECONDS)),
                Err(e) => return Err(call("vkWaitForFences")(e)),
            }
            // Back into the set.
            for b in &self.buffers {
                let Some((i, counter)) = b.back else {
                    continue;
                };
                let bytes = std::slice::from_raw_parts(b.mapped, b.len);
                let r = &mut set.resources[i];
                if counter {
                    let mut w = [0u8; 4];
                    w.copy_from_slice(&bytes[..4]);
                    r.counter = u32::from_le_bytes(w);
                } else if r.writeable {
                    r.data.copy_from_slice(bytes);
                }
            }
        }
        Ok(())
    }

    /// A host-visible buffer holding `bytes` (at least 16 bytes of
    /// memory, zeroed past them); its index.
    fn buffer(
        &mut self,
        bytes: &[u8],
        back: Option<(usize, bool)>,
        usage: vk::BufferUsageFlags,
    ) -> Result<usize, VulkanError> {
        let d = &self.gpu.device;
        let size = bytes.len().max(16).next_multiple_of(16) as u64;
        // SAFETY (this block): valid create infos on a live device; the
        // buffer and memory are pushed to `self.buffers` as soon as both
        // exist (a buffer whose memory fails is destroyed here).
        unsafe {
            let info = vk::BufferCreateInfo::default()
                .size(size)
                .usage(usage)
                .sharing_mode(vk::SharingMode::EXCLUSIVE);
            let buffer = d
                .create_buffer(&info, None)
                .map_err(call("vkCreateBuffer"))?;
            let req = d.get_buffer_memory_requirements(buffer);
            let Some(ty) = self.gpu.memory_type(req.memory_type_bits) else {
                d.destroy_buffer(buffer, None);
                return Err(VulkanError::Unsupported(
                    "the device has no host-visible, coherent memory for buffers".into(),
                ));
            };
            let info = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(ty);
            let memory = match d.allocate_memory(&info, None) {
                Ok(m) => m,
                Err(e) => {
                    d.destroy_buffer(buffer, None);
                    return Err(call("vkAllocateMemory")(e));
                }
            };
            let mapped = match d
                .bind_buffer_memory(buffer, memory, 0)
                .and_then(|()| d.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()))
            {
                Ok(p) => p.cast::<u8>(),
                Err(e) => {
                    d.destroy_buffer(buffer, None);
                    d.free_memory(memory, None);
                    return Err(call("vkMapMemory")(e));
                }
            };
            std::ptr::write_bytes(mapped, 0, req.size as usize);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), mapped, bytes.len());
            self.buffers.push(Buffer {
                buffer,
                memory,
                mapped,
                len: bytes.len(),
                back,
            });
        }
        Ok(self.buffers.len() - 1)
    }

    /// A texel view of buffer `b` in `format` (`texel` bytes a texel); its
    /// index.
    fn view(&mut self, b: usize, format: vk::Format, texel: usize) -> Result<usize, VulkanError> {
        let buf = &self.buffers[b];
        let range = (buf.len / texel * texel).max(texel) as u64;
        let info = vk::BufferViewCreateInfo::default()
            .buffer(buf.buffer)
            .format(format)
            .offset(0)
            .range(range);
        // SAFETY: a valid create info on a live device; the view is stored
        // at once, and destroyed by `self`'s drop.
        let v = unsafe { self.gpu.device.create_buffer_view(&info, None) }
            .map_err(call("vkCreateBufferView"))?;
        self.views.push(v);
        Ok(self.views.len() - 1)
    }
}

impl Drop for Run<'_> {
    fn drop(&mut self) {
        if self.hung {
            // The device may still be running the dispatch: what it uses is
            // left to the process's end.
            return;
        }
        let d = &self.gpu.device;
        // SAFETY: the dispatch has finished (or was never submitted), so
        // nothing uses these objects; each was made on `d` or is null.
        unsafe {
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.commands, None);
            d.destroy_descriptor_pool(self.pool, None);
            for &v in &self.views {
                d.destroy_buffer_view(v, None);
            }
            for b in &self.buffers {
                d.destroy_buffer(b.buffer, None);
                d.free_memory(b.memory, None);
            }
        }
    }
}

fn usage(d: Descriptor) -> vk::BufferUsageFlags {
    match d {
        Descriptor::StorageBuffer => vk::BufferUsageFlags::STORAGE_BUFFER,
        Descriptor::UniformBuffer => vk::BufferUsageFlags::UNIFORM_BUFFER,
        Descriptor::StorageTexelBuffer => vk::BufferUsageFlags::STORAGE_TEXEL_BUFFER,
        Descriptor::UniformTexelBuffer => vk::BufferUsageFlags::UNIFORM_TEXEL_BUFFER,
    }
}

/// That the interpreter's resource is what dxil-spirv binds it as.
fn check_kind(r: &Resource, d: Descriptor) -> Result<(), VulkanError> {
    let ok = match d {
        Descriptor::StorageBuffer => matches!(r.kind, ResKind::Raw | ResKind::Structured),
        Descriptor::UniformBuffer => r.kind == ResKind::CBuffer,
        Descriptor::StorageTexelBuffer | Descriptor::UniformTexelBuffer => r.kind == ResKind::Typed,
    };
    if ok {
        Ok(())
    } else {
        Err(VulkanError::Unsupported(format!(
            "{} is a {:?} resource to the interpreter but a {d:?} to dxil-spirv",
            r.label(),
            r.kind
        )))
    }
}

/// The texel buffer format of a typed buffer's element, and its size: the
/// lanes' scalar and count (a `double` lane is two 32-bit words, as DXIL
/// stores it), signed or unsigned as the resource says.
fn texel_format(
    gpu: &Gpu,
    r: &Resource,
    d: Descriptor,
) -> Result<(vk::Format, usize), VulkanError> {
    use vk::Format as F;
    let lanes = r.layout.len();
    let scalar = r.layout.first().map(|&(_, s)| s);
    let pick = |n: usize, s: Scalar, signed: bool| -> Option<F> {
        Some(match (s, signed, n) {
            (Scalar::Float, _, 1) => F::R32_SFLOAT,
            (Scalar::Float, _, 2) => F::R32G32_SFLOAT,
            (Scalar::Float, _, 3) => F::R32G32B32_SFLOAT,
            (Scalar::Float, _, 4) => F::R32G32B32A32_SFLOAT,
            (Scalar::Int(4), false, 1) => F::R32_UINT,
            (Scalar::Int(4), false, 2) => F::R32G32_UINT,
            (Scalar::Int(4), false, 3) => F::R32G32B32_UINT,
            (Scalar::Int(4), false, 4) => F::R32G32B32A32_UINT,
            (Scalar::Int(4), true, 1) => F::R32_SINT,
            (Scalar::Int(4), true, 2) => F::R32G32_SINT,
            (Scalar::Int(4), true, 3) => F::R32G32B32_SINT,
            (Scalar::Int(4), true, 4) => F::R32G32B32A32_SINT,
            (Scalar::Half, _, 1) => F::R16_SFLOAT,
            (Scalar::Half, _, 2) => F::R16G16_SFLOAT,
            (Scalar::Half, _, 3) => F::R16G16B16_SFLOAT,
            (Scalar::Half, _, 4) => F::R16G16B16A16_SFLOAT,
            (Scalar::Int(2), false, 1) => F::R16_UINT,
            (Scalar::Int(2), false, 2) => F::R16G16_UINT,
            (Scalar::Int(2), false, 4) => F::R16G16B16A16_UINT,
            (Scalar::Int(2), true, 1) => F::R16_SINT,
            (Scalar::Int(2), true, 2) => F::R16G16_SINT,
            (Scalar::Int(2), true, 4) => F::R16G16B16A16_SINT,
            _ => return None,
        })
    };
    let format = match scalar {
        // DXIL reads and writes a typed buffer of 64-bit lanes as 32-bit
        // words (the metadata's storage type is U32 for them, as LLVM 22
        // writes it), which D3D12 views as R32G32_UINT.
        Some(Scalar::Double | Scalar::Int(8)) => pick(lanes * 2, Scalar::Int(4), false),
        Some(s) if r.layout.iter().all(|&(_, x)| x == s) => pick(lanes, s, r.signed),
        _ => None,
    };
    let Some(format) = format else {
        return Err(VulkanError::Unsupported(format!(
            "{}: no texel buffer format for an element `{}`",
            r.label(),
            r.element
        )));
    };
    let need = match d {
        Descriptor::StorageTexelBuffer => vk::FormatFeatureFlags::STORAGE_TEXEL_BUFFER,
        _ => vk::FormatFeatureFlags::UNIFORM_TEXEL_BUFFER,
    };
    // SAFETY: `physical` is a device of `instance`.
    let props = unsafe {
        gpu.instance
            .get_physical_device_format_properties(gpu.physical, format)
    };
    if !props.buffer_features.contains(need) {
        return Err(VulkanError::Unsupported(format!(
            "{}: the device cannot bind {format:?} as a {}",
            r.label(),
            if d == Descriptor::StorageTexelBuffer {
                "storage texel buffer"
            } else {
                "uniform texel buffer"
            }
        )));
    }
    Ok((format, r.stride.max(1) as usize))
}
