import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { Headcounts } from '@speiseplaner/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import HeadcountInputs from './HeadcountInputs';

/** The fields with the heads they pass on, as a page holds them. */
function Harness({ seen }: { seen: Headcounts[] }) {
  const [heads, setHeads] = useState<Headcounts>({ kiga: 20 });
  return (
    <HeadcountInputs
      heads={heads}
      onChange={(next) => {
        seen.push(next);
        setHeads(next);
      }}
    />
  );
}

test('a negative or absurd headcount gets a German message and is not passed on', async () => {
  const seen: Headcounts[] = [];
  const { user } = renderWithProviders(<Harness seen={seen} />);
  const group = screen.getByRole('group', { name: 'Personenzahlen' });
  const kiga = within(group).getByRole('spinbutton', { name: 'Kindergarten' });
  await user.clear(kiga);
  await user.type(kiga, '-5');
  expect(kiga).toHaveValue(-5);
  expect(kiga).toHaveAttribute('aria-invalid', 'true');
  expect(kiga).toHaveAccessibleDescription(
    'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
  );
  expect(seen.some((heads) => (heads.kiga ?? 0) < 0)).toBe(false);

  await user.clear(kiga);
  await user.type(kiga, '10000');
  expect(kiga).toHaveAccessibleDescription('Höchstens 9.999 Personen je Altersgruppe und Tag.');
  expect(seen.at(-1)).toEqual({ kiga: 1000 });

  await user.clear(kiga);
  await user.type(kiga, '35');
  expect(kiga).toHaveAttribute('aria-invalid', 'false');
  expect(kiga).not.toHaveAccessibleDescription();
  expect(seen.at(-1)).toEqual({ kiga: 35 });
});
