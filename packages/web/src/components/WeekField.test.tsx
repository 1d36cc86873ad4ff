/** The own week field (docs/product.md, "Week picker"): typed weeks and the calendar by keyboard. */
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WeekField from './WeekField';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [week, setWeek] = useState(initial);
  return (
    <WeekField
      label="Kalenderwoche"
      value={week}
      min="2026-W01"
      max="2027-W52"
      onChange={(next) => {
        seen.push(next);
        setWeek(next);
      }}
    />
  );
}

function setup(initial = '2026-W50') {
  const seen: string[] = [];
  const user = userEvent.setup();
  render(<Harness initial={initial} seen={seen} />);
  return { user, seen, field: screen.getByRole('textbox', { name: 'Kalenderwoche' }) };
}

test('the field names the week with its dates and takes a typed week on Enter', async () => {
  const { user, seen, field } = setup();
  expect(field).toHaveValue('KW 50 · 07.12.–11.12.2026');
  await user.clear(field);
  await user.type(field, 'KW 2{Enter}');
  expect(seen).toEqual(['2026-W02']);
  expect(field).toHaveValue('KW 2 · 05.01.–09.01.2026');
});

test('a text that names no week, or one outside the range, gets a German message', async () => {
  const { user, seen, field } = setup();
  await user.clear(field);
  await user.type(field, 'nächste');
  expect(
    screen.getByText(
      'Bitte eine Kalenderwoche wie „KW 50“ oder „2026-W50“ eingeben oder im Kalender wählen.',
    ),
  ).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '2030-W10');
  expect(screen.getByText('Diese Woche liegt außerhalb des Planungszeitraums.')).toBeInTheDocument();
  expect(seen.every((week) => week === '')).toBe(true);
});

test('the calendar by keyboard: Arrow down opens it on the week, arrows and Page down move, Enter picks', async () => {
  const { user, seen, field } = setup();
  field.focus();
  await user.keyboard('{ArrowDown}');
  const calendar = await screen.findByRole('dialog', { name: 'Kalenderwoche wählen' });
  expect(within(calendar).getByRole('heading', { name: 'Dezember 2026' })).toBeInTheDocument();
  expect(within(calendar).getByRole('option', { name: 'KW 50 · 07.12.–11.12.2026' })).toHaveFocus();
  expect(within(calendar).getByRole('option', { selected: true })).toHaveAccessibleName(
    'KW 50 · 07.12.–11.12.2026',
  );
  await user.keyboard('{ArrowDown}{PageDown}');
  expect(within(calendar).getByRole('heading', { name: 'Januar 2027' })).toBeInTheDocument();
  expect(within(calendar).getByRole('option', { name: 'KW 3 · 18.01.–22.01.2027' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(seen).toEqual(['2027-W03']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(field).toHaveValue('KW 3 · 18.01.–22.01.2027');
});

test('Escape closes the calendar without a change', async () => {
  const { user, seen } = setup();
  await user.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
  const calendar = await screen.findByRole('dialog', { name: 'Kalenderwoche wählen' });
  await user.click(within(calendar).getByRole('button', { name: 'Nächster Monat' }));
  expect(within(calendar).getByRole('heading', { name: 'Januar 2027' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(seen).toEqual([]);
});
