/**
 * A Träger's price list (org/prices, org/savePrices; docs/product.md, "Träger") against the local
 * Firestore: a save reaches every member kitchen in one transaction, a kitchen's own price wins, week
 * averages, shopping lists and the Träger's summaries count the inherited prices, a kitchen outside the
 * Träger sees none of it; joining copies the list, leaving and removal clear it; the refusals.
 */
import { createHash } from 'node:crypto';
import {
  isoWeekId,
  monthOfWeek,
  weekDates,
  type OrganisationPrices,
  type PlanWeek,
  type ShoppingList,
  type User,
  type UserPrices,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { shoppingList, week } from '../helpers/fixtures';
import { createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { createOrganisation } from '../helpers/organisations';

beforeAll(() => seedCatalogue());

// The seeded catalogue: karotte 0,45 € per 100 g, of which 90 g are usable. The shared recipe linsen-dal:
// 500 g karotte (usable) for 10 portions, so 50 g a portion, bought as 50 ÷ 0,9 = 55,6 g.
const BOUGHT_PER_PORTION = 50 / 0.9;
const TRAEGER_PRICES: UserPrices = {
  karotte: { price: 2, amount: 1000 },
  linsen: { price: 3, amount: 1000 },
};
const OWN_PRICE = { price: 3, amount: 1000 };
/** € a portion of linsen-dal at `price` € for `amount` g of karotte. */
const perPortion = (price: number, amount: number) => (BOUGHT_PER_PORTION * price) / amount;

const validate = async (who: KitchenCaller) =>
  (await call<{ user: User }>('user/validate', {}, who)).payload.user;
const kitchenDoc = async (kitchenId: string) => (await testDb().doc(`kitchens/${kitchenId}`).get()).data();

async function savePrices(lead: Kitchen, organisationId: string, prices: UserPrices, version: number) {
  return call<OrganisationPrices>('org/savePrices', { organisationId, prices, version }, lead);
}

/** The week's stored average after a first save of linsen-dal on its Monday. */
async function averageOf(who: KitchenCaller, weekId: string): Promise<number> {
  const answer = await call<{ week: PlanWeek }>(
    'plan/saveNewWeek',
    { week: week(weekId, ['linsen-dal']) },
    who,
  );
  return answer.payload.week.average;
}

describe('org/savePrices', () => {
  it('reaches every member kitchen, under a kitchen’s own price; a kitchen outside sees none', async () => {
    const a = await createKitchen({ name: 'Kita Ahorn' });
    const b = await createKitchen({ name: 'Kita Birke' });
    const outside = await createKitchen({ name: 'Kita Draußen' });
    const { organisationId, lead } = await createOrganisation({ kitchens: [a, b] });
    await call('user/prices', { changes: [{ slug: 'karotte', price: OWN_PRICE }] }, b);

    const empty = await call<OrganisationPrices>('org/prices', { organisationId }, lead);
    expect(empty.payload).toEqual({ prices: {}, version: 0, updatedAt: 0 });
    // Router: person and Träger; then the price list.
    expect(empty.meta?.reads).toBe(3);

    const before = Date.now();
    const saved = await savePrices(lead, organisationId, TRAEGER_PRICES, 0);
    expect(saved.payload).toMatchObject({ prices: TRAEGER_PRICES, version: 1 });
    expect(saved.payload.updatedAt).toBeGreaterThanOrEqual(before);
    // The catalogue, the Träger and the price list in the transaction, then the 2 member kitchens.
    expect(saved.meta?.reads).toBe(1 + 2 + 2);
    expect((await call<OrganisationPrices>('org/prices', { organisationId }, lead)).payload).toEqual(
      saved.payload,
    );

    expect((await validate(a)).organisationPrices).toEqual(TRAEGER_PRICES);
    const birke = await validate(b);
    expect(birke.organisationPrices).toEqual(TRAEGER_PRICES);
    expect(birke.prices).toEqual({ karotte: OWN_PRICE });
    expect((await validate(outside)).organisationPrices).toEqual({});

    // Costs: the Träger's price in A, B's own price in B, the catalogue outside.
    const weekId = isoWeekId(Date.now());
    expect(await averageOf(a, weekId)).toBeCloseTo(perPortion(2, 1000), 10);
    expect(await averageOf(b, weekId)).toBeCloseTo(perPortion(3, 1000), 10);
    expect(await averageOf(outside, weekId)).toBeCloseTo(perPortion(0.45, 100), 10);

    // The Träger's summary of A's week is at the Träger's price: 20 Kindergarten children (the kitchen's
    // heads) on one planned day.
    const month = (
      await testDb()
        .doc(`organisations/${organisationId}/months/${monthOfWeek(weekId)}`)
        .get()
    ).data();
    const summary = month?.kitchens?.[a.kitchenId]?.weeks?.[weekId] as { cost: number; portions: number };
    expect(summary.portions).toBe(20);
    expect(summary.cost).toBeCloseTo(20 * perPortion(2, 1000), 10);

    // A shopping list of that week prices karotte at the Träger's price (20 portions).
    const dates = weekDates(weekId);
    const listOf = async (who: KitchenCaller) => {
      const list = shoppingList(`liste-${who.kitchenId}`, {
        startDate: dates[0]!,
        endDate: dates[4]!,
        heads: { kiga: 20 },
        items: [],
      });
      const answer = await call<{ shoppingList: ShoppingList }>(
        'shoppingLists/new',
        { shoppingList: list },
        who,
      );
      return answer.payload.shoppingList.items.find((i) => i.slug === 'karotte')!;
    };
    const bought = await listOf(a);
    expect(bought.cost).toBeCloseTo(20 * perPortion(2, 1000), 2);
    expect((await listOf(outside)).cost).toBeCloseTo(20 * perPortion(0.45, 100), 2);
  });

  it('removes the list with {} and answers the same list again unchanged', async () => {
    const a = await createKitchen();
    const { organisationId, lead } = await createOrganisation({ kitchens: [a] });
    await savePrices(lead, organisationId, TRAEGER_PRICES, 0);
    const again = await savePrices(lead, organisationId, TRAEGER_PRICES, 0);
    expect(again.payload.version).toBe(1);
    const removed = await savePrices(lead, organisationId, {}, 1);
    expect(removed.payload).toMatchObject({ prices: {}, version: 2 });
    expect((await kitchenDoc(a.kitchenId))?.organisationPrices).toEqual({});
    expect((await validate(a)).organisationPrices).toEqual({});
  });

  it('refuses a stale version, an unknown ingredient, and anyone but the Träger-Leitung', async () => {
    const a = await createKitchen();
    const { organisationId, lead } = await createOrganisation({ kitchens: [a] });
    await savePrices(lead, organisationId, TRAEGER_PRICES, 0);

    expect(await refusal('org/savePrices', { organisationId, prices: {}, version: 0 }, lead)).toEqual({
      code: 'failed-precondition',
      message:
        'Die Preisliste des Trägers wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect(
      await refusal(
        'org/savePrices',
        { organisationId, prices: { ...TRAEGER_PRICES, trueffel: { price: 9, amount: 100 } }, version: 1 },
        lead,
      ),
    ).toEqual({
      code: 'invalid-argument',
      message:
        'Die Zutat „trueffel“ gibt es nicht im Zutatenkatalog; die Preisliste wurde nicht gespeichert.',
    });
    // The member kitchen's Küchenleitung is no Träger-Leitung.
    expect((await refusal('org/savePrices', { organisationId, prices: {}, version: 1 }, a)).code).toBe(
      'permission-denied',
    );
    // Nothing of the refused saves was written.
    expect((await kitchenDoc(a.kitchenId))?.organisationPrices).toEqual(TRAEGER_PRICES);
    expect((await call<OrganisationPrices>('org/prices', { organisationId }, lead)).payload.version).toBe(1);
  });
});

/** An invitation's document id: the first 40 hex digits of the SHA-256 of its link's secret. */
const idOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 40);

/** `lead` invites the Küchenleitung of `kitchen`; answers the link's token, read out of the mail. */
async function invite(lead: Kitchen, organisationId: string, kitchen: KitchenCaller): Promise<string> {
  const email = String(kitchen.token.email);
  const answer = await call<{ invitation: { id: string } }>(
    'org/inviteKitchen',
    { organisationId, email },
    lead,
  );
  const mails = await testDb().collection('mail').where('to', '==', email).get();
  for (const mail of mails.docs) {
    const text = String(mail.data().message.text);
    const link = text.split('\n').find((line) => line.startsWith('http'));
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token && idOf(token) === answer.payload.invitation.id) return token;
  }
  throw new Error(`Keine Träger-Einladung an ${email}`);
}

describe('joining and leaving', () => {
  it('org/accept copies the Träger’s prices, org/leave clears them', async () => {
    const { organisationId, lead } = await createOrganisation();
    await savePrices(lead, organisationId, TRAEGER_PRICES, 0);
    const kitchen = await createKitchen({ name: 'Kita Neu' });
    const token = await invite(lead, organisationId, kitchen);

    const joined = await call<{ user: User }>('org/accept', { organisationId, token }, kitchen);
    expect(joined.payload.user.organisationPrices).toEqual(TRAEGER_PRICES);
    expect((await kitchenDoc(kitchen.kitchenId))?.organisationPrices).toEqual(TRAEGER_PRICES);
    expect(await averageOf(kitchen, isoWeekId(Date.now()))).toBeCloseTo(perPortion(2, 1000), 10);

    const left = await call<{ user: User }>('org/leave', {}, kitchen);
    expect(left.payload.user.organisationPrices).toEqual({});
    expect((await kitchenDoc(kitchen.kitchenId))?.organisationPrices).toEqual({});
    // A later save of the Träger no longer reaches the kitchen that left.
    await savePrices(lead, organisationId, { karotte: { price: 1, amount: 1000 } }, 1);
    expect((await validate(kitchen)).organisationPrices).toEqual({});
  });

  it('org/removeKitchen clears the removed kitchen’s copy', async () => {
    const a = await createKitchen();
    const { organisationId, lead } = await createOrganisation({ kitchens: [a] });
    await savePrices(lead, organisationId, TRAEGER_PRICES, 0);
    await call('org/removeKitchen', { organisationId, kitchenId: a.kitchenId }, lead);
    expect((await validate(a)).organisationPrices).toEqual({});
  });
});
