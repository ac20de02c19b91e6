//! Writing pieces of LLVM IR text: names, strings, types and numbers.
//!
//! Shared by the exporter and by the importer's error messages, so a type
//! in a diagnostic reads the way LLVM writes it.

use dxir_ir::{push_decimal, Context, Type, TypeData};
use rustc_hash::FxHashMap;

/// Whether `name` can follow a sigil without quotes: LLVM's
/// `[-a-zA-Z$._][-a-zA-Z$._0-9]*`.
pub(crate) fn is_bare_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && !b[0].is_ascii_digit()
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'))
}

/// Writes `sigil` and `name`, quoted and escaped when LLVM needs it.
pub(crate) fn write_name(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        write_quoted(out, name.as_bytes());
    }
}

/// Writes `"..."` with LLVM's escapes: printable ASCII other than `"` and
/// `\` as is, every other byte as `\XX`.
pub(crate) fn write_quoted(out: &mut String, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

/// The inside of a quoted string (see [`write_quoted`]).
pub(crate) fn write_escaped(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
            continue;
        }
        // Safe: everything before `i` since `start` is printable ASCII.
        out.push_str(std::str::from_utf8(&bytes[start..i]).unwrap_or_default());
        out.push('\\');
        out.push(HEX[(c >> 4) as usize] as char);
        out.push(HEX[(c & 15) as usize] as char);
        start = i + 1;
    }
    out.push_str(std::str::from_utf8(&bytes[start..]).unwrap_or_default());
}

/// Appends the decimal text of a signed number.
pub(crate) fn write_i128(out: &mut String, n: i128) {
    if let Ok(small) = i64::try_from(n) {
        if small < 0 {
            out.push('-');
        }
        push_decimal(out, small.unsigned_abs());
    } else {
        use std::fmt::Write;
        let _ = write!(out, "{n}");
    }
}

/// Appends a float constant the way LLVM reads it back exactly: `half` as
/// `0xH` bits; `float` and `double` as `%e` decimal when that reads back to
/// the same value, otherwise as the hex bits of the value as a double (LLVM
/// writes `float` constants as doubles too).
pub(crate) fn write_float(out: &mut String, cx: &Context, ty: Type, bits: u64) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let hex = |out: &mut String, v: u64, digits: u32| {
        for d in (0..digits).rev() {
            out.push(HEX[((v >> (4 * d)) & 15) as usize] as char);
        }
    };
    let double_bits = match cx.type_data(ty) {
        TypeData::Half => {
            out.push_str("0xH");
            hex(out, bits & 0xffff, 4);
            return;
        }
        TypeData::Float => f32_bits_to_f64_bits(bits as u32),
        _ => bits,
    };
    let v = f64::from_bits(double_bits);
    if v.is_finite() {
        let text = format!("{v:.6e}");
        if text.parse::<f64>().map(f64::to_bits) == Ok(double_bits) {
            // Rust writes `2.000000e0`; LLVM writes `2.000000e+00`.
            let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
            out.push_str(mantissa);
            out.push('e');
            let (sign, digits) = match exp.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exp),
            };
            out.push(sign);
            if digits.len() < 2 {
                out.push('0');
            }
            out.push_str(digits);
            return;
        }
    }
    out.push_str("0x");
    hex(out, double_bits, 16);
}

/// The bits of the double equal to the float with bits `f` (NaN payloads
/// move to the top of the double's mantissa, as LLVM's conversion does).
pub(crate) fn f32_bits_to_f64_bits(f: u32) -> u64 {
    let v = f32::from_bits(f);
    if !v.is_nan() {
        return f64::from(v).to_bits();
    }
    let sign = u64::from(f >> 31) << 63;
    let mantissa = u64::from(f & 0x7f_ffff) << 29;
    sign | (0x7ff << 52) | mantissa
}

/// Writes types as LLVM text, remembering each type's text.
#[derive(Default)]
pub(crate) struct TypeWriter {
    cache: FxHashMap<Type, Box<str>>,
}

