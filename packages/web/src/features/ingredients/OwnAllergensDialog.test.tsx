import { screen, waitFor, within } from '@testing-library/react';
import { applyUserAllergenChanges, type User } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { TransportError } from '../../../test/fakeTransport';
import { INGREDIENTS, plannerBackend } from '../../../test/testCatalogue';

/** The planner backend plus user/allergens, applying the changes with the shared rule as the backend does. */
function backendFor(start: User, refuse?: string) {
  let user = start;
  const bySlug = new Map(INGREDIENTS.map((i) => [i.slug, i]));
  return plannerBackend({
    extra: {
      'user/allergens': (payload) => {
        if (refuse) throw new TransportError('invalid-argument', refuse);
        user = {
          ...user,
          allergens: applyUserAllergenChanges(user.allergens, payload.changes, (s) => bySlug.get(s)),
        };
        return { user };
      },
    },
  });
}

const row = (name: RegExp) =>
  within(screen.getByRole('table', { name: 'Zutaten' })).getByRole('row', { name });

async function openMarks(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(await screen.findByRole('rowheader', { name }));
  const prices = screen.getByRole('dialog', { name: `Preis editieren: ${name}` });
  await user.click(within(prices).getByRole('button', { name: 'Allergene Ihres Produkts' }));
  return screen.getByRole('dialog', { name: `Allergene Ihres Produkts: ${name}` });
}

describe('Allergene Ihres Produkts', () => {
  it('asks for the reason, saves the marks of the kitchen’s product and shows them as its own', async () => {
    const backend = backendFor(kitchenUser);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(kitchenUser), backend });
    const dialog = await openMarks(user, 'Sahne');
    expect(dialog).toHaveTextContent('Laut Zutatenkatalog: Milch (10).');
    expect(within(dialog).getByRole('checkbox', { name: 'Milch (10)' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sesam (21)' }));

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sahne: Bitte nennen Sie den Grund (z. B. das Produkt und seinen Hersteller).',
    );
    expect(backend.callsOf('user/allergens')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Grund' }),
      'Sahne vom Hof Sonne, Sesam-Linie',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.callsOf('user/allergens')).toEqual([
      {
        changes: [
          { slug: 'sahne', own: { allergens: ['10', '21'], reason: 'Sahne vom Hof Sonne, Sesam-Linie' } },
        ],
      },
    ]);
    expect(row(/Sahne/)).toHaveTextContent('10, 21eigene Angabe');
    // Other ingredients keep the catalogue's marks.
    expect(row(/Karotte/)).not.toHaveTextContent('eigene Angabe');
  });

  it('goes back to the catalogue’s marks', async () => {
    const start: User = {
      ...kitchenUser,
      allergens: { sahne: { add: [], remove: ['10'], reason: 'Hafersahne' } },
    };
    const backend = backendFor(start);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(start), backend });
    await screen.findByRole('table', { name: 'Zutaten' });
    expect(row(/Sahne/)).toHaveTextContent('eigene Angabe');
    // Above the table the kitchen's own marks are listed by name; each opens its dialog.
    const list = screen.getByTestId('own-allergens-list');
    expect(list).toHaveTextContent('Eigene Allergenangaben: Sahne');
    await user.click(within(list).getByRole('button', { name: 'Sahne' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Allergene Ihres Produkts: Sahne' })).getByRole('button', {
        name: 'Abbrechen',
      }),
    );
    const dialog = await openMarks(user, 'Sahne');
    expect(within(dialog).getByRole('checkbox', { name: 'Milch (10)' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Grund' })).toHaveValue('Hafersahne');
    await user.click(within(dialog).getByRole('button', { name: 'Katalogangabe verwenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.callsOf('user/allergens')).toEqual([{ changes: [{ slug: 'sahne', own: null }] }]);
    expect(row(/Sahne/)).not.toHaveTextContent('eigene Angabe');
    expect(screen.queryByTestId('own-allergens-list')).not.toBeInTheDocument();
  });

  it('shows the backend’s refusal in the dialog and keeps it open', async () => {
    const backend = backendFor(kitchenUser, 'Die Zutat „sahne“ gibt es nicht im Zutatenkatalog.');
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(kitchenUser), backend });
    const dialog = await openMarks(user, 'Sahne');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Senf (20)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund' }), 'Senfsahne');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Zutat „sahne“ gibt es nicht im Zutatenkatalog.',
    );
    expect(screen.getByRole('dialog', { name: 'Allergene Ihres Produkts: Sahne' })).toBeInTheDocument();
  });
});
