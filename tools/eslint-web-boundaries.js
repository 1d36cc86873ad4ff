// ESLint rule `web/boundaries`: which folder of packages/web/src may import from which (docs/architecture.md,
// "Inside the web app"). Checks relative imports, re-exports and dynamic import(), type imports included:
// - platform/ is what every feature builds on (transport, hooks, load helpers, autosave, offline store): it
//   imports only platform/ and packages, never features/ or app/.
// - components/ is shared UI: it imports platform/, other components and packages, never features/ or app/.
// - a feature never imports app/; from another feature only that feature's slice (`<name>Slice`, its
//   actions and selectors) or a module named in the `public` option ('<feature>/<module>', no extension).
// app/ (the wiring: store, routes, root saga, providers) and test/ may import any feature.
import { existsSync } from 'node:fs';
import path from 'node:path';

const SLICE = /^[^/]+\/[A-Za-z]+Slice$/;

/** A public module that no longer exists would keep its name free for anything: fail loudly instead. */
const checked = new Set();
function checkPublic(src, modules) {
  for (const module of modules) {
    if (checked.has(module)) continue;
    const file = path.join(src, 'features', module);
    if (!['.ts', '.tsx'].some((ext) => existsSync(file + ext)))
      throw new Error(
        `web/boundaries: the public module features/${module} does not exist (eslint.config.js)`,
      );
    checked.add(module);
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep platform/ and components/ free of features/ and app/, features free of app/ and to what other features offer.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          public: { type: 'array', items: { type: 'string' } },
        },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      platform:
        "platform/ is what every feature builds on and may not import from {{targetTop}}/ ('{{target}}'): pass " +
        'what it needs in (a parameter, a saga context value, a type registered by app/store.ts).',
      app:
        "{{top}}/ may not import from app/ ('{{target}}'), which only wires the app: use platform/, or let app/ " +
        'pass it in. Tests that need the wired app take it from test/app.ts.',
      component:
        "components/ is shared UI and may not import from features/ ('{{target}}'): move what it needs to " +
        'components/ or platform/, or pass it in as a prop.',
      feature:
        "features/{{from}} may take from features/{{to}} only its slice or a public module ('{{target}}' is " +
        'neither): move shared code to components/ or platform/, or make the module public in eslint.config.js ' +
        'and docs/architecture.md.',
    },
  },
  create(context) {
    const { src, public: publicModules = [] } = context.options[0];
    checkPublic(src, publicModules);
    const open = new Set(publicModules);
    const file = context.filename;
    const [top, feature] = path.relative(src, file).split(path.sep);
    if (top !== 'components' && top !== 'features' && top !== 'platform') return {};

    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const [targetTop, ...rest] = path
        .relative(src, path.resolve(path.dirname(file), node.value))
        .replace(/\.[cm]?[jt]sx?$/, '')
        .split(path.sep);
      if (rest.length === 0) return;
      const target = rest.join('/');
      if (targetTop === 'app') {
        if (top === 'platform') context.report({ node, messageId: 'platform', data: { targetTop, target } });
        else context.report({ node, messageId: 'app', data: { top, target } });
        return;
      }
      if (targetTop !== 'features') return;
      if (top === 'platform') context.report({ node, messageId: 'platform', data: { targetTop, target } });
      else if (top === 'components') context.report({ node, messageId: 'component', data: { target } });
      else if (rest[0] !== feature && !SLICE.test(target) && !open.has(target))
        context.report({ node, messageId: 'feature', data: { from: feature, to: rest[0], target } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { boundaries } };
