//! The resources a dispatch runs over: found from the bindings of the
//! module, filled with seeded data, written out as JSON.
//!
//! A resource is named by its binding — class (SRV, UAV, CBV), space and
//! register — because that is what stays the same across a lowering: the
//! input names `dx.resource.handlefrombinding(space, lower, size, index)`,
//! the output `dx.op.createHandleFromBinding({lower, upper, space, class},
//! lower + index)`. Two runs over the same [`ResourceSet`] are thereby
//! comparable byte for byte.

use crate::value::{alloc_size, struct_layout};
use dxir_dialects::dx::{ResourceClass, ResourceKind, ResourceType};
use dxir_dialects::llvm::fold::struct_fields;
use dxir_ir::{type_to_string, Context, Type, TypeData};
use std::fmt::Write as _;

/// Where a resource is bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResKey {
    /// SRV, UAV or CBV.
    pub class: ResourceClass,
    /// The register space.
    pub space: u32,
    /// The register.
    pub register: u32,
}

/// The space of the keys of descriptor heap entries: entry `i` of the
/// resource heap is register `i` of its class (an entry used as an SRV
/// and as a UAV is two resources), of the sampler heap register `i` of
/// the sampler class.
pub const HEAP_SPACE: u32 = u32::MAX;

impl std::fmt::Display for ResKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.space == crate::SIGNATURE_SPACE {
            let dir = if self.class == ResourceClass::Uav {
                "output"
            } else {
                "input"
            };
            return write!(f, "{dir} element {}", self.register);
        }
        if self.space == HEAP_SPACE {
            return write!(
                f,
                "{} heap[{}]",
                self.class.register_letter(),
                self.register
            );
        }
        write!(
            f,
            "{}{}, space{}",
            self.class.register_letter(),
            self.register,
            self.space
        )
    }
}

/// How a resource's bytes are addressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResKind {
    /// A typed buffer: element `i` at `i * stride`.
    Typed,
    /// A byte-address buffer: byte offsets.
    Raw,
    /// A structured buffer: element `i`, byte `o` at `i * stride + o`.
    Structured,
    /// A cbuffer: 16-byte rows.
    CBuffer,
    /// A texture (or multisampled texture): texels of `stride` bytes, see
    /// [`TexShape`].
    Texture,
    /// A sampler: no data (every sampler samples the same way: point
    /// filter, clamp addressing, comparisons less-or-equal).
    Sampler,
}

impl ResKind {
    fn name(self) -> &'static str {
        match self {
            ResKind::Typed => "typed",
            ResKind::Raw => "raw",
            ResKind::Structured => "structured",
            ResKind::CBuffer => "cbuffer",
            ResKind::Texture => "texture",
            ResKind::Sampler => "sampler",
        }
    }
}

/// The scalar a typed buffer's lanes hold, for filling and printing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of this many bytes.
    Int(u8),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
}

impl Scalar {
    pub(crate) fn size(self) -> usize {
        match self {
            Scalar::Int(n) => usize::from(n),
            Scalar::Half => 2,
            Scalar::Float => 4,
            Scalar::Double => 8,
        }
    }

    fn of(cx: &Context, ty: Type) -> Option<Scalar> {
        Some(match cx.type_data(ty) {
            TypeData::Int(w) if *w % 8 == 0 && *w <= 64 => Scalar::Int((*w / 8) as u8),
            TypeData::Int(1) => Scalar::Int(4),
            TypeData::Half => Scalar::Half,
            TypeData::Float => Scalar::Float,
            TypeData::Double => Scalar::Double,
            _ => return None,
        })
    }
}

/// One resource.
#[derive(Clone, Debug)]
pub struct Resource {
    /// Where it is bound.
    pub key: ResKey,
    /// Its name in the source (the binding's name string), if known.
    pub name: String,
    /// How it is addressed.
    pub kind: ResKind,
    /// Bytes per element (typed and structured), 1 for raw buffers, the
    /// size for cbuffers.
    pub stride: u32,
    /// The element type's text, for the JSON output.
    pub element: String,
    /// The scalars of one element in order with their offsets (empty when
    /// not known): what seeded filling and printing go by.
    pub layout: Vec<(u32, Scalar)>,
    /// Whether shaders may write it (a UAV).
    pub writeable: bool,
    /// Whether integer lanes are signed (typed buffers and textures; the
    /// format a driver reads them with, not how the interpreter runs).
    pub signed: bool,
    /// The contents.
    pub data: Vec<u8>,
    /// The hidden counter of an append/consume or counter buffer.
    pub counter: u32,
    /// A texture's dimension and size (`None` for buffers).
    pub texture: Option<TexShape>,
}

