//! Random, well-typed HLSL compute, vertex and pixel shaders from a seed
//! (issue 16 item 5, like Cranelift's fuzzgen): `dxir shadergen` compiles
//! them with clang 22 and checks each lowering with the interpreter (see
//! `docs/shadergen.md`).
//!
//! Generating HLSL rather than IR is what makes the modules "the form clang
//! 22 emits": clang writes them, at the optimization level and shader model
//! the seed picks. The generator only produces what clang 22 and the
//! corpus header accept (no textures, samplers or atomics, whose HLSL
//! clang 22 does not implement; byte-address buffers can be declared but
//! have no `Load`/`Store` methods there).
//!
//! Every shader is race-free by construction, so `validate-lowering`
//! compares deterministically without `--allow-races`: thread `i` (its
//! `SV_DispatchThreadID.x`, unique over the dispatch) writes and reads a
//! writeable resource only at element `i` (of any member of a resource
//! array); read-only resources and cbuffers are read anywhere. A vertex or
//! pixel shader's invocations have no index of their own in clang 22, so
//! its resources are all read-only and its outputs are its signature's.

use crate::testgen::Rng;
use std::fmt::Write;

/// A scalar kind of the generated values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scalar {
    Float,
    Int,
    Uint,
    Double,
    /// Only with `-enable-16bit-types` (shader model 6.2 and up).
    Half,
    Int64,
}

impl Scalar {
    fn name(self) -> &'static str {
        match self {
            Scalar::Float => "float",
            Scalar::Int => "int",
            Scalar::Uint => "uint",
            Scalar::Double => "double",
            Scalar::Half => "half",
            Scalar::Int64 => "int64_t",
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Scalar::Float | Scalar::Double | Scalar::Half)
    }

    /// The widest vector the corpus header declares a name for.
    fn max_lanes(self) -> u8 {
        if self == Scalar::Int64 {
            2
        } else {
            4
        }
    }

    fn bytes(self) -> u32 {
        match self {
            Scalar::Half => 2,
            Scalar::Double | Scalar::Int64 => 8,
            _ => 4,
        }
    }
}

/// A scalar or vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ty {
    s: Scalar,
    n: u8,
}

impl Ty {
    fn name(self) -> String {
        if self.n == 1 {
            self.s.name().to_string()
        } else {
            format!("{}{}", self.s.name(), self.n)
        }
    }

    fn scalar(self) -> Ty {
        Ty { s: self.s, n: 1 }
    }
}

/// A field of a generated struct.
#[derive(Clone, Debug)]
struct Field {
    name: String,
    ty: Ty,
    /// `Some(k)`: an array `ty name[k]`.
    array: Option<u32>,
}

/// A generated struct type (structured buffer elements, cbuffer members).
#[derive(Clone, Debug)]
struct Struct {
    name: String,
    fields: Vec<Field>,
}

/// What one resource declaration is.
#[derive(Clone, Debug)]
enum Kind {
    /// `Buffer<T>` / `RWBuffer<T>`.
    Typed(Ty),
    /// `StructuredBuffer<T>` of a plain type.
    StructuredPlain(Ty),
    /// `StructuredBuffer<S>` of a generated struct (index into `structs`).
    StructuredStruct(usize),
}

/// A resource (or resource array) declaration.
#[derive(Clone, Debug)]
struct Res {
    name: String,
    rw: bool,
    kind: Kind,
    /// `Some(k)`: an array of `k`.
    array: Option<u32>,
    /// A `RWStructuredBuffer` written only through its counter
    /// (`R[R.IncrementCounter()] = v`): each call gives its thread a slot
    /// of its own, so it is race-free without being element `i`.
    counter: bool,
}

/// A cbuffer member.
#[derive(Clone, Debug)]
enum CbMember {
    /// A scalar or vector, or an array of them.
    Value(Field),
    /// A member of a generated struct type.
    Struct { name: String, st: usize },
}

/// A helper function `ret name(uint i, params...)`.
#[derive(Clone, Debug)]
struct Helper {
    name: String,
    ret: Ty,
    params: Vec<Ty>,
}

/// The stage of a generated shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A compute shader: `numthreads`, each thread writing its own element.
    Compute,
    /// A vertex shader: signature inputs in, `SV_Position` and more out.
    Vertex,
    /// A pixel shader: `SV_Position` and other inputs in, `SV_Target`s out.
    Pixel,
}

impl Stage {
    /// The profile prefix (`cs`, `vs`, `ps`).
    fn profile(self) -> &'static str {
        match self {
            Stage::Compute => "cs",
            Stage::Vertex => "vs",
            Stage::Pixel => "ps",
        }
    }

    /// The stage of `seed`: three in five compute, one vertex, one pixel.
    /// Drawn from a stream of its own, so a seed that gives a compute
    /// shader gives the same one it gave before vertex and pixel shaders
    /// were generated.
    fn of_seed(seed: u64) -> Stage {
        match Rng::new(seed ^ 0x5354_4147_4553).below(5) {
            3 => Stage::Vertex,
            4 => Stage::Pixel,
            _ => Stage::Compute,
        }
    }
}

/// A generated shader and how to compile and run it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shader {
    /// The seed it was generated from.
    pub seed: u64,
    /// The HLSL text (with a comment naming the seed and the settings).
    pub hlsl: String,
    /// Its stage.
    pub stage: Stage,
    /// The semantics of its outputs in the order clang 22 stores them (a
    /// vertex or pixel shader's; clang 22 records none): what
    /// `--output-semantics` takes.
    pub output_semantics: Vec<String>,
    /// The target profile, `cs_6_x`, `vs_6_x` or `ps_6_x`.
    pub profile: String,
    /// clang's optimization level, 0..=3.
    pub opt: u8,
    /// Whether the shader needs `-enable-16bit-types` (it uses `half`).
    pub native_16bit: bool,
    /// Thread groups of the dispatch in x (y and z are 1); for a vertex
    /// or pixel shader, its invocations.
    pub groups: u32,
}

