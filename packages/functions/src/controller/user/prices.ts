/** user/prices: the caller's own purchase prices; the price dialog sends the whole map, which replaces the old one. */
import { defineHandler } from '../../lib/action';
import { updateProfile } from './updateProfile';

export const setUserPrices = defineHandler('user/prices', {
  handler: async ({ prices }, ctx) => updateProfile(ctx, { prices }),
});
