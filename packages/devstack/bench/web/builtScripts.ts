/**
 * The JavaScript the built index.html makes the browser load before any lazy import: the entry script, its
 * modulepreload links and, transitively, every static `import … from` / `export … from` of those chunks.
 * Dynamic `import()` is left out on purpose: those chunks count only when a page really requests them.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { join } from 'node:path';

const SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}

/** URL path ('/assets/x.js') → file in dist. */
export function distFile(distDir: string, urlPath: string): string {
  return join(distDir, urlPath.replace(/^\//, ''));
}

/** The static imports of one chunk, as URL paths. */
export function staticImportsOf(chunkPath: string, source: string): string[] {
  return matches(STATIC_IMPORT, source)
    .filter((spec) => spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/'))
    .map((spec) =>
      spec.startsWith('/') ? spec : posix.normalize(posix.join(posix.dirname(chunkPath), spec)),
    );
}

/** URL paths of every script the entry loads statically, entry first. */
export function entryScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = [...matches(SCRIPT_SRC, html), ...matches(MODULEPRELOAD, html)];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...staticImportsOf(path, readFileSync(distFile(distDir, path), 'utf8')));
  }
  return [...seen];
}
