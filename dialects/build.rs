//! Embeds the built-in rule files: every `rules/<pass>/*.rules`, one table
//! per folder, so a new file in a folder (or a new folder) is picked up
//! without editing a list. Folders and files are taken in name order; file
//! order breaks ties between rules of equal benefit.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time: `env!` would bake in the directory the build script
    // was compiled in, and a target directory shared with (or copied from)
    // another checkout would then embed that checkout's rule files.
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&dir).join("rules");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    folders.retain(|p| p.is_dir());
    folders.sort();
    let mut consts = String::new();
    let mut table = String::from(
        "/// Every built-in rule folder: `(pass, files)`, in name order.\n\
         pub static RULE_SETS: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for dir in &folders {
        let pass = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|x| x == "rules"));
        files.sort();
        let ident: String = pass
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_uppercase()
                } else {
                    '_'
                }
            })
            .collect();
        let _ = writeln!(
            consts,
            "/// The files of `dialects/rules/{pass}/`, `(name, text)`, in name order.\n\
             pub const {ident}: &[(&str, &str)] = &["
        );
        for f in &files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f.file_name().unwrap_or_default().to_string_lossy();
            let _ = writeln!(
                consts,
                "    ({:?}, include_str!({:?})),",
                format!("dialects/rules/{pass}/{name}"),
                f.display().to_string()
            );
        }
        consts.push_str("];\n\n");
        let _ = writeln!(table, "    ({pass:?}, {ident}),");
    }
    table.push_str("];\n");
    let out =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("rule_sets.rs");
    let text = format!("{consts}{table}");
    if std::fs::read_to_string(&out).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&out, text).expect("cannot write rule_sets.rs");
    }
}
