import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { makeTransport } from '../../../../test/fakeTransport';
import { adminUser } from '../../../../test/users';

const entry = (id: string, at: string, input: Partial<AuditEntry>): AuditEntry => ({
  id,
  at,
  actor: { uid: 'a1', email: 'admin@speiseplaner.test' },
  action: 'ingredients/save',
  target: 'ingredients/karotten',
  targetName: '',
  changes: [],
  more: 0,
  ...input,
});

test('shows who changed what when, newest first, names kitchens and people, and loads older entries', async () => {
  const newest = entry('e3', '2026-11-25T09:30:00.000Z', {
    action: 'admin/setAccess',
    target: 'kitchens/k1',
    targetName: 'Kita Regenbogen',
    changes: [{ field: 'features.masterplan', before: 'false', after: 'true' }],
  });
  const person = entry('e2', '2026-11-25T08:00:00.000Z', {
    action: 'admin/setAdmin',
    target: 'users/p1',
    targetName: 'Anna Koch (anna@regenbogen.test)',
    changes: [{ field: 'admin', before: 'false', after: 'true' }],
  });
  const older = entry('e1', '2026-11-24T16:05:00.000Z', {
    changes: [{ field: 'name', before: 'Möhren', after: 'Karotten' }],
    more: 2,
  });
  const oldest = entry('e0', '2026-11-01T07:00:00.000Z', {
    action: 'workshops/delete',
    target: 'workshops/kochen',
  });
  const backend = makeTransport({
    'admin/listAudit': ({ cursor }) =>
      cursor === 'e1'
        ? { entries: [oldest], nextCursor: null, complete: true }
        : { entries: [newest, person, older], nextCursor: 'e1', complete: false },
  });
  const { user } = await renderApp('/verwaltung/protokoll', { preloadedState: loggedIn(adminUser), backend });

  const table = await screen.findByRole('table', { name: 'Änderungsprotokoll' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
    // The Verwaltung's tables keep yyyy-MM-dd (docs/product.md, "Daten und Uhrzeiten").
    '2026-11-25, 10:30 Uhr',
    '2026-11-25, 09:00 Uhr',
    '2026-11-24, 17:05 Uhr',
  ]);
  expect(rows[0]).toHaveTextContent('admin@speiseplaner.test');
  expect(rows[0]).toHaveTextContent('Freischaltungen geändert');
  expect(rows[0]).toHaveTextContent('Freischaltung Masterplan: aus → an');
  expect(rows[0]).toHaveTextContent('Küche „Kita Regenbogen“');
  expect(rows[1]).toHaveTextContent('Administratorrolle geändert');
  expect(rows[1]).toHaveTextContent('Person „Anna Koch (anna@regenbogen.test)“');
  expect(rows[1]).toHaveTextContent('Administratorrolle: aus → an');
  expect(rows[2]).toHaveTextContent('Zutat gespeichert');
  expect(rows[2]).toHaveTextContent('Zutat karotten');
  expect(rows[2]).toHaveTextContent('name: Möhren → Karotten');
  expect(rows[2]).toHaveTextContent('und 2 weitere Felder');

  await user.click(screen.getByRole('button', { name: 'Ältere Einträge laden' }));
  expect(await within(table).findByText('Workshop gelöscht')).toBeInTheDocument();
  expect(backend.callsOf('admin/listAudit')).toEqual([{}, { cursor: 'e1' }]);
  expect(screen.queryByRole('button', { name: 'Ältere Einträge laden' })).not.toBeInTheDocument();
});
