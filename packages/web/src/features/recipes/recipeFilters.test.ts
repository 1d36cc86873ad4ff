import { preparePlannerData, today } from '@speiseplaner/shared';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { EMPTY_FILTER, filterChoices, filterRecipes, type RecipeFilter } from './recipeFilters';

const entries = [listEntry(CURRY), listEntry(SOUP)];
const data = preparePlannerData({ ingredients: INGREDIENTS, today: today() });
const names = (filter: Partial<RecipeFilter>, withData = true) =>
  filterRecipes(entries, { ...EMPTY_FILTER, ...filter }, withData ? data : undefined).map((e) => e.name);

test('without filters every recipe shows, sorted by German name', () => {
  expect(names({})).toEqual(['Hähnchen-Curry', 'Karottensuppe']);
});

test.each<[Partial<RecipeFilter>, string[]]>([
  [{ search: 'WINTER' }, ['Karottensuppe']],
  [{ search: 'hauptgericht' }, ['Hähnchen-Curry', 'Karottensuppe']],
  // The shared search rule: other names of a food and Umlaut spellings find the same recipe.
  [{ search: 'Möhren' }, ['Karottensuppe']],
  [{ search: 'mohrrüben' }, ['Karottensuppe']],
  [{ search: 'haehnchen' }, ['Hähnchen-Curry']],
  [{ dishType: 'pan' }, ['Hähnchen-Curry']],
  [{ category: 'Dessert' }, []],
  [{ tags: ['Suppe', 'Winter'] }, ['Karottensuppe']],
  [{ tags: ['Suppe', 'Sommer'] }, []],
  [{ month: 0 }, ['Hähnchen-Curry', 'Karottensuppe']],
  [{ month: 5 }, ['Hähnchen-Curry']],
  // "saisonal" on the day being planned: the soup is a winter dish, the curry fits every month.
  [{ inSeasonOn: '2026-12-02' }, ['Hähnchen-Curry', 'Karottensuppe']],
  [{ inSeasonOn: '2026-06-10' }, ['Hähnchen-Curry']],
  [{ complexity: 2 }, ['Hähnchen-Curry']],
  [{ diet: 'vegetarian' }, ['Karottensuppe']],
  [{ diet: 'vegan' }, []],
])('filter %j finds %j', (filter, expected) => {
  expect(names(filter)).toEqual(expected);
});

test('without the ingredient catalogue the diet filter cannot decide and lets everything through', () => {
  expect(names({ diet: 'vegan' }, false)).toEqual(['Hähnchen-Curry', 'Karottensuppe']);
});

test('filter choices are the categories and tags that occur', () => {
  expect(filterChoices(entries)).toEqual({
    categories: ['Hauptgericht'],
    tags: ['Sommer', 'Suppe', 'Winter'],
  });
});
