/** E-mail hint and pending credential: kept for one hour in sessionStorage, gone once used. */
import {
  clearEmailHint,
  loadEmailHint,
  loadPendingCredential,
  newSessionId,
  saveEmailHint,
  savePendingCredential,
} from './pendingStorage';

beforeEach(() => sessionStorage.clear());

describe('pending sign-in data', () => {
  it('keeps the e-mail hint until it is cleared', () => {
    saveEmailHint({ email: 'kueche@kita.de', sessionId: 'abc' }, 1_000);
    expect(loadEmailHint(2_000)).toEqual({ email: 'kueche@kita.de', sessionId: 'abc' });
    clearEmailHint();
    expect(loadEmailHint(2_000)).toBeNull();
  });

  it('forgets a pending credential after 3600 seconds', () => {
    savePendingCredential({ email: 'kueche@kita.de', credential: { providerId: 'google.com' } }, 0);
    expect(loadPendingCredential(3_600_000)).not.toBeNull();
    expect(loadPendingCredential(3_600_001)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('makes 32-character alphanumeric session ids', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newSessionId()).not.toBe(id);
  });
});
