import { render, screen, within } from '@testing-library/react';
import RecipeIngredientsTable from './RecipeIngredientsTable';

const line = { foodGroup: 'grains', grams: 0, cost: 17.36, raw: false, known: true } as const;

test('pieces show whole, as the shopping list buys them; grams keep one decimal', () => {
  render(
    <RecipeIngredientsTable
      total={18}
      lines={[
        {
          ...line,
          slug: 'vollkornbroetchen',
          name: 'Vollkornbrötchen',
          unit: 'St.',
          netAmount: 49.6,
          grossAmount: 49.6,
        },
        { ...line, slug: 'butter', name: 'Butter', unit: 'g', netAmount: 123.44, grossAmount: 123.44 },
      ]}
    />,
  );
  const table = within(screen.getByRole('table', { name: 'Zutaten des Rezepts' }));
  expect(table.getByRole('row', { name: /Vollkornbrötchen/ })).toHaveTextContent(
    'Vollkornbrötchen50 St.50 St.17,36',
  );
  expect(table.queryByText(/49,6/)).not.toBeInTheDocument();
  expect(table.getByRole('row', { name: /Butter/ })).toHaveTextContent('Butter123,4 g123,4 g');
});
