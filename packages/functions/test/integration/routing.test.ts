/** The routing tables and the shared ACTIONS table name exactly the same actions, with the same rules. */
import { ACTIONS, endpointOf } from '@speiseplaner/shared';
import { CONTROLLER_ACTIONS } from '../../src/controller/actions';
import { WORKSHOP_ACTIONS } from '../../src/workshops/actions';

it('routes every shared action exactly once, workshops/* on the workshops endpoint', () => {
  const controller = Object.keys(CONTROLLER_ACTIONS);
  const workshops = Object.keys(WORKSHOP_ACTIONS);
  expect([...controller, ...workshops].sort()).toEqual(Object.keys(ACTIONS).sort());
  expect(workshops.every((t) => t.startsWith('workshops/'))).toBe(true);
  expect(controller.some((t) => t.startsWith('workshops/'))).toBe(false);
  // The web app picks the callable with shared's endpointOf: it must name the table that routes the type.
  for (const { type } of Object.values(CONTROLLER_ACTIONS))
    expect({ type, endpoint: endpointOf(type) }).toEqual({ type, endpoint: 'controller' });
  for (const { type } of Object.values(WORKSHOP_ACTIONS))
    expect({ type, endpoint: endpointOf(type) }).toEqual({ type, endpoint: 'workshops' });
});

it('takes payload schema, role, Träger role, feature and admin mark from ACTIONS', () => {
  for (const [type, action] of Object.entries({ ...CONTROLLER_ACTIONS, ...WORKSHOP_ACTIONS })) {
    const spec = ACTIONS[type as keyof typeof ACTIONS] as {
      payload: unknown;
      role?: string;
      organisation?: string;
      feature?: string;
      admin?: boolean;
    };
    expect({
      type,
      payload: action.payload === spec.payload,
      role: action.role,
      organisation: action.organisation,
      feature: action.feature,
      admin: action.admin,
    }).toEqual({
      type,
      payload: true,
      role: spec.role,
      organisation: spec.organisation,
      feature: spec.feature,
      admin: spec.admin,
    });
  }
});

it('never reads the person alongside (or inside) the handler for admin actions', () => {
  const parallelAdmin = Object.entries({ ...CONTROLLER_ACTIONS, ...WORKSHOP_ACTIONS }).filter(
    ([, a]) => (a.profile === 'parallel' || a.profile === 'handler') && a.admin,
  );
  expect(parallelAdmin).toEqual([]);
});
