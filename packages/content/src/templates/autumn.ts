/**
 * Autumn templates (September–November): pumpkin, cabbage, beetroot, apples and pears. Fish, meat and
 * the vegetarian fish exception as in spring.ts.
 */
import { defineTemplate } from './defineTemplate';

export const AUTUMN_MIXED = defineTemplate('autumn', 'mixed', [
  [
    ['chili-sin-carne-reis', 'krautsalat'],
    ['rindergulasch-kartoffeln-rotkohl', 'obst-aepfel-birnen'],
    ['ofenlachs-kartoffeln-brokkoli', 'rote-bete-apfel-rohkost'],
    ['kuerbissuppe', 'beerenquark'],
    ['griessbrei-apfel-birnen-kompott', 'kohlrabi-rohkost-kresse'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'karotten-apfel-rohkost'],
    ['fischstaebchen-pueree-erbsen-moehren', 'krautsalat'],
    ['frikadellen-pueree-kohlrabi', 'obst-aepfel-birnen'],
    ['dinkelnudeln-kuerbis-sahne'],
    ['kartoffel-moehren-puffer-apfelmus', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['gelbe-erbsensuppe', 'apfel-crumble'],
    ['putengeschnetzeltes-paprikarahm', 'rotkohl-apfel-salat'],
    ['kartoffel-lauch-auflauf-makrele', 'karotten-apfel-rohkost'],
    ['kuerbisrisotto'],
    ['hirse-apfel-auflauf', 'krautsalat'],
  ],
  [
    ['weisser-bohneneintopf', 'rote-bete-apfel-rohkost'],
    ['chili-con-carne-vollkornbrot', 'obst-aepfel-birnen'],
    ['seelachs-dillsosse-kartoffeln', 'eisbergsalat-mais-karotten'],
    ['kaesespaetzle-mit-lauch'],
    ['kartoffelgratin-brokkoli', 'obstsalat-joghurt'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['rindergulasch-kartoffeln-rotkohl', 'obst-aepfel-birnen'],
    ['penne-lachs-brokkoli', 'rote-bete-apfel-rohkost'],
    ['blumenkohl-kaesesosse-kartoffeln'],
    ['dinkelpfannkuchen-apfelmus', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['linsen-dal-spinat', 'rotkohl-apfel-salat'],
    ['gemueseeintopf-mit-wiener', 'apfelkompott-zimt'],
    ['fischsuppe', 'karotten-apfel-rohkost'],
    ['gruenkernbratlinge-kraeuterquark'],
    ['vollkornspaghetti-tomatensosse', 'feldsalat-apfel-kerne'],
  ],
]);

export const AUTUMN_VEGETARIAN = defineTemplate('autumn', 'vegetarian', [
  [
    ['chili-sin-carne-reis', 'krautsalat'],
    ['kartoffelgratin-brokkoli', 'obst-aepfel-birnen'],
    ['spinat-feta-quiche', 'rote-bete-apfel-rohkost'],
    ['kuerbissuppe', 'beerenquark'],
    ['griessbrei-apfel-birnen-kompott', 'kohlrabi-rohkost-kresse'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'karotten-apfel-rohkost'],
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['spinat-ruehrei-kartoffeln', 'obst-aepfel-birnen'],
    ['dinkelnudeln-kuerbis-sahne'],
    ['kartoffel-moehren-puffer-apfelmus', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['gelbe-erbsensuppe', 'apfel-crumble'],
    ['tofu-bratlinge-kartoffel-erbsen', 'rotkohl-apfel-salat'],
    ['linsen-dal-spinat', 'karotten-apfel-rohkost'],
    ['kuerbisrisotto'],
    ['hirse-apfel-auflauf', 'krautsalat'],
  ],
  [
    ['weisser-bohneneintopf', 'rote-bete-apfel-rohkost'],
    ['chili-sin-carne-reis', 'obst-aepfel-birnen'],
    ['kuerbissuppe', 'eisbergsalat-mais-karotten'],
    ['kaesespaetzle-mit-lauch'],
    ['kartoffelgratin-brokkoli', 'obstsalat-joghurt'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'krautsalat'],
    ['kartoffelgratin-brokkoli', 'obst-aepfel-birnen'],
    ['spinat-feta-quiche', 'rote-bete-apfel-rohkost'],
    ['blumenkohl-kaesesosse-kartoffeln'],
    ['dinkelpfannkuchen-apfelmus', 'chinakohl-mandarinen-salat'],
  ],
  [
    ['linsen-dal-spinat', 'rotkohl-apfel-salat'],
    ['kuerbissuppe', 'apfelkompott-zimt'],
    ['pellkartoffeln-kraeuterquark-rohkost', 'karotten-apfel-rohkost'],
    ['gruenkernbratlinge-kraeuterquark'],
    ['vollkornspaghetti-tomatensosse', 'feldsalat-apfel-kerne'],
  ],
]);
