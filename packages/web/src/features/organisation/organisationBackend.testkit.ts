/**
 * The org/* actions for app tests, as the controller answers them: one Träger with its kitchens and
 * pending invitations kept in memory, the overview answered per period from the test's rows (shared
 * organisationOverview is the backend's business; here the test states the figures), the answers
 * that carry the person (create, accept, leave) built from the caller, the Träger's recipes (shared
 * organisationRecipeTarget picks the slug, as the controller does) and its price list (a stale version
 * refused).
 */
import {
  organisationRecipeTarget,
  ownRecipeAuthor,
  type KitchenInvitation,
  type OrganisationPrices,
  type OrganisationRecipeSource,
  type Recipe,
  type RecipeListEntry,
  type OrganisationKitchenEntry,
  type OrganisationOverview,
  type OrganisationView,
  type OverviewPeriod,
  type User,
} from '@speiseplaner/shared';
import { TransportError, type Handlers } from '../../../test/fakeTransport';
import { listEntry, plannerBackend } from '../../../test/testCatalogue';

const DAY = 24 * 60 * 60 * 1000;

export const SINCE = Date.UTC(2026, 2, 2, 9); // 02.03.2026
export const ORG_ID = 'traeger-musterstadt';

export interface OrganisationFixture {
  caller: User;
  organisation?: OrganisationView;
  /** The overview of a period (rows, totals, trend); the period and months are filled in. */
  overview?: (period: OverviewPeriod) => Omit<OrganisationOverview, 'period' | 'months'>;
  /** org/invitation's answer, or the refusal's German message. */
  invitation?: { name: string; invitedBy: string; expiresAt: number } | string;
  /** org/accept's refusal, if any. */
  acceptRefusal?: { code: string; message: string };
  /** The recipes recipes/list answers for the caller's current kitchen (own ones carry its id as owner). */
  kitchenRecipes?: Recipe[];
  /** The Träger's recipes at the start, and the kitchen each came from. */
  orgRecipes?: { entry: RecipeListEntry; source: { kitchenId: string; slug: string } }[];
  /** The Träger's price list at the start. */
  orgPrices?: OrganisationPrices;
  extra?: Handlers;
}

export const emptyOrganisation = (name = 'Kita-Eigenbetrieb Musterstadt'): OrganisationView => ({
  id: ORG_ID,
  name,
  version: 1,
  leads: [{ uid: 'uid-olga', name: 'Olga', email: 'olga@musterstadt.example', since: SINCE }],
  kitchens: [],
  invitations: [],
});

const monthsOf = (period: OverviewPeriod): string[] => {
  const count = period.kind === 'month' ? 1 : period.kind === 'quarter' ? 3 : 12;
  const [year, month] = period.start.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => `${year}-${String(month + i).padStart(2, '0')}`);
};

/** When the test backend saves a price list. */
export const PRICES_SAVED_AT = Date.UTC(2026, 2, 5, 10); // 05.03.2026

