/** Sweet main dishes (Süßspeisen): at most one a week; always with fruit, grain and milk. */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const sweet = recipeGroup('sweet');

export const SWEET_DISHES: readonly Recipe[] = [
  sweet({
    slug: 'milchreis-kirschen',
    name: 'Milchreis mit Zimt und Sauerkirschen',
    tags: ['vegetarisch', 'glutenfrei'],
    ingredients: [
      ['milchreis', 450],
      ['vollmilch', 2000],
      ['zucker', 60],
      ['vanillezucker', 15],
      ['zimt', 3],
      ['sauerkirschen-glas', 800],
      ['maisstaerke', 20],
    ],
    method:
      'Milch mit Vanillezucker aufkochen, Reis einrühren und bei kleiner Hitze 35 Minuten quellen lassen, dabei öfter umrühren. Kirschsaft mit Stärke binden. Die Kirschen für Kinder unter vier Jahren der Länge nach vierteln und unterheben. Zucker mit Zimt mischen. Milchreis mit Kirschen und Zimtzucker servieren.',
  }),
  sweet({
    slug: 'griessbrei-apfel-birnen-kompott',
    name: 'Dinkelgrießbrei mit Apfel-Birnen-Kompott',
    tags: ['vegetarisch', 'schnell'],
    months: monthRange(9, 1),
    ingredients: [
      ['dinkelgriess', 350],
      ['vollmilch', 1800],
      ['zucker', 50],
      ['vanillezucker', 10],
      ['aepfel', 500],
      ['birnen', 400],
      ['zimt', 2],
    ],
    method:
      'Milch mit Vanillezucker aufkochen, Grieß einrieseln lassen und unter Rühren 5 Minuten quellen lassen. Äpfel und Birnen würfeln und mit wenig Wasser, Zucker und Zimt 8 Minuten dünsten. Grießbrei mit dem warmen Kompott servieren.',
  }),
  sweet({
    slug: 'dinkelpfannkuchen-apfelmus',
    name: 'Dinkel-Vollkornpfannkuchen mit Apfelmus',
    tags: ['vegetarisch', 'Vollkorn'],
    ingredients: [
      ['dinkelvollkornmehl', 500],
      ['vollmilch', 1000],
      ['eier', 6],
      ['rapsoel', 80],
      ['apfelmark', 1000],
      ['zucker', 30],
      ['salz', 2],
    ],
    method:
      'Mehl, Milch, Eier und eine Prise Salz zu einem glatten Teig verrühren und 15 Minuten quellen lassen. In wenig Rapsöl dünne Pfannkuchen von beiden Seiten vollständig durchbacken. Mit Apfelmus und etwas Zucker servieren.',
  }),
  sweet({
    slug: 'kaiserschmarrn-zwetschgenroester',
    name: 'Kaiserschmarrn mit Zwetschgenröster',
    tags: ['vegetarisch'],
    months: monthRange(7, 10),
    complexity: 1,
    ingredients: [
      ['weizenmehl-405', 400],
      ['vollmilch', 800],
      ['eier', 8],
      ['butter', 60],
      ['zucker', 60],
      ['rosinen', 80],
      ['pflaumen', 800],
      ['puderzucker', 20],
    ],
    method:
      'Pflaumen entsteinen, vierteln und mit Zucker und wenig Wasser 10 Minuten zu Röster köcheln. Eier trennen, Eigelb mit Mehl und Milch verrühren, Eischnee unterheben. Teig in Butter auf Blechen bei 200 °C 15 Minuten backen, mit Rosinen in Stücke reißen. Mit Puderzucker bestäuben und mit dem Röster servieren.',
  }),
  sweet({
    slug: 'quark-griess-auflauf-beeren',
    name: 'Quark-Grieß-Auflauf mit Beeren',
    tags: ['vegetarisch'],
    complexity: 1,
    ingredients: [
      ['magerquark', 1000],
      ['dinkelgriess', 250],
      ['eier', 4],
      ['zucker', 80],
      ['vollmilch', 400],
      ['beeren-tk', 600],
      ['butter', 20],
    ],
    method:
      'Quark mit Grieß, Eigelb, Zucker und Milch verrühren und 15 Minuten quellen lassen. Eiweiß steif schlagen und unterheben. Die Hälfte der Beeren unterheben, in eine gebutterte Form füllen und bei 180 °C 40 Minuten backen. Die übrigen Beeren in einem Topf aufkochen und über 90 °C mindestens 2 Minuten köcheln lassen (TK-Beeren nie roh servieren), etwas abkühlen lassen und zum Auflauf servieren.',
  }),
  sweet({
    slug: 'arme-ritter-erdbeeren',
    name: 'Arme Ritter mit frischen Erdbeeren',
    tags: ['vegetarisch', 'schnell', 'Resteverwertung'],
    months: monthRange(5, 7),
    ingredients: [
      ['mischbrot', 500],
      ['eier', 5],
      ['vollmilch', 500],
      ['zucker', 30],
      ['zimt', 3],
      ['rapsoel', 60],
      ['erdbeeren', 800, 'raw'],
    ],
    method:
      'Eier mit Milch, einer Prise Zimt und wenig Zucker verquirlen. Brotscheiben darin einweichen und in Rapsöl von beiden Seiten goldbraun und vollständig durchbraten, bis kein flüssiges Ei mehr austritt. Erdbeeren waschen und der Länge nach vierteln. Arme Ritter mit Erdbeeren und Zimtzucker servieren.',
  }),
  sweet({
    slug: 'hirse-apfel-auflauf',
    name: 'Hirse-Apfel-Auflauf',
    tags: ['vegetarisch', 'Vollkorn', 'glutenfrei'],
    months: monthRange(9, 4),
    complexity: 1,
    ingredients: [
      ['hirse', 350],
      ['vollmilch', 1200],
      ['aepfel', 800],
      ['eier', 3],
      ['zucker', 50],
      ['zimt', 3],
      ['butter', 20],
      ['rosinen', 60],
    ],
    method:
      'Hirse heiß abspülen und in der Milch 20 Minuten quellen lassen. Äpfel in Spalten schneiden. Eier mit Zucker und Zimt verrühren, mit Hirse und Rosinen mischen. Abwechselnd mit den Äpfeln in eine gebutterte Form schichten und bei 180 °C 35 Minuten backen.',
  }),
];
