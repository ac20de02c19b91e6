//! Checking `target datalayout` strings as LLVM 22 parses them.
//!
//! dxir keeps the data layout it reads and writes it back unchanged, so a
//! string LLVM rejects must be rejected on input: the rules are those of
//! LLVM's `DataLayout::parse` (a `-`-separated list of specifications, each
//! named by its first character), and the messages are LLVM's.

/// Why a data layout string is not one LLVM 22 accepts. The message is
/// LLVM's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DataLayoutError(String);

/// The address spaces a valid data layout names (`A`, `P`, `G`; 0 when
/// absent).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayoutSpaces {
    /// `A<n>`: where `alloca` allocates.
    pub alloca: u32,
    /// `P<n>`: where functions live.
    pub program: u32,
    /// `G<n>`: where global variables live by default.
    pub globals: u32,
}

type R<T> = Result<T, DataLayoutError>;

fn err<T>(m: impl Into<String>) -> R<T> {
    Err(DataLayoutError(m.into()))
}

fn format_err<T>(form: &str) -> R<T> {
    err(format!(
        "malformed specification, must be of the form \"{form}\""
    ))
}

/// A decimal integer made of digits only (LLVM's `getAsInteger(10)` into an
/// `unsigned`); `None` otherwise or when it does not fit 32 bits.
fn decimal(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse::<u32>().ok()
}

const MAX24: u32 = (1 << 24) - 1;

fn addr_space(s: &str) -> R<u32> {
    if s.is_empty() {
        return err("address space component cannot be empty");
    }
    match decimal(s) {
        Some(v) if v <= MAX24 => Ok(v),
        _ => err("address space must be a 24-bit integer"),
    }
}

