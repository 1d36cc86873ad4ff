import { ACTIONS, DomainError, newsletterLink, parseActionPayload } from '../../src';

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
