import { z } from 'zod';
import {
  ACTIONS,
  DomainError,
  endpointOf,
  isActionType,
  parseActionAnswer,
  parseActionPayload,
} from '../../src';

const SPEC_ACTIONS = [
  'admin/listKitchens',
  'admin/setAccess',
  'admin/setAdmin',
  'admin/listAudit',
  'admin/kitchenRecipes',
  'admin/shareRecipe',
  'ingredients/fetchAll',
  'ingredients/save',
  'ingredients/checkFetch',
  'newsletter/subscribe',
  'newsletter/confirm',
  'newsletter/unsubscribe',
  'org/create',
  'org/get',
  'org/inviteKitchen',
  'org/withdrawInvitation',
  'org/removeKitchen',
  'org/invitation',
  'org/accept',
  'org/leave',
  'org/overview',
  'org/recipes',
  'org/shareRecipe',
  'org/withdrawRecipe',
  'org/prices',
  'org/savePrices',
  'masterplan/listWeeks',
  'masterplan/saveWeek',
  'masterplan/listTemplates',
  'plan/listWeeks',
  'plan/saveNewWeek',
  'plan/saveWeek',
  'plan/stats',
  'recipes/fetch',
  'recipes/list',
  'recipes/save',
  'recipes/listImages',
  'recipes/addImage',
  'recipes/deleteImage',
  'shoppingLists/list',
  'shoppingLists/fetch',
  'shoppingLists/save',
  'shoppingLists/new',
  'team/list',
  'team/invite',
  'team/withdraw',
  'team/setRole',
  'team/remove',
  'team/leave',
  'team/accept',
  'user/validate',
  'user/updateProfile',
  'user/prices',
  'user/allergens',
  'videos/list',
  'videos/all',
  'videos/save',
  'videos/delete',
  'workshops/list',
  'workshops/apply',
  'workshops/save',
  'workshops/cancel',
  'workshops/delete',
  'workshops/registrations',
  'workshops/removeRegistration',
];

const week = { id: '2026-W48', days: [{ recipes: ['linsensuppe'] }, {}, {}, {}, {}] };
const recipe = { slug: 'linsensuppe', name: 'Linsensuppe', ingredients: [{ slug: 'linsen', amount: 500 }] };

describe('ACTIONS table', () => {
  it('has exactly the actions of docs/product.md, "Backend calls"', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual([...SPEC_ACTIONS].sort());
  });

  it('routes workshops/* to the workshops callable, the rest to the controller', () => {
    expect(endpointOf('workshops/apply')).toBe('workshops');
    expect(endpointOf('plan/saveWeek')).toBe('controller');
    expect(isActionType('__proto__')).toBe(false);
    expect(isActionType('toString')).toBe(false);
  });

  it('marks public, admin and feature actions', () => {
    expect(
      Object.entries(ACTIONS)
        .filter(([, a]) => 'public' in a && a.public)
        .map(([t]) => t),
    ).toEqual([
      'newsletter/subscribe',
      'newsletter/confirm',
      'newsletter/unsubscribe',
      'videos/list',
      'workshops/list',
      'workshops/apply',
    ]);
    expect(ACTIONS['videos/all'].admin).toBe(true);
    expect(ACTIONS['videos/save'].admin).toBe(true);
    expect(ACTIONS['videos/delete'].admin).toBe(true);
    expect(ACTIONS['workshops/save'].admin).toBe(true);
    expect(ACTIONS['workshops/cancel'].admin).toBe(true);
    expect(ACTIONS['workshops/removeRegistration'].admin).toBe(true);
    expect(ACTIONS['ingredients/save']).toMatchObject({ admin: true, feature: 'ingredients' });
    expect(ACTIONS['shoppingLists/new'].feature).toBe('shopping');
    // Cooks read the masterplan to adopt a week; only admins change it.
    expect(ACTIONS['masterplan/listWeeks']).toMatchObject({ feature: ['masterplan', 'plan'] });
    expect(ACTIONS['masterplan/listWeeks']).not.toHaveProperty('admin');
    expect(ACTIONS['masterplan/saveWeek']).toMatchObject({ admin: true, feature: 'masterplan' });
    expect(ACTIONS['masterplan/listTemplates']).toMatchObject({ admin: true, feature: 'masterplan' });
    expect(ACTIONS['plan/stats']).toMatchObject({ admin: true, feature: 'usage' });
    for (const type of [
      'admin/listKitchens',
      'admin/setAccess',
      'admin/setAdmin',
      'admin/listAudit',
    ] as const) {
      expect(ACTIONS[type].admin).toBe(true);
      expect(ACTIONS[type]).not.toHaveProperty('feature');
    }
  });

  it('marks the Träger actions: Leitung actions, kitchen actions of the Küchenleitung, person actions', () => {
    const orgLead = Object.entries(ACTIONS)
      .filter(([, a]) => 'organisation' in a && a.organisation === 'orgLead')
      .map(([t]) => t);
    expect(orgLead.sort()).toEqual(
      [
        'org/get',
        'org/inviteKitchen',
        'org/withdrawInvitation',
        'org/removeKitchen',
        'org/overview',
        'org/recipes',
        'org/shareRecipe',
        'org/withdrawRecipe',
        'org/prices',
        'org/savePrices',
      ].sort(),
    );
    for (const type of orgLead) {
      // The router reads the Träger named in the payload; no kitchen role on top.
      expect([type, 'role' in ACTIONS[type as keyof typeof ACTIONS]]).toEqual([type, false]);
    }
    expect(ACTIONS['org/accept']).toMatchObject({ role: 'lead' });
    expect(ACTIONS['org/leave']).toMatchObject({ role: 'lead' });
    for (const type of ['org/create', 'org/invitation'] as const) {
      expect(ACTIONS[type]).not.toHaveProperty('role');
      expect(ACTIONS[type]).not.toHaveProperty('organisation');
      expect(ACTIONS[type]).not.toHaveProperty('public');
    }
  });

  it('refuses unknown keys and __proto__ in every payload object', () => {
    for (const [type, spec] of Object.entries(ACTIONS)) {
      expect([type, spec.payload.safeParse({ unexpected: 1 }).success]).toEqual([type, false]);
      expect([type, spec.payload.safeParse(JSON.parse('{"__proto__":{"admin":true}}')).success]).toEqual([
        type,
        false,
      ]);
    }
  });
});

