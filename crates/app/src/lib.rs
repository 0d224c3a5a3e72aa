//! Batala's HTTP application: configuration, wiring of adapters into domain services, the
//! handlers and their wire types, admin authentication, rate limits and the static SPA.

pub mod admin;
pub mod calendar;
pub mod client;
pub mod commands;
pub mod config;
pub mod csv_export;
pub mod error;
pub mod http;
pub mod metrics;
pub mod middleware;
pub mod openapi;
pub mod rate_limit;
pub mod revalidate;
pub mod spa;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod visitor;

pub use config::Config;
pub use startup::Application;
