//! Rebuilds the crate when a migration is added or changed: `embed_migrations!` compiles them in,
//! and Cargo does not watch the folder on its own.
fn main() {
    println!("cargo:rerun-if-changed=../../../migrations");
}
