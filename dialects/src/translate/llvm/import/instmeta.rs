//! Instruction metadata LLVM's verifier checks, on the syntax tree: `!tbaa`
//! access tags (and the tags `!llvm.errno.tbaa` lists), `!alias.scope` and
//! `!noalias` scope lists, the scope list of
//! `llvm.experimental.noalias.scope.decl`, and `!nonnull` / `!align`. dxir
//! keeps these nodes and writes them back, so what LLVM 22 rejects is
//! rejected here, with LLVM's message, at the node's `!N = ...` (or at the
//! instruction for a node written inline).
//!
//! The TBAA rules are those of LLVM's `TBAAVerifier`: a tag is struct-path
//! (`!{base, access, offset [, const]}`, or the new format's
//! `!{base, access, offset, size [, const]}`); the access type is a scalar
//! type node (`!{!"name", parent [, i64 0]}` up to a root of fewer than two
//! operands); the path from the base type, field by field at the offset,
//! reaches the access type with offset zero, its offsets as wide as the
//! tag's. An old-style tag on an instruction is first rewritten as LLVM's
//! parser does (`!{T, T, i64 0}`), then checked.

use super::{fail, ImportErrorKind, R};
use crate::translate::llvm::ast::{self, MdNode, Metadata, MetadataDef, Pos, Type, TypeTable};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// How deep node comparison and path walks go before giving up (metadata
/// can be cyclic through `distinct` nodes).
const MAX_DEPTH: u32 = 64;

/// What an attachment is attached to, as far as the rules care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Site {
    /// `load`.
    Load,
    /// `store`, `atomicrmw`, `cmpxchg`: may carry a TBAA tag.
    Access,
    /// `call`: may carry a TBAA tag.
    Call,
    /// Any other instruction.
    Other,
}

/// A node as the rules see it: one of the text, or one LLVM's TBAA upgrade
/// makes of an old-style tag.
#[derive(Clone, Copy)]
enum Node<'m, 'a> {
    /// A node of the text: its number when defined as `!N = ...`.
    Text {
        id: Option<u32>,
        node: &'m MdNode<'a>,
        pos: Pos,
    },
    /// `!{a, b}`: the scalar type made of an old-style three-operand tag.
    Pair(&'m Metadata<'a>, &'m Metadata<'a>, Pos),
    /// `!{!{a, b}, !{a, b}, i64 0, c}` made of old-style tag `!{a, b, c}`.
    Upgraded3(&'m MdNode<'a>, Pos),
    /// `!{T, T, i64 0}` made of any other old-style tag `T`.
    Wrapped(Option<u32>, &'m MdNode<'a>, Pos),
}

/// An operand of a [`Node`].
#[derive(Clone, Copy)]
enum Op<'m, 'a> {
    Md(&'m Metadata<'a>, Pos),
    Node(Node<'m, 'a>),
    /// The `i64 0` offset of an upgraded tag.
    ZeroI64,
}

/// An integer constant: bit width and value (modulo 2^width, at most 128
/// bits kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Int {
    width: u32,
    value: u128,
}

impl Int {
    fn mask(width: u32) -> u128 {
        if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    }
}

pub(super) struct Checker<'m, 'a> {
    /// Index in `metadata` of each node number.
    defs: &'m FxHashMap<u32, usize>,
    metadata: &'m [MetadataDef<'a>],
    table: &'m TypeTable<'a>,
}

fn bad<T>(pos: Pos, what: &str, message: &str) -> R<T> {
    fail(pos, ImportErrorKind::Metadata(format!("{what}: {message}")))
}

