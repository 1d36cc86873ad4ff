/** controller/team/mail.ts: the German invitation mail (the integration test follows its link). */
import { invitationMail } from '../../src/controller/team/mail';

const expiresAt = Date.UTC(2026, 11, 5, 12, 40); // 13:40 in Berlin

it('names the kitchen, the inviting person and the role, with the link and how long it works', () => {
  const mail = invitationMail({
    to: 'ben@kita.test',
    kitchenName: 'Kita <Sonnenschein> & Hort',
    invitedBy: 'Anna Leitner',
    role: 'reader',
    link: 'https://speiseplaner.example/einladung?kueche=k1&token=abc',
    expiresAt,
  });
  expect(mail.to).toBe('ben@kita.test');
  expect(mail.message.subject).toBe('Einladung in das Team von „Kita <Sonnenschein> & Hort“ im Speiseplaner');
  expect(mail.message.text).toBe(
    [
      'Guten Tag,',
      '',
      'Anna Leitner lädt Sie in das Team von „Kita <Sonnenschein> & Hort“ im Speiseplaner ein, mit der Rolle „Lesen“ (Speiseplan ansehen, Aushang drucken, Einkaufslisten lesen).',
      '',
      'Um die Einladung anzunehmen, öffnen Sie diesen Link und melden Sie sich mit dieser E-Mail-Adresse an (oder legen Sie damit ein Konto an):',
      '',
      'https://speiseplaner.example/einladung?kueche=k1&token=abc',
      '',
      'Der Link gilt 7 Tage (bis Samstag, 5. Dezember 2026, 13:40 Uhr) und nur einmal. Wenn Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.',
      '',
      'Viele Grüße',
      'Ihr Speiseplaner-Team',
    ].join('\n'),
  );
  // The kitchen's name is the lead's text: escaped in the HTML part.
  expect(mail.message.html).toContain('„Kita &lt;Sonnenschein&gt; &amp; Hort“');
  expect(mail.message.html).not.toContain('<Sonnenschein>');
});

it('reads well for a kitchen without a name yet and an inviting person without a name', () => {
  const mail = invitationMail({
    to: 'a@kita.test',
    kitchenName: ' ',
    invitedBy: '',
    role: 'lead',
    link: 'x',
    expiresAt,
  });
  expect(mail.message.subject).toBe('Einladung in das Team einer Küche im Speiseplaner');
  expect(mail.message.text).toContain(
    'Die Küchenleitung lädt Sie in das Team einer Küche im Speiseplaner ein, mit der Rolle „Küchenleitung“',
  );
});
