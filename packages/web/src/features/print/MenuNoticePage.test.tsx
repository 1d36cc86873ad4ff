import { screen, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, loggedOut, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';

const WEEK = '2026-W10';
const cook = makeUser({
  ...kitchenUser,
  name: 'Kita Sonnenschein',
  heads: { kiga: 20 },
  bioControlCode: 'DE-ÖKO-006',
});

const week = (days: string[][]): PlanWeek => ({
  ...emptyPlanWeek(WEEK),
  days: days.map((recipes) => ({ recipes })),
  version: 1,
});

async function openNotice(days: string[][], path = `/app/plan/${WEEK}/aushang`, user = cook) {
  const backend = planBackend({ weeks: [week(days)] });
  const harness = await renderApp(path, { preloadedState: loggedIn(user), backend: backend.transport });
  return { ...harness, backend };
}

const sheet = () => screen.findByRole('article', { name: 'Aushang für die Eltern' });

describe('Aushang für die Eltern', () => {
  it('shows the week as columns with each dish, its marks and codes, the legends and the institution', async () => {
    await openNotice([[SOUP.slug, CURRY.slug], [CURRY.slug], [], [SOUP.slug], []]);
    const notice = await sheet();
    expect(notice).toHaveTextContent('Speiseplan Kita Sonnenschein');
    expect(notice).toHaveTextContent('KW 10 · 02.03.–06.03.2026');
    expect(
      within(notice)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mo 02.03.', 'Di 03.03.', 'Mi 04.03.', 'Do 05.03.', 'Fr 06.03.']);
    // The soup has cream (10 Milch); the curry nothing that must be marked.
    const monday = within(notice).getByRole('list', { name: 'Gerichte am Montag' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Karottensuppe (10)vegetarisch · Bio', 'Hähnchen-CurryBio']);
    expect(within(notice).getAllByText('Kein Essen geplant')).toHaveLength(2);
    const legend = within(notice).getByRole('group', { name: 'Allergene und Zusatzstoffe' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10 = Milch (einschließlich Laktose)']);
    expect(within(notice).getByRole('group', { name: 'Kennzeichnungen' })).toHaveTextContent(
      'vegetarisch = ohne Fleisch und Fisch',
    );
    expect(within(notice).getByRole('group', { name: 'Kennzeichnungen' })).toHaveTextContent(
      'Bio = alle landwirtschaftlichen Zutaten aus ökologischem Landbau (Öko-Kontrollstelle DE-ÖKO-006)',
    );
    expect(screen.queryByText(/darf nur eine Bio-zertifizierte Küche/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeEnabled();
    expect(document.title).toBe(`Aushang ${WEEK} – Speiseplaner`);
  });

  it('names the vegetarian menu line under the institution', async () => {
    await openNotice([[SOUP.slug], [], [], [], []], undefined, { ...cook, menuLine: 'vegetarian' });
    expect(within(await sheet()).getByTestId('menu-line')).toHaveTextContent(
      'Menülinie: ovo-lacto-vegetarisch',
    );
  });

  it('prints no menu line for a mixed-diet kitchen', async () => {
    await openNotice([[SOUP.slug], [], [], [], []]);
    expect(await sheet()).not.toHaveTextContent('Menülinie');
  });

  it('says "Bio" only for a certified kitchen, and tells an uncertified one why it is missing', async () => {
    await openNotice([[SOUP.slug, CURRY.slug], [], [], [], []], undefined, { ...cook, bioControlCode: '' });
    const notice = await sheet();
    const monday = within(notice).getByRole('list', { name: 'Gerichte am Montag' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Karottensuppe (10)vegetarisch', 'Hähnchen-Curry']);
    expect(notice).not.toHaveTextContent('Bio');
    expect(
      screen.getByText(
        /2 Gerichte sind ganz aus Bio-Zutaten, aber „Bio“ darf nur eine Bio-zertifizierte Küche/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/app');
  });

  it.each([
    ['a cook', 'cook'],
    ['a reader', 'reader'],
  ] as const)('tells %s that the Küchenleitung enters the control code, without a link', async (_, role) => {
    await openNotice([[SOUP.slug, CURRY.slug], [], [], [], []], undefined, {
      ...cook,
      role,
      bioControlCode: '',
    });
    await sheet();
    expect(
      screen.getByText(
        /Ist Ihre Küche zertifiziert, kann die Küchenleitung die Codenummer der Öko-Kontrollstelle unter „Mein Konto“ eintragen\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tragen Sie die Codenummer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
  });

  it('leaves a recipe that no longer exists off the notice and says so on screen only', async () => {
    await openNotice([[CURRY.slug, 'gibt-es-nicht'], [], [], [], []]);
    const notice = await sheet();
    expect(notice).not.toHaveTextContent('gibt-es-nicht');
    expect(
      screen.getByText('Rezept „gibt-es-nicht“ gibt es nicht mehr – es steht nicht auf dem Aushang.'),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('group', { name: 'Allergene und Zusatzstoffe' })).toHaveTextContent(
      'Diese Woche enthält keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.',
    );
  });

  it('prints with the browser’s print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openNotice([[SOUP.slug], [], [], [], []]);
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('is reached from the Speiseplan of the same week', async () => {
    const { user, history } = await openNotice([[SOUP.slug], [], [], [], []], `/app/plan?woche=${WEEK}`);
    await user.click(await screen.findByRole('link', { name: 'Aushang drucken' }));
    expect(history.location.pathname).toBe(`/app/plan/${WEEK}/aushang`);
    expect(await sheet()).toHaveTextContent('Karottensuppe (10)');
  });

  it('refuses to print without the institution name and links to Mein Konto, but still shows the preview', async () => {
    await openNotice([[SOUP.slug], [], [], [], []], undefined, makeUser({ ...cook, name: '  ' }));
    expect(await sheet()).toHaveTextContent('Karottensuppe (10)');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeDisabled();
    expect(
      screen.getByText(/Ohne den Namen Ihrer Einrichtung kann der Aushang nicht gedruckt werden/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/app');
  });

  it('tells a cook without the institution name that the Küchenleitung enters it', async () => {
    await openNotice([[SOUP.slug], [], [], [], []], undefined, makeUser({ ...cook, name: '', role: 'cook' }));
    await sheet();
    expect(
      screen.getByText(
        'Ohne den Namen Ihrer Einrichtung kann der Aushang nicht gedruckt werden. Die Küchenleitung kann ihn unter „Mein Konto“ eintragen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
  });

  it('prints the letterhead under the institution', async () => {
    await openNotice(
      [[SOUP.slug], [], [], [], []],
      undefined,
      makeUser({ ...cook, letterhead: 'Lindenweg 3' }),
    );
    expect(within(await sheet()).getByTestId('letterhead')).toHaveTextContent('Lindenweg 3');
    expect(screen.queryByText(/Ohne den Namen Ihrer Einrichtung/)).not.toBeInTheDocument();
  });

  it('names an address that is no calendar week', async () => {
    await renderApp('/app/plan/2026-W54/aushang', {
      preloadedState: loggedIn(cook),
      backend: planBackend().transport,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Woche nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor to the sign-in', async () => {
    const { history } = await renderApp(`/app/plan/${WEEK}/aushang`, { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1 });
    expect(history.location.pathname).toBe('/login');
  });
});
