/**
 * Milk and dairy products (food group Milch und Milchprodukte): all carry milk ('10'), butter and
 * Butterschmalz included; cream, butter and the like are `isFatProduct` and count as no milk product in the
 * DGE check. Raw milk cheese is `notForInfants` and labelled 'KR' (nicht für Krippe).
 * Liquids are priced per 100 ml; `grams` is the weight of 100 ml.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { ingredientGroup, MILK } from './defineIngredient';

const dairy = ingredientGroup('dairy', { flags: ['isNotVegan'], allergens: MILK });
const RAW_MILK = { flags: ['notForInfants'], allergens: ['KR'] } as const;
/** Cream, butter, Schmand, crème fraîche: fats in the DGE check, no milk product (docs/domain-rules.md). */
const FAT = { flags: ['isFatProduct'] } as const;

export const DAIRY: readonly Ingredient[] = [
  dairy('vollmilch', 'Vollmilch 3,5 %', 65, [3.3, 4.8, 3.6, 0, 0.1], 0.13, { unit: 'ml', grams: 103 }),
  dairy('fettarme-milch', 'Fettarme Milch 1,5 %', 47, [3.4, 4.9, 1.5, 0, 0.1], 0.12, {
    unit: 'ml',
    grams: 103,
  }),
  dairy('buttermilch', 'Buttermilch', 35, [3.5, 4.0, 0.5, 0, 0.1], 0.18, { unit: 'ml', grams: 101 }),
  dairy('sahne', 'Schlagsahne 30 %', 292, [2.4, 3.2, 30.0, 0, 0.1], 0.55, { unit: 'ml', grams: 100, ...FAT }),
  dairy('kochsahne', 'Kochsahne 15 %', 163, [3.0, 4.0, 15.0, 0, 0.1], 0.45, {
    unit: 'ml',
    grams: 100,
    ...FAT,
  }),
  dairy('naturjoghurt', 'Naturjoghurt 3,5 %', 66, [3.8, 4.7, 3.5, 0, 0.1], 0.25),
  dairy('joghurt-fettarm', 'Joghurt 1,5 %', 48, [3.9, 4.8, 1.5, 0, 0.1], 0.22),
  dairy('griechischer-joghurt', 'Joghurt griechischer Art 10 %', 126, [5.0, 4.0, 10.0, 0, 0.1], 0.55),
  dairy('magerquark', 'Magerquark', 67, [12.0, 4.0, 0.3, 0, 0.1], 0.35),
  dairy('speisequark', 'Speisequark 20 %', 109, [12.5, 3.5, 5.0, 0, 0.1], 0.4),
  dairy('schmand', 'Schmand 24 %', 240, [2.7, 3.4, 24.0, 0, 0.1], 0.55, FAT),
  dairy('saure-sahne', 'Saure Sahne 10 %', 117, [3.0, 3.8, 10.0, 0, 0.1], 0.45, FAT),
  dairy('creme-fraiche', 'Crème fraîche 30 %', 292, [2.4, 3.2, 30.0, 0, 0.1], 0.8, FAT),
  dairy('butter', 'Butter', 750, [0.7, 0.6, 83.0, 0, 0], 1.1, FAT),
  dairy('butterschmalz', 'Butterschmalz', 897, [0.3, 0, 99.5, 0, 0], 1.6, FAT),
  dairy('frischkaese', 'Frischkäse Doppelrahmstufe', 268, [5.5, 3.0, 26.0, 0, 0.8], 1.1),
  dairy('huettenkaese', 'Hüttenkäse', 99, [12.5, 2.6, 4.3, 0, 0.7], 0.6),
  dairy('ricotta', 'Ricotta', 151, [9.5, 3.5, 11.0, 0, 0.3], 1.2),
  dairy('mozzarella', 'Mozzarella', 249, [18.5, 1.0, 19.0, 0, 0.5], 1.1),
  dairy('feta', 'Feta (Schafskäse)', 264, [17.0, 0.5, 21.5, 0, 2.5], 1.5),
  dairy('gouda', 'Gouda jung', 356, [25.0, 0, 28.5, 0, 1.8], 1.4),
  dairy('reibekaese', 'Reibekäse (Gouda, gerieben)', 356, [25.0, 0, 28.5, 0, 1.8], 1.5),
  dairy('emmentaler', 'Emmentaler (pasteurisiert)', 378, [28.0, 0, 29.5, 0, 0.6], 1.7),
  dairy('bergkaese', 'Bergkäse (Rohmilch)', 400, [29.0, 0, 31.5, 0, 1.5], 2.2, RAW_MILK),
  dairy('parmesan', 'Parmesan (Rohmilch)', 389, [33.0, 0, 28.5, 0, 1.6], 3.2, RAW_MILK),
];
