/**
 * When the service worker registers: after the page has loaded, on the planner's routes, and elsewhere
 * only once one is there; a waiting new version brings the update prompt. The registration itself
 * (vite-plugin-pwa's virtual module) exists only in a Vite build and is replaced here.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../../../test/app';
import { registerServiceWorker, type ActivateUpdate } from './registerServiceWorker';
import ServiceWorkerUpdates from './ServiceWorkerUpdates';

jest.mock('./registerServiceWorker', () => ({ registerServiceWorker: jest.fn() }));
const register = jest.mocked(registerServiceWorker);

function withServiceWorker(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

async function renderAt(path: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <ServiceWorkerUpdates />
      </MemoryRouter>
    </Provider>,
  );
  // jsdom's document has loaded: the registration is one macrotask and one import away.
  await act(() => new Promise((done) => setTimeout(done, 10)));
}

afterEach(() => {
  register.mockReset();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

test('registers on a planner page and shows the prompt when a new version waits', async () => {
  withServiceWorker(null);
  await renderAt('/app/plan');
  expect(register).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Neue Version verfügbar')).not.toBeInTheDocument();

  const activate: ActivateUpdate = jest.fn(async () => undefined);
  act(() => register.mock.calls[0]![0](activate));

  expect(await screen.findByRole('alert')).toHaveTextContent('Neue Version verfügbar');
  expect(screen.getByRole('button', { name: 'Neu laden' })).toBeEnabled();
});

test('a visitor reading an article gets no service worker', async () => {
  withServiceWorker(null);
  await renderAt('/artikel/schulung-und-beratung');
  expect(register).not.toHaveBeenCalled();
});

test('on a public page it registers once a service worker is there, to keep it up to date', async () => {
  withServiceWorker({});
  await renderAt('/artikel/schulung-und-beratung');
  expect(register).toHaveBeenCalledTimes(1);
});

test('a browser without service workers gets none', async () => {
  await renderAt('/app/plan');
  expect(register).not.toHaveBeenCalled();
});
