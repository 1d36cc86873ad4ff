/**
 * "Neue Version verfügbar" comes only for a worker that waits beside an active one. workbox-window also
 * reports the very first worker as waiting when it needs more than 200 ms to activate (a busy phone on the
 * first visit): no prompt then. vite-plugin-pwa's virtual module exists only in a Vite build and is
 * replaced by one that hands over the options it got; the browser's registration is a plain object.
 */
type Options = { onNeedRefresh?: () => void };

let options: Options = {};
jest.mock(
  'virtual:pwa-register',
  () => ({
    registerSW: (given: Options) => {
      options = given;
      return async () => undefined;
    },
  }),
  { virtual: true },
);

interface Registration {
  active: object | null;
  waiting: object | null;
}

function browserWith(registration: Registration) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: null, addEventListener: jest.fn(), getRegistration: async () => registration },
    configurable: true,
  });
}

/** A fresh module each time: it registers once per page. */
async function register(onUpdate: jest.Mock) {
  await jest.isolateModulesAsync(async () => {
    const { registerServiceWorker } = await import('./registerServiceWorker');
    registerServiceWorker(onUpdate);
  });
}

const settled = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  options = {};
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

test('a new worker waiting beside the active one brings the prompt', async () => {
  browserWith({ active: { id: 'alt' }, waiting: { id: 'neu' } });
  const onUpdate = jest.fn();
  await register(onUpdate);
  options.onNeedRefresh!();
  await settled();
  expect(onUpdate).toHaveBeenCalledTimes(1);
  expect(onUpdate.mock.calls[0]![0]).toEqual(expect.any(Function));
});

test('the first worker of a first visit, slow to activate, brings no prompt', async () => {
  browserWith({ active: null, waiting: { id: 'erster' } });
  const onUpdate = jest.fn();
  await register(onUpdate);
  options.onNeedRefresh!();
  await settled();
  expect(onUpdate).not.toHaveBeenCalled();
});

test('no prompt once that first worker has activated meanwhile', async () => {
  const first = { id: 'erster' };
  browserWith({ active: first, waiting: null });
  const onUpdate = jest.fn();
  await register(onUpdate);
  options.onNeedRefresh!();
  await settled();
  expect(onUpdate).not.toHaveBeenCalled();
});
