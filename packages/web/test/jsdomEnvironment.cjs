/**
 * jsdom plus the fetch classes of Node. React Router's data router builds a `Request` for every
 * navigation; jsdom has none. AbortController/AbortSignal come from Node as well, since Node's Request
 * accepts only its own signals. structuredClone too: MUI X Charts (components/charts) copies its state
 * with it, and jsdom lacks it.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'FormData',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

/**
 * The classes the last compound of a CSS selector names outside parentheses and brackets (`.a.b` of
 * `.x > .a.b:hover`, `.a:not(.c)::before`), or null where this cannot be read safely (a list, an escape,
 * a namespace, a quote) or the compound names no class: an element without them cannot match.
 */
function classesOfLastCompound(selector) {
  if (/[,\\|"']/.test(selector)) return null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\t' || c === '\n'))
      start = i + 1;
  }
  if (depth !== 0) return null;
  const classes = [];
  const compound = selector.slice(start);
  depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === '.') {
      const name = /^[\w-]+(?=$|[.:[#])/.exec(compound.slice(i + 1));
      if (!name) return null;
      classes.push(name[0]);
    }
  }
  return classes.length > 0 ? classes : null;
}

/**
 * jsdom's getComputedStyle matches every style rule of the document against the element, and for the
 * inherited properties against its ancestors, through nwsapi; Testing Library's role queries call it for
 * every element they look at (hidden or not, the accessible name). With MUI's few hundred rules, nwsapi's
 * lookup of each selector's compiled matcher (a string key built anew on every call) and the matcher
 * itself took about a third of a page test's CPU time. Nearly every rule ends in a class
 * (`.css-1x2y3z-MuiButton-root:hover`), so an element without that class is turned away here before
 * nwsapi is asked; an element that has it, and every selector of another shape, goes to nwsapi as before.
 * What matches stays the same (docs/testing.md, "Test time").
 */
function rejectByLastClasses(window) {
  const implSymbol = Object.getOwnPropertySymbols(window.document).find((s) => s.description === 'impl');
  const documentImpl = implSymbol && window.document[implSymbol];
  if (!documentImpl || '_nwsapiDontThrow' in documentImpl) return;
  const needed = new Map();
  let matcher;
  let lastAttribute;
  let lastClasses;
  // jsdom creates the document's matcher (`_nwsapiDontThrow`) on the first getComputedStyle.
  Object.defineProperty(documentImpl, '_nwsapiDontThrow', {
    configurable: true,
    get: () => matcher,
    set(created) {
      const match = created.match;
      created.match = function (selector, element, callback) {
        const impl = element && element[implSymbol];
        if (typeof selector === 'string' && impl && impl.getAttributeNS) {
          let classes = needed.get(selector);
          if (classes === undefined) {
            classes = classesOfLastCompound(selector);
            needed.set(selector, classes);
          }
          if (classes !== null) {
            // jsdom asks for one element against every rule in a row: its class list is split once.
            const attribute = impl.getAttributeNS(null, 'class');
            if (attribute !== lastAttribute) {
              lastAttribute = attribute;
              lastClasses = new Set(attribute === null ? [] : attribute.split(/[ \t\n\f\r]+/));
            }
            for (const name of classes) if (!lastClasses.has(name)) return false;
          }
        }
        return match.call(this, selector, element, callback);
      };
      matcher = created;
    },
  });
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    rejectByLastClasses(this.dom.window);
  }
}

module.exports = JsdomWithFetchEnvironment;
