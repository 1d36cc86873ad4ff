/** Component plates (Komponententeller): potatoes or grain, vegetables and a protein component. */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const plate = recipeGroup('component');

export const COMPONENT_PLATES: readonly Recipe[] = [
  plate({
    slug: 'seelachs-dillsosse-kartoffeln',
    name: 'Seelachsfilet mit Dillsoße, Salzkartoffeln und Karottengemüse',
    tags: ['Fisch'],
    complexity: 1,
    ingredients: [
      ['seelachsfilet-tk', 650], ['kartoffeln-festkochend', 1700], ['karotten', 800], ['vollmilch', 300],
      ['kochsahne', 200], ['weizenmehl-405', 40], ['butter', 30], ['dill', 20], ['gemuesebruehe', 10],
      ['zitronensaft', 15], ['rapsoel', 20],
    ],
    method:
      'Kartoffeln schälen und in Salzwasser 20 Minuten kochen. Karotten in Scheiben schneiden und mit wenig Wasser 10 Minuten dünsten. Seelachs in Portionsstücke teilen, mit Zitronensaft beträufeln und in Rapsöl von beiden Seiten braten. Aus Butter, Mehl, Milch, Sahne und Brühe eine Soße kochen und den Dill einrühren.',
  }),
  plate({
    slug: 'ofenlachs-kartoffeln-brokkoli',
    name: 'Lachs aus dem Ofen mit Kartoffeln, Brokkoli und Joghurt-Dip',
    tags: ['Fisch', 'fetter Seefisch'],
    ingredients: [
      ['lachsfilet-tk', 600], ['kartoffeln-festkochend', 1500], ['brokkoli', 800], ['zitronensaft', 20],
      ['rapsoel', 30], ['naturjoghurt', 300], ['dill', 15],
    ],
    method:
      'Lachs auftauen, in Portionen teilen, mit Zitronensaft und Rapsöl bestreichen und bei 180 °C 15 Minuten im Ofen garen. Kartoffeln in Salzwasser kochen. Brokkoliröschen 5 Minuten dämpfen. Joghurt mit Dill verrühren und als Dip reichen.',
  }),
  plate({
    slug: 'fischstaebchen-pueree-erbsen-moehren',
    name: 'Fischstäbchen mit Kartoffelpüree und Erbsen-Möhren-Gemüse',
    tags: ['Fisch', 'schnell'],
    ingredients: [
      ['fischstaebchen', 700], ['kartoffeln-mehlig', 1400], ['vollmilch', 300], ['butter', 40], ['erbsen-tk', 400],
      ['karotten', 400], ['muskat', 1],
    ],
    method:
      'Kartoffeln schälen, weich kochen und mit heißer Milch, Butter und Muskat zu Püree stampfen. Karotten würfeln und mit den Erbsen in wenig Wasser 8 Minuten dünsten. Fischstäbchen auf einem Blech bei 200 °C 15 Minuten backen, nach der Hälfte wenden.',
  }),
  plate({
    slug: 'heringsfilet-rote-bete-kartoffeln',
    name: 'Gebratenes Heringsfilet mit Rote-Bete-Kartoffeln und Joghurtsoße',
    tags: ['Fisch', 'fetter Seefisch', 'saisonal'],
    months: monthRange(10, 3),
    complexity: 1,
    ingredients: [
      ['heringsfilet', 550], ['kartoffeln-festkochend', 1500], ['rote-bete', 600], ['naturjoghurt', 300], ['dill', 15],
      ['rapsoel', 20],
    ],
    method:
      'Rote Bete in Salzwasser 40 Minuten garen, schälen und würfeln. Kartoffeln kochen, würfeln und mit der Roten Bete mischen. Heringsfilets in Rapsöl auf der Hautseite knusprig braten und kurz wenden. Joghurt mit Dill verrühren und dazu reichen.',
  }),
  plate({
    slug: 'putengeschnetzeltes-paprikarahm',
    name: 'Putengeschnetzeltes in Paprikarahm mit Kartoffeln',
    tags: ['Fleisch', 'Geflügel', 'mageres Fleisch'],
    ingredients: [
      ['putenbrust', 550], ['paprika-rot', 400], ['paprika-gelb', 300], ['zwiebeln', 150], ['kochsahne', 300],
      ['paprikapulver', 5], ['rapsoel', 30], ['kartoffeln-festkochend', 1500],
    ],
    method:
      'Kartoffeln in Salzwasser kochen. Putenbrust in Streifen schneiden und in Rapsöl portionsweise anbraten. Zwiebeln und Paprikastreifen in der Pfanne 8 Minuten dünsten, Paprikapulver und Sahne zugeben. Das Fleisch zurück in die Soße geben und kurz ziehen lassen.',
  }),
  plate({
    slug: 'rindergulasch-kartoffeln-rotkohl',
    name: 'Rindergulasch mit Kartoffeln und Apfelrotkohl',
    tags: ['Fleisch', 'Rind', 'mageres Fleisch', 'saisonal'],
    months: monthRange(10, 3),
    complexity: 2,
    ingredients: [
      ['rindergulasch', 500], ['zwiebeln', 300], ['tomatenmark', 40], ['paprikapulver', 8], ['rapsoel', 30],
      ['kartoffeln-festkochend', 1800], ['apfelrotkohl', 800],
    ],
    method:
      'Gulasch in Rapsöl portionsweise kräftig anbraten. Zwiebeln zugeben und goldbraun rösten, Tomatenmark und Paprika kurz mitrösten. Mit 800 ml Wasser ablöschen und zugedeckt 90 Minuten schmoren. Kartoffeln kochen und den Rotkohl erwärmen.',
  }),
  plate({
    slug: 'frikadellen-pueree-kohlrabi',
    name: 'Frikadellen mit Kartoffelpüree und Kohlrabigemüse',
    tags: ['Fleisch', 'Rind'],
    complexity: 1,
    ingredients: [
      ['rinderhack', 500], ['eier', 2], ['paniermehl', 80], ['zwiebeln', 100], ['senf', 15],
      ['kartoffeln-mehlig', 1500], ['vollmilch', 300], ['butter', 40], ['kohlrabi', 800], ['kochsahne', 100],
      ['petersilie', 15],
    ],
    method:
      'Hackfleisch mit Ei, Paniermehl, fein gewürfelten Zwiebeln und Senf verkneten und 20 kleine Frikadellen formen. Bei 190 °C 20 Minuten im Ofen backen. Kartoffeln kochen und mit Milch und Butter zu Püree stampfen. Kohlrabi in Stifte schneiden, in wenig Wasser dünsten, mit Sahne binden und mit Petersilie bestreuen.',
  }),
  plate({
    slug: 'gruenkernbratlinge-kraeuterquark',
    name: 'Grünkern-Gemüse-Bratlinge mit Kräuterquark und Kartoffeln',
    tags: ['vegetarisch', 'Vollkorn'],
    complexity: 2,
    ingredients: [
      ['gruenkern', 350], ['karotten', 300], ['zwiebeln', 100], ['eier', 3], ['haferflocken', 100], ['rapsoel', 60],
      ['gemuesebruehe', 15], ['speisequark', 400], ['schnittlauch', 20], ['kartoffeln-festkochend', 1200],
    ],
    method:
      'Grünkernschrot in 700 ml Brühe aufkochen und 20 Minuten quellen lassen. Mit geriebenen Karotten, Zwiebeln, Eiern und Haferflocken verkneten und 20 Bratlinge formen. In Rapsöl von beiden Seiten goldbraun braten. Quark mit Schnittlauch verrühren und mit Salzkartoffeln servieren.',
  }),
  plate({
    slug: 'spinat-ruehrei-kartoffeln',
    name: 'Rahmspinat mit Rührei und Salzkartoffeln',
    tags: ['vegetarisch', 'schnell'],
    ingredients: [
      ['blattspinat-tk', 1200], ['kartoffeln-festkochend', 1500], ['eier', 12], ['vollmilch', 200], ['kochsahne', 150],
      ['zwiebeln', 100], ['rapsoel', 30], ['muskat', 1],
    ],
    method:
      'Kartoffeln in Salzwasser kochen. Zwiebeln in wenig Rapsöl andünsten, Spinat zugeben und auftauen lassen, mit Sahne und Muskat verfeinern. Eier mit Milch verquirlen und im übrigen Öl bei mittlerer Hitze stocken lassen. Alles zusammen anrichten.',
  }),
  plate({
    slug: 'pellkartoffeln-kraeuterquark-rohkost',
    name: 'Pellkartoffeln mit Kräuterquark und Gemüsesticks',
    tags: ['vegetarisch', 'schnell', 'Rohkost'],
    months: monthRange(3, 10),
    ingredients: [
      ['kartoffeln-festkochend', 2000], ['speisequark', 600], ['naturjoghurt', 200], ['schnittlauch', 20],
      ['petersilie', 20], ['rapsoel-kaltgepresst', 40], ['karotten', 300, 'raw'], ['kohlrabi', 300, 'raw'],
    ],
    method:
      'Kartoffeln gründlich waschen und mit Schale 25 Minuten kochen. Quark mit Joghurt, Rapsöl und fein geschnittenen Kräutern glatt rühren. Karotten und Kohlrabi in Sticks schneiden. Kartoffeln pellen oder mit Schale servieren und Quark und Gemüsesticks dazu reichen.',
  }),
  plate({
    slug: 'haehnchen-bulgur-paprika',
    name: 'Hähnchenbrust mit Bulgur und Paprika-Zucchini-Gemüse',
    tags: ['Fleisch', 'Geflügel', 'mageres Fleisch', 'Vollkorn'],
    months: monthRange(6, 9),
    ingredients: [
      ['haehnchenbrust', 550], ['bulgur', 500], ['paprika-rot', 400], ['zucchini', 500], ['zwiebeln', 100],
      ['olivenoel', 40], ['naturjoghurt', 300], ['paprikapulver', 5],
    ],
    method:
      'Bulgur mit der doppelten Menge heißer Brühe übergießen und 15 Minuten quellen lassen. Hähnchenbrust in Streifen schneiden, mit Paprikapulver würzen und in Olivenöl braten. Paprika, Zucchini und Zwiebeln würfeln und 10 Minuten schmoren. Mit Bulgur und Joghurt servieren.',
  }),
  plate({
    slug: 'putenschnitzel-kartoffel-gurkensalat',
    name: 'Paniertes Putenschnitzel mit Kartoffel-Gurken-Salat',
    tags: ['Fleisch', 'Geflügel', 'mageres Fleisch'],
    months: monthRange(5, 9),
    complexity: 1,
    ingredients: [
      ['putenbrust', 600], ['eier', 2], ['paniermehl', 150], ['weizenmehl-405', 50], ['rapsoel', 80],
      ['kartoffeln-festkochend', 1500], ['salatgurke', 400, 'raw'], ['apfelessig', 60], ['gemuesebruehe', 10],
      ['senf', 20],
    ],
    method:
      'Kartoffeln mit Schale kochen, pellen und in Scheiben schneiden. Mit warmer Brühe, Essig, Senf und etwas Öl anmachen und die gehobelte Gurke unterheben. Putenbrust in dünne Schnitzel schneiden, in Mehl, Ei und Paniermehl wenden. In Rapsöl goldbraun braten.',
  }),
  plate({
    slug: 'rinderbraten-rotkohl-kloesse',
    name: 'Rinderbraten mit Rotkohl und Kartoffelklößen',
    tags: ['Fleisch', 'Rind', 'mageres Fleisch', 'saisonal'],
    months: [11, 12, 1],
    complexity: 2,
    ingredients: [
      ['rinderbraten', 600], ['klossteig', 1500], ['apfelrotkohl', 800], ['zwiebeln', 100], ['karotten', 200],
      ['tomatenmark', 30], ['rapsoel', 30], ['maisstaerke', 20],
    ],
    method:
      'Rinderbraten rundum in Rapsöl anbraten. Zwiebeln, Karotten und Tomatenmark zugeben, mit 1 l Wasser ablöschen und bei 160 °C 2 Stunden schmoren. Aus dem Kloßteig 20 Klöße formen und in siedendem Salzwasser 20 Minuten ziehen lassen. Bratensoße passieren, mit Stärke binden und mit Rotkohl servieren.',
  }),
  plate({
    slug: 'blumenkohl-kaesesosse-kartoffeln',
    name: 'Blumenkohl mit Käsesoße und Salzkartoffeln',
    tags: ['vegetarisch'],
    months: monthRange(6, 11),
    ingredients: [
      ['blumenkohl', 1200], ['kartoffeln-festkochend', 1500], ['vollmilch', 500], ['butter', 40],
      ['weizenmehl-405', 40], ['gouda', 150], ['muskat', 1],
    ],
    method:
      'Kartoffeln in Salzwasser kochen. Blumenkohl in Röschen teilen und 8 Minuten dämpfen. Aus Butter, Mehl und Milch eine helle Soße kochen, den geriebenen Käse darin schmelzen und mit Muskat würzen. Blumenkohl mit Soße und Kartoffeln anrichten.',
  }),
  plate({
    slug: 'falafel-joghurtsosse-fladenbrot',
    name: 'Falafel mit Joghurtsoße, Fladenbrot und Gurken-Tomaten-Salat',
    tags: ['vegetarisch', 'Hülsenfrüchte', 'Rohkost'],
    months: monthRange(5, 9),
    complexity: 2,
    ingredients: [
      ['kichererbsen', 400], ['zwiebeln', 100], ['petersilie', 30], ['kreuzkuemmel', 5], ['kichererbsenmehl', 50],
      ['rapsoel', 100], ['naturjoghurt', 400], ['knoblauch', 10], ['fladenbrot', 500], ['salatgurke', 300, 'raw'],
      ['tomaten', 300, 'raw'],
    ],
    method:
      'Kichererbsen über Nacht einweichen, abtropfen lassen und mit Zwiebeln, Petersilie und Kreuzkümmel fein mahlen. Kichererbsenmehl unterrühren und kleine Bällchen formen. Auf einem geölten Blech bei 200 °C 25 Minuten backen, nach der Hälfte wenden. Joghurt mit wenig Knoblauch verrühren, Gurke und Tomaten würfeln und alles mit Fladenbrot servieren.',
  }),
  plate({
    slug: 'tofu-bratlinge-kartoffel-erbsen',
    name: 'Tofu-Gemüse-Bratlinge mit Kartoffeln und Erbsen',
    tags: ['vegetarisch', 'vegan'],
    complexity: 1,
    ingredients: [
      ['tofu', 500], ['karotten', 300], ['zwiebeln', 100], ['haferflocken', 150], ['sojasauce', 20], ['rapsoel', 60],
      ['kartoffeln-festkochend', 1500], ['erbsen-tk', 500], ['petersilie', 20],
    ],
    method:
      'Tofu zerbröseln und mit geriebenen Karotten, fein gewürfelten Zwiebeln, Haferflocken und Sojasauce verkneten. 20 Bratlinge formen und 10 Minuten ruhen lassen. In Rapsöl von beiden Seiten goldbraun braten. Kartoffeln kochen, Erbsen dünsten und mit Petersilie bestreuen.',
  }),
];
