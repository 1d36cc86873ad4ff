/** Soups and stews (Suppe/Eintopf). Each comes with bread or potatoes so the day counts as a grain day. */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const soup = recipeGroup('soup');

export const SOUPS: readonly Recipe[] = [
  soup({
    slug: 'linsensuppe-mit-vollkornbrot',
    name: 'Linsensuppe mit Vollkornbrot',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte', 'Vollkorn'],
    complexity: 1,
    ingredients: [
      ['berglinsen', 300], ['kartoffeln-festkochend', 500], ['karotten', 400], ['lauch', 200], ['zwiebeln', 100],
      ['tomatenmark', 30], ['rapsoel', 30], ['gemuesebruehe', 25], ['apfelessig', 20], ['majoran', 3],
      ['roggenvollkornbrot', 500],
    ],
    method:
      'Zwiebeln und Lauch in Rapsöl andünsten, Tomatenmark kurz mitrösten. Linsen, gewürfelte Kartoffeln und Karotten zugeben und mit 2,5 l Brühe aufgießen. Etwa 35 Minuten köcheln, bis die Linsen weich sind. Mit Majoran und einem Schuss Apfelessig abschmecken und mit Vollkornbrot servieren.',
  }),
  soup({
    slug: 'rote-linsen-kokos-suppe',
    name: 'Rote-Linsen-Suppe mit Kokosmilch und Fladenbrot',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte'],
    ingredients: [
      ['rote-linsen', 300], ['karotten', 400], ['suesskartoffeln', 400], ['zwiebeln', 100], ['ingwer', 15],
      ['kokosmilch', 300], ['gemuesebruehe', 25], ['currypulver', 8], ['rapsoel', 20], ['zitronensaft', 20],
      ['fladenbrot', 500],
    ],
    method:
      'Zwiebeln und Ingwer in Rapsöl glasig dünsten, Curry kurz mitrösten. Karotten, Süßkartoffeln und rote Linsen zugeben, mit 2 l Brühe aufgießen und 20 Minuten köcheln. Kokosmilch einrühren, fein pürieren und mit Zitronensaft abschmecken. Fladenbrot dazu reichen.',
  }),
  soup({
    slug: 'gelbe-erbsensuppe',
    name: 'Gelbe Erbsensuppe mit Kartoffeln und Vollkornbrot',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte', 'Vollkorn'],
    months: monthRange(10, 3),
    complexity: 1,
    ingredients: [
      ['gelbe-erbsen', 400], ['kartoffeln-mehlig', 600], ['suppengruen', 400], ['zwiebeln', 100], ['rapsoel', 30],
      ['gemuesebruehe', 25], ['majoran', 3], ['roggenvollkornbrot', 300],
    ],
    method:
      'Erbsen über Nacht einweichen und abgießen. Zwiebeln in Rapsöl andünsten, Erbsen und 2,5 l Brühe zugeben und 40 Minuten kochen. Gewürfelte Kartoffeln und Suppengrün zugeben und weitere 20 Minuten garen. Mit Majoran abschmecken und mit Vollkornbrot servieren.',
  }),
  soup({
    slug: 'minestrone',
    name: 'Minestrone mit Buchstabennudeln',
    tags: ['vegetarisch', 'Hülsenfrüchte'],
    months: monthRange(6, 10),
    complexity: 1,
    ingredients: [
      ['zucchini', 300], ['karotten', 300], ['staudensellerie', 150], ['weisse-bohnen-dose', 400],
      ['tomaten-stuecke', 800], ['zwiebeln', 100], ['buchstabennudeln', 300], ['olivenoel', 30],
      ['gemuesebruehe', 25], ['italienische-kraeuter', 5], ['reibekaese', 150],
    ],
    method:
      'Zwiebeln, Karotten und Sellerie in Olivenöl andünsten. Zucchini, Tomaten und 2 l Brühe zugeben und 15 Minuten köcheln. Bohnen und Buchstabennudeln einrühren und garen, bis die Nudeln weich sind. Mit Kräutern abschmecken und mit geriebenem Käse bestreuen.',
  }),
  soup({
    slug: 'kartoffel-lauch-suppe',
    name: 'Kartoffel-Lauch-Suppe mit Vollkornbrötchen',
    tags: ['vegetarisch', 'Vollkorn'],
    months: monthRange(9, 4),
    ingredients: [
      ['kartoffeln-mehlig', 1200], ['lauch', 300], ['karotten', 300], ['knollensellerie', 150], ['zwiebeln', 100],
      ['kochsahne', 200], ['rapsoel', 20], ['gemuesebruehe', 25], ['majoran', 3], ['muskat', 1],
      ['vollkornbroetchen', 10],
    ],
    method:
      'Zwiebeln und Lauch in Rapsöl andünsten. Kartoffeln, Karotten und Sellerie würfeln, zugeben und mit 2 l Brühe 25 Minuten kochen. Einen Teil grob pürieren, Sahne einrühren und mit Majoran und Muskat würzen. Mit Vollkornbrötchen servieren.',
  }),
  soup({
    slug: 'kuerbissuppe',
    name: 'Kürbissuppe mit Kürbiskernen und Vollkornbrötchen',
    tags: ['vegetarisch', 'vegan', 'Vollkorn', 'saisonal'],
    months: monthRange(9, 11),
    ingredients: [
      ['kuerbis-hokkaido', 1500], ['karotten', 300], ['kartoffeln-festkochend', 300], ['zwiebeln', 100],
      ['ingwer', 10], ['kokosmilch', 200], ['gemuesebruehe', 25], ['rapsoel', 20], ['kuerbiskerne', 50],
      ['vollkornbroetchen', 10],
    ],
    method:
      'Hokkaido waschen, entkernen und mit Schale würfeln. Zwiebeln und Ingwer in Rapsöl andünsten, Gemüse zugeben und mit 1,5 l Brühe 20 Minuten köcheln. Kokosmilch zugeben und fein pürieren. Kürbiskerne ohne Fett rösten, über die Suppe streuen und Vollkornbrötchen dazu reichen.',
  }),
  soup({
    slug: 'gemueseeintopf-mit-wiener',
    name: 'Gemüseeintopf mit Geflügelwiener',
    tags: ['Fleisch'],
    ingredients: [
      ['kartoffeln-festkochend', 800], ['karotten', 400], ['kohlrabi', 300], ['erbsen-tk', 200], ['lauch', 200],
      ['gefluegelwiener', 400], ['gemuesebruehe', 25], ['rapsoel', 20], ['petersilie', 20], ['mischbrot', 300],
    ],
    method:
      'Lauch in Rapsöl andünsten, gewürfelte Kartoffeln, Karotten und Kohlrabi zugeben. Mit 2 l Brühe aufgießen und 20 Minuten köcheln. Erbsen und die in Scheiben geschnittenen Würstchen zugeben und 5 Minuten ziehen lassen. Mit Petersilie bestreuen und mit Brot servieren.',
  }),
  soup({
    slug: 'weisser-bohneneintopf',
    name: 'Weißer Bohneneintopf mit Tomaten und Rosmarin',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte'],
    complexity: 1,
    ingredients: [
      ['weisse-bohnen', 300], ['kartoffeln-festkochend', 500], ['karotten', 300], ['staudensellerie', 150],
      ['tomaten-stuecke', 600], ['zwiebeln', 100], ['olivenoel', 30], ['rosmarin', 2], ['gemuesebruehe', 20],
      ['baguette', 400],
    ],
    method:
      'Bohnen über Nacht einweichen und in frischem Wasser 50 Minuten weich kochen. Zwiebeln, Karotten und Sellerie in Olivenöl andünsten. Kartoffeln, Tomaten, Rosmarin und 1,5 l Brühe zugeben und 20 Minuten köcheln. Bohnen unterheben, abschmecken und mit Baguette servieren.',
  }),
  soup({
    slug: 'gruenkohl-kartoffel-eintopf',
    name: 'Grünkohl-Kartoffel-Eintopf mit Räuchertofu',
    tags: ['vegetarisch', 'vegan', 'saisonal'],
    months: monthRange(11, 2),
    complexity: 1,
    ingredients: [
      ['gruenkohl', 1000], ['kartoffeln-mehlig', 1400], ['zwiebeln', 150], ['raeuchertofu', 400], ['rapsoel', 30],
      ['gemuesebruehe', 20], ['senf', 20], ['muskat', 1], ['mischbrot', 300],
    ],
    method:
      'Grünkohl von den Stielen zupfen, waschen und grob hacken. Zwiebeln in Rapsöl andünsten, Grünkohl zugeben und mit 1 l Brühe 30 Minuten schmoren. Kartoffeln würfeln, zugeben und 20 Minuten mitgaren. Räuchertofu würfeln, anbraten und unterheben, mit Senf und Muskat abschmecken.',
  }),
  soup({
    slug: 'fischsuppe',
    name: 'Fischsuppe mit Seelachs, Gemüse und Baguette',
    tags: ['Fisch'],
    complexity: 1,
    ingredients: [
      ['seelachsfilet-tk', 600], ['kartoffeln-festkochend', 600], ['karotten', 300], ['lauch', 200], ['fenchel', 200],
      ['tomaten-stuecke', 400], ['kochsahne', 200], ['gemuesebruehe', 20], ['dill', 20], ['rapsoel', 20],
      ['baguette', 400],
    ],
    method:
      'Lauch und Fenchel in Rapsöl andünsten. Kartoffeln und Karotten würfeln, mit Tomaten und 2 l Brühe zugeben und 15 Minuten köcheln. Seelachs in Würfel schneiden, in die Suppe geben und 6 Minuten gar ziehen lassen. Sahne und Dill einrühren und mit Baguette servieren.',
  }),
  soup({
    slug: 'tomatensuppe-mit-kaesebrot',
    name: 'Tomatensuppe mit überbackenem Vollkornbrot',
    tags: ['vegetarisch', 'Vollkorn', 'saisonal'],
    months: monthRange(7, 9),
    ingredients: [
      ['tomaten', 1500], ['tomaten-passiert', 500], ['zwiebeln', 150], ['karotten', 200], ['kochsahne', 150],
      ['olivenoel', 20], ['basilikum', 15], ['gemuesebruehe', 20], ['dinkelvollkornbrot', 500], ['reibekaese', 150],
    ],
    method:
      'Zwiebeln und Karotten in Olivenöl andünsten, Tomaten grob schneiden und zugeben. Mit passierten Tomaten und 1 l Brühe 20 Minuten köcheln, dann fein pürieren. Sahne und Basilikum einrühren. Brotscheiben mit Käse bestreuen, im Ofen bei 200 °C 6 Minuten überbacken und zur Suppe reichen.',
  }),
  soup({
    slug: 'spargel-kartoffel-suppe',
    name: 'Spargel-Kartoffel-Suppe mit Vollkornbrötchen',
    tags: ['vegetarisch', 'Vollkorn', 'saisonal'],
    months: monthRange(4, 6),
    ingredients: [
      ['spargel-weiss', 800], ['kartoffeln-mehlig', 700], ['zwiebeln', 100], ['kochsahne', 250], ['butter', 30],
      ['gemuesebruehe', 20], ['petersilie', 20], ['vollkornbroetchen', 10],
    ],
    method:
      'Spargel schälen, die Schalen in 2 l Wasser 15 Minuten auskochen und abseihen. Zwiebeln in Butter andünsten, Kartoffeln und Spargelstücke ohne Spitzen zugeben und im Spargelsud 20 Minuten garen. Pürieren, Sahne und Brühe einrühren und die Spitzen 5 Minuten darin ziehen lassen. Mit Petersilie und Vollkornbrötchen servieren.',
  }),
  soup({
    slug: 'huehnersuppe-mit-nudeln',
    name: 'Hühnersuppe mit Gemüse und Suppennudeln',
    tags: ['Fleisch', 'Geflügel'],
    complexity: 1,
    ingredients: [
      ['haehnchenbrust', 500], ['suppennudeln', 400], ['karotten', 400], ['knollensellerie', 200], ['lauch', 200],
      ['erbsen-tk', 150], ['gemuesebruehe', 25], ['petersilie', 20], ['mischbrot', 200],
    ],
    method:
      'Hähnchenbrust in 2,5 l Brühe 15 Minuten sanft garen, herausnehmen und klein schneiden. Karotten, Sellerie und Lauch würfeln und in der Brühe 10 Minuten kochen. Suppennudeln und Erbsen zugeben und garen. Fleisch zurück in die Suppe geben, mit Petersilie bestreuen und mit Brot servieren.',
  }),
  soup({
    slug: 'moehren-ingwer-suppe',
    name: 'Möhren-Ingwer-Suppe mit Fladenbrot',
    tags: ['vegetarisch', 'vegan', 'schnell'],
    ingredients: [
      ['karotten', 1400], ['kartoffeln-festkochend', 400], ['zwiebeln', 100], ['ingwer', 15], ['orangensaft', 200],
      ['kokosmilch', 150], ['gemuesebruehe', 20], ['rapsoel', 20], ['fladenbrot', 500],
    ],
    method:
      'Zwiebeln und Ingwer in Rapsöl andünsten. Karotten und Kartoffeln in Scheiben schneiden, zugeben und mit 1,5 l Brühe 20 Minuten kochen. Orangensaft und Kokosmilch zugeben und fein pürieren. Mit Fladenbrot servieren.',
  }),
];