impl<'m, 'a> Checker<'m, 'a> {
    pub(super) fn new(
        defs: &'m FxHashMap<u32, usize>,
        metadata: &'m [MetadataDef<'a>],
        table: &'m TypeTable<'a>,
    ) -> Self {
        Checker {
            defs,
            metadata,
            table,
        }
    }

    fn def(&self, n: u32) -> Option<&'m MetadataDef<'a>> {
        self.defs.get(&n).map(|&i| &self.metadata[i])
    }

    fn len(&self, n: Node<'m, 'a>) -> usize {
        match n {
            Node::Text { node, .. } => node.operands.len(),
            Node::Pair(..) => 2,
            Node::Upgraded3(..) => 4,
            Node::Wrapped(..) => 3,
        }
    }

    fn op(&self, n: Node<'m, 'a>, i: usize) -> Op<'m, 'a> {
        match n {
            Node::Text { node, pos, .. } => Op::Md(&node.operands[i], pos),
            Node::Pair(a, b, pos) => Op::Md(if i == 0 { a } else { b }, pos),
            Node::Upgraded3(node, pos) => match i {
                0 | 1 => Op::Node(Node::Pair(&node.operands[0], &node.operands[1], pos)),
                2 => Op::ZeroI64,
                _ => Op::Md(&node.operands[2], pos),
            },
            Node::Wrapped(id, node, pos) => match i {
                0 | 1 => Op::Node(Node::Text { id, node, pos }),
                _ => Op::ZeroI64,
            },
        }
    }

    fn pos(&self, n: Node<'m, 'a>) -> Pos {
        match n {
            Node::Text { pos, .. } | Node::Pair(.., pos) | Node::Upgraded3(_, pos) => pos,
            Node::Wrapped(_, _, pos) => pos,
        }
    }

    /// The node `md` is or refers to; `None` for a string, value, `null`,
    /// or an undefined reference (reported elsewhere).
    fn md_node(&self, md: &'m Metadata<'a>, at: Pos) -> Option<Node<'m, 'a>> {
        match md {
            Metadata::Ref(n) => self.def(*n).map(|d| Node::Text {
                id: Some(*n),
                node: &d.node,
                pos: d.pos,
            }),
            Metadata::Node(node) => Some(Node::Text {
                id: None,
                node,
                pos: at,
            }),
            _ => None,
        }
    }

    fn node(&self, op: Op<'m, 'a>) -> Option<Node<'m, 'a>> {
        match op {
            Op::Md(md, at) => self.md_node(md, at),
            Op::Node(n) => Some(n),
            Op::ZeroI64 => None,
        }
    }

    fn is_string(&self, op: Op<'m, 'a>) -> bool {
        matches!(op, Op::Md(Metadata::String(_), _))
    }

    /// The constant integer `op` holds (`i64 4`, `i1 true`).
    fn int(&self, op: Op<'m, 'a>) -> Option<Int> {
        let tv = match op {
            Op::ZeroI64 => {
                return Some(Int {
                    width: 64,
                    value: 0,
                })
            }
            Op::Md(Metadata::Value(tv), _) => tv,
            _ => return None,
        };
        let Type::Int(width) = *self.table.get(tv.ty) else {
            return None;
        };
        let value = match &tv.value {
            ast::Value::Int(v) => *v as i128 as u128,
            ast::Value::Bool(b) => u128::from(*b),
            ast::Value::BigInt(s) => s
                .parse::<i128>()
                .map(|v| v as u128)
                .or_else(|_| s.parse::<u128>())
                .ok()?,
            _ => return None,
        };
        Some(Int {
            width,
            value: value & Int::mask(width),
        })
    }

    /// Whether two nodes are the same node once LLVM has uniqued equal
    /// non-`distinct` ones.
    fn same(&self, a: Node<'m, 'a>, b: Node<'m, 'a>, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return true;
        }
        if let (Node::Text { id: Some(x), .. }, Node::Text { id: Some(y), .. }) = (a, b) {
            if x == y {
                return true;
            }
        }
        let distinct = |n: Node<'m, 'a>| matches!(n, Node::Text { node, .. } if node.distinct);
        if distinct(a) || distinct(b) || self.len(a) != self.len(b) {
            return false;
        }
        (0..self.len(a)).all(|i| self.same_op(self.op(a, i), self.op(b, i), depth + 1))
    }

    fn same_op(&self, a: Op<'m, 'a>, b: Op<'m, 'a>, depth: u32) -> bool {
        if let (Some(x), Some(y)) = (self.node(a), self.node(b)) {
            return self.same(x, y, depth);
        }
        if let (Some(x), Some(y)) = (self.int(a), self.int(b)) {
            return x == y;
        }
        match (a, b) {
            (Op::Md(Metadata::String(x), _), Op::Md(Metadata::String(y), _)) => x == y,
            (Op::Md(Metadata::Null, _), Op::Md(Metadata::Null, _)) => true,
            (Op::Md(Metadata::Value(x), _), Op::Md(Metadata::Value(y), _)) => {
                self.table.get(x.ty) == self.table.get(y.ty) && x.value == y.value
            }
            _ => false,
        }
    }

    // ---- TBAA ----------------------------------------------------------------

    /// A root: fewer than two operands.
    fn is_root(&self, n: Node<'m, 'a>) -> bool {
        self.len(n) < 2
    }

    /// `!{!"name", parent}` or `!{!"name", parent, i64 0}`, up a chain of
    /// such nodes to a root.
    fn is_scalar(&self, n: Node<'m, 'a>) -> bool {
        let mut seen: Vec<Node<'m, 'a>> = Vec::new();
        let mut n = n;
        for _ in 0..MAX_DEPTH {
            let len = self.len(n);
            if !(len == 2 || len == 3) || !self.is_string(self.op(n, 0)) {
                return false;
            }
            if len == 3 && self.int(self.op(n, 2)).is_none_or(|i| i.value != 0) {
                return false;
            }
            let Some(parent) = self.node(self.op(n, 1)) else {
                return false;
            };
            if seen.iter().any(|&s| self.same(s, parent, 0)) {
                return false;
            }
            if self.is_root(parent) {
                return true;
            }
            seen.push(parent);
            n = parent;
        }
        false
    }

    /// New-format type nodes start with their parent node.
    fn is_new_format(&self, ty: Node<'m, 'a>) -> bool {
        self.len(ty) >= 3 && self.node(self.op(ty, 0)).is_some()
    }

    /// Checks a base type node; the bit width of its field offsets (0 for
    /// a scalar, `u32::MAX` for a new-format node without fields). `None`
    /// for a two-operand node that is not a scalar type node: LLVM stops
    /// checking the tag there without reporting it (and so accepts it).
    fn base_node(&self, n: Node<'m, 'a>, new_format: bool, what: &str) -> R<Option<u32>> {
        let pos = self.pos(n);
        let len = self.len(n);
        if len < 2 {
            return bad(pos, what, "Base nodes must have at least two operands");
        }
        if len == 2 {
            return Ok(self.is_scalar(n).then_some(0));
        }
        if new_format {
            if !len.is_multiple_of(3) {
                return bad(
                    pos,
                    what,
                    "Access tag nodes must have the number of operands that is a multiple of 3!",
                );
            }
            if self.int(self.op(n, 1)).is_none() {
                return bad(pos, what, "Type size nodes must be constants!");
            }
        } else {
            if len % 2 != 1 {
                return bad(
                    pos,
                    what,
                    "Struct tag nodes must have an odd number of operands!",
                );
            }
            if !self.is_string(self.op(n, 0)) {
                return bad(
                    pos,
                    what,
                    "Struct tag nodes have a string as their first operand",
                );
            }
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let mut width = u32::MAX;
        let mut prev: Option<u128> = None;
        let mut i = first;
        while i < len {
            if self.node(self.op(n, i)).is_none() {
                return bad(pos, what, "Incorrect field entry in struct type node!");
            }
            let Some(off) = self.int(self.op(n, i + 1)) else {
                return bad(pos, what, "Offset entries must be constants!");
            };
            if width == u32::MAX {
                width = off.width;
            }
            if off.width != width {
                return bad(
                    pos,
                    what,
                    "Bitwidth between the offsets and struct type entries must match",
                );
            }
            if prev.is_some_and(|p| p > off.value) {
                return bad(pos, what, "Offsets must be increasing!");
            }
            prev = Some(off.value);
            if new_format && self.int(self.op(n, i + 2)).is_none() {
                return bad(pos, what, "Member size entries must be constants!");
            }
            i += step;
        }
        Ok(Some(width))
    }

    /// The field of base node `n` that holds `offset`, and the offset
    /// within it. `n` has passed [`Self::base_node`].
    fn field(
        &self,
        n: Node<'m, 'a>,
        offset: Int,
        new_format: bool,
        what: &str,
    ) -> R<(Option<Node<'m, 'a>>, Int)> {
        let len = self.len(n);
        if len == 2 {
            return Ok((self.node(self.op(n, 1)), offset));
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let entry = |i: usize| self.int(self.op(n, i + 1)).map_or(0, |e| e.value);
        let sub = |e: u128| Int {
            width: offset.width,
            value: offset.value.wrapping_sub(e) & Int::mask(offset.width),
        };
        let mut i = first;
        while i < len {
            if entry(i) > offset.value {
                if i == first {
                    return bad(
                        self.pos(n),
                        what,
                        "Could not find TBAA parent in struct type node",
                    );
                }
                let prev = i - step;
                return Ok((self.node(self.op(n, prev)), sub(entry(prev))));
            }
            i += step;
        }
        let last = len - step;
        Ok((self.node(self.op(n, last)), sub(entry(last))))
    }

    /// LLVM's `TBAAVerifier::visitTBAAMetadata` on `tag`; `site` is `None`
    /// for a tag `!llvm.errno.tbaa` lists.
    fn tbaa_tag(&self, tag: Node<'m, 'a>, site: Option<(Site, Pos)>) -> R<()> {
        const WHAT: &str = "!tbaa";
        let pos = self.pos(tag);
        if let Some((Site::Other, at)) = site {
            return bad(
                at,
                WHAT,
                "This instruction shall not have a TBAA access tag!",
            );
        }
        let len = self.len(tag);
        if len < 3 || self.node(self.op(tag, 0)).is_none() {
            return bad(
                pos,
                WHAT,
                "Old-style TBAA is no longer allowed, use struct-path TBAA instead",
            );
        }
        let base = self.node(self.op(tag, 0));
        let access = self.node(self.op(tag, 1));
        let Some(access) = access else {
            return bad(
                pos,
                WHAT,
                "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
            );
        };
        let new_format = self.is_new_format(access);
        if new_format {
            if len != 4 && len != 5 {
                return bad(
                    pos,
                    WHAT,
                    "Access tag metadata must have either 4 or 5 operands",
                );
            }
            if self.int(self.op(tag, 3)).is_none() {
                return bad(pos, WHAT, "Access size field must be a constant");
            }
        } else if len >= 5 {
            return bad(
                pos,
                WHAT,
                "Struct tag metadata must have either 3 or 4 operands",
            );
        }
        let immutable = if new_format { 4 } else { 3 };
        if len == immutable + 1 {
            match self.int(self.op(tag, immutable)) {
                None => {
                    return bad(
                        pos,
                        WHAT,
                        "Immutability tag on struct tag metadata must be a constant",
                    )
                }
                Some(i) if i.value > 1 => {
                    return bad(
                        pos,
                        WHAT,
                        "Immutability part of the struct tag metadata must be either 0 or 1",
                    )
                }
                Some(_) => {}
            }
        }
        if !new_format && !self.is_scalar(access) {
            return bad(pos, WHAT, "Access type node must be a valid scalar type");
        }
        let Some(mut offset) = self.int(self.op(tag, 2)) else {
            return bad(pos, WHAT, "Offset must be constant integer");
        };
        let mut seen_access = false;
        let mut path: Vec<Node<'m, 'a>> = Vec::new();
        let mut base = base;
        let mut steps = 0;
        while let Some(b) = base.filter(|&b| !self.is_root(b)) {
            steps += 1;
            if steps > MAX_DEPTH || path.iter().any(|&p| self.same(p, b, 0)) {
                return bad(pos, WHAT, "Cycle detected in struct path");
            }
            path.push(b);
            let Some(width) = self.base_node(b, new_format, WHAT)? else {
                return Ok(());
            };
            let is_access = self.same(b, access, 0);
            seen_access |= is_access;
            if (self.is_scalar(b) || is_access) && offset.value != 0 {
                return bad(pos, WHAT, "Offset not zero at the point of scalar access");
            }
            let width_ok = width == offset.width
                || (width == 0 && offset.value == 0)
                || (new_format && width == u32::MAX);
            if !width_ok {
                return bad(
                    pos,
                    WHAT,
                    "Access bit-width not the same as description bit-width",
                );
            }
            if new_format && seen_access {
                break;
            }
            let (next, rest) = self.field(b, offset, new_format, WHAT)?;
            base = next;
            offset = rest;
        }
        if !seen_access {
            return bad(pos, WHAT, "Did not see access type in access path!");
        }
        Ok(())
    }

    // ---- Alias scopes --------------------------------------------------------

    fn self_ref(&self, n: Node<'m, 'a>, op: Op<'m, 'a>) -> bool {
        matches!((n, op), (Node::Text { id: Some(id), .. }, Op::Md(Metadata::Ref(r), _)) if id == *r)
    }

    /// LLVM's `visitAliasScopeMetadata`.
    fn scope(&self, scope: Node<'m, 'a>, what: &str) -> R<()> {
        let pos = self.pos(scope);
        let len = self.len(scope);
        if !(2..=3).contains(&len) {
            return bad(pos, what, "scope must have two or three operands");
        }
        let first = self.op(scope, 0);
        if !self.self_ref(scope, first) && !self.is_string(first) {
            return bad(
                pos,
                what,
                "first scope operand must be self-referential or string",
            );
        }
        if len == 3 && !self.is_string(self.op(scope, 2)) {
            return bad(pos, what, "third scope operand must be string (if used)");
        }
        let Some(domain) = self.node(self.op(scope, 1)) else {
            return bad(pos, what, "second scope operand must be MDNode");
        };
        let dpos = self.pos(domain);
        let dlen = self.len(domain);
        if !(1..=2).contains(&dlen) {
            return bad(dpos, what, "domain must have one or two operands");
        }
        let first = self.op(domain, 0);
        if !self.self_ref(domain, first) && !self.is_string(first) {
            return bad(
                dpos,
                what,
                "first domain operand must be self-referential or string",
            );
        }
        if dlen == 2 && !self.is_string(self.op(domain, 1)) {
            return bad(dpos, what, "second domain operand must be string (if used)");
        }
        Ok(())
    }

    /// LLVM's `visitAliasScopeListMetadata`.
    fn scope_list(&self, list: Node<'m, 'a>, what: &str) -> R<()> {
        for i in 0..self.len(list) {
            let Some(scope) = self.node(self.op(list, i)) else {
                return bad(self.pos(list), what, "scope list must consist of MDNodes");
            };
            self.scope(scope, what)?;
        }
        Ok(())
    }

    /// The scope list argument of `llvm.experimental.noalias.scope.decl`.
    pub(super) fn scope_decl(&self, arg: &'m Metadata<'a>, at: Pos) -> R<()> {
        const WHAT: &str = "llvm.experimental.noalias.scope.decl";
        let Some(list) = self.md_node(arg, at) else {
            return bad(at, WHAT, "!id.scope.list must point to an MDNode");
        };
        if self.len(list) != 1 {
            return bad(
                self.pos(list),
                WHAT,
                "!id.scope.list must point to a list with a single scope",
            );
        }
        self.scope_list(list, WHAT)
    }

    // ---- Attachments ---------------------------------------------------------

    /// Checks an instruction's attachments at `site`; `at` is the
    /// instruction's position. `tbaa_ok` flags, by index in the module's
    /// metadata, the numbered tags already found valid at a site that may
    /// carry one (the check then depends on the tag alone); tags found
    /// valid here are flagged.
    pub(super) fn attachments(
        &self,
        md: &'m [ast::MdAttachment<'a>],
        site: Site,
        ptr_result: bool,
        at: Pos,
        tbaa_ok: &[AtomicBool],
    ) -> R<()> {
        for a in md {
            let node = self.md_node(&a.node, at);
            match (a.name, node) {
                ("tbaa", Some(tag)) => {
                    // LLVM's parser rewrites an old-style tag first.
                    let is_struct_path = self.len(tag) >= 3 && self.node(self.op(tag, 0)).is_some();
                    let known = match tag {
                        Node::Text { id: Some(n), .. } if is_struct_path && site != Site::Other => {
                            self.defs.get(&n).and_then(|&i| tbaa_ok.get(i))
                        }
                        _ => None,
                    };
                    if known.is_some_and(|ok| ok.load(Ordering::Relaxed)) {
                        continue;
                    }
                    let tag = match tag {
                        _ if is_struct_path => tag,
                        Node::Text { node, pos, .. } if node.operands.len() == 3 => {
                            Node::Upgraded3(node, pos)
                        }
                        Node::Text { id, node, pos } => Node::Wrapped(id, node, pos),
                        other => other,
                    };
                    self.tbaa_tag(tag, Some((site, at)))?;
                    if let Some(ok) = known {
                        ok.store(true, Ordering::Relaxed);
                    }
                }
                ("alias.scope", Some(list)) => self.scope_list(list, "!alias.scope")?,
                ("noalias", Some(list)) => self.scope_list(list, "!noalias")?,
                ("nonnull", Some(n)) => {
                    let pos = self.pos(n);
                    if !ptr_result {
                        return bad(pos, "!nonnull", "nonnull applies only to pointer types");
                    }
                    if site != Site::Load {
                        return bad(
                            pos,
                            "!nonnull",
                            "nonnull applies only to load instructions, use attributes for calls or invokes",
                        );
                    }
                    if self.len(n) != 0 {
                        return bad(pos, "!nonnull", "nonnull metadata must be empty");
                    }
                }
                ("align", Some(n)) => {
                    let pos = self.pos(n);
                    if !ptr_result {
                        return bad(pos, "!align", "align applies only to pointer types");
                    }
                    if site != Site::Load {
                        return bad(pos, "!align", "align applies only to load instructions");
                    }
                    if self.len(n) != 1 {
                        return bad(pos, "!align", "align must have exactly one operand");
                    }
                    match self.int(self.op(n, 0)) {
                        Some(Int { width: 64, value }) => {
                            if !value.is_power_of_two() {
                                return bad(
                                    pos,
                                    "!align",
                                    "align metadata value must be a power of 2!",
                                );
                            }
                            if value > 1 << 32 {
                                return bad(
                                    pos,
                                    "!align",
                                    "alignment is larger that implementation defined limit",
                                );
                            }
                        }
                        _ => return bad(pos, "!align", "align metadata value must be an i64!"),
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The tags `!llvm.errno.tbaa` lists, checked as tags of no
    /// instruction (LLVM's parser does not rewrite these).
    pub(super) fn errno_tbaa(&self, m: &'m ast::Module<'a>) -> R<()> {
        for nm in m
            .named_metadata
            .iter()
            .filter(|n| n.name == "llvm.errno.tbaa")
        {
            for id in &nm.nodes {
                if let Some(d) = self.def(*id) {
                    let tag = Node::Text {
                        id: Some(*id),
                        node: &d.node,
                        pos: d.pos,
                    };
                    self.tbaa_tag(tag, None)?;
                }
            }
        }
        Ok(())
    }
}