/// The shape of a texture: its texels lie x fastest, then y, then the
/// third extent (depth, array slice or cube face), each texel holding
/// `samples` samples of one element each.
///
/// The interpreter gives every texture of a dimension the same small size
/// ([`TexShape::default_for`]) and one mip level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TexShape {
    /// `Texture1D` ... `Texture2DMSArray`.
    pub dim: ResourceKind,
    /// Width, height, and depth / array slices / cube faces.
    pub size: [u32; 3],
    /// Samples per texel (1 unless multisampled).
    pub samples: u32,
    /// Mip levels.
    pub mips: u32,
}

impl TexShape {
    /// The default shape of a texture of dimension `dim` with `samples`
    /// samples: 1D 16 texels, 1D arrays 16 x 4 slices, 2D and 2DMS 8 x 8,
    /// 2D arrays 8 x 8 x 4 slices, 3D 4 x 4 x 4, cubes 8 x 8 x 6 faces,
    /// cube arrays 8 x 8 x 24 (4 cubes); one mip level.
    pub fn default_for(dim: ResourceKind, samples: u32) -> Option<TexShape> {
        use ResourceKind as K;
        let size = match dim {
            K::Texture1D => [16, 1, 1],
            K::Texture1DArray => [16, 1, 4],
            K::Texture2D | K::Texture2DMS => [8, 8, 1],
            K::Texture2DArray | K::Texture2DMSArray => [8, 8, 4],
            K::Texture3D => [4, 4, 4],
            K::TextureCube => [8, 8, 6],
            K::TextureCubeArray => [8, 8, 24],
            _ => return None,
        };
        let ms = matches!(dim, K::Texture2DMS | K::Texture2DMSArray);
        Some(TexShape {
            dim,
            size,
            samples: if ms { samples.max(1) } else { 1 },
            mips: 1,
        })
    }

    /// Texels times samples.
    pub fn count(&self) -> u64 {
        self.size.iter().map(|&n| u64::from(n)).product::<u64>() * u64::from(self.samples)
    }

    /// Whether the texture is multisampled.
    pub fn multisampled(&self) -> bool {
        matches!(
            self.dim,
            ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
        )
    }

    /// The texel coordinates an access names (the first 1 to 3 of `c`) as
    /// (x, y, third extent).
    pub fn place(&self, c: [i64; 3]) -> [i64; 3] {
        use ResourceKind as K;
        match self.dim {
            K::Texture1D => [c[0], 0, 0],
            K::Texture1DArray => [c[0], 0, c[1]],
            K::Texture2D | K::Texture2DMS => [c[0], c[1], 0],
            _ => c,
        }
    }

    /// The index of sample `sample` of the texel at coordinates `c` of mip
    /// level `mip`, or `None` out of range (reads give 0, writes are
    /// dropped).
    pub fn index(&self, c: [i64; 3], sample: i64, mip: i64) -> Option<u64> {
        self.index_placed(self.place(c), sample, mip)
    }

    /// [`index`](Self::index) of a texel given as (x, y, third extent).
    pub fn index_placed(&self, p: [i64; 3], sample: i64, mip: i64) -> Option<u64> {
        if mip < 0 || mip >= i64::from(self.mips) {
            return None;
        }
        if sample < 0 || sample >= i64::from(self.samples) {
            return None;
        }
        let mut idx: i64 = 0;
        for k in (0..3).rev() {
            let n = i64::from(self.size[k]);
            if p[k] < 0 || p[k] >= n {
                return None;
            }
            idx = idx * n + p[k];
        }
        Some((idx * i64::from(self.samples) + sample) as u64)
    }

