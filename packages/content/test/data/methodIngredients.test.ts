/**
 * A recipe's method may only use what its ingredient list holds: an ingredient the method names but the
 * list lacks is missing from the costs, the shopping list and the printed allergen notice (a broth used
 * but not listed hid celery). The dictionary maps the words methods use, with their inflections, to the
 * catalogue ingredients any one of which satisfies the word. Compounds ("Kokosmilch", "Röstzwiebeln") are
 * not matched by their parts.
 */
import type { Recipe } from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPES } from '../../src/recipes';

type Entry = readonly [forms: readonly string[], slugs: readonly string[]];

const OILS = ['rapsoel', 'rapsoel-kaltgepresst', 'olivenoel', 'sonnenblumenoel'];
const FLOURS = [
  'weizenmehl-405',
  'weizenmehl-1050',
  'weizenvollkornmehl',
  'dinkelmehl-630',
  'dinkelvollkornmehl',
  'roggenvollkornmehl',
];
const CHEESES = [
  'reibekaese',
  'gouda',
  'emmentaler',
  'mozzarella',
  'feta',
  'bergkaese',
  'parmesan',
  'ricotta',
];
const BREADS = ['roggenvollkornbrot', 'dinkelvollkornbrot', 'mischbrot', 'baguette', 'fladenbrot'];
const PASTA = [...INGREDIENTS_BY_SLUG.values()].filter((i) => i.isNoodle).map((i) => i.slug);
const POTATOES = ['kartoffeln-festkochend', 'kartoffeln-mehlig', 'drillinge'];
const TOMATOES = ['tomaten', 'kirschtomaten', 'tomaten-passiert', 'tomaten-stuecke'];
const BEANS = [
  'weisse-bohnen',
  'weisse-bohnen-dose',
  'kidneybohnen',
  'kidneybohnen-dose',
  'schwarze-bohnen',
  'gruene-bohnen',
  'gruene-bohnen-tk',
  'dicke-bohnen-tk',
];
const BERRIES = ['beeren-tk', 'himbeeren', 'heidelbeeren', 'erdbeeren', 'erdbeeren-tk', 'johannisbeeren'];

