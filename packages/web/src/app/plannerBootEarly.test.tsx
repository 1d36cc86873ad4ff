/**
 * A cook opening the Speiseplan again while Firebase Auth still restores the session (it loads and reads
 * its own storage first): the kept week of the account signed in last on this device shows at once, no
 * backend call goes out without the account, and Auth's answer confirms the kept copy or takes it away
 * (another account, or none, never sees it) (docs/architecture.md, "Planner boot").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import '../../test/fakeIndexedDb';
import { emptyPlanWeek, type PlanWeek, type User } from '@speiseplaner/shared';
import { FakeAuthApi } from '../../test/auth/fakeAuthApi';
import type { AuthAccount } from '../features/auth/authApi';
import { renderApp } from '../../test/renderWithProviders';
import { INGREDIENTS, listEntry, plannerBackend, SOUP, CURRY } from '../../test/testCatalogue';
import { kitchenSession, kitchenUser, makeUser } from '../../test/users';

const WEEK = '2026-W10';
const weekWith = (slug: string): PlanWeek => ({
  ...emptyPlanWeek(WEEK),
  days: [[slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
});
const READS = ['ingredients/checkFetch', 'recipes/list', 'recipes/listImages', 'plan/listWeeks'] as const;

const otherUser = makeUser({
  id: 'uid-regenbogen',
  name: 'Kita Regenbogen',
  email: 'kueche@regenbogen.example',
  features: kitchenUser.features,
});
const otherSession = { ...kitchenSession, uid: otherUser.id, email: otherUser.email };

// The sign-in check's saga goes on after a test's last look (it drops old stores through a lazy import of
// offlineDb): let it finish while the test environment still stands, else jest fails the file.
afterEach(async () => {
  await act(async () => {
    await import('../platform/offline/offlineDb');
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  localStorage.clear();
});

function backendOf(user: User, week: PlanWeek) {
  return plannerBackend({
    extra: {
      'user/validate': () => ({ user, isNew: false }),
      'ingredients/checkFetch': () => ({ upToDate: false, catalogueVersion: 7, ingredients: INGREDIENTS }),
      'recipes/list': () => ({ recipes: [SOUP, CURRY].map(listEntry), listVersion: 'liste-1' }),
      'plan/listWeeks': ({ from = '', to = '9999' }) => ({
        weeks: week.id >= from && week.id <= to ? [week] : [],
      }),
      'workshops/list': () => ({ workshops: [] }),
    },
  });
}

/** Firebase Auth that has not restored its session yet: no account and no report until `restore`. */
class RestoringAuth extends FakeAuthApi {
  private restored = false;
  private open: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  restore() {
    this.restored = true;
    this.open();
  }

  override currentAccount(): AuthAccount | null {
    return this.restored ? super.currentAccount() : null;
  }

  override onAuthStateChanged(listener: (account: AuthAccount | null) => void): () => void {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void this.gate.then(() => {
      if (!stopped) unsubscribe = super.onAuthStateChanged(listener);
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }
}

const monday = () => screen.findByRole('region', { name: 'Montag, 02.03.2026' });

/** The first visit of the kitchen: everything loaded and kept, the account noted beside the session. */
async function firstVisit() {
  const view = await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(kitchenSession),
    backend: backendOf(kitchenUser, weekWith(SOUP.slug)),
  });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  view.unmount();
}

test('the kept week shows before Auth has restored the session, and stays when Auth confirms it', async () => {
  await firstVisit();
  const auth = new RestoringAuth(kitchenSession);
  const backend = backendOf(kitchenUser, weekWith(SOUP.slug));
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: auth, backend });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  // Without the account nothing went to the backend.
  expect(backend.calls).toEqual([]);
  await act(async () => auth.restore());
  await waitFor(() => expect(backend.callsOf('user/validate')).toHaveLength(1));
  await waitFor(() => expect(backend.callsOf('plan/listWeeks')).toHaveLength(1));
  expect(await screen.findByRole('region', { name: 'Woche im Überblick' })).toBeInTheDocument();
  expect(within(await monday()).getByText('Karottensuppe')).toBeInTheDocument();
  // Each read went out once, with the kept versions.
  for (const type of READS) expect({ type, calls: backend.callsOf(type).length }).toEqual({ type, calls: 1 });
  expect(backend.callsOf('recipes/list')).toEqual([{ listVersion: 'liste-1' }]);
  expect(backend.callsOf('plan/listWeeks')).toEqual([{ from: '2026-W07', to: WEEK, known: { [WEEK]: 1 } }]);
});

