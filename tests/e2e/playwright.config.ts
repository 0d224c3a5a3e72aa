// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real app and a
// real database. `make e2e` (part of `make test`) creates the databases and builds what is needed.
// The public specs run as visitors do in production: through nginx (deploy/nginx.conf) in front of
// two app instances on one database (scripts/cluster.sh). The admin specs change what the public
// specs read (events, venues, periods), so they run against an app and a demo database of their
// own, next to the public one.
import { defineConfig } from '@playwright/test';

// nginx listens on `port` and proxies to instances on the two ports after it.
const port = Number(process.env.E2E_PORT ?? '8181');
const adminPort = port + 10;
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/batala_e2e';
const ADMIN_SPECS = /admin.*\.spec\.ts$/;

const bin = process.env.E2E_BIN ?? '../../target/debug/batala';

function server(command: string, listen: number, database: string) {
  return {
    command,
    url: `http://127.0.0.1:${listen}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      DATABASE_URL: database,
      BIND_ADDR: `127.0.0.1:${listen}`,
      CLUSTER_PORT: String(listen),
      BATALA_BIN: bin,
      ADMIN_KEY: 'e2e-admin-key-0123456789abcdef-0123456789',
      FRONTEND_DIR: process.env.E2E_FRONTEND_DIR ?? '../../frontend/dist',
      RATE_LIMITS: 'off',
      RUST_LOG: 'warn',
      // The embedding server and vector cache `make` set up (full-text retrieval without them).
      ...(process.env.EMBEDDINGS_BASE_URL ? { EMBEDDINGS_BASE_URL: process.env.EMBEDDINGS_BASE_URL } : {}),
      ...(process.env.EMBEDDINGS_CACHE_DIR ? { EMBEDDINGS_CACHE_DIR: process.env.EMBEDDINGS_CACHE_DIR } : {}),
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'public', testIgnore: ADMIN_SPECS, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'admin', testMatch: ADMIN_SPECS, use: { baseURL: `http://127.0.0.1:${adminPort}` } },
  ],
  webServer: [
    server('../../scripts/cluster.sh run', port, databaseUrl),
    server(`${bin} serve`, adminPort, `${databaseUrl}_admin`),
  ],
});
