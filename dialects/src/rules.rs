//! The built-in rule files of every rule-based pass, embedded in the
//! binary: one folder per pass, `dialects/rules/<pass>/*.rules`.
//!
//! The build script (`dialects/build.rs`) lists the folders, so a new file
//! or folder is picked up by the next build. Files load in name order,
//! which breaks ties between rules of equal benefit.

include!(concat!(env!("OUT_DIR"), "/rule_sets.rs"));

/// The built-in rule files of `pass`, `(name, text)` in load order; empty
/// when the pass has no folder.
pub fn builtin_rule_files(pass: &str) -> &'static [(&'static str, &'static str)] {
    RULE_SETS
        .iter()
        .find(|(p, _)| *p == pass)
        .map_or(&[], |(_, files)| files)
}

/// The names of the folders, in name order.
pub fn rule_folders() -> impl Iterator<Item = &'static str> {
    RULE_SETS.iter().map(|(p, _)| *p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `.rules` file of every folder is embedded, with its text.
    #[test]
    fn every_rule_file_is_embedded() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/rules");
        let mut on_disk = Vec::new();
        for dir in std::fs::read_dir(root).unwrap() {
            let dir = dir.unwrap().path();
            if !dir.is_dir() {
                continue;
            }
            for f in std::fs::read_dir(&dir).unwrap() {
                let f = f.unwrap().path();
                if f.extension().is_some_and(|x| x == "rules") {
                    on_disk.push(f);
                }
            }
        }
        let embedded: usize = RULE_SETS.iter().map(|(_, f)| f.len()).sum();
        assert_eq!(embedded, on_disk.len());
        for f in on_disk {
            let pass = f.parent().unwrap().file_name().unwrap().to_str().unwrap();
            let name = format!(
                "dialects/rules/{pass}/{}",
                f.file_name().unwrap().to_str().unwrap()
            );
            let text = builtin_rule_files(pass)
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| *t);
            assert_eq!(
                text,
                Some(std::fs::read_to_string(&f).unwrap().as_str()),
                "{name}"
            );
        }
        assert!(rule_folders().any(|p| p == "lower-dxil"));
        assert!(builtin_rule_files("no-such-pass").is_empty());
    }
}
