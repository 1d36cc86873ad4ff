/** The workshops endpoint's action table: type → handler + the shared ACTIONS entry. */
import { routingTable } from '../lib/routingTable';
import { applyForWorkshop } from './apply';
import { cancelWorkshop } from './cancel';
import { deleteWorkshop } from './delete';
import { listWorkshops } from './list';
import { listRegistrations } from './registrations';
import { removeRegistration } from './removeRegistration';
import { saveWorkshop } from './save';

export const WORKSHOP_ACTIONS = routingTable({
  'workshops/list': listWorkshops,
  'workshops/apply': applyForWorkshop,
  'workshops/save': saveWorkshop,
  'workshops/cancel': cancelWorkshop,
  'workshops/delete': deleteWorkshop,
  'workshops/registrations': listRegistrations,
  'workshops/removeRegistration': removeRegistration,
});
