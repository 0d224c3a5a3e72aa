//! Embeds the curated corpus (`corpus/**/*.md`) in the crate, so `batala seed` needs no files.
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn markdown_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            markdown_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "md") {
            found.push(path);
        }
    }
}

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default()).join("corpus");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    markdown_files(&root, &mut files);
    files.sort();
    let mut code = String::from(
        "/// The corpus files: (path under corpus/, contents).\npub static FILES: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        let name = file
            .strip_prefix(&root)
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
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join("corpus_files.rs");
    if let Err(error) = std::fs::write(&out, code) {
        panic!("writing {}: {error}", out.display());
    }
}
