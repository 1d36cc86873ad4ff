/** The DGE check at a glance: planned weeks only, scaled recommendations, met / close / missed per area. */
import {
  DGE_AREAS,
  DGE_RULES,
  DGE_STATUS_LABELS,
  dgeAreaLine,
  dgeDishesText,
  dgeFigureSummary,
  dgeGlance,
  dgeGlanceScope,
  dgeNotYetJudged,
  dgePlannedPeriod,
  dgeStatus,
  dgeUnmetCriteria,
  emptyPlanWeek,
  ruleLimit,
  type DgeGlance,
} from '../../src';
import { kitchenData, week } from '../fixtures/planner';

const data = kitchenData({ defaultHeads: { kiga: 10 } });
const MASH = 'kartoffel-moehren-stampf';
const NOODLES = 'vollkornnudeln-linsen';
const MEAT = 'rindergulasch-reis';
const APPLE = 'apfel';
const SALMON = 'lachs-kartoffeln';
const QUARK = 'quarkauflauf';

/** Grains 4 of 5 (close), vegetables 2 of 5 (missed), raw 1 of 2 (close), the rest met. */
const FIRST = week('2026-W10', [[MASH, APPLE], [NOODLES], [MEAT], [SALMON, APPLE], [QUARK]]);
const MEATY = (id: string) => week(id, [[MEAT], [MEAT], [MASH], [], []]);

const area = (glance: DgeGlance, id: string) => glance.areas.find((a) => a.area === id)!;
const criterion = (glance: DgeGlance, c: string) =>
  glance.areas.flatMap((a) => a.criteria).find((x) => x.criterion === c);

describe('dgeStatus', () => {
  it.each([
    ['min', 5, 5, 'met'],
    ['min', 4, 5, 'close'],
    ['min', 3, 5, 'missed'],
    ['min', 1, 2, 'close'],
    ['min', 0, 1, 'missed'],
    ['min', 15, 20, 'close'],
    ['min', 14, 20, 'missed'],
    ['max', 1, 1, 'met'],
    ['max', 2, 1, 'close'],
    ['max', 3, 1, 'missed'],
    ['max', 5, 4, 'close'],
    ['max', 6, 4, 'missed'],
  ] as const)('%s: %i days against %i is %s', (kind, count, limit, status) => {
    expect(dgeStatus(kind, count, limit)).toBe(status);
  });
});

describe('ruleLimit', () => {
  it('counts weekly rules once per week and judges the 20-day minimums from 2 weeks on', () => {
    const vegetables = DGE_RULES.find((r) => r.criterion === 'vegetables')!;
    const fattyFish = DGE_RULES.find((r) => r.criterion === 'fattyFish')!;
    expect([1, 2, 3, 4].map((n) => ruleLimit(vegetables, n))).toEqual([5, 10, 15, 20]);
    expect([1, 2, 3, 4].map((n) => ruleLimit(fattyFish, n))).toEqual([undefined, 1, 1, 2]);
  });
});

