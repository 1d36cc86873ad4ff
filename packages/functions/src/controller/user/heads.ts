/** user/heads: the default headcounts per age group (non-negative integers, checked by the shared schema). */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserHeads = defineHandler('user/heads', {
  handler: async ({ heads }, ctx) => updateProfile(ctx, { heads }),
});
