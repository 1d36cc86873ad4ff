/**
 * IndexedDB for tests of the offline store (app/offline): fake-indexeddb in memory. It copies values with
 * structuredClone, which browsers and Node have but jsdom does not; Node's serializer stands in.
 */
import { deserialize, serialize } from 'node:v8';

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// After structuredClone is there: the fake installs itself as the global indexedDB.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');