describe('dgeGlance', () => {
  it('judges a kitchen’s first planned week by that week alone: one row per area, no 4-week figures', () => {
    // An empty week before it (browsed, never planned) is left out just like a missing one.
    const glance = dgeGlance(data, FIRST, [emptyPlanWeek('2026-W09')]);
    expect(glance.plannedWeekIds).toEqual(['2026-W10']);
    expect(glance.compared).toBe(false);
    expect(glance.areas.map((a) => a.area)).toEqual(DGE_AREAS.map((a) => a.id).filter((id) => id !== 'nuts'));
    const figures = glance.areas.flatMap((a) => a.criteria.flatMap((c) => [c.week, c.planned]));
    expect(figures.every((f) => f === undefined || f.text.startsWith('Diese Woche '))).toBe(true);
    expect(glance.areas.every((a) => a.plannedShown === undefined)).toBe(true);
    // The 20-day rules cannot be judged from one week.
    expect(criterion(glance, 'fattyFish')).toBeUndefined();
    expect(criterion(glance, 'leanMeat')).toBeUndefined();

    const grains = area(glance, 'grains');
    expect(grains.status).toBe('close');
    expect(grains.weekShown?.week).toMatchObject({ count: 4, limit: 5, status: 'close' });
    const vegetables = area(glance, 'vegetables');
    expect(vegetables.status).toBe('missed');
    expect(vegetables.weekShown?.criterion).toBe('vegetables');
    expect(vegetables.weekShown?.week?.text).toBe(
      'Diese Woche 2× Gemüse oder Salat – empfohlen mindestens 5×',
    );
    expect(vegetables.weekShown?.dishes).toEqual([
      { day: 0, names: ['Kartoffel-Möhren-Stampf'] },
      { day: 1, names: ['Vollkornnudeln mit Linsensoße'] },
    ]);
    expect(criterion(glance, 'rawVegetables')?.week?.status).toBe('close');
    for (const id of ['fruit', 'dairy', 'meat', 'fish', 'ours']) expect(area(glance, id).status).toBe('met');
    // All met: the row names the area's first rule.
    expect(area(glance, 'fruit').weekShown?.criterion).toBe('fruit');
  });

  it('compares four planned weeks with four times the weekly recommendation and the 20-day rules', () => {
    const history = [MEATY('2026-W07'), MEATY('2026-W08'), MEATY('2026-W09'), MEATY('2026-W05')];
    const glance = dgeGlance(data, FIRST, history);
    expect(glance.plannedWeekIds).toEqual(['2026-W07', '2026-W08', '2026-W09', '2026-W10']);
    expect(glance.compared).toBe(true);
    const meat = area(glance, 'meat');
    // 2 + 2 + 2 + 1 meat days against at most 4: missed, though this week alone is fine.
    expect(meat.weekShown?.week?.status).toBe('met');
    expect(meat.plannedShown?.planned).toMatchObject({ count: 7, limit: 4, status: 'missed' });
    expect(meat.plannedShown?.planned?.text).toBe(
      'In 4 geplanten Wochen 7× Fleisch – empfohlen höchstens 4×',
    );
    expect(meat.status).toBe('missed');
    expect(criterion(glance, 'leanMeat')?.planned).toMatchObject({ count: 7, limit: 2, status: 'met' });
    // One salmon day in 4 weeks against at least 2 fatty sea fish: close.
    expect(criterion(glance, 'fattyFish')?.planned).toMatchObject({ count: 1, limit: 2, status: 'close' });
    // Fish at all on 1 of the 4 weekly days is worse: the row names that.
    expect(criterion(glance, 'fish')?.planned).toMatchObject({ count: 1, limit: 4, status: 'missed' });
    expect(area(glance, 'fish').plannedShown?.criterion).toBe('fish');
  });

  it('scales the recommendation to the planned weeks when some of the four are not planned', () => {
    const glance = dgeGlance(data, FIRST, [MEATY('2026-W08'), emptyPlanWeek('2026-W09')]);
    expect(glance.plannedWeekIds).toEqual(['2026-W08', '2026-W10']);
    expect(glance.lookbackWeeks).toBe(4);
    expect(criterion(glance, 'vegetables')?.planned).toMatchObject({ count: 3, limit: 10, status: 'missed' });
    expect(criterion(glance, 'meat')?.planned).toMatchObject({ count: 3, limit: 2, status: 'close' });
    expect(criterion(glance, 'fattyFish')?.planned).toMatchObject({ count: 1, limit: 1, status: 'met' });
    expect(criterion(glance, 'meat')?.planned?.text).toBe(
      'In 2 geplanten Wochen 3× Fleisch – empfohlen höchstens 2×',
    );
  });

  it('has no fish and no meat row for a vegetarian plan, a nut row instead', () => {
    const glance = dgeGlance(data, FIRST, [], { variant: 'vegetarian' });
    expect(glance.areas.map((a) => a.area)).not.toContain('fish');
    expect(glance.areas.map((a) => a.area)).not.toContain('meat');
    expect(area(glance, 'nuts').criteria.map((c) => c.criterion)).toEqual(['nuts']);
  });
});

