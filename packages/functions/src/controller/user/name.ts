/** user/name: the institution name (free text, trimmed, at most 120 characters). */
import type { ActionHandler } from '../../lib/action';
import type { PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserName: ActionHandler<PayloadOf<'user/name'>, { user: Record<string, unknown> }> = {
  handler: async ({ name }, ctx) => updateProfile(ctx, { name }),
};
