/** The adopt dialog asks before it replaces a week's dishes; it counts them over all five days. */
import { dishCount } from './weekAdoption';

test('counts the dishes of all days, none for an empty week', () => {
  expect(dishCount([{ recipes: ['a', 'b'] }, { recipes: [] }, { recipes: ['c'] }])).toBe(3);
  expect(dishCount(Array.from({ length: 5 }, () => ({ recipes: [] })))).toBe(0);
});