impl TypeWriter {
    /// Appends the text of `ty`.
    pub(crate) fn write(&mut self, out: &mut String, cx: &Context, ty: Type) {
        if let Some(s) = self.cache.get(&ty) {
            out.push_str(s);
            return;
        }
        let mut s = String::new();
        write_type(&mut s, cx, ty);
        out.push_str(&s);
        self.cache.insert(ty, s.into_boxed_str());
    }
}

/// Appends the LLVM text of `ty`.
pub(crate) fn write_type(out: &mut String, cx: &Context, ty: Type) {
    match cx.type_data(ty) {
        TypeData::Void => out.push_str("void"),
        TypeData::Int(w) => {
            out.push('i');
            push_decimal(out, u64::from(*w));
        }
        TypeData::Half => out.push_str("half"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::Ptr { addr_space: 0 } => out.push_str("ptr"),
        TypeData::Ptr { addr_space } => {
            out.push_str("ptr addrspace(");
            push_decimal(out, u64::from(*addr_space));
            out.push(')');
        }
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Vector { len, elem } => {
            out.push('<');
            push_decimal(out, u64::from(*len));
            out.push_str(" x ");
            write_type(out, cx, *elem);
            out.push('>');
        }
        TypeData::Array { len, elem } => {
            out.push('[');
            push_decimal(out, *len);
            out.push_str(" x ");
            write_type(out, cx, *elem);
            out.push(']');
        }
        TypeData::Struct { fields, packed } => write_struct_body(out, cx, fields, *packed),
        TypeData::Named(name) => write_type_name(out, name),
        TypeData::TargetExt { name, types, ints } => {
            out.push_str("target(");
            write_quoted(out, name.as_bytes());
            for &t in types {
                out.push_str(", ");
                write_type(out, cx, t);
            }
            for &i in ints {
                out.push_str(", ");
                push_decimal(out, u64::from(i));
            }
            out.push(')');
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            write_type(out, cx, *ret);
            out.push_str(" (");
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, cx, p);
            }
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
    }
}

/// `%name` for a named struct; an all-digit name is a numbered type (`%0`).
pub(crate) fn write_type_name(out: &mut String, name: &str) {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        out.push('%');
        out.push_str(name);
    } else {
        write_name(out, '%', name);
    }
}

/// `{ T, U }` or `<{ T, U }>`; `{}` when empty.
pub(crate) fn write_struct_body(out: &mut String, cx: &Context, fields: &[Type], packed: bool) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, &f) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, cx, f);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// The LLVM text of `ty`, for messages.
pub(crate) fn type_text(cx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, cx, ty);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_quoted_when_llvm_needs_it() {
        let mut s = String::new();
        for n in ["x.y-z$_1", "0abc", "a b", "q\"\\", "é"] {
            write_name(&mut s, '%', n);
            s.push(' ');
        }
        assert_eq!(
            s,
            "%x.y-z$_1 %\"0abc\" %\"a b\" %\"q\\22\\5C\" %\"\\C3\\A9\" "
        );
    }

    #[test]
    fn floats_read_back_exactly() {
        let cx = Context::new();
        let t = cx.types();
        let mut s = String::new();
        write_float(&mut s, &cx, t.double, 2.0f64.to_bits());
        s.push(' ');
        write_float(&mut s, &cx, t.double, 0.1f64.to_bits());
        s.push(' ');
        write_float(&mut s, &cx, t.float, u64::from(0.5f32.to_bits()));
        s.push(' ');
        write_float(&mut s, &cx, t.float, u64::from(0.1f32.to_bits()));
        s.push(' ');
        write_float(&mut s, &cx, t.half, 0x3c00);
        s.push(' ');
        write_float(&mut s, &cx, t.double, 1e-300f64.to_bits());
        s.push(' ');
        write_float(&mut s, &cx, t.float, u64::from(0x7fc0_0001u32));
        assert_eq!(
            s,
            "2.000000e+00 1.000000e-01 5.000000e-01 0x3FB99999A0000000 0xH3C00 \
             1.000000e-300 0x7FF8000020000000"
        );
    }
}
