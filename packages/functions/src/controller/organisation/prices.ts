/**
 * org/prices (Träger-Leitung): the Träger's price list (`organisations/{orgId}/meta/prices`). The router
 * read the person and the Träger and checked the caller leads it; here one more read. docs/data-model.md,
 * "Reads per action".
 */
import {
  OrganisationPricesDocSchema,
  type OrganisationPrices,
  type OrganisationPricesDoc,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notAnOrganisationLead } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';

/**
 * The stored price list; a missing document is the empty list of version 0. Only org/savePrices writes it,
 * checked by the same schema, so an unreadable one keeps its version and counts as empty.
 */
export function organisationPricesOf(stored: unknown): OrganisationPricesDoc {
  const parsed = OrganisationPricesDocSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const version = (stored as { version?: unknown } | null)?.version;
  return OrganisationPricesDocSchema.parse({ version: typeof version === 'number' ? version : 0 });
}

/** The answer of org/prices and org/savePrices. */
export const organisationPricesAnswer = ({
  prices,
  version,
  updatedAt,
}: OrganisationPricesDoc): OrganisationPrices => ({
  prices,
  version,
  updatedAt,
});

export const showOrganisationPrices = defineHandler('org/prices', {
  handler: async (_payload, ctx) => {
    const organisation = ctx.organisation;
    if (!organisation) throw notAnOrganisationLead();
    const snap = await readDoc(ctx.db.doc(PATHS.organisationPrices(organisation.id)));
    return organisationPricesAnswer(organisationPricesOf(snap.data()));
  },
});
