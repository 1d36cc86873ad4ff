/**
 * Spring templates (March–May): asparagus, radishes, rhubarb and the first strawberries. The mixed plan
 * has one fish day and at most one meat day a week, fatty sea fish in weeks 1, 3 and 5 and lean muscle
 * meat in weeks 1, 3 and 5, so every 4 weeks hold both twice. The vegetarian plan swaps fish and meat
 * for vegetarian dishes: the DGE fish day is knowingly left out (fish exception of a vegetarian plan).
 */
import { defineTemplate } from './defineTemplate';

export const SPRING_MIXED = defineTemplate('spring', 'mixed', [
  [
    ['linsenbolognese', 'kohlrabi-rohkost-kresse'],
    ['putengeschnetzeltes-paprikarahm', 'obst-aepfel-birnen'],
    ['ofenlachs-kartoffeln-brokkoli', 'karotten-apfel-rohkost'],
    ['spargel-kartoffel-suppe'],
    ['milchreis-kirschen', 'radieschen-gurken-salat'],
  ],
  [
    ['rote-linsen-kokos-suppe', 'blattsalat-joghurtdressing'],
    ['fischstaebchen-pueree-erbsen-moehren', 'kohlrabi-rohkost-kresse'],
    ['gemueseeintopf-mit-wiener', 'obstsalat-joghurt'],
    ['gruenkernbratlinge-kraeuterquark'],
    ['dinkelpfannkuchen-apfelmus', 'eisbergsalat-mais-karotten'],
  ],
  [
    ['falafel-joghurtsosse-fladenbrot'],
    ['haehnchen-curry-basmati', 'karotten-apfel-rohkost'],
    ['penne-lachs-brokkoli', 'blattsalat-joghurtdressing'],
    ['gruenkernbratlinge-kraeuterquark', 'obst-aepfel-birnen'],
    ['quark-griess-auflauf-beeren', 'radieschen-gurken-salat'],
  ],
  [
    ['weisser-bohneneintopf', 'rohkostteller-kraeuterquark'],
    ['frikadellen-pueree-kohlrabi', 'obst-aepfel-birnen'],
    ['seelachs-dillsosse-kartoffeln', 'kohlrabi-rohkost-kresse'],
    ['hirse-gemuese-pfanne-feta'],
    ['vollkornspaghetti-tomatensosse', 'beerenquark'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'kohlrabi-rohkost-kresse'],
    ['putenschnitzel-kartoffel-gurkensalat', 'rhabarberkompott-vanillesosse'],
    ['kartoffel-lauch-auflauf-makrele'],
    ['farfalle-spargel-erbsen', 'karotten-apfel-rohkost'],
    ['arme-ritter-erdbeeren', 'radieschen-gurken-salat'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'obst-aepfel-birnen'],
    ['tofu-bratlinge-kartoffel-erbsen', 'blattsalat-joghurtdressing'],
    ['fischsuppe', 'karotten-apfel-rohkost'],
    ['haehnchenkeulen-ofengemuese', 'gurkensalat-joghurt-dill'],
    ['makkaroni-brokkoli-auflauf'],
  ],
]);

export const SPRING_VEGETARIAN = defineTemplate('spring', 'vegetarian', [
  [
    ['linsenbolognese', 'kohlrabi-rohkost-kresse'],
    ['spinat-ruehrei-kartoffeln', 'obst-aepfel-birnen'],
    ['pellkartoffeln-kraeuterquark-rohkost', 'karotten-apfel-rohkost'],
    ['spargel-kartoffel-suppe'],
    ['milchreis-kirschen', 'radieschen-gurken-salat'],
  ],
  [
    ['rote-linsen-kokos-suppe', 'blattsalat-joghurtdressing'],
    ['kartoffelgratin-brokkoli', 'kohlrabi-rohkost-kresse'],
    ['moehren-ingwer-suppe', 'obstsalat-joghurt'],
    ['gruenkernbratlinge-kraeuterquark'],
    ['dinkelpfannkuchen-apfelmus', 'eisbergsalat-mais-karotten'],
  ],
  [
    ['falafel-joghurtsosse-fladenbrot'],
    ['tofu-gemuese-pfanne-naturreis', 'karotten-apfel-rohkost'],
    ['gemueselasagne-spinat', 'blattsalat-joghurtdressing'],
    ['kartoffelgratin-brokkoli', 'obst-aepfel-birnen'],
    ['quark-griess-auflauf-beeren', 'radieschen-gurken-salat'],
  ],
  [
    ['weisser-bohneneintopf', 'rohkostteller-kraeuterquark'],
    ['spinat-feta-quiche', 'obst-aepfel-birnen'],
    ['spinat-ruehrei-kartoffeln', 'kohlrabi-rohkost-kresse'],
    ['hirse-gemuese-pfanne-feta'],
    ['vollkornspaghetti-tomatensosse', 'beerenquark'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'kohlrabi-rohkost-kresse'],
    ['bohnen-wraps-joghurtdip', 'rhabarberkompott-vanillesosse'],
    ['kartoffel-lauch-suppe'],
    ['farfalle-spargel-erbsen', 'karotten-apfel-rohkost'],
    ['arme-ritter-erdbeeren', 'radieschen-gurken-salat'],
  ],
  [
    ['linsensuppe-mit-vollkornbrot', 'obst-aepfel-birnen'],
    ['tofu-bratlinge-kartoffel-erbsen', 'blattsalat-joghurtdressing'],
    ['hirse-gemuese-pfanne-feta', 'karotten-apfel-rohkost'],
    ['spinat-feta-quiche', 'gurkensalat-joghurt-dill'],
    ['makkaroni-brokkoli-auflauf'],
  ],
]);
