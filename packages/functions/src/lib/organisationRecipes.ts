/**
 * The Träger's recipes as the functions store them (docs/data-model.md, "Organisations (Träger)"):
 * `organisations/{orgId}/recipes/{slug}` is a `Recipe` with `organisation` plus `source` (the kitchen's
 * recipe it was shared from; never answered), and `organisations/{orgId}/meta/recipes` holds the list
 * kitchens see (`items`, listed recipes only) and, beside it, the source and version of every slug the
 * Träger ever used (`sources`, withdrawn recipes too: their documents stay).
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrganisationRecipeSource, RecipeListEntry } from '@speiseplaner/shared';
import { isRecord } from './stored';
import { summaryOf, type SummaryDoc } from './summary';

export interface OrganisationRecipeSummary extends SummaryDoc<RecipeListEntry> {
  sources: Record<string, OrganisationRecipeSource>;
}

/** The stored list of the Träger's recipes (empty when the Träger shared none yet). */
export function organisationRecipeSummaryOf(snap: DocumentSnapshot | undefined): OrganisationRecipeSummary {
  const sources = snap?.exists ? (snap.data() as { sources?: unknown }).sources : undefined;
  return {
    ...summaryOf<RecipeListEntry>(snap),
    sources: isRecord(sources) ? (sources as Record<string, OrganisationRecipeSource>) : {},
  };
}

/** A stored recipe without the Träger's `source` field (no answer and no kitchen's cost reads carry it). */
export function withoutSource<T>(data: T): T {
  if (!isRecord(data) || !('source' in data)) return data;
  const { source: _source, ...rest } = data;
  return rest as T;
}

/** Recipes as lists show them: by name, German order. */
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');