    /// What DXIL's getDimensions returns for mip level `mip`: width,
    /// height (1D arrays: slices), depth or slices (cube arrays: cubes),
    /// and the mip level count (multisampled: the sample count); 0 for
    /// what the dimension does not have.
    pub fn dimensions(&self, mip: u32) -> [u32; 4] {
        use ResourceKind as K;
        let at = |n: u32| n.checked_shr(mip).unwrap_or(0).max(1);
        let [w, h, d] = self.size;
        let last = if self.multisampled() {
            self.samples
        } else {
            self.mips
        };
        match self.dim {
            K::Texture1D => [at(w), 0, 0, last],
            K::Texture1DArray => [at(w), d, 0, last],
            K::Texture2D | K::Texture2DMS | K::TextureCube => [at(w), at(h), 0, last],
            K::Texture2DArray | K::Texture2DMSArray => [at(w), at(h), d, last],
            K::TextureCubeArray => [at(w), at(h), d / 6, last],
            _ => [at(w), at(h), at(d), last],
        }
    }
}

impl Resource {
    /// The number of elements (bytes for a raw buffer, rows for a cbuffer).
    pub fn elements(&self) -> u64 {
        self.data.len() as u64 / u64::from(self.stride.max(1))
    }

    /// A name for messages: the source name and the binding.
    pub fn label(&self) -> String {
        if self.name.is_empty() {
            format!("({})", self.key)
        } else {
            format!("{} ({})", self.name, self.key)
        }
    }
}

/// Every resource of a run.
///
/// Resources keep the order they were added in (a handle is an index, so
/// a resource created during a run must not move the others).
#[derive(Clone, Debug, Default)]
pub struct ResourceSet {
    /// The resources, in the order they were added.
    pub resources: Vec<Resource>,
    /// When set, a binding the set lacks is created during the run (with
    /// `elements` elements, filled from `seed`), and recorded in
    /// [`created`](Self::created) as it was before the run touched it: for
    /// bindings whose register is only known when the code runs (an -O0
    /// constructor taking the binding as arguments, an unbounded array).
    pub lazy: Option<LazyFill>,
    /// The resources created during a run, as they were created.
    pub created: Vec<Resource>,
    /// When set (and [`lazy`](Self::lazy) is not), a descriptor heap entry
    /// the set lacks is still created: the lowered run of
    /// `validate-lowering` creates nothing else, but a lowering that takes
    /// the wrong heap entry then reads other data and shows as a
    /// difference rather than as a missing resource.
    pub lazy_heap: Option<LazyFill>,
    /// Where bindings are placed, by name: the space and first register a
    /// `handlefrombinding` or `handlefromimplicitbinding` of that name
    /// binds, whatever registers the call itself names. `validate-lowering`
    /// runs the input with the registers `dxir lower` gives (implicit
    /// bindings only get theirs there, and a binding the lowering drops
    /// because only dead code used it takes none); an implicit binding
    /// missing here is put at [`crate::RUNTIME_DROPPED_REGISTERS`].
    pub placement: Placement,
}

/// Binding name to (space, first register): see [`ResourceSet::placement`].
pub type Placement = std::collections::BTreeMap<String, (u32, u32)>;

impl ResourceSet {
    /// The space and first register of a binding named `name` whose call
    /// says `(space, lower)`: [`placement`](Self::placement) first.
    pub fn placed(&self, name: &str, space: u32, lower: u32) -> (u32, u32) {
        self.placement.get(name).copied().unwrap_or((space, lower))
    }
}

/// How a [`ResourceSet`] creates the resources a run binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LazyFill {
    /// The seed they are filled from.
    pub seed: Seed,
    /// Elements per buffer.
    pub elements: u32,
}

/// What resources are filled from: small random values drawn from a
/// number, or the offset-revealing pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seed {
    /// Small values (integers below 64, floats in [-8, 8) with 8
    /// significant bits) drawn from this number, by the element layout.
    Random(u64),
    /// Every 4-byte word holds a value unique to its resource and byte
    /// offset that is no small index and, read as a float of any width, a
    /// finite normal number ([`offset_word`]): a misaddressed access reads
    /// something else at once. Counters start at half the elements, so
    /// what is appended or consumed lands in range.
    Offsets,
    /// As [`Seed::Offsets`], but cbuffers hold zeros: cbuffers hold what
    /// decides the control flow (conditions, selectors, loop bounds), and
    /// zero takes the branches and loop exits that small random values
    /// rarely do (`if (cond)`'s other side), and that `offsets` never does.
    OffsetsZeroCbuffers,
}

