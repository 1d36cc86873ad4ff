/**
 * Screen labels of articles (`:ui[…]`) and the app's source text they must appear in (test helper for
 * uiLabels.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Block, Inline } from '../../src/articles/articleTypes';

/** Where the screens' texts live: the web app, and shared for the catalogue labels it shows (age groups, DGE). */
export const SCREEN_SOURCE_DIRS = [
  resolve(__dirname, '../../../web/src'),
  resolve(__dirname, '../../../shared/src'),
];

/** Tests and test kits quote labels too, so a label only they still hold would pass unnoticed. */
const NOT_SCREEN_SOURCE = /\.(test|testkit)\.tsx?$/;

/** Every inline of an article, column contents included. */
function inlinesOf(blocks: readonly Block[]): Inline[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'quote')
      return block.inlines;
    if (block.kind === 'list') return block.items.flat();
    if (block.kind === 'columns') return block.columns.flatMap((column) => inlinesOf(column.blocks));
    return [];
  });
}

/** The steps of every `:ui[…]` label in the blocks, each step once. */
export function uiLabelParts(blocks: readonly Block[]): string[] {
  const parts = inlinesOf(blocks).flatMap((inline) => (inline.kind === 'ui' ? inline.parts : []));
  return [...new Set(parts)];
}

/** The labels that occur in none of the source texts. */
export function missingLabels(labels: readonly string[], sources: readonly string[]): string[] {
  return labels.filter((label) => !sources.some((source) => source.includes(label)));
}

/** The text of every .ts/.tsx file under the folders, tests and test kits left out. */
export function readScreenSources(dirs: readonly string[] = SCREEN_SOURCE_DIRS): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !NOT_SCREEN_SOURCE.test(file))
      .map((file) => readFileSync(join(dir, file), 'utf8')),
  );
}
