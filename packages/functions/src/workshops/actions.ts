/** The workshops endpoint's action table. */
import type { AnyAction } from '../lib/action';
import { applyForWorkshop } from './apply';
import { deleteWorkshop } from './delete';
import { listWorkshops } from './list';
import { listRegistrations } from './registrations';
import { saveWorkshop } from './save';

export const WORKSHOP_ACTIONS: Readonly<Record<string, AnyAction>> = Object.freeze({
  'workshops/list': listWorkshops,
  'workshops/apply': applyForWorkshop,
  'workshops/save': saveWorkshop,
  'workshops/delete': deleteWorkshop,
  'workshops/registrations': listRegistrations,
});
