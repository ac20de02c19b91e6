//! Modules and functions.
//!
//! A [`Module`] owns its functions (each with its own [`Body`]) and a body of
//! module-level symbol ops (globals, resource declarations). Its symbol table
//! maps each name to the function or op that defines it.

use crate::attr::AttrDict;
use crate::body::{Body, OpSpec};
use crate::context::Context;
use crate::entity::{Block, Op, Value};
use crate::loc::Loc;
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

/// A function: a name, a signature, attributes and a body.
///
/// A *declaration* has an empty body. A *definition* has at least one
/// block; the entry block's arguments are the parameters.
#[derive(Clone, Debug)]
pub struct Function {
    name: String,
    ty: Type,
    attrs: AttrDict,
    loc: Loc,
    body: Body,
}

impl Function {
    /// A declaration of `name` with function type `ty`.
    ///
    /// # Panics
    /// `debug_assert!`s that `ty` is a function type.
    pub fn declare(cx: &Context, name: &str, ty: Type, loc: Loc) -> Self {
        debug_assert!(
            matches!(cx.type_data(ty), TypeData::Function { .. }),
            "not a function type"
        );
        Function {
            name: name.to_string(),
            ty,
            attrs: AttrDict::new(),
            loc,
            body: Body::new(),
        }
    }

    /// A definition of `name` with function type `ty`: an entry block whose
    /// arguments are the parameters, and no ops yet.
    pub fn define(cx: &Context, name: &str, ty: Type, loc: Loc) -> Self {
        let mut f = Self::declare(cx, name, ty, loc);
        let entry = f.body.create_block();
        f.body.append_block(f.body.root(), entry);
        if let TypeData::Function { params, .. } = cx.type_data(ty) {
            for &p in params {
                f.body.add_block_arg(entry, p);
            }
        }
        f
    }

    /// The function's name (without `@`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The function type.
    pub fn ty(&self) -> Type {
        self.ty
    }

    /// The return type.
    pub fn return_type(&self, cx: &Context) -> Type {
        match cx.type_data(self.ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => cx.types().void,
        }
    }

    /// The parameter types.
    pub fn param_types<'c>(&self, cx: &'c Context) -> &'c [Type] {
        match cx.type_data(self.ty) {
            TypeData::Function { params, .. } => params,
            _ => &[],
        }
    }

    /// The function's attributes.
    pub fn attrs(&self) -> &AttrDict {
        &self.attrs
    }

    /// The function's attributes, to change.
    pub fn attrs_mut(&mut self) -> &mut AttrDict {
        &mut self.attrs
    }

    /// Where the function was defined.
    pub fn loc(&self) -> Loc {
        self.loc
    }

    /// The body.
    pub fn body(&self) -> &Body {
        &self.body
    }

    /// The body, to change.
    pub fn body_mut(&mut self) -> &mut Body {
        &mut self.body
    }

    /// Whether this is a declaration (no blocks).
    pub fn is_declaration(&self) -> bool {
        self.body.entry_block().is_none()
    }

    /// The entry block of a definition.
    pub fn entry(&self) -> Option<Block> {
        self.body.entry_block()
    }

    /// The parameters of a definition (the entry block's arguments).
    pub fn params(&self) -> &[Value] {
        match self.body.entry_block() {
            Some(b) => self.body.block_args(b),
            None => &[],
        }
    }
}

/// What a module-level name refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// The function at this index of [`Module::functions`].
    Function(usize),
    /// A symbol op in [`Module::globals`].
    Global(Op),
}

/// Errors from changing a module.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModuleError {
    /// Two symbols share a name.
    #[error("symbol @{0} is defined more than once")]
    DuplicateSymbol(String),
    /// A symbol op has no string `sym_name`.
    #[error("symbol op has no string `sym_name` attribute")]
    MissingSymbolName,
}

