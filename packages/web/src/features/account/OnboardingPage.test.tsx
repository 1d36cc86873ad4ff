import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek, type User } from '@speiseplaner/shared';
import { renderApp } from '../../../test/renderWithProviders';
import { initialState as authInitial } from '../auth/authSlice';
import { plannerBackend } from '../../../test/testCatalogue';
import { kitchenUser, makeUser, profileUpdater } from '../../../test/users';

/** A kitchen as user/validate has just created it: no institution name yet. */
const newKitchen = makeUser({ ...kitchenUser, name: '', nickName: 'Erika Neuköchin', heads: { kiga: 1 } });

/** The Speiseplan's weeks and the user actions, answering with the saved user like the controller. */
function backend(start: User = newKitchen) {
  const profile = profileUpdater(start);
  const weeks = new Map<string, PlanWeek>();
  return plannerBackend({
    extra: {
      'user/updateProfile': profile['user/updateProfile'],
      'plan/listWeeks': () => ({ weeks: [...weeks.values()] }),
      'plan/saveNewWeek': ({ week }) => {
        const created = { ...emptyPlanWeek(week.id), ...week, version: 1 };
        weeks.set(week.id, created);
        return { week: created, created: true };
      },
    },
  });
}

/** Signed in right after sign-up (the app lands on /app). */
const justSignedUp = (user: User = newKitchen) => ({
  auth: { ...authInitial, status: 'loggedin' as const, user, isNew: true },
});

const willkommen = () => screen.findByRole('heading', { level: 1, name: 'Willkommen' });

test('a new kitchen landing on Mein Konto is asked for its institution first', async () => {
  const { history } = await renderApp('/app', { preloadedState: justSignedUp(), backend: backend() });
  expect(await willkommen()).toBeInTheDocument();
  expect(history.location.pathname).toBe('/app/willkommen');
  expect(screen.getByRole('textbox', { name: 'Name der Einrichtung' })).toHaveValue('');
  expect(screen.getByRole('group', { name: 'Personenzahlen' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Briefkopf (optional)' })).toBeInTheDocument();
});

test('nothing is saved without a name or with a letterhead of four lines; the typed text stays', async () => {
  const fake = backend();
  const { user } = await renderApp('/app/willkommen', { preloadedState: justSignedUp(), backend: fake });
  await willkommen();
  const letterhead = screen.getByRole('textbox', { name: 'Briefkopf (optional)' });
  await user.type(letterhead, 'Lindenweg 3{Enter}12345 Musterstadt{Enter}Tel. 0123{Enter}Fax 0456');

  await user.click(screen.getByRole('button', { name: 'Speichern und loslegen' }));
  const name = screen.getByRole('textbox', { name: 'Name der Einrichtung' });
  expect(screen.getByText('Bitte geben Sie den Namen Ihrer Einrichtung ein.')).toBeInTheDocument();
  expect(screen.getByText('Der Briefkopf hat höchstens 3 Zeilen.')).toBeInTheDocument();
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription('Bitte geben Sie den Namen Ihrer Einrichtung ein.');

  await user.type(name, 'Kita Regenbogen');
  expect(screen.queryByText('Bitte geben Sie den Namen Ihrer Einrichtung ein.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Speichern und loslegen' }));
  expect(letterhead).toHaveFocus();
  expect(letterhead).toHaveValue('Lindenweg 3\n12345 Musterstadt\nTel. 0123\nFax 0456');
  expect(fake.callsOf('user/updateProfile')).toEqual([]);
});

test('"Speichern und loslegen" saves name, headcounts and letterhead and opens the Speiseplan', async () => {
  const fake = backend();
  const { user, history } = await renderApp('/app', { preloadedState: justSignedUp(), backend: fake });
  await willkommen();
  await user.type(screen.getByRole('textbox', { name: 'Name der Einrichtung' }), '  Kita Regenbogen ');
  const heads = screen.getByRole('group', { name: 'Personenzahlen' });
  await user.clear(within(heads).getByRole('spinbutton', { name: 'Kindergarten' }));
  await user.type(within(heads).getByRole('spinbutton', { name: 'Kindergarten' }), '35');
  await user.type(within(heads).getByRole('spinbutton', { name: 'Krippe' }), '12');
  await user.type(
    screen.getByRole('textbox', { name: 'Briefkopf (optional)' }),
    'Lindenweg 3{Enter}12345 Musterstadt',
  );
  await user.click(screen.getByRole('button', { name: 'Speichern und loslegen' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Speiseplan' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/app/plan');
  // One call with all three fields.
  expect(fake.callsOf('user/updateProfile')).toEqual([
    {
      version: 0,
      changes: {
        name: 'Kita Regenbogen',
        heads: { kiga: 35, kita: 12 },
        letterhead: 'Lindenweg 3\n12345 Musterstadt',
      },
    },
  ]);
  expect(screen.getByRole('button', { name: 'Konto: Kita Regenbogen' })).toBeInTheDocument();
  expect(screen.queryByText(/Bitte tragen Sie den Namen Ihrer Einrichtung ein/)).not.toBeInTheDocument();
});

test('"Später" opens the Speiseplan, which reminds of the name and links back; Mein Konto stays reachable', async () => {
  const fake = backend();
  const { user, history } = await renderApp('/app', { preloadedState: justSignedUp(), backend: fake });
  await willkommen();
  await user.click(screen.getByRole('button', { name: 'Später' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Speiseplan' })).toBeInTheDocument();
  expect(
    screen.getByText('Bitte tragen Sie den Namen Ihrer Einrichtung ein – er steht auf dem Aushang.'),
  ).toBeInTheDocument();
  expect(fake.callsOf('user/updateProfile')).toEqual([]);

  // Mein Konto no longer sends the kitchen to the onboarding page in this session.
  act(() => history.push('/app'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();

  act(() => history.push('/app/plan'));
  await user.click(await screen.findByRole('link', { name: 'Name eintragen' }));
  expect(await willkommen()).toBeInTheDocument();
});

test('a kitchen that has its name goes to Mein Konto, also right after sign-up', async () => {
  const named = makeUser({ ...newKitchen, name: 'Kita Regenbogen' });
  await renderApp('/app', { preloadedState: justSignedUp(named), backend: backend(named) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Willkommen' })).not.toBeInTheDocument());
});

test.each([
  ['a cook', 'cook' as const],
  ['a reader', 'reader' as const],
])('%s who types /app/willkommen lands on the Speiseplan, not on the kitchen setup', async (_, role) => {
  const member = makeUser({ ...newKitchen, role });
  const fake = backend(member);
  const { history } = await renderApp('/app/willkommen', {
    preloadedState: justSignedUp(member),
    backend: fake,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Speiseplan' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/app/plan');
  expect(screen.queryByRole('textbox', { name: 'Name der Einrichtung' })).not.toBeInTheDocument();
  expect(fake.callsOf('user/updateProfile')).toEqual([]);
});
