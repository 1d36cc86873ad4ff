/** Pasta dishes (Nudelteller): 60–70 g dry pasta per Kindergarten portion plus a vegetable sauce. */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const nudel = recipeGroup('nudel');

export const PASTA_DISHES: readonly Recipe[] = [
  nudel({
    slug: 'vollkornspaghetti-tomatensosse',
    name: 'Vollkornspaghetti mit Tomatensoße und Käse',
    tags: ['vegetarisch', 'Vollkorn', 'schnell'],
    ingredients: [
      ['vollkorn-spaghetti', 650],
      ['tomaten-passiert', 1000],
      ['tomaten-stuecke', 400],
      ['zwiebeln', 150],
      ['karotten', 200],
      ['olivenoel', 40],
      ['oregano', 3],
      ['reibekaese', 150],
    ],
    method:
      'Zwiebeln und fein geriebene Möhren in Olivenöl andünsten. Passierte und gestückelte Tomaten zugeben, mit Oregano würzen und 20 Minuten köcheln. Spaghetti in Salzwasser bissfest kochen. Mit der Soße anrichten und mit Käse bestreuen.',
  }),
  nudel({
    slug: 'linsenbolognese',
    name: 'Vollkornspaghetti mit Linsenbolognese',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte', 'Vollkorn'],
    ingredients: [
      ['vollkorn-spaghetti', 650],
      ['rote-linsen', 200],
      ['karotten', 400],
      ['zwiebeln', 150],
      ['tomaten-passiert', 800],
      ['tomatenmark', 50],
      ['olivenoel', 40],
      ['oregano', 3],
    ],
    method:
      'Zwiebeln und Möhren fein würfeln und in Olivenöl andünsten. Tomatenmark kurz mitrösten, Linsen, passierte Tomaten und 500 ml Wasser zugeben. 20 Minuten köcheln, bis die Linsen zerfallen, und mit Oregano abschmecken. Spaghetti bissfest kochen und mit der Bolognese servieren.',
  }),
  nudel({
    slug: 'spaghetti-bolognese',
    name: 'Spaghetti Bolognese mit Rinderhack',
    tags: ['Fleisch', 'Rind'],
    ingredients: [
      ['spaghetti', 650],
      ['rinderhack', 450],
      ['karotten', 400],
      ['zwiebeln', 150],
      ['tomaten-passiert', 800],
      ['tomatenmark', 50],
      ['olivenoel', 20],
      ['oregano', 3],
      ['reibekaese', 100],
    ],
    method:
      'Hackfleisch in Olivenöl krümelig anbraten. Fein gewürfelte Zwiebeln und Möhren zugeben und mitdünsten, Tomatenmark kurz mitrösten. Passierte Tomaten zugeben und 30 Minuten leise köcheln. Spaghetti bissfest kochen, mit der Soße anrichten und mit Käse bestreuen.',
  }),
  nudel({
    slug: 'penne-lachs-brokkoli',
    name: 'Penne mit Lachs und Brokkoli in Sahnesoße',
    tags: ['Fisch', 'fetter Seefisch'],
    complexity: 1,
    ingredients: [
      ['penne', 600],
      ['lachsfilet', 500],
      ['brokkoli-tk', 600],
      ['kochsahne', 400],
      ['zwiebeln', 100],
      ['zitronensaft', 20],
      ['dill', 15],
      ['rapsoel', 20],
    ],
    method:
      'Penne bissfest kochen, Brokkoliröschen die letzten 4 Minuten mitgaren. Zwiebeln in Rapsöl andünsten, Sahne zugeben und kurz aufkochen. Lachs auf Gräten prüfen, in Würfel schneiden und 5 Minuten in der Soße gar ziehen lassen. Mit Zitronensaft und Dill abschmecken und mit Nudeln und Brokkoli mischen.',
  }),
  nudel({
    slug: 'gemueselasagne-spinat',
    name: 'Vollkorn-Gemüselasagne mit Spinat und Ricotta',
    tags: ['vegetarisch', 'Vollkorn'],
    complexity: 2,
    ingredients: [
      ['vollkorn-lasagneplatten', 500],
      ['blattspinat-tk', 1000],
      ['ricotta', 400],
      ['tomaten-passiert', 800],
      ['zwiebeln', 150],
      ['mozzarella', 250],
      ['vollmilch', 500],
      ['butter', 50],
      ['weizenmehl-405', 50],
      ['muskat', 1],
    ],
    method:
      'Spinat auftauen, ausdrücken und mit Ricotta, Zwiebeln und Muskat mischen. Aus Butter, Mehl und Milch eine Béchamelsoße kochen. Lasagneplatten, Tomatensoße, Spinatmasse und Béchamel abwechselnd in eine gefettete Form schichten. Mit Mozzarella belegen und bei 180 °C 40 Minuten backen.',
  }),
  nudel({
    slug: 'kaesespaetzle-mit-lauch',
    name: 'Käsespätzle mit Lauch und Röstzwiebeln',
    tags: ['vegetarisch'],
    months: monthRange(10, 4),
    ingredients: [
      ['eierspaetzle', 650],
      ['emmentaler', 250],
      ['lauch', 500],
      ['zwiebeln', 300],
      ['butter', 40],
    ],
    method:
      'Spätzle in Salzwasser garen und abgießen. Lauch in Ringe schneiden und in wenig Butter weich dünsten. Zwiebeln in Streifen in der übrigen Butter goldbraun rösten. Spätzle, Lauch und geriebenen Käse schichtweise in eine Form geben, bei 180 °C 10 Minuten überbacken und mit Röstzwiebeln bestreuen.',
  }),
  nudel({
    slug: 'fusilli-basilikumpesto',
    name: 'Fusilli mit Basilikum-Pesto, Kirschtomaten und Zucchini',
    tags: ['vegetarisch', 'schnell', 'nussfrei'],
    months: monthRange(7, 9),
    ingredients: [
      ['fusilli', 650],
      ['basilikum', 60],
      ['sonnenblumenkerne', 150],
      ['olivenoel', 80],
      ['reibekaese', 100],
      ['kirschtomaten', 600],
      ['zucchini', 300],
    ],
    method:
      'Sonnenblumenkerne ohne Fett rösten und mit Basilikum, Olivenöl und Käse zu einem Pesto mixen. Fusilli bissfest kochen. Zucchini würfeln und kurz anbraten, Kirschtomaten der Länge nach vierteln. Nudeln mit Pesto, Zucchini und Tomaten mischen.',
  }),
  nudel({
    slug: 'makkaroni-brokkoli-auflauf',
    name: 'Nudel-Brokkoli-Auflauf mit Käsesoße',
    tags: ['vegetarisch'],
    complexity: 1,
    ingredients: [
      ['hoernchennudeln', 600],
      ['brokkoli-tk', 700],
      ['vollmilch', 600],
      ['weizenmehl-405', 50],
      ['butter', 50],
      ['reibekaese', 200],
      ['muskat', 1],
    ],
    method:
      'Nudeln bissfest kochen, Brokkoliröschen 3 Minuten blanchieren. Aus Butter, Mehl und Milch eine helle Soße kochen, die Hälfte des Käses darin schmelzen und mit Muskat würzen. Nudeln, Brokkoli und Soße in einer Form mischen und mit dem übrigen Käse bestreuen. Bei 200 °C 20 Minuten goldbraun backen.',
  }),
  nudel({
    slug: 'tortellini-tomate-zucchini',
    name: 'Käse-Tortellini in Tomaten-Zucchini-Soße',
    tags: ['vegetarisch', 'schnell'],
    months: monthRange(6, 9),
    ingredients: [
      ['tortellini-kaese', 750],
      ['zucchini', 500],
      ['tomaten-passiert', 800],
      ['zwiebeln', 100],
      ['olivenoel', 40],
      ['basilikum', 10],
    ],
    method:
      'Zwiebeln und gewürfelte Zucchini in Olivenöl andünsten. Passierte Tomaten zugeben und 10 Minuten köcheln. Tortellini nach Packungsangabe garen. Mit der Soße mischen und mit Basilikum bestreuen.',
  }),
  nudel({
    slug: 'dinkelnudeln-kuerbis-sahne',
    name: 'Dinkel-Vollkornnudeln mit Kürbis-Sahnesoße',
    tags: ['vegetarisch', 'Vollkorn', 'saisonal'],
    months: monthRange(9, 1),
    ingredients: [
      ['dinkel-vollkornnudeln', 650],
      ['kuerbis-hokkaido', 800],
      ['zwiebeln', 100],
      ['kochsahne', 300],
      ['reibekaese', 100],
      ['rapsoel', 20],
      ['muskat', 1],
    ],
    method:
      'Kürbis mit Schale klein würfeln und mit Zwiebeln in Rapsöl andünsten. Mit 300 ml Wasser 15 Minuten weich garen, Sahne zugeben und fein pürieren. Mit Muskat abschmecken. Nudeln bissfest kochen, mit der Soße mischen und mit Käse bestreuen.',
  }),
  nudel({
    slug: 'farfalle-spargel-erbsen',
    name: 'Farfalle mit grünem Spargel und Erbsen in Frischkäsesoße',
    tags: ['vegetarisch', 'saisonal'],
    months: monthRange(4, 6),
    ingredients: [
      ['farfalle', 650],
      ['spargel-gruen', 500],
      ['erbsen-tk', 300],
      ['frischkaese', 200],
      ['kochsahne', 200],
      ['zitronensaft', 20],
      ['petersilie', 20],
      ['rapsoel', 20],
    ],
    method:
      'Farfalle bissfest kochen. Spargel in Stücke schneiden und in Rapsöl 5 Minuten braten, Erbsen zugeben. Frischkäse und Sahne einrühren und aufkochen lassen. Mit Zitronensaft und Petersilie abschmecken und mit den Nudeln mischen.',
  }),
  nudel({
    slug: 'vollkornpenne-ratatouille',
    name: 'Vollkornpenne mit Ratatouille und Feta',
    tags: ['vegetarisch', 'Vollkorn', 'saisonal'],
    months: monthRange(7, 9),
    ingredients: [
      ['vollkorn-penne', 650],
      ['zucchini', 300],
      ['aubergine', 300],
      ['paprika-rot', 300],
      ['tomaten-stuecke', 600],
      ['zwiebeln', 150],
      ['olivenoel', 40],
      ['feta', 200],
      ['italienische-kraeuter', 4],
    ],
    method:
      'Zucchini, Aubergine, Paprika und Zwiebeln würfeln und in Olivenöl kräftig anbraten. Tomaten und Kräuter zugeben und 20 Minuten schmoren. Penne bissfest kochen. Mit dem Ratatouille anrichten und mit zerbröckeltem Feta bestreuen.',
  }),
];
