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
        .map((t) => ({ file: where, test: t.fullName, message: headOf(t.failureMessages[0]) }));
      if (tests.length === 0 && file.testExecError)
        tests.push({
          file: where,
          test: '(Datei lief nicht)',
          message: headOf(file.testExecError.message),
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
          message: headOf(t.retryReasons?.[0]),
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
/**
 * The part of a failure that says what went wrong, without colour codes and without the stack:
 * its first 15 lines, at most 1,500 characters. An expectation's received value (a console error
 * in a browser test, say) is there; its first line alone ("expect(received).toEqual(expected)") is not enough.
 */
function headOf(text) {
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n');
  const stack = lines.findIndex((l) => /^\s+at /.test(l));
  const said = (stack === -1 ? lines : lines.slice(0, stack)).filter((l) => l.trim() !== '');
  return said.slice(0, 15).join('\n      ').slice(0, 1500);
}

module.exports = SummaryReporter;
