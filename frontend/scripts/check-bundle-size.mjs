// The JavaScript a first visit to `/` downloads (the entry script and the modules it preloads),
// gzipped, must stay within the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 160;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

let total = 0;
for (const src of new Set(scripts)) {
  const bytes = gzipSync(readFileSync(join(dist, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${src}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
}
const kb = total / 1024;
console.log(`Initial JavaScript for /: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB).`);
if (scripts.length === 0 || kb > BUDGET_KB) process.exit(1);
