import { screen, within } from '@testing-library/react';
import { makeTransport, TransportError, type Handler } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

const SENT =
  'Wir haben eine E-Mail an jana@regenbogen.example geschickt. Bitte bestätigen Sie darin Ihre Anmeldung.';

const answerSent: Handler<'newsletter/subscribe'> = ({ email }) => ({ email, message: SENT });

async function openPage(subscribe: Handler<'newsletter/subscribe'> = answerSent) {
  const backend = makeTransport({ 'newsletter/subscribe': subscribe });
  const harness = await renderApp('/newsletter', { preloadedState: loggedOut, backend });
  const field = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
  const button = screen.getByRole('button', { name: 'Newsletter abonnieren' });
  return { ...harness, backend, field, button };
}

describe('newsletter sign-up', () => {
  it('explains what the address is used for and links the privacy page', async () => {
    await openPage();
    const note = screen.getByText(/nur für den Versand des Newsletters/);
    expect(note).toHaveTextContent('Zuerst senden wir Ihnen eine E-Mail mit einem Bestätigungslink');
    expect(note).toHaveTextContent('Abbestellen können Sie jederzeit über den Link in jeder Ausgabe');
    expect(within(note).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/artikel/datenschutz',
    );
    expect(document.title).toBe('Newsletter – Speiseplaner');
  });

  it('asks for an address when the field is empty, focuses it and sends nothing', async () => {
    const { user, backend, field, button } = await openPage();
    await user.click(button);

    expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls).toEqual([]);
  });

  it('refuses a malformed address in German and keeps it for correction', async () => {
    const { user, backend, field, button } = await openPage();
    await user.type(field, 'jana@regenbogen');
    await user.click(button);

    expect(screen.getByText('Diese E-Mail-Adresse ist ungültig')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('jana@regenbogen');
    expect(backend.calls).toEqual([]);
  });

  it('sends the trimmed address on Enter and shows the answer with the spam-folder hint', async () => {
    const { user, backend, field } = await openPage();
    await user.type(field, '  jana@regenbogen.example {Enter}');

    expect(await screen.findByText(/Bitte bestätigen Sie darin Ihre Anmeldung\./)).toHaveTextContent(
      `${SENT} Falls die E-Mail nicht ankommt, sehen Sie bitte auch in Ihrem Spam-Ordner nach.`,
    );
    expect(backend.calls).toEqual([
      { type: 'newsletter/subscribe', payload: { email: 'jana@regenbogen.example' } },
    ]);
    // The form is replaced by the confirmation.
    expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).not.toBeInTheDocument();
  });

  it('shows the button as busy while sending', async () => {
    let answer: (value: unknown) => void = () => {};
    const { user, field, button } = await openPage(() => new Promise((resolve) => (answer = resolve)));
    await user.type(field, 'jana@regenbogen.example');
    await user.click(button);

    expect(button).toBeDisabled();
    expect(field).toBeDisabled();
    answer({ email: 'jana@regenbogen.example', message: SENT });
    expect(await screen.findByText(/Spam-Ordner/)).toBeInTheDocument();
  });

  it("shows the backend's German refusal and keeps the typed address", async () => {
    const { user, field, button } = await openPage(() => {
      throw new TransportError(
        'resource-exhausted',
        'Zu viele Anmeldungen. Bitte versuchen Sie es später noch einmal.',
      );
    });
    await user.type(field, 'jana@regenbogen.example');
    await user.click(button);

    expect(
      await screen.findByText('Zu viele Anmeldungen. Bitte versuchen Sie es später noch einmal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('jana@regenbogen.example');
    expect(screen.getByRole('button', { name: 'Newsletter abonnieren' })).toBeEnabled();
  });
});
