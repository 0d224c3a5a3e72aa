import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The app serves the API; in development Vite forwards API calls to it.
const backend = process.env.BATALA_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': backend,
      '/admin/login': { target: backend, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'Etc/UTC' },
  },
});
