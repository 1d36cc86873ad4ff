/** The eight seasonal 6-week masterplan templates: four seasons, each as mixed and vegetarian plan. */
import type { MasterplanTemplate } from '@speiseplaner/shared';
import { AUTUMN_MIXED, AUTUMN_VEGETARIAN } from './autumn';
import { SPRING_MIXED, SPRING_VEGETARIAN } from './spring';
import { SUMMER_MIXED, SUMMER_VEGETARIAN } from './summer';
import { WINTER_MIXED, WINTER_VEGETARIAN } from './winter';

export { SEASON_MONTHS } from './defineTemplate';

export const TEMPLATES: readonly MasterplanTemplate[] = [
  SPRING_MIXED,
  SPRING_VEGETARIAN,
  SUMMER_MIXED,
  SUMMER_VEGETARIAN,
  AUTUMN_MIXED,
  AUTUMN_VEGETARIAN,
  WINTER_MIXED,
  WINTER_VEGETARIAN,
];
