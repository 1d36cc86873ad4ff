import { screen, within } from '@testing-library/react';
import { workshopTimeRange } from '@speiseplaner/shared';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { makeTransport } from '../../../test/fakeTransport';
import { workshopIn } from '../../../test/workshops';
import WorkshopList from './WorkshopList';

const klimaSoon = workshopIn(20, 'klima', 'Klimafreundlich kochen', { location: 'Bürgerhaus Mitte' });
const klimaLater = workshopIn(60, 'klima', 'Klima in der Mensa');
const brotSoon = workshopIn(30, 'brot', 'Brot backen mit Kindern', {
  annotation: 'Ganztägig mit Mittagspause',
});
const klimaPast = workshopIn(-5, 'klima', 'Klima gestern');
const klimaDeadlinePassed = workshopIn(7, 'klima', 'Klima kurzfristig');

function renderList(workshops: unknown[], type?: string) {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops }) });
  const view = renderWithProviders(<WorkshopList type={type} />, { backend });
  return { ...view, backend };
}

const titles = async () => {
  const list = await screen.findByRole('list', { name: 'Workshops' });
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
};

// The workshop's date follows today's, so any weekday and month can come up ("Mittwoch", "März").
const GERMAN_LONG_DATE =
  /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \p{L}+ \d{4}$/u;

describe('workshop widget', () => {
  it('says that nothing is planned when no workshop is upcoming', async () => {
    renderList([klimaPast]);
    expect(await screen.findByText('Derzeit sind keine Workshops geplant.')).toBeInTheDocument();
  });

  it('shows only the next workshop of each type without a type', async () => {
    const { backend } = renderList([klimaLater, brotSoon, klimaPast, klimaSoon]);

    expect(await titles()).toEqual(['Klimafreundlich kochen', 'Brot backen mit Kindern']);
    expect(backend.callsOf('workshops/list')).toEqual([{}]);
  });

  it('shows every upcoming workshop of the given type by date', async () => {
    renderList([klimaLater, brotSoon, klimaPast, klimaSoon, klimaDeadlinePassed], 'klima');

    expect(await titles()).toEqual(['Klima kurzfristig', 'Klimafreundlich kochen', 'Klima in der Mensa']);
  });

  it('shows date badge, location (default online) and annotation or time range', async () => {
    renderList([klimaSoon, brotSoon, workshopIn(40, 'kleinkinder', 'Essen für die Kleinsten')]);
    const list = await screen.findByRole('list', { name: 'Workshops' });
    const [klima, brot, kleinkinder] = within(list).getAllByRole('listitem');

    expect(within(klima!).getByText('Bürgerhaus Mitte')).toBeInTheDocument();
    expect(within(klima!).getByText(workshopTimeRange(klimaSoon))).toBeInTheDocument();
    expect(within(klima!).getByText(/^\d\d:\d\d–\d\d:\d\d Uhr$/)).toBeInTheDocument();
    expect(within(brot!).getByText('Ganztägig mit Mittagspause')).toBeInTheDocument();
    expect(within(brot!).queryByText(/ Uhr$/)).not.toBeInTheDocument();
    expect(within(kleinkinder!).getByText('Online-Veranstaltung')).toBeInTheDocument();
    expect(within(klima!).getByRole('img', { name: GERMAN_LONG_DATE })).toBeInTheDocument();
    expect(within(klima!).getByRole('link', { name: 'Klimafreundlich kochen' })).toHaveAttribute(
      'href',
      `/workshops/${klimaSoon.slug}`,
    );
  });

  it("offers 'Anmelden' only with a type and while registration is open", async () => {
    const cancelled = workshopIn(45, 'klima', 'Abgesagt: Klima im Herbst');
    renderList([klimaSoon, klimaDeadlinePassed, cancelled], 'klima');
    await titles();

    expect(screen.getByRole('button', { name: 'Anmelden: Klimafreundlich kochen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden: Klima kurzfristig' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Anmelden: Abgesagt: Klima im Herbst' }),
    ).not.toBeInTheDocument();
  });

  it("says 'Ausgebucht' instead of 'Anmelden' when every place is taken (#17)", async () => {
    const full = workshopIn(25, 'klima', 'Klima voll', { capacity: 12, seatsTaken: 12 });
    const free = workshopIn(26, 'klima', 'Klima frei', { capacity: 12, seatsTaken: 11 });
    renderList([full, free], 'klima');
    const list = await screen.findByRole('list', { name: 'Workshops' });
    const [fullItem, freeItem] = within(list).getAllByRole('listitem');

    expect(within(fullItem!).getByText('Ausgebucht')).toBeInTheDocument();
    expect(within(fullItem!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(freeItem!).getByRole('button', { name: 'Anmelden: Klima frei' })).toBeInTheDocument();
  });

  it("never offers 'Anmelden' in the list without a type", async () => {
    renderList([klimaSoon, brotSoon]);
    await titles();
    expect(screen.queryByRole('button', { name: /^Anmelden/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Anmeldung geschlossen')).not.toBeInTheDocument();
  });

  it('shows a German error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    const backend = makeTransport({
      'workshops/list': () => {
        if (fail) throw new Error('Ein Netzwerkfehler ist aufgetreten');
        return { workshops: [klimaSoon] };
      },
    });
    const { user } = renderWithProviders(<WorkshopList />, { backend });

    expect(await screen.findByText(/Die Workshops konnten nicht geladen werden/)).toHaveTextContent(
      'Ein Netzwerkfehler ist aufgetreten',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await titles()).toEqual(['Klimafreundlich kochen']);
  });
});