impl Seed {
    /// Whether this is one of the offset-revealing fills.
    pub fn reveals_offsets(self) -> bool {
        matches!(self, Seed::Offsets | Seed::OffsetsZeroCbuffers)
    }
}

impl From<u64> for Seed {
    fn from(n: u64) -> Self {
        Seed::Random(n)
    }
}

impl std::fmt::Display for Seed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Seed::Random(n) => write!(f, "{n}"),
            Seed::Offsets => f.write_str("offsets"),
            Seed::OffsetsZeroCbuffers => f.write_str("offsets-cb0"),
        }
    }
}

/// A seed that is neither a number nor `offsets` nor `offsets-cb0`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a seed is a number, `offsets` or `offsets-cb0`, not `{0}`")]
pub struct ParseSeedError(pub String);

impl std::str::FromStr for Seed {
    type Err = ParseSeedError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "offsets" => Ok(Seed::Offsets),
            "offsets-cb0" => Ok(Seed::OffsetsZeroCbuffers),
            t => t
                .parse::<u64>()
                .map(Seed::Random)
                .map_err(|_| ParseSeedError(s.to_string())),
        }
    }
}

/// How many resources of a set get words no other resource has under
/// [`Seed::Offsets`] (later ones repeat the first ones' words).
pub const OFFSET_SLOTS: u64 = 120;

/// How many words of one resource are unique under [`Seed::Offsets`]
/// (1 MiB; words past it repeat, shifted to the next resource's).
pub const OFFSET_WORDS_PER_SLOT: u64 = 1 << 18;

/// The word at byte `4 * word` of the resource at index `slot` of its set
/// under [`Seed::Offsets`].
///
/// `n = slot * 2^18 + word` (modulo `120 * 2^18`) is split into
/// `x = n mod 2048` and `y = n / 2048 < 15360`; the high half is
/// `0x4000 + x` and the low half has the exponent field `16 + y / 1024`
/// and the mantissa `(y mod 1024) xor (x mod 1024)`. So `n`, hence the
/// resource and the offset, can be read back from the word, and:
///
/// - as a 32-bit integer it is in [2^30, 2^30 + 2^27): never a small
///   index, never negative;
/// - as a `float` it is a normal number in [2, 131072), and neighbouring
///   words differ in the exponent or the top 7 bits of the mantissa (not
///   only in low bits that arithmetic may round away);
/// - each 2-byte half, as a `half`, is a normal number in [2, 65504]
///   (never NaN, infinite or denormal), and as a 16-bit integer in
///   [16384, 31743]; in a resource's first 4 KiB no two high halves and no
///   two low halves are equal;
/// - two words as a `double` (the high word's sign and exponent bits) are
///   a normal positive number in [2, 2^129), as a 64-bit integer at least
///   2^62.
///
/// Single bytes promise nothing (a byte may be small).
pub fn offset_word(slot: usize, word: usize) -> u32 {
    let cap = OFFSET_SLOTS * OFFSET_WORDS_PER_SLOT;
    let n = ((slot as u64 % OFFSET_SLOTS) * OFFSET_WORDS_PER_SLOT + word as u64) % cap;
    let (x, y) = ((n % 2048) as u32, (n / 2048) as u32);
    let hi = 0x4000 + x;
    let lo = ((16 + y / 1024) << 10) | ((y % 1024) ^ (x % 1024));
    hi << 16 | lo
}

/// A small PRNG (SplitMix64): deterministic for a seed on every platform,
/// and enough to spread values over a buffer.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// The scalars of `ty` with their byte offsets, flattened.
pub fn scalar_layout(cx: &Context, ty: Type, at: u32, out: &mut Vec<(u32, Scalar)>, depth: u32) {
    if depth > 32 || out.len() > 4096 {
        return;
    }
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => {
            if let Some(s) = Scalar::of(cx, *elem) {
                for k in 0..*len {
                    out.push((at + k * s.size() as u32, s));
                }
            }
        }
        TypeData::Array { len, elem } => {
            let Some(stride) = alloc_size(cx, *elem) else {
                return;
            };
            for k in 0..(*len).min(1024) {
                scalar_layout(cx, *elem, at + (k * stride) as u32, out, depth + 1);
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (Some(fields), Some(layout)) = (struct_fields(cx, ty), struct_layout(cx, ty))
            else {
                return;
            };
            for (f, o) in fields.iter().zip(&layout.offsets) {
                scalar_layout(cx, *f, at + *o as u32, out, depth + 1);
            }
        }
        _ => {
            if let Some(s) = Scalar::of(cx, ty) {
                out.push((at, s));
            }
        }
    }
}

