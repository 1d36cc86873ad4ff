import { screen, within } from '@testing-library/react';
import { RATE_LIMITED_MESSAGE } from '@speiseplaner/shared';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { makeTransport, TransportError, type Handler } from '../../../test/fakeTransport';
import { workshopIn } from '../../../test/workshops';
import WorkshopList from './WorkshopList';

const workshop = workshopIn(30, 'brot', 'Brot backen mit Kindern');

/** Answers like the workshops callable: registered, with its German confirmation. */
const registered: Handler<'workshops/apply'> = ({ workshopSlug, email }) => ({
  registered: true,
  workshopSlug,
  message: `Vielen Dank für Ihre Anmeldung! Eine Bestätigung geht an ${email}.`,
});

function setup(apply: Handler<'workshops/apply'> = registered) {
  const backend = makeTransport({
    'workshops/list': () => ({ workshops: [workshop] }),
    'workshops/apply': apply,
  });
  return { ...renderWithProviders(<WorkshopList type="brot" />, { backend }), backend };
}

async function openDialog(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Anmelden: Brot backen mit Kindern' }));
  return screen.findByRole('dialog', { name: 'Anmeldung: Brot backen mit Kindern' });
}

describe('workshop registration', () => {
  it('checks the fields in German before sending anything', async () => {
    const { user, backend } = setup();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'kein-at-zeichen');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Teilnehmerzahl/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Teilnehmerzahl/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(within(dialog).getByText('Bitte geben Sie Ihren Namen ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie Ihre Einrichtung ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bitte geben Sie eine Teilnehmerzahl von 1 bis 20 ein.'),
    ).toBeInTheDocument();
    expect(backend.callsOf('workshops/apply')).toEqual([]);
  });

  it('refuses a link in the institution at the field, in German, and sends nothing (#17)', async () => {
    const { user, backend } = setup();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), "Jürgen O'Neill-Schäfer");
    await user.type(
      within(dialog).getByRole('textbox', { name: /Einrichtung/ }),
      'Gewinn: https://spam.example',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(within(dialog).getByText('Bitte geben Sie die Einrichtung ohne Links ein.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/den Namen/)).not.toBeInTheDocument();
    expect(backend.callsOf('workshops/apply')).toEqual([]);
  });

  it('sends the registration and confirms it in German', async () => {
    const { user, backend } = setup();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jana Müller');
    await user.type(within(dialog).getByRole('textbox', { name: /Einrichtung/ }), 'Kita Regenbogen');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Teilnehmerzahl/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Teilnehmerzahl/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(await within(dialog).findByText(/Vielen Dank für Ihre Anmeldung!/)).toHaveTextContent(
      'jana@regenbogen.example',
    );
    expect(backend.callsOf('workshops/apply')).toEqual([
      {
        workshopSlug: workshop.slug,
        name: 'Jana Müller',
        institution: 'Kita Regenbogen',
        email: 'jana@regenbogen.example',
        participants: 2,
      },
    ]);
  });

  it("shows the server's confirmation text when it sends one", async () => {
    const { user } = setup(() => ({
      registered: true,
      workshopSlug: workshop.slug,
      message: 'Sie sind angemeldet. Die Bestätigung ist unterwegs.',
    }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jana Müller');
    await user.type(within(dialog).getByRole('textbox', { name: /Einrichtung/ }), 'Kita Regenbogen');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(
      await within(dialog).findByText('Sie sind angemeldet. Die Bestätigung ist unterwegs.'),
    ).toBeInTheDocument();
  });

  it("shows the backend's German refusal and keeps the form", async () => {
    const { user } = setup(() => {
      throw new TransportError('already-exists', 'Mit dieser E-Mail-Adresse sind Sie bereits angemeldet.');
    });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jana Müller');
    await user.type(within(dialog).getByRole('textbox', { name: /Einrichtung/ }), 'Kita Regenbogen');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(
      await within(dialog).findByText('Mit dieser E-Mail-Adresse sind Sie bereits angemeldet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Jana Müller');
  });

  it('says in German when too many registrations came from one place, and keeps the form (#17)', async () => {
    const { user } = setup(() => {
      throw new TransportError('resource-exhausted', RATE_LIMITED_MESSAGE);
    });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jana Müller');
    await user.type(within(dialog).getByRole('textbox', { name: /Einrichtung/ }), 'Kita Regenbogen');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

    expect(await within(dialog).findByText(RATE_LIMITED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-Mail/ })).toHaveValue('jana@regenbogen.example');
  });
});
