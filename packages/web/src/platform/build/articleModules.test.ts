/**
 * The build's article plugin: each article arrives as its parsed tree with the configured operator details,
 * a malformed article fails a production build and shows its error in development. The legal pages
 * rendered from it: features/articles/operatorDetails.test.tsx.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTICLES, pluginFor } from './articleModules.testkit';

function malformedArticle(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'artikel-')), 'kaputt.md');
  const head = [
    '---',
    'slug: kaputt',
    'category: Planer',
    'title: T',
    'teaser: A',
    'image:',
    'weight: 1',
    '---',
  ];
  writeFileSync(file, [...head, 'Nur **halb.'].join('\n'));
  return file;
}

describe('article plugin', () => {
  it('answers only article ids', async () => {
    const load = pluginFor('build');
    expect(await load(join(ARTICLES, 'impressum.md'))).toBeNull();
    expect(await load(join(ARTICLES, 'impressum.md?raw'))).toBeNull();
  });

  it('hands over the parsed tree with the configured operator details', async () => {
    const module = await pluginFor('build')(join(ARTICLES, 'impressum.md?article'));
    expect(module).toHaveProperty('article.meta.slug', 'impressum');
    const text = JSON.stringify(module);
    expect(text).toContain('Bio-Kantine Musterort gGmbH');
    expect(text).not.toMatch(/Beispielangabe|\{\{operator/);
  });

  it('fails a production build on a malformed article, naming file and line', async () => {
    await expect(pluginFor('build')(`${malformedArticle()}?article`)).rejects.toThrow(
      /^Artikel .*kaputt\.md: Zeile 9: Fettdruck „\*\*“ wird nicht geschlossen\.$/,
    );
  });

  it('hands the dev server the error, for the page to show', async () => {
    expect(await pluginFor('serve')(`${malformedArticle()}?article`)).toEqual({
      error: 'Zeile 9: Fettdruck „**“ wird nicht geschlossen.',
    });
  });
});
