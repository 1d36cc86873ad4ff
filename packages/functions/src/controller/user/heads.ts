/** user/heads: the default headcounts per age group (non-negative integers, checked by the shared schema). */
import type { ActionHandler } from '../../lib/action';
import type { PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserHeads: ActionHandler<PayloadOf<'user/heads'>, { user: Record<string, unknown> }> = {
  handler: async ({ heads }, ctx) => updateProfile(ctx, { heads }),
};
