/**
 * user/validate, user/updateProfile, user/prices, user/allergens.
 */
import { z } from '../schemas/zod';
import { VersionSchema } from '../schemas/common';
import { MAX_NAME_LENGTH } from '../schemas/limits';
import { ProfileChangesSchema } from '../schemas/profile';
import { UserPriceSchema } from '../schemas/ingredient';
import { ALLERGEN_IDS } from '../catalogues/allergens';
import { MAX_ALLERGEN_REASON_LENGTH, MAX_USER_ALLERGENS, MAX_USER_PRICES, UserSchema } from '../schemas/user';
import { action } from './common';

export const USER_ACTIONS = {
  /**
   * After every sign-in and on a kitchen switch: creates the person on first sign-in (with a kitchen of
   * their own where they are Küchenleitung, unless `withoutKitchen`: they came by an invitation's link and
   * join with team/accept next) and answers the person in the request's kitchen (`kitchen` of the request,
   * else the one used last, else the first), which it remembers as the one used last.
   */
  'user/validate': action({
    payload: z.strictObject({ withoutKitchen: z.boolean().optional() }),
    answer: z.strictObject({ user: UserSchema, isNew: z.boolean() }),
  }),
  /**
   * Changes any subset of the kitchen's profile (institution name, letterhead, organic control code, menu
   * line, default heads; schemas/profile.ts) in one write. `version` is the user's version as last seen:
   * a write based on an older one is refused (failed-precondition), a retry of one that went through
   * answers the stored user.
   */
  'user/updateProfile': action({
    payload: z.strictObject({ version: VersionSchema, changes: ProfileChangesSchema }),
    answer: z.strictObject({ user: UserSchema }),
    role: 'lead',
  }),
  /**
   * Changes of own prices, one per ingredient (a price, or null to remove it); the backend applies them to
   * the stored map, so changes of other ingredients made meanwhile on another device stay. The slug is any
   * short text here: the price rule refuses dangerous keys and unknown ingredients with a German message.
   */
  'user/prices': action({
    payload: z.strictObject({
      changes: z
        .array(
          z.strictObject({
            slug: z.string().min(1).max(MAX_NAME_LENGTH),
            price: UserPriceSchema.nullable(),
          }),
        )
        .min(1)
        .max(MAX_USER_PRICES),
    }),
    answer: z.strictObject({ user: UserSchema }),
    role: 'cook',
  }),
  /**
   * Changes of the kitchen's own allergen marks, one per ingredient: every mark its product carries and
   * why, or null to follow the catalogue again. The backend stores the difference to the catalogue and
   * applies the changes to the stored map (like user/prices); the rule refuses unknown ingredients and a
   * missing reason with a German message (docs/domain-rules.md, "A kitchen's own allergen marks").
   */
  'user/allergens': action({
    payload: z.strictObject({
      changes: z
        .array(
          z.strictObject({
            slug: z.string().min(1).max(MAX_NAME_LENGTH),
            own: z
              .strictObject({
                allergens: z.array(z.enum(ALLERGEN_IDS)).max(ALLERGEN_IDS.length),
                // Trimmed and checked for length by the rule, which names the ingredient in its message.
                reason: z.string().max(MAX_ALLERGEN_REASON_LENGTH * 2),
              })
              .nullable(),
          }),
        )
        .min(1)
        .max(MAX_USER_ALLERGENS),
    }),
    answer: z.strictObject({ user: UserSchema }),
    role: 'cook',
  }),
};
