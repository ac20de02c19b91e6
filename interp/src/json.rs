//! Resource contents in and out as JSON: the output of `dxir run` is also
//! its input format (`--input`), so a user can edit one run's result and
//! feed it back. The reader is a small one of its own: the format is
//! fixed and the crate stays free of a JSON dependency.

use crate::resources::{ResKind, Resource, ResourceSet, Scalar};
use dxir_dialects::dx::ResourceClass;

/// The scalar of `r`'s element layout that holds byte `at`: where it
/// starts and what it is.
fn scalar_at(r: &Resource, at: usize) -> Option<(usize, Scalar)> {
    if r.kind == ResKind::Raw {
        return None;
    }
    let stride = r.stride.max(1) as usize;
    let (base, within) = if r.kind == ResKind::CBuffer {
        (0, at)
    } else {
        (at / stride * stride, at % stride)
    };
    r.layout.iter().find_map(|&(off, s)| {
        let off = off as usize;
        (within >= off && within < off + s.size()).then_some((base + off, s))
    })
}

/// The value at byte `at` of `r`: the scalar of the element layout that
/// covers it (with its bits), or the 32-bit word.
pub fn value_at(r: &Resource, at: usize) -> String {
    if let Some((start, s)) = scalar_at(r, at) {
        let size = s.size();
        let bytes = r.data.get(start..start + size).unwrap_or(&[]);
        let mut w = [0u8; 8];
        w[..bytes.len()].copy_from_slice(bytes);
        let bits = u64::from_le_bytes(w);
        return match s {
            Scalar::Int(n) => format!("i{} {} (0x{bits:0w$x})", n * 8, bits, w = size * 2),
            Scalar::Half => format!(
                "half {} (0x{bits:04x})",
                dxir_dialects::llvm::fold::f16_bits_to_f32(bits as u16)
            ),
            Scalar::Float => format!("float {} (0x{bits:08x})", f32::from_bits(bits as u32)),
            Scalar::Double => format!("double {} (0x{bits:016x})", f64::from_bits(bits)),
        };
    }
    let start = at / 4 * 4;
    let bytes = r
        .data
        .get(start..(start + 4).min(r.data.len()))
        .unwrap_or(&[]);
    let mut w = [0u8; 4];
    w[..bytes.len()].copy_from_slice(bytes);
    format!("word 0x{:08x} at byte {start}", u32::from_le_bytes(w))
}

/// The first byte of the scalar of `r`'s layout that holds byte `at` (of
/// the 32-bit word, when the layout does not say): a difference is
/// reported where its value starts.
pub fn scalar_start(r: &Resource, at: usize) -> usize {
    scalar_at(r, at).map_or(at / 4 * 4, |(start, _)| start)
}

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// A number, as written.
    Num(String),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, keys in order.
    Obj(Vec<(String, Json)>),
}

impl Json {
    fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(items) => items.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(n) => n.parse().ok(),
            _ => None,
        }
    }
}

/// Parses `text` as JSON; an error is the byte offset where it is and a
/// message.
pub fn parse(text: &str) -> Result<Json, (usize, String)> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = p.value()?;
    p.ws();
    if p.i != p.s.len() {
        return Err((p.i, "unexpected text".into()));
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    depth: u32,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Result<Json, (usize, String)> {
        self.ws();
        self.depth += 1;
        if self.depth > 64 {
            return Err((self.i, "nesting too deep".into()));
        }
        let at = self.i;
        let v = match self.s.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.ws();
                        let Json::Str(k) = self.string()? else {
                            return Err((self.i, "expected a string key".into()));
                        };
                        if !self.eat(b':') {
                            return Err((self.i, "expected `:`".into()));
                        }
                        items.push((k, self.value()?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err((self.i, "expected `,` or `}`".into()));
                        }
                    }
                }
                Json::Obj(items)
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value()?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err((self.i, "expected `,` or `]`".into()));
                        }
                    }
                }
                Json::Arr(items)
            }
            Some(b'"') => self.string()?,
            Some(b't') if self.s[self.i..].starts_with(b"true") => {
                self.i += 4;
                Json::Bool(true)
            }
            Some(b'f') if self.s[self.i..].starts_with(b"false") => {
                self.i += 5;
                Json::Bool(false)
            }
            Some(b'n') if self.s[self.i..].starts_with(b"null") => {
                self.i += 4;
                Json::Null
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() => {
                while self.i < self.s.len()
                    && matches!(
                        self.s[self.i],
                        b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'
                    )
                {
                    self.i += 1;
                }
                Json::Num(String::from_utf8_lossy(&self.s[at..self.i]).into_owned())
            }
            _ => return Err((at, "expected a value".into())),
        };
        self.depth -= 1;
        Ok(v)
    }

    fn string(&mut self) -> Result<Json, (usize, String)> {
        if self.s.get(self.i) != Some(&b'"') {
            return Err((self.i, "expected a string".into()));
        }
        self.i += 1;
        let mut out = Vec::new();
        while let Some(&c) = self.s.get(self.i) {
            self.i += 1;
            match c {
                b'"' => return Ok(Json::Str(String::from_utf8_lossy(&out).into_owned())),
                b'\\' => {
                    let e = self.s.get(self.i).copied();
                    self.i += 1;
                    match e {
                        Some(b'n') => out.push(b'\n'),
                        Some(b't') => out.push(b'\t'),
                        Some(b'u') => {
                            let bad = (self.i, "a bad \\u escape".to_string());
                            let hex = self.s.get(self.i..self.i + 4).ok_or_else(|| bad.clone())?;
                            let n = u32::from_str_radix(&String::from_utf8_lossy(hex), 16)
                                .map_err(|_| bad)?;
                            self.i += 4;
                            let ch = char::from_u32(n).unwrap_or('\u{fffd}');
                            out.extend_from_slice(ch.to_string().as_bytes());
                        }
                        Some(x) => out.push(x),
                        None => break,
                    }
                }
                c => out.push(c),
            }
        }
        Err((self.i, "an unterminated string".into()))
    }
}

