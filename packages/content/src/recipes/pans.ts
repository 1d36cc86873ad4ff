/** Pan and oven dishes (Pfannen-/Ofengerichte): curries, grain pans, bakes and gratins. */
import type { Recipe } from '@speiseplaner/shared';
import { monthRange, recipeGroup } from './defineRecipe';

const pan = recipeGroup('pan');

export const PAN_DISHES: readonly Recipe[] = [
  pan({
    slug: 'kichererbsen-curry-naturreis',
    name: 'Kichererbsen-Gemüse-Curry mit Naturreis',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte', 'Vollkorn'],
    ingredients: [
      ['kichererbsen-dose', 800], ['blumenkohl', 500], ['karotten', 400], ['erbsen-tk', 200], ['zwiebeln', 100],
      ['kokosmilch', 400], ['currypulver', 10], ['tomaten-stuecke', 400], ['rapsoel', 30], ['naturreis', 500],
    ],
    method:
      'Naturreis in der doppelten Menge Wasser 35 Minuten garen. Zwiebeln in Rapsöl andünsten, Curry kurz mitrösten. Karotten und Blumenkohl zugeben, mit Tomaten und Kokosmilch 15 Minuten köcheln. Kichererbsen und Erbsen zugeben, 5 Minuten erhitzen und mit dem Reis servieren.',
  }),
  pan({
    slug: 'chili-sin-carne-reis',
    name: 'Chili sin Carne mit Reis und saurer Sahne',
    tags: ['vegetarisch', 'Hülsenfrüchte'],
    months: monthRange(9, 3),
    ingredients: [
      ['kidneybohnen-dose', 700], ['mais', 300], ['paprika-rot', 400], ['zwiebeln', 150], ['tomaten-stuecke', 800],
      ['tomatenmark', 40], ['kreuzkuemmel', 5], ['paprikapulver', 5], ['rapsoel', 30], ['reis-langkorn', 500],
      ['saure-sahne', 200],
    ],
    method:
      'Reis in Salzwasser garen. Zwiebeln und Paprika in Rapsöl andünsten, Tomatenmark und Gewürze kurz mitrösten. Tomaten zugeben und 15 Minuten köcheln. Bohnen und Mais unterheben, erhitzen und mit Reis und einem Klecks saurer Sahne servieren.',
  }),
  pan({
    slug: 'chili-con-carne-vollkornbrot',
    name: 'Chili con Carne mit Vollkornbrot',
    tags: ['Fleisch', 'Rind', 'Hülsenfrüchte', 'Vollkorn'],
    months: monthRange(9, 3),
    ingredients: [
      ['rinderhack', 400], ['kidneybohnen-dose', 500], ['mais', 250], ['paprika-rot', 400], ['zwiebeln', 150],
      ['tomaten-stuecke', 800], ['tomatenmark', 40], ['kreuzkuemmel', 5], ['rapsoel', 20],
      ['roggenvollkornbrot', 500],
    ],
    method:
      'Hackfleisch in Rapsöl krümelig braten. Zwiebeln und Paprika zugeben und mitdünsten, Tomatenmark und Kreuzkümmel kurz mitrösten. Tomaten zugeben und 25 Minuten köcheln. Bohnen und Mais unterheben, erhitzen und mit Vollkornbrot servieren.',
  }),
  pan({
    slug: 'haehnchen-curry-basmati',
    name: 'Hähnchen-Gemüse-Curry mit Basmatireis',
    tags: ['Fleisch', 'Geflügel', 'mageres Fleisch'],
    ingredients: [
      ['haehnchenbrust', 500], ['zucchini', 400], ['karotten', 300], ['paprika-gelb', 300], ['kokosmilch', 300],
      ['currypulver', 10], ['zwiebeln', 100], ['rapsoel', 30], ['basmatireis', 500],
    ],
    method:
      'Reis in Salzwasser garen. Hähnchen in Würfel schneiden und in Rapsöl anbraten, herausnehmen. Zwiebeln, Karotten, Paprika und Zucchini in der Pfanne 8 Minuten braten, Curry zugeben. Mit Kokosmilch ablöschen, das Fleisch zurückgeben und 5 Minuten ziehen lassen.',
  }),
  pan({
    slug: 'linsen-dal-spinat',
    name: 'Linsen-Dal mit Spinat und Fladenbrot',
    tags: ['vegetarisch', 'vegan', 'Hülsenfrüchte'],
    ingredients: [
      ['rote-linsen', 400], ['blattspinat-tk', 500], ['tomaten-stuecke', 400], ['zwiebeln', 150], ['ingwer', 10],
      ['kokosmilch', 200], ['kurkuma', 5], ['kreuzkuemmel', 5], ['rapsoel', 30], ['fladenbrot', 600],
    ],
    method:
      'Zwiebeln und Ingwer in Rapsöl andünsten, Kurkuma und Kreuzkümmel kurz mitrösten. Linsen, Tomaten und 1,2 l Wasser zugeben und 20 Minuten köcheln. Spinat und Kokosmilch einrühren und erhitzen. Mit warmem Fladenbrot servieren.',
  }),
  pan({
    slug: 'hirse-gemuese-pfanne-feta',
    name: 'Hirse-Gemüse-Pfanne mit Feta',
    tags: ['vegetarisch', 'Vollkorn'],
    months: monthRange(5, 10),
    ingredients: [
      ['hirse', 500], ['zucchini', 400], ['paprika-rot', 300], ['karotten', 300], ['fruehlingszwiebeln', 100],
      ['feta', 200], ['olivenoel', 40], ['gemuesebruehe', 15],
    ],
    method:
      'Hirse heiß abspülen und in 1 l Brühe 20 Minuten quellen lassen. Gemüse würfeln und in Olivenöl 8 Minuten braten. Hirse unterheben und abschmecken. Mit zerbröckeltem Feta bestreuen.',
  }),
  pan({
    slug: 'kuerbisrisotto',
    name: 'Kürbisrisotto mit Käse',
    tags: ['vegetarisch', 'saisonal'],
    months: monthRange(9, 11),
    complexity: 1,
    ingredients: [
      ['risottoreis', 500], ['kuerbis-hokkaido', 800], ['zwiebeln', 100], ['gemuesebruehe', 25], ['butter', 40],
      ['reibekaese', 120], ['rapsoel', 20],
    ],
    method:
      'Zwiebeln in Rapsöl andünsten, Reis zugeben und glasig werden lassen. Nach und nach 1,6 l heiße Brühe angießen und unter Rühren 20 Minuten garen. Kürbiswürfel nach 5 Minuten zugeben. Butter und Käse unterrühren und kurz ziehen lassen.',
  }),
  pan({
    slug: 'kartoffelgratin-brokkoli',
    name: 'Kartoffelgratin mit Brokkoli',
    tags: ['vegetarisch'],
    complexity: 1,
    ingredients: [
      ['kartoffeln-festkochend', 1800], ['brokkoli', 600], ['vollmilch', 400], ['kochsahne', 300], ['gouda', 200],
      ['muskat', 1], ['butter', 20],
    ],
    method:
      'Kartoffeln in dünne Scheiben hobeln und mit Brokkoliröschen in eine gebutterte Form schichten. Milch und Sahne mit Muskat würzen und darüber gießen. Mit geriebenem Käse bestreuen. Bei 180 °C 50 Minuten backen.',
  }),
  pan({
    slug: 'ofengemuese-drillinge-quark',
    name: 'Ofengemüse mit Drillingen und Kräuterquark',
    tags: ['vegetarisch', 'schnell'],
    months: monthRange(6, 10),
    ingredients: [
      ['drillinge', 1700], ['karotten', 400], ['zucchini', 300], ['paprika-rot', 300], ['rote-zwiebeln', 150],
      ['olivenoel', 60], ['rosmarin', 2], ['speisequark', 600], ['schnittlauch', 20],
    ],
    method:
      'Drillinge halbieren, Gemüse in grobe Stücke schneiden. Alles mit Olivenöl und Rosmarin mischen und auf Bleche verteilen. Bei 200 °C 35 Minuten rösten. Quark mit Schnittlauch und etwas Wasser glatt rühren und dazu reichen.',
  }),
  pan({
    slug: 'haehnchenkeulen-ofengemuese',
    name: 'Hähnchenkeulen vom Blech mit Ofengemüse und Drillingen',
    tags: ['Fleisch', 'Geflügel'],
    months: monthRange(5, 10),
    ingredients: [
      ['haehnchenkeulen', 700], ['drillinge', 1500], ['karotten', 400], ['zucchini', 300], ['paprika-rot', 300],
      ['rapsoel', 40], ['rosmarin', 2], ['paprikapulver', 5],
    ],
    method:
      'Hähnchenkeulen mit Paprikapulver und Öl einreiben. Drillinge halbieren, Gemüse in grobe Stücke schneiden und mit Rosmarin und Öl mischen. Alles auf Bleche geben und bei 190 °C 45 Minuten garen. Fleisch vor dem Servieren vom Knochen lösen.',
  }),
  pan({
    slug: 'kartoffel-lauch-auflauf-makrele',
    name: 'Kartoffel-Lauch-Auflauf mit Makrele',
    tags: ['Fisch', 'fetter Seefisch'],
    months: monthRange(9, 4),
    complexity: 1,
    ingredients: [
      ['makrelenfilet', 450], ['kartoffeln-festkochend', 1600], ['lauch', 500], ['kochsahne', 300], ['eier', 3],
      ['reibekaese', 100], ['dill', 15],
    ],
    method:
      'Kartoffeln in Scheiben schneiden und 10 Minuten vorkochen. Lauch in Ringe schneiden, Makrele von Gräten befreien und zerpflücken. Alles in eine Form schichten, Sahne mit Eiern und Dill verquirlen und darüber gießen. Mit Käse bestreuen und bei 180 °C 30 Minuten backen.',
  }),
  pan({
    slug: 'lachscurry-basmati',
    name: 'Fischcurry mit Lachs, Brokkoli und Basmatireis',
    tags: ['Fisch', 'fetter Seefisch'],
    ingredients: [
      ['lachsfilet-tk', 500], ['basmatireis', 500], ['brokkoli', 400], ['karotten', 300], ['kokosmilch', 300],
      ['currypulver', 8], ['zwiebeln', 100], ['rapsoel', 20],
    ],
    method:
      'Reis in Salzwasser garen. Zwiebeln und Karotten in Rapsöl andünsten, Curry kurz mitrösten. Kokosmilch und Brokkoli zugeben und 5 Minuten köcheln. Lachswürfel einlegen und 6 Minuten gar ziehen lassen.',
  }),
  pan({
    slug: 'seelachs-tomaten-zucchini-couscous',
    name: 'Seelachs auf Tomaten-Zucchini-Gemüse mit Vollkorn-Couscous',
    tags: ['Fisch', 'Vollkorn'],
    months: monthRange(6, 9),
    ingredients: [
      ['seelachsfilet-tk', 650], ['vollkorn-couscous', 500], ['zucchini', 500], ['tomaten', 400], ['zwiebeln', 100],
      ['olivenoel', 40], ['zitronensaft', 20], ['petersilie', 20],
    ],
    method:
      'Couscous mit der gleichen Menge kochender Brühe übergießen und 10 Minuten quellen lassen. Zwiebeln, Zucchini und Tomaten in Olivenöl 8 Minuten schmoren. Seelachs mit Zitronensaft beträufeln, auf das Gemüse legen und zugedeckt 10 Minuten garen. Mit Petersilie bestreuen.',
  }),
  pan({
    slug: 'spinat-feta-quiche',
    name: 'Spinat-Feta-Quiche mit Vollkornboden',
    tags: ['vegetarisch', 'Vollkorn'],
    complexity: 2,
    ingredients: [
      ['weizenvollkornmehl', 400], ['butter', 150], ['eier', 5], ['blattspinat-tk', 800], ['feta', 250],
      ['vollmilch', 200], ['zwiebeln', 100], ['muskat', 1],
    ],
    method:
      'Mehl, Butter, ein Ei und 4 EL kaltes Wasser zu einem Mürbeteig verkneten und 30 Minuten kühlen. Teig in ein gefettetes Blech drücken. Spinat auftauen, ausdrücken und mit Zwiebeln und Feta darauf verteilen. Übrige Eier mit Milch und Muskat verquirlen, darüber gießen und bei 180 °C 35 Minuten backen.',
  }),
  pan({
    slug: 'tofu-gemuese-pfanne-naturreis',
    name: 'Tofu-Gemüse-Pfanne mit Naturreis',
    tags: ['vegetarisch', 'vegan', 'Vollkorn'],
    months: monthRange(5, 10),
    ingredients: [
      ['tofu', 500], ['brokkoli', 400], ['karotten', 300], ['paprika-rot', 300], ['zuckerschoten', 200],
      ['sojasauce', 40], ['ingwer', 10], ['rapsoel', 30], ['sesam', 20], ['naturreis', 500],
    ],
    method:
      'Naturreis 35 Minuten garen. Tofu würfeln und in Rapsöl knusprig braten, herausnehmen. Gemüse in Streifen schneiden und mit Ingwer 6 Minuten unter Rühren braten. Tofu und Sojasauce zugeben und mit geröstetem Sesam bestreuen.',
  }),
  pan({
    slug: 'polenta-ratatouille',
    name: 'Cremige Polenta mit Ratatouille',
    tags: ['vegetarisch', 'glutenfrei'],
    months: monthRange(7, 9),
    ingredients: [
      ['polenta', 400], ['vollmilch', 600], ['butter', 30], ['reibekaese', 100], ['zucchini', 400], ['aubergine', 400],
      ['paprika-rot', 300], ['tomaten-stuecke', 400], ['zwiebeln', 100], ['olivenoel', 40],
    ],
    method:
      'Gemüse würfeln und in Olivenöl anbraten, Tomaten zugeben und 20 Minuten schmoren. Milch mit 1 l Wasser aufkochen, Polenta einrieseln lassen und unter Rühren 10 Minuten quellen lassen. Butter und Käse unterrühren. Polenta mit dem Ratatouille servieren.',
  }),
  pan({
    slug: 'bohnen-wraps-joghurtdip',
    name: 'Bohnen-Gemüse-Wraps mit Joghurtdip',
    tags: ['vegetarisch', 'Hülsenfrüchte', 'Vollkorn', 'Rohkost'],
    months: monthRange(5, 9),
    ingredients: [
      ['vollkorn-tortillas', 15], ['kidneybohnen-dose', 400], ['mais', 200], ['eisbergsalat', 200, 'raw'],
      ['tomaten', 300, 'raw'], ['paprika-gelb', 200, 'raw'], ['naturjoghurt', 300], ['reibekaese', 100],
    ],
    method:
      'Bohnen und Mais abtropfen lassen, leicht zerdrücken und erwärmen. Salat in Streifen schneiden, Tomaten und Paprika würfeln. Tortillas kurz im Ofen erwärmen, mit Bohnenmasse, Gemüse und Käse füllen und einrollen. Mit Joghurtdip servieren.',
  }),
  pan({
    slug: 'kartoffel-moehren-puffer-apfelmus',
    name: 'Kartoffel-Möhren-Puffer mit Apfelmus',
    tags: ['vegetarisch'],
    months: monthRange(9, 3),
    complexity: 1,
    ingredients: [
      ['kartoffeln-festkochend', 2000], ['karotten', 300], ['eier', 4], ['weizenmehl-405', 80], ['zwiebeln', 100],
      ['rapsoel', 150], ['apfelmark', 1000],
    ],
    method:
      'Kartoffeln und Karotten fein reiben und gut ausdrücken. Mit Eiern, Mehl und fein gewürfelten Zwiebeln verrühren. Kleine Puffer in Rapsöl von beiden Seiten goldbraun braten oder auf Backpapier bei 220 °C 20 Minuten backen. Mit Apfelmus servieren.',
  }),
  pan({
    slug: 'gefuellte-paprika-reis',
    name: 'Gefüllte Paprika mit Reis und Feta in Tomatensoße',
    tags: ['vegetarisch'],
    months: monthRange(7, 10),
    complexity: 1,
    ingredients: [
      ['paprika-rot', 1200], ['reis-langkorn', 400], ['feta', 150], ['zwiebeln', 100], ['tomaten-passiert', 800],
      ['olivenoel', 30], ['oregano', 3],
    ],
    method:
      'Reis halb gar kochen. Paprika halbieren und entkernen. Reis mit gewürfelten Zwiebeln, Feta und Oregano mischen und in die Paprikahälften füllen. In eine Form mit der Tomatensoße setzen, mit Olivenöl beträufeln und bei 180 °C 35 Minuten garen.',
  }),
];