describe('payloads', () => {
  it('accepts a week save whose version is the one the client saw', () => {
    expect(parseActionPayload('plan/saveWeek', { week: { ...week, version: 3 } }).week.version).toBe(3);
    expect(parseActionPayload('plan/saveNewWeek', { week }).week.days).toHaveLength(5);
    expect(() => parseActionPayload('plan/saveWeek', { week: { ...week, version: -1 } })).toThrow(
      'Ungültige Daten: Daten für plan/saveWeek (Feld week.version).',
    );
    expect(() => parseActionPayload('plan/saveWeek', { week: { ...week, days: [] } })).toThrow(DomainError);
  });

  it('applies recipe defaults and bounds names and ingredient lists', () => {
    const parsed = parseActionPayload('recipes/save', { recipe });
    expect(parsed.recipe.portions).toBe(1);
    expect(parsed.recipe.version).toBe(0);
    expect(() =>
      parseActionPayload('recipes/save', { recipe: { ...recipe, name: 'x'.repeat(121) } }),
    ).toThrow(DomainError);
    expect(() =>
      parseActionPayload('recipes/save', {
        recipe: { ...recipe, ingredients: Array(61).fill({ slug: 'linsen', amount: 1 }) },
      }),
    ).toThrow(DomainError);
  });

  it('checks an ingredient save like the ingredient itself', () => {
    const ingredient = {
      slug: 'linsen',
      name: 'Linsen',
      unit: 'g',
      netReferenceAmount: 100,
      referenceAmountInG: 100,
    };
    expect(parseActionPayload('ingredients/save', { ingredient }).ingredient.referenceAmount).toBe(100);
    expect(() =>
      parseActionPayload('ingredients/save', { ingredient: { ...ingredient, netReferenceAmount: 150 } }),
    ).toThrow(DomainError);
    expect(parseActionPayload('ingredients/checkFetch', {}).catalogueVersion).toBeUndefined();
    expect(parseActionPayload('ingredients/checkFetch', { catalogueVersion: 7 }).catalogueVersion).toBe(7);
  });

  it('takes the versions the client holds on the planner reads, and payloads without them', () => {
    expect(parseActionPayload('recipes/list', {})).toEqual({});
    expect(parseActionPayload('recipes/list', { listVersion: '3.0.12' }).listVersion).toBe('3.0.12');
    expect(() => parseActionPayload('recipes/list', { listVersion: '' })).toThrow(DomainError);
    expect(parseActionPayload('plan/listWeeks', { from: '2026-W07', to: '2026-W10' }).known).toBeUndefined();
    expect(
      parseActionPayload('plan/listWeeks', { from: '2026-W07', to: '2026-W10', known: { '2026-W09': 4 } })
        .known,
    ).toEqual({ '2026-W09': 4 });
    expect(() => parseActionPayload('plan/listWeeks', { known: { 'KW 9': 1 } })).toThrow(DomainError);
    expect(() => parseActionPayload('plan/listWeeks', { known: { '2026-W09': -1 } })).toThrow(DomainError);
  });

  it('bounds a new and a saved shopping list to 42 days', () => {
    const shoppingList = {
      id: 'liste-1',
      startDate: '2026-11-23',
      endDate: '2026-11-27',
      heads: { kiga: 20 },
      items: [],
    };
    expect(parseActionPayload('shoppingLists/new', { shoppingList }).shoppingList.status).toBe('open');
    expect(() =>
      parseActionPayload('shoppingLists/new', { shoppingList: { ...shoppingList, endDate: '2027-01-31' } }),
    ).toThrow(DomainError);
    // A save may not stretch a list beyond what new allows (#17).
    expect(() =>
      parseActionPayload('shoppingLists/save', { shoppingList: { ...shoppingList, endDate: '2027-01-31' } }),
    ).toThrow(DomainError);
  });

  it('takes own-price changes (a price or null) and refuses a malformed change', () => {
    expect(
      parseActionPayload('user/prices', {
        changes: [
          { slug: 'linsen', price: { price: 2, amount: 500 } },
          { slug: 'karotte', price: null },
        ],
      }).changes,
    ).toEqual([
      { slug: 'linsen', price: { price: 2, amount: 500 } },
      { slug: 'karotte', price: null },
    ]);
    expect(() => parseActionPayload('user/prices', { changes: [] })).toThrow(DomainError);
    expect(() =>
      parseActionPayload('user/prices', { changes: [{ slug: 'linsen', price: { price: -1, amount: 1 } }] }),
    ).toThrow(DomainError);
    expect(() =>
      parseActionPayload('user/prices', { prices: { linsen: { price: 2, amount: 500 } } }),
    ).toThrow(DomainError);
    expect(() =>
      parseActionPayload('user/updateProfile', { version: 0, changes: { heads: { kiga: -1 } } }),
    ).toThrow(DomainError);
    expect(() => parseActionPayload('user/updateProfile', { version: 0, changes: { name: '   ' } })).toThrow(
      DomainError,
    );
  });

  it('takes a workshop registration without createdAt', () => {
    const registration = {
      workshopSlug: 'klima-2026-12-01',
      name: 'Eva Koch',
      email: 'eva@kita.de',
      institution: 'Kita Sonnenschein',
    };
    expect(parseActionPayload('workshops/apply', registration).participants).toBe(1);
    expect(() =>
      parseActionPayload('workshops/apply', { ...registration, createdAt: '2026-11-22T10:00:00Z' }),
    ).toThrow(DomainError);
  });

  it('throws for an unknown action type', () => {
    expect(() => parseActionPayload('plan/delete' as never, {})).toThrow('Unbekannte Aktion: plan/delete.');
  });
});

describe('answers', () => {
  it('validates the user answer with the documented defaults', () => {
    const answer = parseActionAnswer('user/validate', { user: { id: 'uid1', email: 'a@b.de' }, isNew: true });
    expect(answer.user.heads).toEqual({ kiga: 1 });
    expect(answer.user.photoUrl).toBe('');
  });

  it('validates the answers the server gives', () => {
    expect(
      parseActionAnswer('ingredients/checkFetch', { upToDate: true, catalogueVersion: 4 }).ingredients,
    ).toBeUndefined();
    expect(parseActionAnswer('plan/saveNewWeek', { week, created: true }).week.average).toBe(0);
    expect(
      parseActionAnswer('recipes/list', { upToDate: true, listVersion: '3.0.12' }).recipes,
    ).toBeUndefined();
    expect(parseActionAnswer('plan/listWeeks', { weeks: [], unchanged: ['2026-W09'] }).unchanged).toEqual([
      '2026-W09',
    ]);
    expect(() => parseActionAnswer('plan/stats', { stats: { users: 1 } })).toThrow(DomainError);
  });

  it('has an answer schema for every action', () => {
    for (const spec of Object.values(ACTIONS)) expect(spec.answer).toBeInstanceOf(z.ZodType);
  });
});
