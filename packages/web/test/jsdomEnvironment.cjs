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

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
