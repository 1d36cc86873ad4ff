/** user/heads: the default headcounts per age group (non-negative integers, checked by the shared schema). */
import type { ActionDefinition } from '../../lib/action';
import { PAYLOADS, type PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserHeads: ActionDefinition<PayloadOf<'user/heads'>, { user: Record<string, unknown> }> = {
  payload: PAYLOADS['user/heads'],
  handler: async ({ heads }, ctx) => updateProfile(ctx, { heads }),
};