impl Resource {
    /// A resource of the type `ty` (a `target("dx.*")` handle type) bound
    /// at `key`, with `elements` elements, zero-filled.
    pub fn of_type(
        cx: &Context,
        key: ResKey,
        name: &str,
        ty: Type,
        elements: u32,
    ) -> Result<Resource, String> {
        let rt = ResourceType::decode(cx, ty).map_err(|e| e.to_string())?;
        let mut texture = None;
        let mut signed = false;
        let (kind, elem_ty, writeable) = match rt {
            ResourceType::Texture {
                element,
                writeable,
                dimension,
                signed: s,
                ..
            } => {
                texture = TexShape::default_for(dimension, 1);
                signed = s;
                (ResKind::Texture, element, writeable)
            }
            ResourceType::MSTexture {
                element,
                writeable,
                sample_count,
                dimension,
                signed: s,
                ..
            } => {
                texture = TexShape::default_for(dimension, sample_count);
                signed = s;
                (ResKind::Texture, element, writeable)
            }
            ResourceType::TypedBuffer {
                element,
                writeable,
                signed: s,
                ..
            } => {
                signed = s;
                (ResKind::Typed, element, writeable)
            }
            ResourceType::RawBuffer {
                element, writeable, ..
            } => {
                let raw = matches!(cx.type_data(element), TypeData::Int(8) | TypeData::Void);
                let kind = if raw {
                    ResKind::Raw
                } else {
                    ResKind::Structured
                };
                (kind, element, writeable)
            }
            ResourceType::CBuffer { layout } => (ResKind::CBuffer, layout, false),
            ResourceType::Sampler { .. } => {
                return Ok(Resource {
                    key,
                    name: name.to_string(),
                    kind: ResKind::Sampler,
                    stride: 1,
                    element: String::new(),
                    layout: Vec::new(),
                    writeable: false,
                    signed: false,
                    data: Vec::new(),
                    counter: 0,
                    texture: None,
                })
            }
            other => {
                return Err(format!(
                    "the interpreter runs buffers, cbuffers and textures, not {}",
                    type_to_string(cx, other.to_type(cx))
                ))
            }
        };
        let size = alloc_size(cx, elem_ty)
            .and_then(|s| u32::try_from(s).ok())
            .ok_or_else(|| format!("no layout for {}", type_to_string(cx, elem_ty)))?;
        let mut layout = Vec::new();
        let (stride, bytes) = match kind {
            ResKind::Raw => (1, u64::from(elements) * 16),
            ResKind::CBuffer => {
                scalar_layout(cx, elem_ty, 0, &mut layout, 0);
                (size, u64::from(size).div_ceil(16) * 16)
            }
            ResKind::Texture => {
                scalar_layout(cx, elem_ty, 0, &mut layout, 0);
                let n = texture.map_or(0, |t| t.count());
                (size.max(1), u64::from(size.max(1)) * n)
            }
            _ => {
                scalar_layout(cx, elem_ty, 0, &mut layout, 0);
                (size.max(1), u64::from(size.max(1)) * u64::from(elements))
            }
        };
        let bytes = checked_bytes(bytes)?;
        Ok(Resource {
            key,
            name: name.to_string(),
            kind,
            stride,
            element: type_to_string(cx, elem_ty),
            layout,
            writeable,
            signed,
            data: vec![0; bytes],
            counter: 0,
            texture,
        })
    }

