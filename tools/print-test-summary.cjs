// Prints the repository-wide closing line of a test run from tmp/test-results/*.json, after each
// package's time and the ten slowest test files (docs/testing.md, "Test time").
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { resolve } = require('node:path');

const dir = resolve(__dirname, '../tmp/test-results');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
const testFiles = [];
const failures = [];
const retried = [];
for (const file of files) {
  const r = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  testFiles.push(...(r.files ?? []));
  failures.push(...(r.failures ?? []));
  retried.push(...(r.retried ?? []));
  const time = typeof r.seconds === 'number' ? ` in ${r.seconds} s` : '';
  console.log(
    `${file.replace(/\.json$/, '')}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${time}`,
  );
}
const slowest = testFiles.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
if (slowest.length > 0) {
  console.log('Slowest test files:');
  for (const f of slowest) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}`);
}
// Requests of the browser tests that took more than 10 s (packages/devstack/test/e2e/support/slowRequests.ts).
const slowLog = resolve(dir, 'slow-requests.log');
if (existsSync(slowLog)) {
  const lines = readFileSync(slowLog, 'utf8').trimEnd().split('\n');
  console.log(
    `Langsame Anfragen der Browser-Tests (${lines.filter((l) => l.startsWith('Langsame')).length} Tests):`,
  );
  for (const line of lines.slice(-40)) console.log(`  ${line}`);
}
if (retried.length > 0) {
  console.log('Erst im zweiten Versuch bestanden (wackelig, bitte ansehen):');
  for (const f of retried) console.log(`  ${f.file} › ${f.test}\n      zuerst: ${f.message}`);
}
if (failures.length > 0) {
  console.log('Failed tests:');
  for (const f of failures) console.log(`  ${f.file} › ${f.test}\n      ${f.message}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