fn size(s: &str, name: &str) -> R<u32> {
    if s.is_empty() {
        return err(format!("{name} component cannot be empty"));
    }
    match decimal(s) {
        Some(v) if v != 0 && v <= MAX24 => Ok(v),
        _ => err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

/// An alignment in bits, returned in bytes.
fn alignment(s: &str, name: &str, allow_zero: bool) -> R<u32> {
    if s.is_empty() {
        return err(format!("{name} alignment component cannot be empty"));
    }
    let Some(v) = decimal(s).filter(|&v| v <= u32::from(u16::MAX)) else {
        return err(format!("{name} alignment must be a 16-bit integer"));
    };
    if v == 0 {
        if !allow_zero {
            return err(format!("{name} alignment must be non-zero"));
        }
        return Ok(1);
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return err(format!(
            "{name} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v / 8)
}

fn pref_not_below(abi: u32, pref: u32) -> R<()> {
    if pref < abi {
        return err("preferred alignment cannot be less than the ABI alignment");
    }
    Ok(())
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn primitive(kind: char, rest: &str) -> R<()> {
    let c: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&c.len()) {
        return format_err(&format!("{kind}<size>:<abi>[:<pref>]"));
    }
    let bits = size(c[0], "size")?;
    let abi = alignment(c[1], "ABI", false)?;
    if kind == 'i' && bits == 8 && abi != 1 {
        return err("i8 must be 8-bit aligned");
    }
    let pref = match c.get(2) {
        Some(p) => alignment(p, "preferred", false)?,
        None => abi,
    };
    pref_not_below(abi, pref)
}

/// `a[0]:<abi>[:<pref>]`.
fn aggregate(rest: &str) -> R<()> {
    let c: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&c.len()) {
        return format_err("a:<abi>[:<pref>]");
    }
    if !c[0].is_empty() && decimal(c[0]) != Some(0) {
        return err("size must be zero");
    }
    let abi = alignment(c[1], "ABI", true)?;
    let pref = match c.get(2) {
        Some(p) => alignment(p, "preferred", false)?,
        None => abi,
    };
    pref_not_below(abi, pref)
}

/// `<n>`, `<n>(<name>)` or `(<name>)` after a pointer specification's flags.
fn addr_space_and_name(s: &str) -> R<(u32, &str)> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let space = if digits > 0 {
        addr_space(&s[..digits])?
    } else {
        0
    };
    let rest = &s[digits..];
    if rest.is_empty() {
        return Ok((space, ""));
    }
    if !rest.starts_with('(') {
        return err("address space must be a 24-bit integer");
    }
    if !rest.ends_with(')') || rest.len() <= 2 {
        return err("Expected `( address space name )`");
    }
    let name = &rest[1..rest.len() - 1];
    if matches!(name, "P" | "G" | "A") {
        return err("Cannot use predefined address space names P/G/A in data layout");
    }
    Ok((space, name))
}

/// `p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]`.
fn pointer<'s>(rest: &'s str, names: &mut Vec<&'s str>) -> R<()> {
    let c: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&c.len()) {
        return format_err("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]");
    }
    let mut head = c[0];
    let mut flagged = false;
    while let Some(ch) = head.chars().next() {
        match ch {
            'e' | 'u' => flagged = true,
            c if c.is_ascii_alphabetic() => {
                return err(format!("'{c}' is not a valid pointer specification flag"))
            }
            _ => break,
        }
        head = &head[1..];
    }
    let (space, name) = if head.is_empty() {
        (0, "")
    } else {
        addr_space_and_name(head)?
    };
    if space == 0 && flagged {
        return err("address space 0 cannot be unstable or have external state");
    }
    if !name.is_empty() {
        if names.contains(&name) {
            return err(format!("address space name `{name}` already used"));
        }
        names.push(name);
    }
    let bits = size(c[1], "pointer size")?;
    let abi = alignment(c[2], "ABI", false)?;
    let pref = match c.get(3) {
        Some(p) => alignment(p, "preferred", false)?,
        None => abi,
    };
    pref_not_below(abi, pref)?;
    let index = match c.get(4) {
        Some(p) => size(p, "index size")?,
        None => bits,
    };
    if index > bits {
        return err("index size cannot be larger than the pointer size");
    }
    Ok(())
}

/// Checks `layout` as LLVM 22's `DataLayout::parse` does and returns the
/// address spaces it sets.
///
/// # Errors
/// The first specification LLVM rejects, with LLVM's message.
///
/// # Example
/// ```
/// use dxir_dialects::translate::llvm::check_data_layout;
/// assert_eq!(check_data_layout("e-m:e-P2-p:32:32").unwrap().program, 2);
/// let e = check_data_layout("e-p:0:32").unwrap_err();
/// assert_eq!(e.to_string(), "pointer size must be a non-zero 24-bit integer");
/// ```
pub fn check_data_layout(layout: &str) -> Result<LayoutSpaces, DataLayoutError> {
    let mut spaces = LayoutSpaces::default();
    if layout.is_empty() {
        return Ok(spaces);
    }
    let mut names = Vec::new();
    for spec in layout.split('-') {
        let Some(kind) = spec.chars().next() else {
            return err("empty specification is not allowed");
        };
        if let Some(rest) = spec.strip_prefix("ni") {
            let Some(list) = rest.strip_prefix(':') else {
                return format_err("ni:<address space>[:<address space>]...");
            };
            for s in list.split(':') {
                if addr_space(s)? == 0 {
                    return err("address space 0 cannot be non-integral");
                }
            }
            continue;
        }
        let rest = &spec[kind.len_utf8()..];
        match kind {
            'i' | 'f' | 'v' => primitive(kind, rest)?,
            'a' => aggregate(rest)?,
            'p' => pointer(rest, &mut names)?,
            's' => {}
            'e' | 'E' => {
                if !rest.is_empty() {
                    return err("malformed specification, must be just 'e' or 'E'");
                }
            }
            'n' => {
                for s in rest.split(':') {
                    size(s, "size")?;
                }
            }
            'S' => {
                if rest.is_empty() {
                    return format_err("S<size>");
                }
                alignment(rest, "stack natural", false)?;
            }
            'F' => {
                let mut chars = rest.chars();
                match chars.next() {
                    None => return format_err("F<type><abi>"),
                    Some('i' | 'n') => {}
                    Some(t) => {
                        return err(format!("unknown function pointer alignment type '{t}'"))
                    }
                }
                alignment(chars.as_str(), "ABI", false)?;
            }
            'P' | 'A' | 'G' => {
                if rest.is_empty() {
                    return format_err(&format!("{kind}<address space>"));
                }
                let n = addr_space(rest)?;
                match kind {
                    'P' => spaces.program = n,
                    'A' => spaces.alloca = n,
                    _ => spaces.globals = n,
                }
            }
            'm' => {
                let Some(mode) = rest.strip_prefix(':').filter(|m| !m.is_empty()) else {
                    return format_err("m:<mangling>");
                };
                if !matches!(mode, "e" | "l" | "o" | "m" | "w" | "x" | "a") {
                    return err("unknown mangling mode");
                }
            }
            other => return err(format!("unknown specifier '{other}'")),
        }
    }
    Ok(spaces)
}

#[cfg(test)]
mod tests {
    use super::check_data_layout;

    #[test]
    fn llvm_messages() {
        let bad = [
            ("garbage", "unknown specifier 'g'"),
            ("e-p:0:32", "pointer size must be a non-zero 24-bit integer"),
            (
                "e-i1:3",
                "ABI alignment must be a power of two times the byte width",
            ),
            ("e-m:q", "unknown mangling mode"),
            ("e-", "empty specification is not allowed"),
            ("e-i8:16", "i8 must be 8-bit aligned"),
            ("e-ee", "malformed specification, must be just 'e' or 'E'"),
            ("e-i64:+64", "ABI alignment must be a 16-bit integer"),
            ("e-i8:8:0", "preferred alignment must be non-zero"),
            (
                "e-P",
                "malformed specification, must be of the form \"P<address space>\"",
            ),
            ("e-A16777216", "address space must be a 24-bit integer"),
            ("e-Fq8", "unknown function pointer alignment type 'q'"),
            ("e-n32:", "size component cannot be empty"),
            ("e-a1:8", "size must be zero"),
            ("e-ni:0", "address space 0 cannot be non-integral"),
            (
                "e-pn1:64:64",
                "'n' is not a valid pointer specification flag",
            ),
            (
                "e-p:32:32:16",
                "preferred alignment cannot be less than the ABI alignment",
            ),
            (
                "e-p:32:32:32:64",
                "index size cannot be larger than the pointer size",
            ),
            ("e-é", "unknown specifier 'é'"),
        ];
        for (s, m) in bad {
            assert_eq!(check_data_layout(s).unwrap_err().to_string(), m, "{s}");
        }
        for s in [
            "",
            "E",
            "e-s",
            "e-a:8",
            "e-i64:064",
            "e-pu1:64:64",
            "e-p1(foo):64:64",
            "e-ni:1:2",
            "e-Fi8",
            "e-G01",
            "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64",
        ] {
            assert!(check_data_layout(s).is_ok(), "{s}");
        }
    }
}
