// Jest reporter: appends each package's totals to tmp/test-results/<package>.json so that
// tools/test.sh can print one closing line 'N passed, N failed' for the whole repository, and the
// run time of each test file, so it can name the slowest ones (docs/testing.md, "Test time").
// TEST_SUMMARY_NAME names the file when one package runs in parts (the browser tests in a lane of their own).
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, relative, resolve } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const dir = resolve(REPO_ROOT, 'tmp/test-results');
    mkdirSync(dir, { recursive: true });
    const files = results.testResults.map((file) => ({
      file: relative(REPO_ROOT, file.testFilePath),
      seconds: Math.round((file.perfStats.end - file.perfStats.start) / 100) / 10,
    }));
    // The failures are named again at the very end of the run, where a CI log cut to its tail still shows them.
    const failures = results.testResults.flatMap((file) => {
      const where = relative(REPO_ROOT, file.testFilePath);
      const tests = file.testResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({ file: where, test: t.fullName, message: firstLine(t.failureMessages[0]) }));
      if (tests.length === 0 && file.testExecError)
        tests.push({
          file: where,
          test: '(Datei lief nicht)',
          message: firstLine(file.testExecError.message),
        });
      return tests;
    });
    // Passed only on a later try (the browser tests' retries, packages/devstack/test/e2e/retries.ts).
    const retried = results.testResults.flatMap((file) =>
      file.testResults
        .filter((t) => t.status === 'passed' && (t.invocations ?? 1) > 1)
        .map((t) => ({
          file: relative(REPO_ROOT, file.testFilePath),
          test: t.fullName,
          message: firstLine(t.retryReasons?.[0]),
        })),
    );
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      seconds: Math.round((Date.now() - results.startTime) / 1000),
      files,
      failures,
      retried,
    };
    const name = process.env.TEST_SUMMARY_NAME || basename(this.rootDir);
    writeFileSync(resolve(dir, `${name}.json`), JSON.stringify(summary));
  }
}
/** The first line of a failure that says something, without colour codes, at most 300 characters. */
function firstLine(text) {
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

module.exports = SummaryReporter;
