/** user/name: the institution name (free text, trimmed, at most 120 characters). */
import type { ActionDefinition } from '../../lib/action';
import { PAYLOADS, type PayloadOf } from '../payloads';
import { updateProfile } from './updateProfile';

export const setUserName: ActionDefinition<PayloadOf<'user/name'>, { user: Record<string, unknown> }> = {
  payload: PAYLOADS['user/name'],
  handler: async ({ name }, ctx) => updateProfile(ctx, { name }),
};