/// A translation unit: functions, module-level ops and attributes.
#[derive(Clone, Debug)]
pub struct Module {
    /// Module attributes (target triple, data layout, versions, ...).
    pub attrs: AttrDict,
    globals: Body,
    globals_block: Block,
    functions: Vec<Function>,
    symbols: FxHashMap<String, Symbol>,
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        let mut globals = Body::new();
        let block = globals.create_block();
        globals.append_block(globals.root(), block);
        Module {
            attrs: AttrDict::new(),
            globals,
            globals_block: block,
            functions: Vec::new(),
            symbols: FxHashMap::default(),
        }
    }

    /// The functions in definition order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// The functions, to change in place (for example in parallel).
    /// Renaming is not possible through this; the symbol table stays valid.
    pub fn functions_mut(&mut self) -> &mut [Function] {
        &mut self.functions
    }

    /// The functions in parallel, one function per job.
    ///
    /// Rayon otherwise splits a slice into a few long runs that a thread
    /// works through alone once the other threads can no longer split
    /// them: with two threads, the last quarter of the functions could be
    /// left to one thread while the other waited. Functions differ widely
    /// in size and are few (hundreds, not millions), so a job each costs
    /// little and lets an idle thread take any function not yet started.
    /// Every parallel walk over a module's functions goes through here or
    /// through [`Module::par_map_functions`], which also starts the largest
    /// first (the walks whose work grows with a function's size).
    pub fn par_functions(&self) -> rayon::iter::MaxLen<rayon::slice::Iter<'_, Function>> {
        use rayon::prelude::*;
        self.functions.par_iter().with_max_len(1)
    }

    /// `work` applied to every function on the rayon pool, the largest
    /// bodies first, and the results in module order (see
    /// [`par_map_functions`]).
    pub fn par_map_functions<'f, R: Send>(
        &'f self,
        work: impl Fn(&'f Function) -> R + Sync + Send,
    ) -> Vec<R> {
        par_map_functions(&self.functions, work)
    }

    /// [`Module::par_map_functions`] to change each function in place.
    pub fn par_map_functions_mut<R: Send>(
        &mut self,
        work: impl Fn(&mut Function) -> R + Sync + Send,
    ) -> Vec<R> {
        let jobs = self
            .functions
            .iter_mut()
            .enumerate()
            .map(|(i, f)| (i, f.body().num_ops(), f))
            .collect();
        largest_first(jobs, work)
    }

    /// [`Module::par_functions`] to change in place.
    pub fn par_functions_mut(
        &mut self,
    ) -> rayon::iter::MaxLen<rayon::slice::IterMut<'_, Function>> {
        use rayon::prelude::*;
        self.functions.par_iter_mut().with_max_len(1)
    }

    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        match self.symbols.get(name) {
            Some(Symbol::Function(i)) => Some(&self.functions[*i]),
            _ => None,
        }
    }

    /// The function named `name`, to change.
    pub fn function_mut(&mut self, name: &str) -> Option<&mut Function> {
        match self.symbols.get(name) {
            Some(Symbol::Function(i)) => Some(&mut self.functions[*i]),
            _ => None,
        }
    }

    /// Adds a function at the end.
    ///
    /// # Errors
    /// [`ModuleError::DuplicateSymbol`] if the name is taken.
    pub fn add_function(&mut self, f: Function) -> Result<usize, ModuleError> {
        if self.symbols.contains_key(&f.name) {
            return Err(ModuleError::DuplicateSymbol(f.name));
        }
        let i = self.functions.len();
        self.symbols.insert(f.name.clone(), Symbol::Function(i));
        self.functions.push(f);
        Ok(i)
    }

    /// Removes and returns the function named `name`.
    pub fn remove_function(&mut self, name: &str) -> Option<Function> {
        let Some(Symbol::Function(i)) = self.symbols.get(name).copied() else {
            return None;
        };
        self.symbols.remove(name);
        let f = self.functions.remove(i);
        for s in self.symbols.values_mut() {
            if let Symbol::Function(j) = s {
                if *j > i {
                    *j -= 1;
                }
            }
        }
        Some(f)
    }

    /// Keeps the functions `keep` accepts, in order, and returns the others
    /// (removing many functions one [`remove_function`](Self::remove_function)
    /// at a time would renumber the symbol table for each).
    pub fn retain_functions(&mut self, mut keep: impl FnMut(&Function) -> bool) -> Vec<Function> {
        let (kept, removed): (Vec<Function>, Vec<Function>) = std::mem::take(&mut self.functions)
            .into_iter()
            .partition(|f| keep(f));
        if removed.is_empty() {
            self.functions = kept;
            return removed;
        }
        for f in &removed {
            self.symbols.remove(&f.name);
        }
        for (i, f) in kept.iter().enumerate() {
            self.symbols.insert(f.name.clone(), Symbol::Function(i));
        }
        self.functions = kept;
        removed
    }

    /// The body of module-level ops.
    pub fn globals(&self) -> &Body {
        &self.globals
    }

    /// The body of module-level ops, to change (for example to fill the
    /// regions of a symbol op). Add and erase symbol ops with
    /// [`add_global`](Self::add_global) and
    /// [`erase_global`](Self::erase_global) so the symbol table stays right.
    pub fn globals_mut(&mut self) -> &mut Body {
        &mut self.globals
    }

    /// The single block of module-level ops.
    pub fn globals_block(&self) -> Block {
        self.globals_block
    }

    /// Creates a module-level op at the end of the globals block. An op with
    /// a string `sym_name` attribute is entered in the symbol table.
    ///
    /// # Errors
    /// [`ModuleError::DuplicateSymbol`] if its name is taken; nothing is
    /// added then.
    pub fn add_global(&mut self, cx: &Context, spec: OpSpec) -> Result<Op, ModuleError> {
        let name = cx
            .try_ident("sym_name")
            .and_then(|k| spec.attrs.get(k))
            .and_then(|a| cx.attr_as_str(a));
        if let Some(name) = name {
            if self.symbols.contains_key(name) {
                return Err(ModuleError::DuplicateSymbol(name.to_string()));
            }
        }
        let op = self.globals.create_op(spec);
        self.globals.append_op(self.globals_block, op);
        if let Some(name) = name {
            self.symbols.insert(name.to_string(), Symbol::Global(op));
        }
        Ok(op)
    }

    /// Erases a module-level op and its symbol.
    pub fn erase_global(&mut self, cx: &Context, op: Op) {
        if let Some(name) = self
            .globals
            .attr(cx, op, "sym_name")
            .and_then(|a| cx.attr_as_str(a))
        {
            self.symbols.remove(name);
        }
        self.globals.erase_op(op);
    }

    /// What `name` refers to.
    pub fn symbol(&self, name: &str) -> Option<Symbol> {
        self.symbols.get(name).copied()
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> usize {
        self.symbols.len()
    }
}

