/**
 * Loads the reference data of @speiseplaner/content into Firestore in the layout of docs/data-model.md
 * (the rules are in referenceWrites.ts): the ingredient catalogue, shared recipes (+ their list summary),
 * masterplan templates and the workshops (+ their list summary). Only changed documents are written, so
 * running it twice writes nothing the second time. The demo seed adds the first masterplan weeks.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  addWeeks,
  isoWeekId,
  preparePlannerData,
  today,
  weekCost,
  type MasterplanTemplate,
  type PlannerData,
} from '@speiseplaner/shared';
import { loadReferenceContent, type ReferenceContent } from './referenceContent';
import { applyWrites, planReferenceWrites, type PlannedWrite } from './referenceWrites';
import { seasonTemplate } from './seasonTemplate';

export interface ReferenceSeedOptions {
  /** Only plan: report what would change, write nothing. */
  dryRun?: boolean;
  /** The content to load; default the content package. */
  content?: ReferenceContent;
  /** yyyy-MM-dd, the day new prices start; default today in Europe/Berlin. */
  today?: string;
}

export interface ReferenceSeedResult {
  content: ReferenceContent;
  /** The documents written (or, with dryRun, that would be). */
  writes: PlannedWrite[];
}

/** Brings the reference data of `db` to the content's; `pnpm admin seed-reference` and the demo seed. */
export async function seedReference(
  db: Firestore,
  options: ReferenceSeedOptions = {},
): Promise<ReferenceSeedResult> {
  const content = options.content ?? (await loadReferenceContent());
  const writes = await planReferenceWrites(db, content, options.today ?? today());
  if (!options.dryRun) await applyWrites(db, writes);
  return { content, writes };
}

/**
 * Masterplan weeks of the next six weeks from this season's mixed template, only where none exist, with
 * their average cost at the catalogue's prices (what an admin's save would store), so the trend is real.
 */
async function seedMasterplan(
  db: Firestore,
  templates: MasterplanTemplate[],
  prices: PlannerData,
): Promise<void> {
  const template = seasonTemplate(templates, new Date());
  if (!template) return;
  const first = isoWeekId(new Date());
  for (const [index, week] of template.weeks.entries()) {
    const id = addWeeks(first, index);
    const ref = db.doc(`masterplan/${id}`);
    if ((await ref.get()).exists) continue;
    const days = week.days.map((d) => ({ recipes: d.recipes }));
    const average = weekCost(prices, { id, days }).average;
    await ref.set({ id, days, average, version: 1 });
  }
}

export interface SeededReferenceData {
  templates: MasterplanTemplate[];
  /** The catalogue's prices and the shared recipes. */
  prices: PlannerData;
}

/** The demo seed's part: the reference data and the first masterplan weeks. */
export async function seedReferenceData(db: Firestore): Promise<SeededReferenceData> {
  const { content } = await seedReference(db);
  const { ingredients, recipes, templates } = content;
  const prices = preparePlannerData({ ingredients, recipes });
  await seedMasterplan(db, templates, prices);
  return { templates, prices };
}
