//! API tests
