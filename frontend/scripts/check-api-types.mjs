// Fails when src/lib/api/schema.gen.ts is not what openapi-typescript makes of openapi.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'batala-api-'));
try {
  const fresh = join(out, 'schema.gen.ts');
  execFileSync('npx', ['openapi-typescript', '../openapi/openapi.json', '-o', fresh], { stdio: 'ignore' });
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/lib/api/schema.gen.ts', 'utf8')) {
    console.error('src/lib/api/schema.gen.ts is stale: run `npm run gen:api` (or `make openapi`).');
    process.exit(1);
  }
  console.log('API types match openapi/openapi.json.');
} finally {
  rmSync(out, { recursive: true, force: true });
}
