// Fails when the web app's features import each other in a circle (features/a → features/b → features/a),
// even when no single module is part of a module cycle (the check madge runs). Runtime imports as madge
// sees them (.madgerc: type imports counted too); an import that passes through app/ or components/ counts
// for the feature that started it. Usage: node tools/check-feature-cycles.mjs [--graph] [--tests]
//   --graph  prints every feature-to-feature edge with one example path
//   --tests  counts tests and test kits (*.test.*, *.testkit.*) too; by default they may reach anywhere
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'packages/web/src');
const withTests = process.argv.includes('--tests');
const printGraph = process.argv.includes('--graph');

const config = JSON.parse(readFileSync(path.join(root, '.madgerc'), 'utf8'));
const tree = (await madge(src, { ...config, baseDir: src })).obj();

const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1];
const isTest = (file) => /\.(test|testkit)\.[jt]sx?$/.test(file);

/** For every feature, the features it reaches, each with the first path found. */
const edges = new Map();
for (const [file, imports] of Object.entries(tree)) {
  const from = featureOf(file);
  if (!from || (!withTests && isTest(file))) continue;
  const reached = edges.get(from) ?? new Map();
  edges.set(from, reached);
  const seen = new Set([file]);
  const queue = imports.map((next) => [next, [file, next]]);
  while (queue.length > 0) {
    const [current, trail] = queue.shift();
    if (seen.has(current)) continue;
    seen.add(current);
    const to = featureOf(current);
    if (to === from) continue; // the feature's own module: its imports are walked from that module
    if (to) {
      if (!reached.has(to)) reached.set(to, trail);
      continue;
    }
    // app/, components/ and the shared packages: follow them to the features they import
    for (const next of tree[current] ?? []) queue.push([next, [...trail, next]]);
  }
}

if (printGraph)
  for (const [from, reached] of [...edges].sort())
    for (const [to, trail] of [...reached].sort()) console.log(`${from} → ${to}: ${trail.join(' → ')}`);

// Tarjan's strongly connected components: every component with more than one feature is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function connect(feature) {
  const node = { index, low: index, onStack: true };
  index += 1;
  state.set(feature, node);
  stack.push(feature);
  for (const next of edges.get(feature)?.keys() ?? []) {
    const other = state.get(next);
    if (!other) {
      connect(next);
      node.low = Math.min(node.low, state.get(next).low);
    } else if (other.onStack) node.low = Math.min(node.low, other.index);
  }
  if (node.low !== node.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== feature);
  if (component.length > 1) cycles.push(component.sort());
}
for (const feature of [...edges.keys()].sort()) if (!state.has(feature)) connect(feature);

if (cycles.length === 0) {
  console.log(`✔ No import cycle between the ${edges.size} features of packages/web/src/features.`);
} else {
  for (const component of cycles) {
    console.error(`✖ Features that import each other: ${component.join(', ')}`);
    for (const from of component)
      for (const [to, trail] of edges.get(from) ?? [])
        if (component.includes(to)) console.error(`  ${from} → ${to}: ${trail.join(' → ')}`);
  }
  process.exitCode = 1;
}
