/**
 * org/overview: the Träger's kitchens over a month, quarter or year (docs/product.md, "Träger"), added up
 * by the shared rule (organisations/overview.ts) from the monthly summaries the kitchens' saves keep
 * (lib/organisationSummary.ts). Reads: the router's person and Träger, then the period's month documents
 * (1, 3 or 12) and at most 2 more (the DGE look-back, next week, today) in one `getAll` — the same
 * number for 1 kitchen or 100 (docs/data-model.md, "Reads per action"). Only the Träger's current
 * kitchens get a row; a kitchen that left keeps its entries in the month documents as history.
 */
import { organisationMonthOf, organisationOverview, overviewMonths } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notAnOrganisationLead } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';

export const showOrganisationOverview = defineHandler('org/overview', {
  handler: async ({ period }, ctx) => {
    const organisation = ctx.organisation;
    if (!organisation) throw notAnOrganisationLead();
    const now = Date.now();
    const { period: inPeriod, extra } = overviewMonths(period, now);
    const months = [...inPeriod, ...extra];
    const snaps = await readDocs(
      months.map((month) => ctx.db.doc(PATHS.organisationMonth(organisation.id, month))),
    );
    const stored = Object.fromEntries(
      months.map((month, i) => [month, organisationMonthOf(snaps[i]!.data())]),
    );
    const kitchens = Object.entries(organisation.doc.kitchens).map(([kitchenId, kitchen]) => ({
      kitchenId,
      name: kitchen.name || 'Neue Küche',
    }));
    return organisationOverview({ period, kitchens, months: stored, now });
  },
});
