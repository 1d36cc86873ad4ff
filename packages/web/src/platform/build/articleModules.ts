/**
 * Vite plugin: parses each article file at build time (docs/architecture.md, "Articles at build time").
 * The article glob (app/contentGlobs.ts) imports `…/articles/<slug>.md?article`; this plugin answers with a
 * module whose default export is the article's ArticleModule, the finished block tree as JSON, with the
 * build's operator details filled in. The browser bundle therefore holds no Markdown reader.
 *
 * A malformed article fails a production build, naming file and line; the dev server puts the error into the
 * module, so the page shows it („Der Artikel ist fehlerhaft: Zeile …“) while the article is being written.
 */
// By relative path: vite.config.ts imports this file, and Vite bundles relative imports of its config but
// leaves workspace packages to Node, which cannot load their TypeScript.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ArticleModule } from '../../../../content/src/articles/articleTypes';
import { operatorPlaceholders, type OperatorDetails } from '../../../../content/src/site/operator';

/** The query the article glob adds to an article file's path. */
export const ARTICLE_QUERY = 'article';

type Parser = (source: string, placeholders: Readonly<Record<string, string>>) => ArticleModule;

/**
 * The parser (packages/content/src/articles/parseArticle.ts; `root` is packages/web), loaded through Vite's
 * module runner: it is TypeScript importing the shared package, which Node alone cannot load.
 */
async function loadParser(root: string): Promise<Parser> {
  const { runnerImport } = await import('vite');
  const file = resolve(root, '../content/src/articles/parseArticle.ts');
  const { module } = await runnerImport<{ articleModule: Parser }>(file, {
    configFile: false,
    logLevel: 'error',
    resolve: {
      alias: [{ find: /^@speiseplaner\/shared$/, replacement: resolve(root, '../shared/src/index.ts') }],
    },
  });
  return module.articleModule;
}

/**
 * `operator`: the build's operator details (vite.config.ts reads them before any module is loaded).
 * `parser`: tests pass the parser itself.
 */
export function articleModules(
  operator: () => OperatorDetails,
  parser: (root: string) => Promise<Parser> = loadParser,
): Plugin {
  let command: 'build' | 'serve' = 'build';
  let root = '';
  let loading: Promise<Parser> | undefined;
  return {
    name: 'speiseplaner:articles',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== ARTICLE_QUERY || !file?.endsWith('.md')) return null;
      const parse = await (loading ??= parser(root));
      const result = parse(readFileSync(file, 'utf8'), operatorPlaceholders(operator()));
      if ('error' in result && command === 'build') {
        this.error(`Artikel ${relative(root, file)}: ${result.error}`);
      }
      return { code: `export default ${JSON.stringify(result)};`, moduleType: 'js' };
    },
  };
}
