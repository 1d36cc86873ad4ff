/** user/bioControlCode: the organic control body's code; with it the Aushang may say "Bio". */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserBioControlCode = defineHandler('user/bioControlCode', {
  handler: async ({ bioControlCode }, ctx) => updateProfile(ctx, { bioControlCode }),
});
