// The message catalogs. English comes from the code (formatjs extracts every id and its
// defaultMessage); Arabic is written by people in ar.json, one entry per English id.
//   node scripts/i18n.mjs extract        rewrite en.json from the code
//   node scripts/i18n.mjs check          fail when en.json is stale or ar.json misses or has extra keys
//   node scripts/i18n.mjs merge FILE...  add the entries of Arabic JSON files to ar.json
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = 'src/lib/i18n/messages';
const enPath = join(dir, 'en.json');
const arPath = join(dir, 'ar.json');

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const sorted = (catalog) => Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
const write = (path, catalog) => writeFileSync(path, `${JSON.stringify(sorted(catalog), null, 2)}\n`);

function extract() {
  const out = mkdtempSync(join(tmpdir(), 'batala-i18n-'));
  try {
    const file = join(out, 'en.json');
    execFileSync(
      'npx',
      ['formatjs', 'extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--ignore', 'src/**/*.gen.ts',
        '--format', 'simple', '--throws', '--out-file', file],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return sorted(read(file));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const [command, ...files] = process.argv.slice(2);
if (command === 'extract') {
  write(enPath, extract());
} else if (command === 'check') {
  const problems = [];
  const fresh = extract();
  if (JSON.stringify(fresh) !== JSON.stringify(sorted(read(enPath)))) {
    problems.push('en.json differs from the messages in the code: run `npm run i18n:extract`.');
  }
  const ar = read(arPath);
  const missing = Object.keys(fresh).filter((id) => !(typeof ar[id] === 'string' && ar[id].trim()));
  const extra = Object.keys(ar).filter((id) => !(id in fresh));
  if (missing.length) problems.push(`ar.json lacks Arabic for: ${missing.join(', ')}`);
  if (extra.length) problems.push(`ar.json has entries no code uses: ${extra.join(', ')}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(fresh).length} messages, each in English and Arabic.`);
} else if (command === 'merge') {
  const ar = read(arPath);
  for (const file of files) Object.assign(ar, read(file));
  write(arPath, ar);
} else {
  console.error('usage: node scripts/i18n.mjs extract | check | merge FILE...');
  process.exit(2);
}
