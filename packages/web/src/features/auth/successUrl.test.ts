import { defaultSuccessPath, successPath } from './successUrl';
import { loginPathFrom } from '../../platform/loginPath';

const ORIGIN = 'https://speiseplaner.example';
const after = (query: string, fallback?: string) => successPath(new URLSearchParams(query), ORIGIN, fallback);

test('the sign-in goes back to the page of this site it was started from, query included', () => {
  expect(after(`signInSuccessUrl=${encodeURIComponent('/app/plan?woche=2026-W50')}`)).toBe(
    '/app/plan?woche=2026-W50',
  );
  expect(after('continueUrl=%2Fapp%2Feinkauf')).toBe('/app/einkauf');
});

test('no address of another site, however written, and never the sign-in page again', () => {
  for (const target of [
    'https://boese.example/app',
    '//boese.example/app',
    '/\\boese.example/app',
    'javascript:alert(1)',
    '/login?signInSuccessUrl=%2Fapp',
  ])
    expect([target, after(`signInSuccessUrl=${encodeURIComponent(target)}`)]).toEqual([target, '/app/plan']);
});

test('without a page named: the Speiseplan, the account page for a new sign-up or a person without kitchen', () => {
  expect(defaultSuccessPath({ isNew: false, kitchenId: 'k1' })).toBe('/app/plan');
  expect(defaultSuccessPath(undefined)).toBe('/app/plan');
  expect(defaultSuccessPath({ isNew: true, kitchenId: 'k1' })).toBe('/app');
  expect(defaultSuccessPath({ isNew: false, kitchenId: '' })).toBe('/app');
  // A kitchen without the Speiseplan would only be refused there.
  expect(defaultSuccessPath({ kitchenId: 'k1', features: { plan: true } })).toBe('/app/plan');
  expect(defaultSuccessPath({ kitchenId: 'k1', features: { videos: true } })).toBe('/app');
  expect(defaultSuccessPath({ kitchenId: 'k1', features: {} })).toBe('/app');
});

test('the sign-in address names the page it starts from, but not the home page or itself', () => {
  expect(loginPathFrom('/app/plan?woche=2026-W50')).toBe(
    '/login?signInSuccessUrl=%2Fapp%2Fplan%3Fwoche%3D2026-W50',
  );
  expect(loginPathFrom('/artikel/speiseplan')).toBe('/login?signInSuccessUrl=%2Fartikel%2Fspeiseplan');
  expect(loginPathFrom('/')).toBe('/login');
  expect(loginPathFrom('/login?mode=signIn')).toBe('/login');
});