    /// Fills the data with values drawn from `rng`: small integers and
    /// floats with few significant bits for the scalars the layout knows
    /// (so loop bounds stay small and arithmetic stays exact enough to
    /// mean something), random small words elsewhere.
    pub fn fill(&mut self, rng: &mut Rng) {
        let layout_len = self.layout.len();
        let stride = self.stride.max(1) as usize;
        let per_element = layout_len > 0 && self.kind != ResKind::Raw;
        if !per_element {
            for w in self.data.chunks_mut(4) {
                let v = if rng.below(2) == 0 {
                    rng.below(64) as u32
                } else {
                    small_float(rng).to_bits()
                };
                let b = v.to_le_bytes();
                w.copy_from_slice(&b[..w.len()]);
            }
            return;
        }
        let count = if self.kind == ResKind::CBuffer {
            1
        } else {
            self.data.len() / stride
        };
        for e in 0..count {
            for &(off, s) in &self.layout {
                let at = e * stride + off as usize;
                let Some(slot) = self.data.get_mut(at..at + s.size()) else {
                    continue;
                };
                match s {
                    Scalar::Int(n) => {
                        let v = rng.below(64).to_le_bytes();
                        slot.copy_from_slice(&v[..usize::from(n)]);
                    }
                    Scalar::Half => {
                        let h = crate::value::f32_to_half(small_float(rng));
                        slot.copy_from_slice(&h.to_le_bytes());
                    }
                    Scalar::Float => slot.copy_from_slice(&small_float(rng).to_le_bytes()),
                    Scalar::Double => {
                        slot.copy_from_slice(&f64::from(small_float(rng)).to_le_bytes())
                    }
                }
            }
        }
    }
}

impl Resource {
    /// Sets the bytes no scalar of the element layout covers (the padding
    /// of structured elements and cbuffers) to 0, as the random fill
    /// leaves them: an input may copy a whole struct, padding and all,
    /// from uninitialized memory, where the lowering stores the fields.
    fn zero_padding(&mut self) {
        if self.layout.is_empty() || self.kind == ResKind::Raw {
            return;
        }
        let stride = self.stride.max(1) as usize;
        let mut covered = vec![false; stride];
        for &(off, s) in &self.layout {
            let off = off as usize;
            for c in covered.iter_mut().skip(off).take(s.size()) {
                *c = true;
            }
        }
        if covered.iter().all(|&c| c) {
            return;
        }
        let count = if self.kind == ResKind::CBuffer {
            1
        } else {
            self.data.len() / stride
        };
        for (i, b) in self.data.iter_mut().enumerate() {
            let (e, o) = (i / stride, i % stride);
            if e >= count || !covered[o] {
                *b = 0;
            }
        }
    }
}

/// The most bytes one resource may have.
pub const MAX_BYTES: u64 = 1 << 28;

/// `bytes` as a length, if a resource may have that many.
pub(crate) fn checked_bytes(bytes: u64) -> Result<usize, String> {
    if bytes > MAX_BYTES {
        return Err(format!(
            "a resource of {bytes} bytes is more than the interpreter allocates ({MAX_BYTES}); use fewer --elements"
        ));
    }
    Ok(bytes as usize)
}

/// Fills `r`, the resource at index `slot` of its set, from `seed` (a
/// random seed mixed with its key, so its values do not depend on the
/// other resources; [`Seed::Offsets`] by its slot), and resets its counter.
pub fn fill_one(r: &mut Resource, seed: Seed, slot: usize) {
    match seed {
        Seed::Random(seed) => {
            let k = r.key;
            let mix = (k.class as u64) << 56 | u64::from(k.space) << 32 | u64::from(k.register);
            let mut rng = Rng::new(seed.wrapping_mul(0x100_0000_01B3) ^ mix);
            r.fill(&mut rng);
        }
        Seed::OffsetsZeroCbuffers if r.kind == ResKind::CBuffer => r.data.fill(0),
        Seed::Offsets | Seed::OffsetsZeroCbuffers => {
            for (i, w) in r.data.chunks_mut(4).enumerate() {
                let b = offset_word(slot, i).to_le_bytes();
                w.copy_from_slice(&b[..w.len()]);
            }
            r.zero_padding();
            // Half the elements: what a dispatch appends or consumes (as
            // many as its threads, fewer than half the default elements)
            // lands in range, where moved bytes show.
            let elements = r.data.len() / r.stride.max(1) as usize;
            r.counter = u32::try_from(elements / 2).unwrap_or(u32::MAX);
            return;
        }
    }
    r.counter = 0;
}

/// A float in [-8, 8) with at most 8 significant bits.
fn small_float(rng: &mut Rng) -> f32 {
    (rng.below(256) as f32 - 128.0) / 16.0
}

