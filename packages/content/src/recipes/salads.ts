/** Salads and raw vegetables (Salat/Rohkost): the side that makes a day a raw vegetable day. */
import type { Recipe } from '@speiseplaner/shared';
import { ALL_YEAR, monthRange, recipeGroup } from './defineRecipe';

const salad = recipeGroup('salad');
const RAW = 'raw' as const;

export const SALADS: readonly Recipe[] = [
  salad({
    slug: 'karotten-apfel-rohkost',
    name: 'Möhren-Apfel-Rohkost',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'schnell'],
    months: ALL_YEAR,
    ingredients: [
      ['karotten', 700, RAW],
      ['aepfel', 300, RAW],
      ['zitronensaft', 30],
      ['rapsoel-kaltgepresst', 30],
    ],
    method:
      'Möhren und Äpfel fein raspeln. Sofort mit Zitronensaft mischen, damit nichts braun wird. Rapsöl unterheben.',
  }),
  salad({
    slug: 'gurkensalat-joghurt-dill',
    name: 'Gurkensalat mit Joghurt-Dill-Dressing',
    category: 'Salat',
    tags: ['vegetarisch', 'Rohkost', 'schnell'],
    months: monthRange(6, 10),
    ingredients: [
      ['salatgurke', 1000, RAW],
      ['naturjoghurt', 200],
      ['dill', 15],
      ['apfelessig', 20],
      ['rapsoel', 20],
    ],
    method:
      'Gurken waschen und in dünne Scheiben hobeln. Joghurt mit Essig, Öl und gehacktem Dill verrühren. Erst kurz vor dem Servieren mit den Gurken mischen.',
  }),
  salad({
    slug: 'tomaten-gurken-salat',
    name: 'Tomaten-Gurken-Salat mit Basilikum',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'schnell'],
    months: monthRange(7, 9),
    ingredients: [
      ['tomaten', 600, RAW],
      ['salatgurke', 400, RAW],
      ['fruehlingszwiebeln', 50, RAW],
      ['olivenoel', 30],
      ['apfelessig', 20],
      ['basilikum', 10],
    ],
    method:
      'Tomaten und Gurken würfeln, Frühlingszwiebeln in feine Ringe schneiden. Mit Essig und Olivenöl anmachen. Basilikum zupfen und darüber streuen.',
  }),
  salad({
    slug: 'blattsalat-joghurtdressing',
    name: 'Bunter Blattsalat mit Joghurtdressing',
    category: 'Salat',
    tags: ['vegetarisch', 'Rohkost'],
    months: monthRange(6, 10),
    ingredients: [
      ['blattsalat-mix', 500, RAW],
      ['salatgurke', 300, RAW],
      ['radieschen', 200, RAW],
      ['naturjoghurt', 150],
      ['rapsoel', 20],
      ['zitronensaft', 15],
      ['schnittlauch', 10],
    ],
    method:
      'Salat waschen, trocken schleudern und zupfen. Gurke und Radieschen in Scheiben schneiden, für die Krippe die Radieschen raspeln. Joghurt mit Zitronensaft, Öl und Schnittlauch verrühren und erst bei Tisch darüber geben.',
  }),
  salad({
    slug: 'spinat-apfel-salat',
    name: 'Junger Spinat mit Apfel und Möhren',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'saisonal'],
    months: monthRange(3, 5),
    ingredients: [
      ['blattspinat', 400, RAW],
      ['aepfel', 300, RAW],
      ['karotten', 200, RAW],
      ['rapsoel-kaltgepresst', 30],
      ['apfelessig', 20],
    ],
    method:
      'Jungen Spinat gründlich waschen, trocken schleudern und grobe Stiele entfernen. Äpfel und Möhren fein raspeln. Mit Essig und Rapsöl anmachen und sofort servieren.',
  }),
  salad({
    slug: 'kohlrabi-rohkost-kresse',
    name: 'Kohlrabi-Rohkost mit Kresse',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'schnell'],
    months: monthRange(5, 10),
    ingredients: [
      ['kohlrabi', 800, RAW],
      ['karotten', 200, RAW],
      ['kresse', 20],
      ['zitronensaft', 20],
      ['rapsoel-kaltgepresst', 20],
    ],
    method:
      'Kohlrabi schälen und mit den Möhren grob raspeln. Mit Zitronensaft und Rapsöl anmachen. Mit Kresse bestreuen.',
  }),
  salad({
    slug: 'krautsalat',
    name: 'Krautsalat mit Möhren',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost'],
    months: monthRange(9, 5),
    ingredients: [
      ['weisskohl', 900, RAW],
      ['karotten', 200, RAW],
      ['apfelessig', 40],
      ['rapsoel', 40],
      ['kuemmel', 2],
      ['zucker', 10],
      ['salz', 2],
    ],
    method:
      'Weißkohl fein hobeln, mit Salz kräftig durchkneten und 15 Minuten ziehen lassen. Möhren raspeln. Mit Essig, Öl, Kümmel und wenig Zucker mischen und mindestens 30 Minuten durchziehen lassen.',
  }),
  salad({
    slug: 'rotkohl-apfel-salat',
    name: 'Rotkohl-Apfel-Salat',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost'],
    months: monthRange(10, 5),
    ingredients: [
      ['rotkohl', 700, RAW],
      ['aepfel', 300, RAW],
      ['orangensaft', 60],
      ['rapsoel', 30],
      ['apfelessig', 20],
    ],
    method:
      'Rotkohl sehr fein hobeln und mit Essig durchkneten. Äpfel raspeln und mit Orangensaft mischen. Alles mit Rapsöl vermengen und 20 Minuten ziehen lassen.',
  }),
  salad({
    slug: 'rohkostteller-kraeuterquark',
    name: 'Rohkostteller mit Kräuterquark-Dip',
    tags: ['vegetarisch', 'Rohkost', 'schnell'],
    months: monthRange(7, 10),
    ingredients: [
      ['karotten', 300, RAW],
      ['kohlrabi', 300, RAW],
      ['paprika-rot', 300, RAW],
      ['salatgurke', 300, RAW],
      ['speisequark', 300],
      ['schnittlauch', 10],
    ],
    method:
      'Gemüse waschen und in fingerdicke Sticks schneiden, für die Krippe Möhren und Kohlrabi fein raspeln. Quark mit etwas Wasser und Schnittlauch glatt rühren. Gemüsesticks mit dem Dip anrichten.',
  }),
  salad({
    slug: 'feldsalat-apfel-kerne',
    name: 'Feldsalat mit Apfel und Sonnenblumenkernen',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'saisonal'],
    months: monthRange(10, 3),
    ingredients: [
      ['feldsalat', 400, RAW],
      ['aepfel', 300, RAW],
      ['sonnenblumenkerne', 50],
      ['rapsoel-kaltgepresst', 30],
      ['apfelessig', 20],
    ],
    method:
      'Feldsalat gründlich waschen und trocken schleudern. Äpfel in feine Spalten schneiden, für die Krippe raspeln. Sonnenblumenkerne ohne Fett rösten. Alles mit Essig und Öl anmachen, für die Krippe ohne Kerne.',
  }),
  salad({
    slug: 'rote-bete-apfel-rohkost',
    name: 'Rote-Bete-Apfel-Rohkost',
    tags: ['vegetarisch', 'vegan', 'Rohkost'],
    months: monthRange(9, 4),
    ingredients: [
      ['rote-bete', 600, RAW],
      ['aepfel', 300, RAW],
      ['zitronensaft', 20],
      ['rapsoel', 20],
    ],
    method:
      'Rote Bete schälen (Handschuhe tragen) und mit den Äpfeln fein raspeln. Mit Zitronensaft und Rapsöl mischen. Kurz ziehen lassen.',
  }),
  salad({
    slug: 'chinakohl-mandarinen-salat',
    name: 'Chinakohl-Mandarinen-Salat',
    category: 'Salat',
    tags: ['vegetarisch', 'Rohkost'],
    months: monthRange(10, 3),
    ingredients: [
      ['chinakohl', 700, RAW],
      ['mandarinen', 300, RAW],
      ['naturjoghurt', 150],
      ['zitronensaft', 15],
    ],
    method:
      'Chinakohl in feine Streifen schneiden. Mandarinen schälen und in Spalten teilen. Joghurt mit Zitronensaft verrühren und alles mischen.',
  }),
  salad({
    slug: 'radieschen-gurken-salat',
    name: 'Radieschen-Gurken-Salat mit Schnittlauch',
    category: 'Salat',
    tags: ['vegetarisch', 'Rohkost', 'saisonal'],
    months: monthRange(6, 9),
    ingredients: [
      ['radieschen', 400, RAW],
      ['salatgurke', 500, RAW],
      ['saure-sahne', 150],
      ['schnittlauch', 15],
      ['apfelessig', 15],
    ],
    method:
      'Radieschen und Gurke in dünne Scheiben hobeln, für die Krippe die Radieschen raspeln. Saure Sahne mit Essig und Schnittlauch verrühren. Kurz vor dem Servieren untermischen.',
  }),
  salad({
    slug: 'eisbergsalat-mais-karotten',
    name: 'Eisbergsalat mit Mais und Möhren',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'schnell'],
    months: monthRange(6, 10),
    ingredients: [
      ['eisbergsalat', 500, RAW],
      ['mais', 200],
      ['karotten', 300, RAW],
      ['rapsoel', 20],
      ['apfelessig', 20],
    ],
    method:
      'Eisbergsalat in Streifen schneiden, Möhren raspeln, Mais abtropfen lassen. Essig und Öl verrühren. Alles mischen.',
  }),
  salad({
    slug: 'fenchel-orangen-salat',
    name: 'Fenchel-Orangen-Salat',
    category: 'Salat',
    tags: ['vegetarisch', 'vegan', 'Rohkost', 'saisonal'],
    months: monthRange(10, 11),
    ingredients: [
      ['fenchel', 600, RAW],
      ['orangen', 400, RAW],
      ['rapsoel', 20],
      ['zitronensaft', 15],
    ],
    method:
      'Fenchel halbieren und quer in hauchdünne Streifen hobeln, für die Krippe fein raspeln. Orangen schälen und würfeln, den Saft auffangen. Mit Zitronensaft und Öl mischen.',
  }),
];
