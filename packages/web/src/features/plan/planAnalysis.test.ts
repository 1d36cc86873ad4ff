/** The Speiseplan's analysis: DGE findings of the week and of the 4 weeks up to it, placed by day. */
import { emptyPlanWeek, preparePlannerData, today, type PlanWeek } from '@speiseplaner/shared';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../ingredients/testCatalogue';
import { analyseWeek } from './planAnalysis';

const data = preparePlannerData({
  ingredients: INGREDIENTS,
  recipes: [SOUP, CURRY].map(listEntry),
  defaultHeads: { kiga: 10 },
  today: today(),
});
const week = (id: string, days: string[][]): PlanWeek => ({
  ...emptyPlanWeek(id),
  days: days.map((recipes) => ({ recipes })),
});

test('meat on too many days of the last 4 weeks is named next to this week’s meat day', () => {
  const history = [
    week('2026-W07', [[CURRY.slug], [CURRY.slug], [], [], []]),
    week('2026-W08', [[CURRY.slug], [], [], [], []]),
    week('2026-W09', [[CURRY.slug], [], [], [], []]),
  ];
  const shown = week('2026-W10', [[SOUP.slug], [CURRY.slug], [], [], []]);
  const analysis = analyseWeek(data, shown, history);
  expect(analysis.unplannedHistory).toBe(0);
  expect(analysis.week.findings.filter((f) => f.criterion === 'meat')).toEqual([]);
  const fourWeeks = analysis.fourWeeks.findings.find((f) => f.criterion === 'meat');
  expect(fourWeeks?.count).toBe(5);
  expect(analysis.days[1]!.dge).toEqual([fourWeeks!.text]);
  expect(analysis.days[1]!.dge[0]).toMatch(/^In 4 Wochen 5× Fleisch – empfohlen höchstens \d+×$/);
  expect(analysis.days[0]!.dge).toEqual([]);
});

test('weeks without a plan count as empty, and weeks outside the 4 are ignored', () => {
  const tooOld = week('2026-W05', [[CURRY.slug], [CURRY.slug], [CURRY.slug], [CURRY.slug], [CURRY.slug]]);
  const shown = week('2026-W10', [[CURRY.slug], [], [], [], []]);
  const analysis = analyseWeek(data, shown, [tooOld]);
  expect(analysis.unplannedHistory).toBe(3);
  expect(analysis.fourWeeks.results.find((r) => r.criterion === 'meat')?.count).toBe(1);
  expect(analysis.cost.plannedDays).toBe(1);
});
