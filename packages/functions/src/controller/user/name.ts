/** user/name: the institution name (free text, trimmed, at most 120 characters). */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserName = defineHandler('user/name', {
  handler: async ({ name }, ctx) => updateProfile(ctx, { name }),
});
