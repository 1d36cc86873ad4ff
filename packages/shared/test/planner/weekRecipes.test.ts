/** #26: a week names only recipes its kitchen can see; an own recipe is signed with the kitchen's name. */
import { DomainError, assertWeekRecipesVisible, ownRecipeAuthor, weekRecipeSlugs } from '../../src';

const weekWith = (days: string[][]) => ({ days: days.map((recipes) => ({ recipes })) });

describe('recipes a week may name', () => {
  it('lists each named recipe once, in the order of the days', () => {
    expect(weekRecipeSlugs(weekWith([['dal', 'salat'], [], ['dal'], ['suppe'], []]))).toEqual([
      'dal',
      'salat',
      'suppe',
    ]);
    expect(weekRecipeSlugs(weekWith([[], [], [], [], []]))).toEqual([]);
  });

  it('takes a week whose recipes are all visible', () => {
    const week = weekWith([['dal'], [], ['suppe'], [], []]);
    expect(assertWeekRecipesVisible(week, new Set(['dal', 'suppe']), 'plan')).toBe(week);
  });

  it('refuses the first day with a recipe the kitchen cannot see, naming day and recipe', () => {
    const week = weekWith([['dal'], [], ['dal', 'fremd'], ['auch-fremd'], []]);
    expect(() => assertWeekRecipesVisible(week, new Set(['dal']), 'plan')).toThrow(
      new DomainError(
        'invalid-argument',
        'Mittwoch: Das Rezept „fremd“ gibt es weder unter Ihren eigenen noch unter den gemeinsamen Rezepten. Bitte entfernen Sie es aus der Woche.',
        'days.2.recipes.1',
      ),
    );
    expect(() =>
      assertWeekRecipesVisible(weekWith([[], ['x'], [], [], []]), new Set(), 'masterplan'),
    ).toThrow(
      'Dienstag: Das Rezept „x“ gibt es nicht unter den gemeinsamen Rezepten. Bitte entfernen Sie es aus der Woche.',
    );
  });
});

describe('author of an own recipe', () => {
  it('is the institution name, else the nickname, else none', () => {
    expect(ownRecipeAuthor({ name: ' Kita Sonnenschein ', nickName: 'Küche' })).toBe('Kita Sonnenschein');
    expect(ownRecipeAuthor({ name: '', nickName: 'Küche Süd' })).toBe('Küche Süd');
    expect(ownRecipeAuthor({ name: '  ', nickName: '' })).toBeUndefined();
    expect(ownRecipeAuthor({})).toBeUndefined();
  });

  it('never carries invisible characters or more than 120 characters', () => {
    expect(ownRecipeAuthor({ name: 'Max\u202Egnp.exe', nickName: 'Max' })).toBe('Max');
    expect(ownRecipeAuthor({ name: 'K'.repeat(200) })).toHaveLength(120);
  });
});
