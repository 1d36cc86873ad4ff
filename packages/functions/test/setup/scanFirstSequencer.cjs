/**
 * Test files that compare snapshots of the whole database (they import helpers/snapshot) run first, while
 * the database still holds little; the other files follow in jest's own order. Left to jest, a fresh clone
 * (no timings in its cache, as on CI) orders by file size, and the small access.test.ts ran late: 607 s for
 * its 134 pairs of scans against about 120 s early (docs/testing.md, "Backend tests").
 */
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const scansDatabase = (path) => /helpers\/snapshot['"]/.test(readFileSync(path, 'utf8'));

class ScanFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [
      ...ordered.filter((t) => scansDatabase(t.path)),
      ...ordered.filter((t) => !scansDatabase(t.path)),
    ];
  }
}

module.exports = ScanFirstSequencer;