const DICTIONARY: readonly Entry[] = [
  [
    ['Zwiebel', 'Zwiebeln'],
    ['zwiebeln', 'rote-zwiebeln'],
  ],
  [['Frühlingszwiebeln'], ['fruehlingszwiebeln']],
  [['Knoblauch'], ['knoblauch']],
  [['Möhre', 'Möhren'], ['karotten']],
  [['Lauch'], ['lauch']],
  [['Sellerie'], ['knollensellerie', 'staudensellerie', 'suppengruen']],
  [['Suppengrün'], ['suppengruen']],
  [['Kartoffel', 'Kartoffeln', 'Salzkartoffeln'], POTATOES],
  [['Drillinge'], ['drillinge']],
  [['Süßkartoffeln'], ['suesskartoffeln']],
  [['Kohlrabi'], ['kohlrabi']],
  [['Weißkohl'], ['weisskohl']],
  [['Rotkohl'], ['rotkohl', 'apfelrotkohl']],
  [['Chinakohl'], ['chinakohl']],
  [['Grünkohl'], ['gruenkohl']],
  [['Blumenkohl'], ['blumenkohl', 'gemuese-mix-tk']],
  [
    ['Brokkoli', 'Brokkoliröschen'],
    ['brokkoli', 'brokkoli-tk'],
  ],
  [['Spinat'], ['blattspinat', 'blattspinat-tk']],
  [['Zucchini'], ['zucchini']],
  [['Aubergine', 'Auberginen'], ['aubergine']],
  [
    ['Paprika', 'Paprikastreifen', 'Paprikahälften'],
    ['paprika-rot', 'paprika-gelb', 'paprika-gruen'],
  ],
  [['Paprikapulver'], ['paprikapulver']],
  [['Tomate', 'Tomaten', 'Tomatensoße'], TOMATOES],
  [['Kirschtomaten'], ['kirschtomaten']],
  [['Tomatenmark'], ['tomatenmark']],
  [
    ['Gurke', 'Gurken'],
    ['salatgurke', 'gewuerzgurken'],
  ],
  [['Radieschen'], ['radieschen']],
  [['Feldsalat'], ['feldsalat']],
  [['Eisbergsalat'], ['eisbergsalat']],
  [['Fenchel'], ['fenchel']],
  [
    ['Kürbis', 'Kürbiswürfel', 'Hokkaido'],
    ['kuerbis-hokkaido', 'kuerbis-butternut'],
  ],
  [['Mais'], ['mais']],
  [['Erbsen'], ['erbsen-tk', 'gelbe-erbsen', 'gemuese-mix-tk']],
  [['Kichererbsen'], ['kichererbsen', 'kichererbsen-dose']],
  [['Kichererbsenmehl'], ['kichererbsenmehl']],
  [['Bohnen'], BEANS],
  [['Linsen'], ['rote-linsen', 'berglinsen', 'belugalinsen', 'linsen-dose']],
  [
    ['Spargel', 'Spargelstücke'],
    ['spargel-weiss', 'spargel-gruen'],
  ],
  [['Champignons'], ['champignons']],
  [['Bete'], ['rote-bete']],
  [['Apfel', 'Äpfel', 'Äpfeln'], ['aepfel']],
  [['Apfelmus'], ['apfelmark']],
  [['Birnen'], ['birnen']],
  [['Bananen'], ['bananen']],
  [['Mandarinen'], ['mandarinen', 'clementinen']],
  [['Orangen'], ['orangen']],
  [['Orangensaft'], ['orangensaft', 'orangen']],
  [['Zitronensaft'], ['zitronensaft', 'zitronen']],
  [['Erdbeeren'], ['erdbeeren', 'erdbeeren-tk']],
  [['Himbeeren'], ['himbeeren']],
  [['Beeren'], BERRIES],
  [['Kirschen'], ['kirschen', 'sauerkirschen-glas']],
  [['Pflaumen'], ['pflaumen']],
  [['Rhabarber'], ['rhabarber']],
  [['Melone'], ['wassermelone', 'honigmelone']],
  [['Rosinen'], ['rosinen']],
  [['Milch'], ['vollmilch', 'fettarme-milch']],
  [['Sahne'], ['sahne', 'kochsahne', 'saure-sahne']],
  [
    ['Joghurt', 'Joghurtdip'],
    ['naturjoghurt', 'joghurt-fettarm', 'griechischer-joghurt'],
  ],
  [['Quark'], ['magerquark', 'speisequark']],
  [['Käse', 'Käses'], CHEESES],
  [['Frischkäse'], ['frischkaese']],
  [['Feta'], ['feta']],
  [['Mozzarella'], ['mozzarella']],
  [['Ricotta'], ['ricotta']],
  [['Butter'], ['butter', 'butterschmalz']],
  [
    ['Ei', 'Eier', 'Eiern', 'Eigelb', 'Eiweiß', 'Eischnee'],
    ['eier', 'vollei-fluessig'],
  ],
  [['Mehl'], FLOURS],
  [
    ['Grieß', 'Grießbrei'],
    ['hartweizengriess', 'dinkelgriess'],
  ],
  [['Grünkernschrot'], ['gruenkern']],
  [['Haferflocken'], ['haferflocken']],
  [['Hirse'], ['hirse']],
  [['Polenta'], ['polenta']],
  [['Bulgur'], ['bulgur']],
  [['Couscous'], ['couscous', 'vollkorn-couscous']],
  [['Reis'], ['reis-langkorn', 'naturreis', 'basmatireis', 'milchreis', 'risottoreis']],
  [['Naturreis'], ['naturreis']],
  [['Paniermehl'], ['paniermehl']],
  [['Nudeln', 'Spaghetti', 'Penne', 'Fusilli', 'Farfalle', 'Lasagneplatten', 'Spätzle', 'Tortellini'], PASTA],
  [['Suppennudeln'], ['suppennudeln']],
  [['Buchstabennudeln'], ['buchstabennudeln']],
  [['Brot', 'Brotscheiben'], BREADS],
  [['Vollkornbrot'], ['roggenvollkornbrot', 'dinkelvollkornbrot']],
  [['Fladenbrot'], ['fladenbrot']],
  [['Baguette'], ['baguette']],
  [['Vollkornbrötchen'], ['vollkornbroetchen']],
  [['Tortillas'], ['vollkorn-tortillas']],
  [['Kloßteig'], ['klossteig']],
  [['Rapsöl'], ['rapsoel', 'rapsoel-kaltgepresst']],
  [['Olivenöl'], ['olivenoel']],
  [['Öl'], OILS],
  [['Essig'], ['apfelessig', 'balsamico']],
  [
    ['Zucker', 'Zuckers'],
    ['zucker', 'rohrohrzucker'],
  ],
  [['Vanillezucker'], ['vanillezucker']],
  [['Puderzucker'], ['puderzucker']],
  [['Zimt', 'Zimtzucker'], ['zimt']],
  [['Muskat'], ['muskat']],
  [['Majoran'], ['majoran']],
  [['Oregano'], ['oregano']],
  [['Rosmarin'], ['rosmarin']],
  [['Kümmel'], ['kuemmel']],
  [['Kreuzkümmel'], ['kreuzkuemmel']],
  [['Kurkuma'], ['kurkuma']],
  [['Curry'], ['currypulver']],
  [['Ingwer'], ['ingwer']],
  [['Dill'], ['dill']],
  [['Petersilie'], ['petersilie']],
  [['Schnittlauch'], ['schnittlauch']],
  [['Basilikum'], ['basilikum']],
  [['Kresse'], ['kresse']],
  [['Senf'], ['senf']],
  [['Sojasauce'], ['sojasauce']],
  [['Sesam'], ['sesam']],
  [['Sonnenblumenkerne'], ['sonnenblumenkerne']],
  [['Kürbiskerne'], ['kuerbiskerne']],
  [['Kokosmilch'], ['kokosmilch']],
  [['Tofu'], ['tofu', 'raeuchertofu']],
  [['Räuchertofu'], ['raeuchertofu']],
  [['Puddingpulver'], ['puddingpulver']],
  [['Stärke'], ['maisstaerke']],
  [['Salz', 'Salzwasser'], ['salz']],
  [
    ['Brühe', 'Gemüsebrühe'],
    ['gemuesebruehe', 'gemuesebruehe-selbst'],
  ],
  [['Seelachs'], ['seelachsfilet-tk', 'alaska-seelachs-tk']],
  [
    ['Lachs', 'Lachsfilet'],
    ['lachsfilet', 'lachsfilet-tk'],
  ],
  [['Makrele'], ['makrelenfilet']],
  [['Hering', 'Heringsfilet', 'Heringsfilets'], ['heringsfilet']],
  [['Fischstäbchen'], ['fischstaebchen']],
  [['Hähnchen', 'Hähnchenbrust'], ['haehnchenbrust']],
  [['Hähnchenkeulen'], ['haehnchenkeulen']],
  [['Putenbrust'], ['putenbrust']],
  [['Hackfleisch'], ['rinderhack', 'putenhack']],
  [['Gulasch'], ['rindergulasch']],
  [['Rinderbraten'], ['rinderbraten']],
  [
    ['Würstchen', 'Wurststücke'],
    ['gefluegelwiener', 'gefluegelbratwurst'],
  ],
];

