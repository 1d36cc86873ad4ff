import { GENERIC_ERROR } from '@speiseplaner/shared';

/** The German message to show for a failed backend call (BackendError already carries one). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR;
}
