/**
 * The reference data of @speiseplaner/content, parsed with the shared schemas: the ingredient catalogue,
 * the shared recipes (without owner), the masterplan templates, the workshops and the first Mediathek
 * videos (which admins maintain from then on, see referenceWrites.ts).
 */
import {
  IngredientSchema,
  MasterplanTemplateSchema,
  RecipeSchema,
  VideoSchema,
  WorkshopSchema,
  type Ingredient,
  type MasterplanTemplate,
  type Recipe,
  type Video,
  type Workshop,
} from '@speiseplaner/shared';
import type { z } from 'zod';

export interface ReferenceContent {
  ingredients: Ingredient[];
  /** Shared recipes: no `owner`. */
  recipes: Recipe[];
  templates: MasterplanTemplate[];
  workshops: Workshop[];
  /** Put in only where the project has no video with the same id. */
  videos: Video[];
}

/** The content package's exports, or {} while it cannot be loaded (reported). */
async function contentModule(): Promise<Record<string, unknown>> {
  try {
    const mod = (await import('@speiseplaner/content')) as Record<string, unknown>;
    // Under tsx the CommonJS exports can arrive as `default`.
    return 'INGREDIENTS' in mod ? mod : ((mod.default as Record<string, unknown> | undefined) ?? mod);
  } catch (err) {
    console.warn(
      `Referenzdaten: @speiseplaner/content lässt sich nicht laden (${(err as Error).message.split('\n')[0]})`,
    );
    return {};
  }
}

/** Parses every entry; invalid ones are reported and skipped so one bad entry does not block the seed. */
function parseAll<S extends z.ZodType>(schema: S, list: unknown, what: string): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else
      console.warn(
        `Referenzdaten: ${what} übersprungen (${JSON.stringify(item).slice(0, 60)}…): ${parsed.error.issues[0]?.message}`,
      );
  }
  return out;
}

/** Drops `undefined` values (Firestore refuses them); entities are plain JSON. */
export const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export async function loadReferenceContent(): Promise<ReferenceContent> {
  const content = await contentModule();
  return plain({
    ingredients: parseAll(IngredientSchema, content.INGREDIENTS, 'Zutat'),
    recipes: parseAll(RecipeSchema, content.RECIPES, 'Rezept').map(({ owner: _o, ...r }) => r),
    templates: parseAll(MasterplanTemplateSchema, content.TEMPLATES, 'Vorlage'),
    workshops: parseAll(WorkshopSchema, content.WORKSHOPS, 'Workshop'),
    videos: parseAll(VideoSchema, content.VIDEOS, 'Video'),
  });
}
