import { auditFieldLabel, auditTargetLabel, auditValue } from './auditLabels';

describe('how the Änderungsprotokoll words an entry', () => {
  const entry = (target: string, targetName = '', action = 'ingredients/save') => ({
    target,
    targetName,
    action,
  });

  it('names kitchens and people by the name the entry recorded, and each kind of entry in German', () => {
    expect(auditTargetLabel(entry('kitchens/k1', 'Kita Regenbogen', 'admin/setAccess'))).toBe(
      'Küche „Kita Regenbogen“',
    );
    expect(auditTargetLabel(entry('users/p1', 'Anna Koch (anna@kita.test)', 'admin/setAdmin'))).toBe(
      'Person „Anna Koch (anna@kita.test)“',
    );
    // A kitchen without a name is never named by its id (#31); the backend fills in today's name.
    expect(auditTargetLabel(entry('kitchens/lQqsdNOJ9x'))).toBe('(Küche ohne Namen)');
    // An entry from before kitchens had their own documents: a kitchen's access at users/<id>.
    expect(auditTargetLabel(entry('users/k1', '', 'admin/setAccess'))).toBe('(Küche ohne Namen)');
    expect(auditTargetLabel(entry('users/k1', 'Kita Sonne', 'admin/setAccess'))).toBe('Küche „Kita Sonne“');
    expect(auditTargetLabel(entry('recipes/dal-2', 'Linsen-Dal', 'admin/shareRecipe'))).toBe(
      'Rezept „Linsen-Dal“',
    );
    expect(auditTargetLabel(entry('masterplan/2026-W48'))).toBe('Masterplan KW 48/2026');
    expect(auditTargetLabel(entry('workshops/kochen-2026-12-01'))).toBe('Workshop kochen-2026-12-01');
    expect(auditTargetLabel(entry('workshops/kochen-2026-12-01/registrations/r7'))).toBe(
      'Anmeldung zu Workshop kochen-2026-12-01',
    );
    expect(auditTargetLabel(entry('etwas/anderes/pfad'))).toBe('etwas/anderes/pfad');
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
