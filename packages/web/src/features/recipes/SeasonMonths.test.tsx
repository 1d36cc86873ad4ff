import { render, screen } from '@testing-library/react';
import SeasonMonths from './SeasonMonths';

describe('SeasonMonths', () => {
  it('says in words which months are in season, not only by colour', () => {
    const months = Array.from({ length: 12 }, (_, i) => i >= 4 && i <= 8);
    render(<SeasonMonths months={months} />);

    const group = screen.getByRole('group', { name: 'Saison' });
    expect(group).toHaveTextContent('Jan keine Saison');
    expect(group).toHaveTextContent('Mai Saison');
    expect(group).toHaveTextContent('Sep Saison');
    expect(group).toHaveTextContent('Okt keine Saison');
    expect(screen.getByTitle('Mai: Saison').querySelector('svg')).not.toBeNull();
    expect(screen.getByTitle('Januar: keine Saison').querySelector('svg')).toBeNull();
  });
});
