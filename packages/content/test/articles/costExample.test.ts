/**
 * The worked example of portionskosten-kalkulieren.md is the catalogue's recipe at the catalogue's example
 * prices, computed by the shared cost rule: a changed price or recipe amount must change the article too
 * (issue #27 F11: the article once had its own prices and 0,94 € where the planner showed about 0,67 €).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentPrice, recipeBreakdown, recipePortionCosts } from '@speiseplaner/shared';
import { ARTICLES_DIR } from '../../scripts/articleFiles';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { PLANNER_DATA, PRICE_DAY } from '../data/plannerFixture';

const RECIPE = 'linsenbolognese';
const source = readFileSync(join(ARTICLES_DIR, 'portionskosten-kalkulieren.md'), 'utf8');
const example = source.slice(source.indexOf('## Ein Beispiel'), source.indexOf('## Was der Planer rechnet'));

const number = (text: string) => Number(text.replace(',', '.'));
const euro = (value: number) => Math.round(value * 100) / 100;

/** "- 40 g Möhren netto; brutto 40 ÷ 0,85 = 47 g, 100 g kosten 0,20 Euro: 0,09 Euro" */
const LINE =
  /^- ([\d,]+) (g|ml|St\.) (.+?)(?: netto; brutto [\d,]+ ÷ ([\d,]+) = (\d+) (?:g|ml))?, 100 (g|ml) kosten ([\d,]+) Euro: ([\d,]+) Euro$/;

const lines = example
  .split('\n')
  .filter((line) => line.startsWith('- '))
  .map((line) => {
    const match = LINE.exec(line);
    if (!match) throw new Error(`Beispielzeile nicht lesbar: ${line}`);
    const [, amount, unit, name, factor, gross, , price, cost] = match;
    return {
      line,
      amount: number(amount!),
      unit,
      name,
      factor: factor ? number(factor) : undefined,
      gross: gross ? Number(gross) : undefined,
      price: number(price!),
      cost: number(cost!),
    };
  });

describe('the cost example in portionskosten-kalkulieren.md', () => {
  const breakdown = recipeBreakdown(PLANNER_DATA, RECIPE);

  it('lists every ingredient of the catalogue recipe per Kindergarten portion, in its order', () => {
    expect(lines.map((l) => l.amount)).toEqual(breakdown.lines.map((l) => l.netAmount));
    expect(lines.map((l) => l.unit)).toEqual(breakdown.lines.map((l) => l.unit));
  });

  it('names the catalogue example price and the gross amount of each line', () => {
    breakdown.lines.forEach((recipeLine, index) => {
      const line = lines[index]!;
      const ingredient = INGREDIENTS_BY_SLUG.get(recipeLine.slug)!;
      expect({ line: line.line, price: euro(currentPrice(ingredient, PRICE_DAY)) }).toEqual({
        line: line.line,
        price: line.price,
      });
      if (line.factor !== undefined) {
        expect(line.factor).toBe(ingredient.netReferenceAmount / ingredient.referenceAmount);
        expect(line.gross).toBe(Math.round(recipeLine.grossAmount));
      } else {
        expect(recipeLine.grossAmount).toBe(recipeLine.netAmount);
      }
    });
  });

  it('gives each line the cost the shared rule computes, and their sum as the total', () => {
    expect(lines.map((l) => l.cost)).toEqual(breakdown.lines.map((l) => euro(l.cost)));
    const costs = recipePortionCosts(PLANNER_DATA, RECIPE);
    const total = /rund ([\d,]+) Euro Wareneinsatz/.exec(example)?.[1];
    const school = /das 1,3-Fache, also etwa ([\d,]+) Euro/.exec(example)?.[1];
    expect(number(total!)).toBe(euro(costs.perKigaPortion));
    expect(number(school!)).toBe(euro(costs.byAgeGroup.school));
  });
});
