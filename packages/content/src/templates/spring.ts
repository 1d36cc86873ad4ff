/**
 * Spring templates (March–May): stored roots, cabbage and apples, young spinach and wild garlic, then
 * asparagus and rhubarb from April; no cucumber, pepper, courgette or fresh tomatoes before summer
 * (docs/domain-rules.md, "Seasonal calendar"). The mixed plan has one fish day and at most one meat day a
 * week, fatty sea fish in weeks 1, 3 and 5 and lean muscle meat in weeks 1, 3 and 5, so every 4 weeks hold
 * both twice. The vegetarian plan swaps fish and meat for vegetarian dishes and serves a dish with at
 * least 15 g nuts, kernels or oilseeds per portion every week (almond or sesame paste, ground seeds; coconut
 * milk does not count): the DGE fish day is knowingly left out (fish exception of a vegetarian plan).
 * Asparagus dishes start in week 3 (April).
 */
import { defineTemplate } from './defineTemplate';

export const SPRING_MIXED = defineTemplate('spring', 'mixed', [
  [
    ['haehnchen-curry-basmati', 'karotten-apfel-rohkost'],
    ['penne-lachs-brokkoli', 'krautsalat'],
    ['linsensuppe-mit-vollkornbrot'],
    ['spinat-feta-quiche', 'obst-aepfel-bananen'],
    ['dinkelpfannkuchen-apfelmus', 'rotkohl-apfel-salat'],
  ],
  [
    ['fischstaebchen-pueree-erbsen-moehren', 'spinat-apfel-salat'],
    ['gemueseeintopf-mit-wiener', 'obstsalat-joghurt'],
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['gruenkernbratlinge-kraeuterquark'],
    ['vollkornspaghetti-tomatensosse', 'obst-aepfel-bananen'],
  ],
  [
    ['rindergulasch-kartoffeln-rotkohl', 'rote-bete-apfel-rohkost'],
    ['lachs-rote-bete-kartoffeln', 'krautsalat'],
    ['gelbe-erbsensuppe'],
    ['farfalle-spargel-erbsen', 'obst-aepfel-bananen'],
    ['quark-griess-auflauf-beeren', 'karotten-apfel-rohkost'],
  ],
  [
    ['seelachs-dillsosse-kartoffeln', 'rotkohl-apfel-salat'],
    ['spaghetti-bolognese', 'karotten-apfel-rohkost'],
    ['weisser-bohneneintopf'],
    ['spargel-kartoffel-suppe', 'obst-aepfel-bananen'],
    ['milchreis-kirschen', 'spinat-apfel-salat'],
  ],
  [
    ['huehnersuppe-mit-nudeln', 'karotten-apfel-rohkost'],
    ['kartoffel-lauch-auflauf-makrele', 'rote-bete-apfel-rohkost'],
    ['linsen-dal-spinat', 'obst-aepfel-bananen'],
    ['kartoffelgratin-brokkoli', 'krautsalat'],
    ['hirse-apfel-auflauf', 'spinat-apfel-salat'],
  ],
  [
    ['fischsuppe', 'karotten-apfel-rohkost'],
    ['chili-con-carne-vollkornbrot', 'obstsalat-joghurt'],
    ['pellkartoffeln-baerlauchquark'],
    ['makkaroni-brokkoli-auflauf', 'rotkohl-apfel-salat'],
    ['tofu-bratlinge-kartoffel-erbsen', 'rhabarberkompott-vanillesosse'],
  ],
]);

export const SPRING_VEGETARIAN = defineTemplate('spring', 'vegetarian', [
  [
    ['linsenbolognese', 'karotten-apfel-rohkost'],
    ['spinat-ruehrei-kartoffeln', 'krautsalat'],
    ['moehren-ingwer-suppe'],
    ['spinat-feta-quiche', 'obst-aepfel-bananen'],
    ['dinkelpfannkuchen-apfelmus', 'rotkohl-apfel-salat'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'spinat-apfel-salat'],
    ['kartoffelgratin-brokkoli', 'obst-aepfel-bananen'],
    ['gruenkernbratlinge-kraeuterquark', 'krautsalat'],
    ['rote-linsen-kokos-suppe'],
    ['vollkornspaghetti-tomatensosse', 'obstsalat-joghurt'],
  ],
  [
    ['linsen-dal-spinat', 'karotten-apfel-rohkost'],
    ['gemueselasagne-spinat', 'rote-bete-apfel-rohkost'],
    ['pellkartoffeln-baerlauchquark'],
    ['spargel-kartoffel-suppe', 'obst-aepfel-bananen'],
    ['quark-griess-auflauf-beeren', 'krautsalat'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'rotkohl-apfel-salat'],
    ['spinat-ruehrei-kartoffeln', 'karotten-apfel-rohkost'],
    ['moehren-ingwer-suppe'],
    ['farfalle-spargel-erbsen', 'obst-aepfel-bananen'],
    ['milchreis-kirschen', 'spinat-apfel-salat'],
  ],
  [
    ['gelbe-erbsensuppe', 'karotten-apfel-rohkost'],
    ['tofu-bratlinge-kartoffel-erbsen', 'krautsalat'],
    ['rote-linsen-kokos-suppe'],
    ['makkaroni-brokkoli-auflauf', 'obst-aepfel-bananen'],
    ['hirse-apfel-auflauf', 'rote-bete-apfel-rohkost'],
  ],
  [
    ['chili-sin-carne-reis', 'karotten-apfel-rohkost'],
    ['gruenkernbratlinge-kraeuterquark', 'rotkohl-apfel-salat'],
    ['kartoffel-lauch-suppe', 'obstsalat-joghurt'],
    ['linsen-dal-spinat', 'krautsalat'],
    ['dinkelpfannkuchen-apfelmus', 'spinat-apfel-salat'],
  ],
]);
