/**
 * App Check per action, not per function (docs/operations.md, "App Check"). The callables enforce nothing
 * themselves (lib/options.ts): firebase-functions verifies a token that comes along and hands it over as
 * `request.app` (an invalid one is dropped with a warning), and the dispatcher asks for what the action's
 * rule (shared `appCheckOf`) needs:
 * - 'none', the public reads (workshop list, videos): nothing, so a reader's browser loads no reCAPTCHA;
 * - 'standard', every signed-in action: a verified token;
 * - 'limited-use', the public writes (registration, newsletter): a verified token that App Check consumes
 *   here; one already consumed is refused, so a captured token cannot be replayed.
 * Only deployed: the emulators verify no token (the Functions emulator decodes it unchecked), so there, and
 * while ENFORCE_APP_CHECK=false (monitoring before enforcement), nothing is refused.
 */
import { appCheckOf } from '@speiseplaner/shared';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { RoutedAction } from './action';
import { appCheck } from './admin';

/** The header the web app sends the token in (packages/web/src/platform/transport/6-callable.ts). */
const APP_CHECK_HEADER = 'x-firebase-appcheck';

/** The same words as the web app's own text for a call that went without a token (platform/transport/6-callable.ts). */
export const appCheckMissing = () =>
  new HttpsError(
    'unauthenticated',
    'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu. Blockiert ein Werbe- oder Skriptblocker reCAPTCHA von Google, erlauben Sie es für diese Seite.',
  );
/** Google's service did not answer: nothing was done, the same form may be sent again. */
const appCheckUnavailable = () =>
  new HttpsError(
    'unavailable',
    'Die Anfrage konnte gerade nicht geprüft werden. Bitte versuchen Sie es gleich noch einmal.',
  );
export const appCheckReplayed = () =>
  new HttpsError(
    'unauthenticated',
    'Diese Anfrage wurde schon einmal gesendet. Bitte laden Sie die Seite neu und senden Sie sie noch einmal.',
  );

/** Read per call: deployed, FUNCTIONS_EMULATOR is unset; the tests switch it for one call. */
export function appCheckEnforced(): boolean {
  return process.env.FUNCTIONS_EMULATOR !== 'true' && process.env.ENFORCE_APP_CHECK !== 'false';
}

/** Google's App Check service, as far as the dispatcher uses it. */
export interface AppCheckService {
  /** Verifies `token` and marks it consumed; true when it had been consumed before. */
  consume(token: string): Promise<boolean>;
}

const googleAppCheck: AppCheckService = {
  consume: async (token) => (await appCheck().verifyToken(token, { consume: true })).alreadyConsumed === true,
};

let service: AppCheckService = googleAppCheck;

/**
 * Replaces Google's App Check service (tests: the service is out of reach of a local stack); null puts it
 * back.
 */
export function replaceAppCheckService(replacement: AppCheckService | null): void {
  service = replacement ?? googleAppCheck;
}

/** What dispatch reads of a callable request for App Check. */
export type AppCheckedRequest = Partial<Pick<CallableRequest<unknown>, 'app' | 'rawRequest'>>;

/** Before anything else of the action: refuses a call that needs a token and brought no valid one. */
export function requireAppCheck(
  action: Pick<RoutedAction, 'public' | 'readOnly'>,
  request: AppCheckedRequest,
): void {
  if (appCheckOf(action) === 'none' || !appCheckEnforced()) return;
  if (!request.app) throw appCheckMissing();
}

function rawTokenOf(request: AppCheckedRequest): string | undefined {
  const value: unknown = request.rawRequest?.headers?.[APP_CHECK_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * For a public write, after the cheap checks and before the rate limits and the handler: consumes the
 * token, and refuses it when it was consumed before.
 */
export async function consumeAppCheck(
  action: Pick<RoutedAction, 'public' | 'readOnly'>,
  request: AppCheckedRequest,
): Promise<void> {
  if (appCheckOf(action) !== 'limited-use' || !appCheckEnforced()) return;
  const token = rawTokenOf(request);
  if (!request.app || !token) throw appCheckMissing();
  let alreadyConsumed: boolean;
  try {
    alreadyConsumed = await service.consume(token);
  } catch {
    throw appCheckUnavailable();
  }
  if (alreadyConsumed) throw appCheckReplayed();
}
