/**
 * Which cereal ('16a'–'16f') or nut ('14a'–'14h') an ingredient with gluten or nuts contains (LMIV
 * Annex II names them; docs/domain-rules.md, "Allergens (LMIV)"). Derived from the name where it says
 * so ("Dinkelmehl", "Haselnüsse gemahlen"), pasta is durum wheat unless the name names another cereal
 * (pasta.ts), and the products whose name names no cereal are listed by slug. The content test
 * `ingredients.test.ts` holds every gluten and nut ingredient to naming its kind.
 */
import type { AllergenId } from '@speiseplaner/shared';

/** Words in an ingredient's name and the cereal or nut they name; checked in this order. */
const NAME_KINDS: readonly (readonly [RegExp, AllergenId])[] = [
  [/weizen|couscous|bulgur/i, '16a'],
  [/roggen/i, '16b'],
  [/gerste/i, '16c'],
  [/hafer/i, '16d'],
  // Grünkern is spelt harvested unripe.
  [/dinkel|grünkern/i, '16e'],
  [/khorasan|kamut/i, '16f'],
  [/mandel/i, '14a'],
  [/haselnuss|haselnüsse/i, '14b'],
  [/walnuss|walnüsse/i, '14c'],
  [/cashew|kaschu/i, '14d'],
  [/pekan|pecan/i, '14e'],
  [/paranuss|paranüsse/i, '14f'],
  [/pistazie/i, '14g'],
  [/macadamia/i, '14h'],
];

/**
 * Products whose name names no cereal, with the cereals their usual German declaration names (as we know
 * them, November 2026; a kitchen whose product differs keeps its own marks, user/allergens).
 */
const KINDS_BY_SLUG: Readonly<Record<string, readonly AllergenId[]>> = {
  // Bread: wheat flour; Mischbrot is rye and wheat (name says only Roggen).
  mischbrot: ['16a', '16b'],
  baguette: ['16a'],
  fladenbrot: ['16a'],
  vollkornbroetchen: ['16a'],
  'vollkorn-tortillas': ['16a'],
  paniermehl: ['16a'],
  knoedelbrot: ['16a'],
  blaetterteig: ['16a'],
  // Wheat flour in the dough, the coating or the brew.
  'kroketten-tk': ['16a'],
  gnocchi: ['16a'],
  fischstaebchen: ['16a'],
  sojasauce: ['16a'],
};

/**
 * The marks with a bare '16' or '14' replaced by the cereal or nut it stands for, when the slug table,
 * the name or (for pasta, `durumDefault`) the kind of product says which; a bare mark stays otherwise.
 */
export function withAllergenKinds(
  slug: string,
  name: string,
  allergens: readonly AllergenId[],
  durumDefault: boolean,
): AllergenId[] {
  const fromName = NAME_KINDS.filter(([pattern]) => pattern.test(name)).map(([, id]) => id);
  const result: AllergenId[] = [];
  for (const id of allergens) {
    if (id !== '16' && id !== '14') {
      result.push(id);
      continue;
    }
    const named = (KINDS_BY_SLUG[slug] ?? fromName).filter((kind) => kind.startsWith(id));
    const kinds = named.length ? named : id === '16' && durumDefault ? (['16a'] as const) : [id];
    for (const kind of kinds) if (!result.includes(kind)) result.push(kind);
  }
  return result;
}
