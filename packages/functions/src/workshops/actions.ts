/** The workshops endpoint's action table. */
import type { AnyAction } from '../lib/action';
import { listWorkshops } from './list';

export const WORKSHOP_ACTIONS: Record<string, AnyAction> = {
  'workshops/list': listWorkshops,
};
