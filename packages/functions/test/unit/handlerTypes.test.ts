/**
 * The handler contract (lib/action.ts, lib/routingTable.ts). Payload and answer types come from the shared
 * ACTIONS table, and the compiler checks them: `tsc -p packages/functions` includes the tests, so every
 * @ts-expect-error below must stay an error. At run time the routing table refuses a handler registered
 * under another type.
 */
import { defineHandler } from '../../src/lib/action';
import { routingTable } from '../../src/lib/routingTable';

const listImages = defineHandler('recipes/listImages', {
  handler: async () => ({ images: ['kuerbis.jpg'] }),
});

// @ts-expect-error the answer of recipes/listImages is { images }, not { pictures }
defineHandler('recipes/listImages', { handler: async () => ({ pictures: ['kuerbis.jpg'] }) });

defineHandler('recipes/fetch', {
  handler: async (payload) => {
    // @ts-expect-error the payload of recipes/fetch has a slug and no id
    const { id } = payload;
    throw new Error(String(id));
  },
});

it('routes a handler under its own type, with the ACTIONS entry of that type', () => {
  const table = routingTable({ 'recipes/listImages': listImages });
  expect(Object.keys(table)).toEqual(['recipes/listImages']);
  expect(table['recipes/listImages']!.type).toBe('recipes/listImages');
});

it('refuses a handler under another type', () => {
  // @ts-expect-error the handler of recipes/listImages cannot stand under recipes/list
  expect(() => routingTable({ 'recipes/list': listImages })).toThrow(
    'Der Handler für recipes/listImages steht unter recipes/list',
  );
});

it('refuses a type that ACTIONS does not know', () => {
  // @ts-expect-error recipes/deleteAll is no action
  expect(() => routingTable({ 'recipes/deleteAll': listImages })).toThrow(
    'Aktion recipes/deleteAll fehlt in ACTIONS (@speiseplaner/shared)',
  );
});
