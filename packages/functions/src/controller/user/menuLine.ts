/** user/menuLine: Mischkost or ovo-lacto-vegetarisch; the DGE check and the day cards follow it. */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserMenuLine = defineHandler('user/menuLine', {
  handler: async ({ menuLine }, ctx) => updateProfile(ctx, { menuLine }),
});
