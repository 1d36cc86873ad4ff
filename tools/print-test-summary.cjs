// Prints the repository-wide closing line of a test run from tmp/test-results/*.json.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { resolve } = require('node:path');

const dir = resolve(__dirname, '../tmp/test-results');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const r = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  console.log(`${file.replace(/\.json$/, '')}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