impl ResourceSet {
    /// The index of the resource bound at `key`.
    pub fn find(&self, key: ResKey) -> Option<usize> {
        self.resources.iter().position(|r| r.key == key)
    }

    /// Adds `r` unless its key is taken (the first binding found wins);
    /// its index.
    pub fn insert(&mut self, r: Resource) -> usize {
        match self.find(r.key) {
            Some(i) => i,
            None => {
                self.resources.push(r);
                self.resources.len() - 1
            }
        }
    }

    /// Fills every resource from `seed`; with a random seed each resource
    /// gets its own stream (from its key), so adding a resource does not
    /// change the others; with [`Seed::Offsets`] each gets its own words
    /// (from its index).
    pub fn fill(&mut self, seed: impl Into<Seed>) {
        let seed = seed.into();
        for (slot, r) in self.resources.iter_mut().enumerate() {
            fill_one(r, seed, slot);
        }
    }

    /// The resources in key order (how they are printed and compared).
    pub fn sorted(&self) -> Vec<&Resource> {
        let mut v: Vec<&Resource> = self.resources.iter().collect();
        v.sort_by_key(|r| r.key);
        v
    }

    /// The resources as JSON: one object per resource with its binding,
    /// kind and contents (typed and structured elements as numbers lane by
    /// lane when their layout is known, else 32-bit words in hex).
    pub fn to_json(&self) -> String {
        let mut s = String::from("{\n  \"resources\": [");
        for (i, r) in self.sorted().into_iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            let _ = write!(
                s,
                "\n    {{\n      \"name\": {},\n      \"class\": \"{}\",\n      \"space\": {},\n      \"register\": {},\n      \"kind\": \"{}\",\n      \"element\": {},\n      \"stride\": {},\n      \"counter\": {},\n",
                json_str(&r.name),
                r.key.class.name(),
                r.key.space,
                r.key.register,
                r.kind.name(),
                json_str(&r.element),
                r.stride,
                r.counter
            );
            if let Some(t) = r.texture {
                let _ = writeln!(
                    s,
                    "      \"texture\": {{ \"dimension\": {}, \"size\": [{}, {}, {}], \"samples\": {}, \"mips\": {} }},",
                    t.dim as u8, t.size[0], t.size[1], t.size[2], t.samples, t.mips
                );
            }
            if r.layout.is_empty() || r.kind == ResKind::Raw {
                s.push_str("      \"words\": [");
                for (k, w) in r.data.chunks(4).enumerate() {
                    // Eight words a line.
                    if k % 8 == 0 {
                        s.push_str(if k > 0 { ",\n        " } else { "\n        " });
                    } else {
                        s.push_str(", ");
                    }
                    let mut b = [0u8; 4];
                    b[..w.len()].copy_from_slice(w);
                    let _ = write!(s, "\"0x{:08x}\"", u32::from_le_bytes(b));
                }
                s.push_str("\n      ]\n    }");
                continue;
            }
            s.push_str("      \"elements\": [");
            let stride = r.stride.max(1) as usize;
            let count = if r.kind == ResKind::CBuffer {
                1
            } else {
                r.data.len() / stride
            };
            for e in 0..count {
                s.push_str(if e > 0 { ",\n        [" } else { "\n        [" });
                for (k, &(off, sc)) in r.layout.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    let at = e * stride + off as usize;
                    let bytes = r.data.get(at..at + sc.size()).unwrap_or(&[]);
                    s.push_str(&scalar_json(sc, bytes));
                }
                s.push(']');
            }
            s.push_str("\n      ]\n    }");
        }
        s.push_str("\n  ]\n}\n");
        s
    }
}

fn scalar_json(s: Scalar, b: &[u8]) -> String {
    let mut w = [0u8; 8];
    w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
    let bits = u64::from_le_bytes(w);
    let float = |v: f64| {
        if v.is_finite() {
            format!("{v:?}")
        } else {
            format!("\"{v}\"")
        }
    };
    match s {
        Scalar::Int(_) => bits.to_string(),
        Scalar::Half => float(f64::from(dxir_dialects::llvm::fold::f16_bits_to_f32(
            bits as u16,
        ))),
        Scalar::Float => float(f64::from(f32::from_bits(bits as u32))),
        Scalar::Double => float(f64::from_bits(bits)),
    }
}

/// `s` as a JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
