//! The `batala` subcommands other than `serve`: seeding, re-embedding, and the retrieval
//! evaluation and benchmark.

pub mod bench;
pub mod eval;
pub mod seed;
