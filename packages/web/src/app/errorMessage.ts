/** The German message to show for a failed backend call (BackendError already carries one). */
export const GENERIC_ERROR = 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal';

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR;
}
