/**
 * Jest settings for the suites that run the article parser (packages/content/src/articles/parseArticle.ts).
 * Its Markdown reader (mdast-util-from-markdown, micromark and their small helpers) ships as ES modules
 * only; Jest's CommonJS runtime cannot load those, so SWC compiles them to CommonJS like our own files
 * (docs/testing.md, "Article parser under Jest"). Every other package in node_modules stays untransformed.
 */
const ESM_PACKAGES = [
  'mdast-util-',
  'micromark',
  'unist-util-',
  'decode-named-character-reference',
  'character-entities',
  'character-reference-invalid',
  'ccount',
  'devlop',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'parse-entities',
  'stringify-entities',
  'zwitch',
];

const { javascriptTransform } = require('./jest-swc.cjs');

module.exports = {
  // pnpm keeps every package under node_modules/.pnpm/<name>@<version>/.
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_PACKAGES.join('|')})[^/]*@)`],
  transform: javascriptTransform(),
};
