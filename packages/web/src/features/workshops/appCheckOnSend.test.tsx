/**
 * When App Check starts, seen from the workshop list: the real backend client (platform/transport/5-endpoints.ts,
 * platform/transport/6-callable.ts) against a local HTTP server that answers as the callables do. Reading the list sends no
 * App Check token and loads no App Check (so no reCAPTCHA); sending the registration form starts it and
 * carries a limited-use token (docs/operations.md, "App Check").
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import {
  appCheckStarted,
  registerAppCheck,
  type AppCheckTokens,
} from '../../platform/transport/appCheckToken';
import { backendAt } from '../../platform/transport/5-endpoints';
import type { FakeTransport } from '../../../test/fakeTransport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { workshopIn } from '../../../test/workshops';
import WorkshopList from './WorkshopList';

// Typing a whole form takes several seconds on a busy machine.
const workshop = workshopIn(30, 'brot', 'Brot backen mit Kindern');

interface Received {
  type: string;
  appCheck: string | undefined;
}

let server: Server;
let baseUrl: string;
let received: Received[];

/** Answers `workshops/list` and `workshops/apply` as the workshops callable does. */
beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { data } = JSON.parse(text) as { data: { type: string; payload: { email?: string } } };
      received.push({ type: data.type, appCheck: req.headers['x-firebase-appcheck'] as string | undefined });
      const payload =
        data.type === 'workshops/list'
          ? { workshops: [workshop] }
          : {
              registered: true,
              workshopSlug: workshop.slug,
              message: `Vielen Dank für Ihre Anmeldung! Eine Bestätigung geht an ${data.payload.email}.`,
            };
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ result: { type: `${data.type}/answer`, payload } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo/europe-west3`;
});

afterEach(async () => {
  registerAppCheck(null);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** App Check as appCheck.ts gives it, counting how often it was loaded and which tokens were asked for. */
function fakeAppCheck() {
  const asked: string[] = [];
  const tokens: AppCheckTokens = {
    token: () => Promise.resolve('standard-token'),
    limitedUseToken: () => {
      asked.push('limited-use');
      return Promise.resolve(`limited-use-token-${asked.length}`);
    },
  };
  const load = jest.fn(() => Promise.resolve(tokens));
  registerAppCheck(load);
  return { load, asked };
}

function renderList() {
  // The real client in place of the fake transport; the list itself never reads `calls`.
  const backend = Object.assign(backendAt(baseUrl), {
    calls: [],
    callsOf: () => [],
    kitchensOf: () => [],
  }) as FakeTransport;
  return renderWithProviders(<WorkshopList type="brot" />, { backend });
}

test('reading the workshop list starts no App Check and sends no token', async () => {
  const { load } = fakeAppCheck();
  const { user } = renderList();

  expect(await screen.findByText('Brot backen mit Kindern')).toBeInTheDocument();
  // Opening the form is still reading: nothing is sent yet.
  await user.click(screen.getByRole('button', { name: 'Anmelden: Brot backen mit Kindern' }));
  await screen.findByRole('dialog', { name: 'Anmeldung: Brot backen mit Kindern' });

  expect(received).toEqual([{ type: 'workshops/list', appCheck: undefined }]);
  expect(load).not.toHaveBeenCalled();
  expect(appCheckStarted()).toBe(false);
});

test('sending the registration starts App Check and carries a limited-use token', async () => {
  const { load, asked } = fakeAppCheck();
  const { user } = renderList();

  await user.click(await screen.findByRole('button', { name: 'Anmelden: Brot backen mit Kindern' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anmeldung: Brot backen mit Kindern' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jana Müller');
  await user.type(within(dialog).getByRole('textbox', { name: /Einrichtung/ }), 'Kita Regenbogen');
  await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'jana@regenbogen.example');
  expect(load).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Verbindlich anmelden' }));

  expect(await within(dialog).findByText(/Vielen Dank für Ihre Anmeldung!/)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(asked).toEqual(['limited-use']);
  expect(received).toEqual([
    { type: 'workshops/list', appCheck: undefined },
    { type: 'workshops/apply', appCheck: 'limited-use-token-1' },
  ]);
});