describe('glance texts', () => {
  it('says a row’s figure short and what the rows compare', () => {
    const single = dgeGlance(data, FIRST, []);
    const vegetables = area(single, 'vegetables').weekShown!;
    expect(dgeFigureSummary(vegetables.label, vegetables.week!)).toBe('Gemüse oder Salat 2 von 5');
    expect(dgeGlanceScope(single)).toBe(
      'Verglichen wird diese Woche. Die Empfehlungen für 4 Wochen kommen hinzu, sobald eine zweite der letzten 4 Wochen geplant ist.',
    );
    const two = dgeGlance(data, FIRST, [MEATY('2026-W08')]);
    const meat = area(two, 'meat').plannedShown!;
    expect(dgeFigureSummary(meat.label, meat.planned!)).toBe('Fleisch 3 (höchstens 2)');
    expect(dgeGlanceScope(two)).toBe(
      'In 2 von 4 Wochen geplant – verglichen mit der Empfehlung für 10 Tage; Wochen ohne Plan zählen nicht mit.',
    );
    expect(dgePlannedPeriod(two)).toBe('2 geplante Wochen');
    // One line per row naming every rule not met; the same rule in both periods is named once.
    expect(dgeAreaLine(area(single, 'vegetables'), single)).toBe(
      'Diese Woche: Gemüse oder Salat 2 von 5, Rohkost oder Salat 1 von 2',
    );
    expect(dgeAreaLine(area(two, 'meat'), two)).toBe(
      'Fleisch: diese Woche 1 (höchstens 1) · 2 geplante Wochen 3 (höchstens 2)',
    );
    expect(dgeAreaLine(area(two, 'fish'), two)).toBe(
      'Fisch: diese Woche 1 von 1 · 2 geplante Wochen 1 von 2',
    );
    // Different rules in the two periods are each named: rice is the planned weeks' worst.
    expect(dgeAreaLine(area(two, 'ours'), two)).toBe(
      'Diese Woche: süßes Hauptgericht 1 (höchstens 1) · 2 geplante Wochen: Reis 3 (höchstens 2)',
    );
    // A line starts with a capital letter also when a rule's label does not.
    const sweetMain = criterion(two, 'sweetMain')!;
    const sweet = { ...area(two, 'ours'), criteria: [sweetMain], plannedShown: sweetMain };
    expect(dgeAreaLine(sweet, two)).toBe(
      'Süßes Hauptgericht: diese Woche 1 (höchstens 1) · 2 geplante Wochen 1 (höchstens 2)',
    );
    expect(DGE_STATUS_LABELS).toEqual({ met: 'erfüllt', close: 'knapp', missed: 'nicht erfüllt' });
  });

  it('names missing legumes in the row beside too few vegetable days, without opening it', () => {
    // FIRST without its lentil dish: vegetables, raw vegetables and legumes all fall short.
    const noLegumes = week('2026-W10', [[MASH, APPLE], [MASH], [MEAT], [SALMON, APPLE], [QUARK]]);
    const glance = dgeGlance(data, noLegumes, []);
    const vegetables = area(glance, 'vegetables');
    expect(vegetables.weekShown?.criterion).toBe('vegetables');
    expect(dgeAreaLine(vegetables, glance)).toBe(
      'Diese Woche: Gemüse oder Salat 2 von 5, Rohkost oder Salat 0 von 2, Hülsenfrüchte 0 von 1',
    );
    expect(dgeUnmetCriteria(vegetables)).toEqual([
      'Gemüse oder Salat',
      'Rohkost oder Salat',
      'Hülsenfrüchte',
    ]);
    // A met area names its headline rule only.
    expect(dgeUnmetCriteria(area(glance, 'dairy'))).toEqual([]);
    expect(dgeAreaLine(area(glance, 'dairy'), glance)).toMatch(/^Diese Woche: Milch oder Milchprodukte \d/);
  });

  it('lists the dishes that counted and the 20-day rules not judged yet', () => {
    const single = dgeGlance(data, FIRST, []);
    expect(dgeDishesText(criterion(single, 'fruit')!)).toBe('Gezählt diese Woche: Mo Apfel; Do Apfel');
    expect(dgeDishesText(criterion(single, 'legumes')!)).toBe(
      'Gezählt diese Woche: Di Vollkornnudeln mit Linsensoße',
    );
    expect(dgeDishesText(criterion(single, 'potatoProduct')!)).toBe('Diese Woche zählt kein Gericht dafür.');
    expect(dgeNotYetJudged(area(single, 'fish'), single)).toEqual([
      'Fetter Seefisch (mindestens 2× in 4 Wochen) wird ab 2 geplanten Wochen geprüft.',
    ]);
    expect(dgeNotYetJudged(area(single, 'fruit'), single)).toEqual([]);
    const two = dgeGlance(data, FIRST, [MEATY('2026-W08')]);
    expect(dgeNotYetJudged(area(two, 'fish'), two)).toEqual([]);
  });
});
