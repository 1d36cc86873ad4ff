/** The legal pages show the operator details the build was configured with (vite.config.ts's define). */
import { screen } from '@testing-library/react';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

const CONFIGURED = {
  'operator.name': 'Bio-Kantine Musterort gGmbH',
  'operator.address': 'Hauptstraße 5, 80331 München',
  'operator.email': 'info@bio-kantine.de',
  'operator.phone': '+49 89 987654',
  'operator.register': 'Handelsregister Amtsgericht München, HRB 123456',
  'operator.vatId': 'DE123456789',
  'operator.responsible': 'Anna Schmidt, Hauptstraße 5, 80331 München',
  'operator.privacyContact': 'datenschutz@bio-kantine.de',
  'operator.legalForm': 'Körperschaft des öffentlichen Rechts',
  'operator.representative': 'Präsidentin Dr. Anna Schmidt',
  'operator.mailProvider': 'Mailversand Nord GmbH',
  'operator.mailProviderSeat': 'Hafenstraße 1, 20457 Hamburg',
  'operator.mailServerLocation': 'Deutschland',
  'operator.kind': 'bund',
};

jest.mock('./operatorDetails', () => ({ OPERATOR_PLACEHOLDER_VALUES: CONFIGURED }));

test('the Impressum shows the configured operator, not the examples', async () => {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
  await renderApp('/artikel/impressum', { preloadedState: loggedOut, backend });

  expect(await screen.findByText(/Bio-Kantine Musterort gGmbH/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'info@bio-kantine.de' })).toHaveAttribute(
    'href',
    'mailto:info@bio-kantine.de',
  );
  expect(screen.getByText('Rechtsform: Körperschaft des öffentlichen Rechts')).toBeInTheDocument();
  expect(screen.getByText('Vertreten durch: Präsidentin Dr. Anna Schmidt')).toBeInTheDocument();
  expect(screen.queryByText(/Beispielangabe/)).not.toBeInTheDocument();
});

test('the accessibility statement names the body for the configured kind of operator', async () => {
  const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
  await renderApp('/artikel/barrierefreiheit', { preloadedState: loggedOut, backend });

  // A federal public body: the arbitration body under § 16 BGG, not the Länder's market surveillance.
  expect(await screen.findByText(/ist eine öffentliche Stelle des Bundes/)).toBeInTheDocument();
  expect(screen.getAllByText(/Schlichtungsstelle nach dem Behindertengleichstellungsgesetz/)).toHaveLength(1);
  expect(screen.queryByText(/Marktüberwachungsstelle/)).not.toBeInTheDocument();
});

test('without a build the details are the marked examples', () => {
  jest.isolateModules(() => {
    const { OPERATOR_PLACEHOLDER_VALUES } =
      jest.requireActual<typeof import('./operatorDetails')>('./operatorDetails');
    expect(OPERATOR_PLACEHOLDER_VALUES['operator.name']).toMatch(/Beispielangabe/);
  });
});

test('a build defines the configured details', () => {
  const details = Object.fromEntries(
    Object.entries(CONFIGURED).map(([k, v]) => [k.slice('operator.'.length), v]),
  );
  (globalThis as Record<string, unknown>).__SPEISEPLANER_OPERATOR__ = details;
  try {
    jest.isolateModules(() => {
      const { OPERATOR_PLACEHOLDER_VALUES } =
        jest.requireActual<typeof import('./operatorDetails')>('./operatorDetails');
      expect(OPERATOR_PLACEHOLDER_VALUES).toEqual(CONFIGURED);
    });
  } finally {
    delete (globalThis as Record<string, unknown>).__SPEISEPLANER_OPERATOR__;
  }
});