/// Sets the contents of the resources `text` (the JSON `dxir run` writes)
/// names, by class, space and register. Elements are given lane by lane
/// as numbers (or `"NaN"`, `"inf"`, `"-inf"`), or as 32-bit `"words"`;
/// what the text does not give keeps its value.
///
/// # Errors
/// An [`InputError`]: where the text is not JSON, or what does not fit.
pub fn apply_input(set: &mut ResourceSet, text: &str) -> Result<(), InputError> {
    let doc = parse(text).map_err(|(at, message)| InputError {
        at: Some(at),
        message,
    })?;
    apply(set, &doc).map_err(|message| InputError { at: None, message })
}

/// Why `--input` data could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct InputError {
    /// The byte offset of a syntax error.
    pub at: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl InputError {
    /// `line:col` (1-based) of the error in `text`, for a syntax error.
    pub fn line_col(&self, text: &str) -> Option<(usize, usize)> {
        let at = self.at?.min(text.len());
        let before = text.get(..at)?;
        let line = before.matches('\n').count() + 1;
        let col = before.rfind('\n').map_or(at, |i| at - i - 1) + 1;
        Some((line, col))
    }
}

fn apply(set: &mut ResourceSet, doc: &Json) -> Result<(), String> {
    let Some(Json::Arr(list)) = doc.get("resources") else {
        return Err("expected an object with a \"resources\" array".into());
    };
    for (n, item) in list.iter().enumerate() {
        let class = match item.get("class") {
            Some(Json::Str(c)) => ResourceClass::ALL
                .iter()
                .copied()
                .find(|k| k.name() == c)
                .ok_or_else(|| format!("resource {n}: unknown class {c:?}"))?,
            _ => return Err(format!("resource {n}: no \"class\"")),
        };
        let num = |k: &str| {
            item.get(k)
                .and_then(Json::as_u64)
                .and_then(|v| u32::try_from(v).ok())
                .ok_or_else(|| format!("resource {n}: no \"{k}\""))
        };
        let key = crate::ResKey {
            class,
            space: num("space")?,
            register: num("register")?,
        };
        let idx = set
            .find(key)
            .ok_or_else(|| format!("resource {n}: the shader binds nothing at {key}"))?;
        let r = &mut set.resources[idx];
        if let Some(c) = item.get("counter").and_then(Json::as_u64) {
            r.counter = c as u32;
        }
        if let Some(Json::Arr(words)) = item.get("words") {
            for (k, w) in words.iter().enumerate() {
                let Json::Str(s) = w else {
                    return Err(format!("resource {n}: word {k} is not a string"));
                };
                let v = u32::from_str_radix(s.trim_start_matches("0x"), 16)
                    .map_err(|_| format!("resource {n}: word {k} is not hex"))?;
                if let Some(dst) = r.data.get_mut(k * 4..k * 4 + 4) {
                    dst.copy_from_slice(&v.to_le_bytes());
                }
            }
        }
        if let Some(Json::Arr(elems)) = item.get("elements") {
            let stride = r.stride.max(1) as usize;
            for (e, el) in elems.iter().enumerate() {
                let Json::Arr(lanes) = el else {
                    return Err(format!("resource {n}: element {e} is not an array"));
                };
                for (k, lane) in lanes.iter().enumerate() {
                    let Some(&(off, s)) = r.layout.get(k) else {
                        return Err(format!("resource {n}: element {e} has too many lanes"));
                    };
                    let at = e * stride + off as usize;
                    let text = match lane {
                        Json::Num(t) | Json::Str(t) => t.as_str(),
                        _ => {
                            return Err(format!(
                                "resource {n}: element {e} lane {k} is not a number"
                            ))
                        }
                    };
                    let bytes = scalar_bytes(s, text).ok_or_else(|| {
                        format!("resource {n}: element {e} lane {k}: bad number {text:?}")
                    })?;
                    if let Some(dst) = r.data.get_mut(at..at + bytes.len()) {
                        dst.copy_from_slice(&bytes);
                    }
                }
            }
        }
    }
    Ok(())
}

fn scalar_bytes(s: Scalar, text: &str) -> Option<Vec<u8>> {
    let f = || -> Option<f64> {
        match text {
            "NaN" => Some(f64::NAN),
            "inf" => Some(f64::INFINITY),
            "-inf" => Some(f64::NEG_INFINITY),
            t => t.parse().ok(),
        }
    };
    Some(match s {
        Scalar::Int(n) => {
            let v: i128 = text.parse().ok()?;
            v.to_le_bytes()[..usize::from(n)].to_vec()
        }
        Scalar::Half => crate::value::f64_to_half(f()?).to_le_bytes().to_vec(),
        Scalar::Float => (f()? as f32).to_le_bytes().to_vec(),
        Scalar::Double => f()?.to_le_bytes().to_vec(),
    })
}
