/** The functions' Firestore handle works even when firebase-functions created its own app first (production order). */
it('creates the default app although another app exists', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { initializeApp } = require('firebase-admin/app') as typeof import('firebase-admin/app');
    initializeApp({ projectId: process.env.GCLOUD_PROJECT }, '__FIREBASE_FUNCTIONS_SDK__');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { db } = require('../../src/lib/admin') as typeof import('../../src/lib/admin');
    expect(db().collection('users').path).toBe('users');
  });
});
