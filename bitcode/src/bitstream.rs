//! The LLVM bitstream container: fixed-width and VBR fields, abbreviations,
//! nested blocks whose length word is patched when the block ends, and the
//! BLOCKINFO block.
//!
//! Everything here is the generic container format; what the records mean
//! (module, types, functions) is `crate::module`'s business. The layout
//! facts (abbreviation ids 0–3, the 32-bit length word after
//! `ENTER_SUBBLOCK`, 32-bit alignment) are LLVM's `BitstreamWriter`
//! conventions, which every bitcode reader expects.

/// Abbreviation id of `END_BLOCK`.
const END_BLOCK: u64 = 0;
/// Abbreviation id of `ENTER_SUBBLOCK`.
const ENTER_SUBBLOCK: u64 = 1;
/// Abbreviation id of `DEFINE_ABBREV`.
const DEFINE_ABBREV: u64 = 2;
/// Abbreviation id of `UNABBREV_RECORD`.
const UNABBREV_RECORD: u64 = 3;
/// The first id an application abbreviation gets.
const FIRST_APPLICATION_ABBREV: u32 = 4;

/// Block id of BLOCKINFO.
pub const BLOCKINFO_BLOCK_ID: u32 = 0;
/// `BLOCKINFO_CODE_SETBID`: the block the following abbreviations are for.
const BLOCKINFO_CODE_SETBID: u64 = 1;

/// One operand of an abbreviation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbbrevOp {
    /// A value that is not written: the record must hold exactly this.
    Literal(u64),
    /// A fixed-width field of this many bits (0..=64).
    Fixed(u8),
    /// A variable-width field in chunks of this many bits (2..=32).
    Vbr(u8),
    /// A VBR6 length followed by that many elements encoded by the next
    /// (last) operand.
    Array,
    /// A 6-bit character from `[a-zA-Z0-9._]`.
    Char6,
    /// A VBR6 length, 32-bit alignment, the bytes, 32-bit alignment.
    Blob,
}

/// An abbreviation: the record code is its first operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abbrev(pub Vec<AbbrevOp>);

/// The char6 code of `c`, if it has one.
pub fn char6(c: u8) -> Option<u64> {
    Some(match c {
        b'a'..=b'z' => u64::from(c - b'a'),
        b'A'..=b'Z' => u64::from(c - b'A') + 26,
        b'0'..=b'9' => u64::from(c - b'0') + 52,
        b'.' => 62,
        b'_' => 63,
        _ => return None,
    })
}

struct Scope {
    /// Abbreviation width of the enclosing block, restored on exit.
    outer_width: u32,
    /// Byte offset of the length word to patch.
    length_at: usize,
    /// The enclosing block's abbreviations, restored on exit.
    outer_abbrevs: Vec<Abbrev>,
}

/// Writes a bitstream into a byte buffer.
///
/// Bits are packed little-endian into 32-bit words, as LLVM does. The
/// caller keeps blocks balanced; [`BitWriter::finish`] checks that.
pub struct BitWriter {
    out: Vec<u8>,
    cur: u64,
    cur_bits: u32,
    width: u32,
    abbrevs: Vec<Abbrev>,
    scopes: Vec<Scope>,
    /// BLOCKINFO abbreviations per block id, in definition order.
    block_info: Vec<(u32, Vec<Abbrev>)>,
    /// The block BLOCKINFO records currently define abbreviations for.
    info_target: Option<u32>,
}

impl Default for BitWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl BitWriter {
    /// An empty stream at top level, with 2-bit abbreviation ids.
    pub fn new() -> Self {
        BitWriter {
            out: Vec::new(),
            cur: 0,
            cur_bits: 0,
            width: 2,
            abbrevs: Vec::new(),
            scopes: Vec::new(),
            block_info: Vec::new(),
            info_target: None,
        }
    }