/// The shader of `seed`: the same text on every machine.
///
/// # Example
/// ```
/// use dxir::shadergen::{generate, Stage};
/// let s = generate(5);
/// assert_eq!(s.stage, Stage::Compute);
/// assert!(s.hlsl.contains("[numthreads("));
/// assert_eq!(s, generate(5));
/// let p = generate(7);
/// assert_eq!((p.stage, p.output_semantics[0].as_str()), (Stage::Pixel, "SV_Target0"));
/// ```
pub fn generate(seed: u64) -> Shader {
    Gen::new(seed).shader()
}

/// The state of one generation.
struct Gen {
    rng: Rng,
    seed: u64,
    half: bool,
    structs: Vec<Struct>,
    res: Vec<Res>,
    cb: Vec<CbMember>,
    helpers: Vec<Helper>,
    /// `groupshared T name[threads]`, written before a group barrier at the
    /// top of `main` and read after it.
    groupshared: Option<(String, Ty)>,
    /// Locals in scope: name and type.
    locals: Vec<(String, Ty)>,
    /// Loop counters in scope (uint, read-only).
    counters: Vec<String>,
    next_name: usize,
    /// Statements left in the current function.
    budget: usize,
    depth: usize,
    out: String,
    indent: usize,
}

const SWIZZLE: [char; 4] = ['x', 'y', 'z', 'w'];

impl Gen {
    fn new(seed: u64) -> Self {
        Gen {
            rng: Rng::new(seed),
            seed,
            half: false,
            structs: Vec::new(),
            res: Vec::new(),
            cb: Vec::new(),
            helpers: Vec::new(),
            groupshared: None,
            locals: Vec::new(),
            counters: Vec::new(),
            next_name: 0,
            budget: 0,
            depth: 0,
            out: String::new(),
            indent: 0,
        }
    }

