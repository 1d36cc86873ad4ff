import {
  ACTIONS,
  DomainError,
  newsletterConfirmLinkExpired,
  newsletterLink,
  newsletterMailedRecently,
  parseActionPayload,
} from '../../src';

const id = 'a'.repeat(40);
const token = 'Zx9_-'.repeat(7);
/** The German message the web app shows for a payload (the first issue's). */
const messageOf = (type: keyof typeof ACTIONS, payload: unknown) =>
  ACTIONS[type].payload.safeParse(payload).error?.issues[0]?.message;

describe('newsletter payloads', () => {
  it('takes an e-mail address and refuses a malformed one in German', () => {
    expect(parseActionPayload('newsletter/subscribe', { email: 'kueche@kita-sonne.de' }).email).toBe(
      'kueche@kita-sonne.de',
    );
    expect(messageOf('newsletter/subscribe', { email: 'kueche@' })).toBe('Diese E-Mail-Adresse ist ungültig');
    expect(() => parseActionPayload('newsletter/subscribe', {})).toThrow(DomainError);
  });

  it('takes a link id and token only in their exact form (a cut-off link says so)', () => {
    expect(parseActionPayload('newsletter/confirm', { id, token })).toEqual({ id, token });
    const cutOff = 'Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.';
    expect(messageOf('newsletter/confirm', { id: id.slice(1), token })).toBe(cutOff);
    expect(messageOf('newsletter/unsubscribe', { id, token: token.slice(0, 20) })).toBe(cutOff);
    expect(messageOf('newsletter/unsubscribe', { id, token: `${token}<` })).toBe(cutOff);
  });
});

describe('newsletterLink', () => {
  it('builds the confirm and unsubscribe links on the app address', () => {
    expect(newsletterLink('https://speiseplaner.example/', 'confirm', id, token)).toBe(
      `https://speiseplaner.example/newsletter/bestaetigen?id=${id}&token=${token}`,
    );
    expect(newsletterLink('http://127.0.0.1:5173', 'unsubscribe', id, token)).toBe(
      `http://127.0.0.1:5173/newsletter/abmelden?id=${id}&token=${token}`,
    );
  });
});

describe('newsletter time rules', () => {
  const mailedAt = '2026-03-02T08:00:00.000Z';
  const after = (minutes: number) => new Date(Date.parse(mailedAt) + minutes * 60_000);

  it('counts a mail as recent for 10 minutes (no second mail within them)', () => {
    expect(newsletterMailedRecently(mailedAt, after(9))).toBe(true);
    expect(newsletterMailedRecently(mailedAt, after(10))).toBe(false);
    expect(newsletterMailedRecently(mailedAt, after(60))).toBe(false);
  });

  it('lets a confirmation link work for 7 days, and not at all when the mail time is unreadable', () => {
    expect(newsletterConfirmLinkExpired(mailedAt, after(7 * 24 * 60))).toBe(false);
    expect(newsletterConfirmLinkExpired(mailedAt, after(7 * 24 * 60 + 1))).toBe(true);
    expect(newsletterConfirmLinkExpired('gestern', after(1))).toBe(true);
  });
});