    /// Writes the low `bits` bits of `value` (bits ≤ 64).
    pub fn emit(&mut self, value: u64, bits: u32) {
        debug_assert!(bits <= 64);
        if bits == 0 {
            return;
        }
        let value = if bits == 64 {
            value
        } else {
            value & ((1u64 << bits) - 1)
        };
        // Split into at most 32-bit pieces so `cur` never overflows.
        if bits > 32 {
            self.emit(value & 0xffff_ffff, 32);
            self.emit(value >> 32, bits - 32);
            return;
        }
        self.cur |= value << self.cur_bits;
        self.cur_bits += bits;
        while self.cur_bits >= 32 {
            self.out.extend_from_slice(&(self.cur as u32).to_le_bytes());
            self.cur >>= 32;
            self.cur_bits -= 32;
        }
    }

    /// Writes `value` as a VBR with `chunk`-bit pieces (2 ≤ chunk ≤ 32).
    pub fn emit_vbr(&mut self, mut value: u64, chunk: u32) {
        debug_assert!((2..=32).contains(&chunk));
        let hi = 1u64 << (chunk - 1);
        while value >= hi {
            self.emit((value & (hi - 1)) | hi, chunk);
            value >>= chunk - 1;
        }
        self.emit(value, chunk);
    }

    /// Pads with zero bits to the next 32-bit boundary.
    pub fn align32(&mut self) {
        if self.cur_bits > 0 {
            self.emit(0, 32 - self.cur_bits);
        }
    }

    /// The number of bits written so far.
    pub fn bit_len(&self) -> u64 {
        self.out.len() as u64 * 8 + u64::from(self.cur_bits)
    }

