/** Desserts and fruit (Dessert): whole fresh fruit is marked raw, for the DGE "ganzes Obst". */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const dessert = recipeGroup('dessert');
const RAW = 'raw' as const;

export const DESSERTS: readonly Recipe[] = [
  dessert({
    slug: 'obst-aepfel-birnen',
    name: 'Obst der Saison: Äpfel und Birnen',
    category: 'Obst',
    tags: ['vegetarisch', 'vegan', 'Obst', 'schnell'],
    months: monthRange(8, 1),
    ingredients: [
      ['aepfel', 700, RAW],
      ['birnen', 500, RAW],
    ],
    method:
      'Obst waschen, vierteln und entkernen. In mundgerechte Spalten schneiden, für die Krippe in dünne Scheiben oder geraspelt, und auf Tellern anrichten. Erst kurz vor dem Essen schneiden, damit die Äpfel nicht braun werden.',
  }),
  dessert({
    slug: 'obst-aepfel-bananen',
    name: 'Obst: Äpfel und Bananen',
    category: 'Obst',
    tags: ['vegetarisch', 'vegan', 'Obst', 'schnell'],
    ingredients: [
      ['aepfel', 600, RAW],
      ['bananen', 500, RAW],
    ],
    method:
      'Äpfel waschen, vierteln, entkernen und in dünne Spalten schneiden, für die Krippe raspeln. Bananen schälen und in Stücke schneiden. Kurz vor dem Essen anrichten, damit nichts braun wird.',
  }),
  dessert({
    slug: 'obst-melone-erdbeeren',
    name: 'Obstteller mit Melone und Erdbeeren',
    category: 'Obst',
    tags: ['vegetarisch', 'vegan', 'Obst', 'schnell'],
    months: monthRange(6, 7),
    ingredients: [
      ['wassermelone', 800, RAW],
      ['erdbeeren', 400, RAW],
    ],
    method:
      'Melone in Spalten schneiden und entkernen. Erdbeeren waschen und der Länge nach vierteln. Zusammen auf Tellern anrichten.',
  }),
  dessert({
    slug: 'obst-bananen-mandarinen',
    name: 'Obst der Saison: Bananen und Mandarinen',
    category: 'Obst',
    tags: ['vegetarisch', 'vegan', 'Obst', 'schnell'],
    months: monthRange(11, 3),
    ingredients: [
      ['bananen', 600, RAW],
      ['mandarinen', 600, RAW],
    ],
    method: 'Bananen in Stücke schneiden. Mandarinen schälen und in Spalten teilen. Zusammen anrichten.',
  }),
  dessert({
    slug: 'obstsalat-joghurt',
    name: 'Obstsalat mit Joghurt',
    tags: ['vegetarisch', 'Obst'],
    months: monthRange(10, 5),
    ingredients: [
      ['aepfel', 300, RAW],
      ['bananen', 300, RAW],
      ['orangen', 300, RAW],
      ['kiwis', 200, RAW],
      ['naturjoghurt', 400],
    ],
    method:
      'Obst schälen beziehungsweise entkernen und in kleine Würfel schneiden. Orangensaft dabei auffangen und untermischen. Für die Krippe den Apfel raspeln. Mit Joghurt servieren.',
  }),
  dessert({
    slug: 'beerenquark',
    name: 'Beerenquark',
    tags: ['vegetarisch', 'schnell'],
    ingredients: [
      ['magerquark', 500],
      ['naturjoghurt', 300],
      ['beeren-tk', 500],
      ['zucker', 40],
    ],
    method:
      'Beeren in einem Topf aufkochen und über 90 °C mindestens 2 Minuten köcheln lassen (TK-Beeren nie roh servieren), dann vollständig abkühlen lassen und die Hälfte pürieren. Quark mit Joghurt und Zucker glatt rühren. Beerenpüree und die übrigen gekochten Beeren unterheben.',
  }),
  dessert({
    slug: 'apfelkompott-zimt',
    name: 'Apfelkompott mit Zimt',
    tags: ['vegetarisch', 'vegan'],
    months: monthRange(9, 5),
    ingredients: [
      ['aepfel', 1200],
      ['zucker', 30],
      ['zimt', 2],
    ],
    method:
      'Äpfel schälen, entkernen und würfeln. Mit 200 ml Wasser, Zucker und Zimt 10 Minuten weich dünsten. Abkühlen lassen und lauwarm servieren.',
  }),
  dessert({
    slug: 'rhabarberkompott-vanillesosse',
    name: 'Rhabarberkompott mit Vanillesoße',
    tags: ['vegetarisch', 'saisonal'],
    months: monthRange(4, 6),
    ingredients: [
      ['rhabarber', 800],
      ['zucker', 80],
      ['vollmilch', 600],
      ['puddingpulver', 40],
    ],
    method:
      'Rhabarber schälen, in Stücke schneiden und mit der Hälfte des Zuckers 5 Minuten dünsten. Milch mit übrigem Zucker aufkochen, mit angerührtem Puddingpulver binden. Kompott mit der warmen Vanillesoße servieren.',
  }),
  dessert({
    slug: 'joghurt-erdbeeren',
    name: 'Joghurt mit frischen Erdbeeren',
    tags: ['vegetarisch', 'Obst', 'schnell'],
    months: monthRange(5, 7),
    ingredients: [
      ['naturjoghurt', 1000],
      ['erdbeeren', 500, RAW],
      ['vanillezucker', 20],
    ],
    method:
      'Erdbeeren waschen und klein schneiden. Joghurt mit Vanillezucker glatt rühren. Erdbeeren darauf verteilen.',
  }),
  dessert({
    slug: 'vanillepudding-himbeeren',
    name: 'Vanillepudding mit Himbeeren',
    tags: ['vegetarisch', 'Obst'],
    months: monthRange(6, 9),
    ingredients: [
      ['vollmilch', 1000],
      ['puddingpulver', 80],
      ['zucker', 60],
      ['himbeeren', 300, RAW],
    ],
    method:
      'Puddingpulver mit Zucker und etwas Milch anrühren. Übrige Milch aufkochen, das Pulver einrühren und eine Minute köcheln. In Schälchen füllen, abkühlen lassen und mit Himbeeren belegen.',
  }),
  dessert({
    slug: 'apfel-crumble',
    name: 'Apfel-Crumble mit Haferflocken',
    tags: ['vegetarisch', 'Vollkorn'],
    months: monthRange(9, 5),
    complexity: 1,
    ingredients: [
      ['aepfel', 1000],
      ['haferflocken', 150],
      ['butter', 80],
      ['zucker', 60],
      ['zimt', 2],
    ],
    method:
      'Äpfel in Spalten schneiden und in eine Form legen. Haferflocken, kalte Butter, Zucker und Zimt zu Streuseln verkneten. Über die Äpfel streuen und bei 180 °C 25 Minuten backen.',
  }),
  dessert({
    slug: 'kirschen-frisch',
    name: 'Frische Süßkirschen',
    category: 'Obst',
    tags: ['vegetarisch', 'vegan', 'Obst', 'schnell'],
    months: [6, 7],
    ingredients: [['kirschen', 1000, RAW]],
    method:
      'Kirschen waschen, abtropfen lassen und für alle Kinder entsteinen. Für Kinder unter vier Jahren zusätzlich der Länge nach vierteln, damit sich niemand an Steinen oder ganzen Früchten verschluckt. In Schälchen anrichten.',
  }),
];
