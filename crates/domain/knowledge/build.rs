//! Embeds the curated corpus (`corpus/**/*.md`), the guidance cards (`cards/*.toml`) and the
//! publishers' allow-list in the crate, so `batala seed` needs no files.
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn files_with_extension(dir: &Path, extension: &str, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_with_extension(&path, extension, found);
        } else if path.extension().is_some_and(|ext| ext == extension) {
            found.push(path);
        }
    }
}

/// `pub static FILES: &[(&str, &str)]`: each file's path under `dir` and its contents.
fn embed(dir: &Path, extension: &str, out_name: &str) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    files_with_extension(dir, extension, &mut files);
    files.sort();
    let mut code = String::from(
        "/// The embedded files: (path under their folder, contents).\npub static FILES: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        let name = file
            .strip_prefix(dir)
            .unwrap_or(file)
            .to_string_lossy()
            .replace('\\', "/");
        let _ = writeln!(
            code,
            "    ({name:?}, include_str!({:?})),",
            file.display().to_string()
        );
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join(out_name);
    if let Err(error) = std::fs::write(&out, code) {
        panic!("writing {}: {error}", out.display());
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    embed(&root.join("corpus"), "md", "corpus_files.rs");
    embed(&root.join("cards"), "toml", "card_files.rs");
    println!(
        "cargo:rerun-if-changed={}",
        root.join("publishers.toml").display()
    );
}