    /// Writes raw bytes at top level (the magic number); the stream must be
    /// byte-aligned.
    pub fn emit_bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.emit(u64::from(b), 8);
        }
    }

    /// Opens block `id` with `width`-bit abbreviation ids. Abbreviations
    /// the BLOCKINFO block defined for `id` are in force at once.
    pub fn enter_block(&mut self, id: u32, width: u32) {
        self.emit(ENTER_SUBBLOCK, self.width);
        self.emit_vbr(u64::from(id), 8);
        self.emit_vbr(u64::from(width), 4);
        self.align32();
        let length_at = self.out.len();
        self.emit(0, 32);
        let inherited = self
            .block_info
            .iter()
            .find(|(b, _)| *b == id)
            .map(|(_, a)| a.clone())
            .unwrap_or_default();
        self.scopes.push(Scope {
            outer_width: self.width,
            length_at,
            outer_abbrevs: std::mem::replace(&mut self.abbrevs, inherited),
        });
        self.width = width;
    }

    /// Closes the innermost block and patches its length (in 32-bit
    /// words, not counting the length word itself).
    ///
    /// # Panics
    /// When no block is open: a writer bug, not an input problem.
    pub fn exit_block(&mut self) {
        self.emit(END_BLOCK, self.width);
        self.align32();
        let scope = self.scopes.pop().expect("exit_block without an open block");
        let words = ((self.out.len() - scope.length_at - 4) / 4) as u32;
        self.out[scope.length_at..scope.length_at + 4].copy_from_slice(&words.to_le_bytes());
        self.width = scope.outer_width;
        self.abbrevs = scope.outer_abbrevs;
        self.info_target = None;
    }

    /// Writes a record without an abbreviation: code and operands as VBR6.
    pub fn record(&mut self, code: u32, ops: &[u64]) {
        self.emit(UNABBREV_RECORD, self.width);
        self.emit_vbr(u64::from(code), 6);
        self.emit_vbr(ops.len() as u64, 6);
        for &op in ops {
            self.emit_vbr(op, 6);
        }
    }

    fn write_abbrev_definition(&mut self, abbrev: &Abbrev) {
        self.emit(DEFINE_ABBREV, self.width);
        self.emit_vbr(abbrev.0.len() as u64, 5);
        for op in &abbrev.0 {
            match *op {
                AbbrevOp::Literal(v) => {
                    self.emit(1, 1);
                    self.emit_vbr(v, 8);
                }
                AbbrevOp::Fixed(w) => {
                    self.emit(0, 1);
                    self.emit(1, 3);
                    self.emit_vbr(u64::from(w), 5);
                }
                AbbrevOp::Vbr(w) => {
                    self.emit(0, 1);
                    self.emit(2, 3);
                    self.emit_vbr(u64::from(w), 5);
                }
                AbbrevOp::Array => {
                    self.emit(0, 1);
                    self.emit(3, 3);
                }
                AbbrevOp::Char6 => {
                    self.emit(0, 1);
                    self.emit(4, 3);
                }
                AbbrevOp::Blob => {
                    self.emit(0, 1);
                    self.emit(5, 3);
                }
            }
        }
    }

    /// Defines an abbreviation in the current block and returns its id.
    pub fn define_abbrev(&mut self, abbrev: Abbrev) -> u32 {
        self.write_abbrev_definition(&abbrev);
        self.abbrevs.push(abbrev);
        FIRST_APPLICATION_ABBREV + self.abbrevs.len() as u32 - 1
    }

    /// Opens the BLOCKINFO block (close it with [`BitWriter::exit_block`]).
    pub fn enter_block_info(&mut self) {
        self.enter_block(BLOCKINFO_BLOCK_ID, 2);
    }

    /// Inside BLOCKINFO: defines `abbrev` for every later block `block_id`
    /// and returns the id it will have there.
    pub fn define_block_info_abbrev(&mut self, block_id: u32, abbrev: Abbrev) -> u32 {
        if self.info_target != Some(block_id) {
            self.emit(UNABBREV_RECORD, self.width);
            self.emit_vbr(BLOCKINFO_CODE_SETBID, 6);
            self.emit_vbr(1, 6);
            self.emit_vbr(u64::from(block_id), 6);
            self.info_target = Some(block_id);
        }
        self.write_abbrev_definition(&abbrev);
        let list = match self.block_info.iter_mut().position(|(b, _)| *b == block_id) {
            Some(i) => &mut self.block_info[i].1,
            None => {
                self.block_info.push((block_id, Vec::new()));
                &mut self.block_info.last_mut().expect("just pushed").1
            }
        };
        list.push(abbrev);
        FIRST_APPLICATION_ABBREV + list.len() as u32 - 1
    }

    /// Writes a record with abbreviation `id`: `code` and `ops` must fit
    /// it (literals equal, one array at the end, char6 values encodable).
    ///
    /// # Panics
    /// When they do not: the caller chose the abbreviation, so a mismatch
    /// is a writer bug.
    pub fn record_abbrev(&mut self, id: u32, code: u32, ops: &[u64]) {
        let abbrev = self.abbrevs[(id - FIRST_APPLICATION_ABBREV) as usize].clone();
        self.emit(u64::from(id), self.width);
        let mut values = std::iter::once(u64::from(code)).chain(ops.iter().copied());
        let mut i = 0;
        while i < abbrev.0.len() {
            match abbrev.0[i] {
                AbbrevOp::Array => {
                    let elt = &abbrev.0[i + 1];
                    let rest: Vec<u64> = values.by_ref().collect();
                    self.emit_vbr(rest.len() as u64, 6);
                    for v in rest {
                        self.emit_scalar(elt, v);
                    }
                    return;
                }
                AbbrevOp::Blob => {
                    let rest: Vec<u64> = values.by_ref().collect();
                    self.emit_vbr(rest.len() as u64, 6);
                    self.align32();
                    for v in rest {
                        self.emit(v, 8);
                    }
                    self.align32();
                    return;
                }
                ref op => {
                    let v = values.next().expect("record shorter than its abbreviation");
                    self.emit_scalar(op, v);
                }
            }
            i += 1;
        }
        assert!(
            values.next().is_none(),
            "record longer than its abbreviation"
        );
    }

    fn emit_scalar(&mut self, op: &AbbrevOp, v: u64) {
        match *op {
            AbbrevOp::Literal(l) => {
                assert_eq!(l, v, "record differs from the abbreviation's literal")
            }
            AbbrevOp::Fixed(w) => self.emit(v, u32::from(w)),
            AbbrevOp::Vbr(w) => self.emit_vbr(v, u32::from(w)),
            AbbrevOp::Char6 => {
                let c = u8::try_from(v)
                    .ok()
                    .and_then(char6)
                    .expect("not a char6 character");
                self.emit(c, 6);
            }
            AbbrevOp::Array | AbbrevOp::Blob => panic!("array element cannot be an array or blob"),
        }
    }

    /// The finished bytes.
    ///
    /// # Panics
    /// When a block is still open (a writer bug).
    pub fn finish(mut self) -> Vec<u8> {
        assert!(self.scopes.is_empty(), "unclosed block");
        self.align32();
        self.out
    }
}

