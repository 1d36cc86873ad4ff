/** masterplan/listTemplates (admins): the seasonal 6-week templates, one catalogue document. */
import { MasterplanTemplateSchema } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

export const listMasterplanTemplates = defineHandler('masterplan/listTemplates', {
  handler: async (_payload, { db }) => ({
    // The seed stores each entry with its own `version`; the answer carries the template shape only.
    templates: summaryOf<Record<string, unknown>>(
      await readDoc(db.doc(PATHS.templateCatalogue)),
    ).items.flatMap(({ version: _version, ...template }) => {
      const parsed = MasterplanTemplateSchema.safeParse(template);
      return parsed.success ? [parsed.data] : [];
    }),
  }),
});
