import { changedByText, dayConflictMessage } from '../../src';

const at = Date.UTC(2026, 10, 28, 8, 12); // 09:12 in Berlin

test('the author and the time, "heute" on the same day', () => {
  expect(changedByText({ uid: 'a', name: 'Anna', at }, at + 3_600_000)).toBe(
    'zuletzt geändert von Anna, heute, 09:12 Uhr',
  );
  expect(changedByText({ uid: 'a', name: '', at }, at + 86_400_000)).toBe(
    'zuletzt geändert von ein Teammitglied, 28.11.2026, 09:12 Uhr',
  );
});

test('a day conflict names the weekday and the other person', () => {
  expect(dayConflictMessage([0, 2], [{ uid: 'a', name: 'Anna', at }, undefined], at)).toBe(
    'Anna hat Montag inzwischen ebenfalls geändert (heute, 09:12 Uhr). Mittwoch wurde inzwischen an anderer Stelle geändert.',
  );
});

test('a day the caller changed elsewhere says so instead of naming them', () => {
  expect(dayConflictMessage([4], [{ uid: 'a', name: 'Anna', at }], at, 'a')).toBe(
    'Sie haben Freitag inzwischen an anderer Stelle geändert, etwa in einem anderen Fenster (heute, 09:12 Uhr).',
  );
});
