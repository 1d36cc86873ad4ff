/** user/prices: the caller's own purchase prices; the price dialog sends the whole map, which replaces the old one. */
import type { ActionHandler } from '../../lib/action';
import type { PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserPrices: ActionHandler<PayloadOf<'user/prices'>, { user: Record<string, unknown> }> = {
  handler: async ({ prices }, ctx) => updateProfile(ctx, { prices }),
};
