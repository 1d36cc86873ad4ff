// Jest reporter: appends each package's totals to tmp/test-results/<package>.json so that
// tools/test.sh can print one closing line 'N passed, N failed' for the whole repository.
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, resolve } = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const dir = resolve(__dirname, '../tmp/test-results');
    mkdirSync(dir, { recursive: true });
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    writeFileSync(resolve(dir, `${basename(this.rootDir)}.json`), JSON.stringify(summary));
  }
}
module.exports = SummaryReporter;