/**
 * Words a method may use without the ingredient on the list, each with its reason. ("Wasser" is no
 * dictionary word: tap water is free and declares nothing.)
 */
const ALLOWED_UNLISTED: Readonly<Record<string, string>> = {
  Salzwasser: 'the cooking water is poured away; the salt a portion keeps is negligible',
};

const pattern = (forms: readonly string[]) =>
  new RegExp(`(?<![\\p{L}-])(?:${forms.join('|')})(?![\\p{L}])`, 'u');

describe('the ingredient-word dictionary', () => {
  it('names only catalogue ingredients and each word form once', () => {
    const forms = DICTIONARY.flatMap(([f]) => f);
    expect(new Set(forms).size).toBe(forms.length);
    for (const [, slugs] of DICTIONARY) {
      for (const slug of slugs) expect([slug, INGREDIENTS_BY_SLUG.has(slug)]).toEqual([slug, true]);
    }
  });

  it('finds words whole and inflected, not inside compounds', () => {
    expect(pattern(['Milch']).test('mit heißer Milch verrühren')).toBe(true);
    expect(pattern(['Milch']).test('Kokosmilch einrühren')).toBe(false);
    expect(pattern(['Zwiebel', 'Zwiebeln']).test('mit Röstzwiebeln bestreuen')).toBe(false);
    expect(pattern(['Zwiebel', 'Zwiebeln']).test('Zwiebeln würfeln.')).toBe(true);
  });
});

/** The words of the method whose ingredient the list lacks. */
function unlistedWords(recipe: Pick<Recipe, 'method' | 'ingredients'>): string[] {
  const listed = new Set(recipe.ingredients.map((l) => l.slug));
  const missing: string[] = [];
  for (const [forms, slugs] of DICTIONARY) {
    const words = recipe.method.match(new RegExp(pattern(forms), 'gu')) ?? [];
    const needed = words.filter((w) => !(w in ALLOWED_UNLISTED));
    if (needed.length > 0 && !slugs.some((s) => listed.has(s))) missing.push(needed[0]!);
  }
  return missing;
}

it('catches a method that uses broth the list lacks, but not salted cooking water', () => {
  const ingredients = [{ slug: 'bulgur', amount: 500 }];
  expect(unlistedWords({ ingredients, method: 'Bulgur mit heißer Brühe übergießen.' })).toEqual(['Brühe']);
  expect(unlistedWords({ ingredients, method: 'Bulgur in Salzwasser garen.' })).toEqual([]);
});

describe.each(RECIPES.map((r) => [r.slug, r] as const))('recipe %s', (_slug, recipe) => {
  it('lists every ingredient its method names', () => {
    expect(unlistedWords(recipe)).toEqual([]);
  });
});
