/** user/letterhead: the text printed under the institution name (at most 300 characters, 3 lines). */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserLetterhead = defineHandler('user/letterhead', {
  handler: async ({ letterhead }, ctx) => updateProfile(ctx, { letterhead }),
});
