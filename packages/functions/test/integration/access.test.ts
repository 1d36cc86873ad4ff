/**
 * Access checks for every action of both tables, generated from the tables themselves: signed out,
 * missing feature flag, non-admin on admin actions. Each refusal must leave the database unchanged.
 */
import { CONTROLLER_ACTIONS } from '../../src/controller/actions';
import { WORKSHOP_ACTIONS } from '../../src/workshops/actions';
import { refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { EXAMPLE_PAYLOADS } from '../helpers/examples';
import { ALL_FEATURES, createKitchen } from '../helpers/kitchens';
import { snapshot } from '../helpers/snapshot';

const TABLE = { ...CONTROLLER_ACTIONS, ...WORKSHOP_ACTIONS };
const entries = Object.entries(TABLE);

beforeAll(seedCatalogue);

it('has an example payload for every action', () => {
  expect(Object.keys(EXAMPLE_PAYLOADS).sort()).toEqual(Object.keys(TABLE).sort());
});

describe.each(entries.filter(([, a]) => !a.public))('%s', (type) => {
  it('refuses signed-out callers and writes nothing', async () => {
    const before = await snapshot([]);
    expect(await refusal(type, EXAMPLE_PAYLOADS[type], null)).toEqual({
      code: 'unauthenticated',
      message: 'Bitte melden Sie sich an.',
    });
    expect(await snapshot([])).toEqual(before);
  });
});

/** The flags that each open an action (a list: any one of them suffices). */
const anyOf = (feature: string | readonly string[]) =>
  typeof feature === 'string' ? [feature] : [...feature];

describe.each(entries.filter(([, a]) => a.feature))('%s', (type, action) => {
  const flags = anyOf(action.feature!);
  it(`refuses a kitchen without the ${flags.join(' or ')} feature`, async () => {
    const features = { ...ALL_FEATURES, ...Object.fromEntries(flags.map((flag) => [flag, false])) };
    const kitchen = await createKitchen({ features, admin: action.admin === true });
    const before = await snapshot([kitchen.uid]);
    const result = await refusal(type, EXAMPLE_PAYLOADS[type], kitchen);
    expect(result).toEqual({
      code: 'permission-denied',
      message: `Diese Funktion ist für Ihr Konto nicht freigeschaltet (${flags.join(' oder ')}).`,
    });
    expect(await snapshot([kitchen.uid])).toEqual(before);
  });
});

describe.each(entries.filter(([, a]) => a.admin))('%s', (type) => {
  it('refuses a kitchen that is not admin, even with every feature', async () => {
    const kitchen = await createKitchen({ features: ALL_FEATURES });
    const before = await snapshot([kitchen.uid]);
    expect(await refusal(type, EXAMPLE_PAYLOADS[type], kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Nur Administratoren dürfen das.',
    });
    expect(await snapshot([kitchen.uid])).toEqual(before);
  });
});
