/**
 * The Träger's price list (docs/data-model.md, "Organisations (Träger)"): `organisations/{orgId}/meta/prices`
 * is the truth, every member kitchen keeps a copy as `organisationPrices` on its document. Kitchens'
 * own prices win per ingredient (prices/inheritedPrices.ts). Apart from organisation.ts, which the user
 * schema imports, so that this file may import the user schema without a cycle.
 */
import { z } from './zod';
import { IdSchema, VersionSchema } from './common';
import { UserPricesSchema } from './user';

/** `organisations/{orgId}/meta/prices`: the Träger's price list. */
export const OrganisationPricesDocSchema = z.strictObject({
  prices: UserPricesSchema.default(() => ({})),
  /** Raised by every org/savePrices; a save naming an older version is refused. */
  version: VersionSchema.default(0),
  /** When the list was last saved (ms since 1970; 0 = never). */
  updatedAt: z.number().int().nonnegative().default(0),
  /** uid of the Träger-Leitung who saved it last ('' = never saved). */
  updatedBy: z.union([IdSchema, z.literal('')]).default(''),
});
export type OrganisationPricesDoc = z.infer<typeof OrganisationPricesDocSchema>;

/** The answer of org/prices and org/savePrices. */
export const OrganisationPricesSchema = z.strictObject({
  prices: UserPricesSchema,
  version: VersionSchema,
  updatedAt: z.number().int().nonnegative(),
});
export type OrganisationPrices = z.infer<typeof OrganisationPricesSchema>;
