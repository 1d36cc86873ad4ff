import { screen } from '@testing-library/react';
import { formatLongDate, workshopWhen } from '@speiseplaner/shared';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';
import { workshopIn } from '../../../test/workshops';

const open = workshopIn(30, 'getreide-huelsenfruechte', 'Kochen mit Getreide', {
  location: 'Lehrküche Giesing',
});
const cancelled = workshopIn(35, 'klima', 'Abgesagt: Klima im Frühling');
const past = workshopIn(-3, 'brot', 'Brot im Herbst');
const full = workshopIn(32, 'brot', 'Brot im Winter', { capacity: 8, seatsTaken: 8 });
const almostFull = workshopIn(33, 'brot', 'Brot im Januar', { capacity: 8, seatsTaken: 7 });

function renderWorkshop(slug: string) {
  const backend = makeTransport({
    'workshops/list': () => ({ workshops: [open, cancelled, past, full, almostFull] }),
  });
  return renderApp(`/workshops/${slug}`, { preloadedState: loggedOut, backend });
}

describe('workshop page', () => {
  it('shows an open workshop with time, place, topic link and registration', async () => {
    const { user } = await renderWorkshop(open.slug);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kochen mit Getreide' })).toBeInTheDocument();
    // Dates in words for the public (docs/product.md, "Daten und Uhrzeiten"), never yyyy-MM-dd.
    expect(screen.getByText(`${workshopWhen(open)} (90 Minuten) · Lehrküche Giesing`)).toBeInTheDocument();
    expect(screen.getByText(`Anmeldeschluss: ${formatLongDate(open.deadline)}`)).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('link', { name: 'Mehr zum Thema Getreide und Hülsenfrüchte' })).toHaveAttribute(
      'href',
      '/artikel/kochen-mit-getreide',
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const dialog = screen.getByRole('dialog', { name: 'Anmeldung: Kochen mit Getreide' });
    expect(dialog).toHaveTextContent(
      `${workshopWhen(open)} · Anmeldeschluss ${formatLongDate(open.deadline)}`,
    );
    expect(dialog.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says a full workshop is booked out and offers no registration; otherwise the places left (#17)', async () => {
    await renderWorkshop(full.slug);
    expect(await screen.findByText('Dieser Workshop ist leider ausgebucht.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('names the places left of a workshop with a capacity (#17)', async () => {
    await renderWorkshop(almostFull.slug);
    expect(await screen.findByText(/noch 1 Platz frei/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('says a cancelled workshop is cancelled and offers no registration', async () => {
    await renderWorkshop(cancelled.slug);
    expect(await screen.findByText('Dieser Workshop wurde abgesagt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('says a past workshop has taken place', async () => {
    await renderWorkshop(past.slug);
    expect(await screen.findByText('Dieser Workshop hat bereits stattgefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});
