import { auditFieldLabel, auditTargetLabel, auditValue } from './auditLabels';

describe('how the Änderungsprotokoll words an entry', () => {
  const names = new Map([['k1', 'Kita Regenbogen']]);

  it('names the kitchen when its name is known, and each kind of entry in German', () => {
    expect(auditTargetLabel('users/k1', names)).toBe('Küche „Kita Regenbogen“');
    expect(auditTargetLabel('users/k9', names)).toBe('Küche k9');
    expect(auditTargetLabel('masterplan/2026-W48', names)).toBe('Masterplan KW 48/2026');
    expect(auditTargetLabel('workshops/kochen-2026-12-01', names)).toBe('Workshop kochen-2026-12-01');
    expect(auditTargetLabel('workshops/kochen-2026-12-01/registrations/r7', names)).toBe(
      'Anmeldung zu Workshop kochen-2026-12-01',
    );
    expect(auditTargetLabel('etwas/anderes/pfad', names)).toBe('etwas/anderes/pfad');
  });

  it('words access fields and switch values, and keeps other fields as stored', () => {
    expect(auditFieldLabel('features.usage')).toBe('Freischaltung Nutzungsstatistik');
    expect(auditFieldLabel('admin')).toBe('Administratorrolle');
    expect(auditFieldLabel('features.unbekannt')).toBe('features.unbekannt');
    expect(auditFieldLabel('portions')).toBe('portions');
    expect([auditValue('true'), auditValue('false'), auditValue(null), auditValue('12')]).toEqual([
      'an',
      'aus',
      '–',
      '12',
    ]);
  });
});