/// `work` applied to each of `functions` on the rayon pool, the largest
/// bodies first, and the results in their order. Each function is a job,
/// as in [`Module::par_functions`]; taken in order, a large body that
/// happened to come late kept one thread busy after the other ran out of
/// work, once per walk over the module.
pub fn par_map_functions<'f, R: Send>(
    functions: &'f [Function],
    work: impl Fn(&'f Function) -> R + Sync + Send,
) -> Vec<R> {
    let jobs = functions
        .iter()
        .enumerate()
        .map(|(i, f)| (i, f.body().num_ops(), f))
        .collect();
    largest_first(jobs, work)
}

/// `work` on each `(index, size, item)` job, the largest first, and the
/// results by index.
fn largest_first<T: Send, R: Send>(
    mut jobs: Vec<(usize, usize, T)>,
    work: impl Fn(T) -> R + Sync + Send,
) -> Vec<R> {
    use rayon::prelude::*;
    jobs.sort_by_key(|&(i, size, _)| (std::cmp::Reverse(size), i));
    let mut done: Vec<(usize, R)> = jobs
        .into_par_iter()
        .with_max_len(1)
        .map(|(i, _, t)| (i, work(t)))
        .collect();
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest bodies are started first, yet every result comes back
    /// at its function's place in the module.
    #[test]
    fn functions_mapped_largest_first_give_results_in_module_order() {
        let cx = Context::new();
        let fty = cx.function_type(cx.types().void, vec![], false);
        let mut m = Module::new();
        let sizes = [3usize, 40, 0, 17, 40, 1];
        for (i, &n) in sizes.iter().enumerate() {
            let mut f = Function::define(&cx, &format!("f{i}"), fty, Loc::UNKNOWN);
            let entry = f.entry().unwrap();
            for _ in 0..n {
                let op = f
                    .body_mut()
                    .create_op(OpSpec::new(cx.op_name("test.op"), Loc::UNKNOWN));
                f.body_mut().append_op(entry, op);
            }
            m.add_function(f).unwrap();
        }
        let names: Vec<String> = (0..sizes.len()).map(|i| format!("f{i}")).collect();
        let started = std::sync::Mutex::new(Vec::new());
        let got = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap()
            .install(|| {
                m.par_map_functions(|f| {
                    started.lock().unwrap().push(f.body().num_ops());
                    f.name().to_string()
                })
            });
        assert_eq!(got, names);
        // On one thread the jobs run in the order they were sorted in.
        let started = started.into_inner().unwrap();
        assert!(started.windows(2).all(|w| w[0] >= w[1]), "{started:?}");
        let got = m.par_map_functions_mut(|f| f.name().to_string());
        assert_eq!(got, names);
    }

    #[test]
    fn symbols_are_unique_across_functions_and_globals() {
        let cx = Context::new();
        let fty = cx.function_type(cx.types().void, vec![cx.types().i32], false);
        let mut m = Module::new();
        m.add_function(Function::define(&cx, "f", fty, Loc::UNKNOWN))
            .unwrap();
        let g = OpSpec::new(cx.op_name("test.global"), Loc::UNKNOWN).with_attr(
            &cx,
            "sym_name",
            cx.str_attr("g"),
        );
        m.add_global(&cx, g.clone()).unwrap();
        assert_eq!(
            m.add_global(&cx, g),
            Err(ModuleError::DuplicateSymbol("g".into()))
        );
        assert!(m
            .add_function(Function::declare(&cx, "g", fty, Loc::UNKNOWN))
            .is_err());
        assert_eq!(m.function("f").unwrap().params().len(), 1);
        assert!(matches!(m.symbol("g"), Some(Symbol::Global(_))));
    }

    #[test]
    fn removing_a_function_reindexes_the_rest() {
        let cx = Context::new();
        let fty = cx.function_type(cx.types().void, vec![], false);
        let mut m = Module::new();
        for n in ["a", "b", "c"] {
            m.add_function(Function::declare(&cx, n, fty, Loc::UNKNOWN))
                .unwrap();
        }
        assert!(m.remove_function("a").is_some());
        assert_eq!(m.function("c").unwrap().name(), "c");
        assert_eq!(m.symbol("b"), Some(Symbol::Function(0)));
    }

    #[test]
    fn retaining_functions_keeps_order_and_reindexes() {
        let cx = Context::new();
        let fty = cx.function_type(cx.types().void, vec![], false);
        let mut m = Module::new();
        for n in ["a", "b", "c", "d"] {
            m.add_function(Function::declare(&cx, n, fty, Loc::UNKNOWN))
                .unwrap();
        }
        let removed = m.retain_functions(|f| f.name() == "b" || f.name() == "d");
        let names = |fs: &[Function]| fs.iter().map(|f| f.name().to_string()).collect::<Vec<_>>();
        assert_eq!(names(&removed), ["a", "c"]);
        assert_eq!(names(m.functions()), ["b", "d"]);
        assert_eq!(m.symbol("d"), Some(Symbol::Function(1)));
        assert_eq!(m.symbol("a"), None);
        assert!(m.retain_functions(|_| true).is_empty());
        assert_eq!(m.function("b").unwrap().name(), "b");
    }
}
