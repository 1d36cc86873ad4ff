import { screen, waitFor, within } from '@testing-library/react';
import {
  DATE_MESSAGES,
  INGREDIENT_FORM_MESSAGES,
  nutrientMessage,
  PRICE_MESSAGES,
  slugTakenMessage,
  type Ingredient,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { TransportError } from '../../../../test/fakeTransport';
import { INGREDIENTS, plannerBackend } from '../../../../test/testCatalogue';
import { adminUser } from '../../../../test/users';
import { fillField } from '../../../../test/fillField';

/** The planner backend with a catalogue that keeps versions like ingredients/save does. */
function catalogueBackend() {
  const stored = new Map(INGREDIENTS.map((i) => [i.slug, i]));
  const backend = plannerBackend({
    extra: {
      'ingredients/save': ({ ingredient }) => {
        if (ingredient.version !== (stored.get(ingredient.slug)?.version ?? 0))
          throw new TransportError(
            'failed-precondition',
            `Die Zutat „${ingredient.name}“ wurde inzwischen an anderer Stelle geändert.`,
          );
        const saved = { ...ingredient, version: ingredient.version + 1 };
        stored.set(saved.slug, saved);
        return { ingredient: saved };
      },
      'ingredients/fetchAll': () => ({ ingredients: [...stored.values()], catalogueVersion: 8 }),
    },
  });
  return { backend, stored };
}

async function openCatalogue(path = '/verwaltung/zutaten') {
  const { backend, stored } = catalogueBackend();
  const harness = await renderApp(path, { preloadedState: loggedIn(adminUser), backend });
  return { ...harness, backend, stored };
}

const saves = (backend: { callsOf: (type: string) => unknown[] }) =>
  backend.callsOf('ingredients/save') as { ingredient: Ingredient }[];
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

test('lists the catalogue with unit, food group, current price, Bio and allergens, and searches it', async () => {
  const { user } = await openCatalogue();
  await screen.findByRole('table', { name: 'Zutatenkatalog' });
  expect(screen.getByRole('heading', { level: 1, name: 'Zutatenkatalog' })).toBeInTheDocument();
  expect(screen.getByText('4 Zutaten')).toBeInTheDocument();
  const sahne = rowOf('Sahne');
  expect(sahne).toHaveTextContent('ml');
  expect(sahne).toHaveTextContent('Milch und Milchprodukte');
  expect(sahne).toHaveTextContent('0,90 für 100 ml');
  expect(sahne).toHaveTextContent('Bio');
  expect(sahne).toHaveTextContent('Milch (10)');
  expect(rowOf('Kartoffel')).toHaveTextContent('2,50 für 1000 g');

  await fillField(user, screen.getByRole('searchbox', { name: 'Zutatenkatalog durchsuchen' }), 'milch');
  await waitFor(() => expect(screen.getByText('1 von 4 Zutaten')).toBeInTheDocument());
  expect(screen.getByRole('rowheader', { name: 'Sahne' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Karotte' })).not.toBeInTheDocument();

  // A name opens the editor of that ingredient.
  await user.click(screen.getByRole('link', { name: 'Sahne' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sahne' })).toBeInTheDocument();
  expect(field('Name')).toHaveValue('Sahne');
  // Recipes refer to an ingredient by its slug: it stays as it is.
  expect(field('Kurzbezeichnung')).toHaveValue('sahne');
  expect(field('Kurzbezeichnung')).toHaveAttribute('readonly');
  expect(screen.getByRole('checkbox', { name: 'Milch (10)' })).toBeChecked();
});

test('an admin creates an ingredient with allergens, nutrients, marks and a price; the save carries them', async () => {
  const { user, backend, history } = await openCatalogue();
  await user.click(await screen.findByRole('link', { name: 'Neue Zutat' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Neue Zutat' })).toBeInTheDocument();

  await fillField(user, field(/^Name/), 'Rote Linsen');
  expect(field(/^Kurzbezeichnung/)).toHaveValue('rote-linsen');
  await user.click(screen.getByRole('combobox', { name: 'Lebensmittelgruppe' }));
  await user.click(screen.getByRole('option', { name: 'Hülsenfrüchte' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sellerie (19)' }));
  await user.click(screen.getByRole('checkbox', { name: 'Konservierungsstoffe (1)' }));
  await fillField(user, field('Energie (kcal)'), '336');
  await fillField(user, field('Eiweiß (g)'), '24,6');
  await fillField(user, field('Kohlenhydrate (g)'), '48,8');
  await fillField(user, field('Fett (g)'), '1,5');
  await fillField(user, field('Ballaststoffe (g)'), '11');
  await fillField(user, field('Salz (g)'), '0,04');
  await user.click(screen.getByRole('checkbox', { name: 'Hülsenfrüchte' }));
  const date = field('Gültig ab');
  await fillField(user, date, '01.11.2026');
  await fillField(user, field('Preis in € für 100 g'), '0,49');
  await user.click(screen.getByRole('button', { name: 'Preis hinzufügen' }));
  expect(
    within(screen.getByRole('table', { name: 'Preisverlauf' })).getByRole('row', { name: /01\.11\.2026/ }),
  ).toHaveTextContent('0,49');
  expect(saves(backend)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Zutat anlegen' }));
  await waitFor(() => expect(saves(backend)).toHaveLength(1));
  expect(saves(backend)[0]).toEqual({
    ingredient: {
      slug: 'rote-linsen',
      name: 'Rote Linsen',
      link: '',
      unit: 'g',
      referenceAmount: 100,
      netReferenceAmount: 100,
      referenceAmountInG: 100,
      prices: [{ price: 0.49, fromDate: '2026-11-01', referenceAmount: 100 }],
      calories: 336,
      components: { protein: 24.6, carbs: 48.8, fat: 1.5, fiber: 11, salt: 0.04 },
      foodGroup: 'legumes',
      allergens: ['1', '19'],
      isLegume: true,
      isOrganic: true,
      version: 0,
    },
  });
  // The editor now shows the stored ingredient at its own address.
  expect(await screen.findByRole('heading', { level: 1, name: 'Rote Linsen' })).toBeInTheDocument();
  expect(history.location.search).toBe('?zutat=rote-linsen');
  expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
});

test('bad input gets its German message at the field, keeps what was typed and saves nothing', async () => {
  const { user, backend } = await openCatalogue('/verwaltung/zutaten?neu');
  await screen.findByRole('heading', { level: 1, name: 'Neue Zutat' });
  const addPrice = () => user.click(screen.getByRole('button', { name: 'Preis hinzufügen' }));
  const price = field('Preis in € für 100 g');
  const date = field('Gültig ab');

  for (const [typed, message] of [
    ['0,499', PRICE_MESSAGES.decimals],
    ['-1,20', PRICE_MESSAGES.notPositive],
    ['0', PRICE_MESSAGES.notPositive],
  ] as const) {
    await fillField(user, price, typed);
    await addPrice();
    expect(price).toHaveAccessibleDescription(message);
    expect(price).toHaveValue(typed);
  }
  await fillField(user, price, '1,20');
  await fillField(user, date, '2026/11/01');
  await addPrice();
  expect(date).toHaveAccessibleDescription(DATE_MESSAGES.format);
  await fillField(user, date, '31.02.2026');
  await addPrice();
  expect(date).toHaveAccessibleDescription(DATE_MESSAGES.missingDay);
  expect(screen.getByText('Noch kein Preis erfasst.')).toBeInTheDocument();

  // The ingredient itself: an empty name, a taken slug, text for a nutrient, more edible than bought.
  await user.click(screen.getByRole('button', { name: 'Zutat anlegen' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
  expect(field(/^Name/)).toHaveAccessibleDescription(INGREDIENT_FORM_MESSAGES.nameEmpty);
  expect(field(/^Name/)).toHaveFocus();

  await fillField(user, field(/^Name/), 'Karotte');
  await fillField(user, field('Fett (g)'), 'etwas');
  const net = field('davon essbar (g)');
  await fillField(user, net, '120');
  await user.click(screen.getByRole('button', { name: 'Zutat anlegen' }));
  expect(field(/^Kurzbezeichnung/)).toHaveAccessibleDescription(slugTakenMessage('karotte'));
  expect(field('Fett (g)')).toHaveAccessibleDescription(nutrientMessage('fat'));
  expect(field('Fett (g)')).toHaveValue('etwas');
  expect(net).toHaveAccessibleDescription(INGREDIENT_FORM_MESSAGES.netAboveReference);
  expect(saves(backend)).toHaveLength(0);
});

test('an admin corrects a price of a stored ingredient; the save goes with the version last seen', async () => {
  const { user, backend, stored } = await openCatalogue('/verwaltung/zutaten?zutat=karotte');
  await screen.findByRole('heading', { level: 1, name: 'Karotte' });
  await user.click(screen.getByRole('button', { name: 'Preis vom 01.01.2025 korrigieren' }));
  expect(field('Gültig ab (Korrektur)')).toHaveValue('2025-01-01');
  const price = field('Preis in € für 100 g (Korrektur)');
  expect(price).toHaveValue('0,4');
  await fillField(user, price, '0,42');
  await user.click(screen.getByRole('button', { name: 'Korrektur übernehmen' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sellerie (19)' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(saves(backend)).toHaveLength(1));
  expect(saves(backend)[0]!.ingredient).toMatchObject({
    slug: 'karotte',
    version: 0,
    allergens: ['19'],
    prices: [{ price: 0.42, fromDate: '2025-01-01', referenceAmount: 100 }],
  });
  await waitFor(() => expect(stored.get('karotte')?.version).toBe(1));
  expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
});

test('a save after another admin’s opens the conflict dialog and overwrites nothing', async () => {
  const { user, backend, stored } = await openCatalogue('/verwaltung/zutaten?zutat=sahne');
  await screen.findByRole('heading', { level: 1, name: 'Sahne' });
  // Meanwhile another admin saved Sahne.
  const theirs = { ...stored.get('sahne')!, name: 'Schlagsahne 30 %', version: 1 };
  stored.set('sahne', theirs);

  const name = field(/^Name/);
  await fillField(user, name, 'Sahne (Bio)');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neuere Version vorhanden' });
  expect(within(dialog).getByText(/neuere Fassung dieser Zutat/)).toBeInTheDocument();
  expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Neuere Version vorhanden');
  expect(stored.get('sahne')).toEqual(theirs);
  expect(saves(backend)).toHaveLength(1);
  expect(name).toHaveValue('Sahne (Bio)');

  await user.click(within(dialog).getByRole('button', { name: 'Gespeicherte Fassung laden' }));
  await waitFor(() => expect(field(/^Name/)).toHaveValue('Schlagsahne 30 %'));
  expect(screen.getByText(/Die gespeicherte Fassung wurde geladen/)).toBeInTheDocument();
  expect(saves(backend)).toHaveLength(1);
});
