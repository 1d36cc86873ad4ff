/**
 * Winter templates (December–February): cabbages, kale, root vegetables, stored apples and citrus fruit.
 * Fish, meat and the vegetarian fish exception as in spring.ts.
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
    ['chili-sin-carne-reis', 'fenchel-orangen-salat'],
    ['gemueseeintopf-mit-wiener', 'obstsalat-joghurt'],
    ['fischstaebchen-pueree-erbsen-moehren', 'rote-bete-apfel-rohkost'],
    ['gruenkohl-kartoffel-eintopf'],
    ['dinkelpfannkuchen-apfelmus', 'eisbergsalat-mais-karotten'],
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
    ['frikadellen-pueree-kohlrabi'],
    ['seelachs-dillsosse-kartoffeln', 'eisbergsalat-mais-karotten'],
    ['vollkornspaghetti-tomatensosse', 'obst-bananen-mandarinen'],
    ['kartoffel-moehren-puffer-apfelmus', 'feldsalat-apfel-kerne'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['putengeschnetzeltes-paprikarahm', 'obst-aepfel-birnen'],
    ['ofenlachs-kartoffeln-brokkoli', 'rote-bete-apfel-rohkost'],
    ['kartoffel-lauch-suppe', 'apfel-crumble'],
    ['hirse-apfel-auflauf', 'fenchel-orangen-salat'],
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
    ['kartoffel-lauch-suppe', 'obst-aepfel-birnen'],
    ['spinat-ruehrei-kartoffeln', 'feldsalat-apfel-kerne'],
    ['kaesespaetzle-mit-lauch', 'krautsalat'],
    ['milchreis-kirschen', 'karotten-apfel-rohkost'],
  ],
  [
    ['chili-sin-carne-reis', 'fenchel-orangen-salat'],
    ['gruenkernbratlinge-kraeuterquark', 'obstsalat-joghurt'],
    ['kartoffelgratin-brokkoli', 'rote-bete-apfel-rohkost'],
    ['gruenkohl-kartoffel-eintopf'],
    ['dinkelpfannkuchen-apfelmus', 'eisbergsalat-mais-karotten'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'chinakohl-mandarinen-salat'],
    ['tofu-bratlinge-kartoffel-erbsen', 'apfelkompott-zimt'],
    ['spinat-feta-quiche', 'krautsalat'],
    ['kartoffelgratin-brokkoli'],
    ['griessbrei-apfel-birnen-kompott', 'karotten-apfel-rohkost'],
  ],
  [
    ['rote-linsen-kokos-suppe', 'rotkohl-apfel-salat'],
    ['gruenkohl-kartoffel-eintopf'],
    ['spinat-ruehrei-kartoffeln', 'eisbergsalat-mais-karotten'],
    ['vollkornspaghetti-tomatensosse', 'obst-bananen-mandarinen'],
    ['kartoffel-moehren-puffer-apfelmus', 'feldsalat-apfel-kerne'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['moehren-ingwer-suppe', 'obst-aepfel-birnen'],
    ['kaesespaetzle-mit-lauch', 'rote-bete-apfel-rohkost'],
    ['kartoffel-lauch-suppe', 'apfel-crumble'],
    ['hirse-apfel-auflauf', 'fenchel-orangen-salat'],
  ],
  [
    ['weisser-bohneneintopf', 'chinakohl-mandarinen-salat'],
    ['chili-sin-carne-reis', 'obst-bananen-mandarinen'],
    ['kartoffelgratin-brokkoli', 'karotten-apfel-rohkost'],
    ['gemueselasagne-spinat'],
    ['quark-griess-auflauf-beeren', 'krautsalat'],
  ],
]);
