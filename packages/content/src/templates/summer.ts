/**
 * Summer templates (June–August): tomatoes, zucchini, berries, cherries and melon; more raw food and
 * quick dishes. Fish, meat and the vegetarian fish exception as in spring.ts.
 */
import { defineTemplate } from './defineTemplate';

export const SUMMER_MIXED = defineTemplate('summer', 'mixed', [
  [
    ['falafel-joghurtsosse-fladenbrot', 'obst-melone-erdbeeren'],
    ['haehnchen-bulgur-paprika', 'tomaten-gurken-salat'],
    ['ofenlachs-kartoffeln-brokkoli', 'kohlrabi-rohkost-kresse'],
    ['fusilli-basilikumpesto', 'kirschen-frisch'],
    ['milchreis-kirschen', 'gurkensalat-joghurt-dill'],
  ],
  [
    ['minestrone', 'rohkostteller-kraeuterquark'],
    ['fischstaebchen-pueree-erbsen-moehren', 'obst-melone-erdbeeren'],
    ['haehnchenkeulen-ofengemuese', 'gurkensalat-joghurt-dill'],
    ['hirse-gemuese-pfanne-feta'],
    ['arme-ritter-erdbeeren', 'tomaten-gurken-salat'],
  ],
  [
    ['bohnen-wraps-joghurtdip', 'kirschen-frisch'],
    ['putengeschnetzeltes-paprikarahm', 'blattsalat-joghurtdressing'],
    ['lachscurry-basmati', 'tomaten-gurken-salat'],
    ['tortellini-tomate-zucchini', 'joghurt-erdbeeren'],
    ['blumenkohl-kaesesosse-kartoffeln', 'eisbergsalat-mais-karotten'],
  ],
  [
    ['linsenbolognese', 'gurkensalat-joghurt-dill'],
    ['frikadellen-pueree-kohlrabi', 'obst-melone-erdbeeren'],
    ['seelachs-tomaten-zucchini-couscous', 'rohkostteller-kraeuterquark'],
    ['ofengemuese-drillinge-quark', 'vanillepudding-himbeeren'],
    ['dinkelpfannkuchen-apfelmus', 'kohlrabi-rohkost-kresse'],
  ],
  [
    ['bohnen-wraps-joghurtdip', 'tomaten-gurken-salat'],
    ['putenschnitzel-kartoffel-gurkensalat', 'kirschen-frisch'],
    ['penne-lachs-brokkoli', 'blattsalat-joghurtdressing'],
    ['gefuellte-paprika-reis'],
    ['kaiserschmarrn-zwetschgenroester', 'gurkensalat-joghurt-dill'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'gurkensalat-joghurt-dill'],
    ['polenta-ratatouille', 'obst-melone-erdbeeren'],
    ['seelachs-dillsosse-kartoffeln', 'kohlrabi-rohkost-kresse'],
    ['putenschnitzel-kartoffel-gurkensalat', 'vanillepudding-himbeeren'],
    ['fusilli-basilikumpesto', 'tomaten-gurken-salat'],
  ],
]);

export const SUMMER_VEGETARIAN = defineTemplate('summer', 'vegetarian', [
  [
    ['falafel-joghurtsosse-fladenbrot', 'obst-melone-erdbeeren'],
    ['hirse-gemuese-pfanne-feta', 'tomaten-gurken-salat'],
    ['polenta-ratatouille', 'kohlrabi-rohkost-kresse'],
    ['fusilli-basilikumpesto', 'kirschen-frisch'],
    ['milchreis-kirschen', 'gurkensalat-joghurt-dill'],
  ],
  [
    ['minestrone', 'rohkostteller-kraeuterquark'],
    ['linsen-dal-spinat', 'obst-melone-erdbeeren'],
    ['gefuellte-paprika-reis', 'gurkensalat-joghurt-dill'],
    ['hirse-gemuese-pfanne-feta'],
    ['arme-ritter-erdbeeren', 'tomaten-gurken-salat'],
  ],
  [
    ['bohnen-wraps-joghurtdip', 'kirschen-frisch'],
    ['tofu-gemuese-pfanne-naturreis', 'blattsalat-joghurtdressing'],
    ['rote-linsen-kokos-suppe', 'tomaten-gurken-salat'],
    ['tortellini-tomate-zucchini', 'joghurt-erdbeeren'],
    ['blumenkohl-kaesesosse-kartoffeln', 'eisbergsalat-mais-karotten'],
  ],
  [
    ['linsenbolognese', 'gurkensalat-joghurt-dill'],
    ['moehren-ingwer-suppe', 'obst-melone-erdbeeren'],
    ['hirse-gemuese-pfanne-feta', 'rohkostteller-kraeuterquark'],
    ['ofengemuese-drillinge-quark', 'vanillepudding-himbeeren'],
    ['dinkelpfannkuchen-apfelmus', 'kohlrabi-rohkost-kresse'],
  ],
  [
    ['linsen-dal-spinat', 'tomaten-gurken-salat'],
    ['pellkartoffeln-kraeuterquark-rohkost', 'kirschen-frisch'],
    ['vollkornpenne-ratatouille', 'blattsalat-joghurtdressing'],
    ['gefuellte-paprika-reis'],
    ['kaiserschmarrn-zwetschgenroester', 'gurkensalat-joghurt-dill'],
  ],
  [
    ['kichererbsen-curry-naturreis', 'gurkensalat-joghurt-dill'],
    ['polenta-ratatouille', 'obst-melone-erdbeeren'],
    ['tomatensuppe-mit-kaesebrot', 'kohlrabi-rohkost-kresse'],
    ['falafel-joghurtsosse-fladenbrot', 'vanillepudding-himbeeren'],
    ['fusilli-basilikumpesto', 'tomaten-gurken-salat'],
  ],
]);