test('another account restored by Auth never sees the kept week of the one before', async () => {
  await firstVisit();
  const auth = new RestoringAuth(otherSession);
  const backend = backendOf(otherUser, weekWith(CURRY.slug));
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: auth, backend });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  await act(async () => auth.restore());
  await waitFor(() => expect(screen.queryByText('Karottensuppe')).not.toBeInTheDocument());
  expect(await within(await monday()).findByText('Hähnchen-Curry')).toBeInTheDocument();
  expect(screen.queryByText('Karottensuppe')).not.toBeInTheDocument();
  // The new account's sign-in went through: no message of a dropped call.
  expect(screen.queryByText(/verworfen/)).not.toBeInTheDocument();
  expect(backend.callsOf('user/validate')).toHaveLength(1);
  // Every call went with the other account's kitchen, none with the one kept before.
  expect(backend.calls.filter((sent) => sent.kitchen === kitchenUser.kitchenId)).toEqual([]);
});

test('a session that ended meanwhile takes the kept week away, and nothing is asked of the backend', async () => {
  await firstVisit();
  const auth = new RestoringAuth(null);
  const backend = backendOf(kitchenUser, weekWith(SOUP.slug));
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: auth, backend });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  await act(async () => auth.restore());
  await waitFor(() => expect(screen.queryByText('Karottensuppe')).not.toBeInTheDocument());
  for (const type of READS) expect({ type, calls: backend.callsOf(type).length }).toEqual({ type, calls: 0 });
});

test('an account remembered without a kept copy (its store deleted) loads the week as on any first visit', async () => {
  // What the last sign-in left in localStorage; the offline store of this test file has nothing of it.
  localStorage.setItem('speiseplaner-session', '1');
  localStorage.setItem('speiseplaner-session-uid', 'uid-ohne-ablage');
  const session = { ...kitchenSession, uid: 'uid-ohne-ablage' };
  const user = makeUser({ ...kitchenUser, id: 'uid-ohne-ablage', kitchenId: 'uid-ohne-ablage' });
  const backend = backendOf(user, weekWith(SOUP.slug));
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: new FakeAuthApi(session), backend });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  for (const type of READS) expect({ type, calls: backend.callsOf(type).length }).toEqual({ type, calls: 1 });
});

test("a returning cook's page code starts loading before Auth has answered; a visitor's does not", async () => {
  await firstVisit();
  const preloaded: string[] = [];
  const auth = new RestoringAuth(kitchenSession);
  const backend = backendOf(kitchenUser, weekWith(SOUP.slug));
  const view = await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: auth,
    backend,
    preloadPage: (pathname) => preloaded.push(pathname),
  });
  expect(preloaded).toContain('/app/plan');
  expect(backend.calls).toEqual([]);
  await act(async () => auth.restore());
  await waitFor(() => expect(backend.callsOf('plan/listWeeks')).toHaveLength(1));
  view.unmount();
  localStorage.clear();

  // Nobody signed in on this browser: the login page, and no planner code asked for.
  const visitor: string[] = [];
  await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(null),
    backend: backendOf(kitchenUser, weekWith(SOUP.slug)),
    preloadPage: (pathname) => visitor.push(pathname),
  });
  expect(await screen.findByRole('heading', { name: 'Login & Registrierung' })).toBeInTheDocument();
  expect(visitor).toEqual([]);
});
