/** The production build's App Check check (vite.config.ts). */
import { appCheckBuildProblem } from './appCheckBuildCheck';

test('a build for a real project without the site key fails with a German message', () => {
  const problem = appCheckBuildProblem({
    MODE: 'speiseplaner-prod',
    VITE_FIREBASE_PROJECT_ID: 'speiseplaner-prod',
  });

  expect(problem).toMatch(
    /^VITE_APPCHECK_SITE_KEY fehlt \(Modus „speiseplaner-prod“\): .*lehnen die Functions/,
  );
  expect(appCheckBuildProblem({ MODE: 'production', VITE_APPCHECK_SITE_KEY: '  ' })).not.toBeNull();
});

test('a build with the site key passes', () => {
  expect(appCheckBuildProblem({ MODE: 'production', VITE_APPCHECK_SITE_KEY: '6LcTestKey' })).toBeNull();
});

test('a build for the emulators (pnpm dev, browser tests) needs no key', () => {
  expect(appCheckBuildProblem({ MODE: 'production', VITE_USE_EMULATORS: 'true' })).toBeNull();
});
