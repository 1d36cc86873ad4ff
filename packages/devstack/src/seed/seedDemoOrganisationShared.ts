/**
 * What the demo Träger hands its kitchens (docs/data-model.md, "Organisations (Träger)"): its contract
 * price list (`organisations/{orgId}/meta/prices`; the kitchens' copies are on their documents, demoDocs)
 * and one recipe its Fachberatung wrote in her own kitchen and shared, stored as org/shareRecipe stores
 * it: the Träger's copy with `organisation` and `source`, and the Träger's list with the source of each
 * slug. Fixed content and set-with-replace, so a second seed writes the same.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  OrganisationPricesDocSchema,
  RecipeSchema,
  type Recipe,
  type RecipeListEntry,
  type UserPrices,
} from '@speiseplaner/shared';
import { kitchenPath } from '../kitchens';
import { DEMO_ORGANISATION } from './demoUsers';
import { organisationPath } from './seedDemoOrganisation';

/** The demo Träger's price list as its kitchens inherit it. */
export const demoOrganisationPrices = (): UserPrices =>
  Object.fromEntries(Object.entries(DEMO_ORGANISATION.prices).map(([slug, p]) => [slug, { ...p }]));

const listEntryOf = ({ method: _method, ...entry }: Recipe): RecipeListEntry => entry;

/**
 * Writes the Träger's price list (saved by `leadUid` at `savedAt`), the Fachberatung's own recipe
 * (kitchen `fachberatung`) made from the shared recipe DEMO_ORGANISATION.recipe.from, and its Träger copy.
 */
export async function seedDemoOrganisationShared(
  db: Firestore,
  fachberatung: { id: string; name: string },
  leadUid: string,
  savedAt: number,
): Promise<void> {
  const orgId = DEMO_ORGANISATION.id;
  const { from, slug, name } = DEMO_ORGANISATION.recipe;
  const template = RecipeSchema.parse((await db.doc(`recipes/${from}`).get()).data());
  const { author: _author, changedBy: _changedBy, owner: _owner, ...content } = template;
  const own = RecipeSchema.parse({ ...content, slug, name, owner: fachberatung.id, version: 1 });
  const shared = RecipeSchema.parse({
    ...content,
    slug,
    name,
    organisation: orgId,
    author: fachberatung.name,
    version: 1,
  });
  const batch = db.batch();
  batch.set(
    db.doc(`${organisationPath(orgId)}/meta/prices`),
    OrganisationPricesDocSchema.parse({
      prices: demoOrganisationPrices(),
      version: 1,
      updatedAt: savedAt,
      updatedBy: leadUid,
    }),
  );
  batch.set(db.doc(`${kitchenPath(fachberatung.id)}/recipes/${slug}`), own);
  batch.set(db.doc(`${kitchenPath(fachberatung.id)}/meta/recipes`), {
    items: [listEntryOf(own)],
    version: 1,
  });
  batch.set(db.doc(`${organisationPath(orgId)}/recipes/${slug}`), {
    ...shared,
    source: { kitchenId: fachberatung.id, slug },
  });
  batch.set(db.doc(`${organisationPath(orgId)}/meta/recipes`), {
    items: [listEntryOf(shared)],
    version: 1,
    sources: { [slug]: { kitchenId: fachberatung.id, slug, version: 1 } },
  });
  await batch.commit();
}
