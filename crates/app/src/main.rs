//! The `batala` command.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Context;
use batala_app::{Application, Config, commands, openapi, telemetry};
use clap::{Parser, Subcommand};
use secrecy::ExposeSecret;

/// Batala: food-waste and food-safety advice for the UAE. Configured by environment variables
/// (see README.md).
#[derive(Debug, Parser)]
#[command(name = "batala", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Migrate the database and serve the API and the web app on BIND_ADDR.
    Serve,
    /// Print the OpenAPI document.
    Openapi,
    /// Apply pending database migrations.
    Migrate,
    /// Load built-in data into the database: the knowledge-base corpus (idempotent).
    Seed {
        /// Also load the demo venues, leaderboard entries and events.
        #[arg(long)]
        demo: bool,
    },
    /// Re-embed the chunks another embedder produced (after switching embedder).
    Reindex,
    /// Measure retrieval and answers on the development question set; fails on any coherence
    /// violation or false refusal.
    Eval {
        /// The question set.
        #[arg(long, default_value = "eval/dev-set.json")]
        file: std::path::PathBuf,
    },
    /// Benchmark retrieval at several corpus sizes. Empties the database it is given.
    Bench {
        /// Total chunk counts to measure at.
        #[arg(long, value_delimiter = ',', default_value = "10000,100000")]
        chunks: Vec<usize>,
    },
}

// Migrations run on a blocking thread; actix-web runs fine on Tokio's multi-threaded runtime.
#[tokio::main]
async fn main() -> ExitCode {
    telemetry::init();
    match run(Cli::parse().command).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(std::io::stderr(), "batala: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Openapi => {
            std::io::stdout().write_all(openapi::to_json(&openapi::document())?.as_bytes())?;
            Ok(())
        }
        Command::Migrate => {
            let config = Config::from_env()?;
            let applied =
                batala_postgres::run_migrations(config.database_url.expose_secret()).await?;
            tracing::info!(count = applied.len(), migrations = ?applied, "database is up to date");
            Ok(())
        }
        Command::Seed { demo } => {
            commands::seed::seed(&Config::from_env()?, demo).await?;
            Ok(())
        }
        Command::Reindex => {
            commands::seed::reindex(&Config::from_env()?).await?;
            Ok(())
        }
        Command::Eval { file } => {
            let outcome = commands::eval::eval(&Config::from_env()?, &file).await?;
            std::io::stdout().write_all(outcome.report.as_bytes())?;
            anyhow::ensure!(
                outcome.passed,
                "the development set has coherence violations or false refusals"
            );
            Ok(())
        }
        Command::Bench { chunks } => {
            let report = commands::bench::bench(&Config::from_env()?, &chunks).await?;
            std::io::stdout().write_all(report.as_bytes())?;
            Ok(())
        }
        Command::Serve => {
            let config = Config::from_env()?;
            let address = config.bind_addr;
            let app = Application::build(config)
                .await
                .context("starting the server")?;
            tracing::info!(%address, port = app.port(), "serving Batala");
            app.run_until_stopped().await?;
            tracing::info!("stopped");
            Ok(())
        }
    }
}