/// Encodes a signed value the way LLVM's `emitSignedInt64` does: the
/// magnitude shifted left by one, the sign in bit 0.
pub fn signed_vbr(v: i64) -> u64 {
    if v >= 0 {
        (v as u64) << 1
    } else {
        (v.unsigned_abs() << 1) | 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal reader for the tests: fields back out of the bytes.
    struct Reader<'a> {
        bytes: &'a [u8],
        pos: u64,
    }

    impl Reader<'_> {
        fn read(&mut self, bits: u32) -> u64 {
            let mut v = 0u64;
            for i in 0..bits {
                let byte = self.bytes[(self.pos / 8) as usize];
                let bit = (byte >> (self.pos % 8)) & 1;
                v |= u64::from(bit) << i;
                self.pos += 1;
            }
            v
        }
        fn vbr(&mut self, chunk: u32) -> u64 {
            let mut v = 0;
            let mut shift = 0;
            loop {
                let piece = self.read(chunk);
                v |= (piece & ((1 << (chunk - 1)) - 1)) << shift;
                if piece & (1 << (chunk - 1)) == 0 {
                    return v;
                }
                shift += chunk - 1;
            }
        }
    }

    #[test]
    fn fixed_and_vbr_fields_round_trip() {
        let mut w = BitWriter::new();
        w.emit(0b101, 3);
        w.emit_vbr(0, 6);
        w.emit_vbr(31, 6);
        w.emit_vbr(32, 6);
        w.emit_vbr(u64::MAX, 6);
        w.emit(0xdead_beef_cafe_f00d, 64);
        let bytes = w.finish();
        assert_eq!(bytes.len() % 4, 0);
        let mut r = Reader {
            bytes: &bytes,
            pos: 0,
        };
        assert_eq!(r.read(3), 0b101);
        assert_eq!(r.vbr(6), 0);
        assert_eq!(r.vbr(6), 31);
        assert_eq!(r.vbr(6), 32);
        assert_eq!(r.vbr(6), u64::MAX);
        assert_eq!(r.read(64), 0xdead_beef_cafe_f00d);
    }

    #[test]
    fn vbr_of_32_uses_two_chunks() {
        // 32 = 0b100000 does not fit in the 5 payload bits of one VBR6 chunk.
        let mut w = BitWriter::new();
        w.emit_vbr(32, 6);
        assert_eq!(w.bit_len(), 12);
    }

    #[test]
    fn block_length_is_patched_in_words() {
        let mut w = BitWriter::new();
        w.emit_bytes(b"BC");
        w.emit(0x0, 4);
        w.emit(0xC, 4);
        w.emit(0xE, 4);
        w.emit(0xD, 4);
        w.enter_block(8, 3);
        w.record(1, &[1]);
        w.enter_block(17, 4);
        w.record(1, &[5, 6, 7]);
        w.exit_block();
        w.exit_block();
        let bytes = w.finish();
        assert_eq!(&bytes[..4], &[0x42, 0x43, 0xC0, 0xDE]);
        let mut r = Reader {
            bytes: &bytes,
            pos: 32,
        };
        assert_eq!(r.read(2), ENTER_SUBBLOCK);
        assert_eq!(r.vbr(8), 8);
        assert_eq!(r.vbr(4), 3);
        r.pos = r.pos.div_ceil(32) * 32;
        let words = r.read(32);
        let body_start = r.pos;
        // The outer block ends exactly `words` words after its length word.
        assert_eq!(body_start / 8 + words * 4, bytes.len() as u64);
        assert_eq!(r.read(3), UNABBREV_RECORD);
        assert_eq!(r.vbr(6), 1);
        assert_eq!(r.vbr(6), 1);
        assert_eq!(r.vbr(6), 1);
        assert_eq!(r.read(3), ENTER_SUBBLOCK);
        assert_eq!(r.vbr(8), 17);
        assert_eq!(r.vbr(4), 4);
        r.pos = r.pos.div_ceil(32) * 32;
        let inner = r.read(32);
        let inner_start = r.pos;
        assert_eq!(r.read(4), UNABBREV_RECORD);
        assert_eq!((r.vbr(6), r.vbr(6)), (1, 3));
        assert_eq!((r.vbr(6), r.vbr(6), r.vbr(6)), (5, 6, 7));
        assert_eq!(r.read(4), END_BLOCK);
        r.pos = r.pos.div_ceil(32) * 32;
        assert_eq!(r.pos, inner_start + inner * 32);
    }

    #[test]
    fn abbreviated_record_packs_fields() {
        let mut w = BitWriter::new();
        w.enter_block(14, 4);
        let id = w.define_abbrev(Abbrev(vec![
            AbbrevOp::Literal(1),
            AbbrevOp::Vbr(8),
            AbbrevOp::Array,
            AbbrevOp::Char6,
        ]));
        assert_eq!(id, 4);
        let before = w.bit_len();
        w.record_abbrev(
            id,
            1,
            &[3, u64::from(b'a'), u64::from(b'Z'), u64::from(b'_')],
        );
        // id (4) + vbr8 value (8) + vbr6 length (6) + 3 × char6 (18).
        assert_eq!(w.bit_len() - before, 4 + 8 + 6 + 18);
        w.exit_block();
        let bytes = w.finish();
        let mut r = Reader {
            bytes: &bytes,
            pos: 0,
        };
        r.read(2);
        r.vbr(8);
        r.vbr(4);
        r.pos = 64;
        // DEFINE_ABBREV with 4 operands.
        assert_eq!(r.read(4), DEFINE_ABBREV);
        assert_eq!(r.vbr(5), 4);
        assert_eq!((r.read(1), r.vbr(8)), (1, 1));
        assert_eq!((r.read(1), r.read(3), r.vbr(5)), (0, 2, 8));
        assert_eq!((r.read(1), r.read(3)), (0, 3));
        assert_eq!((r.read(1), r.read(3)), (0, 4));
        assert_eq!(r.read(4), 4);
        assert_eq!(r.vbr(8), 3);
        assert_eq!(r.vbr(6), 3);
        assert_eq!(r.read(6), 0);
        assert_eq!(r.read(6), 25 + 26);
        assert_eq!(r.read(6), 63);
    }

    #[test]
    fn block_info_abbrevs_apply_to_later_blocks_only_of_that_id() {
        let mut w = BitWriter::new();
        w.enter_block(8, 3);
        w.enter_block_info();
        let id = w.define_block_info_abbrev(11, Abbrev(vec![AbbrevOp::Literal(2)]));
        w.exit_block();
        assert_eq!(id, 4);
        w.enter_block(11, 4);
        let before = w.bit_len();
        w.record_abbrev(id, 2, &[]);
        assert_eq!(w.bit_len() - before, 4);
        // A block's own abbreviations come after the inherited ones.
        assert_eq!(w.define_abbrev(Abbrev(vec![AbbrevOp::Literal(3)])), 5);
        w.exit_block();
        w.enter_block(12, 4);
        assert_eq!(w.define_abbrev(Abbrev(vec![AbbrevOp::Literal(3)])), 4);
        w.exit_block();
        w.exit_block();
        w.finish();
    }

    #[test]
    fn signed_values_rotate_the_sign_into_bit_zero() {
        assert_eq!(signed_vbr(0), 0);
        assert_eq!(signed_vbr(3), 6);
        assert_eq!(signed_vbr(-3), 7);
        assert_eq!(signed_vbr(i64::MIN), 1);
    }

    #[test]
    fn char6_covers_its_alphabet_only() {
        assert_eq!(char6(b'a'), Some(0));
        assert_eq!(char6(b'9'), Some(61));
        assert_eq!(char6(b'-'), None);
    }
}
