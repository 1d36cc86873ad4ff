/**
 * Payload types of the actions: the shared ACTIONS table is the one source of payload schemas, feature
 * flags and admin/public marks (client and server validate with the same schemas).
 */
import type { z } from 'zod';
import type { ACTIONS, ActionType } from '@speiseplaner/shared';

export type PayloadOf<T extends ActionType> = z.output<(typeof ACTIONS)[T]['payload']>;
