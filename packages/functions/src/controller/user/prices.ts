/** user/prices: the caller's own purchase prices; the price dialog sends the whole map, which replaces the old one. */
import type { ActionDefinition } from '../../lib/action';
import { PAYLOADS, type PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserPrices: ActionDefinition<PayloadOf<'user/prices'>, { user: Record<string, unknown> }> = {
  payload: PAYLOADS['user/prices'],
  handler: async ({ prices }, ctx) => updateProfile(ctx, { prices }),
};
