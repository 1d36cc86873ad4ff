import { render, screen } from '@testing-library/react';
import AllergenList from './AllergenList';

describe('allergens of a recipe', () => {
  it('lists MSC as a label apart from the allergens and additives', () => {
    render(<AllergenList ids={['17', '*', '1']} />);
    const codes = screen.getByLabelText('Allergene und Zusatzstoffe');
    expect(codes).toHaveTextContent('1 Konservierungsstoffe17 Fisch');
    expect(codes).not.toHaveTextContent('MSC');
    expect(screen.getByTestId('recipe-labels')).toHaveTextContent(
      'Kennzeichnungen: MSC (Fisch aus MSC-zertifizierter Fischerei)',
    );
  });

  it('says that a dish with only a label needs no allergen or additive marks', () => {
    render(<AllergenList ids={['KR']} />);
    expect(
      screen.getByText('Keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('recipe-labels')).toHaveTextContent(
      'Kennzeichnungen: nicht für Krippe (nicht für Krippenkinder geeignet)',
    );
  });

  it('names the cereal and marks the kitchen’s own marks', () => {
    render(<AllergenList ids={['21', '16a', '10']} own={['Fladenbrot']} />);
    expect(screen.getByLabelText('Allergene und Zusatzstoffe')).toHaveTextContent(
      '10 Milch16a Gluten (Weizen)21 Sesam',
    );
    expect(screen.getByTestId('recipe-own-allergens')).toHaveTextContent(
      'Allergene nach eigener Angabe der Küche: Fladenbrot',
    );
  });

  it('shows no note without own marks', () => {
    render(<AllergenList ids={['10']} />);
    expect(screen.queryByTestId('recipe-own-allergens')).not.toBeInTheDocument();
  });
});
