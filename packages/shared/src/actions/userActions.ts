/** user/validate, user/name, user/heads, user/prices. */
import { z } from '../schemas/zod';
import { HeadcountsSchema, NameSchema } from '../schemas/common';
import { UserPricesSchema, UserSchema } from '../schemas/user';
import { action, EmptyPayloadSchema } from './common';

export const USER_ACTIONS = {
  /** After every sign-in: creates the user on first sign-in. */
  'user/validate': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ user: UserSchema, isNew: z.boolean() }),
  }),
  /** Institution name, free text (trimmed, 1–120 characters). */
  'user/name': action({
    payload: z.strictObject({ name: NameSchema }),
    answer: z.strictObject({ user: UserSchema }),
  }),
  /** Default heads per age group. */
  'user/heads': action({
    payload: z.strictObject({ heads: HeadcountsSchema }),
    answer: z.strictObject({ user: UserSchema }),
  }),
  /** The whole map of own prices (the price dialog sends all of it; it replaces the old map). */
  'user/prices': action({
    payload: z.strictObject({ prices: UserPricesSchema }),
    answer: z.strictObject({ user: UserSchema }),
  }),
};
