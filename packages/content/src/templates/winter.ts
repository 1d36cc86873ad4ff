/**
 * Winter templates (December–February): cabbages, kale, lamb's lettuce, root vegetables, stored apples and
 * citrus fruit; frozen broccoli and spinach instead of fresh. Fish, meat and the vegetarian fish exception
 * as in spring.ts.
 */
import { defineTemplate } from './defineTemplate';

export const WINTER_MIXED = defineTemplate('winter', 'mixed', [
  [
    ['gelbe-erbsensuppe', 'obst-bananen-mandarinen'],
    ['rinderbraten-rotkohl-kloesse'],
    ['lachs-rote-bete-kartoffeln', 'feldsalat-apfel-kerne'],
    ['kaesespaetzle-mit-lauch', 'krautsalat'],
    ['milchreis-kirschen', 'karotten-apfel-rohkost'],
  ],
  [
    ['chili-sin-carne-reis', 'chinakohl-mandarinen-salat'],
    ['gemueseeintopf-mit-wiener', 'obstsalat-joghurt'],
    ['fischstaebchen-pueree-erbsen-moehren', 'rote-bete-apfel-rohkost'],
    ['gruenkohl-kartoffel-eintopf'],
    ['dinkelpfannkuchen-apfelmus', 'krautsalat'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'chinakohl-mandarinen-salat'],
    ['rindergulasch-kartoffeln-rotkohl', 'apfelkompott-zimt'],
    ['kartoffel-lauch-auflauf-makrele', 'krautsalat'],
    ['kartoffelgratin-brokkoli'],
    ['griessbrei-apfel-birnen-kompott', 'karotten-apfel-rohkost'],
  ],
  [
    ['rote-linsen-kokos-suppe', 'rotkohl-apfel-salat'],
    ['chili-con-carne-vollkornbrot', 'obst-aepfel-birnen'],
    ['seelachs-dillsosse-kartoffeln', 'feldsalat-apfel-kerne'],
    ['vollkornspaghetti-tomatensosse', 'obst-bananen-mandarinen'],
    ['kartoffel-moehren-puffer-apfelmus', 'krautsalat'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['huehnersuppe-mit-nudeln', 'obst-aepfel-birnen'],
    ['ofenlachs-kartoffeln-brokkoli', 'rote-bete-apfel-rohkost'],
    ['kartoffel-lauch-suppe', 'apfel-crumble'],
    ['hirse-apfel-auflauf', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['weisser-bohneneintopf', 'chinakohl-mandarinen-salat'],
    ['chili-con-carne-vollkornbrot', 'obst-bananen-mandarinen'],
    ['fischsuppe', 'karotten-apfel-rohkost'],
    ['gemueselasagne-spinat'],
    ['quark-griess-auflauf-beeren', 'krautsalat'],
  ],
]);

export const WINTER_VEGETARIAN = defineTemplate('winter', 'vegetarian', [
  [
    ['gelbe-erbsensuppe', 'obst-bananen-mandarinen'],
    ['moehren-ingwer-suppe', 'obst-aepfel-birnen'],
    ['spinat-ruehrei-kartoffeln', 'feldsalat-apfel-kerne'],
    ['kaesespaetzle-mit-lauch', 'krautsalat'],
    ['milchreis-kirschen', 'karotten-apfel-rohkost'],
  ],
  [
    ['chili-sin-carne-reis', 'chinakohl-mandarinen-salat'],
    ['gruenkernbratlinge-kraeuterquark', 'obstsalat-joghurt'],
    ['linsen-dal-spinat', 'rote-bete-apfel-rohkost'],
    ['gruenkohl-kartoffel-eintopf'],
    ['dinkelpfannkuchen-apfelmus', 'krautsalat'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'chinakohl-mandarinen-salat'],
    ['kichererbsen-curry-naturreis', 'apfelkompott-zimt'],
    ['spinat-feta-quiche', 'krautsalat'],
    ['kartoffelgratin-brokkoli'],
    ['griessbrei-apfel-birnen-kompott', 'karotten-apfel-rohkost'],
  ],
  [
    ['rote-linsen-kokos-suppe', 'rotkohl-apfel-salat'],
    ['gruenkohl-kartoffel-eintopf'],
    ['spinat-ruehrei-kartoffeln', 'krautsalat'],
    ['vollkornspaghetti-tomatensosse', 'obst-bananen-mandarinen'],
    ['kartoffel-moehren-puffer-apfelmus', 'feldsalat-apfel-kerne'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['moehren-ingwer-suppe', 'obst-aepfel-birnen'],
    ['kaesespaetzle-mit-lauch', 'rote-bete-apfel-rohkost'],
    ['kartoffel-lauch-suppe', 'apfel-crumble'],
    ['hirse-apfel-auflauf', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['weisser-bohneneintopf', 'chinakohl-mandarinen-salat'],
    ['chili-sin-carne-reis', 'obst-bananen-mandarinen'],
    ['linsen-dal-spinat', 'karotten-apfel-rohkost'],
    ['gemueselasagne-spinat'],
    ['quark-griess-auflauf-beeren', 'krautsalat'],
  ],
]);