export function organisationBackend(fixture: OrganisationFixture) {
  let organisation = fixture.organisation;
  let caller = fixture.caller;
  // The Träger's recipes by slug (withdrawn ones stay, unlisted), as the controller keeps them.
  const orgRecipes = new Map(
    (fixture.orgRecipes ?? []).map(({ entry, source }) => [
      entry.slug,
      { entry, source: { ...source, version: entry.version }, listed: true },
    ]),
  );
  const listedRecipes = () => [...orgRecipes.values()].filter((r) => r.listed).map((r) => r.entry);
  let prices: OrganisationPrices = fixture.orgPrices ?? { prices: {}, version: 0, updatedAt: 0 };
  const need = () => {
    if (!organisation) throw new TransportError('permission-denied', 'Kein Träger.');
    return organisation;
  };
  const handlers: Handlers = {
    'org/create': ({ name }) => {
      organisation = {
        ...emptyOrganisation(name),
        leads: [{ uid: caller.id, name: caller.nickName, email: caller.email, since: SINCE }],
      };
      caller = { ...caller, organisations: [{ id: ORG_ID, name, role: 'orgLead' }] };
      return { organisation, user: caller };
    },
    'org/get': () => ({ organisation: need() }),
    'org/overview': ({ period }) => {
      need();
      const figures = fixture.overview?.(period) ?? {
        rows: [],
        totals: { costPerPortion: null, portions: 0, bioPercent: null, bioLevel: null },
        trend: [],
      };
      return { period, months: monthsOf(period), ...figures };
    },
    'org/inviteKitchen': ({ email }) => {
      const current = need();
      const invitation: KitchenInvitation = {
        id: `inv-${current.invitations.length + 1}`,
        email,
        invitedBy: caller.nickName || 'Olga',
        createdAt: SINCE,
        expiresAt: SINCE + 7 * DAY,
      };
      organisation = { ...current, invitations: [...current.invitations, invitation] };
      return { invitation };
    },
    'org/withdrawInvitation': ({ id }) => {
      const current = need();
      organisation = { ...current, invitations: current.invitations.filter((entry) => entry.id !== id) };
      return { id };
    },
    'org/removeKitchen': ({ kitchenId }) => {
      const current = need();
      organisation = {
        ...current,
        kitchens: current.kitchens.filter(
          (kitchen: OrganisationKitchenEntry) => kitchen.kitchenId !== kitchenId,
        ),
      };
      return { kitchenId };
    },
    'org/invitation': () => {
      const info = fixture.invitation;
      if (info === undefined || typeof info === 'string')
        throw new TransportError('not-found', info ?? 'Diese Einladung gilt nicht mehr.');
      return info;
    },
    'org/accept': () => {
      if (fixture.acceptRefusal)
        throw new TransportError(fixture.acceptRefusal.code, fixture.acceptRefusal.message);
      const info = fixture.invitation;
      const name = typeof info === 'object' ? info.name : 'Träger';
      caller = { ...caller, organisation: { id: ORG_ID, name } };
      return { user: caller };
    },
    'org/leave': () => {
      caller = { ...caller, organisation: null };
      return { user: caller };
    },
    'org/recipes': () => {
      need();
      return { recipes: listedRecipes() };
    },
    'org/shareRecipe': ({ slug }) => {
      need();
      const own = (fixture.kitchenRecipes ?? []).find(
        (recipe) => recipe.slug === slug && recipe.owner === caller.kitchenId,
      );
      if (!own) throw new TransportError('not-found', 'Dieses Rezept gibt es in Ihrer Küche nicht.');
      const sources: Record<string, OrganisationRecipeSource> = Object.fromEntries(
        [...orgRecipes].map(([target, r]) => [target, r.source]),
      );
      const target = organisationRecipeTarget(caller.kitchenId, slug, sources);
      if (target.kind !== 'ok') throw new TransportError('resource-exhausted', 'Kein Platz mehr.');
      const { owner: _owner, ...entry } = listEntry(own);
      orgRecipes.set(target.slug, {
        entry: {
          ...entry,
          slug: target.slug,
          organisation: ORG_ID,
          author: ownRecipeAuthor({ name: caller.name }),
          version: target.version,
        },
        source: { kitchenId: caller.kitchenId, slug, version: target.version },
        listed: true,
      });
      return { recipes: listedRecipes() };
    },
    'org/withdrawRecipe': ({ slug }) => {
      need();
      const found = orgRecipes.get(slug);
      if (found) found.listed = false;
      return { recipes: listedRecipes() };
    },
    'org/prices': () => {
      need();
      return prices;
    },
    'org/savePrices': ({ prices: list, version }) => {
      need();
      if (version !== prices.version)
        throw new TransportError(
          'failed-precondition',
          'Die Preisliste wurde inzwischen geändert. Bitte prüfen Sie sie und übernehmen Sie noch einmal.',
        );
      prices = { prices: list, version: version + 1, updatedAt: PRICES_SAVED_AT };
      return prices;
    },
    ...fixture.extra,
  };
  return {
    transport: plannerBackend({ recipes: fixture.kitchenRecipes, extra: handlers }),
    organisation: () => organisation,
    orgPrices: () => prices,
  };
}