    fn pick<T: Copy>(&mut self, list: &[T]) -> T {
        list[self.rng.below(list.len())]
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn scalar(&mut self) -> Scalar {
        let mut list = vec![
            Scalar::Float,
            Scalar::Float,
            Scalar::Int,
            Scalar::Uint,
            Scalar::Uint,
            Scalar::Double,
            Scalar::Int64,
        ];
        if self.half {
            list.push(Scalar::Half);
        }
        self.pick(&list)
    }

    fn ty(&mut self) -> Ty {
        let s = self.scalar();
        let n = 1 + self.rng.below(s.max_lanes() as usize) as u8;
        Ty { s, n }
    }

    /// A type a typed buffer can hold: at most 16 bytes, no 64-bit
    /// integer vectors.
    fn typed_elem(&mut self) -> Ty {
        loop {
            let t = self.ty();
            if u32::from(t.n) * t.s.bytes() <= 16 && !(t.s == Scalar::Int64 && t.n > 1) {
                return t;
            }
        }
    }

    fn shader(mut self) -> Shader {
        let stage = Stage::of_seed(self.seed);
        let sm = self.pick(&[0u8, 2, 5, 6, 6]);
        self.half = sm >= 2 && self.rng.chance(40);
        let opt = self.pick(&[0u8, 1, 2, 3, 3]);
        let threads = self.pick(&[1u32, 4, 8, 16, 32]);
        let mut groups = self.pick(&[1u32, 1, 2]);
        self.declarations();
        if stage != Stage::Compute {
            // Invocations have no index of their own in clang 22 (it has
            // no SV_VertexID or SV_PrimitiveID), so nothing keeps two from
            // writing the same UAV bytes: every resource is read-only, and
            // the outputs are the signature's.
            self.res.retain(|r| !r.counter);
            self.res.iter_mut().for_each(|r| r.rw = false);
            self.groupshared = None;
            groups = self.pick(&[1u32, 4, 8]);
        }
        let mut body = String::new();
        for h in 0..1 + self.rng.below(2) {
            body.push_str(&self.helper(h));
        }
        let mut output_semantics = Vec::new();
        let what = match stage {
            Stage::Compute => {
                body.push_str(&self.main(threads));
                format!("{groups} group(s) of {threads} threads")
            }
            _ => {
                let (main, semantics) = self.graphics_main(stage);
                body.push_str(&main);
                output_semantics = semantics;
                format!(
                    "{groups} invocation(s), outputs {}",
                    output_semantics.join(",")
                )
            }
        };
        let profile = format!("{}_6_{sm}", stage.profile());
        let mut text = String::new();
        let _ = writeln!(
            text,
            "// dxir shadergen --seed {}: {profile} -O{opt}{}, {what}",
            self.seed,
            if self.half {
                " -enable-16bit-types"
            } else {
                ""
            }
        );
        text.push_str(&self.decl_text());
        text.push_str(&body);
        Shader {
            seed: self.seed,
            hlsl: text,
            stage,
            output_semantics,
            profile,
            opt,
            native_16bit: self.half,
            groups,
        }
    }

    /// A signature element's type: 32-bit float, int or uint, 1 to 4
    /// columns.
    fn signature_ty(&mut self) -> Ty {
        let s = self.pick(&[Scalar::Float, Scalar::Float, Scalar::Int, Scalar::Uint]);
        Ty {
            s,
            n: 1 + self.rng.below(4) as u8,
        }
    }

    /// The entry of a vertex or pixel shader: a struct of outputs, the
    /// inputs as parameters (`uint vid : VID` first, which indexes the
    /// resources as a compute thread's id does), statements, then every
    /// output assigned. Also the outputs' semantics in field order.
    fn graphics_main(&mut self, stage: Stage) -> (String, Vec<String>) {
        self.out.clear();
        self.locals.clear();
        let float4 = Ty {
            s: Scalar::Float,
            n: 4,
        };
        // clang 22 crashes (in `handleSemanticStore`) on some structs of
        // outputs: three fields, two that are not system values, a scalar
        // `SV_Target0` before a vector. What it compiles: a `float4`
        // `SV_Position` or `SV_Target0` first, and at most one more.
        let mut outputs: Vec<(Ty, String)> = Vec::new();
        match stage {
            Stage::Vertex => {
                outputs.push((float4, "SV_Position0".to_string()));
                if self.rng.chance(60) {
                    let ty = self.signature_ty();
                    outputs.push((ty, "O1".to_string()));
                }
            }
            _ => {
                // clang 22 takes SV_Target on float types only.
                outputs.push((float4, "SV_Target0".to_string()));
                if self.rng.chance(50) {
                    let ty = Ty {
                        s: Scalar::Float,
                        n: 1 + self.rng.below(4) as u8,
                    };
                    outputs.push((ty, "SV_Target1".to_string()));
                }
            }
        }
        let mut params = vec!["uint vid : VID".to_string()];
        if stage == Stage::Pixel && self.rng.chance(60) {
            params.push("float4 pos : SV_Position".to_string());
            self.locals.push(("pos".to_string(), float4));
        }
        for k in 1..=self.rng.below(4) {
            let ty = self.signature_ty();
            let name = format!("a{k}");
            params.push(format!("{} {name} : A{k}", ty.name()));
            self.locals.push((name, ty));
        }
        self.line("struct Outputs {");
        for (k, (ty, sem)) in outputs.iter().enumerate() {
            self.line(&format!("  {} o{k} : {sem};", ty.name()));
        }
        self.line("};");
        self.line(&format!("Outputs main({}) {{", params.join(", ")));
        self.indent = 1;
        self.line("uint i = vid % 16;");
        self.budget = 4 + self.rng.below(8);
        self.block();
        self.line("Outputs o;");
        for (k, (ty, _)) in outputs.iter().enumerate() {
            let e = self.expr(*ty, 0);
            self.line(&format!("o.o{k} = {e};"));
        }
        self.line("return o;");
        self.indent = 0;
        self.line("}");
        let semantics = outputs.into_iter().map(|(_, s)| s).collect();
        (std::mem::take(&mut self.out), semantics)
    }

    fn structure(&mut self, prefix: &str, array_fields: bool) -> usize {
        let name = self.fresh(prefix);
        let mut fields = Vec::new();
        for _ in 0..1 + self.rng.below(4) {
            let ty = self.ty();
            let array = (array_fields && self.rng.chance(20)).then(|| 2 + self.rng.below(2) as u32);
            fields.push(Field {
                name: self.fresh("f"),
                ty,
                array,
            });
        }
        self.structs.push(Struct { name, fields });
        self.structs.len() - 1
    }

    /// Structs, resources, the cbuffer.
    fn declarations(&mut self) {
        let count = 2 + self.rng.below(5);
        let mut has_rw = false;
        for k in 0..count {
            // At least one writeable resource, so the run has an output.
            let rw = (k + 1 == count && !has_rw) || self.rng.chance(55);
            has_rw |= rw;
            let kind = match self.rng.below(3) {
                0 => Kind::Typed(self.typed_elem()),
                1 => Kind::StructuredPlain(self.ty()),
                _ => Kind::StructuredStruct(self.structure("S", true)),
            };
            let array = self.rng.chance(25).then(|| 2 + self.rng.below(3) as u32);
            let name = self.fresh(if rw { "Out" } else { "In" });
            self.res.push(Res {
                name,
                rw,
                kind,
                array,
                counter: false,
            });
        }
        if self.rng.chance(25) {
            let ty = self.ty();
            let name = self.fresh("Ctr");
            self.res.push(Res {
                name,
                rw: true,
                kind: Kind::StructuredPlain(ty),
                array: None,
                counter: true,
            });
        }
        if self.rng.chance(30) {
            let ty = self.ty();
            self.groupshared = Some((self.fresh("G"), ty));
        }
        if self.rng.chance(70) {
            // clang 22 crashes on a cbuffer whose only member is a struct:
            // a plain member always comes first.
            for k in 0..1 + self.rng.below(4) {
                if k > 0 && self.rng.chance(30) {
                    // clang 22 also crashes (in `emitBufferMemberExpr`) on
                    // some struct members that directly follow an array or
                    // a member ending on a row boundary (`float4 a; S s;`):
                    // a struct member always follows a plain member that
                    // leaves padding before it.
                    if !self.cb.last().is_some_and(pads_before_struct) {
                        let name = self.fresh("c");
                        let ty = Ty {
                            s: Scalar::Float,
                            n: 1,
                        };
                        self.cb.push(CbMember::Value(Field {
                            name,
                            ty,
                            array: None,
                        }));
                    }
                    let st = self.structure("C", false);
                    let name = self.fresh("c");
                    self.cb.push(CbMember::Struct { name, st });
                } else {
                    let ty = self.ty();
                    let array = self.rng.chance(30).then(|| 2 + self.rng.below(3) as u32);
                    let name = self.fresh("c");
                    self.cb.push(CbMember::Value(Field { name, ty, array }));
                }
            }
        }
    }

    fn decl_text(&mut self) -> String {
        let mut t = String::new();
        for s in &self.structs {
            let _ = writeln!(t, "struct {} {{", s.name);
            for f in &s.fields {
                let arr = f.array.map(|k| format!("[{k}]")).unwrap_or_default();
                let _ = writeln!(t, "  {} {}{arr};", f.ty.name(), f.name);
            }
            t.push_str("};\n");
        }
        if !self.cb.is_empty() {
            let explicit = self.rng.chance(70);
            let reg = if explicit { " : register(b0)" } else { "" };
            let _ = writeln!(t, "cbuffer Params{reg} {{");
            for m in &self.cb {
                match m {
                    CbMember::Value(f) => {
                        let arr = f.array.map(|k| format!("[{k}]")).unwrap_or_default();
                        let _ = writeln!(t, "  {} {}{arr};", f.ty.name(), f.name);
                    }
                    CbMember::Struct { name, st } => {
                        let _ = writeln!(t, "  {} {name};", self.structs[*st].name);
                    }
                }
            }
            t.push_str("};\n");
        }
        // Registers by class; some resources are bound implicitly, some
        // in space 1.
        let (mut t_reg, mut u_reg) = (0u32, 0u32);
        for r in self.res.clone() {
            let (class, next) = if r.rw {
                ("u", &mut u_reg)
            } else {
                ("t", &mut t_reg)
            };
            let size = r.array.unwrap_or(1);
            let binding = match self.rng.below(10) {
                0 => String::new(),
                1 => format!(" : register({class}{}, space1)", self.rng.below(4)),
                _ => {
                    let b = format!(" : register({class}{})", *next);
                    *next += size;
                    b
                }
            };
            let prefix = if r.rw { "RW" } else { "" };
            let elem = match &r.kind {
                Kind::Typed(ty) => format!("{prefix}Buffer<{}>", ty.name()),
                Kind::StructuredPlain(ty) => format!("{prefix}StructuredBuffer<{}>", ty.name()),
                Kind::StructuredStruct(s) => {
                    format!("{prefix}StructuredBuffer<{}>", self.structs[*s].name)
                }
            };
            let arr = r.array.map(|k| format!("[{k}]")).unwrap_or_default();
            let _ = writeln!(t, "{elem} {}{arr}{binding};", r.name);
        }
        // Space-1 registers are drawn at random: two resources could meet.
        dedup_space1(&t)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn helper(&mut self, h: usize) -> String {
        let ret = self.ty();
        let params: Vec<Ty> = (0..self.rng.below(3)).map(|_| self.ty()).collect();
        let name = format!("helper{h}");
        let mut sig = format!("{} {name}(uint i", ret.name());
        self.locals.clear();
        for (k, p) in params.iter().enumerate() {
            let _ = write!(sig, ", {} p{k}", p.name());
            self.locals.push((format!("p{k}"), *p));
        }
        sig.push_str(") {");
        self.out.clear();
        self.line(&sig);
        self.indent = 1;
        self.budget = 3 + self.rng.below(5);
        self.block();
        let e = self.expr(ret, 0);
        self.line(&format!("return {e};"));
        self.indent = 0;
        self.line("}");
        // Helpers defined so far may be called by later ones and by main.
        self.helpers.push(Helper { name, ret, params });
        std::mem::take(&mut self.out)
    }

    fn main(&mut self, threads: u32) -> String {
        self.out.clear();
        self.locals.clear();
        let mut shared = String::new();
        if let Some((g, ty)) = self.groupshared.clone() {
            let _ = writeln!(shared, "groupshared {} {g}[{threads}];", ty.name());
        }
        self.out.push_str(&shared);
        self.line(&format!("[numthreads({threads}, 1, 1)]"));
        self.line("void main(uint3 tid : SV_DispatchThreadID) {");
        self.indent = 1;
        self.line("uint i = tid.x;");
        if let Some((g, ty)) = self.groupshared.clone() {
            // Each thread writes its own slot; after the barrier (in
            // uniform control flow) it reads its neighbour's.
            let e = self.expr(ty, 0);
            self.line(&format!("{g}[i % {threads}] = {e};"));
            self.line("GroupMemoryBarrierWithGroupSync();");
            let name = self.fresh("v");
            self.line(&format!("{} {name} = {g}[(i + 1) % {threads}];", ty.name()));
            self.locals.push((name, ty));
        }
        self.budget = 6 + self.rng.below(10);
        self.block();
        // Every writeable resource gets at least one store.
        for r in self.res.clone().iter().filter(|r| r.rw) {
            self.store(r);
        }
        self.indent = 0;
        self.line("}");
        std::mem::take(&mut self.out)
    }

    /// Statements until the budget runs out (or, nested, fewer).
    fn block(&mut self) {
        let n = if self.depth == 0 {
            usize::MAX
        } else {
            1 + self.rng.below(3)
        };
        let scope = self.locals.len();
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            self.statement();
        }
        self.locals.truncate(scope);
    }

    fn statement(&mut self) {
        let nest = self.depth < 2;
        match self.rng.below(10) {
            0 | 1 => {
                let ty = self.ty();
                let e = self.expr(ty, 0);
                let name = self.fresh("v");
                self.line(&format!("{} {name} = {e};", ty.name()));
                self.locals.push((name, ty));
            }
            2 if !self.locals.is_empty() => {
                let (name, ty) = self.locals[self.rng.below(self.locals.len())].clone();
                let op = self.pick(&["=", "+=", "-=", "*="]);
                let e = self.expr(ty, 0);
                self.line(&format!("{name} {op} {e};"));
            }
            3 | 4 => {
                let rw: Vec<Res> = self.res.iter().filter(|r| r.rw).cloned().collect();
                if !rw.is_empty() {
                    let r = rw[self.rng.below(rw.len())].clone();
                    self.store(&r);
                }
            }
            5 if nest => {
                let c = self.cond();
                self.line(&format!("if ({c}) {{"));
                self.nested();
                if self.rng.chance(50) {
                    self.line("} else {");
                    self.nested();
                }
                self.line("}");
            }
            6 if nest => {
                let k = self.fresh("k");
                let bound = match self.uint_source() {
                    Some(src) if self.rng.chance(50) => format!("({src} & 3)"),
                    _ => format!("{}", 1 + self.rng.below(4)),
                };
                self.line(&format!("for (uint {k} = 0; {k} < {bound}; ++{k}) {{"));
                self.counters.push(k);
                self.nested();
                self.counters.pop();
                self.line("}");
            }
            7 if self.res.iter().any(|r| r.rw && self.struct_of(r).is_some()) => {
                // A whole struct through a local: load, change a field, store.
                let rs: Vec<Res> = self
                    .res
                    .iter()
                    .filter(|r| r.rw && self.struct_of(r).is_some())
                    .cloned()
                    .collect();
                let r = rs[self.rng.below(rs.len())].clone();
                let st = self.struct_of(&r).expect("filtered");
                let s = self.structs[st].clone();
                let at = self.own_element(&r);
                let name = self.fresh("s");
                self.line(&format!("{} {name} = {at};", s.name));
                let f = s.fields[self.rng.below(s.fields.len())].clone();
                let lhs = match f.array {
                    Some(k) => format!("{name}.{}[{}]", f.name, self.rng.below(k as usize)),
                    None => format!("{name}.{}", f.name),
                };
                let e = self.expr(f.ty, 0);
                self.line(&format!("{lhs} = {e};"));
                self.line(&format!("{at} = {name};"));
            }
            _ => {
                let ty = self.ty();
                let e = self.expr(ty, 0);
                let name = self.fresh("v");
                self.line(&format!("{} {name} = {e};", ty.name()));
                self.locals.push((name, ty));
            }
        }
    }

    fn nested(&mut self) {
        self.indent += 1;
        self.depth += 1;
        self.block();
        self.depth -= 1;
        self.indent -= 1;
    }

    fn struct_of(&self, r: &Res) -> Option<usize> {
        match r.kind {
            Kind::StructuredStruct(s) => Some(s),
            _ => None,
        }
    }

    /// The resource's element `i`: of a constant member of an array, or
    /// of the member `i % k` (non-uniform).
    fn own_element(&mut self, r: &Res) -> String {
        match r.array {
            None => format!("{}[i]", r.name),
            Some(k) if self.rng.chance(50) => {
                format!("{}[{}][i]", r.name, self.rng.below(k as usize))
            }
            Some(k) => format!("{}[NonUniformResourceIndex(i % {k})][i]", r.name),
        }
    }

    /// A store to element `i` of a writeable resource: the whole element,
    /// one field, or one lane.
    fn store(&mut self, r: &Res) {
        if let (true, Kind::StructuredPlain(ty)) = (r.counter, &r.kind) {
            let e = self.expr(*ty, 0);
            self.line(&format!("{0}[{0}.IncrementCounter()] = {e};", r.name));
            return;
        }
        let at = self.own_element(r);
        let (lhs, ty) = match &r.kind {
            Kind::Typed(ty) | Kind::StructuredPlain(ty) => {
                if ty.n > 1 && self.rng.chance(25) {
                    let lane = SWIZZLE[self.rng.below(ty.n as usize)];
                    (format!("{at}.{lane}"), ty.scalar())
                } else {
                    (at, *ty)
                }
            }
            Kind::StructuredStruct(s) => {
                let st = self.structs[*s].clone();
                let f = st.fields[self.rng.below(st.fields.len())].clone();
                match f.array {
                    Some(k) => (
                        format!("{at}.{}[{}]", f.name, self.rng.below(k as usize)),
                        f.ty,
                    ),
                    None => (format!("{at}.{}", f.name), f.ty),
                }
            }
        };
        let e = self.expr(ty, 0);
        let op = if self.rng.chance(25) { "+=" } else { "=" };
        self.line(&format!("{lhs} {op} {e};"));
    }

    /// An index for a read-only resource: near the thread's own element,
    /// a loop counter, or computed.
    fn ro_index(&mut self) -> String {
        let k = self.counters.len();
        match self.rng.below(4) {
            0 => "i".to_string(),
            1 if k > 0 => format!("i + {}", self.counters[self.rng.below(k)]),
            2 => format!("i * 2 + {}", self.rng.below(3)),
            _ => match self.uint_local() {
                Some(v) => format!("{v} % 40"),
                None => format!("i + {}", 1 + self.rng.below(3)),
            },
        }
    }

    fn uint_local(&mut self) -> Option<String> {
        let us: Vec<String> = self
            .locals
            .iter()
            .filter(|(_, t)| {
                *t == Ty {
                    s: Scalar::Uint,
                    n: 1,
                }
            })
            .map(|(n, _)| n.clone())
            .collect();
        (!us.is_empty()).then(|| us[self.rng.below(us.len())].clone())
    }

    /// A uint read from a read-only resource or the cbuffer, for a
    /// data-dependent loop bound.
    fn uint_source(&mut self) -> Option<String> {
        let u = Ty {
            s: Scalar::Uint,
            n: 1,
        };
        let mut srcs = self.sources(false);
        srcs.retain(|(_, t)| t.s == Scalar::Uint);
        if srcs.is_empty() {
            return None;
        }
        let (text, t) = srcs[self.rng.below(srcs.len())].clone();
        Some(self.adapt(&text, t, u).unwrap_or(text))
    }

    /// Values that can be read here: locals, counters, resource elements,
    /// cbuffer members, with their types. `writeable` includes the
    /// thread's own element of writeable resources.
    fn sources(&mut self, writeable: bool) -> Vec<(String, Ty)> {
        let mut out = self.locals.clone();
        let u = Ty {
            s: Scalar::Uint,
            n: 1,
        };
        out.push(("i".to_string(), u));
        for c in self.counters.clone() {
            out.push((c, u));
        }
        for r in self.res.clone() {
            if (r.rw && !writeable) || r.counter {
                continue;
            }
            let at = if r.rw {
                self.own_element(&r)
            } else {
                let idx = self.ro_index();
                match r.array {
                    None => format!("{}[{idx}]", r.name),
                    Some(k) if self.rng.chance(50) => {
                        format!("{}[{}][{idx}]", r.name, self.rng.below(k as usize))
                    }
                    Some(k) => format!("{}[NonUniformResourceIndex(i % {k})][{idx}]", r.name),
                }
            };
            match &r.kind {
                Kind::Typed(ty) | Kind::StructuredPlain(ty) => out.push((at, *ty)),
                Kind::StructuredStruct(s) => {
                    for f in self.structs[*s].fields.clone() {
                        let e = match f.array {
                            Some(k) => format!("{at}.{}[{}]", f.name, self.rng.below(k as usize)),
                            None => format!("{at}.{}", f.name),
                        };
                        out.push((e, f.ty));
                    }
                }
            }
        }
        for m in self.cb.clone() {
            match m {
                CbMember::Value(f) => {
                    let e = match f.array {
                        Some(k) if self.rng.chance(50) => format!("{}[i % {k}]", f.name),
                        Some(k) => format!("{}[{}]", f.name, self.rng.below(k as usize)),
                        None => f.name.clone(),
                    };
                    out.push((e, f.ty));
                }
                CbMember::Struct { name, st } => {
                    let fields = &self.structs[st].fields;
                    for (k, f) in fields.iter().enumerate() {
                        if clang22_addresses_cb_field(fields, k) {
                            out.push((format!("{name}.{}", f.name), f.ty));
                        }
                    }
                }
            }
        }
        out
    }

    /// `text` of type `from` as a value of type `to`: itself, a cast, a
    /// swizzle, a splat; `None` when a narrower vector would have to grow.
    fn adapt(&mut self, text: &str, from: Ty, to: Ty) -> Option<String> {
        let conv = |t: &str, f: Ty| {
            if f == to {
                t.to_string()
            } else {
                format!("({})({})", to.name(), in_range(t, f, to.s))
            }
        };
        if from.n == to.n {
            return Some(conv(text, from));
        }
        if from.n == 1 {
            // A splat, after a conversion of the scalar.
            let s = if from.s == to.s {
                text.to_string()
            } else {
                format!("({})({})", to.scalar().name(), in_range(text, from, to.s))
            };
            return Some(format!("({})({s})", to.name()));
        }
        if from.n > to.n {
            let lanes: String = (0..to.n)
                .map(|_| SWIZZLE[self.rng.below(from.n as usize)])
                .collect();
            let sw = format!("({text}).{lanes}");
            return Some(conv(&sw, Ty { s: from.s, n: to.n }));
        }
        None
    }

    fn literal(&mut self, ty: Ty) -> String {
        let one = |g: &mut Gen| -> String {
            match ty.s {
                Scalar::Float => format!("{}.{}", g.rng.below(8), g.pick(&[0, 25, 5, 75])),
                Scalar::Double => format!("(double){}.{}", g.rng.below(8), g.pick(&[0, 5])),
                Scalar::Half => format!("(half){}.{}", g.rng.below(8), g.pick(&[0, 5])),
                Scalar::Int => format!("{}", g.rng.below(16) as i64 - 8),
                Scalar::Uint => format!("{}u", g.rng.below(16)),
                Scalar::Int64 => format!("(int64_t){}", g.rng.below(16) as i64 - 8),
            }
        };
        if ty.n == 1 {
            return one(self);
        }
        let lanes: Vec<String> = (0..ty.n).map(|_| one(self)).collect();
        format!("{}({})", ty.name(), lanes.join(", "))
    }

    /// An expression of type `ty`.
    fn expr(&mut self, ty: Ty, depth: usize) -> String {
        let leaf = depth >= 3 || self.rng.chance(30);
        if leaf {
            return self.leaf(ty);
        }
        match self.rng.below(9) {
            0..=2 => {
                let ops: &[&str] = if ty.s.is_float() {
                    &["+", "-", "*"]
                } else {
                    &["+", "-", "*", "&", "|", "^"]
                };
                let op = self.pick(ops);
                let a = self.expr(ty, depth + 1);
                let b = self.expr(ty, depth + 1);
                format!("({a} {op} {b})")
            }
            3 if !ty.s.is_float() => {
                let a = self.expr(ty, depth + 1);
                let op = self.pick(&["<<", ">>"]);
                format!("({a} {op} {})", self.rng.below(5))
            }
            3 => {
                let a = self.expr(ty, depth + 1);
                let d = self.pick(&["2.0", "4.0", "0.5"]);
                format!("({a} / ({}){d})", ty.name())
            }
            4 => {
                let c = self.cond();
                let a = self.expr(ty, depth + 1);
                let b = self.expr(ty, depth + 1);
                format!("({c} ? {a} : {b})")
            }
            5 => self.intrinsic(ty, depth),
            6 if !self.helpers.is_empty() => {
                let h = self.helpers[self.rng.below(self.helpers.len())].clone();
                let mut args = vec!["i".to_string()];
                for p in &h.params {
                    args.push(self.expr(*p, depth + 1));
                }
                let call = format!("{}({})", h.name, args.join(", "));
                self.adapt(&call, h.ret, ty)
                    .unwrap_or_else(|| self.leaf(ty))
            }
            7 => {
                // A value of another type, converted.
                let s = match self.scalar() {
                    // The header names no 64-bit integer vectors wider than 2.
                    Scalar::Int64 if ty.n > 2 => Scalar::Float,
                    s => s,
                };
                let from = Ty { s, n: ty.n };
                let e = self.expr(from, depth + 1);
                self.adapt(&e, from, ty).expect("same lanes")
            }
            _ => self.leaf(ty),
        }
    }

    /// A literal or a readable value adapted to `ty`.
    fn leaf(&mut self, ty: Ty) -> String {
        if self.rng.chance(20) {
            return self.literal(ty);
        }
        let srcs = self.sources(true);
        for _ in 0..4 {
            let (text, from) = srcs[self.rng.below(srcs.len())].clone();
            if let Some(e) = self.adapt(&text, from, ty) {
                return e;
            }
        }
        self.literal(ty)
    }

    /// HLSL intrinsics clang 22 implements (through the corpus header).
    fn intrinsic(&mut self, ty: Ty, depth: usize) -> String {
        let a = |g: &mut Gen| g.expr(ty, depth + 1);
        match ty.s {
            // DXIL's float math ops are for half and float.
            Scalar::Float | Scalar::Half => match self.rng.below(8) {
                0 => format!("abs({})", a(self)),
                1 => format!("floor({})", a(self)),
                2 => format!("frac({})", a(self)),
                3 => format!("saturate({})", a(self)),
                4 => {
                    let (x, y) = (a(self), a(self));
                    format!("{}({x}, {y})", self.pick(&["min", "max"]))
                }
                5 => {
                    let (x, y, t) = (a(self), a(self), a(self));
                    format!("lerp({x}, {y}, {t})")
                }
                6 => {
                    let (x, y, z) = (a(self), a(self), a(self));
                    format!("mad({x}, {y}, {z})")
                }
                _ if ty.n == 1 && ty.s == Scalar::Float => {
                    let n = 2 + self.rng.below(3) as u8;
                    let v = Ty { s: ty.s, n };
                    let (x, y) = (self.expr(v, depth + 1), self.expr(v, depth + 1));
                    format!("dot({x}, {y})")
                }
                _ => {
                    let x = a(self);
                    let lo = self.literal(ty);
                    format!("clamp({x}, {lo}, {lo} + {})", self.literal(ty))
                }
            },
            Scalar::Int | Scalar::Uint => match self.rng.below(3) {
                0 if ty.s == Scalar::Int => format!("abs({})", a(self)),
                _ => {
                    let (x, y) = (a(self), a(self));
                    format!("{}({x}, {y})", self.pick(&["min", "max"]))
                }
            },
            Scalar::Double | Scalar::Int64 => {
                let (x, y) = (a(self), a(self));
                format!("({x} + {y})")
            }
        }
    }

    /// A scalar comparison.
    fn cond(&mut self) -> String {
        let s = self.scalar();
        let t = Ty { s, n: 1 };
        let a = self.expr(t, 2);
        let b = self.expr(t, 2);
        let op = self.pick(&["<", "<=", ">", ">=", "==", "!="]);
        format!("{a} {op} {b}")
    }
}

/// `text` (of type `from`) clamped into what converts to `to` without
/// poison: a float out of an integer's range (or negative, for `uint`)
/// converts to poison in LLVM, and clang's optimizer may then delete the
/// code (a whole `main` became `unreachable`), so the lowering could not
/// be compared. Other conversions are `text` itself.
fn in_range(text: &str, from: Ty, to: Scalar) -> String {
    if !from.s.is_float() || to.is_float() {
        return text.to_string();
    }
    let lo = if to == Scalar::Uint { "0.0" } else { "-1000.0" };
    let f = from.name();
    format!("clamp({text}, ({f})({lo}), ({f})(1000.0))")
}

/// Whether a struct member right after `m` starts after padding: `m` is a
/// plain scalar or vector that does not end on a 16-byte row boundary
/// (the one place clang 22 compiles every struct member we generate).
fn pads_before_struct(m: &CbMember) -> bool {
    match m {
        CbMember::Value(f) => f.array.is_none() && (u32::from(f.ty.n) * f.ty.s.bytes()) % 16 != 0,
        CbMember::Struct { .. } => false,
    }
}

/// Whether clang 22 reads field `k` of a cbuffer struct member at the
/// right place. It indexes the struct's cbuffer layout type with the
/// field's number in the struct's ordinary LLVM type, and the two number
/// their elements differently wherever either has padding
/// ([`cbuffer_layout_numbers`], [`ordinary_numbers`]): a field whose two
/// numbers differ is misread, or crashes clang when its number is past
/// the layout's last element. LLVM fixed it after 22 (llvm-project PR
/// 179768); docs/shadergen.md has the cases.
fn clang22_addresses_cb_field(fields: &[Field], k: usize) -> bool {
    cbuffer_layout_numbers(fields).get(k) == ordinary_numbers(fields).get(k)
}

/// The element number of each field in clang 22's cbuffer layout type of
/// a struct: a `dx.Padding` element comes before a field wherever the
/// cbuffer packing leaves a gap (a scalar's own alignment; a value that
/// would cross a 16-byte row starts the next). Fields are never arrays
/// here (cbuffer structs have none).
fn cbuffer_layout_numbers(fields: &[Field]) -> Vec<usize> {
    let (mut end, mut no) = (0u32, 0usize);
    let mut out = Vec::with_capacity(fields.len());
    for f in fields {
        let size = u32::from(f.ty.n) * f.ty.s.bytes();
        let mut at = end.next_multiple_of(f.ty.s.bytes());
        if at % 16 + size > 16 {
            at = at.next_multiple_of(16);
        }
        no += usize::from(at != end);
        out.push(no);
        no += 1;
        end = at + size;
    }
    out
}

/// The element number of each field in the ordinary LLVM type clang 22
/// gives a struct. Its fields sit one after another with no alignment,
/// a 3-lane vector taking the room of 4 lanes; the LLVM struct is packed
/// unless every field's offset and the size are multiples of the LLVM
/// alignments (a 3-lane vector's is its scalar's, `v96:32:32`; a 2- or
/// 4-lane one's its size); a padding array comes before a field that the
/// LLVM placement would put short of its offset (after a 3-lane vector).
/// Checked against clang: `{ int3; double }` is `{ <3 x i32>, double }`,
/// `{ float3; float }` is `{ <3 x float>, [4 x i8], float }`,
/// `{ float; double }` is `<{ float, double }>`.
fn ordinary_numbers(fields: &[Field]) -> Vec<usize> {
    let lanes = |t: Ty| u32::from(if t.n == 3 { 4 } else { t.n });
    let align = |t: Ty| t.s.bytes() * if t.n == 3 { 1 } else { u32::from(t.n) };
    let mut offsets = Vec::with_capacity(fields.len());
    let mut size = 0u32;
    for f in fields {
        offsets.push(size);
        size += lanes(f.ty) * f.ty.s.bytes();
    }
    let max_align = fields.iter().map(|f| align(f.ty)).max().unwrap_or(1);
    let packed = !size.is_multiple_of(max_align)
        || fields
            .iter()
            .zip(&offsets)
            .any(|(f, &at)| !at.is_multiple_of(align(f.ty)));
    let (mut cur, mut no) = (0u32, 0usize);
    let mut out = Vec::with_capacity(fields.len());
    for (f, &at) in fields.iter().zip(&offsets) {
        if !packed {
            cur = cur.next_multiple_of(align(f.ty));
        }
        no += usize::from(cur < at);
        out.push(no);
        no += 1;
        cur = at + u32::from(f.ty.n) * f.ty.s.bytes();
    }
    out
}

/// Drops a space-1 register that an earlier declaration of the same class
/// already took, so the generated bindings never overlap (the second
/// becomes an implicit binding in space 1).
fn dedup_space1(text: &str) -> String {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::new();
    for line in text.lines() {
        match line
            .find(" : register(")
            .filter(|_| line.contains("space1)"))
        {
            Some(at) => {
                let reg = &line[at..];
                let class = reg.chars().nth(" : register(".len());
                let reg_no: String = reg[" : register(".len() + 1..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                // An array takes its size in registers from its first.
                let size: u32 = line[..at]
                    .rsplit_once('[')
                    .and_then(|(_, n)| n.trim_end_matches(']').parse().ok())
                    .unwrap_or(1);
                let first: u32 = reg_no.parse().unwrap_or(0);
                let range: Vec<(Option<char>, u32)> =
                    (first..first + size).map(|r| (class, r)).collect();
                if range.iter().any(|r| seen.contains(r)) {
                    let _ = writeln!(out, "{} : register(space1);", &line[..at]);
                } else {
                    seen.extend(range);
                    let _ = writeln!(out, "{line}");
                }
            }
            None => {
                let _ = writeln!(out, "{line}");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_shader() {
        for seed in 0..20 {
            assert_eq!(generate(seed), generate(seed));
        }
    }

    /// The cases checked against clang 22's output (the GEP index it
    /// writes for each field read): `{ float; float4; int }` misreads both
    /// later fields; `{ int3; int64_t2; float }` reads all three right;
    /// `{ uint3; int64_t2; uint3; float }` crashes clang on the last one;
    /// with a `uint` filler after the first field it misreads the third;
    /// `{ int3; double }` misreads the `double` (the padding before it in
    /// the layout, none in `{ <3 x i32>, double }`).
    #[test]
    fn clang22_cbuffer_field_numbers() {
        let t = |s, n| Ty { s, n };
        let fields = |tys: &[Ty]| -> Vec<Field> {
            tys.iter()
                .map(|&ty| Field {
                    name: String::new(),
                    ty,
                    array: None,
                })
                .collect()
        };
        let read = |f: &[Field]| -> Vec<bool> {
            (0..f.len())
                .map(|k| clang22_addresses_cb_field(f, k))
                .collect()
        };
        use Scalar::*;
        let e = fields(&[t(Float, 1), t(Float, 4), t(Int, 1)]);
        assert_eq!(read(&e), [true, false, false]);
        let d = fields(&[t(Int, 3), t(Int64, 2), t(Float, 1)]);
        assert_eq!(read(&d), [true, true, true]);
        let c17 = fields(&[t(Uint, 3), t(Int64, 2), t(Uint, 3), t(Float, 1)]);
        assert_eq!(read(&c17), [true, true, true, false]);
        let filled = fields(&[t(Uint, 3), t(Uint, 1), t(Int64, 2), t(Uint, 3), t(Float, 1)]);
        assert_eq!(read(&filled), [true, false, false, false, false]);
        let c6 = fields(&[t(Int, 3), t(Double, 1)]);
        assert_eq!(read(&c6), [true, false]);
    }

    #[test]
    fn seeds_give_different_shaders() {
        let texts: std::collections::BTreeSet<String> = (0..50).map(|s| generate(s).hlsl).collect();
        assert_eq!(texts.len(), 50);
    }

    #[test]
    fn seeds_cover_the_features() {
        let all: Vec<Shader> = (0..200).map(generate).collect();
        let any = |needle: &str| all.iter().any(|s| s.hlsl.contains(needle));
        for needle in [
            "RWBuffer<",
            "\nBuffer<",
            "RWStructuredBuffer<",
            "\nStructuredBuffer<",
            "struct S",
            "cbuffer Params",
            "NonUniformResourceIndex(i % ",
            "for (uint k",
            "if (",
            "} else {",
            "helper0(i",
            "half",
            "double",
            "int64_t",
            "float4",
            "lerp(",
            "dot(",
            ", space1)",
            ".IncrementCounter()] = ",
            "groupshared ",
            "GroupMemoryBarrierWithGroupSync();",
            "register(space1)",
        ] {
            assert!(any(needle), "no seed of 0..200 generates `{needle}`");
        }
        // Every profile and optimization level is drawn.
        for p in ["cs_6_0", "cs_6_2", "cs_6_5", "cs_6_6"] {
            assert!(all.iter().any(|s| s.profile == p), "{p}");
        }
        for o in 0..4 {
            assert!(all.iter().any(|s| s.opt == o), "-O{o}");
        }
    }

    #[test]
    fn half_only_with_16_bit_types() {
        for seed in 0..200 {
            let s = generate(seed);
            if s.hlsl.contains("half") {
                assert!(s.native_16bit, "seed {seed}");
                assert_ne!(s.profile, "cs_6_0", "seed {seed}");
            }
        }
    }

    #[test]
    fn every_shader_stores_and_cbuffers_never_hold_only_a_struct() {
        let mut graphics = 0;
        for seed in 0..200 {
            let s = generate(seed);
            if s.stage == Stage::Compute {
                assert!(s.hlsl.contains("RW"), "seed {seed}: no writeable resource");
            } else {
                // A vertex or pixel shader writes its outputs, every one,
                // and no resource (its invocations could race there).
                graphics += 1;
                assert!(!s.hlsl.contains("RW"), "seed {seed}: a writeable resource");
                assert!(!s.output_semantics.is_empty(), "seed {seed}: no output");
                for k in 0..s.output_semantics.len() {
                    assert!(s.hlsl.contains(&format!("o.o{k} = ")), "seed {seed}: o{k}");
                }
            }
            if let Some(at) = s.hlsl.find("cbuffer Params") {
                let first = s.hlsl[at..].lines().nth(1).unwrap_or("");
                let first_type = first.split_whitespace().next().unwrap_or("");
                assert!(
                    !first_type.starts_with('S') && !first_type.starts_with('C'),
                    "seed {seed}: cbuffer opens with a struct member: {first}"
                );
            }
        }
        assert!(
            graphics > 40,
            "{graphics} vertex and pixel shaders in 200 seeds"
        );
    }

    #[test]
    fn space1_registers_do_not_overlap() {
        let text = "RWBuffer<float> A[2] : register(u1, space1);\n\
                    RWBuffer<float> B : register(u2, space1);\n\
                    Buffer<float> C : register(t2, space1);\n";
        assert_eq!(
            dedup_space1(text),
            "RWBuffer<float> A[2] : register(u1, space1);\n\
             RWBuffer<float> B : register(space1);\n\
             Buffer<float> C : register(t2, space1);\n"
        );
    }
}
