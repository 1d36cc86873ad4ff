import { freeSharedSlug, MAX_SHARED_SLUG_SUFFIX } from '../../src/admin/sharedRecipeSlug';
import { SlugSchema, MAX_NAME_LENGTH } from '../../src/schemas/common';

describe('freeSharedSlug', () => {
  it('keeps the slug when no shared recipe has it, else counts up from 2', () => {
    expect(freeSharedSlug('linsensuppe', new Set(['karottensuppe']))).toBe('linsensuppe');
    expect(freeSharedSlug('linsensuppe', new Set(['linsensuppe']))).toBe('linsensuppe-2');
    expect(freeSharedSlug('linsensuppe', new Set(['linsensuppe', 'linsensuppe-2']))).toBe('linsensuppe-3');
  });

  it('stays a valid slug within the length limit', () => {
    const long = 'a'.repeat(MAX_NAME_LENGTH);
    const free = freeSharedSlug(long, new Set([long]))!;
    expect(free.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(free.endsWith('-2')).toBe(true);
    expect(SlugSchema.safeParse(free).success).toBe(true);
  });

  it('gives up when every suffix is taken', () => {
    const taken = new Set([
      'suppe',
      ...Array.from({ length: MAX_SHARED_SLUG_SUFFIX }, (_, i) => `suppe-${i + 2}`),
    ]);
    expect(freeSharedSlug('suppe', taken)).toBeNull();
  });
});
