//! The statements diesel's query DSL cannot say, one module per concern, each saying why at its
//! top. Everything else is a typed query on `schema.rs`.

pub(crate) mod analytics;
pub(crate) mod feedback;
pub(crate) mod rate_limits;
