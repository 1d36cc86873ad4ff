/** The controller's action table: type → definition. Each handler lives in its own file, grouped by area. */
import type { AnyAction } from '../lib/action';
import { validateUser } from './user/validate';

export const CONTROLLER_ACTIONS: Record<string, AnyAction> = {
  'user/validate': validateUser,
};
