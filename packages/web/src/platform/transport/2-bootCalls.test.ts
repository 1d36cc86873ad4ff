/** Prefetched answers: taken once by the same call, sent again when they failed or went stale. */
import { BOOT_ANSWER_TTL_MS, makeBootCalls } from './2-bootCalls';
import { makeTransport, TransportError } from '../../../test/fakeTransport';
import { plannerBackend } from '../../../test/testCatalogue';

function setup() {
  let now = 1_000;
  const network = plannerBackend({
    extra: {
      'plan/listWeeks': () => ({ weeks: [] }),
    },
  });
  const boot = makeBootCalls(network, { now: () => now });
  return { network, boot, later: (ms: number) => (now += ms) };
}

test('the same call takes the prefetched answer once; a second one goes to the network', async () => {
  const { network, boot } = setup();
  boot.start([{ type: 'plan/listWeeks', payload: { from: '2026-W07', to: '2026-W10' } }]);
  expect(network.callsOf('plan/listWeeks')).toHaveLength(1);
  // The keys' order does not matter.
  await boot.backend('plan/listWeeks', { to: '2026-W10', from: '2026-W07' });
  expect(network.callsOf('plan/listWeeks')).toHaveLength(1);
  await boot.backend('plan/listWeeks', { from: '2026-W07', to: '2026-W10' });
  expect(network.callsOf('plan/listWeeks')).toHaveLength(2);
});

test('another payload is not served from the prefetched answer', async () => {
  const { network, boot } = setup();
  boot.start([
    { type: 'plan/listWeeks', payload: { from: '2026-W07', to: '2026-W10' } },
    { type: 'ingredients/checkFetch', payload: { catalogueVersion: 2 } },
  ]);
  await boot.backend('plan/listWeeks', { from: '2026-W08', to: '2026-W11' });
  expect(network.callsOf('plan/listWeeks')).toHaveLength(2);
  // A catalogue kept at another version than the boot call named asks again.
  await boot.backend('ingredients/checkFetch', { catalogueVersion: 3 });
  expect(network.callsOf('ingredients/checkFetch')).toEqual([
    { catalogueVersion: 2 },
    { catalogueVersion: 3 },
  ]);
});

test('a failed prefetch is sent again when the page asks', async () => {
  const network = makeTransport({
    'recipes/list': () => {
      throw new TransportError('failed-precondition', 'Ihr Konto ist noch nicht eingerichtet.');
    },
  });
  const boot = makeBootCalls(network);
  boot.start([{ type: 'recipes/list', payload: {} }]);
  await expect(boot.backend('recipes/list', {})).rejects.toThrow('Ihr Konto ist noch nicht eingerichtet.');
  expect(network.callsOf('recipes/list')).toHaveLength(2);
});

test('an answer nobody took within a minute, or before a sign-out, is not used', async () => {
  const { network, boot, later } = setup();
  boot.start([{ type: 'recipes/list', payload: {} }]);
  later(BOOT_ANSWER_TTL_MS);
  await boot.backend('recipes/list', {});
  expect(network.callsOf('recipes/list')).toHaveLength(2);

  boot.start([{ type: 'recipes/listImages', payload: {} }]);
  boot.clear();
  await boot.backend('recipes/listImages', {});
  expect(network.callsOf('recipes/listImages')).toHaveLength(2);
});

test('a prefetched answer serves only a call for the same kitchen, or any when it went without one', async () => {
  let kitchen: string | undefined = 'kueche-nord';
  const network = plannerBackend({});
  const boot = makeBootCalls(network, { kitchenOf: () => kitchen });
  boot.start([{ type: 'recipes/list', payload: {} }]);
  expect(network.kitchensOf('recipes/list')).toEqual(['kueche-nord']);

  kitchen = 'kueche-sued';
  await boot.backend('recipes/list', {});
  expect(network.kitchensOf('recipes/list')).toEqual(['kueche-nord', 'kueche-sued']);

  kitchen = undefined;
  boot.start([{ type: 'recipes/listImages', payload: {} }]);
  kitchen = 'kueche-sued';
  await boot.backend('recipes/listImages', {});
  expect(network.kitchensOf('recipes/listImages')).toEqual([undefined]);

  // A saga may name the kitchen itself (the switch asks for the chosen one).
  await boot.backend('recipes/list', {}, 'kueche-west');
  expect(network.kitchensOf('recipes/list')).toEqual(['kueche-nord', 'kueche-sued', 'kueche-west']);
});
